//! A game: its setup, the state of play, moves, legality and the turn flow, one concept per
//! file:
//!
//! * [`setup`]: the options players agree on and why a setup is refused;
//! * [`census`]: what a setup gives before the first move (tiles and figures per player);
//! * [`phase`], [`moves`], [`events`], [`errors`]: what the game waits for, what players do,
//!   what happens and why a move is refused;
//! * `legality` (checking a move), `movegen` (every legal move), `turn` (playing a move and the
//!   turn flow), `hand` (the halfling hands and the draft), `followers` (followers on the
//!   board), `modules` (running the expansions' hooks), `knowledge` (what a seat may know, for
//!   bots), `validity` (invariants, for tests) and `scenario` (positions set up move by move).

mod copy;
mod followers;
mod hand;
mod knowledge;
mod legality;
mod modules;
pub(crate) use modules::News;
mod movegen;
mod pile;
mod scenario;
mod turn;
mod validity;

pub mod census;
pub mod errors;
pub mod events;
pub mod moves;
pub mod phase;
pub mod setup;

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub use census::Census;
pub use errors::{IllegalMove, LocationProblem};
pub use events::Event;
pub use moves::{Move, Spot};
pub use phase::Phase;
pub use setup::{Setup, SetupError};

use crate::board::{Board, FollowerKind};
use crate::expansion::registry::MAX_SPECIAL_FOLLOWERS;
use crate::expansion::{AnotherTurn, Expansions, Placed};
use crate::geometry::{Corner, Rotation, SpacePos, Turn};
use crate::scoring::{ScoreEvent, ScoringRules};
use crate::seat::{PerSeat, Seat, MAX_PLAYERS};
use crate::tiles::{Catalog, KindSet, Shape, TileKind};

/// Followers each player has in supply at the start.
pub const FOLLOWERS: u8 = 7;

/// The most tiles a board holds (scenarios name tiles freely; a real game has under 100).
pub const MAX_TILES: usize = 4000;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlayerState {
    pub score: u32,
    /// Regular followers in supply.
    pub supply: u8,
    /// Special followers in reserve, by [`FollowerKind::special_index`].
    pub reserve: [u8; MAX_SPECIAL_FOLLOWERS],
    /// Halflings in hand.
    pub hand: KindSet,
}

/// Whether tiles come from the pile and hands, or are named freely (scenarios).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Supply {
    Dealt,
    Free,
}

/// A game in progress (copied with [`Clone::clone_from`] into a game's own memory: see
/// `copy.rs`).
#[derive(Debug)]
pub struct GameState {
    setup: Arc<Setup>,
    rules: ScoringRules,
    count: u8,
    board: Board,
    players: PerSeat<PlayerState>,
    pile: Vec<TileKind>,
    /// The stacks expansions laid on top of the regular pile, to be drawn first: the index in
    /// `pile` where each begins, ascending (see `pile.rs`).
    stacks: Vec<usize>,
    /// Tiles taken from the pile unseen by an expansion.
    buried: Vec<TileKind>,
    draft_pool: KindSet,
    /// The halflings in play at setup (dealt or on the draft table).
    in_play: KindSet,
    draft_turn: u16,
    phase: Phase,
    active: Seat,
    supply: Supply,
    /// Scenario mode: tiles go wherever there is room, continuing the landscapes or not, and
    /// followers onto occupied features too (a position composed freely).
    free: bool,
    rng: ChaCha8Rng,
    moves_played: u32,
    expansions: Expansions,
    /// The tile placed this turn while its turn goes on (expansion decisions, scoring).
    placed: Option<Placed>,
    /// What a module did that the other modules hear of once its hook has returned.
    news: Vec<News>,
    /// The other turn an expansion granted the active player when their last turn ended (see
    /// [`Expansion::another_turn`]), until their next turn ends.
    again: Option<AnotherTurn>,
}

impl GameState {
    /// Starts a game: start tile on (0,0) (or the one an expansion lays there instead; the
    /// start tile's copy then stays out of the game), pile shuffled, halflings dealt (or the
    /// draft opened).
    ///
    /// # Errors
    /// A [`SetupError`] naming the bad option.
    pub fn new(catalog: Arc<Catalog>, setup: &Setup) -> Result<GameState, SetupError> {
        let mut state = GameState::empty(catalog, setup, Supply::Dealt)?;
        let cat = Arc::clone(state.board.catalog());
        let start = state
            .expansions
            .iter()
            .find_map(|m| m.start_tile(&cat))
            .unwrap_or(cat.start());
        state
            .board
            .place_first(start, SpacePos::new(0, 0), Turn::Square(Rotation::R0));
        let mut pile = state.unplaced_tiles()?;
        if start != cat.start() {
            // The start tile's copy stays out of the game.
            if let Some(i) = pile.iter().position(|&k| k == cat.start()) {
                pile.remove(i);
            }
        }
        pile.shuffle(&mut state.rng);
        state.pile = pile;
        let pool = state.halflings_in_play(setup)?;
        state.in_play = pool.iter().copied().collect();
        let mut events = Vec::new();
        state.run_all(&mut events, |m, ctx| m.setup(ctx));
        state.deal(setup, pool)?;
        Ok(state)
    }

    /// The regular tiles not on the board: every copy of each square tile of the game's sets
    /// (the base set and each enabled expansion's), less the copies placed — a new game's
    /// pile, or what a position composed tile by tile leaves, in catalogue order.
    ///
    /// # Errors
    /// [`SetupError::MissingTileSet`] when the catalogue lacks an expansion's tile set.
    pub fn unplaced_tiles(&self) -> Result<Vec<TileKind>, SetupError> {
        let cat = self.catalog();
        let mut sets: Vec<&str> = vec!["base"];
        for m in self.expansions.iter() {
            let info = m.module().info();
            for &set in info.tile_sets {
                if cat.set(set).is_none() {
                    return Err(SetupError::MissingTileSet {
                        expansion: info.id,
                        set,
                    });
                }
                sets.push(set);
            }
        }
        // The square kinds of the game's sets (a set is matched by its id once, not each tile
        // by its set's name), then the copies of each left off the board, in catalogue order.
        let mut kinds = KindSet::EMPTY;
        for set in cat.sets().iter().filter(|s| sets.contains(&s.id.as_str())) {
            for &kind in &set.tiles {
                if cat.def(kind).shape == Shape::Square {
                    kinds.insert(kind);
                }
            }
        }
        let mut on_board = [0u8; 256];
        for t in self.board.tiles() {
            let n = &mut on_board[t.kind.index()];
            *n = n.saturating_add(1);
        }
        let mut tiles = Vec::with_capacity(100);
        for kind in kinds.iter() {
            let left = cat.def(kind).count.saturating_sub(on_board[kind.index()]);
            tiles.extend(std::iter::repeat_n(kind, usize::from(left)));
        }
        Ok(tiles)
    }

    fn empty(
        catalog: Arc<Catalog>,
        setup: &Setup,
        supply: Supply,
    ) -> Result<GameState, SetupError> {
        if !(2..=MAX_PLAYERS as u8).contains(&setup.players) {
            return Err(SetupError::Players(setup.players));
        }
        let rules = ScoringRules {
            version: setup.rules,
            symbols_active: setup.symbols_act(),
            players: setup.players,
        };
        let expansions = Expansions::for_setup(setup, rules.symbols_active)?;
        let mut players = PerSeat::<PlayerState>::default();
        for p in players.of_mut(setup.players) {
            p.supply = FOLLOWERS;
            for m in expansions.iter() {
                for kind in FollowerKind::of_module(m.module()) {
                    if let (Some(i), Some((_, spec))) = (kind.special_index(), kind.spec()) {
                        p.reserve[i] = spec.each;
                    }
                }
            }
        }
        Ok(GameState {
            setup: Arc::new(setup.clone()),
            rules,
            count: setup.halflings_each(),
            board: Board::new(catalog),
            players,
            pile: Vec::new(),
            stacks: Vec::new(),
            buried: Vec::new(),
            draft_pool: KindSet::EMPTY,
            in_play: KindSet::EMPTY,
            draft_turn: 0,
            phase: Phase::Choose,
            active: Seat::FIRST,
            supply,
            free: false,
            rng: ChaCha8Rng::seed_from_u64(setup.seed),
            moves_played: 0,
            expansions,
            placed: None,
            news: Vec::new(),
            again: None,
        })
    }

    /// The setup the game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules that decide scores.
    pub fn scoring_rules(&self) -> &ScoringRules {
        &self.rules
    }

    /// How field `field` would score at the end of the game as the board stands (the
    /// expansions' adjustments included).
    pub fn field_score(&self, field: crate::board::FeatureId) -> crate::scoring::ScoreEvent {
        self.board.score_field(field, &self.rules, &self.expansions)
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The catalogue.
    pub fn catalog(&self) -> &Arc<Catalog> {
        self.board.catalog()
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// The player who must decide now, or `None` when the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Expansion { actor, .. } => Some(actor),
            _ => Some(self.active),
        }
    }

    /// Every tile score `s` of this game covers, by space and corner (a triangle's), in the
    /// order they were laid: the scored road, city or field whole, a monastery's (or what is
    /// scored like one) 3×3 block; for another score of an expansion, the tiles of its space.
    /// Asked after the move that scored it (or later: a scored feature never grows), never
    /// while scoring, so that scoring allocates nothing for it.
    pub fn score_places(&self, s: &ScoreEvent) -> Vec<(SpacePos, Option<Corner>)> {
        self.board.score_places(s.feature, s.segment, s.at)
    }

    /// Scores per seat.
    pub fn scores(&self) -> Vec<u32> {
        self.players
            .of(self.setup.players)
            .iter()
            .map(|p| p.score)
            .collect()
    }

    /// The score of `seat`.
    pub fn score(&self, seat: Seat) -> u32 {
        self.players[seat].score
    }

    /// The scores final scoring would give if the game ended now (incomplete features counted
    /// as at the end), without changing the game. Cheap enough for move evaluation.
    pub fn final_scores_preview(&self) -> Vec<u32> {
        let mut scores = self.scores();
        if self.phase != Phase::Over {
            let mut events = Vec::new();
            self.board
                .score_final(&self.rules, &self.expansions, &mut events);
            self.expansions.final_scores(self, &mut events);
            for e in &events {
                for (s, p) in scores.iter_mut().zip(e.points()) {
                    *s += p;
                }
            }
        }
        scores
    }

    /// The other turn an expansion granted the active player when their last turn ended, while
    /// it lasts (a double turn); in a scenario, the turn the next step takes.
    pub fn another_turn(&self) -> Option<AnotherTurn> {
        self.again
    }

    /// Regular followers in `player`'s supply.
    pub fn supply(&self, player: Seat) -> u8 {
        self.players[player].supply
    }

    /// Followers of kind `kind` that `player` has off the board, ready to place: the supply
    /// for regular followers, the reserve of that kind for a special one (0 when no module of
    /// this game gives it).
    pub fn supply_of(&self, player: Seat, kind: FollowerKind) -> u8 {
        let p = &self.players[player];
        match kind.special_index() {
            None => p.supply,
            Some(i) => p.reserve.get(i).copied().unwrap_or(0),
        }
    }

    /// The kinds of follower `player` has ready to put where a follower goes: the regular one
    /// while any is in supply, then each special kind that goes anywhere a follower goes
    /// while one is in its reserve.
    pub fn ready_kinds(&self, player: Seat) -> impl Iterator<Item = FollowerKind> + '_ {
        FollowerKind::all().filter(move |&k| k.anywhere() && self.supply_of(player, k) > 0)
    }

    /// Checks that `player` has a follower of kind `kind` ready to put where a follower goes
    /// (see [`GameState::ready_kinds`]): for the modules whose moves put a follower from
    /// supply somewhere.
    ///
    /// # Errors
    /// [`IllegalMove::NoFollowerInSupply`] for the regular one, else
    /// [`IllegalMove::NoFollowerOfKind`].
    pub fn ready_kind(&self, player: Seat, kind: FollowerKind) -> Result<(), IllegalMove> {
        if !kind.anywhere() {
            return Err(IllegalMove::NoFollowerOfKind {
                kind: kind.name().to_string(),
            });
        }
        self.in_supply(player, kind)
    }

    /// Checks that `player` has a follower of kind `kind` off the board, whatever it may
    /// stand on: for a rule that lets any follower go somewhere (a flight).
    ///
    /// # Errors
    /// [`IllegalMove::NoFollowerInSupply`] for the regular one, else
    /// [`IllegalMove::NoFollowerOfKind`].
    pub fn in_supply(&self, player: Seat, kind: FollowerKind) -> Result<(), IllegalMove> {
        match kind {
            _ if self.supply_of(player, kind) > 0 => Ok(()),
            FollowerKind::REGULAR => Err(IllegalMove::NoFollowerInSupply),
            k => Err(IllegalMove::NoFollowerOfKind {
                kind: k.name().to_string(),
            }),
        }
    }

    /// How many followers of kind `kind` each player has in this game.
    pub fn followers_each(&self, kind: FollowerKind) -> u8 {
        match kind.spec() {
            None => FOLLOWERS,
            Some((m, spec)) if self.expansions.get(m).is_some() => spec.each,
            Some(_) => 0,
        }
    }

    /// Tiles left to draw (the regular pile and the stacks expansions laid on it).
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The pile, top last. Hidden information: never show it to a player.
    pub fn pile_order(&self) -> &[TileKind] {
        &self.pile
    }

    /// Number of moves played.
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The tile to be placed now, if any.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase {
            Phase::Place { tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// The enabled expansion modules.
    pub fn expansions(&self) -> &Expansions {
        &self.expansions
    }

    /// Whether a module holds feature `f` as its own ([`Expansion::holds_feature`]): it was
    /// not scored as itself, and its followers stay there, out of reach of rules that remove
    /// or capture followers.
    ///
    /// [`Expansion::holds_feature`]: crate::expansion::Expansion::holds_feature
    pub fn is_held(&self, f: crate::board::FeatureId) -> bool {
        self.expansions.holds_feature(&self.board, f)
    }

    /// The state of the enabled expansion module of type `T`, if any.
    pub fn expansion<T: 'static>(&self) -> Option<&T> {
        self.expansions.find::<T>()
    }

    /// Whether the deal comes from setup (not a scenario naming tiles freely).
    fn dealt(&self) -> bool {
        self.supply == Supply::Dealt
    }

    fn next_player(&self, p: Seat) -> Seat {
        p.next(self.setup.players)
    }
}
