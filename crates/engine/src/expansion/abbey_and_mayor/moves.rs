//! Abbey & Mayor's moves, decisions and events as the module's own types.

use serde::{Deserialize, Serialize};

use super::{BARN, MAYOR, WAGON};
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::geometry::{Location, SpacePos};
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
    /// With the placement: the player's wagon from reserve on the free road, city or
    /// monastery at `feature` of the tile being placed (figure `"wagon"` on the wire).
    Wagon {
        /// Where it goes.
        feature: Spot,
    },
    /// With the placement: the player's barn from reserve on the corner of the tile being
    /// placed that `corner`'s half-side touches (figure `"barn"` on the wire).
    Barn {
        /// A half-side of the tile at that corner.
        corner: Spot,
    },
    /// The answer to [`AbbeyMayorDecision::MoveWagon`]: the wagon goes on to the unoccupied,
    /// incomplete road, city or monastery at `to`.
    MoveWagon {
        /// Where it goes.
        to: Spot,
    },
    /// The answer to [`AbbeyMayorDecision::MoveWagon`]: the wagon stays in its owner's
    /// reserve.
    KeepWagon,
    /// Before the tile is placed, instead of it: the player's abbey into the hole at `space`,
    /// with a monk (a follower from supply) on its monastery when `monk`.
    Abbey {
        /// `[x, y]` of the hole.
        space: [i32; 2],
        /// Whether a follower goes on the abbey as a monk.
        #[serde(default)]
        monk: bool,
    },
    /// The answer to [`AbbeyMayorDecision::LastAbbey`]: the player's abbey into the hole at
    /// `space`, with a monk on it when `monk`, as their turn of the last round.
    LastAbbey {
        /// `[x, y]` of the hole.
        space: [i32; 2],
        /// Whether a follower goes on the abbey as a monk.
        #[serde(default)]
        monk: bool,
    },
    /// The answer to [`AbbeyMayorDecision::LastAbbey`]: the player keeps their abbey.
    KeepAbbey,
}

/// What the module says of a mayor's move without the tile's placement.
const MAYOR_NEEDS_PLACE: Refusal =
    Refusal::new("mayor-needs-place", "abbey-and-mayor.rule.mayor-needs-place");

/// What the module says of a wagon's placement without the tile's placement.
const WAGON_NEEDS_PLACE: Refusal =
    Refusal::new("wagon-needs-place", "abbey-and-mayor.rule.wagon-needs-place");

/// What the module says of a barn's move without the tile's placement.
const BARN_NEEDS_PLACE: Refusal =
    Refusal::new("barn-needs-place", "abbey-and-mayor.rule.barn-needs-place");

/// What the module says of an abbey's move at another time than before the tile is placed.
const ABBEY_BEFORE_PLACING: Refusal =
    Refusal::new("abbey-before-placing", "abbey-and-mayor.rule.abbey-before-placing");

/// What the module says of a last round's move while nobody is asked to lay an abbey.
const NO_ABBEY_TURN: Refusal = Refusal::new("no-abbey-turn", "abbey-and-mayor.rule.no-abbey-turn");

/// What the module says of a wagon's move while no wagon waits to move.
const NO_WAGON_WAITING: Refusal =
    Refusal::new("no-wagon-waiting", "abbey-and-mayor.rule.no-wagon-waiting");

impl ModuleMove for AbbeyMayorMove {
    fn timing(&self) -> Timing {
        match self {
            AbbeyMayorMove::Mayor { .. } => Timing::WithTile(MAYOR_NEEDS_PLACE),
            AbbeyMayorMove::Wagon { .. } => Timing::WithTile(WAGON_NEEDS_PLACE),
            AbbeyMayorMove::Barn { .. } => Timing::WithTile(BARN_NEEDS_PLACE),
            AbbeyMayorMove::Abbey { .. } => Timing::BeforePlacing(ABBEY_BEFORE_PLACING),
            AbbeyMayorMove::MoveWagon { .. } | AbbeyMayorMove::KeepWagon => {
                Timing::Decision(NO_WAGON_WAITING)
            }
            AbbeyMayorMove::LastAbbey { .. } | AbbeyMayorMove::KeepAbbey => {
                Timing::Decision(NO_ABBEY_TURN)
            }
        }
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            AbbeyMayorMove::Mayor { city } => Some(city),
            AbbeyMayorMove::Wagon { feature } => Some(feature),
            AbbeyMayorMove::Barn { corner } => Some(corner),
            AbbeyMayorMove::MoveWagon { to } => Some(to),
            AbbeyMayorMove::Abbey { space, .. } | AbbeyMayorMove::LastAbbey { space, .. } => Some(Spot {
                at: SpacePos::new(space[0], space[1]),
                corner: None,
                location: Location::Centre,
            }),
            AbbeyMayorMove::KeepWagon | AbbeyMayorMove::KeepAbbey => None,
        }
    }

    fn figure(&self) -> Option<&'static str> {
        match self {
            AbbeyMayorMove::Mayor { .. } => Some(MAYOR),
            AbbeyMayorMove::Wagon { .. } => Some(WAGON),
            AbbeyMayorMove::Barn { .. } => Some(BARN),
            AbbeyMayorMove::MoveWagon { .. }
            | AbbeyMayorMove::KeepWagon
            | AbbeyMayorMove::Abbey { .. }
            | AbbeyMayorMove::LastAbbey { .. }
            | AbbeyMayorMove::KeepAbbey => None,
        }
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<AbbeyMayorMove> {
        match figure {
            MAYOR => Some(AbbeyMayorMove::Mayor { city: spot }),
            WAGON => Some(AbbeyMayorMove::Wagon { feature: spot }),
            BARN => Some(AbbeyMayorMove::Barn { corner: spot }),
            _ => None,
        }
    }
}

/// A decision Abbey & Mayor waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbbeyMayorDecision {
    /// The wagon whose feature was just scored may go on to a road, city or monastery near
    /// the tile it stood on, at `[x, y]`.
    MoveWagon {
        /// `[x, y]` of the space it stood on.
        from: [i32; 2],
    },
    /// The pile is empty and the player still holds their abbey: they may lay it now, as
    /// their turn of the last round.
    LastAbbey,
}

/// What Abbey & Mayor reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbbeyMayorEvent {
    /// The player put their mayor on the board, at the event's place.
    MayorPlaced,
    /// The player put their wagon on the board, at the event's place.
    WagonPlaced,
    /// The player's wagon went on from its scored feature to the event's place.
    WagonMoved,
    /// The player's wagon stayed in reserve after its feature was scored.
    WagonKept,
    /// The player put their barn on the corner at the event's place.
    BarnPlaced,
    /// The player laid their abbey at the event's place instead of a tile.
    AbbeyPlaced,
    /// In the last round, the player kept their abbey.
    AbbeyKept,
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
            AbbeyMayorEvent::WagonPlaced => Text::new("abbey-and-mayor.event.wagon-placed")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("abbey-and-mayor.event.place").spot("spot", s)),
                ),
            AbbeyMayorEvent::WagonMoved => Text::new("abbey-and-mayor.event.wagon-moved")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("abbey-and-mayor.event.place").spot("spot", s)),
                ),
            AbbeyMayorEvent::BarnPlaced => Text::new("abbey-and-mayor.event.barn-placed")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("abbey-and-mayor.event.place").spot("spot", s)),
                ),
            AbbeyMayorEvent::AbbeyPlaced => Text::new("abbey-and-mayor.event.abbey-placed")
                .player("who", player)
                .maybe(
                    "place",
                    at.map(|s| Text::new("abbey-and-mayor.event.place").spot("spot", s)),
                ),
            AbbeyMayorEvent::AbbeyKept => {
                Text::new("abbey-and-mayor.event.abbey-kept").player("who", player)
            }
            AbbeyMayorEvent::WagonKept => {
                Text::new("abbey-and-mayor.event.wagon-kept").player("who", player)
            }
        }
    }
}
