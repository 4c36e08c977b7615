//! Per-group lookup tables: the engine under win, waits and shanten.
//!
//! # Design
//! A hand splits into independent *groups*: the three suits (9 ranks, runs
//! allowed) and the honours (7 kinds, no runs). For every count vector a
//! group can hold (each rank 0–4, at most 14 tiles) the table stores the
//! group's **replacement numbers**: for `m` = 0…4 sets and a pair that is
//! absent, any, or a suited 2/5/8, the fewest tiles that must be added to the
//! group so that it holds exactly `m` sets plus that pair, never more than four
//! copies of a kind. That is 15 numbers of 4 bits, packed in a `u64`
//! ([`Entry`]); 15 marks "impossible" (a 2/5/8 pair among honours).
//!
//! A whole hand is then 3–4 lookups and a (min,+) combination over how the
//! sets and the pair are shared out between the groups (see `shanten`; a
//! hand without melds uses [`Combined`] below instead of the sum); a win is
//! "every group is complete for its own size" (see `win`); waits add one rank
//! to one group and look again. No search runs on the hot path. A hand keeps
//! its groups' keys and sizes up to date as tiles come and go ([`Groups`]),
//! so a check starts from the keys.
//!
//! Lookup: the key of a group is its counts read as a base-5 number (ranks
//! 1…9 as digits), so a suit has 5⁹ = 1,953,125 keys, of which the 405,350
//! with at most 14 tiles are filled. The key indexes a `u16` class number and
//! the class a deduplicated entry (distinct entries are few, see
//! [`Tables::stats`]), so the suit index costs 3.9 MB and the entries a few
//! KB. (A direct `u64` per key would cost 15.6 MB; a perfect-hash rank of the
//! key, as in Nyanten, saves memory but puts a chain of dependent loads on
//! every lookup.) The key is computed byte-parallel in a `u64` (three
//! multiply-add rounds instead of nine dependent steps).
//!
//! The win question has its own bitsets, one bit per key: is the group
//! *complete* — exactly `size / 3` sets, plus a pair when its size is 2 mod
//! 3 (one bitset for any pair, one for a 2/5/8 pair). A win check or a wait
//! probe is then one bit per group from 238 KiB, which stays in L2, instead
//! of a `u16` from the 3.9 MB index and a class entry to decode.
//!
//! Shanten of a hand without melds needs the regular shape for exactly four
//! sets and a pair; instead of a (min,+) sum over the four entries at run
//! time, [`Combined`] chains lookups over class numbers (the idea of
//! Nyanten's and riichienv's key tables): each suit class maps to its
//! projection (the ten numbers for 0–4 sets with no pair or with the rule's
//! pair), two projections to the class of their (min,+) combination, that and
//! the third suit to another class, and that and the honours to the answer.
//! There are only a few hundred classes at each level, so these tables take a
//! few hundred KB and are built in milliseconds from the entries.
//!
//! Build: one depth-first walk over the count vectors, rank by rank, carrying
//! a dynamic-programming state (sets started at the two previous ranks still
//! needing this one, sets made, pair made and of which kind → fewest tiles
//! added). Each node extends its parent's state by one rank for all its
//! children at once (they differ only in the tiles held, so they share every
//! transition), so the whole build costs about one DP step per inner node of
//! the walk; it runs once per process behind a `OnceLock`. The same step, run
//! over 9 ranks with per-rank copy limits, gives the exact entry for a group
//! some of whose copies sit in melds (the table assumes four copies of every
//! kind are available).
//!
//! In all the tables take 4.7 MiB and build in about 0.1–0.3 s (release, one
//! core); [`warm_up`] reports the size, `examples/table_stats.rs` both.

use crate::counts::lane_sum;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Pair categories of an [`Entry`].
pub(crate) const NO_PAIR: usize = 0;
/// Any pair.
pub(crate) const ANY_PAIR: usize = 1;
/// A suited 2, 5 or 8 pair.
pub(crate) const PAIR_258: usize = 2;

/// The "impossible" replacement number.
pub(crate) const IMPOSSIBLE: u8 = 15;

/// The 15 replacement numbers of one group, 4 bits each, at `(m * 3 + pair) * 4`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Entry(pub(crate) u64);

impl Entry {
    /// Fewest tiles to add for exactly `m` sets and the `pair` category.
    #[inline(always)]
    pub(crate) const fn get(self, m: usize, pair: usize) -> u8 {
        ((self.0 >> ((m * 3 + pair) * 4)) & 0xf) as u8
    }
}

/// A group's table: base-5 key → class → entry, and the completeness bits.
pub(crate) struct GroupTable {
    index: Box<[u16]>,
    classes: Box<[Entry]>,
    /// Bit `key` set when the group is complete: `[0]` with any pair, `[1]`
    /// with a 2/5/8 pair (see the module notes).
    complete: [Box<[u64]>; 2],
}

impl GroupTable {
    /// The class number of a group whose base-5 key is `key`. The key must
    /// come from counts of at most 14 tiles.
    #[inline(always)]
    pub(crate) fn slot(&self, key: usize) -> u16 {
        // In range by construction: `key < 5^ranks` for any counts of 0–4.
        self.index[key]
    }

    /// The entry of a class number.
    #[inline(always)]
    pub(crate) fn class_entry(&self, slot: u16) -> Entry {
        // Every class number was issued by the builder.
        self.classes[slot as usize]
    }

    /// The entry of a group whose base-5 key is `key`.
    #[inline(always)]
    pub(crate) fn entry(&self, key: usize) -> Entry {
        self.class_entry(self.slot(key))
    }

    /// True when the group whose key is `key` is exactly `size / 3` sets,
    /// plus a pair of category `pair` ([`ANY_PAIR`] or [`PAIR_258`]) when
    /// its size is 2 mod 3 (never when it is 1 mod 3).
    #[inline(always)]
    pub(crate) fn complete(&self, key: usize, pair: usize) -> bool {
        let bits = &self.complete[(pair == PAIR_258) as usize];
        bits[key / 64] >> (key % 64) & 1 == 1
    }
}

/// The suit and honour tables.
pub(crate) struct Tables {
    pub(crate) suit: GroupTable,
    pub(crate) honour: GroupTable,
    /// Regular shape of a hand without melds: `[0]` any pair, `[1]` a 2/5/8
    /// pair (see [`Tables::regular`]).
    regular: [Combined; 2],
}

/// Sizes of the tables, for the documentation and the benches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableStats {
    /// Bytes held by the tables.
    pub bytes: usize,
    /// Distinct suit entries.
    pub suit_classes: usize,
    /// Distinct honour entries.
    pub honour_classes: usize,
}

impl Tables {
    /// The shared tables, built on first use.
    #[inline]
    pub(crate) fn get() -> &'static Tables {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        TABLES.get_or_init(|| {
            let suit = build(9, true);
            let honour = build(7, false);
            let regular = [
                Combined::build(&suit, &honour, ANY_PAIR),
                Combined::build(&suit, &honour, PAIR_258),
            ];
            Tables { suit, honour, regular }
        })
    }

    /// The regular-shape lookups for a pair category ([`ANY_PAIR`] or
    /// [`PAIR_258`]).
    #[inline(always)]
    pub(crate) fn regular(&self, pair: usize) -> &Combined {
        // Indexing (rather than matching) keeps one pointer for every field.
        &self.regular[(pair == PAIR_258) as usize]
    }

    /// Sizes of the tables (building them if needed).
    pub fn stats() -> TableStats {
        let t = Tables::get();
        let size = |g: &GroupTable| {
            g.index.len() * 2
                + g.classes.len() * 8
                + g.complete.iter().map(|b| b.len() * 8).sum::<usize>()
        };
        TableStats {
            bytes: size(&t.suit)
                + size(&t.honour)
                + t.regular.iter().map(Combined::bytes).sum::<usize>(),
            suit_classes: t.suit.classes.len(),
            honour_classes: t.honour.classes.len(),
        }
    }
}

/// Builds the tables now rather than on first use (a game can call this
/// during loading so that no later call pays for it).
pub fn warm_up() -> TableStats {
    Tables::stats()
}

/// Powers of five, the digit weights of a base-5 key.
pub(crate) const POW5: [usize; 10] = {
    let mut p = [1usize; 10];
    let mut i = 1;
    while i < 10 {
        p[i] = p[i - 1] * 5;
        i += 1;
    }
    p
};

/// The base-5 key of the counts of one group, digit by digit (the tests'
/// plain version of [`suit_key`] and [`honour_key`]).
pub(crate) fn key(counts: &[u8]) -> usize {
    counts.iter().rev().fold(0usize, |k, &c| k * 5 + c as usize)
}

/// The base-5 number whose digits are the eight bytes of `v` (byte 0 the
/// lowest digit), byte-parallel: adjacent digits are merged pairwise, then
/// pairs of pairs, then the halves. No lane overflows: 4 + 4·5 < 2⁸,
/// 24 + 24·25 < 2¹⁶, 624 + 624·625 < 2³².
#[inline(always)]
fn key8(v: u64) -> usize {
    const B16: u64 = 0x00ff_00ff_00ff_00ff;
    const B32: u64 = 0x0000_ffff_0000_ffff;
    let a = (v & B16) + ((v >> 8) & B16) * 5;
    let b = (a & B32) + ((a >> 16) & B32) * 25;
    ((b & 0xffff_ffff) + (b >> 32) * 625) as usize
}

/// The key of suit `s` (0–2) of a hand's counts; equals `key(&c[9s..9s + 9])`.
#[inline(always)]
pub(crate) fn suit_key(c: &[u8; 34], s: usize) -> usize {
    let lo = u64::from_le_bytes(c[s * 9..s * 9 + 8].try_into().expect("eight ranks"));
    key8(lo) + c[s * 9 + 8] as usize * POW5[8]
}

/// The key of the honours of a hand's counts; equals `key(&c[27..34])`.
#[inline(always)]
pub(crate) fn honour_key(c: &[u8; 34]) -> usize {
    // Bytes 26..34, shifted so that kind 27 is the lowest digit and the top
    // digit is zero.
    key8(u64::from_le_bytes(c[26..34].try_into().expect("eight kinds")) >> 8)
}

/// The concealed tiles as the tables read them: each group's key (suits
/// 0–2, honours 3) and size. A [`crate::Hand`] keeps one in step with its
/// counts (a tile added or removed moves one key by a power of five), so the
/// checks start from the keys instead of recomputing them on every call —
/// the incremental evaluation an AI, which tries hands one tile apart, wants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct Groups {
    pub(crate) keys: [u32; 4],
    pub(crate) sizes: [u8; 4],
}

impl Groups {
    /// The groups of `c`.
    pub(crate) fn of(c: &[u8; 34]) -> Groups {
        // A suit's first eight ranks (or the seven honours) are one word, so
        // a size is one multiplication, like the keys.
        let word = |from: usize| u64::from_le_bytes(c[from..from + 8].try_into().expect("8 kinds"));
        let suit = |s: usize| lane_sum(word(s * 9)) as u8 + c[s * 9 + 8];
        Groups {
            keys: [suit_key(c, 0), suit_key(c, 1), suit_key(c, 2), honour_key(c)].map(|k| k as u32),
            sizes: [suit(0), suit(1), suit(2), lane_sum(word(26) >> 8) as u8],
        }
    }

    /// The group and the key digit of kind `k`.
    #[inline(always)]
    const fn place(k: usize) -> (usize, u32) {
        if k < 27 { (k / 9, POW5[k % 9] as u32) } else { (3, POW5[k - 27] as u32) }
    }

    /// One more copy of kind `k`.
    #[inline(always)]
    pub(crate) fn add(&mut self, k: usize) {
        let (g, digit) = Groups::place(k);
        self.keys[g] += digit;
        self.sizes[g] += 1;
    }

    /// One copy of kind `k` less (the hand must hold one).
    #[inline(always)]
    pub(crate) fn remove(&mut self, k: usize) {
        let (g, digit) = Groups::place(k);
        self.keys[g] -= digit;
        self.sizes[g] -= 1;
    }
}

// ---- the dynamic program -------------------------------------------------

const INF: u8 = 0x3f;
/// DP state: (runs started two ranks back, runs started one rank back, sets,
/// pair category) → fewest tiles added.
type State = [u8; 5 * 5 * 5 * 3];

#[inline(always)]
const fn at(b: usize, a: usize, m: usize, p: usize) -> usize {
    ((b * 5 + a) * 5 + m) * 3 + p
}

fn initial() -> State {
    let mut s = [INF; 5 * 5 * 5 * 3];
    s[at(0, 0, 0, NO_PAIR)] = 0;
    s
}

/// Extends `prev` by one rank holding `count` tiles, at most `cap` of which
/// a target may use. `runs` allows sets starting at this rank (false for
/// honours and for the last two ranks of a suit); `is_258` says which pair
/// category a pair of this rank falls in.
fn step(prev: &State, count: u8, cap: u8, runs: bool, is_258: bool) -> State {
    let mut next = [[INF; 5 * 5 * 5 * 3]];
    step_counts(prev, count, cap, runs, is_258, false, &mut next);
    next[0]
}

/// [`step`] for the counts `first`, `first + 1`, … at once, one per state of
/// `out`: the walk's children share every transition and differ only in the
/// tiles already held, so the transitions are enumerated once. With
/// `closing` (the last rank), states that leave a run open are dropped,
/// since [`finish`] reads none of them.
fn step_counts(
    prev: &State,
    first: u8,
    cap: u8,
    runs: bool,
    is_258: bool,
    closing: bool,
    out: &mut [State],
) {
    for o in out.iter_mut() {
        o.fill(INF);
    }
    let pair_cat = if is_258 { PAIR_258 } else { ANY_PAIR };
    for b in 0..5 {
        for a in 0..5 - b {
            if closing && a > 0 {
                continue;
            }
            for m in a + b..5 {
                for p in 0..3 {
                    let v = prev[at(b, a, m, p)];
                    if v == INF {
                        continue;
                    }
                    let max_new = if runs { 4 - m } else { 0 };
                    for s in 0..=max_new {
                        for t in 0..=((m + s < 4) as usize) {
                            for q in 0..=((p == NO_PAIR) as usize) {
                                let need = b + a + s + 3 * t + 2 * q;
                                if need > cap as usize {
                                    continue;
                                }
                                let np = if q == 1 { pair_cat } else { p };
                                let slot = at(a, s, m + s + t, np);
                                for (held, o) in (first..).zip(out.iter_mut()) {
                                    let cost = v + (need as u8).saturating_sub(held);
                                    if cost < o[slot] {
                                        o[slot] = cost;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Reads the entry off a finished state (all runs closed).
fn finish(state: &State) -> Entry {
    let mut e = 0u64;
    for m in 0..5 {
        let none = state[at(0, 0, m, NO_PAIR)];
        let p258 = state[at(0, 0, m, PAIR_258)];
        let other = state[at(0, 0, m, ANY_PAIR)];
        let vals = [none, other.min(p258), p258];
        for (pair, v) in vals.into_iter().enumerate() {
            let v = if v >= INF { IMPOSSIBLE } else { v.min(14) };
            e |= (v as u64) << ((m * 3 + pair) * 4);
        }
    }
    Entry(e)
}

/// The exact entry of one suit whose ranks may be used at most `caps[r]`
/// times (copies held in melds are not available). Not on the table path:
/// only for groups some of whose kinds sit in melds.
pub(crate) fn suit_entry_capped(counts: &[u8; 9], caps: &[u8; 9]) -> Entry {
    let mut s = initial();
    for r in 0..9 {
        s = step(&s, counts[r], caps[r], r < 7, matches!(r, 1 | 4 | 7));
    }
    finish(&s)
}

/// Honour version of [`suit_entry_capped`].
pub(crate) fn honour_entry_capped(counts: &[u8; 7], caps: &[u8; 7]) -> Entry {
    let mut s = initial();
    for r in 0..7 {
        s = step(&s, counts[r], caps[r], false, false);
    }
    finish(&s)
}

struct Builder {
    ranks: usize,
    runs: bool,
    index: Vec<u16>,
    complete: [Vec<u64>; 2],
    classes: Vec<Entry>,
    ids: HashMap<u64, u16>,
}

impl Builder {
    fn walk(&mut self, rank: usize, key: usize, total: usize, state: &State) {
        if rank == self.ranks {
            let e = finish(state);
            let next_id = self.ids.len();
            let id = *self.ids.entry(e.0).or_insert_with(|| {
                self.classes.push(e);
                u16::try_from(next_id).expect("more than 65,536 distinct group entries")
            });
            self.index[key] = id;
            let sets = total / 3;
            for (bits, pair) in self.complete.iter_mut().zip([ANY_PAIR, PAIR_258]) {
                let complete = match total % 3 {
                    0 => e.get(sets, NO_PAIR) == 0,
                    2 => e.get(sets, pair) == 0,
                    _ => false,
                };
                bits[key / 64] |= (complete as u64) << (key % 64);
            }
            return;
        }
        let runs = self.runs && rank + 2 < self.ranks;
        let is_258 = self.runs && matches!(rank, 1 | 4 | 7);
        let children = 1 + 4.min(14 - total);
        let mut next = [[INF; 5 * 5 * 5 * 3]; 5];
        let closing = rank + 1 == self.ranks;
        step_counts(state, 0, 4, runs, is_258, closing, &mut next[..children]);
        for (c, state) in next[..children].iter().enumerate() {
            self.walk(rank + 1, key + c * POW5[rank], total + c, state);
        }
    }
}

fn build(ranks: usize, runs: bool) -> GroupTable {
    let mut b = Builder {
        ranks,
        runs,
        index: vec![0; POW5[ranks]],
        complete: [vec![0; POW5[ranks].div_ceil(64)], vec![0; POW5[ranks].div_ceil(64)]],
        classes: Vec::new(),
        ids: HashMap::new(),
    };
    b.walk(0, 0, 0, &initial());
    let [any, p258] = b.complete;
    GroupTable {
        index: b.index.into_boxed_slice(),
        classes: b.classes.into_boxed_slice(),
        complete: [any.into_boxed_slice(), p258.into_boxed_slice()],
    }
}

// ---- the regular shape of a hand without melds --------------------------

/// Replacement numbers of one group or several groups together for 0–4 sets,
/// without (`[2m]`) and with (`[2m + 1]`) the pair of one category.
type Projection = [u8; 10];

/// Chained class lookups for the regular shape (exactly four sets and a
/// pair) of a hand without melds, for one pair category; see the module
/// notes. Each level's class numbers index the next level's rows.
pub(crate) struct Combined {
    /// Suit class → projection class.
    suit: Box<[u16]>,
    /// Honour class → honour projection class.
    honour: Box<[u16]>,
    /// Number of suit projection classes (the row length of the next levels).
    suits: usize,
    /// Number of honour projection classes.
    honours: usize,
    /// `[a * suits + b]`: class of suits `a` and `b` together.
    two: Box<[u16]>,
    /// `[ab * suits + c]`: class of three suits together.
    three: Box<[u16]>,
    /// `[abc]`: replacement number, honours out of play.
    without_honours: Box<[u8]>,
    /// `[abc * honours + h]`: replacement number with the honours.
    with_honours: Box<[u8]>,
}

impl Combined {
    /// Replacement number of four sets and a pair for the groups whose slots
    /// are `slots` (suits 0–2, then honours); the honour slot is ignored when
    /// `honours` is false.
    #[inline(always)]
    pub(crate) fn cost(&self, slots: [u16; 4], honours: bool) -> u8 {
        // Every index is in range by construction: projection classes come
        // from the class maps, and each level's classes index the next.
        let c = |slot: u16| self.suit[slot as usize] as usize;
        let ab = self.two[c(slots[0]) * self.suits + c(slots[1])] as usize;
        let abc = self.three[ab * self.suits + c(slots[2])] as usize;
        if honours {
            let h = self.honour[slots[3] as usize] as usize;
            self.with_honours[abc * self.honours + h]
        } else {
            self.without_honours[abc]
        }
    }

    fn bytes(&self) -> usize {
        (self.suit.len() + self.honour.len() + self.two.len() + self.three.len()) * 2
            + self.without_honours.len()
            + self.with_honours.len()
    }

    fn build(suit: &GroupTable, honour: &GroupTable, pair: usize) -> Combined {
        let project = |e: &Entry| -> Projection {
            std::array::from_fn(|i| e.get(i / 2, if i % 2 == 0 { NO_PAIR } else { pair }))
        };
        let mut suits = Interner::default();
        let suit_map: Vec<u16> = suit.classes.iter().map(|e| suits.id(project(e))).collect();
        let mut honours = Interner::default();
        let honour_map: Vec<u16> = honour.classes.iter().map(|e| honours.id(project(e))).collect();
        let mut twos = Interner::default();
        let mut two = Vec::with_capacity(suits.list.len() * suits.list.len());
        for a in &suits.list {
            for b in &suits.list {
                two.push(twos.id(combine(a, b)));
            }
        }
        let mut threes = Interner::default();
        let mut three = Vec::with_capacity(twos.list.len() * suits.list.len());
        for ab in &twos.list {
            for c in &suits.list {
                three.push(threes.id(combine(ab, c)));
            }
        }
        let without_honours = threes.list.iter().map(|v| v[2 * 4 + 1]).collect();
        let mut with_honours = Vec::with_capacity(threes.list.len() * honours.list.len());
        for abc in &threes.list {
            for h in &honours.list {
                with_honours.push(combine(abc, h)[2 * 4 + 1]);
            }
        }
        Combined {
            suit: suit_map.into_boxed_slice(),
            honour: honour_map.into_boxed_slice(),
            suits: suits.list.len(),
            honours: honours.list.len(),
            two: two.into_boxed_slice(),
            three: three.into_boxed_slice(),
            without_honours,
            with_honours: with_honours.into_boxed_slice(),
        }
    }
}

/// The (min,+) combination of two projections: the best way to share 0–4
/// sets and at most one pair between them. Sums of 15 or more involve an
/// impossible part (a feasible part for `m` sets and a pair costs at most
/// `3m + 2`, so feasible sums stay at or below 14) and stay [`IMPOSSIBLE`].
fn combine(a: &Projection, b: &Projection) -> Projection {
    let mut out = [IMPOSSIBLE; 10];
    for i in 0..5 {
        for j in 0..5 - i {
            let none = a[2 * i] + b[2 * j];
            let pair = (a[2 * i + 1] + b[2 * j]).min(a[2 * i] + b[2 * j + 1]);
            let slot = &mut out[2 * (i + j)..2 * (i + j) + 2];
            slot[0] = slot[0].min(none);
            slot[1] = slot[1].min(pair);
        }
    }
    out
}

/// Numbers distinct projections in order of first appearance.
#[derive(Default)]
struct Interner {
    ids: HashMap<Projection, u16>,
    list: Vec<Projection>,
}

impl Interner {
    fn id(&mut self, p: Projection) -> u16 {
        *self.ids.entry(p).or_insert_with(|| {
            self.list.push(p);
            u16::try_from(self.list.len() - 1).expect("fewer than 65,536 classes")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases() {
        let t = Tables::get();
        // Empty suit: a set costs 3, a pair 2, a 2/5/8 pair 2.
        let e = t.suit.entry(0);
        assert_eq!(
            (e.get(0, NO_PAIR), e.get(1, NO_PAIR), e.get(0, ANY_PAIR), e.get(0, PAIR_258)),
            (0, 3, 2, 2)
        );
        assert_eq!(e.get(4, ANY_PAIR), 14);
        // 123 + 55: one set and a 2/5/8 pair.
        let k = key(&[1, 1, 1, 0, 2, 0, 0, 0, 0]);
        let e = t.suit.entry(k);
        assert_eq!((e.get(1, NO_PAIR), e.get(1, ANY_PAIR), e.get(1, PAIR_258)), (0, 0, 0));
        // 11 + 234: the pair is 1, not 2/5/8: one tile short of a 2/5/8 pair (add 2 → 22, keep 1 out? no:
        // 1 1 2 3 4 → 234 + 11 any pair = 0; with a 2/5/8 pair: 123 + (4 dead) + 2 more for 22/55... → 2.
        let e = t.suit.entry(key(&[2, 1, 1, 1, 0, 0, 0, 0, 0]));
        assert_eq!(e.get(1, ANY_PAIR), 0);
        assert!(e.get(1, PAIR_258) > 0);
        // Honours have no 2/5/8 pair and no runs.
        let e = t.honour.entry(key(&[1, 1, 1, 0, 0, 0, 0]));
        assert_eq!(e.get(0, PAIR_258), IMPOSSIBLE);
        assert_eq!(e.get(1, NO_PAIR), 2);
    }

    #[test]
    fn capped_matches_table_with_full_caps() {
        let t = Tables::get();
        let counts = [1, 0, 2, 3, 0, 1, 1, 4, 0];
        assert_eq!(suit_entry_capped(&counts, &[4; 9]), t.suit.entry(key(&counts)));
    }

    #[test]
    fn byte_parallel_keys_match_the_plain_key() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..20_000 {
            let c: [u8; 34] = std::array::from_fn(|_| rng.random_range(0..5));
            for s in 0..3 {
                assert_eq!(suit_key(&c, s), key(&c[s * 9..s * 9 + 9]));
            }
            assert_eq!(honour_key(&c), key(&c[27..34]));
        }
    }

    #[test]
    fn completeness_bits_match_the_entries() {
        let t = Tables::get();
        // Every suit count vector of up to 14 tiles.
        let mut c = [0u8; 9];
        loop {
            let n: usize = c.iter().map(|&x| x as usize).sum();
            if n <= 14 {
                let k = key(&c);
                let e = t.suit.entry(k);
                let m = n / 3;
                for pair in [ANY_PAIR, PAIR_258] {
                    let want = match n % 3 {
                        0 => e.get(m, NO_PAIR) == 0,
                        2 => e.get(m, pair) == 0,
                        _ => false,
                    };
                    assert_eq!(t.suit.complete(k, pair), want, "{c:?} pair {pair}");
                }
            }
            // Next vector in base 5.
            let mut r = 0;
            while r < 9 && c[r] == 4 {
                c[r] = 0;
                r += 1;
            }
            if r == 9 {
                break;
            }
            c[r] += 1;
        }
    }

    #[test]
    fn combined_lookups_match_the_min_plus_sum() {
        use rand::{Rng, SeedableRng};
        let t = Tables::get();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for _ in 0..50_000 {
            // 13 or 14 random tiles, honours or not.
            let honours = rng.random_bool(0.5);
            let kinds = if honours { 34 } else { 27 };
            let mut c = [0u8; 34];
            let mut n = 0;
            let size = rng.random_range(13..15);
            while n < size {
                let k = rng.random_range(0..kinds);
                if c[k] < 4 {
                    c[k] += 1;
                    n += 1;
                }
            }
            let slots = [
                t.suit.slot(suit_key(&c, 0)),
                t.suit.slot(suit_key(&c, 1)),
                t.suit.slot(suit_key(&c, 2)),
                t.honour.slot(honour_key(&c)),
            ];
            let mut entries = slots.map(|s| t.suit.class_entry(s));
            entries[3] = t.honour.class_entry(slots[3]);
            if !honours {
                entries[3] = Entry(crate::shanten::EMPTY_ONLY);
            }
            for pair in [ANY_PAIR, PAIR_258] {
                let comb = t.regular(pair);
                assert_eq!(
                    comb.cost(slots, honours),
                    crate::shanten::regular_cost(&entries, 4, pair),
                    "{c:?} pair {pair}"
                );
            }
        }
    }
}
