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

/// `make-addon.sh` with a stand-in library file (no build): the addon it
/// writes, as a user unpacks it.
fn addon_gdextension() -> String {
    let dest = std::env::temp_dir().join(format!("majiang-addon-test-{}", std::process::id()));
    let fake = dest.join("libfake.so");
    std::fs::create_dir_all(&dest).expect("temp dir");
    std::fs::write(&fake, b"not a library").expect("stand-in library");
    let status = std::process::Command::new("bash")
        .arg(root().join("tests/godot/make-addon.sh"))
        .args(["--lib-linux".as_ref(), fake.as_os_str(), dest.as_os_str()])
        .status()
        .expect("run make-addon.sh");
    assert!(status.success(), "make-addon.sh failed");
    let addon = dest.join("addons/majiang");
    for file in [
        "README.md",
        "CHANGELOG.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "fonts/OFL.txt",
        "majiang_check.gd",
    ] {
        assert!(addon.join(file).is_file(), "the addon has no {file}");
    }
    let text =
        std::fs::read_to_string(addon.join("majiang.gdextension")).expect("the .gdextension");
    for line in text.lines().filter(|l| l.contains("res://addons/majiang/icons/")) {
        let svg = line.split('"').nth(1).unwrap().trim_start_matches("res://addons/majiang/");
        assert!(addon.join(svg).is_file(), "icon {svg} is missing");
    }
    assert!(text.contains("[icons]\nAIPlayer = "), "node icons");
    std::fs::remove_dir_all(&dest).expect("clean up");
    text
}

#[test]
fn gdextension_files_match_the_crate() {
    let (lib, api) = (lib_name(), api_version());
    assert_eq!(lib, "majiang_godot");
    let addon = addon_gdextension();
    check("make-addon.sh's majiang.gdextension", &addon, &lib, &api);
    for key in [
        "linux.debug.x86_64",
        "linux.release.x86_64",
        "windows.debug.x86_64",
        "windows.release.x86_64",
    ] {
        assert!(addon.contains(&format!("\n{key} = ")), "no {key} entry");
    }
    // The demo is a project like a user's: the addon installed, registered.
    let list = read("godot-demo/.godot/extension_list.cfg");
    assert_eq!(list.trim(), "res://addons/majiang/majiang.gdextension");
}
