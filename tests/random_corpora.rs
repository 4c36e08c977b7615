//! Seeded random corpora, core against the brute-force reference, zero
//! disagreements: win and winning targets of every `3n+2` hand, waits of
//! every `3n+1` hand, shanten (overall and per target) of a share of them
//! (the reference enumerates targets under copy limits for every suit that
//! holds a meld, which is slow).
//!
//! The corpora mix random deals (0–4 random chi / peng / gang / an_gang /
//! bu_gang melds, tiles from one, two or all suits, honours in the standard
//! rules) with near wins (a complete hand of a random target — regular,
//! triplets, seven pairs, all 2-5-8, four melds, thirteen orphans — with 0–2
//! tiles swapped), so that wins and ready hands are common. Wildcard corpora
//! put 0–4 copies of a random wildcard kind in the hands. A rule set with
//! every target and any pair at once covers rule combinations the presets
//! never make; so do a few other rule variants. 1,075,400 hands in all.

mod compare;
mod corpus;
mod reference;

use compare::{Tally, check_hand};
use corpus::{
    everything_rules, mixed_hand, near_win_hand, random_hand, rng, wildcard_rules, with_wildcards,
};
use majiang::{Hand, RuleSet};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Runs `count` hands from `make` (given the RNG and whether the hand is
/// `3n+2`), shanten on every `shanten_every`-th, and checks the tally.
fn run(
    what: &str,
    seed: u64,
    count: usize,
    shanten_every: usize,
    mut make: impl FnMut(&mut ChaCha8Rng, bool) -> (Hand, RuleSet),
) -> Tally {
    let mut r = rng(seed);
    let mut tally = Tally::default();
    for i in 0..count {
        let long = r.random_bool(0.5);
        let (hand, rules) = make(&mut r, long);
        check_hand(&hand, &rules, i % shanten_every == 0, &mut tally);
    }
    tally.assert_clean(what);
    tally
}

/// The corpus is not junk: wins and ready hands are well represented.
fn assert_representative(t: &Tally, min_share: f64) {
    let wins = t.wins as f64 / t.win_checks as f64;
    let ready = t.ready as f64 / t.wait_checks as f64;
    assert!(wins >= min_share && ready >= min_share, "wins {wins:.3}, ready {ready:.3}");
}

#[test]
fn changsha_random_deals() {
    let rules = RuleSet::changsha();
    let t = run("changsha random deals", 0xC5_0001, 200_000, 10, |r, long| {
        (random_hand(r, &rules, long), rules)
    });
    assert!(t.win_checks > 70_000);
}

#[test]
fn changsha_near_wins() {
    let rules = RuleSet::changsha();
    let t = run("changsha near wins", 0xC5_0002, 250_000, 10, |r, long| {
        let swaps = r.random_range(0..3);
        (near_win_hand(r, &rules, swaps, long), rules)
    });
    assert_representative(&t, 0.2);
}

#[test]
fn standard_random_deals() {
    let rules = RuleSet::standard();
    run("standard random deals", 0x57_0001, 150_000, 10, |r, long| {
        (random_hand(r, &rules, long), rules)
    });
}

#[test]
fn standard_near_wins() {
    let rules = RuleSet::standard();
    let t = run("standard near wins", 0x57_0002, 200_000, 10, |r, long| {
        let swaps = r.random_range(0..3);
        (near_win_hand(r, &rules, swaps, long), rules)
    });
    assert_representative(&t, 0.2);
}

/// Wildcard counts: mostly one or two, sometimes none or three. (The
/// reference tries every kind for every wildcard, for every candidate wait:
/// 27 × 3,654 plain checks for a waiting hand with three; more are in
/// `many_wildcards`.)
fn wildcards(r: &mut ChaCha8Rng) -> usize {
    match r.random_range(0..100) {
        0..15 => 0,
        15..65 => 1,
        65..97 => 2,
        _ => 3,
    }
}

#[test]
fn changsha_wildcards() {
    let t = run("changsha with a wildcard", 0xC5_0003, 30_000, 10, |r, long| {
        let rules = wildcard_rules(r, RuleSet::changsha());
        let hand = mixed_hand(r, &rules, long);
        let n = wildcards(r);
        (with_wildcards(r, &hand, &rules, n), rules)
    });
    assert_representative(&t, 0.2);
}

#[test]
fn standard_wildcards() {
    let t = run("standard with a wildcard", 0x57_0003, 20_000, 10, |r, long| {
        let rules = wildcard_rules(r, RuleSet::standard());
        let hand = mixed_hand(r, &rules, long);
        let n = wildcards(r);
        (with_wildcards(r, &hand, &rules, n), rules)
    });
    assert_representative(&t, 0.2);
}

#[test]
fn every_target_at_once() {
    let rules = everything_rules();
    let t = run("every target, any pair", 0xE7_0001, 150_000, 10, |r, long| {
        (mixed_hand(r, &rules, long), rules)
    });
    assert_representative(&t, 0.1);
}

#[test]
fn every_target_with_wildcards() {
    let t = run("every target with a wildcard", 0xE7_0002, 15_000, 10, |r, long| {
        let rules = wildcard_rules(r, everything_rules());
        let hand = mixed_hand(r, &rules, long);
        let n = wildcards(r);
        (with_wildcards(r, &hand, &rules, n), rules)
    });
    assert_representative(&t, 0.1);
}

#[test]
fn many_wildcards() {
    // Three or four wildcards: the reference's substitution search grows as
    // 27^w per candidate wait, so this corpus is small.
    let t = run("three or four wildcards", 0xC5_0004, 400, 1, |r, long| {
        let base = if r.random_bool(0.5) { RuleSet::changsha() } else { everything_rules() };
        let rules = wildcard_rules(r, base);
        let hand = mixed_hand(r, &rules, long);
        let n = r.random_range(3..5);
        (with_wildcards(r, &hand, &rules, n), rules)
    });
    assert_representative(&t, 0.3);
}

/// Rule sets the presets never are, as the rules are data: Changsha with
/// honours and thirteen orphans; a bare small-hand game (no big hands);
/// standard with Changsha's seven pairs; standard without seven pairs.
fn variants() -> [RuleSet; 4] {
    let mut honours = RuleSet::changsha();
    honours.name = "changsha+honours";
    honours.honours = true;
    honours.thirteen_orphans = true;
    let mut bare = RuleSet::changsha();
    bare.name = "bare";
    bare.pengpenghu = false;
    bare.qingyise = false;
    bare.jiangjianghu = false;
    bare.quanqiuren = false;
    bare.seven_pairs = None;
    let mut fours = RuleSet::standard();
    fours.name = "standard+fours";
    fours.seven_pairs = Some(majiang::SevenPairs::FourAsTwoPairs);
    let mut no_pairs = RuleSet::standard();
    no_pairs.name = "standard-pairs";
    no_pairs.seven_pairs = None;
    [honours, bare, fours, no_pairs]
}

#[test]
fn rule_variants() {
    let rules = variants();
    let mut i = 0;
    let t = run("rule variants", 0xA7_0001, 60_000, 10, |r, long| {
        i += 1;
        let rules = rules[i % 4];
        (mixed_hand(r, &rules, long), rules)
    });
    assert_representative(&t, 0.1);
}
