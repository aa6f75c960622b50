//! The checked catalogue of every tile of a game, the tile sets it is built from, the shipped
//! tile files and the error that names a problem in one.

use std::collections::HashMap;

use super::schema::parse_file;
use super::{Shape, TileDef, TileKind};

/// The core tile sets shipped with the engine: `(file name, contents)`. Each expansion's own
/// files come with its registry entry ([`builtin_sources`] gives them all).
pub const BUILTIN_SOURCES: [(&str, &str); 3] = [
    (
        "base.json",
        include_str!("../../../../data/tiles/base.json"),
    ),
    (
        "halflings-1.json",
        include_str!("../../../../data/tiles/halflings-1.json"),
    ),
    (
        "halflings-2.json",
        include_str!("../../../../data/tiles/halflings-2.json"),
    ),
];

/// Every tile file shipped with the engine: the core sets, then each registered expansion's.
pub fn builtin_sources() -> impl Iterator<Item = (&'static str, &'static str)> {
    BUILTIN_SOURCES.into_iter().chain(
        crate::expansion::REGISTRY
            .iter()
            .flat_map(|e| e.tile_files.iter().copied()),
    )
}

/// The most tile kinds a catalogue holds (a [`TileKind`] is one byte).
pub const MAX_KINDS: usize = 256;

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
        Catalog::from_sources(builtin_sources().map(|(f, t)| (f.to_string(), t.to_string())))
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
                if tiles.len() >= MAX_KINDS {
                    return Err(err(
                        &file,
                        Some(&def.id),
                        format!("more than {MAX_KINDS} tile kinds in all"),
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

pub(super) fn err(file: &str, tile: Option<&str>, problem: String) -> TileDataError {
    TileDataError {
        file: file.to_string(),
        tile: tile.map(str::to_string),
        problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Side;

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
    }
}
