//! Embeds the browser app: lists the style sheet and every script under `web/src/` (folders
//! included) in `$OUT_DIR/assets.rs`, which `routes/assets.rs` includes, so that a new script —
//! an expansion's browser module — is served without being named in the server's code.
//!
//! Also tells the tests which outside services they may use: with `HALFLINGS_TEST_POSTGRES`
//! set, the tests on PostgreSQL are built to run (`cfg(halflings_postgres)`), without it they
//! are ignored with the reason; the same for the browser test and `HALFLINGS_CHROMIUM`
//! (`cfg(halflings_chromium)`). A change of either variable rebuilds the crate.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    for (var, cfg) in [
        ("HALFLINGS_TEST_POSTGRES", "halflings_postgres"),
        ("HALFLINGS_CHROMIUM", "halflings_chromium"),
    ] {
        println!("cargo::rustc-check-cfg=cfg({cfg})");
        println!("cargo:rerun-if-env-changed={var}");
        if std::env::var_os(var).is_some_and(|v| !v.is_empty()) {
            println!("cargo:rustc-cfg={cfg}");
        }
    }
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let web = manifest
        .join("../../web")
        .canonicalize()
        .expect("the web/ folder exists");
    println!("cargo:rerun-if-changed={}", web.join("src").display());
    println!("cargo:rerun-if-changed={}", web.join("style.css").display());
    let mut files = vec!["style.css".to_string()];
    scripts(&web.join("src"), "src", &mut files);
    files.sort();
    let mut out = String::from("&[\n");
    for file in &files {
        let mime = if file.ends_with(".css") { "CSS" } else { "JS" };
        // Relative to the crate being compiled, not to this run's checkout: a target folder
        // copied from another checkout (whose build-script output cargo may keep) still
        // embeds this checkout's files.
        let path = format!("/../../web/{file}");
        writeln!(
            out,
            "    ({file:?}, {mime}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {path:?}))),"
        )
        .expect("a string");
    }
    out.push_str("]\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("assets.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// Adds every `.js` file under `dir` (whose path under `web/` is `prefix`) to `files`.
fn scripts(dir: &Path, prefix: &str, files: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("web/src is readable") {
        let entry = entry.expect("web/src is readable");
        let name = entry.file_name().into_string().expect("UTF-8 file names");
        let path = format!("{prefix}/{name}");
        if entry.file_type().expect("a file type").is_dir() {
            scripts(&entry.path(), &path, files);
        } else if name.ends_with(".js") {
            files.push(path);
        }
    }
}
