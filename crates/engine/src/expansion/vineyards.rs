//! Vineyards (`halflings.md` §6, §6a.3; Hills & Sheep): a monastery completed and scored during
//! the game earns 3 more points for each vineyard on a tile in its 3×3 spaces, its own space
//! included. No bonus at final scoring.

use super::{Expansion, Hooks};
use crate::board::Board;
use crate::scoring::{Bonus, ScoreEvent};
use crate::tiles::{FeatureKind, Symbols};

/// Points per vineyard.
pub const VINEYARD_POINTS: u32 = 3;

/// The vineyard rule.
#[derive(Clone, Debug)]
pub struct Vineyards;

impl Expansion for Vineyards {
    fn id(&self) -> &'static str {
        "vineyards"
    }

    fn hooks(&self) -> Hooks {
        Hooks::SCORING
    }

    fn symbols(&self) -> Symbols {
        Symbols {
            vineyard: true,
            ..Symbols::default()
        }
    }

    fn adjust_score(&self, board: &Board, _root: u16, score: &mut ScoreEvent) {
        if score.feature != FeatureKind::Monastery || !score.complete || score.final_scoring {
            return;
        }
        let count = score
            .at
            .block3()
            .filter_map(|p| board.space(p))
            .flat_map(|s| s.tile_list())
            .filter(|&t| board.def(board.tiles[t as usize].kind).symbols.vineyard)
            .count() as u32;
        if count > 0 {
            score.bonus = Some(Bonus {
                name: "vineyard",
                count,
                each: VINEYARD_POINTS,
            });
            score.set_value(score.value + count * VINEYARD_POINTS);
        }
    }
}
