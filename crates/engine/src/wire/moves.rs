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
        /// The board place the move aims at, as every module wrote it before moves had named
        /// fields (read still, never written).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<TargetWire>,
        /// The action's argument in words, as every module wrote it before moves had named
        /// fields (read still, never written).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        arg: Option<String>,
        /// The module's named fields of the action (`"prisoner": {"seat": 1, "kind":
        /// "follower"}`), written beside the others; [`MoveWire::from_value`] reads them.
        #[serde(flatten, skip_deserializing)]
        fields: serde_json::Map<String, serde_json::Value>,
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
    let spot = Spot {
        at,
        corner: turn.corner(),
        location,
    };
    for (i, e) in REGISTRY.iter().enumerate() {
        if let Some(payload) = e.codec.figure_move(figure, spot) {
            return Ok(ExpansionMove::new(ModuleId(i as u8), payload).placed(Some((at, turn))));
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
        let mut value = match value.as_object() {
            Some(o) if !is_current(o) => REGISTRY
                .iter()
                .find_map(|e| (e.legacy_move)(o))
                .unwrap_or(value),
            _ => value,
        };
        // An expansion's move: what is not the form's own is the module's named fields.
        let mut fields = serde_json::Map::new();
        if let Some(o) = value.as_object_mut() {
            if o.get("do").and_then(|d| d.as_str()) == Some("expansion") {
                let named: Vec<String> = o
                    .keys()
                    .filter(|k| !EXPANSION_KEYS.contains(&k.as_str()))
                    .cloned()
                    .collect();
                for k in named {
                    if let Some(v) = o.remove(&k) {
                        fields.insert(k, v);
                    }
                }
            }
        }
        let mut wire: MoveWire = serde_json::from_value(value).map_err(|e| e.to_string())?;
        if let MoveWire::Expansion { fields: f, .. } = &mut wire {
            *f = fields;
        }
        Ok(wire)
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
                fields,
            } => {
                let id =
                    ModuleId::of(module).ok_or_else(|| format!("unknown expansion {module:?}"))?;
                let codec = id.info().codec;
                let place = match at {
                    Some(at) => Some((
                        SpacePos::new(at[0], at[1]),
                        parse_turn(*rot, corner.as_deref())?,
                    )),
                    None if rot.is_some() || corner.is_some() => {
                        return Err("\"rot\" and \"corner\" need \"at\"".into())
                    }
                    None => None,
                };
                let target = target.as_ref().map(TargetWire::to_spot).transpose()?;
                let payload = if target.is_none() && arg.is_none() {
                    let mut named = fields.clone();
                    named.insert("action".into(), action.clone().into());
                    match codec.read_move(&named) {
                        Ok(payload) => payload,
                        // The older form of an action whose argument it left out (a flight of
                        // a regular follower: today the move names its kind).
                        Err(e) if fields.is_empty() => {
                            codec.read_legacy(action, None, None).map_err(|_| e)?
                        }
                        Err(e) => return Err(e),
                    }
                } else if fields.is_empty() {
                    codec.read_legacy(action, target, arg.as_deref())?
                } else {
                    return Err(format!(
                        "{module} {action}: give the move's named fields, or (the older form) \"target\" and \"arg\", not both"
                    ));
                };
                Move::Expansion(ExpansionMove::new(id, payload).placed(place))
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
                let codec = em.module.info().codec;
                match (em.place, em.aim(), codec.figure(em)) {
                    (Some((at, turn)), Some(t), Some(figure))
                        if t.at == at && t.corner == turn.corner() =>
                    {
                        let (rot, corner) = turn_fields(turn);
                        MoveWire::Place {
                            at: [at.x, at.y],
                            rot,
                            corner,
                            follower: Some(t.location.to_string()),
                            figure: Some(figure.to_string()),
                        }
                    }
                    _ => {
                        let (rot, corner) = em.place.map_or((None, None), |(_, t)| turn_fields(t));
                        let mut fields = codec.move_fields(em);
                        fields.remove("action");
                        MoveWire::Expansion {
                            module: em.module.id().to_string(),
                            action: em.action_name().to_string(),
                            at: em.place.map(|(at, _)| [at.x, at.y]),
                            rot,
                            corner,
                            target: None,
                            arg: None,
                            fields,
                        }
                    }
                }
            }
        }
    }
}

/// The keys of the expansion form itself; the others are the module's named fields.
const EXPANSION_KEYS: [&str; 8] = [
    "do", "module", "action", "at", "rot", "corner", "target", "arg",
];

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
