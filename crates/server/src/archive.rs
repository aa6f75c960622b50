//! Abandoned games: an unfinished game without an action for the idle time
//! ([`Limits::archive_after`](crate::limits::Limits::archive_after), 30 days by default) is
//! archived — kept, but never loaded or played again (its requests answer 410) — and
//! `halflings admin` lists games and purges the archived ones.

use std::time::Duration;

use anyhow::Context;
use sqlx::Row;

use crate::config::Database;
use crate::store::{now_ms, Store};

/// When a game last changed: its latest action, or its creation.
const LAST_CHANGE: &str = "COALESCE((SELECT MAX(a.created_at) FROM actions a \
     WHERE a.game_id = games.id), games.created_at)";

/// A game as `halflings admin list` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game id.
    pub id: String,
    /// When it was created (Unix ms).
    pub created_at: i64,
    /// When it last changed: its latest action, or its creation (Unix ms).
    pub last_change: i64,
    /// Actions played.
    pub actions: i64,
    /// Whether it is over.
    pub finished: bool,
    /// When it was archived (Unix ms), if it was.
    pub archived_at: Option<i64>,
    /// The seats' names, in turn order.
    pub seats: Vec<String>,
}

/// Which games to list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Which {
    /// Every game.
    All,
    /// The archived games.
    Archived,
    /// The unfinished games, not archived, without an action for at least this long.
    IdleFor(Duration),
}

impl Store {
    /// Archives every unfinished game without an action for `idle`: gives their ids.
    ///
    /// # Errors
    /// A database failure.
    pub async fn archive_idle(&self, idle: Duration) -> anyhow::Result<Vec<String>> {
        let now = now_ms();
        let _turn = self.write_turn().await;
        let rows = sqlx::query(&format!(
            "UPDATE games SET archived_at = $1
             WHERE finished = 0 AND archived_at IS NULL AND {LAST_CHANGE} < $2
             RETURNING id"
        ))
        .bind(now)
        .bind(now - millis(idle))
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("id").map_err(Into::into))
            .collect()
    }

    /// The games `which` names, the longest unchanged first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn list_games(&self, which: Which) -> anyhow::Result<Vec<GameRow>> {
        let filter = match which {
            Which::All => "1 = 1".to_string(),
            Which::Archived => "archived_at IS NOT NULL".to_string(),
            Which::IdleFor(_) => {
                format!("finished = 0 AND archived_at IS NULL AND {LAST_CHANGE} < $1")
            }
        };
        let cutoff = match which {
            Which::IdleFor(idle) => now_ms() - millis(idle),
            _ => 0,
        };
        let query = format!(
            "SELECT id, created_at, finished, archived_at, {LAST_CHANGE} AS last_change,
                (SELECT COUNT(*) FROM actions a WHERE a.game_id = games.id) AS actions
             FROM games WHERE {filter} ORDER BY last_change, id"
        );
        let mut query = sqlx::query(&query);
        if matches!(which, Which::IdleFor(_)) {
            query = query.bind(cutoff);
        }
        let rows = query.fetch_all(self.pool()).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in &rows {
            games.push(GameRow {
                id: row.try_get("id")?,
                created_at: row.try_get("created_at")?,
                last_change: row.try_get("last_change")?,
                actions: row.try_get("actions")?,
                finished: row.try_get::<i64, _>("finished")? != 0,
                archived_at: row.try_get("archived_at")?,
                seats: Vec::new(),
            });
        }
        let seats = sqlx::query("SELECT game_id, name FROM seats ORDER BY game_id, seat")
            .fetch_all(self.pool())
            .await?;
        let mut by_game: std::collections::HashMap<String, Vec<String>> = Default::default();
        for row in &seats {
            by_game
                .entry(row.try_get("game_id")?)
                .or_default()
                .push(row.try_get("name")?);
        }
        for game in &mut games {
            game.seats = by_game.remove(&game.id).unwrap_or_default();
        }
        Ok(games)
    }

    /// Deletes every archived game, its seats and its actions: gives how many games.
    ///
    /// # Errors
    /// A database failure; then nothing is deleted.
    pub async fn purge_archived(&self) -> anyhow::Result<u64> {
        let _turn = self.write_turn().await;
        let mut tx = self.pool().begin().await?;
        for table in ["actions", "seats"] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE game_id IN
                 (SELECT id FROM games WHERE archived_at IS NOT NULL)"
            ))
            .execute(&mut *tx)
            .await?;
        }
        let games = sqlx::query("DELETE FROM games WHERE archived_at IS NOT NULL")
            .execute(&mut *tx)
            .await?
            .rows_affected();
        tx.commit().await?;
        Ok(games)
    }
}

/// `d` in whole milliseconds (saturating).
fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Runs `work` on the store of `database` (connected, checked and migrated as the server does)
/// on a runtime of its own: what `halflings admin` calls.
///
/// # Errors
/// The database cannot be opened, or `work` fails.
pub fn with_store<T>(
    database: &Database,
    work: impl AsyncFnOnce(&Store) -> anyhow::Result<T>,
) -> anyhow::Result<T> {
    // A runtime with its I/O and time drivers.
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(async {
        let store = Store::connect(database).await?;
        let result = work(&store).await;
        store.close().await;
        result
    })
}
