//! The ladder: a round robin of two-player matches between bot configurations, each pair
//! playing the same deals with the seats alternating, and Elo ratings fitted to the results
//! ([`elo`]), anchored at the `random` bot (the first bot when none is listed).
//!
//! Pair `k` is an [`arena`] match of its two bots over `games` games from the
//! ladder's setup seed: game `i` seats the first bot at seat `i mod 2`. Every decision is
//! checked by the engine, as in the arena, and every game's record is kept.

pub mod elo;

use std::sync::Arc;

use halflings_engine::{Catalog, Setup};
use serde::Serialize;
use web_time::Instant;

use crate::arena::{self, ArenaConfig, ArenaError, GameResult};
use crate::bot::Budget;
use crate::spec::BotSpec;
pub use elo::{PairGames, Rating};

/// The prior in words, for the ratings' readers ([`elo::PRIOR_DRAWS`]).
pub const PRIOR_NOTE: &str = "every pair credited one virtual draw";

/// Bootstrap resamplings for the intervals.
const RESAMPLES: usize = 1000;

/// What to play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LadderConfig {
    /// The bot configurations (at least two).
    pub bots: Vec<BotSpec>,
    /// Games each pair plays.
    pub games: u32,
    /// Threads (0: all cores); also the search bots' tree count.
    pub threads: usize,
    /// The budget of search bots that name none.
    pub budget: Budget,
    /// The games' setup: two players; its seed is every pair's first game's.
    pub setup: Setup,
}

impl LadderConfig {
    /// The pairs of bots (indices), each once, in order.
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let n = self.bots.len();
        (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect()
    }

    /// The bot ratings are anchored at: the first `random`, else the first.
    pub fn anchor(&self) -> usize {
        self.bots
            .iter()
            .position(|b| *b == BotSpec::Random)
            .unwrap_or(0)
    }

    /// The number of games of the whole ladder.
    pub fn total_games(&self) -> u64 {
        self.pairs().len() as u64 * u64::from(self.games)
    }
}

/// One bot's line of the ladder.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LadderEntry {
    /// The bot.
    pub bot: BotSpec,
    /// Its rating with the 95% interval.
    pub rating: Rating,
    /// Games played.
    pub games: u32,
    /// Points scored (a win 1, a draw ½) over its games.
    pub points: f64,
    /// Mean seconds per decision.
    pub seconds_per_move: f64,
}

/// The ladder's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ladder {
    /// What was played.
    pub config: LadderConfig,
    /// The bot whose rating is 0.
    pub anchor: usize,
    /// The results of every pair.
    pub pairs: Vec<PairGames>,
    /// Per bot, in the configuration's order.
    pub entries: Vec<LadderEntry>,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// Plays the ladder of `config` with the tiles of `catalog`, calling `on_game` with each
/// finished game and the index of its pair (progress, records), and fits the ratings.
///
/// # Errors
/// Fewer than two bots, a setup for other than two players or one the tiles cannot start,
/// or a bot's illegal move.
pub fn run(
    config: &LadderConfig,
    catalog: Arc<Catalog>,
    mut on_game: impl FnMut(usize, &GameResult),
) -> Result<Ladder, ArenaError> {
    if config.bots.len() < 2 {
        return Err(ArenaError::Config("a ladder needs two bots or more".into()));
    }
    if config.setup.players != 2 {
        return Err(ArenaError::Config(format!(
            "a ladder plays two-player games, not {}-player ones",
            config.setup.players
        )));
    }
    let start = Instant::now();
    let n = config.bots.len();
    let mut pairs = Vec::new();
    let mut moves = vec![0u64; n];
    let mut seconds = vec![0.0f64; n];
    for (k, (a, b)) in config.pairs().into_iter().enumerate() {
        let arena_config = ArenaConfig {
            bots: vec![config.bots[a], config.bots[b]],
            games: config.games,
            threads: config.threads,
            budget: config.budget,
            setup: config.setup.clone(),
        };
        // Games finish in any order when they run in parallel: kept by index.
        let mut outcomes = vec![1; config.games as usize];
        let summary = arena::run_with_catalog(&arena_config, Arc::clone(&catalog), |game| {
            if let Some(o) = outcomes.get_mut(game.index as usize) {
                *o = outcome_of_first(game);
            }
            on_game(k, game);
        })?;
        for (bot, s) in [a, b].into_iter().zip(&summary.bots) {
            moves[bot] += s.moves;
            seconds[bot] += s.seconds_per_move * s.moves as f64;
        }
        pairs.push(PairGames { a, b, outcomes });
    }
    let anchor = config.anchor();
    let ratings = elo::fit_with_intervals(n, &pairs, anchor, RESAMPLES, config.setup.seed);
    let entries = ratings
        .into_iter()
        .enumerate()
        .map(|(i, rating)| {
            let (games, points) = pairs.iter().fold((0u32, 0.0), |(g, p), pair| {
                let n = pair.outcomes.len() as u32;
                if pair.a == i {
                    (g + n, p + pair.points_a())
                } else if pair.b == i {
                    (g + n, p + f64::from(n) - pair.points_a())
                } else {
                    (g, p)
                }
            });
            LadderEntry {
                bot: config.bots[i],
                rating,
                games,
                points,
                seconds_per_move: if moves[i] > 0 {
                    seconds[i] / moves[i] as f64
                } else {
                    0.0
                },
            }
        })
        .collect();
    Ok(Ladder {
        config: config.clone(),
        anchor,
        pairs,
        entries,
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// The outcome of a two-bot arena game for the match's first bot (index 0), in half points.
fn outcome_of_first(game: &GameResult) -> u8 {
    let score = |bot: usize| {
        game.seats
            .iter()
            .filter(|s| s.bot == bot)
            .map(|s| s.score)
            .max()
            .unwrap_or(0)
    };
    match score(0).cmp(&score(1)) {
        std::cmp::Ordering::Greater => 2,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 0,
    }
}
