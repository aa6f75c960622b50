//! `halflings serve`: the web app.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use halflings_engine::Catalog;
use halflings_server::{Config, Database};

/// Serve the web app: a lobby to set up games, and live games against friends (invite links),
/// on one browser (hot-seat) or against bots.
///
/// Games are stored in an SQLite file (created if missing) or, with a postgres:// URL, on a
/// PostgreSQL server that several `serve` processes may share. The schema migrates at start;
/// games in progress go on after a restart.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  halflings serve
  halflings serve --addr 0.0.0.0:8080 --db /var/lib/halflings/games.db
  halflings serve --db postgres://halflings:secret@localhost/halflings")]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// An SQLite file, or a postgres:// URL.
    #[arg(long, default_value = "halflings.db", value_name = "FILE|URL")]
    db: Database,
    /// Pause before each bot move, in milliseconds, so that people can follow it.
    #[arg(long, default_value_t = 400, value_name = "MS")]
    bot_delay: u64,
}

/// Runs `serve` until Ctrl-C.
///
/// # Errors
/// The database cannot be opened or migrated, or the address cannot be bound.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let mut config = Config::new(args.addr, args.db.clone());
    config.catalog = catalog;
    config.bot_delay = Duration::from_millis(args.bot_delay);
    halflings_server::run(config)?;
    Ok(ExitCode::SUCCESS)
}
