//! The raw layer of `bindings/lua/majiang.lua`: the `ffi.cdef` block (the header's
//! declarations as LuaJIT reads them), and the module's constants and enum tables, which
//! read their values from the loaded library (`lib.MJ_KINDS`).

use super::header::{Header, screaming};
use std::fmt::Write;

/// The Lua binding's table of each enum where it is not the enum's own name in snake case
/// (`MjMeldKind` → `meld`: the tables name what a value is used for, `mj.meld.PENG`).
const TABLES: &[(&str, &str)] = &[
    ("MjMeldKind", "meld"),
    ("MjRuleOption", "option"),
    ("MjActionKind", "action"),
    ("MjEventKind", "event"),
];

/// The lines of the Lua file.
const WIDTH: usize = 100;

/// Declarations of the header as LuaJIT's `ffi.cdef` can read them: no preprocessor, no
/// comments, `#define`d integers as `static const`.
pub fn cdef(header: &str) -> Result<String, String> {
    let mut text = String::new();
    let mut rest = header;
    while let Some(i) = rest.find("/*") {
        text.push_str(&rest[..i]);
        let end = rest[i..].find("*/").ok_or("unclosed comment")?;
        rest = &rest[i + end + 2..];
    }
    text.push_str(rest);
    // The header's conditionals, evaluated as a C11 compiler (not C++, not C23) sees them.
    let mut out = String::new();
    let mut taken: Vec<bool> = Vec::new();
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or_default().trim_end();
        let t = line.trim();
        if t.starts_with("#if") {
            taken.push(match t {
                "#ifndef MAJIANG_H" | "#ifndef __cplusplus" => true,
                "#ifdef __cplusplus"
                | "#if __STDC_VERSION__ >= 202311L"
                | "#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L" => false,
                other => return Err(format!("cdef: no rule for the directive {other:?}")),
            });
            continue;
        }
        if t == "#else" {
            let top = taken.last_mut().ok_or("#else outside #if")?;
            *top = !*top;
            continue;
        }
        if t == "#endif" {
            taken.pop().ok_or("#endif outside #if")?;
            continue;
        }
        if taken.contains(&false) || t.is_empty() || t.starts_with("#include") {
            continue;
        }
        if let Some(def) = t.strip_prefix("#define ") {
            // Valued defines are constants; the include guard has no value.
            if let Some((name, value)) = def.split_once(' ') {
                writeln!(out, "static const int {name} = {};", value.trim()).unwrap();
            }
            continue;
        }
        if t.starts_with('#') {
            return Err(format!("cdef: unexpected directive {t:?}"));
        }
        out.push_str(line);
        out.push('\n');
    }
    Ok(format!("ffi.cdef[[\n{out}]]\n"))
}

/// The constants and enum tables, set on the module table `M` from the library `lib`.
pub fn tables(h: &Header) -> String {
    let mut o = String::new();
    for c in &h.constants {
        writeln!(o, "M.{} = lib.{}", c.name.trim_start_matches("MJ_"), c.name).unwrap();
    }
    for e in &h.enums {
        let short = e.name.trim_start_matches("Mj");
        let table = TABLES
            .iter()
            .find(|(n, _)| *n == e.name)
            .map_or_else(|| screaming(short).to_lowercase(), |(_, t)| t.to_string());
        let prefix = format!("MJ_{}_", screaming(short));
        writeln!(o, "M.{table} = {{").unwrap();
        let mut line = String::from(" ");
        for v in &e.variants {
            let entry = format!(" {} = lib.{prefix}{},", v.name, v.name);
            if line.len() + entry.len() > WIDTH {
                writeln!(o, "{line}").unwrap();
                line = String::from(" ");
            }
            line.push_str(&entry);
        }
        writeln!(o, "{line}\n}}").unwrap();
    }
    o
}
