//! Positions set up move by move (scenario files): tiles named freely instead of drawn, a
//! pile given top first, chance outcomes fixed in advance.

use std::sync::Arc;

use super::{Event, GameState, IllegalMove, Phase, Setup, Supply};
use crate::expansion::{AnotherTurn, Hooks};
use crate::geometry::{SpacePos, Turn};
use crate::seat::Seat;
use crate::tiles::{Catalog, KindSet, Shape, TileKind};

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
                what: "scenario.pile",
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
    pub fn begin_free_turn(&mut self, player: Seat, tile: TileKind) -> Result<(), IllegalMove> {
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
        player: Seat,
        tile: TileKind,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check_free_turn(player, "attempt.name-tile")?;
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
        player: Seat,
        tile: TileKind,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check_free_turn(player, "attempt.draw-tile")?;
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
        player: Seat,
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
    fn check_free_turn(&self, player: Seat, attempted: &'static str) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "scenario.name-tile",
            });
        }
        if self.phase != Phase::Choose {
            return Err(IllegalMove::WrongPhase {
                attempted,
                phase: self.phase.describe(),
            });
        }
        if !player.is_in(self.setup.players) {
            return Err(IllegalMove::NoSuchPlayer {
                player,
                players: self.setup.players,
            });
        }
        Ok(())
    }

    /// Scenario mode: whether tiles are placed freely from now on (`halflings-scenario/1`'s
    /// `"free"`): wherever there is room ([`Board::check_room`]), continuing the landscapes
    /// they touch or not — a feature joins only the same kind of feature across a border — and
    /// followers onto occupied features too. Every other rule holds: the follower supply, the
    /// expansions' own checks, scoring.
    ///
    /// # Errors
    /// Outside scenario mode.
    ///
    /// [`Board::check_room`]: crate::Board::check_room
    pub fn set_free_placement(&mut self, free: bool) -> Result<(), IllegalMove> {
        if self.dealt() {
            return Err(IllegalMove::ScenarioOnly {
                what: "tiles can be placed freely",
            });
        }
        self.free = free;
        Ok(())
    }

    /// Whether tiles are placed freely ([`GameState::set_free_placement`]).
    pub fn places_freely(&self) -> bool {
        self.free
    }

    /// Scenario mode: the game goes on from this position as a dealt game under the rules —
    /// the scenario's pile ([`GameState::set_scenario_pile`], less what the rules took from
    /// it) is drawn from, each player holds their `hands` (halflings; missing hands are
    /// empty), and `player`'s turn begins: they place `tile` if one is given, else they
    /// choose between drawing and a halfling as in any turn. Placements are checked again
    /// from here. What the players may know is as in a dealt game: the pile's contents, not
    /// its order; their own hand, the sizes of the others.
    ///
    /// # Errors
    /// Outside scenario mode or while a decision is pending, [`IllegalMove::NoSuchPlayer`],
    /// [`IllegalMove::UnknownTile`], [`IllegalMove::NotHalfling`] (a square tile in a hand),
    /// [`IllegalMove::HalflingTwice`] (in two hands, or in a hand and on the board),
    /// [`IllegalMove::NotInPile`] (a triangle in the pile), [`IllegalMove::Unplaceable`] (the
    /// tile to place fits nowhere); the game is then unchanged.
    pub fn resume(
        &mut self,
        hands: &[Vec<TileKind>],
        player: Seat,
        tile: Option<TileKind>,
    ) -> Result<(), IllegalMove> {
        self.check_free_turn(player, "going on as a game")?;
        let cat = Arc::clone(self.catalog());
        let known = |k: TileKind| {
            if k.index() < cat.len() {
                Ok(cat.def(k))
            } else {
                Err(IllegalMove::UnknownTile)
            }
        };
        if hands.len() > usize::from(self.setup.players) {
            return Err(IllegalMove::NoSuchPlayer {
                player: Seat::new(hands.len() as u8 - 1),
                players: self.setup.players,
            });
        }
        // The halflings on the board and in hands.
        let mut held: KindSet = self
            .board
            .tiles()
            .iter()
            .filter(|t| cat.def(t.kind).shape == Shape::Triangle)
            .map(|t| t.kind)
            .collect();
        let mut new_hands = vec![KindSet::EMPTY; hands.len()];
        for (hand, set) in hands.iter().zip(&mut new_hands) {
            for &k in hand {
                let def = known(k)?;
                if def.shape != Shape::Triangle {
                    return Err(IllegalMove::NotHalfling {
                        tile: def.id.clone(),
                    });
                }
                if held.has(k) {
                    return Err(IllegalMove::HalflingTwice {
                        tile: def.id.clone(),
                    });
                }
                held.insert(k);
                set.insert(k);
            }
        }
        for &k in &self.pile {
            let def = known(k)?;
            if def.shape != Shape::Square {
                return Err(IllegalMove::NotInPile {
                    tile: def.id.clone(),
                });
            }
        }
        if let Some(k) = tile {
            known(k)?;
        }
        let mut next = self.clone();
        next.supply = Supply::Dealt;
        next.free = false;
        for ((_, p), set) in next.players.iter_mut().zip(&new_hands) {
            p.hand = *set;
        }
        next.in_play = held;
        next.active = player;
        match tile {
            Some(k) => {
                if !next.can_place_anywhere(k) {
                    return Err(IllegalMove::Unplaceable {
                        tile: cat.def(k).id.clone(),
                    });
                }
                next.phase = Phase::Place {
                    tile: k,
                    from_hand: false,
                };
            }
            None => next.start_turn(&mut Vec::new()),
        }
        *self = next;
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
                what: "scenario.chance",
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
