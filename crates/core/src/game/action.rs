//! Actions: every decision a player can make, with the stable numbering the
//! C ABI, Godot and the game records share.
//!
//! # Encoding
//! An action is a *kind code* and a *tile id* (the shared kind id, 0–33;
//! 0 for the kinds that name no tile). Packed in a `u16` as
//! `code << 8 | tile` ([`Action::encode`], [`Action::decode`]).
//!
//! | code | action | tile | when |
//! |---|---|---|---|
//! | 0 | `Pass` | – | decline a claim, a win, or the last tile (海底) |
//! | 1 | `Discard(t)` | the tile | own turn |
//! | 2 | `Chi(t)` | lowest tile of the run | the previous player's discard |
//! | 3 | `Peng` | – | a discard, holding two |
//! | 4 | `Gang` | – | a discard, holding three, as 补张 |
//! | 5 | `KaiGang` | – | a discard, holding three, as 开杠 |
//! | 6 | `AnGang(t)` | the kind | own turn, four in hand, as 补张 |
//! | 7 | `AnKaiGang(t)` | the kind | own turn, four in hand, as 开杠 |
//! | 8 | `BuGang(t)` | the kind | own turn, adding to one's 碰, as 补张 |
//! | 9 | `BuKaiGang(t)` | the kind | own turn, adding to one's 碰, as 开杠 |
//! | 10 | `Hu` | – | win: self-draw, on a discard, by robbing a kong, on a flip |
//! | 11 | `TakeHaidi` | – | take the last tile when it is offered |
//! | 12 | `Exchange(t)` | the tile | 换三张: pick one of the tiles to pass (asked until all are picked) |
//! | 13 | `DingQue(s)` | the suit: 0 万, 1 条, 2 筒 | 定缺: declare the void suit |
//!
//! The codes never change meaning; new actions get new codes. A list of
//! legal actions is always sorted by this encoding.

use crate::error::{Error, Result};
use crate::tile::{Suit, Tile};
use std::fmt;

/// One decision. See the module documentation for the numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Decline: a claim, a win, the last tile.
    Pass,
    /// Discard a tile from the hand.
    Discard(Tile),
    /// 吃: the run starting at this tile, completed with the previous
    /// player's discard.
    Chi(Tile),
    /// 碰 the discard.
    Peng,
    /// 杠 the discard (holding three) as 补张: draw one replacement.
    Gang,
    /// 杠 the discard (holding three) as 开杠: flip tiles, hand frozen.
    KaiGang,
    /// 暗杠 of four in hand as 补张.
    AnGang(Tile),
    /// 暗杠 of four in hand as 开杠.
    AnKaiGang(Tile),
    /// 补杠: add the fourth tile to one's 碰, as 补张.
    BuGang(Tile),
    /// 补杠 as 开杠.
    BuKaiGang(Tile),
    /// 胡: win.
    Hu,
    /// 要海底: take the last tile.
    TakeHaidi,
    /// 换三张 (四川): pick one tile to pass. A seat picks one tile per
    /// action, all of one suit, until it has picked the exchange's count.
    Exchange(Tile),
    /// 定缺 (四川): declare this suit void. Encoded with the suit's id (0 万,
    /// 1 条, 2 筒) in the tile byte.
    DingQue(Suit),
}

/// The kind codes of [`Action`], in encoding order.
const NAMES: [&str; 14] = [
    "pass",
    "discard",
    "chi",
    "peng",
    "gang",
    "kai_gang",
    "an_gang",
    "an_kai_gang",
    "bu_gang",
    "bu_kai_gang",
    "hu",
    "take_haidi",
    "exchange",
    "ding_que",
];

impl Action {
    /// Number of kind codes.
    pub const KINDS: u8 = NAMES.len() as u8;

    /// The kind code (see the module documentation).
    #[inline]
    #[must_use]
    pub const fn code(self) -> u8 {
        match self {
            Action::Pass => 0,
            Action::Discard(_) => 1,
            Action::Chi(_) => 2,
            Action::Peng => 3,
            Action::Gang => 4,
            Action::KaiGang => 5,
            Action::AnGang(_) => 6,
            Action::AnKaiGang(_) => 7,
            Action::BuGang(_) => 8,
            Action::BuKaiGang(_) => 9,
            Action::Hu => 10,
            Action::TakeHaidi => 11,
            Action::Exchange(_) => 12,
            Action::DingQue(_) => 13,
        }
    }

    /// The tile the action names, if any.
    #[inline]
    #[must_use]
    pub const fn tile(self) -> Option<Tile> {
        match self {
            Action::Discard(t)
            | Action::Chi(t)
            | Action::AnGang(t)
            | Action::AnKaiGang(t)
            | Action::BuGang(t)
            | Action::BuKaiGang(t)
            | Action::Exchange(t) => Some(t),
            _ => None,
        }
    }

    /// The packed form `code << 8 | tile id` (tile id 0 when none).
    ///
    /// ```
    /// use majiang_core::game::Action;
    /// let five = "5m".parse().unwrap();
    /// assert_eq!(Action::Discard(five).encode(), 0x0104);
    /// assert_eq!(Action::decode(0x0104).unwrap(), Action::Discard(five));
    /// assert_eq!(Action::Hu.encode(), 0x0a00);
    /// ```
    #[inline]
    #[must_use]
    pub const fn encode(self) -> u16 {
        let tile = match (self, self.tile()) {
            (Action::DingQue(suit), _) => suit as u8,
            (_, Some(t)) => t.id(),
            (_, None) => 0,
        };
        (self.code() as u16) << 8 | tile as u16
    }

    /// The action of a packed code; see [`Action::from_parts`].
    pub fn decode(packed: u16) -> Result<Action> {
        Action::from_parts((packed >> 8) as u8, (packed & 0xff) as u8)
    }

    /// The action with kind `code` and tile id `tile`. Kinds without a tile
    /// need tile 0, so every action has exactly one encoding.
    pub fn from_parts(code: u8, tile: u8) -> Result<Action> {
        let t = || Tile::try_from(tile);
        let none = |a: Action| {
            if tile == 0 {
                Ok(a)
            } else {
                Err(Error::BadOption {
                    name: "action tile",
                    value: i64::from(tile),
                    reason: "a pass, peng, gang, kai_gang, hu or take_haidi names no tile; pass 0",
                })
            }
        };
        match code {
            0 => none(Action::Pass),
            1 => Ok(Action::Discard(t()?)),
            2 => {
                let low = t()?;
                crate::meld::Meld::chi(low)?;
                Ok(Action::Chi(low))
            }
            3 => none(Action::Peng),
            4 => none(Action::Gang),
            5 => none(Action::KaiGang),
            6 => Ok(Action::AnGang(t()?)),
            7 => Ok(Action::AnKaiGang(t()?)),
            8 => Ok(Action::BuGang(t()?)),
            9 => Ok(Action::BuKaiGang(t()?)),
            10 => none(Action::Hu),
            11 => none(Action::TakeHaidi),
            12 => Ok(Action::Exchange(t()?)),
            13 => match Suit::ALL.get(usize::from(tile)) {
                Some(&suit) => Ok(Action::DingQue(suit)),
                None => Err(Error::BadOption {
                    name: "ding_que suit",
                    value: i64::from(tile),
                    reason: "0 = 万 (m), 1 = 条 (s), 2 = 筒 (p)",
                }),
            },
            _ => Err(Error::BadOption {
                name: "action kind",
                value: i64::from(code),
                reason: "0 = pass, 1 = discard, 2 = chi, 3 = peng, 4 = gang, 5 = kai_gang, \
                         6 = an_gang, 7 = an_kai_gang, 8 = bu_gang, 9 = bu_kai_gang, 10 = hu, \
                         11 = take_haidi, 12 = exchange, 13 = ding_que",
            }),
        }
    }

    /// The kind's name: `pass`, `discard`, `chi`, … (as in game records).
    #[must_use]
    pub const fn name(self) -> &'static str {
        NAMES[self.code() as usize]
    }

    /// True for the four ways of declaring a kong as 开杠.
    #[must_use]
    pub const fn is_kaigang(self) -> bool {
        matches!(self, Action::KaiGang | Action::AnKaiGang(_) | Action::BuKaiGang(_))
    }
}

/// `discard 5m`, `chi 345m`, `peng`, `an_gang 1s`, `hu`, `pass`, `exchange 3p`,
/// `ding_que s`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Chi(t) => {
                let run = (0..3).map(|i| Tile::from_index_unchecked(t.index() + i));
                write!(f, "chi {}", crate::notation::format_tiles(run))
            }
            Action::DingQue(suit) => write!(f, "ding_que {}", suit.letter()),
            a => match a.tile() {
                Some(t) => write!(f, "{} {t}", a.name()),
                None => f.write_str(a.name()),
            },
        }
    }
}

impl std::str::FromStr for Action {
    type Err = Error;
    /// Reads the [`Display`](fmt::Display) form: a kind name, then the tile
    /// for kinds that name one (`chi` takes the run or its lowest tile).
    fn from_str(s: &str) -> Result<Action> {
        let (name, rest) = s.trim().split_once(' ').unwrap_or((s.trim(), ""));
        let code = NAMES.iter().position(|n| *n == name).ok_or_else(|| Error::Parse {
            input: s.to_string(),
            position: 0,
            found: name.to_string(),
            reason: "expected an action: pass, discard, chi, peng, gang, kai_gang, an_gang, \
                     an_kai_gang, bu_gang, bu_kai_gang, hu, take_haidi, exchange or ding_que",
        })? as u8;
        if code == 13 {
            let suit = Suit::ALL.iter().find(|su| rest.trim() == su.letter().to_string());
            return suit.map(|&su| Action::DingQue(su)).ok_or_else(|| Error::Parse {
                input: s.to_string(),
                position: name.chars().count() + 1,
                found: rest.to_string(),
                reason: "ding_que names a suit: m, s or p",
            });
        }
        let tiles = crate::notation::parse_tiles(rest)?;
        let tile = match (code, tiles.as_slice()) {
            (_, []) => 0,
            (2, [low, ..]) => tiles.iter().min().unwrap_or(low).id(),
            (_, [one]) => one.id(),
            _ => {
                return Err(Error::Parse {
                    input: s.to_string(),
                    position: name.chars().count() + 1,
                    found: rest.to_string(),
                    reason: "expected one tile",
                });
            }
        };
        let needs_tile = matches!(code, 1 | 2 | 6..=9 | 12);
        if needs_tile && tiles.is_empty() {
            return Err(Error::Parse {
                input: s.to_string(),
                position: s.chars().count(),
                found: String::new(),
                reason: "this action needs a tile",
            });
        }
        Action::from_parts(code, tile)
    }
}

/// A fixed-capacity list of actions: the legal actions of one seat, kept
/// sorted by encoding. Lives inside the game so that asking for the legal
/// actions on the hot path allocates nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct ActionList {
    items: [Action; ActionList::CAPACITY],
    len: u8,
}

impl ActionList {
    /// More than any position allows: at most 14 discards, 3 concealed and
    /// 4 added kongs in two modes each, and a win.
    const CAPACITY: usize = 40;

    pub(crate) const EMPTY: ActionList =
        ActionList { items: [Action::Pass; ActionList::CAPACITY], len: 0 };

    #[inline]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends; callers push in encoding order.
    #[inline]
    pub(crate) fn push(&mut self, a: Action) {
        debug_assert!(self.len == 0 || self.items[self.len as usize - 1] < a, "{a} out of order");
        self.items[self.len as usize] = a;
        self.len += 1;
    }

    /// Appends `make(t)` for every kind `t` in `bits`, lowest first (one
    /// store per action; the length is written once).
    #[inline]
    pub(crate) fn extend_kinds(&mut self, make: fn(Tile) -> Action, bits: u64) {
        let mut n = self.len as usize;
        let mut b = bits;
        while b != 0 {
            let k = b.trailing_zeros() as usize;
            b &= b - 1;
            let a = make(Tile::from_index_unchecked(k));
            debug_assert!(n == 0 || self.items[n - 1] < a, "{a} out of order");
            self.items[n] = a;
            n += 1;
        }
        self.len = n as u8;
    }

    #[inline]
    pub(crate) fn as_slice(&self) -> &[Action] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub(crate) fn contains(&self, a: Action) -> bool {
        self.as_slice().contains(&a)
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Debug for ActionList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_actions() -> Vec<Action> {
        let mut out = vec![
            Action::Pass,
            Action::Peng,
            Action::Gang,
            Action::KaiGang,
            Action::Hu,
            Action::TakeHaidi,
        ];
        out.extend(Suit::ALL.map(Action::DingQue));
        for t in Tile::all() {
            out.extend([
                Action::Exchange(t),
                Action::Discard(t),
                Action::AnGang(t),
                Action::AnKaiGang(t),
                Action::BuGang(t),
                Action::BuKaiGang(t),
            ]);
            if crate::meld::Meld::chi(t).is_ok() {
                out.push(Action::Chi(t));
            }
        }
        out
    }

    #[test]
    fn every_action_round_trips_through_its_code_and_text() {
        for a in all_actions() {
            assert_eq!(Action::decode(a.encode()).unwrap(), a);
            assert_eq!(a.to_string().parse::<Action>().unwrap(), a, "{a}");
        }
    }

    #[test]
    fn encoding_order_is_the_derived_order() {
        let mut by_code = all_actions();
        by_code.sort_by_key(|a| a.encode());
        let mut derived = all_actions();
        derived.sort();
        assert_eq!(by_code, derived);
    }

    #[test]
    fn bad_codes_are_rejected() {
        assert!(Action::from_parts(14, 0).is_err());
        assert!(Action::from_parts(13, 3).is_err(), "three suits: 0, 1, 2");
        assert!(Action::from_parts(12, 34).is_err());
        assert!("ding_que z".parse::<Action>().is_err());
        assert!("exchange".parse::<Action>().is_err());
        assert!(Action::from_parts(0, 3).is_err());
        assert!(Action::from_parts(1, 34).is_err());
        assert!(Action::from_parts(2, 7).is_err(), "chi from 8m runs past 9");
        assert!("discard".parse::<Action>().is_err());
        assert!("fly 5m".parse::<Action>().is_err());
    }
}
