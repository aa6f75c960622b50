//! Tuning aid: a search bot with the given settings against the greedy bot, seats alternated.
//!
//! ```text
//! cargo run --release -p halflings-bots --example tune -- GAMES ITERATIONS [ROOT_WIDTH] [WIN_WEIGHT] [EXPLORATION] [MARGIN_SCALE] [PRIOR_WEIGHT]
//! ```
//! A root width of 0 searches every root move.

use std::sync::Arc;

use halflings_bots::{decide, Bot, Budget, GreedyBot, SearchBot, SearchConfig};
use halflings_engine::{Catalog, GameState, Setup};
use rayon::prelude::*;

fn main() {
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("number"))
        .collect();
    let arg = |i: usize, d: f64| args.get(i).copied().unwrap_or(d);
    let games = arg(0, 20.0) as u64;
    let iterations = arg(1, 300.0) as u32;
    let base = SearchConfig::default();
    let width = arg(2, base.root_width.map_or(0.0, |w| w as f64)) as usize;
    let cfg = SearchConfig {
        trees: Some(1),
        root_width: (width > 0).then_some(width),
        win_weight: arg(3, base.win_weight),
        exploration: arg(4, base.exploration),
        margin_scale: arg(5, base.margin_scale),
        prior_weight: arg(6, base.prior_weight),
        ..base
    };
    let cat = Arc::new(Catalog::builtin());
    let results: Vec<(f64, f64)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let mut game = GameState::new(
                Arc::clone(&cat),
                &Setup {
                    seed: 1000 + g,
                    ..Setup::default()
                },
            )
            .expect("setup");
            let search_seat = (g % 2) as u8;
            let mut bots: Vec<Box<dyn Bot>> = vec![
                Box::new(SearchBot::with_config(g * 2 + 1, cfg)),
                Box::new(GreedyBot::new(g * 2 + 2)),
            ];
            if search_seat == 1 {
                bots.swap(0, 1);
            }
            while let Some(seat) = game.to_move() {
                let mv = decide(
                    bots[seat as usize].as_mut(),
                    &game,
                    seat,
                    Budget::Iterations(iterations),
                );
                game.play(seat, &mv).expect("legal");
            }
            let s = game.scores();
            let d = f64::from(s[search_seat as usize]) - f64::from(s[1 - search_seat as usize]);
            let win = if d > 0.0 {
                1.0
            } else if d == 0.0 {
                0.5
            } else {
                0.0
            };
            (win, d)
        })
        .collect();
    let n = results.len() as f64;
    let wins: f64 = results.iter().map(|r| r.0).sum();
    let diff: f64 = results.iter().map(|r| r.1).sum::<f64>() / n;
    println!(
        "{cfg:?}\n{iterations} iterations: search won {wins}/{n} ({:.0}%), mean margin {diff:+.1}",
        100.0 * wins / n
    );
}
