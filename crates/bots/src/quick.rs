//! A module's quick answer to its own pending decision, for [`GreedyBot`](crate::GreedyBot),
//! where playing out every legal answer costs too much (an auction's bids: one answer per
//! amount): the module answers by its own rule of thumb, given the bot's worth of a tile
//! (half its [`draft_value`], what it may bring when laid, roughly).

use halflings_engine::{GameState, Move, Phase, TileKind};

use crate::greedy::draft_value;

/// What tile `tile` is worth in points to whoever gets it: half its [`draft_value`].
pub fn tile_worth(state: &GameState, tile: TileKind) -> f64 {
    draft_value(state, tile) / 2.0
}

/// The pending decision's module's quick answer in `state`, if it gives one and it is among
/// the legal `moves`.
pub fn quick_answer(state: &GameState, moves: &[Move]) -> Option<Move> {
    let Phase::Expansion { decision, .. } = state.phase() else {
        return None;
    };
    let module = state.expansions().get(decision.module)?;
    let mv = Move::Expansion(module.quick_answer(state, &|t| tile_worth(state, t))?);
    moves.contains(&mv).then_some(mv)
}
