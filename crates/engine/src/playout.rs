//! A fast uniformly random default policy, for benchmarks, self-play and search playouts.
//!
//! The choice is made level by level, uniformly at each: draw or one of the playable
//! halflings; then placing the tile or one of the expansions' free actions; then one of the
//! legal placements (space × rotation or orientation, by rejection sampling); then no
//! follower, one of the free features of the placed tile or one of the expansions' figures
//! (figures of their own); other decisions uniformly among the legal moves. It allocates
//! nothing on the placement path once `scratch` has grown. The expansions' limits are kept: a
//! follower an expansion forbids is not offered, and a placement it forbids, or one that obliges
//! an expansion's action, sends the draw to the legal moves.

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
        Phase::Place { tile, .. } => {
            // The expansions' free actions (a tile of their own laid instead…) are choices
            // beside placing the tile: one of them, or the tile (no draw when there are none).
            scratch.moves.clear();
            state.free_moves(player, &mut scratch.moves);
            if !scratch.moves.is_empty() {
                let pick = rng.random_range(0..=scratch.moves.len());
                if pick > 0 {
                    return Some(scratch.moves[pick - 1]);
                }
            }
            let (at, turn) = state.board().random_placement(tile, rng)?;
            let vetoes = state.has_placement_vetoes();
            if vetoes
                && (state.tile_forbidden_by(tile, at, turn).is_some()
                    || state.obliged_by(tile, at, turn).is_some())
            {
                return uniform(state, rng, scratch);
            }
            let free = if state.supply(player) > 0 {
                state.follower_segments(tile, at, turn)
            } else {
                0
            };
            // Expansions' figures placed with the tile count as more choices; pick 0 places
            // the tile bare (no expansion obliges an action here).
            scratch.moves.clear();
            state.expansion_placement_moves(player, tile, at, turn, &mut scratch.moves);
            let followers = free.count_ones();
            let pick = rng.random_range(0..=followers + scratch.moves.len() as u32);
            if pick > followers {
                return Some(scratch.moves[(pick - followers - 1) as usize]);
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
        _ => uniform(state, rng, scratch),
    }
}

/// A move drawn uniformly from every legal move.
fn uniform(state: &GameState, rng: &mut impl Rng, scratch: &mut Scratch) -> Option<Move> {
    scratch.moves.clear();
    state.legal_moves_into(&mut scratch.moves);
    let n = scratch.moves.len();
    (n > 0).then(|| scratch.moves[rng.random_range(0..n)])
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
