//! The bots' quick answer to a bazaar's decision (hook `quick_answer`): every bid from 0 to
//! the bidder's score is a legal move, so a decision lists hundreds of answers late in a game,
//! and valuing each by playing out the auction after it took seconds. Instead each offered
//! tile is valued once by the bot (`value_tile`, in points), then:
//!
//! * **pick**: the tile worth most (the first on ties), opening at 0 (the auctioneer may buy it
//!   back at the highest bid anyway); under `bazaar_no_auction`, the tile worth most;
//! * **bid**: a raise to the tile's worth (whole points) when that beats the highest bid,
//!   else to the highest bid + 1 when that is still within the worth, else pass;
//! * **settle**: buy when the tile is worth more than the bid, else sell.
//!
//! Only answers the module's check accepts are given (a bid never exceeds the bidder's score).
//! A castle's decision is left to the bot (two answers).

use super::moves::{BcbDecision, BcbMove};
use super::BridgesCastlesBazaars;
use crate::state::GameState;
use crate::tiles::TileKind;

impl BridgesCastlesBazaars {
    /// The quick answer to the pending bazaar's decision (see the [module](self)).
    pub(super) fn quick_answer(
        &self,
        game: &GameState,
        value_tile: &dyn Fn(TileKind) -> f64,
    ) -> Option<BcbMove> {
        let (seat, decision) = self.pending_bazaar()?;
        let offered = self.offered_tiles();
        let worth = |i: u8| {
            offered
                .get(usize::from(i))
                .copied()
                .flatten()
                .map_or(0.0, value_tile)
        };
        let legal = |mv: &BcbMove| self.check_bazaar(game, seat, *mv).is_ok();
        match decision {
            BcbDecision::BazaarPick => (0..offered.len() as u8)
                .map(|i| {
                    let pick = if self.no_auction {
                        BcbMove::TakeTile { offered: i }
                    } else {
                        BcbMove::Auction { offered: i, bid: 0 }
                    };
                    (worth(i), pick)
                })
                .filter(|(_, mv)| legal(mv))
                .fold(None, |best: Option<(f64, BcbMove)>, (v, mv)| match best {
                    Some((b, _)) if b >= v => best,
                    _ => Some((v, mv)),
                })
                .map(|(_, mv)| mv),
            BcbDecision::BazaarBid { tile, high } => {
                // Whole points, and never a bid the tile is not worth.
                let target = worth(tile).floor() as u32;
                [target, high.saturating_add(1)]
                    .into_iter()
                    .filter(|&bid| bid > high && bid <= target)
                    .map(|bid| BcbMove::Raise { bid })
                    .find(legal)
                    .or(Some(BcbMove::PassBid))
            }
            BcbDecision::BazaarSettle { tile, high } => Some(if worth(tile) > f64::from(high) {
                BcbMove::Buy
            } else {
                BcbMove::Sell
            }),
            BcbDecision::Castle { .. } => None,
        }
    }
}
