//! Expansions: rules modules behind one interface, enabled per game.
//!
//! The core game (turn flow, placement, features, scoring) calls every enabled module at fixed
//! points of a turn — setup, the figure options of a placement, after a placement, after its
//! scoring, the scoring of a feature, pending decisions — and never names a module. Each
//! module keeps its own typed state ([`GameState::expansion`] gives it back). Modules:
//!
//! * [`crop_circles::CropCircles`]: the universal crop circle (a follower kind and an action
//!   every player carries out).
//! * [`hills::Hills`]: hill symbols (a tile buried under the hill; the hill tie-break).
//! * [`vineyards::Vineyards`]: vineyard symbols (+3 per vineyard around a completed monastery).
//! * [`hills_and_sheep::HillsAndSheep`]: the Hills & Sheep expansion — its 18 tiles, the sheep
//!   bag, shepherds and flocks, and the printed sheep of the Halflings sheep triangle.
//!
//! Which modules a game runs follows from its [`Setup`] ([`modules_for`]): the crop circle
//! when the halflings' symbols act (`halflings.md` §6); the hill and vineyard modules then too,
//! or when Hills & Sheep is enabled.

pub mod crop_circles;
pub mod hills;
pub mod hills_and_sheep;
pub mod vineyards;

use std::any::Any;
use std::fmt;

use serde::Serialize;

use crate::board::Board;
use crate::game::{Event, GameState, IllegalMove, Move, Setup, SetupError, Spot};
use crate::geometry::{Location, SpacePos, Turn};
use crate::rules::{CropAction, FollowerKind};
use crate::scoring::ScoreEvent;
use crate::tiles::{Symbols, TileKind};

/// Ids of the expansions a [`Setup`] may enable.
pub const EXPANSION_IDS: [&str; 1] = [hills_and_sheep::ID];

/// A tile just placed, as the hooks see it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Who placed it.
    pub player: u8,
    /// Its index on the board.
    pub tile: u16,
}

/// A decision that belongs to an expansion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExpansionMove {
    /// Hills & Sheep: place the current tile at `at` as `turn` with the shepherd on the field
    /// at `location` (instead of a follower).
    Shepherd {
        /// The space.
        at: SpacePos,
        /// Rotation or corner.
        turn: Turn,
        /// The field the shepherd goes to.
        location: Location,
    },
    /// Hills & Sheep: grow the flock (draw a token).
    GrowFlock,
    /// Hills & Sheep: drive the flock to the stable (score it).
    StableFlock,
    /// Crop circle: name the follower kind and the action.
    CropCircle {
        /// Knight, highwayman or farmer.
        kind: FollowerKind,
        /// A or B.
        action: CropAction,
    },
    /// Crop circle A: add a follower beside yours at this spot.
    CropAdd(Spot),
    /// Crop circle A: add nothing.
    CropPass,
    /// Crop circle B: return your follower at this spot.
    CropReturn(Spot),
}

/// A decision an expansion waits for: what the phase shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Decision {
    /// Crop circle: the active player names a follower kind and an action.
    CropCircle,
    /// Crop circle: carry out `action` on one's followers of `kind`.
    CropAction {
        /// The named kind.
        kind: FollowerKind,
        /// A or B.
        action: CropAction,
    },
    /// Hills & Sheep: grow the flock or drive it to the stable.
    Flock,
}

impl Decision {
    /// What is to be decided, in words.
    pub fn describe(&self) -> &'static str {
        match self {
            Decision::CropCircle => "the crop circle's action must be named",
            Decision::CropAction {
                action: CropAction::A,
                ..
            } => "crop-circle action A: add or pass",
            Decision::CropAction { .. } => "crop-circle action B: return a follower",
            Decision::Flock => "grow the flock or drive it to the stable",
        }
    }
}

impl ExpansionMove {
    /// The placement this move makes, if it places the current tile.
    pub fn placement(&self) -> Option<(SpacePos, Turn)> {
        match *self {
            ExpansionMove::Shepherd { at, turn, .. } => Some((at, turn)),
            _ => None,
        }
    }

    /// The figure it places with the tile and where, e.g. `("shepherd", S.e)`.
    pub fn figure(&self) -> Option<(&'static str, Location)> {
        match *self {
            ExpansionMove::Shepherd { location, .. } => Some(("shepherd", location)),
            _ => None,
        }
    }

    /// The move placing figure `figure` with the current tile.
    ///
    /// # Errors
    /// When no expansion has such a figure.
    pub fn with_figure(
        figure: &str,
        at: SpacePos,
        turn: Turn,
        location: Location,
    ) -> Result<ExpansionMove, String> {
        match figure {
            "shepherd" => Ok(ExpansionMove::Shepherd { at, turn, location }),
            other => Err(format!("unknown figure {other:?} (known: shepherd)")),
        }
    }

    /// The name of a decision that places nothing (`"grow"`, `"stable"`).
    pub fn choice(&self) -> Option<&'static str> {
        match self {
            ExpansionMove::GrowFlock => Some("grow"),
            ExpansionMove::StableFlock => Some("stable"),
            _ => None,
        }
    }

    /// The decision named `choice`.
    ///
    /// # Errors
    /// When no expansion has such a decision.
    pub fn from_choice(choice: &str) -> Result<ExpansionMove, String> {
        match choice {
            "grow" => Ok(ExpansionMove::GrowFlock),
            "stable" => Ok(ExpansionMove::StableFlock),
            other => Err(format!("unknown choice {other:?} (known: grow, stable)")),
        }
    }
}

/// What every module's state offers, given to any cloneable module by a blanket impl.
pub trait ExpansionState {
    /// A boxed copy (game states are cloned, e.g. by search bots).
    fn clone_box(&self) -> Box<dyn Expansion>;

    /// The module as [`Any`], for [`GameState::expansion`].
    fn as_any(&self) -> &dyn Any;
}

impl<T: Expansion + Clone + 'static> ExpansionState for T {
    fn clone_box(&self) -> Box<dyn Expansion> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A set of hooks: the core calls a module only at the hooks it declares.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Hooks(u8);

impl Hooks {
    /// [`Expansion::after_placement`].
    pub const AFTER_PLACEMENT: Hooks = Hooks(1);
    /// [`Expansion::after_scoring`].
    pub const AFTER_SCORING: Hooks = Hooks(2);
    /// [`Expansion::placement_moves`].
    pub const PLACEMENT_MOVES: Hooks = Hooks(4);
    /// [`Expansion::pending`] and [`Expansion::pending_moves`].
    pub const DECISIONS: Hooks = Hooks(8);
    /// [`Expansion::adjust_score`].
    pub const SCORING: Hooks = Hooks(16);

    /// Both sets.
    pub const fn and(self, other: Hooks) -> Hooks {
        Hooks(self.0 | other.0)
    }

    /// Whether every hook of `other` is in the set.
    pub const fn has(self, other: Hooks) -> bool {
        self.0 & other.0 == other.0
    }
}

/// What an expansion module does, hook by hook. Every hook has a default that does nothing;
/// [`Expansion::hooks`] names those the module implements (the others are never called, which
/// keeps games without them fast). Setup, checking and playing its moves, public state and
/// checks are always called.
pub trait Expansion: ExpansionState + fmt::Debug + Send + Sync {
    /// The module's id.
    fn id(&self) -> &'static str;

    /// The hooks it implements.
    fn hooks(&self) -> Hooks;

    /// Square tile sets (by id) it shuffles into the pile.
    fn tile_sets(&self) -> &'static [&'static str] {
        &[]
    }

    /// The tile symbols it gives a meaning to.
    fn symbols(&self) -> Symbols {
        Symbols::default()
    }

    /// Called once, when a game starts.
    fn setup(&mut self, _game: &GameState) {}

    /// Appends the moves it offers besides the core's for placing `tile` at `at` as `turn`
    /// (figures of its own placed with the tile).
    fn placement_moves(
        &self,
        _game: &GameState,
        _player: u8,
        _tile: TileKind,
        _at: SpacePos,
        _turn: Turn,
        _out: &mut Vec<Move>,
    ) {
    }

    /// After a tile and its figure are placed, before any feature is scored.
    fn after_placement(
        &mut self,
        _game: &mut GameState,
        _placed: Placed,
        _events: &mut Vec<Event>,
    ) {
    }

    /// After the features the placement completed were scored.
    fn after_scoring(&mut self, _game: &mut GameState, _placed: Placed, _events: &mut Vec<Event>) {}

    /// The player who must make a decision of this module now, and what it is, if any.
    fn pending(&self) -> Option<(u8, Decision)> {
        None
    }

    /// Appends the legal decisions while [`Expansion::pending`].
    fn pending_moves(&self, _game: &GameState, _out: &mut Vec<Move>) {}

    /// Checks `mv` if it is this module's: `None` when it is not.
    fn check(
        &self,
        _game: &GameState,
        _player: u8,
        _mv: &ExpansionMove,
    ) -> Option<Result<(), IllegalMove>> {
        None
    }

    /// Plays `mv` (checked) if it is this module's; returns whether it was. A move that
    /// places the tile finds it already placed (the core places it first).
    fn play(
        &mut self,
        _game: &mut GameState,
        _player: u8,
        _mv: &ExpansionMove,
        _events: &mut Vec<Event>,
    ) -> bool {
        false
    }

    /// Fixes the outcome of this module's next chance event (scenarios, which have no chance
    /// of their own): `None` when the module has no chance event of that name.
    fn script_chance(&mut self, _outcome: &str) -> Option<Result<(), String>> {
        None
    }

    /// Adjusts a feature's score before it is paid: bonuses, tie-breaks. `root` is the
    /// feature's root segment.
    fn adjust_score(&self, _board: &Board, _root: u16, _score: &mut ScoreEvent) {}

    /// What everybody may see of the module's state, for views (e.g. the flocks and the bag's
    /// contents); `None` when it has nothing to show.
    fn public_state(&self, _game: &GameState) -> Option<serde_json::Value> {
        None
    }

    /// Checks the module's invariants (for tests).
    ///
    /// # Errors
    /// The broken invariant.
    fn validity_check(&self, _game: &GameState) -> Result<(), String> {
        Ok(())
    }
}

/// The modules a game runs, in hook order, with the hooks each implements.
#[derive(Debug, Default)]
pub struct Expansions {
    pub(crate) modules: Vec<Box<dyn Expansion>>,
    /// Per module: its hooks.
    pub(crate) hooks: Vec<Hooks>,
    /// Every module's hooks together.
    pub(crate) all: Hooks,
}

impl Clone for Expansions {
    fn clone(&self) -> Expansions {
        Expansions {
            modules: self.modules.iter().map(|e| e.clone_box()).collect(),
            hooks: self.hooks.clone(),
            all: self.all,
        }
    }
}

impl Expansions {
    fn new(modules: Vec<Box<dyn Expansion>>) -> Expansions {
        let hooks: Vec<Hooks> = modules.iter().map(|m| m.hooks()).collect();
        let all = hooks.iter().fold(Hooks::default(), |a, &h| a.and(h));
        Expansions {
            modules,
            hooks,
            all,
        }
    }

    /// The modules.
    pub fn iter(&self) -> impl Iterator<Item = &dyn Expansion> {
        self.modules.iter().map(|e| e.as_ref())
    }

    /// The modules that implement `hook`.
    pub(crate) fn with(&self, hook: Hooks) -> impl Iterator<Item = &dyn Expansion> {
        self.modules
            .iter()
            .zip(&self.hooks)
            .filter(move |(_, h)| h.has(hook))
            .map(|(m, _)| m.as_ref())
    }

    /// Whether some module implements `hook`.
    pub(crate) fn any(&self, hook: Hooks) -> bool {
        self.all.has(hook)
    }

    /// The first pending decision of a module, with who takes it.
    pub(crate) fn pending(&self) -> Option<(u8, Decision)> {
        if !self.any(Hooks::DECISIONS) {
            return None;
        }
        self.with(Hooks::DECISIONS).find_map(|e| e.pending())
    }

    /// Lets every module adjust `score` of the feature rooted at `root`.
    pub(crate) fn adjust_score(&self, board: &Board, root: u16, score: &mut ScoreEvent) {
        if self.any(Hooks::SCORING) {
            for e in self.with(Hooks::SCORING) {
                e.adjust_score(board, root, score);
            }
        }
    }

    /// The symbols some module gives a meaning to.
    pub(crate) fn symbols(&self) -> Symbols {
        self.modules.iter().fold(Symbols::default(), |a, e| {
            let s = e.symbols();
            Symbols {
                vineyard: a.vineyard || s.vineyard,
                hill: a.hill || s.hill,
                sheep: a.sheep || s.sheep,
                crop_circle: a.crop_circle || s.crop_circle,
            }
        })
    }
}

/// The modules `setup` enables, given whether the halflings' symbols act.
///
/// # Errors
/// [`SetupError::UnknownExpansion`] for an id not in [`EXPANSION_IDS`], and
/// [`SetupError::DuplicateExpansion`] for an id named twice.
pub fn modules_for(setup: &Setup, symbols_active: bool) -> Result<Expansions, SetupError> {
    for (i, id) in setup.expansions.iter().enumerate() {
        if !EXPANSION_IDS.contains(&id.as_str()) {
            return Err(SetupError::UnknownExpansion(id.clone()));
        }
        if setup.expansions[..i].contains(id) {
            return Err(SetupError::DuplicateExpansion(id.clone()));
        }
    }
    let sheep = setup.expansions.iter().any(|e| e == hills_and_sheep::ID);
    let mut modules: Vec<Box<dyn Expansion>> = Vec::new();
    if symbols_active {
        modules.push(Box::new(crop_circles::CropCircles::default()));
    }
    if symbols_active || sheep {
        modules.push(Box::new(hills::Hills::new(setup.hill_tie_break)));
        modules.push(Box::new(vineyards::Vineyards));
    }
    if sheep {
        modules.push(Box::new(hills_and_sheep::HillsAndSheep::new()));
    }
    Ok(Expansions::new(modules))
}
