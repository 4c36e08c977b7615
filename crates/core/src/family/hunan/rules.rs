//! The option types of the flat Hunan tables 转转/红中 ([`FlatOptions`] and
//! its enums), re-exported by [`crate::rules`] where users name them
//! (`majiang_core::rules::FlatOptions`). A leaf: it imports only the kernel
//! (`error`), never the engine, the AIs or `rules`, so the rules' own module
//! can hold a `FlatOptions` without an import circle.
use crate::error::{Error, Result};

/// Why [`RedDragons::Eight`] is refused by the setters and the combination
/// check ([`RuleSet::check_combination`](crate::RuleSet::check_combination)).
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
    /// so the engine does not play it: [`RuleSet::set_red_dragons`](crate::RuleSet::set_red_dragons) and
    /// [`RuleSet::check_combination`](crate::RuleSet::check_combination) refuse it with a message.
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
/// [`RuleSet::four_wildcards_win`](crate::RuleSet::four_wildcards_win).
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
/// options Changsha shares keep their place in [`TableOptions`](crate::TableOptions): 庄闲分 is
/// [`TableOptions::dealer_bonus`](crate::TableOptions::dealer_bonus) (+1 on every line the dealer pays or
/// receives; \[SY-ZZ\] default off, \[TYZZ\]'s UI on — off here, the server's
/// value) and the next dealer is [`TableOptions::next_dealer`](crate::TableOptions::next_dealer)
/// ([`NextDealer::Winner`](crate::NextDealer::Winner): the winner, the discarder after 一炮多响, after a
/// drawn hand the player who took the last tile). The shape options are the
/// rule set's own: [`RuleSet::chi`](crate::RuleSet::chi), [`RuleSet::pair`](crate::RuleSet::pair) (258做将),
/// [`RuleSet::seven_pairs`](crate::RuleSet::seven_pairs).
///
/// Points (\[SY-ZZ\], \[SY-HZ\]): a self-draw takes [`FlatOptions::SELF_DRAW`]
/// from each other player, a discard win [`FlatOptions::DISCARD`] from the
/// discarder, every line plus the bird hits' points. (**\[variant\]** other
/// servers offer 2/2, 2/3, 3/2; the sy599 code's 2/1 is the reference
/// default.) Patterns (碰碰胡, 清一色, 七对, 豪华七对) win but pay like any hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FlatOptions {
    /// 红中 in the wall (0: 转转; 4 or 8: 红中). Kept in step with
    /// [`RuleSet::wildcard`](crate::RuleSet::wildcard) by [`RuleSet::set_red_dragons`](crate::RuleSet::set_red_dragons).
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
    /// doubled. Only with 红中 in the wall ([`RuleSet::set_no_wildcard_double`](crate::RuleSet::set_no_wildcard_double)
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
