//! The Abbot and gardens as an expansion module: the gardens in the tile data (one copy each of
//! E, H, I, M, N, R, U, V and RI-09, and the expansions' garden tiles), one abbot per player,
//! placed only on a monastery or garden and never a follower in a garden, called back instead
//! of a figure (also with a halfling, or not, by option), scored like a monastery (the
//! scenarios `ab-*` give the values per version), and random games with the module alone and
//! with the River in every rules version (no panic, followers of every kind accounted for,
//! every legal move passes `check`, records replay).

mod support;

use halflings_engine::expansion::abbot::{Abbots, ABBOT, GARDEN, ID};
use halflings_engine::{
    Event, ExpansionChoice, FollowerKind, GameState, Move, RulesVersion, Seat, Setup,
};
use support::{
    assert_replays, catalog, count_events, mv, play_checked, refused, scenario, state_of,
};

fn abbot() -> FollowerKind {
    FollowerKind::of(ABBOT).expect("the abbot is registered")
}

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

fn recalls(g: &GameState) -> usize {
    g.legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Expansion(e) if e.action_name() == "recall"))
        .count()
}

#[test]
fn gardens_are_on_the_tiles_that_show_them() {
    let cat = catalog();
    let with_garden = |set: &str| -> Vec<String> {
        let set = cat.set(set).unwrap();
        set.tiles
            .iter()
            .map(|&k| cat.def(k))
            .filter(|d| d.has_symbol(GARDEN))
            .map(|d| format!("{}×{}", d.id, d.count))
            .collect()
    };
    assert_eq!(
        with_garden("base"),
        [
            "E+garden×1",
            "H+garden×1",
            "I+garden×1",
            "M+garden×1",
            "N+garden×1",
            "R+garden×1",
            "U+garden×1",
            "V+garden×1"
        ]
    );
    assert_eq!(with_garden("river"), ["RI-09+garden×1"]);
    // The base game still has 72 tiles, the copies with a garden laid out as their twins.
    let base = cat.set("base").unwrap();
    let total: u32 = base
        .tiles
        .iter()
        .map(|&k| u32::from(cat.def(k).count))
        .sum();
    assert_eq!(total, 72);
    for twin in ["E", "H", "I", "M", "N", "R", "U", "V"] {
        let plain = cat.def(cat.kind(twin).unwrap());
        let garden = cat.def(cat.kind(&format!("{twin}+garden")).unwrap());
        assert_eq!(plain.segments.len(), garden.segments.len(), "{twin}");
        for (a, b) in plain.segments.iter().zip(&garden.segments) {
            assert_eq!((a.kind, a.points), (b.kind, b.points), "{twin}");
        }
    }
}

#[test]
fn every_player_has_one_abbot_only_with_the_module() {
    let cat = catalog();
    for players in 2..=6u8 {
        let g = GameState::new(
            cat.clone(),
            &Setup {
                players,
                halflings: Some(2),
                expansions: vec![ID.into()],
                ..Setup::default()
            },
        )
        .unwrap();
        for p in Seat::all(players) {
            assert_eq!(g.supply(p), 7);
            assert_eq!(g.supply_of(p, abbot()), 1);
        }
        g.validity_check().unwrap();
    }
    let g = GameState::new(cat, &Setup::default()).unwrap();
    assert_eq!(g.supply_of(Seat::new(0), abbot()), 0);
}

#[test]
fn the_abbot_goes_only_on_a_monastery_or_a_garden_and_no_follower_in_a_garden() {
    let s = scenario("ab-abbot-left-in-a-garden-scores-at-the-end.json");
    let mut g = state_of(&s, 0);
    let garden = g.catalog().kind("V+garden").unwrap();
    g.begin_free_turn(Seat::new(0), garden).unwrap();
    let into_garden =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "C"}"#);
    assert!(g.legal_moves().contains(&into_garden));
    // A follower has no spot in the garden: C is no feature of the tile.
    let follower = mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C"}"#);
    assert!(g.clone().play(Seat::new(0), &follower).is_err());
    assert!(!g.legal_moves().contains(&follower));
    // Only at the centre of the tile just placed.
    let elsewhere =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "N.w"}"#);
    refused(&g, Seat::new(0), &elsewhere, &rule("abbot-not-on-tile"));
    // A tile with neither a monastery nor a garden takes no abbot.
    let mut plain = state_of(&s, 0);
    plain
        .begin_free_turn(Seat::new(0), g.catalog().kind("V").unwrap())
        .unwrap();
    let on_plain =
        mv(r#"{"do": "place", "at": [0, 1], "rot": 0, "figure": "abbot", "follower": "C"}"#);
    refused(
        &plain,
        Seat::new(0),
        &on_plain,
        &rule("no-monastery-or-garden"),
    );
    // One abbot each: once it stands, none is offered, and a second is refused.
    let mut g = state_of(&s, 1);
    assert_eq!(g.supply_of(Seat::new(0), abbot()), 0);
    assert_eq!(g.supply(Seat::new(0)), 7);
    g.begin_free_turn(Seat::new(0), g.catalog().kind("B").unwrap())
        .unwrap();
    let second =
        mv(r#"{"do": "place", "at": [1, 1], "rot": 0, "figure": "abbot", "follower": "C"}"#);
    refused(&g, Seat::new(0), &second, &rule("abbot-on-board"));
}

#[test]
fn the_abbot_is_called_back_only_instead_of_a_figure() {
    let s = scenario("ab-abbot-recalled-from-a-garden-beside-two-triangles.json");
    let g = state_of(&s, 2);
    // P1's turn with the halfling H1-04 in (1,1) SE: the recall is offered as a placement of
    // its own, never beside a follower.
    let mut g = g;
    g.begin_free_turn(Seat::new(0), g.catalog().kind("H1-04").unwrap())
        .unwrap();
    assert!(recalls(&g) > 0);
    for m in g.legal_moves() {
        if let Move::Expansion(e) = m {
            if e.action_name() == "recall" {
                assert!(e.place.is_some() && e.aim().is_some());
            }
        }
    }
    // Aimed at another spot: refused.
    let wrong = mv(
        r#"{"do": "expansion", "module": "abbot", "action": "recall", "at": [1, 1], "corner": "SE", "target": {"at": [0, 0], "location": "C"}}"#,
    );
    refused(&g, Seat::new(0), &wrong, &rule("not-your-abbot"));
    // P2 has no abbot on the board: no recall.
    let mut p2 = state_of(&s, 1);
    p2.begin_free_turn(Seat::new(1), p2.catalog().kind("U").unwrap())
        .unwrap();
    assert_eq!(recalls(&p2), 0);
    // Once called back it is in reserve again, scored, and the garden is empty.
    let (g, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    assert_eq!(g.supply_of(Seat::new(0), abbot()), 1);
    assert_eq!(count_events(&events, "abbot-recalled"), 1);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Score(s) if s.name().english() == "Garden")));
    assert!(g
        .expansions()
        .find::<Abbots>()
        .unwrap()
        .abbot(&g, Seat::new(0))
        .is_none());
    g.validity_check().unwrap();
}

#[test]
fn the_option_refuses_the_recall_with_a_halfling() {
    let s = scenario("ab-abbot-recalled-from-a-garden-beside-two-triangles.json");
    let mut s = s;
    s.setup.expansions = vec![ExpansionChoice::new(ID).with("recall_with_halfling", "no")];
    let mut g = state_of(&s, 2);
    g.begin_free_turn(Seat::new(0), g.catalog().kind("H1-04").unwrap())
        .unwrap();
    assert_eq!(recalls(&g), 0);
    let recall = mv(
        r#"{"do": "expansion", "module": "abbot", "action": "recall", "at": [1, 1], "corner": "SE", "target": {"at": [0, 1], "location": "C"}}"#,
    );
    refused(&g, Seat::new(0), &recall, &rule("recall-with-halfling"));
    // With a regular tile it is still offered.
    let mut g = state_of(&s, 2);
    g.begin_free_turn(Seat::new(0), g.catalog().kind("U").unwrap())
        .unwrap();
    assert!(recalls(&g) > 0);
}

#[test]
fn an_abbot_on_a_monastery_is_a_follower_that_comes_home_when_scored() {
    let s = scenario("ab-abbot-recalled-from-a-monastery-triangle.json");
    let g = state_of(&s, 1);
    let f = g
        .board()
        .followers()
        .iter()
        .find(|f| f.player == Seat::new(0))
        .unwrap();
    assert_eq!(f.kind, abbot());
    let view = serde_json::to_value(g.view_for(None)).unwrap();
    assert_eq!(view["expansions"][ID]["abbots"][0]["on"], "monastery");
    assert!(view["expansions"][ID]["abbots"][1].is_null());
    let (g, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Returned { player, kind, .. } if *player == Seat::new(0) && *kind == abbot())));
    assert_eq!(g.supply_of(Seat::new(0), abbot()), 1);
    assert!(g.board().followers().is_empty());
}

#[test]
fn bots_value_an_abbot_in_reserve_and_on_the_board() {
    use halflings_engine::expansion::ModuleId;
    let setup = Setup {
        expansions: vec![ID.into()],
        ..Setup::default()
    };
    let g = GameState::new(catalog(), &setup).unwrap();
    let a = g.expansions().get(ModuleId::of(ID).unwrap()).unwrap();
    assert!(
        a.heuristic(&g, Seat::new(0)) > 0.0,
        "in reserve, early in the game"
    );
    let s = scenario("ab-abbot-left-in-a-garden-scores-at-the-end.json");
    let g = state_of(&s, 1);
    // The preview of the end counts the garden as it stands.
    assert_eq!(g.final_scores_preview()[0], 2);
}

#[test]
fn random_games_with_the_abbot_in_every_version() {
    let cat = catalog();
    let mut placed = 0;
    let mut recalled = 0;
    for rules in RulesVersion::ALL {
        for seed in 0..10u64 {
            let abbot = if seed % 3 == 2 {
                ExpansionChoice::new(ID).with("recall_with_halfling", "no")
            } else {
                ExpansionChoice::new(ID)
            };
            let mut expansions = vec![abbot];
            if seed % 2 == 1 {
                expansions.push(ExpansionChoice::new("river"));
            }
            let setup = Setup {
                players: 2 + (seed % 5) as u8,
                rules,
                seed,
                halflings: Some(2),
                expansions,
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.4);
            assert!(played.game.is_over());
            placed += count_events(&played.events, "abbot-placed");
            recalled += count_events(&played.events, "abbot-recalled");
            assert_replays(&cat, &played);
        }
    }
    assert!(placed > 20, "abbots placed: {placed}");
    assert!(recalled > 5, "abbots called back: {recalled}");
}

#[test]
fn moves_round_trip_on_the_wire_and_the_older_form_still_reads() {
    let cat = catalog();
    // Each move as today's wire writes it (named fields; the abbot on the tile placed as a
    // placement with its figure), and in the older form stored games and scenarios keep.
    for (json, older) in [
        (
            r#"{"do": "place", "at": [0, 1], "rot": 0, "follower": "C", "figure": "abbot"}"#,
            r#"{"do": "expansion", "module": "abbot", "action": "abbot", "at": [0, 1], "rot": 0, "target": {"at": [0, 1], "location": "C"}}"#,
        ),
        (
            r#"{"do": "expansion", "module": "abbot", "action": "recall", "at": [1, 1], "corner": "SE", "abbot": {"at": [0, 1], "location": "C"}}"#,
            r#"{"do": "expansion", "module": "abbot", "action": "recall", "at": [1, 1], "corner": "SE", "target": {"at": [0, 1], "location": "C"}}"#,
        ),
    ] {
        let m = mv(json);
        assert_eq!(mv(older), m, "{older}");
        let wire = halflings_engine::MoveWire::from_move(&m, &cat);
        let want: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_value(&wire).unwrap(), want, "{json}");
        assert_eq!(wire.to_move(&cat), Ok(m), "{json}");
    }
}

#[test]
fn events_keep_their_names_and_data() {
    let s = scenario("ab-abbot-recalled-from-a-garden-beside-two-triangles.json");
    let (_, events) = s.prepare(catalog(), None, s.steps.len()).unwrap();
    let data: Vec<(String, serde_json::Value)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Expansion(x) if x.module.id() == ID => Some((x.name().to_string(), x.data())),
            _ => None,
        })
        .collect();
    assert_eq!(
        data,
        [
            (
                "abbot-placed".to_string(),
                serde_json::json!({"at": [0, 1], "corner": null, "on": "garden"})
            ),
            (
                "abbot-recalled".to_string(),
                serde_json::json!({"at": [0, 1], "corner": null})
            ),
        ]
    );
}
