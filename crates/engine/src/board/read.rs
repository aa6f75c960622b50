//! What the board shows of its features to the rest of the engine and to the expansion
//! modules: a feature by id, its kind, whether it is closed, the tiles' parts of it, the
//! features of a tile, the tiles of a space. The board's own records (segment nodes, space
//! records, the union-find) stay private to the board; this is the read API built on them.

use super::features::SegNode;
use super::{Board, Content, Follower, NONE};
use crate::geometry::{point, Side, SpacePos, Turn, LONG_SIDE, POINTS};
use crate::tiles::{FeatureKind, NO_SEGMENT};

/// A feature on the board as it stands: a road, city, field or monastery, however many tiles
/// it runs over. Two ids are equal when they name the same feature; an id stays valid until
/// the next tile is placed (placing one may join features).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureId(pub(super) u16);

/// One placed tile's part of a feature: the tile (its index in [`Board::tiles`]) and the
/// tile's own segment (its index in the tile's definition).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Part {
    /// The placed tile.
    pub tile: u16,
    /// The tile's local segment.
    pub local: u8,
}

impl FeatureId {
    /// Its root segment, for the board's own records.
    pub(in crate::board) fn raw(self) -> u16 {
        self.0
    }
}

impl Board {
    fn node(&self, f: FeatureId) -> &SegNode {
        &self.segs[f.0 as usize]
    }

    /// The feature of local segment `local` of placed tile `tile`.
    #[inline]
    pub fn feature(&self, tile: u16, local: u8) -> FeatureId {
        FeatureId(self.find(self.seg_of(tile, local)))
    }

    /// The feature follower `f` stands in.
    #[inline]
    pub fn feature_of(&self, f: &Follower) -> FeatureId {
        FeatureId(self.find(f.seg))
    }

    /// What feature `f` is.
    pub fn kind_of(&self, f: FeatureId) -> FeatureKind {
        self.node(f).kind
    }

    /// Whether road or city `f` is complete (no open end is left).
    pub fn is_closed(&self, f: FeatureId) -> bool {
        self.closed(f.0)
    }

    /// Every tile's part of feature `f`.
    pub fn parts(&self, f: FeatureId) -> impl Iterator<Item = Part> + '_ {
        self.members(f.0).map(|m| {
            let node = &self.segs[m as usize];
            Part {
                tile: node.tile,
                local: node.local,
            }
        })
    }

    /// The space of the earliest tile feature `f` runs over.
    pub fn first_space(&self, f: FeatureId) -> SpacePos {
        let first = self.parts(f).map(|p| p.tile).min().unwrap_or(0);
        self.tiles[first as usize].pos
    }

    /// The features of placed tile `tile`, one per local segment, in segment order.
    pub fn features_of_tile(&self, tile: u16) -> impl Iterator<Item = FeatureId> + '_ {
        let pt = &self.tiles[tile as usize];
        let n = self.def(pt.kind).segments.len() as u16;
        let overlay = (pt.overlay != NONE && self.segs[pt.overlay as usize].tile == tile)
            .then_some(pt.overlay);
        (0..n)
            .map(move |i| pt.first_seg + i)
            .chain(overlay)
            .map(move |s| FeatureId(self.find(s)))
    }

    /// The features that laying placed tile `tile` may have completed, each as (placed tile,
    /// local segment, feature): every segment of the tile and, when it has walls, the
    /// segments of the tiles across them that meet a wall (a wall ends the roads and cities
    /// it meets; until it lay there they had an open end there), and the overlay roads laid
    /// since. A feature may come more than once.
    pub fn features_reached(&self, tile: u16) -> impl Iterator<Item = (u16, u8, FeatureId)> + '_ {
        let pt = &self.tiles[tile as usize];
        let own = self.def(pt.kind).segments.len() as u8;
        let mut across = [(NONE, Side::N); 4];
        let walls = self.def(pt.kind).oriented[pt.turn.quarter_turns() as usize].walls;
        if let Some(rec) = self.space(pt.pos) {
            for side in Side::ALL {
                if walls & (1 << side.index()) != 0 && pt.turn.covers(side) {
                    across[side.index()] = (rec.facing[side.index()], side.opposite());
                }
            }
        }
        let first = pt.first_seg;
        (0..own)
            .map(move |i| (tile, i, FeatureId(self.find(first + u16::from(i)))))
            .chain(self.overlays_after(tile).map(move |s| {
                let n = &self.segs[s as usize];
                (n.tile, n.local, FeatureId(self.find(s)))
            }))
            .chain(
                across
                    .into_iter()
                    .filter(|&(t, _)| t != NONE)
                    .flat_map(move |(t, side)| {
                        let ut = &self.tiles[t as usize];
                        let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
                        let mut locals = [NO_SEGMENT; 3];
                        for (p, slot) in locals.iter_mut().enumerate() {
                            *slot = uo.point_segment[point(side, p)];
                        }
                        locals
                            .into_iter()
                            .filter(|&l| l != NO_SEGMENT)
                            .map(move |l| (t, l, FeatureId(self.find(ut.first_seg + u16::from(l)))))
                    }),
            )
    }

    /// Whether feature `f` runs over placed tile `tile`.
    pub fn runs_over(&self, f: FeatureId, tile: u16) -> bool {
        self.features_of_tile(tile).any(|g| g == f)
    }

    /// Every feature on the board, once each, in the order of their first segments.
    pub fn features(&self) -> impl Iterator<Item = FeatureId> + '_ {
        (0..self.segs.len() as u16)
            .filter(|&s| self.segs[s as usize].parent == s)
            .map(FeatureId)
    }

    /// The placed tiles in the space of placed tile `tile` (itself included).
    pub fn tiles_in_space_of(&self, tile: u16) -> impl Iterator<Item = u16> + '_ {
        self.spaces[self.tiles[tile as usize].space as usize].tile_list()
    }

    /// Whether field `f` is closed: every border point of it meets a neighbouring tile (a
    /// triangle's long side the other triangle of its space).
    pub fn is_enclosed(&self, f: FeatureId) -> bool {
        self.parts(f).all(|part| {
            let pt = &self.tiles[part.tile as usize];
            let o = &self.def(pt.kind).oriented[pt.turn.quarter_turns() as usize];
            let pts = o.seg_points[part.local as usize];
            (0..POINTS).filter(|&p| pts & (1 << p) != 0).all(|p| {
                if p >= LONG_SIDE {
                    let Turn::Triangle(c) = pt.turn else {
                        return true;
                    };
                    matches!(self.spaces[pt.space as usize].content, Content::Triangles(m) if m.contains(c.opposite()))
                } else {
                    let side = Side::from_index(p / 3);
                    self.spaces[pt.space as usize].facing[side.index()] != NONE
                }
            })
        })
    }
}
