//! 四川麻将 血战到底 analysis across the boundary: whether a hand wins
//! (缺一门 included), its fan before the cap with the patterns that make it,
//! the tiles a ready hand wins on and its best hand (what 查大叫 pays), and
//! the stable names of every pattern. The core's `sichuan` module does the
//! work; this one reads the host's structs and writes the results back. It
//! knows nothing of the cap's payments or of the game.

use crate::arg::{FromId, Out, flag, input, name_of};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::hand::read_hand;
use crate::meld::MjMeld;
use crate::panic::guard;
use crate::rules::{MJ_NO_TILE, MjRules, rules_arg};
use majiang_core::family::WinValue;
use majiang_core::sichuan::{self, Pattern, SichuanAnalysis, SichuanContext};
use majiang_core::{Hand, RuleSet};
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

/// Length of `MjSichuanAnalysis::pattern_counts`: room for every pattern
/// (`MjSichuanPattern`) and for patterns appended later, so the struct keeps
/// its size.
pub const MJ_SICHUAN_PATTERN_SLOTS: usize = 24;
// Each slot is also a bit of `MjSichuanAnalysis::patterns`, a `u32`.
const _: () = assert!(MJ_SICHUAN_PATTERN_SLOTS <= 32);

/// One line of a 四川 fan count, as a bit (`1 << id`) of
/// `MjSichuanAnalysis::patterns` and an index of its `pattern_counts`. The
/// order is the core's `sichuan::Pattern` order (the order a hand lists its
/// patterns in); ids are fixed forever and new patterns are appended.
/// `mj_sichuan_pattern_id_name` gives the stable identifier (`"qingyise"`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjSichuanPattern {
    /// 平胡 `pinghu`: four sets (a run among them) and a pair, 0 fan.
    Pinghu = 0,
    /// 对对胡 `duiduihu`: four triplets or kongs and a pair, 1 fan.
    Duiduihu = 1,
    /// 将对 `jiangdui`: 对对胡 of 2s, 5s and 8s only, pair included, 3 fan
    /// (with `MJ_RULE_OPTION_YAOJIU_JIANGDUI`).
    Jiangdui = 2,
    /// 七对 `qidui`: seven pairs, no meld, 2 fan.
    Qidui = 3,
    /// 龙七对 `longqidui`: seven pairs holding a four, 3 fan.
    Longqidui = 4,
    /// 清一色 `qingyise`: every tile of one suit, +2.
    Qingyise = 5,
    /// 带幺九 `daiyaojiu`: a 1 or 9 in every set and the pair, +2 (with
    /// `MJ_RULE_OPTION_YAOJIU_JIANGDUI`).
    Daiyaojiu = 6,
    /// 金钩钓 `jingoudiao`: four melds, won on the single tile left, +1.
    Jingoudiao = 7,
    /// 根 `gen`: +1 for each kind of which hand and melds hold all four
    /// (`pattern_counts` says how many).
    Gen = 8,
    /// 门清 `menqing`: no meld but concealed kongs, +1 (with
    /// `MJ_RULE_OPTION_MENQING_ZHONGZHANG`).
    Menqing = 9,
    /// 中张 `zhongzhang`: no 1 or 9 anywhere, +1 (with
    /// `MJ_RULE_OPTION_MENQING_ZHONGZHANG`).
    Zhongzhang = 10,
    /// 自摸 `zimo`: a self-draw under 自摸加番, +1.
    Zimo = 11,
    /// 杠上花 `gangshanghua`: a self-draw on a kong's replacement tile, +1.
    Gangshanghua = 12,
    /// 杠上炮 `gangshangpao`: a win on the discard made right after a kong, +1.
    Gangshangpao = 13,
    /// 抢杠胡 `qiangganghu`: a win robbing a 面下杠, +1.
    Qiangganghu = 14,
    /// 海底捞月 `haidilaoyue`: a self-draw on the wall's last tile, +1.
    Haidilaoyue = 15,
    /// 天胡 `tianhu`: the dealer wins on the dealt hand, 5 (with
    /// `MJ_RULE_OPTION_TIANDI_HU`).
    Tianhu = 16,
    /// 地胡 `dihu`: another player wins on his first turn, 5 (with
    /// `MJ_RULE_OPTION_TIANDI_HU`).
    Dihu = 17,
}

impl FromId for MjSichuanPattern {
    const ALL: &'static [Self] = &[
        Self::Pinghu,
        Self::Duiduihu,
        Self::Jiangdui,
        Self::Qidui,
        Self::Longqidui,
        Self::Qingyise,
        Self::Daiyaojiu,
        Self::Jingoudiao,
        Self::Gen,
        Self::Menqing,
        Self::Zhongzhang,
        Self::Zimo,
        Self::Gangshanghua,
        Self::Gangshangpao,
        Self::Qiangganghu,
        Self::Haidilaoyue,
        Self::Tianhu,
        Self::Dihu,
    ];
    const C_NAME: &'static str = "MjSichuanPattern";
    fn id(self) -> i32 {
        self as i32
    }
}

impl MjSichuanPattern {
    /// The core pattern with this id.
    pub(crate) fn core(self) -> Pattern {
        match self {
            Self::Pinghu => Pattern::PingHu,
            Self::Duiduihu => Pattern::DuiDuiHu,
            Self::Jiangdui => Pattern::JiangDui,
            Self::Qidui => Pattern::QiDui,
            Self::Longqidui => Pattern::LongQiDui,
            Self::Qingyise => Pattern::QingYiSe,
            Self::Daiyaojiu => Pattern::DaiYaoJiu,
            Self::Jingoudiao => Pattern::JinGouDiao,
            Self::Gen => Pattern::Gen,
            Self::Menqing => Pattern::MenQing,
            Self::Zhongzhang => Pattern::ZhongZhang,
            Self::Zimo => Pattern::ZiMo,
            Self::Gangshanghua => Pattern::GangShangHua,
            Self::Gangshangpao => Pattern::GangShangPao,
            Self::Qiangganghu => Pattern::QiangGangHu,
            Self::Haidilaoyue => Pattern::HaiDiLaoYue,
            Self::Tianhu => Pattern::TianHu,
            Self::Dihu => Pattern::DiHu,
        }
    }

    /// The id of a core pattern. Exhaustive, so a pattern the core adds
    /// does not compile until it has an id here.
    pub(crate) fn of(p: Pattern) -> MjSichuanPattern {
        match p {
            Pattern::PingHu => Self::Pinghu,
            Pattern::DuiDuiHu => Self::Duiduihu,
            Pattern::JiangDui => Self::Jiangdui,
            Pattern::QiDui => Self::Qidui,
            Pattern::LongQiDui => Self::Longqidui,
            Pattern::QingYiSe => Self::Qingyise,
            Pattern::DaiYaoJiu => Self::Daiyaojiu,
            Pattern::JinGouDiao => Self::Jingoudiao,
            Pattern::Gen => Self::Gen,
            Pattern::MenQing => Self::Menqing,
            Pattern::ZhongZhang => Self::Zhongzhang,
            Pattern::ZiMo => Self::Zimo,
            Pattern::GangShangHua => Self::Gangshanghua,
            Pattern::GangShangPao => Self::Gangshangpao,
            Pattern::QiangGangHu => Self::Qiangganghu,
            Pattern::HaiDiLaoYue => Self::Haidilaoyue,
            Pattern::TianHu => Self::Tianhu,
            Pattern::DiHu => Self::Dihu,
        }
    }
}

/// How a 四川 hand was won, for the situational patterns. Each field is 0
/// (no) or 1 (yes); any other value is refused. All zero (or a NULL
/// context): won on an ordinary discard, what `majiang analyze` counts.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjSichuanContext {
    /// 自摸: won on one's own draw (else on a discard or a robbed kong).
    pub self_draw: u8,
    /// The tile came with a kong: the replacement draw (杠上花, with
    /// `self_draw`) or the konger's next discard (杠上炮).
    pub after_kong: u8,
    /// 抢杠胡: the tile robbed from another's 面下杠 (not a self-draw).
    pub robbed_kong: u8,
    /// The wall's last tile (海底捞月 when self-drawn).
    pub last_tile: u8,
    /// The winner's first turn, nothing claimed before (天胡 / 地胡).
    pub first_turn: u8,
    /// The winner deals (天胡 rather than 地胡).
    pub dealer: u8,
}

impl MjSichuanContext {
    fn to_core(self) -> FfiResult<SichuanContext> {
        Ok(SichuanContext {
            self_draw: flag(self.self_draw, "ctx.self_draw")?,
            after_kong: flag(self.after_kong, "ctx.after_kong")?,
            robbed_kong: flag(self.robbed_kong, "ctx.robbed_kong")?,
            last_tile: flag(self.last_tile, "ctx.last_tile")?,
            first_turn: flag(self.first_turn, "ctx.first_turn")?,
            dealer: flag(self.dealer, "ctx.dealer")?,
        })
    }
}

/// What a complete-size hand is worth under the 四川 rules
/// (`mj_sichuan_analyze`, `mj_sichuan_best_ready_hand`).
///
/// - `win` 0: the hand does not win (no winning shape, or tiles of all
///   three suits: 缺一门); every other field is 0.
/// - `win` 1: `fan` is the sum of the patterns' fan before the cap (the
///   host pays 2^min(fan, cap) bases; `MJ_RULE_OPTION_FAN_CAP`); bit
///   `1 << MjSichuanPattern` of `patterns` is set for each pattern and
///   `pattern_counts[MjSichuanPattern]` says how many times it counts (1,
///   or one per four for `MJ_SICHUAN_PATTERN_GEN`; 0 for patterns not made).
///
/// Among readings of equal fan the one whose pattern list comes first in
/// `MjSichuanPattern` order is given, so the answer is always one.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjSichuanAnalysis {
    /// Bits `1 << MjSichuanPattern` of the patterns made.
    pub patterns: u32,
    /// The fan before the cap.
    pub fan: u32,
    /// 1 when the hand wins.
    pub win: u8,
    /// Times each pattern counts, indexed by `MjSichuanPattern`; slots past
    /// the last pattern are 0.
    pub pattern_counts: [u8; MJ_SICHUAN_PATTERN_SLOTS],
}

impl MjSichuanAnalysis {
    /// The struct of a core answer (`None`: not a win, all zero).
    pub(crate) fn of(a: Option<&SichuanAnalysis>) -> MjSichuanAnalysis {
        let Some(a) = a else { return MjSichuanAnalysis::default() };
        let mut out = MjSichuanAnalysis { fan: a.fan, win: 1, ..MjSichuanAnalysis::default() };
        for &p in &a.patterns {
            let id = MjSichuanPattern::of(p) as usize;
            out.patterns |= 1 << id;
            out.pattern_counts[id] = out.pattern_counts[id].saturating_add(1);
        }
        out
    }
}

/// Reads the hand of a 四川 call and gives what `compute` makes of it: the
/// shared frame of the exports below (the rules checked, the hand read
/// under them).
///
/// # Safety
/// As the exports document.
unsafe fn sichuan_hand<T>(
    rules: *const MjRules,
    (tiles, len): (*const u8, usize),
    (melds, meld_count): (*const MjMeld, usize),
    compute: impl FnOnce(&Hand, &RuleSet) -> FfiResult<T>,
) -> FfiResult<T> {
    // SAFETY: forwarded contract.
    let rules = unsafe { rules_arg(rules)? };
    // The core refuses other rules too, after reading the hand: a host
    // passing Changsha rules should read that the rules are wrong, first.
    if rules.win_value() != WinValue::Fan {
        return Err(FfiError::new(
            MjStatus::InvalidArgument,
            format!(
                "rules: the {} rules are not 四川麻将; the fan is counted under the sichuan \
                 preset (mj_rules_new_sichuan)",
                rules.name
            ),
        ));
    }
    // SAFETY: forwarded contract.
    unsafe { read_hand(rules, tiles, len, melds, meld_count, |h| compute(h, rules)) }
}

/// The fan of a complete-size (`3n+2`) hand under the 四川 rules and the
/// patterns it is made of (see `MjSichuanAnalysis`); a hand that does not
/// win — no winning shape, or tiles of all three suits (缺一门) — gives
/// `win` = 0, not an error. `ctx` says how it was won for the situational
/// patterns (杠上花, 杠上炮, 抢杠胡, 海底捞月, 自摸 under 自摸加番, 天地胡);
/// NULL counts the hand alone, as if won on a discard (what `majiang
/// analyze --rules sichuan` prints). Fails with `MJ_STATUS_INVALID_ARGUMENT`
/// for rules other than the sichuan preset (`mj_rules_new_sichuan`), a
/// context flag other than 0 or 1 or a context that cannot happen (a robbed
/// kong self-drawn, 抢杠胡 with `MJ_RULE_OPTION_SICHUAN_ROB_KONG` off, a
/// first-turn win on a kong or the last tile); `MJ_STATUS_WRONG_HAND_SIZE`
/// for a `3n+1` hand; `MJ_STATUS_INVALID_MELD` for a 吃 (四川 has none).
///
/// # Safety
/// As `mj_is_win`; `ctx` NULL or a readable `MjSichuanContext`; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_analyze(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    ctx: *const MjSichuanContext,
    out: *mut MjSichuanAnalysis,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out, "out")? };
        let ctx = if ctx.is_null() {
            None
        } else {
            // SAFETY: non-NULL; readability is the caller's contract.
            Some(unsafe { input(ctx, "ctx")? }.to_core()?)
        };
        let compute = |h: &Hand, r: &RuleSet| {
            let a = match &ctx {
                None => sichuan::analyze(h, r),
                Some(c) => sichuan::analyze_with(h, r, c),
            };
            Ok(MjSichuanAnalysis::of(a?.as_ref()))
        };
        // SAFETY: the caller's contract above.
        out.write(unsafe { sichuan_hand(rules, (tiles, len), (melds, meld_count), compute)? });
        Ok(())
    })
}

/// The tiles that complete a `3n+1` hand into a 四川 win, as bits `1 << id`
/// in `*out_mask` (0: not ready). 缺一门 included: a tile of the third suit
/// never wins, and a hand already holding all three suits waits on
/// nothing. A kind whose four copies are all in the hand and melds is not a
/// wait. A `3n+2` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`; other rules
/// than the sichuan preset with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// As `mj_is_win`, with `out_mask` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_waits(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_mask: *mut u64,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out_mask, "out_mask")? };
        let compute = |h: &Hand, r: &RuleSet| {
            let draws = sichuan::winning_draws(h, r)?;
            Ok(draws.iter().fold(0u64, |m, (t, _)| m | 1 << t.id()))
        };
        // SAFETY: the caller's contract above.
        out.write(unsafe { sichuan_hand(rules, (tiles, len), (melds, meld_count), compute)? });
        Ok(())
    })
}

/// The best hand a ready `3n+1` hand can win with — the one 查大叫 pays a
/// ready player at the end of a hand — as its tile in `*out_tile` and its
/// analysis (won on a discard, no situational pattern) in `*out`; the most
/// fan, then the first pattern list, then the lowest tile. Not ready:
/// `*out_tile` = `MJ_NO_TILE` (-1) and `out->win` = 0. Fails as
/// `mj_sichuan_waits`.
///
/// # Safety
/// As `mj_is_win`; `out_tile` and `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_best_ready_hand(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_tile: *mut i32,
    out: *mut MjSichuanAnalysis,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (out_tile, out) = unsafe { (Out::new(out_tile, "out_tile")?, Out::new(out, "out")?) };
        let compute = |h: &Hand, r: &RuleSet| {
            let best = sichuan::best_ready_hand(h, r)?;
            Ok(match best {
                Some((t, a)) => (i32::from(t.id()), MjSichuanAnalysis::of(Some(&a))),
                None => (MJ_NO_TILE, MjSichuanAnalysis::default()),
            })
        };
        // SAFETY: the caller's contract above.
        let (tile, analysis) =
            unsafe { sichuan_hand(rules, (tiles, len), (melds, meld_count), compute)? };
        out_tile.write(tile);
        out.write(analysis);
        Ok(())
    })
}

/// The names of the patterns as C strings, made once from the core's own
/// (so the two can never disagree) and kept for the life of the process.
struct Names {
    ids: Vec<CString>,
    chinese: Vec<CString>,
    english: Vec<CString>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let table = |name: fn(Pattern) -> &'static str| {
            MjSichuanPattern::ALL
                .iter()
                .map(|p| CString::new(name(p.core())).expect("names have no NUL"))
                .collect()
        };
        Names {
            ids: table(Pattern::id),
            chinese: table(Pattern::chinese),
            english: table(Pattern::english),
        }
    })
}

/// The stable identifier of a 四川 pattern (`MjSichuanPattern`), the one the
/// command line's JSON and every front end use: `"pinghu"`, `"duiduihu"`,
/// `"jiangdui"`, `"qidui"`, `"longqidui"`, `"qingyise"`, `"daiyaojiu"`,
/// `"jingoudiao"`, `"gen"`, `"menqing"`, `"zhongzhang"`, `"zimo"`,
/// `"gangshanghua"`, `"gangshangpao"`, `"qiangganghu"`, `"haidilaoyue"`,
/// `"tianhu"`, `"dihu"`. `*out_name` is a static NUL-terminated string:
/// never freed. An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_pattern_id_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjSichuanPattern>(id, out_name, || &names().ids) }
}

/// The Chinese name of a 四川 pattern (`"清一色"`, `"龙七对"`, …), UTF-8;
/// otherwise as `mj_sichuan_pattern_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_pattern_chinese_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjSichuanPattern>(id, out_name, || &names().chinese) }
}

/// The English name of a 四川 pattern (`"one suit"`, `"seven pairs with a
/// four"`, …); otherwise as `mj_sichuan_pattern_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_sichuan_pattern_english_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjSichuanPattern>(id, out_name, || &names().english) }
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::error::tests::read_last_error;
    use crate::meld::MjMeldKind;
    use crate::rules::{
        MjRuleOption, mj_rules_free, mj_rules_new_changsha, mj_rules_new_sichuan,
        mj_rules_set_option,
    };
    use majiang_core::notation::parse_tiles;
    use std::ffi::CStr;

    fn ids(tiles: &str) -> Vec<u8> {
        parse_tiles(tiles).unwrap().iter().map(|t| t.id()).collect()
    }

    fn meld(kind: MjMeldKind, tile: &str) -> MjMeld {
        MjMeld { kind: kind as u8, tile: ids(tile)[0] }
    }

    /// `mj_sichuan_analyze` of `tiles` + `melds` under `r`, or the status
    /// and message of its refusal (`out` then checked untouched).
    fn analyze(
        r: *const MjRules,
        tiles: &str,
        melds: &[MjMeld],
        ctx: Option<MjSichuanContext>,
    ) -> Result<MjSichuanAnalysis, (MjStatus, String)> {
        let t = ids(tiles);
        let ctx_ptr = ctx.as_ref().map_or(std::ptr::null(), |c| c as *const _);
        let untouched = MjSichuanAnalysis { fan: 77, ..MjSichuanAnalysis::default() };
        let mut out = untouched;
        let s = unsafe {
            mj_sichuan_analyze(
                r,
                t.as_ptr(),
                t.len(),
                melds.as_ptr(),
                melds.len(),
                ctx_ptr,
                &mut out,
            )
        };
        if s == MjStatus::Ok {
            Ok(out)
        } else {
            assert_eq!(out, untouched, "out written on a refusal");
            Err((s, read_last_error()))
        }
    }

    /// The patterns of an analysis, in id order, each as often as it counts.
    fn listed(a: &MjSichuanAnalysis) -> Vec<Pattern> {
        MjSichuanPattern::ALL
            .iter()
            .flat_map(|p| {
                let n = a.pattern_counts[*p as usize];
                assert_eq!(a.patterns >> *p as u32 & 1, u32::from(n > 0), "{p:?}");
                std::iter::repeat_n(p.core(), n.into())
            })
            .collect()
    }

    #[test]
    fn ids_follow_the_core_order_and_names() {
        assert!(MjSichuanPattern::ALL.len() <= MJ_SICHUAN_PATTERN_SLOTS);
        let mut previous = None;
        for (i, &m) in MjSichuanPattern::ALL.iter().enumerate() {
            assert_eq!(m as usize, i);
            assert_eq!(MjSichuanPattern::of(m.core()), m);
            // The header's constant is the core's identifier in capitals.
            assert_eq!(format!("{m:?}").to_lowercase(), m.core().id());
            assert!(previous < Some(m.core()), "ids follow the core's order");
            previous = Some(m.core());
            for (name, want) in [
                (mj_sichuan_pattern_id_name as unsafe extern "C" fn(_, _) -> _, m.core().id()),
                (mj_sichuan_pattern_chinese_name, m.core().chinese()),
                (mj_sichuan_pattern_english_name, m.core().english()),
            ] {
                let mut p = std::ptr::null();
                assert_eq!(unsafe { name(i as i32, &mut p) }, MjStatus::Ok);
                assert_eq!(unsafe { CStr::from_ptr(p) }.to_str().unwrap(), want);
            }
        }
        let mut p = std::ptr::null();
        assert_eq!(unsafe { mj_sichuan_pattern_id_name(18, &mut p) }, MjStatus::InvalidArgument);
        assert!(read_last_error().contains("`id` = 18 is not a MjSichuanPattern (0-17)"));
        assert!(p.is_null());
        let s = unsafe { mj_sichuan_pattern_chinese_name(0, std::ptr::null_mut()) };
        assert_eq!(s, MjStatus::NullPointer);
    }

    #[test]
    fn the_worked_examples_through_the_boundary() {
        use MjMeldKind::{AnGang, Gang, Peng};
        use Pattern as P;
        let sc = mj_rules_new_sichuan();
        // X7: 对对胡 + 金钩钓 + 根 (the kong of 8p) = 3 fan.
        let melds = [meld(Peng, "1m"), meld(Peng, "4m"), meld(Peng, "7p"), meld(Gang, "8p")];
        let a = analyze(sc, "55m", &melds, None).unwrap();
        assert_eq!((a.win, a.fan), (1, 3));
        assert_eq!(listed(&a), [P::DuiDuiHu, P::JinGouDiao, P::Gen]);
        // X8: 暗杠 6666s, 杠上花 on 9s: 根 + 杠上花 = 2 fan; without the
        // context the hand alone, 根 = 1.
        let ctx = MjSichuanContext { self_draw: 1, after_kong: 1, ..MjSichuanContext::default() };
        let melds = [meld(AnGang, "6s")];
        let a = analyze(sc, "234m567m33m789s", &melds, Some(ctx)).unwrap();
        assert_eq!(a.fan, 2);
        assert_eq!(listed(&a), [P::PingHu, P::Gen, P::GangShangHua]);
        assert_eq!(analyze(sc, "234m567m33m789s", &melds, None).unwrap().fan, 1);
        // 清龙七对: two fours, one of them the 龙 and the other a 根.
        let a = analyze(sc, "11112222335577m", &[], None).unwrap();
        assert_eq!(listed(&a), [P::LongQiDui, P::QingYiSe, P::Gen]);
        assert_eq!((a.fan, a.pattern_counts[MjSichuanPattern::Gen as usize]), (6, 1));
        // A winning shape holding all three suits: 缺一门 says no, all zero.
        let a = analyze(sc, "123m456s789p22m555s", &[], None).unwrap();
        assert_eq!(a, MjSichuanAnalysis::default());
        // The options reach the count: 幺九将对 off makes 将对 a 对对胡.
        let a = analyze(sc, "222555888m22s888s", &[], None).unwrap();
        assert_eq!((listed(&a), a.fan), (vec![P::JiangDui], 3));
        assert_eq!(
            unsafe { mj_rules_set_option(sc, MjRuleOption::YaojiuJiangdui as i32, 0) },
            MjStatus::Ok
        );
        let a = analyze(sc, "222555888m22s888s", &[], None).unwrap();
        assert_eq!((listed(&a), a.fan), (vec![P::DuiDuiHu], 1));
        // Options of every table 四川 does not take: refused, rules unchanged.
        for o in [MjRuleOption::Chi, MjRuleOption::Honours, MjRuleOption::Jiangjianghu] {
            assert_eq!(unsafe { mj_rules_set_option(sc, o as i32, 1) }, MjStatus::InvalidOption);
            assert!(read_last_error().contains("0 only under 四川"), "{o:?}");
            assert_eq!(unsafe { mj_rules_set_option(sc, o as i32, 0) }, MjStatus::Ok);
        }
        unsafe { mj_rules_free(sc) };
    }

    #[test]
    fn waits_and_the_best_ready_hand_know_que_yi_men() {
        let sc = mj_rules_new_sichuan();
        let waits = |tiles: &str| {
            let t = ids(tiles);
            let mut mask = 0;
            let s = unsafe {
                mj_sichuan_waits(sc, t.as_ptr(), t.len(), std::ptr::null(), 0, &mut mask)
            };
            assert_eq!(s, MjStatus::Ok);
            mask
        };
        let best = |tiles: &str| {
            let t = ids(tiles);
            let (mut tile, mut a) = (99, MjSichuanAnalysis::default());
            let s = unsafe {
                mj_sichuan_best_ready_hand(
                    sc,
                    t.as_ptr(),
                    t.len(),
                    std::ptr::null(),
                    0,
                    &mut tile,
                    &mut a,
                )
            };
            assert_eq!(s, MjStatus::Ok);
            (tile, a)
        };
        // X10's C: ready on 2m or 5m, 清一色 either way (2 fan).
        assert_eq!(waits("123456789m2345m"), 1 << 1 | 1 << 4);
        let (tile, a) = best("123456789m2345m");
        assert_eq!((tile, a.fan, a.win), (1, 2, 1));
        assert_eq!(listed(&a), [Pattern::PingHu, Pattern::QingYiSe]);
        // Ready in shape on 4p/7p, but three suits are held: no wait at all.
        let three = "123m456s56p789m11s";
        assert_eq!(waits(three), 0);
        assert_eq!(best(three), (MJ_NO_TILE, MjSichuanAnalysis::default()));
        unsafe { mj_rules_free(sc) };
    }

    #[test]
    fn bad_input_is_refused_with_a_status_and_a_message() {
        let sc = mj_rules_new_sichuan();
        let cs = mj_rules_new_changsha();
        let refused =
            |r, tiles: &str, melds: &[MjMeld], ctx| analyze(r, tiles, melds, ctx).unwrap_err();
        let (s, m) = refused(cs, "11122233344455m", &[], None);
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(m.starts_with("rules: the changsha rules are not 四川麻将"), "{m}");
        let (s, m) = refused(std::ptr::null(), "11122233344455m", &[], None);
        assert_eq!(s, MjStatus::NullPointer);
        assert!(m.contains("rules"), "{m}");
        let (s, m) = refused(sc, "1112223334445m", &[], None);
        assert_eq!(s, MjStatus::WrongHandSize);
        assert!(m.contains("3n+2"), "{m}");
        let (s, m) = refused(sc, "11122233344455m1z", &[], None);
        assert_eq!(s, MjStatus::InvalidHand, "{m}");
        let (s, m) = refused(sc, "111222333444m1z", &[], None);
        assert_eq!(s, MjStatus::InvalidTile);
        assert!(m.starts_with("tiles[12]: tile 1z is not used by the sichuan rules"), "{m}");
        let chi = [meld(MjMeldKind::Chi, "1m")];
        let (s, m) = refused(sc, "22233344455m", &chi, None);
        assert_eq!(s, MjStatus::InvalidMeld);
        assert!(m.contains("no 吃"), "{m}");
        let flag2 = MjSichuanContext { last_tile: 2, ..MjSichuanContext::default() };
        let (s, m) = refused(sc, "11122233344455m", &[], Some(flag2));
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(m.contains("`ctx.last_tile` = 2"), "{m}");
        let robbed_own = MjSichuanContext { self_draw: 1, robbed_kong: 1, ..Default::default() };
        let (s, m) = refused(sc, "11122233344455m", &[], Some(robbed_own));
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(m.contains("抢杠胡"), "{m}");
        let t = ids("11122233344455m");
        let s = unsafe {
            mj_sichuan_analyze(
                sc,
                t.as_ptr(),
                t.len(),
                std::ptr::null(),
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        assert_eq!(s, MjStatus::NullPointer);
        // The ready-hand calls take `3n+1` and refuse `3n+2`, outs untouched.
        let (mut tile, mut mask) = (5, 9u64);
        let s =
            unsafe { mj_sichuan_waits(sc, t.as_ptr(), t.len(), std::ptr::null(), 0, &mut mask) };
        assert_eq!((s, mask), (MjStatus::WrongHandSize, 9));
        let mut a = MjSichuanAnalysis::default();
        let s = unsafe {
            mj_sichuan_best_ready_hand(cs, t.as_ptr(), 13, std::ptr::null(), 0, &mut tile, &mut a)
        };
        assert_eq!((s, tile), (MjStatus::InvalidArgument, 5));
        let s = unsafe {
            mj_sichuan_best_ready_hand(
                sc,
                t.as_ptr(),
                13,
                std::ptr::null(),
                0,
                std::ptr::null_mut(),
                &mut a,
            )
        };
        assert_eq!(s, MjStatus::NullPointer);
        assert!(read_last_error().contains("out_tile"));
        unsafe {
            mj_rules_free(sc);
            mj_rules_free(cs);
        }
    }

    /// The generic checks on the sichuan rules: 缺一门 as the 四川 calls have
    /// it, 吃 refused; the Changsha family's analysis and payments refused
    /// with a message naming the 四川 call.
    #[test]
    fn the_generic_checks_on_the_sichuan_rules() {
        use crate::analysis::{MjPoints, MjWinAnalysis, mj_analyze_win, mj_settle_win};
        use crate::hand::{mj_is_win, mj_waits};
        let (sc, cs) = (mj_rules_new_sichuan(), mj_rules_new_changsha());
        let is_win = |r, tiles: &str, melds: &[MjMeld]| {
            let (t, mut win) = (ids(tiles), true);
            let s =
                unsafe { mj_is_win(r, t.as_ptr(), t.len(), melds.as_ptr(), melds.len(), &mut win) };
            (s, win)
        };
        let waits = |r, tiles: &str| {
            let (t, mut mask) = (ids(tiles), 0u64);
            let s = unsafe { mj_waits(r, t.as_ptr(), t.len(), std::ptr::null(), 0, &mut mask) };
            assert_eq!(s, MjStatus::Ok);
            mask
        };
        // Two suits win; a set of the third suit makes three (a Changsha
        // small hand with its 2-5-8 pair).
        assert_eq!(is_win(sc, "123m456m789m123s55s", &[]), (MjStatus::Ok, true));
        assert_eq!(is_win(sc, "123m456m789p123s55s", &[]), (MjStatus::Ok, false));
        assert_eq!(is_win(cs, "123m456m789p123s55s", &[]), (MjStatus::Ok, true));
        // Thirteen tiles are not a win to ask about: the winning tile is missing.
        assert_eq!(is_win(sc, "123m456m789m123s5s", &[]).0, MjStatus::WrongHandSize);
        assert!(read_last_error().contains("3n+2"));
        // The third suit through a meld.
        let peng = [meld(MjMeldKind::Peng, "9p")];
        assert_eq!(is_win(sc, "123m456m789m55s", &peng), (MjStatus::Ok, false));
        let chi = [meld(MjMeldKind::Chi, "1s")];
        assert_eq!(is_win(sc, "123m456m789m55s", &chi).0, MjStatus::InvalidMeld);
        assert!(read_last_error().contains("吃"));
        // Waiting on 5s or 5p: on sichuan the hand holds all three suits.
        let bits = |tiles: &str| ids(tiles).iter().fold(0u64, |m, &id| m | 1 << id);
        assert_eq!(waits(cs, "123m456m789m55s55p"), bits("5s5p"));
        assert_eq!(waits(sc, "123m456m789m55s55p"), 0);
        assert_eq!(waits(sc, "123m456m789m1155s"), bits("1s5s"));
        assert_eq!(waits(sc, "1112345678999m"), waits(cs, "1112345678999m"));
        // The Changsha family's analysis and payments.
        let t = ids("123m456m789m123s55s");
        let mut a = MjWinAnalysis { units: 7, ..MjWinAnalysis::default() };
        let s = unsafe {
            mj_analyze_win(sc, t.as_ptr(), t.len(), std::ptr::null(), 0, std::ptr::null(), &mut a)
        };
        assert_eq!((s, a.units), (MjStatus::InvalidArgument, 7));
        assert!(read_last_error().contains("mj_sichuan_analyze"));
        let s = unsafe {
            mj_analyze_win(cs, t.as_ptr(), t.len(), std::ptr::null(), 0, std::ptr::null(), &mut a)
        };
        assert_eq!((s, a.win), (MjStatus::Ok, 1));
        let mut p = MjPoints { points: [7; 4] };
        let s = unsafe { mj_settle_win(sc, &a, 0, 1, 0, std::ptr::null(), 0, &mut p) };
        assert_eq!((s, p.points), (MjStatus::InvalidArgument, [7; 4]));
        assert!(read_last_error().contains("mj_settle_win"));
        unsafe {
            mj_rules_free(sc);
            mj_rules_free(cs);
        }
    }
}
