//! [`Rooms`]: the live games of this process, loaded from the store on demand, and the one
//! path every action takes: engine check, append in the database (optimistic concurrency),
//! commit, wake the viewers, let a bot — or the server for a seat out of time — move next.

pub mod rematch;

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::{Arc, Mutex as SyncMutex, MutexGuard as SyncGuard, PoisonError, Weak};
use std::time::Duration;

use halflings_engine::{Catalog, MoveWire, Seat};
use tokio::sync::Mutex;

use crate::bots::BotPool;
use crate::clock::start_timer;
use crate::config::Config;
use crate::error::AppError;
use crate::lobby::NewGame;
use crate::messages::{Created, CreatedSeat, SeatInfo};
use crate::room::{Room, ServerMove};
use crate::store::{now_ms, Appended, Corrupt, Store, StoredAction};

/// How often games nobody uses are dropped from memory.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

/// Abandoned games are archived every this many sweeps (an hour).
const SWEEPS_PER_ARCHIVING: u32 = 60;

/// A live game shared by the tasks that serve it.
pub type SharedRoom = Arc<Mutex<Room>>;

/// Who sends an action.
#[derive(Clone, Debug)]
pub enum Actor {
    /// A client with this seat token (`None`: a spectator).
    Client(Option<String>),
    /// The server's bot in this seat.
    Bot(Seat),
    /// The server, for this seat whose time has run out ([`crate::clock`]).
    OutOfTime(Seat),
}

/// The live games of this process.
#[derive(Debug)]
pub struct Rooms {
    store: Store,
    catalog: Arc<Catalog>,
    live: SyncMutex<HashMap<String, SharedRoom>>,
    /// The games whose stored data makes no sense, with what is wrong: they are not loaded
    /// again until the server restarts (after the data is mended).
    broken: SyncMutex<HashMap<String, String>>,
    bot_delay: Duration,
    bots: BotPool,
    /// Games between bots in play at once ([`crate::limits::Limits::max_bot_games`]).
    max_bot_games: usize,
    /// How long an unfinished game may go without an action before it is archived.
    archive_after: Option<Duration>,
    /// Held while a game between bots is counted and created, so that two at once cannot
    /// both take the last place.
    creating_bot_game: Mutex<()>,
    /// Identifies this process in PostgreSQL notifications.
    process_id: String,
}

/// Whether `id` looks like a game id (32 hex digits), so junk never reaches the database.
fn valid_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Locks `mutex`, also after a thread panicked while holding it: the maps it guards stay
/// whole whatever panics (a panic inside `retain` leaves every entry in place), so one bug
/// never makes every later request fail.
fn lock<T>(mutex: &SyncMutex<T>) -> SyncGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Rooms {
    /// The live games kept in `store`, with the catalogue, bot pace and limits of `config`.
    pub fn new(store: Store, config: &Config) -> Rooms {
        Rooms {
            store,
            catalog: Arc::clone(&config.catalog),
            live: SyncMutex::new(HashMap::new()),
            broken: SyncMutex::new(HashMap::new()),
            bot_delay: config.bot_delay,
            bots: BotPool::new(&config.limits),
            max_bot_games: config.limits.max_bot_games,
            archive_after: config.limits.archive_after,
            creating_bot_game: Mutex::new(()),
            process_id: uuid::Uuid::new_v4().simple().to_string(),
        }
    }

    /// Stops every thinking bot and lets no other start: the server is stopping.
    pub fn stop_bots(&self) {
        self.bots.shut_down();
    }

    /// Closes the database: the server has stopped.
    pub async fn close(&self) {
        self.store.close().await;
    }

    /// The tile catalogue.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    /// This process's id in notifications.
    pub fn process_id(&self) -> &str {
        &self.process_id
    }

    /// Stores a new game and starts it (a bot may move first).
    ///
    /// # Errors
    /// [`AppError::Busy`] for a game between bots when as many as the limit are in play, or a
    /// database failure.
    pub async fn create(self: &Arc<Self>, game: NewGame) -> Result<Created, AppError> {
        let counting = if game.bot_only() {
            let counting = self.creating_bot_game.lock().await;
            let in_play = self.store.count_bot_games_in_play().await?;
            if in_play >= self.max_bot_games {
                return Err(AppError::Busy(format!(
                    "{in_play} games between bots are in play, as many as this server runs at \
                     once: try again when one has ended"
                )));
            }
            Some(counting)
        } else {
            None
        };
        let id = self.store.create_game(&game).await?;
        drop(counting);
        let room = self.get(&id).await?;
        let seats = {
            let room = room.lock().await;
            room.info()
                .seats
                .into_iter()
                .zip(game.tokens)
                .map(|(info, token): (SeatInfo, _)| CreatedSeat {
                    info,
                    token: token.map(|t| t.as_str().to_string()),
                })
                .collect()
        };
        Ok(Created { id, seats })
    }

    /// The live game `id`, rebuilt from the store if this process has not loaded it yet —
    /// and then its clock's timer starts, and a bot (or the server, for a seat out of time)
    /// moves if it is to.
    ///
    /// # Errors
    /// [`AppError::UnknownGame`], [`AppError::Broken`] for a game whose stored data makes no
    /// sense, or a database failure.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<SharedRoom, AppError> {
        if !valid_id(id) {
            return Err(AppError::UnknownGame(id.to_string()));
        }
        if let Some(room) = self.loaded(id) {
            return Ok(room);
        }
        if let Some(cause) = lock(&self.broken).get(id) {
            return Err(AppError::Broken(cause.clone()));
        }
        let stored = match self.store.load_game(id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return Err(AppError::UnknownGame(id.to_string())),
            Err(e) if Corrupt::is(&e) => return Err(self.mark_broken(id, &e)),
            Err(e) => return Err(e.into()),
        };
        if stored.archived_at.is_some() {
            return Err(AppError::Archived(format!(
                "game {id} was archived: nobody had moved in it for a long time, and it is no \
                 longer played"
            )));
        }
        let catalog = Arc::clone(&self.catalog);
        let room = match tokio::task::spawn_blocking(move || Room::rebuild(stored, &catalog)).await
        {
            Ok(Ok(room)) => room,
            Ok(Err(corrupt)) => return Err(self.mark_broken(id, &corrupt)),
            // The engine panicked on this game's data (a bug, but one game's).
            Err(e) => {
                let cause = format!("game {id}: rebuilding it failed: {e}");
                return Err(self.mark_broken(id, &cause));
            }
        };
        let mut room = room;
        let clock_runs = room.take_timer_start();
        // Only a game a bot (or the server, for a seat out of time) is to move in gets a task
        // now: a game waiting for a person is left alone, so nothing holds its lock when an idle
        // sweep comes by.
        let bot_due = room.bot_to_move(now_ms()).is_some();
        let mut live = lock(&self.live);
        // Another task may have loaded it meanwhile: keep the first.
        let room = match live.entry(id.to_string()) {
            Entry::Occupied(first) => Arc::clone(first.get()),
            Entry::Vacant(entry) => {
                let room = Arc::clone(entry.insert(Arc::new(Mutex::new(room))));
                if clock_runs {
                    start_timer(self, &room);
                }
                if bot_due {
                    self.drive_bots(&room);
                }
                room
            }
        };
        Ok(room)
    }

    /// Marks game `id` broken because of `cause` (its stored data makes no sense): it leaves
    /// memory, the error is logged once, and every request for it gets [`AppError::Broken`]
    /// until the server restarts. The other games go on.
    fn mark_broken(&self, id: &str, cause: &dyn std::fmt::Display) -> AppError {
        let cause = format!("{cause:#}");
        tracing::error!("{cause}: the game is marked broken until a restart");
        lock(&self.live).remove(id);
        lock(&self.broken).insert(id.to_string(), cause.clone());
        AppError::Broken(cause)
    }

    /// The game `id` if this process has it loaded.
    pub fn loaded(&self, id: &str) -> Option<SharedRoom> {
        lock(&self.live).get(id).cloned()
    }

    /// Every game this process has loaded.
    pub fn all_loaded(&self) -> Vec<SharedRoom> {
        lock(&self.live).values().cloned().collect()
    }

    /// The seat `token` plays in `room`.
    ///
    /// # Errors
    /// [`AppError::WrongToken`].
    pub fn seat_for(room: &Room, token: &str) -> Result<Seat, AppError> {
        room.seat_of_token(token)
            .ok_or_else(|| AppError::WrongToken(room.id().to_string()))
    }

    /// Plays `action` numbered `move_no` in game `id` for `actor`: checked by the engine and
    /// against the clocks, appended to the log, committed, announced; then a bot may move.
    /// Gives the number the next action must carry.
    ///
    /// # Errors
    /// Unknown game, wrong token, spectator, stale number, out of turn, illegal move, the
    /// seat out of time, or a database failure — and then nothing is written and the game is
    /// unchanged.
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        actor: Actor,
        move_no: u32,
        action: &MoveWire,
    ) -> Result<u32, AppError> {
        let shared = self.get(id).await?;
        let mut room = shared.lock().await;
        let seat = match &actor {
            Actor::Client(Some(token)) => Rooms::seat_for(&room, token)?,
            Actor::Client(None) => return Err(AppError::Spectator),
            Actor::Bot(seat) | Actor::OutOfTime(seat) => *seat,
        };
        if !room.started() {
            // Perhaps another process recorded the last acceptance.
            self.refresh_seeds(&mut room).await?;
            room.check_started()?;
        }
        if move_no != room.move_no() {
            // Perhaps another process moved on and we missed its notice.
            self.catch_up_locked(&mut room)
                .await
                .map_err(|e| self.failed(id, e))?;
        }
        let out_of_time = matches!(actor, Actor::OutOfTime(_));
        let at_ms = now_ms();
        if move_no == room.move_no() {
            // The clock rule, on the position the action answers (a stale one fails below).
            room.check_clock(seat, out_of_time, at_ms)?;
        }
        // Played on the room's state, and taken back if it is not stored (a database failure,
        // another process first, or this request gone).
        let pending = room.play(StoredAction {
            move_no,
            seat,
            action: action.clone(),
            at_ms,
            out_of_time,
        })?;
        let appended = self
            .store
            .append(id, pending.action(), pending.finishes())
            .await?;
        if appended == Appended::Stale {
            drop(pending);
            self.catch_up_locked(&mut room)
                .await
                .map_err(|e| self.failed(id, e))?;
            return Err(AppError::Stale {
                got: move_no,
                current: room.move_no(),
            });
        }
        self.store.announce(format!("{} {}", self.process_id, id));
        pending.commit();
        let next = room.move_no();
        drop(room);
        self.drive_bots(&shared);
        Ok(next)
    }

    /// The seat of `token` in game `id` accepts the seed the game's creator chose
    /// ([`crate::seeds`]); once every seat played by people has, the game starts: a bot may
    /// move, the clocks run. Gives the seat and those still to accept. Accepting again changes
    /// nothing.
    ///
    /// # Errors
    /// Unknown game, wrong token, [`AppError::BadRequest`] for a game whose seed was drawn at
    /// random, or a database failure.
    pub async fn accept_seed(
        self: &Arc<Self>,
        id: &str,
        token: &str,
    ) -> Result<(Seat, Vec<Seat>), AppError> {
        let shared = self.get(id).await?;
        let mut room = shared.lock().await;
        let seat = Rooms::seat_for(&room, token)?;
        if !room.info().seed_chosen {
            return Err(AppError::BadRequest(
                "this game's seed was drawn at random: there is nothing to accept".into(),
            ));
        }
        let at_ms = now_ms();
        self.store.accept_seed(id, seat, at_ms).await?;
        if room.accept_seed(seat, at_ms) {
            self.store.announce(format!("{} {}", self.process_id, id));
        }
        self.refresh_seeds(&mut room).await?;
        let waiting = room.seed_waiting();
        let timer = room.take_timer_start();
        drop(room);
        if timer {
            start_timer(self, &shared);
        }
        self.drive_bots(&shared);
        Ok((seat, waiting))
    }

    /// Takes the acceptances of game `room`'s chosen seed from the database, while it waits
    /// for some.
    async fn refresh_seeds(&self, room: &mut Room) -> anyhow::Result<()> {
        if !room.started() {
            let accepted = self.store.seed_acceptances(room.id()).await?;
            room.set_seed_acceptances(&accepted);
        }
        Ok(())
    }

    /// Reads what other processes appended to game `id`, if this process has it loaded.
    ///
    /// # Errors
    /// A database failure or a corrupt log.
    pub async fn catch_up(self: &Arc<Self>, id: &str) -> anyhow::Result<()> {
        if let Some(shared) = self.loaded(id) {
            let mut room = shared.lock().await;
            let waited = !room.started();
            if let Err(e) = self.catch_up_locked(&mut room).await {
                return Err(self.failed(id, e).into());
            }
            let timer = room.take_timer_start();
            let started = waited && room.started();
            drop(room);
            if timer {
                start_timer(self, &shared);
            }
            if started {
                self.drive_bots(&shared);
            }
        }
        Ok(())
    }

    async fn catch_up_locked(&self, room: &mut Room) -> anyhow::Result<()> {
        self.refresh_seeds(room).await?;
        let newer = self.store.actions_from(room.id(), room.move_no()).await?;
        room.apply_stored(newer)?;
        self.refresh_rematch(room).await
    }

    /// The error for a failure to read game `id`'s new actions: the game is broken if they
    /// make no sense, else the database failed.
    fn failed(&self, id: &str, e: anyhow::Error) -> AppError {
        if Corrupt::is(&e) {
            self.mark_broken(id, &e)
        } else {
            e.into()
        }
    }

    /// If the server is to move in `shared` — a bot seat, or a seat whose time has run out
    /// ([`crate::clock`]) — and no bot of this process thinks about it yet, starts one: it
    /// thinks on the blocking pool within its time budget, then acts like anyone. A seat out of
    /// time is played by the greedy bot at once, without the pause of bots.
    pub fn drive_bots(self: &Arc<Self>, shared: &SharedRoom) {
        let rooms = Arc::clone(self);
        let shared = Arc::clone(shared);
        tokio::spawn(async move {
            let (id, ServerMove { turn, out_of_time }, move_no, state, bot_only) = {
                let mut room = shared.lock().await;
                let Some(due) = room.bot_to_move(now_ms()) else {
                    return;
                };
                if !room.start_bot(due.out_of_time) {
                    return;
                }
                (
                    room.id().to_string(),
                    due,
                    room.move_no(),
                    room.state().clone(),
                    room.bot_only(),
                )
            };
            let actor = if out_of_time {
                Actor::OutOfTime(turn.seat)
            } else {
                tokio::time::sleep(rooms.bot_delay).await;
                Actor::Bot(turn.seat)
            };
            let Some(mv) = rooms
                .bots
                .think(turn.spec, state, turn.seat, bot_only)
                .await
            else {
                // The server is stopping.
                shared.lock().await.stop_bot(move_no, out_of_time);
                return;
            };
            let action = MoveWire::from_move(&mv, &rooms.catalog);
            if let Err(e) = rooms.act(&id, actor, move_no, &action).await {
                match e {
                    // Someone else moved first (another process, or the server for a bot whose
                    // time ran out while it thought): fine.
                    AppError::Stale { .. } | AppError::OutOfTime(_) => {}
                    e => {
                        tracing::warn!("game {id}: bot {} in seat {}: {e:?}", turn.spec, turn.seat)
                    }
                }
                shared.lock().await.stop_bot(move_no, out_of_time);
            }
        });
    }

    /// Drops from memory the games nobody watches and no bot is to move in; they are rebuilt
    /// from the store when someone asks for them again. Gives how many were dropped.
    pub fn sweep(&self) -> usize {
        let mut live = lock(&self.live);
        let before = live.len();
        // A room locked right now is in use.
        live.retain(|_, room| room.try_lock().map_or(true, |r| r.in_use()));
        before - live.len()
    }

    /// Sweeps every minute, and archives the abandoned games every hour, for as long as these
    /// rooms exist.
    pub fn start_sweeping(self: &Arc<Self>) {
        let rooms: Weak<Rooms> = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut sweeps = 0u32;
            loop {
                tokio::time::sleep(SWEEP_EVERY).await;
                let Some(rooms) = rooms.upgrade() else { return };
                let dropped = rooms.sweep();
                if dropped > 0 {
                    tracing::debug!("{dropped} idle games dropped from memory");
                }
                sweeps += 1;
                if sweeps.is_multiple_of(SWEEPS_PER_ARCHIVING) {
                    if let Err(e) = rooms.archive_abandoned().await {
                        tracing::error!("cannot archive abandoned games: {e:#}");
                    }
                }
            }
        });
    }

    /// Archives the unfinished games without an action for
    /// [`Limits::archive_after`](crate::limits::Limits::archive_after) and drops those loaded:
    /// they are not played any more ([`crate::archive`]). Gives how many.
    ///
    /// # Errors
    /// A database failure.
    pub async fn archive_abandoned(&self) -> anyhow::Result<usize> {
        let Some(idle) = self.archive_after else {
            return Ok(0);
        };
        let ids = self.store.archive_idle(idle).await?;
        if !ids.is_empty() {
            let mut live = lock(&self.live);
            for id in &ids {
                live.remove(id);
            }
            tracing::info!(
                "{} games without an action for {} days archived (halflings admin lists and \
                 purges them)",
                ids.len(),
                idle.as_secs() / 86_400
            );
        }
        Ok(ids.len())
    }

    /// Archives the abandoned games, then loads the unfinished games between bots, whose bots
    /// then move: after a restart they go on. Every other game is loaded when someone opens it, and then its bot or clock goes on
    /// ([`Rooms::get`]). Gives how many were loaded.
    ///
    /// # Errors
    /// A database failure.
    pub async fn resume(self: &Arc<Self>) -> anyhow::Result<usize> {
        self.archive_abandoned().await?;
        let ids = self.store.bot_games_in_play().await?;
        let mut resumed = 0;
        for id in ids {
            match self.get(&id).await {
                Ok(_) => resumed += 1,
                Err(e) => tracing::error!("game {id} cannot be rebuilt: {e:?}"),
            }
        }
        Ok(resumed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_poisoned_lock_still_locks() {
        let map = Arc::new(SyncMutex::new(HashMap::from([(1, "one")])));
        let held = Arc::clone(&map);
        let panicked = std::thread::spawn(move || {
            let _guard = held.lock().unwrap();
            panic!("a bug while the lock is held");
        })
        .join();
        assert!(panicked.is_err() && map.is_poisoned());
        assert_eq!(lock(&map).get(&1), Some(&"one"));
    }
}
