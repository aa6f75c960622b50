//! `halflings render`: pictures of every scenario, of a record's position, and its errors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn halflings(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn scenarios() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/scenarios")
}

/// Renders `file` with `more` arguments into a temporary file; gives the picture.
fn render(file: &Path, more: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.svg");
    let mut args = vec![
        "render",
        file.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(more);
    let o = halflings(&args);
    assert!(
        o.status.success(),
        "render {} failed: {}",
        file.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn every_scenario_is_drawn() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenarios())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() > 50, "the scenarios are there");
    for file in &files {
        let svg = render(file, &[]);
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{}",
            file.display()
        );
        assert!(svg.trim_end().ends_with("</svg>"), "{}", file.display());
        let name = file.file_name().unwrap().to_str().unwrap();
        assert!(svg.contains(name), "the caption names {name}");
        // Every tile placed, the start tile too.
        assert!(svg.matches("data-tile=").count() >= 2, "{name}");
    }
}

#[test]
fn figures_scores_and_positions_are_drawn() {
    let tower = render(
        &scenarios().join("to-floor-on-foundation-then-capture-a-knight.json"),
        &[],
    );
    assert!(tower.contains("data-figure=\"tower\""), "{tower}");
    let example = scenarios().join("example-1-city-closed-by-triangles.json");
    let all = render(&example, &[]);
    assert!(all.contains(">P1: 8</text>"));
    assert!(all.contains("3 of 3 moves · c2-2021"));
    assert!(render(&example, &["--rules", "c1-2015"]).contains(">P1: 10</text>"));
    let first = render(&example, &["--at", "1"]);
    assert!(first.contains("1 of 3 moves"));
    assert_eq!(first.matches("data-tile=").count(), 2);
    assert!(
        first.contains(">P1: 0</text>"),
        "no final scoring before the end"
    );
}

#[test]
fn to_standard_output_and_errors() {
    let example = scenarios().join("example-1-city-closed-by-triangles.json");
    let o = halflings(&["render", example.to_str().unwrap()]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("<svg "));
    let missing = halflings(&["render", "/no/such/file.json"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /no/such/file.json"));
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, r#"{"format": "halflings-scenario/1", "players": 2, "moves": [{"tile": "A", "at": [5, 5], "rot": 0}]}"#).unwrap();
    let illegal = halflings(&["render", bad.to_str().unwrap()]);
    assert_eq!(illegal.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&illegal.stderr).contains("move 1"));
}
