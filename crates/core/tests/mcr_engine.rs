//! 国标麻将 at the table: worked payments, the minimum refused as an action
//! (and Botzone's 错和 penalty), 补花, 吃 from the left, 抢杠和, zero-sum
//! games at every level, records that replay byte for byte, resumed hands
//! that play on exactly, and the 16-hand game.

use majiang_core::ai::{Agent, FirstLegal, Level};
use majiang_core::game::{Action, DrawSource, Event, Game, Phase, ResumeAt, Wall};
use majiang_core::mcr::{self, Fan, McrMatch, Situation, Wind};
use majiang_core::notation::parse_tiles;
use majiang_core::{Error, Hand, RuleSet, Tile};

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

/// 国标 without flowers, for walls stacked tile by tile.
fn no_flowers() -> RuleSet {
    let mut r = RuleSet::mcr();
    r.set_mcr_flag("mcr_flowers", 0).unwrap();
    r
}

/// A game on a stacked wall, dealer 0: `hands[0]` 14 tiles, the others 13;
/// `draws` from the front after the deal.
fn stacked(rules: RuleSet, hands: [&str; 4], draws: &str) -> Game {
    let hands = hands.map(|h| parse_tiles(h).unwrap());
    let wall = Wall::stacked(&rules, 0, &hands, &parse_tiles(draws).unwrap(), &[]).unwrap();
    Game::from_wall(rules, wall, 0).unwrap()
}

/// Plays `action` for `seat`, which must be legal.
fn act(g: &mut Game, seat: usize, action: Action) -> Vec<Event> {
    assert!(g.legal(seat).contains(&action), "{action} for {seat}: {:?}", g.legal(seat));
    g.apply(seat, action).unwrap()
}

/// Every other seat still to answer a claim passes.
fn others_pass(g: &mut Game) {
    while let Some(s) = g.next_to_act() {
        if !matches!(g.phase(), Phase::Claim { .. }) {
            break;
        }
        g.apply(s, Action::Pass).unwrap();
    }
}

/// Seat 1's 333m 44m 666m 555s 77p; the dealer holds the 4m.
const PUNGS: [&str; 4] = [
    "4m1m1m9m9m1s9s1p9p1z2z3z4z5z",
    "333m44m666m555s77p",
    "2s3s4s6s7s8s2p3p4p6p8p5z6z",
    "2m2m7m8m8m9s9s7z7z7z6z6z1p",
];

#[test]
fn a_discard_win_pays_8_plus_fan_to_the_winner_and_8_from_each_other() {
    // The calculator's 333444666m555s77p won on 4m: 碰碰和 6, 三暗刻 16,
    // 断幺 2, 门前清 2 = 26. The discarder pays 34, the others 8 each.
    let mut g = stacked(no_flowers(), PUNGS, "");
    act(&mut g, 0, Action::Discard(t("4m")));
    let events = act(&mut g, 1, Action::Hu);
    others_pass(&mut g);
    assert!(g.is_finished(), "{events:?}");
    let r = g.result().unwrap();
    let w = &r.wins[0];
    let fans = w.fans.as_ref().unwrap();
    assert_eq!(fans.total(), 26);
    for (fan, n) in [("碰碰和", 1), ("三暗刻", 1), ("断幺", 1), ("门前清", 1)] {
        assert_eq!(fans.count(Fan::by_name(fan).unwrap()), n, "{fan}");
    }
    assert_eq!((w.seat, w.from, w.tile), (1, Some(0), Some(t("4m"))));
    assert_eq!(r.deltas, [-34, 50, -8, -8]);
    assert_eq!(r.next_dealer, 1, "the deal passes");
    // The record carries the fans and replays to the same result.
    let record = g.to_record();
    assert!(record.contains("\"zh\":\"碰碰和\"") && record.contains("\"en\":"), "{record}");
    assert_eq!(Game::replay(&record).unwrap().to_record(), record);
}

#[test]
fn a_self_draw_pays_8_plus_fan_from_each_of_the_three() {
    // The same hand draws its 4m after the dealer's 1z.
    let mut hands = PUNGS;
    hands[0] = "8s1m1m9m9m1s9s1p9p1z2z3z4z5z";
    let mut g = stacked(no_flowers(), hands, "4m");
    act(&mut g, 0, Action::Discard(t("1z")));
    assert_eq!(g.next_to_act(), Some(1));
    act(&mut g, 1, Action::Hu);
    let r = g.result().unwrap();
    let hand = Hand::parse("333444666m555s77p", "", &no_flowers()).unwrap();
    let situation =
        Situation { self_drawn: true, seat: Wind::South, ..Situation::on_discard(t("4m")) };
    let fan = mcr::score(&hand, &situation).unwrap().unwrap().total() as i32;
    assert_eq!(r.wins[0].fans.as_ref().unwrap().total() as i32, fan);
    assert_eq!(r.deltas, [-(8 + fan), 3 * (8 + fan), -(8 + fan), -(8 + fan)]);
}

/// Seat 1 waits on 5p with a concealed hand worth under 8 on a discard.
const CHEAP: [&str; 4] = [
    "5p1z1z2z2z3z3z4z4z5z6z7z9m9p",
    "1m2m3m4m5m6m7s8s9s2p3p4p5p",
    "1s1s2s3s4s6p6p7p8p5z6z7z1z",
    "7m7m8m8m9m5s5s6s1p1p2p9p2z",
];

#[test]
fn a_win_under_the_minimum_is_no_legal_action_and_names_its_fan() {
    let rules = no_flowers();
    let mut g = stacked(rules, CHEAP, "");
    act(&mut g, 0, Action::Discard(t("5p")));
    let hand = Hand::parse("123456m789s2345p5p", "", &rules).unwrap();
    let situation = Situation { seat: Wind::South, ..Situation::on_discard(t("5p")) };
    let score = mcr::score(&hand, &situation).unwrap().unwrap();
    let fan = score.without_flowers();
    assert!(fan < 8, "{score:?}");
    assert!(g.legal(1).contains(&Action::Chi(t("3p"))), "{:?}", g.legal(1));
    assert!(!g.legal(1).contains(&Action::Hu));
    let Err(Error::IllegalAction(why)) = g.apply(1, Action::Hu) else { panic!("refused") };
    let head = format!("a win needs 8 fan without flowers; this one is {fan}: ");
    assert!(why.starts_with(&head), "{why}");
    let first = score.fans().next().expect("a fan").fan;
    assert!(why.contains(first.chinese()), "{why}");
    // Nothing changed: seat 1 still chooses.
    assert!(g.is_pending(1));
    // With the minimum at that fan the same win is legal.
    let mut low = rules;
    low.set_mcr_minimum(i64::from(fan)).unwrap();
    let mut g = stacked(low, CHEAP, "");
    act(&mut g, 0, Action::Discard(t("5p")));
    assert!(g.legal(1).contains(&Action::Hu));
}

#[test]
fn botzone_false_win_penalty_costs_30_and_ends_the_hand() {
    let mut rules = no_flowers();
    rules.set_mcr_flag("mcr_false_win_penalty", 1).unwrap();
    let mut g = stacked(rules, CHEAP, "");
    act(&mut g, 0, Action::Discard(t("5p")));
    g.apply(1, Action::Hu).unwrap();
    assert!(g.is_finished());
    let r = g.result().unwrap();
    assert_eq!(r.deltas, [10, -30, 10, 10]);
    assert!(r.wins.is_empty());
    // A discard outside the legal list is still refused.
    let mut g = stacked(rules, CHEAP, "");
    assert!(g.apply(0, Action::Discard(t("1m"))).is_err());
    let record = {
        act(&mut g, 0, Action::Discard(t("5p")));
        g.apply(1, Action::Hu).unwrap();
        g.to_record()
    };
    assert_eq!(Game::replay(&record).unwrap().result().unwrap().deltas, [10, -30, 10, 10]);
}

#[test]
fn a_robbed_added_kong_pays_as_a_discard_by_the_konger() {
    let hands = [
        "5s1z2z3z4z5z6z7z1m9m1p1s8p2p",
        "123456789m4s6s9p9p",
        "5s5s1s1s3s3s7s7s2m2m3p3p7p",
        "1z2z3z4z5z6z7z2p4p3m7m8s2s",
    ];
    let mut g = stacked(no_flowers(), hands, "9p9s1p5s");
    act(&mut g, 0, Action::Discard(t("5s")));
    // Seat 1 could win (清龙) or 吃; it passes, seat 2 pongs.
    assert!(g.legal(1).contains(&Action::Hu));
    act(&mut g, 1, Action::Pass);
    act(&mut g, 2, Action::Peng);
    act(&mut g, 2, Action::Discard(t("7p")));
    others_pass(&mut g);
    act(&mut g, 3, Action::Discard(t("9p")));
    others_pass(&mut g);
    act(&mut g, 0, Action::Discard(t("9s")));
    others_pass(&mut g);
    act(&mut g, 1, Action::Discard(t("1p")));
    others_pass(&mut g);
    act(&mut g, 2, Action::BuGang(t("5s")));
    assert_eq!(g.next_to_act(), Some(1), "{:?}", g.phase());
    act(&mut g, 1, Action::Hu);
    let r = g.result().unwrap();
    let fans = r.wins[0].fans.as_ref().unwrap();
    assert_eq!(fans.count(Fan::by_name("抢杠和").unwrap()), 1, "{fans:?}");
    assert_eq!(fans.count(Fan::by_name("和绝张").unwrap()), 0, "{fans:?}");
    let fan = fans.total() as i32;
    assert_eq!(r.deltas, [-8, 24 + fan, -(8 + fan), -8]);
    assert_eq!(r.wins[0].from, Some(2));
}

fn play_with(rules: RuleSet, seed: u64, levels: [Level; 4]) -> Game {
    let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
    let mut agents: Vec<_> = (0..4).map(|s| levels[s].player(seed * 4 + s as u64)).collect();
    while let Some(seat) = game.next_to_act() {
        let obs = game.observation(seat).unwrap();
        let a = agents[seat].decide(&obs);
        assert!(obs.is_legal(a), "{} chose {a} in {:?}", agents[seat].name(), obs.phase);
        game.apply_quiet(seat, a).unwrap();
    }
    game
}

#[test]
fn every_level_plays_mcr_legally_to_a_zero_sum_end() {
    let rules = RuleSet::mcr();
    let mut wins = 0;
    for level in Level::ALL {
        for seed in 0..25 {
            let g = play_with(rules, seed, [level; 4]);
            let r = g.result().unwrap();
            assert_eq!(r.deltas.iter().sum::<i32>(), 0, "{level:?} seed {seed}");
            for w in &r.wins {
                let f = w.fans.as_ref().unwrap();
                assert!(f.without_flowers() >= 8, "{f:?}");
                assert_eq!(f.flowers(), g.table()[w.seat].flowers());
                // The wall's last tile: 妙手回春 drawn, 海底捞月 on a discard.
                if g.wall().is_empty() {
                    let last =
                        if w.from.is_none() { Fan::LastTileDraw } else { Fan::LastTileClaim };
                    let kong = Fan::by_name("杠上开花").unwrap();
                    assert!(f.count(last) + f.count(kong) == 1, "{f:?}");
                }
                wins += 1;
            }
        }
    }
    // A mixed table too.
    for seed in 0..12 {
        let g = play_with(rules, seed, [Level::Expert, Level::Hard, Level::Medium, Level::Easy]);
        assert_eq!(g.result().unwrap().deltas.iter().sum::<i32>(), 0);
    }
    assert!(wins > 0, "some hands are won");
}

#[test]
fn flowers_are_set_aside_and_replaced_from_the_end() {
    let rules = RuleSet::mcr();
    let (mut dealt, mut drawn) = (0, 0);
    for seed in 0..30u64 {
        let mut g = Game::new(rules, seed, 0).unwrap();
        let at_deal: u32 = g.table().iter().map(|p| u32::from(p.flowers())).sum();
        dealt += at_deal;
        for s in 0..4 {
            let want = if s == 0 { 14 } else { 13 };
            assert_eq!(g.hand(s).unwrap().concealed().total(), want, "seed {seed}");
        }
        // 136 tiles are dealt or in the wall: flowers take no tile's place.
        assert_eq!(g.wall().len(), 136 - 53);
        let mut agent = FirstLegal;
        while let Some(seat) = g.next_to_act() {
            let before: [u8; 4] = std::array::from_fn(|s| g.table()[s].flowers());
            let last = g.wall().remaining().last().copied();
            let obs = g.observation(seat).unwrap();
            let a = agent.decide(&obs);
            let events = g.apply(seat, a).unwrap();
            for e in &events {
                if let Event::Drew { seat: s, tile, source } = e
                    && g.table()[*s].flowers() > before[*s]
                {
                    drawn += 1;
                    // Each flower is replaced from the end: the tile taken
                    // is the wall's last (flowers hold no tile's place).
                    assert_eq!(*source, DrawSource::Replacement);
                    assert_eq!(Some(*tile), last, "seed {seed}");
                }
            }
        }
        let total: u8 = g.table().iter().map(|p| p.flowers()).sum();
        assert!(total <= 8);
        // The same seed sets the same flowers aside.
        let again = Game::new(rules, seed, 0).unwrap();
        let flowers = |g: &Game| g.table().map(|p| p.flowers());
        assert_eq!(flowers(&again), flowers(&Game::new(rules, seed, 0).unwrap()));
    }
    // About 8 × 53 / 144 ≈ 2.9 flowers are dealt a hand.
    assert!((30..150).contains(&dealt), "{dealt}");
    assert!(drawn > 10, "{drawn}");
    // Without flowers none is set aside.
    let g = play_with(no_flowers(), 3, [Level::Hard; 4]);
    assert!(g.table().iter().all(|p| p.flowers() == 0));
}

#[test]
fn flower_events_match_the_seats_flower_counts() {
    let rules = RuleSet::mcr();
    let mut in_play = 0;
    for seed in 0..30u64 {
        let dealer = (seed % 4) as usize;
        let mut g = Game::new(rules, seed, dealer).unwrap();
        // The deal's flowers: right after the hands, the dealer's first, in
        // turn, as many for each seat as it holds before the first turn.
        let opening = g.opening_events();
        assert!(matches!(opening[0], Event::Dealt { .. }));
        let seats: Vec<usize> = opening[1..]
            .iter()
            .map(|e| match e {
                Event::Flower { seat } => *seat,
                other => panic!("seed {seed}: {other} among the deal's flowers"),
            })
            .collect();
        let turn_order: Vec<usize> = seats.iter().map(|s| (s + 4 - dealer) % 4).collect();
        assert!(turn_order.is_sorted(), "seed {seed}: {seats:?}");
        let mut counted = [0u8; 4];
        for &s in &seats {
            counted[s] += 1;
        }
        assert_eq!(counted, g.table().map(|p| p.flowers()), "seed {seed}");
        let mut agents: Vec<_> = (0..4).map(|s| Level::Hard.player(seed + s)).collect();
        while let Some(seat) = g.next_to_act() {
            let a = agents[seat].decide(&g.observation(seat).unwrap());
            let events = g.apply(seat, a).unwrap();
            for (i, e) in events.iter().enumerate() {
                if let Event::Flower { seat: s } = e {
                    counted[*s] += 1;
                    in_play += 1;
                    // Its replacement follows: more flowers, then the draw
                    // from the end of the wall (or a wall run dry).
                    let next = events[i + 1..].iter().find(|e| !matches!(e, Event::Flower { .. }));
                    assert!(
                        matches!(
                            next,
                            Some(Event::Drew { source: DrawSource::Replacement, seat: d, .. })
                                if d == s
                        ) || g.wall().is_empty(),
                        "seed {seed}: {next:?}"
                    );
                }
            }
            assert_eq!(counted, g.table().map(|p| p.flowers()), "seed {seed}");
        }
    }
    assert!(in_play > 10, "{in_play}");
    // Without flowers: no flower event.
    let g = play_with(no_flowers(), 3, [Level::Hard; 4]);
    assert!(!g.opening_events().iter().any(|e| matches!(e, Event::Flower { .. })));
}

#[test]
fn chi_only_from_the_left() {
    let rules = RuleSet::mcr();
    let mut chis = 0;
    for seed in 0..10u64 {
        let mut g = Game::new(rules, seed, 0).unwrap();
        let mut agents: Vec<_> = (0..4).map(|s| Level::Easy.player(seed + s)).collect();
        while let Some(seat) = g.next_to_act() {
            if let Phase::Claim { from, .. } = g.phase() {
                for p in 0..4 {
                    if g.legal(p).iter().any(|a| matches!(a, Action::Chi(_))) {
                        assert_eq!(p, (from + 1) % 4, "seed {seed}");
                        chis += 1;
                    }
                }
            }
            let a = agents[seat].decide(&g.observation(seat).unwrap());
            g.apply(seat, a).unwrap();
        }
    }
    assert!(chis > 10, "{chis}");
}

#[test]
fn the_same_seed_writes_the_same_record_and_it_replays() {
    let rules = RuleSet::mcr();
    for seed in [1, 5, 9] {
        let a = play_with(rules, seed, [Level::Hard; 4]).to_record();
        let b = play_with(rules, seed, [Level::Hard; 4]).to_record();
        assert_eq!(a, b);
        assert!(a.contains("\"mcr\":{"), "the options are in the header");
        let again = Game::replay(&a).unwrap();
        assert_eq!(again.to_record(), a);
    }
}

#[test]
fn a_resumed_hand_plays_on_exactly() {
    let rules = RuleSet::mcr();
    let agents = |seed: u64| -> Vec<Box<dyn Agent>> {
        (0..4u64)
            .map(|s| -> Box<dyn Agent> {
                let level = if s % 2 == 0 { Level::Expert } else { Level::Medium };
                Box::new(level.player(seed * 4 + s))
            })
            .collect()
    };
    let finish = |g: &mut Game, a: &mut Vec<Box<dyn Agent>>| {
        while let Some(seat) = g.next_to_act() {
            let action = a[seat].decide(&g.observation(seat).unwrap());
            g.apply_quiet(seat, action).unwrap();
        }
    };
    let (mut turns, mut claims) = (0, 0);
    for seed in 0..12u64 {
        let mut original = Game::new(rules, seed, (seed % 4) as usize).unwrap();
        let mut a = agents(seed);
        let mut k = 0;
        while let Some(seat) = original.next_to_act() {
            if k % 7 == 3
                && let Some(mid) = original.mid_hand()
            {
                match mid.at {
                    ResumeAt::Turn { .. } => turns += 1,
                    ResumeAt::Discard { .. } => claims += 1,
                }
                let mut copy = Game::resume(rules, &mid).unwrap();
                assert_eq!(copy.mid_hand().as_ref(), Some(&mid), "seed {seed} step {k}");
                // Its opening events show the flowers already on the table.
                let shown = copy.opening_events();
                for s in 0..4 {
                    let n = shown.iter().filter(|e| **e == Event::Flower { seat: s }).count();
                    assert_eq!(n, usize::from(original.table()[s].flowers()), "seed {seed}");
                }
                for s in 0..4 {
                    assert_eq!(copy.legal(s), original.legal(s), "seed {seed} step {k}");
                }
                let mut rest = original.clone();
                finish(&mut rest, &mut agents(seed));
                finish(&mut copy, &mut agents(seed));
                assert_eq!(copy.actions(), &rest.actions()[k..], "seed {seed} step {k}");
                let (r, c) = (rest.result().unwrap(), copy.result().unwrap());
                assert_eq!(c.wins, r.wins);
                assert_eq!((c.next_dealer, c.draws), (r.next_dealer, r.draws));
                assert_eq!(copy.scores(), rest.scores(), "seed {seed} step {k}");
                assert_eq!(copy.table().map(|p| p.flowers()), rest.table().map(|p| p.flowers()));
            }
            let action = a[seat].decide(&original.observation(seat).unwrap());
            original.apply_quiet(seat, action).unwrap();
            k += 1;
        }
    }
    assert!(turns > 20 && claims > 5, "{turns} {claims}");
}

#[test]
fn a_full_game_is_16_hands_each_seat_dealing_once_a_round() {
    let rules = RuleSet::mcr();
    let mut m = McrMatch::new(rules, 11).unwrap();
    assert_eq!(m.hands(), 16);
    let mut seats: Vec<_> = (0..4).map(|s| Level::Hard.player(s)).collect();
    let mut i = 0;
    while let Some(mut game) = m.next_game().unwrap() {
        assert_eq!(game.dealer(), i % 4);
        assert_eq!(game.rules().mcr.round, Wind::ALL[i / 4]);
        assert_eq!(game.start_scores(), m.scores());
        let [a, b, c, d] = &mut seats[..] else { unreachable!() };
        game.play(&mut [a, b, c, d]).unwrap();
        // Each hand's record carries its round and replays.
        let record = game.to_record();
        assert_eq!(Game::replay(&record).unwrap().to_record(), record);
        m.finish_hand(&game).unwrap();
        assert!(m.finish_hand(&game).is_err(), "a hand counts once");
        i += 1;
    }
    assert_eq!(i, 16);
    assert_eq!(m.scores().iter().sum::<i32>(), 0);
    let sum: i32 = m.results().iter().map(|r| r.deltas[0]).sum();
    assert_eq!(sum, m.scores()[0]);
    // One hand when the option says so; other rules are refused.
    let mut one = rules;
    one.set_mcr_flag("mcr_full_game", 0).unwrap();
    assert_eq!(McrMatch::new(one, 1).unwrap().hands(), 1);
    assert!(McrMatch::new(RuleSet::sichuan(), 1).is_err());
}

#[test]
fn the_last_copy_drawn_is_he_jue_zhang() {
    // The dealer, seat 2 and seat 3 each discard a 9s; seat 1 (清龙, waiting
    // on 6s or 9s) passes them and draws the fourth: 和绝张 and 不求人.
    let hands = [
        "9s3p4p6p7p9p2s3s5s6z6z7z7z5z",
        "123456789m7s8s1p1p",
        "9s1s1s4s5p5p8p2p3m3m5z6m6m",
        "9s2s4s6s8s4p8p1s2p4m5m7m8m",
    ];
    let mut g = stacked(no_flowers(), hands, "1z2z3z4z9s");
    act(&mut g, 0, Action::Discard(t("9s")));
    act(&mut g, 1, Action::Pass);
    act(&mut g, 1, Action::Discard(t("1z")));
    act(&mut g, 2, Action::Discard(t("9s")));
    act(&mut g, 1, Action::Pass);
    act(&mut g, 3, Action::Discard(t("9s")));
    // 过胡: seat 1 passed a win and has not drawn since.
    assert_eq!(g.next_to_act(), Some(0));
    act(&mut g, 0, Action::Discard(t("4z")));
    act(&mut g, 1, Action::Hu);
    let fans = g.result().unwrap().wins[0].fans.clone().unwrap();
    for fan in ["和绝张", "不求人", "清龙"] {
        assert_eq!(fans.count(Fan::by_name(fan).unwrap()), 1, "{fan}: {fans:?}");
    }
}

#[test]
fn seat_and_prevalent_winds_come_from_the_dealer_and_the_round() {
    // Seat 1 sits South when seat 0 deals: its pung of 南 is 门风刻, and
    // 圈风刻 too in the South round.
    let hands = [
        "5p1z1z3z3z4z4z5z6z7z9m9p1s1p",
        "2z2z2z1m2m3m4m5m6m7s8s9s5p",
        "1s1s2s3s4s6p6p7p8p5z6z7z1z",
        "7m7m8m8m9m5s5s6s1p2p9p2z3p",
    ];
    for (round, prevalent) in [(0, 0), (1, 1)] {
        let mut rules = no_flowers();
        rules.set_mcr_minimum(0).unwrap();
        rules.set_mcr_round(round).unwrap();
        let mut g = stacked(rules, hands, "");
        act(&mut g, 0, Action::Discard(t("5p")));
        act(&mut g, 1, Action::Hu);
        others_pass(&mut g);
        let fans = g.result().unwrap().wins[0].fans.clone().unwrap();
        assert_eq!(fans.count(Fan::SeatWind), 1, "{fans:?}");
        assert_eq!(fans.count(Fan::PrevalentWind), prevalent, "{fans:?}");
    }
}

#[test]
fn one_winner_per_discard_the_first_after_the_discarder() {
    // Seats 1 and 2 both win on the dealer's 4m; seat 1 comes first.
    let hands = [
        "4m1m1m9m9m1s9s1p9p1z2z3z4z5z",
        "333m44m666m555s77p",
        "123s456s789s23m99p",
        "2m7m8m8m9s9s7z7z7z6z6z1p5p",
    ];
    for seat_one_wins in [true, false] {
        let mut g = stacked(no_flowers(), hands, "");
        act(&mut g, 0, Action::Discard(t("4m")));
        assert!(g.legal(1).contains(&Action::Hu) && g.legal(2).contains(&Action::Hu));
        act(&mut g, 1, if seat_one_wins { Action::Hu } else { Action::Pass });
        act(&mut g, 2, Action::Hu);
        others_pass(&mut g);
        let r = g.result().unwrap();
        assert_eq!(r.wins.len(), 1);
        assert_eq!(r.wins[0].seat, if seat_one_wins { 1 } else { 2 });
        assert_eq!(r.deltas.iter().sum::<i32>(), 0);
    }
}

#[test]
fn the_familys_shanten_and_waits_read_every_mcr_form() {
    let rules = RuleSet::mcr();
    let won = Hand::parse("147m258s369p12345z", "", &rules).unwrap();
    assert_eq!(majiang_core::winning_shanten(&won, &rules).unwrap(), Some(-1));
    assert!(majiang_core::wins(&won, &rules).unwrap());
    // 全不靠 one tile away: ready on the honours it lacks.
    let ready = Hand::parse("147m258s369p1234z", "", &rules).unwrap();
    assert_eq!(majiang_core::winning_shanten(&ready, &rules).unwrap(), Some(0));
    let waits = majiang_core::winning_tiles(&ready, &rules).unwrap();
    assert!(["5z", "6z", "7z"].iter().all(|w| waits.contains(t(w))), "{waits:?}");
    // A 14-tile hand that does not win: its best discard's shanten.
    let open = Hand::parse("147m258s369p1234z9m", "", &rules).unwrap();
    assert_eq!(majiang_core::winning_shanten(&open, &rules).unwrap(), Some(0));
}

/// The CHEAP table resumed at the dealer's 5p, seat 1 holding `flowers`.
fn cheap_with_flowers(rules: RuleSet, flowers: u8) -> Game {
    use majiang_core::game::{MidHand, PublicSeat};
    use majiang_core::tile::TileSet;
    let mut dealt = CHEAP;
    dealt[0] = "1z1z2z2z3z3z4z4z5z6z7z9m9p";
    let hands = dealt.map(|h| Hand::parse(h, "", &rules).unwrap());
    let mut table: [PublicSeat; 4] = std::array::from_fn(|_| PublicSeat::new(13));
    table[0].push_discard(t("5p"));
    for _ in 0..flowers {
        table[1].add_flower();
    }
    let mut left = [4u8; 34];
    for h in &hands {
        for x in h.all_tiles().tiles() {
            left[x.index()] -= 1;
        }
    }
    left[t("5p").index()] -= 1;
    let wall: Vec<Tile> = (0..34)
        .flat_map(|i| std::iter::repeat_n(Tile::from_id(i as i64).unwrap(), left[i] as usize))
        .collect();
    let mid = MidHand {
        dealer: 0,
        hands,
        table,
        wall,
        scores: [0; 4],
        pass_lock: [false; 4],
        at: ResumeAt::Discard { from: 0, tile: t("5p") },
        kong_lines: Vec::new(),
        passed_kongs: [TileSet::EMPTY; 4],
        sichuan_next_dealer: None,
    };
    Game::resume(rules, &mid).unwrap()
}

#[test]
fn flowers_count_toward_the_minimum_only_when_the_option_says() {
    let rules = RuleSet::mcr();
    let g = cheap_with_flowers(rules, 0);
    let Err(Error::IllegalAction(why)) = g.clone().apply(1, Action::Hu) else { panic!() };
    // "this one is N": the flowers it needs to reach 8.
    let fan: u8 =
        why.split("this one is ").nth(1).unwrap().split(':').next().unwrap().parse().unwrap();
    let need = 8 - fan;
    // Flowers never count by default.
    let g = cheap_with_flowers(rules, need);
    assert!(!g.legal(1).contains(&Action::Hu));
    // With `mcr_flowers_count` they do, and they are paid for (花牌).
    let mut counted = rules;
    counted.set_mcr_flag("mcr_flowers_count", 1).unwrap();
    let mut g = cheap_with_flowers(counted, need);
    assert!(g.legal(1).contains(&Action::Hu), "{:?}", g.legal(1));
    g.apply(1, Action::Hu).unwrap();
    others_pass(&mut g);
    let r = g.result().unwrap();
    let fans = r.wins[0].fans.as_ref().unwrap();
    assert_eq!((fans.flowers(), fans.total()), (need, 8));
    assert_eq!(r.deltas, [-16, 32, -8, -8]);
    // One flower short is refused, naming the count with flowers.
    let g = cheap_with_flowers(counted, need - 1);
    let Err(Error::IllegalAction(why)) = g.clone().apply(1, Action::Hu) else { panic!() };
    assert!(why.starts_with("a win needs 8 fan with flowers; this one is 7: "), "{why}");
    assert!(why.contains("花牌"), "{why}");
}
