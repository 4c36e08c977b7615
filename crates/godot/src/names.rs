//! The extension names targets and levels as the core does
//! ([`Target::name`], [`Level`]): this test compares every name the Godot
//! side shows or reads — the `AIPlayer` constants, the `targets` a hint or an
//! analysis lists (as the class reference documents them), and the tables of
//! the GDScript suite — with the core's, so that a front end cannot drift
//! from it again (the hints once said `qixiaodui` where the core says
//! `seven_pairs`).

use crate::ai_player::AIPlayer;
use majiang_core::Target;
use majiang_core::ai::Level;
use std::path::PathBuf;

/// The generated class reference of `class` (as the editor shows it).
fn class_xml(class: &str) -> String {
    let head = format!("<class name=\"{class}\"");
    godot::docs::__gather_xml_docs()
        .find(|xml| xml.contains(&head))
        .unwrap_or_else(|| panic!("no class reference for {class}"))
}

/// A file of the repository.
fn repo_file(path: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The body of the GDScript dictionary constant `name` (`const NAME = {…}`).
fn gd_dict<'a>(script: &'a str, name: &str) -> &'a str {
    let head = format!("const {name} = {{");
    let at = script.find(&head).unwrap_or_else(|| panic!("no {head}")) + head.len();
    &script[at..at + script[at..].find('}').expect("a closing brace")]
}

#[test]
fn level_constants_are_the_cores_ids_and_names() {
    let constants = [AIPlayer::EASY, AIPlayer::MEDIUM, AIPlayer::HARD, AIPlayer::EXPERT];
    assert_eq!(constants, Level::ALL.map(Level::id));
    let xml = class_xml("AIPlayer");
    for level in Level::ALL {
        let constant =
            format!("<constant name=\"{}\" value=\"{}\">", level.name().to_uppercase(), level.id());
        assert!(xml.contains(&constant), "AIPlayer lacks {constant}");
    }
}

#[test]
fn documented_target_names_are_the_cores() {
    let xml = class_xml("AIPlayer");
    let hints = xml.split("<method name=\"hints\"").nth(1).expect("AIPlayer.hints");
    let hints = &hints[..hints.find("</method>").expect("end of hints")];
    for t in Target::ALL {
        let quoted = format!("&quot;{}&quot;", t.name());
        assert!(hints.contains(&quoted), "AIPlayer.hints does not list {}", t.name());
    }
}

#[test]
fn the_gdscript_suite_uses_the_cores_names() {
    let script = repo_file("tests/godot/suite/test_crosslang.gd");
    let targets = gd_dict(&script, "TARGET_IDS");
    for (id, t) in Target::ALL.into_iter().enumerate() {
        let entry = format!("\"{}\": {id}", t.name());
        assert!(targets.contains(&entry), "TARGET_IDS lacks {entry}");
    }
    let levels = gd_dict(&script, "LEVELS");
    for level in Level::ALL {
        let entry = format!("\"{}\": {}", level.name().to_uppercase(), level.id());
        assert!(levels.contains(&entry), "LEVELS lacks {entry}");
    }
}
