//! Cross-checks: every feature recounted from scratch, beside the incremental view.

use std::collections::{HashMap, HashSet};

use super::features::{link_closes, open_points};
use super::{Board, NONE};
use crate::geometry::{point, Side, Turn, LONG_SIDE, MIDDLE};
use crate::tiles::{FeatureKind, NO_SEGMENT};

impl Board {
    /// A from-scratch recount of every feature (for cross-checks): for each segment, the
    /// smallest segment index of its feature and the feature's open ends.
    pub fn recount_features(&self) -> Vec<(u16, u16)> {
        let n = self.segs.len();
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(p: &mut [usize], mut x: usize) -> usize {
            while p[x] != x {
                p[x] = p[p[x]];
                x = p[x];
            }
            x
        }
        let mut open = vec![0i32; n];
        for (t, pt) in self.tiles.iter().enumerate() {
            let def = self.def(pt.kind);
            let o = &def.oriented[pt.turn.quarter_turns() as usize];
            for (i, seg) in def.segments.iter().enumerate() {
                open[pt.first_seg as usize + i] += open_points(seg.kind, o.seg_points[i]) as i32;
            }
            // Scan every other tile for a shared border, not the incremental links: a side of
            // this space against the facing side, or the long side against the other triangle.
            for ut in self.tiles.iter().skip(t + 1) {
                let border = match (pt.turn, ut.turn) {
                    (Turn::Triangle(c), Turn::Triangle(d))
                        if ut.pos == pt.pos && d == c.opposite() =>
                    {
                        Some((LONG_SIDE, LONG_SIDE))
                    }
                    _ => Side::ALL
                        .into_iter()
                        .find(|&side| {
                            ut.pos == pt.pos.step(side)
                                && pt.turn.covers(side)
                                && ut.turn.covers(side.opposite())
                        })
                        .map(|side| (point(side, 0), point(side.opposite(), 0))),
                };
                let Some((ours, theirs)) = border else {
                    continue;
                };
                let udef = self.def(ut.kind);
                let uo = &udef.oriented[ut.turn.quarter_turns() as usize];
                for p in 0..3 {
                    let a = o.point_segment[ours + p];
                    let b = uo.point_segment[theirs + 2 - p];
                    // A wall ends the road or city across it.
                    let walled = |walls: u8, first: usize| walls & (1 << (first / 3)) != 0;
                    if ours < LONG_SIDE
                        && a != NO_SEGMENT
                        && walled(uo.walls, theirs)
                        && link_closes(def.segments[a as usize].kind, p == MIDDLE)
                    {
                        open[pt.first_seg as usize + a as usize] -= 1;
                    }
                    if ours < LONG_SIDE
                        && b != NO_SEGMENT
                        && walled(o.walls, ours)
                        && link_closes(udef.segments[b as usize].kind, p == MIDDLE)
                    {
                        open[ut.first_seg as usize + b as usize] -= 1;
                    }
                    // A feature joins only its own kind (the landscapes may not match in a
                    // position composed freely).
                    if a != NO_SEGMENT
                        && b != NO_SEGMENT
                        && def.segments[a as usize].kind == udef.segments[b as usize].kind
                    {
                        let (ga, gb) = (
                            pt.first_seg as usize + a as usize,
                            ut.first_seg as usize + b as usize,
                        );
                        let (ra, rb) = (find(&mut parent, ga), find(&mut parent, gb));
                        if link_closes(def.segments[a as usize].kind, p == MIDDLE) {
                            open[ga] -= 1;
                            open[gb] -= 1;
                        }
                        parent[ra.max(rb)] = ra.min(rb);
                    }
                }
            }
        }
        // Overlay roads: two open ends each, less those meeting a road or a wall.
        for ov in &self.overlays {
            let seg = ov.seg as usize;
            open[seg] += 2;
            for &(_, side) in &ov.ends {
                let u = self.covering(ov.pos.step(side), side.opposite());
                if u == NONE {
                    continue;
                }
                let ut = &self.tiles[u as usize];
                let uo = &self.def(ut.kind).oriented[ut.turn.quarter_turns() as usize];
                if uo.walls & (1 << side.opposite().index()) != 0 {
                    open[seg] -= 1;
                    continue;
                }
                let theirs = self.point_seg(u, point(side.opposite(), MIDDLE));
                let other_overlay = self.overlays.iter().any(|o| o.seg == theirs);
                if theirs == NONE
                    || self.segs[theirs as usize].kind != FeatureKind::Road
                    || (other_overlay && theirs > ov.seg)
                {
                    continue;
                }
                let (ra, rb) = (find(&mut parent, seg), find(&mut parent, theirs as usize));
                open[seg] -= 1;
                open[theirs as usize] -= 1;
                parent[ra.max(rb)] = ra.min(rb);
            }
        }
        let mut total = vec![0i32; n];
        let roots: Vec<usize> = (0..n).map(|i| find(&mut parent, i)).collect();
        for i in 0..n {
            total[roots[i]] += open[i];
        }
        (0..n)
            .map(|i| (roots[i] as u16, total[roots[i]] as u16))
            .collect()
    }

    /// The incremental view of the same facts as [`Board::recount_features`].
    pub fn incremental_features(&self) -> Vec<(u16, u16)> {
        let n = self.segs.len();
        let mut smallest = vec![u16::MAX; n];
        for i in 0..n {
            let r = self.find(i as u16) as usize;
            smallest[r] = smallest[r].min(i as u16);
        }
        (0..n)
            .map(|i| {
                let r = self.find(i as u16) as usize;
                (smallest[r], self.segs[r].open)
            })
            .collect()
    }

    /// Checks the features kept incrementally against a recount from scratch: the same
    /// partition of segments, the same open ends, and each root's follower count.
    ///
    /// # Errors
    /// What differs, in words.
    pub fn check_features(&self) -> Result<(), String> {
        let fresh = self.recount_features();
        let inc = self.incremental_features();
        if fresh.len() != inc.len() {
            return Err("segment count differs".into());
        }
        // Compare partitions: map each incremental smallest-member to the fresh root.
        let mut map = HashMap::new();
        for i in 0..fresh.len() {
            if let Some(prev) = map.insert(inc[i].0, fresh[i].0) {
                if prev != fresh[i].0 {
                    return Err(format!(
                        "segment {i}: incremental feature differs from recount"
                    ));
                }
            }
            let kind = self.segs[i].kind;
            if matches!(kind, FeatureKind::Road | FeatureKind::City) && inc[i].1 != fresh[i].1 {
                return Err(format!(
                    "segment {i}: open ends {} incremental vs {} recount",
                    inc[i].1, fresh[i].1
                ));
            }
        }
        let roots: HashSet<u16> = fresh.iter().map(|f| f.0).collect();
        if roots.len() != map.len() {
            return Err("the incremental features do not partition like the recount".into());
        }
        for f in &self.followers {
            let root = self.find(f.seg);
            let n = self
                .followers
                .iter()
                .filter(|g| self.find(g.seg) == root)
                .count();
            if n != self.segs[root as usize].followers as usize {
                return Err("follower count at a root is wrong".into());
            }
        }
        Ok(())
    }
}
