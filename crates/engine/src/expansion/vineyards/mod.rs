//! Vineyards (`halflings.md` §6, §6a.3; Hills & Sheep): a monastery completed and scored during
//! the game earns 3 more points for each vineyard on a tile in its 3×3 spaces, its own space
//! included. No bonus at final scoring.

use serde::de::IgnoredAny;

use super::codec::Typed;
use super::hook_table::HookTable;
use super::module::{Module, Nothing, Presentation};
use super::registry::{no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::SymbolId;
use crate::board::{Board, FeatureId};
use crate::rules::RulesVersion;
use crate::scoring::{Bonus, ScoreEvent};
use crate::tiles::FeatureKind;

/// The module's id.
pub const ID: &str = "vineyards";

/// Points per vineyard.
pub const VINEYARD_POINTS: u32 = 3;

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 30;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["vineyard", "vineyards"],
    name: "Vineyards",
    summary: "vineyard symbols: +3 per vineyard around a monastery completed during the game",
    selectable: false,
    with_active_symbols: true,
    symbols: &[SymbolSpec {
        name: "vineyard",
        summary: "+3 for a monastery completed in the game within its 3×3 spaces",
        check_arg: no_symbol_arg,
    }],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!("how-to-play", ["vineyards-bonus"])),
    ..ExpansionInfo::new(&Typed::<Vineyards>::CODEC)
};

/// The vineyard rule.
#[derive(Clone, Debug)]
pub struct Vineyards {
    vineyard: Option<SymbolId>,
}

impl Module for Vineyards {
    type Move = Nothing;
    type Decision = Nothing;
    type Event = Nothing;
    /// No options.
    type Options = IgnoredAny;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Vineyards> = HookTable::new().adjust_score(Vineyards::adjust_score);

    fn new(_options: IgnoredAny, _rules: RulesVersion) -> Vineyards {
        Vineyards {
            vineyard: SymbolId::of("vineyard"),
        }
    }
}

/// Nothing to show beyond the scores' bonuses.
impl Presentation for Vineyards {
    type Public = ();
}

impl Vineyards {
    /// Adds the vineyards' bonus to a monastery completed during the game.
    fn adjust_score(&self, board: &Board, _root: FeatureId, score: &mut ScoreEvent) {
        let Some(vineyard) = self.vineyard else {
            return;
        };
        if score.feature != FeatureKind::Monastery || !score.complete || score.final_scoring {
            return;
        }
        let count = score
            .at
            .block3()
            .flat_map(|p| board.tiles_at(p))
            .filter(|&t| {
                board
                    .def(board.tiles()[t as usize].kind)
                    .symbols
                    .has(vineyard)
            })
            .count() as u32;
        if count > 0 {
            score.bonus = Some(Bonus {
                name: "vineyard",
                key: "vineyards.count",
                count,
                each: VINEYARD_POINTS,
            });
            score.set_value(score.value + count * VINEYARD_POINTS);
        }
    }
}
