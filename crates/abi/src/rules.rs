//! Rule sets as opaque handles: a preset, then options and a wildcard.

use crate::arg::{FromId, Out};
use crate::error::{FfiResult, MjStatus};
use crate::handle::Handle;
use crate::panic::{guard, guard_value};
use majiang_core::{BirdMode, Error, NextDealer, PairRule, RuleSet, SevenPairs, Tile};

/// A rule set (opaque). Create with `mj_rules_new_changsha`,
/// `mj_rules_new_standard`, `mj_rules_new_eval_v1` or `mj_rules_clone`; change
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
    ];
    const C_NAME: &'static str = "MjRuleOption";
    fn id(self) -> i32 {
        self as i32
    }
}

/// Reads a 0/1 option value.
fn flag(name: &'static str, value: i32) -> Result<bool, Error> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Error::BadOption { name, value: value.into(), reason: "0 (off) or 1 (on)" }),
    }
}

/// Reads a point value.
fn points(name: &'static str, value: i32) -> Result<u32, Error> {
    u32::try_from(value).ok().filter(|v| *v <= 1000).ok_or(Error::BadOption {
        name,
        value: value.into(),
        reason: "0 to 1000",
    })
}

impl MjRuleOption {
    /// The option's name in messages.
    fn name(self) -> &'static str {
        match self {
            Self::Honours => "honours",
            Self::TwoFiveEightPair => "two_five_eight_pair",
            Self::Pengpenghu => "pengpenghu",
            Self::Qingyise => "qingyise",
            Self::Jiangjianghu => "jiangjianghu",
            Self::Quanqiuren => "quanqiuren",
            Self::SevenPairs => "seven_pairs",
            Self::ThirteenOrphans => "thirteen_orphans",
            Self::Kaigang => "kaigang",
            Self::KaigangFlips => "kaigang_flips",
            Self::OpeningWins => "opening_wins",
            Self::Birds => "birds",
            Self::BirdMode => "bird_mode",
            Self::DealerBonus => "dealer_bonus",
            Self::NextDealer => "next_dealer",
            Self::HaidiOffer => "haidi_offer",
            Self::KongFee => "kong_fee",
            Self::PointsSmallSelfDraw => "points_small_self_draw",
            Self::PointsSmallDiscard => "points_small_discard",
            Self::PointsBigUnit => "points_big_unit",
        }
    }

    /// Sets the option on `r`, validating the value first (`r` is unchanged on error).
    fn set(self, r: &mut RuleSet, value: i32) -> Result<(), Error> {
        let name = self.name();
        let bad = |reason| Error::BadOption { name, value: value.into(), reason };
        let t = &mut r.table;
        match self {
            Self::Honours => r.set_honours(flag(name, value)?)?,
            Self::TwoFiveEightPair => {
                r.pair = if flag(name, value)? { PairRule::TwoFiveEight } else { PairRule::Any }
            }
            Self::Pengpenghu => r.pengpenghu = flag(name, value)?,
            Self::Qingyise => r.qingyise = flag(name, value)?,
            Self::Jiangjianghu => r.jiangjianghu = flag(name, value)?,
            Self::Quanqiuren => r.quanqiuren = flag(name, value)?,
            Self::SevenPairs => {
                r.seven_pairs = match value {
                    0 => None,
                    1 => Some(SevenPairs::Distinct),
                    2 => Some(SevenPairs::FourAsTwoPairs),
                    _ => return Err(bad("0 (none), 1 (distinct) or 2 (a four is two pairs)")),
                }
            }
            Self::ThirteenOrphans => r.thirteen_orphans = flag(name, value)?,
            Self::Kaigang => t.kaigang = flag(name, value)?,
            Self::KaigangFlips => r.set_kaigang_flips(value.into())?,
            Self::OpeningWins => t.opening_wins = flag(name, value)?,
            Self::Birds => r.set_birds(value.into())?,
            Self::BirdMode => {
                t.bird_mode = match value {
                    0 => BirdMode::Multiply,
                    1 => BirdMode::AddOne,
                    _ => return Err(bad("0 (multiply) or 1 (add one)")),
                }
            }
            Self::DealerBonus => t.dealer_bonus = flag(name, value)?,
            Self::NextDealer => {
                t.next_dealer = match value {
                    0 => NextDealer::Winner,
                    1 => NextDealer::KeepOrNext,
                    2 => NextDealer::Rotate,
                    _ => return Err(bad("0 (winner), 1 (keep or next) or 2 (rotate)")),
                }
            }
            Self::HaidiOffer => t.haidi_offer = flag(name, value)?,
            Self::KongFee => t.kong_fee = points(name, value)?,
            Self::PointsSmallSelfDraw => t.points.small_self_draw = points(name, value)?,
            Self::PointsSmallDiscard => t.points.small_discard = points(name, value)?,
            Self::PointsBigUnit => t.points.big_unit = points(name, value)?,
        }
        Ok(())
    }

    /// The option's value in the encoding `set` reads.
    fn get(self, r: &RuleSet) -> i32 {
        let t = &r.table;
        let bounded = |v: u32| i32::try_from(v).unwrap_or(i32::MAX);
        match self {
            Self::Honours => r.honours.into(),
            Self::TwoFiveEightPair => (r.pair == PairRule::TwoFiveEight).into(),
            Self::Pengpenghu => r.pengpenghu.into(),
            Self::Qingyise => r.qingyise.into(),
            Self::Jiangjianghu => r.jiangjianghu.into(),
            Self::Quanqiuren => r.quanqiuren.into(),
            Self::SevenPairs => match r.seven_pairs {
                None => 0,
                Some(SevenPairs::Distinct) => 1,
                Some(SevenPairs::FourAsTwoPairs) => 2,
            },
            Self::ThirteenOrphans => r.thirteen_orphans.into(),
            Self::Kaigang => t.kaigang.into(),
            Self::KaigangFlips => t.kaigang_flips.into(),
            Self::OpeningWins => t.opening_wins.into(),
            Self::Birds => t.birds.into(),
            Self::BirdMode => match t.bird_mode {
                BirdMode::Multiply => 0,
                BirdMode::AddOne => 1,
            },
            Self::DealerBonus => t.dealer_bonus.into(),
            Self::NextDealer => match t.next_dealer {
                NextDealer::Winner => 0,
                NextDealer::KeepOrNext => 1,
                NextDealer::Rotate => 2,
            },
            Self::HaidiOffer => t.haidi_offer.into(),
            Self::KongFee => bounded(t.kong_fee),
            Self::PointsSmallSelfDraw => bounded(t.points.small_self_draw),
            Self::PointsSmallDiscard => bounded(t.points.small_discard),
            Self::PointsBigUnit => bounded(t.points.big_unit),
        }
    }
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
/// unknown option id).
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
        let option = MjRuleOption::from_id(option, "option")?;
        // Work on a copy so that a refused value leaves the handle as it was.
        let mut changed = rules.rules;
        option.set(&mut changed, value)?;
        rules.rules = changed;
        Ok(())
    })
}

/// Reads an option (`MjRuleOption`) into `*out_value`, encoded as
/// `mj_rules_set_option` takes it.
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
        let option = MjRuleOption::from_id(option, "option")?;
        out.write(option.get(&rules.rules));
        Ok(())
    })
}

/// Makes `tile` the wildcard kind (赖子 / 鬼牌): every copy of it stands for
/// any tile. The tile must be in play under these rules
/// (`MJ_STATUS_INVALID_TILE` otherwise). `MJ_NO_TILE` (-1) removes the wildcard.
///
/// # Safety
/// `rules` must be NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rules_set_wildcard(rules: *mut MjRules, tile: i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let rules = unsafe { MjRules::get_mut(rules, "rules")? };
        rules.rules = if tile == MJ_NO_TILE {
            RuleSet { wildcard: None, ..rules.rules }
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

    #[test]
    fn every_option_reads_back_what_was_set() {
        let r = mj_rules_new_changsha();
        for &option in MjRuleOption::ALL {
            let mut before = 0;
            unsafe {
                assert_eq!(mj_rules_get_option(r, option as i32, &mut before), MjStatus::Ok);
                assert_eq!(mj_rules_set_option(r, option as i32, before), MjStatus::Ok);
                let mut after = -7;
                assert_eq!(mj_rules_get_option(r, option as i32, &mut after), MjStatus::Ok);
                assert_eq!(before, after, "{option:?}");
                // Out of every range: refused, nothing changed.
                assert_eq!(mj_rules_set_option(r, option as i32, 5000), MjStatus::InvalidOption);
                assert_eq!(mj_rules_get_option(r, option as i32, &mut after), MjStatus::Ok);
                assert_eq!(before, after, "{option:?}");
            }
        }
        unsafe { mj_rules_free(r) };
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
}
