//! Random games with every expansion players choose, each alone and all together, in every
//! rules version (the registry decides which: a new expansion is covered once registered).
//!
//! Moves are drawn uniformly from `legal_moves()` (with a bias towards expansion moves, so that
//! their rules are exercised) by a seeded RNG, so a failure names its seed and replays.
//! Checked after every move: every legal move is accepted by `check`; the chosen one by `play`;
//! no panic; `validity_check()` (every follower accounted for: on the board + in supply + held
//! by a module = 7 per player; features equal a recount; each module's own invariants). At the
//! end: the game ends, and a game record of the moves, through JSON and back, replays to the
//! identical scores and view.

use std::sync::Arc;

mod support;

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{Catalog, ExpansionChoice, RulesVersion, Setup};
use support::{assert_replays, play_checked};

/// Games per expansion set and rules version.
const GAMES: u64 = 40;

/// The sets of expansions played: each selectable one alone, then all together.
fn expansion_sets() -> Vec<Vec<&'static str>> {
    let all: Vec<&'static str> = selectable_ids().collect();
    let mut sets: Vec<Vec<&'static str>> = all.iter().map(|&e| vec![e]).collect();
    if all.len() > 1 {
        sets.push(all);
    }
    sets
}

fn setup(expansions: &[&str], rules: RulesVersion, seed: u64) -> Setup {
    Setup {
        players: 2 + (seed % 3) as u8,
        rules,
        seed,
        symbol_tiles: seed.is_multiple_of(2),
        expansions: expansions
            .iter()
            .map(|&e| ExpansionChoice::new(e))
            .collect(),
        ..Setup::default()
    }
}

#[test]
fn random_games_with_each_expansion_and_all_together_in_every_version() {
    let cat = Arc::new(Catalog::builtin());
    let sets = expansion_sets();
    assert!(!sets.is_empty(), "no expansion to choose");
    for expansions in &sets {
        for rules in RulesVersion::ALL {
            for seed in 0..GAMES {
                let played = play_checked(&cat, &setup(expansions, rules, seed), seed, 0.4);
                assert!(played.game.is_over());
                assert_replays(&cat, &played);
            }
        }
    }
}
