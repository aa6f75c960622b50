//! Plays an arena match and prints its summary as JSON.
//!
//! ```text
//! cargo run --release -p halflings-bots --example arena -- BOT,BOT GAMES [PLAYERS] [RULES] [THREADS] [SEED]
//! cargo run --release -p halflings-bots --example arena -- greedy,random 200
//! cargo run --release -p halflings-bots --example arena -- search:300,greedy 40 2 c2-2021 2
//! ```

use std::io::Write;

use halflings_bots::arena::{self, ArenaConfig};
use halflings_bots::BotSpec;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    let bots: Vec<BotSpec> = arg(0)
        .unwrap_or("greedy,random")
        .split(',')
        .map(|s| s.parse().unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let config = ArenaConfig {
        bots,
        games: arg(1).map_or(100, |s| s.parse().expect("games")),
        players: arg(2).map_or(2, |s| s.parse().expect("players")),
        rules: arg(3)
            .map_or(Ok(Default::default()), str::parse)
            .expect("rules"),
        threads: arg(4).map_or(0, |s| s.parse().expect("threads")),
        seed: arg(5).map_or(0, |s| s.parse().expect("seed")),
        ..ArenaConfig::default()
    };
    let mut done = 0;
    let summary = arena::run_with(&config, |_| {
        done += 1;
        eprint!("\r{done}/{}", config.games);
        let _ = std::io::stderr().flush();
    })
    .unwrap_or_else(|e| panic!("{e}"));
    eprintln!();
    println!("{}", serde_json::to_string_pretty(&summary).expect("json"));
}
