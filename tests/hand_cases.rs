//! Hand-written cases, one line each: every Changsha hand type and its traps,
//! the standard rules' special hands, waits and shanten worth knowing by
//! heart. Every line is checked against both the core and the brute-force
//! reference. Rules are written `changsha`, `standard`, or with a wildcard
//! kind after a `+` (`changsha+1p`).

mod reference;

use majiang::Target::{
    JiangJiangHu as JJH, PengPengHu as PPH, QingYiSe as QYS, QuanQiuRen as QQR, Regular,
    SevenPairs as Pairs, ThirteenOrphans as Orphans,
};
use majiang::{Hand, RuleSet, Target, is_win, shanten, waits, winning_targets};
use reference::{ref_shanten, ref_waits, ref_winning_targets};

fn rules(spec: &str) -> RuleSet {
    let (name, wild) = spec.split_once('+').map_or((spec, None), |(n, w)| (n, Some(w)));
    let r = RuleSet::by_name(name).expect("rules");
    match wild {
        Some(w) => r.with_wildcard(w.parse().expect("wildcard tile")).expect("in play"),
        None => r,
    }
}

fn hand(spec: &str, tiles: &str, melds: &str) -> (RuleSet, Hand) {
    let r = rules(spec);
    let h = Hand::parse(tiles, melds, &r).unwrap_or_else(|e| panic!("{tiles} | {melds}: {e}"));
    (r, h)
}

/// (rules, tiles, melds, the targets it wins by — empty: no win, what it shows)
#[rustfmt::skip]
const WINS: &[(&str, &str, &str, &[Target], &str)] = &[
    // 小胡: the regular shape needs a 2-5-8 pair.
    ("changsha", "123m456s789p234m55s", "", &[Regular], "small hand, 5 pair"),
    ("changsha", "123m456s789p234m11s", "", &[], "trap: the only pair is 1, not 2/5/8"),
    ("changsha", "111m234m567s789p99p", "", &[], "trap: 9 pair, nothing else applies"),
    ("standard", "123m456s789p234m11s", "", &[Regular], "standard: any pair"),
    // A four in hand (not declared) used inside sets.
    ("changsha", "555567m123s456p88s", "", &[Regular], "four: triplet 555 + run 567"),
    ("changsha", "22223344m456s789p", "", &[Regular], "four: pair 22 + runs 234 234"),
    ("changsha", "111123m456s789p55s", "", &[Regular], "four: triplet 111 + run 123"),
    // 碰碰胡: triplets and any pair, no chi.
    ("changsha", "111m333s777p999m11p", "", &[PPH], "pengpenghu, 1 pair"),
    ("changsha", "333s777p11p", "peng:1m gang:9m", &[PPH], "pengpenghu with melds"),
    ("changsha", "333s777p11p", "chi:123m peng:9m", &[], "trap: a chi rules out pengpenghu"),
    ("changsha", "111m333s777p999m55p", "", &[Regular, PPH], "pengpenghu with a 5 pair is also small"),
    // 清一色: one suit, any pair, melds too.
    ("changsha", "11m123456789m789m", "", &[QYS], "qingyise with a 1 pair"),
    ("changsha", "123456789m789m99m", "", &[QYS], "qingyise with a 9 pair"),
    ("changsha", "11m456m789m789m", "chi:123m", &[QYS], "qingyise with a chi"),
    ("changsha", "11m456m789m789m", "chi:123s", &[], "trap: a meld of another suit"),
    ("changsha", "123m456m789m234m55m", "", &[Regular, QYS], "qingyise with a 5 pair"),
    ("changsha", "111333555777m99m", "", &[PPH, QYS], "qingyise triplets"),
    // 七小对: no melds; a four counts as two pairs (豪华).
    ("changsha", "1133m5577s2299p11s", "", &[Pairs], "seven pairs"),
    ("changsha", "1111m2222s3399p55p", "", &[Pairs], "seven pairs holding two fours"),
    ("standard", "1111m2222s3399p55p", "", &[], "trap: standard pairs must differ"),
    ("standard", "1133m5577s2299p11z", "", &[Pairs], "standard seven pairs"),
    ("standard", "1111m5577s2299p11z", "", &[], "trap: standard rejects a four"),
    // 将将胡: every tile 2/5/8, no shape, melds only pengs and kongs.
    ("changsha", "258m258s258p22558m", "", &[JJH], "jiangjianghu without any shape"),
    ("changsha", "2558m258s8p", "peng:5p gang:2p", &[JJH], "jiangjianghu with 2/5/8 melds"),
    ("changsha", "2558m258s8p", "chi:234p peng:5p", &[], "trap: a chi rules out jiangjianghu"),
    ("changsha", "2558m258s8p", "peng:5p peng:3s", &[], "trap: a meld of 3"),
    ("changsha", "22m55m88m22s55s88s22p", "", &[Pairs, JJH], "seven pairs of 2/5/8"),
    // 全求人: four exposed melds, the last single paired, any pair.
    ("changsha", "11s", "peng:2m chi:345s gang:7p chi:123p", &[QQR], "quanqiuren, 1 pair"),
    ("changsha", "55s", "peng:2m chi:345s gang:7p chi:123p", &[Regular, QQR], "quanqiuren, 5 pair"),
    ("changsha", "11s", "peng:2m chi:345s an_gang:7p chi:123p", &[], "trap: a concealed kong is not exposed"),
    ("changsha", "11s", "peng:2m peng:3s bu_gang:7p peng:1p", &[PPH, QQR], "quanqiuren of pengs"),
    // Thirteen orphans (standard only).
    ("standard", "19m19s19p1234567z1m", "", &[Orphans], "thirteen orphans"),
    ("standard", "19m19s19p1234567z5m", "", &[], "trap: 5m is no orphan"),
    // Wildcards: every copy of the kind stands for any tile.
    ("changsha+5m", "123m456s789p234m2s5m", "", &[Regular], "wildcard pairs the 2s"),
    ("changsha+5m", "123m456s789p234m1s5m", "", &[], "trap: a wildcard cannot make 1s a 2/5/8 pair"),
    ("changsha+5m", "123m456s789p234m55m", "", &[Regular], "two wildcards make the pair"),
    ("standard+1z", "1133m45577s2299p1z", "", &[Pairs], "wildcard pairs the 4s"),
];

#[test]
fn wins_and_traps() {
    for &(spec, tiles, melds, targets, what) in WINS {
        let (r, h) = hand(spec, tiles, melds);
        let line = format!("{spec} {tiles} | {melds} ({what})");
        assert_eq!(winning_targets(&h, &r), targets, "core: {line}");
        assert_eq!(ref_winning_targets(&h, &r), targets, "reference: {line}");
        assert_eq!(is_win(&h, &r), !targets.is_empty(), "core is_win: {line}");
        assert_eq!(shanten(&h, &r) == -1, !targets.is_empty(), "core shanten: {line}");
    }
}

/// (rules, tiles, melds, waits, what)
#[rustfmt::skip]
const WAITS: &[(&str, &str, &str, &str, &str)] = &[
    ("changsha", "123m456s789p2345m", "", "25m", "two-sided: 234+55 or 22+345"),
    ("standard", "123m456s789p2345m", "", "25m", "the same under standard rules"),
    ("changsha", "123m456s789p234m1s", "", "", "trap: a 1s single is no 2/5/8 pair"),
    ("standard", "123m456s789p234m1s", "", "1s", "standard: the single waits on itself"),
    ("changsha", "258m258s258p2255m", "", "258m258s258p", "jiangjianghu: any 2/5/8"),
    ("changsha", "111m33m5577s2299p", "", "1m", "seven pairs: a fourth 1m makes two pairs"),
    ("standard", "111m33m5577s2299p", "", "", "standard: four 1m are not two pairs"),
    ("changsha", "111m333s777p99m55p", "", "9m5p", "two pairs: 999m small, 555p pengpenghu"),
    ("changsha", "5m", "peng:5m chi:123s chi:456p peng:9s", "", "every 5m is in sight: no wait"),
    ("standard", "19m19s19p1234567z", "", "19m19s19p1234567z", "thirteen-sided orphans"),
    ("standard", "19m19s19p1234566z", "", "7z", "orphans missing 7z"),
    ("changsha", "1112345678999m", "", "123456789m", "nine gates: qingyise on every kind"),
    ("changsha+1p", "123m456s789p2345m", "", "25m1p", "a wildcard drawn completes a ready hand"),
];

#[test]
fn waits_cases() {
    for &(spec, tiles, melds, expected, what) in WAITS {
        let (r, h) = hand(spec, tiles, melds);
        let line = format!("{spec} {tiles} | {melds} ({what})");
        let core = waits(&h, &r).expect("3n+1");
        assert_eq!(core.to_string(), expected, "core: {line}");
        let refr: Vec<u8> = ref_waits(&h, &r);
        let want: Vec<u8> = core.iter().map(|t| t.id()).collect();
        assert_eq!(refr, want, "reference: {line}");
    }
}

/// (rules, tiles, melds, shanten, what)
#[rustfmt::skip]
const SHANTEN: &[(&str, &str, &str, i8, &str)] = &[
    ("changsha", "123m456s789p23455m", "", -1, "complete"),
    ("changsha", "123m456s789p2345m", "", 0, "ready"),
    ("changsha", "123m456s789p234m1s", "", 1, "a 2/5/8 pair is two tiles away"),
    ("standard", "123m456s789p234m1s", "", 0, "any pair: ready"),
    ("standard", "147m258s369p1234z", "", 6, "all isolated: seven pairs is nearest"),
    ("standard", "19m19s19p1234567z", "", 0, "orphans ready"),
    ("changsha", "1111m2222s3399p5p", "", 0, "seven pairs with two fours, ready"),
    ("changsha", "258m258s258p1369m", "", 4, "five tiles to replace for jiangjianghu or the small hand"),
    ("changsha+5m", "123m456s789p5m", "chi:234s", 0, "one wildcard: ready"),
];

#[test]
fn shanten_cases() {
    for &(spec, tiles, melds, expected, what) in SHANTEN {
        let (r, h) = hand(spec, tiles, melds);
        let line = format!("{spec} {tiles} | {melds} ({what})");
        assert_eq!(shanten(&h, &r), expected, "core: {line}");
        assert_eq!(ref_shanten(&h, &r), expected, "reference: {line}");
    }
}
