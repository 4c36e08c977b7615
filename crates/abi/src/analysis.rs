//! Changsha analysis across the boundary: what a winning hand is worth
//! (small or big, the big hands with their units), the opening wins (起手胡)
//! of a dealt hand, the payments of both, and the stable names of every
//! big hand and opening win. The core's `score` module does the work; this
//! one only reads the host's structs and writes the results back.

use crate::arg::{FromId, Out, flag, input, name_of, seat, slice};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::hand::{counts_of, hand_arg};
use crate::meld::MjMeld;
use crate::panic::guard;
use crate::rules::{MjRules, rules_arg};
use crate::tiles::tile_at;
use majiang_core::family::WinValue;
use majiang_core::{
    BigHand, Error, OpeningWin, Payers, RuleSet, Target, Tile, WinAnalysis, WinContext,
};
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

/// Length of `MjWinAnalysis::big_hand_units`: room for every big hand
/// (`MjBigHand`) and for hands appended later, so the struct keeps its size.
pub const MJ_BIG_HAND_SLOTS: usize = 16;
/// Length of `MjOpeningWins::counts`: every `MjOpeningWin`, with room to grow.
pub const MJ_OPENING_WIN_SLOTS: usize = 8;
/// `payer` of `mj_settle_win` for a self-drawn win: the three others pay.
pub const MJ_SELF_DRAW: i32 = -1;

/// A big hand (大胡), as a bit (`1 << id`) of `MjWinAnalysis::big_hands` and
/// an index of `MjWinAnalysis::big_hand_units`. The order is the core's
/// `BigHand` order; ids are fixed forever and new hands are appended.
/// `mj_big_hand_id_name` gives the stable identifier (`"pengpenghu"`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjBigHand {
    /// 碰碰胡 `pengpenghu`: four triplets or kongs and any pair.
    Pengpenghu = 0,
    /// 将将胡 `jiangjianghu`: every tile a 2, 5 or 8, no shape needed.
    Jiangjianghu = 1,
    /// 清一色 `qingyise`: every tile of one suit, with a winning shape.
    Qingyise = 2,
    /// 七小对 `qixiaodui`: seven pairs (the shape of the target
    /// `MJ_TARGET_SEVEN_PAIRS`).
    Qixiaodui = 3,
    /// 豪华七小对 `haohua_qixiaodui`: seven pairs with a four; 2 units, +1 per further four.
    HaohuaQixiaodui = 4,
    /// 全求人 `quanqiuren`: four exposed melds and any pair.
    Quanqiuren = 5,
    /// 天胡 `tianhu`: the dealer wins with the dealt fourteen.
    Tianhu = 6,
    /// 地胡 `dihu`: a non-dealer wins on the dealer's first discard.
    Dihu = 7,
    /// 海底捞月 `haidilaoyue`: a self-drawn win on the last tile.
    Haidilaoyue = 8,
    /// 海底炮 `haidipao`: a win on the last tile shown by another player.
    Haidipao = 9,
    /// 杠上开花 `gangshangkaihua`: a win on one's own 开杠 flip.
    Gangshangkaihua = 10,
    /// 杠上炮 `gangshangpao`: a win on another player's 开杠 flip.
    Gangshangpao = 11,
    /// 抢杠胡 `qiangganghu`: a win robbing a tile added to a 碰.
    Qiangganghu = 12,
}

impl FromId for MjBigHand {
    const ALL: &'static [Self] = &[
        Self::Pengpenghu,
        Self::Jiangjianghu,
        Self::Qingyise,
        Self::Qixiaodui,
        Self::HaohuaQixiaodui,
        Self::Quanqiuren,
        Self::Tianhu,
        Self::Dihu,
        Self::Haidilaoyue,
        Self::Haidipao,
        Self::Gangshangkaihua,
        Self::Gangshangpao,
        Self::Qiangganghu,
    ];
    const C_NAME: &'static str = "MjBigHand";
    fn id(self) -> i32 {
        self as i32
    }
}

/// The id of a core big hand: its place in `BigHand::ALL`, which
/// `MjBigHand` follows (a test pins the two together).
pub(crate) fn big_hand_id(b: BigHand) -> usize {
    BigHand::ALL.iter().position(|x| *x == b).unwrap_or_default()
}

/// An opening win (起手胡), as an index of `MjOpeningWins::counts`; the
/// core's `OpeningWin` order, fixed forever. `mj_opening_win_id_name` gives
/// the stable identifier (`"dasixi"`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjOpeningWin {
    /// 大四喜 `dasixi`: four identical tiles (one per kind held four times).
    Dasixi = 0,
    /// 板板胡 `banbanhu`: no 2, 5 or 8 at all.
    Banbanhu = 1,
    /// 缺一色 `queyise`: one of the three suits missing.
    Queyise = 2,
    /// 六六顺 `liuliushun`: two triplets (one per two).
    Liuliushun = 3,
}

impl FromId for MjOpeningWin {
    const ALL: &'static [Self] = &[Self::Dasixi, Self::Banbanhu, Self::Queyise, Self::Liuliushun];
    const C_NAME: &'static str = "MjOpeningWin";
    fn id(self) -> i32 {
        self as i32
    }
}

/// The id of a core opening win (its place in `OpeningWin::ALL`).
pub(crate) fn opening_win_id(o: OpeningWin) -> usize {
    OpeningWin::ALL.iter().position(|x| *x == o).unwrap_or_default()
}

/// How a hand was won, for the situational big hands. Each field is 0 (no)
/// or 1 (yes); any other value is refused. All zero: a win on an ordinary
/// discard by a non-dealer.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjWinContext {
    /// Won on one's own draw (自摸), a 开杠 flip of one's own included.
    pub self_draw: u8,
    /// Won on the last tile of the wall (海底).
    pub last_tile: u8,
    /// Won on a tile flipped by a 开杠 (one's own: 杠上开花; another's: 杠上炮).
    pub kong_flip: u8,
    /// Won by robbing a tile added to a 碰 (抢杠胡).
    pub robbed_kong: u8,
    /// Won in the first go-round: the dealer on the dealt tiles, or another
    /// player on the dealer's first discard.
    pub first_turn: u8,
    /// The winner is the dealer.
    pub dealer: u8,
}

impl MjWinContext {
    fn to_core(self) -> FfiResult<WinContext> {
        Ok(WinContext {
            self_draw: flag(self.self_draw, "ctx.self_draw")?,
            last_tile: flag(self.last_tile, "ctx.last_tile")?,
            kong_flip: flag(self.kong_flip, "ctx.kong_flip")?,
            robbed_kong: flag(self.robbed_kong, "ctx.robbed_kong")?,
            first_turn: flag(self.first_turn, "ctx.first_turn")?,
            dealer: flag(self.dealer, "ctx.dealer")?,
        })
    }
}

/// What a complete-size hand is worth (`mj_analyze_win`).
///
/// - `win` 0: the hand does not win; every other field is 0.
/// - `win` 1, `small` 1: a small hand (小胡), no big hand, `units` 0.
/// - `win` 1, `small` 0: big hands (大胡): bit `1 << MjBigHand` of
///   `big_hands` for each, `big_hand_units[MjBigHand]` its units (1, or
///   2 and up for 豪华七小对; 0 for hands not made), `units` their sum.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjWinAnalysis {
    /// Bits `1 << MjTarget` of every target the hand wins by.
    pub targets: u32,
    /// Bits `1 << MjBigHand` of the big hands made.
    pub big_hands: u32,
    /// Total units of the big hands (0 for a small hand).
    pub units: u32,
    /// 1 when the hand wins.
    pub win: u8,
    /// 1 for a small hand (no big hand applies).
    pub small: u8,
    /// Units of each big hand, indexed by `MjBigHand`; slots past the last
    /// big hand are 0.
    pub big_hand_units: [u8; MJ_BIG_HAND_SLOTS],
}

fn target_bit(t: Target) -> u32 {
    1 << Target::ALL.iter().position(|x| *x == t).unwrap_or_default()
}

impl MjWinAnalysis {
    /// The analysis of a hand that wins.
    pub(crate) fn of(a: &WinAnalysis) -> MjWinAnalysis {
        let mut out = MjWinAnalysis {
            targets: a.targets.iter().fold(0, |m, t| m | target_bit(*t)),
            units: a.units,
            win: 1,
            small: a.small.into(),
            ..MjWinAnalysis::default()
        };
        for &(b, n) in &a.big_hands {
            let id = big_hand_id(b);
            out.big_hands |= 1 << id;
            out.big_hand_units[id] = u8::try_from(n).unwrap_or(u8::MAX);
        }
        out
    }

    /// The core analysis this struct describes, refused unless it is one
    /// `mj_analyze_win` could have written for a win and `payers` may pay
    /// it: the fields are read here, their consistency is the core's
    /// [`WinAnalysis::check`] (the one check every front end uses).
    fn to_checked(self, payers: Payers, rules: &RuleSet) -> FfiResult<WinAnalysis> {
        let analysis = self.to_core()?;
        analysis.check(payers, rules).map_err(|e| FfiError::at("`analysis`", e))?;
        Ok(analysis)
    }

    /// The core analysis the fields spell, each field read as the header
    /// defines it (no bit, flag or slot outside its meaning).
    fn to_core(self) -> FfiResult<WinAnalysis> {
        let bad = |what: String| {
            Err(FfiError::new(MjStatus::InvalidArgument, format!("`analysis`: {what}")))
        };
        if self.win != 1 {
            return bad(format!("win = {}: only a winning hand (win = 1) is paid", self.win));
        }
        let small = flag(self.small, "analysis.small")?;
        let known = BigHand::ALL.len();
        if self.big_hands >> known != 0 {
            return bad(format!(
                "big_hands = {:#x} has bits above {}: not an MjBigHand",
                self.big_hands,
                known - 1
            ));
        }
        let targets = Target::ALL.len();
        if self.targets >> targets != 0 {
            return bad(format!("targets = {:#x} has bits above {}", self.targets, targets - 1));
        }
        let mut big_hands = Vec::new();
        for (id, &n) in self.big_hand_units.iter().enumerate() {
            let listed = id < known && self.big_hands >> id & 1 == 1;
            if listed {
                big_hands.push((BigHand::ALL[id], u32::from(n)));
            } else if n > 0 {
                // A slot past the last big hand has no bit at all.
                return bad(format!("big_hand_units[{id}] = {n} but bit {id} of big_hands is 0"));
            }
        }
        Ok(WinAnalysis {
            small,
            big_hands,
            units: self.units,
            targets: Target::ALL
                .into_iter()
                .enumerate()
                .filter(|(i, _)| self.targets >> i & 1 == 1)
                .map(|(_, t)| t)
                .collect(),
        })
    }
}

/// Opening wins (起手胡) of a dealt hand (`mj_opening_wins`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjOpeningWins {
    /// Occurrences in all: what `mj_settle_opening` pays.
    pub total: u32,
    /// Occurrences of each opening win, indexed by `MjOpeningWin`.
    pub counts: [u8; MJ_OPENING_WIN_SLOTS],
}

/// Points of the four seats, indexed by seat (0–3): a payment's deltas
/// (summing to zero) or scores.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjPoints {
    /// Points of seat `s` at index `s`.
    pub points: [i32; 4],
}

/// Analyses a complete-size (`3n+2`) hand as it wins: small or big, which
/// big hands with how many units, by which targets (see `MjWinAnalysis`).
/// A hand that does not win gives `win` = 0, not an error. `ctx` says how it
/// was won (NULL: on an ordinary discard by a non-dealer); a context that
/// cannot happen (a robbed kong won by self-draw, or on a kong flip) fails
/// with `MJ_STATUS_INVALID_ARGUMENT`, a flag other than 0 or 1 too, and so do
/// the sichuan rules (a 四川 hand counts fan: `mj_sichuan_analyze`). A `3n+1`
/// hand fails with `MJ_STATUS_WRONG_HAND_SIZE`.
///
/// # Safety
/// As `mj_is_win`; `ctx` NULL or a readable `MjWinContext`; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_analyze_win(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    ctx: *const MjWinContext,
    out: *mut MjWinAnalysis,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) = unsafe { (rules_arg(rules)?, Out::new(out, "out")?) };
        changsha_family(rules, "mj_analyze_win")?;
        let ctx = if ctx.is_null() {
            WinContext::default()
        } else {
            // SAFETY: non-NULL; readability is the caller's contract.
            unsafe { input(ctx, "ctx")? }.to_core()?
        };
        // SAFETY: the caller's contract above.
        let hand = unsafe { hand_arg(rules, tiles, len, melds, meld_count)? };
        let analysis = majiang_core::analyze_win(&hand, rules, &ctx)?;
        out.write(analysis.as_ref().map_or_else(MjWinAnalysis::default, MjWinAnalysis::of));
        Ok(())
    })
}

/// The opening wins (起手胡) of a dealt hand of 13 tiles (14 for the dealer),
/// each counted as the rules count them; all 0 when the rules have no
/// opening wins (`MJ_RULE_OPTION_OPENING_WINS` off). Another length fails
/// with `MJ_STATUS_WRONG_HAND_SIZE`.
///
/// # Safety
/// `rules` NULL or a live handle; `tiles` NULL (with `len == 0`) or `len`
/// readable bytes; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_opening_wins(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    out: *mut MjOpeningWins,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, ids, out) =
            unsafe { (rules_arg(rules)?, slice(tiles, len, "tiles")?, Out::new(out, "out")?) };
        if !(13..=14).contains(&ids.len()) {
            return Err(Error::WrongHandSize {
                what: "opening wins",
                expected: "13 or 14 (the dealer's)",
                got: ids.len(),
            }
            .into());
        }
        let dealt = counts_of(rules, ids)?;
        let mut result = MjOpeningWins::default();
        for (win, n) in majiang_core::opening_wins(&dealt, rules) {
            result.counts[opening_win_id(win)] = u8::try_from(n).unwrap_or(u8::MAX);
            result.total += n;
        }
        out.write(result);
        Ok(())
    })
}

/// The point deltas of a win (sum zero) under the rules' point table, dealer
/// bonus and birds. `analysis` is what `mj_analyze_win` gave for the hand.
/// It is checked for consistency, and one no hand could have fails with
/// `MJ_STATUS_INVALID_ARGUMENT`: `units` other than the sum of
/// `big_hand_units`, a unit out of the hand's range (1; 2-4 for 豪华七小对),
/// a unit without its bit, `small` with a big hand, hands that exclude each
/// other (天胡 with 地胡, self-drawn with discard-only hands, 七小对 with
/// 碰碰胡, ...), hands the rules do not have, no target or a target bit the
/// rules do not have, a big hand without its target, or a `payer` who cannot
/// pay it (天胡, 海底捞月, 杠上开花 are paid by all others, 地胡, 海底炮,
/// 杠上炮, 抢杠胡 by one). `winner` and `dealer` are seats 0–3;
/// `payer` is the seat that pays alone (the discarder, the kong player for
/// 杠上炮 and 抢杠胡, the player who showed the last tile for 海底炮) at the
/// discard price, or `MJ_SELF_DRAW` (-1) for the three others at the
/// self-draw price. `birds` are the bird tiles flipped (`bird_count` may be
/// 0). For several winners on one discard, call once per winner and add.
/// The sichuan rules fail with `MJ_STATUS_INVALID_ARGUMENT` (the 四川
/// payments are the game's: `mj_game_result`).
///
/// # Safety
/// `rules` NULL or a live handle; `analysis` NULL or readable; `birds` NULL
/// (with `bird_count == 0`) or `bird_count` readable bytes; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_settle_win(
    rules: *const MjRules,
    analysis: *const MjWinAnalysis,
    winner: i32,
    payer: i32,
    dealer: i32,
    birds: *const u8,
    bird_count: usize,
    out: *mut MjPoints,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, analysis, ids, out) = unsafe {
            (
                rules_arg(rules)?,
                input(analysis, "analysis")?,
                slice(birds, bird_count, "birds")?,
                Out::new(out, "out")?,
            )
        };
        changsha_family(rules, "mj_settle_win")?;
        let winner = seat(winner, "winner")?;
        let payers = if payer == MJ_SELF_DRAW {
            Payers::AllOthers
        } else {
            Payers::One(seat(payer, "payer")?)
        };
        if payers == Payers::One(winner) {
            return Err(FfiError::new(
                MjStatus::InvalidArgument,
                format!("`payer` = {payer} is the winner: pass MJ_SELF_DRAW for a self-draw"),
            ));
        }
        let analysis = analysis.to_checked(payers, rules)?;
        let dealer = seat(dealer, "dealer")?;
        let birds = tiles_in_play(rules, "birds", ids)?;
        let points = majiang_core::settle_win(winner, payers, &analysis, dealer, &birds, rules);
        out.write(MjPoints { points });
        Ok(())
    })
}

/// Refuses the 四川 rules to a call that counts the Changsha family's big
/// hands and units: a 四川 hand counts fan, and its payments are the
/// game's (刮风下雨, 查叫, ...), which one win's analysis cannot give.
fn changsha_family(rules: &RuleSet, call: &str) -> FfiResult<()> {
    if rules.win_value() != WinValue::Fan {
        return Ok(());
    }
    Err(FfiError::new(
        MjStatus::InvalidArgument,
        format!(
            "{call} counts the big hands of the Changsha family (长沙, 转转, 红中); under the \
             sichuan rules a hand counts fan: use mj_sichuan_analyze (the game makes the 四川 \
             payments, mj_game_result)"
        ),
    ))
}

/// Tiles from the host, each a tile of the rules.
fn tiles_in_play(rules: &RuleSet, name: &str, ids: &[u8]) -> FfiResult<Vec<Tile>> {
    ids.iter()
        .enumerate()
        .map(|(i, &id)| {
            let t = tile_at(name, i, id)?;
            rules.check_tile(t).map_err(|e| FfiError::at(format_args!("{name}[{i}]"), e))?;
            Ok(t)
        })
        .collect()
}

/// The point deltas of `occurrences` opening wins (`MjOpeningWins::total`)
/// by `player` (sum zero): each paid as a small self-draw by every other
/// seat, with the dealer bonus; no birds. Seats 0–3.
///
/// # Safety
/// `rules` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_settle_opening(
    rules: *const MjRules,
    player: i32,
    occurrences: u32,
    dealer: i32,
    out: *mut MjPoints,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) = unsafe { (rules_arg(rules)?, Out::new(out, "out")?) };
        let (player, dealer) = (seat(player, "player")?, seat(dealer, "dealer")?);
        let points = majiang_core::settle_opening(player, occurrences, dealer, rules);
        out.write(MjPoints { points });
        Ok(())
    })
}

/// The names of the big hands and opening wins as C strings, made once from
/// the core's own tables (so the two can never disagree) and kept for the
/// life of the process.
struct Names {
    big_hand_ids: Vec<CString>,
    big_hand_chinese: Vec<CString>,
    opening_ids: Vec<CString>,
    opening_chinese: Vec<CString>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let c = |s: &str| CString::new(s).expect("names have no NUL");
        Names {
            big_hand_ids: BigHand::ALL.iter().map(|b| c(b.id())).collect(),
            big_hand_chinese: BigHand::ALL.iter().map(|b| c(b.chinese())).collect(),
            opening_ids: OpeningWin::ALL.iter().map(|o| c(o.id())).collect(),
            opening_chinese: OpeningWin::ALL.iter().map(|o| c(o.chinese())).collect(),
        }
    })
}

/// The stable identifier of a big hand (`MjBigHand`), the one every front
/// end and the game records use: `"pengpenghu"`, `"jiangjianghu"`,
/// `"qingyise"`, `"qixiaodui"`, `"haohua_qixiaodui"`, `"quanqiuren"`,
/// `"tianhu"`, `"dihu"`, `"haidilaoyue"`, `"haidipao"`, `"gangshangkaihua"`,
/// `"gangshangpao"`, `"qiangganghu"`. `*out_name` is a static
/// NUL-terminated string: never freed. An unknown id fails with
/// `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_big_hand_id_name(id: i32, out_name: *mut *const c_char) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjBigHand>(id, out_name, || &names().big_hand_ids) }
}

/// The Chinese name of a big hand (`"碰碰胡"`, `"豪华七小对"`, …), UTF-8;
/// otherwise as `mj_big_hand_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_big_hand_chinese_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjBigHand>(id, out_name, || &names().big_hand_chinese) }
}

/// The stable identifier of an opening win (`MjOpeningWin`): `"dasixi"`,
/// `"banbanhu"`, `"queyise"`, `"liuliushun"`; a static string, never freed.
/// An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_opening_win_id_name(id: i32, out_name: *mut *const c_char) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjOpeningWin>(id, out_name, || &names().opening_ids) }
}

/// The Chinese name of an opening win (`"大四喜"`, …), UTF-8; otherwise as
/// `mj_opening_win_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_opening_win_chinese_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjOpeningWin>(id, out_name, || &names().opening_chinese) }
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    fn screaming(s: &str) -> String {
        s.replace('_', "").to_uppercase()
    }

    #[test]
    fn ids_follow_the_core_order_and_names() {
        assert_eq!(MjBigHand::ALL.len(), BigHand::ALL.len());
        assert!(BigHand::ALL.len() <= MJ_BIG_HAND_SLOTS && BigHand::ALL.len() <= 32);
        for (m, b) in MjBigHand::ALL.iter().zip(BigHand::ALL) {
            assert_eq!(format!("{m:?}").to_uppercase(), screaming(b.id()));
            assert_eq!(big_hand_id(b), *m as usize);
        }
        assert_eq!(MjOpeningWin::ALL.len(), OpeningWin::ALL.len());
        assert!(OpeningWin::ALL.len() <= MJ_OPENING_WIN_SLOTS);
        for (m, o) in MjOpeningWin::ALL.iter().zip(OpeningWin::ALL) {
            assert_eq!(format!("{m:?}").to_uppercase(), screaming(o.id()));
            assert_eq!(opening_win_id(o), *m as usize);
        }
    }

    #[test]
    fn names_are_the_core_identifiers() {
        for b in BigHand::ALL {
            let mut p = std::ptr::null();
            let s = unsafe { mj_big_hand_id_name(big_hand_id(b) as i32, &mut p) };
            assert_eq!(s, MjStatus::Ok);
            assert_eq!(unsafe { std::ffi::CStr::from_ptr(p) }.to_str().unwrap(), b.id());
            let s = unsafe { mj_big_hand_chinese_name(big_hand_id(b) as i32, &mut p) };
            assert_eq!(s, MjStatus::Ok);
            assert_eq!(unsafe { std::ffi::CStr::from_ptr(p) }.to_str().unwrap(), b.chinese());
        }
        let mut p = std::ptr::null();
        assert_eq!(unsafe { mj_big_hand_id_name(13, &mut p) }, MjStatus::InvalidArgument);
        assert!(p.is_null());
        assert_eq!(unsafe { mj_opening_win_id_name(-1, &mut p) }, MjStatus::InvalidArgument);
    }

    #[test]
    fn an_analysis_round_trips_and_inconsistent_ones_are_refused() {
        let rules = RuleSet::changsha();
        // 清一色 + 七小对: two big hands, two units.
        let hand = majiang_core::Hand::parse("11224455778899m", "", &rules).unwrap();
        let core =
            majiang_core::analyze_win(&hand, &rules, &WinContext::default()).unwrap().unwrap();
        let c = MjWinAnalysis::of(&core);
        let check = |a: MjWinAnalysis| a.to_checked(Payers::One(0), &rules);
        assert_eq!(check(c).unwrap(), core);
        let mut bad = c;
        bad.units += 1;
        assert!(check(bad).unwrap_err().message.contains("add up to"));
        let mut bad = c;
        bad.big_hand_units[14] = 1;
        assert!(check(bad).unwrap_err().message.contains("big_hand_units[14]"));
        let mut bad = c;
        bad.small = 1;
        assert!(check(bad).unwrap_err().message.contains("small = true"));
        let mut bad = c;
        bad.win = 0;
        assert!(check(bad).unwrap_err().message.contains("win = 0"));
        let mut bad = c;
        bad.targets |= 1 << 7;
        assert!(check(bad).unwrap_err().message.contains("targets = 0x"));
    }
}
