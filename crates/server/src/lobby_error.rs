//! Why the lobby refuses a new game before the engine sees its setup: seats, names, bots and
//! clocks ([`LobbyError`]). Each refusal is also a message a browser words in its language
//! ([`LobbyError::text`], keys `lobby.error.…` in `web/src/messages.js`).

use halflings_engine::{Text, MAX_PLAYERS};

use crate::names::NameError;

/// The shortest clock, in seconds.
pub const MIN_CLOCK_SECONDS: u32 = 5;

/// The longest clock, in seconds (ten hours).
pub const MAX_CLOCK_SECONDS: u32 = 36_000;

/// The longest clock, in whole minutes.
pub const MAX_CLOCK_MINUTES: u32 = MAX_CLOCK_SECONDS / 60;

/// The longest a search bot may be given per move, in milliseconds.
pub const MAX_BOT_MILLIS: u64 = 10_000;

/// The most search iterations a bot may be given per move.
pub const MAX_BOT_ITERATIONS: u32 = 200_000;

/// A lobby request the server refuses (seats are counted from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LobbyError {
    /// Fewer than two seats or more than [`MAX_PLAYERS`].
    #[error("a game has 2 to {MAX_PLAYERS} seats, not {0}")]
    Seats(usize),
    /// `players` given, and not the number of seats.
    #[error("{players} players but {seats} seats")]
    PlayersNotSeats {
        /// The number of players asked for.
        players: u8,
        /// The number of seats given.
        seats: usize,
    },
    /// A seat's name the lobby does not accept.
    #[error("seat {seat}: {problem}")]
    Name {
        /// The seat.
        seat: usize,
        /// What is wrong with the name.
        problem: NameError,
    },
    /// A bot the server does not have (`random`, `greedy`, `search[:budget]` are).
    #[error("seat {seat}: {reason}")]
    UnknownBot {
        /// The seat.
        seat: usize,
        /// The bot as asked for.
        spec: String,
        /// Why the bots crate could not read it.
        reason: String,
    },
    /// A search bot given more than [`MAX_BOT_MILLIS`] a move.
    #[error("seat {seat}: a bot may think at most {} s a move", MAX_BOT_MILLIS / 1000)]
    BotTooSlow {
        /// The seat.
        seat: usize,
    },
    /// A search bot given more than [`MAX_BOT_ITERATIONS`] a move.
    #[error("seat {seat}: a bot may search at most {MAX_BOT_ITERATIONS} iterations a move")]
    BotTooDeep {
        /// The seat.
        seat: usize,
    },
    /// The clock given both in minutes and in seconds.
    #[error("give the clock in minutes or in seconds, not both")]
    ClockTwice,
    /// A clock in minutes outside 1 to [`MAX_CLOCK_MINUTES`].
    #[error("a clock has 1 to {MAX_CLOCK_MINUTES} minutes, not {0}")]
    ClockMinutes(u32),
    /// A clock in seconds outside [`MIN_CLOCK_SECONDS`] to [`MAX_CLOCK_SECONDS`].
    #[error("a clock has {MIN_CLOCK_SECONDS} to {MAX_CLOCK_SECONDS} seconds, not {0}")]
    ClockSeconds(u32),
}

impl LobbyError {
    /// The refusal as a message (`lobby.error.…`), for a page to word in its language.
    pub fn text(&self) -> Text {
        let t = Text::new;
        let seat = |key, seat: &usize| t(key).num("seat", *seat as i64);
        match self {
            LobbyError::Seats(n) => t("lobby.error.seats")
                .num("max", MAX_PLAYERS as i64)
                .num("n", *n as i64),
            LobbyError::PlayersNotSeats { players, seats } => t("lobby.error.players-not-seats")
                .num("players", *players)
                .num("seats", *seats as i64),
            LobbyError::Name { seat: s, problem } => match problem {
                NameError::TooLong => {
                    seat("lobby.error.name-too-long", s).num("max", crate::names::MAX_NAME as i64)
                }
                NameError::Control => seat("lobby.error.name-control", s),
                NameError::Bidi(code) => {
                    seat("lobby.error.name-bidi", s).str("code", format!("U+{code:04X}"))
                }
                NameError::Invisible => seat("lobby.error.name-invisible", s),
                NameError::CombiningRun => seat("lobby.error.name-combining", s)
                    .num("max", crate::names::MAX_COMBINING_RUN as i64),
            },
            LobbyError::UnknownBot { seat: s, spec, .. } => {
                seat("lobby.error.unknown-bot", s).str("bot", spec)
            }
            LobbyError::BotTooSlow { seat: s } => {
                seat("lobby.error.bot-too-slow", s).num("max", (MAX_BOT_MILLIS / 1000) as i64)
            }
            LobbyError::BotTooDeep { seat: s } => {
                seat("lobby.error.bot-too-deep", s).num("max", MAX_BOT_ITERATIONS)
            }
            LobbyError::ClockTwice => t("lobby.error.clock-twice"),
            LobbyError::ClockMinutes(m) => t("lobby.error.clock-minutes")
                .num("max", MAX_CLOCK_MINUTES)
                .num("n", *m),
            LobbyError::ClockSeconds(s) => t("lobby.error.clock-seconds")
                .num("min", MIN_CLOCK_SECONDS)
                .num("max", MAX_CLOCK_SECONDS)
                .num("n", *s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_reads_the_same_in_english_and_as_a_message() {
        let e = LobbyError::Name {
            seat: 2,
            problem: NameError::Bidi(0x202E),
        };
        assert_eq!(
            e.to_string(),
            "seat 2: a name cannot hold bidirectional controls (U+202E)"
        );
        let text = e.text();
        assert_eq!(text.key, "lobby.error.name-bidi");
        assert_eq!(
            serde_json::to_value(&text).unwrap()["args"],
            serde_json::json!({"seat": 2, "code": "U+202E"})
        );
        let clock = LobbyError::ClockSeconds(3);
        assert_eq!(clock.to_string(), "a clock has 5 to 36000 seconds, not 3");
        assert_eq!(
            serde_json::to_value(clock.text()).unwrap(),
            serde_json::json!({"key": "lobby.error.clock-seconds",
                "args": {"min": 5, "max": 36000, "n": 3}})
        );
    }
}
