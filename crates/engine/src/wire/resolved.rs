//! What a checked setup comes to: the halflings per player, whether the symbols act, and the
//! expansion modules in play with every option's value (for a game's public facts).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::expansion::registry;
use crate::state::GameState;

/// What a checked setup comes to under its rules version.
#[derive(Clone, Debug, Serialize)]
pub struct Resolved {
    /// Halflings per player.
    pub halflings: u8,
    /// Whether the halflings' symbols act.
    pub symbols_active: bool,
    /// The expansion modules in play (those named and those the setup implies), in the order
    /// their rules run.
    pub modules: Vec<ModuleInPlay>,
}

/// An expansion module in play, with the value of each of its options.
#[derive(Clone, Debug, Serialize)]
pub struct ModuleInPlay {
    /// Its id.
    pub id: &'static str,
    /// Its name for people.
    pub name: &'static str,
    /// Whether players chose it (rather than the setup implying it).
    pub selectable: bool,
    /// Every option with its value.
    pub options: BTreeMap<&'static str, &'static str>,
}

impl Resolved {
    /// What `state`'s setup comes to.
    pub fn of(state: &GameState) -> Resolved {
        let setup = state.setup();
        let symbols_active = state.scoring_rules().symbols_active;
        // The game exists, so its setup passed this check.
        let modules = registry::enabled(setup, symbols_active)
            .unwrap_or_default()
            .into_iter()
            .map(|(id, options)| {
                let info = id.info();
                ModuleInPlay {
                    id: info.id,
                    name: info.name,
                    selectable: info.selectable,
                    options: options.iter().collect(),
                }
            })
            .collect();
        Resolved {
            halflings: setup.halflings_each(),
            symbols_active,
            modules,
        }
    }
}
