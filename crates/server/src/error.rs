//! [`AppError`]: every way a request can fail, split into the client's faults (with a clear
//! message, nothing written) and ours (logged with their cause chain, reported as internal).

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use halflings_engine::{IllegalMove, SetupError, Text};
pub use halflings_session::ErrorBody;

use crate::lobby_error::LobbyError;

/// The rule code of a move that names no tile, place, figure or action of the game (an
/// unknown tile id, a bad location…): the engine could not even read it as a move.
pub const MALFORMED_MOVE: &str = "malformed-move";

/// Why a request or a WebSocket message was refused.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// Malformed JSON, an unknown field, or options that cannot start a game.
    #[error("{0}")]
    BadRequest(String),
    /// Seats, names, bots or a clock the lobby refuses.
    #[error("{0}")]
    Lobby(#[from] LobbyError),
    /// A setup the engine refuses to start a game with (too few halflings for every hand…).
    #[error("{0}")]
    Setup(SetupError),
    /// No game has this id.
    #[error("no game {0:?}")]
    UnknownGame(String),
    /// The seat token is missing or not one of this game's.
    #[error("this seat token does not belong to game {0}")]
    WrongToken(String),
    /// A spectator tried to act.
    #[error("spectators cannot act: join with a seat token")]
    Spectator,
    /// Another seat is to move (or the game is over).
    #[error("{0}")]
    NotYourTurn(String),
    /// The engine refused the move: `rule` is the broken rule's stable code
    /// ([`IllegalMove::rule`]).
    #[error("illegal move: {message}")]
    Illegal {
        /// The broken rule's code (`"feature-occupied"`, `"<expansion>/<rule>"`), or
        /// [`MALFORMED_MOVE`] for a move that names nothing of this game.
        rule: String,
        /// What is wrong, for people.
        message: String,
        /// The same as a message a browser words in its language (a refusal of the rules).
        text: Option<Text>,
    },
    /// The seat's time has run out: the server plays its moves ([`crate::clock`]).
    #[error("{0}'s time has run out: the server plays this seat's moves")]
    OutOfTime(String),
    /// The action was based on an old position.
    #[error("stale move number {got}: the game is at move {current}; reload and try again")]
    Stale {
        /// The move number the client sent.
        got: u32,
        /// The move number the next action must carry.
        current: u32,
    },
    /// The game's seed was chosen by its creator, and these seats have not accepted it yet:
    /// the game has not started ([`crate::seeds`]).
    #[error("the creator chose this game's seed: the game starts once {0} have accepted it")]
    SeedNotAccepted(String),
    /// Asked for something that exists only later (the record of a running game).
    #[error("{0}")]
    NotYet(String),
    /// The game's stored data makes no sense (a row missing, unreadable, or refused by the
    /// engine): it cannot be played until the data is mended; the other games go on.
    #[error("this game is damaged and cannot be played: {0}")]
    Broken(String),
    /// No page or endpoint at this path.
    #[error("{0}")]
    NotFound(String),
    /// The path exists, but not for this method.
    #[error("{0}")]
    MethodNotAllowed(String),
    /// The request body is larger than the server takes.
    #[error("{0}")]
    TooLarge(String),
    /// The request's headers are larger than the server takes.
    #[error("{0}")]
    HeadersTooLarge(String),
    /// A state-changing request whose body is not declared as JSON.
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// An `Authorization` header that is not `Bearer TOKEN`.
    #[error("the Authorization header must be \"Bearer TOKEN\" with a seat token (or left out, to watch)")]
    BadAuthorization,
    /// A request from a page of another site ([`crate::routes`]).
    #[error("{0}")]
    ForbiddenOrigin(String),
    /// Too many requests of one kind in a short time; answered with `Retry-After`.
    #[error("{message}")]
    TooManyRequests {
        /// What was refused, and when to try again.
        message: String,
        /// The whole seconds to wait before trying again (at least 1).
        retry_after: u64,
    },
    /// Any other status a layer below the routes answered with.
    #[error("{message}")]
    Http {
        /// The status.
        status: StatusCode,
        /// What went wrong.
        message: String,
    },
    /// The server runs as much of something as it may (games between bots): try again later.
    #[error("{0}")]
    Busy(String),
    /// The game was archived after long without an action ([`crate::archive`]).
    #[error("{0}")]
    Archived(String),
    /// Our fault: a database or I/O failure.
    #[error("internal error")]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> AppError {
        AppError::Internal(e.into())
    }
}

/// The most characters of an error message sent back.
pub const MAX_MESSAGE: usize = 300;

/// `text` cut to [`MAX_MESSAGE`] characters, saying how much was left out.
pub fn shorten(text: &str) -> String {
    let end = text.char_indices().nth(MAX_MESSAGE).map(|(end, _)| end);
    match end.and_then(|end| text.split_at_checked(end)) {
        None => text.to_string(),
        Some((kept, left)) => format!("{kept}… ({} more characters)", left.chars().count()),
    }
}

impl From<IllegalMove> for AppError {
    fn from(e: IllegalMove) -> AppError {
        AppError::Illegal {
            rule: e.rule(),
            message: e.to_string(),
            text: Some(e.text()),
        }
    }
}

impl AppError {
    /// A move the engine cannot read in this game ([`MALFORMED_MOVE`]).
    pub fn malformed_move(message: String) -> AppError {
        AppError::Illegal {
            rule: MALFORMED_MOVE.to_string(),
            message,
            text: None,
        }
    }

    /// The stable code of this error, the `error` of its [`ErrorBody`]: `bad-request`,
    /// `unknown-game`, `wrong-token`, `spectator`, `not-your-turn`, `out-of-time`, `illegal`,
    /// `stale`, `not-yet`, `seed-not-accepted`, `broken-game`, `not-found`,
    /// `method-not-allowed`, `too-large`, `headers-too-large`, `unsupported-media-type`,
    /// `bad-authorization`, `forbidden-origin`, `too-many-requests`, `busy`, `archived`,
    /// `http` (another status), `internal`.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::BadRequest(_) | AppError::Lobby(_) | AppError::Setup(_) => "bad-request",
            AppError::UnknownGame(_) => "unknown-game",
            AppError::WrongToken(_) => "wrong-token",
            AppError::Spectator => "spectator",
            AppError::NotYourTurn(_) => "not-your-turn",
            AppError::OutOfTime(_) => "out-of-time",
            AppError::Illegal { .. } => "illegal",
            AppError::Stale { .. } => "stale",
            AppError::NotYet(_) => "not-yet",
            AppError::SeedNotAccepted(_) => "seed-not-accepted",
            AppError::Broken(_) => "broken-game",
            AppError::NotFound(_) => "not-found",
            AppError::MethodNotAllowed(_) => "method-not-allowed",
            AppError::TooLarge(_) => "too-large",
            AppError::HeadersTooLarge(_) => "headers-too-large",
            AppError::UnsupportedMediaType(_) => "unsupported-media-type",
            AppError::BadAuthorization => "bad-authorization",
            AppError::ForbiddenOrigin(_) => "forbidden-origin",
            AppError::TooManyRequests { .. } => "too-many-requests",
            AppError::Http { .. } => "http",
            AppError::Busy(_) => "busy",
            AppError::Archived(_) => "archived",
            AppError::Internal(_) => "internal",
        }
    }

    /// The HTTP status of this error.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_)
            | AppError::Lobby(_)
            | AppError::Setup(_)
            | AppError::BadAuthorization => StatusCode::BAD_REQUEST,
            AppError::UnknownGame(_) | AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::WrongToken(_) | AppError::Spectator | AppError::ForbiddenOrigin(_) => {
                StatusCode::FORBIDDEN
            }
            AppError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::HeadersTooLarge(_) => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Http { status, .. } => *status,
            AppError::NotYourTurn(_)
            | AppError::OutOfTime(_)
            | AppError::Stale { .. }
            | AppError::SeedNotAccepted(_)
            | AppError::NotYet(_) => StatusCode::CONFLICT,
            AppError::Illegal { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Archived(_) => StatusCode::GONE,
            AppError::Broken(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The body to send, over HTTP and (with `"type": "error"`) over WebSocket, logging our
    /// own failures with their cause chain. Its message is at most [`MAX_MESSAGE`] characters,
    /// so that a huge bad input quoted in it is never sent back whole.
    pub fn body(&self) -> ErrorBody {
        if let AppError::Internal(cause) = self {
            tracing::error!("internal error: {cause:?}");
        }
        ErrorBody {
            error: self.code(),
            rule: match self {
                AppError::Illegal { rule, .. } => Some(rule.clone()),
                _ => None,
            },
            message: shorten(&self.to_string()),
            text: match self {
                AppError::Illegal { text, .. } => text.clone(),
                AppError::Lobby(e) => Some(e.text()),
                AppError::Setup(e) => Some(e.text()),
                _ => None,
            },
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), Json(self.body())).into_response();
        if let AppError::TooManyRequests { retry_after, .. } = self {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_after.max(1)));
        }
        response
    }
}
