//! Scenario files (`halflings-scenario/1`): a position described by explicit moves, without
//! chance (see `docs/scenario-format.md`).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::moves::{figure_move, parse_turn, MoveWire};
use super::record::Outcome;
use super::{tile_kind, WireError};
use crate::geometry::{Location, Rotation, SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{Event, GameState, IllegalMove, Move, Setup};
use crate::tiles::{Catalog, Shape};

/// The format id of scenario files.
pub const SCENARIO_FORMAT: &str = "halflings-scenario/1";

/// The start tile of a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioStart {
    /// Tile id (default `D`).
    #[serde(default = "default_start")]
    pub tile: String,
    /// Rotation in degrees.
    #[serde(default)]
    pub rot: i64,
}

fn default_start() -> String {
    "D".into()
}

/// Who goes on when a scenario's position goes on as a game ([`Scenario::resume`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioNext {
    /// The player whose turn begins (default: the player after the last placement's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// The tile they place (default: none yet: they choose between drawing and a halfling).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<String>,
}

/// A placement in a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioPlacement {
    /// Tile id.
    pub tile: String,
    /// `[x, y]`.
    pub at: [i32; 2],
    /// Rotation (square tiles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rot: Option<i64>,
    /// Corner (triangles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// Follower location (or, with `figure`, where that figure goes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follower: Option<String>,
    /// An expansion's figure placed at `follower` instead of a follower (by its name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figure: Option<String>,
    /// The outcome of the chance this step brings about, as the expansion that draws names it
    /// (a token drawn from a bag, a die rolled); scenarios have no chance of their own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// Who places it (default: the player after the previous placement's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Seat>,
    /// Whether the tile is drawn from the scenario's pile, as in a dealt game (the expansions
    /// may set tiles drawn before it aside): the pile must give it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drawn: bool,
}

/// One step of a scenario: a placement, or any other decision (an expansion's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioStep {
    /// A tile placed by a player.
    Place(ScenarioPlacement),
    /// Any other decision, by the player the game asks (`player` must match if given).
    Decide {
        /// The decision.
        mv: MoveWire,
        /// The player, if named.
        player: Option<Seat>,
        /// The outcome of the chance the decision brings about (see
        /// [`ScenarioPlacement::token`]).
        token: Option<String>,
        /// A tile that the step's player takes first, as a placement step does (for an
        /// expansion's move that places it with a figure elsewhere, or for a free action
        /// before placing): the step then counts as a placement for whose turn comes next.
        tile: Option<String>,
        /// Whether that tile is drawn from the pile (see [`ScenarioPlacement::drawn`]).
        drawn: bool,
    },
}

/// A position described by explicit moves, without chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// The setup: players, rules version, symbols, expansions with their options (the seed
    /// and the deal play no part).
    pub setup: Setup,
    /// The start tile.
    pub start: ScenarioStart,
    /// The pile, top first, by tile id: only what the rules take from it unseen (a tile an
    /// expansion takes) comes from it.
    pub pile: Vec<String>,
    /// The pile expected after the last step, top first (checked by the tests).
    pub expect_pile: Option<Vec<String>>,
    /// The steps.
    pub steps: Vec<ScenarioStep>,
    /// Whether tiles are placed freely: wherever there is room, continuing the landscapes
    /// or not, followers onto occupied features too ([`GameState::set_free_placement`]).
    pub free: bool,
    /// The halflings each player holds, by tile id, when the position goes on as a game.
    pub hands: Vec<Vec<String>>,
    /// Who goes on, with what, when the position goes on as a game.
    pub next: Option<ScenarioNext>,
    /// Whether final scoring runs after the last step.
    pub final_scoring: bool,
    /// Expected final scores per rules version (checked by the tests and `replay --check`).
    pub expect: BTreeMap<RulesVersion, Vec<u32>>,
    /// A free-text description.
    pub description: String,
}

/// The JSON form: the scenario's own keys beside the setup's (`players`, `rules`,
/// `symbols_active`, `expansions`…).
#[derive(Deserialize)]
struct RawScenario {
    format: String,
    #[serde(default)]
    start: Option<ScenarioStart>,
    #[serde(default)]
    pile: Vec<String>,
    #[serde(default)]
    expect_pile: Option<Vec<String>>,
    moves: Vec<serde_json::Value>,
    #[serde(default)]
    free: bool,
    #[serde(default)]
    hands: Vec<Vec<String>>,
    #[serde(default)]
    next: Option<ScenarioNext>,
    #[serde(default)]
    final_scoring: bool,
    #[serde(default)]
    expect: BTreeMap<RulesVersion, Vec<u32>>,
    #[serde(default)]
    description: String,
    #[serde(flatten)]
    setup: Setup,
}

/// Takes `key` out of a move object, parsed as `T`.
fn take_key<T: serde::de::DeserializeOwned>(
    v: &mut serde_json::Value,
    key: &str,
    step: usize,
) -> Result<Option<T>, WireError> {
    match v.as_object_mut().and_then(|o| o.remove(key)) {
        None => Ok(None),
        Some(x) => serde_json::from_value(x)
            .map(Some)
            .map_err(|e| WireError::at(step, format!("{key}: {e}"))),
    }
}

impl Scenario {
    /// Parses a scenario from JSON.
    ///
    /// # Errors
    /// Malformed JSON, a wrong format id or a malformed move (with its index).
    pub fn from_json(text: &str) -> Result<Scenario, WireError> {
        let not_one = |e: String| WireError::whole(format!("not a scenario: {e}"));
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| not_one(e.to_string()))?;
        if value.get("players").is_none() {
            // A scenario names its players: the setup's default of two would hide a mistake.
            return Err(not_one("missing field `players`".into()));
        }
        let raw: RawScenario = serde_json::from_value(value).map_err(|e| not_one(e.to_string()))?;
        if raw.format != SCENARIO_FORMAT {
            return Err(WireError::whole(format!(
                "format is {:?}, expected {SCENARIO_FORMAT:?}",
                raw.format
            )));
        }
        let mut steps = Vec::new();
        for (i, mut v) in raw.moves.into_iter().enumerate() {
            let step = if v.get("do").is_some() {
                let player = take_key::<Seat>(&mut v, "player", i)?;
                let token = take_key::<String>(&mut v, "token", i)?;
                let tile = take_key::<String>(&mut v, "tile", i)?;
                let drawn = take_key::<bool>(&mut v, "drawn", i)?.unwrap_or(false);
                if drawn && tile.is_none() {
                    return Err(WireError::at(i, "\"drawn\" needs the \"tile\" drawn"));
                }
                ScenarioStep::Decide {
                    mv: MoveWire::from_value(v).map_err(|e| WireError::at(i, e))?,
                    player,
                    token,
                    tile,
                    drawn,
                }
            } else {
                ScenarioStep::Place(serde_json::from_value(v).map_err(|e| WireError::at(i, e))?)
            };
            steps.push(step);
        }
        Ok(Scenario {
            setup: raw.setup,
            start: raw.start.unwrap_or(ScenarioStart {
                tile: default_start(),
                rot: 0,
            }),
            pile: raw.pile,
            expect_pile: raw.expect_pile,
            steps,
            free: raw.free,
            hands: raw.hands,
            next: raw.next,
            final_scoring: raw.final_scoring,
            expect: raw.expect,
            description: raw.description,
        })
    }

    /// The scenario's own rules version.
    pub fn rules(&self) -> RulesVersion {
        self.setup.rules
    }

    /// Plays the scenario (under `rules` instead of its own version, if given).
    ///
    /// # Errors
    /// The first step that is malformed or breaks a rule, with its index.
    pub fn run(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
    ) -> Result<Outcome, WireError> {
        let (mut state, mut events) = self.prepare(catalog, rules, self.steps.len())?;
        if self.final_scoring {
            events.extend(state.finish());
        }
        let scores = state.scores();
        Ok(Outcome {
            events,
            scores,
            state,
        })
    }

    /// Plays the first `steps` steps without final scoring; gives the state and events.
    ///
    /// # Errors
    /// As [`Scenario::run`].
    pub fn prepare(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
        steps: usize,
    ) -> Result<(GameState, Vec<Event>), WireError> {
        let setup = Setup {
            rules: rules.unwrap_or(self.setup.rules),
            ..self.setup.clone()
        };
        let start = tile_kind(&catalog, &self.start.tile).map_err(WireError::whole)?;
        let rot = Rotation::from_degrees(self.start.rot).ok_or_else(|| {
            WireError::whole(format!(
                "start rot {} is not 0, 90, 180 or 270",
                self.start.rot
            ))
        })?;
        let mut state = GameState::scenario(Arc::clone(&catalog), &setup, start, Turn::Square(rot))
            .map_err(WireError::whole)?;
        let pile = self
            .pile
            .iter()
            .map(|id| tile_kind(&catalog, id))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| WireError::whole(format!("pile: {e}")))?;
        state.set_scenario_pile(&pile).map_err(WireError::whole)?;
        state
            .set_free_placement(self.free)
            .map_err(WireError::whole)?;
        let mut events = Vec::new();
        let mut last_placer: Option<Seat> = None;
        for (i, step) in self.steps.iter().take(steps).enumerate() {
            match step {
                ScenarioStep::Place(p) => {
                    let player = p
                        .player
                        .unwrap_or_else(|| placer_after(&state, last_placer));
                    let mut trial = state.clone();
                    let mv = self.placement_move(&catalog, p, i)?;
                    let kind = tile_kind(&catalog, &p.tile).map_err(|e| WireError::at(i, e))?;
                    trial
                        .take_free_turn(player, kind, p.drawn, &mut events)
                        .map_err(|e| WireError::illegal(i, e))?;
                    if let Some(token) = &p.token {
                        trial
                            .script_chance(token)
                            .map_err(|e| WireError::illegal(i, e))?;
                    }
                    trial
                        .play_into(player, &mv, &mut events)
                        .map_err(|e| WireError::illegal(i, e))?;
                    state = trial;
                    last_placer = Some(player);
                }
                ScenarioStep::Decide {
                    mv,
                    player,
                    token,
                    tile,
                    drawn,
                } => {
                    let mut trial = state.clone();
                    if let Some(tile) = tile {
                        let placer = player.unwrap_or_else(|| placer_after(&state, last_placer));
                        let kind = tile_kind(&catalog, tile).map_err(|e| WireError::at(i, e))?;
                        trial
                            .take_free_turn(placer, kind, *drawn, &mut events)
                            .map_err(|e| WireError::illegal(i, e))?;
                        last_placer = Some(placer);
                    }
                    let to_move = trial
                        .to_move()
                        .ok_or_else(|| WireError::illegal(i, IllegalMove::GameOver))?;
                    let player = player.unwrap_or(to_move);
                    let mv = mv.to_move(&catalog).map_err(|e| WireError::at(i, e))?;
                    if let Some(token) = token {
                        trial
                            .script_chance(token)
                            .map_err(|e| WireError::illegal(i, e))?;
                    }
                    trial
                        .play_into(player, &mv, &mut events)
                        .map_err(|e| WireError::illegal(i, e))?;
                    state = trial;
                }
            }
        }
        Ok((state, events))
    }

    /// The game going on from the position after the first `steps` steps, under `rules`
    /// instead of the scenario's own version if given ([`GameState::resume`]): the
    /// scenario's hands, the rest of its pile, and its `next` player's turn (by default the
    /// player after the last placement's), with its `next` tile if it names one.
    ///
    /// # Errors
    /// As [`Scenario::prepare`], an unknown tile id, or what [`GameState::resume`] refuses.
    pub fn resume(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
        steps: usize,
    ) -> Result<GameState, WireError> {
        let (mut state, _) = self.prepare(Arc::clone(&catalog), rules, steps)?;
        let kind = |id: &String| tile_kind(&catalog, id);
        let hands = self
            .hands
            .iter()
            .map(|hand| hand.iter().map(kind).collect::<Result<Vec<_>, _>>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| WireError::whole(format!("hands: {e}")))?;
        let next = self.next.clone().unwrap_or_default();
        let player = next
            .player
            .unwrap_or_else(|| self.next_placer(&state, steps));
        let tile = next
            .tile
            .as_ref()
            .map(kind)
            .transpose()
            .map_err(|e| WireError::whole(format!("next: {e}")))?;
        state.resume(&hands, player, tile).map_err(|e| WireError {
            step: None,
            problem: e.to_string(),
            rule: Some(e.rule()),
        })?;
        Ok(state)
    }

    /// The move a placement step makes.
    fn placement_move(
        &self,
        catalog: &Catalog,
        p: &ScenarioPlacement,
        i: usize,
    ) -> Result<Move, WireError> {
        let kind = tile_kind(catalog, &p.tile).map_err(|e| WireError::at(i, e))?;
        let turn = parse_turn(p.rot, p.corner.as_deref()).map_err(|e| WireError::at(i, e))?;
        match (catalog.def(kind).shape, turn) {
            (Shape::Square, Turn::Triangle(_)) => {
                return Err(WireError::at(
                    i,
                    format!("{} is a square tile: give \"rot\", not \"corner\"", p.tile),
                ))
            }
            (Shape::Triangle, Turn::Square(_)) => {
                return Err(WireError::at(
                    i,
                    format!("{} is a triangle: give \"corner\", not \"rot\"", p.tile),
                ))
            }
            _ => {}
        }
        let follower = p
            .follower
            .as_deref()
            .map(str::parse::<Location>)
            .transpose()
            .map_err(|e| WireError::at(i, e))?;
        let at = SpacePos::new(p.at[0], p.at[1]);
        match (&p.figure, follower) {
            (None, follower) => Ok(Move::Place { at, turn, follower }),
            (Some(figure), Some(location)) => Ok(Move::Expansion(
                figure_move(figure, at, turn, location).map_err(|e| WireError::at(i, e))?,
            )),
            (Some(figure), None) => Err(WireError::at(
                i,
                format!("the {figure} needs a location in \"follower\""),
            )),
        }
    }

    /// The player who would place the next tile after the first `steps` steps, which left
    /// `state` ([`Scenario::prepare`]): the player after the last placement's, or the same
    /// player when an expansion granted them another turn.
    pub fn next_placer(&self, state: &GameState, steps: usize) -> Seat {
        let placed = self.steps.iter().take(steps).any(|s| {
            matches!(
                s,
                ScenarioStep::Place(_) | ScenarioStep::Decide { tile: Some(_), .. }
            )
        });
        // A scenario's turn is taken by the player it names: the last placer is the active one.
        placer_after(state, placed.then(|| state.active()))
    }
}

/// Who places a scenario's next tile when the step names nobody: the player who took the last
/// turn again when an expansion granted them another, else the player after the last placement's
/// (player 0 first).
fn placer_after(state: &GameState, last: Option<Seat>) -> Seat {
    match last {
        _ if state.another_turn().is_some() => state.active(),
        None => Seat::FIRST,
        Some(l) => l.next(state.players()),
    }
}
