//! Rule sets as opaque handles: a preset, then options and a wildcard.

use crate::arg::{FromId, Out, text};
use crate::error::{FfiResult, MjStatus};
use crate::handle::Handle;
use crate::panic::{guard, guard_value};
use majiang_core::options::{self, RuleOption};
use majiang_core::{RuleSet, Tile};
use std::ffi::c_char;

/// A rule set (opaque). Create with `mj_rules_new_changsha`,
/// `mj_rules_new_standard`, `mj_rules_new_eval_v1`, `mj_rules_new_zhuanzhuan`,
/// `mj_rules_new_hongzhong`, `mj_rules_new_sichuan`, `mj_rules_new_by_name`
/// or `mj_rules_clone`; change
/// with `mj_rules_set_option` and `mj_rules_set_wildcard`; release with
/// `mj_rules_free`. Read-only functions take `const MjRules *` and may share
/// one handle across threads; setters need it exclusively.
pub struct MjRules {
    pub(crate) rules: RuleSet,
}

impl Handle for MjRules {
    const TAG: u64 = crate::handle::tag(b"MjRules\0");
}

/// Marks "no tile" where a tile id is optional (`mj_rules_set_wildcard`).
pub const MJ_NO_TILE: i32 = -1;

/// The options of `mj_rules_set_option` / `mj_rules_get_option`. Booleans are
/// 0 (off) or 1 (on). Ids are fixed forever; new options are appended.
/// Options 8–12 and 15–19 belong to the Changsha table (Changsha, eval-v1,
/// standard), 21–34 to the flat tables (转转 zhuanzhuan, 红中 hongzhong),
/// 35–47 to 四川 (sichuan): setting or reading one on rules of another table
/// fails with `MJ_STATUS_INVALID_OPTION`. The others apply to every rule
/// set. Defaults are the presets' (`mj_rules_get_option` reads them). The
/// list is the core's option registry: `mj_rule_option_count`,
/// `mj_rule_option_name`, `mj_rule_option_by_name`, `mj_rule_option_info`
/// and `mj_rule_option_choice` read names, labels, values and defaults
/// from it, for a settings screen built from data.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjRuleOption {
    /// Honours (ids 27–33) are in play. Cannot be turned off while the wildcard is an honour.
    Honours = 0,
    /// The pair of a plain hand: 0 any pair, 1 a suited 2, 5 or 8 (二五八将).
    TwoFiveEightPair = 1,
    /// 碰碰胡 wins with any pair.
    Pengpenghu = 2,
    /// 清一色 wins with any pair.
    Qingyise = 3,
    /// 将将胡 wins without a shape.
    Jiangjianghu = 4,
    /// 全求人 wins with any pair.
    Quanqiuren = 5,
    /// Seven pairs: 0 none, 1 seven distinct kinds, 2 a four counts as two pairs (七小对).
    SevenPairs = 6,
    /// Thirteen orphans wins (needs honours).
    ThirteenOrphans = 7,
    /// 开杠 allowed (tenpai only, flip tiles, hand frozen).
    Kaigang = 8,
    /// Tiles flipped on 开杠: 2 or 4.
    KaigangFlips = 9,
    /// Opening wins (起手胡) are checked on the dealt hands.
    OpeningWins = 10,
    /// Birds (扎鸟) flipped after a win: 0, 1, 2, 4 or 6.
    Birds = 11,
    /// What a bird hit does: 0 multiplies the payment by 1 + hits, 1 adds one point per hit.
    BirdMode = 12,
    /// +1 on every payment the dealer makes or receives.
    DealerBonus = 13,
    /// Who deals next: 0 the winner, 1 the dealer keeps on a win else the next seat, 2 rotate.
    NextDealer = 14,
    /// 海底: the last tile is offered in turn.
    HaidiOffer = 15,
    /// Points per opponent on each kong, 0–1000 (0: no kong fees).
    KongFee = 16,
    /// Points each opponent pays on a small self-draw, 0–1000.
    PointsSmallSelfDraw = 17,
    /// Points the discarder pays on a small win, 0–1000.
    PointsSmallDiscard = 18,
    /// Points per big-hand unit, 0–1000.
    PointsBigUnit = 19,
    /// 吃 allowed: 0 or 1 (Changsha 1; 转转 and 红中 0, no chi). Every rule set.
    Chi = 20,
    /// Flat tables: 红中 (the honour 中, id 31) in the wall, 0 or 4
    /// (转转 0; 红中 4). With 红中 they are the wildcard (no copy limit); 0
    /// removes it and turns `NO_WILDCARD_DOUBLE` off. 8 is refused with a
    /// message (`MJ_STATUS_INVALID_OPTION`): a hand holds at most four of a
    /// kind, so the engine does not play eight.
    RedDragons = 21,
    /// Flat tables: when four 红中 win at once (四红中胡): 0 never, 1 in the
    /// dealt hand (default), 2 any time.
    FourRedDragons = 22,
    /// Flat tables: 点炮胡, a win on another player's discard: 0 (self-draw
    /// only) or 1 (default).
    DiscardWins = 23,
    /// Flat tables: 有红中不接炮, a hand holding a 红中 wins only by
    /// self-draw: 0 or 1 (default).
    WildcardSelfDrawOnly = 24,
    /// Flat tables: 有红中可抢杠胡, a hand holding a 红中 may still rob a
    /// 补杠: 0 or 1 (default).
    WildcardRobsKong = 25,
    /// Flat tables: 一炮多响, several players may win on one discard: 0 or 1 (default).
    MultipleWinners = 26,
    /// Flat tables: 抢杠胡 (robbing a 补杠): 0 off, 1 paid as a discard win
    /// (default), 2 paid as a self-draw.
    RobKong = 27,
    /// Flat tables: 抢杠胡包三家, the robbed konger pays for all three: 0 or 1 (default).
    RobKongPaysAll = 28,
    /// Flat tables: 无红中加倍, a winner holding no 红中 has every line
    /// doubled: 0 or 1 (转转 0, 红中 1); 1 needs 红中 in the wall.
    NoWildcardDouble = 29,
    /// Flat tables: birds drawn after a win, 0, 2, 4 (default), 6 or 8 (read
    /// by bird rules 0 and 1). The Changsha table's count is `BIRDS`.
    FlatBirds = 30,
    /// Flat tables: which birds hit: 0 159中鸟 (default: rank 1, 5, 9 or a
    /// 红中), 1 by seat from the dealer, 2 一鸟全中 (one bird worth its
    /// rank), 3 摸几奖几 (the win tile's rank in birds, each a hit).
    BirdRule = 31,
    /// Flat tables: what a bird hit adds to a line: 1 (+1, default), 2 (+2)
    /// or 3 (each hit doubles the line).
    BirdPoints = 32,
    /// Flat tables: what the discarder pays for a kong on his discard (放杠): 1 (default) or 3.
    ExposedKongPoints = 33,
    /// Flat tables: kong points stand after a drawn hand (流局算杠分): 0
    /// (default: given back) or 1.
    KongPointsOnDraw = 34,
    /// 四川: 封顶, the most fan a win is paid for: 3 (8×), 4 (16×, default) or 5 (32×).
    FanCap = 35,
    /// 四川: what a self-draw adds: 0 自摸加底 (one base more from each
    /// payer, after the cap; default) or 1 自摸加番 (one fan more).
    SelfDrawBonus = 36,
    /// 四川: 幺九将对, 带幺九 (+2) and 将对 (3 fan) count: 0 or 1 (default).
    YaojiuJiangdui = 37,
    /// 四川: 门清中张, 门清 +1 and 中张 +1: 0 (default) or 1.
    MenqingZhongzhang = 38,
    /// 四川: 天地胡, 天胡 and 地胡 are 5 fan: 0 (default) or 1.
    TiandiHu = 39,
    /// 四川: 擦挂, on a 直杠 the other players still in pay 1× too: 0 (default) or 1.
    Cagua = 40,
    /// 四川: 呼叫转移, a kong's income goes to whoever wins on the konger's
    /// next discard (杠上炮): 0 or 1 (default).
    CallTransfer = 41,
    /// 四川: tiles passed before 定缺: 0 (off), 2 (换两张) or 3 (换三张, default).
    Exchange = 42,
    /// 四川: 查大叫 pays a ready player as 0 a discard win (当点炮, default)
    /// or 1 a self-draw (当自摸).
    ChaDajiao = 43,
    /// 四川: 点杠花, a win on the draw after a 直杠, paid as 0 a discard win by
    /// the kong's discarder or 1 a self-draw (default).
    KongFlower = 44,
    /// 四川: 0 血战到底 (a winner leaves; default) or 1 血流成河 (winners play on).
    SichuanMode = 45,
    /// 四川: 一炮多响, several players may win on one discard: 0 or 1
    /// (default). The flat tables' is `MULTIPLE_WINNERS`.
    SichuanMultipleWinners = 46,
    /// 四川: 抢杠胡, robbing a 面下杠 (+1 fan): 0 or 1 (default). The flat
    /// tables' is `ROB_KONG`.
    SichuanRobKong = 47,
    /// 国标: the least fan a win needs, 0 to 88 (default 8).
    McrMinimumFan = 48,
    /// 国标: flowers count toward the minimum: 0 (default) or 1 (Botzone's
    /// judge).
    McrFlowersCount = 49,
    /// 国标: a full game of 16 hands: 0 (one hand) or 1 (default).
    McrFullGame = 50,
    /// 国标 (Botzone): 错和 costs 30 and ends the hand instead of being
    /// refused: 0 (default) or 1.
    McrFalseWinPenalty = 51,
    /// 国标: the 8 flowers in the wall (补花): 0 or 1 (default).
    McrFlowers = 52,
    /// 国标: the prevalent wind, 0 East (default), 1 South, 2 West, 3 North.
    McrRound = 53,
}

impl FromId for MjRuleOption {
    const ALL: &'static [Self] = &[
        Self::Honours,
        Self::TwoFiveEightPair,
        Self::Pengpenghu,
        Self::Qingyise,
        Self::Jiangjianghu,
        Self::Quanqiuren,
        Self::SevenPairs,
        Self::ThirteenOrphans,
        Self::Kaigang,
        Self::KaigangFlips,
        Self::OpeningWins,
        Self::Birds,
        Self::BirdMode,
        Self::DealerBonus,
        Self::NextDealer,
        Self::HaidiOffer,
        Self::KongFee,
        Self::PointsSmallSelfDraw,
        Self::PointsSmallDiscard,
        Self::PointsBigUnit,
        Self::Chi,
        Self::RedDragons,
        Self::FourRedDragons,
        Self::DiscardWins,
        Self::WildcardSelfDrawOnly,
        Self::WildcardRobsKong,
        Self::MultipleWinners,
        Self::RobKong,
        Self::RobKongPaysAll,
        Self::NoWildcardDouble,
        Self::FlatBirds,
        Self::BirdRule,
        Self::BirdPoints,
        Self::ExposedKongPoints,
        Self::KongPointsOnDraw,
        Self::FanCap,
        Self::SelfDrawBonus,
        Self::YaojiuJiangdui,
        Self::MenqingZhongzhang,
        Self::TiandiHu,
        Self::Cagua,
        Self::CallTransfer,
        Self::Exchange,
        Self::ChaDajiao,
        Self::KongFlower,
        Self::SichuanMode,
        Self::SichuanMultipleWinners,
        Self::SichuanRobKong,
        Self::McrMinimumFan,
        Self::McrFlowersCount,
        Self::McrFullGame,
        Self::McrFalseWinPenalty,
        Self::McrFlowers,
        Self::McrRound,
    ];
    const C_NAME: &'static str = "MjRuleOption";
    fn id(self) -> i32 {
        self as i32
    }
}

impl MjRuleOption {
    /// The option's entry in the core's registry ([`options::OPTIONS`]),
    /// which holds its name, labels, values, families and accessors.
    fn entry(self) -> &'static RuleOption {
        &options::OPTIONS[self as usize]
    }
}

/// An option id from the host, as its registry entry.
pub(crate) fn option_arg(option: i32) -> FfiResult<&'static RuleOption> {
    Ok(MjRuleOption::from_id(option, "option")?.entry())
}

/// A registry value (small: every option's values fit in an `i32`).
fn narrow(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

fn new_rules(rules: RuleSet) -> *mut MjRules {
    guard_value(std::ptr::null_mut(), || MjRules { rules }.into_raw())
}

/// The Changsha rules (长沙麻将) as the ruleset defines the default: 108 tiles,
/// small hands with a 2-5-8 pair, the big hands, 开杠 flipping 2, opening
/// wins, 2 birds multiplying, dealer +1. Free with `mj_rules_free`.
/// Returns NULL only if the library failed internally (see `mj_last_error`).
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_changsha() -> *mut MjRules {
    new_rules(RuleSet::changsha())
}

/// The `eval-v1` rules for comparing AIs: Changsha without opening wins,
/// birds, dealer +1, 开杠 or 海底 offer; the deal rotates every hand.
/// Free with `mj_rules_free`; NULL only on an internal failure.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_eval_v1() -> *mut MjRules {
    new_rules(RuleSet::eval_v1())
}

/// The standard rules as the public riichi libraries count: 34 kinds, four
/// sets and any pair, seven distinct pairs, thirteen orphans. Free with
/// `mj_rules_free`; NULL only on an internal failure.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_standard() -> *mut MjRules {
    new_rules(RuleSet::standard())
}

/// 转转麻将 (zhuanzhuan) as the reference defines its default: 108 suited
/// tiles, no 吃, any pair, seven pairs, flat scoring (self-draw 2 from
/// each, discard win 1), 4 birds 159中鸟 at +1 a hit, kongs paid at once.
/// Its options are the flat-table ids of `MjRuleOption` (21–34).
/// Free with `mj_rules_free`; NULL only on an internal failure.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_zhuanzhuan() -> *mut MjRules {
    new_rules(RuleSet::zhuanzhuan())
}

/// 红中麻将 (hongzhong): 转转 plus four 红中 (中, id 31) as wildcards with
/// no copy limit, 112 tiles; 有红中不接炮, 有红中可抢杠胡, 起手四红中可胡,
/// 无红中加倍, 4 birds 159中鸟 with a 红中 bird a hit. A 中 is never
/// discarded, claimed or melded. Free with `mj_rules_free`; NULL only on
/// an internal failure.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_hongzhong() -> *mut MjRules {
    new_rules(RuleSet::hongzhong())
}

/// 四川麻将 血战到底 (sichuan) with the reference defaults: 108 suited
/// tiles, no 吃, any pair, seven pairs (a four counts as two), fan scoring
/// capped at 4 fan, 自摸加底, 幺九将对, 呼叫转移, 换三张, 查大叫 as a discard
/// win, 点杠花 as a self-draw, 血战到底, 一炮多响 and 抢杠胡. Its options are
/// the 四川 ids of `MjRuleOption` (35–47); `mj_sichuan_analyze` counts a
/// hand's fan, `mj_game_new` plays its hands (换三张, 定缺, 血战).
/// Free with `mj_rules_free`; NULL only on an internal failure.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rules_new_sichuan() -> *mut MjRules {
    new_rules(RuleSet::sichuan())
}

/// A preset by name into `*out`: `changsha`, `eval-v1`, `standard`,
/// `zhuanzhuan`, `hongzhong` or `sichuan` (as the command line's `--rules`
/// reads them). Another name fails with `MJ_STATUS_INVALID_OPTION` and a
/// message naming the presets; a name that is not UTF-8 with
/// `MJ_STATUS_INVALID_UTF8`. Free the handle with `mj_rules_free`.
///
/// # Safety
/// `name` NULL or NUL-terminated; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_new_by_name(
    name: *const c_char,
    out: *mut *mut MjRules,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (name, out) = unsafe { (text(name, "name")?, Out::new(out, "out")?) };
        let rules = RuleSet::by_name(name).map_err(|e| crate::FfiError::at("name", e))?;
        out.write(MjRules { rules }.into_raw());
        Ok(())
    })
}

/// Copies a rule set into a new handle `*out` (free it with `mj_rules_free`).
///
/// # Safety
/// `rules` must be NULL or a live handle; `out` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_clone(rules: *const MjRules, out: *mut *mut MjRules) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) = unsafe { (MjRules::get(rules, "rules")?, Out::new(out, "out")?) };
        out.write(MjRules { rules: rules.rules }.into_raw());
        Ok(())
    })
}

/// Releases a rule set. NULL is a no-op. Using the handle afterwards, or
/// freeing it twice, is undefined behaviour.
///
/// # Safety
/// `rules` must be NULL or a live handle not used by another thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_free(rules: *mut MjRules) {
    // SAFETY: the caller's contract above.
    guard_value((), || unsafe { MjRules::free(rules) })
}

/// Sets an option (`MjRuleOption`) to `value`. The value is validated first:
/// on failure the rule set is unchanged and the message names the option and
/// the value (`MJ_STATUS_INVALID_OPTION`; `MJ_STATUS_INVALID_ARGUMENT` for an
/// unknown option id). An option of another table is refused, and so are,
/// on the sichuan rules, `CHI`, `HONOURS`, `JIANGJIANGHU` and
/// `THIRTEEN_ORPHANS` turned on (四川 has no 吃, no honours, and wins on four
/// sets and a pair or seven pairs). The whole combination is then checked
/// (the same check `mj_game_new` makes): a value the engine cannot play with
/// the other settings is refused with a message naming both, so a game
/// never refuses rules a setter accepted.
///
/// # Safety
/// `rules` must be NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_set_option(
    rules: *mut MjRules,
    option: i32,
    value: i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let rules = unsafe { MjRules::get_mut(rules, "rules")? };
        // The registry's setter works on a copy, so a refused value leaves
        // the handle as it was, and checks the whole combination: a value
        // fine alone but not with the rest is refused here, not by the game.
        option_arg(option)?.set(&mut rules.rules, value.into())?;
        Ok(())
    })
}

/// Reads an option (`MjRuleOption`) into `*out_value`, encoded as
/// `mj_rules_set_option` takes it. An option of another table is refused
/// with `MJ_STATUS_INVALID_OPTION` and a message naming its table, as
/// `mj_rules_set_option` refuses it: its value would be one nobody reads
/// (`BIRDS` on hongzhong, whose birds are `FLAT_BIRDS`).
///
/// # Safety
/// `rules` must be NULL or a live handle; `out_value` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_get_option(
    rules: *const MjRules,
    option: i32,
    out_value: *mut i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) =
            unsafe { (MjRules::get(rules, "rules")?, Out::new(out_value, "out_value")?) };
        out.write(narrow(option_arg(option)?.get(&rules.rules)?));
        Ok(())
    })
}

/// Makes `tile` the wildcard kind (赖子 / 鬼牌): every copy of it stands for
/// any tile within the four copies of a kind. The tile must be in play under
/// these rules (`MJ_STATUS_INVALID_TILE` otherwise). The sichuan rules play
/// no wildcard: a tile there fails with `MJ_STATUS_INVALID_OPTION` and a
/// message naming the wildcard and 四川. On a flat table (zhuanzhuan,
/// hongzhong) a wildcard other than 红中 takes the 红中 out of the wall
/// (`RED_DRAGONS` 0, `NO_WILDCARD_DOUBLE` 0).
///
/// `MJ_NO_TILE` (-1) removes the wildcard; on a flat table the 红中 go with
/// it (`RED_DRAGONS` 0, `NO_WILDCARD_DOUBLE` 0, a 108-tile wall: 转转's
/// table), so the rules, the wall and a game's record always agree.
///
/// # Safety
/// `rules` must be NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_set_wildcard(rules: *mut MjRules, tile: i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let rules = unsafe { MjRules::get_mut(rules, "rules")? };
        rules.rules = if tile == MJ_NO_TILE {
            // On a flat table the 红中 leave the wall with their wildcard.
            rules.rules.without_wildcard()
        } else {
            let t = Tile::from_id(tile.into()).map_err(|e| crate::FfiError::at("tile", e))?;
            rules.rules.with_wildcard(t).map_err(|e| crate::FfiError::at("tile", e))?
        };
        Ok(())
    })
}

/// The wildcard kind into `*out_tile`, or `MJ_NO_TILE` (-1) when there is none.
///
/// # Safety
/// `rules` must be NULL or a live handle; `out_tile` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_get_wildcard(
    rules: *const MjRules,
    out_tile: *mut i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) =
            unsafe { (MjRules::get(rules, "rules")?, Out::new(out_tile, "out_tile")?) };
        out.write(rules.rules.wildcard.map_or(MJ_NO_TILE, |t| t.id().into()));
        Ok(())
    })
}

/// Borrows the rule set behind a handle argument.
///
/// # Safety
/// As [`Handle::get`].
pub(crate) unsafe fn rules_arg<'a>(rules: *const MjRules) -> FfiResult<&'a RuleSet> {
    // SAFETY: forwarded contract.
    unsafe { MjRules::get(rules, "rules").map(|r| &r.rules) }
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    fn rules<'a>(r: *const MjRules) -> &'a RuleSet {
        unsafe { rules_arg(r) }.unwrap()
    }

    fn presets() -> [*mut MjRules; 6] {
        [
            mj_rules_new_changsha(),
            mj_rules_new_eval_v1(),
            mj_rules_new_standard(),
            mj_rules_new_zhuanzhuan(),
            mj_rules_new_hongzhong(),
            mj_rules_new_sichuan(),
        ]
    }

    #[test]
    fn every_option_reads_back_what_was_set() {
        for r in presets() {
            let scoring = rules(r).scoring;
            for &option in MjRuleOption::ALL {
                let mut before = 0;
                unsafe {
                    if !option.entry().families.contains(&scoring) {
                        // An option of another table: refused, read or
                        // written, whatever the value.
                        let got = mj_rules_get_option(r, option as i32, &mut before);
                        assert_eq!(got, MjStatus::InvalidOption, "{option:?}");
                        assert_eq!(before, 0, "{option:?}: nothing written");
                        let set = mj_rules_set_option(r, option as i32, before);
                        assert_eq!(set, MjStatus::InvalidOption, "{option:?}");
                        continue;
                    }
                    assert_eq!(mj_rules_get_option(r, option as i32, &mut before), MjStatus::Ok);
                    let set = mj_rules_set_option(r, option as i32, before);
                    assert_eq!(set, MjStatus::Ok, "{option:?}");
                    let mut after = -7;
                    assert_eq!(mj_rules_get_option(r, option as i32, &mut after), MjStatus::Ok);
                    assert_eq!(before, after, "{option:?}");
                    // Out of every range: refused, nothing changed.
                    assert_eq!(
                        mj_rules_set_option(r, option as i32, 5000),
                        MjStatus::InvalidOption
                    );
                    assert_eq!(mj_rules_get_option(r, option as i32, &mut after), MjStatus::Ok);
                    assert_eq!(before, after, "{option:?}");
                }
            }
            unsafe { mj_rules_free(r) };
        }
    }

    fn get(r: *const MjRules, option: MjRuleOption) -> i32 {
        let mut v = -1;
        assert_eq!(unsafe { mj_rules_get_option(r, option as i32, &mut v) }, MjStatus::Ok);
        v
    }

    #[test]
    fn flat_options_are_the_core_fields_with_the_core_messages() {
        let r = mj_rules_new_zhuanzhuan();
        let set = |o: MjRuleOption, v| unsafe { mj_rules_set_option(r, o as i32, v) };
        // The presets' defaults.
        let hz = mj_rules_new_hongzhong();
        assert_eq!((get(r, MjRuleOption::RedDragons), get(hz, MjRuleOption::RedDragons)), (0, 4));
        assert_eq!(get(hz, MjRuleOption::NoWildcardDouble), 1);
        assert_eq!((get(hz, MjRuleOption::FlatBirds), get(hz, MjRuleOption::Chi)), (4, 0));
        unsafe { mj_rules_free(hz) };
        // 无红中加倍 needs 红中: the core's reason.
        assert_eq!(set(MjRuleOption::NoWildcardDouble, 1), MjStatus::InvalidOption);
        assert!(crate::error::tests::read_last_error().contains("set red_dragons to 4 or 8"));
        assert_eq!(set(MjRuleOption::RedDragons, 8), MjStatus::InvalidOption);
        let message = crate::error::tests::read_last_error();
        assert!(message.contains("red_dragons = 8: the engine plays 0 or 4 红中"), "{message}");
        assert_eq!(set(MjRuleOption::RedDragons, 4), MjStatus::Ok);
        assert_eq!(rules(r).wildcard, Some(Tile::RED_DRAGON));
        assert_eq!(rules(r).wall_size(), 112);
        assert_eq!(set(MjRuleOption::NoWildcardDouble, 1), MjStatus::Ok);
        for (option, value, reason) in [
            (MjRuleOption::RedDragons, 2, "red_dragons = 2: 0, 4 or 8"),
            (MjRuleOption::FlatBirds, 3, "birds = 3: 0, 2, 4, 6 or 8"),
            (MjRuleOption::BirdRule, 4, "bird_rule = 4: 0 (159中鸟)"),
            (MjRuleOption::BirdPoints, 0, "bird_points = 0: 1 (+1 a hit)"),
            (MjRuleOption::ExposedKongPoints, 2, "exposed_kong_points = 2: 1 or 3"),
            (MjRuleOption::RobKong, 3, "rob_kong = 3: 0 (off)"),
            (MjRuleOption::FourRedDragons, -1, "four_red_dragons = -1"),
            (MjRuleOption::DiscardWins, 2, "discard_wins = 2: 0 (off) or 1 (on)"),
        ] {
            let before = *rules(r);
            assert_eq!(set(option, value), MjStatus::InvalidOption, "{option:?}");
            let message = crate::error::tests::read_last_error();
            assert!(message.contains(reason), "{option:?}: {message}");
            assert_eq!(*rules(r), before, "{option:?} refused, nothing changed");
        }
        for (option, value, field) in [
            (MjRuleOption::BirdRule, 1, "bird_rule"),
            (MjRuleOption::BirdPoints, 3, "bird_points"),
            (MjRuleOption::RobKong, 2, "rob_kong"),
            (MjRuleOption::ExposedKongPoints, 3, "exposed_kong"),
            (MjRuleOption::FlatBirds, 8, "birds"),
            (MjRuleOption::Chi, 1, "chi"),
        ] {
            assert_eq!(set(option, value), MjStatus::Ok, "{field}");
            assert_eq!(get(r, option), value, "{field}");
        }
        let f = rules(r).flat;
        assert_eq!(
            (f.bird_rule.code(), f.bird_points.code(), f.rob_kong.code(), f.birds.get()),
            (1, 3, 2, 8)
        );
        assert_eq!((f.exposed_kong.points(), rules(r).chi), (3, true));
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn sichuan_options_are_the_core_fields_with_the_core_messages() {
        use majiang_core::{Exchange, FanCap, PaidAs, SelfDrawBonus, SichuanMode, SichuanOptions};
        let r = mj_rules_new_sichuan();
        assert_eq!(*rules(r), RuleSet::sichuan());
        let set = |o: MjRuleOption, v| unsafe { mj_rules_set_option(r, o as i32, v) };
        // The preset's defaults, read back in the encoding `set` takes.
        for (option, value) in [
            (MjRuleOption::FanCap, 4),
            (MjRuleOption::SelfDrawBonus, 0),
            (MjRuleOption::YaojiuJiangdui, 1),
            (MjRuleOption::MenqingZhongzhang, 0),
            (MjRuleOption::TiandiHu, 0),
            (MjRuleOption::Cagua, 0),
            (MjRuleOption::CallTransfer, 1),
            (MjRuleOption::Exchange, 3),
            (MjRuleOption::ChaDajiao, 0),
            (MjRuleOption::KongFlower, 1),
            (MjRuleOption::SichuanMode, 0),
            (MjRuleOption::SichuanMultipleWinners, 1),
            (MjRuleOption::SichuanRobKong, 1),
            (MjRuleOption::Chi, 0),
        ] {
            assert_eq!(get(r, option), value, "{option:?}");
        }
        // Out of range: refused with the core's reason, nothing changed.
        for (option, value, reason) in [
            (MjRuleOption::FanCap, 6, "fan_cap = 6: 3, 4 or 5 (fan)"),
            (MjRuleOption::SelfDrawBonus, 2, "self_draw_bonus = 2: 0 (自摸加底"),
            (MjRuleOption::Exchange, 1, "exchange = 1: 0 (off), 2 (换两张) or 3 (换三张)"),
            (MjRuleOption::ChaDajiao, -1, "cha_dajiao = -1: 0 (as a discard win"),
            (MjRuleOption::KongFlower, 2, "kong_flower = 2: 0 (as a discard win"),
            (MjRuleOption::SichuanMode, 2, "sichuan_mode = 2: 0 (血战到底"),
            (MjRuleOption::Cagua, 2, "cagua = 2: 0 (off) or 1 (on)"),
            (MjRuleOption::SichuanRobKong, 3, "sichuan_rob_kong = 3: 0 (off) or 1 (on)"),
        ] {
            let before = *rules(r);
            assert_eq!(set(option, value), MjStatus::InvalidOption, "{option:?}");
            let message = crate::error::tests::read_last_error();
            assert!(message.contains(reason), "{option:?}: {message}");
            assert_eq!(*rules(r), before, "{option:?} refused, nothing changed");
        }
        // Every field, set away from its default, lands in the core's options.
        for (option, value) in [
            (MjRuleOption::FanCap, 5),
            (MjRuleOption::SelfDrawBonus, 1),
            (MjRuleOption::YaojiuJiangdui, 0),
            (MjRuleOption::MenqingZhongzhang, 1),
            (MjRuleOption::TiandiHu, 1),
            (MjRuleOption::Cagua, 1),
            (MjRuleOption::CallTransfer, 0),
            (MjRuleOption::Exchange, 2),
            (MjRuleOption::ChaDajiao, 1),
            (MjRuleOption::KongFlower, 0),
            (MjRuleOption::SichuanMode, 1),
            (MjRuleOption::SichuanMultipleWinners, 0),
            (MjRuleOption::SichuanRobKong, 0),
        ] {
            assert_eq!(set(option, value), MjStatus::Ok, "{option:?}");
            assert_eq!(get(r, option), value, "{option:?}");
        }
        assert_eq!(
            rules(r).sichuan,
            SichuanOptions {
                cap: FanCap::Five,
                self_draw: SelfDrawBonus::AddFan,
                yaojiu_jiangdui: false,
                menqing_zhongzhang: true,
                tiandi_hu: true,
                cagua: true,
                call_transfer: false,
                exchange: Exchange::Two,
                cha_dajiao: PaidAs::SelfDraw,
                kong_flower: PaidAs::Discard,
                mode: SichuanMode::XueLiu,
                multiple_winners: false,
                rob_kong: false,
            }
        );
        // The flat tables' options of the same name are not these.
        assert_eq!(rules(r).flat, RuleSet::sichuan().flat);
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn a_sichuan_option_elsewhere_and_another_table_on_sichuan_are_refused() {
        let cs = mj_rules_new_changsha();
        let sc = mj_rules_new_sichuan();
        unsafe {
            assert_eq!(
                mj_rules_set_option(cs, MjRuleOption::FanCap as i32, 4),
                MjStatus::InvalidOption
            );
            let message = crate::error::tests::read_last_error();
            assert!(message.contains("fan_cap = 4: an option of 四川 (sichuan)"), "{message}");
            for (option, name) in [
                (MjRuleOption::MultipleWinners, "multiple_winners"),
                (MjRuleOption::RobKong, "rob_kong"),
                (MjRuleOption::Birds, "birds"),
                (MjRuleOption::Kaigang, "kaigang"),
            ] {
                let before = *rules(sc);
                assert_eq!(mj_rules_set_option(sc, option as i32, 1), MjStatus::InvalidOption);
                let message = crate::error::tests::read_last_error();
                assert!(message.starts_with(&format!("{name} = 1: an option of the")), "{message}");
                assert_eq!(*rules(sc), before);
            }
            assert_eq!(mj_rules_set_option(sc, 54, 0), MjStatus::InvalidArgument);
            mj_rules_free(cs);
            mj_rules_free(sc);
        }
    }

    #[test]
    fn an_option_of_the_other_table_is_refused_with_the_reason() {
        let cs = mj_rules_new_changsha();
        let hz = mj_rules_new_hongzhong();
        unsafe {
            assert_eq!(
                mj_rules_set_option(cs, MjRuleOption::RedDragons as i32, 4),
                MjStatus::InvalidOption
            );
            let message = crate::error::tests::read_last_error();
            assert!(message.contains("flat tables (zhuanzhuan, hongzhong)"), "{message}");
            assert_eq!(
                mj_rules_set_option(hz, MjRuleOption::Birds as i32, 2),
                MjStatus::InvalidOption
            );
            let message = crate::error::tests::read_last_error();
            assert!(message.contains("birds = 2: an option of the Changsha table"), "{message}");
            mj_rules_free(cs);
            mj_rules_free(hz);
        }
    }

    #[test]
    fn presets_by_name() {
        for name in RuleSet::PRESETS {
            let c = std::ffi::CString::new(name).unwrap();
            let mut r = std::ptr::null_mut();
            assert_eq!(unsafe { mj_rules_new_by_name(c.as_ptr(), &mut r) }, MjStatus::Ok);
            assert_eq!(*rules(r), RuleSet::by_name(name).unwrap());
            unsafe { mj_rules_free(r) };
        }
        let mut r = std::ptr::null_mut();
        let s = unsafe { mj_rules_new_by_name(c"sichuan-xl".as_ptr(), &mut r) };
        assert_eq!(s, MjStatus::InvalidOption);
        let message = crate::error::tests::read_last_error();
        assert!(message.starts_with("name: unknown rules \"sichuan-xl\""), "{message}");
        assert!(message.contains("zhuanzhuan") && message.contains("hongzhong"), "{message}");
        assert!(r.is_null(), "out untouched");
        let bad = [0xffu8, 0];
        let s = unsafe { mj_rules_new_by_name(bad.as_ptr().cast(), &mut r) };
        assert_eq!(s, MjStatus::InvalidUtf8);
        let s = unsafe { mj_rules_new_by_name(std::ptr::null(), &mut r) };
        assert_eq!(s, MjStatus::NullPointer);
        assert!(r.is_null(), "out untouched");
    }

    #[test]
    fn honours_stay_on_while_the_wildcard_is_one() {
        let r = mj_rules_new_standard();
        unsafe {
            assert_eq!(mj_rules_set_wildcard(r, 31), MjStatus::Ok);
            assert_eq!(
                mj_rules_set_option(r, MjRuleOption::Honours as i32, 0),
                MjStatus::InvalidOption
            );
            assert_eq!(mj_rules_set_wildcard(r, MJ_NO_TILE), MjStatus::Ok);
            assert_eq!(mj_rules_set_option(r, MjRuleOption::Honours as i32, 0), MjStatus::Ok);
            assert_eq!(mj_rules_set_wildcard(r, 31), MjStatus::InvalidTile);
            let mut w = 0;
            assert_eq!(mj_rules_get_wildcard(r, &mut w), MjStatus::Ok);
            assert_eq!(w, MJ_NO_TILE);
            mj_rules_free(r);
            mj_rules_free(std::ptr::null_mut());
        }
    }

    #[test]
    fn a_wildcard_removed_takes_the_red_dragons_with_it() {
        let hz = mj_rules_new_hongzhong();
        unsafe {
            assert_eq!(mj_rules_set_wildcard(hz, MJ_NO_TILE), MjStatus::Ok);
        }
        assert_eq!(get(hz, MjRuleOption::RedDragons), 0);
        assert_eq!(get(hz, MjRuleOption::NoWildcardDouble), 0);
        assert_eq!((rules(hz).wildcard, rules(hz).wall_size()), (None, 108));
        // Another wildcard on a flat table is not 红中: the same.
        let hz2 = mj_rules_new_hongzhong();
        unsafe { assert_eq!(mj_rules_set_wildcard(hz2, 4), MjStatus::Ok) };
        assert_eq!(get(hz2, MjRuleOption::RedDragons), 0);
        assert_eq!(rules(hz2).wall_size(), 108);
        unsafe {
            mj_rules_free(hz);
            mj_rules_free(hz2);
        }
    }

    #[test]
    fn a_wildcard_on_sichuan_is_refused_naming_both() {
        let sc = mj_rules_new_sichuan();
        unsafe {
            assert_eq!(mj_rules_set_wildcard(sc, 4), MjStatus::InvalidOption);
        }
        let message = crate::error::tests::read_last_error();
        assert!(message.contains("wildcard = 4: 四川 (sichuan) plays no wildcard"), "{message}");
        assert_eq!(*rules(sc), RuleSet::sichuan(), "refused, nothing changed");
        unsafe { mj_rules_free(sc) };
    }
}
