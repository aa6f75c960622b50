//! What Count, King & Robber shows: who holds the King and the Robber and the sizes that won
//! them, for everybody (the shrines are the tiles' own, drawn from the tile data).

use serde::Serialize;

use super::moves::Marker;
use super::CountKingRobber;
use crate::expansion::Presentation;
use crate::rules::Unit;
use crate::seat::Seat;
use crate::state::GameState;

/// The module's public state.
#[derive(Clone, Debug, Serialize)]
pub struct CountKingRobberView {
    /// The King: the largest completed city.
    king: MarkerView,
    /// The Robber: the longest completed road.
    robber: MarkerView,
    /// What sizes count: `spaces` or `tiles`, as the rules version scores cities and roads.
    unit: &'static str,
}

/// One marker as everybody sees it.
#[derive(Clone, Debug, Serialize)]
struct MarkerView {
    /// Its holder, `None` until the first feature of its kind is completed.
    holder: Option<Seat>,
    /// The size of the feature that won it (0 while nobody holds it).
    size: u32,
    /// `[x, y]` of a space of that feature.
    at: Option<[i32; 2]>,
}

impl Presentation for CountKingRobber {
    type Public = CountKingRobberView;

    fn public(&self, _game: &GameState) -> Option<CountKingRobberView> {
        let marker = |m: Marker| {
            let c = self.crowns().get(m);
            MarkerView {
                holder: c.holder,
                size: c.size,
                at: c.holder.map(|_| [c.at.x, c.at.y]),
            }
        };
        Some(CountKingRobberView {
            king: marker(Marker::King),
            robber: marker(Marker::Robber),
            unit: match self.unit() {
                Unit::Spaces => "spaces",
                Unit::Tiles => "tiles",
            },
        })
    }
}
