//! Where the dragon stands and steps, and which places neighbour each other
//! (`princess-and-dragon.md` §7, `halflings.md` §8).
//!
//! In `c1-2014`, `c2-2020` and `c2-2021` a place is a **space**: the dragon steps to an
//! orthogonally neighbouring occupied space (a square, one triangle or two), whatever side a
//! triangular gap lies on, and eats on every tile of it. Under `c1-2015` a place is **one
//! tile** (a square, or one triangle): a step goes to the other triangle of the same space,
//! or to a tile of an orthogonally neighbouring space with no gap between the two (the
//! digest's suggestion: the side they face is covered in both spaces, by them or by the
//! other triangle of their space); with the option `c1_cross_gaps` (the wiki's example) a
//! triangular gap between them does not matter either.

use crate::board::Board;
use crate::geometry::{Corner, Location, Side, SpacePos};
use crate::state::Spot;

/// A place of the dragon: a space (`corner` `None`), or under `c1-2015` one tile of it (the
/// triangle's corner; `None` for a square).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    /// The space.
    pub at: SpacePos,
    /// The triangle, when the place is one triangle.
    pub corner: Option<Corner>,
}

impl Place {
    /// The place as a move's target (location `C`).
    pub fn spot(self) -> Spot {
        Spot {
            at: self.at,
            corner: self.corner,
            location: Location::Centre,
        }
    }

    /// The place a move's target names.
    pub fn of_spot(spot: &Spot) -> Place {
        Place {
            at: spot.at,
            corner: spot.corner,
        }
    }

    /// Whether a tile lies at the place.
    pub fn exists(self, board: &Board) -> bool {
        match self.corner {
            None => board.occupied(self.at),
            Some(c) => board.tile_at(self.at, Some(c)).is_some(),
        }
    }

    /// The place of placed tile `tile`: its space, or under `per_tile` the tile itself.
    pub fn of_tile(board: &Board, tile: u16, per_tile: bool) -> Place {
        let pt = &board.tiles()[tile as usize];
        Place {
            at: pt.pos,
            corner: if per_tile { pt.turn.corner() } else { None },
        }
    }
}

/// Whether some tile of space `at` covers `side` of it.
fn space_covers(board: &Board, at: SpacePos, side: Side) -> bool {
    board
        .tiles_at(at)
        .any(|t| board.tiles()[t as usize].turn.covers(side))
}

/// The places neighbouring `from`, in a fixed order (the other triangle of the space first,
/// then the spaces N, E, S, W, and in each its tiles by corner): spaces when `per_tile` is
/// off; otherwise tiles, crossing triangular gaps when `cross_gaps`.
pub fn neighbours(board: &Board, from: Place, per_tile: bool, cross_gaps: bool) -> Vec<Place> {
    let mut out = Vec::new();
    if !per_tile {
        for side in Side::ALL {
            let at = from.at.step(side);
            if board.occupied(at) {
                out.push(Place { at, corner: None });
            }
        }
        return out;
    }
    if let Some(c) = from.corner {
        if board.tile_at(from.at, Some(c.opposite())).is_some() {
            out.push(Place {
                at: from.at,
                corner: Some(c.opposite()),
            });
        }
    }
    for side in Side::ALL {
        let at = from.at.step(side);
        let no_gap =
            || space_covers(board, from.at, side) && space_covers(board, at, side.opposite());
        if !board.occupied(at) || !(cross_gaps || no_gap()) {
            continue;
        }
        for t in board.tiles_at(at) {
            out.push(Place {
                at,
                corner: board.tiles()[t as usize].turn.corner(),
            });
        }
    }
    out
}
