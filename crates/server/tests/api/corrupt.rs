//! One corrupt row breaks one game: a seat row deleted, an action or a setup that no longer
//! reads. That game answers with a clear `broken-game` error; idle-game cleanup, the other
//! games and the server go on.

use std::sync::Arc;
use std::time::Duration;

use halflings_server::error::AppError;
use halflings_server::rooms::{Actor, Rooms};
use halflings_server::store::Store;
use halflings_server::Config;
use serde_json::json;

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(one_corrupt_game_breaks_only_itself);

async fn one_corrupt_game_breaks_only_itself(db: TestDb) {
    let app = spawn_app(&db).await;
    // A bot plays first; then Ann, in the second seat, is to move.
    let bot_first = json!({
        "seats": [{"kind": "bot", "bot": "random"}, {"kind": "person", "name": "Ann"}],
        "seed": 1,
    });
    let seatless = app.create(bot_first).await;
    let seatless = seatless["id"].as_str().unwrap().to_string();
    let mut watcher = Socket::join(&app, &seatless, None).await;
    while to_move(&watcher.state) != Some(1) {
        watcher.next().await;
    }
    let healthy = app.create(two_people(2)).await;
    let healthy_id = healthy["id"].as_str().unwrap().to_string();
    let ann = seat_tokens(&healthy)[0].clone().unwrap();
    let unreadable = app.create(two_people(4)).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    // One move in the game whose action row is garbled next.
    let garbled_seats = app.create(two_people(3)).await;
    let garbled = garbled_seats["id"].as_str().unwrap().to_string();
    let first = seat_tokens(&garbled_seats)[0].clone().unwrap();
    let mv = random_legal(&app.state(&garbled, Some(&first)).await, &mut rng(1));
    assert_eq!(app.post_action(&garbled, &first, 0, &mv).await.0, 200);
    drop(watcher);
    drop(app);

    // The seats row of the seat to move goes; an action and a setup no longer read.
    db.execute(&format!(
        "DELETE FROM seats WHERE game_id = '{seatless}' AND seat = 1"
    ))
    .await;
    db.execute(&format!(
        "UPDATE actions SET action = '{{\"do\": \"fly\"}}' WHERE game_id = '{garbled}'"
    ))
    .await;
    db.execute(&format!(
        "UPDATE games SET setup = 'not json' WHERE id = '{unreadable}'"
    ))
    .await;

    // A fresh process: each broken game says what is wrong, once loaded and ever after.
    let store = Store::connect(&db.database).await.unwrap();
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.database.clone());
    config.bot_delay = Duration::ZERO;
    let rooms = Arc::new(Rooms::new(store, &config));
    for _ in 0..2 {
        let broken = |id: &str, words: &str| {
            let rooms = &rooms;
            let (id, words) = (id.to_string(), words.to_string());
            async move {
                match rooms.get(&id).await {
                    Err(AppError::Broken(cause)) => {
                        assert!(cause.contains(&id), "{cause}");
                        assert!(cause.contains(&words), "{cause}");
                    }
                    Err(e) => panic!("game {id}: {e:?}"),
                    Ok(_) => panic!("game {id} loaded although {words}"),
                }
            }
        };
        // Seats count from 0, as in the API and the database (the row deleted is seat 1).
        broken(&seatless, "seat 1 is missing").await;
        broken(&garbled, "corrupt action").await;
        broken(&unreadable, "corrupt setup").await;
    }
    // Cleanup of idle games runs, and the healthy game plays on.
    rooms.get(&healthy_id).await.unwrap();
    rooms.sweep();
    let state = app_state(&rooms, &healthy_id, &ann).await;
    let mv: halflings_engine::MoveWire =
        serde_json::from_value(random_legal(&state, &mut rng(2))).unwrap();
    let next = rooms
        .act(&healthy_id, Actor::Client(Some(ann.clone())), 0, &mv)
        .await
        .unwrap();
    assert_eq!(next, 1);
    rooms.sweep();

    // Over HTTP and WebSocket: a clear error for the broken game, the others as ever.
    let app = spawn_app(&db).await;
    for id in [&seatless, &garbled, &unreadable] {
        let (status, body) = app.get(&format!("/api/games/{id}/state"), None).await;
        assert_eq!(status, 500, "{body}");
        assert_eq!(body["error"], "broken-game", "{body}");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .starts_with("this game is damaged and cannot be played: "),
            "{body}"
        );
        let refused = tokio_tungstenite::connect_async(app.ws_url(id))
            .await
            .unwrap_err();
        assert!(refused.to_string().contains("500"), "{refused}");
    }
    assert_eq!(app.state(&healthy_id, Some(&ann)).await["move_no"], 1);
    let mut socket = Socket::join(&app, &healthy_id, None).await;
    socket.send(json!({"type": "sync"})).await;
    assert_eq!(socket.next().await["move_no"], 1);
}

/// The state message of `token`'s seat in game `id`, as JSON.
async fn app_state(rooms: &Arc<Rooms>, id: &str, token: &str) -> serde_json::Value {
    let room = rooms.get(id).await.unwrap();
    let room = room.lock().await;
    let seat = Rooms::seat_for(&room, token).unwrap();
    serde_json::to_value(room.state_message(Some(seat), 0)).unwrap()
}
