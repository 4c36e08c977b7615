//! The option types of 国标麻将 ([`McrOptions`]), re-exported as
//! `majiang_core::mcr::McrOptions`. A leaf: it imports only the kernel and
//! the family's own [`Wind`], never the engine, the AIs or `rules`.
use super::situation::Wind;

/// The options of a 国标 (MCR) table; [`McrOptions::COMPETITION`] is the
/// competition rules' default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct McrOptions {
    /// The least fan a win needs (起和番): 8 in the competition rules. A
    /// win under it is not a legal action.
    pub minimum: u8,
    /// Flowers (花牌) count toward the minimum: off in the competition
    /// rules, as in Botzone's judge (`judge/main.cpp` asks 8 fan besides the
    /// flowers; an older version counted them).
    pub flowers_count: bool,
    /// A full game of 16 hands (four rounds 东南西北, each seat dealing once
    /// a round; [`super::McrMatch`]); off, one hand.
    pub full_game: bool,
    /// Botzone's 错和 penalty: a win declared where none is legal costs the
    /// false winner 30 (10 to each other player) and ends the hand, instead
    /// of being refused as an illegal action.
    pub false_win_penalty: bool,
    /// The 8 flowers are in the wall (144 tiles, 补花); off, 136 tiles.
    pub flowers: bool,
    /// The prevalent wind (圈风) of the hand: a 16-hand game sets it each
    /// round.
    pub round: Wind,
}

impl McrOptions {
    /// The competition rules: 8 fan without flowers, 8 flowers, a full
    /// game, no 错和 penalty, the East round.
    pub const COMPETITION: McrOptions = McrOptions {
        minimum: 8,
        flowers_count: false,
        full_game: true,
        false_win_penalty: false,
        flowers: true,
        round: Wind::East,
    };
}

/// The most fan a minimum may ask: 88, the largest fan of the table.
pub const MAX_MINIMUM: i64 = 88;
