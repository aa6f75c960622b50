//! [`Limits`]: how much of the server one client, one game or the bots may take, so that none
//! can take it down for the others (README: Hardening). Each has a default here and a
//! `halflings serve` option.

use std::net::IpAddr;
use std::time::Duration;

/// One day.
pub const DAY: Duration = Duration::from_secs(24 * 3600);

/// The server's limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Open connections of all clients together (HTTP and WebSocket); beyond it a new
    /// connection is closed at once. Lowered at start to what the open-file limit allows.
    pub max_connections: usize,
    /// Open connections from one client address (HTTP and WebSocket; a trusted proxy's are
    /// not counted by address, it carries many clients); beyond it a new one is closed at once.
    pub max_connections_per_client: usize,
    /// Live-game WebSockets of one client (a trusted proxy's clients by their forwarded
    /// address); beyond it an upgrade is answered 429.
    pub max_sockets_per_client: usize,
    /// Live-game WebSockets of one game; beyond it an upgrade is answered 503.
    pub max_sockets_per_game: usize,
    /// A connection from which nothing arrives for this long is closed (a live browser answers
    /// the pings the server sends on a WebSocket every third of it); so is one that takes
    /// nothing the server sends for as long.
    pub idle_timeout: Duration,
    /// Reverse proxies whose `X-Forwarded-For` is believed: a client behind one is known by
    /// the address the proxy appended last ([`crate::client`]).
    pub trusted_proxies: Vec<IpAddr>,
    /// Games one client may create in a burst…
    pub games_burst: u32,
    /// …and then per minute.
    pub games_per_minute: u32,
    /// An unfinished game without an action for this long is archived: never loaded or
    /// played again ([`crate::archive`]). `None`: never.
    pub archive_after: Option<Duration>,
    /// Games whose seats are all bots in play at once (on this database); another is refused
    /// with 503 until one ends.
    pub max_bot_games: usize,
    /// Bots thinking at once; games between bots use all but one of them (at least one), so
    /// that a bot playing people is never queued behind them.
    pub bot_threads: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 4096,
            max_connections_per_client: 64,
            max_sockets_per_client: 32,
            max_sockets_per_game: 100,
            idle_timeout: Duration::from_secs(60),
            trusted_proxies: Vec::new(),
            games_burst: 20,
            games_per_minute: 12,
            archive_after: Some(30 * DAY),
            max_bot_games: 16,
            bot_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}
