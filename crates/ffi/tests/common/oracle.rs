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
use majiang_core::{Hand, Meld, MeldKind, Payers, RuleSet, Target, Tile};
use std::ffi::{CStr, CString, c_char};

const SENTINEL: u8 = 0xA5;

/// Calls made, and hand calls answered or refused (both should be common).
#[derive(Debug, Default)]
pub struct Tally {
    pub calls: u64,
    pub accepted: u64,
    pub refused: u64,
    /// Game sessions whose script played the hand to its end.
    pub games_finished: u64,
    /// Damaged analyses `mj_settle_win` accepted (still possible ones) and refused.
    pub damaged_accepted: u64,
    pub damaged_refused: u64,
    /// 四川 calls answered and refused, and the answers that were wins.
    pub sichuan_answered: u64,
    pub sichuan_refused: u64,
    pub sichuan_wins: u64,
    /// Value calls (`mj_hand_value`, `mj_valued_waits`) answered and refused,
    /// and the values that were wins.
    pub value_answered: u64,
    pub value_refused: u64,
    pub value_wins: u64,
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
        ("zhuanzhuan", RuleSet::zhuanzhuan()),
        ("hongzhong", RuleSet::hongzhong()),
        ("sichuan", RuleSet::sichuan()),
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
    // A win is asked of a complete-size hand only: the ABI refuses a `3n+1` one
    // (its winning tile is missing), as `mj_waits` refuses a `3n+2` one.
    call!(
        mj_is_win,
        bool,
        true,
        hand.map(|h| h.is_complete_size().then(|| majiang_core::wins(&h, rules).ok()).flatten())
    );
    call!(
        mj_shanten,
        i32,
        -77,
        hand.map(|h| {
            majiang_core::winning_shanten(&h, rules).ok().map(|s| s.map_or(99, i32::from))
        })
    );
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
            h.is_complete_size().then(|| {
                majiang_core::winning_targets(&h, rules)
                    .into_iter()
                    .fold(0, |m, t| m | target_bit(t))
            })
        })
    );
    call!(
        mj_waits,
        u64,
        0xDEAD,
        hand.map(|h| majiang_core::winning_tiles(&h, rules).ok().map(|w| w.bits()))
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

// ----- Changsha analysis, payments, opening wins, ranked discards -----------------------

/// The ABI form of a core analysis (what `mj_analyze_win` must write).
pub fn expected_analysis(a: &majiang_core::WinAnalysis) -> MjWinAnalysis {
    let mut m = MjWinAnalysis {
        targets: a
            .targets
            .iter()
            .fold(0, |m, t| m | 1 << Target::ALL.iter().position(|x| x == t).unwrap()),
        units: a.units,
        win: 1,
        small: a.small.into(),
        ..MjWinAnalysis::default()
    };
    for (b, n) in &a.big_hands {
        let id = majiang_core::BigHand::ALL.iter().position(|x| x == b).unwrap();
        m.big_hands |= 1 << id;
        m.big_hand_units[id] = *n as u8;
    }
    m
}

/// The ABI form of the core's ranked discards of `hand`, read from `ids`.
pub fn expected_options(
    hand: &Hand,
    ids: &[u8],
    rules: &RuleSet,
    unseen: Option<&majiang_core::Counts>,
) -> Option<Vec<MjDiscardOption>> {
    let options = majiang_core::discard_options(hand, rules, unseen).ok()?;
    Some(
        options
            .iter()
            .map(|o| MjDiscardOption {
                draws: o.draws.kinds.bits(),
                draws_left: o.draws.total,
                tile: o.discard.id(),
                index: ids.iter().position(|&t| t == o.discard.id()).unwrap() as u8,
                shanten: o.shanten,
                draw_kinds: o.draws.kinds.len() as u8,
            })
            .collect(),
    )
}

/// The host data of one analysis round.
pub struct AnalysisInput<'a> {
    pub hand: HandInput<'a>,
    /// Context flags (any byte); `None` passes NULL.
    pub ctx: Option<[u8; 6]>,
    /// Settlement seats (any value) and bird bytes.
    pub winner: i32,
    pub payer: i32,
    pub dealer: i32,
    pub birds: &'a [u8],
    /// Copies unseen for the discard options (any bytes); `None` passes NULL.
    pub unseen: Option<[u8; 34]>,
    pub cap: usize,
    /// Edits of the analysis `mj_analyze_win` gave before it is settled
    /// again (see `corrupted_settle_call`); empty: none.
    pub corrupt: &'a [u8],
}

/// `mj_analyze_win` (then `mj_settle_win` on what it gave), `mj_opening_wins`
/// and `mj_discard_options` on one hand, each against the core.
pub fn analysis_calls(tally: &mut Tally, input: &AnalysisInput<'_>) {
    let h = &input.hand;
    let rules = h.rules;
    let hand = core_hand(rules, h.tiles, h.melds);
    let ctx = input.ctx.map(|c| MjWinContext {
        self_draw: c[0],
        last_tile: c[1],
        kong_flip: c[2],
        robbed_kong: c[3],
        first_turn: c[4],
        dealer: c[5],
    });
    let core_ctx = match input.ctx {
        None => Some(majiang_core::WinContext::default()),
        Some(c) if c.iter().all(|&f| f <= 1) => Some(majiang_core::WinContext {
            self_draw: c[0] == 1,
            last_tile: c[1] == 1,
            kong_flip: c[2] == 1,
            robbed_kong: c[3] == 1,
            first_turn: c[4] == 1,
            dealer: c[5] == 1,
        }),
        Some(_) => None,
    };
    // The Changsha family's analysis: the 四川 rules are refused (they count fan).
    let want = match (hand, core_ctx) {
        _ if rules.scoring == majiang_core::Scoring::Sichuan => None,
        (Some(hand), Some(ctx)) => majiang_core::analyze_win(&hand, rules, &ctx)
            .ok()
            .map(|a| a.as_ref().map_or_else(MjWinAnalysis::default, expected_analysis)),
        _ => None,
    };
    let sentinel = MjWinAnalysis { units: 777, ..MjWinAnalysis::default() };
    let mut out = sentinel;
    let ctx_ptr = ctx.as_ref().map_or(std::ptr::null(), |c| c as *const MjWinContext);
    let status = unsafe {
        mj_analyze_win(
            h.handle,
            h.tiles.as_ptr(),
            h.tiles.len(),
            h.melds.as_ptr(),
            h.melds.len(),
            ctx_ptr,
            &mut out,
        )
    };
    tally.calls += 1;
    match (status, want) {
        (MjStatus::Ok, Some(w)) => assert_eq!(out, w, "mj_analyze_win {:?} {:?}", h.tiles, ctx),
        (MjStatus::Panic, _) => panic!("mj_analyze_win panicked: {}", last_error()),
        (MjStatus::Ok, None) => panic!("mj_analyze_win accepted {:?} {ctx:?}", h.tiles),
        (s, Some(w)) => panic!("mj_analyze_win refused ({s:?}: {}), core {w:?}", last_error()),
        (_, None) => {
            assert_eq!(out, sentinel, "mj_analyze_win wrote on failure");
            assert!(!last_error().is_empty());
        }
    }
    if status == MjStatus::Ok && out.win == 1 {
        settle_call(tally, rules, h.handle, &out, input);
        if !input.corrupt.is_empty() {
            corrupted_settle_call(tally, rules, h.handle, &out, input);
        }
    }

    // Opening wins of the same tiles as a dealt hand.
    let dealt_ok = (13..=14).contains(&h.tiles.len())
        && majiang_core::Counts::from_tiles(h.tiles.iter().filter_map(|&t| Tile::try_from(t).ok()))
            .is_ok()
        && h.tiles.iter().all(|&t| Tile::try_from(t).is_ok_and(|t| rules.check_tile(t).is_ok()));
    let mut w = MjOpeningWins { total: 999, ..MjOpeningWins::default() };
    let status = unsafe { mj_opening_wins(h.handle, h.tiles.as_ptr(), h.tiles.len(), &mut w) };
    tally.calls += 1;
    if dealt_ok {
        assert_eq!(status, MjStatus::Ok, "mj_opening_wins {:?}: {}", h.tiles, last_error());
        let c =
            majiang_core::Counts::from_tiles(h.tiles.iter().map(|&t| Tile::try_from(t).unwrap()))
                .unwrap();
        let core = majiang_core::opening_wins(&c, rules);
        assert_eq!(w.total, core.iter().map(|x| x.1).sum::<u32>());
        for (o, n) in core {
            let id = majiang_core::OpeningWin::ALL.iter().position(|x| *x == o).unwrap();
            assert_eq!(u32::from(w.counts[id]), n);
        }
    } else {
        assert!(status != MjStatus::Ok && status != MjStatus::Panic, "{status:?}");
        assert_eq!(w.total, 999);
    }

    // Ranked discards into a buffer of `cap`.
    let unseen = input.unseen.map(|counts| MjTileCounts { counts });
    let core_unseen = match input.unseen {
        None => Some(None),
        Some(u) => majiang_core::Counts::from_array(u).ok().map(Some),
    };
    let want = match (hand, core_unseen) {
        (Some(hand), Some(u)) => expected_options(&hand, h.tiles, rules, u.as_ref()),
        _ => None,
    };
    let blank = MjDiscardOption { draws_left: 4242, ..MjDiscardOption::default() };
    let mut buf = vec![blank; input.cap];
    let mut len = usize::MAX;
    let unseen_ptr = unseen.as_ref().map_or(std::ptr::null(), |u| u as *const MjTileCounts);
    let status = unsafe {
        mj_discard_options(
            h.handle,
            h.tiles.as_ptr(),
            h.tiles.len(),
            h.melds.as_ptr(),
            h.melds.len(),
            unseen_ptr,
            buf.as_mut_ptr(),
            input.cap,
            &mut len,
        )
    };
    tally.calls += 1;
    match (status, want) {
        (MjStatus::Ok, Some(w)) => {
            assert_eq!(&buf[..len], &w[..]);
            assert!(buf[len..].iter().all(|o| *o == blank), "wrote past its count");
        }
        (MjStatus::BufferTooSmall, Some(w)) => {
            assert!(w.len() > input.cap && len == w.len());
            assert!(buf.iter().all(|o| *o == blank));
        }
        (MjStatus::Panic, _) => panic!("mj_discard_options panicked: {}", last_error()),
        (s @ (MjStatus::Ok | MjStatus::BufferTooSmall), None) => {
            panic!("mj_discard_options {:?}: {s:?}, core refuses", h.tiles)
        }
        (s, Some(w)) => {
            panic!("mj_discard_options {:?}: {s:?} ({}), core {w:?}", h.tiles, last_error())
        }
        (_, None) => assert_eq!(len, usize::MAX),
    }
}

/// `mj_settle_win` on an analysis the ABI gave, with the input's seats and birds.
fn settle_call(
    tally: &mut Tally,
    rules: &RuleSet,
    handle: *const MjRules,
    analysis: &MjWinAnalysis,
    input: &AnalysisInput<'_>,
) {
    let seat = |s: i32| usize::try_from(s).ok().filter(|s| *s < 4);
    let birds: Option<Vec<Tile>> = input
        .birds
        .iter()
        .map(|&b| Tile::try_from(b).ok().filter(|t| rules.check_tile(*t).is_ok()))
        .collect();
    let payers = if input.payer == MJ_SELF_DRAW {
        Some(Payers::AllOthers)
    } else {
        seat(input.payer).map(Payers::One)
    };
    let core = || -> Option<[i32; 4]> {
        let (winner, dealer, birds) = (seat(input.winner)?, seat(input.dealer)?, birds.clone()?);
        let payers = payers?;
        if payers == Payers::One(winner) {
            return None;
        }
        let mut hand_rules_analysis = None;
        // The core's analysis again, for its own settle_win.
        if let Some(h) = core_hand(rules, input.hand.tiles, input.hand.melds) {
            let ctx = input.ctx.map_or_else(majiang_core::WinContext::default, |c| {
                majiang_core::WinContext {
                    self_draw: c[0] == 1,
                    last_tile: c[1] == 1,
                    kong_flip: c[2] == 1,
                    robbed_kong: c[3] == 1,
                    first_turn: c[4] == 1,
                    dealer: c[5] == 1,
                }
            });
            hand_rules_analysis = majiang_core::analyze_win(&h, rules, &ctx).ok().flatten();
        }
        let a = hand_rules_analysis?;
        // A payer the win cannot have (one discarder for 天胡) is refused.
        a.check(payers, rules).ok()?;
        Some(majiang_core::settle_win(winner, payers, &a, dealer, &birds, rules))
    };
    let mut out = MjPoints { points: [7; 4] };
    let status = unsafe {
        mj_settle_win(
            handle,
            analysis,
            input.winner,
            input.payer,
            input.dealer,
            input.birds.as_ptr(),
            input.birds.len(),
            &mut out,
        )
    };
    tally.calls += 1;
    match (status, core()) {
        (MjStatus::Ok, Some(d)) => assert_eq!(out.points, d),
        (s, want) => {
            assert!(want.is_none() && s != MjStatus::Panic, "mj_settle_win {s:?}, core {want:?}");
            assert_eq!(out.points, [7; 4]);
        }
    }
}

/// The analysis an `MjWinAnalysis` spells, read field by field as the header
/// defines them, or `None` when a field holds what no analysis can (a flag
/// other than 0/1, a bit or slot without a meaning).
fn decoded(a: &MjWinAnalysis) -> Option<majiang_core::WinAnalysis> {
    use majiang_core::BigHand;
    let known = BigHand::ALL.len();
    if a.win != 1 || a.small > 1 || a.big_hands >> known != 0 || a.targets >> Target::ALL.len() != 0
    {
        return None;
    }
    let mut big_hands = Vec::new();
    for (id, &n) in a.big_hand_units.iter().enumerate() {
        match (id < known && a.big_hands >> id & 1 == 1, n) {
            (true, n) => big_hands.push((BigHand::ALL[id], u32::from(n))),
            (false, 0) => {}
            (false, _) => return None,
        }
    }
    Some(majiang_core::WinAnalysis {
        small: a.small == 1,
        big_hands,
        units: a.units,
        targets: Target::ALL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| a.targets >> i & 1 == 1)
            .map(|(_, t)| t)
            .collect(),
    })
}

/// What any accepted settlement's analysis holds, stated apart from the
/// library's own check (so a hole in both still shows): a win with a
/// target of the rules, units the sum of the slots, each hand 1 unit
/// (豪华七小对 2-4), small exactly without big hands, 七小对 not with
/// 豪华七小对, no self-drawn hand (天胡, 海底捞月, 杠上开花) with a
/// discard-only one (地胡, 海底炮, 杠上炮, 抢杠胡), and the former paid by
/// all others (`payer` = -1), the latter by one.
fn assert_possible(a: &MjWinAnalysis, payer: i32) {
    const HAOHUA: usize = 4;
    const SELF_DRAWN: u32 = 1 << 6 | 1 << 8 | 1 << 10;
    const DISCARD_ONLY: u32 = 1 << 7 | 1 << 9 | 1 << 11 | 1 << 12;
    let why = if a.win != 1 || a.small > 1 {
        "win/small flags"
    } else if a.targets == 0 || a.targets >> 7 != 0 {
        "targets"
    } else if a.big_hands >> 13 != 0 {
        "unknown big hand"
    } else if a.units != a.big_hand_units.iter().map(|&n| u32::from(n)).sum::<u32>() {
        "units not the sum"
    } else if a.big_hand_units.iter().enumerate().any(|(id, &n)| {
        let listed = id < 13 && a.big_hands >> id & 1 == 1;
        let range = if id == HAOHUA { 2..=4 } else { 1..=1 };
        if listed { !range.contains(&n) } else { n != 0 }
    }) {
        "a unit out of range"
    } else if (a.small == 1) != (a.big_hands == 0) {
        "small with big hands"
    } else if a.big_hands & 0b11000 == 0b11000 {
        "七小对 with 豪华七小对"
    } else if a.big_hands & SELF_DRAWN != 0 && a.big_hands & DISCARD_ONLY != 0 {
        "self-drawn with discard-only hands"
    } else if payer == MJ_SELF_DRAW && a.big_hands & DISCARD_ONLY != 0 {
        "a discard-only hand paid by all"
    } else if payer != MJ_SELF_DRAW && a.big_hands & SELF_DRAWN != 0 {
        "a self-drawn hand paid by one"
    } else {
        return;
    };
    panic!("mj_settle_win accepted an impossible analysis ({why}): {a:?}, payer {payer}");
}

/// Damages the analysis `mj_analyze_win` gave, by `input.corrupt` read as
/// edits of three bytes `[what, a, b]`: a field nudged or set, a bit
/// flipped, a big hand added or dropped with its units kept summed (so
/// the deeper checks are reached), or any byte of the struct set. Then
/// `mj_settle_win` must agree with the core's `WinAnalysis::check` on the
/// decoded struct, never accept an impossible analysis, and write nothing
/// when it refuses.
fn corrupted_settle_call(
    tally: &mut Tally,
    rules: &RuleSet,
    handle: *const MjRules,
    analysis: &MjWinAnalysis,
    input: &AnalysisInput<'_>,
) {
    let mut a = *analysis;
    for e in input.corrupt.chunks_exact(3) {
        let (x, y) = (e[1], e[2]);
        match e[0] % 8 {
            0 => a.units = a.units.wrapping_add(x as i8 as u32),
            1 => a.big_hands ^= 1 << (x % 32),
            2 => a.big_hand_units[usize::from(x % 16)] = y,
            3 => a.targets ^= 1 << (x % 32),
            4 => a.win = x % 3,
            5 => a.small = x % 3,
            6 => {
                // A big hand toggled, its units with it: still summed.
                let id = usize::from(x % 13);
                a.big_hands ^= 1 << id;
                let old = u32::from(a.big_hand_units[id]);
                let new = if a.big_hands >> id & 1 == 1 { 1 + u32::from(y % 4) } else { 0 };
                a.big_hand_units[id] = new as u8;
                a.units = a.units.wrapping_sub(old).wrapping_add(new);
                a.small = u8::from(a.big_hands == 0);
            }
            _ => {
                // Any byte of the struct (padding included).
                let size = size_of::<MjWinAnalysis>();
                // SAFETY: a plain-old-data struct of `size` bytes; any byte
                // pattern is a valid value of its integer fields.
                unsafe { (&raw mut a).cast::<u8>().add(usize::from(x) % size).write(y) };
            }
        }
    }
    let seat = |s: i32| usize::try_from(s).ok().filter(|s| *s < 4);
    let payers = if input.payer == MJ_SELF_DRAW {
        Some(Payers::AllOthers)
    } else {
        seat(input.payer).map(Payers::One)
    };
    let birds: Option<Vec<Tile>> = input
        .birds
        .iter()
        .map(|&b| Tile::try_from(b).ok().filter(|t| rules.check_tile(*t).is_ok()))
        .collect();
    let want = (|| {
        let (winner, dealer, birds, payers) =
            (seat(input.winner)?, seat(input.dealer)?, birds?, payers?);
        if payers == Payers::One(winner) {
            return None;
        }
        let core = decoded(&a)?;
        core.check(payers, rules).ok()?;
        Some(majiang_core::settle_win(winner, payers, &core, dealer, &birds, rules))
    })();
    let mut out = MjPoints { points: [7; 4] };
    let status = unsafe {
        mj_settle_win(
            handle,
            &a,
            input.winner,
            input.payer,
            input.dealer,
            input.birds.as_ptr(),
            input.birds.len(),
            &mut out,
        )
    };
    tally.calls += 1;
    match (status, want) {
        (MjStatus::Ok, Some(points)) => {
            assert_possible(&a, input.payer);
            assert_eq!(out.points, points, "{a:?}");
            tally.damaged_accepted += 1;
        }
        (MjStatus::Panic, _) => panic!("mj_settle_win panicked: {}", last_error()),
        (MjStatus::Ok, None) => panic!("mj_settle_win accepted {a:?}, the core refuses it"),
        (s, Some(_)) => panic!("mj_settle_win refused {a:?} ({s:?}: {})", last_error()),
        (_, None) => {
            assert_eq!(out.points, [7; 4], "mj_settle_win wrote on failure");
            assert!(!last_error().is_empty());
            tally.damaged_refused += 1;
        }
    }
}

// ----- AI players ------------------------------------------------------------------------

/// EXPERT's answer to claim question `k` (0 peng, 1 chi, 2 gang, 3 hu on the
/// discard) on `tile`, as the ABI documents them: a call the hand cannot
/// make is a no; with a `3n+2` hand, gang is the kong of one's own turn.
pub fn expert_answer(
    hand: &Hand,
    rules: &RuleSet,
    unseen: &majiang_core::Counts,
    draws: u32,
    tile: Tile,
    k: usize,
) -> majiang_core::Result<bool> {
    use majiang_core::expert::{Call, Expert, Position};
    let e = Expert::default();
    let held = |t: Tile| hand.concealed().get(t);
    if hand.is_complete_size() {
        if k != 2 {
            return Err(majiang_core::Error::WrongHandSize {
                what: "a claim on a discard",
                expected: "3n+1",
                got: hand.concealed().total(),
            });
        }
        return match e.choose_own_kong(&Position::new(hand, rules, unseen, draws), tile) {
            Err(majiang_core::Error::IllegalAction(_)) => Ok(false),
            r => r,
        };
    }
    let call = |options: &[Call]| -> majiang_core::Result<bool> {
        if options.is_empty() {
            return Ok(false);
        }
        Ok(e.choose_call(&Position::new(hand, rules, unseen, draws), tile, options)?.is_some())
    };
    match k {
        0 if held(tile) >= 2 => call(&[Call::Peng]),
        1 => {
            let chis: Vec<Call> = (0..3u8)
                .filter_map(|d| {
                    let low = tile.id().checked_sub(d)?;
                    let m = Meld::chi(Tile::try_from(low).ok()?).ok()?;
                    m.tiles().all(|t| t == tile || held(t) >= 1).then_some(Call::Chi(m.tile()))
                })
                .collect();
            call(&chis)
        }
        2 if held(tile) >= 3 => call(&[Call::Gang]),
        3 => {
            match hand.with_tile(tile) {
                Ok(h) if majiang_core::wins(&h, rules)? => {}
                _ => return Ok(false),
            }
            e.win_on_discard(&Position::new(hand, rules, unseen, draws), tile)
        }
        _ => Ok(false),
    }
}

/// Copies of each kind not in `hand` nor `seen`, or `None` past four.
fn unseen_of(hand: &Hand, rules: &RuleSet, seen: &[u8; 34]) -> Option<majiang_core::Counts> {
    let own = hand.all_tiles();
    let mut out = [0u8; 34];
    for k in 0..rules.kinds() {
        out[k] = 4u8.checked_sub(own.as_array()[k] + seen[k])?;
    }
    majiang_core::Counts::from_array(out).ok()
}

/// One AI through the ABI beside its core twin (`TutorialAi`), fed the same
/// script: every answer must agree, every refusal must leave the twin's
/// random stream where the ABI left its own.
///
/// Script steps are 3 bytes: what to call, then its arguments.
pub fn ai_session(
    tally: &mut Tally,
    handle: *const MjRules,
    rules: &RuleSet,
    difficulty: i32,
    seed: u64,
    hands: &[(Vec<u8>, Vec<MjMeld>)],
    script: &[u8],
) {
    let mut ai: *mut MjAi = std::ptr::NonNull::dangling().as_ptr();
    let status = unsafe { mj_ai_new(difficulty, seed, handle, &mut ai) };
    tally.calls += 1;
    match difficulty {
        0..=3 => assert_eq!(status, MjStatus::Ok, "{}", last_error()),
        _ => {
            assert_eq!(status, MjStatus::InvalidArgument);
            assert!(last_error().contains(&format!("`difficulty` = {difficulty}")));
            return;
        }
    }
    // Seat 0 set: the seat's own generator and remembered melds, as the twin
    // (a seatless AI answers each call on its own: `seats.rs`, `seatless.py`).
    assert_eq!(unsafe { mj_ai_set_seat(ai, 0) }, MjStatus::Ok);
    let mut twin = majiang_core::ai::tutorial::TutorialAi::new(difficulty.into(), seed);
    let mut seen = [0u8; 34];
    // EXPERT's state: the discards observed (the wall estimate) and the own
    // melds last given with a complete-size hand.
    let mut discards = 0u32;
    let mut own_melds: Vec<MjMeld> = Vec::new();
    let expert_view = |h: &Hand, seen: &[u8; 34], discards: u32| {
        let wall = (rules.kinds() as u32 * 4 - 53).saturating_sub(discards);
        unseen_of(h, rules, seen).map(|u| (u, wall.div_ceil(4)))
    };
    for step in script.chunks_exact(3) {
        let (hand, melds) = &hands[usize::from(step[1]) % hands.len()];
        tally.calls += 1;
        match step[0] % 7 {
            6 => {
                let mut yes = true;
                let s = unsafe {
                    mj_ai_should_hu(
                        ai,
                        hand.as_ptr(),
                        hand.len(),
                        melds.as_ptr(),
                        melds.len(),
                        &mut yes,
                    )
                };
                // The rules' whole law (四川: 缺一门, a 吃 refused).
                let hand = core_hand(rules, hand, melds).filter(Hand::is_complete_size);
                match hand.map(|h| majiang_core::wins(&h, rules)) {
                    Some(Ok(wins)) => {
                        assert_eq!((s, yes), (MjStatus::Ok, wins));
                        own_melds = melds.clone();
                    }
                    _ => assert!(s != MjStatus::Ok && s != MjStatus::Panic && yes, "{s:?}"),
                }
            }
            0 => {
                let mut index = usize::MAX;
                let s = unsafe {
                    mj_ai_decide_discard(
                        ai,
                        hand.as_ptr(),
                        hand.len(),
                        melds.as_ptr(),
                        melds.len(),
                        &mut index,
                    )
                };
                let whole = core_hand(rules, hand, melds).filter(Hand::is_complete_size);
                if whole.is_some() {
                    own_melds = melds.clone();
                }
                let core = if difficulty == 3 {
                    whole.and_then(|h| {
                        let (u, draws) = expert_view(&h, &seen, discards)?;
                        let t = majiang_core::expert::Expert::default()
                            .choose_discard(&majiang_core::expert::Position::new(
                                &h, rules, &u, draws,
                            ))
                            .ok()?;
                        hand.iter().position(|&x| x == t.id())
                    })
                } else {
                    whole.and_then(|_| {
                        let tiles: Vec<Tile> =
                            hand.iter().map(|&t| Tile::try_from(t).unwrap()).collect();
                        let melds: Vec<Meld> = melds
                            .iter()
                            .map(|m| {
                                Meld::new(
                                    MeldKind::ALL[usize::from(m.kind)],
                                    Tile::try_from(m.tile).unwrap(),
                                )
                                .unwrap()
                            })
                            .collect();
                        twin.decide_discard_in(&tiles, &melds, rules).ok()
                    })
                };
                match (s, core) {
                    (MjStatus::Ok, Some(i)) => assert_eq!(index, i, "decide_discard {hand:?}"),
                    (s, c) => {
                        assert!(
                            s != MjStatus::Ok && s != MjStatus::Panic && c.is_none(),
                            "{s:?} {c:?} index {index} hand {hand:?} melds {melds:?} difficulty {difficulty} rules {}",
                            rules.name
                        );
                        assert_eq!(index, usize::MAX);
                    }
                }
            }
            1..=3 => {
                let d = i32::from(step[2] % 7) - 2;
                let tile = step[2].wrapping_mul(13) % 40;
                let mut yes = false;
                let ask = [mj_ai_should_peng, mj_ai_should_chi, mj_ai_should_gang]
                    [usize::from(step[0] % 7) - 1];
                let s = unsafe { ask(ai, hand.as_ptr(), hand.len(), tile, d, &mut yes) };
                let valid_hand = hand.len() <= 14
                    && hand
                        .iter()
                        .all(|&t| Tile::try_from(t).is_ok_and(|t| rules.check_tile(t).is_ok()))
                    && majiang_core::Counts::from_tiles(
                        hand.iter().map(|&t| Tile::try_from(t).unwrap()),
                    )
                    .is_ok();
                let offered = Tile::try_from(tile).ok().filter(|t| rules.check_tile(*t).is_ok());
                match (valid_hand, offered, d) {
                    (true, Some(t), 0..=2) => {
                        assert_eq!(s, MjStatus::Ok, "{}", last_error());
                        let tiles: Vec<Tile> =
                            hand.iter().map(|&x| Tile::try_from(x).unwrap()).collect();
                        let want = match step[0] % 7 {
                            1 => twin.should_peng(&tiles, t, d.into()),
                            2 => twin.should_chi(&tiles, t, d.into()),
                            _ => twin.should_gang(&tiles, t, d.into()),
                        };
                        assert_eq!(yes, want);
                    }
                    (true, Some(t), 3) => {
                        let k = usize::from(step[0] % 7) - 1;
                        let want = core_hand(rules, hand, &own_melds).and_then(|h| {
                            let (u, draws) = expert_view(&h, &seen, discards)?;
                            Some(expert_answer(&h, rules, &u, draws, t, k))
                        });
                        match want {
                            Some(Ok(w)) => {
                                assert_eq!(s, MjStatus::Ok, "{}", last_error());
                                assert_eq!(yes, w);
                            }
                            _ => assert!(s != MjStatus::Ok && s != MjStatus::Panic, "{s:?}"),
                        }
                    }
                    _ => assert!(
                        s != MjStatus::Ok && s != MjStatus::Panic,
                        "{s:?} {} hand {hand:?} tile {tile} d {d} rules {}",
                        last_error(),
                        rules.name
                    ),
                }
            }
            4 => {
                let tile = step[2] % 36;
                let s = unsafe { mj_ai_observe_discard(ai, tile) };
                let ok = Tile::try_from(tile).is_ok_and(|t| rules.check_tile(t).is_ok())
                    && seen[usize::from(tile)] < 4;
                assert_eq!(s == MjStatus::Ok, ok, "observe {tile}: {s:?}");
                if ok {
                    seen[usize::from(tile)] += 1;
                    discards += 1;
                }
            }
            _ => {
                let mut counts = MjTileCounts { counts: [9; 34] };
                assert_eq!(unsafe { mj_ai_observed(ai, &mut counts) }, MjStatus::Ok);
                assert_eq!(counts.counts, seen);
                if step[2] % 4 == 0 {
                    assert_eq!(unsafe { mj_ai_reset(ai) }, MjStatus::Ok);
                    seen = [0; 34];
                    discards = 0;
                    own_melds.clear();
                }
            }
        }
    }
    unsafe { mj_ai_free(ai) };
}

// ----- The game engine ----------------------------------------------------------------

/// The `MjEventKind`s a core event shows as (an independent reading of the
/// mapping): one, one per seat for 换三张, and `WIN_FAN` after a 四川 win.
fn event_kinds(e: &majiang_core::game::Event) -> impl Iterator<Item = u8> {
    use majiang_core::game::Event as E;
    let n = if matches!(e, E::Exchanged { .. }) { 4 } else { 1 };
    let fan = matches!(e, E::Won(w) if w.fan.is_some()).then_some(MjEventKind::WinFan as u8);
    std::iter::repeat_n(event_kind(e), n).chain(fan)
}

/// The `MjEventKind` of a core event.
fn event_kind(e: &majiang_core::game::Event) -> u8 {
    use majiang_core::game::Event as E;
    (match e {
        E::Dealt { .. } => MjEventKind::Dealt,
        E::OpeningWin(_) => MjEventKind::OpeningWin,
        E::Drew { .. } => MjEventKind::Drew,
        E::Discarded { .. } => MjEventKind::Discarded,
        E::Passed { .. } => MjEventKind::Passed,
        E::Melded { .. } => MjEventKind::Melded,
        E::KongFlip { .. } => MjEventKind::KongFlip,
        E::HaidiOffered { .. } => MjEventKind::HaidiOffered,
        E::HaidiShown { .. } => MjEventKind::HaidiShown,
        E::Won(_) => MjEventKind::Won,
        E::ExhaustiveDraw => MjEventKind::ExhaustiveDraw,
        E::BirdsFlipped { .. } => MjEventKind::BirdsFlipped,
        E::Settled { .. } => MjEventKind::Settled,
        E::Finished { .. } => MjEventKind::Finished,
        E::ExchangePicked { .. } => MjEventKind::ExchangePicked,
        E::Exchanged { .. } => MjEventKind::Exchanged,
        E::VoidsDeclared { .. } => MjEventKind::VoidsDeclared,
        E::Flower { .. } => MjEventKind::Flower,
    }) as u8
}

fn core_action(a: MjAction) -> Option<majiang_core::game::Action> {
    majiang_core::game::Action::from_parts(a.kind, a.tile).ok()
}

fn abi_action(a: majiang_core::game::Action) -> MjAction {
    let [kind, tile] = a.encode().to_be_bytes();
    MjAction { kind, tile }
}

/// A game through the ABI beside its core twin, driven by a script of
/// 3-byte steps (legal actions, malformed or illegal ones, AI choices,
/// legal-action and event queries with small buffers). After every step the
/// two must agree on the state; at the end on the result and the record.
pub fn game_session(
    tally: &mut Tally,
    handle: *const MjRules,
    rules: &RuleSet,
    seed: u64,
    dealer: i32,
    difficulty: i32,
    script: &[u8],
) {
    use majiang_core::ai::Agent;
    use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
    use majiang_core::expert::ExpertAgent;
    use majiang_core::game::Game;
    let mut game: *mut MjGame = std::ptr::null_mut();
    let status = unsafe { mj_game_new(handle, seed, dealer, &mut game) };
    tally.calls += 1;
    let Some(dealer) = usize::try_from(dealer).ok().filter(|d| *d < 4) else {
        assert_eq!(status, MjStatus::InvalidArgument);
        assert!(game.is_null());
        return;
    };
    assert_eq!(status, MjStatus::Ok, "{}", last_error());
    let mut twin = Game::new(*rules, seed, dealer).unwrap();
    let level = difficulty.rem_euclid(4);
    // One AI handle for every seat decides as one core agent per seat, each
    // seeded by the handle's seed.
    let mut agents: [Box<dyn Agent>; 4] = std::array::from_fn(|_| -> Box<dyn Agent> {
        match level {
            3 => Box::new(ExpertAgent::default()),
            d => Box::new(TutorialAgent::new(
                [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard][d as usize],
                seed ^ 0x5EED,
            )),
        }
    });
    let mut ai = std::ptr::null_mut();
    assert_eq!(unsafe { mj_ai_new(level, seed ^ 0x5EED, handle, &mut ai) }, MjStatus::Ok);
    let mut pending: Vec<u8> = twin.opening_events().iter().flat_map(event_kinds).collect();
    for step in script.chunks_exact(3) {
        tally.calls += 1;
        let next = twin.next_to_act();
        match step[0] % 8 {
            0..=3 => {
                // A legal action of the next seat (or a pass of seat 0 once the hand is over).
                let (seat, action) = match next {
                    Some(s) => {
                        let legal = twin.legal(s);
                        (s, legal[usize::from(step[1]) % legal.len()])
                    }
                    None => (0, majiang_core::game::Action::Pass),
                };
                let s = unsafe { mj_game_apply(game, seat as i32, &abi_action(action)) };
                let core = twin.apply(seat, action);
                assert_eq!(s == MjStatus::Ok, core.is_ok(), "{s:?} {core:?}");
                if let Ok(events) = core {
                    pending.extend(events.iter().flat_map(event_kinds));
                }
            }
            4 => {
                let seat = i32::from(step[1] % 7) - 1;
                let action = MjAction { kind: step[2] % 14, tile: step[1].wrapping_mul(7) % 41 };
                let s = unsafe { mj_game_apply(game, seat, &action) };
                let core =
                    match (usize::try_from(seat).ok().filter(|s| *s < 4), core_action(action)) {
                        (Some(seat), Some(a)) => twin.apply(seat, a).map_err(|_| ()),
                        _ => Err(()),
                    };
                assert_eq!(s == MjStatus::Ok, core.is_ok(), "{action:?} at {seat}: {s:?}");
                assert_ne!(s, MjStatus::Panic);
                match core {
                    Ok(events) => pending.extend(events.iter().flat_map(event_kinds)),
                    Err(()) => assert!(!last_error().is_empty()),
                }
            }
            5 => {
                let seat = match next {
                    Some(s) if step[1] % 4 != 0 => s,
                    _ => usize::from(step[1] % 4),
                };
                let mut chosen = MjAction { kind: 99, tile: 99 };
                let s = unsafe { mj_game_ai_action(game, seat as i32, ai, &mut chosen) };
                if twin.is_pending(seat) {
                    assert_eq!(s, MjStatus::Ok, "{}", last_error());
                    let want = agents[seat].decide(&twin.observation(seat).unwrap());
                    assert_eq!(chosen, abi_action(want));
                    assert_eq!(unsafe { mj_game_apply(game, seat as i32, &chosen) }, MjStatus::Ok);
                    pending.extend(twin.apply(seat, want).unwrap().iter().flat_map(event_kinds));
                } else {
                    assert_eq!(s, MjStatus::IllegalAction);
                    assert_eq!(chosen.kind, 99);
                }
            }
            6 => {
                let seat = i32::from(step[1] % 6) - 1;
                let cap = usize::from(step[2] % 48);
                let mut buf = vec![MjAction { kind: 0xEE, tile: 0xEE }; cap];
                let mut len = usize::MAX;
                let s =
                    unsafe { mj_game_legal_actions(game, seat, buf.as_mut_ptr(), cap, &mut len) };
                match usize::try_from(seat).ok().filter(|s| *s < 4) {
                    None => assert_eq!((s, len), (MjStatus::InvalidArgument, usize::MAX)),
                    Some(seat) => {
                        let want: Vec<MjAction> =
                            twin.legal(seat).iter().map(|a| abi_action(*a)).collect();
                        assert_eq!(len, want.len());
                        if want.len() <= cap {
                            assert_eq!(s, MjStatus::Ok);
                            assert_eq!(&buf[..len], &want[..]);
                        } else {
                            assert_eq!(s, MjStatus::BufferTooSmall);
                        }
                    }
                }
            }
            _ => {
                let cap = usize::from(step[2] % 24);
                let mut buf = vec![MjEvent::default(); cap];
                let mut len = usize::MAX;
                let s = unsafe { mj_game_events(game, buf.as_mut_ptr(), cap, &mut len) };
                assert_eq!(len, pending.len());
                if pending.len() <= cap {
                    assert_eq!(s, MjStatus::Ok);
                    let kinds: Vec<u8> = buf[..len].iter().map(|e| e.kind).collect();
                    assert_eq!(kinds, pending);
                    pending.clear();
                } else {
                    assert_eq!(s, MjStatus::BufferTooSmall);
                }
            }
        }
        let mut state = MjGameState::default();
        assert_eq!(unsafe { mj_game_state(game, &mut state) }, MjStatus::Ok);
        assert_eq!(state.next_seat, twin.next_to_act().map_or(MJ_NONE, |s| s as u8));
        assert_eq!(usize::from(state.wall_left), twin.wall().len());
        assert_eq!(state.scores.points, twin.scores());
        let pending_seats = twin.pending_seats().fold(0u8, |m, s| m | 1 << s);
        assert_eq!(state.pending, pending_seats);
        assert_eq!(state.phase == MjPhase::Finished as u8, twin.is_finished());
    }
    let mut r = MjGameResult::default();
    assert_eq!(unsafe { mj_game_result(game, &mut r) }, MjStatus::Ok);
    assert_eq!(r.finished == 1, twin.is_finished());
    if let Some(core) = twin.result() {
        tally.games_finished += 1;
        assert_eq!(r.deltas.points, core.deltas);
        assert_eq!(usize::from(r.next_dealer), core.next_dealer);
    }
    let mut len = 0;
    assert_eq!(
        unsafe { mj_game_record_json(game, std::ptr::null_mut(), 0, &mut len) },
        MjStatus::BufferTooSmall
    );
    let mut text = vec![0u8; len];
    assert_eq!(
        unsafe { mj_game_record_json(game, text.as_mut_ptr().cast(), len, &mut len) },
        MjStatus::Ok
    );
    assert_eq!(std::str::from_utf8(&text[..len - 1]).unwrap(), twin.to_record());
    unsafe {
        mj_ai_free(ai);
        mj_game_free(game);
    }
}

/// The 四川 calls on one hand — `mj_sichuan_analyze` (with `ctx` flags of any
/// byte, or NULL), `mj_sichuan_waits` and `mj_sichuan_best_ready_hand` — each
/// against `majiang_core::sichuan`: refused for rules other than 四川's or a
/// hand the core refuses, else the core's answer.
pub fn sichuan_calls(tally: &mut Tally, input: &HandInput<'_>, ctx: Option<[u8; 6]>) {
    use majiang_core::sichuan::{self, SichuanContext};
    let HandInput { handle, rules, tiles, melds, .. } = *input;
    let hand = (rules.scoring == majiang_core::Scoring::Sichuan)
        .then(|| core_hand(rules, tiles, melds))
        .flatten();
    let args = (handle, tiles.as_ptr(), tiles.len(), melds.as_ptr(), melds.len());
    let expected = |a: Option<&sichuan::SichuanAnalysis>| {
        let mut out = MjSichuanAnalysis::default();
        if let Some(a) = a {
            out.win = 1;
            out.fan = a.fan;
            for p in &a.patterns {
                let id = pattern_index(p.id());
                out.patterns |= 1 << id;
                out.pattern_counts[id] += 1;
            }
        }
        out
    };
    let core_ctx = match ctx {
        None => Some(None),
        Some(c) if c.iter().all(|&f| f <= 1) => Some(Some(SichuanContext {
            self_draw: c[0] == 1,
            after_kong: c[1] == 1,
            robbed_kong: c[2] == 1,
            last_tile: c[3] == 1,
            first_turn: c[4] == 1,
            dealer: c[5] == 1,
        })),
        Some(_) => None,
    };
    let want = match (&hand, core_ctx) {
        (Some(h), Some(c)) => match c {
            None => sichuan::analyze(h, rules),
            Some(c) => sichuan::analyze_with(h, rules, &c),
        }
        .ok()
        .map(|a| expected(a.as_ref())),
        _ => None,
    };
    let raw_ctx = ctx.map(|c| MjSichuanContext {
        self_draw: c[0],
        after_kong: c[1],
        robbed_kong: c[2],
        last_tile: c[3],
        first_turn: c[4],
        dealer: c[5],
    });
    let ctx_ptr = raw_ctx.as_ref().map_or(std::ptr::null(), |c| c as *const MjSichuanContext);
    let sentinel = MjSichuanAnalysis { fan: 777, ..MjSichuanAnalysis::default() };
    let mut out = sentinel;
    let status =
        unsafe { mj_sichuan_analyze(args.0, args.1, args.2, args.3, args.4, ctx_ptr, &mut out) };
    check_call(tally, "mj_sichuan_analyze", status, (out, sentinel), want, tiles);
    tally.sichuan_wins += u64::from(status == MjStatus::Ok && out.win == 1);

    let want = hand
        .as_ref()
        .and_then(|h| sichuan::winning_draws(h, rules).ok())
        .map(|d| d.iter().fold(0u64, |m, (t, _)| m | 1 << t.id()));
    let mut mask = 0xDEAD;
    let status = unsafe { mj_sichuan_waits(args.0, args.1, args.2, args.3, args.4, &mut mask) };
    check_call(tally, "mj_sichuan_waits", status, (mask, 0xDEAD), want, tiles);

    // The generic checks on the 四川 rules answer as the 四川 calls: 缺一门.
    if rules.scoring == majiang_core::Scoring::Sichuan {
        let mut mask = 0xDEAD;
        let status = unsafe { mj_waits(args.0, args.1, args.2, args.3, args.4, &mut mask) };
        check_call(tally, "mj_waits (sichuan)", status, (mask, 0xDEAD), want, tiles);
        // A `3n+1` hand is refused: its winning tile is missing.
        let want = hand.as_ref().and_then(|h| {
            h.is_complete_size().then(|| sichuan::analyze(h, rules).ok().map(|a| a.is_some()))?
        });
        let mut win = true;
        let status = unsafe { mj_is_win(args.0, args.1, args.2, args.3, args.4, &mut win) };
        check_call(tally, "mj_is_win (sichuan)", status, (win, true), want, tiles);
    }

    let want = hand.as_ref().and_then(|h| sichuan::best_ready_hand(h, rules).ok()).map(|b| {
        b.map_or((MJ_NO_TILE, MjSichuanAnalysis::default()), |(t, a)| {
            (i32::from(t.id()), expected(Some(&a)))
        })
    });
    let (mut tile, mut best) = (99, sentinel);
    let status = unsafe {
        mj_sichuan_best_ready_hand(args.0, args.1, args.2, args.3, args.4, &mut tile, &mut best)
    };
    check_call(
        tally,
        "mj_sichuan_best_ready_hand",
        status,
        ((tile, best), (99, sentinel)),
        want,
        tiles,
    );
}

/// A name as the ABI's fixed field holds it.
fn name_field(name: &str) -> [u8; MJ_VALUE_NAME_BYTES] {
    let mut out = [0; MJ_VALUE_NAME_BYTES];
    out[..name.len()].copy_from_slice(name.as_bytes());
    out
}

/// A core value as the ABI writes it.
fn raw_value(v: &majiang_core::value::HandValue) -> (MjHandValue, Vec<MjValueLine>) {
    use majiang_core::value::Unit;
    let unit = match v.unit {
        Unit::Alike => MjValueUnit::Alike,
        Unit::Units => MjValueUnit::Units,
        Unit::Fan => MjValueUnit::Fan,
    };
    let lines = v
        .lines
        .iter()
        .map(|l| MjValueLine {
            id: name_field(l.id),
            chinese: name_field(l.chinese),
            english: name_field(l.english),
            value: l.value,
            count: l.count,
        })
        .collect();
    let out = MjHandValue {
        total: v.total,
        toward_minimum: v.toward_minimum,
        unit: unit as i32,
        win: v.win.into(),
        meets_minimum: v.meets_minimum.into(),
        shanten: v.shanten,
    };
    (out, lines)
}

/// The value calls on one hand under any rules — `mj_hand_value` and
/// `mj_valued_waits`, with context words (or NULL) — each against
/// `majiang_core::value`: refused where the core refuses the hand or the
/// words, else the core's answer.
pub fn value_calls(tally: &mut Tally, input: &HandInput<'_>, words: Option<&str>) {
    use majiang_core::value::{self, WinSituation};
    let HandInput { handle, rules, tiles, melds, .. } = *input;
    let hand = core_hand(rules, tiles, melds);
    let args = (handle, tiles.as_ptr(), tiles.len(), melds.as_ptr(), melds.len());
    let c_words = words.map(|w| CString::new(w).expect("words without NUL"));
    let words_ptr = c_words.as_ref().map_or(std::ptr::null(), |w| w.as_ptr());
    let situation = WinSituation::parse(words.unwrap_or(""));
    let before = (tally.sichuan_answered, tally.sichuan_refused);

    let last = tiles.last().and_then(|&t| Tile::try_from(t).ok());
    let want = hand.as_ref().filter(|h| h.is_complete_size()).and_then(|h| {
        let v = value::value(h, rules, situation.as_ref().ok()?, last).ok()?;
        let (out, lines) = raw_value(&v);
        let mut buf = vec![MjValueLine::default(); 24];
        buf[..lines.len()].copy_from_slice(&lines);
        Some((out, lines.len(), buf))
    });
    let sentinel = MjHandValue { total: 777, ..MjHandValue::default() };
    let (mut out, mut n, mut buf) = (sentinel, 0, vec![MjValueLine::default(); 24]);
    let status = unsafe {
        mj_hand_value(
            args.0,
            args.1,
            args.2,
            args.3,
            args.4,
            words_ptr,
            &mut out,
            buf.as_mut_ptr(),
            buf.len(),
            &mut n,
        )
    };
    let untouched = (sentinel, 0, vec![MjValueLine::default(); 24]);
    let won = status == MjStatus::Ok && out.win == 1;
    check_call(tally, "mj_hand_value", status, ((out, n, buf), untouched), want, tiles);
    tally.value_wins += u64::from(won);

    let want = hand.as_ref().filter(|h| !h.is_complete_size()).and_then(|h| {
        let waits = value::valued_waits(h, rules, situation.as_ref().ok()?).ok()?;
        let mut list = vec![MjValuedWait::default(); 34];
        for (slot, (t, v)) in list.iter_mut().zip(&waits) {
            *slot = MjValuedWait { value: raw_value(v).0, tile: t.id() };
        }
        Some((waits.len(), list))
    });
    let mut list = vec![MjValuedWait::default(); 34];
    let mut n = 999;
    let status = unsafe {
        mj_valued_waits(
            args.0,
            args.1,
            args.2,
            args.3,
            args.4,
            words_ptr,
            list.as_mut_ptr(),
            34,
            &mut n,
        )
    };
    let untouched = (999, vec![MjValuedWait::default(); 34]);
    check_call(tally, "mj_valued_waits", status, ((n, list), untouched), want, tiles);
    // check_call counts 四川's answers: these were the value calls'.
    tally.value_answered += tally.sichuan_answered - before.0;
    tally.value_refused += tally.sichuan_refused - before.1;
    (tally.sichuan_answered, tally.sichuan_refused) = before;
}

/// The `MjSichuanPattern` whose identifier (`mj_sichuan_pattern_id_name`) is `id`.
fn pattern_index(id: &str) -> usize {
    (0..MJ_SICHUAN_PATTERN_SLOTS)
        .find(|&i| {
            let mut name = std::ptr::null();
            let status = unsafe { mj_sichuan_pattern_id_name(i as i32, &mut name) };
            status == MjStatus::Ok && unsafe { CStr::from_ptr(name) }.to_str() == Ok(id)
        })
        .unwrap_or_else(|| panic!("no MjSichuanPattern named {id}"))
}

/// One 四川 call's status and output against the core's answer (`None`: the core
/// refuses): the same answer, or a refusal with a message and `out` untouched.
fn check_call<T: PartialEq + std::fmt::Debug>(
    tally: &mut Tally,
    name: &str,
    status: MjStatus,
    (out, sentinel): (T, T),
    want: Option<T>,
    tiles: &[u8],
) {
    tally.calls += 1;
    match (status, want) {
        (MjStatus::Ok, Some(w)) => {
            assert_eq!(out, w, "{name} on {tiles:?}");
            tally.sichuan_answered += 1;
        }
        (MjStatus::Panic, _) => panic!("{name} panicked: {}", last_error()),
        (MjStatus::Ok, None) => panic!("{name} accepted {tiles:?}, the core refuses"),
        (s, Some(w)) => panic!("{name} refused {tiles:?} ({s:?}: {}), core {w:?}", last_error()),
        (_, None) => {
            assert_eq!(out, sentinel, "{name} wrote its out-parameter on failure");
            assert!(!last_error().is_empty(), "{name} failed without a message");
            tally.sichuan_refused += 1;
        }
    }
}
