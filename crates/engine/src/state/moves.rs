//! Every decision the game asks for ([`Move`]) and where a follower stands ([`Spot`]).

use crate::expansion::ExpansionMove;
use crate::geometry::{Corner, Location, SpacePos, Turn};
use crate::tiles::TileKind;

/// A follower's place on the board: a tile (by space, and corner for a triangle) and a
/// location on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    /// The space.
    pub at: SpacePos,
    /// The triangle's corner, or `None` for a square tile.
    pub corner: Option<Corner>,
    /// The location on the tile.
    pub location: Location,
}

/// Every decision the game asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Draft: take this halfling.
    Pick {
        /// The halfling.
        tile: TileKind,
    },
    /// Draw a regular tile.
    Draw,
    /// Play this halfling from hand instead of drawing.
    Play {
        /// The halfling.
        tile: TileKind,
    },
    /// Place the current tile, with an optional follower.
    Place {
        /// The space.
        at: SpacePos,
        /// Rotation or corner.
        turn: Turn,
        /// Where a follower goes, if any.
        follower: Option<Location>,
    },
    /// A decision an expansion defines (see [`ExpansionMove`]).
    Expansion(ExpansionMove),
}
