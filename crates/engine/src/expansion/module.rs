//! The typed interface of an expansion module: its own move, decision, event and option types
//! and the rules that check and play its moves ([`Module`]), what it shows ([`Presentation`]),
//! and the hooks it registers ([`HookTable`]). One generic adapter
//! ([`Adapter`](super::adapter::Adapter)) carries it through the core, which sees its values
//! only in compact form ([`Payload`]).

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::context::Ctx;
use super::hook_table::HookTable;
use super::payload::Payload;
use super::types::{ExpansionRule, FigureView, Refusal};
use crate::geometry::{SpacePos, Turn};
use crate::rules::RulesVersion;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Spot};
use crate::text::Text;
use crate::tiles::TileKind;

/// When in a turn a module's move is made, as each move declares it: the core checks it
/// (with the module's refusal when the move comes at another time) before the module's own
/// [`Module::check`] sees the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Timing {
    /// With the placement of the current tile (a figure placed with it): the move names the
    /// placement, and the module's check gets it as a [`Placing`]. `Refusal`: what the
    /// module says of such a move without a placement.
    WithTile(Refusal),
    /// As the answer to the module's own pending decision. `Refusal`: what the module says of
    /// such a move while none of its decisions is pending.
    Decision(Refusal),
    /// A free action of the player's own turn before the tile is placed (it leaves the phase
    /// as it is, unless the module lays a tile of its own instead of the current one with
    /// [`Ctx::lay_instead`]: the turn then goes on as after a placement). `Refusal`: what the
    /// module says of such a move at another time.
    BeforePlacing(Refusal),
}

/// The placement of the current tile a [`Timing::WithTile`] move makes (checked by the core).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    /// The tile being placed.
    pub tile: TileKind,
    /// Its space.
    pub at: SpacePos,
    /// Its rotation or corner.
    pub turn: Turn,
}

impl Placing {
    /// Whether `spot` lies on the tile being placed.
    pub fn holds(&self, spot: Spot) -> bool {
        spot.at == self.at && spot.corner == self.turn.corner()
    }
}

/// A module's own value that crosses the seam: written with named fields on the wire and as a
/// [`Payload`] through the core (see [`super::payload`]).
pub trait ModuleValue:
    Copy + fmt::Debug + PartialEq + Serialize + DeserializeOwned + 'static
{
}

impl<T: Copy + fmt::Debug + PartialEq + Serialize + DeserializeOwned + 'static> ModuleValue for T {}

/// A module's move type: an enum, one variant per action, with named fields.
pub trait ModuleMove: ModuleValue {
    /// When the move is made.
    fn timing(&self) -> Timing;

    /// The place on the board it aims at, if any (shown with it as a choice; a figure aimed
    /// at the tile being placed is checked against the other modules' limits there).
    fn aim(&self) -> Option<Spot> {
        None
    }

    /// Whether playing it draws on chance (its outcome then is not foretold).
    fn is_chance(&self) -> bool {
        false
    }

    /// The name of the figure it places at its aim, when that is on the tile it places and
    /// the figure is one of the registry entry's figures (the wire then writes it as a
    /// placement with `"figure"`).
    fn figure(&self) -> Option<&'static str> {
        None
    }

    /// The move written in the form every module wrote before moves had named fields: the
    /// action's name, the board place it aims at and its argument as text. Stored games and
    /// scenarios keep that form, so a module that had moves before reads it.
    ///
    /// # Errors
    /// An action, target or argument it does not take, in words.
    fn legacy(action: &str, _target: Option<Spot>, _arg: Option<&str>) -> Result<Self, String> {
        Err(format!("{action:?} has no older form"))
    }

    /// The move placing the module's figure `figure` at `spot` on the tile being placed.
    fn with_figure(_figure: &str, _spot: Spot) -> Option<Self> {
        None
    }
}

/// A module's event type: an enum, one variant per kind of event, with named fields (its
/// data for programs).
pub trait ModuleEvent: ModuleValue {
    /// The event as a message; `player` is who it concerns, `at` where it happened.
    fn describe(&self, player: Seat, at: Option<Spot>) -> Text;
}

/// The move, decision or event type of a module that has none: a type without values (its
/// hooks then never generate, ask or report one, and [`Module::check`], [`Module::play`],
/// [`Presentation::prompt`] and [`Presentation::label`] keep their defaults).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Nothing {}

impl ModuleMove for Nothing {
    fn timing(&self) -> Timing {
        match *self {}
    }
}

impl ModuleEvent for Nothing {
    fn describe(&self, _player: Seat, _at: Option<Spot>) -> Text {
        match *self {}
    }
}

/// An expansion's rules, with its own types (see the [module](self)). The module is built once
/// per game from its typed options; its hooks are the ones its [`Module::HOOKS`] table
/// registers, and only those are ever called.
pub trait Module: Clone + fmt::Debug + Send + Sync + Sized + 'static {
    /// Its moves.
    type Move: ModuleMove;
    /// The decisions it waits for.
    type Decision: ModuleValue;
    /// What it reports.
    type Event: ModuleEvent;
    /// Its options, read from the checked option values (named as in the registry entry's
    /// options, values as their choices: see [`super::options::yes_no`]).
    type Options: DeserializeOwned;

    /// The module's id in setups and on the wire.
    const ID: &'static str;

    /// The hooks it implements.
    const HOOKS: HookTable<Self>;

    /// The module for a new game.
    fn new(options: Self::Options, rules: RulesVersion) -> Self;

    /// Checks move `mv` of `seat` (the core has checked its [`Timing`], the turn and the
    /// placement in `placing`, which a [`Timing::WithTile`] move always has). By default,
    /// for a module without moves, every move is refused.
    ///
    /// # Errors
    /// The rule the move breaks.
    fn check(
        &self,
        _game: &GameState,
        _seat: Seat,
        _mv: &Self::Move,
        _placing: Option<Placing>,
    ) -> Result<(), IllegalMove> {
        Err(ExpansionRule {
            module: Self::ID,
            rule: "no-moves",
            message: Text::new("illegal.no-moves").str("expansion", Self::ID),
        }
        .into())
    }

    /// Plays a checked move. A move with the tile finds the tile already placed. By default,
    /// for a module without moves, nothing.
    fn play(&mut self, _ctx: &mut Ctx, _seat: Seat, _mv: &Self::Move) {}
}

/// What a module shows: its state for views, its figures, its decisions and moves in words,
/// and the pieces each player gets. Apart from the rules: nothing here changes the game.
pub trait Presentation: Module {
    /// What everybody may see of its state.
    type Public: Serialize;

    /// Its public state now; `None` when it has nothing to show.
    fn public(&self, _game: &GameState) -> Option<Self::Public> {
        None
    }

    /// Its figures on the board.
    fn figures(&self, _game: &GameState, _out: &mut Vec<FigureView>) {}

    /// What `decision` asks, as a message (by default, for a module without decisions, its
    /// name).
    fn prompt(&self, _game: &GameState, decision: &Self::Decision) -> Text {
        Text::new("decision.named").str("name", Payload::variant_name(decision).unwrap_or("?"))
    }

    /// Move `mv` as a choice, in words (by default, for a module without moves, its action's
    /// name).
    fn label(&self, _game: &GameState, mv: &Self::Move) -> Text {
        Text::new("choice.named").str("name", Payload::variant_name(mv).unwrap_or("?"))
    }

    /// Its own pieces `seat` has beside the board, ready to play, by name
    /// (`("floor", 6)`), for the lobby's census.
    fn supplies(&self, _game: &GameState, _seat: Seat, _out: &mut Vec<(&'static str, u8)>) {}
}

/// Where a module's hooks put the moves they generate: each is written in compact form as the
/// core's move, with the placement it goes with. A figure a move puts on the tile being placed
/// obeys the other modules' vetoes on followers there: such a move is left out here, where its
/// aim is at hand, so that the core never reads it back.
pub struct Moves<'a, M: Module> {
    pub(crate) module: super::ModuleId,
    pub(crate) place: Option<(SpacePos, Turn)>,
    /// With a placement: the game and the tile placed, when some module vetoes followers.
    pub(crate) vetoes: Option<(&'a GameState, TileKind)>,
    pub(crate) out: &'a mut Vec<crate::state::Move>,
    pub(crate) _module: std::marker::PhantomData<M>,
}

impl<M: Module> Moves<'_, M> {
    /// Adds `mv` (with the placement, for moves generated with one), unless it puts a figure on
    /// the tile being placed where another module forbids followers.
    pub fn push(&mut self, mv: M::Move) {
        if let (Some((game, tile)), Some((at, turn))) = (self.vetoes, self.place) {
            let vetoed = mv
                .aim()
                .filter(|s| s.at == at && s.corner == turn.corner())
                .and_then(|s| game.follower_segment(tile, turn, s.location).ok())
                .is_some_and(|local| {
                    game.figure_forbidden_by(tile, at, turn, local, Some(self.module))
                        .is_some()
                });
            if vetoed {
                return;
            }
        }
        // A module's move type fits a payload: the registry's tests pack every move the
        // modules generate, so a move that does not is dropped, never a panic.
        if let Ok(payload) = Payload::pack(&mv) {
            self.out.push(crate::state::Move::Expansion(
                super::ExpansionMove::new(self.module, payload).placed(self.place),
            ));
        }
    }
}
