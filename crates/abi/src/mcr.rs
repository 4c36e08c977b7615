//! 国标麻将 (MCR) analysis across the boundary: the fans of a won hand in
//! its situation (total, without flowers, whether it reaches the rules'
//! minimum, each fan with its count), the waits of a ready hand with what
//! each would score, the fans of a finished game's wins, the word form of a
//! situation, and the stable names of every fan. The core's `mcr` module
//! counts the fans exactly as the competition judge's calculator does; this
//! one reads the host's structs and writes the results back. Shanten over
//! every MCR form is `mj_shanten` under the mcr rules.

use crate::arg::{FromId, Out, OutSlice, flag, input, name_of, text};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::game::{MjGame, game_arg};
use crate::hand::read_hand;
use crate::meld::MjMeld;
use crate::panic::guard;
use crate::rules::{MJ_NO_TILE, MjRules, rules_arg};
use majiang_core::family::WinValue;
use majiang_core::mcr::{self, Fan, Score, Situation, Wind};
use majiang_core::{Hand, RuleSet, Tile};
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

/// Length of `MjMcrAnalysis::fan_counts`: one slot per fan id (`MjMcrFan`,
/// 1-82; slot 0 unused) and room for fans appended later, so the struct
/// keeps its size.
pub const MJ_MCR_FAN_SLOTS: usize = 96;
const _: () = assert!(MJ_MCR_FAN_SLOTS > Fan::ConcealedKongAndMeldedKong as usize);

/// One fan (番种) of 国标麻将, an index of `MjMcrAnalysis::fan_counts`. The
/// ids are the competition judge's calculator's numbering (1 大四喜 … 81
/// 花牌, then 82 明暗杠), which is also the order a fan list is printed in;
/// fixed forever. `mj_mcr_fan_id_name`, `_chinese_name`, `_english_name`
/// and `mj_mcr_fan_value` describe each.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjMcrFan {
    /// 大四喜 `big_four_winds`, 88 fan: Big Four Winds.
    BigFourWinds = 1,
    /// 大三元 `big_three_dragons`, 88 fan: Big Three Dragons.
    BigThreeDragons = 2,
    /// 绿一色 `all_green`, 88 fan: All Green.
    AllGreen = 3,
    /// 九莲宝灯 `nine_gates`, 88 fan: Nine Gates.
    NineGates = 4,
    /// 四杠 `four_kongs`, 88 fan: Four Kongs.
    FourKongs = 5,
    /// 连七对 `seven_shifted_pairs`, 88 fan: Seven Shifted Pairs.
    SevenShiftedPairs = 6,
    /// 十三幺 `thirteen_orphans`, 88 fan: Thirteen Orphans.
    ThirteenOrphans = 7,
    /// 清幺九 `all_terminals`, 64 fan: All Terminals.
    AllTerminals = 8,
    /// 小四喜 `little_four_winds`, 64 fan: Little Four Winds.
    LittleFourWinds = 9,
    /// 小三元 `little_three_dragons`, 64 fan: Little Three Dragons.
    LittleThreeDragons = 10,
    /// 字一色 `all_honors`, 64 fan: All Honors.
    AllHonors = 11,
    /// 四暗刻 `four_concealed_pungs`, 64 fan: Four Concealed Pungs.
    FourConcealedPungs = 12,
    /// 一色双龙会 `pure_terminal_chows`, 64 fan: Pure Terminal Chows.
    PureTerminalChows = 13,
    /// 一色四同顺 `quadruple_chow`, 48 fan: Quadruple Chow.
    QuadrupleChow = 14,
    /// 一色四节高 `four_pure_shifted_pungs`, 48 fan: Four Pure Shifted Pungs.
    FourPureShiftedPungs = 15,
    /// 一色四步高 `four_pure_shifted_chows`, 32 fan: Four Pure Shifted Chows.
    FourPureShiftedChows = 16,
    /// 三杠 `three_kongs`, 32 fan: Three Kongs.
    ThreeKongs = 17,
    /// 混幺九 `all_terminals_and_honors`, 32 fan: All Terminals and Honors.
    AllTerminalsAndHonors = 18,
    /// 七对 `seven_pairs`, 24 fan: Seven Pairs.
    SevenPairs = 19,
    /// 七星不靠 `greater_honors_and_knitted_tiles`, 24 fan: Greater Honors and Knitted Tiles.
    GreaterHonorsAndKnittedTiles = 20,
    /// 全双刻 `all_even_pungs`, 24 fan: All Even Pungs.
    AllEvenPungs = 21,
    /// 清一色 `full_flush`, 24 fan: Full Flush.
    FullFlush = 22,
    /// 一色三同顺 `pure_triple_chow`, 24 fan: Pure Triple Chow.
    PureTripleChow = 23,
    /// 一色三节高 `pure_shifted_pungs`, 24 fan: Pure Shifted Pungs.
    PureShiftedPungs = 24,
    /// 全大 `upper_tiles`, 24 fan: Upper Tiles.
    UpperTiles = 25,
    /// 全中 `middle_tiles`, 24 fan: Middle Tiles.
    MiddleTiles = 26,
    /// 全小 `lower_tiles`, 24 fan: Lower Tiles.
    LowerTiles = 27,
    /// 清龙 `pure_straight`, 16 fan: Pure Straight.
    PureStraight = 28,
    /// 三色双龙会 `three_suited_terminal_chows`, 16 fan: Three-Suited Terminal Chows.
    ThreeSuitedTerminalChows = 29,
    /// 一色三步高 `pure_shifted_chows`, 16 fan: Pure Shifted Chows.
    PureShiftedChows = 30,
    /// 全带五 `all_five`, 16 fan: All Five.
    AllFive = 31,
    /// 三同刻 `triple_pung`, 16 fan: Triple Pung.
    TriplePung = 32,
    /// 三暗刻 `three_concealed_pungs`, 16 fan: Three Concealed Pungs.
    ThreeConcealedPungs = 33,
    /// 全不靠 `lesser_honors_and_knitted_tiles`, 12 fan: Lesser Honors and Knitted Tiles.
    LesserHonorsAndKnittedTiles = 34,
    /// 组合龙 `knitted_straight`, 12 fan: Knitted Straight.
    KnittedStraight = 35,
    /// 大于五 `upper_four`, 12 fan: Upper Four.
    UpperFour = 36,
    /// 小于五 `lower_four`, 12 fan: Lower Four.
    LowerFour = 37,
    /// 三风刻 `big_three_winds`, 12 fan: Big Three Winds.
    BigThreeWinds = 38,
    /// 花龙 `mixed_straight`, 8 fan: Mixed Straight.
    MixedStraight = 39,
    /// 推不倒 `reversible_tiles`, 8 fan: Reversible Tiles.
    ReversibleTiles = 40,
    /// 三色三同顺 `mixed_triple_chow`, 8 fan: Mixed Triple Chow.
    MixedTripleChow = 41,
    /// 三色三节高 `mixed_shifted_pungs`, 8 fan: Mixed Shifted Pungs.
    MixedShiftedPungs = 42,
    /// 无番和 `chicken_hand`, 8 fan: Chicken Hand.
    ChickenHand = 43,
    /// 妙手回春 `last_tile_draw`, 8 fan: Last Tile Draw.
    LastTileDraw = 44,
    /// 海底捞月 `last_tile_claim`, 8 fan: Last Tile Claim.
    LastTileClaim = 45,
    /// 杠上开花 `out_with_replacement_tile`, 8 fan: Out with Replacement Tile.
    OutWithReplacementTile = 46,
    /// 抢杠和 `robbing_the_kong`, 8 fan: Robbing The Kong.
    RobbingTheKong = 47,
    /// 碰碰和 `all_pungs`, 6 fan: All Pungs.
    AllPungs = 48,
    /// 混一色 `half_flush`, 6 fan: Half Flush.
    HalfFlush = 49,
    /// 三色三步高 `mixed_shifted_chows`, 6 fan: Mixed Shifted Chows.
    MixedShiftedChows = 50,
    /// 五门齐 `all_types`, 6 fan: All Types.
    AllTypes = 51,
    /// 全求人 `melded_hand`, 6 fan: Melded Hand.
    MeldedHand = 52,
    /// 双暗杠 `two_concealed_kongs`, 6 fan: Two Concealed Kongs.
    TwoConcealedKongs = 53,
    /// 双箭刻 `two_dragons_pungs`, 6 fan: Two Dragons Pungs.
    TwoDragonsPungs = 54,
    /// 全带幺 `outside_hand`, 4 fan: Outside Hand.
    OutsideHand = 55,
    /// 不求人 `fully_concealed_hand`, 4 fan: Fully Concealed Hand.
    FullyConcealedHand = 56,
    /// 双明杠 `two_melded_kongs`, 4 fan: Two Melded Kongs.
    TwoMeldedKongs = 57,
    /// 和绝张 `last_tile`, 4 fan: Last Tile.
    LastTile = 58,
    /// 箭刻 `dragon_pung`, 2 fan: Dragon Pung.
    DragonPung = 59,
    /// 圈风刻 `prevalent_wind`, 2 fan: Prevalent Wind.
    PrevalentWind = 60,
    /// 门风刻 `seat_wind`, 2 fan: Seat Wind.
    SeatWind = 61,
    /// 门前清 `concealed_hand`, 2 fan: Concealed Hand.
    ConcealedHand = 62,
    /// 平和 `all_chows`, 2 fan: All Chows.
    AllChows = 63,
    /// 四归一 `tile_hog`, 2 fan: Tile Hog.
    TileHog = 64,
    /// 双同刻 `double_pung`, 2 fan: Double Pung.
    DoublePung = 65,
    /// 双暗刻 `two_concealed_pungs`, 2 fan: Two Concealed Pungs.
    TwoConcealedPungs = 66,
    /// 暗杠 `concealed_kong`, 2 fan: Concealed Kong.
    ConcealedKong = 67,
    /// 断幺 `all_simples`, 2 fan: All Simples.
    AllSimples = 68,
    /// 一般高 `pure_double_chow`, 1 fan: Pure Double Chow.
    PureDoubleChow = 69,
    /// 喜相逢 `mixed_double_chow`, 1 fan: Mixed Double Chow.
    MixedDoubleChow = 70,
    /// 连六 `short_straight`, 1 fan: Short Straight.
    ShortStraight = 71,
    /// 老少副 `two_terminal_chows`, 1 fan: Two Terminal Chows.
    TwoTerminalChows = 72,
    /// 幺九刻 `pung_of_terminals_or_honors`, 1 fan: Pung of Terminals or Honors.
    PungOfTerminalsOrHonors = 73,
    /// 明杠 `melded_kong`, 1 fan: Melded Kong.
    MeldedKong = 74,
    /// 缺一门 `one_voided_suit`, 1 fan: One Voided Suit.
    OneVoidedSuit = 75,
    /// 无字 `no_honors`, 1 fan: No Honors.
    NoHonors = 76,
    /// 独听・边张 `edge_wait`, 1 fan: Edge Wait.
    EdgeWait = 77,
    /// 独听・嵌张 `closed_wait`, 1 fan: Closed Wait.
    ClosedWait = 78,
    /// 独听・单钓 `single_wait`, 1 fan: Single Wait.
    SingleWait = 79,
    /// 自摸 `self_drawn`, 1 fan: Self-Drawn.
    SelfDrawn = 80,
    /// 花牌 `flower_tiles`, 1 fan: Flower Tiles.
    FlowerTiles = 81,
    /// 明暗杠 `concealed_kong_and_melded_kong`, 5 fan: Concealed Kong and Melded Kong.
    ConcealedKongAndMeldedKong = 82,
}

impl FromId for MjMcrFan {
    const ALL: &'static [Self] = &[
        Self::BigFourWinds,
        Self::BigThreeDragons,
        Self::AllGreen,
        Self::NineGates,
        Self::FourKongs,
        Self::SevenShiftedPairs,
        Self::ThirteenOrphans,
        Self::AllTerminals,
        Self::LittleFourWinds,
        Self::LittleThreeDragons,
        Self::AllHonors,
        Self::FourConcealedPungs,
        Self::PureTerminalChows,
        Self::QuadrupleChow,
        Self::FourPureShiftedPungs,
        Self::FourPureShiftedChows,
        Self::ThreeKongs,
        Self::AllTerminalsAndHonors,
        Self::SevenPairs,
        Self::GreaterHonorsAndKnittedTiles,
        Self::AllEvenPungs,
        Self::FullFlush,
        Self::PureTripleChow,
        Self::PureShiftedPungs,
        Self::UpperTiles,
        Self::MiddleTiles,
        Self::LowerTiles,
        Self::PureStraight,
        Self::ThreeSuitedTerminalChows,
        Self::PureShiftedChows,
        Self::AllFive,
        Self::TriplePung,
        Self::ThreeConcealedPungs,
        Self::LesserHonorsAndKnittedTiles,
        Self::KnittedStraight,
        Self::UpperFour,
        Self::LowerFour,
        Self::BigThreeWinds,
        Self::MixedStraight,
        Self::ReversibleTiles,
        Self::MixedTripleChow,
        Self::MixedShiftedPungs,
        Self::ChickenHand,
        Self::LastTileDraw,
        Self::LastTileClaim,
        Self::OutWithReplacementTile,
        Self::RobbingTheKong,
        Self::AllPungs,
        Self::HalfFlush,
        Self::MixedShiftedChows,
        Self::AllTypes,
        Self::MeldedHand,
        Self::TwoConcealedKongs,
        Self::TwoDragonsPungs,
        Self::OutsideHand,
        Self::FullyConcealedHand,
        Self::TwoMeldedKongs,
        Self::LastTile,
        Self::DragonPung,
        Self::PrevalentWind,
        Self::SeatWind,
        Self::ConcealedHand,
        Self::AllChows,
        Self::TileHog,
        Self::DoublePung,
        Self::TwoConcealedPungs,
        Self::ConcealedKong,
        Self::AllSimples,
        Self::PureDoubleChow,
        Self::MixedDoubleChow,
        Self::ShortStraight,
        Self::TwoTerminalChows,
        Self::PungOfTerminalsOrHonors,
        Self::MeldedKong,
        Self::OneVoidedSuit,
        Self::NoHonors,
        Self::EdgeWait,
        Self::ClosedWait,
        Self::SingleWait,
        Self::SelfDrawn,
        Self::FlowerTiles,
        Self::ConcealedKongAndMeldedKong,
    ];
    const C_NAME: &'static str = "MjMcrFan";
    fn id(self) -> i32 {
        self as i32
    }
}

impl MjMcrFan {
    /// The core fan with this id (the ids are the core's slots; the tests
    /// check every name).
    fn core(self) -> Fan {
        Fan::from_slot(self as usize).expect("every MjMcrFan is a core fan")
    }
}

/// How a 国标 hand was won: the `Situation` of the core, field by field.
/// Each flag is 0 (no) or 1 (yes); any other value is refused, as are a
/// wind other than 0-3 and more than 8 flowers. `mj_mcr_situation_parse`
/// reads the word form (`win:9s self_drawn seat:S round:E flowers:2`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjMcrSituation {
    /// The tile won on (drawn or claimed), a tile id; among the hand's tiles.
    pub win: u8,
    /// 自摸: won on one's own draw (else on a discard or a robbed kong).
    pub self_drawn: u8,
    /// 和绝张: the winning tile was the last copy not yet seen.
    pub last_copy: u8,
    /// A kong was involved: self-drawn on a kong's replacement (杠上开花), or
    /// not self-drawn, robbing an added kong (抢杠和).
    pub kong: u8,
    /// The wall's last tile: self-drawn (妙手回春) or its discard (海底捞月).
    pub last_tile: u8,
    /// The winner's seat wind (门风): 0 East, 1 South, 2 West, 3 North.
    pub seat: u8,
    /// The prevalent wind (圈风), 0-3 as `seat`.
    pub round: u8,
    /// Flowers held (花牌, 1 fan each, not toward the minimum unless
    /// `MJ_RULE_OPTION_MCR_FLOWERS_COUNT`), 0-8.
    pub flowers: u8,
}

impl MjMcrSituation {
    fn to_core(self) -> FfiResult<Situation> {
        let win =
            Tile::from_id(i64::from(self.win)).map_err(|e| FfiError::at("situation.win", e))?;
        let wind = |v: u8, name: &str| {
            Wind::from_index(i64::from(v)).map_err(|_| {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`{name}` = {v}: a wind is 0-3 (East, South, West, North)"),
                )
            })
        };
        if self.flowers > 8 {
            return Err(FfiError::new(
                MjStatus::InvalidArgument,
                format!("`situation.flowers` = {}: there are 8 flowers (0-8)", self.flowers),
            ));
        }
        Ok(Situation {
            win,
            self_drawn: flag(self.self_drawn, "situation.self_drawn")?,
            last_copy: flag(self.last_copy, "situation.last_copy")?,
            kong: flag(self.kong, "situation.kong")?,
            last_tile: flag(self.last_tile, "situation.last_tile")?,
            seat: wind(self.seat, "situation.seat")?,
            round: wind(self.round, "situation.round")?,
            flowers: self.flowers,
        })
    }

    fn of(s: &Situation) -> MjMcrSituation {
        MjMcrSituation {
            win: s.win.id(),
            self_drawn: s.self_drawn.into(),
            last_copy: s.last_copy.into(),
            kong: s.kong.into(),
            last_tile: s.last_tile.into(),
            seat: s.seat.index(),
            round: s.round.index(),
            flowers: s.flowers,
        }
    }
}

/// What a hand is worth under 国标 (`mj_mcr_analyze`, each wait of
/// `mj_mcr_waits`, each win of `mj_game_mcr_fans`).
///
/// - `win` 0: the tiles form no MCR winning shape; only `shanten` is set.
/// - `win` 1: `fan` is the total as the calculator counts it (flowers
///   included: what the payments use), `fan_without_flowers` what the
///   minimum is checked against, `meets_minimum` 1 when the rules' minimum
///   (`MJ_RULE_OPTION_MCR_MINIMUM_FAN`, flowers counted with
///   `MJ_RULE_OPTION_MCR_FLOWERS_COUNT`) is reached, and
///   `fan_counts[MjMcrFan]` how many times each fan counts (幺九刻 ×2, 花牌
///   once per flower; 0 for fans not made). Read in id order, the fans are
///   the calculator's list.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MjMcrAnalysis {
    /// The total fan, flowers included.
    pub fan: u32,
    /// The total without the flowers.
    pub fan_without_flowers: u32,
    /// 1 when the tiles form a winning shape.
    pub win: u8,
    /// 1 when the win reaches the rules' minimum.
    pub meets_minimum: u8,
    /// Shanten of the hand before the win (the 13 tiles without the winning
    /// one, over every MCR form): 0 when it wins.
    pub shanten: i8,
    /// Flowers counted (花牌).
    pub flowers: u8,
    /// Times each fan counts, indexed by `MjMcrFan` id; slot 0 and slots past
    /// the last fan are 0.
    pub fan_counts: [u8; MJ_MCR_FAN_SLOTS],
}

impl Default for MjMcrAnalysis {
    fn default() -> MjMcrAnalysis {
        MjMcrAnalysis {
            fan: 0,
            fan_without_flowers: 0,
            win: 0,
            meets_minimum: 0,
            shanten: 0,
            flowers: 0,
            fan_counts: [0; MJ_MCR_FAN_SLOTS],
        }
    }
}

impl MjMcrAnalysis {
    /// The struct of a core score under `rules` (`None`: not a win).
    pub(crate) fn of(score: Option<&Score>, rules: &RuleSet, shanten: i8) -> MjMcrAnalysis {
        let Some(s) = score else { return MjMcrAnalysis { shanten, ..MjMcrAnalysis::default() } };
        let mut out = MjMcrAnalysis {
            fan: s.total(),
            fan_without_flowers: s.without_flowers(),
            win: 1,
            meets_minimum: mcr::meets_minimum(s, rules).into(),
            shanten,
            flowers: s.flowers(),
            fan_counts: [0; MJ_MCR_FAN_SLOTS],
        };
        for f in s.fans() {
            out.fan_counts[f.fan.slot()] = u8::try_from(f.count).unwrap_or(u8::MAX);
        }
        out
    }
}

/// One wait of a ready hand (`mj_mcr_waits`): the tile and what winning on
/// it scores.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjMcrWait {
    /// The fans of the win on `tile` (`win` 1, `shanten` 0).
    pub analysis: MjMcrAnalysis,
    /// The tile id.
    pub tile: u8,
}

/// The rules of an MCR call: refused, naming the preset, unless they are 国标.
fn mcr_rules(rules: &RuleSet) -> FfiResult<()> {
    if rules.win_value() == WinValue::McrFan {
        return Ok(());
    }
    Err(FfiError::new(
        MjStatus::InvalidArgument,
        format!(
            "rules: the {} rules are not 国标麻将; fans are counted under the mcr preset \
             (mj_rules_new_by_name(\"mcr\"))",
            rules.name
        ),
    ))
}

/// Reads the hand of an MCR call and gives what `compute` makes of it.
///
/// # Safety
/// As the exports document.
unsafe fn mcr_hand<T>(
    rules: *const MjRules,
    (tiles, len): (*const u8, usize),
    (melds, meld_count): (*const MjMeld, usize),
    compute: impl FnOnce(&Hand, &RuleSet, Option<Tile>) -> FfiResult<T>,
) -> FfiResult<T> {
    // SAFETY: forwarded contract.
    let rules = unsafe { rules_arg(rules)? };
    mcr_rules(rules)?;
    // SAFETY: forwarded contract.
    let last = unsafe { crate::arg::slice(tiles, len, "tiles")? }.last().copied();
    let last = last.and_then(|id| Tile::from_id(i64::from(id)).ok());
    // SAFETY: forwarded contract.
    unsafe { read_hand(rules, tiles, len, melds, meld_count, |h| compute(h, rules, last)) }
}

/// The situation argument: NULL is a win on a discard of `default` (East
/// seat, East round, no flowers).
///
/// # Safety
/// `situation` NULL or readable.
unsafe fn situation_arg(
    situation: *const MjMcrSituation,
    default: Option<Tile>,
) -> FfiResult<Situation> {
    if situation.is_null() {
        let win = default.ok_or_else(|| {
            FfiError::new(MjStatus::WrongHandSize, "tiles: an empty hand has no winning tile")
        })?;
        return Ok(Situation::on_discard(win));
    }
    // SAFETY: non-NULL; readability is the caller's contract.
    unsafe { input(situation, "situation")? }.to_core()
}

/// The fans of a complete-size (`3n+2`) hand under the 国标 rules in its
/// `situation` (see `MjMcrAnalysis`); tiles that form no winning shape give
/// `win` = 0 and the shanten, not an error. `situation` NULL: won on a
/// discard of the last tile of `tiles`, East seat in the East round, no
/// flowers (what `majiang analyze --rules mcr` counts for `HAND | - | -`).
/// Fails with `MJ_STATUS_INVALID_ARGUMENT` for rules other than the mcr
/// preset, a situation field out of range, or a situation that cannot
/// happen (the winning tile not in the hand, 和绝张 while the hand holds
/// another copy, 杠上开花 with no kong among the melds, 抢杠和 of a tile the
/// hand holds twice); `MJ_STATUS_WRONG_HAND_SIZE` for a `3n+1` hand.
///
/// # Safety
/// As `mj_is_win`; `situation` NULL or a readable `MjMcrSituation`; `out`
/// NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_analyze(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    situation: *const MjMcrSituation,
    out: *mut MjMcrAnalysis,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out, "out")? };
        let compute = |h: &Hand, r: &RuleSet, last: Option<Tile>| {
            if !h.is_complete_size() {
                return Err(majiang_core::Error::WrongHandSize {
                    what: "an MCR analysis (the hand holds its winning tile)",
                    expected: "3n+2",
                    got: h.concealed().total(),
                }
                .into());
            }
            // SAFETY: the caller's contract above.
            let s = unsafe { situation_arg(situation, last)? };
            let score = mcr::score(h, &s)?;
            // The 13 tiles before the win (the winning tile is in the hand:
            // `score` checked it).
            let before = h.without_tile(s.win)?;
            let shanten = mcr::shanten(&before)?;
            Ok(MjMcrAnalysis::of(score.as_ref(), r, shanten))
        };
        // SAFETY: the caller's contract above.
        out.write(unsafe { mcr_hand(rules, (tiles, len), (melds, meld_count), compute)? });
        Ok(())
    })
}

/// The tiles that complete a `3n+1` hand into an MCR winning shape, each
/// with what the win on it scores, into `out[0..*out_len]` (buffer
/// convention; at most 34), in tile order. Each is scored as won in
/// `situation` with its `win` replaced by the wait and `last_copy` and
/// `kong` cleared (a discard win by default; `self_drawn`, `last_tile`,
/// the winds and the flowers are kept); NULL: on a discard, East seat in
/// the East round, no flowers. A wait under the minimum is listed with
/// `meets_minimum` 0. A kind whose four copies are all in the hand is not a
/// wait. Fails as `mj_mcr_analyze`, with `MJ_STATUS_WRONG_HAND_SIZE` for a
/// `3n+2` hand.
///
/// # Safety
/// As `mj_is_win`; `situation` NULL or a readable `MjMcrSituation`; `out`
/// NULL (with `cap == 0`) or writable for `cap` waits; `out_len` NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_waits(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    situation: *const MjMcrSituation,
    out: *mut MjMcrWait,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { OutSlice::new(out, cap, out_len, "out", "waits")? };
        let compute = |h: &Hand, r: &RuleSet, _: Option<Tile>| {
            if h.is_complete_size() {
                return Err(majiang_core::Error::WrongHandSize {
                    what: "MCR waits",
                    expected: "3n+1",
                    got: h.concealed().total(),
                }
                .into());
            }
            let any = Tile::from_id(0)?;
            // SAFETY: the caller's contract above.
            let s = unsafe { situation_arg(situation, Some(any))? };
            Ok(mcr::waits(h, &s)?
                .iter()
                .map(|(t, score)| MjMcrWait {
                    analysis: MjMcrAnalysis::of(Some(score), r, 0),
                    tile: t.id(),
                })
                .collect::<Vec<_>>())
        };
        // SAFETY: the caller's contract above.
        let waits = unsafe { mcr_hand(rules, (tiles, len), (melds, meld_count), compute)? };
        out.write(&waits)
    })
}

/// The fans of win number `win` of a finished 国标 hand (the order of
/// `mj_game_wins`; a 国标 hand has at most one) into `*out`, as the
/// engine scored it in its situation at the table (flowers, winds, 和绝张
/// …); `shanten` is 0. Fails with `MJ_STATUS_INVALID_ARGUMENT` when the
/// game is not played under the mcr rules or has no such win (the hand
/// still on, drawn, or `win` past the last).
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_mcr_fans(
    game: *const MjGame,
    win: usize,
    out: *mut MjMcrAnalysis,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, Out::new(out, "out")?) };
        let rules = g.game.rules();
        mcr_rules(rules)?;
        let wins = g.game.result().map_or(0, |r| r.wins.len());
        let score = g
            .game
            .result()
            .and_then(|r| r.wins.get(win))
            .and_then(|w| w.fans.as_ref())
            .ok_or_else(|| {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`win` = {win}: the hand has {wins} win(s) (mj_game_wins)"),
                )
            })?;
        out.write(MjMcrAnalysis::of(Some(score), rules, 0));
        Ok(())
    })
}

/// Reads the word form of a situation into `*out`: `win:TILE` (the tile won
/// on), `self_drawn`, `last_copy` (和绝张), `kong` (杠上开花 when self-drawn,
/// 抢杠和 otherwise), `last_tile` (妙手回春 / 海底捞月), `seat:E|S|W|N`,
/// `round:E|S|W|N` and `flowers:N` (0-8), whitespace-separated, any order,
/// each at most once; `""` or `"-"` is no words. Without `win:` the winning
/// tile is `default_win` (a tile id; `MJ_NO_TILE`, -1: none, and then a
/// missing `win:` is an error). Fails with `MJ_STATUS_PARSE_ERROR` for an
/// unknown word or a bad value (the message names the known words),
/// `MJ_STATUS_INVALID_ARGUMENT` for a missing winning tile or a
/// `default_win` out of range.
///
/// # Safety
/// `words` NULL or a NUL-terminated string; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_situation_parse(
    words: *const c_char,
    default_win: i32,
    out: *mut MjMcrSituation,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (words, out) = unsafe { (text(words, "words")?, Out::new(out, "out")?) };
        let default = if default_win == MJ_NO_TILE {
            None
        } else {
            Some(
                Tile::from_id(i64::from(default_win))
                    .map_err(|e| FfiError::at("default_win", e))?,
            )
        };
        let s = Situation::parse(words, default)?;
        out.write(MjMcrSituation::of(&s));
        Ok(())
    })
}

/// The names of the fans as C strings (index = id; 0 unused), made once from
/// the core's own and kept for the life of the process.
struct Names {
    ids: Vec<CString>,
    chinese: Vec<CString>,
    english: Vec<CString>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let table = |name: fn(Fan) -> &'static str| {
            std::iter::once(CString::default())
                .chain(
                    MjMcrFan::ALL
                        .iter()
                        .map(|f| CString::new(name(f.core())).expect("names have no NUL")),
                )
                .collect()
        };
        Names { ids: table(Fan::id), chinese: table(Fan::chinese), english: table(Fan::english) }
    })
}

/// The stable identifier of a 国标 fan (`MjMcrFan`, 1-82), the one the
/// command line's JSON and every front end use: `"big_four_winds"`,
/// `"full_flush"`, `"flower_tiles"`, … (the `MJ_MCR_FAN_*` constant in
/// lower case). `*out_name` is a static NUL-terminated string: never freed.
/// An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_fan_id_name(id: i32, out_name: *mut *const c_char) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjMcrFan>(id, out_name, || &names().ids) }
}

/// The 中文 name of a 国标 fan as the judge's calculator prints it
/// (`"清一色"`, `"独听・单钓"`, …), UTF-8; otherwise as `mj_mcr_fan_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_fan_chinese_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjMcrFan>(id, out_name, || &names().chinese) }
}

/// The English name of a 国标 fan as the calculator's Python binding prints
/// it (`"Full Flush"`, `"Single Wait"`, …); otherwise as
/// `mj_mcr_fan_id_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_fan_english_name(
    id: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjMcrFan>(id, out_name, || &names().english) }
}

/// The value of a 国标 fan, per time it counts, into `*out_value`: 88 for
/// 大四喜 down to 1 (花牌: 1 per flower; 明暗杠 5). An unknown id fails with
/// `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_value` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_mcr_fan_value(id: i32, out_value: *mut u32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out_value, "out_value")? };
        out.write(u32::from(MjMcrFan::from_id(id, "id")?.core().value()));
        Ok(())
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::error::tests::read_last_error;
    use crate::meld::MjMeldKind;
    use crate::rules::{mj_rules_free, mj_rules_new_by_name, mj_rules_new_sichuan};
    use majiang_core::notation::parse_tiles;
    use std::ffi::CStr;

    fn ids(tiles: &str) -> Vec<u8> {
        parse_tiles(tiles).unwrap().iter().map(|t| t.id()).collect()
    }

    fn meld(kind: MjMeldKind, tile: &str) -> MjMeld {
        MjMeld { kind: kind as u8, tile: ids(tile)[0] }
    }

    fn mcr_rules() -> *mut MjRules {
        let mut r = std::ptr::null_mut();
        assert_eq!(unsafe { mj_rules_new_by_name(c"mcr".as_ptr(), &mut r) }, MjStatus::Ok);
        r
    }

    fn situation(words: &str) -> MjMcrSituation {
        let c = CString::new(words).unwrap();
        let mut s = MjMcrSituation::default();
        let status = unsafe { mj_mcr_situation_parse(c.as_ptr(), MJ_NO_TILE, &mut s) };
        assert_eq!(status, MjStatus::Ok, "{words}: {}", read_last_error());
        s
    }

    /// `mj_mcr_analyze`, or the status and message of its refusal (`out`
    /// then checked untouched).
    fn analyze(
        r: *const MjRules,
        tiles: &str,
        melds: &[MjMeld],
        s: Option<MjMcrSituation>,
    ) -> Result<MjMcrAnalysis, (MjStatus, String)> {
        let t = ids(tiles);
        let sp = s.as_ref().map_or(std::ptr::null(), |s| s as *const _);
        let untouched = MjMcrAnalysis { fan: 77, ..MjMcrAnalysis::default() };
        let mut out = untouched;
        let status = unsafe {
            mj_mcr_analyze(r, t.as_ptr(), t.len(), melds.as_ptr(), melds.len(), sp, &mut out)
        };
        if status == MjStatus::Ok {
            Ok(out)
        } else {
            assert_eq!(out, untouched, "out written on a refusal");
            Err((status, read_last_error()))
        }
    }

    /// The fans of an analysis as (中文 name, count), in id order.
    fn listed(a: &MjMcrAnalysis) -> Vec<(&'static str, u8)> {
        MjMcrFan::ALL
            .iter()
            .filter(|f| a.fan_counts[**f as usize] > 0)
            .map(|f| (f.core().chinese(), a.fan_counts[*f as usize]))
            .collect()
    }

    #[test]
    fn ids_are_the_calculators_numbering_with_the_cores_names() {
        assert_eq!(MjMcrFan::ALL.len(), Fan::all().count());
        for (i, (&m, f)) in MjMcrFan::ALL.iter().zip(Fan::all()).enumerate() {
            assert_eq!((m as usize, m.core()), (i + 1, f));
            // The header's constant is the core's identifier in capitals.
            let snake: String = format!("{m:?}")
                .chars()
                .enumerate()
                .flat_map(|(k, c)| {
                    let sep = (k > 0 && c.is_uppercase()).then_some('_');
                    sep.into_iter().chain(c.to_lowercase())
                })
                .collect();
            assert_eq!(snake, f.id());
            for (name, want) in [
                (mj_mcr_fan_id_name as unsafe extern "C" fn(_, _) -> _, f.id()),
                (mj_mcr_fan_chinese_name, f.chinese()),
                (mj_mcr_fan_english_name, f.english()),
            ] {
                let mut p = std::ptr::null();
                assert_eq!(unsafe { name(m as i32, &mut p) }, MjStatus::Ok);
                assert_eq!(unsafe { CStr::from_ptr(p) }.to_str().unwrap(), want);
            }
            let mut v = 0;
            assert_eq!(unsafe { mj_mcr_fan_value(m as i32, &mut v) }, MjStatus::Ok);
            assert_eq!(v, u32::from(f.value()));
        }
        for bad in [0, 83, -1] {
            let mut p = std::ptr::null();
            let s = unsafe { mj_mcr_fan_id_name(bad, &mut p) };
            assert_eq!(s, MjStatus::InvalidArgument);
            assert!(read_last_error().contains(&format!("`id` = {bad} is not a MjMcrFan (1-82)")));
            assert!(p.is_null());
            let mut v = 5;
            assert_eq!(unsafe { mj_mcr_fan_value(bad, &mut v) }, MjStatus::InvalidArgument);
            assert_eq!(v, 5);
        }
        let s = unsafe { mj_mcr_fan_chinese_name(1, std::ptr::null_mut()) };
        assert_eq!(s, MjStatus::NullPointer);
    }

    #[test]
    fn the_worked_examples_through_the_boundary() {
        use MjMeldKind::{AnGang, Chi, Peng};
        let r = mcr_rules();
        // 五门齐 6, 幺九刻 1, 嵌张 1 = 8 without flowers; 3 flowers make 11.
        let s = situation("win:7m seat:S round:W flowers:3");
        assert_eq!((s.win, s.seat, s.round, s.flowers), (6, 1, 2, 3));
        let a = analyze(r, "678m123p44477z", &[meld(Peng, "7s")], Some(s)).unwrap();
        assert_eq!((a.win, a.fan, a.fan_without_flowers, a.meets_minimum), (1, 11, 8, 1));
        assert_eq!(listed(&a), [("五门齐", 1), ("幺九刻", 1), ("独听・嵌张", 1), ("花牌", 3)]);
        assert_eq!((a.flowers, a.shanten), (3, 0));
        // 清一色 27 with a chow melded, in the North round.
        let s = situation("win:9s round:N");
        let a = analyze(r, "44466888999s", &[meld(Chi, "1s")], Some(s)).unwrap();
        assert_eq!(listed(&a), [("清一色", 1), ("双暗刻", 1), ("幺九刻", 1)]);
        assert_eq!(a.fan, 27);
        // No situation: won on a discard of the last tile written.
        let a =
            analyze(r, "77m777z", &[meld(Peng, "3p"), meld(Peng, "2s"), meld(AnGang, "6z")], None)
                .unwrap();
        assert_eq!(listed(&a), [("碰碰和", 1), ("双箭刻", 1), ("暗杠", 1)]);
        // Under the minimum: a win that may not be declared.
        let a = analyze(r, "123m456m789p234s55p", &[], None).unwrap();
        assert_eq!((a.win, a.meets_minimum), (1, 0));
        assert!(a.fan < 8, "{:?}", listed(&a));
        // No winning shape: only the shanten of the 13 before the win.
        let a = analyze(r, "123m456m147p234s19p", &[], None).unwrap();
        assert_eq!((a.win, a.fan, a.shanten), (0, 0, 1));
        assert!(a.fan_counts.iter().all(|&n| n == 0));
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn waits_carry_the_fan_of_each_win() {
        let r = mcr_rules();
        let waits = |tiles: &str, s: Option<MjMcrSituation>| {
            let t = ids(tiles);
            let sp = s.as_ref().map_or(std::ptr::null(), |s| s as *const _);
            let mut n = 0;
            let status = unsafe {
                mj_mcr_waits(
                    r,
                    t.as_ptr(),
                    t.len(),
                    std::ptr::null(),
                    0,
                    sp,
                    std::ptr::null_mut(),
                    0,
                    &mut n,
                )
            };
            assert!(matches!(status, MjStatus::Ok | MjStatus::BufferTooSmall));
            let mut v = vec![MjMcrWait::default(); n];
            let status = unsafe {
                mj_mcr_waits(
                    r,
                    t.as_ptr(),
                    t.len(),
                    std::ptr::null(),
                    0,
                    sp,
                    v.as_mut_ptr(),
                    n,
                    &mut n,
                )
            };
            assert_eq!(status, MjStatus::Ok);
            v
        };
        // 九莲宝灯: nine waits, each a 88-fan hand.
        let w = waits("1112345678999m", None);
        assert_eq!(w.iter().map(|w| w.tile).collect::<Vec<_>>(), (0..9).collect::<Vec<_>>());
        for x in &w {
            assert_eq!(x.analysis.fan_counts[MjMcrFan::NineGates as usize], 1);
            assert_eq!((x.analysis.win, x.analysis.meets_minimum), (1, 1));
        }
        // The same as the analysis of each completed hand in that situation.
        let s = situation("win:1m self_drawn seat:W flowers:2");
        for x in waits("1112345678999m", Some(s)) {
            let mut won = ids("1112345678999m");
            won.push(x.tile);
            let tile = Tile::from_id(i64::from(x.tile)).unwrap();
            let words = format!("win:{tile} self_drawn seat:W flowers:2");
            let a = analyze(
                r,
                &majiang_core::notation::format_tiles(
                    won.iter().map(|&i| Tile::from_id(i64::from(i)).unwrap()),
                ),
                &[],
                Some(situation(&words)),
            )
            .unwrap();
            assert_eq!(x.analysis, a);
            assert_eq!(a.fan_counts[MjMcrFan::FlowerTiles as usize], 2);
        }
        // A 3n+2 hand is refused, the buffer untouched.
        let t = ids("11123456789999m");
        let mut n = 7;
        let status = unsafe {
            mj_mcr_waits(
                r,
                t.as_ptr(),
                t.len(),
                std::ptr::null(),
                0,
                std::ptr::null(),
                std::ptr::null_mut(),
                0,
                &mut n,
            )
        };
        assert_eq!((status, n), (MjStatus::WrongHandSize, 7));
        assert!(read_last_error().contains("3n+1"));
        unsafe { mj_rules_free(r) };
    }

    #[test]
    fn bad_input_is_refused_with_a_status_and_a_message() {
        let r = mcr_rules();
        let sc = mj_rules_new_sichuan();
        let (s, m) = analyze(sc, "11122233344455m", &[], None).unwrap_err();
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(m.starts_with("rules: the sichuan rules are not 国标麻将"), "{m}");
        let (s, m) = analyze(std::ptr::null(), "11122233344455m", &[], None).unwrap_err();
        assert_eq!(s, MjStatus::NullPointer);
        assert!(m.contains("rules"), "{m}");
        let (s, m) = analyze(r, "1112223334445m", &[], None).unwrap_err();
        assert_eq!(s, MjStatus::WrongHandSize);
        assert!(m.contains("3n+2"), "{m}");
        let bad = |f: fn(&mut MjMcrSituation)| {
            let mut s = situation("win:5m");
            f(&mut s);
            analyze(r, "11122233344455m", &[], Some(s)).unwrap_err()
        };
        let (s, m) = bad(|s| s.self_drawn = 2);
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(m.contains("`situation.self_drawn` = 2"), "{m}");
        let (s, m) = bad(|s| s.round = 4);
        assert!(s == MjStatus::InvalidArgument && m.contains("`situation.round` = 4"), "{m}");
        let (s, m) = bad(|s| s.flowers = 9);
        assert!(s == MjStatus::InvalidArgument && m.contains("8 flowers"), "{m}");
        let (s, m) = bad(|s| s.win = 34);
        assert!(s == MjStatus::InvalidTile && m.contains("situation.win"), "{m}");
        let (s, m) = bad(|s| s.win = 9);
        assert!(s == MjStatus::InvalidArgument && m.contains("winning tile"), "{m}");
        let (s, m) = bad(|s| s.last_copy = 1);
        assert!(s == MjStatus::InvalidArgument && m.contains("和绝张"), "{m}");
        let (s, m) = bad(|s| {
            s.kong = 1;
            s.self_drawn = 1;
        });
        assert!(s == MjStatus::InvalidArgument && m.contains("杠上开花"), "{m}");
        // The word form: unknown words and missing tiles.
        let mut out = MjMcrSituation::default();
        let s = unsafe { mj_mcr_situation_parse(c"win:1m tsumo".as_ptr(), MJ_NO_TILE, &mut out) };
        assert_eq!(s, MjStatus::ParseError);
        assert!(read_last_error().contains("context words are win:TILE"));
        let s = unsafe { mj_mcr_situation_parse(c"self_drawn".as_ptr(), MJ_NO_TILE, &mut out) };
        assert_eq!(s, MjStatus::InvalidArgument);
        assert!(read_last_error().contains("which tile won"));
        let s = unsafe { mj_mcr_situation_parse(c"-".as_ptr(), 40, &mut out) };
        assert_eq!(s, MjStatus::InvalidTile);
        assert!(read_last_error().contains("default_win"));
        assert_eq!(out, MjMcrSituation::default());
        let s = unsafe { mj_mcr_situation_parse(c"kong".as_ptr(), 33, &mut out) };
        assert_eq!((s, out.win, out.kong), (MjStatus::Ok, 33, 1));
        unsafe {
            mj_rules_free(r);
            mj_rules_free(sc);
        }
    }

    #[test]
    fn shanten_under_the_mcr_rules_is_over_every_form() {
        let r = mcr_rules();
        let shanten = |tiles: &str| {
            let t = ids(tiles);
            let mut n = 99;
            let s = unsafe {
                crate::hand::mj_shanten(r, t.as_ptr(), t.len(), std::ptr::null(), 0, &mut n)
            };
            assert_eq!(s, MjStatus::Ok);
            n
        };
        // 全不靠 and 十三幺, one tile away; a 3n+2 winning shape is -1.
        assert_eq!(shanten("147m258s36p12345z"), 0);
        assert_eq!(shanten("19m19s19p1234567z"), 0);
        assert_eq!(shanten("19m19s19p12345677z"), -1);
        unsafe { mj_rules_free(r) };
    }

    /// Played hands: each win's fans through `mj_game_mcr_fans` are the ones
    /// its `WON` event pays, and the `FLOWER` events count each seat's flowers.
    #[test]
    fn a_games_wins_and_flowers() {
        use crate::action::MjAction;
        use crate::event::{MjEvent, MjEventKind};
        use crate::game::{mj_game_apply, mj_game_events, mj_game_free, mj_game_new};
        use crate::settlement::{MjWin, mj_game_wins};
        use majiang_core::ai::{Agent, Level};
        let r = mcr_rules();
        let (mut wins, mut flowers) = (0, 0);
        for seed in 0..6u64 {
            let mut g = std::ptr::null_mut();
            assert_eq!(unsafe { mj_game_new(r, seed, 0, &mut g) }, MjStatus::Ok);
            let mut events: Vec<MjEvent> = Vec::new();
            let drain = |g: *mut MjGame, events: &mut Vec<MjEvent>| {
                let mut n = 0;
                unsafe { mj_game_events(g, std::ptr::null_mut(), 0, &mut n) };
                let mut v = vec![MjEvent::default(); n];
                assert_eq!(unsafe { mj_game_events(g, v.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
                events.extend(v);
            };
            drain(g, &mut events);
            let mut agents: Vec<_> = (0..4).map(|s| Level::Hard.player(seed * 4 + s)).collect();
            loop {
                let game = unsafe { game_arg(g) }.unwrap();
                let Some(seat) = game.game.next_to_act() else { break };
                let action = agents[seat].decide(&game.game.observation(seat).unwrap());
                let status = unsafe { mj_game_apply(g, seat as i32, &MjAction::of(action)) };
                assert_eq!(status, MjStatus::Ok);
                drain(g, &mut events);
            }
            let game = unsafe { game_arg(g) }.unwrap();
            let mut counted = [0u8; 4];
            for e in events.iter().filter(|e| e.kind == MjEventKind::Flower as u8) {
                counted[usize::from(e.seat)] += 1;
                flowers += 1;
            }
            assert_eq!(counted, game.game.table().map(|p| p.flowers()), "seed {seed}");
            let mut n = 0;
            unsafe { mj_game_wins(g, std::ptr::null_mut(), 0, &mut n) };
            let mut list = vec![MjWin::default(); n];
            unsafe { mj_game_wins(g, list.as_mut_ptr(), n, &mut n) };
            for (i, w) in list.iter().enumerate() {
                wins += 1;
                let mut a = MjMcrAnalysis::default();
                assert_eq!(unsafe { mj_game_mcr_fans(g, i, &mut a) }, MjStatus::Ok);
                let won = events.iter().find(|e| e.kind == MjEventKind::Won as u8).unwrap();
                assert_eq!((a.fan, w.units, a.win, a.meets_minimum), (won.count, won.count, 1, 1));
                let sum: u32 = MjMcrFan::ALL
                    .iter()
                    .map(|f| u32::from(a.fan_counts[*f as usize]) * u32::from(f.core().value()))
                    .sum();
                assert_eq!(sum, a.fan);
                assert_eq!(a.flowers, counted[usize::from(w.seat)]);
            }
            let mut a = MjMcrAnalysis::default();
            assert_eq!(unsafe { mj_game_mcr_fans(g, n, &mut a) }, MjStatus::InvalidArgument);
            assert!(read_last_error().contains(&format!("the hand has {n} win(s)")));
            unsafe { mj_game_free(g) };
        }
        assert!(wins > 0 && flowers > 0, "{wins} {flowers}");
        unsafe { mj_rules_free(r) };
    }
}
