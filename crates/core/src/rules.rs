//! Rule sets as data: which tiles are played, which shapes win, and the
//! Changsha table options. Presets are values of the same type, never forks of
//! the code: [`RuleSet::changsha`] (the default), [`RuleSet::eval_v1`] (less
//! luck, for comparing AIs), [`RuleSet::standard`] (34 kinds, as the public
//! riichi libraries count shanten) and any of them with a wildcard
//! ([`RuleSet::with_wildcard`]).

use crate::error::{Error, Result};
use crate::tile::Tile;

/// Which pair a plain (regular-shape) hand needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PairRule {
    /// Any pair.
    Any,
    /// A suited 2, 5 or 8 (二五八将): the Changsha small hand.
    TwoFiveEight,
}

/// The seven-pairs hand, if the rules have one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SevenPairs {
    /// Seven different kinds (the riichi definition).
    Distinct,
    /// A four held in hand counts as two pairs (Changsha 七小对).
    FourAsTwoPairs,
}

/// A winning target: one family of complete hands. Shanten is computed per
/// target and minimised over the targets the rule set enables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// Four sets and a pair, the pair per [`RuleSet::pair`] (Changsha: the small hand).
    Regular,
    /// 碰碰胡: four triplets or kongs and any pair; no chi.
    PengPengHu,
    /// 清一色: four sets and any pair, every tile (melds included) of one suit.
    QingYiSe,
    /// Seven pairs (七小对), as [`RuleSet::seven_pairs`] defines them; no melds.
    /// The same hand is the big hand [`BigHand::QiXiaoDui`](crate::score::BigHand::QiXiaoDui)
    /// when it wins (and [`BigHand::HaoHuaQiXiaoDui`](crate::score::BigHand::HaoHuaQiXiaoDui)
    /// with a four): the target names the shape aimed at, the big hand what it pays.
    SevenPairs,
    /// 将将胡: every tile a 2, 5 or 8, no shape; melds only 碰/杠.
    JiangJiangHu,
    /// 全求人: four exposed melds and any pair.
    QuanQiuRen,
    /// Thirteen orphans (国士无双).
    ThirteenOrphans,
}

impl Target {
    /// Every target, in a fixed order.
    pub const ALL: [Target; 7] = [
        Target::Regular,
        Target::PengPengHu,
        Target::QingYiSe,
        Target::SevenPairs,
        Target::JiangJiangHu,
        Target::QuanQiuRen,
        Target::ThirteenOrphans,
    ];

    /// A stable identifier.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Target::Regular => "regular",
            Target::PengPengHu => "pengpenghu",
            Target::QingYiSe => "qingyise",
            Target::SevenPairs => "seven_pairs",
            Target::JiangJiangHu => "jiangjianghu",
            Target::QuanQiuRen => "quanqiuren",
            Target::ThirteenOrphans => "thirteen_orphans",
        }
    }

    /// The Chinese name (平胡 for the regular shape, 国士无双 for thirteen orphans).
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        match self {
            Target::Regular => "平胡",
            Target::PengPengHu => "碰碰胡",
            Target::QingYiSe => "清一色",
            Target::SevenPairs => "七小对",
            Target::JiangJiangHu => "将将胡",
            Target::QuanQiuRen => "全求人",
            Target::ThirteenOrphans => "国士无双",
        }
    }
}

/// How a bird (扎鸟) that hits changes a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BirdMode {
    /// One hit ×2, two hits ×3: the payment times (1 + hits).
    Multiply,
    /// +1 point per hit.
    AddOne,
}

/// Who deals the next hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NextDealer {
    /// The winner; the discarder after several winners on one discard; after
    /// a draw, the player who took the last tile.
    Winner,
    /// The dealer keeps the deal on a win, otherwise the next seat deals.
    KeepOrNext,
    /// The next seat always deals (independent hands, `eval-v1`).
    Rotate,
}

/// Points of the default Changsha table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointTable {
    /// Each of the three others pays this on a small self-draw (default 2).
    pub small_self_draw: u32,
    /// The discarder pays this on a small win (default 1).
    pub small_discard: u32,
    /// Paid per big-hand unit, by each on a self-draw and by the discarder
    /// otherwise (default 6).
    pub big_unit: u32,
}

/// The options of a Changsha table (`changsha-rules.md`, every *option*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableOptions {
    /// 开杠 allowed (tenpai only, flip tiles, hand frozen). Off: every kong is a 补张.
    pub kaigang: bool,
    /// Tiles flipped on 开杠: 2 or 4.
    pub kaigang_flips: u8,
    /// Opening wins (起手胡) checked on the dealt hands.
    pub opening_wins: bool,
    /// Birds flipped after a win: 0, 1, 2, 4 or 6.
    pub birds: u8,
    /// What a bird hit does.
    pub bird_mode: BirdMode,
    /// +1 on every payment the dealer makes or receives.
    pub dealer_bonus: bool,
    /// Who deals next.
    pub next_dealer: NextDealer,
    /// 海底: the last tile is offered in turn (take or pass). Off: simply drawn.
    pub haidi_offer: bool,
    /// Points per opponent on each kong (0: no kong fees).
    pub kong_fee: u32,
    /// The payment table.
    pub points: PointTable,
}

/// A rule set: tiles, winning hands and table options.
///
/// ```
/// use majiang_core::{RuleSet, Target};
/// let cs = RuleSet::changsha();
/// assert!(!cs.honours);
/// assert!(cs.targets().any(|t| t == Target::JiangJiangHu));
/// let std = RuleSet::standard();
/// assert!(std.targets().any(|t| t == Target::ThirteenOrphans));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// A short name for messages and records (`changsha`, `standard`, `eval-v1`).
    pub name: &'static str,
    /// Honours (27–33) are in play.
    pub honours: bool,
    /// The wildcard kind (赖子 / 鬼牌), if any: every copy of it stands for any tile.
    pub wildcard: Option<Tile>,
    /// The pair a regular hand needs.
    pub pair: PairRule,
    /// 碰碰胡 wins with any pair.
    pub pengpenghu: bool,
    /// 清一色 wins with any pair.
    pub qingyise: bool,
    /// 将将胡 wins without a shape.
    pub jiangjianghu: bool,
    /// 全求人 wins with any pair.
    pub quanqiuren: bool,
    /// The seven-pairs hand, if any.
    pub seven_pairs: Option<SevenPairs>,
    /// Thirteen orphans wins (needs honours).
    pub thirteen_orphans: bool,
    /// Options of the table (used by scoring and the game engine).
    pub table: TableOptions,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::changsha()
    }
}

impl RuleSet {
    /// Changsha mahjong as `changsha-rules.md` defines the default: 108 tiles,
    /// small hands with a 2-5-8 pair, the big hands, 开杠 flipping 2, opening
    /// wins, 2 birds multiplying, dealer +1.
    #[must_use]
    pub const fn changsha() -> RuleSet {
        RuleSet {
            name: "changsha",
            honours: false,
            wildcard: None,
            pair: PairRule::TwoFiveEight,
            pengpenghu: true,
            qingyise: true,
            jiangjianghu: true,
            quanqiuren: true,
            seven_pairs: Some(SevenPairs::FourAsTwoPairs),
            thirteen_orphans: false,
            table: TableOptions {
                kaigang: true,
                kaigang_flips: 2,
                opening_wins: true,
                birds: 2,
                bird_mode: BirdMode::Multiply,
                dealer_bonus: true,
                next_dealer: NextDealer::Winner,
                haidi_offer: true,
                kong_fee: 0,
                points: PointTable { small_self_draw: 2, small_discard: 1, big_unit: 6 },
            },
        }
    }

    /// The `eval-v1` preset for comparing AIs: Changsha with less luck — no
    /// opening wins, no birds, no dealer +1, no 开杠, no 海底 offer, the deal
    /// rotating every hand.
    #[must_use]
    pub const fn eval_v1() -> RuleSet {
        let mut r = RuleSet::changsha();
        r.name = "eval-v1";
        r.table.kaigang = false;
        r.table.opening_wins = false;
        r.table.birds = 0;
        r.table.dealer_bonus = false;
        r.table.haidi_offer = false;
        r.table.next_dealer = NextDealer::Rotate;
        r
    }

    /// The standard preset as the public riichi libraries count: 34 kinds,
    /// four sets and any pair, seven distinct pairs, thirteen orphans.
    #[must_use]
    pub const fn standard() -> RuleSet {
        let mut r = RuleSet::changsha();
        r.name = "standard";
        r.honours = true;
        r.pair = PairRule::Any;
        r.pengpenghu = false;
        r.qingyise = false;
        r.jiangjianghu = false;
        r.quanqiuren = false;
        r.seven_pairs = Some(SevenPairs::Distinct);
        r.thirteen_orphans = true;
        r
    }

    /// A preset by name: `changsha`, `eval-v1` or `standard`.
    pub fn by_name(name: &str) -> Result<RuleSet> {
        match name {
            "changsha" => Ok(RuleSet::changsha()),
            "eval-v1" | "eval_v1" => Ok(RuleSet::eval_v1()),
            "standard" => Ok(RuleSet::standard()),
            _ => Err(Error::UnknownRules(name.to_string())),
        }
    }

    /// The same rules with `tile` as the wildcard kind: every copy of it
    /// stands for any tile. The tile must be in play.
    pub fn with_wildcard(mut self, tile: Tile) -> Result<RuleSet> {
        self.check_tile(tile)?;
        self.wildcard = Some(tile);
        Ok(self)
    }

    /// Number of kinds in play: 27 or 34.
    #[inline]
    #[must_use]
    pub const fn kinds(&self) -> usize {
        if self.honours { 34 } else { 27 }
    }

    /// Fails for a tile the rules do not play with.
    pub fn check_tile(&self, tile: Tile) -> Result<()> {
        if tile.index() < self.kinds() {
            Ok(())
        } else {
            Err(Error::TileNotInRules(tile.to_string(), self.name))
        }
    }

    /// The winning targets these rules enable.
    pub fn targets(&self) -> impl Iterator<Item = Target> + '_ {
        Target::ALL.into_iter().filter(|t| self.has_target(*t))
    }

    /// True when `target` wins under these rules.
    #[must_use]
    pub const fn has_target(&self, target: Target) -> bool {
        match target {
            Target::Regular => true,
            Target::PengPengHu => self.pengpenghu,
            Target::QingYiSe => self.qingyise,
            Target::SevenPairs => self.seven_pairs.is_some(),
            Target::JiangJiangHu => self.jiangjianghu,
            Target::QuanQiuRen => self.quanqiuren,
            Target::ThirteenOrphans => self.thirteen_orphans && self.honours,
        }
    }

    /// Plays with the honours (27–33) or without. Turning them off fails
    /// while the wildcard is an honour: it would stand for a tile out of play.
    ///
    /// ```
    /// use majiang_core::{RuleSet, Tile};
    /// let mut r = RuleSet::standard().with_wildcard(Tile::from_id(31)?)?;
    /// assert!(r.set_honours(false).is_err());
    /// assert!(r.honours);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_honours(&mut self, on: bool) -> Result<()> {
        if !on && self.wildcard.is_some_and(Tile::is_honour) {
            return Err(Error::BadOption {
                name: "honours",
                value: 0,
                reason: "the wildcard is an honour; change the wildcard first",
            });
        }
        self.honours = on;
        Ok(())
    }

    /// Sets the number of birds (0, 1, 2, 4 or 6).
    pub fn set_birds(&mut self, birds: i64) -> Result<()> {
        match birds {
            0 | 1 | 2 | 4 | 6 => {
                self.table.birds = birds as u8;
                Ok(())
            }
            _ => Err(Error::BadOption { name: "birds", value: birds, reason: "0, 1, 2, 4 or 6" }),
        }
    }

    /// Sets the number of tiles flipped on 开杠 (2 or 4).
    pub fn set_kaigang_flips(&mut self, flips: i64) -> Result<()> {
        match flips {
            2 | 4 => {
                self.table.kaigang_flips = flips as u8;
                Ok(())
            }
            _ => Err(Error::BadOption { name: "kaigang_flips", value: flips, reason: "2 or 4" }),
        }
    }
}
