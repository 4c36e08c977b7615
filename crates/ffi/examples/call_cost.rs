//! Runs one path of the call-overhead bench N times, for instruction counts
//! under `valgrind --tool=callgrind` (load-independent, unlike wall time):
//!
//!     cargo build --release -p majiang-ffi --example call_cost
//!     valgrind --tool=callgrind --toggle-collect='*call_cost::calls*' \
//!         target/release/examples/call_cost abi 4000
//!
//! Paths (see benches/abi.rs): the win check `core-hand`, `core-tiles`, `abi`;
//! the MEDIUM AI's discard `ai-core-list`, `ai-core-tiles`, `ai-abi`; EXPERT's
//! discard `expert-core-tiles`, `expert-abi`. The loop runs in `calls`, apart
//! from the set-up (the tables are built first, by `mj_warm_up`), so that
//! `--toggle-collect` counts the calls alone: the total divided by N is the
//! cost of one call, loop included (the same loop for every path).

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "example calls pass live locals and the handles they made; each export's contract is its doc"
)]

#[path = "../tests/common/mod.rs"]
mod common;

use majiang_abi::{MjAi, MjDifficulty, MjMeld, MjRules, MjStatus};
use majiang_core::ai::tutorial::TutorialAi;
use majiang_core::expert::{Expert, Knowledge, Position};
use majiang_core::{Hand, RuleSet, Tile, is_win};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

type IsWin = unsafe extern "C" fn(
    *const MjRules,
    *const u8,
    usize,
    *const MjMeld,
    usize,
    *mut bool,
) -> MjStatus;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (path, n): (&str, usize) = match args.as_slice() {
        [_, p, n] => (p, n.parse().expect("N")),
        _ => {
            panic!(
                "usage: call_cost core-hand|core-tiles|abi|ai-core-list|ai-core-tiles|ai-abi|\
                 expert-core-tiles|expert-abi N"
            )
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(0xAB1);
    let ids: Vec<Vec<u8>> = (0..1024)
        .map(|i| {
            if i % 2 == 0 {
                common::complete_hand(&mut rng, 27, 0).tiles
            } else {
                common::deal(&mut rng, 27, 14).tiles
            }
        })
        .collect();
    let rules = RuleSet::changsha();
    let tiles: Vec<Vec<Tile>> =
        ids.iter().map(|h| h.iter().map(|&t| Tile::try_from(t).unwrap()).collect()).collect();
    let hands: Vec<Hand> =
        tiles.iter().map(|t| Hand::from_tiles(t, &[], &rules).unwrap()).collect();
    let handle = majiang_abi::mj_rules_new_changsha();
    majiang_abi::mj_warm_up();
    let f: IsWin = black_box(majiang_abi::mj_is_win);
    let core_ai = TutorialAi::new(MjDifficulty::Medium as i64, 7);
    let mut ai: *mut MjAi = std::ptr::null_mut();
    let s = unsafe { majiang_abi::mj_ai_new(MjDifficulty::Medium as i32, 7, handle, &mut ai) };
    assert_eq!(s, MjStatus::Ok);
    let expert = Expert::default();
    let mut expert_ai: *mut MjAi = std::ptr::null_mut();
    let level = MjDifficulty::Expert as i32;
    let s = unsafe { majiang_abi::mj_ai_new(level, 7, handle, &mut expert_ai) };
    assert_eq!(s, MjStatus::Ok);
    let knowledge = Knowledge::new();
    let mut ctx =
        Ctx { ids, tiles, hands, rules, handle, f, core_ai, ai, expert, knowledge, expert_ai };
    let wins = calls(&mut ctx, path, n);
    let Ctx { ai, expert_ai, handle, .. } = ctx;
    println!("{path}: {n} calls, {wins} wins");
    unsafe {
        majiang_abi::mj_ai_free(ai);
        majiang_abi::mj_ai_free(expert_ai);
        majiang_abi::mj_rules_free(handle);
    }
}

/// Everything the paths read, built before the measured loop.
struct Ctx {
    ids: Vec<Vec<u8>>,
    tiles: Vec<Vec<Tile>>,
    hands: Vec<Hand>,
    rules: RuleSet,
    handle: *mut MjRules,
    f: IsWin,
    core_ai: TutorialAi,
    ai: *mut MjAi,
    expert: Expert,
    knowledge: Knowledge,
    expert_ai: *mut MjAi,
}

/// The measured loop: `n` calls of `path`.
#[inline(never)]
fn calls(ctx: &mut Ctx, path: &str, n: usize) -> usize {
    let Ctx { ids, tiles, hands, rules, handle, f, core_ai, ai, expert, knowledge, expert_ai } =
        ctx;
    let (handle, f, ai, expert_ai) = (*handle, *f, *ai, *expert_ai);
    let mut wins = 0usize;
    for k in 0..n {
        let i = k & 1023;
        wins += match path {
            "core-hand" => is_win(black_box(&hands[i]), rules),
            "core-tiles" => {
                let hand = Hand::from_tiles(black_box(&tiles[i]), &[], rules).unwrap();
                is_win(&hand, rules)
            }
            "abi" => {
                let h = black_box(&ids[i]);
                let mut win = false;
                let s = unsafe { f(handle, h.as_ptr(), h.len(), std::ptr::null(), 0, &mut win) };
                assert_eq!(s, MjStatus::Ok);
                win
            }
            // The AI paths count the discard index into `wins` (any use will do).
            "ai-core-list" => core_ai.decide_discard(black_box(&tiles[i]), &[]).unwrap() > 6,
            "ai-core-tiles" => {
                let t = black_box(&tiles[i]);
                let hand = Hand::from_tiles(t, &[], rules).unwrap();
                assert!(hand.is_complete_size());
                core_ai.decide_discard(t, &[]).unwrap() > 6
            }
            "ai-abi" => abi_discard(ai, black_box(&ids[i])) > 6,
            // EXPERT as benches/abi.rs times it: nothing observed, the wall as dealt.
            "expert-core-tiles" => {
                let t = black_box(&tiles[i]);
                let hand = Hand::from_tiles(t, &[], rules).unwrap();
                let unseen = knowledge.unseen(&hand, rules).unwrap();
                let tile = expert
                    .choose_discard(&Position::new(
                        &hand,
                        rules,
                        &unseen,
                        knowledge.draws_left(rules),
                    ))
                    .unwrap();
                t.iter().position(|x| *x == tile).unwrap() > 6
            }
            "expert-abi" => abi_discard(expert_ai, black_box(&ids[i])) > 6,
            other => panic!("unknown path {other}"),
        } as usize;
    }
    wins
}

/// `mj_ai_decide_discard` as a host calls it (no melds): the index chosen.
#[inline(always)]
fn abi_discard(ai: *mut MjAi, h: &[u8]) -> usize {
    let mut index = 0;
    let s = unsafe {
        majiang_abi::mj_ai_decide_discard(ai, h.as_ptr(), h.len(), std::ptr::null(), 0, &mut index)
    };
    assert_eq!(s, MjStatus::Ok);
    index
}
