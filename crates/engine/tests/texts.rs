//! Every message the engine sends has its English: random games with every expansion (each
//! alone and all together, in every rules version) word every event, every pending decision's
//! prompt and choices, and the refusal of moves made by the wrong player, in the wrong
//! place or turned the wrong way; each key of those texts must have a template (`text::english`), and no English may
//! keep a placeholder unfilled.

mod support;

use std::sync::Arc;

use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::geometry::{Rotation, Turn};
use halflings_engine::text::english::template;
use halflings_engine::wire::{describe, describe_decision};
use halflings_engine::{Catalog, ExpansionChoice, GameState, Move, RulesVersion, Setup, Text};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Checks that every key of `text` has English and that its English is whole.
fn assert_worded(text: &Text, seen: &mut std::collections::BTreeSet<&'static str>) {
    for key in text.keys() {
        assert!(template(key).is_some(), "{key} has no English ({text:?})");
        seen.insert(key);
    }
    let english = text.english();
    assert!(
        !english.contains('{') && !english.contains('}'),
        "{english:?} keeps a placeholder"
    );
}

#[test]
fn every_event_decision_and_refusal_has_english() {
    let cat = Arc::new(Catalog::builtin());
    let all: Vec<&str> = selectable_ids().collect();
    let mut sets: Vec<Vec<&str>> = all.iter().map(|&e| vec![e]).collect();
    sets.push(all.clone());
    let mut seen = std::collections::BTreeSet::new();
    for (i, set) in sets.iter().enumerate() {
        for (j, rules) in RulesVersion::ALL.into_iter().enumerate() {
            let seed = (i * 4 + j) as u64;
            let setup = Setup {
                players: 2 + (seed % 3) as u8,
                rules,
                seed,
                symbol_tiles: true,
                expansions: set.iter().map(|&e| ExpansionChoice::new(e)).collect(),
                ..Setup::default()
            };
            let mut game = GameState::new(Arc::clone(&cat), &setup).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(player) = game.to_move() {
                if let Some(d) = describe_decision(&game) {
                    assert_worded(&d.prompt, &mut seen);
                    for c in &d.choices {
                        assert_worded(&c.label, &mut seen);
                    }
                }
                let moves = game.legal_moves();
                let other = player.next(game.players());
                if let Err(e) = game.check(other, &moves[0]) {
                    assert_worded(&e.text(), &mut seen);
                }
                // A square turned every way where one way lies: the refusals of the core's
                // and the expansions' placement rules.
                if let Some(&Move::Place { at, .. }) =
                    moves.iter().find(|m| matches!(m, Move::Place { .. }))
                {
                    for rotation in Rotation::ALL {
                        let turned = Move::Place {
                            at,
                            turn: Turn::Square(rotation),
                            follower: None,
                        };
                        if let Err(e) = game.check(player, &turned) {
                            assert_worded(&e.text(), &mut seen);
                        }
                    }
                }
                let mv = support::pick(&moves, &mut rng, 0.5);
                for event in game.play(player, &mv).unwrap() {
                    assert_worded(&describe(&event, &cat), &mut seen);
                }
            }
        }
    }
    // The games reached every expansion's events and decisions.
    for id in all {
        assert!(
            seen.iter().any(|k| k.starts_with(&format!("{id}."))),
            "no text of {id} was worded"
        );
    }
}
