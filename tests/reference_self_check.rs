//! Checks of the brute-force reference itself, so that agreeing with it
//! means something. Its two halves are independent — wins by decomposition
//! and substitution, shanten by enumerating targets — and they must fit
//! together as the definitions say:
//!
//! - a `3n+2` hand has shanten −1 exactly when it wins, and a `3n+1` hand
//!   shanten 0 exactly when it has a wait;
//! - the replacement number obeys its recurrences: a `3n+1` hand is one more
//!   than its best draw, a non-winning `3n+2` hand equals its best discard.
//!   With the first point as the base case these pin shanten down completely
//!   (by induction on the replacement number), so a reference that passes
//!   them on a hand computes the true shanten of it.
//!
//! Also: the per-group lattice equals plain enumeration, and the one-pass
//! wildcard waits equal the literal definition.

mod corpus;
mod reference;

use corpus::{everything_rules, mixed_hand, rng, wildcard_rules, with_wildcards};
use majiang::{Hand, RuleSet, Tile};
use rand::Rng;
use reference::{
    kinds_in_play, lattice_matches_enumeration, ref_is_win, ref_shanten, ref_waits,
    ref_waits_by_definition,
};

#[test]
fn lattice_equals_enumeration() {
    let mut r = rng(0x5e1f_0001);
    // Every suit vector of up to five tiles, then random fuller ones.
    let mut checked = 0;
    let mut v = [0u8; 9];
    fn small(v: &mut [u8; 9], i: usize, left: u8, out: &mut Vec<[u8; 9]>) {
        if i == 9 {
            out.push(*v);
            return;
        }
        for c in 0..=left.min(4) {
            v[i] = c;
            small(v, i + 1, left - c, out);
        }
        v[i] = 0;
    }
    let mut vectors = Vec::new();
    small(&mut v, 0, 5, &mut vectors);
    for _ in 0..1500 {
        let mut v = [0u8; 9];
        let target = r.random_range(6..=14);
        while v.iter().sum::<u8>() < target {
            let k = r.random_range(0..9);
            if v[k] < 4 {
                v[k] += 1;
            }
        }
        vectors.push(v);
    }
    for v in &vectors {
        assert!(lattice_matches_enumeration(v), "suit vector {v:?}");
        checked += 1;
    }
    for _ in 0..2000 {
        let v: Vec<u8> = (0..7).map(|_| r.random_range(0..=2)).collect();
        assert!(lattice_matches_enumeration(&v), "honour vector {v:?}");
        checked += 1;
    }
    assert!(checked > 5000);
}

/// Hands of every kind for the recurrence checks: all three rule sets, with
/// and without wildcards.
fn sample(n: usize, seed: u64) -> Vec<(Hand, RuleSet)> {
    let mut r = rng(seed);
    (0..n)
        .map(|i| {
            let base = [RuleSet::changsha(), RuleSet::standard(), everything_rules()][i % 3];
            let wild = i % 4 == 3;
            let rules = if wild { wildcard_rules(&mut r, base) } else { base };
            let long = r.random_bool(0.5);
            let hand = mixed_hand(&mut r, &rules, long);
            let n = r.random_range(0..3);
            let hand = if wild { with_wildcards(&mut r, &hand, &rules, n) } else { hand };
            (hand, rules)
        })
        .collect()
}

#[test]
fn shanten_fits_win_and_waits() {
    let (mut wins, mut ready) = (0, 0);
    for (h, rules) in sample(20_000, 0x5e1f_0002) {
        let s = ref_shanten(&h, &rules);
        if h.is_complete_size() {
            let win = ref_is_win(&h, &rules);
            assert_eq!(s == -1, win, "[{}] {h}: shanten {s}, win {win}", rules.name);
            wins += win as usize;
        } else {
            let w = ref_waits(&h, &rules);
            assert_eq!(s == 0, !w.is_empty(), "[{}] {h}: shanten {s}, waits {w:?}", rules.name);
            ready += !w.is_empty() as usize;
        }
    }
    assert!(wins > 1000 && ready > 1000, "wins {wins}, ready {ready}");
}

#[test]
fn shanten_obeys_its_recurrences() {
    let tile = |k: usize| Tile::from_id(k as i64).expect("kind");
    let mut checked = 0;
    for (h, rules) in sample(1500, 0x5e1f_0003) {
        let s = ref_shanten(&h, &rules);
        if h.is_complete_size() {
            if s == -1 {
                continue;
            }
            let best = h
                .concealed()
                .kinds()
                .map(|d| ref_shanten(&h.without_tile(d).expect("held"), &rules))
                .min()
                .expect("tiles in hand");
            assert_eq!(s, best, "[{}] {h}: shanten {s}, best discard {best}", rules.name);
        } else {
            let best = (0..kinds_in_play(&rules))
                .filter_map(|k| h.with_tile(tile(k)).ok())
                .map(|g| ref_shanten(&g, &rules))
                .min()
                .expect("some tile is left");
            assert_eq!(s, best + 1, "[{}] {h}: shanten {s}, best draw {best}", rules.name);
        }
        checked += 1;
    }
    assert!(checked > 1000);
}

#[test]
fn one_pass_wildcard_waits_equal_the_definition() {
    let mut r = rng(0x5e1f_0004);
    let mut ready = 0;
    for i in 0..400 {
        let base = [RuleSet::changsha(), RuleSet::standard(), everything_rules()][i % 3];
        let rules = wildcard_rules(&mut r, base);
        let hand = mixed_hand(&mut r, &rules, false);
        let hand = with_wildcards(&mut r, &hand, &rules, 1 + i % 2);
        let fast = ref_waits(&hand, &rules);
        assert_eq!(fast, ref_waits_by_definition(&hand, &rules), "[{}] {hand}", rules.name);
        ready += !fast.is_empty() as usize;
    }
    assert!(ready > 100, "ready {ready}");
}
