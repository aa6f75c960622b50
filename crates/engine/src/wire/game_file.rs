//! The two kinds of game files, told apart by their `"format"` field: scenarios
//! (`halflings-scenario/1`) and game records (`halflings-record/1`); played whole or up to a
//! move.

use std::sync::Arc;

use super::record::{GameRecord, Outcome, RECORD_FORMAT};
use super::scenario::{Scenario, SCENARIO_FORMAT};
use super::WireError;
use crate::rules::RulesVersion;
use crate::tiles::Catalog;

/// A scenario or a game record.
#[derive(Clone, Debug)]
pub enum GameFile {
    /// A position described by explicit moves.
    Scenario(Scenario),
    /// A complete game: setup, seed and every decision.
    Record(GameRecord),
}

impl GameFile {
    /// Parses a scenario or record from JSON text, choosing the parser by its `"format"`.
    ///
    /// # Errors
    /// Invalid JSON, a missing or unknown format, or a malformed scenario or record (naming the
    /// move at fault, if any).
    pub fn parse(text: &str) -> Result<GameFile, WireError> {
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| WireError::whole(format!("not valid JSON: {e}")))?;
        let Some(format) = value.get("format") else {
            return Err(WireError::whole(format!(
                "no \"format\" field: expected {SCENARIO_FORMAT:?} or {RECORD_FORMAT:?}"
            )));
        };
        match format.as_str() {
            Some(SCENARIO_FORMAT) => Ok(GameFile::Scenario(Scenario::from_json(text)?)),
            Some(RECORD_FORMAT) => Ok(GameFile::Record(GameRecord::from_json(text)?)),
            _ => Err(WireError::whole(format!(
                "unknown format {format}: expected {SCENARIO_FORMAT:?} or {RECORD_FORMAT:?}"
            ))),
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

    /// How many moves the file holds (a scenario's steps, a record's decisions).
    pub fn moves(&self) -> usize {
        match self {
            GameFile::Scenario(s) => s.steps.len(),
            GameFile::Record(r) => r.moves.len(),
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

    /// Plays the file's first `moves` moves under `rules` (as [`GameFile::outcome`]), without
    /// a scenario's final scoring: the position after them. More moves than the file holds
    /// play them all.
    ///
    /// # Errors
    /// As [`GameFile::outcome`].
    pub fn position(
        &self,
        catalog: &Arc<Catalog>,
        rules: Option<RulesVersion>,
        moves: usize,
    ) -> Result<Outcome, WireError> {
        match self {
            GameFile::Scenario(s) => {
                let (state, events) = s.prepare(Arc::clone(catalog), rules, moves)?;
                Ok(Outcome {
                    events,
                    scores: state.scores(),
                    state,
                })
            }
            GameFile::Record(r) => r.replay_to(Arc::clone(catalog), rules, moves),
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

    #[test]
    fn a_position_stops_after_the_moves_asked_for() {
        let sc = r#"{"format": "halflings-scenario/1", "players": 2, "final_scoring": true,
            "moves": [{"tile": "G", "at": [0, -1], "rot": 90, "follower": "N"},
                      {"tile": "H1-09", "at": [0, -2], "corner": "SE"},
                      {"tile": "H1-07", "at": [0, -2], "corner": "NW"}]}"#;
        let file = GameFile::parse(sc).unwrap();
        let catalog = Arc::new(Catalog::builtin());
        assert_eq!(file.moves(), 3);
        let first = file.position(&catalog, None, 1).unwrap();
        assert_eq!(first.state.board().tiles().len(), 2);
        assert_eq!(first.scores, vec![0, 0]);
        let all = file.position(&catalog, None, 99).unwrap();
        assert_eq!(all.state.board().tiles().len(), 4);
        assert_eq!(file.outcome(&catalog, None).unwrap().scores, vec![8, 0]);
    }
}
