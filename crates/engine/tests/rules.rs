//! Rules that a scenario file cannot show, checked on full dealt games (`halflings.md` §3–§6):
//! deal sizes and options, the order of a turn, discards, the end of the game, the hill's
//! burial, the draft, hidden information, player counts and the follower supply.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use halflings_engine::{
    Catalog, CountPer, Deal, Event, FeatureKind, GameState, IllegalMove, Move, Phase, RulesVersion,
    Seat, Setup, SetupError, TileKind,
};

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::builtin())
}

fn new_game(setup: &Setup) -> GameState {
    GameState::new(catalog(), setup).unwrap_or_else(|e| panic!("{setup:?}: {e}"))
}

fn id(g: &GameState, k: TileKind) -> String {
    g.catalog().def(k).id.clone()
}

fn ids(g: &GameState, kinds: &[TileKind]) -> BTreeSet<String> {
    kinds.iter().map(|&k| id(g, k)).collect()
}

fn set_of(g: &GameState, k: TileKind) -> String {
    g.catalog().def(k).set.clone()
}

/// A cheap deterministic move choice: the `i`-th legal move, cycling.
fn pick(moves: &[Move], i: usize, seed: u64) -> Move {
    moves[(i.wrapping_mul(7919) + seed as usize) % moves.len()]
}

/// Never plays a halfling: draws whenever there is a choice, else the first legal move.
fn always_draw(g: &GameState, _: usize) -> Move {
    if g.phase() == Phase::Choose {
        Move::Draw
    } else {
        g.legal_moves()[0]
    }
}

// ---------------------------------------------------------------------------------------------
// §3 Preparation: deal sizes and options.

#[test]
fn deal_size_is_three_under_c2_and_two_under_c1_by_default() {
    for players in 2..=6u8 {
        for rules in RulesVersion::ALL {
            let g = new_game(&Setup {
                players,
                rules,
                seed: 11 + players as u64,
                ..Setup::default()
            });
            let want = if rules.first_edition() { 2 } else { 3 };
            for p in Seat::all(players) {
                assert_eq!(
                    g.hand(p).len(),
                    want,
                    "{rules}, {players} players, seat {p}"
                );
            }
            // Hands never share a tile.
            let all: Vec<TileKind> = Seat::all(players).flat_map(|p| g.hand(p)).collect();
            let distinct: BTreeSet<TileKind> = all.iter().copied().collect();
            assert_eq!(all.len(), distinct.len());
        }
    }
}

#[test]
fn a_larger_count_can_be_agreed() {
    let g = new_game(&Setup {
        players: 4,
        halflings: Some(5),
        seed: 3,
        ..Setup::default()
    });
    for p in Seat::all(4) {
        assert_eq!(g.hand(p).len(), 5);
    }
    // House rule "deal all tiles out evenly": 20 tiles without the symbol tiles, 5 players x 4.
    let g = new_game(&Setup {
        players: 5,
        halflings: Some(4),
        seed: 4,
        ..Setup::default()
    });
    let dealt: usize = Seat::all(5).map(|p| g.hand(p).len()).sum();
    assert_eq!(dealt, 20);
    // More than there are: refused.
    let err = GameState::new(
        catalog(),
        &Setup {
            players: 6,
            halflings: Some(4),
            ..Setup::default()
        },
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            SetupError::NotEnoughHalflings {
                needed: 24,
                available: 20,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn both_sets_under_c1_count_per_set_or_in_total() {
    for seed in 0..20 {
        // Per set: 2 from set I and 2 from set II.
        let g = new_game(&Setup {
            players: 4,
            rules: RulesVersion::C1_2015,
            count_per: CountPer::PerSet,
            seed,
            ..Setup::default()
        });
        for p in Seat::all(4) {
            let hand = g.hand(p);
            assert_eq!(hand.len(), 4, "seed {seed}");
            let from_one = hand
                .iter()
                .filter(|&&k| set_of(&g, k) == "halflings-1")
                .count();
            assert_eq!(from_one, 2, "seed {seed}: {:?}", ids(&g, &hand));
        }
        // In total: 2 tiles, from any set.
        let g = new_game(&Setup {
            players: 4,
            rules: RulesVersion::C1_2015,
            count_per: CountPer::Total,
            seed,
            ..Setup::default()
        });
        for p in Seat::all(4) {
            assert_eq!(g.hand(p).len(), 2);
        }
    }
    // Only one set in play: every tile comes from it, and "per set" is the same as "in total".
    for count_per in [CountPer::Total, CountPer::PerSet] {
        let g = new_game(&Setup {
            players: 4,
            rules: RulesVersion::C1_2014,
            sets: vec!["halflings-2".into()],
            count_per,
            seed: 5,
            ..Setup::default()
        });
        for p in Seat::all(4) {
            assert_eq!(g.hand(p).len(), 2);
            assert!(g.hand(p).iter().all(|&k| set_of(&g, k) == "halflings-2"));
        }
    }
    // A set that is not a triangle set, or does not exist.
    for bad in ["base", "halflings-3"] {
        let err = GameState::new(
            catalog(),
            &Setup {
                sets: vec![bad.into()],
                ..Setup::default()
            },
        )
        .unwrap_err();
        assert_eq!(err, SetupError::UnknownSet(bad.into()));
    }
}

/// The pool of halflings in play, as the draft table shows it.
fn pool(setup: Setup) -> BTreeSet<String> {
    let g = new_game(&Setup {
        deal: Deal::Draft,
        ..setup
    });
    assert_eq!(g.phase(), Phase::Draft);
    ids(&g, &g.draft_table())
}

#[test]
fn symbol_tiles_are_left_out_unless_chosen_and_the_sheep_needs_its_expansion() {
    let symbols = ["H2-01", "H2-02", "H2-03", "H2-04"];
    // Default: without the four symbol tiles.
    for rules in RulesVersion::ALL {
        let p = pool(Setup {
            rules,
            ..Setup::default()
        });
        assert_eq!(p.len(), 20, "{rules}");
        assert!(symbols.iter().all(|s| !p.contains(*s)), "{rules}");
    }
    // Chosen, symbols active (c2 default): vineyard, hill and crop circle, not the sheep.
    let p = pool(Setup {
        symbol_tiles: true,
        ..Setup::default()
    });
    assert_eq!(p.len(), 23);
    assert!(p.contains("H2-01") && p.contains("H2-03") && p.contains("H2-04"));
    assert!(!p.contains("H2-02"), "the sheep needs Hills & Sheep");
    // Chosen under c1 (symbols off by default): the four tiles are plain tiles, sheep included.
    let p = pool(Setup {
        rules: RulesVersion::C1_2014,
        symbol_tiles: true,
        ..Setup::default()
    });
    assert_eq!(p.len(), 24);
    // Under c1 with the symbols switched on: the sheep is left out again.
    let p = pool(Setup {
        rules: RulesVersion::C1_2014,
        symbol_tiles: true,
        symbols_active: Some(true),
        ..Setup::default()
    });
    assert_eq!(p.len(), 23);
    assert!(!p.contains("H2-02"));
    // A random deal never hands out a symbol tile unless asked to.
    for seed in 0..40 {
        let g = new_game(&Setup {
            players: 6,
            seed,
            ..Setup::default()
        });
        for p in Seat::all(6) {
            let hand = ids(&g, &g.hand(p));
            assert!(symbols.iter().all(|s| !hand.contains(*s)), "seed {seed}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// §4 A turn.

#[test]
fn the_choice_between_drawing_and_a_halfling_comes_before_the_draw() {
    for seed in 0..10 {
        let mut g = new_game(&Setup {
            seed,
            ..Setup::default()
        });
        assert_eq!(g.phase(), Phase::Choose, "seed {seed}");
        assert_eq!(g.current_tile(), None);
        assert_eq!(g.view_for(Some(Seat::new(0))).current_tile, None);
        let moves = g.legal_moves();
        assert_eq!(moves[0], Move::Draw);
        assert!(moves.iter().any(|m| matches!(m, Move::Play { .. })));
        assert!(moves
            .iter()
            .all(|m| matches!(m, Move::Draw | Move::Play { .. })));
        // Nothing was drawn yet: the pile is whole (71 regular tiles).
        assert_eq!(g.pile_len(), 71);
        let top = *g.pile_order().last().unwrap();
        let events = g.play(Seat::new(0), &Move::Draw).unwrap();
        assert_eq!(
            events.first(),
            Some(&Event::Drawn {
                player: Seat::new(0),
                tile: top
            })
        );
        assert_eq!(g.current_tile(), Some(top));
        assert_eq!(g.pile_len(), 70);
    }
}

#[test]
fn playing_a_halfling_takes_it_from_the_hand() {
    let mut g = new_game(&Setup {
        seed: 21,
        ..Setup::default()
    });
    let pile = g.pile_len();
    let tile = g
        .legal_moves()
        .iter()
        .find_map(|m| match m {
            Move::Play { tile } => Some(*tile),
            _ => None,
        })
        .expect("a playable halfling");
    assert!(g.hand(Seat::new(0)).contains(&tile));
    let events = g.play(Seat::new(0), &Move::Play { tile }).unwrap();
    assert_eq!(
        events,
        vec![Event::Played {
            player: Seat::new(0),
            tile
        }]
    );
    assert!(!g.hand(Seat::new(0)).contains(&tile));
    assert_eq!(g.hand(Seat::new(0)).len(), 2);
    assert_eq!(
        g.phase(),
        Phase::Place {
            tile,
            from_hand: true
        }
    );
    assert_eq!(g.current_tile(), Some(tile));
    assert_eq!(g.pile_len(), pile, "no regular tile drawn");
    let place = g.legal_moves()[0];
    g.play(Seat::new(0), &place).unwrap();
    assert!(!g.hand(Seat::new(0)).contains(&tile));
    assert!(g.board().tiles().iter().any(|t| t.kind == tile));
    // It cannot be played a second time.
    assert_eq!(g.to_move(), Some(Seat::new(1)));
    let err = g.check(Seat::new(1), &Move::Play { tile }).unwrap_err();
    assert!(matches!(err, IllegalMove::NotInHand { .. }), "{err}");
}

#[test]
fn a_drawn_tile_that_fits_nowhere_is_discarded_and_another_drawn() {
    let cat = catalog();
    let mut found = 0;
    for seed in 0..400u64 {
        let mut g = GameState::new(
            cat.clone(),
            &Setup {
                seed,
                ..Setup::default()
            },
        )
        .unwrap();
        let mut i = 0;
        while let Some(p) = g.to_move() {
            let mv = pick(&g.legal_moves(), i, seed);
            i += 1;
            let before = g.clone();
            let events = g.play(p, &mv).unwrap();
            let discarded: Vec<TileKind> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Discarded { tile } => Some(*tile),
                    _ => None,
                })
                .collect();
            if discarded.is_empty() {
                continue;
            }
            found += 1;
            // The discarded tiles came off the top of the pile, fitted nowhere, and left the game.
            let n = discarded.len();
            let top: Vec<TileKind> = before.pile_order().iter().rev().take(n).copied().collect();
            assert_eq!(discarded, top, "seed {seed}");
            for &t in &discarded {
                assert!(!before.board().can_place(t), "seed {seed}: it fitted");
            }
            // Then the next tile was drawn (or the pile ran out and the game ended).
            if events.iter().any(|e| matches!(e, Event::Drawn { .. })) {
                let d = events
                    .iter()
                    .position(|e| matches!(e, Event::Drawn { .. }))
                    .unwrap();
                assert!(events[d + 1..]
                    .iter()
                    .all(|e| !matches!(e, Event::Discarded { .. })));
                assert_eq!(g.pile_len(), before.pile_len() - n - 1);
            } else {
                assert!(g.is_over());
                assert_eq!(g.pile_len(), 0);
            }
            if found >= 3 {
                return;
            }
        }
    }
    panic!("no discard found in 400 seeded games ({found})");
}

#[test]
fn the_game_ends_after_the_last_regular_tile_and_unplayed_halflings_are_lost() {
    for seed in 0..6 {
        // Nobody plays a halfling: every hand is full at the end.
        let mut g = new_game(&Setup {
            seed,
            players: 3,
            ..Setup::default()
        });
        let mut events = Vec::new();
        while let Some(p) = g.to_move() {
            let placing_from_pile = matches!(
                g.phase(),
                Phase::Place {
                    from_hand: false,
                    ..
                }
            );
            let last = placing_from_pile && g.pile_len() == 0;
            let mv = always_draw(&g, 0);
            g.play_into(p, &mv, &mut events).unwrap();
            if last {
                assert!(
                    g.is_over(),
                    "seed {seed}: the game goes on after the last tile"
                );
            }
            assert_eq!(
                g.is_over(),
                g.pile_len() == 0 && !matches!(g.phase(), Phase::Place { .. })
            );
        }
        assert_eq!(events.last(), Some(&Event::GameOver));
        for p in Seat::all(3) {
            assert_eq!(
                g.hand(p).len(),
                3,
                "seed {seed}: the hand is kept, unplayed"
            );
        }
        // Unplayed halflings are simply lost: the scores are the sum of the score events.
        let mut sum = vec![0u32; 3];
        for e in &events {
            if let Event::Score(s) = e {
                for (p, pts) in s.points().iter().enumerate() {
                    sum[p] += pts;
                }
            }
        }
        assert_eq!(sum, g.scores());
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.to_move(), None);
        let t = g.hand(Seat::new(0))[0];
        assert_eq!(
            g.check(Seat::new(0), &Move::Play { tile: t }),
            Err(IllegalMove::GameOver)
        );
    }
    // With halflings played as they come: a halfling never ends the game while regular tiles
    // remain, and the game ends as soon as the pile is empty after a turn.
    for seed in 0..20u64 {
        let mut g = new_game(&Setup {
            seed,
            rules: RulesVersion::ALL[seed as usize % 4],
            ..Setup::default()
        });
        let mut i = 0;
        while let Some(p) = g.to_move() {
            let mv = pick(&g.legal_moves(), i, seed);
            i += 1;
            g.play(p, &mv).unwrap();
            match g.phase() {
                Phase::Over => assert_eq!(g.pile_len(), 0, "seed {seed}, move {i}"),
                // The last regular tile may be in hand to be placed; a halfling never is then.
                Phase::Place {
                    from_hand: false, ..
                } => {}
                _ => assert!(
                    g.pile_len() > 0,
                    "seed {seed}, move {i}: the game should be over"
                ),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// §6 Hill: a regular tile is buried.

/// A seed whose deal gives someone the hill, with symbol tiles in play.
fn hill_game(rules: RulesVersion) -> (GameState, Seat) {
    let cat = catalog();
    let hill = cat.kind("H2-03").unwrap();
    for seed in 0..200 {
        let g = GameState::new(
            cat.clone(),
            &Setup {
                seed,
                rules,
                symbol_tiles: true,
                ..Setup::default()
            },
        )
        .unwrap();
        for p in Seat::all(2) {
            if g.hand(p).contains(&hill) {
                return (g, p);
            }
        }
    }
    panic!("nobody was dealt the hill");
}

#[test]
fn the_hill_buries_the_top_tile_of_the_pile_unseen() {
    let (mut g, owner) = hill_game(RulesVersion::C2_2021);
    let hill = g.catalog().kind("H2-03").unwrap();
    let initial_unseen = g.unseen_tiles();
    let mut events = Vec::new();
    let mut buried = None;
    while let Some(p) = g.to_move() {
        let mv = if buried.is_none()
            && p == owner
            && g.phase() == Phase::Choose
            && g.legal_moves().contains(&Move::Play { tile: hill })
        {
            Move::Play { tile: hill }
        } else {
            always_draw(&g, 0)
        };
        if mv == (Move::Play { tile: hill }) {
            let pile = g.pile_len();
            let top = *g.pile_order().last().unwrap();
            let unseen = g.unseen_tiles();
            g.play_into(p, &mv, &mut events).unwrap();
            assert_eq!(g.pile_len(), pile);
            let place = g.legal_moves()[0];
            let Move::Place { at, .. } = place else {
                panic!()
            };
            let mut turn = Vec::new();
            g.play_into(p, &place, &mut turn).unwrap();
            assert!(
                turn.iter().any(
                    |e| matches!(e, Event::Expansion(x) if x.name() == "buried" && x.player == p)
                ),
                "{turn:?}"
            );
            // The pile shrank by one; the buried tile is still unseen (not in any event).
            let after_next_draw = turn
                .iter()
                .filter(|e| matches!(e, Event::Drawn { .. } | Event::Discarded { .. }))
                .count();
            assert_eq!(g.pile_len(), pile - 1 - after_next_draw);
            let hill = g.board().tiles().last().unwrap();
            assert!(hill.pos == at && g.catalog().def(hill.kind).has_symbol("hill"));
            if after_next_draw == 0 {
                assert_eq!(g.unseen_tiles(), unseen);
            }
            assert!(g.unseen_tiles().contains(&top));
            let view = g.view_for(Some(p));
            assert_eq!(
                view.unseen.values().sum::<u32>() as usize,
                view.pile_count + 1
            );
            events.extend(turn);
            buried = Some(top);
        } else {
            g.play_into(p, &mv, &mut events).unwrap();
        }
    }
    let top = buried.expect("the hill was played");
    // At the end only the buried tile is unseen, and it never showed up in an event.
    assert_eq!(g.unseen_tiles(), vec![top]);
    assert_eq!(g.view_for(None).unseen.get(&id(&g, top)), Some(&1));
    let shown = events
        .iter()
        .filter(
            |e| matches!(e, Event::Drawn { tile, .. } | Event::Discarded { tile } if *tile == top),
        )
        .count();
    let copies = initial_unseen.iter().filter(|&&k| k == top).count();
    assert_eq!(shown, copies - 1);
}

#[test]
fn the_hill_buries_nothing_when_symbols_are_off() {
    let (mut g, owner) = hill_game(RulesVersion::C1_2014);
    let hill = g.catalog().kind("H2-03").unwrap();
    assert!(!g.scoring_rules().symbols_active);
    while let Some(p) = g.to_move() {
        if p == owner
            && g.phase() == Phase::Choose
            && g.legal_moves().contains(&Move::Play { tile: hill })
        {
            let pile = g.pile_len();
            g.play(p, &Move::Play { tile: hill }).unwrap();
            let place = g.legal_moves()[0];
            let events = g.play(p, &place).unwrap();
            assert!(!events
                .iter()
                .any(|e| matches!(e, Event::Expansion(x) if x.name() == "buried")));
            let drawn = events
                .iter()
                .filter(|e| matches!(e, Event::Drawn { .. } | Event::Discarded { .. }))
                .count();
            assert_eq!(g.pile_len(), pile - drawn);
            return;
        }
        let mv = always_draw(&g, 0);
        g.play(p, &mv).unwrap();
    }
    panic!("the hill was never playable");
}

// ---------------------------------------------------------------------------------------------
// §3 Draft variant.

#[test]
fn the_draft_goes_in_reverse_turn_order_round_after_round() {
    for players in 2..=6u8 {
        let mut g = new_game(&Setup {
            players,
            deal: Deal::Draft,
            seed: players as u64,
            ..Setup::default()
        });
        assert_eq!(g.phase(), Phase::Draft);
        let table = g.draft_table().len();
        assert_eq!(table, 20);
        let mut order = Vec::new();
        while g.phase() == Phase::Draft {
            let p = g.to_move().unwrap();
            order.push(p);
            let moves = g.legal_moves();
            assert!(moves.iter().all(|m| matches!(m, Move::Pick { .. })));
            let mv = moves[moves.len() / 2];
            let Move::Pick { tile } = mv else { panic!() };
            let events = g.play(p, &mv).unwrap();
            assert_eq!(events[0], Event::Picked { player: p, tile });
            assert!(g.hand(p).contains(&tile));
            assert!(!g.draft_table().contains(&tile));
        }
        // Last seat first, counter-clockwise: n-1, n-2, …, 0, then again.
        let want: Vec<Seat> = (0..3).flat_map(|_| Seat::all(players).rev()).collect();
        assert_eq!(order, want, "{players} players");
        for p in Seat::all(players) {
            assert_eq!(g.hand(p).len(), 3);
        }
        // The rest go back to the box; the first player starts.
        assert!(g.draft_table().is_empty());
        assert_eq!(g.active(), Seat::new(0));
        assert!(matches!(g.phase(), Phase::Choose | Phase::Place { .. }));
    }
    // Per set under c1: 2 from each set, still in reverse order.
    let mut g = new_game(&Setup {
        players: 3,
        rules: RulesVersion::C1_2015,
        deal: Deal::Draft,
        count_per: CountPer::PerSet,
        ..Setup::default()
    });
    let mut order = Vec::new();
    while g.phase() == Phase::Draft {
        let p = g.to_move().unwrap();
        order.push(p);
        let mv = g.legal_moves()[0];
        g.play(p, &mv).unwrap();
    }
    assert_eq!(order, [2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0].map(Seat::new));
    for p in Seat::all(3) {
        let hand = g.hand(p);
        assert_eq!(hand.len(), 4);
        assert_eq!(
            hand.iter()
                .filter(|&&k| set_of(&g, k) == "halflings-1")
                .count(),
            2
        );
    }
}

// ---------------------------------------------------------------------------------------------
// §3 Hidden information.

fn check_view_hides_what_it_must(g: &GameState) {
    let n = g.players();
    let on_board: BTreeSet<String> = g.board().tiles().iter().map(|t| id(g, t.kind)).collect();
    for seat in Seat::all(n).map(Some).chain([None]) {
        let view = g.view_for(seat);
        let json = serde_json::to_string(&view).unwrap();
        for q in Seat::all(n) {
            for k in g.hand(q) {
                let quoted = format!("\"{}\"", id(g, k));
                assert!(!on_board.contains(&id(g, k)));
                if Some(q) == seat {
                    assert!(json.contains(&quoted), "own hand shown");
                } else {
                    assert!(
                        !json.contains(&quoted),
                        "seat {seat:?} sees {quoted} of player {q}"
                    );
                }
            }
        }
        // The pile only as counts: the unseen tiles by kind, no order.
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let keys: BTreeSet<&str> = value
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let expected: BTreeSet<&str> = [
            "seat",
            "rules",
            "phase",
            "active",
            "to_move",
            "scores",
            "supplies",
            "hand_sizes",
            "hand",
            "draft_table",
            "current_tile",
            "tiles",
            "followers",
            "pile_count",
            "unseen",
        ]
        .into_iter()
        .collect();
        assert_eq!(keys, expected);
        assert_eq!(value["pile_count"], g.pile_len());
        let mut counts: BTreeMap<String, u64> = BTreeMap::new();
        for k in g.unseen_tiles() {
            *counts.entry(id(g, k)).or_default() += 1;
        }
        let shown: BTreeMap<String, u64> = value["unseen"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        assert_eq!(shown, counts);
        let hand_sizes: Vec<usize> = Seat::all(n).map(|p| g.hand(p).len()).collect();
        assert_eq!(value["hand_sizes"], serde_json::json!(hand_sizes));
        if g.pile_len() >= 2 {
            let order: Vec<String> = g
                .pile_order()
                .iter()
                .rev()
                .take(3)
                .map(|&k| id(g, k))
                .collect();
            assert!(!json.contains(&serde_json::to_string(&order).unwrap()));
        }
    }
}

#[test]
fn a_players_view_never_shows_other_hands_or_the_pile_order() {
    for seed in 0..12u64 {
        let players = 2 + (seed % 5) as u8;
        let mut g = new_game(&Setup {
            players,
            seed,
            symbol_tiles: seed % 2 == 0,
            ..Setup::default()
        });
        let mut i = 0;
        check_view_hides_what_it_must(&g);
        while let Some(p) = g.to_move() {
            let mv = pick(&g.legal_moves(), i, seed);
            g.play(p, &mv).unwrap();
            if i % 7 == 0 || g.is_over() {
                check_view_hides_what_it_must(&g);
            }
            i += 1;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Players and followers.

#[test]
fn two_to_six_players() {
    for players in 2..=6u8 {
        let g = new_game(&Setup {
            players,
            ..Setup::default()
        });
        assert_eq!(g.players(), players);
        assert_eq!(g.scores(), vec![0; players as usize]);
    }
    for players in [0u8, 1, 7, 8] {
        let err = GameState::new(
            catalog(),
            &Setup {
                players,
                ..Setup::default()
            },
        )
        .unwrap_err();
        assert_eq!(err, SetupError::Players(players));
        assert!(err.to_string().contains("2 to 6 players"), "{err}");
    }
}

#[test]
fn seven_followers_each_returned_when_scored_farmers_stay() {
    for seed in 0..30u64 {
        let players = 2 + (seed % 3) as u8;
        let mut g = new_game(&Setup {
            players,
            seed,
            // Symbols off: no crop circle takes followers away.
            symbols_active: Some(false),
            symbol_tiles: true,
            rules: RulesVersion::ALL[seed as usize % 4],
            ..Setup::default()
        });
        for p in Seat::all(players) {
            assert_eq!(g.supply(p), 7);
        }
        let farmers = |g: &GameState| {
            g.board()
                .followers()
                .iter()
                .filter(|f| g.board().follower_feature(f) == FeatureKind::Field)
                .count()
        };
        let mut farmers_placed = 0;
        let mut i = 0;
        while let Some(p) = g.to_move() {
            let moves = g.legal_moves();
            if matches!(g.phase(), Phase::Place { .. }) && g.supply(p) == 0 {
                assert!(
                    moves
                        .iter()
                        .all(|m| matches!(m, Move::Place { follower: None, .. })),
                    "no follower without supply"
                );
            }
            // Prefer moves with followers, to use the supply up.
            let with: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    matches!(
                        m,
                        Move::Place {
                            follower: Some(_),
                            ..
                        }
                    )
                })
                .collect();
            let mv = if with.is_empty() {
                pick(&moves, i, seed)
            } else {
                pick(&with, i, seed)
            };
            i += 1;
            let followers_before = g.board().followers().len();
            let farmers_before = farmers(&g);
            let events = g.play(p, &mv).unwrap();
            g.validity_check().unwrap();
            let placed = usize::from(matches!(
                mv,
                Move::Place {
                    follower: Some(_),
                    ..
                }
            ));
            // Farmers never leave the board.
            assert!(farmers(&g) >= farmers_before, "seed {seed}: a farmer left");
            farmers_placed += farmers(&g) - farmers_before;
            // Returns come only from completed, scored roads, cities and monasteries.
            let returned = events
                .iter()
                .filter(|e| matches!(e, Event::Returned { .. }))
                .count();
            let scored: usize = events
                .iter()
                .filter_map(|e| match e {
                    Event::Score(s) if s.complete && !s.final_scoring => {
                        Some(s.followers().iter().map(|&c| c as usize).sum::<usize>())
                    }
                    _ => None,
                })
                .sum();
            assert_eq!(returned, scored, "seed {seed}");
            assert_eq!(
                g.board().followers().len(),
                followers_before + placed - returned
            );
        }
        // Farmers are never returned: every farmer placed is still on the board.
        let farmers_left = g
            .board()
            .followers()
            .iter()
            .filter(|f| g.board().follower_feature(f) == FeatureKind::Field)
            .count();
        assert_eq!(farmers_left, farmers_placed, "seed {seed}");
    }
}
