//! Win checks and waits (听牌).
//!
//! Both read the per-group tables of `table`: a hand wins on its regular
//! shape when each group's entry for its own size is 0 (sets = size / 3, a
//! pair where size ≡ 2 mod 3); a tile completes a ready hand when adding it to
//! its group makes that group's entry 0 while the others already are. The
//! other targets (碰碰胡, seven pairs, 将将胡, …) are closed tests on the counts.
//! A complete hand uses exactly its own tiles, so these checks need none of
//! the copy limits that make `shanten` consult melds.

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::hand::Hand;
use crate::rules::{PairRule, RuleSet, SevenPairs, Target};
use crate::shanten::{View, target_cost};
use crate::table::{ANY_PAIR, NO_PAIR, PAIR_258, POW5, Tables, key};
use crate::tile::{Tile, TileSet};

/// Bits of the suited 2, 5 and 8 kinds.
const MASK_258: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9 + 1)) | (1 << (s * 9 + 4)) | (1 << (s * 9 + 7));
        s += 1;
    }
    m
};

/// Bits of the thirteen orphans.
const MASK_ORPHANS: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9)) | (1 << (s * 9 + 8));
        s += 1;
    }
    m | (0x7f << 27)
};

#[inline(always)]
fn group_sizes(c: &[u8; 34]) -> [u8; 4] {
    // Byte sums by multiplication: at most 14 per group, no carries.
    #[inline(always)]
    fn sum8(b: &[u8]) -> u8 {
        let v = u64::from_le_bytes(b[..8].try_into().expect("eight bytes"));
        (v.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
    }
    [
        sum8(&c[0..8]) + c[8],
        sum8(&c[9..17]) + c[17],
        sum8(&c[18..26]) + c[26],
        sum8(&c[26..34]) - c[26],
    ]
}

#[inline(always)]
fn group_key(c: &[u8; 34], g: usize) -> usize {
    if g < 3 { key(&c[g * 9..g * 9 + 9]) } else { key(&c[27..34]) }
}

#[inline(always)]
fn group_entry(c: &[u8; 34], g: usize) -> crate::table::Entry {
    let t = Tables::get();
    if g < 3 { t.suit.entry(group_key(c, g)) } else { t.honour.entry(group_key(c, g)) }
}

/// Regular shape complete: every group holds exactly size/3 sets, and the
/// one group of size ≡ 2 the pair of category `pair`.
#[inline]
fn regular_complete(c: &[u8; 34], sizes: &[u8; 4], pair: usize) -> bool {
    let mut pair_group = usize::MAX;
    for (g, &n) in sizes.iter().enumerate() {
        match n % 3 {
            0 => {}
            2 if pair_group == usize::MAX => pair_group = g,
            _ => return false,
        }
    }
    if pair_group == usize::MAX {
        return false;
    }
    for (g, &n) in sizes.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let p = if g == pair_group { pair } else { NO_PAIR };
        if group_entry(c, g).get(n as usize / 3, p) != 0 {
            return false;
        }
    }
    true
}

#[inline]
fn bits_of(c: &[u8; 34], pred: impl Fn(u8) -> bool) -> u64 {
    let mut m = 0u64;
    for (i, &n) in c.iter().enumerate() {
        m |= (pred(n) as u64) << i;
    }
    m
}

/// Which targets a complete-size hand without wildcards wins by.
fn complete_targets(hand: &Hand, rules: &RuleSet, c: &[u8; 34], first_only: bool) -> u8 {
    let ms = hand.meld_summary();
    let sizes = group_sizes(c);
    let mut found = 0u8;
    macro_rules! hit {
        ($t:expr) => {{
            found |= 1 << ($t as u8);
            if first_only {
                return found;
            }
        }};
    }
    let cat = match rules.pair {
        PairRule::Any => ANY_PAIR,
        PairRule::TwoFiveEight => PAIR_258,
    };
    let regular = regular_complete(c, &sizes, cat);
    // 清一色 needs the regular shape with any pair. Under `PairRule::Any` that
    // is the regular check just made, which may have failed: reuse its result
    // (a bare `cat == ANY_PAIR` here once made every one-suit hand a win).
    let any_regular =
        || if cat == ANY_PAIR { regular } else { regular_complete(c, &sizes, ANY_PAIR) };
    if regular {
        hit!(TargetBit::Regular);
    }
    if rules.jiangjianghu && ms.all_258 && bits_of(c, |n| n > 0) & !MASK_258 == 0 {
        hit!(TargetBit::JiangJiangHu);
    }
    if let Some(kind) = rules.seven_pairs
        && ms.count == 0
    {
        let ok = match kind {
            SevenPairs::FourAsTwoPairs => c.iter().all(|&n| n % 2 == 0),
            SevenPairs::Distinct => c.iter().all(|&n| n == 0 || n == 2),
        };
        if ok {
            hit!(TargetBit::SevenPairs);
        }
    }
    if rules.pengpenghu && ms.chi == 0 {
        let pairs = bits_of(c, |n| n == 2).count_ones();
        if pairs == 1 && bits_of(c, |n| n == 1 || n == 4) == 0 {
            hit!(TargetBit::PengPengHu);
        }
    }
    if rules.qingyise && hand.is_one_suit() && any_regular() {
        hit!(TargetBit::QingYiSe);
    }
    if rules.quanqiuren && ms.exposed == 4 && c.contains(&2) {
        hit!(TargetBit::QuanQiuRen);
    }
    if rules.thirteen_orphans && rules.honours && ms.count == 0 {
        let held = bits_of(c, |n| n > 0);
        if held == MASK_ORPHANS {
            hit!(TargetBit::ThirteenOrphans);
        }
    }
    found
}

/// Bit positions of [`Target`]s in the masks above.
#[repr(u8)]
enum TargetBit {
    Regular = 0,
    PengPengHu = 1,
    QingYiSe = 2,
    SevenPairs = 3,
    JiangJiangHu = 4,
    QuanQiuRen = 5,
    ThirteenOrphans = 6,
}

/// True when the hand (concealed `3n+2` tiles plus melds) is a win under
/// `rules`. A `3n+1` hand is never a win.
///
/// ```
/// use majiang_core::{Hand, RuleSet, is_win};
/// let cs = RuleSet::changsha();
/// // Small hand: needs a 2/5/8 pair.
/// assert!(is_win(&Hand::parse("123m456s789p234m55s", "", &cs).unwrap(), &cs));
/// assert!(!is_win(&Hand::parse("123m456s789p234m11s", "", &cs).unwrap(), &cs));
/// // 将将胡: every tile 2/5/8, no shape.
/// assert!(is_win(&Hand::parse("258m258s258p22558m", "", &cs).unwrap(), &cs));
/// ```
#[must_use]
pub fn is_win(hand: &Hand, rules: &RuleSet) -> bool {
    if !hand.is_complete_size() {
        return false;
    }
    if rules.wildcard.is_some_and(|w| hand.concealed().get(w) > 0) {
        return !winning_targets(hand, rules).is_empty();
    }
    complete_targets(hand, rules, hand.concealed().as_array(), true) != 0
}

/// Every target the complete-size hand wins by (empty when it does not win).
#[must_use]
pub fn winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    if !hand.is_complete_size() {
        return Vec::new();
    }
    if let Some(w) = rules.wildcard.filter(|w| hand.concealed().get(*w) > 0) {
        let _ = w;
        let view = View::new(hand, rules);
        return rules
            .targets()
            .filter(|t| target_cost(&view, rules, *t).is_some_and(|c| c <= view.wild))
            .collect();
    }
    let bits = complete_targets(hand, rules, hand.concealed().as_array(), false);
    Target::ALL
        .into_iter()
        .enumerate()
        .filter(|(i, _)| bits >> i & 1 == 1)
        .map(|(_, t)| t)
        .collect()
}

/// Kinds completing the regular shape with pair category `pair` and `sets`
/// sets, for a `3·sets+1` tile hand (no wildcards).
fn regular_waits(c: &[u8; 34], sizes: &[u8; 4], groups: usize, pair: usize) -> u64 {
    let mut ones = usize::MAX;
    let mut twos = [usize::MAX; 2];
    let (mut n1, mut n2) = (0, 0);
    for (g, &n) in sizes.iter().enumerate().take(groups) {
        match n % 3 {
            0 => {}
            1 => {
                n1 += 1;
                ones = g;
            }
            _ => {
                if n2 < 2 {
                    twos[n2] = g;
                }
                n2 += 1;
            }
        }
    }
    let t = Tables::get();
    // Candidate group `g` takes the new tile; `pair_in_g` says whether the
    // pair ends up there. All other groups must already be complete.
    let try_group = |g: usize, pair_in_g: bool, other_pair: usize| -> u64 {
        for (h, &n) in sizes.iter().enumerate().take(groups) {
            if h == g || n == 0 {
                continue;
            }
            let p = if h == other_pair { pair } else { NO_PAIR };
            if group_entry(c, h).get(n as usize / 3, p) != 0 {
                return 0;
            }
        }
        let base = group_key(c, g);
        let ranks = if g < 3 { 9 } else { 7 };
        let offset = if g < 3 { g * 9 } else { 27 };
        let sets = (sizes[g] as usize + 1) / 3;
        let p = if pair_in_g { pair } else { NO_PAIR };
        let table = if g < 3 { &t.suit } else { &t.honour };
        let mut out = 0u64;
        for r in 0..ranks {
            if c[offset + r] < 4 && table.entry(base + POW5[r]).get(sets, p) == 0 {
                out |= 1 << (offset + r);
            }
        }
        out
    };
    match (n1, n2) {
        (1, 0) => try_group(ones, true, usize::MAX),
        (0, 2) => try_group(twos[0], false, twos[1]) | try_group(twos[1], false, twos[0]),
        _ => 0,
    }
}

/// The kinds that complete a `3n+1` hand under `rules`. A kind whose four
/// copies are all in the hand and melds is not a wait.
///
/// ```
/// use majiang_core::{Hand, RuleSet, waits};
/// let cs = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p2345m", "", &cs).unwrap();
/// // 2345m waits on 2m and 5m (pair 5m / 2m); a small hand needs a 2/5/8 pair.
/// assert_eq!(waits(&h, &cs).unwrap().to_string(), "25m");
/// ```
pub fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
    let sets = hand.sets_needed();
    let tiles = hand.concealed().total();
    if tiles != 3 * sets + 1 {
        return Err(Error::WrongHandSize { what: "waits", expected: "3n+1", got: tiles });
    }
    let all = hand.all_tiles();
    let exhausted = bits_of(all.as_array(), |n| n >= 4);
    let in_play = if rules.honours { (1u64 << 34) - 1 } else { (1u64 << 27) - 1 };
    if rules.wildcard.is_some_and(|w| hand.concealed().get(w) > 0) {
        // Wildcards: try each kind (not on the table fast path).
        let mut out = 0u64;
        let mut h = *hand;
        for t in Tile::all().take(rules.kinds()) {
            if exhausted >> t.id() & 1 == 1 {
                continue;
            }
            h.push_unchecked(t);
            if is_win(&h, rules) {
                out |= 1 << t.id();
            }
            h.pop_unchecked(t);
        }
        return Ok(TileSet(out));
    }
    let c = hand.concealed().as_array();
    let ms = hand.meld_summary();
    let sizes = group_sizes(c);
    let groups = if rules.honours { 4 } else { 3 };
    let cat = match rules.pair {
        PairRule::Any => ANY_PAIR,
        PairRule::TwoFiveEight => PAIR_258,
    };
    let mut out = regular_waits(c, &sizes, groups, cat);
    if cat != ANY_PAIR
        && ((rules.qingyise && hand.is_one_suit()) || (rules.quanqiuren && ms.exposed == 4))
    {
        let w = regular_waits(c, &sizes, groups, ANY_PAIR);
        if rules.quanqiuren && ms.exposed == 4 {
            out |= w;
        } else {
            // 清一色: the new tile must keep the hand in its one suit.
            let suit = (0..3).find(|&s| sizes[s] > 0 || ms.groups & (1 << s) != 0).unwrap_or(0);
            out |= w & (0x1ff << (suit * 9));
        }
    }
    if rules.pengpenghu && ms.chi == 0 {
        let singles = bits_of(c, |n| n == 1);
        let pairs = bits_of(c, |n| n == 2);
        let fours = bits_of(c, |n| n == 4);
        if fours == 0 {
            match (singles.count_ones(), pairs.count_ones()) {
                (1, 0) => out |= singles,
                (0, 2) => out |= pairs,
                _ => {}
            }
        }
    }
    if let Some(kind) = rules.seven_pairs.filter(|_| ms.count == 0) {
        let odd = bits_of(c, |n| n % 2 == 1);
        match kind {
            SevenPairs::FourAsTwoPairs if odd.count_ones() == 1 => out |= odd,
            SevenPairs::Distinct if odd.count_ones() == 1 && bits_of(c, |n| n > 2) == 0 => {
                out |= odd
            }
            _ => {}
        }
    }
    if rules.jiangjianghu && ms.all_258 && bits_of(c, |n| n > 0) & !MASK_258 == 0 {
        out |= MASK_258;
    }
    if rules.thirteen_orphans && rules.honours && ms.count == 0 {
        let held = bits_of(c, |n| n > 0);
        if held & !MASK_ORPHANS == 0 {
            let pair = bits_of(c, |n| n >= 2);
            match (held.count_ones(), pair.count_ones()) {
                (13, 0) => out |= MASK_ORPHANS,
                (12, 1) => out |= MASK_ORPHANS & !held,
                _ => {}
            }
        }
    }
    let mut out = out & !exhausted & in_play;
    // No wildcard in hand, but the rules have one: drawn, the wildcard stands
    // for any natural wait, so it completes every ready hand (the tests'
    // reference found it missing here).
    if let Some(w) = rules.wildcard
        && out != 0
        && exhausted >> w.id() & 1 == 0
    {
        out |= 1 << w.id();
    }
    Ok(TileSet(out))
}

/// The waits with how many of each are left: `unseen` gives the copies the
/// player has not seen (the wall and other hands); without it, every copy not
/// in this hand or its melds counts.
pub fn waits_with_counts(
    hand: &Hand,
    rules: &RuleSet,
    unseen: Option<&Counts>,
) -> Result<Vec<(Tile, u8)>> {
    let w = waits(hand, rules)?;
    let all = hand.all_tiles();
    Ok(w.iter().map(|t| (t, unseen.map_or(4 - all.get(t), |u| u.get(t)))).collect())
}
