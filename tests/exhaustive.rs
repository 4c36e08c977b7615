//! Exhaustive proof over single groups: every count vector of one suit with
//! at most 14 tiles (405,350 of them), and for the standard rules every
//! honour vector, each made into valid hands and compared with the
//! brute-force reference — win and winning targets for `3n+2` hands, waits
//! for `3n+1` hands, shanten (overall and per target) for both — under
//! `RuleSet::changsha()` and `RuleSet::standard()`.
//!
//! A vector of `t` tiles becomes hands as follows (the suit rotates with the
//! vector's index, so all three suits are covered):
//! - `t = 3n+2` or `3n+1`: the vector alone with `4 − n` melds, in three
//!   meld settings — exposed 2-5-8 pengs/kongs in the other suits (碰碰胡,
//!   将将胡 and 全求人 stay possible), chi and a concealed kong in the other
//!   suits (they are not), and random melds in the vector's own suit (清一色
//!   stays possible and the melds take copies the targets may not reuse;
//!   every fourth vector, as the reference is slow under copy limits).
//! - `t = 3n`: the vector plus one tile, and plus a pair, from another group.
//!
//! Zero disagreements allowed.

mod compare;
mod corpus;
mod reference;

use compare::{Tally, check_hand};
use majiang::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use rand::Rng;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

/// Every count vector of `ranks` kinds (0–4 each) with at most 14 tiles.
fn vectors(ranks: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut v = vec![0u8; ranks];
    fn walk(v: &mut Vec<u8>, r: usize, total: usize, out: &mut Vec<Vec<u8>>) {
        if r == v.len() {
            out.push(v.clone());
            return;
        }
        for c in 0..=4.min(14 - total) {
            v[r] = c as u8;
            walk(v, r + 1, total + c, out);
        }
        v[r] = 0;
    }
    walk(&mut v, 0, 0, &mut out);
    out
}

#[test]
fn vector_counts() {
    assert_eq!(vectors(9).len(), 405_350);
    assert_eq!(vectors(7).len(), 43_130);
    assert!(vectors(9).iter().all(|v| v.iter().map(|&c| c as usize).sum::<usize>() <= 14));
}

/// Melds of the two settings that live outside the vector's group.
fn outside_melds(group: usize, chi_setting: bool) -> Vec<Meld> {
    // The other two suits (for the honour group: the first two suits).
    let others: Vec<usize> = (0..3).filter(|&s| s != group).take(2).collect();
    let (a, b) = (others[0] * 9, others[1] * 9);
    if chi_setting {
        vec![
            Meld::new(MeldKind::Chi, tile(a + 2)).expect("chi"),
            Meld::new(MeldKind::AnGang, tile(b + 8)).expect("kong"),
            Meld::new(MeldKind::Chi, tile(b + 5)).expect("chi"),
            Meld::new(MeldKind::Peng, tile(a + 6)).expect("peng"),
        ]
    } else {
        vec![
            Meld::new(MeldKind::Peng, tile(a + 4)).expect("peng"),
            Meld::new(MeldKind::Gang, tile(b + 7)).expect("kong"),
            Meld::new(MeldKind::BuGang, tile(b + 1)).expect("kong"),
            Meld::new(MeldKind::Peng, tile(a + 7)).expect("peng"),
        ]
    }
}

/// Up to `n` random melds inside `group` that fit beside the vector.
fn own_group_melds(
    rng: &mut impl Rng,
    counts: &[u8; 34],
    group: usize,
    n: usize,
    rules: &RuleSet,
) -> Option<Vec<Meld>> {
    let mut wall = corpus::Wall::new(rules);
    for (k, &n) in counts.iter().enumerate() {
        wall.take(k, n);
    }
    let in_group = |k: usize| if group < 3 { k / 9 == group && k < 27 } else { k >= 27 };
    let mut melds = Vec::new();
    for _ in 0..n {
        melds.push(corpus::random_meld(rng, &mut wall, &in_group, &corpus::MELD_KINDS)?);
    }
    Some(melds)
}

/// Calls `f` on every hand made from every vector of `ranks` kinds placed in
/// a group (`None`: rotate over the suits; `Some(3)`: the honours).
fn for_each_hand(rules: &RuleSet, honours: bool, mut f: impl FnMut(&Hand)) {
    let ranks = if honours { 7 } else { 9 };
    let mut rng = corpus::rng(0x5eed_0001);
    for (i, v) in vectors(ranks).iter().enumerate() {
        let group = if honours { 3 } else { i % 3 };
        let base = if honours { 27 } else { group * 9 };
        let mut counts = [0u8; 34];
        counts[base..base + ranks].copy_from_slice(v);
        let t: usize = v.iter().map(|&c| c as usize).sum();
        let make = |c: [u8; 34], melds: &[Meld]| {
            Hand::new(Counts::from_array(c).expect("counts"), melds, rules)
        };
        if !t.is_multiple_of(3) {
            let need = 4 - (t - 1) / 3;
            if need == 0 {
                f(&make(counts, &[]).expect("valid hand"));
                continue;
            }
            for chi_setting in [false, true] {
                let melds = outside_melds(group, chi_setting);
                f(&make(counts, &melds[..need]).expect("valid hand"));
            }
            // Melds inside the group make the reference enumerate targets
            // under copy limits, which is slow: every fourth vector.
            if i % 4 == 0
                && let Some(melds) = own_group_melds(&mut rng, &counts, group, need, rules)
            {
                f(&make(counts, &melds).expect("valid hand"));
            }
        } else {
            let need = 4 - t / 3;
            let melds = outside_melds(group, i % 2 == 1);
            let melds = &melds[..need];
            // A single and a pair from another group, the first candidate
            // (rotating with the index) that the melds leave copies for.
            let mut candidates: Vec<usize> = (0..3)
                .filter(|&s| s != group)
                .flat_map(|s| [1, 4, 0, 7, 8].map(|r| s * 9 + r))
                .collect();
            if rules.honours && !honours {
                candidates.extend([27, 31, 33]);
            }
            let len = candidates.len();
            candidates.rotate_left(i % len);
            for extra in [1u8, 2] {
                let hand = candidates.iter().find_map(|&x| {
                    let mut c = counts;
                    c[x] += extra;
                    make(c, melds).ok()
                });
                f(&hand.expect("some extra tile fits"));
            }
        }
    }
}

fn run(rules: &RuleSet, honours: bool, shanten: bool, what: &str) {
    let mut tally = Tally::default();
    for_each_hand(rules, honours, |h| check_hand(h, rules, shanten, &mut tally));
    tally.assert_clean(what);
    // Sanity of the sweep itself: it met wins and ready hands by the hundred.
    assert!(tally.wins > 500 && tally.ready > 500, "the sweep holds wins and ready hands");
}

#[test]
fn changsha_single_suit_win_and_waits() {
    run(&RuleSet::changsha(), false, false, "changsha single suit, win/waits");
}

#[test]
fn changsha_single_suit_shanten() {
    let mut tally = Tally::default();
    let rules = RuleSet::changsha();
    for_each_hand(&rules, false, |h| {
        tally.hands += 1;
        compare::check_shanten(h, &rules, &mut tally);
    });
    tally.assert_clean("changsha single suit, shanten");
}

#[test]
fn standard_single_suit_win_and_waits() {
    run(&RuleSet::standard(), false, false, "standard single suit, win/waits");
}

#[test]
fn standard_single_suit_shanten() {
    let mut tally = Tally::default();
    let rules = RuleSet::standard();
    for_each_hand(&rules, false, |h| {
        tally.hands += 1;
        compare::check_shanten(h, &rules, &mut tally);
    });
    tally.assert_clean("standard single suit, shanten");
}

#[test]
fn standard_honours_everything() {
    run(&RuleSet::standard(), true, true, "standard honours, win/waits/shanten");
}
