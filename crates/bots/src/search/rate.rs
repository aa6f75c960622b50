//! Measuring the engine's speed: random games per second (`halflings bench`) and search
//! playouts per second (`halflings bench --playouts`), natively and in the browser.

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use halflings_engine::playout::{self, Scratch};
use halflings_engine::{Catalog, GameState, RulesVersion, Setup, SetupError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;
use web_time::Instant;

use crate::bot::{mix_seed, Bot, Budget};
use crate::greedy::GreedyBot;

/// A measurement of complete random games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRate {
    /// Games played.
    pub games: u64,
    /// Moves played in them.
    pub moves: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Moves per second.
    pub moves_per_second: f64,
}

/// The setup of the random games of `halflings bench` (and of the browser's benchmark): two
/// players, `c2-2021`, the 72 regular tiles and the 24 halflings dealt three each with their
/// symbols, game seed `seed`.
pub fn bench_setup(seed: u64) -> Setup {
    Setup {
        players: 2,
        rules: RulesVersion::C2_2021,
        symbol_tiles: true,
        halflings: Some(3),
        seed,
        ..Setup::default()
    }
}

/// Plays complete games of uniformly random legal moves ([`playout::play_out`]): game `i` from
/// `setup(i)` with its own seed, until `games` are done or, without a count, until `budget`
/// has passed (at least one game).
///
/// # Errors
/// A setup the engine refuses.
pub fn random_game_rate(
    catalog: &Arc<Catalog>,
    setup: &dyn Fn(u64) -> Setup,
    games: Option<u64>,
    budget: Duration,
) -> Result<GameRate, SetupError> {
    let mut scratch = Scratch::default();
    let mut events = Vec::new();
    let mut moves = 0u64;
    let mut played = 0u64;
    let start = Instant::now();
    loop {
        match games {
            Some(n) if played >= n => break,
            None if played > 0 && start.elapsed() >= budget => break,
            _ => {}
        }
        let mut state = GameState::new(Arc::clone(catalog), &setup(played))?;
        let mut rng = ChaCha8Rng::seed_from_u64(played);
        moves += u64::from(playout::play_out(
            &mut state,
            &mut rng,
            &mut scratch,
            &mut events,
        ));
        black_box(&state);
        played += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(GameRate {
        games: played,
        moves,
        seconds,
        games_per_second: played as f64 / seconds,
        moves_per_second: moves as f64 / seconds,
    })
}

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
/// `threads` threads (a rayon pool of that size; one thread is the caller's own, so that it
/// runs where threads cannot be made, in the browser). Seeded by `seed`.
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
    let start = Instant::now();
    let deadline = start + duration;
    let thread = |t: usize| {
        let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(seed, t as u64));
        let mut scratch = Scratch::default();
        let mut events = Vec::new();
        let (mut n, mut moves) = (0u64, 0u64);
        let mut det = state.clone();
        while n == 0 || Instant::now() < deadline {
            state.determinize_into(seat, &mut rng, &mut det);
            moves += u64::from(playout::play_out(
                &mut det,
                &mut rng,
                &mut scratch,
                &mut events,
            ));
            n += 1;
        }
        (n, moves)
    };
    let counts: Vec<(u64, u64)> = if threads == 1 {
        vec![thread(0)]
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("thread pool");
        pool.install(|| (0..threads).into_par_iter().map(thread).collect())
    };
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
