//! A score as JSON ([`ScoreWire`]).

use serde::Serialize;

use crate::rules::RulesVersion;
use crate::scoring::{Bonus, Rate, ScoreEvent};
use crate::tiles::FeatureKind;

/// A score event as JSON: at least `feature`, `points` per player, `counted` with `unit`, and
/// the explanation.
#[derive(Clone, Debug, Serialize)]
pub struct ScoreWire {
    /// road, city, monastery or field.
    pub feature: FeatureKind,
    /// `[x, y]` of a space of the feature.
    pub at: [i32; 2],
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
    /// Whether the feature was complete.
    pub complete: bool,
    /// Whether this was end-of-game scoring.
    pub final_scoring: bool,
    /// What broke a tie, if anything did (an expansion names it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<&'static str>,
    /// The rules version.
    pub rules: RulesVersion,
    /// The human explanation.
    pub explanation: String,
}

impl From<&ScoreEvent> for ScoreWire {
    fn from(s: &ScoreEvent) -> ScoreWire {
        ScoreWire {
            feature: s.feature,
            at: [s.at.x, s.at.y],
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
            complete: s.complete,
            final_scoring: s.final_scoring,
            tie_break: s.tie_break,
            rules: s.rules,
            explanation: s.explain(),
        }
    }
}
