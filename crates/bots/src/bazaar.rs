//! The bazaars of Bridges, Castles & Bazaars for [`GreedyBot`](crate::GreedyBot): an answer
//! by rule, without playing out the bids that follow.
//!
//! Every bid from 0 to the bidder's score is a legal move, so a bazaar's decision lists
//! hundreds of moves late in a game, and valuing each by playing out the auction after it
//! took seconds. Instead each offered tile is valued once, [`tile_worth`]: half its
//! [`draft_value`] in points (what it may bring when laid, roughly). Then:
//!
//! * **pick**: the tile worth most (the first on ties), opening at 0 (the auctioneer may buy it
//!   back at the highest bid anyway); under `bazaar_no_auction`, the tile worth most;
//! * **bid**: a raise to the tile's worth (whole points) when that beats the highest bid,
//!   else to the highest bid + 1 when that is still within the worth, else pass;
//! * **settle**: buy when the tile is worth more than the bid, else sell.
//!
//! Only amounts among the legal moves are played (a bid never exceeds the bidder's score).

use halflings_engine::expansion::bridges_castles_bazaars::{
    BcbDecision, BcbMove, BridgesCastlesBazaars, ID,
};
use halflings_engine::{GameState, Move, Phase, TileKind};

use crate::greedy::draft_value;

/// What offered tile `tile` is worth in points to whoever gets it: half its [`draft_value`].
pub fn tile_worth(state: &GameState, tile: TileKind) -> f64 {
    draft_value(state, tile) / 2.0
}

/// The module's move `mv`, if `mv` is one.
fn bcb_move(mv: &Move) -> Option<BcbMove> {
    match mv {
        Move::Expansion(em) if em.module.id() == ID => em.payload.unpack().ok(),
        _ => None,
    }
}

/// The legal move among `moves` that is the module's `wanted`, if any.
fn find(moves: &[Move], wanted: BcbMove) -> Option<Move> {
    moves.iter().copied().find(|m| bcb_move(m) == Some(wanted))
}

/// The answer to the bazaar's decision pending in `state` (see the module docs), among the
/// legal `moves`; `None` when no bazaar's decision is pending.
pub fn bazaar_answer(state: &GameState, moves: &[Move]) -> Option<Move> {
    let Phase::Expansion { decision, .. } = state.phase() else {
        return None;
    };
    if decision.module.id() != ID {
        return None;
    }
    let offered = state.expansion::<BridgesCastlesBazaars>()?.offered_tiles();
    let worth = |i: u8| {
        offered
            .get(usize::from(i))
            .copied()
            .flatten()
            .map_or(0.0, |t| tile_worth(state, t))
    };
    match decision.payload.unpack::<BcbDecision>().ok()? {
        BcbDecision::BazaarPick => {
            let mut best: Option<(f64, Move)> = None;
            for mv in moves {
                let offered = match bcb_move(mv) {
                    Some(BcbMove::Auction { offered, bid: 0 } | BcbMove::TakeTile { offered }) => {
                        offered
                    }
                    _ => continue,
                };
                let v = worth(offered);
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, *mv));
                }
            }
            best.map(|(_, mv)| mv)
        }
        BcbDecision::BazaarBid { tile, high } => {
            let worth = worth(tile);
            // Whole points, and never a bid the tile is not worth.
            let target = worth.floor() as u32;
            let raise = |bid: u32| (bid > high && bid <= target).then_some(BcbMove::Raise { bid });
            [raise(target), raise(high.saturating_add(1))]
                .into_iter()
                .flatten()
                .find_map(|m| find(moves, m))
                .or_else(|| find(moves, BcbMove::PassBid))
        }
        BcbDecision::BazaarSettle { tile, high } => {
            let answer = if worth(tile) > f64::from(high) {
                BcbMove::Buy
            } else {
                BcbMove::Sell
            };
            find(moves, answer)
        }
        BcbDecision::Castle { .. } => None,
    }
}
