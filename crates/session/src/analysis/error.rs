//! [`AnalysisError`]: why the analysis board refused a position or a question.

use halflings_engine::{IllegalMove, SetupError, WireError};

use crate::error_body::ErrorBody;

/// Why a position or a question of the analysis board was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// A file that cannot be read, or a move of it that cannot be played.
    #[error("{0}")]
    File(WireError),
    /// A tile id the catalogue does not hold.
    #[error("unknown tile id {0:?}")]
    UnknownTile(String),
    /// In a game record, another tile than the one drawn.
    #[error("in a game record only the tile drawn may be placed, not {0}")]
    NotTheTileDrawn(String),
    /// A turn (rotation or corner) or a follower location that cannot be read.
    #[error("{0}")]
    Unreadable(String),
    /// The engine refused to set the position up for the question (a player beyond the
    /// game's…).
    #[error("{0}")]
    Refused(IllegalMove),
    /// Nobody is to move: the bot has nothing to rank.
    #[error("the game is over: nobody is to move")]
    GameOver,
    /// The catalogue lacks a tile set the game's expansions use.
    #[error("{0}")]
    Pile(SetupError),
}

impl AnalysisError {
    /// The refusal as the browser's engine answers it: `illegal` with the rule for what the
    /// rules refuse, `bad-input` for the rest.
    pub fn body(&self) -> ErrorBody {
        match self {
            AnalysisError::File(e) => ErrorBody::from(e),
            AnalysisError::Refused(e) => ErrorBody::from(e),
            _ => ErrorBody::bad_input(self),
        }
    }
}
