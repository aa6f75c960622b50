//! [`SearchBot`]: single-observer information-set Monte-Carlo tree search (SO-ISMCTS) with
//! root parallelism.
//!
//! Each iteration samples a determinization of the view ([`GameState::determinize`]: the pile
//! reshuffled and, after a random deal, the other hands redrawn), walks the tree from the
//! root, expands one node, plays the game out and backs the result up.
//!
//! * **Tree.** A node is reached by a sequence of moves. Its children are keyed by the move
//!   *and the tile being placed* (for placements), so the chance of a draw splits the tree
//!   by the tile drawn: a placement of one tile never shares statistics with the same spot
//!   for another. Moves not legal in the current determinization are skipped; each child
//!   counts how often it was available, and selection uses UCB1 with that count in place of
//!   the parent's visits.
//! * **Reward.** Per player `p`, from the final scores: `d = score(p) − best other score`,
//!   `r = w·win + (1 − w)·(½ + ½·tanh(d / scale))` with `win` 1, ½ or 0 (ahead, level,
//!   behind); every node stores the reward of the player who made its move, so opponents
//!   play for themselves (for more than two players: own score minus the best opponent's).
//! * **Inside the tree.** With `tree_width = Some(k)`, a node where a tile is to be placed
//!   searches only the `k` best placements by the greedy evaluation, expanded best first,
//!   once the (node, tile) pair has been reached `context_threshold` times (the board there
//!   is the same in every determinization, so the ranking is computed once per pair).
//! * **Playouts.** Random moves, except that a player holding halflings spends one with
//!   chance `playout_halfling` (and always once the pile no longer outlasts them): uniform
//!   choices would spend halflings far too early.
//! * **Root.** The root's moves are those of the view (legality depends only on public
//!   information and the seat's own hand). With `root_width = Some(k)` only the `k` best by
//!   the greedy evaluation ([`crate::greedy::evaluate_move`], or [`crate::greedy::draft_value`]
//!   in the draft) are searched: with a few hundred placements × followers and a budget of
//!   a few hundred playouts, unpruned search cannot tell good moves from noise.
//! * **Parallelism.** `trees` independent trees (default: the rayon pool's thread count),
//!   tree `t` seeded from the decision's seed and `t`; the budget's iterations are split
//!   between them; their root visit counts are summed and the most visited move is played
//!   (ties: higher mean reward, then the earlier legal move). With [`Budget::Iterations`] the
//!   decision depends only on the seed, the view and the tree count.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::time::{Duration, Instant};

use halflings_engine::playout::{self, Scratch};
use halflings_engine::{
    Catalog, Event, GameState, Move, Phase, Setup, SetupError, TileKind, MAX_PLAYERS,
};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use crate::bot::{bot_rng, mix_seed, Bot, Budget, View};
use crate::greedy::{draft_value, evaluate_move, Buffers, GreedyBot, GreedyConfig};

/// Tuning of [`SearchBot`].
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Number of root-parallel trees (`None`: the current rayon pool's thread count).
    pub trees: Option<usize>,
    /// UCB1 exploration constant (rewards lie in [0, 1]).
    pub exploration: f64,
    /// Weight of winning in the reward; the rest is the score margin.
    pub win_weight: f64,
    /// Score difference that gives about three quarters of the margin reward (tanh scale).
    pub margin_scale: f64,
    /// Search only the best `k` root moves by the greedy evaluation (`None`: all).
    pub root_width: Option<usize>,
    /// Progressive bias at the root: a root move's UCB value gets
    /// `prior_weight × (its greedy value − the best greedy value) / (visits + 1)`, in reward
    /// per point (0: off).
    pub prior_weight: f64,
    /// The greedy evaluation's tuning, for the root pruning and bias.
    pub greedy: GreedyConfig,
    /// Chance that a playout plays a halfling rather than draw, while the pile lasts longer
    /// than the playable halflings (`None`: uniform over the choices).
    pub playout_halfling: Option<f64>,
    /// Inside the tree, only the best `k` placements by the greedy evaluation are searched,
    /// best first (`None`: every legal move, expanded in random order).
    pub tree_width: Option<usize>,
    /// With `tree_width`: times a node is reached with a tile to place before its placements
    /// are evaluated and expanded.
    pub context_threshold: u32,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            trees: None,
            exploration: 0.7,
            win_weight: 0.5,
            margin_scale: 20.0,
            root_width: Some(8),
            prior_weight: 0.05,
            greedy: GreedyConfig::default(),
            playout_halfling: Some(0.1),
            tree_width: Some(2),
            context_threshold: 3,
        }
    }
}

/// What the last decision of a [`SearchBot`] did.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SearchStats {
    /// Iterations (playouts) over all trees.
    pub iterations: u64,
    /// Trees searched.
    pub trees: usize,
    /// Root moves searched (after pruning).
    pub root_moves: usize,
    /// Visits of the chosen move.
    pub best_visits: u64,
    /// Its mean reward.
    pub best_reward: f64,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// ISMCTS with root parallelism (see the module docs). Seeded: with
/// [`Budget::Iterations`], the same seed and tree count give the same decisions.
#[derive(Clone, Debug)]
pub struct SearchBot {
    rng: ChaCha8Rng,
    cfg: SearchConfig,
    last: SearchStats,
}

impl SearchBot {
    /// A search bot with the default tuning.
    pub fn new(seed: u64) -> SearchBot {
        SearchBot::with_config(seed, SearchConfig::default())
    }

    /// A search bot with its own tuning.
    pub fn with_config(seed: u64, cfg: SearchConfig) -> SearchBot {
        SearchBot {
            rng: bot_rng(seed),
            cfg,
            last: SearchStats::default(),
        }
    }

    /// Statistics of the last decision.
    pub fn last_stats(&self) -> &SearchStats {
        &self.last
    }

    /// The root moves to search: all legal moves, or the best `root_width` by the greedy
    /// evaluation (in legal order).
    /// With each, its greedy value less the best one (0 without pruning or bias).
    fn root_moves(&self, view: &GameState, seat: u8, moves: Vec<Move>) -> Vec<(Move, f64)> {
        let k = self.cfg.root_width.unwrap_or(usize::MAX).max(1);
        if moves.len() <= k && self.cfg.prior_weight == 0.0 {
            return moves.into_iter().map(|m| (m, 0.0)).collect();
        }
        let mut buf = Buffers::default();
        let mut scored: Vec<(f64, usize)> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let v = match (view.phase(), mv) {
                    (Phase::Draft, Move::Pick { tile }) => draft_value(view, *tile),
                    _ => evaluate_move(view, mv, seat, &self.cfg.greedy, &mut buf),
                };
                (v, i)
            })
            .collect();
        // Best first; earlier legal move first on ties.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let top = scored[0].0;
        let mut keep: Vec<(usize, f64)> =
            scored.iter().take(k).map(|&(v, i)| (i, v - top)).collect();
        keep.sort_unstable_by_key(|k| k.0);
        keep.into_iter().map(|(i, v)| (moves[i], v)).collect()
    }
}

impl Bot for SearchBot {
    fn name(&self) -> String {
        "search".into()
    }

    fn choose(&mut self, view: &View, budget: Budget) -> Move {
        let start = Instant::now();
        let seat = view.seat();
        let moves = view.legal_moves();
        assert!(
            !moves.is_empty(),
            "SearchBot asked to move in a finished game"
        );
        let decision_seed = self.rng.next_u64();
        if moves.len() == 1 {
            self.last = SearchStats {
                root_moves: 1,
                ..SearchStats::default()
            };
            return moves[0];
        }
        let root = self.root_moves(view, seat, moves);
        if root.len() == 1 {
            self.last = SearchStats {
                root_moves: 1,
                seconds: start.elapsed().as_secs_f64(),
                ..SearchStats::default()
            };
            return root[0].0;
        }
        let trees = self
            .cfg
            .trees
            .unwrap_or_else(rayon::current_num_threads)
            .max(1);
        let deadline = budget.deadline(start);
        let per_tree = |t: usize| -> Option<u64> {
            match budget {
                Budget::Iterations(n) => {
                    let n = u64::from(n);
                    Some(n / trees as u64 + u64::from((t as u64) < n % trees as u64))
                }
                Budget::Millis(_) => None,
            }
        };
        let cfg = self.cfg;
        let run = |t: usize| {
            let mut tree = Tree::new(&root, seat, cfg);
            let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(decision_seed, t as u64));
            tree.search(view, &mut rng, per_tree(t), deadline);
            tree.root_stats()
        };
        let results: Vec<(u64, Vec<(u64, f64)>)> = if trees == 1 {
            vec![run(0)]
        } else {
            (0..trees).into_par_iter().map(run).collect()
        };
        let mut visits = vec![0u64; root.len()];
        let mut reward = vec![0f64; root.len()];
        let mut iterations = 0;
        for (its, stats) in &results {
            iterations += its;
            for (i, &(v, r)) in stats.iter().enumerate() {
                visits[i] += v;
                reward[i] += r;
            }
        }
        let mean = |i: usize| {
            if visits[i] == 0 {
                f64::NEG_INFINITY
            } else {
                reward[i] / visits[i] as f64
            }
        };
        let mut best = 0;
        for i in 1..root.len() {
            if visits[i] > visits[best] || (visits[i] == visits[best] && mean(i) > mean(best)) {
                best = i;
            }
        }
        self.last = SearchStats {
            iterations,
            trees,
            root_moves: root.len(),
            best_visits: visits[best],
            best_reward: if visits[best] > 0 { mean(best) } else { 0.0 },
            seconds: start.elapsed().as_secs_f64(),
        };
        root[best].0
    }
}

/// A child's key: the move and, for a placement, the tile placed.
type Key = (u32, Move, Option<TileKind>);

/// FxHash (rustc's hasher): fast for small keys.
#[derive(Default, Clone, Copy)]
struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(w));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.hash
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

struct Node {
    mv: Move,
    /// Who made `mv`.
    actor: u8,
    visits: u32,
    /// Sum of `actor`'s rewards.
    reward: f64,
    /// Times this node's move was legal when its parent was visited.
    avail: u32,
    /// Its greedy value less the best of its siblings' (0 when not pruned).
    prior: f64,
}

impl Node {
    fn new(mv: Move, actor: u8, prior: f64) -> Node {
        Node {
            mv,
            actor,
            visits: 0,
            reward: 0.0,
            avail: 0,
            prior,
        }
    }
}

/// One search tree. Node 0 is the root; its children are nodes `1..=root.len()`, in the
/// order of the root moves.
struct Tree<'a> {
    root: &'a [(Move, f64)],
    seat: u8,
    cfg: SearchConfig,
    nodes: Vec<Node>,
    children: FxMap<Key, u32>,
    /// Pruned placements per (node, tile): a range of `pruned`, once computed; before that,
    /// the times the pair was reached (as `(count, u32::MAX)`).
    contexts: FxMap<(u32, TileKind), (u32, u32)>,
    /// Placements with their greedy value less the best, best first.
    pruned: Vec<(Move, f64)>,
    // Buffers.
    moves: Vec<Move>,
    priors: Vec<f64>,
    untried: Vec<(Move, f64)>,
    candidates: Vec<u32>,
    path: Vec<u32>,
    scored: Vec<(f64, usize)>,
    scratch: Scratch,
    events: Vec<Event>,
    greedy: Buffers,
}

impl<'a> Tree<'a> {
    fn new(root: &'a [(Move, f64)], seat: u8, cfg: SearchConfig) -> Tree<'a> {
        let mut nodes = Vec::with_capacity(1024);
        nodes.push(Node::new(Move::Draw, seat, 0.0));
        for &(mv, prior) in root {
            nodes.push(Node::new(mv, seat, prior));
        }
        Tree {
            root,
            seat,
            cfg,
            nodes,
            children: FxMap::default(),
            contexts: FxMap::default(),
            pruned: Vec::new(),
            moves: Vec::new(),
            priors: Vec::new(),
            untried: Vec::new(),
            candidates: Vec::new(),
            path: Vec::new(),
            scored: Vec::new(),
            scratch: Scratch::default(),
            events: Vec::new(),
            greedy: Buffers::default(),
        }
    }

    /// Runs iterations until `iterations` are done or `deadline` passes; at least one.
    fn search(
        &mut self,
        view: &GameState,
        rng: &mut ChaCha8Rng,
        iterations: Option<u64>,
        deadline: Option<Instant>,
    ) {
        let mut done = 0u64;
        loop {
            if let Some(n) = iterations {
                if done >= n {
                    break;
                }
            }
            if let Some(d) = deadline {
                if done > 0 && Instant::now() >= d {
                    break;
                }
            }
            self.iterate(view, rng);
            done += 1;
        }
    }

    /// UCB1 with the progressive bias.
    fn value(&self, child: u32) -> f64 {
        let n = &self.nodes[child as usize];
        let visits = f64::from(n.visits.max(1));
        n.reward / visits
            + self.cfg.exploration * (f64::from(n.avail.max(1)).ln() / visits).sqrt()
            + self.cfg.prior_weight * n.prior / f64::from(n.visits + 1)
    }

    /// The best `tree_width` placements of `tile` for `actor` in `det` at `node`, by the
    /// greedy evaluation (computed once per node and tile: the board there is the same in
    /// every determinization).
    /// `None` until the pair has been reached `context_threshold` times.
    fn context(
        &mut self,
        node: u32,
        tile: TileKind,
        det: &GameState,
        actor: u8,
        k: usize,
    ) -> Option<(u32, u32)> {
        let entry = self.contexts.entry((node, tile)).or_insert((0, u32::MAX));
        if entry.1 != u32::MAX {
            return Some(*entry);
        }
        // The root's children (the placement after a draw or halfling choice) at once.
        let threshold = if node as usize <= self.root.len() {
            1
        } else {
            self.cfg.context_threshold
        };
        if entry.0 + 1 < threshold {
            entry.0 += 1;
            return None;
        }
        self.moves.clear();
        det.legal_moves_into(&mut self.moves);
        self.scored.clear();
        for (i, mv) in self.moves.iter().enumerate() {
            let v = evaluate_move(det, mv, actor, &self.cfg.greedy, &mut self.greedy);
            self.scored.push((v, i));
        }
        self.scored
            .sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let top = self.scored.first().map_or(0.0, |s| s.0);
        let start = self.pruned.len() as u32;
        for &(v, i) in self.scored.iter().take(k.max(1)) {
            self.pruned.push((self.moves[i], v - top));
        }
        let r = (start, self.pruned.len() as u32);
        self.contexts.insert((node, tile), r);
        Some(r)
    }

    fn iterate(&mut self, view: &GameState, rng: &mut ChaCha8Rng) {
        let mut det = view.determinize(self.seat, rng);
        self.path.clear();
        // The root: its moves are fixed and legal in every determinization.
        let root_pick = {
            let untried = (1..=self.root.len() as u32)
                .filter(|&c| self.nodes[c as usize].visits == 0)
                .count();
            for c in 1..=self.root.len() {
                self.nodes[c].avail += 1;
            }
            if untried > 0 {
                let k = rng.random_range(0..untried);
                (1..=self.root.len() as u32)
                    .filter(|&c| self.nodes[c as usize].visits == 0)
                    .nth(k)
                    .unwrap_or(1)
            } else {
                (1..=self.root.len() as u32)
                    .max_by(|&a, &b| self.value(a).total_cmp(&self.value(b)).then(b.cmp(&a)))
                    .unwrap_or(1)
            }
        };
        let root_mv = self.nodes[root_pick as usize].mv;
        det.play_unchecked(&root_mv, &mut self.events);
        self.events.clear();
        self.path.push(root_pick);
        let mut node = root_pick;
        while let Some(actor) = det.to_move() {
            if self.nodes[node as usize].visits == 0 {
                break;
            }
            let tile = det.current_tile();
            self.moves.clear();
            self.priors.clear();
            let pruned = match (det.phase(), self.cfg.tree_width) {
                (Phase::Place { tile, .. }, Some(k)) => {
                    match self.context(node, tile, &det, actor, k) {
                        Some(r) => Some(r),
                        None => break,
                    }
                }
                _ => None,
            };
            match pruned {
                Some((a, b)) => {
                    for i in a..b {
                        let (mv, prior) = self.pruned[i as usize];
                        self.moves.push(mv);
                        self.priors.push(prior);
                    }
                }
                None => {
                    det.legal_moves_into(&mut self.moves);
                    self.priors.resize(self.moves.len(), 0.0);
                }
            }
            self.untried.clear();
            self.candidates.clear();
            for (&mv, &prior) in self.moves.iter().zip(&self.priors) {
                match self.children.get(&(node, mv, tile)) {
                    Some(&c) => {
                        self.nodes[c as usize].avail += 1;
                        self.candidates.push(c);
                    }
                    None => self.untried.push((mv, prior)),
                }
            }
            if !self.untried.is_empty() {
                // Pruned moves are expanded best first; others at random.
                let (mv, prior) = if pruned.is_some() {
                    self.untried[0]
                } else {
                    self.untried[rng.random_range(0..self.untried.len())]
                };
                let c = self.nodes.len() as u32;
                let mut n = Node::new(mv, actor, prior);
                n.avail = 1;
                self.nodes.push(n);
                self.children.insert((node, mv, tile), c);
                det.play_unchecked(&mv, &mut self.events);
                self.events.clear();
                self.path.push(c);
                break;
            }
            let Some(&first) = self.candidates.first() else {
                break;
            };
            let mut best = first;
            let mut best_value = self.value(best);
            for &c in &self.candidates[1..] {
                let v = self.value(c);
                if v > best_value {
                    best = c;
                    best_value = v;
                }
            }
            let mv = self.nodes[best as usize].mv;
            det.play_unchecked(&mv, &mut self.events);
            self.events.clear();
            self.path.push(best);
            node = best;
        }
        self.play_out(&mut det, rng);
        let margins = margins(&det);
        self.nodes[0].visits += 1;
        for &c in &self.path {
            let n = &mut self.nodes[c as usize];
            n.visits += 1;
            n.reward += reward(margins[n.actor as usize], &self.cfg);
        }
    }

    /// Plays `det` to the end with the playout policy: [`playout::random_move`], except
    /// that with `playout_halfling` a player with halflings draws with the complementary
    /// chance while the pile outlasts them.
    fn play_out(&mut self, det: &mut GameState, rng: &mut ChaCha8Rng) {
        let Some(halfling_chance) = self.cfg.playout_halfling else {
            playout::play_out(det, rng, &mut self.scratch, &mut self.events);
            self.events.clear();
            return;
        };
        while det.to_move().is_some() {
            let mv = if det.phase() == Phase::Choose {
                self.moves.clear();
                det.legal_moves_into(&mut self.moves);
                // The first choice is the draw, the others the playable halflings.
                let playable = self.moves.len() - 1;
                let turns_left = det.pile_len().div_ceil(usize::from(det.players()));
                let spend = playable > 0
                    && (turns_left <= playable || rng.random_bool(halfling_chance.clamp(0.0, 1.0)));
                if spend {
                    self.moves[1 + rng.random_range(0..playable)]
                } else {
                    Move::Draw
                }
            } else {
                match playout::random_move(det, rng, &mut self.scratch) {
                    Some(mv) => mv,
                    None => break,
                }
            };
            det.play_unchecked(&mv, &mut self.events);
            self.events.clear();
        }
    }

    /// Iterations run, and (visits, reward sum) per root move.
    fn root_stats(&self) -> (u64, Vec<(u64, f64)>) {
        (
            u64::from(self.nodes[0].visits),
            (1..=self.root.len())
                .map(|c| (u64::from(self.nodes[c].visits), self.nodes[c].reward))
                .collect(),
        )
    }
}

/// Per player: its final score less the best other player's.
fn margins(state: &GameState) -> [f64; MAX_PLAYERS] {
    let scores = state.scores();
    let mut out = [0f64; MAX_PLAYERS];
    for (p, &own) in scores.iter().enumerate() {
        let best_other = scores
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, &s)| s)
            .max()
            .unwrap_or(0);
        out[p] = f64::from(own) - f64::from(best_other);
    }
    out
}

/// The reward of margin `d` (see the module docs).
fn reward(d: f64, cfg: &SearchConfig) -> f64 {
    let win = if d > 0.0 {
        1.0
    } else if d == 0.0 {
        0.5
    } else {
        0.0
    };
    cfg.win_weight * win + (1.0 - cfg.win_weight) * (0.5 + 0.5 * (d / cfg.margin_scale).tanh())
}

/// A playout-speed measurement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayoutRate {
    /// Threads used.
    pub threads: usize,
    /// Playouts completed.
    pub playouts: u64,
    /// Moves played in them.
    pub moves: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Playouts per second over all threads.
    pub per_second: f64,
}

/// Decisions of [`playout_position`].
pub const PLAYOUT_POSITION_MOVES: u32 = 30;

/// The fixed mid-game position [`playout_rate`] is benchmarked from: two players, `c2-2021`,
/// setup seed 1 ([`Setup::default`] otherwise), after [`PLAYOUT_POSITION_MOVES`] decisions of
/// [`GreedyBot`] (seed 1) playing both seats. With the built-in tiles, 16 tiles lie on the
/// board and 57 are left in the pile.
///
/// # Errors
/// When `catalog` cannot start the default setup.
pub fn playout_position(catalog: Arc<Catalog>) -> Result<GameState, SetupError> {
    let setup = Setup {
        seed: 1,
        ..Setup::default()
    };
    let mut game = GameState::new(catalog, &setup)?;
    let mut bot = GreedyBot::new(1);
    for _ in 0..PLAYOUT_POSITION_MOVES {
        let Some(seat) = game.to_move() else { break };
        let mv = bot.decide(&game, seat, Budget::Iterations(0));
        game.play(seat, &mv)
            .expect("the greedy bot plays only legal moves");
    }
    Ok(game)
}

/// Measures what one search iteration costs without the tree: from `state`, a determinization
/// for the player to move and a random playout to the end, repeated for about `duration` on
/// `threads` threads (a rayon pool of that size). Seeded by `seed`.
///
/// # Panics
/// When `state` is over, or the thread pool cannot be built.
pub fn playout_rate(
    state: &GameState,
    threads: usize,
    duration: Duration,
    seed: u64,
) -> PlayoutRate {
    let seat = state
        .to_move()
        .expect("playout_rate needs a game in progress");
    let threads = threads.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    let start = Instant::now();
    let deadline = start + duration;
    let counts: Vec<(u64, u64)> = pool.install(|| {
        (0..threads)
            .into_par_iter()
            .map(|t| {
                let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(seed, t as u64));
                let mut scratch = Scratch::default();
                let mut events = Vec::new();
                let (mut n, mut moves) = (0u64, 0u64);
                while n == 0 || Instant::now() < deadline {
                    let mut det = state.determinize(seat, &mut rng);
                    moves += u64::from(playout::play_out(
                        &mut det,
                        &mut rng,
                        &mut scratch,
                        &mut events,
                    ));
                    n += 1;
                }
                (n, moves)
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    let playouts = counts.iter().map(|c| c.0).sum();
    PlayoutRate {
        threads,
        playouts,
        moves: counts.iter().map(|c| c.1).sum(),
        seconds,
        per_second: playouts as f64 / seconds,
    }
}
