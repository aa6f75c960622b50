//! The placement generator: every legal placement of a tile, or one drawn at random.

use super::placement::check_in_space;
use super::Board;
use crate::geometry::{water_fits, Corner, CornerSet, Rotation, SpacePos, Turn};
use crate::tiles::{Shape, TileDef, TileKind};

/// The turns of `def` (a bit per rotation or corner) that meet water exactly where the
/// neighbours of an empty space show it (`shown`, a bit per side; `req`: what they show).
fn water_turns(def: &TileDef, shown: u8, req: u8) -> u8 {
    (0..4).fold(0, |m, q| {
        let mask = match def.shape {
            Shape::Square => 0xFF,
            Shape::Triangle => Corner::from_index(q).side_mask(),
        };
        let o = &def.oriented[q];
        m | u8::from(water_fits(o.water, shown, req & mask)) << q
    })
}

impl Board {
    /// Calls `f` for every legal placement of `kind`: each open space × rotation (square) or
    /// orientation (triangle). Symmetric rotations are not merged. Stops when `f` returns
    /// `false`; returns whether it ran to the end.
    pub fn for_each_placement(
        &self,
        kind: TileKind,
        mut f: impl FnMut(SpacePos, Turn) -> bool,
    ) -> bool {
        let def = self.def(kind);
        for e in &self.frontier {
            if let Some(present) = e.corners.first() {
                // Half-filled: only the complementary triangle, checked in full.
                if def.shape == Shape::Triangle {
                    let turn = Turn::Triangle(present.opposite());
                    let rec = &self.spaces[e.space as usize];
                    if check_in_space(rec, def, turn, &self.tiles, &self.catalog).is_ok()
                        && !f(e.pos, turn)
                    {
                        return false;
                    }
                }
                continue;
            }
            // Empty space: the table of fitting turns for what the neighbours show.
            let mut fits = def.fits[e.req as usize];
            if e.water != 0 || def.has_water() {
                fits &= water_turns(def, e.water, e.req);
            }
            while fits != 0 {
                let q = fits.trailing_zeros() as usize;
                fits &= fits - 1;
                let turn = match def.shape {
                    Shape::Square => Turn::Square(Rotation::ALL[q]),
                    Shape::Triangle => Turn::Triangle(Corner::ALL[q]),
                };
                if !f(e.pos, turn) {
                    return false;
                }
            }
        }
        true
    }

    /// A legal placement of `kind` drawn uniformly at random, or `None` if there is none.
    ///
    /// Tries random open places and turns first (rejection sampling, uniform over the legal
    /// ones) and falls back to counting all of them, which is uniform too.
    pub fn random_placement(
        &self,
        kind: TileKind,
        rng: &mut impl rand::Rng,
    ) -> Option<(SpacePos, Turn)> {
        let def = self.def(kind);
        let n = self.frontier.len();
        if n == 0 {
            return None;
        }
        for _ in 0..32 {
            let bits = rng.next_u32();
            let e = &self.frontier[(bits >> 2) as usize % n];
            let q = (bits & 3) as usize;
            let turn = match def.shape {
                Shape::Square => Turn::Square(Rotation::ALL[q]),
                Shape::Triangle => Turn::Triangle(Corner::ALL[q]),
            };
            let legal = if e.corners.is_empty() {
                def.fits[e.req as usize] & (1 << q) != 0
                    && (e.water == 0 && !def.has_water()
                        || water_turns(def, e.water, e.req) & (1 << q) != 0)
            } else {
                def.shape == Shape::Triangle
                    && e.corners == CornerSet::from(Corner::ALL[q].opposite())
                    && check_in_space(
                        &self.spaces[e.space as usize],
                        def,
                        turn,
                        &self.tiles,
                        &self.catalog,
                    )
                    .is_ok()
            };
            if legal {
                return Some((e.pos, turn));
            }
        }
        let total = self.count_placements(kind);
        if total == 0 {
            return None;
        }
        let mut k = rng.random_range(0..total);
        let mut found = None;
        self.for_each_placement(kind, |at, turn| {
            if k == 0 {
                found = Some((at, turn));
                return false;
            }
            k -= 1;
            true
        });
        found
    }

    /// Whether `kind` can be placed anywhere.
    pub fn can_place(&self, kind: TileKind) -> bool {
        !self.for_each_placement(kind, |_, _| false)
    }

    /// Number of legal placements of `kind`.
    pub fn count_placements(&self, kind: TileKind) -> usize {
        let mut n = 0;
        self.for_each_placement(kind, |_, _| {
            n += 1;
            true
        });
        n
    }
}
