//! The bots and the mayor of Abbey & Mayor: they place it (it is one of the legal moves), and
//! the greedy evaluation values it through the score its city would bring: no mayor in a city
//! without a coat of arms, where it counts nothing, but a mayor where it wins the city.

mod common;

use common::{games_of_each_bot, wire};
use halflings_bots::greedy::{evaluate_move, Buffers};
use halflings_bots::{BotSpec, Budget, GreedyConfig};
use halflings_engine::expansion::abbey_and_mayor::{ID, MAYOR};
use halflings_engine::{GameState, Move, Seat};

/// A position after `moves` (JSON move lines), with the module.
fn position(moves: &str) -> GameState {
    common::position(ID, moves)
}

fn is_mayor(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == MAYOR)
}

#[test]
fn greedy_puts_no_mayor_in_a_city_without_a_coat_of_arms() {
    // P2 closes D's city with E: a knight there scores 4, the mayor counts 0 and scores nothing.
    let mut g = position("");
    g.begin_free_turn(Seat::new(1), g.catalog().kind("E").unwrap())
        .unwrap();
    let knight = wire(r#"{"do": "place", "at": [0, -1], "rot": 180, "follower": "S"}"#);
    let mayor =
        wire(r#"{"do": "place", "at": [0, -1], "rot": 180, "figure": "mayor", "follower": "S"}"#);
    let legal = g.legal_moves();
    assert!(legal.contains(&knight) && legal.contains(&mayor));
    let cfg = GreedyConfig::default();
    let mut buf = Buffers::default();
    let with_knight = evaluate_move(&g, &knight, Seat::new(1), &cfg, &mut buf);
    let with_mayor = evaluate_move(&g, &mayor, Seat::new(1), &cfg, &mut buf);
    assert!(
        with_knight > with_mayor + 3.0,
        "knight {with_knight} against mayor {with_mayor}"
    );
    let chosen = BotSpec::Greedy
        .build(1, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert!(!is_mayor(&chosen), "{chosen:?}");
}

#[test]
fn greedy_places_the_mayor_in_a_shielded_city_when_it_pays() {
    // P2's seven followers are monks on B (0,1) … (6,1); F (a coat of arms) extends D's city
    // and E closes it: the mayor there counts 1 and scores 3 tiles x 2 + 2 = 8.
    let mut lines: Vec<String> = (0..7)
        .map(|x| {
            format!(r#"{{"player": 1, "tile": "B", "at": [{x}, 1], "rot": 0, "follower": "C"}}"#)
        })
        .collect();
    lines.push(r#"{"player": 0, "tile": "F", "at": [0, -1], "rot": 90}"#.to_string());
    let mut g = position(&lines.join(", "));
    assert_eq!(g.supply(Seat::new(1)), 0);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("E").unwrap())
        .unwrap();
    let chosen = BotSpec::Greedy
        .build(2, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert!(is_mayor(&chosen), "{chosen:?}");
    g.play(Seat::new(1), &chosen).unwrap();
    assert_eq!(g.scores(), vec![0, 8]);
}

#[test]
fn bots_place_mayors_in_games_with_abbey_and_mayor() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        assert!(moves.iter().any(is_mayor), "{spec} never placed a mayor");
    }
}
