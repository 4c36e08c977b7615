//! Every package's blurb names every family of rules (issue 34: a user
//! finds 四川 or 国标 from the wheel's summary, the npm description, the
//! SDK's README, as well as from the main README). The blurb is the part a
//! package index or a first look shows: a manifest's description, a module's
//! first paragraph.

use majiang::family::FAMILIES;
use std::path::Path;

/// Each family's name as the blurbs write it; the flat Hunan family is two
/// tables (转转, 红中) with a name each.
const NAMES: [&[&str]; 4] = [&["长沙"], &["转转", "红中"], &["四川"], &["国标"]];

fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The first line holding `key`, with the lines that continue it (a
/// string broken with `\` in Rust, or up to `until`).
fn field(text: &str, key: &str, until: &str) -> String {
    let start = text.find(key).unwrap_or_else(|| panic!("no {key:?}"));
    let rest = &text[start..];
    let end = rest.find(until).unwrap_or(rest.len());
    rest[..end].to_string()
}

/// The first paragraph after a Markdown title or a docstring's start.
fn first_paragraph(text: &str) -> String {
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| l.trim().is_empty() || l.starts_with("# "))
        .take_while(|l| !l.trim().is_empty())
        .collect();
    body.join(" ")
}

#[test]
fn every_blurb_names_every_family() {
    assert_eq!(FAMILIES.len(), NAMES.len(), "a new family: add its name to NAMES");
    let mut blurbs: Vec<(&str, String)> = Vec::new();
    for manifest in [
        "Cargo.toml",
        "crates/core/Cargo.toml",
        "crates/cli/Cargo.toml",
        "crates/ffi/Cargo.toml",
        "crates/godot/Cargo.toml",
    ] {
        blurbs.push((manifest, field(&read(manifest), "description = ", "\n")));
    }
    blurbs
        .push(("plugin.cfg", field(&read("crates/godot/addon/plugin.cfg"), "description=", "\n")));
    blurbs
        .push(("package.json", field(&read("bindings/js/package.json"), "\"description\"", "\n")));
    blurbs.push((
        "unity.rs",
        field(&read("crates/xtask/src/dist/unity.rs"), "\"description\"", "\n"),
    ));
    blurbs
        .push(("wheel.rs", field(&read("crates/xtask/src/dist/wheel.rs"), "Summary:", "License:")));
    blurbs.push(("majiang.py", first_paragraph(&read("bindings/python/majiang.py"))));
    for doc in [
        "README.md",
        "bindings/js/README.md",
        "crates/xtask/templates/sdk-README-unix.md",
        "crates/xtask/templates/sdk-README-windows.md",
    ] {
        blurbs.push((doc, first_paragraph(&read(doc))));
    }
    for (what, blurb) in &blurbs {
        assert!(blurb.len() > 40, "{what}: no blurb found ({blurb:?})");
        for names in NAMES {
            for name in names {
                assert!(blurb.contains(name), "{what}'s blurb does not name {name}: {blurb}");
            }
        }
    }
}
