//! The engine's services to bots and tools: the random playout policy, uniform random
//! placement, determinization, rescoring records and score previews.

use halflings_engine::Seat;
use halflings_engine::*;
use rand::SeedableRng;
use std::sync::Arc;

#[test]
fn random_playout_policy_only_plays_legal_moves() {
    let cat = Arc::new(Catalog::builtin());
    let mut scratch = playout::Scratch::default();
    for seed in 0..100u64 {
        let setup = Setup {
            seed,
            symbol_tiles: true,
            ..Setup::default()
        };
        let mut g = GameState::new(cat.clone(), &setup).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while let Some(mv) = playout::random_move(&g, &mut rng, &mut scratch) {
            let p = g.to_move().unwrap();
            g.check(p, &mv).unwrap();
            g.play(p, &mv).unwrap();
        }
        assert!(g.is_over());
        g.validity_check().unwrap();
    }
}

#[test]
fn random_placement_is_uniform_over_legal_placements() {
    let cat = Arc::new(Catalog::builtin());
    let mut scratch = playout::Scratch::default();
    let mut g = GameState::new(
        cat.clone(),
        &Setup {
            seed: 3,
            ..Setup::default()
        },
    )
    .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    // Advance to a mid-game placing phase.
    while g.board().tiles().len() < 25 || g.current_tile().is_none() {
        let mv = playout::random_move(&g, &mut rng, &mut scratch).unwrap();
        let p = g.to_move().unwrap();
        g.play(p, &mv).unwrap();
    }
    let tile = g.current_tile().unwrap();
    let legal = g.placements();
    assert!(legal.len() >= 4, "{} placements", legal.len());
    let mut counts = std::collections::HashMap::new();
    let draws = 40_000;
    for _ in 0..draws {
        let p = g.board().random_placement(tile, &mut rng).unwrap();
        assert!(legal.contains(&p));
        *counts.entry(p).or_insert(0u32) += 1;
    }
    let expected = draws as f64 / legal.len() as f64;
    for p in &legal {
        let c = *counts.get(p).unwrap_or(&0) as f64;
        assert!(
            (c - expected).abs() < 6.0 * expected.sqrt(),
            "{p:?}: {c} draws, expected {expected}"
        );
    }
}

#[test]
fn determinize_depends_only_on_what_the_seat_knows() {
    let cat = Arc::new(Catalog::builtin());
    let mut scratch = playout::Scratch::default();
    for seed in 0..20u64 {
        let setup = Setup {
            seed,
            players: 3,
            ..Setup::default()
        };
        let mut g = GameState::new(cat.clone(), &setup).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..(seed * 3) {
            let Some(mv) = playout::random_move(&g, &mut rng, &mut scratch) else {
                break;
            };
            let p = g.to_move().unwrap();
            g.play(p, &mv).unwrap();
        }
        let seat = g.to_move().unwrap_or(Seat::new(0));
        let a = g.redacted_for(seat);
        // Same public facts, own hand kept, hand sizes kept, unseen tiles the same multiset.
        assert_eq!(a.hand(seat), g.hand(seat));
        for p in Seat::all(3) {
            assert_eq!(a.hand(p).len(), g.hand(p).len());
        }
        assert_eq!(a.unseen_tiles(), g.unseen_tiles());
        assert_eq!(a.legal_moves(), g.legal_moves());
        // Redacting a determinized game gives the same result: hidden facts do not leak.
        let other = g.determinize(seat, &mut rand_chacha::ChaCha8Rng::seed_from_u64(seed + 99));
        let b = other.redacted_for(seat);
        assert_eq!(a.pile_order(), b.pile_order());
        for p in Seat::all(3) {
            assert_eq!(a.hand(p), b.hand(p));
        }
    }
}

#[test]
fn a_record_rescored_under_every_version_keeps_its_deal() {
    let cat = Arc::new(Catalog::builtin());
    let mut scratch = playout::Scratch::default();
    let setup = Setup {
        seed: 11,
        symbol_tiles: true,
        ..Setup::default()
    };
    let mut g = GameState::new(cat.clone(), &setup).unwrap();
    let mut record = GameRecord::new(setup);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    while let Some(mv) = playout::random_move(&g, &mut rng, &mut scratch) {
        record.moves.push(MoveWire::from_move(&mv, &cat));
        let p = g.to_move().unwrap();
        g.play(p, &mv).unwrap();
    }
    assert_eq!(record.replay(cat.clone(), None).unwrap().scores, g.scores());
    for v in RulesVersion::ALL {
        let out = record
            .replay(cat.clone(), Some(v))
            .unwrap_or_else(|e| panic!("{v}: {e}"));
        assert!(out.state.is_over());
        assert!(out.score_events().all(|s| s.rules == v));
    }
}

#[test]
fn final_scores_preview_matches_finishing_a_copy() {
    let cat = Arc::new(Catalog::builtin());
    let mut scratch = playout::Scratch::default();
    let mut g = GameState::new(
        cat.clone(),
        &Setup {
            seed: 5,
            players: 3,
            ..Setup::default()
        },
    )
    .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut checked = 0;
    while let Some(mv) = playout::random_move(&g, &mut rng, &mut scratch) {
        let mut copy = g.clone();
        copy.finish();
        assert_eq!(g.final_scores_preview(), copy.scores());
        checked += 1;
        let p = g.to_move().unwrap();
        g.play(p, &mv).unwrap();
    }
    assert_eq!(g.final_scores_preview(), g.scores());
    assert!(checked > 50);
}
