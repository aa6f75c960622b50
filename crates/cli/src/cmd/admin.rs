//! `halflings admin`: look after a server's database — list its games, archive the abandoned
//! ones now, purge the archived ones.

use std::process::ExitCode;

use halflings_server::archive::{with_store, GameRow, Which};
use halflings_server::limits::DAY;
use halflings_server::Database;

/// Look after the database of `halflings serve`: list its games, archive the abandoned ones,
/// delete the archived ones.
///
/// The server archives an unfinished game without an action for 30 days (its --archive-days)
/// by itself: an archived game is kept but never loaded or played again (its page says it was
/// archived). It may run while the server does.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  halflings admin list --idle-days 7          # unfinished games without a move for a week
  halflings admin list --archived
  halflings admin archive --idle-days 30      # what the server does every hour
  halflings admin purge --yes                 # delete every archived game for good")]
pub struct Args {
    /// The server's database: an SQLite file, or a postgres:// URL.
    #[arg(
        long,
        default_value = "halflings.db",
        value_name = "FILE|URL",
        global = true
    )]
    db: Database,
    #[command(subcommand)]
    action: Action,
}

/// What to do.
#[derive(Debug, clap::Subcommand)]
enum Action {
    /// List games, the longest unchanged first: id, created, last action, actions, state,
    /// seats.
    List {
        /// Only the archived games.
        #[arg(long, conflicts_with = "idle_days")]
        archived: bool,
        /// Only the unfinished games without an action for this many days (not archived).
        #[arg(long, value_name = "DAYS")]
        idle_days: Option<u64>,
    },
    /// Archive now every unfinished game without an action for this many days.
    Archive {
        /// Days without an action.
        #[arg(long, value_name = "DAYS", default_value_t = 30)]
        idle_days: u64,
    },
    /// Delete every archived game, its seats and its moves, for good.
    Purge {
        /// Really delete (without it, only says how many would go).
        #[arg(long)]
        yes: bool,
    },
}

/// Runs `admin`.
///
/// # Errors
/// The database cannot be opened, or a query fails.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let days = |n: u64| DAY * u32::try_from(n).unwrap_or(u32::MAX);
    match &args.action {
        Action::List {
            archived,
            idle_days,
        } => {
            let which = match (archived, idle_days) {
                (true, _) => Which::Archived,
                (false, Some(n)) => Which::IdleFor(days(*n)),
                (false, None) => Which::All,
            };
            let games = with_store(&args.db, async |store| store.list_games(which).await)?;
            outln!(
                "{:<32}  {:<12}  {:<12}  {:>7}  {:<20}  seats",
                "game",
                "created",
                "last action",
                "actions",
                "state"
            )?;
            for game in &games {
                print_row(game)?;
            }
            outln!("{} games", games.len())?;
        }
        Action::Archive { idle_days } => {
            let idle = days(*idle_days);
            let ids = with_store(&args.db, async |store| store.archive_idle(idle).await)?;
            outln!(
                "{} games without an action for {idle_days} days archived",
                ids.len()
            )?;
        }
        Action::Purge { yes } => {
            if !yes {
                let games = with_store(&args.db, async |store| {
                    store.list_games(Which::Archived).await
                })?;
                outln!(
                    "{} archived games would be deleted for good: give --yes to delete them",
                    games.len()
                )?;
                return Ok(ExitCode::FAILURE);
            }
            let n = with_store(&args.db, async |store| store.purge_archived().await)?;
            outln!("{n} archived games deleted")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line of `list`.
fn print_row(game: &GameRow) -> std::io::Result<()> {
    let state = match (game.finished, game.archived_at) {
        (true, _) => "finished".to_string(),
        (false, Some(at)) => format!("archived {}", ago(at)),
        (false, None) => "in play".to_string(),
    };
    outln!(
        "{:<32}  {:<12}  {:<12}  {:>7}  {:<20}  {}",
        game.id,
        ago(game.created_at),
        ago(game.last_change),
        game.actions,
        state,
        game.seats.join(", ")
    )
}

/// How long ago the Unix time `ms` was: `40 s`, `12 min`, `5 h`, `31 d`.
fn ago(ms: i64) -> String {
    let secs = (halflings_server::store::now_ms() - ms).max(0) / 1000;
    match secs {
        s if s < 60 => format!("{s} s ago"),
        s if s < 3600 => format!("{} min ago", s / 60),
        s if s < 86_400 => format!("{} h ago", s / 3600),
        s => format!("{} d ago", s / 86_400),
    }
}
