//! Count vectors: how many copies of each kind a hand holds. This is what
//! every algorithm takes; lists of tiles exist only at the edges.

use crate::error::{Error, Result};
use crate::tile::{KINDS, Tile};
use std::fmt;
use std::ops::{Index, IndexMut};

/// Counts by kind id as five little-endian words of eight kinds each (kinds
/// 32 and 33 in the low bytes of the last, the rest zero), read in place:
/// [`Counts::words`] for a raw array.
#[inline(always)]
pub(crate) fn words_of(c: &[u8; KINDS]) -> [u64; 5] {
    let word = |i: usize| u64::from_le_bytes(c[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
    [word(0), word(1), word(2), word(3), u16::from_le_bytes([c[32], c[33]]) as u64]
}

/// Copies held of each of the 34 kinds, each 0–4.
///
/// ```
/// use majiang_core::Counts;
/// let c: Counts = "11123m".parse().unwrap();
/// assert_eq!(c.total(), 5);
/// assert_eq!(c.to_string(), "11123m");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts(pub(crate) [u8; KINDS]);

impl Counts {
    /// No tiles.
    pub const EMPTY: Counts = Counts([0; KINDS]);

    /// Counts from raw values; every value must be at most 4.
    pub fn from_array(values: [u8; KINDS]) -> Result<Counts> {
        // All 34 values at once; only a bad vector is searched for the kind
        // to name.
        let over = Counts(values).words().iter().fold(0, |o, &w| o | lanes_at_least(w, 5));
        if over == 0 { Ok(Counts(values)) } else { Err(too_many(&values)) }
    }

    /// Counts of a list of tiles; fails when a kind has more than four (the
    /// error names the lowest such kind and its count).
    pub fn from_tiles<I: IntoIterator<Item = Tile>>(tiles: I) -> Result<Counts> {
        // Count first, then test all kinds at once (every hand from a list
        // is built here): no branch per tile.
        let mut raw = [0u8; KINDS];
        for t in tiles {
            raw[t.index()] = raw[t.index()].saturating_add(1);
        }
        Counts::from_array(raw)
    }

    /// The raw values.
    #[inline]
    #[must_use]
    pub const fn as_array(&self) -> &[u8; KINDS] {
        &self.0
    }

    /// Copies of `tile`.
    #[inline]
    #[must_use]
    pub const fn get(&self, tile: Tile) -> u8 {
        self.0[tile.index()]
    }

    /// Adds one copy; fails on a fifth.
    pub fn add(&mut self, tile: Tile) -> Result<()> {
        let n = &mut self.0[tile.index()];
        if *n >= 4 {
            return Err(Error::TooManyCopies { tile: tile.to_string(), count: *n as u32 + 1 });
        }
        *n += 1;
        Ok(())
    }

    /// Removes one copy; false when there is none.
    pub fn remove(&mut self, tile: Tile) -> bool {
        let n = &mut self.0[tile.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// Number of tiles.
    #[inline]
    #[must_use]
    pub fn total(&self) -> usize {
        let w = self.words();
        // Each lane of the sum is at most 5 · 4 = 20 and all lanes together at
        // most 34 · 4 = 136, so the byte sum cannot carry.
        lane_sum(w[0] + w[1] + w[2] + w[3] + w[4]) as usize
    }

    /// The counts as five little-endian words of eight kinds each (kinds 32
    /// and 33 in the low bytes of the last, the rest zero), for the
    /// byte-parallel tests below.
    #[inline(always)]
    pub(crate) fn words(&self) -> [u64; 5] {
        words_of(&self.0)
    }

    /// Tiles in id order, each copy listed.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(Tile::from_index_unchecked(i), n as usize))
    }

    /// Kinds held at least once.
    pub fn kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, _)| Tile::from_index_unchecked(i))
    }

    /// The per-kind sum of two count vectors; fails above four.
    pub fn checked_add(&self, other: &Counts) -> Result<Counts> {
        // Every hand is built through here: test all 34 sums at once (each
        // lane at most 8, so no carry reaches a neighbour) and look for the
        // offending kind only when there is one.
        let (a, b) = (self.words(), other.words());
        let over = a.iter().zip(b).fold(0, |o, (x, y)| o | lanes_at_least(x + y, 5));
        if over == 0 {
            return Ok(self.plus(other));
        }
        let mut sum = [0u8; KINDS];
        for (i, s) in sum.iter_mut().enumerate() {
            *s = self.0[i].saturating_add(other.0[i]);
        }
        Err(too_many(&sum))
    }
}

impl Counts {
    /// The per-kind sum, eight kinds per addition; the caller knows that no
    /// sum passes four (two parts of one hand).
    #[inline]
    pub(crate) fn plus(&self, other: &Counts) -> Counts {
        let (a, b) = (self.words(), other.words());
        let mut out = *self;
        for (i, (x, y)) in a.iter().zip(b).enumerate().take(4) {
            out.0[i * 8..i * 8 + 8].copy_from_slice(&(x + y).to_le_bytes());
        }
        out.0[32] += other.0[32];
        out.0[33] += other.0[33];
        out
    }

    /// The copies of each kind of the first `kinds` left when all `parts`
    /// are taken out of four (zero for the kinds beyond); `None` when
    /// together they hold more than four of a kind. Eight kinds per
    /// operation, the parts summed in registers: the AI asks for its unseen
    /// tiles (hand, melds, seen) on every decision.
    pub(crate) fn left_after(parts: &[&Counts], kinds: usize) -> Option<Counts> {
        let mut used = [0u64; 5];
        for part in parts {
            for (u, w) in used.iter_mut().zip(part.words()) {
                // Lanes stay below 128 for up to 31 parts of at most four.
                *u += w;
            }
        }
        let mut over = 0;
        let mut out = Counts::EMPTY;
        for (i, u) in used.into_iter().enumerate() {
            over |= lanes_at_least(u, 5);
            // Each lane is at most four when `over` stays clear: no borrow.
            let left = (LANES * 4).wrapping_sub(u).to_le_bytes();
            let n = if i < 4 { 8 } else { 2 };
            out.0[i * 8..i * 8 + n].copy_from_slice(&left[..n]);
        }
        out.0[kinds.min(KINDS)..].fill(0);
        (over == 0).then_some(out)
    }
}

/// The error for a count vector with a kind above four: the lowest such
/// kind and its count. Apart and cold, so the checks above stay small.
#[cold]
#[inline(never)]
fn too_many(values: &[u8; KINDS]) -> Error {
    let k = values.iter().position(|&n| n > 4).unwrap_or_default();
    Error::TooManyCopies {
        tile: Tile::from_index_unchecked(k).to_string(),
        count: u32::from(values[k]),
    }
}

// ---- byte-parallel tests -----------------------------------------------------
//
// The hot paths ask questions of all 34 counts at once ("is every count
// even?", "how many kinds hold a pair?"). A `u64` holds eight counts, one per
// byte; since every count is 0–4, a byte never reaches its top bit, so a
// lane-wise comparison is one OR, one subtraction and one AND with no borrow
// between lanes, and the answer is the top bit of each lane. Shifting word
// `i`'s answers right by `i` bits puts all 34 answers into one `u64` without
// collisions: a kind set in *lane order* (kind `8i + j` at bit `8j + 7 − i`),
// on which "how many" is a popcount and "which" a mask in the same order.

/// Ones in every byte.
pub(crate) const LANES: u64 = 0x0101_0101_0101_0101;
/// The top bit of every byte.
const TOPS: u64 = 0x8080_8080_8080_8080;

/// The top bit of every byte of `w` that is `limit` (1–128) or more, any
/// byte value allowed: a byte with its top bit set is at least 128; below
/// that, `(x | 0x80) − limit` keeps the top bit exactly when `x ≥ limit`, and
/// no lane borrows from its neighbour since each starts at 128 or more.
#[inline(always)]
pub(crate) const fn lanes_at_least(w: u64, limit: u8) -> u64 {
    (w & TOPS) | ((w | TOPS).wrapping_sub(LANES * limit as u64) & TOPS)
}

/// The sum of the bytes of `w`, which must not exceed 255.
#[inline(always)]
pub(crate) const fn lane_sum(w: u64) -> u32 {
    (w.wrapping_mul(LANES) >> 56) as u32
}

/// The bit of kind `k` in a lane-order set.
const fn lane_bit(k: usize) -> u64 {
    1 << (8 * (k % 8) + 7 - k / 8)
}

/// A kind mask (bit per kind id) in lane order, to combine with [`CountSets`].
pub(crate) const fn lane_order(kinds: u64) -> u64 {
    let mut m = 0;
    let mut k = 0;
    while k < 34 {
        if kinds >> k & 1 == 1 {
            m |= lane_bit(k);
        }
        k += 1;
    }
    m
}

/// A lane-order set back as a kind mask (bit per kind id).
#[inline(always)]
pub(crate) const fn kind_order(lanes: u64) -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < 5 {
        // Word i's kinds sit at bits 8j + 7 − i; realign them to the top bit
        // of each byte and gather those eight bits (the multiplier moves bit
        // 8j to bit 56 + j; its partial products are distinct powers of two,
        // so nothing carries).
        let tops = (lanes << i) & TOPS;
        let byte = ((tops >> 7) & LANES).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        m |= byte << (8 * i);
        i += 1;
    }
    m & ((1 << 34) - 1)
}

/// Which kinds of a count vector hold at least 1, 2, 3 and 4 copies, as
/// lane-order sets: `at_least[k - 1]` for `k` copies.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CountSets {
    pub(crate) at_least: [u64; 4],
}

impl CountSets {
    /// The sets of `c`.
    #[inline(always)]
    pub(crate) fn new(c: &Counts) -> CountSets {
        CountSets::up_to::<4>(c)
    }

    /// The sets of `c` for at least 1 to `LEVELS` copies; the others are left
    /// empty (for callers that read only the first levels).
    #[inline(always)]
    pub(crate) fn up_to<const LEVELS: usize>(c: &Counts) -> CountSets {
        let mut at_least = [0u64; 4];
        for (i, &w) in c.words().iter().enumerate() {
            let w = w | TOPS;
            for (k, set) in at_least.iter_mut().enumerate().take(LEVELS) {
                *set |= ((w - LANES * (k as u64 + 1)) & TOPS) >> i;
            }
        }
        CountSets { at_least }
    }

    /// Kinds holding exactly `k` copies (1–4).
    #[inline(always)]
    pub(crate) fn exactly(&self, k: usize) -> u64 {
        let above = if k < 4 { self.at_least[k] } else { 0 };
        self.at_least[k - 1] & !above
    }

    /// Kinds holding an odd number of copies.
    #[inline(always)]
    pub(crate) fn odd(&self) -> u64 {
        let a = &self.at_least;
        a[0] ^ a[1] ^ a[2] ^ a[3]
    }
}

impl Default for Counts {
    fn default() -> Self {
        Counts::EMPTY
    }
}

impl Index<Tile> for Counts {
    type Output = u8;
    fn index(&self, t: Tile) -> &u8 {
        &self.0[t.index()]
    }
}

impl IndexMut<Tile> for Counts {
    fn index_mut(&mut self, t: Tile) -> &mut u8 {
        &mut self.0[t.index()]
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_tiles(self.tiles()))
    }
}

impl fmt::Debug for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Counts({self})")
    }
}

impl std::str::FromStr for Counts {
    type Err = Error;
    fn from_str(s: &str) -> Result<Counts> {
        Counts::from_tiles(crate::notation::parse_tiles(s)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_parallel_checks_match_plain_loops() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let first_over = |v: &[u8; KINDS]| v.iter().position(|&n| n > 4);
        for round in 0..20_000 {
            // Mostly valid vectors, some with one kind pushed past four
            // (up to the top bit and beyond).
            let mut raw: [u8; KINDS] = std::array::from_fn(|_| rng.random_range(0..5));
            if round % 3 == 0 {
                raw[rng.random_range(0..KINDS)] = [5, 6, 9, 127, 128, 200, 255][round % 7];
            }
            match (Counts::from_array(raw), first_over(&raw)) {
                (Ok(c), None) => assert_eq!(c.0, raw),
                (Err(Error::TooManyCopies { tile, count }), Some(k)) => {
                    assert_eq!(
                        (tile, count),
                        (Tile::from_index_unchecked(k).to_string(), raw[k] as u32)
                    );
                }
                (got, want) => panic!("{raw:?}: {got:?} vs {want:?}"),
            }
            let a = Counts(std::array::from_fn(|_| rng.random_range(0..3)));
            let b = Counts(std::array::from_fn(|_| rng.random_range(0..3)));
            let sum: [u8; KINDS] = std::array::from_fn(|k| a.0[k] + b.0[k]);
            match (a.checked_add(&b), first_over(&sum)) {
                (Ok(c), None) => assert_eq!(c.0, sum),
                (Err(Error::TooManyCopies { count, .. }), Some(k)) => {
                    assert_eq!(count, sum[k] as u32)
                }
                (got, want) => panic!("{a:?} + {b:?}: {got:?} vs {want:?}"),
            }
            for kinds in [27, 34] {
                let left: Option<[u8; KINDS]> = first_over(&sum)
                    .is_none()
                    .then(|| std::array::from_fn(|k| if k < kinds { 4 - sum[k] } else { 0 }));
                assert_eq!(Counts::left_after(&[&a, &b], kinds).map(|c| c.0), left, "{a:?} {b:?}");
            }
            let tiles: Vec<Tile> = raw
                .iter()
                .enumerate()
                .flat_map(|(k, &n)| std::iter::repeat_n(Tile::from_index_unchecked(k), n as usize))
                .collect();
            assert_eq!(
                Counts::from_tiles(tiles).map(|c| c.0).ok(),
                first_over(&raw).is_none().then_some(raw)
            );
        }
    }

    #[test]
    fn byte_parallel_tests_match_plain_loops() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..20_000 {
            let c = Counts(std::array::from_fn(|_| rng.random_range(0..5)));
            assert_eq!(c.total(), c.0.iter().map(|&n| n as usize).sum::<usize>());
            let plain = |f: &dyn Fn(u8) -> bool| {
                c.0.iter().enumerate().fold(0u64, |m, (i, &n)| m | (f(n) as u64) << i)
            };
            let sets = CountSets::new(&c);
            for k in 1..=4u8 {
                assert_eq!(kind_order(sets.at_least[k as usize - 1]), plain(&|n| n >= k));
                assert_eq!(kind_order(sets.exactly(k as usize)), plain(&|n| n == k));
                assert_eq!(lane_order(plain(&|n| n == k)), sets.exactly(k as usize));
            }
            assert_eq!(kind_order(sets.odd()), plain(&|n| n % 2 == 1));
        }
    }
}
