//! The test harness: a real server on an ephemeral port with its own database (a temporary
//! SQLite file, or a fresh PostgreSQL database when `HALFLINGS_TEST_POSTGRES` names a server),
//! in this process or in a child process, and real HTTP and WebSocket clients.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use halflings_engine::{Catalog, GameRecord};
use halflings_server::{Application, Config, Database};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use sqlx::Connection;
use tokio_tungstenite::tungstenite::Message;

/// The environment variable naming a PostgreSQL server for the tests (an admin URL such as
/// `postgres://postgres:postgres@127.0.0.1:5432/postgres`).
pub const POSTGRES_ENV: &str = "HALFLINGS_TEST_POSTGRES";

/// How long a test waits for any one message.
const WAIT: Duration = Duration::from_secs(30);

/// A database for one test, removed after it.
pub struct TestDb {
    pub database: Database,
    /// Keeps the SQLite file's folder alive.
    _dir: Option<tempfile::TempDir>,
    /// The PostgreSQL admin URL and database name, to drop it.
    postgres: Option<(String, String)>,
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some((admin, name)) = self.postgres.take() else {
            return;
        };
        // Drop is not async: drop the database from a thread of its own.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&admin).await?;
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut conn)
                    .await
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("cannot drop the test database {}: {e}", self.database);
        }
    }
}

impl TestDb {
    /// A temporary SQLite file.
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().unwrap();
        TestDb {
            database: Database::Sqlite(dir.path().join("games.db")),
            _dir: Some(dir),
            postgres: None,
        }
    }

    /// A fresh database on the PostgreSQL server of `HALFLINGS_TEST_POSTGRES`. The tests that
    /// call it are built only when the variable is set (otherwise they are ignored, with the
    /// reason): see `build.rs`.
    pub async fn postgres() -> TestDb {
        let admin = std::env::var(POSTGRES_ENV).unwrap_or_else(|_| {
            panic!("{POSTGRES_ENV} was set when the tests were built, but is not set now")
        });
        let name = format!("halflings_test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = sqlx::PgConnection::connect(&admin)
            .await
            .unwrap_or_else(|e| panic!("{POSTGRES_ENV}={admin}: {e}"));
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut conn)
            .await
            .unwrap();
        let (base, _) = admin.rsplit_once('/').expect("a URL with a database name");
        TestDb {
            database: Database::Postgres(format!("{base}/{name}")),
            _dir: None,
            postgres: Some((admin.clone(), name)),
        }
    }
}

impl TestDb {
    /// Runs `sql` on the database directly, as an operator (or a failing disk) might.
    pub async fn execute(&self, sql: &str) {
        sqlx::any::install_default_drivers();
        let url = match &self.database {
            Database::Sqlite(path) => format!("sqlite://{}", path.display()),
            Database::Postgres(url) => url.clone(),
        };
        let mut conn = sqlx::AnyConnection::connect(&url).await.unwrap();
        sqlx::query(sql).execute(&mut conn).await.unwrap();
    }
}

/// Runs `$scenario(TestDb)` on SQLite and on PostgreSQL (ignored, with the reason, unless
/// `HALFLINGS_TEST_POSTGRES` was set when the tests were built).
#[macro_export]
macro_rules! on_both_databases {
    ($($scenario:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $scenario() {
                    super::$scenario($crate::helpers::TestDb::sqlite()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                #[cfg_attr(
                    not(halflings_postgres),
                    ignore = "needs HALFLINGS_TEST_POSTGRES=postgres://USER:PASSWORD@HOST:PORT/DATABASE, an account that may create databases"
                )]
                async fn $scenario() {
                    super::$scenario($crate::helpers::TestDb::postgres().await).await;
                }
            )*
        }
    };
}

/// A server under test.
pub struct TestApp {
    pub base: String,
    pub http: reqwest::Client,
    /// The child process, when the server runs in one.
    child: Option<Child>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Starts the server in this process on an ephemeral port, bots without pause.
pub async fn spawn_app(db: &TestDb) -> TestApp {
    spawn_app_with(db, |_| {}).await
}

/// Starts the server in this process on an ephemeral port, bots without pause, with the
/// settings `change` makes.
pub async fn spawn_app_with(db: &TestDb, change: impl FnOnce(&mut Config)) -> TestApp {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.database.clone());
    config.bot_delay = Duration::ZERO;
    change(&mut config);
    let app = Application::build(config).await.expect("server starts");
    let addr = app.local_addr().unwrap();
    tokio::spawn(app.serve(std::future::pending()));
    TestApp {
        base: format!("http://{addr}"),
        http: reqwest::Client::new(),
        child: None,
    }
}

/// The environment variable that turns the test binary into a server process.
pub const CHILD_ENV: &str = "HALFLINGS_TEST_CHILD_DB";

/// Starts the server in a child process (this test binary running [`child_server`]) with
/// `halflings_server::run`, as `halflings serve` does; waits for its URL.
pub fn spawn_process(db: &TestDb) -> TestApp {
    let url = match &db.database {
        Database::Sqlite(path) => path.display().to_string(),
        Database::Postgres(url) => url.clone(),
    };
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "child_server",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, url)
        .env(
            "RUST_LOG",
            std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into()),
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let base = loop {
        let line = lines
            .next()
            .expect("the child server prints its URL")
            .unwrap();
        // libtest prints "test child_server ... " before it.
        if let Some((_, rest)) = line.split_once("halflings: serving on ") {
            let url = rest.split_whitespace().next().unwrap();
            break url.trim_end_matches('/').to_string();
        }
    };
    // Keep draining the child's output so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    TestApp {
        base,
        http: reqwest::Client::new(),
        child: Some(child),
    }
}

impl TestApp {
    /// Kills the child server with SIGKILL, without any chance to clean up.
    pub fn kill(&mut self) {
        let child = self.child.as_mut().expect("a child process");
        child.kill().unwrap();
        child.wait().unwrap();
        self.child = None;
    }

    pub fn ws_url(&self, game: &str) -> String {
        format!(
            "{}/api/games/{game}/ws",
            self.base.replacen("http://", "ws://", 1)
        )
    }

    /// `POST /api/games`; gives the answer. A game whose seed the body chooses starts once
    /// every seat played by people has accepted it: each accepts here, as the lobby does for
    /// the seats it keeps and an invitee on the page of their link (`seeds.rs` tests the
    /// waiting itself).
    pub async fn create(&self, body: Value) -> Value {
        let created = self.create_unaccepted(&body).await;
        if body.get("seed").is_some() {
            for token in seat_tokens(&created).into_iter().flatten() {
                let (status, answer) = self
                    .accept_seed(created["id"].as_str().unwrap(), &token)
                    .await;
                assert_eq!(status, 200, "{answer}");
            }
        }
        created
    }

    /// `POST /api/games/{id}/accept-seed` for `token`'s seat: status and JSON body.
    pub async fn accept_seed(&self, game: &str, token: &str) -> (u16, Value) {
        let r = self
            .http
            .post(format!("{}/api/games/{game}/accept-seed", self.base))
            .bearer_auth(token)
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
    }

    /// `POST /api/games` and nothing more; gives the answer.
    pub async fn create_unaccepted(&self, body: &Value) -> Value {
        let r = self
            .http
            .post(format!("{}/api/games", self.base))
            .json(body)
            .send()
            .await
            .unwrap();
        assert_eq!(
            r.status(),
            201,
            "create failed: {}",
            r.text().await.unwrap()
        );
        r.json().await.unwrap()
    }

    /// `POST path` with a JSON body: status and JSON body.
    pub async fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        let r = self
            .http
            .post(format!("{}{path}", self.base))
            .json(body)
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
    }

    /// `GET path`: status and JSON body.
    pub async fn get(&self, path: &str, token: Option<&str>) -> (u16, Value) {
        let mut req = self.http.get(format!("{}{path}", self.base));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let r = req.send().await.unwrap();
        (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
    }

    /// `POST path` as `token`'s seat (none: a spectator) with a raw JSON body: status and
    /// JSON body.
    pub async fn post_raw(&self, path: &str, token: Option<&str>, body: &str) -> (u16, Value) {
        let mut req = self
            .http
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/json")
            .body(body.to_string());
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let r = req.send().await.unwrap();
        (r.status().as_u16(), r.json().await.unwrap_or(Value::Null))
    }

    /// `POST /api/games/{game}/actions` with a raw body: status and JSON body.
    pub async fn post_action_raw(
        &self,
        game: &str,
        token: Option<&str>,
        body: &str,
    ) -> (u16, Value) {
        self.post_raw(&format!("/api/games/{game}/actions"), token, body)
            .await
    }

    /// Plays `mv` as action `move_no` over HTTP: status and JSON body.
    pub async fn post_action(
        &self,
        game: &str,
        token: &str,
        move_no: u64,
        mv: &Value,
    ) -> (u16, Value) {
        let body = json!({"move_no": move_no, "move": mv}).to_string();
        self.post_action_raw(game, Some(token), &body).await
    }

    /// The state for `token`'s seat (or a spectator).
    pub async fn state(&self, game: &str, token: Option<&str>) -> Value {
        let (status, body) = self.get(&format!("/api/games/{game}/state"), token).await;
        assert_eq!(status, 200, "{body}");
        body
    }

    /// The record of a finished game.
    pub async fn record(&self, game: &str) -> GameRecord {
        let (status, body) = self.get(&format!("/api/games/{game}/record"), None).await;
        assert_eq!(status, 200, "{body}");
        serde_json::from_value(body).unwrap()
    }

    /// Waits until game `game` is over (bots play it); gives its summary.
    pub async fn wait_finished(&self, game: &str, within: Duration) -> Value {
        let start = std::time::Instant::now();
        loop {
            let (status, body) = self.get(&format!("/api/games/{game}"), None).await;
            assert_eq!(status, 200, "{body}");
            if body["finished"] == true {
                return body;
            }
            assert!(start.elapsed() < within, "game {game} not finished: {body}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket client of one game, keeping every text it received.
pub struct Socket {
    ws: Ws,
    /// The latest state.
    pub state: Value,
    /// Every text received, in order.
    pub received: Vec<String>,
}

impl Socket {
    /// Connects and joins with `token` (`None`: a spectator); waits for the first state.
    pub async fn join(app: &TestApp, game: &str, token: Option<&str>) -> Socket {
        let (ws, _) = tokio_tungstenite::connect_async(app.ws_url(game))
            .await
            .expect("WebSocket connects");
        let mut socket = Socket {
            ws,
            state: Value::Null,
            received: Vec::new(),
        };
        socket.send(json!({"type": "join", "token": token})).await;
        let first = socket.next().await;
        assert_eq!(first["type"], "state", "{first}");
        socket
    }

    /// Sends a JSON message.
    pub async fn send(&mut self, msg: Value) {
        self.send_text(msg.to_string()).await;
    }

    /// Sends a text as it is.
    pub async fn send_text(&mut self, text: String) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// The next frame as it comes (pings are answered meanwhile), or `None` once the socket
    /// has ended.
    pub async fn ws_next(
        &mut self,
    ) -> Option<Result<Message, tokio_tungstenite::tungstenite::Error>> {
        self.ws.next().await
    }

    /// The next message (states also become [`Socket::state`]).
    pub async fn next(&mut self) -> Value {
        loop {
            let msg = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a message in time")
                .expect("the socket stays open")
                .unwrap();
            if let Message::Text(text) = msg {
                self.received.push(text.to_string());
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["type"] == "state" {
                    self.state = value.clone();
                }
                return value;
            }
        }
    }

    /// Reads until the state is at `move_no` or later.
    pub async fn until(&mut self, move_no: u64) -> &Value {
        while self.state["move_no"].as_u64().unwrap_or(0) < move_no {
            let msg = self.next().await;
            assert_ne!(msg["type"], "error", "{msg}");
        }
        &self.state
    }

    /// Plays `mv` as action `move_no`.
    pub async fn act(&mut self, move_no: u64, mv: &Value) {
        self.send(json!({"type": "act", "move_no": move_no, "move": mv}))
            .await;
    }
}

/// The seat to move in a state message, if any.
pub fn to_move(state: &Value) -> Option<usize> {
    state["view"]["to_move"].as_u64().map(|s| s as usize)
}

/// A random move among the legal ones of `state` (which must list them): every decision and
/// every placement with each of its follower choices equally likely within its group.
pub fn random_legal(state: &Value, rng: &mut ChaCha8Rng) -> Value {
    let legal = &state["legal"];
    let moves = legal["moves"].as_array().unwrap();
    let placements = legal["placements"].as_array().unwrap();
    assert!(
        !moves.is_empty() || !placements.is_empty(),
        "no legal move: {state}"
    );
    if !placements.is_empty() {
        let p = &placements[rng.random_range(0..placements.len())];
        let followers = p["followers"].as_array().unwrap();
        let mut mv = json!({"do": "place", "at": p["at"]});
        if !p["rot"].is_null() {
            mv["rot"] = p["rot"].clone();
        } else {
            mv["corner"] = p["corner"].clone();
        }
        let bare = p["bare"] == true;
        let choice = rng.random_range(0..followers.len() + usize::from(bare));
        if choice < followers.len() {
            mv["follower"] = followers[choice].clone();
        }
        return mv;
    }
    moves[rng.random_range(0..moves.len())].clone()
}

/// A seeded generator for test moves.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The final scores of `record` replayed by the engine.
pub fn replayed_scores(record: &GameRecord) -> Vec<u32> {
    record
        .replay(Arc::new(Catalog::builtin()), None)
        .expect("the stored record replays")
        .scores
}

/// Two people, tokens in seat order.
pub fn two_people(seed: u64) -> Value {
    json!({
        "seats": [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Ben"}],
        "seed": seed,
    })
}

/// The seat tokens of a created game (`None` for bots).
pub fn seat_tokens(created: &Value) -> Vec<Option<String>> {
    created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().map(str::to_string))
        .collect()
}
