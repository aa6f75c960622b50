//! The "How to play" page as the browser draws it: the engine's page ([`Guide`]) with each
//! position played out by the analysis board — the board a spectator sees after its moves and
//! its scores under every rules version — and the shapes of the tiles the pictures use. The
//! server hands it out (`GET /api/how-to-play`) and writes it into the folder of pages that
//! need no server, so the page draws its pictures without the engine in the browser.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use halflings_engine::guide::{Guide, GuideError, GuideSection};
use halflings_engine::wire::{TileShape, TileShapes};
use halflings_engine::{Catalog, GameFile, PlayerView, RulesVersion};
use serde::Serialize;

use crate::analysis::{Analysis, AnalysisError, VersionScores};

/// The page's content.
#[derive(Debug, Serialize)]
pub struct GuidePage {
    /// The sections: the core's, then the expansions'.
    pub sections: Vec<PageSection>,
    /// Every position, played out.
    pub positions: Vec<PagePosition>,
    /// The shapes of the tiles the positions show.
    pub tiles: Vec<TileShape>,
}

/// A section of the page, with the expansion that adds it.
#[derive(Clone, Debug, Serialize)]
pub struct PageSection {
    /// The expansion's id, or none for the core's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<&'static str>,
    /// The section.
    #[serde(flatten)]
    pub section: GuideSection,
}

/// A position of the page, played out.
#[derive(Clone, Debug, Serialize)]
pub struct PagePosition {
    /// Its id.
    pub id: String,
    /// The scenario's own rules version.
    pub rules: RulesVersion,
    /// Whether the scenario ends with final scoring (the scores to show are then the final
    /// ones).
    pub final_scoring: bool,
    /// What a spectator sees after its moves.
    pub view: PlayerView,
    /// Its scores under every rules version.
    pub table: Vec<VersionScores>,
    /// The final scores the scenario expects, by version (its tests check them).
    pub expect: BTreeMap<RulesVersion, Vec<u32>>,
}

/// Why the page cannot be built.
#[derive(Debug, thiserror::Error)]
pub enum GuidePageError {
    /// The engine's page files do not read.
    #[error("the How to play page: {0}")]
    Files(#[from] GuideError),
    /// A position that does not play.
    #[error("the How to play page's position {position}: {error}")]
    Position {
        /// The position's id.
        position: String,
        /// Why it does not play.
        error: AnalysisError,
    },
}

impl GuidePage {
    /// The page of the built-in files ([`Guide::builtin`]), each position played with
    /// `catalog`'s tiles.
    ///
    /// # Errors
    /// [`GuidePageError`]: files that do not read, a position that does not play.
    pub fn new(catalog: &Arc<Catalog>) -> Result<GuidePage, GuidePageError> {
        let guide = Guide::builtin()?;
        let mut sections = Vec::new();
        let mut positions = Vec::new();
        for part in guide.parts {
            sections.extend(part.sections.into_iter().map(|section| PageSection {
                module: part.module,
                section,
            }));
            for position in part.positions {
                let failed = |error| GuidePageError::Position {
                    position: position.id.clone(),
                    error,
                };
                let file = GameFile::Scenario(position.scenario.clone());
                let analysis =
                    Analysis::new(file, usize::MAX, Arc::clone(catalog)).map_err(failed)?;
                positions.push(PagePosition {
                    rules: position.scenario.rules(),
                    final_scoring: position.scenario.final_scoring,
                    view: analysis.report().view,
                    table: analysis.table().to_vec(),
                    expect: position.scenario.expect,
                    id: position.id,
                });
            }
        }
        let used: BTreeSet<&str> = positions
            .iter()
            .flat_map(|p| &p.view.tiles)
            .map(|t| t.tile.as_str())
            .collect();
        let tiles = TileShapes::of(catalog)
            .tiles
            .into_iter()
            .filter(|shape| used.contains(shape.id.as_str()))
            .collect();
        Ok(GuidePage {
            sections,
            positions,
            tiles,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_scores_what_its_scenario_expects() {
        let page = GuidePage::new(&Arc::new(Catalog::builtin())).unwrap();
        assert!(page.positions.len() >= 10);
        let mut checked = 0;
        for position in &page.positions {
            for row in &position.table {
                let shown = if position.final_scoring {
                    &row.final_scores
                } else {
                    &row.scores
                };
                if let Some(expected) = position.expect.get(&row.rules) {
                    assert_eq!(shown, expected, "{} under {}", position.id, row.rules);
                    checked += 1;
                }
            }
        }
        assert!(checked >= 24, "{checked} scores checked");
        let city = page.positions.iter().find(|p| p.id == "city").unwrap();
        let totals: Vec<u32> = city.table.iter().map(|r| r.final_scores[0]).collect();
        assert_eq!(totals, [8, 10, 10, 8], "c1-2014, c1-2015, c2-2020, c2-2021");
        // Every tile drawn has its shape, and no other.
        for position in &page.positions {
            for tile in &position.view.tiles {
                assert!(
                    page.tiles.iter().any(|s| s.id == tile.tile),
                    "{}",
                    tile.tile
                );
            }
        }
        assert!(page.tiles.len() < 40, "only the tiles shown");
    }

    #[test]
    fn the_page_has_the_core_sections_first_and_an_expansion_adds_its_own() {
        let page = GuidePage::new(&Arc::new(Catalog::builtin())).unwrap();
        let ids: Vec<&str> = page
            .sections
            .iter()
            .map(|s| s.section.id.as_str())
            .collect();
        assert_eq!(&ids[..4], ["turn", "placing", "gaps", "versions"]);
        assert!(page.sections[..4].iter().all(|s| s.module.is_none()));
        assert!(
            page.sections.iter().any(|s| s.module.is_some()),
            "at least one expansion adds a section"
        );
    }
}
