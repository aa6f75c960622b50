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

#[test]
fn greedy_answers_a_bazaar_quickly_late_in_a_game() {
    use halflings_bots::{Bot, Budget, GreedyBot};
    use halflings_engine::{GameState, Phase, Setup};
    use std::time::{Duration, Instant};
    let setup = Setup {
        seed: 3,
        players: 4,
        expansions: vec![ID.into()],
        ..Setup::default()
    };
    let mut bots: Vec<GreedyBot> = (1..=4).map(GreedyBot::new).collect();
    let mut game = GameState::new(common::catalog(), &setup).unwrap();
    let mut times = Vec::new();
    while let Some(seat) = game.to_move() {
        let bazaar = match game.phase() {
            Phase::Expansion { decision, .. } if decision.name().starts_with("bazaar-") => {
                Some(decision.name())
            }
            _ => None,
        };
        let start = Instant::now();
        let mv = bots[seat.index()].decide(&game, seat, Budget::Iterations(1));
        let took = start.elapsed();
        if let Some(name) = bazaar {
            eprintln!(
                "{name} ({} moves, score {}): {took:?}",
                game.legal_moves().len(),
                game.score(seat)
            );
            times.push(took);
        }
        game.play(seat, &mv).unwrap();
    }
    assert!(!times.is_empty(), "no bazaar in the game");
    let total: Duration = times.iter().sum();
    let max = times.iter().max().copied().unwrap_or_default();
    eprintln!(
        "{} bazaar decisions, {:?} each on average, {max:?} at most",
        times.len(),
        total / times.len() as u32
    );
    assert!(
        max < Duration::from_secs(2),
        "a bazaar decision took {max:?}"
    );
}
