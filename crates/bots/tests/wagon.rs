//! The bots and the wagon of Abbey & Mayor: they place it and take its decision after its
//! feature is scored (moving it on or keeping it, each among the legal moves), and greedy
//! moves it on where the feature it reaches brings points.

mod common;

use common::{games_of_each_bot, wire};
use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::abbey_and_mayor::{ID, WAGON};
use halflings_engine::{Move, Seat};

fn is_wagon_decision(mv: &Move) -> bool {
    matches!(mv, Move::Expansion(e) if e.action_name() == "move-wagon" || e.action_name() == "keep-wagon")
}

#[test]
fn greedy_moves_the_freed_wagon_on_to_a_road_that_pays() {
    // P1's wagon closes D's city with E and is freed: D's road is the only target, worth its
    // tiles at the end; the pile is empty, so keeping the wagon is worth nothing.
    let mut g = common::position(
        ID,
        r#"{"player": 0, "tile": "E", "at": [0, -1], "rot": 180, "figure": "wagon", "follower": "S"}"#,
    );
    assert_eq!(g.to_move(), Some(Seat::new(0)));
    let chosen = BotSpec::Greedy
        .build(1, None)
        .decide(&g, Seat::new(0), Budget::Iterations(1));
    let onto_road = wire(
        r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "move-wagon", "to": {"at": [0, 0], "location": "E"}}"#,
    );
    g.play(Seat::new(0), &chosen).unwrap();
    let mut by_hand = common::position(
        ID,
        r#"{"player": 0, "tile": "E", "at": [0, -1], "rot": 180, "figure": "wagon", "follower": "S"}"#,
    );
    by_hand.play(Seat::new(0), &onto_road).unwrap();
    assert_eq!(g.final_scores_preview(), by_hand.final_scores_preview());
    assert_eq!(g.final_scores_preview(), vec![4 + 1, 0]);
}

#[test]
fn bots_place_wagons_and_decide_where_they_go_on() {
    for (spec, moves) in games_of_each_bot(ID, 4) {
        let placed = |m: &Move| matches!(m, Move::Expansion(e) if e.action_name() == WAGON);
        assert!(moves.iter().any(placed), "{spec} never placed a wagon");
        assert!(
            moves.iter().any(is_wagon_decision),
            "{spec} never decided where a wagon goes"
        );
    }
}
