//! The family-neutral value (`majiang_core::value`) against each family's
//! own analysis, on every preset: seeded random hands (wins and not), the
//! waits of ready hands, and every win of seeded games; plus the words, the
//! refusals and worked hands of each family.

use majiang_core::ai::{Agent, Level};
use majiang_core::game::play_hand;
use majiang_core::mcr::{self, Situation};
use majiang_core::rng::{below, seeded};
use majiang_core::score::{WinContext, analyze_win};
use majiang_core::sichuan::{self, SichuanContext};
use majiang_core::tile::Wind;
use majiang_core::value::{HandValue, Line, Unit, WinSituation, value, valued_waits, win_value};
use majiang_core::{Error, Hand, RuleSet, Tile};
use rand_chacha::ChaCha8Rng as Rng;

const PRESETS: [&str; 7] =
    ["changsha", "eval-v1", "standard", "zhuanzhuan", "hongzhong", "sichuan", "mcr"];

fn rules(name: &str) -> RuleSet {
    RuleSet::by_name(name).unwrap()
}

/// The lines' sum, written out.
fn sum(lines: &[Line]) -> u32 {
    lines.iter().map(|l| l.value * l.count).sum()
}

/// A seeded index below `n`.
fn pick(rng: &mut Rng, n: usize) -> usize {
    below(rng, n as u32) as usize
}

/// A seeded `3n+2` hand: four sets and a pair built in one or two suits
/// (honours too where the rules play them), so that most win; one in three
/// then has a tile swapped for a random one (mostly no win, or another).
fn random_hand(rng: &mut Rng, rules: &RuleSet) -> Vec<Tile> {
    let kinds = rules.kinds().min(34);
    let suits = [pick(rng, 3), pick(rng, 3)];
    let mut counts = [0u8; 34];
    let mut out = Vec::new();
    let put = |k: usize, out: &mut Vec<Tile>, counts: &mut [u8; 34]| {
        counts[k] += 1;
        out.push(Tile::from_id(k as i64).unwrap());
    };
    while out.len() < 14 {
        let pair = out.len() == 12;
        let honour = kinds > 27 && pick(rng, 6) == 0;
        let k = if honour { 27 + pick(rng, 7) } else { suits[pick(rng, 2)] * 9 + pick(rng, 9) };
        let chow = !pair && k < 27 && k % 9 <= 6 && pick(rng, 2) == 0;
        let group: Vec<usize> = match (pair, chow) {
            (true, _) => vec![k, k],
            (false, true) => vec![k, k + 1, k + 2],
            (false, false) => vec![k, k, k],
        };
        let mut need = [0u8; 34];
        group.iter().for_each(|&g| need[g] += 1);
        if group.iter().all(|&g| counts[g] + need[g] <= 4) {
            group.iter().for_each(|&g| put(g, &mut out, &mut counts));
        }
    }
    if pick(rng, 3) == 0 {
        let i = pick(rng, 14);
        let k = pick(rng, kinds);
        if counts[k] < 4 {
            out[i] = Tile::from_id(k as i64).unwrap();
        }
    }
    // The winning tile is the last: shuffle it among the others.
    let j = pick(rng, 14);
    out.swap(13, j);
    out
}

/// A line as (id, value, count).
type Own = (String, u32, u32);

/// The family's own answer for `hand` won in `s`, as (win, total, the
/// lines as (id, value, count)), written from each family's own API.
fn own(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Option<(u32, Vec<Own>)> {
    match rules.name {
        "sichuan" => {
            let ctx = SichuanContext { self_draw: s.self_drawn, ..SichuanContext::default() };
            let a = sichuan::analyze_with(hand, rules, &ctx).unwrap()?;
            let mut lines: Vec<Own> = Vec::new();
            for p in &a.patterns {
                match lines.iter_mut().find(|l| l.0 == p.id()) {
                    Some(l) => l.2 += 1,
                    None => lines.push((p.id().into(), p.fan(), 1)),
                }
            }
            Some((a.fan, lines))
        }
        "mcr" => {
            let sit = Situation { self_drawn: s.self_drawn, ..Situation::on_discard(s.win?) };
            let score = mcr::score(hand, &sit).unwrap()?;
            let lines = score
                .fans()
                .map(|f| (f.fan.id().into(), u32::from(f.fan.value()), u32::from(f.count)))
                .collect();
            Some((score.total(), lines))
        }
        _ => {
            let ctx = WinContext { self_draw: s.self_drawn, ..WinContext::default() };
            let a = analyze_win(hand, rules, &ctx).unwrap()?;
            let lines = if a.big_hands.is_empty() {
                a.targets.iter().map(|t| (t.name().into(), 0, 1)).collect()
            } else {
                a.big_hands.iter().map(|(b, u)| (b.id().into(), *u, 1)).collect()
            };
            let total =
                if rules.name == "zhuanzhuan" || rules.name == "hongzhong" { 0 } else { a.units };
            Some((total, lines))
        }
    }
}

fn check_value(v: &HandValue, hand: &Hand, rules: &RuleSet, s: &WinSituation) {
    let at = format!("{} {hand} {s}", rules.name);
    assert_eq!(sum(&v.lines), v.total, "{at}: lines add up to the total");
    match own(hand, rules, s) {
        Some((total, lines)) => {
            assert!(v.win, "{at}: wins");
            assert_eq!(v.total, total, "{at}");
            let got: Vec<Own> =
                v.lines.iter().map(|l| (l.id.to_string(), l.value, l.count)).collect();
            assert_eq!(got, lines, "{at}");
            assert_eq!(v.shanten, 0, "{at}");
        }
        None => {
            assert!(!v.win && v.lines.is_empty() && v.total == 0, "{at}: no win");
            let before = hand.without_tile(s.win.unwrap()).unwrap();
            let shanten = majiang_core::winning_shanten(&before, rules).unwrap().unwrap_or(-1);
            assert_eq!(v.shanten, shanten, "{at}: the shanten before the win");
        }
    }
    let unit = match rules.name {
        "zhuanzhuan" | "hongzhong" => Unit::Alike,
        "sichuan" | "mcr" => Unit::Fan,
        _ => Unit::Units,
    };
    assert_eq!(v.unit, unit, "{at}");
    if rules.name != "mcr" {
        assert_eq!((v.toward_minimum, v.meets_minimum), (v.total, v.win), "{at}: no minimum");
    }
}

#[test]
fn every_preset_values_seeded_hands_as_its_own_analysis_does() {
    for name in PRESETS {
        let rules = rules(name);
        let mut rng = seeded(0x76a1 + name.len() as u64);
        let (mut wins, mut hands) = (0, 0);
        while hands < 4000 {
            let tiles = random_hand(&mut rng, &rules);
            let Ok(hand) = Hand::from_tiles(&tiles, &[], &rules) else { continue };
            hands += 1;
            let s = WinSituation {
                win: Some(tiles[13]),
                self_drawn: pick(&mut rng, 2) == 0,
                ..WinSituation::default()
            };
            let v = value(&hand, &rules, &s, None).unwrap();
            check_value(&v, &hand, &rules, &s);
            wins += usize::from(v.win);
        }
        assert!(wins > 100, "{name}: {wins} wins among the hands");
    }
}

#[test]
fn the_waits_of_ready_hands_are_the_rules_waits_each_valued_as_its_win() {
    for name in PRESETS {
        let rules = rules(name);
        let mut rng = seeded(0x3a17 + name.len() as u64);
        let mut ready = 0;
        for _ in 0..3000 {
            let mut tiles = random_hand(&mut rng, &rules);
            tiles.pop();
            let Ok(hand) = Hand::from_tiles(&tiles, &[], &rules) else { continue };
            let s = WinSituation { seat: Wind::South, ..WinSituation::default() };
            let waits = valued_waits(&hand, &rules, &s).unwrap();
            let expected: Vec<Tile> =
                majiang_core::winning_tiles(&hand, &rules).unwrap().iter().collect();
            assert_eq!(waits.iter().map(|w| w.0).collect::<Vec<_>>(), expected, "{name} {hand}");
            for (t, v) in &waits {
                let won = hand.with_tile(*t).unwrap();
                let alone =
                    value(&won, &rules, &WinSituation { win: Some(*t), ..s }, None).unwrap();
                assert_eq!(v, &alone, "{name} {hand} on {t}");
                assert!(v.win, "{name} {hand}: a wait wins");
            }
            ready += usize::from(!waits.is_empty());
        }
        assert!(ready > 50, "{name}: {ready} ready hands");
    }
}

#[test]
fn every_win_of_seeded_games_is_valued_as_the_table_scored_it() {
    for name in PRESETS {
        let rules = rules(name);
        let mut seen = 0;
        for seed in 0..40 {
            let mut agents: Vec<_> = (0..4).map(|i| Level::Hard.player(seed * 4 + i)).collect();
            let [a, b, c, d] = &mut agents[..] else { unreachable!() };
            let mut table: [&mut dyn Agent; 4] = [a, b, c, d];
            let result = play_hand(&rules, seed, (seed % 4) as usize, &mut table).unwrap();
            for w in &result.wins {
                let v = win_value(&rules, w);
                assert!(v.win && v.meets_minimum && !v.lines.is_empty(), "{name} seed {seed}");
                assert_eq!(sum(&v.lines), v.total, "{name} seed {seed}");
                let expected = match (&w.fan, &w.fans) {
                    (Some(f), _) => f.fan,
                    (_, Some(score)) => score.total(),
                    _ if v.unit == Unit::Alike => 0,
                    _ => w.analysis.units,
                };
                assert_eq!(v.total, expected, "{name} seed {seed}");
                if let Some(score) = &w.fans {
                    assert_eq!(v.toward_minimum, score.without_flowers(), "{name} seed {seed}");
                    assert!(v.toward_minimum >= 8);
                }
                seen += 1;
            }
        }
        assert!(seen >= 10, "{name}: {seen} wins");
    }
}

#[test]
fn worked_hands_of_each_family() {
    let line = |v: &HandValue, id: &str| v.lines.iter().find(|l| l.id == id).copied();
    // 国标: 678m 123p 444z 77z + 碰 7s... the judge's worked hand with 3
    // flowers: 五门齐 6, 幺九刻 1, 独听・嵌张 1, 花牌 ×3 (not toward the minimum).
    let mcr = rules("mcr");
    let h = Hand::parse("678m123p44477z", "peng:7s", &mcr).unwrap();
    let v = value(&h, &mcr, &WinSituation::parse("win:2p flowers:3").unwrap(), None).unwrap();
    let got: Vec<(&str, u32)> = v.lines.iter().map(|l| (l.chinese, l.count)).collect();
    assert_eq!(got, [("五门齐", 1), ("幺九刻", 1), ("独听・嵌张", 1), ("花牌", 3)]);
    assert_eq!((v.total, v.toward_minimum, v.meets_minimum), (11, 8, true));
    assert_eq!(line(&v, "flower_tiles").map(|l| l.english), Some("Flower Tiles"));
    // 四川: 根 counted once per four.
    let sc = rules("sichuan");
    let h = Hand::parse("55m", "peng:1m peng:4m peng:7p gang:8p", &sc).unwrap();
    let v = value(&h, &sc, &WinSituation::default(), None).unwrap();
    assert_eq!(line(&v, "gen").map(|l| (l.value, l.count)), Some((1, 1)));
    assert_eq!(v.total, 3);
    // 长沙: 清一色 + 碰碰胡, one unit each; a small hand is 小胡 at 0.
    let cs = rules("changsha");
    let v = value(
        &Hand::parse("11122233344455m", "", &cs).unwrap(),
        &cs,
        &WinSituation::default(),
        None,
    )
    .unwrap();
    assert_eq!(v.lines.iter().map(|l| l.chinese).collect::<Vec<_>>(), ["碰碰胡", "清一色"]);
    let v = value(
        &Hand::parse("123m456s789p234m55s", "", &cs).unwrap(),
        &cs,
        &WinSituation::default(),
        None,
    )
    .unwrap();
    assert_eq!(v.lines.iter().map(|l| (l.chinese, l.value)).collect::<Vec<_>>(), [("小胡", 0)]);
    // 长沙 杠上开花 with a kong, self-drawn: the situational big hand.
    let h = Hand::parse("345m456s789p55s", "gang:2m", &cs).unwrap();
    let v = value(&h, &cs, &WinSituation::parse("self_drawn kong").unwrap(), None).unwrap();
    assert!(line(&v, "gangshangkaihua").is_some(), "{:?}", v.lines);
    // A flat table names the shape and pays alike.
    let zz = rules("zhuanzhuan");
    let v = value(
        &Hand::parse("11223344556677m", "", &zz).unwrap(),
        &zz,
        &WinSituation::default(),
        None,
    )
    .unwrap();
    assert!(v.win && v.total == 0 && line(&v, "seven_pairs").is_some(), "{:?}", v.lines);
}

#[test]
fn the_words_read_back_and_bad_ones_are_refused() {
    let s = WinSituation::parse(
        "win:9s self_drawn last_copy kong kong_discard last_tile first_turn dealer seat:W round:N flowers:8",
    )
    .unwrap();
    assert_eq!(WinSituation::parse(&s.to_string()).unwrap(), s);
    assert_eq!(WinSituation::default().to_string(), "-");
    for (bad, why) in [
        ("tsumo", "context words are"),
        ("self_drawn self_drawn", "once"),
        ("seat:X", "a wind is"),
        ("flowers:9", "0 to 8"),
        ("win:0m", "win:TILE"),
        ("kong:1", "no value"),
    ] {
        match WinSituation::parse(bad) {
            Err(Error::Parse { reason, .. }) => assert!(reason.contains(why), "{bad}: {reason}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
}

#[test]
fn impossible_situations_and_sizes_are_refused() {
    let mcr = rules("mcr");
    let cs = rules("changsha");
    let h = Hand::parse("11122233344455m", "", &mcr).unwrap();
    // 和绝张 while the hand holds another copy; a winning tile not held;
    // 杠上开花 without a kong.
    for words in ["win:5m last_copy", "win:9p", "win:5m self_drawn kong"] {
        let s = WinSituation::parse(words).unwrap();
        assert!(value(&h, &mcr, &s, None).is_err(), "mcr {words}");
    }
    let h = Hand::parse("11122233344455m", "", &cs).unwrap();
    assert!(value(&h, &cs, &WinSituation::parse("self_drawn kong").unwrap(), None).is_err());
    let short = Hand::parse("1112223334445m", "", &cs).unwrap();
    assert!(matches!(
        value(&short, &cs, &WinSituation::default(), None),
        Err(Error::WrongHandSize { .. })
    ));
    assert!(matches!(
        valued_waits(&h, &cs, &WinSituation::default()),
        Err(Error::WrongHandSize { .. })
    ));
}
