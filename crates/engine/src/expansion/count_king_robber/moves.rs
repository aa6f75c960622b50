//! Count, King & Robber's own types: its options' choices and its events. It has no moves and
//! waits for no decision (its rules act by themselves), so both are [`Nothing`].
//!
//! [`Nothing`]: crate::expansion::Nothing

use serde::{Deserialize, Serialize};

use crate::expansion::ModuleEvent;
use crate::geometry::{Corner, SpacePos};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// Option `shrine_set`: which shrine tiles are played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum ShrineSet {
    /// The 5 shrines of the Count box.
    #[serde(rename = "5")]
    Five,
    /// Hans im Glück's 6 ("Cult Places"): the five and `CU/SRCR`.
    #[serde(rename = "6")]
    Six,
}

/// Option `king_and_robber_scoring`: what the King and the Robber pay.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum MarkerScoring {
    /// At the end, 1 per completed city (the King) or road (the Robber) on the board.
    #[serde(rename = "default")]
    Default,
    /// At the end, 10 per marker held.
    #[serde(rename = "10/20")]
    TenEach,
    /// At the end, 15 for one marker, 40 for both.
    #[serde(rename = "15/40")]
    FifteenForty,
    /// 1 to the holder each time a city (road) is completed; nothing at the end.
    #[serde(rename = "continuously")]
    Continuously,
}

/// The King or the Robber, in events and views.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Marker {
    /// The King: the largest completed city.
    King,
    /// The Robber: the longest completed road.
    Robber,
}

/// What Count, King & Robber reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CountKingRobberEvent {
    /// The player took the marker by completing the city or road at `at` of `size` units.
    MarkerTaken {
        /// The King or the Robber.
        marker: Marker,
        /// The completed feature's size, in the rules version's unit.
        size: u32,
        /// `[x, y]` of a space of the feature (its earliest tile's).
        at: [i32; 2],
    },
    /// The player's follower on the building at `at` lost a challenge: it went home without
    /// points, a rival of the other kind beside it having been completed first.
    ChallengeLost {
        /// `[x, y]` of the building's space.
        at: [i32; 2],
        /// The triangle's corner, when the building is on a triangle.
        corner: Option<Corner>,
        /// Whether the building that lost is a shrine (else a monastery).
        shrine: bool,
    },
}

impl ModuleEvent for CountKingRobberEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| Text::new(key).player("who", player).at_if("at", at.map(|s| s.at));
        let crowned = |key, size: u32, at: [i32; 2]| {
            Text::new(key)
                .player("who", player)
                .num("size", size)
                .at("at", SpacePos::new(at[0], at[1]))
        };
        match *self {
            CountKingRobberEvent::MarkerTaken {
                marker: Marker::King,
                size,
                at,
            } => crowned("count-king-robber.event.king", size, at),
            CountKingRobberEvent::MarkerTaken {
                marker: Marker::Robber,
                size,
                at,
            } => crowned("count-king-robber.event.robber", size, at),
            CountKingRobberEvent::ChallengeLost { shrine: true, .. } => {
                text("count-king-robber.event.heretic-lost")
            }
            CountKingRobberEvent::ChallengeLost { shrine: false, .. } => {
                text("count-king-robber.event.monk-lost")
            }
        }
    }
}
