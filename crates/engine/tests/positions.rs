//! Positions composed by hand (scenario files' `free`, `hands`, `pile` and `next`): tiles
//! placed freely, and a position going on as a dealt game.

mod support;

use halflings_engine::wire::GameFile;
use halflings_engine::{GameState, Phase, Scenario, Seat, Setup};
use support::catalog;

/// A scenario of two players with `moves` and the keys `more`.
fn scenario(moves: &str, more: &str) -> Scenario {
    Scenario::from_json(&format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "final_scoring": true{more},
            "moves": [{moves}]}}"#
    ))
    .unwrap()
}

#[test]
fn free_mode_places_a_tile_against_a_landscape_it_does_not_continue() {
    // E's field side against the start tile's city: refused under the rules.
    let moves = r#"{"tile": "E", "at": [0, -1], "rot": 0, "follower": "N"}"#;
    let err = scenario(moves, "").run(catalog(), None).unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("side-mismatch"), "{err}");
    // Free: the cities stay apart, each open where it meets the other's field.
    let outcome = scenario(moves, r#", "free": true"#)
        .run(catalog(), None)
        .unwrap();
    assert_eq!(
        outcome.scores,
        vec![1, 0],
        "E's city: one space, incomplete"
    );
    outcome.state.validity_check().unwrap();
    // Away from the board: refused under the rules, placed freely.
    let far = r#"{"tile": "B", "at": [5, 5], "rot": 0, "follower": "C"}"#;
    let err = scenario(far, "").run(catalog(), None).unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("not-touching"));
    let outcome = scenario(far, r#", "free": true"#)
        .run(catalog(), None)
        .unwrap();
    assert_eq!(
        outcome.scores,
        vec![1, 0],
        "a monastery alone: its own space"
    );
}

#[test]
fn free_mode_puts_followers_onto_occupied_features_but_keeps_the_room_of_a_space() {
    let moves = r#"{"tile": "U", "at": [1, 0], "rot": 90, "follower": "E"},
                   {"tile": "U", "at": [-1, 0], "rot": 90, "follower": "W"}"#;
    let err = scenario(moves, "").run(catalog(), None).unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("feature-occupied"));
    let outcome = scenario(moves, r#", "free": true"#)
        .run(catalog(), None)
        .unwrap();
    assert_eq!(
        outcome.scores,
        vec![3, 3],
        "one road of three tiles, a follower each"
    );
    let taken = r#"{"tile": "U", "at": [0, 0], "rot": 0}"#;
    let err = scenario(taken, r#", "free": true"#)
        .run(catalog(), None)
        .unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("space-taken"));
    let half = r#"{"tile": "H1-03", "at": [2, 2], "corner": "NW"},
                  {"tile": "H1-04", "at": [2, 2], "corner": "NE"}"#;
    let err = scenario(half, r#", "free": true"#)
        .run(catalog(), None)
        .unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("not-complementary"));
}

#[test]
fn a_position_goes_on_as_a_dealt_game_with_its_hands_pile_and_next_tile() {
    let moves = r#"{"tile": "U", "at": [1, 0], "rot": 90, "follower": "E"}"#;
    let more = r#", "hands": [["H1-01", "H1-05"], ["H1-02"]], "pile": ["A", "B", "U"],
                  "next": {"player": 1, "tile": "K"}"#;
    let sc = scenario(moves, more);
    let game = sc.resume(catalog(), None, 1).unwrap();
    game.validity_check().unwrap();
    assert_eq!(game.to_move(), Some(Seat::new(1)));
    assert!(matches!(game.phase(), Phase::Place { .. }));
    assert_eq!(game.catalog().def(game.current_tile().unwrap()).id, "K");
    assert_eq!(game.pile_len(), 3);
    let view = game.view_for(Some(Seat::new(1)));
    assert_eq!(view.hand, vec!["H1-02"]);
    assert_eq!(view.hand_sizes, vec![2, 1]);
    assert_eq!(
        game.view_for(Some(Seat::new(0))).hand,
        vec!["H1-01", "H1-05"]
    );
    // It plays on to the end under the rules: every listed move is legal.
    let mut game = game;
    while let Some(player) = game.to_move() {
        let moves = game.legal_moves();
        assert!(!moves.is_empty());
        game.play(player, &moves[moves.len() / 2]).unwrap();
        game.validity_check().unwrap();
    }
    // Without a next tile, the next placer chooses: a halfling or the pile.
    let chooses = scenario(moves, r#", "hands": [[], ["H1-02"]], "pile": ["A"]"#)
        .resume(catalog(), None, 1)
        .unwrap();
    assert_eq!(chooses.to_move(), Some(Seat::new(1)));
    assert_eq!(chooses.phase(), Phase::Choose);
}

#[test]
fn a_position_with_impossible_hands_or_pile_does_not_go_on() {
    let moves = r#"{"tile": "H1-01", "at": [0, -1], "corner": "SE"}"#;
    for (more, rule) in [
        (r#", "hands": [["A"]]"#, "not-a-halfling"),
        (r#", "hands": [["H1-01"]]"#, "halfling-twice"),
        (r#", "hands": [["H1-02"], ["H1-02"]]"#, "halfling-twice"),
        (r#", "pile": ["H1-03"]"#, "not-in-pile"),
        (r#", "hands": [[], [], ["H1-03"]]"#, "no-such-player"),
        (r#", "next": {"player": 7}"#, "no-such-player"),
    ] {
        let err = scenario(moves, more)
            .resume(catalog(), None, 1)
            .expect_err(more);
        assert_eq!(err.rule.as_deref(), Some(rule), "{more}: {err}");
    }
    let err = Scenario::from_json(
        r#"{"format": "halflings-scenario/1", "players": 2, "moves": [], "hands": [["ZZ"]]}"#,
    )
    .unwrap()
    .resume(catalog(), None, 0)
    .unwrap_err();
    assert!(err.problem.contains("unknown tile id \"ZZ\""), "{err}");
}

#[test]
fn the_unplaced_tiles_are_the_sets_less_the_board() {
    let game = GameState::new(catalog(), &Setup::default()).unwrap();
    assert_eq!(game.unplaced_tiles().unwrap().len(), 71);
    assert_eq!(game.pile_len(), 71);
    let sc = GameFile::parse(
        r#"{"format": "halflings-scenario/1", "players": 2, "expansions": ["tower"],
            "moves": [{"tile": "U", "at": [1, 0], "rot": 90}]}"#,
    )
    .unwrap();
    let position = sc.position(&catalog(), None, 1).unwrap().state;
    // The base set and the Tower's 18 tiles, less the start tile and U.
    assert_eq!(position.unplaced_tiles().unwrap().len(), 72 + 18 - 2);
}
