//! The rules API the nodes share: `MahjongRules`, one rule set as a
//! GDScript object, and the functions behind the nodes' `set_rule_option` /
//! `get_rule_option` / `rule_options`. Every option, its name, labels and
//! values come from the core's option registry
//! ([`majiang_core::options::OPTIONS`]): this file holds no option table
//! and decides no rule. Older Godot names stay accepted as deprecated
//! aliases (`pair_258` is `two_five_eight_pair`; `birds` on 转转/红中 is
//! `flat_birds`).

use crate::convert::{self, BadInput, Input, or_report};
use godot::prelude::*;
use majiang_core::RuleSet;
use majiang_core::options::{self, RuleOption, family_name};

/// The `rules` property's editor hint: every preset the core names
/// ([`RuleSet::PRESETS`]), so a preset added there is offered here too.
pub fn preset_hint() -> GString {
    GString::from(&RuleSet::PRESETS.join(","))
}

/// The option `name` means on `rules` (an alias by the rules' family); an
/// unknown name, or one of another table, is refused naming the options
/// these rules have.
fn option(rules: &RuleSet, name: &str) -> Input<&'static RuleOption> {
    let known = || options::of(rules).map(|o| o.name).collect::<Vec<_>>().join(", ");
    let Some(o) = options::lookup(rules, name.trim()) else {
        return Err(BadInput(format!(
            "unknown rule option {name:?}: the {} rules have {}",
            rules.name,
            known()
        )));
    };
    // Another table's option: the core's refusal, naming its table.
    if let Err(e) = o.get(rules) {
        return Err(BadInput(format!("{e}; the {} rules have {}", rules.name, known())));
    }
    Ok(o)
}

/// Sets option `name` of `rules` to `value` through the registry (the
/// core's checked setter, then the combination check); `rules` is unchanged
/// when the value is refused (the message names the values allowed).
pub fn set(rules: &mut RuleSet, name: &str, value: i64) -> Input<()> {
    Ok(option(rules, name)?.set(rules, value)?)
}

/// The value of option `name` of `rules`, as `set` takes it.
pub fn get(rules: &RuleSet, name: &str) -> Input<i64> {
    Ok(option(rules, name)?.get(rules)?)
}

/// Every option these rules take, name → value, in id order, then the
/// deprecated aliases these rules take (`pair_258`, `birds` on a flat
/// table) with the same values, for scripts written before the registry.
pub fn all(rules: &RuleSet) -> VarDictionary {
    let mut d = VarDictionary::new();
    for o in options::of(rules) {
        d.set(o.name, o.get(rules).unwrap_or_default());
    }
    for o in options::of(rules) {
        for alias in o.aliases {
            if options::lookup(rules, alias) == Some(o) {
                d.set(*alias, o.get(rules).unwrap_or_default());
            }
        }
    }
    d
}

/// One option as a Dictionary for a settings screen: `id`, `name`, `zh`,
/// `en`, `doc`, `kind` (`"bool"`, `"int"` or `"enum"`), `min`, `max`,
/// `values` (Array of `{value, zh, en}`; empty for an int range),
/// `families`, `aliases`, `applies` (these rules take it), `value` and
/// `default` (these rules' and their preset's; -1 when not `applies`).
pub fn info(o: &RuleOption, rules: &RuleSet) -> VarDictionary {
    let preset = RuleSet::by_name(rules.name).unwrap_or(*rules);
    let (min, max) = o.values.bounds();
    let mut values = VarArray::new();
    for c in o.values.choices() {
        let mut v = VarDictionary::new();
        v.set("value", c.value);
        v.set("zh", c.zh);
        v.set("en", c.en);
        values.push(&v.to_variant());
    }
    let mut families = PackedStringArray::new();
    for f in o.families {
        families.push(family_name(*f));
    }
    let mut aliases = PackedStringArray::new();
    for a in o.aliases {
        aliases.push(*a);
    }
    let mut d = VarDictionary::new();
    d.set("id", i64::from(o.id));
    d.set("name", o.name);
    d.set("zh", o.zh);
    d.set("en", o.en);
    d.set("doc", o.doc);
    d.set("kind", o.values.kind());
    d.set("min", min);
    d.set("max", max);
    d.set("values", &values);
    d.set("families", &families);
    d.set("aliases", &aliases);
    d.set("applies", o.takes(rules));
    d.set("value", o.get(rules).unwrap_or(-1));
    d.set("default", o.default_in(&preset).unwrap_or(-1));
    d
}

/// Every option of the registry (`all_options = true`) or of these rules
/// only, as [`info`] Dictionaries in id order.
pub fn list(rules: &RuleSet, all_options: bool) -> VarArray {
    let mut out = VarArray::new();
    for o in options::OPTIONS.iter().filter(|o| all_options || o.takes(rules)) {
        out.push(&info(o, rules).to_variant());
    }
    out
}

/// One rule set as a GDScript object: a preset and its options, the same
/// rules API `MahjongTable`, `WinChecker` and `AIPlayer` take through their
/// `rule_set` (set it on each node that should play by these rules: the
/// node keeps its own copy, so a change applies where it is set again).
///
/// Every option of every table is listed by `option_list()`, with its
/// 中文 and English labels, values and the preset's default, so a settings
/// screen can be built from data. The option names are those of the C
/// ABI's `mj_rule_option_name` and `majiang rules`.
///
/// ```gdscript
/// var rules := MahjongRules.create("hongzhong")
/// rules.set_option("flat_birds", 6)
/// for o in rules.option_list():
///     print(o.name, " ", o.zh, " = ", o.value)
/// $MahjongTable.rule_set = rules
/// $AIPlayer.rule_set = rules
/// ```
#[derive(GodotClass)]
#[class(init, base = RefCounted)]
pub struct MahjongRules {
    pub(crate) rules: RuleSet,
}

impl MahjongRules {
    /// The GDScript object for a core rule set.
    pub fn of(rules: RuleSet) -> Gd<MahjongRules> {
        Gd::from_object(MahjongRules { rules })
    }
}

#[godot_api]
impl MahjongRules {
    /// A preset by name (`changsha`, `eval-v1`, `standard`, `zhuanzhuan`,
    /// `hongzhong` or `sichuan`); null and an error for another name.
    #[func]
    fn create(preset: GString) -> Option<Gd<MahjongRules>> {
        or_report(
            "MahjongRules.create",
            convert::rules_named(&preset.to_string()).map(|r| Some(MahjongRules::of(r))),
            None,
        )
    }

    /// The preset names `create` and the nodes' `rules` take.
    #[func]
    fn presets() -> PackedStringArray {
        let mut out = PackedStringArray::new();
        for p in RuleSet::PRESETS {
            out.push(p);
        }
        out
    }

    /// The preset these rules started from.
    #[func]
    fn get_preset(&self) -> GString {
        GString::from(self.rules.name)
    }

    /// Starts again from preset `name`; an unknown name prints an error and
    /// keeps the rules. False then.
    #[func]
    fn set_preset(&mut self, name: GString) -> bool {
        match or_report(
            "MahjongRules.set_preset",
            convert::rules_named(&name.to_string()).map(Some),
            None,
        ) {
            Some(r) => {
                self.rules = r;
                true
            }
            None => false,
        }
    }

    /// Sets option `name` to `value` (booleans 0 or 1) through the core's
    /// checked setter. False, with an error naming the values allowed or
    /// the options these rules have, for an unknown option, one of another
    /// table, a value out of range or one that conflicts with another
    /// setting; the rules are then unchanged. `option_list()` gives every
    /// name, its values and labels.
    #[func]
    fn set_option(&mut self, name: GString, value: i64) -> bool {
        let r = set(&mut self.rules, &name.to_string(), value);
        or_report("MahjongRules.set_option", r.map(|()| true), false)
    }

    /// The value of option `name`; -1 and an error for an option these
    /// rules do not have (one of another table included).
    #[func]
    fn get_option(&self, name: GString) -> i64 {
        or_report("MahjongRules.get_option", get(&self.rules, &name.to_string()), -1)
    }

    /// Every option these rules take and its value, name → int (with the
    /// deprecated aliases `pair_258` and, on 转转/红中, `birds`).
    #[func]
    fn options(&self) -> VarDictionary {
        all(&self.rules)
    }

    /// Every option of every table as a Dictionary: `id`, `name`, `zh`,
    /// `en`, `doc`, `kind` (`"bool"`, `"int"`, `"enum"`), `min`, `max`,
    /// `values` (Array of `{value, zh, en}`, empty for an int range),
    /// `families` (`changsha`, `hunan`, `sichuan`), `aliases`, `applies`
    /// (these rules take it), `value` and `default` (the preset's; both -1
    /// when not `applies`).
    #[func]
    fn option_list(&self) -> VarArray {
        list(&self.rules, true)
    }

    /// An independent copy.
    #[func]
    fn duplicate(&self) -> Gd<MahjongRules> {
        MahjongRules::of(self.rules)
    }

    /// The number of tiles in the wall (108, 112 or 136).
    #[func]
    fn wall_size(&self) -> i64 {
        self.rules.wall_size() as i64
    }
}

/// What the nodes' `rule_set` setter reads: a copy of `rules`' rule set,
/// or an error for null.
pub fn adopt(method: &str, rules: Option<Gd<MahjongRules>>) -> Option<RuleSet> {
    let r = rules.map(|r| r.bind().rules).ok_or_else(|| BadInput("rules is null".into()));
    or_report(method, r.map(Some), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::BirdRule;

    #[test]
    fn every_option_round_trips_on_its_tables() {
        for (name, preset) in options::presets() {
            for o in options::of(&preset) {
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
        assert_eq!(get(&hz, "flat_birds").unwrap(), 6);
        set(&mut hz, "bird_rule", 2).unwrap();
        assert_eq!(hz.flat.bird_rule, BirdRule::OneBirdAll);
        set(&mut hz, "red_dragons", 0).unwrap();
        assert_eq!((hz.wildcard, hz.wall_size()), (None, 108));
        let mut cs = RuleSet::changsha();
        set(&mut cs, "birds", 4).unwrap();
        assert_eq!(cs.table.birds, 4);
        set(&mut cs, "pair_258", 0).unwrap();
        assert_eq!(get(&cs, "pair_258").unwrap(), 0);
        assert_eq!(get(&cs, "two_five_eight_pair").unwrap(), 0);
        // seven_pairs reads the registry's 0/1/2 (Changsha: a four is two pairs).
        assert_eq!(get(&cs, "seven_pairs").unwrap(), 2);
        set(&mut cs, "seven_pairs", 1).unwrap();
        assert_eq!(cs.seven_pairs, Some(majiang_core::SevenPairs::Distinct));
        // Options Godot lacked before the registry.
        set(&mut cs, "kong_fee", 3).unwrap();
        assert_eq!(cs.table.kong_fee, 3);
        set(&mut cs, "honours", 1).unwrap();
        assert!(cs.honours);
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
        assert!(
            e.contains("kaigang: an option of the Changsha table (changsha, standard, eval-v1)"),
            "{e}"
        );
        assert!(e.contains("red_dragons"), "{e}");
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
        // Another table's option is refused when read, too.
        let e = get(&RuleSet::sichuan(), "birds").unwrap_err().0;
        assert!(e.contains("birds: an option of the Changsha table"), "{e}");
    }
}
