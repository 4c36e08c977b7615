//! Every front end names the targets and the AI levels as the core does
//! (`Target::name`, `ai::Level::name`, in capitals where the language
//! writes constants so): the C header's enum constants (generated from
//! `crates/abi`), and the Python, C#, JavaScript (and its `.d.ts`) and Lua
//! bindings, each with the core's ids. The Godot extension has the same
//! test (`majiang-godot`'s `names`). The Godot hints once said `qixiaodui`
//! where the core says `seven_pairs`; this is the check that would have
//! caught it.

use majiang_core::Target;
use majiang_core::ai::Level;
use std::path::Path;

/// A file of the repository.
fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text from `start` to the first `end` after it.
fn block<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let i = text.find(start).unwrap_or_else(|| panic!("no {start:?}"));
    let rest = &text[i + start.len()..];
    &rest[..rest.find(end).unwrap_or_else(|| panic!("no {end:?} after {start:?}"))]
}

/// The trimmed, non-empty entries of a list separated by `sep`.
fn entries(list: &str, sep: char) -> Vec<&str> {
    list.split(sep).map(str::trim).filter(|s| !s.is_empty()).collect()
}

/// `seven_pairs` → `SevenPairs` (the C# members, one capital per `_` word).
fn pascal(name: &str) -> String {
    name.split('_').map(|w| w[..1].to_uppercase() + &w[1..]).collect()
}

/// The core's names of one concept with their ids, and how each front end
/// calls the concept.
struct Concept {
    names: Vec<(String, i64)>,
    /// `MJ_TARGET`
    c_prefix: &'static str,
    /// `Target` (Python, C#, JS)
    class: &'static str,
    /// `target` (the Lua table `M.target`)
    lua: &'static str,
}

fn concepts() -> [Concept; 2] {
    [
        Concept {
            names: Target::ALL
                .iter()
                .enumerate()
                .map(|(i, t)| (t.name().into(), i as i64))
                .collect(),
            c_prefix: "MJ_TARGET",
            class: "Target",
            lua: "target",
        },
        Concept {
            names: Level::ALL.iter().map(|l| (l.name().into(), l.id())).collect(),
            c_prefix: "MJ_DIFFICULTY",
            class: "Difficulty",
            lua: "difficulty",
        },
    ]
}

#[test]
fn the_c_header_uses_the_cores_names() {
    let header = read("include/majiang.h");
    for c in concepts() {
        let body = block(&header, &format!("enum Mj{}\n", c.class), "};");
        let constants = body.lines().filter(|l| l.trim().starts_with("MJ_")).count();
        assert_eq!(constants, c.names.len(), "Mj{}: one constant per core name", c.class);
        for (name, id) in &c.names {
            let line = format!("{}_{} = {id},", c.c_prefix, name.to_uppercase());
            assert!(body.contains(&line), "Mj{} lacks {line}", c.class);
        }
    }
}

#[test]
fn the_bindings_use_the_cores_names() {
    let py = read("bindings/python/majiang.py");
    let cs = read("bindings/csharp/Majiang.cs");
    let js = read("bindings/js/majiang.js");
    let dts = read("bindings/js/majiang.d.ts");
    let lua = read("bindings/lua/majiang.lua");
    for c in concepts() {
        let py_block = block(&py, &format!("class {}(enum.IntEnum)", c.class), "\nclass ");
        let cs_block = block(&cs, &format!("public enum {} :", c.class), "}");
        let js: Vec<&str> =
            entries(block(&js, &format!("export const {} = Object.freeze({{", c.class), "})"), ',');
        let dts: Vec<&str> = entries(
            block(&dts, &format!("export declare const {}: Readonly<{{", c.class), "}"),
            ';',
        );
        let lua: Vec<&str> = entries(block(&lua, &format!("M.{} = {{", c.lua), "\n}"), ',');
        let upper: Vec<String> = c.names.iter().map(|(n, _)| n.to_uppercase()).collect();
        for ((name, id), up) in c.names.iter().zip(&upper) {
            let py_line = format!("    {up} = {id}\n");
            assert!(py_block.contains(&py_line), "majiang.py {} lacks {py_line:?}", c.class);
            let cs_line = format!("{} = {id},", pascal(name));
            assert!(cs_block.contains(&cs_line), "Majiang.cs {} lacks {cs_line}", c.class);
        }
        let want: Vec<String> =
            c.names.iter().zip(&upper).map(|((_, id), up)| format!("{up}: {id}")).collect();
        assert_eq!(js, want, "majiang.js {}", c.class);
        assert_eq!(dts, want, "majiang.d.ts {}", c.class);
        let lua_want: Vec<String> =
            upper.iter().map(|up| format!("{up} = lib.{}_{up}", c.c_prefix)).collect();
        assert_eq!(lua, lua_want, "majiang.lua M.{}", c.lua);
    }
}
