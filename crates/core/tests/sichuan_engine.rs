//! The 四川 血战到底 engine: whole hands played by seeded agents, checked
//! for the properties issue 21 names (zero-sum every hand, never more than
//! three winners in 血战, no payment to or from a player who has left, a
//! 定缺 suit never won with, 查叫 paying each ready player's best hand),
//! plus the exchange, determinism, records and bad input.

use majiang_core::ai::{Agent, Level, RandomAgent};
use majiang_core::game::{
    Action, Event, ExchangeDirection, Game, HandResult, PaymentReason, Phase, SettleReason,
};
use majiang_core::sichuan::{analyze, best_ready_hand};
use majiang_core::{Error, RuleSet, Suit, Tile};

/// Plays one hand of `rules` with the four agents; the game and its events.
fn play(rules: RuleSet, seed: u64, agents: &mut [Box<dyn Agent>; 4]) -> (Game, Vec<Event>) {
    let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
    let mut events = game.opening_events();
    while let Some(seat) = game.next_to_act() {
        let obs = game.observation(seat).unwrap();
        let a = agents[seat].decide(&obs);
        events.extend(game.apply(seat, a).unwrap());
    }
    (game, events)
}

fn mixed(seed: u64) -> [Box<dyn Agent>; 4] {
    [
        Box::new(Level::Hard.player(seed)),
        Box::new(RandomAgent::new(seed ^ 1)),
        Box::new(Level::Medium.player(seed ^ 2)),
        Box::new(Level::Hard.player(seed ^ 3)),
    ]
}

fn hard(seed: u64) -> [Box<dyn Agent>; 4] {
    std::array::from_fn(|s| Box::new(Level::Hard.player(seed * 4 + s as u64)) as Box<dyn Agent>)
}

/// The reference table and a spread of its options.
fn tables() -> Vec<(&'static str, RuleSet)> {
    let base = RuleSet::sichuan();
    let with = |f: &dyn Fn(&mut RuleSet)| {
        let mut r = base;
        f(&mut r);
        r
    };
    vec![
        ("reference", base),
        ("血流成河", with(&|r| r.set_sichuan_mode(1).unwrap())),
        (
            "换两张, 自摸加番, cap 3",
            with(&|r| {
                r.set_exchange(2).unwrap();
                r.set_self_draw_bonus(1).unwrap();
                r.set_fan_cap(3).unwrap();
            }),
        ),
        (
            "no exchange, 擦挂, 点杠花 as a discard, 查大叫 as a self-draw",
            with(&|r| {
                r.set_exchange(0).unwrap();
                r.set_sichuan_flag("cagua", 1).unwrap();
                r.set_kong_flower(0).unwrap();
                r.set_cha_dajiao(1).unwrap();
            }),
        ),
        (
            "one winner a discard, no 抢杠胡, no 呼叫转移, 门清中张, 天地胡",
            with(&|r| {
                r.set_sichuan_flag("multiple_winners", 0).unwrap();
                r.set_sichuan_flag("rob_kong", 0).unwrap();
                r.set_sichuan_flag("call_transfer", 0).unwrap();
                r.set_sichuan_flag("menqing_zhongzhang", 1).unwrap();
                r.set_sichuan_flag("tiandi_hu", 1).unwrap();
            }),
        ),
    ]
}

fn sum_lines(r: &HandResult) -> [i32; 4] {
    let mut sum = [0i32; 4];
    for p in &r.payments {
        for (s, d) in p.deltas().into_iter().enumerate() {
            sum[s] += d;
        }
    }
    sum
}

#[test]
fn every_hand_is_zero_sum_and_its_lines_add_up() {
    let mut seen = std::collections::BTreeSet::new();
    let mut reasons = std::collections::BTreeSet::new();
    for (name, rules) in tables() {
        let mut wins = 0;
        for seed in 0..80u64 {
            let agents = &mut if seed % 2 == 0 { mixed(seed) } else { hard(seed) };
            let (game, _) = play(rules, seed, agents);
            let r = game.result().unwrap();
            assert_eq!(r.deltas.iter().sum::<i32>(), 0, "{name} seed {seed}");
            assert_eq!(sum_lines(r), r.deltas, "{name} seed {seed}: the lines add up");
            for w in &r.wins {
                assert_eq!(w.payments.iter().map(|p| p.deltas()).fold([0; 4], add), w.deltas);
                let fan = w.fan.as_ref().expect("a 四川 win carries its fan");
                seen.extend(fan.patterns.iter().copied());
            }
            reasons.extend(r.payments.iter().map(|p| p.reason.to_string()));
            wins += r.wins.len();
        }
        assert!(wins > 60, "{name}: the agents win ({wins})");
    }
    // The situational paths and every kind of line come up.
    use majiang_core::sichuan::Pattern as P;
    for p in [P::GangShangHua, P::GangShangPao, P::QiangGangHu, P::Gen, P::ZiMo, P::QingYiSe] {
        assert!(seen.contains(&p), "{p:?} never came up: {seen:?}");
    }
    for r in ["self_draw_bonus", "cagua", "call_transfer", "huazhu", "cha_dajiao", "tax_refund"] {
        assert!(reasons.contains(r), "no {r} line: {reasons:?}");
    }
}

fn add(a: [i32; 4], b: [i32; 4]) -> [i32; 4] {
    std::array::from_fn(|s| a[s] + b[s])
}

#[test]
fn xuezhan_has_at_most_three_winners_and_nobody_pays_after_leaving() {
    for seed in 0..150u64 {
        let (game, events) = play(RuleSet::sichuan(), seed, &mut hard(seed));
        let r = game.result().unwrap();
        assert!(r.wins.len() <= 3, "seed {seed}");
        let mut seats: Vec<usize> = r.wins.iter().map(|w| w.seat).collect();
        seats.dedup();
        assert_eq!(seats.len(), r.wins.len(), "seed {seed}: a winner wins once in 血战");
        let mut left = [false; 4];
        for e in &events {
            match e {
                Event::Won(w) => {
                    for (s, d) in w.deltas.iter().enumerate() {
                        assert!(!left[s] || *d == 0, "seed {seed}: seat {s} paid after leaving");
                    }
                    left[w.seat] = true;
                }
                Event::Settled { reason: SettleReason::KongFee, deltas } => {
                    for (s, d) in deltas.iter().enumerate() {
                        assert!(!left[s] || *d == 0, "seed {seed}: kong money to a left seat {s}");
                    }
                }
                Event::Drew { seat, .. } | Event::Discarded { seat, .. } => {
                    assert!(!left[*seat], "seed {seed}: seat {seat} played after leaving");
                }
                _ => {}
            }
        }
        // At the end only 退税 reaches a player who left: it gives back
        // what that player paid for a kong (variants.md X10).
        for p in r
            .payments
            .iter()
            .filter(|p| matches!(p.reason, PaymentReason::HuaZhu | PaymentReason::ChaDaJiao))
        {
            assert!(!left[p.from] && !left[p.to], "seed {seed}: {p:?}");
        }
        for p in r.payments.iter().filter(|p| p.reason == PaymentReason::TaxRefund) {
            assert!(!left[p.from], "seed {seed}: a winner never refunds");
        }
    }
}

#[test]
fn a_void_suit_is_never_won_with_and_every_win_is_a_sichuan_win() {
    let mut checked = 0;
    for seed in 0..150u64 {
        let (game, _) = play(RuleSet::sichuan(), seed, &mut mixed(seed));
        let r = game.result().unwrap();
        for w in &r.wins {
            let void = r.voids[w.seat].expect("every seat declared");
            let mut hand = *game.hand(w.seat).unwrap();
            if let Some(t) = w.tile {
                hand = hand.with_tile(t).unwrap();
            }
            // 天胡 lays a tile aside too: the hand plus the tile is the win.
            assert!(
                hand.all_tiles().tiles().all(|t| t.suit() != Some(void)),
                "seed {seed}: seat {} won holding its void suit",
                w.seat
            );
            let a = analyze(&hand, game.rules()).unwrap().expect("a 四川 win");
            let fan = w.fan.as_ref().unwrap();
            assert!(fan.fan >= a.fan, "the situational patterns only add");
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn the_end_of_hand_pays_each_ready_player_its_best_hand() {
    let rules = RuleSet::sichuan();
    let (mut chajiao, mut huazhu, mut refunds) = (0, 0, 0);
    for seed in 0..300u64 {
        let agents = &mut if seed % 3 == 0 { mixed(seed) } else { hard(seed) };
        let (game, _) = play(rules, seed, agents);
        let r = game.result().unwrap();
        let void_held = |s: usize| {
            let v = r.voids[s].unwrap();
            game.hand(s).unwrap().concealed().tiles().any(|t| t.suit() == Some(v))
        };
        for p in &r.payments {
            match p.reason {
                PaymentReason::ChaDaJiao => {
                    let (_, best) = best_ready_hand(game.hand(p.to).unwrap(), &rules)
                        .unwrap()
                        .expect("paid as ready");
                    assert_eq!(p.points, 1 << best.fan.min(4), "seed {seed}: {p:?}");
                    assert!(best_ready_hand(game.hand(p.from).unwrap(), &rules).unwrap().is_none());
                    assert!(!void_held(p.from) && !void_held(p.to));
                    chajiao += 1;
                }
                PaymentReason::HuaZhu => {
                    assert!(void_held(p.from), "seed {seed}: a 花猪 holds its void suit");
                    assert!(!void_held(p.to));
                    assert_eq!(p.points, 16, "the cap");
                    huazhu += 1;
                }
                PaymentReason::TaxRefund => {
                    let ready = !void_held(p.from)
                        && best_ready_hand(game.hand(p.from).unwrap(), &rules).unwrap().is_some();
                    assert!(!ready, "seed {seed}: only a player not ready refunds");
                    refunds += 1;
                }
                _ => {}
            }
        }
        // 退税: each player who has not won and is not ready gives back
        // every kong line paid to it, less what 呼叫转移 handed on.
        if r.wins.len() < 3 {
            for s in 0..4 {
                let won = r.wins.iter().any(|w| w.seat == s);
                let ready = !void_held(s)
                    && best_ready_hand(game.hand(s).unwrap(), &rules).unwrap().is_some();
                let sum = |f: &dyn Fn(&majiang_core::game::Payment) -> bool| -> i32 {
                    r.payments.iter().filter(|p| f(p)).map(|p| p.points).sum()
                };
                let kong = sum(&|p| {
                    p.to == s
                        && matches!(
                            p.reason,
                            PaymentReason::ConcealedKong
                                | PaymentReason::AddedKong
                                | PaymentReason::ExposedKong
                                | PaymentReason::CaGua
                        )
                });
                let handed_on = sum(&|p| p.from == s && p.reason == PaymentReason::CallTransfer);
                let refunded = sum(&|p| p.from == s && p.reason == PaymentReason::TaxRefund);
                let expected = if won || ready { 0 } else { kong - handed_on };
                assert_eq!(refunded, expected, "seed {seed}: seat {s}'s 退税");
            }
        }
        let ended_early = r.wins.len() == 3;
        if ended_early {
            assert!(r.payments.iter().all(|p| !matches!(
                p.reason,
                PaymentReason::ChaDaJiao | PaymentReason::HuaZhu | PaymentReason::TaxRefund
            )));
        }
    }
    assert!(chajiao > 20 && huazhu > 0 && refunds > 0, "{chajiao} {huazhu} {refunds}");
}

#[test]
fn the_exchange_passes_one_suit_in_the_rolled_direction() {
    let mut directions = [0; 3];
    for seed in 0..60u64 {
        let mut game = Game::new(RuleSet::sichuan(), seed, 0).unwrap();
        let before: Vec<_> = (0..4).map(|s| *game.hand(s).unwrap().concealed()).collect();
        let mut agents = hard(seed);
        let mut events = Vec::new();
        while game.phase() == Phase::Exchange {
            let s = game.next_to_act().unwrap();
            let a = agents[s].decide(&game.observation(s).unwrap());
            events.extend(game.apply(s, a).unwrap());
        }
        assert_eq!(game.phase(), Phase::DingQue);
        let Some(Event::Exchanged { direction, passed }) =
            events.iter().find(|e| matches!(e, Event::Exchanged { .. }))
        else {
            panic!("the exchange happened")
        };
        directions[ExchangeDirection::ALL.iter().position(|d| d == direction).unwrap()] += 1;
        for (s, p) in passed.iter().enumerate() {
            assert_eq!(p.as_slice().len(), 3);
            let suit = p.suit().unwrap();
            assert!(p.as_slice().iter().all(|t| t.suit() == Some(suit)), "one suit");
            let to = direction.receiver(s);
            let obs = game.observation(to).unwrap();
            assert_eq!(obs.exchange.received, *p);
            assert_eq!(obs.exchange.direction, Some(*direction));
            let mut expect = before[to];
            for t in game.observation(to).unwrap().exchange.picked.as_slice() {
                assert!(expect.remove(*t));
            }
            for &t in p.as_slice() {
                expect.add(t).unwrap();
            }
            assert_eq!(*game.hand(to).unwrap().concealed(), expect);
        }
    }
    assert!(directions.iter().all(|&n| n > 5), "the roll spreads: {directions:?}");
}

#[test]
fn same_seed_same_game_and_records_replay() {
    for (name, rules) in tables() {
        for seed in 0..12u64 {
            let (a, ea) = play(rules, seed, &mut mixed(seed));
            let (b, eb) = play(rules, seed, &mut mixed(seed));
            assert_eq!(a.actions(), b.actions(), "{name} seed {seed}");
            assert_eq!(ea, eb);
            assert_eq!(a.result(), b.result());
            let record = a.to_record();
            let replayed = Game::replay(&record).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(replayed.result(), a.result(), "{name} seed {seed}");
            assert_eq!(replayed.rules(), a.rules(), "{name}: the options travel with the record");
        }
    }
}

#[test]
fn bad_actions_are_refused_and_change_nothing() {
    let mut game = Game::new(RuleSet::sichuan(), 5, 0).unwrap();
    let refused = |game: &mut Game, seat: usize, a: Action| {
        let before = game.clone();
        let err = game.apply(seat, a).unwrap_err();
        assert!(matches!(err, Error::IllegalAction(_)), "{err}");
        assert_eq!(*game, before, "{a} changed the game");
        err.to_string()
    };
    // Out of phase: a discard or a void during the exchange.
    let first = game.hand(0).unwrap().concealed().tiles().next().unwrap();
    refused(&mut game, 0, Action::Discard(first));
    refused(&mut game, 0, Action::DingQue(Suit::Wan));
    // A second suit after the first pick.
    let pick = match game.legal_actions(0)[0] {
        Action::Exchange(t) => t,
        a => panic!("{a}"),
    };
    game.apply(0, Action::Exchange(pick)).unwrap();
    let other: Tile =
        game.hand(0).unwrap().concealed().tiles().find(|t| t.suit() != pick.suit()).unwrap();
    let msg = refused(&mut game, 0, Action::Exchange(other));
    assert!(msg.contains("legal: exchange"), "{msg}");
    // A tile not held.
    let missing = Tile::all().take(27).find(|&t| game.hand(0).unwrap().concealed().get(t) == 0);
    if let Some(t) = missing {
        refused(&mut game, 0, Action::Exchange(t));
    }
    // Finish the exchange, then: a discard of a non-void tile while the
    // void suit is held.
    let mut agents = hard(5);
    while game.phase() == Phase::Exchange {
        let s = game.next_to_act().unwrap();
        let a = agents[s].decide(&game.observation(s).unwrap());
        game.apply(s, a).unwrap();
    }
    assert!(Action::decode(0x0d03).unwrap_err().to_string().contains("万"), "suits are 0-2");
    let dealer_hand = *game.hand(0).unwrap().concealed();
    // Declare the suit seat 0 holds most of, so that its tiles stay.
    let most = Suit::ALL
        .into_iter()
        .max_by_key(|&s| dealer_hand.tiles().filter(|t| t.suit() == Some(s)).count())
        .unwrap();
    for s in 0..4 {
        let v = if s == 0 { most } else { Suit::Wan };
        game.apply(s, Action::DingQue(v)).unwrap();
    }
    refused(&mut game, 1, Action::DingQue(Suit::Tiao));
    let keep = dealer_hand.tiles().find(|t| t.suit() != Some(most)).unwrap();
    let msg = refused(&mut game, 0, Action::Discard(keep));
    assert!(msg.contains("not legal"), "{msg}");
    assert!(game.legal_actions(0).iter().all(|a| match a {
        Action::Discard(t) => t.suit() == Some(most),
        _ => true,
    }));
}
