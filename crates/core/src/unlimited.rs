//! Win, waits and shanten when the wildcard has no copy limit
//! ([`WildcardReach::Unlimited`], 红中麻将's 红中).
//!
//! Every copy of the wildcard kind stands for any kind in play, as many
//! times as a hand needs (`1111m` and a 中 make `111m` and a `1m` pair). The
//! real tiles are the hand's other tiles; they are physical, so never more
//! than four of a kind, but a *target* (a complete hand the wildcards are
//! read into) may hold any number of a kind.
//!
//! - **Win**: some target `T` holds the real tiles `R` with the `w`
//!   wildcards filling the rest: `|T − R| ≤ w`. A hand holding no wildcard
//!   is a plain hand, and the ordinary checks answer.
//! - **Shanten**: the replacement number is `min |T − R|` over the targets,
//!   less `w`; shanten is that minus one. No copy limit binds a target,
//!   because a missing tile may always arrive as a wildcard — so shanten 0
//!   is exactly "some draw wins", the draw of a wildcard included: a hand
//!   ready only on the wildcard (`1111m` + three sets waits for 中 alone) is
//!   ready. Per group, `min |T − R|` is the entry of [`UncappedTables`]
//!   (the replacement tables built without caps); the regular shape sums
//!   them as hands with melds do (`regular_cost`), or, without melds, by the
//!   chained class lookups of its own `Combined` tables; melds take no
//!   copies a target could want, so they only lower the number of sets.
//! - **Waits**: each kind in play not used up (four copies in hand and
//!   melds), added, then the win check; **the wildcard kind is listed** when
//!   drawing it wins (a copy left: fewer than four held). Drawn, a wildcard
//!   stands for any natural wait, so it completes every ready hand, and some
//!   hands only through it; listing it keeps `waits` non-empty exactly when
//!   shanten is 0.
//!
//! The targets: the regular shape, seven pairs (a kind holding four as two
//! pairs, or distinct kinds: the wildcards' pairs may take any unused kind),
//! 清一色, 全求人 and 将将胡 read the uncapped entries or the counts as the
//! capped path does; 碰碰胡 lets a kind holding four take two slots (a
//! triplet and the pair, or two triplets: the fifth and sixth copies being
//! wildcards), which is worth one tile, like a single.

use crate::counts::{CountSets, Counts};
use crate::hand::Hand;
use crate::lookup::{ANY_PAIR, Entry, IMPOSSIBLE, UncappedTables, honour_key, suit_key};
use crate::rules::{RuleSet, Target, WildcardReach};
use crate::shanten::{
    EMPTY_ONLY, Levels, jiangjiang_cost, levels, orphans_cost, pair_category, regular_cost,
    seven_pairs_cost,
};
use crate::tile::{Tile, TileSet};

/// True when `rules` have a wildcard without copy limit: the checks then
/// take this module's path.
#[inline(always)]
pub(crate) fn applies(rules: &RuleSet) -> bool {
    rules.wildcard.is_some() && rules.wildcard_reach == WildcardReach::Unlimited
}

/// The hand's real tiles and its number of wildcards, with each group's
/// uncapped entry.
#[derive(Clone, Copy)]
struct Split {
    real: Counts,
    wild: u8,
    /// Each group's class in [`UncappedTables`].
    slots: [u16; 4],
    entries: [Entry; 4],
}

impl Split {
    fn of(hand: &Hand, rules: &RuleSet) -> Split {
        let mut real = *hand.concealed();
        let mut wild = 0;
        if let Some(w) = rules.wildcard {
            wild = real.0[w.index()];
            real.0[w.index()] = 0;
        }
        let mut split = Split { real, wild, slots: [0; 4], entries: [Entry(EMPTY_ONLY); 4] };
        for g in 0..3 + usize::from(rules.honours) {
            split.regroup(g);
        }
        split
    }

    /// Looks group `g`'s class and entry up again from the real counts.
    #[inline(always)]
    fn regroup(&mut self, g: usize) {
        let t = UncappedTables::get();
        if g < 3 {
            self.slots[g] = t.suit.slot(suit_key(&self.real.0, g));
            self.entries[g] = t.suit.class_entry(self.slots[g]);
        } else {
            self.slots[3] = t.honour.slot(honour_key(&self.real.0));
            self.entries[3] = t.honour.class_entry(self.slots[3]);
        }
    }

    /// The split with one more real `tile`: only its group is looked up.
    #[inline(always)]
    fn with(mut self, tile: Tile) -> Split {
        self.real.0[tile.index()] += 1;
        self.regroup((tile.index() / 9).min(3));
        self
    }

    /// `min |T − R|` for `target`, before the wildcards, or `None` when the
    /// rules or the melds rule the target out.
    fn cost(&self, hand: &Hand, rules: &RuleSet, target: Target) -> Option<u8> {
        if !rules.has_target(target) {
            return None;
        }
        let ms = hand.meld_summary();
        let sets = hand.sets_needed();
        let e = &self.entries;
        let cost = match target {
            // Without melds, the chained class lookups of the four groups
            // (as the capped path's fast path); with melds, the (min,+) sum.
            Target::Regular if ms.count == 0 => {
                UncappedTables::get().regular(pair_category(rules)).cost(self.slots, rules.honours)
            }
            Target::Regular => regular_cost(e, sets, pair_category(rules)),
            Target::QingYiSe => {
                if ms.groups & 0b1000 != 0 {
                    return None;
                }
                (0..3)
                    .filter(|s| ms.groups & !(1 << s) == 0)
                    .map(|s| e[s].get(sets, ANY_PAIR))
                    .min()
                    .unwrap_or(IMPOSSIBLE)
            }
            Target::PengPengHu => {
                if ms.chi > 0 {
                    return None;
                }
                pengpeng_cost(&levels(&CountSets::new(&self.real)), sets)
            }
            Target::SevenPairs => {
                if ms.count > 0 {
                    return None;
                }
                seven_pairs_cost(&levels(&CountSets::new(&self.real)), rules.seven_pairs?)
            }
            Target::JiangJiangHu => {
                if !ms.all_258 {
                    return None;
                }
                jiangjiang_cost(&self.real, sets)
            }
            Target::QuanQiuRen => {
                if ms.exposed < 4 {
                    return None;
                }
                regular_cost(e, 0, ANY_PAIR)
            }
            Target::ThirteenOrphans => {
                if ms.count > 0 || !rules.honours {
                    return None;
                }
                orphans_cost(&CountSets::new(&self.real))
            }
        };
        (cost < IMPOSSIBLE).then_some(cost)
    }

    /// True when `hand` (whose split this is, or the hand with one more
    /// real tile) wins by some target: its wildcards cover the cost.
    fn wins(&self, hand: &Hand, rules: &RuleSet) -> bool {
        rules.targets().any(|t| self.cost(hand, rules, t).is_some_and(|c| c <= self.wild))
    }

    /// The least cost over the rules' targets.
    fn best(&self, hand: &Hand, rules: &RuleSet) -> u8 {
        rules.targets().filter_map(|t| self.cost(hand, rules, t)).min().unwrap_or(IMPOSSIBLE)
    }
}

/// 碰碰胡 without copy limits: `sets` triplets and a pair, the kinds free to
/// repeat. Each slot keeps at most three (a triplet) or two (the pair) of
/// its kind; a kind holding four keeps its fourth only in a second slot,
/// which is then worth one tile — as a single is. So the levels' closed
/// formula holds with the fours counted once more among the singles.
fn pengpeng_cost(n: &Levels, sets: usize) -> u8 {
    let kinds = sets as u32 + 1;
    let threes = n[2].min(kinds);
    let twos = (n[1] - n[2]).min(kinds - threes);
    let ones = (n[0] - n[1] + n[3]).min(kinds - threes - twos);
    let kept = 3 * threes + 2 * twos + ones - (threes == kinds) as u32;
    (3 * kinds - 1 - kept) as u8
}

/// Shanten over the rules' targets (−1 complete, 0 ready).
pub(crate) fn shanten(hand: &Hand, rules: &RuleSet) -> i8 {
    let split = Split::of(hand, rules);
    split.best(hand, rules).saturating_sub(split.wild) as i8 - 1
}

/// Shanten for one target, `None` when the rules or the melds rule it out.
pub(crate) fn shanten_for(hand: &Hand, rules: &RuleSet, target: Target) -> Option<i8> {
    let split = Split::of(hand, rules);
    split.cost(hand, rules, target).map(|c| c.saturating_sub(split.wild) as i8 - 1)
}

/// Every target the complete-size hand (holding wildcards) wins by.
pub(crate) fn winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    if !hand.is_complete_size() {
        return Vec::new();
    }
    let split = Split::of(hand, rules);
    rules
        .targets()
        .filter(|t| split.cost(hand, rules, *t).is_some_and(|c| c <= split.wild))
        .collect()
}

/// True when the complete-size hand (holding wildcards) wins.
pub(crate) fn is_win(hand: &Hand, rules: &RuleSet) -> bool {
    if !hand.is_complete_size() {
        return false;
    }
    Split::of(hand, rules).wins(hand, rules)
}

/// The waits of a `3n+1` hand holding a wildcard (the caller checks the
/// size, and answers a hand without one on the table path): the kinds in
/// play not used up that win when added, and the wildcard kind when fewer
/// than four (and fewer than the wall's copies) are held — a ready hand
/// always wins on one more wildcard, since it stands for any of its waits.
pub(crate) fn waits(hand: &Hand, rules: &RuleSet) -> TileSet {
    // A hand that is not ready waits on nothing, and most are not: one
    // shanten call settles them (replacement number 1 is shanten 0, which
    // the tests check is exactly "some kind wins when added").
    let split = Split::of(hand, rules);
    if split.best(hand, rules).saturating_sub(split.wild) != 1 {
        return TileSet::EMPTY;
    }
    let all = hand.all_tiles();
    let mut out = 0u64;
    let mut h = *hand;
    for t in Tile::all().take(rules.kinds()) {
        if all.get(t) >= 4 || Some(t) == rules.wildcard {
            continue;
        }
        // Only the added tile's group changes: one lookup, not four.
        let next = split.with(t);
        h.push_unchecked(t);
        if next.wins(&h, rules) {
            out |= 1 << t.id();
        }
        h.pop_unchecked(t);
    }
    if let Some(w) = rules.wildcard
        && split.wild > 0
        && all.get(w) < 4.min(rules.wildcard_copies())
    {
        out |= 1 << w.id();
    }
    TileSet(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hz() -> RuleSet {
        RuleSet::hongzhong()
    }

    /// The examples of the module notes.
    #[test]
    fn no_copy_limit() {
        let r = hz();
        let h = Hand::parse("1111m5z123p456p789p", "", &r).expect("hand");
        assert!(crate::is_win(&h, &r));
        // Ready on 中 alone: 1111m cannot use a fifth 1m, but a 中 can.
        let h = Hand::parse("1111m123p456p789p", "", &r).expect("hand");
        assert_eq!(crate::shanten(&h, &r), 0);
        assert_eq!(crate::waits(&h, &r).expect("3n+1").to_string(), "5z");
        // Seven pairs: 1111m is two pairs, and two 中 make a third 1m pair
        // (or any pair).
        let h = Hand::parse("1111m55z11p33p55p77p", "", &r).expect("hand");
        assert!(crate::is_win(&h, &r));
        assert_eq!(crate::winning_targets(&h, &r), vec![Target::SevenPairs]);
    }

    /// A kind holding four in 碰碰胡 is worth a triplet and a single.
    #[test]
    fn pengpeng_with_fours() {
        // 1111m 2222m 3333m 44m: 111 222 333 + 44 + (1m + two wildcards).
        assert_eq!(pengpeng_cost(&[4, 4, 3, 3], 4), 2);
        // Fourteen singles: five kept.
        assert_eq!(pengpeng_cost(&[14, 0, 0, 0], 4), 9);
    }
}
