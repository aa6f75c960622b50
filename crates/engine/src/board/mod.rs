//! The board: spaces and their contents, placement legality, the frontier of open places and
//! the features that grow across tiles, all kept incrementally.

mod copy;
mod features;
mod followers;
mod generator;
mod index;
mod overlay;
mod place;
mod placement;
mod read;
mod recount;
mod scoring;
mod spaces;

pub use features::{Contacts, FeatureAfter};
use features::{MonasteryRec, SegNode};
pub use followers::{Follower, FollowerKind};
use overlay::Overlay;
pub use overlay::{Extra, OverlayError};
pub use placement::PlacementError;
pub use read::{FeatureId, Part};
pub use spaces::Content;
use spaces::SpaceRec;

use std::sync::Arc;

use crate::geometry::{SpacePos, Turn};
use crate::tiles::{Catalog, TileDef, TileKind};
use index::SpaceIndex;
use spaces::FrontierEntry;

/// "Nothing here" for 16-bit indices.
pub(crate) const NONE: u16 = u16::MAX;

/// A tile on the board.
#[derive(Clone, Debug)]
pub struct PlacedTile {
    /// Which tile.
    pub kind: TileKind,
    /// Its space.
    pub pos: SpacePos,
    /// How it lies.
    pub turn: Turn,
    /// Index of its space record.
    space: u16,
    /// Global index of its first segment.
    first_seg: u16,
    /// The segment of the overlay road across its space, or `NONE`.
    overlay: u16,
}

/// The board and everything on it (copied with [`Clone::clone_from`] into a board's own memory:
/// see `copy.rs`).
#[derive(Debug)]
pub struct Board {
    catalog: Arc<Catalog>,
    tiles: Vec<PlacedTile>,
    segs: Vec<SegNode>,
    spaces: Vec<SpaceRec>,
    index: SpaceIndex,
    frontier: Vec<FrontierEntry>,
    monasteries: Vec<MonasteryRec>,
    followers: Vec<Follower>,
    /// Roads laid over placed tiles (see `overlay.rs`).
    overlays: Vec<Overlay>,
}

impl Board {
    /// An empty board.
    pub fn new(catalog: Arc<Catalog>) -> Board {
        Board {
            catalog,
            tiles: Vec::with_capacity(100),
            segs: Vec::with_capacity(400),
            spaces: Vec::with_capacity(300),
            index: SpaceIndex::with_bits(9),
            frontier: Vec::with_capacity(128),
            monasteries: Vec::new(),
            followers: Vec::with_capacity(42),
            overlays: Vec::new(),
        }
    }

    /// The catalogue the board's tiles come from.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    /// Tiles on the board, in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// The definition of tile kind `kind` (from the board's catalogue).
    pub fn def(&self, kind: TileKind) -> &TileDef {
        self.catalog.def(kind)
    }
}
