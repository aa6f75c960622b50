//! [`Room`]: one live game in this process — its [`Session`] (record, state and event log),
//! rebuilt from the stored log, and what only the server adds: the stored game's seats and
//! options, the seats' clocks ([`crate::clock`]), the bot thinking for it, and a signal that
//! fires when it changes.
//!
//! A room never trusts a client: [`Room::play`] checks an action with the engine and plays it
//! on the room's state as a [`Pending`] action; the caller stores it, and only then
//! [`Pending::commit`] makes it the room's and wakes the viewers. A pending action that is not
//! committed (storing failed, or the request went away) is taken back. Viewers get
//! [`Room::state_message`]s built from the engine's views.

use std::sync::Arc;

use halflings_bots::BotSpec;
use halflings_engine::{Catalog, GameRecord, GameState, IllegalMove, Seat};
use halflings_session::{BotTurn, ReplayFrame, Session, SessionError};
use tokio::sync::watch;

use crate::clock::SeatClocks;
use crate::error::AppError;
use crate::messages::{
    Clocks, GameInfo, GameSummary, PublicSetup, Resolved, SeatInfo, StateMessage,
};
use crate::seeds;
use crate::store::{Corrupt, StoredAction, StoredGame};
use crate::token::hash_token;

/// A live game.
#[derive(Debug)]
pub struct Room {
    /// The stored game's id, seats and options; its actions are the session's.
    game: StoredGame,
    session: Session,
    /// When the latest action was accepted (Unix ms).
    last_action_ms: Option<i64>,
    /// The thinking time each seat has used, if the game has clocks.
    clocks: Option<SeatClocks>,
    changed: watch::Sender<u32>,
    /// What a bot of this process is thinking about: the move number, and whether for a seat
    /// out of time.
    bot_thinking: Option<(u32, bool)>,
    /// Whether the timer of the clocks runs for this room ([`crate::clock::start_timer`]).
    timer_started: bool,
}

/// A decision the server makes: a bot's, or the greedy bot's for a seat out of time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ServerMove {
    /// The seat to move and the bot that decides.
    pub turn: BotTurn,
    /// Whether the seat is out of time ([`crate::clock`]).
    pub out_of_time: bool,
}

/// An action checked by the engine and played on the room's state, not stored yet nor shown
/// to anyone: [`Pending::commit`] once it is stored. Dropped without that, it is taken back.
#[derive(Debug)]
pub struct Pending<'a> {
    room: &'a mut Room,
    /// The action as it is stored.
    action: StoredAction,
    committed: bool,
}

impl Pending<'_> {
    /// The action as it is stored.
    pub fn action(&self) -> &StoredAction {
        &self.action
    }

    /// Whether the game is over after this action.
    pub fn finishes(&self) -> bool {
        self.room.session.is_over()
    }

    /// Makes the action the room's: the seat's clock is charged and the viewers wake up.
    pub fn commit(mut self) {
        self.committed = true;
        self.room.committed(&self.action);
    }
}

impl Drop for Pending<'_> {
    fn drop(&mut self) {
        if !self.committed {
            if let Err(e) = self.room.session.take_back() {
                tracing::error!("game {}: an action not stored: {e}", self.room.game.id);
            }
        }
    }
}

impl Room {
    /// Rebuilds a game from its stored log.
    ///
    /// # Errors
    /// [`Corrupt`]: a setup or action the engine refuses, or seats that are not the game's
    /// players.
    pub fn rebuild(mut game: StoredGame, catalog: &Arc<Catalog>) -> Result<Room, Corrupt> {
        let bots = game.seats.iter().map(|s| s.kind.bot()).collect();
        let id = &game.id;
        let session =
            Session::start(Arc::clone(catalog), game.setup.clone(), bots).map_err(|e| match e {
                SessionError::Seats { seats, players } if seats < usize::from(players) => Corrupt(
                    format!("game {id}: seat {seats} is missing from the database"),
                ),
                SessionError::Seats { seats, players } => Corrupt(format!(
                    "game {id}: {seats} seats are stored for a game of {players} players"
                )),
                SessionError::Setup(e) => Corrupt(format!("game {id}: bad setup: {e}")),
                e => Corrupt(format!("game {id}: {e}")),
            })?;
        let actions = std::mem::take(&mut game.actions);
        let (changed, _) = watch::channel(0);
        let mut room = Room {
            clocks: game
                .options
                .clock_seconds()
                .map(|seconds| SeatClocks::new(seconds, game.seats.len())),
            game,
            session,
            last_action_ms: None,
            changed,
            bot_thinking: None,
            timer_started: false,
        };
        room.apply_stored(actions)?;
        Ok(room)
    }

    /// Plays actions read from the database (the log, or what another process appended).
    ///
    /// # Errors
    /// [`Corrupt`]: an action the engine refuses or out of sequence.
    pub fn apply_stored(&mut self, actions: Vec<StoredAction>) -> Result<(), Corrupt> {
        for action in actions {
            let move_no = action.move_no;
            if move_no != self.move_no() {
                return Err(Corrupt(format!(
                    "game {}: action {move_no} where {} was expected",
                    self.game.id,
                    self.move_no()
                )));
            }
            let id = self.game.id.clone();
            self.play(action)
                .map_err(|e| Corrupt(format!("game {id}: action {move_no}: {e}")))?
                .commit();
        }
        Ok(())
    }

    /// The game id.
    pub fn id(&self) -> &str {
        &self.game.id
    }

    /// The game as stored: its seats (their tokens' hashes), setup (seed included) and
    /// options. Hidden information: never send it.
    pub fn stored(&self) -> &StoredGame {
        &self.game
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.session.is_over()
    }

    /// The id of this game's rematch, once a seat asked for one ([`crate::rooms::rematch`]).
    pub fn rematch(&self) -> Option<&str> {
        self.game.rematch.as_deref()
    }

    /// Records that game `id` is this game's rematch and wakes the viewers, who are told of
    /// it in the game's facts (unless the room knew it already).
    pub fn set_rematch(&mut self, id: &str) {
        if self.rematch() != Some(id) {
            self.game.rematch = Some(id.to_string());
            self.changed.send_replace(self.move_no());
        }
    }

    /// The number the next action must carry (actions played so far).
    pub fn move_no(&self) -> u32 {
        self.session.move_no()
    }

    /// The real game state. Hidden information: never send it, only views of it.
    pub fn state(&self) -> &GameState {
        self.session.state()
    }

    /// A receiver that wakes up whenever an action is committed.
    pub fn subscribe(&self) -> watch::Receiver<u32> {
        self.changed.subscribe()
    }

    /// The seat whose token is `token`, if any.
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        let hash = hash_token(token);
        self.game
            .seats
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
            .map(|i| Seat::new(i as u8))
    }

    /// Checks `action` with the engine and plays it on the room's state, pending until it is
    /// stored ([`Pending`]).
    ///
    /// # Errors
    /// [`AppError::Stale`], [`AppError::NotYourTurn`] or [`AppError::Illegal`]; the room is
    /// unchanged.
    pub fn play(&mut self, action: StoredAction) -> Result<Pending<'_>, AppError> {
        let checked = self
            .session
            .expect_move_no(action.move_no)
            .and_then(|()| self.session.check(action.seat, action.action.clone()))
            .map_err(|e| self.refusal(e))?;
        self.session
            .commit(checked, action.out_of_time)
            .map_err(|e| self.refusal(e))?;
        Ok(Pending {
            room: self,
            action,
            committed: false,
        })
    }

    /// The error a client is told for what the session refused.
    fn refusal(&self, e: SessionError) -> AppError {
        match e {
            SessionError::Stale { got, current } => AppError::Stale { got, current },
            SessionError::Turn(IllegalMove::NotYourTurn { expected, got }) => {
                AppError::NotYourTurn(format!(
                    "it is {}'s turn, not {}'s",
                    self.seat_name(expected),
                    self.seat_name(got)
                ))
            }
            SessionError::Turn(IllegalMove::GameOver) => {
                AppError::NotYourTurn("the game is over".into())
            }
            SessionError::Turn(e) | SessionError::Illegal(e) => e.into(),
            SessionError::Unreadable(message) => AppError::malformed_move(message),
            SessionError::PastTheEnd { .. } => AppError::BadRequest(e.to_string()),
            e => AppError::Internal(anyhow::Error::new(e)),
        }
    }

    /// Checks that an action of `seat` at `now_ms` keeps the clock rule ([`crate::clock`]): the
    /// server plays for a seat (`by_server_out_of_time`) exactly when its time has run out.
    ///
    /// # Errors
    /// [`AppError::OutOfTime`] for an action of the seat's player or bot once its time has run
    /// out; [`AppError::NotYet`] for the server's while the seat still has time.
    pub fn check_clock(
        &self,
        seat: Seat,
        by_server_out_of_time: bool,
        now_ms: i64,
    ) -> Result<(), AppError> {
        match (self.out_of_time(seat, now_ms), by_server_out_of_time) {
            (true, false) => Err(AppError::OutOfTime(self.seat_name(seat))),
            (false, true) => Err(AppError::NotYet(format!(
                "{} still has time: the server plays only for a seat out of time",
                self.seat_name(seat)
            ))),
            _ => Ok(()),
        }
    }

    /// Whether `seat`'s time has run out at `now_ms`, its pending decision included.
    pub fn out_of_time(&self, seat: Seat, now_ms: i64) -> bool {
        let Some(clocks) = &self.clocks else {
            return false;
        };
        let running_ms = if self.session.to_move() == Some(seat) && self.started() {
            now_ms - self.turn_started_ms()
        } else {
            0
        };
        clocks.left_ms(seat, running_ms) <= 0
    }

    /// When the clock of the seat to move runs out (Unix ms; perhaps already past), or `None`
    /// if no clock runs: the game has no clocks, waits for its chosen seed to be accepted, or
    /// is over.
    pub fn deadline(&self) -> Option<i64> {
        if !self.started() {
            return None;
        }
        let seat = self.session.to_move()?;
        let clocks = self.clocks.as_ref()?;
        Some(self.turn_started_ms() + clocks.left_ms(seat, 0))
    }

    /// When the pending decision became due: the time of the latest action, or when the game
    /// started (its creation, or the last acceptance of its chosen seed).
    fn turn_started_ms(&self) -> i64 {
        self.last_action_ms.unwrap_or_else(|| {
            let accepted = seeds::started_at(&self.game.seats).unwrap_or(i64::MIN);
            self.game.created_at.max(accepted)
        })
    }

    /// The seats still to accept the game's chosen seed ([`crate::seeds`]); none once it has
    /// started.
    pub fn seed_waiting(&self) -> Vec<Seat> {
        seeds::waiting(&self.game.options, &self.game.seats)
    }

    /// Whether the game has started: its seed was drawn at random, or every seat played by
    /// people has accepted the chosen one.
    pub fn started(&self) -> bool {
        self.seed_waiting().is_empty()
    }

    /// Refuses actions until the game has started.
    ///
    /// # Errors
    /// [`AppError::SeedNotAccepted`] naming the seats still to accept.
    pub fn check_started(&self) -> Result<(), AppError> {
        let waiting = self.seed_waiting();
        if waiting.is_empty() {
            return Ok(());
        }
        let names: Vec<String> = waiting.iter().map(|&s| self.seat_name(s)).collect();
        Err(AppError::SeedNotAccepted(names.join(", ")))
    }

    /// Records that `seat` accepted the chosen seed at `at_ms` and wakes the viewers; `false`
    /// if it had already, or needs not.
    pub fn accept_seed(&mut self, seat: Seat, at_ms: i64) -> bool {
        let chosen = self.game.options.seed_chosen;
        let Some(seat) = self.game.seats.get_mut(seat.index()) else {
            return false;
        };
        if !chosen || !seat.accepts_seeds() || seat.seed_accepted_at.is_some() {
            return false;
        }
        seat.seed_accepted_at = Some(at_ms);
        self.changed.send_replace(self.move_no());
        true
    }

    /// Takes the seeds' acceptances as the database has them (another process may have
    /// recorded some), waking the viewers if that changes anything.
    pub fn set_seed_acceptances(&mut self, accepted: &[Option<i64>]) {
        let mut changed = false;
        for (seat, &at) in self.game.seats.iter_mut().zip(accepted) {
            if seat.seed_accepted_at.is_none() && at.is_some() {
                seat.seed_accepted_at = at;
                changed = true;
            }
        }
        if changed {
            self.changed.send_replace(self.move_no());
        }
    }

    /// Whether the timer of this room's clocks is to start now: once, when a clock first runs
    /// ([`crate::clock::start_timer`]).
    pub fn take_timer_start(&mut self) -> bool {
        if self.timer_started || self.deadline().is_none() {
            return false;
        }
        self.timer_started = true;
        true
    }

    /// What follows once `action`, played on the session, is stored: the seat's clock is
    /// charged and the viewers wake up.
    fn committed(&mut self, action: &StoredAction) {
        let started = self.turn_started_ms();
        if let Some(clocks) = &mut self.clocks {
            clocks.charge(action.seat, action.at_ms - started);
        }
        self.last_action_ms = Some(action.at_ms);
        if self.bot_thinking.is_some_and(|(m, _)| m < self.move_no()) {
            self.bot_thinking = None;
        }
        self.changed.send_replace(self.move_no());
    }

    /// The decision the server makes now (at `now_ms`), if any: a bot seat's, or the greedy
    /// bot's for a seat whose time has run out ([`crate::clock`]).
    pub fn bot_to_move(&self, now_ms: i64) -> Option<ServerMove> {
        if !self.started() {
            return None;
        }
        let seat = self.session.to_move()?;
        if self.out_of_time(seat, now_ms) {
            return Some(ServerMove {
                turn: BotTurn {
                    seat,
                    spec: BotSpec::Greedy,
                },
                out_of_time: true,
            });
        }
        Some(ServerMove {
            turn: self.session.bot_turn()?,
            out_of_time: false,
        })
    }

    /// Whether the room must stay in memory: someone watches it (a viewer, or the timer of its
    /// clocks), or a bot is to move.
    pub fn in_use(&self) -> bool {
        let bot_seat_to_move = self.started() && self.session.bot_turn().is_some();
        self.changed.receiver_count() > 0 || self.bot_thinking.is_some() || bot_seat_to_move
    }

    /// Whether every seat is a bot.
    pub fn bot_only(&self) -> bool {
        self.session.bots_only()
    }

    /// Marks that a bot of this process thinks about the current move (for a seat out of time
    /// or not); `false` if one already does.
    pub fn start_bot(&mut self, out_of_time: bool) -> bool {
        let thinking = Some((self.move_no(), out_of_time));
        if self.bot_thinking == thinking {
            return false;
        }
        self.bot_thinking = thinking;
        true
    }

    /// Marks that the bot thinking about `move_no` (for a seat out of time or not) gave up.
    pub fn stop_bot(&mut self, move_no: u32, out_of_time: bool) {
        if self.bot_thinking == Some((move_no, out_of_time)) {
            self.bot_thinking = None;
        }
    }

    fn seat_name(&self, seat: Seat) -> String {
        self.game
            .seats
            .get(seat.index())
            .map_or_else(|| format!("seat {seat}"), |s| s.name.clone())
    }

    /// The game's public facts.
    pub fn info(&self) -> GameInfo {
        let setup = &self.game.setup;
        GameInfo {
            id: self.game.id.clone(),
            seats: self
                .game
                .seats
                .iter()
                .zip(Seat::all(self.game.seats.len() as u8))
                .map(|(s, seat)| SeatInfo {
                    seat,
                    kind: s.kind.name(),
                    name: s.name.clone(),
                    bot: s.kind.bot().map(|b| b.to_string()),
                    seed_accepted: (self.game.options.seed_chosen && s.accepts_seeds())
                        .then_some(s.seed_accepted_at.is_some()),
                })
                .collect(),
            setup: PublicSetup(setup.clone()),
            rules_summary: setup.rules.summary(),
            resolved: Resolved::of(self.session.state()),
            clock_seconds: self.game.options.clock_seconds(),
            seed_chosen: self.game.options.seed_chosen,
            seed: self.session.is_over().then_some(setup.seed),
            created_at: self.game.created_at,
            rematch: self.game.rematch.clone(),
        }
    }

    /// What `seat` (or a spectator) sees, with the log from entry `log_from` on.
    pub fn state_message(&self, seat: Option<Seat>, log_from: usize) -> StateMessage<'_> {
        // A seat out of time is not offered moves: the server makes them.
        let may_act = self.started()
            && seat.is_some_and(|s| !self.clocks.as_ref().is_some_and(|c| c.is_out(s)));
        StateMessage {
            kind: "state",
            game: self.info(),
            seat,
            state: self.session.seat_state(seat, log_from, may_act),
            clocks: self.clocks(),
        }
    }

    /// The length of the event log.
    pub fn log_len(&self) -> usize {
        self.session.log().len()
    }

    fn clocks(&self) -> Option<Clocks> {
        let clocks = self.clocks.as_ref()?;
        let running = self.session.to_move().filter(|_| self.started());
        Some(clocks.message(running))
    }

    /// The summary for game lists.
    pub fn summary(&self) -> GameSummary {
        GameSummary {
            game: self.info(),
            move_no: self.move_no(),
            finished: self.session.is_over(),
            scores: self.session.state().scores(),
            to_move: self.session.to_move(),
        }
    }

    /// A spectator's view after the first `move_no` actions.
    ///
    /// # Errors
    /// [`AppError::BadRequest`] past the last action.
    pub fn replay_frame(&self, move_no: u32) -> Result<ReplayFrame, AppError> {
        self.session.frame(move_no).map_err(|e| self.refusal(e))
    }

    /// The game record (setup with seed, every action), once the game is over.
    ///
    /// # Errors
    /// [`AppError::NotYet`] while the game runs: the seed would reveal the pile.
    pub fn record(&self) -> Result<GameRecord, AppError> {
        if !self.session.is_over() {
            return Err(AppError::NotYet(
                "the record is published when the game is over".into(),
            ));
        }
        Ok(self.session.record().clone())
    }
}
