//! Measuring playouts per second, for `halflings bench --playouts`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use halflings_engine::playout::{self, Scratch};
use halflings_engine::{Catalog, GameState, Setup, SetupError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use crate::bot::{mix_seed, Bot, Budget};
use crate::greedy::GreedyBot;

/// A playout-speed measurement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayoutRate {
    /// Threads used.
    pub threads: usize,
    /// Playouts completed.
    pub playouts: u64,
    /// Moves played in them.
    pub moves: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Playouts per second over all threads.
    pub per_second: f64,
}

/// Decisions of [`playout_position`].
pub const PLAYOUT_POSITION_MOVES: u32 = 30;

/// The fixed mid-game position [`playout_rate`] is benchmarked from: two players, `c2-2021`,
/// setup seed 1 ([`Setup::default`] otherwise), after [`PLAYOUT_POSITION_MOVES`] decisions of
/// [`GreedyBot`] (seed 1) playing both seats. With the built-in tiles, 16 tiles lie on the
/// board and 57 are left in the pile.
///
/// # Errors
/// When `catalog` cannot start the default setup.
pub fn playout_position(catalog: Arc<Catalog>) -> Result<GameState, SetupError> {
    let setup = Setup {
        seed: 1,
        ..Setup::default()
    };
    let mut game = GameState::new(catalog, &setup)?;
    let mut bot = GreedyBot::new(1);
    for _ in 0..PLAYOUT_POSITION_MOVES {
        let Some(seat) = game.to_move() else { break };
        let mv = bot.decide(&game, seat, Budget::Iterations(0));
        game.play(seat, &mv)
            .expect("the greedy bot plays only legal moves");
    }
    Ok(game)
}

/// Measures what one search iteration costs without the tree: from `state`, a determinization
/// for the player to move and a random playout to the end, repeated for about `duration` on
/// `threads` threads (a rayon pool of that size). Seeded by `seed`.
///
/// # Panics
/// When `state` is over, or the thread pool cannot be built.
pub fn playout_rate(
    state: &GameState,
    threads: usize,
    duration: Duration,
    seed: u64,
) -> PlayoutRate {
    let seat = state
        .to_move()
        .expect("playout_rate needs a game in progress");
    let threads = threads.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    let start = Instant::now();
    let deadline = start + duration;
    let counts: Vec<(u64, u64)> = pool.install(|| {
        (0..threads)
            .into_par_iter()
            .map(|t| {
                let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(seed, t as u64));
                let mut scratch = Scratch::default();
                let mut events = Vec::new();
                let (mut n, mut moves) = (0u64, 0u64);
                while n == 0 || Instant::now() < deadline {
                    let mut det = state.determinize(seat, &mut rng);
                    moves += u64::from(playout::play_out(
                        &mut det,
                        &mut rng,
                        &mut scratch,
                        &mut events,
                    ));
                    n += 1;
                }
                (n, moves)
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    let playouts = counts.iter().map(|c| c.0).sum();
    PlayoutRate {
        threads,
        playouts,
        moves: counts.iter().map(|c| c.1).sum(),
        seconds,
        per_second: playouts as f64 / seconds,
    }
}
