//! The pages that need no server: `halflings export-static` writes them, and real Chromium
//! (playwright-core, `web/tests/local.mjs` and `web/tests/analysis.mjs`) uses the folder from
//! disk with the network cut — a hot-seat game and a game against the greedy bot to the end,
//! and the analysis board against `halflings replay`. The browser tests run when
//! `HALFLINGS_CHROMIUM` named a Chromium binary when the tests were built (otherwise they are
//! ignored, with the reason) and `web/node_modules` holds playwright-core (`npm ci` in `web/`);
//! their screenshots go under `target/screenshots/` (or `HALFLINGS_SCREENSHOTS`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder the binary exports into `dir`.
fn export(dir: &Path) {
    let o = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["export-static", dir.to_str().unwrap()])
        .output()
        .expect("the binary runs");
    assert!(
        o.status.success(),
        "export-static failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("index.html"));
}

#[test]
fn export_static_writes_the_pages_the_engine_and_the_data() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    export(&site);
    for file in [
        "index.html",
        "play.html",
        "analysis.html",
        "assets/style.css",
        "assets/src/local.js",
        "assets/src/engine-worker.js",
        "assets/local/data.js",
        "assets/wasm/halflings_wasm.js",
        "assets/wasm/halflings_wasm_bg.wasm",
    ] {
        assert!(site.join(file).is_file(), "{file}");
    }
    let wasm = std::fs::read(site.join("assets/wasm/halflings_wasm_bg.wasm")).unwrap();
    assert_eq!(&wasm[..4], b"\0asm");
    // Again into the same folder: its files are replaced.
    export(&site);
    let unwritable = Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(["export-static", "/proc/no-such-folder"])
        .output()
        .unwrap();
    assert_eq!(unwritable.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unwritable.stderr)
        .contains("cannot write the pages into /proc/no-such-folder"));
}

/// Runs `script` (under `web/tests/`) with node on an exported folder.
fn browser_test(script: &str) {
    let chromium = std::env::var("HALFLINGS_CHROMIUM").unwrap_or_else(|_| {
        panic!("HALFLINGS_CHROMIUM was set when the tests were built, but is not set now")
    });
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let web = root.join("web");
    assert!(
        web.join("node_modules/playwright-core").is_dir(),
        "run npm ci in web/ first"
    );
    let dir = tempfile::tempdir().unwrap();
    export(dir.path());
    let screenshots = std::env::var_os("HALFLINGS_SCREENSHOTS")
        .map_or_else(|| root.join("target/screenshots"), PathBuf::from);
    let status = Command::new("node")
        .arg(format!("tests/{script}"))
        .current_dir(&web)
        .env("HALFLINGS_SITE", dir.path())
        .env("HALFLINGS_BIN", env!("CARGO_BIN_EXE_halflings"))
        .env("HALFLINGS_CHROMIUM", chromium)
        .env("HALFLINGS_SCREENSHOTS", screenshots)
        .status()
        .expect("node runs");
    assert!(status.success(), "{script} failed");
}

#[test]
#[cfg_attr(
    not(halflings_chromium),
    ignore = "needs HALFLINGS_CHROMIUM=/usr/bin/chromium and npm ci in web/"
)]
fn hot_seat_and_greedy_games_offline_in_chromium() {
    browser_test("local.mjs");
}

#[test]
#[cfg_attr(
    not(halflings_chromium),
    ignore = "needs HALFLINGS_CHROMIUM=/usr/bin/chromium and npm ci in web/"
)]
fn the_analysis_board_in_chromium() {
    browser_test("analysis.mjs");
}
