//! `halflings selfplay`: play many games between bots and summarise the results.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{bail, Context};
use halflings_engine::{
    Catalog, Event, FeatureKind, GameRecord, GameState, MoveWire, RulesVersion, Setup,
};
use indicatif::{ProgressBar, ProgressStyle};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::args::parse_rules;
use crate::bots::{Bot, BotKind};
use crate::stats::{mean, MeanCi};

/// Play games between bots and print a summary: wins and mean score per seat (with a 95%
/// interval), points per feature kind, halflings played, moves per game, games per second.
///
/// Game i (counting from 0) uses seed SEED+i both for its setup (pile order, deal) and for the
/// ChaCha8 generator the bots draw their choices from, so every run is reproducible. Every move
/// is checked by the engine before it is played: an illegal move is reported as an error.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings selfplay --games 1000 --players 3 --rules c1-2015
  halflings selfplay --games 10 --records out/ --json
  halflings selfplay --bots random,random")]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 100, value_name = "N")]
    games: u32,

    /// Number of players (2 to 6).
    #[arg(long, default_value_t = 2, value_name = "P",
          value_parser = clap::value_parser!(u8).range(2..=6))]
    players: u8,

    /// Rules version: c1-2014, c1-2015, c2-2020 or c2-2021.
    #[arg(long, default_value = "c2-2021", value_name = "V", value_parser = parse_rules)]
    rules: RulesVersion,

    /// Seed of the first game; game i uses SEED+i.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,

    /// Include the four halflings carrying expansion symbols (vineyard, hill, sheep, crop
    /// circle).
    #[arg(long)]
    symbol_tiles: bool,

    /// The bot of each seat, comma-separated, in seat order; a single name plays every seat.
    /// Known bots: random (uniform choice: draw or a playable halfling, then a placement, then
    /// no follower or a free feature).
    #[arg(
        long,
        value_name = "BOT,...",
        value_delimiter = ',',
        default_value = "random"
    )]
    bots: Vec<BotKind>,

    /// Write every game as a game record (halflings-record/1) to DIR/game-00001.json, ...
    /// (DIR is created if needed).
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,

    /// Print the summary as JSON, with every game's seed, final scores and record file.
    #[arg(long)]
    json: bool,
}

/// Point totals of one game per feature kind, over all players.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize)]
pub struct FeaturePoints<T> {
    /// Roads.
    pub road: T,
    /// Cities.
    pub city: T,
    /// Monasteries.
    pub monastery: T,
    /// Fields.
    pub field: T,
}

impl FeaturePoints<u64> {
    fn add(&mut self, kind: FeatureKind, points: u64) {
        match kind {
            FeatureKind::Road => self.road += points,
            FeatureKind::City => self.city += points,
            FeatureKind::Monastery => self.monastery += points,
            FeatureKind::Field => self.field += points,
        }
    }
}

/// What one game gave.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    /// 1-based game number.
    pub game: u32,
    /// The seed of its setup and of the bots' generator.
    pub seed: u64,
    /// Final scores per seat.
    pub scores: Vec<u32>,
    /// Moves played.
    pub moves: u32,
    /// Halflings played from hand.
    pub halflings_played: u32,
    /// Points scored per feature kind.
    pub points: FeaturePoints<u64>,
    /// The record file written, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<PathBuf>,
}

/// One seat's line of the summary.
#[derive(Clone, Debug, Serialize)]
pub struct SeatSummary {
    /// 1-based seat.
    pub seat: usize,
    /// The bot playing it.
    pub bot: String,
    /// Games won (a shared win counts for each winner).
    pub wins: u32,
    /// `wins / games`.
    pub win_rate: f64,
    /// Final score: mean and 95% interval.
    pub score: MeanCi,
}

/// The summary of a run.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// Games played.
    pub games: usize,
    /// Players per game.
    pub players: u8,
    /// Rules version.
    pub rules: RulesVersion,
    /// Seed of the first game.
    pub seed: u64,
    /// Whether the symbol halflings were in.
    pub symbol_tiles: bool,
    /// One line per seat.
    pub seats: Vec<SeatSummary>,
    /// Mean points per game per feature kind (all players together).
    pub points_per_game: FeaturePoints<f64>,
    /// Mean halflings played per game (all players together).
    pub halflings_played_per_game: f64,
    /// Mean moves per game.
    pub moves_per_game: f64,
    /// Wall time of the run.
    pub seconds: f64,
    /// Games per second of wall time.
    pub games_per_second: f64,
    /// Every game.
    pub results: Vec<GameResult>,
}

impl Summary {
    /// Summarises `results` of games with `bots` in seat order.
    pub fn new(
        setup: &Setup,
        first_seed: u64,
        bots: &[String],
        results: Vec<GameResult>,
        seconds: f64,
    ) -> Summary {
        let n = results.len();
        let seats = (0..setup.players as usize)
            .map(|p| {
                let wins = results
                    .iter()
                    .filter(|r| r.scores.iter().max() == r.scores.get(p))
                    .count() as u32;
                let scores: Vec<f64> = results.iter().map(|r| f64::from(r.scores[p])).collect();
                SeatSummary {
                    seat: p + 1,
                    bot: bots[p].clone(),
                    wins,
                    win_rate: if n == 0 {
                        0.0
                    } else {
                        f64::from(wins) / n as f64
                    },
                    score: MeanCi::of(&scores),
                }
            })
            .collect();
        let per_game = |f: fn(&GameResult) -> u64| mean(results.iter().map(|r| f(r) as f64));
        Summary {
            games: n,
            players: setup.players,
            rules: setup.rules,
            seed: first_seed,
            symbol_tiles: setup.symbol_tiles,
            seats,
            points_per_game: FeaturePoints {
                road: per_game(|r| r.points.road),
                city: per_game(|r| r.points.city),
                monastery: per_game(|r| r.points.monastery),
                field: per_game(|r| r.points.field),
            },
            halflings_played_per_game: per_game(|r| u64::from(r.halflings_played)),
            moves_per_game: per_game(|r| u64::from(r.moves)),
            seconds,
            games_per_second: if seconds > 0.0 {
                n as f64 / seconds
            } else {
                0.0
            },
            results,
        }
    }

    /// The summary as a text table.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let last = self.seed + self.games.saturating_sub(1) as u64;
        out.push_str(&format!(
            "selfplay: {} games, {} players, rules {}, seeds {}..={last}{}\n\n",
            self.games,
            self.players,
            self.rules,
            self.seed,
            if self.symbol_tiles {
                ", symbol tiles in"
            } else {
                ""
            }
        ));
        out.push_str(&format!(
            "{:<5} {:<8} {:>6} {:>7} {:>10}  {}\n",
            "seat", "bot", "wins", "win%", "mean score", "95% interval"
        ));
        for s in &self.seats {
            out.push_str(&format!(
                "{:<5} {:<8} {:>6} {:>6.1}% {:>10.2}  [{:.2}, {:.2}]\n",
                format!("P{}", s.seat),
                s.bot,
                s.wins,
                100.0 * s.win_rate,
                s.score.mean,
                s.score.low,
                s.score.high
            ));
        }
        out.push_str("(a shared win counts for every winner)\n\n");
        let p = &self.points_per_game;
        out.push_str(&format!(
            "points per game:    road {:.2}, city {:.2}, monastery {:.2}, field {:.2}\n",
            p.road, p.city, p.monastery, p.field
        ));
        out.push_str(&format!(
            "halflings per game: {:.2}\n",
            self.halflings_played_per_game
        ));
        out.push_str(&format!("moves per game:     {:.2}\n", self.moves_per_game));
        out.push_str(&format!(
            "games per second:   {:.1} ({} games in {:.3} s)\n",
            self.games_per_second, self.games, self.seconds
        ));
        out
    }
}

/// Plays one game from `setup` with `bots` in seat order; records it into `record` if given.
///
/// # Errors
/// A setup the engine refuses, or a move it finds illegal (an engine or bot bug).
pub fn play_game(
    catalog: &Arc<Catalog>,
    setup: &Setup,
    bots: &mut [Box<dyn Bot>],
    mut record: Option<&mut GameRecord>,
) -> anyhow::Result<GameResult> {
    let mut state = GameState::new(Arc::clone(catalog), setup)?;
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let mut events = Vec::new();
    let mut result = GameResult {
        game: 0,
        seed: setup.seed,
        scores: Vec::new(),
        moves: 0,
        halflings_played: 0,
        points: FeaturePoints::default(),
        record: None,
    };
    while let Some(player) = state.to_move() {
        let Some(mv) = bots[player as usize].choose(&state, &mut rng) else {
            bail!(
                "move {}: P{}'s bot found no move in phase {:?}",
                result.moves + 1,
                player + 1,
                state.phase()
            );
        };
        events.clear();
        state
            .play_into(player, &mv, &mut events)
            .with_context(|| format!("move {}: P{} plays {mv:?}", result.moves + 1, player + 1))?;
        result.moves += 1;
        if let Some(r) = record.as_deref_mut() {
            r.moves.push(MoveWire::from_move(&mv, catalog));
        }
        for e in &events {
            match e {
                Event::Played { .. } => result.halflings_played += 1,
                Event::Score(s) => result
                    .points
                    .add(s.feature, s.points().iter().map(|&p| u64::from(p)).sum()),
                _ => {}
            }
        }
    }
    result.scores = state.scores();
    Ok(result)
}

/// The bot names per seat: one name for all seats, or exactly one per seat.
fn seat_bots(bots: &[BotKind], players: u8) -> anyhow::Result<Vec<BotKind>> {
    match bots {
        [one] => Ok(vec![*one; players as usize]),
        list if list.len() == players as usize => Ok(list.to_vec()),
        list => bail!(
            "--bots names {} bots for {players} players: give one for all seats or one per seat",
            list.len()
        ),
    }
}

/// Writes `record` as pretty JSON to `dir/game-NNNNN.json`; gives the path.
fn write_record(dir: &Path, game: u32, record: &GameRecord) -> anyhow::Result<PathBuf> {
    let path = dir.join(format!("game-{game:05}.json"));
    let text = serde_json::to_string_pretty(record)?;
    fs::write(&path, text + "\n").with_context(|| format!("cannot write {}", path.display()))?;
    Ok(path)
}

/// Runs `selfplay`.
///
/// # Errors
/// A bad option, an unwritable record folder, or an illegal move.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let kinds = seat_bots(&args.bots, args.players)?;
    let names: Vec<String> = kinds.iter().map(|b| b.name().to_string()).collect();
    let mut bots: Vec<Box<dyn Bot>> = kinds.iter().map(|b| b.build()).collect();
    if let Some(dir) = &args.records {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let base = Setup {
        players: args.players,
        rules: args.rules,
        symbol_tiles: args.symbol_tiles,
        ..Setup::default()
    };
    let bar = ProgressBar::new(u64::from(args.games));
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} games ({per_sec}, eta {eta})",
        )?
        .progress_chars("=> "),
    );
    let start = Instant::now();
    let mut results = Vec::with_capacity(args.games as usize);
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(i));
        let setup = Setup {
            seed,
            ..base.clone()
        };
        let mut record = args
            .records
            .as_ref()
            .map(|_| GameRecord::new(setup.clone()));
        let mut result = play_game(&catalog, &setup, &mut bots, record.as_mut())
            .with_context(|| format!("game {} (seed {seed})", i + 1))?;
        result.game = i + 1;
        if let (Some(dir), Some(record)) = (&args.records, &record) {
            result.record = Some(write_record(dir, i + 1, record)?);
        }
        results.push(result);
        bar.inc(1);
    }
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let summary = Summary::new(&base, args.seed, &names, results, seconds);
    if args.json {
        super::print_json(&summary)?;
    } else {
        out!("{}", summary.render())?;
        if let Some(dir) = &args.records {
            outln!(
                "records:            {} ({} files)",
                dir.display(),
                args.games
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_per_seat() {
        let r = BotKind::Random;
        assert_eq!(seat_bots(&[r], 3).unwrap(), vec![r; 3]);
        assert_eq!(seat_bots(&[r, r], 2).unwrap(), vec![r; 2]);
        assert!(seat_bots(&[r, r], 3).is_err());
    }

    #[test]
    fn a_game_is_reproducible_and_wins_are_counted() {
        let cat = Arc::new(Catalog::builtin());
        let setup = Setup {
            seed: 5,
            ..Setup::default()
        };
        let mut bots: Vec<Box<dyn Bot>> = vec![BotKind::Random.build(), BotKind::Random.build()];
        let mut rec = GameRecord::new(setup.clone());
        let a = play_game(&cat, &setup, &mut bots, Some(&mut rec)).unwrap();
        let b = play_game(&cat, &setup, &mut bots, None).unwrap();
        assert_eq!(a.scores, b.scores);
        assert_eq!(a.moves as usize, rec.moves.len());
        let replayed = rec.replay(Arc::clone(&cat), None).unwrap();
        assert_eq!(replayed.scores, a.scores);
        let total: u64 = a.scores.iter().map(|&s| u64::from(s)).sum();
        let p = a.points;
        assert_eq!(p.road + p.city + p.monastery + p.field, total);

        let mk = |scores: Vec<u32>| GameResult {
            scores,
            ..a.clone()
        };
        let s = Summary::new(
            &setup,
            0,
            &["random".into(), "random".into()],
            vec![mk(vec![10, 5]), mk(vec![7, 7]), mk(vec![1, 2])],
            1.0,
        );
        assert_eq!(s.seats[0].wins, 2);
        assert_eq!(s.seats[1].wins, 2);
        assert_eq!(s.seats[0].score.mean, 6.0);
        assert_eq!(s.games_per_second, 3.0);
    }
}
