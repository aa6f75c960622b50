//! The live game over WebSocket.
//!
//! The browser's first message is `{"type": "join", "token": …}` (no token: a spectator). The
//! server answers with the whole [`StateMessage`](crate::messages::StateMessage) for that seat
//! and then, whenever the game changes, with the state again and the new log entries only.
//! The browser sends `{"type": "act", "move_no": n, "move": {…}}` to play and `{"type":
//! "sync"}` to get everything again (a few times a second at most: `--sync-per-second`); a
//! refused message gets `{"type": "error", …}`. The server pings every third of the idle
//! timeout, which browsers answer by themselves.
//!
//! The server closes a socket saying why (the close frame's code and reason): a message over
//! [`MAX_MESSAGE`] bytes with 1009 (message too big), a socket from which nothing arrived
//! for nearly the idle timeout (not even the answer to a ping) with 1001 (going away), a
//! join with a wrong token with 1008 (policy).

use std::num::NonZeroU32;
use std::time::{Duration, Instant};

use axum::extract::ws::{close_code, CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use governor::{Quota, RateLimiter};
use serde::Serialize;

use super::AppState;
use crate::client::Peer;
use crate::error::{AppError, ErrorBody};
use crate::messages::ClientMessage;
use crate::rooms::{Actor, Rooms, SharedRoom};
use halflings_engine::Seat;

/// How long a new socket may take to say who it is.
const JOIN_TIMEOUT: Duration = Duration::from_secs(15);

/// The largest message a browser may send.
const MAX_MESSAGE: usize = 16 * 1024;

/// The read buffer of a socket: browsers send small messages, and the buffer is cleared on
/// every read, so a small one saves work.
const READ_BUFFER: usize = 4 * 1024;

/// `GET /api/games/{id}/ws`: within the limits on sockets per client and per game
/// ([`super::sockets`]).
pub async fn upgrade(
    State(app): State<AppState>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    headers: HeaderMap,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, AppError> {
    let room = app.rooms.get(&id).await?;
    let admitted = app.sockets.admit(peer, &headers, &id)?;
    Ok(upgrade
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            let _admitted = admitted;
            if let Err(e) = session(app, id, room, socket).await {
                tracing::debug!("socket closed: {e}");
            }
        }))
}

/// An error as sent on the socket.
#[derive(Serialize)]
struct ErrorMessage {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(flatten)]
    body: ErrorBody,
}

type Sender = SplitSink<WebSocket, Message>;

async fn send_error(tx: &mut Sender, e: &AppError) -> Result<(), axum::Error> {
    let text = serde_json::to_string(&ErrorMessage {
        kind: "error",
        body: e.body(),
    })
    .map_err(axum::Error::new)?;
    tx.send(Message::Text(text.into())).await
}

/// Sends `seat`'s state with the log from `from`; gives the new log length.
async fn send_state(
    tx: &mut Sender,
    room: &SharedRoom,
    seat: Option<Seat>,
    from: usize,
) -> Result<usize, axum::Error> {
    let (text, len) = {
        let room = room.lock().await;
        let text =
            serde_json::to_string(&room.state_message(seat, from)).map_err(axum::Error::new)?;
        (text, room.log_len())
    };
    tx.send(Message::Text(text.into())).await?;
    Ok(len)
}

/// Reads the next text message; whatever arrives (a ping's answer too) is noted in `heard`.
async fn next_text(
    rx: &mut futures_util::stream::SplitStream<WebSocket>,
    heard: &mut Instant,
) -> Option<Result<String, axum::Error>> {
    loop {
        let message = rx.next().await?;
        *heard = Instant::now();
        match message {
            Ok(Message::Text(t)) => return Some(Ok(t.to_string())),
            Ok(Message::Close(_)) => return None,
            Ok(_) => continue,
            Err(e) => return Some(Err(e)),
        }
    }
}

/// Closes the socket with `code` and `reason` (at most 123 bytes, as a close frame takes).
async fn close(tx: &mut Sender, code: u16, reason: &'static str) -> Result<(), axum::Error> {
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    tx.send(Message::Close(Some(frame))).await
}

/// The end of a socket on which reading failed: a message over the size limit is answered
/// with a close frame saying so (1009); any other failure is the connection's end.
async fn read_failed(tx: &mut Sender, e: axum::Error) -> Result<(), axum::Error> {
    let too_long = e.into_inner().downcast::<tungstenite::Error>().map(|e| *e);
    match too_long {
        Ok(tungstenite::Error::Capacity(tungstenite::error::CapacityError::MessageTooLong {
            ..
        })) => {
            // The size is the constant's; the close frame's reason must be static.
            const _: () = assert!(MAX_MESSAGE == 16 * 1024);
            close(
                tx,
                close_code::SIZE,
                "message too big: a message may take at most 16384 bytes",
            )
            .await
        }
        Ok(e) => Err(axum::Error::new(e)),
        Err(e) => Err(axum::Error::new(e)),
    }
}

/// The answer to a `sync` over the limit: the state already sent stays valid, and every
/// change still comes.
fn too_many_syncs(per_second: NonZeroU32) -> AppError {
    AppError::TooManyRequests {
        message: format!(
            "at most {per_second} sync requests a second: the changes come without asking"
        ),
        retry_after: 1,
    }
}

fn parse(text: &str) -> Result<ClientMessage, AppError> {
    serde_json::from_str(text).map_err(|e| AppError::BadRequest(format!("bad message: {e}")))
}

async fn session(
    app: AppState,
    id: String,
    room: SharedRoom,
    socket: WebSocket,
) -> Result<(), axum::Error> {
    let (mut tx, mut rx) = socket.split();
    // Who is this?
    let mut heard = Instant::now();
    let token = loop {
        let text = match tokio::time::timeout(JOIN_TIMEOUT, next_text(&mut rx, &mut heard)).await {
            Ok(Some(Ok(text))) => text,
            Ok(Some(Err(e))) => return read_failed(&mut tx, e).await,
            Ok(None) => return Ok(()),
            Err(_) => {
                let why = "no join message within 15 s: send {\"type\": \"join\"} first";
                return close(&mut tx, close_code::POLICY, why).await;
            }
        };
        match parse(&text) {
            Ok(ClientMessage::Join { token }) => break token,
            Ok(_) => {
                let e = AppError::BadRequest("send {\"type\": \"join\"} first".into());
                send_error(&mut tx, &e).await?;
            }
            Err(e) => send_error(&mut tx, &e).await?,
        }
    };
    let seat = match &token {
        None => None,
        Some(t) => match Rooms::seat_for(&*room.lock().await, t) {
            Ok(seat) => Some(seat),
            Err(e) => {
                send_error(&mut tx, &e).await?;
                return close(&mut tx, close_code::POLICY, "wrong seat token").await;
            }
        },
    };
    let syncs = RateLimiter::direct(Quota::per_second(app.sync_per_second));
    let mut changed = room.lock().await.subscribe();
    let mut sent = send_state(&mut tx, &room, seat, 0).await?;
    // A live browser answers each ping, so that its connection is never idle (the listener
    // closes a connection from which nothing arrives: crate::listener).
    let mut ping = tokio::time::interval(app.ping_every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    ping.tick().await;
    loop {
        // Before the listener's own idle timeout cuts the connection without a word.
        let silent_until = heard + app.silent_limit;
        tokio::select! {
            _ = ping.tick() => tx.send(Message::Ping(Default::default())).await?,
            () = tokio::time::sleep_until(silent_until.into()) => {
                let why = "idle: nothing arrived, not even the answer to a ping";
                return close(&mut tx, close_code::AWAY, why).await;
            }
            incoming = next_text(&mut rx, &mut heard) => {
                let text = match incoming {
                    None => return Ok(()),
                    Some(Ok(text)) => text,
                    Some(Err(e)) => return read_failed(&mut tx, e).await,
                };
                match parse(&text) {
                    Ok(ClientMessage::Act { move_no, action }) => {
                        let actor = Actor::Client(token.clone());
                        if let Err(e) = app.rooms.act(&id, actor, move_no, &action).await {
                            send_error(&mut tx, &e).await?;
                        }
                    }
                    Ok(ClientMessage::Sync) if syncs.check().is_err() => {
                        send_error(&mut tx, &too_many_syncs(app.sync_per_second)).await?;
                    }
                    Ok(ClientMessage::Sync) => sent = send_state(&mut tx, &room, seat, 0).await?,
                    Ok(ClientMessage::Join { .. }) => {
                        let e = AppError::BadRequest("already joined".into());
                        send_error(&mut tx, &e).await?;
                    }
                    Err(e) => send_error(&mut tx, &e).await?,
                }
            }
            change = changed.changed() => {
                if change.is_err() {
                    return Ok(());
                }
                sent = send_state(&mut tx, &room, seat, sent).await?;
            }
        }
    }
}
