//! The flat presets (转转 zhuanzhuan, 红中 hongzhong) from a host's side of
//! `libmajiang`: a host that tries to discard, meld or chi a 中, or to chi
//! under no-chi, gets a refusal status and the game is unchanged; a 中 is
//! never on offer; every finished hand's payment lines sum to zero and add
//! up to its result.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::last_error;
use majiang_abi::*;
use std::ffi::{CString, c_char};

/// 红中 (the honour 中).
const RED: u8 = 31;

fn preset(name: &str) -> *mut MjRules {
    let name = CString::new(name).unwrap();
    let mut r = std::ptr::null_mut();
    assert_eq!(unsafe { mj_rules_new_by_name(name.as_ptr(), &mut r) }, MjStatus::Ok);
    r
}

fn state(g: *const MjGame) -> MjGameState {
    let mut s = MjGameState::default();
    assert_eq!(unsafe { mj_game_state(g, &mut s) }, MjStatus::Ok);
    s
}

fn hand(g: *const MjGame, seat: usize) -> Vec<u8> {
    let mut buf = [0u8; 14];
    let mut n = 0;
    assert_eq!(unsafe { mj_game_hand(g, seat as i32, buf.as_mut_ptr(), 14, &mut n) }, MjStatus::Ok);
    buf[..n].to_vec()
}

fn legal(g: *const MjGame, seat: usize) -> Vec<MjAction> {
    let mut buf = [MjAction::default(); 40];
    let mut n = 0;
    let s = unsafe { mj_game_legal_actions(g, seat as i32, buf.as_mut_ptr(), 40, &mut n) };
    assert_eq!(s, MjStatus::Ok);
    buf[..n].to_vec()
}

fn record(g: *const MjGame) -> String {
    let mut n = 0;
    unsafe { mj_game_record_json(g, std::ptr::null_mut(), 0, &mut n) };
    let mut buf = vec![0 as c_char; n];
    assert_eq!(unsafe { mj_game_record_json(g, buf.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
    buf[..n - 1].iter().map(|&c| c as u8 as char).collect()
}

/// Everything a refused call must leave as it was: the table, every hand,
/// the record (every action applied) and the events waiting.
fn snapshot(g: *mut MjGame) -> (MjGameState, Vec<Vec<u8>>, String, usize) {
    let mut events = 0;
    unsafe { mj_game_events(g, std::ptr::null_mut(), 0, &mut events) };
    (state(g), (0..4).map(|s| hand(g, s)).collect(), record(g), events)
}

/// Applies `action` for `seat`, expecting a refusal that changes nothing.
fn refused(g: *mut MjGame, seat: usize, kind: MjActionKind, tile: u8) -> String {
    let before = snapshot(g);
    let action = MjAction { kind: kind as u8, tile };
    let status = unsafe { mj_game_apply(g, seat as i32, &action) };
    assert!(
        matches!(status, MjStatus::IllegalAction | MjStatus::InvalidArgument),
        "{kind:?} {tile} for seat {seat}: {status:?}"
    );
    let message = last_error();
    assert!(snapshot(g) == before, "{kind:?} {tile} refused but the game changed");
    message
}

/// The host's choice: what a HARD AI at the table would do.
fn choose(g: *const MjGame, seat: usize, ai: *mut MjAi) -> MjAction {
    let mut action = MjAction::default();
    assert_eq!(unsafe { mj_game_ai_action(g, seat as i32, ai, &mut action) }, MjStatus::Ok);
    action
}

fn hard_ai(rules: *const MjRules) -> *mut MjAi {
    let mut ai = std::ptr::null_mut();
    let s = unsafe { mj_ai_new(MjDifficulty::Hard as i32, 7, rules, &mut ai) };
    assert_eq!(s, MjStatus::Ok);
    ai
}

fn new_game(rules: *const MjRules, seed: u64) -> *mut MjGame {
    let mut g = std::ptr::null_mut();
    assert_eq!(unsafe { mj_game_new(rules, seed, (seed % 4) as i32, &mut g) }, MjStatus::Ok);
    g
}

fn payments(g: *const MjGame) -> Vec<MjPayment> {
    let mut n = 0;
    unsafe { mj_game_payments(g, std::ptr::null_mut(), 0, &mut n) };
    let mut lines = vec![MjPayment::default(); n];
    assert_eq!(unsafe { mj_game_payments(g, lines.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
    lines
}

#[test]
fn a_red_dragon_is_never_discarded_claimed_or_melded() {
    let r = preset("hongzhong");
    let ai = hard_ai(r);
    let (mut tried, mut finished_with_lines) = (0, 0);
    for seed in 0..12 {
        let g = new_game(r, seed);
        while let Some(seat) = Some(state(g).next_seat).filter(|&s| s != MJ_NONE) {
            let seat = usize::from(seat);
            let st = state(g);
            if st.phase == MjPhase::Turn as u8 && hand(g, seat).contains(&RED) {
                let message = refused(g, seat, MjActionKind::Discard, RED);
                assert!(message.starts_with("illegal action"), "{message}");
                refused(g, seat, MjActionKind::AnGang, RED);
                refused(g, seat, MjActionKind::BuGang, RED);
                tried += 1;
            }
            if st.phase == MjPhase::Claim as u8 {
                // No 中 is ever on offer, so none can be 碰'd or 杠'd; nor
                // is a run with a 中 ever a 吃.
                assert!(!st.tiles[..usize::from(st.tile_count)].contains(&RED));
                refused(g, seat, MjActionKind::Chi, RED);
                refused(g, seat, MjActionKind::Chi, RED - 2);
            }
            let action = choose(g, seat, ai);
            assert_eq!(unsafe { mj_game_apply(g, seat as i32, &action) }, MjStatus::Ok);
        }
        let lines = payments(g);
        let mut sum = [0i32; 4];
        for l in &lines {
            sum[usize::from(l.from)] -= l.points;
            sum[usize::from(l.to)] += l.points;
        }
        let mut result = MjGameResult::default();
        assert_eq!(unsafe { mj_game_result(g, &mut result) }, MjStatus::Ok);
        assert_eq!(sum, result.deltas.points, "seed {seed}: the lines are the result");
        finished_with_lines += usize::from(!lines.is_empty());
        unsafe { mj_game_free(g) };
    }
    assert!(tried > 20 && finished_with_lines > 0, "{tried} turns holding 中");
    unsafe {
        mj_ai_free(ai);
        mj_rules_free(r);
    }
}

/// The next seat's chi on the offered discard, if its hand makes one.
fn possible_chi(g: *const MjGame) -> Option<(usize, u8)> {
    let st = state(g);
    if st.phase != MjPhase::Claim as u8 || st.offer != MjOffer::Discard as u8 {
        return None;
    }
    let t = st.tiles[0];
    let next = (usize::from(st.seat) + 1) % 4;
    let h = hand(g, next);
    // The run t, t+1, t+2 within one suit.
    (t < 27 && t % 9 <= 6 && h.contains(&(t + 1)) && h.contains(&(t + 2))).then_some((next, t))
}

#[test]
fn chi_is_refused_under_no_chi_and_legal_with_the_option() {
    for name in ["zhuanzhuan", "hongzhong"] {
        let r = preset(name);
        let mut chi = -1;
        assert_eq!(
            unsafe { mj_rules_get_option(r, MjRuleOption::Chi as i32, &mut chi) },
            MjStatus::Ok
        );
        assert_eq!(chi, 0, "{name}: no chi by default");
        for allowed in [false, true] {
            let s = unsafe { mj_rules_set_option(r, MjRuleOption::Chi as i32, allowed.into()) };
            assert_eq!(s, MjStatus::Ok);
            let mut seen = 0;
            let ai = hard_ai(r);
            for seed in 0..8 {
                let g = new_game(r, seed);
                // Each discard is checked once, before any seat answers it.
                let mut checked = None;
                while let Some(seat) = Some(state(g).next_seat).filter(|&s| s != MJ_NONE) {
                    let key = Some((state(g).wall_left, state(g).seat));
                    if let Some((next, t)) = possible_chi(g).filter(|_| checked != key) {
                        checked = key;
                        let chi = MjAction { kind: MjActionKind::Chi as u8, tile: t };
                        // A seat with no claim to make is not asked at all.
                        let asked = state(g).pending & 1 << next != 0;
                        let offered = asked && legal(g, next).contains(&chi);
                        assert_eq!(offered, allowed, "{name} seed {seed}");
                        if !allowed {
                            let message = refused(g, next, MjActionKind::Chi, t);
                            assert!(message.starts_with("illegal action"), "{message}");
                        }
                        seen += 1;
                    }
                    let action = choose(g, usize::from(seat), ai);
                    assert_eq!(unsafe { mj_game_apply(g, i32::from(seat), &action) }, MjStatus::Ok);
                }
                unsafe { mj_game_free(g) };
            }
            assert!(seen > 5, "{name}: {seen} chances to chi");
            unsafe { mj_ai_free(ai) };
        }
        unsafe { mj_rules_free(r) };
    }
}

#[test]
fn unknown_presets_and_values_are_refused_with_the_allowed_ones() {
    let mut r = std::ptr::null_mut();
    let s = unsafe { mj_rules_new_by_name(c"sanma".as_ptr(), &mut r) };
    assert_eq!(s, MjStatus::InvalidOption);
    let message = last_error();
    assert!(
        message.contains("\"sanma\"")
            && message.contains("zhuanzhuan")
            && message.contains("hongzhong")
    );
    assert!(r.is_null());
    let hz = preset("hongzhong");
    let s = unsafe { mj_rules_set_option(hz, MjRuleOption::RedDragons as i32, 5) };
    assert_eq!(s, MjStatus::InvalidOption);
    assert_eq!(last_error(), "red_dragons = 5: 0, 4 or 8");
    let cs = mj_rules_new_changsha();
    let s = unsafe { mj_rules_set_option(cs, MjRuleOption::BirdRule as i32, 1) };
    assert_eq!(s, MjStatus::InvalidOption);
    assert!(last_error().contains("an option of the flat tables"), "{}", last_error());
    unsafe {
        mj_rules_free(hz);
        mj_rules_free(cs);
    }
}
