//! Tile data validation (`halflings.md` §7): the shipped files load, and every broken file in
//! `tests/tile_data/broken/` is refused with the error listed for it in
//! `tests/tile_data/expected-errors.txt` (no orphans either way).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use halflings_engine::tiles::{builtin_sources, EdgeKind, BUILTIN_SOURCES};
use halflings_engine::{Catalog, FeatureKind, Seat, Shape, Side};

fn engine_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped_dir() -> PathBuf {
    engine_dir().join("../../data/tiles")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `FILE.json` → expected substring, from `expected-errors.txt`.
fn expected_errors() -> BTreeMap<String, String> {
    let text = read(&engine_dir().join("tests/tile_data/expected-errors.txt"));
    let mut map = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (file, want) = line
            .split_once(".json: ")
            .unwrap_or_else(|| panic!("expected-errors.txt line {}: {line:?}", n + 1));
        let file = format!("{file}.json");
        assert!(
            map.insert(file.clone(), want.to_string()).is_none(),
            "expected-errors.txt lists {file} twice"
        );
    }
    map
}

#[test]
fn every_broken_tile_file_fails_with_its_expected_error() {
    let expected = expected_errors();
    let dir = engine_dir().join("tests/tile_data/broken");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    files.sort();
    let listed: Vec<String> = expected.keys().cloned().collect();
    assert_eq!(
        files, listed,
        "the files in broken/ and the lines of expected-errors.txt must match one to one"
    );
    // A set without a start tile, loaded first: the broken file is the last one read, so the
    // catalogue-level checks report it too.
    let companion = (
        "halflings-1.json".to_string(),
        read(&shipped_dir().join("halflings-1.json")),
    );
    for file in files {
        let text = read(&dir.join(&file));
        let err = Catalog::from_sources([companion.clone(), (file.clone(), text)])
            .expect_err(&format!("{file} loaded without an error"));
        let shown = err.to_string();
        let want = &expected[&file];
        assert_eq!(err.file, file, "{shown}");
        assert!(
            shown.starts_with(&format!("{file}: ")),
            "{file}: the error must name the file: {shown}"
        );
        assert!(
            shown.contains(want.as_str()),
            "{file}: {shown:?} does not contain {want:?}"
        );
        if let Some(rest) = want.strip_prefix("tile ") {
            let tile = rest.split(": ").next().unwrap();
            assert_eq!(err.tile.as_deref(), Some(tile), "{file}: {shown}");
        } else {
            assert_eq!(err.tile, None, "{file}: {shown}");
        }
    }
}

#[test]
fn the_shipped_tile_files_load() {
    let mut sources = Vec::new();
    let shipped: Vec<&str> = builtin_sources().map(|(f, _)| f).collect();
    for &name in &shipped {
        let text = read(&shipped_dir().join(name));
        // What the engine embeds is what the data folder holds.
        let (_, embedded) = builtin_sources()
            .find(|(f, _)| *f == name)
            .expect("embedded");
        assert_eq!(text, embedded, "{name}: the embedded copy differs");
        sources.push((name.to_string(), text));
    }
    // Every .json in the folder is one of them.
    let mut on_disk: Vec<String> = std::fs::read_dir(shipped_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".json"))
        .collect();
    on_disk.sort();
    let mut names = shipped.clone();
    names.sort();
    assert_eq!(on_disk, names);
    let cat = Catalog::from_sources(sources.clone()).unwrap();
    let builtin = Catalog::builtin();
    assert_eq!(cat.len(), builtin.len());
    for k in cat.kinds() {
        assert_eq!(cat.def(k).id, builtin.def(k).id);
    }
    let squares: u32 = cat
        .kinds()
        .map(|k| cat.def(k))
        .filter(|d| d.shape == Shape::Square && d.set == "base")
        .map(|d| d.count as u32)
        .sum();
    assert_eq!(squares, 72);
    for set in ["halflings-1", "halflings-2"] {
        let s = cat.set(set).unwrap();
        assert_eq!(s.shape, Shape::Triangle);
        assert_eq!(s.tiles.len(), 12);
    }
    assert_eq!(cat.def(cat.start()).id, "D");
    // The order of the files does not matter.
    sources.reverse();
    Catalog::from_sources(sources).unwrap();
    // base.json alone is a complete catalogue; a triangle set alone lacks a start tile.
    Catalog::from_sources([("base.json".into(), read(&shipped_dir().join("base.json")))]).unwrap();
    let err = Catalog::from_sources([(
        "halflings-2.json".into(),
        read(&shipped_dir().join("halflings-2.json")),
    )])
    .unwrap_err();
    assert!(err
        .to_string()
        .contains("no tile is marked as the start tile"));
}

/// `rules/expansions/hills-and-sheep.md` §1.1: 18 land tiles, 8 hills, 8 vineyards, 2
/// monasteries; edges city 24, field 30, road 18; the C2 garden on `RR.h`.
#[test]
fn hills_and_sheep_matches_the_digest() {
    let cat = Catalog::builtin();
    let set = cat.set("hills-and-sheep").expect("the set is built in");
    assert_eq!(set.shape, Shape::Square);
    assert_eq!(set.file, "hills-and-sheep.json");
    let defs: Vec<_> = set.tiles.iter().map(|&k| cat.def(k)).collect();
    assert_eq!(defs.len(), 16, "16 kinds");
    let copies = |f: &dyn Fn(&halflings_engine::TileDef) -> bool| -> u32 {
        defs.iter()
            .filter(|d| f(d))
            .map(|d| u32::from(d.count))
            .sum()
    };
    assert_eq!(copies(&|_| true), 18);
    assert_eq!(copies(&|d| d.has_symbol("hill")), 8);
    assert_eq!(copies(&|d| d.has_symbol("vineyard")), 8);
    assert_eq!(copies(&|d| d.monastery), 2);
    assert_eq!(
        copies(&|d| d.has_symbol("hill") && d.has_symbol("vineyard")),
        0
    );
    assert_eq!(copies(&|d| d.arms() > 0), 0, "no coat of arms");
    assert!(defs.iter().all(|d| !d.start && !d.has_symbol("sheep")));
    let mut edges = [0u32; 4];
    for d in &defs {
        for side in Side::ALL {
            edges[d.canonical_edge(side).unwrap().code() as usize] += u32::from(d.count);
        }
    }
    assert_eq!(
        (
            edges[EdgeKind::City.code() as usize],
            edges[EdgeKind::Field.code() as usize],
            edges[EdgeKind::Road.code() as usize]
        ),
        (24, 30, 18)
    );
    // C2: RR.h (HS-14) carries a garden.
    let gardens: Vec<&str> = defs
        .iter()
        .filter(|d| d.has_symbol("garden"))
        .map(|d| d.id.as_str())
        .collect();
    assert_eq!(gardens, ["HS-14"]);
    // HS-02: two cities share the N side; A holds W and N.w, N.m, B holds E and N.e.
    let split = cat.def(cat.kind("HS-02").unwrap());
    let cities: Vec<u16> = split
        .segments
        .iter()
        .filter(|s| s.kind == FeatureKind::City)
        .map(|s| s.points)
        .collect();
    assert_eq!(cities, [0b1110_0000_0011, 0b0000_0011_1100]);
    assert_eq!(split.canonical_edge(Side::N), Some(EdgeKind::City));
    let field = split
        .segments
        .iter()
        .find(|s| s.kind == FeatureKind::Field)
        .unwrap();
    assert_eq!(field.cities, 0b11, "the field touches both cities");
}

/// Expansion tiles stay out of a game's pile until the expansion mechanism adds them.
#[test]
fn a_new_game_pile_holds_only_base_tiles() {
    let cat = std::sync::Arc::new(Catalog::builtin());
    let game =
        halflings_engine::GameState::new(cat.clone(), &halflings_engine::Setup::default()).unwrap();
    assert_eq!(game.pile_len(), 71);
    assert!(game.pile_order().iter().all(|&k| cat.def(k).set == "base"));
}

#[test]
fn an_inner_field_takes_a_farmer_at_the_centre() {
    let cat = Catalog::builtin();
    let inner: Vec<_> = cat
        .kinds()
        .map(|k| cat.def(k))
        .filter(|d| {
            d.segments
                .iter()
                .any(|s| s.kind == FeatureKind::Field && s.points == 0)
        })
        .collect();
    assert!(!inner.is_empty(), "some shipped tile has an inner field");
    for d in inner {
        assert!(!d.monastery, "{}: C would name two features", d.id);
        let field = d
            .segments
            .iter()
            .find(|s| s.kind == FeatureKind::Field && s.points == 0)
            .unwrap();
        assert_ne!(
            field.cities, 0,
            "{}: its inner field touches its cities",
            d.id
        );
    }
    // Two inner fields, or an inner field beside a monastery, are refused.
    for (fields, monastery) in [(r#""inner", "inner""#, false), (r#""inner""#, true)] {
        let text = format!(
            r#"{{"format": "halflings-tiles/1", "set": "x", "name": "x", "shape": "square", "tiles": [
            {{"id": "X1", "count": 1, "edges": "CCCC", "cities": ["NESW"], "fields": [{fields}], "monastery": {monastery}}}]}}"#
        );
        let err = Catalog::from_sources([("x.json".to_string(), text)]).unwrap_err();
        assert!(err.to_string().contains("inner field"), "{err}");
    }
}

#[test]
fn a_road_may_have_three_arms() {
    let text = r#"{"format": "halflings-tiles/1", "set": "x", "name": "x", "shape": "square", "tiles": [
        {"id": "X1", "count": 1, "start": true, "edges": "RRFR", "roads": ["N-E-W"], "fields": ["N.w W.n", "N.e E.n", "E.s S.e S.w W.s"]}]}"#;
    let cat = Catalog::from_sources([("x.json".to_string(), text.to_string())]).unwrap();
    let d = cat.def(cat.kind("X1").unwrap());
    let roads: Vec<u32> = d
        .segments
        .iter()
        .filter(|s| s.kind == FeatureKind::Road)
        .map(|s| s.points.count_ones())
        .collect();
    assert_eq!(roads, [3], "one road reaching three sides");
    // An empty arm is refused.
    let broken = text.replace("N-E-W", "N--W");
    let err = Catalog::from_sources([("x.json".to_string(), broken)]).unwrap_err();
    assert!(err.to_string().contains("is not one side"), "{err}");
}

/// A file of `n` plain road tiles (ids `X1`…), each its own kind.
fn filler_set(n: usize) -> (String, String) {
    let tiles: Vec<String> = (1..=n)
        .map(|i| {
            format!(
                r#"{{"id": "X{i}", "count": 1, "edges": "FRFR", "roads": ["E-W"], "fields": ["N.w N.e E.n W.n", "E.s S.e S.w W.s"]}}"#
            )
        })
        .collect();
    (
        "filler.json".into(),
        format!(
            r#"{{"format": "halflings-tiles/1", "set": "filler", "name": "x", "shape": "square", "tiles": [{}]}}"#,
            tiles.join(",")
        ),
    )
}

#[test]
fn a_catalogue_holds_up_to_256_kinds_and_halflings_past_the_128th_play() {
    use halflings_engine::{GameState, Move, Setup};
    // The core sets with plain kinds between the base set and the halflings, as many as the
    // limit leaves: the halflings' kinds then lie past the 128th.
    let core = |filler: usize| {
        let mut v: Vec<(String, String)> = Vec::new();
        for (i, (f, t)) in BUILTIN_SOURCES.iter().enumerate() {
            if i == 1 {
                v.push(filler_set(filler));
            }
            v.push((f.to_string(), t.to_string()));
        }
        v
    };
    let plain = Catalog::from_sources(
        BUILTIN_SOURCES
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string())),
    )
    .unwrap();
    let filler = 256 - plain.kinds().count();
    let cat = std::sync::Arc::new(Catalog::from_sources(core(filler)).unwrap());
    assert_eq!(cat.kinds().count(), 256);
    let setup = Setup {
        players: 3,
        seed: 3,
        ..Setup::default()
    };
    let mut game = GameState::new(cat.clone(), &setup).unwrap();
    for p in Seat::all(3) {
        let hand = game.hand(p);
        assert_eq!(hand.len(), 3);
        assert!(hand
            .iter()
            .all(|&k| k.index() >= 128 && cat.def(k).shape == Shape::Triangle));
    }
    let mut played = 0;
    while let Some(player) = game.to_move() {
        let moves = game.legal_moves();
        let mv = moves
            .iter()
            .find(|m| matches!(m, Move::Play { .. }))
            .unwrap_or(&moves[0]);
        played += usize::from(matches!(mv, Move::Play { .. }));
        game.play(player, mv).unwrap();
        game.validity_check().unwrap();
    }
    assert_eq!(played, 9, "every halfling dealt was played");
    assert!(Seat::all(3).all(|p| game.hand(p).is_empty()));
    // One kind more than 256 is refused, naming the limit, with the expansions' sets too.
    let all = |filler: usize| {
        let mut v = vec![filler_set(filler)];
        v.extend(builtin_sources().map(|(f, t)| (f.to_string(), t.to_string())));
        v
    };
    let err = Catalog::from_sources(all(257 - Catalog::builtin().kinds().count())).unwrap_err();
    assert!(
        err.to_string().contains("more than 256 tile kinds"),
        "{err}"
    );
}
