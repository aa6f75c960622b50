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

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{
    Catalog, ExpansionChoice, GameRecord, GameState, Move, MoveWire, RulesVersion, Setup,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

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

/// Plays game `seed` to the end; gives its record and final state.
fn play_game(cat: &Arc<Catalog>, setup: &Setup, seed: u64) -> (GameRecord, GameState) {
    let ctx = format!("{:?} {} seed {seed}", setup.expansions, setup.rules);
    let mut game = GameState::new(Arc::clone(cat), setup).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xe4a7);
    let mut record = GameRecord::new(setup.clone());
    let mut steps = 0u32;
    while let Some(player) = game.to_move() {
        steps += 1;
        assert!(steps < 5000, "{ctx}: the game does not end");
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{ctx}: no legal move for {player}");
        for mv in &moves {
            if let Err(e) = game.check(player, mv) {
                panic!("{ctx}: listed move {mv:?} refused: {e}");
            }
        }
        let expansion: Vec<&Move> = moves
            .iter()
            .filter(|m| matches!(m, Move::Expansion(_)))
            .collect();
        let mv = if !expansion.is_empty() && rng.random_bool(0.4) {
            *expansion[rng.random_range(0..expansion.len())]
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        record.moves.push(MoveWire::from_move(&mv, cat));
        game.play(player, &mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        game.validity_check()
            .unwrap_or_else(|e| panic!("{ctx} after {mv:?}: {e}"));
    }
    (record, game)
}

#[test]
fn random_games_with_each_expansion_and_all_together_in_every_version() {
    let cat = Arc::new(Catalog::builtin());
    let sets = expansion_sets();
    assert!(!sets.is_empty(), "no expansion to choose");
    for expansions in &sets {
        for rules in RulesVersion::ALL {
            for seed in 0..GAMES {
                let setup = setup(expansions, rules, seed);
                let (record, game) = play_game(&cat, &setup, seed);
                let text = serde_json::to_string(&record).unwrap();
                let back = GameRecord::from_json(&text).unwrap();
                let replayed = back
                    .replay(Arc::clone(&cat), None)
                    .unwrap_or_else(|e| panic!("{expansions:?} {rules} seed {seed}: {e}"));
                assert_eq!(
                    replayed.scores,
                    game.scores(),
                    "{expansions:?} {rules} {seed}"
                );
                assert_eq!(
                    serde_json::to_value(replayed.state.view_for(None)).unwrap(),
                    serde_json::to_value(game.view_for(None)).unwrap(),
                    "{expansions:?} {rules} seed {seed}: the replay differs"
                );
            }
        }
    }
}
