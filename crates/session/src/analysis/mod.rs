//! The analysis board: a scenario or game record at one of its moves, scored under every
//! rules version side by side ([`VersionScores`]), the placements of a tile there and why a
//! placement is refused ([`placements`]), and the search bot's ranking of the moves of the
//! player to move ([`bot`]). The browser's analysis page and `halflings analyse` ask it.

pub mod bot;
mod error;
pub mod placements;

use std::sync::Arc;

use halflings_engine::wire::Legal;
use halflings_engine::{
    Catalog, Event, GameFile, GameState, Phase, PlayerView, RulesVersion, ScoreWire, Seat, Text,
};
use serde::Serialize;

pub use error::AnalysisError;

/// A position of a scenario or record, with its scores under every rules version.
#[derive(Clone, Debug)]
pub struct Analysis {
    catalog: Arc<Catalog>,
    file: GameFile,
    at: usize,
    state: GameState,
    table: Vec<VersionScores>,
}

/// The scores of the position under one rules version.
#[derive(Clone, Debug, Serialize)]
pub struct VersionScores {
    /// The version.
    pub rules: RulesVersion,
    /// What the version means, as a message the page words.
    pub summary: Text,
    /// The scores after the moves.
    pub scores: Vec<u32>,
    /// The scores after final scoring of the position as it stands.
    pub final_scores: Vec<u32>,
    /// Every score: those the moves made, then final scoring's (`final_scoring`).
    pub events: Vec<ScoreWire>,
}

/// What the board shows of the position.
#[derive(Clone, Debug, Serialize)]
pub struct Report<'a> {
    /// `scenario` or `game record`.
    pub kind: &'static str,
    /// The file's own rules version.
    pub rules: RulesVersion,
    /// Moves in the file.
    pub moves: usize,
    /// How many of them are played.
    pub at: usize,
    /// A spectator's view of the position.
    pub view: PlayerView,
    /// Who places the next tile (scenarios) or must decide (records), if anyone.
    pub next_player: Option<Seat>,
    /// In a record, the moves open to the player to move (a branch starts with one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<Legal>,
    /// The scores under every version.
    pub table: &'a [VersionScores],
}

impl Analysis {
    /// The position after the first `at` moves of `file` (all of them when it holds fewer).
    ///
    /// # Errors
    /// [`AnalysisError::File`] for an illegal move among the first `at`.
    pub fn new(
        file: GameFile,
        at: usize,
        catalog: Arc<Catalog>,
    ) -> Result<Analysis, AnalysisError> {
        let at = at.min(file.moves());
        let state = file
            .position(&catalog, None, at)
            .map_err(AnalysisError::File)?
            .state;
        let table = RulesVersion::ALL
            .into_iter()
            .map(|v| scores_under(&file, &catalog, v, at))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Analysis {
            catalog,
            file,
            at,
            state,
            table,
        })
    }

    /// The position of a scenario or game record given as JSON text ([`Analysis::new`]).
    ///
    /// # Errors
    /// [`AnalysisError::File`] for a malformed file or an illegal move among the first `at`.
    pub fn parse(text: &str, at: usize, catalog: Arc<Catalog>) -> Result<Analysis, AnalysisError> {
        Analysis::new(
            GameFile::parse(text).map_err(AnalysisError::File)?,
            at,
            catalog,
        )
    }

    /// How many of the file's moves are played.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The scores under every version, in [`RulesVersion::ALL`]'s order.
    pub fn table(&self) -> &[VersionScores] {
        &self.table
    }

    /// The position: the board, who is next, the scores under every version.
    pub fn report(&self) -> Report<'_> {
        Report {
            kind: self.file.kind(),
            rules: self.file.rules(),
            moves: self.file.moves(),
            at: self.at,
            view: self.state.view_for(None),
            next_player: self.next_player(),
            legal: (matches!(self.file, GameFile::Record(_)) && !self.state.is_over())
                .then(|| Legal::of(&self.state)),
            table: &self.table,
        }
    }

    /// Who places the next tile of a scenario, or must decide in a record.
    pub fn next_player(&self) -> Option<Seat> {
        let to_move = self.state.to_move()?;
        Some(match (&self.file, self.state.phase()) {
            (GameFile::Scenario(s), Phase::Choose) => s.next_placer(&self.state, self.at),
            _ => to_move,
        })
    }

    /// The regular tiles not on the board, by id: the pile a composed position leaves.
    ///
    /// # Errors
    /// [`AnalysisError::Pile`] when the catalogue lacks an expansion's tile set.
    pub fn unplaced_tiles(&self) -> Result<Vec<&str>, AnalysisError> {
        let tiles = self.state.unplaced_tiles().map_err(AnalysisError::Pile)?;
        Ok(tiles
            .iter()
            .map(|&k| self.catalog.def(k).id.as_str())
            .collect())
    }
}

/// The scores of `file`'s first `at` moves under `rules`, then final scoring's.
fn scores_under(
    file: &GameFile,
    catalog: &Arc<Catalog>,
    rules: RulesVersion,
    at: usize,
) -> Result<VersionScores, AnalysisError> {
    let outcome = file
        .position(catalog, Some(rules), at)
        .map_err(AnalysisError::File)?;
    let mut end = outcome.state.clone();
    let final_events = end.finish();
    let events = outcome
        .events
        .iter()
        .chain(&final_events)
        .filter_map(|e| match e {
            Event::Score(s) => Some(ScoreWire::from(&**s)),
            _ => None,
        })
        .collect();
    Ok(VersionScores {
        rules,
        summary: rules.summary(),
        scores: outcome.state.scores(),
        final_scores: end.scores(),
        events,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The text of scenario `name` of the engine's tests.
    pub(crate) fn scenario_file(name: &str) -> String {
        std::fs::read_to_string(format!(
            "{}/../engine/tests/scenarios/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap()
    }

    /// `value` as JSON.
    pub(crate) fn json(value: &impl Serialize) -> serde_json::Value {
        serde_json::to_value(value).unwrap()
    }

    #[test]
    fn the_table_gives_each_version_the_scores_replay_gives() {
        let text = scenario_file("example-1-city-closed-by-triangles.json");
        let catalog = Arc::new(Catalog::builtin());
        let analysis = Analysis::parse(&text, 99, Arc::clone(&catalog)).unwrap();
        let report = json(&analysis.report());
        assert_eq!(report["at"], 3);
        let file = GameFile::parse(&text).unwrap();
        for (row, v) in report["table"]
            .as_array()
            .unwrap()
            .iter()
            .zip(RulesVersion::ALL)
        {
            assert_eq!(row["rules"], v.id());
            let replayed = file.outcome(&catalog, Some(v)).unwrap().scores;
            assert_eq!(row["final_scores"], serde_json::json!(replayed), "{v}");
        }
        assert_eq!(
            report["table"][3]["final_scores"],
            serde_json::json!([8, 0])
        );
        assert_eq!(
            report["table"][1]["final_scores"],
            serde_json::json!([10, 0])
        );
        assert!(Analysis::parse("{", 0, catalog).is_err());
    }
}
