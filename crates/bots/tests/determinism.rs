//! Same seed, same games: the arena run twice gives identical records and summaries (but
//! for the timings), and every record replays to its game.

mod common;

use halflings_bots::arena::{self, ArenaConfig, ArenaSummary, GameResult};
use halflings_bots::{BotSpec, Budget};
use halflings_engine::{Deal, RulesVersion, Setup};

fn config(threads: usize) -> ArenaConfig {
    ArenaConfig {
        bots: vec![
            BotSpec::Search {
                budget: Some(Budget::Iterations(24)),
            },
            BotSpec::Greedy,
            BotSpec::Random,
        ],
        games: 6,
        threads,
        budget: Budget::Iterations(10),
        setup: Setup {
            players: 3,
            rules: RulesVersion::C1_2015,
            seed: 11,
            deal: Deal::Draft,
            symbol_tiles: true,
            symbols_active: Some(true),
            ..Setup::default()
        },
    }
}

/// The run's games by index, and its summary, with the timings zeroed.
fn run(config: &ArenaConfig) -> (Vec<GameResult>, ArenaSummary) {
    let mut games = Vec::new();
    let mut summary = arena::run_with(config, |g| games.push(g.clone())).unwrap();
    games.sort_by_key(|g| g.index);
    for g in &mut games {
        for s in &mut g.seats {
            s.seconds = 0.0;
        }
    }
    summary.seconds = 0.0;
    for b in &mut summary.bots {
        b.seconds_per_move = 0.0;
    }
    (games, summary)
}

#[test]
fn same_seed_same_games() {
    for threads in [1, 2] {
        let config = config(threads);
        let (games, summary) = run(&config);
        assert_eq!(games.len(), 6);
        assert_eq!(
            run(&config),
            (games.clone(), summary.clone()),
            "{threads} threads"
        );
        // Seats rotate: game i seats bot (j + i) mod 3 at seat j.
        for g in &games {
            for (j, s) in g.seats.iter().enumerate() {
                assert_eq!(s.bot, (j + g.index as usize) % 3);
            }
        }
        // Every bot played every game once.
        assert!(summary.bots.iter().all(|b| b.games == 6));
        // The records replay to the same scores.
        for g in &games {
            let out = g.record.replay(common::catalog(), None).unwrap();
            let scores: Vec<u32> = g.seats.iter().map(|s| s.score).collect();
            assert_eq!(out.scores, scores);
            assert!(out.state.is_over());
        }
        // JSON-serializable.
        let json = serde_json::to_string(&summary).unwrap();
        assert!(json.contains("\"search:24\""));
    }
}

#[test]
fn bad_configs_are_refused() {
    let mut c = config(1);
    c.bots.clear();
    assert!(arena::run(&c).is_err());
    let mut c = config(1);
    c.setup.players = 9;
    assert!(arena::run(&c).is_err());
}
