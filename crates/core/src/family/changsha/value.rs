//! A 长沙 (and flat Hunan) hand's worth in the family-neutral shape of
//! [`crate::value`]: the big hands with their units, or for a hand without
//! one the winning shape it makes (小胡 at 长沙; 转转 and 红中 pay every win
//! alike, so their lines only name the shape).

use super::score::{BigHand, WinAnalysis, WinContext, analyze_win};
use crate::error::Result;
use crate::game::WinRecord;
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::value::{HandValue, Line, Unit, WinSituation, plain};

impl From<&WinSituation> for WinContext {
    /// The 长沙 context of the family-neutral words: `kong` is 杠上开花
    /// self-drawn and 抢杠胡 otherwise, `kong_discard` 杠上炮 (a tile another
    /// player's 开杠 flipped). Winds, flowers and `last_copy` are not scored
    /// here.
    fn from(s: &WinSituation) -> WinContext {
        WinContext {
            self_draw: s.self_drawn,
            last_tile: s.last_tile,
            kong_flip: (s.kong && s.self_drawn) || s.kong_discard,
            robbed_kong: s.kong && !s.self_drawn,
            first_turn: s.first_turn,
            dealer: s.dealer,
        }
    }
}

/// The lines of an analysis: its big hands, each with its units, or the
/// shapes a hand without one wins by (value 0).
fn lines(a: &WinAnalysis, rules: &RuleSet) -> Vec<Line> {
    if a.big_hands.is_empty() {
        return a
            .targets
            .iter()
            .map(|&t| {
                let (chinese, english) = rules.target_name(t);
                Line { id: t.name(), chinese, english, value: 0, count: 1 }
            })
            .collect();
    }
    a.big_hands
        .iter()
        .map(|&(b, units)| Line {
            id: b.id(),
            chinese: b.chinese(),
            english: b.english(),
            value: units,
            count: 1,
        })
        .collect()
}

/// [`crate::value::value`] at a 长沙 (`Unit::Units`) or flat (`Unit::Alike`)
/// table.
pub(crate) fn value(
    hand: &Hand,
    rules: &RuleSet,
    s: &WinSituation,
    unit: Unit,
) -> Result<HandValue> {
    let a = analyze_win(hand, rules, &WinContext::from(s))?;
    Ok(plain(unit, a.map(|a| lines(&a, rules))))
}

/// [`crate::value::win_value`] of a win a 长沙 or flat table settled.
pub(crate) fn win_value(rules: &RuleSet, win: &WinRecord, unit: Unit) -> HandValue {
    plain(unit, Some(lines(&win.analysis, rules)))
}

impl BigHand {
    /// The English name (`all triplets`, `luxury seven pairs`, …).
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            BigHand::PengPengHu => "all triplets",
            BigHand::JiangJiangHu => "all 2-5-8",
            BigHand::QingYiSe => "one suit",
            BigHand::QiXiaoDui => "seven pairs",
            BigHand::HaoHuaQiXiaoDui => "luxury seven pairs",
            BigHand::QuanQiuRen => "all melded",
            BigHand::TianHu => "heavenly hand",
            BigHand::DiHu => "earthly hand",
            BigHand::HaiDiLaoYue => "last tile self-drawn",
            BigHand::HaiDiPao => "last tile shown",
            BigHand::GangShangKaiHua => "win on one's own kong flip",
            BigHand::GangShangPao => "win on another's kong flip",
            BigHand::QiangGangHu => "robbing the kong",
        }
    }
}
