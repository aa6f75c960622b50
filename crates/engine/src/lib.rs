//! # halflings-engine
//!
//! The rules of Carcassonne with the Halflings mini-expansion: the base game on a grid of
//! square spaces, where a space holds one square tile or one or two triangular halflings.
//! Pure and deterministic: no I/O, no clock, no global state; all chance comes from the seed in
//! [`Setup`].
//!
//! ```
//! use std::sync::Arc;
//! use halflings_engine::{Catalog, GameState, Setup};
//!
//! let catalog = Arc::new(Catalog::builtin());
//! let mut game = GameState::new(catalog, &Setup { seed: 7, ..Setup::default() }).unwrap();
//! while let Some(player) = game.to_move() {
//!     let mv = game.legal_moves()[0];
//!     game.play(player, &mv).unwrap();
//! }
//! assert!(game.is_over());
//! ```
#![deny(missing_docs)]

pub mod board;
pub mod expansion;
pub mod geometry;
pub mod guide;
pub mod perft;
pub mod playout;
pub mod rules;
pub mod scoring;
pub mod seat;
pub mod state;
pub mod text;
pub mod tiles;
pub mod view;
pub mod wire;

pub use board::{Board, Content, FeatureId, FollowerKind, Part, PlacementError};
pub use expansion::{Expansion, ExpansionChoice, ExpansionMove};
pub use geometry::{Corner, CornerSet, Location, Rotation, Side, SpacePos, Turn};
pub use rules::{CountPer, Deal, RulesVersion, Unit};
pub use scoring::{Rate, ScoreEvent, ScoringRules};
pub use seat::{PerSeat, Seat, SeatSet, MAX_PLAYERS};
pub use state::{Census, Event, GameState, IllegalMove, Move, Phase, Setup, SetupError, Spot};
pub use text::Text;
pub use tiles::{Catalog, FeatureKind, Shape, TileDataError, TileDef, TileKind};
pub use view::PlayerView;
pub use wire::{GameFile, GameRecord, MoveWire, Outcome, Scenario, ScoreWire, WireError};
