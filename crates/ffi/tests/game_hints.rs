//! `mj_game_hints` and `mj_game_hint_reasons`: EXPERT's hints for a seat of a
//! running game. Seeded games on every preset, played by the core's EXPERT on
//! a core `Game` and, action for action, on an ABI game: at every decision
//! each seat's hints through the ABI are the core's `expert::seat_hints` (the
//! list Godot's `MahjongTable.hints` shows), empty off the seat's turn, only
//! legal discards, `index` the position in `mj_game_hand`; on 国标 a seat is
//! priced at its own place from the dealer. Then the refusals.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::{last_error, rules_handle};
use majiang_abi::*;
use majiang_core::ai::Agent;
use majiang_core::expert::{Expert, ExpertAgent, Hint, Place, Position, seat_hints};
use majiang_core::game::{Action, Game, Phase};
use majiang_core::{RuleSet, Tile};

/// `mj_game_hints` of `seat`, by the two-call convention.
fn abi_hints(g: *const MjGame, seat: usize) -> Vec<MjHint> {
    let mut n = 0;
    let s = unsafe { mj_game_hints(g, seat as i32, std::ptr::null_mut(), 0, &mut n) };
    if n == 0 {
        assert_eq!(s, MjStatus::Ok, "{}", last_error());
        return Vec::new();
    }
    assert_eq!(s, MjStatus::BufferTooSmall);
    let mut out = vec![MjHint::default(); n];
    let s = unsafe { mj_game_hints(g, seat as i32, out.as_mut_ptr(), n, &mut n) };
    assert_eq!(s, MjStatus::Ok, "{}", last_error());
    out.truncate(n);
    out
}

/// `mj_game_hint_reasons` of `seat`, one string per line.
fn abi_reasons(g: *const MjGame, seat: usize, chinese: bool) -> Vec<String> {
    let mut n = 0;
    let flag = u8::from(chinese);
    let s = unsafe { mj_game_hint_reasons(g, seat as i32, flag, std::ptr::null_mut(), 0, &mut n) };
    assert_eq!(s, MjStatus::BufferTooSmall, "the NUL at least");
    let mut buf = vec![0u8; n];
    let s =
        unsafe { mj_game_hint_reasons(g, seat as i32, flag, buf.as_mut_ptr().cast(), n, &mut n) };
    assert_eq!(s, MjStatus::Ok, "{}", last_error());
    assert_eq!(buf.pop(), Some(0), "NUL-terminated");
    String::from_utf8(buf).unwrap().lines().map(str::to_string).collect()
}

fn abi_hand(g: *const MjGame, seat: usize) -> Vec<u8> {
    let mut out = [0u8; 14];
    let mut n = 0;
    let s = unsafe { mj_game_hand(g, seat as i32, out.as_mut_ptr(), 14, &mut n) };
    assert_eq!(s, MjStatus::Ok, "{}", last_error());
    out[..n].to_vec()
}

fn abi_legal(g: *const MjGame, seat: usize) -> Vec<MjAction> {
    let mut out = [MjAction::default(); 64];
    let mut n = 0;
    let s = unsafe { mj_game_legal_actions(g, seat as i32, out.as_mut_ptr(), 64, &mut n) };
    assert_eq!(s, MjStatus::Ok, "{}", last_error());
    out[..n].to_vec()
}

fn mj_action(a: Action) -> MjAction {
    let [kind, tile] = a.encode().to_be_bytes();
    MjAction { kind, tile }
}

/// The ABI's hint `h` equals the core's `c`, its index the tile's position
/// in `hand`.
fn assert_same(h: &MjHint, c: &Hint, hand: &[u8], what: &str) {
    assert_eq!(h.tile, c.tile.id(), "{what}");
    assert_eq!(usize::from(h.index), hand.iter().position(|&t| t == h.tile).unwrap(), "{what}");
    assert_eq!(h.shanten, c.shanten, "{what}");
    assert_eq!(h.draws, c.useful.iter().fold(0u64, |m, (t, _)| m | 1 << t.id()), "{what}");
    assert_eq!(usize::from(h.draw_kinds), c.useful.len(), "{what}");
    assert_eq!(h.draws_left, c.useful_tiles, "{what}");
    assert_eq!(h.targets.count_ones() as usize, c.targets.len(), "{what}");
    assert_eq!(h.win_prob.to_bits(), c.win_prob.to_bits(), "{what}");
    assert_eq!(h.points.to_bits(), c.points.to_bits(), "{what}");
}

/// What one preset's games showed.
#[derive(Default)]
struct Seen {
    turns: usize,
    off_turn: usize,
    /// Non-dealer turns whose hints at the seat's own place differ from the
    /// same position priced as East (国标's 门风刻).
    own_wind_mattered: usize,
}

/// Plays the hands of `preset` seeded by `seeds`, checking every seat's
/// hints at every decision, into `seen`.
fn play(preset: &str, seeds: std::ops::Range<u64>, seen: &mut Seen) {
    let rules = RuleSet::by_name(preset).unwrap();
    let r = rules_handle(preset);
    for seed in seeds {
        let dealer = (seed % 4) as usize;
        let mut core = Game::new(rules, seed, dealer).unwrap();
        let mut g = std::ptr::null_mut();
        assert_eq!(unsafe { mj_game_new(r, seed, dealer as i32, &mut g) }, MjStatus::Ok);
        let mut agent = ExpertAgent::default();
        let mut steps = 0;
        while let Some(next) = core.next_to_act() {
            steps += 1;
            assert!(steps < 2000, "{preset} seed {seed}: the hand does not end");
            for seat in 0..4 {
                let what = format!("{preset} seed {seed} step {steps} seat {seat}");
                let hints = abi_hints(g, seat);
                let (en, zh) = (abi_reasons(g, seat, false), abi_reasons(g, seat, true));
                let expected = seat_hints(&core, seat).unwrap();
                assert_eq!(hints.len(), expected.len(), "{what}");
                assert_eq!((en.len(), zh.len()), (hints.len(), hints.len()), "{what}");
                let hand = abi_hand(g, seat);
                for (i, (h, c)) in hints.iter().zip(&expected).enumerate() {
                    assert_same(h, c, &hand, &what);
                    assert_eq!((&en[i], &zh[i]), (&c.reason_en, &c.reason_zh), "{what}");
                }
                let on_turn = matches!(core.phase(), Phase::Turn { seat: s } if s == seat);
                if !on_turn {
                    assert!(hints.is_empty(), "{what}: hints off the seat's turn");
                    seen.off_turn += 1;
                    continue;
                }
                seen.turns += 1;
                let legal = abi_legal(g, seat);
                let discards: Vec<u8> = legal
                    .iter()
                    .filter(|a| a.kind == MjActionKind::Discard as u8)
                    .map(|a| a.tile)
                    .collect();
                for h in &hints {
                    assert!(
                        discards.contains(&h.tile),
                        "{what}: {} is not a legal discard",
                        h.tile
                    );
                }
                // A turn with a legal discard always has a hint: the
                // filter never empties the list.
                assert!(!hints.is_empty() || discards.is_empty(), "{what}: none of {discards:?}");
                if preset == "mcr" && seat != dealer {
                    seen.own_wind_mattered += usize::from(priced_as_east_differs(&core, seat));
                }
            }
            let obs = core.observation(next).unwrap();
            let action = agent.decide(&obs);
            core.apply(next, action).unwrap();
            let a = mj_action(action);
            assert_eq!(
                unsafe { mj_game_apply(g, next as i32, &a) },
                MjStatus::Ok,
                "{}",
                last_error()
            );
        }
        // After the hand: no hint for anyone.
        for seat in 0..4 {
            assert!(abi_hints(g, seat).is_empty());
            assert!(abi_reasons(g, seat, false).is_empty());
        }
        unsafe { mj_game_free(g) };
    }
    unsafe { mj_rules_free(r) };
}

/// [`play`] over `games` seeds from 0.
fn play_games(preset: &str, games: u64) -> Seen {
    let mut seen = Seen::default();
    play(preset, 0..games, &mut seen);
    seen
}

/// Whether `seat`'s hints at its place from the dealer (what the ABI gives,
/// checked equal just before) differ from the same position priced as
/// East, the place `mj_ai_hints` assumes: computed here from the seat's
/// observation with the core's `Position::at`.
fn priced_as_east_differs(core: &Game, seat: usize) -> bool {
    let obs = core.observation(seat).unwrap();
    let unseen = obs.unseen();
    let draws = obs.wall_left.div_ceil(4) as u32;
    let pos = Position::new(&obs.hand, obs.rules, &unseen, draws);
    let expert = Expert::default();
    let legal = |h: &Hint| obs.is_legal(Action::Discard(h.tile));
    let own: Vec<Hint> = expert
        .hints(&pos.at(Place::of(seat, obs.dealer)))
        .unwrap()
        .into_iter()
        .filter(legal)
        .collect();
    let east: Vec<Hint> = expert.hints(&pos).unwrap().into_iter().filter(legal).collect();
    let at_place: Vec<(Tile, u64)> =
        seat_hints(core, seat).unwrap().iter().map(|h| (h.tile, h.points.to_bits())).collect();
    assert_eq!(at_place, own.iter().map(|h| (h.tile, h.points.to_bits())).collect::<Vec<_>>());
    own.iter().zip(&east).any(|(a, b)| {
        (a.tile, a.points, a.win_prob, &a.reason_en) != (b.tile, b.points, b.win_prob, &b.reason_en)
    })
}

#[test]
fn changsha_hints_are_the_cores_at_every_turn() {
    let seen = play_games("changsha", 3);
    assert!(seen.turns > 50 && seen.off_turn > 150, "{} / {}", seen.turns, seen.off_turn);
}

#[test]
fn zhuanzhuan_hints_are_the_cores_at_every_turn() {
    let seen = play_games("zhuanzhuan", 3);
    assert!(seen.turns > 50, "{}", seen.turns);
}

#[test]
fn hongzhong_hints_are_the_cores_at_every_turn() {
    let seen = play_games("hongzhong", 3);
    assert!(seen.turns > 50, "{}", seen.turns);
}

#[test]
fn sichuan_hints_are_the_cores_at_every_turn() {
    // 换三张 and 定缺 come first: the hints are empty until the turns.
    let seen = play_games("sichuan", 3);
    assert!(seen.turns > 50, "{}", seen.turns);
}

#[test]
fn mcr_hints_price_each_seats_own_wind() {
    // A seat wind counts only in a hand that can make its pung (门风刻):
    // not at every table, so the seeds go on until one shows it.
    let mut seen = Seen::default();
    let mut seed = 0;
    while seed < 3 || (seen.own_wind_mattered == 0 && seed < 40) {
        play("mcr", seed..seed + 1, &mut seen);
        seed += 1;
    }
    assert!(seen.turns > 50, "{}", seen.turns);
    assert!(seen.own_wind_mattered > 0, "no non-dealer turn where the seat's wind changed a hint");
}

/// At the dealer's first turn nothing is seen but the seat's own hand, so a
/// fresh EXPERT handle told the wall (`mj_ai_hints`, priced as East: the
/// dealer's own place) ranks that hand exactly as `mj_game_hints` does —
/// the check every binding's test repeats through its own wrappers.
#[test]
fn the_dealers_first_turn_matches_a_fresh_ai() {
    for preset in ["changsha", "zhuanzhuan", "mcr"] {
        let r = rules_handle(preset);
        for seed in 0..4 {
            let dealer = (seed % 4) as i32;
            let mut g = std::ptr::null_mut();
            assert_eq!(unsafe { mj_game_new(r, seed, dealer, &mut g) }, MjStatus::Ok);
            let mut state = MjGameState::default();
            assert_eq!(unsafe { mj_game_state(g, &mut state) }, MjStatus::Ok);
            assert_eq!((state.phase, i32::from(state.seat)), (MjPhase::Turn as u8, dealer));
            let mut ai = std::ptr::null_mut();
            let s = unsafe { mj_ai_new(MjDifficulty::Expert as i32, 1, r, &mut ai) };
            assert_eq!(s, MjStatus::Ok);
            let wall = i32::from(state.wall_left);
            assert_eq!(unsafe { mj_ai_set_wall_left(ai, wall) }, MjStatus::Ok);
            let hand = abi_hand(g, dealer as usize);
            let mut out = [MjHint::default(); 14];
            let mut n = 0;
            let s = unsafe {
                mj_ai_hints(
                    ai,
                    hand.as_ptr(),
                    hand.len(),
                    std::ptr::null(),
                    0,
                    out.as_mut_ptr(),
                    14,
                    &mut n,
                )
            };
            assert_eq!(s, MjStatus::Ok, "{}", last_error());
            assert_eq!(abi_hints(g, dealer as usize), out[..n], "{preset} seed {seed}");
            unsafe { mj_ai_free(ai) };
            unsafe { mj_game_free(g) };
        }
        unsafe { mj_rules_free(r) };
    }
}

#[test]
fn refusals_name_the_bad_argument() {
    let r = rules_handle("changsha");
    let mut g = std::ptr::null_mut();
    assert_eq!(unsafe { mj_game_new(r, 5, 0, &mut g) }, MjStatus::Ok);
    let mut n = 7;
    for bad in [4, -1, 255] {
        let s = unsafe { mj_game_hints(g, bad, std::ptr::null_mut(), 0, &mut n) };
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(
            last_error().contains(&format!("`seat` = {bad}: seats are 0-3")),
            "{}",
            last_error()
        );
        let s = unsafe { mj_game_hint_reasons(g, bad, 0, std::ptr::null_mut(), 0, &mut n) };
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(last_error().contains("seats are 0-3"), "{}", last_error());
    }
    let s = unsafe { mj_game_hint_reasons(g, 0, 2, std::ptr::null_mut(), 0, &mut n) };
    assert_eq!(s, MjStatus::InvalidArgument);
    assert!(last_error().contains("`chinese` = 2"), "{}", last_error());
    let s = unsafe { mj_game_hints(std::ptr::null(), 0, std::ptr::null_mut(), 0, &mut n) };
    assert_eq!(s, MjStatus::NullPointer);
    assert!(last_error().contains("game"), "{}", last_error());
    let s =
        unsafe { mj_game_hint_reasons(std::ptr::null(), 0, 0, std::ptr::null_mut(), 0, &mut n) };
    assert_eq!(s, MjStatus::NullPointer);
    // The buffer convention: too small says how many, and writes none.
    let hints = abi_hints(g, 0);
    assert!(hints.len() > 1, "the dealer's first turn ranks several discards");
    let mut out = vec![MjHint::default(); hints.len()];
    let s = unsafe { mj_game_hints(g, 0, out.as_mut_ptr(), 1, &mut n) };
    assert_eq!((s, n), (MjStatus::BufferTooSmall, hints.len()));
    assert_eq!(out[0], MjHint::default());
    // A NULL out_len is refused, not written through.
    let s = unsafe { mj_game_hints(g, 0, out.as_mut_ptr(), out.len(), std::ptr::null_mut()) };
    assert_eq!(s, MjStatus::NullPointer);
    assert!(last_error().contains("out_len"), "{}", last_error());
    let s = unsafe { mj_game_hints(g, 0, out.as_mut_ptr(), out.len(), &mut n) };
    assert_eq!((s, n), (MjStatus::Ok, hints.len()));
    assert_eq!(out, hints);
    unsafe { mj_game_free(g) };
    unsafe { mj_rules_free(r) };
}
