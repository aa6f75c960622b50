//! How long the greedy and search bots take to decide in games with The Tower, The Flier and
//! The Princess & The Dragon: every position of a few greedy self-play games (2 players,
//! c2-2021, seeds 1…), each decided again by the greedy bot and every fourth by a search bot
//! with a fixed number of iterations, timed on this thread.
//!
//! ```text
//! cargo run --release -p halflings-bots --example decision_time -- [games=N] [iterations=N]
//! ```
//! Prints decisions per second of each bot (higher is faster).

use std::sync::Arc;
use std::time::{Duration, Instant};

use halflings_bots::{decide, Budget, GreedyBot, SearchBot, SearchConfig};
use halflings_engine::{Catalog, GameState, Setup};

fn main() {
    let mut games = 4u64;
    let mut iterations = 200u32;
    for a in std::env::args().skip(1) {
        let (k, v) = a.split_once('=').expect("KEY=VALUE");
        match k {
            "games" => games = v.parse().expect("games=N"),
            "iterations" => iterations = v.parse().expect("iterations=N"),
            _ => panic!("unknown key {k} (games, iterations)"),
        }
    }
    let cat = Arc::new(Catalog::builtin());
    let (mut greedy_time, mut greedy_n) = (Duration::ZERO, 0u32);
    let (mut search_time, mut search_n) = (Duration::ZERO, 0u32);
    for g in 0..games {
        let setup = Setup {
            seed: 1 + g,
            expansions: vec!["tower".into(), "flier".into(), "princess-and-dragon".into()],
            ..Setup::default()
        };
        let mut game = GameState::new(Arc::clone(&cat), &setup).expect("setup");
        let mut players = [GreedyBot::new(10 + g), GreedyBot::new(20 + g)];
        let mut step = 0u32;
        while let Some(seat) = game.to_move() {
            let mut greedy = GreedyBot::new(30 + u64::from(step));
            let t = Instant::now();
            std::hint::black_box(decide(&mut greedy, &game, seat, Budget::Iterations(1)));
            greedy_time += t.elapsed();
            greedy_n += 1;
            if step.is_multiple_of(4) {
                let cfg = SearchConfig {
                    trees: Some(1),
                    ..SearchConfig::default()
                };
                let mut search = SearchBot::with_config(40 + u64::from(step), cfg);
                let t = Instant::now();
                std::hint::black_box(decide(
                    &mut search,
                    &game,
                    seat,
                    Budget::Iterations(iterations),
                ));
                search_time += t.elapsed();
                search_n += 1;
            }
            let mv = decide(
                &mut players[seat.index()],
                &game,
                seat,
                Budget::Iterations(1),
            );
            game.play(seat, &mv).expect("legal");
            step += 1;
        }
    }
    let rate = |n: u32, t: Duration| f64::from(n) / t.as_secs_f64();
    println!(
        "greedy {:.1} decisions/s ({greedy_n}), search {iterations} it {:.2} decisions/s ({search_n})",
        rate(greedy_n, greedy_time),
        rate(search_n, search_time)
    );
}
