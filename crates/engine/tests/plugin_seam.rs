//! The plug-in check: no core, server, bot, session, CLI, WebAssembly or browser core file
//! names an expansion. The words that would name one are each module's own
//! (`ExpansionInfo::vocabulary`), so a new module brings its words with it; the files checked
//! are every source file of those crates and pages outside the folders `expansion/` and
//! `expansions/` (where the modules live). A word counts as in grep's `\b…\b`: case aside,
//! with no letter, digit or `_` just before or after it.

use std::path::{Path, PathBuf};

use halflings_engine::expansion::REGISTRY;

/// The folders and files of the core, from the workspace folder.
const CORE: [&str; 13] = [
    "crates/engine/src",
    "crates/server/src",
    "crates/bots/src",
    "crates/session/src",
    "crates/cli/src",
    "crates/wasm/src",
    "web/src",
    "web/index.html",
    "web/game.html",
    "web/analysis.html",
    "web/how-to-play.html",
    "data/how-to-play",
    "web/style.css",
];

/// The folders where modules live, skipped wherever they are.
const MODULE_FOLDERS: [&str; 2] = ["expansion", "expansions"];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn core_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        out.push(path.to_path_buf());
        return;
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|entry| entry.expect("a folder entry reads").path())
        .collect();
    entries.sort();
    for entry in entries {
        let skipped = entry.is_dir()
            && entry
                .file_name()
                .is_some_and(|name| MODULE_FOLDERS.iter().any(|m| name == *m));
        if !skipped {
            core_files(&entry, out);
        }
    }
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Whether `line` (lower case) holds `word` as a whole word.
fn holds_word(line: &str, word: &str) -> bool {
    let bytes = line.as_bytes();
    line.match_indices(word).any(|(at, _)| {
        let end = at + word.len();
        (at == 0 || !is_word_char(bytes[at - 1]))
            && (end == bytes.len() || !is_word_char(bytes[end]))
    })
}

/// Each line of the core naming a module, as `file:line: word (module)`.
fn lines_naming_a_module() -> Vec<String> {
    let root = workspace();
    let mut files = Vec::new();
    for part in CORE {
        core_files(&root.join(part), &mut files);
    }
    assert!(
        files.len() > 50,
        "the core's files are found ({})",
        files.len()
    );
    let mut found = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        for (n, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for info in REGISTRY.iter() {
                for word in info.vocabulary {
                    if holds_word(&lower, word) {
                        let shown = file
                            .strip_prefix(&root)
                            .unwrap_or(&file)
                            .display()
                            .to_string();
                        found.push(format!("{shown}:{}: {word} ({})", n + 1, info.id));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn no_core_file_names_an_expansion() {
    let found = lines_naming_a_module();
    assert!(
        found.is_empty(),
        "these lines name an expansion outside its module:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_module_has_a_vocabulary_in_lower_case() {
    for info in REGISTRY.iter() {
        assert!(!info.vocabulary.is_empty(), "{} has no vocabulary", info.id);
        for word in info.vocabulary {
            assert_eq!(*word, word.to_lowercase(), "{}: {word}", info.id);
        }
    }
}

#[test]
fn a_word_counts_only_as_a_whole_word() {
    assert!(holds_word("the tower's top", "tower"));
    assert!(holds_word("tower", "tower"));
    assert!(holds_word("a \"big-follower\"", "big-follower"));
    assert!(!holds_word("towering", "tower"));
    assert!(!holds_word("crop_circles", "crop"));
    assert!(!holds_word("scinn", "inn"));
}
