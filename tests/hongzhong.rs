//! 转转 and 红中 against the brute-force references: win, winning targets,
//! waits and shanten (overall and per target), with 0 disagreements.
//!
//! - 红中 (`RuleSet::hongzhong()`, its 258做将 variant, and a rule set with
//!   every target on the same unlimited 红中) against
//!   `reference::unlimited`: the win by substituting every value for each 中
//!   (no copy limit) where that is cheap, and by the recursive decomposition
//!   with wildcards everywhere; the two references are compared too.
//! - Exhaustively over one suit and 中: every count vector of one suit
//!   (0–4 a rank) with up to `EXHAUSTIVE_MAX` tiles and 0–4 中, made up to a
//!   hand by pengs in the other suits, both hand sizes.
//! - Seeded corpora: random deals and near wins with 0–4 melds and 0–4 中.
//! - 转转 (`RuleSet::zhuanzhuan()`, no wildcard) against the classic
//!   reference (`compare::check_hand`).

mod compare;
mod corpus;
mod reference;

use compare::Tally;
use corpus::{mixed_hand, rng, with_wildcards};
use majiang::{
    Counts, Hand, Meld, MeldKind, RuleSet, Target, Tile, is_win, shanten, shanten_for, waits,
    winning_targets,
};
use rand::Rng;
use reference::unlimited::{
    laizi_is_win, laizi_waits, laizi_winning_targets, ref_shanten_for_unlimited,
    ref_shanten_unlimited, subst_is_win, subst_waits, subst_winning_targets,
};

/// Largest number of real tiles of the suit in the exhaustive sweep.
const EXHAUSTIVE_MAX: usize = 11;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

/// 红中 with 258做将.
fn hongzhong_258() -> RuleSet {
    let mut r = RuleSet::hongzhong();
    r.name = "hongzhong-258";
    r.set_pair_258(true);
    r
}

/// The same 红中 with every target on (碰碰胡, 清一色, 将将胡, 全求人 beside the
/// regular shape and seven pairs): the rules are data and may combine them.
fn hongzhong_everything() -> RuleSet {
    let mut r = RuleSet::hongzhong();
    r.name = "hongzhong-everything";
    r.pengpenghu = true;
    r.qingyise = true;
    r.jiangjianghu = true;
    r.quanqiuren = true;
    r
}

/// Core against the references on one hand; `subst` also runs the
/// substitution reference (slow with many 中).
fn check(h: &Hand, rules: &RuleSet, subst: bool, t: &mut Tally) {
    t.hands += 1;
    let fail = |t: &mut Tally, what: &str, core: String, reference: String| {
        t.disagreements += 1;
        if t.examples.len() < 25 {
            t.examples
                .push(format!("{} {h}: {what}: core {core}, reference {reference}", rules.name));
        }
    };
    if h.is_complete_size() {
        t.win_checks += 1;
        let reference = laizi_is_win(h, rules);
        t.wins += reference as usize;
        if is_win(h, rules) != reference {
            fail(t, "win", is_win(h, rules).to_string(), reference.to_string());
        }
        let targets = laizi_winning_targets(h, rules);
        if winning_targets(h, rules) != targets {
            fail(t, "targets", format!("{:?}", winning_targets(h, rules)), format!("{targets:?}"));
        }
        if subst && subst_winning_targets(h, rules) != targets {
            fail(
                t,
                "reference targets",
                format!("{:?}", subst_winning_targets(h, rules)),
                format!("{targets:?}"),
            );
        }
        if subst && subst_is_win(h, rules) != reference {
            fail(t, "reference win", subst_is_win(h, rules).to_string(), reference.to_string());
        }
    } else {
        t.wait_checks += 1;
        let reference = laizi_waits(h, rules);
        t.ready += !reference.is_empty() as usize;
        let core: Vec<u8> = waits(h, rules).expect("3n+1").iter().map(|x| x.id()).collect();
        if core != reference {
            fail(t, "waits", format!("{core:?}"), format!("{reference:?}"));
        }
        if subst && subst_waits(h, rules) != reference {
            fail(
                t,
                "reference waits",
                format!("{:?}", subst_waits(h, rules)),
                format!("{reference:?}"),
            );
        }
    }
    t.shanten_checks += 1;
    let s = ref_shanten_unlimited(h, rules);
    t.shanten_hist[(s + 1) as usize] += 1;
    if shanten(h, rules) != s {
        fail(t, "shanten", shanten(h, rules).to_string(), s.to_string());
    }
    // Ready exactly when something wins on the draw (中 included).
    if !h.is_complete_size() && (s == 0) == waits(h, rules).expect("3n+1").is_empty() {
        fail(t, "ready vs waits", s.to_string(), format!("{}", waits(h, rules).expect("3n+1")));
    }
    for target in Target::ALL {
        let core = shanten_for(h, rules, target);
        let reference = ref_shanten_for_unlimited(h, rules, target);
        if core != reference {
            fail(t, target.name(), format!("{core:?}"), format!("{reference:?}"));
        }
    }
}

fn assert_clean(t: &Tally, what: &str) {
    println!(
        "{what}: {} hands, {} win checks ({} wins), {} wait checks ({} ready), {} shanten checks {:?}, {} disagreements",
        t.hands,
        t.win_checks,
        t.wins,
        t.wait_checks,
        t.ready,
        t.shanten_checks,
        &t.shanten_hist[..10],
        t.disagreements
    );
    assert_eq!(t.disagreements, 0, "{what}:\n{}", t.examples.join("\n"));
}

/// Every count vector of nine ranks (0–4 each) with at most `max` tiles.
fn vectors(max: usize) -> Vec<[u8; 9]> {
    let mut out = Vec::new();
    fn walk(v: &mut [u8; 9], r: usize, total: usize, max: usize, out: &mut Vec<[u8; 9]>) {
        if r == 9 {
            out.push(*v);
            return;
        }
        for c in 0..=4.min(max - total) {
            v[r] = c as u8;
            walk(v, r + 1, total + c, max, out);
        }
        v[r] = 0;
    }
    walk(&mut [0; 9], 0, 0, max, &mut out);
    out
}

/// One suit (rotating with the vector's index) and `w` 中, made up to a
/// hand with pengs of other suits' kinds (2-5-8 and not, exposed and not).
fn one_suit_hand(v: &[u8; 9], suit: usize, w: u8, rules: &RuleSet) -> Option<Hand> {
    let size = v.iter().map(|&c| c as usize).sum::<usize>() + w as usize;
    let sets = match size % 3 {
        1 => size / 3,
        2 => size / 3,
        _ => return None,
    };
    if sets > 4 {
        return None;
    }
    let others: Vec<usize> = (0..3).filter(|&s| s != suit).collect();
    let pool = [
        Meld::new(MeldKind::Peng, tile(others[0] * 9 + 4)).expect("peng"),
        Meld::new(MeldKind::AnGang, tile(others[1] * 9)).expect("kong"),
        Meld::new(MeldKind::Peng, tile(others[1] * 9 + 6)).expect("peng"),
        Meld::new(MeldKind::BuGang, tile(others[0] * 9 + 8)).expect("kong"),
    ];
    let mut c = [0u8; 34];
    c[suit * 9..suit * 9 + 9].copy_from_slice(v);
    c[Tile::RED_DRAGON.id() as usize] = w;
    let counts = Counts::from_array(c).ok()?;
    Hand::new(counts, &pool[..4 - sets], rules).ok()
}

#[test]
fn exhaustive_one_suit_and_red_dragons() {
    for rules in [RuleSet::hongzhong(), hongzhong_258()] {
        let mut t = Tally::default();
        for (i, v) in vectors(EXHAUSTIVE_MAX).iter().enumerate() {
            for w in 0..=4 {
                if let Some(h) = one_suit_hand(v, i % 3, w, &rules) {
                    check(&h, &rules, w <= 1, &mut t);
                }
            }
        }
        assert_clean(&t, &format!("exhaustive one suit + 中 ({})", rules.name));
    }
}

#[test]
fn seeded_corpora_with_melds_and_red_dragons() {
    let sets = [
        (RuleSet::hongzhong(), 31, 12_000),
        (hongzhong_258(), 32, 6_000),
        (hongzhong_everything(), 33, 6_000),
    ];
    for (rules, seed, n) in sets {
        let mut r = rng(seed);
        let mut t = Tally::default();
        for i in 0..n {
            let h = mixed_hand(&mut r, &rules, i % 2 == 0);
            let w = r.random_range(0..=4);
            let h = with_wildcards(&mut r, &h, &rules, w);
            let wild = h.concealed().get(Tile::RED_DRAGON) as usize;
            check(&h, &rules, wild <= 2, &mut t);
        }
        assert_clean(&t, &format!("corpus ({}, seed {seed})", rules.name));
    }
}

/// Hands where several 中 share one set or stand in seven pairs, and the
/// examples of `variants.md` §4.2.
#[test]
fn worked_shapes() {
    let hz = RuleSet::hongzhong();
    let cases = [
        // (hand, melds, win)
        ("123m45m5z789p234s55s", "", true),   // H2: 中 = 6m
        ("11m33m5m5z66p88p22s99s", "", true), // H5: 中 pairs 5m
        ("123m456m789p234s55z", "", true),    // H7: a 红中 pair
        ("1m55z456p789p123s55s", "", true),   // two 中 and 1m: 111m
        ("555z456p789p123s55s", "", true),    // a set of three 中
        ("1111m5z123p456p789p", "", true),    // 111m and a 1m pair
        ("1111m55z11p33p55p77p", "", true),   // seven pairs, three of 1m
        ("159m55z", "peng:2s peng:5p an_gang:9s", false),
        ("9m55z11s", "peng:2s peng:5p an_gang:9s", true), // 789m from 9m and two 中
    ];
    let mut t = Tally::default();
    for (tiles, melds, win) in cases {
        let h = Hand::parse(tiles, melds, &hz).expect(tiles);
        assert_eq!(is_win(&h, &hz), win, "{tiles} {melds}");
        check(&h, &hz, true, &mut t);
    }
    // H4: waits 1m/4m, and 中.
    let h4 = Hand::parse("23m456p789p345s1s5z", "", &hz).expect("H4");
    assert_eq!(waits(&h4, &hz).expect("3n+1").to_string(), "14m1s5z");
    check(&h4, &hz, true, &mut t);
    // Ready on 中 alone, holding none: it is the fifth 3m (the four in a
    // kong) or the fifth 1m (four held).
    for (tiles, melds) in [("12m456p789p11s", "gang:3m"), ("1111m123p456p789p", "")] {
        let h = Hand::parse(tiles, melds, &hz).expect(tiles);
        assert_eq!(waits(&h, &hz).expect("3n+1").to_string(), "5z", "{tiles} {melds}");
        check(&h, &hz, true, &mut t);
    }
    assert_clean(&t, "worked shapes");
}

/// 转转 has no wildcard: the classic reference applies unchanged.
#[test]
fn zhuanzhuan_against_the_classic_reference() {
    for (rules, seed) in [
        (RuleSet::zhuanzhuan(), 41),
        (
            {
                let mut r = RuleSet::zhuanzhuan();
                r.set_pair_258(true);
                r
            },
            42,
        ),
    ] {
        let mut r = rng(seed);
        let mut t = Tally::default();
        for i in 0..20_000 {
            let h = mixed_hand(&mut r, &rules, i % 2 == 0);
            compare::check_hand(&h, &rules, true, &mut t);
        }
        println!(
            "zhuanzhuan corpus: {} hands, {} wins, {} ready, {} disagreements",
            t.hands, t.wins, t.ready, t.disagreements
        );
        assert_eq!(t.disagreements, 0, "{}", t.examples.join("\n"));
    }
}

/// The references agree with each other on hands with up to three 中.
#[test]
fn references_agree() {
    let rules = hongzhong_everything();
    let mut r = rng(51);
    let mut checked = 0;
    for i in 0..4_000 {
        let h = mixed_hand(&mut r, &rules, i % 2 == 0);
        let w = r.random_range(0..=3);
        let h = with_wildcards(&mut r, &h, &rules, w);
        if h.is_complete_size() {
            assert_eq!(subst_winning_targets(&h, &rules), laizi_winning_targets(&h, &rules), "{h}");
        } else {
            assert_eq!(subst_waits(&h, &rules), laizi_waits(&h, &rules), "{h}");
        }
        checked += 1;
    }
    assert_eq!(checked, 4_000);
}

/// The CLI's fixture: hands of both presets with the references' answers,
/// which `crates/cli/tests/analyze.rs` feeds to `majiang analyze --batch
/// --rules zhuanzhuan|hongzhong --format json`. Here every row is checked
/// against the references (0 disagreements); `MAJIANG_WRITE_FIXTURE=1`
/// writes the file afresh from the same seeds.
const FIXTURE: &str = "crates/cli/tests/data/flat_batch.tsv";

/// One fixture row: rules, hand, melds, win, shanten, waits (kind ids).
fn fixture_row(rules: &RuleSet, h: &Hand) -> String {
    let (win, shanten, waits) = if rules.wildcard.is_some() {
        (laizi_is_win(h, rules), ref_shanten_unlimited(h, rules), laizi_waits(h, rules))
    } else {
        (
            reference::ref_is_win(h, rules),
            reference::ref_shanten(h, rules),
            if h.is_complete_size() { Vec::new() } else { reference::ref_waits(h, rules) },
        )
    };
    let waits = if h.is_complete_size() { Vec::new() } else { waits };
    let melds: Vec<String> = h.melds().map(|m| m.to_string()).collect();
    let ids: Vec<String> = waits.iter().map(u8::to_string).collect();
    format!(
        "{}\t{}\t{}\t{win}\t{shanten}\t{}",
        rules.name,
        h.concealed(),
        if melds.is_empty() { "-".to_string() } else { melds.join(" ") },
        if ids.is_empty() { "-".to_string() } else { ids.join(",") }
    )
}

fn fixture_hands() -> Vec<(RuleSet, Hand)> {
    let mut out = Vec::new();
    for (rules, seed) in [(RuleSet::zhuanzhuan(), 61), (RuleSet::hongzhong(), 62)] {
        let mut r = rng(seed);
        for i in 0..500 {
            let h = mixed_hand(&mut r, &rules, i % 2 == 0);
            let h = if rules.wildcard.is_some() {
                let w = r.random_range(0..=4);
                with_wildcards(&mut r, &h, &rules, w)
            } else {
                h
            };
            out.push((rules, h));
        }
    }
    out
}

#[test]
fn cli_fixture_matches_the_references() {
    let rows: Vec<String> = fixture_hands().iter().map(|(r, h)| fixture_row(r, h)).collect();
    let text = rows.join("\n") + "\n";
    if std::env::var_os("MAJIANG_WRITE_FIXTURE").is_some() {
        std::fs::write(FIXTURE, &text).expect("fixture written");
    }
    let stored = std::fs::read_to_string(FIXTURE).expect("the fixture exists");
    let wins = rows.iter().filter(|r| r.split('\t').nth(3) == Some("true")).count();
    let ready = rows.iter().filter(|r| r.split('\t').nth(4) == Some("0")).count();
    println!("fixture: {} rows, {wins} wins, {ready} at shanten 0", rows.len());
    assert!(wins > 50 && ready > 100, "the fixture has wins and ready hands");
    for (a, b) in stored.lines().zip(text.lines()) {
        assert_eq!(a, b, "fixture row disagrees with the references");
    }
    assert_eq!(stored.lines().count(), rows.len());
}

/// Efficiency under 红中: a drawn 中 counts as an effective draw (its copies
/// are the preset's), and 中 is never offered as a discard.
#[test]
fn efficiency_counts_red_dragon_draws_and_never_discards_one() {
    let rules = RuleSet::hongzhong();
    let red: majiang::Tile = "5z".parse().unwrap();
    // Ready on 1p/4p — and on any 中.
    let h = Hand::parse("123m456m789s23p55s5z", "", &rules).unwrap();
    let one = majiang::discard_options(&h, &rules, None).unwrap();
    assert!(one.iter().all(|o| o.discard != red), "{one:?}");
    let ready = Hand::parse("123m456m789s23p55s", "", &rules).unwrap();
    let d = majiang::effective_draws(&ready, &rules, None).unwrap();
    let w = majiang::waits(&ready, &rules).unwrap();
    assert_eq!(d.kinds, w, "every wait is an effective draw, 中 included");
    assert!(d.kinds.contains(red));
    assert_eq!(d.left.get(red), 4);
    // Holding one 中 leaves three to draw.
    let held = Hand::parse("123m456m789s3p55s5z", "", &rules).unwrap();
    let d = majiang::effective_draws(&held, &rules, None).unwrap();
    assert_eq!(d.left.get(red), 3, "{d:?}");
}
