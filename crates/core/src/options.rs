//! The option registry: every option of a rule set declared once — its id
//! (the C ABI's `MjRuleOption`, fixed forever), name, 中文 and English
//! labels, the values it takes, the families (payment tables) that take it,
//! one line of doc, and how it reads and writes a [`RuleSet`] through the
//! core's checked setters. The C ABI, Godot, the command line
//! (`majiang rules`), the bindings' option lists and the README's option
//! table are read or generated from [`OPTIONS`]; tests in each of them fail
//! when their list differs.
//!
//! The options every family takes are declared here; each family declares
//! its own in its folder (`family/<name>/options.rs`) and hands them over
//! through the family seam, so this module names no family. [`OPTIONS`]
//! places them all by id.
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
use crate::rules::{NextDealer, PairRule, RuleSet, Scoring, SevenPairs};

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
    /// The value on a rule set that takes the option ([`RuleOption::get`]).
    pub(crate) read: fn(&RuleSet) -> i64,
    /// Sets the value, through the core's checked setter ([`RuleOption::set`]).
    pub(crate) write: fn(&mut RuleSet, i64) -> Result<()>,
}

impl PartialEq for RuleOption {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for RuleOption {}

/// A 0/1 value as a bool; anything else is refused naming the option.
pub(crate) fn flag(name: &'static str, value: i64) -> Result<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Error::BadOption { name, value, reason: "0 (off) or 1 (on)" }),
    }
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

/// A [`Choice`], written short for the registry's tables.
pub(crate) const fn c(value: i64, zh: &'static str, en: &'static str) -> Choice {
    Choice { value, zh, en }
}

/// How many options there are: the common ones and every family's.
const COUNT: usize = {
    let mut n = COMMON.len();
    let mut i = 0;
    while i < FAMILIES.len() {
        n += FAMILIES[i].own_options().len();
        i += 1;
    }
    n
};

/// Every option, by id: the ones common to every family (declared here)
/// and each family's own (declared in its folder,
/// `family/<name>/options.rs`), each placed at its id. The ids
/// are the C ABI's and never change, so they, not the order of the parts,
/// decide the order; building fails if two options share an id or an id
/// is left without an option.
pub static OPTIONS: [RuleOption; COUNT] = {
    let mut all = [COMMON[0]; COUNT];
    let mut placed = [false; COUNT];
    place(COMMON, &mut all, &mut placed);
    let mut i = 0;
    while i < FAMILIES.len() {
        place(FAMILIES[i].own_options(), &mut all, &mut placed);
        i += 1;
    }
    let mut id = 0;
    while id < COUNT {
        assert!(placed[id], "an option id is left without an option");
        id += 1;
    }
    all
};

/// Puts each of `part`'s options at its id in `all`, marking it `placed`.
const fn place(part: &[RuleOption], all: &mut [RuleOption; COUNT], placed: &mut [bool; COUNT]) {
    let mut i = 0;
    while i < part.len() {
        let o = part[i];
        assert!(o.id >= 0 && (o.id as usize) < COUNT, "an option id past the registry");
        let id = o.id as usize;
        assert!(!placed[id], "two options share an id");
        all[id] = o;
        placed[id] = true;
        i += 1;
    }
}

/// The options every family takes: the tiles, the shapes and the dealer.
const ALL: &[Scoring] = &FAMILIES;

/// The options common to every family (their own are in their folders).
const COMMON: &[RuleOption] = &[
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
