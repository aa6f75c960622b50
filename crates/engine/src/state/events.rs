//! What happened: [`Event`].

use crate::board::FollowerKind;
use crate::expansion::ExpansionEvent;
use crate::geometry::{Location, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::tiles::TileKind;

use super::moves::Spot;

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A player picked a halfling in the draft.
    Picked {
        /// Who.
        player: Seat,
        /// Which.
        tile: TileKind,
    },
    /// A regular tile was drawn.
    Drawn {
        /// Who drew it.
        player: Seat,
        /// Which.
        tile: TileKind,
    },
    /// A drawn tile fitted nowhere and left the game.
    Discarded {
        /// Which.
        tile: TileKind,
    },
    /// A halfling was taken from hand.
    Played {
        /// Who.
        player: Seat,
        /// Which.
        tile: TileKind,
    },
    /// A tile was placed.
    Placed {
        /// Who.
        player: Seat,
        /// Which.
        tile: TileKind,
        /// Where.
        at: SpacePos,
        /// How.
        turn: Turn,
        /// The follower placed with it.
        follower: Option<Location>,
    },
    /// A feature was scored (boxed: a score is rare beside the other events, and the box keeps
    /// every event small to move).
    Score(Box<ScoreEvent>),
    /// A follower went back to its owner's supply (a special one to its reserve).
    Returned {
        /// Its owner.
        player: Seat,
        /// Where it stood.
        spot: Spot,
        /// What it is.
        kind: FollowerKind,
    },
    /// Points passed from one player to another by an expansion's rule (a ransom): with
    /// [`Event::Forfeit`], the only ways a score goes down.
    Transfer {
        /// Who pays.
        from: Seat,
        /// Who is paid.
        to: Seat,
        /// How many points.
        points: u32,
    },
    /// Points a player pays to nobody by an expansion's rule (a bid of their own).
    Forfeit {
        /// Who pays.
        player: Seat,
        /// How many points.
        points: u32,
    },
    /// Something an expansion did (a token drawn, a figure placed or returned…).
    Expansion(ExpansionEvent),
    /// The game ended; final scores follow.
    GameOver,
}
