//! A seed the creator chose is told to every seat, and the game starts only once every seat
//! played by people has accepted it: before that no action is taken, no bot moves and no clock
//! runs.

use std::time::Duration;

use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(a_chosen_seed_is_told_and_accepted_before_the_game_starts);

async fn a_chosen_seed_is_told_and_accepted_before_the_game_starts(db: TestDb) {
    let app = spawn_app(&db).await;
    let body = json!({
        "seats": [
            {"kind": "person", "name": "Ann"},
            {"kind": "person", "name": "Ben"},
            {"kind": "bot", "bot": "greedy"},
        ],
        "seed": 9,
        "clock_seconds": 600,
    });
    let created = app.create_unaccepted(&body).await;
    let id = created["id"].as_str().unwrap();
    let tokens = seat_tokens(&created);
    let (ann, ben) = (tokens[0].clone().unwrap(), tokens[1].clone().unwrap());

    // Every seat, and every spectator, is told; nobody may act, no clock runs.
    let mut ben_socket = Socket::join(&app, id, Some(&ben)).await;
    for token in [Some(ann.as_str()), Some(ben.as_str()), None] {
        let state = app.state(id, token).await;
        let game = &state["game"];
        assert_eq!(game["seed_chosen"], true, "{game}");
        assert_eq!(game["seats"][0]["seed_accepted"], false);
        assert_eq!(game["seats"][1]["seed_accepted"], false);
        assert!(
            game["seats"][2].get("seed_accepted").is_none(),
            "a bot accepts nothing"
        );
        assert!(game.get("seed").is_none(), "the seed itself stays secret");
        assert!(
            state.get("legal").is_none(),
            "no moves before the start: {state}"
        );
        assert_eq!(state["clocks"]["running"], Value::Null);
    }
    let (_, summary) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(summary["game"]["seed_chosen"], true);
    let draw = json!({"do": "draw"});
    let (status, refused) = app.post_action(id, &ann, 0, &draw).await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["error"], "seed-not-accepted");
    assert_eq!(
        refused["message"],
        "the creator chose this game's seed: the game starts once Ann, Ben have accepted it"
    );

    // Ann accepts (twice: the same); a spectator cannot; still Ben to accept.
    for _ in 0..2 {
        let (status, answer) = app.accept_seed(id, &ann).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer, json!({"seat": 0, "waiting": [1]}));
    }
    let r = app
        .http
        .post(format!("{}/api/games/{id}/accept-seed", app.base))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert_eq!(r.json::<Value>().await.unwrap()["error"], "spectator");
    let (status, refused) = app.post_action(id, &ann, 0, &draw).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (409, Some("seed-not-accepted"))
    );
    assert!(refused["message"]
        .as_str()
        .unwrap()
        .contains("once Ben have"));
    // Ben's page hears of it.
    let told = ben_socket.next().await;
    assert_eq!(told["game"]["seats"][0]["seed_accepted"], true, "{told}");

    // Ben accepts: the game starts, Ann may act, her clock runs.
    let (status, answer) = app.accept_seed(id, &ben).await;
    assert_eq!((status, answer), (200, json!({"seat": 1, "waiting": []})));
    let state = app.state(id, Some(&ann)).await;
    assert!(state["legal"]["moves"]
        .as_array()
        .is_some_and(|m| !m.is_empty()));
    assert_eq!(state["clocks"]["running"], 0);
    assert_eq!(state["game"]["seats"][1]["seed_accepted"], true);
    let mv = random_legal(&state, &mut rng(1));
    assert_eq!(app.post_action(id, &ann, 0, &mv).await.0, 200);

    // A random seed: nothing to tell or accept.
    let random = app
        .create(json!({"seats": [{"kind": "person"}, {"kind": "person"}]}))
        .await;
    let random_id = random["id"].as_str().unwrap();
    let token = seat_tokens(&random)[0].clone().unwrap();
    let state = app.state(random_id, Some(&token)).await;
    assert_eq!(state["game"]["seed_chosen"], false);
    assert!(state["game"]["seats"][0].get("seed_accepted").is_none());
    assert!(state.get("legal").is_some());
    let (status, answer) = app.accept_seed(random_id, &token).await;
    assert_eq!(
        (status, answer["error"].as_str()),
        (400, Some("bad-request"))
    );

    // A bot to move first waits for the people too.
    let bot_first = app
        .create_unaccepted(&json!({
            "seats": [{"kind": "bot", "bot": "random"}, {"kind": "person", "name": "Cy"}],
            "seed": 3,
        }))
        .await;
    let bot_id = bot_first["id"].as_str().unwrap();
    let cy = seat_tokens(&bot_first)[1].clone().unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        app.state(bot_id, None).await["move_no"],
        0,
        "the bot waited"
    );
    assert_eq!(app.accept_seed(bot_id, &cy).await.0, 200);
    let mut watcher = Socket::join(&app, bot_id, None).await;
    watcher.until(1).await;
}
