//! `halflings selfplay`: the bot arena ([`halflings_bots::arena`]) on the command line.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use halflings_bots::arena::{self, ArenaConfig, ArenaSummary};
use halflings_bots::{BotSpec, Budget};
use halflings_engine::{Catalog, Deal, ExpansionChoice, GameRecord, RulesVersion, Setup};
use indicatif::{ProgressBar, ProgressStyle};

use crate::args::{parse_deal, parse_rules};

/// Play games between bots and print a summary per bot: games, wins, win %, mean score with a
/// 95% interval, mean points per feature kind, halflings played per game, time per decision.
///
/// The bots rotate over the seats: in game i (from 0) seat j is played by bot (i + j) mod B of
/// the B bots listed, so with as many bots as players every bot plays every seat in turn, and
/// a single bot plays all seats. Game i starts from setup seed SEED+i; each seat's bot is
/// seeded from SEED, i and the seat. A bot decides on its seat's view of the game only (never
/// the pile order or another hand), and the engine checks every move before it is played.
///
/// Games run in parallel on THREADS threads and every search bot searches THREADS trees. With
/// a time budget (search:1s, --budget 200ms) the games run one after another and each search
/// uses the threads. With iteration budgets the games depend only on the options (THREADS
/// included), never on the machine's speed.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings selfplay --bots greedy,random --games 200
  halflings selfplay --bots search:1000,greedy --games 100 --rules c1-2015
  halflings selfplay --bots search,greedy --budget 1s --games 20 --records out/
  halflings selfplay --games 1000 --players 3 --json")]
pub struct Args {
    /// The bots, comma-separated, rotated over the seats from game to game: random, greedy,
    /// search (with --budget), search:ITERATIONS, search:MSms or search:SECONDSs.
    #[arg(
        long,
        value_name = "BOT,...",
        value_delimiter = ',',
        default_value = "random"
    )]
    bots: Vec<BotSpec>,

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

    /// Setup seed of the first game; game i uses SEED+i.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,

    /// Threads (0: all cores); also the number of trees every search bot searches.
    #[arg(long, default_value_t = 0, value_name = "T")]
    threads: usize,

    /// Budget of the search bots that do not name their own: iterations per decision (1000)
    /// or time per decision (200ms, 1s).
    #[arg(long, default_value = "1000", value_name = "ITER|TIME")]
    budget: Budget,

    /// Write every game as a game record (halflings-record/1) to DIR/game-00001.json, ...
    /// (DIR is created if needed).
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,

    /// Print the arena's summary as JSON (configuration, threads, one entry per bot).
    #[arg(long)]
    json: bool,

    /// Include the four halflings carrying expansion symbols (`halflings expansions` lists
    /// what each symbol does).
    #[arg(long)]
    symbol_tiles: bool,

    /// How the halflings reach the hands: random (dealt face down) or draft (picked face up).
    #[arg(long, default_value = "random", value_name = "random|draft",
          value_parser = parse_deal)]
    deal: Deal,

    /// Expansions played with, comma-separated ids (`halflings expansions` lists them); an
    /// option as ID:OPTION=VALUE, several joined by `+` (ID:OPTION=VALUE+OPTION=VALUE).
    #[arg(long, value_name = "ID,...", value_delimiter = ',', value_parser = parse_expansion)]
    expansions: Vec<ExpansionChoice>,
}

/// Reads `ID` or `ID:OPTION=VALUE+OPTION=VALUE`.
pub(super) fn parse_expansion(s: &str) -> Result<ExpansionChoice, String> {
    let (id, options) = s.split_once(':').unwrap_or((s, ""));
    let mut choice = ExpansionChoice::new(id);
    for pair in options.split('+').filter(|p| !p.is_empty()) {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("{pair:?}: give an option as OPTION=VALUE"))?;
        choice = choice.with(name, value);
    }
    Ok(choice)
}

impl Args {
    /// The arena configuration the options describe.
    fn config(&self) -> ArenaConfig {
        ArenaConfig {
            bots: self.bots.clone(),
            games: self.games,
            threads: self.threads,
            budget: self.budget,
            setup: Setup {
                players: self.players,
                rules: self.rules,
                seed: self.seed,
                symbol_tiles: self.symbol_tiles,
                deal: self.deal,
                expansions: self.expansions.clone(),
                ..Setup::default()
            },
        }
    }
}

/// Writes `record` as pretty JSON to `dir/game-NNNNN.json` (`game` from 1).
pub(super) fn write_record(dir: &Path, game: u32, record: &GameRecord) -> anyhow::Result<()> {
    let path = dir.join(format!("game-{game:05}.json"));
    let text = serde_json::to_string_pretty(record)?;
    fs::write(&path, text + "\n").with_context(|| format!("cannot write {}", path.display()))
}

/// Runs `selfplay`.
///
/// # Errors
/// An unusable record folder, a setup the tiles cannot start, or a bot's illegal move.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let config = args.config();
    if let Some(dir) = &args.records {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let bar = ProgressBar::new(u64::from(args.games));
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} games ({per_sec}, eta {eta})",
        )?
        .progress_chars("=> "),
    );
    let mut write_error = None;
    let summary = arena::run_with_catalog(&config, catalog, |game| {
        if let (Some(dir), None) = (&args.records, &write_error) {
            write_error = write_record(dir, game.index + 1, &game.record).err();
        }
        bar.inc(1);
    });
    bar.finish_and_clear();
    let summary = summary?;
    if let Some(e) = write_error {
        return Err(e);
    }
    if args.json {
        super::print_json(&summary)?;
    } else {
        out!("{}", render(&summary))?;
        if let Some(dir) = &args.records {
            outln!("records: {} ({} files)", dir.display(), args.games)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The summary as text: a heading, one row per bot, and the wall time.
fn render(s: &ArenaSummary) -> String {
    let c = &s.config;
    let setup = &c.setup;
    let mut out = format!(
        "selfplay: {} games, {} players, rules {}, seeds {}..={}, {} thread{}",
        c.games,
        setup.players,
        setup.rules,
        setup.seed,
        setup
            .seed
            .wrapping_add(u64::from(c.games.saturating_sub(1))),
        s.threads,
        if s.threads == 1 { "" } else { "s" }
    );
    if c.bots.contains(&BotSpec::Search { budget: None }) {
        out += &format!(", search budget {}", c.budget);
    }
    if setup.symbol_tiles {
        out += ", symbol tiles in";
    }
    if setup.deal == Deal::Draft {
        out += ", halflings drafted";
    }
    if !setup.expansions.is_empty() {
        let ids: Vec<&str> = setup.expansions.iter().map(|e| e.id.as_str()).collect();
        out += &format!(", with {}", ids.join(", "));
    }
    out += "\n\n";
    let names: Vec<String> = s.bots.iter().map(|b| b.bot.to_string()).collect();
    let w = names.iter().map(String::len).max().unwrap_or(0).max(3);
    out += &format!(
        "{:<w$} {:>6} {:>6} {:>6} {:>7} {:>16} {:>6} {:>6} {:>9} {:>6} {:>9} {:>8}\n",
        "bot",
        "games",
        "wins",
        "win%",
        "score",
        "95% interval",
        "road",
        "city",
        "monastery",
        "field",
        "halflings",
        "ms/move"
    );
    for (b, name) in s.bots.iter().zip(&names) {
        let p = &b.points;
        out += &format!(
            "{name:<w$} {:>6} {:>6} {:>5.1}% {:>7.2} {:>16} {:>6.2} {:>6.2} {:>9.2} {:>6.2} \
             {:>9.2} {:>8.3}\n",
            b.games,
            b.wins,
            100.0 * b.win_rate,
            b.score.mean,
            format!("[{:.2}, {:.2}]", b.score.low, b.score.high),
            p.road,
            p.city,
            p.monastery,
            p.field,
            b.halflings_per_game,
            1000.0 * b.seconds_per_move,
        );
    }
    out += "(games: seats played, so a bot in two seats of a game counts two; wins: top score, \
            shared or not;\n score with its 95% interval, points per feature kind and halflings: \
            means per game)\n\n";
    out += &format!(
        "{} games in {:.3} s ({:.1} games/s)\n",
        c.games,
        s.seconds,
        if s.seconds > 0.0 {
            f64::from(c.games) / s.seconds
        } else {
            0.0
        }
    );
    out
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn config(args: &[&str]) -> ArenaConfig {
        Cli::try_parse_from(std::iter::once("selfplay").chain(args.iter().copied()))
            .unwrap()
            .args
            .config()
    }

    #[test]
    fn options_make_the_arena_config() {
        let c = config(&[]);
        assert_eq!(c.bots, [BotSpec::Random]);
        assert_eq!(
            (c.games, c.setup.players, c.setup.seed, c.threads),
            (100, 2, 0, 0)
        );
        assert_eq!(c.setup.rules, RulesVersion::C2_2021);
        assert_eq!(c.budget, Budget::Iterations(1000));
        assert_eq!(c.setup.deal, Setup::default().deal);
        assert!(c.setup.expansions.is_empty());

        let c = config(&[
            "--bots",
            "search:1s,greedy",
            "--budget",
            "200ms",
            "--deal",
            "draft",
            "--symbol-tiles",
            "--rules",
            "c1-2015",
            "--threads",
            "3",
            "--expansions",
            "alpha,beta:size=big+speed=slow",
        ]);
        assert_eq!(
            c.setup.expansions,
            [
                ExpansionChoice::new("alpha"),
                ExpansionChoice::new("beta")
                    .with("size", "big")
                    .with("speed", "slow")
            ]
        );
        assert_eq!(
            c.bots,
            [
                BotSpec::Search {
                    budget: Some(Budget::Millis(1000))
                },
                BotSpec::Greedy
            ]
        );
        assert_eq!(c.budget, Budget::Millis(200));
        assert_eq!(c.setup.deal, Deal::Draft);
        assert!(c.setup.symbol_tiles);
        assert_eq!(c.setup.rules, RulesVersion::C1_2015);
        assert_eq!(c.threads, 3);

        assert!(Cli::try_parse_from(["selfplay", "--bots", "nope"]).is_err());
        assert!(Cli::try_parse_from(["selfplay", "--deal", "auction"]).is_err());
        assert!(Cli::try_parse_from(["selfplay", "--budget", "soon"]).is_err());
    }

    #[test]
    fn the_table_has_a_row_per_bot() {
        let config = ArenaConfig {
            bots: vec![BotSpec::Greedy, BotSpec::Random],
            games: 2,
            threads: 1,
            ..ArenaConfig::default()
        };
        let summary = arena::run(&config).unwrap();
        let text = render(&summary);
        assert!(
            text.starts_with(
                "selfplay: 2 games, 2 players, rules c2-2021, seeds 0..=1, 1 thread\n"
            ),
            "{text}"
        );
        let row = |name: &str| -> Vec<String> {
            text.lines()
                .find(|l| l.starts_with(&format!("{name} ")))
                .unwrap_or_else(|| panic!("no row for {name}: {text}"))
                .split_whitespace()
                .map(str::to_string)
                .collect()
        };
        let greedy = row("greedy");
        // bot, games, wins, win%, score, [low, high], 4 feature kinds, halflings, ms/move.
        assert_eq!(greedy.len(), 13, "{text}");
        assert_eq!(greedy[1], "2");
        assert_eq!(
            greedy[3],
            format!("{:.1}%", 100.0 * summary.bots[0].win_rate)
        );
        assert_eq!(row("random")[1], "2");
        assert!(text.contains("2 games in"), "{text}");
    }
}
