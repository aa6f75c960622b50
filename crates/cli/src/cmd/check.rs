//! `halflings check DIR`: validate a folder of tile files.

use std::path::PathBuf;
use std::process::ExitCode;

use halflings_engine::Shape;

use crate::tiles::load_dir;

/// Validate a tile folder: load every *.json file in DIR (sorted by name) into one catalogue,
/// as `--tiles DIR` would (the global `--tiles` option does not apply here).
///
/// On success, prints each set (id, name, shape, number of kinds, number of tiles) and exits
/// with 0; on failure prints the problem (naming the file, the tile and what is wrong) and exits
/// with 1.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:\n  halflings check data/tiles")]
pub struct Args {
    /// The folder of tile files (format halflings-tiles/1).
    #[arg(value_name = "DIR")]
    dir: PathBuf,
}

/// Runs `check`.
///
/// # Errors
/// Never: problems are printed and give exit code 1.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let catalog = match load_dir(&args.dir) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    outln!("{}: ok", args.dir.display())?;
    let id_w = catalog
        .sets()
        .iter()
        .map(|s| s.id.len())
        .max()
        .unwrap_or(0)
        .max(3);
    let name_w = catalog
        .sets()
        .iter()
        .map(|s| s.name.len())
        .max()
        .unwrap_or(0)
        .max(4);
    outln!(
        "{:<id_w$}  {:<name_w$}  {:<8}  {:>5}  {:>5}  file",
        "set",
        "name",
        "shape",
        "kinds",
        "tiles"
    )?;
    let mut kinds = 0;
    let mut tiles = 0;
    for set in catalog.sets() {
        let n: u32 = set
            .tiles
            .iter()
            .map(|&k| u32::from(catalog.def(k).count))
            .sum();
        let shape = match set.shape {
            Shape::Square => "square",
            Shape::Triangle => "triangle",
        };
        outln!(
            "{:<id_w$}  {:<name_w$}  {:<8}  {:>5}  {:>5}  {}",
            set.id,
            set.name,
            shape,
            set.tiles.len(),
            n,
            set.file
        )?;
        kinds += set.tiles.len();
        tiles += n;
    }
    outln!(
        "{} sets, {kinds} kinds, {tiles} tiles; start tile {}",
        catalog.sets().len(),
        catalog.def(catalog.start()).id
    )?;
    Ok(ExitCode::SUCCESS)
}
