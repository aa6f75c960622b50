//! The bots and the special monasteries: both take the new decision, a follower on a special
//! monastery standing as a monk or lying as an abbot. Greedy stands a monk where the monastery
//! completes at once (9 now against a short row and column at the end) and lays an abbot where
//! the row and column are long; the random bot takes either; in whole games both lay abbots.

mod common;

use common::{games_of_each_bot, wire};
use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::monasteries::{ABBOT_MODE, ID};
use halflings_engine::{GameState, Move, Seat};

/// A position after `moves` (JSON move lines), with the module.
fn position(moves: &str) -> GameState {
    common::position(ID, moves)
}

fn is_abbot(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == ABBOT_MODE)
}

/// P2 to place MO/M1 at (0,1), every space around it occupied (the layout of the scenario
/// `mo-abbot-stays-when-its-monastery-is-surrounded.json`): a monk scores 9 at once, an abbot
/// 5 at the end.
fn hole() -> GameState {
    let mut g = position(
        r#"{"player": 0, "tile": "U", "at": [1, 0], "rot": 90},
        {"player": 0, "tile": "U", "at": [-1, 0], "rot": 90},
        {"player": 0, "tile": "E", "at": [-1, 1], "rot": 180},
        {"player": 0, "tile": "I", "at": [-1, 2], "rot": 90},
        {"player": 0, "tile": "H1-02", "at": [0, 2], "corner": "SW"},
        {"player": 0, "tile": "H1-04", "at": [0, 2], "corner": "NE"},
        {"player": 0, "tile": "E", "at": [1, 2], "rot": 180},
        {"player": 0, "tile": "H1-07", "at": [1, 1], "corner": "SW"}"#,
    );
    g.begin_free_turn(Seat::new(1), g.catalog().kind("MO/M1").unwrap())
        .unwrap();
    g
}

/// P2 to place MO/M1 at (0,1) with long lines around it and few neighbours (the layout of the
/// seed example): an abbot scores 8 at the end, a monk far less.
fn lines() -> GameState {
    let mut g = position(
        r#"{"player": 0, "tile": "E", "at": [0, -1], "rot": 180},
        {"player": 0, "tile": "E", "at": [0, -2], "rot": 0},
        {"player": 0, "tile": "U", "at": [1, 0], "rot": 90},
        {"player": 0, "tile": "U", "at": [2, 0], "rot": 90},
        {"player": 0, "tile": "U", "at": [3, 0], "rot": 90},
        {"player": 0, "tile": "E", "at": [2, 1], "rot": 180},
        {"player": 0, "tile": "E", "at": [3, 1], "rot": 180},
        {"player": 0, "tile": "U", "at": [-1, 0], "rot": 90},
        {"player": 0, "tile": "U", "at": [-2, 0], "rot": 90},
        {"player": 0, "tile": "E", "at": [-2, 1], "rot": 180}"#,
    );
    g.begin_free_turn(Seat::new(1), g.catalog().kind("MO/M1").unwrap())
        .unwrap();
    g
}

#[test]
fn greedy_stands_a_monk_where_the_monastery_completes_at_once() {
    let g = hole();
    let monk = wire(r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C"}"#);
    let abbot =
        wire(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot-mode", "follower": "C"}"#);
    let legal = g.legal_moves();
    assert!(legal.contains(&monk) && legal.contains(&abbot));
    let chosen = BotSpec::Greedy
        .build(1, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert_eq!(chosen, monk);
}

#[test]
fn greedy_lays_an_abbot_where_the_row_and_column_are_long() {
    let g = lines();
    assert_eq!(g.board().tiles().len(), 11);
    let chosen = BotSpec::Greedy
        .build(1, None)
        .decide(&g, Seat::new(1), Budget::Iterations(1));
    assert!(is_abbot(&chosen), "{chosen:?}");
}

#[test]
fn the_random_bot_takes_both_monk_and_abbot() {
    let g = hole();
    let monk = wire(r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C"}"#);
    let mut abbots = 0;
    let mut monks = 0;
    for seed in 0..200 {
        let chosen =
            BotSpec::Random
                .build(seed, None)
                .decide(&g, Seat::new(1), Budget::Iterations(1));
        abbots += usize::from(is_abbot(&chosen));
        monks += usize::from(chosen == monk);
    }
    assert!(abbots > 0 && monks > 0, "abbots {abbots}, monks {monks}");
}

#[test]
fn bots_lay_abbots_in_games_with_the_special_monasteries() {
    for (spec, moves) in games_of_each_bot(ID, 6) {
        assert!(moves.iter().any(is_abbot), "{spec} never laid an abbot");
    }
}
