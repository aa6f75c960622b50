//! `halflings serve` as a person starts it: the real binary, real sockets, a real SQLite file
//! (and an address where no PostgreSQL listens). Start-up errors come within seconds as one
//! line naming the file, folder, address or server and the cause; listening on every address
//! prints addresses other machines can open; a host name is taken; log lines carry no colour
//! codes when stderr is not a terminal; `--public-url` is printed and its pages move there.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a start-up error may take.
const FAIL_WITHIN: Duration = Duration::from_secs(5);

/// `halflings serve ARGS` that must fail: asserts exit code 1 within [`FAIL_WITHIN`] and a
/// single line on stderr; gives it.
fn serve_fails(args: &[&str]) -> String {
    serve_fails_as(Command::new(env!("CARGO_BIN_EXE_halflings")), args)
}

fn serve_fails_as(mut command: Command, args: &[&str]) -> String {
    let start = Instant::now();
    let mut child = command
        .arg("serve")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > 2 * FAIL_WITHIN {
            let _ = child.kill();
            let _ = child.wait();
            panic!("serve {args:?} did not stop");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let took = start.elapsed();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let err = err.trim_end().to_string();
    assert_eq!(status.code(), Some(1), "serve {args:?}: {err}");
    assert!(took < FAIL_WITHIN, "serve {args:?} took {took:?}: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

/// A port nobody listens on (bound, then let go).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[test]
fn a_missing_folder_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("missing");
    let db = folder.join("games.db");
    let err = serve_fails(&["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()]);
    assert!(
        err.contains(&format!("the folder {} does not exist", folder.display())),
        "{err}"
    );
    assert!(!folder.exists());
}

#[test]
fn postgres_not_running_is_connection_refused() {
    let port = free_port();
    let url = format!("postgres://halflings:secret@127.0.0.1:{port}/halflings");
    let err = serve_fails(&["--addr", "127.0.0.1:0", "--db", &url]);
    assert!(
        err.contains(&format!("PostgreSQL at 127.0.0.1:{port}")),
        "{err}"
    );
    assert!(err.contains("connection refused"), "{err}");
    assert!(!err.contains("secret"), "no password in messages: {err}");
}

#[test]
fn a_busy_port_fails_before_the_database_is_made() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let err = serve_fails(&["--addr", &addr, "--db", db.to_str().unwrap()]);
    assert!(err.contains(&format!("cannot listen on {addr}")), "{err}");
    assert!(err.contains("in use"), "{err}");
    assert!(
        !db.exists(),
        "no database file for a server that did not start"
    );
}

/// A database file and folder that the server's user cannot write. As root, who may write
/// anything, the server runs as `nobody` (util-linux's setpriv).
#[test]
fn an_unwritable_database_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("games");
    std::fs::create_dir(&folder).unwrap();
    let db = folder.join("games.db");
    // A real database, made by the server itself and left by a clean stop.
    make_database(&db);
    let mut command = Command::new(env!("CARGO_BIN_EXE_halflings"));
    if is_root() {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        command = Command::new("setpriv");
        command.args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            env!("CARGO_BIN_EXE_halflings"),
        ]);
    } else {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).unwrap();
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
    }
    let err = serve_fails_as(
        command,
        &["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()],
    );
    assert!(
        err.contains(&format!("cannot open the database {}", db.display())),
        "{err}"
    );
    assert!(
        err.contains("this user must be able to write the file and, in its folder"),
        "{err}"
    );
    assert!(err.contains("games.db-wal"), "{err}");
    if !is_root() {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}

fn is_root() -> bool {
    let out = Command::new("id").arg("-u").output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim() == "0"
}

/// Starts a server on `db` and stops it with SIGTERM once it serves.
fn make_database(db: &Path) {
    let mut server = Server::start(&["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()]);
    server.banner();
    server.stop();
}

/// Starts a server on `db`, lets random bots play `games` whole games in it and stops it with
/// SIGTERM: a database of some size, its log merged into the file.
fn make_played_database(db: &Path, games: usize) {
    let mut server = Server::start(&[
        "--addr",
        "127.0.0.1:0",
        "--bot-delay",
        "0",
        "--db",
        db.to_str().unwrap(),
    ]);
    let addr = server.addr();
    let bots = r#"{"seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}"#;
    let ids: Vec<String> = (0..games)
        .map(|_| {
            let (status, body) = post(&addr, "/api/games", bots);
            assert!(status.contains("201"), "{status} {body}");
            let created: serde_json::Value = serde_json::from_str(&body).unwrap();
            created["id"].as_str().unwrap().to_string()
        })
        .collect();
    for id in ids {
        let start = Instant::now();
        while !get(&addr, &addr, &format!("/api/games/{id}"))
            .1
            .contains(r#""finished":true"#)
        {
            assert!(start.elapsed() < Duration::from_secs(60), "game {id} ends");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    server.stop();
}

/// One client opening many WebSockets and leaving them idle cannot take the server's file
/// handles: with room for 256 open files, 300 sockets opened from 127.0.0.1 leave the server
/// answering another client, 127.0.0.2, at once.
#[test]
fn one_client_cannot_take_the_file_handles() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut command = Command::new("prlimit");
    command.args(["--nofile=256:256", env!("CARGO_BIN_EXE_halflings")]);
    let mut server = Server::start_as(
        command,
        &["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()],
    );
    let addr = server.addr();
    let people = r#"{"seats": [{"kind": "person"}, {"kind": "person"}]}"#;
    let (status, body) = post(&addr, "/api/games", people);
    assert!(status.contains("201"), "{status} {body}");
    let created: serde_json::Value = serde_json::from_str(&body).unwrap();
    let id = created["id"].as_str().unwrap();
    let upgrade = format!(
        "GET /api/games/{id}/ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    );
    let _held: Vec<TcpStream> = (0..300)
        .map(|_| {
            let mut stream = TcpStream::connect(&addr).unwrap();
            // The server may have closed it already.
            let _ = stream.write_all(upgrade.as_bytes());
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_secs(1));

    let other = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    let from: std::net::SocketAddr = "127.0.0.2:0".parse().unwrap();
    other.bind(&from.into()).unwrap();
    let to: std::net::SocketAddr = addr.parse().unwrap();
    let start = Instant::now();
    other.connect(&to.into()).unwrap();
    let (status, _) = request_on(other.into(), &addr, "GET /api/options", "", "");
    assert!(status.contains("200"), "{status}");
    let took = start.elapsed();
    assert!(took < Duration::from_secs(2), "answered after {took:?}");
}

/// SIGTERM stops the server within 2 s, even while its bots are deep in thought (searches of
/// 200,000 iterations: many seconds each).
#[test]
fn sigterm_stops_thinking_bots_within_two_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut server = Server::start(&[
        "--addr",
        "127.0.0.1:0",
        "--bot-delay",
        "0",
        "--bot-threads",
        "2",
        "--db",
        db.to_str().unwrap(),
    ]);
    let addr = server.addr();
    let bots = r#"{"seats": [{"kind": "bot", "bot": "search:200000"}, {"kind": "bot", "bot": "search:200000"}]}"#;
    let people = r#"{"seats": [{"kind": "person"}, {"kind": "person"}]}"#;
    for game in [bots, bots, bots, people, people] {
        let (status, body) = post(&addr, "/api/games", game);
        assert!(status.contains("201"), "{status} {body}");
    }
    std::thread::sleep(Duration::from_secs(1));
    let start = Instant::now();
    let pid = server.child.id().to_string();
    assert!(Command::new("kill").arg(&pid).status().unwrap().success());
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "still running after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let took = start.elapsed();
    assert!(status.success(), "{status}");
    assert!(took < Duration::from_secs(2), "stopped after {took:?}");

    // At the next start only the games between bots are loaded; the others wait until opened.
    let mut server = Server::start(&["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()]);
    let log = server.stderr_until("games between bots resumed");
    let line = log.last().unwrap();
    assert!(
        line.contains("3 games between bots resumed from SQLite file"),
        "{line}"
    );
}

/// `halflings admin` lists a server's games, archives the abandoned ones and purges the
/// archived ones, on the database of a server that may be running.
#[test]
fn admin_lists_archives_and_purges_games() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let db = db.to_str().unwrap();
    let mut server = Server::start(&["--addr", "127.0.0.1:0", "--db", db]);
    let addr = server.addr();
    for _ in 0..2 {
        let people =
            r#"{"seats": [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Ben"}]}"#;
        let (status, body) = post(&addr, "/api/games", people);
        assert!(status.contains("201"), "{status} {body}");
    }
    let admin = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_halflings"))
            .arg("admin")
            .args(args)
            .args(["--db", db])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code(), text)
    };
    let (code, text) = admin(&["list"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.ends_with("2 games\n"), "{text}");
    assert_eq!(text.matches("in play").count(), 2, "{text}");
    assert!(text.contains("Ann, Ben"), "{text}");
    let (code, text) = admin(&["list", "--idle-days", "1"]);
    assert_eq!(
        (code, text.as_str().lines().last()),
        (Some(0), Some("0 games")),
        "{text}"
    );

    let (code, text) = admin(&["archive", "--idle-days", "0"]);
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(text, "2 games without an action for 0 days archived\n");
    let (_, text) = admin(&["list", "--archived"]);
    assert_eq!(text.matches("archived 0 s ago").count(), 2, "{text}");
    let (code, text) = admin(&["purge"]);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("2 archived games would be deleted for good: give --yes"),
        "{text}"
    );
    let (code, text) = admin(&["purge", "--yes"]);
    assert_eq!(
        (code, text.as_str()),
        (Some(0), "2 archived games deleted\n")
    );
    let (_, text) = admin(&["list"]);
    assert!(text.ends_with("0 games\n"), "{text}");
    server.stop();
}

/// A damaged SQLite file stops the server within seconds with one line naming the file and the
/// cause: not an SQLite file, cut off, damaged inside, or empty (which SQLite would silently
/// take for a new database).
#[test]
fn a_damaged_database_is_named_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.db");
    make_played_database(&good, 3);
    let bytes = std::fs::read(&good).unwrap();
    assert!(bytes.len() >= 8 * 4096, "{} bytes", bytes.len());
    let half = bytes.len() / 2;
    let mut garbled = bytes.clone();
    for (i, b) in garbled[half..half + 8192].iter_mut().enumerate() {
        *b = (i * 37 % 251) as u8;
    }
    for (name, content, cause) in [
        (
            "text.db",
            b"halflings\n".repeat(500),
            "the file is not an SQLite database",
        ),
        (
            "cut.db",
            bytes[..half].to_vec(),
            "the file is cut off: its header says",
        ),
        ("garbled.db", garbled, "the file is damaged"),
        ("empty.db", Vec::new(), "the file is empty (0 bytes)"),
    ] {
        let db = dir.path().join(name);
        std::fs::write(&db, &content).unwrap();
        let err = serve_fails(&["--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()]);
        assert!(
            err.starts_with(&format!(
                "error: cannot open the database {}: ",
                db.display()
            )),
            "{name}: {err}"
        );
        assert!(err.contains(cause), "{name}: {err}");
        assert_eq!(
            std::fs::read(&db).unwrap(),
            content,
            "{name} is left as it was"
        );
    }
    // The good file still serves.
    let mut server = Server::start(&["--addr", "127.0.0.1:0", "--db", good.to_str().unwrap()]);
    server.banner();
    server.stop();
}

/// A running `halflings serve`, killed when dropped.
struct Server {
    child: Child,
    stdout: mpsc::Receiver<String>,
    stderr: mpsc::Receiver<String>,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        Server::start_as(Command::new(env!("CARGO_BIN_EXE_halflings")), args)
    }

    /// `command` (the binary, perhaps behind a wrapper) with `serve ARGS`.
    fn start_as(mut command: Command, args: &[&str]) -> Server {
        let mut child = command
            .arg("serve")
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let lines = |r: Box<dyn Read + Send>| {
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                for line in BufReader::new(r).lines().map_while(Result::ok) {
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
            rx
        };
        let stdout = lines(Box::new(child.stdout.take().unwrap()));
        let stderr = lines(Box::new(child.stderr.take().unwrap()));
        Server {
            child,
            stdout,
            stderr,
        }
    }

    /// The start-up text on stdout: every line printed within a moment of the first.
    fn banner(&mut self) -> Vec<String> {
        let first = self
            .stdout
            .recv_timeout(Duration::from_secs(30))
            .expect("the server prints where it serves");
        let mut lines = vec![first];
        while let Ok(l) = self.stdout.recv_timeout(Duration::from_millis(300)) {
            lines.push(l);
        }
        lines
    }

    /// The `HOST:PORT` it serves on, from its banner.
    fn addr(&mut self) -> String {
        let banner = self.banner();
        urls(&banner)[0]
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string()
    }

    /// Stops it with SIGTERM; asserts a clean stop.
    fn stop(&mut self) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").arg(&pid).status().unwrap().success());
        assert!(self.child.wait().unwrap().success(), "a clean stop");
    }

    /// Stderr lines until one contains `text`.
    fn stderr_until(&mut self, text: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let l = self
                .stderr
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no {text:?} on stderr: {lines:?}"));
            let done = l.contains(text);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `GET path` from `host:port` over plain HTTP/1.0: the status line and the body.
fn get(addr: &str, host: &str, path: &str) -> (String, String) {
    request(addr, host, &format!("GET {path}"), "", "")
}

/// `POST path` with a JSON `body` to `addr` over plain HTTP/1.0: the status line and the body.
fn post(addr: &str, path: &str, body: &str) -> (String, String) {
    let headers = format!(
        "Content-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    request(addr, addr, &format!("POST {path}"), &headers, body)
}

/// Sends the request `line` (method and path) with `headers` (each ending in CRLF) and `body`
/// to `addr` as host `host` over plain HTTP/1.0: the status line and the body of the answer.
fn request(addr: &str, host: &str, line: &str, headers: &str, body: &str) -> (String, String) {
    request_on(TcpStream::connect(addr).unwrap(), host, line, headers, body)
}

/// [`request`] on a connection made already.
fn request_on(
    mut stream: TcpStream,
    host: &str,
    line: &str,
    headers: &str,
    body: &str,
) -> (String, String) {
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "{line} HTTP/1.0\r\nHost: {host}\r\n{headers}\r\n{body}"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    (head.lines().next().unwrap().to_string(), body.to_string())
}

/// The `http://HOST:PORT/` URLs in `lines`.
fn urls(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
        .map(str::to_string)
        .collect()
}

#[test]
fn all_interfaces_print_addresses_that_answer() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut server = Server::start(&["--addr", "0.0.0.0:0", "--db", db.to_str().unwrap()]);
    let banner = server.banner();
    let text = banner.join("\n");
    assert!(
        !text.contains("0.0.0.0"),
        "no address nobody can open: {text}"
    );
    let urls = urls(&banner);
    let local = &urls[0];
    assert!(local.starts_with("http://127.0.0.1:"), "{text}");
    let hostport = local.trim_start_matches("http://").trim_end_matches('/');
    let port = hostport.rsplit_once(':').unwrap().1;
    // The other addresses are this machine's own, on the same port; only the loopback one is
    // opened here (the tests send nothing to other addresses).
    for url in &urls[1..] {
        let host = url.trim_start_matches("http://").trim_end_matches('/');
        let (ip, p) = host.rsplit_once(':').unwrap();
        assert_eq!(p, port, "{text}");
        let ip: std::net::IpAddr = ip.parse().unwrap_or_else(|_| panic!("an IP: {text}"));
        assert!(!ip.is_unspecified() && !ip.is_loopback(), "{text}");
        assert!(
            TcpListener::bind((ip, 0)).is_ok(),
            "{ip} is this machine's: {text}"
        );
    }
    if urls.len() == 1 {
        assert!(
            text.contains("other machines cannot reach this one"),
            "{text}"
        );
    }
    assert!(text.contains("--public-url"), "{text}");
    let (status, body) = get(hostport, hostport, "/");
    assert!(status.contains("200"), "{status}");
    assert!(body.contains("<title>Halflings"), "{body}");

    // Log lines to a pipe carry no colour codes.
    let log = server.stderr_until("games between bots resumed");
    assert!(log.iter().all(|l| !l.contains('\u{1b}')), "{log:?}");
}

#[test]
fn a_host_name_is_taken() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut server = Server::start(&["--addr", "localhost:0", "--db", db.to_str().unwrap()]);
    let banner = server.banner();
    let url = &urls(&banner)[0];
    assert!(url.starts_with("http://localhost:"), "{banner:?}");
    let port = url
        .trim_end_matches('/')
        .rsplit_once(':')
        .unwrap()
        .1
        .to_string();
    let (status, _) = get(
        &format!("127.0.0.1:{port}"),
        &format!("localhost:{port}"),
        "/",
    );
    assert!(status.contains("200"), "{status}");

    let o = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["serve", "--addr", "localhost"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "a usage error");
    assert!(String::from_utf8_lossy(&o.stderr).contains("give HOST:PORT"));
}

#[test]
fn the_public_url_is_printed_and_the_pages_move_there() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut server = Server::start(&[
        "--addr",
        "127.0.0.1:0",
        "--public-url",
        "https://Games.Example.org:443/",
        "--db",
        db.to_str().unwrap(),
    ]);
    let banner = server.banner();
    let text = banner.join("\n");
    assert!(
        text.contains("invite links: https://games.example.org/ (--public-url"),
        "{text}"
    );
    let hostport = urls(&banner)[0]
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    for page in ["/", "/game/0123"] {
        let (status, body) = get(&hostport, &hostport, page);
        assert!(status.contains("200"), "{status}");
        assert!(
            body.contains(r#"<script src="/assets/to-public-url.js"></script>"#),
            "{page}: {body}"
        );
    }
    let (status, script) = get(&hostport, &hostport, "/assets/to-public-url.js");
    assert!(status.contains("200"), "{status}");
    assert!(
        script.contains(r#"location.replace("https://games.example.org" + location.pathname"#),
        "{script}"
    );

    let o = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args([
            "serve",
            "--public-url",
            "https://games.example.org/halflings/",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "a usage error");
    assert!(String::from_utf8_lossy(&o.stderr).contains("root of its host"));
}
