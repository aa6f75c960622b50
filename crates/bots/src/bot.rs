//! The [`Bot`] trait, the redacted [`View`] a bot decides on, and the thinking [`Budget`].

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;
use std::time::Duration;

use halflings_engine::{GameState, Move, Seat};
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// How much thinking a decision may take.
///
/// `Iterations` makes search bots deterministic for a fixed seed (and tree count); `Millis`
/// is for play against the clock. Bots that do not search ignore it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Budget {
    /// A number of search iterations (playouts), in total over all trees.
    Iterations(u32),
    /// Wall-clock time in milliseconds.
    Millis(u64),
}

impl Budget {
    /// The deadline of a decision started at `start`, if the budget is a time.
    pub fn deadline(self, start: Instant) -> Option<Instant> {
        match self {
            Budget::Iterations(_) => None,
            Budget::Millis(ms) => Some(start + Duration::from_millis(ms)),
        }
    }
}

impl Default for Budget {
    /// 1000 iterations.
    fn default() -> Budget {
        Budget::Iterations(1000)
    }
}

impl fmt::Display for Budget {
    /// `500` (iterations), `200ms`, `2s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Budget::Iterations(n) => write!(f, "{n}"),
            Budget::Millis(ms) if ms >= 1000 && ms.is_multiple_of(1000) => {
                write!(f, "{}s", ms / 1000)
            }
            Budget::Millis(ms) => write!(f, "{ms}ms"),
        }
    }
}

impl FromStr for Budget {
    type Err = String;

    /// `500` or `500it` (iterations), `200ms`, `1s`, `1.5s`.
    fn from_str(s: &str) -> Result<Budget, String> {
        let s = s.trim();
        let bad = || format!("bad budget {s:?}: give iterations (500) or a time (200ms, 1s)");
        if let Some(ms) = s.strip_suffix("ms") {
            return ms.parse().map(Budget::Millis).map_err(|_| bad());
        }
        if let Some(secs) = s.strip_suffix('s') {
            let secs: f64 = secs.parse().map_err(|_| bad())?;
            if !(secs.is_finite() && secs >= 0.0) {
                return Err(bad());
            }
            return Ok(Budget::Millis((secs * 1000.0).round() as u64));
        }
        let n = s.strip_suffix("it").unwrap_or(s);
        n.parse().map(Budget::Iterations).map_err(|_| bad())
    }
}

/// The game as one seat may know it: [`GameState::redacted_for`] of the real game.
///
/// Only [`View::new`] makes one, and it always redacts, so code holding a `View` cannot learn
/// the pile order or the other players' hands: two real games that differ only there give
/// identical views. It dereferences to the redacted [`GameState`], which a bot may clone,
/// [`determinize`](GameState::determinize) and play on freely.
#[derive(Clone, Debug)]
pub struct View {
    state: GameState,
    seat: Seat,
}

impl View {
    /// The view of `game` for `seat`.
    pub fn new(game: &GameState, seat: Seat) -> View {
        View {
            state: game.redacted_for(seat),
            seat,
        }
    }

    /// The seat this view belongs to.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The redacted game.
    pub fn state(&self) -> &GameState {
        &self.state
    }
}

impl Deref for View {
    type Target = GameState;
    fn deref(&self) -> &GameState {
        &self.state
    }
}

/// A policy that plays one seat.
///
/// Implementations write [`Bot::choose`], which sees only a [`View`]; callers use
/// [`Bot::decide`] (or [`decide`]), which redacts the real game first. Every decision the game
/// asks for goes through it: draft picks, draw or play a halfling, placement with follower,
/// expansions' decisions. The move returned must be one of the view's
/// [`legal_moves`](GameState::legal_moves), which are exactly the real game's legal moves
/// (legality depends only on what the seat may see).
///
/// A bot is seeded at construction: the same seed gives the same decisions.
pub trait Bot: Send {
    /// A short name, e.g. `search:500`.
    fn name(&self) -> String;

    /// The move for the seat of `view`, which is to move.
    fn choose(&mut self, view: &View, budget: Budget) -> Move;

    /// The move for `seat` in the real `game`, decided on `game.redacted_for(seat)` only.
    ///
    /// Do not override this: [`decide`] (which the arena calls) is the same without that
    /// possibility.
    ///
    /// # Panics
    /// When the game is over or `seat` is not to move.
    fn decide(&mut self, game: &GameState, seat: Seat, budget: Budget) -> Move {
        decide(self, game, seat, budget)
    }
}

/// The move `bot` makes for `seat` in the real `game`: the game is redacted for `seat` and
/// only the [`View`] reaches the bot.
///
/// # Panics
/// When the game is over or `seat` is not to move.
pub fn decide<B: Bot + ?Sized>(bot: &mut B, game: &GameState, seat: Seat, budget: Budget) -> Move {
    assert_eq!(
        game.to_move(),
        Some(seat),
        "decide: seat {seat} is not to move"
    );
    let view = View::new(game, seat);
    bot.choose(&view, budget)
}

/// A seeded generator for a bot: ChaCha8 from `seed`.
pub(crate) fn bot_rng(seed: u64) -> rand_chacha::ChaCha8Rng {
    rand::SeedableRng::seed_from_u64(seed)
}

/// SplitMix64: derives independent seeds from one (e.g. a tree's from the decision's).
pub fn mix_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_parses_and_prints() {
        for (text, b) in [
            ("500", Budget::Iterations(500)),
            ("500it", Budget::Iterations(500)),
            ("200ms", Budget::Millis(200)),
            ("1s", Budget::Millis(1000)),
            ("1.5s", Budget::Millis(1500)),
        ] {
            assert_eq!(text.parse::<Budget>(), Ok(b), "{text}");
        }
        for b in [
            Budget::Iterations(7),
            Budget::Millis(250),
            Budget::Millis(3000),
        ] {
            assert_eq!(b.to_string().parse::<Budget>(), Ok(b));
        }
        assert!("fast".parse::<Budget>().is_err());
        assert!("-1s".parse::<Budget>().is_err());
    }
}
