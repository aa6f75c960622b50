//! The dragon's flight (`princess-and-dragon.md` §3.3, §7): after a dragon tile is placed
//! while the dragon is on the board, it flies **6 steps**; step k is chosen by the player
//! k − 1 seats clockwise from the active player (a pending decision whose choices are the
//! legal next places). Each step enters a neighbouring place (see [`super::places`]) not yet
//! visited in this flight (the place it started from counts) and not the fairy's; a dead end
//! ends the flight early. Entering a place eats every figure on its tiles: followers go home
//! with no score (through the core), and every module takes its own figures there off the
//! board. Under `c1-2015` each triangle is one step and eats only its own figures.
//!
//! Timing (option `dragon_move`): `before-scoring` flies after the figure step and before the
//! turn's scoring, so a follower just placed on a feature the tile completes may be eaten
//! before it scores; `after-scoring` flies after the turn's scoring.

use super::places::{neighbours, Place};
use super::{rule, PdDecision, PdEvent, PdMove, PrincessAndDragon};
use crate::expansion::{Ctx, Moves};
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;

/// Steps in a flight, whatever the number of players.
pub const FLIGHT_STEPS: u8 = 6;

/// A flight in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flight {
    /// The step to be chosen now (1 to 6).
    pub step: u8,
    /// The active player, who chose step 1.
    pub first: Seat,
    /// Who chooses this step.
    pub actor: Seat,
    /// The places visited in this flight, the start first.
    pub visited: Vec<Place>,
    /// The legal places for this step (never empty while the flight goes on).
    pub choices: Vec<Place>,
}

impl Flight {
    /// Checks the flight's invariants against the dragon's place.
    pub(crate) fn validity_check(&self, dragon: Option<Place>) -> Result<(), String> {
        if !(1..=FLIGHT_STEPS).contains(&self.step) {
            return Err(format!("flight at step {}", self.step));
        }
        if self.visited.len() != usize::from(self.step) {
            return Err("the flight visited a place per step taken, plus its start".into());
        }
        if self.visited.last().copied() != dragon {
            return Err("the dragon is not where its flight last went".into());
        }
        if self.choices.is_empty() {
            return Err("a flight waits for a step with no choice".into());
        }
        Ok(())
    }
}

impl PrincessAndDragon {
    /// The place the dragon may not enter: the fairy's space, or under `c1-2015` its tile.
    fn protected(&self, ctx: &Ctx) -> Option<Place> {
        self.fairy
            .map(|f| Place::of_tile(ctx.board(), f.tile, self.options.per_tile))
    }

    /// The legal places for the next step from `from`, having visited `visited`.
    fn choices(&self, ctx: &Ctx, from: Place, visited: &[Place]) -> Vec<Place> {
        let protected = self.protected(ctx);
        let mut out = neighbours(
            ctx.board(),
            from,
            self.options.per_tile,
            self.options.cross_gaps,
        );
        out.retain(|p| !visited.contains(p) && Some(*p) != protected);
        out
    }

    /// A dragon tile was placed by `player`: the flight begins, if the dragon is on the board.
    pub(super) fn start_flight(&mut self, ctx: &mut Ctx, player: Seat) {
        let Some(start) = self.dragon else { return };
        let visited = vec![start];
        let choices = self.choices(ctx, start, &visited);
        if choices.is_empty() {
            let over = PdEvent::FlightOver {
                steps: 0,
                dead_end: true,
            };
            ctx.emit(player, Some(start.spot()), over);
            return;
        }
        self.flight = Some(Flight {
            step: 1,
            first: player,
            actor: player,
            visited,
            choices,
        });
    }

    /// Who chooses the flight's next step, and which step it is.
    pub(super) fn pending(&self) -> Option<(Seat, PdDecision)> {
        self.flight
            .as_ref()
            .map(|f| (f.actor, PdDecision::DragonStep { step: f.step }))
    }

    /// The places the flight's next step may enter.
    pub(super) fn step_moves(&self, _game: &GameState, out: &mut Moves<PrincessAndDragon>) {
        if let Some(f) = &self.flight {
            for p in &f.choices {
                out.push(PdMove::Dragon { to: p.spot() });
            }
        }
    }

    /// Checks a step of the flight into `target` (the core has checked that the flight waits
    /// for it).
    pub(super) fn check_step(&self, game: &GameState, target: Spot) -> Result<(), IllegalMove> {
        let Some(f) = &self.flight else {
            return Err(rule(
                "no-flight",
                Text::new("princess-and-dragon.rule.no-flight"),
            ));
        };
        let to = Place::of_spot(&target);
        if f.choices.contains(&to) {
            return Ok(());
        }
        let board = game.board();
        let at = target.at;
        Err(if f.visited.contains(&to) {
            rule(
                "dragon-place-visited",
                Text::new("princess-and-dragon.rule.dragon-place-visited").at("at", at),
            )
        } else if self
            .fairy
            .is_some_and(|fy| Place::of_tile(board, fy.tile, self.options.per_tile) == to)
        {
            rule(
                "dragon-fairy-place",
                Text::new("princess-and-dragon.rule.dragon-fairy-place").at("at", at),
            )
        } else if !self.options.per_tile && to.corner.is_some() {
            rule(
                "dragon-enters-spaces",
                Text::new("princess-and-dragon.rule.dragon-enters-spaces").at("at", at),
            )
        } else if !to.exists(board) {
            rule(
                "dragon-place-empty",
                Text::new("princess-and-dragon.rule.dragon-place-empty").at("at", at),
            )
        } else {
            rule(
                "dragon-not-neighbour",
                Text::new("princess-and-dragon.rule.dragon-not-neighbour").at("at", at),
            )
        })
    }

    /// Plays a step of the flight to `target`, chosen by `player`.
    pub(super) fn step(&mut self, ctx: &mut Ctx, player: Seat, target: Spot) {
        let Some(mut f) = self.flight.take() else {
            return;
        };
        let to = Place::of_spot(&target);
        self.dragon = Some(to);
        f.visited.push(to);
        let moved = PdEvent::DragonMoved { step: f.step };
        ctx.emit(player, Some(to.spot()), moved);
        self.eat(ctx, to);
        self.refresh_fairy(ctx);
        let flown = f.step;
        if flown < FLIGHT_STEPS {
            f.choices = self.choices(ctx, to, &f.visited);
            if !f.choices.is_empty() {
                f.step += 1;
                f.actor = f.first.after(flown, ctx.game().players());
                self.flight = Some(f);
                return;
            }
        }
        let over = PdEvent::FlightOver {
            steps: flown,
            dead_end: flown < FLIGHT_STEPS,
        };
        ctx.emit(f.first, Some(to.spot()), over);
    }

    /// The dragon enters `place`: every figure on its tiles is eaten.
    fn eat(&mut self, ctx: &mut Ctx, place: Place) {
        let game = ctx.game();
        let board = game.board();
        let tiles: Vec<u16> = match place.corner {
            Some(c) => board.tile_at(place.at, Some(c)).into_iter().collect(),
            None => board.tiles_at(place.at).collect(),
        };
        let eaten: Vec<(Seat, Spot)> = board
            .followers()
            .iter()
            .filter(|f| tiles.contains(&f.tile) && !ctx.is_held(board.feature_of(f)))
            .map(|f| (f.player, game.follower_spot(f)))
            .collect();
        for (owner, spot) in eaten {
            ctx.emit(owner, Some(spot), PdEvent::Eaten);
        }
        ctx.remove_figures_at(place.at, place.corner);
    }
}
