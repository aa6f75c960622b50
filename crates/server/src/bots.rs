//! Bots on the server: each decision runs on the blocking thread pool, on the game redacted
//! for the bot's seat, within the bot's time budget. At most one bot per core thinks at a time,
//! so that thinking bots never take the cores from the games' network and database work.

use std::sync::LazyLock;
use std::time::Duration;

use halflings_bots::{BotSpec, Budget};
use halflings_engine::playout::{random_move, Scratch};
use halflings_engine::{GameState, Move};
use rand::SeedableRng;
use tokio::sync::Semaphore;

use crate::lobby::DEFAULT_BOT_BUDGET;
use crate::token::random_u64;

/// Time a bot may take beyond its budget before the server plays a random move for it.
const GRACE: Duration = Duration::from_secs(2);

/// The limit for a bot that searches by iterations or does not search.
const UNTIMED_LIMIT: Duration = Duration::from_secs(10);

/// Turns to think: one per core.
static THINKERS: LazyLock<Semaphore> =
    LazyLock::new(|| Semaphore::new(std::thread::available_parallelism().map_or(1, |n| n.get())));

/// The move `spec` makes for `seat` in `state` (the real game: the bot sees only its
/// redacted view). If the bot overruns its budget or fails, a uniformly random legal move.
///
/// # Panics
/// When `seat` is not to move in `state`.
pub async fn think(spec: BotSpec, state: GameState, seat: u8) -> Move {
    let budget = spec.budget(DEFAULT_BOT_BUDGET);
    let limit = match budget {
        Budget::Millis(ms) => Duration::from_millis(ms) + GRACE,
        Budget::Iterations(_) => UNTIMED_LIMIT,
    };
    let game = state.clone();
    let _turn = THINKERS
        .acquire()
        .await
        .expect("the semaphore is never closed");
    let task = tokio::task::spawn_blocking(move || {
        // One tree: the search runs on this blocking thread, not on a shared pool.
        let mut bot = spec.build(random_u64(), Some(1));
        bot.decide(&game, seat, budget)
    });
    match tokio::time::timeout(limit, task).await {
        Ok(Ok(mv)) => mv,
        outcome => {
            tracing::warn!(
                "bot {spec} in seat {seat} {}: playing a random move",
                if outcome.is_err() {
                    "overran its budget"
                } else {
                    "failed"
                }
            );
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(random_u64());
            random_move(&state.redacted_for(seat), &mut rng, &mut Scratch::default())
                .expect("a bot is asked to move only in a running game")
        }
    }
}
