//! Solitaire (一人麻将): the tile-efficiency yardstick of `ai-evaluation.md`.
//!
//! Each seed gives a 108-tile wall (ChaCha8 stream, Fisher–Yates with a
//! multiply-shift index, so the wall depends only on the seed). Deal 13, draw
//! one per turn, no opponents and no claims; stop on any win of the rules
//! (`is_win`). The player sees its hand and the tiles it has not seen
//! (4 − hand − own discards). Every player meets the same walls, so two
//! players are compared wall by wall (paired differences).
//!
//! Reported per player: P(win within 8/10/14/18/40 draws), median draws to
//! win (unwon = cap + 1), tenpai by draw 6/9/12, mean points within 14 draws
//! (self-draw values: small 6, big 18 per unit), the big-hand share of wins
//! and decision-time percentiles.

use super::eval::{DiscardScore, Params, Position, Scratch, rank};
use super::matrix::{MAX_DISCARDS, Matrix, Request};
use crate::counts::Counts;
use crate::hand::Hand;
use crate::rules::{RuleSet, Target};
use crate::tile::{SUITED_KINDS, Tile};
use crate::win::{is_win, winning_targets};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Draws a Changsha player gets in a hand, about: the horizon solitaire
/// players plan for (`draws_left = HAND_DRAWS − draws so far`).
pub const HAND_DRAWS: u32 = 14;

/// The 108-tile wall of `seed`: a Fisher–Yates shuffle driven by a ChaCha8
/// stream (the index is the high half of `next_u64 · (i + 1)`, so the wall
/// depends only on the seed and the stream, not on a library's sampling).
#[must_use]
pub fn wall(seed: u64) -> [Tile; 108] {
    let mut tiles = [Tile::from_index_unchecked(0); 108];
    for (i, t) in tiles.iter_mut().enumerate() {
        *t = Tile::from_index_unchecked(i / 4);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for i in (1..tiles.len()).rev() {
        let j = ((rng.next_u64() as u128 * (i as u128 + 1)) >> 64) as usize;
        tiles.swap(i, j);
    }
    tiles
}

/// A solitaire player: picks the discard of a `3n+2` hand.
pub trait SolitairePlayer {
    /// A short name for the report.
    fn name(&self) -> String;
    /// Called before each wall with its seed (for players with random ties).
    fn start(&mut self, seed: u64);
    /// The tile to discard; `drawn` counts the draws so far (1 on the first).
    fn discard(&mut self, hand: &Hand, rules: &RuleSet, unseen: &Counts, drawn: u32) -> Tile;
}

/// What happened on one wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WallResult {
    /// The draw that won, if any within the cap.
    pub won_at: Option<u32>,
    /// The first draw after which the hand was ready (0: dealt ready).
    pub ready_at: Option<u32>,
    /// Big-hand units of the win (0: small hand).
    pub units: u32,
}

/// Plays one wall.
pub fn play_wall<P: SolitairePlayer>(
    player: &mut P,
    rules: &RuleSet,
    seed: u64,
    cap: u32,
    times: &mut Vec<u32>,
) -> WallResult {
    let wall = wall(seed);
    let mut concealed = Counts::EMPTY;
    for t in &wall[..13] {
        concealed.0[t.index()] += 1;
    }
    let mut unseen = Counts::EMPTY;
    for k in 0..SUITED_KINDS {
        unseen.0[k] = 4 - concealed.0[k];
    }
    let mut hand = Hand::new(concealed, &[], rules).expect("13 dealt tiles form a hand");
    player.start(seed);
    let mut ready_at = (crate::shanten::shanten(&hand, rules) <= 0).then_some(0);
    for drawn in 1..=cap {
        let t = wall[12 + drawn as usize];
        unseen.0[t.index()] -= 1;
        hand.push_unchecked(t);
        if is_win(&hand, rules) {
            return WallResult {
                won_at: Some(drawn),
                ready_at: ready_at.or(Some(drawn)),
                units: big_units(&hand, rules),
            };
        }
        let start = Instant::now();
        let d = player.discard(&hand, rules, &unseen, drawn);
        times.push(start.elapsed().as_nanos().min(u32::MAX as u128) as u32);
        assert!(hand.concealed().get(d) > 0, "{} discarded {d}, not in {hand}", player.name());
        hand.pop_unchecked(d);
        if ready_at.is_none() && crate::shanten::shanten(&hand, rules) == 0 {
            ready_at = Some(drawn);
        }
    }
    WallResult { won_at: None, ready_at, units: 0 }
}

/// Big-hand units of a winning hand by its shape (碰碰胡, 清一色, 将将胡,
/// 全求人 one each; 七小对 one plus one per four held), 0 for a small hand.
/// Situational big hands do not arise in solitaire.
#[must_use]
pub fn big_units(hand: &Hand, rules: &RuleSet) -> u32 {
    let mut units = 0;
    for t in winning_targets(hand, rules) {
        units += match t {
            Target::Regular | Target::ThirteenOrphans => 0,
            Target::SevenPairs => {
                1 + hand.concealed().as_array().iter().filter(|&&c| c == 4).count() as u32
            }
            Target::PengPengHu | Target::QingYiSe | Target::JiangJiangHu | Target::QuanQiuRen => 1,
        };
    }
    units
}

/// One player's results over a range of walls.
#[derive(Clone, Debug)]
pub struct Report {
    /// The player.
    pub name: String,
    /// The first seed.
    pub first_seed: u64,
    /// Per wall, in seed order.
    pub walls: Vec<WallResult>,
    /// Draw cap.
    pub cap: u32,
    /// Decision times in nanoseconds, sorted.
    pub times: Vec<u32>,
}

impl Report {
    /// Fraction of walls won within `n` draws.
    #[must_use]
    pub fn win_within(&self, n: u32) -> f64 {
        self.walls.iter().filter(|w| w.won_at.is_some_and(|d| d <= n)).count() as f64
            / self.walls.len() as f64
    }

    /// Fraction of walls ready by draw `n`.
    #[must_use]
    pub fn ready_by(&self, n: u32) -> f64 {
        self.walls.iter().filter(|w| w.ready_at.is_some_and(|d| d <= n)).count() as f64
            / self.walls.len() as f64
    }

    /// Median draws to win, unwon walls counting as `cap + 1`.
    #[must_use]
    pub fn median_draws(&self) -> u32 {
        let mut d: Vec<u32> = self.walls.iter().map(|w| w.won_at.unwrap_or(self.cap + 1)).collect();
        d.sort_unstable();
        d[d.len() / 2]
    }

    /// Mean points within 14 draws (self-draw values: small 6, big 18 per unit).
    #[must_use]
    pub fn points_within_14(&self) -> f64 {
        self.walls.iter().map(wall_points).sum::<f64>() / self.walls.len() as f64
    }

    /// Share of wins (within the cap) that are big hands.
    #[must_use]
    pub fn big_share(&self) -> f64 {
        let wins = self.walls.iter().filter(|w| w.won_at.is_some()).count();
        let big = self.walls.iter().filter(|w| w.won_at.is_some() && w.units > 0).count();
        if wins == 0 { 0.0 } else { big as f64 / wins as f64 }
    }

    /// Decision-time percentile in nanoseconds (`q` in 0–1).
    #[must_use]
    pub fn time_ns(&self, q: f64) -> u32 {
        if self.times.is_empty() {
            return 0;
        }
        let i = ((self.times.len() - 1) as f64 * q).round() as usize;
        self.times[i]
    }

    /// Paired difference `self − other` of P(win within `n`) over the same
    /// walls: (mean, 95 % half-width).
    #[must_use]
    pub fn paired_win(&self, other: &Report, n: u32) -> (f64, f64) {
        let x = |w: &WallResult| w.won_at.is_some_and(|d| d <= n) as i32 as f64;
        paired(self.walls.iter().zip(&other.walls).map(|(a, b)| x(a) - x(b)))
    }

    /// Paired difference of points within 14 draws: (mean, 95 % half-width).
    #[must_use]
    pub fn paired_points(&self, other: &Report) -> (f64, f64) {
        paired(self.walls.iter().zip(&other.walls).map(|(a, b)| wall_points(a) - wall_points(b)))
    }

    /// The report's row: name, P(win ≤ 8/10/14/18/40), median, tenpai ≤ 6/9/12,
    /// points, big share, µs p50/p99/max.
    #[must_use]
    pub fn row(&self) -> String {
        format!(
            "{:<22} {:>5.1} {:>5.1} {:>5.1} {:>5.1} {:>5.1} {:>4} {:>5.1} {:>5.1} {:>5.1} {:>6.3} {:>5.1} {:>7.2} {:>7.2} {:>8.1}",
            self.name,
            100.0 * self.win_within(8),
            100.0 * self.win_within(10),
            100.0 * self.win_within(14),
            100.0 * self.win_within(18),
            100.0 * self.win_within(self.cap),
            self.median_draws(),
            100.0 * self.ready_by(6),
            100.0 * self.ready_by(9),
            100.0 * self.ready_by(12),
            self.points_within_14(),
            100.0 * self.big_share(),
            self.time_ns(0.5) as f64 / 1000.0,
            self.time_ns(0.99) as f64 / 1000.0,
            self.time_ns(1.0) as f64 / 1000.0,
        )
    }

    /// The header of [`Report::row`].
    #[must_use]
    pub fn header() -> String {
        format!(
            "{:<22} {:>5} {:>5} {:>5} {:>5} {:>5} {:>4} {:>5} {:>5} {:>5} {:>6} {:>5} {:>7} {:>7} {:>8}",
            "player",
            "w≤8",
            "w≤10",
            "w≤14",
            "w≤18",
            "w≤cap",
            "med",
            "t≤6",
            "t≤9",
            "t≤12",
            "pts14",
            "big%",
            "p50µs",
            "p99µs",
            "maxµs"
        )
    }
}

fn wall_points(w: &WallResult) -> f64 {
    match w.won_at {
        Some(d) if d <= 14 => {
            if w.units > 0 {
                18.0 * w.units as f64
            } else {
                6.0
            }
        }
        _ => 0.0,
    }
}

fn paired(diffs: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut n, mut s, mut s2) = (0f64, 0f64, 0f64);
    for d in diffs {
        n += 1.0;
        s += d;
        s2 += d * d;
    }
    let mean = s / n;
    let var = (s2 / n - mean * mean) * n / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// Plays `count` walls from `first_seed` with players made by `make`, on
/// `threads` threads; the result does not depend on the thread count
/// (timings aside).
pub fn run<P, F>(
    make: F,
    rules: &RuleSet,
    first_seed: u64,
    count: u64,
    cap: u32,
    threads: usize,
) -> Report
where
    P: SolitairePlayer,
    F: Fn() -> P + Sync,
{
    let threads = threads.max(1);
    let chunk = count.div_ceil(threads as u64);
    let mut parts: Vec<(Vec<WallResult>, Vec<u32>)> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|k| {
                let make = &make;
                scope.spawn(move || {
                    let mut player = make();
                    let mut times = Vec::new();
                    let lo = first_seed + k * chunk;
                    let hi = (first_seed + (k + 1) * chunk).min(first_seed + count);
                    let walls = (lo..hi)
                        .map(|seed| play_wall(&mut player, rules, seed, cap, &mut times))
                        .collect::<Vec<_>>();
                    (walls, times)
                })
            })
            .collect();
        for h in handles {
            parts.push(h.join().expect("solitaire thread"));
        }
    });
    let name = make().name();
    let mut walls = Vec::new();
    let mut times = Vec::new();
    for (w, t) in parts {
        walls.extend(w);
        times.extend(t);
    }
    times.sort_unstable();
    Report { name, first_seed, walls, cap, times }
}

/// Baseline: the discard with the lowest shanten; ties at random.
pub struct ShantenOnly {
    matrix: Box<Matrix>,
    rng: ChaCha8Rng,
}

/// Baseline: the lowest shanten, then the most unseen useful tiles; ties at random.
pub struct ShantenUkeire {
    matrix: Box<Matrix>,
    rng: ChaCha8Rng,
}

impl ShantenOnly {
    /// A new player.
    #[must_use]
    pub fn new() -> ShantenOnly {
        ShantenOnly { matrix: Box::new(Matrix::new()), rng: ChaCha8Rng::seed_from_u64(0) }
    }
}

impl Default for ShantenOnly {
    fn default() -> Self {
        ShantenOnly::new()
    }
}

impl ShantenUkeire {
    /// A new player.
    #[must_use]
    pub fn new() -> ShantenUkeire {
        ShantenUkeire { matrix: Box::new(Matrix::new()), rng: ChaCha8Rng::seed_from_u64(0) }
    }
}

impl Default for ShantenUkeire {
    fn default() -> Self {
        ShantenUkeire::new()
    }
}

/// Picks uniformly among the indices of `keys` with the maximal key.
fn random_best(keys: &[(i64, usize)], rng: &mut ChaCha8Rng) -> usize {
    let best = keys.iter().map(|k| k.0).max().expect("a discard");
    let n = keys.iter().filter(|k| k.0 == best).count() as u64;
    let pick = ((rng.next_u64() as u128 * n as u128) >> 64) as usize;
    keys.iter().filter(|k| k.0 == best).nth(pick).expect("pick").1
}

impl SolitairePlayer for ShantenOnly {
    fn name(&self) -> String {
        "shanten-only".into()
    }
    fn start(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    }
    fn discard(&mut self, hand: &Hand, rules: &RuleSet, _unseen: &Counts, _drawn: u32) -> Tile {
        let m = &mut self.matrix;
        m.compute(hand, rules, &Request::best(0));
        let mut keys = [(0i64, 0usize); MAX_DISCARDS];
        for i in 0..m.nd {
            keys[i] = (-(m.min13[i] as i64), m.discard(i));
        }
        Tile::from_index_unchecked(random_best(&keys[..m.nd], &mut self.rng))
    }
}

impl SolitairePlayer for ShantenUkeire {
    fn name(&self) -> String {
        "shanten+ukeire".into()
    }
    fn start(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    }
    fn discard(&mut self, hand: &Hand, rules: &RuleSet, unseen: &Counts, _drawn: u32) -> Tile {
        let m = &mut self.matrix;
        let u = unseen.as_array();
        let draws = (0..rules.kinds()).filter(|&t| u[t] > 0).fold(0u64, |b, t| b | 1 << t);
        m.compute(hand, rules, &Request::best(draws));
        let mut keys = [(0i64, 0usize); MAX_DISCARDS];
        for i in 0..m.nd {
            let tiles: i64 = (0..m.kinds).filter(|&t| m.useful(i, t)).map(|t| u[t] as i64).sum();
            keys[i] = (-(m.min13[i] as i64) * 1000 + tiles, m.discard(i));
        }
        Tile::from_index_unchecked(random_best(&keys[..m.nd], &mut self.rng))
    }
}

/// EXPERT as a solitaire player.
pub struct ExpertPlayer {
    params: Params,
    scratch: Box<Scratch>,
    out: [DiscardScore; MAX_DISCARDS],
    name: String,
}

impl ExpertPlayer {
    /// EXPERT with `params`.
    #[must_use]
    pub fn new(params: Params, name: &str) -> ExpertPlayer {
        let blank = DiscardScore {
            tile: Tile::from_index_unchecked(0),
            shanten: 0,
            useful_kinds: 0,
            useful_tiles: 0,
            win_prob: 0.0,
            points: 0.0,
            score: 0.0,
            useful: 0,
        };
        ExpertPlayer {
            params,
            scratch: Box::new(Scratch::new()),
            out: [blank; MAX_DISCARDS],
            name: name.to_string(),
        }
    }
}

impl SolitairePlayer for ExpertPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn start(&mut self, _seed: u64) {}
    fn discard(&mut self, hand: &Hand, rules: &RuleSet, unseen: &Counts, drawn: u32) -> Tile {
        let pos = Position { hand, rules, unseen, draws_left: HAND_DRAWS.saturating_sub(drawn) };
        let n = rank(&self.params, &mut self.scratch, &pos, &mut self.out);
        debug_assert!(n > 0);
        self.out[0].tile
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walls_are_permutations_and_stable() {
        let w = wall(42);
        let mut c = [0u8; 27];
        for t in w {
            c[t.index()] += 1;
        }
        assert!(c.iter().all(|&n| n == 4));
        assert_eq!(wall(42), w);
        assert_ne!(wall(43), w);
    }

    /// Variants of EXPERT against each other on the tuning walls
    /// (`WALLS`, `FIRST`, `CAP` from the environment).
    #[test]
    #[ignore]
    fn ladder() {
        let rules = RuleSet::eval_v1();
        let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|s| s.parse().ok()).unwrap_or(d);
        let count = env("WALLS", 2000);
        let first = env("FIRST", 1_000_000);
        let cap = env("CAP", 40) as u32;
        let threads = 2;
        crate::table::warm_up();
        eprintln!("{}", Report::header());
        let base = run(ShantenUkeire::new, &rules, first, count, cap, threads);
        eprintln!("{}", base.row());
        let d = Params::default();
        let plain_p = Params { exact_candidates: 0, lookahead_candidates: 0, ..d };
        let plain = run(|| ExpertPlayer::new(plain_p, "plain"), &rules, first, count, cap, threads);
        eprintln!("{}", plain.row());
        let e4 = Params { exact_candidates: 4, lookahead_candidates: 0, ..d };
        let em = Params { expectimax_candidates: 2, ..e4 };
        let variants: Vec<(&str, Params)> = vec![
            ("e4", e4),
            ("emax c1", Params { expectimax_costs: 0b10, ..em }),
            ("emax c2", Params { expectimax_costs: 0b100, ..em }),
            ("emax c3+", Params { expectimax_costs: 0b1111_1000, ..em }),
        ];
        for (name, p) in variants {
            let ex = run(|| ExpertPlayer::new(p, name), &rules, first, count, cap, threads);
            let (d1, h1) = ex.paired_win(&base, 14);
            let (d2, h2) = ex.paired_win(&plain, 14);
            eprintln!(
                "{}  vs ukeire {:+.2}±{:.2}  vs plain {:+.2}±{:.2}",
                ex.row(),
                100.0 * d1,
                100.0 * h1,
                100.0 * d2,
                100.0 * h2
            );
        }
    }
}

#[cfg(test)]
mod stats {
    use super::*;

    /// Mean useful tiles of the chosen discard by its cost, along EXPERT's play.
    #[test]
    #[ignore]
    fn typical_draws() {
        let rules = RuleSet::eval_v1();
        let mut p = ExpertPlayer::new(Params::default(), "x");
        let mut sum = [0f64; 8];
        let mut n = [0f64; 8];
        for seed in 2_000_000..2_001_000u64 {
            let w = wall(seed);
            let mut c = Counts::EMPTY;
            for t in &w[..13] {
                c.0[t.index()] += 1;
            }
            let mut unseen = Counts::EMPTY;
            for k in 0..27 {
                unseen.0[k] = 4 - c.0[k];
            }
            let mut hand = Hand::new(c, &[], &rules).unwrap();
            for drawn in 1..=20u32 {
                let t = w[12 + drawn as usize];
                unseen.0[t.index()] -= 1;
                hand.push_unchecked(t);
                if is_win(&hand, &rules) {
                    break;
                }
                let d = p.discard(&hand, &rules, &unseen, drawn);
                let s = p.out[0];
                let k = (s.shanten + 1) as usize;
                sum[k] += s.useful_tiles as f64;
                n[k] += 1.0;
                hand.pop_unchecked(d);
            }
        }
        for k in 1..7 {
            eprintln!("cost {k}: mean useful {:.1} over {}", sum[k] / n[k].max(1.0), n[k]);
        }
    }
}

#[cfg(test)]
mod oracle {
    use super::*;
    use rand::seq::SliceRandom;

    /// One-step policy improvement over EXPERT by rollouts: each of the top
    /// candidates is played on `r` shared random continuations with EXPERT
    /// afterwards; the candidate winning most often within the horizon is taken.
    struct Rollout {
        inner: ExpertPlayer,
        k: usize,
        r: usize,
        rng: ChaCha8Rng,
    }

    impl SolitairePlayer for Rollout {
        fn name(&self) -> String {
            format!("rollout k{} r{}", self.k, self.r)
        }
        fn start(&mut self, seed: u64) {
            self.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabc);
        }
        fn discard(&mut self, hand: &Hand, rules: &RuleSet, unseen: &Counts, drawn: u32) -> Tile {
            let first = self.inner.discard(hand, rules, unseen, drawn);
            let mut cands = Vec::new();
            let n = (0..MAX_DISCARDS)
                .take_while(|&i| self.inner.out[i].useful_tiles > 0 || i == 0)
                .count();
            for i in 0..n.min(self.k) {
                cands.push(self.inner.out[i].tile);
            }
            if cands.len() < 2 {
                return first;
            }
            let horizon = HAND_DRAWS.saturating_sub(drawn).max(6);
            let mut pool: Vec<Tile> = unseen.tiles().collect();
            let mut wins = vec![0u32; cands.len()];
            for _ in 0..self.r {
                pool.shuffle(&mut self.rng);
                for (ci, &c) in cands.iter().enumerate() {
                    let mut h = *hand;
                    h.pop_unchecked(c);
                    let mut u = *unseen;
                    for (step, &t) in pool.iter().take(horizon as usize).enumerate() {
                        u.0[t.index()] -= 1;
                        h.push_unchecked(t);
                        if is_win(&h, rules) {
                            wins[ci] += 1;
                            break;
                        }
                        let d = self.inner.discard(&h, rules, &u, drawn + 1 + step as u32);
                        h.pop_unchecked(d);
                    }
                }
            }
            let best = (0..cands.len()).max_by_key(|&i| (wins[i], std::cmp::Reverse(i))).unwrap();
            cands[best]
        }
    }

    #[test]
    #[ignore]
    fn headroom() {
        let rules = RuleSet::eval_v1();
        let count: u64 = std::env::var("WALLS").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
        let first = 3_000_000;
        let ex =
            run(|| ExpertPlayer::new(Params::default(), "expert"), &rules, first, count, 18, 2);
        eprintln!("{}", ex.row());
        let ro = run(
            || Rollout {
                inner: ExpertPlayer::new(Params::default(), "x"),
                k: 4,
                r: 200,
                rng: ChaCha8Rng::seed_from_u64(0),
            },
            &rules,
            first,
            count,
            18,
            2,
        );
        let (d, h) = ro.paired_win(&ex, 14);
        eprintln!("{}  {:+.2}±{:.2}", ro.row(), 100.0 * d, 100.0 * h);
    }
}

#[cfg(test)]
mod profile {
    use super::*;

    /// A short EXPERT run for profilers (`valgrind --tool=callgrind`).
    #[test]
    #[ignore]
    fn profile_expert() {
        let rules = RuleSet::eval_v1();
        let count: u64 = std::env::var("WALLS").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
        crate::table::warm_up();
        let r =
            run(|| ExpertPlayer::new(Params::default(), "expert"), &rules, 5_000_000, count, 18, 1);
        eprintln!("{}", r.row());
        eprintln!("decisions {}", r.times.len());
    }
}
