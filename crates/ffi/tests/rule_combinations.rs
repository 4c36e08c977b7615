//! Random combinations of every rule option and wildcard, set through the
//! C ABI's setters exactly as a host would, then played: whatever the
//! setters accept, `mj_game_new` either refuses with a message or the hand
//! plays to its end without a panic, every payment sums to zero, and its
//! record replays to the same game (finished, and cut off mid-hand).
//!
//! The hands are seeded (ChaCha8, fixed seeds), so a failure reproduces;
//! `MAJIANG_COMBO_HANDS` sets the number of rule sets tried (default 3000,
//! two hands each).

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::oracle::last_error;
use majiang_abi::{
    MJ_NO_TILE, MjAction, MjGame, MjGameResult, MjGameState, MjRuleOption, MjRuleOptionInfo,
    MjRules, MjStatus, mj_game_apply, mj_game_free, mj_game_legal_actions, mj_game_new,
    mj_game_record_json, mj_game_replay, mj_game_result, mj_game_state, mj_rule_option_info,
    mj_rules_free, mj_rules_get_option, mj_rules_get_wildcard, mj_rules_new_by_name,
    mj_rules_set_option, mj_rules_set_wildcard,
};
use majiang_core::RuleSet;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::ffi::CString;

/// Every option's value as the host reads it (`i32::MIN` for an option of
/// another table, which is refused), and the wildcard.
fn snapshot(rules: *const MjRules) -> Vec<i32> {
    let mut values: Vec<i32> = (0..=MjRuleOption::SichuanRobKong as i32)
        .map(|o| {
            let mut v = i32::MIN;
            let status = unsafe { mj_rules_get_option(rules, o, &mut v) };
            let mut info = MjRuleOptionInfo::default();
            assert_eq!(unsafe { mj_rule_option_info(rules, o, &mut info) }, MjStatus::Ok);
            let want = if info.applies == 1 { MjStatus::Ok } else { MjStatus::InvalidOption };
            assert_eq!(status, want, "option {o}");
            v
        })
        .collect();
    let mut w = 0;
    assert_eq!(unsafe { mj_rules_get_wildcard(rules, &mut w) }, MjStatus::Ok);
    values.push(w);
    values
}

/// A preset changed by up to a dozen random setter calls (any option id,
/// values from every option's range and a little beyond, any wildcard or
/// none). A refused call must leave the rules as they were.
fn random_rules(rng: &mut ChaCha8Rng) -> (*mut MjRules, Vec<String>) {
    let name = RuleSet::PRESETS[rng.random_range(0..RuleSet::PRESETS.len())];
    let mut rules = std::ptr::null_mut();
    let c = CString::new(name).unwrap();
    assert_eq!(unsafe { mj_rules_new_by_name(c.as_ptr(), &mut rules) }, MjStatus::Ok);
    let mut calls = vec![name.to_string()];
    for _ in 0..rng.random_range(0..12) {
        let before = snapshot(rules);
        let (status, call) = if rng.random_range(0..4) == 0 {
            let tile = match rng.random_range(0..3) {
                0 => MJ_NO_TILE,
                1 => 31,
                _ => rng.random_range(0..34),
            };
            (unsafe { mj_rules_set_wildcard(rules, tile) }, format!("wildcard {tile}"))
        } else {
            let option = rng.random_range(0..=MjRuleOption::SichuanRobKong as i32);
            let value = [0, 1, 1, 0, 2, 3, 4, 5, 6, 8][rng.random_range(0..10)];
            (
                unsafe { mj_rules_set_option(rules, option, value) },
                format!("option {option}={value}"),
            )
        };
        if status == MjStatus::Ok {
            calls.push(call);
        } else {
            assert_ne!(status, MjStatus::Panic, "{calls:?} then {call}");
            assert!(!last_error().is_empty());
            assert_eq!(snapshot(rules), before, "{calls:?}: refused {call} changed the rules");
        }
    }
    (rules, calls)
}

fn state(game: *const MjGame) -> MjGameState {
    let mut s = MjGameState::default();
    assert_eq!(unsafe { mj_game_state(game, &mut s) }, MjStatus::Ok);
    s
}

fn record(game: *const MjGame) -> String {
    let mut len = 0usize;
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let status =
            unsafe { mj_game_record_json(game, buf.as_mut_ptr().cast(), buf.len(), &mut len) };
        if status == MjStatus::BufferTooSmall {
            buf.resize(len, 0);
            continue;
        }
        assert_eq!(status, MjStatus::Ok);
        buf.truncate(len - 1);
        return String::from_utf8(buf).unwrap();
    }
}

/// The record of `game` replays to a game whose record is the same text.
fn replays_exactly(game: *const MjGame, calls: &[String]) {
    let text = record(game);
    let c = CString::new(text.as_str()).unwrap();
    let mut again = std::ptr::null_mut();
    let status = unsafe { mj_game_replay(c.as_ptr(), &mut again) };
    assert_eq!(status, MjStatus::Ok, "{calls:?}: {}\n{text}", last_error());
    assert_eq!(record(again), text, "{calls:?}: the replay is another game");
    assert_eq!(state(again), state(game), "{calls:?}");
    unsafe { mj_game_free(again) };
}

/// Plays one hand with random legal actions (胡 whenever offered, half the
/// time). Returns the number of actions, or `None` when the rules were
/// refused at the start.
fn play(rules: *const MjRules, seed: u64, calls: &[String]) -> Option<usize> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc0b0);
    let mut game = std::ptr::null_mut();
    let status = unsafe { mj_game_new(rules, seed, (seed % 4) as i32, &mut game) };
    if status != MjStatus::Ok {
        assert_ne!(status, MjStatus::Panic, "{calls:?}");
        let message = last_error();
        assert!(!message.is_empty(), "{calls:?}");
        return None;
    }
    let cut = rng.random_range(0..120);
    let mut steps = 0;
    let mut legal = [MjAction::default(); 64];
    loop {
        let s = state(game);
        assert_eq!(s.scores.points.iter().sum::<i32>(), 0, "{calls:?} seed {seed}");
        if s.next_seat == majiang_abi::MJ_NONE {
            break;
        }
        let mut n = 0;
        let seat = i32::from(s.next_seat);
        let status =
            unsafe { mj_game_legal_actions(game, seat, legal.as_mut_ptr(), legal.len(), &mut n) };
        assert_eq!(status, MjStatus::Ok, "{calls:?}");
        assert!(n > 0, "{calls:?} seed {seed}: seat {seat} to act with nothing legal");
        let hu = legal[..n].iter().find(|a| a.kind == majiang_abi::MjActionKind::Hu as u8);
        let action = match hu {
            Some(a) if rng.random_range(0..2) == 0 => *a,
            _ => legal[rng.random_range(0..n)],
        };
        let status = unsafe { mj_game_apply(game, seat, &action) };
        assert_eq!(status, MjStatus::Ok, "{calls:?} seed {seed} {action:?}: {}", last_error());
        steps += 1;
        if steps == cut {
            replays_exactly(game, calls);
        }
    }
    let mut result = MjGameResult::default();
    assert_eq!(unsafe { mj_game_result(game, &mut result) }, MjStatus::Ok);
    assert_eq!(result.finished, 1);
    assert_eq!(result.deltas.points.iter().sum::<i32>(), 0, "{calls:?} seed {seed}");
    replays_exactly(game, calls);
    unsafe { mj_game_free(game) };
    Some(steps)
}

#[test]
fn every_combination_the_setters_accept_plays_zero_sum_and_replays() {
    let started = std::time::Instant::now();
    let sets: u64 =
        std::env::var("MAJIANG_COMBO_HANDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3000);
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let (mut played, mut refused, mut steps) = (0, 0, 0);
    // Which preset met which wildcard (none, 红中, another kind): the
    // random calls must reach every family with and without one.
    let mut met = std::collections::BTreeSet::new();
    for i in 0..sets {
        let (rules, calls) = random_rules(&mut rng);
        let mut wildcard = 0;
        assert_eq!(unsafe { mj_rules_get_wildcard(rules, &mut wildcard) }, MjStatus::Ok);
        let kind = match wildcard {
            MJ_NO_TILE => "none",
            31 => "red",
            _ => "other",
        };
        met.insert((calls[0].clone(), kind));
        for seed in [i * 2, i * 2 + 1] {
            match play(rules, seed, &calls) {
                Some(n) => {
                    played += 1;
                    steps += n;
                }
                None => refused += 1,
            }
        }
        unsafe { mj_rules_free(rules) };
    }
    println!(
        "{played} hands played ({steps} actions), {refused} refused at the start, in {:?}",
        started.elapsed()
    );
    // The setters refuse what the engine cannot play: nothing they accept
    // is refused when the hand starts.
    assert_eq!(refused, 0, "rules the setters accepted were refused by the game");
    assert!(played as u64 == sets * 2);
    if sets >= 3000 {
        for preset in RuleSet::PRESETS {
            let kinds: &[&str] = match preset {
                "sichuan" | "mcr" => &["none"],
                "zhuanzhuan" | "hongzhong" => &["none", "red", "other"],
                "standard" => &["none", "red", "other"],
                _ => &["none", "other"],
            };
            for kind in kinds {
                assert!(met.contains(&(preset.to_string(), *kind)), "never played {preset} {kind}");
            }
        }
    }
}
