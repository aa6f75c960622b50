//! What a session tells its viewers: [`SeatState`] (a seat's or a spectator's view with the
//! moves open to it and the log from an entry on) and [`ReplayFrame`] (the board after some of
//! the actions). Built from [`PlayerView`]s only, never from the game state itself.

use halflings_engine::wire::{Legal, LogEntry};
use halflings_engine::PlayerView;
use serde::Serialize;

/// What a seat (or a spectator) is told after every change: the server's state message
/// holds it, with the game's facts and clocks around it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatState<'a> {
    /// The number the next action must carry.
    pub move_no: u32,
    /// What this seat may see.
    pub view: PlayerView,
    /// The moves open to this seat, when it is to move (and may act).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<Legal>,
    /// Index of the first log entry in `log`.
    pub log_from: usize,
    /// Log entries from `log_from` on.
    pub log: &'a [LogEntry],
}

/// The board after the first `move_no` actions (the replay viewer's frame; the answer to
/// `GET /api/games/{id}/replay/{n}`).
#[derive(Clone, Debug, Serialize)]
pub struct ReplayFrame {
    /// Actions played.
    pub move_no: u32,
    /// All actions in the game.
    pub moves: u32,
    /// A spectator's view after them.
    pub view: PlayerView,
}
