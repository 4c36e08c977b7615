//! Changsha analysis: every big hand, every situational hand, every opening
//! win, the payments, and invariants over seeded random hands.

use majiang_core::{
    BigHand, BirdMode, Counts, Error, Hand, OpeningWin, Payers, RuleSet, Target, Tile, WinAnalysis,
    WinContext, analyze_win, bird_seat, is_win, opening_wins, settle_opening, settle_win,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
use common::random_hand;

use BigHand::*;

fn cs() -> RuleSet {
    RuleSet::changsha()
}

fn hand(tiles: &str, melds: &str) -> Hand {
    Hand::parse(tiles, melds, &cs()).unwrap_or_else(|e| panic!("{tiles} | {melds}: {e}"))
}

fn analyse_with(tiles: &str, melds: &str, ctx: WinContext) -> Option<WinAnalysis> {
    analyze_win(&hand(tiles, melds), &cs(), &ctx).unwrap()
}

fn analyse(tiles: &str, melds: &str) -> Option<WinAnalysis> {
    analyse_with(tiles, melds, WinContext::default())
}

/// The big hands of a win, or `None` when it does not win; `Some(vec![])` is a small hand.
fn bigs(tiles: &str, melds: &str) -> Option<Vec<(BigHand, u32)>> {
    analyse(tiles, melds).map(|a| {
        assert_eq!(a.small, a.big_hands.is_empty(), "{tiles}");
        assert_eq!(a.units, a.big_hands.iter().map(|b| b.1).sum::<u32>(), "{tiles}");
        a.big_hands
    })
}

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

// ---- identifiers -----------------------------------------------------------

#[test]
fn identifiers_are_the_shared_ones_and_round_trip() {
    let ids: Vec<&str> = BigHand::ALL.iter().map(|b| b.id()).collect();
    assert_eq!(
        ids.join(" "),
        "pengpenghu jiangjianghu qingyise qixiaodui haohua_qixiaodui quanqiuren tianhu dihu \
         haidilaoyue haidipao gangshangkaihua gangshangpao qiangganghu"
    );
    let names: Vec<&str> = BigHand::ALL.iter().map(|b| b.chinese()).collect();
    assert_eq!(
        names.join(" "),
        "碰碰胡 将将胡 清一色 七小对 豪华七小对 全求人 天胡 地胡 海底捞月 海底炮 杠上开花 杠上炮 抢杠胡"
    );
    for b in BigHand::ALL {
        assert_eq!(BigHand::from_id(b.id()), Some(b));
    }
    let ids: Vec<&str> = OpeningWin::ALL.iter().map(|o| o.id()).collect();
    assert_eq!(ids.join(" "), "dasixi banbanhu queyise liuliushun");
    let names: Vec<&str> = OpeningWin::ALL.iter().map(|o| o.chinese()).collect();
    assert_eq!(names.join(" "), "大四喜 板板胡 缺一色 六六顺");
    for o in OpeningWin::ALL {
        assert_eq!(OpeningWin::from_id(o.id()), Some(o));
    }
    assert_eq!(BigHand::from_id("QingYiSe"), None);
    assert_eq!(OpeningWin::from_id(""), None);
    assert!(!QiXiaoDui.is_situational() && TianHu.is_situational() && QiangGangHu.is_situational());
}

// ---- small hands and non-wins ----------------------------------------------

#[test]
fn small_hand_needs_a_258_pair() {
    assert_eq!(bigs("123m456s789p234m55s", ""), Some(vec![]));
    assert_eq!(bigs("123m456s789p234m22p", ""), Some(vec![]));
    assert_eq!(bigs("123m456s789p234m88m", ""), Some(vec![]));
    // The trap: four sets and a pair that is not a 2/5/8.
    assert_eq!(bigs("123m456s789p234m11s", ""), None);
    assert_eq!(bigs("123m456s789p234m99p", ""), None);
    // With melds.
    assert_eq!(bigs("456s789p55m", "chi:123m chi:234m"), Some(vec![]));
    assert_eq!(bigs("456s789p33m", "chi:123m chi:234m"), None);
    // Not a shape at all.
    assert_eq!(bigs("1235689m1369s147p", ""), None);
}

#[test]
fn small_hand_analysis_lists_its_target() {
    let a = analyse("123m456s789p234m55s", "").unwrap();
    assert!(a.small && !a.is_big());
    assert_eq!(a.units, 0);
    assert_eq!(a.targets, vec![Target::Regular]);
}

#[test]
fn a_four_used_as_a_set_plus_a_pair() {
    // 2222m: 22m pair + 234m run (and 2m in 123m).
    assert_eq!(bigs("12222334m456s789p", ""), Some(vec![]));
}

#[test]
fn a_waiting_hand_is_an_error_not_a_loss() {
    let h = hand("123m456s789p2345m", "");
    assert!(matches!(
        analyze_win(&h, &cs(), &WinContext::default()),
        Err(Error::WrongHandSize { .. })
    ));
}

// ---- shape big hands -------------------------------------------------------

#[test]
fn pengpenghu_any_pair() {
    assert_eq!(bigs("111m333s999p777m11s", ""), Some(vec![(PengPengHu, 1)]));
    assert_eq!(bigs("999p777m11s", "peng:1m gang:3s"), Some(vec![(PengPengHu, 1)]));
    assert_eq!(bigs("11s", "peng:1m an_gang:3s bu_gang:9p peng:7m"), Some(vec![(PengPengHu, 1)]));
    // A chi rules it out; with a 1s pair there is then no win.
    assert_eq!(bigs("333s999p777m11s", "chi:123m"), None);
}

#[test]
fn jiangjianghu_needs_no_shape() {
    assert_eq!(bigs("258m258s258p22558m", ""), Some(vec![(JiangJiangHu, 1)]));
    assert_eq!(bigs("258m25588s", "peng:2p gang:8p"), Some(vec![(JiangJiangHu, 1)]));
    // One tile off 2/5/8.
    assert_eq!(bigs("258m258s258p22559m", ""), None);
    // A meld that is not a 2/5/8 peng/kong.
    assert_eq!(bigs("258m25588s", "peng:3p gang:8p"), None);
}

#[test]
fn jiangjianghu_stacks_with_pengpenghu_and_seven_pairs() {
    assert_eq!(bigs("222m555m888m222s55s", ""), Some(vec![(PengPengHu, 1), (JiangJiangHu, 1)]));
    assert_eq!(bigs("225588m225588s22p", ""), Some(vec![(JiangJiangHu, 1), (QiXiaoDui, 1)]));
}

#[test]
fn qingyise_any_pair_and_stacking() {
    assert_eq!(bigs("123456789111m99m", ""), Some(vec![(QingYiSe, 1)]));
    // The trap: 清一色 with a 1-9 pair.
    assert_eq!(bigs("123456789m23411m", ""), Some(vec![(QingYiSe, 1)]));
    // A 2/5/8 pair makes it no less big.
    assert_eq!(bigs("123456789m23455m", ""), Some(vec![(QingYiSe, 1)]));
    // With melds of the same suit.
    assert_eq!(bigs("45678955s", "chi:123s peng:9s"), Some(vec![(QingYiSe, 1)]));
    // A meld of another suit breaks it.
    assert_eq!(bigs("45678911s", "chi:123m peng:9s"), None);
    // Stacks with 碰碰胡 and 七小对.
    assert_eq!(bigs("111333555777m99m", ""), Some(vec![(PengPengHu, 1), (QingYiSe, 1)]));
    assert_eq!(bigs("11224455778899p", ""), Some(vec![(QingYiSe, 1), (QiXiaoDui, 1)]));
    // A one-suit seven pairs that is also a regular shape counts 清一色 once.
    assert_eq!(bigs("11223344556677m", ""), Some(vec![(QingYiSe, 1), (QiXiaoDui, 1)]));
}

#[test]
fn seven_pairs_and_luxury() {
    assert_eq!(bigs("1122m3344s556699p", ""), Some(vec![(QiXiaoDui, 1)]));
    // Also a regular small hand (123m 123m 456s 456s 88p): scored big.
    assert_eq!(bigs("112233m445566s88p", ""), Some(vec![(QiXiaoDui, 1)]));
    // A four counts as two pairs: 豪华 replaces 七小对.
    assert_eq!(bigs("111122m3344s5566p", ""), Some(vec![(HaoHuaQiXiaoDui, 2)]));
    // The trap: two fours (双豪华) = 3 units; three fours = 4.
    assert_eq!(bigs("11112222m3344s55p", ""), Some(vec![(HaoHuaQiXiaoDui, 3)]));
    assert_eq!(bigs("11112222m3333s55p", ""), Some(vec![(HaoHuaQiXiaoDui, 4)]));
    // With 清一色.
    assert_eq!(bigs("11114477889999s", ""), Some(vec![(QingYiSe, 1), (HaoHuaQiXiaoDui, 3)]));
}

#[test]
fn quanqiuren_four_exposed_melds_any_pair() {
    let melds = "chi:123m peng:9s gang:7p chi:345p";
    assert_eq!(bigs("11s", melds), Some(vec![(QuanQiuRen, 1)]));
    // Big even with a 2/5/8 pair.
    assert_eq!(bigs("55m", melds), Some(vec![(QuanQiuRen, 1)]));
    // A concealed kong is not exposed: only a small hand with a 2/5/8 pair.
    let with_an_gang = "chi:123m peng:9s an_gang:7p chi:345p";
    assert_eq!(bigs("55m", with_an_gang), Some(vec![]));
    assert_eq!(bigs("11s", with_an_gang), None);
    // Stacks with 碰碰胡 and 清一色.
    assert_eq!(
        bigs("11s", "peng:3m peng:9s gang:7p bu_gang:4m"),
        Some(vec![(PengPengHu, 1), (QuanQiuRen, 1)])
    );
    assert_eq!(
        bigs("99s", "chi:123s chi:456s peng:7s gang:8s"),
        Some(vec![(QingYiSe, 1), (QuanQiuRen, 1)])
    );
}

// ---- situational hands -----------------------------------------------------

const SMALL: &str = "123m456s789p234m55s";

fn ctx(
    self_draw: bool,
    last_tile: bool,
    kong_flip: bool,
    robbed_kong: bool,
    first_turn: bool,
    dealer: bool,
) -> WinContext {
    WinContext { self_draw, last_tile, kong_flip, robbed_kong, first_turn, dealer }
}

#[test]
fn every_situational_hand_from_its_context() {
    let cases = [
        (ctx(true, true, false, false, false, false), Some(HaiDiLaoYue)),
        (ctx(false, true, false, false, false, false), Some(HaiDiPao)),
        (ctx(true, false, true, false, false, false), Some(GangShangKaiHua)),
        (ctx(false, false, true, false, false, false), Some(GangShangPao)),
        (ctx(false, false, false, true, false, false), Some(QiangGangHu)),
        (ctx(true, false, false, false, true, true), Some(TianHu)),
        (ctx(false, false, false, false, true, false), Some(DiHu)),
        // Nothing situational.
        (ctx(true, false, false, false, false, false), None),
        (ctx(false, false, false, false, false, true), None),
    ];
    for (c, expected) in cases {
        // 杠上开花 is won on one's own kong: the hand shows one.
        let (tiles, melds) =
            if c.kong_flip && c.self_draw { ("456s789p234m55s", "gang:1m") } else { (SMALL, "") };
        let a = analyse_with(tiles, melds, c).unwrap();
        let want: Vec<(BigHand, u32)> = expected.into_iter().map(|b| (b, 1)).collect();
        assert_eq!(a.big_hands, want, "{c:?}");
        assert_eq!(a.small, expected.is_none(), "{c:?}");
    }
}

#[test]
fn situational_hands_need_a_winning_shape() {
    for c in [
        ctx(true, true, false, false, false, false),
        ctx(false, false, true, false, false, false),
        ctx(false, false, false, true, false, false),
        ctx(true, false, false, false, true, true),
    ] {
        // A regular shape whose pair is not 2/5/8 stays a non-win.
        assert_eq!(analyse_with("123m456s789p234m11s", "", c), None, "{c:?}");
    }
}

#[test]
fn situational_hands_stack_with_shapes_and_each_other() {
    let a =
        analyse_with("333s999p777m11s", "an_gang:1m", ctx(true, false, true, false, false, false))
            .unwrap();
    assert_eq!(a.big_hands, vec![(PengPengHu, 1), (GangShangKaiHua, 1)]);
    assert_eq!(a.units, 2);
    // 天胡 on a 清一色 deal (on the last tile it cannot be: the deal is first).
    let a =
        analyse_with("12345678999m123m", "", ctx(true, false, false, false, true, true)).unwrap();
    assert_eq!(a.big_hands, vec![(QingYiSe, 1), (TianHu, 1)]);
    let a = analyse_with("11112222m3344s55p", "", ctx(false, true, false, false, false, false))
        .unwrap();
    assert_eq!(a.big_hands, vec![(HaoHuaQiXiaoDui, 3), (HaiDiPao, 1)]);
    assert_eq!(a.units, 4);
}

#[test]
fn impossible_contexts_are_errors() {
    let h = hand(SMALL, "");
    for c in [
        ctx(true, false, false, true, false, false),
        ctx(false, false, true, true, false, false),
        // The dealer cannot win on a discard in the first go-round; a
        // non-dealer's first self-draw is not 地胡 here.
        ctx(false, false, false, false, true, true),
        ctx(true, false, false, false, true, false),
        // 天胡 on a kong or the last tile.
        ctx(true, true, false, false, true, true),
        ctx(true, false, true, false, true, true),
    ] {
        assert!(matches!(analyze_win(&h, &cs(), &c), Err(Error::BadContext(_))), "{c:?}");
    }
}

/// The context cases: situational hands the hand itself rules out.
#[test]
fn contexts_the_hand_cannot_have_are_errors_naming_why() {
    let refused = |tiles: &str, melds: &str, c: WinContext, why: &str| {
        let err = analyze_win(&hand(tiles, melds), &cs(), &c).unwrap_err().to_string();
        assert!(err.contains(why), "{tiles} {melds} {c:?}: {err}");
    };
    // 杠上开花 with no kong in the hand.
    refused("11223344556677m", "", ctx(true, false, true, false, false, false), "needs a kong");
    // 抢杠胡 on a hand holding no single copy of any kind.
    refused("11223344556677m", "", ctx(false, false, false, true, false, false), "single copy");
    // 天胡 / 地胡 with a 碰 shown.
    refused("456s789p234m55s", "peng:1m", ctx(true, false, false, false, true, true), "closed");
    refused("456s789p234m55s", "peng:1m", ctx(false, false, false, false, true, false), "closed");
    // The same contexts on hands that can have them.
    let kong = ctx(true, false, true, false, false, false);
    assert!(analyse_with("456s789p234m55s", "an_gang:1m", kong).is_some());
    let robbed = ctx(false, false, false, true, false, false);
    assert!(analyse_with(SMALL, "", robbed).is_some());
    // 杠上炮: the konger's tile, the winner needs no kong.
    assert!(analyse_with(SMALL, "", ctx(false, false, true, false, false, false)).is_some());
}

// ---- other rule sets -------------------------------------------------------

#[test]
fn standard_rules_score_their_own_targets() {
    let std = RuleSet::standard();
    let a = analyze_win(
        &Hand::parse(SMALL.replace("55s", "11z").as_str(), "", &std).unwrap(),
        &std,
        &WinContext::default(),
    )
    .unwrap()
    .unwrap();
    assert!(a.small);
    let h = Hand::parse("119m19s19p1234567z", "", &std).unwrap();
    let a = analyze_win(&h, &std, &WinContext::default()).unwrap().unwrap();
    assert!(a.small);
    assert_eq!(a.targets, vec![Target::ThirteenOrphans]);
    let h = Hand::parse("1122m3344s5566p77z", "", &std).unwrap();
    let a = analyze_win(&h, &std, &WinContext::default()).unwrap().unwrap();
    assert_eq!(a.big_hands, vec![(QiXiaoDui, 1)]);
    // Standard has no 碰碰胡 big hand: all triplets is a plain win.
    let h = Hand::parse("111m333s999p777m11s", "", &std).unwrap();
    assert!(analyze_win(&h, &std, &WinContext::default()).unwrap().unwrap().small);
}

#[test]
fn wildcards_take_the_reading_worth_most() {
    let rules = cs().with_wildcard(t("9p")).unwrap();
    let h = |s: &str| Hand::parse(s, "", &rules).unwrap();
    let go = |s: &str| analyze_win(&h(s), &rules, &WinContext::default()).unwrap();
    // The wildcard makes a seventh pair.
    assert_eq!(go("1122m3344s5566p7p9p").unwrap().big_hands, vec![(QiXiaoDui, 1)]);
    // … or a four: 豪华七小对 beats 七小对.
    assert_eq!(go("111m22m33s44s55p66p9p").unwrap().big_hands, vec![(HaoHuaQiXiaoDui, 2)]);
    // A small hand's pair from a wildcard.
    assert!(go("123m456s678p234m5s9p").unwrap().small);
    // Not every hand wins.
    assert_eq!(go("1235689m1369s14p9p"), None);
}

// ---- opening wins ----------------------------------------------------------

fn opening(s: &str) -> Vec<(OpeningWin, u32)> {
    opening_wins(&s.parse::<Counts>().unwrap(), &cs())
}

#[test]
fn every_opening_win() {
    use OpeningWin::*;
    assert_eq!(opening("123m456s789p2345m"), vec![]);
    assert_eq!(opening("1111m456s789p234m"), vec![(DaSiXi, 1)]);
    assert_eq!(opening("1111m2222s456p789p"), vec![(DaSiXi, 2), (LiuLiuShun, 1)]);
    assert_eq!(opening("1346799m134s1367p"), vec![(BanBanHu, 1)]);
    assert_eq!(opening("123456789m23456s"), vec![(QueYiSe, 1)]);
    // Two suits missing still count once.
    assert_eq!(opening("1113334667999m"), vec![(BanBanHu, 1), (QueYiSe, 1), (LiuLiuShun, 1)]);
    assert_eq!(opening("1112345678999m"), vec![(QueYiSe, 1), (LiuLiuShun, 1)]);
    assert_eq!(opening("111m222s345p678p9m"), vec![(LiuLiuShun, 1)]);
    // Three triplets: one 六六顺; four: two.
    assert_eq!(opening("111m222s333p456p9m"), vec![(LiuLiuShun, 1)]);
    assert_eq!(opening("111m222s333p444p9m"), vec![(LiuLiuShun, 2)]);
}

#[test]
fn several_opening_wins_at_once() {
    use OpeningWin::*;
    assert_eq!(
        opening("1111333m666999s7s"),
        vec![(DaSiXi, 1), (BanBanHu, 1), (QueYiSe, 1), (LiuLiuShun, 2)]
    );
    assert_eq!(opening("1111m333s4449p777p"), vec![(DaSiXi, 1), (BanBanHu, 1), (LiuLiuShun, 2)]);
}

#[test]
fn opening_wins_follow_the_option() {
    let d: Counts = "1111333m666999s7s".parse().unwrap();
    assert!(opening_wins(&d, &RuleSet::eval_v1()).is_empty());
}

// ---- payments --------------------------------------------------------------

fn small() -> WinAnalysis {
    analyse(SMALL, "").unwrap()
}

fn big(units: u32) -> WinAnalysis {
    WinAnalysis { small: false, big_hands: vec![(QiXiaoDui, units)], units, targets: vec![] }
}

fn no_bonus() -> RuleSet {
    let mut r = cs();
    r.table.dealer_bonus = false;
    r
}

#[test]
fn small_hand_payments() {
    let r = no_bonus();
    assert_eq!(settle_win(1, Payers::AllOthers, &small(), 0, &[], &r), [-2, 6, -2, -2]);
    assert_eq!(settle_win(1, Payers::One(3), &small(), 0, &[], &r), [0, 1, 0, -1]);
    // Dealer bonus: +1 on each payment the dealer makes or receives.
    let r = cs();
    assert_eq!(settle_win(1, Payers::AllOthers, &small(), 0, &[], &r), [-3, 7, -2, -2]);
    assert_eq!(settle_win(0, Payers::AllOthers, &small(), 0, &[], &r), [9, -3, -3, -3]);
    assert_eq!(settle_win(1, Payers::One(3), &small(), 0, &[], &r), [0, 1, 0, -1]);
    assert_eq!(settle_win(1, Payers::One(0), &small(), 0, &[], &r), [-2, 2, 0, 0]);
    assert_eq!(settle_win(2, Payers::One(1), &small(), 2, &[], &r), [0, -2, 2, 0]);
}

#[test]
fn big_hand_payments() {
    let r = no_bonus();
    assert_eq!(settle_win(2, Payers::AllOthers, &big(1), 0, &[], &r), [-6, -6, 18, -6]);
    assert_eq!(settle_win(2, Payers::One(1), &big(2), 0, &[], &r), [0, -12, 12, 0]);
    let r = cs();
    assert_eq!(settle_win(2, Payers::AllOthers, &big(1), 0, &[], &r), [-7, -6, 19, -6]);
    assert_eq!(settle_win(0, Payers::AllOthers, &big(2), 0, &[], &r), [39, -13, -13, -13]);
    // 杠上炮 / 抢杠胡: the kong player pays at the discard price.
    assert_eq!(settle_win(3, Payers::One(0), &big(1), 0, &[], &r), [-7, 0, 0, 7]);
    // Points come from the rule set's table.
    let mut r = no_bonus();
    r.table.points.big_unit = 10;
    assert_eq!(settle_win(2, Payers::One(1), &big(2), 0, &[], &r), [0, -20, 20, 0]);
}

#[test]
fn birds_multiply() {
    let r = no_bonus();
    // Dealer 0: 1/5/9 → seat 0, 2/6 → 1, 3/7 → 2, 4/8 → 3.
    let on = |seat: usize| t(["1m", "2s", "3p", "4m"][seat]);
    // A bird on the winner doubles every payment.
    assert_eq!(settle_win(1, Payers::AllOthers, &small(), 0, &[on(1)], &r), [-4, 12, -4, -4]);
    // A bird on one payer doubles only that payment.
    assert_eq!(settle_win(1, Payers::AllOthers, &small(), 0, &[on(2)], &r), [-2, 8, -4, -2]);
    // Two hits ×3; a hit on the winner and one on the payer ×3 for that payer.
    assert_eq!(
        settle_win(1, Payers::AllOthers, &small(), 0, &[on(1), on(1)], &r),
        [-6, 18, -6, -6]
    );
    assert_eq!(
        settle_win(1, Payers::AllOthers, &small(), 0, &[on(1), on(3)], &r),
        [-4, 14, -4, -6]
    );
    // On a discard, a bird on a seat that does not pay changes nothing.
    assert_eq!(settle_win(1, Payers::One(3), &big(1), 0, &[on(2), on(0)], &r), [0, 6, 0, -6]);
    assert_eq!(settle_win(1, Payers::One(3), &big(1), 0, &[on(3)], &r), [0, 12, 0, -12]);
    // Birds apply after the dealer bonus: (1 + 1) × 2.
    assert_eq!(settle_win(1, Payers::One(0), &small(), 0, &[on(0)], &cs()), [-4, 4, 0, 0]);
}

#[test]
fn birds_add_one() {
    let mut r = no_bonus();
    r.table.bird_mode = BirdMode::AddOne;
    let birds = [t("2m"), t("6p"), t("3s")]; // dealer 0: seats 1, 1, 2
    assert_eq!(settle_win(1, Payers::AllOthers, &big(1), 0, &birds, &r), [-8, 25, -9, -8]);
    r.table.dealer_bonus = true;
    assert_eq!(settle_win(1, Payers::One(0), &small(), 0, &birds, &r), [-4, 4, 0, 0]);
}

#[test]
fn bird_seats_count_from_the_dealer() {
    for dealer in 0..4 {
        for n in 1..=9u8 {
            let tile = Tile::from_id(i64::from(n - 1) + 9).unwrap();
            let expected = (dealer + (n as usize - 1)) % 4;
            assert_eq!(bird_seat(tile, dealer), expected);
        }
    }
    assert_eq!(bird_seat(t("5m"), 1), 1);
    assert_eq!(bird_seat(t("9p"), 3), 3);
    assert_eq!(bird_seat(t("8s"), 2), 1);
}

#[test]
fn several_winners_on_one_discard() {
    // 通炮: seat 3 discards, seats 0 (dealer, small) and 2 (big) win.
    let r = cs();
    let a = settle_win(0, Payers::One(3), &small(), 0, &[], &r);
    let b = settle_win(2, Payers::One(3), &big(1), 0, &[], &r);
    let total: Vec<i32> = (0..4).map(|i| a[i] + b[i]).collect();
    assert_eq!(total, vec![2, 0, 6, -8]);
}

#[test]
fn nobody_pays_themselves_and_seats_wrap() {
    let r = cs();
    assert_eq!(settle_win(1, Payers::One(1), &big(1), 0, &[], &r), [0; 4]);
    assert_eq!(
        settle_win(5, Payers::One(7), &small(), 4, &[], &r),
        settle_win(1, Payers::One(3), &small(), 0, &[], &r)
    );
}

#[test]
fn opening_win_payments() {
    let r = cs();
    assert_eq!(settle_opening(1, 1, 0, &r), [-3, 7, -2, -2]);
    assert_eq!(settle_opening(0, 2, 0, &r), [18, -6, -6, -6]);
    assert_eq!(settle_opening(3, 0, 0, &r), [0; 4]);
    assert_eq!(settle_opening(1, 1, 0, &no_bonus()), [-2, 6, -2, -2]);
}

// ---- invariants ------------------------------------------------------------

fn any_analysis() -> impl Strategy<Value = WinAnalysis> {
    prop_oneof![Just(small()), (1u32..12).prop_map(big)]
}

fn any_rules() -> impl Strategy<Value = RuleSet> {
    (any::<bool>(), any::<bool>(), 0u32..10, 0u32..10, 0u32..10).prop_map(
        |(bonus, add, a, b, c)| {
            let mut r = cs();
            r.table.dealer_bonus = bonus;
            r.table.bird_mode = if add { BirdMode::AddOne } else { BirdMode::Multiply };
            r.table.points.small_self_draw = a;
            r.table.points.small_discard = b;
            r.table.points.big_unit = c;
            r
        },
    )
}

proptest! {
    /// Points are only moved between players: every settlement sums to zero,
    /// the winner never loses and nobody else gains.
    #[test]
    fn payments_sum_to_zero(
        winner in 0usize..4,
        payer in proptest::option::of(0usize..4),
        dealer in 0usize..4,
        birds in proptest::collection::vec(0i64..27, 0..7),
        analysis in any_analysis(),
        rules in any_rules(),
    ) {
        let birds: Vec<Tile> = birds.into_iter().map(|id| Tile::from_id(id).unwrap()).collect();
        let payers = payer.map_or(Payers::AllOthers, Payers::One);
        let d = settle_win(winner, payers, &analysis, dealer, &birds, &rules);
        prop_assert_eq!(d.iter().sum::<i32>(), 0);
        prop_assert!(d[winner] >= 0);
        prop_assert!((0..4).filter(|&s| s != winner).all(|s| d[s] <= 0));
    }

    /// Opening-win settlements sum to zero and grow with the occurrences.
    #[test]
    fn opening_payments_sum_to_zero(
        player in 0usize..4, n in 0u32..6, dealer in 0usize..4, rules in any_rules()
    ) {
        let d = settle_opening(player, n, dealer, &rules);
        prop_assert_eq!(d.iter().sum::<i32>(), 0);
        let one = settle_opening(player, 1, dealer, &rules);
        prop_assert_eq!(d[player], one[player] * n as i32);
    }
}

#[test]
fn analysis_agrees_with_the_win_check_on_random_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(20_250_601);
    let mut wild_rules = cs().with_wildcard(t("5s")).unwrap();
    wild_rules.name = "changsha+5s";
    let mut std_wild = RuleSet::standard().with_wildcard(t("7z")).unwrap();
    std_wild.name = "standard+7z";
    let mut counts = [0usize; 2];
    for rules in [cs(), RuleSet::standard(), wild_rules, std_wild] {
        let mut done = 0;
        while done < 6_000 {
            let Some(h) = random_hand(&mut rng, &rules) else { continue };
            done += 1;
            let a = analyze_win(&h, &rules, &WinContext::default()).unwrap();
            assert_eq!(a.is_some(), is_win(&h, &rules), "{} {h}", rules.name);
            counts[a.is_some() as usize] += 1;
            let Some(a) = a else { continue };
            assert_eq!(a.small, a.big_hands.is_empty(), "{h}");
            assert_eq!(a.units, a.big_hands.iter().map(|b| b.1).sum::<u32>(), "{h}");
            assert!(!a.targets.is_empty());
            assert!(a.big_hands.windows(2).all(|w| w[0].0 < w[1].0), "sorted, no repeats: {h}");
            assert!(
                !(a.big_hands.iter().any(|b| b.0 == QiXiaoDui)
                    && a.big_hands.iter().any(|b| b.0 == HaoHuaQiXiaoDui))
            );
            if a.small && rules.wildcard.is_none() && rules.name == "changsha" {
                assert_eq!(a.targets, vec![Target::Regular], "{h}");
            }
        }
    }
    assert!(counts[0] > 1000 && counts[1] > 1000, "both outcomes exercised: {counts:?}");
}
