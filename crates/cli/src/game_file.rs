//! Reading the two kinds of game files: scenarios (`halflings-scenario/1`) and game records
//! (`halflings-record/1`), told apart by their `"format"` field.

use std::fs;
use std::path::Path;
use std::sync::Arc;

use anyhow::{anyhow, bail, Context};
use halflings_engine::wire::{RECORD_FORMAT, SCENARIO_FORMAT};
use halflings_engine::{Catalog, GameRecord, Outcome, RulesVersion, Scenario, WireError};

/// A scenario or a game record.
#[derive(Clone, Debug)]
pub enum GameFile {
    /// A position described by explicit moves.
    Scenario(Scenario),
    /// A complete game: setup, seed and every decision.
    Record(GameRecord),
}

impl GameFile {
    /// Reads and parses `path`, choosing the parser by the file's `"format"` field.
    ///
    /// # Errors
    /// An unreadable file, invalid JSON, a missing or unknown format, or a malformed scenario or
    /// record (naming the move at fault, if any).
    pub fn load(path: &Path) -> anyhow::Result<GameFile> {
        let text =
            fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        GameFile::parse(&text).with_context(|| path.display().to_string())
    }

    /// Parses a scenario or record from JSON text.
    ///
    /// # Errors
    /// As [`GameFile::load`].
    pub fn parse(text: &str) -> anyhow::Result<GameFile> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| anyhow!("not valid JSON: {e}"))?;
        let Some(format) = value.get("format") else {
            bail!("no \"format\" field: expected {SCENARIO_FORMAT:?} or {RECORD_FORMAT:?}");
        };
        match format.as_str() {
            Some(SCENARIO_FORMAT) => Ok(GameFile::Scenario(Scenario::from_json(text)?)),
            Some(RECORD_FORMAT) => Ok(GameFile::Record(GameRecord::from_json(text)?)),
            _ => {
                bail!("unknown format {format}: expected {SCENARIO_FORMAT:?} or {RECORD_FORMAT:?}")
            }
        }
    }

    /// What kind of file this is, in words.
    pub fn kind(&self) -> &'static str {
        match self {
            GameFile::Scenario(_) => "scenario",
            GameFile::Record(_) => "game record",
        }
    }

    /// The rules version the file names.
    pub fn rules(&self) -> RulesVersion {
        match self {
            GameFile::Scenario(s) => s.rules(),
            GameFile::Record(r) => r.setup.rules,
        }
    }

    /// Plays the whole file under `rules` (the file's own version if `None`): a scenario with
    /// its final scoring if it asks for it, a record move by move.
    ///
    /// A record replayed under another version keeps the hand size and symbol setting it was
    /// played with (their defaults differ between editions), so the same game is rescored
    /// rather than a different deal replayed.
    ///
    /// # Errors
    /// The first malformed or illegal move, with its number.
    pub fn outcome(
        &self,
        catalog: &Arc<Catalog>,
        rules: Option<RulesVersion>,
    ) -> Result<Outcome, WireError> {
        match self {
            GameFile::Scenario(s) => s.run(Arc::clone(catalog), rules),
            GameFile::Record(r) => r.replay(Arc::clone(catalog), rules),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_told_apart() {
        let rec = serde_json::to_string(&GameRecord::new(Default::default())).unwrap();
        assert!(matches!(GameFile::parse(&rec), Ok(GameFile::Record(_))));
        let sc = r#"{"format": "halflings-scenario/1", "players": 2, "moves": []}"#;
        assert!(matches!(GameFile::parse(sc), Ok(GameFile::Scenario(_))));
        let unknown = GameFile::parse(r#"{"format": "x/1"}"#).unwrap_err();
        assert!(unknown.to_string().contains("unknown format \"x/1\""));
        let missing = GameFile::parse("{}").unwrap_err();
        assert!(missing.to_string().contains("no \"format\""));
        let bad = GameFile::parse("{").unwrap_err();
        assert!(bad.to_string().contains("not valid JSON"));
    }
}
