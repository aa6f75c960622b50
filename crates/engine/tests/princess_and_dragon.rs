//! The Princess & The Dragon as an expansion module: its tiles, the state the `pd-*` scenarios
//! leave behind, every move it refuses (typed, the game unchanged), its views, and random
//! games with it in every rules version (no panic, every follower accounted for, every listed
//! move accepted, a record that replays identically).

mod support;

use halflings_engine::expansion::princess_and_dragon::{PdDecision, PrincessAndDragon, ID};
use halflings_engine::{
    Corner, Event, ExpansionChoice, FeatureKind, GameState, IllegalMove, Location, Move, MoveWire,
    Phase, Rotation, RulesVersion, Seat, Setup, SpacePos, Turn,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::{assert_replays, catalog, count_events, play_checked, scenario};

/// The state and events after the first `steps` steps of scenario `name` (all when `None`).
fn run(name: &str, steps: Option<usize>) -> (GameState, Vec<Event>) {
    let s = scenario(name);
    let n = steps.unwrap_or(s.steps.len());
    s.prepare(catalog(), None, n).unwrap()
}

fn state(name: &str, steps: Option<usize>) -> GameState {
    run(name, steps).0
}

fn pd(game: &GameState) -> &PrincessAndDragon {
    game.expansion::<PrincessAndDragon>()
        .expect("The Princess & The Dragon is on")
}

fn kind(id: &str) -> halflings_engine::TileKind {
    catalog().kind(id).unwrap()
}

/// A move of the module as its JSON says.
fn mv(json: serde_json::Value) -> Move {
    let mut json = json;
    json["do"] = "expansion".into();
    json["module"] = ID.into();
    MoveWire::from_value(json)
        .unwrap()
        .to_move(&catalog())
        .unwrap()
}

/// Asserts that the module's move `json` does not read, the wire saying `why`.
fn unreadable(json: serde_json::Value, why: &str) {
    let mut json = json;
    json["do"] = "expansion".into();
    json["module"] = ID.into();
    let read = MoveWire::from_value(json.clone()).and_then(|w| w.to_move(&catalog()));
    assert!(
        read.as_ref().is_err_and(|e| e.contains(why)),
        "{json}: {read:?}"
    );
}

/// A dragon step to space `at` (and triangle `corner`).
fn step_to(at: [i32; 2], corner: Option<&str>) -> Move {
    let mut target = serde_json::json!({"at": at});
    if let Some(c) = corner {
        target["corner"] = c.into();
    }
    mv(serde_json::json!({"action": "dragon", "target": target}))
}

/// The module's events named `name` in `events`.
fn events_named<'a>(
    events: &'a [Event],
    name: &'a str,
) -> impl Iterator<Item = &'a halflings_engine::expansion::ExpansionEvent> + 'a {
    events.iter().filter_map(move |e| match e {
        Event::Expansion(x) if x.module.id() == ID && x.name() == name => Some(x),
        _ => None,
    })
}

/// Asserts that `player` playing `m` is refused with the module's rule `code`, leaving the
/// game unchanged.
fn refused(game: &GameState, player: Seat, m: &Move, code: &str) {
    let before = format!("{:?}", game.view_for(None));
    let mut g = game.clone();
    match g.play(player, m) {
        Err(IllegalMove::Expansion(r)) => assert_eq!(r.rule, code, "{m:?}: {}", r.message),
        other => panic!("{m:?}: expected {code}, got {other:?}"),
    }
    assert_eq!(format!("{:?}", g.view_for(None)), before, "state unchanged");
}

/// The dragon's places the legal moves offer, as `(x, y, corner)`.
fn step_choices(game: &GameState) -> Vec<(i32, i32, Option<Corner>)> {
    game.legal_moves()
        .iter()
        .map(|m| match m {
            Move::Expansion(e) if e.action_name() == "dragon" => {
                let t = e.aim().unwrap();
                (t.at.x, t.at.y, t.corner)
            }
            other => panic!("not a dragon step: {other:?}"),
        })
        .collect()
}

fn r(deg: i64) -> Turn {
    Turn::Square(Rotation::from_degrees(deg).unwrap())
}

// ---- Tiles ----

#[test]
fn the_tile_set_has_its_symbols_and_special_geometry() {
    let cat = catalog();
    let set = cat.set(ID).expect("the set is embedded");
    let defs: Vec<_> = set.tiles.iter().map(|&k| cat.def(k)).collect();
    let copies = |symbol: &str| -> u32 {
        defs.iter()
            .filter(|d| d.has_symbol(symbol))
            .map(|d| u32::from(d.count))
            .sum()
    };
    assert_eq!(defs.iter().map(|d| u32::from(d.count)).sum::<u32>(), 30);
    assert_eq!(copies("volcano"), 6);
    assert_eq!(copies("dragon"), 12);
    assert_eq!(copies("portal"), 6);
    assert_eq!(copies("princess"), 6);
    // Two copies also show a garden (the Abbot's, 2nd edition).
    assert_eq!(copies("garden"), 2);
    for d in &defs {
        let own = d.symbols.len() - u32::from(d.has_symbol("garden"));
        assert_eq!(own, 1, "{}: one symbol each", d.id);
        if let Some(arg) = d.symbol_arg("princess") {
            let side: Location = arg.parse().unwrap();
            let Location::Side(side) = side else {
                panic!("{}: {arg}", d.id)
            };
            let middle = 1 << (side.index() * 3 + 1);
            let seg = d.segments.iter().find(|s| s.points & middle != 0).unwrap();
            assert_eq!(seg.kind, FeatureKind::City, "{}: the princess's city", d.id);
        }
    }
    // The tunnel: one road N-S under the city E-W; one field north, one south.
    let tunnel = cat.def(kind("PD-25"));
    let roads: Vec<_> = tunnel
        .segments
        .iter()
        .filter(|s| s.kind == FeatureKind::Road)
        .collect();
    assert_eq!(roads.len(), 1);
    assert_eq!(roads[0].points, (1 << 1) | (1 << 7), "N and S middles");
    let fields: Vec<_> = tunnel
        .segments
        .iter()
        .filter(|s| s.kind == FeatureKind::Field)
        .map(|s| s.points)
        .collect();
    assert_eq!(fields, vec![(1 << 0) | (1 << 2), (1 << 6) | (1 << 8)]);
    // The monastery inside a city: two features of their own.
    let inside = cat.def(kind("PD-13"));
    let kinds: Vec<_> = inside.segments.iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        vec![
            FeatureKind::City,
            FeatureKind::Field,
            FeatureKind::Monastery
        ]
    );
    // DG/CCc+.p: its W field and an inner field between both cities.
    let inner = cat.def(kind("PD-10"));
    let fields: Vec<_> = inner
        .segments
        .iter()
        .filter(|s| s.kind == FeatureKind::Field)
        .map(|s| (s.points, s.cities.count_ones()))
        .collect();
    assert_eq!(fields, vec![((1 << 9) | (1 << 11), 1), (0, 2)]);
    // The tiles join the pile with the expansion.
    let plain = GameState::new(cat.clone(), &Setup::default()).unwrap();
    let with = GameState::new(
        cat,
        &Setup {
            expansions: vec![ID.into()],
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(plain.pile_len() + 30, with.pile_len());
}

#[test]
fn the_monastery_in_a_city_and_the_tunnel_road_are_features_of_their_own() {
    let cat = catalog();
    let setup = Setup {
        expansions: vec![ID.into()],
        ..Setup::default()
    };
    let mut g = GameState::scenario(cat.clone(), &setup, kind("D"), r(0)).unwrap();
    // PD-13 upside down at (0,-1): its city joins the start tile's; knight or monk.
    g.begin_free_turn(Seat::new(0), kind("PD-13")).unwrap();
    let at = SpacePos::new(0, -1);
    for location in ["S", "C"] {
        let m = Move::Place {
            at,
            turn: r(180),
            follower: Some(location.parse().unwrap()),
        };
        assert_eq!(g.check(Seat::new(0), &m), Ok(()), "{location}");
    }
    g.play(
        Seat::new(0),
        &Move::Place {
            at,
            turn: r(180),
            follower: Some(Location::Centre),
        },
    )
    .unwrap();
    // The monk does not occupy the city: a knight may still join it.
    g.begin_free_turn(Seat::new(1), kind("E")).unwrap();
    assert!(g
        .follower_options(SpacePos::new(1, -1), r(270))
        .contains(&"W".parse().unwrap()));
    // The tunnel PD-25 turned at (-1,0): its road continues the start tile's, under the city.
    let mut g = GameState::scenario(cat, &setup, kind("D"), r(0)).unwrap();
    g.begin_free_turn(Seat::new(1), kind("PD-25")).unwrap();
    g.play(
        Seat::new(1),
        &Move::Place {
            at: SpacePos::new(-1, 0),
            turn: r(90),
            follower: Some("W".parse().unwrap()),
        },
    )
    .unwrap();
    let board = g.board();
    let f = board.followers()[0];
    assert!(board.same_feature(f.tile, board.follower_local(&f), 0, 1));
    g.validity_check().unwrap();
}

// ---- Dragon tiles set aside, the volcano ----

#[test]
fn a_dragon_tile_drawn_before_any_volcano_waits_beside_the_board() {
    let name = "pd-dragon-tile-set-aside-until-the-first-volcano.json";
    let (g, events) = run(name, Some(1));
    assert_eq!(pd(&g).set_aside(), &[kind("PD-04")]);
    assert_eq!(pd(&g).dragon(), None);
    assert_eq!(g.pile_len(), 0);
    assert_eq!(events_named(&events, "set-aside").count(), 1);
    let view = g.view_for(Some(Seat::new(1)));
    assert_eq!(
        view.expansions[ID]["set_aside"],
        serde_json::json!(["PD-04"])
    );
    let (g, events) = run(name, None);
    assert!(pd(&g).set_aside().is_empty());
    assert_eq!(
        pd(&g).dragon().map(|p| (p.at, p.corner)),
        Some((SpacePos::new(0, 1), None))
    );
    let reshuffled: Vec<_> = events_named(&events, "reshuffled").collect();
    assert_eq!(reshuffled.len(), 1);
    assert_eq!(reshuffled[0].data()["tiles"], 1);
    assert_eq!(events_named(&events, "dragon-jumped").count(), 1);
    // The drawn tile must be the one the pile gives.
    let s = scenario(name);
    let (mut g, _) = s.prepare(catalog(), None, 0).unwrap();
    let err = g.draw_free_turn_into(Seat::new(0), kind("B"), &mut Vec::new());
    assert_eq!(err.unwrap_err().rule(), "drawn-not-named");
    assert_eq!(g.pile_len(), 2, "unchanged");
    assert!(pd(&g).set_aside().is_empty());
}

#[test]
fn nothing_goes_on_a_volcano_just_placed_and_the_dragon_jumps_to_it() {
    let name = "pd-volcano-dragon-jumps-and-eats-nothing.json";
    let mut g = state(name, Some(2));
    g.begin_free_turn(Seat::new(0), kind("PD-03")).unwrap();
    let at = SpacePos::new(2, 0);
    let with_follower = Move::Place {
        at,
        turn: r(90),
        follower: Some("N.w".parse().unwrap()),
    };
    let before = format!("{:?}", g.view_for(None));
    let err = g.check(Seat::new(0), &with_follower).unwrap_err();
    assert!(
        matches!(err, IllegalMove::FollowerForbidden { expansion, .. } if expansion == ID),
        "{err:?}"
    );
    assert!(g.play(Seat::new(0), &with_follower).is_err());
    assert_eq!(format!("{:?}", g.view_for(None)), before);
    // No follower, no figure on the volcano; placing it bare is fine.
    for m in g.legal_moves() {
        match m {
            Move::Place { follower, .. } => assert_eq!(follower, None),
            Move::Expansion(e) => {
                assert_eq!(e.action_name(), "fairy");
                assert_ne!(e.aim().unwrap().at, e.place.unwrap().0);
            }
            _ => {}
        }
    }
    let g = state(name, None);
    assert_eq!(pd(&g).dragon().unwrap().at, at);
    assert_eq!(g.board().followers().len(), 1, "the jump ate nothing");
    let figures = g.view_for(None).figures;
    assert!(figures
        .iter()
        .any(|f| f.figure == "dragon" && f.at == [2, 0] && f.player.is_none()));
}

// ---- The flight ----

#[test]
fn the_flight_is_chosen_player_by_player_among_occupied_unvisited_spaces() {
    let name = "pd-flight-across-a-triangular-gap-eats-both-triangles.json";
    let g = state(name, Some(5));
    assert!(matches!(
        g.phase(),
        Phase::Expansion { actor, decision } if actor == Seat::new(0) && decision.name() == "dragon-step"
            && decision.payload.unpack::<PdDecision>() == Ok(PdDecision::DragonStep { step: 1 })
    ));
    assert_eq!(step_choices(&g), vec![(0, 0, None), (1, 1, None)]);
    refused(
        &g,
        Seat::new(0),
        &step_to([0, 2], None),
        "dragon-place-empty",
    );
    refused(
        &g,
        Seat::new(0),
        &step_to([0, 1], None),
        "dragon-place-visited",
    );
    refused(
        &g,
        Seat::new(0),
        &step_to([2, 2], None),
        "dragon-place-empty",
    );
    let err = g.check(Seat::new(1), &step_to([0, 0], None)).unwrap_err();
    assert!(matches!(err, IllegalMove::NotYourTurn { .. }), "{err:?}");
    // A flight waits: no tile may be placed meanwhile.
    assert!(g.clone().begin_free_turn(Seat::new(1), kind("B")).is_err());
    assert!(g.check(Seat::new(0), &Move::Draw).is_err());
    let view = g.view_for(Some(Seat::new(0)));
    let flight = &view.expansions[ID]["flight"];
    assert_eq!(flight["steps_left"], 6);
    assert_eq!(flight["chooser"], 0);
    let decision = view.decision.expect("a described decision");
    assert_eq!(decision.choices.len(), 2);
    // Step 2 is the next player's; (1,0) is entered across its triangular gap.
    let g = state(name, Some(6));
    assert!(matches!(g.phase(), Phase::Expansion { actor, .. } if actor == Seat::new(1)));
    assert_eq!(step_choices(&g), vec![(1, 0, None), (-1, 0, None)]);
    let (g, events) = run(name, None);
    let eaten: Vec<(Seat, [i32; 2], Option<Corner>)> = events_named(&events, "eaten")
        .map(|e| {
            let t = e.target.unwrap();
            (e.player, [t.at.x, t.at.y], t.corner)
        })
        .collect();
    assert_eq!(
        eaten,
        vec![
            (Seat::new(1), [1, 0], Some(Corner::SE)),
            (Seat::new(1), [1, 1], Some(Corner::NW)),
            (Seat::new(0), [1, 1], Some(Corner::SE)),
        ]
    );
    let over: Vec<_> = events_named(&events, "flight-over").collect();
    assert_eq!(over.len(), 1);
    assert_eq!(over[0].data()["steps"], 3);
    assert_eq!(over[0].data()["dead_end"], true);
    assert_eq!(g.phase(), Phase::Choose);
    assert_eq!(g.board().followers().len(), 1);
    assert_eq!((g.supply(Seat::new(0)), g.supply(Seat::new(1))), (6, 7));
}

#[test]
fn under_c1_2015_each_triangle_is_a_step_and_gaps_are_crossed_only_by_option() {
    let name = "pd-c1-2015-flight-steps-triangle-by-triangle.json";
    let g = state(name, Some(6));
    assert_eq!(
        step_choices(&g),
        vec![(1, 0, Some(Corner::SE)), (-1, 0, None)]
    );
    let g = state(name, Some(8));
    assert_eq!(step_choices(&g), vec![(1, 1, Some(Corner::SE))]);
    // Without crossing gaps, the triangle at (1,0) is out of reach from the start tile.
    let mut s = scenario(name);
    s.setup.expansions = vec![ExpansionChoice::new(ID).with("c1_cross_gaps", "no")];
    let (g, _) = s.prepare(catalog(), None, 6).unwrap();
    assert_eq!(step_choices(&g), vec![(-1, 0, None)]);
    refused(
        &g,
        Seat::new(1),
        &step_to([1, 0], Some("SE")),
        "dragon-not-neighbour",
    );
    // The option changes nothing under the other versions.
    let (g, _) = s
        .prepare(catalog(), Some(RulesVersion::C2_2021), 6)
        .unwrap();
    assert_eq!(step_choices(&g), vec![(1, 0, None), (-1, 0, None)]);
}

#[test]
fn the_fairy_protects_its_whole_space_or_under_c1_2015_its_triangle() {
    let g = state("pd-fairy-protects-both-tiles-of-its-space.json", Some(5));
    assert_eq!(step_choices(&g), vec![(0, 0, None)]);
    refused(
        &g,
        Seat::new(0),
        &step_to([1, 1], None),
        "dragon-fairy-place",
    );
    let g = state("pd-fairy-protects-both-tiles-of-its-space.json", None);
    assert_eq!(g.board().followers().len(), 2, "both triangles kept theirs");
    let g = state("pd-c1-2015-fairy-protects-only-its-triangle.json", Some(5));
    assert_eq!(
        step_choices(&g),
        vec![(0, 0, None), (1, 1, Some(Corner::SE))]
    );
    refused(
        &g,
        Seat::new(0),
        &step_to([1, 1], Some("NW")),
        "dragon-fairy-place",
    );
}

#[test]
fn the_flight_comes_before_or_after_the_turns_scoring_by_option() {
    let g = state("pd-dragon-move-before-scoring.json", Some(2));
    assert!(matches!(g.phase(), Phase::Expansion { actor, .. } if actor == Seat::new(1)));
    assert_eq!(g.scores(), vec![0, 0]);
    assert_eq!(g.board().followers().len(), 1, "the knight waits");
    let g = state("pd-dragon-move-after-scoring.json", Some(2));
    assert!(matches!(g.phase(), Phase::Expansion { actor, .. } if actor == Seat::new(1)));
    assert_eq!(g.scores(), vec![0, 4], "scored first");
    assert!(g.board().followers().is_empty());
}

// ---- The fairy ----

#[test]
fn the_fairy_pays_at_turn_start_and_when_its_feature_scores_then_stays_unassigned() {
    let name = "pd-fairy-point-at-turn-start-and-bonus-when-scored.json";
    let g = state(name, Some(3));
    let fairy = pd(&g).fairy().unwrap();
    assert_eq!(
        g.board().tiles()[fairy.tile as usize].pos,
        SpacePos::new(1, 0)
    );
    assert_eq!(fairy.follower.map(|f| f.player), Some(Seat::new(0)));
    let figure = g
        .view_for(None)
        .figures
        .into_iter()
        .find(|f| f.figure == "fairy")
        .unwrap();
    let highwayman = g
        .follower_spot(&fairy.follower.unwrap())
        .location
        .to_string();
    assert_eq!(
        (figure.player, figure.at, figure.location),
        (Some(Seat::new(0)), [1, 0], Some(highwayman))
    );
    let (g, events) = run(name, None);
    let turn: Vec<serde_json::Value> = events_named(&events, "fairy-turn-points")
        .map(|e| e.data()["points"].clone())
        .collect();
    assert_eq!(turn, vec![1]);
    let bonus: Vec<(Seat, serde_json::Value)> = events_named(&events, "fairy-bonus")
        .map(|e| (e.player, e.data()["points"].clone()))
        .collect();
    assert_eq!(bonus, vec![(Seat::new(0), 3.into())]);
    let fairy = pd(&g).fairy().unwrap();
    assert_eq!(fairy.follower, None);
    assert_eq!(
        g.board().tiles()[fairy.tile as usize].pos,
        SpacePos::new(1, 0)
    );
}

#[test]
fn the_fairy_goes_only_next_to_a_follower_of_ones_own_and_somewhere_new() {
    let name = "pd-fairy-point-at-turn-start-and-bonus-when-scored.json";
    // After P1's fairy move, P2 lays E; P2 may move the fairy next to the monk, not to P1's
    // highwayman.
    let mut g = state(name, Some(3));
    g.begin_free_turn(Seat::new(1), kind("E")).unwrap();
    let place = |target: serde_json::Value| {
        mv(serde_json::json!({"action": "fairy", "at": [2, 0], "rot": 0, "target": target}))
    };
    refused(
        &g,
        Seat::new(1),
        &place(serde_json::json!({"at": [1, 0], "location": "W"})),
        "fairy-not-by-own-follower",
    );
    let monk = place(serde_json::json!({"at": [0, 1], "location": "C"}));
    assert_eq!(g.check(Seat::new(1), &monk), Ok(()));
    assert!(g.legal_moves().contains(&monk));
    // P1 may not move it next to the follower it already stands by.
    let mut g = state(name, Some(4));
    g.begin_free_turn(Seat::new(0), kind("B")).unwrap();
    let again = mv(serde_json::json!({
        "action": "fairy", "at": [2, 1], "rot": 0, "target": {"at": [1, 0], "location": "W"}
    }));
    refused(&g, Seat::new(0), &again, "fairy-already-there");
}

#[test]
fn on_tile_the_fairy_pays_per_follower_of_the_tile() {
    let mut s = scenario("pd-fairy-point-at-turn-start-and-bonus-when-scored.json");
    s.setup.expansions = vec![ExpansionChoice::new(ID).with("fairy_placement", "on-tile")];
    let out = s.run(catalog(), None).unwrap();
    assert_eq!(out.scores, vec![8, 5]);
    assert!(pd(&out.state).options().on_tile);
}

// ---- The portal ----

#[test]
fn the_portal_reaches_any_unoccupied_incomplete_feature() {
    let name = "pd-portal-follower-onto-a-far-unoccupied-feature.json";
    let mut g = state(name, Some(3));
    g.begin_free_turn(Seat::new(1), kind("PD-08")).unwrap();
    let portal = |target: serde_json::Value| {
        mv(serde_json::json!({"action": "portal", "at": [1, 1], "rot": 90, "target": target}))
    };
    // The road A-D-V is free now, but PD-08 closes it.
    refused(
        &g,
        Seat::new(1),
        &portal(serde_json::json!({"at": [0, 0], "location": "E"})),
        "portal-feature-complete",
    );
    refused(
        &g,
        Seat::new(1),
        &portal(serde_json::json!({"at": [0, -1], "location": "S"})),
        "portal-feature-complete",
    );
    refused(
        &g,
        Seat::new(1),
        &portal(serde_json::json!({"at": [-1, 0], "location": "C"})),
        "portal-feature-occupied",
    );
    let far = portal(serde_json::json!({"at": [0, -1], "location": "N.w"}));
    let legal = g.legal_moves();
    assert!(legal.contains(&far));
    assert!(!legal.contains(&portal(serde_json::json!({"at": [0, 0], "location": "E"}))));
    // Elsewhere PD-08 leaves the road open: then the portal may put a follower on it.
    let open_road = mv(serde_json::json!({
        "action": "portal", "at": [0, 1], "rot": 0, "target": {"at": [0, 0], "location": "E"}
    }));
    assert_eq!(g.check(Seat::new(1), &open_road), Ok(()));
    // No portal with another tile.
    let mut g = state(name, Some(3));
    g.begin_free_turn(Seat::new(1), kind("U")).unwrap();
    let not = mv(serde_json::json!({
        "action": "portal", "at": [1, 1], "rot": 0, "target": {"at": [0, -1], "location": "N.w"}
    }));
    refused(&g, Seat::new(1), &not, "not-a-portal");
    let (g, events) = run(name, None);
    assert_eq!(events_named(&events, "portal-follower").count(), 1);
    let f = g.board().followers().last().unwrap();
    assert_eq!(
        (f.player, g.follower_spot(f).at),
        (Seat::new(1), SpacePos::new(0, -1))
    );
}

// ---- The princess ----

#[test]
fn the_princess_may_send_a_knight_home_or_must_by_option() {
    let at = SpacePos::new(1, -1);
    // The knight's city on R, named as the engine names it (by its first side, E).
    let knight = mv(serde_json::json!({
        "action": "princess", "at": [1, -1], "rot": 0, "target": {"at": [0, -1], "location": "E"}
    }));
    let bare = Move::Place {
        at,
        turn: r(0),
        follower: None,
    };
    let with_knight = Move::Place {
        at,
        turn: r(0),
        follower: Some("N".parse().unwrap()),
    };
    // may: the removal, a bare tile and a follower are all legal.
    let mut g = state("pd-princess-sends-a-knight-home-may.json", Some(1));
    g.begin_free_turn(Seat::new(0), kind("PD-11")).unwrap();
    let legal = g.legal_moves();
    for m in [&knight, &bare] {
        assert!(legal.contains(m), "{m:?}");
        assert_eq!(g.check(Seat::new(0), m), Ok(()));
    }
    // The princess's city joins the knight's: a follower there is occupied anyway.
    assert!(g.check(Seat::new(0), &with_knight).is_err());
    let field = Move::Place {
        at,
        turn: r(0),
        follower: Some("S.e".parse().unwrap()),
    };
    assert_eq!(g.check(Seat::new(0), &field), Ok(()));
    // A placement whose princess joins no knight's city has no removal.
    let away = mv(serde_json::json!({
        "action": "princess", "at": [0, 1], "rot": 180, "target": {"at": [0, -1], "location": "S"}
    }));
    refused(&g, Seat::new(0), &away, "princess-no-knight-there");
    // must: only the removal where it is possible.
    let mut g = state("pd-princess-sends-a-knight-home-must.json", Some(1));
    g.begin_free_turn(Seat::new(0), kind("PD-11")).unwrap();
    assert_eq!(
        g.check(Seat::new(0), &bare),
        Err(IllegalMove::MustAct { expansion: ID })
    );
    assert_eq!(
        g.check(Seat::new(0), &field),
        Err(IllegalMove::MustAct { expansion: ID })
    );
    let here: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| match m {
            Move::Place { at: a, turn, .. } => *a == at && *turn == r(0),
            Move::Expansion(e) => e.place == Some((at, r(0))),
            _ => false,
        })
        .collect();
    assert_eq!(here, vec![knight]);
    let elsewhere = Move::Place {
        at: SpacePos::new(0, 1),
        turn: r(180),
        follower: None,
    };
    assert_eq!(g.check(Seat::new(0), &elsewhere), Ok(()));
    let (g, events) = run("pd-princess-sends-a-knight-home-must.json", None);
    let home: Vec<_> = events_named(&events, "knight-home").collect();
    assert_eq!(home.len(), 1);
    assert_eq!(
        (home[0].player, home[0].data()["owner"].clone()),
        (Seat::new(0), 1.into())
    );
    assert!(g.board().followers().is_empty());
    assert_eq!(g.supply(Seat::new(1)), 7);
}

// ---- Options and wire ----

#[test]
fn options_are_checked_and_moves_round_trip_on_the_wire_and_the_older_form_still_reads() {
    let cat = catalog();
    let bad = GameState::new(
        cat.clone(),
        &Setup {
            expansions: vec![ExpansionChoice::new(ID).with("dragon_move", "never")],
            ..Setup::default()
        },
    );
    assert!(bad.unwrap_err().to_string().contains("dragon_move"));
    // Each move as today's wire writes it (named fields), and in the older form stored games
    // and scenarios keep (a target, and the portal's special follower as an argument), which
    // reads as the same move.
    for (json, older) in [
        (
            serde_json::json!({"action": "fairy", "at": [2, 0], "rot": 90,
                "follower": {"at": [1, 1], "corner": "NW", "location": "C"}}),
            serde_json::json!({"action": "fairy", "at": [2, 0], "rot": 90,
                "target": {"at": [1, 1], "corner": "NW", "location": "C"}}),
        ),
        (
            serde_json::json!({"action": "portal", "at": [1, 1], "rot": 90,
                "feature": {"at": [0, -1], "location": "N.w"}, "kind": "follower"}),
            serde_json::json!({"action": "portal", "at": [1, 1], "rot": 90,
                "target": {"at": [0, -1], "location": "N.w"}}),
        ),
        (
            serde_json::json!({"action": "portal", "at": [1, 1], "corner": "SE",
                "feature": {"at": [0, -1], "location": "C"}, "kind": "big-follower"}),
            serde_json::json!({"action": "portal", "at": [1, 1], "corner": "SE",
                "target": {"at": [0, -1]}, "arg": "big-follower"}),
        ),
        (
            serde_json::json!({"action": "princess", "at": [1, -1], "rot": 0,
                "knight": {"at": [0, -1], "location": "E"}}),
            serde_json::json!({"action": "princess", "at": [1, -1], "rot": 0,
                "target": {"at": [0, -1], "location": "E"}}),
        ),
        (
            serde_json::json!({"action": "dragon", "to": {"at": [0, 0], "location": "C"}}),
            serde_json::json!({"action": "dragon", "target": {"at": [0, 0]}}),
        ),
        (
            serde_json::json!({"action": "dragon", "to": {"at": [1, 0], "corner": "SE", "location": "C"}}),
            serde_json::json!({"action": "dragon", "target": {"at": [1, 0], "corner": "SE"}}),
        ),
    ] {
        let m = mv(json.clone());
        assert_eq!(mv(older.clone()), m, "{older}");
        let wire = MoveWire::from_move(&m, &cat);
        assert_eq!(wire.to_move(&cat), Ok(m), "{json}");
        let mut want = json;
        want["do"] = "expansion".into();
        want["module"] = ID.into();
        assert_eq!(serde_json::to_value(&wire).unwrap(), want);
    }
    // Fields the action does not have, an unknown kind or action, or both forms at once, are
    // refused.
    for bad in [
        serde_json::json!({"action": "dragon", "to": {"at": [0, 0]}, "kind": "follower"}),
        serde_json::json!({"action": "portal", "at": [1, 1], "rot": 90,
            "feature": {"at": [0, -1], "location": "C"}, "kind": "giant"}),
        serde_json::json!({"action": "portal", "at": [1, 1], "rot": 90,
            "target": {"at": [0, -1]}, "arg": "giant"}),
        serde_json::json!({"action": "dragon", "target": {"at": [0, 0]}, "arg": "follower"}),
        serde_json::json!({"action": "dragon", "target": {"at": [0, 0]}, "to": {"at": [0, 0]}}),
        serde_json::json!({"action": "dig", "target": {"at": [0, 0]}}),
    ] {
        unreadable(bad, "");
    }
}

// ---- Random games ----

#[test]
fn random_games_in_every_version_keep_every_invariant_and_replay() {
    let cat = catalog();
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for rules in RulesVersion::ALL {
        for seed in 0..10u64 {
            let mut choice = ExpansionChoice::new(ID);
            if seed % 2 == 1 {
                choice = choice
                    .with("dragon_move", "after-scoring")
                    .with("princess_action", "must");
            }
            if seed % 3 == 1 {
                choice = choice.with("fairy_placement", "on-tile");
            }
            if seed % 3 == 2 {
                choice = choice.with("c1_cross_gaps", "no");
            }
            let setup = Setup {
                players: 2 + (seed % 3) as u8,
                rules,
                seed,
                symbol_tiles: seed % 2 == 0,
                expansions: vec![choice],
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.5);
            assert!(played.game.is_over());
            assert!(
                played.record.moves.len() > 60,
                "{rules} seed {seed}: {} moves",
                played.record.moves.len()
            );
            for name in [
                "dragon-jumped",
                "dragon-moved",
                "eaten",
                "fairy-moved",
                "fairy-turn-points",
                "fairy-bonus",
                "set-aside",
                "reshuffled",
                "portal-follower",
                "knight-home",
            ] {
                *seen.entry(name).or_default() += count_events(&played.events, name);
            }
            assert_replays(&cat, &played);
        }
    }
    for (name, n) in &seen {
        assert!(*n > 0, "no {name} in any game: {seen:?}");
    }
}

/// The board's answer for the portal, how a feature would stand after a placement, agrees with
/// placing the tile: in random games, for some legal bare placements of each tile drawn, every
/// feature of the board is as complete (and, when still open, as occupied) as foretold.
#[test]
fn feature_after_foretells_what_placing_the_tile_does() {
    let cat = catalog();
    let mut checked = 0;
    for (seed, rules) in RulesVersion::ALL.into_iter().enumerate() {
        let setup = Setup {
            rules,
            seed: seed as u64,
            expansions: vec![ID.into()],
            ..Setup::default()
        };
        let mut g = GameState::new(cat.clone(), &setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
        while let Some(p) = g.to_move() {
            let moves = g.legal_moves();
            if let Phase::Place { tile, .. } = g.phase() {
                let bare: Vec<(SpacePos, Turn)> = moves
                    .iter()
                    .filter_map(|m| match *m {
                        Move::Place {
                            at,
                            turn,
                            follower: None,
                        } => Some((at, turn)),
                        _ => None,
                    })
                    .collect();
                for _ in 0..bare.len().min(3) {
                    let (at, turn) = bare[rng.random_range(0..bare.len())];
                    let board = g.board();
                    let foretold: Vec<(u16, u8, _)> = (0..board.tiles().len() as u16)
                        .flat_map(|t| {
                            let n = cat.def(board.tiles()[t as usize].kind).segments.len() as u8;
                            (0..n).map(move |l| (t, l))
                        })
                        .map(|(t, l)| (t, l, board.feature_after(tile, at, turn, t, l)))
                        .collect();
                    let mut after = g.clone();
                    after
                        .play(
                            p,
                            &Move::Place {
                                at,
                                turn,
                                follower: None,
                            },
                        )
                        .unwrap();
                    let b = after.board();
                    for (t, l, f) in foretold {
                        let ctx = format!(
                            "{rules}: {} at {at} {turn}: tile {t} segment {l}",
                            cat.def(tile).id
                        );
                        assert_eq!(f.complete, b.feature_complete(t, l), "{ctx}");
                        if !f.complete && !matches!(after.phase(), Phase::Expansion { .. }) {
                            assert_eq!(f.occupied, b.feature_followers(t, l) > 0, "{ctx}");
                        }
                        checked += 1;
                    }
                }
            }
            let m = moves[rng.random_range(0..moves.len())];
            g.play(p, &m).unwrap();
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn malformed_and_misplaced_moves_are_refused_with_their_rule() {
    // A step naming a triangle where spaces count, or no place at all.
    let g = state(
        "pd-flight-across-a-triangular-gap-eats-both-triangles.json",
        Some(5),
    );
    refused(
        &g,
        Seat::new(0),
        &step_to([1, 1], Some("NW")),
        "dragon-enters-spaces",
    );
    // A step naming no place, or a fairy move no follower, is no move of the module at all.
    unreadable(serde_json::json!({"action": "dragon"}), "struct variant");
    unreadable(
        serde_json::json!({"action": "fairy", "at": [0, 2], "rot": 0}),
        "struct variant",
    );
    // A fairy move without the tile's placement, while the flight waits: its own refusal.
    let fairy =
        mv(serde_json::json!({"action": "fairy", "follower": {"at": [1, 1], "location": "C"}}));
    refused(&g, Seat::new(0), &fairy, "fairy-needs-follower");
    // No dragon step outside a flight: the core refuses the phase.
    let mut g = state("pd-volcano-dragon-jumps-and-eats-nothing.json", Some(2));
    g.begin_free_turn(Seat::new(0), kind("B")).unwrap();
    assert!(matches!(
        g.check(Seat::new(0), &step_to([0, 0], None)),
        Err(IllegalMove::WrongPhase { .. })
    ));
    // A princess move needs a princess.
    refused(
        &g,
        Seat::new(0),
        &mv(serde_json::json!({
            "action": "princess", "at": [0, 2], "rot": 0, "target": {"at": [1, 0], "location": "W"}
        })),
        "no-princess",
    );
    // Under `must`, the fairy cannot replace the princess's removal.
    let mut g = state("pd-princess-sends-a-knight-home-must.json", Some(1));
    g.begin_free_turn(Seat::new(0), kind("U")).unwrap();
    g.play(
        Seat::new(0),
        &Move::Place {
            at: SpacePos::new(1, 0),
            turn: r(90),
            follower: Some("W".parse().unwrap()),
        },
    )
    .unwrap();
    g.begin_free_turn(Seat::new(0), kind("PD-11")).unwrap();
    let fairy = mv(serde_json::json!({
        "action": "fairy", "at": [1, -1], "rot": 0, "target": {"at": [1, 0], "location": "W"}
    }));
    refused(&g, Seat::new(0), &fairy, "princess-must-act");
    let elsewhere = mv(serde_json::json!({
        "action": "fairy", "at": [0, 1], "rot": 180, "target": {"at": [1, 0], "location": "W"}
    }));
    assert_eq!(g.check(Seat::new(0), &elsewhere), Ok(()));
}

/// Under `princess_action = must`, a placement whose princess can send a knight home offers
/// nothing but the removals — no bare placement, no follower, no other expansion's figure (a
/// tower's floor or top, a flight) — and `check` agrees.
#[test]
fn a_princess_who_must_act_leaves_no_other_way_to_place_the_tile() {
    let cat = catalog();
    let mut obliged = 0;
    for seed in 0..30u64 {
        let setup = Setup {
            seed,
            expansions: vec![
                ExpansionChoice::new(ID).with("princess_action", "must"),
                "tower".into(),
                "flier".into(),
            ],
            ..Setup::default()
        };
        let mut g = GameState::new(cat.clone(), &setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(p) = g.to_move() {
            let moves = g.legal_moves();
            let princess: Vec<_> = moves
                .iter()
                .filter_map(|m| match m {
                    Move::Expansion(e) if e.action_name() == "princess" => e.place,
                    _ => None,
                })
                .collect();
            for m in &moves {
                let place = match m {
                    Move::Place { at, turn, .. } => Some((*at, *turn)),
                    Move::Expansion(e) if e.action_name() != "princess" => e.place,
                    _ => None,
                };
                assert!(
                    place.is_none_or(|pl| !princess.contains(&pl)),
                    "seed {seed}: {m:?} offered where the princess must act"
                );
            }
            for &(at, turn) in &princess {
                let bare = Move::Place {
                    at,
                    turn,
                    follower: None,
                };
                assert_eq!(
                    g.check(p, &bare),
                    Err(IllegalMove::MustAct { expansion: ID }),
                    "seed {seed}"
                );
            }
            obliged += princess.len();
            let m = moves[rng.random_range(0..moves.len())];
            g.play(p, &m).unwrap();
        }
    }
    assert!(obliged > 0, "no placement obliged the princess");
}
