//! Traders & Builders' moves, decisions and events as the module's own types, and the older
//! wire form of its moves (the action with a `"target"`), which stored games and scenarios
//! keep.

use serde::{Deserialize, Serialize};

use super::figures::Piece;
use super::goods::Ware;
use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// A move of Traders & Builders: a figure placed with the tile, on a feature of it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum TradersMove {
    /// The builder on the road or city at `feature`.
    Builder {
        /// Where it stands on the tile being placed.
        feature: Spot,
    },
    /// The pig on the field at `field`.
    Pig {
        /// Where it stands on the tile being placed.
        field: Spot,
    },
}

impl TradersMove {
    /// The move placing `piece` at `spot`.
    pub fn of(piece: Piece, spot: Spot) -> TradersMove {
        match piece {
            Piece::Builder => TradersMove::Builder { feature: spot },
            Piece::Pig => TradersMove::Pig { field: spot },
        }
    }

    /// The piece it places, and where.
    pub fn piece(self) -> (Piece, Spot) {
        match self {
            TradersMove::Builder { feature } => (Piece::Builder, feature),
            TradersMove::Pig { field } => (Piece::Pig, field),
        }
    }
}

/// What the module says of a figure without a placement.
pub(super) const WITH_TILE: Refusal = Refusal::new(
    "needs-placement-and-feature",
    "traders-and-builders.rule.needs-placement-and-feature",
);

impl ModuleMove for TradersMove {
    fn timing(&self) -> Timing {
        Timing::WithTile(WITH_TILE)
    }

    fn aim(&self) -> Option<Spot> {
        Some(self.piece().1)
    }

    fn figure(&self) -> Option<&'static str> {
        Some(self.piece().0.name())
    }

    fn with_figure(figure: &str, spot: Spot) -> Option<TradersMove> {
        Piece::ALL
            .into_iter()
            .find(|p| p.name() == figure)
            .map(|p| TradersMove::of(p, spot))
    }

    fn legacy(
        action: &str,
        target: Option<Spot>,
        arg: Option<&str>,
    ) -> Result<TradersMove, String> {
        let Some(piece) = Piece::ALL.into_iter().find(|p| p.name() == action) else {
            return Err(format!("no action {action:?} (actions: builder, pig)"));
        };
        match (target, arg) {
            (Some(spot), None) => Ok(TradersMove::of(piece, spot)),
            (None, _) => Err(format!("{action}: name the feature in \"target\"")),
            (Some(_), Some(arg)) => Err(format!("{action}: no argument {arg:?}")),
        }
    }
}

/// The decisions Traders & Builders waits for: none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TradersDecision {}

/// Why a builder or pig went home.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HomeReason {
    /// Its feature was completed.
    Completed,
    /// No follower of its owner is left in its feature.
    NoFollower,
    /// Another rule cleared its space.
    Removed,
}

/// What Traders & Builders reports (where: the event's place).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TradersEvent {
    /// The player completed a city and took `count` tokens of `goods`.
    GoodsTaken {
        /// The kind.
        goods: Ware,
        /// How many.
        count: u8,
    },
    /// The player placed the builder.
    BuilderPlaced,
    /// The player placed the pig.
    PigPlaced,
    /// The player's builder went home.
    BuilderHome {
        /// Why.
        reason: HomeReason,
    },
    /// The player's pig went home.
    PigHome {
        /// Why.
        reason: HomeReason,
    },
    /// The player extended the builder's feature: another turn (with a halfling allowed in
    /// it when `halfling`).
    DoubleTurn {
        /// Whether the extra turn may be played with a halfling.
        halfling: bool,
    },
}

impl ModuleEvent for TradersEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| {
            Text::new(key).player("who", player).maybe(
                "at",
                at.map(|s| Text::new("traders-and-builders.event.at").spot("spot", s)),
            )
        };
        let why = |reason| {
            Text::new(match reason {
                HomeReason::Completed => "traders-and-builders.home.completed",
                HomeReason::Removed => "traders-and-builders.home.removed",
                HomeReason::NoFollower => "traders-and-builders.home.no-follower",
            })
        };
        match *self {
            TradersEvent::GoodsTaken { goods, count } => {
                text("traders-and-builders.event.goods-taken")
                    .num("n", count)
                    .text("goods", goods.text())
            }
            TradersEvent::BuilderPlaced => text("traders-and-builders.event.builder-placed"),
            TradersEvent::PigPlaced => text("traders-and-builders.event.pig-placed"),
            TradersEvent::BuilderHome { reason } => {
                text("traders-and-builders.event.builder-home").text("why", why(reason))
            }
            TradersEvent::PigHome { reason } => {
                text("traders-and-builders.event.pig-home").text("why", why(reason))
            }
            TradersEvent::DoubleTurn { halfling: false } => {
                text("traders-and-builders.event.double-turn.regular-tile")
            }
            TradersEvent::DoubleTurn { halfling: true } => {
                text("traders-and-builders.event.double-turn")
            }
        }
    }
}
