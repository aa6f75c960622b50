//! The arena: many games between bots, with seats rotated, and a summary per bot.
//!
//! Game `i` (from 0) starts from the setup seed `seed + i` and seats bot `(j + i) mod B` at
//! seat `j` (`B` bots in the list; with `B` = players every bot plays every seat in turn).
//! Each seat's bot is built afresh for the game with a seed derived from `seed`, `i` and `j`.
//! Every decision goes through [`crate::decide`] (the bot sees only its redacted view) and is
//! checked by the engine before it is played.
//!
//! Games run in parallel on a pool of `threads` threads, unless a bot decides against the
//! clock ([`Budget::Millis`]): then games run one after another and the search uses the pool.
//! Search bots search `threads` trees. With iteration budgets the records and everything in
//! the summary but the timings depend only on the configuration.

use std::fmt;
use std::sync::mpsc;
use std::sync::Arc;
use web_time::Instant;

use halflings_engine::{
    Catalog, Event, FeatureKind, GameRecord, GameState, IllegalMove, Move, MoveWire, PerSeat, Seat,
    Setup, SetupError,
};
use rayon::prelude::*;
use serde::Serialize;

use crate::bot::{decide, mix_seed, Budget};
use crate::spec::BotSpec;
use crate::stats::MeanCi;

/// What to play.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaConfig {
    /// The bots, rotated over the seats.
    pub bots: Vec<BotSpec>,
    /// Number of games.
    pub games: u32,
    /// Threads (0: all cores); also the search bots' tree count.
    pub threads: usize,
    /// The budget of bots that do not name their own.
    pub budget: Budget,
    /// The games' setup (players, rules, halflings options, expansions); its seed is game 0's,
    /// game `i` uses `seed + i`.
    pub setup: Setup,
}

impl Default for ArenaConfig {
    fn default() -> ArenaConfig {
        ArenaConfig {
            bots: vec![BotSpec::Greedy, BotSpec::Random],
            games: 100,
            threads: 0,
            budget: Budget::default(),
            setup: Setup::default(),
        }
    }
}

impl ArenaConfig {
    /// The setup of game `i`.
    pub fn setup(&self, i: u32) -> Setup {
        Setup {
            seed: self.setup.seed.wrapping_add(u64::from(i)),
            ..self.setup.clone()
        }
    }

    /// The bot (index into `bots`) at `seat` in game `i`.
    pub fn bot_at(&self, i: u32, seat: Seat) -> usize {
        (seat.index() + i as usize) % self.bots.len()
    }

    /// The seed of the bot at `seat` in game `i`.
    pub fn bot_seed(&self, i: u32, seat: Seat) -> u64 {
        mix_seed(
            self.setup.seed ^ 0xb075_b075_b075_b075,
            u64::from(i) * 8 + u64::from(seat.number()),
        )
    }

    fn thread_count(&self) -> usize {
        if self.threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            self.threads
        }
    }
}

/// Points of one seat in one game (or means over games) per feature kind.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize)]
pub struct FeaturePoints {
    /// Roads.
    pub road: f64,
    /// Cities.
    pub city: f64,
    /// Monasteries (expansions' bonuses included).
    pub monastery: f64,
    /// Fields.
    pub field: f64,
}

impl FeaturePoints {
    fn add(&mut self, kind: FeatureKind, points: f64) {
        match kind {
            FeatureKind::Road => self.road += points,
            FeatureKind::City => self.city += points,
            FeatureKind::Monastery => self.monastery += points,
            FeatureKind::Field => self.field += points,
        }
    }

    fn scaled(self, by: f64) -> FeaturePoints {
        FeaturePoints {
            road: self.road * by,
            city: self.city * by,
            monastery: self.monastery * by,
            field: self.field * by,
        }
    }

    fn plus(self, o: FeaturePoints) -> FeaturePoints {
        FeaturePoints {
            road: self.road + o.road,
            city: self.city + o.city,
            monastery: self.monastery + o.monastery,
            field: self.field + o.field,
        }
    }
}

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatResult {
    /// The bot (index into the config's `bots`).
    pub bot: usize,
    /// Final score.
    pub score: u32,
    /// Whether the seat has the top score (shared or not).
    pub won: bool,
    /// Points per feature kind.
    pub points: FeaturePoints,
    /// Halflings played.
    pub halflings: u32,
    /// Decisions made.
    pub moves: u32,
    /// Seconds spent deciding.
    pub seconds: f64,
}

/// A finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameResult {
    /// Its index (from 0).
    pub index: u32,
    /// Its setup seed.
    pub seed: u64,
    /// Per seat.
    pub seats: Vec<SeatResult>,
    /// The game record: replays to the same game.
    pub record: GameRecord,
}

/// The results of one bot over all its games (a bot playing several seats of a game, or
/// listed several times, counts once per seat).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotSummary {
    /// The bot.
    pub bot: BotSpec,
    /// Seat-games played.
    pub games: u32,
    /// Games with the top score, shared wins included.
    pub wins: u32,
    /// `wins / games`.
    pub win_rate: f64,
    /// Final score.
    pub score: MeanCi,
    /// Mean points per game by feature kind.
    pub points: FeaturePoints,
    /// Mean halflings played per game.
    pub halflings_per_game: f64,
    /// Decisions made.
    pub moves: u64,
    /// Mean seconds per decision.
    pub seconds_per_move: f64,
}

/// The arena's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaSummary {
    /// The configuration played.
    pub config: ArenaConfig,
    /// Threads used.
    pub threads: usize,
    /// Per bot, in the configuration's order; a bot listed more than once has one entry
    /// over all the seats it played.
    pub bots: Vec<BotSummary>,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// Why the arena stopped.
#[derive(Debug, Clone, PartialEq)]
pub enum ArenaError {
    /// The configuration cannot be played (no bots, no thread pool, …).
    Config(String),
    /// A game's setup was refused.
    Setup(SetupError),
    /// A bot returned an illegal move.
    Illegal {
        /// The game's index.
        game: u32,
        /// The seat.
        seat: Seat,
        /// The bot.
        bot: BotSpec,
        /// The move.
        mv: Move,
        /// What the engine said.
        error: IllegalMove,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Config(e) => write!(f, "arena: {e}"),
            ArenaError::Setup(e) => write!(f, "arena: {e}"),
            ArenaError::Illegal {
                game,
                seat,
                bot,
                mv,
                error,
            } => write!(
                f,
                "game {game}: bot {bot} at seat {seat} played the illegal move {mv:?}: {error}"
            ),
        }
    }
}

impl std::error::Error for ArenaError {}

/// Plays the games of `config` and summarises them.
///
/// # Errors
/// A bad configuration, or a bot's illegal move.
pub fn run(config: &ArenaConfig) -> Result<ArenaSummary, ArenaError> {
    run_with(config, |_| ())
}

/// [`run`], calling `on_game` with each game as it finishes (in order of finishing, which
/// differs from the index order when games run in parallel), e.g. to show progress or write
/// records.
///
/// # Errors
/// A bad configuration, or a bot's illegal move (the first by game index).
pub fn run_with(
    config: &ArenaConfig,
    on_game: impl FnMut(&GameResult),
) -> Result<ArenaSummary, ArenaError> {
    run_with_catalog(config, Arc::new(Catalog::builtin()), on_game)
}

/// [`run_with`] with the tiles of `catalog` instead of the built-in ones.
///
/// # Errors
/// A bad configuration, or a bot's illegal move (the first by game index).
pub fn run_with_catalog(
    config: &ArenaConfig,
    catalog: Arc<Catalog>,
    mut on_game: impl FnMut(&GameResult),
) -> Result<ArenaSummary, ArenaError> {
    if config.bots.is_empty() {
        return Err(ArenaError::Config("no bots".into()));
    }
    let start = Instant::now();
    let threads = config.thread_count();
    // Fail early on a bad setup.
    GameState::new(Arc::clone(&catalog), &config.setup(0)).map_err(ArenaError::Setup)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| ArenaError::Config(e.to_string()))?;
    let timed = config.bots.iter().any(|b| b.timed(config.budget));
    let mut results: Vec<GameResult> = Vec::with_capacity(config.games as usize);
    let mut first_error: Option<(u32, ArenaError)> = None;
    let mut take = |r: (u32, Result<GameResult, ArenaError>)| match r.1 {
        Ok(g) => {
            on_game(&g);
            results.push(g);
        }
        Err(e) => {
            if first_error.as_ref().is_none_or(|(i, _)| r.0 < *i) {
                first_error = Some((r.0, e));
            }
        }
    };
    if timed || threads == 1 {
        for i in 0..config.games {
            let r = pool.install(|| play_game(config, &catalog, i, threads));
            take((i, r));
        }
    } else {
        let (tx, rx) = mpsc::channel();
        std::thread::scope(|s| {
            let (pool, catalog) = (&pool, &catalog);
            s.spawn(move || {
                pool.install(|| {
                    (0..config.games)
                        .into_par_iter()
                        .for_each_with(tx, |tx, i| {
                            // The receiver lives until every game is sent.
                            let _ = tx.send((i, play_game(config, catalog, i, threads)));
                        })
                })
            });
            for r in rx {
                take(r);
            }
        });
    }
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    results.sort_by_key(|g| g.index);
    Ok(summarise(config, threads, &results, start))
}

/// Plays game `i`.
fn play_game(
    config: &ArenaConfig,
    catalog: &Arc<Catalog>,
    i: u32,
    trees: usize,
) -> Result<GameResult, ArenaError> {
    let setup = config.setup(i);
    let mut game = GameState::new(Arc::clone(catalog), &setup).map_err(ArenaError::Setup)?;
    let players = config.setup.players;
    let seat_bots: Vec<usize> = Seat::all(players).map(|j| config.bot_at(i, j)).collect();
    let mut bots: Vec<_> = Seat::all(players)
        .map(|j| config.bots[seat_bots[j.index()]].build(config.bot_seed(i, j), Some(trees)))
        .collect();
    let mut record = GameRecord::new(setup.clone());
    let mut events: Vec<Event> = Vec::new();
    let mut moves = PerSeat::<u32>::default();
    let mut seconds = PerSeat::<f64>::default();
    while let Some(seat) = game.to_move() {
        let spec = config.bots[seat_bots[seat.index()]];
        let t = Instant::now();
        let mv = decide(
            bots[seat.index()].as_mut(),
            &game,
            seat,
            spec.budget(config.budget),
        );
        seconds[seat] += t.elapsed().as_secs_f64();
        moves[seat] += 1;
        game.play_into(seat, &mv, &mut events)
            .map_err(|error| ArenaError::Illegal {
                game: i,
                seat,
                bot: spec,
                mv,
                error,
            })?;
        record.moves.push(MoveWire::from_move(&mv, catalog));
    }
    let scores = game.scores();
    let top = scores.iter().copied().max().unwrap_or(0);
    let mut points = PerSeat::<FeaturePoints>::default();
    let mut halflings = PerSeat::<u32>::default();
    for e in &events {
        match e {
            Event::Score(s) => {
                for (p, &pts) in Seat::all(players).zip(s.points()) {
                    points[p].add(s.feature, f64::from(pts));
                }
            }
            Event::Played { player, .. } => halflings[*player] += 1,
            _ => {}
        }
    }
    let seats = Seat::all(players)
        .zip(&scores)
        .map(|(p, &score)| SeatResult {
            bot: seat_bots[p.index()],
            score,
            won: score == top,
            points: points[p],
            halflings: halflings[p],
            moves: moves[p],
            seconds: seconds[p],
        })
        .collect();
    Ok(GameResult {
        index: i,
        seed: setup.seed,
        seats,
        record,
    })
}

fn summarise(
    config: &ArenaConfig,
    threads: usize,
    results: &[GameResult],
    start: Instant,
) -> ArenaSummary {
    // A bot listed twice (`greedy,random,random`) is one bot: one entry over all its seats.
    let mut distinct: Vec<BotSpec> = Vec::new();
    for &bot in &config.bots {
        if !distinct.contains(&bot) {
            distinct.push(bot);
        }
    }
    let bots = distinct
        .into_iter()
        .map(|bot| {
            let seats: Vec<&SeatResult> = results
                .iter()
                .flat_map(|g| g.seats.iter())
                .filter(|s| config.bots[s.bot] == bot)
                .collect();
            let games = seats.len() as u32;
            let per_game = if games == 0 {
                0.0
            } else {
                1.0 / f64::from(games)
            };
            let wins = seats.iter().filter(|s| s.won).count() as u32;
            let scores: Vec<f64> = seats.iter().map(|s| f64::from(s.score)).collect();
            let points = seats
                .iter()
                .fold(FeaturePoints::default(), |acc, s| acc.plus(s.points))
                .scaled(per_game);
            let moves: u64 = seats.iter().map(|s| u64::from(s.moves)).sum();
            let seconds: f64 = seats.iter().map(|s| s.seconds).sum();
            BotSummary {
                bot,
                games,
                wins,
                win_rate: f64::from(wins) * per_game,
                score: MeanCi::of(&scores),
                points,
                halflings_per_game: seats.iter().map(|s| f64::from(s.halflings)).sum::<f64>()
                    * per_game,
                moves,
                seconds_per_move: if moves == 0 {
                    0.0
                } else {
                    seconds / moves as f64
                },
            }
        })
        .collect();
    ArenaSummary {
        config: config.clone(),
        threads,
        bots,
        seconds: start.elapsed().as_secs_f64(),
    }
}
