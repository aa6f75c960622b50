//! The bots and Little Buildings: a building is one of the legal moves with every tile while a
//! token is left; random puts them, and greedy values one by the bonus it brings
//! (`GameState::final_scores_preview` counts the buildings on every feature still held, and a
//! token in reserve is worth a little while the pile lasts).

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::little_buildings::ID;
use halflings_engine::Move;

fn is_building(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.module.id() == ID)
}

#[test]
fn bots_put_little_buildings_in_games_with_the_module() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        let built = moves.iter().filter(|m| is_building(m)).count();
        assert!(built > 2, "{spec} put {built} buildings");
    }
}
