//! Move-choosing policies for `selfplay`. Only `random` exists so far; a new bot is a new
//! [`BotKind`] variant and a [`Bot`] implementation.

use std::fmt;
use std::str::FromStr;

use halflings_engine::playout::{self, Scratch};
use halflings_engine::{GameState, Move};
use rand_chacha::ChaCha8Rng;

/// A policy choosing the moves of one seat.
pub trait Bot {
    /// The move to play for the player to move, or `None` when the game is over.
    fn choose(&mut self, state: &GameState, rng: &mut ChaCha8Rng) -> Option<Move>;
}

/// The bots `--bots` can name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniformly random, level by level (`halflings_engine::playout::random_move`).
    Random,
}

impl BotKind {
    /// Every bot kind, for help texts and errors.
    pub const ALL: [BotKind; 1] = [BotKind::Random];

    /// The name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
        }
    }

    /// A fresh bot of this kind.
    pub fn build(self) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::default()),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<BotKind, String> {
        BotKind::ALL
            .into_iter()
            .find(|b| b.name() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = BotKind::ALL.iter().map(|b| b.name()).collect();
                format!("unknown bot {s:?} (known: {})", known.join(", "))
            })
    }
}

/// The uniformly random policy of [`playout::random_move`].
#[derive(Default)]
pub struct RandomBot {
    scratch: Scratch,
}

impl Bot for RandomBot {
    fn choose(&mut self, state: &GameState, rng: &mut ChaCha8Rng) -> Option<Move> {
        playout::random_move(state, rng, &mut self.scratch)
    }
}
