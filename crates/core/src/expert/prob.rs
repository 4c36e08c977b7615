//! Win probabilities over the draws a player has left.
//!
//! Model: the player's next draws are a uniformly random sample, without
//! replacement, of the `pool` tiles it has not seen (the wall and the other
//! hands are indistinguishable to it), and it keeps every tile that brings it
//! closer, throwing the others back. Then a ready hand waiting on `w` tiles
//! wins within `d` draws with probability `1 − C(pool − w, d) / C(pool, d)`,
//! and a hand one step further wins as the sum, over the draw `j` that first
//! brings it to ready, of the ready hand's chance in the `d − j` draws left.
//! Hands further away chain such stages ([`stages`]).

/// Most draws the model looks ahead (a Changsha player draws about 14 times).
pub(crate) const MAX_DRAWS: usize = 40;

/// Probability that none of `d` draws from `pool` tiles hits one of `w`.
#[inline]
pub(crate) fn miss(w: u32, d: u32, pool: u32) -> f64 {
    if w == 0 {
        return 1.0;
    }
    let mut p = 1.0;
    for k in 0..d.min(pool) {
        let left = pool - k;
        if left <= w {
            return 0.0;
        }
        p *= (left - w) as f64 / left as f64;
    }
    p
}

/// Probability that a ready hand waiting on `w` unseen tiles wins within `d`
/// draws from `pool` unseen tiles.
#[inline]
pub(crate) fn ready(w: u32, d: u32, pool: u32) -> f64 {
    1.0 - miss(w, d, pool)
}

/// Ready-hand win probabilities after the first useful draw, for every
/// draw index `j = 1..=d`: `out[j] = ready(w, d − j, pool − j)`, computed in
/// one backward pass (each step back adds one draw to a one-larger pool).
#[inline]
fn ready_after(w: u32, d: u32, pool: u32, out: &mut [f64; MAX_DRAWS + 1]) {
    let mut m = 1.0; // miss probability with 0 draws left
    for j in (1..=d).rev() {
        out[j as usize] = 1.0 - m;
        // Moving to j − 1 puts one more draw in front, from `pool − j + 1` tiles.
        let left = pool.saturating_sub(j - 1);
        m *= if left > w { (left - w) as f64 / left as f64 } else { 0.0 };
    }
}

/// Probability of winning within `d` draws from one step before ready:
/// `useful` unseen tiles bring the hand to ready; `waits` lists, for the
/// ready hands they lead to, `(weight, w)` — how many of the useful tiles
/// lead to a ready hand waiting on `w` tiles. Σ weight = useful.
pub(crate) fn one_step(waits: &[(u32, u32)], useful: u32, d: u32, pool: u32) -> f64 {
    let d = d.min(MAX_DRAWS as u32);
    if useful == 0 || d < 2 || pool < 2 {
        return 0.0;
    }
    // P(first useful draw is draw j) = P(no useful in j−1 draws) · useful / (pool − j + 1).
    let mut first = [0.0f64; MAX_DRAWS + 1];
    let mut none = 1.0;
    for j in 1..=d {
        let left = pool.saturating_sub(j - 1);
        if left == 0 {
            break;
        }
        first[j as usize] = none / left as f64; // times the weight of the tile
        none *= left.saturating_sub(useful) as f64 / left as f64;
    }
    let mut total = 0.0;
    let mut after = [0.0f64; MAX_DRAWS + 1];
    for &(weight, w) in waits {
        if weight == 0 || w == 0 {
            continue;
        }
        ready_after(w, d, pool, &mut after);
        let mut s = 0.0;
        for j in 1..d {
            s += first[j as usize] * after[j as usize];
        }
        total += weight as f64 * s;
    }
    total.min(1.0)
}

/// [`one_step`] for every horizon `0..=d_max` at once: `out[d]` is the
/// probability of winning within `d` draws.
pub(crate) fn one_step_curve(
    waits: &[(u32, u32)],
    useful: u32,
    d_max: u32,
    pool: u32,
    out: &mut [f64; MAX_DRAWS + 1],
) {
    let d_max = d_max.min(MAX_DRAWS as u32);
    *out = [0.0; MAX_DRAWS + 1];
    if useful == 0 || pool < 2 {
        return;
    }
    let mut first = [0.0f64; MAX_DRAWS + 1];
    let mut none = 1.0;
    for j in 1..=d_max {
        let left = pool.saturating_sub(j - 1);
        if left == 0 {
            break;
        }
        first[j as usize] = none / left as f64;
        none *= left.saturating_sub(useful) as f64 / left as f64;
    }
    for d in 2..=d_max {
        let mut total = 0.0;
        for j in 1..d {
            let mut s = 0.0;
            for &(weight, w) in waits {
                s += weight as f64 * ready(w, d - j, pool.saturating_sub(j));
            }
            total += first[j as usize] * s;
        }
        out[d as usize] = total.min(1.0);
    }
}

/// Probability of winning within `d` draws from a hand whose `useful` tiles
/// each lead to a hand with the win-probability curve `curves[k]` (indexed by
/// the draws then left), weighted by `weights[k]`.
pub(crate) fn through(
    weights: &[u32],
    curves: &[[f64; MAX_DRAWS + 1]],
    useful: u32,
    d: u32,
    pool: u32,
) -> f64 {
    let d = d.min(MAX_DRAWS as u32);
    let mut none = 1.0;
    let mut total = 0.0;
    for j in 1..=d {
        let left = pool.saturating_sub(j - 1);
        if left == 0 {
            break;
        }
        let mut s = 0.0;
        for (w, c) in weights.iter().zip(curves) {
            s += *w as f64 * c[(d - j) as usize];
        }
        total += none / left as f64 * s;
        none *= left.saturating_sub(useful) as f64 / left as f64;
    }
    total.min(1.0)
}

/// Probability that a chain of stages completes within `d` draws: stage `k`
/// succeeds on each draw with probability `p[k]` (independent draws). Used for
/// hands two or more steps from ready, whose later stages are estimates.
pub(crate) fn stages(p: &[f64], d: u32) -> f64 {
    let n = p.len();
    if n == 0 {
        return 1.0;
    }
    // at[k]: probability of being at stage k after the draws so far.
    let mut at = [0.0f64; 8];
    debug_assert!(n < at.len());
    at[0] = 1.0;
    let mut done = 0.0;
    for _ in 0..d.min(MAX_DRAWS as u32) {
        // Walk backwards so each draw advances a stage at most once.
        for k in (0..n).rev() {
            let moved = at[k] * p[k];
            at[k] -= moved;
            if k + 1 == n {
                done += moved;
            } else {
                at[k + 1] += moved;
            }
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    fn binom(n: u32, k: u32) -> f64 {
        if k > n {
            return 0.0;
        }
        (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
    }

    #[test]
    fn ready_is_hypergeometric() {
        for (w, d, pool) in [(4, 10, 80), (1, 14, 60), (8, 3, 30), (0, 5, 50), (7, 20, 25)] {
            let want = 1.0 - binom(pool - w, d) / binom(pool, d);
            assert!((ready(w, d, pool) - want).abs() < 1e-12, "{w} {d} {pool}");
        }
    }

    /// Brute force of the one-step model: enumerate the draw sequences as a
    /// Markov chain over (draw index, state) with exact pool depletion.
    fn one_step_brute(waits: &[(u32, u32)], useful: u32, d: u32, pool: u32) -> f64 {
        // P(first useful at j) exactly, then P(ready hand with w wins within d − j of pool − j).
        let mut total = 0.0;
        let mut none = 1.0;
        for j in 1..=d {
            let left = pool - (j - 1);
            for &(weight, w) in waits {
                let p_first = none * weight as f64 / left as f64;
                let rest = d - j;
                let pool2 = pool - j;
                total += p_first * (1.0 - binom(pool2 - w, rest) / binom(pool2, rest));
            }
            none *= (left - useful) as f64 / left as f64;
        }
        total
    }

    #[test]
    fn one_step_matches_enumeration() {
        for (waits, d, pool) in [
            (vec![(8, 4), (4, 6)], 14, 80),
            (vec![(20, 5)], 10, 70),
            (vec![(3, 1), (5, 8), (2, 2)], 18, 60),
        ] {
            let useful = waits.iter().map(|x| x.0).sum();
            let got = one_step(&waits, useful, d, pool);
            let want = one_step_brute(&waits, useful, d, pool);
            assert!((got - want).abs() < 1e-9, "{got} {want}");
        }
    }

    #[test]
    fn stages_single_is_geometric() {
        let p = 0.1;
        let got = stages(&[p], 10);
        assert!((got - (1.0 - 0.9f64.powi(10))).abs() < 1e-12);
        // Two stages need at least two draws.
        assert_eq!(stages(&[0.5, 0.5], 1), 0.0);
        assert!((stages(&[0.5, 0.5], 2) - 0.25).abs() < 1e-12);
    }
}
