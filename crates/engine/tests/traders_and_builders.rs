//! Traders & Builders as an expansion module: its tiles against the digest, the goods a
//! completed city gives and their majorities (ties included), the builder's extra turn (a
//! halfling in it or a regular tile only, by option; never a third; earned even when the
//! feature completes; lost with the builder), the pig, the state the scenarios leave behind
//! (goods, figures, views), every refusal (a typed rule, the state unchanged), and random
//! games with the module in every rules version and option (no panic, followers, builders,
//! pigs and goods accounted for, every legal move passes `check`, records replay).

mod support;

use halflings_engine::expansion::registry::feature_by_side;
use halflings_engine::expansion::traders_and_builders::figures::Piece;
use halflings_engine::expansion::traders_and_builders::goods::{KINDS, TOKENS};
use halflings_engine::expansion::traders_and_builders::{TradersAndBuilders, ID};
use halflings_engine::expansion::AnotherTurn;
use halflings_engine::{
    Catalog, Event, ExpansionChoice, GameState, Move, MoveWire, Phase, RulesVersion, Scenario,
    Seat, Setup, SpacePos,
};
use support::{assert_replays, catalog, count_events, mv, play_checked, scenario};

/// The state after the first `steps` steps of scenario file `name` (all when `None`).
fn state(name: &str, steps: Option<usize>) -> GameState {
    let s = scenario(name);
    s.prepare(catalog(), None, steps.unwrap_or(s.steps.len()))
        .unwrap()
        .0
}

fn tb(game: &GameState) -> &TradersAndBuilders {
    game.expansion::<TradersAndBuilders>()
        .expect("Traders & Builders is on")
}

/// The expansion events named `name`, as (player, data).
fn events_named(events: &[Event], name: &str) -> Vec<(Seat, serde_json::Value)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.name() == name => Some((x.player, x.data())),
            _ => None,
        })
        .collect()
}

/// Where `player`'s `piece` stands, if it does.
fn piece_at(game: &GameState, player: Seat, piece: Piece) -> Option<SpacePos> {
    tb(game)
        .standing(game.board(), player, piece)
        .map(|s| game.board().tiles()[s.tile as usize].pos)
}

/// Checks that `mv` by `player` is refused with Traders & Builders' rule `code` and changes
/// nothing.
fn refused(game: &GameState, player: Seat, mv: &Move, code: &str) {
    support::refused(game, player, mv, &format!("{ID}/{code}"));
}

#[test]
fn the_tiles_are_the_digests() {
    let cat = Catalog::builtin();
    let set = cat.set(ID).expect("the set ships with the module");
    assert_eq!(set.tiles.len(), 24);
    let mut goods = [0u32; 3];
    let mut plain = Vec::new();
    for &k in &set.tiles {
        let def = cat.def(k);
        assert_eq!(def.count, 1, "{}", def.id);
        let kinds: Vec<usize> = (0..3).filter(|&g| def.has_symbol(KINDS[g])).collect();
        match kinds.as_slice() {
            [] => plain.push(def.id.as_str()),
            [g] => {
                goods[*g] += 1;
                // The symbol names a city of the tile.
                feature_by_side(
                    def,
                    def.symbol_arg(KINDS[*g]),
                    halflings_engine::FeatureKind::City,
                )
                .unwrap();
            }
            _ => panic!("{}: one goods symbol a tile", def.id),
        }
    }
    assert_eq!(goods, [9, 6, 5], "wine, grain, cloth");
    assert_eq!(goods.map(|n| n as u8), TOKENS, "a token for each symbol");
    assert_eq!(plain, ["TB-16", "TB-20", "TB-23", "TB-24"]);
    let gardens: Vec<&str> = set
        .tiles
        .iter()
        .map(|&k| cat.def(k))
        .filter(|d| d.has_symbol("garden"))
        .map(|d| d.id.as_str())
        .collect();
    assert_eq!(gardens, ["TB-08", "TB-11"]);
    assert!(cat.def(cat.kind("TB-20").unwrap()).monastery);
    // TB-24: two roads crossing without meeting, four fields.
    let crossing = cat.def(cat.kind("TB-24").unwrap());
    let roads = crossing
        .segments
        .iter()
        .filter(|s| s.kind == halflings_engine::FeatureKind::Road)
        .count();
    assert_eq!((roads, crossing.segments.len()), (2, 6));
    // The set is in the pile only with the module: 24 more tiles.
    let with = GameState::new(
        catalog(),
        &Setup {
            expansions: vec![ID.into()],
            ..Setup::default()
        },
    )
    .unwrap();
    assert_eq!(with.pile_len(), 71 + 24);
}

#[test]
fn a_goods_symbol_must_name_a_city_of_its_tile() {
    let file = |symbol: &str| {
        format!(
            r#"{{"format": "halflings-tiles/1", "set": "x", "name": "x", "shape": "square", "tiles": [
            {{"id": "X1", "count": 1, "start": true, "edges": "CRFR", "cities": ["N"], "roads": ["E-W"],
              "fields": ["E.n W.n > N", "E.s S.e S.w W.s"], "symbols": [{symbol}]}}]}}"#
        )
    };
    assert!(Catalog::from_sources([("x.json".into(), file(r#""wine N""#))]).is_ok());
    for (symbol, want) in [
        (
            r#""wine E""#,
            "symbol \"wine\": no city of this tile crosses side E",
        ),
        (r#""grain""#, "symbol \"grain\": name the city by a side"),
        (
            r#""cloth N.w""#,
            "symbol \"cloth\": \"N.w\": name the city by a side",
        ),
        // The princess's city is checked the same way.
        (
            r#""princess S""#,
            "symbol \"princess\": no city of this tile crosses side S",
        ),
    ] {
        let err = Catalog::from_sources([("x.json".into(), file(symbol))]).unwrap_err();
        assert!(err.to_string().contains(want), "{symbol}: {err}");
        assert_eq!(err.tile.as_deref(), Some("X1"));
    }
}

#[test]
fn the_player_who_completes_a_city_takes_its_goods() {
    let name = "tb-goods-to-the-player-who-completes-the-city.json";
    let s = scenario(name);
    // Before the closing triangle: no goods yet.
    let g = state(name, Some(2));
    assert_eq!(tb(&g).goods_supply(), TOKENS);
    let (g, events) = s.prepare(catalog(), None, 3).unwrap();
    assert_eq!(
        tb(&g).goods_held(Seat::new(1)),
        [1, 0, 0],
        "P2 placed the closing triangle"
    );
    assert_eq!(
        tb(&g).goods_held(Seat::new(0)),
        [0, 0, 0],
        "the city was P1's"
    );
    assert_eq!(tb(&g).goods_supply(), [8, 6, 5]);
    assert_eq!(
        events_named(&events, "goods-taken"),
        vec![(
            Seat::new(1),
            serde_json::json!({"goods": "wine", "count": 1})
        )]
    );
    // The city was scored before the goods were taken.
    let city = events
        .iter()
        .position(|e| matches!(e, Event::Score(_)))
        .unwrap();
    let goods = events
        .iter()
        .position(|e| matches!(e, Event::Expansion(x) if x.name() == "goods-taken"))
        .unwrap();
    assert!(city < goods);
    let view = serde_json::to_value(g.view_for(Some(Seat::new(0)))).unwrap();
    assert_eq!(
        view["expansions"][ID],
        serde_json::json!({
            "supply": {"wine": 8, "grain": 6, "cloth": 5},
            "held": [{"wine": 0, "grain": 0, "cloth": 0}, {"wine": 1, "grain": 0, "cloth": 0}],
            "extra_turn": null,
        })
    );
    // The majority counts in the preview of the final scores, as at the end.
    assert_eq!(g.final_scores_preview(), vec![8, 10]);
    let out = s.run(catalog(), None).unwrap();
    assert_eq!(out.scores, vec![8, 10]);
}

#[test]
fn majorities_pay_every_tied_player_and_no_kind_nobody_holds() {
    let s = scenario("tb-goods-majorities-with-ties.json");
    let out = s.run(catalog(), None).unwrap();
    let g = &out.state;
    assert_eq!(tb(g).goods_held(Seat::new(0)), [1, 0, 0]);
    assert_eq!(tb(g).goods_held(Seat::new(1)), [1, 0, 0]);
    assert_eq!(tb(g).goods_held(Seat::new(2)), [0, 1, 0]);
    assert_eq!(tb(g).goods_supply(), [7, 5, 5]);
    let finals: Vec<(Vec<u32>, String)> = out
        .score_events()
        .filter(|s| s.final_scoring && s.explain().english().contains("tokens"))
        .map(|s| (s.points().to_vec(), s.explain().english()))
        .collect();
    assert_eq!(
        finals.len(),
        2,
        "wine and grain; nobody holds cloth: {finals:?}"
    );
    assert_eq!(finals[0].0, vec![10, 10, 0]);
    assert!(
        finals[0].1.contains("the most wine tokens (P1 1, P2 1)"),
        "{}",
        finals[0].1
    );
    assert_eq!(finals[1].0, vec![0, 0, 10]);
    // One more wine for P2 breaks the tie: the majority is P2's alone.
    let mut more = s.clone();
    let text = r#"{"format": "halflings-scenario/1", "players": 3, "moves": [
        {"player": 1, "tile": "TB-02", "at": [4, -1], "rot": 180},
        {"player": 1, "tile": "E", "at": [4, 0], "rot": 0},
        {"player": 1, "tile": "E", "at": [5, -1], "rot": 270}]}"#;
    more.steps.extend(Scenario::from_json(text).unwrap().steps);
    let out = more.run(catalog(), None).unwrap();
    assert_eq!(tb(&out.state).goods_held(Seat::new(1)), [2, 0, 0]);
    assert_eq!(out.scores, vec![6, 10, 10]);
}

#[test]
fn a_builder_gives_an_extra_turn_that_may_be_a_halfling_and_never_a_third() {
    let name = "tb-builder-double-turn-second-tile-a-halfling.json";
    let s = scenario(name);
    // The builder came with U (2,0): no extra turn for that tile.
    let g = state(name, Some(3));
    assert_eq!(
        piece_at(&g, Seat::new(0), Piece::Builder),
        Some(SpacePos::new(2, 0))
    );
    assert_eq!(g.another_turn(), None);
    assert_eq!(s.next_placer(&g, 3), Seat::new(1));
    let figures = serde_json::to_string(&g.view_for(None).figures).unwrap();
    assert!(
        figures.contains(r#""module":"traders-and-builders","figure":"builder","player":0,"at":[2,0],"location":"E""#),
        "{figures}"
    );
    // P1's triangle extends the builder's road: P1 takes another turn, any tile.
    let (g, events) = s.prepare(catalog(), None, 5).unwrap();
    assert_eq!(g.another_turn(), Some(AnotherTurn::Any));
    assert_eq!(g.active(), Seat::new(0));
    assert_eq!(s.next_placer(&g, 5), Seat::new(0));
    assert_eq!(tb(&g).extra_turn(), Some(Seat::new(0)));
    assert_eq!(
        events_named(&events, "double-turn"),
        vec![(Seat::new(0), serde_json::json!({"halfling": true}))]
    );
    // The extra turn's halfling extends the road again: no third turn.
    let (g, events) = s.prepare(catalog(), None, 6).unwrap();
    assert_eq!(count_events(&events, "double-turn"), 1);
    assert_eq!(g.another_turn(), None);
    assert_eq!(s.next_placer(&g, 6), Seat::new(1));
    assert_eq!(
        piece_at(&g, Seat::new(0), Piece::Builder),
        None,
        "the road is complete"
    );
    assert_eq!(
        events_named(&events, "builder-home"),
        vec![(Seat::new(0), serde_json::json!({"reason": "completed"}))]
    );
    // A step naming no player after the extra turn is P2's.
    let out = s.run(catalog(), None).unwrap();
    let last = out
        .events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Placed { player, .. } => Some(*player),
            _ => None,
        })
        .unwrap();
    assert_eq!(last, Seat::new(1));
}

#[test]
fn with_the_option_off_the_extra_turn_takes_a_regular_tile() {
    let name = "tb-builder-double-turn-regular-tile-only.json";
    let s = scenario(name);
    let (g, events) = s.prepare(catalog(), None, 5).unwrap();
    assert_eq!(g.another_turn(), Some(AnotherTurn::RegularTile));
    assert_eq!(
        events_named(&events, "double-turn"),
        vec![(Seat::new(0), serde_json::json!({"halfling": false}))]
    );
    // A halfling named for the extra turn is refused, and the game is unchanged.
    let mut halfling = s.clone();
    halfling.steps[5] = Scenario::from_json(
        r#"{"format": "halflings-scenario/1", "players": 2, "moves": [
        {"tile": "H1-08", "at": [3, 0], "corner": "NE"}]}"#,
    )
    .unwrap()
    .steps[0]
        .clone();
    let err = halfling.run(catalog(), None).unwrap_err();
    assert!(
        err.to_string().contains("regular-tile-turn") || err.to_string().contains("regular tile"),
        "{err}"
    );
    let mut g2 = g.clone();
    let h = g.catalog().kind("H1-08").unwrap();
    let e = g2.begin_free_turn(Seat::new(0), h).unwrap_err();
    assert_eq!(e.rule(), "regular-tile-turn");
    assert_eq!(
        format!("{:?}", g2.legal_moves()),
        format!("{:?}", g.legal_moves())
    );
    // The same scenario with the option on takes the halfling.
    let mut allowed = halfling.clone();
    allowed.setup.expansions = vec![ExpansionChoice::new(ID)];
    assert!(allowed.run(catalog(), None).is_ok());
}

#[test]
fn the_extra_turn_comes_even_when_the_builders_feature_completes() {
    let name = "tb-builder-feature-completed-still-gives-the-extra-turn.json";
    let s = scenario(name);
    let (g, events) = s.prepare(catalog(), None, 5).unwrap();
    assert_eq!(piece_at(&g, Seat::new(0), Piece::Builder), None);
    assert_eq!(count_events(&events, "builder-home"), 1);
    assert_eq!(count_events(&events, "double-turn"), 1);
    // The builder went home before the turn ended.
    let home = events
        .iter()
        .position(|e| matches!(e, Event::Expansion(x) if x.name() == "builder-home"))
        .unwrap();
    let again = events
        .iter()
        .position(|e| matches!(e, Event::Expansion(x) if x.name() == "double-turn"))
        .unwrap();
    assert!(home < again);
    assert_eq!(s.next_placer(&g, 5), Seat::new(0));
    assert_eq!(g.scores(), vec![5, 0]);
    let out = s.run(catalog(), None).unwrap();
    assert_eq!(out.scores, vec![9, 0]);
}

#[test]
fn a_builder_whose_last_follower_is_taken_goes_home_and_gives_no_extra_turn() {
    let name = "tb-to-a-captured-knight-takes-the-builder-home.json";
    let s = scenario(name);
    let g = state(name, Some(4));
    assert_eq!(
        piece_at(&g, Seat::new(0), Piece::Builder),
        Some(SpacePos::new(0, -2))
    );
    let (g, events) = s.prepare(catalog(), None, 5).unwrap();
    assert_eq!(piece_at(&g, Seat::new(0), Piece::Builder), None);
    assert_eq!(
        events_named(&events, "builder-home"),
        vec![(Seat::new(0), serde_json::json!({"reason": "no-follower"}))]
    );
    let (g, events) = s.prepare(catalog(), None, 6).unwrap();
    assert_eq!(count_events(&events, "double-turn"), 0);
    assert_eq!(g.another_turn(), None);
    assert_eq!(tb(&g).goods_held(Seat::new(0)), [1, 0, 0]);
}

#[test]
fn the_dragon_takes_the_builder_off_its_space() {
    let name = "tb-pd-the-dragon-takes-the-builder-from-its-space.json";
    let s = scenario(name);
    let (g, events) = s.prepare(catalog(), None, 7).unwrap();
    assert_eq!(piece_at(&g, Seat::new(1), Piece::Builder), None);
    assert_eq!(
        events_named(&events, "builder-home"),
        vec![(Seat::new(1), serde_json::json!({"reason": "removed"}))]
    );
    assert_eq!(
        g.board().followers().len(),
        1,
        "the highwayman is still there"
    );
    let (g, events) = s.prepare(catalog(), None, s.steps.len() - 1).unwrap();
    assert_eq!(count_events(&events, "double-turn"), 0);
    assert_eq!(s.next_placer(&g, s.steps.len() - 1), Seat::new(0));
}

#[test]
fn a_pig_makes_a_won_field_pay_four_a_city_and_nothing_for_a_loser() {
    let name = "tb-pig-four-per-completed-city.json";
    let g = state(name, None);
    assert_eq!(
        piece_at(&g, Seat::new(0), Piece::Pig),
        Some(SpacePos::new(0, 1))
    );
    assert_eq!(g.final_scores_preview(), vec![8, 6]);
    let out = scenario(name).run(catalog(), None).unwrap();
    let pig: Vec<String> = out
        .score_events()
        .filter(|s| s.explain().english().contains("pig"))
        .map(|s| s.explain().english())
        .collect();
    assert_eq!(
        pig,
        ["Field at (0,0) for P1: P1's pig: 2 completed cities × 1 more (4 a city instead of 3) = 2"]
    );
    let out = scenario("tb-pig-nothing-when-its-owner-loses-the-field.json")
        .run(catalog(), None)
        .unwrap();
    assert!(!out
        .score_events()
        .any(|s| s.explain().english().contains("pig")));
    assert_eq!(out.scores, vec![0, 6]);
}

#[test]
fn figure_step_refusals() {
    let name = "tb-builder-double-turn-second-tile-a-halfling.json";
    // P1 to lay U at (2,0): P1's highwayman is on the road at (1,0).
    let mut g = state(name, Some(2));
    g.begin_free_turn(Seat::new(0), g.catalog().kind("U").unwrap())
        .unwrap();
    let builder = |at: &str, target: &str| {
        mv(&format!(
            r#"{{"do": "expansion", "module": "{ID}", "action": "builder", "at": {at}, "rot": 90,
            "target": {target}}}"#
        ))
    };
    let on_road = builder("[2, 0]", r#"{"at": [2, 0], "location": "E"}"#);
    assert!(g.legal_moves().contains(&on_road));
    assert_eq!(g.check(Seat::new(0), &on_road), Ok(()));
    refused(
        &g,
        Seat::new(0),
        &builder("[2, 0]", r#"{"at": [2, 0], "location": "N.e"}"#),
        "builder-not-on-road-or-city",
    );
    refused(
        &g,
        Seat::new(0),
        &builder("[2, 0]", r#"{"at": [1, 0], "location": "E"}"#),
        "not-on-placed-tile",
    );
    // Beyond the junction W at (-1,0) a new road begins, with no follower of P1's.
    refused(
        &g,
        Seat::new(0),
        &builder("[-2, 0]", r#"{"at": [-2, 0], "location": "E"}"#),
        "no-follower-of-yours-there",
    );
    let pig = mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "pig", "at": [2, 0], "rot": 90,
        "target": {{"at": [2, 0], "location": "E"}}}}"#
    ));
    refused(&g, Seat::new(0), &pig, "pig-not-on-field");
    let pig_field = mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "pig", "at": [2, 0], "rot": 90,
        "target": {{"at": [2, 0], "location": "N.e"}}}}"#
    ));
    refused(&g, Seat::new(0), &pig_field, "no-follower-of-yours-there");
    // A builder names its feature: without one (the older form without a target) it is no
    // move.
    let bare = serde_json::json!({"do": "expansion", "module": ID, "action": "builder",
        "at": [2, 0], "rot": 90});
    assert!(MoveWire::from_value(bare)
        .and_then(|w| w.to_move(&catalog()))
        .is_err());
    // P2 has no follower on the road.
    let mut g2 = state(name, Some(2));
    g2.begin_free_turn(Seat::new(1), g2.catalog().kind("U").unwrap())
        .unwrap();
    refused(&g2, Seat::new(1), &on_road, "no-follower-of-yours-there");
    // Once placed, the builder is on the board: a second one is refused.
    let mut g = state(name, Some(4));
    g.begin_free_turn(Seat::new(0), g.catalog().kind("U").unwrap())
        .unwrap();
    let again = mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "builder", "at": [3, 0], "rot": 90,
        "target": {{"at": [3, 0], "location": "W"}}}}"#
    ));
    refused(&g, Seat::new(0), &again, "builder-on-board");
    // A pig beside the farmer is refused once the pig is out.
    let name = "tb-pig-four-per-completed-city.json";
    let mut g = state(name, None);
    g.begin_free_turn(Seat::new(0), g.catalog().kind("B").unwrap())
        .unwrap();
    let second_pig = mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "pig", "at": [2, 0], "rot": 0,
        "target": {{"at": [2, 0], "location": "N.w"}}}}"#
    ));
    refused(&g, Seat::new(0), &second_pig, "pig-on-board");
}

#[test]
fn moves_round_trip_on_the_wire() {
    let cat = catalog();
    let g = state("tb-pig-four-per-completed-city.json", Some(4));
    let mut g = g;
    g.begin_free_turn(Seat::new(0), cat.kind("B").unwrap())
        .unwrap();
    let moves: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Expansion(_)))
        .collect();
    assert!(!moves.is_empty());
    for m in moves {
        let wire = MoveWire::from_move(&m, &cat);
        let text = serde_json::to_string(&wire).unwrap();
        assert!(text.contains(r#""figure":"pig""#), "{text}");
        let back = MoveWire::from_value(serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(back.to_move(&cat), Ok(m));
    }
    // The expansion form with the pig's named field, and the older one with a target, read as
    // the same move.
    let figure =
        mv(r#"{"do": "place", "at": [2, 0], "rot": 0, "figure": "pig", "follower": "N.w"}"#);
    for json in [
        r#"{"do": "expansion", "module": "traders-and-builders", "action": "pig", "at": [2, 0], "rot": 0, "field": {"at": [2, 0], "location": "N.w"}}"#,
        r#"{"do": "expansion", "module": "traders-and-builders", "action": "pig", "at": [2, 0], "rot": 0, "target": {"at": [2, 0], "location": "N.w"}}"#,
    ] {
        assert_eq!(mv(json), figure, "{json}");
    }
    // A builder aimed off the tile is written with its named field.
    let off = mv(
        r#"{"do": "expansion", "module": "traders-and-builders", "action": "builder", "at": [2, 0], "rot": 0, "target": {"at": [1, 0], "location": "E"}}"#,
    );
    assert_eq!(
        serde_json::to_value(MoveWire::from_move(&off, &cat)).unwrap(),
        serde_json::json!({"do": "expansion", "module": "traders-and-builders", "action": "builder",
            "at": [2, 0], "rot": 0, "feature": {"at": [1, 0], "location": "E"}})
    );
}

/// Tallies of what random games did.
#[derive(Debug, Default)]
struct Tally {
    goods: usize,
    builders: usize,
    pigs: usize,
    double_turns: usize,
    homes: usize,
    majorities: usize,
    pig_scores: usize,
}

#[test]
fn random_games_with_traders_and_builders() {
    let cat = catalog();
    let mut tally = Tally::default();
    for (i, option) in ["yes", "no"].into_iter().enumerate() {
        for rules in RulesVersion::ALL {
            for seed in 0..20u64 {
                let setup = Setup {
                    players: 2 + (seed % 3) as u8,
                    rules,
                    seed: seed + 100 * i as u64,
                    symbol_tiles: seed.is_multiple_of(2),
                    expansions: vec![ExpansionChoice::new(ID).with("second_turn_halfling", option)],
                    ..Setup::default()
                };
                let played = play_checked(&cat, &setup, setup.seed, 0.6);
                assert!(played.game.is_over());
                assert_replays(&cat, &played);
                let e = &played.events;
                tally.goods += count_events(e, "goods-taken");
                tally.builders += count_events(e, "builder-placed");
                tally.pigs += count_events(e, "pig-placed");
                tally.double_turns += count_events(e, "double-turn");
                tally.homes += count_events(e, "builder-home") + count_events(e, "pig-home");
                let finals: Vec<String> = e
                    .iter()
                    .filter_map(|x| match x {
                        Event::Score(s) if s.final_scoring => Some(s.explain().english()),
                        _ => None,
                    })
                    .collect();
                tally.majorities += finals.iter().filter(|s| s.contains("tokens")).count();
                tally.pig_scores += finals.iter().filter(|s| s.contains("pig")).count();
                // Goods: every token is in supply or held (validity_check also ties the
                // held tokens to the completed cities).
                let m = tb(&played.game);
                for (g, &tokens) in TOKENS.iter().enumerate() {
                    let held: u32 = Seat::all(setup.players)
                        .map(|p| u32::from(m.goods_held(p)[g]))
                        .sum();
                    assert_eq!(held + u32::from(m.goods_supply()[g]), u32::from(tokens));
                }
            }
        }
    }
    assert!(tally.goods > 100, "{tally:?}");
    assert!(tally.builders > 50 && tally.pigs > 50, "{tally:?}");
    assert!(tally.double_turns > 20 && tally.homes > 20, "{tally:?}");
    assert!(tally.majorities > 100 && tally.pig_scores > 5, "{tally:?}");
}

#[test]
fn in_a_dealt_game_the_extra_turn_draws_at_once_when_it_takes_a_regular_tile() {
    let cat = catalog();
    for (option, regular) in [("yes", false), ("no", true)] {
        let mut found = 0;
        for seed in 0..40u64 {
            let setup = Setup {
                seed,
                expansions: vec![ExpansionChoice::new(ID).with("second_turn_halfling", option)],
                ..Setup::default()
            };
            let mut game = GameState::new(cat.clone(), &setup).unwrap();
            let mut rng = seed;
            while let Some(player) = game.to_move() {
                let moves = game.legal_moves();
                // Builders first, then the first legal move of a pseudo-random index.
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let mv = moves
                    .iter()
                    .find(|m| matches!(m, Move::Expansion(e) if e.action_name() == "builder"))
                    .copied()
                    .unwrap_or(moves[(rng >> 33) as usize % moves.len()]);
                let events = game.play(player, &mv).unwrap();
                if count_events(&events, "double-turn") == 0 || game.is_over() {
                    continue;
                }
                found += 1;
                assert_eq!(game.active(), player, "the same player goes on");
                let halflings = !game.hand(player).is_empty();
                match game.phase() {
                    Phase::Choose => {
                        assert!(!regular && halflings);
                        assert!(game
                            .legal_moves()
                            .iter()
                            .any(|m| matches!(m, Move::Play { .. })));
                    }
                    Phase::Place { from_hand, .. } => {
                        assert!(!from_hand);
                        if !regular {
                            // No halfling of theirs fits anywhere, or none is left.
                            assert!(!game
                                .legal_moves()
                                .iter()
                                .any(|m| matches!(m, Move::Play { .. })));
                        }
                    }
                    other => panic!("{other:?}"),
                }
            }
        }
        assert!(found > 5, "{option}: {found} extra turns");
    }
}
