//! The option registry, pinned: every option's id, name, families and
//! record key in the order the C ABI numbers them, and a fingerprint of
//! everything else an option declares (labels, doc, values, aliases, each
//! preset's default). The registry is assembled from the families' parts,
//! so a part moved or reordered shows here before it renumbers an id the
//! C ABI and the bindings froze.

use majiang_core::options::{self, OPTIONS, family_name};

/// Each option by id: its name, the families that take it and its record key.
const PINNED: &[(&str, &[&str], &str)] = &[
    ("honours", &["changsha", "hunan", "sichuan", "mcr"], "honours"),
    ("two_five_eight_pair", &["changsha", "hunan", "sichuan", "mcr"], "pair"),
    ("pengpenghu", &["changsha", "hunan", "sichuan", "mcr"], "pengpenghu"),
    ("qingyise", &["changsha", "hunan", "sichuan", "mcr"], "qingyise"),
    ("jiangjianghu", &["changsha", "hunan", "sichuan", "mcr"], "jiangjianghu"),
    ("quanqiuren", &["changsha", "hunan", "sichuan", "mcr"], "quanqiuren"),
    ("seven_pairs", &["changsha", "hunan", "sichuan", "mcr"], "seven_pairs"),
    ("thirteen_orphans", &["changsha", "hunan", "sichuan", "mcr"], "thirteen_orphans"),
    ("kaigang", &["changsha"], "kaigang"),
    ("kaigang_flips", &["changsha"], "kaigang_flips"),
    ("opening_wins", &["changsha"], "opening_wins"),
    ("birds", &["changsha"], "birds"),
    ("bird_mode", &["changsha"], "bird_mode"),
    ("dealer_bonus", &["changsha", "hunan", "sichuan", "mcr"], "dealer_bonus"),
    ("next_dealer", &["changsha", "hunan", "sichuan", "mcr"], "next_dealer"),
    ("haidi_offer", &["changsha"], "haidi_offer"),
    ("kong_fee", &["changsha"], "kong_fee"),
    ("points_small_self_draw", &["changsha"], "small_self_draw"),
    ("points_small_discard", &["changsha"], "small_discard"),
    ("points_big_unit", &["changsha"], "big_unit"),
    ("chi", &["changsha", "hunan", "sichuan", "mcr"], "flat.chi"),
    ("red_dragons", &["hunan"], "flat.red_dragons"),
    ("four_red_dragons", &["hunan"], "flat.four_red_dragons"),
    ("discard_wins", &["hunan"], "flat.discard_wins"),
    ("wildcard_self_draw_only", &["hunan"], "flat.wildcard_self_draw_only"),
    ("wildcard_robs_kong", &["hunan"], "flat.wildcard_robs_kong"),
    ("multiple_winners", &["hunan"], "flat.multiple_winners"),
    ("rob_kong", &["hunan"], "flat.rob_kong"),
    ("rob_kong_pays_all", &["hunan"], "flat.rob_kong_pays_all"),
    ("no_wildcard_double", &["hunan"], "flat.no_wildcard_double"),
    ("flat_birds", &["hunan"], "flat.birds"),
    ("bird_rule", &["hunan"], "flat.bird_rule"),
    ("bird_points", &["hunan"], "flat.bird_points"),
    ("exposed_kong_points", &["hunan"], "flat.exposed_kong"),
    ("kong_points_on_draw", &["hunan"], "flat.kong_points_on_draw"),
    ("fan_cap", &["sichuan"], "sichuan.fan_cap"),
    ("self_draw_bonus", &["sichuan"], "sichuan.self_draw_bonus"),
    ("yaojiu_jiangdui", &["sichuan"], "sichuan.flags.yaojiu_jiangdui"),
    ("menqing_zhongzhang", &["sichuan"], "sichuan.flags.menqing_zhongzhang"),
    ("tiandi_hu", &["sichuan"], "sichuan.flags.tiandi_hu"),
    ("cagua", &["sichuan"], "sichuan.flags.cagua"),
    ("call_transfer", &["sichuan"], "sichuan.flags.call_transfer"),
    ("exchange", &["sichuan"], "sichuan.exchange"),
    ("cha_dajiao", &["sichuan"], "sichuan.cha_dajiao"),
    ("kong_flower", &["sichuan"], "sichuan.kong_flower"),
    ("sichuan_mode", &["sichuan"], "sichuan.mode"),
    ("sichuan_multiple_winners", &["sichuan"], "sichuan.flags.multiple_winners"),
    ("sichuan_rob_kong", &["sichuan"], "sichuan.flags.rob_kong"),
    ("mcr_minimum_fan", &["mcr"], "mcr.minimum"),
    ("mcr_flowers_count", &["mcr"], "mcr.flowers_count"),
    ("mcr_full_game", &["mcr"], "mcr.full_game"),
    ("mcr_false_win_penalty", &["mcr"], "mcr.false_win_penalty"),
    ("mcr_flowers", &["mcr"], "mcr.flowers"),
    ("mcr_round", &["mcr"], "mcr.round"),
];

#[test]
fn ids_names_families_and_record_keys_are_pinned() {
    assert_eq!(OPTIONS.len(), PINNED.len());
    for (i, (o, &(name, families, record))) in OPTIONS.iter().zip(PINNED).enumerate() {
        assert_eq!(usize::try_from(o.id).ok(), Some(i), "{name}");
        assert_eq!(o.name, name, "id {i}");
        let took: Vec<&str> = o.families.iter().map(|f| family_name(*f)).collect();
        assert_eq!(took, families, "{name}");
        assert_eq!(o.record, record, "{name}");
    }
}

/// FNV-1a, 64 bits: a fingerprint that needs no dependency.
fn fnv(text: &str) -> u64 {
    text.bytes()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[test]
fn everything_else_an_option_declares_is_pinned() {
    let mut text = String::new();
    for o in &OPTIONS {
        let (min, max) = o.values.bounds();
        text += &format!(
            "{}|{}|{:?}|{}|{}|{}|{}|{min}..{max}|",
            o.id,
            o.name,
            o.aliases,
            o.zh,
            o.en,
            o.doc,
            o.values.kind()
        );
        for c in o.values.choices() {
            text += &format!("{}:{}:{};", c.value, c.zh, c.en);
        }
        for (preset, rules) in options::presets() {
            text += &format!("{preset}={:?};", o.default_in(&rules));
        }
        text.push('\n');
    }
    assert_eq!(fnv(&text), 5_157_522_652_231_351_535, "{text}");
}
