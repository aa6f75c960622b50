//! `halflings ladder`: a round robin between bot configurations and their Elo ratings
//! ([`halflings_bots::ladder`]), as a table, JSON, and an SVG plot.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use halflings_bots::ladder::{self, Ladder, LadderConfig, PRIOR_NOTE};
use halflings_bots::{BotSpec, Budget};
use halflings_engine::{Catalog, ExpansionChoice, RulesVersion, Setup};
use indicatif::{ProgressBar, ProgressStyle};

use super::selfplay::{parse_expansion, write_record};
use crate::args::parse_rules;

/// Play a round robin of two-player games between bot configurations and fit Elo ratings
/// with 95% intervals, anchored at random = 0.
///
/// Every pair of bots plays GAMES games on the same deals (setup seeds SEED, SEED+1, …), the
/// seats alternating from game to game. A win counts 1, a draw ½; the ratings are the
/// Bradley–Terry fit on the Elo scale, every pair credited one virtual draw (so that a bot
/// that never won still has a finite rating), and the intervals a bootstrap over each pair's
/// games. Bots with a time budget make games run one after another: the default ladder, up to
/// search at 3 s a decision, takes hours; run it in the background with --records to keep
/// every game.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings ladder --bots random,greedy,search:200 --games 20
  halflings ladder --games 40 --records ladder/ --svg ladder.svg   # hours: the default bots
  halflings ladder --bots random,greedy,search:0.3s --expansions ID,ID --json   # ids: halflings expansions")]
pub struct Args {
    /// The bots, comma-separated: random, greedy, search (with --budget), search:ITERATIONS,
    /// search:MSms or search:SECONDSs.
    #[arg(
        long,
        value_name = "BOT,...",
        value_delimiter = ',',
        default_value = "random,greedy,search:100ms,search:300ms,search:1s,search:3s"
    )]
    bots: Vec<BotSpec>,

    /// Games each pair of bots plays.
    #[arg(long, default_value_t = 20, value_name = "N")]
    games: u32,

    /// Rules version: c1-2014, c1-2015, c2-2020 or c2-2021.
    #[arg(long, default_value = "c2-2021", value_name = "V", value_parser = parse_rules)]
    rules: RulesVersion,

    /// Setup seed of every pair's first game; game i uses SEED+i.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,

    /// Threads (0: all cores); also the number of trees every search bot searches.
    #[arg(long, default_value_t = 0, value_name = "T")]
    threads: usize,

    /// Budget of the search bots that do not name their own.
    #[arg(long, default_value = "1000", value_name = "ITER|TIME")]
    budget: Budget,

    /// Expansions played with, comma-separated ids, options as ID:OPTION=VALUE (as for
    /// selfplay).
    #[arg(long, value_name = "ID,...", value_delimiter = ',', value_parser = parse_expansion)]
    expansions: Vec<ExpansionChoice>,

    /// Write every game's record to DIR/PAIR/game-NNNNN.json (PAIR: `02-greedy-vs-search_300ms`).
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,

    /// Write the ratings as an SVG plot (each bot's rating with its interval) to FILE.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,

    /// Print the result as JSON (configuration, every pair's outcomes, one entry per bot).
    #[arg(long)]
    json: bool,
}

impl Args {
    /// The ladder the options describe.
    fn config(&self) -> LadderConfig {
        LadderConfig {
            bots: self.bots.clone(),
            games: self.games,
            threads: self.threads,
            budget: self.budget,
            setup: Setup {
                players: 2,
                rules: self.rules,
                seed: self.seed,
                expansions: self.expansions.clone(),
                ..Setup::default()
            },
        }
    }
}

/// The folder name of pair `k` of bots `a` and `b`.
fn pair_folder(k: usize, a: BotSpec, b: BotSpec) -> String {
    format!("{:02}-{a}-vs-{b}", k + 1).replace([':', '.'], "_")
}

/// Runs `ladder`.
///
/// # Errors
/// An unusable record folder or SVG file, a bad ladder (fewer than two bots), a setup the
/// tiles cannot start, or a bot's illegal move.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let config = args.config();
    let pairs = config.pairs();
    if let Some(dir) = &args.records {
        for (k, &(a, b)) in pairs.iter().enumerate() {
            let folder = dir.join(pair_folder(k, config.bots[a], config.bots[b]));
            fs::create_dir_all(&folder)
                .with_context(|| format!("cannot create {}", folder.display()))?;
        }
    }
    let bar = ProgressBar::new(config.total_games());
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} games {msg} (eta {eta})",
        )?
        .progress_chars("=> "),
    );
    let mut write_error = None;
    let result = ladder::run(&config, catalog, |k, game| {
        let (a, b) = pairs[k];
        bar.set_message(format!("{} vs {}", config.bots[a], config.bots[b]));
        if let (Some(dir), None) = (&args.records, &write_error) {
            let folder = dir.join(pair_folder(k, config.bots[a], config.bots[b]));
            write_error = write_record(&folder, game.index + 1, &game.record).err();
        }
        bar.inc(1);
    });
    bar.finish_and_clear();
    let result = result?;
    if let Some(e) = write_error {
        return Err(e);
    }
    if let Some(path) = &args.svg {
        fs::write(path, svg(&result))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.json {
        super::print_json(&result)?;
    } else {
        out!("{}", render(&result))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The ratings as text: a heading, one row per bot (strongest first), notes.
fn render(l: &Ladder) -> String {
    let c = &l.config;
    let mut out = format!(
        "ladder: {} bots, {} games a pair ({} in all), rules {}, seeds {}..={}",
        c.bots.len(),
        c.games,
        c.total_games(),
        c.setup.rules,
        c.setup.seed,
        c.setup
            .seed
            .wrapping_add(u64::from(c.games.saturating_sub(1))),
    );
    if !c.setup.expansions.is_empty() {
        let ids: Vec<&str> = c.setup.expansions.iter().map(|e| e.id.as_str()).collect();
        out += &format!(", with {}", ids.join(", "));
    }
    out += "\n\n";
    let names: Vec<String> = c.bots.iter().map(ToString::to_string).collect();
    let w = names.iter().map(String::len).max().unwrap_or(0).max(3);
    let _ = writeln!(
        out,
        "{:<w$} {:>6} {:>18} {:>6} {:>7} {:>9}",
        "bot", "elo", "95% interval", "games", "score%", "ms/move"
    );
    for i in strongest_first(l) {
        let e = &l.entries[i];
        let _ = writeln!(
            out,
            "{:<w$} {:>6.0} {:>18} {:>6} {:>6.1}% {:>9.1}",
            names[i],
            e.rating.elo,
            format!("[{:.0}, {:.0}]", e.rating.low, e.rating.high),
            e.games,
            if e.games > 0 {
                100.0 * e.points / f64::from(e.games)
            } else {
                0.0
            },
            1000.0 * e.seconds_per_move,
        );
    }
    let _ = writeln!(
        out,
        "(anchored at {} = 0; {}; score%: points of a win 1, a draw ½)\n\n{} games in {:.1} s",
        names[l.anchor],
        PRIOR_NOTE,
        c.total_games(),
        l.seconds
    );
    out
}

/// The bots' indices, the highest rating first.
fn strongest_first(l: &Ladder) -> Vec<usize> {
    let mut order: Vec<usize> = (0..l.entries.len()).collect();
    order.sort_by(|&a, &b| l.entries[b].rating.elo.total_cmp(&l.entries[a].rating.elo));
    order
}

/// The ratings as an SVG plot: a row per bot (strongest on top), its rating a dot on a
/// horizontal Elo axis with its interval as a bar.
fn svg(l: &Ladder) -> String {
    const ROW: f64 = 28.0;
    const LEFT: f64 = 150.0;
    const WIDTH: f64 = 640.0;
    const TOP: f64 = 40.0;
    let order = strongest_first(l);
    let lowest = l.entries.iter().map(|e| e.rating.low).fold(0.0, f64::min);
    let highest = l.entries.iter().map(|e| e.rating.high).fold(0.0, f64::max);
    let (lo, hi) = (
        (lowest / 100.0).floor() * 100.0,
        (highest / 100.0).ceil() * 100.0,
    );
    let span = (hi - lo).max(100.0);
    let x = |elo: f64| LEFT + (elo - lo) / span * (WIDTH - LEFT - 30.0);
    let height = TOP + ROW * order.len() as f64 + 40.0;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" \
         viewBox=\"0 0 {WIDTH} {height}\" font-family=\"sans-serif\" font-size=\"13\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{LEFT}\" y=\"22\" font-weight=\"bold\">Elo ({} games a pair, {}, anchored at {} = 0; bars: 95% intervals)</text>\n",
        l.config.games, l.config.setup.rules, l.config.bots[l.anchor]
    );
    let axis_y = TOP + ROW * order.len() as f64;
    let mut tick = lo;
    while tick <= hi + 1e-9 {
        let tx = x(tick);
        let _ = writeln!(
            s,
            "<line x1=\"{tx:.1}\" y1=\"{TOP}\" x2=\"{tx:.1}\" y2=\"{axis_y}\" stroke=\"#ddd\"/>\
             <text x=\"{tx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555\">{tick:.0}</text>",
            axis_y + 18.0
        );
        tick += if span > 1000.0 { 200.0 } else { 100.0 };
    }
    for (row, &i) in order.iter().enumerate() {
        let e = &l.entries[i];
        let y = TOP + ROW * (row as f64 + 0.5);
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"#4a7ab5\" stroke-width=\"4\"/>\
             <circle cx=\"{:.1}\" cy=\"{y:.1}\" r=\"5\" fill=\"#1d3f6e\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#1d3f6e\">{:.0}</text>",
            LEFT - 10.0,
            y + 4.0,
            e.bot,
            x(e.rating.low),
            x(e.rating.high),
            x(e.rating.elo),
            x(e.rating.high) + 6.0,
            y + 4.0,
            e.rating.elo
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_ladder_rates_greedy_above_random_and_draws_every_bot() {
        let args = Args {
            bots: vec![BotSpec::Random, BotSpec::Greedy],
            games: 6,
            rules: RulesVersion::C2_2021,
            seed: 3,
            threads: 1,
            budget: Budget::default(),
            expansions: Vec::new(),
            records: None,
            svg: None,
            json: false,
        };
        let l = ladder::run(&args.config(), Arc::new(Catalog::builtin()), |_, _| ()).unwrap();
        assert_eq!(l.anchor, 0);
        assert_eq!(l.entries[0].rating.elo, 0.0);
        assert!(l.entries[1].rating.elo > 100.0, "{:?}", l.entries);
        assert_eq!(l.pairs[0].outcomes.len(), 6);
        let text = render(&l);
        assert!(text.lines().nth(3).unwrap().starts_with("greedy"), "{text}");
        let picture = svg(&l);
        assert_eq!(picture.matches("<circle").count(), 2);
        assert!(picture.contains(">greedy<") && picture.contains(">random<"));
        assert_eq!(
            pair_folder(1, BotSpec::Greedy, "search:1.5s".parse().unwrap()),
            "02-greedy-vs-search_1500ms"
        );
    }
}
