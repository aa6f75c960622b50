//! The session as its fronts use it: bots play a game to the end and its record replays it,
//! a seat sees its moves and only its hand, refused moves change nothing, a move whose
//! storing failed is taken back, and the watchers get each change once.

use std::sync::Arc;

use halflings_bots::{BotSpec, Budget};
use halflings_engine::{Catalog, GameRecord, IllegalMove, MoveWire, Seat, Setup};
use halflings_session::{Session, SessionError, Watchers, BAD_INPUT, ILLEGAL};
use serde_json::Value;

fn setup(seed: u64) -> Setup {
    Setup {
        seed,
        ..Setup::default()
    }
}

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::builtin())
}

fn new_game(seed: u64, bots: Vec<Option<BotSpec>>) -> Session {
    Session::start(catalog(), setup(seed), bots).unwrap()
}

fn json(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap()
}

/// A move the random bot makes for the seat to move.
fn some_move(game: &Session) -> MoveWire {
    let seat = game.to_move().unwrap();
    let mv = BotSpec::Random
        .build(9, None)
        .decide(game.state(), seat, Budget::Iterations(1));
    MoveWire::from_move(&mv, game.catalog())
}

fn draw() -> MoveWire {
    MoveWire::from_value(serde_json::json!({"do": "draw"})).unwrap()
}

#[test]
fn bots_play_a_game_to_the_end_and_the_record_replays_it() {
    let greedy = Some(BotSpec::Greedy);
    let mut game = new_game(3, vec![greedy, greedy]);
    assert!(game.bots_only() && game.people().is_empty());
    while let Some(turn) = game.bot_turn() {
        assert_eq!(game.play_bot(1), Ok(turn.seat));
    }
    assert!(game.is_over());
    assert_eq!(game.play_bot(1), Err(SessionError::NoBotToMove));
    let again = Session::replayed(catalog(), game.record().clone(), vec![None, None]).unwrap();
    assert_eq!(
        json(&again.seat_state(None, 0, true)),
        json(&game.seat_state(None, 0, true))
    );
    assert_eq!(again.people(), vec![Seat::new(0), Seat::new(1)]);
    // The engine's own replay of the record comes to the same game, event for event.
    let outcome = game.record().replay(catalog(), None).unwrap();
    assert_eq!(outcome.scores, game.state().scores());
    assert_eq!(outcome.events.len(), game.log().len());
    assert_eq!(
        json(&outcome.state.view_for(None)),
        json(&game.state().view_for(None))
    );
    let end = json(&game.seat_state(Some(Seat::new(0)), 0, true));
    assert_eq!(end["view"]["phase"]["phase"], "over");
    assert!(end.get("legal").is_none());
    assert!(end["log"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["kind"] == "score"));
    let frame = json(&game.frame(5).unwrap());
    assert_eq!(frame["move_no"], 5);
    assert_eq!(frame["moves"], end["move_no"]);
    let past = game.move_no() + 1;
    assert!(matches!(
        game.frame(past),
        Err(SessionError::PastTheEnd { .. })
    ));
    // The same frame as the record replayed that far.
    let record = game.record();
    let five = record.replay_to(catalog(), None, 5).unwrap().state;
    assert_eq!(frame["view"], json(&five.view_for(None)));
}

#[test]
fn a_seat_is_told_its_moves_and_only_its_hand() {
    let game = new_game(4, vec![None, None]);
    let seat = game.to_move().unwrap();
    let mine = json(&game.seat_state(Some(seat), 0, true));
    assert!(mine["legal"]["moves"].as_array().unwrap().len() > 1);
    assert_eq!(mine["view"]["hand"].as_array().unwrap().len(), 3);
    let held = json(&game.seat_state(Some(seat), 0, false));
    assert!(held.get("legal").is_none(), "the caller holds it back");
    let other = json(&game.seat_state(Some(Seat::new(1 - seat.number())), 0, true));
    assert!(other.get("legal").is_none());
    assert_ne!(other["view"]["hand"], mine["view"]["hand"]);
}

#[test]
fn bad_moves_are_refused_and_change_nothing() {
    let mut game = new_game(5, vec![None, None]);
    let seat = game.to_move().unwrap();
    let before = json(&game.seat_state(None, 0, true));
    let e = game
        .play(Seat::new(1 - seat.number()), draw(), false)
        .unwrap_err();
    assert!(matches!(
        e,
        SessionError::Turn(IllegalMove::NotYourTurn { .. })
    ));
    let body = e.body();
    assert_eq!(
        (body.error, body.rule.as_deref()),
        (ILLEGAL, Some("not-your-turn"))
    );
    let place =
        MoveWire::from_value(serde_json::json!({"do": "place", "at": [40, 40], "rot": 0})).unwrap();
    let e = game.play(seat, place, false).unwrap_err();
    assert!(matches!(e, SessionError::Illegal(_)), "{e:?}");
    assert_eq!(e.body().error, ILLEGAL);
    let unknown = MoveWire::from_value(serde_json::json!({"do": "play", "tile": "ZZ"})).unwrap();
    let e = game.play(seat, unknown, false).unwrap_err();
    assert!(matches!(e, SessionError::Unreadable(_)), "{e:?}");
    assert_eq!(e.body().error, BAD_INPUT);
    assert_eq!(json(&game.seat_state(None, 0, true)), before);
    assert_eq!(game.expect_move_no(0), Ok(()));
    assert_eq!(
        game.expect_move_no(3),
        Err(SessionError::Stale { got: 3, current: 0 })
    );
    let six = Setup {
        players: 9,
        ..Setup::default()
    };
    let e = Session::start(catalog(), six, vec![None; 9]).unwrap_err();
    assert!(matches!(e, SessionError::Setup(_)));
    assert_eq!(e.body().text.map(|t| t.key), Some("setup.players"));
    assert!(matches!(
        Session::start(catalog(), setup(1), vec![None]),
        Err(SessionError::Seats {
            seats: 1,
            players: 2
        })
    ));
    let mut broken = GameRecord::new(setup(1));
    broken.moves = vec![draw(), draw(), draw()];
    let e = Session::replayed(catalog(), broken, vec![None, None]).unwrap_err();
    assert!(matches!(e, SessionError::Replay { .. }), "{e:?}");
}

#[test]
fn a_move_checked_elsewhere_is_not_committed_and_a_move_is_taken_back() {
    let mut game = new_game(6, vec![None, Some(BotSpec::Random)]);
    let untouched = game.clone();
    let seat = game.to_move().unwrap();
    let checked = game.check(seat, some_move(&game)).unwrap();
    game.commit(checked.clone(), true).unwrap();
    assert_eq!(game.move_no(), 1);
    assert!(game.log().iter().all(|e| e.out_of_time && e.move_no == 0));
    assert!(matches!(
        game.commit(checked, false),
        Err(SessionError::Stale { got: 0, current: 1 })
    ));
    game.take_back().unwrap();
    assert_eq!(game.move_no(), 0);
    assert!(game.log().is_empty());
    assert_eq!(
        json(&game.seat_state(Some(seat), 0, true)),
        json(&untouched.seat_state(Some(seat), 0, true))
    );
    assert_eq!(game.record(), untouched.record());
}

#[test]
fn watchers_get_each_change_once() {
    let mut game = new_game(7, vec![None, Some(BotSpec::Greedy)]);
    let mut watchers = Watchers::of(&game);
    let first = json(&watchers.updates(&game));
    assert_eq!(first.as_array().unwrap().len(), 1);
    assert_eq!(first[0]["seat"], 0);
    while game.to_move() == Some(Seat::new(0)) {
        game.play(Seat::new(0), some_move(&game), false).unwrap();
    }
    let sent = json(&watchers.updates(&game))[0]["state"]["log"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(sent, game.log().len());
    assert!(json(&watchers.updates(&game))[0]["state"]["log"]
        .as_array()
        .unwrap()
        .is_empty());
    watchers.resync(Some(Seat::new(0)));
    let again = json(&watchers.updates(&game));
    assert_eq!(again[0]["state"]["log"].as_array().unwrap().len(), sent);
    // Bots alone: a spectator watches.
    let bots = new_game(8, vec![Some(BotSpec::Random); 2]);
    let spectator = json(&Watchers::of(&bots).updates(&bots));
    assert_eq!(spectator[0]["seat"], Value::Null);
}
