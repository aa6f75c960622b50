//! Inns & Cathedrals as an expansion module: its tile set as the digest lists it, the big
//! follower (one per player, six players included; offered, refused, counted two, returned to
//! the reserve whole, through the Tower's capture and ransom too), the inn and cathedral rates
//! in every version, and random games with the module alone in every rules version (no panic,
//! followers of both kinds accounted for, every legal move passes `check`, records replay).

mod support;

use halflings_engine::expansion::inns_and_cathedrals::landmarks::{marked_segment, CATHEDRAL, INN};
use halflings_engine::expansion::inns_and_cathedrals::{InnsAndCathedrals, BIG_FOLLOWER, ID};
use halflings_engine::expansion::tower::Towers;
use halflings_engine::{
    Event, FeatureKind, FollowerKind, GameState, IllegalMove, Move, MoveWire, RulesVersion, Seat,
    Setup,
};
use support::{assert_replays, catalog, count_events, mv, play_checked, scenario, state_of};

fn big() -> FollowerKind {
    FollowerKind::of(BIG_FOLLOWER).expect("the big follower is registered")
}

/// Checks that `mv` by `player` is refused with `want` and changes nothing.
fn refused(game: &GameState, player: Seat, mv: &Move, want: impl Fn(&IllegalMove) -> bool) {
    let mut copy = game.clone();
    let err = copy.play(player, mv).unwrap_err();
    assert!(want(&err), "{mv:?}: {err:?}");
    assert_eq!(
        format!("{:?}", copy.legal_moves()),
        format!("{:?}", game.legal_moves())
    );
    assert!(!game.legal_moves().contains(mv), "{mv:?} is listed");
}

fn rule(code: &'static str) -> impl Fn(&IllegalMove) -> bool {
    move |e| matches!(e, IllegalMove::Expansion(r) if r.rule == code && r.module == ID)
}

#[test]
fn the_tile_set_is_the_digests() {
    let cat = catalog();
    let set = cat.set(ID).expect("the Inns & Cathedrals set");
    let defs: Vec<_> = set.tiles.iter().map(|&k| cat.def(k)).collect();
    assert_eq!(defs.len(), 17);
    assert_eq!(defs.iter().map(|d| u32::from(d.count)).sum::<u32>(), 18);
    assert_eq!(defs.iter().map(|d| u32::from(d.arms())).sum::<u32>(), 3);
    assert_eq!(defs.iter().filter(|d| d.monastery).count(), 1);
    assert_eq!(defs.iter().filter(|d| d.has_symbol("garden")).count(), 2);
    // Each inn marks a road, each cathedral a city: copies carrying each.
    let copies = |symbol: &str, kind: FeatureKind| -> u32 {
        defs.iter()
            .filter(|d| d.has_symbol(symbol))
            .map(|d| {
                let marked = marked_segment(d, symbol, kind);
                assert!(marked.is_some(), "{}: {symbol}", d.id);
                u32::from(d.count)
            })
            .sum()
    };
    assert_eq!(copies(INN, FeatureKind::Road), 6);
    assert_eq!(copies(CATHEDRAL, FeatureKind::City), 2);
    // IC-14's inn lies on its east road only, of three.
    let t = cat.def(cat.kind("IC-14").unwrap());
    let inn = marked_segment(t, INN, FeatureKind::Road).unwrap();
    assert_eq!(t.segments[inn as usize].name, "E*");
    assert_eq!(marked_segment(t, INN, FeatureKind::City), None);
}

#[test]
fn every_player_has_one_big_follower_a_sixth_player_too() {
    let cat = catalog();
    for players in 2..=6u8 {
        let g = GameState::new(
            cat.clone(),
            &Setup {
                players,
                halflings: Some(2),
                expansions: vec![ID.into()],
                ..Setup::default()
            },
        )
        .unwrap();
        let view = serde_json::to_value(g.view_for(None)).unwrap();
        assert_eq!(
            view["reserves"][BIG_FOLLOWER],
            serde_json::json!(vec![1; players as usize])
        );
        for p in Seat::all(players) {
            assert_eq!(g.supply(p), 7);
            assert_eq!(g.supply_of(p, big()), 1);
        }
        g.validity_check().unwrap();
    }
    // Without the expansion nobody has one, and views show no reserve.
    let g = GameState::new(cat, &Setup::default()).unwrap();
    assert_eq!(g.supply_of(Seat::new(0), big()), 0);
    assert_eq!(g.followers_each(big()), 0);
    assert!(serde_json::to_value(g.view_for(None)).unwrap()["reserves"].is_null());
}

#[test]
fn the_big_follower_is_placed_counted_two_and_comes_back_to_the_reserve() {
    let s = scenario("ic-big-follower-ties-two-followers.json");
    // Before P2's move: a big follower move wherever a follower may go.
    let mut g = state_of(&s, 4);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("U").unwrap())
        .unwrap();
    let placing = mv(r#"{"do": "place", "at": [2, -1], "rot": 0,
        "figure": "big-follower", "follower": "N"}"#);
    assert!(g.legal_moves().contains(&placing));
    let bigs = |g: &GameState| {
        g.legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Expansion(e) if e.action_name() == BIG_FOLLOWER))
            .count()
    };
    let followers = g
        .legal_moves()
        .into_iter()
        .filter(|m| {
            matches!(
                m,
                Move::Place {
                    follower: Some(_),
                    ..
                }
            )
        })
        .count();
    assert!(followers > 0);
    assert_eq!(bigs(&g), followers);

    // Once placed: out of the reserve, on the board as the big follower, in the view.
    let g = state_of(&s, 5);
    assert_eq!(g.supply_of(Seat::new(1), big()), 0);
    assert_eq!(g.supply(Seat::new(1)), 7);
    let f = g
        .board()
        .followers()
        .iter()
        .find(|f| f.player == Seat::new(1))
        .unwrap();
    assert_eq!(f.kind, big());
    assert_eq!(f.kind.strength(), 2);
    let view = serde_json::to_value(g.view_for(None)).unwrap();
    assert_eq!(
        view["followers"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["kind"] == BIG_FOLLOWER)
            .count(),
        1
    );
    assert_eq!(view["reserves"][BIG_FOLLOWER], serde_json::json!([1, 0]));
    // No second one is offered.
    let mut again = g.clone();
    again
        .begin_free_turn(Seat::new(1), g.catalog().kind("U").unwrap())
        .unwrap();
    assert_eq!(bigs(&again), 0);

    // The road is scored 2 against 2: both win, and it goes back to the reserve.
    let (g, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    let road = events
        .iter()
        .find_map(|e| match e {
            Event::Score(s) if s.feature == FeatureKind::Road => Some(s.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(road.followers(), &[2, 2]);
    assert_eq!(road.points(), &[8, 8]);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Returned { player, kind, .. } if *player == Seat::new(1) && *kind == big())));
    assert_eq!(g.supply_of(Seat::new(1), big()), 1);
    assert_eq!(g.supply(Seat::new(0)), 7);
    g.validity_check().unwrap();
    assert_eq!(count_events(&events, "big-follower-placed"), 1);
}

#[test]
fn a_big_follower_move_that_breaks_a_rule_is_refused() {
    let s = scenario("ic-big-follower-ties-two-followers.json");
    let mut g = state_of(&s, 5);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("V").unwrap())
        .unwrap();
    // Already on the board.
    let second = mv(
        r#"{"do": "place", "at": [2, 0], "rot": 90, "figure": "big-follower",
        "follower": "W"}"#,
    );
    refused(&g, Seat::new(1), &second, rule("big-follower-on-board"));
    let mut g = state_of(&s, 4);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("V").unwrap())
        .unwrap();
    // On a feature that holds a follower once the tile lies (P1's highwayman).
    let occupied = mv(
        r#"{"do": "place", "at": [2, 0], "rot": 90, "figure": "big-follower",
        "follower": "W"}"#,
    );
    refused(&g, Seat::new(1), &occupied, |e| {
        matches!(e, IllegalMove::FeatureOccupied { .. })
    });
    // On another tile than the one being placed.
    let elsewhere = mv(r#"{"do": "expansion", "module": "inns-and-cathedrals",
        "action": "big-follower", "at": [2, 0], "rot": 90,
        "target": {"at": [1, -1], "location": "N"}}"#);
    refused(
        &g,
        Seat::new(1),
        &elsewhere,
        rule("big-follower-on-placed-tile"),
    );
    // Written today with named fields (the feature it aims at); the older form above reads
    // as the same move.
    let wire = serde_json::to_value(MoveWire::from_move(&elsewhere, &catalog())).unwrap();
    assert_eq!(
        wire,
        serde_json::json!({"do": "expansion", "module": "inns-and-cathedrals",
            "action": "big-follower", "at": [2, 0], "rot": 90,
            "feature": {"at": [1, -1], "location": "N"}})
    );
    assert_eq!(
        MoveWire::from_value(wire).unwrap().to_move(&catalog()),
        Ok(elsewhere)
    );
    // Without a placement.
    let bare = mv(r#"{"do": "expansion", "module": "inns-and-cathedrals",
        "action": "big-follower", "target": {"at": [2, 0], "location": "S"}}"#);
    assert!(g.check(Seat::new(1), &bare).is_err());
    // A field is fine: the big follower goes where a follower goes.
    let farmer = mv(
        r#"{"do": "place", "at": [2, 0], "rot": 90, "figure": "big-follower",
        "follower": "S.e"}"#,
    );
    assert_eq!(g.check(Seat::new(1), &farmer), Ok(()));
    // Without the expansion the move is no move of this game.
    let mut plain = s.clone();
    plain.setup.expansions.clear();
    plain.steps.truncate(4);
    let (mut p, _) = plain.prepare(catalog(), None, 4).unwrap();
    p.begin_free_turn(Seat::new(1), p.catalog().kind("V").unwrap())
        .unwrap();
    assert!(matches!(
        p.check(Seat::new(1), &farmer),
        Err(IllegalMove::ExpansionNotInGame { .. })
    ));
}

#[test]
fn the_tower_captures_the_big_follower_whole_and_a_ransom_brings_it_back() {
    let s = scenario("ic-to-the-big-follower-is-captured-and-ransomed-whole.json");
    let g = state_of(&s, 5);
    let towers = g.expansion::<Towers>().unwrap();
    assert_eq!(towers.prisoners(Seat::new(0), Seat::new(1)), 1);
    assert_eq!(towers.prisoners_of(Seat::new(0), Seat::new(1), big()), 1);
    assert_eq!(g.supply_of(Seat::new(1), big()), 0);
    assert_eq!(g.supply(Seat::new(1)), 7);
    g.validity_check().unwrap();
    // The ransom names the kind; a regular follower is not what P1 holds.
    let mut turn = g.clone();
    turn.begin_free_turn(Seat::new(1), g.catalog().kind("B").unwrap())
        .unwrap();
    let regular = mv(r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1"}"#);
    let whole = mv(
        r#"{"do": "expansion", "module": "tower", "action": "ransom", "arg": "P1 big-follower"}"#,
    );
    assert!(turn.legal_moves().contains(&whole));
    assert!(turn.check(Seat::new(1), &regular).is_err());
    // Written today with named fields: the prisoner P1 (seat 0) holds, by its kind.
    let wire = serde_json::to_value(MoveWire::from_move(&whole, &catalog())).unwrap();
    assert_eq!(
        wire,
        serde_json::json!({"do": "expansion", "module": "tower", "action": "ransom",
            "prisoner": {"seat": 0, "kind": "big-follower"}})
    );
    assert_eq!(
        MoveWire::from_value(wire).unwrap().to_move(&catalog()),
        Ok(whole)
    );
    let g = state_of(&s, 6);
    assert_eq!(g.supply_of(Seat::new(1), big()), 1);
    assert_eq!(g.scores(), vec![3, 1]);
    let g = state_of(&s, 7);
    assert_eq!(g.supply_of(Seat::new(1), big()), 0);
    g.validity_check().unwrap();
}

#[test]
fn the_big_follower_flies_goes_through_a_portal_and_closes_a_tower() {
    let kind_on = |g: &GameState, x: i32, y: i32| {
        g.board()
            .followers()
            .iter()
            .find(|f| g.follower_spot(f).at == halflings_engine::SpacePos::new(x, y))
            .map(|f| f.kind)
    };
    // The Flier: a flight for each kind ready, the big one named on the wire.
    let s = scenario("ic-fl-the-big-follower-flies-into-a-city.json");
    let mut g = state_of(&s, 1);
    g.begin_free_turn(Seat::new(1), g.catalog().kind("FL-05").unwrap())
        .unwrap();
    let flights: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Expansion(e) if e.action_name() == "fly"))
        .collect();
    let big_flight = mv(r#"{"do": "expansion", "module": "flier", "action": "fly",
        "arg": "big-follower", "at": [1, 0], "rot": 0}"#);
    assert!(flights.contains(&big_flight), "{flights:?}");
    assert_eq!(
        flights.len() % 2,
        0,
        "a regular and a big flight per placement"
    );
    // Written today with named fields: the kind that flies (the older form above, its
    // argument in words, reads as the same move).
    let wire = serde_json::to_value(MoveWire::from_move(&big_flight, &catalog())).unwrap();
    assert_eq!(
        wire,
        serde_json::json!({"do": "expansion", "module": "flier", "action": "fly",
            "at": [1, 0], "rot": 0, "kind": BIG_FOLLOWER})
    );
    assert_eq!(
        MoveWire::from_value(wire).unwrap().to_move(&catalog()),
        Ok(big_flight)
    );
    let g = state_of(&s, 3);
    assert_eq!(kind_on(&g, 0, 0), Some(big()));
    assert_eq!(g.supply_of(Seat::new(1), big()), 0);
    g.validity_check().unwrap();
    // The magic portal.
    let g = state_of(
        &scenario("ic-pd-the-big-follower-through-the-portal.json"),
        4,
    );
    assert_eq!(kind_on(&g, 0, -1), Some(big()));
    assert_eq!(
        (g.supply(Seat::new(1)), g.supply_of(Seat::new(1), big())),
        (7, 0)
    );
    // A tower's top, then captured from it: a prisoner of its kind.
    let s = scenario("ic-to-the-big-follower-on-a-tower-top-is-captured.json");
    let g = state_of(&s, 2);
    let towers = g.expansion::<Towers>().unwrap();
    assert_eq!(towers.towers()[0].top, Some(Seat::new(1)));
    assert_eq!(towers.towers()[0].top_kind, big());
    assert_eq!(
        (g.supply(Seat::new(1)), g.supply_of(Seat::new(1), big())),
        (7, 0)
    );
    g.validity_check().unwrap();
    let g = state_of(&s, 4);
    assert_eq!(
        g.expansion::<Towers>()
            .unwrap()
            .prisoners_of(Seat::new(0), Seat::new(1), big()),
        1
    );
    g.validity_check().unwrap();
    // None of them takes a big follower that is not in reserve.
    let mut g = state_of(
        &scenario("ic-fl-the-big-follower-flies-into-a-city.json"),
        3,
    );
    g.begin_free_turn(Seat::new(1), g.catalog().kind("FL-05").unwrap())
        .unwrap();
    let again = mv(r#"{"do": "expansion", "module": "flier", "action": "fly",
        "arg": "big-follower", "at": [2, 0], "rot": 0}"#);
    refused(&g, Seat::new(1), &again, |e| {
        matches!(e, IllegalMove::NoFollowerOfKind { .. })
    });
}

#[test]
fn greedy_holdings_value_the_big_follower_in_reserve() {
    let g = GameState::new(
        catalog(),
        &Setup {
            expansions: vec![ID.into()],
            ..Setup::default()
        },
    )
    .unwrap();
    let ic = g.expansion::<InnsAndCathedrals>().unwrap();
    let v = ic.big_follower_value(&g, Seat::new(0));
    assert!(v > 1.5 / 0.8, "worth more than a regular follower: {v}");
    assert_eq!(ic.big_follower(), big());
}

#[test]
fn random_games_with_inns_and_cathedrals_in_every_version() {
    let cat = catalog();
    let mut placed = 0;
    for rules in RulesVersion::ALL {
        for seed in 0..12u64 {
            let setup = Setup {
                players: 2 + (seed % 5) as u8,
                rules,
                seed,
                halflings: Some(2),
                expansions: vec![ID.into()],
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.3);
            assert!(played.game.is_over());
            placed += count_events(&played.events, "big-follower-placed");
            assert_replays(&cat, &played);
        }
    }
    assert!(placed > 20, "big followers placed: {placed}");
}
