//! The library called from 8 threads at once gives the same answers as from
//! one: every case of `tests/ffi/cases.txt` and every line of `analysis.txt`,
//! several rounds in a different order per thread, all threads sharing one
//! `const MjRules *` per rule set (as the header allows) and starting before
//! the lookup tables exist (this test binary never warms them up first, so
//! the threads race to build them). Each thread also plays every game of
//! `games.txt` with its own game and AI handles, and reads one finished game
//! that all threads share through `const MjGame *` (state, hands, result,
//! record). Each thread makes failing calls with its own bad value and reads
//! its own message back: the last-error slot is per thread.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::data::{self, GameCase, Line};
use common::{Answers, Case};
use majiang_abi::*;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::sync::Barrier;

const THREADS: usize = 8;
const ROUNDS: usize = 3;

/// Rule-set handles and one finished game shared by every thread. The C API
/// promises that functions taking `const MjRules *` / `const MjGame *` may
/// run concurrently on one handle.
struct Shared(BTreeMap<String, *mut MjRules>, *mut MjGame);
unsafe impl Sync for Shared {}
unsafe impl Send for Shared {}

/// Everything a thread reads of the shared game.
#[derive(Debug, Clone, PartialEq, Eq)]
struct GameView {
    state: MjGameState,
    result: MjGameResult,
    hands: Vec<Vec<u8>>,
    record: Vec<u8>,
}

fn view(game: *const MjGame) -> GameView {
    let mut state = MjGameState::default();
    let mut result = MjGameResult::default();
    let mut hands = Vec::new();
    unsafe {
        assert_eq!(mj_game_state(game, &mut state), MjStatus::Ok);
        assert_eq!(mj_game_result(game, &mut result), MjStatus::Ok);
        for seat in 0..4 {
            let mut buf = [0u8; 14];
            let mut n = 0;
            assert_eq!(mj_game_hand(game, seat, buf.as_mut_ptr(), 14, &mut n), MjStatus::Ok);
            hands.push(buf[..n].to_vec());
        }
        let mut len = 0;
        mj_game_record_json(game, std::ptr::null_mut(), 0, &mut len);
        let mut record = vec![0u8; len];
        assert_eq!(
            mj_game_record_json(game, record.as_mut_ptr().cast(), len, &mut len),
            MjStatus::Ok
        );
        GameView { state, result, hands, record }
    }
}

/// A finished game to share: the first of `games.txt`, played through the ABI.
fn finished_game(rules: *const MjRules, case: &GameCase) -> *mut MjGame {
    let mut game = std::ptr::null_mut();
    unsafe {
        assert_eq!(mj_game_new(rules, case.seed, case.dealer, &mut game), MjStatus::Ok);
        let mut ai = std::ptr::null_mut();
        assert_eq!(mj_ai_new(MjDifficulty::Hard as i32, 1, rules, &mut ai), MjStatus::Ok);
        let mut state = MjGameState::default();
        while mj_game_state(game, &mut state) == MjStatus::Ok && state.next_seat != MJ_NONE {
            let mut action = MjAction::default();
            let seat = i32::from(state.next_seat);
            assert_eq!(mj_game_ai_action(game, seat, ai, &mut action), MjStatus::Ok);
            assert_eq!(mj_game_apply(game, seat, &action), MjStatus::Ok);
        }
        mj_ai_free(ai);
    }
    game
}

#[test]
fn eight_threads_agree_with_one() {
    let cases = common::load_cases();
    let lines = data::load_analysis();
    let games = data::load_games();
    let mut handles: BTreeMap<String, *mut MjRules> =
        cases.iter().map(|c| (c.rules.clone(), common::rules_handle(&c.rules))).collect();
    for l in &lines {
        handles.entry(l.rules().to_string()).or_insert_with(|| common::rules_handle(l.rules()));
    }
    let game = finished_game(handles["changsha"], &games[0]);
    let shared = Shared(handles, game);
    let barrier = Barrier::new(THREADS);

    type Answered = (Vec<(usize, Answers)>, Vec<(usize, Line)>, Vec<GameCase>, Vec<GameView>);
    let per_thread: Vec<Answered> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..THREADS)
            .map(|t| {
                let (cases, lines, games) = (&cases, &lines, &games);
                let (shared, barrier) = (&shared, &barrier);
                s.spawn(move || {
                    let mut order: Vec<usize> = (0..cases.len()).collect();
                    let mut rng = ChaCha8Rng::seed_from_u64(t as u64);
                    let mut line_order: Vec<usize> = (0..lines.len()).collect();
                    let mut answers = Vec::new();
                    let mut analysed = Vec::new();
                    let mut played = Vec::new();
                    let mut views = Vec::new();
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
                        line_order.shuffle(&mut rng);
                        for &i in &line_order {
                            let rules = shared.0[lines[i].rules()];
                            analysed.push((i, unsafe { data::analysis_with(rules, &lines[i]) }));
                        }
                        views.push(view(shared.1));
                        own_game_error_stays_own(shared.1, t, round);
                    }
                    for g in games.iter().skip(t % 2) {
                        played.push(data::play_via_abi(g));
                    }
                    (answers, analysed, played, views)
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
    let single_view = view(shared.1);
    for (t, (answers, analysed, played, views)) in per_thread.iter().enumerate() {
        assert_eq!(answers.len(), ROUNDS * cases.len());
        for (i, a) in answers {
            assert_eq!(*a, single[*i], "thread {t}, case {}", cases[*i].to_line());
        }
        assert_eq!(analysed.len(), ROUNDS * lines.len());
        for (i, l) in analysed {
            assert_eq!(*l, lines[*i], "thread {t}, analysis line {}", lines[*i].to_line());
        }
        assert_eq!(played.len(), games.len() - t % 2);
        for g in played {
            assert!(games.contains(g), "thread {t}, game {}", g.to_line());
        }
        for v in views {
            assert_eq!(*v, single_view, "thread {t}: the shared game");
        }
    }
    unsafe { mj_game_free(shared.1) };
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

/// A failing read of the shared game with a seat only this thread uses.
fn own_game_error_stays_own(game: *const MjGame, thread: usize, round: usize) {
    let seat = 100 + (thread * ROUNDS + round) as i32;
    let mut n = 0;
    let status = unsafe { mj_game_hand(game, seat, std::ptr::null_mut(), 0, &mut n) };
    assert_eq!(status, MjStatus::InvalidArgument);
    std::thread::yield_now();
    let message = common::last_error();
    assert_eq!(message, format!("`seat` = {seat}: seats are 0-3"), "thread {thread}");
}
