//! Tile definitions: the data-file schema, its validation and the checked catalogue.
//!
//! Tile sets live in JSON files (`data/tiles/*.json`, format `halflings-tiles/1`), one file per
//! set. The engine embeds the shipped files; [`Catalog::from_sources`] builds a catalogue from
//! any others (the CLI's `--tiles DIR`). Every problem is reported as a [`TileDataError`] that
//! names the file, the tile and what is wrong.

mod catalog;
mod definition;
mod kind_set;
mod orientation;
mod schema;
mod validation;

pub use catalog::{builtin_sources, Catalog, TileDataError, TileSet, BUILTIN_SOURCES, TILE_FORMAT};
pub use definition::{EdgeKind, FeatureKind, Segment, Shape, TileDef, TileKind};
pub(crate) use definition::{Oriented, NO_SEGMENT};
pub(crate) use kind_set::KindSet;
