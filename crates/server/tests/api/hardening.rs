//! The server as a hostile page, a careless client or a flood of requests finds it: the
//! browser-hardening headers on every answer, requests from other sites refused, JSON bodies
//! for state changes, every error in JSON without echoing huge input, an `Authorization`
//! header that is not `Bearer` refused, `sync` limited per WebSocket, names checked.

use futures_util::{SinkExt, StreamExt};
use reqwest::header::HeaderMap;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use crate::helpers::*;

/// Asserts a JSON error answer with `status` and `code`; gives its message.
async fn json_error(r: reqwest::Response, status: u16, code: &str) -> String {
    assert_eq!(r.status().as_u16(), status);
    let content_type = r.headers()["content-type"].to_str().unwrap().to_string();
    let text = r.text().await.unwrap();
    assert_eq!(content_type, "application/json", "{text}");
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(body["error"], code, "{body}");
    body["message"].as_str().unwrap().to_string()
}

/// Asserts that `message` quotes the start of a long input (`quoted`) and says how much more it
/// left out, in fewer than 400 characters.
fn assert_shortened(message: &str, quoted: &str) {
    assert!(
        message.chars().count() < 400,
        "{} characters",
        message.len()
    );
    assert!(
        message.contains(quoted) && message.contains("more characters"),
        "{message}"
    );
}

/// Asserts the browser-hardening headers.
fn assert_hardened(headers: &HeaderMap) {
    let csp = headers["content-security-policy"].to_str().unwrap();
    for directive in [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
    ] {
        assert!(csp.contains(directive), "{csp}");
    }
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["referrer-policy"], "no-referrer");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_the_browser_hardening_headers() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    for path in [
        "/",
        "/game/0123456789abcdef0123456789abcdef",
        "/assets/src/lobby.js",
        "/api/options",
        "/api/nothing",
        "/nowhere",
    ] {
        let r = app
            .http
            .get(format!("{}{path}", app.base))
            .send()
            .await
            .unwrap();
        assert_hardened(r.headers());
    }
    let r = app
        .http
        .post(format!("{}/api/games", app.base))
        .json(&two_people(1))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    assert_hardened(r.headers());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_sites_pages_cannot_use_the_server() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.allowed_origins = vec!["https://friend.example".parse().unwrap()];
    })
    .await;
    let own = app.base.clone();
    let post = |origin: &'static str, content_type: &'static str| {
        let app = &app;
        let origin = if origin == "own" {
            own.clone()
        } else {
            origin.to_string()
        };
        async move {
            app.http
                .post(format!("{}/api/games", app.base))
                .header("origin", origin)
                .header("content-type", content_type)
                .body(two_people(1).to_string())
                .send()
                .await
                .unwrap()
        }
    };
    // Another site's page, with a JSON body or one it may send without asking the browser.
    let message = json_error(
        post("https://evil.example", "application/json").await,
        403,
        "forbidden-origin",
    )
    .await;
    assert!(message.contains("evil.example"), "{message}");
    json_error(
        post("https://evil.example", "text/plain").await,
        403,
        "forbidden-origin",
    )
    .await;
    json_error(
        post("null", "application/json").await,
        403,
        "forbidden-origin",
    )
    .await;
    // Any state change needs a JSON body, whoever sends it.
    json_error(
        post("own", "text/plain").await,
        415,
        "unsupported-media-type",
    )
    .await;
    let r = app
        .http
        .post(format!("{}/api/games", app.base))
        .body(two_people(1).to_string())
        .send()
        .await
        .unwrap();
    json_error(r, 415, "unsupported-media-type").await;
    // The server's own pages, an allowed site, and programs without an Origin.
    assert_eq!(post("own", "application/json").await.status(), 201);
    assert_eq!(
        post("https://friend.example", "application/json; charset=utf-8")
            .await
            .status(),
        201
    );
    let created = app.create(two_people(2)).await;
    let id = created["id"].as_str().unwrap();
    let ann = seat_tokens(&created)[0].clone().unwrap();

    // An action from another site's page is refused, and so is its WebSocket.
    let state = app.state(id, Some(&ann)).await;
    let mv = random_legal(&state, &mut rng(1));
    let r = app
        .http
        .post(format!("{}/api/games/{id}/actions", app.base))
        .bearer_auth(&ann)
        .header("origin", "https://evil.example")
        .json(&json!({"move_no": 0, "move": mv}))
        .send()
        .await
        .unwrap();
    json_error(r, 403, "forbidden-origin").await;
    let r = app
        .http
        .post(format!("{}/api/games/{id}/actions", app.base))
        .bearer_auth(&ann)
        .header("content-type", "text/plain")
        .body(json!({"move_no": 0, "move": mv}).to_string())
        .send()
        .await
        .unwrap();
    json_error(r, 415, "unsupported-media-type").await;
    assert_eq!(
        app.state(id, Some(&ann)).await["move_no"],
        0,
        "nothing played"
    );
    let ws = |origin: String| {
        let mut request = app.ws_url(id).into_client_request().unwrap();
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
        tokio_tungstenite::connect_async(request)
    };
    let refused = ws("https://evil.example".into()).await.unwrap_err();
    assert!(refused.to_string().contains("403"), "{refused}");
    for origin in [app.base.clone(), "https://friend.example".into()] {
        let (mut socket, _) = ws(origin).await.unwrap();
        let join = json!({"type": "join", "token": null}).to_string();
        socket.send(Message::Text(join.into())).await.unwrap();
        let Some(Ok(Message::Text(first))) = socket.next().await else {
            panic!("a state")
        };
        assert!(first.contains("\"type\":\"state\""));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_is_json_and_never_echoes_huge_input() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let created = app.create(two_people(3)).await;
    let id = created["id"].as_str().unwrap();
    let ann = seat_tokens(&created)[0].clone().unwrap();
    let url = |path: &str| format!("{}{path}", app.base);

    // A body over the limit (64 KiB by default).
    let big = json!({"seats": [{"kind": "person", "name": "x".repeat(100_000)}]});
    let r = app
        .http
        .post(url("/api/games"))
        .json(&big)
        .send()
        .await
        .unwrap();
    json_error(r, 413, "too-large").await;
    // A path that does not parse.
    let r = app
        .http
        .get(url(&format!("/api/games/{id}/replay/abc")))
        .send()
        .await
        .unwrap();
    json_error(r, 400, "bad-request").await;
    let r = app
        .http
        .get(url("/api/games/%FF%FE/state"))
        .send()
        .await
        .unwrap();
    assert!(r.status().is_client_error());
    assert_eq!(r.headers()["content-type"], "application/json");
    // A method the path does not take: the answer says which it takes.
    let r = app
        .http
        .get(url(&format!("/api/games/{id}/actions")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["allow"], "POST");
    let message = json_error(r, 405, "method-not-allowed").await;
    assert!(message.starts_with("GET /api/games/"), "{message}");
    let r = app
        .http
        .delete(url("/api/games"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    json_error(r, 405, "method-not-allowed").await;
    // Without a body or its content type, a method the path does not take is still 405 (not
    // 415), and an unknown path 404.
    let r = app.http.delete(url("/api/games")).send().await.unwrap();
    assert_eq!(r.headers()["allow"], "POST");
    json_error(r, 405, "method-not-allowed").await;
    let r = app
        .http
        .delete(url(&format!("/api/games/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["allow"], "GET,HEAD");
    json_error(r, 405, "method-not-allowed").await;
    let r = app.http.post(url("/api/nothing")).send().await.unwrap();
    json_error(r, 404, "not-found").await;
    // A method the path takes still needs a JSON body.
    let r = app.http.post(url("/api/games")).send().await.unwrap();
    json_error(r, 415, "unsupported-media-type").await;
    // Headers over the limit (16 KiB by default).
    let r = app
        .http
        .get(url("/api/options"))
        .header("x-padding", "p".repeat(20_000))
        .send()
        .await
        .unwrap();
    json_error(r, 431, "headers-too-large").await;
    // Requests the HTTP library cannot read at all: too many headers, a malformed request
    // line.
    let host = app.base.trim_start_matches("http://").to_string();
    let many: String = (0..150).map(|i| format!("x-h{i}: {i}\r\n")).collect();
    for (request, status, code) in [
        (
            format!("GET / HTTP/1.1\r\nhost: {host}\r\n{many}\r\n"),
            431,
            "headers-too-large",
        ),
        (
            "GET /\u{1} HTTP/1.1\r\n\r\n".to_string(),
            400,
            "bad-request",
        ),
    ] {
        let (head, body) = raw_request(&host, &request).await;
        assert!(head.starts_with(&format!("HTTP/1.1 {status} ")), "{head}");
        assert!(head.contains("content-type: application/json"), "{head}");
        let body: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["error"], code, "{body}");
    }
    // No page, no file.
    json_error(
        app.http.get(url("/nowhere")).send().await.unwrap(),
        404,
        "not-found",
    )
    .await;
    json_error(
        app.http.get(url("/assets/none.js")).send().await.unwrap(),
        404,
        "not-found",
    )
    .await;

    // A bad tile id of 60,000 characters is named, not sent back whole.
    let long = "Z".repeat(60_000);
    let body = json!({"move_no": 0, "move": {"do": "play", "tile": long}}).to_string();
    let (status, answer) = app.post_action_raw(id, Some(&ann), &body).await;
    assert_eq!((status, answer["error"].as_str()), (422, Some("illegal")));
    assert_shortened(answer["message"].as_str().unwrap(), "ZZZZ");
    let r = app
        .http
        .post(url("/api/games"))
        .json(&json!({"seats": [], "rules": "Q".repeat(50_000)}))
        .send()
        .await
        .unwrap();
    assert_shortened(&json_error(r, 400, "bad-request").await, "QQQQ");
    // The same on the WebSocket.
    let mut socket = Socket::join(&app, id, Some(&ann)).await;
    let long = "Z".repeat(12_000);
    socket
        .send(json!({"type": "act", "move_no": 0, "move": {"do": "play", "tile": long}}))
        .await;
    let error = socket.next().await;
    assert_eq!(error["error"], "illegal", "{error}");
    assert_shortened(error["message"].as_str().unwrap(), "ZZZZ");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_authorization_that_is_not_a_bearer_token_is_refused() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let created = app.create(two_people(4)).await;
    let id = created["id"].as_str().unwrap();
    let ann = seat_tokens(&created)[0].clone().unwrap();
    let state = app.state(id, Some(&ann)).await;
    let mv = random_legal(&state, &mut rng(2));
    for authorization in [
        format!("Basic {ann}"),
        format!("Token {ann}"),
        ann.clone(),
        "Bearer".into(),
        "Bearer   ".into(),
    ] {
        let r = app
            .http
            .get(format!("{}/api/games/{id}/state", app.base))
            .header("authorization", &authorization)
            .send()
            .await
            .unwrap();
        json_error(r, 400, "bad-authorization").await;
        let r = app
            .http
            .post(format!("{}/api/games/{id}/actions", app.base))
            .header("authorization", &authorization)
            .json(&json!({"move_no": 0, "move": mv}))
            .send()
            .await
            .unwrap();
        json_error(r, 400, "bad-authorization").await;
    }
    // The scheme's case does not matter; no header at all is a spectator.
    let r = app
        .http
        .get(format!("{}/api/games/{id}/state", app.base))
        .header("authorization", format!("bearer {ann}"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.json::<Value>().await.unwrap()["seat"], 0);
    assert_eq!(app.state(id, None).await["seat"], Value::Null);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sync_is_limited_per_connection() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let created = app.create(two_people(5)).await;
    let id = created["id"].as_str().unwrap();
    let mut socket = Socket::join(&app, id, None).await;
    for _ in 0..20 {
        socket.send(json!({"type": "sync"})).await;
    }
    let (mut states, mut refused) = (0, 0);
    for _ in 0..20 {
        let msg = socket.next().await;
        match msg["type"].as_str() {
            Some("state") => states += 1,
            _ => {
                assert_eq!(msg["error"], "too-many-requests", "{msg}");
                refused += 1;
            }
        }
    }
    // Two a second by default: the first ones are answered, the flood refused.
    assert!((2..=4).contains(&states), "{states} states");
    assert_eq!(states + refused, 20);
    // Another connection has its own allowance.
    let mut other = Socket::join(&app, id, None).await;
    other.send(json!({"type": "sync"})).await;
    assert_eq!(other.next().await["type"], "state");
    // Changes still come without asking.
    let ann = seat_tokens(&created)[0].clone().unwrap();
    let state = app.state(id, Some(&ann)).await;
    let mv = random_legal(&state, &mut rng(3));
    assert_eq!(app.post_action(id, &ann, 0, &mv).await.0, 200);
    assert_eq!(socket.until(1).await["move_no"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_normalised_and_misleading_ones_refused() {
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let seats = |name: &str| json!({"seats": [{"kind": "person", "name": name}, {"kind": "bot", "bot": "random"}]});
    let created = app.create(seats("Rene\u{301}e")).await;
    assert_eq!(created["seats"][0]["name"], "Ren\u{E9}e");
    // Each refusal in English and as a message the lobby words in its language.
    for (name, key) in [
        ("Ann\u{202E}nneB".to_string(), "lobby.error.name-bidi"),
        (
            "\u{200B}\u{200B}\u{200B}".to_string(),
            "lobby.error.name-invisible",
        ),
        (
            format!("a{}", "\u{301}".repeat(31)),
            "lobby.error.name-combining",
        ),
        ("x".repeat(33), "lobby.error.name-too-long"),
    ] {
        let r = app
            .http
            .post(format!("{}/api/games", app.base))
            .json(&seats(&name))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 400);
        let body: Value = r.json().await.unwrap();
        assert_eq!(body["error"], "bad-request", "{body}");
        let message = body["message"].as_str().unwrap();
        assert!(message.starts_with("seat 1: a name"), "{message}");
        assert_eq!(body["text"]["key"], key, "{body}");
        assert_eq!(body["text"]["args"]["seat"], 1, "{body}");
    }
}

/// Sends `request` as it is on a new connection; gives the answer's head and body.
async fn raw_request(host: &str, request: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer).to_string();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (head.to_string(), body.to_string())
}
