//! Ransom: during their own turn before placing, once a turn, a player with enough points pays
//! a captor for one of their followers back.

use super::{event, rule, Towers, MODULE, RANSOM, RANSOMED, RANSOM_POINTS};
use crate::expansion::context::Ctx;
use crate::expansion::types::ExpansionMove;
use crate::state::{GameState, IllegalMove, Move, Phase};

impl Towers {
    /// Appends the ransoms `player` may pay now.
    pub(super) fn ransom_moves(&self, game: &GameState, player: u8, out: &mut Vec<Move>) {
        if self.ransomed || game.scores()[player as usize] < RANSOM_POINTS {
            return;
        }
        for captor in 0..game.players() {
            if self.prisoners[captor as usize][player as usize] > 0 {
                out.push(Move::Expansion(
                    ExpansionMove::new(MODULE, RANSOM).with_arg(u16::from(captor)),
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
                "a ransom is paid during your own turn, before placing the tile",
            ));
        }
        if self.ransomed {
            return Err(rule(
                "one-ransom-a-turn",
                "you have paid a ransom this turn already",
            ));
        }
        let captor = mv.arg as usize;
        if captor >= usize::from(game.players()) || self.prisoners[captor][player as usize] == 0 {
            return Err(rule(
                "no-prisoner",
                format!("P{} holds no follower of yours", captor + 1),
            ));
        }
        if game.scores()[player as usize] < RANSOM_POINTS {
            return Err(rule(
                "ransom-needs-points",
                format!("a ransom costs {RANSOM_POINTS} points and you have fewer"),
            ));
        }
        Ok(())
    }

    /// `player` pays `captor` and takes one of their followers back into supply.
    pub(super) fn play_ransom(&mut self, ctx: &mut Ctx, player: u8, captor: u8) {
        self.ransomed = true;
        self.prisoners[captor as usize][player as usize] -= 1;
        ctx.transfer_points(player, captor, RANSOM_POINTS);
        ctx.give_follower(player);
        ctx.report(event(player, RANSOMED, None, i32::from(captor)));
    }
}
