//! The bots and the abbey of Abbey & Mayor: laying it instead of the tile into a hole is one
//! of the legal moves, and greedy values it through the scores it brings: the features its
//! walls close at once and the monk's monastery (`GameState::final_scores_preview`).

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::abbey_and_mayor::{ABBEY, ID};
use halflings_engine::Move;

fn is_abbey(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == ABBEY)
}

#[test]
fn bots_lay_abbeys_in_games_with_abbey_and_mayor() {
    for (spec, moves) in games_of_each_bot(ID, 6) {
        assert!(moves.iter().any(is_abbey), "{spec} never laid an abbey");
    }
}
