//! The Flier as an expansion module: the state the scenarios leave behind (where the flier
//! may land, where it landed, the crashes), every refusal (typed, the game unchanged), the
//! tiles and their arrows, and random games with it in every rules version (no panic, every
//! follower accounted for, every listed move accepted, a record replays identically).

mod support;

use halflings_engine::expansion::flier::{reach, Direction, Distance, Flier, ID};
use halflings_engine::wire::describe_decision;
use halflings_engine::{
    Catalog, Event, ExpansionChoice, FollowerKind, GameState, IllegalMove, Location, Move,
    MoveWire, Phase, Rotation, RulesVersion, Seat, Setup, SpacePos, Turn,
};
use support::{
    assert_replays, assert_wire_forms, catalog, count_events, mv, play_checked, scenario,
};

/// The state and events after the first `steps` steps of scenario `name` (all when `None`),
/// under `rules` (the scenario's own when `None`).
fn scenario_state(
    name: &str,
    steps: Option<usize>,
    rules: Option<RulesVersion>,
) -> (GameState, Vec<Event>) {
    let s = scenario(name);
    let n = steps.unwrap_or(s.steps.len());
    s.prepare(catalog(), rules, n).unwrap()
}

fn flier(game: &GameState) -> &Flier {
    game.expansion::<Flier>().expect("the Flier is on")
}

fn land(at: (i32, i32), corner: Option<&str>, location: &str) -> Move {
    let feature = serde_json::json!({"at": [at.0, at.1], "corner": corner, "location": location});
    let json =
        serde_json::json!({"do": "expansion", "module": ID, "action": "land", "feature": feature});
    mv(&json.to_string())
}

fn fly(at: (i32, i32), rot: Rotation) -> Move {
    let json = serde_json::json!({"do": "expansion", "module": ID, "action": "fly",
        "kind": "follower", "at": [at.0, at.1], "rot": rot.degrees()});
    mv(&json.to_string())
}

/// Whether the JSON move `json` does not read as a move.
fn unreadable(json: serde_json::Value) -> bool {
    MoveWire::from_value(json)
        .and_then(|w| w.to_move(&catalog()))
        .is_err()
}

/// The flier's events among `events`, by name, with their data.
fn flier_events(events: &[Event]) -> Vec<(&'static str, serde_json::Value)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.module.id() == ID => Some((x.name(), x.data())),
            _ => None,
        })
        .collect()
}

fn rule_of(err: &Result<(), IllegalMove>) -> String {
    match err {
        Err(e) => e.rule(),
        Ok(()) => "accepted".into(),
    }
}

/// Checks that `mv` is refused for `player` with rule `want` and the game is unchanged.
fn refused(game: &GameState, player: Seat, mv: &Move, want: &str) {
    let before = serde_json::to_value(game.view_for(None)).unwrap();
    let err = game.check(player, mv);
    assert_eq!(rule_of(&err), want, "{mv:?}: {err:?}");
    let mut copy = game.clone();
    assert!(copy.play(player, mv).is_err());
    assert_eq!(serde_json::to_value(copy.view_for(None)).unwrap(), before);
}

const TRIANGLES: &str = "fl-lands-on-a-triangle-of-the-target-space.json";

#[test]
fn both_triangles_of_the_target_space_are_offered_when_spaces_count() {
    let (g, events) = scenario_state(TRIANGLES, Some(3), None);
    assert!(matches!(
        g.phase(),
        Phase::Expansion { actor, decision } if actor == Seat::new(0) && decision.name() == "landing"
    ));
    assert_eq!(
        g.legal_moves(),
        vec![
            land((-1, 0), Some("NE"), "N"),
            land((-1, 0), Some("SW"), "W")
        ]
    );
    let f = flier(&g).flight().expect("in the air");
    assert_eq!(
        (f.roll, f.direction, f.from),
        (2, Direction::W, SpacePos::new(1, 0))
    );
    let state = &g.view_for(None).expansions[ID];
    assert_eq!(state["flight"]["roll"], 2);
    assert_eq!(state["flight"]["at"], serde_json::json!([-1, 0]));
    assert_eq!(state["distance"], "spaces");
    let flew = flier_events(&events);
    assert_eq!(flew[0].0, "flew");
    assert_eq!(flew[0].1["roll"], 2);
    assert_eq!(flew[0].1["at"], serde_json::json!([-1, 0]));
    // The follower stays in supply until it lands, and nothing scores before the landing.
    assert_eq!(g.supply(Seat::new(0)), 7);
    let info = describe_decision(&g).unwrap();
    assert_eq!(info.choices.len(), 2);
    assert!(
        info.prompt.english().contains("rolled 2"),
        "{}",
        info.prompt
    );
    assert!(
        info.choices[1].label.english().contains("city"),
        "{}",
        info.choices[1].label
    );
    // Landing puts the follower there; the turn then moves on.
    let (g, events) = scenario_state(TRIANGLES, None, None);
    assert_eq!(g.supply(Seat::new(0)), 6);
    let spot = g.follower_spot(&g.board().followers()[0]);
    assert_eq!(spot.at, SpacePos::new(-1, 0));
    assert_eq!(spot.corner.map(|c| c.name()), Some("SW"));
    let landed = flier_events(&events);
    assert_eq!(landed.last().unwrap().0, "landed");
    assert_eq!(landed.last().unwrap().1["corner"], "SW");
    assert_eq!(g.phase(), Phase::Choose);
    assert!(flier(&g).flight().is_none());
    g.validity_check().unwrap();
}

#[test]
fn under_c1_2015_each_triangle_on_the_way_is_a_step() {
    let (g, _) = scenario_state(TRIANGLES, Some(3), Some(RulesVersion::C1_2015));
    assert_eq!(flier(&g).distance(), Distance::Tiles);
    // Roll 2: D, then the nearer triangle (NE) of (-1,0); its SW neighbour is not in reach.
    assert_eq!(g.legal_moves(), vec![land((-1, 0), Some("NE"), "N")]);
    refused(
        &g,
        Seat::new(0),
        &land((-1, 0), Some("SW"), "W"),
        "flier/land-off-target",
    );
    let state = &g.view_for(None).expansions[ID];
    assert_eq!(state["flight"]["corners"], serde_json::json!(["NE"]));
    // Roll 3 reaches the SW triangle.
    let (g, _) = scenario_state(
        "fl-c1-2015-roll-3-reaches-the-far-triangle.json",
        Some(3),
        None,
    );
    assert_eq!(g.legal_moves(), vec![land((-1, 0), Some("SW"), "W")]);
    // The option overrides the version's default.
    let mut s = scenario(TRIANGLES);
    s.setup.expansions = vec![ExpansionChoice::new(ID).with("distance", "spaces")];
    let (g, _) = s
        .prepare(catalog(), Some(RulesVersion::C1_2015), 3)
        .unwrap();
    assert_eq!(g.legal_moves().len(), 2);
}

#[test]
fn on_a_diagonal_between_two_triangles_the_player_chooses() {
    let name = "fl-c1-2015-diagonal-between-two-triangles-the-player-chooses.json";
    let (g, _) = scenario_state(name, Some(3), None);
    assert_eq!(
        g.legal_moves(),
        vec![
            land((-1, 0), Some("NE"), "N"),
            land((-1, 0), Some("SW"), "W")
        ]
    );
    let state = &g.view_for(None).expansions[ID];
    assert_eq!(state["flight"]["corners"], serde_json::json!(["NE", "SW"]));
    // Counted in spaces, a 2 takes the flier past them onto the empty (-2,-1): a crash.
    let (g, events) = scenario_state(name, Some(3), Some(RulesVersion::C2_2021));
    assert_eq!(g.phase(), Phase::Choose);
    let crashed = flier_events(&events);
    assert_eq!(crashed.last().unwrap().0, "crashed");
    assert_eq!(crashed.last().unwrap().1["at"], serde_json::json!([-2, -1]));
}

#[test]
fn the_reach_of_a_flight_on_the_board() {
    let (g, _) = scenario_state(TRIANGLES, Some(2), None);
    let from = SpacePos::new(1, 0);
    let spaces = reach(g.board(), from, Direction::W, 3, Distance::Spaces);
    assert_eq!(spaces.at, SpacePos::new(-2, 0));
    let tiles = reach(g.board(), from, Direction::W, 3, Distance::Tiles);
    assert_eq!(
        (tiles.at, tiles.single_corner().map(|c| c.name())),
        (SpacePos::new(-1, 0), Some("SW"))
    );
    // Empty spaces count one step each, in either counting.
    let far = reach(g.board(), from, Direction::E, 3, Distance::Tiles);
    assert_eq!(far.at, SpacePos::new(4, 0));
    let diag = reach(g.board(), from, Direction::SE, 2, Distance::Spaces);
    assert_eq!(diag.at, SpacePos::new(3, 2));
}

#[test]
fn a_crash_on_an_empty_space_leaves_the_follower_in_supply() {
    let name = "fl-crashes-on-an-empty-space.json";
    let (g, events) = scenario_state(name, Some(1), None);
    assert_eq!(g.phase(), Phase::Choose, "no decision: the turn is over");
    assert_eq!(g.supply(Seat::new(0)), 7);
    assert!(g.board().followers().is_empty());
    let e = flier_events(&events);
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].0, "crashed");
    assert_eq!(e[0].1["roll"], 3);
    assert_eq!(e[0].1["direction"], "E");
    assert_eq!(e[0].1["reason"], "empty");
    assert_eq!(e[0].1["at"], serde_json::json!([3, 1]));
    g.validity_check().unwrap();
}

#[test]
fn a_crash_where_only_fields_and_complete_features_remain() {
    let (g, events) = scenario_state(
        "fl-crashes-when-only-fields-and-complete-features-remain.json",
        None,
        None,
    );
    let e = flier_events(&events);
    assert_eq!(e.last().unwrap().0, "crashed");
    assert_eq!(e.last().unwrap().1["reason"], "nothing-to-land-on");
    assert_eq!(g.supply(Seat::new(1)), 7);
    assert_eq!(g.phase(), Phase::Choose);
}

#[test]
fn no_landing_on_a_field_nor_on_a_feature_completed_this_turn() {
    let name = "fl-no-landing-on-a-field-or-a-feature-completed-this-turn.json";
    let (g, _) = scenario_state(name, Some(4), None);
    assert!(matches!(g.phase(), Phase::Expansion { actor, .. } if actor == Seat::new(1)));
    // D's city is the one choice.
    assert_eq!(g.legal_moves(), vec![land((0, 0), None, "N")]);
    // The road FL-07 has just completed, named by either end.
    refused(
        &g,
        Seat::new(1),
        &land((0, 0), None, "E"),
        "flier/land-on-completed-feature",
    );
    refused(
        &g,
        Seat::new(1),
        &land((0, 0), None, "W"),
        "flier/land-on-completed-feature",
    );
    refused(
        &g,
        Seat::new(1),
        &land((0, 0), None, "S.e"),
        "flier/land-on-field",
    );
    refused(
        &g,
        Seat::new(1),
        &land((0, 0), None, "E.n"),
        "flier/land-on-field",
    );
    // Elsewhere, no location there, the other player, no target.
    refused(
        &g,
        Seat::new(1),
        &land((0, -1), None, "N"),
        "flier/land-off-target",
    );
    refused(&g, Seat::new(1), &land((0, 0), None, "C"), "bad-location");
    refused(&g, Seat::new(0), &land((0, 0), None, "N"), "not-your-turn");
    // A landing names its feature: without one (the older form without a target) it is no
    // move.
    assert!(unreadable(
        serde_json::json!({"do": "expansion", "module": ID, "action": "land"})
    ));
    // Nor may the player place another tile or fly again meanwhile.
    refused(&g, Seat::new(1), &fly((2, 0), Rotation::R0), "wrong-phase");
    // The road was scored (nobody on it) only after the landing.
    let (g, _) = scenario_state(name, None, None);
    assert_eq!(g.board().followers().len(), 1);
    assert_eq!(g.supply(Seat::new(1)), 6);
}

#[test]
fn a_flier_may_land_in_an_occupied_city_and_shares_it() {
    let name = "fl-lands-in-an-occupied-city.json";
    let (g, _) = scenario_state(name, Some(2), None);
    assert!(g.legal_moves().contains(&land((0, 0), None, "N")));
    let (g, _) = scenario_state(name, Some(3), None);
    assert_eq!(g.board().followers().len(), 2);
    assert_eq!(g.scores(), vec![0, 0]);
    let (g, events) = scenario_state(name, None, None);
    assert_eq!(g.scores(), vec![6, 6]);
    assert_eq!((g.supply(Seat::new(0)), g.supply(Seat::new(1))), (7, 7));
    let scored: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Score(s) => Some(s.points().to_vec()),
            _ => None,
        })
        .collect();
    assert_eq!(scored, vec![vec![6, 6]]);
}

#[test]
fn an_abbot_flies_and_lands_only_on_a_monastery() {
    let abbot = FollowerKind::of("abbot").expect("the Abbot's special follower");
    let name = "fl-ab-an-abbot-flies-onto-a-monastery.json";
    let (g, _) = scenario_state(name, Some(2), None);
    assert_eq!(flier(&g).flight().map(|f| f.kind), Some(abbot));
    // Of A's road and monastery, the monastery is the one place.
    assert_eq!(g.legal_moves(), vec![land((0, 1), None, "C")]);
    refused(
        &g,
        Seat::new(1),
        &land((0, 1), None, "S"),
        "flier/land-where-it-may-not-stand",
    );
    let (g, events) = scenario_state(name, Some(3), None);
    assert_eq!(flier_events(&events).last().unwrap().0, "landed");
    let on_board = g.board().followers();
    assert_eq!(on_board.len(), 1);
    assert_eq!(
        (on_board[0].player, on_board[0].kind),
        (Seat::new(1), abbot)
    );
    assert_eq!(g.follower_spot(&on_board[0]).location, Location::Centre);
    assert_eq!(g.supply_of(Seat::new(1), abbot), 0);
    assert_eq!(g.supply(Seat::new(1)), 7);
    g.validity_check().unwrap();

    // A garden (the Abbot module's own place) takes it too; the garden tile's road does not.
    let name = "fl-ab-an-abbot-flies-into-a-garden.json";
    let (g, _) = scenario_state(name, Some(2), None);
    assert_eq!(g.legal_moves(), vec![land((0, 1), None, "C")]);
    let label = describe_decision(&g).unwrap().choices[0].label.english();
    assert!(label.contains("land on the garden"), "{label}");
    refused(
        &g,
        Seat::new(1),
        &land((0, 1), None, "W"),
        "flier/land-where-it-may-not-stand",
    );
    let (g, events) = scenario_state(name, Some(3), None);
    assert_eq!(flier_events(&events).last().unwrap().0, "landed");
    assert!(g.board().followers().is_empty(), "the module keeps it");
    assert_eq!(g.supply_of(Seat::new(1), abbot), 0);
    assert_eq!(
        g.view_for(None).expansions["abbot"]["abbots"][1],
        serde_json::json!({"at": [0, 1], "corner": null, "on": "garden"})
    );
    g.validity_check().unwrap();

    // Where no monastery is, the abbot crashes and stays in reserve.
    let name = "fl-ab-an-abbot-crashes-where-no-monastery-is.json";
    let (g, events) = scenario_state(name, Some(1), None);
    let e = flier_events(&events);
    assert_eq!(e.last().unwrap().0, "crashed");
    assert_eq!(e.last().unwrap().1["reason"], "nothing-to-land-on");
    assert_eq!(g.supply_of(Seat::new(0), abbot), 1);
    assert!(g.board().followers().is_empty());
    assert_eq!(g.phase(), Phase::Choose);
}

#[test]
fn flying_needs_a_flier_tile_a_follower_and_no_target() {
    let cat = catalog();
    let (mut g, _) = scenario_state(TRIANGLES, Some(2), None);
    let fl05 = cat.kind("FL-05").unwrap();
    let u = cat.kind("U").unwrap();
    // Not a flier tile: U turned 90° at (1,0) continues D's road, with no flying machine.
    g.begin_free_turn(Seat::new(0), u).unwrap();
    let mv = fly((1, 0), Rotation::R90);
    assert!(g
        .placements()
        .contains(&(SpacePos::new(1, 0), Turn::Square(Rotation::R90))));
    refused(&g, Seat::new(0), &mv, "flier/not-a-flier-tile");
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Expansion(_))));
    // A flier tile: one fly move per placement, none with a target.
    let (mut g, _) = scenario_state(TRIANGLES, Some(2), None);
    g.begin_free_turn(Seat::new(0), fl05).unwrap();
    let flies = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Expansion(_)))
        .count();
    assert_eq!(flies, g.placements().len());
    assert_eq!(g.check(Seat::new(0), &fly((1, 0), Rotation::R0)), Ok(()));
    // The flight's target is left to the die: a flight naming one is no move, in either form.
    assert!(unreadable(
        serde_json::json!({"do": "expansion", "module": ID,
        "action": "fly", "at": [1, 0], "rot": 0, "target": {"at": [-1, 0], "location": "C"}})
    ));
    assert!(unreadable(
        serde_json::json!({"do": "expansion", "module": ID,
        "action": "fly", "at": [1, 0], "rot": 0, "kind": "follower",
        "feature": {"at": [-1, 0], "location": "C"}})
    ));
    // No follower in supply: no flight.
    let mut p = scenario(TRIANGLES).prepare(cat.clone(), None, 0).unwrap().0;
    // Seven placements with a follower on each (monasteries B around the start tile).
    let b = cat.kind("B").unwrap();
    for (i, at) in [(0, 1), (-1, 1), (1, 1), (0, 2), (-1, 2), (1, 2), (2, 1)]
        .into_iter()
        .enumerate()
    {
        p.begin_free_turn(Seat::new(0), b).unwrap();
        let mv = Move::Place {
            at: SpacePos::new(at.0, at.1),
            turn: Turn::Square(Rotation::R0),
            follower: Some(Location::Centre),
        };
        p.play(Seat::new(0), &mv)
            .unwrap_or_else(|e| panic!("B {i} at {at:?}: {e}"));
    }
    assert_eq!(p.supply(Seat::new(0)), 0);
    p.begin_free_turn(Seat::new(0), fl05).unwrap();
    refused(
        &p,
        Seat::new(0),
        &fly((1, 0), Rotation::R0),
        "no-follower-in-supply",
    );
    assert!(!p
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Expansion(_))));
}

#[test]
fn the_arrow_turns_with_the_tile() {
    let cat = catalog();
    let (mut g, _) = scenario_state(TRIANGLES, Some(2), None);
    let fl05 = cat.kind("FL-05").unwrap();
    let f = flier(&g);
    let arrow = |rot| f.arrow(&g, fl05, Turn::Square(rot));
    assert_eq!(arrow(Rotation::R0), Some(Direction::W));
    assert_eq!(arrow(Rotation::R90), Some(Direction::N));
    assert_eq!(arrow(Rotation::R180), Some(Direction::E));
    let fl01 = cat.kind("FL-01").unwrap();
    assert_eq!(
        flier(&g).arrow(&g, fl01, Turn::Square(Rotation::R90)),
        Some(Direction::NE)
    );
    // FL-05 turned 180° at (1,0) flies east: a 1 takes it onto the empty (2,0).
    g.begin_free_turn(Seat::new(0), fl05).unwrap();
    g.script_chance("roll 1").unwrap();
    let events = g.play(Seat::new(0), &fly((1, 0), Rotation::R180)).unwrap();
    let e = flier_events(&events);
    assert_eq!(e[0].0, "crashed");
    assert_eq!(e[0].1["at"], serde_json::json!([2, 0]));
    assert_eq!(e[0].1["direction"], "E");
}

#[test]
fn the_die_shows_one_to_three() {
    let (mut g, _) = scenario_state(TRIANGLES, Some(2), None);
    for bad in ["roll 0", "roll 4", "roll two"] {
        let err = g.script_chance(bad).unwrap_err();
        assert_eq!(err.rule(), "chance-refused", "{bad}: {err}");
    }
    // Bare digits belong to the sheep bag, not to the die.
    assert!(g.script_chance("2").is_err());
    assert!(g.script_chance("roll 3").is_ok());
}

#[test]
fn the_flier_tiles_match_the_digest() {
    let cat = catalog();
    let set = cat.set(ID).expect("the set is built in");
    assert_eq!(set.file, "flier.json");
    assert_eq!(set.tiles.len(), 8);
    let mut diagonal = 0;
    for &k in &set.tiles {
        let def = cat.def(k);
        assert_eq!(def.count, 1, "{}", def.id);
        let dir = Direction::parse(def.symbol_arg("flier").unwrap()).unwrap();
        diagonal += usize::from(dir == Direction::NW);
        assert!(matches!(dir, Direction::NW | Direction::W), "{}", def.id);
    }
    assert_eq!(diagonal, 3);
    // The pile holds them only with the expansion.
    let plain = GameState::new(cat.clone(), &Setup::default()).unwrap();
    let with = GameState::new(
        cat.clone(),
        &Setup {
            expansions: vec![ID.into()],
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(plain.pile_len() + 8, with.pile_len());
    // A flier symbol must name one of the eight directions.
    let base = (
        "base.json".to_string(),
        include_str!("../../../data/tiles/base.json").to_string(),
    );
    for (arg, ok) in [
        ("flier NW", true),
        ("flier", false),
        ("flier UP", false),
        ("flier nw", false),
    ] {
        let file = format!(
            r#"{{"format": "halflings-tiles/1", "set": "x", "name": "x", "shape": "square",
                "tiles": [{{"id": "X1", "count": 1, "edges": "FFFF", "fields": ["all"], "symbols": ["{arg}"]}}]}}"#
        );
        let r = Catalog::from_sources([base.clone(), ("x.json".to_string(), file)]);
        assert_eq!(r.is_ok(), ok, "{arg}: {r:?}");
    }
}

#[test]
fn moves_round_trip_on_the_wire_and_the_older_form_still_reads() {
    // Each move as today's wire writes it (named fields), and in the older form stored games
    // and scenarios keep (a target and an argument in words), which reads as the same move.
    for (json, older) in [
        (
            r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [1, 0], "rot": 90, "kind": "follower"}"#,
            r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [1, 0], "rot": 90}"#,
        ),
        (
            r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [0, 1], "corner": "NE", "kind": "big-follower"}"#,
            r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [0, 1], "corner": "NE", "arg": "big-follower"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "flier", "action": "land", "feature": {"at": [-1, 0], "corner": "SW", "location": "W"}}"#,
            r#"{"do": "expansion", "module": "flier", "action": "land", "target": {"at": [-1, 0], "corner": "SW", "location": "W"}}"#,
        ),
    ] {
        assert_wire_forms(json, older);
    }
    // Fields the action does not have, an argument a landing does not take, both forms at
    // once, an unknown follower or action: refused.
    for bad in [
        r#"{"do": "expansion", "module": "flier", "action": "land", "feature": {"at": [0, 0], "location": "N"}, "kind": "follower"}"#,
        r#"{"do": "expansion", "module": "flier", "action": "land", "target": {"at": [0, 0], "location": "N"}, "arg": "big-follower"}"#,
        r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [1, 0], "rot": 0, "arg": "big-follower", "kind": "follower"}"#,
        r#"{"do": "expansion", "module": "flier", "action": "fly", "at": [1, 0], "rot": 0, "arg": "giant"}"#,
        r#"{"do": "expansion", "module": "flier", "action": "glide"}"#,
    ] {
        assert!(unreadable(serde_json::from_str(bad).unwrap()), "{bad}");
    }
}

/// Random games with the Flier in every version: the die rolls from the game's seed, so a
/// record replays to the same scores and view.
#[test]
fn random_games_with_the_flier_in_every_version_replay_identically() {
    let cat = catalog();
    let (mut flew, mut landed, mut crashed) = (0, 0, 0);
    for rules in RulesVersion::ALL {
        for seed in 0..40u64 {
            let setup = Setup {
                players: 2 + (seed % 3) as u8,
                rules,
                seed,
                symbol_tiles: seed % 2 == 0,
                // Now and then with Hills & Sheep, whose decisions share the turn, or the
                // Abbot, whose abbot flies too.
                expansions: match seed % 4 {
                    3 => vec!["hills-and-sheep".into(), ID.into()],
                    2 => vec!["abbot".into(), ID.into()],
                    _ => vec![ID.into()],
                },
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.6);
            flew += count_events(&played.events, "flew");
            landed += count_events(&played.events, "landed");
            crashed += count_events(&played.events, "crashed");
            assert_replays(&cat, &played);
        }
    }
    assert_eq!(flew, landed, "every flight that did not crash landed");
    assert!(
        landed > 30,
        "flew {flew}, landed {landed}, crashed {crashed}"
    );
    assert!(crashed > 50, "crashed: {crashed}");
}
