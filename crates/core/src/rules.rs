//! Rule sets as data: which tiles are played, which shapes win, and the
//! Changsha table options. Presets are values of the same type, never forks of
//! the code: [`RuleSet::changsha`] (the default), [`RuleSet::eval_v1`] (less
//! luck, for comparing AIs), [`RuleSet::standard`] (34 kinds, as the public
//! riichi libraries count shanten) and any of them with a wildcard
//! ([`RuleSet::with_wildcard`]). The Hunan flat-scoring tables are presets
//! too: [`RuleSet::zhuanzhuan`] (转转麻将) and [`RuleSet::hongzhong`] (红中麻将,
//! whose 红中 are wildcards with no copy limit, [`WildcardReach::Unlimited`]);
//! their table options are [`FlatOptions`] (`variants.md` §1 and §2).
//! [`RuleSet::sichuan`] (四川麻将 血战到底, `variants.md` §3) has its options
//! in [`SichuanOptions`]; its fan table is [`crate::sichuan`]'s. Each
//! family's option types live in its folder (`family/hunan/rules.rs`,
//! `family/sichuan/rules.rs`, `family/mcr/rules.rs`) and are re-exported
//! here under their public names.

use crate::error::{Error, Result};
pub use crate::family::hunan::rules::{
    BirdCount, BirdPoints, BirdRule, ExposedKongPoints, FlatOptions, FourRedDragons, RedDragons,
    RobKong,
};
pub use crate::family::sichuan::rules::{
    Exchange, FanCap, PaidAs, SelfDrawBonus, SichuanMode, SichuanOptions,
};
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

/// What the copies of the wildcard kind may stand for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WildcardReach {
    /// Any kind in play, the wildcard's own kind included, within the four
    /// copies of each kind: the wildcards and the real tiles together never
    /// make more than four of a kind (the 赖子 of [`RuleSet::with_wildcard`]).
    FourCopies,
    /// Any kind in play, with **no copy limit** (红中麻将's 红中): `1111m` and a
    /// 中 make `111m` and a `1m` pair. The wildcard kind may lie outside the
    /// kinds in play (红中 under suits-only rules): hands may hold it, it is
    /// never a natural tile, and it stands only for kinds in play.
    ///
    /// Under this reach the analysis reads every target as "the fewest tiles
    /// to exchange, a missing tile being free to arrive as a wildcard", so
    /// shanten never counts a tile as unavailable for lack of copies (see
    /// [`crate::shanten`](fn@crate::shanten)).
    Unlimited,
}

/// Which payment table a rule set uses (the game engine's business; the
/// analysis of hands reads only the targets).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Changsha: small hands and big hands ([`TableOptions`], `crate::score`).
    Changsha,
    /// The flat Hunan tables, 转转 and 红中 (不分大小胡: every win pays the
    /// same): [`FlatOptions`].
    Flat,
    /// 四川麻将 血战到底: fan, 2^fan with a cap ([`SichuanOptions`],
    /// [`crate::sichuan`]); [`crate::game::Game`] plays 血战到底 (and
    /// 血流成河) with 换三张 and 定缺.
    Sichuan,
    /// 国标麻将 (MCR, the competition rules): 81 fans, an 8-fan minimum, 144
    /// tiles with 8 flowers, base 8 + fan ([`crate::mcr`],
    /// [`McrOptions`](crate::mcr::McrOptions)).
    Mcr,
}

/// How a family values a win: the analysis that applies to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinValue {
    /// Small and big hands with their units ([`crate::analyze_win`]): 长沙.
    Units,
    /// Every win pays alike (不分大小胡), whatever its shape: the flat
    /// tables 转转 and 红中.
    Alike,
    /// Fan, a win paying 2^fan up to the cap ([`crate::sichuan::analyze`]):
    /// 四川.
    Fan,
    /// The 81 fans of 国标麻将 with the 8-fan minimum ([`crate::mcr::score`]):
    /// a win pays base 8 + fan.
    McrFan,
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
    /// The wildcard kind (赖子 / 鬼牌), if any: every copy of it stands for
    /// any tile, as [`RuleSet::wildcard_reach`] says.
    pub wildcard: Option<Tile>,
    /// What a wildcard may stand for: within four copies of a kind (the
    /// classic 赖子) or with no copy limit (红中).
    pub wildcard_reach: WildcardReach,
    /// 吃 is allowed (Changsha yes; 转转 and 红中 no by default, \[SY-ZZ\]
    /// `keChi`, \[TYZZ\] `kechi`). The engine's business: the analysis of a
    /// hand does not depend on it.
    pub chi: bool,
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
    /// Which payment table applies.
    pub scoring: Scoring,
    /// Options of the flat Hunan tables (read by [`crate::family::hunan`]).
    pub flat: FlatOptions,
    /// Options of the 四川 table (read by [`crate::family::sichuan`]).
    pub sichuan: SichuanOptions,
    /// Options of the 国标 (MCR) table (read by [`crate::family::mcr`]).
    pub mcr: crate::family::mcr::McrOptions,
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::changsha()
    }
}

impl RuleSet {
    /// The names [`RuleSet::by_name`] knows, for front ends that list them
    /// (a command line's choices, a rules menu).
    pub const PRESETS: [&'static str; 7] =
        ["changsha", "eval-v1", "standard", "zhuanzhuan", "hongzhong", "sichuan", "mcr"];

    /// [`RuleSet::PRESETS`] as a sentence's choices: `a, b or c` (the
    /// refusal of an unknown name lists them).
    #[must_use]
    pub fn preset_choices() -> String {
        let (last, rest) = Self::PRESETS.split_last().expect("presets exist");
        format!("{} or {last}", rest.join(", "))
    }

    /// A preset by name: `changsha`, `eval-v1`, `standard`, `zhuanzhuan`,
    /// `hongzhong`, `sichuan` or `mcr`; any other name is refused with a message
    /// naming them.
    ///
    /// ```
    /// use majiang_core::RuleSet;
    /// assert_eq!(RuleSet::by_name("hongzhong")?.name, "hongzhong");
    /// assert_eq!(RuleSet::by_name("sichuan")?.name, "sichuan");
    /// let err = RuleSet::by_name("guobiao").unwrap_err().to_string();
    /// assert!(err.contains("hongzhong, sichuan or mcr"), "{err}");
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn by_name(name: &str) -> Result<RuleSet> {
        match name {
            "changsha" => Ok(RuleSet::changsha()),
            "eval-v1" | "eval_v1" => Ok(RuleSet::eval_v1()),
            "standard" => Ok(RuleSet::standard()),
            "zhuanzhuan" => Ok(RuleSet::zhuanzhuan()),
            "hongzhong" => Ok(RuleSet::hongzhong()),
            "sichuan" => Ok(RuleSet::sichuan()),
            "mcr" => Ok(RuleSet::mcr()),
            _ => Err(Error::UnknownRules(name.to_string())),
        }
    }

    /// The rule set every preset is written from: `name`, scored by
    /// `scoring` on the Changsha `table`, with the plainest tiles and shapes
    /// (108 suited tiles, no wildcard, no 吃, four sets and any pair, no
    /// special hand) and every family's own options at their reference
    /// values. The one place a rule set is written field by field: a
    /// family's options are named here, beside their field, so no family's
    /// preset names another's.
    pub(crate) const fn plain(
        name: &'static str,
        scoring: Scoring,
        table: TableOptions,
    ) -> RuleSet {
        RuleSet {
            name,
            honours: false,
            wildcard: None,
            wildcard_reach: WildcardReach::FourCopies,
            chi: false,
            pair: PairRule::Any,
            pengpenghu: false,
            qingyise: false,
            jiangjianghu: false,
            quanqiuren: false,
            seven_pairs: None,
            thirteen_orphans: false,
            table,
            scoring,
            flat: FlatOptions::reference(),
            sichuan: SichuanOptions::reference(),
            mcr: crate::family::mcr::McrOptions::COMPETITION,
        }
    }

    /// The same rules with `tile` as the wildcard kind: every copy of it
    /// stands for any tile, within the four copies of a kind
    /// ([`WildcardReach::FourCopies`]). The tile must be in play.
    ///
    /// Refused under 四川, which plays no wildcard (the combination check,
    /// [`RuleSet::check_combination`], names both settings).
    ///
    /// ```
    /// use majiang_core::{RuleSet, Tile};
    /// let err = RuleSet::sichuan().with_wildcard(Tile::from_id(4)?).unwrap_err().to_string();
    /// assert!(err.contains("wildcard = 4") && err.contains("四川"), "{err}");
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn with_wildcard(mut self, tile: Tile) -> Result<RuleSet> {
        if tile.index() >= self.kinds() {
            return Err(Error::TileNotInRules(tile.to_string(), self.name));
        }
        self.wildcard = Some(tile);
        self.wildcard_reach = WildcardReach::FourCopies;
        if self.scoring.plays_red_dragons() {
            // A wildcard of another kind is not the flat tables' 红中.
            self.flat.red_dragons = RedDragons::None;
            self.flat.no_wildcard_double = false;
        }
        self.check_combination()?;
        Ok(self)
    }

    /// The same rules without a wildcard. On a flat table the wildcard is
    /// its 红中, so they leave the wall with it: `red_dragons` goes to 0
    /// (108 tiles) and 无红中加倍 off — the table is 转转's, and a record of
    /// it replays as one.
    ///
    /// ```
    /// use majiang_core::{RedDragons, RuleSet};
    /// let zz = RuleSet::hongzhong().without_wildcard();
    /// assert_eq!((zz.wildcard, zz.flat.red_dragons, zz.wall_size()), (None, RedDragons::None, 108));
    /// assert!(!zz.flat.no_wildcard_double);
    /// ```
    #[must_use]
    pub const fn without_wildcard(mut self) -> RuleSet {
        self.wildcard = None;
        self.wildcard_reach = WildcardReach::FourCopies;
        self.flat.red_dragons = RedDragons::None;
        self.flat.no_wildcard_double = false;
        self
    }

    /// Copies of the wildcard kind in the wall: 0 without a wildcard, the
    /// 红中 count under [`WildcardReach::Unlimited`] on a flat table, else 4.
    #[must_use]
    pub const fn wildcard_copies(&self) -> u8 {
        match (self.wildcard, self.wildcard_reach) {
            (None, _) => 0,
            (Some(_), WildcardReach::Unlimited) if self.scoring.plays_red_dragons() => {
                self.flat.red_dragons.copies()
            }
            (Some(_), _) => 4,
        }
    }

    /// Tiles in the wall: four of each kind in play, plus the copies of a
    /// wildcard kind outside them (转转 108, 红中 112 or 116, Changsha 108,
    /// standard 136).
    #[must_use]
    pub const fn wall_size(&self) -> usize {
        let outside = match self.wildcard {
            Some(w) if w.index() >= self.kinds() => self.wildcard_copies() as usize,
            _ => 0,
        };
        4 * self.kinds() + outside
    }

    /// Number of kinds in play: 27 or 34.
    #[inline]
    #[must_use]
    pub const fn kinds(&self) -> usize {
        if self.honours { 34 } else { 27 }
    }

    /// Fails for a tile the rules do not play with (the wildcard kind is
    /// always played, even outside [`RuleSet::kinds`]: 红中 under 红中麻将).
    pub fn check_tile(&self, tile: Tile) -> Result<()> {
        if tile.index() < self.kinds() || self.wildcard == Some(tile) {
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
    /// while the wildcard is an honour within four copies: it would stand for
    /// a tile out of play. (An honour wildcard of [`WildcardReach::Unlimited`],
    /// 红中, stays: it stands only for the kinds in play.)
    ///
    /// ```
    /// use majiang_core::{RuleSet, Tile};
    /// let mut r = RuleSet::standard().with_wildcard(Tile::from_id(31)?)?;
    /// assert!(r.set_honours(false).is_err());
    /// assert!(r.honours);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_honours(&mut self, on: bool) -> Result<()> {
        self.check_common_option("honours", on.into())?;
        if !on
            && self.wildcard.is_some_and(Tile::is_honour)
            && self.wildcard_reach == WildcardReach::FourCopies
        {
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

    /// 258做将: the regular shape's pair must be a suited 2, 5 or 8 (on) or
    /// may be any pair (off).
    pub fn set_pair_258(&mut self, on: bool) {
        self.pair = if on { PairRule::TwoFiveEight } else { PairRule::Any };
    }

    /// Seven pairs win (a four held in hand counting as two pairs) or not.
    pub fn set_seven_pairs(&mut self, on: bool) {
        self.seven_pairs = match (on, self.seven_pairs) {
            (false, _) => None,
            (true, Some(kind)) => Some(kind),
            (true, None) => Some(SevenPairs::FourAsTwoPairs),
        };
    }

    /// The rules as a table can play them: [`RuleSet::check_combination`]
    /// (a rule set whose fields were set directly is checked here, before a
    /// hand starts). Fails with [`Error::BadSetup`] naming the rules and the
    /// setting.
    pub fn check_playable(&self) -> Result<()> {
        self.check_combination().map_err(|e| Error::BadSetup(format!("{} rules: {e}", self.name)))
    }

    /// Sets who deals next: 0 the winner (the discarder after several
    /// winners, the last drawer after a drawn hand), 1 the dealer keeps the
    /// deal on a win, 2 the next seat always.
    pub fn set_next_dealer(&mut self, code: i64) -> Result<()> {
        self.table.next_dealer = match code {
            0 => NextDealer::Winner,
            1 => NextDealer::KeepOrNext,
            2 => NextDealer::Rotate,
            _ => {
                return Err(Error::BadOption {
                    name: "next_dealer",
                    value: code,
                    reason: "0 (the winner), 1 (keep or next) or 2 (rotate)",
                });
            }
        };
        Ok(())
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
