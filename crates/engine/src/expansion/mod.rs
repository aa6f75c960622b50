//! Expansions: rules modules behind one interface, enabled per game.
//!
//! The core game (turn flow, placement, features, scoring) calls every enabled module at fixed
//! points of a turn and never names a module. What a module is — its id, options, tile sets,
//! symbols, figures, and its codec, which names its moves, decisions and events and builds it —
//! is written once, in the [`registry`]. Its moves, decisions and events travel through the core
//! as the generic [`ExpansionMove`], [`Decision`] and [`ExpansionEvent`], which only the module
//! interprets. Hooks that change the game get a [`Ctx`], which offers what a module may read
//! and change (never the whole game state), and the other modules' public state.
//!
//! Modules: every folder here with a registry entry (`INFO`) is one, found by the engine's
//! build script and listed in [`REGISTRY`] in the order of their `HOOK_ORDER`; each folder's
//! `mod.rs` says what its module plays, and `halflings expansions` lists them with their
//! options.

pub mod adapter;
pub mod codec;
pub mod context;
pub mod hook_table;
pub mod hooks;
pub mod module;
pub mod module_set;
pub mod options;
pub mod payload;
pub mod registry;
pub mod types;

/// Declares the modules and their registry: each is a folder of this one with its registry
/// entry `INFO` and its place `HOOK_ORDER`, found by the engine's build script (`build.rs`),
/// which lists them in that order (a module's id is its place in the list). Adding an
/// expansion is adding its folder; [`REGISTRY`] is made from the list.
macro_rules! modules {
    ($($module:ident = $file:literal),+ $(,)?) => {
        $(#[path = $file] pub mod $module;)+

        /// Every expansion's entry, in the order their hooks run (their `HOOK_ORDER`).
        pub const REGISTRY: [ExpansionInfo; [$(stringify!($module)),+].len()] = [$($module::INFO),+];
    };
}

include!(concat!(env!("OUT_DIR"), "/modules.rs"));

pub use adapter::Adapter;
pub use context::Ctx;
pub use hook_table::HookTable;
pub use hooks::{AnotherTurn, Expansion, ExpansionState, Hooks, Placed};
pub use module::{Module, ModuleEvent, ModuleMove, Moves, Nothing, Placing, Presentation, Timing};
pub use module_set::Expansions;
pub use options::{ExpansionChoice, OptionSpec, OptionValues};
pub use payload::Payload;
pub use registry::{ExpansionInfo, FollowerSpec};
pub use types::{
    ChoiceInfo, Decision, DecisionInfo, ExpansionEvent, ExpansionMove, ExpansionRule, FigureView,
    ModuleId, OwnPlace, Refusal, SymbolId, SymbolSet,
};
