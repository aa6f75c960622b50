//! The message catalogues as data: every word of the engine, the server and the browser, one
//! JSON file per owner and language (`{"key": "template", …}`, templates as [`template`]
//! reads them). The core's are `data/words/<language>.json`, each expansion's
//! `crates/engine/src/expansion/<module>/words/<language>.json` (its keys start with its id
//! and a dot, or name its figures, `figure.<name>`, or its rules, `rule.<id>/<rule>`), listed by its registry entry
//! ([`ExpansionInfo::words`](crate::expansion::ExpansionInfo::words)). The engine embeds
//! them all and checks them once, on first use ([`catalogue`]): English holds every key, each
//! translation holds exactly English's keys with no parameter English lacks, and no key has
//! two owners. The server hands the merged catalogue of a language to the browser
//! (`/assets/words/<language>.js`), so both read the same entries.
//!
//! [`template`]: super::template

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Component, Path, PathBuf};
use std::sync::LazyLock;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};

use super::template::{Template, TemplateError};

/// A language the catalogues are written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English, the reference: every key has English.
    En,
    /// Dutch.
    Nl,
    /// Romanian.
    Ro,
    /// German.
    De,
}

impl Language {
    /// Every language, English first (the order of [`WordsFiles::files`]).
    pub const ALL: [Language; 4] = [Language::En, Language::Nl, Language::Ro, Language::De];

    /// Its code (`"en"`), as in file names and `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Nl => "nl",
            Language::Ro => "ro",
            Language::De => "de",
        }
    }

    /// The language of `code`, if the catalogues have it.
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The plural categories its numbers fall in (`Intl.PluralRules`, CLDR), which a choice by
    /// a number may name.
    pub const fn plural_categories(self) -> &'static [&'static str] {
        match self {
            Language::Ro => &["one", "few", "other"],
            Language::En | Language::Nl | Language::De => &["one", "other"],
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// One owner's catalogue files as embedded, one per language: see
/// [`words_files!`](crate::words_files).
#[derive(Copy, Clone, Debug)]
pub struct WordsFiles {
    /// The source file that embeds them (their paths are relative to its folder).
    pub embedded_by: &'static str,
    /// Each language's file, in the order of [`Language::ALL`]: its path as embedded and its
    /// contents.
    pub files: [(&'static str, &'static str); 4],
}

impl WordsFiles {
    /// No words: an empty catalogue in every language (an entry's default, which a module
    /// with words replaces by its files).
    pub const EMPTY: WordsFiles = WordsFiles {
        embedded_by: "",
        files: [("", "{}"); 4],
    };
}

/// The catalogue files `DIR/en.json`, `DIR/nl.json`, `DIR/ro.json` and `DIR/de.json`, `DIR`
/// relative to the file invoking the macro, embedded as [`WordsFiles`]
/// (`words_files!("words")` in an expansion's `mod.rs`).
#[macro_export]
macro_rules! words_files {
    ($dir:literal) => {
        $crate::text::words::WordsFiles {
            embedded_by: file!(),
            files: [
                (
                    concat!($dir, "/en.json"),
                    include_str!(concat!($dir, "/en.json")),
                ),
                (
                    concat!($dir, "/nl.json"),
                    include_str!(concat!($dir, "/nl.json")),
                ),
                (
                    concat!($dir, "/ro.json"),
                    include_str!(concat!($dir, "/ro.json")),
                ),
                (
                    concat!($dir, "/de.json"),
                    include_str!(concat!($dir, "/de.json")),
                ),
            ],
        }
    };
}

/// The core's catalogue files (`data/words/`).
pub const CORE: WordsFiles = words_files!("../../../../data/words");

/// A catalogue file that does not load: the file, the key (when one is at fault) and what is
/// wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {}{problem}", key.as_ref().map(|k| format!("{k}: ")).unwrap_or_default())]
pub struct WordsError {
    /// The file, from the workspace's folder (`data/words/nl.json`).
    pub file: String,
    /// The key at fault.
    pub key: Option<String>,
    /// What is wrong.
    pub problem: WordsProblem,
}

/// What is wrong in a catalogue file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsProblem {
    /// The file is not a JSON object of strings (serde's message, with line and column).
    Json(String),
    /// The key is written twice in the file.
    Repeated,
    /// The template does not read.
    Template(TemplateError),
    /// A translation lacks a key English has.
    Missing,
    /// A translation has a key English has not.
    NotInEnglish,
    /// A translation places a parameter English does not.
    ParamNotInEnglish(String),
    /// An expansion's key neither starts with its id and a dot nor names a figure or one of
    /// its rules.
    NotOwn {
        /// The expansion's id.
        module: String,
    },
    /// Another owner's file has the key too.
    OwnedTwice {
        /// That file.
        other: String,
    },
}

impl fmt::Display for WordsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordsProblem::Json(e) => write!(f, "not a JSON object of texts: {e}"),
            WordsProblem::Repeated => f.write_str("the key is written twice"),
            WordsProblem::Template(e) => e.fmt(f),
            WordsProblem::Missing => f.write_str("missing (English has it)"),
            WordsProblem::NotInEnglish => f.write_str("English has no such key"),
            WordsProblem::ParamNotInEnglish(p) => {
                write!(f, "places {{{p}}}, which English does not")
            }
            WordsProblem::NotOwn { module } => write!(
                f,
                "a key of expansion {module} starts with \"{module}.\", \"figure.\" or \"rule.{module}/\""
            ),
            WordsProblem::OwnedTwice { other } => write!(f, "{other} has the key too"),
        }
    }
}

/// One language's catalogue, merged from every owner: each key's template, as written and
/// as read. Serialises as a JSON object of the templates as written (what the browser reads).
#[derive(Clone, Debug)]
pub struct Catalogue {
    language: Language,
    entries: BTreeMap<String, (String, Template)>,
}

impl Catalogue {
    /// Its language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The template of `key`, if the catalogue has it.
    pub fn get(&self, key: &str) -> Option<&Template> {
        self.entries.get(key).map(|(_, t)| t)
    }

    /// The template of `key` as written.
    pub fn source(&self, key: &str) -> Option<&str> {
        self.entries.get(key).map(|(s, _)| s.as_str())
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.keys().map(String::as_str)
    }
}

impl Serialize for Catalogue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.entries.len()))?;
        for (key, (source, _)) in &self.entries {
            map.serialize_entry(key, source)?;
        }
        map.end()
    }
}

/// The merged catalogue of `language`: the core's words and every registered expansion's.
///
/// # Panics
/// When an embedded file does not load (a broken build: a test loads them all).
pub fn catalogue(language: Language) -> &'static Catalogue {
    static ALL: LazyLock<Vec<Catalogue>> =
        LazyLock::new(|| load(&owners()).unwrap_or_else(|e| panic!("{e}")));
    &ALL[language.index()]
}

/// Every owner's files: the core's (no module) and each registered expansion's, with its id.
pub fn owners() -> Vec<(Option<&'static str>, WordsFiles)> {
    std::iter::once((None, CORE))
        .chain(
            crate::expansion::REGISTRY
                .iter()
                .map(|e| (Some(e.id), e.words)),
        )
        .collect()
}

/// Reads and checks `owners`' files (an expansion's with its id) into one catalogue per
/// language, in the order of [`Language::ALL`].
///
/// # Errors
/// The first file that does not load, naming the file, the key and what is wrong.
pub fn load(owners: &[(Option<&str>, WordsFiles)]) -> Result<Vec<Catalogue>, WordsError> {
    let mut merged: Vec<Catalogue> = Language::ALL
        .into_iter()
        .map(|language| Catalogue {
            language,
            entries: BTreeMap::new(),
        })
        .collect();
    // Which file gave each key, for a key that two owners have.
    let mut owner_of: BTreeMap<String, String> = BTreeMap::new();
    for (module, files) in owners {
        let english = read(files, Language::En)?;
        let english_file = path(files, Language::En);
        for key in english.keys() {
            let fault = |problem| WordsError {
                file: english_file.clone(),
                key: Some(key.clone()),
                problem,
            };
            if let Some(m) = module {
                if !is_own(key, m) {
                    return Err(fault(WordsProblem::NotOwn {
                        module: (*m).to_string(),
                    }));
                }
            }
            if let Some(other) = owner_of.insert(key.clone(), english_file.clone()) {
                return Err(fault(WordsProblem::OwnedTwice { other }));
            }
        }
        for language in Language::ALL {
            let entries = if language == Language::En {
                english.clone()
            } else {
                let theirs = read(files, language)?;
                check_translation(&english, &theirs, &path(files, language))?;
                theirs
            };
            merged[language.index()].entries.extend(entries);
        }
    }
    Ok(merged)
}

/// Whether `key` may be expansion `module`'s: it starts with the module's id and a dot, names
/// a figure (`figure.<name>`) or one of its rules (`rule.<id>/<rule>`, as a refusal names it).
fn is_own(key: &str, module: &str) -> bool {
    key.strip_prefix(module)
        .is_some_and(|rest| rest.starts_with('.'))
        || key.starts_with("figure.")
        || key
            .strip_prefix("rule.")
            .and_then(|rest| rest.strip_prefix(module))
            .is_some_and(|rest| rest.starts_with('/'))
}

/// Checks that `theirs` has exactly `english`'s keys and places no parameter English lacks.
fn check_translation(
    english: &BTreeMap<String, (String, Template)>,
    theirs: &BTreeMap<String, (String, Template)>,
    file: &str,
) -> Result<(), WordsError> {
    let fault = |key: &str, problem| WordsError {
        file: file.to_string(),
        key: Some(key.to_string()),
        problem,
    };
    if let Some(key) = english.keys().find(|k| !theirs.contains_key(*k)) {
        return Err(fault(key, WordsProblem::Missing));
    }
    for (key, (_, template)) in theirs {
        let Some((_, ours)) = english.get(key) else {
            return Err(fault(key, WordsProblem::NotInEnglish));
        };
        if let Some(p) = template.params().find(|p| !ours.params().any(|o| o == *p)) {
            return Err(fault(key, WordsProblem::ParamNotInEnglish(p.to_string())));
        }
    }
    Ok(())
}

/// The file of `language` in `files`, read and each template checked.
fn read(
    files: &WordsFiles,
    language: Language,
) -> Result<BTreeMap<String, (String, Template)>, WordsError> {
    let file = path(files, language);
    let fault = |key: Option<&str>, problem| WordsError {
        file: file.clone(),
        key: key.map(str::to_string),
        problem,
    };
    let Entries(entries) = serde_json::from_str(files.files[language.index()].1)
        .map_err(|e| fault(None, WordsProblem::Json(e.to_string())))?;
    let mut out = BTreeMap::new();
    for (key, source) in entries {
        let template = Template::parse(&source, language.plural_categories())
            .map_err(|e| fault(Some(&key), WordsProblem::Template(e)))?;
        if out.contains_key(&key) {
            return Err(fault(Some(&key), WordsProblem::Repeated));
        }
        out.insert(key, (source, template));
    }
    Ok(out)
}

/// The path of `language`'s file in `files`, from the workspace's folder.
fn path(files: &WordsFiles, language: Language) -> String {
    let joined = Path::new(files.embedded_by)
        .parent()
        .unwrap_or(Path::new(""))
        .join(files.files[language.index()].0);
    let mut out = PathBuf::new();
    for part in joined.components() {
        match part {
            Component::ParentDir if out.components().next_back().is_some() => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out.display().to_string()
}

/// A JSON object of strings, its entries in the order written (repeated keys kept, so that
/// they are found).
struct Entries(Vec<(String, String)>);

impl<'de> Deserialize<'de> for Entries {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Object;
        impl<'de> Visitor<'de> for Object {
            type Value = Entries;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of texts by key")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Entries, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    out.push(entry);
                }
                Ok(Entries(out))
            }
        }
        deserializer.deserialize_map(Object)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_file_loads_and_every_language_has_every_key() {
        let all = load(&owners()).unwrap_or_else(|e| panic!("{e}"));
        let english: Vec<&str> = all[0].keys().collect();
        assert!(english.len() > 800, "{} keys", english.len());
        for c in &all {
            assert_eq!(c.keys().collect::<Vec<_>>(), english, "{:?}", c.language());
        }
        assert_eq!(
            catalogue(Language::Nl).source("score.feature.city"),
            Some("Stad")
        );
    }

    /// One owner whose English file is `en` and each translation `other`.
    fn owner(
        module: Option<&'static str>,
        en: &'static str,
        other: &'static str,
    ) -> Vec<(Option<&'static str>, WordsFiles)> {
        vec![(
            module,
            WordsFiles {
                embedded_by: "crates/engine/src/expansion/x/mod.rs",
                files: [
                    ("words/en.json", en),
                    ("words/nl.json", other),
                    ("words/ro.json", other),
                    ("words/de.json", other),
                ],
            },
        )]
    }

    #[test]
    fn a_broken_file_names_the_file_the_key_and_the_problem() {
        let ok = r#"{"x.a": "{n:one=# a|other=# as}"}"#;
        let cases: [(&'static str, &'static str, Option<&str>, &str); 7] = [
            (
                "{",
                ok,
                None,
                "crates/engine/src/expansion/x/words/en.json: not a JSON object",
            ),
            (
                r#"{"x.a": "a", "x.a": "b"}"#,
                ok,
                Some("x.a"),
                "the key is written twice",
            ),
            (
                r#"{"x.a": "{n"}"#,
                ok,
                Some("x.a"),
                "a brace is not closed or not opened",
            ),
            (
                ok,
                "{}",
                Some("x.a"),
                "words/nl.json: x.a: missing (English has it)",
            ),
            (
                ok,
                r#"{"x.a": "", "x.b": ""}"#,
                Some("x.b"),
                "English has no such key",
            ),
            (
                ok,
                r#"{"x.a": "{m}"}"#,
                Some("x.a"),
                "places {m}, which English does not",
            ),
            (
                r#"{"x.a": "a", "rule.x/b": "b", "rule.xy/c": "c"}"#,
                ok,
                Some("rule.xy/c"),
                "a key of expansion x starts with \"x.\"",
            ),
        ];
        for (en, other, key, words) in cases {
            let e = load(&owner(Some("x"), en, other)).unwrap_err();
            assert_eq!(e.key.as_deref(), key, "{e}");
            assert!(e.to_string().contains(words), "{e}");
        }
        let e = load(&owner(
            Some("x"),
            ok,
            r#"{"x.a": "{n:one=a|few=b|other=c}"}"#,
        ))
        .unwrap_err();
        assert_eq!(e.file, "crates/engine/src/expansion/x/words/nl.json");
        assert!(matches!(
            e.problem,
            WordsProblem::Template(TemplateError::Category { .. })
        ));
        let mut twice = owner(Some("x"), ok, ok);
        twice.extend(owner(Some("x"), ok, ok));
        let e = load(&twice).unwrap_err();
        assert!(matches!(e.problem, WordsProblem::OwnedTwice { .. }), "{e}");
    }

    #[test]
    fn the_core_files_are_named_from_the_workspace() {
        assert_eq!(path(&CORE, Language::Ro), "data/words/ro.json");
    }
}
