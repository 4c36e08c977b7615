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
//! sets and the pair are shared out between the groups (see `shanten`); a
//! win is "every group's entry for its own size is 0" (see `win`); waits add
//! one rank to one group and look again. No search runs on the hot path.
//!
//! Lookup: the key of a group is its counts read as a base-5 number (ranks
//! 1…9 as digits), so a suit has 5⁹ = 1,953,125 keys, of which the 405,350
//! with at most 14 tiles are filled. The key indexes a `u16` class number and
//! the class a deduplicated entry: distinct entries are few (see
//! [`Tables::stats`]), so the suit index costs 3.9 MB and the entries a few
//! tens of KB — the hot path is two dependent loads per group, the second one
//! in a table small enough to stay in L1/L2. (A direct `u64` per key would
//! cost 15.6 MB; a perfect-hash rank of the key, as in Nyanten, saves memory
//! but puts a chain of dependent loads on every lookup.)
//!
//! Build: one depth-first walk over the count vectors, rank by rank, carrying
//! a dynamic-programming state (sets started at the two previous ranks still
//! needing this one, sets made, pair made and of which kind → fewest tiles
//! added). Each node extends its parent's state by one rank, so the whole
//! build costs one DP step per node of the walk; it runs once per process
//! behind a `OnceLock`. The same step, run over 9 ranks with per-rank copy
//! limits, gives the exact entry for a group some of whose copies sit in
//! melds (the table assumes four copies of every kind are available).

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

/// A group's table: base-5 key → class → entry.
pub(crate) struct GroupTable {
    index: Box<[u16]>,
    classes: Box<[Entry]>,
}

impl GroupTable {
    /// The entry of a group whose base-5 key is `key`. The key must come from
    /// counts of at most 14 tiles.
    #[inline(always)]
    pub(crate) fn entry(&self, key: usize) -> Entry {
        // Both indexes are in range by construction: `key < 5^ranks` for any
        // counts of 0–4, and every class id was issued by the builder.
        self.classes[self.index[key] as usize]
    }
}

/// The suit and honour tables.
pub(crate) struct Tables {
    pub(crate) suit: GroupTable,
    pub(crate) honour: GroupTable,
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
        TABLES.get_or_init(|| Tables { suit: build(9, true), honour: build(7, false) })
    }

    /// Sizes of the tables (building them if needed).
    pub fn stats() -> TableStats {
        let t = Tables::get();
        let size = |g: &GroupTable| g.index.len() * 2 + g.classes.len() * 8;
        TableStats {
            bytes: size(&t.suit) + size(&t.honour),
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

/// The base-5 key of the counts of one group.
#[inline(always)]
pub(crate) fn key(counts: &[u8]) -> usize {
    counts.iter().rev().fold(0usize, |k, &c| k * 5 + c as usize)
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
    let mut next = [INF; 5 * 5 * 5 * 3];
    let pair_cat = if is_258 { PAIR_258 } else { ANY_PAIR };
    for b in 0..5 {
        for a in 0..5 - b {
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
                                let cost = v + (need as u8).saturating_sub(count);
                                let np = if q == 1 { pair_cat } else { p };
                                let slot = &mut next[at(a, s, m + s + t, np)];
                                if cost < *slot {
                                    *slot = cost;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    next
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
            return;
        }
        let runs = self.runs && rank + 2 < self.ranks;
        let is_258 = self.runs && matches!(rank, 1 | 4 | 7);
        for c in 0..=4u8.min((14 - total) as u8) {
            let next = step(state, c, 4, runs, is_258);
            self.walk(rank + 1, key + c as usize * POW5[rank], total + c as usize, &next);
        }
    }
}

fn build(ranks: usize, runs: bool) -> GroupTable {
    let mut b = Builder {
        ranks,
        runs,
        index: vec![0; POW5[ranks]],
        classes: Vec::new(),
        ids: HashMap::new(),
    };
    b.walk(0, 0, 0, &initial());
    GroupTable { index: b.index.into_boxed_slice(), classes: b.classes.into_boxed_slice() }
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
}
