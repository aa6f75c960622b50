//! Ransom: during their own turn before placing, once a turn, a player with enough points pays
//! a captor for one of their followers back.

use super::wire::{ransom_arg, ransom_of};
use super::{event, rule, Towers, MODULE, RANSOM, RANSOMED, RANSOM_POINTS};
use crate::expansion::context::Ctx;
use crate::expansion::types::ExpansionMove;
use crate::state::{GameState, IllegalMove, Move, Phase};
use crate::text::Text;

impl Towers {
    /// Appends the ransoms `player` may pay now.
    pub(super) fn ransom_moves(&self, game: &GameState, player: u8, out: &mut Vec<Move>) {
        if self.ransomed || game.scores()[player as usize] < RANSOM_POINTS {
            return;
        }
        for captor in 0..game.players() {
            for kind in self.prisoners[captor as usize][player as usize].kinds() {
                out.push(Move::Expansion(
                    ExpansionMove::new(MODULE, RANSOM).with_arg(ransom_arg(captor, kind)),
                ));
            }
        }
    }

    /// Checks a ransom of `player` to the captor `mv.arg`.
    pub(super) fn check_ransom(
        &self,
        game: &GameState,
        player: u8,
        mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        if !matches!(game.phase(), Phase::Choose | Phase::Place { .. }) || mv.place.is_some() {
            return Err(rule(
                "ransom-before-placing",
                Text::new("tower.rule.ransom-before-placing"),
            ));
        }
        if self.ransomed {
            return Err(rule(
                "one-ransom-a-turn",
                Text::new("tower.rule.one-ransom-a-turn"),
            ));
        }
        let (captor, kind) = ransom_of(mv.arg);
        let captor = usize::from(captor);
        if captor >= usize::from(game.players())
            || self.prisoners[captor][player as usize].of(kind) == 0
        {
            return Err(rule(
                "no-prisoner",
                Text::new("tower.rule.no-prisoner")
                    .player("captor", captor as u8)
                    .text("kind", kind.text()),
            ));
        }
        if game.scores()[player as usize] < RANSOM_POINTS {
            return Err(rule(
                "ransom-needs-points",
                Text::new("tower.rule.ransom-needs-points").num("points", RANSOM_POINTS),
            ));
        }
        Ok(())
    }

    /// `player` pays the captor that `arg` names and takes back the follower of the kind it
    /// names.
    pub(super) fn play_ransom(&mut self, ctx: &mut Ctx, player: u8, arg: u16) {
        let (captor, kind) = ransom_of(arg);
        if !self.prisoners[captor as usize][player as usize].take(kind) {
            return;
        }
        self.ransomed = true;
        ctx.transfer_points(player, captor, RANSOM_POINTS);
        ctx.give_follower_of(player, kind);
        ctx.report(event(player, RANSOMED, None, i32::from(arg)));
    }
}
