//! Summary statistics.

use serde::Serialize;

/// A sample mean with its 95% confidence interval (normal approximation).
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize)]
pub struct MeanCi {
    /// The mean (0 when there are no values).
    pub mean: f64,
    /// Half the interval's width: 1.96 · sd / √n (0 with fewer than 2 values).
    pub half_width: f64,
    /// `mean - half_width`.
    pub low: f64,
    /// `mean + half_width`.
    pub high: f64,
}

impl MeanCi {
    /// The mean and interval of `values`.
    pub fn of(values: &[f64]) -> MeanCi {
        if values.is_empty() {
            return MeanCi::default();
        }
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        let sd = if values.len() > 1 {
            (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
        } else {
            0.0
        };
        let half_width = 1.96 * sd / n.sqrt();
        MeanCi {
            mean,
            half_width,
            low: mean - half_width,
            high: mean + half_width,
        }
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
        assert!((m.half_width - 1.96 * sd / 8f64.sqrt()).abs() < 1e-12);
        assert_eq!(MeanCi::of(&[3.0]).half_width, 0.0);
        assert_eq!(MeanCi::of(&[]), MeanCi::default());
    }
}
