//! How a hand was won: the [`Situation`] the fan count reads, and its word
//! form `win:9s self_drawn seat:E round:S flowers:2`.

use crate::error::{Error, Result};
use crate::tile::Tile;

/// A wind: a seat's (门风) or the round's (圈风).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Wind {
    /// 东.
    #[default]
    East,
    /// 南.
    South,
    /// 西.
    West,
    /// 北.
    North,
}

impl Wind {
    /// The winds in turn order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// 0 for East … 3 for North.
    #[must_use]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The wind with this index (`0..4`).
    pub fn from_index(i: i64) -> Result<Wind> {
        usize::try_from(i)
            .ok()
            .and_then(|i| Wind::ALL.get(i).copied())
            .ok_or(Error::BadContext("a wind is 0-3 (East, South, West, North)"))
    }

    /// The letter: `E`, `S`, `W` or `N`.
    #[must_use]
    pub const fn letter(self) -> char {
        ['E', 'S', 'W', 'N'][self as usize]
    }

    /// The 中文 name: 东, 南, 西 or 北.
    #[must_use]
    pub const fn chinese(self) -> char {
        ['东', '南', '西', '北'][self as usize]
    }

    /// The wind's tile (`1z` … `4z`).
    #[must_use]
    pub fn tile(self) -> Tile {
        Tile::from_id(27 + i64::from(self.index())).expect("a wind tile")
    }

    fn parse(word: &str, value: &str) -> Result<Wind> {
        match value {
            "E" | "e" | "东" => Ok(Wind::East),
            "S" | "s" | "南" => Ok(Wind::South),
            "W" | "w" | "西" => Ok(Wind::West),
            "N" | "n" | "北" => Ok(Wind::North),
            _ => Err(bad(word, "a wind is E, S, W or N")),
        }
    }
}

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

fn bad(word: &str, why: &'static str) -> Error {
    Error::Parse { input: word.to_string(), position: 0, found: word.to_string(), reason: why }
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

    /// Reads the words `win:TILE`, `self_drawn`, `last_copy`, `kong`,
    /// `last_tile`, `seat:E|S|W|N`, `round:E|S|W|N` and `flowers:N`
    /// (whitespace-separated, any order, each at most once; `-` alone is no
    /// words). Without
    /// `win:` the winning tile is `default_win`; without either it is an
    /// error. Unknown words are refused, naming the known ones.
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
        let mut win = None;
        let mut s = Situation::on_discard(Tile::from_id(0)?);
        let mut seen: Vec<&str> = Vec::new();
        // `-` stands for no words, as it does for no melds.
        for word in context.split_whitespace().filter(|&w| w != "-") {
            let (key, value) = word.split_once(':').unwrap_or((word, ""));
            if seen.contains(&key) {
                return Err(bad(word, "each context word may appear once"));
            }
            seen.push(key);
            let flag = |v: &str| {
                if v.is_empty() { Ok(true) } else { Err(bad(word, "this word takes no value")) }
            };
            match key {
                "win" => {
                    win = Some(
                        value.parse::<Tile>().map_err(|_| bad(word, "win:TILE, e.g. win:9s"))?,
                    )
                }
                "self_drawn" => s.self_drawn = flag(value)?,
                "last_copy" => s.last_copy = flag(value)?,
                "kong" => s.kong = flag(value)?,
                "last_tile" => s.last_tile = flag(value)?,
                "seat" => s.seat = Wind::parse(word, value)?,
                "round" => s.round = Wind::parse(word, value)?,
                "flowers" => {
                    s.flowers = value
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| n <= 8)
                        .ok_or_else(|| bad(word, "flowers:N with N from 0 to 8"))?;
                }
                _ => {
                    return Err(bad(
                        word,
                        "context words are win:TILE, self_drawn, last_copy, kong, last_tile, \
                         seat:E|S|W|N, round:E|S|W|N, flowers:N",
                    ));
                }
            }
        }
        s.win = win.or(default_win).ok_or(Error::BadContext("which tile won? write win:TILE"))?;
        Ok(s)
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
