//! The bots and the Abbot: the greedy evaluation values the abbot (in reserve, in a garden or
//! on a monastery, through the module's heuristic and the preview of the final scoring), so
//! greedy sends it into a garden, calls it back when its points are there and nothing better
//! remains to gain, and the bots place and call back abbots in whole games.

mod common;

use common::{games_of_each_bot, wire};
use halflings_bots::greedy::{evaluate_move, Buffers};
use halflings_bots::GreedyConfig;
use halflings_engine::expansion::abbot::{ABBOT, ID};
use halflings_engine::{GameState, Move, Seat};

/// A position after `moves` (JSON move lines), with the module.
fn position(moves: &str) -> GameState {
    common::position(ID, moves)
}

fn is(mv: &Move, action: &str) -> bool {
    matches!(mv, Move::Expansion(e) if e.module.id() == ID && e.action_name() == action)
}

#[test]
fn greedy_sends_the_abbot_into_a_garden_rather_than_nowhere() {
    let mut g = position("");
    g.set_scenario_pile(&[g.catalog().kind("U").unwrap(); 40])
        .unwrap();
    g.begin_free_turn(Seat::new(0), g.catalog().kind("V+garden").unwrap())
        .unwrap();
    let abbot =
        wire(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "C"}"#);
    let bare = wire(r#"{"do": "place", "at": [0, 1], "rot": 0}"#);
    let cfg = GreedyConfig::default();
    let mut buf = Buffers::default();
    let with_abbot = evaluate_move(&g, &abbot, Seat::new(0), &cfg, &mut buf);
    let without = evaluate_move(&g, &bare, Seat::new(0), &cfg, &mut buf);
    assert!(
        with_abbot > without,
        "abbot {with_abbot} against nothing {without}"
    );
}

/// The greedy values of laying E on D's city at (0,-1), calling `seat`'s abbot back from
/// (0,1) and not, with 40 tiles left.
fn recall_and_stay(moves: &str) -> (f64, f64) {
    let mut g = position(moves);
    g.set_scenario_pile(&[g.catalog().kind("U").unwrap(); 40])
        .unwrap();
    g.begin_free_turn(Seat::new(0), g.catalog().kind("E").unwrap())
        .unwrap();
    let recall = wire(
        r#"{"do": "expansion", "module": "abbot", "action": "recall", "at": [0, -1], "rot": 180, "target": {"at": [0, 1], "location": "C"}}"#,
    );
    let stay = wire(r#"{"do": "place", "at": [0, -1], "rot": 180}"#);
    let legal = g.legal_moves();
    assert!(legal.contains(&recall) && legal.contains(&stay));
    let cfg = GreedyConfig::default();
    let mut buf = Buffers::default();
    (
        evaluate_move(&g, &recall, Seat::new(0), &cfg, &mut buf),
        evaluate_move(&g, &stay, Seat::new(0), &cfg, &mut buf),
    )
}

#[test]
fn greedy_calls_the_abbot_back_from_a_garden_one_tile_short_and_leaves_a_young_one() {
    // Seven of the garden's eight neighbours filled (the eighth, (1,2), not yet): its points
    // are there now, and the abbot home is worth more than the one point still missing.
    let (recall, stay) = recall_and_stay(
        r#"{"player": 0, "tile": "V+garden", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "C"},
        {"player": 1, "tile": "V", "at": [-1, 0], "rot": 180},
        {"player": 0, "tile": "V", "at": [1, 0], "rot": 90},
        {"player": 1, "tile": "V", "at": [-1, 1], "rot": 270},
        {"player": 0, "tile": "B", "at": [1, 1], "rot": 0},
        {"player": 1, "tile": "U", "at": [0, 2], "rot": 0},
        {"player": 0, "tile": "V", "at": [-1, 2], "rot": 90}"#,
    );
    assert!(recall > stay, "recall {recall} against stay {stay}");
    // Just placed, with most of its 3×3 still to come: it stays.
    let (recall, stay) = recall_and_stay(
        r#"{"player": 0, "tile": "V+garden", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "C"},
        {"player": 1, "tile": "V", "at": [-1, 0], "rot": 180}"#,
    );
    assert!(stay > recall, "stay {stay} against recall {recall}");
}

#[test]
fn bots_place_and_call_back_abbots_in_games_with_the_abbot() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        assert!(
            moves.iter().any(|m| is(m, ABBOT)),
            "{spec} never placed an abbot"
        );
        assert!(
            moves.iter().any(|m| is(m, "recall")),
            "{spec} never called an abbot back"
        );
    }
}
