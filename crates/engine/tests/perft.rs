//! Perft for Carcassonne + Halflings, confirmed by the naive reference model of
//! `tests/common/mod.rs` (STYLE.md §6 items 5–6).
//!
//! * `tests/perft/*.json`: fixed positions (`{"scenario": <scenario object or a file name under
//!   tests/>, "tile": ID, "supply": N (default 7), "placements": N, "with_followers": M}`); both
//!   the naive enumerator and `perft::placements` must give the numbers in the file.
//! * The placement generator, `check_placement` and the follower choices agree with the naive
//!   model on every candidate of random positions.
//! * `perft`/`divide` over decision sequences of dealt games equal a naive recursion over
//!   `legal_moves`/`play` whose move lists are themselves checked against the naive model.

mod common;

use std::collections::{BTreeSet, HashSet};
use std::path::Path;
use std::sync::Arc;

use common::*;
use halflings_engine::{
    perft, Catalog, GameState, Move, Phase, Scenario, Setup, Shape, SpacePos, TileKind, Turn,
};
use rand::{Rng, SeedableRng};

struct Case {
    name: String,
    state: GameState,
    tile: TileKind,
    supply: u8,
    placements: u64,
    with_followers: u64,
}

fn tests_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn load_cases(cat: &Arc<Catalog>) -> Vec<Case> {
    let mut files: Vec<_> = std::fs::read_dir(tests_dir().join("perft"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut cases = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(name.ends_with(".json"), "{name} is not a .json perft case");
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let scenario_text = match &v["scenario"] {
            serde_json::Value::String(file) => {
                std::fs::read_to_string(tests_dir().join(file)).unwrap()
            }
            obj => obj.to_string(),
        };
        let scenario =
            Scenario::from_json(&scenario_text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (state, _) = scenario
            .prepare(cat.clone(), None, scenario.steps.len())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let id = v["tile"].as_str().unwrap();
        cases.push(Case {
            tile: cat.kind(id).unwrap_or_else(|| panic!("{name}: tile {id}")),
            supply: v.get("supply").map_or(7, |s| s.as_u64().unwrap() as u8),
            placements: v["placements"].as_u64().unwrap(),
            with_followers: v["with_followers"].as_u64().unwrap(),
            state,
            name,
        });
    }
    assert!(cases.len() >= 5, "the perft cases are missing");
    cases
}

/// The generator, `check_placement` and the naive enumerator agree for `kind` on `state`'s
/// board; gives the naive placements.
fn cross_check_placements(state: &GameState, kind: TileKind) -> BTreeSet<(SpacePos, Turn)> {
    let cat = state.catalog();
    let board = state.board();
    let tiles = board_tiles(state);
    let naive = naive_placements(cat, &tiles, kind);
    let mut engine = Vec::new();
    board.for_each_placement(kind, |at, turn| {
        engine.push((at, turn));
        true
    });
    let engine_set: BTreeSet<_> = engine.iter().copied().collect();
    let id = &cat.def(kind).id;
    assert_eq!(
        engine.len(),
        engine_set.len(),
        "{id}: a placement listed twice"
    );
    assert_eq!(
        engine_set.difference(&naive).collect::<Vec<_>>(),
        Vec::<&(SpacePos, Turn)>::new(),
        "{id}: generated but not legal by the rules"
    );
    assert_eq!(
        naive.difference(&engine_set).collect::<Vec<_>>(),
        Vec::<&(SpacePos, Turn)>::new(),
        "{id}: legal by the rules but not generated"
    );
    assert_eq!(board.count_placements(kind), naive.len());
    assert_eq!(board.can_place(kind), !naive.is_empty());
    for pos in candidate_spaces(&tiles) {
        for turn in all_turns() {
            let ok = board.check_placement(kind, pos, turn).is_ok();
            assert_eq!(
                ok,
                naive.contains(&(pos, turn)),
                "{id} at {pos} {turn}: check_placement says {:?}",
                board.check_placement(kind, pos, turn)
            );
        }
    }
    naive
}

/// Follower choices: `free_segments` and `perft::placements` agree with the naive flood fill.
fn cross_check_followers(
    state: &GameState,
    kind: TileKind,
    placements: &BTreeSet<(SpacePos, Turn)>,
    supply: u8,
) -> (u64, u64) {
    let cat = state.catalog();
    let tiles = board_tiles(state);
    let followers = board_followers(state);
    let mut with = placements.len() as u64;
    for &(pos, turn) in placements {
        let naive = naive_free_locals(cat, &tiles, &followers, kind, pos, turn);
        let mask = state.board().free_segments(kind, pos, turn);
        let engine: BTreeSet<usize> = (0..16).filter(|l| mask & (1 << l) != 0).collect();
        assert_eq!(
            engine,
            naive,
            "{} at {pos} {turn}: free segments",
            cat.def(kind).id
        );
        if supply > 0 {
            with += naive.len() as u64;
        }
    }
    let want = (placements.len() as u64, with);
    assert_eq!(
        perft::placements(state, kind, supply),
        want,
        "perft::placements"
    );
    assert_eq!(
        naive_perft_placements(cat, &tiles, &followers, kind, supply),
        want
    );
    want
}

#[test]
fn perft_files_give_their_counts() {
    let cat = Arc::new(Catalog::builtin());
    for case in load_cases(&cat) {
        let tiles = board_tiles(&case.state);
        let followers = board_followers(&case.state);
        let naive = naive_perft_placements(&cat, &tiles, &followers, case.tile, case.supply);
        assert_eq!(
            naive,
            (case.placements, case.with_followers),
            "{}: the naive enumerator disagrees with the file",
            case.name
        );
        assert_eq!(
            perft::placements(&case.state, case.tile, case.supply),
            (case.placements, case.with_followers),
            "{}: the engine disagrees with the file",
            case.name
        );
        // And every other tile kind on the same position.
        for kind in cat.kinds() {
            let placements = cross_check_placements(&case.state, kind);
            cross_check_followers(&case.state, kind, &placements, case.supply);
        }
        case.state.validity_check().unwrap();
    }
}

/// The small case `01-hand-checked-road-halfling.json`, counted by hand.
///
/// Board: start tile D on (0,0) (city N, road E, field S, road W) and U on (1,0) turned 90°
/// (field N and S, road W–E), with a highwayman on the road, which now runs through D and U.
/// The halfling H1-03 shows road on N, field on W and road on its long side D; lying at a
/// corner `c` its N goes to side `c` and its W to side `c + 3`:
/// NW = N road, W field; NE = E road, N field; SE = S road, E field; SW = W road, S field.
///
/// Spaces next to the board and what they must show:
/// * (0,-1) city on S: no turn of H1-03 shows city → 0 (NW and NE do not touch anything).
/// * (1,-1) field on S (U's N): SW (S field; its W faces the empty (0,-1)) → 1.
/// * (2,0)  road on W (U's E): SW (W road) → 1; NW shows field on W.
/// * (1,1)  field on N (U's S): NE (N field) → 1; NW shows road on N.
/// * (0,1)  field on N (D's S): NE → 1.
/// * (-1,0) road on E (D's W): NE (E road) → 1; SE shows field on E.
///
/// 5 placements. Each has 3 features (the road and two fields). The road is occupied where it
/// joins the D–U road: at (2,0) SW and (-1,0) NE, which leaves 2 free features there; the
/// fields touch only follower-free fields. So with followers: 5 + (3 + 2 + 3 + 3 + 2) = 18.
#[test]
fn hand_checked_case() {
    use halflings_engine::{Corner, Turn::Triangle};
    let cat = Arc::new(Catalog::builtin());
    let case = load_cases(&cat)
        .into_iter()
        .find(|c| c.name.starts_with("01-"))
        .unwrap();
    let placements = cross_check_placements(&case.state, case.tile);
    let want: BTreeSet<(SpacePos, Turn)> = [
        ((1, -1), Corner::SW),
        ((2, 0), Corner::SW),
        ((1, 1), Corner::NE),
        ((0, 1), Corner::NE),
        ((-1, 0), Corner::NE),
    ]
    .into_iter()
    .map(|((x, y), c)| (SpacePos::new(x, y), Triangle(c)))
    .collect();
    assert_eq!(placements, want);
    let free: Vec<usize> = want
        .iter()
        .map(|&(at, turn)| {
            case.state
                .board()
                .free_segments(case.tile, at, turn)
                .count_ones() as usize
        })
        .collect();
    // In the order of `want` (sorted by x, then y): (-1,0), (0,1), (1,-1), (1,1), (2,0).
    assert_eq!(free, [2, 3, 3, 3, 2]);
    assert_eq!(perft::placements(&case.state, case.tile, 7), (5, 18));
    assert_eq!((case.placements, case.with_followers), (5, 18));
}

/// Prints the naive counts of every perft file (to fill in a new file):
/// `cargo test -p halflings-engine --test perft -- --ignored --nocapture`.
#[test]
#[ignore = "prints the naive counts for new perft cases: run with --ignored --nocapture"]
fn print_naive_counts() {
    let cat = Arc::new(Catalog::builtin());
    for case in load_cases(&cat) {
        let tiles = board_tiles(&case.state);
        let followers = board_followers(&case.state);
        let (p, w) = naive_perft_placements(&cat, &tiles, &followers, case.tile, case.supply);
        let into_gaps = naive_placements(&cat, &tiles, case.tile)
            .iter()
            .filter(|(at, _)| tiles.iter().any(|t| t.pos == *at))
            .count();
        let mut per_space = std::collections::HashMap::new();
        for t in &tiles {
            *per_space.entry(t.pos).or_insert(0) += u32::from(matches!(t.turn, Turn::Triangle(_)));
        }
        let singles = per_space.values().filter(|&&n| n == 1).count();
        let pairs = per_space.values().filter(|&&n| n == 2).count();
        println!(
            "{}: {} tiles, {singles} single triangles, {pairs} pairs, {} followers; {} placements {p} ({into_gaps} into triangular gaps), with followers {w}",
            case.name,
            tiles.len(),
            followers.len(),
            cat.def(case.tile).id
        );
    }
}

/// Random positions of dealt games: at each sampled placing turn, every tile kind is checked
/// against the naive enumerator on every candidate, and the tile in hand's follower choices.
#[test]
fn generator_agrees_with_naive_model_on_random_positions() {
    let cat = Arc::new(Catalog::builtin());
    let mut checked_all = 0;
    let mut checked_followers = 0;
    for seed in 0..24u64 {
        let (_, mut state) = varied_game(&cat, seed * 13 + 5);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut turn = 0u32;
        while let Some(p) = state.to_move() {
            if let Phase::Place { tile, .. } = state.phase() {
                turn += 1;
                if turn % 4 == 1 {
                    let placements = cross_check_placements(&state, tile);
                    cross_check_followers(&state, tile, &placements, state.supply(p));
                    checked_followers += 1;
                }
                if turn % 25 == 12 {
                    for kind in cat.kinds() {
                        cross_check_placements(&state, kind);
                    }
                    checked_all += 1;
                }
            }
            let moves = state.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            state.play(p, &mv).unwrap();
        }
    }
    assert!(
        checked_all >= 50 && checked_followers >= 300,
        "{checked_all} {checked_followers}"
    );
}

/// The naive move list of a placing turn: every naive placement, without a follower and with
/// one on each free feature; as `(space, turn, local segment)`.
fn naive_place_moves(
    state: &GameState,
    tile: TileKind,
) -> BTreeSet<(SpacePos, Turn, Option<usize>)> {
    let cat = state.catalog();
    let tiles = board_tiles(state);
    let followers = board_followers(state);
    let supply = state.supply(state.to_move().unwrap());
    let mut out = BTreeSet::new();
    for (pos, turn) in naive_placements(cat, &tiles, tile) {
        out.insert((pos, turn, None));
        if supply > 0 {
            for l in naive_free_locals(cat, &tiles, &followers, tile, pos, turn) {
                out.insert((pos, turn, Some(l)));
            }
        }
    }
    out
}

/// Perft written naively: every move of `legal_moves` played with the checked `play`; on the
/// way each move list is compared with the naive model where it has one.
fn naive_perft(state: &GameState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some(player) = state.to_move() else {
        return 0;
    };
    let cat = state.catalog();
    let moves = state.legal_moves();
    let distinct: HashSet<&Move> = moves.iter().collect();
    assert_eq!(distinct.len(), moves.len(), "a move is listed twice");
    match state.phase() {
        Phase::Place { tile, .. } => {
            let listed: BTreeSet<_> = moves
                .iter()
                .map(|m| {
                    let Move::Place { at, turn, follower } = *m else {
                        panic!("{m:?} while placing")
                    };
                    let local = follower.map(|l| {
                        naive_location_local(cat, tile, turn, l)
                            .unwrap_or_else(|| panic!("{l} names nothing on the tile"))
                    });
                    (at, turn, local)
                })
                .collect();
            assert_eq!(listed.len(), moves.len(), "two names for one choice");
            assert_eq!(listed, naive_place_moves(state, tile));
        }
        Phase::Choose => {
            let tiles = board_tiles(state);
            let mut want = vec![Move::Draw];
            for k in state.hand(player) {
                if !naive_placements(cat, &tiles, k).is_empty() {
                    want.push(Move::Play { tile: k });
                }
            }
            let mut got = moves.clone();
            got.sort_by_key(|m| format!("{m:?}"));
            want.sort_by_key(|m| format!("{m:?}"));
            assert_eq!(got, want);
        }
        _ => {}
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = state.clone();
            next.play(player, mv)
                .unwrap_or_else(|e| panic!("{mv:?} listed but refused: {e}"));
            naive_perft(&next, depth - 1)
        })
        .sum()
}

fn check_perft(state: &GameState, want: &[u64]) {
    for (d, &n) in want.iter().enumerate() {
        let depth = d as u32 + 1;
        let engine = perft::perft(state, depth);
        assert_eq!(engine, naive_perft(state, depth), "perft {depth}");
        eprintln!("PERFT depth {depth} = {engine}");
        if n != 0 {
            assert_eq!(engine, n, "perft {depth}: pinned count");
        }
        let divided = perft::divide(state, depth);
        assert_eq!(
            divided.iter().map(|(_, n)| n).sum::<u64>(),
            engine,
            "divide {depth}"
        );
        assert_eq!(
            divided.iter().map(|(m, _)| *m).collect::<Vec<_>>(),
            state.legal_moves(),
            "divide {depth}: one entry per legal move"
        );
        for (mv, n) in divided {
            let mut next = state.clone();
            next.play(state.to_move().unwrap(), &mv).unwrap();
            assert_eq!(n, perft::perft(&next, depth - 1), "divide {depth}: {mv:?}");
        }
    }
}

/// A dealt game from a fixed seed, at the start: draw or play one of three halflings, then
/// place, then the next player's choice.
#[test]
fn perft_of_a_dealt_game() {
    let cat = Arc::new(Catalog::builtin());
    let state = GameState::new(
        cat,
        &Setup {
            seed: 2024,
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(state.phase(), Phase::Choose);
    check_perft(&state, &PERFT_START);
}

/// The same kind of game in the middle: 40 moves played, followers on the board.
#[test]
fn perft_of_a_dealt_game_in_the_middle() {
    let cat = Arc::new(Catalog::builtin());
    let mut state = GameState::new(
        cat.clone(),
        &Setup {
            seed: 77,
            players: 3,
            rules: halflings_engine::RulesVersion::C1_2015,
            ..Setup::default()
        },
    )
    .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(77);
    for _ in 0..40 {
        let moves = state.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        state.play(state.to_move().unwrap(), &mv).unwrap();
    }
    assert!(!state.board().followers().is_empty());
    assert!(state
        .board()
        .tiles()
        .iter()
        .any(|t| cat.def(t.kind).shape == Shape::Triangle));
    check_perft(&state, &PERFT_MIDDLE);
}

/// A draft: picks in reverse turn order, then the first turn.
#[test]
fn perft_of_a_draft() {
    let cat = Arc::new(Catalog::builtin());
    let state = GameState::new(
        cat,
        &Setup {
            seed: 5,
            players: 2,
            halflings: Some(1),
            deal: halflings_engine::Deal::Draft,
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(state.phase(), Phase::Draft);
    check_perft(&state, &PERFT_DRAFT);
}

const PERFT_START: [u64; 3] = [4, 48, 184];
const PERFT_MIDDLE: [u64; 3] = [48, 2092, 91932];
const PERFT_DRAFT: [u64; 4] = [20, 380, 760, 8816];
