//! Little Buildings' moves and events as the module's own types.

use serde::{Deserialize, Serialize};

use super::Kind;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Little Buildings: with the placement of the current tile, instead of a follower,
/// one of the player's buildings of a kind on that tile (no place on it: a building belongs to
/// the whole tile).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum LittleBuildingsMove {
    /// A tower on the tile being placed.
    Tower,
    /// A house on the tile being placed.
    House,
    /// A shed on the tile being placed.
    Shed,
}

impl LittleBuildingsMove {
    /// The move putting a building of kind `kind`.
    pub const fn of(kind: Kind) -> LittleBuildingsMove {
        match kind {
            Kind::Tower => LittleBuildingsMove::Tower,
            Kind::House => LittleBuildingsMove::House,
            Kind::Shed => LittleBuildingsMove::Shed,
        }
    }

    /// The kind of building it puts.
    pub const fn kind(self) -> Kind {
        match self {
            LittleBuildingsMove::Tower => Kind::Tower,
            LittleBuildingsMove::House => Kind::House,
            LittleBuildingsMove::Shed => Kind::Shed,
        }
    }
}

/// What the module says of a building's move without the tile's placement.
const NEEDS_PLACE: Refusal = Refusal::new("building-needs-place", "little-buildings.rule.building-needs-place");

impl ModuleMove for LittleBuildingsMove {
    fn timing(&self) -> Timing {
        Timing::WithTile(NEEDS_PLACE)
    }
}

/// What Little Buildings reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LittleBuildingsEvent {
    /// The player put a building of kind `kind` on the tile they placed, at the event's place.
    Built {
        /// Its kind.
        kind: Kind,
    },
}

impl ModuleEvent for LittleBuildingsEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        match *self {
            LittleBuildingsEvent::Built { kind } => Text::new("little-buildings.event.built")
                .player("who", player)
                .text("kind", Text::new(kind.words()))
                .maybe(
                    "place",
                    at.map(|s| Text::new("little-buildings.event.place").spot("spot", s)),
                ),
        }
    }
}
