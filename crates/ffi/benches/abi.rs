//! Call overhead of the C ABI versus the core called directly, on the same
//! seeded hands, one criterion group per job.
//!
//! `abi_overhead/is_win_14`: the 14-tile win check (half the hands built to
//! win, half random deals).
//! - `core/hand`: `is_win` on a prebuilt `Hand` (what a Rust caller holding a
//!   hand pays; the floor).
//! - `core/tiles`: `Hand::from_tiles` + `is_win` from a tile list — the same
//!   job the ABI does from its `uint8_t` array.
//! - `abi/mj_is_win`: the exported function, called through a function
//!   pointer hidden from the optimiser, as a C host calls it.
//!
//! ABI overhead = `abi/mj_is_win` − `core/tiles`.
//!
//! `abi_overhead/ai_discard`: the tutorial AI's discard choice (MEDIUM and
//! HARD) for 14-tile hands (half complete-shaped, half random deals).
//!
//! - `core/list/<level>`: `TutorialAi::decide_discard` on a `Vec<Tile>` (the
//!   choice alone, no validation; what the Godot node calls after checking).
//! - `core/tiles/<level>`: `Hand::from_tiles` (the validation the ABI does:
//!   tiles in play, four copies at most, 3n+2 with the melds) + the choice.
//! - `abi/<level>`: `mj_ai_decide_discard` through a function pointer.
//!
//! ABI overhead = `abi/<level>` − `core/tiles/<level>`.
//!
//! EXPERT (`expert`) in the same group, nothing observed and the wall
//! estimated as just dealt, as a fresh `MjAi` sees it:
//! - `core/tiles/expert`: `Hand::from_tiles`, the unseen counts and draws to
//!   come from an `expert::Knowledge` (what the handle keeps of the host's
//!   observations), `Expert::choose_discard` and the index of the chosen
//!   tile in the list — the job the ABI does;
//! - `abi/expert`: `mj_ai_decide_discard` on an EXPERT `MjAi`.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "bench calls pass live locals and the handles they made; each export's contract is its doc"
)]

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
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

fn corpus() -> Vec<Vec<u8>> {
    let mut rng = ChaCha8Rng::seed_from_u64(0xAB1);
    (0..1024)
        .map(|i| {
            if i % 2 == 0 {
                common::complete_hand(&mut rng, 27, 0).tiles
            } else {
                common::deal(&mut rng, 27, 14).tiles
            }
        })
        .collect()
}

fn overhead(c: &mut Criterion) {
    let rules = RuleSet::changsha();
    let ids = corpus();
    let tiles: Vec<Vec<Tile>> =
        ids.iter().map(|h| h.iter().map(|&t| Tile::try_from(t).unwrap()).collect()).collect();
    let hands: Vec<Hand> =
        tiles.iter().map(|t| Hand::from_tiles(t, &[], &rules).unwrap()).collect();
    let handle = majiang_abi::mj_rules_new_changsha();
    majiang_abi::mj_warm_up();
    let mask = ids.len() - 1;

    // Every path agrees before anything is timed.
    let wins = hands.iter().filter(|h| is_win(h, &rules)).count();
    let mut abi_wins = 0;
    for h in &ids {
        let mut win = false;
        let s = unsafe {
            majiang_abi::mj_is_win(handle, h.as_ptr(), h.len(), std::ptr::null(), 0, &mut win)
        };
        assert_eq!(s, MjStatus::Ok);
        abi_wins += win as usize;
    }
    assert_eq!(wins, abi_wins);

    let mut g = c.benchmark_group("abi_overhead/is_win_14");
    let mut i = 0;
    g.bench_function("core/hand", |b| {
        b.iter(|| {
            i = (i + 1) & mask;
            is_win(black_box(&hands[i]), &rules)
        })
    });
    g.bench_function("core/tiles", |b| {
        b.iter(|| {
            i = (i + 1) & mask;
            let hand = Hand::from_tiles(black_box(&tiles[i]), &[], &rules).unwrap();
            is_win(&hand, &rules)
        })
    });
    let f: IsWin = black_box(majiang_abi::mj_is_win);
    g.bench_function("abi/mj_is_win", |b| {
        b.iter(|| {
            i = (i + 1) & mask;
            let h = black_box(&ids[i]);
            let mut win = false;
            let s = unsafe { f(handle, h.as_ptr(), h.len(), std::ptr::null(), 0, &mut win) };
            (s, win)
        })
    });
    g.finish();
    unsafe { majiang_abi::mj_rules_free(handle) };
}

type DecideDiscard =
    unsafe extern "C" fn(*mut MjAi, *const u8, usize, *const MjMeld, usize, *mut usize) -> MjStatus;

fn ai_discard(c: &mut Criterion) {
    let rules = RuleSet::changsha();
    let ids = corpus();
    let tiles: Vec<Vec<Tile>> =
        ids.iter().map(|h| h.iter().map(|&t| Tile::try_from(t).unwrap()).collect()).collect();
    let handle = majiang_abi::mj_rules_new_changsha();
    majiang_abi::mj_warm_up();
    let mask = ids.len() - 1;
    let f: DecideDiscard = black_box(majiang_abi::mj_ai_decide_discard);
    // The host's call: no melds, the status and the index back.
    let abi = |ai: *mut MjAi, h: &[u8]| {
        let mut index = 0;
        let s = unsafe { f(ai, h.as_ptr(), h.len(), std::ptr::null(), 0, &mut index) };
        (s, index)
    };
    let mut g = c.benchmark_group("abi_overhead/ai_discard");
    for (name, level) in [("medium", MjDifficulty::Medium), ("hard", MjDifficulty::Hard)] {
        let mut core = TutorialAi::new(level as i64, 7);
        let mut ai: *mut MjAi = std::ptr::null_mut();
        assert_eq!(
            unsafe { majiang_abi::mj_ai_new(level as i32, 7, handle, &mut ai) },
            MjStatus::Ok
        );
        // Both paths choose the same tiles before anything is timed.
        for (h, t) in ids.iter().zip(&tiles) {
            assert_eq!(abi(ai, h), (MjStatus::Ok, core.decide_discard(t, &[]).unwrap()));
        }
        let mut i = 0;
        g.bench_function(format!("core/list/{name}"), |b| {
            b.iter(|| {
                i = (i + 1) & mask;
                core.decide_discard(black_box(&tiles[i]), &[]).unwrap()
            })
        });
        g.bench_function(format!("core/tiles/{name}"), |b| {
            b.iter(|| {
                i = (i + 1) & mask;
                let t = black_box(&tiles[i]);
                let hand = Hand::from_tiles(t, &[], &rules).unwrap();
                assert!(hand.is_complete_size());
                core.decide_discard(t, &[]).unwrap()
            })
        });
        g.bench_function(format!("abi/{name}"), |b| {
            b.iter(|| {
                i = (i + 1) & mask;
                abi(ai, black_box(&ids[i]))
            })
        });
        unsafe { majiang_abi::mj_ai_free(ai) };
    }
    let expert = Expert::default();
    let knowledge = Knowledge::new();
    let choose = |t: &[Tile]| {
        let hand = Hand::from_tiles(t, &[], &rules).unwrap();
        let unseen = knowledge.unseen(&hand, &rules).unwrap();
        let draws = knowledge.draws_left(&rules);
        let tile = expert.choose_discard(&Position::new(&hand, &rules, &unseen, draws)).unwrap();
        t.iter().position(|x| *x == tile).unwrap()
    };
    let mut ai: *mut MjAi = std::ptr::null_mut();
    let level = MjDifficulty::Expert as i32;
    assert_eq!(unsafe { majiang_abi::mj_ai_new(level, 7, handle, &mut ai) }, MjStatus::Ok);
    for (h, t) in ids.iter().zip(&tiles) {
        assert_eq!(abi(ai, h), (MjStatus::Ok, choose(t)));
    }
    let mut i = 0;
    g.bench_function("core/tiles/expert", |b| {
        b.iter(|| {
            i = (i + 1) & mask;
            choose(black_box(&tiles[i]))
        })
    });
    g.bench_function("abi/expert", |b| {
        b.iter(|| {
            i = (i + 1) & mask;
            abi(ai, black_box(&ids[i]))
        })
    });
    unsafe { majiang_abi::mj_ai_free(ai) };
    g.finish();
    unsafe { majiang_abi::mj_rules_free(handle) };
}

criterion_group!(benches, overhead, ai_discard);
criterion_main!(benches);
