//! The "How to play" page as data: sections of paragraphs, each paragraph a rule in words (the
//! catalogues' keys) beside a small position (a scenario file), the rule codes of the refusals it
//! explains, and whether it shows the position's scores under the four rules versions.
//!
//! The core's part is `data/how-to-play/` ([`CORE`]); an expansion adds its own section the same
//! way, with files in its folder named by its registry entry
//! ([`ExpansionInfo::how_to_play`](crate::expansion::ExpansionInfo::how_to_play), built with
//! [`guide_files!`](crate::guide_files)), so that no core file names one. [`Guide::builtin`]
//! reads and checks them all, the core's first, then the expansions' in the registry's order.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::expansion::REGISTRY;
use crate::wire::{Scenario, WireError};

/// The format id of a sections file.
pub const GUIDE_FORMAT: &str = "halflings-guide/1";

/// One owner's part of the page as embedded: its sections file and its positions.
#[derive(Copy, Clone, Debug)]
pub struct GuideFiles {
    /// The source file that embeds them (their paths are relative to its folder).
    pub embedded_by: &'static str,
    /// The sections file (`DIR/sections.json`, format [`GUIDE_FORMAT`]).
    pub sections: &'static str,
    /// The positions, `(id, scenario file)`: `DIR/<id>.json`.
    pub positions: &'static [(&'static str, &'static str)],
}

/// The files `DIR/sections.json` and `DIR/<id>.json` for each position id, `DIR` relative to
/// the file invoking the macro, embedded as [`GuideFiles`]
/// (`guide_files!("how-to-play", ["capture"])` in an expansion's `mod.rs`).
#[macro_export]
macro_rules! guide_files {
    ($dir:literal, [$($position:literal),* $(,)?]) => {
        $crate::guide::GuideFiles {
            embedded_by: file!(),
            sections: include_str!(concat!($dir, "/sections.json")),
            positions: &[$(($position, include_str!(concat!($dir, "/", $position, ".json")))),*],
        }
    };
}

/// The core's part of the page (`data/how-to-play/`).
pub const CORE: GuideFiles = guide_files!(
    "../../../data/how-to-play",
    [
        "hand",
        "half-space",
        "pair",
        "followers",
        "city",
        "road",
        "gap",
        "fields",
        "monastery",
        "monastery-complete",
    ]
);

/// A sections file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GuideFile {
    format: String,
    sections: Vec<GuideSection>,
}

/// A section of the page: a heading, and its paragraphs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuideSection {
    /// Its id, unique on the page (its anchor is `section-<id>`; an expansion's starts with the
    /// expansion's id).
    pub id: String,
    /// The catalogue key of its heading.
    pub title: String,
    /// The catalogue key of a paragraph under the heading, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intro: Option<String>,
    /// Its paragraphs, in order.
    pub paragraphs: Vec<GuideParagraph>,
}

/// One rule: its words beside a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuideParagraph {
    /// Its id, unique on the page (its anchor).
    pub id: String,
    /// The catalogue key of its heading.
    pub title: String,
    /// The catalogue key of its text.
    pub text: String,
    /// The position drawn beside it (a position id of its owner).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Whether it shows the position's scores under every rules version.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub versions: bool,
    /// The codes of the refusals it explains (`"side-mismatch"`, an expansion's
    /// `"ID/RULE"`): a refusal's code links here (anchor `rule-<code>`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
}

/// One position of the page: a scenario file.
#[derive(Clone, Debug)]
pub struct GuidePosition {
    /// Its id, unique on the page.
    pub id: String,
    /// The file, read.
    pub scenario: Scenario,
}

/// One owner's part of the page, read.
#[derive(Clone, Debug)]
pub struct GuidePart {
    /// The expansion that adds it (its id), or `None` for the core's.
    pub module: Option<&'static str>,
    /// Its sections.
    pub sections: Vec<GuideSection>,
    /// Its positions.
    pub positions: Vec<GuidePosition>,
}

/// The whole page: the core's part, then every expansion's that has one.
#[derive(Clone, Debug)]
pub struct Guide {
    /// The parts, in order.
    pub parts: Vec<GuidePart>,
}

/// Why the page's files do not read.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum GuideError {
    /// A sections file that is not one.
    #[error("{file}: not a sections file: {problem}")]
    Malformed {
        /// The file embedding it.
        file: &'static str,
        /// What is wrong.
        problem: String,
    },
    /// A sections file of another format.
    #[error("{file}: format is {found:?}, expected {GUIDE_FORMAT:?}")]
    Format {
        /// The file embedding it.
        file: &'static str,
        /// Its format.
        found: String,
    },
    /// A position that is not a scenario.
    #[error("{file}: position {position}: {error}")]
    Position {
        /// The file embedding it.
        file: &'static str,
        /// The position's id.
        position: &'static str,
        /// Why it does not read.
        error: WireError,
    },
    /// A paragraph naming a position its owner lacks.
    #[error(
        "{file}: paragraph {paragraph} shows position {position}, which is not among its files"
    )]
    UnknownPosition {
        /// The file embedding it.
        file: &'static str,
        /// The paragraph.
        paragraph: String,
        /// The position it names.
        position: String,
    },
    /// An id or rule code used twice on the page.
    #[error("{file}: the {what} {id:?} is used twice on the page")]
    Duplicate {
        /// The file embedding the second.
        file: &'static str,
        /// `section`, `paragraph`, `position` or `rule`.
        what: &'static str,
        /// The id.
        id: String,
    },
    /// An expansion's section, paragraph, position or rule not under its own id.
    #[error("{file}: the {what} {id:?} must start with the expansion's id {module:?}")]
    NotPrefixed {
        /// The file embedding it.
        file: &'static str,
        /// `section`, `paragraph`, `position` or `rule`.
        what: &'static str,
        /// The id.
        id: String,
        /// The expansion's id.
        module: &'static str,
    },
}

impl Guide {
    /// The page: the core's part and every expansion's, read and checked.
    ///
    /// # Errors
    /// The first problem found ([`GuideError`]).
    pub fn builtin() -> Result<Guide, GuideError> {
        let owners = std::iter::once((None, CORE)).chain(
            REGISTRY
                .iter()
                .filter_map(|info| info.how_to_play.map(|files| (Some(info.id), files))),
        );
        let mut seen: BTreeSet<(&'static str, String)> = BTreeSet::new();
        let mut parts = Vec::new();
        for (module, files) in owners {
            let part = GuidePart::read(module, &files)?;
            let file = files.embedded_by;
            let ids = part
                .sections
                .iter()
                .map(|s| ("section", &s.id))
                .chain(
                    part.sections
                        .iter()
                        .flat_map(|s| &s.paragraphs)
                        .flat_map(|p| {
                            std::iter::once(("paragraph", &p.id))
                                .chain(p.rules.iter().map(|r| ("rule", r)))
                        }),
                )
                .chain(part.positions.iter().map(|p| ("position", &p.id)));
            for (what, id) in ids {
                if let Some(module) = module {
                    if !id.starts_with(module) {
                        return Err(GuideError::NotPrefixed {
                            file,
                            what,
                            id: id.clone(),
                            module,
                        });
                    }
                }
                if !seen.insert((what, id.clone())) {
                    return Err(GuideError::Duplicate {
                        file,
                        what,
                        id: id.clone(),
                    });
                }
            }
            parts.push(part);
        }
        Ok(Guide { parts })
    }

    /// Every catalogue key the page names (headings, intros, paragraphs' titles and texts).
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.parts
            .iter()
            .flat_map(|part| &part.sections)
            .flat_map(|s| {
                std::iter::once(s.title.as_str())
                    .chain(s.intro.as_deref())
                    .chain(
                        s.paragraphs
                            .iter()
                            .flat_map(|p| [p.title.as_str(), p.text.as_str()]),
                    )
            })
    }
}

impl GuidePart {
    /// One owner's files, read: the sections, and the positions each names.
    fn read(module: Option<&'static str>, files: &GuideFiles) -> Result<GuidePart, GuideError> {
        let file = files.embedded_by;
        let read: GuideFile =
            serde_json::from_str(files.sections).map_err(|e| GuideError::Malformed {
                file,
                problem: e.to_string(),
            })?;
        if read.format != GUIDE_FORMAT {
            return Err(GuideError::Format {
                file,
                found: read.format,
            });
        }
        let positions = files
            .positions
            .iter()
            .map(|&(id, text)| {
                Scenario::from_json(text)
                    .map(|scenario| GuidePosition {
                        id: id.to_string(),
                        scenario,
                    })
                    .map_err(|error| GuideError::Position {
                        file,
                        position: id,
                        error,
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        for paragraph in read.sections.iter().flat_map(|s| &s.paragraphs) {
            if let Some(position) = &paragraph.position {
                if !positions.iter().any(|p| &p.id == position) {
                    return Err(GuideError::UnknownPosition {
                        file,
                        paragraph: paragraph.id.clone(),
                        position: position.clone(),
                    });
                }
            }
        }
        Ok(GuidePart {
            module,
            sections: read.sections,
            positions,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::words::{catalogue, Language};

    #[test]
    fn the_page_reads_and_every_key_it_names_is_worded_in_every_language() {
        let guide = Guide::builtin().unwrap();
        assert!(
            guide.parts[0].module.is_none(),
            "the core's part comes first"
        );
        assert!(guide.parts.len() > 1, "an expansion adds a section");
        let keys: Vec<&str> = guide.keys().collect();
        assert!(keys.len() > 30, "{} keys", keys.len());
        for language in Language::ALL {
            for key in &keys {
                assert!(
                    catalogue(language).get(key).is_some(),
                    "{key} is missing in {language:?}"
                );
            }
        }
        // Every position is shown by some paragraph.
        for part in &guide.parts {
            for position in &part.positions {
                assert!(
                    part.sections
                        .iter()
                        .flat_map(|s| &s.paragraphs)
                        .any(|p| p.position.as_ref() == Some(&position.id)),
                    "{} is shown nowhere",
                    position.id
                );
            }
        }
    }

    #[test]
    fn bad_files_are_refused_saying_what_is_wrong() {
        let files = |sections: &'static str| GuideFiles {
            embedded_by: "test.rs",
            sections,
            positions: &[],
        };
        let err = GuidePart::read(None, &files("{")).unwrap_err();
        assert!(matches!(err, GuideError::Malformed { .. }), "{err}");
        let err =
            GuidePart::read(None, &files(r#"{"format": "x/1", "sections": []}"#)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "test.rs: format is \"x/1\", expected \"halflings-guide/1\""
        );
        let err = GuidePart::read(
            None,
            &files(
                r#"{"format": "halflings-guide/1", "sections": [{"id": "s", "title": "t", "paragraphs": [{"id": "p", "title": "t", "text": "x", "position": "nowhere"}]}]}"#,
            ),
        )
        .unwrap_err();
        assert_eq!(
            err,
            GuideError::UnknownPosition {
                file: "test.rs",
                paragraph: "p".into(),
                position: "nowhere".into()
            }
        );
    }
}
