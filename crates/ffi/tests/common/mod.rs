//! Shared by the ffi crate's tests and bench: seeded hand generators, the
//! last-error reader, and the bless-or-compare check for generated files.
#![allow(dead_code)] // each test binary uses its own part

pub mod data;
pub mod oracle;

pub use oracle::last_error;

use majiang_abi::{MjMeld, MjStatus};
use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

/// The repository root (two levels above this crate).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repo root")
}

/// Compares `content` with the checked-in file at `path`, or rewrites the
/// file when `MAJIANG_BLESS=1`.
pub fn bless_or_compare(path: &Path, content: &str) {
    if std::env::var("MAJIANG_BLESS").as_deref() == Ok("1") {
        std::fs::write(path, content).expect("write blessed file");
        return;
    }
    let current = std::fs::read_to_string(path).unwrap_or_default();
    if current != content {
        let line = current
            .lines()
            .zip(content.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| current.lines().count().min(content.lines().count()))
            + 1;
        panic!(
            "{} is out of date (first difference at line {line}); \
             regenerate it with MAJIANG_BLESS=1 cargo test -p majiang-ffi",
            path.display()
        );
    }
}

/// A hand as the ABI takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawHand {
    pub tiles: Vec<u8>,
    pub melds: Vec<MjMeld>,
}

/// `kinds` kinds × 4 copies, shuffled.
pub fn wall(rng: &mut ChaCha8Rng, kinds: u8) -> Vec<u8> {
    let mut w: Vec<u8> = (0..kinds).flat_map(|k| [k; 4]).collect();
    w.shuffle(rng);
    w
}

/// Copies of each kind in tiles and melds together.
pub fn used(tiles: &[u8], melds: &[MjMeld]) -> [u8; 34] {
    let mut c = [0u8; 34];
    for &t in tiles {
        c[t as usize] += 1;
    }
    for m in melds {
        let (n, step) = match m.kind {
            0 => (3, 1),
            1 => (3, 0),
            _ => (4, 0),
        };
        for i in 0..n {
            c[(m.tile + i * step) as usize] += 1;
        }
    }
    c
}

/// A random complete-size hand built from sets and a pair (so it usually
/// wins), with `melds` of them laid down, over `kinds` kinds (27 or 34).
/// Copies never exceed four.
pub fn complete_hand(rng: &mut ChaCha8Rng, kinds: u8, melds: usize) -> RawHand {
    'retry: loop {
        let mut count = [0u8; 34];
        let mut tiles = Vec::new();
        let mut laid = Vec::new();
        let pair = rng.random_range(0..kinds);
        count[pair as usize] += 2;
        tiles.extend([pair, pair]);
        for set in 0..4 {
            let chi = rng.random_bool(0.6);
            let (kind, tile) = if chi {
                let suit = rng.random_range(0..3u8);
                (0u8, suit * 9 + rng.random_range(0..7u8))
            } else {
                let kong = set < melds && rng.random_bool(0.3);
                (if kong { rng.random_range(2..5u8) } else { 1 }, rng.random_range(0..kinds))
            };
            let members: Vec<u8> = match kind {
                0 => vec![tile, tile + 1, tile + 2],
                1 => vec![tile; 3],
                _ => vec![tile; 4],
            };
            for &m in &members {
                count[m as usize] += 1;
                if count[m as usize] > 4 {
                    continue 'retry;
                }
            }
            if set < melds {
                laid.push(MjMeld { kind, tile });
            } else {
                tiles.extend(&members[..3]);
            }
        }
        tiles.shuffle(rng);
        return RawHand { tiles, melds: laid };
    }
}

/// A complete hand with one tile taken out: usually ready (waiting).
pub fn ready_hand(rng: &mut ChaCha8Rng, kinds: u8, melds: usize) -> RawHand {
    let mut h = complete_hand(rng, kinds, melds);
    let i = rng.random_range(0..h.tiles.len());
    h.tiles.remove(i);
    h
}

/// A random deal of `len` tiles from a full wall.
pub fn deal(rng: &mut ChaCha8Rng, kinds: u8, len: usize) -> RawHand {
    RawHand { tiles: wall(rng, kinds)[..len].to_vec(), melds: Vec::new() }
}

/// One line of `tests/ffi/cases.txt`: a hand and what the core says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// `changsha`, `standard` or `eval_v1`, with `+w<id>` for a wildcard.
    pub rules: String,
    /// The tiles in compact notation (consumers parse it and compare with `ids`).
    pub notation: String,
    pub hand: RawHand,
    pub answers: Answers,
}

/// What every consumer computes for a case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Answers {
    /// Whether it wins; `None` for `3n+1` (`MJ_STATUS_WRONG_HAND_SIZE`: the
    /// winning tile is missing).
    pub win: Option<bool>,
    /// Bits `1 << MjTarget` of the targets it wins by; `None` as `win`.
    pub targets: Option<u32>,
    pub shanten: i32,
    /// `mj_shanten_for` of each target, in `MjTarget` order.
    pub per_target: [i32; 7],
    /// Bits of the waits of a `3n+1` hand; `None` for `3n+2` (`MJ_STATUS_WRONG_HAND_SIZE`).
    pub waits: Option<u64>,
}

pub const CASES_HEADER: &str = "\
# Hands with what the core says of them; each consumer in tests/ffi checks the C ABI against this.
# Generated by crates/ffi/tests/cases.rs (MAJIANG_BLESS=1 rewrites it). Tab-separated fields:
# rules (changsha|standard|eval_v1, +wN = wildcard tile N), tiles (notation), tile ids,
# melds (kind:tile,... or -), win (0/1), winning targets (bits 1<<MjTarget), shanten,
# shanten per target (MjTarget order, 99 = unreachable), waits (bits 1<<id).
# win and targets are - for a 3n+1 hand (mj_is_win and mj_winning_targets fail with
# MJ_STATUS_WRONG_HAND_SIZE: the winning tile is missing); waits is - for a 3n+2 hand
# (mj_waits fails with MJ_STATUS_WRONG_HAND_SIZE).
";

fn join<T: ToString>(v: impl IntoIterator<Item = T>) -> String {
    v.into_iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

impl Case {
    pub fn to_line(&self) -> String {
        let melds = if self.hand.melds.is_empty() {
            "-".to_string()
        } else {
            join(self.hand.melds.iter().map(|m| format!("{}:{}", m.kind, m.tile)))
        };
        let a = &self.answers;
        format!(
            "{}\t{}\t{}\t{melds}\t{}\t{}\t{}\t{}\t{}",
            self.rules,
            self.notation,
            join(&self.hand.tiles),
            a.win.map_or("-".to_string(), |w| u8::from(w).to_string()),
            a.targets.map_or("-".to_string(), |t| t.to_string()),
            a.shanten,
            join(a.per_target),
            a.waits.map_or("-".to_string(), |w| w.to_string())
        )
    }

    pub fn parse(line: &str) -> Case {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 9, "{line}");
        let nums = |s: &str| -> Vec<i64> { s.split(',').map(|x| x.parse().unwrap()).collect() };
        let melds = if f[3] == "-" {
            Vec::new()
        } else {
            f[3].split(',')
                .map(|m| {
                    let (k, t) = m.split_once(':').unwrap();
                    MjMeld { kind: k.parse().unwrap(), tile: t.parse().unwrap() }
                })
                .collect()
        };
        let per: Vec<i32> = nums(f[7]).into_iter().map(|x| x as i32).collect();
        Case {
            rules: f[0].to_string(),
            notation: f[1].to_string(),
            hand: RawHand { tiles: nums(f[2]).into_iter().map(|x| x as u8).collect(), melds },
            answers: Answers {
                win: (f[4] != "-").then(|| f[4] == "1"),
                targets: (f[5] != "-").then(|| f[5].parse().unwrap()),
                shanten: f[6].parse().unwrap(),
                per_target: per.try_into().unwrap(),
                waits: (f[8] != "-").then(|| f[8].parse().unwrap()),
            },
        }
    }
}

/// The checked-in cases.
pub fn load_cases() -> Vec<Case> {
    let text = std::fs::read_to_string(repo_root().join("tests/ffi/cases.txt")).expect("cases.txt");
    text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(Case::parse).collect()
}

/// The core rule set of a case's rules field (`changsha`, `standard`,
/// `eval_v1`, with `+wN` for wildcard tile N).
pub fn core_rules(spec: &str) -> majiang_core::RuleSet {
    let (preset, wildcard) = match spec.split_once("+w") {
        Some((p, w)) => (p, Some(w.parse::<u8>().unwrap())),
        None => (spec, None),
    };
    let r = majiang_core::RuleSet::by_name(preset).unwrap();
    match wildcard {
        Some(w) => r.with_wildcard(majiang_core::Tile::try_from(w).unwrap()).unwrap(),
        None => r,
    }
}

/// A rules handle for a case's rules field, made through the ABI.
pub fn rules_handle(spec: &str) -> *mut majiang_abi::MjRules {
    let (preset, wildcard) = match spec.split_once("+w") {
        Some((p, w)) => (p, Some(w.parse::<i32>().unwrap())),
        None => (spec, None),
    };
    let r = match preset {
        "changsha" => majiang_abi::mj_rules_new_changsha(),
        "standard" => majiang_abi::mj_rules_new_standard(),
        "eval_v1" => majiang_abi::mj_rules_new_eval_v1(),
        "zhuanzhuan" => majiang_abi::mj_rules_new_zhuanzhuan(),
        "hongzhong" => majiang_abi::mj_rules_new_hongzhong(),
        "sichuan" | "mcr" => {
            let name = std::ffi::CString::new(preset).unwrap();
            let mut r = std::ptr::null_mut();
            let s = unsafe { majiang_abi::mj_rules_new_by_name(name.as_ptr(), &mut r) };
            assert_eq!(s, MjStatus::Ok);
            r
        }
        other => panic!("unknown rules {other}"),
    };
    if let Some(w) = wildcard {
        assert_eq!(unsafe { majiang_abi::mj_rules_set_wildcard(r, w) }, MjStatus::Ok);
    }
    r
}

/// A case's answers computed through the exported functions.
pub fn answers_via_abi(rules: *const majiang_abi::MjRules, hand: &RawHand) -> Answers {
    use majiang_abi::*;
    let (t, n, m, k) =
        (hand.tiles.as_ptr(), hand.tiles.len(), hand.melds.as_ptr(), hand.melds.len());
    let mut win = false;
    let mut targets = 0u32;
    let mut shanten = 0i32;
    let mut per_target = [0i32; 7];
    let mut waits = 0u64;
    unsafe {
        // A `3n+1` hand is refused by both win checks, as by `mj_waits` a `3n+2` one.
        let sized = |status: MjStatus, what: &str| match status {
            MjStatus::Ok => true,
            MjStatus::WrongHandSize => false,
            other => panic!("{what}: {other:?} {}", last_error()),
        };
        let win = sized(mj_is_win(rules, t, n, m, k, &mut win), "mj_is_win").then_some(win);
        let targets =
            sized(mj_winning_targets(rules, t, n, m, k, &mut targets), "mj_winning_targets")
                .then_some(targets);
        assert_eq!(mj_shanten(rules, t, n, m, k, &mut shanten), MjStatus::Ok);
        for (i, slot) in per_target.iter_mut().enumerate() {
            assert_eq!(mj_shanten_for(rules, t, n, m, k, i as i32, slot), MjStatus::Ok);
        }
        let status = mj_waits(rules, t, n, m, k, &mut waits);
        let waits = sized(status, "mj_waits").then_some(waits);
        Answers { win, targets, shanten, per_target, waits }
    }
}
