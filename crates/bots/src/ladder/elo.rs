//! Elo ratings fitted to the results of two-player games: the Bradley–Terry model, whose
//! maximum-likelihood strengths are found by Hunter's minorization–maximization iteration, on
//! the Elo scale (a difference of `d` points means the stronger side scores
//! `1 / (1 + 10^(-d/400))` on average). A draw counts half a win for each side.
//!
//! **Prior:** every pair of bots is credited one virtual drawn game, so that a bot that never
//! won (or never lost) still gets a finite rating; with tens of games a pair its pull is small
//! and it is stated beside the results. Confidence intervals come from a bootstrap: the games
//! of every pair are resampled with replacement and the ratings refitted, and the interval is
//! the 2.5th to 97.5th percentile of each rating (seeded: the same results give the same
//! intervals). A pair where one side won every game resamples to the same games, so such a
//! rating's interval is narrow only because too few games were played: play more.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The results between two bots (indices into the bots of the ladder).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PairGames {
    /// The first bot.
    pub a: usize,
    /// The second bot.
    pub b: usize,
    /// Each game's outcome for `a`, in half points: 2 a win, 1 a draw, 0 a loss.
    pub outcomes: Vec<u8>,
}

impl PairGames {
    /// `a`'s points over the games (a draw is half a point).
    pub fn points_a(&self) -> f64 {
        f64::from(self.outcomes.iter().map(|&o| u32::from(o)).sum::<u32>()) / 2.0
    }
}

/// Virtual drawn games credited to every pair (see the module's docs).
pub const PRIOR_DRAWS: f64 = 1.0;

/// Iterations of the fit at most; it stops earlier once no strength moves by 1e-10.
const MAX_ITERATIONS: usize = 10_000;

/// The Elo ratings of `bots` bots from `pairs`, with bot `anchor` at 0.
pub fn fit(bots: usize, pairs: &[PairGames], anchor: usize) -> Vec<f64> {
    // wins[i]: points of i; games[i][j]: games between i and j (prior included).
    let mut wins = vec![0.0; bots];
    let mut games = vec![vec![0.0; bots]; bots];
    for p in pairs.iter().filter(|p| p.a != p.b) {
        let n = p.outcomes.len() as f64;
        let a_points = p.points_a();
        wins[p.a] += a_points + PRIOR_DRAWS / 2.0;
        wins[p.b] += n - a_points + PRIOR_DRAWS / 2.0;
        games[p.a][p.b] += n + PRIOR_DRAWS;
        games[p.b][p.a] += n + PRIOR_DRAWS;
    }
    let mut gamma = vec![1.0f64; bots];
    for _ in 0..MAX_ITERATIONS {
        let mut moved = 0.0f64;
        for i in 0..bots {
            let denominator: f64 = (0..bots)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (gamma[i] + gamma[j]))
                .sum();
            if denominator > 0.0 {
                let next = wins[i] / denominator;
                moved = moved.max((next - gamma[i]).abs() / gamma[i]);
                gamma[i] = next;
            }
        }
        // Strengths are defined up to a factor: keep the anchor at 1.
        let scale = gamma.get(anchor).copied().unwrap_or(1.0);
        if scale > 0.0 {
            gamma.iter_mut().for_each(|g| *g /= scale);
        }
        if moved < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 400.0 * g.log10()).collect()
}

/// A rating with its 95% interval.
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize)]
pub struct Rating {
    /// The fitted rating.
    pub elo: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

/// The ratings of [`fit`] with bootstrap intervals over `resamples` resamplings, seeded with
/// `seed`.
pub fn fit_with_intervals(
    bots: usize,
    pairs: &[PairGames],
    anchor: usize,
    resamples: usize,
    seed: u64,
) -> Vec<Rating> {
    let ratings = fit(bots, pairs, anchor);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(resamples); bots];
    for _ in 0..resamples {
        let resampled: Vec<PairGames> = pairs
            .iter()
            .map(|p| PairGames {
                outcomes: (0..p.outcomes.len())
                    .map(|_| p.outcomes[rng.random_range(0..p.outcomes.len())])
                    .collect(),
                ..p.clone()
            })
            .collect();
        for (i, r) in fit(bots, &resampled, anchor).into_iter().enumerate() {
            samples[i].push(r);
        }
    }
    ratings
        .into_iter()
        .zip(samples)
        .map(|(elo, mut s)| {
            s.sort_by(f64::total_cmp);
            let at = |q: f64| {
                s.get(((s.len().saturating_sub(1)) as f64 * q).round() as usize)
                    .copied()
                    .unwrap_or(elo)
            };
            Rating {
                elo,
                low: at(0.025),
                high: at(0.975),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: usize, b: usize, wins: usize, draws: usize, losses: usize) -> PairGames {
        let mut outcomes = vec![2; wins];
        outcomes.extend(std::iter::repeat_n(1, draws));
        outcomes.extend(std::iter::repeat_n(0, losses));
        PairGames { a, b, outcomes }
    }

    #[test]
    fn two_bots_differ_by_the_elo_of_their_score_with_the_prior() {
        // 75 of 100 points, plus the prior's half point each: 75.5 / 101.
        let r = fit(2, &[pair(0, 1, 70, 10, 20)], 1);
        let share: f64 = 75.5 / 101.0;
        let expected = 400.0 * (share / (1.0 - share)).log10();
        assert!((r[0] - expected).abs() < 1e-6, "{r:?} vs {expected}");
        assert_eq!(r[1], 0.0);
        // About 188 points: a 3:1 score is about +191 without the prior.
        assert!((185.0..190.0).contains(&r[0]), "{r:?}");
    }

    #[test]
    fn a_chain_of_even_results_rates_everyone_alike_and_a_shutout_stays_finite() {
        let even = fit(3, &[pair(0, 1, 5, 0, 5), pair(1, 2, 5, 0, 5)], 0);
        assert!(even.iter().all(|r| r.abs() < 1e-6), "{even:?}");
        let shutout = fit(2, &[pair(0, 1, 0, 0, 20)], 0);
        assert!(shutout[1].is_finite() && shutout[1] > 400.0, "{shutout:?}");
    }

    #[test]
    fn transitive_strengths_are_ordered_and_intervals_hold_the_fit() {
        let pairs = [
            pair(0, 1, 4, 2, 14),
            pair(0, 2, 1, 1, 18),
            pair(1, 2, 6, 2, 12),
        ];
        let r = fit_with_intervals(3, &pairs, 0, 200, 7);
        assert_eq!(r[0].elo, 0.0);
        assert!(r[0].elo < r[1].elo && r[1].elo < r[2].elo, "{r:?}");
        for x in &r[1..] {
            assert!(x.low < x.elo && x.elo < x.high, "{x:?}");
        }
        assert_eq!(r, fit_with_intervals(3, &pairs, 0, 200, 7), "seeded");
    }
}
