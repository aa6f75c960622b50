//! JSON formats: moves on the wire, game records, scenario files, scores and descriptions.
//!
//! * A **move** is an object tagged by `"do"`: `{"do": "draw"}`, `{"do": "play", "tile":
//!   "H1-05"}`, `{"do": "place", "at": [1, 0], "rot": 90, "follower": "N"}` (a triangle takes
//!   `"corner": "NW"` instead of `"rot"`; an expansion's figure placed with the tile adds
//!   `"figure"` with the figure's name), `{"do": "pick", "tile": "H2-03"}`, and every
//!   expansion's move in one form: `{"do": "expansion", "module": ID, "action": NAME, "arg":
//!   TEXT}`, with `"target": {"at": [0, 1], "corner": "NE", "location": "N.w"}` where it aims
//!   at the board, and `"at"` with `"rot"` or `"corner"` where it places the tile (see
//!   [`moves`]).
//! * A **game record** (`halflings-record/1`) is a setup (with its seed) and every decision; it
//!   replays bit-exactly ([`record`]).
//! * A **scenario** (`halflings-scenario/1`) describes a position by explicit moves, without
//!   chance: see `docs/scenario-format.md` ([`scenario`]).
//! * A **game file** is either ([`game_file`]), told apart by its `"format"`.
//! * What a page offers and shows: the **legal moves** grouped ([`legal`]), what a setup
//!   comes to ([`resolved`]), the **event log** ([`log`]).
//! * **Tile shapes** ([`shapes`]): the tile definitions as the browser draws them.
//! * **Scores** ([`score`]) and **descriptions** of events and pending decisions
//!   ([`descriptions`]) for logs, views and people.

pub mod descriptions;
pub mod game_file;
pub mod legal;
pub mod log;
pub mod moves;
mod places;
pub mod record;
pub mod resolved;
pub mod scenario;
pub mod score;
pub mod shapes;

pub use descriptions::{describe, describe_decision, EventWire};
pub use game_file::GameFile;
pub use legal::{FigureSpot, Legal, PlacementOption};
pub use log::LogEntry;
pub use moves::{figure_move, parse_turn, MoveWire, TargetWire};
pub use record::{GameRecord, Outcome, RECORD_FORMAT};
pub use resolved::{ModuleInPlay, Resolved};
pub use scenario::{
    Scenario, ScenarioNext, ScenarioPlacement, ScenarioStart, ScenarioStep, SCENARIO_FORMAT,
};
pub use score::{PlaceWire, ScoreWire};
pub use shapes::{SegmentShape, TileShape, TileShapes};

use crate::tiles::{Catalog, TileKind};

/// A problem with a record or scenario: where (move index, if any) and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", step.map(|i| format!("move {}: ", i + 1)).unwrap_or_default())]
pub struct WireError {
    /// The 0-based index of the move at fault.
    pub step: Option<usize>,
    /// What is wrong.
    pub problem: String,
    /// The broken rule's code, when a move was refused by the rules.
    pub rule: Option<String>,
}

impl WireError {
    fn at(step: usize, problem: impl ToString) -> WireError {
        WireError {
            step: Some(step),
            problem: problem.to_string(),
            rule: None,
        }
    }

    fn illegal(step: usize, e: crate::state::IllegalMove) -> WireError {
        WireError {
            step: Some(step),
            problem: e.to_string(),
            rule: Some(e.rule()),
        }
    }

    fn whole(problem: impl ToString) -> WireError {
        WireError {
            step: None,
            problem: problem.to_string(),
            rule: None,
        }
    }
}

fn tile_kind(cat: &Catalog, id: &str) -> Result<TileKind, String> {
    cat.kind(id)
        .ok_or_else(|| format!("unknown tile id {id:?}"))
}
