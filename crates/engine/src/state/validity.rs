//! The game's invariants, checked by tests: every follower accounted for, incremental
//! features equal to a recount, follower counts per feature, and each module's own checks.

use std::collections::{HashMap, HashSet};

use super::GameState;
use crate::board::FollowerKind;
use crate::seat::Seat;
use crate::tiles::FeatureKind;

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
        let fresh = self.board.recount_features();
        let inc = self.board.incremental_features();
        if fresh.len() != inc.len() {
            return Err("segment count differs".into());
        }
        // Compare partitions: map each incremental smallest-member to the fresh root.
        let mut map = HashMap::new();
        for i in 0..fresh.len() {
            if let Some(prev) = map.insert(inc[i].0, fresh[i].0) {
                if prev != fresh[i].0 {
                    return Err(format!(
                        "segment {i}: incremental feature differs from recount"
                    ));
                }
            }
            let kind = self.board.segs[i].kind;
            if matches!(kind, FeatureKind::Road | FeatureKind::City) && inc[i].1 != fresh[i].1 {
                return Err(format!(
                    "segment {i}: open ends {} incremental vs {} recount",
                    inc[i].1, fresh[i].1
                ));
            }
        }
        for e in self.expansions.iter() {
            e.validity_check(self)?;
        }
        let roots: HashSet<u16> = fresh.iter().map(|f| f.0).collect();
        if roots.len() != map.len() {
            return Err("the incremental features do not partition like the recount".into());
        }
        for f in self.board.followers() {
            let root = self.board.root_of_follower(f);
            let n = self
                .board
                .followers()
                .iter()
                .filter(|g| self.board.root_of_follower(g) == root)
                .count();
            if n != self.board.segs[root as usize].followers as usize {
                return Err("follower count at a root is wrong".into());
            }
        }
        Ok(())
    }
}
