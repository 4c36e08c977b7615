//! `include/majiang.h` is what cbindgen generates from `crates/abi`, byte
//! for byte; `MAJIANG_BLESS=1` rewrites it. The LuaJIT binding's `ffi.cdef`
//! block is derived from the same header and checked the same way, and every
//! shipped binding is checked to bind every exported function.

mod common;

use std::path::PathBuf;

fn root() -> PathBuf {
    common::repo_root()
}

/// The header as the sources generate it.
fn generate() -> String {
    let root = root();
    let mut config = cbindgen::Config::from_file(root.join("crates/ffi/cbindgen.toml"))
        .expect("read cbindgen.toml");
    let conventions = std::fs::read_to_string(root.join("crates/abi/src/conventions.md"))
        .expect("read conventions.md");
    let mut header = String::from("/*\n");
    for line in conventions.lines() {
        header.push_str(if line.is_empty() { " *" } else { " * " });
        header.push_str(line);
        header.push('\n');
    }
    header.push_str(" */");
    config.header = Some(header);
    let mut out = Vec::new();
    cbindgen::Builder::new()
        .with_config(config)
        .with_crate(root.join("crates/abi"))
        .generate()
        .expect("cbindgen generates the header")
        .write(&mut out);
    String::from_utf8(out).expect("UTF-8 header")
}

#[test]
fn checked_in_header_matches_the_sources() {
    common::bless_or_compare(&root().join("include/majiang.h"), &generate());
}

/// Declarations of the header as LuaJIT's `ffi.cdef` can read them: no
/// preprocessor, no comments, `#define`d integers as `static const`.
fn cdef(header: &str) -> String {
    let mut text = String::new();
    let mut rest = header;
    while let Some(i) = rest.find("/*") {
        text.push_str(&rest[..i]);
        rest = &rest[i + rest[i..].find("*/").expect("closed comment") + 2..];
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
                other => panic!("cdef: no rule for the directive {other:?}"),
            });
            continue;
        }
        if t == "#else" {
            let top = taken.last_mut().expect("#else inside #if");
            *top = !*top;
            continue;
        }
        if t == "#endif" {
            taken.pop().expect("#endif closes an #if");
            continue;
        }
        if taken.contains(&false) || t.is_empty() || t.starts_with("#include") {
            continue;
        }
        if let Some(def) = t.strip_prefix("#define ") {
            // Valued defines are constants; the include guard has no value.
            if let Some((name, value)) = def.split_once(' ') {
                out.push_str(&format!("static const int {name} = {};\n", value.trim()));
            }
            continue;
        }
        assert!(!t.starts_with('#'), "cdef: unexpected directive {t:?}");
        out.push_str(line);
        out.push('\n');
    }
    out
}

const CDEF_BEGIN: &str =
    "-- BEGIN CDEF (generated from include/majiang.h by crates/ffi/tests/header.rs)\n";
const CDEF_END: &str = "-- END CDEF\n";

#[test]
fn lua_binding_declares_the_header() {
    let path = root().join("bindings/lua/majiang.lua");
    let lua = std::fs::read_to_string(&path).expect("read majiang.lua");
    let begin = lua.find(CDEF_BEGIN).expect("CDEF begin marker") + CDEF_BEGIN.len();
    let end = lua.find(CDEF_END).expect("CDEF end marker");
    let header = std::fs::read_to_string(root().join("include/majiang.h")).expect("header");
    let wanted = format!("ffi.cdef[[\n{}]]\n", cdef(&header));
    let blessed = format!("{}{wanted}{}", &lua[..begin], &lua[end..]);
    common::bless_or_compare(&path, &blessed);
}

/// Every `mj_` function the header declares.
fn exported_functions(header: &str) -> Vec<String> {
    let mut names: Vec<String> = header
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with("mj_"))
        .map(str::to_string)
        .filter(|w| header.contains(&format!("{w}(")))
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_binding_binds_every_function() {
    let header = std::fs::read_to_string(root().join("include/majiang.h")).expect("header");
    let functions = exported_functions(&header);
    assert!(functions.len() >= 20, "{functions:?}");
    for binding in [
        "bindings/csharp/Majiang.cs",
        "bindings/python/majiang.py",
        "bindings/lua/majiang.lua",
        "bindings/js/majiang.js",
        "include/majiang.hpp",
    ] {
        let text = std::fs::read_to_string(root().join(binding)).expect(binding);
        let missing: Vec<&String> =
            functions.iter().filter(|f| !text.contains(f.as_str())).collect();
        assert!(missing.is_empty(), "{binding} does not bind {missing:?}");
    }
}

#[test]
fn status_names_are_the_header_constants() {
    let header = std::fs::read_to_string(root().join("include/majiang.h")).expect("header");
    for &s in majiang_abi::MjStatus::all() {
        let name = unsafe { std::ffi::CStr::from_ptr(majiang_abi::mj_status_name(s as i32)) };
        let line = format!("{} = {},", name.to_str().unwrap(), s as i32);
        assert!(header.contains(&line), "header lacks {line}");
    }
}

/// `(enum name, [(constant suffix, value)])` of every enum in the header,
/// e.g. `("MjStatus", [("OK", 0), ...])` for `MJ_STATUS_OK = 0`.
fn header_enums(header: &str) -> Vec<(String, Vec<(String, i64)>)> {
    let mut enums = Vec::new();
    let mut rest = header;
    while let Some(i) = rest.find("\nenum ") {
        rest = &rest[i + 6..];
        let name = rest.split_whitespace().next().expect("enum name").to_string();
        let body = &rest[rest.find('{').expect("enum body")..rest.find("};").expect("enum end")];
        let prefix = format!("MJ_{}_", screaming(name.trim_start_matches("Mj")));
        let values = body
            .lines()
            .filter_map(|l| l.trim().strip_suffix(','))
            .filter_map(|l| l.split_once(" = "))
            .map(|(k, v)| {
                let key = k.strip_prefix(&prefix).unwrap_or_else(|| panic!("{k} lacks {prefix}"));
                (key.to_string(), v.parse().expect("enum value"))
            })
            .collect();
        enums.push((name, values));
    }
    enums
}

/// `MeldKind` → `MELD_KIND`.
fn screaming(pascal: &str) -> String {
    let mut out = String::new();
    for (i, c) in pascal.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// `INVALID_TILE` → `InvalidTile`.
fn pascal(screaming: &str) -> String {
    screaming.split('_').map(|w| w[..1].to_string() + &w[1..].to_lowercase()).collect()
}

/// The text of a binding from `start` to the first `end` after it.
fn block<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let i = text.find(start).unwrap_or_else(|| panic!("binding lacks {start:?}"));
    let rest = &text[i..];
    &rest[..rest[start.len()..].find(end).map_or(rest.len(), |j| j + start.len())]
}

#[test]
fn hand_written_constants_match_the_header() {
    let header = std::fs::read_to_string(root().join("include/majiang.h")).expect("header");
    let cs = std::fs::read_to_string(root().join("bindings/csharp/Majiang.cs")).expect("C#");
    let py = std::fs::read_to_string(root().join("bindings/python/majiang.py")).expect("Python");
    let enums = header_enums(&header);
    assert_eq!(enums.len(), 13, "{enums:?}");
    for (name, values) in &enums {
        let short = name.trim_start_matches("Mj");
        let cs_block = block(&cs, &format!("public enum {short} :"), "}");
        let py_block = block(&py, &format!("class {short}(enum.IntEnum)"), "\nclass ");
        for (key, value) in values {
            let cs_line = format!("{} = {value},", pascal(key));
            assert!(cs_block.contains(&cs_line), "Majiang.cs {short} lacks {cs_line}");
            let py_line = format!("    {key} = {value}\n");
            assert!(py_block.contains(&py_line), "majiang.py {short} lacks {py_line:?}");
        }
    }
    for (define, cs_name, py_name) in [
        ("MJ_ABI_VERSION", "AbiVersion", "ABI_VERSION"),
        ("MJ_KINDS", "Kinds", "KINDS"),
        ("MJ_NO_TILE", "NoTile", "NO_TILE"),
        ("MJ_SHANTEN_UNREACHABLE", "ShantenUnreachable", "SHANTEN_UNREACHABLE"),
        ("MJ_NONE", "None", "NONE"),
        ("MJ_SELF_DRAW", "SelfDraw", "SELF_DRAW"),
        ("MJ_BIG_HAND_SLOTS", "BigHandSlots", "BIG_HAND_SLOTS"),
        ("MJ_OPENING_WIN_SLOTS", "OpeningWinSlots", "OPENING_WIN_SLOTS"),
        ("MJ_EVENT_TILES", "EventTiles", "EVENT_TILES"),
        ("MJ_WALL_ESTIMATE", "WallEstimate", "WALL_ESTIMATE"),
    ] {
        let line = header.lines().find(|l| l.starts_with(&format!("#define {define} "))).unwrap();
        let value = line.rsplit(' ').next().unwrap();
        assert!(cs.contains(&format!(" {cs_name} = {value};")), "Majiang.cs {cs_name} != {value}");
        assert!(
            py.contains(&format!("\n{py_name} = {value}\n")),
            "majiang.py {py_name} != {value}"
        );
    }
}

/// One field of a header struct: C type, name, array length (a number or a
/// `MJ_` constant) if it is an array.
#[derive(Debug)]
struct Field {
    ty: String,
    name: String,
    len: Option<String>,
}

/// `(struct name, fields)` of every `typedef struct { ... } MjX;` in the header.
fn header_structs(header: &str) -> Vec<(String, Vec<Field>)> {
    let mut text = String::new();
    let mut rest = header;
    while let Some(i) = rest.find("/*") {
        text.push_str(&rest[..i]);
        rest = &rest[i + rest[i..].find("*/").expect("closed comment") + 2..];
    }
    text.push_str(rest);
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("typedef struct {") {
        rest = &rest[i + "typedef struct {".len()..];
        let end = rest.find('}').expect("struct end");
        let name = rest[end + 1..].trim_start().split(';').next().unwrap().trim().to_string();
        let fields = rest[..end]
            .lines()
            .filter_map(|l| l.trim().strip_suffix(';'))
            .map(|decl| {
                let (ty, var) = decl.rsplit_once(' ').expect("type and name");
                let (name, len) = match var.split_once('[') {
                    Some((n, l)) => (n, Some(l.trim_end_matches(']').to_string())),
                    None => (var, None),
                };
                Field { ty: ty.trim().to_string(), name: name.to_string(), len }
            })
            .collect();
        out.push((name, fields));
        rest = &rest[end..];
    }
    out
}

/// `snake_case` → `SnakeCase`.
fn pascal_field(snake: &str) -> String {
    snake.split('_').map(|w| w[..1].to_uppercase() + &w[1..]).collect()
}

/// Checks that `needles` occur in `haystack` in this order.
fn in_order(haystack: &str, needles: &[String], what: &str) {
    let mut at = 0;
    for n in needles {
        let found = haystack[at..].find(n.as_str());
        assert!(found.is_some(), "{what}: lacks {n:?} (or it is out of order)");
        at += found.unwrap() + n.len();
    }
}

#[test]
fn hand_written_structs_match_the_header() {
    let header = std::fs::read_to_string(root().join("include/majiang.h")).expect("header");
    let cs = std::fs::read_to_string(root().join("bindings/csharp/Majiang.cs")).expect("C#");
    let py = std::fs::read_to_string(root().join("bindings/python/majiang.py")).expect("Python");
    let define = |name: &str| -> String {
        let line = header.lines().find(|l| l.starts_with(&format!("#define {name} "))).unwrap();
        line.rsplit(' ').next().unwrap().to_string()
    };
    let structs = header_structs(&header);
    assert_eq!(structs.len(), 13, "{structs:?}");
    for (name, fields) in &structs {
        let short = name.trim_start_matches("Mj");
        // C# names that would clash with the struct's own member or with System.*.
        let cs_name = match short {
            "Points" => "SeatPoints",
            "Action" => "GameAction",
            "Event" => "GameEvent",
            // The idiomatic values (lists of kinds, reasons) have the plain names.
            "Hint" => "RawHint",
            "DiscardOption" => "RawDiscardOption",
            other => other,
        };
        let cs_block = block(&cs, &format!("public struct {cs_name}\n"), "\n    }\n");
        // The raw structs keep the header names (`MjMeld`); the idiomatic values (`Meld`) are
        // dataclasses and named tuples built from them.
        let py_block = block(&py, &format!("class {name}(ctypes.Structure)"), "\nclass ");
        let mut cs_fields = Vec::new();
        let mut py_fields = Vec::new();
        for f in fields {
            let (cs_ty, py_ty) = match f.ty.as_str() {
                "uint8_t" => ("byte", "ctypes.c_uint8"),
                "int8_t" => ("sbyte", "ctypes.c_int8"),
                "uint32_t" => ("uint", "ctypes.c_uint32"),
                "int32_t" => ("int", "ctypes.c_int32"),
                "uint64_t" => ("ulong", "ctypes.c_uint64"),
                "double" => ("double", "ctypes.c_double"),
                "MjPoints" => ("SeatPoints", "MjPoints"),
                other => panic!("{name}.{}: no mapping for {other}", f.name),
            };
            let py_name = if f.name == "from" { "from_" } else { f.name.as_str() };
            let cs_field = pascal_field(&f.name);
            match &f.len {
                None => {
                    cs_fields.push(format!("public {cs_ty} {cs_field};"));
                    py_fields.push(format!("(\"{py_name}\", {py_ty})"));
                }
                Some(len) => {
                    let (number, py_len) = match len.strip_prefix("MJ_") {
                        Some(c) => (define(len), c.to_string()),
                        // cbindgen writes `[u8; 34]` out; the binding names it.
                        None if *len == define("MJ_KINDS") => (len.clone(), "KINDS".to_string()),
                        None => (len.clone(), len.clone()),
                    };
                    cs_fields.push(format!(
                        "[MarshalAs(UnmanagedType.ByValArray, SizeConst = {number})]\n        public {cs_ty}[] {cs_field};"
                    ));
                    py_fields.push(format!("(\"{py_name}\", {py_ty} * {py_len})"));
                }
            }
        }
        in_order(cs_block, &cs_fields, &format!("Majiang.cs struct {cs_name}"));
        in_order(py_block, &py_fields, &format!("majiang.py class {short}"));
        // No field beyond the header's.
        let cs_count = cs_block
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("public ") && l.ends_with(';') && !l.contains('('))
            .count();
        assert_eq!(cs_count, fields.len(), "Majiang.cs {cs_name} field count");
        let py_fields_list = block(py_block, "_fields_ = [", "]\n");
        assert_eq!(
            py_fields_list.matches("(\"").count(),
            fields.len(),
            "majiang.py {short} fields"
        );
    }
}
