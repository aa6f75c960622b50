//! The bots and the abbey of Abbey & Mayor: laying it instead of the tile into a hole is one
//! of the legal moves, and greedy values it through the scores it brings: the features its
//! walls close at once and the monk's monastery (`GameState::final_scores_preview`).

mod common;

use common::play_checked;
use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::abbey_and_mayor::{ABBEY, ID};
use halflings_engine::{Move, RulesVersion, Setup};

fn is_abbey(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == ABBEY)
}

#[test]
fn bots_lay_abbeys_in_games_with_abbey_and_mayor() {
    for (i, spec) in [BotSpec::Greedy, BotSpec::Random].into_iter().enumerate() {
        let mut laid = 0;
        for seed in 0..6u64 {
            let setup = Setup {
                rules: RulesVersion::ALL[seed as usize % 4],
                seed,
                expansions: vec![ID.into()],
                ..Setup::default()
            };
            let mut bots = vec![spec.build(seed, Some(1)), spec.build(seed + 100, Some(1))];
            let (game, _, moves) = play_checked(&setup, &mut bots, Budget::Iterations(1));
            assert!(game.is_over());
            laid += moves.iter().filter(|m| is_abbey(m)).count();
        }
        assert!(laid > 0, "bot {i} never laid an abbey");
    }
}
