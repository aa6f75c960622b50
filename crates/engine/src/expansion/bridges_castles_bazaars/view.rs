//! What Bridges, Castles & Bazaars shows: the castles and bridges on the board, the bridges and
//! castles each player holds, the bazaar, its decision and moves in words.

use super::{BcbDecision, BcbMove, BridgesCastlesBazaars, BRIDGE, CASTLE, ID};
use serde::Serialize;

use crate::expansion::{FigureView, Presentation};
use crate::seat::Seat;
use crate::state::GameState;
use crate::text::Text;

/// What everybody sees of the module, always: each seat's castles and bridges left (by seat)
/// and, while a bazaar is held, the tiles on offer (their ids, `null` once taken), and the
/// buyers whose bought tiles lie on top of the pile, in drawing order.
#[derive(Serialize)]
pub struct BcbPublic {
    /// The castles each seat still holds.
    castles: Vec<u8>,
    /// The bridges each seat still holds.
    bridges: Vec<u8>,
    /// The tiles on offer (empty when no bazaar is held).
    offer: Vec<Option<String>>,
    /// The buyers due to draw their bought tiles.
    due: Vec<Seat>,
}

impl BridgesCastlesBazaars {
    /// Offered tile `tile` in words: its number in the offer and its id.
    fn offered(&self, game: &GameState, tile: u8) -> Text {
        let id = self
            .offer_ids(game)
            .get(usize::from(tile))
            .cloned()
            .flatten()
            .unwrap_or_default();
        Text::new("bridges-castles-bazaars.tile")
            .num("n", u32::from(tile) + 1)
            .str("id", id)
    }
}

impl Presentation for BridgesCastlesBazaars {
    type Public = BcbPublic;

    fn public(&self, game: &GameState) -> Option<BcbPublic> {
        let seats = Seat::all(game.players());
        Some(BcbPublic {
            castles: seats.clone().map(|seat| self.castles_held(seat)).collect(),
            bridges: seats.map(|seat| self.bridges_held(seat)).collect(),
            offer: self.offer_ids(game),
            due: self.due.clone(),
        })
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        for spot in BridgesCastlesBazaars::bridge_places(game) {
            out.push(FigureView {
                module: ID,
                figure: BRIDGE,
                player: None,
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value: None,
            });
        }
        for (owner, spot, scored) in self.castle_places(game) {
            out.push(FigureView {
                module: ID,
                figure: CASTLE,
                player: Some(owner),
                at: [spot.at.x, spot.at.y],
                corner: spot.corner.map(|c| c.name()),
                location: Some(spot.location.to_string()),
                value: Some(i32::from(scored)),
            });
        }
    }

    fn supplies(&self, _game: &GameState, seat: Seat, out: &mut Vec<(&'static str, u8)>) {
        out.push((BRIDGE, self.bridges_held(seat)));
        out.push((CASTLE, self.castles_held(seat)));
    }

    fn prompt(&self, game: &GameState, decision: &BcbDecision) -> Text {
        match *decision {
            BcbDecision::Castle { city } => {
                Text::new("bridges-castles-bazaars.prompt.castle").spot("spot", city)
            }
            BcbDecision::BazaarPick => Text::new("bridges-castles-bazaars.prompt.bazaar-pick"),
            BcbDecision::BazaarBid { tile, high } => {
                Text::new("bridges-castles-bazaars.prompt.bazaar-bid")
                    .text("tile", self.offered(game, tile))
                    .num("high", high)
            }
            BcbDecision::BazaarSettle { tile, high } => {
                Text::new("bridges-castles-bazaars.prompt.bazaar-settle")
                    .text("tile", self.offered(game, tile))
                    .num("high", high)
            }
        }
    }

    fn label(&self, game: &GameState, mv: &BcbMove) -> Text {
        match *mv {
            BcbMove::Bridge { end, follower } => {
                let t = Text::new("bridges-castles-bazaars.choice.bridge").spot("spot", end);
                match follower {
                    Some(l) => Text::new("bridges-castles-bazaars.choice.bridge-follower")
                        .text("bridge", t)
                        .str("location", l.to_string()),
                    None => t,
                }
            }
            BcbMove::BuildCastle => Text::new("bridges-castles-bazaars.choice.build-castle"),
            BcbMove::DeclineCastle => Text::new("bridges-castles-bazaars.choice.decline-castle"),
            BcbMove::Auction { offered: tile, bid } => Text::new("bridges-castles-bazaars.choice.auction")
                .text("tile", self.offered(game, tile))
                .num("bid", bid),
            BcbMove::TakeTile { offered: tile } => Text::new("bridges-castles-bazaars.choice.take-tile")
                .text("tile", self.offered(game, tile)),
            BcbMove::Raise { bid } => {
                Text::new("bridges-castles-bazaars.choice.raise").num("bid", bid)
            }
            BcbMove::PassBid => Text::new("bridges-castles-bazaars.choice.pass-bid"),
            BcbMove::Sell => Text::new("bridges-castles-bazaars.choice.sell"),
            BcbMove::Buy => Text::new("bridges-castles-bazaars.choice.buy"),
        }
    }
}
