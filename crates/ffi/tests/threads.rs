//! The library called from 8 threads at once gives the same answers as from
//! one: every case of `tests/ffi/cases.txt`, several rounds in a different
//! order per thread, all threads sharing one `const MjRules *` per rule set
//! (as the header allows) and starting before the lookup tables exist (this
//! test binary never warms them up first, so the threads race to build them).
//! Each thread also makes failing calls with its own bad value and reads its
//! own message back: the last-error slot is per thread.

mod common;

use common::{Answers, Case};
use majiang_abi::{MjRules, MjStatus, mj_is_win, mj_rules_free};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::sync::Barrier;

const THREADS: usize = 8;
const ROUNDS: usize = 3;

/// Rule-set handles shared by every thread. The C API promises that
/// functions taking `const MjRules *` may run concurrently on one handle.
struct Shared(BTreeMap<String, *mut MjRules>);
unsafe impl Sync for Shared {}
unsafe impl Send for Shared {}

#[test]
fn eight_threads_agree_with_one() {
    let cases = common::load_cases();
    let shared =
        Shared(cases.iter().map(|c| (c.rules.clone(), common::rules_handle(&c.rules))).collect());
    let barrier = Barrier::new(THREADS);

    let per_thread: Vec<Vec<(usize, Answers)>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..THREADS)
            .map(|t| {
                let (cases, shared, barrier) = (&cases, &shared, &barrier);
                s.spawn(move || {
                    let mut order: Vec<usize> = (0..cases.len()).collect();
                    let mut rng = ChaCha8Rng::seed_from_u64(t as u64);
                    let mut answers = Vec::new();
                    barrier.wait();
                    for round in 0..ROUNDS {
                        order.shuffle(&mut rng);
                        for &i in &order {
                            let case: &Case = &cases[i];
                            let rules = shared.0[&case.rules];
                            answers.push((i, common::answers_via_abi(rules, &case.hand)));
                            if i % 16 == t {
                                own_error_stays_own(rules, t, round);
                            }
                        }
                    }
                    answers
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("worker thread")).collect()
    });

    // One thread, after the fact, through the same handles.
    let single: Vec<Answers> =
        cases.iter().map(|c| common::answers_via_abi(shared.0[&c.rules], &c.hand)).collect();
    for (i, c) in cases.iter().enumerate() {
        assert_eq!(single[i], c.answers, "single thread vs case file: {}", c.to_line());
    }
    for (t, answers) in per_thread.iter().enumerate() {
        assert_eq!(answers.len(), ROUNDS * cases.len());
        for (i, a) in answers {
            assert_eq!(*a, single[*i], "thread {t}, case {}", cases[*i].to_line());
        }
    }
    for (_, h) in shared.0 {
        unsafe { mj_rules_free(h) };
    }
}

/// A failing call with a value only this thread uses, then its message:
/// another thread's failure in between must not show through.
fn own_error_stays_own(rules: *const MjRules, thread: usize, round: usize) {
    let bad = 40 + (thread * ROUNDS + round) as u8;
    let hand = [0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, bad];
    let mut win = false;
    let status =
        unsafe { mj_is_win(rules, hand.as_ptr(), hand.len(), std::ptr::null(), 0, &mut win) };
    assert_eq!(status, MjStatus::InvalidTile);
    std::thread::yield_now();
    let message = common::last_error();
    assert!(
        message.starts_with(&format!("tiles[13]: tile id {bad} ")),
        "thread {thread}: {message}"
    );
}
