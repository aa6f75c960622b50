//! Loading tile catalogues: the built-in sets or a folder of tile files (`--tiles DIR`).

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use halflings_engine::{Catalog, TileDataError};

/// Why a tile folder could not be turned into a catalogue.
#[derive(Debug)]
pub enum TilesError {
    /// The folder or one of its files could not be read.
    Io {
        /// The path that failed.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The folder holds no `*.json` file.
    Empty(PathBuf),
    /// A tile file is invalid (the error names file, tile and problem).
    Data {
        /// The folder.
        dir: PathBuf,
        /// The engine's report.
        error: TileDataError,
    },
}

impl fmt::Display for TilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TilesError::Io { path, source } => {
                write!(f, "cannot read {}: {source}", path.display())
            }
            TilesError::Empty(dir) => write!(f, "no *.json tile file in {}", dir.display()),
            TilesError::Data { dir, error } => {
                write!(f, "invalid tile data in {}: {error}", dir.display())
            }
        }
    }
}

impl std::error::Error for TilesError {}

/// The `(file name, contents)` pairs of every `*.json` file in `dir`, sorted by file name.
///
/// # Errors
/// An unreadable folder or file, or a folder without any `*.json` file.
pub fn read_sources(dir: &Path) -> Result<Vec<(String, String)>, TilesError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| TilesError::Io { path, source }
    };
    let mut names: Vec<String> = Vec::new();
    for entry in fs::read_dir(dir).map_err(io(dir))? {
        let entry = entry.map_err(io(dir))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".json") && entry.path().is_file() {
            names.push(name);
        }
    }
    if names.is_empty() {
        return Err(TilesError::Empty(dir.to_path_buf()));
    }
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let path = dir.join(&name);
            let text = fs::read_to_string(&path).map_err(io(&path))?;
            Ok((name, text))
        })
        .collect()
}

/// Builds a catalogue from every `*.json` file in `dir`.
///
/// # Errors
/// As [`read_sources`], or the first problem in the tile data.
pub fn load_dir(dir: &Path) -> Result<Catalog, TilesError> {
    let sources = read_sources(dir)?;
    Catalog::from_sources(sources).map_err(|error| TilesError::Data {
        dir: dir.to_path_buf(),
        error,
    })
}

/// The catalogue of a command: the tile files in `dir`, or the built-in sets.
///
/// # Errors
/// As [`load_dir`].
pub fn catalog(dir: Option<&Path>) -> Result<Arc<Catalog>, TilesError> {
    Ok(Arc::new(match dir {
        Some(dir) => load_dir(dir)?,
        None => Catalog::builtin(),
    }))
}
