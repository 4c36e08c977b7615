//! majiang's MCR analysis against the competition judge's calculator
//! (`pymahjonggb`): a corpus of seeded random hands that `tests/mcr/oracle.py`
//! asked the calculator about, compared field by field — whether the tiles
//! win, the total, the list of (fan, count) in order, and the shanten of the
//! 13 tiles before the win.
//!
//! The corpus is made by `tests/mcr/oracle.sh` (the `mcr-oracle` step of
//! `cargo xtask test`) at `target/mcr-oracle/corpus.jsonl`, or read from
//! `MAJIANG_MCR_CORPUS`; without one the test says so and passes, since the
//! calculator is a test-only dependency that may not install.

use majiang_core::mcr::{self, Situation};
use majiang_core::{Hand, RuleSet};

struct Row {
    line: String,
    win: bool,
    fan: u32,
    fans: Vec<(String, u16)>,
    shanten: i64,
}

fn read_corpus(path: &str) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            Row {
                line: v["line"].as_str().expect("line").to_string(),
                win: v["win"].as_bool().expect("win"),
                fan: v["fan"].as_u64().expect("fan") as u32,
                fans: v["fans"]
                    .as_array()
                    .expect("fans")
                    .iter()
                    .map(|f| {
                        (
                            f[0].as_str().expect("name").to_string(),
                            f[1].as_u64().expect("count") as u16,
                        )
                    })
                    .collect(),
                shanten: v["shanten"].as_i64().expect("shanten"),
            }
        })
        .collect()
}

/// majiang's answer for one `HAND | MELDS | CONTEXT` line.
fn analyse(line: &str) -> (bool, u32, Vec<(String, u16)>, i64) {
    let rules = RuleSet::mcr();
    let parts: Vec<&str> = line.split('|').map(str::trim).collect();
    let melds = if parts[1] == "-" { "" } else { parts[1] };
    let hand = Hand::parse(parts[0], melds, &rules).expect("the corpus hand parses");
    let s = Situation::parse(parts[2], None).expect("the corpus context parses");
    let score = mcr::score(&hand, &s).expect("a possible situation");
    let before: Hand = hand.without_tile(s.win).expect("the winning tile is in the hand");
    let shanten = i64::from(mcr::shanten(&before).expect("13 tiles"));
    match score {
        Some(sc) => (
            true,
            sc.total(),
            sc.fans().map(|f| (f.fan.chinese().to_string(), f.count)).collect(),
            shanten,
        ),
        None => (false, 0, Vec::new(), shanten),
    }
}

#[test]
fn every_hand_of_the_corpus_agrees_with_the_judges_calculator() {
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/mcr-oracle/corpus.jsonl");
    let path = std::env::var("MAJIANG_MCR_CORPUS").unwrap_or_else(|_| default.to_string());
    if !std::path::Path::new(&path).exists() {
        eprintln!(
            "mcr_oracle: no corpus at {path} (pymahjonggb unavailable?): the comparison with the \
             judge's calculator is skipped; tests/mcr/oracle.sh makes it"
        );
        return;
    }
    let rows = read_corpus(&path);
    assert!(rows.len() >= 1000, "{path}: only {} hands", rows.len());
    let mut bad = Vec::new();
    for r in &rows {
        let (win, fan, fans, shanten) = analyse(&r.line);
        if (win, fan, &fans, shanten) != (r.win, r.fan, &r.fans, r.shanten) {
            bad.push(format!(
                "{}\n  calculator: win={} fan={} shanten={} {:?}\n  majiang:    win={win} fan={fan} shanten={shanten} {fans:?}",
                r.line, r.win, r.fan, r.shanten, r.fans
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} hands differ from the calculator:\n{}",
        bad.len(),
        rows.len(),
        bad.iter().take(25).cloned().collect::<Vec<_>>().join("\n")
    );
    eprintln!("mcr_oracle: {} hands, 0 mismatches", rows.len());
}
