//! Positions whose best discard is provable, and EXPERT's choice on them.
//!
//! **The last draw.** With one own draw to come, a discard wins only if it
//! leaves a ready hand and the draw is one of its waits: the probability is
//! exactly `w / N` (`w` unseen copies of the waits, `N` unseen tiles in all),
//! and every other discard has probability 0. When every completion is a
//! small hand (the same self-drawn price), the best discards are exactly the
//! ready discards with the most unseen waits — provable by enumerating every
//! discard and every draw with the core's `shanten`, `waits` and
//! `analyze_win`, independently of EXPERT. A seeded corpus of near-ready
//! hands with random visible tiles, plus hand-written cases, checks that
//! EXPERT picks one of them every time.

use majiang_core::expert::{Expert, Position};
use majiang_core::{
    Counts, Hand, RuleSet, Tile, WinContext, analyze_win, notation::parse_tiles, shanten, waits,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Per discard kind: the unseen waits it leaves (`None` when not ready),
/// and whether some completion is a big hand.
fn last_draw_facts(
    hand: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
) -> Vec<(Tile, Option<u32>, bool)> {
    hand.concealed()
        .kinds()
        .map(|d| {
            let after = hand.without_tile(d).unwrap();
            if shanten(&after, rules) != 0 {
                return (d, None, false);
            }
            let mut w = 0;
            let mut big = false;
            for t in waits(&after, rules).unwrap().iter() {
                w += u32::from(unseen.get(t));
                let won = after.with_tile(t).unwrap();
                let ctx = WinContext { self_draw: true, ..WinContext::default() };
                big |= analyze_win(&won, rules, &ctx).unwrap().is_some_and(|a| a.is_big());
            }
            (d, Some(w), big)
        })
        .collect()
}

/// The provably best discards on the last draw, or `None` when the position
/// does not qualify (no ready discard with an unseen wait, or a big hand
/// among the completions, whose price differs).
fn best_on_last_draw(hand: &Hand, rules: &RuleSet, unseen: &Counts) -> Option<Vec<Tile>> {
    let facts = last_draw_facts(hand, rules, unseen);
    if facts.iter().any(|f| f.2) {
        return None;
    }
    let top = facts.iter().filter_map(|f| f.1).max()?;
    if top == 0 {
        return None;
    }
    Some(facts.iter().filter(|f| f.1 == Some(top)).map(|f| f.0).collect())
}

/// A small winning hand (four sets and a 2/5/8 pair over the suits) with one
/// tile replaced by a random one, and up to 30 random other tiles seen.
fn near_ready(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Option<(Hand, Counts)> {
    let mut c = [0u8; 34];
    let pair = {
        let s = rng.random_range(0..3);
        s * 9 + [1, 4, 7][rng.random_range(0..3)]
    };
    c[pair] += 2;
    for _ in 0..4 {
        let s = rng.random_range(0..3);
        if rng.random_bool(0.6) {
            let r = rng.random_range(0..7);
            for i in 0..3 {
                c[s * 9 + r + i] += 1;
            }
        } else {
            c[s * 9 + rng.random_range(0..9)] += 3;
        }
    }
    let tiles: Vec<usize> = (0..27).flat_map(|k| std::iter::repeat_n(k, c[k] as usize)).collect();
    let out = tiles[rng.random_range(0..tiles.len())];
    c[out] -= 1;
    c[rng.random_range(0..27)] += 1;
    if c.iter().any(|&n| n > 4) {
        return None;
    }
    let hand = Hand::new(Counts::from_array(c).ok()?, &[], rules).ok()?;
    let mut pool: Vec<usize> =
        (0..27).flat_map(|k| std::iter::repeat_n(k, 4 - c[k] as usize)).collect();
    pool.shuffle(rng);
    let seen: Vec<Tile> =
        pool[..rng.random_range(0..30)].iter().map(|&k| Tile::from_id(k as i64).unwrap()).collect();
    let unseen = Expert::unseen_given(&hand, rules, &seen).ok()?;
    Some((hand, unseen))
}

#[test]
fn last_draw_corpus() {
    let rules = RuleSet::eval_v1();
    let expert = Expert::default();
    let mut rng = ChaCha8Rng::seed_from_u64(20_240_601);
    let mut checked = 0;
    let mut attempts = 0;
    while checked < 2_000 {
        attempts += 1;
        assert!(attempts < 100_000, "the generator stopped producing positions");
        let Some((hand, unseen)) = near_ready(&mut rng, &rules) else { continue };
        let Some(best) = best_on_last_draw(&hand, &rules, &unseen) else { continue };
        let chosen = expert.choose_discard(&Position::new(&hand, &rules, &unseen, 1)).unwrap();
        assert!(
            best.contains(&chosen),
            "{hand}: EXPERT discards {chosen}, the provable best are {best:?} (unseen {:?})",
            &unseen.as_array()[..27]
        );
        checked += 1;
    }
}

#[test]
fn last_draw_hand_written() {
    let rules = RuleSet::eval_v1();
    let expert = Expert::default();
    // (hand, seen elsewhere, the provable best discards)
    let cases = [
        // Ready on 2m/5m after 9s; nothing else is ready.
        ("123m456s789p2345m9s", "", "9s"),
        // Four ready discards, each with 8 unseen waits: 3p (78p on 6p/9p),
        // 8p (3456p7p), and 2m or 7m (3p joins 456p78p into two runs and
        // the five-tile run in man waits).
        ("234567m22s456p3p78p", "", "27m38p"),
        // 6m leaves 34m on 2m/5m (3 + 2 unseen), 3m leaves 46m on 5m (2):
        // 6m is best…
        ("123m456s789p55m34m6m", "", "6m"),
        // …until the other three 2m are seen: both then wait on the two 5m.
        ("123m456s789p55m34m6m", "2m2m2m", "3m6m"),
    ];
    for (hand, seen, want) in cases {
        let h = Hand::parse(hand, "", &rules).unwrap();
        let unseen = Expert::unseen_given(&h, &rules, &parse_tiles(seen).unwrap()).unwrap();
        let best = best_on_last_draw(&h, &rules, &unseen).expect("a qualifying position");
        let want: Vec<Tile> = parse_tiles(want).unwrap();
        assert_eq!(best, want, "{hand} / {seen}: the enumeration disagrees with the case");
        let chosen = expert.choose_discard(&Position::new(&h, &rules, &unseen, 1)).unwrap();
        assert!(best.contains(&chosen), "{hand} / {seen}: EXPERT discards {chosen}");
    }
}
