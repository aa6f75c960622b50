use halflings_engine::*;
use rand::{Rng, SeedableRng};
use std::sync::Arc;

#[test]
fn random_games_smoke() {
    let cat = Arc::new(Catalog::builtin());
    for seed in 0..200u64 {
        for rules in RulesVersion::ALL {
            let setup = Setup {
                seed,
                rules,
                players: 2 + (seed % 5) as u8,
                symbol_tiles: seed % 2 == 0,
                ..Setup::default()
            };
            let mut g = GameState::new(cat.clone(), &setup).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut n = 0;
            while let Some(p) = g.to_move() {
                let moves = g.legal_moves();
                assert!(!moves.is_empty(), "no moves in phase {:?}", g.phase());
                let mv = moves[rng.random_range(0..moves.len())];
                g.play(p, &mv).unwrap();
                g.validity_check().unwrap();
                n += 1;
            }
            assert!(n > 50);
        }
    }
}

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
