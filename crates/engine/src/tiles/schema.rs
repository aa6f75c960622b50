//! The JSON schema of a tile file (format `halflings-tiles/1`) and the parsing of one file
//! into a set of checked tiles.

use serde::Deserialize;

use super::catalog::err;
use super::validation::check_tile;
use super::{Shape, TileDataError, TileDef, TILE_FORMAT};

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
pub(super) struct RawTile {
    pub(super) id: String,
    pub(super) count: u8,
    pub(super) edges: String,
    #[serde(default)]
    pub(super) start: bool,
    #[serde(default)]
    pub(super) monastery: bool,
    #[serde(default)]
    pub(super) cities: Vec<String>,
    #[serde(default)]
    pub(super) roads: Vec<String>,
    #[serde(default)]
    pub(super) fields: Vec<String>,
    #[serde(default)]
    pub(super) symbols: Vec<String>,
    #[serde(default)]
    pub(super) decor: Vec<String>,
}

pub(super) struct ParsedSet {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) shape: Shape,
    pub(super) tiles: Vec<TileDef>,
}

pub(super) fn parse_file(file: &str, text: &str) -> Result<ParsedSet, TileDataError> {
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
