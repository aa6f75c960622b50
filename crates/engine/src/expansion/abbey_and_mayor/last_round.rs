//! The abbeys' round after the last land tile (`abbey-and-mayor.md` §2): once the pile is
//! empty, each player who still holds their abbey and has a hole for it may lay it, one at a
//! time in turn order from the player after the one who laid the last tile (that player
//! comes last). Each gets a decision (`last-abbey`): lay the abbey, with a monk if they like,
//! as a whole turn (the walls close what they meet, the features completed score, a freed
//! wagon moves on), or keep it. The game ends after the last of them. The C2 rules' order is
//! unconfirmed (the digest): the 1st edition's is played in every version.

use super::{rule, AbbeyAndMayor, AbbeyMayorDecision, AbbeyMayorEvent, AbbeyMayorMove};
use crate::expansion::{Ctx, Moves, Placed};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove};
use crate::text::Text;

/// The round, from the moment the pile ran out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct LastRound {
    /// A bit per seat not asked yet.
    left: u16,
    /// Who laid the last tile: the order starts after them.
    last: Seat,
    /// Who decides now, if anyone.
    now: Option<Seat>,
}

impl AbbeyAndMayor {
    /// After each turn's scoring: who laid that turn's tile (the last tile, once the pile is
    /// empty).
    pub(super) fn note_last_placer(&mut self, placed: Placed) {
        if self.last_round.is_none() {
            self.last_placer = Some(placed.player);
        }
    }

    /// The pile is empty and the game would end: the round starts (once), and the next
    /// player in it who holds their abbey and has a hole for it is asked; when there is none,
    /// nothing is pending and the game ends.
    pub(super) fn last_round(&mut self, ctx: &mut Ctx) {
        let game = ctx.game();
        let players = game.players();
        let mut round = self.last_round.unwrap_or(LastRound {
            left: (1u16 << players) - 1,
            last: self.last_placer.unwrap_or(game.active()),
            now: None,
        });
        round.now = None;
        for seat in (1..=players).map(|i| round.last.after(i, players)) {
            let bit = 1 << seat.index();
            if round.left & bit == 0 {
                continue;
            }
            round.left &= !bit;
            if !self.abbey_places(game, seat).is_empty() {
                round.now = Some(seat);
                break;
            }
        }
        self.last_round = Some(round);
    }

    /// The player asked in the last round now, if any.
    pub(super) fn last_abbey_turn(&self) -> Option<Seat> {
        self.last_round.and_then(|r| r.now)
    }

    /// The decision pending: a freed wagon's first, then the last round's abbey.
    pub(super) fn pending(&self) -> Option<(Seat, AbbeyMayorDecision)> {
        self.pending_wagon().or_else(|| {
            self.last_abbey_turn()
                .map(|seat| (seat, AbbeyMayorDecision::LastAbbey))
        })
    }

    /// The answers to the pending decision.
    pub(super) fn pending_moves(&self, game: &GameState, out: &mut Moves<AbbeyAndMayor>) {
        if self.pending_wagon().is_some() {
            self.wagon_targets(game, out);
        } else if let Some(seat) = self.last_abbey_turn() {
            for (space, monk) in self.abbey_places(game, seat) {
                out.push(AbbeyMayorMove::LastAbbey { space, monk });
            }
            out.push(AbbeyMayorMove::KeepAbbey);
        }
    }

    /// Checks a last round's move of `player`: it must be their turn in the round (no wagon
    /// waiting first), and a `space` given must take their abbey.
    pub(super) fn check_last_abbey(
        &self,
        game: &GameState,
        player: Seat,
        abbey: Option<([i32; 2], bool)>,
    ) -> Result<(), IllegalMove> {
        if self.pending_wagon().is_some() || self.last_abbey_turn() != Some(player) {
            return Err(rule(
                "no-abbey-turn",
                Text::new("abbey-and-mayor.rule.no-abbey-turn"),
            ));
        }
        match abbey {
            Some((space, monk)) => self.check_abbey(game, player, space, monk),
            None => Ok(()),
        }
    }

    /// Plays a checked last round's move: the abbey laid (then scored as a turn), or kept.
    pub(super) fn play_last_abbey(
        &mut self,
        ctx: &mut Ctx,
        player: Seat,
        abbey: Option<([i32; 2], bool)>,
    ) {
        if let Some(round) = &mut self.last_round {
            round.now = None;
        }
        match abbey {
            Some((space, monk)) => self.play_abbey(ctx, player, space, monk),
            None => ctx.emit(player, None, AbbeyMayorEvent::AbbeyKept),
        }
    }
}
