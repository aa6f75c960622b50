//! Whole games through HTTP and WebSocket: two people, a person against a bot, bots alone.

use std::time::Duration;

use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(
    full_game_over_http_and_websocket,
    person_against_a_bot_with_draft_and_symbols,
    bots_play_alone
);

/// Plays the game `id` to its end by random legal moves of the people (bots move by
/// themselves): even actions over WebSocket, odd ones over HTTP. Gives the number of actions.
pub async fn play_to_end(
    app: &TestApp,
    id: &str,
    sockets: &mut [Socket],
    tokens: &[Option<String>],
    seed: u64,
) -> u64 {
    let mut rng = rng(seed);
    let mut move_no = 0;
    loop {
        for s in sockets.iter_mut() {
            s.until(move_no).await;
        }
        move_no = sockets[0].state["move_no"].as_u64().unwrap();
        for s in sockets.iter_mut() {
            s.until(move_no).await;
        }
        let Some(seat) = to_move(&sockets[0].state) else {
            return move_no;
        };
        let Some(token) = &tokens[seat] else {
            // A bot is to move: wait for it.
            sockets[0].until(move_no + 1).await;
            move_no += 1;
            continue;
        };
        let state = sockets[seat].state.clone();
        for (i, s) in sockets.iter().enumerate() {
            assert_eq!(
                s.state["legal"].is_object(),
                i == seat,
                "only the seat to move gets legal moves"
            );
        }
        let mv = random_legal(&state, &mut rng);
        if move_no % 2 == 0 {
            sockets[seat].act(move_no, &mv).await;
        } else {
            let (status, body) = app.post_action(id, token, move_no, &mv).await;
            assert_eq!(status, 200, "{mv} refused: {body}");
            assert_eq!(body["move_no"], move_no + 1);
        }
        move_no += 1;
    }
}

async fn full_game_over_http_and_websocket(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app.create(two_people(11)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    assert!(tokens
        .iter()
        .all(|t| t.as_ref().is_some_and(|t| t.len() == 64)));
    let mut sockets = vec![
        Socket::join(&app, &id, tokens[0].as_deref()).await,
        Socket::join(&app, &id, tokens[1].as_deref()).await,
    ];
    let mut watcher = Socket::join(&app, &id, None).await;
    assert_eq!(sockets[0].state["seat"], 0);
    assert_eq!(watcher.state["seat"], Value::Null);
    let game = &sockets[0].state["game"];
    assert_eq!(game["rules"], "c2-2021");
    assert_eq!(game["players"], 2, "the engine setup, in the game info");
    assert_eq!(game["resolved"]["halflings"], 3);
    assert!(
        sockets[0].state["game"]["seed"].is_null(),
        "the seed stays secret while the game runs"
    );

    let moves = play_to_end(&app, &id, &mut sockets, &tokens, 1).await;
    assert!(moves > 60, "a whole game has many actions, not {moves}");
    let last = watcher.until(moves).await.clone();
    assert_eq!(last["view"]["phase"]["phase"], "over");
    assert_eq!(last["game"]["seed"], 11, "the seed is published at the end");

    // The stored log replays to the same scores.
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, moves);
    let scores: Vec<u32> = serde_json::from_value(last["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);

    // The log explains every score.
    let full = app.state(&id, None).await;
    let log = full["log"].as_array().unwrap();
    let scoring: Vec<&Value> = log.iter().filter(|e| e["kind"] == "score").collect();
    assert!(!scoring.is_empty());
    for e in &scoring {
        let key = e["text"]["key"].as_str().unwrap();
        assert!(key.starts_with("score.explain"), "{e}");
        assert!(e["text"]["args"]["value"].is_u64(), "{e}");
        assert_eq!(e["data"]["explanation"], e["text"], "{e}");
    }
    // Every entry has a kind, its words and the action that caused it.
    for e in log {
        assert!(e["kind"].is_string() && e["text"]["key"].is_string(), "{e}");
        assert!(e["move_no"].is_u64() && e["seat"].is_u64(), "{e}");
    }
    let placed = log.iter().find(|e| e["kind"] == "placed").unwrap();
    assert!(
        placed["player"].is_u64() && placed["target"]["at"].is_array(),
        "{placed}"
    );
    assert!(placed["data"]["tile"].is_string(), "{placed}");
    assert_eq!(log.last().unwrap()["kind"], "game-over");
    let points: u32 = scoring
        .iter()
        .flat_map(|e| e["data"]["points"].as_array().unwrap())
        .map(|p| p.as_u64().unwrap() as u32)
        .sum();
    assert_eq!(
        points,
        scores.iter().sum::<u32>(),
        "the log accounts for every point"
    );

    // Replay frames step through the game.
    let (status, frame) = app.get(&format!("/api/games/{id}/replay/0"), None).await;
    assert_eq!(status, 200);
    assert_eq!(
        frame["view"]["tiles"].as_array().unwrap().len(),
        1,
        "only the start tile"
    );
    let (_, frame) = app
        .get(&format!("/api/games/{id}/replay/{moves}"), None)
        .await;
    assert_eq!(frame["view"], last["view"]);
    let (status, _) = app
        .get(&format!("/api/games/{id}/replay/{}", moves + 1), None)
        .await;
    assert_eq!(status, 400);

    let (status, summary) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(status, 200);
    assert_eq!(summary["finished"], true);
    assert_eq!(summary["move_no"], moves);
}

async fn person_against_a_bot_with_draft_and_symbols(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app
        .create(json!({
            "seats": [{"kind": "person"}, {"kind": "bot", "bot": "greedy"}],
            "deal": "draft",
            "symbol_tiles": true,
            "rules": "c1-2015",
            "seed": 5,
        }))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    assert_eq!(tokens[1], None, "a bot has no token");
    assert_eq!(created["seats"][1]["bot"], "greedy");
    let mut sockets = vec![Socket::join(&app, &id, tokens[0].as_deref()).await];
    assert_eq!(sockets[0].state["game"]["deal"], "draft");
    let moves = play_to_end(&app, &id, &mut sockets, &tokens, 2).await;
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, moves);
    assert!(record
        .moves
        .iter()
        .any(|m| matches!(m, halflings_engine::MoveWire::Pick { .. })));
    let scores: Vec<u32> =
        serde_json::from_value(sockets[0].state["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}

async fn bots_play_alone(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app
        .create(json!({
            "seats": [
                {"kind": "bot", "bot": "random"},
                {"kind": "bot", "bot": "greedy"},
                {"kind": "bot", "bot": "search:20"},
            ],
        }))
        .await;
    let id = created["id"].as_str().unwrap();
    let summary = app.wait_finished(id, Duration::from_secs(120)).await;
    let record = app.record(id).await;
    let scores: Vec<u32> = serde_json::from_value(summary["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}

/// Games nobody watches leave memory and come back from the store, as they were.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_games_leave_memory_and_come_back() {
    use std::sync::Arc;

    use halflings_engine::Catalog;
    use halflings_server::lobby::{NewGame, NewGameRequest};
    use halflings_server::rooms::Rooms;
    use halflings_server::store::Store;
    use halflings_server::Config;

    let db = TestDb::sqlite();
    let catalog = Arc::new(Catalog::builtin());
    let store = Store::connect(&db.database).await.unwrap();
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.database.clone());
    config.catalog = Arc::clone(&catalog);
    config.bot_delay = Duration::ZERO;
    let rooms = Arc::new(Rooms::new(store, &config));
    let request: NewGameRequest = serde_json::from_value(two_people(8)).unwrap();
    let created = rooms
        .create(NewGame::parse(request, &catalog).unwrap())
        .await
        .unwrap();
    let watcher = rooms
        .get(&created.id)
        .await
        .unwrap()
        .lock()
        .await
        .subscribe();
    assert_eq!(rooms.sweep(), 0, "a watched game stays");
    drop(watcher);
    assert_eq!(
        rooms.sweep(),
        1,
        "an unwatched game waiting for a person leaves"
    );
    assert!(rooms.loaded(&created.id).is_none());
    let room = rooms.get(&created.id).await.unwrap();
    assert_eq!(room.lock().await.move_no(), 0);
}
