//! The bots and the barn of Abbey & Mayor: it is one of the legal moves where four tiles meet
//! with field, and greedy values it through the scores it brings: the field's farmers at once
//! and its completed cities at the end (`GameState::final_scores_preview` counts the barn's).

mod common;

use common::play_checked;
use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::abbey_and_mayor::{BARN, ID};
use halflings_engine::{Move, RulesVersion, Setup};

fn is_barn(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == BARN)
}

#[test]
fn bots_place_barns_in_games_with_abbey_and_mayor() {
    for (i, spec) in [BotSpec::Greedy, BotSpec::Random].into_iter().enumerate() {
        let mut placed = 0;
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
            placed += moves.iter().filter(|m| is_barn(m)).count();
        }
        assert!(placed > 0, "bot {i} never placed a barn");
    }
}
