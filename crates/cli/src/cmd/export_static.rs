//! `halflings export-static DIR`: the pages that need no server, as a folder.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use halflings_engine::Catalog;
use halflings_server::static_site::StaticSite;

/// Write the pages that need no server into a folder: games on one browser (hot-seat players
/// and bots, every expansion, kept in the browser's storage) and the analysis board.
///
/// Put the folder on any static web host, or open its index.html from disk where the browser
/// allows pages opened from files to load their scripts (Chromium started with
/// --allow-file-access-from-files). `halflings serve` serves the same files at /local/.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Examples:
  halflings export-static site/
  python3 -m http.server -d site/ 8000    # then open http://127.0.0.1:8000/")]
pub struct Args {
    /// The folder to write (created if missing; files already there are replaced).
    #[arg(value_name = "DIR")]
    dir: PathBuf,
}

/// Runs `export-static`.
///
/// # Errors
/// A build without the browser's engine, or a file that cannot be written.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let site = StaticSite::new(&catalog);
    site.write_to(&args.dir)
        .with_context(|| format!("cannot write the pages into {}", args.dir.display()))?;
    let index = args.dir.join("index.html");
    outln!(
        "wrote {} files into {}: open {} or serve the folder",
        site.files().len(),
        args.dir.display(),
        index.display()
    )?;
    Ok(ExitCode::SUCCESS)
}
