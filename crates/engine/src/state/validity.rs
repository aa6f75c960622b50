//! The game's invariants, checked by tests: every follower accounted for, incremental
//! features equal to a recount, follower counts per feature, and each module's own checks.

use super::GameState;
use crate::board::FollowerKind;
use crate::seat::Seat;

impl GameState {
    /// Checks internal invariants (for tests): followers of each kind on the board + in supply
    /// (or reserve) + held by modules = 7 regular ones per player, and as many special ones as
    /// their module gives; incremental features equal a recount; every follower's feature
    /// count matches; each module's own invariants.
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn validity_check(&self) -> Result<(), String> {
        for kind in FollowerKind::all() {
            for p in Seat::all(self.setup.players) {
                let on_board = self
                    .board
                    .followers()
                    .iter()
                    .filter(|f| f.player == p && f.kind == kind)
                    .count();
                let held = self.expansions.followers_held(p, kind) as usize;
                let supply = self.supply_of(p, kind) as usize;
                let each = self.followers_each(kind);
                if on_board + supply + held != each as usize {
                    return Err(format!(
                        "player {p}: {on_board} on board + {supply} in supply + {held} held != {each} ({})",
                        kind.name()
                    ));
                }
            }
        }
        self.board.check_features()?;
        for e in self.expansions.iter() {
            e.validity_check(self)?;
        }
        Ok(())
    }
}
