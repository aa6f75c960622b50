//! The tile definitions as the browser draws them: each tile's features with the border points
//! they touch, coats of arms, monastery, symbols — straight from the tile data, no artwork.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::geometry::Side;
use crate::tiles::{Catalog, EdgeKind, FeatureKind, Shape};

/// Every tile definition of a catalogue.
#[derive(Debug, Serialize)]
pub struct TileShapes {
    /// The tiles, by id.
    pub tiles: Vec<TileShape>,
}

/// One tile definition, in its canonical orientation (a triangle with its right angle at NW).
#[derive(Debug, Serialize)]
pub struct TileShape {
    /// Tile id.
    pub id: String,
    /// Its set.
    pub set: String,
    /// `square` or `triangle`.
    pub shape: &'static str,
    /// Copies in the set.
    pub count: u8,
    /// Whether it carries a monastery.
    pub monastery: bool,
    /// Expansion symbols by name as the registry gives them, spaces as dashes.
    pub symbols: Vec<String>,
    /// The argument the tile data writes after a symbol's name (a direction…), by the symbol's
    /// name as in `symbols`; left out when no symbol has one.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub symbol_args: BTreeMap<String, String>,
    /// Decorations without a rule, as the tile data names them.
    pub decor: Vec<String>,
    /// The sides (`N`, `E`, `S`, `W`) showing water, which is no feature; left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub water: Vec<char>,
    /// The sides (`N`, `E`, `S`, `W`) that are walls, which fit any side and end what meets
    /// them; left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub walls: Vec<char>,
    /// Its features.
    pub segments: Vec<SegmentShape>,
}

/// A feature of a tile.
#[derive(Debug, Serialize)]
pub struct SegmentShape {
    /// road, city, field or monastery.
    pub kind: FeatureKind,
    /// The border points it touches: three per side N E S W (`0..12`, clockwise: first half,
    /// middle, second half), then the long side `D` of a triangle (`12..15`).
    pub points: Vec<u8>,
    /// Coats of arms on it.
    pub arms: u8,
}

impl TileShapes {
    /// The shapes of every tile in `catalog`.
    pub fn of(catalog: &Catalog) -> TileShapes {
        TileShapes {
            tiles: catalog
                .kinds()
                .map(|k| {
                    let def = catalog.def(k);
                    let symbols = def
                        .symbols
                        .iter()
                        .map(|s| s.name().replace(' ', "-"))
                        .collect();
                    let symbol_args = def
                        .symbol_args
                        .iter()
                        .map(|(s, arg)| (s.name().replace(' ', "-"), arg.clone()))
                        .collect();
                    TileShape {
                        id: def.id.clone(),
                        set: def.set.clone(),
                        shape: match def.shape {
                            Shape::Square => "square",
                            Shape::Triangle => "triangle",
                        },
                        count: def.count,
                        monastery: def.monastery,
                        symbols,
                        symbol_args,
                        decor: def.decor.clone(),
                        water: Side::ALL
                            .into_iter()
                            .filter(|&side| def.canonical_edge(side) == Some(EdgeKind::Water))
                            .map(|side| side.letter())
                            .collect(),
                        walls: Side::ALL
                            .into_iter()
                            .filter(|&side| def.canonical_edge(side) == Some(EdgeKind::Wall))
                            .map(|side| side.letter())
                            .collect(),
                        segments: def
                            .segments
                            .iter()
                            .map(|seg| SegmentShape {
                                kind: seg.kind,
                                points: (0..16u8).filter(|p| seg.points & (1 << p) != 0).collect(),
                                arms: seg.arms,
                            })
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_tile_has_a_city_a_road_and_two_fields() {
        let shapes = TileShapes::of(&Catalog::builtin());
        let d = shapes.tiles.iter().find(|t| t.id == "D").unwrap();
        assert_eq!(d.shape, "square");
        let kinds: Vec<FeatureKind> = d.segments.iter().map(|s| s.kind).collect();
        assert!(kinds.contains(&FeatureKind::City) && kinds.contains(&FeatureKind::Road));
        let city = d
            .segments
            .iter()
            .find(|s| s.kind == FeatureKind::City)
            .unwrap();
        assert_eq!(city.points, vec![0, 1, 2]);
        let triangle = shapes.tiles.iter().find(|t| t.id == "H1-07").unwrap();
        assert_eq!(triangle.shape, "triangle");
        assert!(triangle.segments.iter().any(|s| s.points.contains(&13)));
    }

    #[test]
    fn a_symbol_with_an_argument_names_it() {
        let shapes = TileShapes::of(&Catalog::builtin());
        let with_arg = shapes
            .tiles
            .iter()
            .find(|t| !t.symbol_args.is_empty())
            .expect("a tile whose symbol has an argument");
        for (name, arg) in &with_arg.symbol_args {
            assert!(
                with_arg.symbols.contains(name),
                "{name} is among the symbols"
            );
            assert!(!arg.is_empty());
        }
        let d = shapes.tiles.iter().find(|t| t.id == "D").unwrap();
        assert!(d.symbol_args.is_empty());
        assert!(serde_json::to_value(d)
            .unwrap()
            .get("symbol_args")
            .is_none());
    }

    #[test]
    fn the_split_tile_has_two_cities_sharing_the_north_side() {
        let shapes = TileShapes::of(&Catalog::builtin());
        let t = shapes.tiles.iter().find(|t| t.id == "HS-02").unwrap();
        let cities: Vec<&[u8]> = t
            .segments
            .iter()
            .filter(|s| s.kind == FeatureKind::City)
            .map(|s| s.points.as_slice())
            .collect();
        // The browser draws a city per side whose middle it holds: NW and E.
        assert_eq!(cities, [&[0, 1, 9, 10, 11][..], &[2, 3, 4, 5][..]]);
    }
}
