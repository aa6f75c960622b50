//! # halflings-server
//!
//! The web app of halflings: a lobby to set up games, live games over WebSocket with friends,
//! hot-seat players and bots, and the browser app that draws them — all in one library that
//! `halflings serve` runs.
//!
//! * **Storage.** Games are their setup and move log, in an SQLite file or on a PostgreSQL
//!   server ([`store`]); the schema migrates at start. A game is rebuilt by replaying its log.
//! * **Actions.** Every action goes one way ([`rooms::Rooms::act`]): the engine checks it on
//!   a copy of the state, the database appends it in the transaction that checks its move
//!   number, then the room commits it and every viewer gets what its seat may see.
//! * **Several processes.** On PostgreSQL, the process that appends notifies the others
//!   ([`notify`]), which read the new actions and wake their viewers.
//! * **Hidden information.** Clients only ever get the engine's [`PlayerView`]s: never the
//!   pile order, never another player's halflings, never the seed before the game ends.
//! * **Bots** think on the blocking pool within their time budget ([`bots`]).
//! * **Clocks**, when a game has them, are enforced ([`clock`]): once a seat's time has run
//!   out, the server plays its moves with the greedy bot.
//!
//! ```no_run
//! use halflings_server::{run, Config, Database};
//!
//! let db: Database = "halflings.db".parse().unwrap();
//! run(Config::new("127.0.0.1:8080".parse().unwrap(), db)).unwrap();
//! ```
//!
//! [`PlayerView`]: halflings_engine::PlayerView
#![deny(missing_docs)]
// No indexing that can panic: a request or a stored row never takes a thread down.
#![cfg_attr(not(test), deny(clippy::indexing_slicing))]

pub mod archive;
pub mod bare_errors;
pub mod bots;
pub mod client;
pub mod clock;
pub mod config;
mod db_check;
pub mod error;
pub mod limits;
pub mod listener;
pub mod lobby;
pub mod lobby_error;
pub mod messages;
pub mod names;
pub mod notify;
pub mod room;
pub mod rooms;
pub mod routes;
pub mod seeds;
pub mod startup;
pub mod static_site;
pub mod store;
pub mod tally;
pub mod throttle;
pub mod token;
pub mod words;

pub use config::{Config, Database, ListenAddr, PublicUrl};
pub use error::AppError;
pub use limits::Limits;
pub use startup::{run, Application};
