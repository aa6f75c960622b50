//! Count, King & Robber as an expansion module: the tile data (5 or 6 shrines, the 5 King &
//! Robber land tiles), the placement restriction beside rivals (direct, and indirect by
//! option, triangles included), the challenge's events, the King and the Robber in the public
//! view, the bots' valuation, and random games with the module in every rules version (no
//! panic, every legal move passes `check`, records replay). The scores of the rules are the
//! scenarios `ckr-*`, per version.

mod support;

use halflings_engine::expansion::count_king_robber::{
    CountKingRobber, Marker, ID, SHRINE, SIXTH_SHRINE,
};
use halflings_engine::expansion::ModuleId;
use halflings_engine::{Event, ExpansionChoice, GameState, RulesVersion, Seat, Setup};
use support::{
    assert_replays, catalog, count_events, mv, play_checked, refused, scenario, state_of,
};

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

/// The challenge scenario after its first two steps: P1's heretic on the shrine at (0,1),
/// P2's monk on the monastery at (1,1).
const CHALLENGE: &str = "ckr-shrine-completed-first-sends-the-monk-home.json";

/// `g` with `tile` in `player`'s hand for a free turn.
fn with_tile(mut g: GameState, player: u8, tile: &str) -> GameState {
    let kind = g.catalog().kind(tile).unwrap();
    g.begin_free_turn(Seat::new(player), kind).unwrap();
    g
}

/// The module's state in `g`.
fn module(g: &GameState) -> &CountKingRobber {
    g.expansion::<CountKingRobber>().expect("the module plays")
}

#[test]
fn the_tile_data_holds_six_shrines_and_five_king_and_robber_tiles() {
    let cat = catalog();
    let set = cat.set(ID).unwrap();
    let ids: Vec<String> = set
        .tiles
        .iter()
        .map(|&k| cat.def(k))
        .map(|d| format!("{}×{}", d.id, d.count))
        .collect();
    assert_eq!(
        ids,
        [
            "CU/S×1",
            "CU/SC×1",
            "CU/SR×1",
            "CU/SCFR×1",
            "CU/SRFR×1",
            "CU/SRCR×1",
            "KR/LC×1",
            "KR/RC×1",
            "KR/CRrR×1",
            "KR/CcRR!×1",
            "KR/CCcc×1"
        ]
    );
    let shrines: Vec<&str> = set
        .tiles
        .iter()
        .map(|&k| cat.def(k))
        .filter(|d| d.has_symbol(SHRINE))
        .map(|d| d.id.as_str())
        .collect();
    assert_eq!(
        shrines,
        ["CU/S", "CU/SC", "CU/SR", "CU/SCFR", "CU/SRFR", "CU/SRCR"]
    );
    // KR/CCcc: two cities on one tile.
    let cc = cat.def(cat.kind("KR/CCcc").unwrap());
    let cities = cc
        .segments
        .iter()
        .filter(|s| s.kind == halflings_engine::FeatureKind::City)
        .count();
    assert_eq!(cities, 2);
}

#[test]
fn the_sixth_shrine_is_in_the_pile_only_with_the_six_tile_set() {
    let pile_has_sixth = |set: &str| {
        let setup = Setup {
            expansions: vec![ExpansionChoice::new(ID).with("shrine_set", set)],
            ..Setup::default()
        };
        let g = GameState::new(catalog(), &setup).unwrap();
        let sixth = g.catalog().kind(SIXTH_SHRINE).unwrap();
        let fifth = g.catalog().kind("CU/SRFR").unwrap();
        assert!(g.pile_order().contains(&fifth), "{set}: CU/SRFR is played");
        g.pile_order().contains(&sixth)
    };
    assert!(!pile_has_sixth("5"));
    assert!(pile_has_sixth("6"));
}

#[test]
fn a_building_may_not_go_beside_two_rivals() {
    let s = scenario(CHALLENGE);
    // A second monastery at (2,1), beside the first and not the shrine, is fine.
    let mut g = with_tile(state_of(&s, 2), 0, "B");
    g.play(
        Seat::new(0),
        &mv(r#"{"do": "place", "at": [2, 1], "rot": 0}"#),
    )
    .unwrap();
    // A shrine at (2,0) would neighbour both monasteries.
    let at_2_0 = mv(r#"{"do": "place", "at": [2, 0], "rot": 0}"#);
    let shrine = with_tile(g.clone(), 1, "CU/S");
    refused(&shrine, Seat::new(1), &at_2_0, &rule("beside-two-rivals"));
    // A tile without a building goes there.
    let plain = with_tile(g, 1, "E");
    assert!(plain.clone().play(Seat::new(1), &at_2_0).is_ok());
}

#[test]
fn a_building_may_not_go_beside_a_rival_already_in_challenge_unless_the_option_is_off() {
    let s = scenario(CHALLENGE);
    // The shrine at (0,1) already neighbours the monastery at (1,1): a monastery at (-1,1)
    // beside it is refused, a square or the monastery triangle alike.
    let g = with_tile(state_of(&s, 2), 0, "B");
    let square = mv(r#"{"do": "place", "at": [-1, 1], "rot": 0}"#);
    refused(&g, Seat::new(0), &square, &rule("rival-already-challenged"));
    let g = with_tile(state_of(&s, 2), 0, "H1-04");
    let triangle = mv(r#"{"do": "place", "at": [-1, 1], "corner": "NE"}"#);
    refused(
        &g,
        Seat::new(0),
        &triangle,
        &rule("rival-already-challenged"),
    );
    // Without the indirect case, both go there.
    let mut off = s.clone();
    off.setup.expansions = vec![ExpansionChoice::new(ID).with("indirect_restriction", "no")];
    let g = with_tile(state_of(&off, 2), 0, "B");
    assert!(g.legal_moves().contains(&square));
    assert!(g.clone().play(Seat::new(0), &square).is_ok());
    let g = with_tile(state_of(&off, 2), 0, "H1-04");
    assert!(g.clone().play(Seat::new(0), &triangle).is_ok());
}

#[test]
fn the_challenge_sends_the_rivals_followers_home_without_points() {
    let s = scenario(CHALLENGE);
    let (g, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    assert_eq!(count_events(&events, "challenge-lost"), 1);
    let lost: Vec<(Seat, serde_json::Value)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.name() == "challenge-lost" => Some((x.player, x.data())),
            _ => None,
        })
        .collect();
    assert_eq!(
        lost,
        [(
            Seat::new(1),
            serde_json::json!({"at": [1, 1], "corner": null, "shrine": false})
        )]
    );
    // Both players have all their followers back; P1 has 9, P2 nothing.
    assert_eq!(g.supply(Seat::new(0)), 7);
    assert_eq!(g.supply(Seat::new(1)), 7);
    assert_eq!(g.scores(), [9, 0]);
    // Completed together, nobody is sent home.
    let both = scenario("ckr-one-tile-completes-shrine-and-monastery-both-score.json");
    let (g, events) = both.prepare(catalog(), None, both.steps.len()).unwrap();
    assert_eq!(count_events(&events, "challenge-lost"), 0);
    assert_eq!(g.scores(), [9, 9]);
}

#[test]
fn the_king_follows_the_largest_completed_city_in_the_versions_unit() {
    let s = scenario("ckr-king-sized-per-space-or-per-tile.json");
    for (rules, holder, size) in [
        (RulesVersion::C1_2014, 0, 2),
        (RulesVersion::C1_2015, 1, 2),
        (RulesVersion::C2_2020, 1, 2),
        (RulesVersion::C2_2021, 0, 2),
    ] {
        let mut s = s.clone();
        s.setup.rules = rules;
        let after_first = state_of(&s, 2);
        let king = module(&after_first).crowns().get(Marker::King);
        assert_eq!(king.holder, Some(Seat::new(1)), "{rules:?}");
        let first_size = if holder == 0 { 1 } else { 2 };
        assert_eq!(king.size, first_size, "{rules:?}: one space, two tiles");
        let g = state_of(&s, 3);
        let king = module(&g).crowns().get(Marker::King);
        assert_eq!(king.holder, Some(Seat::new(holder)), "{rules:?}");
        assert_eq!(king.size, size, "{rules:?}");
        assert_eq!(module(&g).crowns().get(Marker::Robber).holder, None);
        // The public view says the same.
        let view = g.view_for(None);
        let public = &view.expansions[ID];
        assert_eq!(public["king"]["holder"], serde_json::json!(holder));
        assert_eq!(public["king"]["size"], serde_json::json!(size));
        assert_eq!(public["robber"]["holder"], serde_json::Value::Null);
        // The preview of the end counts the King: 2 completed cities.
        let mut want = [0, 0];
        want[holder as usize] = 2;
        assert_eq!(g.final_scores_preview(), want, "{rules:?}");
    }
}

#[test]
fn the_robber_goes_to_whoever_completes_the_first_road_and_bots_value_it() {
    let s = scenario("ckr-robber-for-the-first-completed-road.json");
    let (g, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    let taken: Vec<serde_json::Value> = events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.name() == "marker-taken" => Some(x.data()),
            _ => None,
        })
        .collect();
    assert_eq!(
        taken,
        [serde_json::json!({"marker": "robber", "size": 3, "at": [0, 0]})]
    );
    let m = g.expansions().get(ModuleId::of(ID).unwrap()).unwrap();
    assert_eq!(m.heuristic(&g, Seat::new(1)), 1.0, "one completed road");
    assert_eq!(m.heuristic(&g, Seat::new(0)), 0.0);
}

#[test]
fn random_games_with_the_module_in_every_version() {
    let cat = catalog();
    let mut taken = 0;
    let mut lost = 0;
    for rules in RulesVersion::ALL {
        for seed in 0..8u64 {
            let scoring = ["default", "10/20", "15/40", "continuously"][seed as usize % 4];
            let mut choice = ExpansionChoice::new(ID).with("king_and_robber_scoring", scoring);
            if seed % 3 == 1 {
                choice = choice.with("shrine_set", "6");
            }
            if seed % 3 == 2 {
                choice = choice.with("indirect_restriction", "no");
            }
            let mut expansions = vec![choice];
            if seed % 2 == 1 {
                expansions.push(ExpansionChoice::new("abbot"));
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
            taken += count_events(&played.events, "marker-taken");
            lost += count_events(&played.events, "challenge-lost");
            assert_replays(&cat, &played);
        }
    }
    assert!(taken > 32, "markers taken: {taken}");
    eprintln!("challenges lost: {lost}");
}
