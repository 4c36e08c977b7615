//! The settlement of a finished hand, line by line: every payment of a
//! flat table (转转, 红中) with its reason, and the birds flipped with what
//! each one hit. `mj_game_result` gives the totals; this is the detail a
//! result screen shows. The lines and the hits are the engine's
//! (`HandResult::payments`, `majiang_core::game::flat::bird_hits`): nothing
//! is scored here.

use crate::analysis::{MjPoints, big_hand_id};
use crate::arg::{FromId, OutSlice, name_of};
use crate::game::{MJ_NONE, MjGame, game_arg};
use crate::panic::guard;
use crate::sichuan::MjSichuanAnalysis;
use majiang_core::game::{Game, Payment, PaymentReason};
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

use crate::error::MjStatus;

/// Why a payment line moves points (`MjPayment::reason`); fixed forever,
/// new reasons are appended.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjPaymentReason {
    /// The win itself: 2 from each other player on a self-draw, 1 from the
    /// discarder (a robbed kong paid for all three: one self-draw line per
    /// other seat, all paid by the konger).
    Win = 0,
    /// 庄闲分: +1 on a win line the dealer pays or receives
    /// (`MJ_RULE_OPTION_DEALER_BONUS`).
    DealerBonus = 1,
    /// The bird hits (中鸟): `hits` × the bird points, or what doubling per
    /// hit adds.
    Birds = 2,
    /// 无红中加倍: the winner holds no 红中, the whole line again.
    NoWildcardDouble = 3,
    /// A concealed kong (暗杠), from each other player, paid at once.
    ConcealedKong = 4,
    /// A 补杠, from each other player, paid at once.
    AddedKong = 5,
    /// A kong on a discard (放杠), from the discarder, paid at once.
    ExposedKong = 6,
    /// A kong's points given back: the hand was drawn (流局) and kong
    /// points do not stand (`MJ_RULE_OPTION_KONG_POINTS_ON_DRAW` 0).
    KongVoided = 7,
    /// 四川 自摸加底: one base on top of a self-draw's capped line.
    SelfDrawBonus = 8,
    /// 四川 擦挂: the others still in pay one base each on a 直杠.
    CaGua = 9,
    /// 四川 呼叫转移: a kong's income handed to the player who won on the
    /// konger's next discard.
    CallTransfer = 10,
    /// 四川 查花猪: a player still holding the void suit at the end pays the cap.
    HuaZhu = 11,
    /// 四川 查大叫: a player not ready at the end pays a ready player's best hand.
    ChaDaJiao = 12,
    /// 四川 退税: a player not ready at the end gives back its kong income.
    TaxRefund = 13,
}

impl MjPaymentReason {
    const ALL_REASONS: [MjPaymentReason; 14] = [
        Self::Win,
        Self::DealerBonus,
        Self::Birds,
        Self::NoWildcardDouble,
        Self::ConcealedKong,
        Self::AddedKong,
        Self::ExposedKong,
        Self::KongVoided,
        Self::SelfDrawBonus,
        Self::CaGua,
        Self::CallTransfer,
        Self::HuaZhu,
        Self::ChaDaJiao,
        Self::TaxRefund,
    ];

    /// The core's reason of this id (a `BIRDS` line with no hits: the
    /// names do not count them).
    fn core(self) -> PaymentReason {
        use MjPaymentReason as R;
        match self {
            R::Win => PaymentReason::Win,
            R::DealerBonus => PaymentReason::DealerBonus,
            R::Birds => PaymentReason::Birds { hits: 0 },
            R::NoWildcardDouble => PaymentReason::NoWildcardDouble,
            R::ConcealedKong => PaymentReason::ConcealedKong,
            R::AddedKong => PaymentReason::AddedKong,
            R::ExposedKong => PaymentReason::ExposedKong,
            R::KongVoided => PaymentReason::KongVoided,
            R::SelfDrawBonus => PaymentReason::SelfDrawBonus,
            R::CaGua => PaymentReason::CaGua,
            R::CallTransfer => PaymentReason::CallTransfer,
            R::HuaZhu => PaymentReason::HuaZhu,
            R::ChaDaJiao => PaymentReason::ChaDaJiao,
            R::TaxRefund => PaymentReason::TaxRefund,
        }
    }
}

impl FromId for MjPaymentReason {
    const ALL: &'static [Self] = &Self::ALL_REASONS;
    const C_NAME: &'static str = "MjPaymentReason";
    fn id(self) -> i32 {
        self as i32
    }
}

/// One payment line (`mj_game_payments`): `from` pays `to` `points`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjPayment {
    /// The points (positive).
    pub points: i32,
    /// The payer's seat.
    pub from: u8,
    /// The payee's seat.
    pub to: u8,
    /// `MjPaymentReason` value.
    pub reason: u8,
    /// `BIRDS`: the bird hits counted for this win (at most 255); 0 otherwise.
    pub hits: u8,
}

/// One bird (扎鸟) flipped after a win (`mj_game_birds`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjBird {
    /// The tile id.
    pub tile: u8,
    /// The seat the bird lands on, counting the dealer as 1 (1/5/9 the
    /// dealer, 2/6 the next, 3/7 opposite, 4/8 the previous), where the
    /// rules read it: Changsha (a bird multiplies the payments whose winner
    /// or payer sits there) and bird rule 1 (by seat) of a flat table;
    /// `MJ_NONE` under the other flat bird rules, and for a 红中 bird.
    pub seat: u8,
    /// Flat tables: the hits this bird counts for the winners (0 or 1; a
    /// 一鸟全中 bird its rank, 10 for a 红中); the birds' hits add up to the
    /// `hits` of each win's `BIRDS` line. 0 under Changsha scoring (see `seat`).
    pub hits: u8,
}

fn reason(r: PaymentReason) -> (MjPaymentReason, u32) {
    use MjPaymentReason as R;
    match r {
        PaymentReason::Win => (R::Win, 0),
        PaymentReason::DealerBonus => (R::DealerBonus, 0),
        PaymentReason::Birds { hits } => (R::Birds, hits),
        PaymentReason::NoWildcardDouble => (R::NoWildcardDouble, 0),
        PaymentReason::ConcealedKong => (R::ConcealedKong, 0),
        PaymentReason::AddedKong => (R::AddedKong, 0),
        PaymentReason::ExposedKong => (R::ExposedKong, 0),
        PaymentReason::KongVoided => (R::KongVoided, 0),
        PaymentReason::SelfDrawBonus => (R::SelfDrawBonus, 0),
        PaymentReason::CaGua => (R::CaGua, 0),
        PaymentReason::CallTransfer => (R::CallTransfer, 0),
        PaymentReason::HuaZhu => (R::HuaZhu, 0),
        PaymentReason::ChaDaJiao => (R::ChaDaJiao, 0),
        PaymentReason::TaxRefund => (R::TaxRefund, 0),
    }
}

fn byte(n: impl TryInto<u8>) -> u8 {
    n.try_into().unwrap_or(u8::MAX)
}

impl MjPayment {
    /// The POD form of a core line.
    pub(crate) fn of(p: &Payment) -> MjPayment {
        let (reason, hits) = reason(p.reason);
        MjPayment {
            points: p.points,
            from: byte(p.from),
            to: byte(p.to),
            reason: reason as u8,
            hits: byte(hits),
        }
    }
}

/// The birds of a finished game with what each hit.
fn birds(g: &Game) -> Vec<MjBird> {
    let Some(r) = g.result() else { return Vec::new() };
    let rules = g.rules();
    let dealer = g.dealer();
    // The seat birds must land on under "by seat": the winner, or the
    // payer after several winners on one discard (as the engine counts).
    let target = match r.wins.as_slice() {
        [one] => one.seat,
        wins => wins.first().and_then(|w| w.from).unwrap_or(dealer),
    };
    r.birds
        .iter()
        .map(|&t| {
            let (seat, hits) = majiang_core::family::bird(rules, t, dealer, target);
            MjBird { tile: t.id(), seat: seat.map_or(MJ_NONE, byte), hits: byte(hits) }
        })
        .collect()
}

/// Every payment line of a finished hand on a flat table (转转, 红中), in
/// the order paid — kongs when laid down, their voiding after a drawn
/// hand, then each win's lines (win, 庄闲分, birds, 无红中加倍) — or on a
/// 四川 table (kongs at once, each win's lines with 自摸加底, 擦挂 and 呼叫转移,
/// then 查花猪, 查大叫 and 退税 at the end) into `out[0..*out_len]` (buffer
/// convention). Per seat the lines add up to
/// `MjGameResult::deltas`; every line moves points from one seat to
/// another, so they sum to zero. None while the hand is on, and none under
/// Changsha scoring, whose payments `mj_game_result` and the `WON` events
/// carry.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` lines; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_payments(
    game: *const MjGame,
    out: *mut MjPayment,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) =
            unsafe { (game_arg(game)?, OutSlice::new(out, cap, out_len, "out", "payments")?) };
        let lines: Vec<MjPayment> =
            g.game.result().map_or(Vec::new(), |r| r.payments.iter().map(MjPayment::of).collect());
        out.write(&lines)
    })
}

/// The birds (扎鸟) flipped after the win of a finished hand, in the order
/// drawn, each with the seat it lands on and its hits (see `MjBird`), into
/// `out[0..*out_len]` (buffer convention). All of them: `MjGameResult` and
/// the `BIRDS_FLIPPED` event hold the first `MJ_EVENT_TILES` only, and
/// 摸几奖几 may draw up to 10. None while the hand is on or after a drawn
/// hand.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` birds; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_birds(
    game: *const MjGame,
    out: *mut MjBird,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) =
            unsafe { (game_arg(game)?, OutSlice::new(out, cap, out_len, "out", "birds")?) };
        out.write(&birds(&g.game))
    })
}

struct Names {
    ids: Vec<CString>,
    chinese: Vec<CString>,
    english: Vec<CString>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let table = |name: fn(PaymentReason) -> &'static str| {
            MjPaymentReason::ALL_REASONS
                .iter()
                .map(|r| CString::new(name(r.core())).expect("names have no NUL"))
                .collect()
        };
        Names {
            ids: table(PaymentReason::id),
            chinese: table(PaymentReason::chinese),
            english: table(PaymentReason::english),
        }
    })
}

/// The stable identifier of a payment reason (`MjPaymentReason`), the one
/// every front end uses: `"win"`, `"dealer_bonus"`, `"birds"`,
/// `"no_wildcard_double"`, `"concealed_kong"`, `"added_kong"`,
/// `"exposed_kong"`, `"kong_voided"`, `"self_draw_bonus"`, `"cagua"`,
/// `"call_transfer"`, `"huazhu"`, `"cha_dajiao"`, `"tax_refund"`.
/// `*out_name` is a static NUL-terminated string: never freed. An unknown
/// id fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_payment_reason_id_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjPaymentReason>(id, out_name, || &names().ids) }
}

/// The Chinese label of a payment reason for a result screen (`"胡"`,
/// `"中鸟"`, `"刮风下雨"` lines as `"暗杠"` / `"补杠"` / `"放杠"`, `"呼叫转移"`,
/// `"查花猪"`, …), UTF-8; otherwise as `mj_payment_reason_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_payment_reason_chinese_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjPaymentReason>(id, out_name, || &names().chinese) }
}

/// The English label of a payment reason (`"win"`, `"birds"`, `"kong income
/// transferred"`, …); otherwise as `mj_payment_reason_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_payment_reason_english_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjPaymentReason>(id, out_name, || &names().english) }
}

/// One win of a finished hand (`mj_game_wins`), on every table: who won,
/// who paid, with what, and what it was worth.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MjWin {
    /// This win's payments by seat, birds included (sum zero).
    pub deltas: MjPoints,
    /// 四川: the fan (before the cap) and patterns, situational ones
    /// included (`win` 1); all zero on other tables.
    pub sichuan: MjSichuanAnalysis,
    /// Changsha: bits `1 << MjBigHand` of the big hands (0 elsewhere).
    pub big_hands: u32,
    /// Changsha: units of the big hands (0 for a small hand and elsewhere).
    pub units: u32,
    /// The winner's seat.
    pub seat: u8,
    /// Who paid alone (the discarder, the kong player, the player who
    /// showed the last tile); `MJ_NONE` for a self-draw, paid by all.
    pub from: u8,
    /// The winning tile; `MJ_NONE` for 天胡 (the dealt fourteen).
    pub tile: u8,
    /// 1 for a small hand, as the `WON` event's flag says: Changsha's 小胡,
    /// every win of the flat tables (不分大小胡), a 四川 win of 0 fan (平胡);
    /// 0 for a big hand, a 四川 win with fan, and under 国标.
    pub small: u8,
}

/// Every win of a finished hand, in the order won (several on one discard:
/// 通炮, in seat order after the payer; 四川: every win of the hand), each
/// with its payments, and its fan and patterns on a 四川 table or its big
/// hands and units under Changsha scoring, into `out[0..*out_len]` (buffer
/// convention). None while the hand is on and after a drawn hand.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` wins; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_wins(
    game: *const MjGame,
    out: *mut MjWin,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) =
            unsafe { (game_arg(game)?, OutSlice::new(out, cap, out_len, "out", "wins")?) };
        let wins: Vec<MjWin> = g.game.result().map_or(Vec::new(), |r| {
            r.wins
                .iter()
                .map(|w| MjWin {
                    deltas: MjPoints { points: w.deltas },
                    sichuan: MjSichuanAnalysis::of(w.fan.as_ref()),
                    big_hands: w
                        .analysis
                        .big_hands
                        .iter()
                        .fold(0, |m, (b, _)| m | 1 << big_hand_id(*b)),
                    units: w.analysis.units,
                    seat: byte(w.seat),
                    from: w.from.map_or(MJ_NONE, byte),
                    tile: w.tile.map_or(MJ_NONE, |t| t.id()),
                    small: u8::from(w.analysis.small),
                })
                .collect()
        });
        out.write(&wins)
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::action::MjAction;
    use crate::game::{mj_game_apply, mj_game_free, mj_game_new, mj_game_result};
    use crate::rules::{MjRuleOption, mj_rules_free, mj_rules_set_option};
    use majiang_core::ai::{Agent, RandomAgent};
    use majiang_core::game::Action;

    /// Plays a hand of `rules` through the ABI: every win taken, any other
    /// legal action at random (claims and kongs included).
    fn play(rules: *mut crate::rules::MjRules, seed: u64) -> *mut MjGame {
        let mut g = std::ptr::null_mut();
        assert_eq!(unsafe { mj_game_new(rules, seed, (seed % 4) as i32, &mut g) }, MjStatus::Ok);
        let mut random = RandomAgent::new(seed);
        loop {
            let game = unsafe { game_arg(g) }.unwrap();
            let Some(seat) = game.game.next_to_act() else { break };
            let obs = game.game.observation(seat).unwrap();
            let action = if obs.is_legal(Action::Hu) { Action::Hu } else { random.decide(&obs) };
            let status = unsafe { mj_game_apply(g, seat as i32, &MjAction::of(action)) };
            assert_eq!(status, MjStatus::Ok);
        }
        g
    }

    fn lines(g: *const MjGame) -> Vec<MjPayment> {
        let mut n = 0;
        let s = unsafe { mj_game_payments(g, std::ptr::null_mut(), 0, &mut n) };
        assert!(matches!(s, MjStatus::Ok | MjStatus::BufferTooSmall));
        let mut v = vec![MjPayment::default(); n];
        assert_eq!(unsafe { mj_game_payments(g, v.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
        v
    }

    fn bird_list(g: *const MjGame) -> Vec<MjBird> {
        let mut n = 0;
        unsafe { mj_game_birds(g, std::ptr::null_mut(), 0, &mut n) };
        let mut v = vec![MjBird::default(); n];
        assert_eq!(unsafe { mj_game_birds(g, v.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
        v
    }

    #[test]
    fn the_lines_are_the_engines_and_add_up_to_the_result() {
        let mut hits_seen = 0;
        for (bird_rule, seeds) in [(0, 0..40u64), (1, 40..60), (2, 60..70), (3, 70..80)] {
            let r = crate::rules::mj_rules_new_hongzhong();
            let s = unsafe { mj_rules_set_option(r, MjRuleOption::BirdRule as i32, bird_rule) };
            assert_eq!(s, MjStatus::Ok);
            for seed in seeds {
                let g = play(r, seed);
                let core = unsafe { game_arg(g) }.unwrap().game.result().unwrap().clone();
                let lines = lines(g);
                assert_eq!(lines, core.payments.iter().map(MjPayment::of).collect::<Vec<_>>());
                let mut sum = [0i32; 4];
                for l in &lines {
                    assert!(l.points > 0 && l.from != l.to, "{l:?}");
                    sum[usize::from(l.from)] -= l.points;
                    sum[usize::from(l.to)] += l.points;
                }
                let mut result = crate::game::MjGameResult::default();
                assert_eq!(unsafe { mj_game_result(g, &mut result) }, MjStatus::Ok);
                assert_eq!(sum, result.deltas.points, "seed {seed}");
                assert_eq!(sum.iter().sum::<i32>(), 0);
                // The birds' hits are the hits of every win's bird line.
                let birds = bird_list(g);
                assert_eq!(birds.iter().map(|b| b.tile).collect::<Vec<_>>(), {
                    core.birds.iter().map(|t| t.id()).collect::<Vec<_>>()
                });
                let hits: u32 = birds.iter().map(|b| u32::from(b.hits)).sum();
                for w in &core.wins {
                    let line = w.payments.iter().find_map(|p| match p.reason {
                        PaymentReason::Birds { hits } => Some(hits),
                        _ => None,
                    });
                    assert_eq!(line.unwrap_or(0), hits, "seed {seed}: {birds:?}");
                }
                hits_seen += hits;
                unsafe { mj_game_free(g) };
            }
            unsafe { mj_rules_free(r) };
        }
        assert!(hits_seen > 0, "some bird hit");
    }

    /// `mj_game_wins` is the engine's wins: one per win, the seats of
    /// `winners`, 四川 fan and patterns as the core counted them, Changsha
    /// big hands; the reason names are the core's.
    #[test]
    fn wins_carry_fan_patterns_and_big_hands() {
        let mut fans = 0;
        for (rules, seeds) in [
            (crate::rules::mj_rules_new_sichuan(), 0..30u64),
            (crate::rules::mj_rules_new_changsha(), 0..30u64),
        ] {
            for seed in seeds {
                let g = play(rules, seed);
                let mut wins = [MjWin::default(); 16];
                let mut n = 0;
                let s = unsafe { mj_game_wins(g, wins.as_mut_ptr(), 16, &mut n) };
                assert_eq!(s, MjStatus::Ok);
                let core = unsafe { game_arg(g) }.unwrap().game.result().unwrap().wins.clone();
                assert_eq!(n, core.len());
                for (w, c) in wins[..n].iter().zip(&core) {
                    assert_eq!((usize::from(w.seat), w.deltas.points), (c.seat, c.deltas));
                    match &c.fan {
                        Some(a) => {
                            assert_eq!((w.sichuan.win, w.sichuan.fan), (1, a.fan));
                            assert!(w.sichuan.patterns != 0);
                            fans += 1;
                        }
                        None => assert_eq!(w.sichuan, MjSichuanAnalysis::default()),
                    }
                    assert_eq!(w.units, c.analysis.units);
                }
                unsafe { mj_game_free(g) };
            }
            unsafe { mj_rules_free(rules) };
        }
        assert!(fans >= 5, "{fans} 四川 wins");
        let mut name = std::ptr::null();
        unsafe {
            assert_eq!(mj_payment_reason_id_name(9, &mut name), MjStatus::Ok);
            assert_eq!(std::ffi::CStr::from_ptr(name).to_str().unwrap(), "cagua");
            assert_eq!(mj_payment_reason_chinese_name(10, &mut name), MjStatus::Ok);
            assert_eq!(std::ffi::CStr::from_ptr(name).to_str().unwrap(), "呼叫转移");
            assert_eq!(mj_payment_reason_english_name(14, &mut name), MjStatus::InvalidArgument);
        }
    }

    #[test]
    fn changsha_has_no_lines_and_its_birds_land_on_seats() {
        let r = crate::rules::mj_rules_new_changsha();
        let mut birds_seen = 0;
        for seed in 0..20 {
            let g = play(r, seed);
            assert!(lines(g).is_empty());
            for b in bird_list(g) {
                assert!(b.seat < 4 && b.hits == 0, "{b:?}");
                birds_seen += 1;
            }
            unsafe { mj_game_free(g) };
        }
        assert!(birds_seen > 0);
        unsafe { mj_rules_free(r) };
    }
}
