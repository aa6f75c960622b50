//! Bridges, Castles & Bazaars' moves, decisions and events as the module's own types.

use serde::{Deserialize, Serialize};

use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Bridges, Castles & Bazaars.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum BcbMove {
    /// The answer to [`BcbDecision::Castle`]: a castle on the city, instead of scoring it.
    BuildCastle,
    /// The answer to [`BcbDecision::Castle`]: no castle; the city scores as usual.
    DeclineCastle,
}

/// What the module says of a castle's answer while no castle is offered.
const NO_CASTLE_OFFERED: Refusal = Refusal::new(
    "no-castle-offered",
    "bridges-castles-bazaars.rule.no-castle-offered",
);

impl ModuleMove for BcbMove {
    fn timing(&self) -> Timing {
        match self {
            BcbMove::BuildCastle | BcbMove::DeclineCastle => Timing::Decision(NO_CASTLE_OFFERED),
        }
    }
}

/// A decision Bridges, Castles & Bazaars waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BcbDecision {
    /// The small city just completed at `city`, with the player's follower alone in it, may
    /// become a castle instead of scoring.
    Castle {
        /// A place of the city.
        city: Spot,
    },
}

/// What Bridges, Castles & Bazaars reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BcbEvent {
    /// The player built a castle on the city at the event's place; their follower there
    /// became its lord.
    CastleBuilt,
    /// The player let the city at the event's place score instead of building a castle.
    CastleDeclined,
    /// The player's castle at the event's place scored `points` (the value of a feature of
    /// its fief just scored); its lord went home.
    CastleScored {
        /// What it scored.
        points: u32,
    },
}

impl ModuleEvent for BcbEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let place = at.map(|s| Text::new("bridges-castles-bazaars.event.place").spot("spot", s));
        match *self {
            BcbEvent::CastleBuilt => Text::new("bridges-castles-bazaars.event.castle-built"),
            BcbEvent::CastleDeclined => {
                Text::new("bridges-castles-bazaars.event.castle-declined")
            }
            BcbEvent::CastleScored { points } => {
                Text::new("bridges-castles-bazaars.event.castle-scored").num("points", points)
            }
        }
        .player("who", player)
        .maybe("place", place)
    }
}
