//! Every illegal action is refused with an error that names the rule, and leaves the game
//! exactly as it was (public view, scores and legal moves compared before and after).
//! Malformed files and records give errors, never panics.

use std::sync::Arc;

use halflings_engine::{
    Catalog, Corner, GameRecord, GameState, IllegalMove, Location, Move, MoveWire, PlacementError,
    Rotation, Scenario, Seat, Setup, SpacePos, TileKind, Turn,
};

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::builtin())
}

/// Everything observable about a game.
fn snapshot(g: &GameState) -> (String, Vec<u32>, Vec<Move>, Vec<String>) {
    let views = Seat::all(g.players())
        .map(|p| serde_json::to_string(&g.view_for(Some(p))).unwrap())
        .collect();
    (
        serde_json::to_string(&g.view_for(None)).unwrap(),
        g.scores(),
        g.legal_moves(),
        views,
    )
}

/// Plays `mv` for `player`, expects an error containing every one of `words`, and checks that
/// nothing changed.
fn refused(g: &mut GameState, player: Seat, mv: Move, words: &[&str]) -> IllegalMove {
    let before = snapshot(g);
    let moves_played = g.moves_played();
    let checked = g.check(player, &mv).unwrap_err();
    let err = g.play(player, &mv).unwrap_err();
    assert_eq!(checked, err, "check and play disagree");
    let text = err.to_string();
    for key in err.text().keys() {
        assert!(
            halflings_engine::text::english::template(key).is_some(),
            "{key} has no English"
        );
    }
    for w in words {
        assert!(text.contains(w), "{mv:?}: {text:?} does not contain {w:?}");
    }
    assert_eq!(snapshot(g), before, "{mv:?} changed the game");
    assert_eq!(g.moves_played(), moves_played);
    g.validity_check().unwrap();
    err
}

/// A scenario position: the moves (as JSON) played on the start tile D.
fn position(moves: &str) -> GameState {
    let text = format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "moves": [{moves}], "expect": {{"c2-2021": [0, 0]}}}}"#
    );
    let s = Scenario::from_json(&text).unwrap();
    let n = s.steps.len();
    s.prepare(catalog(), None, n).unwrap().0
}

/// The position after `moves`, with `tile` to be placed next by `player`.
fn placing(moves: &str, player: Seat, tile: &str) -> GameState {
    let mut g = position(moves);
    let k = g.catalog().kind(tile).unwrap();
    g.begin_free_turn(player, k).unwrap();
    g
}

fn at(x: i32, y: i32) -> SpacePos {
    SpacePos::new(x, y)
}

fn rot(degrees: i64) -> Turn {
    Turn::Square(Rotation::from_degrees(degrees).unwrap())
}

fn corner(c: &str) -> Turn {
    Turn::Triangle(c.parse().unwrap())
}

fn place(x: i32, y: i32, turn: Turn, follower: Option<&str>) -> Move {
    Move::Place {
        at: at(x, y),
        turn,
        follower: follower.map(|f| f.parse().unwrap()),
    }
}

const MONASTERY_TRIANGLE: &str = r#"{"player": 0, "tile": "H1-04", "at": [0, 1], "corner": "NW"}"#;

// ---------------------------------------------------------------------------------------------
// Placement (halflings.md §4).

#[test]
fn not_touching() {
    let mut g = placing("", Seat::new(0), "B");
    // Far away, and corner to corner.
    for (x, y) in [(5, 5), (1, 1), (-1, -1)] {
        let err = refused(
            &mut g,
            Seat::new(0),
            place(x, y, rot(0), None),
            &["not touching"],
        );
        assert!(matches!(
            err,
            IllegalMove::Placement(PlacementError::NotTouching { .. })
        ));
    }
    // A triangle whose short sides face away from the only neighbour: (1,0) NE covers N and E,
    // while D lies to its west.
    let mut g = placing("", Seat::new(0), "H2-06");
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, corner("NE"), None),
        &["not touching"],
    );
    // But NW (covering W, a road) fits there.
    g.check(Seat::new(0), &place(1, 0, corner("NW"), None))
        .unwrap();
}

#[test]
fn side_mismatch() {
    // E (city north) south of D, whose south side is field.
    let mut g = placing("", Seat::new(0), "E");
    let err = refused(
        &mut g,
        Seat::new(0),
        place(0, 1, rot(0), None),
        &["side mismatch", "city", "field"],
    );
    assert!(matches!(
        err,
        IllegalMove::Placement(PlacementError::SideMismatch { side: 'N', .. })
    ));
    // A triangle: H1-02 NW at (0,1) shows city north against D's field.
    let mut g = placing("", Seat::new(0), "H1-02");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 1, corner("NW"), None),
        &["side mismatch"],
    );
}

#[test]
fn long_side_mismatch() {
    // H1-04 (field long side) at (0,1) NW; H1-07 (city long side) cannot join it, although its
    // short sides touch nothing.
    let mut g = placing(MONASTERY_TRIANGLE, Seat::new(1), "H1-07");
    let err = refused(
        &mut g,
        Seat::new(1),
        place(0, 1, corner("SE"), None),
        &["long-side mismatch", "city", "field"],
    );
    assert!(matches!(
        err,
        IllegalMove::Placement(PlacementError::LongSideMismatch { .. })
    ));
    // H1-05 (field long side) fits there, touching only by its long side.
    let g = placing(MONASTERY_TRIANGLE, Seat::new(1), "H1-05");
    g.check(Seat::new(1), &place(0, 1, corner("SE"), None))
        .unwrap();
}

#[test]
fn space_taken() {
    // A square on the start tile.
    let mut g = placing("", Seat::new(0), "B");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 0, rot(0), None),
        &["space taken"],
    );
    // A triangle on a square.
    let mut g = placing("", Seat::new(0), "H2-01");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 0, corner("SE"), None),
        &["space taken"],
    );
    // A triangle on the occupied half of a space.
    let mut g = placing(MONASTERY_TRIANGLE, Seat::new(1), "H2-01");
    let err = refused(
        &mut g,
        Seat::new(1),
        place(0, 1, corner("NW"), None),
        &["space taken"],
    );
    assert!(matches!(
        err,
        IllegalMove::Placement(PlacementError::SpaceTaken { .. })
    ));
}

#[test]
fn non_complementary_half() {
    // H1-04 lies NW in (0,1): only a SE triangle may join it.
    for c in ["NE", "SW"] {
        let mut g = placing(MONASTERY_TRIANGLE, Seat::new(1), "H2-01");
        let err = refused(
            &mut g,
            Seat::new(1),
            place(0, 1, corner(c), None),
            &["non-complementary", "south-east"],
        );
        assert!(matches!(
            err,
            IllegalMove::Placement(PlacementError::NotComplementary {
                present: Corner::NW,
                ..
            })
        ));
    }
}

#[test]
fn square_into_a_half_filled_space() {
    let mut g = placing(MONASTERY_TRIANGLE, Seat::new(1), "B");
    let err = refused(
        &mut g,
        Seat::new(1),
        place(0, 1, rot(0), None),
        &["square into a half-filled space"],
    );
    assert!(matches!(
        err,
        IllegalMove::Placement(PlacementError::SquareIntoHalfSpace { .. })
    ));
}

#[test]
fn wrong_kind_of_turn() {
    let mut g = placing("", Seat::new(0), "B");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 1, corner("NW"), None),
        &["wrong turn"],
    );
    let mut g = placing("", Seat::new(0), "H2-01");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 1, rot(0), None),
        &["wrong turn"],
    );
}

// ---------------------------------------------------------------------------------------------
// Followers (§4.2, §6a.6).

#[test]
fn follower_on_an_occupied_feature() {
    // P1's highwayman on U (1,0); U at (2,0) continues the same road.
    let mut g = placing(
        r#"{"player": 0, "tile": "U", "at": [1, 0], "rot": 90, "follower": "E"}"#,
        Seat::new(1),
        "U",
    );
    refused(
        &mut g,
        Seat::new(1),
        place(2, 0, rot(90), Some("W")),
        &["occupied", "follower"],
    );
    // Its field is free.
    g.check(Seat::new(1), &place(2, 0, rot(90), Some("N.w")))
        .unwrap();
    // The other triangle of a space: H1-04's field (with P1's farmer) crosses the long side into
    // H2-01's field, so that field is occupied; P1's monk does not block H2-01's field.
    let mut g = placing(
        r#"{"player": 0, "tile": "H1-04", "at": [0, 1], "corner": "NW", "follower": "W.n"}"#,
        Seat::new(1),
        "H2-01",
    );
    refused(
        &mut g,
        Seat::new(1),
        place(0, 1, corner("SE"), Some("S.e")),
        &["occupied"],
    );
    let g = placing(
        r#"{"player": 0, "tile": "H1-04", "at": [0, 1], "corner": "NW", "follower": "C"}"#,
        Seat::new(1),
        "H2-01",
    );
    g.check(Seat::new(1), &place(0, 1, corner("SE"), Some("S.e")))
        .unwrap();
    // Via D's south field: a farmer on H1-04 joins D's south field, already taken.
    let mut g = placing(
        r#"{"player": 0, "tile": "H1-04", "at": [0, 1], "corner": "NW", "follower": "W.n"}"#,
        Seat::new(1),
        "U",
    );
    refused(
        &mut g,
        Seat::new(1),
        place(1, 0, rot(90), Some("S.e")),
        &["occupied"],
    );
}

#[test]
fn follower_location_that_names_nothing() {
    let mut g = placing("", Seat::new(0), "U");
    // N of U turned 90 is a field side: its middle names nothing.
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, rot(90), Some("N")),
        &["field", "N.w"],
    );
    // A square tile has no long side.
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, rot(90), Some("D")),
        &["long side"],
    );
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, rot(90), Some("D.ne")),
        &["long side"],
    );
    // No monastery on U.
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, rot(90), Some("C")),
        &["monastery"],
    );
    // A triangle lying NW has no side E, and its long side has no half D.nw.
    let mut g = placing("", Seat::new(0), "H2-06");
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, corner("NW"), Some("E")),
        &["does not cover that side"],
    );
    refused(
        &mut g,
        Seat::new(0),
        place(1, 0, corner("NW"), Some("D.nw")),
        &["D.nw", "half of the long side does not exist"],
    );
    // H1-02's long side is field: "D" names no road or city.
    let mut g = placing("", Seat::new(0), "H1-02");
    refused(
        &mut g,
        Seat::new(0),
        place(0, 1, corner("NE"), Some("D")),
        &["location D: that is a field"],
    );
}

#[test]
fn a_half_side_names_only_the_field_at_that_half() {
    // E turned 180 at (0,-1): its city faces south, onto D's city. S.w is a half of that city
    // side: no field touches it, so it names nothing (§2, §6a.6) — not the city.
    let mut g = placing("", Seat::new(0), "E");
    let err = refused(
        &mut g,
        Seat::new(0),
        place(0, -1, rot(180), Some("S.w")),
        &["location S.w", "no field touches that half-side"],
    );
    assert_eq!(err.rule(), "bad-location");
    refused(
        &mut g,
        Seat::new(0),
        place(0, -1, rot(180), Some("S.e")),
        &["no field touches"],
    );
    // The side names the city; a half of a field side names that field.
    assert!(g
        .check(Seat::new(0), &place(0, -1, rot(180), Some("S")))
        .is_ok());
    assert!(g
        .check(Seat::new(0), &place(0, -1, rot(180), Some("N.w")))
        .is_ok());
    // H1-07's long side is a city: D names it, its halves D.ne and D.sw name nothing.
    let mut g = placing("", Seat::new(0), "H1-07");
    for half in ["D.ne", "D.sw"] {
        refused(
            &mut g,
            Seat::new(0),
            place(0, 1, corner("NW"), Some(half)),
            &[half, "no field touches that half-side"],
        );
    }
    assert!(g
        .check(Seat::new(0), &place(0, 1, corner("NW"), Some("D")))
        .is_ok());
    // The same in a scenario file: refused, not a knight on the city.
    let scenario = r#"{"format": "halflings-scenario/1", "players": 2, "moves": [
        {"tile": "E", "at": [0, -1], "rot": 180, "follower": "S.w"}]}"#;
    let Err(err) = Scenario::from_json(scenario)
        .unwrap()
        .prepare(catalog(), None, 1)
    else {
        panic!("the scenario is refused")
    };
    assert!(err.to_string().contains("no field touches"), "{err}");
}

#[test]
fn no_follower_left_in_supply() {
    // P1 puts all 7 followers on monasteries in a column south of D.
    let moves: Vec<String> = (1..=7)
        .map(|y| {
            format!(r#"{{"player": 0, "tile": "B", "at": [0, {y}], "rot": 0, "follower": "C"}}"#)
        })
        .collect();
    let mut g = placing(&moves.join(","), Seat::new(0), "B");
    assert_eq!(g.supply(Seat::new(0)), 0);
    refused(
        &mut g,
        Seat::new(0),
        place(0, 8, rot(0), Some("C")),
        &["no follower left in supply"],
    );
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Place { follower: None, .. })));
    assert!(g.follower_options(at(0, 8), rot(0)).is_empty());
    g.check(Seat::new(0), &place(0, 8, rot(0), None)).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Turn order and phases, on a dealt game.

fn dealt() -> GameState {
    let g = GameState::new(
        catalog(),
        &Setup {
            seed: 5,
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(g.to_move(), Some(Seat::new(0)));
    g
}

#[test]
fn out_of_turn() {
    let mut g = dealt();
    let err = refused(
        &mut g,
        Seat::new(1),
        Move::Draw,
        &["out of turn", "P1 is to move, not P2"],
    );
    assert_eq!(
        err,
        IllegalMove::NotYourTurn {
            expected: Seat::new(0),
            got: Seat::new(1)
        }
    );
    let t = g.hand(Seat::new(1))[0];
    refused(
        &mut g,
        Seat::new(1),
        Move::Play { tile: t },
        &["out of turn"],
    );
    g.play(Seat::new(0), &Move::Draw).unwrap();
    let mv = g.legal_moves()[0];
    refused(&mut g, Seat::new(1), mv, &["out of turn"]);
    // In a scenario position too.
    let mut g = placing("", Seat::new(0), "B");
    refused(
        &mut g,
        Seat::new(1),
        place(0, 1, rot(0), None),
        &["out of turn"],
    );
}

/// A crop-circle move without argument or target.
fn crop(action: &str) -> Move {
    crop_wire(&format!(
        r#"{{"do": "expansion", "module": "crop-circles", "action": "{action}"}}"#
    ))
}

/// A crop-circle move from its JSON.
fn crop_wire(json: &str) -> Move {
    halflings_engine::MoveWire::from_value(serde_json::from_str(json).unwrap())
        .and_then(|w| w.to_move(&catalog()))
        .unwrap()
}

/// Crop circle B: return the follower at `spot`.
fn crop_return(spot: halflings_engine::Spot) -> Move {
    let target = serde_json::to_string(&spot).unwrap();
    crop_wire(&format!(
        r#"{{"do": "expansion", "module": "crop-circles", "action": "return", "follower": {target}}}"#
    ))
}

#[test]
fn wrong_phase() {
    let mut g = dealt();
    // Placing before drawing or choosing a halfling.
    refused(
        &mut g,
        Seat::new(0),
        place(0, 1, rot(0), None),
        &["wrong phase"],
    );
    refused(&mut g, Seat::new(0), crop("pass"), &["wrong phase"]);
    let t = g.hand(Seat::new(0))[0];
    refused(
        &mut g,
        Seat::new(0),
        Move::Pick { tile: t },
        &["wrong phase"],
    );
    // Drawing (or playing a halfling) while a tile waits to be placed.
    g.play(Seat::new(0), &Move::Draw).unwrap();
    refused(
        &mut g,
        Seat::new(0),
        Move::Draw,
        &["wrong phase", "drawing"],
    );
    refused(
        &mut g,
        Seat::new(0),
        Move::Play { tile: t },
        &["wrong phase"],
    );
    refused(
        &mut g,
        Seat::new(0),
        crop_wire(
            r#"{"do": "expansion", "module": "crop-circles", "action": "name", "role": "farmer", "task": "A"}"#,
        ),
        &["wrong phase"],
    );
}

#[test]
fn playing_a_halfling_not_in_hand() {
    let mut g = dealt();
    let cat = g.catalog().clone();
    // Another player's halfling, a halfling nobody holds, and a regular tile.
    let theirs = g.hand(Seat::new(1))[0];
    let err = refused(
        &mut g,
        Seat::new(0),
        Move::Play { tile: theirs },
        &["not in your hand"],
    );
    assert!(matches!(err, IllegalMove::NotInHand { .. }));
    let nobodys = cat
        .kinds()
        .find(|&k| {
            cat.def(k).shape == halflings_engine::Shape::Triangle
                && !g.hand(Seat::new(0)).contains(&k)
                && !g.hand(Seat::new(1)).contains(&k)
        })
        .unwrap();
    refused(
        &mut g,
        Seat::new(0),
        Move::Play { tile: nobodys },
        &["not in your hand"],
    );
    let square = cat.kind("B").unwrap();
    refused(
        &mut g,
        Seat::new(0),
        Move::Play { tile: square },
        &["not in your hand"],
    );
}

#[test]
fn draft_picks_out_of_turn_or_not_on_the_table() {
    let mut g = GameState::new(
        catalog(),
        &Setup {
            players: 3,
            deal: halflings_engine::Deal::Draft,
            ..Setup::default()
        },
    )
    .unwrap();
    let t = g.draft_table()[0];
    refused(
        &mut g,
        Seat::new(0),
        Move::Pick { tile: t },
        &["out of turn", "P3 is to move"],
    );
    let sheep = g.catalog().kind("H2-02").unwrap();
    refused(
        &mut g,
        Seat::new(2),
        Move::Pick { tile: sheep },
        &["not on the draft table"],
    );
    refused(&mut g, Seat::new(2), Move::Draw, &["wrong phase"]);
    g.play(Seat::new(2), &Move::Pick { tile: t }).unwrap();
    refused(
        &mut g,
        Seat::new(1),
        Move::Pick { tile: t },
        &["not on the draft table"],
    );
}

#[test]
fn crop_circle_actions_that_break_its_rule() {
    // P1's knight on G; P2 plays the crop circle and names knight / B: P1 must return a knight,
    // not pass, and only one of its own.
    let mut g = position(
        r#"{"player": 0, "tile": "G", "at": [0, -1], "rot": 90, "follower": "N"},
           {"player": 1, "tile": "E", "at": [1, -1], "rot": 0, "follower": "N"},
           {"player": 1, "tile": "H2-04", "at": [1, 0], "corner": "NW"},
           {"do": "crop-circle", "kind": "knight", "action": "B"}"#,
    );
    assert_eq!(g.to_move(), Some(Seat::new(0)));
    refused(&mut g, Seat::new(0), crop("pass"), &["wrong phase"]);
    let spot = |x, y, loc: &str| halflings_engine::Spot {
        at: at(x, y),
        corner: None,
        location: loc.parse().unwrap(),
    };
    refused(
        &mut g,
        Seat::new(0),
        crop_return(spot(1, -1, "N")),
        &["crop circle", "no knight"],
    );
    refused(
        &mut g,
        Seat::new(0),
        crop_return(spot(5, 5, "N")),
        &["no tile at (5,5)"],
    );
    refused(
        &mut g,
        Seat::new(1),
        crop_return(spot(1, -1, "N")),
        &["out of turn"],
    );
    g.play(Seat::new(0), &crop_return(spot(0, -1, "N")))
        .unwrap();
}

// ---------------------------------------------------------------------------------------------
// Files, records and wire moves.

#[test]
fn malformed_scenarios_are_errors() {
    let good = r#"{"format": "halflings-scenario/1", "players": 2, "moves": []}"#;
    Scenario::from_json(good).unwrap();
    for (text, words) in [
        ("", "not a scenario"),
        ("{", "not a scenario"),
        ("[1, 2, 3]", "not a scenario"),
        (
            r#"{"format": "halflings-scenario/1", "moves": []}"#,
            "players",
        ),
        (
            r#"{"format": "halflings-scenario/1", "players": 2, "moves": [], "colour": 1}"#,
            "unknown field",
        ),
        (
            r#"{"format": "halflings-record/1", "players": 2, "moves": []}"#,
            "expected \"halflings-scenario/1\"",
        ),
        (
            r#"{"format": "halflings-scenario/1", "players": 2, "rules": "c3-2030", "moves": []}"#,
            "not a scenario",
        ),
        (
            r#"{"format": "halflings-scenario/1", "players": 2, "moves": [{"do": "fly"}]}"#,
            "move 1",
        ),
        (
            r#"{"format": "halflings-scenario/1", "players": 2, "moves": [{"tile": "B"}]}"#,
            "move 1",
        ),
        (
            r#"{"format": "halflings-scenario/1", "players": 2, "moves": [{"do": "draw", "player": "me"}]}"#,
            "player",
        ),
    ] {
        let err = Scenario::from_json(text).unwrap_err();
        assert!(err.to_string().contains(words), "{text}: {err}");
    }
}

/// Runs a scenario whose last move is bad; gives the error text.
fn scenario_error(moves: &str) -> String {
    let text = format!(r#"{{"format": "halflings-scenario/1", "players": 2, "moves": [{moves}]}}"#);
    let s = Scenario::from_json(&text).unwrap();
    s.run(catalog(), None).unwrap_err().to_string()
}

#[test]
fn bad_scenario_moves_name_the_move_and_the_problem() {
    for (moves, words) in [
        (
            r#"{"tile": "Z9", "at": [0, 1], "rot": 0}"#,
            vec!["move 1", "unknown tile id \"Z9\""],
        ),
        (
            r#"{"tile": "B", "at": [0, 1], "rot": 45}"#,
            vec!["move 1", "rot 45 is not 0, 90, 180 or 270"],
        ),
        (
            r#"{"tile": "H2-01", "at": [0, 1], "corner": "NN"}"#,
            vec!["move 1", "unknown corner \"NN\""],
        ),
        (
            r#"{"tile": "H2-01", "at": [0, 1], "rot": 90}"#,
            vec!["triangle", "corner"],
        ),
        (
            r#"{"tile": "B", "at": [0, 1], "corner": "NW"}"#,
            vec!["square tile", "rot"],
        ),
        (r#"{"tile": "B", "at": [0, 1]}"#, vec!["give \"rot\""]),
        (
            r#"{"tile": "B", "at": [0, 1], "rot": 0, "corner": "NW"}"#,
            vec!["not both"],
        ),
        (
            r#"{"tile": "B", "at": [0, 1], "rot": 0, "follower": "Q"}"#,
            vec!["unknown location"],
        ),
        (
            r#"{"tile": "B", "at": [0, 1], "rot": 0, "player": 5}"#,
            vec!["player 5 does not exist"],
        ),
        (
            r#"{"tile": "B", "at": [0, 1], "rot": 0}, {"tile": "E", "at": [0, 2], "rot": 0}"#,
            vec!["move 2", "side mismatch"],
        ),
        (r#"{"do": "draw"}"#, vec!["move 1", "wrong phase"]),
        (r#"{"do": "crop-pass"}"#, vec!["move 1", "wrong phase"]),
    ] {
        let text = scenario_error(moves);
        for w in words {
            assert!(text.contains(w), "{moves}: {text:?} lacks {w:?}");
        }
    }
    // The start tile must be square and exist.
    for (start, word) in [
        (r#"{"tile": "H1-04"}"#, "square"),
        (r#"{"tile": "Z9"}"#, "unknown tile id"),
        (r#"{"tile": "D", "rot": 45}"#, "rot 45"),
    ] {
        let text = format!(
            r#"{{"format": "halflings-scenario/1", "players": 2, "start": {start}, "moves": []}}"#
        );
        let err = Scenario::from_json(&text)
            .unwrap()
            .run(catalog(), None)
            .unwrap_err();
        assert!(err.to_string().contains(word), "{start}: {err}");
    }
    // Seven players.
    let s = Scenario::from_json(r#"{"format": "halflings-scenario/1", "players": 7, "moves": []}"#)
        .unwrap();
    assert!(s
        .run(catalog(), None)
        .unwrap_err()
        .to_string()
        .contains("2 to 6 players"));
}

#[test]
fn malformed_records_are_errors() {
    let good = serde_json::to_string(&GameRecord::new(Setup::default())).unwrap();
    GameRecord::from_json(&good).unwrap();
    for (text, words) in [
        ("", "not a game record"),
        ("{\"format\": ", "not a game record"),
        ("null", "not a game record"),
        (
            r#"{"format": "halflings-scenario/1", "setup": {}, "moves": []}"#,
            "expected \"halflings-record/1\"",
        ),
        (
            r#"{"format": "halflings-record/1", "setup": {"players": "two"}, "moves": []}"#,
            "not a game record",
        ),
        (
            r#"{"format": "halflings-record/1", "setup": {"colour": 1}, "moves": []}"#,
            "unknown field",
        ),
        (
            r#"{"format": "halflings-record/1", "setup": {}, "moves": [{"do": "teleport"}]}"#,
            "not a game record",
        ),
    ] {
        let err = GameRecord::from_json(text).unwrap_err();
        assert!(err.to_string().contains(words), "{text}: {err}");
    }
    // Replays stop at the first bad move, naming it.
    let record = |moves: &str, setup: &str| {
        GameRecord::from_json(&format!(
            r#"{{"format": "halflings-record/1", "setup": {setup}, "moves": [{moves}]}}"#
        ))
        .unwrap()
        .replay(catalog(), None)
        .unwrap_err()
    };
    let err = record(r#"{"do": "draw"}, {"do": "draw"}"#, r#"{"seed": 5}"#);
    assert_eq!(err.step, Some(1));
    assert!(err.to_string().contains("move 2: wrong phase"), "{err}");
    let err = record(r#"{"do": "play", "tile": "Z9"}"#, r#"{"seed": 5}"#);
    assert!(err.to_string().contains("unknown tile id"), "{err}");
    let err = record(r#"{"do": "draw"}"#, r#"{"players": 1}"#);
    assert_eq!(err.step, None);
    assert!(err.to_string().contains("2 to 6 players"), "{err}");
}

#[test]
fn wire_moves_with_bad_values() {
    let cat = catalog();
    for (json, word) in [
        (r#"{"do": "play", "tile": "H9-99"}"#, "unknown tile id"),
        (r#"{"do": "pick", "tile": ""}"#, "unknown tile id"),
        (r#"{"do": "place", "at": [0, 1], "rot": 45}"#, "rot 45"),
        (r#"{"do": "place", "at": [0, 1], "rot": -90}"#, "rot -90"),
        (
            r#"{"do": "place", "at": [0, 1], "corner": "N"}"#,
            "unknown corner",
        ),
        (
            r#"{"do": "place", "at": [0, 1], "corner": "nw"}"#,
            "unknown corner",
        ),
        (
            r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "N.n"}"#,
            "unknown location",
        ),
        (
            r#"{"do": "crop-add", "at": [0, 1], "corner": "XX", "location": "N"}"#,
            "unknown corner",
        ),
        (
            r#"{"do": "crop-return", "at": [0, 1], "location": "D.x"}"#,
            "unknown location",
        ),
    ] {
        let mv = MoveWire::from_value(serde_json::from_str(json).unwrap()).unwrap();
        let err = mv.to_move(&cat).unwrap_err();
        assert!(err.contains(word), "{json}: {err}");
    }
    for json in [
        r#"{"do": "place", "at": [0]}"#,
        r#"{"do": "crop-circle", "kind": "monk", "action": "A"}"#,
        r#"{"do": "crop-circle", "kind": "farmer", "action": "C"}"#,
    ] {
        let parsed = MoveWire::from_value(serde_json::from_str(json).unwrap());
        assert!(parsed.and_then(|m| m.to_move(&cat)).is_err(), "{json}");
    }
    // Location and corner parsing on their own.
    assert!("E.e".parse::<Location>().is_err());
    assert!("NX".parse::<Corner>().is_err());
    assert_eq!(Rotation::from_degrees(45), None);
    assert_eq!(Rotation::from_degrees(360), None);
    let _unused: Option<TileKind> = cat.kind("nope");
}
