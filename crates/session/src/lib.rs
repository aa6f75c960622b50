//! # halflings-session
//!
//! One game session for every front of halflings: the web server (`crates/server`), the
//! browser's engine (`crates/wasm`) and the command-line tool.
//!
//! * [`Session`]: a game being played — its record (setup, seed, every move), the state the
//!   record comes to and the event log. A move is checked by the engine on the one state
//!   ([`Session::check`]) and then committed by playing it there ([`Session::commit`]); no
//!   action copies the state. [`Session::seat_state`] is what a seat or a spectator is told,
//!   with the log from an entry on; [`Session::frame`] the replay viewer's board after some
//!   actions; [`Session::bot_turn`] whose turn a bot has.
//! * [`Watchers`]: who watches a game played on one machine and what each has been sent.
//! * [`SessionError`] and [`ErrorBody`]: why something was refused, and the one JSON shape
//!   in which the server and the browser's engine say so.
//! * [`analysis`]: the analysis board — a scenario or record at one of its moves, scored under
//!   the four rules versions side by side, the placements of a tile there, and the search
//!   bot's ranking of the moves.
//! * [`guide`]: the "How to play" page's positions played out, for the browser to draw.
#![deny(missing_docs)]

pub mod analysis;
mod bots;
mod error;
mod error_body;
pub mod guide;
mod session;
mod views;
mod watchers;

pub use bots::BotTurn;
pub use error::SessionError;
pub use error_body::{ErrorBody, BAD_INPUT, ILLEGAL};
pub use session::{Checked, Session};
pub use views::{ReplayFrame, SeatState};
pub use watchers::{Update, Watchers};
