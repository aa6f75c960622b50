//! Bridges, Castles & Bazaars as an expansion module: the tile data (12 land tiles, 8
//! bazaars, a city marked no-castle, inns that act with Inns & Cathedrals), each player's
//! pieces by the number of players, the castles (the decision before the turn's scoring, its
//! refusals, no castle with two followers, the castle scoring once on a later turn and its
//! lord going home, a chain of castles, fields paying 4 a castle) and random games with the
//! module in every rules version. The scores of the rules are the scenarios `bcb-*`, per
//! version.

mod support;

use halflings_engine::expansion::bridges_castles_bazaars::{
    BridgesCastlesBazaars, BAZAAR, ID, NO_CASTLE,
};
use halflings_engine::{
    Census, Event, ExpansionChoice, GameState, Move, RulesVersion, Seat, Setup,
};
use support::{
    assert_replays, catalog, count_events, mv, play_checked, refused, scenario, state_of,
};

/// The module's answer to the castle decision.
fn castle(build: bool) -> Move {
    let action = if build {
        "build-castle"
    } else {
        "decline-castle"
    };
    mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "{action}"}}"#
    ))
}

/// `player`'s free turn in `g` with `tile`, placed as `placement` (the wire's fields after
/// `"do": "place"`).
fn turn(g: &mut GameState, player: Seat, tile: &str, placement: &str) -> Vec<Event> {
    let kind = g.catalog().kind(tile).unwrap();
    g.begin_free_turn(player, kind).unwrap();
    g.play(player, &mv(&format!(r#"{{"do": "place", {placement}}}"#)))
        .unwrap_or_else(|e| panic!("{tile} {placement}: {e}"))
}

/// The module's move `action` with the fields `fields` (JSON, after a comma, or empty).
fn bcb(action: &str, fields: &str) -> Move {
    let sep = if fields.is_empty() { "" } else { ", " };
    mv(&format!(
        r#"{{"do": "expansion", "module": "{ID}", "action": "{action}"{sep}{fields}}}"#
    ))
}

/// The code of the module's rule `code`, as a refusal names it.
fn rule(code: &str) -> String {
    format!("{ID}/{code}")
}

/// The scenario of a bazaar sold to the highest bidder.
const SOLD: &str = "bcb-bazaar-the-auctioneer-sells-to-the-highest-bidder.json";

/// The scenario of a castle built and scored.
const BUILT: &str = "bcb-castle-built-scores-the-first-feature-of-its-fief.json";

#[test]
fn the_tile_data_holds_the_twelve_land_tiles() {
    let cat = catalog();
    let set = cat.set(ID).unwrap();
    let ids: Vec<String> = set
        .tiles
        .iter()
        .map(|&k| format!("{}×{}", cat.def(k).id, cat.def(k).count))
        .collect();
    assert_eq!(
        ids,
        [
            "BB/Cccc.b×2",
            "BB/CCCR×1",
            "BB/CFc.b×1",
            "BB/CFR!×1",
            "BB/CFR.b×1",
            "BB/F.b×1",
            "BB/LCFc×1",
            "BB/LRFr×1",
            "BB/R.bi×1",
            "BB/RFR.b×1",
            "BB/RFR.bi×1"
        ]
    );
    let count = |f: &dyn Fn(&halflings_engine::tiles::TileDef) -> bool| -> u32 {
        set.tiles
            .iter()
            .map(|&k| cat.def(k))
            .filter(|d| f(d))
            .map(|d| u32::from(d.count))
            .sum()
    };
    assert_eq!(count(&|_| true), 12);
    assert_eq!(count(&|d| d.has_symbol(BAZAAR)), 8);
    assert_eq!(count(&|d| d.monastery), 2);
    assert_eq!(count(&|d| d.has_symbol("inn")), 2);
    let marked = cat.def(cat.kind("BB/CFR!").unwrap());
    assert_eq!(marked.symbol_arg(NO_CASTLE), Some("W"));
}

#[test]
fn each_player_gets_three_bridges_and_castles_or_two_with_five_or_six() {
    let cat = catalog();
    for (players, each) in [(2, 3), (4, 3), (5, 2), (6, 2)] {
        let setup = Setup {
            players,
            expansions: vec![ExpansionChoice::new(ID)],
            ..Setup::default()
        };
        let c = Census::of(&cat, &setup).unwrap();
        let of = |name: &str| c.figures.iter().find(|f| f.name == name).map(|f| f.each);
        assert_eq!(of("bridge"), Some(each), "{players} players");
        assert_eq!(of("castle"), Some(each), "{players} players");
        let squares: u32 = c
            .squares
            .iter()
            .filter(|s| s.set == ID)
            .map(|s| s.to_place)
            .sum();
        assert_eq!(squares, 12);
    }
}

#[test]
fn a_small_city_with_one_follower_offers_a_castle_before_scoring() {
    let s = scenario(BUILT);
    let g = state_of(&s, 1);
    let p1 = Seat::new(0);
    assert_eq!(g.to_move(), Some(p1));
    let moves = g.legal_moves();
    assert_eq!(moves, [castle(true), castle(false)]);
    // Nothing is scored yet.
    assert_eq!(g.scores(), [0, 0]);
    let wrong = g.clone().play(Seat::new(1), &castle(true)).unwrap_err();
    assert_eq!(wrong.rule(), "not-your-turn");
    let mut built = g.clone();
    let events = built.play(p1, &castle(true)).unwrap();
    assert_eq!(count_events(&events, "castle-built"), 1);
    assert_eq!(built.scores(), [0, 0], "the castle's city is not scored");
    assert_eq!(built.supply(p1), 6, "the lord stays");
    assert!(built.expansion::<BridgesCastlesBazaars>().is_some());
    // The answer is refused once no castle is offered.
    let mut later = built.clone();
    later
        .begin_free_turn(Seat::new(1), later.catalog().kind("A").unwrap())
        .unwrap();
    refused(&later, Seat::new(1), &castle(true), "wrong-phase");
    let mut declined = g.clone();
    declined.play(p1, &castle(false)).unwrap();
    assert_eq!(declined.scores(), [4, 0]);
    assert_eq!(declined.supply(p1), 7);
}

#[test]
fn the_castle_scores_once_on_a_later_turn_and_its_lord_goes_home() {
    let s = scenario(BUILT);
    let mut g = state_of(&s, 3);
    assert_eq!(g.scores(), [0, 0]);
    let p1 = Seat::new(0);
    assert_eq!(g.supply(p1), 6);
    let events = turn(&mut g, p1, "A", r#""at": [-1, 0], "rot": 270"#);
    assert_eq!(count_events(&events, "castle-scored"), 1);
    assert_eq!(g.scores(), [3, 0], "the road's value, 3");
    assert_eq!(g.supply(p1), 7, "the lord went home");
    // At the end the field with P2's farmer pays 4 for the castle (no city: 0 × 3).
    g.finish();
    assert_eq!(g.scores(), [3, 4]);
}

#[test]
fn no_castle_without_a_follower_and_the_followers_owner_decides() {
    let s = scenario(BUILT);
    let mut g = state_of(&s, 0);
    let (p1, p2) = (Seat::new(0), Seat::new(1));
    let mut bare = g.clone();
    turn(&mut bare, p1, "E", r#""at": [0, -1], "rot": 180"#);
    assert!(!bare.legal_moves().contains(&castle(true)), "no follower");
    assert_eq!(bare.scores(), [0, 0]);
    // P2 closes P1's cap away from the start tile: P1, whose follower stands there, decides.
    turn(&mut g, p1, "A", r#""at": [1, 0], "rot": 90"#);
    turn(
        &mut g,
        p1,
        "E",
        r#""at": [1, -1], "rot": 90, "follower": "E""#,
    );
    turn(&mut g, p2, "E", r#""at": [2, -1], "rot": 270"#);
    assert_eq!(g.to_move(), Some(p1));
    assert_eq!(g.legal_moves(), [castle(true), castle(false)]);
    let wrong = g.clone().play(p2, &castle(false)).unwrap_err();
    assert_eq!(wrong.rule(), "not-your-turn");
    g.play(p1, &castle(false)).unwrap();
    assert_eq!(g.scores(), [4, 0]);
}

#[test]
fn a_castle_scoring_sets_off_the_castle_whose_fief_holds_its_space() {
    let s = scenario("bcb-castle-sets-off-a-neighbouring-castle.json");
    let mut g = state_of(&s, 6);
    let (p1, p2) = (Seat::new(0), Seat::new(1));
    assert_eq!((g.supply(p1), g.supply(p2)), (6, 6), "two lords");
    let events = turn(&mut g, p1, "A", r#""at": [-1, 0], "rot": 270"#);
    assert_eq!(count_events(&events, "castle-scored"), 2);
    assert_eq!(g.scores(), [3, 3]);
    assert_eq!((g.supply(p1), g.supply(p2)), (7, 7), "both lords went home");
    // Neither castle scores again: a city of two caps closed in the first fief, nobody in it,
    // pays nobody.
    turn(&mut g, p2, "E", r#""at": [-1, -1], "rot": 0"#);
    let events = turn(&mut g, p2, "E", r#""at": [-1, -2], "rot": 180"#);
    assert!(
        events.iter().any(|e| matches!(e, Event::Score(_))),
        "the city scored"
    );
    assert_eq!(count_events(&events, "castle-scored"), 0);
    assert_eq!(g.scores(), [3, 3]);
}

#[test]
fn the_auctioneer_picks_a_tile_and_bids_at_most_their_score() {
    let s = scenario(SOLD);
    let g = state_of(&s, 6);
    let (p1, p2) = (Seat::new(0), Seat::new(1));
    assert_eq!(g.scores(), [4, 4]);
    assert_eq!(
        g.to_move(),
        Some(p2),
        "P2, on the left of P1 who laid the bazaar"
    );
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 2 * 5, "two tiles, bids 0 to 4");
    assert!(moves.contains(&bcb("auction", r#""offered": 1, "bid": 4"#)));
    let view = g.view_for(None);
    let offer = &view.expansions[ID]["offer"];
    assert_eq!(
        offer,
        &serde_json::json!(["E", "A"]),
        "the offered tiles are public"
    );
    refused(
        &g,
        p2,
        &bcb("auction", r#""offered": 0, "bid": 5"#),
        &rule("bid-over-score"),
    );
    refused(
        &g,
        p2,
        &bcb("auction", r#""offered": 2, "bid": 0"#),
        &rule("tile-not-offered"),
    );
    refused(
        &g,
        p2,
        &bcb("raise", r#""bid": 2"#),
        &rule("wrong-bazaar-step"),
    );
    refused(
        &g,
        p2,
        &bcb("take-tile", r#""offered": 0"#),
        &rule("wrong-bazaar-step"),
    );
    let g = state_of(&s, 7);
    assert_eq!(g.to_move(), Some(p1));
    assert_eq!(g.legal_moves().len(), 3 + 1, "raise to 2, 3 or 4, or pass");
    refused(&g, p1, &bcb("raise", r#""bid": 1"#), &rule("bid-too-low"));
    refused(
        &g,
        p1,
        &bcb("raise", r#""bid": 5"#),
        &rule("bid-over-score"),
    );
    let g = state_of(&s, 8);
    assert_eq!(g.to_move(), Some(p2));
    assert_eq!(g.legal_moves(), [bcb("sell", ""), bcb("buy", "")]);
    let mut bought = g.clone();
    bought.play(p2, &bcb("buy", "")).unwrap();
    assert_eq!(
        bought.scores(),
        [7, 1],
        "the auctioneer pays the highest bid"
    );
}

#[test]
fn a_player_whose_bought_tile_waits_plays_no_halfling() {
    let s = scenario(SOLD);
    let mut g = state_of(&s, 9);
    let p2 = Seat::new(1);
    let view = g.view_for(None);
    assert_eq!(view.expansions[ID]["due"], serde_json::json!([1, 0]));
    // The offered tiles were turned up, not buried: the pile holds each tile once.
    assert_eq!(g.pile_len(), 3);
    assert_eq!(g.unseen_tiles().len(), 3);
    let triangle = g.catalog().kind("H1-02").unwrap();
    g.begin_free_turn(p2, triangle).unwrap();
    let refusal = g
        .check(p2, &mv(r#"{"do": "place", "at": [0, 2], "corner": "NE"}"#))
        .unwrap_err();
    assert_eq!(refusal.rule(), rule("bought-tile-waits"));
}

#[test]
fn a_tower_captures_no_lord_and_the_lords_city_is_held() {
    let s = scenario("bcb-tower-does-not-capture-a-castles-lord.json");
    let g = state_of(&s, 4);
    let captures: Vec<_> = g
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            Move::Expansion(e) if e.action_name() == "capture" => e.aim(),
            _ => None,
        })
        .collect();
    assert!(!captures.is_empty(), "the farmer may be captured");
    assert!(
        captures
            .iter()
            .all(|spot| spot.at.y == -1 && spot.at.x == 1),
        "never the lord at (0,-1): {captures:?}"
    );
    let board = g.board();
    let lord = board
        .followers()
        .iter()
        .find(|f| board.tiles()[f.tile as usize].pos.x == 0);
    let lord = lord.expect("the lord stands");
    assert!(g.is_held(board.feature_of(lord)));
}

#[test]
fn the_dragon_does_not_eat_a_lord() {
    let s = scenario("bcb-dragon-does-not-eat-a-castles-lord.json");
    let before = state_of(&s, 5);
    let after = state_of(&s, 6);
    let p1 = Seat::new(0);
    assert_eq!(before.supply(p1), 6, "the lord on the board");
    assert_eq!(
        after.supply(p1),
        6,
        "the dragon entered its space and left it there"
    );
    assert_eq!(after.board().followers().len(), 1);
}

#[test]
fn random_games_with_the_module_in_every_version() {
    let cat = catalog();
    let mut built = 0;
    let mut scored = 0;
    let mut bazaars = 0;
    let mut bought = 0;
    let mut bridges = 0;
    for rules in RulesVersion::ALL {
        for seed in 0..10u64 {
            let mut expansions = vec![ExpansionChoice::new(ID)];
            if seed % 3 == 2 {
                expansions[0] = ExpansionChoice::new(ID).with("castle_on_triangles", "no");
            }
            if seed % 4 == 3 {
                expansions[0] = ExpansionChoice::new(ID).with("bazaar_no_auction", "yes");
            }
            if seed % 2 == 1 {
                expansions.push(ExpansionChoice::new("inns-and-cathedrals"));
            }
            let setup = Setup {
                players: 2 + (seed % 5) as u8,
                rules,
                seed,
                halflings: Some(2),
                expansions,
                ..Setup::default()
            };
            let played = play_checked(&cat, &setup, seed, 0.5);
            assert!(played.game.is_over());
            built += count_events(&played.events, "castle-built");
            bazaars += count_events(&played.events, "bazaar-held");
            bought += count_events(&played.events, "bazaar-bought");
            scored += count_events(&played.events, "castle-scored");
            bridges += count_events(&played.events, "bridge-built");
            assert_replays(&cat, &played);
        }
    }
    assert!(built > 8, "castles built: {built}");
    assert!(scored > 2, "castles scored: {scored}");
    assert!(bazaars > 20, "bazaars held: {bazaars}");
    assert!(bought >= 2 * bazaars, "tiles bought: {bought}");
    assert!(bridges > 40, "bridges built: {bridges}");
}

/// The scenario of a bridge on a square tile.
const SQUARE: &str = "bcb-bridge-on-a-square-tile-carries-a-road.json";

/// The scenario of a bridge on a space of two triangles.
const PAIR: &str = "bcb-bridge-on-two-triangles-counts-one-space.json";

/// The scenario of a single triangle, which takes no bridge.
const SINGLE: &str = "bcb-bridge-refused-on-a-single-triangle.json";

/// A bridge laid with the placement `placement` (the wire's fields of a placement), its end
/// `end` (a spot's JSON) and its follower's location, if any.
fn bridge(placement: &str, end: &str, follower: Option<&str>) -> Move {
    let follower = follower.map_or(String::new(), |f| format!(r#", "follower": "{f}""#));
    bcb("bridge", &format!(r#"{placement}, "end": {end}{follower}"#))
}

/// The bridges on the board of `g`.
fn bridges_on(g: &GameState) -> usize {
    g.board().overlay_roads().count()
}

/// The bridges `seat` holds in `g`.
fn bridges_held(g: &GameState, seat: Seat) -> u8 {
    g.expansion::<BridgesCastlesBazaars>()
        .unwrap()
        .bridges_held(seat)
}

#[test]
fn a_bridge_goes_with_the_tile_across_it_or_beside_it_with_a_follower_on_it() {
    let s = scenario(SQUARE);
    let mut g = state_of(&s, 0);
    let (p1, p2) = (Seat::new(0), Seat::new(1));
    g.begin_free_turn(p1, g.catalog().kind("B").unwrap())
        .unwrap();
    let b = r#""at": [0, 1], "rot": 0"#;
    let on_b = bridge(b, r#"{"at": [0, 1], "location": "E"}"#, Some("E"));
    let moves = g.legal_moves();
    assert!(moves.contains(&on_b));
    assert!(moves.contains(&bridge(b, r#"{"at": [0, 1], "location": "E"}"#, None)));
    // N-S across B: its north end meets D's field.
    let ns = bridge(b, r#"{"at": [0, 1], "location": "N"}"#, None);
    assert!(!moves.contains(&ns));
    refused(&g, p1, &ns, &rule("bridge-meets-no-road"));
    // Across D, beside B: its north side is a city.
    let on_d = bridge(b, r#"{"at": [0, 0], "location": "N"}"#, None);
    refused(&g, p1, &on_d, &rule("bridge-end-not-field"));
    refused(
        &g,
        p1,
        &bridge(b, r#"{"at": [0, 2], "location": "E"}"#, None),
        &rule("bridge-no-tile"),
    );
    refused(
        &g,
        p1,
        &bridge(b, r#"{"at": [2, 1], "location": "E"}"#, None),
        &rule("bridge-too-far"),
    );
    refused(
        &g,
        p1,
        &bcb("bridge", r#""end": {"at": [0, 1], "location": "E"}"#),
        "wrong-phase",
    );
    assert_eq!(bridges_held(&g, p1), 3);
    let events = g.play(p1, &on_b).unwrap();
    assert_eq!(count_events(&events, "bridge-built"), 1);
    assert_eq!(bridges_on(&g), 1);
    assert_eq!(bridges_held(&g, p1), 2);
    // The public state gives each seat's pieces left and no offer; the bridge is a figure
    // named by its end's side.
    let view = g.view_for(None);
    let public = &view.expansions[ID];
    assert_eq!(public["bridges"], serde_json::json!([2, 3]));
    assert_eq!(public["castles"], serde_json::json!([3, 3]));
    assert_eq!(public["offer"], serde_json::json!([]));
    let drawn: Vec<_> = view
        .figures
        .iter()
        .filter(|f| f.module == ID && f.figure == "bridge")
        .map(|f| (f.at, f.location.clone()))
        .collect();
    assert_eq!(drawn, [([0, 1], Some("E".to_owned()))]);
    assert_eq!(g.supply(p1), 6, "the follower stands on the bridge");
    let f = &g.board().followers()[0];
    assert_eq!(g.follower_spot(f).location.to_string(), "E");
    // Copies carry the bridge, a scratch copy too.
    let copy = g.clone();
    assert_eq!(bridges_on(&copy), 1);
    let mut scratch = state_of(&s, 0);
    scratch.clone_from(&g);
    assert_eq!(bridges_on(&scratch), 1);
    assert_eq!(scratch.board().check_features(), Ok(()));
    // The bridge's ends are road for the tiles laid beside them; the space takes no second
    // bridge.
    g.begin_free_turn(p2, g.catalog().kind("A").unwrap())
        .unwrap();
    let field_against = mv(r#"{"do": "place", "at": [-1, 1], "rot": 90}"#);
    assert!(g.check(p2, &field_against).is_err());
    refused(
        &g,
        p2,
        &bridge(
            r#""at": [-1, 1], "rot": 270"#,
            r#"{"at": [0, 1], "location": "E"}"#,
            None,
        ),
        &rule("bridge-space-taken"),
    );
    g.play(p2, &mv(r#"{"do": "place", "at": [-1, 1], "rot": 270}"#))
        .unwrap();
    assert_eq!(g.scores(), [0, 0]);
    turn(&mut g, p1, "A", r#""at": [1, 1], "rot": 90"#);
    assert_eq!(g.scores(), [3, 0], "a road of 3 tiles over the bridge");
    assert_eq!(g.supply(p1), 7, "the follower went home");
    g.finish();
    assert_eq!(g.scores(), [3, 0]);
}

#[test]
fn each_player_lays_three_bridges_at_most() {
    let s = scenario(SQUARE);
    let mut g = state_of(&s, 0);
    let p1 = Seat::new(0);
    for y in 1..=3 {
        let b = g.catalog().kind("B").unwrap();
        g.begin_free_turn(p1, b).unwrap();
        let m = bridge(
            &format!(r#""at": [0, {y}], "rot": 0"#),
            &format!(r#"{{"at": [0, {y}], "location": "E"}}"#),
            None,
        );
        g.play(p1, &m).unwrap();
    }
    assert_eq!(bridges_held(&g, p1), 0);
    assert_eq!(bridges_on(&g), 3);
    g.begin_free_turn(p1, g.catalog().kind("B").unwrap())
        .unwrap();
    let fourth = bridge(
        r#""at": [0, 4], "rot": 0"#,
        r#"{"at": [0, 4], "location": "E"}"#,
        None,
    );
    refused(&g, p1, &fourth, &rule("no-bridge-left"));
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Expansion(e) if e.action_name() == "bridge")));
}

#[test]
fn a_bridge_crosses_a_space_of_two_triangles_never_a_single_one() {
    let s = scenario(SINGLE);
    let g = state_of(&s, 1);
    let p2 = Seat::new(1);
    let mut beside = g.clone();
    beside
        .begin_free_turn(p2, beside.catalog().kind("A").unwrap())
        .unwrap();
    let a = r#""at": [-1, 1], "rot": 0"#;
    for side in ["E", "N"] {
        refused(
            &beside,
            p2,
            &bridge(
                a,
                &format!(r#"{{"at": [0, 1], "corner": "NW", "location": "{side}"}}"#),
                None,
            ),
            &rule("bridge-on-single-triangle"),
        );
    }
    // The triangle completing the pair takes one.
    let s = scenario(PAIR);
    let mut g = state_of(&s, 1);
    let p1 = Seat::new(0);
    g.begin_free_turn(p1, g.catalog().kind("H2-01").unwrap())
        .unwrap();
    let pair = r#""at": [0, 1], "corner": "SE""#;
    let ew = bridge(
        pair,
        r#"{"at": [0, 1], "corner": "SE", "location": "E"}"#,
        Some("E"),
    );
    assert!(g.legal_moves().contains(&ew));
    refused(
        &g,
        p1,
        &bridge(
            pair,
            r#"{"at": [0, 1], "corner": "SE", "location": "S"}"#,
            None,
        ),
        &rule("bridge-meets-no-road"),
    );
    g.play(p1, &ew).unwrap();
    assert_eq!(bridges_on(&g), 1);
    assert_eq!(g.supply(p1), 6);
    turn(&mut g, Seat::new(1), "A", r#""at": [-1, 1], "rot": 270"#);
    turn(&mut g, p1, "A", r#""at": [1, 1], "rot": 90"#);
    assert_eq!(g.scores(), [3, 0], "A, the pair's space once, A");
    assert_eq!(g.supply(p1), 7);
}
