//! Abbey & Mayor's moves, decisions and events as the module's own types.

use serde::{Deserialize, Serialize};

use super::MAYOR;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Abbey & Mayor.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum AbbeyMayorMove {
    /// With the placement: the player's mayor from reserve on the free city at `city` of the
    /// tile being placed (figure `"mayor"` on the wire).
    Mayor {
        /// Where it goes.
        city: Spot,
    },
}

/// What the module says of a mayor's move without the tile's placement.
const MAYOR_NEEDS_PLACE: Refusal =
    Refusal::new("mayor-needs-place", "abbey-and-mayor.rule.mayor-needs-place");

impl ModuleMove for AbbeyMayorMove {
    fn timing(&self) -> Timing {
        match self {
            AbbeyMayorMove::Mayor { .. } => Timing::WithTile(MAYOR_NEEDS_PLACE),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            AbbeyMayorMove::Mayor { city } => Some(city),
        }
    }

    fn figure(&self) -> Option<&'static str> {
        match self {
            AbbeyMayorMove::Mayor { .. } => Some(MAYOR),
        }
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<AbbeyMayorMove> {
        (figure == MAYOR).then_some(AbbeyMayorMove::Mayor { city: spot })
    }
}

/// A decision Abbey & Mayor waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbbeyMayorDecision {}

/// What Abbey & Mayor reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbbeyMayorEvent {
    /// The player put their mayor on the board, at the event's place.
    MayorPlaced,
}

impl ModuleEvent for AbbeyMayorEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        match self {
            AbbeyMayorEvent::MayorPlaced => Text::new("abbey-and-mayor.event.mayor-placed")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("abbey-and-mayor.event.place").spot("spot", s)),
                ),
        }
    }
}
