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
//! Modules:
//! * [`crop_circles::CropCircles`]: the universal crop circle (a follower kind and an action
//!   every player carries out).
//! * [`hills::Hills`]: hill symbols (a tile buried under the hill; the hill tie-break).
//! * [`vineyards::Vineyards`]: vineyard symbols (+3 per vineyard around a completed monastery).
//! * [`hills_and_sheep::HillsAndSheep`]: the Hills & Sheep expansion — its 18 tiles, the sheep
//!   bag, shepherds and flocks, and the printed sheep of the Halflings sheep triangle.
//! * [`tower::Towers`]: The Tower — its 18 tiles, floors, capture in range, prisoner exchange
//!   and ransom.
//! * [`flier::Flier`]: The Flier — its 8 tiles with a flying machine, the flight die, flights
//!   counted in spaces (or tiles, the 10/2015 way) and landing on any tile of the target space.
//! * [`princess_and_dragon::PrincessAndDragon`]: The Princess & The Dragon — volcanoes, the
//!   dragon's flight space by space, the fairy, magic portals and princesses.
//! * [`inns_and_cathedrals::InnsAndCathedrals`]: Inns & Cathedrals — its 18 tiles, inns on
//!   roads and cathedrals in cities, the big follower that counts two.
//! * [`river::River`]: The River — 12 river tiles laid first from the spring to the lake,
//!   water as a field border, no U-turn, and what becomes of a river tile that fits nowhere.
//! * [`traders_and_builders::TradersAndBuilders`]: Traders & Builders — its 24 tiles, trade
//!   goods for completing cities and their majorities, the builder's extra turn, the pig.
//! * [`abbot::Abbots`]: The Abbot and gardens — an abbot per player on a monastery or garden,
//!   gardens scored like monasteries, the abbot called back for its points.

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

/// The list of modules, the one place that names them all: each is a folder of this one with
/// its registry entry `INFO`, in the order their hooks run (a module's id is its place here).
/// Adding an expansion adds its line here; [`REGISTRY`] is made from this list.
macro_rules! modules {
    ($($module:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// Every expansion's entry, in the order their hooks run (the list in
        /// `expansion/mod.rs`).
        pub const REGISTRY: [ExpansionInfo; [$(stringify!($module)),+].len()] = [$($module::INFO),+];
    };
}

modules! {
    crop_circles,
    hills,
    vineyards,
    hills_and_sheep,
    tower,
    flier,
    princess_and_dragon,
    inns_and_cathedrals,
    river,
    traders_and_builders,
    abbot,
}

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
    ModuleId, Refusal, SymbolId, SymbolSet,
};
