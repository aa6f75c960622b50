//! What the module reports, as its own event type: each event concerns a player and a board
//! place where there is one, its fields are its data, and it has its words.

use serde::{Deserialize, Serialize};

use crate::expansion::ModuleEvent;
use crate::geometry::Location;
use crate::seat::Seat;
use crate::state::Spot;
use crate::text::Text;

/// What The Princess & The Dragon reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PdEvent {
    /// The dragon jumped to a volcano (player: who placed it; at: the volcano's space).
    DragonJumped,
    /// The dragon stepped (player: who chose; at: the place).
    DragonMoved {
        /// The step, 1 to 6.
        step: u8,
    },
    /// The dragon ate a follower (player: its owner; at: where it stood).
    Eaten,
    /// The flight ended (player: the active player; at: where the dragon stays).
    FlightOver {
        /// The steps flown.
        steps: u8,
        /// Whether it ended at a dead end, before its 6th step.
        dead_end: bool,
    },
    /// The fairy moved (player: who moved it; at: the follower it stands by).
    FairyMoved,
    /// Points at the start of a turn for the fairy (player: who scores them).
    FairyTurnPoints {
        /// The points.
        points: u32,
    },
    /// Points when the fairy's follower's feature scores (player: who scores them; at: the
    /// follower's place).
    FairyBonus {
        /// The points.
        points: u32,
    },
    /// A dragon tile drawn while the dragon is beside the board was set aside (player: who
    /// drew it).
    SetAside {
        /// The tile's index in the game's catalogue.
        tile_kind: u16,
    },
    /// The set-aside dragon tiles went back into the pile (player: who placed the volcano).
    Reshuffled {
        /// How many.
        tiles: u16,
    },
    /// A follower went through the magic portal (player: its owner; at: where it went).
    PortalFollower,
    /// The princess sent a knight home (player: who placed her; at: where the knight stood).
    KnightHome {
        /// The knight's owner.
        owner: Seat,
    },
}

/// A place on the board as a message: its space, the triangle's corner and the location on
/// the tile, where given.
pub(crate) fn place(spot: Spot) -> Text {
    let corner = spot.corner.map_or("", |c| c.name());
    match spot.location {
        Location::Centre => Text::new("princess-and-dragon.place")
            .at("at", spot.at)
            .str("corner", corner),
        l => Text::new("princess-and-dragon.place.location")
            .at("at", spot.at)
            .str("corner", corner)
            .location("location", l),
    }
}

impl ModuleEvent for PdEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let text = |key| {
            Text::new(key)
                .player("who", player)
                .maybe("at", at.map(place))
        };
        match *self {
            PdEvent::DragonJumped => text("princess-and-dragon.event.dragon-jumped"),
            PdEvent::DragonMoved { step } => {
                text("princess-and-dragon.event.dragon-moved").num("n", step)
            }
            PdEvent::Eaten => text("princess-and-dragon.event.eaten"),
            PdEvent::FlightOver {
                steps,
                dead_end: true,
            } => text("princess-and-dragon.event.flight-over-dead-end").num("n", steps),
            PdEvent::FlightOver { .. } => text("princess-and-dragon.event.flight-over"),
            PdEvent::FairyMoved => text("princess-and-dragon.event.fairy-moved"),
            PdEvent::FairyTurnPoints { points } => {
                text("princess-and-dragon.event.fairy-turn-points").num("n", points)
            }
            PdEvent::FairyBonus { points } => {
                text("princess-and-dragon.event.fairy-bonus").num("n", points)
            }
            PdEvent::SetAside { .. } => text("princess-and-dragon.event.set-aside"),
            PdEvent::Reshuffled { tiles } => {
                text("princess-and-dragon.event.reshuffled").num("n", tiles)
            }
            PdEvent::PortalFollower => text("princess-and-dragon.event.portal-follower"),
            PdEvent::KnightHome { owner } => {
                text("princess-and-dragon.event.knight-home").player("owner", owner)
            }
        }
    }
}
