//! The reproducers of issue 24 (an independent fuzz of `libmajiang`), each
//! now refused with a status and a message, natively; `bindings/js/test/
//! refusals.test.js` runs the same ones on `majiang.wasm`, where the
//! pointers past the end of the memory are the point.
//! - `mj_last_error` checks `buf` and `needed` like every buffer function,
//!   without replacing the message it is asked for;
//! - `mj_game_apply` and `mj_ai_observe_meld` take their struct by pointer
//!   (ABI 3), checked like any other;
//! - `mj_settle_win` refuses analyses no hand could have, or that the payer
//!   cannot pay;
//! - a record whose header scores would wrap is refused.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::last_error;
use majiang_abi::*;
use std::ffi::CString;

fn rules() -> *mut MjRules {
    mj_rules_new_changsha()
}

#[test]
fn last_error_refuses_bad_pointers_and_keeps_the_message() {
    let g = unsafe { mj_game_apply(std::ptr::null_mut(), 0, std::ptr::null()) };
    assert_eq!(g, MjStatus::NullPointer);
    let message = last_error();
    assert!(message.contains("`game` is NULL"), "{message}");
    let mut needed = 0usize;
    let s = unsafe { mj_last_error(std::ptr::null_mut(), 8, &mut needed) };
    assert_eq!((s, needed), (MjStatus::NullPointer, 0));
    let mut buf = [0 as std::ffi::c_char; 64];
    let s = unsafe { mj_last_error(buf.as_mut_ptr(), buf.len(), std::ptr::null_mut()) };
    assert_eq!(s, MjStatus::NullPointer);
    // A misaligned `needed`: refused, not written.
    let mut words = [0usize; 2];
    let odd = unsafe { words.as_mut_ptr().cast::<u8>().add(1).cast::<usize>() };
    let s = unsafe { mj_last_error(buf.as_mut_ptr(), buf.len(), odd) };
    assert_eq!((s, words), (MjStatus::InvalidArgument, [0, 0]));
    assert!(buf.iter().all(|&c| c == 0), "nothing written");
    // None of these replaced the message being asked for.
    assert_eq!(last_error(), message);
}

#[test]
fn structs_by_pointer_refuse_null_and_leave_everything_as_it_was() {
    let r = rules();
    let mut game = std::ptr::null_mut();
    assert_eq!(unsafe { mj_game_new(r, 5, 0, &mut game) }, MjStatus::Ok);
    let mut before = MjGameState::default();
    unsafe { mj_game_state(game, &mut before) };
    assert_eq!(unsafe { mj_game_apply(game, 0, std::ptr::null()) }, MjStatus::NullPointer);
    assert!(last_error().contains("`action` is NULL"));
    let mut after = MjGameState::default();
    unsafe { mj_game_state(game, &mut after) };
    assert_eq!(
        (after.next_seat, after.wall_left, after.phase),
        (before.next_seat, before.wall_left, before.phase)
    );
    let mut ai = std::ptr::null_mut();
    assert_eq!(unsafe { mj_ai_new(MjDifficulty::Expert as i32, 1, r, &mut ai) }, MjStatus::Ok);
    assert_eq!(unsafe { mj_ai_observe_meld(ai, std::ptr::null(), -1) }, MjStatus::NullPointer);
    assert!(last_error().contains("`meld` is NULL"));
    let mut seen = MjTileCounts { counts: [9; 34] };
    assert_eq!(unsafe { mj_ai_observed(ai, &mut seen) }, MjStatus::Ok);
    assert_eq!(seen.counts, [0; 34], "nothing observed");
    // The same calls with their struct work.
    let chi = MjMeld { kind: MjMeldKind::Chi as u8, tile: 0 };
    assert_eq!(unsafe { mj_ai_observe_meld(ai, &chi, -1) }, MjStatus::Ok);
    let mut action = MjAction::default();
    assert_eq!(unsafe { mj_game_ai_action(game, 0, ai, &mut action) }, MjStatus::Ok);
    assert_eq!(unsafe { mj_game_apply(game, 0, &action) }, MjStatus::Ok);
    unsafe {
        mj_ai_free(ai);
        mj_game_free(game);
        mj_rules_free(r);
    }
}

/// 碰碰胡 (with the regular shape too), as `mj_analyze_win` gives it.
fn pengpenghu(r: *const MjRules) -> MjWinAnalysis {
    let tiles: Vec<u8> = [0, 0, 0, 3, 3, 3, 15, 15, 15, 26, 26, 26, 10, 10].to_vec();
    let mut a = MjWinAnalysis::default();
    let s = unsafe {
        mj_analyze_win(
            r,
            tiles.as_ptr(),
            tiles.len(),
            std::ptr::null(),
            0,
            std::ptr::null(),
            &mut a,
        )
    };
    assert_eq!(s, MjStatus::Ok);
    assert_eq!(
        (a.win, a.small, a.big_hands, a.units),
        (1, 0, 1 << MjBigHand::Pengpenghu as u32, 1)
    );
    a
}

fn settle(r: *const MjRules, a: &MjWinAnalysis, payer: i32) -> (MjStatus, MjPoints) {
    let mut out = MjPoints { points: [7; 4] };
    let s = unsafe { mj_settle_win(r, a, 1, payer, 0, std::ptr::null(), 0, &mut out) };
    (s, out)
}

#[test]
fn impossible_analyses_are_refused_by_mj_settle_win() {
    let r = rules();
    let base = pengpenghu(r);
    assert_eq!(settle(r, &base, 0).0, MjStatus::Ok);
    let with = |f: &dyn Fn(&mut MjWinAnalysis)| {
        let mut a = base;
        f(&mut a);
        a
    };
    let tianhu = with(&|a| {
        a.big_hands |= 1 << MjBigHand::Tianhu as u32;
        a.big_hand_units[MjBigHand::Tianhu as usize] = 1;
        a.units = 2;
    });
    assert_eq!(settle(r, &tianhu, MJ_SELF_DRAW).0, MjStatus::Ok, "{}", last_error());
    let cases: Vec<(&str, MjWinAnalysis, i32, &str)> = vec![
        (
            "碰碰胡 worth 255 units",
            with(&|a| {
                a.big_hand_units[0] = 255;
                a.units = 255;
            }),
            0,
            "碰碰胡 is worth 1-1 unit(s), not 255",
        ),
        (
            "all 13 big hands",
            with(&|a| {
                a.big_hands = (1 << 13) - 1;
                for (id, n) in a.big_hand_units.iter_mut().enumerate().take(13) {
                    *n = if id == MjBigHand::HaohuaQixiaodui as usize { 2 } else { 1 };
                }
                a.units = 14;
            }),
            MJ_SELF_DRAW,
            "cannot be one hand",
        ),
        ("win with no target", with(&|a| a.targets = 0), 0, "no target"),
        ("small with a big hand", with(&|a| a.small = 1), 0, "small = true"),
        ("units not the sum", with(&|a| a.units = 9), 0, "units = 9 but the big hands add up to 1"),
        (
            "a unit past the last big hand",
            with(&|a| a.big_hand_units[14] = 1),
            0,
            "big_hand_units[14]",
        ),
        ("天胡 paid by a discarder", tianhu, 3, "天胡 is self-drawn"),
        (
            "天胡 with 地胡",
            {
                let mut a = tianhu;
                a.big_hands |= 1 << MjBigHand::Dihu as u32;
                a.big_hand_units[MjBigHand::Dihu as usize] = 1;
                a.units = 3;
                a
            },
            MJ_SELF_DRAW,
            "天胡 is won by self-draw and 地胡",
        ),
        ("unknown target bits", with(&|a| a.targets |= 1 << 20), 0, "targets = 0x"),
        (
            "a target the rules lack",
            with(&|a| a.targets |= 1 << MjTarget::ThirteenOrphans as u32),
            0,
            "thirteen_orphans",
        ),
    ];
    for (what, a, payer, fragment) in cases {
        let (s, out) = settle(r, &a, payer);
        assert_eq!(s, MjStatus::InvalidArgument, "{what}");
        assert_eq!(out.points, [7; 4], "{what}: nothing written");
        let message = last_error();
        assert!(message.contains(fragment), "{what}: {message}");
    }
    unsafe { mj_rules_free(r) };
}

#[test]
fn a_record_whose_scores_would_wrap_is_refused() {
    let rules = majiang_core::RuleSet::changsha();
    let mut game = majiang_core::game::Game::new(rules, 3, 0).unwrap();
    while let Some(seat) = game.next_to_act() {
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }
    let record = game.to_record();
    let replay = |text: &str| {
        let text = CString::new(text).unwrap();
        let mut out = std::ptr::null_mut();
        let s = unsafe { mj_game_replay(text.as_ptr(), &mut out) };
        (s, out)
    };
    let (s, ok) = replay(&record);
    assert_eq!(s, MjStatus::Ok);
    unsafe { mj_game_free(ok) };
    for scores in ["[2147483640,0,0,0]", "[0,0,-2147483648,5]", "[1000000001,0,0,0]"] {
        let bad = record.replacen("\"scores\":[0,0,0,0]", &format!("\"scores\":{scores}"), 1);
        assert_ne!(bad, record);
        let (s, out) = replay(&bad);
        assert_eq!((s, out), (MjStatus::ParseError, std::ptr::null_mut()), "{scores}");
        let message = last_error();
        assert!(message.contains("line 1") && message.contains("score out of range"), "{message}");
    }
}
