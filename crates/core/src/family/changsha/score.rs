//! Changsha analysis and payments: what a winning hand is worth (small hand
//! or big hands with their units), the opening wins (起手胡) of a dealt hand,
//! where the birds (扎鸟) land, and who pays whom.
//!
//! This module knows the rules of `changsha-rules.md` and the rule set's
//! options; it knows nothing of the table's state. The game engine tells it
//! how a hand was won ([`WinContext`]), who pays ([`Payers`]) and which birds
//! were flipped, and gets back point deltas that sum to zero.
//!
//! # Choices the rules leave open
//! - **Small or big.** A win is *small* ([`WinAnalysis::small`]) when no big
//!   hand applies: it wins by the regular shape with the pair the rules ask
//!   for (2/5/8 in Changsha). Under the `standard` preset a win by thirteen
//!   orphans, which has no Changsha counterpart, is also scored as small.
//! - **Stacking.** Big hands add up. 清一色 counts for any one-suit win with a
//!   shape (regular, 碰碰胡, 七小对), so 清一色 + 七小对 and 清一色 + 碰碰胡 are
//!   two units each. 豪华七小对 replaces 七小对 (never both): 2 units with one
//!   four, one more for each further four. 全求人 needs four exposed melds
//!   (a concealed kong is not exposed) and any pair; self-drawn or on a
//!   discard alike.
//! - **Situational hands** (天胡 … 抢杠胡) upgrade a hand that already wins;
//!   they never make a win of a non-winning hand, so a plain shape still
//!   needs its 2/5/8 pair. 地胡 is the non-dealer's win on the dealer's first
//!   discard only (not on their own first draw). A context that cannot
//!   happen (a robbed kong won by self-draw, or on a kong flip) is an error.
//! - **Wildcards.** Each wildcard may stand for any tile (never a fifth
//!   copy); the analysis takes the reading worth the most units (the first
//!   such reading in tile order on a tie).

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::family::WinValue;
use crate::hand::Hand;
use crate::reading::{concrete_rules, for_each_reading};
use crate::rules::{BirdMode, RuleSet, SevenPairs, Target};
use crate::tile::{Suit, Tile};
use crate::win::{is_win, winning_targets};

/// A big hand (大胡). Each is worth one unit, except 豪华七小对 (2 units plus
/// one per further four).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BigHand {
    /// 碰碰胡: four triplets or kongs and any pair, no chi.
    PengPengHu,
    /// 将将胡: every tile a 2, 5 or 8, no shape needed; melds only 碰/杠.
    JiangJiangHu,
    /// 清一色: every tile (melds included) of one suit, with a winning shape.
    QingYiSe,
    /// 七小对: seven pairs, no melds; a concealed four counts as two pairs.
    /// The shape is the target [`Target::SevenPairs`] (shanten, hints).
    QiXiaoDui,
    /// 豪华七小对: 七小对 holding at least one four.
    HaoHuaQiXiaoDui,
    /// 全求人: four exposed melds and any pair.
    QuanQiuRen,
    /// 天胡: the dealer wins with the dealt fourteen tiles.
    TianHu,
    /// 地胡: a non-dealer wins on the dealer's first discard.
    DiHu,
    /// 海底捞月: a self-drawn win on the last tile.
    HaiDiLaoYue,
    /// 海底炮: a win on the last tile, shown by another player.
    HaiDiPao,
    /// 杠上开花: a win on a tile flipped by one's own 开杠.
    GangShangKaiHua,
    /// 杠上炮: a win on a tile flipped by another player's 开杠.
    GangShangPao,
    /// 抢杠胡: a win by robbing a tile added to a 碰.
    QiangGangHu,
}

impl BigHand {
    /// Every big hand, in identifier order.
    pub const ALL: [BigHand; 13] = [
        BigHand::PengPengHu,
        BigHand::JiangJiangHu,
        BigHand::QingYiSe,
        BigHand::QiXiaoDui,
        BigHand::HaoHuaQiXiaoDui,
        BigHand::QuanQiuRen,
        BigHand::TianHu,
        BigHand::DiHu,
        BigHand::HaiDiLaoYue,
        BigHand::HaiDiPao,
        BigHand::GangShangKaiHua,
        BigHand::GangShangPao,
        BigHand::QiangGangHu,
    ];

    /// The stable identifier every front end uses (`pengpenghu`, `haohua_qixiaodui`, …).
    ///
    /// ```
    /// use majiang_core::BigHand;
    /// assert_eq!(BigHand::HaoHuaQiXiaoDui.id(), "haohua_qixiaodui");
    /// assert_eq!(BigHand::from_id("haohua_qixiaodui"), Some(BigHand::HaoHuaQiXiaoDui));
    /// ```
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            BigHand::PengPengHu => "pengpenghu",
            BigHand::JiangJiangHu => "jiangjianghu",
            BigHand::QingYiSe => "qingyise",
            BigHand::QiXiaoDui => "qixiaodui",
            BigHand::HaoHuaQiXiaoDui => "haohua_qixiaodui",
            BigHand::QuanQiuRen => "quanqiuren",
            BigHand::TianHu => "tianhu",
            BigHand::DiHu => "dihu",
            BigHand::HaiDiLaoYue => "haidilaoyue",
            BigHand::HaiDiPao => "haidipao",
            BigHand::GangShangKaiHua => "gangshangkaihua",
            BigHand::GangShangPao => "gangshangpao",
            BigHand::QiangGangHu => "qiangganghu",
        }
    }

    /// The Chinese name (`碰碰胡`, `豪华七小对`, …).
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        match self {
            BigHand::PengPengHu => "碰碰胡",
            BigHand::JiangJiangHu => "将将胡",
            BigHand::QingYiSe => "清一色",
            BigHand::QiXiaoDui => "七小对",
            BigHand::HaoHuaQiXiaoDui => "豪华七小对",
            BigHand::QuanQiuRen => "全求人",
            BigHand::TianHu => "天胡",
            BigHand::DiHu => "地胡",
            BigHand::HaiDiLaoYue => "海底捞月",
            BigHand::HaiDiPao => "海底炮",
            BigHand::GangShangKaiHua => "杠上开花",
            BigHand::GangShangPao => "杠上炮",
            BigHand::QiangGangHu => "抢杠胡",
        }
    }

    /// The big hand with this identifier.
    #[must_use]
    pub fn from_id(id: &str) -> Option<BigHand> {
        BigHand::ALL.into_iter().find(|b| b.id() == id)
    }

    /// True for the hands that depend on how the hand was won (天胡 … 抢杠胡),
    /// not on its tiles.
    #[must_use]
    pub const fn is_situational(self) -> bool {
        (self as u8) >= (BigHand::TianHu as u8)
    }

    /// How the winning tile of a situational hand came, as a
    /// [`WinContext`] gives them: `Some(true)` for the hands
    /// won only by self-draw (天胡, 海底捞月, 杠上开花), `Some(false)` for
    /// those won only on another player's tile (地胡, 海底炮, 杠上炮, 抢杠胡),
    /// `None` for the hands made by the tiles (won either way).
    #[must_use]
    pub const fn self_drawn(self) -> Option<bool> {
        match self {
            BigHand::TianHu | BigHand::HaiDiLaoYue | BigHand::GangShangKaiHua => Some(true),
            BigHand::DiHu | BigHand::HaiDiPao | BigHand::GangShangPao | BigHand::QiangGangHu => {
                Some(false)
            }
            _ => None,
        }
    }

    /// The units this big hand can be worth in an analysis: 1, except
    /// 豪华七小对 at 2 (one four) to 4. Seven pairs are fourteen concealed
    /// tiles, so they hold at most three fours (4 + 4 + 4 + 2), and
    /// [`analyze_win`] counts one unit plus one per four.
    #[must_use]
    pub const fn units(self) -> std::ops::RangeInclusive<u32> {
        const MOST_FOURS: u32 = (14 - 2) / 4;
        match self {
            BigHand::HaoHuaQiXiaoDui => 2..=1 + MOST_FOURS,
            _ => 1..=1,
        }
    }

    /// The winning target this big hand is made by (`None` for the
    /// situational hands): the shape [`analyze_win`] reads it from. 清一色
    /// also comes with seven pairs of one suit, so its target is one of two.
    const fn targets(self) -> &'static [Target] {
        match self {
            BigHand::PengPengHu => &[Target::PengPengHu],
            BigHand::JiangJiangHu => &[Target::JiangJiangHu],
            BigHand::QingYiSe => &[Target::QingYiSe, Target::SevenPairs],
            BigHand::QiXiaoDui | BigHand::HaoHuaQiXiaoDui => &[Target::SevenPairs],
            BigHand::QuanQiuRen => &[Target::QuanQiuRen],
            _ => &[],
        }
    }
}

/// An opening win (起手胡) of a dealt hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpeningWin {
    /// 大四喜: four identical tiles.
    DaSiXi,
    /// 板板胡: no 2, 5 or 8 at all.
    BanBanHu,
    /// 缺一色: one of the three suits entirely missing.
    QueYiSe,
    /// 六六顺: two triplets.
    LiuLiuShun,
}

impl OpeningWin {
    /// Every opening win, in identifier order.
    pub const ALL: [OpeningWin; 4] =
        [OpeningWin::DaSiXi, OpeningWin::BanBanHu, OpeningWin::QueYiSe, OpeningWin::LiuLiuShun];

    /// The stable identifier: `dasixi`, `banbanhu`, `queyise`, `liuliushun`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            OpeningWin::DaSiXi => "dasixi",
            OpeningWin::BanBanHu => "banbanhu",
            OpeningWin::QueYiSe => "queyise",
            OpeningWin::LiuLiuShun => "liuliushun",
        }
    }

    /// The Chinese name (`大四喜`, …).
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        match self {
            OpeningWin::DaSiXi => "大四喜",
            OpeningWin::BanBanHu => "板板胡",
            OpeningWin::QueYiSe => "缺一色",
            OpeningWin::LiuLiuShun => "六六顺",
        }
    }

    /// The opening win with this identifier.
    #[must_use]
    pub fn from_id(id: &str) -> Option<OpeningWin> {
        OpeningWin::ALL.into_iter().find(|o| o.id() == id)
    }
}

/// How a hand was won: what the situational big hands need to know.
///
/// The default is a win on an ordinary discard by a non-dealer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct WinContext {
    /// Won on one's own draw (自摸), a 开杠 flip of one's own included.
    pub self_draw: bool,
    /// Won on the last tile of the wall (海底).
    pub last_tile: bool,
    /// Won on a tile flipped by a 开杠 (one's own: 杠上开花; another's: 杠上炮).
    pub kong_flip: bool,
    /// Won by robbing a tile added to a 碰 (抢杠胡).
    pub robbed_kong: bool,
    /// Won in the first go-round: the dealer on the dealt tiles, or another
    /// player on the dealer's first discard.
    pub first_turn: bool,
    /// The winner is the dealer.
    pub dealer: bool,
}

/// What the winning hand itself must show for a situational win, the one
/// check of every family ([`analyze_win`] and
/// [`crate::sichuan::analyze_with`]); each fails with
/// [`Error::BadContext`] saying why the context cannot happen:
/// - `kong_draw` (杠上开花 / 杠上花, a self-draw on one's own kong): a kong
///   among the winner's melds;
/// - `robbed_kong` (抢杠胡): a kind the hand holds exactly one copy of, melds
///   included — the robbed tile is the fourth of a kind whose other three
///   are the konger's 碰;
/// - `first_turn` (天胡 / 地胡): a closed hand, no meld and no kong.
pub(crate) fn check_hand_context(
    hand: &Hand,
    kong_draw: bool,
    robbed_kong: bool,
    first_turn: bool,
) -> Result<()> {
    if kong_draw && !hand.melds().any(|m| m.kind().is_kong()) {
        return Err(Error::BadContext(
            "a win on one's own kong (杠上开花 / 杠上花) needs a kong among the winner's melds",
        ));
    }
    if robbed_kong && !hand.all_tiles().as_array().contains(&1) {
        return Err(Error::BadContext(
            "抢杠胡 needs a single copy of the winning kind in the hand: the konger holds the \
             other three",
        ));
    }
    if first_turn && hand.meld_count() > 0 {
        return Err(Error::BadContext(
            "a first-go-round win (天胡 / 地胡) is won with a closed hand: nothing melded yet",
        ));
    }
    Ok(())
}

impl WinContext {
    /// The situational big hands this context gives, or an error for a
    /// context that cannot happen.
    fn situational(&self) -> Result<Vec<BigHand>> {
        if self.robbed_kong && self.self_draw {
            return Err(Error::BadContext(
                "a robbed kong (抢杠胡) is won on another player's tile, not by self-draw",
            ));
        }
        if self.robbed_kong && self.kong_flip {
            return Err(Error::BadContext(
                "the winning tile is either robbed from a kong or flipped by a 开杠, not both",
            ));
        }
        if self.first_turn && self.dealer != self.self_draw {
            return Err(Error::BadContext(
                "a first-go-round win is the dealer's self-draw on the dealt tiles (天胡) or \
                 another player's win on the dealer's first discard (地胡)",
            ));
        }
        if self.first_turn && (self.kong_flip || self.robbed_kong || self.last_tile) {
            return Err(Error::BadContext(
                "a first-go-round win (天胡 / 地胡) is not on a kong or the last tile",
            ));
        }
        let mut out = Vec::new();
        if self.first_turn && self.dealer && self.self_draw {
            out.push(BigHand::TianHu);
        }
        if self.first_turn && !self.dealer && !self.self_draw {
            out.push(BigHand::DiHu);
        }
        if self.last_tile {
            out.push(if self.self_draw { BigHand::HaiDiLaoYue } else { BigHand::HaiDiPao });
        }
        if self.kong_flip {
            out.push(if self.self_draw { BigHand::GangShangKaiHua } else { BigHand::GangShangPao });
        }
        if self.robbed_kong {
            out.push(BigHand::QiangGangHu);
        }
        Ok(out)
    }
}

/// What a winning hand is worth.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WinAnalysis {
    /// A small hand (小胡): no big hand applies.
    pub small: bool,
    /// The big hands with their units, in [`BigHand::ALL`] order.
    pub big_hands: Vec<(BigHand, u32)>,
    /// Total units of the big hands (0 for a small hand).
    pub units: u32,
    /// Every target the hand wins by (for wildcards: by some reading).
    pub targets: Vec<Target>,
}

impl WinAnalysis {
    /// True when the hand is scored as big (大胡).
    #[must_use]
    pub fn is_big(&self) -> bool {
        !self.small
    }

    /// Checks that this analysis is one [`analyze_win`] could have given
    /// under `rules`, and that `payers` may pay it: what a host hands back
    /// for [`settle_win`] is checked here (the core's own analyses always
    /// pass). Fails with [`Error::BadAnalysis`] naming the first problem:
    /// - `small` exactly when there is no big hand; the big hands in
    ///   [`BigHand::ALL`] order, each once, each with the units it can be
    ///   worth ([`BigHand::units`]), `units` their sum;
    /// - only hands the rules have (清一色, 七小对 and 豪华七小对 as the rules
    ///   define seven pairs), never 七小对 with 豪华七小对, nor seven pairs
    ///   with 碰碰胡 (all pairs against four triplets) or 全求人 (no melds
    ///   against four), nor 将将胡 with 清一色 (one suit has only twelve 2, 5
    ///   and 8 tiles, a hand fourteen);
    /// - the targets: at least one, each once in [`Target::ALL`] order,
    ///   each a target of the rules; each big hand made by the tiles comes
    ///   with its target, and a target of a big hand makes the hand big
    ///   (without a wildcard: makes that very big hand);
    /// - how the tile came: never a hand won only by self-draw (天胡, 海底捞月,
    ///   杠上开花) with one won only on another's tile (地胡, 海底炮, 杠上炮,
    ///   抢杠胡), 抢杠胡 never with a 开杠 flip; the former paid by all
    ///   others ([`Payers::AllOthers`]), the latter by one ([`Payers::One`]).
    ///
    /// ```
    /// use majiang_core::{BigHand, Hand, Payers, RuleSet, WinContext, analyze_win};
    /// let rules = RuleSet::changsha();
    /// let hand = Hand::parse("11224455778899m", "", &rules)?;
    /// let ctx = WinContext { self_draw: true, last_tile: true, ..WinContext::default() };
    /// let mut a = analyze_win(&hand, &rules, &ctx)?.unwrap();
    /// assert!(a.check(Payers::AllOthers, &rules).is_ok());
    /// // 海底捞月 is self-drawn: no discarder pays it.
    /// assert!(a.check(Payers::One(2), &rules).is_err());
    /// a.big_hands[0].1 = 255;
    /// assert!(a.check(Payers::AllOthers, &rules).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn check(&self, payers: Payers, rules: &RuleSet) -> Result<()> {
        self.check_big_hands(rules)?;
        self.check_targets(rules)?;
        self.check_how_won(payers)
    }

    /// Whether the hand has big hand `b`.
    fn has(&self, b: BigHand) -> bool {
        self.big_hands.iter().any(|x| x.0 == b)
    }

    /// [`WinAnalysis::check`]'s first two points: `small`, the big hands and
    /// their units, and the big hands the rules have and can combine.
    fn check_big_hands(&self, rules: &RuleSet) -> Result<()> {
        let bad = |what: String| Err(Error::BadAnalysis(what));
        let has = |b: BigHand| self.has(b);
        if self.small != self.big_hands.is_empty() {
            return bad(format!(
                "small = {} with {} big hand(s): a small hand has none, a big hand some",
                self.small,
                self.big_hands.len()
            ));
        }
        let mut sum = 0u32;
        for (i, &(b, n)) in self.big_hands.iter().enumerate() {
            if i > 0 && self.big_hands[i - 1].0 >= b {
                return bad(format!("{} listed out of order or twice", b.chinese()));
            }
            if !b.units().contains(&n) {
                let (lo, hi) = (*b.units().start(), *b.units().end());
                return bad(format!("{} is worth {lo}-{hi} unit(s), not {n}", b.chinese()));
            }
            sum += n; // at most 13 hands of at most 4 units
        }
        if sum != self.units {
            return bad(format!("units = {} but the big hands add up to {sum}", self.units));
        }
        let missing =
            |b: BigHand, why: &str| bad(format!("{}: not in these rules ({why})", b.chinese()));
        if has(BigHand::QingYiSe) && !rules.qingyise {
            return missing(BigHand::QingYiSe, "no 清一色");
        }
        if has(BigHand::QiXiaoDui) && rules.seven_pairs.is_none() {
            return missing(BigHand::QiXiaoDui, "no seven pairs");
        }
        if has(BigHand::HaoHuaQiXiaoDui) && rules.seven_pairs != Some(SevenPairs::FourAsTwoPairs) {
            return missing(BigHand::HaoHuaQiXiaoDui, "a four is not two pairs");
        }
        for (a, b) in [
            (BigHand::QiXiaoDui, BigHand::HaoHuaQiXiaoDui),
            (BigHand::PengPengHu, BigHand::QiXiaoDui),
            (BigHand::PengPengHu, BigHand::HaoHuaQiXiaoDui),
            (BigHand::QuanQiuRen, BigHand::QiXiaoDui),
            (BigHand::QuanQiuRen, BigHand::HaoHuaQiXiaoDui),
            (BigHand::JiangJiangHu, BigHand::QingYiSe),
        ] {
            if has(a) && has(b) {
                return bad(format!("{} and {} cannot be one hand", a.chinese(), b.chinese()));
            }
        }
        Ok(())
    }

    /// [`WinAnalysis::check`]'s third point: the targets, and the big hands
    /// they make.
    fn check_targets(&self, rules: &RuleSet) -> Result<()> {
        let bad = |what: String| Err(Error::BadAnalysis(what));
        let has = |b: BigHand| self.has(b);
        // Targets: what `winning_targets` gives, in its order.
        if self.targets.is_empty() {
            return bad("no target: a winning hand wins by at least one".to_string());
        }
        for (i, &t) in self.targets.iter().enumerate() {
            if i > 0 && self.targets[i - 1] >= t {
                return bad(format!("target {} listed out of order or twice", t.name()));
            }
            if !rules.has_target(t) {
                return bad(format!(
                    "target {} does not win under the {} rules",
                    t.name(),
                    rules.name
                ));
            }
        }
        let by = |t: Target| self.targets.contains(&t);
        for &(b, _) in &self.big_hands {
            let ts = b.targets();
            if !ts.is_empty() && !ts.iter().any(|t| by(*t)) {
                return bad(format!("{} without its target {}", b.chinese(), ts[0].name()));
            }
        }
        let shape = |b: BigHand| !b.is_situational() && has(b);
        let made_by =
            |t: Target| BigHand::ALL.into_iter().filter(move |b| b.targets().first() == Some(&t));
        for &t in &self.targets {
            if made_by(t).next().is_none() {
                continue; // the small hand's targets (the regular shape, thirteen orphans)
            }
            // With a wildcard another reading may win by `t` while the
            // reading worth the most makes other big hands: the hand is big
            // all the same. Without one there is one reading, and each
            // target makes its own hand.
            let made = if rules.wildcard.is_some() {
                BigHand::ALL.iter().any(|b| shape(*b))
            } else {
                made_by(t).any(shape)
            };
            if !made {
                return bad(format!("target {} without its big hand", t.name()));
            }
        }
        Ok(())
    }

    /// [`WinAnalysis::check`]'s last point: how the winning tile came, and
    /// who pays.
    fn check_how_won(&self, payers: Payers) -> Result<()> {
        let bad = |what: String| Err(Error::BadAnalysis(what));
        let has = |b: BigHand| self.has(b);
        // How the winning tile came.
        let drawn = self.big_hands.iter().find(|x| x.0.self_drawn() == Some(true));
        let shown = self.big_hands.iter().find(|x| x.0.self_drawn() == Some(false));
        if let (Some(d), Some(s)) = (drawn, shown) {
            return bad(format!(
                "{} is won by self-draw and {} on another player's tile: not both",
                d.0.chinese(),
                s.0.chinese()
            ));
        }
        if has(BigHand::QiangGangHu) && has(BigHand::GangShangPao) {
            return bad("抢杠胡 robs a kong's tile, 杠上炮 wins on its flip: not both".to_string());
        }
        match (payers, drawn, shown) {
            (Payers::One(_), Some(d), _) => bad(format!(
                "{} is self-drawn: the three others pay it, not one player",
                d.0.chinese()
            )),
            (Payers::AllOthers, _, Some(s)) => bad(format!(
                "{} is won on another player's tile: that player pays it, not all others",
                s.0.chinese()
            )),
            _ => Ok(()),
        }
    }

    /// What one payer pays before the dealer bonus and birds: the small
    /// self-draw or discard price, or the big-hand unit price times the units.
    #[must_use]
    pub fn base_payment(&self, self_draw: bool, rules: &RuleSet) -> u32 {
        let p = &rules.table.points;
        match (self.small, self_draw) {
            (true, true) => p.small_self_draw,
            (true, false) => p.small_discard,
            (false, _) => p.big_unit.saturating_mul(self.units),
        }
    }
}

/// Analyses a complete-size hand: `Ok(None)` when it does not win, the small
/// or big hands it makes otherwise. Fails on a `3n+1` hand (it has no
/// winning tile yet) or a [`WinContext`] that cannot happen, for the hand
/// too: 杠上开花 without a kong, 抢杠胡 without a single copy of a kind,
/// 天胡 / 地胡 with a meld or by the wrong winner. Under the flat tables
/// (转转, 红中: 不分大小胡) a win is small, with no big hand; the rules of a
/// family whose hands count fan are refused ([`Error::OtherFamily`], naming
/// the call that answers there, which the family gives).
///
/// ```
/// use majiang_core::{Hand, RuleSet, WinContext, analyze_win};
/// let rules = RuleSet::changsha();
/// let no_kong = Hand::parse("11223344556677m", "", &rules)?;
/// let ctx = WinContext { self_draw: true, kong_flip: true, ..WinContext::default() };
/// let err = analyze_win(&no_kong, &rules, &ctx).unwrap_err().to_string();
/// assert!(err.contains("needs a kong"), "{err}");
/// # Ok::<(), majiang_core::Error>(())
/// ```
///
/// ```
/// use majiang_core::{BigHand, Hand, RuleSet, WinContext, analyze_win};
/// let rules = RuleSet::changsha();
/// let small = Hand::parse("123m456s789p234m55s", "", &rules)?;
/// assert!(analyze_win(&small, &rules, &WinContext::default())?.unwrap().small);
///
/// // 清一色 + 七小对, won on the last tile by self-draw: three units.
/// let h = Hand::parse("11224455778899m", "", &rules)?;
/// let ctx = WinContext { self_draw: true, last_tile: true, ..WinContext::default() };
/// let a = analyze_win(&h, &rules, &ctx)?.unwrap();
/// assert_eq!(a.units, 3);
/// assert_eq!(
///     a.big_hands,
///     vec![(BigHand::QingYiSe, 1), (BigHand::QiXiaoDui, 1), (BigHand::HaiDiLaoYue, 1)]
/// );
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn analyze_win(hand: &Hand, rules: &RuleSet, ctx: &WinContext) -> Result<Option<WinAnalysis>> {
    if !hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "analysing a win",
            expected: "3n+2",
            got: hand.concealed().total(),
        });
    }
    if let Some(instead) = rules.analyze_win_instead() {
        return Err(Error::OtherFamily { call: "analyze_win", instead });
    }
    let flat = rules.win_value() == WinValue::Alike;
    let situational = ctx.situational()?;
    check_hand_context(hand, ctx.kong_flip && ctx.self_draw, ctx.robbed_kong, ctx.first_turn)?;
    if !is_win(hand, rules) {
        return Ok(None);
    }
    if flat {
        // 不分大小胡: no big hand applies, so every win is small (what the
        // flat engine records of a win).
        return Ok(Some(WinAnalysis {
            small: true,
            big_hands: Vec::new(),
            units: 0,
            targets: winning_targets(hand, rules),
        }));
    }
    let concrete = concrete_rules(rules);
    let mut best: Option<Vec<(BigHand, u32)>> = None;
    for_each_reading(hand, rules, |reading, _| {
        if let Some(big) = shape_big_hands(reading, &concrete) {
            let units = |b: &[(BigHand, u32)]| b.iter().map(|x| x.1).sum::<u32>();
            if best.as_ref().is_none_or(|old| units(&big) > units(old)) {
                best = Some(big);
            }
        }
    });
    // `is_win` and the readings agree (see `reading`); stay total regardless.
    let Some(mut big_hands) = best else { return Ok(None) };
    big_hands.extend(situational.into_iter().map(|b| (b, 1)));
    big_hands.sort();
    let units = big_hands.iter().map(|b| b.1).sum();
    Ok(Some(WinAnalysis {
        small: big_hands.is_empty(),
        big_hands,
        units,
        targets: winning_targets(hand, rules),
    }))
}

/// The big hands a concrete (wildcard-free) hand makes by its tiles, or
/// `None` when it does not win.
fn shape_big_hands(hand: &Hand, rules: &RuleSet) -> Option<Vec<(BigHand, u32)>> {
    let targets = winning_targets(hand, rules);
    if targets.is_empty() {
        return None;
    }
    let has = |t| targets.contains(&t);
    let mut out = Vec::new();
    if has(Target::PengPengHu) {
        out.push((BigHand::PengPengHu, 1));
    }
    if has(Target::JiangJiangHu) {
        out.push((BigHand::JiangJiangHu, 1));
    }
    // 清一色 with any shape: the regular one (its own target) or seven pairs.
    if rules.qingyise && hand.is_one_suit() && (has(Target::QingYiSe) || has(Target::SevenPairs)) {
        out.push((BigHand::QingYiSe, 1));
    }
    if has(Target::SevenPairs) {
        let fours = hand.concealed().as_array().iter().filter(|&&n| n == 4).count() as u32;
        if fours > 0 && rules.seven_pairs == Some(SevenPairs::FourAsTwoPairs) {
            out.push((BigHand::HaoHuaQiXiaoDui, 1 + fours));
        } else {
            out.push((BigHand::QiXiaoDui, 1));
        }
    }
    if has(Target::QuanQiuRen) {
        out.push((BigHand::QuanQiuRen, 1));
    }
    Some(out)
}

/// The opening wins (起手胡) of a dealt hand (13 tiles, 14 for the dealer),
/// each with its number of occurrences; empty when the rules have no opening
/// wins. Every occurrence is paid as a small self-draw ([`settle_opening`]).
///
/// Counting (the rules say "each occurrence", these are the choices made):
/// - 大四喜: one per kind held four times.
/// - 板板胡: once, when no tile is a 2, 5 or 8.
/// - 缺一色: once, even when two suits are missing (the condition "a suit is
///   missing" holds once; no source pays it twice).
/// - 六六顺: one per two triplets, a four counting as a triplet (it holds
///   three identical tiles): `kinds held ≥ 3 times / 2`, so a dealt hand
///   with four triplets has two.
///
/// The conditions are read off the counts whatever their size.
///
/// ```
/// use majiang_core::{Counts, OpeningWin, RuleSet, opening_wins};
/// let dealt: Counts = "1111333m666999s7p".parse()?;
/// assert_eq!(
///     opening_wins(&dealt, &RuleSet::changsha()),
///     vec![(OpeningWin::DaSiXi, 1), (OpeningWin::BanBanHu, 1), (OpeningWin::LiuLiuShun, 2)]
/// );
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn opening_wins(dealt: &Counts, rules: &RuleSet) -> Vec<(OpeningWin, u32)> {
    if !rules.table.opening_wins {
        return Vec::new();
    }
    let c = dealt.as_array();
    let fours = c.iter().filter(|&&n| n == 4).count() as u32;
    let triplets = c.iter().filter(|&&n| n >= 3).count() as u32;
    let no_258 = dealt.kinds().all(|t| !t.is_258());
    let missing_suit =
        Suit::ALL.iter().any(|s| c[s.index() * 9..s.index() * 9 + 9].iter().all(|&n| n == 0));
    [
        (OpeningWin::DaSiXi, fours),
        (OpeningWin::BanBanHu, no_258 as u32),
        (OpeningWin::QueYiSe, missing_suit as u32),
        (OpeningWin::LiuLiuShun, triplets / 2),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .collect()
}

/// Who pays a win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Payers {
    /// The three others, at the self-draw price (自摸, 杠上开花, 海底捞月).
    AllOthers,
    /// One player, at the discard price: the discarder, the player who
    /// showed the last tile (海底炮), or the kong player (杠上炮, 抢杠胡).
    One(usize),
}

/// The seat a bird lands on: count from the dealer as 1, counter-clockwise
/// (seat + 1 is the next player), so 1/5/9 is the dealer, 2/6 the next
/// player, 3/7 the one opposite, 4/8 the previous one. An honour (only in
/// presets with honours) counts by its number, East = 1 … 白 = 7. Seats are
/// taken modulo 4.
///
/// ```
/// use majiang_core::{Tile, bird_seat};
/// let five: Tile = "5s".parse()?;
/// assert_eq!(bird_seat(five, 2), 2);
/// assert_eq!(bird_seat("3p".parse()?, 3), 1);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn bird_seat(bird: Tile, dealer: usize) -> usize {
    (dealer % 4 + bird.number() as usize - 1) % 4
}

/// The most one payer pays in one payment (a win, the opening wins of one
/// kind, a kong fee from all three others together): far above what any
/// table pays (the ABI's point options stop at 1000), low enough that the
/// scores of a hand never wrap (see [`SCORE_LIMIT`](crate::game::SCORE_LIMIT)).
pub const PAYMENT_LIMIT: u32 = 1_000_000;

/// One payment after the dealer bonus and the birds: the base, +1 when the
/// dealer pays or receives it (if the rules say so), then for each bird on
/// the winner or the payer ×(1 + hits) or +1 per hit. Clamped to
/// [`PAYMENT_LIMIT`].
fn payment(base: u32, dealer_involved: bool, hits: usize, rules: &RuleSet) -> i32 {
    let mut amount = u64::from(base) + u64::from(rules.table.dealer_bonus && dealer_involved);
    let hits = hits as u64;
    amount = match rules.table.bird_mode {
        BirdMode::Multiply => amount.saturating_mul(1 + hits),
        BirdMode::AddOne => amount.saturating_add(hits),
    };
    amount.min(u64::from(PAYMENT_LIMIT)) as i32
}

/// The point deltas of a win (sum zero). Each payer pays
/// [`WinAnalysis::base_payment`] (self-draw price for [`Payers::AllOthers`],
/// discard price for [`Payers::One`]), +1 when the dealer pays or receives it
/// and the rules give the dealer bonus, and then the birds: each bird on the
/// winner or on that payer multiplies the payment by (1 + hits), or adds 1 per
/// hit under [`BirdMode::AddOne`].
///
/// `birds` are the tiles flipped (normally `rules.table.birds` of them; fewer
/// when the wall ran short). For a win on the last tile the rules use that
/// tile as the bird: pass it once per bird the rules flip. For several
/// winners on one discard (通炮), call this once per winner and add the
/// results. Seats are taken modulo 4; a player never pays themselves, so
/// `Payers::One(winner)` pays nothing.
///
/// ```
/// use majiang_core::{Hand, Payers, RuleSet, WinContext, analyze_win, settle_win};
/// let rules = RuleSet::changsha();
/// let hand = Hand::parse("123m456s789p234m55s", "", &rules)?;
/// let a = analyze_win(&hand, &rules, &WinContext::default())?.unwrap();
/// // Seat 1 wins on seat 0's discard; seat 0 deals and pays 1 + 1 (dealer).
/// // One bird, 2m: the second seat counting from the dealer = the winner, ×2.
/// let birds = ["2m".parse()?];
/// assert_eq!(settle_win(1, Payers::One(0), &a, 0, &birds, &rules), [-4, 4, 0, 0]);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn settle_win(
    winner: usize,
    payers: Payers,
    analysis: &WinAnalysis,
    dealer: usize,
    birds: &[Tile],
    rules: &RuleSet,
) -> [i32; 4] {
    let (winner, dealer) = (winner % 4, dealer % 4);
    let self_draw = matches!(payers, Payers::AllOthers);
    let base = analysis.base_payment(self_draw, rules);
    let on = |seat: usize| birds.iter().filter(|b| bird_seat(**b, dealer) == seat).count();
    let winner_hits = on(winner);
    let mut out = [0i32; 4];
    for payer in 0..4 {
        let pays = match payers {
            Payers::AllOthers => payer != winner,
            Payers::One(p) => payer == p % 4 && payer != winner,
        };
        if pays {
            let dealer_involved = payer == dealer || winner == dealer;
            let amount = payment(base, dealer_involved, winner_hits + on(payer), rules);
            out[payer] -= amount;
            out[winner] += amount;
        }
    }
    out
}

/// The point deltas of `occurrences` opening wins by `player` (sum zero):
/// each occurrence is a small self-draw — every other player pays
/// `points.small_self_draw`, +1 per occurrence when the dealer pays or
/// receives it (dealer bonus). No birds. Seats are taken modulo 4.
///
/// ```
/// use majiang_core::{RuleSet, settle_opening};
/// // Seat 2 has two opening wins; seat 0 deals and pays 2 × 3.
/// assert_eq!(settle_opening(2, 2, 0, &RuleSet::changsha()), [-6, -4, 14, -4]);
/// ```
#[must_use]
pub fn settle_opening(player: usize, occurrences: u32, dealer: usize, rules: &RuleSet) -> [i32; 4] {
    let (player, dealer) = (player % 4, dealer % 4);
    let mut out = [0i32; 4];
    for payer in (0..4).filter(|&p| p != player) {
        let each = payment(
            rules.table.points.small_self_draw,
            payer == dealer || player == dealer,
            0,
            rules,
        );
        let amount =
            (i64::from(each) * i64::from(occurrences)).min(i64::from(PAYMENT_LIMIT)) as i32;
        out[payer] -= amount;
        out[player] += amount;
    }
    out
}
