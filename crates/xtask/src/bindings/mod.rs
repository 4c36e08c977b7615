//! `cargo xtask bindings`: the C header and every host language's raw declarations, from
//! the ABI crate alone.
//!
//! cbindgen writes `include/majiang.h` from `crates/abi` (with `crates/abi/src/conventions.md`
//! as its top comment); this module reads the declarations back ([`header`]) and writes the
//! raw layer of each binding between its `<generated:NAME>` markers: the C# enums, structs,
//! constants and `[DllImport]`s, the Python constants, enums, ctypes structs and
//! signatures, the LuaJIT `ffi.cdef` and enum tables, the JavaScript constants with their
//! TypeScript declarations and the struct layout (`LAYOUT`, field offsets on wasm32), the Go
//! constants and enum types (`bindings/go/raw.go`; cgo reads the header for the rest), the Java
//! JNA interface `MjLib` with its structs and the enums of `Majiang.java`. The idiomatic layers around the markers are hand-written.
//! (`include/majiang.hpp` has no raw layer: C++ includes `majiang.h` itself.)
//!
//! `cargo xtask bindings --check` (and the test below, which `cargo test --workspace` runs)
//! fails when a checked-in file differs from what the sources generate, so an ABI change is
//! one Rust edit plus `cargo xtask bindings`.

mod csharp;
mod go;
pub mod header;
mod java;
mod js;
mod lua;
mod python;

use std::path::Path;

/// The `USAGE` lines of this subcommand.
pub const USAGE: &str = "\
cargo xtask bindings [--check]
    write include/majiang.h (cbindgen, from crates/abi) and the generated parts of
    bindings/ (between their <generated:NAME> markers) from it; --check writes
    nothing and fails when a checked-in file differs";

/// The header as cbindgen generates it from `crates/abi`.
fn c_header(root: &Path) -> Result<String, String> {
    let mut config = cbindgen::Config::from_file(root.join("crates/ffi/cbindgen.toml"))?;
    let conventions = std::fs::read_to_string(root.join("crates/abi/src/conventions.md"))
        .map_err(|e| format!("conventions.md: {e}"))?;
    let mut top = String::from("/*\n");
    for line in conventions.lines() {
        top.push_str(if line.is_empty() { " *" } else { " * " });
        top.push_str(line);
        top.push('\n');
    }
    top.push_str(" */");
    config.header = Some(top);
    let mut out = Vec::new();
    cbindgen::Builder::new()
        .with_config(config)
        .with_crate(root.join("crates/abi"))
        .generate()
        .map_err(|e| format!("cbindgen: {e}"))?
        .write(&mut out);
    String::from_utf8(out).map_err(|e| format!("the header is not UTF-8: {e}"))
}

/// `Name: first sentence of its doc`, the one-line description every binding gives a type
/// or constant (`MjStatus: the outcome of a call.`).
fn described(name: &str, doc: &str) -> String {
    let summary = header::summary(doc);
    // A plain first word loses its capital (`The` → `the`, `A` → `a`); a name keeps it
    // (`EXPERT`, `MjMeld`).
    let first = summary.split(|c: char| !c.is_alphanumeric()).next().unwrap_or_default();
    let mut chars = first.chars();
    let plain = chars.next().is_some_and(char::is_uppercase) && chars.all(char::is_lowercase);
    let lowered = match summary.chars().next() {
        Some(a) if plain => a.to_lowercase().chain(summary[a.len_utf8()..].chars()).collect(),
        _ => summary.clone(),
    };
    if lowered.is_empty() { name.to_string() } else { format!("{name}: {lowered}") }
}

/// `text` in lines of at most `first` characters for the first line, `rest` for the others
/// (a word longer than that gets a line of its own).
fn wrap(text: &str, first: usize, rest: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let room = if lines.len() == 1 { first } else { rest };
        let last = lines.last_mut().expect("one line at least");
        if !last.is_empty() && last.chars().count() + 1 + word.chars().count() > room {
            lines.push(word.to_string());
        } else {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    lines
}

/// `INVALID_TILE` → `InvalidTile`.
fn pascal(screaming: &str) -> String {
    screaming.split('_').map(|w| w[..1].to_string() + &w[1..].to_lowercase()).collect()
}

/// `big_hand_units` → `BigHandUnits`.
fn pascal_field(snake: &str) -> String {
    snake.split('_').map(|w| w[..1].to_uppercase() + &w[1..]).collect()
}

/// One generated part of a checked-in file.
struct Part {
    /// The file, from the repository root.
    path: &'static str,
    /// The marker's name, or `None` for a whole file.
    region: Option<&'static str>,
    /// The line comment of the file's language, for the markers.
    comment: &'static str,
    text: String,
}

/// Every generated part, from the sources.
fn parts(root: &Path) -> Result<Vec<Part>, String> {
    let c = c_header(root)?;
    let h = header::parse(&c)?;
    let part = |path, region, comment, text| Part { path, region: Some(region), comment, text };
    Ok(vec![
        part("bindings/csharp/Majiang.cs", "raw", "//", csharp::generate(&h)?),
        part("bindings/python/majiang.py", "raw", "#", python::generate(&h)?),
        part("bindings/lua/majiang.lua", "cdef", "--", lua::cdef(&c)?),
        part("bindings/lua/majiang.lua", "tables", "--", lua::tables(&h)),
        part("bindings/js/majiang.js", "constants", "//", js::module(&h)),
        part("bindings/js/majiang.js", "layout", "//", js::layout(&h)?),
        part("bindings/js/majiang.d.ts", "constants", "//", js::declarations(&h)),
        part("bindings/java/src/io/majiang/Majiang.java", "enums", "//", java::enums(&h)),
        Part {
            path: "bindings/java/src/io/majiang/MjLib.java",
            region: None,
            comment: "//",
            text: java::library(&h)?,
        },
        Part { path: "bindings/go/raw.go", region: None, comment: "//", text: go::generate(&h) },
        Part { path: "include/majiang.h", region: None, comment: "", text: c },
    ])
}

/// `file` with the region of `part` replaced by its text.
fn splice(file: &str, part: &Part) -> Result<String, String> {
    let Some(region) = part.region else { return Ok(part.text.clone()) };
    let begin = format!("{} <generated:{region}>", part.comment);
    let end = format!("{} </generated:{region}>", part.comment);
    let missing = |m: &str| format!("{} has no line starting with {m:?}", part.path);
    let b = file.find(&begin).ok_or_else(|| missing(&begin))?;
    let body = b + file[b..].find('\n').ok_or_else(|| missing(&begin))? + 1;
    let e = body + file[body..].find(&end).ok_or_else(|| missing(&end))?;
    // The end marker's line keeps its indentation.
    let e = file[..e].rfind('\n').map_or(0, |i| i + 1).max(body);
    Ok(format!("{}{}{}", &file[..body], part.text, &file[e..]))
}

/// Each checked-in file as the sources generate it: `(path, current, generated)`.
fn files(root: &Path) -> Result<Vec<(&'static str, String, String)>, String> {
    let mut out: Vec<(&'static str, String, String)> = Vec::new();
    for part in parts(root)? {
        let i = match out.iter().position(|(p, _, _)| *p == part.path) {
            Some(i) => i,
            None => {
                let text = std::fs::read_to_string(root.join(part.path)).unwrap_or_default();
                out.push((part.path, text.clone(), text));
                out.len() - 1
            }
        };
        out[i].2 = splice(&out[i].2, &part)?;
    }
    Ok(out)
}

/// The files that differ from what the sources generate, each with its first differing line.
fn stale(root: &Path) -> Result<Vec<String>, String> {
    Ok(files(root)?
        .into_iter()
        .filter(|(_, now, want)| now != want)
        .map(|(path, now, want)| {
            let line = now
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(now.lines().count().min(want.lines().count()))
                + 1;
            format!("{path} (first difference at line {line})")
        })
        .collect())
}

/// `cargo xtask bindings [--check]`.
pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    match args {
        [] => {
            for (path, now, want) in files(root)? {
                if now != want {
                    std::fs::write(root.join(path), want).map_err(|e| format!("{path}: {e}"))?;
                    println!("xtask: wrote {path}");
                }
            }
            Ok(())
        }
        [flag] if flag == "--check" => {
            let stale = stale(root)?;
            if stale.is_empty() {
                return Ok(());
            }
            Err(format!("out of date, run `cargo xtask bindings`: {}", stale.join(", ")))
        }
        _ => Err(format!("usage: {USAGE}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_in_header_and_bindings_are_what_the_sources_generate() {
        let stale = stale(&crate::root()).unwrap();
        assert!(stale.is_empty(), "out of date, run `cargo xtask bindings`: {stale:?}");
    }

    #[test]
    fn a_region_is_replaced_between_its_markers() {
        let part = Part { path: "x", region: Some("raw"), comment: "#", text: "new\n".into() };
        let file = "a\n# <generated:raw> note\nold\n# </generated:raw>\nb\n";
        assert_eq!(
            splice(file, &part).unwrap(),
            "a\n# <generated:raw> note\nnew\n# </generated:raw>\nb\n"
        );
        assert!(splice("a\n", &part).is_err());
    }

    #[test]
    fn wrapping_keeps_every_word() {
        assert_eq!(wrap("aa bb cc dd", 5, 8), ["aa bb", "cc dd"]);
        assert_eq!(wrap("aaaaaa b", 3, 3), ["aaaaaa", "b"]);
    }

    #[test]
    fn names_and_descriptions() {
        assert_eq!(pascal("INVALID_UTF8"), "InvalidUtf8");
        assert_eq!(pascal_field("big_hand_units"), "BigHandUnits");
        assert_eq!(
            described("MjStatus", "The outcome of a call. More."),
            "MjStatus: the outcome of a call."
        );
        assert_eq!(
            described("MjDifficulty", "EXPERT is strong."),
            "MjDifficulty: EXPERT is strong."
        );
        assert_eq!(described("MjTarget", "A target."), "MjTarget: a target.");
        assert_eq!(described("MjAi", "`MjAi` is a player."), "MjAi: `MjAi` is a player.");
    }
}
