//! Rematches: once a game is over, a seat asks for its rematch — the same seats (tokens
//! included) and options with a new seed, made once whoever asks — and everyone watching the
//! old game learns of it; the link survives a restart.

use serde_json::{json, Value};

use crate::game::play_to_end;
use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(a_rematch_keeps_the_seats_and_options_with_a_new_seed);

/// `POST /api/games/{game}/rematch` with `token` (none: a spectator) and `body`: status and
/// JSON body.
async fn ask(app: &TestApp, game: &str, token: Option<&str>, body: &str) -> (u16, Value) {
    app.post_raw(&format!("/api/games/{game}/rematch"), token, body)
        .await
}

/// A game's facts without what differs between a game and its rematch: its id, creation time,
/// seed, its own rematch and the seed's acceptances.
fn options_of(info: &Value) -> Value {
    let mut info = info.clone();
    for key in ["id", "created_at", "seed", "seed_chosen", "rematch"] {
        info.as_object_mut().unwrap().remove(key);
    }
    for seat in info["seats"].as_array_mut().unwrap() {
        seat.as_object_mut().unwrap().remove("seed_accepted");
    }
    info
}

async fn a_rematch_keeps_the_seats_and_options_with_a_new_seed(db: TestDb) {
    let mut app = spawn_process(&db);
    // A chosen seed, accepted by both people (the helper does as the lobby and the invitee).
    let created = app
        .create(json!({
            "seats": [
                {"kind": "person", "name": "Ann"},
                {"kind": "hot-seat", "name": "Ben"},
                {"kind": "bot", "bot": "greedy", "name": "Cy"},
            ],
            "rules": "c1-2015",
            "deal": "draft",
            "symbol_tiles": true,
            "halflings": 2,
            "clock_minutes": 30,
            "seed": 7,
        }))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let (ann, ben) = (tokens[0].clone().unwrap(), tokens[1].clone().unwrap());

    // Not while the game runs.
    let (status, body) = ask(&app, &id, Some(&ann), "{}").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (409, Some("not-yet")),
        "{body}"
    );

    let mut sockets = vec![
        Socket::join(&app, &id, Some(&ann)).await,
        Socket::join(&app, &id, Some(&ben)).await,
    ];
    play_to_end(&app, &id, &mut sockets, &tokens, 3).await;
    let mut watcher = Socket::join(&app, &id, None).await;
    assert!(watcher.state["game"]["rematch"].is_null(), "no rematch yet");

    // Refusals, and nothing made.
    let (status, body) = ask(&app, &id, None, "{}").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (403, Some("spectator")),
        "{body}"
    );
    let stranger = "0".repeat(64);
    let (status, body) = ask(&app, &id, Some(&stranger), "{}").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (403, Some("wrong-token")),
        "{body}"
    );
    let (status, body) = ask(&app, &"0".repeat(32), Some(&ann), "{}").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (404, Some("unknown-game")),
        "{body}"
    );
    let (status, body) = ask(&app, &id, Some(&ann), r#"{"seed": 1}"#).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("bad-request")),
        "{body}"
    );
    let (_, summary) = app.get(&format!("/api/games/{id}"), None).await;
    assert!(summary["game"]["rematch"].is_null(), "{summary}");

    // Ben asks first and makes it; Ann then gets the same game.
    let (status, made) = ask(&app, &id, Some(&ben), "{}").await;
    assert_eq!(status, 201, "{made}");
    let next = made["id"].as_str().unwrap().to_string();
    assert_eq!(made, json!({"id": next, "seat": 1}), "no token, no hand");
    assert_ne!(next, id);
    let (status, again) = ask(&app, &id, Some(&ann), "{}").await;
    assert_eq!((status, again), (200, json!({"id": next, "seat": 0})));

    // Everyone watching the old game learns of it at once.
    for socket in sockets.iter_mut().chain([&mut watcher]) {
        while socket.state["game"]["rematch"].is_null() {
            let msg = socket.next().await;
            assert_eq!(msg["type"], "state", "{msg}");
        }
        assert_eq!(socket.state["game"]["rematch"], next.as_str());
    }
    let (_, old) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(old["game"]["rematch"], next.as_str());

    // The same seats and options, a seed of its own (drawn, so nothing to accept).
    let (status, fresh) = app.get(&format!("/api/games/{next}"), None).await;
    assert_eq!(status, 200, "{fresh}");
    assert_eq!(options_of(&fresh["game"]), options_of(&old["game"]));
    assert_eq!(fresh["game"]["seats"][2]["bot"], "greedy");
    assert_eq!(fresh["game"]["clock_seconds"], 30 * 60);
    assert_eq!(fresh["game"]["seed_chosen"], false);
    assert!(fresh["game"]["rematch"].is_null());
    assert_eq!(fresh["finished"], false);

    // The old tokens play the same seats there: the rematch is played to its end.
    let mut sockets = vec![
        Socket::join(&app, &next, Some(&ann)).await,
        Socket::join(&app, &next, Some(&ben)).await,
    ];
    assert_eq!(
        (
            sockets[0].state["seat"].clone(),
            sockets[1].state["seat"].clone()
        ),
        (json!(0), json!(1))
    );
    play_to_end(&app, &next, &mut sockets, &tokens, 4).await;
    let (first, second) = (app.record(&id).await, app.record(&next).await);
    assert_eq!(first.setup.seed, 7);
    assert_ne!(second.setup.seed, first.setup.seed, "a new seed");
    assert_eq!(
        halflings_engine::Setup {
            seed: 7,
            ..second.setup.clone()
        },
        first.setup
    );

    // The link is stored: after a restart the old game names the same rematch.
    app.kill();
    let app = spawn_process(&db);
    let (_, old) = app.get(&format!("/api/games/{id}"), None).await;
    assert_eq!(old["game"]["rematch"], next.as_str());
    let (status, again) = ask(&app, &id, Some(&ann), "{}").await;
    assert_eq!((status, again), (200, json!({"id": next, "seat": 0})));
    assert_eq!(app.state(&next, Some(&ben)).await["seat"], 1);
}

/// Two server processes on one PostgreSQL database: a spectator of the old game on the other
/// process is told of the rematch at once, and two seats asking at the same moment on the two
/// processes get one game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(halflings_postgres),
    ignore = "needs HALFLINGS_TEST_POSTGRES=postgres://USER:PASSWORD@HOST:PORT/DATABASE, an account that may create databases"
)]
async fn two_processes_make_one_rematch_on_postgres() {
    let db = TestDb::postgres().await;
    let (one, two) = (spawn_process(&db), spawn_process(&db));
    let finished = |seed| {
        let one = &one;
        async move {
            let created = one.create(two_people(seed)).await;
            let id = created["id"].as_str().unwrap().to_string();
            let tokens = seat_tokens(&created);
            let mut sockets = vec![
                Socket::join(one, &id, tokens[0].as_deref()).await,
                Socket::join(one, &id, tokens[1].as_deref()).await,
            ];
            play_to_end(one, &id, &mut sockets, &tokens, seed).await;
            let tokens: Vec<String> = tokens.into_iter().flatten().collect();
            (id, tokens)
        }
    };

    // Made on one process, told on the other.
    let (id, tokens) = finished(31).await;
    let mut watcher = Socket::join(&two, &id, None).await;
    let (status, made) = ask(&one, &id, Some(&tokens[0]), "{}").await;
    assert_eq!(status, 201, "{made}");
    while watcher.state["game"]["rematch"].is_null() {
        watcher.next().await;
    }
    assert_eq!(watcher.state["game"]["rematch"], made["id"]);
    let (status, again) = ask(&two, &id, Some(&tokens[1]), "{}").await;
    assert_eq!((status, &again["id"]), (200, &made["id"]));

    // Asked at once on both processes: one game.
    let (id, tokens) = finished(32).await;
    let (a, b) = tokio::join!(
        ask(&one, &id, Some(&tokens[0]), "{}"),
        ask(&two, &id, Some(&tokens[1]), "{}"),
    );
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(statuses, [200, 201], "{a:?} {b:?}");
    assert_eq!(a.1["id"], b.1["id"]);
    let next = a.1["id"].as_str().unwrap();
    assert_eq!(two.state(next, Some(&tokens[1])).await["seat"], 1);
}
