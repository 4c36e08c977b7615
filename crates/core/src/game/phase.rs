//! What the table is waiting for.

use crate::tile::Tile;
use std::fmt;

/// A few tiles in the order they were taken: a 开杠's flips ([`Flips`], up
/// to 4) or one seat's 换三张 ([`ExchangeTiles`](super::ExchangeTiles), up
/// to 3).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileRun<const N: usize> {
    tiles: [Tile; N],
    len: u8,
}

/// The tiles a 开杠 flipped (2 or 4; fewer when the wall ran short).
pub type Flips = TileRun<4>;

impl<const N: usize> TileRun<N> {
    pub(crate) const EMPTY: TileRun<N> =
        TileRun { tiles: [Tile::from_index_unchecked(0); N], len: 0 };

    pub(crate) fn push(&mut self, t: Tile) {
        self.tiles[self.len as usize] = t;
        self.len += 1;
    }

    /// The tiles, in the order taken (flipped from the end of the wall,
    /// picked to pass).
    #[must_use]
    pub fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }
}

impl<const N: usize> fmt::Debug for TileRun<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_tiles(self.as_slice().iter().copied()))
    }
}

/// A tile (or tiles) other players may claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Offer {
    /// An ordinary discard: 胡, 杠, 碰 and (the next player only) 吃. Once
    /// the wall is empty, only 胡.
    Discard(Tile),
    /// The tile a player adds to their 碰 (补杠): only 胡 (抢杠胡).
    RobKong(Tile),
    /// The tiles a 开杠 flipped and did not win with: only 胡 (杠上炮).
    KongFlip(Flips),
    /// The last tile, taken and shown without a win: only 胡 (海底炮).
    Haidi(Tile),
}

impl Offer {
    /// The tiles on offer.
    #[must_use]
    pub fn tiles(&self) -> &[Tile] {
        match self {
            Offer::Discard(t) | Offer::RobKong(t) | Offer::Haidi(t) => std::slice::from_ref(t),
            Offer::KongFlip(f) => f.as_slice(),
        }
    }
}

/// Whose decision is pending and what kind it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `seat` holds `3n+2` tiles: discard, declare a kong, or win by
    /// self-draw (when the turn began with a draw, or with the dealt 14).
    Turn {
        /// The player to move.
        seat: usize,
    },
    /// Other players may claim what `from` gave up. Every seat with a
    /// choice answers (in any order); the claims are then resolved by
    /// priority 胡 > 杠 = 碰 > 吃, every 胡 winning.
    Claim {
        /// The discarder, the kong player, or the player who showed the last tile.
        from: usize,
        /// What is on offer.
        offer: Offer,
    },
    /// `seat` declared 开杠 and a flipped tile completes the hand: 胡
    /// (杠上开花) or pass.
    KongFlip {
        /// The kong player.
        seat: usize,
        /// The flipped tiles.
        flips: Flips,
    },
    /// One tile is left: `seat` may take it (要海底) or pass it on.
    HaidiOffer {
        /// The player asked.
        seat: usize,
    },
    /// `seat` took the last tile and it completes the hand: 胡 (海底捞月)
    /// or pass (the tile is then shown).
    HaidiDraw {
        /// The taker.
        seat: usize,
        /// The last tile.
        tile: Tile,
    },
    /// 换三张 (四川): every seat in [`Game::pending_seats`](super::Game::pending_seats)
    /// picks its next tile to pass ([`Action::Exchange`](super::Action::Exchange)),
    /// one per action, until each has picked the exchange's count; then the
    /// tiles are passed all at once.
    Exchange,
    /// 定缺 (四川): every pending seat declares its void suit
    /// ([`Action::DingQue`](super::Action::DingQue)); the suits are shown
    /// once all four have declared, and the dealer's turn begins.
    DingQue,
    /// The hand is over; see [`Game::result`](super::Game::result).
    Finished,
}
