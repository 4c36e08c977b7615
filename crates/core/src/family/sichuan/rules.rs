//! The option types of 四川麻将 ([`SichuanOptions`] and its enums),
//! re-exported by [`crate::rules`] where users name them
//! (`majiang_core::rules::SichuanOptions`). A leaf: it imports only the
//! kernel (`error`), never the engine, the AIs or `rules`.
use crate::error::{Error, Result};

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
