//! Embeds the browser app: lists the style sheet and every script under `web/src/` (folders
//! included) in `$OUT_DIR/assets.rs`, which `routes/assets.rs` includes, so that a new script —
//! an expansion's browser module — is served without being named in the server's code; and
//! writes the browser's list of those modules (`src/expansions/modules.js`, every script of
//! `web/src/expansions/` but its registry), which the registry loads, so that no file names them.
//!
//! Builds the engine for the browser too (`crates/wasm`, for `wasm32-unknown-unknown`, then
//! `wasm-bindgen --target web`) into `$OUT_DIR/wasm/`, whose two files are embedded beside the
//! scripts (`$OUT_DIR/engine_wasm.rs`): the pages that play without a server and the analysis
//! board run it. It needs the target (`rustup target add wasm32-unknown-unknown`) and the
//! `wasm-bindgen` command at the version of the `wasm-bindgen` crate in `Cargo.lock`
//! (`cargo install wasm-bindgen-cli --version V --locked`). Without them the server builds
//! with a warning saying what to install, and those pages say that this build has no engine;
//! with `HALFLINGS_WASM=required` (CI) the build fails instead. The nested build has its own
//! target folder beside cargo's (`<target>/wasm`) and runs again when the engine, the bots or
//! the bindings change. A build without the tools watches where they arrive (the toolchain's
//! list of components, the folders on `PATH`), so that the build after installing them has the
//! engine rather than the earlier warning; `.ci/run` checks this.
//!
//! Also tells the tests which outside services they may use: with `HALFLINGS_TEST_POSTGRES`
//! set, the tests on PostgreSQL are built to run (`cfg(halflings_postgres)`), without it they
//! are ignored with the reason; the same for the browser test and `HALFLINGS_CHROMIUM`
//! (`cfg(halflings_chromium)`). A change of either variable rebuilds the crate. With Node.js on
//! `PATH`, the catalogue check runs (`cfg(halflings_node)`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

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
    // Node.js runs the catalogue check (`cfg(halflings_node)`); the test is ignored without it.
    println!("cargo::rustc-check-cfg=cfg(halflings_node)");
    println!("cargo:rerun-if-env-changed=PATH");
    if std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        println!("cargo:rustc-cfg=halflings_node");
    }
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = manifest
        .join("../..")
        .canonicalize()
        .expect("the workspace folder exists");
    let web = root.join("web");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    println!("cargo:rerun-if-changed={}", web.join("src").display());
    println!("cargo:rerun-if-changed={}", web.join("style.css").display());
    let mut files: Vec<(String, Option<PathBuf>)> = vec![("style.css".into(), None)];
    scripts(&web.join("src"), "src", &mut files);
    files.push(expansion_list(&files, &out));
    let engine = match build_wasm(&root, &out) {
        Ok(dir) => {
            files.push((
                "wasm/halflings_wasm.js".into(),
                Some(dir.join("halflings_wasm.js")),
            ));
            Some(dir)
        }
        Err(missing) if std::env::var("HALFLINGS_WASM").is_ok_and(|v| v == "required") => {
            panic!("the browser's engine cannot be built: {missing}")
        }
        Err(missing) => {
            println!(
                "cargo:warning=built without the browser's engine (the pages that play without a server and the analysis board need it): {missing}"
            );
            None
        }
    };
    println!("cargo:rerun-if-env-changed=HALFLINGS_WASM");
    files.sort();
    let mut list = String::from("&[\n");
    for (file, built) in &files {
        let mime = if file.ends_with(".css") { "CSS" } else { "JS" };
        let source = match built {
            // What this build made, in its own OUT_DIR.
            Some(_) => format!("concat!(env!(\"OUT_DIR\"), \"/{file}\")"),
            // Relative to the crate being compiled, not to this run's checkout: a target
            // folder copied from another checkout (whose build-script output cargo may keep)
            // still embeds this checkout's files.
            None => format!(
                "concat!(env!(\"CARGO_MANIFEST_DIR\"), {:?})",
                format!("/../../web/{file}")
            ),
        };
        writeln!(list, "    ({file:?}, {mime}, include_str!({source})),").expect("a string");
    }
    list.push_str("]\n");
    std::fs::write(out.join("assets.rs"), list).expect("OUT_DIR is writable");
    let wasm = if engine.is_some() {
        "Some(include_bytes!(concat!(env!(\"OUT_DIR\"), \"/wasm/halflings_wasm_bg.wasm\")))\n"
    } else {
        "None\n"
    };
    std::fs::write(out.join("engine_wasm.rs"), wasm).expect("OUT_DIR is writable");
}

/// The browser's list of expansion modules, `src/expansions/modules.js`, written into `out`:
/// every script of `web/src/expansions/` but the registry (`index.js`), by name, so that adding
/// an expansion's browser module is adding its file.
fn expansion_list(files: &[(String, Option<PathBuf>)], out: &Path) -> (String, Option<PathBuf>) {
    const FOLDER: &str = "src/expansions/";
    let mut names: Vec<&str> = files
        .iter()
        .filter_map(|(file, _)| file.strip_prefix(FOLDER))
        .filter_map(|name| name.strip_suffix(".js"))
        .filter(|name| *name != "index" && !name.contains('/'))
        .collect();
    names.sort_unstable();
    let mut list = String::from(
        "// Written by the server's build script (crates/server/build.rs): every expansion's\n\
         // browser module in web/src/expansions/, in file name order.\n",
    );
    for (i, name) in names.iter().enumerate() {
        writeln!(list, "import m{i} from './{name}.js';").expect("a string");
    }
    list.push_str("\nexport const MODULES = [");
    let refs: Vec<String> = (0..names.len()).map(|i| format!("m{i}")).collect();
    list.push_str(&refs.join(", "));
    list.push_str("];\n");
    let path = out.join("src/expansions/modules.js");
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("OUT_DIR is writable");
    std::fs::write(&path, list).expect("OUT_DIR is writable");
    (format!("{FOLDER}modules.js"), Some(path))
}

/// Adds every `.js` file under `dir` (whose path under `web/` is `prefix`) to `files`.
fn scripts(dir: &Path, prefix: &str, files: &mut Vec<(String, Option<PathBuf>)>) {
    for entry in std::fs::read_dir(dir).expect("web/src is readable") {
        let entry = entry.expect("web/src is readable");
        let name = entry.file_name().into_string().expect("UTF-8 file names");
        let path = format!("{prefix}/{name}");
        if entry.file_type().expect("a file type").is_dir() {
            scripts(&entry.path(), &path, files);
        } else if name.ends_with(".js") {
            files.push((path, None));
        }
    }
}

/// Builds `crates/wasm` for the browser and binds it; gives the folder holding
/// `halflings_wasm.js` and `halflings_wasm_bg.wasm`, or what is missing to build it.
fn build_wasm(root: &Path, out: &Path) -> Result<PathBuf, String> {
    // Relative to this crate, so that a target folder copied from another checkout watches
    // this checkout's files.
    for path in [
        "../engine",
        "../bots",
        "../wasm",
        "../../data/tiles",
        "../../Cargo.lock",
    ] {
        println!("cargo:rerun-if-changed={path}");
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let sysroot = Command::new(&rustc)
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot run {rustc}: {e}"))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    let rustlib = sysroot.join("lib/rustlib");
    // `rustup target add` and `remove` rewrite the toolchain's list of components: the next
    // build sees the target arrive or go.
    let components = rustlib.join("components");
    watch(if components.is_file() {
        &components
    } else {
        &rustlib
    });
    if !rustlib.join("wasm32-unknown-unknown").is_dir() {
        return Err(
            "the wasm32-unknown-unknown target is not installed (rustup target add wasm32-unknown-unknown)"
                .into(),
        );
    }
    let version = bindgen_version(root)?;
    let install = format!("cargo install wasm-bindgen-cli --version {version} --locked");
    let bindgen = find_bindgen()
        .ok_or_else(|| format!("the wasm-bindgen command is not installed ({install})"))?;
    let found = Command::new(&bindgen)
        .arg("--version")
        .output()
        .map_err(|_| format!("the wasm-bindgen command is not installed ({install})"))?;
    let found = String::from_utf8_lossy(&found.stdout).trim().to_string();
    if found != format!("wasm-bindgen {version}") {
        // Another one may be installed anywhere on PATH, or this one replaced.
        watch_path();
        return Err(format!(
            "{found} is installed but the wasm-bindgen crate is {version} ({install})"
        ));
    }
    // Cargo's own target folder (OUT_DIR is <target>/<profile>/build/<package>/out), so that
    // the nested build is kept between builds and shared by the debug and release servers.
    let target = out
        .ancestors()
        .nth(4)
        .map_or_else(|| out.join("wasm"), |t| t.join("wasm"));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args([
            "build",
            "--package",
            "halflings-wasm",
            "--lib",
            "--release",
            "--locked",
            "--target",
            "wasm32-unknown-unknown",
            "--target-dir",
        ])
        .arg(&target)
        // What cargo set for this build script would steer the nested build.
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_BUILD_TARGET")
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("cargo build of crates/wasm for wasm32-unknown-unknown failed".into());
    }
    let dir = out.join("wasm");
    let status = Command::new(&bindgen)
        .args(["--target", "web", "--no-typescript", "--out-dir"])
        .arg(&dir)
        .arg(target.join("wasm32-unknown-unknown/release/halflings_wasm.wasm"))
        .status()
        .map_err(|e| format!("cannot run wasm-bindgen: {e}"))?;
    if !status.success() {
        return Err("wasm-bindgen failed".into());
    }
    Ok(dir)
}

/// The `wasm-bindgen` command: `WASM_BINDGEN` if set (a path, or a name looked up on `PATH`),
/// else the first `wasm-bindgen` on `PATH`; `None` when there is none.
///
/// Tells cargo what to watch, so that a build after installing the tools does not keep the
/// earlier "not installed" result (cargo reruns this script only when a watched file changes):
/// the command once found (a reinstall replaces it), else every folder where it would be found
/// (`cargo install` adds it to one of them, `~/.cargo/bin`, which is on `PATH`).
fn find_bindgen() -> Option<PathBuf> {
    println!("cargo:rerun-if-env-changed=WASM_BINDGEN");
    let name = std::env::var("WASM_BINDGEN").unwrap_or_else(|_| "wasm-bindgen".into());
    let given = Path::new(&name);
    if given.components().count() > 1 {
        if given.is_file() {
            watch(given);
            return Some(given.to_path_buf());
        }
        if let Some(folder) = given.parent().filter(|f| f.is_dir()) {
            watch(folder);
        }
        return None;
    }
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .map(|folder| folder.join(&name))
        .find(|command| command.is_file());
    match &on_path {
        Some(command) => watch(command),
        None => watch_path(),
    }
    on_path
}

/// Watches every absolute folder on `PATH` (cargo reruns this script when a file is added to
/// one of them or changed in it).
fn watch_path() {
    let Some(path) = std::env::var_os("PATH") else {
        return;
    };
    for folder in std::env::split_paths(&path) {
        if folder.is_absolute() && folder.is_dir() {
            watch(&folder);
        }
    }
}

/// Tells cargo to rerun this script when `path` (a file, or anything in a folder) changes.
fn watch(path: &Path) {
    println!("cargo:rerun-if-changed={}", path.display());
}

/// The version of the `wasm-bindgen` crate in `Cargo.lock`.
fn bindgen_version(root: &Path) -> Result<String, String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \"")) {
                return Ok(v.trim_end_matches('"').to_string());
            }
        }
    }
    Err("Cargo.lock names no wasm-bindgen crate".into())
}
