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
//! * **Ranking.** Both prunings rank by [`rank_moves`]: with `aimed_width = Some(k)` a move
//!   sending a figure to a place on the board with the tile's placement (an expansion's
//!   figure placed away from the tile) is valued only for one placement per place aimed at
//!   and for the `k` best estimates (placement's value plus aim's), every other move fully:
//!   a fraction of the thousands of moves the expansions list together.
//! * **Parallelism.** `trees` independent trees (default: the rayon pool's thread count),
//!   tree `t` seeded from the decision's seed and `t`; the budget's iterations are split
//!   between them; their root visit counts are summed and the most visited move is played
//!   (ties: higher mean reward, then the earlier legal move). With [`Budget::Iterations`] the
//!   decision depends only on the seed, the view and the tree count.

mod rank;
mod rate;
mod tree;

pub use rank::{rank_moves, RankBuffers};

pub use rate::{
    bench_setup, playout_position, playout_rate, random_game_rate, GameRate, PlayoutRate,
    PLAYOUT_POSITION_MOVES,
};
use tree::{RootStat, Tree};

use halflings_engine::{GameState, Move, Phase, Seat};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;
use web_time::Instant;

use crate::bot::{bot_rng, mix_seed, Bot, Budget, View};
use crate::greedy::{draft_value, GreedyConfig};
use crate::stop::Stop;

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
    /// Ranking in two stages ([`rank_moves`]), at the root and inside the tree: of the
    /// moves sending a figure somewhere on the board with the tile's placement, one per
    /// place aimed at is valued and the `k` best estimated then (`None`: every move valued).
    pub aimed_width: Option<usize>,
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
            aimed_width: Some(8),
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
    stop: Stop,
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
            stop: Stop::new(),
        }
    }

    /// This bot, stopping its search as soon as `stop` is given: every tree ends before its
    /// next iteration, and the move most visited so far is played (the first root move if
    /// none was visited yet).
    pub fn with_stop(mut self, stop: Stop) -> SearchBot {
        self.stop = stop;
        self
    }

    /// Statistics of the last decision.
    pub fn last_stats(&self) -> &SearchStats {
        &self.last
    }

    /// The root moves to search: all legal moves, or the best `root_width` by the greedy
    /// evaluation (in legal order).
    /// With each, its greedy value less the best one (0 without pruning or bias).
    fn root_moves(&self, view: &GameState, seat: Seat, moves: Vec<Move>) -> Vec<(Move, f64)> {
        let k = self.cfg.root_width.unwrap_or(usize::MAX).max(1);
        if moves.len() <= k && self.cfg.prior_weight == 0.0 {
            return moves.into_iter().map(|m| (m, 0.0)).collect();
        }
        let mut scored: Vec<(f64, usize)> = Vec::new();
        if view.phase() == Phase::Draft {
            scored.extend(moves.iter().enumerate().map(|(i, mv)| match mv {
                Move::Pick { tile } => (draft_value(view, *tile), i),
                _ => (f64::NEG_INFINITY, i),
            }));
        } else {
            let width = self.cfg.aimed_width.unwrap_or(usize::MAX);
            let mut buf = RankBuffers::default();
            rank_moves(
                view,
                &moves,
                seat,
                &self.cfg.greedy,
                width,
                &mut buf,
                &mut scored,
            );
        }
        // Best first; earlier legal move first on ties.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let top = scored[0].0;
        let mut keep: Vec<(usize, f64)> =
            scored.iter().take(k).map(|&(v, i)| (i, v - top)).collect();
        keep.sort_unstable_by_key(|k| k.0);
        keep.into_iter().map(|(i, v)| (moves[i], v)).collect()
    }
}

/// The search's view of one root move: how often it was searched and what followed it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAnalysis {
    /// The move.
    pub mv: Move,
    /// Iterations that began with it.
    pub visits: u64,
    /// The seat's mean final margin after it: its score less the best other player's.
    pub margin: f64,
    /// The share of those iterations the seat won (a level game counts half).
    pub win_rate: f64,
    /// Its mean reward (see the module docs).
    pub reward: f64,
}

/// The root moves searched, each with its statistics summed over the trees, and the
/// iterations and trees searched.
struct RootSearch {
    moves: Vec<Move>,
    stats: Vec<RootStat>,
    iterations: u64,
    trees: usize,
}

impl SearchBot {
    /// Searches the root moves of `view` within `budget` (at least two moves: the caller
    /// answers a single one at once).
    fn search_root(
        &mut self,
        view: &View,
        root: &[(Move, f64)],
        budget: Budget,
        start: Instant,
    ) -> RootSearch {
        let seat = view.seat();
        let decision_seed = self.rng.next_u64();
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
        let stop = &self.stop;
        let run = |t: usize| {
            let mut tree = Tree::new(root, seat, cfg);
            let mut rng = ChaCha8Rng::seed_from_u64(mix_seed(decision_seed, t as u64));
            tree.search(view, &mut rng, per_tree(t), deadline, stop);
            tree.root_stats()
        };
        let results: Vec<(u64, Vec<RootStat>)> = if trees == 1 {
            vec![run(0)]
        } else {
            (0..trees).into_par_iter().map(run).collect()
        };
        let mut stats = vec![RootStat::default(); root.len()];
        let mut iterations = 0;
        for (its, tree_stats) in &results {
            iterations += its;
            for (sum, s) in stats.iter_mut().zip(tree_stats) {
                sum.visits += s.visits;
                sum.reward += s.reward;
                sum.margin += s.margin;
                sum.wins += s.wins;
            }
        }
        RootSearch {
            moves: root.iter().map(|&(mv, _)| mv).collect(),
            stats,
            iterations,
            trees,
        }
    }

    /// The search's ranking of the moves of the seat of `view`, which is to move: the root
    /// moves it searched within `budget` (the best `root_width` by the greedy evaluation),
    /// most searched first, each with its expected margin and win rate. The move
    /// [`Bot::choose`] would make comes first. A position with one legal move gives it alone,
    /// unsearched.
    ///
    /// # Panics
    /// When the game of `view` is over.
    pub fn analyse(&mut self, view: &View, budget: Budget) -> Vec<MoveAnalysis> {
        let start = Instant::now();
        let moves = view.legal_moves();
        assert!(
            !moves.is_empty(),
            "SearchBot asked to analyse a finished game"
        );
        let root = self.root_moves(view, view.seat(), moves);
        if root.len() == 1 {
            return vec![MoveAnalysis {
                mv: root[0].0,
                visits: 0,
                margin: 0.0,
                win_rate: 0.0,
                reward: 0.0,
            }];
        }
        let search = self.search_root(view, &root, budget, start);
        let mut out: Vec<MoveAnalysis> = search
            .moves
            .iter()
            .zip(&search.stats)
            .map(|(&mv, s)| {
                let n = s.visits.max(1) as f64;
                MoveAnalysis {
                    mv,
                    visits: s.visits,
                    margin: s.margin / n,
                    win_rate: s.wins / n,
                    reward: s.reward / n,
                }
            })
            .collect();
        // As the bot chooses: most visits, then the higher mean reward, then the earlier move.
        out.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.reward.total_cmp(&a.reward)));
        out
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
        if moves.len() == 1 {
            // The decision's seed is drawn all the same, so that later decisions do not
            // depend on how many moves this one had.
            self.rng.next_u64();
            self.last = SearchStats {
                root_moves: 1,
                ..SearchStats::default()
            };
            return moves[0];
        }
        let root = self.root_moves(view, seat, moves);
        if root.len() == 1 {
            self.rng.next_u64();
            self.last = SearchStats {
                root_moves: 1,
                seconds: start.elapsed().as_secs_f64(),
                ..SearchStats::default()
            };
            return root[0].0;
        }
        let search = self.search_root(view, &root, budget, start);
        let stats = &search.stats;
        let mean = |i: usize| {
            if stats[i].visits == 0 {
                f64::NEG_INFINITY
            } else {
                stats[i].reward / stats[i].visits as f64
            }
        };
        let mut best = 0;
        for i in 1..root.len() {
            if stats[i].visits > stats[best].visits
                || (stats[i].visits == stats[best].visits && mean(i) > mean(best))
            {
                best = i;
            }
        }
        self.last = SearchStats {
            iterations: search.iterations,
            trees: search.trees,
            root_moves: root.len(),
            best_visits: stats[best].visits,
            best_reward: if stats[best].visits > 0 {
                mean(best)
            } else {
                0.0
            },
            seconds: start.elapsed().as_secs_f64(),
        };
        root[best].0
    }
}
