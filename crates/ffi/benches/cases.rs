//! The C ABI on the hands of `tests/ffi/cases.txt` without a wildcard (every
//! rule set, melds included; wildcard hands take a search, microseconds, and
//! would drown the table lookups), one call per hand as a host makes it: the native side
//! of the WebAssembly comparison, whose Node half (`bindings/js/bench/bench.js`)
//! times the same calls on the same hands through `majiang.wasm`.
//!
//! `cases/<call>`: elements are hands, so criterion's throughput is calls
//! per second (ns per call = 1e9 / that); times are the thread's CPU time.
//! - `is_win`: `mj_is_win` on every complete-size (`3n+2`) hand;
//! - `shanten`: `mj_shanten` on every hand;
//! - `shanten/closed`, `shanten/melded`: the same on the hands without and
//!   with melds (issue 19: melded within 1.5× of closed);
//! - `discard_options/closed`, `discard_options/melded`: `mj_discard_options`
//!   on the complete-size hands without and with melds;
//! - `waits`: `mj_waits` on every `3n+1` hand;
//! - `expert_discard`: `mj_ai_decide_discard` of a fresh EXPERT `MjAi` on
//!   every `3n+2` hand of the rule sets without honours.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "bench calls pass live locals and the handles they made; each export's contract is its doc"
)]

#[path = "../tests/common/mod.rs"]
mod common;
// The root benches' thread-CPU-time measurement (it names the core `majiang`).
extern crate majiang_core as majiang;
#[path = "../../../benches/common/cpu_time.rs"]
mod cpu_time;

use common::{Case, load_cases, rules_handle};
use cpu_time::CpuTime;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use majiang_abi::{MjAi, MjDifficulty, MjDiscardOption, MjRules, MjStatus};
use std::hint::black_box;

/// A case with its rules handle.
struct Hand {
    rules: *mut MjRules,
    case: Case,
}

fn complete(h: &Hand) -> bool {
    (h.case.hand.tiles.len() + 3 * h.case.hand.melds.len()) % 3 == 2
}

fn cases(c: &mut Criterion<CpuTime>) {
    majiang_abi::mj_warm_up();
    let hands: Vec<Hand> = load_cases()
        .into_iter()
        .filter(|case| !case.rules.contains("+w"))
        .map(|case| Hand { rules: rules_handle(&case.rules), case })
        .collect();
    let complete_hands: Vec<&Hand> = hands.iter().filter(|h| complete(h)).collect();
    let waiting: Vec<&Hand> = hands.iter().filter(|h| !complete(h)).collect();
    let expert_hands: Vec<&Hand> =
        complete_hands.iter().copied().filter(|h| !h.case.rules.starts_with("standard")).collect();
    let ai = |rules| {
        let mut ai: *mut MjAi = std::ptr::null_mut();
        let status =
            unsafe { majiang_abi::mj_ai_new(MjDifficulty::Expert as i32, 0, rules, &mut ai) };
        assert_eq!(status, MjStatus::Ok);
        ai
    };
    let ais: Vec<*mut MjAi> = expert_hands.iter().map(|h| ai(h.rules)).collect();

    let mut g = c.benchmark_group("cases");
    g.throughput(Throughput::Elements(complete_hands.len() as u64));
    g.bench_function("is_win", |b| {
        b.iter(|| {
            for h in &complete_hands {
                let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
                let mut win = false;
                let s = unsafe {
                    majiang_abi::mj_is_win(
                        h.rules,
                        t.as_ptr(),
                        t.len(),
                        m.as_ptr(),
                        m.len(),
                        &mut win,
                    )
                };
                black_box((s, win));
            }
        })
    });
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("shanten", |b| {
        b.iter(|| {
            for h in &hands {
                let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
                let mut n = 0;
                let s = unsafe {
                    majiang_abi::mj_shanten(
                        h.rules,
                        t.as_ptr(),
                        t.len(),
                        m.as_ptr(),
                        m.len(),
                        &mut n,
                    )
                };
                black_box((s, n));
            }
        })
    });
    let shanten_of = |list: &[&Hand]| {
        for h in list {
            let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
            let mut n = 0;
            let s = unsafe {
                majiang_abi::mj_shanten(h.rules, t.as_ptr(), t.len(), m.as_ptr(), m.len(), &mut n)
            };
            black_box((s, n));
        }
    };
    let discards_of = |list: &[&Hand]| {
        let mut out = [MjDiscardOption::default(); 14];
        for h in list {
            let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
            let mut n = 0;
            let s = unsafe {
                majiang_abi::mj_discard_options(
                    h.rules,
                    t.as_ptr(),
                    t.len(),
                    m.as_ptr(),
                    m.len(),
                    std::ptr::null(),
                    out.as_mut_ptr(),
                    out.len(),
                    &mut n,
                )
            };
            assert_eq!(s, MjStatus::Ok);
            black_box(n);
        }
    };
    for (name, melded) in [("closed", false), ("melded", true)] {
        let list: Vec<&Hand> =
            hands.iter().filter(|h| h.case.hand.melds.is_empty() != melded).collect();
        g.throughput(Throughput::Elements(list.len() as u64));
        g.bench_function(format!("shanten/{name}"), |b| b.iter(|| shanten_of(&list)));
        let list: Vec<&Hand> = list.into_iter().filter(|h| complete(h)).collect();
        g.throughput(Throughput::Elements(list.len() as u64));
        g.bench_function(format!("discard_options/{name}"), |b| b.iter(|| discards_of(&list)));
    }
    g.throughput(Throughput::Elements(waiting.len() as u64));
    g.bench_function("waits", |b| {
        b.iter(|| {
            for h in &waiting {
                let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
                let mut mask = 0;
                let s = unsafe {
                    majiang_abi::mj_waits(
                        h.rules,
                        t.as_ptr(),
                        t.len(),
                        m.as_ptr(),
                        m.len(),
                        &mut mask,
                    )
                };
                black_box((s, mask));
            }
        })
    });
    g.throughput(Throughput::Elements(expert_hands.len() as u64));
    g.bench_function("expert_discard", |b| {
        b.iter(|| {
            for (h, &ai) in expert_hands.iter().zip(&ais) {
                let (t, m) = (&h.case.hand.tiles, &h.case.hand.melds);
                let mut index = 0;
                let s = unsafe {
                    majiang_abi::mj_ai_decide_discard(
                        ai,
                        t.as_ptr(),
                        t.len(),
                        m.as_ptr(),
                        m.len(),
                        &mut index,
                    )
                };
                assert_eq!(s, MjStatus::Ok);
                black_box(index);
            }
        })
    });
    g.finish();
    println!(
        "hands: {} in all, {} complete-size, {} 3n+1, {} for EXPERT",
        hands.len(),
        complete_hands.len(),
        waiting.len(),
        expert_hands.len()
    );
}

criterion_group! {
    name = benches;
    // Thread CPU time: the machine is shared (see `cpu_time`).
    config = Criterion::default().with_measurement(CpuTime);
    targets = cases
}
criterion_main!(benches);
