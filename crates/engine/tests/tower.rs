//! The Tower as an expansion module: the state the scenarios leave behind (towers, prisoners,
//! supplies, views), every refusal (a typed rule, the state unchanged), the range counted per
//! space and per tile, and random games with the Tower in every rules version (no panic,
//! followers and floors accounted for, every legal move passes `check`, records replay).

mod support;

use halflings_engine::expansion::tower::{Tower, Towers, FLOORS_EACH, ID};
use halflings_engine::{
    Event, ExpansionChoice, GameState, IllegalMove, Move, MoveWire, Phase, RulesVersion, Scenario,
    Seat, Setup, SpacePos,
};
use support::{
    assert_replays, assert_wire_forms, catalog, count_events, mv, play_checked, scenario,
};

/// The state after the first `steps` steps of `s` (all when `None`), under `rules` if given.
fn state_of(s: &Scenario, rules: Option<RulesVersion>, steps: Option<usize>) -> GameState {
    let n = steps.unwrap_or(s.steps.len());
    s.prepare(catalog(), rules, n).unwrap().0
}

fn scenario_state(name: &str, steps: Option<usize>) -> GameState {
    state_of(&scenario(name), None, steps)
}

fn towers(game: &GameState) -> &Towers {
    game.expansion::<Towers>().expect("the Tower is on")
}

fn tower_at(game: &GameState, x: i32, y: i32) -> Tower {
    let t = towers(game)
        .towers()
        .iter()
        .find(|t| game.board().tiles()[t.tile as usize].pos == SpacePos::new(x, y))
        .copied();
    t.unwrap_or_else(|| panic!("no foundation at ({x},{y})"))
}

/// Checks that `mv` by `player` is refused with rule `code` and changes nothing.
fn refused(game: &GameState, player: Seat, mv: &Move, code: &str) {
    let before = format!("{:?}", game.legal_moves());
    let mut copy = game.clone();
    match copy.play(player, mv) {
        Err(IllegalMove::Expansion(rule)) => {
            assert_eq!(rule.rule, code, "{}", rule.message);
            assert_eq!(rule.module, ID);
        }
        other => panic!("{mv:?}: expected rule {code}, got {other:?}"),
    }
    assert_eq!(
        format!("{:?}", copy.legal_moves()),
        before,
        "state unchanged"
    );
    assert_eq!(copy.scores(), game.scores());
    assert!(!game.legal_moves().contains(mv), "{mv:?} is listed");
}

#[test]
fn floors_are_shared_out_by_player_count() {
    let cat = catalog();
    for players in 2..=6u8 {
        let setup = Setup {
            players,
            expansions: vec![ID.into()],
            ..Setup::default()
        };
        let g = GameState::new(cat.clone(), &setup).unwrap();
        for p in Seat::all(players) {
            assert_eq!(towers(&g).floors(p), FLOORS_EACH[players as usize]);
        }
        assert_eq!(
            g.pile_len(),
            GameState::new(
                cat.clone(),
                &Setup {
                    players,
                    ..Setup::default()
                }
            )
            .unwrap()
            .pile_len()
                + 18
        );
    }
    assert_eq!(&FLOORS_EACH[2..], &[10, 9, 7, 6, 5]);
}

#[test]
fn a_capture_from_the_far_triangle_of_a_space_in_range() {
    let name = "to-capture-from-a-triangle-in-range.json";
    let g = scenario_state(name, Some(4));
    assert!(matches!(
        g.phase(),
        Phase::Expansion { actor, decision } if actor == Seat::new(0) && decision.name() == "capture"
    ));
    // Both triangles of space (1,1) are in range, and the highwayman may be named by either
    // side of its road.
    let far = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [1, 1], "corner": "SE", "location": "E"}, "arg": "P2"}"#,
    );
    let near = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [1, 1], "corner": "NW", "location": "C"}, "arg": "P2"}"#,
    );
    let by_south = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [1, 1], "corner": "SE", "location": "S"}, "arg": "P2"}"#,
    );
    let legal = g.legal_moves();
    assert!(legal.contains(&far) && legal.contains(&near), "{legal:?}");
    assert_eq!(legal.len(), 3, "pass and two followers");
    assert_eq!(g.check(Seat::new(0), &by_south), Ok(()));
    assert_eq!(tower_at(&g, 0, 1).height, 1);
    assert_eq!(towers(&g).floors(Seat::new(0)), 9);

    let g = scenario_state(name, None);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    assert_eq!(g.supply(Seat::new(1)), 5);
    assert_eq!(g.board().followers().len(), 1);
    assert_eq!(g.phase(), Phase::Choose);
    g.validity_check().unwrap();
}

#[test]
fn counted_per_tile_a_floor_reaches_only_the_near_triangle() {
    let s = scenario("to-capture-from-a-triangle-counted-per-tile.json");
    let far = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [1, 1], "corner": "SE", "location": "E"}, "arg": "P2"}"#,
    );
    // Under c1-2015 (range counted per tile) height 1 stops at the NW triangle.
    let g = state_of(&s, Some(RulesVersion::C1_2015), Some(4));
    assert!(matches!(g.phase(), Phase::Expansion { actor, .. } if actor == Seat::new(0)));
    refused(&g, Seat::new(0), &far, "out-of-range");
    assert_eq!(g.legal_moves().len(), 2, "pass and the monk");
    // Per space (every other version) it reaches both.
    for rules in [
        RulesVersion::C1_2014,
        RulesVersion::C2_2020,
        RulesVersion::C2_2021,
    ] {
        let g = state_of(&s, Some(rules), Some(4));
        assert_eq!(g.check(Seat::new(0), &far), Ok(()), "{rules}");
    }
    // The option decides, whatever the version.
    let mut per_space = s.clone();
    per_space.setup.expansions = vec![ExpansionChoice::new(ID).with("range_count", "spaces")];
    let g = state_of(&per_space, Some(RulesVersion::C1_2015), Some(4));
    assert_eq!(g.check(Seat::new(0), &far), Ok(()));
    let mut per_tile = s.clone();
    per_tile.setup.expansions = vec![ExpansionChoice::new(ID).with("range_count", "tiles")];
    let g = state_of(&per_tile, Some(RulesVersion::C2_2021), Some(4));
    refused(&g, Seat::new(0), &far, "out-of-range");
    // At height 2 the far triangle is in range under c1-2015 too.
    let g = state_of(&s, Some(RulesVersion::C1_2015), None);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    assert_eq!(tower_at(&g, 0, 1).height, 2);
}

#[test]
fn a_triangular_gap_counts_as_a_step_only_with_the_option() {
    // A single SE triangle at (2,1) with P2's monk: heading east from the tower at (0,1),
    // the line crosses B at (1,1), then meets the empty NW half of (2,1) before the triangle.
    let text = |gaps: &str| {
        format!(
            r#"{{"format": "halflings-scenario/1", "rules": "c1-2015", "players": 2,
            "expansions": [{{"id": "tower", "options": {{"triangle_gaps": "{gaps}"}}}}],
            "moves": [
              {{"player": 0, "tile": "TO-02", "at": [0, 1], "rot": 0}},
              {{"player": 1, "tile": "B", "at": [1, 1], "rot": 0}},
              {{"player": 1, "tile": "B", "at": [1, 2], "rot": 0}},
              {{"player": 1, "tile": "B", "at": [2, 2], "rot": 0}},
              {{"player": 1, "tile": "H1-04", "at": [2, 1], "corner": "SE", "follower": "C"}},
              {{"do": "expansion", "module": "tower", "action": "floor", "tile": "B", "player": 0,
                "at": [-1, 1], "rot": 0, "target": {{"at": [0, 1], "location": "C"}}}},
              {{"do": "expansion", "module": "tower", "action": "floor", "tile": "B", "player": 0,
                "at": [-1, 2], "rot": 0, "target": {{"at": [0, 1], "location": "C"}}}}
            ],
            "expect": {{"c1-2015": [0, 0]}}}}"#
        )
    };
    let monk = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [2, 1], "corner": "SE", "location": "C"}, "arg": "P2"}"#,
    );
    // skip (the default): (1,1) is one step, the gap none, the triangle the second.
    let g = state_of(&Scenario::from_json(&text("skip")).unwrap(), None, None);
    assert_eq!(tower_at(&g, 0, 1).height, 2);
    assert!(g.legal_moves().contains(&monk), "{:?}", g.legal_moves());
    // count: the gap takes the second step; nothing is in range, so no capture is asked.
    let g = state_of(&Scenario::from_json(&text("count")).unwrap(), None, None);
    assert_eq!(tower_at(&g, 0, 1).height, 2);
    assert_eq!(g.phase(), Phase::Choose);
    // Per space (c2-2021) all of (2,1) is in range at height 2, gaps or not.
    let s = Scenario::from_json(&text("count")).unwrap();
    let g = state_of(&s, Some(RulesVersion::C2_2021), None);
    assert!(g.legal_moves().contains(&monk));
}

#[test]
fn a_floor_on_the_placed_foundation_then_a_knight_is_captured() {
    let name = "to-floor-on-foundation-then-capture-a-knight.json";
    let g = scenario_state(name, Some(2));
    assert_eq!(tower_at(&g, 1, -1).height, 1);
    let knight = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [0, -1], "location": "N"}, "arg": "P2"}"#,
    );
    assert!(g.legal_moves().contains(&knight));
    // Nobody of P1's stands there; the start tile has nobody at all.
    let wrong_owner = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [0, -1], "location": "N"}, "arg": "P1"}"#,
    );
    refused(&g, Seat::new(0), &wrong_owner, "no-follower-there");
    // Not while the capture is pending: a ransom, another floor.
    let ransom = mv(r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P2"}"#);
    refused(&g, Seat::new(0), &ransom, "ransom-before-placing");
    assert!(matches!(
        g.clone().play(Seat::new(1), &knight),
        Err(IllegalMove::NotYourTurn { .. })
    ));

    let g = scenario_state(name, None);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    assert_eq!(g.supply(Seat::new(1)), 6);
    assert!(g.board().followers().is_empty());
    let view = g.view_for(None);
    let json = serde_json::to_value(&view).unwrap();
    let state = &json["expansions"][ID];
    assert_eq!(state["floors"], serde_json::json!([9, 10]));
    assert_eq!(
        state["prisoners"],
        serde_json::json!([{"captor": 0, "owner": 1, "count": 1}])
    );
    let figures = serde_json::to_string(&view.figures).unwrap();
    assert!(
        figures.contains(r#""figure":"tower","at":[1,-1],"location":"C","value":1"#),
        "{figures}"
    );
    // P2 has no points: no ransom offered, and one refused.
    let mut g = g;
    g.begin_free_turn(Seat::new(1), g.catalog().kind("B").unwrap())
        .unwrap();
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Expansion(e) if e.action_name() == "ransom")));
    let ransom = mv(r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1"}"#);
    refused(&g, Seat::new(1), &ransom, "ransom-needs-points");
}

#[test]
fn a_ransom_pays_three_points_and_returns_a_follower_once_a_turn() {
    let s = scenario("to-ransom.json");
    let g = state_of(&s, None, Some(5));
    assert_eq!(g.scores(), vec![0, 4]);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    let (g, events) = s.prepare(catalog(), None, 6).unwrap();
    assert_eq!(g.scores(), vec![3, 1]);
    assert_eq!(g.supply(Seat::new(1)), 7);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 0);
    assert!(matches!(
        events
            .iter()
            .rev()
            .find(|e| matches!(e, Event::Transfer { .. })),
        Some(Event::Transfer {
            from,
            to,
            points: 3
        }) if *from == Seat::new(1) && *to == Seat::new(0)
    ));
    let ransomed = events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Expansion(x) if x.name() == "ransomed" => Some(x.data()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        ransomed,
        serde_json::json!({"captor": 0, "points": 3, "kind": "follower"})
    );
    // Nothing left to buy back; and a ransom is no placement.
    let again = mv(r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1"}"#);
    refused(&g, Seat::new(1), &again, "one-ransom-a-turn");
    let out = s.run(catalog(), None).unwrap();
    assert_eq!(out.scores_from_events(), out.scores);
}

#[test]
fn only_one_ransom_a_turn_even_with_two_prisoners() {
    // P2 scores a city (4) and a road (3); P1 captures both of P2's monks with two floors.
    let text = r#"{"format": "halflings-scenario/1", "rules": "c2-2021", "players": 2,
        "expansions": ["tower"],
        "moves": [
          {"player": 1, "tile": "E", "at": [0, -1], "rot": 180, "follower": "S"},
          {"player": 1, "tile": "W", "at": [1, 0], "rot": 0, "follower": "W"},
          {"player": 1, "tile": "W", "at": [-1, 0], "rot": 180},
          {"player": 0, "tile": "TO-02", "at": [0, 1], "rot": 0},
          {"player": 1, "tile": "B", "at": [-1, 1], "rot": 0, "follower": "C"},
          {"player": 1, "tile": "B", "at": [0, 2], "rot": 0, "follower": "C"},
          {"do": "expansion", "module": "tower", "action": "floor", "tile": "U", "player": 0,
            "at": [1, 1], "rot": 0, "target": {"at": [0, 1], "location": "C"}},
          {"do": "expansion", "module": "tower", "action": "capture",
            "target": {"at": [-1, 1], "location": "C"}, "arg": "P2"},
          {"do": "expansion", "module": "tower", "action": "floor", "tile": "B", "player": 0,
            "at": [-1, 2], "rot": 0, "target": {"at": [0, 1], "location": "C"}},
          {"do": "expansion", "module": "tower", "action": "capture",
            "target": {"at": [0, 2], "location": "C"}, "arg": "P2"},
          {"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1", "tile": "B",
            "player": 1}
        ],
        "expect": {"c2-2021": [3, 4]}}"#;
    let s = Scenario::from_json(text).unwrap();
    let g = state_of(&s, None, Some(10));
    assert_eq!(g.scores(), vec![0, 7]);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 2);
    let g = state_of(&s, None, None);
    assert_eq!(g.scores(), vec![3, 4]);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    let again = mv(r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1"}"#);
    refused(&g, Seat::new(1), &again, "one-ransom-a-turn");
    // Not someone else's prisoner, nor a seat that does not play.
    let g = state_of(&s, None, Some(10));
    let mut g2 = g.clone();
    g2.begin_free_turn(Seat::new(1), g.catalog().kind("B").unwrap())
        .unwrap();
    for seat in ["P2", "P5"] {
        let m = mv(&format!(
            r#"{{"do": "expansion", "module": "tower", "action": "ransom", "arg": "{seat}"}}"#
        ));
        refused(&g2, Seat::new(1), &m, "no-prisoner");
    }
    let out = s.run(catalog(), None).unwrap();
    assert_eq!(out.scores_from_events(), vec![3, 4]);
}

#[test]
fn prisoners_held_of_each_other_are_exchanged_at_once() {
    let name = "to-prisoner-exchange.json";
    let g = scenario_state(name, Some(5));
    assert_eq!(towers(&g).prisoners(Seat::new(1), Seat::new(0)), 1);
    assert_eq!(g.supply(Seat::new(0)), 6);
    let (g, events) = scenario("to-prisoner-exchange.json")
        .prepare(catalog(), None, 7)
        .unwrap();
    assert_eq!(towers(&g).prisoners(Seat::new(1), Seat::new(0)), 0);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 0);
    assert_eq!(g.supply(Seat::new(0)), 7);
    assert_eq!(g.supply(Seat::new(1)), 7);
    assert!(g.board().followers().is_empty());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Expansion(x) if x.name() == "exchanged")));
    g.validity_check().unwrap();
}

#[test]
fn a_follower_on_top_closes_the_tower_until_captured() {
    let name = "to-follower-on-top-closes-then-captured.json";
    let g = scenario_state(name, Some(1));
    // Nothing in range to capture: no decision.
    assert_eq!(g.phase(), Phase::Choose);
    let g = scenario_state(name, Some(2));
    assert_eq!(tower_at(&g, 0, 1).top, Some(Seat::new(1)));
    assert_eq!(g.supply(Seat::new(1)), 6);
    let figures = serde_json::to_string(&g.view_for(Some(Seat::new(0))).figures).unwrap();
    assert!(
        figures.contains(r#""figure":"tower-top","player":1"#),
        "{figures}"
    );
    // Closed: no floor and no follower on it now.
    let mut next = g.clone();
    next.begin_free_turn(Seat::new(0), g.catalog().kind("B").unwrap())
        .unwrap();
    for action in ["floor", "top"] {
        let m = mv(&format!(
            r#"{{"do": "expansion", "module": "tower", "action": "{action}", "at": [0, 2],
            "rot": 0, "target": {{"at": [0, 1], "location": "C"}}}}"#
        ));
        refused(&next, Seat::new(0), &m, "tower-closed");
    }
    // The top is among the captures of TO-03's floor.
    let g = scenario_state(name, Some(3));
    let top = mv(
        r#"{"do": "expansion", "module": "tower", "action": "capture",
        "target": {"at": [0, 1], "location": "C"}, "arg": "P2 top"}"#,
    );
    assert_eq!(g.legal_moves().len(), 2);
    assert!(g.legal_moves().contains(&top));
    // Captured: a prisoner of P1, the tower open again.
    let g = scenario_state(name, Some(4));
    assert_eq!(tower_at(&g, 0, 1).top, None);
    assert_eq!(towers(&g).prisoners(Seat::new(0), Seat::new(1)), 1);
    let g = scenario_state(name, None);
    assert_eq!(tower_at(&g, 0, 1).height, 2);
    assert_eq!(towers(&g).floors(Seat::new(1)), 9);
    g.validity_check().unwrap();
    // With top_capturable = no, TO-03's floor finds nothing to capture.
    let mut s = scenario(name);
    s.setup.expansions = vec![ExpansionChoice::new(ID).with("top_capturable", "no")];
    let g = state_of(&s, None, Some(3));
    assert_eq!(g.phase(), Phase::Choose);
}

#[test]
fn figure_step_refusals() {
    let cat = catalog();
    let name = "to-follower-on-top-closes-then-captured.json";
    // Before any floor: TO-02 at (0,1) is an empty foundation.
    let s = scenario(name);
    let mut g = GameState::scenario(
        cat.clone(),
        &s.setup,
        cat.kind("D").unwrap(),
        halflings_engine::Turn::Square(halflings_engine::Rotation::R0),
    )
    .unwrap();
    g.begin_free_turn(Seat::new(0), cat.kind("TO-02").unwrap())
        .unwrap();
    g.play(
        Seat::new(0),
        &Move::Place {
            at: SpacePos::new(0, 1),
            turn: halflings_engine::Turn::Square(halflings_engine::Rotation::R0),
            follower: None,
        },
    )
    .unwrap();
    g.begin_free_turn(Seat::new(1), cat.kind("B").unwrap())
        .unwrap();
    let aimed = |action: &str, x: i32, y: i32, location: &str| {
        mv(&format!(
            r#"{{"do": "expansion", "module": "tower", "action": "{action}", "at": [1, 1],
            "rot": 0, "target": {{"at": [{x}, {y}], "location": "{location}"}}}}"#
        ))
    };
    refused(
        &g,
        Seat::new(1),
        &aimed("top", 0, 1, "C"),
        "empty-foundation",
    );
    refused(&g, Seat::new(1), &aimed("top", 1, 1, "C"), "no-foundation");
    refused(
        &g,
        Seat::new(1),
        &aimed("floor", 1, 1, "C"),
        "no-foundation",
    );
    refused(
        &g,
        Seat::new(1),
        &aimed("floor", 0, 0, "C"),
        "no-foundation",
    );
    refused(
        &g,
        Seat::new(1),
        &aimed("floor", 0, 1, "N.w"),
        "tower-at-centre",
    );
    assert_eq!(g.check(Seat::new(1), &aimed("floor", 0, 1, "C")), Ok(()));
    // A floor is no decision to take on its own.
    let bare = mv(r#"{"do": "expansion", "module": "tower", "action": "floor",
        "target": {"at": [0, 1], "location": "C"}}"#);
    assert!(g.clone().play(Seat::new(1), &bare).is_err());
    // No capture pending: none taken, no pass.
    let pass = mv(r#"{"do": "expansion", "module": "tower", "action": "pass"}"#);
    refused(&g, Seat::new(1), &pass, "not-capturing");
    // The legal list offers exactly: per placement of B, a floor on TO-02 (no top yet).
    let floors = g
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Expansion(e) if e.action_name() == "floor"))
        .count();
    assert_eq!(floors, g.placements().len());
}

#[test]
fn moves_round_trip_on_the_wire_and_the_older_form_still_reads() {
    let cat = catalog();
    // Each move as today's wire writes it (named fields), and in the older form stored games
    // and scenarios keep (a target and an argument in words), which reads as the same move.
    for (json, older) in [
        (
            r#"{"do": "expansion", "module": "tower", "action": "ransom", "prisoner": {"seat": 2, "kind": "follower"}}"#,
            r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P3"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "tower", "action": "capture", "follower": {"at": [1, 1], "corner": "SE", "location": "E"}, "owner": 1, "on_top": false}"#,
            r#"{"do": "expansion", "module": "tower", "action": "capture", "target": {"at": [1, 1], "corner": "SE", "location": "E"}, "arg": "P2"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "tower", "action": "capture", "follower": {"at": [0, 1], "location": "C"}, "owner": 5, "on_top": true}"#,
            r#"{"do": "expansion", "module": "tower", "action": "capture", "target": {"at": [0, 1], "location": "C"}, "arg": "P6 top"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "tower", "action": "top", "at": [1, 1], "rot": 90, "tower": {"at": [0, 1], "location": "C"}, "kind": "follower"}"#,
            r#"{"do": "expansion", "module": "tower", "action": "top", "at": [1, 1], "rot": 90, "target": {"at": [0, 1], "location": "C"}}"#,
        ),
        (
            r#"{"do": "place", "at": [1, 1], "rot": 90, "follower": "C", "figure": "floor"}"#,
            r#"{"do": "place", "at": [1, 1], "rot": 90, "follower": "C", "figure": "floor"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "tower", "action": "pass"}"#,
            r#"{"do": "expansion", "module": "tower", "action": "pass"}"#,
        ),
    ] {
        assert_wire_forms(json, older);
    }
    for bad in ["P0", "P7", "2", "P2 bottom", "P2 top top"] {
        let v = serde_json::json!({"do": "expansion", "module": "tower", "action": "capture",
            "target": {"at": [0, 0]}, "arg": bad});
        assert!(
            MoveWire::from_value(v).unwrap().to_move(&cat).is_err(),
            "{bad}"
        );
    }
    // Named fields the action does not have, or both forms at once, are refused.
    for bad in [
        r#"{"do": "expansion", "module": "tower", "action": "pass", "owner": 1}"#,
        r#"{"do": "expansion", "module": "tower", "action": "ransom", "prisoner": {"seat": 9, "kind": "giant"}}"#,
        r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P2", "prisoner": {"seat": 1, "kind": "follower"}}"#,
        r#"{"do": "expansion", "module": "tower", "action": "dig"}"#,
    ] {
        let v: serde_json::Value = serde_json::from_str(bad).unwrap();
        assert!(
            MoveWire::from_value(v)
                .and_then(|w| w.to_move(&cat))
                .is_err(),
            "{bad}"
        );
    }
}

/// Random games with the Tower in every version, 2–6 players, each option now and then:
/// uniform legal moves with tower moves preferred half the time; every legal move passes
/// `check`, the state is valid after every move (followers on the board + supply + prisoners
/// and tops = 7; floors left + built = floors dealt), and the record replays identically.
#[test]
fn random_games_with_the_tower() {
    let cat = catalog();
    let (mut captures, mut exchanges, mut ransoms, mut tops, mut floors) = (0, 0, 0, 0, 0);
    for rules in RulesVersion::ALL {
        for seed in 0..24u64 {
            let mut choice = ExpansionChoice::new(ID);
            match seed % 4 {
                1 => choice = choice.with("triangle_gaps", "count"),
                2 => choice = choice.with("top_capturable", "no"),
                3 => choice = choice.with("range_count", "tiles"),
                _ => {}
            }
            let setup = Setup {
                players: 2 + (seed % 5) as u8,
                rules,
                seed,
                symbol_tiles: seed % 2 == 0,
                expansions: vec![choice],
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.5);
            captures += count_events(&played.events, "captured");
            exchanges += count_events(&played.events, "exchanged");
            ransoms += count_events(&played.events, "ransomed");
            tops += count_events(&played.events, "top-placed");
            floors += count_events(&played.events, "floor-placed");
            assert_replays(&cat, &played);
        }
    }
    assert!(floors > 1000, "floors: {floors}");
    assert!(captures > 300, "captures: {captures}");
    assert!(tops > 300, "tops: {tops}");
    assert!(exchanges > 20, "exchanges: {exchanges}");
    assert!(ransoms > 20, "ransoms: {ransoms}");
}

/// `rules/expansions/tower.md` §1.1: 18 land tiles, each with a foundation; one monastery,
/// one coat of arms, two gardens (C2 art); JCloisterZone's ids in the file's note.
#[test]
fn the_tower_tiles_are_the_digests() {
    let cat = catalog();
    let set = cat.set(ID).expect("the set is built in");
    assert_eq!(set.file, "tower.json");
    let defs: Vec<_> = cat
        .kinds()
        .map(|k| cat.def(k))
        .filter(|d| d.set == ID)
        .collect();
    assert_eq!(defs.len(), 17);
    assert_eq!(defs.iter().map(|d| u32::from(d.count)).sum::<u32>(), 18);
    let tower = halflings_engine::expansion::SymbolId::of("tower").unwrap();
    assert!(defs.iter().all(|d| d.symbols.has(tower)));
    assert_eq!(defs.iter().filter(|d| d.monastery).count(), 1);
    let arms: u32 = defs
        .iter()
        .flat_map(|d| d.segments.iter())
        .map(|s| u32::from(s.arms))
        .sum();
    assert_eq!(arms, 1);
    assert_eq!(defs.iter().filter(|d| d.has_symbol("garden")).count(), 2);
    // TO-08: one road crossing one city, four separate field corners.
    let crcr = cat.def(cat.kind("TO-08").unwrap());
    let kinds =
        |k: halflings_engine::FeatureKind| crcr.segments.iter().filter(|s| s.kind == k).count();
    assert_eq!(kinds(halflings_engine::FeatureKind::Road), 1);
    assert_eq!(kinds(halflings_engine::FeatureKind::City), 1);
    assert_eq!(kinds(halflings_engine::FeatureKind::Field), 4);
}
