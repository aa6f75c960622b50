//! Positions set up move by move (scenario files): tiles named freely instead of drawn, a
//! pile given top first, chance outcomes fixed in advance.

use std::sync::Arc;

use super::{Event, GameState, IllegalMove, Phase, Setup, Supply};
use crate::expansion::{AnotherTurn, Hooks};
use crate::geometry::{SpacePos, Turn};
use crate::tiles::{Catalog, Shape, TileKind};

impl GameState {
    /// A game in scenario mode: tiles are named move by move, no pile, no hands. The start
    /// tile `start` lies on (0,0) as `turn`.
    ///
    /// # Errors
    /// [`IllegalMove::Setup`] for a bad setup, [`IllegalMove::StartNotSquare`].
    pub fn scenario(
        catalog: Arc<Catalog>,
        setup: &Setup,
        start: TileKind,
        turn: Turn,
    ) -> Result<GameState, IllegalMove> {
        let mut state = GameState::empty(catalog, setup, Supply::Free)?;
        if state.board.catalog().def(start).shape != Shape::Square
            || matches!(turn, Turn::Triangle(_))
        {
            return Err(IllegalMove::StartNotSquare);
        }
        state.board.place_first(start, SpacePos::new(0, 0), turn);
        let mut events = Vec::new();
        state.run_all(&mut events, |m, ctx| m.setup(ctx));
        state.phase = Phase::Choose;
        Ok(state)
    }

    /// Scenario mode: the pile, top first. Tiles are still named move by move; the pile only
    /// feeds what the rules take from it unseen (a tile an expansion takes).
    ///
    /// # Errors
    /// Outside scenario mode.
    pub fn set_scenario_pile(&mut self, top_first: &[TileKind]) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "a pile can be given",
            });
        }
        self.replace_pile(top_first);
        Ok(())
    }

    /// Scenario mode: `player` places `tile` next. Only between turns of a scenario game. The
    /// expansions' turn-start hooks run (see [`GameState::begin_free_turn_into`]).
    ///
    /// # Errors
    /// When the game is not a scenario or a decision is still pending.
    pub fn begin_free_turn(&mut self, player: u8, tile: TileKind) -> Result<(), IllegalMove> {
        self.begin_free_turn_into(player, tile, &mut Vec::new())
    }

    /// Scenario mode: `player`'s turn starts — the expansions' turn-start hooks run, their
    /// events appended to `events` — and they place `tile` next. Only between turns of a
    /// scenario game.
    ///
    /// # Errors
    /// When the game is not a scenario or a decision is still pending, and
    /// [`IllegalMove::RegularTileTurn`] for a halfling in an extra turn that takes a regular
    /// tile; the game is then unchanged.
    pub fn begin_free_turn_into(
        &mut self,
        player: u8,
        tile: TileKind,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check_free_turn(player, "naming the next tile")?;
        if tile.index() >= self.catalog().len() {
            return Err(IllegalMove::UnknownTile);
        }
        let def = self.catalog().def(tile);
        if self.again == Some(AnotherTurn::RegularTile) && def.shape == Shape::Triangle {
            return Err(IllegalMove::RegularTileTurn {
                tile: def.id.clone(),
            });
        }
        self.active = player;
        self.run_hook(Hooks::TURN_START, events, |m, ctx| m.turn_start(ctx));
        self.phase = Phase::Place {
            tile,
            from_hand: false,
        };
        Ok(())
    }

    /// Scenario mode: `player`'s turn starts as [`GameState::begin_free_turn_into`] says, and
    /// they draw from the scenario's pile as in a dealt game: the expansions may set drawn
    /// tiles aside (the player draws again), a tile that fits nowhere is discarded. The tile
    /// drawn must be `tile`.
    ///
    /// # Errors
    /// As [`GameState::begin_free_turn_into`], and [`IllegalMove::DrawnNotNamed`] when the
    /// pile gives another tile or none; the game is then unchanged.
    pub fn draw_free_turn_into(
        &mut self,
        player: u8,
        tile: TileKind,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check_free_turn(player, "drawing the next tile")?;
        let mut trial = self.clone();
        let mut more = Vec::new();
        trial.active = player;
        trial.run_hook(Hooks::TURN_START, &mut more, |m, ctx| m.turn_start(ctx));
        trial.draw(&mut more);
        match trial.phase {
            Phase::Place { tile: drawn, .. } if drawn == tile => {
                *self = trial;
                events.append(&mut more);
                Ok(())
            }
            phase => {
                let id = |k: TileKind| self.catalog().def(k).id.clone();
                Err(IllegalMove::DrawnNotNamed {
                    named: id(tile),
                    drawn: match phase {
                        Phase::Place { tile, .. } => Some(id(tile)),
                        _ => None,
                    },
                })
            }
        }
    }

    /// Scenario mode: `player`'s turn starts with `tile`, drawn from the pile when `drawn`
    /// ([`GameState::draw_free_turn_into`]) or named ([`GameState::begin_free_turn_into`]).
    ///
    /// # Errors
    /// As those two.
    pub fn take_free_turn(
        &mut self,
        player: u8,
        tile: TileKind,
        drawn: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        if drawn {
            self.draw_free_turn_into(player, tile, events)
        } else {
            self.begin_free_turn_into(player, tile, events)
        }
    }

    /// Whether `player` may begin a turn of a scenario now.
    fn check_free_turn(&self, player: u8, attempted: &'static str) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "tiles can be named",
            });
        }
        if self.phase != Phase::Choose {
            return Err(IllegalMove::WrongPhase {
                attempted,
                phase: self.phase.describe(),
            });
        }
        if player >= self.setup.players {
            return Err(IllegalMove::NoSuchPlayer {
                player,
                players: self.setup.players,
            });
        }
        Ok(())
    }

    /// Scenario mode: fixes the outcome of an expansion's next chance event, as that expansion
    /// names it (a token drawn from a bag, a die rolled).
    ///
    /// # Errors
    /// Outside scenario mode, or when no enabled expansion knows the outcome.
    pub fn script_chance(&mut self, outcome: &str) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "chance can be scripted",
            });
        }
        let refused = |reason: String| IllegalMove::ChanceRefused {
            outcome: outcome.to_string(),
            reason,
        };
        self.expansions
            .modules
            .iter_mut()
            .find_map(|e| e.script_chance(outcome))
            .unwrap_or_else(|| Err("no expansion in this game draws it".into()))
            .map_err(refused)
    }
}
