//! Decompositions against an independent brute force, and their display.

use majiang_core::{
    Counts, Decomposition, Hand, PairRule, RuleSet, Set, Shape, Tile, decompositions, is_win,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

mod common;
use common::random_hand;

fn cs() -> RuleSet {
    RuleSet::changsha()
}

fn shown(tiles: &str, melds: &str, rules: &RuleSet) -> Vec<String> {
    let h = Hand::parse(tiles, melds, rules).unwrap();
    decompositions(&h, rules).iter().map(Decomposition::to_string).collect()
}

#[test]
fn display_for_people() {
    assert_eq!(shown("123m456s789p234m55s", "", &cs()), ["[123m] [234m] [456s] [789p] (55s)"]);
    assert_eq!(
        shown("55m", "chi:123m peng:9s gang:7p chi:345p", &cs()),
        ["[chi 123m] [peng 999s] [gang 7777p] [chi 345p] (55m)"]
    );
    assert_eq!(
        shown("111122m3344s5566p", "", &cs()),
        ["(11m) (11m) (22m) (33s) (44s) (55p) (66p) 七小对 seven pairs"]
    );
    assert_eq!(
        shown("258m258s258p22558m", "", &cs()),
        ["将将胡: every tile a 2, 5 or 8, no shape needed"]
    );
    assert_eq!(
        shown("119m19s19p1234567z", "", &RuleSet::standard()),
        ["thirteen orphans 国士无双, pair (11m)"]
    );
    let wild = cs().with_wildcard("9m".parse().unwrap()).unwrap();
    assert_eq!(
        shown("123m456s789p234m5s9m", "", &wild),
        ["[123m] [234m] [456s] [789p] (55s) — wildcards as 5s"]
    );
}

#[test]
fn every_reading_is_listed_once() {
    // Three triplets or three runs.
    assert_eq!(
        shown("111222333m456s55p", "", &cs()),
        ["[111m] [222m] [333m] [456s] (55p)", "[123m] [123m] [123m] [456s] (55p)"]
    );
    // A seven-pairs hand that is also regular shows both readings.
    assert_eq!(shown("112233m445566s88p", "", &cs()).len(), 2);
    // 将将胡 that is also 碰碰胡: both.
    assert_eq!(
        shown("222m555m888m222s55s", "", &cs()),
        ["[222m] [555m] [888m] [222s] (55s)", "将将胡: every tile a 2, 5 or 8, no shape needed"]
    );
}

#[test]
fn only_winning_readings() {
    // 碰碰胡 with a 1p pair: the triplets win, the runs (a plain hand with a
    // non-2/5/8 pair) do not.
    assert_eq!(shown("111222333m999s11p", "", &cs()), ["[111m] [222m] [333m] [999s] (11p)"]);
    // Under standard rules any pair will do.
    assert_eq!(shown("111222333m999s11p", "", &RuleSet::standard()).len(), 2);
    // Not a win, or not a complete size: nothing.
    assert!(shown("123m456s789p234m11s", "", &cs()).is_empty());
    assert!(shown("123m456s789p2345m", "", &cs()).is_empty());
}

/// Independent reference: every multiset of sets plus a pair that uses the
/// concealed tiles exactly, as sorted `(pair, [(kind, is_run)])`, found by
/// choosing sets in non-decreasing order from every kind (not only the lowest).
fn brute_regular(c: &Counts, sets: usize) -> BTreeSet<(u8, Vec<(u8, bool)>)> {
    fn go(
        c: &mut [u8; 34],
        left: usize,
        from: (u8, bool),
        cur: &mut Vec<(u8, bool)>,
        out: &mut Vec<Vec<(u8, bool)>>,
    ) {
        if left == 0 {
            if c.iter().all(|&n| n == 0) {
                out.push(cur.clone());
            }
            return;
        }
        for k in 0..34u8 {
            for run in [false, true] {
                if (k, run) < from {
                    continue;
                }
                let ks: Vec<usize> = if run {
                    if k >= 27 || k % 9 > 6 {
                        continue;
                    }
                    vec![k as usize, k as usize + 1, k as usize + 2]
                } else {
                    vec![k as usize; 3]
                };
                let mut ok = true;
                for &i in &ks {
                    if c[i] == 0 {
                        ok = false;
                    }
                    c[i] = c[i].wrapping_sub(1);
                }
                if ok && c.iter().all(|&n| n <= 4) {
                    cur.push((k, run));
                    go(c, left - 1, (k, run), cur, out);
                    cur.pop();
                }
                for &i in &ks {
                    c[i] = c[i].wrapping_add(1);
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    for p in 0..34 {
        let mut a = *c.as_array();
        if a[p] < 2 {
            continue;
        }
        a[p] -= 2;
        let mut out = Vec::new();
        go(&mut a, sets, (0, false), &mut Vec::new(), &mut out);
        for v in out {
            found.insert((p as u8, v));
        }
    }
    found
}

fn concealed_sets(d: &Decomposition) -> Option<(u8, Vec<(u8, bool)>)> {
    match &d.shape {
        Shape::Regular { sets, pair } => {
            let mut v: Vec<(u8, bool)> = sets
                .iter()
                .filter_map(|s| match s {
                    Set::Run(t) => Some((t.id(), true)),
                    Set::Triplet(t) => Some((t.id(), false)),
                    Set::Meld(_) => None,
                })
                .collect();
            v.sort();
            Some((pair.id(), v))
        }
        _ => None,
    }
}

/// The tiles a decomposition accounts for, melds included.
fn tiles_of(d: &Decomposition, h: &Hand) -> Counts {
    let mut c = Counts::default();
    let mut add = |t: Tile| c.add(t).unwrap();
    match &d.shape {
        Shape::Regular { sets, pair } => {
            sets.iter().flat_map(Set::tiles).for_each(&mut add);
            add(*pair);
            add(*pair);
        }
        Shape::SevenPairs { pairs } => pairs.iter().for_each(|&p| {
            add(p);
            add(p);
        }),
        Shape::JiangJiangHu | Shape::ThirteenOrphans { .. } => return h.all_tiles(),
    }
    c
}

/// Checks the decompositions of one hand against the brute force; true when
/// it has more than one.
fn check_against_brute_force(h: &Hand, rules: &RuleSet) -> bool {
    let d = decompositions(h, rules);
    assert_eq!(!d.is_empty(), is_win(h, rules), "{h}");
    let unique: BTreeSet<String> = d.iter().map(|x| x.to_string()).collect();
    assert_eq!(unique.len(), d.len(), "no repeats: {h}");
    for x in &d {
        assert_eq!(tiles_of(x, h), h.all_tiles(), "{x} for {h}");
        if let Shape::Regular { sets, .. } = &x.shape {
            assert_eq!(sets.len(), 4, "{x}");
            // Melds appear as laid down, after the sets in hand.
            let melds: Vec<_> = sets
                .iter()
                .skip(h.sets_needed())
                .map(|s| if let Set::Meld(m) = s { Some(*m) } else { None })
                .collect();
            assert_eq!(melds, h.melds().map(Some).collect::<Vec<_>>(), "{x}");
        }
    }
    // Every regular split the brute force finds is listed, exactly when the
    // rules accept its pair.
    let ms = h.meld_summary();
    let listed: BTreeSet<_> = d.iter().filter_map(concealed_sets).collect();
    let expected: BTreeSet<_> = brute_regular(h.concealed(), h.sets_needed())
        .into_iter()
        .filter(|(pair, sets)| {
            let pair = Tile::from_id(i64::from(*pair)).unwrap();
            let no_runs = ms.chi == 0 && sets.iter().all(|s| !s.1);
            rules.pair == PairRule::Any
                || pair.is_258()
                || (rules.qingyise && h.is_one_suit())
                || (rules.quanqiuren && ms.exposed == 4)
                || (rules.pengpenghu && no_runs)
        })
        .collect();
    assert_eq!(listed, expected, "{h}");
    d.len() > 1
}

#[test]
fn decompositions_match_a_brute_force_on_random_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(7_041_990);
    for rules in [cs(), RuleSet::standard()] {
        let mut done = 0;
        while done < 3_000 {
            let Some(h) = random_hand(&mut rng, &rules) else { continue };
            done += 1;
            check_against_brute_force(&h, &rules);
        }
    }
}

#[test]
fn decompositions_match_a_brute_force_on_one_suit_hands() {
    // Concealed one-suit hands of sets and a pair: where readings multiply.
    let mut rng = ChaCha8Rng::seed_from_u64(1_234);
    let mut multi = 0;
    let mut done = 0;
    while done < 2_000 {
        let suit = rng.random_range(0..3u8);
        let mut tiles = Vec::new();
        for _ in 0..4 {
            let low = rng.random_range(0..9u8);
            if low <= 6 && rng.random_bool(0.6) {
                tiles.extend([low, low + 1, low + 2]);
            } else {
                tiles.extend([low; 3]);
            }
        }
        let pair = rng.random_range(0..9u8);
        tiles.extend([pair, pair]);
        let tiles: Vec<Tile> =
            tiles.into_iter().map(|r| Tile::from_id(i64::from(suit * 9 + r)).unwrap()).collect();
        for rules in [cs(), RuleSet::standard()] {
            let Ok(h) = Hand::from_tiles(&tiles, &[], &rules) else { continue };
            done += 1;
            multi += check_against_brute_force(&h, &rules) as usize;
        }
    }
    assert!(multi > 200, "hands with several readings exercised: {multi}");
}

#[test]
fn wildcard_readings_use_the_hand_s_tiles() {
    let rules = cs().with_wildcard("5s".parse().unwrap()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut wins = 0;
    let mut done = 0;
    while done < 400 {
        let Some(h) = random_hand(&mut rng, &rules) else { continue };
        done += 1;
        let d = decompositions(&h, &rules);
        assert_eq!(!d.is_empty(), is_win(&h, &rules), "{h}");
        wins += !d.is_empty() as usize;
        let wild: Tile = "5s".parse().unwrap();
        for x in &d {
            // The reading: the hand with its wildcards replaced.
            let mut c = h.all_tiles();
            for _ in 0..h.concealed().get(wild) {
                c.remove(wild);
            }
            assert_eq!(x.wildcards.len(), h.concealed().get(wild) as usize);
            x.wildcards.iter().for_each(|&t| c.add(t).unwrap());
            assert_eq!(
                tiles_of(x, &h.clone()),
                if matches!(x.shape, Shape::JiangJiangHu | Shape::ThirteenOrphans { .. }) {
                    tiles_of(x, &h)
                } else {
                    c
                },
                "{x} for {h}"
            );
        }
    }
    assert!(wins > 100, "{wins}");
}
