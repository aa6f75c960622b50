//! Every legal move, in a fixed order: what the phase allows, the placements of the current
//! tile with each follower spot, and what the expansions add.

use super::{GameState, Move, Phase, Supply};
use crate::expansion::Hooks;
use crate::geometry::{Location, SpacePos, Turn};
use crate::seat::Seat;
use crate::tiles::TileKind;

impl GameState {
    /// Every legal move for the player to move, in a fixed order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Appends every legal move to `out`.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        let Some(player) = self.to_move() else { return };
        match self.phase {
            Phase::Draft => {
                for k in self.draft_pool.iter() {
                    if self.draft_allows(player, k) {
                        out.push(Move::Pick { tile: k });
                    }
                }
            }
            Phase::Choose => {
                if self.supply == Supply::Dealt {
                    out.push(Move::Draw);
                    for k in self.playable_halflings(player) {
                        out.push(Move::Play { tile: k });
                    }
                }
                self.free_moves(player, out);
            }
            Phase::Place { tile, .. } => {
                let supply = self.players[player].supply;
                let limited = self.expansions.any(Hooks::TILE_ALLOWED);
                self.board.for_each_placement(tile, |at, turn| {
                    if limited && self.tile_forbidden_by(tile, at, turn).is_some() {
                        return true;
                    }
                    if let Some(m) = self.obliged_by(tile, at, turn) {
                        // Only the obliging module's own moves with this placement.
                        let from = out.len();
                        self.expansion_placement_moves(player, tile, at, turn, out);
                        retain_from(
                            out,
                            from,
                            |mv| matches!(mv, Move::Expansion(em) if em.module == m),
                        );
                        return true;
                    }
                    out.push(Move::Place {
                        at,
                        turn,
                        follower: None,
                    });
                    if supply > 0 {
                        self.push_follower_moves(tile, at, turn, out);
                    }
                    self.expansion_placement_moves(player, tile, at, turn, out);
                    true
                });
                self.free_moves(player, out);
            }
            Phase::Expansion { decision, .. } => {
                // Only the module whose decision is asked: another may wait with its own.
                if let Some(e) = self.expansions.get(decision.module) {
                    e.pending_moves(self, out);
                }
            }
            Phase::Over => {}
        }
    }

    /// Appends the moves the expansions allow at any point of `player`'s turn.
    pub(crate) fn free_moves(&self, player: Seat, out: &mut Vec<Move>) {
        if self.expansions.any(Hooks::FREE_ACTIONS) {
            for e in self.expansions.with(Hooks::FREE_ACTIONS) {
                e.free_moves(self, player, out);
            }
        }
    }

    /// Appends a `Place` move with a follower for each free segment of `tile` lying at `at`.
    fn push_follower_moves(&self, tile: TileKind, at: SpacePos, turn: Turn, out: &mut Vec<Move>) {
        let mut free = self.follower_segments(tile, at, turn);
        while free != 0 {
            let local = free.trailing_zeros() as u8;
            free &= free - 1;
            let follower = Some(self.segment_location(tile, turn, local));
            out.push(Move::Place { at, turn, follower });
        }
    }

    /// Local segments of `tile` at `at` as `turn` a follower may take: free features the
    /// expansions do not forbid. The tile is not placed.
    pub(crate) fn follower_segments(&self, tile: TileKind, at: SpacePos, turn: Turn) -> u16 {
        let mut free = self.board.free_segments(tile, at, turn);
        if self.expansions.any(Hooks::FOLLOWER_ALLOWED) {
            let mut each = free;
            while each != 0 {
                let local = each.trailing_zeros() as u8;
                each &= each - 1;
                if self.follower_forbidden_by(tile, at, turn, local).is_some() {
                    free &= !(1 << local);
                }
            }
        }
        free
    }

    /// Appends the moves the expansions offer besides a follower for `player` placing `tile`
    /// at `at` as `turn` (figures of their own); the placement is assumed legal.
    pub fn expansion_placement_moves(
        &self,
        player: Seat,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        // A figure on the tile being placed obeys the vetoes on followers there: the
        // modules' move lists leave out what a veto forbids (see `Moves::push`).
        if self.expansions.any(Hooks::PLACEMENT_MOVES) {
            for e in self.expansions.with(Hooks::PLACEMENT_MOVES) {
                e.placement_moves(self, player, tile, at, turn, out);
            }
        }
    }

    /// The follower locations legal with placing the current tile at `at` as `turn` (one per
    /// feature of the tile). Empty when the player has no follower in supply.
    pub fn follower_options(&self, at: SpacePos, turn: Turn) -> Vec<Location> {
        let Phase::Place { tile, .. } = self.phase else {
            return Vec::new();
        };
        if self.players[self.active].supply == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        self.push_follower_moves(tile, at, turn, &mut out);
        out.into_iter()
            .filter_map(|m| match m {
                Move::Place { follower, .. } => follower,
                _ => None,
            })
            .collect()
    }

    /// Placements of the current tile (empty outside the placing phase).
    pub fn placements(&self) -> Vec<(SpacePos, Turn)> {
        let Phase::Place { tile, .. } = self.phase else {
            return Vec::new();
        };
        let mut v = Vec::new();
        self.board.for_each_placement(tile, |at, turn| {
            if self.tile_forbidden_by(tile, at, turn).is_none() {
                v.push((at, turn));
            }
            true
        });
        v
    }
}

/// Keeps, among the moves of `out` from index `from` on, those `keep` accepts (in order).
fn retain_from(out: &mut Vec<Move>, from: usize, mut keep: impl FnMut(&Move) -> bool) {
    let mut kept = from;
    for i in from..out.len() {
        if keep(&out[i]) {
            out.swap(kept, i);
            kept += 1;
        }
    }
    out.truncate(kept);
}
