//! Roads laid over placed tiles after them: a road segment straight across a space (a square
//! tile, or two triangles sharing it) from the middle of one side to the middle of the
//! opposite side, where the tiles show field. It joins the roads it meets at its ends, counts
//! as a part of the tile it lies on when its road is scored, may hold followers, and makes
//! the sides it ends on road for the tiles laid against them later. It cuts nothing it
//! crosses: the fields and cities under it stay as they were. A module lays it
//! ([`Board::add_overlay_road`]); the core knows nothing of why.

use super::features::open_points;
use super::{Board, Content, SegNode, NONE};
use crate::geometry::{point, Side, SpacePos, Turn, MIDDLE};
use crate::tiles::{EdgeKind, FeatureKind, TileKind, NO_SEGMENT};

/// An overlay road on the board.
#[derive(Copy, Clone, Debug)]
pub(super) struct Overlay {
    /// Its segment node (after every segment of the tiles placed before it).
    pub seg: u16,
    /// Its space.
    pub pos: SpacePos,
    /// Its two ends: the placed tile covering that side, and the side.
    pub ends: [(u16, Side); 2],
    /// How many tiles lay on the board when it was laid.
    pub after: u16,
}

/// Why an overlay road may not be laid across a space.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OverlayError {
    /// The two sides are not opposite.
    NotStraight,
    /// No tile covers one of the sides (an empty space, or a single triangle).
    NoTile,
    /// The space holds an overlay road already.
    Taken,
    /// One of the sides shows no field (water counts as no field).
    NotField,
    /// A neighbour across one of the ends shows something other than a road there.
    MeetsNoRoad,
}

/// A tile not yet on the board, taken into account as if it lay there.
pub type Extra = Option<(TileKind, SpacePos, Turn)>;

impl Board {
    /// The placed tile covering side `side` of space `pos`, or `NONE`.
    pub(super) fn covering(&self, pos: SpacePos, side: Side) -> u16 {
        self.space(pos).map_or(NONE, |r| r.side_tile[side.index()])
    }

    /// What side `side` of space `pos` shows, with tile `extra` as if it lay there: the
    /// landscape's [`EdgeKind`] code (water as its own code 4, a wall as 5; an overlay road's
    /// end as a road), or `None` where no tile covers the side.
    fn shown(&self, pos: SpacePos, side: Side, extra: Extra) -> Option<u8> {
        if let Some((kind, at, turn)) = extra {
            if at == pos && turn.covers(side) {
                let o = &self.def(kind).oriented[turn.quarter_turns() as usize];
                return Some(side_code(o.pattern, o.water, o.walls, side));
            }
        }
        let t = self.covering(pos, side);
        if t == NONE {
            return None;
        }
        if self.overlay_end(t, side).is_some() {
            return Some(EdgeKind::Road as u8);
        }
        let pt = &self.tiles[t as usize];
        let o = &self.def(pt.kind).oriented[pt.turn.quarter_turns() as usize];
        Some(side_code(o.pattern, o.water, o.walls, side))
    }

    /// The segment of the overlay road ending at side `side` of placed tile `t`, if any.
    pub(super) fn overlay_end(&self, t: u16, side: Side) -> Option<u16> {
        let seg = self.tiles[t as usize].overlay;
        if seg == NONE {
            return None;
        }
        self.overlays
            .iter()
            .find(|o| o.seg == seg)
            .filter(|o| o.ends.iter().any(|&(et, es)| et == t && es == side))
            .map(|o| o.seg)
    }

    /// The global segment at border point `p` (board orientation) of placed tile `t`: the
    /// tile's own, or an overlay road's at the middle of a side it ends on. `NONE` for none.
    pub(super) fn point_seg(&self, t: u16, p: usize) -> u16 {
        let pt = &self.tiles[t as usize];
        if pt.overlay != NONE && p % 3 == MIDDLE && p < 12 {
            if let Some(seg) = self.overlay_end(t, Side::from_index(p / 3)) {
                return seg;
            }
        }
        let o = &self.def(pt.kind).oriented[pt.turn.quarter_turns() as usize];
        match o.point_segment[p] {
            NO_SEGMENT => NONE,
            l => pt.first_seg + u16::from(l),
        }
    }

    /// Checks that an overlay road may be laid across space `pos` from side `a` to side `b`,
    /// with tile `extra` as if it lay on the board: the sides are opposite, tiles cover both
    /// and show field there, the space has no overlay road yet, and across each end the
    /// neighbouring space is empty or shows a road.
    ///
    /// # Errors
    /// The condition it breaks.
    pub fn check_overlay_road(
        &self,
        pos: SpacePos,
        a: Side,
        b: Side,
        extra: Extra,
    ) -> Result<(), OverlayError> {
        if b != a.opposite() {
            return Err(OverlayError::NotStraight);
        }
        if self.overlays.iter().any(|o| o.pos == pos) {
            return Err(OverlayError::Taken);
        }
        let field = EdgeKind::Field as u8;
        for side in [a, b] {
            match self.shown(pos, side, extra) {
                None => return Err(OverlayError::NoTile),
                Some(c) if c != field => return Err(OverlayError::NotField),
                Some(_) => {}
            }
        }
        for side in [a, b] {
            match self.shown(pos.step(side), side.opposite(), extra) {
                None => {}
                Some(c) if c == EdgeKind::Road as u8 => {}
                Some(_) => return Err(OverlayError::MeetsNoRoad),
            }
        }
        Ok(())
    }

    /// Lays an overlay road across space `pos` from side `a` to side `b` (see
    /// [`Board::check_overlay_road`]); returns the placed tile and local segment it is a part
    /// of. It joins the roads across its ends.
    ///
    /// # Errors
    /// The condition it breaks; the board is unchanged then.
    pub(crate) fn add_overlay_road(
        &mut self,
        pos: SpacePos,
        a: Side,
        b: Side,
    ) -> Result<(u16, u8), OverlayError> {
        self.check_overlay_road(pos, a, b, None)?;
        let (ta, tb) = (self.covering(pos, a), self.covering(pos, b));
        let seg = self.segs.len() as u16;
        let local = self.def(self.tiles[ta as usize].kind).segments.len() as u8;
        self.segs.push(SegNode {
            parent: seg,
            next: seg,
            tile: ta,
            local,
            kind: FeatureKind::Road,
            open: open_points(
                FeatureKind::Road,
                (1 << point(a, MIDDLE)) | (1 << point(b, MIDDLE)),
            ),
            arms: 0,
            followers: 0,
            size: 1,
        });
        self.overlays.push(Overlay {
            seg,
            pos,
            ends: [(ta, a), (tb, b)],
            after: self.tiles.len() as u16,
        });
        self.tiles[ta as usize].overlay = seg;
        self.tiles[tb as usize].overlay = seg;
        let si = self.space_index(pos).unwrap_or(0);
        for side in [a, b] {
            let np = pos.step(side);
            let u = self.covering(np, side.opposite());
            if u == NONE {
                // Later tiles laid there must continue the road.
                let ni = self.ensure_space(np);
                let shift = 2 * side.opposite().index();
                let rec = &mut self.spaces[ni as usize];
                rec.req = (rec.req & !(3 << shift)) | ((EdgeKind::Road as u8) << shift);
                self.update_frontier(ni);
            } else {
                let theirs = self.point_seg(u, point(side.opposite(), MIDDLE));
                if theirs != NONE && self.segs[theirs as usize].kind == FeatureKind::Road {
                    self.union(seg, theirs, true);
                }
            }
        }
        self.update_frontier(si);
        Ok((ta, local))
    }

    /// The road part across side `side` of space `pos` (the neighbour's segment at the
    /// middle of its facing side, when it is a road): what an overlay road ending there joins.
    pub fn road_across(&self, pos: SpacePos, side: Side) -> Option<super::Part> {
        let u = self.covering(pos.step(side), side.opposite());
        if u == NONE {
            return None;
        }
        let s = self.point_seg(u, point(side.opposite(), MIDDLE));
        let node = self.segs.get(s as usize)?;
        (node.kind == FeatureKind::Road).then_some(super::Part {
            tile: node.tile,
            local: node.local,
        })
    }

    /// The overlay roads on the board: each one's space and its two sides.
    pub fn overlay_roads(&self) -> impl Iterator<Item = (SpacePos, Side, Side)> + '_ {
        self.overlays
            .iter()
            .map(|o| (o.pos, o.ends[0].1, o.ends[1].1))
    }

    /// The overlay road across space `pos`, if any: the placed tile and local segment it is a
    /// part of.
    pub fn overlay_road_at(&self, pos: SpacePos) -> Option<(u16, u8)> {
        self.overlays.iter().find(|o| o.pos == pos).map(|o| {
            let n = &self.segs[o.seg as usize];
            (n.tile, n.local)
        })
    }

    /// The overlay road ending at side `side` of placed tile `tile`, if one does: the placed
    /// tile and local segment it is a part of.
    pub fn overlay_at_side(&self, tile: u16, side: Side) -> Option<super::Part> {
        self.tiles.get(tile as usize)?;
        let seg = self.overlay_end(tile, side)?;
        let node = &self.segs[seg as usize];
        Some(super::Part {
            tile: node.tile,
            local: node.local,
        })
    }

    /// The side where the overlay road that is local segment `local` of placed tile `tile`
    /// ends on that tile (where a follower on it is shown), if that segment is one.
    pub fn overlay_side(&self, tile: u16, local: u8) -> Option<Side> {
        let seg = self.tiles.get(tile as usize)?.overlay;
        let node = self.segs.get(seg as usize)?;
        if node.tile != tile || node.local != local {
            return None;
        }
        let o = self.overlays.iter().find(|o| o.seg == seg)?;
        o.ends.iter().find(|e| e.0 == tile).map(|e| e.1)
    }

    /// The segments of the overlay roads laid since tile `tile` was placed (for the features
    /// that placement reached).
    pub(super) fn overlays_after(&self, tile: u16) -> impl Iterator<Item = u16> + '_ {
        self.overlays
            .iter()
            .filter(move |o| o.after == tile + 1)
            .map(|o| o.seg)
    }

    /// Whether space `pos` holds two triangles (or a square): a space an overlay road may
    /// cross when it shows field at both ends.
    pub fn full_space(&self, pos: SpacePos) -> bool {
        match self.content(pos) {
            Content::Square => true,
            Content::Triangles(m) => m.len() == 2,
            Content::Empty => false,
        }
    }
}

/// The [`EdgeKind`] code of side `side` of a tile with packed pattern `pattern`, water mask
/// `water` and wall mask `walls`.
fn side_code(pattern: u8, water: u8, walls: u8, side: Side) -> u8 {
    let i = side.index();
    if water & (1 << i) != 0 {
        EdgeKind::Water as u8
    } else if walls & (1 << i) != 0 {
        EdgeKind::Wall as u8
    } else {
        (pattern >> (2 * i)) & 3
    }
}
