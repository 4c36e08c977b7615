//! The 四川 shanten (`sichuan::shanten`) against a search of every draw and
//! discard: −1 exactly for a win, 0 exactly for a hand one tile (`3n+1`)
//! or one discard (`3n+2`) from ready under 缺一门, 1 exactly for one
//! exchange more, and at least 2 otherwise — never the shape's −1 or 0 for
//! a hand holding three suits.

use majiang_core::sichuan::{self, analyze, winning_draws};
use majiang_core::{Counts, Hand, MeldKind, RuleSet, Tile};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod common;

fn sc() -> RuleSet {
    RuleSet::sichuan()
}

/// `hand` with its concealed counts changed by `f`, if still a hand.
fn with(hand: &Hand, f: impl FnOnce(&mut Counts) -> bool) -> Option<Hand> {
    let mut c = *hand.concealed();
    if !f(&mut c) {
        return None;
    }
    Hand::new(c, &hand.melds().collect::<Vec<_>>(), &sc()).ok()
}

fn kinds() -> impl Iterator<Item = Tile> {
    (0..27).map(|i| Tile::from_id(i).unwrap())
}

fn ready(h: &Hand) -> bool {
    !winning_draws(h, &sc()).unwrap().is_empty()
}

/// A `3n+2` hand one discard from ready.
fn one_discard_from_ready(h: &Hand) -> bool {
    kinds().any(|d| with(h, |c| c.remove(d)).is_some_and(|r| ready(&r)))
}

/// Every hand one drawn tile makes of `h`.
fn draws(h: &Hand) -> impl Iterator<Item = Hand> + '_ {
    kinds().filter_map(move |x| with(h, |c| c.add(x).is_ok()))
}

/// The searched distance of a hand, `None` when 2 or more.
fn searched(h: &Hand) -> Option<i8> {
    if h.is_complete_size() {
        if analyze(h, &sc()).unwrap().is_some() {
            return Some(-1);
        }
        if one_discard_from_ready(h) {
            return Some(0);
        }
        let one = kinds()
            .filter_map(|d| with(h, |c| c.remove(d)))
            .any(|r| draws(&r).any(|x| one_discard_from_ready(&x)));
        return one.then_some(1);
    }
    if ready(h) {
        return Some(0);
    }
    draws(h).any(|x| one_discard_from_ready(&x)).then_some(1)
}

#[test]
fn the_rules_shanten_is_the_searched_distance() {
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    let mut seen = [0usize; 4];
    let mut three_suits = 0;
    let mut tested = 0;
    while tested < 400 {
        let Some(h) = common::random_hand(&mut rng, &sc()) else { continue };
        if h.melds().any(|m| m.kind() == MeldKind::Chi) {
            continue;
        }
        // A `3n+1` hand half the time: one concealed tile out.
        let h = if rng.random_bool(0.5) {
            let tiles: Vec<Tile> = h.concealed().tiles().collect();
            let out = tiles[rng.random_range(0..tiles.len())];
            match with(&h, |c| c.remove(out)) {
                Some(h) => h,
                None => continue,
            }
        } else {
            h
        };
        tested += 1;
        three_suits += usize::from(sichuan::holds_three_suits(&h));
        let Some(got) = sichuan::shanten(&h, &sc()).unwrap() else {
            // Melds in every suit: no void, never a win, never ready.
            assert_eq!(searched(&h), None, "{h}");
            continue;
        };
        match searched(&h) {
            Some(d) => {
                assert_eq!(got, d, "{h}");
                seen[(d + 1) as usize] += 1;
            }
            None => {
                assert!(got >= 2, "{h}: {got}");
                seen[3] += 1;
            }
        }
    }
    println!("distances −1, 0, 1, ≥2: {seen:?}; {three_suits} hands with three suits");
    assert!(seen.iter().all(|&n| n > 10), "{seen:?}");
    assert!(three_suits > 50);
}

#[test]
fn melds_in_every_suit_leave_no_void() {
    let h = Hand::parse("23m66p", "peng:1s peng:9m peng:5p", &sc()).unwrap();
    assert_eq!(sichuan::shanten(&h, &sc()).unwrap(), None);
}
