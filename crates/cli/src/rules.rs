//! `majiang rules [--format json]`: the presets and every rule option, read
//! from the core's option registry (`majiang_core::options`): id, name,
//! 中文 and English labels, the values it takes, the families that take it
//! and each preset's default.

use clap::{Args, ValueEnum};
use majiang_core::options::{self, OPTIONS, RuleOption, Values};
use majiang_core::{RuleSet, options::family_name};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use std::io::Write;

/// Arguments of `majiang rules`.
#[derive(Args, Debug)]
pub struct RulesArgs {
    /// Output format: a table for people (text, the default) or JSON.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// How `majiang rules` prints.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A table of the options with their values explained below it.
    Text,
    /// `{"presets": [...], "options": [{"id", "name", "zh", "en", "values",
    /// "families", "defaults": {preset: value}}]}`.
    Json,
}

/// Prints the presets and options.
pub fn run(args: &RulesArgs) -> Result<(), String> {
    let out = match args.format {
        Format::Json => json(),
        Format::Text => text(),
    };
    std::io::stdout().write_all(out.as_bytes()).map_err(|e| e.to_string())
}

/// Each preset's default of `o`, for the presets whose family takes it.
fn defaults(o: &RuleOption) -> Vec<(&'static str, i64)> {
    options::presets().filter_map(|(name, r)| o.default_in(&r).map(|v| (name, v))).collect()
}

/// A map in the order given (preset order, not alphabetical).
struct Ordered(Vec<(&'static str, i64)>);

impl Serialize for Ordered {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

#[derive(Serialize)]
struct ChoiceJson {
    value: i64,
    zh: &'static str,
    en: &'static str,
}

/// `values`: a range as `{"min", "max"}`, a flag or a choice as the list of
/// its labelled values.
#[derive(Serialize)]
#[serde(untagged)]
enum ValuesJson {
    Range { min: i64, max: i64 },
    Choices(Vec<ChoiceJson>),
}

#[derive(Serialize)]
struct OptionJson {
    id: i32,
    name: &'static str,
    zh: &'static str,
    en: &'static str,
    values: ValuesJson,
    families: Vec<&'static str>,
    defaults: Ordered,
}

#[derive(Serialize)]
struct RulesJson {
    presets: Vec<&'static str>,
    options: Vec<OptionJson>,
}

/// The JSON form, one line.
fn json() -> String {
    let options = OPTIONS
        .iter()
        .map(|o| OptionJson {
            id: o.id,
            name: o.name,
            zh: o.zh,
            en: o.en,
            values: match o.values {
                Values::Range { min, max } => ValuesJson::Range { min, max },
                v => ValuesJson::Choices(
                    v.choices()
                        .iter()
                        .map(|c| ChoiceJson { value: c.value, zh: c.zh, en: c.en })
                        .collect(),
                ),
            },
            families: o.families.iter().map(|f| family_name(*f)).collect(),
            defaults: Ordered(defaults(o)),
        })
        .collect();
    let doc = RulesJson { presets: RuleSet::PRESETS.to_vec(), options };
    serde_json::to_string(&doc).expect("plain data serialises") + "\n"
}

/// Columns a terminal gives `s` (CJK characters take two).
fn width(s: &str) -> usize {
    s.chars().map(|c| if u32::from(c) >= 0x1100 { 2 } else { 1 }).sum()
}

/// `s` padded with spaces to `w` columns.
fn pad(s: &str, w: usize) -> String {
    format!("{s}{}", " ".repeat(w.saturating_sub(width(s))))
}

/// The values in short: `0/1`, `0–1000`, `0,2,4,6,8`.
fn short(v: Values) -> String {
    match v {
        Values::Flag => "0/1".into(),
        Values::Range { min, max } => format!("{min}-{max}"),
        Values::Choice(c) => c.iter().map(|c| c.value.to_string()).collect::<Vec<_>>().join(","),
    }
}

/// The table for people: one row per option, a column per preset (`-`
/// where the preset's family does not take the option), then the labelled
/// values of each option that has more than on and off.
fn text() -> String {
    let mut head =
        vec!["id".to_string(), "name".into(), "中文".into(), "English".into(), "values".into()];
    head.extend(RuleSet::PRESETS.iter().map(|p| (*p).to_string()));
    let mut rows = vec![head];
    for o in &OPTIONS {
        let d = defaults(o);
        let mut row =
            vec![o.id.to_string(), o.name.into(), o.zh.into(), o.en.into(), short(o.values)];
        row.extend(RuleSet::PRESETS.iter().map(|p| {
            d.iter().find(|(n, _)| n == p).map_or("-".to_string(), |(_, v)| v.to_string())
        }));
        rows.push(row);
    }
    let widths: Vec<usize> =
        (0..rows[0].len()).map(|i| rows.iter().map(|r| width(&r[i])).max().unwrap_or(0)).collect();
    let mut out = format!("presets: {}\n\n", RuleSet::PRESETS.join(", "));
    for row in &rows {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(c, w)| pad(c, *w)).collect();
        out += cells.join("  ").trim_end();
        out.push('\n');
    }
    out += "\nvalues:\n";
    for o in OPTIONS.iter().filter(|o| matches!(o.values, Values::Choice(_))) {
        let list: Vec<String> =
            o.values.choices().iter().map(|c| format!("{} {} ({})", c.value, c.zh, c.en)).collect();
        out += &format!("  {}: {}\n", o.name, list.join("; "));
    }
    let families: Vec<String> = options::FAMILIES
        .iter()
        .map(|f| {
            let presets: Vec<&str> =
                options::presets().filter(|(_, r)| r.scoring == *f).map(|(n, _)| n).collect();
            format!("{} ({})", family_name(*f), presets.join(", "))
        })
        .collect();
    out += &format!("\nfamilies: {}; 0/1 is off/on\n", families.join(", "));
    out
}
