//! Hidden information: in a whole game, no message to another seat or to a spectator contains
//! a player's halflings in hand, the pile order or the seed.

use std::collections::HashMap;
use std::sync::Arc;

use halflings_engine::{Catalog, GameState, Seat};
use serde_json::{json, Value};

use crate::game::play_to_end;
use crate::helpers::*;
use crate::on_both_databases;

on_both_databases!(no_message_reveals_hands_or_the_pile);

/// Every array of strings anywhere in `value`.
fn string_arrays(value: &Value, out: &mut Vec<Vec<String>>) {
    match value {
        Value::Array(items) => {
            if !items.is_empty() && items.iter().all(Value::is_string) {
                out.push(
                    items
                        .iter()
                        .map(|s| s.as_str().unwrap().to_string())
                        .collect(),
                );
            }
            items.iter().for_each(|v| string_arrays(v, out));
        }
        Value::Object(map) => map.values().for_each(|v| string_arrays(v, out)),
        _ => {}
    }
}

/// Whether `haystack` holds `needle` as a contiguous run.
fn contains_run(haystack: &[String], needle: &[String]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

async fn no_message_reveals_hands_or_the_pile(db: TestDb) {
    let app = spawn_app(&db).await;
    let created = app
        .create(json!({
            "seats": [{"kind": "person"}, {"kind": "person"}, {"kind": "person"}],
            "seed": 99,
        }))
        .await;
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = seat_tokens(&created);
    let mut sockets = Vec::new();
    for t in &tokens {
        sockets.push(Socket::join(&app, &id, t.as_deref()).await);
    }
    let mut watcher = Socket::join(&app, &id, None).await;
    let moves = play_to_end(&app, &id, &mut sockets, &tokens, 3).await;
    watcher.until(moves).await;

    // What really was hidden, move by move: the hands and the pile, from the record.
    let record = app.record(&id).await;
    let catalog = Arc::new(Catalog::builtin());
    let mut state = GameState::new(Arc::clone(&catalog), &record.setup).unwrap();
    let name = |k| catalog.def(k).id.clone();
    let mut hands: HashMap<u64, Vec<Vec<String>>> = HashMap::new();
    let mut piles: HashMap<u64, Vec<String>> = HashMap::new();
    for n in 0..=record.moves.len() {
        hands.insert(
            n as u64,
            Seat::all(3)
                .map(|p| state.hand(p).into_iter().map(name).collect())
                .collect(),
        );
        let mut pile: Vec<String> = state.pile_order().iter().map(|&k| name(k)).collect();
        pile.reverse(); // top first
        piles.insert(n as u64, pile);
        if let Some(m) = record.moves.get(n) {
            let mv = m.to_move(&catalog).unwrap();
            state.play(state.to_move().unwrap(), &mv).unwrap();
        }
    }

    let mut own_hand_seen = 0;
    let mut checked = 0;
    let receivers: Vec<(Option<usize>, &Socket)> = sockets
        .iter()
        .enumerate()
        .map(|(i, s)| (Some(i), s))
        .chain([(None, &watcher)])
        .collect();
    for (seat, socket) in receivers {
        for text in &socket.received {
            let msg: Value = serde_json::from_str(text).unwrap();
            if msg["type"] != "state" || msg["view"]["phase"]["phase"] == "over" {
                continue;
            }
            checked += 1;
            let n = msg["move_no"].as_u64().unwrap();
            assert!(
                msg["game"]["seed"].is_null(),
                "the seed leaked before the end"
            );
            assert!(!text.contains("\"pile\""), "a pile field was sent");
            for (other, hand) in hands[&n].iter().enumerate() {
                for tile in hand {
                    let quoted = format!("\"{tile}\"");
                    if Some(other) == seat {
                        own_hand_seen += usize::from(text.contains(&quoted));
                    } else {
                        assert!(
                            !text.contains(&quoted),
                            "seat {other}'s halfling {tile} reached {seat:?} at move {n}"
                        );
                    }
                }
            }
            let pile = &piles[&n];
            let mut arrays = Vec::new();
            string_arrays(&msg, &mut arrays);
            for run in pile.windows(3) {
                let backwards: Vec<String> = run.iter().rev().cloned().collect();
                for a in &arrays {
                    assert!(
                        !contains_run(a, run) && !contains_run(a, &backwards),
                        "the pile order {run:?} reached {seat:?} at move {n}"
                    );
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} messages checked");
    assert!(
        own_hand_seen > 0,
        "each seat sees its own hand (the check is not vacuous)"
    );
}
