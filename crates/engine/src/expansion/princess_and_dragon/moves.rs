//! The Princess & The Dragon's moves and decision as the module's own types, and the older
//! wire form of its moves (the action with `"target"`, and for the portal a special
//! follower's name as `"arg"`), which stored games and scenarios keep.

use serde::{Deserialize, Serialize};

use crate::board::FollowerKind;
use crate::expansion::{ModuleMove, Refusal, Timing};
use crate::state::Spot;

/// A move of The Princess & The Dragon.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum PdMove {
    /// With the placement, instead of a figure: the fairy moves next to the player's follower
    /// at `follower` (under `on-tile`, onto its tile).
    Fairy {
        /// Where the follower stands.
        follower: Spot,
    },
    /// With the portal tile's placement: a follower of kind `kind` from supply through the
    /// magic portal onto the feature at `feature`, anywhere on the board.
    Portal {
        /// The feature it goes on.
        feature: Spot,
        /// Its kind.
        kind: FollowerKind,
    },
    /// With the princess's placement, instead of a figure: the knight at `knight`, in the
    /// city she joins, goes home.
    Princess {
        /// Where the knight stands.
        knight: Spot,
    },
    /// The pending step of the dragon's flight enters the place `to` (a space, or under
    /// `c1-2015` one tile; location `C`).
    Dragon {
        /// The place it enters.
        to: Spot,
    },
}

const FAIRY_WITH_TILE: Refusal = Refusal::new(
    "fairy-needs-follower",
    "princess-and-dragon.rule.fairy-needs-follower",
);
const PORTAL_WITH_TILE: Refusal = Refusal::new(
    "portal-needs-feature",
    "princess-and-dragon.rule.portal-needs-feature",
);
const PRINCESS_WITH_TILE: Refusal = Refusal::new(
    "princess-needs-knight",
    "princess-and-dragon.rule.princess-needs-knight",
);
const FLYING: Refusal = Refusal::new("no-flight", "princess-and-dragon.rule.no-flight");

impl ModuleMove for PdMove {
    fn timing(&self) -> Timing {
        match self {
            PdMove::Fairy { .. } => Timing::WithTile(FAIRY_WITH_TILE),
            PdMove::Portal { .. } => Timing::WithTile(PORTAL_WITH_TILE),
            PdMove::Princess { .. } => Timing::WithTile(PRINCESS_WITH_TILE),
            PdMove::Dragon { .. } => Timing::Decision(FLYING),
        }
    }

    fn aim(&self) -> Option<Spot> {
        Some(match *self {
            PdMove::Fairy { follower } => follower,
            PdMove::Portal { feature, .. } => feature,
            PdMove::Princess { knight } => knight,
            PdMove::Dragon { to } => to,
        })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<PdMove, String> {
        let spot = || target.ok_or_else(|| format!("{action}: name the \"target\""));
        Ok(match (action, arg) {
            ("fairy", None) => PdMove::Fairy { follower: spot()? },
            ("portal", None) => PdMove::Portal {
                feature: spot()?,
                kind: FollowerKind::REGULAR,
            },
            ("portal", Some(name)) => PdMove::Portal {
                feature: spot()?,
                kind: FollowerKind::of(name.trim()).ok_or_else(|| {
                    format!("{name:?} is no special follower of a registered expansion")
                })?,
            },
            ("princess", None) => PdMove::Princess { knight: spot()? },
            ("dragon", None) => PdMove::Dragon { to: spot()? },
            ("fairy" | "princess" | "dragon", Some(text)) => {
                return Err(format!("this move takes no argument (got {text:?})"))
            }
            _ => {
                return Err(format!(
                    "no action {action:?} (actions: fairy, portal, princess, dragon)"
                ))
            }
        })
    }
}

/// The decision The Princess & The Dragon waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PdDecision {
    /// The next step of the dragon's flight, chosen by the player whose step it is.
    DragonStep {
        /// The step (1 to 6).
        step: u8,
    },
}
