//! The arena's statistics: means with standard errors clustered by seed,
//! paired differences, and a histogram for decision times.
//!
//! The unit of independence is the seed: the hands played on one wall (the
//! four seats of a duplicate set, the seat orders of a mixed table) are
//! correlated, so every standard error here is computed from one value per
//! seed (`ai-strength.md` §2: "SE = sd(per-seed mean)/√S"). Confidence
//! intervals use the normal quantiles (the runs have hundreds to tens of
//! thousands of seeds).

use serde::Serialize;

/// Two-sided 95 % normal quantile.
pub const Z95: f64 = 1.959_963_984_540_054;
/// Two-sided 99 % normal quantile.
pub const Z99: f64 = 2.575_829_303_548_901;

/// A mean with its clustered standard error and confidence intervals.
/// With fewer than two seeds the error and the intervals are NaN (`null`
/// in JSON).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Estimate {
    /// The estimate.
    pub mean: f64,
    /// Its standard error, clustered by seed.
    pub se: f64,
    /// 95 % confidence interval.
    pub ci95: [f64; 2],
    /// 99 % confidence interval.
    pub ci99: [f64; 2],
    /// Number of seeds (clusters).
    pub seeds: usize,
}

impl Estimate {
    fn new(mean: f64, se: f64, seeds: usize) -> Estimate {
        Estimate {
            mean,
            se,
            ci95: [mean - Z95 * se, mean + Z95 * se],
            ci99: [mean - Z99 * se, mean + Z99 * se],
            seeds,
        }
    }

    /// True when the 95 % interval lies above zero.
    #[must_use]
    pub fn above_zero_95(&self) -> bool {
        self.ci95[0] > 0.0
    }
}

/// The mean of per-seed values (each seed's mean over its hands, every seed
/// weighing the same) and its standard error `sd / √S`.
///
/// ```
/// use majiang_arena::stats::cluster_mean;
/// let e = cluster_mean(&[1.0, 2.0, 3.0, 4.0]);
/// assert_eq!(e.mean, 2.5);
/// assert!((e.se - 0.645_497_224_367_903).abs() < 1e-12);
/// ```
#[must_use]
pub fn cluster_mean(per_seed: &[f64]) -> Estimate {
    let s = per_seed.len();
    if s == 0 {
        return Estimate::new(f64::NAN, f64::NAN, 0);
    }
    let mean = per_seed.iter().sum::<f64>() / s as f64;
    if s < 2 {
        return Estimate::new(mean, f64::NAN, s);
    }
    let var = per_seed.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (s - 1) as f64;
    Estimate::new(mean, (var / s as f64).sqrt(), s)
}

/// The paired difference `a − b` of two per-seed series (the same seeds in
/// the same order): the mean of the per-seed differences and its clustered
/// standard error.
///
/// ```
/// use majiang_arena::stats::paired_difference;
/// let d = paired_difference(&[3.0, 5.0, 4.0], &[1.0, 2.0, 3.0]);
/// assert_eq!(d.mean, 2.0);
/// assert!((d.se - (1.0f64 / 3.0).sqrt()).abs() < 1e-12);
/// ```
#[must_use]
pub fn paired_difference(a: &[f64], b: &[f64]) -> Estimate {
    assert_eq!(a.len(), b.len(), "paired series need the same seeds");
    let d: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    cluster_mean(&d)
}

/// A ratio of sums `Σy / Σx` over seeds (a share whose denominator varies
/// by seed, such as self-draws among wins) with its clustered
/// (linearisation) standard error
/// `√(S/(S−1) · Σ(y_s − R·x_s)²) / Σx`. NaN when `Σx` is 0.
///
/// ```
/// use majiang_arena::stats::ratio;
/// // Equal denominators: the same as the mean of the per-seed ratios.
/// let r = ratio(&[1.0, 2.0, 3.0, 4.0], &[2.0, 2.0, 2.0, 2.0]);
/// assert_eq!(r.mean, 1.25);
/// assert!((r.se - 0.645_497_224_367_903 / 2.0).abs() < 1e-12);
/// ```
#[must_use]
pub fn ratio(y: &[f64], x: &[f64]) -> Estimate {
    assert_eq!(y.len(), x.len(), "a ratio needs one numerator per denominator");
    let s = y.len();
    let (sy, sx) = (y.iter().sum::<f64>(), x.iter().sum::<f64>());
    if sx == 0.0 {
        return Estimate::new(f64::NAN, f64::NAN, s);
    }
    let r = sy / sx;
    if s < 2 {
        return Estimate::new(r, f64::NAN, s);
    }
    let ss: f64 = y.iter().zip(x).map(|(yi, xi)| (yi - r * xi).powi(2)).sum();
    Estimate::new(r, (ss * s as f64 / (s - 1) as f64).sqrt() / sx, s)
}

/// Decision times in nanoseconds: a log-linear histogram (values below 64
/// exact, above that 32 buckets per power of two, so a quantile is within
/// 1/32 ≈ 3 % of the true value) plus the exact count, sum and maximum.
/// Merging is addition, so the result does not depend on the order the
/// seeds finish in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeHistogram {
    buckets: Vec<u64>,
    count: u64,
    sum: u128,
    max: u64,
}

impl Default for TimeHistogram {
    fn default() -> Self {
        TimeHistogram { buckets: vec![0; BUCKETS], count: 0, sum: 0, max: 0 }
    }
}

const LINEAR: u64 = 64;
const SUB_BITS: u32 = 5;
const BUCKETS: usize = LINEAR as usize + (64 - 6) * (1 << SUB_BITS);

fn bucket_of(v: u64) -> usize {
    if v < LINEAR {
        return v as usize;
    }
    let e = 63 - v.leading_zeros();
    let sub = (v >> (e - SUB_BITS)) & ((1 << SUB_BITS) - 1);
    LINEAR as usize + ((e - 6) as usize) * (1 << SUB_BITS) + sub as usize
}

/// The smallest value of a bucket.
fn bucket_floor(b: usize) -> u64 {
    if b < LINEAR as usize {
        return b as u64;
    }
    let b = b - LINEAR as usize;
    let e = (b >> SUB_BITS) as u32 + 6;
    let sub = (b & ((1 << SUB_BITS) - 1)) as u64;
    (1u64 << e) | (sub << (e - SUB_BITS))
}

impl TimeHistogram {
    /// Records one duration.
    pub fn record(&mut self, ns: u64) {
        self.buckets[bucket_of(ns)] += 1;
        self.count += 1;
        self.sum += u128::from(ns);
        self.max = self.max.max(ns);
    }

    /// Adds another histogram's records.
    pub fn merge(&mut self, other: &TimeHistogram) {
        for (a, b) in self.buckets.iter_mut().zip(&other.buckets) {
            *a += b;
        }
        self.count += other.count;
        self.sum += other.sum;
        self.max = self.max.max(other.max);
    }

    /// Number of records.
    #[must_use]
    pub const fn count(&self) -> u64 {
        self.count
    }

    /// The `q`-quantile (0–1): the lower edge of the bucket holding it, or
    /// the maximum for `q = 1`; 0 when empty.
    #[must_use]
    pub fn quantile(&self, q: f64) -> u64 {
        if self.count == 0 {
            return 0;
        }
        if q >= 1.0 {
            return self.max;
        }
        let rank = ((q * self.count as f64).ceil() as u64).max(1);
        let mut seen = 0;
        for (b, &n) in self.buckets.iter().enumerate() {
            seen += n;
            if seen >= rank {
                return bucket_floor(b).min(self.max);
            }
        }
        self.max
    }

    /// The summary the report prints.
    #[must_use]
    pub fn summary(&self) -> DecisionTimes {
        DecisionTimes {
            decisions: self.count,
            mean_ns: if self.count == 0 { 0 } else { (self.sum / u128::from(self.count)) as u64 },
            p50_ns: self.quantile(0.5),
            p99_ns: self.quantile(0.99),
            max_ns: self.max,
        }
    }
}

/// Decision times of one agent in one format (wall clock around each
/// decision, on whatever thread played it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct DecisionTimes {
    /// Decisions timed (deterministic).
    pub decisions: u64,
    /// Mean, ns.
    pub mean_ns: u64,
    /// Median, ns (within 3 %).
    pub p50_ns: u64,
    /// 99th percentile, ns (within 3 %).
    pub p99_ns: u64,
    /// Slowest decision, ns.
    pub max_ns: u64,
}

impl DecisionTimes {
    /// The same count with every time zeroed (what stays identical between
    /// two runs).
    #[must_use]
    pub const fn without_times(self) -> DecisionTimes {
        DecisionTimes { decisions: self.decisions, mean_ns: 0, p50_ns: 0, p99_ns: 0, max_ns: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clustered_error_on_a_known_example() {
        // Three seeds, two hands each: the per-seed means are 1, 3 and 8.
        // mean 4, sample sd √13, SE √13/√3.
        let per_seed = [(0.0 + 2.0) / 2.0, (2.0 + 4.0) / 2.0, (6.0 + 10.0) / 2.0];
        let e = cluster_mean(&per_seed);
        assert_eq!(e.mean, 4.0);
        assert!((e.se - (13.0f64 / 3.0).sqrt()).abs() < 1e-12);
        assert!((e.ci95[1] - (4.0 + Z95 * (13.0f64 / 3.0).sqrt())).abs() < 1e-12);
        assert_eq!(e.seeds, 3);
        // Hands counted as independent would give a smaller error: the
        // clustering matters.
        let hands = [0.0, 2.0, 2.0, 4.0, 6.0, 10.0];
        let naive = cluster_mean(&hands);
        assert!(naive.se < e.se);
    }

    #[test]
    fn ratio_with_unequal_denominators() {
        // Wins 1/2, 0/1, 3/3: R = 4/6.
        let r = ratio(&[1.0, 0.0, 3.0], &[2.0, 1.0, 3.0]);
        assert!((r.mean - 4.0 / 6.0).abs() < 1e-15);
        let resid = [1.0 - 4.0 / 3.0, -4.0 / 6.0, 3.0 - 2.0];
        let want = (resid.iter().map(|x: &f64| x * x).sum::<f64>() * 3.0 / 2.0).sqrt() / 6.0;
        assert!((r.se - want).abs() < 1e-12);
        assert!(ratio(&[0.0], &[0.0]).mean.is_nan());
    }

    #[test]
    fn one_seed_has_no_error() {
        let e = cluster_mean(&[2.0]);
        assert_eq!(e.mean, 2.0);
        assert!(e.se.is_nan());
        assert_eq!(serde_json::to_string(&e.se).unwrap(), "null");
    }

    #[test]
    fn histogram_quantiles_are_within_three_percent() {
        let mut h = TimeHistogram::default();
        for v in 1..=10_000u64 {
            h.record(v * 7);
        }
        for (q, exact) in [(0.5, 35_000.0), (0.99, 69_300.0)] {
            let got = h.quantile(q) as f64;
            assert!((got - exact).abs() / exact < 1.0 / 32.0, "{q}: {got} vs {exact}");
        }
        assert_eq!(h.quantile(1.0), 70_000);
        assert_eq!(h.summary().max_ns, 70_000);
        assert_eq!(h.summary().mean_ns, 35_003);
        for v in [0, 1, 63, 64, 65, 1000, u64::MAX / 3, u64::MAX] {
            let b = bucket_of(v);
            assert!(b < BUCKETS);
            assert!(bucket_floor(b) <= v && (b + 1 == BUCKETS || bucket_floor(b + 1) > v), "{v}");
        }
        let mut a = TimeHistogram::default();
        let mut b = TimeHistogram::default();
        a.record(5);
        b.record(500);
        a.merge(&b);
        assert_eq!((a.count(), a.quantile(1.0), a.quantile(0.5)), (2, 500, 5));
    }
}
