//! The special monasteries as an expansion module: the six tiles replacing the base game's
//! monasteries (or kept beside them, by option), the follower on a special monastery standing
//! as a monk or lying as an abbot (`abbot-mode`), refused with the module's own rule codes
//! elsewhere, the abbot never scored during play and never sent home by its monastery's
//! completion, scored at the end along its row and column (the scenarios `mo-*` give the
//! values per version, the seed page's example among them), and random games with the module
//! alone and with every other module in every rules version (no panic, every follower
//! accounted for, every legal move passes `check`, records replay).

mod support;

use halflings_engine::expansion::monasteries::{Monasteries, ABBOT_MODE, ID, SPECIAL};
use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::{ExpansionChoice, GameState, Move, RulesVersion, Seat, Setup};
use support::{
    assert_replays, assert_wire_forms, catalog, count_events, mv, play_checked, refused, scenario,
    state_of,
};

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

/// The seed page's example.
const SEED: &str = "mo-abbot-row-and-column-seed-example.json";

/// The abbot on a monastery that gets surrounded.
const STAYS: &str = "mo-abbot-stays-when-its-monastery-is-surrounded.json";

/// A monk on the same monastery.
const MONK: &str = "mo-monk-on-a-special-monastery-scores-like-a-monastery.json";

fn abbot_moves(g: &GameState) -> Vec<Move> {
    g.legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Expansion(e) if e.action_name() == ABBOT_MODE))
        .collect()
}

/// Copies of each tile id in the pile.
fn in_pile(g: &GameState, id: &str) -> usize {
    let cat = g.catalog();
    g.pile_order()
        .iter()
        .filter(|&&k| cat.def(k).id == id)
        .count()
}

#[test]
fn six_special_monasteries_with_their_symbol() {
    let cat = catalog();
    let set = cat.set(ID).unwrap();
    let tiles: Vec<String> = set
        .tiles
        .iter()
        .map(|&k| cat.def(k))
        .inspect(|d| assert!(d.has_symbol(SPECIAL), "{}", d.id))
        .map(|d| format!("{}×{}", d.id, d.count))
        .collect();
    assert_eq!(
        tiles,
        [
            "MO/M1×1",
            "MO/M2×1",
            "MO/M3×1",
            "MO/M4×1",
            "MO/MR1×1",
            "MO/MR2×1"
        ]
    );
}

#[test]
fn the_special_monasteries_replace_the_base_ones_unless_kept() {
    let cat = catalog();
    for (choice, base_left) in [
        (ExpansionChoice::new(ID), 0),
        (
            ExpansionChoice::new(ID).with("keep_monasteries", "replace"),
            0,
        ),
        (ExpansionChoice::new(ID).with("keep_monasteries", "keep"), 6),
    ] {
        let setup = Setup {
            players: 2,
            seed: 3,
            expansions: vec![choice.clone()],
            ..Setup::default()
        };
        let g = GameState::new(cat.clone(), &setup).unwrap();
        assert_eq!(in_pile(&g, "A") + in_pile(&g, "B"), base_left, "{choice:?}");
        let special: usize = ["MO/M1", "MO/M2", "MO/M3", "MO/M4", "MO/MR1", "MO/MR2"]
            .iter()
            .map(|id| in_pile(&g, id))
            .sum();
        assert_eq!(special, 6, "{choice:?}");
    }
    // Without the module the base monasteries stay, and no special one is dealt.
    let g = GameState::new(cat.clone(), &Setup::default()).unwrap();
    assert_eq!(in_pile(&g, "A") + in_pile(&g, "B"), 6);
    assert_eq!(in_pile(&g, "MO/M1"), 0);
    // A value the option does not take is refused.
    let bad = Setup {
        expansions: vec![ExpansionChoice::new(ID).with("keep_monasteries", "both")],
        ..Setup::default()
    };
    assert!(GameState::new(cat, &bad).is_err());
}

#[test]
fn a_follower_on_a_special_monastery_stands_as_a_monk_or_lies_as_an_abbot() {
    let s = scenario(SEED);
    let mut g = state_of(&s, 0);
    let special = g.catalog().kind("MO/M1").unwrap();
    g.begin_free_turn(Seat::new(0), special).unwrap();
    let abbot =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot-mode", "follower": "C"}"#);
    let monk = mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C"}"#);
    let legal = g.legal_moves();
    assert!(legal.contains(&abbot));
    assert!(legal.contains(&monk));
    // Only on the monastery of the tile being placed.
    let field =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot-mode", "follower": "N.w"}"#);
    refused(&g, Seat::new(0), &field, &rule("abbot-only-on-monastery"));
    let elsewhere = halflings_engine::MoveWire::from_value(serde_json::json!({
        "do": "expansion", "module": ID, "action": ABBOT_MODE,
        "at": [0, 1], "rot": 0, "monastery": {"at": [0, 0], "location": "C"}
    }))
    .unwrap()
    .to_move(&catalog())
    .unwrap();
    refused(&g, Seat::new(0), &elsewhere, &rule("abbot-on-placed-tile"));
    // Only with the placement of the tile: without one, the core refuses it while a tile is
    // to be placed (the module's own `abbot-needs-place` is its word at other times).
    let unplaced = halflings_engine::MoveWire::from_value(serde_json::json!({
        "do": "expansion", "module": ID, "action": ABBOT_MODE,
        "monastery": {"at": [0, 1], "location": "C"}
    }))
    .unwrap()
    .to_move(&catalog())
    .unwrap();
    refused(&g, Seat::new(0), &unplaced, "wrong-phase");
    // Not on a base monastery (the rules: its follower is a monk).
    let mut plain = state_of(&s, 0);
    plain
        .begin_free_turn(Seat::new(0), g.catalog().kind("B").unwrap())
        .unwrap();
    assert!(abbot_moves(&plain).is_empty());
    let on_base =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot-mode", "follower": "C"}"#);
    refused(&plain, Seat::new(0), &on_base, &rule("abbot-not-special"));
    // Laid: one follower fewer in supply, standing on the board, and the module knows it lies.
    g.play(Seat::new(0), &abbot).unwrap();
    assert_eq!(g.supply(Seat::new(0)), 6);
    assert_eq!(g.board().followers().len(), 1);
    let m = g.expansion::<Monasteries>().unwrap();
    assert_eq!(m.abbots().len(), 1);
    g.validity_check().unwrap();
}

#[test]
fn an_abbot_without_a_follower_in_supply_is_refused() {
    let s = scenario(SEED);
    let mut g = state_of(&s, 0);
    let base = g.catalog().kind("B").unwrap();
    // Seven monks of P1 on seven base monasteries in a row south of D.
    for x in [0, 1, 2, 3, -1, -2, -3] {
        g.begin_free_turn(Seat::new(0), base).unwrap();
        let monk = mv(&format!(
            r#"{{"do": "place", "at": [{x}, 1], "rot": 0, "follower": "C"}}"#
        ));
        g.play(Seat::new(0), &monk).unwrap();
    }
    assert_eq!(g.supply(Seat::new(0)), 0);
    g.begin_free_turn(Seat::new(0), g.catalog().kind("MO/M2").unwrap())
        .unwrap();
    assert!(abbot_moves(&g).is_empty());
    let abbot =
        mv(r#"{"do": "place", "at": [0, 2], "rot": 0, "figure": "abbot-mode", "follower": "C"}"#);
    refused(&g, Seat::new(0), &abbot, &rule("abbot-no-follower"));
}

#[test]
fn the_abbot_stays_when_its_monastery_is_surrounded_and_the_monk_comes_home() {
    let s = scenario(STAYS);
    let (g, _) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    // The monastery was completed: nobody scored it, the abbot still lies there.
    assert_eq!(g.scores(), vec![0, 0]);
    assert_eq!(g.supply(Seat::new(0)), 6);
    assert_eq!(g.board().followers().len(), 1);
    assert_eq!(g.expansion::<Monasteries>().unwrap().abbots().len(), 1);
    // The preview of the final scores counts the abbot's row and column.
    assert_eq!(g.final_scores_preview(), vec![5, 0]);
    let s = scenario(MONK);
    let (g, _) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    assert_eq!(g.scores(), vec![9, 0]);
    assert_eq!(g.supply(Seat::new(0)), 7);
    assert!(g.board().followers().is_empty());
}

#[test]
fn the_seed_example_counts_spaces_and_under_c1_2015_triangles() {
    let board_of = |rules| {
        let s = scenario(SEED);
        s.prepare(catalog(), Some(rules), s.steps.len()).unwrap().0
    };
    for (rules, want) in [
        (RulesVersion::C2_2021, 8),
        (RulesVersion::C2_2020, 8),
        (RulesVersion::C1_2014, 8),
        (RulesVersion::C1_2015, 9),
    ] {
        let g = board_of(rules);
        assert_eq!(g.final_scores_preview()[0], want, "{rules}");
        let view = g.view_for(None);
        let abbots = &view.expansions[ID]["abbots"];
        assert_eq!(abbots[0]["at"], serde_json::json!([0, 1]), "{rules}");
        assert_eq!(abbots[0]["value"], serde_json::json!(want), "{rules}");
    }
}

#[test]
fn the_abbot_move_reads_and_writes_on_the_wire() {
    assert_wire_forms(
        r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C", "figure": "abbot-mode"}"#,
        r#"{"do": "expansion", "module": "monasteries", "action": "abbot-mode", "at": [0, 1], "rot": 0, "monastery": {"at": [0, 1], "location": "C"}}"#,
    );
}

/// Random games: the module alone, then with each other module players choose, in every rules
/// version.
#[test]
fn random_games_alone_and_with_every_other_module() {
    let cat = catalog();
    let others: Vec<&str> = selectable_ids().filter(|&id| id != ID).collect();
    let mut sets: Vec<Vec<&str>> = vec![vec![ID]];
    sets.extend(others.iter().map(|&o| vec![ID, o]));
    let mut laid = 0;
    for (i, set) in sets.iter().enumerate() {
        for (r, rules) in RulesVersion::ALL.into_iter().enumerate() {
            let seed = i as u64 * 7 + r as u64;
            let mut expansions: Vec<ExpansionChoice> =
                set.iter().map(|&e| ExpansionChoice::new(e)).collect();
            if seed % 3 == 1 {
                expansions[0] = ExpansionChoice::new(ID).with("keep_monasteries", "keep");
            }
            let setup = Setup {
                players: 2 + (seed % 4) as u8,
                rules,
                seed,
                halflings: Some(2),
                symbol_tiles: seed.is_multiple_of(2),
                expansions,
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.5);
            assert!(played.game.is_over(), "{set:?} {rules}");
            laid += count_events(&played.events, "abbot-laid");
            assert_replays(&cat, &played);
        }
    }
    assert!(laid > 20, "abbots laid: {laid}");
}

#[test]
fn an_abbot_the_dragon_eats_goes_home_and_scores_nothing() {
    let s = scenario("mo-pd-the-dragon-eats-an-abbot.json");
    // Before the dragon flies the abbot would score its row: 1 + D + PD-16.
    let before = state_of(&s, 3);
    assert_eq!(before.final_scores_preview(), vec![0, 3]);
    assert_eq!(before.supply(Seat::new(1)), 6);
    let (after, _) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    assert!(after.board().followers().is_empty());
    assert_eq!(after.supply(Seat::new(1)), 7);
    assert_eq!(after.final_scores_preview(), vec![0, 0]);
    after.validity_check().unwrap();
}
