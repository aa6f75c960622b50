//! The seam between the core and the expansion modules, on the wire: random games with every
//! registered expansion (each selectable one alone, then all together, symbol tiles now and
//! then, in every rules version). At every decision every legal expansion move is written on
//! the wire ([`MoveWire::from_move`]) and read back to the same move, written with its named
//! fields, never the older `"arg"` or `"target"`; and every expansion event has a name and data
//! of its own.

mod support;

use std::sync::Arc;

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{Catalog, Event, GameState, Move, MoveWire, RulesVersion, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::{catalog, pick, random_setup};

/// Games per expansion set and rules version.
const GAMES: u64 = 2;

/// The sets of expansions played: each selectable one alone, then all together.
fn expansion_sets() -> Vec<Vec<&'static str>> {
    let all: Vec<&'static str> = selectable_ids().collect();
    let mut sets: Vec<Vec<&'static str>> = all.iter().map(|&e| vec![e]).collect();
    sets.push(all);
    sets
}

/// What the games exercised: expansion moves written and read back, and expansion events.
#[derive(Default)]
struct Seen {
    moves: usize,
    events: usize,
}

/// Checks the wire form of every legal expansion move of `game` (see the [module](self)).
fn check_moves(game: &GameState, moves: &[Move], ctx: &str, seen: &mut Seen) {
    let cat = game.catalog();
    for m in moves {
        if !matches!(m, Move::Expansion(_)) {
            continue;
        }
        let json = serde_json::to_value(MoveWire::from_move(m, cat))
            .unwrap_or_else(|e| panic!("{ctx}: {m:?} is no JSON: {e}"));
        let back = MoveWire::from_value(json.clone()).and_then(|w| w.to_move(cat));
        assert_eq!(back, Ok(*m), "{ctx}: {json} reads back as another move");
        seen.moves += 1;
        for key in ["arg", "target"] {
            assert!(
                json.get(key).is_none(),
                "{ctx}: an expansion move written with {key:?}: {json}"
            );
        }
    }
}

/// Checks the name and data of every expansion event among `events`.
fn check_events(events: &[Event], ctx: &str, seen: &mut Seen) {
    for e in events {
        let Event::Expansion(x) = e else { continue };
        seen.events += 1;
        assert_ne!(
            x.name(),
            "?",
            "{ctx}: an expansion event without a name: {x:?}"
        );
        assert!(
            !x.data().is_null(),
            "{ctx}: the expansion event {} has no data",
            x.name()
        );
    }
}

/// Plays game `seed` of `setup` to the end, expansion moves favoured, checking every
/// decision's moves and every move's events.
fn play(cat: &Arc<Catalog>, setup: &Setup, seed: u64, seen: &mut Seen) {
    let ctx = format!("{:?} {} seed {seed}", setup.expansions, setup.rules);
    let mut game = GameState::new(Arc::clone(cat), setup).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x7e0d);
    let mut steps = 0u32;
    while let Some(player) = game.to_move() {
        steps += 1;
        assert!(steps < 5000, "{ctx}: the game does not end");
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "{ctx}: no legal move for {player}");
        check_moves(&game, &moves, &ctx, seen);
        let mv = pick(&moves, &mut rng, 0.5);
        let events = game
            .play(player, &mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        check_events(&events, &ctx, seen);
    }
}

#[test]
fn every_legal_expansion_move_reads_back_from_the_wire_and_expansion_events_have_data() {
    let cat = catalog();
    let mut seen = Seen::default();
    for expansions in expansion_sets() {
        for rules in RulesVersion::ALL {
            for seed in 0..GAMES {
                let setup = random_setup(&expansions, rules, seed);
                play(&cat, &setup, seed, &mut seen);
            }
        }
    }
    assert!(seen.moves > 0, "no expansion move was legal");
    assert!(seen.events > 0, "no expansion reported an event");
}
