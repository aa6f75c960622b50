//! `halflings render FILE`: a picture of a scenario's or game record's board, as SVG.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use halflings_engine::{Catalog, RulesVersion};

use crate::args::parse_rules;
use crate::{game_file, render};

/// Draw the board of a scenario or game record as an SVG picture.
///
/// The picture is the browser's: the same drawing code draws the tiles from the tile data, the
/// followers, the expansions' figures and marks, and under the board each player's colour and
/// score and a line naming the file, the moves played and the rules version.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings render crates/engine/tests/scenarios/example-1-city-closed-by-triangles.json -o example-1.svg
  halflings render game-00001.json --at 40 --rules c1-2015 -o move-40.svg")]
pub struct Args {
    /// The scenario or game record (JSON).
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// Draw the position after the first N moves (default: the whole file, with a scenario's
    /// final scoring if it asks for one).
    #[arg(long, value_name = "N")]
    at: Option<usize>,

    /// Score under this rules version instead of the file's own (c1-2014, c1-2015, c2-2020,
    /// c2-2021).
    #[arg(long, value_name = "VERSION", value_parser = parse_rules)]
    rules: Option<RulesVersion>,

    /// Write the picture to this file (default: standard output).
    #[arg(short, long, value_name = "OUT.svg")]
    output: Option<PathBuf>,
}

/// Runs `render`.
///
/// # Errors
/// An unreadable or malformed file, an illegal move, or an unwritable output file.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let file = game_file::load(&args.file)?;
    let version = args.rules.unwrap_or(file.rules());
    let outcome = match args.at {
        Some(n) => file.position(&catalog, args.rules, n),
        None => file.outcome(&catalog, args.rules),
    }
    .with_context(|| format!("{} ({})", args.file.display(), file.kind()))?;
    let played = args.at.map_or(file.moves(), |n| n.min(file.moves()));
    let name = args.file.file_name().map_or_else(
        || args.file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let caption = format!("{name} · {played} of {} moves · {version}", file.moves());
    let svg = render::board_svg(&outcome.state.view_for(None), &catalog, &caption)?;
    match &args.output {
        Some(path) => std::fs::write(path, svg + "\n")
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => outln!("{svg}")?,
    }
    Ok(ExitCode::SUCCESS)
}
