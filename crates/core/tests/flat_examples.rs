//! The worked examples of `variants.md` §4.1 (转转, Z1–Z10) and §4.2 (红中,
//! H1–H10), to the point and zero-sum: every example's settlement through
//! [`win_payments`] with the hand checked as a win and the birds counted by
//! [`bird_hits`], and the examples whose play matters (kongs, 抢杠胡, 一炮多响,
//! 有红中不接炮, 四红中, a drawn hand) played out on rigged walls.
//!
//! Seats: A = 0, B = 1, C = 2, D = 3. A wins unless the example says not.

use majiang_core::game::flat::{FlatWin, bird_hits, kong_payments, win_payments};
use majiang_core::game::{Action, Event, Game, Payment, PaymentReason, Phase, Wall};
use majiang_core::notation::parse_tiles;
use majiang_core::{Hand, Meld, RuleSet, Tile, is_win, waits};

fn tiles(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

fn total(lines: &[Payment]) -> [i32; 4] {
    let mut d = [0; 4];
    for p in lines {
        for (s, x) in p.deltas().iter().enumerate() {
            d[s] += x;
        }
    }
    d
}

/// Settles one example directly: `hand` (14 tiles with the win tile,
/// `melds` in `Hand::parse` notation) must win; `birds` are counted for
/// the winner (seat 0, dealer 0 unless `dealer` says otherwise).
fn settle(rules: &RuleSet, hand: &str, melds: &str, kind: FlatWin, birds: &str) -> [i32; 4] {
    let h = Hand::parse(hand, melds, rules).unwrap();
    assert!(is_win(&h, rules), "{hand} {melds} does not win");
    let holds = h.concealed().get(Tile::RED_DRAGON) > 0;
    let hits = bird_hits(rules, &tiles(birds), 0, 0);
    let d = total(&win_payments(rules, 0, kind, 0, holds, hits));
    assert_eq!(d.iter().sum::<i32>(), 0);
    d
}

#[test]
fn zhuanzhuan_examples_settle_to_the_point() {
    let zz = RuleSet::zhuanzhuan();
    let ron = |from| FlatWin::Discard { from };
    let tsumo = FlatWin::SelfDraw;
    // Z1: 5p ron from B, no bird hits: B pays 1.
    assert_eq!(settle(&zz, "123m456m789s234p55p", "", ron(1), "2m7s4p8m"), [1, -1, 0, 0]);
    // Z2: self-draw, 2 hits: each pays 4.
    assert_eq!(settle(&zz, "123m456m789s234p55p", "", tsumo, "1s5m3p6s"), [12, -4, -4, -4]);
    // Z3: seven pairs self-drawn on 9p, 2 hits: no pattern bonus.
    assert_eq!(settle(&zz, "11m33m55s77s22p44p99p", "", tsumo, "9s9p2m4s"), [12, -4, -4, -4]);
    // Z4: 碰碰胡 on C's 6p, 3 hits: C pays 4.
    assert_eq!(settle(&zz, "444p777s66p", "peng:2m peng:8s", ron(2), "5p1m9p3s"), [4, 0, -4, 0]);
    // Z5: 清一色 on D's 5m, no hits: D pays 1 (flat).
    assert_eq!(settle(&zz, "123m345m678m999m55m", "", ron(3), "2p4s6m8m"), [1, 0, 0, -1]);
    // Z6: robs C's 补杠 6s, 2 hits, 包三家: C pays 12; without it 3.
    let rob = FlatWin::RobKong { from: 2 };
    assert_eq!(settle(&zz, "123m456p789p11s456s", "", rob, "1p5s7m8p"), [12, 0, -12, 0]);
    let mut no_all = zz;
    no_all.flat.rob_kong_pays_all = false;
    assert_eq!(settle(&no_all, "123m456p789p11s456s", "", rob, "1p5s7m8p"), [3, 0, -3, 0]);
    // Z7: a concealed kong (+6), then 杠上开花 with 2 hits (each 4): A +18.
    let kong = total(&kong_payments(&zz, 0, Meld::an_gang(t("7p")), None));
    let win = settle(&zz, "123m456m789s11s", "an_gang:7p", tsumo, "5m6m9s2p");
    assert_eq!([0, 1, 2, 3].map(|s| kong[s] + win[s]), [18, -6, -6, -6]);
    // Z8: A and C on D's 3m, 2 hits each: D pays A 3 and C 3.
    let hits = bird_hits(&zz, &tiles("1m2s9p4m"), 3, 0);
    assert_eq!(hits, 2);
    let a = total(&win_payments(&zz, 0, ron(3), 0, false, hits));
    let c = total(&win_payments(&zz, 2, ron(3), 0, false, hits));
    assert_eq!([0, 1, 2, 3].map(|s| a[s] + c[s]), [3, 0, 3, -6]);
    // Z9: A's kong on B's 8m (B pays 1), then a self-draw with no hits.
    let kong = total(&kong_payments(&zz, 0, Meld::gang(t("8m")), Some(1)));
    let win = settle(&zz, "123p456p789s11s", "gang:8m", tsumo, "2m3s4p6m");
    assert_eq!([0, 1, 2, 3].map(|s| kong[s] + win[s]), [7, -3, -2, -2]);
    // Z10 (a drawn hand voids the kong) is played below.
}

#[test]
fn hongzhong_examples_settle_to_the_point() {
    let hz = RuleSet::hongzhong();
    let tsumo = FlatWin::SelfDraw;
    // H1: no 红中, 2 hits (1p, 中): (2+2)×2 = 8 each.
    assert_eq!(settle(&hz, "123m456m789p234s55s", "", tsumo, "1p4m5z8s"), [24, -8, -8, -8]);
    // H2: 中 as 6m, 2 hits: 4 each, no doubling.
    assert_eq!(settle(&hz, "123m45m5z789p234s55s", "", tsumo, "3m5p6s9s"), [12, -4, -4, -4]);
    // H3: no 红中, 1m from C, 2 hits: C pays (1+2)×2 = 6.
    let ron_c = FlatWin::Discard { from: 2 };
    assert_eq!(settle(&hz, "11m234m567p789p345s", "", ron_c, "5m2p9p6s"), [6, 0, -6, 0]);
    // H4: holding 中, self-drawn 1m, no hits: 2 each (the refused 4m is played below).
    assert_eq!(settle(&hz, "123m456p789p345s1s5z", "", tsumo, "2m3s4p6m"), [6, -2, -2, -2]);
    // H5: seven pairs, 中 pairs 5m, 4 hits (1s, 1m, 5p, 中): 2+4 each.
    assert_eq!(settle(&hz, "11m33m5m5z66p88p22s99s", "", tsumo, "1s1m5p5z"), [18, -6, -6, -6]);
    // H6: four 红中 dealt, a self-draw, no hits: 2 each (played below too).
    let h = Hand::parse("5555z123m456p789s1m", "", &hz).unwrap();
    assert!(hz.four_wildcards_win(&h, true));
    let hits = bird_hits(&hz, &tiles("2m3p4s6m"), 0, 0);
    assert_eq!(total(&win_payments(&hz, 0, tsumo, 0, true, hits)), [6, -2, -2, -2]);
    // H7: a 红中 pair, 2 hits: 4 each.
    assert_eq!(settle(&hz, "123m456m789p234s5z5z", "", tsumo, "5s8m9m2p"), [12, -4, -4, -4]);
    // H8: no 红中, robs B's 补杠 5p, 1 hit: B pays (2×3 + 1×3)×2 = 18.
    let rob = FlatWin::RobKong { from: 1 };
    assert_eq!(settle(&hz, "345p123m456m789s22s", "", rob, "1m4m6s8p"), [18, -18, 0, 0]);
    // H9: A and C (no 红中) on D's 6s, 2 hits (9s, 中): (1+2)×2 = 6 each.
    let hits = bird_hits(&hz, &tiles("9s2m5z3p"), 3, 0);
    let ron_d = FlatWin::Discard { from: 3 };
    let a = total(&win_payments(&hz, 0, ron_d, 0, false, hits));
    let c = total(&win_payments(&hz, 2, ron_d, 0, false, hits));
    assert_eq!([0, 1, 2, 3].map(|s| a[s] + c[s]), [6, 0, 6, -12]);
    // H10: a concealed kong of 3s (+6), then a self-draw holding one 中, 2 hits.
    let kong = total(&kong_payments(&hz, 0, Meld::an_gang(t("3s")), None));
    let win = settle(&hz, "123m456m789p5s5z", "an_gang:3s", tsumo, "5m5p2s4m");
    assert_eq!([0, 1, 2, 3].map(|s| kong[s] + win[s]), [18, -6, -6, -6]);
}

// ----- played out on rigged walls ---------------------------------------------

/// Hands far from ready for the seats an example does not use: singles
/// three apart, from what the example leaves of the set.
fn fillers(
    rules: &RuleSet,
    used: &[Tile],
    seats: &[usize],
    dealer: usize,
) -> Vec<(usize, Vec<Tile>)> {
    let mut left = [0u8; 27];
    left.fill(4);
    for x in used {
        if x.index() < 27 {
            left[x.index()] -= 1;
        }
    }
    let order: Vec<usize> =
        [0, 3, 6, 1, 4, 7, 2, 5, 8].iter().flat_map(|&n| [n, 9 + n, 18 + n]).collect();
    let mut out = Vec::new();
    for &s in seats {
        let want = if s == dealer { 14 } else { 13 };
        let mut hand = Vec::new();
        for &k in order.iter().cycle().take(27 * 4) {
            if hand.len() == want {
                break;
            }
            if left[k] > 0 && !hand.contains(&Tile::from_id(k as i64).unwrap()) {
                left[k] -= 1;
                hand.push(Tile::from_id(k as i64).unwrap());
            }
        }
        assert_eq!(hand.len(), want);
        let h = Hand::from_tiles(&hand[..13], &[], rules).unwrap();
        assert!(waits(&h, rules).unwrap().is_empty(), "filler {h} is ready");
        out.push((s, hand));
    }
    out
}

/// A rigged hand: `hands` for the seats an example uses (the rest
/// fillers), `draws` from the front after the deal, `end` from the back.
fn rigged(rules: RuleSet, dealer: usize, hands: &[(usize, &str)], draws: &str, end: &str) -> Game {
    let mut set: [Vec<Tile>; 4] = Default::default();
    let mut used = tiles(draws);
    used.extend(tiles(end));
    for &(s, h) in hands {
        set[s] = tiles(h);
        used.extend(tiles(h));
    }
    let rest: Vec<usize> = (0..4).filter(|s| !hands.iter().any(|(x, _)| x == s)).collect();
    for (s, h) in fillers(&rules, &used, &rest, dealer) {
        set[s] = h;
    }
    let wall = Wall::stacked(&rules, dealer, &set, &tiles(draws), &tiles(end)).unwrap();
    Game::from_wall(rules, wall, dealer).unwrap()
}

/// Plays `script` (seat, action) in order; every other decision is a pass
/// or 摸切 (discarding the drawn tile). Returns every event.
fn drive(game: &mut Game, script: &[(usize, Action)]) -> Vec<Event> {
    let mut events = Vec::new();
    let mut next = 0;
    for _ in 0..1000 {
        let Some(first) = game.next_to_act() else { break };
        // A scripted step waits until it is legal (a win on a given draw).
        let scripted = script.get(next).filter(|(s, a)| game.legal(*s).contains(a));
        let (seat, action) = match scripted {
            Some(&step) => {
                next += 1;
                step
            }
            None => {
                let obs = game.observation(first).unwrap();
                let a = match (obs.phase, obs.drawn) {
                    (Phase::Turn { .. }, Some(d)) if obs.is_legal(Action::Discard(d)) => {
                        Action::Discard(d)
                    }
                    (Phase::Turn { .. }, _) => {
                        *obs.legal.iter().find(|a| matches!(a, Action::Discard(_))).unwrap()
                    }
                    _ => Action::Pass,
                };
                (first, a)
            }
        };
        events.extend(game.apply(seat, action).unwrap_or_else(|e| panic!("{seat} {action}: {e}")));
    }
    assert_eq!(next, script.len(), "the script did not play out");
    assert!(game.is_finished());
    events
}

fn result_of(game: &Game) -> ([i32; 4], usize) {
    let r = game.result().unwrap();
    assert_eq!(r.deltas.iter().sum::<i32>(), 0);
    assert_eq!(total(&r.payments), r.deltas);
    (r.deltas, r.next_dealer)
}

#[test]
fn z7_a_concealed_kong_then_a_win_on_its_replacement() {
    let mut g = rigged(RuleSet::zhuanzhuan(), 0, &[(0, "7777p123m456m789s1s")], "", "1s5m6m9s2p");
    let events = drive(&mut g, &[(0, Action::AnGang(t("7p"))), (0, Action::Hu)]);
    assert_eq!(result_of(&g), ([18, -6, -6, -6], 0));
    // The events: the kong paid at once, then the win with its lines.
    assert!(events.contains(&Event::Settled {
        reason: majiang_core::game::SettleReason::KongFee,
        deltas: [6, -2, -2, -2]
    }));
    let won = events.iter().find_map(|e| match e {
        Event::Won(w) => Some(w),
        _ => None,
    });
    let won = won.unwrap();
    assert_eq!((won.deltas, total(&won.payments)), ([12, -4, -4, -4], [12, -4, -4, -4]));
    assert!(Event::Won(won.clone()).to_string().contains("seat 1 pays 2 (birds ×2)"));
    let r = g.result().unwrap();
    assert_eq!(r.birds, tiles("5m6m9s2p"));
    let kongs = r.payments.iter().filter(|p| p.reason == PaymentReason::ConcealedKong).count();
    let birds = r.payments.iter().filter(|p| p.reason == PaymentReason::Birds { hits: 2 }).count();
    assert_eq!((kongs, birds), (3, 3));
}

#[test]
fn z9_a_kong_on_a_discard_then_a_self_draw() {
    let hands = [(0, "888m123p456p789s1s"), (1, "8m1m4m7m1p4p7p2s5s8s3m6m9m3p")];
    let mut g = rigged(RuleSet::zhuanzhuan(), 1, &hands, "", "1s2m3s4p6m");
    drive(&mut g, &[(1, Action::Discard(t("8m"))), (0, Action::Gang), (0, Action::Hu)]);
    assert_eq!(result_of(&g), ([7, -3, -2, -2], 0));
}

#[test]
fn z6_and_h8_robbing_a_bu_gang_pays_for_all_three() {
    // C deals, discards 9m; D discards 6s, C pengs it, discards 9p; D, A,
    // B draw and discard; C draws the last 6s and adds it: A robs it.
    let play = |rules: RuleSet, a_hand: &str, birds: &str| {
        let hands =
            [(0, a_hand), (2, "66s9m9p1m4m7m1p4p7p2s3m8m8p"), (3, "6s1m2m3m4m5m6m7m8m9m1p2p3p")];
        let mut g = rigged(rules, 2, &hands, "9s9s2p3p6s", birds);
        drive(
            &mut g,
            &[
                (2, Action::Discard(t("9m"))),
                (3, Action::Discard(t("6s"))),
                (2, Action::Peng),
                (2, Action::Discard(t("9p"))),
                (2, Action::BuGang(t("6s"))),
                (0, Action::Hu),
            ],
        );
        g
    };
    let zz = RuleSet::zhuanzhuan();
    let g = play(zz, "123m456p789p11s45s", "1p5s7m8p");
    assert_eq!(result_of(&g), ([12, 0, -12, 0], 0));
    // The robbed kong earned nothing.
    assert!(g.result().unwrap().payments.iter().all(|p| p.reason != PaymentReason::AddedKong));
    let mut no_all = zz;
    no_all.flat.rob_kong_pays_all = false;
    assert_eq!(result_of(&play(no_all, "123m456p789p11s45s", "1p5s7m8p")).0, [3, 0, -3, 0]);
    // H8 (红中, no 红中 in A's hand, one hit), with C as the konger here
    // and its 6s bird (a miss) played as 7s, since all four 6s are in play.
    let g = play(RuleSet::hongzhong(), "123m456m789p55s45s", "1m4m7s8p");
    assert_eq!(result_of(&g).0, [18, 0, -18, 0]);
}

#[test]
fn z8_and_h9_one_discard_two_winners_the_discarder_deals_next() {
    let hands =
        [(0, "12m456p789p123s55s"), (2, "45m789p123s456s99s"), (3, "3m1m4m7m1p4p7p2s5s8s3p6p9p2m")];
    let mut g = rigged(RuleSet::zhuanzhuan(), 3, &hands, "", "1m2s9p4m");
    drive(&mut g, &[(3, Action::Discard(t("3m"))), (0, Action::Hu), (2, Action::Hu)]);
    assert_eq!(result_of(&g), ([3, 0, 3, -6], 3));
    // H9: 6s from D, both without 红中; birds 9s2m中3p hit twice.
    let hands =
        [(0, "123m456m789p45s11s"), (2, "234m567m345p45s99p"), (3, "6s1m4m7m1p4p7p2s8s3p6p9p2m5m")];
    let mut g = rigged(RuleSet::hongzhong(), 3, &hands, "", "9s2m5z3p");
    drive(&mut g, &[(3, Action::Discard(t("6s"))), (0, Action::Hu), (2, Action::Hu)]);
    assert_eq!(result_of(&g), ([6, 0, 6, -12], 3));
    // Without 一炮多响 the first in turn order from D wins alone.
    let mut single = RuleSet::zhuanzhuan();
    single.flat.multiple_winners = false;
    let hands =
        [(0, "12m456p789p123s55s"), (2, "45m789p123s456s99s"), (3, "3m1m4m7m1p4p7p2s5s8s3p6p9p2m")];
    let mut g = rigged(single, 3, &hands, "", "1m2s9p4m");
    drive(&mut g, &[(3, Action::Discard(t("3m"))), (0, Action::Hu), (2, Action::Hu)]);
    assert_eq!(result_of(&g), ([3, 0, 0, -3], 0));
}

#[test]
fn z10_a_drawn_hand_voids_the_kong_and_the_last_drawer_deals() {
    let play = |rules: RuleSet| {
        let mut g = rigged(rules, 0, &[(0, "7777p1m4m7m1s4s7s2m5m8m3s")], "", "");
        let events = drive(&mut g, &[(0, Action::AnGang(t("7p")))]);
        assert!(events.contains(&Event::ExhaustiveDraw));
        let last = events
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::Drew { seat, .. } => Some(*seat),
                _ => None,
            })
            .unwrap();
        (result_of(&g), last)
    };
    let ((deltas, next), last) = play(RuleSet::zhuanzhuan());
    assert_eq!((deltas, next), ([0; 4], last));
    let mut stands = RuleSet::zhuanzhuan();
    stands.flat.kong_points_on_draw = true;
    assert_eq!(play(stands).0.0, [6, -2, -2, -2]);
}

#[test]
fn h4_a_hand_holding_hongzhong_may_not_win_on_a_discard() {
    // B deals and discards 4m: A (waiting on 1m/4m, holding 中) is not
    // asked; C and D 摸切; A self-draws 1m.
    let hands = [(0, "23m456p789p345s1s5z"), (1, "4m1m7m1p4p7p2s5s8s3p6p9p9m3m")];
    let mut g = rigged(RuleSet::hongzhong(), 1, &hands, "8p8s1m", "2m3s4p6m");
    let mut probe = g.clone();
    probe.apply(1, Action::Discard(t("4m"))).unwrap();
    assert!(probe.legal(0).is_empty(), "A may not 接炮 holding 中");
    let before = g.clone();
    assert!(g.apply(0, Action::Hu).is_err());
    assert_eq!(g, before);
    drive(&mut g, &[(1, Action::Discard(t("4m"))), (0, Action::Hu)]);
    assert_eq!(result_of(&g), ([6, -2, -2, -2], 0));
    // The same hand without 中 (a real 1s pair) wins on the 4m.
    let hands = [(0, "23m456p789p345s1s1s"), (1, "4m1m7m1p4p7p2s5s8s3p6p9p9m3m")];
    let mut g = rigged(RuleSet::hongzhong(), 1, &hands, "", "2m3s4p6m");
    drive(&mut g, &[(1, Action::Discard(t("4m"))), (0, Action::Hu)]);
    // 1 + no hits, ×2 without 红中.
    assert_eq!(result_of(&g).0, [2, -2, 0, 0]);
}

#[test]
fn h6_four_hongzhong_dealt_win_at_once() {
    let hz = RuleSet::hongzhong();
    let mut g = rigged(hz, 0, &[(0, "5555z1m4m7m1p4p7p2s5s8s3m")], "", "2m3p4s6m");
    assert!(g.legal(0).contains(&Action::Hu));
    drive(&mut g, &[(0, Action::Hu)]);
    assert_eq!(result_of(&g), ([6, -2, -2, -2], 0));
    // A player other than the dealer wins on its first turn.
    let mut g = rigged(hz, 0, &[(1, "5555z1m4m7m1p4p7p2s5s8s")], "9m", "2m3p4s6m");
    drive(&mut g, &[(0, Action::Discard(t("1m"))), (1, Action::Hu)]);
    assert_eq!(result_of(&g), ([-2, 6, -2, -2], 1));
    // Off: four 红中 are four wildcards like any others.
    let mut off = hz;
    off.set_four_red_dragons(0).unwrap();
    let g = rigged(off, 0, &[(0, "5555z1m4m7m1p4p7p2s5s8s3m")], "", "2m3p4s6m");
    assert!(!g.legal(0).contains(&Action::Hu));
}

#[test]
fn hongzhong_is_never_discarded_claimed_or_melded_and_no_chi() {
    let hz = RuleSet::hongzhong();
    let g = rigged(hz, 0, &[(0, "5z123m456p789s1s2s3s4s")], "", "");
    for a in [Action::Discard(Tile::RED_DRAGON), Action::AnGang(Tile::RED_DRAGON)] {
        let mut copy = g.clone();
        assert!(copy.apply(0, a).is_err(), "{a}");
        assert_eq!(copy, g);
    }
    // No 吃 without the option: B holds 23s and is not asked about 1s…
    let hands = [(0, "1s123m456p789s1s2m3m4m"), (1, "23s1m4m7m1p4p7p5s8s3p6p9p")];
    let mut g = rigged(hz, 0, &hands, "", "");
    g.apply(0, Action::Discard(t("1s"))).unwrap();
    assert!(!g.legal(1).iter().any(|a| matches!(a, Action::Chi(_))));
    // …and is with it.
    let mut chi = hz;
    chi.chi = true;
    let mut g = rigged(chi, 0, &hands, "", "");
    g.apply(0, Action::Discard(t("1s"))).unwrap();
    assert!(g.legal(1).contains(&Action::Chi(t("1s"))));
}

#[test]
fn every_bird_rule_counts_as_the_reference_says() {
    let mut r = RuleSet::hongzhong();
    // 159中鸟: 1, 5, 9 and 红中.
    assert_eq!(bird_hits(&r, &tiles("1m5p9s5z2m3p"), 2, 0), 4);
    // By seat from the dealer (seat 1): 1/5/9 the dealer, 2/6 the next…;
    // a 红中 always hits.
    r.set_bird_rule(1).unwrap();
    let birds = tiles("1m2m3m4m5m6p5z");
    assert_eq!(bird_hits(&r, &birds, 1, 1), 3); // 1m, 5m, 中
    assert_eq!(bird_hits(&r, &birds, 2, 1), 3); // 2m, 6p, 中
    assert_eq!(bird_hits(&r, &birds, 0, 1), 2); // 4m, 中
    // 一鸟全中: one bird worth its rank, 红中 10.
    r.set_bird_rule(2).unwrap();
    assert_eq!(bird_hits(&r, &tiles("7s"), 0, 0), 7);
    assert_eq!(bird_hits(&r, &tiles("5z"), 0, 0), 10);
    // 摸几奖几: every bird drawn (the win tile's rank of them) a hit.
    r.set_bird_rule(3).unwrap();
    assert_eq!(bird_hits(&r, &tiles("2m3m4m"), 0, 0), 3);
    // Doubling bird points: each hit doubles the line; then 无红中加倍.
    r.set_bird_rule(0).unwrap();
    r.set_bird_points(3).unwrap();
    let d = total(&win_payments(&r, 0, FlatWin::Discard { from: 1 }, 0, false, 2));
    assert_eq!(d, [8, -8, 0, 0]); // 1 × 2² × 2
    // 庄闲分: +1 on the lines involving the dealer (seat 2), before birds.
    let mut zz = RuleSet::zhuanzhuan();
    zz.table.dealer_bonus = true;
    let d = total(&win_payments(&zz, 0, FlatWin::SelfDraw, 2, false, 1));
    assert_eq!(d, [10, -3, -4, -3]);
    let lines = win_payments(&zz, 0, FlatWin::SelfDraw, 2, false, 1);
    assert_eq!(lines.iter().filter(|p| p.reason == PaymentReason::DealerBonus).count(), 1);
}

/// `winner` (not the dealer, seat 0) waits on 5p alone and draws it as
/// the tile `end` places it at (the other 5p are held by a 摸切 seat);
/// everyone else 摸切 until then.
fn late_win(rules: RuleSet, winner: usize, end: &str) -> Game {
    let holder = if winner == 3 { 2 } else { winner + 1 };
    let hands = [(winner, "123m456m789s111p5p"), (holder, "5p5p1m4m7m1s4s7s2m5m8m3s6s")];
    let mut g = rigged(rules, 0, &hands, "", end);
    drive(&mut g, &[(winner, Action::Hu)]);
    g
}

#[test]
fn birds_on_a_short_wall_and_an_empty_one() {
    let zz = RuleSet::zhuanzhuan();
    // The 53rd of 55 draws (seat 1): two tiles left, both drawn as birds
    // (9p and 5s hit): each pays 2 + 2.
    let g = late_win(zz, 1, "9p5s5p");
    assert_eq!(g.result().unwrap().birds, tiles("9p5s"));
    assert_eq!(result_of(&g), ([-4, 12, -4, -4], 1));
    // The last tile (seat 3): no bird left, each pays 2.
    let g = late_win(zz, 3, "5p");
    assert!(g.result().unwrap().birds.is_empty());
    assert_eq!(result_of(&g).0, [-2, -2, -2, 6]);
    // 一鸟全中 on an empty wall takes the win tile (5p: 5 points a line).
    let mut one = zz;
    one.set_bird_rule(2).unwrap();
    let g = late_win(one, 3, "5p");
    assert_eq!(g.result().unwrap().birds, tiles("5p"));
    assert_eq!(result_of(&g).0, [-7, -7, -7, 21]);
}

#[test]
fn a_bu_gang_of_a_passed_kong_earns_nothing() {
    let added = |g: &Game| {
        let r = g.result().unwrap();
        r.payments.iter().filter(|p| p.reason == PaymentReason::AddedKong).count()
    };
    let b = (1, "5m1m4m7m1p4p7p2s5s8s3p6p9p2m");
    // A pengs B's 5m holding three (过杠), then adds the fourth at once.
    let mut g = rigged(RuleSet::zhuanzhuan(), 1, &[(0, "555m1p4p7p1s4s7s3m6m9m3s"), b], "", "");
    let script = [(1, Action::Discard(t("5m"))), (0, Action::Peng), (0, Action::BuGang(t("5m")))];
    drive(&mut g, &script);
    assert_eq!(added(&g), 0);
    // Holding two, A pengs and later draws the fourth: 1 from each.
    let mut g =
        rigged(RuleSet::zhuanzhuan(), 1, &[(0, "55m1p4p7p1s4s7s3m6m9m3s9s"), b], "2p2p2p5m", "");
    drive(&mut g, &script);
    assert_eq!(added(&g), 3);
}

/// The analysis of a win agrees with what the flat engine records: small,
/// no big hand, whatever the shape (七对 and 豪华七对 are Changsha's big
/// hands, not the flat tables'); the 四川 and 国标 rules are refused, since
/// their hands count fan.
#[test]
fn the_analysis_of_a_flat_win_is_small_and_other_families_are_refused() {
    use majiang_core::{WinContext, analyze_win};
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        for (hand, win) in [
            ("11223344556677m", true),
            ("11112233445566m", true),
            ("123m456m789m123p55s", true),
            ("123m456m789m123p56s", false),
        ] {
            let h = Hand::parse(hand, "", &rules).unwrap();
            let a = analyze_win(&h, &rules, &WinContext::default()).unwrap();
            assert_eq!(a.is_some(), win, "{} {hand}", rules.name);
            assert_eq!(a.is_some(), is_win(&h, &rules), "{} {hand}", rules.name);
            if let Some(a) = a {
                assert!(
                    a.small && a.big_hands.is_empty() && a.units == 0,
                    "{} {hand}: {a:?}",
                    rules.name
                );
            }
        }
    }
    // Each family names the call that answers for it, word for word.
    for (rules, instead) in [
        (RuleSet::sichuan(), "under the sichuan rules a hand counts fan: sichuan::analyze"),
        (RuleSet::mcr(), "under the mcr rules a hand counts the 81 fans: mcr::score"),
    ] {
        let h = Hand::parse("123m456m789m123p55s", "", &rules).unwrap();
        let err = analyze_win(&h, &rules, &WinContext::default()).unwrap_err().to_string();
        assert_eq!(
            err,
            format!(
                "analyze_win counts the big hands of the Changsha family (长沙, 转转, 红中); {instead}"
            ),
            "{}",
            rules.name
        );
    }
}
