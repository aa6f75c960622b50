//! Finds the expansion modules, so that adding one is adding its folder: every folder of
//! `src/expansion/` whose `mod.rs` declares the module's registry entry (`pub const INFO:
//! ExpansionInfo`) is a module, placed by the `pub const HOOK_ORDER: u32 = N;` its `mod.rs`
//! declares (lowest first: the order the modules' hooks run in). The list goes to
//! `$OUT_DIR/modules.rs` as the invocation of `modules!` in `src/expansion/mod.rs`. A module
//! folder without its order, or two modules with one order, fail the build with what to fix.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// What marks a folder's `mod.rs` as an expansion module's.
const ENTRY: &str = "pub const INFO: ExpansionInfo";
/// The declaration of its place.
const ORDER: &str = "pub const HOOK_ORDER: u32 = ";

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dir = manifest.join("src/expansion");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut modules = match find_modules(&dir) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    modules.sort_by_key(|m| m.order);
    for pair in modules.windows(2) {
        if pair[0].order == pair[1].order {
            panic!(
                "the expansion modules {} and {} both declare HOOK_ORDER {}: give each its own place",
                pair[0].name, pair[1].name, pair[0].order
            );
        }
    }
    let mut out = String::from("modules! {\n");
    for m in &modules {
        let _ = writeln!(out, "    {} = {:?},", m.name, m.file.display().to_string());
    }
    out.push_str("}\n");
    let target = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("modules.rs");
    fs::write(&target, out).expect("OUT_DIR is writable");
}

/// An expansion module's folder.
struct Found {
    name: String,
    file: PathBuf,
    order: u32,
}

/// Every module folder under `dir`, in name order.
fn find_modules(dir: &Path) -> Result<Vec<Found>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut folders: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    let mut found = Vec::new();
    for folder in folders {
        let file = folder.join("mod.rs");
        let Ok(text) = fs::read_to_string(&file) else {
            continue;
        };
        if !text.lines().any(|l| l.starts_with(ENTRY)) {
            continue; // a folder of the core's (payload/)
        }
        let order = text
            .lines()
            .find_map(|l| l.strip_prefix(ORDER))
            .and_then(|rest| rest.strip_suffix(';'))
            .and_then(|n| n.trim().replace('_', "").parse::<u32>().ok())
            .ok_or_else(|| {
                format!(
                    "{}: an expansion module declares its place among the modules, \
                     `{ORDER}N;` (its hooks run in that order, lowest first)",
                    file.display()
                )
            })?;
        let name = folder
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or_else(|| format!("{}: the folder's name is not UTF-8", folder.display()))?
            .to_string();
        found.push(Found { name, file, order });
    }
    Ok(found)
}
