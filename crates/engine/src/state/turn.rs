//! Playing a move and the turn flow: start of turn, draw, placement, the expansions'
//! decisions, scoring, end of turn and end of game.

use super::{Event, GameState, IllegalMove, Move, Phase, Supply};
use crate::board::FollowerKind;
use crate::expansion::{AnotherTurn, Hooks, Placed};
use crate::geometry::{Location, SpacePos, Turn};
use crate::seat::Seat;
use crate::tiles::TileKind;

impl GameState {
    /// Plays `mv` for `player`.
    ///
    /// # Errors
    /// The rule the move breaks; the game is then unchanged.
    pub fn play(&mut self, player: Seat, mv: &Move) -> Result<Vec<Event>, IllegalMove> {
        let mut events = Vec::new();
        self.play_into(player, mv, &mut events)?;
        Ok(events)
    }

    /// Plays `mv` for `player`, appending what happened to `events`.
    ///
    /// # Errors
    /// The rule the move breaks; the game and `events` are then unchanged.
    pub fn play_into(
        &mut self,
        player: Seat,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check(player, mv)?;
        self.play_unchecked(mv, events);
        Ok(())
    }

    /// Plays a move known to be legal (from [`GameState::legal_moves`] or checked).
    pub fn play_unchecked(&mut self, mv: &Move, events: &mut Vec<Event>) {
        self.moves_played += 1;
        let player = self.to_move().unwrap_or(self.active);
        match *mv {
            Move::Pick { tile } => self.pick(player, tile, events),
            Move::Draw => self.draw(events),
            Move::Play { tile } => {
                self.players[player].hand.remove(tile);
                events.push(Event::Played { player, tile });
                self.phase = Phase::Place {
                    tile,
                    from_hand: true,
                };
            }
            Move::Place { at, turn, follower } => {
                let Phase::Place { tile, .. } = self.phase else {
                    return;
                };
                let local = follower.and_then(|loc| self.follower_segment(tile, turn, loc).ok());
                let t = self.lay_tile(player, tile, at, turn, follower, events);
                if let Some(local) = local {
                    self.add_follower(player, FollowerKind::REGULAR, t, local);
                }
                self.after_placement(Placed { player, tile: t }, events);
            }
            Move::Expansion(em)
                if em.place.is_none() && !matches!(self.phase, Phase::Expansion { .. }) =>
            {
                // A free action: the phase stays as it is, unless the module laid a tile of
                // its own instead of the current one (the turn then goes on from there).
                self.run_module(em.module, events, |m, ctx| m.play(ctx, player, &em));
                if let Some(placed) = self.placed.take() {
                    self.after_placement(placed, events);
                }
            }
            Move::Expansion(em) => {
                let placed = em.place.and_then(|(at, turn)| {
                    let Phase::Place { tile, .. } = self.phase else {
                        return None;
                    };
                    Some(self.lay_tile(player, tile, at, turn, None, events))
                });
                let before = self.placed;
                self.run_module(em.module, events, |m, ctx| m.play(ctx, player, &em));
                match placed {
                    Some(t) => self.after_placement(Placed { player, tile: t }, events),
                    // A decision answered by laying a tile of the module's own (a last
                    // round's turn): the turn goes on as after a placement.
                    None => match self.placed.filter(|_| self.placed != before) {
                        Some(laid) => self.after_placement(laid, events),
                        None => self.continue_turn(events),
                    },
                }
            }
        }
    }

    /// The turn of the active player begins: the expansions act, then the player chooses
    /// between drawing and a halfling, or draws at once when no halfling of theirs fits or
    /// the turn is an expansion's extra turn with a regular tile
    /// ([`AnotherTurn::RegularTile`]).
    pub(super) fn start_turn(&mut self, events: &mut Vec<Event>) {
        if self.supply == Supply::Free {
            self.phase = Phase::Choose;
            return;
        }
        self.run_hook(Hooks::TURN_START, events, |m, ctx| m.turn_start(ctx));
        if self.again != Some(AnotherTurn::RegularTile)
            && self.playable_halflings(self.active).next().is_some()
        {
            self.phase = Phase::Choose;
        } else {
            self.draw(events);
        }
    }

    /// Draws until a tile fits (and the expansions keep it); ends the game if the pile runs
    /// out.
    pub(super) fn draw(&mut self, events: &mut Vec<Event>) {
        while let Some(tile) = self.pop_pile() {
            if self.expansions.any(Hooks::DRAW) {
                let mut keep = true;
                self.run_hook(Hooks::DRAW, events, |m, ctx| {
                    keep = keep && m.keeps_drawn(ctx, tile);
                });
                if !keep {
                    continue;
                }
            }
            if self.can_place_anywhere(tile) {
                events.push(Event::Drawn {
                    player: self.active,
                    tile,
                });
                self.phase = Phase::Place {
                    tile,
                    from_hand: false,
                };
                return;
            }
            events.push(Event::Discarded { tile });
            self.run_hook(Hooks::DRAW, events, |m, ctx| m.discarded(ctx, tile));
        }
        self.end_game(events);
    }

    /// The turn ends: the game, when the pile is empty; otherwise the same player's other
    /// turn when an expansion grants one ([`Expansion::another_turn`]), else the next player's
    /// turn. In a scenario the next turn waits to be named.
    ///
    /// [`Expansion::another_turn`]: crate::expansion::Expansion::another_turn
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.supply == Supply::Dealt && self.pile.is_empty() {
            self.end_game(events);
            return;
        }
        self.again = None;
        if self.expansions.any(Hooks::ANOTHER_TURN) {
            let mut again = None;
            self.run_hook(Hooks::ANOTHER_TURN, events, |m, ctx| {
                if let Some(turn) = m.another_turn(ctx) {
                    again = again.or(Some(turn));
                }
            });
            self.again = again;
        }
        if self.supply == Supply::Free {
            self.phase = Phase::Choose;
            return;
        }
        if self.again.is_none() {
            self.active = self.next_player(self.active);
        }
        self.start_turn(events);
    }

    /// The pile is empty: the game ends, unless an expansion holds it open for a last round's
    /// turn ([`Expansion::last_round`]: a decision it makes pending); the core comes back here
    /// when that turn is over.
    ///
    /// [`Expansion::last_round`]: crate::expansion::Expansion::last_round
    pub(super) fn end_game(&mut self, events: &mut Vec<Event>) {
        if self.expansions.any(Hooks::LAST_ROUND) {
            self.run_hook(Hooks::LAST_ROUND, events, |m, ctx| m.last_round(ctx));
            if self.await_decision() {
                return;
            }
        }
        self.close_game(events);
    }

    /// Final scoring: the game is over.
    fn close_game(&mut self, events: &mut Vec<Event>) {
        self.run_hook(Hooks::GAME_END, events, |m, ctx| m.game_end(ctx));
        let mut scores = Vec::new();
        self.board
            .score_final(&self.rules, &self.expansions, &mut scores);
        self.expansions.final_scores(self, &mut scores);
        for s in scores {
            for p in Seat::all(self.setup.players) {
                self.players[p].score += s.points[p];
            }
            events.push(Event::Score(Box::new(s)));
        }
        self.phase = Phase::Over;
        events.push(Event::GameOver);
    }

    /// Puts `tile` on the board at `at` as `turn` for `player` and reports it (the follower
    /// named, if any, is put by the caller); gives its index.
    fn lay_tile(
        &mut self,
        player: Seat,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        follower: Option<Location>,
        events: &mut Vec<Event>,
    ) -> u16 {
        let t = if self.free {
            self.board.place_free(tile, at, turn)
        } else {
            self.board.place_unchecked(tile, at, turn)
        };
        events.push(Event::Placed {
            player,
            tile,
            at,
            turn,
            follower,
        });
        t
    }

    /// Lays tile `kind` (a module's own, from no pile or hand) at `at` as `turn` for `player`
    /// instead of the current tile, and reports it; gives its index. The current tile goes
    /// back where it came from: on top of the pile, drawn next (the player drew none, so the
    /// next draw is the one they would have made), or into the player's hand. The turn goes
    /// on as after a placement once the module's move is played.
    pub(crate) fn lay_instead(
        &mut self,
        player: Seat,
        kind: TileKind,
        at: SpacePos,
        turn: Turn,
        events: &mut Vec<Event>,
    ) -> u16 {
        if let Phase::Place { tile, from_hand } = self.phase {
            if from_hand {
                self.players[player].hand.insert(tile);
            } else {
                self.stack_on_pile(&[tile]);
            }
        }
        let t = self.lay_tile(player, kind, at, turn, None, events);
        self.placed = Some(Placed { player, tile: t });
        t
    }

    /// The turn goes on after `placed` lay down (with its figure): the expansions act, then
    /// [`GameState::continue_turn`].
    fn after_placement(&mut self, placed: Placed, events: &mut Vec<Event>) {
        self.run_hook(Hooks::AFTER_PLACEMENT, events, |m, ctx| {
            m.after_placement(ctx, placed)
        });
        self.placed = Some(placed);
        self.continue_turn(events);
    }

    /// Waits for an expansion's pending decision, if any; otherwise scores what the tile
    /// placed this turn completed, lets the expansions act on it (their decisions may
    /// follow) and moves on to the next turn.
    fn continue_turn(&mut self, events: &mut Vec<Event>) {
        if self.await_decision() {
            return;
        }
        if let Some(placed) = self.placed.take() {
            self.score_after_placement(placed.tile, events);
            self.run_hook(Hooks::AFTER_SCORING, events, |m, ctx| {
                m.after_scoring(ctx, placed)
            });
            if self.await_decision() {
                return;
            }
        }
        self.end_turn(events);
    }

    /// Enters the phase of an expansion's pending decision, if there is one.
    fn await_decision(&mut self) -> bool {
        match self.expansions.pending() {
            Some((actor, decision)) => {
                self.phase = Phase::Expansion { actor, decision };
                true
            }
            None => false,
        }
    }

    fn score_after_placement(&mut self, tile: u16, events: &mut Vec<Event>) {
        let mut scores = Vec::new();
        let mut returned = Vec::new();
        self.board.score_completed(
            tile,
            &self.rules,
            &self.expansions,
            &mut scores,
            &mut returned,
        );
        let hook = self.expansions.any(Hooks::SCORED) && !scores.is_empty();
        let kept = if hook { scores.clone() } else { Vec::new() };
        for s in scores {
            for p in Seat::all(self.setup.players) {
                self.players[p].score += s.points[p];
            }
            events.push(Event::Score(Box::new(s)));
        }
        for f in &returned {
            self.give_follower(f.player, f.kind);
            let spot = self.spot_of(f);
            events.push(Event::Returned {
                player: f.player,
                spot,
                kind: f.kind,
            });
        }
        if hook {
            self.run_hook(Hooks::SCORED, events, |m, ctx| {
                m.scored(ctx, &kept, &returned)
            });
        }
    }

    /// Runs final scoring now (scenarios: no expansion's last round); the game is then over.
    pub fn finish(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.phase != Phase::Over {
            self.close_game(&mut events);
        }
        events
    }
}
