//! PostgreSQL LISTEN/NOTIFY between server processes sharing one database: the process that
//! appends an action notifies ([`Store::announce`](crate::store::Store::announce)); every other
//! process reads the new actions of that game from the log and wakes its own viewers. A notice
//! is `"{process} {game}"`; several are joined by `;`.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::rooms::Rooms;
use crate::store::NOTIFY_CHANNEL;

/// Starts listening for other processes' actions on the PostgreSQL server at `url`; returns
/// once the first connection listens.
///
/// # Errors
/// The first connection fails.
pub async fn listen(rooms: Arc<Rooms>, url: &str) -> anyhow::Result<()> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen(NOTIFY_CHANNEL).await?;
    tokio::spawn(async move {
        loop {
            match listener.try_recv().await {
                Ok(Some(notices)) => {
                    for notice in notices.payload().split(';') {
                        on_notice(&rooms, notice).await;
                    }
                }
                // The connection dropped and was re-established: notices may be lost.
                Ok(None) => catch_up_all(&rooms).await,
                Err(e) => {
                    tracing::warn!("PostgreSQL listener: {e}; retrying");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }
        }
    });
    Ok(())
}

/// Handles a notice `"{process} {game}"` from another process.
async fn on_notice(rooms: &Arc<Rooms>, payload: &str) {
    let Some((process, game)) = payload.split_once(' ') else {
        tracing::warn!("unexpected notice {payload:?}");
        return;
    };
    if process == rooms.process_id() {
        return;
    }
    if let Err(e) = rooms.catch_up(game).await {
        tracing::error!("game {game}: cannot read new actions: {e:?}");
    }
}

/// Reads new actions of every loaded game.
async fn catch_up_all(rooms: &Arc<Rooms>) {
    for room in rooms.all_loaded() {
        let id = room.lock().await.id().to_string();
        if let Err(e) = rooms.catch_up(&id).await {
            tracing::error!("game {id}: cannot read new actions: {e:?}");
        }
    }
}
