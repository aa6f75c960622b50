//! The checked tile definition and its parts: shape, feature and edge kinds, segments, the
//! tile turned each way, and the index of a tile in its catalogue.

use std::fmt;

use crate::expansion::{SymbolId, SymbolSet};
use crate::geometry::{Side, POINTS};

/// Square tile or triangle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A regular square tile filling a whole space.
    Square,
    /// A halfling: half a space, cut along the diagonal.
    Triangle,
}

/// The kind of landscape a feature is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FeatureKind {
    /// A road.
    Road,
    /// A city.
    City,
    /// A field.
    Field,
    /// A monastery.
    Monastery,
}

impl FeatureKind {
    /// The feature's name in explanations.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::Road => "Road",
            FeatureKind::City => "City",
            FeatureKind::Field => "Field",
            FeatureKind::Monastery => "Monastery",
        }
    }
}

/// The landscape crossing a side: codes used in packed edge patterns (0 = no tile).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum EdgeKind {
    /// Field on the whole side.
    Field = 1,
    /// A road crossing the middle, field on both halves.
    Road = 2,
    /// City on the whole side.
    City = 3,
    /// Water crossing the middle (letter `I` in tile data), field on both halves: no feature
    /// follows it (no follower stands on it, it never scores); it continues only water and,
    /// like a road, parts the fields on its two banks. Packed patterns (2 bits a side) write it
    /// as field; a tile's water mask tells the two apart.
    Water = 4,
    /// A wall (letter `W` in tile data): no landscape and no feature. It fits against any
    /// side, asks nothing of the tile across it, and ends every road and city that meets it
    /// (no feature joins through it). Packed patterns write it as no landscape (0); a tile's
    /// wall mask tells it from an open side.
    Wall = 5,
}

impl EdgeKind {
    pub(super) fn from_letter(c: char) -> Option<EdgeKind> {
        match c {
            'F' => Some(EdgeKind::Field),
            'R' => Some(EdgeKind::Road),
            'C' => Some(EdgeKind::City),
            'I' => Some(EdgeKind::Water),
            'W' => Some(EdgeKind::Wall),
            _ => None,
        }
    }

    /// Its code (1..=5; a packed pattern writes water as field, 1, and a wall as 0).
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The kind with code `code` (1..=5).
    pub const fn from_code(code: u8) -> Option<EdgeKind> {
        match code {
            1 => Some(EdgeKind::Field),
            2 => Some(EdgeKind::Road),
            3 => Some(EdgeKind::City),
            4 => Some(EdgeKind::Water),
            5 => Some(EdgeKind::Wall),
            _ => None,
        }
    }

    /// Lower-case name.
    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::Water => "water",
            EdgeKind::Wall => "wall",
        }
    }
}

/// One feature of a tile (a *segment*): the tile-local part of a road, city, field or monastery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// What it is.
    pub kind: FeatureKind,
    /// Border points it touches, as a bit set over point indices (see [`crate::geometry`]), in
    /// the tile's canonical orientation.
    pub points: u16,
    /// Coats of arms on it (cities).
    pub arms: u8,
    /// For a field: the local indices of the city segments it touches, as a bit set.
    pub cities: u16,
    /// The name used in the data file (`"NW+"`, `"E-S"`, `"S.e S.w > NEW"`, `"C"`).
    pub name: String,
}

/// A tile lying a given way: its points and side kinds in board orientation.
#[derive(Clone, Debug, Default)]
pub(crate) struct Oriented {
    /// Per segment: points in board orientation.
    pub seg_points: Vec<u16>,
    /// Per board point: the local segment there, or `NO_SEGMENT`.
    pub point_segment: [u8; POINTS],
    /// Landscape per board side, 2 bits per side (N lowest); 0 where the tile does not reach.
    pub pattern: u8,
    /// The board sides showing water, a bit per side (N lowest); `pattern` has field there.
    pub water: u8,
    /// Landscape of the long side, an [`EdgeKind`] code (0 for a square tile).
    pub long_kind: u8,
    /// The board sides that are walls ([`EdgeKind::Wall`]), a bit per side (N lowest);
    /// `pattern` has 0 there.
    pub walls: u8,
}

/// Marks a border point without a segment.
pub(crate) const NO_SEGMENT: u8 = u8::MAX;

/// A checked tile definition.
#[derive(Clone, Debug)]
pub struct TileDef {
    /// Unique id (`"D"`, `"H1-05"`).
    pub id: String,
    /// The set it belongs to (`"base"`, `"halflings-1"`, `"halflings-2"`).
    pub set: String,
    /// Square or triangle.
    pub shape: Shape,
    /// Copies in the set.
    pub count: u8,
    /// Whether one copy serves as the start tile.
    pub start: bool,
    /// Whether the tile carries a monastery.
    pub monastery: bool,
    /// Expansion symbols printed on it (an open set: each registered module owns its own).
    pub symbols: SymbolSet,
    /// The arguments written after a symbol's name (a direction…), by symbol.
    pub symbol_args: Vec<(SymbolId, String)>,
    /// Decorations without a rule (drawn only).
    pub decor: Vec<String>,
    /// Features in canonical orientation; the monastery, if any, is one of them.
    pub segments: Vec<Segment>,
    pub(crate) oriented: [Oriented; 4],
    /// For each packed landscape a space's neighbours show (2 bits per side), the turns that
    /// fit into that space when it is empty: a bit per rotation (square) or corner (triangle).
    pub(crate) fits: [u8; 256],
}

impl TileDef {
    /// Whether the tile carries the symbol named `name`.
    pub fn has_symbol(&self, name: &str) -> bool {
        SymbolId::of(name).is_some_and(|s| self.symbols.has(s))
    }

    /// The argument written after symbol `name` on this tile, if any.
    pub fn symbol_arg(&self, name: &str) -> Option<&str> {
        let id = SymbolId::of(name)?;
        self.symbol_args
            .iter()
            .find(|(s, _)| *s == id)
            .map(|(_, a)| a.as_str())
    }

    /// Landscape on `side` in canonical orientation (a triangle has only `N` and `W`).
    pub fn canonical_edge(&self, side: Side) -> Option<EdgeKind> {
        let o = &self.oriented[0];
        if o.water & (1 << side.index()) != 0 {
            return Some(EdgeKind::Water);
        }
        if o.walls & (1 << side.index()) != 0 {
            return Some(EdgeKind::Wall);
        }
        EdgeKind::from_code((o.pattern >> (2 * side.index())) & 3)
    }

    /// Whether water crosses a side of the tile.
    pub fn has_water(&self) -> bool {
        self.oriented[0].water != 0 || self.oriented[0].long_kind == EdgeKind::Water.code()
    }

    /// Landscape on the long side, for a triangle.
    pub fn long_edge(&self) -> Option<EdgeKind> {
        EdgeKind::from_code(self.oriented[0].long_kind)
    }

    /// Whether a side of the tile is a wall ([`EdgeKind::Wall`]).
    pub fn has_walls(&self) -> bool {
        self.oriented[0].walls != 0
    }

    /// Number of coats of arms on the tile.
    pub fn arms(&self) -> u8 {
        self.segments.iter().map(|s| s.arms).sum()
    }
}

/// Index of a tile definition in its [`Catalog`](super::Catalog).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileKind(pub(crate) u8);

impl TileKind {
    /// The index in the catalogue.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
