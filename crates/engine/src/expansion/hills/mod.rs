//! Hills (`halflings.md` §6, §6a.4; Hills & Sheep): whoever places a hill buries the top tile
//! of the pile under it, and tied players with a follower on a hill's space win the tie.
//!
//! Option `tie_break` (`halflings.md` §6a.4, where players disagree): `any-follower` (every
//! tied player with a follower on a hill wins) or `more-followers` (the tied players with the
//! most followers on hills win).

use serde_json::json;

use super::context::Ctx;
use super::hooks::{Expansion, Hooks, Placed};
use super::options::OptionSpec;
use super::registry::{no_arg, no_legacy, no_symbol_arg, refuse_arg, ExpansionInfo, SymbolSpec};
use super::types::{ExpansionEvent, ModuleId, SymbolId};
use crate::board::Board;
use crate::scoring::{ScoreEvent, MAX_PLAYERS};
use crate::text::Text;

/// The module's index in the registry.
pub(crate) const MODULE: ModuleId = ModuleId(1);

/// Event: the top tile of the pile went face down under a hill.
const BURIED: u8 = 0;

/// The registry entry.
pub const INFO: ExpansionInfo = ExpansionInfo {
    id: "hills",
    name: "Hills",
    summary: "hill symbols: a tile buried under the hill, ties broken by followers on hills",
    selectable: false,
    with_active_symbols: true,
    requires: &[],
    options: &[OptionSpec::choice(
        "tie_break",
        "who wins a tie through hills: any tied player with a follower on a hill, or those with the most",
        &["any-follower", "more-followers"],
    )],
    tile_sets: &[],
    tile_files: &[],
    symbols: &[SymbolSpec {
        name: "hill",
        summary: "buries the top tile of the pile; followers on its space break ties",
        check_arg: no_symbol_arg,
    }],
    figures: &[],
    followers: &[],
    pieces: &[],
    actions: &[],
    decisions: &[],
    events: &["buried"],
    legacy_setup_keys: &[("hill_tie_break", "tie_break")],
    build: Some(|options, _| {
        Box::new(Hills {
            more_followers: options.get("tie_break") == "more-followers",
            hill: SymbolId::of("hill"),
        })
    }),
    describe_event: |e| Text::new("hills.event.buried").player("who", e.player),
    words: crate::words_files!("words"),
    event_data: |_| json!({}),
    arg_to_wire: no_arg,
    arg_from_wire: refuse_arg,
    legacy_move: no_legacy,
    codec: None,
};

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
        let space = &board.spaces[board.tiles[tile as usize].space as usize];
        space
            .tile_list()
            .any(|t| board.def(board.tiles[t as usize].kind).symbols.has(hill))
    }
}

impl Expansion for Hills {
    fn module(&self) -> ModuleId {
        MODULE
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_PLACEMENT.and(Hooks::SCORING)
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        let kind = ctx.board().tiles()[placed.tile as usize].kind;
        if self
            .hill
            .is_some_and(|h| ctx.catalog().def(kind).symbols.has(h))
            && ctx.take_top_tile_unseen().is_some()
        {
            ctx.report(ExpansionEvent {
                module: MODULE,
                player: placed.player,
                kind: BURIED,
                target: None,
                value: 0,
                payload: crate::expansion::Payload::EMPTY,
            });
        }
    }

    fn adjust_score(&self, board: &Board, root: u16, score: &mut ScoreEvent) {
        let tied = score.winners_mask();
        if tied.count_ones() < 2 {
            return;
        }
        let mut hills = [0u8; MAX_PLAYERS];
        for f in board.followers() {
            if tied & (1 << f.player) != 0
                && board.find(f.seg) == root
                && self.on_hill(board, f.tile)
            {
                hills[f.player as usize] += 1;
            }
        }
        let best = hills.iter().copied().max().unwrap_or(0);
        if best == 0 {
            return;
        }
        let keep = (0..MAX_PLAYERS)
            .filter(|&p| {
                if self.more_followers {
                    hills[p] == best
                } else {
                    hills[p] > 0
                }
            })
            .fold(0u8, |m, p| m | 1 << p);
        if keep != tied {
            score.set_winners(keep);
            score.tie_break = Some("hills.tie-break");
        }
    }
}
