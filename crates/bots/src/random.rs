//! [`RandomBot`]: the engine's uniform random playout policy as a player.

use halflings_engine::playout::{self, Scratch};
use halflings_engine::Move;
use rand_chacha::ChaCha8Rng;

use crate::bot::{bot_rng, Bot, Budget, View};

/// Plays [`playout::random_move`]: uniform level by level (draw or a playable halfling, then a
/// placement, then no follower or a free feature; other decisions uniform over the legal
/// moves). Ignores the budget.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
    scratch: Scratch,
}

impl RandomBot {
    /// A random bot drawing from ChaCha8 seeded with `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: bot_rng(seed),
            scratch: Scratch::default(),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, view: &View, _budget: Budget) -> Move {
        playout::random_move(view, &mut self.rng, &mut self.scratch)
            .expect("RandomBot asked to move in a finished game")
    }
}
