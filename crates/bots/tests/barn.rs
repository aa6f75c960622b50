//! The bots and the barn of Abbey & Mayor: it is one of the legal moves where four tiles meet
//! with field, and greedy values it through the scores it brings: the field's farmers at once
//! and its completed cities at the end (`GameState::final_scores_preview` counts the barn's).

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::abbey_and_mayor::{BARN, ID};
use halflings_engine::Move;

fn is_barn(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == BARN)
}

#[test]
fn bots_place_barns_in_games_with_abbey_and_mayor() {
    for (spec, moves) in games_of_each_bot(ID, 6) {
        assert!(moves.iter().any(is_barn), "{spec} never placed a barn");
    }
}
