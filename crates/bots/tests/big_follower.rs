//! The bots and the big follower of Inns & Cathedrals: they place it (it is one of the legal
//! moves), and the greedy evaluation values it in reserve above a regular follower, so it
//! spends it where the big one gains what a regular one cannot.

mod common;

use common::{games_of_each_bot, wire};
use halflings_bots::greedy::{evaluate_move, Buffers};
use halflings_bots::{BotSpec, Budget, GreedyConfig};
use halflings_engine::expansion::inns_and_cathedrals::{BIG_FOLLOWER, ID};
use halflings_engine::{GameState, Move, Seat};

/// A position after `moves` (JSON move lines), with the module.
fn position(moves: &str) -> GameState {
    common::position(ID, moves)
}

fn is_big(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == BIG_FOLLOWER)
}

#[test]
fn greedy_keeps_the_big_follower_where_a_follower_does_as_well() {
    // P2 lays U on D's road: a highwayman or the big one there score the same.
    let mut g = position("");
    g.set_scenario_pile(&[g.catalog().kind("U").unwrap(); 40])
        .unwrap();
    g.begin_free_turn(Seat::new(1), g.catalog().kind("U").unwrap())
        .unwrap();
    let regular = wire(r#"{"do": "place", "at": [1, 0], "rot": 90, "follower": "E"}"#);
    let big = wire(
        r#"{"do": "place", "at": [1, 0], "rot": 90, "figure": "big-follower", "follower": "E"}"#,
    );
    let legal = g.legal_moves();
    assert!(legal.contains(&regular) && legal.contains(&big));
    let cfg = GreedyConfig::default();
    let mut buf = Buffers::default();
    let with_regular = evaluate_move(&g, &regular, Seat::new(1), &cfg, &mut buf);
    let with_big = evaluate_move(&g, &big, Seat::new(1), &cfg, &mut buf);
    assert!(
        with_regular > with_big,
        "regular {with_regular} against big {with_big}"
    );
    let chosen = BotSpec::Greedy
        .build(1, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert!(!is_big(&chosen), "{chosen:?}");
}

#[test]
fn greedy_places_the_big_follower_when_it_pays() {
    // P2's seven followers are monks on B (0,1) … (6,1); E closes D's city: the big follower
    // there scores 4 and comes straight back.
    let monks: Vec<String> = (0..7)
        .map(|x| {
            format!(r#"{{"player": 1, "tile": "B", "at": [{x}, 1], "rot": 0, "follower": "C"}}"#)
        })
        .collect();
    let mut g = position(&monks.join(", "));
    assert_eq!(g.supply(Seat::new(1)), 0);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("E").unwrap())
        .unwrap();
    let chosen = BotSpec::Greedy
        .build(2, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert!(is_big(&chosen), "{chosen:?}");
    g.play(Seat::new(1), &chosen).unwrap();
    assert_eq!(g.scores(), vec![0, 4]);
}

#[test]
fn bots_place_big_followers_in_games_with_inns_and_cathedrals() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        assert!(
            moves.iter().any(is_big),
            "{spec} never placed a big follower"
        );
    }
}
