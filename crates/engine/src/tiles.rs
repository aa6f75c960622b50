//! Tile definitions: the data-file schema, its validation and the checked catalogue.
//!
//! Tile sets live in JSON files (`data/tiles/*.json`, format `halflings-tiles/1`), one file per
//! set. The engine embeds the shipped files; [`Catalog::from_sources`] builds a catalogue from
//! any others (the CLI's `--tiles DIR`). Every problem is reported as a [`TileDataError`] that
//! names the file, the tile and what is wrong.

use std::collections::HashMap;
use std::fmt;

use serde::Deserialize;

use crate::geometry::{point, rotate_point, Side, HALF_NAMES, LONG_SIDE, MIDDLE, POINTS};

/// The tile sets shipped with the engine: `(file name, contents)`.
pub const BUILTIN_SOURCES: [(&str, &str); 4] = [
    ("base.json", include_str!("../../../data/tiles/base.json")),
    (
        "halflings-1.json",
        include_str!("../../../data/tiles/halflings-1.json"),
    ),
    (
        "halflings-2.json",
        include_str!("../../../data/tiles/halflings-2.json"),
    ),
    (
        "hills-and-sheep.json",
        include_str!("../../../data/tiles/hills-and-sheep.json"),
    ),
];

/// The format id every tile file declares.
pub const TILE_FORMAT: &str = "halflings-tiles/1";

/// A problem in a tile file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {}{problem}", tile.as_ref().map(|t| format!("tile {t}: ")).unwrap_or_default())]
pub struct TileDataError {
    /// The file's name.
    pub file: String,
    /// The tile's id (or `#index` when it has none), if the problem lies in one tile.
    pub tile: Option<String>,
    /// What is wrong.
    pub problem: String,
}

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
}

impl EdgeKind {
    fn from_letter(c: char) -> Option<EdgeKind> {
        match c {
            'F' => Some(EdgeKind::Field),
            'R' => Some(EdgeKind::Road),
            'C' => Some(EdgeKind::City),
            _ => None,
        }
    }

    /// The code in a packed pattern.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The kind with code `code` (1..=3).
    pub const fn from_code(code: u8) -> Option<EdgeKind> {
        match code {
            1 => Some(EdgeKind::Field),
            2 => Some(EdgeKind::Road),
            3 => Some(EdgeKind::City),
            _ => None,
        }
    }

    /// Lower-case name.
    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
        }
    }
}

/// Symbols from other expansions printed on a tile.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Symbols {
    /// A vineyard (Hills & Sheep): +3 for each completed monastery around it.
    pub vineyard: bool,
    /// A hill: a regular tile is buried under it; followers on its space win ties.
    pub hill: bool,
    /// A printed sheep (needs Hills & Sheep).
    pub sheep: bool,
    /// A universal crop circle.
    pub crop_circle: bool,
}

impl Symbols {
    /// Whether the tile carries any symbol.
    pub const fn any(self) -> bool {
        self.vineyard || self.hill || self.sheep || self.crop_circle
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
    /// Landscape of the long side (0 for a square tile).
    pub long_kind: u8,
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
    /// Copies that show a garden in the 2nd edition (decoration for now).
    pub gardens: u8,
    /// Whether the tile carries a monastery.
    pub monastery: bool,
    /// Expansion symbols.
    pub symbols: Symbols,
    /// Decorations without a rule (water tower, …).
    pub decor: Vec<String>,
    /// Features in canonical orientation; the monastery, if any, is one of them.
    pub segments: Vec<Segment>,
    pub(crate) oriented: [Oriented; 4],
    /// For each packed landscape a space's neighbours show (2 bits per side), the turns that
    /// fit into that space when it is empty: a bit per rotation (square) or corner (triangle).
    pub(crate) fits: [u8; 256],
}

impl TileDef {
    /// Landscape on `side` in canonical orientation (a triangle has only `N` and `W`).
    pub fn canonical_edge(&self, side: Side) -> Option<EdgeKind> {
        EdgeKind::from_code((self.oriented[0].pattern >> (2 * side.index())) & 3)
    }

    /// Landscape on the long side, for a triangle.
    pub fn long_edge(&self) -> Option<EdgeKind> {
        EdgeKind::from_code(self.oriented[0].long_kind)
    }

    /// Number of coats of arms on the tile.
    pub fn arms(&self) -> u8 {
        self.segments.iter().map(|s| s.arms).sum()
    }
}

/// Index of a tile definition in its [`Catalog`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileKind(pub(crate) u8);

impl TileKind {
    /// The index in the catalogue.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of tiles loaded from one file.
#[derive(Clone, Debug)]
pub struct TileSet {
    /// Set id.
    pub id: String,
    /// Human name.
    pub name: String,
    /// The file it came from.
    pub file: String,
    /// Square or triangle.
    pub shape: Shape,
    /// Its tiles.
    pub tiles: Vec<TileKind>,
}

/// Every tile definition of a game, checked.
#[derive(Clone, Debug)]
pub struct Catalog {
    tiles: Vec<TileDef>,
    sets: Vec<TileSet>,
    by_id: HashMap<String, TileKind>,
    start: TileKind,
}

impl Catalog {
    /// The tile sets shipped with the engine.
    ///
    /// # Panics
    /// Never in a released build: the embedded files are checked by the tests.
    pub fn builtin() -> Catalog {
        Catalog::from_sources(
            BUILTIN_SOURCES
                .iter()
                .map(|(f, t)| (f.to_string(), t.to_string())),
        )
        .expect("the embedded tile files are valid")
    }

    /// Builds a catalogue from `(file name, contents)` pairs.
    ///
    /// # Errors
    /// The first problem found, naming the file and the tile.
    pub fn from_sources(
        sources: impl IntoIterator<Item = (String, String)>,
    ) -> Result<Catalog, TileDataError> {
        let mut tiles: Vec<TileDef> = Vec::new();
        let mut sets: Vec<TileSet> = Vec::new();
        let mut by_id: HashMap<String, TileKind> = HashMap::new();
        let mut last_file = String::from("(no file)");
        for (file, text) in sources {
            let set = parse_file(&file, &text)?;
            if sets.iter().any(|s| s.id == set.id) {
                return Err(err(
                    &file,
                    None,
                    format!("set id {:?} is used by another file", set.id),
                ));
            }
            let mut kinds = Vec::new();
            for def in set.tiles {
                if by_id.contains_key(&def.id) {
                    return Err(err(
                        &file,
                        Some(&def.id),
                        "the id is used by another tile".into(),
                    ));
                }
                if tiles.len() >= 120 {
                    return Err(err(
                        &file,
                        Some(&def.id),
                        "more than 120 tile kinds in all".into(),
                    ));
                }
                let kind = TileKind(tiles.len() as u8);
                by_id.insert(def.id.clone(), kind);
                kinds.push(kind);
                tiles.push(def);
            }
            sets.push(TileSet {
                id: set.id,
                name: set.name,
                file: file.clone(),
                shape: set.shape,
                tiles: kinds,
            });
            last_file = file;
        }
        let starts: Vec<TileKind> = (0..tiles.len())
            .filter(|&i| tiles[i].start)
            .map(|i| TileKind(i as u8))
            .collect();
        let start = match starts.as_slice() {
            [one] => *one,
            [] => {
                return Err(err(
                    &last_file,
                    None,
                    "no tile is marked as the start tile".into(),
                ))
            }
            _ => {
                return Err(err(
                    &last_file,
                    None,
                    "more than one tile is marked as the start tile".into(),
                ))
            }
        };
        Ok(Catalog {
            tiles,
            sets,
            by_id,
            start,
        })
    }

    /// The definition of `kind`.
    pub fn def(&self, kind: TileKind) -> &TileDef {
        &self.tiles[kind.index()]
    }

    /// Looks a tile up by id.
    pub fn kind(&self, id: &str) -> Option<TileKind> {
        self.by_id.get(id).copied()
    }

    /// All tile kinds.
    pub fn kinds(&self) -> impl Iterator<Item = TileKind> + '_ {
        (0..self.tiles.len()).map(|i| TileKind(i as u8))
    }

    /// Number of tile kinds.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Whether the catalogue is empty (never, once built).
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The loaded sets.
    pub fn sets(&self) -> &[TileSet] {
        &self.sets
    }

    /// The set with id `id`.
    pub fn set(&self, id: &str) -> Option<&TileSet> {
        self.sets.iter().find(|s| s.id == id)
    }

    /// The start tile's kind.
    pub fn start(&self) -> TileKind {
        self.start
    }
}

fn err(file: &str, tile: Option<&str>, problem: String) -> TileDataError {
    TileDataError {
        file: file.to_string(),
        tile: tile.map(str::to_string),
        problem,
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    format: String,
    set: String,
    name: String,
    shape: String,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    tiles: Vec<serde_json::Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    id: String,
    count: u8,
    edges: String,
    #[serde(default)]
    start: bool,
    #[serde(default)]
    gardens: u8,
    #[serde(default)]
    monastery: bool,
    #[serde(default)]
    cities: Vec<String>,
    #[serde(default)]
    roads: Vec<String>,
    #[serde(default)]
    fields: Vec<String>,
    #[serde(default)]
    symbols: Vec<String>,
    #[serde(default)]
    decor: Vec<String>,
}

struct ParsedSet {
    id: String,
    name: String,
    shape: Shape,
    tiles: Vec<TileDef>,
}

fn parse_file(file: &str, text: &str) -> Result<ParsedSet, TileDataError> {
    let raw: RawFile = serde_json::from_str(text)
        .map_err(|e| err(file, None, format!("not a valid tile file: {e}")))?;
    if raw.format != TILE_FORMAT {
        return Err(err(
            file,
            None,
            format!("format is {:?}, expected {TILE_FORMAT:?}", raw.format),
        ));
    }
    let shape = match raw.shape.as_str() {
        "square" => Shape::Square,
        "triangle" => Shape::Triangle,
        other => {
            return Err(err(
                file,
                None,
                format!("shape {other:?} is neither \"square\" nor \"triangle\""),
            ))
        }
    };
    if raw.set.trim().is_empty() {
        return Err(err(file, None, "the set id is empty".into()));
    }
    let mut tiles: Vec<TileDef> = Vec::new();
    for (i, value) in raw.tiles.into_iter().enumerate() {
        let label = value
            .get("id")
            .and_then(|v| v.as_str())
            .map(str::to_string)
            .unwrap_or(format!("#{i}"));
        let rt: RawTile =
            serde_json::from_value(value).map_err(|e| err(file, Some(&label), e.to_string()))?;
        if tiles.iter().any(|t| t.id == rt.id) {
            return Err(err(
                file,
                Some(&rt.id),
                "the id appears twice in this file".into(),
            ));
        }
        let def = check_tile(rt, shape, &raw.set).map_err(|p| err(file, Some(&label), p))?;
        tiles.push(def);
    }
    if tiles.is_empty() {
        return Err(err(file, None, "the set has no tiles".into()));
    }
    Ok(ParsedSet {
        id: raw.set,
        name: raw.name,
        shape,
        tiles,
    })
}

/// The sides a tile of `shape` has in canonical orientation, in the order of its `edges`
/// string, with their index (`None` = the long side).
fn shape_sides(shape: Shape) -> &'static [(char, Option<Side>)] {
    match shape {
        Shape::Square => &[
            ('N', Some(Side::N)),
            ('E', Some(Side::E)),
            ('S', Some(Side::S)),
            ('W', Some(Side::W)),
        ],
        Shape::Triangle => &[('N', Some(Side::N)), ('W', Some(Side::W)), ('D', None)],
    }
}

/// The three points of side `letter` (`D` = long side).
fn side_points(side: Option<Side>) -> [usize; 3] {
    match side {
        Some(s) => [point(s, 0), point(s, 1), point(s, 2)],
        None => [LONG_SIDE, LONG_SIDE + 1, LONG_SIDE + 2],
    }
}

fn side_of_letter(shape: Shape, c: char) -> Result<Option<Side>, String> {
    if let Some((_, s)) = shape_sides(shape).iter().find(|(l, _)| *l == c) {
        return Ok(*s);
    }
    Err(match (shape, c) {
        (Shape::Triangle, 'E' | 'S') => format!(
            "side {c}: a triangle must be given in its canonical NW orientation (sides N, W and D)"
        ),
        (Shape::Square, 'D') => "side D: a square tile has no long side".to_string(),
        _ => format!("unknown side {c:?}"),
    })
}

/// The border points of a city written as whole sides (`NW`) and single points of a side
/// (`N.w`, `N.m`, `N.e`; `D.ne`, `D.m`, `D.sw` on a triangle's long side), separated by
/// spaces: `"W N.w N.m"`.
fn city_points(shape: Shape, spec: &str) -> Result<u16, String> {
    let mut points = 0u16;
    let mut add = |p: usize| -> Result<(), String> {
        if points & (1 << p) != 0 {
            return Err(format!("{} is named twice", point_name(p)));
        }
        points |= 1 << p;
        Ok(())
    };
    for token in spec.split_whitespace() {
        if let Some((head, tail)) = token.split_once('.') {
            let p = if tail == "m" {
                let mut chars = head.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return Err(format!("unknown point {token:?}"));
                };
                side_points(side_of_letter(shape, c)?)[MIDDLE]
            } else {
                half_point(shape, token).map_err(|e| {
                    if e.starts_with("unknown") {
                        format!("unknown point {token:?} (a side's points are N.w N.m N.e, E.n E.m E.s, …)")
                    } else {
                        e
                    }
                })?
            };
            add(p)?;
        } else {
            for c in token.chars() {
                for p in side_points(side_of_letter(shape, c)?) {
                    add(p)?;
                }
            }
        }
    }
    if points == 0 {
        return Err("names no side".into());
    }
    Ok(points)
}

/// The name of border point `p` of a tile in canonical orientation: `N.w`, `N.m`, `D.sw`, ….
fn point_name(p: usize) -> String {
    match p {
        LONG_SIDE => "D.ne".into(),
        p if p == LONG_SIDE + MIDDLE => "D.m".into(),
        p if p == LONG_SIDE + 2 => "D.sw".into(),
        p if p % 3 == MIDDLE => format!("{}.m", Side::from_index(p / 3).letter()),
        p => HALF_NAMES[(p / 3) * 2 + usize::from(p % 3 == 2)].to_string(),
    }
}

fn half_point(shape: Shape, name: &str) -> Result<usize, String> {
    if let Some(h) = HALF_NAMES.iter().position(|n| *n == name) {
        let side = Side::from_index(h / 2);
        side_of_letter(shape, side.letter())?;
        return Ok(point(side, if h % 2 == 0 { 0 } else { 2 }));
    }
    match (shape, name) {
        (Shape::Triangle, "D.ne") => Ok(LONG_SIDE),
        (Shape::Triangle, "D.sw") => Ok(LONG_SIDE + 2),
        (Shape::Triangle, _) if name.starts_with("D.") => Err(format!(
            "half {name}: the long side of a canonical NW triangle has the halves D.ne and D.sw"
        )),
        _ => Err(format!("unknown half-side {name:?}")),
    }
}

fn check_tile(rt: RawTile, shape: Shape, set: &str) -> Result<TileDef, String> {
    if rt.id.trim().is_empty() {
        return Err("the id is empty".into());
    }
    if rt.count == 0 {
        return Err("count must be at least 1".into());
    }
    if shape == Shape::Triangle && rt.count != 1 {
        return Err("a triangle set holds exactly one copy of each tile (count 1)".into());
    }
    if shape == Shape::Triangle && rt.start {
        return Err("a triangle cannot be the start tile".into());
    }
    if rt.gardens > rt.count {
        return Err(format!(
            "gardens ({}) exceeds count ({})",
            rt.gardens, rt.count
        ));
    }
    let sides = shape_sides(shape);
    let edge_letters: Vec<char> = rt.edges.chars().collect();
    if edge_letters.len() != sides.len() {
        let order: String = sides.iter().map(|(c, _)| *c).collect();
        return Err(format!(
            "edges {:?} must give {} letters, for the sides {order}",
            rt.edges,
            sides.len()
        ));
    }
    let mut declared = Vec::new();
    for (c, (letter, _)) in edge_letters.iter().zip(sides) {
        declared.push(EdgeKind::from_letter(*c).ok_or_else(|| {
            format!(
                "edges {:?}: side {letter} is {c:?}, expected C, R or F",
                rt.edges
            )
        })?);
    }

    let mut segments: Vec<Segment> = Vec::new();
    let mut used_middle = [false; POINTS];
    // Cities: whole sides and single points of a side (a side shared by two cities).
    let mut city_owner = [usize::MAX; POINTS];
    let mut city_points_of: Vec<(u16, usize)> = Vec::new();
    for name in &rt.cities {
        let arms = name.chars().filter(|c| *c == '+').count() as u8;
        let spec: String = name.chars().filter(|c| *c != '+').collect();
        if spec.trim().is_empty() {
            return Err(format!("city {name:?} names no side"));
        }
        let points = city_points(shape, &spec).map_err(|e| format!("city {name:?}: {e}"))?;
        for p in 0..POINTS {
            if points & (1 << p) == 0 {
                continue;
            }
            if city_owner[p] != usize::MAX {
                let pn = point_name(p);
                return Err(format!(
                    "city {name:?}: {pn} already belongs to another city"
                ));
            }
            city_owner[p] = segments.len();
            if p % 3 == MIDDLE {
                used_middle[p] = true;
            }
        }
        city_points_of.push((points, segments.len()));
        segments.push(Segment {
            kind: FeatureKind::City,
            points,
            arms,
            cities: 0,
            name: name.clone(),
        });
    }
    // Roads.
    let mut road_ends = 0;
    for name in &rt.roads {
        // `S*` ends at a junction, city or monastery; `S-` stops short in the field.
        let (ends, on_tile) = if let Some(s) = name.strip_suffix('*') {
            (vec![s], true)
        } else if let Some(s) = name.strip_suffix('-') {
            (vec![s], false)
        } else if let Some((a, b)) = name.split_once('-') {
            (vec![a, b], false)
        } else {
            return Err(format!("road {name:?}: write a crossing road as \"E-W\", a road ending on the tile as \"S*\" (at a junction, city or monastery) or \"S-\" (stopping in the field)"));
        };
        let mut points = 0u16;
        for end in ends {
            let mut chars = end.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(format!("road {name:?}: {end:?} is not one side"));
            };
            let side = side_of_letter(shape, c).map_err(|e| format!("road {name:?}: {e}"))?;
            let m = side_points(side)[1];
            if used_middle[m] {
                return Err(format!(
                    "road {name:?}: side {c} already belongs to another city or road"
                ));
            }
            used_middle[m] = true;
            points |= 1 << m;
        }
        if on_tile {
            road_ends += 1;
        }
        segments.push(Segment {
            kind: FeatureKind::Road,
            points,
            arms: 0,
            cities: 0,
            name: name.clone(),
        });
    }
    if road_ends > 0 && !(rt.monastery || !rt.cities.is_empty() || road_ends >= 3) {
        return Err(format!(
            "a road ends on the tile ({}) but there is no junction (3 or more road ends), city or monastery for it to end at",
            rt.roads.iter().find(|r| r.ends_with('*')).map(String::as_str).unwrap_or("")
        ));
    }
    // Every point of a city side lies in exactly one city; no city point on another side.
    for ((letter, side), want) in sides.iter().zip(&declared) {
        let pts = side_points(*side);
        let Some(&held) = pts.iter().find(|&&p| city_owner[p] != usize::MAX) else {
            continue;
        };
        if *want != EdgeKind::City {
            return Err(format!(
                "side {letter} is declared {} in edges {:?} but city {:?} holds its point {}",
                want.name(),
                rt.edges,
                segments[city_owner[held]].name,
                point_name(held)
            ));
        }
        if let Some(&free) = pts.iter().find(|&&p| city_owner[p] == usize::MAX) {
            return Err(format!(
                "side {letter} is a city side but its point {} is in no city (each of its points N.w N.m N.e belongs to exactly one city)",
                point_name(free)
            ));
        }
    }
    // Side kinds must agree with the features.
    for ((letter, side), want) in sides.iter().zip(&declared) {
        let pts = side_points(*side);
        let found = segments
            .iter()
            .find(|s| s.points & (1 << pts[1]) != 0)
            .map(|s| match s.kind {
                FeatureKind::City => EdgeKind::City,
                _ => EdgeKind::Road,
            });
        let found = found.unwrap_or(EdgeKind::Field);
        if found != *want {
            return Err(format!(
                "side {letter} is declared {} in edges {:?} but the features make it {}",
                want.name(),
                rt.edges,
                found.name()
            ));
        }
    }
    // Fields.
    let field_halves: Vec<usize> = sides
        .iter()
        .zip(&declared)
        .filter(|(_, k)| **k != EdgeKind::City)
        .flat_map(|((_, side), _)| {
            let p = side_points(*side);
            [p[0], p[2]]
        })
        .collect();
    let mut half_owner = [usize::MAX; POINTS];
    for name in &rt.fields {
        let (halves, touches) = match name.split_once('>') {
            Some((h, c)) => (h, Some(c)),
            None => (name.as_str(), None),
        };
        let mut points = 0u16;
        if halves.trim() == "all" {
            for &p in &field_halves {
                points |= 1 << p;
            }
        } else {
            for h in halves.split_whitespace() {
                let p = half_point(shape, h).map_err(|e| format!("field {name:?}: {e}"))?;
                if !field_halves.contains(&p) {
                    return Err(format!("field {name:?}: half {h} lies on a city side"));
                }
                points |= 1 << p;
            }
        }
        if points == 0 {
            return Err(format!("field {name:?} names no half-side"));
        }
        for (p, owner) in half_owner.iter_mut().enumerate() {
            if points & (1 << p) != 0 {
                if *owner != usize::MAX {
                    return Err(format!(
                        "field {name:?}: a half-side is already in another field"
                    ));
                }
                *owner = segments.len();
            }
        }
        let mut cities = 0u16;
        let touches = touches.unwrap_or("");
        // Cities are separated by commas, or by spaces when no city name holds a space.
        let refs: Vec<&str> = if touches.contains(',') {
            touches.split(',').map(str::trim).collect()
        } else {
            touches.split_whitespace().collect()
        };
        for c in refs.into_iter().filter(|c| !c.is_empty()) {
            let found = city_points(shape, c)
                .ok()
                .and_then(|pts| city_points_of.iter().find(|(p, _)| *p == pts));
            let Some((_, idx)) = found else {
                return Err(format!(
                    "field {name:?} touches city {c:?}, which is not one of this tile's cities"
                ));
            };
            cities |= 1 << idx;
        }
        segments.push(Segment {
            kind: FeatureKind::Field,
            points,
            arms: 0,
            cities,
            name: name.clone(),
        });
    }
    if let Some(&p) = field_halves.iter().find(|&&p| half_owner[p] == usize::MAX) {
        let name = half_name(shape, p);
        return Err(format!("half-side {name} is in no field"));
    }
    if rt.monastery {
        segments.push(Segment {
            kind: FeatureKind::Monastery,
            points: 0,
            arms: 0,
            cities: 0,
            name: "C".into(),
        });
    }
    if segments.len() > 16 {
        return Err("more than 16 features on one tile".into());
    }
    let mut symbols = Symbols::default();
    for s in &rt.symbols {
        match s.as_str() {
            "vineyard" => symbols.vineyard = true,
            "hill" => symbols.hill = true,
            "sheep" => symbols.sheep = true,
            "crop circle" => symbols.crop_circle = true,
            other => {
                return Err(format!(
                    "unknown symbol {other:?} (known: vineyard, hill, sheep, crop circle)"
                ))
            }
        }
    }
    let oriented: [Oriented; 4] = std::array::from_fn(|q| orient(&segments, shape, q as u8));
    let fits = std::array::from_fn(|req| {
        (0..4).fold(0u8, |m, q| {
            let side_mask = match shape {
                Shape::Square => 0xFF,
                Shape::Triangle => crate::geometry::Corner::from_index(q).side_mask(),
            };
            let req = req as u8 & side_mask;
            let ok = req != 0 && crate::board::sides_fit(oriented[q].pattern, req);
            m | (u8::from(ok) << q)
        })
    });
    Ok(TileDef {
        id: rt.id,
        set: set.to_string(),
        shape,
        count: rt.count,
        start: rt.start,
        gardens: rt.gardens,
        monastery: rt.monastery,
        symbols,
        decor: rt.decor,
        segments,
        oriented,
        fits,
    })
}

fn half_name(shape: Shape, p: usize) -> String {
    match p {
        LONG_SIDE => "D.ne".into(),
        p if p == LONG_SIDE + 2 => "D.sw".into(),
        p => {
            let _ = shape;
            HALF_NAMES[(p / 3) * 2 + usize::from(p % 3 == 2)].to_string()
        }
    }
}

fn orient(segments: &[Segment], shape: Shape, quarter_turns: u8) -> Oriented {
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
        let covered = match shape {
            Shape::Square => true,
            Shape::Triangle => {
                crate::geometry::Corner::from_index(quarter_turns as usize).covers(side)
            }
        };
        if covered {
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
            0 => EdgeKind::Field.code(),
            k => k,
        };
    }
    o
}

impl fmt::Display for TileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_catalogue_matches_the_rules_digest() {
        let cat = Catalog::builtin();
        let base = |d: &&TileDef| d.shape == Shape::Square && d.set == "base";
        let squares: u32 = cat
            .kinds()
            .map(|k| cat.def(k))
            .filter(base)
            .map(|d| d.count as u32)
            .sum();
        assert_eq!(squares, 72);
        let triangles = cat
            .kinds()
            .filter(|&k| cat.def(k).shape == Shape::Triangle)
            .count();
        assert_eq!(triangles, 24);
        assert_eq!(cat.def(cat.start()).id, "D");
        // Edge totals over the 72 base tiles: field 115, road 94, city 79.
        let mut totals = [0u32; 4];
        for k in cat.kinds() {
            let d = cat.def(k);
            if base(&d) {
                for s in Side::ALL {
                    totals[d.canonical_edge(s).unwrap().code() as usize] += d.count as u32;
                }
            }
        }
        assert_eq!(totals[1..], [115, 94, 79]);
        let arms: u32 = cat
            .kinds()
            .map(|k| cat.def(k))
            .filter(base)
            .map(|d| d.arms() as u32 * d.count as u32)
            .sum();
        assert_eq!(arms, 10);
        // Triangles' long sides: city 6, road 8, field 10; 3 coats of arms.
        let mut long = [0u32; 4];
        let mut tri_arms = 0;
        for k in cat.kinds() {
            let d = cat.def(k);
            if d.shape == Shape::Triangle {
                long[d.long_edge().unwrap().code() as usize] += 1;
                tri_arms += d.arms();
            }
        }
        assert_eq!(long[1..], [10, 8, 6]);
        assert_eq!(tri_arms, 3);
        assert!(cat.def(cat.kind("H1-04").unwrap()).monastery);
        assert!(cat.def(cat.kind("H2-03").unwrap()).symbols.hill);
    }

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
