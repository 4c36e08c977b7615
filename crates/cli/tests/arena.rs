//! `majiang arena`, run as a user runs it.

use serde_json::Value;
use std::process::{Command, Output};

fn majiang(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_majiang")).args(args).output().expect("the binary runs")
}

#[test]
fn prints_the_tables_and_writes_the_same_as_json() {
    let path = std::env::temp_dir().join(format!("majiang-arena-{}.json", std::process::id()));
    let out = majiang(&[
        "arena",
        "--agents",
        "a1,a0",
        "--seeds",
        "3..9",
        "--threads",
        "2",
        "--json",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    for part in [
        "rules eval-v1 · seeds 3..9 (6)",
        "solitaire · 6 walls",
        "1 vs 3 duplicate",
        "a1 vs a0",
        "mixed table · a1, a0, a1#2, a0#2",
        "hands/s",
    ] {
        assert!(text.contains(part), "{part:?} missing in\n{text}");
    }
    // Not a terminal: no progress bar on stderr.
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(json["rules"], "eval-v1");
    assert_eq!(json["seeds"]["count"], 6);
    assert_eq!(json["reference"], "a1");
    assert_eq!(json["duplicate"].as_array().unwrap().len(), 2);
    assert_eq!(json["duplicate"][0]["lone_stats"]["hands"], 24);
    assert_eq!(json["mixed"]["slots"].as_array().unwrap().len(), 4);
    assert_eq!(json["solitaire"]["agents"][1]["agent"], "a0");
    assert_eq!(json["throughput"]["threads"], 2);
    assert!(json["revision"].as_str().is_some_and(|r| !r.is_empty()));
}

#[test]
fn one_format_at_a_time() {
    let out = majiang(&["arena", "--agents", "a3", "--format", "solitaire", "--seeds", "0..4"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("solitaire") && !text.contains("duplicate") && !text.contains("mixed"),
        "{text}"
    );
}

#[test]
fn lists_agents_and_rejects_bad_input() {
    let out = majiang(&["arena", "--list"]);
    let text = String::from_utf8(out.stdout).unwrap();
    for id in ["a0", "a1", "a2", "a3", "a4", "a5", "first"] {
        assert!(text.lines().any(|l| l.starts_with(id)), "{id} in\n{text}");
    }
    let bad = majiang(&["arena", "--agents", "a1,zz", "--seeds", "0..2"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown agent \"zz\""));
    let bad = majiang(&["arena", "--seeds", "5..5"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("empty"));
}

/// The arena command plays the flat presets too: a mixed table of 转转 and
/// of 红中 to the end (the zero-sum points are checked in
/// `crates/arena/tests/flat_presets.rs`).
#[test]
fn arena_runs_the_flat_presets() {
    for rules in ["zhuanzhuan", "hongzhong"] {
        let out = majiang(&[
            "arena",
            "--agents",
            "expert,a5,a4,a2",
            "--format",
            "mixed",
            "--rules",
            rules,
            "--seeds",
            "0..2",
            "--threads",
            "1",
        ]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(text.contains(&format!("rules {rules}")), "{text}");
        assert!(text.contains("mixed table"), "{text}");
    }
}
