//! Inns & Cathedrals' move, decision and event as the module's own types, and the older wire
//! form of its move (the action with `"target"`), which stored games and scenarios keep.

use serde::{Deserialize, Serialize};

use super::BIG_FOLLOWER;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Inns & Cathedrals.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum InnsMove {
    /// With the placement: the player's big follower from reserve on the free feature at
    /// `feature` of the tile being placed (figure `"big-follower"` on the wire).
    BigFollower {
        /// Where it goes.
        feature: Spot,
    },
}

const NEEDS_PLACE: Refusal = Refusal::new(
    "big-follower-needs-place",
    "inns-and-cathedrals.rule.big-follower-needs-place",
);

impl ModuleMove for InnsMove {
    fn timing(&self) -> Timing {
        match self {
            InnsMove::BigFollower { .. } => Timing::WithTile(NEEDS_PLACE),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            InnsMove::BigFollower { feature } => Some(feature),
        }
    }

    fn figure(&self) -> Option<&'static str> {
        match self {
            InnsMove::BigFollower { .. } => Some(BIG_FOLLOWER),
        }
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<InnsMove> {
        (figure == BIG_FOLLOWER).then_some(InnsMove::BigFollower { feature: spot })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<InnsMove, String> {
        match (action, target, arg) {
            (BIG_FOLLOWER, Some(feature), None) => Ok(InnsMove::BigFollower { feature }),
            (BIG_FOLLOWER, None, _) => Err(format!("{action}: name the \"target\"")),
            (BIG_FOLLOWER, _, Some(arg)) => Err(format!("{action}: no argument {arg:?}")),
            _ => Err(format!("no action {action:?} (actions: {BIG_FOLLOWER})")),
        }
    }
}

/// A decision Inns & Cathedrals waits for: it has none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InnsDecision {}

/// What Inns & Cathedrals reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InnsEvent {
    /// The player put their big follower on the board, at the event's place.
    BigFollowerPlaced,
}

impl ModuleEvent for InnsEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        match self {
            InnsEvent::BigFollowerPlaced => {
                Text::new("inns-and-cathedrals.event.big-follower-placed")
                    .player("who", player)
                    .maybe(
                        "place",
                        at.map(|s| Text::new("inns-and-cathedrals.event.place").spot("spot", s)),
                    )
            }
        }
    }
}
