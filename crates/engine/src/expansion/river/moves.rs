//! The River's moves, decision and events as the module's own types: it has no moves and waits
//! for no decision; it reports the rest of the river leaving the game.

use serde::{Deserialize, Serialize};

use crate::expansion::{ModuleEvent, ModuleMove, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of the River: it has none (the river tiles are placed as any tile).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum RiverMove {}

impl ModuleMove for RiverMove {
    fn timing(&self) -> Timing {
        match *self {}
    }
}

/// A decision the River waits for: it has none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiverDecision {}

/// What the River reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiverEvent {
    /// A river tile fitted nowhere and the rest of the river left the game with it.
    #[serde(rename = "river-abandoned")]
    Abandoned {
        /// How many more river tiles left the game.
        tiles: u16,
    },
}

impl ModuleEvent for RiverEvent {
    fn describe(&self, _player: Seat, _at: Option<Spot>) -> Text {
        match *self {
            RiverEvent::Abandoned { tiles } => Text::new("river.event.abandoned").num("n", tiles),
        }
    }
}
