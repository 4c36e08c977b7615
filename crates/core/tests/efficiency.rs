//! Effective draws and ranked discards against a direct recomputation
//! through the public win/shanten API.

use majiang_core::{
    Counts, Error, Hand, RuleSet, Tile, discard_options, effective_draws, shanten, waits,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
use common::random_hand;

fn cs() -> RuleSet {
    RuleSet::changsha()
}

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

#[test]
fn a_ready_hand_draws_its_waits() {
    let h = Hand::parse("123m456s789p2345m", "", &cs()).unwrap();
    let d = effective_draws(&h, &cs(), None).unwrap();
    assert_eq!(d.kinds, waits(&h, &cs()).unwrap());
    assert_eq!(d.iter().collect::<Vec<_>>(), vec![(t("2m"), 2), (t("5m"), 3)]);
    assert_eq!(d.total, 5);
}

#[test]
fn best_discard_of_a_hand_checked_by_hand() {
    // Discarding 9s leaves 2345m waiting on 2m/5m; every other discard
    // leaves the hand one step further.
    let h = Hand::parse("123m456s789p2345m9s", "", &cs()).unwrap();
    let options = discard_options(&h, &cs(), None).unwrap();
    assert_eq!(options.len(), 12, "one option per distinct kind");
    assert_eq!(options[0].discard, t("9s"));
    assert_eq!(options[0].shanten, 0);
    assert_eq!(options[0].draws.iter().collect::<Vec<_>>(), vec![(t("2m"), 2), (t("5m"), 3)]);
    assert!(options[1..].iter().all(|o| o.shanten == 1));
    // Ties on shanten are ranked by draws, then by tile.
    for w in options.windows(2) {
        let key = |o: &majiang_core::DiscardOption| (o.shanten, -(o.draws.total as i64), o.discard);
        assert!(key(&w[0]) < key(&w[1]));
    }
}

#[test]
fn unseen_counts_cap_the_copies_left() {
    let h = Hand::parse("123m456s789p2345m9s", "", &cs()).unwrap();
    // Someone shows two 5m and every 2m.
    let mut unseen = Counts::from_array([4; 34]).unwrap();
    unseen.remove(t("2m"));
    unseen.remove(t("2m"));
    unseen.remove(t("2m"));
    unseen.remove(t("2m"));
    unseen.remove(t("5m"));
    unseen.remove(t("5m"));
    let best = discard_options(&h, &cs(), Some(&unseen)).unwrap()[0];
    assert_eq!(best.discard, t("9s"));
    assert_eq!(best.draws.iter().collect::<Vec<_>>(), vec![(t("2m"), 0), (t("5m"), 2)]);
    assert_eq!(best.draws.total, 2);
}

#[test]
fn a_kind_held_four_times_is_never_a_draw() {
    // 1111m: after discarding anything, no fifth 1m can come.
    let h = Hand::parse("1111m456s789p2345m", "", &cs()).unwrap();
    for o in discard_options(&h, &cs(), None).unwrap() {
        assert!(!o.draws.kinds.contains(t("1m")) || o.discard == t("1m"), "{o:?}");
        assert_eq!(o.draws.left.get(t("1m")), 0, "{o:?}");
    }
}

#[test]
fn wrong_sizes_are_errors() {
    let h13 = Hand::parse("123m456s789p2345m", "", &cs()).unwrap();
    let h14 = Hand::parse("123m456s789p23455m", "", &cs()).unwrap();
    assert!(matches!(discard_options(&h13, &cs(), None), Err(Error::WrongHandSize { .. })));
    assert!(matches!(effective_draws(&h14, &cs(), None), Err(Error::WrongHandSize { .. })));
}

#[test]
fn discard_options_match_a_recomputation_on_random_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(31_415);
    let wild = cs().with_wildcard(t("5s")).unwrap();
    for rules in [cs(), RuleSet::standard(), wild] {
        let mut done = 0;
        // Each hand costs up to 14 × 34 shanten evaluations twice over.
        while done < 400 {
            let Some(h) = random_hand(&mut rng, &rules) else { continue };
            done += 1;
            let options = discard_options(&h, &rules, None).unwrap();
            let held = h.all_tiles();
            assert_eq!(options.len(), h.concealed().kinds().count());
            for o in &options {
                let after = h.without_tile(o.discard).unwrap();
                let s = shanten(&after, &rules);
                assert_eq!(o.shanten, s, "{h} −{}", o.discard);
                let mut total = 0;
                for k in Tile::all().take(rules.kinds()) {
                    let better = held.get(k) < 4
                        && after.with_tile(k).is_ok_and(|x| shanten(&x, &rules) < s);
                    assert_eq!(o.draws.kinds.contains(k), better, "{h} −{} +{k}", o.discard);
                    let left = if better { 4 - held.get(k) } else { 0 };
                    assert_eq!(o.draws.left.get(k), left, "{h} −{} +{k}", o.discard);
                    total += u32::from(left);
                }
                assert_eq!(o.draws.total, total);
            }
            assert!(options.windows(2).all(|w| (
                w[0].shanten,
                std::cmp::Reverse(w[0].draws.total),
                w[0].discard
            ) < (
                w[1].shanten,
                std::cmp::Reverse(w[1].draws.total),
                w[1].discard
            )));
        }
    }
}
