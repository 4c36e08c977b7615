//! The raw layer of `bindings/csharp/Majiang.cs`: the enums, the `[StructLayout]` structs,
//! the constants (`Library`) and the `[DllImport]` declarations (`Native`). The types are
//! `partial` so that the hand-written part adds constructors and members beside them.
//!
//! csbindgen was the candidate for this: it writes `unsafe` pointer signatures (`byte*`,
//! `MjMeld*`), which would turn every call of the idiomatic layer into unsafe code and make
//! Unity projects enable it; the marshalled signatures below (`byte[]`, `out`, SafeHandles)
//! are what the hand-written layer was built on.

use super::header::{Function, Header, Param, Type, summary};
use super::{described, pascal, pascal_field};
use std::fmt::Write;

/// C# names that differ from the header's without `Mj`: the C# name would clash with a
/// member of the same name (`SeatPoints.Points`) or with `System.*`, or the plain name is
/// the idiomatic class built from the raw struct (`Hint`, `DiscardOption`).
const RENAMED: &[(&str, &str)] = &[
    ("MjPoints", "SeatPoints"),
    ("MjAction", "GameAction"),
    ("MjEvent", "GameEvent"),
    ("MjHint", "RawHint"),
    ("MjDiscardOption", "RawDiscardOption"),
    ("MjHandValue", "RawHandValue"),
    ("MjValueLine", "RawValueLine"),
    ("MjValuedWait", "RawValuedWait"),
];

/// Enums whose values live in `uint8_t` struct fields: byte-backed, so that `(MeldKind)meld.Kind`
/// and `(byte)MeldKind.Peng` are plain conversions. Every other enum is `int`.
const BYTE_ENUMS: &[&str] = &[
    "MjMeldKind",
    "MjActionKind",
    "MjPhase",
    "MjOffer",
    "MjEventKind",
    "MjDrawSource",
    "MjSettleReason",
    "MjPaymentReason",
];

/// Seat-set fields (bit `1 << seat` per seat) that the hand-written part hands out as lists of
/// seats under the field's own name (`GameState.Pending`, as every other binding does): the raw
/// byte is internal under the second name, and the 0.1 mask stays reachable through a
/// deprecated property (`PendingMask`) for one release.
const SEAT_SETS: &[(&str, &str, &str)] = &[
    ("MjGameState", "pending", "PendingBits"),
    ("MjGameState", "frozen", "FrozenBits"),
    ("MjGameResult", "winners", "WinnersBits"),
];

/// Constants that are not `int`: the ABI version (`mj_abi_version` returns `uint32_t`) and
/// the byte marker `MJ_NONE` of `uint8_t` fields.
const CONSTANT_TYPES: &[(&str, &str)] = &[("MJ_ABI_VERSION", "uint"), ("MJ_NONE", "byte")];

/// The C# name of a header type (`MjPoints` → `SeatPoints`, `MjMeld` → `Meld`).
fn type_name(c: &str) -> String {
    RENAMED
        .iter()
        .find(|(from, _)| *from == c)
        .map_or_else(|| c.trim_start_matches("Mj").to_string(), |(_, to)| to.to_string())
}

/// The C# type of a scalar C type.
fn scalar(h: &Header, c: &str) -> Result<String, String> {
    Ok(match c {
        "uint8_t" => "byte".into(),
        "int8_t" => "sbyte".into(),
        "uint32_t" => "uint".into(),
        "int32_t" => "int".into(),
        "uint64_t" => "ulong".into(),
        "double" => "double".into(),
        "size_t" => "UIntPtr".into(),
        "MjStatus" => "Status".into(),
        s if h.struct_named(s).is_some() => type_name(s),
        other => return Err(format!("C#: no mapping for the type {other}")),
    })
}

/// XML doc text: `<`, `>` and `&` escaped.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A parameter name as C# spells it: `out_len` → `outLen`; keywords escaped.
fn param_name(c: &str) -> String {
    let mut words = c.split('_');
    let mut out = words.next().unwrap_or_default().to_string();
    for w in words {
        out.push_str(&(w[..1].to_uppercase() + &w[1..]));
    }
    if ["out", "ref", "in", "params", "event", "base", "object", "string", "fixed", "lock"]
        .contains(&out.as_str())
    {
        out.insert(0, '@');
    }
    out
}

/// The marshalled C# form of parameter `i` of `f`.
fn param(h: &Header, f: &Function, i: usize) -> Result<String, String> {
    let Param { ty, name } = &f.params[i];
    let cs = param_name(name);
    let handle = h.handles.contains(&ty.base);
    let struct_ty = h.struct_named(&ty.base);
    let form = match (ty.pointers, ty.base.as_str()) {
        (0, "bool") => "[MarshalAs(UnmanagedType.U1)] bool".to_string(),
        (0, base) => scalar(h, base)?,
        // `mj_*_free` runs in SafeHandle.ReleaseHandle, which has the raw handle.
        (1, _) if handle && f.name.ends_with("_free") => "IntPtr".into(),
        (1, base) if handle => type_name(base),
        (2, _) if handle => "out IntPtr".into(),
        // Strings cross as UTF-8 bytes (NUL-terminated when input), never as the ANSI code page.
        (1, "char") => "byte[]".into(),
        (2, "char") if ty.konst => "out IntPtr".into(),
        // Memory of the library (`mj_alloc`), for WebAssembly hosts; C# passes its own arrays.
        (1, _) if name == "ptr" => "IntPtr".into(),
        (1, "bool") if !ty.konst => "[MarshalAs(UnmanagedType.U1)] out bool".into(),
        (1, base) if f.is_array(i) => match struct_ty {
            Some(_) if !ty.konst => format!("[Out] {}[]", type_name(base)),
            _ => format!("{}[]", scalar(h, base)?),
        },
        // An optional struct: null marshals as NULL only for arrays and IntPtr; a struct that
        // is one byte array (MjTileCounts) passes as that array.
        (1, _) if ty.konst && f.optional(name) => match struct_ty {
            Some(s)
                if s.fields.len() == 1
                    && s.fields[0].ty == "uint8_t"
                    && s.fields[0].len.is_some() =>
            {
                "byte[]".into()
            }
            _ => "IntPtr".into(),
        },
        (1, base) if ty.konst => format!("[In] ref {}", scalar(h, base)?),
        (1, base) => format!("out {}", scalar(h, base)?),
        _ => return Err(format!("C#: no mapping for {} {name}", f.name)),
    };
    Ok(format!("{form} {cs}"))
}

/// The C# return type of a function.
fn ret(h: &Header, t: &Type) -> Result<String, String> {
    Ok(match (t.pointers, t.base.as_str()) {
        (0, "void") => "void".into(),
        (0, base) => scalar(h, base)?,
        (1, base) if h.handles.iter().any(|x| x == base) => type_name(base),
        // Static strings and library memory: read with Marshal, never freed by the marshaller.
        (1, _) => "IntPtr".into(),
        _ => return Err(format!("C#: no mapping for the return type {t:?}")),
    })
}

/// The generated region of `Majiang.cs`, indented for the `Majiang` namespace.
pub fn generate(h: &Header) -> Result<String, String> {
    let mut o = String::new();
    for e in &h.enums {
        let base = if BYTE_ENUMS.contains(&e.name.as_str()) { "byte" } else { "int" };
        writeln!(o, "    /// <summary>{}</summary>", xml(&described(&e.name, &e.doc))).unwrap();
        writeln!(o, "    public enum {} : {base}\n    {{", type_name(&e.name)).unwrap();
        for v in &e.variants {
            writeln!(o, "        {} = {},", pascal(&v.name), v.value).unwrap();
        }
        o.push_str("    }\n\n");
    }
    for s in &h.structs {
        writeln!(o, "    /// <summary>{}</summary>", xml(&described(&s.name, &s.doc))).unwrap();
        writeln!(
            o,
            "    [StructLayout(LayoutKind.Sequential)]\n    public partial struct {}\n    {{",
            type_name(&s.name)
        )
        .unwrap();
        for f in &s.fields {
            let ty = scalar(h, &f.ty)?;
            let summary = summary(&f.doc);
            if !summary.is_empty() {
                writeln!(o, "        /// <summary>{}</summary>", xml(&summary)).unwrap();
            }
            let seat_set =
                SEAT_SETS.iter().find(|(st, field, _)| *st == s.name && *field == f.name);
            match &f.len {
                None => match seat_set {
                    Some((_, _, raw)) => writeln!(o, "        internal {ty} {raw};").unwrap(),
                    None => writeln!(o, "        public {ty} {};", pascal_field(&f.name)).unwrap(),
                },
                Some(len) => writeln!(
                    o,
                    "        [MarshalAs(UnmanagedType.ByValArray, SizeConst = {})]\n        public {ty}[] {};",
                    h.array_len(len)?,
                    pascal_field(&f.name)
                )
                .unwrap(),
            }
        }
        o.push_str("    }\n\n");
    }
    o.push_str("    /// <summary>Library-wide functions and helpers.</summary>\n    public static partial class Library\n    {\n");
    for c in &h.constants {
        let ty = CONSTANT_TYPES.iter().find(|(n, _)| *n == c.name).map_or("int", |(_, t)| t);
        writeln!(o, "        /// <summary>{}</summary>", xml(&described(&c.name, &c.doc))).unwrap();
        writeln!(
            o,
            "        public const {ty} {} = {};",
            pascal(c.name.trim_start_matches("MJ_")),
            c.value
        )
        .unwrap();
    }
    o.push_str("    }\n\n");
    o.push_str("    /// <summary>The raw C functions, one per header declaration.</summary>\n    public static partial class Native\n    {\n");
    for f in &h.functions {
        let params = (0..f.params.len()).map(|i| param(h, f, i)).collect::<Result<Vec<_>, _>>()?;
        writeln!(
            o,
            "        [DllImport(Lib)] public static extern {} {}({});",
            ret(h, &f.ret)?,
            f.name,
            params.join(", ")
        )
        .unwrap();
    }
    o.push_str("    }\n");
    Ok(o)
}
