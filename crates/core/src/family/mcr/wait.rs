//! Waits and shanten as the competition judge's calculator reads them.
//!
//! `is_unique` decides 独听 (a hand waiting on one kind only, the condition
//! of 边张, 嵌张 and 单钓): the regular waits of the tiles before the win,
//! and 七对's for a concealed hand. The shanten functions are the
//! calculator's, form by form: the regular shape (its classic count of sets,
//! partial sets and a pair, with no regard for copies already held), 七对,
//! 十三幺, 全不靠, and 组合龙 with a set and a pair.
//!
//! Counts are `u16` and change with wrapping arithmetic on purpose: the
//! calculator asks `is_unique` of a 组合龙 hand whose winning tile already
//! sits in the straight, where its own count wraps, and the answer it gets
//! that way is part of the fan list Botzone expects.

use super::code::{self, Code, Table, eigen};
use crate::lookup::{ANY_PAIR, Groups, POW5, Tables};

/// The hand holding `win` among its `count + 1` concealed tiles waited on
/// one kind only.
pub(crate) fn is_unique(t: &mut Table, count: usize, win: Code) -> bool {
    let mut waits: Table = [0; code::TABLE];
    let w = win as usize;
    t[w] = t[w].wrapping_sub(1);
    if count == 13 {
        seven_pairs_waits(t, &mut waits);
    }
    regular_waits(t, count, 0, &mut waits);
    t[w] = t[w].wrapping_add(1);
    code::ALL.iter().filter(|&&c| waits[c as usize] != 0).count() == 1
}

/// [`is_unique`] for a hand whose tiles with `win` divide into sets and a
/// pair (so `win` is one of its waits): no other kind completes the tiles
/// before the win, copies not counted, nor is 七对's wait another kind. The
/// same answer as the calculator's search (`tests/mcr_oracle.rs`
/// compares). `ids` counts the tiles with `win` by kind id and `groups`
/// holds their group keys and sizes; `count` is how many there are before
/// the win.
///
/// The tiles with `win` divide, so every group but `win`'s is complete for
/// its size, and a wait lies in `win`'s group unless that group, `win`
/// taken out, is itself sets and a pair: then the other group's pair waits
/// to become a pung (copies not counted), a second kind. Otherwise the
/// question is the group's alone: one look in the core's completeness bits
/// per rank. Those never list a fifth copy of a kind held four times; the
/// calculator may, so such a rank is searched.
pub(crate) fn is_unique_for_divided(
    ids: &[u8; 34],
    groups: &Groups,
    count: usize,
    win: Code,
) -> bool {
    let w = usize::from(code::id_of(win));
    let mut c = *ids;
    c[w] -= 1;
    let (g, from, ranks) = if w < 27 { (w / 9, w / 9 * 9, 9) } else { (3, 27, 7) };
    let tables = Tables::get();
    let table = if g < 3 { &tables.suit } else { &tables.honour };
    let key = groups.keys[g] as usize - POW5[w - from];
    if (groups.sizes[g] - 1) % 3 == 2 && table.complete(key, ANY_PAIR) {
        return false;
    }
    if crate::win::group_completions(tables, &c, key, g, ANY_PAIR) & !(1u64 << w) != 0 {
        return false;
    }
    // 七对 waits on its one odd kind when the rest are six pairs.
    if count == 13 {
        let pairs = c.iter().fold(0u8, |n, &k| n + u8::from(k >= 2) + u8::from(k == 4));
        if pairs == 6 && c.iter().position(|&k| k & 1 == 1).is_some_and(|k| k != w) {
            return false;
        }
    }
    if !(from..from + ranks).any(|k| k != w && c[k] == 4) {
        return true;
    }
    let mut t = code::table_of_ids(&c);
    !(from..from + ranks).any(|k| {
        k != w && c[k] == 4 && {
            let x = code::ALL[k] as usize;
            t[x] += 1;
            let done = complete(&mut t, 0, (count - 1) / 3, false);
            t[x] -= 1;
            done
        }
    })
}

/// The tiles divide into `sets` sets and a pair.
fn complete(t: &mut Table, from: usize, sets: usize, pair: bool) -> bool {
    let Some(i) = (from..34).find(|&i| t[code::ALL[i] as usize] > 0) else {
        return pair && sets == 0;
    };
    let c = code::ALL[i];
    let ci = c as usize;
    if !pair && t[ci] >= 2 {
        t[ci] -= 2;
        let ok = complete(t, i, sets, true);
        t[ci] += 2;
        if ok {
            return true;
        }
    }
    if sets == 0 {
        return false;
    }
    if t[ci] >= 3 {
        t[ci] -= 3;
        let ok = complete(t, i, sets - 1, pair);
        t[ci] += 3;
        if ok {
            return true;
        }
    }
    if code::is_numbered(c) && code::rank(c) < 8 && t[ci + 1] > 0 && t[ci + 2] > 0 {
        t[ci] -= 1;
        t[ci + 1] -= 1;
        t[ci + 2] -= 1;
        let ok = complete(t, i, sets - 1, pair);
        t[ci] += 1;
        t[ci + 1] += 1;
        t[ci + 2] += 1;
        return ok;
    }
    false
}

fn seven_pairs_waits(t: &Table, waits: &mut Table) {
    let pairs: u32 = code::ALL
        .iter()
        .map(|&c| match t[c as usize] {
            2 | 3 => 1,
            4 => 2,
            _ => 0,
        })
        .sum();
    if pairs == 6
        && let Some(&c) = code::ALL.iter().find(|&&c| matches!(t[c as usize], 1 | 3))
    {
        waits[c as usize] = 1;
    }
}

/// The wait of the two tiles left beside a pair: the first kind held
/// decides (a pair of it: 对倒; else the kind below it: 两面 / 边张, or two
/// below: 嵌张).
fn partial_waits(t: &Table, waits: &mut Table) {
    for c in code::ALL {
        let ci = c as usize;
        if t[ci] < 1 {
            continue;
        }
        if t[ci] > 1 {
            waits[ci] = 1;
            return;
        }
        if code::is_numbered(c) {
            let r = code::rank(c);
            if r > 1 && t[ci - 1] != 0 {
                if r < 9 {
                    waits[ci + 1] = 1;
                }
                if r > 2 {
                    waits[ci - 2] = 1;
                }
                return;
            }
            if r > 2 && t[ci - 2] != 0 {
                waits[ci - 1] = 1;
                return;
            }
        }
    }
}

fn regular_waits(t: &mut Table, count: usize, prev: u32, waits: &mut Table) {
    if count == 1 {
        if let Some(&c) = code::ALL.iter().find(|&&c| t[c as usize] == 1) {
            waits[c as usize] = 1;
        }
        return;
    }
    if count == 4 {
        for c in code::ALL {
            let ci = c as usize;
            if t[ci] < 2 {
                continue;
            }
            t[ci] = t[ci].wrapping_sub(2);
            partial_waits(t, waits);
            t[ci] = t[ci].wrapping_add(2);
        }
    }
    for c in code::ALL {
        let ci = c as usize;
        if t[ci] < 1 {
            continue;
        }
        if t[ci] > 2 {
            let e = eigen(c, c, c);
            if e > prev {
                t[ci] = t[ci].wrapping_sub(3);
                regular_waits(t, count - 3, e, waits);
                t[ci] = t[ci].wrapping_add(3);
            }
        }
        if code::is_numbered(c) && code::rank(c) < 8 && t[ci + 1] != 0 && t[ci + 2] != 0 {
            let e = eigen(c, c + 1, c + 2);
            if e >= prev {
                for k in 0..3 {
                    t[ci + k] = t[ci + k].wrapping_sub(1);
                }
                regular_waits(t, count - 3, e, waits);
                for k in 0..3 {
                    t[ci + k] = t[ci + k].wrapping_add(1);
                }
            }
        }
    }
}

// ----- shanten ---------------------------------------------------------------

/// The regular shape's shanten of `t` with `packs` sets already complete
/// (melds, or a 组合龙 counted as three): 8 − 2·sets − partial sets − pair,
/// partial sets counted up to the sets still missing.
fn regular_rec(
    t: &mut Table,
    pair: bool,
    packs: u32,
    partners: u32,
    fixed: u32,
    pe: u32,
    qe: u32,
) -> i32 {
    if fixed == 4 {
        return if code::ALL.iter().any(|&c| t[c as usize] > 1) { -1 } else { 0 };
    }
    if packs == 4 {
        return if pair { -1 } else { 0 };
    }
    let need = 4 - packs as i32 - partners as i32;
    let max = if need > 0 {
        partners as i32 + need * 2 - i32::from(pair)
    } else {
        (if pair { 3 } else { 4 }) - packs as i32
    };
    let mut result = max;
    if packs + partners > 4 {
        return max;
    }
    for c in code::ALL {
        let ci = c as usize;
        if t[ci] < 1 {
            continue;
        }
        if !pair && t[ci] > 1 {
            t[ci] -= 2;
            result = result.min(regular_rec(t, true, packs, partners, fixed, pe, qe));
            t[ci] += 2;
        }
        if t[ci] > 2 {
            let e = eigen(c, c, c);
            if e > pe {
                t[ci] -= 3;
                result = result.min(regular_rec(t, pair, packs + 1, partners, fixed, e, qe));
                t[ci] += 3;
            }
        }
        let numbered = code::is_numbered(c);
        let r = code::rank(c);
        if numbered && r < 8 && t[ci + 1] != 0 && t[ci + 2] != 0 {
            let e = eigen(c, c + 1, c + 2);
            if e >= pe {
                t[ci] -= 1;
                t[ci + 1] -= 1;
                t[ci + 2] -= 1;
                result = result.min(regular_rec(t, pair, packs + 1, partners, fixed, e, qe));
                t[ci] += 1;
                t[ci + 1] += 1;
                t[ci + 2] += 1;
            }
        }
        // A pair or a set taken here already did better than any partial
        // set would (the calculator's shortcut; `tests/mcr.rs` finds it
        // never changes the answer against an unpruned search).
        if result < max {
            continue;
        }
        if t[ci] > 1 {
            let e = eigen(c, c, 0);
            if e > qe {
                t[ci] -= 2;
                result = result.min(regular_rec(t, pair, packs, partners + 1, fixed, pe, e));
                t[ci] += 2;
            }
        }
        if numbered {
            if r < 9 && t[ci + 1] != 0 {
                let e = eigen(c, c + 1, 0);
                if e >= qe {
                    t[ci] -= 1;
                    t[ci + 1] -= 1;
                    result = result.min(regular_rec(t, pair, packs, partners + 1, fixed, pe, e));
                    t[ci] += 1;
                    t[ci + 1] += 1;
                }
            }
            if r < 8 && t[ci + 2] != 0 {
                let e = eigen(c, c + 2, 0);
                if e >= qe {
                    t[ci] -= 1;
                    t[ci + 2] -= 1;
                    result = result.min(regular_rec(t, pair, packs, partners + 1, fixed, pe, e));
                    t[ci] += 1;
                    t[ci + 2] += 1;
                }
            }
        }
    }
    result
}

/// Regular-shape shanten of `count` concealed tiles beside `fixed` complete sets.
pub(crate) fn regular_shanten(t: &mut Table, fixed: u32) -> i32 {
    regular_rec(t, false, fixed, 0, fixed, 0, 0)
}

/// 七对 shanten of 13 concealed tiles: 6 − pairs, where a kind's four
/// copies make two pairs (as 七对 itself may count them).
pub(crate) fn seven_pairs_shanten(t: &Table) -> i32 {
    6 - code::ALL.iter().map(|&c| i32::from(t[c as usize] / 2)).sum::<i32>()
}

/// 十三幺 shanten of 13 concealed tiles.
pub(crate) fn thirteen_orphans_shanten(t: &Table) -> i32 {
    let kinds = code::ORPHANS.iter().filter(|&&c| t[c as usize] > 0).count() as i32;
    let pair = code::ORPHANS.iter().any(|&c| t[c as usize] > 1);
    if pair { 12 - kinds } else { 13 - kinds }
}

/// 全不靠 / 七星不靠 shanten of 13 concealed tiles.
pub(crate) fn honors_and_knitted_shanten(t: &Table) -> i32 {
    code::KNITTED
        .iter()
        .map(|seq| {
            let suited = seq.iter().filter(|&&c| t[c as usize] > 0).count();
            let honours = code::ORPHANS[6..].iter().filter(|&&c| t[c as usize] > 0).count();
            13 - (suited + honours) as i32
        })
        .min()
        .unwrap_or(i32::MAX)
}

/// 组合龙 shanten of 13 or 10 concealed tiles: the straight's missing
/// tiles plus the regular shanten of the rest beside three complete sets.
/// A straight missing so many tiles that it cannot beat `bound` is skipped
/// (the rest's shanten is at least −1).
pub(crate) fn knitted_straight_shanten(t: &Table, count: usize, bound: i32) -> i32 {
    let fixed = ((13 - count) / 3) as u32;
    let mut best = bound;
    for seq in &code::KNITTED {
        let missing = seq.iter().filter(|&&c| t[c as usize] == 0).count() as i32;
        if missing > best {
            continue;
        }
        let mut rest = *t;
        for &c in seq {
            rest[c as usize] = rest[c as usize].saturating_sub(1);
        }
        best = best.min(missing + regular_shanten(&mut rest, fixed + 3));
    }
    best
}

/// The calculator's shanten over every form of `count` (13, 10, 7, 4 or 1)
/// concealed tiles, given the regular shape's (`regular`): the special
/// forms need 13 (组合龙 13 or 10).
pub(crate) fn shanten(t: &Table, count: usize, regular: i32) -> i32 {
    let mut best = regular;
    if count == 13 {
        best = best
            .min(seven_pairs_shanten(t))
            .min(thirteen_orphans_shanten(t))
            .min(honors_and_knitted_shanten(t));
    }
    if count == 13 || count == 10 {
        best = best.min(knitted_straight_shanten(t, count, best));
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{below, seeded};

    /// The shortcut through the group tables against the calculator's own
    /// search, on seeded hands built from sets and a pair (one suit and the
    /// honours half the time, so that kinds held four times and hands with
    /// several waits are common), every kind held taken as the winning tile.
    #[test]
    fn the_divided_wait_agrees_with_the_calculators_search() {
        let mut rng = seeded(3601);
        let (mut unique, mut several, mut fours) = (0, 0, 0);
        for case in 0..40_000 {
            let sets = 4 - case % 4;
            let narrow = case % 2 == 0;
            let pick = |rng: &mut rand_chacha::ChaCha8Rng| {
                if narrow && below(rng, 4) > 0 {
                    below(rng, 9) as usize
                } else {
                    below(rng, 34) as usize
                }
            };
            let chow = |rng: &mut rand_chacha::ChaCha8Rng| below(rng, 2) == 0;
            let Some(ids) = code::sets_and_pair(&mut rng, sets, pick, chow) else { continue };
            fours += usize::from(ids.contains(&4));
            let count = 3 * sets + 1;
            let groups = Groups::of(&ids);
            for k in (0..34).filter(|&k| ids[k] > 0) {
                let win = code::ALL[k];
                let mut t = code::table_of_ids(&ids);
                let want = is_unique(&mut t, count, win);
                assert_eq!(
                    is_unique_for_divided(&ids, &groups, count, win),
                    want,
                    "{ids:?} won on kind {k}"
                );
                unique += usize::from(want);
                several += usize::from(!want);
            }
        }
        assert!(unique > 10_000 && several > 10_000 && fours > 2_000, "{unique} {several} {fours}");
    }
}
