//! The bots and the bazaars of Bridges, Castles & Bazaars: at a bazaar the auctioneer picks
//! a tile and bids, the others raise or pass, the auctioneer sells or buys; greedy and random
//! both take these decisions in whole games.

mod common;

use common::games_of_each_bot;
use halflings_engine::expansion::bridges_castles_bazaars::ID;
use halflings_engine::Move;

/// Whether `mv` is a move of a bazaar's auction.
fn is_auction_move(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e)
        if matches!(e.action_name(), "auction" | "raise" | "pass-bid" | "sell" | "buy"))
}

#[test]
fn bots_bid_at_bazaars_in_games_with_bridges_castles_bazaars() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        let auction = moves.iter().filter(|m| is_auction_move(m)).count();
        assert!(auction > 0, "{spec} never bid at a bazaar");
    }
}
