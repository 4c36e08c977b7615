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
//! in [`SichuanOptions`]; its fan table is [`crate::sichuan`]'s.

use crate::error::{Error, Result};
use crate::family::{TableFamily, with_family};
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

/// Why [`RedDragons::Eight`] is refused by the setters and the combination
/// check ([`RuleSet::check_combination`]).
pub(crate) const EIGHT_RED: &str = "the engine plays 0 or 4 红中: a hand holds at most four of a kind, \
                         so a 116-tile wall with eight 中 cannot be dealt";

/// Copies of 红中 (the honour 中, `5z`) in the wall of a flat table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedDragons {
    /// None: 108 suited tiles (转转麻将).
    None,
    /// Four 红中, 112 tiles (红中麻将's default).
    Four,
    /// Eight 红中, 116 tiles (the \[TYHZ\] `hongzhong8` option). A hand holds
    /// at most four copies of a kind in this crate's model ([`crate::Counts`]),
    /// so the engine does not play it: [`RuleSet::set_red_dragons`] and
    /// [`RuleSet::check_combination`] refuse it with a message.
    Eight,
}

impl RedDragons {
    /// Copies in the wall: 0, 4 or 8.
    #[must_use]
    pub const fn copies(self) -> u8 {
        match self {
            RedDragons::None => 0,
            RedDragons::Four => 4,
            RedDragons::Eight => 8,
        }
    }

    /// From a number of copies: 0, 4 or 8.
    pub fn from_copies(n: i64) -> Result<RedDragons> {
        match n {
            0 => Ok(RedDragons::None),
            4 => Ok(RedDragons::Four),
            8 => Ok(RedDragons::Eight),
            _ => Err(Error::BadOption { name: "red_dragons", value: n, reason: "0, 4 or 8" }),
        }
    }
}

/// When four 红中 in one hand win at once (四红中胡), an engine event: the
/// shape checks ([`crate::is_win`]) do not read it; see
/// [`RuleSet::four_wildcards_win`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FourRedDragons {
    /// Never (four 红中 are four wildcards like any others).
    Off,
    /// Only in the dealt hand (起手四红中可胡, \[TYHZ\] default on).
    Opening,
    /// Whenever a hand holds four (\[TYHZ\] 四红中可胡, the exclusive alternative).
    AnyTime,
}

impl FourRedDragons {
    /// From its code: 0 off, 1 opening hand, 2 any time.
    pub fn from_code(code: i64) -> Result<FourRedDragons> {
        match code {
            0 => Ok(FourRedDragons::Off),
            1 => Ok(FourRedDragons::Opening),
            2 => Ok(FourRedDragons::AnyTime),
            _ => Err(Error::BadOption {
                name: "four_red_dragons",
                value: code,
                reason: "0 (off), 1 (opening hand) or 2 (any time)",
            }),
        }
    }

    /// The code [`FourRedDragons::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// Robbing a 补杠 (抢杠胡). Only a 补杠 (a peng upgraded by a drawn tile) can
/// be robbed; a concealed kong never.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RobKong {
    /// Not allowed (不可抢杠胡).
    Off,
    /// Allowed and paid as a win on the konger's discard (算点炮, the default).
    AsDiscard,
    /// Allowed and paid as a self-draw (算自摸).
    AsSelfDraw,
}

impl RobKong {
    /// From its code: 0 off, 1 as a discard win, 2 as a self-draw.
    pub fn from_code(code: i64) -> Result<RobKong> {
        match code {
            0 => Ok(RobKong::Off),
            1 => Ok(RobKong::AsDiscard),
            2 => Ok(RobKong::AsSelfDraw),
            _ => Err(Error::BadOption {
                name: "rob_kong",
                value: code,
                reason: "0 (off), 1 (as a discard win) or 2 (as a self-draw)",
            }),
        }
    }

    /// The code [`RobKong::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// Birds drawn after a win on a flat table: 0, 2, 4, 6 or 8 (抓鸟). A
/// checked count: no other value can be built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BirdCount(u8);

impl BirdCount {
    /// No birds.
    pub const ZERO: BirdCount = BirdCount(0);
    /// Four birds (the reference default, `variants.md` §1.4 and §2.5).
    pub const FOUR: BirdCount = BirdCount(4);

    /// A count of 0, 2, 4, 6 or 8.
    pub fn new(n: i64) -> Result<BirdCount> {
        match n {
            0 | 2 | 4 | 6 | 8 => Ok(BirdCount(n as u8)),
            _ => Err(Error::BadOption { name: "birds", value: n, reason: "0, 2, 4, 6 or 8" }),
        }
    }

    /// The count.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// Which birds hit on a flat table (扎鸟 modes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BirdRule {
    /// 159中鸟: a bird of rank 1, 5 or 9 — or a 红中 — hits for the winner,
    /// seat ignored (the default of both presets).
    OneFiveNine,
    /// 按庄位置鸟: a bird's rank counts seats from the dealer (1/5/9 the
    /// dealer, 2/6 the next, 3/7 opposite, 4/8 the previous); birds landing
    /// on the winner hit, a 红中 bird always hits (\[TYZZ-P\], \[SY-HZ\]).
    BySeat,
    /// 一鸟全中: one bird, worth its rank (1–9; a 红中 bird 10 \[SY-HZ\], where
    /// \[TYHZ\] offers 12 as an option). The bird count is not read.
    OneBirdAll,
    /// 摸几奖几: the win tile's rank is the number of birds, each a hit (a
    /// 红中 win tile: 10, as a 红中 bird in 一鸟全中; the sources are silent).
    /// The bird count is not read.
    WinTileRank,
}

impl BirdRule {
    /// From its code: 0 159中鸟, 1 by seat from the dealer, 2 一鸟全中, 3 摸几奖几.
    pub fn from_code(code: i64) -> Result<BirdRule> {
        match code {
            0 => Ok(BirdRule::OneFiveNine),
            1 => Ok(BirdRule::BySeat),
            2 => Ok(BirdRule::OneBirdAll),
            3 => Ok(BirdRule::WinTileRank),
            _ => Err(Error::BadOption {
                name: "bird_rule",
                value: code,
                reason: "0 (159中鸟), 1 (by seat from the dealer), 2 (一鸟全中) or 3 (摸几奖几)",
            }),
        }
    }

    /// The code [`BirdRule::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// What each bird hit adds to a paying line (中鸟分).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BirdPoints {
    /// +1 per hit (the default).
    One,
    /// +2 per hit.
    Two,
    /// Each hit doubles the line (中鸟翻倍, ×2^hits; \[SY-HZ\] `niaoFen == 3`).
    Doubling,
}

impl BirdPoints {
    /// From its code: 1 (+1 a hit), 2 (+2 a hit) or 3 (doubling, the sources' code).
    pub fn from_code(code: i64) -> Result<BirdPoints> {
        match code {
            1 => Ok(BirdPoints::One),
            2 => Ok(BirdPoints::Two),
            3 => Ok(BirdPoints::Doubling),
            _ => Err(Error::BadOption {
                name: "bird_points",
                value: code,
                reason: "1 (+1 a hit), 2 (+2 a hit) or 3 (each hit doubles)",
            }),
        }
    }

    /// The code [`BirdPoints::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        match self {
            BirdPoints::One => 1,
            BirdPoints::Two => 2,
            BirdPoints::Doubling => 3,
        }
    }
}

/// What the discarder pays for an exposed kong made on his discard (放杠 /
/// 直杠). A concealed kong always takes [`FlatOptions::CONCEALED_KONG`] from
/// each other player and a 补杠 [`FlatOptions::ADDED_KONG`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExposedKongPoints {
    /// 1 (the default \[SY-ZZ\]).
    One,
    /// 3 (放杠3分; the \[SY-ZZ\] comment calls it the traditional value).
    /// (**\[variant\]** a hobby 红中 game has the discarder pay 2; not offered.)
    Three,
}

impl ExposedKongPoints {
    /// From the points: 1 or 3.
    pub fn from_points(n: i64) -> Result<ExposedKongPoints> {
        match n {
            1 => Ok(ExposedKongPoints::One),
            3 => Ok(ExposedKongPoints::Three),
            _ => Err(Error::BadOption { name: "exposed_kong_points", value: n, reason: "1 or 3" }),
        }
    }

    /// The points: 1 or 3.
    #[must_use]
    pub const fn points(self) -> u32 {
        match self {
            ExposedKongPoints::One => 1,
            ExposedKongPoints::Three => 3,
        }
    }
}

/// The options of a flat Hunan table, 转转麻将 and 红中麻将 (`variants.md` §1.5
/// and §2.6), read by the flat Hunan family ([`crate::family::hunan`]). The two
/// options Changsha shares keep their place in [`TableOptions`]: 庄闲分 is
/// [`TableOptions::dealer_bonus`] (+1 on every line the dealer pays or
/// receives; \[SY-ZZ\] default off, \[TYZZ\]'s UI on — off here, the server's
/// value) and the next dealer is [`TableOptions::next_dealer`]
/// ([`NextDealer::Winner`]: the winner, the discarder after 一炮多响, after a
/// drawn hand the player who took the last tile). The shape options are the
/// rule set's own: [`RuleSet::chi`], [`RuleSet::pair`] (258做将),
/// [`RuleSet::seven_pairs`].
///
/// Points (\[SY-ZZ\], \[SY-HZ\]): a self-draw takes [`FlatOptions::SELF_DRAW`]
/// from each other player, a discard win [`FlatOptions::DISCARD`] from the
/// discarder, every line plus the bird hits' points. (**\[variant\]** other
/// servers offer 2/2, 2/3, 3/2; the sy599 code's 2/1 is the reference
/// default.) Patterns (碰碰胡, 清一色, 七对, 豪华七对) win but pay like any hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FlatOptions {
    /// 红中 in the wall (0: 转转; 4 or 8: 红中). Kept in step with
    /// [`RuleSet::wildcard`] by [`RuleSet::set_red_dragons`].
    pub red_dragons: RedDragons,
    /// Four 红中 win at once (an engine event).
    pub four_red_dragons: FourRedDragons,
    /// 点炮胡: a win on another player's discard (off: 仅自摸, self-draw only).
    /// **\[variant\]** hobby 红中 games are self-draw only; the Hunan production
    /// client (\[TYHZ\]) and the servers default to 点炮胡 on *with*
    /// 有红中不接炮, which is the same rule for a hand holding 红中: on here.
    pub discard_wins: bool,
    /// 有红中不接炮: a hand holding a 红中 wins only by self-draw (and by
    /// robbing a kong when [`FlatOptions::wildcard_robs_kong`]).
    pub wildcard_self_draw_only: bool,
    /// 有红中可抢杠胡: a hand holding a 红中 may still rob a 补杠.
    pub wildcard_robs_kong: bool,
    /// 一炮多响: several players may win on one discard (birds are drawn once
    /// and every winner uses the same hits; the discarder deals next).
    pub multiple_winners: bool,
    /// 抢杠胡: robbing a 补杠, and how it pays.
    pub rob_kong: RobKong,
    /// 抢杠胡包三家: the robbed konger pays for all three (self-draw points ×
    /// 3 plus the birds × 3) and the kong earns nothing. Off: he pays one
    /// discard line.
    pub rob_kong_pays_all: bool,
    /// 无红中加倍: a winner holding no 红中 has every line (win and birds)
    /// doubled. Only with 红中 in the wall ([`RuleSet::set_no_wildcard_double`]
    /// refuses it otherwise).
    pub no_wildcard_double: bool,
    /// Birds drawn after a win (read by [`BirdRule::OneFiveNine`] and
    /// [`BirdRule::BySeat`]). A short wall gives what is left; an empty wall
    /// no birds. (4 is the reference's choice: the sources offer 2/4/6 with
    /// no clear majority; hobby 红中 games draw 6 for a hand without 红中.)
    pub birds: BirdCount,
    /// Which birds hit.
    pub bird_rule: BirdRule,
    /// What a hit adds to a line.
    pub bird_points: BirdPoints,
    /// What the discarder pays for a kong on his discard (1 or 3).
    pub exposed_kong: ExposedKongPoints,
    /// 流局算杠分 / 荒庄杠: kong points stand after a drawn hand (default off:
    /// they are voided).
    pub kong_points_on_draw: bool,
}

impl FlatOptions {
    /// Each other player pays this on a self-draw.
    pub const SELF_DRAW: u32 = 2;
    /// The discarder pays this on a discard win.
    pub const DISCARD: u32 = 1;
    /// Each other player pays this for a concealed kong (暗杠), at once.
    pub const CONCEALED_KONG: u32 = 2;
    /// Each other player pays this for a 补杠 (after a peng), at once; none
    /// for a kong of a tile once passed for a peng (\[SY-ZZ\] `isPassGang`).
    pub const ADDED_KONG: u32 = 1;

    /// The reference defaults of `variants.md` §1.4 (转转) — and of §2.5 with
    /// [`RedDragons::Four`] and 无红中加倍 on: 点炮胡 with 有红中不接炮 and
    /// 有红中可抢杠胡, 一炮多响, 抢杠胡 as a discard win paid for all three, 4
    /// birds 159中鸟 at +1 a hit, kongs 2/1/1 voided by a drawn hand,
    /// 起手四红中可胡.
    #[must_use]
    pub const fn reference() -> FlatOptions {
        FlatOptions {
            red_dragons: RedDragons::None,
            four_red_dragons: FourRedDragons::Opening,
            discard_wins: true,
            wildcard_self_draw_only: true,
            wildcard_robs_kong: true,
            multiple_winners: true,
            rob_kong: RobKong::AsDiscard,
            rob_kong_pays_all: true,
            no_wildcard_double: false,
            birds: BirdCount::FOUR,
            bird_rule: BirdRule::OneFiveNine,
            bird_points: BirdPoints::One,
            exposed_kong: ExposedKongPoints::One,
            kong_points_on_draw: false,
        }
    }
}

/// 封顶: the most fan a 四川 win is paid for (`variants.md` §3.4: 3, 4 or 5
/// fan, 8×, 16× or 32× the base; the reference default 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FanCap {
    /// 3 fan (8×).
    Three,
    /// 4 fan (16×), the reference default (\[MJS\]'s 32× cap is `Five`).
    Four,
    /// 5 fan (32×).
    Five,
}

impl FanCap {
    /// From the fan: 3, 4 or 5.
    pub fn from_fan(fan: i64) -> Result<FanCap> {
        match fan {
            3 => Ok(FanCap::Three),
            4 => Ok(FanCap::Four),
            5 => Ok(FanCap::Five),
            _ => Err(Error::BadOption { name: "fan_cap", value: fan, reason: "3, 4 or 5 (fan)" }),
        }
    }

    /// The fan: 3, 4 or 5.
    #[must_use]
    pub const fn fan(self) -> u32 {
        match self {
            FanCap::Three => 3,
            FanCap::Four => 4,
            FanCap::Five => 5,
        }
    }

    /// The multiple of the base a hand of `fan` is paid: 2^fan, at most the cap's.
    ///
    /// ```
    /// use majiang_core::FanCap;
    /// assert_eq!(FanCap::Four.multiplier(2), 4);
    /// assert_eq!(FanCap::Four.multiplier(6), 16);
    /// ```
    #[must_use]
    pub const fn multiplier(self, fan: u32) -> u32 {
        let f = if fan < self.fan() { fan } else { self.fan() };
        1 << f
    }
}

/// What a 四川 self-draw adds (自摸加底 or 自摸加番, `variants.md` §3.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SelfDrawBonus {
    /// 自摸加底: each payer pays one base more, added after the cap
    /// (\[BOYAA\], \[BKL\] option 0; the reference default).
    AddBase,
    /// 自摸加番: one fan more, before the cap (\[REQ\]'s default).
    AddFan,
}

impl SelfDrawBonus {
    /// From its code: 0 自摸加底, 1 自摸加番.
    pub fn from_code(code: i64) -> Result<SelfDrawBonus> {
        match code {
            0 => Ok(SelfDrawBonus::AddBase),
            1 => Ok(SelfDrawBonus::AddFan),
            _ => Err(Error::BadOption {
                name: "self_draw_bonus",
                value: code,
                reason: "0 (自摸加底, one base more) or 1 (自摸加番, one fan more)",
            }),
        }
    }

    /// The code [`SelfDrawBonus::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// The exchange before 定缺 (换三张, `variants.md` §3.2): each player passes
/// tiles of one suit in a direction set by a seeded roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Exchange {
    /// No exchange.
    Off,
    /// 换两张: two tiles (the two-suit rooms' exchange).
    Two,
    /// 换三张: three tiles (the reference default).
    Three,
}

impl Exchange {
    /// From the number of tiles passed: 0 (off), 2 or 3.
    pub fn from_tiles(n: i64) -> Result<Exchange> {
        match n {
            0 => Ok(Exchange::Off),
            2 => Ok(Exchange::Two),
            3 => Ok(Exchange::Three),
            _ => Err(Error::BadOption {
                name: "exchange",
                value: n,
                reason: "0 (off), 2 (换两张) or 3 (换三张)",
            }),
        }
    }

    /// The number of tiles each player passes: 0, 2 or 3.
    #[must_use]
    pub const fn tiles(self) -> u8 {
        match self {
            Exchange::Off => 0,
            Exchange::Two => 2,
            Exchange::Three => 3,
        }
    }
}

/// How a win is paid when it is not a plain discard or self-draw: 查大叫's
/// payment to a ready player at the end, and 点杠花 (a win on the draw after a
/// 直杠).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaidAs {
    /// As a win on a discard (当点炮): one payer, no self-draw bonus.
    Discard,
    /// As a self-draw (当自摸): with the self-draw bonus.
    SelfDraw,
}

impl PaidAs {
    /// From its code (named `name` in the error): 0 as a discard, 1 as a self-draw.
    pub fn from_code(name: &'static str, code: i64) -> Result<PaidAs> {
        match code {
            0 => Ok(PaidAs::Discard),
            1 => Ok(PaidAs::SelfDraw),
            _ => Err(Error::BadOption {
                name,
                value: code,
                reason: "0 (as a discard win, 当点炮) or 1 (as a self-draw, 当自摸)",
            }),
        }
    }

    /// The code [`PaidAs::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// What happens to a 四川 winner (`variants.md` §3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SichuanMode {
    /// 血战到底: a winner leaves; the rest play on until three have won or
    /// the wall is empty (the reference default).
    XueZhan,
    /// 血流成河: winners keep playing to the end of the wall.
    XueLiu,
}

impl SichuanMode {
    /// From its code: 0 血战到底, 1 血流成河.
    pub fn from_code(code: i64) -> Result<SichuanMode> {
        match code {
            0 => Ok(SichuanMode::XueZhan),
            1 => Ok(SichuanMode::XueLiu),
            _ => Err(Error::BadOption {
                name: "sichuan_mode",
                value: code,
                reason: "0 (血战到底, a winner leaves) or 1 (血流成河, winners play on)",
            }),
        }
    }

    /// The code [`SichuanMode::from_code`] reads.
    #[must_use]
    pub const fn code(self) -> i64 {
        self as i64
    }
}

/// The options of a 四川麻将 血战到底 table (`variants.md` §3.9, defaults
/// §3.8), read by the 四川 family ([`crate::family::sichuan`]). The fan
/// table itself is [`crate::sichuan`]'s. Choices where the sources disagree
/// (§3.7) are named on each field.
///
/// Not offered: 局数 (a match's business, not a hand's), 人数 3/2 with the
/// two-suit 两房 wall (72 tiles, no 七对 family in \[BOYAA\]: a different
/// tile set, left for later), and the local add-ons 夹心五 / 一条龙
/// (\[CQCONF\] only). 花猪 always pays the cap (\[BOYAA\] 16× at the default
/// cap; \[MJS\]'s max(8×, best hand) is not offered), and 龙七对 is 3 fan, not
/// \[BOYAA\]'s 16× (§3.7; see [`crate::sichuan::Pattern::LongQiDui`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SichuanOptions {
    /// 封顶: the most fan paid (3, 4 or 5; default 4 = 16×).
    pub cap: FanCap,
    /// 自摸加底 (default) or 自摸加番.
    pub self_draw: SelfDrawBonus,
    /// 幺九将对: 带幺九 (2 fan) and 将对 (3 fan) count (default on; off, a
    /// 带幺九 hand is a 平胡 and a 将对 a 对对胡, as \[CQCONF\]/\[LUA-WF\]
    /// gate them; \[BOYAA\] and \[MJS\] always count them).
    pub yaojiu_jiangdui: bool,
    /// 门清中张: 门清 (no meld but concealed kongs) +1 and 中张 (no 1 or 9 in
    /// hand or melds) +1 (default off, \[CQCONF\]\[BKL\]).
    pub menqing_zhongzhang: bool,
    /// 天地胡: the dealer's win on the deal (天胡) and another's on the first
    /// draw (地胡) are 5 fan (default off; \[BKL\]'s +3/+2 is not offered).
    pub tiandi_hu: bool,
    /// 擦挂: on a 直杠 the other players still in pay 1× too (default off,
    /// as \[CMP\]; \[BOYAA\] has it and \[REQ\] turns it on at 4 players).
    pub cagua: bool,
    /// 呼叫转移: a kong's income goes to the player who wins on the konger's
    /// next discard (杠上炮) (default on).
    pub call_transfer: bool,
    /// 换三张 (default), 换两张 or none.
    pub exchange: Exchange,
    /// 查大叫: a ready player is paid as a discard win (当点炮, default, no
    /// self-draw bonus \[REQ\]) or as a self-draw.
    pub cha_dajiao: PaidAs,
    /// 点杠花: a win on the replacement draw after a 直杠, paid by the kong's
    /// discarder as a discard win or by everyone as a self-draw. The sources
    /// show no default (§3.4 "option"); 当自摸 here, the draw being the
    /// winner's own.
    pub kong_flower: PaidAs,
    /// 血战到底 (default) or 血流成河.
    pub mode: SichuanMode,
    /// 一炮多响: several players may win on one discard (default on).
    pub multiple_winners: bool,
    /// 抢杠胡: robbing a 面下杠 (never a 直杠 or 暗杠), +1 fan (default on).
    pub rob_kong: bool,
}

impl SichuanOptions {
    /// Each other player still in pays this many bases for a 暗杠 (下雨).
    pub const CONCEALED_KONG: u32 = 2;
    /// Each other player still in pays this for a 面下杠 (刮风).
    pub const ADDED_KONG: u32 = 1;
    /// The discarder pays this for a 直杠 on his discard.
    pub const EXPOSED_KONG: u32 = 2;

    /// The reference defaults of `variants.md` §3.8: cap 4 fan, 自摸加底,
    /// 幺九将对 on, 门清中张 off, 天地胡 off, no 擦挂, 呼叫转移 on, 换三张,
    /// 查大叫 as a discard win, 点杠花 as a self-draw, 血战到底, 一炮多响 and
    /// 抢杠胡 on.
    #[must_use]
    pub const fn reference() -> SichuanOptions {
        SichuanOptions {
            cap: FanCap::Four,
            self_draw: SelfDrawBonus::AddBase,
            yaojiu_jiangdui: true,
            menqing_zhongzhang: false,
            tiandi_hu: false,
            cagua: false,
            call_transfer: true,
            exchange: Exchange::Three,
            cha_dajiao: PaidAs::Discard,
            kong_flower: PaidAs::SelfDraw,
            mode: SichuanMode::XueZhan,
            multiple_winners: true,
            rob_kong: true,
        }
    }
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

    /// True when a hand holding these tiles wins at once on four wildcards
    /// (四红中胡) under the flat rules, `opening` saying whether it is the dealt
    /// hand (起手). The shape checks ([`crate::is_win`], [`crate::waits`],
    /// [`crate::shanten`](fn@crate::shanten)) never read this: it is an engine event.
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet};
    /// let hz = RuleSet::hongzhong();
    /// let h = Hand::parse("5555z123m456p789s1m", "", &hz)?;
    /// assert!(hz.four_wildcards_win(&h, true));
    /// assert!(!hz.four_wildcards_win(&h, false)); // 起手 only by default
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub fn four_wildcards_win(&self, hand: &crate::Hand, opening: bool) -> bool {
        let Some(w) = self.wildcard else { return false };
        if !self.scoring.plays_red_dragons() || hand.concealed().get(w) < 4 {
            return false;
        }
        match self.flat.four_red_dragons {
            FourRedDragons::Off => false,
            FourRedDragons::Opening => opening,
            FourRedDragons::AnyTime => true,
        }
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

    /// Fails unless these rules are scored by `table`: a front end that
    /// sets options one by one (the C ABI) refuses an option of the other
    /// table — the flat tables' options mean nothing under Changsha scoring,
    /// and the Changsha table's (开杠, opening wins, its birds and points)
    /// nothing on a flat table or under 四川 — instead of keeping a value
    /// nobody reads.
    ///
    /// ```
    /// use majiang_core::{RuleSet, Scoring};
    /// let flat = RuleSet::zhuanzhuan().scoring;
    /// assert!(RuleSet::hongzhong().check_table_option(flat, "birds", 4).is_ok());
    /// let err = RuleSet::changsha().check_table_option(flat, "bird_rule", 1);
    /// assert!(err.unwrap_err().to_string().contains("zhuanzhuan, hongzhong"));
    /// ```
    pub fn check_table_option(&self, table: Scoring, name: &'static str, value: i64) -> Result<()> {
        if self.scoring == table {
            return Ok(());
        }
        let reason = with_family!(table, F => F::FOREIGN_OPTION);
        Err(Error::BadOption { name, value, reason })
    }

    /// Refuses, under the 四川 rules, turning on an option common to every
    /// table that 四川 does not take: `chi` (its melds are 碰 and 杠),
    /// `honours` (108 tiles), `jiangjianghu` and `thirteen_orphans` (not
    /// 四川 wins: its fan is counted on four sets and a pair, or seven
    /// pairs). Anything else passes (the front ends' setters ask first).
    ///
    /// ```
    /// use majiang_core::RuleSet;
    /// let sc = RuleSet::sichuan();
    /// let err = sc.check_common_option("chi", 1).unwrap_err().to_string();
    /// assert!(err.contains("四川"), "{err}");
    /// assert!(sc.check_common_option("chi", 0).is_ok());
    /// assert!(RuleSet::changsha().check_common_option("chi", 1).is_ok());
    /// ```
    pub fn check_common_option(&self, name: &'static str, value: i64) -> Result<()> {
        match with_family!(self.scoring, F => F::refuses_common_option(name, value)) {
            Some(reason) => Err(Error::BadOption { name, value, reason }),
            None => Ok(()),
        }
    }

    /// The one place where a combination of settings is checked against
    /// what the engine can play; every setter of every front end (the C
    /// ABI's, Godot's, the checked core setters that change the wildcard)
    /// and [`crate::game::Game::start`] / `resume` call it, so a rule set a
    /// setter accepted is one a game plays. Fails with [`Error::BadOption`]
    /// naming the setting and, in its reason, the other one it conflicts
    /// with:
    /// - under 四川, none of the options [`RuleSet::check_common_option`]
    ///   refuses, and no wildcard (its hands, 定缺 and fan count only
    ///   natural tiles);
    /// - a wildcard of no copy limit is the flat tables' 红中 and nothing
    ///   else; a wildcard within four copies must be a kind in play;
    /// - `red_dragons` 4 only while 红中 is that wildcard, never 8 (a hand
    ///   holds at most four of a kind, so a fifth 中 could not be dealt);
    /// - 无红中加倍 only with 红中 in the wall.
    ///
    /// ```
    /// use majiang_core::{RedDragons, RuleSet, Tile};
    /// let mut hz = RuleSet::hongzhong();
    /// hz.wildcard = None; // set directly: 4 红中 with no wildcard
    /// let err = hz.check_combination().unwrap_err().to_string();
    /// assert!(err.contains("red_dragons = 4") && err.contains("wildcard"), "{err}");
    /// let mut sc = RuleSet::sichuan();
    /// sc.wildcard = Some(Tile::from_id(4)?);
    /// assert!(sc.check_combination().is_err());
    /// assert!(RuleSet::hongzhong().without_wildcard().check_combination().is_ok());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn check_combination(&self) -> Result<()> {
        let on = [
            ("chi", self.chi),
            ("honours", self.honours),
            ("jiangjianghu", self.jiangjianghu),
            ("thirteen_orphans", self.thirteen_orphans),
        ];
        for (name, value) in on {
            self.check_common_option(name, value.into())?;
        }
        let conflict = |name, value, reason| Err(Error::BadOption { name, value, reason });
        if let Some(w) = self.wildcard {
            let id = i64::from(w.id());
            if let Some(reason) = with_family!(self.scoring, F => F::refuses_wildcard()) {
                return conflict("wildcard", id, reason);
            }
            let red = self.scoring.plays_red_dragons()
                && w == Tile::RED_DRAGON
                && self.flat.red_dragons != RedDragons::None;
            match self.wildcard_reach {
                WildcardReach::Unlimited if !red => {
                    return conflict(
                        "wildcard",
                        id,
                        "a wildcard of no copy limit is the flat tables' 红中: set red_dragons \
                         to 4 on zhuanzhuan or hongzhong instead",
                    );
                }
                WildcardReach::FourCopies if w.index() >= self.kinds() => {
                    return conflict(
                        "wildcard",
                        id,
                        "an honour wildcard needs honours on (the honours option)",
                    );
                }
                _ => {}
            }
        }
        let red_wildcard = self.wildcard == Some(Tile::RED_DRAGON)
            && self.wildcard_reach == WildcardReach::Unlimited;
        match self.flat.red_dragons {
            RedDragons::Eight => conflict("red_dragons", 8, EIGHT_RED),
            RedDragons::Four if !self.scoring.plays_red_dragons() || !red_wildcard => conflict(
                "red_dragons",
                4,
                "the 红中 in the wall are the wildcard of a flat table, but the wildcard \
                 is not 红中 here (it was changed or removed): set red_dragons to 0",
            ),
            RedDragons::None if self.flat.no_wildcard_double => conflict(
                "no_wildcard_double",
                1,
                "needs 红中 in the wall (red_dragons 4): there is no wildcard to go without",
            ),
            _ => Ok(()),
        }
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
