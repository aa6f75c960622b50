//! A score as JSON ([`ScoreWire`]).

use serde::Serialize;

use crate::geometry::Corner;
use crate::rules::RulesVersion;
use crate::scoring::{Added, Bonus, Rate, ScoreEvent};
use crate::state::GameState;
use crate::text::Text;
use crate::tiles::FeatureKind;

/// A score event as JSON: at least `feature`, `points` per player, `counted` with `unit`, and
/// the explanation.
#[derive(Clone, Debug, Serialize)]
pub struct ScoreWire {
    /// road, city, monastery or field.
    pub feature: FeatureKind,
    /// `[x, y]` of a space of the feature.
    pub at: [i32; 2],
    /// Every tile the feature covers (a monastery: its 3×3 block's), where the page shows it;
    /// given in a game's log ([`ScoreWire::on_board`]), left out elsewhere.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<PlaceWire>,
    /// Points per player.
    pub points: Vec<u32>,
    /// Followers per player, by strength.
    pub followers: Vec<u8>,
    /// Units counted.
    pub counted: u32,
    /// spaces or tiles (for fields: completed cities).
    pub unit: &'static str,
    /// Coats of arms.
    pub arms: u32,
    /// A bonus an expansion added.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bonus: Option<Bonus>,
    /// Points per unit (and coat of arms) an expansion set instead of the usual ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rate: Option<Rate>,
    /// Points an expansion added after every other point, with what pays them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub added: Option<Added>,
    /// Whether the feature was complete.
    pub complete: bool,
    /// Whether this was end-of-game scoring.
    pub final_scoring: bool,
    /// What broke a tie, if anything did (an expansion names it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<&'static str>,
    /// The rules version.
    pub rules: RulesVersion,
    /// The explanation, as a message (see [`crate::text`]).
    pub explanation: Text,
}

/// A tile's place on the board: its space and, for a triangle, its corner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlaceWire {
    /// `[x, y]` of the space.
    pub at: [i32; 2],
    /// The triangle's corner (`"NW"`…); absent for a square tile.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corner: Option<&'static str>,
}

impl ScoreWire {
    /// The wire form of `s` with the tiles it covers on `state`'s board
    /// ([`GameState::score_places`]).
    pub fn on_board(s: &ScoreEvent, state: &GameState) -> ScoreWire {
        ScoreWire {
            places: state
                .score_places(s)
                .into_iter()
                .map(|(at, corner)| PlaceWire {
                    at: [at.x, at.y],
                    corner: corner.map(Corner::name),
                })
                .collect(),
            ..ScoreWire::from(s)
        }
    }
}

impl From<&ScoreEvent> for ScoreWire {
    fn from(s: &ScoreEvent) -> ScoreWire {
        ScoreWire {
            feature: s.feature,
            at: [s.at.x, s.at.y],
            places: Vec::new(),
            points: s.points().to_vec(),
            followers: s.followers().to_vec(),
            counted: s.counted,
            unit: if s.feature == FeatureKind::Field {
                "cities"
            } else {
                s.unit.plural()
            },
            arms: s.arms,
            bonus: s.bonus,
            rate: s.rate,
            added: s.added.clone(),
            complete: s.complete,
            final_scoring: s.final_scoring,
            tie_break: s.tie_break,
            rules: s.rules,
            explanation: s.explain(),
        }
    }
}
