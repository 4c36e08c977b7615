//! The outcome of a hand.

use crate::score::{OpeningWin, WinAnalysis};
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
}

impl HandResult {
    /// True for an exhaustive draw (流局).
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.wins.is_empty()
    }
}
