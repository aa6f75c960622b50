//! Vineyards (`halflings.md` §6, §6a.3; Hills & Sheep): a monastery completed and scored during
//! the game earns 3 more points for each vineyard on a tile in its 3×3 spaces, its own space
//! included. No bonus at final scoring.

use super::hooks::{Expansion, Hooks};
use super::registry::{
    no_arg, no_data, no_legacy, no_symbol_arg, refuse_arg, ExpansionInfo, SymbolSpec,
};
use super::types::{ModuleId, SymbolId};
use crate::board::Board;
use crate::scoring::{Bonus, ScoreEvent};
use crate::text::Text;
use crate::tiles::FeatureKind;

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(2);

/// Points per vineyard.
pub const VINEYARD_POINTS: u32 = 3;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: "vineyards",
    name: "Vineyards",
    summary: "vineyard symbols: +3 per vineyard around a monastery completed during the game",
    selectable: false,
    with_active_symbols: true,
    requires: &[],
    options: &[],
    tile_sets: &[],
    tile_files: &[],
    symbols: &[SymbolSpec {
        name: "vineyard",
        summary: "+3 for a monastery completed in the game within its 3×3 spaces",
        check_arg: no_symbol_arg,
    }],
    figures: &[],
    followers: &[],
    pieces: &[],
    actions: &[],
    decisions: &[],
    events: &[],
    legacy_setup_keys: &[],
    build: Some(|_, _| {
        Box::new(Vineyards {
            vineyard: SymbolId::of("vineyard"),
        })
    }),
    describe_event: |_| Text::new("vineyards.event"),
    words: crate::words_files!("words"),
    event_data: no_data,
    arg_to_wire: no_arg,
    arg_from_wire: refuse_arg,
    legacy_move: no_legacy,
    codec: None,
};

/// The vineyard rule.
#[derive(Clone, Debug)]
pub struct Vineyards {
    vineyard: Option<SymbolId>,
}

impl Expansion for Vineyards {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::SCORING
    }

    fn adjust_score(&self, board: &Board, _root: u16, score: &mut ScoreEvent) {
        let Some(vineyard) = self.vineyard else {
            return;
        };
        if score.feature != FeatureKind::Monastery || !score.complete || score.final_scoring {
            return;
        }
        let count = score
            .at
            .block3()
            .filter_map(|p| board.space(p))
            .flat_map(|s| s.tile_list())
            .filter(|&t| {
                board
                    .def(board.tiles[t as usize].kind)
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
