//! The Flier's moves, decision and events as the module's own types, and the older wire form
//! of its moves (`fly` with a special follower's name as argument, `land` with a `"target"`),
//! which stored games and scenarios keep.

use serde::{Deserialize, Serialize};

use super::Direction;
use crate::board::FollowerKind;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::geometry::{Corner, Location};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of the Flier.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum FlierMove {
    /// With the placement of a flier tile: a follower of kind `kind` from supply goes on its
    /// flying machine, and the die is rolled.
    Fly {
        /// The follower's kind (any: each lands only where it may stand).
        kind: FollowerKind,
    },
    /// The pending landing: the flier lands on the feature at `feature`.
    Land {
        /// A road, city or monastery of a tile of the space the flight reached.
        feature: Spot,
    },
}

/// What the Flier says of a flight without a placement.
pub(super) const WITH_TILE: Refusal =
    Refusal::new("fly-with-the-tile", "flier.rule.fly-with-the-tile");
const LANDING: Refusal = Refusal::new("no-flight", "flier.rule.no-flight");

impl ModuleMove for FlierMove {
    fn timing(&self) -> Timing {
        match self {
            FlierMove::Fly { .. } => Timing::WithTile(WITH_TILE),
            FlierMove::Land { .. } => Timing::Decision(LANDING),
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            FlierMove::Fly { .. } => None,
            FlierMove::Land { feature } => Some(feature),
        }
    }

    fn is_chance(&self) -> bool {
        matches!(self, FlierMove::Fly { .. })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<FlierMove, String> {
        match (action, target, arg) {
            ("fly", None, None) => Ok(FlierMove::Fly {
                kind: FollowerKind::REGULAR,
            }),
            ("fly", None, Some(name)) => FollowerKind::of(name.trim())
                .map(|kind| FlierMove::Fly { kind })
                .ok_or_else(|| {
                    format!("fly: {name:?} is no special follower of a registered expansion")
                }),
            ("fly", Some(_), _) => Err("fly: the flight's target is left to the die".into()),
            ("land", Some(feature), None) => Ok(FlierMove::Land { feature }),
            ("land", None, _) => Err("land: name the feature to land on in \"target\"".into()),
            ("land", Some(_), Some(arg)) => Err(format!("land: no argument {arg:?}")),
            _ => Err(format!("no action {action:?} (actions: fly, land)")),
        }
    }
}

/// The decision the Flier waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlierDecision {
    /// The player whose flier is in the air chooses where it lands.
    Landing,
}

/// Why a flier crashed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CrashReason {
    /// The space it came down on is empty.
    Empty,
    /// The tiles there offer only fields and complete features.
    NothingToLandOn,
}

/// What the Flier reports; `at` and `corner` name the space (the triangle, when the flight
/// reaches a single one) it came down on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlierEvent {
    /// A follower took off and will land.
    Flew {
        /// The die's roll.
        roll: u8,
        /// The arrow's direction as the tile lies.
        direction: Direction,
        /// `[x, y]` of the space it comes down on.
        at: [i32; 2],
        /// The triangle it comes down on, when a single one.
        corner: Option<Corner>,
    },
    /// The follower landed on a feature.
    Landed {
        /// The die's roll.
        roll: u8,
        /// `[x, y]` of its space.
        at: [i32; 2],
        /// Its triangle, when it landed on one.
        corner: Option<Corner>,
        /// Its location on the tile.
        location: Location,
    },
    /// The flier crashed: the follower stays in supply.
    Crashed {
        /// The die's roll.
        roll: u8,
        /// The arrow's direction as the tile lies.
        direction: Direction,
        /// `[x, y]` of the space it came down on.
        at: [i32; 2],
        /// The triangle it came down on, when a single one.
        corner: Option<Corner>,
        /// Why.
        reason: CrashReason,
    },
}

impl ModuleEvent for FlierEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key, roll: u8| {
            Text::new(key)
                .player("who", player)
                .maybe("place", at.as_ref().map(place_name))
                .num("roll", roll)
        };
        match *self {
            FlierEvent::Flew {
                roll, direction, ..
            } => text("flier.event.flew", roll).text("direction", direction_name(direction)),
            FlierEvent::Landed { roll, location, .. } => {
                text("flier.event.landed", roll).location("location", location)
            }
            FlierEvent::Crashed {
                roll,
                direction,
                reason,
                ..
            } => text(
                match reason {
                    CrashReason::Empty => "flier.event.crashed-empty",
                    CrashReason::NothingToLandOn => "flier.event.crashed",
                },
                roll,
            )
            .text("direction", direction_name(direction)),
        }
    }
}

/// A space, or one triangle of it, as a message.
pub(super) fn place_name(spot: &Spot) -> Text {
    match spot.corner {
        Some(c) => Text::new("flier.place.corner")
            .at("at", spot.at)
            .str("corner", c.name()),
        None => Text::new("flier.place").at("at", spot.at),
    }
}

/// A direction as a message.
fn direction_name(d: Direction) -> Text {
    Text::new(match d {
        Direction::N => "flier.direction.N",
        Direction::NE => "flier.direction.NE",
        Direction::E => "flier.direction.E",
        Direction::SE => "flier.direction.SE",
        Direction::S => "flier.direction.S",
        Direction::SW => "flier.direction.SW",
        Direction::W => "flier.direction.W",
        Direction::NW => "flier.direction.NW",
    })
}
