//! Readings of a hand's wildcards (赖子): every way of letting each wildcard
//! stand for one kind in play.
//!
//! The fast checks (`win`, `shanten`) never enumerate readings: a wildcard
//! simply lowers a replacement number. Explaining a win is different — which
//! big hands it makes and which sets it forms depend on what the wildcards
//! became — so the analysis (`score`, `decompose`) looks at each concrete
//! reading in turn. A reading never makes a fifth copy of a kind (counting
//! the melds), the same limit the fast checks apply, so a hand wins exactly
//! when one of its readings wins without wildcards. At most four wildcards
//! over at most 34 kinds give at most C(37, 4) = 66,045 readings; this is for
//! people and records, not for a hot path.

use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::Tile;

/// The rules a reading is judged by: the same rules without the wildcard,
/// since every wildcard has become a real tile.
#[must_use]
pub(crate) fn concrete_rules(rules: &RuleSet) -> RuleSet {
    RuleSet { wildcard: None, ..*rules }
}

/// Calls `visit` with every reading of `hand` (concealed wildcards replaced,
/// melds untouched) and the kinds the wildcards stand for, in ascending
/// order. A hand without concealed wildcards has one reading: itself, with no
/// substitutes. Readings come in lexicographic order of their substitutes.
pub(crate) fn for_each_reading(
    hand: &Hand,
    rules: &RuleSet,
    mut visit: impl FnMut(&Hand, &[Tile]),
) {
    let Some(wild) = rules.wildcard.filter(|w| hand.concealed().get(*w) > 0) else {
        visit(hand, &[]);
        return;
    };
    let mut base = *hand;
    let n = hand.concealed().get(wild);
    for _ in 0..n {
        base.pop_unchecked(wild);
    }
    let held = base.all_tiles();
    let mut subs = Vec::with_capacity(n as usize);
    substitute(&mut base, &held, rules.kinds(), 0, n, &mut subs, &mut visit);
}

fn substitute(
    hand: &mut Hand,
    held: &crate::counts::Counts,
    kinds: usize,
    from: usize,
    left: u8,
    subs: &mut Vec<Tile>,
    visit: &mut impl FnMut(&Hand, &[Tile]),
) {
    if left == 0 {
        visit(hand, subs);
        return;
    }
    for i in from..kinds {
        let t = Tile::from_index_unchecked(i);
        let added = subs.iter().filter(|&&s| s == t).count() as u8;
        if held.get(t) + added >= 4 {
            continue;
        }
        hand.push_unchecked(t);
        subs.push(t);
        // Non-decreasing kinds: each multiset of substitutes is visited once.
        substitute(hand, held, kinds, i, left - 1, subs, visit);
        subs.pop();
        hand.pop_unchecked(t);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::win::is_win;

    #[test]
    fn a_hand_without_wildcards_is_its_own_reading() {
        let rules = RuleSet::changsha();
        let h = Hand::parse("123m456s789p23455m", "", &rules).unwrap();
        let mut seen = Vec::new();
        for_each_reading(&h, &rules, |r, s| seen.push((*r, s.to_vec())));
        assert_eq!(seen, vec![(h, vec![])]);
    }

    #[test]
    fn readings_cover_multisets_once_and_respect_four_copies() {
        let rules = RuleSet::changsha().with_wildcard(Tile::from_id(4).unwrap()).unwrap();
        // Two wildcards (5m) beside four 1m: 1m may not be a substitute.
        let h = Hand::parse("1111m234s567p89s55m", "", &rules).unwrap();
        let mut count = 0;
        for_each_reading(&h, &rules, |r, s| {
            count += 1;
            assert!(!s.contains(&Tile::from_id(0).unwrap()));
            assert!(r.all_tiles().as_array().iter().all(|&n| n <= 4));
            assert_eq!(r.concealed().total(), 14);
        });
        // 26 kinds left for two wildcards: C(26 + 1, 2) multisets.
        assert_eq!(count, 27 * 26 / 2);
        // Some reading wins exactly when the fast path says the hand wins.
        let mut any = false;
        for_each_reading(&h, &rules, |r, _| any |= is_win(r, &concrete_rules(&rules)));
        assert_eq!(any, is_win(&h, &rules));
    }
}
