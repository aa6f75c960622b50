//! Where the game stands: [`Phase`].

use serde::Serialize;

use crate::expansion::Decision;
use crate::seat::Seat;
use crate::tiles::TileKind;

/// Where the game stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Draft variant: the player to move picks a halfling.
    Draft,
    /// The active player draws a regular tile or plays a halfling.
    Choose,
    /// The active player places `tile` (and perhaps a follower).
    Place {
        /// The tile to place.
        tile: TileKind,
        /// Whether it came from the hand.
        from_hand: bool,
    },
    /// `actor` makes a decision an expansion asks for.
    Expansion {
        /// Who decides.
        actor: Seat,
        /// What.
        decision: Decision,
    },
    /// The game is over.
    Over,
}

impl Phase {
    /// The key of the message naming the phase, for errors.
    pub fn describe(&self) -> &'static str {
        match self {
            Phase::Draft => "phase.draft",
            Phase::Choose => "phase.choose",
            Phase::Place { .. } => "phase.place",
            Phase::Expansion { .. } => "phase.expansion",
            Phase::Over => "phase.over",
        }
    }
}

/// As JSON: `{"phase": "draft" | "choose" | "place" | "over"}` (a placement with `from_hand`),
/// or `{"phase": "expansion", "module": ID, "decision": NAME, "actor": 1}`.
impl Serialize for Phase {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        #[serde(tag = "phase", rename_all = "kebab-case")]
        enum Wire {
            Draft,
            Choose,
            Place {
                from_hand: bool,
            },
            Expansion {
                module: &'static str,
                decision: &'static str,
                actor: Seat,
            },
            Over,
        }
        match *self {
            Phase::Draft => Wire::Draft,
            Phase::Choose => Wire::Choose,
            Phase::Place { from_hand, .. } => Wire::Place { from_hand },
            Phase::Over => Wire::Over,
            Phase::Expansion { actor, decision } => Wire::Expansion {
                module: decision.module.id(),
                decision: decision.name(),
                actor,
            },
        }
        .serialize(serializer)
    }
}
