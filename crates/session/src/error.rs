//! [`SessionError`]: why a session refused a game, a move or a question, one variant per
//! failure.

use halflings_engine::{IllegalMove, SetupError, WireError};

use crate::error_body::ErrorBody;

/// Why a [`Session`](crate::Session) refused something; the session is then unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The setup cannot start a game.
    #[error("setup: {0}")]
    Setup(SetupError),
    /// Seats given for another number of players than the game's.
    #[error("{seats} seats for a game of {players} players")]
    Seats {
        /// The seats given.
        seats: usize,
        /// The game's players.
        players: u8,
    },
    /// A move of a record that cannot be played.
    #[error("move {}: {cause}", index + 1)]
    Replay {
        /// The 0-based index of the move.
        index: usize,
        /// Why it cannot be played.
        cause: Box<SessionError>,
    },
    /// Replaying the game's own record failed (a broken invariant of the engine).
    #[error("replay: {0}")]
    Record(WireError),
    /// An action numbered for another position.
    #[error("stale move number {got}: the game is at move {current}; reload and try again")]
    Stale {
        /// The number the action carries.
        got: u32,
        /// The number the next action must carry.
        current: u32,
    },
    /// The seat is not to move: another is, or the game is over
    /// ([`IllegalMove::NotYourTurn`], [`IllegalMove::GameOver`]).
    #[error("{0}")]
    Turn(IllegalMove),
    /// A move that names no tile, place, figure or action of this game.
    #[error("{0}")]
    Unreadable(String),
    /// A move the rules refuse.
    #[error("illegal move: {0}")]
    Illegal(IllegalMove),
    /// A replay frame past the last action.
    #[error("the game has {moves} actions, not {asked}")]
    PastTheEnd {
        /// The frame asked for.
        asked: u32,
        /// The actions played.
        moves: u32,
    },
    /// A bot was asked to move where none is to.
    #[error("no bot is to move")]
    NoBotToMove,
}

impl SessionError {
    /// The refusal as the browser's engine answers it: `illegal` with the rule for a move the
    /// rules refuse (or out of turn), `bad-input` for the rest.
    pub fn body(&self) -> ErrorBody {
        match self {
            SessionError::Turn(e) | SessionError::Illegal(e) => ErrorBody::from(e),
            SessionError::Record(e) => ErrorBody::from(e),
            SessionError::Setup(e) => ErrorBody {
                text: Some(e.text()),
                ..ErrorBody::bad_input(self)
            },
            _ => ErrorBody::bad_input(self),
        }
    }
}
