//! Expansion options: what a module lets players choose, how a setup names its expansions
//! with their options, and the checked values a module is built from.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::registry::{find, ExpansionInfo};
use crate::rules::RulesVersion;
use crate::state::SetupError;

/// One option of an expansion: a choice among named values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OptionSpec {
    /// Its name in a setup (`"tie_break"`).
    pub name: &'static str,
    /// What it decides, in words.
    pub summary: &'static str,
    /// The values it takes, the default first.
    pub choices: &'static [&'static str],
    /// Defaults that differ by rules version (`[("c1-2015", "…")]`); otherwise the first
    /// choice.
    pub version_defaults: &'static [(RulesVersion, &'static str)],
}

impl OptionSpec {
    /// An option `name` choosing among `choices`, the first the default in every version.
    pub const fn choice(
        name: &'static str,
        summary: &'static str,
        choices: &'static [&'static str],
    ) -> OptionSpec {
        OptionSpec {
            name,
            summary,
            choices,
            version_defaults: &[],
        }
    }

    /// A yes/no option `name`, `yes` by default.
    pub const fn yes_no(name: &'static str, summary: &'static str) -> OptionSpec {
        OptionSpec::choice(name, summary, &["yes", "no"])
    }

    /// The same option with defaults that differ by rules version.
    pub const fn by_version(
        mut self,
        version_defaults: &'static [(RulesVersion, &'static str)],
    ) -> OptionSpec {
        self.version_defaults = version_defaults;
        self
    }

    /// The default under `rules`.
    pub fn default_for(&self, rules: RulesVersion) -> &'static str {
        self.version_defaults
            .iter()
            .find(|(v, _)| *v == rules)
            .map_or(self.choices[0], |(_, d)| d)
    }
}

/// An expansion named in a setup, with the options chosen for it. As JSON either the bare id
/// (`"hills-and-sheep"`) or `{"id": "hills-and-sheep", "options": {"tie_break": "…"}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "ChoiceJson")]
pub struct ExpansionChoice {
    /// The expansion's id.
    pub id: String,
    /// Chosen options by name; the others take their defaults.
    pub options: BTreeMap<String, String>,
}

impl ExpansionChoice {
    /// The expansion `id` with default options.
    pub fn new(id: &str) -> ExpansionChoice {
        ExpansionChoice {
            id: id.to_string(),
            options: BTreeMap::new(),
        }
    }

    /// The same with option `name` set to `value`.
    pub fn with(mut self, name: &str, value: &str) -> ExpansionChoice {
        self.options.insert(name.to_string(), value.to_string());
        self
    }
}

impl From<&str> for ExpansionChoice {
    fn from(id: &str) -> ExpansionChoice {
        ExpansionChoice::new(id)
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ChoiceJson {
    Id(String),
    Full {
        id: String,
        #[serde(default)]
        options: BTreeMap<String, OptionJson>,
    },
}

/// An option's value as JSON: a string, or a boolean for yes/no options.
#[derive(Deserialize)]
#[serde(untagged)]
enum OptionJson {
    Text(String),
    Flag(bool),
}

impl From<ChoiceJson> for ExpansionChoice {
    fn from(c: ChoiceJson) -> ExpansionChoice {
        match c {
            ChoiceJson::Id(id) => ExpansionChoice::new(&id),
            ChoiceJson::Full { id, options } => ExpansionChoice {
                id,
                options: options
                    .into_iter()
                    .map(|(k, v)| {
                        let v = match v {
                            OptionJson::Text(s) => s,
                            OptionJson::Flag(b) => if b { "yes" } else { "no" }.to_string(),
                        };
                        (k, v)
                    })
                    .collect(),
            },
        }
    }
}

impl Serialize for ExpansionChoice {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.options.is_empty() {
            serializer.serialize_str(&self.id)
        } else {
            #[derive(Serialize)]
            struct Full<'a> {
                id: &'a str,
                options: &'a BTreeMap<String, String>,
            }
            Full {
                id: &self.id,
                options: &self.options,
            }
            .serialize(serializer)
        }
    }
}

/// Checked option values of one expansion: every option of its spec has a valid value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValues {
    values: Vec<(&'static str, &'static str)>,
}

impl OptionValues {
    /// Checks `chosen` against `info`'s options under `rules`; unnamed options take their
    /// defaults.
    ///
    /// # Errors
    /// [`SetupError::UnknownOption`] and [`SetupError::BadOptionValue`].
    pub fn check(
        info: &ExpansionInfo,
        chosen: &BTreeMap<String, String>,
        rules: RulesVersion,
    ) -> Result<OptionValues, SetupError> {
        for name in chosen.keys() {
            if !info.options.iter().any(|o| o.name == name) {
                return Err(SetupError::UnknownOption {
                    expansion: info.id,
                    option: name.clone(),
                });
            }
        }
        let mut values = Vec::with_capacity(info.options.len());
        for spec in info.options {
            let value = match chosen.get(spec.name) {
                None => spec.default_for(rules),
                Some(v) => spec
                    .choices
                    .iter()
                    .copied()
                    .find(|c| c == v)
                    .ok_or_else(|| SetupError::BadOptionValue {
                        expansion: info.id,
                        option: spec.name,
                        value: v.clone(),
                        choices: spec.choices.join(", "),
                    })?,
            };
            values.push((spec.name, value));
        }
        Ok(OptionValues { values })
    }

    /// The defaults of expansion `id` under `rules` (empty for an unknown id).
    pub fn defaults(id: &str, rules: RulesVersion) -> OptionValues {
        find(id)
            .and_then(|info| OptionValues::check(info, &BTreeMap::new(), rules).ok())
            .unwrap_or(OptionValues { values: Vec::new() })
    }

    /// The value of option `name` (empty if the module has no such option).
    pub fn get(&self, name: &str) -> &'static str {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map_or("", |(_, v)| v)
    }

    /// Whether yes/no option `name` is `"yes"`.
    pub fn flag(&self, name: &str) -> bool {
        self.get(name) == "yes"
    }

    /// Every option with its value.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.values.iter().copied()
    }

    /// The values as a module's option type `T` reads them: a struct with a field per option,
    /// named as the option, of a type that reads the option's choices (an enum whose variants
    /// are named as the choices, or a `bool` read with [`yes_no`]).
    ///
    /// # Errors
    /// Values `T` does not take, in words.
    pub fn typed<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        // Read straight from the pairs (a map of names to text values), building nothing.
        let pairs = self.values.iter().copied();
        T::deserialize(serde::de::value::MapDeserializer::<
            _,
            serde::de::value::Error,
        >::new(pairs))
        .map_err(|e| e.to_string())
    }
}

/// Reads a yes/no option as a `bool` (`#[serde(deserialize_with = "yes_no")]` on a field of a
/// module's option type).
///
/// # Errors
/// A value other than `yes` or `no`.
pub fn yes_no<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    match String::deserialize(d)?.as_str() {
        "yes" => Ok(true),
        "no" => Ok(false),
        other => Err(serde::de::Error::custom(format!(
            "{other:?} is neither yes nor no"
        ))),
    }
}
