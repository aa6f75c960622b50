//! The one generic adapter between a typed module ([`Module`], [`Presentation`]) and the core:
//! it carries the module's state with the id the registry gave it, unpacks the core's compact
//! moves into the module's own type, and calls only the hooks the module's table holds.

use std::any::Any;
use std::marker::PhantomData;

use super::context::Ctx;
use super::hooks::{AnotherTurn, Expansion, Hooks, Placed};
use super::module::{Module, Moves, Placing, Presentation, Timing};
use super::payload::Payload;
use super::types::{Decision, ExpansionMove, FigureView, ModuleId, OwnPlace, Refusal};
use crate::board::{Board, FeatureId, Follower, FollowerKind};
use crate::geometry::{Corner, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::{GameState, IllegalMove, Move, Phase};
use crate::text::Text;
use crate::tiles::{Catalog, TileKind};

/// A typed module in a game, as the core holds it.
#[derive(Debug)]
pub struct Adapter<M: Module> {
    id: ModuleId,
    state: M,
}

impl<M: Module> Clone for Adapter<M> {
    fn clone(&self) -> Adapter<M> {
        Adapter {
            id: self.id,
            state: self.state.clone(),
        }
    }

    fn clone_from(&mut self, source: &Adapter<M>) {
        self.id = source.id;
        self.state.clone_from(&source.state);
    }
}

impl<M: Module> Adapter<M> {
    /// Module `state` running under registry id `id`.
    pub fn new(id: ModuleId, state: M) -> Adapter<M> {
        Adapter { id, state }
    }

    /// The module's own state.
    pub fn state(&self) -> &M {
        &self.state
    }

    /// The module's own state, to change (tests that drive a hook by hand).
    pub fn state_mut(&mut self) -> &mut M {
        &mut self.state
    }

    fn moves<'a>(&self, out: &'a mut Vec<Move>) -> Moves<'a, M> {
        Moves {
            module: self.id,
            place: None,
            vetoes: None,
            out,
            _module: PhantomData,
        }
    }

    /// The module's move `mv` carries, if it is one of this module's.
    fn typed(&self, mv: &ExpansionMove) -> Option<M::Move> {
        (mv.module == self.id)
            .then(|| mv.payload.unpack::<M::Move>().ok())
            .flatten()
    }
}

/// The placement a move with the tile makes, with the tile the phase has.
fn placing(game: &GameState, mv: &ExpansionMove) -> Option<Placing> {
    let (at, turn) = mv.place?;
    let tile = game.current_tile()?;
    Some(Placing { tile, at, turn })
}

impl<M: Presentation> Expansion for Adapter<M> {
    fn module(&self) -> ModuleId {
        self.id
    }

    fn hooks(&self) -> Hooks {
        const { M::HOOKS.flags() }
    }

    fn start_tile(&self, catalog: &Catalog) -> Option<TileKind> {
        M::HOOKS.start_tile.and_then(|f| f(&self.state, catalog))
    }

    fn setup(&mut self, ctx: &mut Ctx) {
        if let Some(f) = M::HOOKS.setup {
            f(&mut self.state, ctx);
        }
    }

    fn turn_start(&mut self, ctx: &mut Ctx) {
        if let Some(f) = M::HOOKS.turn_start {
            f(&mut self.state, ctx);
        }
    }

    fn keeps_drawn(&mut self, ctx: &mut Ctx, tile: TileKind) -> bool {
        M::HOOKS
            .keeps_drawn
            .is_none_or(|f| f(&mut self.state, ctx, tile))
    }

    fn discarded(&mut self, ctx: &mut Ctx, tile: TileKind) {
        if let Some(f) = M::HOOKS.discarded {
            f(&mut self.state, ctx, tile);
        }
    }

    fn allows_tile(
        &self,
        game: &GameState,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
    ) -> Result<(), Refusal> {
        match M::HOOKS.allows_tile {
            Some(f) => f(&self.state, game, Placing { tile, at, turn }),
            None => Ok(()),
        }
    }

    fn allows_follower(
        &self,
        game: &GameState,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        local: u8,
    ) -> bool {
        M::HOOKS
            .allows_follower
            .is_none_or(|f| f(&self.state, game, Placing { tile, at, turn }, local))
    }

    fn obliges(&self, game: &GameState, tile: TileKind, at: SpacePos, turn: Turn) -> bool {
        M::HOOKS
            .obliges
            .is_some_and(|f| f(&self.state, game, Placing { tile, at, turn }))
    }

    fn placement_moves(
        &self,
        game: &GameState,
        player: Seat,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if let Some(f) = M::HOOKS.placement_moves {
            let vetoes = game.vetoes_followers().then_some((game, tile));
            let mut moves = Moves {
                place: Some((at, turn)),
                vetoes,
                ..self.moves(out)
            };
            f(
                &self.state,
                game,
                player,
                Placing { tile, at, turn },
                &mut moves,
            );
        }
    }

    fn after_placement(&mut self, ctx: &mut Ctx, placed: Placed) {
        if let Some(f) = M::HOOKS.after_placement {
            f(&mut self.state, ctx, placed);
        }
    }

    fn scored(&mut self, ctx: &mut Ctx, scores: &[ScoreEvent], returned: &[Follower]) {
        if let Some(f) = M::HOOKS.scored {
            f(&mut self.state, ctx, scores, returned);
        }
    }

    fn after_scoring(&mut self, ctx: &mut Ctx, placed: Placed) {
        if let Some(f) = M::HOOKS.after_scoring {
            f(&mut self.state, ctx, placed);
        }
    }

    fn last_round(&mut self, ctx: &mut Ctx) {
        if let Some(f) = M::HOOKS.last_round {
            f(&mut self.state, ctx);
        }
    }

    fn game_end(&mut self, ctx: &mut Ctx) {
        if let Some(f) = M::HOOKS.game_end {
            f(&mut self.state, ctx);
        }
    }

    fn final_scores(&self, game: &GameState, out: &mut Vec<ScoreEvent>) {
        if let Some(f) = M::HOOKS.final_scores {
            f(&self.state, game, out);
        }
    }

    fn another_turn(&mut self, ctx: &mut Ctx) -> Option<AnotherTurn> {
        M::HOOKS.another_turn.and_then(|f| f(&mut self.state, ctx))
    }

    fn free_moves(&self, game: &GameState, player: Seat, out: &mut Vec<Move>) {
        if let Some(f) = M::HOOKS.free_moves {
            f(&self.state, game, player, &mut self.moves(out));
        }
    }

    fn figures_removed(&mut self, ctx: &mut Ctx, at: SpacePos, corner: Option<Corner>) {
        if let Some(f) = M::HOOKS.figures_removed {
            f(&mut self.state, ctx, at, corner);
        }
    }

    fn ground(&self, game: &GameState, kind: FollowerKind, tile: u16) -> Option<OwnPlace> {
        M::HOOKS
            .ground
            .and_then(|f| f(&self.state, game, kind, tile))
    }

    fn onto_ground(&mut self, ctx: &mut Ctx, player: Seat, kind: FollowerKind, tile: u16) {
        if let Some(f) = M::HOOKS.onto_ground {
            f(&mut self.state, ctx, player, kind, tile);
        }
    }

    fn pending(&self) -> Option<(Seat, Decision)> {
        let (seat, decision) = M::HOOKS.pending.and_then(|f| f(&self.state))?;
        Payload::pack(&decision)
            .ok()
            .map(|payload| (seat, Decision::new(self.id, payload)))
    }

    fn pending_moves(&self, game: &GameState, out: &mut Vec<Move>) {
        if let Some(f) = M::HOOKS.pending_moves {
            f(&self.state, game, &mut self.moves(out));
        }
    }

    fn prompt(&self, game: &GameState, decision: &Decision) -> Text {
        match decision.payload.unpack::<M::Decision>() {
            Ok(d) => self.state.prompt(game, &d),
            Err(_) => Text::new("decision.named").str("name", decision.name()),
        }
    }

    fn label(&self, game: &GameState, mv: &ExpansionMove) -> Text {
        match self.typed(mv) {
            Some(m) => self.state.label(game, &m),
            None => Text::new("choice.named").str("name", mv.action_name()),
        }
    }

    fn is_chance(&self, mv: &ExpansionMove) -> bool {
        self.typed(mv)
            .is_some_and(|m| super::ModuleMove::is_chance(&m))
    }

    fn check(&self, game: &GameState, player: Seat, mv: &ExpansionMove) -> Result<(), IllegalMove> {
        let Some(typed) = self.typed(mv) else {
            return Err(Refusal::new("unknown-move", "illegal.unknown-module-move")
                .of_module(M::ID)
                .into());
        };
        let placing = placing(game, mv);
        match super::ModuleMove::timing(&typed) {
            Timing::WithTile(refusal) if placing.is_none() => {
                return Err(refusal.of_module(M::ID).into())
            }
            Timing::BeforePlacing(refusal)
                if mv.place.is_some()
                    || !matches!(game.phase(), Phase::Choose | Phase::Place { .. }) =>
            {
                return Err(refusal.of_module(M::ID).into())
            }
            Timing::Decision(refusal) if !matches!(game.phase(), Phase::Expansion { decision, .. } if decision.module == self.id) => {
                return Err(refusal.of_module(M::ID).into())
            }
            _ => {}
        }
        self.state.check(game, player, &typed, placing)
    }

    fn play(&mut self, ctx: &mut Ctx, player: Seat, mv: &ExpansionMove) {
        if let Some(typed) = self.typed(mv) {
            self.state.play(ctx, player, &typed);
        }
    }

    fn script_chance(&mut self, outcome: &str) -> Option<Result<(), String>> {
        M::HOOKS
            .script_chance
            .and_then(|f| f(&mut self.state, outcome))
    }

    fn adjust_score(&self, board: &Board, root: FeatureId, score: &mut ScoreEvent) {
        if let Some(f) = M::HOOKS.adjust_score {
            f(&self.state, board, root, score);
        }
    }

    fn follower_stays(&self, board: &Board, follower: &Follower) -> bool {
        M::HOOKS
            .follower_stays
            .is_some_and(|f| f(&self.state, board, follower))
    }

    fn holds_feature(&self, board: &Board, root: FeatureId) -> bool {
        M::HOOKS
            .holds_feature
            .is_some_and(|f| f(&self.state, board, root))
    }

    fn public_state(&self, game: &GameState) -> Option<serde_json::Value> {
        self.state
            .public(game)
            .and_then(|p| serde_json::to_value(p).ok())
    }

    fn figures(&self, game: &GameState, out: &mut Vec<FigureView>) {
        self.state.figures(game, out);
    }

    fn followers_held(&self, player: Seat, kind: FollowerKind) -> u8 {
        M::HOOKS
            .followers_held
            .map_or(0, |f| f(&self.state, player, kind))
    }

    fn supplies(&self, game: &GameState, player: Seat, out: &mut Vec<(&'static str, u8)>) {
        self.state.supplies(game, player, out);
    }

    fn quick_answer(
        &self,
        game: &GameState,
        value_tile: &dyn Fn(TileKind) -> f64,
    ) -> Option<ExpansionMove> {
        let mv = M::HOOKS
            .quick_answer
            .and_then(|f| f(&self.state, game, value_tile))?;
        Payload::pack(&mv)
            .ok()
            .map(|payload| ExpansionMove::new(self.id, payload))
    }

    fn heuristic(&self, game: &GameState, player: Seat) -> f32 {
        M::HOOKS.worth.map_or(0.0, |f| f(&self.state, game, player))
    }

    fn validity_check(&self, game: &GameState) -> Result<(), String> {
        M::HOOKS.invariants.map_or(Ok(()), |f| f(&self.state, game))
    }

    fn typed_state(&self) -> &dyn Any {
        &self.state
    }
}
