//! JSON formats: moves on the wire, game records and scenario files.
//!
//! * A **move** is an object tagged by `"do"`: `{"do": "draw"}`, `{"do": "play", "tile":
//!   "H1-05"}`, `{"do": "place", "at": [1, 0], "rot": 90, "follower": "N"}` (a triangle takes
//!   `"corner": "NW"` instead of `"rot"`), `{"do": "pick", "tile": "H2-03"}`,
//!   `{"do": "crop-circle", "kind": "farmer", "action": "A"}`, `{"do": "crop-add", "at": [0, 1],
//!   "location": "N.w"}`, `{"do": "crop-return", …}`, `{"do": "crop-pass"}`.
//! * A **game record** (`halflings-record/1`) is a setup (with its seed) and every decision; it
//!   replays bit-exactly.
//! * A **scenario** (`halflings-scenario/1`) describes a position by explicit moves, without
//!   chance: see `docs/scenario-format.md`.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::expansion::ExpansionMove;
use crate::game::{Event, GameState, IllegalMove, Move, Setup, Spot};
use crate::geometry::{Corner, Location, Rotation, SpacePos, Turn};
use crate::rules::{CropAction, FollowerKind, HillTieBreak, RulesVersion};
use crate::scoring::ScoreEvent;
use crate::tiles::{Catalog, Shape, TileKind};

/// The format id of game records.
pub const RECORD_FORMAT: &str = "halflings-record/1";
/// The format id of scenario files.
pub const SCENARIO_FORMAT: &str = "halflings-scenario/1";

/// A problem with a record or scenario: where (move index, if any) and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", step.map(|i| format!("move {}: ", i + 1)).unwrap_or_default())]
pub struct WireError {
    /// The 0-based index of the move at fault.
    pub step: Option<usize>,
    /// What is wrong.
    pub problem: String,
}

impl WireError {
    fn at(step: usize, problem: impl ToString) -> WireError {
        WireError {
            step: Some(step),
            problem: problem.to_string(),
        }
    }

    fn whole(problem: impl ToString) -> WireError {
        WireError {
            step: None,
            problem: problem.to_string(),
        }
    }
}

/// A move as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case", deny_unknown_fields)]
pub enum MoveWire {
    /// Draft pick.
    Pick {
        /// Tile id.
        tile: String,
    },
    /// Draw a regular tile.
    Draw {},
    /// Play a halfling from hand.
    Play {
        /// Tile id.
        tile: String,
    },
    /// Place the current tile.
    Place {
        /// `[x, y]`.
        at: [i32; 2],
        /// Rotation in degrees (square tiles).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rot: Option<i64>,
        /// Corner (triangles).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        corner: Option<String>,
        /// Follower location (or, with `figure`, where that figure goes).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        follower: Option<String>,
        /// An expansion's figure placed at `follower` instead of a follower (`"shepherd"`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<String>,
    },
    /// A decision an expansion asks for (`"grow"` or `"stable"` for a flock).
    Decide {
        /// The choice.
        choice: String,
    },
    /// Name the crop circle's kind and action.
    CropCircle {
        /// Knight, highwayman or farmer.
        kind: FollowerKind,
        /// A or B.
        action: CropAction,
    },
    /// Crop circle A: add a follower beside yours.
    CropAdd {
        /// `[x, y]`.
        at: [i32; 2],
        /// The triangle's corner, if the tile is a triangle.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        corner: Option<String>,
        /// The location of your follower there.
        location: String,
    },
    /// Crop circle A: add nothing.
    CropPass {},
    /// Crop circle B: return this follower.
    CropReturn {
        /// `[x, y]`.
        at: [i32; 2],
        /// The triangle's corner, if the tile is a triangle.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        corner: Option<String>,
        /// The follower's location.
        location: String,
    },
}

fn tile_kind(cat: &Catalog, id: &str) -> Result<TileKind, String> {
    cat.kind(id)
        .ok_or_else(|| format!("unknown tile id {id:?}"))
}

/// Parses `rot` / `corner` into a turn.
pub fn parse_turn(rot: Option<i64>, corner: Option<&str>) -> Result<Turn, String> {
    match (rot, corner) {
        (Some(r), None) => Rotation::from_degrees(r)
            .map(Turn::Square)
            .ok_or_else(|| format!("rot {r} is not 0, 90, 180 or 270")),
        (None, Some(c)) => c.parse().map(Turn::Triangle),
        (None, None) => Err("give \"rot\" for a square tile or \"corner\" for a triangle".into()),
        (Some(_), Some(_)) => Err("give either \"rot\" or \"corner\", not both".into()),
    }
}

fn parse_spot(at: [i32; 2], corner: &Option<String>, location: &str) -> Result<Spot, String> {
    let corner = corner.as_deref().map(str::parse::<Corner>).transpose()?;
    Ok(Spot {
        at: SpacePos::new(at[0], at[1]),
        corner,
        location: location.parse()?,
    })
}

impl MoveWire {
    /// The engine move this names.
    ///
    /// # Errors
    /// An unknown tile id, corner, rotation or location.
    pub fn to_move(&self, cat: &Catalog) -> Result<Move, String> {
        Ok(match self {
            MoveWire::Pick { tile } => Move::Pick {
                tile: tile_kind(cat, tile)?,
            },
            MoveWire::Draw {} => Move::Draw,
            MoveWire::Play { tile } => Move::Play {
                tile: tile_kind(cat, tile)?,
            },
            MoveWire::Place {
                at,
                rot,
                corner,
                follower,
                figure,
            } => {
                let at = SpacePos::new(at[0], at[1]);
                let turn = parse_turn(*rot, corner.as_deref())?;
                let location = follower.as_deref().map(str::parse).transpose()?;
                match (figure, location) {
                    (None, follower) => Move::Place { at, turn, follower },
                    (Some(figure), Some(location)) => {
                        Move::Expansion(ExpansionMove::with_figure(figure, at, turn, location)?)
                    }
                    (Some(figure), None) => {
                        return Err(format!("the {figure} needs a location in \"follower\""))
                    }
                }
            }
            MoveWire::Decide { choice } => Move::Expansion(ExpansionMove::from_choice(choice)?),
            MoveWire::CropCircle { kind, action } => Move::Expansion(ExpansionMove::CropCircle {
                kind: *kind,
                action: *action,
            }),
            MoveWire::CropAdd {
                at,
                corner,
                location,
            } => Move::Expansion(ExpansionMove::CropAdd(parse_spot(*at, corner, location)?)),
            MoveWire::CropPass {} => Move::Expansion(ExpansionMove::CropPass),
            MoveWire::CropReturn {
                at,
                corner,
                location,
            } => Move::Expansion(ExpansionMove::CropReturn(parse_spot(
                *at, corner, location,
            )?)),
        })
    }

    /// The JSON form of `mv`.
    pub fn from_move(mv: &Move, cat: &Catalog) -> MoveWire {
        let id = |k: TileKind| cat.def(k).id.clone();
        let spot = |s: &Spot| {
            (
                [s.at.x, s.at.y],
                s.corner.map(|c| c.name().to_string()),
                s.location.to_string(),
            )
        };
        match mv {
            Move::Pick { tile } => MoveWire::Pick { tile: id(*tile) },
            Move::Draw => MoveWire::Draw {},
            Move::Play { tile } => MoveWire::Play { tile: id(*tile) },
            Move::Place { at, turn, follower } => {
                let (rot, corner) = turn_fields(*turn);
                MoveWire::Place {
                    at: [at.x, at.y],
                    rot,
                    corner,
                    follower: follower.map(|l| l.to_string()),
                    figure: None,
                }
            }
            Move::Expansion(ExpansionMove::CropCircle { kind, action }) => MoveWire::CropCircle {
                kind: *kind,
                action: *action,
            },
            Move::Expansion(ExpansionMove::CropAdd(s)) => {
                let (at, corner, location) = spot(s);
                MoveWire::CropAdd {
                    at,
                    corner,
                    location,
                }
            }
            Move::Expansion(ExpansionMove::CropPass) => MoveWire::CropPass {},
            Move::Expansion(ExpansionMove::CropReturn(s)) => {
                let (at, corner, location) = spot(s);
                MoveWire::CropReturn {
                    at,
                    corner,
                    location,
                }
            }
            Move::Expansion(em) => match (em.placement(), em.figure(), em.choice()) {
                (Some((at, turn)), Some((figure, location)), _) => {
                    let (rot, corner) = turn_fields(turn);
                    MoveWire::Place {
                        at: [at.x, at.y],
                        rot,
                        corner,
                        follower: Some(location.to_string()),
                        figure: Some(figure.to_string()),
                    }
                }
                (_, _, choice) => MoveWire::Decide {
                    choice: choice.unwrap_or("?").to_string(),
                },
            },
        }
    }
}

fn turn_fields(turn: Turn) -> (Option<i64>, Option<String>) {
    match turn {
        Turn::Square(r) => (Some(r.degrees() as i64), None),
        Turn::Triangle(c) => (None, Some(c.name().to_string())),
    }
}

/// A complete game record: setup, seed and every decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Always [`RECORD_FORMAT`].
    pub format: String,
    /// The setup, seed included.
    pub setup: Setup,
    /// Every decision, in order.
    pub moves: Vec<MoveWire>,
}

/// What replaying a record or scenario gave.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Every event, in order.
    pub events: Vec<Event>,
    /// Final scores per seat.
    pub scores: Vec<u32>,
    /// The state after the last move (and final scoring, if any).
    pub state: GameState,
}

impl Outcome {
    /// The score events.
    pub fn score_events(&self) -> impl Iterator<Item = &ScoreEvent> {
        self.events.iter().filter_map(|e| {
            if let Event::Score(s) = e {
                Some(s)
            } else {
                None
            }
        })
    }
}

impl GameRecord {
    /// A record of a game started from `setup` with no moves yet.
    pub fn new(setup: Setup) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT.into(),
            setup,
            moves: Vec::new(),
        }
    }

    /// Parses a record from JSON.
    ///
    /// # Errors
    /// Malformed JSON or a wrong format id.
    pub fn from_json(text: &str) -> Result<GameRecord, WireError> {
        let r: GameRecord = serde_json::from_str(text)
            .map_err(|e| WireError::whole(format!("not a game record: {e}")))?;
        if r.format != RECORD_FORMAT {
            return Err(WireError::whole(format!(
                "format is {:?}, expected {RECORD_FORMAT:?}",
                r.format
            )));
        }
        Ok(r)
    }

    /// Replays every move, each by the player to move. With `rules`, the game is scored under
    /// that version instead, keeping the record's hand size and symbols setting.
    ///
    /// # Errors
    /// The first move that does not parse or is illegal.
    pub fn replay(
        &self,
        catalog: Arc<Catalog>,
        rules: Option<RulesVersion>,
    ) -> Result<Outcome, WireError> {
        let mut setup = self.setup.clone();
        if let Some(v) = rules {
            // Rescoring under another version keeps the deal: the hand size and the symbols
            // setting stay those of the record's own version, or the moves would not fit.
            let own = setup.rules;
            setup.halflings.get_or_insert(own.default_halflings());
            setup
                .symbols_active
                .get_or_insert(own.default_symbols_active());
            setup.rules = v;
        }
        let mut state = GameState::new(Arc::clone(&catalog), &setup).map_err(WireError::whole)?;
        let mut events = Vec::new();
        for (i, m) in self.moves.iter().enumerate() {
            let mv = m.to_move(&catalog).map_err(|e| WireError::at(i, e))?;
            let player = state
                .to_move()
                .ok_or_else(|| WireError::at(i, IllegalMove::GameOver))?;
            state
                .play_into(player, &mv, &mut events)
                .map_err(|e| WireError::at(i, e))?;
        }
        let scores = state.scores();
        Ok(Outcome {
            events,
            scores,
            state,
        })
    }
}

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
    /// An expansion's figure placed at `follower` instead of a follower (`"shepherd"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figure: Option<String>,
    /// The outcome of the chance this step brings about (a token drawn from the sheep bag:
    /// `"wolf"` or `"1"`…`"4"` sheep); scenarios have no chance of their own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// Who places it (default: the player after the previous placement's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<u8>,
}

/// One step of a scenario: a placement, or a decision such as a crop-circle choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioStep {
    /// A tile placed by a player.
    Place(ScenarioPlacement),
    /// Any other decision, by the player the game asks (`player` must match if given).
    Decide {
        /// The decision.
        mv: MoveWire,
        /// The player, if named.
        player: Option<u8>,
        /// The outcome of the chance the decision brings about (see
        /// [`ScenarioPlacement::token`]).
        token: Option<String>,
    },
}

/// A position described by explicit moves, without chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// Rules version.
    pub rules: RulesVersion,
    /// Number of players.
    pub players: u8,
    /// The start tile.
    pub start: ScenarioStart,
    /// Whether symbols act (default by version).
    pub symbols_active: Option<bool>,
    /// How hills break ties.
    pub hill_tie_break: HillTieBreak,
    /// Expansions played with.
    pub expansions: Vec<String>,
    /// The pile, top first, by tile id: only what the rules take from it unseen (a hill's
    /// buried tile) comes from it.
    pub pile: Vec<String>,
    /// The pile expected after the last step, top first (checked by the tests).
    pub expect_pile: Option<Vec<String>>,
    /// The steps.
    pub steps: Vec<ScenarioStep>,
    /// Whether final scoring runs after the last step.
    pub final_scoring: bool,
    /// Expected final scores per rules version (checked by the tests and `replay --check`).
    pub expect: BTreeMap<RulesVersion, Vec<u32>>,
    /// A free-text description.
    pub description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    format: String,
    #[serde(default)]
    rules: RulesVersion,
    players: u8,
    #[serde(default)]
    start: Option<ScenarioStart>,
    #[serde(default)]
    symbols_active: Option<bool>,
    #[serde(default)]
    hill_tie_break: HillTieBreak,
    #[serde(default)]
    expansions: Vec<String>,
    #[serde(default)]
    pile: Vec<String>,
    #[serde(default)]
    expect_pile: Option<Vec<String>>,
    moves: Vec<serde_json::Value>,
    #[serde(default)]
    final_scoring: bool,
    #[serde(default)]
    expect: BTreeMap<RulesVersion, Vec<u32>>,
    #[serde(default)]
    description: String,
}

impl Scenario {
    /// Parses a scenario from JSON.
    ///
    /// # Errors
    /// Malformed JSON, a wrong format id or a malformed move (with its index).
    pub fn from_json(text: &str) -> Result<Scenario, WireError> {
        let raw: RawScenario = serde_json::from_str(text)
            .map_err(|e| WireError::whole(format!("not a scenario: {e}")))?;
        if raw.format != SCENARIO_FORMAT {
            return Err(WireError::whole(format!(
                "format is {:?}, expected {SCENARIO_FORMAT:?}",
                raw.format
            )));
        }
        let mut steps = Vec::new();
        for (i, v) in raw.moves.into_iter().enumerate() {
            let step = if v.get("do").is_some() {
                let mut v = v;
                let player = match v.as_object_mut().and_then(|o| o.remove("player")) {
                    None => None,
                    Some(p) => Some(
                        serde_json::from_value::<u8>(p)
                            .map_err(|e| WireError::at(i, format!("player: {e}")))?,
                    ),
                };
                let token = match v.as_object_mut().and_then(|o| o.remove("token")) {
                    None => None,
                    Some(t) => Some(
                        serde_json::from_value::<String>(t)
                            .map_err(|e| WireError::at(i, format!("token: {e}")))?,
                    ),
                };
                ScenarioStep::Decide {
                    mv: serde_json::from_value(v).map_err(|e| WireError::at(i, e))?,
                    player,
                    token,
                }
            } else {
                ScenarioStep::Place(serde_json::from_value(v).map_err(|e| WireError::at(i, e))?)
            };
            steps.push(step);
        }
        Ok(Scenario {
            rules: raw.rules,
            players: raw.players,
            start: raw.start.unwrap_or(ScenarioStart {
                tile: default_start(),
                rot: 0,
            }),
            symbols_active: raw.symbols_active,
            hill_tie_break: raw.hill_tie_break,
            expansions: raw.expansions,
            pile: raw.pile,
            expect_pile: raw.expect_pile,
            steps,
            final_scoring: raw.final_scoring,
            expect: raw.expect,
            description: raw.description,
        })
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
        let mut state = self.prepare(catalog, rules, self.steps.len())?;
        let mut events = std::mem::take(&mut state.1);
        if self.final_scoring {
            events.extend(state.0.finish());
        }
        let scores = state.0.scores();
        Ok(Outcome {
            events,
            scores,
            state: state.0,
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
            players: self.players,
            rules: rules.unwrap_or(self.rules),
            symbols_active: self.symbols_active,
            hill_tie_break: self.hill_tie_break,
            expansions: self.expansions.clone(),
            ..Setup::default()
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
        let mut events = Vec::new();
        let mut last_placer: Option<u8> = None;
        for (i, step) in self.steps.iter().take(steps).enumerate() {
            match step {
                ScenarioStep::Place(p) => {
                    let player = p.player.unwrap_or(match last_placer {
                        None => 0,
                        Some(l) => (l + 1) % self.players,
                    });
                    let kind = tile_kind(&catalog, &p.tile).map_err(|e| WireError::at(i, e))?;
                    let turn =
                        parse_turn(p.rot, p.corner.as_deref()).map_err(|e| WireError::at(i, e))?;
                    match (catalog.def(kind).shape, turn) {
                        (Shape::Square, Turn::Triangle(_)) => {
                            return Err(WireError::at(
                                i,
                                format!(
                                    "{} is a square tile: give \"rot\", not \"corner\"",
                                    p.tile
                                ),
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
                    let mut trial = state.clone();
                    trial
                        .begin_free_turn(player, kind)
                        .map_err(|e| WireError::at(i, e))?;
                    if let Some(token) = &p.token {
                        trial
                            .script_chance(token)
                            .map_err(|e| WireError::at(i, e))?;
                    }
                    let at = SpacePos::new(p.at[0], p.at[1]);
                    let mv = match (&p.figure, follower) {
                        (None, follower) => Move::Place { at, turn, follower },
                        (Some(figure), Some(location)) => Move::Expansion(
                            ExpansionMove::with_figure(figure, at, turn, location)
                                .map_err(|e| WireError::at(i, e))?,
                        ),
                        (Some(figure), None) => {
                            return Err(WireError::at(
                                i,
                                format!("the {figure} needs a location in \"follower\""),
                            ))
                        }
                    };
                    trial
                        .play_into(player, &mv, &mut events)
                        .map_err(|e| WireError::at(i, e))?;
                    state = trial;
                    last_placer = Some(player);
                }
                ScenarioStep::Decide { mv, player, token } => {
                    let to_move = state
                        .to_move()
                        .ok_or_else(|| WireError::at(i, IllegalMove::GameOver))?;
                    let player = player.unwrap_or(to_move);
                    let mv = mv.to_move(&catalog).map_err(|e| WireError::at(i, e))?;
                    let mut trial = state.clone();
                    if let Some(token) = token {
                        trial
                            .script_chance(token)
                            .map_err(|e| WireError::at(i, e))?;
                    }
                    trial
                        .play_into(player, &mv, &mut events)
                        .map_err(|e| WireError::at(i, e))?;
                    state = trial;
                }
            }
        }
        Ok((state, events))
    }

    /// The player who would place the next tile after the first `steps` steps.
    pub fn next_placer(&self, steps: usize) -> u8 {
        let mut last: Option<u8> = None;
        // In u16: a named player may be 255 (an error `run` reports), which must not overflow.
        let after = |l: u8| ((u16::from(l) + 1) % u16::from(self.players.max(1))) as u8;
        for step in self.steps.iter().take(steps) {
            if let ScenarioStep::Place(p) = step {
                last = Some(p.player.unwrap_or(last.map_or(0, after)));
            }
        }
        last.map_or(0, after)
    }
}

/// A score event as JSON: at least `feature`, `points` per player, `counted` with `unit`, and
/// the explanation.
#[derive(Clone, Debug, Serialize)]
pub struct ScoreWire {
    /// road, city, monastery or field.
    pub feature: crate::tiles::FeatureKind,
    /// `[x, y]` of a space of the feature.
    pub at: [i32; 2],
    /// Points per player.
    pub points: Vec<u32>,
    /// Followers per player.
    pub followers: Vec<u8>,
    /// Units counted.
    pub counted: u32,
    /// spaces or tiles (for fields: completed cities).
    pub unit: &'static str,
    /// Coats of arms.
    pub arms: u32,
    /// A bonus an expansion added (vineyards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bonus: Option<crate::scoring::Bonus>,
    /// Whether the feature was complete.
    pub complete: bool,
    /// Whether this was end-of-game scoring.
    pub final_scoring: bool,
    /// What broke a tie (`"a hill"`), if anything did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<&'static str>,
    /// The rules version.
    pub rules: RulesVersion,
    /// The human explanation.
    pub explanation: String,
}

impl From<&ScoreEvent> for ScoreWire {
    fn from(s: &ScoreEvent) -> ScoreWire {
        ScoreWire {
            feature: s.feature,
            at: [s.at.x, s.at.y],
            points: s.points().to_vec(),
            followers: s.followers().to_vec(),
            counted: s.counted,
            unit: if s.feature == crate::tiles::FeatureKind::Field {
                "cities"
            } else {
                s.unit.plural()
            },
            arms: s.arms,
            bonus: s.bonus,
            complete: s.complete,
            final_scoring: s.final_scoring,
            tie_break: s.tie_break,
            rules: s.rules,
            explanation: s.explain(),
        }
    }
}

/// One line describing any event, for logs.
pub fn describe(event: &Event, cat: &Catalog) -> String {
    let id = |k: &TileKind| cat.def(*k).id.clone();
    match event {
        Event::Picked { player, tile } => format!("P{} picks {}", player + 1, id(tile)),
        Event::Drawn { player, tile } => format!("P{} draws {}", player + 1, id(tile)),
        Event::Discarded { tile } => format!("{} fits nowhere and leaves the game", id(tile)),
        Event::Played { player, tile } => format!("P{} plays halfling {}", player + 1, id(tile)),
        Event::Placed {
            player,
            tile,
            at,
            turn,
            follower,
        } => format!(
            "P{} places {} at {at} {turn}{}",
            player + 1,
            id(tile),
            follower
                .map(|l| format!(" with a follower on {l}"))
                .unwrap_or_default()
        ),
        Event::Buried { player } => format!(
            "P{} buries the top tile of the pile under the hill",
            player + 1
        ),
        Event::Score(s) => s.explain(),
        Event::Returned { player, spot } => format!(
            "P{}'s follower at {} {} returns",
            player + 1,
            spot.at,
            spot.location
        ),
        Event::Expansion { text, .. } => text.clone(),
        Event::GameOver => "game over".into(),
    }
}
