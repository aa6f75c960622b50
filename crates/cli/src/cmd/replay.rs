//! `halflings replay FILE`: play a scenario or game record and show what happened.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{bail, Context};
use halflings_engine::wire::describe;
use halflings_engine::{Catalog, Event, GameFile, Outcome, RulesVersion, ScoreWire};
use serde::Serialize;

use crate::args::RulesChoice;
use crate::game_file;

/// Play a scenario or a game record; print every event and the final scores.
///
/// FILE is a scenario ("format": "halflings-scenario/1") or a game record ("format":
/// "halflings-record/1"); the "format" field decides. An illegal or malformed move stops the
/// replay with an error naming the move (exit code 1).
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings replay crates/engine/tests/scenarios/example-1-city-closed-by-triangles.json
  halflings replay game-00001.json --rules c1-2015 --json
  halflings replay scenario.json --rules all --check
  halflings replay game-00001.json --all")]
pub struct Args {
    /// The scenario or game record (JSON).
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// Print JSON instead of text: {"scores": [..], "events": [..]} with the score events
    /// (feature, points, counted, unit, explanation, ...); with --rules all, the final scores
    /// per version: {"c1-2014": [..], ...}.
    #[arg(long)]
    json: bool,

    /// Score under this rules version instead of the file's own (c1-2014, c1-2015, c2-2020,
    /// c2-2021), or `all` for a table of final scores under every version side by side. A game
    /// record keeps the hand size and symbol setting it was played with, so the same game is
    /// rescored.
    #[arg(long, value_name = "VERSION|all")]
    rules: Option<RulesChoice>,

    /// Compare the final scores with the scenario's "expect" entries for the version(s)
    /// replayed; exit with code 1 on a mismatch.
    #[arg(long)]
    check: bool,

    /// Also print the scorings that pay no player (a feature without followers, a field next
    /// to no completed city), which the text output leaves out by default.
    #[arg(long)]
    all: bool,
}

/// The `--json` output for one rules version.
#[derive(Serialize)]
struct ReplayJson {
    scores: Vec<u32>,
    events: Vec<ScoreWire>,
}

/// Runs `replay`.
///
/// # Errors
/// An unreadable or malformed file, or an illegal move.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let file = game_file::load(&args.file)?;
    let play = |rules: Option<RulesVersion>| {
        file.outcome(&catalog, rules).with_context(|| {
            let under = rules.map(|v| format!(" under {v}")).unwrap_or_default();
            format!("{} ({}){under}", args.file.display(), file.kind())
        })
    };
    let results: Vec<(RulesVersion, Vec<u32>)> = match args.rules {
        Some(RulesChoice::All) => {
            let mut results = Vec::new();
            for v in RulesVersion::ALL {
                results.push((v, play(Some(v))?.scores));
            }
            if args.json {
                let map: serde_json::Map<String, serde_json::Value> = results
                    .iter()
                    .map(|(v, s)| (v.id().to_string(), serde_json::json!(s)))
                    .collect();
                super::print_json(&map)?;
            } else {
                out!("{}", score_table(&results))?;
            }
            results
        }
        choice => {
            let rules = match choice {
                Some(RulesChoice::One(v)) => Some(v),
                _ => None,
            };
            let version = rules.unwrap_or(file.rules());
            let outcome = play(rules)?;
            if args.json {
                super::print_json(&ReplayJson {
                    scores: outcome.scores.clone(),
                    events: outcome.score_events().map(ScoreWire::from).collect(),
                })?;
            } else {
                print_events(&outcome, &catalog, version, args.all)?;
            }
            vec![(version, outcome.scores)]
        }
    };
    if args.check {
        check(&file, &results)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints every event, one per line (scorings that pay nobody only with `all`, otherwise
/// counted in one line), then the final scores per player.
fn print_events(
    outcome: &Outcome,
    catalog: &Catalog,
    version: RulesVersion,
    all: bool,
) -> std::io::Result<()> {
    let mut unpaid = 0;
    for e in &outcome.events {
        if !all && pays_nobody(e) {
            unpaid += 1;
            continue;
        }
        outln!("{}", describe(e, catalog))?;
    }
    if unpaid > 0 {
        let s = if unpaid == 1 { "" } else { "s" };
        outln!("({unpaid} scoring{s} that paid no player not shown: --all shows them)")?;
    }
    outln!()?;
    outln!("Final scores ({version}):")?;
    for (p, s) in outcome.scores.iter().enumerate() {
        outln!("  P{:<3} {s:>4}", p + 1)?;
    }
    Ok(())
}

/// Whether `e` is a scoring that pays no player any points.
fn pays_nobody(e: &Event) -> bool {
    match e {
        Event::Score(s) => s.points().iter().all(|&p| p == 0),
        _ => false,
    }
}

/// A table of scores: one row per player, one column per rules version.
pub fn score_table(results: &[(RulesVersion, Vec<u32>)]) -> String {
    let mut out = format!("{:<6}", "player");
    for (v, _) in results {
        out.push_str(&format!(" {:>8}", v.id()));
    }
    out.push('\n');
    let players = results.iter().map(|(_, s)| s.len()).max().unwrap_or(0);
    for p in 0..players {
        out.push_str(&format!("{:<6}", format!("P{}", p + 1)));
        for (_, s) in results {
            let cell = s.get(p).map_or("-".to_string(), u32::to_string);
            out.push_str(&format!(" {cell:>8}"));
        }
        out.push('\n');
    }
    out
}

/// Compares `results` with the scenario's expected scores.
fn check(file: &GameFile, results: &[(RulesVersion, Vec<u32>)]) -> anyhow::Result<()> {
    let GameFile::Scenario(scenario) = file else {
        bail!("--check needs a scenario: a game record carries no expected scores");
    };
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (v, got) in results {
        if let Some(want) = scenario.expect.get(v) {
            checked += 1;
            if want != got {
                wrong.push(format!("{v}: expected {want:?}, got {got:?}"));
            } else {
                eprintln!("check {v}: ok {got:?}");
            }
        }
    }
    if !wrong.is_empty() {
        bail!(
            "scores differ from the scenario's expectations: {}",
            wrong.join("; ")
        );
    }
    if checked == 0 {
        bail!("the scenario expects no scores for the version(s) replayed");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_a_row_per_player_and_a_column_per_version() {
        let t = score_table(&[
            (RulesVersion::C1_2014, vec![8, 0]),
            (RulesVersion::C1_2015, vec![10, 0]),
        ]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[0].contains("c1-2014") && lines[0].contains("c1-2015"));
        assert_eq!(
            lines[1].split_whitespace().collect::<Vec<_>>(),
            ["P1", "8", "10"]
        );
    }
}
