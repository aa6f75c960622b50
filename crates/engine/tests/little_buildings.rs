//! Little Buildings as an expansion module: the deal (the digest's table; the same mix for
//! everybody under 3/2/1), the move (with the tile placed, instead of a follower, one per kind
//! left; refused without a placement (by the core), without a token of that kind, and on a space holding a
//! building when the option allows one a tile; nothing changes on a refusal), the scores'
//! explanations of the bonus, and random games with the module alone and beside every other
//! module in every rules version (no panic, every legal move passes `check`, every token
//! accounted for, records replay), and the preview greedy values a position by counting the
//! buildings on features still held. The rules' scores are the scenarios `lb-*`, per version.

mod support;

use halflings_engine::expansion::little_buildings::{tokens_each, LittleBuildings, ID};
use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{ExpansionChoice, GameState, Move, RulesVersion, Scenario, Seat, Setup};
use support::{assert_replays, catalog, count_events, mv, play_checked, refused, scenario};

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

/// A new game of `players` with the module and `options`.
fn game(players: u8, options: &[(&str, &str)], rules: RulesVersion) -> GameState {
    let mut choice = ExpansionChoice::new(ID);
    for (name, value) in options {
        choice = choice.with(name, value);
    }
    let setup = Setup {
        players,
        rules,
        seed: 7,
        expansions: vec![choice],
        ..Setup::default()
    };
    GameState::new(catalog(), &setup).unwrap()
}

/// A two-player scenario game with the module and `options`, before its first move (free
/// turns need one).
fn scenario_game(options: &[(&str, &str)], rules: RulesVersion) -> GameState {
    let options: Vec<String> = options
        .iter()
        .map(|(n, v)| format!("{n:?}: {v:?}"))
        .collect();
    let s = Scenario::from_json(&format!(
        r#"{{"format": "halflings-scenario/1", "players": 2,
        "expansions": [{{"id": "{ID}", "options": {{{}}}}}],
        "moves": [], "expect": {{"c2-2021": [0, 0]}}}}"#,
        options.join(", ")
    ))
    .unwrap();
    s.prepare(catalog(), Some(rules), 0).unwrap().0
}

/// `g` with `tile` in `player`'s hand for a free turn.
fn with_tile(mut g: GameState, player: u8, tile: &str) -> GameState {
    let kind = g.catalog().kind(tile).unwrap();
    g.begin_free_turn(Seat::new(player), kind).unwrap();
    g
}

/// The move placing the current tile at `[x, y]` as `turn` (`"rot": 90` or `"corner": "NW"`)
/// with a building of `kind`.
fn build(kind: &str, x: i32, y: i32, turn: &str) -> Move {
    mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "{kind}", "at": [{x}, {y}], {turn}}}"#
    ))
}

#[test]
fn the_tokens_are_dealt_per_the_digests_table() {
    for players in 2..=6u8 {
        let g = game(players, &[], RulesVersion::C2_2021);
        let m = g.expansion::<LittleBuildings>().unwrap();
        let mut total = [0u32; 3];
        for p in Seat::all(players) {
            let left = m.left(p);
            assert_eq!(
                left.iter().map(|&n| u32::from(n)).sum::<u32>(),
                u32::from(tokens_each(players)),
                "{players} players"
            );
            for (t, n) in total.iter_mut().zip(left) {
                *t += u32::from(n);
            }
        }
        assert!(
            total.iter().all(|&n| n <= 6),
            "{players} players: {total:?}"
        );
        // Under 3/2/1 everybody gets the same mix.
        let g = game(players, &[("scoring", "3/2/1")], RulesVersion::C2_2021);
        let m = g.expansion::<LittleBuildings>().unwrap();
        let want = match players {
            2 => [3, 3, 3],
            3 => [2, 2, 2],
            _ => [1, 1, 1],
        };
        for p in Seat::all(players) {
            assert_eq!(m.left(p), want, "{players} players, 3/2/1");
        }
    }
    assert_eq!(
        (2..=6).map(tokens_each).collect::<Vec<_>>(),
        [9, 6, 4, 3, 3]
    );
}

#[test]
fn a_building_goes_with_the_tile_while_a_token_of_its_kind_is_left() {
    let mut g = scenario_game(&[("scoring", "3/2/1")], RulesVersion::C2_2021);
    for x in 1..=3 {
        g = with_tile(g, 0, "U");
        let tower = build("tower", x, 0, r#""rot": 90"#);
        assert!(g.legal_moves().contains(&tower), "{x}");
        g.play(Seat::new(0), &tower).unwrap();
    }
    let m = g.expansion::<LittleBuildings>().unwrap();
    assert_eq!(m.left(Seat::new(0)), [0, 3, 3]);
    assert_eq!(m.left(Seat::new(1)), [3, 3, 3]);
    let g = with_tile(g, 0, "U");
    refused(
        &g,
        Seat::new(0),
        &build("tower", 4, 0, r#""rot": 90"#),
        &rule("no-building-left"),
    );
    assert!(g
        .legal_moves()
        .contains(&build("house", 4, 0, r#""rot": 90"#)));
    // Never without the tile's placement (the core refuses it: a tile must be placed).
    let bare = mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "house"}}"#
    ));
    refused(&g, Seat::new(0), &bare, "wrong-phase");
}

#[test]
fn one_building_a_space_when_the_option_says_so_except_under_c1_2015() {
    for rules in RulesVersion::ALL {
        for several in ["yes", "no"] {
            let g = scenario_game(&[("several_per_tile", several)], rules);
            let mut g = with_tile(g, 0, "H1-05");
            g.play(Seat::new(0), &build("tower", 1, 0, r#""corner": "NW""#))
                .unwrap();
            let g = with_tile(g, 1, "H1-02");
            let second = build("house", 1, 0, r#""corner": "SE""#);
            if several == "no" && rules != RulesVersion::C1_2015 {
                refused(&g, Seat::new(1), &second, &rule("tile-has-building"));
            } else {
                assert!(g.legal_moves().contains(&second), "{rules:?} {several}");
            }
        }
    }
}

/// The English explanation of the score worth `value` in scenario `name` under `rules`.
fn explained(name: &str, rules: RulesVersion, value: u32) -> String {
    let out = scenario(name).run(catalog(), Some(rules)).unwrap();
    let s = out
        .score_events()
        .find(|s| s.value == value)
        .unwrap_or_else(|| panic!("{name}: no score of {value}"));
    s.explain().english()
}

#[test]
fn every_bonus_comes_with_its_explanation() {
    let road = explained(
        "lb-rules-example-road-of-five-tiles-with-two-buildings.json",
        RulesVersion::C2_2021,
        7,
    );
    assert!(
        road.contains("5 spaces × 1 + 2 little buildings × 1"),
        "{road}"
    );
    let graded = explained(
        "lb-road-of-five-tiles-tower-and-shed-under-3-2-1.json",
        RulesVersion::C2_2021,
        9,
    );
    assert!(
        graded.contains("little buildings: 1 tower × 3 + 0 houses × 2 + 1 shed × 1"),
        "{graded}"
    );
    let city = explained(
        "lb-rules-example-city-with-a-coat-of-arms-and-two-buildings.json",
        RulesVersion::C2_2021,
        10,
    );
    assert!(city.contains("+ 2 little buildings × 1"), "{city}");
    let field = explained(
        "lb-farmers-count-buildings-on-their-field.json",
        RulesVersion::C2_2021,
        4,
    );
    assert!(field.contains("+ 1 little building × 1"), "{field}");
    let plain = explained(
        "lb-building-on-the-other-triangle-of-the-space.json",
        RulesVersion::C1_2015,
        4,
    );
    assert!(!plain.contains("little"), "{plain}");
}

#[test]
fn the_view_shows_the_buildings_and_the_tokens_left() {
    let s = scenario("lb-rules-example-road-of-five-tiles-with-two-buildings.json");
    let g = s.prepare(catalog(), None, s.steps.len()).unwrap().0;
    let view = serde_json::to_value(g.view_for(None)).unwrap();
    assert_eq!(
        view["expansions"][ID]["left"],
        serde_json::json!([[2, 3, 3], [3, 3, 2]])
    );
    let figures: Vec<&str> = view["figures"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["module"] == ID)
        .map(|f| f["figure"].as_str().unwrap())
        .collect();
    assert_eq!(figures, ["little-tower", "little-shed"]);
}

#[test]
fn random_games_with_the_module_alone_and_beside_every_other_module() {
    let cat = catalog();
    let mut built = 0;
    let mut sets: Vec<Vec<&str>> = vec![vec![ID]];
    sets.extend(selectable_ids().filter(|&e| e != ID).map(|e| vec![ID, e]));
    for (i, set) in sets.iter().enumerate() {
        for (r, rules) in RulesVersion::ALL.into_iter().enumerate() {
            let games = if set.len() == 1 { 6 } else { 1 };
            for seed in 0..games {
                let seed = seed + (i * 4 + r) as u64 * 10;
                let mut setup = support::random_setup(set, rules, seed);
                if seed % 2 == 1 {
                    setup.expansions[0] = ExpansionChoice::new(ID)
                        .with("scoring", "3/2/1")
                        .with("several_per_tile", "no");
                }
                let played = play_checked(&cat, &setup, seed, 0.4);
                assert!(played.game.is_over());
                built += count_events(&played.events, "built");
                assert_replays(&cat, &played);
            }
        }
    }
    assert!(built > 40, "buildings put: {built}");
}

#[test]
fn a_scenario_names_the_building_as_its_own_move() {
    let s = Scenario::from_json(&format!(
        r#"{{"format": "halflings-scenario/1", "players": 2, "expansions": ["{ID}"],
        "moves": [{{"player": 0, "tile": "U", "at": [1, 0], "rot": 90, "do": "expansion", "module": "{ID}", "action": "shed"}}],
        "expect": {{"c2-2021": [0, 0]}}}}"#
    ))
    .unwrap();
    let g = s.prepare(catalog(), None, 1).unwrap().0;
    assert_eq!(
        g.expansion::<LittleBuildings>().unwrap().left(Seat::new(0)),
        [3, 3, 2]
    );
}

#[test]
fn the_preview_bots_value_counts_the_buildings_on_features_still_held() {
    // The rules' road before W (3,0) closes it: P2's highwayman on U (1,0), P1's tower on U
    // (2,0). Held as it stands, the road pays P2 4 + 1.
    let s = scenario("lb-rules-example-road-of-five-tiles-with-two-buildings.json");
    let before = s.prepare(catalog(), None, 2).unwrap().0;
    let after = s.prepare(catalog(), None, 3).unwrap().0;
    assert_eq!(before.final_scores_preview(), [0, 3]);
    assert_eq!(after.final_scores_preview(), [0, 5]);
}
