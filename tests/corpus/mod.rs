//! Seeded hand generators for the correctness tests: random deals (with melds,
//! honours, restricted suits, wildcards) and near-winning hands (a complete
//! hand of some target with a few tiles swapped), so that wins and ready hands
//! are well represented and not only random junk. Everything is driven by a
//! `ChaCha8Rng`, so a seed gives the same corpus on every machine.
#![allow(dead_code)]

use majiang::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The RNG of every corpus.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

/// The copies not yet used by the hand being built.
#[derive(Clone)]
pub struct Wall {
    left: [u8; 34],
}

impl Wall {
    /// Four copies of every kind in play.
    pub fn new(rules: &RuleSet) -> Wall {
        let kinds = if rules.honours { 34 } else { 27 };
        let mut left = [0; 34];
        left[..kinds].fill(4);
        Wall { left }
    }

    /// Takes `n` copies of `k`, if there are that many.
    pub fn take(&mut self, k: usize, n: u8) -> bool {
        if self.left[k] >= n {
            self.left[k] -= n;
            true
        } else {
            false
        }
    }

    /// Puts one copy back.
    pub fn give(&mut self, k: usize) {
        self.left[k] += 1;
    }

    /// A random copy among the kinds `allowed`, weighted by copies left.
    pub fn draw(&mut self, rng: &mut impl Rng, allowed: &dyn Fn(usize) -> bool) -> Option<usize> {
        let total: u32 = (0..34).filter(|&k| allowed(k)).map(|k| self.left[k] as u32).sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..total);
        for k in (0..34).filter(|&k| allowed(k)) {
            let n = self.left[k] as u32;
            if pick < n {
                self.left[k] -= 1;
                return Some(k);
            }
            pick -= n;
        }
        unreachable!("pick below total")
    }
}

/// Which kinds a generated hand draws from.
pub fn kind_filter(rules: &RuleSet, rng: &mut impl Rng) -> Box<dyn Fn(usize) -> bool> {
    let kinds = if rules.honours { 34 } else { 27 };
    let roll = rng.random_range(0..10);
    let suits: u8 = match roll {
        // One suit (清一色 territory), sometimes with honours.
        0..=1 => 1 << rng.random_range(0..3),
        2 if rules.honours => (1 << rng.random_range(0..3)) | 8,
        // Two suits.
        3..=4 => 0b111 & !(1 << rng.random_range(0..3)),
        _ => 0b1111,
    };
    Box::new(move |k: usize| k < kinds && suits >> (if k < 27 { k / 9 } else { 3 }) & 1 == 1)
}

/// A random meld of tiles from `wall` within `allowed`, or `None` after a
/// few failed tries.
pub fn random_meld(
    rng: &mut impl Rng,
    wall: &mut Wall,
    allowed: &dyn Fn(usize) -> bool,
    kinds: &[MeldKind],
) -> Option<Meld> {
    for _ in 0..20 {
        let kind = kinds[rng.random_range(0..kinds.len())];
        let k = rng.random_range(0..34);
        if !allowed(k) {
            continue;
        }
        if kind == MeldKind::Chi {
            if k >= 27 || k % 9 > 6 || !allowed(k + 1) || !allowed(k + 2) {
                continue;
            }
            if wall.left[k] > 0 && wall.left[k + 1] > 0 && wall.left[k + 2] > 0 {
                for i in 0..3 {
                    wall.take(k + i, 1);
                }
                return Some(Meld::new(kind, tile(k)).expect("valid chi"));
            }
        } else if wall.take(k, kind.size()) {
            return Some(Meld::new(kind, tile(k)).expect("valid meld"));
        }
    }
    None
}

/// Every meld kind.
pub const MELD_KINDS: [MeldKind; 5] =
    [MeldKind::Chi, MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang];
/// Meld kinds without chi.
pub const PENG_KINDS: [MeldKind; 4] =
    [MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang];
/// Meld kinds shown to the table (全求人 needs four of them).
pub const EXPOSED_KINDS: [MeldKind; 4] =
    [MeldKind::Chi, MeldKind::Peng, MeldKind::Gang, MeldKind::BuGang];

fn meld_count(rng: &mut impl Rng) -> usize {
    match rng.random_range(0..100) {
        0..40 => 0,
        40..60 => 1,
        60..75 => 2,
        75..87 => 3,
        _ => 4,
    }
}

fn build(counts: [u8; 34], melds: &[Meld], rules: &RuleSet) -> Hand {
    let c = Counts::from_array(counts).expect("at most four copies");
    Hand::new(c, melds, rules).expect("generated hands are valid")
}

/// A random deal: 0–4 random melds, then `3n+2` (`long`) or `3n+1` random
/// tiles, all from the kinds a random filter allows.
pub fn random_hand(rng: &mut impl Rng, rules: &RuleSet, long: bool) -> Hand {
    let allowed = kind_filter(rules, rng);
    let mut wall = Wall::new(rules);
    let mut melds = Vec::new();
    for _ in 0..meld_count(rng) {
        if let Some(m) = random_meld(rng, &mut wall, &allowed, &MELD_KINDS) {
            melds.push(m);
        }
    }
    let size = 3 * (4 - melds.len()) + 1 + long as usize;
    let mut c = [0u8; 34];
    for _ in 0..size {
        // A filter leaves at least 9 kinds, far more copies than a hand needs.
        c[wall.draw(rng, &allowed).expect("copies left")] += 1;
    }
    build(c, &melds, rules)
}

/// The targets [`near_win_hand`] builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Sets (runs or triplets) and a pair, some sets as melds.
    Regular,
    /// Triplets and a pair.
    Triplets,
    /// Seven pairs (fours allowed).
    Pairs,
    /// Only 2, 5 and 8, no shape.
    All258,
    /// Four exposed melds and a pair.
    FourMelds,
    /// Thirteen orphans and a duplicate.
    Orphans,
}

fn random_shape(rng: &mut impl Rng, rules: &RuleSet) -> Shape {
    loop {
        let s = match rng.random_range(0..100) {
            0..50 => Shape::Regular,
            50..62 => Shape::Triplets,
            62..75 => Shape::Pairs,
            75..85 => Shape::All258,
            85..93 => Shape::FourMelds,
            _ => Shape::Orphans,
        };
        if s != Shape::Orphans || rules.honours {
            return s;
        }
    }
}

/// A uniformly chosen kind passing both filters.
fn pick_kind(
    rng: &mut dyn RngCore,
    allowed: &dyn Fn(usize) -> bool,
    f: &dyn Fn(usize) -> bool,
) -> Option<usize> {
    let ks: Vec<usize> = (0..34).filter(|&k| allowed(k) && f(k)).collect();
    (!ks.is_empty()).then(|| ks[rng.random_range(0..ks.len())])
}

/// A complete `3n+2` hand of `shape`, or `None` when the random choices ran
/// out of copies (the caller retries).
fn try_complete(
    rng: &mut impl Rng,
    shape: Shape,
    allowed: &dyn Fn(usize) -> bool,
    wall: &mut Wall,
) -> Option<([u8; 34], Vec<Meld>)> {
    let mut c = [0u8; 34];
    let mut melds = Vec::new();
    let is258 = |k: usize| k < 27 && matches!(k % 9, 1 | 4 | 7);
    let (meld_n, meld_kinds): (usize, &[MeldKind]) = match shape {
        Shape::Regular => (meld_count(rng), &MELD_KINDS),
        Shape::Triplets => (meld_count(rng), &PENG_KINDS),
        Shape::All258 => (meld_count(rng), &PENG_KINDS),
        Shape::FourMelds => (4, &EXPOSED_KINDS),
        Shape::Pairs | Shape::Orphans => (0, &MELD_KINDS),
    };
    let meld_allowed = |k: usize| allowed(k) && (shape != Shape::All258 || is258(k));
    for _ in 0..meld_n {
        melds.push(random_meld(rng, wall, &meld_allowed, meld_kinds)?);
    }
    let sets = 4 - melds.len();
    let pick = |rng: &mut dyn RngCore, f: &dyn Fn(usize) -> bool| pick_kind(rng, allowed, f);
    match shape {
        Shape::Regular | Shape::Triplets | Shape::FourMelds => {
            for _ in 0..sets {
                let run = shape == Shape::Regular && rng.random_bool(0.5);
                if run {
                    let k =
                        pick(rng, &|k| k < 27 && k % 9 <= 6 && allowed(k + 1) && allowed(k + 2))?;
                    for i in 0..3 {
                        wall.take(k + i, 1).then_some(())?;
                        c[k + i] += 1;
                    }
                } else {
                    let k = pick(rng, &|_| true)?;
                    wall.take(k, 3).then_some(())?;
                    c[k] += 3;
                }
            }
            // Mostly a pair the rules' small hand accepts, sometimes any.
            let want258 = rng.random_bool(0.6);
            let k = pick(rng, &|k| !want258 || is258(k))?;
            wall.take(k, 2).then_some(())?;
            c[k] += 2;
        }
        Shape::Pairs => {
            for _ in 0..7 {
                let k = pick(rng, &|_| true)?;
                wall.take(k, 2).then_some(())?;
                c[k] += 2;
            }
        }
        Shape::All258 => {
            for _ in 0..3 * sets + 2 {
                let k = wall.draw(rng, &|k| allowed(k) && is258(k))?;
                c[k] += 1;
            }
        }
        Shape::Orphans => {
            let orphans: Vec<usize> =
                (0..34).filter(|&k| k >= 27 || k % 9 == 0 || k % 9 == 8).collect();
            for &k in &orphans {
                wall.take(k, 1).then_some(())?;
                c[k] += 1;
            }
            let d = orphans[rng.random_range(0..orphans.len())];
            wall.take(d, 1).then_some(())?;
            c[d] += 1;
        }
    }
    Some((c, melds))
}

/// Removes a random concealed tile (back to the wall).
fn drop_random(rng: &mut impl Rng, c: &mut [u8; 34], wall: &mut Wall) {
    let total: u32 = c.iter().map(|&n| n as u32).sum();
    let mut pick = rng.random_range(0..total);
    for (k, n) in c.iter_mut().enumerate() {
        if pick < *n as u32 {
            *n -= 1;
            wall.give(k);
            return;
        }
        pick -= *n as u32;
    }
}

/// A near-winning hand: a complete hand of a random target, then `swaps`
/// tiles exchanged for random ones, then (unless `long`) one tile dropped.
pub fn near_win_hand(rng: &mut impl Rng, rules: &RuleSet, swaps: usize, long: bool) -> Hand {
    loop {
        let shape = random_shape(rng, rules);
        let allowed = kind_filter(rules, rng);
        let mut wall = Wall::new(rules);
        let Some((mut c, melds)) = try_complete(rng, shape, &allowed, &mut wall) else {
            continue;
        };
        for _ in 0..swaps {
            drop_random(rng, &mut c, &mut wall);
            // Mostly a tile near the hand's own kinds, sometimes anything.
            let k = if rng.random_bool(0.7) {
                wall.draw(rng, &allowed)
            } else {
                wall.draw(rng, &|k| k < if rules.honours { 34 } else { 27 })
            };
            c[k.expect("copies left")] += 1;
        }
        if !long {
            drop_random(rng, &mut c, &mut wall);
        }
        return build(c, &melds, rules);
    }
}

/// A hand of either kind: half random deals, half near wins with 0–2 swaps.
pub fn mixed_hand(rng: &mut impl Rng, rules: &RuleSet, long: bool) -> Hand {
    if rng.random_bool(0.5) {
        random_hand(rng, rules, long)
    } else {
        let swaps = rng.random_range(0..3);
        near_win_hand(rng, rules, swaps, long)
    }
}

/// Rules with a random wildcard kind in play.
pub fn wildcard_rules(rng: &mut impl Rng, base: RuleSet) -> RuleSet {
    let kinds = if base.honours { 34 } else { 27 };
    base.with_wildcard(tile(rng.random_range(0..kinds))).expect("kind in play")
}

/// Replaces up to `n` random concealed tiles of `hand` with copies of the
/// wildcard kind (as many as the four copies allow).
pub fn with_wildcards(rng: &mut impl Rng, hand: &Hand, rules: &RuleSet, n: usize) -> Hand {
    let w = rules.wildcard.expect("wildcard rules").id() as usize;
    let melds = hand.meld_list();
    let mut c = *hand.concealed().as_array();
    let in_melds: u8 =
        melds.iter().flat_map(|m| m.tiles()).filter(|t| t.id() as usize == w).count() as u8;
    for _ in 0..n {
        if c[w] + in_melds >= 4 {
            break;
        }
        let others: Vec<usize> = (0..34).filter(|&k| k != w && c[k] > 0).collect();
        if others.is_empty() {
            break;
        }
        let k = others[rng.random_range(0..others.len())];
        c[k] -= 1;
        c[w] += 1;
    }
    build(c, &melds, rules)
}

/// A rule set with every target at once and any pair, honours in play: the
/// presets never combine them, but the rules are data and may.
pub fn everything_rules() -> RuleSet {
    let mut r = RuleSet::standard();
    r.name = "everything";
    r.pengpenghu = true;
    r.qingyise = true;
    r.jiangjianghu = true;
    r.quanqiuren = true;
    r.seven_pairs = Some(majiang::SevenPairs::FourAsTwoPairs);
    r
}
