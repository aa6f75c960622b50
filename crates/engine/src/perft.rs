//! Perft for Carcassonne: counting legal move sequences, with chance fixed by the game's
//! seeded pile.
//!
//! Counting rule: each space × rotation (square) or orientation (triangle) counts once,
//! symmetric rotations are **not** merged, and each placement counts once without a follower
//! plus once per feature of the placed tile (tile-local segment) a follower may legally take.

use crate::state::GameState;
use crate::tiles::TileKind;

/// Legal placements of `tile` on `state`'s board, and the placement-and-follower choices for a
/// player with `supply` followers left.
///
/// # Examples
/// ```
/// use std::sync::Arc;
/// use halflings_engine::{perft, Catalog, GameState, Setup};
/// let cat = Arc::new(Catalog::builtin());
/// let game = GameState::new(cat.clone(), &Setup::default()).unwrap();
/// // A city cap (E) next to the start tile alone: 4 places it can touch the start tile.
/// let (placements, with_followers) = perft::placements(&game, cat.kind("E").unwrap(), 7);
/// assert!(placements > 0 && with_followers > placements);
/// ```
pub fn placements(state: &GameState, tile: TileKind, supply: u8) -> (u64, u64) {
    let board = state.board();
    let mut placements = 0u64;
    let mut with_followers = 0u64;
    board.for_each_placement(tile, |at, turn| {
        placements += 1;
        with_followers += 1;
        if supply > 0 {
            with_followers += board.free_segments(tile, at, turn).count_ones() as u64;
        }
        true
    });
    (placements, with_followers)
}

/// Number of legal move sequences of length `depth` from `state` (chance follows the pile).
pub fn perft(state: &GameState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = state.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut events = Vec::new();
    moves
        .iter()
        .map(|mv| {
            let mut next = state.clone();
            events.clear();
            next.play_unchecked(mv, &mut events);
            perft(&next, depth - 1)
        })
        .sum()
}

/// [`perft`] split by first move: `(move, count)` for each legal move.
pub fn divide(state: &GameState, depth: u32) -> Vec<(crate::state::Move, u64)> {
    let mut events = Vec::new();
    state
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = state.clone();
            events.clear();
            next.play_unchecked(&mv, &mut events);
            (mv, perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}
