//! Bots cannot starve everyone: games between bots are limited in number and never take the
//! last thinking thread, so a bot playing a person answers at once however busy they are.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{random_legal, rng, seat_tokens, spawn_app_with, to_move, Socket, TestDb};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_between_bots_leave_a_thread_to_games_with_people() {
    let db = TestDb::sqlite();
    let app = spawn_app_with(&db, |config| {
        config.limits.bot_threads = 2;
        config.limits.max_bot_games = 6;
    })
    .await;
    let searching = json!({"seats": [
        {"kind": "bot", "bot": "search:2s"},
        {"kind": "bot", "bot": "search:2s"},
    ]});
    for _ in 0..6 {
        app.create(searching.clone()).await;
    }
    let (status, body) = app.post("/api/games", &searching).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["error"], "busy", "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("6 games between bots are in play"),
        "{body}"
    );

    // The greedy bot moves first, then after each of the person's moves: each of its turns
    // is answered at once, although six searches of 2 s a move wait for their turns.
    let created = app
        .create(json!({"seats": [
            {"kind": "bot", "bot": "greedy"},
            {"kind": "person", "name": "Ann"},
        ], "seed": 4}))
        .await;
    let id = created["id"].as_str().unwrap();
    let token = seat_tokens(&created)[1].clone().unwrap();
    let mut ws = Socket::join(&app, id, Some(&token)).await;
    let mut rng = rng(4);
    let mut start = Instant::now();
    for turn in 0..4 {
        while to_move(&ws.state) != Some(1) {
            let msg = ws.next().await;
            assert_ne!(msg["type"], "error", "{msg}");
        }
        let took = start.elapsed();
        assert!(
            took < Duration::from_millis(1500),
            "the greedy bot's turn {turn} took {took:?}"
        );
        // The person's turn: every decision until the bot is to move again.
        while to_move(&ws.state) == Some(1) {
            let n = ws.state["move_no"].as_u64().unwrap();
            let mv = random_legal(&ws.state, &mut rng);
            ws.act(n, &mv).await;
            ws.until(n + 1).await;
        }
        start = Instant::now();
    }
}
