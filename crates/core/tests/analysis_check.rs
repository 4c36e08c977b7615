//! `WinAnalysis::check`, the one consistency check of an analysis handed
//! back for payment: every analysis the core itself produces passes it
//! (random hands of every shape, every possible context, wildcard rules,
//! and the wins of seeded engine hands, with the payers each implies), and
//! corruptions of those, each impossible for a reason stated beside it,
//! fail it.

use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
use majiang_core::ai::{Agent, RandomAgent};
use majiang_core::game::{Action, Observation, play_hand};
use majiang_core::rng::seeded;
use majiang_core::{
    BigHand, Counts, Error, Hand, Payers, RuleSet, Target, Tile, WinAnalysis, WinContext,
    analyze_win,
};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

mod common;

/// Every context `analyze_win` accepts (the six flags, impossible ones left out).
fn contexts() -> Vec<WinContext> {
    (0..64u8)
        .map(|b| WinContext {
            self_draw: b & 1 != 0,
            last_tile: b & 2 != 0,
            kong_flip: b & 4 != 0,
            robbed_kong: b & 8 != 0,
            first_turn: b & 16 != 0,
            dealer: b & 32 != 0,
        })
        .filter(|c| !(c.robbed_kong && (c.self_draw || c.kong_flip)))
        // The first go-round: the dealer's self-draw (天胡) or another's win
        // on a discard (地胡), never on a kong or the last tile.
        .filter(|c| !(c.first_turn && (c.dealer != c.self_draw)))
        .filter(|c| !(c.first_turn && (c.kong_flip || c.robbed_kong || c.last_tile)))
        .collect()
}

/// Whether `hand` can have been won in `ctx`: a kong for a win on one's own
/// kong, a single copy of some kind for 抢杠胡, no meld in the first go-round.
fn possible(hand: &Hand, ctx: &WinContext) -> bool {
    let kong = hand.melds().any(|m| m.kind().is_kong());
    let single = hand.all_tiles().as_array().contains(&1);
    let own_kong = ctx.kong_flip && ctx.self_draw;
    (!own_kong || kong)
        && (!ctx.robbed_kong || single)
        && (!ctx.first_turn || hand.meld_count() == 0)
}

/// The payers of a win in `ctx`: all others for a self-draw, else one.
fn payers_of(ctx: &WinContext) -> Payers {
    if ctx.self_draw { Payers::AllOthers } else { Payers::One(2) }
}

/// Seven pairs (a quarter of them in one suit), fours included: 七小对,
/// 豪华七小对, 清一色 with them, 将将胡 with them when every pair is a 2/5/8.
fn seven_pairs(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Option<Hand> {
    let suit = rng.random_bool(0.25).then(|| rng.random_range(0..3i64));
    let only_258 = rng.random_bool(0.2);
    let mut c = Counts::default();
    for _ in 0..7 {
        let id = match (suit, only_258) {
            (_, true) => rng.random_range(0..3i64) * 9 + [1, 4, 7][rng.random_range(0..3)],
            (Some(s), false) => s * 9 + rng.random_range(0..9),
            (None, false) => rng.random_range(0..rules.kinds() as i64),
        };
        let t = Tile::from_id(id).ok()?;
        c.add(t).ok()?;
        c.add(t).ok()?;
    }
    Hand::new(c, &[], rules).ok()
}

/// Fourteen tiles that are all 2, 5 or 8 (将将胡), often also four triplets.
fn all_258(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Option<Hand> {
    let mut c = Counts::default();
    let pick = |rng: &mut ChaCha8Rng| {
        Tile::from_id(rng.random_range(0..3i64) * 9 + [1, 4, 7][rng.random_range(0..3)]).unwrap()
    };
    if rng.random_bool(0.5) {
        for _ in 0..4 {
            let t = pick(rng);
            for _ in 0..3 {
                c.add(t).ok()?;
            }
        }
        let t = pick(rng);
        c.add(t).ok()?;
        c.add(t).ok()?;
    } else {
        for _ in 0..14 {
            c.add(pick(rng)).ok()?;
        }
    }
    Hand::new(c, &[], rules).ok()
}

/// The analyses the core gives for seeded random hands of every shape,
/// each with the context it was won in.
fn real_analyses(seed: u64, rules: &RuleSet, n: usize) -> Vec<(WinAnalysis, WinContext)> {
    let mut rng = seeded(seed);
    let contexts = contexts();
    let mut out = Vec::new();
    while out.len() < n {
        let hand = match rng.random_range(0..4) {
            0 => seven_pairs(&mut rng, rules),
            1 => all_258(&mut rng, rules),
            _ => common::random_hand(&mut rng, rules),
        };
        let Some(mut hand) = hand else { continue };
        if let Some(w) = rules.wildcard.filter(|_| rng.random_bool(0.5)) {
            // Swap one concealed tile for the wildcard (when a copy is left).
            let mut c = *hand.concealed();
            let out = c.kinds().find(|t| *t != w);
            if let Some(out) = out {
                c.remove(out);
                if c.add(w).is_ok() {
                    match Hand::new(c, &hand.melds().collect::<Vec<_>>(), rules) {
                        Ok(h) => hand = h,
                        Err(_) => continue,
                    }
                }
            }
        }
        let ctx = contexts[rng.random_range(0..contexts.len())];
        if !possible(&hand, &ctx) {
            let err = analyze_win(&hand, rules, &ctx).unwrap_err().to_string();
            assert!(err.starts_with("impossible win context"), "{err}");
            continue;
        }
        if let Some(a) = analyze_win(&hand, rules, &ctx).unwrap() {
            out.push((a, ctx));
        }
    }
    out
}

fn rule_sets() -> Vec<RuleSet> {
    let w = |r: RuleSet, t: &str| r.with_wildcard(t.parse().unwrap()).unwrap();
    vec![
        RuleSet::changsha(),
        RuleSet::eval_v1(),
        RuleSet::standard(),
        w(RuleSet::changsha(), "5m"),
        w(RuleSet::changsha(), "1s"),
        w(RuleSet::standard(), "7z"),
    ]
}

#[test]
fn every_analysis_of_a_random_hand_passes_with_the_payers_of_its_context() {
    let (mut seen, mut small) = (std::collections::BTreeSet::new(), 0);
    for (i, rules) in rule_sets().iter().enumerate() {
        for (a, ctx) in real_analyses(0xC0DE + i as u64, rules, 3000) {
            assert_eq!(a.check(payers_of(&ctx), rules), Ok(()), "{} {a:?} {ctx:?}", rules.name);
            seen.extend(a.big_hands.iter().map(|b| b.0));
            small += usize::from(a.small);
        }
    }
    // The sample reaches every big hand, so each is shown to pass.
    assert_eq!(seen.len(), BigHand::ALL.len(), "{seen:?}");
    assert!(small > 100, "{small} small hands");
}

/// Wins whenever it may, otherwise plays like MEDIUM three times in four
/// and at random the fourth: reaches self-draws, discards, robbed kongs,
/// flips and the last tile.
struct Winner(TutorialAgent, RandomAgent, ChaCha8Rng);

impl Agent for Winner {
    fn name(&self) -> &str {
        "winner"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            Action::Hu
        } else if self.2.random_range(0..4) == 0 {
            self.1.decide(obs)
        } else {
            self.0.decide(obs)
        }
    }
}

#[test]
fn every_win_of_seeded_engine_hands_passes_with_its_payers() {
    let mut wins = 0;
    for rules in [RuleSet::changsha(), RuleSet::eval_v1()] {
        for seed in 0..150u64 {
            let mut agents: [Winner; 4] = std::array::from_fn(|s| {
                let k = seed * 4 + s as u64;
                Winner(TutorialAgent::new(Difficulty::Medium, k), RandomAgent::new(k), seeded(k))
            });
            let [a, b, c, d] = &mut agents;
            let mut seats: [&mut dyn Agent; 4] = [a, b, c, d];
            let result = play_hand(&rules, seed, (seed % 4) as usize, &mut seats).unwrap();
            for w in &result.wins {
                let payers = w.from.map_or(Payers::AllOthers, Payers::One);
                assert_eq!(w.analysis.check(payers, &rules), Ok(()), "seed {seed}: {w:?}");
                wins += 1;
            }
        }
    }
    assert!(wins > 150, "{wins} wins");
}

/// One way to damage an analysis, each impossible for its own reason; the
/// damaged copy, the payers to check it with, or `None` when the
/// corruption does not apply to this analysis.
type Corruption =
    fn(&WinAnalysis, &WinContext, &RuleSet, &mut ChaCha8Rng) -> Option<(WinAnalysis, Payers)>;

fn resum(a: &mut WinAnalysis) {
    a.units = a.big_hands.iter().map(|b| b.1).sum();
    a.small = a.big_hands.is_empty();
}

fn add_hand(a: &mut WinAnalysis, b: BigHand, units: u32) -> bool {
    if a.big_hands.iter().any(|x| x.0 == b) {
        return false;
    }
    a.big_hands.push((b, units));
    a.big_hands.sort();
    resum(a);
    true
}

const CORRUPTIONS: &[(&str, Corruption)] = &[
    // `units` is the sum of the hands' units.
    ("units off their sum", |a, c, _, r| {
        let mut x = a.clone();
        x.units = x.units.wrapping_add(r.random_range(1..=300));
        Some((x, payers_of(c)))
    }),
    // A hand is worth 1 unit (豪华七小对 2-4): 0 and 5+ never occur.
    ("a unit out of range", |a, c, _, r| {
        let mut x = a.clone();
        let i = r.random_range(0..x.big_hands.len().max(1));
        let slot = x.big_hands.get_mut(i)?;
        slot.1 = if r.random_bool(0.3) { 0 } else { r.random_range(5..=255) };
        resum(&mut x);
        Some((x, payers_of(c)))
    }),
    // 碰碰胡 etc. are worth exactly 1 unit.
    ("a one-unit hand worth 2-4", |a, c, _, r| {
        let mut x = a.clone();
        let slot = x.big_hands.iter_mut().find(|b| b.0 != BigHand::HaoHuaQiXiaoDui)?;
        slot.1 = r.random_range(2..=4);
        resum(&mut x);
        Some((x, payers_of(c)))
    }),
    // Small means no big hand, big means some.
    ("small flipped", |a, c, _, _| {
        let mut x = a.clone();
        x.small = !x.small;
        Some((x, payers_of(c)))
    }),
    // A winning hand wins by some target.
    ("no target", |a, c, _, _| {
        let mut x = a.clone();
        x.targets.clear();
        Some((x, payers_of(c)))
    }),
    // A target the rules do not have.
    ("a target of other rules", |a, c, rules, _| {
        let t = Target::ALL.into_iter().find(|t| !rules.has_target(*t))?;
        let mut x = a.clone();
        x.targets.push(t);
        x.targets.sort();
        Some((x, payers_of(c)))
    }),
    // A hand listed twice.
    ("a hand twice", |a, c, _, _| {
        let mut x = a.clone();
        let first = *x.big_hands.first()?;
        x.big_hands.insert(0, first);
        resum(&mut x);
        Some((x, payers_of(c)))
    }),
    // 天胡 with 地胡, and generally self-drawn with discard-only hands.
    ("self-drawn and discard-only", |a, c, _, r| {
        let drawn = [BigHand::TianHu, BigHand::HaiDiLaoYue, BigHand::GangShangKaiHua];
        let shown = [BigHand::DiHu, BigHand::HaiDiPao, BigHand::GangShangPao, BigHand::QiangGangHu];
        let mut x = a.clone();
        let (has, add) =
            if c.self_draw { (&drawn[..], &shown[..]) } else { (&shown[..], &drawn[..]) };
        if !x.big_hands.iter().any(|b| has.contains(&b.0)) {
            return None;
        }
        add_hand(&mut x, add[r.random_range(0..add.len())], 1).then_some(())?;
        Some((x, payers_of(c)))
    }),
    // A self-drawn hand paid by one player, or a discard-only one by all.
    ("the wrong payers", |a, c, _, _| {
        let directional = a.big_hands.iter().any(|b| b.0.self_drawn().is_some());
        let wrong = if c.self_draw { Payers::One(1) } else { Payers::AllOthers };
        directional.then(|| (a.clone(), wrong))
    }),
    // A hand made by a shape without that shape among the targets.
    ("a shape hand without its target", |a, c, _, _| {
        let mut x = a.clone();
        let (b, _) = *x.big_hands.iter().find(|b| !b.0.is_situational())?;
        let gone: &[Target] = match b {
            BigHand::PengPengHu => &[Target::PengPengHu],
            BigHand::JiangJiangHu => &[Target::JiangJiangHu],
            BigHand::QingYiSe => &[Target::QingYiSe, Target::SevenPairs],
            BigHand::QuanQiuRen => &[Target::QuanQiuRen],
            _ => &[Target::SevenPairs],
        };
        x.targets.retain(|t| !gone.contains(t));
        Some((x, payers_of(c)))
    }),
    // Without a wildcard, every big target makes its hand: dropping the
    // hand leaves its target unexplained.
    ("a shape hand dropped", |a, c, rules, _| {
        if rules.wildcard.is_some() {
            return None;
        }
        let mut x = a.clone();
        let i =
            x.big_hands.iter().position(|b| !b.0.is_situational() && b.0 != BigHand::QingYiSe)?;
        x.big_hands.remove(i);
        resum(&mut x);
        Some((x, payers_of(c)))
    }),
    // Shapes that exclude each other: 七小对 with 豪华七小对, seven pairs
    // with 碰碰胡 or 全求人, 将将胡 with 清一色.
    ("excluding shapes", |a, c, _, r| {
        let pairs = [
            (BigHand::QiXiaoDui, BigHand::HaoHuaQiXiaoDui, 2),
            (BigHand::HaoHuaQiXiaoDui, BigHand::QiXiaoDui, 1),
            (BigHand::QiXiaoDui, BigHand::PengPengHu, 1),
            (BigHand::PengPengHu, BigHand::QiXiaoDui, 1),
            (BigHand::QuanQiuRen, BigHand::QiXiaoDui, 1),
            (BigHand::JiangJiangHu, BigHand::QingYiSe, 1),
            (BigHand::QingYiSe, BigHand::JiangJiangHu, 1),
        ];
        let mut x = a.clone();
        let options: Vec<_> =
            pairs.iter().filter(|p| x.big_hands.iter().any(|b| b.0 == p.0)).collect();
        let &&(_, add, units) = options.get(r.random_range(0..options.len().max(1)))?;
        add_hand(&mut x, add, units).then_some(())?;
        Some((x, payers_of(c)))
    }),
];

#[test]
fn every_corruption_of_a_real_analysis_fails() {
    let mut applied = vec![0usize; CORRUPTIONS.len()];
    for (i, rules) in rule_sets().iter().enumerate() {
        let mut rng = seeded(0xBAD + i as u64);
        for (a, ctx) in real_analyses(0xFACE + i as u64, rules, 2000) {
            for (k, (name, corrupt)) in CORRUPTIONS.iter().enumerate() {
                let Some((bad, payers)) = corrupt(&a, &ctx, rules, &mut rng) else { continue };
                match bad.check(payers, rules) {
                    Err(Error::BadAnalysis(message)) => assert!(!message.is_empty()),
                    other => panic!("{name}: {other:?} for {bad:?} (from {a:?}, {ctx:?})"),
                }
                applied[k] += 1;
            }
        }
    }
    for ((name, _), n) in CORRUPTIONS.iter().zip(&applied) {
        assert!(*n >= 20, "corruption {name:?} applied only {n} times");
    }
}

#[test]
fn the_issue_reproducers_are_refused_with_their_reason() {
    let rules = RuleSet::changsha();
    let pengpeng = analyze_win(
        &Hand::parse("111222333m444s55p", "", &rules).unwrap(),
        &rules,
        &WinContext::default(),
    )
    .unwrap()
    .unwrap();
    let reason = |a: &WinAnalysis, p: Payers| match a.check(p, &rules) {
        Err(Error::BadAnalysis(m)) => m,
        other => panic!("{other:?}"),
    };
    // 碰碰胡 worth 255 units.
    let mut a = pengpeng.clone();
    a.big_hands = vec![(BigHand::PengPengHu, 255)];
    a.units = 255;
    assert!(reason(&a, Payers::One(0)).contains("碰碰胡 is worth 1-1 unit(s), not 255"));
    // All thirteen big hands at once.
    let mut a = pengpeng.clone();
    a.big_hands = BigHand::ALL.iter().map(|b| (*b, *b.units().start())).collect();
    a.units = a.big_hands.iter().map(|b| b.1).sum();
    assert!(reason(&a, Payers::AllOthers).contains("cannot be one hand"));
    // A win with no target.
    let mut a = pengpeng.clone();
    a.targets.clear();
    assert!(reason(&a, Payers::One(0)).contains("no target"));
    // Small with a big hand.
    let mut a = pengpeng.clone();
    a.small = true;
    assert!(reason(&a, Payers::One(0)).contains("small = true"));
    // Units not the sum.
    let mut a = pengpeng.clone();
    a.units = 7;
    assert!(reason(&a, Payers::One(0)).contains("add up to 1"));
    // 天胡 paid by a discarder.
    let mut a = pengpeng.clone();
    add_hand(&mut a, BigHand::TianHu, 1);
    assert!(a.check(Payers::AllOthers, &rules).is_ok());
    assert!(reason(&a, Payers::One(3)).contains("天胡 is self-drawn"));
    // 天胡 with 地胡.
    add_hand(&mut a, BigHand::DiHu, 1);
    assert!(reason(&a, Payers::AllOthers).contains("天胡 is won by self-draw and 地胡"));
}
