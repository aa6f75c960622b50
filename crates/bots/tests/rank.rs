//! The search's two-stage ranking ([`rank_moves`]) on the long move lists of the expansions:
//! it values a fraction of the moves, each exactly as the full ranking does, and keeps the
//! full ranking's best move.

mod common;

use halflings_bots::search::{rank_moves, RankBuffers};
use halflings_bots::GreedyConfig;
use halflings_engine::playout::{random_move, Scratch};
use halflings_engine::{GameState, Move, Phase, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The eight expansions the players choose.
const ALL: [&str; 8] = [
    "hills-and-sheep",
    "tower",
    "flier",
    "princess-and-dragon",
    "inns-and-cathedrals",
    "river",
    "traders-and-builders",
    "abbot",
];

/// The first `n` positions of seeded random games with all eight expansions where a tile is
/// to be placed with at least `min` legal moves, some of them aimed (a tower floor, a
/// follower through the magic portal...).
fn long_lists(n: usize, min: usize) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut scratch = Scratch::default();
    let mut events = Vec::new();
    for seed in 0.. {
        let setup = Setup {
            seed,
            expansions: ALL.iter().map(|&id| id.into()).collect(),
            ..Setup::default()
        };
        let mut game = GameState::new(common::catalog(), &setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while game.to_move().is_some() {
            if let Phase::Place { .. } = game.phase() {
                let moves = game.legal_moves();
                let aimed = moves
                    .iter()
                    .filter(|m| matches!(m, Move::Expansion(e) if e.place.is_some() && e.aim().is_some()))
                    .count();
                if moves.len() >= min && aimed * 2 > moves.len() {
                    out.push(game.clone());
                    if out.len() == n {
                        return out;
                    }
                    // One position per game.
                    break;
                }
            }
            let mv = random_move(&game, &mut rng, &mut scratch).unwrap();
            game.play_unchecked(&mv, &mut events);
            events.clear();
        }
    }
    unreachable!()
}

#[test]
fn two_stages_keep_the_best_move_and_value_few() {
    let cfg = GreedyConfig::default();
    let mut buf = RankBuffers::default();
    let (mut full, mut cheap) = (Vec::new(), Vec::new());
    let (mut listed, mut valued) = (0, 0);
    for game in long_lists(10, 1000) {
        let seat = game.to_move().unwrap();
        let moves = game.legal_moves();
        let all = rank_moves(&game, &moves, seat, &cfg, usize::MAX, &mut buf, &mut full);
        assert_eq!(all, moves.len());
        assert_eq!(full.len(), moves.len());
        let evaluations = rank_moves(&game, &moves, seat, &cfg, 8, &mut buf, &mut cheap);
        // A fraction of the list is valued (at most half: a magic portal tile with two
        // placements offers as many aims as free features)...
        assert_eq!(cheap.len(), evaluations);
        assert!(
            evaluations * 2 < moves.len(),
            "{evaluations} of {} moves valued",
            moves.len()
        );
        listed += moves.len();
        valued += evaluations;
        // ...each exactly as by the full ranking, and the best move is among them.
        for &(v, i) in &cheap {
            assert_eq!(Some(v), full.iter().find(|f| f.1 == i).map(|f| f.0));
        }
        assert_eq!(cheap[0], full[0], "{} moves", moves.len());
        // Deterministic.
        let mut again = Vec::new();
        rank_moves(&game, &moves, seat, &cfg, 8, &mut buf, &mut again);
        assert_eq!(again, cheap);
    }
    // About one move in nine over the ten lists (29,598 moves).
    assert!(valued * 5 < listed, "{valued} of {listed} moves valued");
}
