//! Reading a game file (a scenario or a game record, [`GameFile`]) from disk.

use std::fs;
use std::path::Path;

use anyhow::Context;
use halflings_engine::GameFile;

/// Reads and parses `path` as a scenario or game record (its `"format"` field decides).
///
/// # Errors
/// An unreadable file, invalid JSON, a missing or unknown format, or a malformed scenario or
/// record (naming the move at fault, if any), each with the path.
pub fn load(path: &Path) -> anyhow::Result<GameFile> {
    let text =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    GameFile::parse(&text).with_context(|| path.display().to_string())
}
