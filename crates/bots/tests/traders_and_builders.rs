//! The bots take Traders & Builders' decisions: the greedy bot places builders and pigs and
//! earns extra turns in its games, and values the goods by the preview of the final scores (it
//! completes an opponent's city for the goods' majority).

mod common;

use common::catalog;
use halflings_bots::{BotSpec, Budget};
use halflings_engine::expansion::traders_and_builders::ID;
use halflings_engine::{Event, GameState, Move, MoveWire, Scenario, Seat, Setup};

/// How many expansion events named `name` `events` hold.
fn count(events: &[Event], name: &str) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Expansion(x) if x.name() == name))
        .count()
}

#[test]
fn greedy_places_builders_and_pigs_and_takes_extra_turns() {
    let (mut builders, mut pigs, mut extra, mut goods) = (0, 0, 0, 0);
    for seed in 0..4u64 {
        let setup = Setup {
            seed,
            expansions: vec![ID.into()],
            ..Setup::default()
        };
        let mut game = GameState::new(catalog(), &setup).unwrap();
        let mut bots = [
            BotSpec::Greedy.build(seed, None),
            BotSpec::Greedy.build(seed + 9, None),
        ];
        while let Some(seat) = game.to_move() {
            let mv = bots[seat.index()].decide(&game, seat, Budget::Iterations(1));
            game.check(seat, &mv).unwrap();
            let events = game.play(seat, &mv).unwrap();
            builders += count(&events, "builder-placed");
            pigs += count(&events, "pig-placed");
            extra += count(&events, "double-turn");
            goods += count(&events, "goods-taken");
            game.validity_check().unwrap();
        }
    }
    assert!(builders > 0 && pigs > 0, "builders {builders}, pigs {pigs}");
    assert!(extra > 0 && goods > 0, "extra turns {extra}, goods {goods}");
}

#[test]
fn greedy_completes_an_opponents_city_for_its_goods() {
    // P1's knight in the wine city D + TB-15, open to the north; P2 is to place E. Closing the
    // city gives P1 3 more points (6 complete, 3 at the end) but P2 the wine and its majority
    // (10): the greedy bot closes it.
    let text = format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "expansions": ["{ID}"],
        "moves": [{{"player": 0, "tile": "TB-15", "at": [0, -1], "rot": 90, "follower": "N"}}]}}"#
    );
    let s = Scenario::from_json(&text).unwrap();
    let cat = catalog();
    let (mut game, _) = s.prepare(cat.clone(), None, s.steps.len()).unwrap();
    game.begin_free_turn(Seat::new(1), cat.kind("E").unwrap())
        .unwrap();
    let mut greedy = BotSpec::Greedy.build(1, None);
    let mv = greedy.decide(&game, Seat::new(1), Budget::Iterations(1));
    let closing =
        MoveWire::from_value(serde_json::json!({"do": "place", "at": [0, -2], "rot": 180}))
            .unwrap()
            .to_move(&cat)
            .unwrap();
    assert!(
        matches!((mv, closing), (Move::Place { at, turn, .. }, Move::Place { at: a, turn: t, .. }) if at == a && turn == t),
        "{mv:?}"
    );
    let events = game.play(Seat::new(1), &mv).unwrap();
    assert_eq!(count(&events, "goods-taken"), 1);
}
