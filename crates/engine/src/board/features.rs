//! Features that grow across tiles: segment nodes joined by union-find, their members and
//! their open ends.

use super::Board;
use crate::geometry::{point, Side, SpacePos, LONG_SIDE, MIDDLE};
use crate::tiles::FeatureKind;

/// A segment node: one tile-local feature, linked into the feature it belongs to.
#[derive(Copy, Clone, Debug)]
pub(crate) struct SegNode {
    pub parent: u16,
    /// Next member of the same feature (a circular list).
    pub next: u16,
    pub tile: u16,
    pub local: u8,
    pub kind: FeatureKind,
    // Valid at roots:
    /// Open border points (see [`open_points`]): 0 when a road or city is complete.
    pub open: u16,
    pub arms: u16,
    pub followers: u8,
    pub size: u16,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct MonasteryRec {
    pub seg: u16,
    pub pos: SpacePos,
    pub complete: bool,
}

impl Board {
    /// The root of segment `s`'s feature.
    pub(crate) fn find(&self, mut s: u16) -> u16 {
        while self.segs[s as usize].parent != s {
            s = self.segs[s as usize].parent;
        }
        s
    }

    /// Joins the features of `a` and `b`, linked at a border point (`middle`: a side's middle).
    pub(super) fn union(&mut self, a: u16, b: u16, middle: bool) {
        let ra = self.find(a);
        let rb = self.find(b);
        let closes = link_closes(self.segs[ra as usize].kind, middle);
        if ra == rb {
            if closes {
                self.segs[ra as usize].open -= 2;
            }
            return;
        }
        let (big, small) = if self.segs[ra as usize].size >= self.segs[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.segs[small as usize];
        let g = &mut self.segs[big as usize];
        g.size += s.size;
        g.open += s.open;
        if closes {
            g.open -= 2;
        }
        g.arms += s.arms;
        g.followers += s.followers;
        // Splice the two circular member lists.
        let big_next = g.next;
        g.next = s.next;
        self.segs[small as usize].next = big_next;
        self.segs[small as usize].parent = big;
    }

    /// Members of the feature rooted at `root`.
    pub(crate) fn members(&self, root: u16) -> impl Iterator<Item = u16> + '_ {
        let mut cur = root;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let out = cur;
            cur = self.segs[cur as usize].next;
            done = cur == root;
            Some(out)
        })
    }

    /// The global segment of the local segment `local` of placed tile `tile`.
    pub(crate) fn seg_of(&self, tile: u16, local: u8) -> u16 {
        self.tiles[tile as usize].first_seg + local as u16
    }

    /// Whether the road or city rooted at `root` is complete.
    pub(crate) fn closed(&self, root: u16) -> bool {
        self.segs[root as usize].open == 0
    }
}

/// The open ends a segment of `kind` touching border points `points` brings: a city counts
/// every border point it holds (three per side, fewer on a side it shares with another city,
/// long-side points included), a road its middles; other features none. A link across a border
/// closes two of them (one on each side) where [`link_closes`] says so, so a road or city is
/// complete when its count reaches 0.
pub(super) fn open_points(kind: FeatureKind, points: u16) -> u16 {
    const MIDDLES: u16 = (1 << point(Side::N, MIDDLE))
        | (1 << point(Side::E, MIDDLE))
        | (1 << point(Side::S, MIDDLE))
        | (1 << point(Side::W, MIDDLE))
        | (1 << (LONG_SIDE + MIDDLE));
    match kind {
        FeatureKind::City => points.count_ones() as u16,
        FeatureKind::Road => (points & MIDDLES).count_ones() as u16,
        FeatureKind::Field | FeatureKind::Monastery => 0,
    }
}

/// Whether a link between two segments of `kind` at a border point (`middle`: a side's middle)
/// closes an open end on each side: any point of a city, the middle of a road.
pub(super) const fn link_closes(kind: FeatureKind, middle: bool) -> bool {
    match kind {
        FeatureKind::City => true,
        FeatureKind::Road => middle,
        FeatureKind::Field | FeatureKind::Monastery => false,
    }
}

impl Board {
    /// The kind of the feature of local segment `local` of placed tile `tile`.
    pub fn feature_kind(&self, tile: u16, local: u8) -> FeatureKind {
        self.segs[self.seg_of(tile, local) as usize].kind
    }

    /// Whether the feature of local segment `local` of placed tile `tile` is complete: a closed
    /// road or city, a monastery whose eight neighbouring spaces are occupied; a field never.
    pub fn feature_complete(&self, tile: u16, local: u8) -> bool {
        let root = self.find(self.seg_of(tile, local));
        match self.segs[root as usize].kind {
            FeatureKind::Road | FeatureKind::City => self.closed(root),
            FeatureKind::Monastery => self
                .monasteries
                .iter()
                .find(|m| m.seg == root)
                .is_some_and(|m| m.complete || self.surrounded(m.pos)),
            FeatureKind::Field => false,
        }
    }

    /// Followers standing in the feature of local segment `local` of placed tile `tile`.
    pub fn feature_followers(&self, tile: u16, local: u8) -> u8 {
        let root = self.find(self.seg_of(tile, local));
        self.segs[root as usize].followers
    }

    /// Whether two segments belong to the same feature: local `a` of tile `ta` and local `b`
    /// of tile `tb`.
    pub fn same_feature(&self, ta: u16, a: u8, tb: u16, b: u8) -> bool {
        self.find(self.seg_of(ta, a)) == self.find(self.seg_of(tb, b))
    }
}
