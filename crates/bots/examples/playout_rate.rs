//! Measures random playouts per second (determinization + playout to the end) from a fixed
//! mid-game position: seed 1, two players, 30 moves of the greedy bot against itself.
//!
//! ```text
//! cargo run --release -p halflings-bots --example playout_rate -- [SECONDS]
//! ```

use std::sync::Arc;
use std::time::Duration;

use halflings_bots::{playout_rate, Bot, Budget, GreedyBot};
use halflings_engine::{Catalog, GameState, Setup};

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .map_or(3.0, |s| s.parse().expect("seconds"));
    let mut game = GameState::new(
        Arc::new(Catalog::builtin()),
        &Setup {
            seed: 1,
            ..Setup::default()
        },
    )
    .expect("setup");
    let mut bot = GreedyBot::new(1);
    for _ in 0..30 {
        let seat = game.to_move().expect("in progress");
        let mv = bot.decide(&game, seat, Budget::Iterations(0));
        game.play(seat, &mv).expect("legal");
    }
    println!(
        "position: {} tiles on the board, {} in the pile",
        game.board().tiles().len(),
        game.pile_len()
    );
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    for threads in [1, cores] {
        let r = playout_rate(&game, threads, Duration::from_secs_f64(secs), 7);
        println!(
            "{} thread(s): {:.0} playouts/s ({} playouts, {:.1} moves each, {:.2} s)",
            r.threads,
            r.per_second,
            r.playouts,
            r.moves as f64 / r.playouts as f64,
            r.seconds
        );
    }
}
