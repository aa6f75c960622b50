//! Moves as JSON ([`MoveWire`]), both ways, and the older forms of expansion moves, which the
//! registry rewrites into the current one so that stored games still load.

use serde::{Deserialize, Serialize};

use super::tile_kind;
use crate::expansion::registry::REGISTRY;
use crate::expansion::{ExpansionMove, ModuleId};
use crate::geometry::{Corner, Location, Rotation, SpacePos, Turn};
use crate::state::{Move, Spot};
use crate::tiles::{Catalog, TileKind};

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
        /// An expansion's figure placed at `follower` instead of a follower (by the figure's
        /// name in the registry).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        figure: Option<String>,
    },
    /// A move of an expansion.
    Expansion {
        /// The expansion's id.
        module: String,
        /// The action's name.
        action: String,
        /// Where the current tile goes, when the move places it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<[i32; 2]>,
        /// Its rotation (square tiles).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rot: Option<i64>,
        /// Its corner (triangles).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        corner: Option<String>,
        /// The board place the move aims at.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<TargetWire>,
        /// The action's argument, as the module writes it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        arg: Option<String>,
    },
}

/// A board place as JSON: a space, the triangle's corner if the place is on a triangle, and a
/// location on the tile (default `C`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetWire {
    /// `[x, y]`.
    pub at: [i32; 2],
    /// The triangle's corner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corner: Option<String>,
    /// The location on the tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
}

impl TargetWire {
    /// The place this names.
    ///
    /// # Errors
    /// A bad corner or location.
    pub fn to_spot(&self) -> Result<Spot, String> {
        Ok(Spot {
            at: SpacePos::new(self.at[0], self.at[1]),
            corner: self
                .corner
                .as_deref()
                .map(str::parse::<Corner>)
                .transpose()?,
            location: match &self.location {
                None => Location::Centre,
                Some(l) => l.parse()?,
            },
        })
    }

    /// The JSON form of `spot`.
    pub fn from_spot(spot: &Spot) -> TargetWire {
        TargetWire {
            at: [spot.at.x, spot.at.y],
            corner: spot.corner.map(|c| c.name().to_string()),
            location: Some(spot.location.to_string()),
        }
    }
}

/// Parses `rot` / `corner` into a turn.
///
/// # Errors
/// Neither or both given, or a bad value.
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

fn turn_fields(turn: Turn) -> (Option<i64>, Option<String>) {
    match turn {
        Turn::Square(r) => (Some(r.degrees() as i64), None),
        Turn::Triangle(c) => (None, Some(c.name().to_string())),
    }
}

/// The move placing the current tile at `at` as `turn` with expansion figure `figure` at
/// `location` on it.
///
/// # Errors
/// When no registered expansion has such a figure.
pub fn figure_move(
    figure: &str,
    at: SpacePos,
    turn: Turn,
    location: Location,
) -> Result<ExpansionMove, String> {
    for (i, e) in REGISTRY.iter().enumerate() {
        if let Some(f) = e.figures.iter().find(|f| f.name == figure) {
            return Ok(ExpansionMove::new(ModuleId(i as u8), f.action)
                .placing(at, turn)
                .at(Spot {
                    at,
                    corner: turn.corner(),
                    location,
                }));
        }
    }
    let known: Vec<&str> = REGISTRY
        .iter()
        .flat_map(|e| e.figures.iter().map(|f| f.name))
        .collect();
    Err(format!(
        "unknown figure {figure:?} (known: {})",
        known.join(", ")
    ))
}

impl MoveWire {
    /// Reads a move from JSON, rewriting an expansion's older form into the current one.
    ///
    /// # Errors
    /// JSON that is no move.
    pub fn from_value(value: serde_json::Value) -> Result<MoveWire, String> {
        let value = match value.as_object() {
            Some(o) if !is_current(o) => REGISTRY
                .iter()
                .find_map(|e| (e.legacy_move)(o))
                .unwrap_or(value),
            _ => value,
        };
        serde_json::from_value(value).map_err(|e| e.to_string())
    }

    /// The engine move this names.
    ///
    /// # Errors
    /// An unknown tile id, corner, rotation, location, expansion, action or argument.
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
                        Move::Expansion(figure_move(figure, at, turn, location)?)
                    }
                    (Some(figure), None) => {
                        return Err(format!("the {figure} needs a location in \"follower\""))
                    }
                }
            }
            MoveWire::Expansion {
                module,
                action,
                at,
                rot,
                corner,
                target,
                arg,
            } => {
                let id =
                    ModuleId::of(module).ok_or_else(|| format!("unknown expansion {module:?}"))?;
                let info = id.info();
                let code = info
                    .actions
                    .iter()
                    .position(|a| a == action)
                    .ok_or_else(|| {
                        format!(
                            "{module} has no action {action:?} (actions: {})",
                            info.actions.join(", ")
                        )
                    })? as u8;
                let mut mv = ExpansionMove::new(id, code);
                if let Some(at) = at {
                    mv = mv.placing(
                        SpacePos::new(at[0], at[1]),
                        parse_turn(*rot, corner.as_deref())?,
                    );
                } else if rot.is_some() || corner.is_some() {
                    return Err("\"rot\" and \"corner\" need \"at\"".into());
                }
                if let Some(t) = target {
                    mv = mv.at(t.to_spot()?);
                }
                if let Some(a) = arg {
                    mv = mv.with_arg((info.arg_from_wire)(code, a)?);
                }
                Move::Expansion(mv)
            }
        })
    }

    /// The JSON form of `mv`.
    pub fn from_move(mv: &Move, cat: &Catalog) -> MoveWire {
        let id = |k: TileKind| cat.def(k).id.clone();
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
            Move::Expansion(em) => {
                let info = em.module.info();
                let figure = info.figures.iter().find(|f| f.action == em.action);
                match (em.place, em.target, figure) {
                    (Some((at, turn)), Some(t), Some(f))
                        if t.at == at && t.corner == turn.corner() =>
                    {
                        let (rot, corner) = turn_fields(turn);
                        MoveWire::Place {
                            at: [at.x, at.y],
                            rot,
                            corner,
                            follower: Some(t.location.to_string()),
                            figure: Some(f.name.to_string()),
                        }
                    }
                    _ => {
                        let (rot, corner) = em.place.map_or((None, None), |(_, t)| turn_fields(t));
                        MoveWire::Expansion {
                            module: info.id.to_string(),
                            action: em.action_name().to_string(),
                            at: em.place.map(|(at, _)| [at.x, at.y]),
                            rot,
                            corner,
                            target: em.target.as_ref().map(TargetWire::from_spot),
                            arg: (info.arg_to_wire)(em.action, em.arg),
                        }
                    }
                }
            }
        }
    }
}

/// Whether a JSON move is in a form of today (a core move or the one expansion form).
fn is_current(o: &serde_json::Map<String, serde_json::Value>) -> bool {
    matches!(
        o.get("do").and_then(|d| d.as_str()),
        Some("pick" | "draw" | "play" | "place" | "expansion")
    )
}

/// Reads a list of moves (see [`MoveWire::from_value`]), for records.
pub(super) fn deserialize_moves<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<MoveWire>, D::Error> {
    let values: Vec<serde_json::Value> = Vec::deserialize(d)?;
    values
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            MoveWire::from_value(v)
                .map_err(|e| serde::de::Error::custom(format!("move {}: {e}", i + 1)))
        })
        .collect()
}
