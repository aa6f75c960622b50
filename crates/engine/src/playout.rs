//! A fast uniformly random default policy, for benchmarks, self-play and search playouts.
//!
//! The choice is made level by level, uniformly at each: draw or one of the playable
//! halflings; then one of the legal placements (space × rotation or orientation, by rejection sampling); then no
//! follower or one of the free features of the placed tile; other decisions uniformly among
//! the legal moves. It allocates nothing on the placement path once `scratch` has grown.

use rand::Rng;

use crate::game::{GameState, Move, Phase};

/// Reusable buffers for [`random_move`].
#[derive(Default, Debug, Clone)]
pub struct Scratch {
    moves: Vec<Move>,
}

/// A random legal move for the player to move, or `None` when the game is over.
pub fn random_move(state: &GameState, rng: &mut impl Rng, scratch: &mut Scratch) -> Option<Move> {
    let player = state.to_move()?;
    match state.phase() {
        Phase::Place { tile, .. } => {
            let (at, turn) = state.board().random_placement(tile, rng)?;
            let follower = if state.supply(player) > 0 {
                let free = state.board().free_segments(tile, at, turn);
                let pick = rng.random_range(0..=free.count_ones());
                (pick > 0).then(|| {
                    let mut m = free;
                    for _ in 1..pick {
                        m &= m - 1;
                    }
                    state.segment_location(tile, turn, m.trailing_zeros() as u8)
                })
            } else {
                None
            };
            Some(Move::Place { at, turn, follower })
        }
        _ => {
            scratch.moves.clear();
            state.legal_moves_into(&mut scratch.moves);
            let n = scratch.moves.len();
            (n > 0).then(|| scratch.moves[rng.random_range(0..n)])
        }
    }
}

/// Plays random moves until the game ends; gives the number of moves played.
pub fn play_out(
    state: &mut GameState,
    rng: &mut impl Rng,
    scratch: &mut Scratch,
    events: &mut Vec<crate::game::Event>,
) -> u32 {
    let mut n = 0;
    while let Some(mv) = random_move(state, rng, scratch) {
        events.clear();
        state.play_unchecked(&mv, events);
        n += 1;
    }
    n
}
