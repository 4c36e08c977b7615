//! The 转转, 红中 and 四川 presets: their values against `variants.md` §1.4,
//! §2.5 and §3.8, the setters' range checks (each refusal names the allowed
//! values), and the tiles each preset plays with.

use majiang_core::{
    BirdPoints, BirdRule, ExposedKongPoints, FourRedDragons, Hand, NextDealer, PairRule,
    RedDragons, RobKong, RuleSet, Scoring, SevenPairs, Target, Tile, WildcardReach,
};

#[test]
fn zhuanzhuan_is_the_reference_default() {
    let r = RuleSet::zhuanzhuan();
    assert_eq!(r.name, "zhuanzhuan");
    assert_eq!(r.scoring, Scoring::Flat);
    assert!(!r.honours && r.wildcard.is_none() && !r.chi);
    assert_eq!(r.pair, PairRule::Any);
    assert_eq!(r.seven_pairs, Some(SevenPairs::FourAsTwoPairs));
    assert_eq!(r.targets().collect::<Vec<_>>(), vec![Target::Regular, Target::SevenPairs]);
    assert_eq!(r.wall_size(), 108);
    let f = r.flat;
    assert_eq!(f.red_dragons, RedDragons::None);
    assert!(f.discard_wins && f.multiple_winners && f.rob_kong_pays_all);
    assert!(!f.no_wildcard_double && !f.kong_points_on_draw);
    assert_eq!(f.rob_kong, RobKong::AsDiscard);
    assert_eq!(f.birds.get(), 4);
    assert_eq!(f.bird_rule, BirdRule::OneFiveNine);
    assert_eq!(f.bird_points, BirdPoints::One);
    assert_eq!(f.exposed_kong, ExposedKongPoints::One);
    assert!(!r.table.dealer_bonus);
    assert_eq!(r.table.next_dealer, NextDealer::Winner);
    assert!(!r.table.kaigang && !r.table.opening_wins && !r.table.haidi_offer);
}

#[test]
fn hongzhong_is_the_reference_default() {
    let r = RuleSet::hongzhong();
    assert_eq!(r.name, "hongzhong");
    assert_eq!(r.wildcard, Some(Tile::RED_DRAGON));
    assert_eq!(Tile::RED_DRAGON.to_string(), "5z");
    assert_eq!(Tile::RED_DRAGON.chinese(), "中");
    assert_eq!(r.wildcard_reach, WildcardReach::Unlimited);
    assert_eq!(r.wall_size(), 112);
    assert_eq!(r.wildcard_copies(), 4);
    let f = r.flat;
    assert_eq!(f.red_dragons, RedDragons::Four);
    assert!(f.no_wildcard_double && f.wildcard_self_draw_only && f.wildcard_robs_kong);
    assert_eq!(f.four_red_dragons, FourRedDragons::Opening);
    assert_eq!(f.birds.get(), 4);
    // Everything else as 转转.
    let mut zz = RuleSet::zhuanzhuan();
    zz.set_red_dragons(4).unwrap();
    zz.set_no_wildcard_double(true).unwrap();
    zz.name = "hongzhong";
    assert_eq!(zz, r);
}

#[test]
fn presets_by_name_and_unknown_names() {
    for name in ["changsha", "eval-v1", "standard", "zhuanzhuan", "hongzhong", "sichuan", "mcr"] {
        assert_eq!(RuleSet::by_name(name).unwrap().name, name);
    }
    assert_eq!(RuleSet::PRESETS.len(), 7);
    let err = RuleSet::by_name("guobiao").unwrap_err().to_string();
    assert!(
        err.contains("changsha, eval-v1, standard, zhuanzhuan, hongzhong, sichuan or mcr"),
        "names the allowed presets: {err}"
    );
}

#[test]
fn setters_range_check_and_name_the_allowed_values() {
    let mut r = RuleSet::hongzhong();
    let refused = |e: majiang_core::Error, allowed: &str| {
        let msg = e.to_string();
        assert!(msg.contains(allowed), "{msg} should name {allowed}");
    };
    refused(r.set_red_dragons(2).unwrap_err(), "0, 4 or 8");
    refused(r.set_flat_birds(3).unwrap_err(), "0, 2, 4, 6 or 8");
    refused(r.set_bird_rule(4).unwrap_err(), "0 (159中鸟)");
    refused(r.set_bird_points(0).unwrap_err(), "1 (+1 a hit), 2 (+2 a hit) or 3");
    refused(r.set_exposed_kong_points(2).unwrap_err(), "1 or 3");
    refused(r.set_four_red_dragons(3).unwrap_err(), "0 (off), 1 (opening hand) or 2");
    refused(r.set_rob_kong(-1).unwrap_err(), "0 (off), 1 (as a discard win) or 2");
    refused(r.set_next_dealer(7).unwrap_err(), "0 (the winner)");
    // A refusal leaves the rules unchanged.
    assert_eq!(r, RuleSet::hongzhong());
    refused(r.set_red_dragons(8).unwrap_err(), "plays 0 or 4 红中");
    assert_eq!(r.wall_size(), 112);
    r.set_flat_birds(8).unwrap();
    r.set_bird_rule(2).unwrap();
    r.set_bird_points(3).unwrap();
    r.set_exposed_kong_points(3).unwrap();
    r.set_four_red_dragons(2).unwrap();
    r.set_rob_kong(2).unwrap();
    r.set_next_dealer(1).unwrap();
    r.set_pair_258(true);
    r.set_seven_pairs(false);
    assert_eq!(r.flat.birds.get(), 8);
    assert_eq!(r.flat.bird_rule, BirdRule::OneBirdAll);
    assert_eq!(r.flat.bird_points, BirdPoints::Doubling);
    assert_eq!(r.flat.exposed_kong.points(), 3);
    assert_eq!(r.flat.four_red_dragons, FourRedDragons::AnyTime);
    assert_eq!(r.flat.rob_kong, RobKong::AsSelfDraw);
    assert_eq!(r.table.next_dealer, NextDealer::KeepOrNext);
    assert_eq!(r.pair, PairRule::TwoFiveEight);
    assert_eq!(r.seven_pairs, None);
    // No 红中, no wildcard, and 无红中加倍 off with them.
    r.set_red_dragons(0).unwrap();
    assert_eq!(r.wildcard, None);
    assert!(!r.flat.no_wildcard_double);
    assert!(r.set_no_wildcard_double(true).is_err());
    // Changsha has no 红中.
    assert!(RuleSet::changsha().set_red_dragons(4).is_err());
}

#[test]
fn tiles_in_play() {
    let hz = RuleSet::hongzhong();
    let h = Hand::parse("5555z123m456p789s1m", "", &hz).unwrap();
    assert!(hz.four_wildcards_win(&h, true));
    assert!(!hz.four_wildcards_win(&h, false));
    // Other honours stay out, under 红中 too.
    let err = Hand::parse("1z23m456p789s123m11s", "", &hz).unwrap_err().to_string();
    assert!(err.contains("tile 1z is not used by the hongzhong rules"), "{err}");
    for rules in [RuleSet::zhuanzhuan(), RuleSet::changsha()] {
        let err = Hand::parse("5z23m456p789s123m11s", "", &rules).unwrap_err().to_string();
        assert!(err.contains(&format!("tile 5z is not used by the {} rules", rules.name)), "{err}");
        assert!(
            !rules
                .four_wildcards_win(&Hand::parse("123m456p789s123m1s", "", &rules).unwrap(), true)
        );
    }
    // The honours can go off under 红中: its wildcard stands for suited tiles only.
    let mut r = RuleSet::hongzhong();
    assert!(r.set_honours(false).is_ok());
    // A classic wildcard on a flat table is not 红中.
    let r = RuleSet::zhuanzhuan().with_wildcard("5s".parse().unwrap()).unwrap();
    assert_eq!(r.wildcard_reach, WildcardReach::FourCopies);
    assert_eq!(r.flat.red_dragons, RedDragons::None);
    assert_eq!(r.wall_size(), 108);
}

#[test]
fn sichuan_is_the_reference_default() {
    use majiang_core::{Exchange, FanCap, PaidAs, SelfDrawBonus, SichuanMode};
    let r = RuleSet::sichuan();
    assert_eq!(r.name, "sichuan");
    assert_eq!(r.scoring, Scoring::Sichuan);
    assert!(!r.honours && r.wildcard.is_none() && !r.chi);
    assert_eq!(r.pair, PairRule::Any);
    assert_eq!(r.seven_pairs, Some(SevenPairs::FourAsTwoPairs));
    assert_eq!(r.targets().collect::<Vec<_>>(), vec![Target::Regular, Target::SevenPairs]);
    assert_eq!(r.wall_size(), 108);
    assert!(!r.table.kaigang && !r.table.opening_wins && !r.table.haidi_offer);
    assert_eq!(r.table.birds, 0);
    let o = r.sichuan;
    assert_eq!(o.cap, FanCap::Four);
    assert_eq!(o.cap.multiplier(9), 16);
    assert_eq!(o.self_draw, SelfDrawBonus::AddBase);
    assert!(o.yaojiu_jiangdui && !o.menqing_zhongzhang && !o.tiandi_hu && !o.cagua);
    assert!(o.call_transfer && o.multiple_winners && o.rob_kong);
    assert_eq!(o.exchange, Exchange::Three);
    assert_eq!(o.cha_dajiao, PaidAs::Discard);
    assert_eq!(o.mode, SichuanMode::XueZhan);
}

#[test]
fn sichuan_setters_range_check_and_name_the_allowed_values() {
    use majiang_core::{Exchange, FanCap, PaidAs, SelfDrawBonus, SichuanMode};
    let mut r = RuleSet::sichuan();
    let refused = |e: majiang_core::Error, allowed: &str| {
        let msg = e.to_string();
        assert!(msg.contains(allowed), "{msg} should name {allowed}");
    };
    let before = r;
    refused(r.set_fan_cap(2).unwrap_err(), "3, 4 or 5");
    refused(r.set_self_draw_bonus(2).unwrap_err(), "0 (自摸加底");
    refused(r.set_exchange(1).unwrap_err(), "0 (off), 2 (换两张) or 3 (换三张)");
    refused(r.set_cha_dajiao(-1).unwrap_err(), "0 (as a discard win");
    refused(r.set_kong_flower(5).unwrap_err(), "1 (as a self-draw");
    refused(r.set_sichuan_mode(2).unwrap_err(), "0 (血战到底");
    refused(r.set_sichuan_flag("cagua", 3).unwrap_err(), "0 (off) or 1 (on)");
    refused(r.set_sichuan_flag("birds", 1).unwrap_err(), "yaojiu_jiangdui");
    assert_eq!(r, before, "a refused value changes nothing");
    r.set_fan_cap(5).unwrap();
    r.set_self_draw_bonus(1).unwrap();
    r.set_exchange(2).unwrap();
    r.set_cha_dajiao(1).unwrap();
    r.set_kong_flower(0).unwrap();
    r.set_sichuan_mode(1).unwrap();
    for flag in ["yaojiu_jiangdui", "call_transfer", "multiple_winners", "rob_kong"] {
        r.set_sichuan_flag(flag, 0).unwrap();
    }
    for flag in ["menqing_zhongzhang", "tiandi_hu", "cagua"] {
        r.set_sichuan_flag(flag, 1).unwrap();
    }
    let o = r.sichuan;
    assert_eq!(o.cap, FanCap::Five);
    assert_eq!(o.self_draw, SelfDrawBonus::AddFan);
    assert_eq!(o.exchange, Exchange::Two);
    assert_eq!((o.cha_dajiao, o.kong_flower), (PaidAs::SelfDraw, PaidAs::Discard));
    assert_eq!(o.mode, SichuanMode::XueLiu);
    assert!(!o.yaojiu_jiangdui && !o.call_transfer && !o.multiple_winners && !o.rob_kong);
    assert!(o.menqing_zhongzhang && o.tiandi_hu && o.cagua);
    // The 四川 options belong to the sichuan preset.
    let mut cs = RuleSet::changsha();
    refused(cs.set_fan_cap(4).unwrap_err(), "use the sichuan preset");
    refused(cs.set_sichuan_flag("cagua", 1).unwrap_err(), "use the sichuan preset");
    assert_eq!(cs, RuleSet::changsha());
}

/// The options common to every table that 四川 does not take are refused on
/// the sichuan rules, and a rule set whose fields were set directly is
/// refused before a hand starts (it once reached the engine and broke a
/// hand mid-play: a 吃 the 四川 count has no place for, honours no suit).
#[test]
fn sichuan_refuses_chi_honours_and_changsha_shapes() {
    let mut sc = RuleSet::sichuan();
    for name in ["chi", "honours", "jiangjianghu", "thirteen_orphans"] {
        let err = sc.check_common_option(name, 1).unwrap_err().to_string();
        assert!(err.contains(name) && err.contains("0 only under 四川"), "{err}");
        assert!(sc.check_common_option(name, 0).is_ok());
        assert!(RuleSet::changsha().check_common_option(name, 1).is_ok());
    }
    assert!(sc.check_common_option("pair_258", 1).is_ok());
    let err = sc.set_honours(true).unwrap_err().to_string();
    assert!(err.contains("0 only under 四川"), "{err}");
    assert_eq!(sc, RuleSet::sichuan());
    for edit in [
        |r: &mut RuleSet| r.chi = true,
        |r: &mut RuleSet| r.honours = true,
        |r: &mut RuleSet| r.jiangjianghu = true,
        |r: &mut RuleSet| r.thirteen_orphans = true,
    ] {
        let mut r = RuleSet::sichuan();
        edit(&mut r);
        let err = majiang_core::game::Game::new(r, 1, 0).unwrap_err().to_string();
        assert!(err.contains("sichuan rules") && err.contains("0 only under 四川"), "{err}");
    }
    assert!(majiang_core::game::Game::new(RuleSet::changsha(), 1, 0).is_ok());
}

#[test]
fn a_sichuan_hand_starts_with_the_exchange() {
    use majiang_core::game::{Game, Phase};
    let game = Game::new(RuleSet::sichuan(), 7, 0).unwrap();
    assert_eq!(game.phase(), Phase::Exchange);
    assert_eq!(game.pending_seats().count(), 4);
    assert_eq!(game.wall().tiles().len(), 108);
}
