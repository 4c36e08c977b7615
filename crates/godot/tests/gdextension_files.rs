//! The `.gdextension` files name the library this crate builds and the Godot
//! version its API level needs; a rename or an API bump that forgets them
//! only shows in Godot, so check it here.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).expect("workspace root")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The `[lib] name` of this crate.
fn lib_name() -> String {
    let manifest = read("crates/godot/Cargo.toml");
    let lib = manifest.split("[lib]").nth(1).expect("a [lib] section");
    let line = lib.lines().find(|l| l.trim_start().starts_with("name")).expect("[lib] name");
    line.split('"').nth(1).expect("a quoted name").to_string()
}

/// The Godot version of the API level the default build uses (`api-4-3` → `4.3`).
fn api_version() -> String {
    let manifest = read("crates/godot/Cargo.toml");
    let at = manifest.find("\"godot/api-").expect("an api feature among the defaults");
    let level = &manifest[at + "\"godot/api-".len()..];
    let level = &level[..level.find('"').expect("closing quote")];
    level.replace('-', ".")
}

fn check(rel: &str, text: &str, lib: &str, api: &str) {
    let mut libraries = 0;
    for line in text
        .lines()
        .filter(|l| l.contains(".so\"") || l.contains(".dll\"") || l.contains(".dylib\""))
    {
        libraries += 1;
        let file = line.split('"').nth(1).expect("a quoted path");
        let base = file.rsplit('/').next().unwrap();
        let stem = base.trim_start_matches("lib").split('.').next().unwrap();
        assert_eq!(stem, lib, "{rel}: {line}");
    }
    assert!(libraries >= 3, "{rel}: Linux, Windows and macOS entries expected");
    assert!(text.contains("entry_symbol = \"gdext_rust_init\""), "{rel}: entry symbol");
    assert!(
        text.contains(&format!("compatibility_minimum = \"{api}\"")),
        "{rel}: compatibility_minimum should be the API level {api}"
    );
}

#[test]
fn gdextension_files_match_the_crate() {
    let (lib, api) = (lib_name(), api_version());
    assert_eq!(lib, "majiang_godot");
    check("godot-demo/majiang.gdextension", &read("godot-demo/majiang.gdextension"), &lib, &api);
    // The addon's file is written by make-addon.sh from a here-document.
    let script = read("tests/godot/make-addon.sh");
    let start = script.find("<<'GDEXT'").expect("the addon's .gdextension");
    let end = script.find("\nGDEXT\n").expect("end of the here-document");
    check("tests/godot/make-addon.sh", &script[start..end], &lib, &api);
    let list = read("godot-demo/.godot/extension_list.cfg");
    assert_eq!(list.trim(), "res://majiang.gdextension");
}
