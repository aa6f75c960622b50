//! Laying a tile: its segments join the features across its borders, it fills its space and
//! the neighbours learn what it shows them.

use std::sync::Arc;

use super::features::open_points;
use super::{Board, Content, MonasteryRec, PlacedTile, SegNode, NONE};
use crate::geometry::{point, CornerSet, Side, SpacePos, Turn, LONG_SIDE, MIDDLE};
use crate::tiles::{FeatureKind, TileKind, NO_SEGMENT};

impl Board {
    /// Closes the road and city ends that meet a wall across a side of tile `t`, lying at
    /// `at` as `turn` (its own walls, or a neighbour's facing it): a wall ends every road or
    /// city that touches it ([`crate::tiles::EdgeKind::Wall`]).
    fn close_at_walls(&mut self, t: u16, at: SpacePos, turn: Turn) {
        let Some(rec) = self.space(at) else {
            return;
        };
        let facing = rec.facing;
        let catalog = Arc::clone(&self.catalog);
        let ours = &self.tiles[t as usize];
        let (our_first, oo) = (
            ours.first_seg,
            &catalog.def(ours.kind).oriented[ours.turn.quarter_turns() as usize],
        );
        for side in Side::ALL {
            let u = facing[side.index()];
            if !turn.covers(side) || u == NONE {
                continue;
            }
            let ut = &self.tiles[u as usize];
            let uo = &catalog.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
            for p in 0..3 {
                if oo.walls & (1 << side.index()) != 0 {
                    let s = self.point_seg(u, point(side.opposite(), p));
                    if s != NONE {
                        self.close_end(s, p == MIDDLE);
                    }
                }
                if uo.walls & (1 << side.opposite().index()) != 0 {
                    let s = oo.point_segment[point(side, p)];
                    if s != NO_SEGMENT {
                        self.close_end(our_first + s as u16, p == MIDDLE);
                    }
                }
            }
        }
    }

    /// Places the start tile on an empty board.
    pub(crate) fn place_first(&mut self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.place_unchecked(kind, at, turn)
    }

    /// Calls `f(our point, their global segment)` for each border point of a tile lying at `at`
    /// as `turn` that meets a segment of a placed tile.
    pub(super) fn for_each_contact(&self, at: SpacePos, turn: Turn, mut f: impl FnMut(usize, u16)) {
        // A space some tile touches has its record (laying that tile made it).
        let Some(rec) = self.space(at) else {
            return;
        };
        for side in Side::ALL {
            if !turn.covers(side) {
                continue;
            }
            let u = rec.facing[side.index()];
            if u == NONE {
                continue;
            }
            for p in 0..3 {
                let theirs = self.point_seg(u, point(side.opposite(), 2 - p));
                if theirs != NONE {
                    f(point(side, p), theirs);
                }
            }
        }
        if let Turn::Triangle(c) = turn {
            let other = rec.tiles[c.opposite().index() / 2];
            if other != NONE
                && matches!(rec.content, Content::Triangles(m) if m.contains(c.opposite()))
            {
                let ut = &self.tiles[other as usize];
                let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
                for p in 0..3 {
                    let theirs = uo.point_segment[LONG_SIDE + 2 - p];
                    if theirs != NO_SEGMENT {
                        f(LONG_SIDE + p, ut.first_seg + theirs as u16);
                    }
                }
            }
        }
    }

    /// Places a tile without checking legality; returns its index. Features are joined and
    /// the frontier updated; nothing is scored.
    pub(crate) fn place_unchecked(&mut self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.place_joining(kind, at, turn, false)
    }

    /// Places a tile where it may not continue the landscapes it touches (a position composed
    /// freely; [`Board::check_room`] has said it fits the space): a feature joins only the
    /// same kind of feature across a border, so a city against a field stays open there.
    pub(crate) fn place_free(&mut self, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.place_joining(kind, at, turn, true)
    }

    /// Places a tile; with `only_matching`, no feature joins a feature of another kind (a
    /// legal placement never meets one).
    fn place_joining(
        &mut self,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
        only_matching: bool,
    ) -> u16 {
        let t = self.tiles.len() as u16;
        let first_seg = self.segs.len() as u16;
        let si = self.ensure_space(at);
        let catalog = Arc::clone(&self.catalog);
        let def = catalog.def(kind);
        let o = &def.oriented[turn.quarter_turns() as usize];
        for (i, seg) in def.segments.iter().enumerate() {
            let g = first_seg + i as u16;
            let open = open_points(seg.kind, o.seg_points[i]);
            self.segs.push(SegNode {
                parent: g,
                next: g,
                tile: t,
                local: i as u8,
                kind: seg.kind,
                open,
                arms: seg.arms as u16,
                followers: 0,
                size: 1,
            });
            if seg.kind == FeatureKind::Monastery {
                self.monasteries.push(MonasteryRec {
                    seg: g,
                    pos: at,
                    complete: false,
                });
            }
        }
        // Join across borders (computed before the tile enters its space).
        let mut links: [(u16, u16, bool); 12] = [(0, 0, false); 12];
        let mut nlinks = 0;
        self.for_each_contact(at, turn, |ours, theirs| {
            let ls = o.point_segment[ours];
            if ls != NO_SEGMENT
                && nlinks < links.len()
                && (!only_matching
                    || def.segments[ls as usize].kind == self.segs[theirs as usize].kind)
            {
                links[nlinks] = (first_seg + ls as u16, theirs, ours % 3 == MIDDLE);
                nlinks += 1;
            }
        });
        self.tiles.push(PlacedTile {
            kind,
            pos: at,
            turn,
            space: si,
            first_seg,
            overlay: NONE,
        });
        for &(a, b, middle) in &links[..nlinks] {
            self.union(a, b, middle);
        }
        self.close_at_walls(t, at, turn);
        // Fill the space.
        let rec = &mut self.spaces[si as usize];
        match turn {
            Turn::Square(_) => {
                rec.content = Content::Square;
                rec.tiles[0] = t;
            }
            Turn::Triangle(c) => {
                let m = match rec.content {
                    Content::Triangles(m) => m,
                    _ => CornerSet::EMPTY,
                };
                rec.content = Content::Triangles(m.with(c));
                rec.tiles[c.index() / 2] = t;
            }
        }
        for side in Side::ALL {
            if turn.covers(side) {
                self.spaces[si as usize].side_tile[side.index()] = t;
            }
        }
        self.update_frontier(si);
        // Tell the neighbours what this tile shows them.
        for side in Side::ALL {
            if !turn.covers(side) {
                continue;
            }
            let code = (o.pattern >> (2 * side.index())) & 3;
            let ni = self.ensure_space(at.step(side));
            self.spaces[ni as usize].facing[side.opposite().index()] = t;
            self.spaces[ni as usize].req |= code << (2 * side.opposite().index());
            if o.water & (1 << side.index()) != 0 {
                self.spaces[ni as usize].water |= 1 << side.opposite().index();
            }
            self.update_frontier(ni);
        }
        t
    }
}
