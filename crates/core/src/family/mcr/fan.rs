//! The 81 fans of 《中国麻将竞赛规则》 (花牌 the last of them) and the
//! competition judge's calculator's 明暗杠: one table of identifier,
//! 中文 name (as the calculator prints it), English name and value, in the
//! calculator's order (the order a fan list is printed in).

/// One fan (番种). The discriminants follow the calculator's table, from the
/// 88-fan hands down to 自摸, then 花牌 and 明暗杠.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)] // each variant's names are in `TABLE`
pub enum Fan {
    BigFourWinds = 1,
    BigThreeDragons,
    AllGreen,
    NineGates,
    FourKongs,
    SevenShiftedPairs,
    ThirteenOrphans,
    AllTerminals,
    LittleFourWinds,
    LittleThreeDragons,
    AllHonors,
    FourConcealedPungs,
    PureTerminalChows,
    QuadrupleChow,
    FourPureShiftedPungs,
    FourPureShiftedChows,
    ThreeKongs,
    AllTerminalsAndHonors,
    SevenPairs,
    GreaterHonorsAndKnittedTiles,
    AllEvenPungs,
    FullFlush,
    PureTripleChow,
    PureShiftedPungs,
    UpperTiles,
    MiddleTiles,
    LowerTiles,
    PureStraight,
    ThreeSuitedTerminalChows,
    PureShiftedChows,
    AllFive,
    TriplePung,
    ThreeConcealedPungs,
    LesserHonorsAndKnittedTiles,
    KnittedStraight,
    UpperFour,
    LowerFour,
    BigThreeWinds,
    MixedStraight,
    ReversibleTiles,
    MixedTripleChow,
    MixedShiftedPungs,
    ChickenHand,
    LastTileDraw,
    LastTileClaim,
    OutWithReplacementTile,
    RobbingTheKong,
    AllPungs,
    HalfFlush,
    MixedShiftedChows,
    AllTypes,
    MeldedHand,
    TwoConcealedKongs,
    TwoDragonsPungs,
    OutsideHand,
    FullyConcealedHand,
    TwoMeldedKongs,
    LastTile,
    DragonPung,
    PrevalentWind,
    SeatWind,
    ConcealedHand,
    AllChows,
    TileHog,
    DoublePung,
    TwoConcealedPungs,
    ConcealedKong,
    AllSimples,
    PureDoubleChow,
    MixedDoubleChow,
    ShortStraight,
    TwoTerminalChows,
    PungOfTerminalsOrHonors,
    MeldedKong,
    OneVoidedSuit,
    NoHonors,
    EdgeWait,
    ClosedWait,
    SingleWait,
    SelfDrawn,
    FlowerTiles,
    ConcealedKongAndMeldedKong,
}

/// Slots of a fan table: index 0 unused, then one per [`Fan`].
pub(crate) const SLOTS: usize = Fan::ConcealedKongAndMeldedKong as usize + 1;

/// `(fan, identifier, 中文, English, value)` in the calculator's order.
const TABLE: [(Fan, &str, &str, &str, u8); SLOTS - 1] = [
    (Fan::BigFourWinds, "big_four_winds", "大四喜", "Big Four Winds", 88),
    (Fan::BigThreeDragons, "big_three_dragons", "大三元", "Big Three Dragons", 88),
    (Fan::AllGreen, "all_green", "绿一色", "All Green", 88),
    (Fan::NineGates, "nine_gates", "九莲宝灯", "Nine Gates", 88),
    (Fan::FourKongs, "four_kongs", "四杠", "Four Kongs", 88),
    (Fan::SevenShiftedPairs, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88),
    (Fan::ThirteenOrphans, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88),
    (Fan::AllTerminals, "all_terminals", "清幺九", "All Terminals", 64),
    (Fan::LittleFourWinds, "little_four_winds", "小四喜", "Little Four Winds", 64),
    (Fan::LittleThreeDragons, "little_three_dragons", "小三元", "Little Three Dragons", 64),
    (Fan::AllHonors, "all_honors", "字一色", "All Honors", 64),
    (Fan::FourConcealedPungs, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64),
    (Fan::PureTerminalChows, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64),
    (Fan::QuadrupleChow, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48),
    (
        Fan::FourPureShiftedPungs,
        "four_pure_shifted_pungs",
        "一色四节高",
        "Four Pure Shifted Pungs",
        48,
    ),
    (
        Fan::FourPureShiftedChows,
        "four_pure_shifted_chows",
        "一色四步高",
        "Four Pure Shifted Chows",
        32,
    ),
    (Fan::ThreeKongs, "three_kongs", "三杠", "Three Kongs", 32),
    (
        Fan::AllTerminalsAndHonors,
        "all_terminals_and_honors",
        "混幺九",
        "All Terminals and Honors",
        32,
    ),
    (Fan::SevenPairs, "seven_pairs", "七对", "Seven Pairs", 24),
    (
        Fan::GreaterHonorsAndKnittedTiles,
        "greater_honors_and_knitted_tiles",
        "七星不靠",
        "Greater Honors and Knitted Tiles",
        24,
    ),
    (Fan::AllEvenPungs, "all_even_pungs", "全双刻", "All Even Pungs", 24),
    (Fan::FullFlush, "full_flush", "清一色", "Full Flush", 24),
    (Fan::PureTripleChow, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24),
    (Fan::PureShiftedPungs, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24),
    (Fan::UpperTiles, "upper_tiles", "全大", "Upper Tiles", 24),
    (Fan::MiddleTiles, "middle_tiles", "全中", "Middle Tiles", 24),
    (Fan::LowerTiles, "lower_tiles", "全小", "Lower Tiles", 24),
    (Fan::PureStraight, "pure_straight", "清龙", "Pure Straight", 16),
    (
        Fan::ThreeSuitedTerminalChows,
        "three_suited_terminal_chows",
        "三色双龙会",
        "Three-Suited Terminal Chows",
        16,
    ),
    (Fan::PureShiftedChows, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16),
    (Fan::AllFive, "all_five", "全带五", "All Five", 16),
    (Fan::TriplePung, "triple_pung", "三同刻", "Triple Pung", 16),
    (Fan::ThreeConcealedPungs, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16),
    (
        Fan::LesserHonorsAndKnittedTiles,
        "lesser_honors_and_knitted_tiles",
        "全不靠",
        "Lesser Honors and Knitted Tiles",
        12,
    ),
    (Fan::KnittedStraight, "knitted_straight", "组合龙", "Knitted Straight", 12),
    (Fan::UpperFour, "upper_four", "大于五", "Upper Four", 12),
    (Fan::LowerFour, "lower_four", "小于五", "Lower Four", 12),
    (Fan::BigThreeWinds, "big_three_winds", "三风刻", "Big Three Winds", 12),
    (Fan::MixedStraight, "mixed_straight", "花龙", "Mixed Straight", 8),
    (Fan::ReversibleTiles, "reversible_tiles", "推不倒", "Reversible Tiles", 8),
    (Fan::MixedTripleChow, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8),
    (Fan::MixedShiftedPungs, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8),
    (Fan::ChickenHand, "chicken_hand", "无番和", "Chicken Hand", 8),
    (Fan::LastTileDraw, "last_tile_draw", "妙手回春", "Last Tile Draw", 8),
    (Fan::LastTileClaim, "last_tile_claim", "海底捞月", "Last Tile Claim", 8),
    (
        Fan::OutWithReplacementTile,
        "out_with_replacement_tile",
        "杠上开花",
        "Out with Replacement Tile",
        8,
    ),
    (Fan::RobbingTheKong, "robbing_the_kong", "抢杠和", "Robbing The Kong", 8),
    (Fan::AllPungs, "all_pungs", "碰碰和", "All Pungs", 6),
    (Fan::HalfFlush, "half_flush", "混一色", "Half Flush", 6),
    (Fan::MixedShiftedChows, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6),
    (Fan::AllTypes, "all_types", "五门齐", "All Types", 6),
    (Fan::MeldedHand, "melded_hand", "全求人", "Melded Hand", 6),
    (Fan::TwoConcealedKongs, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 6),
    (Fan::TwoDragonsPungs, "two_dragons_pungs", "双箭刻", "Two Dragons Pungs", 6),
    (Fan::OutsideHand, "outside_hand", "全带幺", "Outside Hand", 4),
    (Fan::FullyConcealedHand, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4),
    (Fan::TwoMeldedKongs, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4),
    (Fan::LastTile, "last_tile", "和绝张", "Last Tile", 4),
    (Fan::DragonPung, "dragon_pung", "箭刻", "Dragon Pung", 2),
    (Fan::PrevalentWind, "prevalent_wind", "圈风刻", "Prevalent Wind", 2),
    (Fan::SeatWind, "seat_wind", "门风刻", "Seat Wind", 2),
    (Fan::ConcealedHand, "concealed_hand", "门前清", "Concealed Hand", 2),
    (Fan::AllChows, "all_chows", "平和", "All Chows", 2),
    (Fan::TileHog, "tile_hog", "四归一", "Tile Hog", 2),
    (Fan::DoublePung, "double_pung", "双同刻", "Double Pung", 2),
    (Fan::TwoConcealedPungs, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2),
    (Fan::ConcealedKong, "concealed_kong", "暗杠", "Concealed Kong", 2),
    (Fan::AllSimples, "all_simples", "断幺", "All Simples", 2),
    (Fan::PureDoubleChow, "pure_double_chow", "一般高", "Pure Double Chow", 1),
    (Fan::MixedDoubleChow, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1),
    (Fan::ShortStraight, "short_straight", "连六", "Short Straight", 1),
    (Fan::TwoTerminalChows, "two_terminal_chows", "老少副", "Two Terminal Chows", 1),
    (
        Fan::PungOfTerminalsOrHonors,
        "pung_of_terminals_or_honors",
        "幺九刻",
        "Pung of Terminals or Honors",
        1,
    ),
    (Fan::MeldedKong, "melded_kong", "明杠", "Melded Kong", 1),
    (Fan::OneVoidedSuit, "one_voided_suit", "缺一门", "One Voided Suit", 1),
    (Fan::NoHonors, "no_honors", "无字", "No Honors", 1),
    (Fan::EdgeWait, "edge_wait", "独听・边张", "Edge Wait", 1),
    (Fan::ClosedWait, "closed_wait", "独听・嵌张", "Closed Wait", 1),
    (Fan::SingleWait, "single_wait", "独听・单钓", "Single Wait", 1),
    (Fan::SelfDrawn, "self_drawn", "自摸", "Self-Drawn", 1),
    (Fan::FlowerTiles, "flower_tiles", "花牌", "Flower Tiles", 1),
    (
        Fan::ConcealedKongAndMeldedKong,
        "concealed_kong_and_melded_kong",
        "明暗杠",
        "Concealed Kong and Melded Kong",
        5,
    ),
];

impl Fan {
    /// Each slot's value (slot 0: none), for sums over a fan table.
    pub(crate) const VALUES_BY_SLOT: [u8; SLOTS] = {
        let mut v = [0u8; SLOTS];
        let mut i = 0;
        while i < TABLE.len() {
            v[i + 1] = TABLE[i].4;
            i += 1;
        }
        v
    };

    /// Every fan, in the calculator's order.
    pub fn all() -> impl Iterator<Item = Fan> {
        TABLE.iter().map(|row| row.0)
    }

    /// The fan in slot `slot` of a fan table (1-based, the calculator's
    /// numbering), if there is one.
    #[must_use]
    pub fn from_slot(slot: usize) -> Option<Fan> {
        TABLE.get(slot.wrapping_sub(1)).map(|row| row.0)
    }

    /// A fan by its identifier (`full_flush`), its 中文 name (清一色) or its
    /// English name (`Full Flush`).
    #[must_use]
    pub fn by_name(name: &str) -> Option<Fan> {
        TABLE.iter().find(|r| r.1 == name || r.2 == name || r.3 == name).map(|r| r.0)
    }

    const fn row(self) -> &'static (Fan, &'static str, &'static str, &'static str, u8) {
        &TABLE[self as usize - 1]
    }

    /// The identifier: `full_flush`, `single_wait`, …
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.row().1
    }

    /// The 中文 name as the calculator prints it: 清一色, 独听・单钓, …
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        self.row().2
    }

    /// The English name as the calculator's Python binding prints it.
    #[must_use]
    pub const fn english(self) -> &'static str {
        self.row().3
    }

    /// Fan per occurrence: 88 for 大四喜 down to 1 (花牌 is 1 per flower).
    #[must_use]
    pub const fn value(self) -> u8 {
        self.row().4
    }

    /// The fan's slot in a fan table (1-based).
    #[must_use]
    pub const fn slot(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_slot_order_with_81_fans_plus_flowers_and_the_kong_pair() {
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(row.0 as usize, i + 1, "{}", row.1);
            assert_eq!(Fan::from_slot(i + 1), Some(row.0));
            assert_eq!(Fan::by_name(row.2), Some(row.0));
        }
        // The 81 fans of the rulebook (花牌 the last) and the calculator's 明暗杠.
        assert_eq!(TABLE.len(), 82);
        let total: u32 = Fan::all().map(|f| u32::from(f.value())).sum();
        assert_eq!(
            total,
            88 * 7
                + 64 * 6
                + 48 * 2
                + 32 * 3
                + 24 * 9
                + 16 * 6
                + 12 * 5
                + 8 * 9
                + 6 * 7
                + 4 * 4
                + 2 * 10
                + 12
                + 1
                + 5
        );
    }
}
