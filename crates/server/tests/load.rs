//! The load test (not part of the normal run): many concurrent games on loopback, each with a
//! client playing one seat over WebSocket (random legal moves from the server's list), a random
//! bot in the other seat and a spectator; when a game ends its client starts another, so the
//! number of games in play stays the same. Reports actions per second and the latency of the
//! clients' actions: from sending an action to receiving the state that includes it. Games
//! start spread over the first two seconds; latencies count after a warm-up of three seconds.
//! Each client thinks `HALFLINGS_LOAD_THINK_MS` on average before each action (0: as fast as
//! the server answers, which measures the most actions per second rather than latency).
//!
//! ```sh
//! cargo test --release -p halflings-server --test load -- --ignored --nocapture
//! HALFLINGS_LOAD_GAMES=200 HALFLINGS_LOAD_THINK_MS=500 HALFLINGS_LOAD_SECONDS=20 cargo test … # the defaults
//! ```
//!
//! With `HALFLINGS_TEST_POSTGRES` set, the games are stored on that PostgreSQL server instead of
//! a temporary SQLite file. All the clients come from 127.0.0.1, so the limits per client
//! (connections, WebSockets, games created) are raised to fit them; the others are the
//! server's defaults.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use halflings_engine::Seat;
use halflings_server::{Application, Config, Database};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{json, Value};
use sqlx::Connection;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The parts of a state message the client needs (the rest is skipped, not parsed).
#[derive(Deserialize)]
struct State {
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    move_no: u64,
    #[serde(default)]
    view: Option<ViewPart>,
    #[serde(default)]
    legal: Option<LegalPart>,
}

#[derive(Deserialize)]
struct ViewPart {
    to_move: Option<Seat>,
}

#[derive(Deserialize)]
struct LegalPart {
    moves: Vec<Value>,
    placements: Vec<Placement>,
}

#[derive(Deserialize)]
struct Placement {
    at: [i32; 2],
    rot: Option<u16>,
    corner: Option<String>,
    followers: Vec<String>,
    bare: bool,
}

/// A random move among the legal ones.
fn random_legal(legal: &LegalPart, rng: &mut ChaCha8Rng) -> Value {
    if legal.placements.is_empty() {
        return legal.moves[rng.random_range(0..legal.moves.len())].clone();
    }
    let p = &legal.placements[rng.random_range(0..legal.placements.len())];
    let mut mv = json!({"do": "place", "at": p.at});
    match (&p.rot, &p.corner) {
        (Some(rot), _) => mv["rot"] = json!(rot),
        (None, corner) => mv["corner"] = json!(corner),
    }
    if !p.followers.is_empty() && (!p.bare || rng.random_bool(0.3)) {
        mv["follower"] = json!(p.followers[rng.random_range(0..p.followers.len())]);
    }
    mv
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn join(url: &str, token: Option<&str>) -> Ws {
    // A small read buffer: tungstenite clears it on every read.
    let config = WebSocketConfig::default().read_buffer_size(4 * 1024);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), false)
        .await
        .unwrap();
    let join = json!({"type": "join", "token": token}).to_string();
    ws.send(Message::Text(join.into())).await.unwrap();
    ws
}

async fn next_state(ws: &mut Ws) -> Option<State> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => {
                let state: State = serde_json::from_str(&t).unwrap();
                assert_eq!(state.kind, "state", "{t}");
                return Some(state);
            }
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
}

/// Receives (without reading) until the socket closes.
async fn drain(mut ws: Ws) {
    while let Some(Ok(_)) = ws.next().await {}
}

/// Plays games one after the other until `until`; gives the client's action latencies after
/// `warm` and the actions played (both seats).
async fn play_games(
    base: String,
    seed: u64,
    think: Duration,
    warm: Instant,
    until: Instant,
) -> (Vec<Duration>, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    tokio::time::sleep(Duration::from_millis(rng.random_range(0..2000))).await;
    let http = reqwest::Client::new();
    let mut latencies = Vec::new();
    let mut actions = 0;
    while Instant::now() < until {
        let (l, a) = play(&http, &base, &mut rng, think, warm, until).await;
        latencies.extend(l);
        actions += a;
    }
    (latencies, actions)
}

/// Plays one game's client seat until the game ends or `until`; gives its action latencies
/// after `warm` and the actions played in the game (both seats).
async fn play(
    http: &reqwest::Client,
    base: &str,
    rng: &mut ChaCha8Rng,
    think: Duration,
    warm: Instant,
    until: Instant,
) -> (Vec<Duration>, u64) {
    // A random seed: a chosen one would wait for the seat to accept it.
    let created: Value = http
        .post(format!("{base}/api/games"))
        .json(&json!({"seats": [{"kind": "person"}, {"kind": "bot", "bot": "random"}]}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["id"].as_str().unwrap();
    let token = created["seats"][0]["token"].as_str().unwrap();
    let url = format!("{}/api/games/{id}/ws", base.replacen("http", "ws", 1));
    let mut ws = join(&url, Some(token)).await;
    let watch = tokio::spawn(drain(join(&url, None).await));
    let mut latencies = Vec::new();
    let mut state = next_state(&mut ws).await.unwrap();
    while Instant::now() < until {
        if state.view.as_ref().is_none_or(|v| v.to_move.is_none()) {
            break;
        }
        let Some(legal) = &state.legal else {
            state = next_state(&mut ws).await.unwrap();
            continue;
        };
        if !think.is_zero() {
            tokio::time::sleep(think.mul_f64(rng.random_range(0.5..1.5))).await;
        }
        let n = state.move_no;
        let mv = random_legal(legal, rng);
        let sent = Instant::now();
        let act = json!({"type": "act", "move_no": n, "move": mv}).to_string();
        ws.send(Message::Text(act.into())).await.unwrap();
        loop {
            state = next_state(&mut ws).await.unwrap();
            if state.move_no > n {
                break;
            }
        }
        if sent >= warm {
            latencies.push(sent.elapsed());
        }
    }
    let actions = state.move_no;
    drop(ws);
    watch.abort();
    (latencies, actions)
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a load test: run it on its own with --ignored --nocapture"]
async fn concurrent_games_on_loopback() {
    let games = env_or("HALFLINGS_LOAD_GAMES", 200);
    let think = Duration::from_millis(env_or("HALFLINGS_LOAD_THINK_MS", 500));
    let seconds = env_or("HALFLINGS_LOAD_SECONDS", 20);
    let dir = tempfile::tempdir().unwrap();
    let postgres = std::env::var("HALFLINGS_TEST_POSTGRES").ok().map(|admin| {
        (
            admin,
            format!("halflings_load_{}", uuid::Uuid::new_v4().simple()),
        )
    });
    let database = match &postgres {
        Some((admin, name)) => {
            let mut conn = sqlx::PgConnection::connect(admin).await.unwrap();
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&mut conn)
                .await
                .unwrap();
            let (server, _) = admin.rsplit_once('/').unwrap();
            Database::Postgres(format!("{server}/{name}"))
        }
        None => Database::Sqlite(dir.path().join("load.db")),
    };
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), database.clone());
    config.bot_delay = Duration::ZERO;
    // Every client of the test comes from 127.0.0.1: the limits per client are for many.
    let per_client = usize::try_from(games * 4).unwrap_or(usize::MAX);
    config.limits.max_connections_per_client = per_client;
    config.limits.max_sockets_per_client = per_client;
    config.limits.games_burst = u32::try_from(games * 100).unwrap_or(u32::MAX);
    config.limits.games_per_minute = config.limits.games_burst;
    let app = Application::build(config).await.unwrap();
    let base = format!("http://{}", app.local_addr().unwrap());
    tokio::spawn(app.serve(std::future::pending()));

    let start = Instant::now();
    let warm = start + Duration::from_secs(3);
    let until = start + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..games)
        .map(|g| tokio::spawn(play_games(base.clone(), g, think, warm, until)))
        .collect();
    let mut latencies = Vec::new();
    let mut actions = 0;
    for t in tasks {
        let (l, a) = t.await.unwrap();
        latencies.extend(l);
        actions += a;
    }
    let elapsed = start.elapsed().as_secs_f64();
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    println!(
        "load: {games} concurrent games on {database}, client think time {think:?}, {elapsed:.1} s"
    );
    println!(
        "load: {actions} actions ({} by clients, the rest by bots): {:.0} actions/s",
        latencies.len(),
        actions as f64 / elapsed
    );
    println!(
        "load: client action latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        pct(0.5).as_secs_f64() * 1000.0,
        pct(0.99).as_secs_f64() * 1000.0,
        latencies.last().unwrap().as_secs_f64() * 1000.0
    );
    if let Some((admin, name)) = postgres {
        let mut conn = sqlx::PgConnection::connect(&admin).await.unwrap();
        sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)"))
            .execute(&mut conn)
            .await
            .unwrap();
    }
}
