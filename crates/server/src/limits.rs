//! [`Limits`]: how much of the server one client, one game or the bots may take, so that none
//! can take it down for the others (README: Hardening). Each has a default here and a
//! `halflings serve` option.

/// The server's limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
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
            max_bot_games: 16,
            bot_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}
