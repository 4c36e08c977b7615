//! The option registry: every option of a rule set declared once — its id
//! (the C ABI's `MjRuleOption`, fixed forever), name, 中文 and English
//! labels, the values it takes, the families (payment tables) that take it,
//! one line of doc, and how it reads and writes a [`RuleSet`] through the
//! core's checked setters. The C ABI, Godot, the command line
//! (`majiang rules`), the bindings' option lists and the README's option
//! table are read or generated from [`OPTIONS`]; tests in each of them fail
//! when their list differs.
//!
//! This module owns names, labels and encodings only; no rule is decided
//! here. What a value means is the setter's business ([`RuleSet::set_birds`],
//! [`RuleSet::set_red_dragons`], …), and a combination is checked by
//! [`RuleSet::check_combination`], as every front end's setter did before.
//!
//! ```
//! use majiang_core::{RuleSet, options};
//! let mut hz = RuleSet::hongzhong();
//! let birds = options::by_name("flat_birds").unwrap();
//! birds.set(&mut hz, 6)?;
//! assert_eq!(birds.get(&hz)?, 6);
//! // Another table's option is refused, read or written.
//! let cs_birds = options::by_name("birds").unwrap();
//! assert!(cs_birds.get(&hz).is_err());
//! assert!(cs_birds.set(&mut hz, 2).is_err());
//! # Ok::<(), majiang_core::Error>(())
//! ```

use crate::error::{Error, Result};
use crate::rules::{BirdMode, NextDealer, PairRule, RuleSet, Scoring, SevenPairs};

/// One value of an option with a label: what a settings screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The value, as [`RuleOption::set`] takes it.
    pub value: i64,
    /// The Chinese label.
    pub zh: &'static str,
    /// The English label.
    pub en: &'static str,
}

/// The values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// 0 (off) or 1 (on).
    Flag,
    /// Any integer from `min` to `max`, both included.
    Range {
        /// The least value.
        min: i64,
        /// The greatest value.
        max: i64,
    },
    /// One of these values, each with its labels.
    Choice(&'static [Choice]),
}

/// The labels of a flag's two values.
pub const FLAG_CHOICES: [Choice; 2] =
    [Choice { value: 0, zh: "关", en: "off" }, Choice { value: 1, zh: "开", en: "on" }];

impl Values {
    /// The kind as the front ends name it: `"bool"`, `"int"` or `"enum"`.
    #[must_use]
    pub const fn kind(self) -> &'static str {
        match self {
            Values::Flag => "bool",
            Values::Range { .. } => "int",
            Values::Choice(_) => "enum",
        }
    }

    /// The least and greatest value.
    #[must_use]
    pub fn bounds(self) -> (i64, i64) {
        match self {
            Values::Flag => (0, 1),
            Values::Range { min, max } => (min, max),
            Values::Choice(c) => (
                c.iter().map(|c| c.value).min().unwrap_or(0),
                c.iter().map(|c| c.value).max().unwrap_or(0),
            ),
        }
    }

    /// The labelled values (a flag's are off and on; a range has none).
    #[must_use]
    pub const fn choices(self) -> &'static [Choice] {
        match self {
            Values::Flag => &FLAG_CHOICES,
            Values::Range { .. } => &[],
            Values::Choice(c) => c,
        }
    }

    /// True when `value` is one of these values.
    #[must_use]
    pub fn admits(self, value: i64) -> bool {
        match self {
            Values::Range { min, max } => (min..=max).contains(&value),
            _ => self.choices().iter().any(|c| c.value == value),
        }
    }
}

pub use crate::family::{FAMILIES, family_name};

/// One option of a rule set. Read and written only through [`RuleOption::get`]
/// and [`RuleOption::set`], which refuse it on rules of a family that does
/// not take it.
#[derive(Debug, Clone, Copy)]
pub struct RuleOption {
    /// The id: the C ABI's `MjRuleOption` value, fixed forever (new options
    /// are appended).
    pub id: i32,
    /// The stable name every front end uses (`two_five_eight_pair`).
    pub name: &'static str,
    /// Older names front ends accept, deprecated (Godot's `pair_258`).
    pub aliases: &'static [&'static str],
    /// The Chinese label.
    pub zh: &'static str,
    /// The English label.
    pub en: &'static str,
    /// One line of doc.
    pub doc: &'static str,
    /// The values it takes.
    pub values: Values,
    /// The families whose rules take it.
    pub families: &'static [Scoring],
    /// Where a game record's `rules` header keeps it: a path of JSON keys
    /// (`flat.exposed_kong`, `sichuan.mode`; `sichuan.flags.X` for an entry
    /// of the 四川 flag list). Records keep their names so that records
    /// written before the registry replay unchanged; this is the mapping.
    pub record: &'static str,
    read: fn(&RuleSet) -> i64,
    write: fn(&mut RuleSet, i64) -> Result<()>,
}

impl PartialEq for RuleOption {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for RuleOption {}

/// A 0/1 value as a bool; anything else is refused naming the option.
fn flag(name: &'static str, value: i64) -> Result<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Error::BadOption { name, value, reason: "0 (off) or 1 (on)" }),
    }
}

/// A point value, 0 to 1000.
fn points(name: &'static str, value: i64) -> Result<u32> {
    u32::try_from(value).ok().filter(|v| *v <= 1000).ok_or(Error::BadOption {
        name,
        value,
        reason: "0 to 1000",
    })
}

impl RuleOption {
    /// True when rules of `rules`' family take this option.
    #[must_use]
    pub fn takes(&self, rules: &RuleSet) -> bool {
        self.families.contains(&rules.scoring)
    }

    /// Why `rules` do not take this option (the table check's reason).
    fn foreign_reason(&self, rules: &RuleSet) -> &'static str {
        let owner = self.families.first().copied().unwrap_or(FAMILIES[0]);
        match rules.check_table_option(owner, self.name, 0) {
            Err(Error::BadOption { reason, .. }) => reason,
            _ => "not an option of these rules",
        }
    }

    /// The value on `rules`, encoded as [`RuleOption::set`] takes it. Rules
    /// of a family that does not take the option refuse it
    /// ([`Error::ForeignOption`]): the value would be one nobody reads.
    pub fn get(&self, rules: &RuleSet) -> Result<i64> {
        if !self.takes(rules) {
            return Err(Error::ForeignOption {
                name: self.name,
                reason: self.foreign_reason(rules),
            });
        }
        Ok((self.read)(rules))
    }

    /// Sets the option on `rules` through the core's checked setter, then
    /// checks the whole combination ([`RuleSet::check_combination`]). A
    /// refused value ([`Error::BadOption`], naming the values allowed or the
    /// setting it conflicts with) leaves `rules` unchanged; so does an option
    /// of another family, and, under 四川, turning on an option common to
    /// every table that 四川 does not take ([`RuleSet::check_common_option`]).
    pub fn set(&self, rules: &mut RuleSet, value: i64) -> Result<()> {
        if !self.takes(rules) {
            return Err(Error::BadOption {
                name: self.name,
                value,
                reason: self.foreign_reason(rules),
            });
        }
        rules.check_common_option(self.name, value)?;
        let mut changed = *rules;
        (self.write)(&mut changed, value)?;
        changed.check_combination()?;
        *rules = changed;
        Ok(())
    }

    /// The preset `preset`'s default, or `None` when its family does not
    /// take the option.
    #[must_use]
    pub fn default_in(&self, preset: &RuleSet) -> Option<i64> {
        self.get(preset).ok()
    }

    /// The label of `value` (`None` for a range, or a value not offered).
    #[must_use]
    pub fn choice(&self, value: i64) -> Option<Choice> {
        self.values.choices().iter().copied().find(|c| c.value == value)
    }
}

/// The option with this id (`None` past the last).
#[must_use]
pub fn by_id(id: i32) -> Option<&'static RuleOption> {
    usize::try_from(id).ok().and_then(|i| OPTIONS.get(i))
}

/// The option of this name, or of this deprecated alias (`pair_258`). A name
/// first, so `birds` is the Changsha table's; [`lookup`] reads an alias by
/// the rules' family.
#[must_use]
pub fn by_name(name: &str) -> Option<&'static RuleOption> {
    OPTIONS
        .iter()
        .find(|o| o.name == name)
        .or_else(|| OPTIONS.iter().find(|o| o.aliases.contains(&name)))
}

/// The option `name` means on `rules`: its own name if these rules take it,
/// else a deprecated alias these rules take (Godot's `birds` on a flat
/// table is `flat_birds`), else the named option (which then refuses to be
/// read or written, naming its table). `None` for a name nobody has.
#[must_use]
pub fn lookup(rules: &RuleSet, name: &str) -> Option<&'static RuleOption> {
    let own = OPTIONS.iter().find(|o| o.name == name);
    if let Some(o) = own.filter(|o| o.takes(rules)) {
        return Some(o);
    }
    OPTIONS
        .iter()
        .find(|o| o.aliases.contains(&name) && o.takes(rules))
        .or(own)
        .or_else(|| by_name(name))
}

/// The options `rules` take, in id order.
pub fn of(rules: &RuleSet) -> impl Iterator<Item = &'static RuleOption> + '_ {
    OPTIONS.iter().filter(|o| o.takes(rules))
}

/// Every preset ([`RuleSet::PRESETS`]) with its rules.
pub fn presets() -> impl Iterator<Item = (&'static str, RuleSet)> {
    RuleSet::PRESETS.into_iter().map(|n| (n, RuleSet::by_name(n).expect("a preset")))
}

const ALL: &[Scoring] = &FAMILIES;
use crate::family::only::{CHANGSHA, FLAT, MCR, SICHUAN};

const fn c(value: i64, zh: &'static str, en: &'static str) -> Choice {
    Choice { value, zh, en }
}

const POINTS: Values = Values::Range { min: 0, max: 1000 };
const PAID_AS: &[Choice] = &[c(0, "当点炮", "as a discard win"), c(1, "当自摸", "as a self-draw")];

/// Every option, by id.
pub static OPTIONS: [RuleOption; 54] = [
    RuleOption {
        id: 0,
        name: "honours",
        aliases: &[],
        zh: "字牌",
        en: "Honours",
        doc: "Honours (ids 27–33) are in play; cannot be turned off while the wildcard is an honour.",
        values: Values::Flag,
        families: ALL,
        record: "honours",
        read: |r| r.honours.into(),
        write: |r, v| r.set_honours(flag("honours", v)?),
    },
    RuleOption {
        id: 1,
        name: "two_five_eight_pair",
        aliases: &["pair_258"],
        zh: "二五八将",
        en: "2-5-8 pair",
        doc: "The pair of a plain hand: any pair, or a suited 2, 5 or 8 (二五八将).",
        values: Values::Choice(&[
            c(0, "任意将", "any pair"),
            c(1, "二五八将", "a suited 2, 5 or 8"),
        ]),
        families: ALL,
        record: "pair",
        read: |r| (r.pair == PairRule::TwoFiveEight).into(),
        write: |r, v| {
            r.set_pair_258(flag("two_five_eight_pair", v)?);
            Ok(())
        },
    },
    RuleOption {
        id: 2,
        name: "pengpenghu",
        aliases: &[],
        zh: "碰碰胡",
        en: "All triplets",
        doc: "碰碰胡 (four triplets or kongs) wins with any pair.",
        values: Values::Flag,
        families: ALL,
        record: "pengpenghu",
        read: |r| r.pengpenghu.into(),
        write: |r, v| {
            r.pengpenghu = flag("pengpenghu", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 3,
        name: "qingyise",
        aliases: &[],
        zh: "清一色",
        en: "Full flush",
        doc: "清一色 (every tile of one suit) wins with any pair.",
        values: Values::Flag,
        families: ALL,
        record: "qingyise",
        read: |r| r.qingyise.into(),
        write: |r, v| {
            r.qingyise = flag("qingyise", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 4,
        name: "jiangjianghu",
        aliases: &[],
        zh: "将将胡",
        en: "All 2-5-8",
        doc: "将将胡 (every tile a 2, 5 or 8) wins without a shape.",
        values: Values::Flag,
        families: ALL,
        record: "jiangjianghu",
        read: |r| r.jiangjianghu.into(),
        write: |r, v| {
            r.jiangjianghu = flag("jiangjianghu", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 5,
        name: "quanqiuren",
        aliases: &[],
        zh: "全求人",
        en: "All melded",
        doc: "全求人 (four exposed melds) wins with any pair.",
        values: Values::Flag,
        families: ALL,
        record: "quanqiuren",
        read: |r| r.quanqiuren.into(),
        write: |r, v| {
            r.quanqiuren = flag("quanqiuren", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 6,
        name: "seven_pairs",
        aliases: &[],
        zh: "七小对",
        en: "Seven pairs",
        doc: "Seven pairs: none, seven distinct kinds, or a four counting as two pairs (七小对).",
        values: Values::Choice(&[
            c(0, "无", "none"),
            c(1, "七对不同", "seven distinct kinds"),
            c(2, "四张算两对", "a four counts as two pairs"),
        ]),
        families: ALL,
        record: "seven_pairs",
        read: |r| match r.seven_pairs {
            None => 0,
            Some(SevenPairs::Distinct) => 1,
            Some(SevenPairs::FourAsTwoPairs) => 2,
        },
        write: |r, v| {
            r.seven_pairs = match v {
                0 => None,
                1 => Some(SevenPairs::Distinct),
                2 => Some(SevenPairs::FourAsTwoPairs),
                _ => {
                    return Err(Error::BadOption {
                        name: "seven_pairs",
                        value: v,
                        reason: "0 (none), 1 (distinct) or 2 (a four is two pairs)",
                    });
                }
            };
            Ok(())
        },
    },
    RuleOption {
        id: 7,
        name: "thirteen_orphans",
        aliases: &[],
        zh: "十三幺",
        en: "Thirteen orphans",
        doc: "Thirteen orphans wins (needs honours).",
        values: Values::Flag,
        families: ALL,
        record: "thirteen_orphans",
        read: |r| r.thirteen_orphans.into(),
        write: |r, v| {
            r.thirteen_orphans = flag("thirteen_orphans", v)?;
            Ok(())
        },
    },
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
        id: 13,
        name: "dealer_bonus",
        aliases: &[],
        zh: "庄闲分",
        en: "Dealer bonus",
        doc: "+1 on every payment the dealer makes or receives.",
        values: Values::Flag,
        families: ALL,
        record: "dealer_bonus",
        read: |r| r.table.dealer_bonus.into(),
        write: |r, v| {
            r.table.dealer_bonus = flag("dealer_bonus", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 14,
        name: "next_dealer",
        aliases: &[],
        zh: "坐庄",
        en: "Next dealer",
        doc: "Who deals next: the winner, the dealer keeping the deal on a win, or the next seat always.",
        values: Values::Choice(&[
            c(0, "赢家坐庄", "the winner"),
            c(1, "庄家连庄，否则下家", "the dealer keeps on a win, else the next seat"),
            c(2, "轮庄", "the next seat always"),
        ]),
        families: ALL,
        record: "next_dealer",
        read: |r| match r.table.next_dealer {
            NextDealer::Winner => 0,
            NextDealer::KeepOrNext => 1,
            NextDealer::Rotate => 2,
        },
        write: RuleSet::set_next_dealer,
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
    RuleOption {
        id: 20,
        name: "chi",
        aliases: &[],
        zh: "吃",
        en: "Chi",
        doc: "吃 allowed (Changsha on; 转转, 红中 and 四川 off, 四川 refusing it on).",
        values: Values::Flag,
        families: ALL,
        record: "flat.chi",
        read: |r| r.chi.into(),
        write: |r, v| {
            r.chi = flag("chi", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 21,
        name: "red_dragons",
        aliases: &[],
        zh: "红中",
        en: "Red dragons",
        doc: "红中 (中, id 31) in the wall, the wildcards of no copy limit: 0 or 4 (8 is refused).",
        values: Values::Choice(&[c(0, "无红中", "none"), c(4, "四张红中", "four")]),
        families: FLAT,
        record: "flat.red_dragons",
        read: |r| r.flat.red_dragons.copies().into(),
        write: RuleSet::set_red_dragons,
    },
    RuleOption {
        id: 22,
        name: "four_red_dragons",
        aliases: &[],
        zh: "四红中胡",
        en: "Four red dragons win",
        doc: "When four 红中 in one hand win at once (四红中胡).",
        values: Values::Choice(&[
            c(0, "不可", "never"),
            c(1, "起手", "in the dealt hand"),
            c(2, "任意时", "any time"),
        ]),
        families: FLAT,
        record: "flat.four_red_dragons",
        read: |r| r.flat.four_red_dragons.code(),
        write: RuleSet::set_four_red_dragons,
    },
    RuleOption {
        id: 23,
        name: "discard_wins",
        aliases: &[],
        zh: "点炮胡",
        en: "Discard wins",
        doc: "点炮胡: a win on another player's discard (off: self-draw only).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.discard_wins",
        read: |r| r.flat.discard_wins.into(),
        write: |r, v| {
            r.flat.discard_wins = flag("discard_wins", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 24,
        name: "wildcard_self_draw_only",
        aliases: &[],
        zh: "有红中不接炮",
        en: "Wildcard hands self-draw only",
        doc: "有红中不接炮: a hand holding a 红中 wins only by self-draw.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.wildcard_self_draw_only",
        read: |r| r.flat.wildcard_self_draw_only.into(),
        write: |r, v| {
            r.flat.wildcard_self_draw_only = flag("wildcard_self_draw_only", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 25,
        name: "wildcard_robs_kong",
        aliases: &[],
        zh: "有红中可抢杠胡",
        en: "Wildcard hands rob kongs",
        doc: "有红中可抢杠胡: a hand holding a 红中 may still rob a 补杠.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.wildcard_robs_kong",
        read: |r| r.flat.wildcard_robs_kong.into(),
        write: |r, v| {
            r.flat.wildcard_robs_kong = flag("wildcard_robs_kong", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 26,
        name: "multiple_winners",
        aliases: &[],
        zh: "一炮多响",
        en: "Multiple winners",
        doc: "一炮多响: several players may win on one discard.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.multiple_winners",
        read: |r| r.flat.multiple_winners.into(),
        write: |r, v| {
            r.flat.multiple_winners = flag("multiple_winners", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 27,
        name: "rob_kong",
        aliases: &[],
        zh: "抢杠胡",
        en: "Robbing a kong",
        doc: "抢杠胡 (robbing a 补杠): off, paid as a discard win, or paid as a self-draw.",
        values: Values::Choice(&[
            c(0, "不可抢杠", "off"),
            c(1, "算点炮", "as a discard win"),
            c(2, "算自摸", "as a self-draw"),
        ]),
        families: FLAT,
        record: "flat.rob_kong",
        read: |r| r.flat.rob_kong.code(),
        write: RuleSet::set_rob_kong,
    },
    RuleOption {
        id: 28,
        name: "rob_kong_pays_all",
        aliases: &[],
        zh: "抢杠胡包三家",
        en: "Robbed konger pays all",
        doc: "抢杠胡包三家: the robbed konger pays for all three.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.rob_kong_pays_all",
        read: |r| r.flat.rob_kong_pays_all.into(),
        write: |r, v| {
            r.flat.rob_kong_pays_all = flag("rob_kong_pays_all", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 29,
        name: "no_wildcard_double",
        aliases: &[],
        zh: "无红中加倍",
        en: "No-wildcard double",
        doc: "无红中加倍: a winner holding no 红中 has every line doubled (needs 红中 in the wall).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.no_wildcard_double",
        read: |r| r.flat.no_wildcard_double.into(),
        write: |r, v| r.set_no_wildcard_double(flag("no_wildcard_double", v)?),
    },
    RuleOption {
        id: 30,
        name: "flat_birds",
        aliases: &["birds"],
        zh: "抓鸟",
        en: "Birds",
        doc: "Birds drawn after a win on a flat table: 0, 2, 4, 6 or 8 (read by bird rules 0 and 1).",
        values: Values::Choice(&[
            c(0, "不抓鸟", "none"),
            c(2, "抓两鸟", "two"),
            c(4, "抓四鸟", "four"),
            c(6, "抓六鸟", "six"),
            c(8, "抓八鸟", "eight"),
        ]),
        families: FLAT,
        record: "flat.birds",
        read: |r| r.flat.birds.get().into(),
        write: RuleSet::set_flat_birds,
    },
    RuleOption {
        id: 31,
        name: "bird_rule",
        aliases: &[],
        zh: "中鸟规则",
        en: "Bird rule",
        doc: "Which birds hit: 159中鸟, by seat from the dealer, 一鸟全中, or 摸几奖几.",
        values: Values::Choice(&[
            c(0, "159中鸟", "rank 1, 5, 9 or a 红中"),
            c(1, "按庄位置", "by seat from the dealer"),
            c(2, "一鸟全中", "one bird worth its rank"),
            c(3, "摸几奖几", "the win tile's rank in birds"),
        ]),
        families: FLAT,
        record: "flat.bird_rule",
        read: |r| r.flat.bird_rule.code(),
        write: RuleSet::set_bird_rule,
    },
    RuleOption {
        id: 32,
        name: "bird_points",
        aliases: &[],
        zh: "中鸟分",
        en: "Bird points",
        doc: "What a bird hit adds to a line: +1, +2, or each hit doubles it.",
        values: Values::Choice(&[
            c(1, "一分", "+1 a hit"),
            c(2, "两分", "+2 a hit"),
            c(3, "翻倍", "each hit doubles"),
        ]),
        families: FLAT,
        record: "flat.bird_points",
        read: |r| r.flat.bird_points.code(),
        write: RuleSet::set_bird_points,
    },
    RuleOption {
        id: 33,
        name: "exposed_kong_points",
        aliases: &[],
        zh: "放杠分",
        en: "Exposed kong points",
        doc: "What the discarder pays for a kong on his discard (放杠): 1 or 3.",
        values: Values::Choice(&[c(1, "一分", "1 point"), c(3, "三分", "3 points")]),
        families: FLAT,
        record: "flat.exposed_kong",
        read: |r| r.flat.exposed_kong.points().into(),
        write: RuleSet::set_exposed_kong_points,
    },
    RuleOption {
        id: 34,
        name: "kong_points_on_draw",
        aliases: &[],
        zh: "流局算杠分",
        en: "Kong points on a draw",
        doc: "流局算杠分: kong points stand after a drawn hand (off: given back).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.kong_points_on_draw",
        read: |r| r.flat.kong_points_on_draw.into(),
        write: |r, v| {
            r.flat.kong_points_on_draw = flag("kong_points_on_draw", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 35,
        name: "fan_cap",
        aliases: &[],
        zh: "封顶",
        en: "Fan cap",
        doc: "封顶, the most fan a win is paid for: 3 (8×), 4 (16×) or 5 (32×).",
        values: Values::Choice(&[
            c(3, "三番 (8倍)", "3 fan (8×)"),
            c(4, "四番 (16倍)", "4 fan (16×)"),
            c(5, "五番 (32倍)", "5 fan (32×)"),
        ]),
        families: SICHUAN,
        record: "sichuan.fan_cap",
        read: |r| r.sichuan.cap.fan().into(),
        write: RuleSet::set_fan_cap,
    },
    RuleOption {
        id: 36,
        name: "self_draw_bonus",
        aliases: &[],
        zh: "自摸加成",
        en: "Self-draw bonus",
        doc: "What a self-draw adds: 自摸加底 (one base more from each payer) or 自摸加番 (one fan more).",
        values: Values::Choice(&[
            c(0, "自摸加底", "one base more"),
            c(1, "自摸加番", "one fan more"),
        ]),
        families: SICHUAN,
        record: "sichuan.self_draw_bonus",
        read: |r| r.sichuan.self_draw.code(),
        write: RuleSet::set_self_draw_bonus,
    },
    RuleOption {
        id: 37,
        name: "yaojiu_jiangdui",
        aliases: &[],
        zh: "幺九将对",
        en: "Yaojiu and jiangdui",
        doc: "幺九将对: 带幺九 (+2) and 将对 (3 fan) count.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.yaojiu_jiangdui",
        read: |r| r.sichuan.yaojiu_jiangdui.into(),
        write: |r, v| r.set_sichuan_flag("yaojiu_jiangdui", i64::from(flag("yaojiu_jiangdui", v)?)),
    },
    RuleOption {
        id: 38,
        name: "menqing_zhongzhang",
        aliases: &[],
        zh: "门清中张",
        en: "Menqing and zhongzhang",
        doc: "门清中张: 门清 +1 and 中张 +1.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.menqing_zhongzhang",
        read: |r| r.sichuan.menqing_zhongzhang.into(),
        write: |r, v| {
            r.set_sichuan_flag("menqing_zhongzhang", i64::from(flag("menqing_zhongzhang", v)?))
        },
    },
    RuleOption {
        id: 39,
        name: "tiandi_hu",
        aliases: &[],
        zh: "天地胡",
        en: "Heavenly and earthly wins",
        doc: "天地胡: 天胡 and 地胡 are 5 fan.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.tiandi_hu",
        read: |r| r.sichuan.tiandi_hu.into(),
        write: |r, v| r.set_sichuan_flag("tiandi_hu", i64::from(flag("tiandi_hu", v)?)),
    },
    RuleOption {
        id: 40,
        name: "cagua",
        aliases: &[],
        zh: "擦挂",
        en: "Cagua",
        doc: "擦挂: on a 直杠 the other players still in pay 1× too.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.cagua",
        read: |r| r.sichuan.cagua.into(),
        write: |r, v| r.set_sichuan_flag("cagua", i64::from(flag("cagua", v)?)),
    },
    RuleOption {
        id: 41,
        name: "call_transfer",
        aliases: &[],
        zh: "呼叫转移",
        en: "Call transfer",
        doc: "呼叫转移: a kong's income goes to whoever wins on the konger's next discard (杠上炮).",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.call_transfer",
        read: |r| r.sichuan.call_transfer.into(),
        write: |r, v| r.set_sichuan_flag("call_transfer", i64::from(flag("call_transfer", v)?)),
    },
    RuleOption {
        id: 42,
        name: "exchange",
        aliases: &[],
        zh: "换牌",
        en: "Exchange",
        doc: "Tiles passed before 定缺: none, 换两张 or 换三张.",
        values: Values::Choice(&[
            c(0, "不换牌", "off"),
            c(2, "换两张", "two tiles"),
            c(3, "换三张", "three tiles"),
        ]),
        families: SICHUAN,
        record: "sichuan.exchange",
        read: |r| r.sichuan.exchange.tiles().into(),
        write: RuleSet::set_exchange,
    },
    RuleOption {
        id: 43,
        name: "cha_dajiao",
        aliases: &[],
        zh: "查大叫",
        en: "Cha dajiao",
        doc: "查大叫 pays a ready player as a discard win (当点炮) or a self-draw (当自摸).",
        values: Values::Choice(PAID_AS),
        families: SICHUAN,
        record: "sichuan.cha_dajiao",
        read: |r| r.sichuan.cha_dajiao.code(),
        write: RuleSet::set_cha_dajiao,
    },
    RuleOption {
        id: 44,
        name: "kong_flower",
        aliases: &[],
        zh: "点杠花",
        en: "Kong flower",
        doc: "点杠花, a win on the draw after a 直杠: paid as a discard win by the kong's discarder, or as a self-draw.",
        values: Values::Choice(PAID_AS),
        families: SICHUAN,
        record: "sichuan.kong_flower",
        read: |r| r.sichuan.kong_flower.code(),
        write: RuleSet::set_kong_flower,
    },
    RuleOption {
        id: 45,
        name: "sichuan_mode",
        aliases: &[],
        zh: "玩法",
        en: "Mode",
        doc: "血战到底 (a winner leaves) or 血流成河 (winners play on).",
        values: Values::Choice(&[
            c(0, "血战到底", "a winner leaves"),
            c(1, "血流成河", "winners play on"),
        ]),
        families: SICHUAN,
        record: "sichuan.mode",
        read: |r| r.sichuan.mode.code(),
        write: RuleSet::set_sichuan_mode,
    },
    RuleOption {
        id: 46,
        name: "sichuan_multiple_winners",
        aliases: &[],
        zh: "一炮多响",
        en: "Multiple winners",
        doc: "一炮多响 under 四川: several players may win on one discard.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.multiple_winners",
        read: |r| r.sichuan.multiple_winners.into(),
        write: |r, v| {
            r.set_sichuan_flag("multiple_winners", i64::from(flag("sichuan_multiple_winners", v)?))
        },
    },
    RuleOption {
        id: 47,
        name: "sichuan_rob_kong",
        aliases: &[],
        zh: "抢杠胡",
        en: "Robbing a kong",
        doc: "抢杠胡 under 四川: robbing a 面下杠 (+1 fan).",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.rob_kong",
        read: |r| r.sichuan.rob_kong.into(),
        write: |r, v| r.set_sichuan_flag("rob_kong", i64::from(flag("sichuan_rob_kong", v)?)),
    },
    RuleOption {
        id: 48,
        name: "mcr_minimum_fan",
        aliases: &[],
        zh: "起和番",
        en: "Minimum fan",
        doc: "国标: the least fan a win needs (8 in the competition rules); a win under it is not a legal action.",
        values: Values::Range { min: 0, max: crate::mcr::MAX_MINIMUM },
        families: MCR,
        record: "mcr.minimum",
        read: |r| r.mcr.minimum.into(),
        write: RuleSet::set_mcr_minimum,
    },
    RuleOption {
        id: 49,
        name: "mcr_flowers_count",
        aliases: &[],
        zh: "花牌计入起和番",
        en: "Flowers count toward the minimum",
        doc: "国标: flowers (花牌, 1 fan each) count toward the minimum (off in the competition rules, as in Botzone's judge, which asks 8 fan besides the flowers).",
        values: Values::Flag,
        families: MCR,
        record: "mcr.flowers_count",
        read: |r| r.mcr.flowers_count.into(),
        write: |r, v| r.set_mcr_flag("mcr_flowers_count", v),
    },
    RuleOption {
        id: 50,
        name: "mcr_full_game",
        aliases: &[],
        zh: "全场十六盘",
        en: "Full game (16 hands)",
        doc: "国标: a full game of 16 hands (four rounds, each seat dealing once a round); off, one hand.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.full_game",
        read: |r| r.mcr.full_game.into(),
        write: |r, v| r.set_mcr_flag("mcr_full_game", v),
    },
    RuleOption {
        id: 51,
        name: "mcr_false_win_penalty",
        aliases: &[],
        zh: "错和罚分",
        en: "False win penalty",
        doc: "国标 (Botzone): a win declared where none is legal costs 30 (10 to each other player) and ends the hand, instead of being refused.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.false_win_penalty",
        read: |r| r.mcr.false_win_penalty.into(),
        write: |r, v| r.set_mcr_flag("mcr_false_win_penalty", v),
    },
    RuleOption {
        id: 52,
        name: "mcr_flowers",
        aliases: &[],
        zh: "花牌",
        en: "Flowers",
        doc: "国标: the 8 flowers are in the wall (144 tiles; each set aside and replaced, 补花); off, 136 tiles.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.flowers",
        read: |r| r.mcr.flowers.into(),
        write: |r, v| r.set_mcr_flag("mcr_flowers", v),
    },
    RuleOption {
        id: 53,
        name: "mcr_round",
        aliases: &[],
        zh: "圈风",
        en: "Prevalent wind",
        doc: "国标: the prevalent wind of the hand (a 16-hand game sets it each round).",
        values: Values::Choice(&[
            c(0, "东风圈", "East"),
            c(1, "南风圈", "South"),
            c(2, "西风圈", "West"),
            c(3, "北风圈", "North"),
        ]),
        families: MCR,
        record: "mcr.round",
        read: |r| r.mcr.round.index().into(),
        write: RuleSet::set_mcr_round,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_positions_and_names_are_unique() {
        for (i, o) in OPTIONS.iter().enumerate() {
            assert_eq!(o.id as usize, i, "{}", o.name);
            assert_eq!(by_id(o.id), Some(o));
            assert_eq!(by_name(o.name), Some(o), "{}", o.name);
            assert!(!o.families.is_empty() && !o.zh.is_empty() && !o.en.is_empty());
            assert!(!o.doc.is_empty() && !o.record.is_empty());
            for other in &OPTIONS[..i] {
                assert_ne!(o.name, other.name);
            }
        }
        assert_eq!(by_id(54), None);
        assert_eq!(by_name("pair_258").map(|o| o.name), Some("two_five_eight_pair"));
    }

    #[test]
    fn every_preset_round_trips_through_the_registry() {
        for (name, preset) in presets() {
            for o in &OPTIONS {
                let Ok(v) = o.get(&preset) else {
                    assert!(!o.takes(&preset), "{name}.{}", o.name);
                    let mut r = preset;
                    assert!(o.set(&mut r, o.values.bounds().0).is_err(), "{name}.{}", o.name);
                    assert_eq!(r, preset);
                    continue;
                };
                assert!(o.values.admits(v), "{name}.{} = {v}: a value it offers", o.name);
                assert_eq!(o.default_in(&preset), Some(v));
                let mut r = preset;
                o.set(&mut r, v).unwrap_or_else(|e| panic!("{name}.{}: {e}", o.name));
                assert_eq!(r, preset, "{name}.{}: setting the default changes nothing", o.name);
                // Every value offered either lands and reads back, or is
                // refused (a combination, 四川's 0-only) leaving r as it was.
                let offered: Vec<i64> = match o.values {
                    Values::Range { min, max } => vec![min, max, (min + max) / 2],
                    _ => o.values.choices().iter().map(|c| c.value).collect(),
                };
                for value in offered {
                    let mut r = preset;
                    match o.set(&mut r, value) {
                        Ok(()) => assert_eq!(o.get(&r).unwrap(), value, "{name}.{}", o.name),
                        Err(_) => assert_eq!(r, preset, "{name}.{} = {value}", o.name),
                    }
                }
                let (_, max) = o.values.bounds();
                let mut r = preset;
                assert!(o.set(&mut r, max + 1000).is_err(), "{name}.{}", o.name);
                assert_eq!(r, preset);
            }
        }
    }

    #[test]
    fn the_registry_agrees_with_the_typed_setters() {
        let mut hz = RuleSet::hongzhong();
        let mut typed = hz;
        by_name("flat_birds").unwrap().set(&mut hz, 6).unwrap();
        typed.set_flat_birds(6).unwrap();
        by_name("bird_rule").unwrap().set(&mut hz, 2).unwrap();
        typed.set_bird_rule(2).unwrap();
        by_name("red_dragons").unwrap().set(&mut hz, 0).unwrap();
        typed.set_red_dragons(0).unwrap();
        by_name("rob_kong").unwrap().set(&mut hz, 2).unwrap();
        typed.set_rob_kong(2).unwrap();
        by_name("exposed_kong_points").unwrap().set(&mut hz, 3).unwrap();
        typed.set_exposed_kong_points(3).unwrap();
        by_name("two_five_eight_pair").unwrap().set(&mut hz, 1).unwrap();
        typed.set_pair_258(true);
        assert_eq!(hz, typed);
        let mut cs = RuleSet::changsha();
        let mut typed = cs;
        by_name("birds").unwrap().set(&mut cs, 4).unwrap();
        typed.set_birds(4).unwrap();
        by_name("kaigang_flips").unwrap().set(&mut cs, 4).unwrap();
        typed.set_kaigang_flips(4).unwrap();
        by_name("next_dealer").unwrap().set(&mut cs, 2).unwrap();
        typed.set_next_dealer(2).unwrap();
        by_name("honours").unwrap().set(&mut cs, 1).unwrap();
        typed.set_honours(true).unwrap();
        by_name("seven_pairs").unwrap().set(&mut cs, 0).unwrap();
        typed.set_seven_pairs(false);
        assert_eq!(cs, typed);
        let mut sc = RuleSet::sichuan();
        let mut typed = sc;
        for (name, value) in [
            ("fan_cap", 5),
            ("self_draw_bonus", 1),
            ("exchange", 2),
            ("cha_dajiao", 1),
            ("kong_flower", 0),
            ("sichuan_mode", 1),
        ] {
            by_name(name).unwrap().set(&mut sc, value).unwrap();
        }
        typed.set_fan_cap(5).unwrap();
        typed.set_self_draw_bonus(1).unwrap();
        typed.set_exchange(2).unwrap();
        typed.set_cha_dajiao(1).unwrap();
        typed.set_kong_flower(0).unwrap();
        typed.set_sichuan_mode(1).unwrap();
        for (name, core) in [
            ("sichuan_multiple_winners", "multiple_winners"),
            ("sichuan_rob_kong", "rob_kong"),
            ("cagua", "cagua"),
            ("tiandi_hu", "tiandi_hu"),
        ] {
            let o = by_name(name).unwrap();
            let flipped = 1 - o.get(&sc).unwrap();
            o.set(&mut sc, flipped).unwrap();
            typed.set_sichuan_flag(core, flipped).unwrap();
        }
        assert_eq!(sc, typed);
    }

    #[test]
    fn another_tables_option_is_refused_read_or_written() {
        let hz = RuleSet::hongzhong();
        let birds = by_name("birds").unwrap();
        let e = birds.get(&hz).unwrap_err().to_string();
        assert_eq!(
            e,
            "birds: an option of the Changsha table (changsha, standard, eval-v1), not of these rules"
        );
        // An alias is read by the rules' family: Godot's `birds` on 红中.
        assert_eq!(lookup(&hz, "birds").map(|o| o.name), Some("flat_birds"));
        assert_eq!(lookup(&RuleSet::changsha(), "birds").map(|o| o.name), Some("birds"));
        assert_eq!(lookup(&RuleSet::sichuan(), "birds").map(|o| o.name), Some("birds"));
        assert_eq!(lookup(&hz, "pair_258").map(|o| o.name), Some("two_five_eight_pair"));
        assert_eq!(lookup(&hz, "nope"), None);
        let e = by_name("fan_cap").unwrap().get(&hz).unwrap_err().to_string();
        assert!(e.contains("an option of 四川"), "{e}");
    }

    /// The `record` path of every option names a key of the records'
    /// `rules` header holding the option's value, on every preset, with
    /// every value the option offers: the records keep their own names
    /// (`exposed_kong`, `mode`) and this table is the mapping.
    #[test]
    fn record_keys_hold_the_options() {
        fn at<'a>(v: &'a serde_json::Value, path: &str) -> Option<&'a serde_json::Value> {
            let mut keys = path.split('.');
            let mut v = v;
            while let Some(k) = keys.next() {
                if k == "flags" {
                    let flag = keys.next()?;
                    return v[k].as_array()?.iter().find(|p| p[0] == flag).map(|p| &p[1]);
                }
                v = v.get(k)?;
            }
            Some(v)
        }
        let header = |r: RuleSet| -> serde_json::Value {
            let text = crate::game::Game::new(r, 1, 0).unwrap().to_record();
            let first: serde_json::Value =
                serde_json::from_str(text.lines().next().unwrap()).unwrap();
            first["rules"].clone()
        };
        for (name, preset) in presets() {
            for o in of(&preset) {
                let mut values: Vec<i64> = o.values.choices().iter().map(|c| c.value).collect();
                if let Values::Range { min, max } = o.values {
                    values = vec![min, 7, max];
                }
                for value in values {
                    let mut r = preset;
                    if o.set(&mut r, value).is_err() {
                        continue;
                    }
                    let rules = header(r);
                    let Some(v) = at(&rules, o.record) else {
                        // 吃 on a Changsha table: the `flat` part is left out.
                        assert!(
                            o.name == "chi" && value == 1 && rules.get("flat").is_none(),
                            "{name}.{} = {value}: no {} in {rules}",
                            o.name,
                            o.record
                        );
                        continue;
                    };
                    let recorded = match v {
                        serde_json::Value::Bool(b) => Some(i64::from(*b)),
                        serde_json::Value::Number(n) => n.as_i64(),
                        // Named values (`pair`, `seven_pairs`, `bird_mode`, `next_dealer`).
                        _ => None,
                    };
                    if let Some(recorded) = recorded {
                        assert_eq!(recorded, value, "{name}.{} at {}", o.name, o.record);
                    }
                }
            }
        }
    }
}
