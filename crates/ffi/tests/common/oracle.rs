//! Differential oracles for fuzzing the C ABI, shared by the seeded fuzz test
//! (`tests/fuzz.rs`) and the cargo-fuzz target (`fuzz/`). Each calls entry
//! points with host data and checks, for every call:
//! - never `MJ_STATUS_PANIC`;
//! - success exactly when the core, called directly, accepts the same input,
//!   with the core's answer;
//! - on failure, out-parameters untouched and a non-empty last-error message;
//! - buffer functions report the size needed and write nothing past it.
//!
//! A violated check panics (a test failure, or a crash libFuzzer reports).

use majiang_abi::*;
use majiang_core::{Hand, Meld, MeldKind, RuleSet, Target, Tile};
use std::ffi::{CStr, CString, c_char};

const SENTINEL: u8 = 0xA5;

/// Calls made, and hand calls answered or refused (both should be common).
#[derive(Debug, Default)]
pub struct Tally {
    pub calls: u64,
    pub accepted: u64,
    pub refused: u64,
}

/// This thread's last-error message, read with the two-call convention.
pub fn last_error() -> String {
    let mut needed = 0usize;
    let status = unsafe { mj_last_error(std::ptr::null_mut(), 0, &mut needed) };
    assert_eq!(status, MjStatus::BufferTooSmall, "size query");
    let mut buf = vec![0u8; needed];
    let status = unsafe { mj_last_error(buf.as_mut_ptr().cast(), buf.len(), &mut needed) };
    assert_eq!(status, MjStatus::Ok);
    buf.truncate(needed - 1);
    String::from_utf8(buf).expect("messages are UTF-8")
}

/// The rule sets fuzzed, by the name `rules_handle` knows them by.
pub fn presets() -> Vec<(&'static str, RuleSet)> {
    let w = |rules: RuleSet, t: u8| rules.with_wildcard(Tile::try_from(t).unwrap()).unwrap();
    vec![
        ("changsha", RuleSet::changsha()),
        ("standard", RuleSet::standard()),
        ("eval_v1", RuleSet::eval_v1()),
        ("changsha+w4", w(RuleSet::changsha(), 4)),
        ("standard+w31", w(RuleSet::standard(), 31)),
    ]
}

/// The core's reading of a raw hand, `None` when it refuses it.
pub fn core_hand(rules: &RuleSet, tiles: &[u8], melds: &[MjMeld]) -> Option<Hand> {
    let tiles: Vec<Tile> =
        tiles.iter().map(|&t| Tile::try_from(t)).collect::<Result<_, _>>().ok()?;
    if tiles.iter().any(|t| rules.check_tile(*t).is_err()) {
        return None;
    }
    let melds: Vec<Meld> = melds
        .iter()
        .map(|m| {
            let kind = MeldKind::from_index(m.kind.into())?;
            let tile = Tile::try_from(m.tile)?;
            rules.check_tile(tile)?;
            Meld::new(kind, tile)
        })
        .collect::<Result<_, _>>()
        .ok()?;
    Hand::from_tiles(&tiles, &melds, rules).ok()
}

/// One hand handed to every hand function; `null` replaces one pointer by
/// NULL (0 rules, 1 tiles, 2 melds; anything else none).
pub struct HandInput<'a> {
    pub handle: *const MjRules,
    pub rules: &'a RuleSet,
    pub tiles: &'a [u8],
    pub melds: &'a [MjMeld],
    pub target: i32,
    pub null: u8,
}

pub fn hand_calls(tally: &mut Tally, input: &HandInput<'_>) {
    let HandInput { handle, rules, tiles, melds, target, null } = *input;
    let rules_ptr = if null == 0 { std::ptr::null() } else { handle };
    let tiles_ptr = if null == 1 && !tiles.is_empty() { std::ptr::null() } else { tiles.as_ptr() };
    let melds_ptr = if null == 2 && !melds.is_empty() { std::ptr::null() } else { melds.as_ptr() };
    let pointers_ok = !rules_ptr.is_null() && !tiles_ptr.is_null() && !melds_ptr.is_null();
    let hand = if pointers_ok { core_hand(rules, tiles, melds) } else { None };
    let args = (rules_ptr, tiles_ptr, tiles.len(), melds_ptr, melds.len());

    macro_rules! call {
        ($f:ident, $ty:ty, $sentinel:expr, $want:expr $(, $extra:expr)?) => {{
            let mut out: $ty = $sentinel;
            let status =
                unsafe { $f(args.0, args.1, args.2, args.3, args.4, $($extra,)? &mut out) };
            tally.calls += 1;
            let want: Option<Option<$ty>> = $want;
            let name = stringify!($f);
            match (status, want) {
                (MjStatus::Ok, Some(Some(v))) => {
                    assert_eq!(out, v, "{name} on {tiles:?} {melds:?}");
                    tally.accepted += 1;
                }
                (MjStatus::Panic, _) => panic!("{name} panicked: {}", last_error()),
                (MjStatus::Ok, w) => panic!("{name} accepted {tiles:?} {melds:?}, core: {w:?}"),
                (s, Some(Some(v))) => panic!(
                    "{name} refused {tiles:?} {melds:?} ({s:?}: {}), core: {v:?}",
                    last_error()
                ),
                (_, _) => {
                    assert_eq!(out, $sentinel, "{name} wrote its out-parameter on failure");
                    assert!(!last_error().is_empty(), "{name} failed without a message");
                    tally.refused += 1;
                }
            }
        }};
    }

    let target_bit = |t: Target| 1u32 << Target::ALL.iter().position(|x| *x == t).unwrap();
    let core_target = (0..7).contains(&target).then(|| Target::ALL[target as usize]);
    call!(mj_is_win, bool, true, hand.map(|h| Some(majiang_core::is_win(&h, rules))));
    call!(mj_shanten, i32, -77, hand.map(|h| Some(majiang_core::shanten(&h, rules).into())));
    call!(
        mj_shanten_for,
        i32,
        -77,
        hand.map(
            |h| core_target.map(|t| majiang_core::shanten_for(&h, rules, t).map_or(99, i32::from))
        ),
        target
    );
    call!(
        mj_winning_targets,
        u32,
        0xDEAD,
        hand.map(|h| {
            Some(
                majiang_core::winning_targets(&h, rules)
                    .into_iter()
                    .fold(0, |m, t| m | target_bit(t)),
            )
        })
    );
    call!(
        mj_waits,
        u64,
        0xDEAD,
        hand.map(|h| majiang_core::waits(&h, rules).ok().map(|w| w.bits()))
    );
}

/// `mj_parse_tiles` and `mj_parse_melds` on `bytes` (no NUL inside) with room for `cap`.
pub fn notation_calls(tally: &mut Tally, bytes: &[u8], cap: usize) {
    let text = CString::new(bytes).expect("no NUL inside");
    let utf8 = std::str::from_utf8(bytes).ok();

    let mut out = vec![SENTINEL; cap];
    let mut len = usize::MAX;
    let status = unsafe { mj_parse_tiles(text.as_ptr(), out.as_mut_ptr(), cap, &mut len) };
    tally.calls += 1;
    match (status, utf8.map(majiang_core::notation::parse_tiles)) {
        (MjStatus::Ok, Some(Ok(tiles))) => {
            let ids: Vec<u8> = tiles.iter().map(|t| t.id()).collect();
            assert_eq!(&out[..len], &ids[..]);
            assert!(out[len..].iter().all(|&b| b == SENTINEL), "wrote past its count");
        }
        (MjStatus::BufferTooSmall, Some(Ok(tiles))) => {
            assert!(tiles.len() > cap && len == tiles.len());
            assert!(out.iter().all(|&b| b == SENTINEL));
        }
        (MjStatus::InvalidUtf8, None)
        | (MjStatus::ParseError | MjStatus::InvalidTile, Some(Err(_))) => {
            assert_eq!(len, usize::MAX);
            assert!(out.iter().all(|&b| b == SENTINEL));
            assert!(!last_error().is_empty());
        }
        (s, w) => panic!("mj_parse_tiles({bytes:?}) = {s:?} ({}), core {w:?}", last_error()),
    }

    let mut melds = vec![MjMeld { kind: SENTINEL, tile: SENTINEL }; cap.min(6)];
    let mut len = usize::MAX;
    let status =
        unsafe { mj_parse_melds(text.as_ptr(), melds.as_mut_ptr(), melds.len(), &mut len) };
    tally.calls += 1;
    match (status, utf8.map(majiang_core::meld::parse_melds)) {
        (MjStatus::Ok, Some(Ok(m))) => {
            let got: Vec<MjMeld> = m.into_iter().map(MjMeld::from).collect();
            assert_eq!(&melds[..len], &got[..]);
        }
        (MjStatus::BufferTooSmall, Some(Ok(m))) => assert_eq!(len, m.len()),
        (MjStatus::Panic, _) => panic!("mj_parse_melds panicked on {bytes:?}"),
        (MjStatus::Ok | MjStatus::BufferTooSmall, w) => {
            panic!("mj_parse_melds({bytes:?}) accepted; core {w:?}")
        }
        (_, Some(Ok(m))) => panic!("mj_parse_melds({bytes:?}) refused; core {m:?}"),
        (_, _) => assert_eq!(len, usize::MAX),
    }
}

/// `mj_format_tiles` or `mj_format_tiles_chinese` on raw ids with room for `cap` bytes.
pub fn format_calls(tally: &mut Tally, ids: &[u8], cap: usize, chinese: bool) {
    let tiles: Option<Vec<Tile>> = ids.iter().map(|&t| Tile::try_from(t).ok()).collect();
    let mut buf = vec![SENTINEL as c_char; cap];
    let mut n = usize::MAX;
    let f = if chinese { mj_format_tiles_chinese } else { mj_format_tiles };
    let status = unsafe { f(ids.as_ptr(), ids.len(), buf.as_mut_ptr(), cap, &mut n) };
    tally.calls += 1;
    let want = tiles.map(|t| {
        if chinese {
            majiang_core::notation::format_chinese(t)
        } else {
            majiang_core::notation::format_tiles(t)
        }
    });
    match (status, want) {
        (MjStatus::Ok, Some(s)) => {
            let got = unsafe { CStr::from_ptr(buf.as_ptr()) };
            assert_eq!(got.to_str().unwrap(), s);
            assert_eq!(n, s.len() + 1);
        }
        (MjStatus::BufferTooSmall, Some(s)) => assert!(n == s.len() + 1 && n > cap),
        (MjStatus::InvalidTile, None) => assert_eq!(n, usize::MAX),
        (s, w) => panic!("format {ids:?} cap {cap}: {s:?}, core {w:?}"),
    }
}

/// Sets an option and a wildcard on a scratch handle: a refused value
/// changes nothing, an accepted one reads back.
pub fn rules_calls(tally: &mut Tally, rules: *mut MjRules, option: i32, value: i32, tile: i32) {
    let mut before = -99;
    let got = unsafe { mj_rules_get_option(rules, option, &mut before) };
    let set = unsafe { mj_rules_set_option(rules, option, value) };
    let mut after = -99;
    let got_again = unsafe { mj_rules_get_option(rules, option, &mut after) };
    tally.calls += 3;
    assert_eq!(got, got_again);
    match set {
        MjStatus::Ok => assert_eq!(after, value, "option {option} set to {value} reads {after}"),
        MjStatus::InvalidOption | MjStatus::InvalidArgument => {
            assert_eq!(before, after, "a refused value changed option {option}");
            assert!(!last_error().is_empty());
        }
        other => panic!("set option {option} = {value}: {other:?}"),
    }
    let (mut was, mut now) = (-99, -99);
    unsafe {
        assert_eq!(mj_rules_get_wildcard(rules, &mut was), MjStatus::Ok);
        let status = mj_rules_set_wildcard(rules, tile);
        assert_eq!(mj_rules_get_wildcard(rules, &mut now), MjStatus::Ok);
        match status {
            MjStatus::Ok => assert_eq!(now, tile),
            MjStatus::InvalidTile => assert_eq!(now, was),
            other => panic!("set wildcard {tile}: {other:?}"),
        }
    }
    tally.calls += 3;
}

/// `mj_last_error` into a buffer of `cap` bytes.
pub fn last_error_call(tally: &mut Tally, cap: usize) {
    let mut buf = vec![SENTINEL as c_char; cap];
    let ptr = if cap == 0 { std::ptr::null_mut() } else { buf.as_mut_ptr() };
    let mut needed = 0;
    let status = unsafe { mj_last_error(ptr, cap, &mut needed) };
    tally.calls += 1;
    match status {
        MjStatus::Ok => assert!(needed <= cap && buf[needed - 1] == 0),
        MjStatus::BufferTooSmall => assert!(needed > cap),
        other => panic!("mj_last_error: {other:?}"),
    }
}
