//! The worked examples of `variants.md` §4.3 (血战到底, the §3.8 defaults)
//! played through the engine on stacked walls: each win's payment lines to
//! the point. Exchange is off so the dealt hands are the hands played; the
//! void suits are declared as the examples give them. Seats: A 0, B 1, C 2,
//! D 3. The other hands are made up so that nobody else can claim.
//!
//! X6, X7 and X10 need several wins or melds before the point they make:
//! they are resumed just before it (a `MidHand` with earlier wins, melds and
//! kong lines), in the engine's own tests (`game::sichuan`).

use majiang_core::ai::DrawDiscard;
use majiang_core::game::{Action, Game, Payment, PaymentReason, Phase, Wall, ask};
use majiang_core::notation::parse_tiles;
use majiang_core::{RuleSet, Suit};

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;

fn sichuan() -> RuleSet {
    let mut r = RuleSet::sichuan();
    r.set_exchange(0).unwrap();
    r
}

/// A hand on a stacked wall: `hands` dealt (the dealer's 14 first in its
/// seat), `draws` from the front, `end` kong replacements; then 定缺.
fn table(dealer: usize, hands: [&str; 4], draws: &str, end: &str, voids: [Suit; 4]) -> Game {
    let rules = sichuan();
    let hands = hands.map(|h| parse_tiles(h).unwrap());
    let wall = Wall::stacked(
        &rules,
        dealer,
        &hands,
        &parse_tiles(draws).unwrap(),
        &parse_tiles(end).unwrap(),
    )
    .unwrap();
    let mut g = Game::from_wall(rules, wall, dealer).unwrap();
    assert_eq!(g.phase(), Phase::DingQue);
    for (s, v) in voids.into_iter().enumerate() {
        g.apply(s, Action::DingQue(v)).unwrap();
    }
    g
}

fn act(g: &mut Game, seat: usize, action: &str) {
    let a: Action = action.parse().unwrap();
    g.apply(seat, a).unwrap_or_else(|e| panic!("seat {seat} {action}: {e}"));
}

/// Every pending seat passes (a claim nobody takes).
fn pass_all(g: &mut Game) {
    while let Some(s) = g.next_to_act() {
        if !matches!(g.phase(), Phase::Claim { .. }) {
            return;
        }
        g.apply(s, Action::Pass).unwrap();
    }
}

fn line(from: usize, to: usize, points: i32, reason: PaymentReason) -> Payment {
    Payment { from, to, points, reason }
}

/// The lines of every win so far (a finished hand's result, or the table's
/// events while it goes on).
fn win_lines(g: &mut Game) -> Vec<Payment> {
    finish(g);
    g.result().unwrap().wins.iter().flat_map(|w| w.payments.clone()).collect()
}

/// Plays the rest of the hand with 摸切 agents.
fn finish(g: &mut Game) {
    let mut agents = [DrawDiscard; 4];
    while let Some(s) = g.next_to_act() {
        let obs = g.observation(s).unwrap();
        let a = ask(&mut agents[s], &obs);
        let a = if obs.is_legal(a) { a } else { obs.legal[0] };
        g.apply(s, a).unwrap();
    }
}

use Suit::{Tiao as S, Tong as P, Wan as M};

#[test]
fn x1_a_plain_win_on_a_discard_pays_one() {
    let mut g = table(
        B,
        [
            "123m456m234p678p9p",
            "9p11s22s33s44s55s66s7s",
            "77m88m99m77s88s99s5p",
            "11p55p33s11m22m6m88s",
        ],
        "",
        "",
        [S, P, P, M],
    );
    act(&mut g, B, "discard 9p");
    assert_eq!(g.legal_actions(A), vec![Action::Pass, Action::Hu]);
    act(&mut g, A, "hu");
    assert!(g.table()[A].has_left(), "the winner leaves");
    assert_eq!(g.deltas(), [1, -1, 0, 0]);
    let first = win_lines(&mut g)[0];
    assert_eq!(first, line(B, A, 1, PaymentReason::Win));
}

#[test]
fn x2_a_self_draw_after_one_winner_charges_the_two_left() {
    // C deals and wins on the deal (no 天地胡 option: a 平胡 self-draw).
    let mut g = table(
        C,
        [
            "234p567p1s345s789s",
            "55m66m88m22s66s11m9m",
            "123m456m789m11p234p",
            "77m33m44m88s99s77s2m",
        ],
        "9p1s",
        "",
        [M, P, S, P],
    );
    act(&mut g, C, "hu");
    assert_eq!(g.deltas(), [-2, -2, 6, -2], "天胡 without the option: 0 fan, 1 + 1 each");
    // D draws 9p (its void) and must let it go; A draws 1s and wins.
    assert_eq!(g.legal_actions(D), vec![Action::Discard("9p".parse().unwrap())]);
    act(&mut g, D, "discard 9p");
    pass_all(&mut g);
    act(&mut g, A, "hu");
    let lines = win_lines(&mut g);
    assert_eq!(
        lines[6..10],
        [
            line(B, A, 1, PaymentReason::Win),
            line(B, A, 1, PaymentReason::SelfDrawBonus),
            line(D, A, 1, PaymentReason::Win),
            line(D, A, 1, PaymentReason::SelfDrawBonus),
        ],
        "C has left: only B and D pay, 1 + 1 each (A +4)"
    );
}

#[test]
fn x3_two_win_on_one_discard_and_the_discarder_deals_next() {
    let mut g = table(
        B,
        [
            "222m555p777m999p8p",
            "8p11m33m44m55m66m88m9m",
            "67p123s456s789s55s",
            "11s22s33s44s66s88s1p",
        ],
        "",
        "",
        [S, P, M, P],
    );
    act(&mut g, B, "discard 8p");
    act(&mut g, C, "hu");
    act(&mut g, A, "hu");
    let mut lines = win_lines(&mut g);
    lines.truncate(2);
    lines.sort_by_key(|p| p.to);
    assert_eq!(
        lines,
        [line(B, A, 2, PaymentReason::Win), line(B, C, 1, PaymentReason::Win)],
        "A 对对胡 1 fan = 2, C 平胡 = 1"
    );
    let r = g.result().unwrap();
    assert_eq!(r.next_dealer, B, "[BKL]: the 一炮多响 discarder deals next");
}

#[test]
fn x4_a_full_flush_self_draw_is_four_plus_one_from_each() {
    let mut g = table(
        A,
        [
            "123m345m678m789m55m",
            "11s22s33s44s55s66s7s",
            "11p22p33p44p55p66p7p",
            "77s88s99s77p88p99p9s",
        ],
        "",
        "",
        [S, M, M, M],
    );
    act(&mut g, A, "hu");
    let lines = win_lines(&mut g);
    let to_a: i32 = lines[..6].iter().map(|p| p.points).sum();
    assert_eq!(to_a, 15, "清一色 2 fan: 4 + 1 from each of three");
    assert!(lines[..6].iter().all(|p| p.to == A));
    assert_eq!(g.result().unwrap().wins[0].fan.as_ref().unwrap().fan, 2);
}

#[test]
fn x5_a_dragon_seven_pairs_on_a_discard_pays_eight() {
    let mut g = table(
        B,
        // As printed the hand has a pair too many; 88p is left out, as in
        // the analysis test of X5.
        [
            "1111m33m55m22p66p9p",
            "9p11s22s33s44s55s66s7s",
            "77m88m99m77s88s99s5p",
            "44m66m22m33s88s1p3p4p",
        ],
        "",
        "",
        [S, P, P, S],
    );
    act(&mut g, B, "discard 9p");
    act(&mut g, A, "hu");
    assert_eq!(win_lines(&mut g)[0], line(B, A, 8, PaymentReason::Win), "龙七对 3 fan");
}

#[test]
fn x8_a_concealed_kong_then_a_win_on_its_replacement() {
    let mut g = table(
        A,
        [
            "6666s234m567m33m78s",
            "11m11p22p33p44p55p7p",
            "88m99m11s22s33s44s5s",
            "66p77p88p99p55s9m11m",
        ],
        "",
        "9s",
        [P, S, P, S],
    );
    act(&mut g, A, "an_gang 6s");
    assert_eq!(g.deltas(), [6, -2, -2, -2], "下雨: 2 from each player still in");
    act(&mut g, A, "hu");
    let win = &g.result().map(|r| r.wins.clone()).unwrap_or_default();
    assert!(win.is_empty(), "the hand goes on");
    let lines = win_lines(&mut g);
    let from_each: Vec<i32> = [B, C, D]
        .iter()
        .map(|&s| lines.iter().filter(|p| p.from == s && p.to == A).map(|p| p.points).sum())
        .collect();
    assert_eq!(from_each, [5, 5, 5], "根 + 杠上花 = 2 fan: 4 + 1 each");
    let r = g.result().unwrap();
    let kong_and_win: i32 = r.payments[..9].iter().map(|p| p.points).sum();
    assert_eq!(kong_and_win, 21, "A +21");
}

#[test]
fn x9_the_kongs_income_goes_to_the_winner_on_the_kongers_next_discard() {
    let mut g = table(
        C,
        [
            "123s456s234p56p99p",
            "333m7p55m66m88m99m1p",
            "3m77s88s99s11p33p55p8p",
            "44s55s66s22p44m77m9p",
        ],
        "",
        "2m",
        [M, S, M, M],
    );
    act(&mut g, C, "discard 3m");
    act(&mut g, B, "gang");
    assert_eq!(g.deltas(), [0, 2, -2, 0], "直杠: the discarder pays 2");
    act(&mut g, B, "discard 7p");
    act(&mut g, A, "hu");
    assert_eq!(g.deltas(), [4, -2, -2, 0], "A +4, B −2, C −2");
    let lines = win_lines(&mut g);
    assert_eq!(
        lines[..2],
        [line(B, A, 2, PaymentReason::Win), line(B, A, 2, PaymentReason::CallTransfer)],
        "平胡 + 杠上炮 = 1 fan from B, and 呼叫转移 hands A the kong's 2"
    );
}

/// B 直杠s C's 3m and wins on the replacement (点杠花): 平胡 + 根 + 杠上花.
fn kong_flower(rules: RuleSet) -> Game {
    let hands = [
        "123s456s234p56p99p",
        "333m456m789m12p55p",
        "3m77s88s99s11p33p66s8p",
        "44s55s22p44m77m9p11m",
    ]
    .map(|h| parse_tiles(h).unwrap());
    let wall = Wall::stacked(&rules, C, &hands, &[], &parse_tiles("3p").unwrap()).unwrap();
    let mut g = Game::from_wall(rules, wall, C).unwrap();
    for (s, v) in [M, S, M, P].into_iter().enumerate() {
        g.apply(s, Action::DingQue(v)).unwrap();
    }
    act(&mut g, C, "discard 3m");
    act(&mut g, B, "gang");
    act(&mut g, B, "hu");
    g
}

#[test]
fn a_win_on_a_discard_kongs_replacement_is_paid_as_the_option_says() {
    // 当自摸 (the default): everyone still in pays 2 fan + 1.
    let mut g = kong_flower(sichuan());
    assert_eq!(g.deltas(), [-5, 2 + 15, -2 - 5, -5]);
    let fan = g.result().map(|r| r.wins.clone());
    assert!(fan.is_none(), "the hand goes on");
    finish(&mut g);
    let w = &g.result().unwrap().wins[0];
    assert_eq!((w.seat, w.payments.len()), (B, 6), "three payers, a line and a base each");
    // 当点炮: the kong's discarder pays alone, no bonus (and no 自摸加番).
    let mut rules = sichuan();
    rules.set_kong_flower(0).unwrap();
    rules.set_self_draw_bonus(1).unwrap();
    let mut g = kong_flower(rules);
    assert_eq!(g.deltas(), [0, 2 + 4, -2 - 4, 0]);
    let r = {
        finish(&mut g);
        g.result().unwrap().clone()
    };
    let w = &r.wins[0];
    assert_eq!(w.payments, [line(C, B, 4, PaymentReason::Win)]);
    assert_eq!(w.fan.as_ref().unwrap().fan, 2, "根 + 杠上花, no 自摸");
}

#[test]
fn cagua_charges_the_others_on_an_exposed_kong() {
    let mut rules = sichuan();
    rules.set_sichuan_flag("cagua", 1).unwrap();
    let mut g = kong_flower(rules);
    finish(&mut g);
    let r = g.result().unwrap();
    assert_eq!(
        r.payments[..3],
        [
            line(C, B, 2, PaymentReason::ExposedKong),
            line(A, B, 1, PaymentReason::CaGua),
            line(D, B, 1, PaymentReason::CaGua),
        ],
        "直杠 2 from the discarder, 擦挂 1 from each other player still in"
    );
}
