//! The interface of an expansion module: the hooks the core calls and what a module answers.

use std::any::Any;
use std::fmt;

use super::context::Ctx;
use super::types::{Decision, ExpansionMove, FigureView, ModuleId, OwnPlace, Refusal};
use crate::board::{Board, FeatureId, Follower, FollowerKind};
use crate::geometry::{Corner, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Move};
use crate::text::Text;
use crate::tiles::{Catalog, TileKind};

/// A tile just placed, as the hooks see it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Who placed it.
    pub player: Seat,
    /// Its index on the board.
    pub tile: u16,
}

/// What every module's state offers, given to any cloneable module by a blanket impl.
pub trait ExpansionState {
    /// A boxed copy (game states are cloned, e.g. by search bots).
    fn clone_box(&self) -> Box<dyn Expansion>;

    /// The module as [`Any`], for [`GameState::expansion`] and [`Ctx::module`].
    fn as_any(&self) -> &dyn Any;

    /// The module as [`Any`], to change.
    fn as_any_mut(&mut self) -> &mut dyn Any;

    /// Copies the module into `target`, into its own memory when it is the same module
    /// ([`Clone::clone_from`]: bots' scratch copies of a game).
    fn copy_into(&self, target: &mut Box<dyn Expansion>);
}

impl<T: Expansion + Clone + 'static> ExpansionState for T {
    fn clone_box(&self) -> Box<dyn Expansion> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn copy_into(&self, target: &mut Box<dyn Expansion>) {
        match target.as_any_mut().downcast_mut::<T>() {
            Some(same) => same.clone_from(self),
            None => *target = self.clone_box(),
        }
    }
}

/// Another turn a module grants the player whose turn ends (a double turn): see
/// [`Expansion::another_turn`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnotherTurn {
    /// A whole turn: the player draws a regular tile or plays a halfling.
    Any,
    /// A turn with a regular tile from the pile: no halfling may be played in it.
    RegularTile,
}

/// A set of hooks: the core calls a module only at the hooks it declares.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Hooks(u32);

impl Hooks {
    /// No hook.
    pub const NONE: Hooks = Hooks(0);
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
    /// [`Expansion::turn_start`].
    pub const TURN_START: Hooks = Hooks(32);
    /// [`Expansion::allows_tile`].
    pub const TILE_ALLOWED: Hooks = Hooks(64);
    /// [`Expansion::allows_follower`].
    pub const FOLLOWER_ALLOWED: Hooks = Hooks(128);
    /// [`Expansion::keeps_drawn`] and [`Expansion::discarded`].
    pub const DRAW: Hooks = Hooks(256);
    /// [`Expansion::game_end`].
    pub const GAME_END: Hooks = Hooks(512);
    /// [`Expansion::scored`].
    pub const SCORED: Hooks = Hooks(1024);
    /// [`Expansion::free_moves`].
    pub const FREE_ACTIONS: Hooks = Hooks(2048);
    /// [`Expansion::figures_removed`].
    pub const FIGURES_REMOVED: Hooks = Hooks(4096);
    /// [`Expansion::obliges`].
    pub const OBLIGES: Hooks = Hooks(8192);
    /// [`Expansion::another_turn`].
    pub const ANOTHER_TURN: Hooks = Hooks(16384);
    /// [`Expansion::final_scores`].
    pub const FINAL_SCORES: Hooks = Hooks(32768);
    /// [`Expansion::ground`] and [`Expansion::onto_ground`].
    pub const GROUNDS: Hooks = Hooks(65536);
    /// [`Expansion::last_round`].
    pub const LAST_ROUND: Hooks = Hooks(131072);
    /// [`Expansion::follower_stays`].
    pub const STAYS: Hooks = Hooks(262144);
    /// [`Expansion::holds_feature`].
    pub const HELD_FEATURES: Hooks = Hooks(524288);

    /// Both sets.
    pub const fn and(self, other: Hooks) -> Hooks {
        Hooks(self.0 | other.0)
    }

    /// Whether every hook of `other` is in the set.
    pub const fn has(self, other: Hooks) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether some hook of `other` is in the set.
    pub const fn meets(self, other: Hooks) -> bool {
        self.0 & other.0 != 0
    }
}

/// What an expansion module does, hook by hook. Every hook has a default that does nothing;
/// [`Expansion::hooks`] names those the module implements (the others are never called, which
/// keeps games without them fast). Checking and playing its own moves, public state and checks
/// are always called. Hooks that change the game get a [`Ctx`]; the others read the game.
pub trait Expansion: ExpansionState + fmt::Debug + Send + Sync {
    /// The module's registry entry, by index.
    fn module(&self) -> ModuleId;

    /// The hooks it implements.
    fn hooks(&self) -> Hooks;

    /// The tile a dealt game lays on (0,0) instead of the start tile, if the module replaces
    /// it (asked once, before [`Expansion::setup`]). The start tile's copy then stays out of
    /// the game, unless the module's setup gives it back.
    fn start_tile(&self, _catalog: &Catalog) -> Option<TileKind> {
        None
    }

    /// Called once, when a game starts (before the first turn).
    fn setup(&mut self, _ctx: &mut Ctx) {}

    /// At the start of a turn, before the active player draws or chooses a halfling.
    fn turn_start(&mut self, _ctx: &mut Ctx) {}

    /// Whether a regular tile just drawn is kept for this turn (`false`: the module has set it
    /// aside through the context, and the player draws again).
    fn keeps_drawn(&mut self, _ctx: &mut Ctx, _tile: TileKind) -> bool {
        true
    }

    /// A tile drawn fitted nowhere and left the game (hook [`Hooks::DRAW`] too); the player
    /// draws again.
    fn discarded(&mut self, _ctx: &mut Ctx, _tile: TileKind) {}

    /// Whether `tile` may lie at `at` as `turn` (already legal by the core's rules); `Err`
    /// names the module's rule it breaks.
    fn allows_tile(
        &self,
        _game: &GameState,
        _tile: TileKind,
        _at: SpacePos,
        _turn: Turn,
    ) -> Result<(), Refusal> {
        Ok(())
    }

    /// Whether a follower may go on local segment `local` of `tile` being placed at `at` as
    /// `turn` (asked too of every figure an expansion places on the tile being placed).
    fn allows_follower(
        &self,
        _game: &GameState,
        _tile: TileKind,
        _at: SpacePos,
        _turn: Turn,
        _local: u8,
    ) -> bool {
        true
    }

    /// Whether placing `tile` at `at` as `turn` obliges the player to take this module's
    /// action with it (the princess's under `must`): every other way of placing it there —
    /// bare, with a follower, with another module's figure — is then refused.
    fn obliges(&self, _game: &GameState, _tile: TileKind, _at: SpacePos, _turn: Turn) -> bool {
        false
    }

    /// Appends the moves it offers besides the core's for placing `tile` at `at` as `turn`
    /// (figures of its own placed with the tile, or a follower elsewhere).
    fn placement_moves(
        &self,
        _game: &GameState,
        _player: Seat,
        _tile: TileKind,
        _at: SpacePos,
        _turn: Turn,
        _out: &mut Vec<Move>,
    ) {
    }

    /// After a tile and its figure are placed, before any feature is scored.
    fn after_placement(&mut self, _ctx: &mut Ctx, _placed: Placed) {}

    /// After the features a placement completed were scored: `scores` were paid and the
    /// followers in `returned` went home.
    fn scored(&mut self, _ctx: &mut Ctx, _scores: &[ScoreEvent], _returned: &[Follower]) {}

    /// After the features the placement completed were scored.
    fn after_scoring(&mut self, _ctx: &mut Ctx, _placed: Placed) {}

    /// Before final scoring.
    fn game_end(&mut self, _ctx: &mut Ctx) {}

    /// The pile is empty and the game would end now: the module may hold it open for a turn of
    /// its own (a player laying a tile they still hold) by making a decision pending. The core
    /// asks again each time that turn is over, and ends the game once no decision is pending.
    fn last_round(&mut self, _ctx: &mut Ctx) {}

    /// Scores the module adds at the end of the game, after every feature's final score
    /// (majorities of tokens, a figure raising a field's value for its owner…). It changes
    /// nothing, so that a preview of the final scores counts them too
    /// ([`GameState::final_scores_preview`]).
    fn final_scores(&self, _game: &GameState, _out: &mut Vec<ScoreEvent>) {}

    /// A turn ends and regular tiles are left in the pile: whether its player takes another
    /// turn at once (a double turn), and which. `None` (the default): the next player's turn.
    /// Asked of every module implementing it, in registry order, the first answer counting.
    fn another_turn(&mut self, _ctx: &mut Ctx) -> Option<AnotherTurn> {
        None
    }

    /// Appends the moves `player` may make at any point of their own turn before the tile is
    /// placed, beside the turn's own decisions (buying a prisoner back…). Such a move places
    /// no tile and leaves the phase as it is. Every move of the module without a placement made
    /// then goes to [`Expansion::check`], which refuses those that are no free action.
    fn free_moves(&self, _game: &GameState, _player: Seat, _out: &mut Vec<Move>) {}

    /// Every figure on the tiles of space `at` (only the triangle at `corner`, when given) was
    /// removed from the board by another rule (a dragon): the module takes its own figures
    /// there off the board. The core has already returned the followers standing there.
    fn figures_removed(&mut self, _ctx: &mut Ctx, _at: SpacePos, _corner: Option<Corner>) {}

    /// The place of the module's own on placed tile `tile` where a follower of kind `kind`
    /// may go by a rule that lets any follower go somewhere (a flight's landing), if any and
    /// not complete (a place only some kinds of follower take).
    fn ground(&self, _game: &GameState, _kind: FollowerKind, _tile: u16) -> Option<OwnPlace> {
        None
    }

    /// A follower of `player` of kind `kind` goes from their supply onto the place of the
    /// module's own that [`Expansion::ground`] gave on placed tile `tile`; a module ignores
    /// what is not its own.
    fn onto_ground(&mut self, _ctx: &mut Ctx, _player: Seat, _kind: FollowerKind, _tile: u16) {}

    /// The player who must make a decision of this module now, and what it is, if any.
    fn pending(&self) -> Option<(Seat, Decision)> {
        None
    }

    /// Appends the legal decisions while [`Expansion::pending`].
    fn pending_moves(&self, _game: &GameState, _out: &mut Vec<Move>) {}

    /// What `decision` asks, as a message.
    fn prompt(&self, _game: &GameState, decision: &Decision) -> Text {
        Text::new("decision.named").str("name", decision.name())
    }

    /// A move of this module as a message, for choices.
    fn label(&self, _game: &GameState, mv: &ExpansionMove) -> Text {
        Text::new("choice.named").str("name", mv.action_name())
    }

    /// Whether playing `mv` draws on chance (its outcome then is not foretold).
    fn is_chance(&self, _mv: &ExpansionMove) -> bool {
        false
    }

    /// Checks a move of this module for `player` (the core has checked its placement, if it
    /// makes one, and the turn).
    ///
    /// # Errors
    /// The rule the move breaks.
    fn check(
        &self,
        _game: &GameState,
        _player: Seat,
        _mv: &ExpansionMove,
    ) -> Result<(), IllegalMove> {
        Err(super::types::ExpansionRule::new(
            self.module(),
            "no-moves",
            Text::new("illegal.no-moves").str("expansion", self.module().id()),
        )
        .into())
    }

    /// Plays a checked move of this module. A move that places the tile finds it already
    /// placed (the core places it first).
    fn play(&mut self, _ctx: &mut Ctx, _player: Seat, _mv: &ExpansionMove) {}

    /// Fixes the outcome of this module's next chance event (scenarios, which have no chance
    /// of their own): `None` when the module has no chance event of that name.
    fn script_chance(&mut self, _outcome: &str) -> Option<Result<(), String>> {
        None
    }

    /// Adjusts a feature's score before it is paid: bonuses, tie-breaks. `root` is the
    /// feature's root segment.
    fn adjust_score(&self, _board: &Board, _root: FeatureId, _score: &mut ScoreEvent) {}

    /// Whether follower `follower` stays on the board when its feature is scored during the
    /// game (it is then neither returned nor scored again: a follower the module says scores
    /// only at the end). `false` by default: it goes home.
    fn follower_stays(&self, _board: &Board, _follower: &Follower) -> bool {
        false
    }

    /// Whether the completed road or city `root` has become the module's own feature (it
    /// took it over when it was completed, before it was scored): the core then neither
    /// scores it nor sends its followers home, a field does not count it as a completed city
    /// (the module scores it as it likes), and rules that remove or capture followers leave
    /// its followers alone ([`GameState::is_held`]).
    fn holds_feature(&self, _board: &Board, _root: FeatureId) -> bool {
        false
    }

    /// What everybody may see of the module's state, for views (e.g. the sheep bag's
    /// contents); `None` when it has nothing to show.
    fn public_state(&self, _game: &GameState) -> Option<serde_json::Value> {
        None
    }

    /// Its figures on the board, for views.
    fn figures(&self, _game: &GameState, _out: &mut Vec<FigureView>) {}

    /// Followers of kind `kind` of each player it holds off the board (prisoners, figures set
    /// aside), for the follower count.
    fn followers_held(&self, _player: Seat, _kind: FollowerKind) -> u8 {
        0
    }

    /// Its own pieces `player` has beside the board, ready to play, by name, in the names of
    /// its figures (`("shepherd", 1)`, `("floor", 6)`): what the lobby shows each player gets
    /// ([`GameState::census`]). Special followers are counted by the core.
    fn supplies(&self, _game: &GameState, _player: Seat, _out: &mut Vec<(&'static str, u8)>) {}

    /// A bot's quick answer to the module's pending decision where playing out every legal
    /// answer costs too much (an auction's bids: one answer per amount): `value_tile` is the
    /// bot's worth of a tile, in points. `None` (the default): the bot weighs the answers
    /// itself.
    fn quick_answer(
        &self,
        _game: &GameState,
        _value_tile: &dyn Fn(TileKind) -> f64,
    ) -> Option<ExpansionMove> {
        None
    }

    /// A value for bots of what the module's state is worth to `player` now, in points
    /// (a flock's sheep…); 0 by default.
    fn heuristic(&self, _game: &GameState, _player: Seat) -> f32 {
        0.0
    }

    /// The module's own state, for [`GameState::expansion`] and [`Ctx::module`] (the module
    /// itself, unless an adapter carries it).
    fn typed_state(&self) -> &dyn Any {
        self.as_any()
    }

    /// Checks the module's invariants (for tests).
    ///
    /// # Errors
    /// The broken invariant.
    fn validity_check(&self, _game: &GameState) -> Result<(), String> {
        Ok(())
    }
}
