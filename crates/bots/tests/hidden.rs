//! Bots never read hidden information: two games that differ only in what the deciding seat
//! cannot see (the pile order, tiles under hills, the other players' hands) give identical
//! decisions for a fixed seed and iteration budget.

mod common;

use halflings_bots::{Bot, Budget, GreedyBot, SearchBot, SearchConfig, View};
use halflings_engine::{playout, Deal, GameState, RulesVersion, Seat, Setup};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Mid-game positions from random play, over rules versions, deals and player counts.
fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut scratch = playout::Scratch::default();
    for (i, rules) in RulesVersion::ALL.into_iter().enumerate() {
        for players in [2u8, 3] {
            let setup = Setup {
                players,
                rules,
                seed: 40 + i as u64 * 3 + u64::from(players),
                deal: if i % 2 == 0 {
                    Deal::Random
                } else {
                    Deal::Draft
                },
                symbol_tiles: true,
                symbols_active: Some(true),
                ..Setup::default()
            };
            let mut game = GameState::new(common::catalog(), &setup).unwrap();
            for stop in [5usize, 30, 70] {
                while (game.moves_played() as usize) < stop && !game.is_over() {
                    let mv = playout::random_move(&game, &mut rng, &mut scratch).unwrap();
                    game.play(game.to_move().unwrap(), &mv).unwrap();
                }
                if !game.is_over() {
                    out.push(game.clone());
                }
            }
        }
    }
    out
}

/// Pairs (real game, the same game with the deciding seat's hidden information redrawn).
fn pairs() -> Vec<(GameState, GameState)> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut out = Vec::new();
    let (mut piles, mut hands) = (0, 0);
    for game in positions() {
        let seat = game.to_move().unwrap();
        let other = game.determinize(seat, &mut rng);
        if other.pile_order() != game.pile_order() {
            piles += 1;
        }
        if Seat::all(game.players()).any(|p| other.hand(p) != game.hand(p)) {
            hands += 1;
        }
        out.push((game, other));
    }
    assert!(out.len() >= 15, "{} positions", out.len());
    assert!(
        piles * 10 >= out.len() * 9,
        "the hidden pile rarely changed"
    );
    assert!(
        hands >= 3,
        "the other hands changed in {hands} positions only"
    );
    out
}

#[test]
fn views_of_games_differing_in_hidden_information_are_equal() {
    for (a, b) in pairs() {
        let seat = a.to_move().unwrap();
        let (va, vb) = (View::new(&a, seat), View::new(&b, seat));
        assert_eq!(va.pile_order(), vb.pile_order());
        for p in Seat::all(a.players()) {
            assert_eq!(va.hand(p), vb.hand(p));
        }
        assert_eq!(va.legal_moves(), a.legal_moves());
    }
}

#[test]
fn greedy_decisions_ignore_hidden_information() {
    for (i, (a, b)) in pairs().into_iter().enumerate() {
        let seat = a.to_move().unwrap();
        let ma = GreedyBot::new(i as u64).decide(&a, seat, Budget::Iterations(0));
        let mb = GreedyBot::new(i as u64).decide(&b, seat, Budget::Iterations(0));
        assert_eq!(ma, mb, "position {i}");
    }
}

#[test]
fn search_decisions_ignore_hidden_information() {
    for trees in [1, 2] {
        let cfg = SearchConfig {
            trees: Some(trees),
            ..SearchConfig::default()
        };
        for (i, (a, b)) in pairs().into_iter().enumerate() {
            let seat = a.to_move().unwrap();
            let mut bot_a = SearchBot::with_config(i as u64, cfg);
            let mut bot_b = SearchBot::with_config(i as u64, cfg);
            let ma = bot_a.decide(&a, seat, Budget::Iterations(40));
            let mb = bot_b.decide(&b, seat, Budget::Iterations(40));
            assert_eq!(ma, mb, "position {i}, {trees} trees");
            let (sa, sb) = (bot_a.last_stats(), bot_b.last_stats());
            assert_eq!(
                (sa.iterations, sa.best_visits, sa.best_reward),
                (sb.iterations, sb.best_visits, sb.best_reward),
                "position {i}, {trees} trees"
            );
        }
    }
}
