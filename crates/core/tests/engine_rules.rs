//! One test per rule and option of the engine (`changsha-rules.md`), each on
//! a stacked wall: the hands, the draws and the tiles at the end of the wall
//! are chosen so that exactly the rule under test decides what happens.

use majiang_core::game::{Action, DrawSource, Event, Game, Offer, Phase, SettleReason, Wall};
use majiang_core::notation::parse_tiles;
use majiang_core::{
    BigHand, BirdMode, NextDealer, OpeningWin, Payers, RuleSet, Tile, is_win, settle_opening,
    settle_win,
};

fn ts(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

/// Changsha without the luck that would blur a rule test: no opening wins,
/// no birds (dealer bonus on).
fn quiet() -> RuleSet {
    let mut r = RuleSet::changsha();
    r.table.opening_wins = false;
    r.set_birds(0).unwrap();
    r
}

/// A game on a stacked wall: `hands` in seat order, `draws` from the front
/// after the deal, `end` from the end (last tile first).
fn deal(rules: RuleSet, dealer: usize, hands: [&str; 4], draws: &str, end: &str) -> Game {
    let hands = hands.map(ts);
    let wall = Wall::stacked(&rules, dealer, &hands, &ts(draws), &ts(end)).unwrap();
    Game::from_wall(rules, wall, dealer).unwrap()
}

fn act(g: &mut Game, seat: usize, a: Action) -> Vec<Event> {
    g.apply(seat, a).unwrap_or_else(|e| panic!("seat {seat} {a}: {e}"))
}

fn legal(g: &Game, seat: usize) -> Vec<Action> {
    g.legal_actions(seat)
}

/// Every seat still to answer a claim passes.
fn pass_all(g: &mut Game) {
    while let Phase::Claim { .. } = g.phase() {
        let s = g.next_to_act().unwrap();
        act(g, s, Action::Pass);
    }
}

/// One step of 摸切 play: discard the drawn tile (the lowest without one),
/// pass everything else.
fn drift(g: &mut Game) {
    let seat = g.next_to_act().expect("the hand goes on");
    let a = match g.phase() {
        Phase::Turn { .. } => match g.observation(seat).unwrap().drawn {
            Some(d) => Action::Discard(d),
            None => legal(g, seat)[0],
        },
        _ => Action::Pass,
    };
    act(g, seat, a);
}

fn won(events: &[Event]) -> Vec<(usize, Option<usize>, Vec<BigHand>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Won(w) => {
                Some((w.seat, w.from, w.analysis.big_hands.iter().map(|b| b.0).collect()))
            }
            _ => None,
        })
        .collect()
}

// ----- claims --------------------------------------------------------------------

/// Dealer 0 discards 5m first: seat 1 can chi it (456m, 567m), seat 2 can
/// peng it or win with it, seat 3 can win with it.
fn five_man(rules: RuleSet) -> Game {
    let mut g = deal(
        rules,
        0,
        [
            "5m9m1p4p7p2s6s9s3s8s1m8m3p5s",
            "46m1s4s7s2p5p8p3p6p9p9m7m",
            "55m123s456s789s22p",
            "123m234p456p789p5m",
        ],
        "3s",
        "4m9p",
    );
    act(&mut g, 0, Action::Discard(t("5m")));
    g
}

#[test]
fn every_seat_with_a_claim_is_asked() {
    let g = five_man(quiet());
    assert_eq!(g.phase(), Phase::Claim { from: 0, offer: Offer::Discard(t("5m")) });
    assert_eq!(legal(&g, 1), [Action::Pass, Action::Chi(t("4m")), Action::Chi(t("5m"))]);
    assert_eq!(legal(&g, 2), [Action::Pass, Action::Peng, Action::Hu]);
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Hu]);
    assert_eq!(g.pending_seats().collect::<Vec<_>>(), [1, 2, 3]);
}

#[test]
fn hu_beats_every_claim_and_several_players_win_on_one_discard() {
    let mut g = five_man(quiet());
    act(&mut g, 3, Action::Hu);
    act(&mut g, 1, Action::Chi(t("4m")));
    let events = act(&mut g, 2, Action::Hu);
    // 通炮: both win, the discarder pays each; the dealer's first discard
    // makes both 地胡 (6 + 1 dealer bonus).
    assert_eq!(
        won(&events),
        [(2, Some(0), vec![BigHand::DiHu]), (3, Some(0), vec![BigHand::DiHu])]
    );
    let r = g.result().unwrap();
    assert_eq!(r.deltas, [-14, 0, 7, 7]);
    assert_eq!(r.next_dealer, 0, "several winners: the discarder deals");
    assert!(g.hand(1).unwrap().meld_count() == 0, "the chi never happened");
}

#[test]
fn peng_beats_chi_and_a_turn_after_a_claim_cannot_self_draw() {
    let mut g = five_man(quiet());
    act(&mut g, 1, Action::Chi(t("4m")));
    act(&mut g, 2, Action::Peng);
    act(&mut g, 3, Action::Pass);
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    let h = g.hand(2).unwrap();
    assert_eq!(h.meld_list(), [majiang_core::Meld::peng(t("5m"))]);
    // The hand is complete after the peng, yet only a discard is allowed.
    assert!(is_win(h, g.rules()));
    assert!(!legal(&g, 2).contains(&Action::Hu));
    assert!(g.table()[0].discards()[0].claimed);
    assert_eq!(g.hand(1).unwrap().meld_count(), 0);
    // Seat 3 holds one 5m and sees the peng: no 5m is left unseen; the
    // claimed discard is counted once, in the meld.
    let five = t("5m");
    assert_eq!(g.observation(3).unwrap().unseen().get(five), 0);
    // Seat 1 has none: the copy in seat 3's hand is unseen.
    assert_eq!(g.observation(1).unwrap().unseen().get(five), 1);
}

#[test]
fn unseen_counts_only_what_a_player_can_see() {
    let g = five_man(quiet());
    let five = t("5m");
    // Seat 3 holds one 5m and sees the dealer's; seat 2's pair is hidden.
    assert_eq!(g.observation(3).unwrap().unseen().get(five), 2);
    // Seat 2 holds the pair: one copy is left unseen (in seat 3's hand).
    assert_eq!(g.observation(2).unwrap().unseen().get(five), 1);
    let total: usize = g.observation(1).unwrap().unseen().total();
    // 108 − 13 in hand − 1 discard.
    assert_eq!(total, 94);
}

#[test]
fn chi_is_made_when_nobody_claims_more() {
    let mut g = five_man(quiet());
    act(&mut g, 2, Action::Pass);
    act(&mut g, 3, Action::Pass);
    act(&mut g, 1, Action::Chi(t("5m")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.hand(1).unwrap().meld_list(), ["chi:567m".parse().unwrap()]);
    assert_eq!(g.observation(1).unwrap().drawn, None);
}

#[test]
fn chi_only_from_the_previous_seat() {
    let mut g = deal(
        quiet(),
        0,
        [
            "5m9m1p4p7p2s6s9s3s8s1m8m3p5s",
            "46m1s4s7s2p5p8p3p6p9p9m7m",
            "55m123s456s789s22p",
            "123m234p456p789p5m",
        ],
        "3s",
        "",
    );
    // Seat 2 holds 12s, 24s and 45s around 3s, but the dealer is not its
    // previous seat: nobody may claim, seat 1 draws.
    let events = act(&mut g, 0, Action::Discard(t("3s")));
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert!(events.contains(&Event::Drew { seat: 1, tile: t("3s"), source: DrawSource::Wall }));
    // Seat 1 discards the same kind: now seat 2 is the next seat.
    act(&mut g, 1, Action::Discard(t("3s")));
    assert_eq!(
        legal(&g, 2),
        [Action::Pass, Action::Chi(t("1s")), Action::Chi(t("2s")), Action::Chi(t("3s"))]
    );
    assert!(legal(&g, 3).is_empty() && legal(&g, 0).is_empty());
}

#[test]
fn claims_resolve_the_same_in_any_answer_order() {
    let orders = [[1, 2, 3], [3, 2, 1], [2, 1, 3]];
    let outcomes: Vec<_> = orders
        .iter()
        .map(|order| {
            let mut g = five_man(quiet());
            for &s in order {
                let a = match s {
                    1 => Action::Chi(t("4m")),
                    2 => Action::Peng,
                    _ => Action::Pass,
                };
                act(&mut g, s, a);
            }
            (g.phase(), *g.hand(2).unwrap(), *g.table())
        })
        .collect();
    assert!(outcomes.windows(2).all(|w| w[0] == w[1]));
}

// ----- 过胡 ----------------------------------------------------------------------

#[test]
fn passing_a_win_blocks_discard_wins_until_the_next_draw() {
    let mut g = deal(
        quiet(),
        0,
        ["2p9m3m111s999s111p8p9p", "46m234567s23456p", "55m78m234s678p88s8p", "123m456s789s34p55p"],
        "9m9m1s2p",
        "",
    );
    // Seat 3 waits on 2p and 5p and passes the dealer's 2p.
    act(&mut g, 0, Action::Discard(t("2p")));
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Hu]);
    act(&mut g, 1, Action::Pass);
    act(&mut g, 3, Action::Pass);
    assert!(g.observation(3).unwrap().pass_lock);
    // Seat 1 draws and discards 5p: seat 3 may peng it but not win on it.
    act(&mut g, 1, Action::Discard(t("5p")));
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Peng]);
    pass_all(&mut g);
    // Seat 2 draws 9m and lets it go; nobody can use it.
    act(&mut g, 2, Action::Discard(t("9m")));
    // Seat 3's own draw lifts the lock.
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
    assert!(!g.observation(3).unwrap().pass_lock);
    act(&mut g, 3, Action::Discard(t("1s")));
    // (The dealer holds 111s but is not ready: 补张 yes, 开杠 no.)
    assert_eq!(legal(&g, 0), [Action::Pass, Action::Peng, Action::Gang]);
    pass_all(&mut g);
    act(&mut g, 0, Action::Discard(t("2p")));
    assert_eq!(legal(&g, 1), [Action::Pass, Action::Chi(t("2p"))]);
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Hu]);
    act(&mut g, 1, Action::Pass);
    let events = act(&mut g, 3, Action::Hu);
    assert_eq!(won(&events), [(3, Some(0), vec![])]);
    // A small win on a discard: 1, +1 because the dealer pays.
    assert_eq!(g.result().unwrap().deltas, [-2, 0, 0, 2]);
}

// ----- 海底 ----------------------------------------------------------------------

/// Three hands that can never win by draw-and-discard, and seat 3 waiting
/// on 5s, whose last copy is the last tile of the wall.
const HAIDI: [&str; 4] = [
    "1p4p7p9p1s4s7s5s9s3m6m9m2p8p",
    "1p4p7p1s4s7s2m5m8m3p6p9p5s",
    "1m4m7m2s6s9s2p5p8p3s8s6p9m",
    "123m456m789m123s5s",
];

/// Plays 摸切 until the last tile is due: seat 2 drew the 54th tile and
/// let it go; seat 3 is next (offered it, or drawing it without the offer).
fn to_the_last_tile(rules: RuleSet, hands: [&str; 4]) -> Game {
    let mut g = deal(rules, 0, hands, "", "5s");
    while g.wall().len() > 1 || matches!(g.phase(), Phase::Claim { .. }) {
        drift(&mut g);
    }
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    drift(&mut g);
    pass_all(&mut g);
    g
}

#[test]
fn haidi_is_offered_in_turn_and_all_passing_draws_the_hand() {
    let mut g = to_the_last_tile(quiet(), HAIDI);
    // 54 draws after the deal: the 55th is seat 3's.
    assert_eq!(g.phase(), Phase::HaidiOffer { seat: 3 });
    assert_eq!(legal(&g, 3), [Action::Pass, Action::TakeHaidi]);
    let mut asked = vec![];
    while let Phase::HaidiOffer { seat } = g.phase() {
        asked.push(seat);
        act(&mut g, seat, Action::Pass);
    }
    assert_eq!(asked, [3, 0, 1, 2]);
    let r = g.result().unwrap();
    assert!(r.is_draw());
    assert_eq!(r.next_dealer, 3, "all passed: the first player offered deals");
    assert_eq!(g.wall().len(), 1);
}

#[test]
fn haidi_taker_wins_by_self_draw_and_the_last_tile_is_every_bird() {
    let mut rules = quiet();
    rules.set_birds(2).unwrap();
    let mut g = to_the_last_tile(rules, HAIDI);
    act(&mut g, 3, Action::TakeHaidi);
    assert_eq!(g.phase(), Phase::HaidiDraw { seat: 3, tile: t("5s") });
    let events = act(&mut g, 3, Action::Hu);
    assert_eq!(won(&events), [(3, None, vec![BigHand::HaiDiLaoYue])]);
    let r = g.result().unwrap();
    assert_eq!(r.birds, ts("5s5s"));
    let w = &r.wins[0];
    assert_eq!(w.deltas, settle_win(3, Payers::AllOthers, &w.analysis, 0, &r.birds, g.rules()));
    // Both birds (5s, counted from the dealer) land on seat 0: its payment
    // (6 + 1 dealer bonus) is tripled; the others pay 6.
    assert_eq!(w.deltas, [-21, -6, -6, 33]);
}

#[test]
fn a_shown_last_tile_can_be_won_on_and_the_taker_pays() {
    let mut g = to_the_last_tile(quiet(), HAIDI);
    act(&mut g, 3, Action::Pass);
    act(&mut g, 0, Action::TakeHaidi);
    // The dealer cannot win with it: it is shown, and seat 3 may win on it.
    assert_eq!(g.phase(), Phase::Claim { from: 0, offer: Offer::Haidi(t("5s")) });
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Hu]);
    let events = act(&mut g, 3, Action::Hu);
    assert_eq!(won(&events), [(3, Some(0), vec![BigHand::HaiDiPao])]);
    assert_eq!(g.result().unwrap().deltas, [-7, 0, 0, 7]);
}

#[test]
fn without_the_offer_the_last_tile_is_drawn_and_still_scores() {
    // eval-v1: seat 3 simply draws the last tile and wins: 海底捞月.
    let mut g = to_the_last_tile(RuleSet::eval_v1(), HAIDI);
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
    assert_eq!(g.wall().len(), 0);
    assert_eq!(g.observation(3).unwrap().drawn, Some(t("5s")));
    let events = act(&mut g, 3, Action::Hu);
    assert_eq!(won(&events), [(3, None, vec![BigHand::HaiDiLaoYue])]);
    // 6 each, no dealer bonus in eval-v1.
    assert_eq!(g.result().unwrap().deltas, [-6, -6, -6, 18]);

    // Seat 2 waits instead: seat 3 draws the last tile, must discard, and a
    // win on that discard is 海底炮; nothing but 胡 may be claimed.
    let swapped = [HAIDI[0], HAIDI[1], HAIDI[3], HAIDI[2]];
    let mut g = to_the_last_tile(RuleSet::eval_v1(), swapped);
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
    assert!(
        legal(&g, 3).iter().all(|a| matches!(a, Action::Discard(_))),
        "no kong on an empty wall"
    );
    act(&mut g, 3, Action::Discard(t("5s")));
    assert_eq!(legal(&g, 2), [Action::Pass, Action::Hu]);
    let events = act(&mut g, 2, Action::Hu);
    assert_eq!(won(&events), [(2, Some(3), vec![BigHand::HaiDiPao])]);
}

// ----- kongs ----------------------------------------------------------------------

/// The dealer discards 7p; seat 2 holds 777p and waits on 5s and 8s without
/// it; seat 1 waits on 9m.
const KONG: [&str; 4] = [
    "7p1s4s7s9s2m5m8m3m6m1p4p9p8p",
    "123p456p234s55m99m",
    "777p123m456m88s55s",
    "1m4m7m7m1s6s9s3p6p9p2p5p8p",
];

fn kong_offer(rules: RuleSet, draws: &str, end: &str) -> Game {
    let mut g = deal(rules, 0, KONG, draws, end);
    act(&mut g, 0, Action::Discard(t("7p")));
    assert_eq!(
        legal(&g, 2),
        [Action::Pass, Action::Peng, Action::Gang, Action::KaiGang],
        "ready without the four: 开杠 allowed"
    );
    act(&mut g, 1, Action::Pass);
    g
}

#[test]
fn buzhang_draws_a_replacement_from_the_end_and_pays_kong_fees() {
    let mut rules = quiet();
    rules.table.kong_fee = 1;
    let mut g = kong_offer(rules, "", "9m1s");
    let events = act(&mut g, 2, Action::Gang);
    assert!(
        events.contains(&Event::Settled { reason: SettleReason::KongFee, deltas: [-1, -1, 3, -1] })
    );
    assert!(events.contains(&Event::Drew {
        seat: 2,
        tile: t("9m"),
        source: DrawSource::Replacement
    }));
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert!(!g.observation(2).unwrap().frozen);
    assert_eq!(g.scores(), [-1, -1, 3, -1]);
}

#[test]
fn kaigang_flips_two_and_a_completing_flip_is_gang_shang_kai_hua() {
    let mut g = kong_offer(quiet(), "", "5s9m");
    let events = act(&mut g, 2, Action::KaiGang);
    assert!(events.iter().any(
        |e| matches!(e, Event::KongFlip { seat: 2, flips } if flips.as_slice() == ts("5s9m"))
    ));
    assert!(matches!(g.phase(), Phase::KongFlip { seat: 2, .. }));
    assert_eq!(legal(&g, 2), [Action::Pass, Action::Hu]);
    let events = act(&mut g, 2, Action::Hu);
    assert_eq!(won(&events), [(2, None, vec![BigHand::GangShangKaiHua])]);
    // Paid by all three (6, +1 from the dealer).
    assert_eq!(g.result().unwrap().deltas, [-7, -6, 19, -6]);
    assert_eq!(g.result().unwrap().wins[0].tile, Some(t("5s")));
}

#[test]
fn passing_the_flip_lets_the_others_win_on_it_and_the_kong_player_pays() {
    let mut g = kong_offer(quiet(), "", "5s9m");
    act(&mut g, 2, Action::KaiGang);
    act(&mut g, 2, Action::Pass);
    // Seat 1 waits on 9m, the second flip: 杠上炮.
    assert!(matches!(g.phase(), Phase::Claim { from: 2, offer: Offer::KongFlip(_) }));
    assert_eq!(legal(&g, 1), [Action::Pass, Action::Hu]);
    let events = act(&mut g, 1, Action::Hu);
    assert_eq!(won(&events), [(1, Some(2), vec![BigHand::GangShangPao])]);
    assert_eq!(g.result().unwrap().deltas, [0, 6, -6, 0]);
}

#[test]
fn kaigang_freezes_the_hand() {
    let mut g = kong_offer(quiet(), "8s9p6p3s", "1s6s");
    act(&mut g, 2, Action::KaiGang);
    // Nobody wins on 1s or 6s: both lie in seat 2's discards, seat 3 draws.
    assert_eq!(g.phase(), Phase::Turn { seat: 3 });
    let flips: Vec<Tile> = g.table()[2].discards().iter().map(|d| d.tile).collect();
    assert_eq!(flips, ts("1s6s"));
    assert!(g.table()[2].frozen());
    // Seat 3 discards 8s: frozen seat 2 holds 88s but may only win.
    act(&mut g, 3, Action::Discard(t("8s")));
    assert_eq!(legal(&g, 2), [Action::Pass, Action::Hu]);
    act(&mut g, 2, Action::Pass);
    pass_all(&mut g); // the dealer could chi 789s
    act(&mut g, 0, Action::Discard(t("9p")));
    pass_all(&mut g);
    act(&mut g, 1, Action::Discard(t("6p")));
    pass_all(&mut g);
    // Seat 2's turn: only the drawn tile may go.
    assert_eq!(g.phase(), Phase::Turn { seat: 2 });
    assert_eq!(legal(&g, 2), [Action::Discard(t("3s"))]);
    let err = g.apply(2, Action::Discard(t("1m"))).unwrap_err();
    assert!(err.to_string().contains("discard 3s"), "{err}");
}

#[test]
fn kaigang_can_flip_four() {
    let mut rules = quiet();
    rules.set_kaigang_flips(4).unwrap();
    let mut g = kong_offer(rules, "", "1s6s3s5s");
    act(&mut g, 2, Action::KaiGang);
    match g.phase() {
        Phase::KongFlip { seat: 2, flips } => assert_eq!(flips.as_slice(), ts("1s6s3s5s")),
        p => panic!("{p:?}"),
    }
}

#[test]
fn without_the_kaigang_option_every_kong_is_buzhang() {
    let mut rules = quiet();
    rules.table.kaigang = false;
    let mut g = deal(rules, 0, KONG, "", "");
    act(&mut g, 0, Action::Discard(t("7p")));
    assert_eq!(legal(&g, 2), [Action::Pass, Action::Peng, Action::Gang]);
}

/// Seat 1 pengs the dealer's 6s and later draws the fourth; seat 3 waits
/// on 6s.
fn robbable(rules: RuleSet) -> Game {
    let mut g = deal(
        rules,
        0,
        [
            "6s1p4p7p9p1s4s7s3m6m9m2p8p9s",
            "66s2m5m8m3p6p9p1m4m7m2s9m",
            "3s8s1s4p7p3p5p6p2m5m8m4s3m",
            "123m456m789m57s22p",
        ],
        "9s8s1p6s",
        "",
    );
    act(&mut g, 0, Action::Discard(t("6s")));
    act(&mut g, 3, Action::Pass); // seat 3 could win: 过胡 until its draw
    act(&mut g, 1, Action::Peng);
    pass_all(&mut g);
    act(&mut g, 1, Action::Discard(t("9m")));
    pass_all(&mut g);
    for _ in 0..3 {
        drift(&mut g);
        pass_all(&mut g);
    }
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.observation(1).unwrap().drawn, Some(t("6s")));
    g
}

#[test]
fn an_added_kong_can_be_robbed() {
    let mut g = robbable(quiet());
    assert!(legal(&g, 1).contains(&Action::BuGang(t("6s"))));
    act(&mut g, 1, Action::BuGang(t("6s")));
    assert_eq!(g.phase(), Phase::Claim { from: 1, offer: Offer::RobKong(t("6s")) });
    assert_eq!(legal(&g, 3), [Action::Pass, Action::Hu]);
    let events = act(&mut g, 3, Action::Hu);
    assert_eq!(won(&events), [(3, Some(1), vec![BigHand::QiangGangHu])]);
    assert_eq!(g.result().unwrap().deltas, [0, -6, 0, 6]);
    // The kong never completed.
    assert_eq!(g.hand(1).unwrap().meld_list(), [majiang_core::Meld::peng(t("6s"))]);
}

#[test]
fn an_added_kong_nobody_robs_completes() {
    let mut g = robbable(quiet());
    act(&mut g, 1, Action::BuGang(t("6s")));
    act(&mut g, 3, Action::Pass);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert_eq!(g.hand(1).unwrap().meld_list(), [majiang_core::Meld::bu_gang(t("6s"))]);
    assert_eq!(g.table()[1].melds(), [majiang_core::Meld::bu_gang(t("6s"))]);
}

#[test]
fn a_concealed_kong_cannot_be_robbed() {
    let mut g = deal(
        quiet(),
        0,
        [
            "1p4p7p9p1s4s7s3m6m9m2p8p9s5p",
            "6666s2m5m8m3p6p9p1m4m7m",
            "3s8s1s4p7p3p5p6p2m5m8m4s3m",
            "123m456m789m57s22p",
        ],
        "9p",
        "",
    );
    act(&mut g, 0, Action::Discard(t("5p")));
    pass_all(&mut g);
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    let events = act(&mut g, 1, Action::AnGang(t("6s")));
    // Straight to the replacement: seat 3, waiting on 6s, is never asked.
    assert_eq!(g.phase(), Phase::Turn { seat: 1 });
    assert!(
        events.iter().any(|e| matches!(e, Event::Drew { source: DrawSource::Replacement, .. }))
    );
    // The others see a face-down kong, not its kind.
    assert_eq!(g.table()[1].concealed_kongs(), 1);
    assert!(g.table()[1].melds().is_empty());
}

// ----- the deal, the dealer, birds, opening wins ---------------------------------

const TIANHU: [&str; 4] = [
    "123m456m789m123s55s",
    "1p4p7p1s4s7s2m5m8m3p6p9p9s",
    "1m4m7m2s6s9s2p5p8p3s8s6p9m",
    "1p4p7p9p1s4s7s6s9s3m6m2p8p",
];

#[test]
fn the_dealt_fourteen_can_win_tianhu() {
    let mut g = deal(quiet(), 0, TIANHU, "", "");
    assert!(legal(&g, 0).contains(&Action::Hu));
    let events = act(&mut g, 0, Action::Hu);
    assert_eq!(won(&events), [(0, None, vec![BigHand::TianHu])]);
    assert_eq!(g.result().unwrap().wins[0].tile, None);
    assert_eq!(g.result().unwrap().deltas, [21, -7, -7, -7]);
}

#[test]
fn next_dealer_follows_the_option() {
    let single = |nd: NextDealer| {
        let mut r = quiet();
        r.table.next_dealer = nd;
        let mut g = five_man(r);
        act(&mut g, 1, Action::Pass);
        act(&mut g, 2, Action::Pass);
        act(&mut g, 3, Action::Hu);
        g.result().unwrap().next_dealer
    };
    assert_eq!(single(NextDealer::Winner), 3);
    assert_eq!(single(NextDealer::KeepOrNext), 1);
    assert_eq!(single(NextDealer::Rotate), 1);
    let tianhu = |nd: NextDealer| {
        let mut r = quiet();
        r.table.next_dealer = nd;
        let mut g = deal(r, 0, TIANHU, "", "");
        act(&mut g, 0, Action::Hu);
        g.result().unwrap().next_dealer
    };
    assert_eq!(tianhu(NextDealer::Winner), 0);
    assert_eq!(tianhu(NextDealer::KeepOrNext), 0);
    assert_eq!(tianhu(NextDealer::Rotate), 1);
    // A draw: the last tile's taker under Winner, the next seat otherwise.
    let drawn = |rules: RuleSet| {
        let mut g = to_the_last_tile(rules, HAIDI);
        act(&mut g, 3, Action::TakeHaidi);
        act(&mut g, 3, Action::Pass); // shown; nobody else can win on 5s
        g.result().unwrap().clone()
    };
    let r = drawn(quiet());
    assert!(r.is_draw());
    assert_eq!(r.next_dealer, 3);
    let mut rotate = quiet();
    rotate.table.next_dealer = NextDealer::Rotate;
    assert_eq!(drawn(rotate).next_dealer, 1);
}

#[test]
fn birds_are_flipped_from_the_end_and_multiply_or_add() {
    let birds = |mode: BirdMode| {
        let mut r = quiet();
        r.set_birds(2).unwrap();
        r.table.bird_mode = mode;
        let mut g = five_man(r);
        act(&mut g, 1, Action::Pass);
        act(&mut g, 2, Action::Pass);
        act(&mut g, 3, Action::Hu);
        g.result().unwrap().clone()
    };
    let r = birds(BirdMode::Multiply);
    // 4m lands on seat 3 (the winner), 9p on seat 0 (the payer): ×3.
    assert_eq!(r.birds, ts("4m9p"));
    assert_eq!(r.deltas, [-21, 0, 0, 21]);
    assert_eq!(birds(BirdMode::AddOne).deltas, [-9, 0, 0, 9]);
}

#[test]
fn opening_wins_are_paid_at_the_deal_and_play_goes_on() {
    let hands = [
        "5m9m1p4p7p2s6s9s3s8s8m5p3p5s",
        "134679m134679s1m",
        "55m123s456s789s22p",
        "1m2m3m234p456p789p5m",
    ];
    let mut rules = RuleSet::changsha();
    rules.set_birds(0).unwrap();
    let g = deal(rules, 0, hands, "", "");
    let openings = &g.opening_events();
    assert!(openings.contains(&Event::OpeningWin(majiang_core::game::OpeningRecord {
        seat: 1,
        win: OpeningWin::BanBanHu,
        count: 1,
    })));
    assert!(openings.contains(&Event::OpeningWin(majiang_core::game::OpeningRecord {
        seat: 1,
        win: OpeningWin::QueYiSe,
        count: 1,
    })));
    // Seat 3 (no 条) has 缺一色 too; every occurrence is a small self-draw.
    assert!(openings.contains(&Event::OpeningWin(majiang_core::game::OpeningRecord {
        seat: 3,
        win: OpeningWin::QueYiSe,
        count: 1,
    })));
    let (a, b) = (settle_opening(1, 2, 0, g.rules()), settle_opening(3, 1, 0, g.rules()));
    assert_eq!(g.scores(), std::array::from_fn(|s| a[s] + b[s]));
    assert_eq!(g.scores(), [-9, 12, -6, 3]);
    assert_eq!(g.phase(), Phase::Turn { seat: 0 });
    // The evaluation preset has none.
    assert_eq!(deal(RuleSet::eval_v1(), 0, hands, "", "").scores(), [0; 4]);
}

// ----- what players see ----------------------------------------------------------

/// Discards the drawn tile and passes everything: its play ignores its hand.
struct Passive;

impl majiang_core::ai::Agent for Passive {
    fn name(&self) -> &str {
        "passive"
    }
    fn decide(&mut self, obs: &majiang_core::game::Observation<'_>) -> Action {
        match (obs.phase, obs.drawn) {
            (Phase::Turn { .. }, Some(d)) => Action::Discard(d),
            (Phase::Turn { .. }, None) => obs.legal[0],
            _ => Action::Pass,
        }
    }
}

/// Every observation seat 0 gets, played to the end by passive agents,
/// with the number of tiles seat 0 has drawn when it was made.
fn observations_of_seat_0(rules: RuleSet, wall: &Wall) -> Vec<(usize, String)> {
    let mut g = Game::from_wall(rules, *wall, 0).unwrap();
    let mut out = Vec::new();
    let mut draws = 0;
    while let Some(seat) = g.next_to_act() {
        let obs = g.observation(seat).unwrap();
        if seat == 0 {
            draws += usize::from(obs.drawn.is_some());
            out.push((draws, format!("{obs:?}")));
        }
        let a = majiang_core::ai::Agent::decide(&mut Passive, &obs);
        g.apply(seat, a).unwrap();
    }
    out
}

#[test]
fn observations_never_show_the_wall_or_another_hand() {
    let mut rules = RuleSet::changsha();
    rules.table.opening_wins = false;
    let base = Wall::shuffled(&rules, 2024);
    let tiles = base.tiles().to_vec();
    let swapped = |i: usize, j: usize| {
        let mut t = tiles.clone();
        t.swap(i, j);
        Wall::from_tiles(&rules, &t).unwrap()
    };
    // Seats 1 and 2 are dealt 14..27 and 27..40. Swap two different kinds
    // between their hands: seat 0 sees exactly the same game.
    let (i, j) = (14..27)
        .flat_map(|i| (27..40).map(move |j| (i, j)))
        .find(|&(i, j)| tiles[i] != tiles[j])
        .unwrap();
    let other_hands = swapped(i, j);
    let a = observations_of_seat_0(rules, &base);
    let b = observations_of_seat_0(rules, &other_hands);
    let hand_1 = |w: &Wall| *Game::from_wall(rules, *w, 0).unwrap().hand(1).unwrap();
    assert_ne!(hand_1(&base), hand_1(&other_hands), "the games differ");
    assert!(a.len() > 10);
    assert_eq!(a, b, "seat 0 cannot tell them apart");

    // Swap a tile of seat 1's hand with seat 0's first draw (the fourth
    // draw after the deal, wall index 56): identical until seat 0 draws it.
    let first_draw = 53 + 3;
    let k = (14..27).find(|&k| tiles[k] != tiles[first_draw]).unwrap();
    let later = swapped(k, first_draw);
    let x = observations_of_seat_0(rules, &base);
    let y = observations_of_seat_0(rules, &later);
    let before: Vec<_> = x.iter().take_while(|(d, _)| *d == 0).collect();
    assert!(!before.is_empty());
    assert_eq!(before, y.iter().take(before.len()).collect::<Vec<_>>());
    assert_ne!(x[before.len()], y[before.len()], "seat 0 sees its draw");
}

// ----- errors and records ---------------------------------------------------------

#[test]
fn illegal_actions_are_refused_with_a_reason_and_change_nothing() {
    let mut g = five_man(quiet());
    let before = g.clone();
    let err = g.apply(0, Action::Discard(t("9m"))).unwrap_err();
    assert!(err.to_string().contains("waiting for seat 1, 2, 3"), "{err}");
    let err = g.apply(3, Action::Peng).unwrap_err();
    assert!(err.to_string().contains("legal: pass, hu"), "{err}");
    assert!(g.apply(7, Action::Pass).is_err());
    assert_eq!(g, before);
    assert!(Game::new(RuleSet::changsha(), 1, 4).is_err());
}

#[test]
fn records_replay_and_tampering_is_caught() {
    let mut g = five_man(quiet());
    act(&mut g, 1, Action::Pass);
    act(&mut g, 2, Action::Pass);
    act(&mut g, 3, Action::Hu);
    let record = g.to_record();
    assert_eq!(record.lines().count(), 1 + 4 + 1);
    let again = Game::replay(&record).unwrap();
    assert_eq!(again, g);
    assert_eq!(again.to_record(), record);
    // An action that was not legal.
    let bad = record.replacen("\"action\":\"pass\"", "\"action\":\"peng\"", 1);
    let err = Game::replay(&bad).unwrap_err();
    assert!(err.to_string().contains("line 3"), "{err}");
    // A result that does not match.
    let bad = record.replace("[-7,0,0,7]", "[-6,0,0,6]");
    assert!(Game::replay(&bad).unwrap_err().to_string().contains("differs"));
    // A stacked wall is in the header; a seeded game stores only the seed.
    assert!(record.lines().next().unwrap().contains("\"wall\""));
    let seeded = Game::new(RuleSet::eval_v1(), 9, 2).unwrap().to_record();
    assert!(seeded.contains("\"seed\":9") && !seeded.contains("\"wall\""));
    assert_eq!(Game::replay(&seeded).unwrap(), Game::new(RuleSet::eval_v1(), 9, 2).unwrap());
}
