//! The search tree: nodes keyed by move and tile, selection, expansion, playouts and backup.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use web_time::Instant;

use halflings_engine::playout::{self, Scratch};
use halflings_engine::{Event, GameState, Move, PerSeat, Phase, Seat, TileKind};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::rank::{rank_moves, RankBuffers};
use super::SearchConfig;
use crate::stop::Stop;

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
    actor: Seat,
    visits: u32,
    /// Sum of `actor`'s rewards.
    reward: f64,
    /// Times this node's move was legal when its parent was visited.
    avail: u32,
    /// Its greedy value less the best of its siblings' (0 when not pruned).
    prior: f64,
}

impl Node {
    fn new(mv: Move, actor: Seat, prior: f64) -> Node {
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
pub(super) struct Tree<'a> {
    root: &'a [(Move, f64)],
    seat: Seat,
    cfg: SearchConfig,
    nodes: Vec<Node>,
    /// Per root move (by index): the sum of the seat's final margins and of its wins (1, ½
    /// for a level game, 0) over the iterations that began with it.
    root_outcomes: Vec<(f64, f64)>,
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
    rank: RankBuffers,
    /// The game each iteration is drawn into (its memory reused from one to the next).
    world: Option<GameState>,
}

impl<'a> Tree<'a> {
    pub(super) fn new(root: &'a [(Move, f64)], seat: Seat, cfg: SearchConfig) -> Tree<'a> {
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
            root_outcomes: vec![(0.0, 0.0); root.len()],
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
            rank: RankBuffers::default(),
            world: None,
        }
    }

    /// Runs iterations until `iterations` are done or `deadline` passes (at least one), or
    /// until `stop` is given (perhaps none).
    pub(super) fn search(
        &mut self,
        view: &GameState,
        rng: &mut ChaCha8Rng,
        iterations: Option<u64>,
        deadline: Option<Instant>,
        stop: &Stop,
    ) {
        let mut done = 0u64;
        loop {
            if stop.is_stopped() {
                break;
            }
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
    /// greedy evaluation in two stages ([`rank_moves`]; computed once per node and tile: the board there is the same in
    /// every determinization).
    /// `None` until the pair has been reached `context_threshold` times.
    fn context(
        &mut self,
        node: u32,
        tile: TileKind,
        det: &GameState,
        actor: Seat,
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
        rank_moves(
            det,
            &self.moves,
            actor,
            &self.cfg.greedy,
            self.cfg.aimed_width.unwrap_or(usize::MAX),
            &mut self.rank,
            &mut self.scored,
        );
        let top = self.scored.first().map_or(0.0, |s| s.0);
        let start = self.pruned.len() as u32;
        for &(v, i) in self.scored.iter().take(k.max(1)) {
            self.pruned.push((self.moves[i], v - top));
        }
        let r = (start, self.pruned.len() as u32);
        self.contexts.insert((node, tile), r);
        Some(r)
    }

    /// One iteration on a determinization of `view`, drawn into the tree's scratch game.
    fn iterate(&mut self, view: &GameState, rng: &mut ChaCha8Rng) {
        let mut det = match self.world.take() {
            Some(mut scratch) => {
                view.determinize_into(self.seat, rng, &mut scratch);
                scratch
            }
            None => view.determinize(self.seat, rng),
        };
        self.descend(&mut det, rng);
        self.world = Some(det);
    }

    /// The iteration's walk down the tree, the playout and the update, on `det`.
    fn descend(&mut self, det: &mut GameState, rng: &mut ChaCha8Rng) {
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
                    match self.context(node, tile, det, actor, k) {
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
        self.play_out(det, rng);
        let margins = margins(det);
        self.nodes[0].visits += 1;
        if let Some(outcome) = self
            .path
            .first()
            .and_then(|&c| self.root_outcomes.get_mut((c as usize).wrapping_sub(1)))
        {
            let d = margins[self.seat];
            outcome.0 += d;
            outcome.1 += win(d);
        }
        for &c in &self.path {
            let n = &mut self.nodes[c as usize];
            n.visits += 1;
            n.reward += reward(margins[n.actor], &self.cfg);
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

    /// Iterations run, and per root move its visits, reward sum, and the sums of the seat's
    /// margins and wins.
    pub(super) fn root_stats(&self) -> (u64, Vec<RootStat>) {
        (
            u64::from(self.nodes[0].visits),
            (1..=self.root.len())
                .map(|c| RootStat {
                    visits: u64::from(self.nodes[c].visits),
                    reward: self.nodes[c].reward,
                    margin: self.root_outcomes[c - 1].0,
                    wins: self.root_outcomes[c - 1].1,
                })
                .collect(),
        )
    }
}

/// What the iterations through one root move gave: sums, to be added over trees.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct RootStat {
    /// Iterations through it.
    pub visits: u64,
    /// The seat's rewards.
    pub reward: f64,
    /// The seat's final margins (its score less the best other).
    pub margin: f64,
    /// The seat's wins, a level game counting ½.
    pub wins: f64,
}

/// 1 for a positive margin, ½ for a level game, 0 behind.
fn win(d: f64) -> f64 {
    if d > 0.0 {
        1.0
    } else if d == 0.0 {
        0.5
    } else {
        0.0
    }
}

/// Per player: its final score less the best other player's.
fn margins(state: &GameState) -> PerSeat<f64> {
    let scores = state.scores();
    let mut out = PerSeat::<f64>::default();
    for (p, &own) in Seat::all(state.players()).zip(&scores) {
        let best_other = Seat::all(state.players())
            .zip(&scores)
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
    cfg.win_weight * win(d) + (1.0 - cfg.win_weight) * (0.5 + 0.5 * (d / cfg.margin_scale).tanh())
}
