//! Walks `tests/scenarios/`: every scenario file runs, and its expected final scores (and pile,
//! where it names one) hold in each rules version it names. A scenario without expectations is an error (no orphans).

use std::path::Path;
use std::sync::Arc;

use halflings_engine::{Catalog, Scenario};

#[test]
fn every_scenario_gives_its_expected_scores() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let catalog = Arc::new(Catalog::builtin());
    let mut checked = 0;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for path in files {
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            panic!("{} is not a .json scenario", path.display());
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let scenario = Scenario::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!scenario.expect.is_empty(), "{name}: no expected scores");
        for (version, want) in &scenario.expect {
            let out = scenario
                .run(catalog.clone(), Some(*version))
                .unwrap_or_else(|e| panic!("{name} under {version}: {e}"));
            assert_eq!(
                &out.scores,
                want,
                "{name} under {version}: {:#?}",
                out.score_events().map(|s| s.explain()).collect::<Vec<_>>()
            );
            assert_eq!(
                out.scores_from_events(),
                out.scores,
                "{name}: final scores equal the sum of events"
            );
            out.state
                .validity_check()
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            if let Some(want) = &scenario.expect_pile {
                let cat = out.state.catalog();
                let pile: Vec<String> = out
                    .state
                    .pile_order()
                    .iter()
                    .rev()
                    .map(|&k| cat.def(k).id.clone())
                    .collect();
                assert_eq!(&pile, want, "{name} under {version}: the pile, top first");
            }
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn a_scored_feature_names_every_tile_it_covers() {
    use halflings_engine::wire::ScoreWire;
    use halflings_engine::{Corner, FeatureKind, SpacePos};
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/example-1-city-closed-by-triangles.json");
    let scenario = Scenario::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let out = scenario.run(Arc::new(Catalog::builtin()), None).unwrap();
    let city = out
        .score_events()
        .find(|s| s.feature == FeatureKind::City)
        .unwrap();
    // The start tile's city, the square north of it and both triangles of the space beyond.
    assert_eq!(
        out.state.score_places(city),
        vec![
            (SpacePos::new(0, 0), None),
            (SpacePos::new(0, -1), None),
            (SpacePos::new(0, -2), Some(Corner::SE)),
            (SpacePos::new(0, -2), Some(Corner::NW)),
        ]
    );
    assert_eq!(
        serde_json::to_value(ScoreWire::on_board(city, &out.state)).unwrap()["places"],
        serde_json::json!([
            {"at": [0, 0]},
            {"at": [0, -1]},
            {"at": [0, -2], "corner": "SE"},
            {"at": [0, -2], "corner": "NW"}
        ])
    );
}
