//! Hills & Sheep's moves, decision and events as the module's own types, and the older wire
//! forms of its moves: the action with `"target"` (which stored games and scenarios keep) and,
//! older still, `{"do": "decide", "choice": "grow" | "stable"}`.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::ID;
use crate::expansion::registry::no_legacy_fields;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Hills & Sheep.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum SheepMove {
    /// With the placement, instead of a follower: the player's shepherd on the field at
    /// `field` of the tile placed (a token is drawn at once).
    Shepherd {
        /// The field's place.
        field: Spot,
    },
    /// The pending flock decision: draw a token for the flock.
    Grow,
    /// The pending flock decision: drive the flocks of the shepherd's field to the stable.
    Stable,
}

/// The refusal of a shepherd without the tile's placement.
pub(super) const NEEDS_FIELD: Refusal = Refusal::new(
    "shepherd-needs-field",
    "hills-and-sheep.rule.shepherd-needs-field",
);

/// The refusal of a flock move of a player with no flock to tend.
pub(super) const NO_FLOCK: Refusal =
    Refusal::new("no-flock-to-tend", "hills-and-sheep.rule.no-flock-to-tend");

impl ModuleMove for SheepMove {
    fn timing(&self) -> Timing {
        match self {
            SheepMove::Shepherd { .. } => Timing::WithTile(NEEDS_FIELD),
            SheepMove::Grow | SheepMove::Stable => Timing::Decision(NO_FLOCK),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            SheepMove::Shepherd { field } => Some(field),
            SheepMove::Grow | SheepMove::Stable => None,
        }
    }

    fn is_chance(&self) -> bool {
        // A shepherd placed and a flock grown draw a token from the bag.
        *self != SheepMove::Stable
    }

    fn figure(&self) -> Option<&'static str> {
        matches!(self, SheepMove::Shepherd { .. }).then_some("shepherd")
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<SheepMove> {
        (figure == "shepherd").then_some(SheepMove::Shepherd { field: spot })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<SheepMove, String> {
        if let Some(arg) = arg {
            return Err(format!("{action}: takes no argument (got {arg:?})"));
        }
        match action {
            "shepherd" => target
                .map(|field| SheepMove::Shepherd { field })
                .ok_or_else(|| "shepherd: name the \"target\"".to_string()),
            "grow" => Ok(SheepMove::Grow),
            "stable" => Ok(SheepMove::Stable),
            _ => Err(format!(
                "no action {action:?} (actions: shepherd, grow, stable)"
            )),
        }
    }
}

/// The older wire form `{"do": "decide", "choice": "grow" | "stable"}`, as the expansion form
/// (for [`ExpansionInfo::legacy_move`](crate::expansion::ExpansionInfo::legacy_move)).
pub(super) fn legacy_move(
    mv: &serde_json::Map<String, serde_json::Value>,
) -> Option<serde_json::Value> {
    if mv.get("do")?.as_str()? != "decide" || !no_legacy_fields(mv, &["do", "choice"]) {
        return None;
    }
    let choice = mv.get("choice")?.as_str()?;
    ["grow", "stable"]
        .contains(&choice)
        .then(|| json!({"do": "expansion", "module": ID, "action": choice}))
}

/// The decision Hills & Sheep waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SheepDecision {
    /// The player's tile extends their shepherd's field: grow the flock or drive it to the
    /// stable.
    Flock,
}

/// Why a shepherd went home.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HomeReason {
    /// Its flock went to the stable.
    Stable,
    /// A wolf scattered its flock.
    Wolf,
    /// Another rule took it off the board (its flock lost).
    Removed,
}

/// What Hills & Sheep reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SheepEvent {
    /// The player placed their shepherd and drew a token: `sheep` sheep, or a wolf (`wolf`,
    /// `sheep` 0: the shepherd went home at once).
    ShepherdPlaced {
        /// The sheep drawn (0 for a wolf).
        sheep: u8,
        /// Whether the token was a wolf.
        wolf: bool,
    },
    /// The player grew the flock: `sheep` sheep joined it.
    FlockGrew {
        /// The sheep drawn.
        sheep: u8,
    },
    /// The player grew the flock and drew a wolf: the flocks in the field scatter.
    Wolf,
    /// The player's shepherd went home.
    ShepherdHome {
        /// Why.
        reason: HomeReason,
    },
}

impl ModuleEvent for SheepEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| Text::new(key).player("who", player);
        let place = at.map(|s| Text::new("hills-and-sheep.event.place").spot("spot", s));
        match *self {
            SheepEvent::ShepherdPlaced { wolf: true, .. } => {
                text("hills-and-sheep.event.placed-wolf").maybe("place", place)
            }
            SheepEvent::ShepherdPlaced { sheep, .. } => text("hills-and-sheep.event.placed")
                .maybe("place", place)
                .num("n", sheep),
            SheepEvent::FlockGrew { sheep } => text("hills-and-sheep.event.grew").num("n", sheep),
            SheepEvent::Wolf => text("hills-and-sheep.event.wolf"),
            SheepEvent::ShepherdHome { reason } => text(match reason {
                HomeReason::Wolf => "hills-and-sheep.event.home-wolf",
                HomeReason::Removed => "hills-and-sheep.event.home-removed",
                HomeReason::Stable => "hills-and-sheep.event.home-stable",
            }),
        }
    }
}
