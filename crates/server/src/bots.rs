//! Bots on the server: [`BotPool`] runs each decision on the blocking thread pool, on the game
//! redacted for the bot's seat, within the bot's time budget, so that thinking bots never take
//! the cores from the games' network and database work nor from each other.
//!
//! * **Threads.** At most [`Limits::bot_threads`] bots think at once (one per core by default).
//!   Games whose seats are all bots take at most all of them but one (at least one): a bot
//!   playing people never waits behind a crowd of games between bots.
//! * **Fair turns.** Waiting decisions are served first come, first served, and a game has at
//!   most one waiting at a time (the room knows which move its bot thinks about), so the games
//!   take turns round-robin: a game whose bot has moved queues again behind every game already
//!   waiting.
//! * **Deadline.** A bot that overruns its budget (plus a grace) or fails is told to stop
//!   ([`Stop`]: a search stops within one playout) and the server plays a uniformly random
//!   legal move for it; its thread stays counted until the bot has really stopped.
//! * **Shutdown.** [`BotPool::shut_down`] stops every thinking bot at once and starts no other.

use std::sync::Arc;
use std::time::Duration;

use halflings_bots::{BotSpec, Budget, Stop};
use halflings_engine::playout::{random_move, Scratch};
use halflings_engine::{GameState, Move, Seat};
use rand::SeedableRng;
use tokio::sync::Semaphore;

use crate::limits::Limits;
use crate::lobby::DEFAULT_BOT_BUDGET;
use crate::token::random_u64;

/// Time a bot may take beyond its budget before the server plays a random move for it.
const GRACE: Duration = Duration::from_secs(2);

/// The limit for a bot that searches by iterations or does not search.
const UNTIMED_LIMIT: Duration = Duration::from_secs(10);

/// The server's thinking bots (see the module docs).
#[derive(Debug)]
pub struct BotPool {
    /// Turns to think, one per thread.
    threads: Arc<Semaphore>,
    /// The turns that games between bots may take.
    bot_only: Arc<Semaphore>,
    /// Given at shutdown: every decision's [`Stop`] is its child.
    shutdown: Stop,
}

impl BotPool {
    /// A pool of [`Limits::bot_threads`] threads (at least one).
    pub fn new(limits: &Limits) -> BotPool {
        let threads = limits.bot_threads.max(1);
        BotPool {
            threads: Arc::new(Semaphore::new(threads)),
            bot_only: Arc::new(Semaphore::new((threads - 1).max(1))),
            shutdown: Stop::new(),
        }
    }

    /// Stops every thinking bot and starts no other: [`BotPool::think`] gives `None` from now
    /// on.
    pub fn shut_down(&self) {
        self.shutdown.stop();
        self.threads.close();
        self.bot_only.close();
    }

    /// The move `spec` makes for `seat` in `state` (the real game: the bot sees only its
    /// redacted view), after waiting for its turn (`bot_only`: the game's seats are all bots).
    /// If the bot overruns its budget or fails, a uniformly random legal move. `None` once
    /// the pool is shut down.
    ///
    /// # Panics
    /// When `seat` is not to move in `state`.
    pub async fn think(
        &self,
        spec: BotSpec,
        state: GameState,
        seat: Seat,
        bot_only: bool,
    ) -> Option<Move> {
        let budget = spec.budget(DEFAULT_BOT_BUDGET);
        let limit = match budget {
            Budget::Millis(ms) => Duration::from_millis(ms) + GRACE,
            Budget::Iterations(_) => UNTIMED_LIMIT,
        };
        let bot_only_turn = if bot_only {
            Some(Arc::clone(&self.bot_only).acquire_owned().await.ok()?)
        } else {
            None
        };
        let turn = Arc::clone(&self.threads).acquire_owned().await.ok()?;
        let stop = self.shutdown.child();
        let game = state.clone();
        let told = stop.clone();
        let task = tokio::task::spawn_blocking(move || {
            // The turns are given back when the bot has really stopped.
            let _turns = (turn, bot_only_turn);
            // One tree: the search runs on this blocking thread, not on a shared pool.
            let mut bot = spec.build_stoppable(random_u64(), Some(1), told);
            bot.decide(&game, seat, budget)
        });
        let outcome = tokio::time::timeout(limit, task).await;
        if self.shutdown.is_stopped() {
            return None;
        }
        if let Ok(Ok(mv)) = outcome {
            return Some(mv);
        }
        stop.stop();
        tracing::warn!(
            "bot {spec} in seat {seat} {}: playing a random move",
            if outcome.is_err() {
                "overran its budget"
            } else {
                "failed"
            }
        );
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(random_u64());
        Some(
            random_move(&state.redacted_for(seat), &mut rng, &mut Scratch::default())
                .expect("a bot is asked to move only in a running game"),
        )
    }
}
