//! A tile's segments and side kinds turned into board orientation.

use super::{EdgeKind, FeatureKind, Oriented, Segment, Shape, NO_SEGMENT};
use crate::geometry::{point, rotate_point, Side, LONG_SIDE, MIDDLE, POINTS};

/// Bit of a tile's long side in a canonical water mask (bits 0..4: the sides N E S W).
pub(super) const LONG_WATER: u8 = 1 << 4;

/// The tile lying `quarter_turns` clockwise from its canonical orientation; `water` names the
/// canonical sides that show water (a bit per side, N lowest, [`LONG_WATER`] for the long side).
pub(super) fn orient(
    segments: &[Segment],
    shape: Shape,
    quarter_turns: u8,
    water: u8,
    walls: u8,
) -> Oriented {
    let mut o = Oriented {
        point_segment: [NO_SEGMENT; POINTS],
        ..Oriented::default()
    };
    for (i, seg) in segments.iter().enumerate() {
        let mut pts = 0u16;
        for p in 0..POINTS {
            if seg.points & (1 << p) != 0 {
                let q = rotate_point(p, quarter_turns);
                pts |= 1 << q;
                o.point_segment[q] = i as u8;
            }
        }
        o.seg_points.push(pts);
    }
    let kind_at = |p: usize| -> u8 {
        match o.point_segment[p] {
            NO_SEGMENT => 0,
            s => match segments[s as usize].kind {
                FeatureKind::City => EdgeKind::City.code(),
                FeatureKind::Road => EdgeKind::Road.code(),
                _ => EdgeKind::Field.code(),
            },
        }
    };
    for side in Side::ALL {
        if water & (1 << side.index()) != 0 {
            o.water |= 1 << side.rotated(quarter_turns).index();
        }
        if walls & (1 << side.index()) != 0 {
            o.walls |= 1 << side.rotated(quarter_turns).index();
        }
    }
    for side in Side::ALL {
        let covered = match shape {
            Shape::Square => true,
            Shape::Triangle => {
                crate::geometry::Corner::from_index(quarter_turns as usize).covers(side)
            }
        };
        if covered && o.walls & (1 << side.index()) == 0 {
            let m = point(side, MIDDLE);
            // The middle of a field side holds no segment: the halves decide.
            let k = match kind_at(m) {
                0 => EdgeKind::Field.code(),
                k => k,
            };
            o.pattern |= k << (2 * side.index());
        }
    }
    if shape == Shape::Triangle {
        o.long_kind = match kind_at(LONG_SIDE + 1) {
            _ if water & LONG_WATER != 0 => EdgeKind::Water.code(),
            0 => EdgeKind::Field.code(),
            k => k,
        };
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::Catalog;

    #[test]
    fn rotation_turns_the_edge_pattern() {
        let cat = Catalog::builtin();
        let d = cat.def(cat.kind("E").unwrap()); // city north, fields elsewhere
        assert_eq!(d.oriented[0].pattern & 3, EdgeKind::City.code());
        assert_eq!((d.oriented[1].pattern >> 2) & 3, EdgeKind::City.code());
        let t = cat.def(cat.kind("H1-02").unwrap()); // city N, field W, field D
                                                     // Turned to NE the triangle covers N and E: its canonical N lands on E.
        assert_eq!(
            t.oriented[1].pattern,
            (EdgeKind::City.code() << 2) | EdgeKind::Field.code()
        );
    }
}
