//! How a hand was won: the [`Situation`] the fan count reads, and its word
//! form `win:9s self_drawn seat:E round:S flowers:2`.

use crate::error::Result;
use crate::tile::Tile;
pub use crate::tile::Wind;
use crate::value::WinSituation;

/// How a hand was won, as far as fans depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Situation {
    /// The tile won on (drawn or claimed).
    pub win: Tile,
    /// Won by self-draw (自摸); otherwise on another player's tile.
    pub self_drawn: bool,
    /// The winning tile was the last copy not yet seen (和绝张).
    pub last_copy: bool,
    /// A kong was involved: self-drawn on a kong's replacement tile (杠上开花),
    /// or on a discard, robbing an added kong (抢杠和).
    pub kong: bool,
    /// The wall's last tile: self-drawn (妙手回春) or its discard (海底捞月).
    pub last_tile: bool,
    /// The winner's seat wind (门风).
    pub seat: Wind,
    /// The prevalent wind (圈风).
    pub round: Wind,
    /// Flowers held (花牌, 1 fan each, not toward the minimum), 0–8.
    pub flowers: u8,
}

impl Situation {
    /// A win on a discard of `win`, East seat in the East round, no flowers.
    #[must_use]
    pub fn on_discard(win: Tile) -> Situation {
        Situation {
            win,
            self_drawn: false,
            last_copy: false,
            kong: false,
            last_tile: false,
            seat: Wind::East,
            round: Wind::East,
            flowers: 0,
        }
    }

    /// Reads the family-neutral words of [`WinSituation::parse`]
    /// (`win:TILE`, `self_drawn`, `last_copy`, `kong`, `last_tile`,
    /// `seat:E|S|W|N`, `round:E|S|W|N`, `flowers:N`; whitespace-separated,
    /// any order, each at most once; `-` alone is no words). Without `win:`
    /// the winning tile is `default_win`; without either it is an error.
    /// Unknown words are refused, naming the known ones; the words 国标 has
    /// no fan for (`kong_discard`, `first_turn`, `dealer`) change nothing.
    ///
    /// ```
    /// use majiang_core::mcr::{Situation, Wind};
    /// let s = Situation::parse("win:7z self_drawn seat:S round:W flowers:3", None)?;
    /// assert!(s.self_drawn);
    /// assert_eq!((s.seat, s.round, s.flowers), (Wind::South, Wind::West, 3));
    /// assert!(Situation::parse("self_drawn", None).is_err()); // which tile won?
    /// assert!(Situation::parse("win:1m tsumo", None).is_err());
    /// assert_eq!(Situation::parse("-", "5z".parse().ok())?.win.to_string(), "5z");
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn parse(context: &str, default_win: Option<Tile>) -> Result<Situation> {
        let words = WinSituation::parse(context)?;
        Situation::of_words(&WinSituation { win: Some(words.winning_tile(default_win)?), ..words })
    }

    /// The situation of the family-neutral words; an error without `win`.
    pub(crate) fn of_words(s: &WinSituation) -> Result<Situation> {
        Ok(Situation {
            win: s.winning_tile(None)?,
            self_drawn: s.self_drawn,
            last_copy: s.last_copy,
            kong: s.kong,
            last_tile: s.last_tile,
            seat: s.seat,
            round: s.round,
            flowers: s.flowers,
        })
    }
}

impl std::fmt::Display for Situation {
    /// The word form [`Situation::parse`] reads.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "win:{}", self.win)?;
        for (on, word) in [
            (self.self_drawn, "self_drawn"),
            (self.last_copy, "last_copy"),
            (self.kong, "kong"),
            (self.last_tile, "last_tile"),
        ] {
            if on {
                write!(f, " {word}")?;
            }
        }
        write!(f, " seat:{} round:{}", self.seat.letter(), self.round.letter())?;
        if self.flowers > 0 {
            write!(f, " flowers:{}", self.flowers)?;
        }
        Ok(())
    }
}
