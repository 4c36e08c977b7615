//! `majiang rules`, run as a user runs it: its JSON lists every option the
//! C ABI has under the same id and name (`mj_rule_option_name`), with the
//! registry's labels, values, families and every preset's default as
//! `mj_rules_new_by_name` + `mj_rules_get_option` read them.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

use majiang_abi::{
    MjRuleOptionInfo, MjStatus, mj_rule_option_chinese_name, mj_rule_option_choice,
    mj_rule_option_count, mj_rule_option_english_name, mj_rule_option_info, mj_rule_option_name,
    mj_rules_free, mj_rules_get_option, mj_rules_new_by_name,
};
use majiang_core::RuleSet;
use serde_json::Value;
use std::ffi::{CStr, CString, c_char};
use std::process::Command;

fn majiang(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_majiang")).args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn text_of(p: *const c_char) -> String {
    unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string()
}

#[test]
fn the_json_agrees_with_the_abi_on_every_option() {
    let doc: Value = serde_json::from_str(&majiang(&["rules", "--format", "json"])).unwrap();
    let keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["options", "presets"]);
    let presets: Vec<&str> =
        doc["presets"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    assert_eq!(presets, RuleSet::PRESETS);
    let options = doc["options"].as_array().unwrap();
    assert_eq!(options.len(), mj_rule_option_count() as usize);
    let handles: Vec<_> = presets
        .iter()
        .map(|p| {
            let c = CString::new(*p).unwrap();
            let mut r = std::ptr::null_mut();
            assert_eq!(unsafe { mj_rules_new_by_name(c.as_ptr(), &mut r) }, MjStatus::Ok);
            r
        })
        .collect();
    for (i, o) in options.iter().enumerate() {
        let mut fields: Vec<&str> = o.as_object().unwrap().keys().map(String::as_str).collect();
        fields.sort_unstable();
        assert_eq!(fields, ["defaults", "en", "families", "id", "name", "values", "zh"]);
        let id = o["id"].as_i64().unwrap() as i32;
        assert_eq!(id as usize, i);
        let (mut name, mut zh, mut en) = (std::ptr::null(), std::ptr::null(), std::ptr::null());
        unsafe {
            assert_eq!(mj_rule_option_name(id, &mut name), MjStatus::Ok);
            assert_eq!(mj_rule_option_chinese_name(id, &mut zh), MjStatus::Ok);
            assert_eq!(mj_rule_option_english_name(id, &mut en), MjStatus::Ok);
        }
        assert_eq!(o["name"], text_of(name), "option {id}");
        assert_eq!(
            (o["zh"].as_str().unwrap(), o["en"].as_str().unwrap()),
            (text_of(zh).as_str(), text_of(en).as_str())
        );
        // Defaults: one per preset that takes the option, as the ABI reads it.
        let defaults = o["defaults"].as_object().unwrap();
        for (p, &r) in presets.iter().zip(&handles) {
            let mut v = 0;
            let status = unsafe { mj_rules_get_option(r, id, &mut v) };
            match defaults.get(*p) {
                Some(d) => {
                    assert_eq!(status, MjStatus::Ok, "{p}.{name:?}");
                    assert_eq!(d.as_i64(), Some(i64::from(v)), "{p}.{}", o["name"]);
                }
                None => assert_eq!(status, MjStatus::InvalidOption, "{p}.{}", o["name"]),
            }
        }
        // Values: a range, or the ABI's labelled choices in order.
        let mut info = MjRuleOptionInfo::default();
        assert_eq!(unsafe { mj_rule_option_info(handles[0], id, &mut info) }, MjStatus::Ok);
        match &o["values"] {
            Value::Object(range) => {
                assert_eq!(info.choices, 0);
                assert_eq!(range["min"], info.min);
                assert_eq!(range["max"], info.max);
            }
            Value::Array(choices) => {
                assert_eq!(choices.len(), info.choices as usize, "{}", o["name"]);
                for (k, c) in choices.iter().enumerate() {
                    let (mut v, mut zh, mut en) = (0, std::ptr::null(), std::ptr::null());
                    let s =
                        unsafe { mj_rule_option_choice(id, k as u32, &mut v, &mut zh, &mut en) };
                    assert_eq!(s, MjStatus::Ok);
                    assert_eq!(c["value"], v);
                    assert_eq!(
                        (c["zh"].as_str().unwrap(), c["en"].as_str().unwrap()),
                        (text_of(zh).as_str(), text_of(en).as_str())
                    );
                }
            }
            other => panic!("values {other}"),
        }
        let families: Vec<&str> =
            o["families"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
        let bits = families
            .iter()
            .map(|f| match *f {
                "changsha" => majiang_abi::MJ_FAMILY_CHANGSHA,
                "hunan" => majiang_abi::MJ_FAMILY_HUNAN,
                "sichuan" => majiang_abi::MJ_FAMILY_SICHUAN,
                "mcr" => 8,
                other => panic!("family {other}"),
            })
            .fold(0, |a, b| a | b);
        assert_eq!(bits, info.families, "{}", o["name"]);
    }
    for r in handles {
        unsafe { mj_rules_free(r) };
    }
}

#[test]
fn the_table_names_every_option_and_preset() {
    let text = majiang(&["rules"]);
    assert!(
        text.starts_with("presets: changsha, eval-v1, standard, zhuanzhuan, hongzhong, sichuan")
    );
    for id in 0..mj_rule_option_count() {
        let mut name = std::ptr::null();
        assert_eq!(unsafe { mj_rule_option_name(id, &mut name) }, MjStatus::Ok);
        let name = text_of(name);
        assert!(
            text.lines().any(|l| l.split_whitespace().take(2).eq([id.to_string().as_str(), &name])),
            "{id} {name}: {text}"
        );
    }
    assert!(
        text.contains("sichuan_mode: 0 血战到底 (a winner leaves); 1 血流成河 (winners play on)")
    );
}

/// The README's option table, from `majiang rules --format json`.
fn readme_table(doc: &Value) -> String {
    let presets: Vec<&str> =
        doc["presets"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    let mut out = format!("| id | name | 中文 | English | values | {} |\n", presets.join(" | "));
    out += &format!("|{}\n", "---|".repeat(5 + presets.len()));
    for o in doc["options"].as_array().unwrap() {
        let values = match &o["values"] {
            Value::Object(r) => format!("{}–{}", r["min"], r["max"]),
            Value::Array(c) if c.len() == 2 && c[0]["en"] == "off" && c[1]["en"] == "on" => {
                "0/1".into()
            }
            Value::Array(c) => c
                .iter()
                .map(|c| {
                    format!(
                        "{} {} {}",
                        c["value"],
                        c["zh"].as_str().unwrap(),
                        c["en"].as_str().unwrap()
                    )
                })
                .collect::<Vec<_>>()
                .join("; "),
            other => panic!("values {other}"),
        };
        let defaults: Vec<String> = presets
            .iter()
            .map(|p| o["defaults"].get(*p).map_or("–".to_string(), |v| v.to_string()))
            .collect();
        out += &format!(
            "| {} | `{}` | {} | {} | {} | {} |\n",
            o["id"],
            o["name"].as_str().unwrap(),
            o["zh"].as_str().unwrap(),
            o["en"].as_str().unwrap(),
            values,
            defaults.join(" | ")
        );
    }
    out
}

/// The README's table of options is the registry's, as `majiang rules`
/// prints it; `MAJIANG_BLESS_README=1` rewrites it.
#[test]
fn the_readme_table_is_the_registrys() {
    let doc: Value = serde_json::from_str(&majiang(&["rules", "--format", "json"])).unwrap();
    let table = readme_table(&doc);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let (begin, end) = (
        "<!-- options:begin (majiang rules; MAJIANG_BLESS_README=1 cargo test -p majiang-cli --test rules) -->\n",
        "<!-- options:end -->",
    );
    let at = readme.find(begin).expect("README: the options:begin marker") + begin.len();
    let stop = at + readme[at..].find(end).expect("README: the options:end marker");
    if std::env::var_os("MAJIANG_BLESS_README").is_some() {
        let new = format!("{}{table}{}", &readme[..at], &readme[stop..]);
        std::fs::write(&path, new).unwrap();
        return;
    }
    assert!(
        readme[at..stop] == table,
        "README.md's option table is stale: run MAJIANG_BLESS_README=1 cargo test -p majiang-cli --test rules"
    );
}
