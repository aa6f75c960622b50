//! No client can take the server's file handles: WebSockets per client and per game are
//! limited, connections per address too, and connections from which nothing arrives are
//! closed (README: Hardening). The limits are lowered here so that a handful of connections
//! reach them.

use std::io::Read;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message};

use crate::helpers::{spawn_app_with, two_people, Socket, TestApp, TestDb};

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens a WebSocket on `game` as the client `client` behind the trusted proxy (the test's
/// own address): the socket, or the HTTP status, JSON body and `Retry-After` of the refusal.
async fn open_as(
    app: &TestApp,
    game: &str,
    client: &str,
) -> Result<Ws, (u16, Value, Option<String>)> {
    let mut request = app.ws_url(game).into_client_request().unwrap();
    request
        .headers_mut()
        .insert("x-forwarded-for", client.parse().unwrap());
    match tokio_tungstenite::connect_async(request).await {
        Ok((ws, _)) => Ok(ws),
        Err(tungstenite::Error::Http(response)) => {
            let body = response.body().clone().unwrap_or_default();
            let retry_after = response
                .headers()
                .get("retry-after")
                .map(|v| v.to_str().unwrap().to_string());
            Err((
                response.status().as_u16(),
                serde_json::from_slice(&body).unwrap_or(Value::Null),
                retry_after,
            ))
        }
        Err(e) => panic!("{e}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn websockets_are_limited_per_client_and_per_game() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.limits.max_sockets_per_client = 2;
        config.limits.max_sockets_per_game = 3;
        config.limits.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    let a = app.create(two_people(1)).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let b = app.create(two_people(2)).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (x, y, z) = ("192.0.2.1", "192.0.2.2", "192.0.2.3");

    let x1 = open_as(&app, &a, x).await.unwrap();
    let _x2 = open_as(&app, &b, x).await.unwrap();
    let (status, body, retry_after) = open_as(&app, &a, x).await.unwrap_err();
    assert_eq!(status, 429, "{body}");
    assert_eq!(retry_after.as_deref(), Some("10"), "when to try again");
    assert_eq!(body["error"], "too-many-requests", "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("2 live games are open from your address"),
        "{body}"
    );

    let _y1 = open_as(&app, &a, y).await.unwrap();
    let _y2 = open_as(&app, &a, y).await.unwrap();
    let (status, body, _) = open_as(&app, &a, z).await.unwrap_err();
    assert_eq!(status, 503, "game a has three: {body}");
    assert_eq!(body["error"], "busy", "{body}");
    let _z1 = open_as(&app, &b, z).await.unwrap();

    // A socket closed gives its place back.
    drop(x1);
    let start = Instant::now();
    let again = loop {
        match open_as(&app, &b, x).await {
            Ok(ws) => break ws,
            Err(refused) => {
                assert!(start.elapsed() < Duration::from_secs(5), "{refused:?}");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    };
    drop(again);
}

/// Reads from a raw connection until it ends (or `within` passes): whether it ended.
fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    stream.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed_and_live_ones_are_not() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.limits.idle_timeout = Duration::from_secs(1);
    })
    .await;
    let game = app.create(two_people(3)).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let addr = app.base.trim_start_matches("http://").to_string();

    // A connection that never sends a request.
    let silent = tokio::task::spawn_blocking({
        let addr = addr.clone();
        move || {
            let start = Instant::now();
            let mut stream = TcpStream::connect(addr).unwrap();
            (
                closed_within(&mut stream, Duration::from_secs(5)),
                start.elapsed(),
            )
        }
    });
    // A spectator that reads everything but answers nothing, not even the pings.
    let mute = tokio::task::spawn_blocking({
        let (addr, game) = (addr.clone(), game.clone());
        move || mute_spectator(&addr, &game, Duration::from_secs(3))
    });
    // A spectator whose browser went away: it neither reads nor answers the pings.
    let mut gone = Socket::join(&app, &game, None).await;
    // A live spectator, which reads and so answers the pings.
    let mut live = Socket::join(&app, &game, None).await;
    let watching = tokio::spawn(async move {
        let until = Instant::now() + Duration::from_secs(3);
        while let Ok(Some(msg)) = tokio::time::timeout_at(until.into(), live.ws_next()).await {
            assert!(msg.is_ok(), "{msg:?}");
        }
        live
    });
    tokio::time::sleep(Duration::from_secs(3)).await;

    let (closed, took) = silent.await.unwrap();
    assert!(closed, "a silent connection is closed");
    assert!(took < Duration::from_secs(3), "{took:?}");
    let ended = tokio::time::timeout(Duration::from_secs(2), close_frame(&mut gone)).await;
    assert!(ended.is_ok(), "a socket that answers nothing is closed");
    // A client that reads but never answers is told why before the connection ends.
    let (code, reason) = mute.await.unwrap().expect("a close frame saying why");
    assert_eq!(code, 1001, "going away: {reason}");
    assert!(reason.starts_with("idle: nothing arrived"), "{reason}");

    let mut live = watching.await.unwrap();
    live.send(serde_json::json!({"type": "sync"})).await;
    let state = live.next().await;
    assert_eq!(
        state["type"], "state",
        "a socket that answers stays open: {state}"
    );
}

/// Joins `game` on the server at `addr` as a spectator over a bare TCP connection, then reads
/// frames for at most `limit` without ever answering one (a WebSocket library would answer
/// the pings): the code and reason of the close frame the server sends, if it sends one.
fn mute_spectator(addr: &str, game: &str, limit: Duration) -> Option<(u16, String)> {
    use std::io::Write;
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(limit)).unwrap();
    write!(
        stream,
        "GET /api/games/{game}/ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    )
    .unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).unwrap();
        head.push(byte[0]);
    }
    assert!(head.starts_with(b"HTTP/1.1 101"), "{head:?}");
    // A client's frame is masked (here with a zero mask, which leaves the bytes as they are).
    let join = br#"{"type": "join", "token": null}"#;
    let mut frame = vec![0x81, 0x80 | join.len() as u8, 0, 0, 0, 0];
    frame.extend_from_slice(join);
    stream.write_all(&frame).unwrap();
    loop {
        let mut header = [0u8; 2];
        stream.read_exact(&mut header).ok()?;
        let len = match header[1] & 0x7f {
            126 => {
                let mut n = [0u8; 2];
                stream.read_exact(&mut n).ok()?;
                u64::from(u16::from_be_bytes(n))
            }
            127 => {
                let mut n = [0u8; 8];
                stream.read_exact(&mut n).ok()?;
                u64::from_be_bytes(n)
            }
            n => u64::from(n),
        };
        let mut payload = vec![0u8; usize::try_from(len).unwrap()];
        stream.read_exact(&mut payload).ok()?;
        if header[0] & 0x0f == 0x8 {
            let code = u16::from_be_bytes([payload[0], payload[1]]);
            return Some((code, String::from_utf8(payload[2..].to_vec()).unwrap()));
        }
    }
}

/// Reads `socket` until it ends: the code and reason of the close frame that ended it, if one
/// did.
async fn close_frame(socket: &mut Socket) -> Option<(u16, String)> {
    loop {
        match socket.ws_next().await {
            Some(Ok(Message::Close(frame))) => {
                return frame.map(|f| (u16::from(f.code), f.reason.to_string()))
            }
            None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_over_the_size_limit_closes_the_socket_saying_so() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |_| {}).await;
    let game = app.create(two_people(3)).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let mut socket = Socket::join(&app, &game, None).await;
    // A message just within the limit is read (and refused as what it says).
    socket
        .send_text(format!("{{\"type\": \"{}\"}}", "x".repeat(16 * 1024 - 14)))
        .await;
    assert_eq!(socket.next().await["error"], "bad-request");
    socket
        .send_text(format!("{{\"type\": \"{}\"}}", "x".repeat(20_000)))
        .await;
    let (code, reason) = tokio::time::timeout(Duration::from_secs(5), close_frame(&mut socket))
        .await
        .expect("the socket is closed")
        .expect("with a close frame saying why");
    assert_eq!(code, 1009, "message too big: {reason}");
    assert!(reason.contains("at most 16384 bytes"), "{reason}");
    // The game goes on for everyone else.
    let mut other = Socket::join(&app, &game, None).await;
    other.send(serde_json::json!({"type": "sync"})).await;
    assert_eq!(other.next().await["type"], "state");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_are_limited_per_address() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.limits.max_connections_per_client = 4;
    })
    .await;
    let addr = app.base.trim_start_matches("http://").to_string();
    let (held, mut extra) = tokio::task::spawn_blocking(move || {
        let held: Vec<TcpStream> = (0..4).map(|_| TcpStream::connect(&addr).unwrap()).collect();
        (held, TcpStream::connect(&addr).unwrap())
    })
    .await
    .unwrap();
    let refused =
        tokio::task::spawn_blocking(move || closed_within(&mut extra, Duration::from_secs(3)));
    assert!(
        refused.await.unwrap(),
        "the fifth connection is closed at once"
    );
    drop(held);
    // Their places are given back.
    let start = Instant::now();
    loop {
        let client = reqwest::Client::new();
        match client.get(format!("{}/api/options", app.base)).send().await {
            Ok(r) if r.status() == 200 => break,
            other => {
                assert!(start.elapsed() < Duration::from_secs(5), "{other:?}");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }
}
