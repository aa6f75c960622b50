//! Bridges, Castles & Bazaars' moves, decisions and events as the module's own types.

use serde::{Deserialize, Serialize};

use crate::expansion::{ModuleEvent, ModuleMove, Refusal, Timing};
use crate::seat::Seat;
use crate::geometry::Location;
use crate::state::Spot;
use crate::text::Text;

/// A move of Bridges, Castles & Bazaars.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum BcbMove {
    /// The answer to [`BcbDecision::Castle`]: a castle on the city, instead of scoring it.
    BuildCastle,
    /// The answer to [`BcbDecision::Castle`]: no castle; the city scores as usual.
    DeclineCastle,
    /// The answer to [`BcbDecision::BazaarPick`]: the auctioneer puts offered tile `offered` (its
    /// index in the offer) up for auction with their bid `bid` (0 allowed, at most their
    /// score).
    Auction {
        /// The tile's index in the offer.
        offered: u8,
        /// The auctioneer's bid.
        bid: u32,
    },
    /// The answer to [`BcbDecision::BazaarPick`] under option `bazaar_no_auction`: the
    /// player takes offered tile `offered`.
    TakeTile {
        /// The tile's index in the offer.
        offered: u8,
    },
    /// The answer to [`BcbDecision::BazaarBid`]: a higher bid, at most the bidder's score.
    Raise {
        /// The bid.
        bid: u32,
    },
    /// The answer to [`BcbDecision::BazaarBid`]: no raise.
    PassBid,
    /// The answer to [`BcbDecision::BazaarSettle`]: the highest bidder takes the tile and
    /// pays the auctioneer the bid.
    Sell,
    /// The answer to [`BcbDecision::BazaarSettle`]: the auctioneer takes the tile and pays
    /// the highest bidder the bid.
    Buy,
    /// With the placement of the tile: a bridge across the space of `end` from the side `end`
    /// names to the opposite side; the player's follower goes on the tile just placed at
    /// `follower`, if any (a side where the bridge ends there names the bridge).
    Bridge {
        /// The space and one end of the bridge.
        end: Spot,
        /// The follower's location on the tile just placed.
        follower: Option<Location>,
    },
}

/// What the module says of a castle's answer while no castle is offered.
const NO_CASTLE_OFFERED: Refusal = Refusal::new(
    "no-castle-offered",
    "bridges-castles-bazaars.rule.no-castle-offered",
);

/// What the module says of a bridge without the placement of the tile.
const BRIDGE_WITH_TILE: Refusal = Refusal::new(
    "bridge-with-the-tile",
    "bridges-castles-bazaars.rule.bridge-with-the-tile",
);

/// What the module says of a bazaar's answer while no bazaar is held.
const NO_BAZAAR: Refusal = Refusal::new("no-bazaar", "bridges-castles-bazaars.rule.no-bazaar");

impl ModuleMove for BcbMove {
    fn timing(&self) -> Timing {
        match self {
            BcbMove::Bridge { .. } => Timing::WithTile(BRIDGE_WITH_TILE),
            BcbMove::BuildCastle | BcbMove::DeclineCastle => Timing::Decision(NO_CASTLE_OFFERED),
            BcbMove::Auction { .. }
            | BcbMove::TakeTile { .. }
            | BcbMove::Raise { .. }
            | BcbMove::PassBid
            | BcbMove::Sell
            | BcbMove::Buy => Timing::Decision(NO_BAZAAR),
        }
    }
}

/// A decision Bridges, Castles & Bazaars waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BcbDecision {
    /// The small city just completed at `city`, with the player's follower alone in it, may
    /// become a castle instead of scoring.
    Castle {
        /// A place of the city.
        city: Spot,
    },
    /// The auctioneer picks an offered tile and bids (or, under `bazaar_no_auction`, takes
    /// one).
    BazaarPick,
    /// A player may raise the highest bid `high` for offered tile `tile`, or pass.
    BazaarBid {
        /// The tile's index in the offer.
        tile: u8,
        /// The highest bid.
        high: u32,
    },
    /// The auctioneer sells offered tile `tile` to the highest bidder or buys it, for `high`.
    BazaarSettle {
        /// The tile's index in the offer.
        tile: u8,
        /// The highest bid.
        high: u32,
    },
}

/// What Bridges, Castles & Bazaars reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BcbEvent {
    /// The player built a castle on the city at the event's place; their follower there
    /// became its lord.
    CastleBuilt,
    /// The player let the city at the event's place score instead of building a castle.
    CastleDeclined,
    /// The player's castle at the event's place scored `points` (the value of a feature of
    /// its fief just scored); its lord went home.
    CastleScored {
        /// What it scored.
        points: u32,
    },
    /// The player's bazaar tile opened a bazaar: `tiles` tiles are offered.
    BazaarHeld {
        /// How many.
        tiles: u8,
    },
    /// The player bid `bid` for offered tile `tile`.
    BazaarBid {
        /// The tile's index in the offer.
        tile: u8,
        /// The bid.
        bid: u32,
    },
    /// The player passed.
    BazaarPassed,
    /// The player took offered tile `tile` for `points` (paid to the auctioneer, by the
    /// auctioneer, or to nobody; 0 when free).
    BazaarBought {
        /// The tile's index in the offer.
        tile: u8,
        /// The price.
        points: u32,
    },
    /// The player built a bridge at the event's place.
    BridgeBuilt,
}

impl ModuleEvent for BcbEvent {
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text {
        let place = at.map(|s| Text::new("bridges-castles-bazaars.event.place").spot("spot", s));
        match *self {
            BcbEvent::BridgeBuilt => Text::new("bridges-castles-bazaars.event.bridge-built"),
            BcbEvent::CastleBuilt => Text::new("bridges-castles-bazaars.event.castle-built"),
            BcbEvent::CastleDeclined => {
                Text::new("bridges-castles-bazaars.event.castle-declined")
            }
            BcbEvent::CastleScored { points } => {
                Text::new("bridges-castles-bazaars.event.castle-scored").num("points", points)
            }
            BcbEvent::BazaarHeld { tiles } => {
                Text::new("bridges-castles-bazaars.event.bazaar-held").num("tiles", tiles)
            }
            BcbEvent::BazaarBid { tile, bid } => Text::new("bridges-castles-bazaars.event.bazaar-bid")
                .num("tile", u32::from(tile) + 1)
                .num("bid", bid),
            BcbEvent::BazaarPassed => Text::new("bridges-castles-bazaars.event.bazaar-passed"),
            BcbEvent::BazaarBought { tile, points } => {
                Text::new("bridges-castles-bazaars.event.bazaar-bought")
                    .num("tile", u32::from(tile) + 1)
                    .num("points", points)
            }
        }
        .player("who", player)
        .maybe("place", place)
    }
}
