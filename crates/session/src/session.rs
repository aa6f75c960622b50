//! [`Session`]: one game being played — its record (setup, seed and every move), the state
//! the record comes to, the event log, and the seats bots play. A move is checked by the
//! engine on the one state, then committed by playing it there: an illegal move leaves the
//! session as it was, and no action copies the state.

use std::sync::Arc;

use halflings_bots::BotSpec;
use halflings_engine::wire::{Legal, LogEntry};
use halflings_engine::{Catalog, GameRecord, GameState, IllegalMove, Move, MoveWire, Seat, Setup};

use crate::error::SessionError;
use crate::views::{ReplayFrame, SeatState};

/// A game being played (see the module docs). Hidden information: its state is the real
/// game; viewers get [`Session::seat_state`]s built from the engine's views.
#[derive(Clone, Debug)]
pub struct Session {
    record: GameRecord,
    state: GameState,
    log: Vec<LogEntry>,
    /// The bot of each seat; `None` for a seat people play.
    bots: Vec<Option<BotSpec>>,
    /// Whether moves add their events to the log ([`Session::without_log`]).
    logs: bool,
}

/// A move the engine has checked in the session's current position, to be committed
/// ([`Session::commit`]).
#[derive(Clone, Debug)]
pub struct Checked {
    seat: Seat,
    move_no: u32,
    mv: Move,
    wire: MoveWire,
}

impl Checked {
    /// The seat that makes the move.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The move as it goes into the record.
    pub fn wire(&self) -> &MoveWire {
        &self.wire
    }
}

impl Session {
    /// A new game of `setup`, with the bot of each seat (`None`: people play it).
    ///
    /// # Errors
    /// [`SessionError::Setup`] for a setup the engine refuses, [`SessionError::Seats`] when
    /// `bots` does not give one entry per player.
    pub fn start(
        catalog: Arc<Catalog>,
        setup: Setup,
        bots: Vec<Option<BotSpec>>,
    ) -> Result<Session, SessionError> {
        let state = GameState::new(catalog, &setup).map_err(SessionError::Setup)?;
        let players = state.players();
        if bots.len() != usize::from(players) {
            return Err(SessionError::Seats {
                seats: bots.len(),
                players,
            });
        }
        Ok(Session {
            record: GameRecord::new(setup),
            state,
            log: Vec::new(),
            bots,
            logs: true,
        })
    }

    /// The same session keeping no event log: its log is emptied, and moves are played and
    /// recorded as before but what they cause is not described (the log is the costliest part of a move
    /// for a caller that never reads it, such as a learner playing millions of games from
    /// Python).
    pub fn without_log(mut self) -> Session {
        self.logs = false;
        self.log = Vec::new();
        self
    }

    /// The game of `record`, each of its moves played by the seat to move.
    ///
    /// # Errors
    /// As [`Session::start`], or [`SessionError::Replay`] naming the first move that cannot
    /// be played.
    pub fn replayed(
        catalog: Arc<Catalog>,
        record: GameRecord,
        bots: Vec<Option<BotSpec>>,
    ) -> Result<Session, SessionError> {
        let mut session = Session::start(catalog, record.setup, bots)?;
        for (index, wire) in record.moves.into_iter().enumerate() {
            let seat = session.to_move().unwrap_or(Seat::FIRST);
            session
                .play(seat, wire, false)
                .map_err(|cause| SessionError::Replay {
                    index,
                    cause: Box::new(cause),
                })?;
        }
        Ok(session)
    }

    /// The number the next action must carry (actions played so far).
    pub fn move_no(&self) -> u32 {
        self.record.moves.len() as u32
    }

    /// The real game state. Hidden information: never show it, only views of it.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The tile catalogue.
    pub fn catalog(&self) -> &Arc<Catalog> {
        self.state.catalog()
    }

    /// The game record: setup with its seed, and every move. It reveals the pile while the
    /// game runs.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The event log (empty for a session [`Session::without_log`]).
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The bot of each seat; `None` for a seat people play.
    pub fn bots(&self) -> &[Option<BotSpec>] {
        &self.bots
    }

    /// Who must decide now, if the game is not over.
    pub fn to_move(&self) -> Option<Seat> {
        self.state.to_move()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// Refuses an action numbered for another position than the current one.
    ///
    /// # Errors
    /// [`SessionError::Stale`].
    pub fn expect_move_no(&self, got: u32) -> Result<(), SessionError> {
        let current = self.move_no();
        if got == current {
            Ok(())
        } else {
            Err(SessionError::Stale { got, current })
        }
    }

    /// Checks that `seat` may make `wire` now, without playing it.
    ///
    /// # Errors
    /// [`SessionError::Turn`] when the seat is not to move, [`SessionError::Unreadable`] for a
    /// move that names nothing of this game, [`SessionError::Illegal`] for one the rules
    /// refuse.
    pub fn check(&self, seat: Seat, wire: MoveWire) -> Result<Checked, SessionError> {
        match self.state.to_move() {
            None => return Err(SessionError::Turn(IllegalMove::GameOver)),
            Some(expected) if expected != seat => {
                return Err(SessionError::Turn(IllegalMove::NotYourTurn {
                    expected,
                    got: seat,
                }))
            }
            Some(_) => {}
        }
        let mv = wire
            .to_move(self.catalog())
            .map_err(SessionError::Unreadable)?;
        self.state.check(seat, &mv).map_err(SessionError::Illegal)?;
        Ok(Checked {
            seat,
            move_no: self.move_no(),
            mv,
            wire,
        })
    }

    /// Plays a checked move (made by the server for a seat out of time: `out_of_time`), logs
    /// what it caused and adds it to the record.
    ///
    /// # Errors
    /// [`SessionError::Stale`] for a move checked in another position; the session is then
    /// unchanged.
    pub fn commit(&mut self, checked: Checked, out_of_time: bool) -> Result<(), SessionError> {
        self.expect_move_no(checked.move_no)?;
        let mut events = Vec::new();
        self.state.play_unchecked(&checked.mv, &mut events);
        if self.logs {
            self.log.extend(events.iter().map(|e| {
                LogEntry::new(e, checked.move_no, checked.seat, out_of_time, &self.state)
            }));
        }
        self.record.moves.push(checked.wire);
        Ok(())
    }

    /// Checks and commits `wire` for `seat`.
    ///
    /// # Errors
    /// As [`Session::check`]; the session is then unchanged.
    pub fn play(
        &mut self,
        seat: Seat,
        wire: MoveWire,
        out_of_time: bool,
    ) -> Result<(), SessionError> {
        let checked = self.check(seat, wire)?;
        self.commit(checked, out_of_time)
    }

    /// Takes back the last move (one whose storing failed): the state is replayed from the
    /// record without it, and its log entries are dropped. Nothing happens before the first
    /// move.
    ///
    /// # Errors
    /// [`SessionError::Record`] if the record's moves no longer replay (a broken invariant
    /// of the engine); the session is then unchanged.
    pub fn take_back(&mut self) -> Result<(), SessionError> {
        let Some(kept) = self.record.moves.len().checked_sub(1) else {
            return Ok(());
        };
        self.state = self
            .record
            .replay_to(Arc::clone(self.catalog()), None, kept)
            .map_err(SessionError::Record)?
            .state;
        self.record.moves.truncate(kept);
        let entries = self.log.partition_point(|e| (e.move_no as usize) < kept);
        self.log.truncate(entries);
        Ok(())
    }

    /// What `seat` (a spectator: `None`) is told, with the log from entry `log_from` on; the
    /// moves open to it when it is to move and the caller lets it act (`may_act`: the server
    /// makes a seat's moves once its time has run out, and none before the game starts).
    pub fn seat_state(&self, seat: Option<Seat>, log_from: usize, may_act: bool) -> SeatState<'_> {
        let acts = may_act && seat.is_some() && seat == self.state.to_move();
        let log_from = log_from.min(self.log.len());
        SeatState {
            move_no: self.move_no(),
            view: self.state.view_for(seat),
            legal: acts.then(|| Legal::of(&self.state)),
            log_from,
            log: &self.log[log_from..],
        }
    }

    /// A spectator's view after the first `move_no` actions.
    ///
    /// # Errors
    /// [`SessionError::PastTheEnd`] past the last action, [`SessionError::Record`] if the
    /// record no longer replays (a broken invariant of the engine).
    pub fn frame(&self, move_no: u32) -> Result<ReplayFrame, SessionError> {
        let moves = self.move_no();
        if move_no > moves {
            return Err(SessionError::PastTheEnd {
                asked: move_no,
                moves,
            });
        }
        let outcome = self
            .record
            .replay_to(Arc::clone(self.catalog()), None, move_no as usize)
            .map_err(SessionError::Record)?;
        Ok(ReplayFrame {
            move_no,
            moves,
            view: outcome.state.view_for(None),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_without_log_plays_and_records_alike_but_logs_nothing() {
        let catalog = Arc::new(Catalog::builtin());
        let setup = Setup {
            seed: 3,
            ..Setup::default()
        };
        let start = |catalog| Session::start(catalog, setup.clone(), vec![None, None]).unwrap();
        let mut logged = start(Arc::clone(&catalog));
        let mut quiet = start(catalog).without_log();
        for _ in 0..40 {
            let seat = logged.to_move().unwrap();
            let mv = MoveWire::from_move(&logged.state().legal_moves()[0], logged.catalog());
            logged.play(seat, mv.clone(), false).unwrap();
            quiet.play(seat, mv, false).unwrap();
        }
        assert!(!logged.log().is_empty());
        assert!(quiet.log().is_empty());
        assert_eq!(
            serde_json::to_string(quiet.record()).unwrap(),
            serde_json::to_string(logged.record()).unwrap()
        );
        assert_eq!(quiet.state().view_for(None), logged.state().view_for(None));
    }
}
