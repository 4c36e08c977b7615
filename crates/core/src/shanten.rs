//! Shanten (向听数): how far a hand is from winning.
//!
//! The **replacement number** of a hand for a target is the fewest tiles that
//! must be exchanged to complete it; shanten is that minus one (−1 complete, 0
//! ready). It is exact: targets never use more than four copies of a kind,
//! counting the copies already in melds. Each target has its own cost:
//! regular shapes and 清一色 from the per-group tables (`table`), the others
//! from closed formulas over the counts. Wildcards stand for any missing tile,
//! so they lower every target's replacement number by one each.

use crate::counts::Counts;
use crate::error::Result;
use crate::hand::Hand;
use crate::rules::{PairRule, RuleSet, SevenPairs, Target};
use crate::table::{
    self, ANY_PAIR, Entry, IMPOSSIBLE, NO_PAIR, PAIR_258, Tables, honour_entry_capped,
    suit_entry_capped,
};
use crate::tile::KINDS;

/// A hand as the algorithms see it: real tiles (wildcards taken out), the
/// number of wildcards, and each group's table entry.
pub(crate) struct View<'h> {
    pub(crate) hand: &'h Hand,
    pub(crate) real: Counts,
    pub(crate) wild: u8,
    /// Entries of the three suits and the honours.
    pub(crate) entries: [Entry; 4],
}

impl<'h> View<'h> {
    #[inline]
    pub(crate) fn new(hand: &'h Hand, rules: &RuleSet) -> View<'h> {
        let mut real = *hand.concealed();
        let mut wild = 0;
        if let Some(w) = rules.wildcard {
            wild = real.0[w.index()];
            real.0[w.index()] = 0;
        }
        let t = Tables::get();
        let used = &hand.meld_summary().used;
        let mut entries = [Entry(0); 4];
        for s in 0..3 {
            let c: &[u8; 9] = real.0[s * 9..s * 9 + 9].try_into().expect("nine ranks");
            let u = &used.0[s * 9..s * 9 + 9];
            entries[s] = if u.iter().all(|&x| x == 0) {
                t.suit.entry(table::key(c))
            } else {
                let caps: [u8; 9] = std::array::from_fn(|r| 4 - u[r]);
                suit_entry_capped(c, &caps)
            };
        }
        if rules.honours {
            let c: &[u8; 7] = real.0[27..34].try_into().expect("seven honours");
            let u = &used.0[27..34];
            entries[3] = if u.iter().all(|&x| x == 0) {
                t.honour.entry(table::key(c))
            } else {
                let caps: [u8; 7] = std::array::from_fn(|r| 4 - u[r]);
                honour_entry_capped(c, &caps)
            };
        } else {
            // No honours in play: an empty group that can hold nothing.
            entries[3] = Entry(EMPTY_ONLY);
        }
        View { hand, real, wild, entries }
    }
}

/// An entry for a group that must stay empty: 0 sets and no pair cost 0,
/// everything else is impossible.
const EMPTY_ONLY: u64 = {
    let mut e = 0u64;
    let mut i = 0;
    while i < 15 {
        let v = if i == 0 { 0 } else { IMPOSSIBLE as u64 };
        e |= v << (i * 4);
        i += 1;
    }
    e
};

/// Fewest tiles to add so the groups hold exactly `sets` sets and one pair
/// of category `pair` (in any one group).
#[inline]
pub(crate) fn regular_cost(entries: &[Entry; 4], sets: usize, pair: usize) -> u8 {
    // dp[m][p]: best cost over the groups so far with m sets, p = pair placed.
    let mut dp = [[IMPOSSIBLE as u16; 2]; 5];
    for m in 0..=sets {
        dp[m][0] = entries[0].get(m, NO_PAIR) as u16;
        dp[m][1] = entries[0].get(m, pair) as u16;
    }
    for e in &entries[1..3] {
        let mut next = [[u16::MAX; 2]; 5];
        for m in 0..=sets {
            for k in 0..=sets - m {
                let n0 = e.get(k, NO_PAIR) as u16;
                let n1 = e.get(k, pair) as u16;
                let a = dp[m][0] + n0;
                let b = (dp[m][1] + n0).min(dp[m][0] + n1);
                let slot = &mut next[m + k];
                slot[0] = slot[0].min(a);
                slot[1] = slot[1].min(b);
            }
        }
        dp = next;
    }
    let e = entries[3];
    let mut best = u16::MAX;
    for m in 0..=sets {
        let k = sets - m;
        best = best.min(dp[m][1] + e.get(k, NO_PAIR) as u16);
        best = best.min(dp[m][0] + e.get(k, pair) as u16);
    }
    best.min(IMPOSSIBLE as u16) as u8
}

fn pair_category(rules: &RuleSet) -> usize {
    match rules.pair {
        PairRule::Any => ANY_PAIR,
        PairRule::TwoFiveEight => PAIR_258,
    }
}

/// Replacement number for one target before wildcards, or `None` when the
/// target cannot be reached (e.g. 清一色 with melds of two suits).
pub(crate) fn target_cost(view: &View<'_>, rules: &RuleSet, target: Target) -> Option<u8> {
    let hand = view.hand;
    let ms = hand.meld_summary();
    let sets = hand.sets_needed();
    let cost = match target {
        Target::Regular => regular_cost(&view.entries, sets, pair_category(rules)),
        Target::QingYiSe => {
            if ms.groups & 0b1000 != 0 {
                return None;
            }
            let mut best = IMPOSSIBLE;
            for s in 0..3 {
                if ms.groups & !(1 << s) != 0 {
                    continue;
                }
                best = best.min(view.entries[s].get(sets, ANY_PAIR));
            }
            best
        }
        Target::PengPengHu => {
            if ms.chi > 0 {
                return None;
            }
            pengpeng_cost(&view.real, &ms.used, rules.kinds(), sets)?
        }
        Target::SevenPairs => {
            if ms.count > 0 {
                return None;
            }
            seven_pairs_cost(&view.real, rules.seven_pairs?)
        }
        Target::JiangJiangHu => {
            if !ms.all_258 {
                return None;
            }
            let n258: usize = (0..27)
                .filter(|&i| matches!(i % 9, 1 | 4 | 7))
                .map(|i| view.real.0[i] as usize)
                .sum();
            (3 * sets + 2).saturating_sub(n258) as u8
        }
        Target::QuanQiuRen => {
            if ms.exposed < 4 {
                return None;
            }
            regular_cost(&view.entries, 0, ANY_PAIR)
        }
        Target::ThirteenOrphans => {
            if ms.count > 0 || !rules.honours {
                return None;
            }
            let mut kinds = 0;
            let mut pair = 0;
            for i in (0..KINDS).filter(|&i| crate::tile::Tile::from_index_unchecked(i).is_orphan())
            {
                kinds += (view.real.0[i] > 0) as u8;
                pair |= (view.real.0[i] > 1) as u8;
            }
            14 - kinds - pair
        }
    };
    (cost < IMPOSSIBLE).then_some(cost)
}

/// 碰碰胡: `sets` triplets and a pair on distinct kinds, each kind limited by
/// the copies not in melds.
fn pengpeng_cost(real: &Counts, used: &Counts, kinds: usize, sets: usize) -> Option<u8> {
    // The `sets + 1` cheapest triplets are enough to choose from: the pair
    // kind displaces at most one of them.
    let mut trip = [(u8::MAX, usize::MAX); 5];
    for i in 0..kinds {
        if used.0[i] <= 1 {
            insert_sorted(&mut trip[..sets + 1], (3u8.saturating_sub(real.0[i]), i));
        }
    }
    let mut best = u16::MAX;
    for i in 0..kinds {
        let cap = 4 - used.0[i];
        if cap < 2 {
            continue;
        }
        let p = 2u8.saturating_sub(real.0[i]) as u16;
        let mut sum = p;
        let mut taken = 0;
        for &(cost, k) in trip.iter().take(sets + 1) {
            if taken == sets {
                break;
            }
            if k == i || k == usize::MAX {
                continue;
            }
            sum += cost as u16;
            taken += 1;
        }
        if taken == sets {
            best = best.min(sum);
        }
    }
    (best != u16::MAX).then_some(best.min(14) as u8)
}

fn insert_sorted<T: Ord + Copy>(list: &mut [T], item: T) {
    if let Some(pos) = list.iter().position(|x| item < *x) {
        list[pos..].rotate_right(1);
        list[pos] = item;
    }
}

/// Seven pairs, distinct kinds or with a four counting as two pairs.
pub(crate) fn seven_pairs_cost(real: &Counts, kind: SevenPairs) -> u8 {
    match kind {
        SevenPairs::Distinct => {
            let pairs = real.0.iter().filter(|&&c| c >= 2).count().min(7);
            let singles = real.0.iter().filter(|&&c| c == 1).count();
            (14 - 2 * pairs - singles.min(7 - pairs)) as u8
        }
        SevenPairs::FourAsTwoPairs => {
            let free: usize = real.0.iter().map(|&c| (c / 2) as usize).sum();
            if free >= 7 {
                return 0;
            }
            let need = 7 - free;
            let odd = real.0.iter().filter(|&&c| c % 2 == 1).count();
            (need.min(odd) + 2 * need.saturating_sub(odd)) as u8
        }
    }
}

/// Shanten over every target of `rules`: −1 for a complete hand, 0 for a
/// ready one. Works for `3n+1` and `3n+2` hands.
///
/// ```
/// use majiang_core::{Hand, RuleSet, shanten};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p23455m", "", &rules).unwrap();
/// assert_eq!(shanten(&h, &rules), -1);
/// let h = Hand::parse("123m456s789p2345m", "", &rules).unwrap();
/// assert_eq!(shanten(&h, &rules), 0);
/// ```
#[must_use]
pub fn shanten(hand: &Hand, rules: &RuleSet) -> i8 {
    let view = View::new(hand, rules);
    let mut best = IMPOSSIBLE;
    for t in rules.targets() {
        if let Some(c) = target_cost(&view, rules, t) {
            best = best.min(c);
        }
    }
    finish(best, view.wild)
}

#[inline]
fn finish(cost: u8, wild: u8) -> i8 {
    cost.saturating_sub(wild) as i8 - 1
}

/// Shanten for one target, or `None` when the rules do not have it or the
/// hand's melds rule it out (a chi for 碰碰胡, any meld for seven pairs, …).
pub fn shanten_for(hand: &Hand, rules: &RuleSet, target: Target) -> Option<i8> {
    if !rules.has_target(target) {
        return None;
    }
    let view = View::new(hand, rules);
    target_cost(&view, rules, target).map(|c| finish(c, view.wild))
}

/// Shanten of every target of `rules`, in [`Target::ALL`] order.
pub fn shanten_by_target(hand: &Hand, rules: &RuleSet) -> Vec<(Target, Option<i8>)> {
    let view = View::new(hand, rules);
    rules
        .targets()
        .map(|t| (t, target_cost(&view, rules, t).map(|c| finish(c, view.wild))))
        .collect()
}

/// Shanten of a hand given as counts and melds, validating first.
pub fn shanten_of(concealed: &Counts, melds: &[crate::Meld], rules: &RuleSet) -> Result<i8> {
    let hand = Hand::new(*concealed, melds, rules)?;
    Ok(shanten(&hand, rules))
}
