//! The crop circle's moves, decisions and events as the module's own types, the follower kinds
//! and actions it names, and the older wire forms of its moves (the action with `"target"` and
//! `"arg"`, such as `"farmer A"`, and, older still, `{"do": "crop-circle", …}`, `crop-add`,
//! `crop-pass` and `crop-return`), which stored games and scenarios keep.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::ID;
use crate::expansion::registry::no_legacy_fields;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;
use crate::tiles::FeatureKind;

/// Crop-circle actions (`halflings.md` §6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CropAction {
    /// Each player may add a follower beside one of theirs of the named kind.
    A,
    /// Each player must return one of their followers of the named kind.
    B,
}

/// The kind of follower a crop circle names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FollowerKind {
    /// In a city.
    Knight,
    /// On a road.
    Highwayman,
    /// In a field.
    Farmer,
}

impl FollowerKind {
    /// The feature such a follower stands in.
    pub const fn feature(self) -> FeatureKind {
        match self {
            FollowerKind::Knight => FeatureKind::City,
            FollowerKind::Highwayman => FeatureKind::Road,
            FollowerKind::Farmer => FeatureKind::Field,
        }
    }

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            FollowerKind::Knight => "knight",
            FollowerKind::Highwayman => "highwayman",
            FollowerKind::Farmer => "farmer",
        }
    }

    /// Its name as a message.
    pub fn text(self) -> Text {
        Text::new(match self {
            FollowerKind::Knight => "crop-circles.kind.knight",
            FollowerKind::Highwayman => "crop-circles.kind.highwayman",
            FollowerKind::Farmer => "crop-circles.kind.farmer",
        })
    }

    /// Followers of this kind, as a message.
    pub fn plural_text(self) -> Text {
        Text::new(match self {
            FollowerKind::Knight => "crop-circles.kinds.knight",
            FollowerKind::Highwayman => "crop-circles.kinds.highwayman",
            FollowerKind::Farmer => "crop-circles.kinds.farmer",
        })
    }

    /// All three kinds.
    pub const ALL: [FollowerKind; 3] = [
        FollowerKind::Knight,
        FollowerKind::Highwayman,
        FollowerKind::Farmer,
    ];
}

/// A move of the crop circle: each answers one of its pending decisions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum CropMove {
    /// The active player names the follower kind `role` and the action `task`.
    Name {
        /// The kind of follower named.
        role: FollowerKind,
        /// The action every player carries out.
        task: CropAction,
    },
    /// Action A: a follower from supply beside the player's own at `follower`.
    Add {
        /// Where the player's follower stands.
        follower: Spot,
    },
    /// Action A: the player adds nothing.
    Pass,
    /// Action B: the player returns their follower at `follower`.
    Return {
        /// Where it stands.
        follower: Spot,
    },
}

/// What the module says of a move while none of its decisions is pending (the core refuses
/// such a move first, as a move out of phase).
const PENDING: Refusal = Refusal::new("not-pending", "crop-circles.phase.pending");

impl ModuleMove for CropMove {
    fn timing(&self) -> Timing {
        Timing::Decision(PENDING)
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            CropMove::Add { follower } | CropMove::Return { follower } => Some(follower),
            CropMove::Name { .. } | CropMove::Pass => None,
        }
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<CropMove, String> {
        let follower = || target.ok_or_else(|| format!("{action}: name the \"target\""));
        match (action, arg) {
            ("name", Some(text)) => named(text),
            ("add", None) => Ok(CropMove::Add {
                follower: follower()?,
            }),
            ("return", None) => Ok(CropMove::Return {
                follower: follower()?,
            }),
            ("pass", None) => Ok(CropMove::Pass),
            ("name", None) => Err("name: give a kind and A or B, e.g. \"farmer A\"".into()),
            ("add" | "return" | "pass", Some(text)) => {
                Err(format!("this move takes no argument (got {text:?})"))
            }
            _ => Err(format!(
                "no action {action:?} (actions: name, add, pass, return)"
            )),
        }
    }
}

/// The named kind and action as the older form wrote them (`"farmer A"`).
fn named(text: &str) -> Result<CropMove, String> {
    let mut words = text.split_whitespace();
    let kind = words.next().unwrap_or_default();
    let role = FollowerKind::ALL
        .into_iter()
        .find(|k| k.name() == kind)
        .ok_or_else(|| format!("unknown follower kind {kind:?} (knight, highwayman, farmer)"))?;
    let task = match (words.next(), words.next()) {
        (Some("A"), None) => CropAction::A,
        (Some("B"), None) => CropAction::B,
        _ => {
            return Err(format!(
                "{text:?}: give a kind and A or B, e.g. \"farmer A\""
            ))
        }
    };
    Ok(CropMove::Name { role, task })
}

/// The older wire forms `{"do": "crop-circle", "kind", "action"}`, `crop-add`, `crop-pass`
/// and `crop-return`, as the expansion form (for
/// [`ExpansionInfo::legacy_move`](crate::expansion::ExpansionInfo::legacy_move)).
pub(super) fn legacy_move(
    mv: &serde_json::Map<String, serde_json::Value>,
) -> Option<serde_json::Value> {
    let target = || {
        let mut t = serde_json::Map::new();
        for key in ["at", "corner", "location"] {
            if let Some(v) = mv.get(key) {
                t.insert(key.into(), v.clone());
            }
        }
        serde_json::Value::Object(t)
    };
    let base = |action: &str| json!({"do": "expansion", "module": ID, "action": action});
    let mut out = match mv.get("do")?.as_str()? {
        "crop-circle" => {
            let kind = mv.get("kind")?.as_str()?;
            let action = mv.get("action")?.as_str()?;
            let mut v = base("name");
            v["arg"] = json!(format!("{kind} {action}"));
            return no_legacy_fields(mv, &["do", "kind", "action"]).then_some(v);
        }
        "crop-pass" => base("pass"),
        "crop-add" => base("add"),
        "crop-return" => base("return"),
        _ => return None,
    };
    if out["action"] != "pass" {
        out["target"] = target();
    }
    no_legacy_fields(mv, &["do", "at", "corner", "location"]).then_some(out)
}

/// The decisions the crop circle waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CropDecision {
    /// The active player names a follower kind and an action.
    CropCircle,
    /// The player carries out `action` on their followers of kind `kind`.
    CropAction {
        /// The kind named.
        kind: FollowerKind,
        /// The action named.
        action: CropAction,
    },
}

/// What the crop circle reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CropEvent {
    /// The player named follower kind `kind` and action `action`.
    Named {
        /// The kind named.
        kind: FollowerKind,
        /// The action named.
        action: CropAction,
    },
    /// The player added a follower (beside the one at the event's place).
    Added,
    /// The player added nothing.
    Passed,
}

impl ModuleEvent for CropEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| Text::new(key).player("who", player);
        match (*self, at) {
            (CropEvent::Named { kind, action }, _) => text("crop-circles.event.named")
                .text("kind", kind.text())
                .str("action", format!("{action:?}")),
            (CropEvent::Added, Some(s)) => text("crop-circles.event.added").spot("spot", s),
            (CropEvent::Added, None) => text("crop-circles.event.added-anywhere"),
            (CropEvent::Passed, _) => text("crop-circles.event.passed"),
        }
    }
}
