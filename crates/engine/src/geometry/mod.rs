//! The grid of spaces: sides, corners, half-sides, rotations and positions.
//!
//! ```text
//!            N.w    N    N.e
//!        NW +-----------+ NE
//!           |           |
//!       W.n |           | E.n
//!         W |     C     | E
//!       W.s |           | E.s
//!           |           |
//!        SW +-----------+ SE
//!            S.w    S    S.e
//! ```
//!
//! `x` grows to the east and `y` to the south. A triangle is named by the corner where its right
//! angle sits; a `NW` triangle covers the sides `N` and `W` and its long side `D` runs from the NE
//! corner to the SW corner, with the halves `D.ne` and `D.sw`.
//!
//! Every tile has *points* on its border where landscape meets the neighbouring tile: each side
//! has three, in clockwise order (first half, middle, second half). Points `0..12` are the four
//! sides `N E S W` of the space; points `12..15` are the long side `D` of a triangle, again in
//! clockwise order around that triangle.

mod corner_set;

pub use corner_set::CornerSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A side of a space.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Side {
    /// North (towards negative `y`).
    N = 0,
    /// East (towards positive `x`).
    E = 1,
    /// South (towards positive `y`).
    S = 2,
    /// West (towards negative `x`).
    W = 3,
}

impl Side {
    /// All four sides in clockwise order from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side with index `i % 4`.
    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// This side's index (N = 0, clockwise).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side facing this one across the border.
    pub const fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }

    /// The side reached by turning `quarter_turns` × 90° clockwise.
    pub const fn rotated(self, quarter_turns: u8) -> Side {
        Side::from_index(self as usize + quarter_turns as usize)
    }

    /// The offset `(dx, dy)` to the neighbouring space beyond this side.
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The side's letter.
    pub const fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }
}

/// A corner of a space; also a triangle's orientation (the corner of its right angle).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Corner {
    /// North-west.
    NW = 0,
    /// North-east.
    NE = 1,
    /// South-east.
    SE = 2,
    /// South-west.
    SW = 3,
}

impl Corner {
    /// All four corners in clockwise order from north-west.
    pub const ALL: [Corner; 4] = [Corner::NW, Corner::NE, Corner::SE, Corner::SW];

    /// The corner with index `i % 4`.
    pub const fn from_index(i: usize) -> Corner {
        Corner::ALL[i % 4]
    }

    /// This corner's index (NW = 0, clockwise).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The diagonally opposite corner: the orientation of the complementary triangle.
    pub const fn opposite(self) -> Corner {
        Corner::from_index(self as usize + 2)
    }

    /// Quarter turns clockwise that carry the canonical `NW` triangle to this orientation.
    pub const fn quarter_turns(self) -> u8 {
        self as u8
    }

    /// The two sides a triangle of this orientation covers (its short sides), clockwise.
    pub const fn short_sides(self) -> [Side; 2] {
        // NW covers W and N; clockwise around the triangle N comes first.
        [
            Side::from_index(self as usize),
            Side::from_index(self as usize + 3),
        ]
    }

    /// The sides this orientation covers, as a packed 2-bits-per-side mask.
    pub const fn side_mask(self) -> u8 {
        let [a, b] = self.short_sides();
        (3 << (2 * a as u8)) | (3 << (2 * b as u8))
    }

    /// Whether a triangle of this orientation covers `side`.
    pub const fn covers(self, side: Side) -> bool {
        let s = side as usize;
        s == self as usize || (s + 1) % 4 == self as usize
    }

    /// Lower-case name, as used in half names such as `D.ne`.
    pub const fn lower(self) -> &'static str {
        ["nw", "ne", "se", "sw"][self as usize]
    }

    /// Upper-case name.
    pub const fn name(self) -> &'static str {
        ["NW", "NE", "SE", "SW"][self as usize]
    }

    /// Its direction as a message (`dir.NW`…).
    pub const fn text(self) -> crate::text::Text {
        crate::text::Text::new(["dir.NW", "dir.NE", "dir.SE", "dir.SW"][self as usize])
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Corner {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "NW" => Ok(Corner::NW),
            "NE" => Ok(Corner::NE),
            "SE" => Ok(Corner::SE),
            "SW" => Ok(Corner::SW),
            _ => Err(format!("unknown corner {s:?} (expected NW, NE, SE or SW)")),
        }
    }
}

/// A clockwise rotation of a square tile.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rotation {
    /// As printed.
    R0 = 0,
    /// 90° clockwise.
    R90 = 1,
    /// 180°.
    R180 = 2,
    /// 270° clockwise.
    R270 = 3,
}

impl Rotation {
    /// All four rotations.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// Quarter turns clockwise.
    pub const fn quarter_turns(self) -> u8 {
        self as u8
    }

    /// Degrees clockwise (0, 90, 180 or 270).
    pub const fn degrees(self) -> u16 {
        self as u16 * 90
    }

    /// The rotation of `degrees` clockwise, if it is a multiple of 90 below 360.
    pub fn from_degrees(degrees: i64) -> Option<Rotation> {
        match degrees {
            0 => Some(Rotation::R0),
            90 => Some(Rotation::R90),
            180 => Some(Rotation::R180),
            270 => Some(Rotation::R270),
            _ => None,
        }
    }
}

/// How a tile lies in its space: a square tile's rotation or a triangle's orientation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Turn {
    /// A square tile, rotated clockwise.
    Square(Rotation),
    /// A triangle, with its right angle at this corner.
    Triangle(Corner),
}

impl Turn {
    /// Quarter turns clockwise from the canonical orientation.
    pub const fn quarter_turns(self) -> u8 {
        match self {
            Turn::Square(r) => r.quarter_turns(),
            Turn::Triangle(c) => c.quarter_turns(),
        }
    }

    /// Whether `side` of the space is covered by a tile lying this way.
    pub const fn covers(self, side: Side) -> bool {
        match self {
            Turn::Square(_) => true,
            Turn::Triangle(c) => c.covers(side),
        }
    }

    /// The triangle's corner, or `None` for a square tile.
    pub const fn corner(self) -> Option<Corner> {
        match self {
            Turn::Square(_) => None,
            Turn::Triangle(c) => Some(c),
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Square(r) => write!(f, "rot {}", r.degrees()),
            Turn::Triangle(c) => write!(f, "corner {c}"),
        }
    }
}

/// A space on the board: `x` grows to the east, `y` to the south.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SpacePos {
    /// Column, growing to the east.
    pub x: i32,
    /// Row, growing to the south.
    pub y: i32,
}

impl SpacePos {
    /// The space at `(x, y)`.
    pub const fn new(x: i32, y: i32) -> SpacePos {
        SpacePos { x, y }
    }

    /// The neighbouring space beyond `side`.
    pub const fn step(self, side: Side) -> SpacePos {
        let (dx, dy) = side.delta();
        SpacePos {
            x: self.x + dx,
            y: self.y + dy,
        }
    }

    /// The nine spaces of the 3×3 block centred here (this space included).
    pub fn block3(self) -> impl Iterator<Item = SpacePos> {
        (-1..=1).flat_map(move |dy| (-1..=1).map(move |dx| SpacePos::new(self.x + dx, self.y + dy)))
    }

    /// Whether `other` lies in the 3×3 block centred here.
    pub const fn near(self, other: SpacePos) -> bool {
        (self.x - other.x).abs() <= 1 && (self.y - other.y).abs() <= 1
    }
}

impl fmt::Display for SpacePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// Number of border points of a tile: three per side (`0..12`) and three on the long side.
pub const POINTS: usize = 15;
/// The first point of the long side `D`.
pub const LONG_SIDE: usize = 12;
/// Position of a side's middle point within its three points.
pub const MIDDLE: usize = 1;

/// The point index of position `p` (0 first half, 1 middle, 2 second half) on side `side`.
pub const fn point(side: Side, p: usize) -> usize {
    side as usize * 3 + p
}

/// The point that `point` becomes when its tile turns `quarter_turns` × 90° clockwise.
/// Long-side points keep their index: they are numbered around the triangle itself.
pub const fn rotate_point(point: usize, quarter_turns: u8) -> usize {
    if point >= LONG_SIDE {
        point
    } else {
        (point + 3 * quarter_turns as usize) % 12
    }
}

/// Names of the eight half-sides, clockwise from the north-west corner.
pub const HALF_NAMES: [&str; 8] = ["N.w", "N.e", "E.n", "E.s", "S.e", "S.w", "W.s", "W.n"];

/// A follower's location on a placed tile, in board orientation (`halflings.md` §2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Location {
    /// The road or city crossing the middle of this side.
    Side(Side),
    /// The road or city crossing the middle of the long side `D`.
    Long,
    /// The monastery in the centre.
    Centre,
    /// The field touching this half of a side; `first` is the clockwise-first half.
    Half {
        /// The side.
        side: Side,
        /// `true` for the clockwise-first half (`N.w`, `E.n`, `S.e`, `W.s`).
        first: bool,
    },
    /// The field touching the half of the long side near this corner (`D.ne`, …).
    LongHalf(Corner),
}

impl Location {
    /// The border point this location names on a tile lying as `turn`, or `None` for the centre.
    /// Returns `Err` for a long-side location on a square tile or a half that does not touch
    /// the long side.
    pub fn point(self, turn: Turn) -> Result<Option<usize>, String> {
        match self {
            Location::Side(s) => Ok(Some(point(s, MIDDLE))),
            Location::Half { side, first } => Ok(Some(point(side, if first { 0 } else { 2 }))),
            Location::Centre => Ok(None),
            Location::Long | Location::LongHalf(_) => {
                let Turn::Triangle(c) = turn else {
                    return Err("a square tile has no long side D".into());
                };
                match self {
                    Location::Long => Ok(Some(LONG_SIDE + MIDDLE)),
                    Location::LongHalf(k) if k == c.rotated_long_first() => Ok(Some(LONG_SIDE)),
                    Location::LongHalf(k) if k == c.rotated_long_first().opposite() => {
                        Ok(Some(LONG_SIDE + 2))
                    }
                    _ => Err(format!(
                        "the long side of a {c} triangle has no half {self}"
                    )),
                }
            }
        }
    }

    /// The location naming border point `point` of a tile lying as `turn`.
    pub fn of_point(point: usize, turn: Turn) -> Location {
        if point >= LONG_SIDE {
            let Turn::Triangle(c) = turn else {
                return Location::Long;
            };
            match point - LONG_SIDE {
                0 => Location::LongHalf(c.rotated_long_first()),
                1 => Location::Long,
                _ => Location::LongHalf(c.rotated_long_first().opposite()),
            }
        } else {
            let side = Side::from_index(point / 3);
            match point % 3 {
                1 => Location::Side(side),
                p => Location::Half {
                    side,
                    first: p == 0,
                },
            }
        }
    }
}

impl Corner {
    /// The corner touched by the clockwise-first half of the long side of a triangle with
    /// this orientation (`NE` for a `NW` triangle).
    pub const fn rotated_long_first(self) -> Corner {
        Corner::from_index(self as usize + 1)
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Location::Side(s) => write!(f, "{}", s.letter()),
            Location::Long => f.write_str("D"),
            Location::Centre => f.write_str("C"),
            Location::Half { side, first } => {
                f.write_str(HALF_NAMES[side.index() * 2 + usize::from(!first)])
            }
            Location::LongHalf(c) => write!(f, "D.{}", c.lower()),
        }
    }
}

impl FromStr for Location {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let side_of = |c: &str| match c {
            "N" => Some(Side::N),
            "E" => Some(Side::E),
            "S" => Some(Side::S),
            "W" => Some(Side::W),
            _ => None,
        };
        if let Some(side) = side_of(s) {
            return Ok(Location::Side(side));
        }
        match s {
            "D" => return Ok(Location::Long),
            "C" => return Ok(Location::Centre),
            _ => {}
        }
        let bad = || {
            format!("unknown location {s:?} (expected N E S W D C, a half such as N.w, or D.ne)")
        };
        let (head, tail) = s.split_once('.').ok_or_else(bad)?;
        if head == "D" {
            let corner: Corner = tail.to_uppercase().parse().map_err(|_| bad())?;
            return Ok(Location::LongHalf(corner));
        }
        let side = side_of(head).ok_or_else(bad)?;
        let first = match (side, tail) {
            (Side::N, "w") | (Side::E, "n") | (Side::S, "e") | (Side::W, "s") => true,
            (Side::N, "e") | (Side::E, "s") | (Side::S, "w") | (Side::W, "n") => false,
            _ => return Err(bad()),
        };
        Ok(Location::Half { side, first })
    }
}

/// Sides (2 bits each) where `req` shows landscape.
#[inline]
pub(crate) const fn touching_sides(req: u8) -> u8 {
    ((req | (req >> 1)) & 0x55) * 3
}

/// Whether a tile showing `pattern` continues every landscape `req` shows on the sides it
/// touches (2 bits per side; 0 = no tile there).
#[inline]
pub(crate) const fn sides_fit(pattern: u8, req: u8) -> bool {
    pattern & touching_sides(req) == req
}

/// Sides (a bit each) where `req` (2 bits per side) shows landscape.
#[inline]
pub(crate) const fn touched(req: u8) -> u8 {
    let t = req | (req >> 1);
    (t & 1) | ((t >> 1) & 2) | ((t >> 2) & 4) | ((t >> 3) & 8)
}

/// Whether a tile with water on sides `water` (a bit per side) meets water exactly where the
/// neighbours show it (`shown`) on the sides it touches (`req`, 2 bits per side).
#[inline]
pub(crate) const fn water_fits(water: u8, shown: u8, req: u8) -> bool {
    (water ^ shown) & touched(req) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn location_names_round_trip() {
        for name in [
            "N", "E", "S", "W", "D", "C", "N.w", "N.e", "E.n", "E.s", "S.e", "S.w", "W.s", "W.n",
            "D.ne", "D.sw", "D.nw", "D.se",
        ] {
            let loc: Location = name.parse().unwrap();
            assert_eq!(loc.to_string(), name);
        }
        assert!("X".parse::<Location>().is_err());
        assert!("N.n".parse::<Location>().is_err());
    }

    #[test]
    fn corners_cover_their_short_sides() {
        assert!(Corner::NW.covers(Side::N) && Corner::NW.covers(Side::W));
        assert!(!Corner::NW.covers(Side::E) && !Corner::NW.covers(Side::S));
        assert_eq!(Corner::SE.short_sides(), [Side::S, Side::E]);
        assert_eq!(Corner::NE.short_sides(), [Side::E, Side::N]);
        assert_eq!(Corner::NW.rotated_long_first(), Corner::NE);
        assert_eq!(Corner::SE.rotated_long_first(), Corner::SW);
    }

    #[test]
    fn long_half_points_follow_orientation() {
        let nw = Turn::Triangle(Corner::NW);
        assert_eq!("D.ne".parse::<Location>().unwrap().point(nw), Ok(Some(12)));
        assert_eq!("D.sw".parse::<Location>().unwrap().point(nw), Ok(Some(14)));
        assert!("D.nw".parse::<Location>().unwrap().point(nw).is_err());
        let se = Turn::Triangle(Corner::SE);
        assert_eq!("D.sw".parse::<Location>().unwrap().point(se), Ok(Some(12)));
        assert_eq!(Location::of_point(14, se).to_string(), "D.ne");
        assert_eq!(
            Location::of_point(5, Turn::Square(Rotation::R0)).to_string(),
            "E.s"
        );
    }

    #[test]
    fn rotation_moves_points_clockwise() {
        // N.w (point 0) turned 90° clockwise becomes E.n (point 3).
        assert_eq!(rotate_point(0, 1), 3);
        assert_eq!(rotate_point(point(Side::W, 2), 1), point(Side::N, 2));
        assert_eq!(rotate_point(13, 3), 13);
    }
}
