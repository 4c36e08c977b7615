//! Tiles: the 34 kinds a mahjong set can hold, as a checked newtype.
//!
//! A [`Tile`] is a *kind* (all four copies of 五万 are the same `Tile`), stored
//! as its id: `suit * 9 + (number - 1)` for the suits (0–26) and 27–33 for the
//! honours (East, South, West, North, 中, 发, 白). It can only be built through
//! checked conversions, so a `Tile` that does not exist (10万) cannot be held.
//! Whether a rule set *plays* with a tile is the rule set's business
//! ([`crate::RuleSet::check_tile`]), not this module's.

use crate::error::{Error, Result};
use std::fmt;

/// Number of tile kinds with honours.
pub const KINDS: usize = 34;
/// Number of suited kinds (万, 条, 筒 × 1–9).
pub const SUITED_KINDS: usize = 27;

/// The three suits. The discriminants are the shared numbering of every front end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Suit {
    /// 万 (characters), `m` in notation.
    Wan = 0,
    /// 条 (bamboos), `s` in notation.
    Tiao = 1,
    /// 筒 (dots), `p` in notation.
    Tong = 2,
}

impl Suit {
    /// All suits in id order.
    pub const ALL: [Suit; 3] = [Suit::Wan, Suit::Tiao, Suit::Tong];

    /// The suit with this number (`0..3`).
    pub fn from_index(index: i64) -> Result<Suit> {
        match index {
            0 => Ok(Suit::Wan),
            1 => Ok(Suit::Tiao),
            2 => Ok(Suit::Tong),
            _ => Err(Error::SuitOutOfRange(index)),
        }
    }

    /// The suit's number, 0–2.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The notation letter: `m`, `s` or `p`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Suit::Wan => 'm',
            Suit::Tiao => 's',
            Suit::Tong => 'p',
        }
    }

    /// The Chinese name: 万, 条 or 筒.
    #[must_use]
    pub const fn chinese(self) -> char {
        match self {
            Suit::Wan => '万',
            Suit::Tiao => '条',
            Suit::Tong => '筒',
        }
    }
}

/// A tile kind. See the module documentation for the numbering.
///
/// ```
/// use majiang_core::{Tile, Suit};
/// let t = Tile::suited(Suit::Wan, 5).unwrap();
/// assert_eq!(t.id(), 4);
/// assert_eq!(t.to_string(), "5m");
/// assert_eq!(t.chinese(), "五万");
/// assert!(Tile::suited(Suit::Wan, 10).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)] // `Tile::slice_from_ids` reads a byte array as tiles.
pub struct Tile(u8);

const CHINESE_NUMBERS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOUR_NAMES: [&str; 7] = ["东", "南", "西", "北", "中", "发", "白"];

impl Tile {
    /// 红中, the honour 中 (`5z`, id 31): the wildcard of 红中麻将.
    pub const RED_DRAGON: Tile = Tile(31);

    /// Every kind, in id order (suited first, then honours).
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }

    /// The kind with this id (`0..34`).
    pub fn from_id(id: i64) -> Result<Tile> {
        if (0..KINDS as i64).contains(&id) {
            Ok(Tile(id as u8))
        } else {
            Err(Error::TileIdOutOfRange(id))
        }
    }

    /// A list of kind ids (`0..34`, see [`Tile::id`]) read as tiles in place,
    /// without copying; `None` when an id is out of range. For front ends
    /// that receive a host's byte array.
    ///
    /// ```
    /// use majiang_core::Tile;
    /// let tiles = Tile::slice_from_ids(&[0, 4, 26]).unwrap();
    /// assert_eq!(tiles[1].to_string(), "5m");
    /// assert!(Tile::slice_from_ids(&[3, 34]).is_none());
    /// ```
    #[inline]
    #[must_use]
    pub fn slice_from_ids(ids: &[u8]) -> Option<&[Tile]> {
        if !ids_in_range(ids) {
            return None;
        }
        // SAFETY: `Tile` is `repr(transparent)` over its id, and every id was
        // just checked to be below `KINDS`, the type's only invariant; the
        // result borrows `ids`, so it lives no longer than the bytes.
        Some(unsafe { std::slice::from_raw_parts(ids.as_ptr().cast::<Tile>(), ids.len()) })
    }

    /// A suited tile from its suit and number (1–9).
    pub fn suited(suit: Suit, number: i64) -> Result<Tile> {
        if (1..=9).contains(&number) {
            Ok(Tile(suit as u8 * 9 + (number as u8 - 1)))
        } else {
            Err(Error::NumberOutOfRange(number))
        }
    }

    /// Builds a tile from an index known to be in range. Only for the crate's
    /// own loops over `0..KINDS`.
    #[inline]
    #[must_use]
    pub(crate) const fn from_index_unchecked(index: usize) -> Tile {
        debug_assert!(index < KINDS);
        Tile(index as u8)
    }

    /// The kind id, 0–33.
    #[inline]
    #[must_use]
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The kind id as an array index.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit, or `None` for an honour.
    #[inline]
    #[must_use]
    pub const fn suit(self) -> Option<Suit> {
        match self.0 / 9 {
            0 => Some(Suit::Wan),
            1 => Some(Suit::Tiao),
            2 => Some(Suit::Tong),
            _ => None,
        }
    }

    /// The number 1–9 of a suited tile; 1–7 for honours (East … 白).
    #[inline]
    #[must_use]
    pub const fn number(self) -> u8 {
        if self.0 < 27 { self.0 % 9 + 1 } else { self.0 - 26 }
    }

    /// True for the honours (ids 27–33).
    #[inline]
    #[must_use]
    pub const fn is_honour(self) -> bool {
        self.0 >= 27
    }

    /// True for a suited 2, 5 or 8 — the pairs (将) a Changsha small hand needs.
    #[inline]
    #[must_use]
    pub const fn is_258(self) -> bool {
        self.0 < 27 && matches!(self.0 % 9, 1 | 4 | 7)
    }

    /// True for a suited 1 or 9.
    #[inline]
    #[must_use]
    pub const fn is_terminal(self) -> bool {
        self.0 < 27 && matches!(self.0 % 9, 0 | 8)
    }

    /// True for terminals and honours (the thirteen orphans' tiles).
    #[inline]
    #[must_use]
    pub const fn is_orphan(self) -> bool {
        self.is_terminal() || self.is_honour()
    }

    /// The Chinese name: `五万`, `九筒`, `东`, `中`.
    #[must_use]
    pub fn chinese(self) -> String {
        match self.suit() {
            Some(s) => format!("{}{}", CHINESE_NUMBERS[self.number() as usize - 1], s.chinese()),
            None => HONOUR_NAMES[self.number() as usize - 1].to_string(),
        }
    }

    /// The English name for a sentence: the notation of a suited tile
    /// (`5m`), an honour by name (`east wind`, `red dragon`) — never `5z`.
    ///
    /// ```
    /// use majiang_core::Tile;
    /// assert_eq!("5m".parse::<Tile>()?.english(), "5m");
    /// assert_eq!(Tile::RED_DRAGON.english(), "red dragon");
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub fn english(self) -> String {
        const NAMES: [&str; 7] = [
            "east wind",
            "south wind",
            "west wind",
            "north wind",
            "red dragon",
            "green dragon",
            "white dragon",
        ];
        match self.suit() {
            Some(_) => self.to_string(),
            None => NAMES[self.number() as usize - 1].to_string(),
        }
    }
}

impl TryFrom<u8> for Tile {
    type Error = Error;
    fn try_from(id: u8) -> Result<Tile> {
        Tile::from_id(id as i64)
    }
}

impl TryFrom<i64> for Tile {
    type Error = Error;
    fn try_from(id: i64) -> Result<Tile> {
        Tile::from_id(id)
    }
}

impl From<Tile> for u8 {
    fn from(t: Tile) -> u8 {
        t.0
    }
}

/// `5m`, `3s`, `9p`, `1z` (East) … `7z` (白).
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = self.suit().map_or('z', Suit::letter);
        write!(f, "{}{}", self.number(), letter)
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Tile {
    type Err = Error;
    /// One tile in either notation: `5m` or `五万`.
    fn from_str(s: &str) -> Result<Tile> {
        let tiles = crate::notation::parse_tiles(s)?;
        match tiles.as_slice() {
            [t] => Ok(*t),
            _ => Err(Error::Parse {
                input: s.to_string(),
                position: 0,
                found: s.chars().next().map(String::from).unwrap_or_default(),
                reason: "expected exactly one tile",
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_slices_are_read_only_when_every_id_is_a_kind() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(34);
        // Every length around the word sizes; bytes near the limit and at
        // the top bit, where a word-parallel compare could go wrong.
        let bytes = [0u8, 1, 26, 27, 33, 34, 35, 100, 127, 128, 129, 161, 200, 255];
        for len in 0..=40 {
            for _ in 0..400 {
                let mut ids: Vec<u8> = (0..len).map(|_| rng.random_range(0..34)).collect();
                if len > 0 && rng.random_bool(0.5) {
                    let at = rng.random_range(0..len);
                    ids[at] = bytes[rng.random_range(0..bytes.len())];
                }
                let plain = ids.iter().all(|&id| id < 34);
                match Tile::slice_from_ids(&ids) {
                    Some(tiles) => {
                        assert!(plain, "{ids:?}");
                        assert!(tiles.iter().zip(&ids).all(|(t, &id)| t.id() == id), "{ids:?}");
                    }
                    None => assert!(!plain, "{ids:?}"),
                }
            }
        }
    }

    #[test]
    fn ids_follow_the_shared_numbering() {
        assert_eq!(Tile::suited(Suit::Wan, 1).unwrap().id(), 0);
        assert_eq!(Tile::suited(Suit::Wan, 9).unwrap().id(), 8);
        assert_eq!(Tile::suited(Suit::Tiao, 1).unwrap().id(), 9);
        assert_eq!(Tile::suited(Suit::Tong, 9).unwrap().id(), 26);
        assert!(Tile::from_id(34).is_err());
        assert!(Tile::from_id(-1).is_err());
        assert!(Tile::suited(Suit::Tong, 0).is_err());
    }

    #[test]
    fn names() {
        let t = Tile::from_id(26).unwrap();
        assert_eq!(t.to_string(), "9p");
        assert_eq!(t.chinese(), "九筒");
        assert_eq!(Tile::from_id(31).unwrap().chinese(), "中");
        assert_eq!(Tile::from_id(31).unwrap().to_string(), "5z");
        assert!(Tile::from_id(4).unwrap().is_258());
        assert!(!Tile::from_id(27 + 1).unwrap().is_258());
    }
}

/// Bits of the suited 2, 5 and 8 kinds.
pub(crate) const MASK_258: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9 + 1)) | (1 << (s * 9 + 4)) | (1 << (s * 9 + 7));
        s += 1;
    }
    m
};

/// Bits of the thirteen orphans (terminals and honours).
pub(crate) const MASK_ORPHANS: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9)) | (1 << (s * 9 + 8));
        s += 1;
    }
    m | (0x7f << 27)
};

/// True when every byte of `ids` is below [`KINDS`]. Eight bytes at a time
/// (a hand's 14 ids are two overlapping words).
#[inline]
fn ids_in_range(ids: &[u8]) -> bool {
    let bad = |w: u64| crate::counts::lanes_at_least(w, KINDS as u8);
    let word = |b: &[u8]| u64::from_le_bytes(b.try_into().expect("eight bytes"));
    let n = ids.len();
    match n {
        0..8 => ids.iter().all(|&id| id < KINDS as u8),
        8..=16 => bad(word(&ids[..8])) | bad(word(&ids[n - 8..])) == 0,
        _ => ids.chunks_exact(8).fold(bad(word(&ids[n - 8..])), |o, c| o | bad(word(c))) == 0,
    }
}

/// A set of tile kinds (a bit per kind id).
///
/// ```
/// use majiang_core::{Tile, TileSet};
/// let mut s = TileSet::EMPTY;
/// s.insert(Tile::from_id(4).unwrap());
/// assert!(s.contains(Tile::from_id(4).unwrap()));
/// assert_eq!(s.len(), 1);
/// assert_eq!(s.to_string(), "5m");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet(pub(crate) u64);

impl TileSet {
    /// No kinds.
    pub const EMPTY: TileSet = TileSet(0);

    /// The set with these bits (bit `id` for each kind); bits above 33 are
    /// dropped.
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u64) -> TileSet {
        TileSet(bits & ((1 << KINDS) - 1))
    }

    /// The raw bits (bit `id` for each kind held).
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Adds a kind.
    #[inline]
    pub fn insert(&mut self, t: Tile) {
        self.0 |= 1 << t.id();
    }

    /// True when `t` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, t: Tile) -> bool {
        self.0 >> t.id() & 1 == 1
    }

    /// Number of kinds.
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in id order.
    pub fn iter(self) -> impl Iterator<Item = Tile> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(Tile::from_index_unchecked(i))
        })
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut s = TileSet::EMPTY;
        for t in iter {
            s.insert(t);
        }
        s
    }
}

impl fmt::Display for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_tiles(self.iter()))
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileSet({self})")
    }
}

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

    /// Reads `E`, `S`, `W`, `N` (either case) or 东, 南, 西, 北; `word` is the
    /// context word quoted in the error.
    pub(crate) fn parse(word: &str, value: &str) -> Result<Wind> {
        match value {
            "E" | "e" | "东" => Ok(Wind::East),
            "S" | "s" | "南" => Ok(Wind::South),
            "W" | "w" | "西" => Ok(Wind::West),
            "N" | "n" | "北" => Ok(Wind::North),
            _ => Err(crate::value::bad_word(word, "a wind is E, S, W or N")),
        }
    }
}
