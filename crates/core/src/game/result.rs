//! The outcome of a hand.

use crate::score::{OpeningWin, WinAnalysis};
use crate::sichuan::SichuanAnalysis;
use crate::tile::Suit;
use crate::tile::Tile;

/// One win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WinRecord {
    /// The winner.
    pub seat: usize,
    /// Who pays alone: the discarder, the kong player (杠上炮, 抢杠胡) or the
    /// player who showed the last tile (海底炮). `None` for a self-draw
    /// (自摸, 杠上开花, 海底捞月, 天胡), paid by all three.
    pub from: Option<usize>,
    /// The winning tile; `None` for 天胡 (the dealt fourteen).
    pub tile: Option<Tile>,
    /// Small or big, which big hands, units.
    pub analysis: WinAnalysis,
    /// The payments of this win, birds included (sum zero).
    pub deltas: [i32; 4],
    /// On a flat or 四川 table, this win's payment lines with their reasons
    /// (they add up to `deltas`); empty under Changsha scoring, where
    /// `analysis` says what was paid for.
    pub payments: Vec<Payment>,
    /// 四川: the win's fan and patterns, situational ones included (before
    /// the cap); `None` on other tables.
    pub fan: Option<SichuanAnalysis>,
    /// 国标 (MCR): the win's fans, as [`crate::mcr::score`] counts them in
    /// the win's situation (flowers included); `None` on other tables.
    pub fans: Option<crate::mcr::Score>,
}

/// One opening win (起手胡).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpeningRecord {
    /// The player.
    pub seat: usize,
    /// Which.
    pub win: OpeningWin,
    /// How many times it occurs in the dealt hand.
    pub count: u32,
}

/// How a hand ended and what it paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandResult {
    /// The wins, in seat order after the payer (several on one discard: 通炮);
    /// empty for an exhaustive draw.
    pub wins: Vec<WinRecord>,
    /// Opening wins declared at the deal.
    pub openings: Vec<OpeningRecord>,
    /// The birds flipped (empty without a win or with 0 birds).
    pub birds: Vec<Tile>,
    /// Every point that moved in the hand: opening wins, kong fees, wins
    /// (sum zero).
    pub deltas: [i32; 4],
    /// Who deals the next hand (per the rules' `next_dealer`).
    pub next_dealer: usize,
    /// Ordinary draws from the wall after the deal (kong replacements, flips
    /// and the last tile included).
    pub draws: u32,
    /// Melds each seat made from other players' discards (吃, 碰, 杠).
    pub calls: [u8; 4],
    /// Every payment line of a flat table (转转, 红中), in the order paid,
    /// each with its reason: kongs at once, their voiding after a drawn
    /// hand, and each win's lines. Their sum per seat is `deltas`. Empty
    /// under Changsha scoring, whose payments `deltas` and the wins carry.
    /// On a 四川 table: kongs, wins, 呼叫转移 and the end-of-hand checks.
    pub payments: Vec<Payment>,
    /// 四川: each seat's void suit (定缺); all `None` on other tables.
    pub voids: [Option<Suit>; 4],
}

/// Why a line of a flat table's settlement moves points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaymentReason {
    /// The win itself: [`FlatOptions::SELF_DRAW`](crate::FlatOptions::SELF_DRAW)
    /// or [`FlatOptions::DISCARD`](crate::FlatOptions::DISCARD) (a robbed
    /// kong paid for all three: one self-draw line per other seat, all
    /// paid by the konger).
    Win,
    /// 庄闲分: +1 on a win line the dealer pays or receives.
    DealerBonus,
    /// The bird hits (中鸟): hits × the bird points, or what doubling per
    /// hit adds.
    Birds {
        /// Hits counted for this win.
        hits: u32,
    },
    /// 无红中加倍: the winner holds no 红中, the whole line again.
    NoWildcardDouble,
    /// A concealed kong (暗杠), from each other player.
    ConcealedKong,
    /// A 补杠, from each other player.
    AddedKong,
    /// A kong on a discard (放杠), from the discarder.
    ExposedKong,
    /// A kong's points given back: the hand was drawn (流局) and kong
    /// points do not stand.
    KongVoided,
    /// 四川 自摸加底: one base on top of a self-draw's capped line.
    SelfDrawBonus,
    /// 四川 擦挂: the others still in pay one base each on a 直杠.
    CaGua,
    /// 四川 呼叫转移: a kong's income handed to the player who won on the
    /// konger's next discard (杠上炮).
    CallTransfer,
    /// 四川 查花猪: a player still holding the void suit at the end pays
    /// each other player still in (neither 花猪) the cap.
    HuaZhu,
    /// 四川 查大叫: a player not ready at the end pays each ready player
    /// still in that player's best hand.
    ChaDaJiao,
    /// 四川 退税: a player not ready at the end gives back every kong
    /// income (刮风下雨).
    TaxRefund,
}

impl PaymentReason {
    /// The stable identifier (the same for every bird count): `win`,
    /// `dealer_bonus`, `birds`, `no_wildcard_double`, `concealed_kong`,
    /// `added_kong`, `exposed_kong`, `kong_voided`, `self_draw_bonus`,
    /// `cagua`, `call_transfer`, `huazhu`, `cha_dajiao`, `tax_refund`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.names().0
    }

    /// The short Chinese label of a result screen: `胡`, `庄闲`, `中鸟`,
    /// `无红中加倍`, `暗杠`, `补杠`, `放杠`, `流局退杠`, `自摸加底`, `擦挂`,
    /// `呼叫转移`, `查花猪`, `查大叫`, `退税`.
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        self.names().1
    }

    /// The English label: `win`, `dealer bonus`, `birds`, …
    #[must_use]
    pub const fn english(self) -> &'static str {
        self.names().2
    }

    const fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            PaymentReason::Win => ("win", "胡", "win"),
            PaymentReason::DealerBonus => ("dealer_bonus", "庄闲", "dealer bonus"),
            PaymentReason::Birds { .. } => ("birds", "中鸟", "birds"),
            PaymentReason::NoWildcardDouble => {
                ("no_wildcard_double", "无红中加倍", "no red dragon: doubled")
            }
            PaymentReason::ConcealedKong => ("concealed_kong", "暗杠", "concealed kong"),
            PaymentReason::AddedKong => ("added_kong", "补杠", "added kong"),
            PaymentReason::ExposedKong => ("exposed_kong", "放杠", "kong on a discard"),
            PaymentReason::KongVoided => ("kong_voided", "流局退杠", "kong voided by the draw"),
            PaymentReason::SelfDrawBonus => ("self_draw_bonus", "自摸加底", "self-draw bonus"),
            PaymentReason::CaGua => ("cagua", "擦挂", "kong from a discard (cagua)"),
            PaymentReason::CallTransfer => ("call_transfer", "呼叫转移", "kong income transferred"),
            PaymentReason::HuaZhu => ("huazhu", "查花猪", "void suit still held (huazhu)"),
            PaymentReason::ChaDaJiao => ("cha_dajiao", "查大叫", "not ready at the end"),
            PaymentReason::TaxRefund => ("tax_refund", "退税", "kong income refunded"),
        }
    }
}

/// A stable name: `win`, `dealer_bonus`, `birds ×N`, `no_wildcard_double`,
/// `concealed_kong`, `added_kong`, `exposed_kong`, `kong_voided`,
/// `self_draw_bonus`, `cagua`, `call_transfer`, `huazhu`, `cha_dajiao`,
/// `tax_refund`.
impl std::fmt::Display for PaymentReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PaymentReason::Win => f.write_str("win"),
            PaymentReason::DealerBonus => f.write_str("dealer_bonus"),
            PaymentReason::Birds { hits } => write!(f, "birds ×{hits}"),
            PaymentReason::NoWildcardDouble => f.write_str("no_wildcard_double"),
            PaymentReason::ConcealedKong => f.write_str("concealed_kong"),
            PaymentReason::AddedKong => f.write_str("added_kong"),
            PaymentReason::ExposedKong => f.write_str("exposed_kong"),
            PaymentReason::KongVoided => f.write_str("kong_voided"),
            PaymentReason::SelfDrawBonus => f.write_str("self_draw_bonus"),
            PaymentReason::CaGua => f.write_str("cagua"),
            PaymentReason::CallTransfer => f.write_str("call_transfer"),
            PaymentReason::HuaZhu => f.write_str("huazhu"),
            PaymentReason::ChaDaJiao => f.write_str("cha_dajiao"),
            PaymentReason::TaxRefund => f.write_str("tax_refund"),
        }
    }
}

/// One payment line: `from` pays `to` `points` (positive) for `reason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Payment {
    /// The payer.
    pub from: usize,
    /// The payee.
    pub to: usize,
    /// The points (positive).
    pub points: i32,
    /// Why.
    pub reason: PaymentReason,
}

impl Payment {
    /// The line as a change of each seat's score (sums to zero).
    #[must_use]
    pub fn deltas(&self) -> [i32; 4] {
        let mut d = [0; 4];
        d[self.from] -= self.points;
        d[self.to] += self.points;
        d
    }
}

impl HandResult {
    /// True for an exhaustive draw (流局).
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.wins.is_empty()
    }
}
