//! The Abbot's moves and events as the module's own types, and the older wire form of its
//! moves (the action with `"target"`), which stored games and scenarios keep.

use serde::{Deserialize, Serialize};

use super::ABBOT;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::geometry::Corner;
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of the Abbot: both go with the placement of the tile, instead of a figure.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum AbbotMove {
    /// The player's abbot on the monastery or garden at `home` (the centre of the tile
    /// placed).
    Abbot {
        /// Where it goes.
        home: Spot,
    },
    /// The player calls their abbot at `abbot` back, for what its monastery or garden is
    /// worth now.
    Recall {
        /// Where the abbot stands.
        abbot: Spot,
    },
}

impl AbbotMove {
    /// What the module says of the move without the tile's placement.
    pub(super) const fn needs_placement(&self) -> Refusal {
        match self {
            AbbotMove::Abbot { .. } => {
                Refusal::new("abbot-needs-place", "abbot.rule.abbot-needs-place")
            }
            AbbotMove::Recall { .. } => {
                Refusal::new("recall-needs-place", "abbot.rule.recall-needs-place")
            }
        }
    }
}

impl ModuleMove for AbbotMove {
    fn timing(&self) -> Timing {
        Timing::WithTile(self.needs_placement())
    }

    fn aim(&self) -> Option<Spot> {
        match *self {
            AbbotMove::Abbot { home } => Some(home),
            AbbotMove::Recall { abbot } => Some(abbot),
        }
    }

    fn figure(&self) -> Option<&'static str> {
        matches!(self, AbbotMove::Abbot { .. }).then_some(ABBOT)
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<AbbotMove> {
        (figure == ABBOT).then_some(AbbotMove::Abbot { home: spot })
    }

    fn legacy(action: &str, target: Option<Spot>, arg: Option<&str>) -> Result<AbbotMove, String> {
        if let Some(arg) = arg {
            return Err(format!("{action}: takes no argument (got {arg:?})"));
        }
        let spot = target.ok_or_else(|| format!("{action}: name the \"target\""));
        match action {
            "abbot" => Ok(AbbotMove::Abbot { home: spot? }),
            "recall" => Ok(AbbotMove::Recall { abbot: spot? }),
            _ => Err(format!("no action {action:?} (actions: abbot, recall)")),
        }
    }
}

/// The Abbot waits for no decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoDecision {}

/// What an abbot stands on, in events and views.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ground {
    /// A monastery.
    Monastery,
    /// A garden.
    Garden,
}

/// Why an abbot came home.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HomeReason {
    /// Its monastery or garden was scored.
    Scored,
    /// Another rule took it off the board.
    Removed,
}

/// What the Abbot reports, each with the space (and triangle) where the abbot stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbbotEvent {
    /// The player's abbot went on a monastery or a garden.
    AbbotPlaced {
        /// `[x, y]` of its space.
        at: [i32; 2],
        /// The triangle's corner, when it stands on a triangle.
        corner: Option<Corner>,
        /// What it stands on.
        on: Ground,
    },
    /// The player called their abbot back.
    AbbotRecalled {
        /// `[x, y]` of its space.
        at: [i32; 2],
        /// The triangle's corner, when it stood on a triangle.
        corner: Option<Corner>,
    },
    /// The player's abbot in a garden came home.
    AbbotHome {
        /// `[x, y]` of its space.
        at: [i32; 2],
        /// The triangle's corner, when it stood on a triangle.
        corner: Option<Corner>,
        /// Why.
        reason: HomeReason,
    },
}

impl ModuleEvent for AbbotEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| Text::new(key).player("who", player).at_if("at", at.map(|s| s.at));
        match *self {
            AbbotEvent::AbbotPlaced { on, .. } => text("abbot.event.placed").text(
                "home",
                Text::new(match on {
                    Ground::Garden => "abbot.home.garden",
                    Ground::Monastery => "abbot.home.monastery",
                }),
            ),
            AbbotEvent::AbbotRecalled { .. } => text("abbot.event.recalled"),
            AbbotEvent::AbbotHome {
                reason: HomeReason::Removed,
                ..
            } => text("abbot.event.sent-home"),
            AbbotEvent::AbbotHome { .. } => text("abbot.event.home"),
        }
    }
}
