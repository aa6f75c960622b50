//! A fast uniformly random default policy, for benchmarks, self-play and search playouts.
//!
//! The choice is made level by level, uniformly at each: draw or one of the playable
//! halflings; then one of the legal placements (space × rotation or orientation, by rejection sampling); then no
//! follower, one of the free features of the placed tile or one of the expansions' figures
//! (figures of their own); other decisions uniformly among the legal moves. It allocates
//! nothing on the placement path once `scratch` has grown. In a game where an expansion limits
//! placements (forbids a tile, a follower or a bare placement somewhere), placements too are
//! drawn from the legal moves.

use rand::Rng;

use crate::state::{GameState, Move, Phase};

/// Reusable buffers for [`random_move`].
#[derive(Default, Debug, Clone)]
pub struct Scratch {
    moves: Vec<Move>,
}

/// A random legal move for the player to move, or `None` when the game is over.
pub fn random_move(state: &GameState, rng: &mut impl Rng, scratch: &mut Scratch) -> Option<Move> {
    let player = state.to_move()?;
    match state.phase() {
        Phase::Place { tile, .. } if !state.placements_limited() => {
            let (at, turn) = state.board().random_placement(tile, rng)?;
            let free = if state.supply(player) > 0 {
                state.board().free_segments(tile, at, turn)
            } else {
                0
            };
            // Expansions' figures placed with the tile count as more choices.
            scratch.moves.clear();
            state.expansion_placement_moves(player, tile, at, turn, &mut scratch.moves);
            let pick = rng.random_range(0..=free.count_ones() + scratch.moves.len() as u32);
            if pick > free.count_ones() {
                return Some(scratch.moves[(pick - free.count_ones() - 1) as usize]);
            }
            let follower = (pick > 0).then(|| {
                let mut m = free;
                for _ in 1..pick {
                    m &= m - 1;
                }
                state.segment_location(tile, turn, m.trailing_zeros() as u8)
            });
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
    events: &mut Vec<crate::state::Event>,
) -> u32 {
    let mut n = 0;
    while let Some(mv) = random_move(state, rng, scratch) {
        events.clear();
        state.play_unchecked(&mv, events);
        n += 1;
    }
    n
}
