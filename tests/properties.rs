//! Invariants of the core's win / waits / shanten, by proptest, over hands of
//! two sources: tiles and melds drawn straight from the strategy (these
//! shrink well) and seeded near wins from the corpus generator (these are
//! often ready or complete, which the waits properties need), under the
//! Changsha, standard and every-target rule sets, with and without a
//! wildcard.

mod corpus;

use majiang::{
    Counts, Hand, Meld, MeldKind, RuleSet, Tile, is_win, shanten, shanten_by_target, shanten_for,
    waits, winning_targets,
};
use proptest::prelude::*;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind")
}

fn kinds(rules: &RuleSet) -> usize {
    if rules.honours { 34 } else { 27 }
}

fn rules_strategy() -> impl Strategy<Value = RuleSet> {
    (0..3usize, proptest::option::of(0..34usize)).prop_map(|(i, wild)| {
        let base = [RuleSet::changsha(), RuleSet::standard(), corpus::everything_rules()][i];
        match wild {
            Some(w) => base.with_wildcard(tile(w % kinds(&base))).expect("in play"),
            None => base,
        }
    })
}

/// Tiles and melds straight from the strategy; invalid combinations (a
/// fifth copy) are filtered out. `long`: `3n+2` tiles, else `3n+1`.
fn drawn_hand(long: impl Strategy<Value = bool>) -> impl Strategy<Value = (RuleSet, Hand)> {
    (
        rules_strategy(),
        proptest::collection::vec((0..5u8, 0..34usize), 0..=4),
        proptest::collection::vec(0..34usize, 14),
        long,
    )
        .prop_filter_map("a fifth copy", |(rules, melds, tiles, long)| {
            let n = kinds(&rules);
            let melds: Vec<Meld> = melds
                .into_iter()
                .map(|(k, t)| {
                    let kind = MeldKind::from_index(k as i64).expect("0..5");
                    // Fold the start of a chi into 1..7 of a suit.
                    let t = if kind == MeldKind::Chi { (t % 27) / 9 * 9 + t % 7 } else { t % n };
                    Meld::new(kind, tile(t)).expect("valid meld")
                })
                .collect();
            let size = 3 * (4 - melds.len()) + 1 + long as usize;
            let counts = Counts::from_tiles(tiles[..size].iter().map(|&t| tile(t % n))).ok()?;
            Some((rules, Hand::new(counts, &melds, &rules).ok()?))
        })
}

/// Seeded near wins (0–2 tiles swapped), wildcards put in when the rules
/// have one.
fn near_hand(long: impl Strategy<Value = bool>) -> impl Strategy<Value = (RuleSet, Hand)> {
    (rules_strategy(), any::<u64>(), long, 0..3usize, 0..3usize).prop_map(
        |(rules, seed, long, swaps, wild)| {
            let mut r = corpus::rng(seed);
            let hand = corpus::near_win_hand(&mut r, &rules, swaps, long);
            let hand = if rules.wildcard.is_some() {
                corpus::with_wildcards(&mut r, &hand, &rules, wild)
            } else {
                hand
            };
            (rules, hand)
        },
    )
}

/// Hands of either size.
fn hand_strategy() -> impl Strategy<Value = (RuleSet, Hand)> {
    prop_oneof![drawn_hand(any::<bool>()), near_hand(any::<bool>())]
}

/// `3n+2` hands.
fn complete_size() -> impl Strategy<Value = (RuleSet, Hand)> {
    prop_oneof![drawn_hand(Just(true)), near_hand(Just(true))]
}

/// `3n+1` hands.
fn waiting_size() -> impl Strategy<Value = (RuleSet, Hand)> {
    prop_oneof![drawn_hand(Just(false)), near_hand(Just(false))]
}

/// Kinds that may be added to the hand (not all four copies used).
fn addable(h: &Hand, rules: &RuleSet) -> Vec<Tile> {
    (0..kinds(rules)).map(tile).filter(|&t| h.with_tile(t).is_ok()).collect()
}

proptest! {
    // Fixed seed: the same cases on every run and machine. No regression
    // files: a failure prints its minimal hand, which belongs in hand_cases.
    #![proptest_config(ProptestConfig {
        cases: 4000,
        rng_seed: proptest::test_runner::RngSeed::Fixed(0x9a0e_2024),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn shanten_is_at_least_minus_one((rules, h) in hand_strategy()) {
        let s = shanten(&h, &rules);
        prop_assert!(s >= -1);
        if !h.is_complete_size() {
            prop_assert!(s >= 0, "a 3n+1 hand is never complete");
        }
    }

    #[test]
    fn win_iff_shanten_minus_one((rules, h) in complete_size()) {
        let win = is_win(&h, &rules);
        prop_assert_eq!(win, shanten(&h, &rules) == -1, "{}", h);
        prop_assert_eq!(win, !winning_targets(&h, &rules).is_empty());
    }

    #[test]
    fn waits_are_exactly_the_winning_draws((rules, h) in waiting_size()) {
        let w = waits(&h, &rules).expect("3n+1");
        let all = h.all_tiles();
        for k in (0..kinds(&rules)).map(tile) {
            if all.get(k) >= 4 {
                prop_assert!(!w.contains(k), "{} waits on used-up {}", h, k);
                continue;
            }
            let with = h.with_tile(k).expect("a copy left");
            prop_assert_eq!(w.contains(k), is_win(&with, &rules), "{} + {}", h, k);
        }
    }

    #[test]
    fn ready_iff_waits_nonempty((rules, h) in waiting_size()) {
        let w = waits(&h, &rules).expect("3n+1");
        prop_assert_eq!(!w.is_empty(), shanten(&h, &rules) == 0, "{} waits {}", h, w);
    }

    #[test]
    fn one_tile_moves_shanten_by_at_most_one((rules, h) in hand_strategy()) {
        let s = shanten(&h, &rules);
        if h.is_complete_size() {
            for d in h.concealed().kinds() {
                let t = shanten(&h.without_tile(d).expect("held"), &rules);
                prop_assert!((t - s).abs() <= 1, "{} − {}: {} → {}", h, d, s, t);
            }
        } else {
            for k in addable(&h, &rules) {
                let t = shanten(&h.with_tile(k).expect("addable"), &rules);
                prop_assert!((t - s).abs() <= 1, "{} + {}: {} → {}", h, k, s, t);
            }
        }
    }

    /// Exact: a 3n+1 hand is one step before its best draw; a 3n+2 hand that
    /// does not win is as far as its best discard.
    #[test]
    fn shanten_recurrences((rules, h) in hand_strategy()) {
        let s = shanten(&h, &rules);
        if h.is_complete_size() {
            prop_assume!(s >= 0);
            let best = h.concealed().kinds()
                .map(|d| shanten(&h.without_tile(d).expect("held"), &rules))
                .min().expect("tiles");
            prop_assert_eq!(s, best, "{}", h);
        } else {
            let best = addable(&h, &rules).into_iter()
                .map(|k| shanten(&h.with_tile(k).expect("addable"), &rules))
                .min().expect("a tile left");
            prop_assert_eq!(s, best + 1, "{}", h);
        }
    }

    #[test]
    fn shanten_is_the_best_target((rules, h) in hand_strategy()) {
        let by_target = shanten_by_target(&h, &rules);
        let best = by_target.iter().filter_map(|(_, s)| *s).min();
        prop_assert_eq!(Some(shanten(&h, &rules)), best);
        for (t, s) in by_target {
            prop_assert_eq!(shanten_for(&h, &rules, t), s);
        }
    }

    /// Renaming suits and reading ranks backwards (2↔8, 5↔5) changes nothing.
    #[test]
    fn suits_and_rank_order_do_not_matter(
        (rules, h) in hand_strategy(),
        perm in 0..6usize,
        mirror in any::<bool>(),
    ) {
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
        let map = |k: usize| -> usize {
            if k >= 27 { return k; }
            let (s, r) = (k / 9, k % 9);
            orders[perm][s] * 9 + if mirror { 8 - r } else { r }
        };
        let mut c = [0u8; 34];
        for (k, &n) in h.concealed().as_array().iter().enumerate() {
            c[map(k)] += n;
        }
        let melds: Vec<Meld> = h.melds().map(|m| {
            let k = m.tile().id() as usize;
            let start = if m.kind() == MeldKind::Chi && mirror { map(k + 2) } else { map(k) };
            Meld::new(m.kind(), tile(start)).expect("mapped meld")
        }).collect();
        let mut mapped_rules = rules;
        mapped_rules.wildcard = rules.wildcard.map(|w| tile(map(w.id() as usize)));
        let g = Hand::new(Counts::from_array(c).expect("counts"), &melds, &mapped_rules).expect("mapped hand");
        prop_assert_eq!(shanten(&h, &rules), shanten(&g, &mapped_rules));
        prop_assert_eq!(shanten_by_target(&h, &rules), shanten_by_target(&g, &mapped_rules));
        if h.is_complete_size() {
            prop_assert_eq!(winning_targets(&h, &rules), winning_targets(&g, &mapped_rules));
        } else {
            let w: Vec<usize> = waits(&h, &rules).expect("3n+1").iter().map(|t| map(t.id() as usize)).collect();
            let mut w = w;
            w.sort();
            let v: Vec<usize> = waits(&g, &mapped_rules).expect("3n+1").iter().map(|t| t.id() as usize).collect();
            prop_assert_eq!(w, v);
        }
    }
}
