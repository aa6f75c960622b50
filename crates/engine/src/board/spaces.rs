//! Spaces and what they hold, and the frontier of open places a new tile could touch.

use super::index::pos_key;
use super::{Board, NONE};
use crate::geometry::{Corner, CornerSet, SpacePos};

/// What a space holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// Nothing: a square gap.
    Empty,
    /// One square tile.
    Square,
    /// One or two triangles, at these corners.
    Triangles(CornerSet),
}

#[derive(Clone, Debug)]
pub(super) struct SpaceRec {
    pub pos: SpacePos,
    /// The tile covering each side, or `NONE`.
    pub side_tile: [u16; 4],
    /// Across each side, the neighbouring space's tile that covers the side facing this
    /// space, or `NONE` (what a tile laid here meets, without looking the neighbours up).
    pub facing: [u16; 4],
    /// Tiles in the space: a square in slot 0; a triangle in slot `corner / 2`.
    pub tiles: [u16; 2],
    pub content: Content,
    /// Landscape the neighbours show towards this space, 2 bits per side.
    pub req: u8,
    /// The sides where a neighbour shows water, a bit per side (`req` has field there).
    pub water: u8,
    /// Position in the frontier list, or `NONE`.
    pub frontier: u16,
}

impl SpaceRec {
    fn new(pos: SpacePos) -> SpaceRec {
        SpaceRec {
            pos,
            side_tile: [NONE; 4],
            facing: [NONE; 4],
            tiles: [NONE; 2],
            content: Content::Empty,
            req: 0,
            water: 0,
            frontier: NONE,
        }
    }

    fn full(&self) -> bool {
        match self.content {
            Content::Empty => false,
            Content::Square => true,
            Content::Triangles(m) => m.len() == 2,
        }
    }

    fn open(&self) -> bool {
        !self.full() && (self.req != 0 || self.content != Content::Empty)
    }

    /// The tiles in this space.
    pub fn tile_list(&self) -> impl Iterator<Item = u16> + '_ {
        self.tiles.iter().copied().filter(|&t| t != NONE)
    }
}

/// An open place on the board: a space not yet full that a new tile could touch.
#[derive(Copy, Clone, Debug)]
pub(super) struct FrontierEntry {
    pub(super) pos: SpacePos,
    pub(super) space: u16,
    /// Landscape the neighbours show, 2 bits per side.
    pub(super) req: u8,
    /// The sides where a neighbour shows water, a bit per side.
    pub(super) water: u8,
    /// Triangles present (none: the space is empty).
    pub(super) corners: CornerSet,
}

impl Board {
    pub(super) fn space_index(&self, pos: SpacePos) -> Option<u16> {
        self.index.get(pos_key(pos))
    }

    pub(super) fn space(&self, pos: SpacePos) -> Option<&SpaceRec> {
        self.space_index(pos).map(|i| &self.spaces[i as usize])
    }

    /// What the space at `pos` holds.
    pub fn content(&self, pos: SpacePos) -> Content {
        self.space(pos).map_or(Content::Empty, |s| s.content)
    }

    /// Whether the space holds at least one tile.
    pub fn occupied(&self, pos: SpacePos) -> bool {
        self.content(pos) != Content::Empty
    }

    /// The sides of space `pos` where a neighbouring tile shows water, a bit per side (N
    /// lowest).
    pub fn water_sides(&self, pos: SpacePos) -> u8 {
        self.space(pos).map_or(0, |s| s.water)
    }

    /// Number of tiles in the space (0, 1 or 2).
    pub fn tiles_in(&self, pos: SpacePos) -> u32 {
        self.space(pos).map_or(0, |s| s.tile_list().count() as u32)
    }

    /// The placed tile at `pos` (for a triangle: the one at `corner`).
    pub fn tile_at(&self, pos: SpacePos, corner: Option<Corner>) -> Option<u16> {
        let s = self.space(pos)?;
        match (s.content, corner) {
            (Content::Square, None) => Some(s.tiles[0]),
            (Content::Triangles(m), Some(c)) if m.contains(c) => Some(s.tiles[c.index() / 2]),
            _ => None,
        }
    }

    pub(super) fn ensure_space(&mut self, pos: SpacePos) -> u16 {
        if let Some(i) = self.space_index(pos) {
            return i;
        }
        let i = self.spaces.len() as u16;
        self.spaces.push(SpaceRec::new(pos));
        self.index.insert(pos_key(pos), i);
        i
    }

    pub(super) fn update_frontier(&mut self, si: u16) {
        let rec = &self.spaces[si as usize];
        let want = rec.open();
        let have = rec.frontier != NONE;
        let entry = FrontierEntry {
            pos: rec.pos,
            space: si,
            req: rec.req,
            water: rec.water,
            corners: match rec.content {
                Content::Triangles(m) => m,
                _ => CornerSet::EMPTY,
            },
        };
        if want && have {
            self.frontier[rec.frontier as usize] = entry;
        } else if want {
            self.spaces[si as usize].frontier = self.frontier.len() as u16;
            self.frontier.push(entry);
        } else if have {
            let pos = rec.frontier as usize;
            self.frontier.swap_remove(pos);
            if pos < self.frontier.len() {
                let moved = self.frontier[pos].space;
                self.spaces[moved as usize].frontier = pos as u16;
            }
            self.spaces[si as usize].frontier = NONE;
        }
    }
}

impl Board {
    /// The placed tiles in space `pos` (none, a square, or one or two triangles), as indices
    /// into [`Board::tiles`].
    pub fn tiles_at(&self, pos: SpacePos) -> impl Iterator<Item = u16> + '_ {
        self.space(pos).into_iter().flat_map(|s| s.tile_list())
    }

    /// Indices into [`Board::followers`] of the followers standing on placed tile `tile`.
    pub fn followers_on(&self, tile: u16) -> impl Iterator<Item = usize> + '_ {
        self.followers
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.tile == tile)
            .map(|(i, _)| i)
    }
}
