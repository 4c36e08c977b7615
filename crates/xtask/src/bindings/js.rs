//! The raw layer of the JavaScript package: the constants and the frozen enum objects of
//! `bindings/js/majiang.js` with their declarations in `majiang.d.ts`, and `LAYOUT`, the
//! byte offsets of every struct's fields in the module's memory. (The module's functions are
//! the wasm exports themselves, called by name; there is nothing else to declare.)

use super::described;
use super::header::{Header, Struct};
use std::fmt::Write;

const WIDTH: usize = 100;

/// `head` + entries + `tail`, on one line when it fits in `width`, else the entries packed on
/// lines of their own, indented by two.
fn packed(head: &str, entries: &[String], sep: &str, tail: &str, width: usize) -> String {
    let one = format!("{head} {} {tail}", entries.join(&format!("{sep} ")));
    if one.len() <= width {
        return one + "\n";
    }
    let mut out = format!("{head}\n");
    let mut line = String::from(" ");
    for e in entries {
        let entry = format!(" {e}{sep}");
        if line.len() + entry.len() > width {
            writeln!(out, "{line}").unwrap();
            line = String::from(" ");
        }
        line.push_str(&entry);
    }
    writeln!(out, "{line}").unwrap();
    out + tail.trim_start() + "\n"
}

/// A JSDoc line.
fn jsdoc(name: &str, doc: &str) -> String {
    format!("/** {} */\n", described(name, doc).replace("*/", "* /"))
}

/// The generated region of `majiang.js`.
pub fn module(h: &Header) -> String {
    let mut o = String::new();
    for c in &h.constants {
        o.push_str(&jsdoc(&c.name, &c.doc));
        writeln!(o, "export const {} = {};", c.name.trim_start_matches("MJ_"), c.value).unwrap();
    }
    for e in &h.enums {
        o.push_str(&jsdoc(&e.name, &e.doc));
        let entries: Vec<String> =
            e.variants.iter().map(|v| format!("{}: {}", v.name, v.value)).collect();
        let head = format!("export const {} = Object.freeze({{", e.name.trim_start_matches("Mj"));
        o.push_str(&packed(&head, &entries, ",", "});", WIDTH));
    }
    o
}

/// The generated region of `majiang.d.ts`.
pub fn declarations(h: &Header) -> String {
    let mut o = String::new();
    for c in &h.constants {
        o.push_str(&jsdoc(&c.name, &c.doc));
        writeln!(o, "export declare const {}: {};", c.name.trim_start_matches("MJ_"), c.value)
            .unwrap();
    }
    for e in &h.enums {
        o.push_str(&jsdoc(&e.name, &e.doc));
        let entries: Vec<String> =
            e.variants.iter().map(|v| format!("{}: {}", v.name, v.value)).collect();
        let head = format!("export declare const {}: Readonly<{{", e.name.trim_start_matches("Mj"));
        o.push_str(&packed(&head, &entries, ";", "}>;", WIDTH));
    }
    o
}

/// Size and alignment of a field's C type on wasm32 (one element of an array).
fn size_align(h: &Header, ty: &str) -> Result<(usize, usize), String> {
    Ok(match ty {
        "uint8_t" | "int8_t" | "bool" => (1, 1),
        "uint32_t" | "int32_t" | "size_t" => (4, 4),
        "uint64_t" | "int64_t" | "double" => (8, 8),
        s => {
            let layout =
                struct_layout(h, h.struct_named(s).ok_or(format!("JS: no layout for {s}"))?)?;
            (layout.size, layout.align)
        }
    })
}

/// Where a struct's fields are in memory.
struct Layout {
    size: usize,
    align: usize,
    /// `(field, offset)` in order.
    fields: Vec<(String, usize)>,
}

/// The layout of a struct on wasm32, by the C rules: each field at the next multiple of its
/// alignment, the size a multiple of the largest alignment.
fn struct_layout(h: &Header, s: &Struct) -> Result<Layout, String> {
    let (mut at, mut align) = (0usize, 1usize);
    let mut fields = Vec::new();
    for f in &s.fields {
        let (size, a) = size_align(h, &f.ty)?;
        let count = match &f.len {
            Some(len) => usize::try_from(h.array_len(len)?).map_err(|e| format!("{len}: {e}"))?,
            None => 1,
        };
        at = at.next_multiple_of(a);
        fields.push((f.name.clone(), at));
        at += size * count;
        align = align.max(a);
    }
    Ok(Layout { size: at.next_multiple_of(align), align, fields })
}

/// The generated `LAYOUT` of `majiang.js`: `LAYOUT.MjHint.tile` is the offset of `tile` in an
/// `MjHint`, `LAYOUT.MjHint.size` its size, on wasm32 (`size_t` is 4 bytes).
pub fn layout(h: &Header) -> Result<String, String> {
    let mut o = String::from(
        "/** Byte offsets of each struct's fields, and its `size`, in the module's memory (wasm32). */\n\
         const LAYOUT = Object.freeze({\n",
    );
    for s in &h.structs {
        let layout = struct_layout(h, s)?;
        let mut entries = vec![format!("size: {}", layout.size)];
        entries.extend(layout.fields.iter().map(|(name, at)| format!("{name}: {at}")));
        let text =
            packed(&format!("  {}: Object.freeze({{", s.name), &entries, ",", "}),", WIDTH - 2);
        // Nested one level: the entries' lines get two more spaces.
        o.push_str(&text.replace("\n  ", "\n    ").replace("\n}),", "\n  }),"));
    }
    o.push_str("});\n");
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_follow_the_c_rules() {
        let header = "typedef struct {\n  int32_t points[4];\n} MjPoints;\n\
            typedef struct {\n  uint8_t a;\n  uint64_t b;\n  uint8_t c[3];\n} MjX;\n\
            typedef struct {\n  uint8_t a;\n  MjPoints p;\n  uint8_t z;\n} MjY;\n";
        let h = super::super::header::parse(header).unwrap();
        let x = struct_layout(&h, &h.structs[1]).unwrap();
        assert_eq!((x.size, x.align), (24, 8));
        assert_eq!(x.fields, [("a".to_string(), 0), ("b".to_string(), 8), ("c".to_string(), 16)]);
        let y = struct_layout(&h, &h.structs[2]).unwrap();
        assert_eq!((y.size, y.fields[1].1, y.fields[2].1), (24, 4, 20));
    }

    /// What a user of `majiang.js` reaches, as `majiang.d.ts` declares it: the module's
    /// exported constants, classes and functions, and the members of its classes (the
    /// `Majiang` object's nested `Rules` / `Ai` / `Game` included). Types and interfaces are
    /// shapes, not calls, and are left out.
    fn declared_names(dts: &str) -> Vec<String> {
        let ident = |t: &str| -> String {
            t.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
        };
        let mut names = Vec::new();
        let mut in_class = false;
        for line in dts.lines() {
            let t = line.trim();
            if !in_class {
                for kind in ["const ", "class ", "function "] {
                    if let Some(rest) =
                        t.strip_prefix("export declare ").and_then(|r| r.strip_prefix(kind))
                    {
                        names.push(ident(rest));
                    }
                }
                in_class =
                    t.starts_with("export declare class ") || t.starts_with("declare class ");
                continue;
            }
            if line == "}" {
                in_class = false;
                continue;
            }
            if t.starts_with("//") || t.starts_with("/*") || t.starts_with('*') {
                continue;
            }
            let t = t.strip_prefix("readonly ").or_else(|| t.strip_prefix("static ")).unwrap_or(t);
            let name = ident(t);
            let next = t[name.len()..].chars().next();
            if !name.is_empty() && name != "constructor" && matches!(next, Some('(' | ':' | '?')) {
                names.push(name);
            }
        }
        names.dedup();
        names
    }

    /// Whether `text` has `name` as a whole word.
    fn mentions(text: &str, name: &str) -> bool {
        let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        text.match_indices(name).any(|(at, _)| {
            !word(text[..at].chars().next_back()) && !word(text[at + name.len()..].chars().next())
        })
    }

    /// `bindings/js/README.md` names every name `majiang.d.ts` declares, so its list of the
    /// surface stays complete as methods are added.
    #[test]
    fn the_js_readme_names_every_declared_name() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap();
        let dts = std::fs::read_to_string(root.join("bindings/js/majiang.d.ts")).unwrap();
        let readme = std::fs::read_to_string(root.join("bindings/js/README.md")).unwrap();
        let names = declared_names(&dts);
        for name in ["load", "Majiang", "setVoid", "payments", "birds", "sichuanSeat", "byName"] {
            assert!(names.iter().any(|n| n == name), "majiang.d.ts: {name} not read");
        }
        let missing: Vec<&String> = names.iter().filter(|n| !mentions(&readme, n)).collect();
        assert!(missing.is_empty(), "bindings/js/README.md does not name {missing:?}");
        assert!(!mentions("setVoided", "setVoid") && mentions("`setVoid(suit)`", "setVoid"));
    }
}
