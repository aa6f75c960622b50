//! Ransom: during their own turn before placing, once a turn, a player with enough points pays
//! a captor for one of their followers back.

use super::{rule, Prisoner, TowerEvent, TowerMove, Towers, RANSOM_POINTS};
use crate::expansion::context::Ctx;
use crate::expansion::Moves;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::text::Text;

impl Towers {
    /// The ransoms `player` may pay now.
    pub(super) fn ransom_moves(&self, game: &GameState, player: Seat, out: &mut Moves<Towers>) {
        if self.ransomed || game.score(player) < RANSOM_POINTS {
            return;
        }
        for seat in Seat::all(game.players()) {
            for kind in self.prisoners[seat][player].kinds() {
                out.push(TowerMove::Ransom {
                    prisoner: Prisoner { seat, kind },
                });
            }
        }
    }

    /// Checks a ransom of `player` for `prisoner` (the core has checked that it comes before
    /// the tile is placed).
    pub(super) fn check_ransom(
        &self,
        game: &GameState,
        player: Seat,
        prisoner: Prisoner,
    ) -> Result<(), IllegalMove> {
        if self.ransomed {
            return Err(rule(
                "one-ransom-a-turn",
                Text::new("tower.rule.one-ransom-a-turn"),
            ));
        }
        let captor = prisoner.seat;
        if !captor.is_in(game.players())
            || self.prisoners[captor][player].of(prisoner.kind) == 0
        {
            return Err(rule(
                "no-prisoner",
                Text::new("tower.rule.no-prisoner")
                    .player("captor", prisoner.seat)
                    .text("kind", prisoner.kind.text()),
            ));
        }
        if game.score(player) < RANSOM_POINTS {
            return Err(rule(
                "ransom-needs-points",
                Text::new("tower.rule.ransom-needs-points").num("points", RANSOM_POINTS),
            ));
        }
        Ok(())
    }

    /// `player` pays the captor of `prisoner` and takes it back.
    pub(super) fn play_ransom(&mut self, ctx: &mut Ctx, player: Seat, prisoner: Prisoner) {
        let Prisoner { seat: captor, kind } = prisoner;
        if !self.prisoners[captor][player].take(kind) {
            return;
        }
        self.ransomed = true;
        ctx.transfer_points(player, captor, RANSOM_POINTS);
        ctx.give_follower_of(player, kind);
        let points = RANSOM_POINTS;
        ctx.emit(
            player,
            None,
            TowerEvent::Ransomed {
                captor,
                points,
                kind,
            },
        );
    }
}
