//! `halflings`: the command-line front of the halflings rules engine.
//!
//! Subcommands: `replay` (play a scenario or game record and show events and scores), `perft`
//! (count legal placements of a tile in a position), `render` (a picture of a position's board,
//! as the browser draws it), `analyse` (a position scored under every rules version, with the
//! search bot's best moves), `selfplay` (the bot arena: many games between bots, summarised per
//! bot), `ladder` (a round robin between bots and their Elo ratings), `bench` (the engine and playout benchmarks), `check` (validate a tile folder),
//! `expansions` (what each expansion adds, with its options), `export-static` (the pages that
//! need no server, as a folder), `serve` (the web app) and `admin` (list, archive and purge the
//! web app's games).
//!
//! Exit codes: 0 on success, 1 on any error (bad input, illegal move, failed check), 2 on a
//! command-line usage error or when the tile folder given with `--tiles` cannot be loaded.

/// Like `println!`, but gives the I/O error (such as a closed pipe) instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)
    }};
}

/// Like `print!`, but gives the I/O error (such as a closed pipe) instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout().lock(), $($arg)*)
    }};
}

mod args;
mod cmd;
mod game_file;
mod render;
mod tiles;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Carcassonne + Halflings rules engine: replay, perft, render, analyse, selfplay, ladder, bench, check, expansions, export-static, serve, admin.
#[derive(Debug, Parser)]
#[command(name = "halflings", version, about, long_about = None, after_help = "\
Exit codes: 0 success, 1 error (bad file, illegal move, failed check), 2 usage error or
unloadable --tiles folder.")]
struct Cli {
    /// Load the tile sets from every *.json file in DIR (sorted by name) instead of the
    /// built-in ones.
    #[arg(
        long,
        global = true,
        value_name = "DIR",
        help_heading = "Global options"
    )]
    tiles: Option<PathBuf>,

    #[command(subcommand)]
    command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
enum Command {
    Replay(cmd::replay::Args),
    Perft(cmd::perft::Args),
    Render(cmd::render::Args),
    Analyse(cmd::analyse::Args),
    Selfplay(cmd::selfplay::Args),
    Ladder(cmd::ladder::Args),
    Bench(cmd::bench::Args),
    Check(cmd::check::Args),
    Expansions(cmd::expansions::Args),
    ExportStatic(cmd::export_static::Args),
    Serve(cmd::serve::Args),
    Admin(cmd::admin::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        // The reader of our output went away (`halflings replay f | head`): stop quietly.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            if e.downcast_ref::<tiles::TilesError>().is_some() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// Whether `e` comes from writing to a closed pipe.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Loads the catalogue the command needs and runs it.
fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let catalog = || tiles::catalog(cli.tiles.as_deref());
    match &cli.command {
        Command::Replay(args) => cmd::replay::run(args, catalog()?),
        Command::Perft(args) => cmd::perft::run(args, catalog()?),
        Command::Render(args) => cmd::render::run(args, catalog()?),
        Command::Analyse(args) => cmd::analyse::run(args, catalog()?),
        Command::Selfplay(args) => cmd::selfplay::run(args, catalog()?),
        Command::Ladder(args) => cmd::ladder::run(args, catalog()?),
        Command::Bench(args) => cmd::bench::run(args, catalog()?),
        // `check` validates its own folder; `--tiles` does not apply to it.
        Command::Check(args) => cmd::check::run(args),
        Command::Expansions(args) => cmd::expansions::run(args),
        Command::ExportStatic(args) => cmd::export_static::run(args, catalog()?),
        Command::Serve(args) => cmd::serve::run(args, catalog()?),
        // `admin` reads the database only, not the tiles.
        Command::Admin(args) => cmd::admin::run(args),
    }
}
