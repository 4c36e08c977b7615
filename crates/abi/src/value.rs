//! What a hand is worth across the boundary, in one shape for every family
//! (the core's `value` module): a list of named lines — 长沙's big hands,
//! 四川's patterns, 国标's fans, a flat table's winning shape — each with
//! its identifier, 中文 and English names, value and count, the total, and
//! whether it reaches the rules' minimum. A host shows a win, explains a
//! hand or lists a ready hand's waits with these calls alone, whatever the
//! preset.
//!
//! How a hand was won is given in words (`"win:9s self_drawn seat:S
//! flowers:2"`), the same for every table: `win:TILE`, `self_drawn`,
//! `last_copy`, `kong`, `kong_discard`, `last_tile`, `first_turn`,
//! `dealer`, `seat:E|S|W|N`, `round:E|S|W|N`, `flowers:N`.

use crate::arg::{Out, OutSlice, slice};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::game::{MjGame, game_arg};
use crate::hand::read_hand;
use crate::meld::MjMeld;
use crate::panic::guard;
use crate::rules::{MjRules, rules_arg};
use majiang_core::value::{self, HandValue, Line, Unit, WinSituation};
use majiang_core::{Hand, RuleSet, Tile};
use std::ffi::c_char;

/// Bytes of each name of an `MjValueLine`: UTF-8, NUL-terminated, the rest
/// zero. Every name of every family fits with room to spare (a test checks).
pub const MJ_VALUE_NAME_BYTES: usize = 48;

/// What a family's totals count (`MjHandValue::unit`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjValueUnit {
    /// Every win pays alike (转转, 红中): `total` is 0, the lines name the
    /// winning shape.
    Alike = 0,
    /// 长沙's big-hand units (a small hand, 小胡, is 0).
    Units = 1,
    /// Fan (四川; 国标, flowers included).
    Fan = 2,
}

impl MjValueUnit {
    fn of(unit: Unit) -> MjValueUnit {
        match unit {
            Unit::Alike => MjValueUnit::Alike,
            Unit::Units => MjValueUnit::Units,
            Unit::Fan => MjValueUnit::Fan,
        }
    }
}

/// One named item of a hand's worth: a big hand (长沙), a pattern (四川), a
/// fan (国标), or the shape a flat table's win makes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MjValueLine {
    /// The stable identifier (`qingyise`, `gen`, `full_flush`), unique
    /// within the family: UTF-8, NUL-terminated.
    pub id: [u8; MJ_VALUE_NAME_BYTES],
    /// The 中文 name (清一色, 根, 独听・边张): UTF-8, NUL-terminated.
    pub chinese: [u8; MJ_VALUE_NAME_BYTES],
    /// The English name: UTF-8, NUL-terminated.
    pub english: [u8; MJ_VALUE_NAME_BYTES],
    /// What it is worth each time it counts, in the value's unit.
    pub value: u32,
    /// How many times it counts (幺九刻 ×2, 根 per four, 花牌 per flower).
    pub count: u32,
}

impl Default for MjValueLine {
    fn default() -> MjValueLine {
        MjValueLine {
            id: [0; MJ_VALUE_NAME_BYTES],
            chinese: [0; MJ_VALUE_NAME_BYTES],
            english: [0; MJ_VALUE_NAME_BYTES],
            value: 0,
            count: 0,
        }
    }
}

/// A name in its fixed field. The core's names are short (the test below
/// checks every one), so nothing is cut; a longer one would be cut at a
/// character boundary rather than overflow.
fn name_field(name: &str) -> [u8; MJ_VALUE_NAME_BYTES] {
    let mut out = [0; MJ_VALUE_NAME_BYTES];
    let mut end = name.len().min(MJ_VALUE_NAME_BYTES - 1);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    out[..end].copy_from_slice(&name.as_bytes()[..end]);
    out
}

impl MjValueLine {
    fn of(l: &Line) -> MjValueLine {
        MjValueLine {
            id: name_field(l.id),
            chinese: name_field(l.chinese),
            english: name_field(l.english),
            value: l.value,
            count: l.count,
        }
    }
}

/// What a hand is worth (`mj_hand_value`, each wait of `mj_valued_waits`,
/// each win of `mj_game_win_value`); its lines come beside it.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjHandValue {
    /// The sum of the lines' `value × count`: what the payment reads (国标:
    /// flowers included). 0 for no win.
    pub total: u32,
    /// The part of `total` the minimum is checked against (国标: without the
    /// flowers unless `MJ_RULE_OPTION_MCR_FLOWERS_COUNT`); `total` elsewhere.
    pub toward_minimum: u32,
    /// An `MjValueUnit`: what `total` counts.
    pub unit: i32,
    /// 1 when the tiles win under the rules' whole law (四川's 缺一门, 国标's
    /// special forms), whatever their worth.
    pub win: u8,
    /// 1 when the win reaches the rules' minimum (国标's 8 fan; every win
    /// elsewhere). A win under it is no legal action at the table.
    pub meets_minimum: u8,
    /// Shanten of the hand before the win (without its winning tile) by the
    /// rules' whole law: 0 for a win, -1 for a hand that can never win.
    pub shanten: i8,
}

impl MjHandValue {
    fn of(v: &HandValue) -> MjHandValue {
        MjHandValue {
            total: v.total,
            toward_minimum: v.toward_minimum,
            unit: MjValueUnit::of(v.unit) as i32,
            win: v.win.into(),
            meets_minimum: v.meets_minimum.into(),
            shanten: v.shanten,
        }
    }
}

/// One wait of a ready hand (`mj_valued_waits`): the tile and what the win
/// on it is worth.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjValuedWait {
    /// The worth of the win on `tile` (`win` 1, `shanten` 0).
    pub value: MjHandValue,
    /// The tile id.
    pub tile: u8,
}

/// The words argument: NULL or `""` is no words.
///
/// # Safety
/// `words` NULL or a NUL-terminated string.
unsafe fn situation_arg(words: *const c_char) -> FfiResult<WinSituation> {
    if words.is_null() {
        return Ok(WinSituation::default());
    }
    // SAFETY: non-NULL; the caller's contract (checked for its end on
    // WebAssembly, where a search past memory would trap).
    let text = unsafe { crate::arg::text(words, "context")? };
    Ok(WinSituation::parse(text)?)
}

/// Reads the hand of a value call and gives what `compute` makes of it with
/// the hand's last tile as given.
///
/// # Safety
/// As the exports document.
unsafe fn with_hand<T>(
    rules: *const MjRules,
    (tiles, len): (*const u8, usize),
    (melds, meld_count): (*const MjMeld, usize),
    compute: impl FnOnce(&Hand, &RuleSet, Option<Tile>) -> FfiResult<T>,
) -> FfiResult<T> {
    // SAFETY: forwarded contract.
    let rules = unsafe { rules_arg(rules)? };
    // SAFETY: forwarded contract.
    let last = unsafe { slice(tiles, len, "tiles")? }.last().copied();
    let last = last.and_then(|id| Tile::from_id(i64::from(id)).ok());
    // SAFETY: forwarded contract.
    unsafe { read_hand(rules, tiles, len, melds, meld_count, |h| compute(h, rules, last)) }
}

/// What a complete-size (`3n+2`) hand is worth under `rules`, won as the
/// words `context` say (NULL or `""`: on a discard of the last tile of
/// `tiles`; `win:TILE` names another), into `*out` and its lines into
/// `lines[0..*out_len]` (buffer convention). Tiles that do not win give
/// `win` 0, no lines and the shanten: not an error. Every preset answers:
/// 长沙 its big hands in units, 转转 / 红中 the winning shape, 四川 its
/// patterns in fan, 国标 its fans (flowers included) and the minimum.
/// A word a family does not score (a seat wind at a 长沙 table) changes
/// nothing. Fails with `MJ_STATUS_PARSE_ERROR` for an unknown word or a bad
/// value (the message names the known words), `MJ_STATUS_INVALID_ARGUMENT`
/// for a situation the hand cannot have (the winning tile not in the hand,
/// 和绝张 with another copy held, 杠上开花 with no kong, 天胡 with a meld),
/// `MJ_STATUS_WRONG_HAND_SIZE` for a `3n+1` hand.
///
/// # Safety
/// As `mj_is_win`; `context` NULL or a NUL-terminated string; `out` NULL or
/// writable; `lines` NULL (with `cap == 0`) or writable for `cap` lines;
/// `out_len` writable.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments, reason = "a C signature: hand, melds, context, outputs")]
pub unsafe extern "C" fn mj_hand_value(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    context: *const c_char,
    out: *mut MjHandValue,
    lines: *mut MjValueLine,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (out, lines) = unsafe {
            (Out::new(out, "out")?, OutSlice::new(lines, cap, out_len, "lines", "lines")?)
        };
        // SAFETY: the caller's contract above.
        let s = unsafe { situation_arg(context)? };
        let compute = |h: &Hand, r: &RuleSet, last: Option<Tile>| Ok(value::value(h, r, &s, last)?);
        // SAFETY: the caller's contract above.
        let v = unsafe { with_hand(rules, (tiles, len), (melds, meld_count), compute)? };
        write_value(&v, out, lines)
    })
}

/// Writes a value and its lines: the lines first, so a buffer too small
/// leaves `*out` untouched as every refusal does.
fn write_value(
    v: &HandValue,
    out: Out<MjHandValue>,
    lines: OutSlice<MjValueLine>,
) -> FfiResult<()> {
    lines.write(&v.lines.iter().map(MjValueLine::of).collect::<Vec<_>>())?;
    out.write(MjHandValue::of(v));
    Ok(())
}

/// The tiles that complete a `3n+1` hand by the rules' whole law, each with
/// what the win on it is worth, into `out[0..*out_len]` (buffer convention;
/// at most 34), in tile order. Each is valued as won in the words `context`
/// (NULL: on a discard) with `win` the wait and `last_copy`, `kong` and
/// `kong_discard` cleared (they belong to one tile). A wait under the
/// minimum (国标) is listed with `meets_minimum` 0. Its lines:
/// `mj_hand_value` with `win:TILE`. Fails as `mj_hand_value`, with
/// `MJ_STATUS_WRONG_HAND_SIZE` for a `3n+2` hand.
///
/// # Safety
/// As `mj_hand_value`, `out` NULL (with `cap == 0`) or writable for `cap`
/// waits.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_valued_waits(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    context: *const c_char,
    out: *mut MjValuedWait,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { OutSlice::new(out, cap, out_len, "out", "waits")? };
        // SAFETY: the caller's contract above.
        let s = unsafe { situation_arg(context)? };
        let compute = |h: &Hand, r: &RuleSet, _: Option<Tile>| {
            Ok(value::valued_waits(h, r, &s)?
                .iter()
                .map(|(t, v)| MjValuedWait { value: MjHandValue::of(v), tile: t.id() })
                .collect::<Vec<_>>())
        };
        // SAFETY: the caller's contract above.
        let waits = unsafe { with_hand(rules, (tiles, len), (melds, meld_count), compute)? };
        out.write(&waits)
    })
}

/// What win number `win` of a finished hand was worth (the order of
/// `mj_game_wins`), as the table scored it in its situation (flowers,
/// winds, 杠上开花 …), into `*out` (`shanten` 0) and its lines into
/// `lines[0..*out_len]` (buffer convention). Fails with
/// `MJ_STATUS_INVALID_ARGUMENT` when the hand has no such win (still on,
/// drawn, or `win` past the last).
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL or writable; `lines` NULL (with
/// `cap == 0`) or writable for `cap` lines; `out_len` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_win_value(
    game: *const MjGame,
    win: usize,
    out: *mut MjHandValue,
    lines: *mut MjValueLine,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out, lines) = unsafe {
            (
                game_arg(game)?,
                Out::new(out, "out")?,
                OutSlice::new(lines, cap, out_len, "lines", "lines")?,
            )
        };
        let wins = g.game.result().map_or(0, |r| r.wins.len());
        let record = g.game.result().and_then(|r| r.wins.get(win)).ok_or_else(|| {
            FfiError::new(
                MjStatus::InvalidArgument,
                format!("`win` = {win}: the hand has {wins} win(s) (mj_game_wins)"),
            )
        })?;
        write_value(&value::win_value(g.game.rules(), record), out, lines)
    })
}

#[cfg(test)]
#[expect(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::error::tests::read_last_error;
    use crate::game::{mj_game_ai_action, mj_game_apply, mj_game_free, mj_game_new};
    use crate::meld::MjMeldKind;
    use crate::rules::{mj_rules_free, mj_rules_new_by_name};
    use majiang_core::game::Game;
    use majiang_core::notation::parse_tiles;
    use std::ffi::CString;

    fn ids(tiles: &str) -> Vec<u8> {
        parse_tiles(tiles).unwrap().iter().map(|t| t.id()).collect()
    }

    fn rules(name: &str) -> *mut MjRules {
        let c = CString::new(name).unwrap();
        let mut r = std::ptr::null_mut();
        assert_eq!(unsafe { mj_rules_new_by_name(c.as_ptr(), &mut r) }, MjStatus::Ok);
        r
    }

    fn text(field: &[u8; MJ_VALUE_NAME_BYTES]) -> &str {
        let end = field.iter().position(|&b| b == 0).expect("NUL-terminated");
        std::str::from_utf8(&field[..end]).unwrap()
    }

    /// `mj_hand_value` with room for 16 lines, or the refusal's status and
    /// message (`out` then checked untouched).
    fn hand_value(
        r: *const MjRules,
        tiles: &str,
        melds: &[MjMeld],
        context: Option<&str>,
    ) -> Result<(MjHandValue, Vec<MjValueLine>), (MjStatus, String)> {
        let t = ids(tiles);
        let c = context.map(|c| CString::new(c).unwrap());
        let cp = c.as_ref().map_or(std::ptr::null(), |c| c.as_ptr());
        let untouched = MjHandValue { total: 77, ..MjHandValue::default() };
        let (mut out, mut lines, mut n) = (untouched, [MjValueLine::default(); 16], 0);
        let status = unsafe {
            mj_hand_value(
                r,
                t.as_ptr(),
                t.len(),
                melds.as_ptr(),
                melds.len(),
                cp,
                &mut out,
                lines.as_mut_ptr(),
                lines.len(),
                &mut n,
            )
        };
        if status != MjStatus::Ok {
            assert_eq!(out, untouched, "out written on a refusal");
            return Err((status, read_last_error()));
        }
        Ok((out, lines[..n].to_vec()))
    }

    fn named(lines: &[MjValueLine]) -> Vec<(String, u32)> {
        lines.iter().map(|l| (text(&l.chinese).to_string(), l.count)).collect()
    }

    #[test]
    fn a_worked_mcr_hand_gives_its_fans_and_the_minimum() {
        let r = rules("mcr");
        let peng = MjMeld { kind: MjMeldKind::Peng as u8, tile: ids("7s")[0] };
        let (v, lines) =
            hand_value(r, "678m123p44477z", &[peng], Some("win:2p flowers:3")).unwrap();
        let expected = [("五门齐", 1), ("幺九刻", 1), ("独听・嵌张", 1), ("花牌", 3)];
        assert_eq!(named(&lines), expected.map(|(n, c)| (n.to_string(), c)));
        assert_eq!(text(&lines[0].id), "all_types");
        assert_eq!(text(&lines[0].english), "All Types");
        assert_eq!((lines[0].value, lines[3].value), (6, 1));
        assert_eq!(
            (v.total, v.toward_minimum, v.unit, v.win, v.meets_minimum, v.shanten),
            (11, 8, MjValueUnit::Fan as i32, 1, 1, 0)
        );
        // Under the minimum: a win, not enough.
        let (low, _) = hand_value(r, "123m456m789p234s55p", &[], None).unwrap();
        assert_eq!((low.win, low.meets_minimum), (1, 0));
        // No win: the shanten of the hand before it, no lines.
        let (none, lines) = hand_value(r, "1199m1357p2468s12z", &[], None).unwrap();
        assert!(none.win == 0 && lines.is_empty() && none.shanten > 0);
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn every_family_answers_in_the_same_shape() {
        for (preset, tiles, unit, first) in [
            ("changsha", "11122233344455m", MjValueUnit::Units, "碰碰胡"),
            ("zhuanzhuan", "11223344556677m", MjValueUnit::Alike, "七小对"),
            ("sichuan", "11122233344455m", MjValueUnit::Fan, "对对胡"),
            ("mcr", "11122233344455m", MjValueUnit::Fan, "清一色"),
        ] {
            let r = rules(preset);
            let (v, lines) = hand_value(r, tiles, &[], Some("self_drawn")).unwrap();
            assert_eq!((v.unit, v.win), (unit as i32, 1), "{preset}");
            assert!(named(&lines).iter().any(|(n, _)| n == first), "{preset}: {:?}", named(&lines));
            let sum: u32 = lines.iter().map(|l| l.value * l.count).sum();
            assert_eq!(sum, v.total, "{preset}");
            unsafe { mj_rules_free(r) };
        }
    }

    #[test]
    fn bad_words_sizes_and_buffers_are_refused_with_a_message() {
        let r = rules("mcr");
        let (status, msg) = hand_value(r, "11122233344455m", &[], Some("tsumo")).unwrap_err();
        assert_eq!(status, MjStatus::ParseError);
        assert!(msg.contains("context words are"), "{msg}");
        let (status, msg) =
            hand_value(r, "11122233344455m", &[], Some("win:5m last_copy")).unwrap_err();
        assert_eq!(status, MjStatus::InvalidArgument, "{msg}");
        let (status, _) = hand_value(r, "1112223334445m", &[], None).unwrap_err();
        assert_eq!(status, MjStatus::WrongHandSize);
        // Too small a buffer: the length needed, `out` untouched.
        let t = ids("678m123p44477z");
        let peng = MjMeld { kind: MjMeldKind::Peng as u8, tile: ids("7s")[0] };
        let mut out = MjHandValue { total: 5, ..MjHandValue::default() };
        let (mut one, mut n) = ([MjValueLine::default(); 1], 0);
        let c = CString::new("win:2p flowers:3").unwrap();
        let status = unsafe {
            mj_hand_value(
                r,
                t.as_ptr(),
                t.len(),
                &peng,
                1,
                c.as_ptr(),
                &mut out,
                one.as_mut_ptr(),
                1,
                &mut n,
            )
        };
        assert_eq!((status, n, out.total), (MjStatus::BufferTooSmall, 4, 5));
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn waits_are_valued_and_game_wins_are_the_tables() {
        let r = rules("mcr");
        let t = ids("1112345678999m");
        let c = CString::new("self_drawn").unwrap();
        let (mut waits, mut n) = ([MjValuedWait::default(); 34], 0);
        let status = unsafe {
            mj_valued_waits(
                r,
                t.as_ptr(),
                t.len(),
                std::ptr::null(),
                0,
                c.as_ptr(),
                waits.as_mut_ptr(),
                34,
                &mut n,
            )
        };
        assert_eq!((status, n), (MjStatus::Ok, 9), "九莲宝灯 waits on every 万");
        assert!(waits[..n].iter().all(|w| w.value.total >= 88 && w.value.meets_minimum == 1));
        // A finished game's wins, against the core's.
        let mut ai = std::ptr::null_mut();
        assert_eq!(unsafe { crate::ai::mj_ai_new(2, 3, r, &mut ai) }, MjStatus::Ok);
        let mut checked = 0;
        for seed in 0..12u64 {
            let mut g = std::ptr::null_mut();
            assert_eq!(unsafe { mj_game_new(r, seed, 0, &mut g) }, MjStatus::Ok);
            let mut core = Game::new(RuleSet::mcr(), seed, 0).unwrap();
            while let Some(seat) = core.next_to_act() {
                let mut a = crate::action::MjAction::default();
                assert_eq!(unsafe { mj_game_ai_action(g, seat as i32, ai, &mut a) }, MjStatus::Ok);
                core.apply(seat, a.to_core().unwrap()).unwrap();
                assert_eq!(unsafe { mj_game_apply(g, seat as i32, &a) }, MjStatus::Ok);
            }
            let wins = &core.result().unwrap().wins;
            for (i, w) in wins.iter().enumerate() {
                let mut out = MjHandValue::default();
                let (mut lines, mut n) = ([MjValueLine::default(); 16], 0);
                let status =
                    unsafe { mj_game_win_value(g, i, &mut out, lines.as_mut_ptr(), 16, &mut n) };
                assert_eq!(status, MjStatus::Ok);
                let score = w.fans.as_ref().unwrap();
                assert_eq!((out.total, out.meets_minimum), (score.total(), 1));
                assert_eq!(n, score.fans().len());
                checked += 1;
            }
            let (mut out, mut n) = (MjHandValue::default(), 0);
            let status = unsafe {
                mj_game_win_value(g, wins.len(), &mut out, std::ptr::null_mut(), 0, &mut n)
            };
            assert_eq!(status, MjStatus::InvalidArgument);
            unsafe { mj_game_free(g) };
        }
        assert!(checked > 0);
        unsafe { crate::ai::mj_ai_free(ai) };
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn every_name_of_every_family_fits_its_field() {
        use crate::arg::FromId;
        use crate::sichuan::MjSichuanPattern;
        use majiang_core::mcr::Fan;
        use majiang_core::score::BigHand;
        let mut names: Vec<&str> = Vec::new();
        for f in Fan::all() {
            names.extend([f.id(), f.chinese(), f.english()]);
        }
        for b in BigHand::ALL {
            names.extend([b.id(), b.chinese(), b.english()]);
        }
        for p in MjSichuanPattern::ALL.iter().map(|p| p.core()) {
            names.extend([p.id(), p.chinese(), p.english()]);
        }
        for preset in RuleSet::PRESETS {
            let r = RuleSet::by_name(preset).unwrap();
            for t in majiang_core::Target::ALL {
                let (c, e) = r.target_name(t);
                names.extend([t.name(), c, e]);
            }
        }
        for n in names {
            assert!(n.len() < MJ_VALUE_NAME_BYTES, "{n} ({} bytes)", n.len());
            assert_eq!(text(&name_field(n)), n);
        }
    }
}
