//! Measures random playouts per second (determinization + playout to the end) from the fixed
//! mid-game position [`halflings_bots::playout_position`], on one thread and on all cores.
//!
//! ```text
//! cargo run --release -p halflings-bots --example playout_rate -- [SECONDS]
//! ```
//! (`halflings bench --playouts` prints the same figures.)

use std::sync::Arc;
use std::time::Duration;

use halflings_bots::{playout_position, playout_rate};
use halflings_engine::Catalog;

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .map_or(3.0, |s| s.parse().expect("seconds"));
    let game = playout_position(Arc::new(Catalog::builtin())).expect("setup");
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
