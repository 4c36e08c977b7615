//! 四川麻将 血战到底 against the brute-force reference
//! (`reference::sichuan`): win (缺一门 included), fan and patterns of the
//! best reading, as if won on a discard — 0 disagreements.
//!
//! - Exhaustively over one suit: every count vector of one suit (0–4 a
//!   rank) of a complete size (2, 5, 8, 11 or 14 tiles), made up to a hand
//!   by melds of a second suit (then 清一色 is off, the hand still wins) and
//!   of the same suit where copies allow; once more with a third suit's meld
//!   (缺一门: never a win).
//! - Seeded corpora: complete hands of one, two or three suits built as
//!   sets and a pair (0–4 melds: 碰, 直杠, 暗杠, 面下杠) or seven pairs, with
//!   2-5-8 and 1-9 tiles favoured, some with a tile changed; under the
//!   reference options and with 幺九将对 off and 门清中张 on.
//! - Ready hands: the core's winning draws and best hand (查大叫) against
//!   adding each kind and asking the reference.
//! - Every hand of both also through the yes-or-no checks front ends ask
//!   (`wins`, `sichuan::wins`; `winning_tiles` for the ready hands).
//! - The CLI fixture (`crates/cli/tests/data/sichuan_batch.tsv`), checked
//!   here row by row against the reference.

mod reference;

use majiang::sichuan::{self, analyze, best_ready_hand, winning_draws};
use majiang::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reference::sichuan::{RefSichuan, ref_sichuan};

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

/// The reference options and the other values of the two fan options.
fn option_sets() -> [RuleSet; 2] {
    let mut other = RuleSet::sichuan();
    other.set_sichuan_flag("yaojiu_jiangdui", 0).unwrap();
    other.set_sichuan_flag("menqing_zhongzhang", 1).unwrap();
    [RuleSet::sichuan(), other]
}

/// Disagreements and what was compared.
#[derive(Default)]
struct Tally {
    hands: usize,
    wins: usize,
    fan_hist: [usize; 12],
    disagreements: usize,
    examples: Vec<String>,
}

impl Tally {
    fn assert_clean(&self, what: &str) {
        println!(
            "{what}: {} hands, {} wins, fan histogram {:?}, {} disagreements",
            self.hands, self.wins, self.fan_hist, self.disagreements
        );
        assert_eq!(self.disagreements, 0, "{what}:\n{}", self.examples.join("\n"));
    }
}

/// The core's answer in the reference's terms.
fn core_answer(h: &Hand, rules: &RuleSet) -> RefSichuan {
    match analyze(h, rules).expect("a valid 四川 hand") {
        Some(a) => RefSichuan {
            win: true,
            fan: a.fan,
            patterns: a.patterns.iter().map(|p| p.id()).collect(),
        },
        None => RefSichuan { win: false, fan: 0, patterns: Vec::new() },
    }
}

fn check(h: &Hand, rules: &RuleSet, t: &mut Tally) {
    t.hands += 1;
    let reference = ref_sichuan(h, rules).expect("no chi in the corpus");
    let core = core_answer(h, rules);
    // The yes or no alone, as `mj_is_win` and WinChecker ask it.
    let says = (majiang::wins(h, rules).expect("no chi"), sichuan::wins(h, rules).expect("no chi"));
    if says != (reference.win, reference.win) {
        t.disagreements += 1;
        t.examples.push(format!("{}: wins {says:?}, reference {}", h.concealed(), reference.win));
    }
    if reference.win {
        t.wins += 1;
        t.fan_hist[(reference.fan as usize).min(11)] += 1;
    }
    if core != reference {
        t.disagreements += 1;
        if t.examples.len() < 25 {
            let melds: Vec<String> = h.melds().map(|m| m.to_string()).collect();
            t.examples.push(format!(
                "{} | {} ({}, 幺九将对 {}, 门清中张 {}): core {core:?}, reference {reference:?}",
                h.concealed(),
                melds.join(" "),
                rules.name,
                rules.sichuan.yaojiu_jiangdui,
                rules.sichuan.menqing_zhongzhang
            ));
        }
    }
}

/// Every count vector of nine ranks (0–4 each) with `n` tiles, `n` in `sizes`.
fn vectors(sizes: &[usize]) -> Vec<[u8; 9]> {
    fn walk(v: &mut [u8; 9], r: usize, total: usize, sizes: &[usize], out: &mut Vec<[u8; 9]>) {
        if r == 9 {
            if sizes.contains(&total) {
                out.push(*v);
            }
            return;
        }
        let max = *sizes.iter().max().expect("sizes");
        for c in 0..=4.min(max - total) {
            v[r] = c as u8;
            walk(v, r + 1, total + c, sizes, out);
        }
        v[r] = 0;
    }
    let mut out = Vec::new();
    walk(&mut [0; 9], 0, 0, sizes, &mut out);
    out
}

/// The hand of `v` in `suit` with melds from `pool` (as many as its size
/// needs), or `None` when the copies do not allow it.
fn with_melds(v: &[u8; 9], suit: usize, pool: &[Meld], rules: &RuleSet) -> Option<Hand> {
    let size: usize = v.iter().map(|&c| c as usize).sum();
    let melds = 4 - (size - 2) / 3;
    let mut c = [0u8; 34];
    c[suit * 9..suit * 9 + 9].copy_from_slice(v);
    Hand::new(Counts::from_array(c).ok()?, &pool[..melds], rules).ok()
}

/// Melds of the same suit: pengs and kongs of the kinds `v` holds least of
/// (the copies left over), kinds 2-5-8 and 1-9 among them when they fit.
fn same_suit_melds(v: &[u8; 9], suit: usize) -> Vec<Meld> {
    let kinds = [MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang];
    let mut out = Vec::new();
    for (i, r) in (0..9).filter(|&r| v[r] <= 1).enumerate() {
        let kind = if v[r] == 0 { kinds[i % 4] } else { MeldKind::Peng };
        out.push(Meld::new(kind, tile(suit * 9 + r)).expect("meld"));
    }
    out
}

#[test]
fn exhaustive_one_suit() {
    let all = vectors(&[2, 5, 8, 11, 14]);
    for (o, rules) in option_sets().iter().enumerate() {
        let mut t = Tally::default();
        for (i, v) in all.iter().enumerate() {
            // The reference options see every vector; the others every third.
            if o == 1 && i % 3 != 0 {
                continue;
            }
            let suit = i % 3;
            let other = (suit + 1) % 3;
            let third = (suit + 2) % 3;
            let pool = [
                Meld::new(MeldKind::Peng, tile(other * 9 + 4)).unwrap(),
                Meld::new(MeldKind::AnGang, tile(other * 9)).unwrap(),
                Meld::new(MeldKind::Peng, tile(other * 9 + 7)).unwrap(),
                Meld::new(MeldKind::BuGang, tile(other * 9 + 8)).unwrap(),
            ];
            if let Some(h) = with_melds(v, suit, &pool, rules) {
                check(&h, rules, &mut t);
            }
            let same = same_suit_melds(v, suit);
            let melds_needed = 4 - (v.iter().map(|&c| c as usize).sum::<usize>() - 2) / 3;
            if melds_needed > 0 && same.len() >= melds_needed {
                // Only the first melds are used: the hand is 清一色.
                if let Some(h) = with_melds(v, suit, &same, rules) {
                    check(&h, rules, &mut t);
                }
            }
            if melds_needed > 0 && o == 0 {
                // A third suit's meld: all three suits, never a win.
                let mut three = pool;
                three[melds_needed - 1] = Meld::new(MeldKind::Peng, tile(third * 9 + 1)).unwrap();
                if melds_needed >= 2
                    && let Some(h) = with_melds(v, suit, &three, rules)
                {
                    check(&h, rules, &mut t);
                    assert!(analyze(&h, rules).unwrap().is_none(), "缺一门: {}", h.concealed());
                }
            }
        }
        assert!(t.wins > 5_000, "the sweep has wins");
        t.assert_clean(&format!("exhaustive one suit, options {o}"));
    }
}

/// The copies left while a hand is built.
struct Wall([u8; 27]);

impl Wall {
    fn take(&mut self, k: usize, n: u8) -> bool {
        if self.0[k] >= n {
            self.0[k] -= n;
            true
        } else {
            false
        }
    }
}

/// A kind of the allowed suits, 2-5-8 or 1-9 favoured.
fn pick(rng: &mut ChaCha8Rng, suits: &[usize]) -> usize {
    let s = suits[rng.random_range(0..suits.len())];
    let r = match rng.random_range(0..10) {
        0..=2 => [1, 4, 7][rng.random_range(0..3)],
        3..=4 => [0, 8][rng.random_range(0..2)],
        _ => rng.random_range(0..9),
    };
    s * 9 + r
}

/// A complete-size hand: sets and a pair (some sets as melds) or seven
/// pairs, of one, two or three suits, sometimes with one tile changed.
fn built_hand(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Hand {
    loop {
        let mut suits: Vec<usize> = vec![0, 1, 2];
        let n = match rng.random_range(0..20) {
            0..=5 => 1,
            6..=16 => 2,
            _ => 3,
        };
        while suits.len() > n {
            suits.remove(rng.random_range(0..suits.len()));
        }
        if let Some(h) = try_build(rng, &suits, rules) {
            return h;
        }
    }
}

fn try_build(rng: &mut ChaCha8Rng, suits: &[usize], rules: &RuleSet) -> Option<Hand> {
    let mut wall = Wall([4; 27]);
    let mut c = [0u8; 34];
    let mut melds = Vec::new();
    if rng.random_range(0..5) == 0 {
        // Seven pairs (a kind twice makes a four).
        for _ in 0..7 {
            let k = pick(rng, suits);
            wall.take(k, 2).then_some(())?;
            c[k] += 2;
        }
    } else {
        let n_melds = [0, 0, 1, 1, 2, 2, 3, 4][rng.random_range(0..8)];
        let triplet_bias = rng.random_range(0..3);
        for i in 0..4 {
            let k = pick(rng, suits);
            if i < n_melds {
                let kind = [MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang]
                    [rng.random_range(0..4)];
                wall.take(k, kind.size()).then_some(())?;
                melds.push(Meld::new(kind, tile(k)).ok()?);
            } else if rng.random_range(0..3) < triplet_bias || k % 9 > 6 {
                wall.take(k, 3).then_some(())?;
                c[k] += 3;
            } else {
                for j in 0..3 {
                    wall.take(k + j, 1).then_some(())?;
                    c[k + j] += 1;
                }
            }
        }
        let p = pick(rng, suits);
        wall.take(p, 2).then_some(())?;
        c[p] += 2;
    }
    if rng.random_range(0..4) == 0 {
        // One tile changed, maybe to another suit.
        let held: Vec<usize> = (0..27).filter(|&k| c[k] > 0).collect();
        let out = held[rng.random_range(0..held.len())];
        let k = rng.random_range(0..27);
        wall.take(k, 1).then_some(())?;
        c[out] -= 1;
        c[k] += 1;
    }
    Hand::new(Counts::from_array(c).ok()?, &melds, rules).ok()
}

#[test]
fn seeded_corpora_with_melds() {
    for (o, rules) in option_sets().iter().enumerate() {
        let mut rng = ChaCha8Rng::seed_from_u64(2100 + o as u64);
        let mut t = Tally::default();
        for _ in 0..200_000 {
            let h = built_hand(&mut rng, rules);
            check(&h, rules, &mut t);
        }
        assert!(t.wins > 50_000 && t.fan_hist[3..].iter().sum::<usize>() > 5_000);
        t.assert_clean(&format!("seeded corpus, options {o}"));
    }
}

#[test]
fn ready_hands_and_their_best_hand() {
    let rules = RuleSet::sichuan();
    let mut rng = ChaCha8Rng::seed_from_u64(2121);
    let (mut ready, mut checked) = (0, 0);
    for _ in 0..20_000 {
        let h = built_hand(&mut rng, &rules);
        let held: Vec<Tile> = h.concealed().kinds().collect();
        let short = h.without_tile(held[rng.random_range(0..held.len())]).unwrap();
        let mut expected = Vec::new();
        for k in 0..27 {
            if let Ok(w) = short.with_tile(tile(k)) {
                let r = ref_sichuan(&w, &rules).unwrap();
                if r.win {
                    expected.push((k as u8, r.fan, r.patterns));
                }
            }
        }
        let draws = winning_draws(&short, &rules).unwrap();
        let got: Vec<(u8, u32, Vec<&str>)> = draws
            .iter()
            .map(|(t, a)| (t.id(), a.fan, a.patterns.iter().map(|p| p.id()).collect()))
            .collect();
        assert_eq!(got, expected, "{}", short.concealed());
        let kinds: Vec<u8> = expected.iter().map(|e| e.0).collect();
        let tiles = majiang::winning_tiles(&short, &rules).unwrap();
        assert_eq!(
            tiles.iter().map(|t| t.id()).collect::<Vec<_>>(),
            kinds,
            "{}",
            short.concealed()
        );
        let best = best_ready_hand(&short, &rules).unwrap().map(|(_, a)| a.fan);
        assert_eq!(best, expected.iter().map(|e| e.1).max(), "{}", short.concealed());
        ready += usize::from(!expected.is_empty());
        checked += 1;
    }
    println!("ready hands: {ready} of {checked}");
    assert!(ready > 5_000);
}

/// The CLI's fixture: hands with the reference's answers, which
/// `crates/cli/tests/analyze.rs` feeds to `majiang analyze --batch --rules
/// sichuan --format json`. Here every row is checked against the reference;
/// `MAJIANG_WRITE_FIXTURE=1` writes the file afresh from the same seed.
const FIXTURE: &str = "crates/cli/tests/data/sichuan_batch.tsv";

/// One row: hand, melds, win, fan, patterns (comma-separated, `-` for none).
fn fixture_row(h: &Hand, rules: &RuleSet) -> String {
    let r = ref_sichuan(h, rules).expect("no chi");
    let melds: Vec<String> = h.melds().map(|m| m.to_string()).collect();
    format!(
        "{}\t{}\t{}\t{}\t{}",
        h.concealed(),
        if melds.is_empty() { "-".to_string() } else { melds.join(" ") },
        r.win,
        r.fan,
        if r.patterns.is_empty() { "-".to_string() } else { r.patterns.join(",") }
    )
}

#[test]
fn cli_fixture_matches_the_reference() {
    let rules = RuleSet::sichuan();
    let mut rng = ChaCha8Rng::seed_from_u64(2122);
    let rows: Vec<String> =
        (0..1000).map(|_| fixture_row(&built_hand(&mut rng, &rules), &rules)).collect();
    let text = rows.join("\n") + "\n";
    if std::env::var_os("MAJIANG_WRITE_FIXTURE").is_some() {
        std::fs::write(FIXTURE, &text).expect("fixture written");
    }
    let stored = std::fs::read_to_string(FIXTURE).expect("the fixture exists");
    let wins = rows.iter().filter(|r| r.split('\t').nth(2) == Some("true")).count();
    let losses_three_suits = rows.len() - wins;
    println!("fixture: {} rows, {wins} wins, {losses_three_suits} not wins", rows.len());
    assert!(wins > 300 && losses_three_suits > 100);
    for (a, b) in stored.lines().zip(text.lines()) {
        assert_eq!(a, b, "fixture row disagrees with the reference");
    }
    assert_eq!(stored.lines().count(), rows.len());
}
