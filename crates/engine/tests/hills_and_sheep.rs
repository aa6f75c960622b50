//! Hills & Sheep as an expansion module: the state the scenarios leave behind, the bad moves
//! it refuses, and random games with it in every rules version (no panic, the bag of 18
//! tokens conserved, at most one shepherd per player).

mod support;

use halflings_engine::expansion::hills_and_sheep::{HillsAndSheep, BAG, ID, TOKENS};
use halflings_engine::wire::figure_move;
use halflings_engine::{
    Event, GameState, IllegalMove, Location, Move, MoveWire, Phase, RulesVersion, Seat, Setup,
    SpacePos, Turn,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::{catalog, scenario};

/// The state after the first `steps` steps of scenario `name` (all of them when `None`).
fn scenario_state(name: &str, steps: Option<usize>) -> GameState {
    let scenario = scenario(name);
    let n = steps.unwrap_or(scenario.steps.len());
    scenario.prepare(catalog(), None, n).unwrap().0
}

/// A flock decision (`"grow"` or `"stable"`).
fn flock(action: &str) -> Move {
    MoveWire::Expansion {
        module: ID.into(),
        action: action.into(),
        at: None,
        rot: None,
        corner: None,
        target: None,
        arg: None,
        fields: Default::default(),
    }
    .to_move(&catalog())
    .unwrap()
}

fn sheep(game: &GameState) -> &HillsAndSheep {
    game.expansion::<HillsAndSheep>()
        .expect("Hills & Sheep is on")
}

#[test]
fn a_wolf_sends_every_shepherd_of_the_field_home_with_all_tokens() {
    let before = scenario_state("hs-wolf-scatters-the-flocks.json", Some(3));
    assert!(matches!(
        before.phase(),
        Phase::Expansion { actor, decision } if actor == Seat::new(0) && decision.name() == "flock"
    ));
    assert_eq!(sheep(&before).shepherd(Seat::new(0)).unwrap().sheep(), 3);
    assert_eq!(sheep(&before).shepherd(Seat::new(1)).unwrap().sheep(), 2);
    assert_eq!(sheep(&before).bag(), [4, 4, 4, 2, 2]);
    let after = scenario_state("hs-wolf-scatters-the-flocks.json", None);
    assert!(
        sheep(&after).shepherd(Seat::new(0)).is_none()
            && sheep(&after).shepherd(Seat::new(1)).is_none()
    );
    assert_eq!(sheep(&after).bag(), BAG);
    assert_eq!(after.scores(), vec![0, 0]);
}

#[test]
fn stabling_returns_the_tokens_and_the_shepherd() {
    let g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(3));
    assert_eq!(
        sheep(&g).shepherd(Seat::new(0)).unwrap().flock,
        [0, 1, 1, 0]
    );
    let g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", None);
    assert!(sheep(&g).shepherd(Seat::new(0)).is_none());
    assert_eq!(sheep(&g).bag(), BAG);
    assert_eq!(g.phase(), Phase::Choose);
}

#[test]
fn tending_is_a_decision_of_its_own_that_must_be_taken() {
    let mut g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(2));
    assert!(matches!(
        g.phase(),
        Phase::Expansion { actor, decision } if actor == Seat::new(0) && decision.name() == "flock"
    ));
    assert_eq!(g.legal_moves(), vec![flock("grow"), flock("stable")]);
    // Nothing else goes meanwhile: not the other player, not a new tile.
    let err = g.check(Seat::new(1), &flock("stable"));
    assert!(
        matches!(err, Err(IllegalMove::NotYourTurn { .. })),
        "{err:?}"
    );
    let b = g.catalog().kind("B").unwrap();
    assert!(g.begin_free_turn(Seat::new(0), b).is_err());
    assert!(g.check(Seat::new(0), &Move::Draw).is_err());
}

#[test]
fn a_shepherd_needs_a_field_without_shepherd_and_one_in_supply() {
    let cat = catalog();
    let mut g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(1));
    let b = cat.kind("B").unwrap();
    let d = cat.kind("D").unwrap();
    let shepherd = |at, location| {
        Move::Expansion(
            figure_move(
                "shepherd",
                at,
                Turn::Square(halflings_engine::Rotation::R0),
                location,
            )
            .unwrap(),
        )
    };
    let north_west: Location = "N.w".parse().unwrap();
    // P1's shepherd is on the board: no second one.
    g.begin_free_turn(Seat::new(0), b).unwrap();
    let before = format!("{:?}", g.legal_moves());
    let err = g.check(Seat::new(0), &shepherd(SpacePos::new(1, 1), north_west));
    assert!(
        matches!(&err, Err(IllegalMove::Expansion(m)) if m.message.english().contains("already on the board")),
        "{err:?}"
    );
    assert_eq!(format!("{:?}", g.legal_moves()), before, "state unchanged");
    // P2 may not join the field that holds P1's shepherd...
    let mut g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(1));
    g.begin_free_turn(Seat::new(1), b).unwrap();
    let err = g.check(Seat::new(1), &shepherd(SpacePos::new(1, 1), north_west));
    assert!(
        matches!(&err, Err(IllegalMove::Expansion(m)) if m.message.english().contains("already holds a shepherd")),
        "{err:?}"
    );
    // ...but a farmer there is fine (a shepherd blocks no farmer), and the legal list agrees.
    let farmer = Move::Place {
        at: SpacePos::new(1, 1),
        turn: Turn::Square(halflings_engine::Rotation::R0),
        follower: Some(north_west),
    };
    assert_eq!(g.check(Seat::new(1), &farmer), Ok(()));
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Expansion(e) if e.place.is_some_and(|(at, _)| at == SpacePos::new(1, 1)))));
    // Not on a road or a city: D at (1,0) as it lies in the scenarios, shepherd on its road.
    let mut g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(1));
    g.begin_free_turn(Seat::new(1), d).unwrap();
    let err = g.check(
        Seat::new(1),
        &shepherd(SpacePos::new(1, 0), "W".parse().unwrap()),
    );
    assert!(
        matches!(&err, Err(IllegalMove::Expansion(m)) if m.message.english().contains("not a field")),
        "{err:?}"
    );
}

#[test]
fn farmers_do_not_block_a_shepherd() {
    let mut g = scenario_state("hs-flock-grows-then-goes-to-the-stable.json", Some(0));
    let cat = catalog();
    let b = cat.kind("B").unwrap();
    // P2's farmer in D's south field first, then P1's shepherd joins that field.
    g.begin_free_turn(Seat::new(1), b).unwrap();
    let r0 = Turn::Square(halflings_engine::Rotation::R0);
    let farmer = Move::Place {
        at: SpacePos::new(0, 1),
        turn: r0,
        follower: Some("N.w".parse().unwrap()),
    };
    g.play(Seat::new(1), &farmer).unwrap();
    g.begin_free_turn(Seat::new(0), b).unwrap();
    let mv = Move::Expansion(
        figure_move("shepherd", SpacePos::new(1, 1), r0, "N.w".parse().unwrap()).unwrap(),
    );
    assert_eq!(g.check(Seat::new(0), &mv), Ok(()));
    assert!(g.legal_moves().contains(&mv));
}

#[test]
fn the_sheep_triangle_is_dealt_only_with_hills_and_sheep() {
    let cat = catalog();
    let sheep_tile = cat.kind("H2-02").unwrap();
    for (expansions, dealt) in [(vec![], false), (vec![ID.into()], true)] {
        let setup = Setup {
            symbol_tiles: true,
            deal: halflings_engine::Deal::Draft,
            expansions,
            ..Setup::default()
        };
        let g = GameState::new(cat.clone(), &setup).unwrap();
        assert_eq!(g.draft_table().contains(&sheep_tile), dealt);
    }
}

#[test]
fn hills_and_sheep_tiles_join_the_pile() {
    let cat = catalog();
    let plain = GameState::new(cat.clone(), &Setup::default()).unwrap();
    let with = GameState::new(
        cat.clone(),
        &Setup {
            expansions: vec![ID.into()],
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(plain.pile_len() + 18, with.pile_len());
    let unknown = GameState::new(
        cat,
        &Setup {
            expansions: vec!["dragons".into()],
            ..Setup::default()
        },
    );
    assert!(unknown
        .unwrap_err()
        .to_string()
        .contains("unknown expansion"));
}

/// Random games with Hills & Sheep in every version: uniform legal moves, every move checked
/// first; after each move the bag holds 18 tokens with what is on the board and each player
/// has at most one shepherd out.
#[test]
fn random_games_keep_the_bag_and_the_shepherds_right() {
    let cat = catalog();
    let (mut stabled, mut wolves, mut placed) = (0, 0, 0);
    for rules in RulesVersion::ALL {
        for seed in 0..40u64 {
            let setup = Setup {
                players: 2 + (seed % 3) as u8,
                rules,
                seed,
                symbol_tiles: seed % 2 == 0,
                expansions: vec![ID.into()],
                ..Setup::default()
            };
            let mut g = GameState::new(cat.clone(), &setup).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(p) = g.to_move() {
                let moves = g.legal_moves();
                // Prefer shepherds and tending now and then, so that flocks happen.
                let mv = support::pick(&moves, &mut rng, 0.5);
                g.check(p, &mv).unwrap();
                let events = g.play(p, &mv).unwrap();
                for e in &events {
                    if let Event::Expansion(x) = e {
                        let reason = x.data()["reason"].clone();
                        stabled += usize::from(x.name() == "shepherd-home" && reason == "stable");
                        wolves += usize::from(x.name() == "wolf");
                        placed += usize::from(x.name() == "shepherd-placed");
                    }
                }
                g.validity_check()
                    .unwrap_or_else(|e| panic!("{rules} seed {seed}: {e}"));
                let hs = sheep(&g);
                let out: u8 = Seat::all(setup.players)
                    .filter_map(|p| hs.shepherd(p))
                    .map(|s| s.tokens())
                    .sum();
                assert_eq!(hs.bag().iter().sum::<u8>() + out, TOKENS);
            }
        }
    }
    assert!(placed > 100, "shepherds placed: {placed}");
    assert!(stabled > 10, "stabled: {stabled}");
    assert!(wolves > 5, "wolves: {wolves}");
}

#[test]
fn a_dragon_eats_a_shepherd_and_its_flock_goes_back_to_the_bag() {
    let before = scenario_state("hs-pd-the-dragon-eats-a-shepherd.json", Some(4));
    assert_eq!(sheep(&before).shepherd(Seat::new(1)).unwrap().sheep(), 2);
    let after = scenario_state("hs-pd-the-dragon-eats-a-shepherd.json", None);
    assert!(sheep(&after).shepherd(Seat::new(1)).is_none());
    assert_eq!(sheep(&after).bag(), BAG);
    assert!(after
        .view_for(None)
        .figures
        .iter()
        .all(|f| f.figure != "shepherd"));
}

#[test]
fn moves_round_trip_on_the_wire_and_the_older_forms_still_read() {
    let cat = catalog();
    let read = |json: &str| {
        MoveWire::from_value(serde_json::from_str(json).unwrap())
            .and_then(|w| w.to_move(&cat))
            .unwrap_or_else(|e| panic!("{json}: {e}"))
    };
    // Each move as today's wire writes it (named fields; a shepherd on the tile placed as a
    // placement with its figure), and in the older forms stored games and scenarios keep.
    for (json, older) in [
        (
            r#"{"do": "place", "at": [1, 1], "rot": 90, "follower": "N.w", "figure": "shepherd"}"#,
            r#"{"do": "expansion", "module": "hills-and-sheep", "action": "shepherd", "at": [1, 1], "rot": 90, "target": {"at": [1, 1], "location": "N.w"}}"#,
        ),
        (
            r#"{"do": "expansion", "module": "hills-and-sheep", "action": "shepherd", "at": [1, 1], "rot": 90, "field": {"at": [0, 1], "location": "S"}}"#,
            r#"{"do": "expansion", "module": "hills-and-sheep", "action": "shepherd", "at": [1, 1], "rot": 90, "target": {"at": [0, 1], "location": "S"}}"#,
        ),
        (
            r#"{"do": "expansion", "module": "hills-and-sheep", "action": "grow"}"#,
            r#"{"do": "decide", "choice": "grow"}"#,
        ),
        (
            r#"{"do": "expansion", "module": "hills-and-sheep", "action": "stable"}"#,
            r#"{"do": "decide", "choice": "stable"}"#,
        ),
    ] {
        let m = read(json);
        assert_eq!(read(older), m, "{older}");
        let wire = MoveWire::from_move(&m, &cat);
        let want: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_value(&wire).unwrap(), want, "{json}");
        assert_eq!(wire.to_move(&cat), Ok(m), "{json}");
    }
    assert_eq!(read(r#"{"do": "decide", "choice": "grow"}"#), flock("grow"));
    // Fields the action does not have, an argument, or an unknown action are refused.
    for bad in [
        r#"{"do": "expansion", "module": "hills-and-sheep", "action": "grow", "field": {"at": [0, 1]}}"#,
        r#"{"do": "expansion", "module": "hills-and-sheep", "action": "stable", "arg": "now"}"#,
        r#"{"do": "expansion", "module": "hills-and-sheep", "action": "shepherd", "at": [1, 1], "rot": 0}"#,
        r#"{"do": "expansion", "module": "hills-and-sheep", "action": "shear"}"#,
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

#[test]
fn events_keep_their_names_and_data() {
    let (_, events) = {
        let s = scenario("hs-wolf-scatters-the-flocks.json");
        s.prepare(catalog(), None, s.steps.len()).unwrap()
    };
    let data: Vec<(String, serde_json::Value)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.module.id() == ID => Some((x.name().to_string(), x.data())),
            _ => None,
        })
        .collect();
    use serde_json::json;
    assert!(
        data.contains(&("shepherd-placed".into(), json!({"sheep": 3, "wolf": false}))),
        "{data:?}"
    );
    assert!(data.contains(&("wolf".into(), json!({}))), "{data:?}");
    assert!(
        data.contains(&("shepherd-home".into(), json!({"reason": "wolf"}))),
        "{data:?}"
    );
}
