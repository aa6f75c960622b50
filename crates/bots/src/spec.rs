//! [`BotSpec`]: a bot named on a command line (`random`, `greedy`, `search:500`, `search:1s`).

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::bot::{Bot, Budget};
use crate::greedy::GreedyBot;
use crate::random::RandomBot;
use crate::search::{SearchBot, SearchConfig};
use crate::stop::Stop;

/// A bot and, for a search bot, its own budget.
///
/// Parses from `random`, `greedy`, `search` (the arena's budget), `search:500` (iterations),
/// `search:200ms` or `search:1s` (time per decision); prints the same way.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// [`RandomBot`].
    Random,
    /// [`GreedyBot`].
    Greedy,
    /// [`SearchBot`] with the default tuning.
    Search {
        /// Its budget; `None`: the budget the caller gives.
        budget: Option<Budget>,
    },
}

impl BotSpec {
    /// The names [`BotSpec`] parses, for help texts.
    pub const HELP: &'static str =
        "random, greedy, search, search:ITERATIONS, search:MSms, search:SECONDSs";

    /// The budget of a search bot named without one when it plays people (on the server, in
    /// the browser): a second a move.
    pub const PLAY_BUDGET: Budget = Budget::Millis(1000);

    /// A fresh bot seeded with `seed`; a search bot searches `trees` trees (`None`: one per
    /// thread of the current rayon pool).
    pub fn build(&self, seed: u64, trees: Option<usize>) -> Box<dyn Bot> {
        self.build_stoppable(seed, trees, Stop::new())
    }

    /// [`BotSpec::build`], with a search bot that stops thinking when `stop` is given (the
    /// other bots take a fraction of a second and do not look).
    pub fn build_stoppable(&self, seed: u64, trees: Option<usize>, stop: Stop) -> Box<dyn Bot> {
        match *self {
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Greedy => Box::new(GreedyBot::new(seed)),
            BotSpec::Search { .. } => Box::new(
                SearchBot::with_config(
                    seed,
                    SearchConfig {
                        trees,
                        ..SearchConfig::default()
                    },
                )
                .with_stop(stop),
            ),
        }
    }

    /// The budget this bot decides with, given the caller's default.
    pub fn budget(&self, default: Budget) -> Budget {
        match *self {
            BotSpec::Search {
                budget: Some(budget),
            } => budget,
            _ => default,
        }
    }

    /// Whether the bot's decisions depend on the clock under `default`.
    pub fn timed(&self, default: Budget) -> bool {
        matches!(self, BotSpec::Search { .. }) && matches!(self.budget(default), Budget::Millis(_))
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Greedy => f.write_str("greedy"),
            BotSpec::Search { budget: None } => f.write_str("search"),
            BotSpec::Search {
                budget: Some(budget),
            } => write!(f, "search:{budget}"),
        }
    }
}

impl FromStr for BotSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<BotSpec, String> {
        let s = s.trim();
        let (name, arg) = match s.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (s, None),
        };
        match (name, arg) {
            ("random", None) => Ok(BotSpec::Random),
            ("greedy", None) => Ok(BotSpec::Greedy),
            ("search", None) => Ok(BotSpec::Search { budget: None }),
            ("search", Some(a)) => Ok(BotSpec::Search {
                budget: Some(a.parse()?),
            }),
            ("random" | "greedy", Some(_)) => Err(format!("bot {name:?} takes no budget")),
            _ => Err(format!("unknown bot {s:?} (known: {})", BotSpec::HELP)),
        }
    }
}

impl Serialize for BotSpec {
    /// As its name, e.g. `"search:500"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        for (text, spec) in [
            ("random", BotSpec::Random),
            ("greedy", BotSpec::Greedy),
            ("search", BotSpec::Search { budget: None }),
            (
                "search:500",
                BotSpec::Search {
                    budget: Some(Budget::Iterations(500)),
                },
            ),
            (
                "search:200ms",
                BotSpec::Search {
                    budget: Some(Budget::Millis(200)),
                },
            ),
            (
                "search:1s",
                BotSpec::Search {
                    budget: Some(Budget::Millis(1000)),
                },
            ),
        ] {
            assert_eq!(text.parse::<BotSpec>(), Ok(spec), "{text}");
            assert_eq!(spec.to_string(), text);
        }
        assert!("alphazero".parse::<BotSpec>().is_err());
        assert!("greedy:5".parse::<BotSpec>().is_err());
        assert!("search:lots".parse::<BotSpec>().is_err());
    }
}
