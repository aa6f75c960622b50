//! The browser test: real Chromium driven by playwright-core (`web/tests/browser.mjs`) against
//! the real server. Runs when `HALFLINGS_CHROMIUM` named a Chromium binary when the tests were
//! built (otherwise it is ignored, with the reason) and `web/node_modules` holds playwright-core
//! (`npm ci` in `web/`); saves screenshots under `target/screenshots/`,
//! or under the folder `HALFLINGS_SCREENSHOTS` names (the README's pictures in
//! `docs/screenshots/` are copied from there on purpose, never overwritten by a test run).

use std::path::Path;
use std::process::Command;

use crate::helpers::*;

/// The environment variable naming the Chromium binary.
const CHROMIUM_ENV: &str = "HALFLINGS_CHROMIUM";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(halflings_chromium),
    ignore = "needs HALFLINGS_CHROMIUM=/usr/bin/chromium and npm ci in web/"
)]
async fn play_in_chromium() {
    run_in_chromium("tests/browser.mjs").await;
}

/// Runs the browser test `script` (a path under `web/`) with Node.js against a server of its
/// own on SQLite, and fails if it does.
pub async fn run_in_chromium(script: &'static str) {
    let chromium = std::env::var(CHROMIUM_ENV).unwrap_or_else(|_| {
        panic!("{CHROMIUM_ENV} was set when the tests were built, but is not set now")
    });
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let web = root.join("web");
    assert!(
        web.join("node_modules/playwright-core").is_dir(),
        "run npm ci in web/ first"
    );
    let db = TestDb::sqlite();
    let app = spawn_app(&db).await;
    let base = app.base.clone();
    let screenshots = std::env::var_os("HALFLINGS_SCREENSHOTS")
        .map_or_else(|| root.join("target/screenshots"), std::path::PathBuf::from);
    let status = tokio::task::spawn_blocking(move || {
        Command::new("node")
            .arg(script)
            .current_dir(&web)
            .env("HALFLINGS_URL", base)
            .env(CHROMIUM_ENV, chromium)
            .env("HALFLINGS_SCREENSHOTS", screenshots)
            .status()
            .expect("node runs")
    })
    .await
    .unwrap();
    assert!(status.success(), "the browser test {script} failed");
}
