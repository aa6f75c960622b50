//! Bots only ever return legal moves: seeded games over every rules version, 2 to 4 players,
//! random and draft deals, with and without the symbol tiles; each move is checked with
//! `GameState::check` before it is played.

mod common;

use common::{play_checked, Seen};
use halflings_bots::{Bot, BotSpec, Budget};
use halflings_engine::{Deal, RulesVersion, Setup};

fn setup(rules: RulesVersion, players: u8, seed: u64) -> Setup {
    Setup {
        players,
        rules,
        seed,
        deal: if seed.is_multiple_of(2) {
            Deal::Random
        } else {
            Deal::Draft
        },
        symbol_tiles: seed % 3 != 2,
        // Under C1 the symbols act only when asked for: ask in most games.
        symbols_active: (seed % 4 != 3).then_some(true),
        // Hills & Sheep in a third of the games: shepherds, flocks.
        expansions: if seed.is_multiple_of(3) {
            vec![halflings_engine::expansion::hills_and_sheep::ID.into()]
        } else {
            Vec::new()
        },
        ..Setup::default()
    }
}

#[test]
fn random_bots_play_legal_moves() {
    let mut games = 0;
    for rules in RulesVersion::ALL {
        for players in 2..=4u8 {
            for seed in 0..20 {
                let mut bots: Vec<Box<dyn Bot>> = (0..players)
                    .map(|p| BotSpec::Random.build(seed * 10 + u64::from(p), Some(1)))
                    .collect();
                let (game, _, _) = play_checked(
                    &setup(rules, players, seed),
                    &mut bots,
                    Budget::Iterations(1),
                );
                assert!(game.is_over());
                games += 1;
            }
        }
    }
    assert_eq!(games, 240);
}

#[test]
fn greedy_and_search_bots_play_legal_moves() {
    let specs = [
        BotSpec::Greedy,
        BotSpec::Search { budget: None },
        BotSpec::Random,
        BotSpec::Search {
            budget: Some(Budget::Iterations(2)),
        },
    ];
    // Decisions asked of the greedy and search bots.
    let mut seen = Seen::default();
    let mut games = 0;
    for rules in RulesVersion::ALL {
        for players in 2..=4u8 {
            for seed in 100..106u64 {
                let mut bots: Vec<Box<dyn Bot>> = (0..players)
                    .map(|p| {
                        let spec = specs[(p as usize + seed as usize) % specs.len()];
                        // One or two trees, to cover the parallel merge too.
                        spec.build(seed * 10 + u64::from(p), Some(1 + (seed as usize % 2)))
                    })
                    .collect();
                let (game, per_seat, _) = play_checked(
                    &setup(rules, players, seed),
                    &mut bots,
                    Budget::Iterations(6),
                );
                assert!(game.is_over());
                for (p, s) in per_seat.iter().enumerate() {
                    if bots[p].name() != "random" {
                        seen.add(*s);
                    }
                }
                games += 1;
            }
        }
    }
    assert_eq!(games, 72);
    // Every kind of decision was asked of the non-random bots.
    assert!(seen.draft > 0, "{seen:?}");
    assert!(seen.choose > 0, "{seen:?}");
    assert!(seen.place > 0, "{seen:?}");
    assert!(seen.crop_circle > 0, "{seen:?}");
    assert!(seen.crop_action > 0, "{seen:?}");
    assert!(seen.expansion > 0, "{seen:?}");
}

#[test]
fn timed_search_plays_legal_moves() {
    let mut bots: Vec<Box<dyn Bot>> = vec![
        BotSpec::Search { budget: None }.build(1, Some(2)),
        BotSpec::Greedy.build(2, None),
    ];
    let (game, _, _) = play_checked(
        &setup(RulesVersion::C2_2021, 2, 4),
        &mut bots,
        Budget::Millis(2),
    );
    assert!(game.is_over());
}
