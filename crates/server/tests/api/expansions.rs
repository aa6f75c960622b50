//! Expansions over the API: the registry the lobby builds its form from, a setup's census (its
//! tiles and each player's figures), a game's expansions and their options in its setup, and a
//! whole Hills & Sheep game played by two people (shepherds placed whenever the server offers
//! them, flocks grown and stabled in turn) and a bot. The views carry the bag, the shepherds as figures with their flocks' sizes, and the
//! pending flock decision described generically with what stabling pays, which is paid; moves
//! out of turn or out of phase are refused with the broken rule's code and change nothing.

use std::sync::Arc;

use halflings_engine::expansion::REGISTRY;
use halflings_engine::{Catalog, Census, Setup};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(
    the_registry_and_a_games_expansion_options,
    hills_and_sheep_game_with_shepherds_and_flocks
);

const HS: &str = "hills-and-sheep";

/// The tokens in a view's sheep bag.
fn bag_tokens(state: &Value) -> u64 {
    let bag = &state["view"]["expansions"][HS]["bag"];
    ["1", "2", "3", "4", "wolf"]
        .iter()
        .map(|k| {
            bag[k]
                .as_u64()
                .unwrap_or_else(|| panic!("bag has {k}: {bag}"))
        })
        .sum()
}

/// The sheep drawn from the bag so far (a token of `k` sheep counts `k`).
fn sheep_drawn(state: &Value) -> u64 {
    let bag = &state["view"]["expansions"][HS]["bag"];
    [(1, 4), (2, 5), (3, 5), (4, 2)]
        .iter()
        .map(|(k, all)| k * (all - bag[k.to_string()].as_u64().unwrap()))
        .sum()
}

/// The shepherds on the board: the view's figures of Hills & Sheep.
fn shepherds(state: &Value) -> Vec<Value> {
    state["view"]["figures"]
        .as_array()
        .map(|figures| {
            figures
                .iter()
                .filter(|f| f["module"] == HS && f["figure"] == "shepherd")
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// The move laying the tile as placement `p` offers it.
fn lay(p: &Value) -> Value {
    let mut mv = json!({"do": "place", "at": p["at"]});
    if p["rot"].is_null() {
        mv["corner"] = p["corner"].clone();
    } else {
        mv["rot"] = p["rot"].clone();
    }
    mv
}

/// A shepherd placement among the legal ones of `state`, if any.
fn shepherd_move(state: &Value) -> Option<Value> {
    let placements = state["legal"]["placements"].as_array()?;
    placements.iter().find_map(|p| {
        let spot = p["figures"].as_array()?.first()?;
        assert_eq!(spot["figure"], "shepherd", "{p}");
        let mut mv = lay(p);
        mv["follower"] = spot["location"].clone();
        mv["figure"] = json!("shepherd");
        Some(mv)
    })
}

/// A placement beside `seat`'s shepherd (likely to extend its field, so that the flock is
/// tended), if it has one on the board and such a placement is legal.
fn beside_shepherd(state: &Value, seat: usize, rng: &mut ChaCha8Rng) -> Option<Value> {
    let shepherd = shepherds(state).into_iter().find(|s| s["player"] == seat)?;
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
    let mut mv = lay(p);
    if p["bare"] != true {
        mv["follower"] = p["followers"][0].clone();
    }
    Some(mv)
}

/// Asserts that `mv` by `token` is refused (status `status`, and for an illegal move the broken
/// rule `rule`) and changes nothing.
async fn refused(
    app: &TestApp,
    id: &str,
    token: &str,
    move_no: u64,
    mv: &Value,
    (status, rule): (u16, Option<&str>),
) {
    let before = app.state(id, Some(token)).await;
    let (got, body) = app.post_action(id, token, move_no, mv).await;
    assert_eq!(got, status, "{mv}: {body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    if let Some(rule) = rule {
        assert_eq!(body["error"], "illegal", "{body}");
        assert_eq!(body["rule"], rule, "{body}");
    }
    assert_eq!(
        app.state(id, Some(token)).await,
        before,
        "{mv} changed nothing"
    );
}

async fn the_registry_and_a_games_expansion_options(db: TestDb) {
    let app = spawn_app(&db).await;
    let (status, body) = app.get("/api/expansions", None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["expansions"],
        serde_json::to_value(REGISTRY).unwrap(),
        "the engine's registry, as it is"
    );
    for e in body["expansions"].as_array().unwrap() {
        assert!(e["id"].is_string() && e["name"].is_string() && e["summary"].is_string());
        assert!(e["selectable"].is_boolean(), "{e}");
        for o in e["options"].as_array().unwrap() {
            assert!(!o["choices"].as_array().unwrap().is_empty(), "{o}");
            assert!(o["version_defaults"].is_array(), "{o}");
        }
    }
    let hs = body["expansions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == HS)
        .unwrap();
    assert_eq!(hs["selectable"], true);
    assert_eq!(hs["figures"][0]["name"], "shepherd");

    // A game names its expansions with their options; the setup keeps them as given, and
    // `resolved` lists every module in play with each option's value.
    let seats = json!([{"kind": "person"}, {"kind": "person"}]);
    let with_options = json!({"seats": seats, "symbol_tiles": true,
        "expansions": [HS, {"id": "hills", "options": {"tie_break": "more-followers"}}]});
    let created = app.create(with_options.clone()).await;
    let id = created["id"].as_str().unwrap();
    let game = &app.state(id, None).await["game"];
    assert_eq!(game["expansions"], with_options["expansions"]);
    let modules = game["resolved"]["modules"].as_array().unwrap();
    let ids: Vec<&str> = modules.iter().map(|m| m["id"].as_str().unwrap()).collect();
    for id in [HS, "hills", "vineyards"] {
        assert!(ids.contains(&id), "{id} in play: {ids:?}");
    }
    let hills = modules.iter().find(|m| m["id"] == "hills").unwrap();
    assert_eq!(hills["options"]["tie_break"], "more-followers");
    assert_eq!(hills["selectable"], false);

    // The lobby's old key for that option is still read.
    let old = json!({"seats": seats, "hill_tie_break": "more-followers"});
    let created = app.create(old).await;
    let game = &app.state(created["id"].as_str().unwrap(), None).await["game"];
    assert_eq!(
        game["expansions"],
        json!([{"id": "hills", "options": {"tie_break": "more-followers"}}])
    );

    // Bad options are refused with a message naming the choices.
    let bad = json!({"seats": seats,
        "expansions": [{"id": "hills", "options": {"tie_break": "coin"}}]});
    let r = app
        .http
        .post(format!("{}/api/games", app.base))
        .json(&bad)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["error"], "bad-request");
    assert!(
        body["message"].as_str().unwrap().contains("more-followers"),
        "{body}"
    );

    // What a setup starts with, as the lobby shows it before the game is created: the
    // engine's census; a setup a new game refuses is refused with the same message.
    let three = json!([{"kind": "person"}, {"kind": "bot", "bot": "greedy"}, {"kind": "person"}]);
    let (status, census) = app
        .post(
            "/api/census",
            &json!({"seats": three, "expansions": ["tower", HS]}),
        )
        .await;
    assert_eq!(status, 200, "{census}");
    let setup = Setup {
        players: 3,
        expansions: vec!["tower".into(), HS.into()],
        ..Setup::default()
    };
    let engine = Census::of(&Arc::new(Catalog::builtin()), &setup).unwrap();
    assert_eq!(census, serde_json::to_value(engine).unwrap());
    assert_eq!(
        census["figures"],
        json!([{"name": "follower", "each": 7}, {"module": HS, "name": "shepherd", "each": 1},
            {"module": "tower", "name": "floor", "each": 9}])
    );
    assert_eq!(census["squares_total"], 72 + 18 + 18);
    let (status, refused) = app.post("/api/census", &bad).await;
    assert_eq!(status, 400);
    assert_eq!(refused["message"], body["message"]);
    // The refusal as a message too, which the lobby words in its language.
    assert_eq!(body["text"]["key"], "setup.bad-option-value", "{body}");
    assert_eq!(body["text"]["args"]["value"], "coin");
    assert_eq!(refused["text"], body["text"]);
    let six = json!([{"kind": "person"}, {"kind": "person"}, {"kind": "person"},
        {"kind": "person"}, {"kind": "person"}, {"kind": "person"}]);
    let (status, short) = app
        .post("/api/census", &json!({"seats": six, "halflings": 5}))
        .await;
    assert_eq!(status, 400, "{short}");
    assert_eq!(
        short["text"],
        json!({"key": "setup.not-enough-halflings",
            "args": {"needed": 30, "per": 5, "available": 20}})
    );
    assert_eq!(
        short["message"],
        "30 halflings are needed (5 each) but only 20 are in play"
    );
}

async fn hills_and_sheep_game_with_shepherds_and_flocks(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app
        .create(json!({
            "seats": [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Ben"},
                {"kind": "bot", "bot": "greedy"}],
            "expansions": [HS],
            "seed": 17,
        }))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut watcher = Socket::join(&app, &id, None).await;
    assert_eq!(watcher.state["game"]["expansions"], json!([HS]));
    let hs = &watcher.state["view"]["expansions"][HS];
    assert_eq!(
        hs["bag"],
        json!({"1": 4, "2": 5, "3": 5, "4": 2, "wolf": 2}),
        "the full bag"
    );
    assert_eq!(shepherds(&watcher.state), Vec::<Value>::new());
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
    let (mut placed, mut decisions, mut stabled) = (0, 0, 0);
    let (mut out_of_phase, mut second_shepherd) = (false, false);
    let mut move_no = 0u64;
    loop {
        let state = watcher.until(move_no).await.clone();
        move_no = state["move_no"].as_u64().unwrap();
        assert!(bag_tokens(&state) <= 18);
        let on_board: Vec<Value> = shepherds(&state);
        for s in &on_board {
            assert!(
                s["value"].as_u64().unwrap() >= 1,
                "a shepherd has a flock: {s}"
            );
            assert!(s["location"].is_string() && s["player"].is_u64(), "{s}");
        }
        let sheep: u64 = on_board.iter().map(|s| s["value"].as_u64().unwrap()).sum();
        assert!(
            sheep <= sheep_drawn(&state),
            "every sheep came from the bag"
        );
        let Some(seat) = to_move(&state) else { break };
        let Some(token) = tokens[seat].as_deref() else {
            // The bot is to move.
            watcher.until(move_no + 1).await;
            continue;
        };
        let mine = app.state(&id, Some(token)).await;
        assert_eq!(mine["move_no"], move_no);
        let phase = &mine["view"]["phase"];
        let decision = &mine["view"]["decision"];
        let mv = if decision.is_null() {
            if !out_of_phase && phase["phase"] == "choose" {
                // A flock decision while drawing is refused (in the old form, which is read).
                let grow = json!({"do": "decide", "choice": "grow"});
                refused(&app, &id, token, move_no, &grow, (422, Some("wrong-phase"))).await;
                out_of_phase = true;
            }
            let has_shepherd = on_board.iter().any(|s| s["player"] == seat);
            let first = mine["legal"]["placements"]
                .as_array()
                .and_then(|p| p.first());
            if let (true, false, Some(p)) = (has_shepherd, second_shepherd, first) {
                // One shepherd each.
                let mut twice = lay(p);
                twice["follower"] = json!("N");
                twice["figure"] = json!("shepherd");
                let rule = Some("hills-and-sheep/shepherd-on-board");
                refused(&app, &id, token, move_no, &twice, (422, rule)).await;
                second_shepherd = true;
            }
            if let Some(mv) = shepherd_move(&mine) {
                placed += 1;
                mv
            } else if let Some(mv) = beside_shepherd(&mine, seat, &mut rng) {
                mv
            } else {
                random_legal(&mine, &mut rng)
            }
        } else {
            assert_eq!(
                *phase,
                json!({"phase": "expansion", "module": HS, "decision": "flock", "actor": seat})
            );
            assert_eq!(decision["module"], HS);
            assert_eq!(decision["decision"], "flock");
            assert_eq!(decision["actor"], seat);
            assert_eq!(decision["prompt"]["key"], "hills-and-sheep.prompt.flock");
            assert_eq!(mine["view"]["expansions"][HS]["tending"], seat);
            assert_eq!(mine["legal"]["placements"], json!([]));
            let choices = decision["choices"].as_array().unwrap();
            let actions: Vec<&str> = choices
                .iter()
                .map(|c| c["action"].as_str().unwrap())
                .collect();
            assert_eq!(actions, ["grow", "stable"]);
            for c in choices {
                assert!(c["label"]["key"].as_str().is_some(), "{c}");
                assert!(
                    mine["legal"]["moves"]
                        .as_array()
                        .unwrap()
                        .contains(&c["move"]),
                    "each choice's move is a legal move: {c}"
                );
            }
            assert!(choices[0]["outcome"].is_null(), "growing draws on chance");
            assert_eq!(choices[1]["outcome"].as_array().unwrap().len(), 3);
            // The other seat may not decide for the one tending.
            let other = tokens[1 - seat.min(1)].as_deref().unwrap();
            if other != token {
                refused(&app, &id, other, move_no, &choices[1]["move"], (409, None)).await;
            }
            // Grow, then stable, in turn.
            decisions += 1;
            choices[(decisions + 1) % 2]["move"].clone()
        };
        let foretold =
            (mv["action"] == "stable").then(|| decision["choices"][1]["outcome"].clone());
        let (status, body) = app.post_action(&id, token, move_no, &mv).await;
        assert_eq!(status, 200, "{mv} refused: {body}");
        move_no += 1;
        if let Some(outcome) = foretold {
            stabled += 1;
            let after = app.state(&id, None).await;
            let entries: Vec<&Value> = after["log"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|e| e["move_no"] == move_no - 1)
                .collect();
            let mut paid = vec![0i64; 3];
            for e in entries.iter().filter(|e| e["kind"] == "score") {
                for (seat, p) in e["data"]["points"].as_array().unwrap().iter().enumerate() {
                    paid[seat] += p.as_i64().unwrap();
                }
            }
            assert_eq!(json!(paid), outcome, "as foretold: {entries:?}");
            assert!(
                entries.iter().any(|e| e["kind"] == "expansion"
                    && e["module"] == HS
                    && e["event"] == "shepherd-home"
                    && e["player"] == seat
                    && e["data"]["reason"] == "stable"),
                "the log tells of the shepherd going home: {entries:?}"
            );
            assert!(
                shepherds(&after).iter().all(|s| s["player"] != seat),
                "the stabled shepherd went home"
            );
        }
    }
    assert!(placed > 0, "a shepherd was placed");
    assert!(decisions >= 2, "flocks were tended: {decisions}");
    assert!(stabled >= 1, "a flock was stabled");
    assert!(out_of_phase && second_shepherd);

    let last = app.state(&id, None).await;
    assert_eq!(last["move_no"], move_no);
    assert_eq!(last["view"]["phase"]["phase"], "over");
    let log = last["log"].as_array().unwrap();
    assert!(
        log.iter()
            .any(|e| e["module"] == HS && e["event"] == "shepherd-placed"),
        "the log tells of shepherds placed"
    );
    // The stored record replays to the same scores.
    let record = app.record(&id).await;
    assert_eq!(record.moves.len() as u64, move_no);
    assert!(record
        .moves
        .iter()
        .any(|m| matches!(m, halflings_engine::MoveWire::Expansion { .. })));
    let scores: Vec<u32> = serde_json::from_value(last["view"]["scores"].clone()).unwrap();
    assert_eq!(replayed_scores(&record), scores);
}
