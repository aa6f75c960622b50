//! Clocks are enforced: when a seat's time runs out, the server plays that seat's decisions with
//! the greedy bot — the pending one and every later one, at once — while the other seat plays
//! on; the time used survives a restart, and a clock that ran out while no server was up is
//! noticed when one starts.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(
    a_seat_out_of_time_is_played_by_the_server,
    clocks_survive_a_restart
);

/// The clock of the tests: the shortest the lobby allows.
const CLOCK_SECONDS: u64 = 5;

/// Two people with clocks of [`CLOCK_SECONDS`].
fn two_people_with_clocks(seed: u64) -> Value {
    let mut request = two_people(seed);
    request["clock_seconds"] = json!(CLOCK_SECONDS);
    request
}

/// The log entries of `state`, parsed.
fn log(state: &Value) -> &Vec<Value> {
    state["log"].as_array().unwrap()
}

async fn a_seat_out_of_time_is_played_by_the_server(db: TestDb) {
    let app = spawn_app(&db).await;
    let asked = Instant::now();
    let created = app.create(two_people_with_clocks(41)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut ann = Socket::join(&app, &id, tokens[0].as_deref()).await;
    let mut ben = Socket::join(&app, &id, tokens[1].as_deref()).await;
    assert_eq!(ann.state["game"]["clock_seconds"], CLOCK_SECONDS);
    assert_eq!(
        ann.state["clocks"],
        json!({"left_ms": [5000, 5000], "running": 0, "out_of_time": [false, false]})
    );
    assert!(
        ann.state["legal"].is_object(),
        "Ann may act while her time runs"
    );

    // Ann does nothing: when her time is up, the server decides for her.
    ann.until(1).await;
    assert!(
        asked.elapsed() >= Duration::from_secs(CLOCK_SECONDS),
        "not before her time is up"
    );
    let first = &log(&ann.state)[0];
    assert_eq!(first["seat"], 0);
    assert_eq!(first["out_of_time"], true, "{first}");
    assert_eq!(ann.state["clocks"]["out_of_time"], json!([true, false]));
    assert_eq!(ann.state["clocks"]["left_ms"][0], 0);

    // From then on every decision of Ann's is made at once, and Ben plays as usual.
    let mut rng = rng(3);
    let mut refused_once = false;
    loop {
        let move_no = ben.state["move_no"].as_u64().unwrap();
        match to_move(&ben.state) {
            None => break,
            Some(0) => {
                let waited = Instant::now();
                ben.until(move_no + 1).await;
                assert!(
                    waited.elapsed() < Duration::from_secs(1),
                    "the server plays a seat out of time at once, not {:?} later",
                    waited.elapsed()
                );
            }
            Some(_) => {
                if !refused_once {
                    // Ann can no longer act herself.
                    let (status, body) = app
                        .post_action(
                            &id,
                            tokens[0].as_deref().unwrap(),
                            move_no,
                            &json!({"do": "draw"}),
                        )
                        .await;
                    assert_eq!(
                        (status, body["error"].as_str()),
                        (409, Some("out-of-time")),
                        "{body}"
                    );
                    refused_once = true;
                }
                let mv = random_legal(&ben.state, &mut rng);
                ben.act(move_no, &mv).await;
                ben.until(move_no + 1).await;
            }
        }
    }
    let end = ben.state.clone();
    assert_eq!(end["view"]["phase"]["phase"], "over");
    assert_eq!(end["clocks"]["out_of_time"], json!([true, false]));
    assert_eq!(end["clocks"]["left_ms"][0], 0);
    assert!(end["clocks"]["left_ms"][1].as_i64().unwrap() > 0);

    // The log says who moved how: every action of Ann's by the server, none of Ben's.
    let full = app.state(&id, None).await;
    for entry in log(&full) {
        let by_server = entry["out_of_time"] == true;
        assert_eq!(by_server, entry["seat"] == 0, "{entry}");
    }
    // Ann's page never offered her a move once her time was up.
    ann.until(end["move_no"].as_u64().unwrap()).await;
    for text in &ann.received {
        let state: Value = serde_json::from_str(text).unwrap();
        if state["clocks"]["out_of_time"][0] == true {
            assert!(state["legal"].is_null(), "{state}");
        }
    }
    // The game is a normal game: its record replays to the same scores.
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, end["move_no"].as_u64().unwrap());
    let scores: Vec<u32> = serde_json::from_value(end["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}

async fn clocks_survive_a_restart(db: TestDb) {
    let mut app = spawn_process(&db);
    let created = app.create(two_people_with_clocks(42)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let ann = tokens[0].as_deref().unwrap();

    // Ann thinks a second about her first decision.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mv = random_legal(&app.state(&id, Some(ann)).await, &mut rng(4));
    let (status, body) = app.post_action(&id, ann, 0, &mv).await;
    assert_eq!(status, 200, "{body}");
    let before = app.state(&id, None).await["clocks"].clone();
    let left = before["left_ms"][0].as_u64().unwrap();
    assert!(
        (1..=4000).contains(&left),
        "a second or more used: {before}"
    );
    assert_eq!(before["running"], 0, "Ann places the tile now");

    // The time used survives a restart, to the millisecond.
    app.kill();
    let mut app = spawn_process(&db);
    assert_eq!(app.state(&id, None).await["clocks"], before);

    // Ann's clock runs out while no server is up: the next server notices and plays for her.
    app.kill();
    tokio::time::sleep(Duration::from_millis(left + 100)).await;
    let app = spawn_process(&db);
    let start = Instant::now();
    let state = loop {
        let state = app.state(&id, None).await;
        if state["move_no"].as_u64().unwrap() >= 2 {
            break state;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "{state}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let placed = log(&state).iter().find(|e| e["move_no"] == 1).unwrap();
    assert_eq!(placed["out_of_time"], true, "{placed}");
    assert_eq!(state["clocks"]["out_of_time"], json!([true, false]));
}

/// Two server processes on one PostgreSQL database both keep the game's clocks: when Ann's
/// time runs out, both play for her, the first append wins and the other process goes on from
/// it; Ben, on the second process, plays to the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(halflings_postgres),
    ignore = "needs HALFLINGS_TEST_POSTGRES=postgres://USER:PASSWORD@HOST:PORT/DATABASE, an account that may create databases"
)]
async fn two_processes_play_for_a_seat_out_of_time_once_on_postgres() {
    let db = TestDb::postgres().await;
    let first = spawn_process(&db);
    let second = spawn_process(&db);
    let created = first.create(two_people_with_clocks(43)).await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut watcher = Socket::join(&first, &id, None).await;
    let mut ben = Socket::join(&second, &id, tokens[1].as_deref()).await;
    let mut rng = rng(5);
    loop {
        let move_no = ben.state["move_no"].as_u64().unwrap();
        match to_move(&ben.state) {
            None => break,
            Some(1) => {
                let mv = random_legal(&ben.state, &mut rng);
                ben.act(move_no, &mv).await;
            }
            Some(_) => {}
        }
        ben.until(move_no + 1).await;
    }
    let end = watcher.until(ben.state["move_no"].as_u64().unwrap()).await;
    assert_eq!(end["view"]["tiles"], ben.state["view"]["tiles"]);
    assert_eq!(end["clocks"], ben.state["clocks"]);
    assert_eq!(end["clocks"]["out_of_time"], json!([true, false]));
    let record = second.record(&id).await;
    assert_eq!(
        record.moves.len() as u64,
        ben.state["move_no"].as_u64().unwrap()
    );
    let scores: Vec<u32> = serde_json::from_value(ben.state["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}
