//! A search bot stops when it is told to, whatever its budget: a server whose time for the
//! move is up, or that shuts down, gets its thread back within moments instead of after the
//! whole budget (minutes, for a large iteration budget on a busy machine).

use std::sync::Arc;
use std::time::{Duration, Instant};

use halflings_bots::{Bot, BotSpec, Budget, SearchBot, Stop};
use halflings_engine::{Catalog, GameState, Setup};

/// A game a few moves in, with more than one sensible move.
fn game() -> GameState {
    let mut game = GameState::new(Arc::new(Catalog::builtin()), &Setup::default()).unwrap();
    for _ in 0..6 {
        let seat = game.to_move().unwrap();
        let mv = game.legal_moves()[0];
        game.play(seat, &mv).unwrap();
    }
    game
}

/// Decides with `bot` on another thread and gives `stop` after `after`: how long the decision
/// took (its move checked legal).
fn stopped_after(mut bot: Box<dyn Bot>, stop: &Stop, budget: Budget, after: Duration) -> Duration {
    let game = game();
    let seat = game.to_move().unwrap();
    let start = Instant::now();
    let thinking = {
        let game = game.clone();
        std::thread::spawn(move || bot.decide(&game, seat, budget))
    };
    std::thread::sleep(after);
    stop.stop();
    let mv = thinking.join().unwrap();
    let took = start.elapsed();
    assert!(game.legal_moves().contains(&mv), "{mv:?}");
    took
}

#[test]
fn a_search_stops_when_told_whatever_its_budget() {
    for budget in [Budget::Iterations(u32::MAX), Budget::Millis(600_000)] {
        let stop = Stop::new();
        let bot = Box::new(SearchBot::new(1).with_stop(stop.clone()));
        let took = stopped_after(bot, &stop, budget, Duration::from_millis(200));
        assert!(took < Duration::from_secs(2), "{budget}: {took:?}");
    }
}

#[test]
fn a_server_stops_every_decision_through_their_parent() {
    let server = Stop::new();
    let spec: BotSpec = "search:200000".parse().unwrap();
    let bot = spec.build_stoppable(2, Some(1), server.child());
    let took = stopped_after(
        bot,
        &server,
        spec.budget(Budget::default()),
        Duration::from_millis(200),
    );
    assert!(took < Duration::from_secs(2), "{took:?}");
    // One decision's own signal leaves the server's and the other decisions' alone.
    let server = Stop::new();
    let (a, b) = (server.child(), server.child());
    a.stop();
    assert!(a.is_stopped() && !b.is_stopped() && !server.is_stopped());
}
