//! Fuzz-style properties (proptest): nothing a user can send makes the engine panic, and a
//! refused move leaves the game exactly as it was.
//!
//! * arbitrary text and mutated valid JSON into `Scenario::from_json` + `run`,
//!   `GameRecord::from_json` + `replay` and `Catalog::from_sources` (mutations of the shipped
//!   tile files: fields deleted, duplicated, altered; a catalogue that still loads plays a
//!   short game);
//! * random scenarios built from tile ids, positions, turns and follower names;
//! * arbitrary `Move` values on random game states: `play` gives `Ok` exactly when the move
//!   (with its follower named canonically) is one of `legal_moves()`, agrees with `check`, and
//!   on `Err` changes nothing.
//!
//! Case counts are bounded so the file runs in a few seconds.

mod common;

use std::sync::{Arc, OnceLock};

use common::*;
use halflings_engine::tiles::builtin_sources;
use halflings_engine::{
    Catalog, Corner, Deal, GameRecord, GameState, Location, Move, MoveWire, Scenario, Seat, Setup,
    SpacePos, Spot, Turn,
};
use proptest::prelude::*;
use proptest::test_runner::Config;
use rand::{Rng, SeedableRng};
use serde_json::Value;

/// `n` cases, unless `PROPTEST_CASES` asks for another number (for a longer run).
fn cases(n: u32) -> Config {
    let config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_some() {
        config
    } else {
        Config { cases: n, ..config }
    }
}

fn catalog() -> Arc<Catalog> {
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    CAT.get_or_init(|| Arc::new(Catalog::builtin())).clone()
}

const LOCATIONS: [&str; 18] = [
    "N", "E", "S", "W", "D", "C", "N.w", "N.e", "E.n", "E.s", "S.e", "S.w", "W.s", "W.n", "D.ne",
    "D.sw", "D.nw", "D.se",
];

/// Values a mutation may put in place of any part of a JSON document.
fn pool_value(i: usize) -> Value {
    let pool = [
        "null",
        "true",
        "false",
        "0",
        "-1",
        "1",
        "2",
        "6",
        "7",
        "255",
        "256",
        "65536",
        "-2147483649",
        "2147483647",
        "9223372036854775807",
        "1e10",
        "0.5",
        "\"\"",
        "\"N\"",
        "\"D\"",
        "\"C\"",
        "\"NW\"",
        "\"SE\"",
        "\"X\"",
        "\"H1-04\"",
        "\"H2-04\"",
        "\"A\"",
        "\"all\"",
        "\"N.w\"",
        "\"D.ne\"",
        "\"+\"",
        "\"E-W\"",
        "\"S*\"",
        "\"N-D\"",
        "\"NESW+\"",
        "\"R\"",
        "\"CCC\"",
        "\"FFFF\"",
        "\"CRFR\"",
        "\"c2-2021\"",
        "\"c1-2015\"",
        "\"halflings-1\"",
        "\"base\"",
        "\"triangle\"",
        "\"square\"",
        "[]",
        "{}",
        "90",
        "45",
        "360",
        "[0, 0]",
        "[1, 0]",
        "[-1]",
        "[2147483647, -2147483648]",
        "\"vineyard\"",
        "\"hill\"",
        "\"crop circle\"",
        "\"draft\"",
        "\"place\"",
        "\"draw\"",
        "\"crop-pass\"",
        "\"per-set\"",
        "\"W.s W.n > N\"",
        "[\"N\", \"N\"]",
        "\"S.e S.w > NEW\"",
    ];
    serde_json::from_str(pool[i % pool.len()]).unwrap()
}

/// A path to a part of a JSON document.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

fn paths(v: &Value, here: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(here.clone());
    match v {
        Value::Object(m) => {
            for (k, c) in m {
                here.push(Step::Key(k.clone()));
                paths(c, here, out);
                here.pop();
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                here.push(Step::Index(i));
                paths(c, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn at_path<'a>(v: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(v, |v, s| match s {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

/// Marks a field that `to_text` writes under its own name a second time.
const DUP: &str = "__dup__";

/// The JSON text of a mutated document, with duplicated field names.
fn to_text(doc: &Value) -> String {
    doc.to_string().replace(&format!("\"{DUP}"), "\"")
}

/// One mutation: `(what, where, with)`.
type Mutation = (u8, usize, usize);

fn mutate(doc: &mut Value, (op, pick, with): Mutation) {
    let mut all = Vec::new();
    paths(doc, &mut Vec::new(), &mut all);
    let path = &all[pick % all.len()];
    let (parent, last) = match path.split_last() {
        Some((last, parent)) => (parent, Some(last)),
        None => (&path[..0], None),
    };
    match op % 8 {
        // Delete the part.
        0 => match (at_path(doc, parent), last) {
            (Value::Object(m), Some(Step::Key(k))) => {
                m.remove(k);
            }
            (Value::Array(a), Some(Step::Index(i))) => {
                a.remove(*i);
            }
            _ => {}
        },
        // Duplicate it: an array element twice, an object field twice (see `to_text`) or
        // under a second name.
        1 => match (at_path(doc, parent), last) {
            (Value::Object(m), Some(Step::Key(k))) => {
                let v = m[k].clone();
                let name = if with % 2 == 0 {
                    format!("{DUP}{k}")
                } else {
                    format!("{k}{}", with % 3)
                };
                m.insert(name, v);
            }
            (Value::Array(a), Some(Step::Index(i))) => {
                let v = a[*i].clone();
                a.insert(*i, v);
            }
            _ => {}
        },
        // Replace it by a value from the pool.
        2 | 3 => *at_path(doc, path) = pool_value(with),
        // Alter a number or a string a little.
        4 => {
            let v = at_path(doc, path);
            *v = match v.clone() {
                Value::Number(n) => {
                    let x = n.as_i64().unwrap_or(0);
                    let d = [1, -1, 90, -90, 2, 100, -1000, 1 << 20][with % 8];
                    Value::from(x.saturating_add(d))
                }
                Value::String(s) => {
                    let mut chars: Vec<char> = s.chars().collect();
                    match with % 4 {
                        0 if !chars.is_empty() => {
                            chars.remove(with / 4 % chars.len());
                        }
                        1 => chars.insert(
                            with / 4 % (chars.len() + 1),
                            "NESWDC+*-. >x".chars().nth(with / 7 % 13).unwrap(),
                        ),
                        2 => chars.reverse(),
                        _ => chars.truncate(with / 4 % (chars.len() + 1)),
                    }
                    Value::String(chars.into_iter().collect())
                }
                Value::Bool(b) => Value::Bool(!b),
                _ => pool_value(with),
            }
        }
        // Wrap it in an array or an object.
        5 => {
            let v = at_path(doc, path);
            let inner = v.take();
            *v = if with % 2 == 0 {
                Value::Array(vec![inner])
            } else {
                serde_json::json!({ "x": inner })
            };
        }
        // Swap two elements of the enclosing array.
        6 => {
            if let Value::Array(a) = at_path(doc, parent) {
                if a.len() > 1 {
                    let j = with % a.len();
                    let i = match last {
                        Some(Step::Index(i)) => *i,
                        _ => 0,
                    };
                    a.swap(i, j);
                }
            }
        }
        // Add an unknown field to an object.
        _ => {
            if let Value::Object(m) = at_path(doc, path) {
                m.insert("unknown".into(), pool_value(with));
            }
        }
    }
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..5)
}

fn scenario_texts() -> &'static Vec<String> {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
        let mut out = Vec::new();
        for sub in ["scenarios", "perft"] {
            let mut files: Vec<_> = std::fs::read_dir(dir.join(sub))
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect();
            files.sort();
            for f in files {
                let text = std::fs::read_to_string(&f).unwrap();
                if sub == "perft" {
                    let v: Value = serde_json::from_str(&text).unwrap();
                    if v["scenario"].is_object() {
                        out.push(v["scenario"].to_string());
                    }
                } else {
                    out.push(text);
                }
            }
        }
        assert!(out.len() >= 4);
        out
    })
}

/// Game records of short random games, in varied setups.
fn record_texts() -> &'static Vec<String> {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let cat = catalog();
        (0..8u64)
            .map(|seed| {
                let (setup, mut state) = varied_game(&cat, seed * 41 + 3);
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut record = GameRecord::new(setup);
                for _ in 0..40 {
                    let Some(p) = state.to_move() else { break };
                    let moves = state.legal_moves();
                    let mv = moves[rng.random_range(0..moves.len())];
                    record.moves.push(MoveWire::from_move(&mv, &cat));
                    state.play(p, &mv).unwrap();
                }
                serde_json::to_string(&record).unwrap()
            })
            .collect()
    })
}

/// Runs a scenario text; only a panic can fail.
fn try_scenario(text: &str) {
    if let Ok(s) = Scenario::from_json(text) {
        if let Ok(out) = s.run(catalog(), None) {
            out.state.validity_check().unwrap();
            assert_eq!(out.scores_from_events(), out.scores);
            let _ = s.next_placer(&out.state, s.steps.len());
        }
    }
}

/// Replays a record text; only a panic can fail.
fn try_record(text: &str) {
    if let Ok(r) = GameRecord::from_json(text) {
        if let Ok(out) = r.replay(catalog(), None) {
            out.state.validity_check().unwrap();
        }
    }
}

/// Loads tile files; a catalogue that loads plays a short random game, if a game starts.
fn try_catalog(sources: Vec<(String, String)>, seed: u64) {
    let Ok(cat) = Catalog::from_sources(sources) else {
        return;
    };
    let cat = Arc::new(cat);
    let Ok(mut state) = GameState::new(
        cat.clone(),
        &Setup {
            seed,
            ..Setup::default()
        },
    ) else {
        return;
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..60 {
        let Some(p) = state.to_move() else { break };
        let moves = state.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        state.play(p, &mv).unwrap();
    }
    state.validity_check().unwrap();
}

proptest! {
    #![proptest_config(cases(1024))]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        try_scenario(&text);
        try_record(&text);
        let sources = vec![("any.json".to_string(), text)];
        let _ = Catalog::from_sources(sources);
    }

    #[test]
    fn json_shaped_text_never_panics(text in r#"[{}\[\]",:0-9a-zA-Z .+*>-]{0,80}"#) {
        try_scenario(&text);
        try_record(&text);
        let _ = Catalog::from_sources(vec![("t.json".to_string(), text)]);
    }

    #[test]
    fn mutated_scenarios_never_panic(which in any::<usize>(), muts in mutations()) {
        let texts = scenario_texts();
        let mut doc: Value = serde_json::from_str(&texts[which % texts.len()]).unwrap();
        for m in muts {
            mutate(&mut doc, m);
        }
        try_scenario(&to_text(&doc));
    }

    #[test]
    fn mutated_records_never_panic(which in any::<usize>(), muts in mutations()) {
        let texts = record_texts();
        let mut doc: Value = serde_json::from_str(&texts[which % texts.len()]).unwrap();
        for m in muts {
            mutate(&mut doc, m);
        }
        try_record(&to_text(&doc));
    }

    #[test]
    fn mutated_tile_files_never_panic(which in 0..3usize, muts in mutations(), seed in any::<u64>()) {
        let mut sources: Vec<(String, String)> = builtin_sources()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect();
        let mut doc: Value = serde_json::from_str(&sources[which].1).unwrap();
        for m in muts {
            mutate(&mut doc, m);
        }
        sources[which].1 = to_text(&doc);
        try_catalog(sources, seed);
    }
}

/// A random scenario move: tile, position, turn, follower and player drawn from small pools
/// that mix valid and invalid values.
fn scenario_move() -> impl Strategy<Value = Value> {
    let place = (
        0..100usize,
        -3..=3i32,
        -3..=3i32,
        0..10usize,
        prop::option::of(0..19usize),
        prop::option::of(0..4u8),
    )
        .prop_map(|(tile, x, y, turn, follower, player)| {
            let cat = catalog();
            let id = if tile < cat.len() {
                cat.def(cat.kinds().nth(tile).unwrap()).id.clone()
            } else {
                "Z9".to_string()
            };
            let mut m = serde_json::json!({"tile": id, "at": [x, y]});
            match turn {
                0..=3 => m["rot"] = Value::from(turn * 90),
                4..=7 => m["corner"] = Value::from(Corner::ALL[turn - 4].name()),
                8 => m["rot"] = Value::from(45),
                _ => {}
            }
            if let Some(f) = follower {
                m["follower"] = Value::from(*LOCATIONS.get(f).unwrap_or(&"Q"));
            }
            if let Some(p) = player {
                m["player"] = Value::from(p);
            }
            m
        });
    let decide = (0..6usize, 0..3usize, any::<bool>()).prop_map(|(what, kind, a)| {
        let kind = ["knight", "highwayman", "farmer"][kind];
        match what {
            0 => serde_json::json!({"do": "crop-circle", "kind": kind, "action": if a { "A" } else { "B" }}),
            1 => serde_json::json!({"do": "crop-pass"}),
            2 => serde_json::json!({"do": "crop-add", "at": [0, 0], "location": "N"}),
            3 => serde_json::json!({"do": "crop-return", "at": [0, -1], "location": "S", "player": 1}),
            4 => serde_json::json!({"do": "draw"}),
            _ => serde_json::json!({"do": "place", "at": [0, 1], "rot": 0}),
        }
    });
    prop_oneof![6 => place, 1 => decide]
}

proptest! {
    #![proptest_config(cases(512))]

    #[test]
    fn random_scenarios_never_panic(
        moves in prop::collection::vec(scenario_move(), 0..30),
        players in 1..8u8,
        version in 0..5usize,
        final_scoring in any::<bool>(),
        symbols in prop::option::of(any::<bool>()),
    ) {
        let mut doc = serde_json::json!({
            "format": "halflings-scenario/1",
            "players": players,
            "moves": moves,
            "final_scoring": final_scoring,
        });
        if version < 4 {
            doc["rules"] = Value::from(halflings_engine::RulesVersion::ALL[version].id());
        }
        if let Some(s) = symbols {
            doc["symbols_active"] = Value::from(s);
        }
        try_scenario(&doc.to_string());
    }
}

/// A move as drawn by the fuzzer, made concrete on a given state.
#[derive(Clone, Debug)]
enum RawMove {
    /// One of the legal moves (index modulo their number).
    Legal(usize),
    /// A legal placement with its follower or turn changed.
    Altered(usize, usize, u8),
    Pick(usize),
    Draw,
    Play(usize),
    Place {
        x: u16,
        y: u16,
        turn: usize,
        follower: Option<usize>,
        far: u8,
    },
    CropCircle(usize, bool),
    CropAdd(u16, u16, Option<usize>, usize),
    CropPass,
    CropReturn(u16, u16, Option<usize>, usize),
}

fn raw_move() -> impl Strategy<Value = RawMove> {
    prop_oneof![
        3 => any::<usize>().prop_map(RawMove::Legal),
        3 => (any::<usize>(), any::<usize>(), any::<u8>()).prop_map(|(i, j, k)| RawMove::Altered(i, j, k)),
        1 => any::<usize>().prop_map(RawMove::Pick),
        1 => Just(RawMove::Draw),
        1 => any::<usize>().prop_map(RawMove::Play),
        4 => (any::<u16>(), any::<u16>(), 0..8usize, prop::option::of(0..18usize), any::<u8>())
            .prop_map(|(x, y, turn, follower, far)| RawMove::Place { x, y, turn, follower, far }),
        1 => (0..3usize, any::<bool>()).prop_map(|(k, a)| RawMove::CropCircle(k, a)),
        1 => (any::<u16>(), any::<u16>(), prop::option::of(0..4usize), 0..18usize)
            .prop_map(|(x, y, c, l)| RawMove::CropAdd(x, y, c, l)),
        1 => Just(RawMove::CropPass),
        1 => (any::<u16>(), any::<u16>(), prop::option::of(0..4usize), 0..18usize)
            .prop_map(|(x, y, c, l)| RawMove::CropReturn(x, y, c, l)),
    ]
}

/// A position near the board (or, rarely, far away at the edge of the coordinates).
fn near(state: &GameState, x: u16, y: u16, far: u8) -> SpacePos {
    if far == 255 {
        return SpacePos::new(i32::MAX, i32::MIN);
    }
    if far == 254 {
        return SpacePos::new(i32::MIN, i32::MAX);
    }
    let tiles = board_tiles(state);
    let spaces = candidate_spaces(&tiles);
    let (minx, maxx) = (spaces[0].x - 1, spaces[spaces.len() - 1].x + 1);
    let (miny, maxy) = (spaces[0].y - 1, spaces[spaces.len() - 1].y + 1);
    SpacePos::new(
        minx + (x as i32 % (maxx - minx + 1)),
        miny + (y as i32 % (maxy - miny + 1)),
    )
}

fn location(i: usize) -> Location {
    LOCATIONS[i % LOCATIONS.len()].parse().unwrap()
}

fn concrete(state: &GameState, raw: &RawMove) -> Move {
    let cat = state.catalog();
    let kinds: Vec<_> = cat.kinds().collect();
    let legal = state.legal_moves();
    let spot = |x, y, c: Option<usize>, l| Spot {
        at: near(state, x, y, 0),
        corner: c.map(|c| Corner::ALL[c]),
        location: location(l),
    };
    match *raw {
        RawMove::Legal(i) if !legal.is_empty() => legal[i % legal.len()],
        RawMove::Legal(_) => Move::Draw,
        RawMove::Altered(i, j, k) => match legal.get(i % legal.len().max(1)) {
            Some(&Move::Place { at, turn, follower }) => match k % 3 {
                0 => Move::Place {
                    at,
                    turn,
                    follower: Some(location(j)),
                },
                1 => Move::Place {
                    at,
                    turn: all_turns()[j % 8],
                    follower,
                },
                _ => Move::Place {
                    at: SpacePos::new(at.x + (j % 3) as i32 - 1, at.y + (j / 3 % 3) as i32 - 1),
                    turn,
                    follower,
                },
            },
            Some(other) => *other,
            None => crop("pass", None, None),
        },
        RawMove::Pick(i) => Move::Pick {
            tile: kinds[i % kinds.len()],
        },
        RawMove::Draw => Move::Draw,
        RawMove::Play(i) => Move::Play {
            tile: kinds[i % kinds.len()],
        },
        RawMove::Place {
            x,
            y,
            turn,
            follower,
            far,
        } => Move::Place {
            at: near(state, x, y, far),
            turn: all_turns()[turn],
            follower: follower.map(location),
        },
        RawMove::CropCircle(k, a) => {
            let kind = ["knight", "highwayman", "farmer"][k];
            let arg = format!("{kind} {}", if a { "A" } else { "B" });
            crop("name", Some(&arg), None)
        }
        RawMove::CropAdd(x, y, c, l) => crop("add", None, Some(spot(x, y, c, l))),
        RawMove::CropPass => crop("pass", None, None),
        RawMove::CropReturn(x, y, c, l) => crop("return", None, Some(spot(x, y, c, l))),
    }
}

/// A crop-circle move, in the older wire form (an argument in words, a target).
fn crop(action: &str, arg: Option<&str>, target: Option<Spot>) -> Move {
    let wire = halflings_engine::MoveWire::Expansion {
        module: "crop-circles".into(),
        action: action.into(),
        at: None,
        rot: None,
        corner: None,
        target: target
            .as_ref()
            .map(halflings_engine::wire::TargetWire::from_spot),
        arg: arg.map(str::to_string),
        fields: Default::default(),
    };
    wire.to_move(&catalog()).expect("a crop-circle move")
}

/// The same move with its follower (or crop-circle spot) named the way `legal_moves` names
/// it, when the name resolves to a feature of the tile.
fn canonical(state: &GameState, mv: Move) -> Move {
    let cat = state.catalog();
    let rename_spot = |s: Spot| -> Spot {
        let tiles = board_tiles(state);
        let tile = tiles.iter().find(|t| {
            t.pos == s.at
                && match (t.turn, s.corner) {
                    (Turn::Square(_), None) => true,
                    (Turn::Triangle(c), Some(k)) => c == k,
                    _ => false,
                }
        });
        match tile.and_then(|t| {
            naive_location_local(cat, t.kind, t.turn, s.location)
                .map(|l| state.segment_location(t.kind, t.turn, l as u8))
        }) {
            Some(location) => Spot { location, ..s },
            None => s,
        }
    };
    match mv {
        Move::Place {
            at,
            turn,
            follower: Some(loc),
        } => {
            let follower = state
                .current_tile()
                .filter(|&k| {
                    (cat.def(k).shape == halflings_engine::Shape::Square)
                        == matches!(turn, Turn::Square(_))
                })
                .and_then(|k| {
                    naive_location_local(cat, k, turn, loc)
                        .map(|l| state.segment_location(k, turn, l as u8))
                })
                .unwrap_or(loc);
            Move::Place {
                at,
                turn,
                follower: Some(follower),
            }
        }
        // An expansion move's aim renamed among its named fields on the wire, read back.
        Move::Expansion(em) if em.place.is_none() => {
            let Some(aim) = em.aim().filter(|&s| rename_spot(s) != s) else {
                return mv;
            };
            let (old, new) = (
                serde_json::to_value(aim).unwrap(),
                serde_json::to_value(rename_spot(aim)).unwrap(),
            );
            let mut wire = MoveWire::from_move(&mv, cat);
            if let MoveWire::Expansion { fields, .. } = &mut wire {
                for v in fields.values_mut().filter(|v| **v == old) {
                    *v = new.clone();
                }
            }
            wire.to_move(cat).unwrap_or(mv)
        }
        other => other,
    }
}

/// Everything observable about a state.
fn snapshot(state: &GameState) -> (String, Vec<u32>, Vec<Move>, String) {
    let hands: Vec<_> = Seat::all(state.players()).map(|p| state.hand(p)).collect();
    (
        serde_json::to_string(&state.view_for(None)).unwrap(),
        state.scores(),
        state.legal_moves(),
        format!(
            "{:?} {:?} {} {:?} {hands:?}",
            state.phase(),
            state.to_move(),
            state.moves_played(),
            state.pile_order()
        ),
    )
}

/// A setup that often includes the symbol tiles with active symbols (crop circles, hills).
fn fuzz_setup(seed: u64) -> Setup {
    let mut setup = varied_setup(seed);
    if seed.is_multiple_of(2) {
        setup.symbol_tiles = true;
        setup.symbols_active = Some(true);
        setup.halflings = Some(4);
        setup.players = setup.players.min(4);
        setup.deal = Deal::Random;
        setup.sets = Setup::default().sets;
        setup.count_per = halflings_engine::CountPer::Total;
    }
    setup
}

proptest! {
    #![proptest_config(cases(800))]

    #[test]
    fn arbitrary_moves_are_accepted_exactly_when_legal(
        seed in any::<u64>(),
        gap in 0..8usize,
        raw in prop::collection::vec((raw_move(), any::<u8>(), any::<bool>()), 1..40),
    ) {
        let cat = catalog();
        let setup = fuzz_setup(seed);
        let Ok(mut state) = GameState::new(cat.clone(), &setup) else {
            return Ok(());
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for (raw, who, anyone) in raw {
            // Random legal moves in between, preferring halflings (to reach crop circles).
            for _ in 0..gap {
                let Some(p) = state.to_move() else { break };
                let moves = state.legal_moves();
                let plays: Vec<&Move> = moves.iter().filter(|m| matches!(m, Move::Play { .. })).collect();
                let mv = if !plays.is_empty() && rng.random_bool(0.6) {
                    *plays[rng.random_range(0..plays.len())]
                } else {
                    moves[rng.random_range(0..moves.len())]
                };
                state.play(p, &mv).unwrap();
            }
            let mv = concrete(&state, &raw);
            let player = match state.to_move() {
                Some(p) if !anyone => p,
                _ => Seat::new(who % 8),
            };
            let before = snapshot(&state);
            let mover = state.to_move();
            let listed = before.2.contains(&canonical(&state, mv));
            let checked = state.check(player, &mv);
            prop_assert_eq!(snapshot(&state), before.clone(), "check changed the state");
            let result = state.play(player, &mv);
            prop_assert_eq!(result.is_ok(), checked.is_ok(), "check and play disagree on {:?}", mv);
            match result {
                Ok(_) => {
                    prop_assert_eq!(mover, Some(player), "{:?} accepted out of turn", mv);
                    prop_assert!(listed, "{:?} by {} accepted but not listed", mv, player);
                    state.validity_check().unwrap();
                }
                Err(e) => {
                    prop_assert_eq!(snapshot(&state), before, "{:?} refused ({}) but the state changed", mv, e);
                    prop_assert!(
                        !listed || mover != Some(player),
                        "{:?} by {} is listed but refused: {}", mv, player, e
                    );
                }
            }
        }
    }
}

#[test]
fn extreme_moves_are_refused_without_panic() {
    let cat = catalog();
    let mut state = GameState::new(cat.clone(), &Setup::default()).unwrap();
    state.play(Seat::new(0), &Move::Draw).unwrap();
    let before = snapshot(&state);
    for at in [
        SpacePos::new(i32::MAX, i32::MAX),
        SpacePos::new(i32::MIN, i32::MIN),
        SpacePos::new(i32::MAX, 0),
        SpacePos::new(0, i32::MIN),
    ] {
        for turn in all_turns() {
            for follower in [None, Some(Location::Long), Some(Location::Centre)] {
                let mv = Move::Place { at, turn, follower };
                assert!(state.play(Seat::new(0), &mv).is_err());
                assert_eq!(snapshot(&state), before);
            }
        }
    }
}
