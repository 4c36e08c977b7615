//! The raw layer of `bindings/python/majiang.py`: the constants, the `IntEnum`s, the
//! `ctypes.Structure`s named as in the header (`MjMeld`; the idiomatic values have the plain
//! names), one `c_void_p` subclass per handle type, and `_SIGNATURES`, the `restype` and
//! `argtypes` that `load()` sets on every function.

use super::header::{Function, Header, Type};
use super::{described, wrap};
use std::fmt::Write;

/// Python's longest line in this file (the project's formatter setting).
const WIDTH: usize = 100;

/// The ctypes type of a scalar C type.
fn scalar(h: &Header, c: &str) -> Result<String, String> {
    Ok(match c {
        "uint8_t" => "ctypes.c_uint8".into(),
        "int8_t" => "ctypes.c_int8".into(),
        "uint32_t" => "ctypes.c_uint32".into(),
        "int32_t" | "MjStatus" => "ctypes.c_int32".into(),
        "uint64_t" => "ctypes.c_uint64".into(),
        "double" => "ctypes.c_double".into(),
        "bool" => "ctypes.c_bool".into(),
        "size_t" => "_SIZE".into(),
        s if h.struct_named(s).is_some() => s.into(),
        other => return Err(format!("Python: no mapping for the type {other}")),
    })
}

/// `_RulesPtr` for `MjRules`: each handle type is its own ctypes type, so a Rules cannot be
/// passed where an Ai or a tile buffer goes.
fn handle(name: &str) -> String {
    format!("_{}Ptr", name.trim_start_matches("Mj"))
}

/// The ctypes form of a parameter or return type.
fn ctype(h: &Header, f: &Function, t: &Type, name: Option<&str>) -> Result<String, String> {
    let is_handle = h.handles.contains(&t.base);
    Ok(match (t.pointers, t.base.as_str()) {
        (0, "void") => "None".into(),
        (0, base) => scalar(h, base)?,
        (1, base) if is_handle => handle(base),
        (2, base) if is_handle => format!("_P({})", handle(base)),
        (1, "char") => "ctypes.c_char_p".into(),
        (2, "char") => "_P(ctypes.c_char_p)".into(),
        // Memory of the library (`mj_alloc`), for WebAssembly hosts; Python passes its own arrays.
        (1, _) if name.is_none() || name == Some("ptr") => "ctypes.c_void_p".into(),
        (1, base) => format!("_P({})", scalar(h, base)?),
        _ => return Err(format!("Python: no mapping for {} {t:?}", f.name)),
    })
}

/// `name = value` lines, with a comment of the header's summary.
fn constants(h: &Header, o: &mut String) {
    for c in &h.constants {
        for line in wrap(&described(&c.name, &c.doc), WIDTH - 2, WIDTH - 2) {
            writeln!(o, "# {line}").unwrap();
        }
        writeln!(o, "{} = {}", c.name.trim_start_matches("MJ_"), c.value).unwrap();
    }
}

/// A docstring of at most [`WIDTH`] columns per line, indented by four.
fn docstring(text: &str) -> String {
    // The first line also carries the opening quotes, the last the closing ones.
    let lines = wrap(text, WIDTH - 4 - 6, WIDTH - 4 - 3);
    format!("    \"\"\"{}\"\"\"\n", lines.join("\n    "))
}

/// One `"name": (restype, [argtypes]),` entry, wrapped as black would wrap it.
fn signature(name: &str, restype: &str, args: &[String]) -> String {
    let list = format!("[{}]", args.join(", "));
    let one = format!("    \"{name}\": ({restype}, {list}),");
    if one.len() <= WIDTH {
        return one + "\n";
    }
    if 8 + list.len() < WIDTH {
        return format!("    \"{name}\": (\n        {restype},\n        {list},\n    ),\n");
    }
    let mut out = format!("    \"{name}\": (\n        {restype},\n        [\n");
    for a in args {
        writeln!(out, "            {a},").unwrap();
    }
    out + "        ],\n    ),\n"
}

/// The generated region of `majiang.py`.
pub fn generate(h: &Header) -> Result<String, String> {
    let mut o = String::new();
    constants(h, &mut o);
    for e in &h.enums {
        write!(o, "\n\nclass {}(enum.IntEnum):\n", e.name.trim_start_matches("Mj")).unwrap();
        o.push_str(&docstring(&described(&e.name, &e.doc)));
        o.push('\n');
        for v in &e.variants {
            writeln!(o, "    {} = {}", v.name, v.value).unwrap();
        }
    }
    for s in &h.structs {
        write!(o, "\n\nclass {}(ctypes.Structure):\n", s.name).unwrap();
        o.push_str(&docstring(&described(&s.name, &s.doc)));
        o.push_str("\n    _fields_ = [\n");
        for f in &s.fields {
            // `from` is a keyword.
            let name = if f.name == "from" { "from_" } else { f.name.as_str() };
            let ty = scalar(h, &f.ty)?;
            match &f.len {
                None => writeln!(o, "        (\"{name}\", {ty}),").unwrap(),
                Some(len) => {
                    writeln!(o, "        (\"{name}\", {ty} * {}),", len.trim_start_matches("MJ_"))
                        .unwrap()
                }
            }
        }
        o.push_str("    ]\n");
    }
    for name in &h.handles {
        write!(o, "\n\nclass {}(ctypes.c_void_p):\n", handle(name)).unwrap();
        writeln!(o, "    \"\"\"{name}* as its own ctypes type, so that no other pointer is taken for it.\"\"\"").unwrap();
    }
    o.push_str("\n\n_P = ctypes.POINTER\n_SIZE = ctypes.c_size_t\n_SIGNATURES = {\n");
    for f in &h.functions {
        let args = f
            .params
            .iter()
            .map(|p| ctype(h, f, &p.ty, Some(&p.name)))
            .collect::<Result<Vec<_>, _>>()?;
        o.push_str(&signature(&f.name, &ctype(h, f, &f.ret, None)?, &args));
    }
    o.push_str("}\n");
    Ok(o)
}
