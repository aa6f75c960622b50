//! The seats bots play: whose turn a bot has ([`BotTurn`]), and a bot's move played in the
//! session where the bot thinks on the spot (the browser; the server thinks on its own pool).

use halflings_bots::BotSpec;
use halflings_engine::{MoveWire, Seat};

use crate::error::SessionError;
use crate::session::Session;

/// A bot to move: its seat, and the bot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BotTurn {
    /// The seat to move.
    pub seat: Seat,
    /// The bot that plays it.
    pub spec: BotSpec,
}

impl Session {
    /// The bot to move now, if the seat to move is a bot's.
    pub fn bot_turn(&self) -> Option<BotTurn> {
        let seat = self.to_move()?;
        let spec = (*self.bots().get(seat.index())?)?;
        Some(BotTurn { seat, spec })
    }

    /// Whether bots play every seat.
    pub fn bots_only(&self) -> bool {
        self.bots().iter().all(Option::is_some)
    }

    /// The seats people play, in turn order.
    pub fn people(&self) -> Vec<Seat> {
        Seat::all(self.bots().len() as u8)
            .filter(|&s| self.bots()[s.index()].is_none())
            .collect()
    }

    /// The bot to move decides, seeded with `seed`, on its seat's view only (a search bot
    /// without a budget of its own thinks [`BotSpec::PLAY_BUDGET`] on one tree), and its move
    /// is played. Gives its seat.
    ///
    /// # Errors
    /// [`SessionError::NoBotToMove`] when people are to move or the game is over.
    pub fn play_bot(&mut self, seed: u64) -> Result<Seat, SessionError> {
        let BotTurn { seat, spec } = self.bot_turn().ok_or(SessionError::NoBotToMove)?;
        let mv =
            spec.build(seed, Some(1))
                .decide(self.state(), seat, spec.budget(BotSpec::PLAY_BUDGET));
        self.play(seat, MoveWire::from_move(&mv, self.catalog()), false)?;
        Ok(seat)
    }
}
