//! 四川 advice by the rules' whole law (缺一门), before 定缺 as after: a
//! discard that leaves all three suits in hand is never "ready", its
//! shanten counts the tiles to clear, and "ready" (shanten 0) means the
//! rules' waits (`sichuan::waits`) are not empty. Checked against an
//! independent brute force on a seeded corpus: a hand is ready exactly when
//! some draw makes a win by the rules (every draw tried, each win checked by
//! the decomposition-based reference), and a hint's shanten is exactly the
//! number of draw-and-discard exchanges a search needs to reach ready.

use majiang_core::expert::{Expert, Position};
use majiang_core::rng::{below, seeded};
use majiang_core::{Counts, Hand, RuleSet, Suit, sichuan, winning_shanten};

fn sc() -> RuleSet {
    RuleSet::sichuan()
}

/// Reference: does `hand` (3n+2, no melds) win under 四川? A brute-force
/// decomposition (pair, then sets from the lowest tile) and the 缺一门 test,
/// or seven pairs — written here, not the library's.
fn wins_reference(c: &[u8; 34]) -> bool {
    let suits = (0..3).filter(|s| c[s * 9..s * 9 + 9].iter().any(|&n| n > 0)).count();
    if suits == 3 {
        return false;
    }
    let total: u8 = c.iter().sum();
    if total == 14 && c.iter().all(|&n| n == 0 || n == 2 || n == 4) {
        return true;
    }
    fn sets(c: &mut [u8; 34]) -> bool {
        let Some(i) = c.iter().position(|&n| n > 0) else { return true };
        if c[i] >= 3 {
            c[i] -= 3;
            let ok = sets(c);
            c[i] += 3;
            if ok {
                return true;
            }
        }
        if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            let ok = sets(c);
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
            return ok;
        }
        false
    }
    let mut c = *c;
    for p in 0..34 {
        if c[p] >= 2 {
            c[p] -= 2;
            let ok = sets(&mut c);
            c[p] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// Reference: ready = some draw (a copy left) makes a win.
fn ready_reference(c: &[u8; 34]) -> bool {
    (0..27).any(|k| {
        if c[k] >= 4 {
            return false;
        }
        let mut d = *c;
        d[k] += 1;
        wins_reference(&d)
    })
}

/// Reference shanten of a 3n+1 hand (no melds), up to `limit`: the fewest
/// draw-and-discard exchanges to a ready hand (breadth first).
fn shanten_reference(c: &[u8; 34], limit: u8) -> Option<u8> {
    let mut layer = vec![*c];
    for depth in 0..=limit {
        if layer.iter().any(ready_reference) {
            return Some(depth);
        }
        if depth == limit {
            break;
        }
        let mut next = std::collections::HashSet::new();
        for h in &layer {
            for draw in 0..27 {
                if h[draw] >= 4 {
                    continue;
                }
                for out in 0..27 {
                    let mut d = *h;
                    d[draw] += 1;
                    if d[out] == 0 || out == draw {
                        continue;
                    }
                    d[out] -= 1;
                    next.insert(d);
                }
            }
        }
        layer = next.into_iter().collect();
    }
    None
}

/// Seeded hands leaning to three suits with a near-complete shape: sets and
/// a pair from two suits, one or two tiles of the third.
fn corpus() -> Vec<[u8; 34]> {
    let mut rng = seeded(34);
    let mut out = Vec::new();
    while out.len() < 60 {
        let mut c = [0u8; 34];
        let (a, b) = (below(&mut rng, 3) as usize, below(&mut rng, 3) as usize);
        let third = if a == b { (a + 1) % 3 } else { 3 - a - b };
        let mut n = 0;
        while n < 12 {
            let s = if below(&mut rng, 2) == 0 { a } else { b };
            let k = s * 9 + below(&mut rng, 7) as usize;
            if below(&mut rng, 2) == 0 && c[k] + 3 <= 4 {
                c[k] += 3;
                n += 3;
            } else if c[k] < 4 && c[k + 1] < 4 && c[k + 2] < 4 {
                c[k] += 1;
                c[k + 1] += 1;
                c[k + 2] += 1;
                n += 3;
            }
        }
        let extra = 2 + below(&mut rng, 2) as usize; // 14 tiles: 2 more; some of a third suit
        for i in 0..extra {
            let s = if i == 0 { third } else { below(&mut rng, 3) as usize };
            let k = s * 9 + below(&mut rng, 9) as usize;
            if c[k] < 4 {
                c[k] += 1;
            }
        }
        let total: u8 = c.iter().sum();
        if total == 14 {
            out.push(c);
        }
    }
    out
}

fn hand(c: &[u8; 34]) -> Hand {
    Hand::new(Counts::from_array(*c).unwrap(), &[], &sc()).unwrap()
}

#[test]
fn a_three_suit_hand_is_never_ready() {
    let h = Hand::parse("123m456m789m234p9s", "", &sc()).unwrap();
    assert_eq!(winning_shanten(&h, &sc()).unwrap(), Some(1));
    assert!(sichuan::waits(&h, &sc()).unwrap().is_empty());
    let full = Hand::parse("123m456m789m234p9s1s", "", &sc()).unwrap();
    let unseen = Expert::unseen_from_hand(&full, &sc());
    let hints = Expert::default().hints(&Position::new(&full, &sc(), &unseen, 14)).unwrap();
    for h in &hints {
        assert_ne!(h.shanten, 0, "{}", h.reason_en);
        assert!(!h.reason_en.contains("ready"), "{}", h.reason_en);
        assert!(!h.reason_zh.contains("听牌"), "{}", h.reason_zh);
    }
    assert_eq!(hints[0].shanten, 1);
    assert!(hints[0].reason_en.contains("缺一门"), "{}", hints[0].reason_en);
    // With 条 declared void, the same.
    let declared = Expert::default()
        .sichuan_hints(&Position::new(&full, &sc(), &unseen, 14), Suit::Tiao)
        .unwrap();
    assert!(declared.iter().all(|h| h.shanten >= 1), "{declared:?}");
}

/// Every hint's "ready" is the rules' (the brute-force reference), every
/// hint's shanten the reference search's, on the seeded corpus.
#[test]
fn hints_agree_with_the_brute_force_reference() {
    let e = Expert::default();
    let (mut three_suit, mut checked) = (0, 0);
    for c in corpus() {
        let full = hand(&c);
        let unseen = Expert::unseen_from_hand(&full, &sc());
        let hints = e.hints(&Position::new(&full, &sc(), &unseen, 12)).unwrap();
        for h in &hints {
            let mut after = c;
            after[h.tile.index()] -= 1;
            let want = shanten_reference(&after, 2);
            let got = Some(h.shanten).filter(|&s| s <= 2).map(|s| s as u8);
            assert_eq!(got, want, "{full} after {}: {}", h.tile, h.reason_en);
            assert_eq!(h.shanten == 0, ready_reference(&after), "{}", h.reason_en);
            assert_eq!(
                h.shanten == 0,
                !sichuan::waits(&hand13(&after), &sc()).unwrap().is_empty(),
                "{}",
                h.reason_en
            );
            if (0..3).all(|s| after[s * 9..s * 9 + 9].iter().any(|&n| n > 0)) {
                three_suit += 1;
                assert!(h.shanten >= 1 && !h.reason_en.contains("ready"), "{}", h.reason_en);
            }
            checked += 1;
        }
    }
    assert!(three_suit > 50, "{three_suit} three-suit discards in the corpus");
    assert!(checked > 300, "{checked}");
}

fn hand13(c: &[u8; 34]) -> Hand {
    Hand::new(Counts::from_array(*c).unwrap(), &[], &sc()).unwrap()
}
