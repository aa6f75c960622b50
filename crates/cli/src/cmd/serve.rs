//! `halflings serve`: the web app.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use halflings_engine::Catalog;
use halflings_server::limits::DAY;
use halflings_server::{Config, Database, Limits, ListenAddr, PublicUrl};

/// Serve the web app: a lobby to set up games, and live games against friends (invite links),
/// on one browser (hot-seat) or against bots.
///
/// Games are stored in an SQLite file (created if missing; its folder must exist) or, with a
/// postgres:// URL, on a PostgreSQL server that several `serve` processes may share (the
/// database and its user must exist; the tables are made at start). The schema migrates at
/// start; games in progress go on after a restart. For friends on other machines, listen on
/// every address (--addr 0.0.0.0:8080) or behind a reverse proxy, and give the address they
/// open as --public-url (README: Play with friends).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  halflings serve
  halflings serve --addr 0.0.0.0:8080                  # friends on your network
  halflings serve --addr 0.0.0.0:8080 --public-url http://192.168.1.20:8080
  halflings serve --public-url https://games.example.org --db /var/lib/halflings/games.db
  halflings serve --db postgres://halflings:secret@localhost/halflings")]
pub struct Args {
    /// The address to listen on: HOST:PORT, with a host name (localhost), an IP address of
    /// this machine, 0.0.0.0 for all its IPv4 addresses or `[::]` for all its addresses.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "HOST:PORT")]
    addr: ListenAddr,
    /// The address people open, if not the one listened on (a LAN address, or the https://
    /// address of a reverse proxy): invite links use it, and the pages move a browser that
    /// opened them elsewhere to it.
    #[arg(long, value_name = "URL")]
    public_url: Option<PublicUrl>,
    /// An SQLite file, or a postgres:// URL.
    #[arg(long, default_value = "halflings.db", value_name = "FILE|URL")]
    db: Database,
    /// Pause before each bot move, in milliseconds, so that people can follow it.
    #[arg(long, default_value_t = 400, value_name = "MS")]
    bot_delay: u64,
    /// Another site whose pages may use this server (its API and WebSockets), besides the
    /// server's own and --public-url: `https://host[:port]`. Repeat for several.
    #[arg(long, value_name = "URL")]
    allow_origin: Vec<PublicUrl>,
    /// The largest request body, in bytes (a larger one gets 413).
    #[arg(long, default_value_t = halflings_server::config::DEFAULT_MAX_BODY_BYTES, value_name = "BYTES")]
    max_body: usize,
    /// The most bytes of headers a request may carry (more gets 431).
    #[arg(long, default_value_t = halflings_server::config::DEFAULT_MAX_HEADER_BYTES, value_name = "BYTES")]
    max_headers: usize,
    /// How many times a second a WebSocket connection may ask for the whole state again
    /// (`sync`; more gets a too-many-requests error on the socket).
    #[arg(long, default_value_t = halflings_server::config::DEFAULT_SYNC_PER_SECOND, value_name = "N")]
    sync_per_second: NonZeroU32,
    /// Bots thinking at once (default: one per core); games between bots use all but one of
    /// them, so that a bot playing people never waits behind them.
    #[arg(long, value_name = "N")]
    bot_threads: Option<NonZeroUsize>,
    /// Games whose seats are all bots in play at once; another is refused until one ends.
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_bot_games)]
    max_bot_games: usize,
    /// Connections open at once, of all clients together (more are closed at once; lowered
    /// to what the open-file limit allows).
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_connections)]
    max_connections: usize,
    /// Connections one address may have open (more are closed at once; a --trusted-proxy's
    /// are not counted).
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_connections_per_client)]
    max_connections_per_client: usize,
    /// Live games (WebSockets) one client may have open (more get 429).
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_sockets_per_client)]
    max_sockets_per_client: usize,
    /// WebSockets one game may have open, its players' and spectators' (more get 503).
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_sockets_per_game)]
    max_sockets_per_game: usize,
    /// Seconds after which a connection from which nothing arrived is closed (WebSockets are
    /// pinged every third of it, which browsers answer).
    #[arg(long, value_name = "SECONDS", default_value_t = Limits::default().idle_timeout.as_secs())]
    idle_timeout: u64,
    /// Games one client may create at once before the per-minute rate applies.
    #[arg(long, value_name = "N", default_value_t = Limits::default().games_burst)]
    games_burst: u32,
    /// Games one client may create per minute, past the burst (more get 429).
    #[arg(long, value_name = "N", default_value_t = Limits::default().games_per_minute)]
    games_per_minute: u32,
    /// Days without an action after which an unfinished game is archived: no longer loaded or
    /// played (`halflings admin` lists and purges them); 0: never.
    #[arg(long, value_name = "DAYS", default_value_t = 30)]
    archive_days: u64,
    /// A reverse proxy (its IP address) whose X-Forwarded-For names the client, for the
    /// limits per client; its own connections are not counted per address. Repeat for several.
    #[arg(long, value_name = "IP")]
    trusted_proxy: Vec<IpAddr>,
}

/// Runs `serve` until Ctrl-C.
///
/// # Errors
/// The address cannot be bound, or the database cannot be opened or migrated.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let mut config = Config::new(args.addr.clone(), args.db.clone());
    config.public_url = args.public_url.clone();
    config.catalog = catalog;
    config.bot_delay = Duration::from_millis(args.bot_delay);
    config.allowed_origins = args.allow_origin.clone();
    config.max_body_bytes = args.max_body;
    config.max_header_bytes = args.max_headers;
    config.sync_per_second = args.sync_per_second;
    let limits = &mut config.limits;
    if let Some(threads) = args.bot_threads {
        limits.bot_threads = threads.get();
    }
    limits.max_bot_games = args.max_bot_games;
    limits.max_connections = args.max_connections;
    limits.max_connections_per_client = args.max_connections_per_client;
    limits.max_sockets_per_client = args.max_sockets_per_client;
    limits.max_sockets_per_game = args.max_sockets_per_game;
    limits.idle_timeout = Duration::from_secs(args.idle_timeout.max(1));
    limits.trusted_proxies = args.trusted_proxy.clone();
    limits.games_burst = args.games_burst;
    limits.games_per_minute = args.games_per_minute;
    limits.archive_after =
        (args.archive_days > 0).then(|| DAY * u32::try_from(args.archive_days).unwrap_or(u32::MAX));
    halflings_server::run(config)?;
    Ok(ExitCode::SUCCESS)
}
