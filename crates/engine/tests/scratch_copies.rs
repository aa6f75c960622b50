//! A copy of a game made into another game's memory (`clone_from`, what bots do with their
//! scratch games, and `determinize_into`) is the same game as a fresh copy: the same moves, the
//! same events when both play on, the same view.

mod support;

use std::sync::Arc;

use halflings_engine::expansion::REGISTRY;
use halflings_engine::{GameState, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::{catalog, pick};

/// Every expansion players choose, `players` players, seed `seed`.
fn every_expansion(players: u8, seed: u64) -> Setup {
    Setup {
        players,
        expansions: REGISTRY
            .iter()
            .filter(|e| e.selectable)
            .map(|e| e.id.into())
            .collect(),
        symbol_tiles: true,
        seed,
        ..Setup::default()
    }
}

/// Plays `a` and `b` on with the same random moves for a few steps: the same events and
/// views all along.
fn same_game(a: &mut GameState, b: &mut GameState, rng: &mut ChaCha8Rng) {
    for _ in 0..6 {
        assert_eq!(a.legal_moves(), b.legal_moves());
        assert_eq!(
            serde_json::to_value(a.view_for(None)).unwrap(),
            serde_json::to_value(b.view_for(None)).unwrap()
        );
        let Some(player) = a.to_move() else {
            return;
        };
        let mv = pick(&a.legal_moves(), rng, 0.5);
        assert_eq!(a.play(player, &mv).unwrap(), b.play(player, &mv).unwrap());
    }
}

#[test]
fn a_copy_into_a_scratch_game_is_the_game() {
    let cat = catalog();
    // The scratch starts as another game: other players, other modules (none).
    let mut scratch = GameState::new(Arc::clone(&cat), &Setup::default()).unwrap();
    let mut det_scratch = scratch.clone();
    for seed in 0..4 {
        let mut game =
            GameState::new(Arc::clone(&cat), &every_expansion(2 + seed as u8, seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0;
        while let Some(player) = game.to_move() {
            if step % 7 == 0 {
                scratch.clone_from(&game);
                let mut fresh = game.clone();
                same_game(&mut scratch, &mut fresh, &mut rng.clone());
                // A determinization into a scratch draws what a fresh one draws.
                let seat = player;
                game.determinize_into(seat, &mut rng.clone(), &mut det_scratch);
                let mut det = game.determinize(seat, &mut rng.clone());
                same_game(&mut det_scratch, &mut det, &mut rng.clone());
            }
            let mv = pick(&game.legal_moves(), &mut rng, 0.5);
            game.play(player, &mv).unwrap();
            step += 1;
        }
    }
}
