//! A game's options as players agree on them ([`Setup`]), and why a setup cannot start a game.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::expansion::options::ExpansionChoice;
use crate::expansion::registry;
use crate::rules::{CountPer, Deal, RulesVersion};
use crate::text::Text;

/// A game's options, as players agree on them. Unchecked: [`GameState::new`] checks it.
///
/// [`GameState::new`]: super::GameState::new
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawSetup")]
pub struct Setup {
    /// Number of players, 2 to 6.
    pub players: u8,
    /// Rules version.
    pub rules: RulesVersion,
    /// Seed of all chance in the game.
    pub seed: u64,
    /// Halflings per player (`None`: 2 under C1, 3 under C2).
    pub halflings: Option<u8>,
    /// Triangle sets used, by id (default: both).
    pub sets: Vec<String>,
    /// Whether the four tiles with expansion symbols are included.
    pub symbol_tiles: bool,
    /// Whether symbols act without their expansion (`None`: on for C2, off for C1).
    pub symbols_active: Option<bool>,
    /// Random deal or draft.
    pub deal: Deal,
    /// With several sets: count per set or in total.
    pub count_per: CountPer,
    /// Expansions played with, with their options (see [`registry::REGISTRY`]). An expansion
    /// players choose is on when named; one the setup implies (the symbol modules) is on when
    /// implied, and naming it sets its options.
    pub expansions: Vec<ExpansionChoice>,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            players: 2,
            rules: RulesVersion::default(),
            seed: 0,
            halflings: None,
            sets: vec!["halflings-1".into(), "halflings-2".into()],
            symbol_tiles: false,
            symbols_active: None,
            deal: Deal::Random,
            count_per: CountPer::Total,
            expansions: Vec::new(),
        }
    }
}

impl Setup {
    /// Whether symbols act under this setup.
    pub fn symbols_act(&self) -> bool {
        self.symbols_active
            .unwrap_or(self.rules.default_symbols_active())
    }

    /// Halflings per player under this setup.
    pub fn halflings_each(&self) -> u8 {
        self.halflings.unwrap_or(self.rules.default_halflings())
    }
}

/// The JSON form, which also takes the older top-level keys that are now an expansion's
/// options (each module's registry entry lists its own in `legacy_setup_keys`).
#[derive(Deserialize)]
#[serde(default)]
struct RawSetup {
    players: u8,
    rules: RulesVersion,
    seed: u64,
    halflings: Option<u8>,
    sets: Vec<String>,
    symbol_tiles: bool,
    symbols_active: Option<bool>,
    deal: Deal,
    count_per: CountPer,
    expansions: Vec<ExpansionChoice>,
    #[serde(flatten)]
    other: BTreeMap<String, serde_json::Value>,
}

impl Default for RawSetup {
    fn default() -> RawSetup {
        let d = Setup::default();
        RawSetup {
            players: d.players,
            rules: d.rules,
            seed: d.seed,
            halflings: d.halflings,
            sets: d.sets,
            symbol_tiles: d.symbol_tiles,
            symbols_active: d.symbols_active,
            deal: d.deal,
            count_per: d.count_per,
            expansions: d.expansions,
            other: BTreeMap::new(),
        }
    }
}

impl TryFrom<RawSetup> for Setup {
    type Error = String;

    fn try_from(raw: RawSetup) -> Result<Setup, String> {
        let mut expansions = raw.expansions;
        for (key, value) in raw.other {
            let Some((id, option)) = registry::legacy_setup_key(&key) else {
                return Err(format!("unknown field `{key}`"));
            };
            let value = value
                .as_str()
                .ok_or_else(|| format!("`{key}` must be a string"))?
                .to_string();
            let default = registry::find(id)
                .and_then(|e| e.options.iter().find(|o| o.name == option))
                .map(|o| o.default_for(raw.rules));
            if default == Some(value.as_str()) {
                continue;
            }
            match expansions.iter_mut().find(|c| c.id == id) {
                Some(c) => {
                    c.options.entry(option.to_string()).or_insert(value);
                }
                None => expansions.push(ExpansionChoice::new(id).with(option, &value)),
            }
        }
        Ok(Setup {
            players: raw.players,
            rules: raw.rules,
            seed: raw.seed,
            halflings: raw.halflings,
            sets: raw.sets,
            symbol_tiles: raw.symbol_tiles,
            symbols_active: raw.symbols_active,
            deal: raw.deal,
            count_per: raw.count_per,
            expansions,
        })
    }
}

/// Why a setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Fewer than 2 or more than 6 players.
    #[error("a game has 2 to 6 players, not {0}")]
    Players(u8),
    /// A set id the catalogue does not hold, or not a triangle set.
    #[error("unknown halfling set {0:?}")]
    UnknownSet(String),
    /// A set named twice (its triangles would be dealt twice).
    #[error("halfling set {0:?} is named twice")]
    DuplicateSet(String),
    /// Not enough triangles for every hand.
    #[error("{needed} halflings are needed ({per} each) but only {available} are in play")]
    NotEnoughHalflings {
        /// Needed in all.
        needed: usize,
        /// Per player.
        per: u8,
        /// Available.
        available: usize,
    },
    /// An expansion id no module has.
    #[error("unknown expansion {0:?} (known: {known})", known = registry::REGISTRY.iter().map(|e| e.id).collect::<Vec<_>>().join(", "))]
    UnknownExpansion(String),
    /// An expansion named twice.
    #[error("expansion {0:?} is named twice")]
    DuplicateExpansion(String),
    /// An option the expansion does not have.
    #[error("expansion {expansion:?} has no option {option:?}")]
    UnknownOption {
        /// The expansion.
        expansion: &'static str,
        /// The option named.
        option: String,
    },
    /// A value the option does not take.
    #[error("option {option:?} of {expansion:?} cannot be {value:?} (choices: {choices})")]
    BadOptionValue {
        /// The expansion.
        expansion: &'static str,
        /// The option.
        option: &'static str,
        /// The value given.
        value: String,
        /// The values it takes.
        choices: String,
    },
    /// A module's option type does not take the checked option values (the module's
    /// declaration and its type disagree: the registry's tests build every choice).
    #[error("the options of {expansion:?} do not fit the module: {problem}")]
    ModuleOptions {
        /// The expansion.
        expansion: &'static str,
        /// What does not fit.
        problem: String,
    },
    /// A tile set an expansion adds is not in the catalogue.
    #[error("expansion {expansion:?} needs tile set {set:?}, which the catalogue lacks")]
    MissingTileSet {
        /// The expansion.
        expansion: &'static str,
        /// The set.
        set: &'static str,
    },
}

impl SetupError {
    /// The refusal as a message (`setup.…`), for a page to word in its language.
    pub fn text(&self) -> Text {
        let t = Text::new;
        match self {
            SetupError::Players(n) => t("setup.players").num("n", *n),
            SetupError::UnknownSet(set) => t("setup.unknown-set").str("set", set),
            SetupError::DuplicateSet(set) => t("setup.duplicate-set").str("set", set),
            SetupError::NotEnoughHalflings {
                needed,
                per,
                available,
            } => t("setup.not-enough-halflings")
                .num("needed", *needed as i64)
                .num("per", *per)
                .num("available", *available as i64),
            SetupError::UnknownExpansion(id) => t("setup.unknown-expansion").str("expansion", id),
            SetupError::DuplicateExpansion(id) => {
                t("setup.duplicate-expansion").str("expansion", id)
            }
            SetupError::ModuleOptions { expansion, problem } => t("setup.module-options")
                .str("expansion", expansion)
                .str("problem", problem),
            SetupError::UnknownOption { expansion, option } => t("setup.unknown-option")
                .str("expansion", expansion)
                .str("option", option),
            SetupError::BadOptionValue {
                expansion,
                option,
                value,
                choices,
            } => t("setup.bad-option-value")
                .str("expansion", expansion)
                .str("option", option)
                .str("value", value)
                .str("choices", choices),
            SetupError::MissingTileSet { expansion, set } => t("setup.missing-tile-set")
                .str("expansion", expansion)
                .str("set", set),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_its_english() {
        let refusals = [
            SetupError::Players(7),
            SetupError::UnknownSet("X".into()),
            SetupError::DuplicateSet("X".into()),
            SetupError::NotEnoughHalflings {
                needed: 30,
                per: 5,
                available: 24,
            },
            SetupError::UnknownExpansion("x".into()),
            SetupError::DuplicateExpansion("x".into()),
            SetupError::UnknownOption {
                expansion: "x",
                option: "o".into(),
            },
            SetupError::BadOptionValue {
                expansion: "x",
                option: "o",
                value: "v".into(),
                choices: "a, b".into(),
            },
            SetupError::MissingTileSet {
                expansion: "x",
                set: "s",
            },
        ];
        for e in refusals {
            let text = e.text();
            assert!(text.key.starts_with("setup."), "{}", text.key);
            assert!(
                crate::text::english::template(text.key).is_some(),
                "{}",
                text.key
            );
        }
        assert_eq!(
            SetupError::NotEnoughHalflings {
                needed: 30,
                per: 5,
                available: 24
            }
            .text()
            .english(),
            "30 halflings are needed (5 each) but only 24 are in play"
        );
        assert_eq!(
            SetupError::Players(1).text().english(),
            "a game has 2 to 6 players, not 1"
        );
    }
}
