//! Seeded random-input fuzzing of every entry point that takes host data:
//! tile arrays, melds, notation strings (including bytes that are not
//! UTF-8), option ids and values, wildcards, buffer capacities and NULL
//! pointers. Deterministic (ChaCha8, fixed seed) so a failure reproduces.
//!
//! Oracles, for every call:
//! - never `MJ_STATUS_PANIC` (a panic inside would also abort this test);
//! - success exactly when the core accepts the same input, with the core's
//!   answer (a differential test against `majiang-core` called directly);
//! - on failure, out-parameters untouched and a non-empty last-error message;
//! - buffer functions report the size needed.
//!
//! `MAJIANG_FUZZ_ITERS` sets the number of iterations (default 100,000,
//! about 370,000 calls); the count of calls is printed.

mod common;

use majiang_abi::*;
use majiang_core::{Hand, Meld, MeldKind, RuleSet, Target, Tile};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::ffi::CString;

const SENTINEL: u8 = 0xA5;

struct Fuzz {
    rng: ChaCha8Rng,
    calls: u64,
    /// Hand calls that succeeded and that were refused: both must be common.
    accepted: u64,
    refused: u64,
}

/// The rule set a handle was made with, mirrored in the core.
fn presets() -> Vec<(&'static str, RuleSet)> {
    let mut out = vec![
        ("changsha", RuleSet::changsha()),
        ("standard", RuleSet::standard()),
        ("eval_v1", RuleSet::eval_v1()),
    ];
    out.push((
        "changsha+w4",
        RuleSet::changsha().with_wildcard(Tile::try_from(4u8).unwrap()).unwrap(),
    ));
    out.push((
        "standard+w31",
        RuleSet::standard().with_wildcard(Tile::try_from(31u8).unwrap()).unwrap(),
    ));
    out
}

/// The core's reading of a raw hand, `None` when it refuses it.
fn core_hand(rules: &RuleSet, tiles: &[u8], melds: &[MjMeld]) -> Option<Hand> {
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

impl Fuzz {
    fn tile_byte(&mut self) -> u8 {
        match self.rng.random_range(0..20) {
            0 => self.rng.random(),
            1 => self.rng.random_range(27..40),
            _ => self.rng.random_range(0..27),
        }
    }

    /// A raw hand: usually a plausible one (a built hand, perhaps damaged),
    /// sometimes pure noise.
    fn raw_hand(&mut self, kinds: u8) -> (Vec<u8>, Vec<MjMeld>) {
        let melds = self.rng.random_range(0..=2);
        let mut h = match self.rng.random_range(0..4) {
            0 => common::complete_hand(&mut self.rng, kinds, melds),
            1 => common::ready_hand(&mut self.rng, kinds, melds),
            2 => {
                let len = self.rng.random_range(0..=15);
                common::deal(&mut self.rng, kinds, len)
            }
            _ => {
                let len = self.rng.random_range(0..=20);
                common::RawHand {
                    tiles: (0..len).map(|_| self.tile_byte()).collect(),
                    melds: Vec::new(),
                }
            }
        };
        // Damage: change a tile, add noise melds, drop or add tiles.
        for _ in 0..self.rng.random_range(0..3) {
            match self.rng.random_range(0..5) {
                0 if !h.tiles.is_empty() => {
                    let i = self.rng.random_range(0..h.tiles.len());
                    h.tiles[i] = self.tile_byte();
                }
                1 => h
                    .melds
                    .push(MjMeld { kind: self.rng.random_range(0..8), tile: self.tile_byte() }),
                2 if !h.tiles.is_empty() => {
                    h.tiles.pop();
                }
                3 => h.tiles.push(self.tile_byte()),
                _ => {}
            }
        }
        (h.tiles, h.melds)
    }

    fn hand_calls(&mut self, handles: &[(*mut MjRules, RuleSet)]) {
        let &(handle, rules) = handles.choose(&mut self.rng).unwrap();
        let (tiles, melds) = self.raw_hand(rules.kinds() as u8);
        let expected = core_hand(&rules, &tiles, &melds);
        // Occasionally a NULL where a pointer belongs.
        let null = self.rng.random_range(0..40);
        let rules_ptr = if null == 0 { std::ptr::null() } else { handle.cast_const() };
        let tiles_ptr =
            if null == 1 && !tiles.is_empty() { std::ptr::null() } else { tiles.as_ptr() };
        let melds_ptr =
            if null == 2 && !melds.is_empty() { std::ptr::null() } else { melds.as_ptr() };
        let pointers_ok = !rules_ptr.is_null() && !tiles_ptr.is_null() && !melds_ptr.is_null();
        let args = (rules_ptr, tiles_ptr, tiles.len(), melds_ptr, melds.len());
        let target = self.rng.random_range(-2..9);
        let hand = if pointers_ok { expected } else { None };

        macro_rules! call {
            ($f:ident, $ty:ty, $sentinel:expr, $want:expr $(, $extra:expr)?) => {{
                let mut out: $ty = $sentinel;
                let status = unsafe { $f(args.0, args.1, args.2, args.3, args.4, $($extra,)? &mut out) };
                self.calls += 1;
                let want: Option<Option<$ty>> = $want;
                match (status, want) {
                    (MjStatus::Ok, Some(Some(v))) => {
                        assert_eq!(out, v, "{} on {tiles:?} {melds:?}", stringify!($f));
                        self.accepted += 1;
                    }
                    (MjStatus::Panic, _) => panic!("{} panicked: {}", stringify!($f), common::last_error()),
                    (MjStatus::Ok, w) => panic!("{} accepted {tiles:?} {melds:?}, core: {w:?}", stringify!($f)),
                    (s, Some(Some(v))) => panic!(
                        "{} refused {tiles:?} {melds:?} ({s:?}: {}), core: {v:?}",
                        stringify!($f),
                        common::last_error()
                    ),
                    (_, _) => {
                        assert_eq!(out, $sentinel, "{} wrote its out-parameter on failure", stringify!($f));
                        assert!(!common::last_error().is_empty());
                        self.refused += 1;
                    }
                }
            }};
        }

        let valid_target = (0..7).contains(&target);
        let core_target = valid_target.then(|| Target::ALL[target as usize]);
        call!(mj_is_win, bool, true, hand.map(|h| Some(majiang_core::is_win(&h, &rules))));
        call!(mj_shanten, i32, -77, hand.map(|h| Some(majiang_core::shanten(&h, &rules).into())));
        call!(
            mj_shanten_for,
            i32,
            -77,
            hand.map(|h| core_target
                .map(|t| majiang_core::shanten_for(&h, &rules, t).map_or(99, i32::from))),
            target
        );
        call!(
            mj_winning_targets,
            u32,
            0xDEAD,
            hand.map(|h| {
                Some(
                    majiang_core::winning_targets(&h, &rules)
                        .into_iter()
                        .fold(0, |m, t| m | 1 << Target::ALL.iter().position(|x| *x == t).unwrap()),
                )
            })
        );
        call!(
            mj_waits,
            u64,
            0xDEAD,
            hand.map(|h| majiang_core::waits(&h, &rules).ok().map(|w| w.bits()))
        );
    }

    fn text(&mut self) -> Vec<u8> {
        const PIECES: &[&str] = &[
            "1", "2", "5", "9", "0", "m", "s", "p", "z", " ", ",", "[", "]", "万", "条", "筒",
            "一", "五", "九", "东", "中", "白", "發", ":", "peng", "chi", "gang", "an_gang",
            "bu_gang", "peng:5m", "chi:345s", "x", "é", "🀄",
        ];
        let mut bytes = Vec::new();
        for _ in 0..self.rng.random_range(0..12) {
            if self.rng.random_range(0..15) == 0 {
                // A raw byte: often not UTF-8; never NUL (the C string would end there).
                bytes.push(self.rng.random_range(1..=255));
            } else {
                bytes.extend_from_slice(PIECES.choose(&mut self.rng).unwrap().as_bytes());
            }
        }
        bytes
    }

    fn notation_calls(&mut self) {
        let bytes = self.text();
        let text = CString::new(bytes.clone()).unwrap();
        let utf8 = std::str::from_utf8(&bytes).ok();
        let cap = self.rng.random_range(0..20);

        let mut out = vec![SENTINEL; cap];
        let mut len = usize::MAX;
        let status = unsafe { mj_parse_tiles(text.as_ptr(), out.as_mut_ptr(), cap, &mut len) };
        self.calls += 1;
        let want = utf8.map(majiang_core::notation::parse_tiles);
        match (status, want) {
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
            }
            (s, w) => {
                panic!("mj_parse_tiles({bytes:?}) = {s:?} ({}), core {w:?}", common::last_error())
            }
        }

        let mut melds = vec![MjMeld { kind: SENTINEL, tile: SENTINEL }; cap.min(6)];
        let mut len = usize::MAX;
        let status =
            unsafe { mj_parse_melds(text.as_ptr(), melds.as_mut_ptr(), melds.len(), &mut len) };
        self.calls += 1;
        let want = utf8.map(majiang_core::meld::parse_melds);
        match (status, want) {
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

    fn format_calls(&mut self) {
        let len = self.rng.random_range(0..16);
        let ids: Vec<u8> = (0..len).map(|_| self.tile_byte()).collect();
        let tiles: Option<Vec<Tile>> = ids.iter().map(|&t| Tile::try_from(t).ok()).collect();
        let cap = self.rng.random_range(0..64);
        let mut buf = vec![SENTINEL as std::ffi::c_char; cap];
        let mut n = usize::MAX;
        let chinese = self.rng.random_bool(0.5);
        let f = if chinese { mj_format_tiles_chinese } else { mj_format_tiles };
        let status = unsafe { f(ids.as_ptr(), ids.len(), buf.as_mut_ptr(), cap, &mut n) };
        self.calls += 1;
        let want = tiles.map(|t| {
            if chinese {
                majiang_core::notation::format_chinese(t)
            } else {
                majiang_core::notation::format_tiles(t)
            }
        });
        match (status, want) {
            (MjStatus::Ok, Some(s)) => {
                let got = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) };
                assert_eq!(got.to_str().unwrap(), s);
                assert_eq!(n, s.len() + 1);
            }
            (MjStatus::BufferTooSmall, Some(s)) => assert!(n == s.len() + 1 && n > cap),
            (MjStatus::InvalidTile, None) => assert_eq!(n, usize::MAX),
            (s, w) => panic!("format {ids:?} cap {cap}: {s:?}, core {w:?}"),
        }
    }

    fn rules_calls(&mut self, rules: *mut MjRules) {
        let option = self.rng.random_range(-3..24);
        let value = match self.rng.random_range(0..6) {
            0 => i32::MIN,
            1 => i32::MAX,
            2 => self.rng.random_range(-5..1010),
            _ => self.rng.random_range(-1..7),
        };
        let mut before = -99;
        let got = unsafe { mj_rules_get_option(rules, option, &mut before) };
        let set = unsafe { mj_rules_set_option(rules, option, value) };
        let mut after = -99;
        let got_again = unsafe { mj_rules_get_option(rules, option, &mut after) };
        self.calls += 3;
        assert_eq!(got, got_again);
        match set {
            MjStatus::Ok => {
                assert_eq!(after, value, "option {option} set to {value} reads {after}")
            }
            MjStatus::InvalidOption | MjStatus::InvalidArgument => {
                assert_eq!(before, after, "a refused value changed option {option}");
                assert!(!common::last_error().is_empty());
            }
            other => panic!("set option {option} = {value}: {other:?}"),
        }
        let tile = self.rng.random_range(-3..40);
        let mut was = -99;
        let mut now = -99;
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
        self.calls += 3;
    }

    fn last_error_calls(&mut self) {
        let cap = self.rng.random_range(0..80);
        let mut buf = vec![SENTINEL as std::ffi::c_char; cap];
        let mut needed = 0;
        let status = unsafe {
            mj_last_error(
                if cap == 0 { std::ptr::null_mut() } else { buf.as_mut_ptr() },
                cap,
                &mut needed,
            )
        };
        self.calls += 1;
        match status {
            MjStatus::Ok => assert!(needed <= cap && buf[needed - 1] == 0),
            MjStatus::BufferTooSmall => assert!(needed > cap),
            other => panic!("mj_last_error: {other:?}"),
        }
    }
}

#[test]
fn random_inputs_never_panic_and_agree_with_the_core() {
    let iterations: u64 =
        std::env::var("MAJIANG_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let mut fuzz =
        Fuzz { rng: ChaCha8Rng::seed_from_u64(0xF022), calls: 0, accepted: 0, refused: 0 };
    let handles: Vec<(*mut MjRules, RuleSet)> =
        presets().into_iter().map(|(spec, rules)| (common::rules_handle(spec), rules)).collect();
    // A handle of its own for option fuzzing: its options drift from any preset.
    let scratch = mj_rules_new_standard();
    for _ in 0..iterations {
        match fuzz.rng.random_range(0..10) {
            0..=4 => fuzz.hand_calls(&handles),
            5 | 6 => fuzz.notation_calls(),
            7 => fuzz.format_calls(),
            8 => fuzz.rules_calls(scratch),
            _ => fuzz.last_error_calls(),
        }
    }
    // The scratch rules, whatever their options now, still answer hand calls.
    let hand = [0u8, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4];
    let mut s = 0;
    let status =
        unsafe { mj_shanten(scratch, hand.as_ptr(), hand.len(), std::ptr::null(), 0, &mut s) };
    assert!(matches!(status, MjStatus::Ok | MjStatus::InvalidTile), "{status:?}");
    unsafe { mj_rules_free(scratch) };
    for (h, _) in handles {
        unsafe { mj_rules_free(h) };
    }
    println!(
        "fuzz: {iterations} iterations, {} calls ({} hand calls answered, {} refused), \
         no panic, no disagreement",
        fuzz.calls, fuzz.accepted, fuzz.refused
    );
    assert!(fuzz.calls > iterations);
    assert!(fuzz.accepted * 5 > fuzz.refused && fuzz.refused * 5 > fuzz.accepted);
}
