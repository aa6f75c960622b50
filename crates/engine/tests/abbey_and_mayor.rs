//! Abbey & Mayor as an expansion module: the tile data (12 land tiles, a road with three
//! arms, a road under a city, the C2 garden), the mayor (only in a free city of the tile just
//! placed, one per player, its strength the city's coats of arms at the end too, a flight
//! landing it only in a city), the wagon (never in a field; the decision after its feature
//! is scored: the targets on the nine spaces, refusals, the turn order of several), the barn
//! (where four tiles meet with field: gaps refused under c2-* and c1-2014, allowed under
//! c1-2015 in one field, or in every field by option; a second player's barn in its field only
//! by option; no follower in its field; its final score and view), the abbey (four walls and a
//! monastery, kept off the pile; laid instead of the tile only into a hole, squares or
//! triangles around, once per player, the tile going back on the pile; its walls closing what
//! meets them, a triangle laid later into a gap facing it included), the bots' value of the
//! figures in reserve, the abbeys' last round after the last tile (in turn order from the
//! player after the last one, kept or laid as a whole turn), and random games with the module in every rules version (no panic,
//! every legal move passes `check`, records replay). The scores of the rules are the
//! scenarios `am-*`, per version.

mod support;

use std::sync::Arc;

use halflings_engine::expansion::abbey_and_mayor::{
    is_hole, AbbeyAndMayor, ABBEY_TILE, ID, MAYOR, MAYOR_RESERVE_VALUE,
};
use halflings_engine::expansion::ModuleId;
use halflings_engine::tiles::EdgeKind;
use halflings_engine::{
    Event, ExpansionChoice, FeatureKind, FollowerKind, GameRecord, GameState, Move, MoveWire,
    Phase, RulesVersion, Seat, Setup, Side, SpacePos,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::{
    assert_replays, catalog, count_events, mv, pick, play_checked, refused, scenario, state_of,
    Played,
};

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

/// `g` with `tile` in `player`'s hand for a free turn.
fn with_tile(mut g: GameState, player: u8, tile: &str) -> GameState {
    let kind = g.catalog().kind(tile).unwrap();
    g.begin_free_turn(Seat::new(player), kind).unwrap();
    g
}

/// A two-player scenario game with the module, before its first move.
fn new_game() -> GameState {
    state_of(
        &scenario("am-mayor-without-coat-of-arms-counts-nothing.json"),
        0,
    )
}

/// The module's worth to `player` in `g`, for bots.
fn worth(g: &GameState, player: u8) -> f32 {
    let m = g.expansions().get(ModuleId::of(ID).unwrap()).unwrap();
    m.heuristic(g, Seat::new(player))
}

#[test]
fn the_tile_data_holds_the_twelve_land_tiles() {
    let cat = catalog();
    let set = cat.set(ID).unwrap();
    let defs: Vec<_> = set.tiles.iter().map(|&k| cat.def(k)).collect();
    let ids: Vec<String> = defs
        .iter()
        .map(|d| format!("{}×{}", d.id, d.count))
        .collect();
    assert_eq!(
        ids,
        [
            "AM/C++×1",
            "AM/CCcc+×1",
            "AM/CCc+×1",
            "AM/CCRR×1",
            "AM/LRRRR×1",
            "AM/RC×1",
            "AM/CRr×1",
            "AM/RrC×1",
            "AM/C!+×1",
            "AM/R×1",
            "AM/Rrr×1",
            "AM/CRcr+×1"
        ]
    );
    let arms: u32 = defs.iter().map(|d| u32::from(d.arms())).sum();
    assert_eq!(arms, 6, "coats of arms");
    assert_eq!(defs.iter().filter(|d| d.monastery).count(), 1);
    let gardens: Vec<&str> = defs
        .iter()
        .filter(|d| d.has_symbol("garden"))
        .map(|d| d.id.as_str())
        .collect();
    assert_eq!(gardens, ["AM/R"]);
    let kinds = |id: &str, kind: FeatureKind| {
        let d = cat.def(cat.kind(id).unwrap());
        d.segments
            .iter()
            .filter(|s| s.kind == kind)
            .map(|s| s.points.count_ones())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        kinds("AM/Rrr", FeatureKind::Road),
        [3],
        "one road, three arms"
    );
    assert_eq!(
        kinds("AM/CRcr+", FeatureKind::Road),
        [2],
        "one road under the city"
    );
    assert_eq!(kinds("AM/CRcr+", FeatureKind::City).len(), 1);
    assert_eq!(kinds("AM/CCcc+", FeatureKind::City).len(), 2, "two cities");
    assert_eq!(kinds("AM/C!+", FeatureKind::Field).len(), 3, "three fields");
}

#[test]
fn the_mayor_goes_only_in_a_free_city_of_the_tile_just_placed() {
    let g = with_tile(new_game(), 0, "AM/CRcr+");
    // Turned a quarter, the city runs N-S into the start tile's city; the road E-W.
    let city =
        mv(r#"{"do": "place", "at": [0, -1], "rot": 90, "figure": "mayor", "follower": "N"}"#);
    let road =
        mv(r#"{"do": "place", "at": [0, -1], "rot": 90, "figure": "mayor", "follower": "E"}"#);
    assert!(g.legal_moves().contains(&city));
    refused(&g, Seat::new(0), &road, &rule("mayor-not-in-city"));
    let mut played = g.clone();
    played.play(Seat::new(0), &city).unwrap();
    let mayor = played.expansion::<AbbeyAndMayor>().unwrap().mayor();
    assert_eq!(played.supply_of(Seat::new(0), mayor), 0);
    assert_eq!(played.supply_of(Seat::new(1), mayor), 1);
    // One mayor each: a second is refused.
    let again = with_tile(played, 0, "E");
    let second =
        mv(r#"{"do": "place", "at": [0, -2], "rot": 180, "figure": "mayor", "follower": "S"}"#);
    refused(&again, Seat::new(0), &second, &rule("mayor-on-board"));
}

#[test]
fn the_mayor_counts_the_coats_of_arms_of_its_city_at_the_end_too() {
    let s = scenario("am-mayor-with-two-coats-of-arms-beats-a-knight.json");
    for (rules, one_arm, two_arms) in [
        (RulesVersion::C1_2014, 3, 5),
        (RulesVersion::C1_2015, 3, 6),
        (RulesVersion::C2_2020, 3, 6),
        (RulesVersion::C2_2021, 3, 5),
    ] {
        let mut s = s.clone();
        s.setup.rules = rules;
        // The mayor alone in the city with one coat of arms: 2 units + 1.
        assert_eq!(
            state_of(&s, 1).final_scores_preview(),
            [one_arm, 0],
            "{rules:?}"
        );
        // The triangle pair joins the knight's city: the mayor counts 2 against 1 and P1
        // alone scores the incomplete city: its units + 2 coats of arms.
        assert_eq!(
            state_of(&s, 4).final_scores_preview(),
            [two_arms, 0],
            "{rules:?}"
        );
    }
}

#[test]
fn a_flight_lands_the_mayor_only_in_a_city() {
    // In flight over the start tile: its city is the only landing, not its road or fields.
    let g = state_of(&scenario("am-fl-the-mayor-flies-into-a-city.json"), 2);
    let land = mv(
        r#"{"do": "expansion", "module": "flier", "action": "land", "target": {"at": [0, 0], "location": "N"}}"#,
    );
    assert_eq!(g.legal_moves(), [land]);
    let mayor = FollowerKind::of(MAYOR).unwrap();
    assert!(mayor.may_stand_on(FeatureKind::City));
    for kind in [
        FeatureKind::Road,
        FeatureKind::Monastery,
        FeatureKind::Field,
    ] {
        assert!(!mayor.may_stand_on(kind), "{kind:?}");
    }
    assert!(
        !mayor.anywhere(),
        "no other rule puts it where any follower goes"
    );
}

#[test]
fn bots_value_the_mayor_in_reserve_until_it_is_placed() {
    let setup = Setup {
        expansions: vec![ExpansionChoice::new(ID)],
        seed: 3,
        ..Setup::default()
    };
    let mut g = GameState::new(catalog(), &setup).unwrap();
    let mayor = g.expansion::<AbbeyAndMayor>().unwrap().mayor();
    assert!(worth(&g, 0) > 0.0 && worth(&g, 1) > 0.0);
    // Play the first moves until somebody may place their mayor, and place it.
    for _ in 0..60 {
        let Some(p) = g.to_move() else { break };
        let moves = g.legal_moves();
        let placing = moves.iter().find(|m| {
            let mut after = g.clone();
            after.play(p, m).is_ok() && after.supply_of(p, mayor) == 0
        });
        if let Some(m) = placing {
            let before = worth(&g, p.index() as u8);
            g.play(p, m).unwrap();
            let after = worth(&g, p.index() as u8);
            assert_eq!(
                before - after,
                MAYOR_RESERVE_VALUE,
                "the mayor is on the board"
            );
            return;
        }
        g.play(p, &moves[0]).unwrap();
    }
    panic!("no mayor could be placed");
}

/// The scenario of a wagon moving on to a road on a triangle.
const WAGON: &str = "am-wagon-moves-on-to-a-road-on-a-triangle.json";

#[test]
fn the_wagon_goes_on_a_road_city_or_monastery_never_in_a_field() {
    let g = with_tile(new_game(), 0, "A");
    let monastery =
        mv(r#"{"do": "place", "at": [1, 0], "rot": 90, "figure": "wagon", "follower": "C"}"#);
    let road =
        mv(r#"{"do": "place", "at": [1, 0], "rot": 90, "figure": "wagon", "follower": "W"}"#);
    let field =
        mv(r#"{"do": "place", "at": [1, 0], "rot": 90, "figure": "wagon", "follower": "E.n"}"#);
    let legal = g.legal_moves();
    assert!(legal.contains(&monastery) && legal.contains(&road));
    refused(&g, Seat::new(0), &field, &rule("wagon-not-in-field"));
    let wagon = FollowerKind::of("wagon").unwrap();
    assert!(!wagon.may_stand_on(FeatureKind::Field));
    assert!(wagon.may_stand_on(FeatureKind::Monastery));
}

#[test]
fn a_freed_wagon_moves_on_to_a_feature_on_the_nine_spaces_or_stays() {
    let s = scenario(WAGON);
    let g = state_of(&s, 2);
    assert_eq!(g.to_move(), Some(Seat::new(0)), "the wagon's owner decides");
    assert_eq!(g.scores(), [4, 0], "the city was scored first");
    let onto_triangle = mv(
        r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "move-wagon", "to": {"at": [-1, 0], "corner": "NE", "location": "N"}}"#,
    );
    let keep = mv(r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "keep-wagon"}"#);
    // The road is the only target (the city is complete, fields are no ground): a choice for
    // each of its tiles on the nine spaces, the triangle's and D's, and keeping it.
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 3, "{legal:?}");
    assert!(legal.contains(&onto_triangle) && legal.contains(&keep));
    let on_d = mv(
        r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "move-wagon", "to": {"at": [0, 0], "location": "E"}}"#,
    );
    assert!(
        g.clone().play(Seat::new(0), &on_d).is_ok(),
        "D's part of the road, by a side"
    );
    let complete = mv(
        r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "move-wagon", "to": {"at": [0, 0], "location": "N"}}"#,
    );
    refused(&g, Seat::new(0), &complete, &rule("wagon-no-target"));
    let far = mv(
        r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "move-wagon", "to": {"at": [2, 0], "location": "W"}}"#,
    );
    refused(&g, Seat::new(0), &far, &rule("wagon-too-far"));
    let wagon = g.expansion::<AbbeyAndMayor>().unwrap().wagon();
    let mut kept = g.clone();
    kept.play(Seat::new(0), &keep).unwrap();
    assert_eq!(kept.supply_of(Seat::new(0), wagon), 1);
    assert!(!kept.legal_moves().contains(&keep), "the decision is taken");
    let mut moved = g.clone();
    moved.play(Seat::new(0), &onto_triangle).unwrap();
    assert_eq!(moved.supply_of(Seat::new(0), wagon), 0);
    assert_eq!(
        moved.final_scores_preview(),
        [4 + 2, 0],
        "the road's 2 tiles"
    );
    // No decision is waiting once it is taken.
    // The module now takes free actions (the abbey): its own refusal, not the core's.
    refused(&moved, Seat::new(0), &keep, &rule("no-wagon-waiting"));
}

#[test]
fn wagons_freed_together_move_in_turn_order_from_the_active_player() {
    let s = scenario("am-two-wagons-freed-move-in-turn-order.json");
    let (g, events) = s.prepare(catalog(), None, 4).unwrap();
    assert_eq!(g.scores(), [3, 4]);
    assert_eq!(g.to_move(), Some(Seat::new(1)), "the active player first");
    assert_eq!(count_events(&events, "wagon-moved"), 0);
    let g = state_of(&s, 5);
    assert_eq!(g.to_move(), Some(Seat::new(0)), "then the next player");
    let (_, events) = s.prepare(catalog(), None, 6).unwrap();
    assert_eq!(count_events(&events, "wagon-moved"), 2);
}

/// The barn scenario: P1's barn at the corner SE of D (step 4).
const BARN: &str = "am-barn-scores-the-field-at-once-then-its-cities.json";

#[test]
fn a_barn_needs_a_tile_with_field_from_each_quarter() {
    let s = scenario(BARN);
    let g = state_of(&s, 3);
    let g = with_tile(g, 0, "B");
    let at = |location: &str| {
        mv(&format!(
            r#"{{"do": "place", "at": [1, 1], "rot": 0, "figure": "barn", "follower": "{location}"}}"#
        ))
    };
    let legal = g.legal_moves();
    assert!(legal.contains(&at("N.w")), "the corner SE of D");
    // Two other corners of B have empty spaces around them; at the third E's city meets it.
    refused(&g, Seat::new(0), &at("S.w"), &rule("barn-not-on-field"));
    for corner in ["N.e", "S.e"] {
        refused(
            &g,
            Seat::new(0),
            &at(corner),
            &rule("barn-needs-four-tiles"),
        );
    }
    let mut played = g.clone();
    let events = played.play(Seat::new(0), &at("N.w")).unwrap();
    assert_eq!(count_events(&events, "barn-placed"), 1);
    assert_eq!(played.scores(), [0, 3], "the farmer's field at once");
    assert_eq!(played.supply(Seat::new(1)), 7, "the farmer went home");
    assert_eq!(played.final_scores_preview(), [4, 3], "4 a completed city");
    let view = played.view_for(None);
    let barn = serde_json::to_value(&view.figures).unwrap();
    assert!(
        barn.as_array()
            .unwrap()
            .iter()
            .any(|f| f["figure"] == "barn" && f["at"] == serde_json::json!([1, 1])),
        "{barn}"
    );
    // One barn each: P1's is on the board. No follower goes in its field afterwards (a
    // second player's barn: `a_second_barn_joins_a_field_only_with_the_option`).
    let again = with_tile(played.clone(), 0, "B");
    let second =
        mv(r#"{"do": "place", "at": [1, 2], "rot": 0, "figure": "barn", "follower": "N.w"}"#);
    refused(&again, Seat::new(0), &second, &rule("barn-on-board"));
    let farmer = with_tile(played, 1, "B");
    let into_barn = mv(r#"{"do": "place", "at": [2, 1], "rot": 0, "follower": "N.w"}"#);
    assert!(!farmer.legal_moves().contains(&into_barn));
    assert!(farmer.clone().play(Seat::new(1), &into_barn).is_err());
}

#[test]
fn a_barn_beside_a_triangular_gap_only_under_c1_2015() {
    let s = scenario("am-barn-c1-2015-beside-a-triangular-gap.json");
    let barn =
        mv(r#"{"do": "place", "at": [1, 1], "corner": "NE", "figure": "barn", "follower": "N.w"}"#);
    for rules in RulesVersion::ALL {
        let mut s = s.clone();
        s.setup.rules = rules;
        let g = with_tile(state_of(&s, 3), 0, "H1-04");
        if rules == RulesVersion::C1_2015 {
            assert!(g.legal_moves().contains(&barn), "{rules:?}");
        } else {
            refused(&g, Seat::new(0), &barn, &rule("barn-beside-a-gap"));
        }
    }
}

#[test]
fn under_c1_2015_a_barn_between_fields_needs_the_option() {
    // The corner SE of D under c1-2015: U (1,0); the monastery triangle H1-04 (NE) at (1,1)
    // and H1-02 (SE, its city south) at (0,1) reach it with field, each leaving a triangular
    // gap there. H1-02's field meets nothing else (gaps on its north and west): two fields
    // meet at the point, D's south field and H1-02's.
    let placed = [
        ("U", r#"{"do": "place", "at": [1, 0], "rot": 90}"#),
        ("H1-04", r#"{"do": "place", "at": [1, 1], "corner": "NE"}"#),
        ("B", r#"{"do": "place", "at": [2, 1], "rot": 0}"#),
        ("B", r#"{"do": "place", "at": [2, 2], "rot": 0}"#),
        ("B", r#"{"do": "place", "at": [1, 2], "rot": 0}"#),
        ("E", r#"{"do": "place", "at": [0, 2], "rot": 0}"#),
    ];
    let barn =
        mv(r#"{"do": "place", "at": [0, 1], "corner": "SE", "figure": "barn", "follower": "E.n"}"#);
    for (option, allowed) in [("one-field", false), ("every-field", true)] {
        let mut s = scenario(BARN);
        s.setup.rules = RulesVersion::C1_2015;
        s.setup.expansions = vec![ExpansionChoice::new(ID).with("barn_fields", option)];
        let mut g = state_of(&s, 0);
        for (tile, json) in placed {
            g = with_tile(g, 0, tile);
            g.play(Seat::new(0), &mv(json)).unwrap();
        }
        let g = with_tile(g, 0, "H1-02");
        if allowed {
            assert!(g.legal_moves().contains(&barn), "{option}");
            let mut played = g.clone();
            played.play(Seat::new(0), &barn).unwrap();
            // H1-02's field touches its city, which E (0,2) completes; D's south field touches
            // it too, round the ring of tiles to E (0,2)'s field. The barn stands in both
            // fields, each paying 4 for that city at the end.
            assert_eq!(played.final_scores_preview(), [8, 0], "{option}");
        } else {
            refused(&g, Seat::new(0), &barn, &rule("barn-between-fields"));
        }
    }
}

#[test]
fn random_games_with_the_module_in_every_version() {
    let cat = catalog();
    let mut placed = 0;
    let mut moved = 0;
    let mut barns = 0;
    let mut abbeys = 0;
    for rules in RulesVersion::ALL {
        for seed in 0..8u64 {
            let mut expansions = vec![ExpansionChoice::new(ID)];
            if seed % 2 == 1 {
                expansions.push(ExpansionChoice::new("flier"));
            }
            if seed % 4 == 2 {
                expansions.push(ExpansionChoice::new("hills"));
            }
            if seed % 3 == 0 {
                expansions[0] = ExpansionChoice::new(ID).with("barn_fields", "every-field");
            }
            let setup = Setup {
                players: 2 + (seed % 4) as u8,
                rules,
                seed,
                halflings: Some(2),
                expansions,
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.4);
            assert!(played.game.is_over());
            placed += count_events(&played.events, "mayor-placed");
            abbeys += count_events(&played.events, "abbey-placed");
            moved += count_events(&played.events, "wagon-moved");
            barns += count_events(&played.events, "barn-placed");
            assert_replays(&cat, &played);
        }
    }
    assert!(placed > 16, "mayors placed: {placed}");
    assert!(moved > 4, "wagons moved on: {moved}");
    assert!(barns > 4, "barns placed: {barns}");
    assert!(abbeys > 4, "abbeys laid: {abbeys}");
}

/// The scenario of an abbey in a hole of squares.
const HOLE: &str = "am-abbey-in-a-hole-closes-a-city-and-roads.json";

/// The scenario of an abbey beside triangles, a triangular gap facing it.
const GAP: &str = "am-abbey-beside-triangles-and-a-facing-gap.json";

/// The move laying the abbey into `[x, y]`, with a monk or not.
fn abbey(x: i32, y: i32, monk: bool) -> Move {
    mv(&format!(
        r#"{{"do": "expansion", "module": "abbey-and-mayor", "action": "abbey", "space": [{x}, {y}], "monk": {monk}}}"#
    ))
}

#[test]
fn the_abbey_tile_has_four_walls_and_a_monastery_and_stays_off_the_pile() {
    let cat = catalog();
    let kind = cat.kind(ABBEY_TILE).unwrap();
    let def = cat.def(kind);
    for side in Side::ALL {
        assert_eq!(def.canonical_edge(side), Some(EdgeKind::Wall), "{side:?}");
    }
    assert!(def.monastery && def.has_walls());
    assert_eq!(def.segments.len(), 1, "the monastery alone");
    let setup = Setup {
        players: 6,
        expansions: vec![ExpansionChoice::new(ID)],
        ..Setup::default()
    };
    let g = GameState::new(cat, &setup).unwrap();
    assert!(!g.unplaced_tiles().unwrap().contains(&kind));
    assert_eq!(g.pile_len(), 71 + 12, "the base pile and the 12 land tiles");
    let m = g.expansion::<AbbeyAndMayor>().unwrap();
    assert!(
        Seat::all(6).all(|p| m.abbeys_left(p) == 1),
        "one abbey each"
    );
}

#[test]
fn the_abbey_goes_instead_of_the_tile_into_a_hole_only_once() {
    let g = with_tile(state_of(&scenario(HOLE), 6), 0, "U");
    let legal = g.legal_moves();
    let abbeys: Vec<&Move> = legal
        .iter()
        .filter(|m| matches!(m, Move::Expansion(e) if e.place.is_none()))
        .collect();
    assert_eq!(
        abbeys,
        [&abbey(0, 1, false), &abbey(0, 1, true)],
        "the only hole, without and with a monk"
    );
    refused(
        &g,
        Seat::new(0),
        &abbey(0, 0, false),
        &rule("abbey-space-taken"),
    );
    refused(
        &g,
        Seat::new(0),
        &abbey(1, 2, false),
        &rule("abbey-not-in-hole"),
    );
    let err = g
        .clone()
        .play(Seat::new(1), &abbey(0, 1, false))
        .unwrap_err();
    assert_eq!(
        err.rule(),
        "not-your-turn",
        "P2 may not lay theirs in P1's turn"
    );
    let mut after = g.clone();
    let events = after.play(Seat::new(0), &abbey(0, 1, true)).unwrap();
    assert_eq!(count_events(&events, "abbey-placed"), 1);
    assert_eq!(
        after.scores(),
        [1, 3],
        "the walls closed P1's road (1), P2's city (2) and road (1)"
    );
    assert_eq!(
        after.supply_of(Seat::new(0), FollowerKind::REGULAR),
        6,
        "the road's follower came home, the monk stays"
    );
    let m = after.expansion::<AbbeyAndMayor>().unwrap();
    assert_eq!(
        (m.abbeys_left(Seat::new(0)), m.abbeys_left(Seat::new(1))),
        (0, 1)
    );
    assert_eq!(
        after.final_scores_preview(),
        [1 + 8, 3],
        "the monk: 1 + 7 spaces"
    );
    let again = with_tile(after, 0, "U");
    refused(
        &again,
        Seat::new(0),
        &abbey(5, 5, false),
        &rule("abbey-played"),
    );
}

#[test]
fn the_walls_close_a_triangle_beside_the_abbey_and_one_laid_later_into_the_facing_gap() {
    let s = scenario(GAP);
    let before = state_of(&s, 7);
    assert_eq!(before.scores(), [0, 0]);
    let laid = state_of(&s, 8);
    assert_eq!(
        laid.scores(),
        [3, 0],
        "P1's city on the triangle's short side (2) and road (1)"
    );
    let gap_filled = state_of(&s, 9);
    assert_eq!(
        gap_filled.scores(),
        [5, 0],
        "the triangle laid into the gap: its city against the wall is complete (2)"
    );
}

#[test]
fn a_second_abbey_beside_a_completed_city_scores_it_no_more() {
    let mut g = state_of(&scenario(HOLE), 7);
    assert_eq!(g.scores(), [1, 3]);
    // A second hole at (2,1), beside E (1,1), whose city the first abbey closed (on its west
    // side, away from the new hole).
    for (p, tile, x, y, rot) in [
        (1, "U", 2, 0, 90),
        (0, "U", 3, 0, 90),
        (1, "B", 3, 1, 0),
        (0, "B", 3, 2, 0),
        (1, "B", 2, 2, 0),
    ] {
        g = with_tile(g, p, tile);
        let place = mv(&format!(
            r#"{{"do": "place", "at": [{x}, {y}], "rot": {rot}}}"#
        ));
        g.play(Seat::new(p), &place).unwrap();
    }
    let mut g = with_tile(g, 1, "U");
    let events = g.play(Seat::new(1), &abbey(2, 1, false)).unwrap();
    assert_eq!(count_events(&events, "abbey-placed"), 1);
    assert_eq!(g.scores(), [1, 3], "nothing the new walls meet was open");
}

#[test]
fn a_second_barn_joins_a_field_only_with_the_option() {
    // After the barn scenario (P1's barn at the corner SE of D, in D's south field, which
    // holds E's completed city): B (2,0) beside U, then P2's B (2,1) with a barn at its N.w,
    // the point where U's south field and the two B's fields meet: the barn's field.
    let second =
        mv(r#"{"do": "place", "at": [2, 1], "rot": 0, "figure": "barn", "follower": "N.w"}"#);
    for (option, allowed) in [("not-occupied", false), ("occupied", true)] {
        let mut s = scenario(BARN);
        s.setup.expansions = vec![ExpansionChoice::new(ID).with("barn_placement", option)];
        let mut g = with_tile(state_of(&s, 4), 0, "A");
        g.play(
            Seat::new(0),
            &mv(r#"{"do": "place", "at": [2, 0], "rot": 90}"#),
        )
        .unwrap();
        let g = with_tile(g, 1, "B");
        if allowed {
            let mut played = g.clone();
            let events = played.play(Seat::new(1), &second).unwrap();
            assert_eq!(count_events(&events, "barn-placed"), 1);
            assert_eq!(played.scores(), [0, 3], "no farmer left to score at once");
            // The field pays each barn's owner 4 for its completed city.
            assert_eq!(played.final_scores_preview(), [4, 7]);
            // Still no follower in it.
            let farmer = with_tile(played, 0, "B");
            let into_barn = mv(r#"{"do": "place", "at": [3, 1], "rot": 0, "follower": "N.w"}"#);
            assert!(farmer.clone().play(Seat::new(0), &into_barn).is_err());
        } else {
            // The module's own rule, not the core's limit on followers.
            refused(&g, Seat::new(1), &second, &rule("field-has-barn"));
        }
    }
}

/// Game `seed` (three players, the module) played with random moves but never an abbey or a
/// figure (so each player has followers for a monk at the end), until
/// the pile is empty and the last round asks for an abbey: the game then, its record and events so
/// far; `None` when nobody is asked (no hole at the end).
/// With `early`, that player lays their abbey during the game as soon as they may.
fn to_the_last_round(rules: RulesVersion, seed: u64, early: Option<Seat>) -> Option<Played> {
    let cat = catalog();
    let setup = Setup {
        players: 3,
        rules,
        seed,
        halflings: Some(2),
        expansions: vec![ExpansionChoice::new(ID)],
        ..Setup::default()
    };
    let mut game = GameState::new(Arc::clone(&cat), &setup).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut record = GameRecord::new(setup);
    let mut events = Vec::new();
    while let Some(player) = game.to_move() {
        if let Phase::Expansion { decision, .. } = game.phase() {
            if decision.name() == "last-abbey" {
                return Some(Played {
                    record,
                    game,
                    events,
                });
            }
        }
        let legal = game.legal_moves();
        let early_abbey = legal.iter().find(|m| {
            Some(player) == early
                && matches!(m, Move::Expansion(e) if e.place.is_none())
                && matches!(game.phase(), Phase::Place { .. })
        });
        if let Some(&mv) = early_abbey {
            record.moves.push(MoveWire::from_move(&mv, &cat));
            events.extend(game.play(player, &mv).unwrap());
            continue;
        }
        let moves: Vec<Move> = legal
            .into_iter()
            .filter(|m| match m {
                Move::Place { follower, .. } => follower.is_none(),
                Move::Expansion(_) => !matches!(game.phase(), Phase::Place { .. }),
                _ => true,
            })
            .collect();
        let mv = pick(&moves, &mut rng, 0.0);
        record.moves.push(MoveWire::from_move(&mv, &cat));
        events.extend(game.play(player, &mv).unwrap());
    }
    None
}

/// Plays `mv` of `player` into `played`, keeping its record and events.
fn play_on(played: &mut Played, player: Seat, mv: &Move) -> Vec<Event> {
    let cat = catalog();
    played.record.moves.push(MoveWire::from_move(mv, &cat));
    let events = played.game.play(player, mv).unwrap();
    played.events.extend(events.iter().cloned());
    events
}

/// The move laying the abbey into `[x, y]` in the last round.
fn last_abbey(x: i32, y: i32, monk: bool) -> Move {
    mv(&format!(
        r#"{{"do": "expansion", "module": "abbey-and-mayor", "action": "last-abbey", "space": [{x}, {y}], "monk": {monk}}}"#
    ))
}

/// Keeping the abbey in the last round.
fn keep_abbey() -> Move {
    mv(r#"{"do": "expansion", "module": "abbey-and-mayor", "action": "keep-abbey"}"#)
}

#[test]
fn after_the_last_tile_each_holder_of_an_abbey_may_lay_it_in_turn_order_from_the_next_player() {
    for rules in RulesVersion::ALL {
        let mut played = (0..20)
            .find_map(|seed| to_the_last_round(rules, seed, None))
            .expect("a game with a hole at the end");
        let g = &played.game;
        assert_eq!(g.pile_len(), 0, "{rules}: the pile is empty");
        let last = g.active();
        let first = last.after(1, 3);
        assert_eq!(
            g.to_move(),
            Some(first),
            "{rules}: the player after the last one"
        );
        let holes: Vec<SpacePos> = g
            .board()
            .tiles()
            .iter()
            .flat_map(|t| Side::ALL.map(|s| t.pos.step(s)))
            .filter(|&at| is_hole(g.board(), at))
            .fold(Vec::new(), |mut v, at| {
                if !v.contains(&at) {
                    v.push(at);
                }
                v
            });
        let legal = g.legal_moves();
        assert!(legal.contains(&keep_abbey()), "{rules}: keeping it");
        for at in &holes {
            assert!(
                legal.contains(&last_abbey(at.x, at.y, false)),
                "{rules}: {at:?}"
            );
        }
        assert_eq!(
            legal.len(),
            1 + 2 * holes.len(),
            "{rules}: each hole with and without a monk, and keeping it"
        );
        let hole = holes[0];
        refused(
            g,
            first,
            &abbey(hole.x, hole.y, false),
            &rule("abbey-before-placing"),
        );
        let placed = g.board().tiles()[0].pos;
        refused(
            g,
            first,
            &last_abbey(placed.x, placed.y, false),
            &rule("abbey-space-taken"),
        );
        assert!(
            g.clone().play(last, &keep_abbey()).is_err(),
            "{rules}: not their turn yet"
        );

        let kept = play_on(&mut played, first, &keep_abbey());
        assert_eq!(count_events(&kept, "abbey-kept"), 1);
        let second = last.after(2, 3);
        assert_eq!(
            played.game.to_move(),
            Some(second),
            "{rules}: the next in turn"
        );

        let supply = played.game.supply_of(second, FollowerKind::REGULAR);
        let laid = play_on(&mut played, second, &last_abbey(hole.x, hole.y, true));
        assert_eq!(count_events(&laid, "abbey-placed"), 1);
        let board = played.game.board();
        let abbey_kind = played.game.catalog().kind(ABBEY_TILE).unwrap();
        let on_hole: Vec<u16> = board.tiles_at(hole).collect();
        assert_eq!(on_hole.len(), 1);
        assert_eq!(board.tiles()[on_hole[0] as usize].kind, abbey_kind);
        let m = played.game.expansion::<AbbeyAndMayor>().unwrap();
        assert_eq!(m.abbeys_left(second), 0);
        let completed = laid.iter().any(
            |e| matches!(e, Event::Score(s) if s.feature == FeatureKind::Monastery && s.at == hole),
        );
        assert_eq!(
            played.game.supply_of(second, FollowerKind::REGULAR),
            supply - u8::from(!completed),
            "{rules}: the monk stays unless the abbey completed its monastery"
        );
        assert_eq!(
            played.game.to_move(),
            Some(last),
            "{rules}: the last player comes last"
        );

        let end = play_on(&mut played, last, &keep_abbey());
        assert!(played.game.is_over(), "{rules}: nobody is left to ask");
        assert!(end.iter().any(|e| matches!(e, Event::GameOver)));
        // The monk on the abbey is scored (at the end, or at once when the abbey completed
        // it): 1 for the abbey and 1 for each space around it holding a tile, each tile under
        // c1-2015.
        let board = played.game.board();
        let around: u32 = hole
            .block3()
            .filter(|&at| at != hole)
            .map(|at| {
                let n = board.tiles_at(at).count() as u32;
                if rules == RulesVersion::C1_2015 {
                    n
                } else {
                    n.min(1)
                }
            })
            .sum();
        let monk = played
            .events
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::Score(s) if s.feature == FeatureKind::Monastery && s.at == hole => Some(s),
                _ => None,
            })
            .expect("the abbey's monk is scored");
        assert_eq!(monk.counted, 1 + around, "{rules}");
        assert!(monk.points[second] > 0, "{rules}: for the abbey's owner");
        assert_replays(&catalog(), &played);
    }
}

#[test]
fn a_player_who_laid_their_abbey_is_not_asked_after_the_last_tile() {
    for rules in RulesVersion::ALL {
        let (played, early) = (0..20)
            .find_map(|seed| {
                let early = Seat::new((seed % 3) as u8);
                to_the_last_round(rules, seed, Some(early)).map(|p| (p, early))
            })
            .expect("a game with a hole at the end");
        let m = played.game.expansion::<AbbeyAndMayor>().unwrap();
        assert_eq!(m.abbeys_left(early), 0, "{rules}: laid during the game");
        let mut game = played.game.clone();
        let mut asked = Vec::new();
        while let Some(seat) = game.to_move() {
            asked.push(seat);
            game.play(seat, &keep_abbey()).unwrap();
        }
        let last = played.game.active();
        let expected: Vec<Seat> = (1..=3)
            .map(|i| last.after(i, 3))
            .filter(|&s| s != early)
            .collect();
        assert_eq!(
            asked, expected,
            "{rules}: the others in turn order, then the end"
        );
        assert!(game.is_over());
    }
}
