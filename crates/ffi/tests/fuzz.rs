//! Seeded random-input fuzzing of every entry point that takes host data:
//! tile arrays, melds, notation strings (including bytes that are not
//! UTF-8), option ids and values, wildcards, buffer capacities and NULL
//! pointers; win contexts (any byte as a flag), settlement seats and birds,
//! analyses damaged field by field and byte by byte before settling,
//! unseen counts; AI difficulties and the tutorial's calls on random hands;
//! game actions (legal, illegal and malformed, any seat) and AI choices,
//! each game beside its core twin. Deterministic (ChaCha8, fixed seed), so a failure reproduces.
//! The checks are the shared oracles of `common/oracle.rs` (differential
//! against the core called directly); the cargo-fuzz target in `fuzz/` uses
//! the same oracles with coverage-guided inputs.
//!
//! `MAJIANG_FUZZ_ITERS` sets the number of iterations (default 100,000);
//! the count of calls is printed.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::oracle::{self, AnalysisInput, HandInput, Tally};
use majiang_abi::{
    MJ_SELF_DRAW, MjMeld, MjRules, MjStatus, mj_rules_free, mj_rules_new_standard, mj_shanten,
};
use majiang_core::{RuleSet, Tile};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

struct Inputs(ChaCha8Rng);

impl Inputs {
    fn tile_byte(&mut self) -> u8 {
        match self.0.random_range(0..20) {
            0 => self.0.random(),
            1 => self.0.random_range(27..40),
            _ => self.0.random_range(0..27),
        }
    }

    /// A raw hand: usually a plausible one (built, then perhaps damaged),
    /// sometimes noise.
    fn raw_hand(&mut self, kinds: u8) -> (Vec<u8>, Vec<MjMeld>) {
        let melds = self.0.random_range(0..=2);
        let mut h = match self.0.random_range(0..4) {
            0 => common::complete_hand(&mut self.0, kinds, melds),
            1 => common::ready_hand(&mut self.0, kinds, melds),
            2 => {
                let len = self.0.random_range(0..=15);
                common::deal(&mut self.0, kinds, len)
            }
            _ => {
                let len = self.0.random_range(0..=20);
                common::RawHand {
                    tiles: (0..len).map(|_| self.tile_byte()).collect(),
                    melds: Vec::new(),
                }
            }
        };
        for _ in 0..self.0.random_range(0..3) {
            match self.0.random_range(0..5) {
                0 if !h.tiles.is_empty() => {
                    let i = self.0.random_range(0..h.tiles.len());
                    h.tiles[i] = self.tile_byte();
                }
                1 => {
                    let kind = self.0.random_range(0..8);
                    h.melds.push(MjMeld { kind, tile: self.tile_byte() })
                }
                2 => {
                    h.tiles.pop();
                }
                3 => h.tiles.push(self.tile_byte()),
                _ => {}
            }
        }
        (h.tiles, h.melds)
    }

    fn text(&mut self) -> Vec<u8> {
        const PIECES: &[&str] = &[
            "1", "2", "5", "9", "0", "m", "s", "p", "z", " ", ",", "[", "]", "万", "条", "筒",
            "一", "五", "九", "东", "中", "白", "發", ":", "peng", "chi", "gang", "an_gang",
            "bu_gang", "peng:5m", "chi:345s", "x", "é", "🀄",
        ];
        let mut bytes = Vec::new();
        for _ in 0..self.0.random_range(0..12) {
            if self.0.random_range(0..15) == 0 {
                // A raw byte: often not UTF-8; never NUL (the C string would end there).
                bytes.push(self.0.random_range(1..=255));
            } else {
                bytes.extend_from_slice(PIECES.choose(&mut self.0).unwrap().as_bytes());
            }
        }
        bytes
    }
}

#[test]
fn random_inputs_never_panic_and_agree_with_the_core() {
    let iterations: u64 =
        std::env::var("MAJIANG_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let mut src = Inputs(ChaCha8Rng::seed_from_u64(0xF022));
    let mut tally = Tally::default();
    let handles: Vec<(*mut MjRules, RuleSet)> = oracle::presets()
        .into_iter()
        .map(|(spec, rules)| (common::rules_handle(spec), rules))
        .collect();
    let sichuan = (majiang_abi::mj_rules_new_sichuan(), RuleSet::sichuan());
    let mcr = (common::rules_handle("mcr"), RuleSet::mcr());
    // 国标's inputs come from a stream of their own, so the other calls see the
    // inputs they saw before 国标 was fuzzed.
    let mut mcr_src = Inputs(ChaCha8Rng::seed_from_u64(0x3C12));
    // A handle of its own for option fuzzing: its options drift from any preset.
    let scratch = mj_rules_new_standard();
    for _ in 0..iterations {
        match src.0.random_range(0..15) {
            0..=4 => {
                let &(handle, rules) = handles.choose(&mut src.0).unwrap();
                let (tiles, melds) = src.raw_hand(rules.kinds() as u8);
                let hand = HandInput {
                    handle,
                    rules: &rules,
                    tiles: &tiles,
                    melds: &melds,
                    target: src.0.random_range(-2..9),
                    null: src.0.random_range(0..40),
                };
                oracle::hand_calls(&mut tally, &hand);
                // The 四川 calls: refused on these rules, answered on 四川's
                // (a hand of two suits as often as of three: 缺一门 wins).
                let ctx = |r: &mut ChaCha8Rng| {
                    (r.random_range(0..3) != 0).then(|| {
                        std::array::from_fn(|_| {
                            if r.random_range(0..16) == 0 {
                                r.random()
                            } else {
                                r.random_range(0..2)
                            }
                        })
                    })
                };
                oracle::sichuan_calls(&mut tally, &hand, ctx(&mut src.0));
                let kinds = *[18u8, 27].choose(&mut src.0).unwrap();
                let (tiles, melds) = src.raw_hand(kinds);
                let hand = HandInput {
                    handle: sichuan.0,
                    rules: &sichuan.1,
                    tiles: &tiles,
                    melds: &melds,
                    target: 0,
                    null: 9,
                };
                oracle::sichuan_calls(&mut tally, &hand, ctx(&mut src.0));
                // The value calls: on the 四川 hand above, then on a 国标 hand (14
                // tiles of every kind) with words — mostly good ones, a stray one
                // refused — or none.
                oracle::value_calls(&mut tally, &hand, None);
                let (tiles, melds) = mcr_src.raw_hand(34);
                let hand = HandInput {
                    handle: mcr.0,
                    rules: &mcr.1,
                    tiles: &tiles,
                    melds: &melds,
                    target: 0,
                    null: 9,
                };
                let words = |r: &mut ChaCha8Rng, win: u8| {
                    (r.random_range(0..3) != 0).then(|| {
                        let mut w = Vec::new();
                        if r.random_range(0..2) == 0 {
                            w.push(format!(
                                "win:{}",
                                Tile::try_from(win).map_or("9z".into(), |t| t.to_string())
                            ));
                        }
                        for flag in [
                            "self_drawn",
                            "last_copy",
                            "kong",
                            "kong_discard",
                            "last_tile",
                            "first_turn",
                            "dealer",
                        ] {
                            if r.random_range(0..6) == 0 {
                                w.push(flag.to_string());
                            }
                        }
                        w.push(format!("seat:{}", ["E", "S", "W", "N"][r.random_range(0..4)]));
                        w.push(format!("flowers:{}", r.random_range(0..9)));
                        if r.random_range(0..16) == 0 {
                            w.push(
                                ["tsumo", "seat:X", "flowers:9", "kong:1"][r.random_range(0..4)]
                                    .into(),
                            );
                        }
                        w.join(" ")
                    })
                };
                let win = tiles.last().copied().unwrap_or(0);
                oracle::value_calls(&mut tally, &hand, words(&mut mcr_src.0, win).as_deref());
            }
            5 | 6 => {
                let text = src.text();
                let cap = src.0.random_range(0..20);
                oracle::notation_calls(&mut tally, &text, cap);
            }
            7 => {
                let len = src.0.random_range(0..16);
                let ids: Vec<u8> = (0..len).map(|_| src.tile_byte()).collect();
                let (cap, chinese) = (src.0.random_range(0..64), src.0.random_bool(0.5));
                oracle::format_calls(&mut tally, &ids, cap, chinese);
            }
            8 => {
                let option = src.0.random_range(-3..24);
                let value = match src.0.random_range(0..6) {
                    0 => i32::MIN,
                    1 => i32::MAX,
                    2 => src.0.random_range(-5..1010),
                    _ => src.0.random_range(-1..7),
                };
                let tile = src.0.random_range(-3..40);
                oracle::rules_calls(&mut tally, scratch, option, value, tile);
            }
            9 => oracle::last_error_call(&mut tally, src.0.random_range(0..80)),
            10 | 11 => {
                let &(handle, rules) = handles.choose(&mut src.0).unwrap();
                let (tiles, melds) = src.raw_hand(rules.kinds() as u8);
                let flag = |r: &mut ChaCha8Rng| {
                    if r.random_range(0..12) == 0 { r.random() } else { r.random_range(0..2) }
                };
                let ctx = (src.0.random_range(0..8) != 0)
                    .then(|| std::array::from_fn(|_| flag(&mut src.0)));
                let birds: Vec<u8> =
                    (0..src.0.random_range(0..4)).map(|_| src.tile_byte()).collect();
                let unseen = match src.0.random_range(0..4) {
                    0 => None,
                    1 => Some(std::array::from_fn(|_| src.0.random_range(0..6))),
                    _ => Some(std::array::from_fn(|_| src.0.random_range(0..5))),
                };
                // Half the wins are settled again with their analysis damaged.
                let corrupt: Vec<u8> = if src.0.random_bool(0.5) {
                    (0..3 * src.0.random_range(1..4)).map(|_| src.0.random()).collect()
                } else {
                    Vec::new()
                };
                let input = AnalysisInput {
                    hand: HandInput {
                        handle,
                        rules: &rules,
                        tiles: &tiles,
                        melds: &melds,
                        target: 0,
                        null: 9,
                    },
                    ctx,
                    winner: src.0.random_range(-1..5),
                    payer: src.0.random_range(-2..5),
                    dealer: src.0.random_range(-1..5),
                    birds: &birds,
                    unseen,
                    cap: src.0.random_range(0..16),
                    corrupt: &corrupt,
                };
                oracle::analysis_calls(&mut tally, &input);
            }
            12 => {
                let &(handle, rules) = handles.choose(&mut src.0).unwrap();
                let hands: Vec<(Vec<u8>, Vec<MjMeld>)> =
                    (0..4).map(|_| src.raw_hand(rules.kinds() as u8)).collect();
                let script: Vec<u8> =
                    (0..src.0.random_range(0..60)).map(|_| src.0.random()).collect();
                let difficulty = if src.0.random_range(0..6) == 0 {
                    src.0.random_range(-3..8)
                } else {
                    src.0.random_range(0..4)
                };
                oracle::ai_session(
                    &mut tally,
                    handle,
                    &rules,
                    difficulty,
                    src.0.random(),
                    &hands,
                    &script,
                );
            }
            13 => {
                // A complete hand with a possible context and payer, its
                // analysis then damaged: mostly impossible, now and then
                // still possible (a situational hand toggled, no edit).
                let &(handle, rules) = handles.choose(&mut src.0).unwrap();
                let melds = src.0.random_range(0..=4);
                let h = common::complete_hand(&mut src.0, rules.kinds() as u8, melds);
                let ctx: [u8; 6] = std::array::from_fn(|_| u8::from(src.0.random_bool(0.3)));
                let winner = src.0.random_range(0..4);
                let payer = if ctx[0] == 1 { MJ_SELF_DRAW } else { (winner + 1) % 4 };
                let birds: Vec<u8> = (0..src.0.random_range(0..3))
                    .map(|_| src.0.random_range(0..rules.kinds() as u8))
                    .collect();
                let corrupt: Vec<u8> =
                    (0..3 * src.0.random_range(1..4)).map(|_| src.0.random()).collect();
                let input = AnalysisInput {
                    hand: HandInput {
                        handle,
                        rules: &rules,
                        tiles: &h.tiles,
                        melds: &h.melds,
                        target: 0,
                        null: 9,
                    },
                    ctx: Some(ctx),
                    winner,
                    payer,
                    dealer: src.0.random_range(0..4),
                    birds: &birds,
                    unseen: None,
                    cap: 0,
                    corrupt: &corrupt,
                };
                oracle::analysis_calls(&mut tally, &input);
            }
            _ => {
                let &(handle, rules) = handles.choose(&mut src.0).unwrap();
                let script: Vec<u8> =
                    (0..src.0.random_range(0..1200)).map(|_| src.0.random()).collect();
                let dealer = if src.0.random_range(0..10) == 0 {
                    src.0.random_range(-2..7)
                } else {
                    src.0.random_range(0..4)
                };
                oracle::game_session(
                    &mut tally,
                    handle,
                    &rules,
                    src.0.random(),
                    dealer,
                    src.0.random_range(0..4),
                    &script,
                );
            }
        }
    }
    // The scratch rules, whatever their options now, still answer hand calls.
    let hand = [0u8, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4];
    let mut s = 0;
    let status =
        unsafe { mj_shanten(scratch, hand.as_ptr(), hand.len(), std::ptr::null(), 0, &mut s) };
    assert!(matches!(status, MjStatus::Ok | MjStatus::InvalidTile), "{status:?}");
    unsafe { mj_rules_free(scratch) };
    unsafe { mj_rules_free(sichuan.0) };
    unsafe { mj_rules_free(mcr.0) };
    for (h, _) in handles {
        unsafe { mj_rules_free(h) };
    }
    println!(
        "fuzz: {iterations} iterations, {} calls ({} hand calls answered, {} refused; \
         {} games played to the end; {} damaged analyses refused, {} still possible ones \
         paid; 四川 calls {} answered ({} wins), {} refused; value calls {} answered ({} wins), \
         {} refused), no panic, no disagreement",
        tally.calls,
        tally.accepted,
        tally.refused,
        tally.games_finished,
        tally.damaged_refused,
        tally.damaged_accepted,
        tally.sichuan_answered,
        tally.sichuan_wins,
        tally.sichuan_refused,
        tally.value_answered,
        tally.value_wins,
        tally.value_refused
    );
    assert!(tally.damaged_refused > 100 && tally.damaged_accepted > 0, "damage reaches both ways");
    assert!(tally.calls > iterations);
    assert!(tally.accepted * 5 > tally.refused && tally.refused * 5 > tally.accepted);
    assert!(tally.games_finished * 100 > iterations, "games reach their end");
    // Most 四川 calls are refusals (other rules, the wrong size for one of the three calls,
    // 吃 melds, impossible contexts); answers and wins must still be common.
    assert!(tally.sichuan_answered * 20 > iterations && tally.sichuan_wins * 500 > iterations);
    assert!(tally.value_answered * 20 > iterations && tally.value_wins * 2000 > iterations);
}
