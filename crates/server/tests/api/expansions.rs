//! Hills & Sheep over the API: a game created with `"expansions": ["hills-and-sheep"]`, played
//! to its end by two people (shepherds placed whenever the server offers them, flocks grown and
//! stabled in turn) and a bot. The views carry the bag and the flocks, the legal moves offer
//! shepherd spots and flock decisions, what stabling pays is foretold and paid, and flock
//! decisions out of turn or out of phase are refused and change nothing.

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(hills_and_sheep_game_with_shepherds_and_flocks);

/// The tokens in a view's sheep bag.
fn bag_tokens(state: &Value) -> u64 {
    let bag = &state["view"]["expansions"]["hills-and-sheep"]["bag"];
    ["1", "2", "3", "4", "wolf"]
        .iter()
        .map(|k| {
            bag[k]
                .as_u64()
                .unwrap_or_else(|| panic!("bag has {k}: {bag}"))
        })
        .sum()
}

/// The tokens on the board: every shepherd's flock.
fn flock_tokens(state: &Value) -> u64 {
    state["view"]["expansions"]["hills-and-sheep"]["shepherds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["flock"].as_array().unwrap())
        .map(|n| n.as_u64().unwrap())
        .sum()
}

/// A shepherd placement among the legal ones of `state`, if any.
fn shepherd_move(state: &Value) -> Option<Value> {
    let placements = state["legal"]["placements"].as_array()?;
    placements.iter().find_map(|p| {
        let spot = p["figures"].as_array()?.first()?;
        assert_eq!(spot["figure"], "shepherd", "{p}");
        let mut mv = json!({"do": "place", "at": p["at"], "follower": spot["location"],
            "figure": "shepherd"});
        if p["rot"].is_null() {
            mv["corner"] = p["corner"].clone();
        } else {
            mv["rot"] = p["rot"].clone();
        }
        Some(mv)
    })
}

/// A placement beside `seat`'s shepherd (likely to extend its field, so that the flock is
/// tended), if it has one on the board and such a placement is legal.
fn beside_shepherd(state: &Value, seat: usize, rng: &mut ChaCha8Rng) -> Option<Value> {
    let shepherd = state["view"]["expansions"]["hills-and-sheep"]["shepherds"]
        .as_array()?
        .iter()
        .find(|s| s["player"] == seat)?;
    let at = |v: &Value| [v[0].as_i64().unwrap(), v[1].as_i64().unwrap()];
    let [x, y] = at(&shepherd["at"]);
    let near: Vec<&Value> = state["legal"]["placements"]
        .as_array()?
        .iter()
        .filter(|p| {
            let [px, py] = at(&p["at"]);
            (px - x).abs() + (py - y).abs() <= 1
        })
        .collect();
    if near.is_empty() {
        return None;
    }
    let p = near[rng.random_range(0..near.len())];
    let mut mv = json!({"do": "place", "at": p["at"]});
    if p["rot"].is_null() {
        mv["corner"] = p["corner"].clone();
    } else {
        mv["rot"] = p["rot"].clone();
    }
    if p["bare"] != true {
        mv["follower"] = p["followers"][0].clone();
    }
    Some(mv)
}

/// Asserts that `mv` by `token` is refused (status `status`) and changes nothing.
async fn refused(app: &TestApp, id: &str, token: &str, move_no: u64, mv: &Value, status: u16) {
    let before = app.state(id, Some(token)).await;
    let (got, body) = app.post_action(id, token, move_no, mv).await;
    assert_eq!(got, status, "{mv}: {body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert_eq!(
        app.state(id, Some(token)).await,
        before,
        "{mv} changed nothing"
    );
}

async fn hills_and_sheep_game_with_shepherds_and_flocks(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app
        .create(json!({
            "seats": [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Ben"},
                {"kind": "bot", "bot": "greedy"}],
            "expansions": ["hills-and-sheep"],
            "seed": 17,
        }))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut watcher = Socket::join(&app, &id, None).await;
    assert_eq!(
        watcher.state["game"]["expansions"],
        json!(["hills-and-sheep"])
    );
    let hs = &watcher.state["view"]["expansions"]["hills-and-sheep"];
    assert_eq!(
        hs["bag"],
        json!({"1": 4, "2": 5, "3": 5, "4": 2, "wolf": 2}),
        "the full bag"
    );
    assert_eq!(hs["shepherds"], json!([]));
    assert_eq!(hs["tending"], Value::Null);
    assert!(
        watcher.state["view"]["unseen"]
            .as_object()
            .unwrap()
            .keys()
            .any(|k| k.starts_with("HS-")),
        "the Hills & Sheep tiles are in the pile"
    );

    let mut rng = rng(5);
    let (mut shepherds, mut decisions, mut stabled, mut out_of_phase) = (0, 0, 0, false);
    let mut move_no = 0u64;
    loop {
        let state = watcher.until(move_no).await.clone();
        move_no = state["move_no"].as_u64().unwrap();
        assert_eq!(
            bag_tokens(&state) + flock_tokens(&state),
            18,
            "every token is in the bag or in a flock"
        );
        let Some(seat) = to_move(&state) else { break };
        let Some(token) = tokens[seat].as_deref() else {
            // The bot is to move.
            watcher.until(move_no + 1).await;
            continue;
        };
        let mine = app.state(&id, Some(token)).await;
        assert_eq!(mine["move_no"], move_no);
        let moves = mine["legal"]["moves"].as_array().unwrap().clone();
        let decide: Vec<&Value> = moves.iter().filter(|m| m["do"] == "decide").collect();
        let phase = mine["view"]["phase"]["phase"].as_str().unwrap();
        let mv = if decide.is_empty() {
            if !out_of_phase && phase == "choose" {
                // A flock decision while drawing is refused.
                let grow = json!({"do": "decide", "choice": "grow"});
                refused(&app, &id, token, move_no, &grow, 422).await;
                out_of_phase = true;
            }
            if let Some(mv) = shepherd_move(&mine) {
                shepherds += 1;
                mv
            } else if let Some(mv) = beside_shepherd(&mine, seat, &mut rng) {
                mv
            } else {
                random_legal(&mine, &mut rng)
            }
        } else {
            assert!(
                ["flock", "expansion"].contains(&phase),
                "a flock decision in phase {phase}"
            );
            assert_eq!(
                mine["view"]["expansions"]["hills-and-sheep"]["tending"],
                seat
            );
            assert_eq!(mine["legal"]["placements"], json!([]));
            let choices: Vec<&str> = decide
                .iter()
                .map(|m| m["choice"].as_str().unwrap())
                .collect();
            assert_eq!(choices, ["grow", "stable"]);
            // The other seat may not decide for the one tending.
            let other = tokens[1 - seat.min(1)].as_deref().unwrap();
            if other != token {
                let stable = json!({"do": "decide", "choice": "stable"});
                refused(&app, &id, other, move_no, &stable, 409).await;
            }
            // Grow, then stable, in turn.
            decisions += 1;
            (*decide[(decisions + 1) % 2]).clone()
        };
        let foretold = (mv["choice"] == "stable").then(|| {
            let outcome = mine["legal"]["outcomes"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["choice"] == "stable")
                .unwrap()
                .clone();
            outcome["points"].clone()
        });
        let (status, body) = app.post_action(&id, token, move_no, &mv).await;
        assert_eq!(status, 200, "{mv} refused: {body}");
        move_no += 1;
        if let Some(points) = foretold {
            stabled += 1;
            let after = app.state(&id, None).await;
            let first_score = after["log"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["move_no"] == move_no - 1 && e["score"].is_object())
                .unwrap_or_else(|| panic!("stabling scores: {}", after["log"]));
            assert_eq!(first_score["score"]["points"], points, "as foretold");
            assert!(
                after["view"]["expansions"]["hills-and-sheep"]["shepherds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|s| s["player"] != seat),
                "the stabled shepherd went home"
            );
        }
    }
    assert!(shepherds > 0, "a shepherd was placed");
    assert!(decisions >= 2, "flocks were tended: {decisions}");
    assert!(stabled >= 1, "a flock was stabled");
    assert!(out_of_phase);

    let last = app.state(&id, None).await;
    assert_eq!(last["move_no"], move_no);
    assert_eq!(last["view"]["phase"]["phase"], "over");
    let log = last["log"].as_array().unwrap();
    assert!(
        log.iter()
            .any(|e| e["text"].as_str().unwrap().contains("shepherd")),
        "the log tells of shepherds"
    );
    // The stored record replays to the same scores.
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, move_no);
    assert!(record
        .moves
        .iter()
        .any(|m| matches!(m, halflings_engine::MoveWire::Decide { .. })));
    let scores: Vec<u32> = serde_json::from_value(last["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}
