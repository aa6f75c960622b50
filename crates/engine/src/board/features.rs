//! Features that grow across tiles: segment nodes joined by union-find, their members and
//! their open ends.

use super::{Board, NONE};
use crate::geometry::{point, Side, SpacePos, Turn, LONG_SIDE, MIDDLE};
use crate::tiles::{FeatureKind, TileKind, NO_SEGMENT};

/// A segment node: one tile-local feature, linked into the feature it belongs to.
#[derive(Copy, Clone, Debug)]
pub(super) struct SegNode {
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
pub(super) struct MonasteryRec {
    pub seg: u16,
    pub pos: SpacePos,
    pub complete: bool,
}

impl Board {
    /// The root of segment `s`'s feature.
    pub(super) fn find(&self, mut s: u16) -> u16 {
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

    /// Closes one open end of segment `s`'s feature, met by a wall at a border point
    /// (`middle`: a side's middle), where a link there would close one.
    pub(super) fn close_end(&mut self, s: u16, middle: bool) {
        let r = self.find(s) as usize;
        if link_closes(self.segs[r].kind, middle) {
            self.segs[r].open = self.segs[r].open.saturating_sub(1);
        }
    }

    /// Members of the feature rooted at `root`.
    pub(super) fn members(&self, root: u16) -> impl Iterator<Item = u16> + '_ {
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
    pub(super) fn seg_of(&self, tile: u16, local: u8) -> u16 {
        let pt = &self.tiles[tile as usize];
        if pt.overlay != NONE {
            let o = &self.segs[pt.overlay as usize];
            if o.tile == tile && o.local == local {
                return pt.overlay;
            }
        }
        pt.first_seg + local as u16
    }

    /// Whether the road or city rooted at `root` is complete.
    pub(super) fn closed(&self, root: u16) -> bool {
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

/// How a feature on the board would stand once a tile not yet placed lies down: see
/// [`Board::feature_after`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FeatureAfter {
    /// Whether it would hold a follower (its own, or one of a feature the tile joins to it).
    pub occupied: bool,
    /// Whether it would be complete: a closed road or city, a monastery whose eight
    /// neighbouring spaces would be occupied; a field never.
    pub complete: bool,
}

/// What a tile not yet placed would touch once it lies down (see [`Board::contacts`]):
/// worked out once for many questions of [`Board::feature_after_in`].
#[derive(Copy, Clone, Debug)]
pub struct Contacts {
    kind: TileKind,
    at: SpacePos,
    /// (our local segment, their root, whether the link closes an open end on each side).
    pairs: [(u8, u16, bool); 12],
    n: usize,
    turn: Turn,
}

impl Board {
    /// What tile `kind` would touch lying at `at` as `turn` (a legal placement, not made).
    pub fn contacts(&self, kind: TileKind, at: SpacePos, turn: Turn) -> Contacts {
        let o = &self.def(kind).oriented[turn.quarter_turns() as usize];
        let mut pairs = [(0u8, 0u16, false); 12];
        let mut n = 0;
        self.for_each_contact(at, turn, |ours, theirs| {
            let ls = o.point_segment[ours];
            if ls != NO_SEGMENT && n < pairs.len() {
                let kind = self.segs[theirs as usize].kind;
                pairs[n] = (ls, self.find(theirs), link_closes(kind, ours % 3 == MIDDLE));
                n += 1;
            }
        });
        Contacts {
            kind,
            at,
            pairs,
            n,
            turn,
        }
    }

    /// How the feature of local segment `local` of placed tile `tile` would stand once tile
    /// `kind` lies at `at` as `turn` (a legal placement, not made): the features the tile joins
    /// to it and the open ends it closes are counted as placing it would.
    pub fn feature_after(
        &self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
        tile: u16,
        local: u8,
    ) -> FeatureAfter {
        self.feature_after_in(&self.contacts(kind, at, turn), tile, local)
    }

    /// [`Board::feature_after`] for the placement whose `contacts` are known.
    pub fn feature_after_in(&self, contacts: &Contacts, tile: u16, local: u8) -> FeatureAfter {
        let root = self.find(self.seg_of(tile, local));
        let node = self.segs[root as usize];
        let at = contacts.at;
        let pairs = &contacts.pairs[..contacts.n];
        // The tile's own segments that join the feature, spread through shared features.
        let mut joined = 0u16;
        for &(ls, r, _) in pairs {
            if r == root {
                joined |= 1 << ls;
            }
        }
        loop {
            let before = joined;
            for &(a, ra, _) in pairs {
                if joined & (1 << a) != 0 {
                    for &(b, rb, _) in pairs {
                        if rb == ra {
                            joined |= 1 << b;
                        }
                    }
                }
            }
            if joined == before {
                break;
            }
        }
        if joined == 0 {
            let complete = match node.kind {
                FeatureKind::Road | FeatureKind::City => self.closed(root),
                FeatureKind::Monastery => self.monasteries.iter().any(|m| {
                    m.seg == root
                        && (m.complete
                            || m.pos
                                .block3()
                                .all(|p| p == m.pos || p == at || self.occupied(p)))
                }),
                FeatureKind::Field => false,
            };
            return FeatureAfter {
                occupied: node.followers > 0,
                complete,
            };
        }
        // The features joined: their open ends, followers, and the tile's own open ends, less
        // two for each link that closes one on each side.
        let mut roots = [NONE; 12];
        let mut nroots = 0;
        let mut followers = 0u32;
        let mut open = 0i32;
        let mut links = 0i32;
        for &(ls, r, closes) in pairs {
            if joined & (1 << ls) == 0 {
                continue;
            }
            links += i32::from(closes);
            if !roots[..nroots].contains(&r) {
                roots[nroots] = r;
                nroots += 1;
                followers += u32::from(self.segs[r as usize].followers);
                open += i32::from(self.segs[r as usize].open);
            }
        }
        let o = &self.def(contacts.kind).oriented[contacts.turn.quarter_turns() as usize];
        for (ls, &pts) in o.seg_points.iter().enumerate() {
            if joined & (1 << ls) != 0 {
                open += i32::from(open_points(node.kind, pts));
            }
        }
        let complete = match node.kind {
            FeatureKind::Road | FeatureKind::City => open - 2 * links == 0,
            FeatureKind::Field | FeatureKind::Monastery => false,
        };
        FeatureAfter {
            occupied: followers > 0,
            complete,
        }
    }
}
