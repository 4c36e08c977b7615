//! One home for hand names: each family names its targets (`RuleSet::target_name`),
//! and everything that shows a target's name reads it there — `Target::chinese`
//! (长沙's names), EXPERT's hints on every preset and `majiang analyze`.

use majiang_core::expert::{Expert, Position};
use majiang_core::{Hand, RuleSet, Target};

#[test]
fn target_chinese_is_changshas_name() {
    for rules in [RuleSet::changsha(), RuleSet::eval_v1(), RuleSet::standard()] {
        for t in Target::ALL {
            assert_eq!(t.chinese(), rules.target_name(t).0, "{t:?} under {}", rules.name);
        }
    }
    // 小胡 is 长沙's word for a plain win; thirteen orphans are 十三幺.
    assert_eq!(Target::Regular.chinese(), "小胡");
    assert_eq!(Target::ThirteenOrphans.chinese(), "十三幺");
}

#[test]
fn each_family_names_its_plain_win() {
    let plain = |r: RuleSet| r.target_name(Target::Regular).0;
    assert_eq!(plain(RuleSet::changsha()), "小胡");
    assert_eq!(plain(RuleSet::zhuanzhuan()), "平胡");
    assert_eq!(plain(RuleSet::hongzhong()), "平胡");
    assert_eq!(plain(RuleSet::sichuan()), "平胡");
    assert_eq!(RuleSet::sichuan().target_name(Target::PengPengHu).0, "对对胡");
    assert_eq!(RuleSet::sichuan().target_name(Target::SevenPairs).0, "七对");
}

/// The hints name the target a discard heads for with the family's name
/// (七小对 at a 长沙 or flat table, 七对 at a 四川 one), and never with
/// another family's word for it.
#[test]
fn hints_use_the_familys_names() {
    for name in RuleSet::PRESETS {
        let rules = RuleSet::by_name(name).unwrap();
        // Two suits: under 四川 a three-suit hand heads for clearing a suit (缺一门)
        // before any target.
        let hand = Hand::parse("1122m3344p5566p79m", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let hints = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 10)).unwrap();
        let (own, own_en) = rules.target_name(Target::SevenPairs);
        let other = if own == "七对" { "做七小对" } else { "做七对" };
        let zh: Vec<&str> = hints.iter().map(|h| h.reason_zh.as_str()).collect();
        let en: Vec<&str> = hints.iter().map(|h| h.reason_en.as_str()).collect();
        assert!(zh.iter().any(|z| z.contains(&format!("做{own}"))), "{name}: {zh:#?}");
        assert!(en.iter().any(|e| e.contains(own_en)), "{name}: {en:#?}");
        assert!(zh.iter().all(|z| !z.contains(other)), "{name}: {zh:#?}");
    }
}
