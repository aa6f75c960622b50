//! The catalogue check (`web/tests/catalogues.mjs`, run with Node): the browser's four
//! catalogues hold the same keys, every expansion module's in every language, and the English
//! one holds every key of the engine's texts (core and every registered expansion), which this
//! test hands it. Runs when Node.js was found when the tests were built (otherwise it is
//! ignored, with the reason).

use std::path::Path;
use std::process::Command;

#[test]
#[cfg_attr(not(halflings_node), ignore = "needs Node.js (node on PATH)")]
fn every_catalogue_holds_every_key() {
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let dir = tempfile::tempdir().unwrap();
    let keys = dir.path().join("engine-keys.json");
    let engine: Vec<&str> = halflings_engine::text::english_keys().collect();
    std::fs::write(&keys, serde_json::to_string(&engine).unwrap()).unwrap();
    let out = Command::new("node")
        .arg("tests/catalogues.mjs")
        .current_dir(&web)
        .env("HALFLINGS_ENGINE_KEYS", &keys)
        .output()
        .expect("node runs");
    assert!(
        out.status.success(),
        "a catalogue lacks keys:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
