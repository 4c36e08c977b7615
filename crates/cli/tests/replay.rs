//! `majiang replay`, run as a user runs it on records the engine wrote.

use majiang_core::RuleSet;
use majiang_core::ai::{
    Agent,
    tutorial::{Difficulty, TutorialAgent},
};
use majiang_core::game::Game;
use std::process::{Command, Output};

fn record(seed: u64) -> String {
    record_of(RuleSet::changsha(), seed)
}

fn record_of(rules: RuleSet, seed: u64) -> String {
    let mut seats: Vec<TutorialAgent> =
        (0..4).map(|s| TutorialAgent::new(Difficulty::Medium, s)).collect();
    let mut g = Game::new(rules, seed, 1).unwrap();
    while let Some(seat) = g.next_to_act() {
        let a = seats[seat].decide(&g.observation(seat).unwrap());
        g.apply(seat, a).unwrap();
    }
    g.to_record()
}

fn replay(text: &str, name: &str) -> Output {
    let path =
        std::env::temp_dir().join(format!("majiang-replay-{}-{name}.jsonl", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let out =
        Command::new(env!("CARGO_BIN_EXE_majiang")).arg("replay").arg(&path).output().unwrap();
    std::fs::remove_file(&path).unwrap();
    out
}

#[test]
fn a_record_is_shown_move_by_move() {
    let text = record(5);
    let out = replay(&text, "ok");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(out.starts_with("changsha rules, seed 5, seat 1 deals"), "{out}");
    assert!(out.contains("dealt, seat 1 deals:"), "{out}");
    assert!(out.contains("   1. seat 1: discard "), "{out}");
    assert!(out.contains("seat 2 draws "), "{out}");
    assert!(out.contains("result: ["), "{out}");
    let moves = text.lines().count() - 2;
    assert!(out.contains(&format!("{moves:>4}. seat ")), "every move is listed: {out}");
}

#[test]
fn a_tampered_record_is_refused() {
    let text = record(6);
    let bad = text.replacen("\"action\":\"discard", "\"action\":\"hu\",\"x\":\"", 1);
    let out = replay(&bad, "bad");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("majiang: move 1: illegal action"), "{err}");
    let out = replay("not json\n", "junk");
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("line 1"));
}

#[test]
fn a_sichuan_record_shows_the_exchange_the_voids_and_every_win() {
    let mut rules = RuleSet::sichuan();
    rules.set_sichuan_flag("cagua", 1).unwrap();
    let text = record_of(rules, 9);
    let out = replay(&text, "sichuan");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(out.starts_with("sichuan rules, seed 9, seat 1 deals"), "{out}");
    assert!(out.contains(": exchange "), "{out}");
    assert!(out.contains("换三张 to "), "{out}");
    assert!(out.contains("定缺: seat 0 "), "{out}");
    assert!(out.contains(": ding_que "), "{out}");
    assert!(out.contains("result: ["), "{out}");
    assert!(text.contains("\"cagua\",true"), "the options travel: {text}");
}
