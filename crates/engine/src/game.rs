//! A game: setup, turn flow, moves, legality and play.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::board::{Board, Follower, PlacementError};
use crate::expansion::{
    modules_for, Decision, Expansion, ExpansionMove, Expansions, Hooks, Placed,
};
use crate::geometry::{Corner, Location, Rotation, SpacePos, Turn, LONG_SIDE, MIDDLE, POINTS};
use crate::rules::{CountPer, Deal, FollowerKind, HillTieBreak, RulesVersion};
use crate::scoring::{ScoreEvent, ScoringRules, MAX_PLAYERS};
use crate::tiles::{Catalog, FeatureKind, Shape, TileKind, NO_SEGMENT};

/// Followers each player has in supply at the start.
pub const FOLLOWERS: u8 = 7;

/// The most tiles a board holds (scenarios name tiles freely; a real game has under 100).
pub const MAX_TILES: usize = 4000;

/// A game's options, as players agree on them. Unchecked: [`GameState::new`] checks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// Number of players, 2 to 6.
    pub players: u8,
    /// Rules version.
    pub rules: RulesVersion,
    /// Seed of all chance in the game.
    pub seed: u64,
    /// Halflings per player (`None`: 2 under C1, 3 under C2).
    pub halflings: Option<u8>,
    /// Triangle sets used, by id (default: both).
    pub sets: Vec<String>,
    /// Whether the four tiles with expansion symbols are included.
    pub symbol_tiles: bool,
    /// Whether symbols act without their expansion (`None`: on for C2, off for C1).
    pub symbols_active: Option<bool>,
    /// Random deal or draft.
    pub deal: Deal,
    /// With several sets: count per set or in total.
    pub count_per: CountPer,
    /// How hills break ties.
    pub hill_tie_break: HillTieBreak,
    /// Expansions played with, by id (see [`crate::expansion::EXPANSION_IDS`]).
    pub expansions: Vec<String>,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            players: 2,
            rules: RulesVersion::default(),
            seed: 0,
            halflings: None,
            sets: vec!["halflings-1".into(), "halflings-2".into()],
            symbol_tiles: false,
            symbols_active: None,
            deal: Deal::Random,
            count_per: CountPer::Total,
            hill_tie_break: HillTieBreak::AnyFollower,
            expansions: Vec::new(),
        }
    }
}

/// Why a setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Fewer than 2 or more than 6 players.
    #[error("a game has 2 to 6 players, not {0}")]
    Players(u8),
    /// A set id the catalogue does not hold, or not a triangle set.
    #[error("unknown halfling set {0:?}")]
    UnknownSet(String),
    /// A set named twice (its triangles would be dealt twice).
    #[error("halfling set {0:?} is named twice")]
    DuplicateSet(String),
    /// Not enough triangles for every hand.
    #[error("{needed} halflings are needed ({per} each) but only {available} are in play")]
    NotEnoughHalflings {
        /// Needed in all.
        needed: usize,
        /// Per player.
        per: u8,
        /// Available.
        available: usize,
    },
    /// An expansion id no module has.
    #[error("unknown expansion {0:?} (known: {known})", known = crate::expansion::EXPANSION_IDS.join(", "))]
    UnknownExpansion(String),
    /// An expansion named twice.
    #[error("expansion {0:?} is named twice")]
    DuplicateExpansion(String),
}

/// Where the game stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Draft variant: the player to move picks a halfling.
    Draft,
    /// The active player draws a regular tile or plays a halfling.
    Choose,
    /// The active player places `tile` (and perhaps a follower).
    Place {
        /// The tile to place.
        tile: TileKind,
        /// Whether it came from the hand.
        from_hand: bool,
    },
    /// `actor` makes a decision an expansion asks for (a crop circle's, a flock's).
    Expansion {
        /// Who decides.
        actor: u8,
        /// What.
        decision: Decision,
    },
    /// The game is over.
    Over,
}

/// As JSON: `{"phase": "draft" | "choose" | "place" | "over"}` (a placement with `from_hand`),
/// or an expansion's decision by its own name with its fields and `actor`
/// (`{"phase": "crop-action", "kind": "farmer", "action": "A", "actor": 1}`).
impl Serialize for Phase {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        #[serde(tag = "phase", rename_all = "kebab-case")]
        enum Core {
            Draft,
            Choose,
            Place { from_hand: bool },
            Over,
        }
        #[derive(Serialize)]
        struct WithActor {
            #[serde(flatten)]
            decision: Decision,
            actor: u8,
        }
        match *self {
            Phase::Draft => Core::Draft.serialize(serializer),
            Phase::Choose => Core::Choose.serialize(serializer),
            Phase::Place { from_hand, .. } => Core::Place { from_hand }.serialize(serializer),
            Phase::Over => Core::Over.serialize(serializer),
            Phase::Expansion { actor, decision } => {
                WithActor { decision, actor }.serialize(serializer)
            }
        }
    }
}

/// A follower's place on the board: a tile (by space, and corner for a triangle) and a
/// location on it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spot {
    /// The space.
    pub at: SpacePos,
    /// The triangle's corner, or `None` for a square tile.
    pub corner: Option<Corner>,
    /// The location on the tile.
    pub location: Location,
}

/// Every decision the game asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Draft: take this halfling.
    Pick {
        /// The halfling.
        tile: TileKind,
    },
    /// Draw a regular tile.
    Draw,
    /// Play this halfling from hand instead of drawing.
    Play {
        /// The halfling.
        tile: TileKind,
    },
    /// Place the current tile, with an optional follower.
    Place {
        /// The space.
        at: SpacePos,
        /// Rotation or corner.
        turn: Turn,
        /// Where a follower goes, if any.
        follower: Option<Location>,
    },
    /// A decision an expansion defines (see [`ExpansionMove`]).
    Expansion(ExpansionMove),
}

/// Why a move was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Another player is to move.
    #[error("out of turn: player {expected} is to move, not player {got}")]
    NotYourTurn {
        /// Who is to move (0-based).
        expected: u8,
        /// Who tried.
        got: u8,
    },
    /// This kind of move does not fit the phase.
    #[error("wrong phase: {0}")]
    WrongPhase(String),
    /// The halfling is not in the player's hand (or not on the draft table).
    #[error("not available: {0}")]
    NotAvailable(String),
    /// The halfling fits nowhere.
    #[error("unplaceable: halfling {0} fits nowhere on the board")]
    Unplaceable(String),
    /// The placement breaks a rule.
    #[error("{0}")]
    Placement(#[from] PlacementError),
    /// The follower placement breaks a rule.
    #[error("follower: {0}")]
    Follower(String),
    /// An expansion's rule is broken.
    #[error("{0}")]
    Expansion(String),
    /// In scenario mode: a tile id that is not in the catalogue, or a free turn refused.
    #[error("{0}")]
    Scenario(String),
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A player picked a halfling in the draft.
    Picked {
        /// Who.
        player: u8,
        /// Which.
        tile: TileKind,
    },
    /// A regular tile was drawn.
    Drawn {
        /// Who drew it.
        player: u8,
        /// Which.
        tile: TileKind,
    },
    /// A drawn tile fitted nowhere and left the game.
    Discarded {
        /// Which.
        tile: TileKind,
    },
    /// A halfling was taken from hand.
    Played {
        /// Who.
        player: u8,
        /// Which.
        tile: TileKind,
    },
    /// A tile was placed.
    Placed {
        /// Who.
        player: u8,
        /// Which.
        tile: TileKind,
        /// Where.
        at: SpacePos,
        /// How.
        turn: Turn,
        /// The follower placed with it.
        follower: Option<Location>,
    },
    /// A regular tile went face down under a hill (its kind stays hidden).
    Buried {
        /// Who placed the hill.
        player: u8,
    },
    /// A feature was scored.
    Score(ScoreEvent),
    /// A follower went back to its owner's supply.
    Returned {
        /// Its owner.
        player: u8,
        /// Where it stood.
        spot: Spot,
    },
    /// Something an expansion did (a token drawn, a shepherd placed or returned…).
    Expansion {
        /// The player it concerns.
        player: u8,
        /// What happened, in words.
        text: String,
    },
    /// The game ended; final scores follow.
    GameOver,
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlayerState {
    pub score: u32,
    pub supply: u8,
    /// Halflings in hand, a bit per tile kind.
    pub hand: u128,
}

/// Whether tiles come from the pile and hands, or are named freely (scenarios).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Supply {
    Dealt,
    Free,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct GameState {
    setup: Setup,
    rules: ScoringRules,
    count: u8,
    board: Board,
    players: [PlayerState; MAX_PLAYERS],
    pile: Vec<TileKind>,
    buried: Vec<TileKind>,
    draft_pool: u128,
    /// The halflings in play at setup (dealt or on the draft table), a bit per kind.
    in_play: u128,
    draft_turn: u16,
    phase: Phase,
    active: u8,
    supply: Supply,
    rng: ChaCha8Rng,
    moves_played: u32,
    expansions: Expansions,
    /// The tile placed this turn while its turn goes on (expansion decisions, scoring).
    placed: Option<Placed>,
}

impl GameState {
    /// Starts a game: start tile on (0,0), pile shuffled, halflings dealt (or the draft opened).
    ///
    /// # Errors
    /// A [`SetupError`] naming the bad option.
    pub fn new(catalog: Arc<Catalog>, setup: &Setup) -> Result<GameState, SetupError> {
        let mut state = GameState::empty(catalog, setup, Supply::Dealt)?;
        let cat = Arc::clone(state.board.catalog());
        let start = cat.start();
        state
            .board
            .place_first(start, SpacePos::new(0, 0), Turn::Square(Rotation::R0));
        let mut pile = Vec::with_capacity(100);
        let pile_sets: Vec<&str> = std::iter::once("base")
            .chain(
                state
                    .expansions
                    .iter()
                    .flat_map(|e| e.tile_sets().iter().copied()),
            )
            .collect();
        for kind in cat.kinds() {
            let def = cat.def(kind);
            if def.shape == Shape::Square && pile_sets.contains(&def.set.as_str()) {
                let n = def.count - u8::from(kind == start);
                pile.extend(std::iter::repeat_n(kind, n as usize));
            }
        }
        pile.shuffle(&mut state.rng);
        state.pile = pile;
        // The halflings in play: with active symbols, a symbol tile only when some module
        // gives every symbol on it a meaning.
        let symbols = state.rules.symbols_active;
        let handled = state.expansions.symbols();
        let mut pool: Vec<TileKind> = Vec::new();
        for set in &setup.sets {
            let s = cat
                .set(set)
                .filter(|s| s.shape == Shape::Triangle)
                .ok_or_else(|| SetupError::UnknownSet(set.clone()))?;
            if setup.sets.iter().filter(|t| *t == set).count() > 1 {
                return Err(SetupError::DuplicateSet(set.clone()));
            }
            for &k in &s.tiles {
                let sy = cat.def(k).symbols;
                let meaningful = (!sy.vineyard || handled.vineyard)
                    && (!sy.hill || handled.hill)
                    && (!sy.sheep || handled.sheep);
                let keep = !sy.any() || (setup.symbol_tiles && (!symbols || meaningful));
                if keep {
                    pool.push(k);
                }
            }
        }
        state.in_play = pool.iter().fold(0, |m, k| m | 1 << k.index());
        let mut modules = std::mem::take(&mut state.expansions);
        for m in &mut modules.modules {
            m.setup(&state);
        }
        state.expansions = modules;
        let per_set = setup.count_per == CountPer::PerSet && setup.sets.len() > 1;
        let hand_size = state.count as usize * if per_set { setup.sets.len() } else { 1 };
        let needed = hand_size * setup.players as usize;
        let shortest = if per_set {
            setup
                .sets
                .iter()
                .map(|s| pool.iter().filter(|&&k| &cat.def(k).set == s).count() * setup.sets.len())
                .min()
                .unwrap_or(0)
        } else {
            pool.len()
        };
        if needed > shortest {
            return Err(SetupError::NotEnoughHalflings {
                needed,
                per: state.count,
                available: shortest,
            });
        }
        match setup.deal {
            Deal::Random => {
                pool.shuffle(&mut state.rng);
                for p in 0..setup.players as usize {
                    for set in &setup.sets {
                        let mut taken = 0;
                        let mut i = 0;
                        while taken < state.count as usize && i < pool.len() {
                            let k = pool[i];
                            let want = if per_set {
                                &cat.def(k).set == set
                            } else {
                                true
                            };
                            if want {
                                state.players[p].hand |= 1 << k.index();
                                pool.remove(i);
                                taken += 1;
                            } else {
                                i += 1;
                            }
                        }
                        if !per_set {
                            break;
                        }
                    }
                }
                state.start_turn(&mut Vec::new());
            }
            Deal::Draft if needed > 0 => {
                state.draft_pool = pool.iter().fold(0, |m, k| m | 1 << k.index());
                state.phase = Phase::Draft;
                state.active = setup.players - 1;
            }
            Deal::Draft => state.start_turn(&mut Vec::new()),
        }
        Ok(state)
    }

    /// A game in scenario mode: tiles are named move by move, no pile, no hands. The start
    /// tile `start` lies on (0,0) as `turn`.
    ///
    /// # Errors
    /// [`IllegalMove::Scenario`] naming the bad option or start tile.
    pub fn scenario(
        catalog: Arc<Catalog>,
        setup: &Setup,
        start: TileKind,
        turn: Turn,
    ) -> Result<GameState, IllegalMove> {
        let mut state = GameState::empty(catalog, setup, Supply::Free)
            .map_err(|e| IllegalMove::Scenario(e.to_string()))?;
        if state.board.catalog().def(start).shape != Shape::Square
            || matches!(turn, Turn::Triangle(_))
        {
            return Err(IllegalMove::Scenario(
                "the start tile must be a square tile".into(),
            ));
        }
        state.board.place_first(start, SpacePos::new(0, 0), turn);
        state.phase = Phase::Choose;
        Ok(state)
    }

    /// Scenario mode: the pile, top first. Tiles are still named move by move; the pile only
    /// feeds what the rules take from it unseen (the tile a hill buries).
    ///
    /// # Errors
    /// Outside scenario mode.
    pub fn set_scenario_pile(&mut self, top_first: &[TileKind]) -> Result<(), IllegalMove> {
        if self.supply != Supply::Free {
            return Err(IllegalMove::Scenario(
                "a pile can be given only in scenario mode".into(),
            ));
        }
        self.pile = top_first.iter().rev().copied().collect();
        Ok(())
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
            symbols_active: setup
                .symbols_active
                .unwrap_or(setup.rules.default_symbols_active()),
            players: setup.players,
        };
        let expansions = modules_for(setup, rules.symbols_active)?;
        let mut players = [PlayerState::default(); MAX_PLAYERS];
        for p in players.iter_mut().take(setup.players as usize) {
            p.supply = FOLLOWERS;
        }
        Ok(GameState {
            setup: setup.clone(),
            rules,
            count: setup.halflings.unwrap_or(setup.rules.default_halflings()),
            board: Board::new(catalog),
            players,
            pile: Vec::new(),
            buried: Vec::new(),
            draft_pool: 0,
            in_play: 0,
            draft_turn: 0,
            phase: Phase::Choose,
            active: 0,
            supply,
            rng: ChaCha8Rng::seed_from_u64(setup.seed),
            moves_played: 0,
            expansions,
            placed: None,
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
    pub fn active(&self) -> u8 {
        self.active
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// The player who must decide now, or `None` when the game is over.
    pub fn to_move(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Expansion { actor, .. } => Some(actor),
            _ => Some(self.active),
        }
    }

    /// Scores per seat.
    pub fn scores(&self) -> Vec<u32> {
        self.players[..self.setup.players as usize]
            .iter()
            .map(|p| p.score)
            .collect()
    }

    /// The scores final scoring would give if the game ended now (incomplete features counted
    /// as at the end), without changing the game. Cheap enough for move evaluation.
    pub fn final_scores_preview(&self) -> Vec<u32> {
        let mut scores = self.scores();
        if self.phase != Phase::Over {
            let mut events = Vec::new();
            self.board
                .score_final(&self.rules, &self.expansions, &mut events);
            for e in &events {
                for (s, p) in scores.iter_mut().zip(e.points()) {
                    *s += p;
                }
            }
        }
        scores
    }

    /// Followers in `player`'s supply.
    pub fn supply(&self, player: u8) -> u8 {
        self.players[player as usize].supply
    }

    /// The halflings in `player`'s hand.
    pub fn hand(&self, player: u8) -> Vec<TileKind> {
        kinds_in(self.players[player as usize].hand).collect()
    }

    /// Halflings on the draft table.
    pub fn draft_table(&self) -> Vec<TileKind> {
        kinds_in(self.draft_pool).collect()
    }

    /// Regular tiles left to draw.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The tiles not seen by anyone: the pile and the tiles buried under hills, sorted by kind
    /// (what players may know of the pile: its contents, not its order).
    pub fn unseen_tiles(&self) -> Vec<TileKind> {
        let mut v: Vec<TileKind> = self.pile.iter().chain(&self.buried).copied().collect();
        v.sort();
        v
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

    fn next_player(&self, p: u8) -> u8 {
        (p + 1) % self.setup.players
    }

    /// Halflings in `player`'s hand that fit somewhere now.
    fn playable_halflings(&self, player: u8) -> impl Iterator<Item = TileKind> + '_ {
        kinds_in(self.players[player as usize].hand).filter(|&k| self.board.can_place(k))
    }

    fn start_turn(&mut self, events: &mut Vec<Event>) {
        if self.supply == Supply::Free {
            self.phase = Phase::Choose;
            return;
        }
        if self.playable_halflings(self.active).next().is_some() {
            self.phase = Phase::Choose;
        } else {
            self.draw(events);
        }
    }

    /// Draws until a tile fits; ends the game if the pile runs out.
    fn draw(&mut self, events: &mut Vec<Event>) {
        while let Some(tile) = self.pile.pop() {
            if self.board.can_place(tile) {
                events.push(Event::Drawn {
                    player: self.active,
                    tile,
                });
                self.phase = Phase::Place {
                    tile,
                    from_hand: false,
                };
                return;
            }
            events.push(Event::Discarded { tile });
        }
        self.end_game(events);
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.supply == Supply::Free {
            self.phase = Phase::Choose;
            return;
        }
        if self.pile.is_empty() {
            self.end_game(events);
            return;
        }
        self.active = self.next_player(self.active);
        self.start_turn(events);
    }

    fn end_game(&mut self, events: &mut Vec<Event>) {
        let mut scores = Vec::new();
        self.board
            .score_final(&self.rules, &self.expansions, &mut scores);
        for s in scores {
            for (p, pts) in s.points().iter().enumerate() {
                self.players[p].score += pts;
            }
            events.push(Event::Score(s));
        }
        self.phase = Phase::Over;
        events.push(Event::GameOver);
    }

    /// Runs final scoring now (scenarios); the game is then over.
    pub fn finish(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.phase != Phase::Over {
            self.end_game(&mut events);
        }
        events
    }

    /// Scenario mode: `player` places `tile` next. Only between turns of a scenario game.
    ///
    /// # Errors
    /// When the game is not a scenario or a decision is still pending.
    pub fn begin_free_turn(&mut self, player: u8, tile: TileKind) -> Result<(), IllegalMove> {
        if self.supply != Supply::Free {
            return Err(IllegalMove::Scenario(
                "tiles can be named only in scenario mode".into(),
            ));
        }
        if self.phase != Phase::Choose {
            return Err(IllegalMove::WrongPhase(format!(
                "a decision is pending ({:?})",
                self.phase
            )));
        }
        if player >= self.setup.players {
            return Err(IllegalMove::Scenario(format!(
                "player {player} does not exist ({} players)",
                self.setup.players
            )));
        }
        if tile.index() >= self.catalog().len() {
            return Err(IllegalMove::Scenario("unknown tile".into()));
        }
        self.active = player;
        self.phase = Phase::Place {
            tile,
            from_hand: false,
        };
        Ok(())
    }

    /// Resolves a follower location on a tile lying as `turn` to its local segment.
    pub(crate) fn follower_segment(
        &self,
        kind: TileKind,
        turn: Turn,
        loc: Location,
    ) -> Result<u8, IllegalMove> {
        let def = self.catalog().def(kind);
        let point = loc.point(turn).map_err(IllegalMove::Follower)?;
        match point {
            None => def
                .segments
                .iter()
                .position(|s| s.kind == FeatureKind::Monastery)
                .map(|i| i as u8)
                .ok_or_else(|| {
                    IllegalMove::Follower(format!("{} has no monastery (location C)", def.id))
                }),
            Some(p) => {
                if p >= LONG_SIDE && def.shape == Shape::Square {
                    return Err(IllegalMove::Follower(
                        "a square tile has no long side D".into(),
                    ));
                }
                if p < LONG_SIDE && !turn.covers(crate::geometry::Side::from_index(p / 3)) {
                    return Err(IllegalMove::Follower(format!(
                        "the tile lying {turn} has no side {loc}"
                    )));
                }
                let seg = def.oriented[turn.quarter_turns() as usize].point_segment[p];
                if seg == NO_SEGMENT {
                    let what = if p % 3 == MIDDLE {
                        "field (name a field by a half such as N.w)"
                    } else {
                        "city (name it by its side)"
                    };
                    return Err(IllegalMove::Follower(format!("location {loc} is {what}")));
                }
                // A half of a city side names that city: lenient, as §6a.6 is silent on it.
                Ok(seg)
            }
        }
    }

    /// The canonical location of local segment `local` of a tile lying as `turn`.
    pub fn segment_location(&self, kind: TileKind, turn: Turn, local: u8) -> Location {
        let def = self.catalog().def(kind);
        let o = &def.oriented[turn.quarter_turns() as usize];
        let pts = o.seg_points[local as usize];
        if pts == 0 {
            return Location::Centre;
        }
        let p = (0..POINTS)
            .find(|&p| pts & (1 << p) != 0 && p % 3 == MIDDLE)
            .unwrap_or_else(|| pts.trailing_zeros() as usize);
        Location::of_point(p, turn)
    }

    fn spot_of(&self, f: &Follower) -> Spot {
        let pt = &self.board.tiles()[f.tile as usize];
        let corner = match pt.turn {
            Turn::Triangle(c) => Some(c),
            Turn::Square(_) => None,
        };
        Spot {
            at: pt.pos,
            corner,
            location: self.segment_location(pt.kind, pt.turn, self.board.follower_local(f)),
        }
    }

    /// The spot where follower `f` stands.
    pub fn follower_spot(&self, f: &Follower) -> Spot {
        self.spot_of(f)
    }

    /// Followers of `player` of the kind `kind`: index into the board's list.
    pub(crate) fn followers_of_kind(
        &self,
        player: u8,
        kind: FollowerKind,
    ) -> impl Iterator<Item = usize> + '_ {
        self.board
            .followers()
            .iter()
            .enumerate()
            .filter(move |(_, f)| {
                f.player == player && self.board.follower_feature(f) == kind.feature()
            })
            .map(|(i, _)| i)
    }

    /// The index of `player`'s follower of `kind` on local segment `local` of tile `tile`.
    pub(crate) fn find_follower(
        &self,
        player: u8,
        kind: FollowerKind,
        tile: u16,
        local: u8,
    ) -> Option<usize> {
        self.followers_of_kind(player, kind).find(|&i| {
            let f = &self.board.followers()[i];
            f.tile == tile && self.board.follower_local(f) == local
        })
    }

    /// The placed tile and local segment at `spot`.
    pub(crate) fn resolve_spot(&self, spot: &Spot) -> Result<(u16, u8), String> {
        let tile = self.board.tile_at(spot.at, spot.corner).ok_or_else(|| {
            format!(
                "no tile at {} {}",
                spot.at,
                spot.corner.map_or("", |c| c.name())
            )
        })?;
        let pt = &self.board.tiles()[tile as usize];
        let local = self
            .follower_segment(pt.kind, pt.turn, spot.location)
            .map_err(|e| e.to_string())?;
        Ok((tile, local))
    }

    /// Puts a follower of `player` from supply on local segment `local` of placed tile `tile`.
    pub(crate) fn add_follower(&mut self, player: u8, tile: u16, local: u8) {
        self.board.put_follower(player, tile, local);
        self.players[player as usize].supply -= 1;
    }

    /// Returns the follower at index `i` of the board's list to its owner.
    pub(crate) fn return_follower(&mut self, i: usize, events: &mut Vec<Event>) {
        let spot = self.spot_of(&self.board.followers()[i]);
        let f = self.board.remove_follower(i);
        self.players[f.player as usize].supply += 1;
        events.push(Event::Returned {
            player: f.player,
            spot,
        });
    }

    /// Checks `mv` for `player` without playing it.
    ///
    /// # Errors
    /// The rule the move breaks.
    pub fn check(&self, player: u8, mv: &Move) -> Result<(), IllegalMove> {
        let Some(expected) = self.to_move() else {
            return Err(IllegalMove::GameOver);
        };
        if player != expected {
            return Err(IllegalMove::NotYourTurn {
                expected,
                got: player,
            });
        }
        let cat = self.catalog();
        if let Move::Pick { tile } | Move::Play { tile } = *mv {
            if tile.index() >= cat.len() {
                return Err(IllegalMove::NotAvailable(format!(
                    "tile {tile} is not in this game's catalogue"
                )));
            }
        }
        let wrong = |what: &str| {
            Err(IllegalMove::WrongPhase(format!(
                "{what} is not possible now ({})",
                self.phase_name()
            )))
        };
        match (*mv, self.phase) {
            (Move::Pick { tile }, Phase::Draft) => {
                if self.draft_pool & (1 << tile.index()) == 0 {
                    return Err(IllegalMove::NotAvailable(format!(
                        "{} is not on the draft table",
                        cat.def(tile).id
                    )));
                }
                if !self.draft_allows(player, tile) {
                    return Err(IllegalMove::NotAvailable(format!(
                        "you already hold your count from set {}",
                        cat.def(tile).set
                    )));
                }
                Ok(())
            }
            (Move::Pick { .. }, _) => wrong("picking a halfling"),
            (Move::Draw, Phase::Choose) if self.supply == Supply::Dealt => Ok(()),
            (Move::Draw, _) => wrong("drawing"),
            (Move::Play { tile }, Phase::Choose) if self.supply == Supply::Dealt => {
                if tile.index() >= cat.len()
                    || self.players[player as usize].hand & (1 << tile.index()) == 0
                {
                    let id = if tile.index() < cat.len() {
                        cat.def(tile).id.as_str()
                    } else {
                        "?"
                    };
                    return Err(IllegalMove::NotAvailable(format!(
                        "halfling {id} is not in your hand"
                    )));
                }
                if !self.board.can_place(tile) {
                    return Err(IllegalMove::Unplaceable(cat.def(tile).id.clone()));
                }
                Ok(())
            }
            (Move::Play { .. }, _) => wrong("playing a halfling"),
            (Move::Place { at, turn, follower }, Phase::Place { tile, .. }) => {
                self.check_lay(tile, at, turn)?;
                if let Some(loc) = follower {
                    if self.players[player as usize].supply == 0 {
                        return Err(IllegalMove::Follower("no follower left in supply".into()));
                    }
                    let seg = self.follower_segment(tile, turn, loc)?;
                    if self.board.free_segments(tile, at, turn) & (1 << seg) == 0 {
                        return Err(IllegalMove::Follower(format!("follower on an occupied feature: the feature at {loc} already holds a follower")));
                    }
                }
                Ok(())
            }
            (Move::Place { .. }, _) => wrong("placing a tile"),
            (Move::Expansion(em), phase) => {
                match (em.placement(), phase) {
                    (Some((at, turn)), Phase::Place { tile, .. }) => {
                        self.check_lay(tile, at, turn)?;
                    }
                    (None, Phase::Expansion { .. }) => {}
                    _ => return wrong("this decision"),
                }
                self.expansions
                    .iter()
                    .find_map(|e| e.check(self, player, &em))
                    .unwrap_or_else(|| {
                        Err(IllegalMove::Expansion(
                            "no expansion in this game takes that decision".into(),
                        ))
                    })
            }
        }
    }

    /// Checks that `tile` may lie at `at` as `turn` on a board with room left.
    fn check_lay(&self, tile: TileKind, at: SpacePos, turn: Turn) -> Result<(), IllegalMove> {
        if self.board.tiles().len() >= MAX_TILES {
            return Err(IllegalMove::Scenario(format!(
                "the board is full: at most {MAX_TILES} tiles"
            )));
        }
        Ok(self.board.check_placement(tile, at, turn)?)
    }

    fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Draft => "the draft is on",
            Phase::Choose => "choose: draw or play a halfling",
            Phase::Place { .. } => "a tile must be placed",
            Phase::Expansion { decision, .. } => decision.describe(),
            Phase::Over => "the game is over",
        }
    }

    fn draft_allows(&self, player: u8, tile: TileKind) -> bool {
        let cat = self.catalog();
        let hand = self.players[player as usize].hand;
        if self.setup.count_per == CountPer::PerSet && self.setup.sets.len() > 1 {
            let set = &cat.def(tile).set;
            kinds_in(hand).filter(|&k| &cat.def(k).set == set).count() < self.count as usize
        } else {
            (hand.count_ones() as usize) < self.count as usize * self.hand_sets()
        }
    }

    fn hand_sets(&self) -> usize {
        if self.setup.count_per == CountPer::PerSet && self.setup.sets.len() > 1 {
            self.setup.sets.len()
        } else {
            1
        }
    }

    /// Plays `mv` for `player`.
    ///
    /// # Errors
    /// The rule the move breaks; the game is then unchanged.
    pub fn play(&mut self, player: u8, mv: &Move) -> Result<Vec<Event>, IllegalMove> {
        let mut events = Vec::new();
        self.play_into(player, mv, &mut events)?;
        Ok(events)
    }

    /// Plays `mv` for `player`, appending what happened to `events`.
    ///
    /// # Errors
    /// The rule the move breaks; the game and `events` are then unchanged.
    pub fn play_into(
        &mut self,
        player: u8,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalMove> {
        self.check(player, mv)?;
        self.play_unchecked(mv, events);
        Ok(())
    }

    /// Plays a move known to be legal (from [`GameState::legal_moves`] or checked).
    pub fn play_unchecked(&mut self, mv: &Move, events: &mut Vec<Event>) {
        self.moves_played += 1;
        let player = self.to_move().unwrap_or(self.active);
        match *mv {
            Move::Pick { tile } => {
                self.draft_pool &= !(1 << tile.index());
                self.players[player as usize].hand |= 1 << tile.index();
                events.push(Event::Picked { player, tile });
                self.draft_turn += 1;
                let total = self.setup.players as usize * self.count as usize * self.hand_sets();
                if self.draft_turn as usize >= total {
                    self.draft_pool = 0;
                    self.active = 0;
                    self.start_turn(events);
                } else {
                    // Reverse turn order, round after round; skip players whose hand is full.
                    let n = self.setup.players;
                    let mut next = (self.active + n - 1) % n;
                    for _ in 0..n {
                        if kinds_in(self.draft_pool).any(|k| self.draft_allows(next, k)) {
                            break;
                        }
                        next = (next + n - 1) % n;
                    }
                    self.active = next;
                }
            }
            Move::Draw => self.draw(events),
            Move::Play { tile } => {
                self.players[player as usize].hand &= !(1 << tile.index());
                events.push(Event::Played { player, tile });
                self.phase = Phase::Place {
                    tile,
                    from_hand: true,
                };
            }
            Move::Place { at, turn, follower } => {
                let Phase::Place { tile, .. } = self.phase else {
                    return;
                };
                let local = follower.and_then(|loc| self.follower_segment(tile, turn, loc).ok());
                let t = self.lay_tile(player, tile, at, turn, follower, events);
                if let Some(local) = local {
                    self.add_follower(player, t, local);
                }
                self.after_placement(Placed { player, tile: t }, events);
            }
            Move::Expansion(em) => {
                let placed = em.placement().and_then(|(at, turn)| {
                    let Phase::Place { tile, .. } = self.phase else {
                        return None;
                    };
                    Some(self.lay_tile(player, tile, at, turn, None, events))
                });
                let mut modules = std::mem::take(&mut self.expansions);
                for m in &mut modules.modules {
                    if m.play(self, player, &em, events) {
                        break;
                    }
                }
                self.expansions = modules;
                match placed {
                    Some(t) => self.after_placement(Placed { player, tile: t }, events),
                    None => self.continue_turn(events),
                }
            }
        }
    }

    /// Puts `tile` on the board at `at` as `turn` for `player` and reports it (the follower
    /// named, if any, is put by the caller); gives its index.
    fn lay_tile(
        &mut self,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        follower: Option<Location>,
        events: &mut Vec<Event>,
    ) -> u16 {
        let t = self.board.place_unchecked(tile, at, turn);
        events.push(Event::Placed {
            player,
            tile,
            at,
            turn,
            follower,
        });
        t
    }

    /// The turn goes on after `placed` lay down (with its figure): the expansions act, then
    /// [`GameState::continue_turn`].
    fn after_placement(&mut self, placed: Placed, events: &mut Vec<Event>) {
        self.each_module(Hooks::AFTER_PLACEMENT, |m, game| {
            m.after_placement(game, placed, events)
        });
        self.placed = Some(placed);
        self.continue_turn(events);
    }

    /// Waits for an expansion's pending decision, if any; otherwise scores what the tile
    /// placed this turn completed, lets the expansions act on it (a crop circle's decisions may
    /// follow) and moves on to the next turn.
    fn continue_turn(&mut self, events: &mut Vec<Event>) {
        if self.await_decision() {
            return;
        }
        if let Some(placed) = self.placed.take() {
            self.score_after_placement(placed.tile, events);
            self.each_module(Hooks::AFTER_SCORING, |m, game| {
                m.after_scoring(game, placed, events)
            });
            if self.await_decision() {
                return;
            }
        }
        self.end_turn(events);
    }

    /// Calls `f` on every module implementing `hook`, with the game.
    fn each_module(&mut self, hook: Hooks, mut f: impl FnMut(&mut dyn Expansion, &mut GameState)) {
        if !self.expansions.any(hook) {
            return;
        }
        let mut modules = std::mem::take(&mut self.expansions);
        for (m, h) in modules.modules.iter_mut().zip(&modules.hooks) {
            if h.has(hook) {
                f(m.as_mut(), self);
            }
        }
        self.expansions = modules;
    }

    /// Enters the phase of an expansion's pending decision, if there is one.
    fn await_decision(&mut self) -> bool {
        match self.expansions.pending() {
            Some((actor, decision)) => {
                self.phase = Phase::Expansion { actor, decision };
                true
            }
            None => false,
        }
    }

    /// Puts the top tile of the pile face down under a hill `player` placed (nothing when the
    /// pile is empty, as it always is in a scenario without a pile).
    pub(crate) fn bury_top_tile(&mut self, player: u8, events: &mut Vec<Event>) {
        if let Some(under) = self.pile.pop() {
            self.buried.push(under);
            events.push(Event::Buried { player });
        }
    }

    /// The game's source of chance, for expansions (drawing from a bag).
    pub(crate) fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }

    /// Pays `score` and reports it (for scores an expansion makes).
    pub(crate) fn pay(&mut self, score: ScoreEvent, events: &mut Vec<Event>) {
        for (p, pts) in score.points().iter().enumerate() {
            self.players[p].score += pts;
        }
        events.push(Event::Score(score));
    }

    /// Scenario mode: fixes the outcome of an expansion's next chance event (e.g. `"wolf"` or
    /// `"3"` for the next token drawn from the sheep bag).
    ///
    /// # Errors
    /// Outside scenario mode, or when no enabled expansion knows the outcome.
    pub fn script_chance(&mut self, outcome: &str) -> Result<(), IllegalMove> {
        if self.supply != Supply::Free {
            return Err(IllegalMove::Scenario(
                "chance can be scripted only in scenario mode".into(),
            ));
        }
        self.expansions
            .modules
            .iter_mut()
            .find_map(|e| e.script_chance(outcome))
            .unwrap_or_else(|| Err(format!("no expansion in this game draws {outcome:?}")))
            .map_err(IllegalMove::Scenario)
    }

    /// The enabled expansion modules.
    pub fn expansions(&self) -> &Expansions {
        &self.expansions
    }

    /// The state of the enabled expansion module of type `T`, if any.
    pub fn expansion<T: Expansion + 'static>(&self) -> Option<&T> {
        self.expansions
            .iter()
            .find_map(|e| e.as_any().downcast_ref::<T>())
    }

    fn score_after_placement(&mut self, tile: u16, events: &mut Vec<Event>) {
        let mut scores = Vec::new();
        let mut returned = Vec::new();
        self.board.score_completed(
            tile,
            &self.rules,
            &self.expansions,
            &mut scores,
            &mut returned,
        );
        for s in scores {
            for (p, pts) in s.points().iter().enumerate() {
                self.players[p].score += pts;
            }
            events.push(Event::Score(s));
        }
        for f in returned {
            self.players[f.player as usize].supply += 1;
            let spot = self.spot_of(&f);
            events.push(Event::Returned {
                player: f.player,
                spot,
            });
        }
    }

    /// Every legal move for the player to move, in a fixed order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Appends every legal move to `out`.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        let Some(player) = self.to_move() else { return };
        match self.phase {
            Phase::Draft => {
                for k in kinds_in(self.draft_pool) {
                    if self.draft_allows(player, k) {
                        out.push(Move::Pick { tile: k });
                    }
                }
            }
            Phase::Choose => {
                if self.supply == Supply::Dealt {
                    out.push(Move::Draw);
                    for k in self.playable_halflings(player) {
                        out.push(Move::Play { tile: k });
                    }
                }
            }
            Phase::Place { tile, .. } => {
                let supply = self.players[player as usize].supply;
                self.board.for_each_placement(tile, |at, turn| {
                    out.push(Move::Place {
                        at,
                        turn,
                        follower: None,
                    });
                    if supply > 0 {
                        self.push_follower_moves(tile, at, turn, out);
                    }
                    self.expansion_placement_moves(player, tile, at, turn, out);
                    true
                });
            }
            Phase::Expansion { .. } => {
                for e in self.expansions.with(Hooks::DECISIONS) {
                    e.pending_moves(self, out);
                }
            }
            Phase::Over => {}
        }
    }

    /// Appends a `Place` move with a follower for each free segment of `tile` lying at `at`.
    fn push_follower_moves(&self, tile: TileKind, at: SpacePos, turn: Turn, out: &mut Vec<Move>) {
        let free = self.board.free_segments(tile, at, turn);
        for local in 0..16u8 {
            if free & (1 << local) != 0 {
                let follower = Some(self.segment_location(tile, turn, local));
                out.push(Move::Place { at, turn, follower });
            }
        }
    }

    /// Appends the moves the expansions offer besides a follower for `player` placing `tile`
    /// at `at` as `turn` (e.g. the shepherd on a field); the placement is assumed legal.
    pub fn expansion_placement_moves(
        &self,
        player: u8,
        tile: TileKind,
        at: SpacePos,
        turn: Turn,
        out: &mut Vec<Move>,
    ) {
        if self.expansions.any(Hooks::PLACEMENT_MOVES) {
            for e in self.expansions.with(Hooks::PLACEMENT_MOVES) {
                e.placement_moves(self, player, tile, at, turn, out);
            }
        }
    }

    /// The follower locations legal with placing the current tile at `at` as `turn` (one per
    /// feature of the tile). Empty when the player has no follower in supply.
    pub fn follower_options(&self, at: SpacePos, turn: Turn) -> Vec<Location> {
        let Phase::Place { tile, .. } = self.phase else {
            return Vec::new();
        };
        if self.players[self.active as usize].supply == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        self.push_follower_moves(tile, at, turn, &mut out);
        out.into_iter()
            .filter_map(|m| {
                if let Move::Place { follower, .. } = m {
                    follower
                } else {
                    None
                }
            })
            .collect()
    }

    /// Placements of the current tile (empty outside the placing phase).
    pub fn placements(&self) -> Vec<(SpacePos, Turn)> {
        let Phase::Place { tile, .. } = self.phase else {
            return Vec::new();
        };
        let mut v = Vec::new();
        self.board.for_each_placement(tile, |at, turn| {
            v.push((at, turn));
            true
        });
        v
    }

    /// The tile to be placed now, if any.
    pub fn current_tile(&self) -> Option<TileKind> {
        match self.phase {
            Phase::Place { tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// A game consistent with everything `seat` has seen, with the hidden rest drawn at random:
    /// the unseen regular tiles (pile and tiles under hills) in a new order, and, after a random
    /// deal, the other players' hands drawn anew from the halflings `seat` has not seen. The
    /// result depends only on what `seat` may know (never on the real pile order or hands), so
    /// search bots can sample it freely. Draft picks are public and stay as they are.
    pub fn determinize(&self, seat: u8, rng: &mut impl rand::Rng) -> GameState {
        let mut s = self.clone();
        let mut unseen = self.unseen_tiles();
        unseen.shuffle(rng);
        s.buried = unseen.split_off(unseen.len() - self.buried.len());
        s.pile = unseen;
        if self.setup.deal == Deal::Random {
            let on_board = self
                .board
                .tiles()
                .iter()
                .fold(0u128, |m, t| m | 1 << t.kind.index());
            let own = self.players[seat as usize].hand;
            let mut pool: Vec<TileKind> = kinds_in(self.in_play & !own & !on_board).collect();
            pool.shuffle(rng);
            let cat = Arc::clone(self.catalog());
            let per_set = self.hand_sets() > 1;
            for p in (0..self.setup.players).filter(|&p| p != seat) {
                // Public: the hand's size and, when the count is per set, its size in each set
                // (the count dealt less the halflings played from that set).
                let hand = self.players[p as usize].hand;
                let mut new_hand = 0u128;
                for set in cat.sets().iter().filter(|s| s.shape == Shape::Triangle) {
                    let in_set = |k: &TileKind| !per_set || cat.def(*k).set == set.id;
                    let need = kinds_in(hand).filter(in_set).count();
                    for _ in 0..need {
                        if let Some(i) = pool.iter().position(in_set) {
                            new_hand |= 1 << pool.swap_remove(i).index();
                        }
                    }
                    if !per_set {
                        break;
                    }
                }
                s.players[p as usize].hand = new_hand;
            }
        }
        s.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        s
    }

    /// The game as `seat` may know it: [`GameState::determinize`] with a fixed seed, so that
    /// two games differing only in what `seat` cannot see give identical results. Hand this to
    /// a bot instead of the real game.
    pub fn redacted_for(&self, seat: u8) -> GameState {
        self.determinize(seat, &mut ChaCha8Rng::seed_from_u64(0x5eed))
    }

    /// Checks internal invariants (for tests): followers + supply = 7 per player; incremental
    /// features equal a recount; every follower's feature count matches.
    pub fn validity_check(&self) -> Result<(), String> {
        for p in 0..self.setup.players {
            let on_board = self
                .board
                .followers()
                .iter()
                .filter(|f| f.player == p)
                .count();
            if on_board + self.players[p as usize].supply as usize != FOLLOWERS as usize {
                return Err(format!(
                    "player {p}: {on_board} on board + {} in supply != 7",
                    self.players[p as usize].supply
                ));
            }
        }
        let fresh = self.board.recount_features();
        let inc = self.board.incremental_features();
        if fresh.len() != inc.len() {
            return Err("segment count differs".into());
        }
        // Compare partitions: map each incremental smallest-member to the fresh root.
        let mut map = std::collections::HashMap::new();
        for i in 0..fresh.len() {
            if let Some(prev) = map.insert(inc[i].0, fresh[i].0) {
                if prev != fresh[i].0 {
                    return Err(format!(
                        "segment {i}: incremental feature differs from recount"
                    ));
                }
            }
            let kind = self.board.segs[i].kind;
            if matches!(kind, FeatureKind::Road | FeatureKind::City) && inc[i].1 != fresh[i].1 {
                return Err(format!(
                    "segment {i}: open ends {} incremental vs {} recount",
                    inc[i].1, fresh[i].1
                ));
            }
        }
        for e in self.expansions.iter() {
            e.validity_check(self)?;
        }
        let roots: std::collections::HashSet<u16> = fresh.iter().map(|f| f.0).collect();
        if roots.len() != map.len() {
            return Err("the incremental features do not partition like the recount".into());
        }
        for f in self.board.followers() {
            let root = self.board.root_of_follower(f);
            let n = self
                .board
                .followers()
                .iter()
                .filter(|g| self.board.root_of_follower(g) == root)
                .count();
            if n != self.board.segs[root as usize].followers as usize {
                return Err("follower count at a root is wrong".into());
            }
        }
        Ok(())
    }

    /// Number of draft picks made so far.
    pub fn draft_round(&self) -> u16 {
        self.draft_turn
    }
}

/// The tile kinds in a bit set, in order.
pub(crate) fn kinds_in(mut mask: u128) -> impl Iterator<Item = TileKind> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            TileKind(i as u8)
        })
    })
}
