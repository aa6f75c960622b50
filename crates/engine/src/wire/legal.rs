//! The moves open to the player to move, as a page offers them: the ways to lay the current
//! tile grouped by space and orientation (with the follower and figure spots legal with each
//! and the feature each names), every other decision as a move, and the halflings in hand
//! that may not be played now with the rule that stops each.

use std::collections::BTreeMap;

use serde::Serialize;

use super::moves::{parse_turn, MoveWire};
use crate::state::{GameState, Move, Phase};
use crate::tiles::FeatureKind;

/// A way to lay the current tile, with the follower spots and expansion figure spots legal
/// with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlacementOption {
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation in degrees (square tile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rot: Option<i64>,
    /// Corner (triangle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// Legal follower locations (board orientation).
    pub followers: Vec<String>,
    /// Expansion figures that may go on the tile instead of a follower, each with one
    /// location.
    pub figures: Vec<FigureSpot>,
    /// Whether the tile may be laid without a follower.
    pub bare: bool,
    /// The kind of feature (`road`, `city`, `monastery`, `field`) each location of
    /// `followers` and `figures` names on the tile laid this way, by location: what the
    /// browser calls a spot ("farmer in the field").
    pub features: BTreeMap<String, FeatureKind>,
}

/// An expansion figure and where it may stand: `{"figure": "…", "location": "S.e"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FigureSpot {
    /// The figure's name, as the expansion's registry entry gives it.
    pub figure: String,
    /// Its location (board orientation).
    pub location: String,
}

/// The moves open to the seat to move, as the engine lists them: placements grouped by space
/// and orientation, every other decision as a move.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Legal {
    /// Draw, play a halfling, pick, and expansions' moves (`{"do": "expansion", …}`; a pending
    /// expansion decision is also described in the view's `decision`).
    pub moves: Vec<MoveWire>,
    /// Ways to lay the current tile.
    pub placements: Vec<PlacementOption>,
    /// The halflings in the hand that may not be played now, while the player chooses
    /// between drawing and playing one, each with the code of the rule that stops it
    /// (`unplaceable`: it fits nowhere), by tile id.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub unplayable: BTreeMap<String, String>,
}

impl Legal {
    /// The legal moves of `state`'s player to move.
    pub fn of(state: &GameState) -> Legal {
        let catalog = state.catalog();
        let mut legal = Legal::default();
        for mv in state.legal_moves() {
            let wire = MoveWire::from_move(&mv, catalog);
            let MoveWire::Place {
                at,
                rot,
                corner,
                follower,
                figure,
            } = wire
            else {
                legal.moves.push(wire);
                continue;
            };
            let same = |p: &PlacementOption| p.at == at && p.rot == rot && p.corner == corner;
            if !legal.placements.iter().any(same) {
                legal.placements.push(PlacementOption {
                    at,
                    rot,
                    corner: corner.clone(),
                    followers: Vec::new(),
                    figures: Vec::new(),
                    bare: false,
                    features: BTreeMap::new(),
                });
            }
            let Some(option) = legal.placements.iter_mut().rev().find(|p| same(p)) else {
                continue;
            };
            if let Some(location) = &follower {
                let feature = state.current_tile().and_then(|tile| {
                    let turn = parse_turn(option.rot, option.corner.as_deref()).ok()?;
                    state.location_feature(tile, turn, location.parse().ok()?)
                });
                if let Some(feature) = feature {
                    option.features.insert(location.clone(), feature);
                }
            }
            match (figure, follower) {
                (Some(figure), Some(location)) => {
                    option.figures.push(FigureSpot { figure, location })
                }
                (None, Some(location)) => option.followers.push(location),
                (_, None) => option.bare = true,
            }
        }
        if let (Phase::Choose, Some(player)) = (state.phase(), state.to_move()) {
            for tile in state.hand(player) {
                if let Err(e) = state.check(player, &Move::Play { tile }) {
                    legal
                        .unplayable
                        .insert(catalog.def(tile).id.clone(), e.rule());
                }
            }
        }
        legal
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::expansion::REGISTRY;
    use crate::state::Setup;
    use crate::tiles::Catalog;

    use super::*;

    /// Every way to play `legal` offers, as wire moves.
    fn listed(legal: &Legal) -> Vec<MoveWire> {
        let mut out = legal.moves.clone();
        for p in &legal.placements {
            let place = |follower: Option<&str>, figure: Option<&str>| MoveWire::Place {
                at: p.at,
                rot: p.rot,
                corner: p.corner.clone(),
                follower: follower.map(str::to_string),
                figure: figure.map(str::to_string),
            };
            out.extend(p.bare.then(|| place(None, None)));
            out.extend(p.followers.iter().map(|f| place(Some(f), None)));
            out.extend(
                p.figures
                    .iter()
                    .map(|f| place(Some(&f.location), Some(&f.figure))),
            );
        }
        out
    }

    /// A setup with every expansion players may choose, and seed `seed`.
    fn every_expansion(seed: u64) -> Setup {
        Setup {
            expansions: REGISTRY
                .iter()
                .filter(|e| e.selectable)
                .map(|e| e.id.into())
                .collect(),
            seed,
            ..Setup::default()
        }
    }

    #[test]
    fn legal_lists_every_move_once_with_figure_spots_and_decisions_foretold() {
        // Every expansion players may choose, and the symbol tiles for the others.
        let setup = Setup {
            symbol_tiles: true,
            ..every_expansion(9)
        };
        let mut state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let (mut figures, mut foretold) = (0, 0);
        let mut step = 0usize;
        while let Some(player) = state.to_move() {
            let legal = Legal::of(&state);
            let mut engine: Vec<MoveWire> = state
                .legal_moves()
                .iter()
                .map(|m| MoveWire::from_move(m, state.catalog()))
                .collect();
            let mut grouped = listed(&legal);
            assert_eq!(grouped.len(), engine.len(), "each move once");
            let key = |m: &MoveWire| serde_json::to_string(m).unwrap();
            engine.sort_by_key(key);
            grouped.sort_by_key(key);
            assert_eq!(grouped, engine);
            figures += legal
                .placements
                .iter()
                .map(|p| p.figures.len())
                .sum::<usize>();
            if let Some(decision) = state.view_for(Some(player)).decision {
                // Each choice's move is one the legal moves list.
                for c in &decision.choices {
                    let mv = MoveWire::from_value(c.mv.clone()).unwrap();
                    assert!(legal.moves.contains(&mv), "{mv:?}");
                }
                for c in decision.choices.iter().filter(|c| c.outcome.is_some()) {
                    assert_eq!(c.outcome.as_ref().map(Vec::len), Some(2));
                    foretold += 1;
                }
            }
            // A figure whenever one may go, the first choice of an expansion's decision, else
            // any move.
            let moves = state.legal_moves();
            let mv = *moves
                .iter()
                .find(|m| {
                    matches!(
                        MoveWire::from_move(m, state.catalog()),
                        MoveWire::Place {
                            figure: Some(_),
                            ..
                        } | MoveWire::Expansion { .. }
                    )
                })
                .unwrap_or(&moves[step * 7 % moves.len()]);
            state.play(player, &mv).unwrap();
            step += 1;
        }
        assert!(figures > 0, "figure spots were offered");
        assert!(foretold > 0, "a choice's points were foretold");
    }

    #[test]
    fn placements_name_the_feature_of_each_spot_and_unplayable_halflings_their_rule() {
        // Every expansion players may choose: their figures' spots name features too.
        let setup = every_expansion(3);
        let mut state = GameState::new(Arc::new(Catalog::builtin()), &setup).unwrap();
        let (mut kinds, mut choices) = (BTreeMap::new(), 0);
        let mut step = 0usize;
        while let Some(player) = state.to_move() {
            let legal = Legal::of(&state);
            for p in &legal.placements {
                // Every follower spot with the feature a follower there stands on, as the
                // engine resolves it; a figure's spot too when it names a feature (a figure
                // may stand on none, such as a foundation of its own).
                for location in &p.followers {
                    assert!(p.features.contains_key(location), "{location}");
                }
                for location in p.features.keys() {
                    assert!(
                        p.followers.contains(location)
                            || p.figures.iter().any(|f| &f.location == location),
                        "{location}"
                    );
                }
                let tile = state.current_tile().unwrap();
                let turn = parse_turn(p.rot, p.corner.as_deref()).unwrap();
                for (location, feature) in &p.features {
                    let engine = state.location_feature(tile, turn, location.parse().unwrap());
                    assert_eq!(engine, Some(*feature));
                    *kinds.entry(*feature).or_insert(0) += 1;
                }
            }
            if state.phase() == Phase::Choose {
                choices += 1;
                // Each halfling in hand is either playable or named with its rule.
                for tile in state.hand(player) {
                    let id = &state.catalog().def(tile).id;
                    let listed = legal.moves.contains(&MoveWire::Play { tile: id.clone() });
                    assert_ne!(listed, legal.unplayable.contains_key(id), "{id}");
                    if let Some(rule) = legal.unplayable.get(id) {
                        assert_eq!(rule, "unplaceable");
                    }
                }
            } else {
                assert!(legal.unplayable.is_empty());
            }
            let moves = state.legal_moves();
            let mv = moves[step * 5 % moves.len()];
            state.play(player, &mv).unwrap();
            step += 1;
        }
        assert_eq!(
            kinds.len(),
            4,
            "every kind of feature was offered: {kinds:?}"
        );
        assert!(choices > 0);
    }
}
