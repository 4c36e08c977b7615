//! The options of a rule set by name, for the nodes' `set_rule_option` /
//! `get_rule_option` / `rule_options`: each name routes to the core's
//! range-checked setter ([`RuleSet::set_flat_birds`],
//! [`RuleSet::set_red_dragons`], …) and reads the field back as an int.
//! Nothing here decides a rule: the table only names the options and says
//! which payment table (Changsha's, the flat 转转/红中 one or 四川's) reads
//! each.

use crate::convert::{BadInput, Input};
use godot::prelude::*;
use majiang_core::{BirdMode, Error, RuleSet, Scoring};

/// The `rules` property's editor hint: every preset the core names
/// ([`RuleSet::PRESETS`]), so a preset added there is offered here too.
pub fn preset_hint() -> GString {
    GString::from(&RuleSet::PRESETS.join(","))
}

/// Which rule sets read an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Applies {
    /// Every rule set (hand shapes, the next dealer, 庄闲分).
    All,
    /// Changsha scoring (`changsha`, `standard`, `eval-v1`).
    Changsha,
    /// The flat tables (`zhuanzhuan`, `hongzhong`).
    Flat,
    /// 四川 血战到底 (`sichuan`).
    Sichuan,
}

impl Applies {
    fn admits(self, rules: &RuleSet) -> bool {
        match self {
            Applies::All => true,
            Applies::Changsha => rules.scoring == Scoring::Changsha,
            Applies::Flat => rules.scoring == Scoring::Flat,
            Applies::Sichuan => rules.scoring == Scoring::Sichuan,
        }
    }
}

/// One named option: the rule sets that read it, how to read it and how to
/// set it through the core (whose refusal names the values allowed).
struct RuleOption {
    name: &'static str,
    applies: Applies,
    get: fn(&RuleSet) -> i64,
    set: fn(&mut RuleSet, i64) -> Result<(), Error>,
}

/// A 0/1 value as a bool; anything else is refused naming the option.
fn flag(name: &'static str, value: i64) -> Result<bool, Error> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Error::BadOption { name, value, reason: "0 (off) or 1 (on)" }),
    }
}

macro_rules! bool_option {
    ($name:literal, $applies:expr, $($field:ident).+) => {
        RuleOption {
            name: $name,
            applies: $applies,
            get: |r| i64::from(r.$($field).+),
            set: |r, v| {
                r.$($field).+ = flag($name, v)?;
                Ok(())
            },
        }
    };
}

/// A 0/1 option of 四川, set through the core's checked
/// [`RuleSet::set_sichuan_flag`] (the Godot name differs from the core's
/// where a flat table's option has the same one).
macro_rules! sichuan_flag {
    ($field:ident) => {
        sichuan_flag!(stringify!($field), $field)
    };
    ($name:expr, $field:ident) => {
        RuleOption {
            name: $name,
            applies: Applies::Sichuan,
            get: |r| i64::from(r.sichuan.$field),
            set: |r, v| r.set_sichuan_flag(stringify!($field), v),
        }
    };
}

/// Every option, shapes first, then Changsha's table, then the flat one.
/// `birds` is one name for both tables: it routes by the rules' scoring.
const OPTIONS: &[RuleOption] = &[
    bool_option!("chi", Applies::All, chi),
    RuleOption {
        name: "pair_258",
        applies: Applies::All,
        get: |r| i64::from(r.pair == majiang_core::PairRule::TwoFiveEight),
        set: |r, v| {
            r.set_pair_258(flag("pair_258", v)?);
            Ok(())
        },
    },
    RuleOption {
        name: "seven_pairs",
        applies: Applies::All,
        get: |r| i64::from(r.seven_pairs.is_some()),
        set: |r, v| {
            r.set_seven_pairs(flag("seven_pairs", v)?);
            Ok(())
        },
    },
    RuleOption {
        name: "next_dealer",
        applies: Applies::All,
        get: |r| match r.table.next_dealer {
            majiang_core::NextDealer::Winner => 0,
            majiang_core::NextDealer::KeepOrNext => 1,
            majiang_core::NextDealer::Rotate => 2,
        },
        set: RuleSet::set_next_dealer,
    },
    bool_option!("dealer_bonus", Applies::All, table.dealer_bonus),
    RuleOption {
        name: "birds",
        applies: Applies::All,
        get: |r| match r.scoring {
            Scoring::Changsha => i64::from(r.table.birds),
            Scoring::Flat => i64::from(r.flat.birds.get()),
            Scoring::Sichuan => 0,
        },
        set: |r, v| match r.scoring {
            Scoring::Changsha => r.set_birds(v),
            Scoring::Flat => r.set_flat_birds(v),
            Scoring::Sichuan if v == 0 => Ok(()),
            Scoring::Sichuan => {
                Err(Error::BadOption {
                    name: "birds", value: v, reason: "0: 四川 draws no birds"
                })
            }
        },
    },
    bool_option!("kaigang", Applies::Changsha, table.kaigang),
    RuleOption {
        name: "kaigang_flips",
        applies: Applies::Changsha,
        get: |r| i64::from(r.table.kaigang_flips),
        set: RuleSet::set_kaigang_flips,
    },
    bool_option!("opening_wins", Applies::Changsha, table.opening_wins),
    RuleOption {
        name: "bird_mode",
        applies: Applies::Changsha,
        get: |r| i64::from(r.table.bird_mode == BirdMode::AddOne),
        set: |r, v| {
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
    bool_option!("haidi_offer", Applies::Changsha, table.haidi_offer),
    RuleOption {
        name: "red_dragons",
        applies: Applies::Flat,
        get: |r| i64::from(r.flat.red_dragons.copies()),
        set: RuleSet::set_red_dragons,
    },
    RuleOption {
        name: "four_red_dragons",
        applies: Applies::Flat,
        get: |r| r.flat.four_red_dragons.code(),
        set: RuleSet::set_four_red_dragons,
    },
    bool_option!("discard_wins", Applies::Flat, flat.discard_wins),
    bool_option!("wildcard_self_draw_only", Applies::Flat, flat.wildcard_self_draw_only),
    bool_option!("wildcard_robs_kong", Applies::Flat, flat.wildcard_robs_kong),
    bool_option!("multiple_winners", Applies::Flat, flat.multiple_winners),
    RuleOption {
        name: "rob_kong",
        applies: Applies::Flat,
        get: |r| r.flat.rob_kong.code(),
        set: RuleSet::set_rob_kong,
    },
    bool_option!("rob_kong_pays_all", Applies::Flat, flat.rob_kong_pays_all),
    RuleOption {
        name: "no_wildcard_double",
        applies: Applies::Flat,
        get: |r| i64::from(r.flat.no_wildcard_double),
        set: |r, v| r.set_no_wildcard_double(flag("no_wildcard_double", v)?),
    },
    RuleOption {
        name: "bird_rule",
        applies: Applies::Flat,
        get: |r| r.flat.bird_rule.code(),
        set: RuleSet::set_bird_rule,
    },
    RuleOption {
        name: "bird_points",
        applies: Applies::Flat,
        get: |r| r.flat.bird_points.code(),
        set: RuleSet::set_bird_points,
    },
    RuleOption {
        name: "exposed_kong_points",
        applies: Applies::Flat,
        get: |r| i64::from(r.flat.exposed_kong.points()),
        set: RuleSet::set_exposed_kong_points,
    },
    bool_option!("kong_points_on_draw", Applies::Flat, flat.kong_points_on_draw),
    RuleOption {
        name: "fan_cap",
        applies: Applies::Sichuan,
        get: |r| i64::from(r.sichuan.cap.fan()),
        set: RuleSet::set_fan_cap,
    },
    RuleOption {
        name: "self_draw_bonus",
        applies: Applies::Sichuan,
        get: |r| r.sichuan.self_draw.code(),
        set: RuleSet::set_self_draw_bonus,
    },
    RuleOption {
        name: "exchange",
        applies: Applies::Sichuan,
        get: |r| i64::from(r.sichuan.exchange.tiles()),
        set: RuleSet::set_exchange,
    },
    RuleOption {
        name: "cha_dajiao",
        applies: Applies::Sichuan,
        get: |r| r.sichuan.cha_dajiao.code(),
        set: RuleSet::set_cha_dajiao,
    },
    RuleOption {
        name: "kong_flower",
        applies: Applies::Sichuan,
        get: |r| r.sichuan.kong_flower.code(),
        set: RuleSet::set_kong_flower,
    },
    RuleOption {
        name: "sichuan_mode",
        applies: Applies::Sichuan,
        get: |r| r.sichuan.mode.code(),
        set: RuleSet::set_sichuan_mode,
    },
    sichuan_flag!(yaojiu_jiangdui),
    sichuan_flag!(menqing_zhongzhang),
    sichuan_flag!(tiandi_hu),
    sichuan_flag!(cagua),
    sichuan_flag!(call_transfer),
    sichuan_flag!("sichuan_multiple_winners", multiple_winners),
    sichuan_flag!("sichuan_rob_kong", rob_kong),
];

/// The option `name` that `rules` reads; an unknown name, or one of the
/// other payment table, is refused naming the options these rules have.
fn option(rules: &RuleSet, name: &str) -> Input<&'static RuleOption> {
    let known = || -> String {
        OPTIONS
            .iter()
            .filter(|o| o.applies.admits(rules))
            .map(|o| o.name)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(o) = OPTIONS.iter().find(|o| o.name == name.trim()) else {
        return Err(BadInput(format!(
            "unknown rule option {name:?}: the {} rules have {}",
            rules.name,
            known()
        )));
    };
    if !o.applies.admits(rules) {
        let table = match o.applies {
            Applies::Flat => "the flat tables (zhuanzhuan, hongzhong)",
            Applies::Sichuan => "四川 (sichuan)",
            _ => "Changsha scoring (changsha, standard, eval-v1)",
        };
        return Err(BadInput(format!(
            "rule option {:?} belongs to {table}, not to the {} rules; they have {}",
            o.name,
            rules.name,
            known()
        )));
    }
    Ok(o)
}

/// Sets option `name` of `rules` to `value` through the core's setter;
/// `rules` is unchanged when the value is refused (the message names the
/// values allowed).
pub fn set(rules: &mut RuleSet, name: &str, value: i64) -> Input<()> {
    let o = option(rules, name)?;
    rules.check_common_option(o.name, value)?;
    let mut changed = *rules;
    // The core's message names the values allowed.
    (o.set)(&mut changed, value)?;
    // The core's one check of the whole combination (the one a game makes
    // when it starts): refused here, naming both settings.
    changed.check_combination()?;
    *rules = changed;
    Ok(())
}

/// The value of option `name` of `rules`, as `set` takes it.
pub fn get(rules: &RuleSet, name: &str) -> Input<i64> {
    Ok((option(rules, name)?.get)(rules))
}

/// Every option these rules read, name → value, in a stable order.
pub fn all(rules: &RuleSet) -> VarDictionary {
    let mut d = VarDictionary::new();
    for o in OPTIONS.iter().filter(|o| o.applies.admits(rules)) {
        d.set(o.name, (o.get)(rules));
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::BirdRule;

    #[test]
    fn every_option_round_trips_on_its_tables() {
        for name in RuleSet::PRESETS {
            let preset = RuleSet::by_name(name).unwrap();
            for o in OPTIONS.iter().filter(|o| o.applies.admits(&preset)) {
                let mut r = preset;
                let now = get(&r, o.name).unwrap();
                set(&mut r, o.name, now).unwrap_or_else(|e| panic!("{name}.{}: {e}", o.name));
                assert_eq!(
                    r, preset,
                    "{name}.{}: setting the current value changes nothing",
                    o.name
                );
            }
        }
    }

    #[test]
    fn options_reach_the_core() {
        let mut hz = RuleSet::hongzhong();
        set(&mut hz, "birds", 6).unwrap();
        assert_eq!(hz.flat.birds.get(), 6);
        set(&mut hz, "bird_rule", 2).unwrap();
        assert_eq!(hz.flat.bird_rule, BirdRule::OneBirdAll);
        set(&mut hz, "red_dragons", 0).unwrap();
        assert_eq!((hz.wildcard, hz.wall_size()), (None, 108));
        let mut cs = RuleSet::changsha();
        set(&mut cs, "birds", 4).unwrap();
        assert_eq!(cs.table.birds, 4);
        set(&mut cs, "pair_258", 0).unwrap();
        assert_eq!(get(&cs, "pair_258").unwrap(), 0);
    }

    #[test]
    fn bad_values_are_refused_with_the_allowed_ones() {
        let mut hz = RuleSet::hongzhong();
        let before = hz;
        let e = set(&mut hz, "birds", 3).unwrap_err().0;
        assert!(e.contains("birds = 3: 0, 2, 4, 6 or 8"), "{e}");
        assert!(set(&mut hz, "bird_rule", 7).unwrap_err().0.contains("3 (摸几奖几)"));
        assert!(set(&mut hz, "chi", 2).unwrap_err().0.contains("0 (off) or 1 (on)"));
        let e = set(&mut RuleSet::changsha(), "bird_mode", 2).unwrap_err().0;
        assert!(e.contains("1 (a hit adds one)"), "{e}");
        let e = set(&mut hz, "kaigang", 1).unwrap_err().0;
        assert!(e.contains("belongs to Changsha scoring") && e.contains("red_dragons"), "{e}");
        let e = set(&mut hz, "nope", 1).unwrap_err().0;
        assert!(e.contains("unknown rule option \"nope\"") && e.contains("bird_points"), "{e}");
        assert_eq!(hz, before, "a refused value changes nothing");
        let mut zz = RuleSet::zhuanzhuan();
        assert!(set(&mut zz, "no_wildcard_double", 1).unwrap_err().0.contains("needs 红中"));
        // Eight 红中: refused at the setter, not by every hand that would start.
        let e = set(&mut hz, "red_dragons", 8).unwrap_err().0;
        assert!(e.contains("red_dragons = 8: the engine plays 0 or 4 红中"), "{e}");
        assert_eq!(hz, before);
        assert!(get(&RuleSet::changsha(), "red_dragons").is_err());
    }
}
