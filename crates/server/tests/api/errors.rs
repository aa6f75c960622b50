//! Bad input of every kind gets a clear error and changes nothing: no action written, the
//! state as it was.

use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(
    bad_http_requests_change_nothing,
    bad_websocket_messages_change_nothing
);

/// Asserts an error answer with `status` and `code` (and no rule: that is for illegal moves).
fn assert_error(answer: &(u16, Value), status: u16, code: &str) {
    assert_eq!(answer.0, status, "{}", answer.1);
    assert_eq!(answer.1["error"], code, "{}", answer.1);
    assert!(answer.1["message"].as_str().is_some_and(|m| !m.is_empty()));
    if code != "illegal" {
        assert!(answer.1.get("rule").is_none(), "{}", answer.1);
    }
}

/// Asserts the answer to an illegal move: 422, `{"error": "illegal", "rule": rule, "message",
/// "text"}` (`text`: the refusal as a message, for a move the rules refused).
fn assert_illegal(answer: &(u16, Value), rule: &str) {
    assert_error(answer, 422, "illegal");
    assert_eq!(answer.1["rule"], rule, "{}", answer.1);
    let fields: Vec<&String> = answer.1.as_object().unwrap().keys().collect();
    if rule == "malformed-move" {
        assert_eq!(fields, ["error", "message", "rule"], "{}", answer.1);
    } else {
        assert_eq!(fields, ["error", "message", "rule", "text"], "{}", answer.1);
        assert!(answer.1["text"]["key"].is_string(), "{}", answer.1);
    }
}

async fn bad_http_requests_change_nothing(db: TestDb) {
    let app = spawn_app(&db).await;
    let post_game = |body: &'static str| {
        let app = &app;
        async move {
            let r = app
                .http
                .post(format!("{}/api/games", app.base))
                .header("content-type", "application/json")
                .body(body)
                .send()
                .await
                .unwrap();
            (r.status().as_u16(), r.json::<Value>().await.unwrap())
        }
    };
    assert_error(&post_game("{not json").await, 400, "bad-request");
    assert_error(
        &post_game(r#"{"seats": [], "colour": "red"}"#).await,
        400,
        "bad-request",
    );
    assert_error(
        &post_game(r#"{"seats": [{"kind": "person"}]}"#).await,
        400,
        "bad-request",
    );
    assert_error(
        &post_game(r#"{"seats": [{"kind": "person"}, {"kind": "bot", "bot": "oracle"}]}"#).await,
        400,
        "bad-request",
    );

    let unknown = "0123456789abcdef0123456789abcdef";
    assert_error(
        &app.get(&format!("/api/games/{unknown}"), None).await,
        404,
        "unknown-game",
    );
    assert_error(
        &app.get("/api/games/x%27%3B%20drop/state", None).await,
        404,
        "unknown-game",
    );
    assert_error(
        &app.get("/api/games/nonsense/state", None).await,
        404,
        "unknown-game",
    );
    assert_error(&app.get("/api/nothing", None).await, 404, "not-found");

    let created = app.create(two_people(3)).await;
    let id = created["id"].as_str().unwrap();
    let tokens = seat_tokens(&created);
    let (ann, ben) = (tokens[0].as_deref().unwrap(), tokens[1].as_deref().unwrap());
    let before = app.state(id, Some(ann)).await;
    let legal = random_legal(&before, &mut rng(0));

    let bad_token = "f".repeat(64);
    assert_error(
        &app.get(&format!("/api/games/{id}/state"), Some(&bad_token))
            .await,
        403,
        "wrong-token",
    );
    let good = json!({"move_no": 0, "move": legal}).to_string();
    assert_error(
        &app.post_action_raw(unknown, Some(ann), &good).await,
        404,
        "unknown-game",
    );
    assert_error(
        &app.post_action_raw(id, Some(&bad_token), &good).await,
        403,
        "wrong-token",
    );
    assert_error(
        &app.post_action_raw(id, None, &good).await,
        403,
        "spectator",
    );
    assert_error(
        &app.post_action_raw(id, Some(ann), "{\"move_no\": 0,").await,
        400,
        "bad-request",
    );
    assert_error(
        &app.post_action_raw(id, Some(ann), r#"{"move_no": 0, "move": {"do": "fly"}}"#)
            .await,
        400,
        "bad-request",
    );
    assert_error(
        &app.post_action(id, ben, 0, &legal).await,
        409,
        "not-your-turn",
    );
    assert_error(&app.post_action(id, ann, 7, &legal).await, 409, "stale");
    let far = json!({"do": "place", "at": [40, 40], "rot": 0});
    let wrong_phase = app.post_action(id, ann, 0, &far).await;
    assert_illegal(&wrong_phase, "wrong-phase");
    assert_illegal(
        &app.post_action(id, ann, 0, &json!({"do": "play", "tile": "ZZ"}))
            .await,
        "malformed-move",
    );
    let module = json!({"do": "expansion", "module": "nothing", "action": "x"});
    assert_illegal(
        &app.post_action(id, ann, 0, &module).await,
        "malformed-move",
    );
    assert_error(
        &app.get(&format!("/api/games/{id}/record"), None).await,
        409,
        "not-yet",
    );

    // Nothing was written and nothing changed.
    assert_eq!(app.state(id, Some(ann)).await, before);
    let (_, summary) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(summary["move_no"], 0);

    // The legal move still works, once; repeating it is stale.
    assert_eq!(app.post_action(id, ann, 0, &legal).await.0, 200);
    assert_error(&app.post_action(id, ann, 0, &legal).await, 409, "stale");
    let (_, summary) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(summary["move_no"], 1);

    // A tile far from the others breaks the placement rule that names it.
    let placing = app.state(id, Some(ann)).await;
    let p = &placing["legal"]["placements"][0];
    let mut far = json!({"do": "place", "at": [40, 40]});
    if p["rot"].is_null() {
        far["corner"] = p["corner"].clone();
    } else {
        far["rot"] = p["rot"].clone();
    }
    assert_illegal(&app.post_action(id, ann, 1, &far).await, "not-touching");
    assert_eq!(app.state(id, Some(ann)).await, placing);
}

async fn bad_websocket_messages_change_nothing(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app.create(two_people(4)).await;
    let id = created["id"].as_str().unwrap();
    let tokens = seat_tokens(&created);

    // A wrong token is refused and the socket closed.
    {
        use futures_util::{SinkExt, StreamExt};
        use tokio_tungstenite::tungstenite::Message;
        let (mut intruder, _) = tokio_tungstenite::connect_async(app.ws_url(id))
            .await
            .unwrap();
        let join = json!({"type": "join", "token": "0".repeat(64)}).to_string();
        intruder.send(Message::Text(join.into())).await.unwrap();
        let Some(Ok(Message::Text(reply))) = intruder.next().await else {
            panic!("an error message")
        };
        let reply: Value = serde_json::from_str(&reply).unwrap();
        assert_eq!(reply["type"], "error");
        assert_eq!(reply["error"], "wrong-token");
        // Closed as a breach of policy (1008), saying why.
        let Some(Ok(Message::Close(Some(frame)))) = intruder.next().await else {
            panic!("a close frame")
        };
        assert_eq!(u16::from(frame.code), 1008, "{frame:?}");
        assert!(!frame.reason.is_empty(), "{frame:?}");
    }

    let mut ann = Socket::join(&app, id, tokens[0].as_deref()).await;
    let mut ben = Socket::join(&app, id, tokens[1].as_deref()).await;
    let mut watcher = Socket::join(&app, id, None).await;
    let before = app.state(id, tokens[0].as_deref()).await;
    let legal = random_legal(&ann.state, &mut rng(0));

    let expect_error = |msg: Value, code: &str| {
        assert_eq!(msg["type"], "error", "{msg}");
        assert_eq!(msg["error"], code, "{msg}");
    };
    ann.send_text("{{{".into()).await;
    expect_error(ann.next().await, "bad-request");
    ann.send(json!({"type": "shout"})).await;
    expect_error(ann.next().await, "bad-request");
    ann.send(json!({"type": "join", "token": null})).await;
    expect_error(ann.next().await, "bad-request");
    ann.act(3, &legal).await;
    expect_error(ann.next().await, "stale");
    ann.act(0, &json!({"do": "place", "at": [9, 9], "rot": 90}))
        .await;
    let illegal = ann.next().await;
    expect_error(illegal.clone(), "illegal");
    assert_eq!(illegal["rule"], "wrong-phase", "{illegal}");
    ben.act(0, &legal).await;
    expect_error(ben.next().await, "not-your-turn");
    watcher.act(0, &legal).await;
    expect_error(watcher.next().await, "spectator");

    assert_eq!(app.state(id, tokens[0].as_deref()).await, before);

    // Then a legal move reaches everyone.
    ann.act(0, &legal).await;
    assert_eq!(ann.until(1).await["move_no"], 1);
    assert_eq!(ben.until(1).await["move_no"], 1);
    assert_eq!(watcher.until(1).await["move_no"], 1);
    // A sync sends the whole log again.
    ben.send(json!({"type": "sync"})).await;
    let again = ben.next().await;
    assert_eq!(again["log_from"], 0);
}
