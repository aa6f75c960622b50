//! Hills (`halflings.md` §6, §6a.4; Hills & Sheep): whoever places a hill buries the top tile
//! of the pile under it, and tied players with a follower on a hill's space win the tie.
//!
//! Option `tie_break` (`halflings.md` §6a.4, where players disagree): `any-follower` (every
//! tied player with a follower on a hill wins) or `more-followers` (the tied players with the
//! most followers on hills win).

use serde::{Deserialize, Serialize};

use super::codec::Typed;
use super::context::Ctx;
use super::hook_table::HookTable;
use super::hooks::Placed;
use super::module::{Module, ModuleEvent, Nothing, Presentation};
use super::options::OptionSpec;
use super::registry::{no_symbol_arg, ExpansionInfo, SymbolSpec};
use super::types::SymbolId;
use crate::board::{Board, FeatureId};
use crate::rules::RulesVersion;
use crate::scoring::ScoreEvent;
use crate::seat::{PerSeat, Seat};
use crate::state::Spot;
use crate::text::Text;

/// The module's id.
pub const ID: &str = "hills";

/// Its place among the modules: their hooks run in this order, lowest first (the engine's
/// build script finds every module folder and orders the registry by it).
pub const HOOK_ORDER: u32 = 20;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: ID,
    vocabulary: &["hill", "hills"],
    name: "Hills",
    summary: "hill symbols: a tile buried under the hill, ties broken by followers on hills",
    selectable: false,
    with_active_symbols: true,
    options: &[OptionSpec::choice(
        "tie_break",
        "who wins a tie through hills: any tied player with a follower on a hill, or those with the most",
        &["any-follower", "more-followers"],
    )],
    symbols: &[SymbolSpec {
        name: "hill",
        summary: "buries the top tile of the pile; followers on its space break ties",
        check_arg: no_symbol_arg,
    }],
    legacy_setup_keys: &[("hill_tie_break", "tie_break")],
    words: crate::words_files!("words"),
    how_to_play: Some(crate::guide_files!("how-to-play", ["hills-tie"])),
    ..ExpansionInfo::new(&Typed::<Hills>::CODEC)
};

/// Who wins a tie through hills (option `tie_break`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum TieBreak {
    AnyFollower,
    MoreFollowers,
}

/// The options of the hills.
#[derive(Copy, Clone, Debug, Deserialize)]
pub struct HillsOptions {
    tie_break: TieBreak,
}

/// What the hills report.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HillsEvent {
    /// The player placing a hill buried the top tile of the pile under it.
    Buried,
}

impl ModuleEvent for HillsEvent {
    fn describe(&self, player: Seat, _at: Option<Spot>) -> Text {
        match self {
            HillsEvent::Buried => Text::new("hills.event.buried").player("who", player),
        }
    }
}

/// The hill rules, with the players' choice of tie-break.
#[derive(Clone, Debug)]
pub struct Hills {
    /// Whether only the tied players with the most followers on hills win.
    more_followers: bool,
    hill: Option<SymbolId>,
}

impl Hills {
    /// Whether a tile in the space of placed tile `tile` carries a hill (a hill counts for its
    /// whole space, so for both triangles in it).
    fn on_hill(&self, board: &Board, tile: u16) -> bool {
        let Some(hill) = self.hill else { return false };
        board
            .tiles_in_space_of(tile)
            .any(|t| board.def(board.tiles()[t as usize].kind).symbols.has(hill))
    }
}

impl Module for Hills {
    type Move = Nothing;
    type Decision = Nothing;
    type Event = HillsEvent;
    type Options = HillsOptions;

    const ID: &'static str = ID;

    const HOOKS: HookTable<Hills> = HookTable::new()
        .after_placement(Hills::after_placement)
        .adjust_score(Hills::adjust_score);

    fn new(options: HillsOptions, _rules: RulesVersion) -> Hills {
        Hills {
            more_followers: options.tie_break == TieBreak::MoreFollowers,
            hill: SymbolId::of("hill"),
        }
    }
}

/// Nothing to show beyond the events and the tie-breaks.
impl Presentation for Hills {
    type Public = ();
}

/// The hooks.
impl Hills {
    /// A hill placed buries the top tile of the pile.
    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self
            .hill
            .is_some_and(|h| ctx.catalog().def(kind).symbols.has(h))
            && ctx.take_top_tile_unseen().is_some()
        {
            ctx.emit(placed.player, None, HillsEvent::Buried);
        }
    }

    /// Tied players with followers on hills win the tie.
    fn adjust_score(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        let tied = score.winners_mask();
        if tied.len() < 2 {
            return;
        }
        let mut hills = PerSeat::<u8>::default();
        for f in board.followers() {
            if tied.contains(f.player)
                && board.feature_of(f) == root
                && self.on_hill(board, f.tile)
            {
                hills[f.player] += 1;
            }
        }
        let best = hills.values().copied().max().unwrap_or(0);
        if best == 0 {
            return;
        }
        let keep = hills
            .iter()
            .filter(|&(_, &n)| if self.more_followers { n == best } else { n > 0 })
            .map(|(p, _)| p)
            .collect();
        if keep != tied {
            score.set_winners(keep);
            score.tie_break = Some("hills.tie-break");
        }
    }
}
