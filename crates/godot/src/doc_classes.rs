//! The class reference (`addons/majiang/doc_classes/*.xml`, Godot's class
//! reference format) is the XML gdext builds from this crate's rustdoc and
//! hands to the editor. The addon ships it as files too: the editor's help
//! misses it on the run that rebuilds its doc cache (see the addon README),
//! and `godot --doctool DIR --gdextension-docs` reads it from there (the
//! test suite checks it that way). This test keeps the files equal to what
//! the sources generate; `MAJIANG_BLESS_DOCS=1 cargo test -p majiang-godot
//! doc_classes` rewrites them.

use std::collections::BTreeMap;
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("addon/doc_classes")
}

/// Class name → XML, as gdext registers them with the editor.
fn generated() -> BTreeMap<String, String> {
    godot::docs::__gather_xml_docs()
        .map(|xml| {
            let at = xml.find("<class name=\"").expect("a class element") + "<class name=\"".len();
            let name = xml[at..].split('"').next().expect("a quoted name").to_string();
            (name, format!("{xml}\n"))
        })
        .collect()
}

#[test]
fn doc_classes_match_the_sources() {
    let docs = generated();
    let names: Vec<&str> = docs.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        ["AIPlayer", "MahjongMeld", "MahjongRules", "MahjongTable", "MahjongTile", "WinChecker"]
    );
    for (name, xml) in &docs {
        let brief = xml
            .split("<brief_description>")
            .nth(1)
            .and_then(|s| s.split("</brief_description>").next());
        assert!(brief.is_some_and(|b| !b.trim().is_empty()), "{name}: no brief description");
        assert!(xml.contains("<method name="), "{name}: no documented method");
    }
    if std::env::var_os("MAJIANG_BLESS_DOCS").is_some() {
        std::fs::create_dir_all(dir()).expect("create doc_classes/");
        for (name, xml) in &docs {
            std::fs::write(dir().join(format!("{name}.xml")), xml)
                .expect("write the class reference");
        }
    }
    let mut committed: Vec<String> = std::fs::read_dir(dir())
        .expect("crates/godot/addon/doc_classes/ (MAJIANG_BLESS_DOCS=1 writes it)")
        .map(|e| e.expect("a directory entry").file_name().to_string_lossy().into_owned())
        .collect();
    committed.sort();
    let expected: Vec<String> = docs.keys().map(|n| format!("{n}.xml")).collect();
    assert_eq!(committed, expected, "doc_classes/ holds one file per class");
    for (name, xml) in &docs {
        let file = std::fs::read_to_string(dir().join(format!("{name}.xml"))).expect("read");
        assert!(
            file == *xml,
            "doc_classes/{name}.xml is stale: run MAJIANG_BLESS_DOCS=1 cargo test -p majiang-godot doc_classes"
        );
    }
}
