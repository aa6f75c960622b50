//! Summary statistics for many games.

use serde::Serialize;

/// A sample mean with its 95% confidence interval (normal approximation).
#[derive(Copy, Clone, Debug, PartialEq, Serialize)]
pub struct MeanCi {
    /// The mean.
    pub mean: f64,
    /// The sample standard deviation (0 with fewer than 2 values).
    pub sd: f64,
    /// Half the interval's width: 1.96 · sd / √n.
    pub half_width: f64,
    /// `mean - half_width`.
    pub low: f64,
    /// `mean + half_width`.
    pub high: f64,
}

impl MeanCi {
    /// The mean and interval of `values` (all zero when empty).
    pub fn of(values: &[f64]) -> MeanCi {
        let n = values.len() as f64;
        if values.is_empty() {
            return MeanCi {
                mean: 0.0,
                sd: 0.0,
                half_width: 0.0,
                low: 0.0,
                high: 0.0,
            };
        }
        let mean = values.iter().sum::<f64>() / n;
        let sd = if values.len() > 1 {
            (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
        } else {
            0.0
        };
        let half_width = 1.96 * sd / n.sqrt();
        MeanCi {
            mean,
            sd,
            half_width,
            low: mean - half_width,
            high: mean + half_width,
        }
    }
}

/// The mean of `values` (0 when empty).
pub fn mean(values: impl IntoIterator<Item = f64>) -> f64 {
    let (sum, n) = values
        .into_iter()
        .fold((0.0, 0u64), |(s, n), v| (s + v, n + 1));
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_interval() {
        let m = MeanCi::of(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert_eq!(m.mean, 5.0);
        let sd = (32.0f64 / 7.0).sqrt();
        assert!((m.sd - sd).abs() < 1e-12);
        assert!((m.half_width - 1.96 * sd / 8f64.sqrt()).abs() < 1e-12);
        assert_eq!(MeanCi::of(&[3.0]).half_width, 0.0);
        assert_eq!(MeanCi::of(&[]).mean, 0.0);
        assert_eq!(mean([1.0, 2.0]), 1.5);
    }
}
