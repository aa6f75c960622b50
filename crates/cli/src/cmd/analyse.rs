//! `halflings analyse FILE`: the analysis board on the command line — a scenario's or game
//! record's position scored under the four rules versions side by side, and the search bot's
//! best moves for the player to move ([`halflings_session::analysis`], as the browser's
//! analysis page shows them).

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use halflings_bots::Budget;
use halflings_engine::{Catalog, RulesVersion, Seat};
use halflings_session::analysis::bot::BotAnswer;
use halflings_session::analysis::{Analysis, AnalysisError, VersionScores};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::replay::score_table;
use crate::game_file;

/// Score a position under every rules version and ask the search bot for the best moves.
///
/// The position is the one after the first N moves of a scenario or game record (all of them
/// by default). The scores are those of the moves played and, beside them, those after final
/// scoring of the position as it stands, under each of the four rules versions. Then the
/// search bot (one tree per core) ranks the moves of the player to move: a scenario goes on as
/// a game with its hands, pile and next player and tile; a record is the game. Each move shows
/// how often the search began with it, the mover's expected final margin (their score less the
/// best other's) and their win rate.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings analyse crates/engine/tests/scenarios/example-1-city-closed-by-triangles.json
  halflings analyse game-00001.json --at 40 --budget 5s
  halflings analyse game-00001.json --at 40 --budget 0 --json    # the scores only")]
pub struct Args {
    /// The scenario or game record (JSON).
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// The position after the first N moves (default: all of them).
    #[arg(long, value_name = "N")]
    at: Option<usize>,

    /// The search's budget: iterations (500) or time (200ms, 1s); 0 skips the search.
    #[arg(long, default_value = "1s", value_name = "ITER|TIME")]
    budget: Budget,

    /// The search's seed.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,

    /// Print the table and the search's answer as JSON.
    #[arg(long)]
    json: bool,
}

/// What `--json` prints.
#[derive(Serialize)]
struct AnalyseJson<'a> {
    kind: &'static str,
    rules: RulesVersion,
    moves: usize,
    at: usize,
    next_player: Option<Seat>,
    table: &'a [VersionScores],
    /// The search's answer; `None` when it was skipped or nobody is to move.
    search: Option<BotAnswer>,
}

/// A search shorter than this shows no progress.
const QUIET_SEARCH: Duration = Duration::from_millis(300);

/// Runs `analyse`.
///
/// # Errors
/// An unreadable or malformed file, an illegal move, or a scenario whose position cannot go on
/// as a game for the search (its pile or hands are missing tiles…).
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let file = game_file::load(&args.file)?;
    let (kind, rules, moves) = (file.kind(), file.rules(), file.moves());
    let analysis = Analysis::new(file, args.at.unwrap_or(usize::MAX), catalog)
        .with_context(|| format!("{} ({kind})", args.file.display()))?;
    let search =
        search(&analysis, args).with_context(|| format!("{}: the search", args.file.display()))?;
    if args.json {
        super::print_json(&AnalyseJson {
            kind,
            rules,
            moves,
            at: analysis.at(),
            next_player: analysis.next_player(),
            table: analysis.table(),
            search,
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let next = analysis.next_player().map_or_else(
        || "nobody is to move".to_string(),
        |p| format!("P{} is next", p.ordinal()),
    );
    outln!(
        "{} ({kind}, {rules}): after {} of {moves} moves; {next}",
        args.file.display(),
        analysis.at()
    )?;
    outln!()?;
    let column = |f: fn(&VersionScores) -> &Vec<u32>| -> Vec<(RulesVersion, Vec<u32>)> {
        analysis
            .table()
            .iter()
            .map(|row| (row.rules, f(row).clone()))
            .collect()
    };
    outln!("Scores of the moves played:")?;
    out!("{}", score_table(&column(|row| &row.scores)))?;
    outln!()?;
    outln!("With final scoring of the position as it stands:")?;
    out!("{}", score_table(&column(|row| &row.final_scores)))?;
    match (&search, args.budget) {
        (_, Budget::Iterations(0)) => {}
        (None, _) => outln!(
            "\nThe search has nothing to rank: nobody is to move in the game the position goes on as."
        )?,
        (Some(answer), budget) => print_answer(answer, budget, args.seed)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The search's answer within `--budget` (none for a budget of 0 or a game that is over),
/// with a spinner on stderr for a search that takes more than a moment.
fn search(analysis: &Analysis, args: &Args) -> Result<Option<BotAnswer>, AnalysisError> {
    if args.budget == Budget::Iterations(0) {
        return Ok(None);
    }
    let spinner = ProgressBar::new_spinner();
    let quiet =
        matches!(args.budget, Budget::Millis(ms) if u128::from(ms) <= QUIET_SEARCH.as_millis());
    if !quiet {
        spinner.set_style(
            ProgressStyle::with_template("{spinner} searching ({elapsed}) …")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        spinner.enable_steady_tick(Duration::from_millis(100));
    }
    let answer = analysis.ask_bot(args.budget, args.seed, None);
    spinner.finish_and_clear();
    match answer {
        Ok(answer) => Ok(Some(answer)),
        Err(AnalysisError::GameOver) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Prints the search's best moves.
fn print_answer(answer: &BotAnswer, budget: Budget, seed: u64) -> anyhow::Result<()> {
    let with = answer
        .tile
        .as_ref()
        .map(|t| format!(" with {t}"))
        .unwrap_or_default();
    outln!()?;
    outln!(
        "The search's best moves for P{}{with} (budget {budget}, seed {seed}):",
        answer.seat.ordinal()
    )?;
    outln!(
        "  {:>2}  {:>8}  {:>7}  {:>5}  move",
        "#",
        "visits",
        "margin",
        "win"
    )?;
    for (i, m) in answer.best.iter().enumerate() {
        outln!(
            "  {:>2}  {:>8}  {:>+7.1}  {:>4.0}%  {}",
            i + 1,
            m.visits,
            m.margin,
            m.win_rate * 100.0,
            serde_json::to_string(&m.mv)?
        )?;
    }
    Ok(())
}
