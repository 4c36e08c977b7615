//! The tile codes the fan rules compute on: `suit << 4 | rank`, suits 1–3
//! for 万条筒 and 4 for the honours (东南西北中发白 = ranks 1–7). Unlike the
//! kind ids, neighbours in this code are neighbours in a suit: a run's
//! arithmetic (`mid + 3`, `t + 1`) never crosses into the next suit.

use crate::tile::Tile;

/// A tile code (see the module documentation).
pub(crate) type Code = u8;

/// The calculator's ordering key of a set (or partial set, `c` = 0): its
/// tiles in order, so sets are taken in non-decreasing order once each.
pub(crate) const fn eigen(a: Code, b: Code, c: Code) -> u32 {
    (a as u32) << 16 | (b as u32) << 8 | c as u32
}

/// Slots of a count table indexed by code: every code below `0x48`, with
/// room for the `t + 2` of a run's lookahead.
pub(crate) const TABLE: usize = 0x4A;

/// A count per code.
pub(crate) type Table = [u8; TABLE];

/// East, the first honour.
pub(crate) const EAST: Code = 0x41;
/// 中, the first dragon.
pub(crate) const RED: Code = 0x45;
/// 发.
pub(crate) const GREEN: Code = 0x46;
/// 白.
pub(crate) const WHITE: Code = 0x47;

/// The 34 codes in kind order.
pub(crate) const ALL: [Code; 34] = {
    let mut all = [0u8; 34];
    let mut i = 0;
    while i < 34 {
        all[i] = of_id(i as u8);
        i += 1;
    }
    all
};

/// The thirteen orphans in code order: 1 and 9 of each suit, then the honours.
pub(crate) const ORPHANS: [Code; 13] =
    [0x11, 0x19, 0x21, 0x29, 0x31, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47];

/// The six knitted straights (组合龙), each in code order.
pub(crate) const KNITTED: [[Code; 9]; 6] = [
    [0x11, 0x14, 0x17, 0x22, 0x25, 0x28, 0x33, 0x36, 0x39],
    [0x11, 0x14, 0x17, 0x23, 0x26, 0x29, 0x32, 0x35, 0x38],
    [0x12, 0x15, 0x18, 0x21, 0x24, 0x27, 0x33, 0x36, 0x39],
    [0x12, 0x15, 0x18, 0x23, 0x26, 0x29, 0x31, 0x34, 0x37],
    [0x13, 0x16, 0x19, 0x21, 0x24, 0x27, 0x32, 0x35, 0x38],
    [0x13, 0x16, 0x19, 0x22, 0x25, 0x28, 0x31, 0x34, 0x37],
];

/// A set of codes, one bit per code (bit `c − MASK_BASE` for code `c`):
/// what a hand holds, read once so that the fans of the hand as a whole
/// (suits, colours, ranks) are a few mask tests rather than passes over its
/// kinds.
pub(crate) type Mask = u64;

/// The code of a mask's bit 0. Codes run from 0x11 to 0x47 and a run's
/// neighbours (`t ± 1`) from 0x10 to 0x48, so from this base they fit one
/// 64-bit word, which a shift by a code reaches in one instruction (a
/// 128-bit shift takes several and a branch).
pub(crate) const MASK_BASE: Code = 0x10;

/// The mask of code `c` alone.
pub(crate) const fn bit(c: Code) -> Mask {
    1 << (c - MASK_BASE)
}

/// Whether mask `m` holds code `c` (any code from `MASK_BASE` to 0x48).
pub(crate) const fn holds(m: Mask, c: Code) -> bool {
    m >> (c - MASK_BASE) & 1 != 0
}

/// The codes for which the `const fn` predicate `$f` holds.
macro_rules! mask_where {
    ($f:ident) => {{
        let mut m: Mask = 0;
        let mut i = 0;
        while i < 34 {
            if $f(ALL[i]) {
                m |= bit(ALL[i]);
            }
            i += 1;
        }
        m
    }};
}

/// The codes of one suit (1–3) or of the honours (4).
pub(crate) const SUIT_MASK: [Mask; 5] = [0, 0x3FE, 0x3FE << 0x10, 0x3FE << 0x20, 0xFE << 0x30];
/// The numbered codes.
pub(crate) const NUMBERED_MASK: Mask = SUIT_MASK[1] | SUIT_MASK[2] | SUIT_MASK[3];
/// The honours.
pub(crate) const HONOR_MASK: Mask = SUIT_MASK[4];
/// The winds.
pub(crate) const WINDS_MASK: Mask = mask_where!(is_winds);
/// The dragons.
pub(crate) const DRAGONS_MASK: Mask = mask_where!(is_dragons);
/// The terminals (1 and 9).
pub(crate) const TERMINAL_MASK: Mask = mask_where!(is_terminal);
/// The terminals and the honours.
pub(crate) const TERMINAL_OR_HONOR_MASK: Mask = TERMINAL_MASK | HONOR_MASK;
/// The tiles of 绿一色.
pub(crate) const GREEN_MASK: Mask = mask_where!(is_green);
/// The tiles of 推不倒.
pub(crate) const REVERSIBLE_MASK: Mask = mask_where!(is_reversible);
/// The thirteen orphans.
pub(crate) const ORPHANS_MASK: Mask = {
    let mut m = 0;
    let mut i = 0;
    while i < ORPHANS.len() {
        m |= bit(ORPHANS[i]);
        i += 1;
    }
    m
};
/// The six knitted straights.
pub(crate) const KNITTED_MASK: [Mask; 6] = {
    let mut out = [0; 6];
    let mut k = 0;
    while k < 6 {
        let mut i = 0;
        while i < 9 {
            out[k] |= bit(KNITTED[k][i]);
            i += 1;
        }
        k += 1;
    }
    out
};

/// The codes of `t` that are held (non-zero).
#[cfg(test)]
pub(crate) fn mask_of(t: &Table) -> Mask {
    // Suit by suit, sixteen codes at a time with fixed shifts: a loop over
    // the 34 codes with a variable 128-bit shift took a tenth of a count.
    let mut m = 0;
    for s in 1..=4usize {
        let lane = &t[s << 4..];
        let mut bits = 0u16;
        for r in 1..10 {
            bits |= u16::from(lane[r] != 0) << r;
        }
        m |= Mask::from(bits) << ((s - 1) << 4);
    }
    m
}

/// The kind ids held in `ids` (bit `k` for kind id `k`), eight kinds per
/// step: a count is at most 4, so its low three bits say whether it is held.
#[cfg(test)]
pub(crate) fn ids_held(ids: &[u8; 34]) -> u64 {
    held_of_words(crate::counts::words_of(ids))
}

/// [`ids_held`] of counts read as words (`counts::words_of`).
pub(crate) fn held_of_words(words: [u64; 5]) -> u64 {
    let mut held = 0u64;
    for (k, x) in words.into_iter().enumerate() {
        let y = (x | x >> 1 | x >> 2) & 0x0101_0101_0101_0101;
        // Gathers the low bit of each byte into one byte.
        held |= (y.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    held
}

/// The kinds with all four copies in counts read as words: a count is at
/// most 4, so bit 2 of its byte is set for 4 alone.
pub(crate) fn fours(words: [u64; 5]) -> u8 {
    // Bit 2 of each byte moved to bit 0 and the words added lane by lane
    // (at most 5 per lane), then one multiplication adds the lanes: no
    // population count, which baseline x86-64 lacks.
    let lanes = words.into_iter().fold(0, |sum, x| sum + (x >> 2 & crate::counts::LANES));
    crate::counts::lane_sum(lanes) as u8
}

/// The count of kind id `id` in counts read as words.
pub(crate) const fn count_in_words(words: &[u64; 5], id: u8) -> u8 {
    (words[id as usize / 8] >> (8 * (id % 8))) as u8
}

/// The code mask of kind ids `held` (bit per kind id).
pub(crate) const fn mask_of_ids(held: u64) -> Mask {
    (held & 0x1FF) << 0x01
        | (held >> 9 & 0x1FF) << 0x11
        | (held >> 18 & 0x1FF) << 0x21
        | (held >> 27 & 0x7F) << 0x31
}

/// The ranks (bit `r` for rank `r`) of the numbered codes in `m`.
pub(crate) const fn ranks_of(m: Mask) -> u16 {
    (m | (m >> 0x10) | (m >> 0x20)) as u16 & 0x3FE
}

/// The counts `ids` (by kind id) as a table by code. Each suit's ranks sit
/// together in both numberings: four copies.
pub(crate) fn table_of_ids(ids: &[u8; 34]) -> Table {
    let mut t: Table = [0; TABLE];
    for (s, (from, len)) in [(0, 9), (9, 9), (18, 9), (27, 7)].into_iter().enumerate() {
        let at = ((s + 1) << 4) + 1;
        t[at..at + len].copy_from_slice(&ids[from..from + len]);
    }
    t
}

/// The code of kind id `id` (0–33).
pub(crate) const fn of_id(id: u8) -> Code {
    if id < 27 { ((id / 9 + 1) << 4) | (id % 9 + 1) } else { EAST + (id - 27) }
}

/// The code of `t`.
pub(crate) const fn of(t: Tile) -> Code {
    ALL[t.index()]
}

/// The kind id of code `c`.
pub(crate) const fn id_of(c: Code) -> u8 {
    let (s, r) = (suit(c), rank(c));
    if s < 4 { (s - 1) * 9 + r - 1 } else { 27 + r - 1 }
}

pub(crate) const fn suit(c: Code) -> u8 {
    c >> 4
}

pub(crate) const fn rank(c: Code) -> u8 {
    c & 0xF
}

pub(crate) const fn is_numbered(c: Code) -> bool {
    let s = suit(c);
    s >= 1 && s <= 3
}

pub(crate) const fn is_honor(c: Code) -> bool {
    suit(c) == 4
}

pub(crate) const fn is_winds(c: Code) -> bool {
    c >= EAST && c < RED
}

pub(crate) const fn is_dragons(c: Code) -> bool {
    c >= RED && c <= WHITE
}

pub(crate) const fn is_terminal(c: Code) -> bool {
    is_numbered(c) && (rank(c) == 1 || rank(c) == 9)
}

pub(crate) const fn is_terminal_or_honor(c: Code) -> bool {
    is_terminal(c) || is_honor(c)
}

/// A tile of 绿一色: 2 3 4 6 8 条 and 发.
pub(crate) const fn is_green(c: Code) -> bool {
    matches!(c, 0x22 | 0x23 | 0x24 | 0x26 | 0x28 | GREEN)
}

/// A tile of 推不倒 (point-symmetric faces): 2 4 5 6 8 9 条, 1 2 3 4 5 8 9 筒
/// and 白.
pub(crate) const fn is_reversible(c: Code) -> bool {
    matches!(
        c,
        0x22 | 0x24
            | 0x25
            | 0x26
            | 0x28
            | 0x29
            | 0x31
            | 0x32
            | 0x33
            | 0x34
            | 0x35
            | 0x38
            | 0x39
            | WHITE
    )
}

/// Test hands: `sets` sets and a pair of seeded kinds (`pick`), a set a
/// chow where one can start and `chow` says so, else a pung; `None` when a
/// kind would pass four copies.
#[cfg(test)]
pub(crate) fn sets_and_pair(
    rng: &mut rand_chacha::ChaCha8Rng,
    sets: usize,
    pick: impl Fn(&mut rand_chacha::ChaCha8Rng) -> usize,
    chow: impl Fn(&mut rand_chacha::ChaCha8Rng) -> bool,
) -> Option<[u8; 34]> {
    let mut ids = [0u8; 34];
    for _ in 0..sets {
        let k = pick(rng);
        if k < 27 && k % 9 < 7 && chow(rng) {
            (k..k + 3).for_each(|x| ids[x] += 1);
        } else {
            ids[k] += 3;
        }
    }
    ids[pick(rng)] += 2;
    (!ids.iter().any(|&n| n > 4)).then_some(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_keep_kind_order() {
        for id in 0..34u8 {
            assert_eq!(id_of(of_id(id)), id);
            if id > 0 {
                assert!(of_id(id) > of_id(id - 1));
            }
        }
        assert_eq!(of_id(0), 0x11);
        assert_eq!(of_id(17), 0x29);
        assert_eq!(of_id(31), RED);
    }

    #[test]
    fn held_ids_and_their_mask_match_the_table() {
        let mut ids = [0u8; 34];
        for step in 0..200u32 {
            let k = (step * 7 + step / 3) as usize % 34;
            ids[k] = (ids[k] + 1 + (step % 3) as u8) % 5;
            let mut t: Table = [0; TABLE];
            for (i, &n) in ids.iter().enumerate() {
                t[ALL[i] as usize] = n;
            }
            let held = ids_held(&ids);
            assert_eq!(
                usize::from(fours(crate::counts::words_of(&ids))),
                ids.iter().filter(|&&n| n == 4).count()
            );
            assert_eq!(held, (0..34).fold(0, |h, i| h | u64::from(ids[i] != 0) << i));
            assert_eq!(mask_of_ids(held), mask_of(&t));
        }
    }

    #[test]
    fn masks_match_the_predicates() {
        for c in ALL {
            let has = |m: Mask| holds(m, c);
            assert_eq!(has(NUMBERED_MASK), is_numbered(c));
            assert_eq!(has(HONOR_MASK), is_honor(c));
            assert!(has(SUIT_MASK[suit(c) as usize]));
            assert_eq!(has(WINDS_MASK), is_winds(c));
            assert_eq!(has(DRAGONS_MASK), is_dragons(c));
            assert_eq!(has(TERMINAL_OR_HONOR_MASK), is_terminal_or_honor(c));
            assert_eq!(has(ORPHANS_MASK), ORPHANS.contains(&c));
        }
        assert_eq!((SUIT_MASK[1] | SUIT_MASK[2] | SUIT_MASK[3] | SUIT_MASK[4]).count_ones(), 34);
    }
}
