//! The Hills & Sheep tile `HS-02` (JCZ `HS/CC!.v`, `rules/expansions/hills-and-sheep.md` §1.1):
//! two cities share its N side. City A holds the W side, `N.w` and `N.m`; city B the E side and
//! `N.e`. Until a tile lies against N they are two cities, each open there; a city joined across
//! N connects to both, so they merge into one city that counts the tile once.
//!
//! The position is the scenario `tests/scenarios/split-edge-two-cities-merge-across-the-shared-side.json`,
//! played step by step: HS-02 turned 90° at (0,-1), so its split side faces E, city A faces N
//! and city B faces S, onto the start tile's city.

use std::sync::Arc;

use halflings_engine::{Catalog, Event, FeatureKind, GameState, Scenario, Seat};

mod common;

const SCENARIO: &str =
    include_str!("scenarios/split-edge-two-cities-merge-across-the-shared-side.json");

/// The global segment index of local segment `local` of placed tile `tile`: segments are
/// numbered tile by tile in placement order.
fn global_segment(state: &GameState, tile: usize, local: usize) -> usize {
    let cat = state.catalog();
    state.board().tiles()[..tile]
        .iter()
        .map(|t| cat.def(t.kind).segments.len())
        .sum::<usize>()
        + local
}

/// `(feature id, open ends)` of the two cities of HS-02 (placed tile 1), from the
/// incremental features, after checking them against the from-scratch recount.
fn split_cities(state: &GameState) -> [(u16, u16); 2] {
    let board = state.board();
    let incremental = board.incremental_features();
    assert_eq!(
        incremental,
        board.recount_features(),
        "incremental = recount"
    );
    state.validity_check().unwrap();
    let def = state.catalog().def(board.tiles()[1].kind);
    assert_eq!(def.id, "HS-02");
    let cities: Vec<usize> = (0..def.segments.len())
        .filter(|&l| def.segments[l].kind == FeatureKind::City)
        .collect();
    assert_eq!(cities.len(), 2);
    [0, 1].map(|i| incremental[global_segment(state, 1, cities[i])])
}

#[test]
fn the_two_cities_of_the_split_side_are_apart_and_open_until_joined() {
    let catalog = Arc::new(Catalog::builtin());
    let scenario = Scenario::from_json(SCENARIO).unwrap();

    // HS-02 on the start tile's city: B (4 points) joins the start tile's city (3 points); the
    // 3 links there close 6, leaving B's point on the split side open. A holds 5 open points.
    let (state, events) = scenario.prepare(catalog.clone(), None, 1).unwrap();
    let [a, b] = split_cities(&state);
    assert_ne!(a.0, b.0, "two separate cities");
    assert_eq!((a.1, b.1), (5, 1));
    assert!(state.scores().iter().all(|&s| s == 0));
    assert!(!events.iter().any(|e| matches!(e, Event::Score(_))));

    // A tile above closes A's whole side; A is still open on the split side (N.w and N.m).
    // P1's knight there is legal: A holds no follower, the knight in B does not count.
    let (state, _) = scenario.prepare(catalog.clone(), None, 2).unwrap();
    let [a, b] = split_cities(&state);
    assert_ne!(a.0, b.0);
    assert_eq!((a.1, b.1), (2, 1));
    assert!(state.scores().iter().all(|&s| s == 0));

    // The tile against the split side links to both: one closed city of 4 tiles.
    let (state, _) = scenario.prepare(catalog.clone(), None, 3).unwrap();
    let [a, b] = split_cities(&state);
    assert_eq!(a.0, b.0, "merged into one city");
    assert_eq!(a.1, 0, "closed");
    let out = scenario.run(catalog, None).unwrap();
    let city: Vec<_> = out
        .score_events()
        .filter(|s| s.feature == FeatureKind::City)
        .collect();
    assert_eq!(city.len(), 1, "one city scored once");
    assert!(city[0].complete);
    assert_eq!(city[0].counted, 4, "HS-02 counts once");
    assert_eq!(out.scores, [8, 8]);
}

/// The naive reference model of the test tree agrees on the split tile: before the join two
/// open cities, after it one complete one.
#[test]
fn the_naive_model_agrees() {
    let catalog = Arc::new(Catalog::builtin());
    let scenario = Scenario::from_json(SCENARIO).unwrap();
    for (steps, merged) in [(1, false), (2, false), (3, true)] {
        let (state, _) = scenario.prepare(catalog.clone(), None, steps).unwrap();
        let tiles = common::board_tiles(&state);
        let feats = common::naive_features(&catalog, &tiles);
        let def = catalog.def(tiles[1].kind);
        let cities: Vec<usize> = (0..def.segments.len())
            .filter(|&l| def.segments[l].kind == FeatureKind::City)
            .collect();
        let (fa, fb) = (feats.of[&(1, cities[0])], feats.of[&(1, cities[1])]);
        assert_eq!(fa == fb, merged, "after {steps} steps");
        assert_eq!(feats.list[fa].complete(), merged, "after {steps} steps");
        assert_eq!(feats.list[fb].complete(), merged, "after {steps} steps");
        if merged {
            assert_eq!(feats.list[fa].tiles.len(), 4);
        }
    }
}

/// Random boards of base and Hills & Sheep tiles (the split tile among them, with followers):
/// after every placement the incremental features equal the from-scratch recount and the naive
/// flood fill, feature by feature, open or complete.
#[test]
fn random_boards_with_hills_and_sheep_tiles_agree_with_the_recount_and_the_naive_model() {
    use halflings_engine::{Move, Phase, Rotation, Setup, Shape, Turn};
    use rand::{Rng, SeedableRng};

    let catalog = Arc::new(Catalog::builtin());
    let squares: Vec<_> = catalog
        .kinds()
        .filter(|&k| catalog.def(k).shape == Shape::Square)
        .collect();
    let hs: Vec<_> = catalog.set("hills-and-sheep").unwrap().tiles.clone();
    let split = catalog.kind("HS-02").unwrap();
    let mut merged_splits = 0;
    for seed in 0..12u64 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let setup = Setup {
            players: 2,
            ..Setup::default()
        };
        let mut state = GameState::scenario(
            catalog.clone(),
            &setup,
            catalog.start(),
            Turn::Square(Rotation::R0),
        )
        .unwrap();
        for turn in 0..40 {
            let kind = match rng.random_range(0..4) {
                0 => split,
                1 => hs[rng.random_range(0..hs.len())],
                _ => squares[rng.random_range(0..squares.len())],
            };
            if !state.board().can_place(kind) {
                continue;
            }
            let player = Seat::new((turn % 2) as u8);
            state.begin_free_turn(player, kind).unwrap();
            let moves = state.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            assert!(matches!(mv, Move::Place { .. }));
            state.play(player, &mv).unwrap();
            while state.phase() != Phase::Choose {
                let p = state.to_move().unwrap();
                let mv = state.legal_moves()[0];
                state.play(p, &mv).unwrap();
            }
            state
                .validity_check()
                .unwrap_or_else(|e| panic!("seed {seed}, turn {turn}: {e}"));
            let board = state.board();
            let inc = board.incremental_features();
            assert_eq!(inc, board.recount_features(), "seed {seed}, turn {turn}");
            let tiles = common::board_tiles(&state);
            let naive = common::naive_features(&catalog, &tiles);
            let mut g = 0;
            let mut same_feature = std::collections::HashMap::new();
            for (t, nt) in tiles.iter().enumerate() {
                let def = catalog.def(nt.kind);
                for (l, seg) in def.segments.iter().enumerate() {
                    let f = naive.of[&(t, l)];
                    // The engine's feature id and the naive one name the same partition.
                    let prev = same_feature.insert(inc[g].0, f);
                    assert!(prev.is_none_or(|p| p == f), "seed {seed}, turn {turn}");
                    if matches!(seg.kind, FeatureKind::Road | FeatureKind::City) {
                        assert_eq!(
                            inc[g].1 == 0,
                            naive.list[f].complete(),
                            "seed {seed}, turn {turn}: tile {} segment {}",
                            def.id,
                            seg.name
                        );
                    }
                    g += 1;
                }
            }
            assert_eq!(
                same_feature.len(),
                naive.list.len(),
                "seed {seed}, turn {turn}"
            );
        }
        // How often the two cities of a split tile ended up in one city.
        let tiles = common::board_tiles(&state);
        let naive = common::naive_features(&catalog, &tiles);
        for (t, nt) in tiles.iter().enumerate() {
            if nt.kind == split {
                let def = catalog.def(split);
                let c: Vec<usize> = (0..def.segments.len())
                    .filter(|&l| def.segments[l].kind == FeatureKind::City)
                    .collect();
                if naive.of[&(t, c[0])] == naive.of[&(t, c[1])] {
                    merged_splits += 1;
                }
            }
        }
    }
    assert!(
        merged_splits > 0,
        "some split tile was joined across its split side"
    );
}
