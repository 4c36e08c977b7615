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
//! Hands with melds (issue 19) stay on lookups too. A meld caps the copies
//! left of its kinds: a kong leaves none of its rank, a peng at most one, a
//! chi at most three of each of its ranks. Honours: a kind with a meld is out
//! of play, so the plain table of the other kinds is exact
//! ([`honour_entry_melded`]). Suits ([`suit_bounds`]): a rank with a peng or
//! kong is used by nothing or by one run, so the suit is a prefix and a
//! suffix joined around it, read from [`OpenTables`] (prefix entries with a
//! run left open at the end; a suffix is a prefix read backwards); a lone chi
//! almost never changes the entry, and [`ChiTables`] holds one bit per suit
//! key saying so; any other chi caps are checked per slot (a completion
//! adding `v` tiles uses at most `held + v` copies of a rank). The result is
//! a lower and an upper bound; an answer the two give alike is exact, else
//! the capped dynamic program above, restricted to the sets the hand still
//! needs, settles it. The efficiency questions, whose hands share their
//! melds, remember these entries across calls (`shanten::SuitMemo`).
//!
//! That general path is the fallback now. The fast path (`shanten::Open`)
//! reads one class number per suit: [`MeldTables`] holds the exact entry of
//! every suit beside one peng or kong directly (the join above, computed
//! ahead for each rank), a lone chi whose [`ChiTables`] bit is set keeps the
//! plain class, and these classes share one numbering, so the regular shape
//! of a hand needing `n` sets is the chained lookup of [`Combined`] built
//! for `n` sets, as for a closed hand. A suit beside two melds of its own
//! (at most 8 tiles, 2 sets) reads its exact entry from the [`PairTable`]
//! of those two melds, computed on first use; a suit beside three, the
//! capped dynamic program (one set or none to make). Such a suit has no
//! class, so the other two suits are chained to their projection (kept by
//! [`Combined`]) and joined to it and the honours by a short (min,+)
//! ([`Combined::cost_with_entry`]). The hand keeps where its melds sit
//! ([`MeldLayout`]), so none of this walks the melds. Only a chi whose caps
//! bind leaves the fast path, for the bounds above.
//!
//! In all the tables take about 10.3 MiB (4.7 MiB for hands without melds) and
//! build in about 0.2–0.5 s for hands without melds, about half a second
//! more for those of hands with melds (release, one core); [`warm_up`] builds
//! them all and reports the size, `examples/lookup_stats.rs` both.

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

/// The 0.1 name of [`LookupStats`], kept for one release.
#[deprecated(note = "renamed LookupStats: \"table\" now means the game table only")]
pub type TableStats = LookupStats;

/// Sizes of the lookup tables, for the documentation and the benches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LookupStats {
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
                Combined::build(&suit.classes, &honour.classes, ANY_PAIR, 4),
                Combined::build(&suit.classes, &honour.classes, PAIR_258, 4),
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

    /// Sizes of the tables, those of hands with melds included (building
    /// them if needed).
    pub fn stats() -> LookupStats {
        let t = Tables::get();
        let open = OpenTables::get();
        let size = |g: &GroupTable| {
            g.index.len() * 2
                + g.classes.len() * 8
                + g.complete.iter().map(|b| b.len() * 8).sum::<usize>()
        };
        LookupStats {
            bytes: size(&t.suit)
                + size(&t.honour)
                + t.regular.iter().map(Combined::bytes).sum::<usize>()
                + open.bytes()
                + ChiTables::get().bytes()
                + MeldTables::get().bytes(),
            suit_classes: t.suit.classes.len(),
            honour_classes: t.honour.classes.len(),
        }
    }
}

/// Builds the tables now rather than on first use (a game can call this
/// during loading so that no later call pays for it).
pub fn warm_up() -> LookupStats {
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
    honour_key_of_word(u64::from_le_bytes(c[26..34].try_into().expect("eight kinds")) >> 8)
}

/// The key of the honours whose counts are the low seven bytes of `word`
/// (kind 27 the lowest; the top byte zero).
#[inline(always)]
pub(crate) fn honour_key_of_word(word: u64) -> usize {
    key8(word)
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

/// Where a hand's melds sit, as the fast path of hands with melds
/// (`shanten::Open`) reads them: one code per suit and the honour kinds out
/// of play. A [`crate::Hand`] keeps one in step with its melds, so a check
/// starts from the codes instead of walking the melds on every call.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct MeldLayout {
    /// Per suit: [`LAYOUT_NONE`]; `1 +` the [`suit_meld_code`] of its one
    /// meld; [`LAYOUT_PAIR`]` + a · 27 + b` (`a ≤ b`) for two melds coded
    /// `a` and `b`; [`LAYOUT_MORE`] for three or four.
    pub(crate) suits: [u16; 3],
    /// `0xff` in the byte of each honour kind holding a meld, in the order of
    /// [`honour_key`]'s word (kind 27 the lowest byte).
    pub(crate) dead_honours: u64,
}

/// A suit without melds in a [`MeldLayout`].
pub(crate) const LAYOUT_NONE: u16 = 0;
/// The first code of a suit with two melds in a [`MeldLayout`].
pub(crate) const LAYOUT_PAIR: u16 = 32;
/// A suit with three or four melds in a [`MeldLayout`].
pub(crate) const LAYOUT_MORE: u16 = u16::MAX;

impl MeldLayout {
    /// The layout of `melds`.
    pub(crate) fn of(melds: impl Iterator<Item = crate::meld::Meld>) -> MeldLayout {
        let mut out = MeldLayout::default();
        for m in melds {
            let k = m.tile().index();
            if k >= 27 {
                out.dead_honours |= 0xff << (8 * (k - 27));
                continue;
            }
            let code = suit_meld_code(m.kind(), k % 9) as u16;
            let slot = &mut out.suits[k / 9];
            *slot = match *slot {
                LAYOUT_NONE => 1 + code,
                one if one < LAYOUT_PAIR => {
                    let (a, b) = ((one - 1).min(code), (one - 1).max(code));
                    LAYOUT_PAIR + a * 27 + b
                }
                _ => LAYOUT_MORE,
            };
        }
        out
    }
}

/// The key of a suit's counts read backwards (rank 8 the lowest digit);
/// equals `key` of the reversed counts.
#[inline(always)]
pub(crate) fn suit_key_reversed(c: &[u8; 9]) -> usize {
    let hi = u64::from_le_bytes(c[1..9].try_into().expect("eight ranks"));
    key8(hi.swap_bytes()) + c[0] as usize * POW5[8]
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
fn step(prev: &State, count: u8, cap: u8, runs: bool, is_258: bool, max_sets: usize) -> State {
    let mut next = [[INF; 5 * 5 * 5 * 3]];
    step_counts(prev, count, cap, runs, is_258, false, max_sets, &mut next);
    next[0]
}

/// [`step`] for the counts `first`, `first + 1`, … at once, one per state of
/// `out`: the walk's children share every transition and differ only in the
/// tiles already held, so the transitions are enumerated once. With
/// `closing` (the last rank), states that leave a run open are dropped,
/// since [`finish`] reads none of them. States of more than `max_sets` sets
/// (4 for the tables; fewer for a hand with melds, which needs no more) are
/// not made, which makes the step several times cheaper.
#[allow(clippy::too_many_arguments)]
fn step_counts(
    prev: &State,
    first: u8,
    cap: u8,
    runs: bool,
    is_258: bool,
    closing: bool,
    max_sets: usize,
    out: &mut [State],
) {
    for o in out.iter_mut() {
        o.fill(INF);
    }
    let pair_cat = if is_258 { PAIR_258 } else { ANY_PAIR };
    for b in 0..=max_sets {
        for a in 0..=max_sets - b {
            if closing && a > 0 {
                continue;
            }
            for m in a + b..=max_sets {
                for p in 0..3 {
                    let v = prev[at(b, a, m, p)];
                    if v == INF {
                        continue;
                    }
                    let max_new = if runs { max_sets - m } else { 0 };
                    for s in 0..=max_new {
                        for t in 0..=((m + s < max_sets) as usize) {
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
/// times (copies held in melds are not available), for up to `max_sets`
/// sets (the slots of more sets are impossible). Not on the table path: only
/// for groups some of whose kinds sit in melds, when the lookups of
/// [`suit_bounds`] cannot settle the answer.
pub(crate) fn suit_entry_capped(counts: &[u8; 9], caps: &[u8; 9], max_sets: usize) -> Entry {
    // Two states stepped into each other in turn (no copies of the state).
    let mut s = [initial()];
    let mut next = [[INF; 5 * 5 * 5 * 3]];
    for r in 0..9 {
        let is_258 = matches!(r, 1 | 4 | 7);
        step_counts(&s[0], counts[r], caps[r], r < 7, is_258, r == 8, max_sets, &mut next);
        std::mem::swap(&mut s, &mut next);
    }
    finish(&s[0])
}

/// [`suit_entry_capped`] for at most one set (a suit beside three or four
/// melds of its own), by enumeration: every set (7 runs, 9 triplets) and
/// pair (9 ranks) within the caps, the tiles to add counted rank by rank.
/// Slots of more sets are impossible.
pub(crate) fn suit_entry_capped_small(counts: &[u8; 9], caps: &[u8; 9], max_sets: usize) -> Entry {
    debug_assert!(max_sets <= 1);
    let add = |r: usize, need: u8| -> u8 {
        if need > caps[r] { INF } else { need.saturating_sub(counts[r]) }
    };
    let mut out = [[IMPOSSIBLE; 3]; 5];
    out[0][NO_PAIR] = 0;
    for r in 0..9 {
        let p = add(r, 2).min(IMPOSSIBLE);
        out[0][ANY_PAIR] = out[0][ANY_PAIR].min(p);
        if matches!(r, 1 | 4 | 7) {
            out[0][PAIR_258] = out[0][PAIR_258].min(p);
        }
    }
    if max_sets == 1 {
        // A set: `(first rank, run)`; with each pair rank (or none).
        for first in 0..9 {
            for run in [false, true] {
                if run && first > 6 {
                    continue;
                }
                let need = |r: usize| -> u8 {
                    if run { (first..first + 3).contains(&r) as u8 } else { 3 * (r == first) as u8 }
                };
                let ranks = if run { first..first + 3 } else { first..first + 1 };
                let set: u16 = ranks.clone().map(|r| add(r, need(r)) as u16).sum();
                if set >= INF as u16 {
                    continue;
                }
                let set = set as u8;
                out[1][NO_PAIR] = out[1][NO_PAIR].min(set);
                for q in 0..9 {
                    // The pair's rank counted with the set's need there.
                    let with = if ranks.contains(&q) {
                        let both = add(q, need(q) + 2);
                        if both >= INF {
                            continue;
                        }
                        set - add(q, need(q)) + both
                    } else {
                        let p = add(q, 2);
                        if p >= INF {
                            continue;
                        }
                        set + p
                    };
                    let with = with.min(IMPOSSIBLE);
                    out[1][ANY_PAIR] = out[1][ANY_PAIR].min(with);
                    if matches!(q, 1 | 4 | 7) {
                        out[1][PAIR_258] = out[1][PAIR_258].min(with);
                    }
                }
            }
        }
    }
    pack(&out)
}

/// Honour version of [`suit_entry_capped`].
pub(crate) fn honour_entry_capped(counts: &[u8; 7], caps: &[u8; 7], max_sets: usize) -> Entry {
    let mut s = initial();
    for r in 0..7 {
        s = step(&s, counts[r], caps[r], false, false, max_sets);
    }
    finish(&s)
}

// ---- hands with melds ----------------------------------------------------

/// Lookups for a suit some of whose copies sit in melds (see
/// [`suit_bounds`]): for every prefix of a suit (ranks `0..d`, `d` = 0–8,
/// at most 14 tiles) the prefix's entry on its own and with one run left
/// open at its end — a run started at rank `d − 2` or at `d − 1` that still
/// needs rank `d` (and `d + 1`). The open run's tiles inside the prefix count
/// against the four copies there, like any other; the run itself is not
/// counted among the entry's sets. A suit read backwards is a suit (the
/// 2/5/8 ranks 1, 4, 7 map to 7, 4, 1), so the same tables give the suffixes,
/// reversed. Built on the first hand with a peng or kong in a suit, apart
/// from the closed-hand tables, in about the time of the suit table.
pub(crate) struct OpenTables {
    /// `[d][key]`: class numbers of the closed, `b = 1` and `a = 1` entries.
    index: [Box<[[u16; 3]]>; 9],
    classes: Box<[Entry]>,
}

impl OpenTables {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static OpenTables {
        static OPEN: OnceLock<OpenTables> = OnceLock::new();
        OPEN.get_or_init(OpenTables::build)
    }

    fn build() -> OpenTables {
        let mut b = OpenBuilder {
            index: std::array::from_fn(|d| vec![[0u16; 3]; POW5[d]]),
            classes: Vec::new(),
            ids: HashMap::new(),
        };
        b.walk(0, 0, 0, &initial());
        OpenTables {
            index: b.index.map(Vec::into_boxed_slice),
            classes: b.classes.into_boxed_slice(),
        }
    }

    fn bytes(&self) -> usize {
        self.index.iter().map(|i| i.len() * 6).sum::<usize>() + self.classes.len() * 8
    }

    /// The three entries (closed, two back, one back) of the prefix of
    /// depth `d` whose base-5 key is `key`.
    #[inline(always)]
    fn entries(&self, d: usize, key: usize) -> [Entry; 3] {
        self.index[d][key].map(|c| self.classes[c as usize])
    }
}

struct OpenBuilder {
    index: [Vec<[u16; 3]>; 9],
    classes: Vec<Entry>,
    ids: HashMap<u64, u16>,
}

impl OpenBuilder {
    fn id(&mut self, e: Entry) -> u16 {
        let next = self.ids.len();
        *self.ids.entry(e.0).or_insert_with(|| {
            self.classes.push(e);
            u16::try_from(next).expect("fewer than 65,536 open entries")
        })
    }

    fn walk(&mut self, depth: usize, key: usize, total: usize, state: &State) {
        let ids = [
            self.id(finish_open(state, 0, 0)),
            self.id(finish_open(state, 1, 0)),
            self.id(finish_open(state, 0, 1)),
        ];
        self.index[depth][key] = ids;
        if depth == 8 {
            return;
        }
        let runs = depth + 2 < 9;
        let is_258 = matches!(depth, 1 | 4 | 7);
        let children = 1 + 4.min(14 - total);
        let mut next = [[INF; 5 * 5 * 5 * 3]; 5];
        step_counts(state, 0, 4, runs, is_258, false, 4, &mut next[..children]);
        for (c, state) in next[..children].iter().enumerate() {
            self.walk(depth + 1, key + c * POW5[depth], total + c, state);
        }
    }
}

/// The entry of a state with `b` runs started two ranks back and `a` one
/// rank back still open (those runs not counted among the sets).
fn finish_open(state: &State, b: usize, a: usize) -> Entry {
    let mut e = 0u64;
    for m in 0..5 {
        let full = m + a + b;
        let get = |p| if full < 5 { state[at(b, a, full, p)] } else { INF };
        let (none, p258, other) = (get(NO_PAIR), get(PAIR_258), get(ANY_PAIR));
        let vals = [none, other.min(p258), p258];
        for (pair, v) in vals.into_iter().enumerate() {
            let v = if v >= INF { IMPOSSIBLE } else { v.min(14) };
            e |= (v as u64) << ((m * 3 + pair) * 4);
        }
    }
    Entry(e)
}

/// An entry unpacked: `[m][pair]`.
type Unpacked = [[u8; 3]; 5];

#[inline(always)]
fn unpack(e: Entry) -> Unpacked {
    std::array::from_fn(|m| std::array::from_fn(|p| e.get(m, p)))
}

#[inline(always)]
fn pack(u: &Unpacked) -> Entry {
    let mut e = 0u64;
    for (m, row) in u.iter().enumerate() {
        for (p, &v) in row.iter().enumerate() {
            e |= (v.min(IMPOSSIBLE) as u64) << ((m * 3 + p) * 4);
        }
    }
    Entry(e)
}

/// `out[m + shift] = min(out, extra + (a ⊕ b)[m])` for `m + shift ≤ sets`,
/// where `⊕` shares the sets and at most one pair between the two parts.
#[inline(always)]
fn join_into(out: &mut Unpacked, a: &Unpacked, b: &Unpacked, sets: usize, shift: usize, extra: u8) {
    for i in 0..=sets - shift {
        for j in 0..=sets - shift - i {
            let slot = &mut out[i + j + shift];
            let none = a[i][NO_PAIR] + b[j][NO_PAIR] + extra;
            slot[NO_PAIR] = slot[NO_PAIR].min(none);
            for p in [ANY_PAIR, PAIR_258] {
                let v = (a[i][p] + b[j][NO_PAIR]).min(a[i][NO_PAIR] + b[j][p]) + extra;
                slot[p] = slot[p].min(v);
            }
        }
    }
}

/// For a suit beside one chi of it, whether the chi's caps change nothing:
/// bit `key` of `[j]` is set when the suit holding the counts of `key`, with
/// ranks `j`, `j + 1`, `j + 2` usable at most three times, has the same
/// entry as the plain table for 0–3 sets (a hand with a chi makes at most
/// three). The caps of one chi bind only on shapes that need all four
/// copies of one of its ranks, so the bit is almost always set; when it is
/// not, the caller computes the exact entry. Chi starting at ranks 4–6 are
/// those starting at 2–0 read backwards. Suits of up to 11 tiles (a hand
/// with a meld holds no more), 244 KiB a chi; built with the
/// [`OpenTables`].
pub(crate) struct ChiTables {
    bits: [Box<[u64]>; 4],
}

impl ChiTables {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static ChiTables {
        static CHI: OnceLock<ChiTables> = OnceLock::new();
        CHI.get_or_init(|| ChiTables { bits: std::array::from_fn(ChiTables::build) })
    }

    fn build(j: usize) -> Box<[u64]> {
        let mut bits = vec![0u64; POW5[9].div_ceil(64)];
        let table = &Tables::get().suit;
        chi_walk(j, 0, 0, 0, &initial(), &mut |key, e: Entry| {
            // Slots of 0–3 sets: the low 12 nibbles.
            let low = (1u64 << 48) - 1;
            if e.0 & low == table.entry(key).0 & low {
                bits[key / 64] |= 1 << (key % 64);
            }
        });
        bits.into_boxed_slice()
    }

    /// True when the chi starting at rank `j` leaves the entry of the suit
    /// holding `counts` (base-5 key `key`) as the plain table has it.
    #[inline]
    pub(crate) fn unchanged(&self, j: usize, counts: &[u8; 9], key: usize) -> bool {
        let (j, key) = if j <= 3 { (j, key) } else { (6 - j, suit_key_reversed(counts)) };
        self.bits[j][key / 64] >> (key % 64) & 1 == 1
    }

    fn bytes(&self) -> usize {
        self.bits.iter().map(|b| b.len() * 8).sum()
    }
}

/// The suit walk of the builder with ranks `j`–`j + 2` capped at three,
/// up to 11 tiles: `leaf(key, entry)` for every count vector.
fn chi_walk(
    j: usize,
    rank: usize,
    key: usize,
    total: usize,
    state: &State,
    leaf: &mut impl FnMut(usize, Entry),
) {
    if rank == 9 {
        leaf(key, finish(state));
        return;
    }
    let cap = if (j..j + 3).contains(&rank) { 3 } else { 4 };
    let runs = rank + 2 < 9;
    let is_258 = matches!(rank, 1 | 4 | 7);
    let children = 1 + (cap as usize).min(11 - total);
    let mut next = [[INF; 5 * 5 * 5 * 3]; 5];
    step_counts(state, 0, cap, runs, is_258, rank == 8, 3, &mut next[..children]);
    for (c, state) in next[..children].iter().enumerate() {
        chi_walk(j, rank + 1, key + c * POW5[rank], total + c, state, leaf);
    }
}

/// Direct lookups for the common suits beside melds, and the regular shape
/// of hands with melds as chained class lookups (the [`Combined`] of a
/// closed hand, for the sets such a hand needs).
///
/// A suit holding one peng or one kong (cap 1 or 0 on one rank: most suits
/// beside melds in play) has its exact entry in a table indexed by the
/// number of the other eight ranks' counts among those of at most 11 tiles
/// ([`REST_RANKS`]) and, for a peng, the copy (0 or 1) held of its rank:
/// one `u16` class each, for up to 11 tiles (a hand with a meld holds no
/// more) and three sets. The entries are those of [`suit_bounds`]
/// (prefix and suffix joined around the rank), so the same proofs hold;
/// ranks 5–8 are ranks 3–0 read backwards. A lone chi whose [`ChiTables`]
/// bit is set, and a suit without melds, take the plain class.
///
/// The class numbers continue those of the plain suit table (its classes
/// come first), so every suit of a hand with melds has a class in one
/// space, and `regular[sets][pair]` chains them like [`Combined`] does for
/// four sets. Any other suit (two melds of one suit, a chi whose caps bind)
/// has no class and takes the general path (`shanten::View`).
pub(crate) struct MeldTables {
    /// The plain suit classes, then the entries of the tables below.
    classes: Box<[Entry]>,
    /// `[r]`: a peng on rank `r` (0–4); index `rest * 2 + held`, `rest` the
    /// number of the other eight ranks' counts ([`REST_RANKS`]).
    peng: [Box<[u16]>; 5],
    /// `[r]`: a kong on rank `r` (0–4); index `rest`.
    kong: [Box<[u16]>; 5],
    /// `[sets][pair == PAIR_258]`: exactly `sets` sets (0–3) and a pair.
    regular: [[Combined; 2]; 4],
    /// The plain tables and the chi bits, built first: held here so that a
    /// hand reaches every table through one `OnceLock`.
    pub(crate) plain: &'static Tables,
    pub(crate) chi: &'static ChiTables,
}

/// Most tiles of a suit beside a meld of it (the whole concealed hand of
/// a hand with one meld).
const MELDED_TILES: usize = 11;

impl MeldTables {
    /// The shared tables, built on first use.
    #[inline]
    pub(crate) fn get() -> &'static MeldTables {
        static MELD: OnceLock<MeldTables> = OnceLock::new();
        MELD.get_or_init(MeldTables::build)
    }

    fn build() -> MeldTables {
        let t = Tables::get();
        let mut classes: Vec<Entry> = t.suit.classes.to_vec();
        let mut ids: HashMap<u64, u16> =
            classes.iter().enumerate().map(|(i, e)| (e.0, i as u16)).collect();
        let mut id = |e: Entry| -> u16 {
            *ids.entry(e.0).or_insert_with(|| {
                classes.push(e);
                u16::try_from(classes.len() - 1).expect("fewer than 65,536 suit classes")
            })
        };
        let mut table = |r: usize, cap: u8| -> Box<[u16]> {
            let held_values = cap as usize + 1;
            let mut out = vec![0u16; REST_RANKS[9][0][0] as usize * held_values];
            for k in 0..POW5[8] {
                let mut rest = [0u8; 8];
                let mut k = k;
                for x in &mut rest {
                    *x = (k % 5) as u8;
                    k /= 5;
                }
                let tiles = rest.iter().map(|&x| x as usize).sum::<usize>();
                if tiles > MELDED_TILES {
                    continue;
                }
                let i = rank_of(&rest, &REST_RANKS) * held_values;
                for held in 0..held_values.min(MELDED_TILES + 1 - tiles) {
                    let mut c = [0u8; 9];
                    c[..r].copy_from_slice(&rest[..r]);
                    c[r] = held as u8;
                    c[r + 1..].copy_from_slice(&rest[r..]);
                    let slot = &mut out[i + held];
                    let mut caps = [4u8; 9];
                    caps[r] = cap;
                    let b =
                        suit_bounds(&c, &caps, key(&c), 3).expect("one peng or kong has bounds");
                    debug_assert_eq!(b.lower, b.upper);
                    *slot = id(b.lower);
                }
            }
            out.into_boxed_slice()
        };
        let peng = std::array::from_fn(|r| table(r, 1));
        let kong = std::array::from_fn(|r| table(r, 0));
        let classes = classes.into_boxed_slice();
        let regular = std::array::from_fn(|sets| {
            [ANY_PAIR, PAIR_258].map(|p| Combined::build(&classes, &t.honour.classes, p, sets))
        });
        MeldTables { classes, peng, kong, regular, plain: t, chi: ChiTables::get() }
    }

    fn bytes(&self) -> usize {
        self.classes.len() * 8
            + self.peng.iter().chain(&self.kong).map(|t| t.len() * 2).sum::<usize>()
            + self.regular.iter().flatten().map(Combined::bytes).sum::<usize>()
    }

    /// The class of a suit holding `counts` beside one peng (`kong` false)
    /// or kong of its rank `r`; the hand holds at most one copy of `r` (none
    /// beside a kong) and at most [`MELDED_TILES`] tiles of the suit.
    #[inline(always)]
    pub(crate) fn dead_rank(&self, counts: &[u8; 9], r: usize, kong: bool) -> u16 {
        let mut b = [0u8; 16];
        b[..9].copy_from_slice(counts);
        let mut x = u128::from_le_bytes(b);
        let mut r = r;
        if r > 4 {
            // Read backwards: byte 8 − q becomes byte q.
            x = x.swap_bytes() >> 56;
            r = 8 - r;
        }
        let held = (x >> (8 * r)) as usize & 0xff;
        // The eight other ranks, in order, as one word.
        let low = x & ((1u128 << (8 * r)) - 1);
        let rest = ((low | (x >> (8 * (r + 1)) << (8 * r))) as u64).to_le_bytes();
        let rest = rank_of(&rest, &REST_RANKS);
        if kong { self.kong[r][rest] } else { self.peng[r][rest * 2 + held] }
    }

    /// The entry of a class number.
    #[inline(always)]
    pub(crate) fn class_entry(&self, class: u16) -> Entry {
        self.classes[class as usize]
    }

    /// The regular-shape lookups for `sets` sets (0–3) and a pair category.
    #[inline(always)]
    pub(crate) fn regular(&self, sets: usize, pair: usize) -> &Combined {
        &self.regular[sets][(pair == PAIR_258) as usize]
    }
}

/// Exact entries of a suit beside two melds of its own (two pengs or kongs,
/// a chi beside a peng or kong, two chi): the hand then needs at most two
/// sets and holds at most [`PAIR_TILES`] tiles, so each pair of melds has
/// a table over the count vectors of up to 8 tiles (24,310 at most), by
/// their rank in the order of [`pair_rank`], of class numbers into a short
/// list of entries (0–2 sets). A table is computed by the capped dynamic
/// program the first time its pair of melds is met (a few milliseconds;
/// about 50 KB each, 325 pairs of melds at most).
pub(crate) struct PairTable {
    index: Box<[u16]>,
    classes: Box<[Entry]>,
}

/// Most tiles of a suit beside two melds of it.
pub(crate) const PAIR_TILES: usize = 8;

/// Offsets that number the count vectors of `digits` ranks (0–4 copies
/// each) holding at most `max` tiles (both at most 9 and 14) in
/// lexicographic order, rank 0 the first digit: `[i][prefix][c]` is how
/// many such vectors share the ranks before `i` (holding `prefix` tiles)
/// and hold fewer than `c` at rank `i`; a vector's number is the sum over
/// its ranks ([`rank_of`]). `[9][0][0]` holds how many vectors there are.
type RankOffsets = [[[u32; 5]; 15]; 10];

const fn rank_offsets(digits: usize, max: usize) -> RankOffsets {
    // n[k][b]: vectors of k ranks with at most b tiles.
    let mut n = [[0u32; 15]; 10];
    let mut b = 0;
    while b <= max {
        n[0][b] = 1;
        b += 1;
    }
    let mut k = 1;
    while k <= digits {
        let mut b = 0;
        while b <= max {
            let mut c = 0;
            while c <= 4 && c <= b {
                n[k][b] += n[k - 1][b - c];
                c += 1;
            }
            b += 1;
        }
        k += 1;
    }
    let mut r = [[[0u32; 5]; 15]; 10];
    let mut i = 0;
    while i < digits {
        let mut p = 0;
        while p <= max {
            let mut c = 1;
            while c <= 4 {
                let d = c - 1;
                let below = if p + d <= max { n[digits - 1 - i][max - p - d] } else { 0 };
                r[i][p][c] = r[i][p][c - 1] + below;
                c += 1;
            }
            p += 1;
        }
        i += 1;
    }
    r[9][0][0] = n[digits][max];
    r
}

/// The number of `counts` among the vectors its [`RankOffsets`] order
/// (which must hold no more tiles than they allow).
#[inline(always)]
fn rank_of(counts: &[u8], offsets: &RankOffsets) -> usize {
    let mut prefix = 0;
    let mut rank = 0;
    for (i, &c) in counts.iter().enumerate() {
        rank += offsets[i][prefix][c as usize] as usize;
        prefix += c as usize;
    }
    rank
}

/// Suits of up to [`PAIR_TILES`] tiles (beside two melds).
const PAIR_RANKS: RankOffsets = rank_offsets(9, PAIR_TILES);
/// The eight ranks of a suit other than a peng's or kong's, up to
/// [`MELDED_TILES`] tiles.
const REST_RANKS: RankOffsets = rank_offsets(8, MELDED_TILES);

/// The number of a suit's counts among the vectors of at most
/// [`PAIR_TILES`] tiles (the counts must hold no more).
#[inline(always)]
pub(crate) fn pair_rank(counts: &[u8; 9]) -> usize {
    rank_of(counts, &PAIR_RANKS)
}

/// A meld of a suit as [`pair_entry`] numbers it: a chi starting at rank
/// `r` is `r`, a peng `9 + r`, a kong `18 + r`.
pub(crate) const fn suit_meld_code(kind: crate::meld::MeldKind, rank: usize) -> usize {
    use crate::meld::MeldKind;
    match kind {
        MeldKind::Chi => rank,
        MeldKind::Peng => 9 + rank,
        MeldKind::Gang | MeldKind::AnGang | MeldKind::BuGang => 18 + rank,
    }
}

impl PairTable {
    fn build(a: usize, b: usize) -> PairTable {
        let mut used = [0u8; 9];
        for code in [a, b] {
            let r = code % 9;
            match code / 9 {
                0 => (r..r + 3).for_each(|i| used[i] += 1),
                1 => used[r] += 3,
                _ => used[r] += 4,
            }
        }
        let caps = used.map(|u| 4u8.saturating_sub(u));
        let mut index = vec![0u16; pair_count()];
        let mut classes: Vec<Entry> = Vec::new();
        let mut ids: HashMap<u64, u16> = HashMap::new();
        // Every vector within the caps of at most 8 tiles, in base 5.
        let mut c = [0u8; 9];
        loop {
            if c.iter().map(|&x| x as usize).sum::<usize>() <= PAIR_TILES {
                let e = suit_entry_capped(&c, &caps, 2);
                let id = *ids.entry(e.0).or_insert_with(|| {
                    classes.push(e);
                    u16::try_from(classes.len() - 1).expect("few classes")
                });
                index[pair_rank(&c)] = id;
            }
            let mut r = 0;
            while r < 9 && c[r] >= caps[r] {
                c[r] = 0;
                r += 1;
            }
            if r == 9 {
                break;
            }
            c[r] += 1;
        }
        PairTable { index: index.into_boxed_slice(), classes: classes.into_boxed_slice() }
    }
}

/// Number of suit count vectors of at most [`PAIR_TILES`] tiles.
const fn pair_count() -> usize {
    PAIR_RANKS[9][0][0] as usize
}

/// The exact entry (0–2 sets) of a suit holding `counts` (at most
/// [`PAIR_TILES`] tiles) beside the two melds of it numbered `a` and `b`
/// ([`suit_meld_code`]).
#[inline]
pub(crate) fn pair_entry(a: usize, b: usize, counts: &[u8; 9]) -> Entry {
    static PAIRS: [OnceLock<PairTable>; 27 * 27] = [const { OnceLock::new() }; 27 * 27];
    let (a, b) = (a.min(b), a.max(b));
    let t = PAIRS[a * 27 + b].get_or_init(|| PairTable::build(a, b));
    t.classes[t.index[pair_rank(counts)] as usize]
}

/// Bounds on the exact entry of a group some of whose copies sit in melds,
/// for up to `sets` sets (slots of more sets are left impossible): `lower`
/// is never above the exact entry and `upper` never below it, and they are
/// equal in every slot the bounds prove exact. A caller whose answer comes
/// out the same from both has the exact answer; otherwise it computes the
/// exact entries ([`suit_entry_capped`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub(crate) lower: Entry,
    pub(crate) upper: Entry,
}

/// [`Bounds`] of a suit holding `counts`, rank `r` usable at most `caps[r]`
/// times (the copies not in melds), or `None` when they are not cheap
/// (pengs or kongs on two ranks of the suit): then only the exact entry
/// will do.
///
/// Why they hold. A rank with cap 0 (a kong) splits the suit: no set may
/// use it, so the suit is its prefix and its suffix, each looked up in the
/// [`OpenTables`], sets and pair shared out. A rank `r` with cap 1 (a peng:
/// at most one copy left) is used by no set, or by exactly one run (a pair
/// or a triplet needs two copies): that run starts at `r − 2`, `r − 1` or
/// `r`, so it is the prefix with one run left open, the suffix with one
/// run coming in, and one tile at `r` unless the hand holds it — exact, the
/// open entries count the run's other tiles against their four copies. The
/// remaining caps (3 or 2, left by chi) are not in the lookups, so those
/// entries are lower bounds; a slot whose value `v` keeps `held + v ≤ cap`
/// at each such rank is exact anyway (an optimal completion adds only `v`
/// tiles, so it uses at most `held + v` copies of any rank), the others are
/// unknown (upper bound: impossible).
pub(crate) fn suit_bounds(
    counts: &[u8; 9],
    caps: &[u8; 9],
    key: usize,
    sets: usize,
) -> Option<Bounds> {
    let mut dead = usize::MAX;
    // Slack of the chi-capped ranks: min(cap − held).
    let mut slack = u8::MAX;
    // One chi alone in the suit (caps of 3 on three ranks in a row, 4 elsewhere).
    let threes = caps.iter().enumerate().filter(|c| *c.1 == 3).fold(0u16, |m, (r, _)| m | 1 << r);
    if threes.count_ones() == 3
        && threes == 0b111 << threes.trailing_zeros()
        && caps.iter().all(|&c| c >= 3)
    {
        let j = threes.trailing_zeros() as usize;
        if ChiTables::get().unchanged(j, counts, key) {
            let e = Tables::get().suit.entry(key);
            return Some(Bounds { lower: e, upper: e });
        }
        return None;
    }
    for r in 0..9 {
        let cap = caps[r];
        if cap <= 1 {
            if dead != usize::MAX {
                return None;
            }
            dead = r;
        } else if cap < 4 {
            slack = slack.min(cap - counts[r]);
        }
    }
    let lower = if dead == usize::MAX {
        Tables::get().suit.entry(key)
    } else {
        let r = dead;
        let open = OpenTables::get();
        let [e00, eb, ea] = open.entries(r, key % POW5[r]).map(unpack);
        // Read backwards, ranks r + 1 … 8 are a prefix of depth 8 − r whose
        // lowest digit is rank 8.
        let mut rev = 0;
        for &c in &counts[r + 1..] {
            rev = rev * 5 + c as usize;
        }
        let [f00, fb, fa] = open.entries(8 - r, rev).map(unpack);
        let mut out = [[IMPOSSIBLE + 1; 3]; 5];
        join_into(&mut out, &e00, &f00, sets, 0, 0);
        if caps[r] == 1 && sets > 0 {
            let extra = 1 - counts[r].min(1);
            // Runs r−2…r, r−1…r+1 and r…r+2.
            join_into(&mut out, &eb, &f00, sets, 1, extra);
            join_into(&mut out, &ea, &fa, sets, 1, extra);
            join_into(&mut out, &e00, &fb, sets, 1, extra);
        }
        for row in out.iter_mut().skip(sets + 1) {
            *row = [IMPOSSIBLE; 3];
        }
        pack(&out)
    };
    Some(certify(lower, slack, sets))
}

/// Bounds from a lower-bound entry: slots above `slack` unknown, slots of
/// more than `sets` sets left as they are (never read).
#[inline(always)]
fn certify(lower: Entry, slack: u8, sets: usize) -> Bounds {
    if slack >= 14 {
        return Bounds { lower, upper: lower };
    }
    let mut upper = lower.0;
    for slot in 0..(sets + 1) * 3 {
        let v = (lower.0 >> (slot * 4)) & 0xf;
        if v > slack as u64 && v != IMPOSSIBLE as u64 {
            upper |= 0xf << (slot * 4);
        }
    }
    Bounds { lower, upper: Entry(upper) }
}

/// The exact entry, for up to the hand's sets, of the honours holding
/// `counts` with `caps` copies usable, or `None` for caps other than 0, 1
/// and 4 (no meld leaves any other). A kind with fewer than two copies
/// usable can be neither a pair nor a triplet: it is out of play, so its
/// tiles are dropped and the plain table is read. The table may still
/// complete a set on such a kind from nothing, but an untouched live kind
/// does as well: a hand with `k` melds needs at most `5 − k` kinds, and at
/// most `k` of the seven are out.
pub(crate) fn honour_entry_melded(counts: &[u8; 7], caps: &[u8; 7]) -> Option<Entry> {
    let mut c = *counts;
    for r in 0..7 {
        match caps[r] {
            0 | 1 => c[r] = 0,
            4 => {}
            _ => return None,
        }
    }
    Some(Tables::get().honour.entry(key(&c)))
}

struct Builder {
    ranks: usize,
    runs: bool,
    /// Copies of a rank a target may use: 4, or `u8::MAX` for no limit.
    cap: u8,
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
        step_counts(state, 0, self.cap, runs, is_258, closing, 4, &mut next[..children]);
        for (c, state) in next[..children].iter().enumerate() {
            self.walk(rank + 1, key + c * POW5[rank], total + c, state);
        }
    }
}

fn build(ranks: usize, runs: bool) -> GroupTable {
    build_capped(ranks, runs, 4)
}

/// [`build`] with targets using at most `cap` copies of a rank.
fn build_capped(ranks: usize, runs: bool, cap: u8) -> GroupTable {
    let mut b = Builder {
        ranks,
        runs,
        cap,
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

/// Group tables whose targets may use any number of copies of a rank (up
/// to the 14 a target can hold): the entries of
/// [`WildcardReach::Unlimited`](crate::WildcardReach::Unlimited), where a
/// missing tile may always arrive as a wildcard. Built on first use, apart
/// from [`Tables`], in about the time of the suit table. Completeness (an
/// entry of 0) adds no tile, so it is the same as in [`Tables`].
pub(crate) struct UncappedTables {
    pub(crate) suit: GroupTable,
    pub(crate) honour: GroupTable,
    /// The regular shape of a hand without melds, as [`Tables::regular`].
    regular: [Combined; 2],
}

impl UncappedTables {
    /// The shared tables, built on first use.
    pub(crate) fn get() -> &'static UncappedTables {
        static UNCAPPED: OnceLock<UncappedTables> = OnceLock::new();
        UNCAPPED.get_or_init(|| {
            let suit = build_capped(9, true, u8::MAX);
            let honour = build_capped(7, false, u8::MAX);
            let regular = [
                Combined::build(&suit.classes, &honour.classes, ANY_PAIR, 4),
                Combined::build(&suit.classes, &honour.classes, PAIR_258, 4),
            ];
            UncappedTables { suit, honour, regular }
        })
    }

    /// The regular-shape lookups for a pair category, over the slots of
    /// these tables.
    #[inline(always)]
    pub(crate) fn regular(&self, pair: usize) -> &Combined {
        &self.regular[(pair == PAIR_258) as usize]
    }
}

// ---- the regular shape of a hand without melds --------------------------

/// Replacement numbers of one group or several groups together for 0–4 sets,
/// without (`[2m]`) and with (`[2m + 1]`) the pair of one category.
type Projection = [u8; 10];

/// The projection of an empty group that must stay empty (no honours in
/// play): 0 sets and no pair cost nothing, anything else is impossible.
const EMPTY_PROJECTION: Projection = {
    let mut p = [IMPOSSIBLE; 10];
    p[0] = 0;
    p
};

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
    /// The sets this table was built for.
    sets: usize,
    /// `[a * suits + b]`: class of suits `a` and `b` together.
    two: Box<[u16]>,
    /// `[ab * suits + c]`: class of three suits together.
    three: Box<[u16]>,
    /// `[abc]`: replacement number, honours out of play.
    without_honours: Box<[u8]>,
    /// `[abc * honours + h]`: replacement number with the honours.
    with_honours: Box<[u8]>,
    /// The projection of each class of two suits (the classes of `two`).
    two_list: Box<[Projection]>,
    /// The projection of each honour projection class.
    honour_list: Box<[Projection]>,
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

    /// [`Combined::cost`] for the sets this table was built for when one
    /// suit has no class, only its `entry`: the other two suits' classes
    /// `pair_slots` and the honours' `honour` chained to their projection,
    /// then the (min,+) with the entry, which is short (a suit has no class
    /// only beside two or more melds of its own: at most two sets).
    #[inline(always)]
    pub(crate) fn cost_with_entry(
        &self,
        pair_slots: [u16; 2],
        honour: u16,
        honours: bool,
        entry: Entry,
        pair: usize,
    ) -> u8 {
        let c = |slot: u16| self.suit[slot as usize] as usize;
        let ab =
            &self.two_list[self.two[c(pair_slots[0]) * self.suits + c(pair_slots[1])] as usize];
        let h = if honours {
            &self.honour_list[self.honour[honour as usize] as usize]
        } else {
            &EMPTY_PROJECTION
        };
        let sets = self.sets;
        let mut best = IMPOSSIBLE;
        for i in 0..=sets {
            for j in 0..=sets - i {
                let k = sets - i - j;
                let (e0, e1) = (entry.get(k, NO_PAIR), entry.get(k, pair));
                let (a0, a1, h0, h1) = (ab[2 * i], ab[2 * i + 1], h[2 * j], h[2 * j + 1]);
                let v = (a1 + h0 + e0).min(a0 + h1 + e0).min(a0 + h0 + e1);
                best = best.min(v);
            }
        }
        best.min(IMPOSSIBLE)
    }

    fn bytes(&self) -> usize {
        (self.suit.len() + self.honour.len() + self.two.len() + self.three.len()) * 2
            + self.without_honours.len()
            + self.with_honours.len()
            + (self.two_list.len() + self.honour_list.len()) * 10
    }

    /// The lookups of exactly `sets` sets and a pair of category `pair`
    /// over the groups whose entries are `suit` and `honour` (by class).
    fn build(suit: &[Entry], honour: &[Entry], pair: usize, sets: usize) -> Combined {
        // Slots of more than `sets` sets are never read: left impossible so
        // that entries differing only there share a projection.
        let project = |e: &Entry| -> Projection {
            std::array::from_fn(|i| {
                if i / 2 > sets {
                    IMPOSSIBLE
                } else {
                    e.get(i / 2, if i % 2 == 0 { NO_PAIR } else { pair })
                }
            })
        };
        let mut suits = Interner::default();
        let suit_map: Vec<u16> = suit.iter().map(|e| suits.id(project(e))).collect();
        let mut honours = Interner::default();
        let honour_map: Vec<u16> = honour.iter().map(|e| honours.id(project(e))).collect();
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
        let without_honours = threes.list.iter().map(|v| v[2 * sets + 1]).collect();
        let two_list = twos.list.clone().into_boxed_slice();
        let honour_list = honours.list.clone().into_boxed_slice();
        let mut with_honours = Vec::with_capacity(threes.list.len() * honours.list.len());
        for abc in &threes.list {
            for h in &honours.list {
                with_honours.push(combine(abc, h)[2 * sets + 1]);
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
            two_list,
            honour_list,
            sets,
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
        assert_eq!(suit_entry_capped(&counts, &[4; 9], 4), t.suit.entry(key(&counts)));
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

    /// Caps of a suit holding the given melds (`(kind, rank)`: 0 chi
    /// starting there, 1 peng, 2 kong), or `None` when they take a fifth copy.
    fn caps_of(melds: &[(u8, usize)]) -> Option<[u8; 9]> {
        let mut used = [0u8; 9];
        for &(kind, r) in melds {
            match kind {
                0 => (r..r + 3).for_each(|i| used[i] += 1),
                1 => used[r] += 3,
                _ => used[r] += 4,
            }
        }
        used.iter().all(|&u| u <= 4).then(|| used.map(|u| 4 - u))
    }

    /// Every meld one suit can hold: 7 chi, 9 peng, 9 kong.
    fn suit_melds() -> Vec<(u8, usize)> {
        (0..7).map(|r| (0, r)).chain((0..9).map(|r| (1, r))).chain((0..9).map(|r| (2, r))).collect()
    }

    /// Every count vector of one suit with at most `max` tiles.
    fn vectors(max: usize) -> Vec<[u8; 9]> {
        let mut out = Vec::new();
        let mut c = [0u8; 9];
        loop {
            if c.iter().map(|&x| x as usize).sum::<usize>() <= max {
                out.push(c);
            }
            let mut r = 0;
            while r < 9 && c[r] == 4 {
                c[r] = 0;
                r += 1;
            }
            if r == 9 {
                return out;
            }
            c[r] += 1;
        }
    }

    /// The bounds bracket the exact capped entry, and agree only where it is.
    fn check_bounds(c: &[u8; 9], caps: &[u8; 9], sets: usize) -> bool {
        if (0..9).any(|r| c[r] > caps[r]) {
            return true;
        }
        let Some(b) = suit_bounds(c, caps, key(c), sets) else { return false };
        let exact = suit_entry_capped(c, caps, sets);
        for m in 0..=sets {
            for p in 0..3 {
                let (lo, hi, x) = (b.lower.get(m, p), b.upper.get(m, p), exact.get(m, p));
                assert!(lo <= x && x <= hi, "{c:?} caps {caps:?} m {m} p {p}: {lo} {x} {hi}");
                if lo == hi {
                    assert_eq!(lo, x, "{c:?} caps {caps:?} m {m} p {p}");
                }
            }
        }
        true
    }

    /// Every suit of up to 11 tiles under every single meld of that suit
    /// (three sets to make), exhaustively; a chi whose caps bind (rare) has
    /// no bounds and takes the exact entry.
    #[test]
    fn bounds_bracket_the_exact_entry_one_meld() {
        let melds = suit_melds();
        let (mut chi, mut chi_exact) = (0, 0);
        for c in vectors(11) {
            for &m in &melds {
                let caps = caps_of(&[m]).expect("one meld fits");
                let bounded = check_bounds(&c, &caps, 3);
                if m.0 == 0 {
                    // A chi whose caps may bind leaves the exact entry to compute.
                    chi += 1;
                    chi_exact += !bounded as usize;
                } else {
                    assert!(bounded, "no bounds for a peng or kong");
                }
            }
        }
        assert!(chi_exact * 50 < chi, "{chi_exact} of {chi} chi suits without bounds");
    }

    /// The direct peng and kong tables hold the exact capped entry (0–3
    /// sets) of every suit of up to 11 tiles beside one peng or kong of
    /// each rank, exhaustively.
    #[test]
    fn meld_tables_match_the_capped_entry() {
        let t = MeldTables::get();
        let low = (1u64 << 48) - 1;
        let mut checked = 0;
        for c in vectors(MELDED_TILES) {
            for r in 0..9 {
                for (kong, cap) in [(false, 1), (true, 0)] {
                    if c[r] > cap {
                        continue;
                    }
                    let mut caps = [4; 9];
                    caps[r] = cap;
                    let exact = suit_entry_capped(&c, &caps, 3);
                    let got = t.class_entry(t.dead_rank(&c, r, kong));
                    assert_eq!(got.0 & low, exact.0 & low, "{c:?} rank {r} kong {kong}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    /// The chained lookups for 0–3 sets equal the (min,+) sum over the
    /// entries, on random classes of the melded class space.
    #[test]
    fn meld_regular_lookups_match_the_min_plus_sum() {
        use rand::{Rng, SeedableRng};
        let t = Tables::get();
        let m = MeldTables::get();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(19);
        for _ in 0..200_000 {
            let slots: [u16; 4] = [
                rng.random_range(0..m.classes.len()) as u16,
                rng.random_range(0..m.classes.len()) as u16,
                rng.random_range(0..m.classes.len()) as u16,
                rng.random_range(0..t.honour.classes.len()) as u16,
            ];
            let honours = rng.random_bool(0.5);
            let mut entries = [slots[0], slots[1], slots[2], 0].map(|s| m.class_entry(s));
            entries[3] = if honours {
                t.honour.class_entry(slots[3])
            } else {
                Entry(crate::shanten::EMPTY_ONLY)
            };
            for sets in 0..4 {
                for pair in [ANY_PAIR, PAIR_258] {
                    assert_eq!(
                        m.regular(sets, pair).cost(slots, honours),
                        crate::shanten::regular_cost(&entries, sets, pair),
                        "{slots:?} sets {sets} pair {pair}"
                    );
                }
            }
        }
    }

    /// One suit given by its entry and the others by class: the chained
    /// projection and the short (min,+) equal the (min,+) sum over all four
    /// entries, for 0–3 sets, both pair rules, the entry in each suit, on
    /// random classes and the entries of random suits beside two melds.
    #[test]
    fn lookups_with_one_entry_match_the_min_plus_sum() {
        use rand::{Rng, SeedableRng};
        let t = Tables::get();
        let m = MeldTables::get();
        let melds = suit_melds();
        let code = |(kind, r): (u8, usize)| kind as usize * 9 + r;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x19c);
        let mut checked = 0;
        while checked < 100_000 {
            let (a, b) = (melds[rng.random_range(0..25)], melds[rng.random_range(0..25)]);
            let Some(caps) = caps_of(&[a, b]) else { continue };
            let mut c = [0u8; 9];
            for _ in 0..rng.random_range(0..=PAIR_TILES) {
                let r = rng.random_range(0..9);
                if c[r] < caps[r] {
                    c[r] += 1;
                }
            }
            let entry = pair_entry(code(a), code(b), &c);
            let odd = rng.random_range(0..3);
            let mut slots: [u16; 4] =
                std::array::from_fn(|_| rng.random_range(0..m.classes.len()) as u16);
            slots[3] = rng.random_range(0..t.honour.classes.len()) as u16;
            let honours = rng.random_bool(0.5);
            let mut entries = [slots[0], slots[1], slots[2], 0].map(|s| m.class_entry(s));
            entries[odd] = entry;
            entries[3] = if honours {
                t.honour.class_entry(slots[3])
            } else {
                Entry(crate::shanten::EMPTY_ONLY)
            };
            let others = [slots[(odd + 1) % 3], slots[(odd + 2) % 3]];
            for sets in 0..4 {
                for pair in [ANY_PAIR, PAIR_258] {
                    let got = m
                        .regular(sets, pair)
                        .cost_with_entry(others, slots[3], honours, entry, pair);
                    let want = crate::shanten::regular_cost(&entries, sets, pair);
                    assert_eq!(got, want, "{slots:?} {c:?} {a:?} {b:?} sets {sets} pair {pair}");
                }
            }
            checked += 1;
        }
    }

    /// The layout of a hand's melds: one code per suit, dead honour kinds.
    #[test]
    fn meld_layout_codes() {
        use crate::meld::Meld;
        use crate::tile::Tile;
        let t = |k: usize| Tile::from_index_unchecked(k);
        let l = MeldLayout::of([Meld::peng(t(4)), Meld::peng(t(31))].into_iter());
        assert_eq!(l.suits, [1 + 9 + 4, LAYOUT_NONE, LAYOUT_NONE]);
        assert_eq!(l.dead_honours, 0xff << 32);
        let chi = Meld::new(crate::meld::MeldKind::Chi, t(11)).expect("chi 345p");
        let l = MeldLayout::of([Meld::an_gang(t(16)), chi].into_iter());
        assert_eq!(l.suits, [LAYOUT_NONE, LAYOUT_PAIR + 2 * 27 + 18 + 7, LAYOUT_NONE]);
        let l = MeldLayout::of([chi, chi, Meld::peng(t(9))].into_iter());
        assert_eq!(l.suits, [LAYOUT_NONE, LAYOUT_MORE, LAYOUT_NONE]);
    }

    /// The enumeration for at most one set equals the dynamic program on
    /// every suit of up to 5 tiles under every three melds of the suit (and
    /// up to 2 tiles under four), exhaustively.
    #[test]
    fn small_capped_entry_matches_the_dynamic_program() {
        let melds = suit_melds();
        let mut checked = 0;
        for (sets, max, n) in [(1, 5, 3), (0, 2, 4)] {
            let all = vectors(max);
            let mut combo = vec![0usize; n];
            loop {
                let ms: Vec<(u8, usize)> = combo.iter().map(|&i| melds[i]).collect();
                if let Some(caps) = caps_of(&ms) {
                    for c in all.iter().filter(|c| (0..9).all(|r| c[r] <= caps[r])) {
                        let want = suit_entry_capped(c, &caps, sets);
                        let got = suit_entry_capped_small(c, &caps, sets);
                        let low = (1u64 << (12 * (sets + 1))) - 1;
                        assert_eq!(got.0 & low, want.0 & low, "{c:?} {ms:?}");
                        checked += 1;
                    }
                }
                // Next non-decreasing combination of meld indices.
                let Some(i) = (0..n).rev().find(|&i| combo[i] + 1 < melds.len()) else { break };
                combo[i] += 1;
                for j in i + 1..n {
                    combo[j] = combo[i];
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// [`pair_rank`] numbers the vectors of up to 8 tiles 0, 1, 2, … in
    /// their order, and the tables of two melds hold the exact capped entry
    /// (0–2 sets) of every vector within the caps, for every pair of melds
    /// of a suit (a seeded eighth of the vectors each).
    #[test]
    fn pair_tables_rank_and_match_the_capped_entry() {
        use rand::{Rng, SeedableRng};
        let all = vectors(PAIR_TILES);
        let mut ranks: Vec<usize> = all.iter().map(pair_rank).collect();
        ranks.sort_unstable();
        assert_eq!(ranks, (0..pair_count()).collect::<Vec<_>>());
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x19b);
        let melds = suit_melds();
        let code = |(kind, r): (u8, usize)| kind as usize * 9 + r;
        let mut checked = 0;
        for (j, &a) in melds.iter().enumerate() {
            for &b in &melds[j..] {
                let Some(caps) = caps_of(&[a, b]) else { continue };
                for c in &all {
                    if (0..9).any(|r| c[r] > caps[r]) || !rng.random_ratio(1, 8) {
                        continue;
                    }
                    let low = (1u64 << 36) - 1;
                    let got = pair_entry(code(a), code(b), c).0 & low;
                    assert_eq!(got, suit_entry_capped(c, &caps, 2).0 & low, "{c:?} {a:?} {b:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// Two melds in the suit (two sets to make), every pair of melds, a
    /// seeded seventh of the vectors of up to 8 tiles; pengs or kongs on two
    /// ranks have no bounds (the exact entry is computed), the rest do.
    #[test]
    fn bounds_bracket_the_exact_entry_two_melds() {
        let melds = suit_melds();
        let mut bounded = 0;
        for (i, c) in vectors(8).iter().enumerate() {
            if i % 7 != 0 {
                continue;
            }
            for (j, &a) in melds.iter().enumerate() {
                for &b in &melds[j..] {
                    if let Some(caps) = caps_of(&[a, b]) {
                        bounded += check_bounds(c, &caps, 2) as usize;
                    }
                }
            }
        }
        assert!(bounded > 100_000, "{bounded}");
    }
}
