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
use std::ffi::{CStr, c_char};

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
    // SAFETY: non-NULL; the caller's contract.
    let text = unsafe { CStr::from_ptr(words) }.to_str().map_err(|_| {
        FfiError::new(MjStatus::InvalidArgument, "`context`: not UTF-8 text".to_string())
    })?;
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
/// `out_len` NULL or writable.
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
/// `cap == 0`) or writable for `cap` lines; `out_len` NULL or writable.
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
