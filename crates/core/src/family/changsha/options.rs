//! The registry entries of the Changsha table's own options (开杠, opening
//! wins, its birds and points): [`OPTIONS`], placed by id among the others
//! in [`crate::options::OPTIONS`].
use crate::error::{Error, Result};
use crate::options::{RuleOption, Values, c, flag};
use crate::rules::{BirdMode, RuleSet, Scoring};

/// The Changsha table alone takes these.
const CHANGSHA: &[Scoring] = &[Scoring::Changsha];

/// A payment of the Changsha table: 0 to 1000 points.
const POINTS: Values = Values::Range { min: 0, max: 1000 };

/// A point value, 0 to 1000.
fn points(name: &'static str, value: i64) -> Result<u32> {
    u32::try_from(value).ok().filter(|v| *v <= 1000).ok_or(Error::BadOption {
        name,
        value,
        reason: "0 to 1000",
    })
}

/// The Changsha table's own options, by id.
pub(crate) const OPTIONS: &[RuleOption] = &[
    RuleOption {
        id: 8,
        name: "kaigang",
        aliases: &[],
        zh: "开杠",
        en: "Kaigang",
        doc: "开杠 allowed (tenpai only, flip tiles, hand frozen); off, every kong is a 补张.",
        values: Values::Flag,
        families: CHANGSHA,
        record: "kaigang",
        read: |r| r.table.kaigang.into(),
        write: |r, v| {
            r.table.kaigang = flag("kaigang", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 9,
        name: "kaigang_flips",
        aliases: &[],
        zh: "开杠翻牌",
        en: "Kaigang flips",
        doc: "Tiles flipped on 开杠: 2 or 4.",
        values: Values::Choice(&[c(2, "翻两张", "two tiles"), c(4, "翻四张", "four tiles")]),
        families: CHANGSHA,
        record: "kaigang_flips",
        read: |r| r.table.kaigang_flips.into(),
        write: RuleSet::set_kaigang_flips,
    },
    RuleOption {
        id: 10,
        name: "opening_wins",
        aliases: &[],
        zh: "起手胡",
        en: "Opening wins",
        doc: "Opening wins (起手胡: 大四喜, 板板胡, 缺一色, 六六顺) are checked on the dealt hands.",
        values: Values::Flag,
        families: CHANGSHA,
        record: "opening_wins",
        read: |r| r.table.opening_wins.into(),
        write: |r, v| {
            r.table.opening_wins = flag("opening_wins", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 11,
        name: "birds",
        aliases: &[],
        zh: "扎鸟",
        en: "Birds",
        doc: "Birds (扎鸟) flipped after a win on the Changsha table: 0, 1, 2, 4 or 6.",
        values: Values::Choice(&[
            c(0, "不扎鸟", "none"),
            c(1, "扎一鸟", "one"),
            c(2, "扎两鸟", "two"),
            c(4, "扎四鸟", "four"),
            c(6, "扎六鸟", "six"),
        ]),
        families: CHANGSHA,
        record: "birds",
        read: |r| r.table.birds.into(),
        write: RuleSet::set_birds,
    },
    RuleOption {
        id: 12,
        name: "bird_mode",
        aliases: &[],
        zh: "中鸟计分",
        en: "Bird mode",
        doc: "What a bird hit does: multiplies the payment by 1 + hits, or adds one point per hit.",
        values: Values::Choice(&[c(0, "翻倍", "multiply"), c(1, "加分", "add one")]),
        families: CHANGSHA,
        record: "bird_mode",
        read: |r| match r.table.bird_mode {
            BirdMode::Multiply => 0,
            BirdMode::AddOne => 1,
        },
        write: |r, v| {
            r.table.bird_mode = match v {
                0 => BirdMode::Multiply,
                1 => BirdMode::AddOne,
                _ => {
                    return Err(Error::BadOption {
                        name: "bird_mode",
                        value: v,
                        reason: "0 (a hit multiplies) or 1 (a hit adds one)",
                    });
                }
            };
            Ok(())
        },
    },
    RuleOption {
        id: 15,
        name: "haidi_offer",
        aliases: &[],
        zh: "海底",
        en: "Haidi offer",
        doc: "海底: the last tile is offered in turn (take or pass); off, it is simply drawn.",
        values: Values::Flag,
        families: CHANGSHA,
        record: "haidi_offer",
        read: |r| r.table.haidi_offer.into(),
        write: |r, v| {
            r.table.haidi_offer = flag("haidi_offer", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 16,
        name: "kong_fee",
        aliases: &[],
        zh: "杠分",
        en: "Kong fee",
        doc: "Points each opponent pays on every kong, 0–1000 (0: no kong fees).",
        values: POINTS,
        families: CHANGSHA,
        record: "kong_fee",
        read: |r| r.table.kong_fee.into(),
        write: |r, v| {
            r.table.kong_fee = points("kong_fee", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 17,
        name: "points_small_self_draw",
        aliases: &[],
        zh: "小胡自摸分",
        en: "Small self-draw points",
        doc: "Points each opponent pays on a small self-draw, 0–1000.",
        values: POINTS,
        families: CHANGSHA,
        record: "small_self_draw",
        read: |r| r.table.points.small_self_draw.into(),
        write: |r, v| {
            r.table.points.small_self_draw = points("points_small_self_draw", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 18,
        name: "points_small_discard",
        aliases: &[],
        zh: "小胡点炮分",
        en: "Small discard-win points",
        doc: "Points the discarder pays on a small win, 0–1000.",
        values: POINTS,
        families: CHANGSHA,
        record: "small_discard",
        read: |r| r.table.points.small_discard.into(),
        write: |r, v| {
            r.table.points.small_discard = points("points_small_discard", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 19,
        name: "points_big_unit",
        aliases: &[],
        zh: "大胡单位分",
        en: "Big-hand unit points",
        doc: "Points per big-hand unit, 0–1000.",
        values: POINTS,
        families: CHANGSHA,
        record: "big_unit",
        read: |r| r.table.points.big_unit.into(),
        write: |r, v| {
            r.table.points.big_unit = points("points_big_unit", v)?;
            Ok(())
        },
    },
];
