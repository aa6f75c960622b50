//! The bots and the bridges of Bridges, Castles & Bazaars: with the placement of a tile a
//! bot may lay a bridge (alone or with a follower), as greedy and random both do in whole
//! games.

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::bridges_castles_bazaars::ID;
use halflings_engine::Move;

/// Whether `mv` lays a bridge.
fn is_bridge(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == "bridge")
}

#[test]
fn bots_lay_bridges_in_games_with_bridges_castles_bazaars() {
    for (spec, moves) in games_of_each_bot(ID, 8) {
        let bridges = moves.iter().filter(|m| is_bridge(m)).count();
        assert!(bridges > 0, "{spec} never laid a bridge");
    }
}
