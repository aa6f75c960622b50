//! The database: games, seats and move logs, in SQLite or PostgreSQL through one portable
//! schema (`migrations/`) and one set of queries.
//!
//! An action numbered `n` is appended by one statement that inserts it only if the game's log
//! holds exactly `n` actions, the primary key `(game, n)` guarding against a concurrent writer:
//! if another writer got there first, nothing is written and the caller learns the action was
//! stale (optimistic concurrency).
//!
//! On PostgreSQL, [`Store::announce`] then tells the other server processes. Notices go out in
//! batches from one task, outside the appending transactions: a `NOTIFY` holds a global lock
//! through its transaction's commit, which would make every append wait for the one before.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::Context;
use halflings_engine::{MoveWire, Setup};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};
use tokio::sync::{mpsc, Mutex, MutexGuard};

use crate::config::Database;
use crate::db_check::{check_postgres, check_sqlite};
use crate::lobby::{GameOptions, NewGame, Seat, SeatKind};

/// The PostgreSQL channel on which appended actions are announced.
pub const NOTIFY_CHANNEL: &str = "halflings_moves";

/// The database behind a [`Store`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// An SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// The game store.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// SQLite takes one writer at a time: writers queue here rather than in SQLite's busy
    /// handler, which sleeps and retries.
    writer: Arc<Mutex<()>>,
    /// Notices for the other processes, sent in batches (PostgreSQL only).
    notices: Option<mpsc::UnboundedSender<String>>,
}

/// A game as stored: everything needed to rebuild it.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The game id.
    pub id: String,
    /// When it was archived (Unix ms), if it was: it is not played any more ([`crate::archive`]).
    pub archived_at: Option<i64>,
    /// The engine setup, seed included.
    pub setup: Setup,
    /// Lobby options.
    pub options: GameOptions,
    /// The seats in turn order.
    pub seats: Vec<Seat>,
    /// When it was created (Unix ms).
    pub created_at: i64,
    /// The move log.
    pub actions: Vec<StoredAction>,
    /// The id of its rematch, once a seat asked for one ([`crate::rooms::rematch`]).
    pub rematch: Option<String>,
}

/// One accepted action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    /// Its number: the count of actions before it.
    pub move_no: u32,
    /// Who acted.
    pub seat: halflings_engine::Seat,
    /// The move.
    pub action: MoveWire,
    /// When it was accepted (Unix ms).
    pub at_ms: i64,
    /// Whether the server played it because the seat's time had run out ([`crate::clock`]).
    pub out_of_time: bool,
}

/// Stored data that makes no sense (a row missing, unreadable or refused by the engine): the
/// game it belongs to cannot be played, and is marked broken; the others go on.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Corrupt(pub String);

impl Corrupt {
    /// Whether `error` (or one of its causes) is stored data that makes no sense rather than a
    /// database failure that may pass.
    pub fn is(error: &anyhow::Error) -> bool {
        error.chain().any(|cause| cause.is::<Corrupt>())
    }
}

/// What became of an append.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Appended {
    /// Written.
    Yes,
    /// Another action already has this number: nothing written.
    Stale,
}

/// Now, in Unix milliseconds.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

impl Store {
    /// Connects (creating an SQLite file if missing) and runs the schema migrations.
    ///
    /// # Errors
    /// The database cannot be reached or migrated.
    pub async fn connect(database: &Database) -> anyhow::Result<Store> {
        sqlx::any::install_default_drivers();
        let (url, backend, connections) = match database {
            Database::Sqlite(path) => (sqlite_url(path)?, Backend::Sqlite, 8),
            Database::Postgres(url) => (url.clone(), Backend::Postgres, 16),
        };
        // One connection first, alone: a database that cannot be used fails at once, with its
        // cause, where the pool would retry until its time-out.
        match database {
            Database::Sqlite(path) => check_sqlite(path, &url).await?,
            Database::Postgres(url) => check_postgres(url).await?,
        }
        let mut options = AnyPoolOptions::new()
            .max_connections(connections)
            .acquire_timeout(POOL_WAIT);
        if backend == Backend::Sqlite {
            // NORMAL in WAL mode loses nothing when the process dies (the OS holds the
            // data); only a power cut may lose the last commits.
            options = options.after_connect(|conn, _| {
                Box::pin(async move {
                    conn.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
                        .await?;
                    Ok(())
                })
            });
        }
        let pool = options
            .connect(&url)
            .await
            .with_context(|| format!("cannot open the database ({database})"))?;
        if backend == Backend::Sqlite {
            pool.execute("PRAGMA journal_mode = WAL").await?;
        }
        sqlx::migrate!("./migrations")
            .run(&pool)
            .await
            .context("cannot migrate the database schema")?;
        let notices = (backend == Backend::Postgres).then(|| {
            let (tx, rx) = mpsc::unbounded_channel();
            tokio::spawn(send_notices(pool.clone(), rx));
            tx
        });
        Ok(Store {
            pool,
            backend,
            writer: Arc::new(Mutex::new(())),
            notices,
        })
    }

    /// The connection pool, for the queries of other modules ([`crate::archive`]).
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Closes every connection (SQLite then merges its write-ahead log into the file).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Tells the other server processes (PostgreSQL) that an action was appended: `notice`
    /// goes out on [`NOTIFY_CHANNEL`] soon, batched with others. Nothing on SQLite.
    pub fn announce(&self, notice: String) {
        if let Some(tx) = &self.notices {
            // The sending task ends only with the store.
            let _ = tx.send(notice);
        }
    }

    /// Waits for the turn to write, on SQLite; nothing to wait for on PostgreSQL.
    pub(crate) async fn write_turn(&self) -> Option<MutexGuard<'_, ()>> {
        match self.backend {
            Backend::Sqlite => Some(self.writer.lock().await),
            Backend::Postgres => None,
        }
    }

    /// Stores a new game and its seats; gives its id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn create_game(&self, game: &NewGame) -> anyhow::Result<String> {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let _turn = self.write_turn().await;
        let mut tx = self.pool.begin().await?;
        insert_game(&mut tx, &id, game).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The game `id` with its whole log, or `None` if there is no such game.
    ///
    /// # Errors
    /// A database failure or a corrupt row.
    pub async fn load_game(&self, id: &str) -> anyhow::Result<Option<StoredGame>> {
        let Some(row) = sqlx::query(
            "SELECT setup, options, created_at, archived_at, rematch FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let corrupt = |what: &str, e: &dyn std::fmt::Display| {
            Corrupt(format!("game {id}: corrupt {what}: {e}"))
        };
        let setup: Setup = serde_json::from_str(&row.try_get::<String, _>("setup")?)
            .map_err(|e| corrupt("setup", &e))?;
        let options: GameOptions = serde_json::from_str(&row.try_get::<String, _>("options")?)
            .map_err(|e| corrupt("options", &e))?;
        let created_at: i64 = row.try_get("created_at")?;
        let archived_at: Option<i64> = row.try_get("archived_at")?;
        let rematch: Option<String> = row.try_get("rematch")?;
        let rows = sqlx::query(
            "SELECT seat, kind, name, bot, token_hash, seed_accepted_at FROM seats
             WHERE game_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        let mut seats = Vec::with_capacity(rows.len());
        for row in &rows {
            let number: i64 = row.try_get("seat")?;
            if number != seats.len() as i64 {
                return Err(Corrupt(format!(
                    "game {id}: seat {} is missing from the database",
                    seats.len()
                ))
                .into());
            }
            seats.push(seat_of_row(row).map_err(|e| corrupt("seat", &e))?);
        }
        let actions = self.actions_from(id, 0).await?;
        Ok(Some(StoredGame {
            archived_at,
            id: id.to_string(),
            setup,
            options,
            seats,
            created_at,
            actions,
            rematch,
        }))
    }

    /// The actions of game `id` numbered `from` and later, in order.
    ///
    /// # Errors
    /// A database failure or a corrupt row.
    pub async fn actions_from(&self, id: &str, from: u32) -> anyhow::Result<Vec<StoredAction>> {
        sqlx::query(
            "SELECT move_no, seat, action, created_at, out_of_time FROM actions
             WHERE game_id = $1 AND move_no >= $2 ORDER BY move_no",
        )
        .bind(id)
        .bind(i64::from(from))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|row| {
            action_of_row(row)
                .map_err(|e| Corrupt(format!("game {id}: corrupt action: {e:#}")).into())
        })
        .collect()
    }

    /// Appends `action` to game `id` if the game's log has exactly `action.move_no` actions;
    /// marks the game finished if `finished`, in the same transaction.
    ///
    /// # Errors
    /// A database failure; nothing is written then.
    pub async fn append(
        &self,
        id: &str,
        action: &StoredAction,
        finished: bool,
    ) -> anyhow::Result<Appended> {
        let _turn = self.write_turn().await;
        let json = serde_json::to_string(&action.action)?;
        let insert = sqlx::query(APPEND_SQL)
            .bind(id)
            .bind(i64::from(action.move_no))
            .bind(i64::from(action.seat.number()))
            .bind(json)
            .bind(action.at_ms)
            .bind(i64::from(action.out_of_time));
        if !finished {
            return appended(insert.fetch_optional(&self.pool).await);
        }
        let mut tx = self.pool.begin().await?;
        let outcome = appended(insert.fetch_optional(&mut *tx).await)?;
        if outcome == Appended::Yes {
            sqlx::query("UPDATE games SET finished = 1 WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        }
        Ok(outcome)
    }

    /// Records that seat `seat` of game `id` accepted the game's chosen seed at `at_ms` (once:
    /// a second acceptance keeps the first time).
    ///
    /// # Errors
    /// A database failure.
    pub async fn accept_seed(
        &self,
        id: &str,
        seat: halflings_engine::Seat,
        at_ms: i64,
    ) -> anyhow::Result<()> {
        let _turn = self.write_turn().await;
        sqlx::query(
            "UPDATE seats SET seed_accepted_at = $3
             WHERE game_id = $1 AND seat = $2 AND seed_accepted_at IS NULL",
        )
        .bind(id)
        .bind(i64::from(seat.number()))
        .bind(at_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// When each seat of game `id` accepted its chosen seed, in seat order (`None`: not yet).
    ///
    /// # Errors
    /// A database failure.
    pub async fn seed_acceptances(&self, id: &str) -> anyhow::Result<Vec<Option<i64>>> {
        let rows =
            sqlx::query("SELECT seed_accepted_at FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| r.try_get("seed_accepted_at").map_err(Into::into))
            .collect()
    }

    /// The ids of the unfinished games whose seats are all bots, oldest first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn bot_games_in_play(&self) -> anyhow::Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT id FROM games
             WHERE finished = 0 AND bot_only = 1 AND archived_at IS NULL ORDER BY created_at",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("id").map_err(Into::into))
            .collect()
    }

    /// How many unfinished games have only bots in their seats.
    ///
    /// # Errors
    /// A database failure.
    pub async fn count_bot_games_in_play(&self) -> anyhow::Result<usize> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM games
                 WHERE finished = 0 AND bot_only = 1 AND archived_at IS NULL",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(usize::try_from(row.try_get::<i64, _>("n")?)?)
    }
}

/// Inserts game `id` and its seats in `tx`, created now.
///
/// # Errors
/// A database failure.
pub(crate) async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    game: &NewGame,
) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO games (id, setup, options, finished, created_at, bot_only)
         VALUES ($1, $2, $3, 0, $4, $5)",
    )
    .bind(id)
    .bind(serde_json::to_string(&game.setup)?)
    .bind(serde_json::to_string(&game.options)?)
    .bind(now_ms())
    .bind(i64::from(game.bot_only()))
    .execute(&mut **tx)
    .await?;
    for (i, seat) in game.seats.iter().enumerate() {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, kind, name, bot, token_hash, seed_accepted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(id)
        .bind(i as i64)
        .bind(seat.kind.name())
        .bind(&seat.name)
        .bind(seat.kind.bot().map(|b| b.to_string()))
        .bind(seat.token_hash.clone())
        .bind(seat.seed_accepted_at)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Inserts action `$2` of game `$1` (by seat `$3`, move `$4`, at `$5`, out of time `$6`) only
/// while the game has exactly `$2` actions; gives a row if it did.
const APPEND_SQL: &str = "
    INSERT INTO actions (game_id, move_no, seat, action, created_at, out_of_time)
    SELECT $1, $2, $3, $4, $5, $6
    WHERE (SELECT COUNT(*) FROM actions WHERE game_id = $1) = $2
    RETURNING move_no";

/// What an append statement's answer means: a row is an append; no row, or a second action
/// with the same number, is a stale action.
fn appended(result: Result<Option<AnyRow>, sqlx::Error>) -> anyhow::Result<Appended> {
    match result {
        Ok(Some(_)) => Ok(Appended::Yes),
        Ok(None) => Ok(Appended::Stale),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(Appended::Stale),
        Err(e) => Err(e.into()),
    }
}

/// The most notices in one `NOTIFY` (a payload holds at most 8000 bytes; a notice is about 66).
const NOTICES_PER_NOTIFY: usize = 100;

/// Sends the notices of `rx` until the store is gone, each time all those waiting in one or a
/// few `NOTIFY`s, separated by `;`.
async fn send_notices(pool: AnyPool, mut rx: mpsc::UnboundedReceiver<String>) {
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while let Ok(more) = rx.try_recv() {
            batch.push(more);
        }
        batch.sort();
        batch.dedup();
        for chunk in batch.chunks(NOTICES_PER_NOTIFY) {
            let sent = sqlx::query("SELECT pg_notify($1, $2)")
                .bind(NOTIFY_CHANNEL)
                .bind(chunk.join(";"))
                .execute(&pool)
                .await;
            if let Err(e) = sent {
                tracing::warn!("cannot notify the other server processes: {e}");
            }
        }
    }
}

fn seat_of_row(row: &AnyRow) -> anyhow::Result<Seat> {
    let kind: String = row.try_get("kind")?;
    let bot: Option<String> = row.try_get("bot")?;
    Ok(Seat {
        kind: SeatKind::from_stored(&kind, bot.as_deref()).map_err(anyhow::Error::msg)?,
        name: row.try_get("name")?,
        token_hash: row.try_get("token_hash")?,
        seed_accepted_at: row.try_get("seed_accepted_at")?,
    })
}

fn action_of_row(row: &AnyRow) -> anyhow::Result<StoredAction> {
    Ok(StoredAction {
        move_no: u32::try_from(row.try_get::<i64, _>("move_no")?)?,
        seat: halflings_engine::Seat::new(u8::try_from(row.try_get::<i64, _>("seat")?)?),
        // Older forms of expansions' moves are rewritten into the current one.
        action: MoveWire::from_value(serde_json::from_str(&row.try_get::<String, _>("action")?)?)
            .map_err(anyhow::Error::msg)?,
        at_ms: row.try_get("created_at")?,
        out_of_time: row.try_get::<i64, _>("out_of_time")? != 0,
    })
}

/// How long a request waits for a database connection before it fails.
const POOL_WAIT: Duration = Duration::from_secs(10);

/// The `sqlite://` URL of `path` (made absolute), creating the file if missing.
fn sqlite_url(path: &std::path::Path) -> anyhow::Result<String> {
    let absolute = std::path::absolute(path)
        .with_context(|| format!("bad database path {}", path.display()))?;
    let text = absolute
        .to_str()
        .with_context(|| format!("the database path {} is not UTF-8", path.display()))?;
    let encoded: String = text
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'.' | b'-' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    Ok(format!("sqlite://{encoded}?mode=rwc"))
}
