//! Positions set up move by move (scenario files): tiles named freely instead of drawn, a
//! pile given top first, chance outcomes fixed in advance.

use std::sync::Arc;

use super::{GameState, IllegalMove, Phase, Setup, Supply};
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
        self.pile = top_first.iter().rev().copied().collect();
        Ok(())
    }

    /// Scenario mode: `player` places `tile` next. Only between turns of a scenario game.
    ///
    /// # Errors
    /// When the game is not a scenario or a decision is still pending.
    pub fn begin_free_turn(&mut self, player: u8, tile: TileKind) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "tiles can be named",
            });
        }
        if self.phase != Phase::Choose {
            return Err(IllegalMove::WrongPhase {
                attempted: "naming the next tile",
                phase: self.phase.describe(),
            });
        }
        if player >= self.setup.players {
            return Err(IllegalMove::NoSuchPlayer {
                player,
                players: self.setup.players,
            });
        }
        if tile.index() >= self.catalog().len() {
            return Err(IllegalMove::UnknownTile);
        }
        self.active = player;
        self.phase = Phase::Place {
            tile,
            from_hand: false,
        };
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
