//! The River as an expansion module: its tile data, the river stack on top of the pile (spring
//! first, lake last, the start tile by option), the course rules (a typed refusal each, the
//! state unchanged), halflings while the river flows, what bots may know of the stack, and
//! random games with every option in every rules version (no panic, followers accounted for,
//! every legal move passes `check`, records replay).

mod support;

use halflings_engine::board::PlacementError;
use halflings_engine::expansion::river::{Bend, River, ID};
use halflings_engine::text::english::template;
use halflings_engine::{
    Event, ExpansionChoice, GameState, IllegalMove, Move, Phase, Rotation, RulesVersion, Scenario,
    Seat, Setup, Shape, SpacePos, TileKind, Turn,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::{assert_replays, catalog, count_events, play_checked};

fn river(options: &[(&str, &str)]) -> ExpansionChoice {
    options
        .iter()
        .fold(ExpansionChoice::new(ID), |c, (k, v)| c.with(k, v))
}

fn dealt(options: &[(&str, &str)], seed: u64) -> GameState {
    let setup = Setup {
        seed,
        expansions: vec![river(options)],
        ..Setup::default()
    };
    GameState::new(catalog(), &setup).unwrap()
}

fn is_water(game: &GameState, k: TileKind) -> bool {
    game.catalog().def(k).has_water()
}

fn id(game: &GameState, k: TileKind) -> &str {
    &game.catalog().def(k).id
}

/// A scenario position with the river: `moves` (JSON) from the spring, under `options`.
fn position(options: &str, moves: &str) -> GameState {
    let text = format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "start": {{"tile": "RI-01"}},
        "expansions": [{{"id": "river", "options": {options}}}], "moves": [{moves}]}}"#
    );
    let s = Scenario::from_json(&text).unwrap();
    s.prepare(catalog(), None, s.steps.len()).unwrap().0
}

fn place(game: &GameState, tile: &str, x: i32, y: i32, turn: Turn) -> (GameState, Move) {
    let mut g = game.clone();
    let kind = g.catalog().kind(tile).unwrap();
    let player = g.active();
    g.begin_free_turn(Seat::new(1 - player.number()), kind)
        .unwrap();
    let mv = Move::Place {
        at: SpacePos::new(x, y),
        turn,
        follower: None,
    };
    (g, mv)
}

fn rot(degrees: i64) -> Turn {
    Turn::Square(Rotation::from_degrees(degrees).unwrap())
}

/// `mv` is refused by the river's rule `code`, and the game is unchanged.
fn refused(game: &GameState, mv: &Move, code: &str) {
    let player = game.to_move().unwrap();
    let mut copy = game.clone();
    match copy.play(player, mv) {
        Err(IllegalMove::Expansion(rule)) => {
            assert_eq!(rule.module, ID);
            assert_eq!(rule.rule, code, "{}", rule.message.english());
            assert_eq!(rule.message.key, format!("river.rule.{code}"));
            assert!(
                template(rule.message.key).is_some(),
                "{code} has no English"
            );
        }
        other => panic!("{mv:?}: expected river/{code}, got {other:?}"),
    }
    assert_eq!(copy.board().tiles().len(), game.board().tiles().len());
    assert!(!game.legal_moves().contains(mv), "{mv:?} is listed");
}

#[test]
fn the_river_tiles_as_the_digest_counts_them() {
    let cat = catalog();
    let set = cat.set("river").expect("the river set");
    let defs: Vec<_> = set.tiles.iter().map(|&k| cat.def(k)).collect();
    assert_eq!(defs.iter().map(|d| u32::from(d.count)).sum::<u32>(), 12);
    assert!(defs
        .iter()
        .all(|d| d.shape == Shape::Square && d.has_water()));
    // Edges over the 12 tiles: water 22 (11 joints), city 5, road 6, field 15.
    let mut edges = [0u32; 5];
    for d in &defs {
        for side in halflings_engine::Side::ALL {
            edges[d.canonical_edge(side).unwrap().code() as usize] += u32::from(d.count);
        }
    }
    assert_eq!(edges[1..], [15, 6, 5, 22], "field, road, city, water");
    let cities: u32 = defs
        .iter()
        .map(|d| {
            u32::from(d.count)
                * d.segments
                    .iter()
                    .filter(|s| s.kind == halflings_engine::FeatureKind::City)
                    .count() as u32
        })
        .sum();
    assert_eq!(cities, 4);
    assert_eq!(defs.iter().filter(|d| d.monastery).count(), 1);
    let named = |name: &str| -> Vec<&str> {
        defs.iter()
            .filter(|d| d.has_symbol(name))
            .map(|d| d.id.as_str())
            .collect()
    };
    assert_eq!(named("spring"), ["RI-01"]);
    assert_eq!(named("lake"), ["RI-10"]);
    // No field passes under a bridge: four fields on RI-03 and RI-05.
    for bridge in ["RI-03", "RI-05"] {
        let d = cat.def(cat.kind(bridge).unwrap());
        let fields = d
            .segments
            .iter()
            .filter(|s| s.kind == halflings_engine::FeatureKind::Field)
            .count();
        assert_eq!(fields, 4, "{bridge}");
    }
}

#[test]
fn the_spring_replaces_the_start_tile_and_the_river_lies_on_top_of_the_pile() {
    // The first player has drawn the first river tile already.
    for (start, pile, ds) in [("remove", 81, 3), ("shuffle", 82, 4), ("after-lake", 82, 4)] {
        for seed in 0..5 {
            let g = dealt(&[("start_tile", start)], seed);
            let first = &g.board().tiles()[0];
            assert_eq!(id(&g, first.kind), "RI-01");
            assert_eq!(first.pos, SpacePos::new(0, 0));
            let order: Vec<TileKind> = g.pile_order().iter().rev().copied().collect();
            assert_eq!(order.len(), pile, "{start}");
            // Top first: 9 more river tiles, the lake, then the regular pile.
            assert!(order[..10].iter().all(|&k| is_water(&g, k)), "{start}");
            assert_eq!(id(&g, order[9]), "RI-10");
            assert!(order[10..].iter().all(|&k| !is_water(&g, k)));
            let d = g.catalog().start();
            assert_eq!(order.iter().filter(|&&k| k == d).count(), ds, "{start}");
            if start == "after-lake" {
                assert_eq!(order[10], d, "the start tile comes right after the lake");
            }
            assert_eq!(River::left(&g), 10);
            // The first player places a river tile at once: no halfling while it flows.
            match g.phase() {
                Phase::Place { tile, from_hand } => {
                    assert!(is_water(&g, tile) && !from_hand);
                }
                other => panic!("{other:?}"),
            }
        }
    }
}

#[test]
fn no_halfling_while_the_river_flows_unless_the_option_allows() {
    let cat = catalog();
    let mut offered_during = 0;
    for (option, seeds) in [("no", 0..12u64), ("yes", 0..12u64)] {
        for seed in seeds {
            let mut g = dealt(&[("halflings_during_river", option)], seed);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut draws: Vec<TileKind> = g.current_tile().into_iter().collect();
            while let Some(player) = g.to_move() {
                let moves = g.legal_moves();
                let flowing = River::left(&g) > 0;
                let plays = moves
                    .iter()
                    .filter(|m| matches!(m, Move::Play { .. }))
                    .count();
                if flowing && option == "no" {
                    assert_eq!(plays, 0, "seed {seed}: a halfling offered during the river");
                }
                if flowing && plays > 0 {
                    offered_during += 1;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                for e in g.play(player, &mv).unwrap() {
                    if let Event::Drawn { tile, .. } | Event::Discarded { tile } = e {
                        draws.push(tile);
                    }
                }
            }
            // Every river tile is drawn before any regular tile.
            let first_regular = draws.iter().position(|&k| !is_water(&g, k)).unwrap();
            assert_eq!(first_regular, 11, "seed {seed}");
            assert!(draws[..11].iter().all(|&k| cat.def(k).has_water()));
        }
    }
    assert!(
        offered_during > 0,
        "the option lets halflings be played during the river"
    );
}

#[test]
fn a_halfling_during_the_river_is_refused_by_name() {
    // Scenario mode: the pile's top is a river tile, so the river still flows.
    let text = r#"{"format": "halflings-scenario/1", "players": 2, "start": {"tile": "RI-01"},
        "expansions": ["river"], "pile": ["RI-06", "E"], "moves": []}"#;
    let s = Scenario::from_json(text).unwrap();
    let g = s.prepare(catalog(), None, 0).unwrap().0;
    let (g, mv) = place(
        &g,
        "H1-02",
        0,
        1,
        Turn::Triangle(halflings_engine::Corner::NE),
    );
    refused(&g, &mv, "halfling-during-river");
}

#[test]
fn a_river_tile_must_continue_the_river_and_may_not_turn_back() {
    // The river bends right at (1,0): in from the west, out to the south.
    let g = position(
        "{}",
        r#"{"player": 0, "tile": "RI-09", "at": [1, 0], "rot": 0}"#,
    );
    let end = g.expansion::<River>().unwrap().end().unwrap();
    assert_eq!(
        (end.at, end.side, end.bend),
        (SpacePos::new(1, 0), halflings_engine::Side::S, Bend::Right)
    );
    // Not at the open end: beside the spring, or beside the bend.
    let (h, mv) = place(&g, "RI-06", 0, -1, rot(0));
    refused(&h, &mv, "not-at-the-end");
    let (h, mv) = place(&g, "RI-06", 2, 0, rot(90));
    refused(&h, &mv, "not-at-the-end");
    // At the end but with its water elsewhere: the core's matching refuses it.
    let (h, mv) = place(&g, "RI-06", 1, 1, rot(0));
    assert!(matches!(
        h.clone().play(h.active(), &mv),
        Err(IllegalMove::Placement(PlacementError::SideMismatch {
            ours: "field",
            theirs: "water",
            ..
        }))
    ));
    // A second right bend (in from the north, out to the west) is a U-turn; the left one is not.
    let (h, mv) = place(&g, "RI-09", 1, 1, rot(90));
    refused(&h, &mv, "u-turn");
    let (h, left) = place(&g, "RI-09", 1, 1, rot(180));
    assert!(h.legal_moves().contains(&left));
    // No regular tile may lie against open water.
    let (h, mv) = place(&g, "U", 1, 1, rot(0));
    assert!(matches!(
        h.clone().play(h.active(), &mv),
        Err(IllegalMove::Placement(PlacementError::SideMismatch {
            ours: "road",
            theirs: "water",
            ..
        }))
    ));
    let (h, _) = place(&g, "E", 1, 1, rot(0));
    assert!(h
        .placements()
        .iter()
        .all(|&(at, _)| at != SpacePos::new(1, 1)));
}

#[test]
fn lookahead_wants_room_ahead_where_the_printed_rule_does_not() {
    // A straight tile from the spring, and a monastery north of it at (1,-1).
    let moves = r#"{"player": 0, "tile": "RI-06", "at": [1, 0], "rot": 0},
        {"player": 1, "tile": "B", "at": [1, -1], "rot": 0}"#;
    let left_bend = rot(90); // RI-09 in from the west, out to the north.
    let right_bend = rot(0); // in from the west, out to the south.
    let printed = position("{}", moves);
    let (h, mv) = place(&printed, "RI-09", 2, 0, left_bend);
    assert!(
        h.legal_moves().contains(&mv),
        "immediate: any bend after a straight"
    );
    let jcz = position(r#"{"turns": "lookahead"}"#, moves);
    let (h, mv) = place(&jcz, "RI-09", 2, 0, left_bend);
    refused(&h, &mv, "no-room-ahead");
    let (h, mv) = place(&jcz, "RI-09", 2, 0, right_bend);
    assert!(h.legal_moves().contains(&mv));
    // Lookahead rules out every U-turn too.
    let g = position(
        r#"{"turns": "lookahead"}"#,
        r#"{"player": 0, "tile": "RI-09", "at": [1, 0], "rot": 0}"#,
    );
    let (h, mv) = place(&g, "RI-09", 1, 1, rot(90));
    refused(&h, &mv, "no-room-ahead");
}

#[test]
fn a_hill_during_the_river_buries_a_regular_tile() {
    let cat = catalog();
    let hill = cat.kind("H2-03").unwrap();
    let mut tried = 0;
    for seed in 0..200 {
        let setup = Setup {
            seed,
            symbol_tiles: true,
            expansions: vec![river(&[("halflings_during_river", "yes")])],
            ..Setup::default()
        };
        let mut g = GameState::new(cat.clone(), &setup).unwrap();
        // Play until someone may play the hill while the river flows.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while River::left(&g) > 0 && !g.legal_moves().contains(&Move::Play { tile: hill }) {
            let moves = g.legal_moves();
            let player = g.to_move().unwrap();
            g.play(player, &moves[rng.random_range(0..moves.len())])
                .unwrap();
        }
        if River::left(&g) == 0 {
            continue;
        }
        let before: Vec<TileKind> = g.pile_order().to_vec();
        let river_tiles = River::left(&g);
        let player = g.to_move().unwrap();
        g.play(player, &Move::Play { tile: hill }).unwrap();
        let mv = g
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Place { follower: None, .. }))
            .unwrap();
        let events = g.play(player, &mv).unwrap();
        assert_eq!(count_events(&events, "buried"), 1);
        // The river stack is untouched; the regular pile lost its top.
        let regular = before.len() - river_tiles;
        let mut want = before.clone();
        want.remove(regular - 1);
        assert_eq!(g.pile_order(), &want[..], "seed {seed}");
        assert_eq!(River::left(&g), river_tiles);
        assert!(g.unseen_tiles().contains(&before[regular - 1]));
        tried += 1;
        if tried == 3 {
            return;
        }
    }
    panic!("no seed let the hill be played during the river");
}

#[test]
fn bots_know_the_river_stack_is_on_top() {
    for seed in 0..10 {
        let mut g = dealt(&[("start_tile", "after-lake")], seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // A few river tiles in.
        for _ in 0..rng.random_range(0..6) {
            let moves = g.legal_moves();
            let player = g.to_move().unwrap();
            g.play(player, &moves[rng.random_range(0..moves.len())])
                .unwrap();
        }
        let left = River::left(&g);
        for s in 0..5 {
            let d = g.determinize(Seat::new(0), &mut ChaCha8Rng::seed_from_u64(s));
            let order: Vec<TileKind> = d.pile_order().iter().rev().copied().collect();
            assert_eq!(River::left(&d), left);
            assert!(order[..left].iter().all(|&k| is_water(&d, k)));
            if left > 0 {
                assert_eq!(id(&d, order[left - 1]), "RI-10", "the lake stays last");
            }
            assert_eq!(
                order[left],
                d.catalog().start(),
                "the start tile right after the lake"
            );
            assert_eq!(d.unseen_tiles(), g.unseen_tiles());
        }
    }
}

#[test]
fn the_view_shows_the_river_left_and_its_end() {
    let g = dealt(&[], 3);
    let view = serde_json::to_value(g.view_for(Some(Seat::new(0)))).unwrap();
    assert_eq!(
        view["expansions"]["river"],
        serde_json::json!({"left": 10, "laying": true, "end": {"at": [0, 0], "side": "E", "bend": "straight"}, "turns": "immediate"})
    );
    // The last river tile to place (none left to draw): the river is still being laid; a
    // regular tile to place: it is laid.
    let mut g = position("{}", "");
    g.begin_free_turn(Seat::new(0), g.catalog().kind("RI-10").unwrap())
        .unwrap();
    let laying = |g: &GameState| {
        let view = serde_json::to_value(g.view_for(Some(Seat::new(0)))).unwrap();
        view["expansions"]["river"]["laying"].clone()
    };
    assert_eq!(laying(&g), true);
    let mut g = position("{}", "");
    g.begin_free_turn(Seat::new(0), g.catalog().kind("U").unwrap())
        .unwrap();
    assert_eq!(laying(&g), false);
}

#[test]
fn random_games_with_every_river_option_in_every_version() {
    let cat = catalog();
    let options: [&[(&str, &str)]; 6] = [
        &[],
        &[("turns", "lookahead")],
        &[("start_tile", "shuffle")],
        &[
            ("start_tile", "after-lake"),
            ("unplaceable", "discard-river"),
        ],
        &[("halflings_during_river", "yes")],
        &[
            ("turns", "lookahead"),
            ("unplaceable", "discard-river"),
            ("halflings_during_river", "yes"),
        ],
    ];
    let (mut discarded, mut abandoned) = (0, 0);
    for opts in options {
        for rules in RulesVersion::ALL {
            for seed in 0..8u64 {
                let setup = Setup {
                    players: 2 + (seed % 3) as u8,
                    rules,
                    seed,
                    symbol_tiles: seed % 2 == 0,
                    expansions: vec![river(opts)],
                    ..Setup::default()
                };
                let played = play_checked(&cat, &setup, seed, 0.3);
                assert!(played.game.is_over());
                assert_replays(&cat, &played);
                abandoned += count_events(&played.events, "river-abandoned");
                discarded += played
                    .events
                    .iter()
                    .filter(
                        |e| matches!(e, Event::Discarded { tile } if cat.def(*tile).has_water()),
                    )
                    .count();
            }
        }
    }
    // River tiles that fit nowhere happen, under either option.
    assert!(
        discarded > 0 && abandoned > 0,
        "{discarded} discarded, {abandoned} abandoned"
    );
}
