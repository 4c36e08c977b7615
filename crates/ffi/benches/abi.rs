//! Call overhead of the C ABI: the 14-tile win check through `mj_is_win`
//! versus the core called directly, in one criterion group, on the same
//! seeded hands (half built to win, half random deals).
//!
//! - `core/hand`: `is_win` on a prebuilt `Hand` (what a Rust caller holding a
//!   hand pays; the floor).
//! - `core/tiles`: `Hand::from_tiles` + `is_win` from a tile list — the same
//!   job the ABI does from its `uint8_t` array.
//! - `abi/mj_is_win`: the exported function, called through a function
//!   pointer hidden from the optimiser, as a C host calls it.
//!
//! ABI overhead = `abi/mj_is_win` − `core/tiles`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use majiang_abi::{MjMeld, MjRules, MjStatus};
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

criterion_group!(benches, overhead);
criterion_main!(benches);
