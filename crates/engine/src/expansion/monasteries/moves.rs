//! The special monasteries' moves and events as the module's own types.

use serde::{Deserialize, Serialize};

use super::ABBOT_MODE;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of the special monasteries.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum MonasteriesMove {
    /// With the placement of a special monastery: a follower from supply lies on its
    /// monastery, at `monastery`, as an abbot (figure `"abbot-mode"` on the wire). A monk is
    /// the core's follower placement.
    AbbotMode {
        /// The monastery of the tile being placed.
        monastery: Spot,
    },
}

/// What the module says of an abbot's move without the tile's placement.
const ABBOT_NEEDS_PLACE: Refusal =
    Refusal::new("abbot-needs-place", "monasteries.rule.abbot-needs-place");

impl ModuleMove for MonasteriesMove {
    fn timing(&self) -> Timing {
        match self {
            MonasteriesMove::AbbotMode { .. } => Timing::WithTile(ABBOT_NEEDS_PLACE),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            MonasteriesMove::AbbotMode { monastery } => Some(monastery),
        }
    }

    fn figure(&self) -> Option<&'static str> {
        match self {
            MonasteriesMove::AbbotMode { .. } => Some(ABBOT_MODE),
        }
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<MonasteriesMove> {
        (figure == ABBOT_MODE).then_some(MonasteriesMove::AbbotMode { monastery: spot })
    }
}

/// What the special monasteries report.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MonasteriesEvent {
    /// The player laid a follower as an abbot on the monastery at the event's place.
    AbbotLaid,
}

impl ModuleEvent for MonasteriesEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        match self {
            MonasteriesEvent::AbbotLaid => Text::new("monasteries.event.abbot-laid")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("monasteries.event.place").spot("spot", s)),
                ),
        }
    }
}
