//! [`GreedyBot`]: one ply of look-ahead with a static evaluation.
//!
//! # The evaluation
//!
//! [`evaluate`] values a position for a seat as
//!
//! ```text
//!   (own score − best opponent score, both after final scoring of the position as it stands,
//!    each plus holding_value × what the expansions say the player holds on the board, such
//!    as the points of a figure still on the board: `Expansion::heuristic`)
//! + follower_value × own followers in supply × min(1, pile / 36)
//! ```
//!
//! An expansion's decision is taken like any other move (unless its module gives a quick
//! answer: [`crate::quick`]),
//! except that a choice drawing on
//! chance (drawing a token, rolling a die) is valued by the mean over `draw_samples`
//! determinizations, each drawing anew. Decisions an opponent or the seat itself must take
//! next without chance are first carried out greedily by their
//! actors.
//!
//! "After final scoring as it stands" is [`GameState::final_scores_preview`]: every incomplete
//! road, city and monastery counts what it would at game end, every field what its
//! completed cities give, and the expansions' own final scores (majorities of tokens…), without
//! copying or changing the game (one pass over the features).
//! It rewards completing features (a completed city pays 2 per unit
//! instead of 1), taking majorities, and followers coming back; the supply term is the price
//! of a follower standing on the board, falling to nothing as the pile runs out.

use halflings_engine::{FeatureKind, GameState, Move, Phase, Seat, TileKind};
use rand_chacha::ChaCha8Rng;

use crate::bot::{bot_rng, Bot, Budget, View};
use crate::quick::quick_answer;

/// Tuning of [`GreedyBot`] and of [`evaluate`].
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GreedyConfig {
    /// Points a follower in supply is worth early in the game (falls to 0 with the pile).
    pub follower_value: f64,
    /// Draws sampled to estimate the value of drawing (against playing a halfling).
    pub draw_samples: u32,
    /// Points a halfling in hand is worth kept for later, while turns remain to play it.
    pub halfling_reserve: f64,
    /// Points each point that an expansion says a player holds on the board is worth (what is
    /// not scored yet may still be lost).
    pub holding_value: f64,
}

impl Default for GreedyConfig {
    fn default() -> GreedyConfig {
        GreedyConfig {
            follower_value: 1.5,
            draw_samples: 4,
            halfling_reserve: 1.0,
            holding_value: 0.8,
        }
    }
}

/// The value of `state` for `seat` (see the module docs).
pub fn evaluate(state: &GameState, seat: Seat, cfg: &GreedyConfig) -> f64 {
    let value = |p: Seat, s: u32| {
        let held: f32 = state
            .expansions()
            .iter()
            .map(|m| m.heuristic(state, p))
            .sum();
        f64::from(s) + cfg.holding_value * f64::from(held)
    };
    let scores = state.final_scores_preview();
    let own = value(seat, scores[seat.index()]);
    let best_other = Seat::all(state.players())
        .zip(&scores)
        .filter(|&(p, _)| p != seat)
        .map(|(p, &s)| value(p, s))
        .fold(f64::NEG_INFINITY, f64::max);
    let left = (state.pile_len() as f64 / 36.0).min(1.0);
    own - best_other + cfg.follower_value * f64::from(state.supply(seat)) * left
}

/// The value for `seat` of playing `mv` in `state` (see [`evaluate`]). Expansion decisions
/// pending after the move that draw on no chance are carried out greedily by their actors
/// first.
pub fn evaluate_move(
    state: &GameState,
    mv: &Move,
    seat: Seat,
    cfg: &GreedyConfig,
    buf: &mut Buffers,
) -> f64 {
    let mut next = Buffers::copy(&mut buf.after, state);
    next.play_unchecked(mv, &mut buf.events);
    buf.events.clear();
    resolve_certain_decisions(&mut next, cfg, buf);
    let value = evaluate(&next, seat, cfg);
    buf.after = Some(next);
    value
}

/// Reusable buffers for the evaluation: the events of a move, and scratch copies of the game
/// (a copy into a scratch reuses its memory: [`Clone::clone_from`]).
#[derive(Debug, Clone, Default)]
pub struct Buffers {
    events: Vec<halflings_engine::Event>,
    /// The game after the move valued.
    after: Option<GameState>,
    /// The game after one choice of a decision carried out on the way.
    choice: Option<GameState>,
}

impl Buffers {
    /// A copy of `state`, in the scratch taken from `slot` when there is one (hand it back to
    /// the slot when done).
    fn copy(slot: &mut Option<GameState>, state: &GameState) -> GameState {
        match slot.take() {
            Some(mut scratch) => {
                scratch.clone_from(state);
                scratch
            }
            None => state.clone(),
        }
    }
}

/// Whether `mv` is an expansion's move that draws on chance.
fn is_chance(state: &GameState, mv: &Move) -> bool {
    match mv {
        Move::Expansion(em) => state
            .expansions()
            .get(em.module)
            .is_some_and(|m| m.is_chance(em)),
        _ => false,
    }
}

/// Most decisions carried out in a row by [`resolve_certain_decisions`] (an expansion asks
/// each player once; the bound only guards against a module that keeps asking).
const MAX_RESOLVED: usize = 12;

/// Carries out pending expansion decisions whose choices draw on no chance, each actor taking
/// its best move by [`evaluate`] (first of the legal order on ties), or the module's
/// [`quick_answer`] when it gives one.
fn resolve_certain_decisions(state: &mut GameState, cfg: &GreedyConfig, buf: &mut Buffers) {
    for _ in 0..MAX_RESOLVED {
        let Phase::Expansion { actor, .. } = state.phase() else {
            return;
        };
        let moves = state.legal_moves();
        if moves.is_empty() || moves.iter().any(|m| is_chance(state, m)) {
            return;
        }
        if let Some(mv) = quick_answer(state, &moves) {
            state.play_unchecked(&mv, &mut buf.events);
            buf.events.clear();
            continue;
        }
        let mut best = (f64::NEG_INFINITY, moves[0]);
        for mv in &moves {
            let mut next = Buffers::copy(&mut buf.choice, state);
            next.play_unchecked(mv, &mut buf.events);
            buf.events.clear();
            let v = evaluate(&next, actor, cfg);
            buf.choice = Some(next);
            if v > best.0 {
                best = (v, *mv);
            }
        }
        state.play_unchecked(&best.1, &mut buf.events);
        buf.events.clear();
    }
}

/// The best of `moves` for `seat` by [`evaluate_move`]: (value, index). First index on ties.
fn best_of(
    state: &GameState,
    moves: &[Move],
    seat: Seat,
    cfg: &GreedyConfig,
    buf: &mut Buffers,
) -> (f64, usize) {
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, mv) in moves.iter().enumerate() {
        let v = evaluate_move(state, mv, seat, cfg, buf);
        if v > best.0 {
            best = (v, i);
        }
    }
    best
}

/// A static value of a halfling for the draft: 2 per city part and coat of arms, 1 per road,
/// 4 for a monastery, ½ per field, 1 per symbol that acts in this game.
pub fn draft_value(state: &GameState, tile: TileKind) -> f64 {
    let def = state.catalog().def(tile);
    let mut v = 0.0;
    for s in &def.segments {
        v += match s.kind {
            FeatureKind::City => 2.0 + 2.0 * f64::from(s.arms),
            FeatureKind::Road => 1.0,
            FeatureKind::Monastery => 4.0,
            FeatureKind::Field => 0.5,
        };
    }
    if state.scoring_rules().symbols_active {
        v += def.symbols.intersection(state.expansions().symbols()).len() as f64;
    }
    v
}

/// One ply of look-ahead: every legal move is played on a copy of the view and valued by
/// [`evaluate`]; the best is played, the first in the engine's legal order on ties.
///
/// * **Placement** (with or without a follower) and expansions' decisions without chance: the
///   best by [`evaluate_move`] (a decision other players answer next is valued after every
///   actor has carried it out greedily); a decision among chance choices as in the module doc.
/// * **Draw or play a halfling**: each playable halfling is valued by its best placement; a
///   draw by the mean best placement of `draw_samples` tiles drawn from determinizations of
///   the view. A halfling is played when it beats the draw by more than `halfling_reserve`, or
///   when the seat's remaining turns (pile ÷ players) no longer exceed its playable halflings.
/// * **Draft pick**: the highest [`draft_value`].
/// * **A decision whose module gives a quick answer** (where playing out every answer costs
///   too much: an auction's bids): that answer ([`crate::quick`]).
///
/// Ignores the budget. Seeded: the seed drives the draw samples.
#[derive(Clone, Debug)]
pub struct GreedyBot {
    rng: ChaCha8Rng,
    cfg: GreedyConfig,
}

impl GreedyBot {
    /// A greedy bot with the default tuning.
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot::with_config(seed, GreedyConfig::default())
    }

    /// A greedy bot with its own tuning.
    pub fn with_config(seed: u64, cfg: GreedyConfig) -> GreedyBot {
        GreedyBot {
            rng: bot_rng(seed),
            cfg,
        }
    }

    fn choose_draw_or_play(&mut self, view: &GameState, seat: Seat, moves: &[Move]) -> Move {
        let mut buf = Buffers::default();
        let mut best_play: Option<(f64, Move)> = None;
        let mut playable = 0usize;
        for &mv in moves {
            if let Move::Play { .. } = mv {
                playable += 1;
                let mut next = view.clone();
                next.play_unchecked(&mv, &mut buf.events);
                buf.events.clear();
                let placements = next.legal_moves();
                let (v, _) = best_of(&next, &placements, seat, &self.cfg, &mut buf);
                if best_play.is_none_or(|(b, _)| v > b) {
                    best_play = Some((v, mv));
                }
            }
        }
        let Some((play_value, play)) = best_play else {
            return Move::Draw;
        };
        let turns_left = view.pile_len().div_ceil(usize::from(view.players()));
        if turns_left <= playable {
            return play;
        }
        let samples = self.cfg.draw_samples.max(1);
        let mut total = 0.0;
        for _ in 0..samples {
            let mut next = view.determinize(seat, &mut self.rng);
            next.play_unchecked(&Move::Draw, &mut buf.events);
            buf.events.clear();
            total += if next.is_over() {
                evaluate(&next, seat, &self.cfg)
            } else {
                let placements = next.legal_moves();
                best_of(&next, &placements, seat, &self.cfg, &mut buf).0
            };
        }
        let draw_value = total / f64::from(samples);
        if play_value > draw_value + self.cfg.halfling_reserve {
            play
        } else {
            Move::Draw
        }
    }
}

impl GreedyBot {
    /// An expansion's decision among choices some of which draw on chance: a certain choice is
    /// valued by [`evaluate_move`], a chance one by the mean over `draw_samples`
    /// determinizations (each draws anew).
    fn decide_with_chance(&mut self, view: &GameState, seat: Seat, moves: &[Move]) -> Move {
        let mut buf = Buffers::default();
        let samples = self.cfg.draw_samples.max(1);
        let mut best = (f64::NEG_INFINITY, moves[0]);
        for &mv in moves {
            let v = if is_chance(view, &mv) {
                let mut total = 0.0;
                for _ in 0..samples {
                    let world = view.determinize(seat, &mut self.rng);
                    total += evaluate_move(&world, &mv, seat, &self.cfg, &mut buf);
                }
                total / f64::from(samples)
            } else {
                evaluate_move(view, &mv, seat, &self.cfg, &mut buf)
            };
            if v > best.0 {
                best = (v, mv);
            }
        }
        best.1
    }
}

impl Bot for GreedyBot {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, view: &View, _budget: Budget) -> Move {
        let seat = view.seat();
        let moves = view.legal_moves();
        assert!(
            !moves.is_empty(),
            "GreedyBot asked to move in a finished game"
        );
        if moves.len() == 1 {
            return moves[0];
        }
        if let Some(mv) = quick_answer(view, &moves) {
            return mv;
        }
        match view.phase() {
            Phase::Draft => {
                let mut best = (f64::NEG_INFINITY, moves[0]);
                for &mv in &moves {
                    if let Move::Pick { tile } = mv {
                        let v = draft_value(view, tile);
                        if v > best.0 {
                            best = (v, mv);
                        }
                    }
                }
                best.1
            }
            Phase::Choose => self.choose_draw_or_play(view, seat, &moves),
            Phase::Expansion { .. } if moves.iter().any(|m| is_chance(view, m)) => {
                self.decide_with_chance(view, seat, &moves)
            }
            _ => {
                let mut buf = Buffers::default();
                let (_, i) = best_of(view, &moves, seat, &self.cfg, &mut buf);
                moves[i]
            }
        }
    }
}
