//! Hills (`halflings.md` §6, §6a.4; Hills & Sheep): whoever places a hill buries the top tile
//! of the pile under it, and tied players with a follower on a hill's space win the tie.

use super::{Expansion, Hooks, Placed};
use crate::board::Board;
use crate::game::{Event, GameState};
use crate::rules::HillTieBreak;
use crate::scoring::{ScoreEvent, MAX_PLAYERS};
use crate::tiles::Symbols;

/// The hill rules, with the players' choice of tie-break.
#[derive(Clone, Debug)]
pub struct Hills {
    tie_break: HillTieBreak,
}

impl Hills {
    /// The module, breaking ties as `tie_break` says.
    pub fn new(tie_break: HillTieBreak) -> Hills {
        Hills { tie_break }
    }
}

/// Whether a tile in the space of placed tile `tile` carries a hill (a hill counts for its
/// whole space, so for both triangles in it).
pub(crate) fn on_hill(board: &Board, tile: u16) -> bool {
    let space = &board.spaces[board.tiles[tile as usize].space as usize];
    space
        .tile_list()
        .any(|t| board.def(board.tiles[t as usize].kind).symbols.hill)
}

impl Expansion for Hills {
    fn id(&self) -> &'static str {
        "hills"
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_PLACEMENT.and(Hooks::SCORING)
    }

    fn symbols(&self) -> Symbols {
        Symbols {
            hill: true,
            ..Symbols::default()
        }
    }

    fn after_placement(&mut self, game: &mut GameState, placed: Placed, events: &mut Vec<Event>) {
        let kind = game.board().tiles()[placed.tile as usize].kind;
        if game.catalog().def(kind).symbols.hill {
            game.bury_top_tile(placed.player, events);
        }
    }

    fn adjust_score(&self, board: &Board, root: u16, score: &mut ScoreEvent) {
        let tied = score.winners_mask();
        if tied.count_ones() < 2 {
            return;
        }
        let mut hills = [0u8; MAX_PLAYERS];
        for f in board.followers() {
            if tied & (1 << f.player) != 0 && board.find(f.seg) == root && on_hill(board, f.tile) {
                hills[f.player as usize] += 1;
            }
        }
        let best = hills.iter().copied().max().unwrap_or(0);
        if best == 0 {
            return;
        }
        let keep = (0..MAX_PLAYERS)
            .filter(|&p| match self.tie_break {
                HillTieBreak::AnyFollower => hills[p] > 0,
                HillTieBreak::MoreFollowers => hills[p] == best,
            })
            .fold(0u8, |m, p| m | 1 << p);
        if keep != tied {
            score.set_winners(keep);
            score.tie_break = Some("a hill");
        }
    }
}
