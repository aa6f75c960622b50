//! What a module may read and change while one of its hooks runs: the game through a narrow
//! set of operations (pay points, put or return followers, draw on the game's chance, take
//! tiles from the pile, report events) and the other modules' state, read-only.

use rand_chacha::ChaCha8Rng;

use super::hooks::{Expansion, Hooks};
use super::module::ModuleEvent;
use super::payload::Payload;
use super::types::{ExpansionEvent, ModuleId, OwnPlace};
use crate::board::{Board, FeatureId, Follower, FollowerKind, Part};
use crate::geometry::{Corner, SpacePos, Turn};
use crate::scoring::ScoreEvent;
use crate::seat::Seat;
use crate::state::{Event, GameState, News, Spot};
use crate::tiles::{Catalog, TileKind};

/// A module's view of the game while a hook of it runs.
pub struct Ctx<'a> {
    /// The module whose hook runs.
    module: ModuleId,
    game: &'a mut GameState,
    before: &'a [Box<dyn Expansion>],
    after: &'a [Box<dyn Expansion>],
    events: &'a mut Vec<Event>,
}

impl<'a> Ctx<'a> {
    pub(crate) fn new(
        module: ModuleId,
        game: &'a mut GameState,
        before: &'a [Box<dyn Expansion>],
        after: &'a [Box<dyn Expansion>],
        events: &'a mut Vec<Event>,
    ) -> Ctx<'a> {
        Ctx {
            module,
            game,
            before,
            after,
            events,
        }
    }

    /// The game, to read (its own module list is out of reach while a hook runs: use
    /// [`Ctx::module`] for the others).
    pub fn game(&self) -> &GameState {
        self.game
    }

    /// How field `field` would score at the end as the board stands, with the other modules'
    /// adjustments (bonuses, tie-breaks), which [`GameState::field_score`] cannot reach while
    /// a hook runs; the calling module's own adjustment is its to make.
    pub fn field_score(&self, field: FeatureId) -> ScoreEvent {
        let mut score = self.game.field_score(field);
        for m in self.before.iter().chain(self.after) {
            if m.hooks().has(Hooks::SCORING) {
                m.adjust_score(self.game.board(), field, &mut score);
            }
        }
        score
    }

    /// The board.
    pub fn board(&self) -> &Board {
        self.game.board()
    }

    /// The tile catalogue.
    pub fn catalog(&self) -> &Catalog {
        self.game.catalog()
    }

    /// Another module's state, if the game runs it.
    pub fn module<T: 'static>(&self) -> Option<&T> {
        self.before
            .iter()
            .chain(self.after)
            .find_map(|m| m.typed_state().downcast_ref::<T>())
    }

    /// The place of another module's own on placed tile `tile` where a follower of kind
    /// `kind` may go by a rule that lets any follower go somewhere ([`GameState::ground`],
    /// which a module's hook does not see: the modules are out of the game meanwhile).
    pub fn ground(&self, kind: FollowerKind, tile: u16) -> Option<OwnPlace> {
        self.before
            .iter()
            .chain(self.after)
            .find_map(|m| m.ground(self.game, kind, tile))
    }

    /// Whether another module holds feature `f` as its own ([`GameState::is_held`], which a
    /// module's hook does not see): its followers are out of reach of rules that remove
    /// or capture followers.
    pub fn is_held(&self, f: FeatureId) -> bool {
        let board = self.game.board();
        self.before
            .iter()
            .chain(self.after)
            .any(|m| m.hooks().has(Hooks::HELD_FEATURES) && m.holds_feature(board, f))
    }

    /// The tile placed last (the one a move with the tile has just placed) and its segment at
    /// `location`, if it has one there.
    pub fn placed_segment(&self, location: crate::geometry::Location) -> Option<Part> {
        let board = self.game.board();
        let tile = board.tiles().len().checked_sub(1)?;
        if let crate::geometry::Location::Side(side) = location {
            if let Some(part) = board.overlay_at_side(tile as u16, side) {
                return Some(part);
            }
        }
        let pt = &board.tiles()[tile];
        let local = self
            .game
            .follower_segment(pt.kind, pt.turn, location)
            .ok()?;
        Some(Part {
            tile: tile as u16,
            local,
        })
    }

    /// The game's source of chance.
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        self.game.rng()
    }

    /// Pays `score` and reports it.
    pub fn pay(&mut self, score: ScoreEvent) {
        self.game.pay(score, self.events);
    }

    /// Reports an event of the module.
    pub fn report(&mut self, event: ExpansionEvent) {
        self.events.push(Event::Expansion(event));
    }

    /// Reports the typed module's event `event`, concerning `player`, at `at` if anywhere.
    pub fn emit<E: ModuleEvent>(&mut self, player: Seat, at: Option<Spot>, event: E) {
        // An event type fits a payload (the registry's tests play every module's events):
        // one that does not is not reported, never a panic.
        if let Ok(payload) = Payload::pack(&event) {
            self.report(ExpansionEvent::new(self.module, player, at, payload));
        }
    }

    /// Puts a regular follower of `player` from supply on local segment `local` of placed
    /// tile `tile` (the caller has checked that one is in supply).
    pub fn add_follower(&mut self, player: Seat, tile: u16, local: u8) {
        self.add_follower_of(player, FollowerKind::REGULAR, tile, local);
    }

    /// Puts a follower of `player` of kind `kind` from their supply or reserve on local
    /// segment `local` of placed tile `tile` (the caller has checked that one is there:
    /// [`GameState::supply_of`]).
    pub fn add_follower_of(&mut self, player: Seat, kind: FollowerKind, tile: u16, local: u8) {
        self.game.add_follower(player, kind, tile, local);
    }

    /// Lays a road over space `pos` from side `a` to the opposite side `b` where the tiles
    /// there show field ([`Board::check_overlay_road`]); gives the placed tile and local
    /// segment it is a part of (where a follower may stand on it).
    ///
    /// # Errors
    /// What forbids it; nothing changes then.
    pub fn add_overlay_road(
        &mut self,
        pos: SpacePos,
        a: crate::geometry::Side,
        b: crate::geometry::Side,
    ) -> Result<(u16, u8), crate::board::OverlayError> {
        self.game.add_overlay_road(pos, a, b)
    }

    /// Returns the follower at index `i` of the board's list to its owner and reports it.
    pub fn return_follower(&mut self, i: usize) {
        self.game.return_follower(i, self.events);
    }

    /// Takes the follower at index `i` off the board without returning it to its owner's
    /// supply (the module then holds it, whatever its kind, and counts it in
    /// [`Expansion::followers_held`]).
    pub fn take_follower(&mut self, i: usize) -> Follower {
        self.game.take_follower(i)
    }

    /// Takes a follower of `player` out of supply into the module's keeping (the caller has
    /// checked that one is in supply; the module counts it in
    /// [`Expansion::followers_held`]).
    pub fn hold_follower(&mut self, player: Seat) {
        self.hold_follower_of(player, FollowerKind::REGULAR);
    }

    /// Takes a follower of `player` of kind `kind` out of their supply or reserve into the
    /// module's keeping (the caller has checked that one is there; the module counts it in
    /// [`Expansion::followers_held`]).
    pub fn hold_follower_of(&mut self, player: Seat, kind: FollowerKind) {
        self.game.hold_follower(player, kind);
    }

    /// Moves `points` from `from`'s score to `to`'s and reports it (never below zero: the
    /// caller checks that `from` has them).
    pub fn transfer_points(&mut self, from: Seat, to: Seat, points: u32) {
        self.game.transfer_points(from, to, points, self.events);
    }

    /// Takes `points` from `player`'s score, paid to nobody, and reports it (never below
    /// zero: the caller checks that `player` has them).
    pub fn forfeit_points(&mut self, player: Seat, points: u32) {
        self.game.forfeit_points(player, points, self.events);
    }

    /// Gives `player` back a regular follower the module held.
    pub fn give_follower(&mut self, player: Seat) {
        self.give_follower_of(player, FollowerKind::REGULAR);
    }

    /// Gives `player` back a follower of kind `kind` the module held (into their supply, or
    /// the reserve of its kind).
    pub fn give_follower_of(&mut self, player: Seat, kind: FollowerKind) {
        self.game.give_follower(player, kind);
    }

    /// Removes every figure on the tiles of space `at` (only the triangle at `corner`, when
    /// given): followers go back to their owners' supply at once (but those in a feature
    /// another module holds as its own, [`Ctx::is_held`]), and every module takes its own
    /// figures there off the board (its [`Expansion::figures_removed`]) once this hook has
    /// returned.
    pub fn remove_figures_at(&mut self, at: SpacePos, corner: Option<Corner>) {
        let board = self.game.board();
        let tiles: Vec<u16> = match corner {
            Some(c) => board.tile_at(at, Some(c)).into_iter().collect(),
            None => board.tiles_at(at).collect(),
        };
        for t in tiles {
            loop {
                let board = self.game.board();
                let Some(i) = board
                    .followers_on(t)
                    .find(|&i| !self.is_held(board.feature_of(&board.followers()[i])))
                else {
                    break;
                };
                self.game.return_follower(i, self.events);
            }
        }
        self.game.queue_news(News::Removed(at, corner));
    }

    /// Puts a follower of `player` of kind `kind` from their supply onto the place of a
    /// module's own on placed tile `tile` ([`GameState::ground`]: the caller has checked that
    /// there is one and that the follower is in supply); the module owning it takes it once
    /// this hook has returned ([`Expansion::onto_ground`]).
    pub fn put_on_ground(&mut self, player: Seat, kind: FollowerKind, tile: u16) {
        self.game.queue_news(News::Grounded(player, kind, tile));
    }

    /// Lays tile `kind`, one of the module's own kept off the pile, at `at` as `turn` for
    /// `player` instead of the current tile (from a [`Timing::BeforePlacing`] move whose check
    /// found the place legal); gives its index. The current tile, if one was drawn, goes back
    /// on top of the pile (or into the hand it came from); once the move is played the turn
    /// goes on as after a placement: the expansions act, completed features are scored.
    ///
    /// [`Timing::BeforePlacing`]: super::module::Timing::BeforePlacing
    pub fn lay_instead(&mut self, player: Seat, kind: TileKind, at: SpacePos, turn: Turn) -> u16 {
        self.game.lay_instead(player, kind, at, turn, self.events)
    }

    /// Shuffles `tiles` into the regular pile, under the stacks on top of it (with the game's
    /// chance).
    pub fn shuffle_into_pile(&mut self, tiles: &[TileKind]) {
        self.game.shuffle_into_pile(tiles);
    }

    /// Lays `tiles` on top of the pile as a stack of their own, face down, in the order they
    /// will be drawn (the first drawn first): drawn before everything under it. Players know
    /// its size and contents, not its order (bots reshuffle it within itself).
    pub fn stack_on_pile(&mut self, tiles: &[TileKind]) {
        self.game.stack_on_pile(tiles);
    }

    /// Takes every tile `take` accepts out of the pile, wherever it lies; gives them in the
    /// order they lay, the top last.
    pub fn take_from_pile(&mut self, take: impl Fn(TileKind) -> bool) -> Vec<TileKind> {
        self.game.take_from_pile(take)
    }

    /// Takes the top tile of the regular pile (under the stacks on top of it) unseen (it
    /// stays among the tiles nobody has seen); `None` when it is empty.
    pub fn take_top_tile_unseen(&mut self) -> Option<TileKind> {
        self.game.take_top_tile_unseen()
    }

    /// Takes the top tile of the regular pile (under the stacks on top of it), turned up for
    /// everybody to see (the module shows it); `None` when it is empty.
    pub fn take_top_tile(&mut self) -> Option<TileKind> {
        self.game.take_top_tile()
    }
}
