//! Tuning aid: a search bot with the given settings against the greedy bot, seats alternated,
//! one tree per bot and games in parallel.
//!
//! ```text
//! cargo run --release -p halflings-bots --example tune -- [games=N] [iterations=N] [rules=c2-2021] [seed=N] [KEY=VALUE...]
//! ```
//! Keys: `width` (root width, 0: all), `win`, `c` (exploration), `scale`, `prior`,
//! `phalf` (playout halfling chance, negative: uniform), `twidth` (tree width, 0: all),
//! `cthresh` (context threshold), `aimed` (aimed moves valued in the ranking's second stage,
//! negative: every move valued), `trees`.

use std::sync::Arc;
use std::time::Instant;

use halflings_bots::{decide, Bot, Budget, GreedyBot, SearchBot, SearchConfig};
use halflings_engine::{Catalog, GameState, RulesVersion, Setup};
use rayon::prelude::*;

fn main() {
    let mut games = 20u64;
    let mut iterations = 1000u32;
    let mut rules = RulesVersion::default();
    let mut seed = 1000u64;
    let mut cfg = SearchConfig {
        trees: Some(1),
        ..SearchConfig::default()
    };
    for a in std::env::args().skip(1) {
        let (k, v) = a.split_once('=').expect("KEY=VALUE");
        let f = || v.parse::<f64>().expect("number");
        match k {
            "games" => games = f() as u64,
            "iterations" => iterations = f() as u32,
            "rules" => rules = v.parse().expect("rules"),
            "seed" => seed = f() as u64,
            "width" => cfg.root_width = (f() > 0.0).then_some(f() as usize),
            "win" => cfg.win_weight = f(),
            "c" => cfg.exploration = f(),
            "scale" => cfg.margin_scale = f(),
            "prior" => cfg.prior_weight = f(),
            "phalf" => cfg.playout_halfling = (f() >= 0.0).then_some(f()),
            "twidth" => cfg.tree_width = (f() > 0.0).then_some(f() as usize),
            "cthresh" => cfg.context_threshold = f() as u32,
            "aimed" => cfg.aimed_width = (f() >= 0.0).then_some(f() as usize),
            "trees" => cfg.trees = Some(f() as usize),
            _ => panic!("unknown key {k}"),
        }
    }
    let cat = Arc::new(Catalog::builtin());
    let start = Instant::now();
    let results: Vec<(f64, f64, f64, u32)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let mut game = GameState::new(
                Arc::clone(&cat),
                &Setup {
                    seed: seed + g,
                    rules,
                    ..Setup::default()
                },
            )
            .expect("setup");
            let search_seat = (g % 2) as u8;
            let mut bots: Vec<Box<dyn Bot>> = vec![
                Box::new(SearchBot::with_config(seed * 7 + g * 2 + 1, cfg)),
                Box::new(GreedyBot::new(seed * 7 + g * 2 + 2)),
            ];
            if search_seat == 1 {
                bots.swap(0, 1);
            }
            let (mut secs, mut n) = (0.0, 0u32);
            while let Some(seat) = game.to_move() {
                let t = Instant::now();
                let mv = decide(
                    bots[seat.index()].as_mut(),
                    &game,
                    seat,
                    Budget::Iterations(iterations),
                );
                if seat.number() == search_seat {
                    secs += t.elapsed().as_secs_f64();
                    n += 1;
                }
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
            (win, d, secs, n)
        })
        .collect();
    let n = results.len() as f64;
    let wins: f64 = results.iter().map(|r| r.0).sum();
    let diff: f64 = results.iter().map(|r| r.1).sum::<f64>() / n;
    let sd = (results.iter().map(|r| (r.1 - diff).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    let secs: f64 = results.iter().map(|r| r.2).sum();
    let moves: u32 = results.iter().map(|r| r.3).sum();
    println!(
        "{} it {rules}: won {wins}/{n} ({:.0}%), margin {diff:+.1} ± {:.1}, {:.1} ms/move, {:.0} s | {}",
        iterations,
        100.0 * wins / n,
        1.96 * sd / n.sqrt(),
        1000.0 * secs / f64::from(moves),
        start.elapsed().as_secs_f64(),
        std::env::args().skip(1).collect::<Vec<_>>().join(" ")
    );
}
