//! The hooks a typed module registers: a table of its functions, built in a `const` so that
//! the core knows at compile time which hooks a module has. A registered hook is an
//! implemented hook; the core calls a module only at the hooks its table holds
//! ([`HookTable::flags`]).

use super::context::Ctx;
use super::hooks::{AnotherTurn, Hooks, Placed};
use super::module::{Module, Moves, Placing};
use super::types::{OwnPlace, Refusal};
use crate::board::{Board, FeatureId, Follower, FollowerKind};
use crate::geometry::{Corner, SpacePos};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::GameState;
use crate::tiles::{Catalog, TileKind};

/// The table (a field per hook, `None` until registered) and a `const fn` per hook that
/// registers it, from one list of the hooks with their signatures.
macro_rules! hooks {
    ($($(#[$doc:meta])* $name:ident: $ty:ty;)*) => {
        /// A module's hooks (see the [module](self)); each is documented at the method that
        /// registers it.
        // The field types are the hooks' signatures, named at their methods.
        #[allow(clippy::type_complexity)]
        pub struct HookTable<M: Module> {
            $(pub(crate) $name: Option<$ty>,)*
        }

        #[allow(clippy::type_complexity)]
        impl<M: Module> HookTable<M> {
            /// No hook registered.
            pub const fn new() -> HookTable<M> {
                HookTable { $($name: None,)* }
            }

            $(
                $(#[$doc])*
                pub const fn $name(mut self, hook: $ty) -> HookTable<M> {
                    self.$name = Some(hook);
                    self
                }
            )*
        }
    };
}

hooks! {
    /// The tile a dealt game lays on (0,0) instead of the start tile, if the module replaces
    /// it (asked once, before the setup hook). The start tile's copy then stays out of the
    /// game, unless the module's setup gives it back.
    start_tile: fn(&M, &Catalog) -> Option<TileKind>;
    /// Called once, when a game starts (before the first turn).
    setup: fn(&mut M, &mut Ctx);
    /// At the start of a turn, before the active player draws or chooses a halfling.
    turn_start: fn(&mut M, &mut Ctx);
    /// Whether a regular tile just drawn is kept for this turn (`false`: the module has set it
    /// aside through the context, and the player draws again).
    keeps_drawn: fn(&mut M, &mut Ctx, TileKind) -> bool;
    /// A tile drawn fitted nowhere and left the game; the player draws again.
    discarded: fn(&mut M, &mut Ctx, TileKind);
    /// Whether a tile may lie as `Placing` says (already legal by the core's rules); `Err`
    /// names the module's rule it breaks.
    allows_tile: fn(&M, &GameState, Placing) -> Result<(), Refusal>;
    /// Whether a follower may go on a local segment of the tile being placed (asked too of
    /// every figure an expansion places on it).
    allows_follower: fn(&M, &GameState, Placing, u8) -> bool;
    /// Whether placing the tile so obliges its player to take one of this module's moves
    /// with it: every other way of placing it there is then refused.
    obliges: fn(&M, &GameState, Placing) -> bool;
    /// The module's moves for `seat` placing the tile so, besides the core's (figures of its
    /// own placed with the tile, or a follower elsewhere).
    placement_moves: fn(&M, &GameState, Seat, Placing, &mut Moves<M>);
    /// After a tile and its figure are placed, before any feature is scored.
    after_placement: fn(&mut M, &mut Ctx, Placed);
    /// After the features a placement completed were scored: the scores were paid and the
    /// followers went home.
    scored: fn(&mut M, &mut Ctx, &[ScoreEvent], &[Follower]);
    /// After the features the placement completed were scored.
    after_scoring: fn(&mut M, &mut Ctx, Placed);
    /// The pile is empty and the game would end: the module may make a decision pending (a
    /// last turn of its own); asked again after each such turn, the game ending once none is.
    last_round: fn(&mut M, &mut Ctx);
    /// Before final scoring.
    game_end: fn(&mut M, &mut Ctx);
    /// Scores the module adds at the end of the game, after every feature's final score; it
    /// changes nothing, so that a preview of the final scores counts them too.
    final_scores: fn(&M, &GameState, &mut Vec<ScoreEvent>);
    /// A turn ends and regular tiles are left: whether its player takes another turn at once,
    /// and which (the first module answering counts, in registry order).
    another_turn: fn(&mut M, &mut Ctx) -> Option<AnotherTurn>;
    /// The moves `seat` may make at any point of their own turn before the tile is placed
    /// ([`Timing::BeforePlacing`](super::module::Timing::BeforePlacing)).
    free_moves: fn(&M, &GameState, Seat, &mut Moves<M>);
    /// Every figure on the tiles of a space (only the triangle at the corner, when given) was
    /// removed from the board by another rule: the module takes its own figures there off.
    figures_removed: fn(&mut M, &mut Ctx, SpacePos, Option<Corner>);
    /// The place of the module's own on placed tile `u16` where a follower of the kind given
    /// may go by a rule that lets any follower go somewhere (a flight's landing; register
    /// with [`HookTable::onto_ground`]), where only some kinds stand. `None` when there is none there,
    /// or it is complete.
    ground: fn(&M, &GameState, FollowerKind, u16) -> Option<OwnPlace>;
    /// A follower of the seat, of the kind given, goes from their supply onto the place of
    /// the module's own that [`HookTable::ground`] gave on placed tile `u16` (asked of every
    /// module that gives such places: each takes only its own).
    onto_ground: fn(&mut M, &mut Ctx, Seat, FollowerKind, u16);
    /// The seat that must make a decision of this module now, and what it is (register with
    /// [`HookTable::pending_moves`]).
    pending: fn(&M) -> Option<(Seat, M::Decision)>;
    /// The legal answers while a decision is pending.
    pending_moves: fn(&M, &GameState, &mut Moves<M>);
    /// Fixes the outcome of the module's next chance event (scenarios, which have no chance of
    /// their own): `None` when it has no chance event of that name.
    script_chance: fn(&mut M, &str) -> Option<Result<(), String>>;
    /// Adjusts the score of a feature (given by id) before it is paid: bonuses,
    /// tie-breaks.
    adjust_score: fn(&M, &Board, FeatureId, &mut ScoreEvent);
    /// Whether a follower stays on the board when its feature is scored during the game
    /// (neither returned nor scored again then).
    follower_stays: fn(&M, &Board, &Follower) -> bool;
    /// Whether a completed road or city (given by id) has become the module's own feature:
    /// the core neither scores it nor sends its followers home, and a field does not count
    /// it as a completed city.
    holds_feature: fn(&M, &Board, FeatureId) -> bool;
    /// Followers of a seat of a kind that the module holds off the board (prisoners, figures
    /// set aside), for the follower count.
    followers_held: fn(&M, Seat, FollowerKind) -> u8;
    /// A value for bots of what the module's state is worth to a seat now, in points.
    worth: fn(&M, &GameState, Seat) -> f32;
    /// A bot's quick answer to the module's pending decision, given the bot's worth of a tile
    /// in points, where playing out every legal answer costs too much; `None`: the bot weighs
    /// the answers itself.
    quick_answer: fn(&M, &GameState, &dyn Fn(TileKind) -> f64) -> Option<M::Move>;
    /// Checks the module's invariants (for tests).
    invariants: fn(&M, &GameState) -> Result<(), String>;
}

impl<M: Module> HookTable<M> {
    /// The hooks the core asks for by flag, from what is registered.
    pub const fn flags(&self) -> Hooks {
        let mut h = Hooks::NONE;
        let pairs = [
            (self.after_placement.is_some(), Hooks::AFTER_PLACEMENT),
            (self.after_scoring.is_some(), Hooks::AFTER_SCORING),
            (self.placement_moves.is_some(), Hooks::PLACEMENT_MOVES),
            (
                self.pending.is_some() || self.pending_moves.is_some(),
                Hooks::DECISIONS,
            ),
            (self.adjust_score.is_some(), Hooks::SCORING),
            (self.follower_stays.is_some(), Hooks::STAYS),
            (self.holds_feature.is_some(), Hooks::HELD_FEATURES),
            (self.turn_start.is_some(), Hooks::TURN_START),
            (self.allows_tile.is_some(), Hooks::TILE_ALLOWED),
            (self.allows_follower.is_some(), Hooks::FOLLOWER_ALLOWED),
            (
                self.keeps_drawn.is_some() || self.discarded.is_some(),
                Hooks::DRAW,
            ),
            (self.game_end.is_some(), Hooks::GAME_END),
            (self.last_round.is_some(), Hooks::LAST_ROUND),
            (self.scored.is_some(), Hooks::SCORED),
            (self.free_moves.is_some(), Hooks::FREE_ACTIONS),
            (self.figures_removed.is_some(), Hooks::FIGURES_REMOVED),
            (self.obliges.is_some(), Hooks::OBLIGES),
            (self.another_turn.is_some(), Hooks::ANOTHER_TURN),
            (self.final_scores.is_some(), Hooks::FINAL_SCORES),
            (
                self.ground.is_some() || self.onto_ground.is_some(),
                Hooks::GROUNDS,
            ),
        ];
        let mut i = 0;
        while i < pairs.len() {
            if pairs[i].0 {
                h = h.and(pairs[i].1);
            }
            i += 1;
        }
        h
    }
}

impl<M: Module> Default for HookTable<M> {
    fn default() -> HookTable<M> {
        HookTable::new()
    }
}
