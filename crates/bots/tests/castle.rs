//! The bots and the castles of Bridges, Castles & Bazaars: when a small city completed with
//! one follower offers a castle, the bot whose follower stands there answers (build it or
//! let the city score), as greedy and random both do in whole games.

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::bridges_castles_bazaars::ID;
use halflings_engine::Move;

/// Whether `mv` answers a castle decision.
fn is_castle_answer(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e)
        if matches!(e.action_name(), "build-castle" | "decline-castle"))
}

#[test]
fn bots_answer_castle_decisions_in_games_with_bridges_castles_bazaars() {
    for (spec, moves) in games_of_each_bot(ID, 8) {
        let answers = moves.iter().filter(|m| is_castle_answer(m)).count();
        assert!(answers > 0, "{spec} never answered a castle decision");
    }
}
