//! Melds (副露): sets laid down from a claim, and kongs.

use crate::error::{Error, Result};
use crate::tile::Tile;
use std::fmt;

/// How a meld was made. The discriminants are the shared numbering of every
/// front end (`CHI = 0` … `BU_GANG = 4`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum MeldKind {
    /// 吃: a sequence completed with the previous player's discard.
    Chi = 0,
    /// 碰: a triplet completed with a discard.
    Peng = 1,
    /// 杠 (明杠): a kong made from a discard while holding three.
    Gang = 2,
    /// 暗杠: a concealed kong of four drawn tiles.
    AnGang = 3,
    /// 补杠 / 加杠: a fourth tile added to one's own 碰.
    BuGang = 4,
}

impl MeldKind {
    /// Every kind, in numbering order.
    pub const ALL: [MeldKind; 5] =
        [MeldKind::Chi, MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang];

    /// The kind with this number (`0..5`).
    pub fn from_index(i: i64) -> Result<MeldKind> {
        Self::ALL.get(usize::try_from(i).unwrap_or(usize::MAX)).copied().ok_or(Error::BadOption {
            name: "meld kind",
            value: i,
            reason: "0 = chi, 1 = peng, 2 = gang, 3 = an_gang, 4 = bu_gang",
        })
    }

    /// The identifier used in notation and by every front end: `chi`, `peng`,
    /// `gang`, `an_gang`, `bu_gang`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            MeldKind::Chi => "chi",
            MeldKind::Peng => "peng",
            MeldKind::Gang => "gang",
            MeldKind::AnGang => "an_gang",
            MeldKind::BuGang => "bu_gang",
        }
    }

    /// True for the three kinds of kong.
    #[must_use]
    pub const fn is_kong(self) -> bool {
        matches!(self, MeldKind::Gang | MeldKind::AnGang | MeldKind::BuGang)
    }

    /// Tiles in the meld: 3, or 4 for a kong.
    #[must_use]
    pub const fn size(self) -> u8 {
        if self.is_kong() { 4 } else { 3 }
    }

    /// True when the meld was shown to the table with another player's tile
    /// (everything but a concealed kong).
    #[must_use]
    pub const fn is_exposed(self) -> bool {
        !matches!(self, MeldKind::AnGang)
    }
}

/// A meld: its kind and its lowest tile (for a chi, the start of the run).
///
/// ```
/// use majiang_core::{Meld, MeldKind};
/// let m: Meld = "chi:345s".parse().unwrap();
/// assert_eq!(m.kind(), MeldKind::Chi);
/// assert_eq!(m.to_string(), "chi:345s");
/// assert!("chi:357s".parse::<Meld>().is_err());
/// assert!("chi:789p".parse::<Meld>().is_ok());
/// assert!("chi:891p".parse::<Meld>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    kind: MeldKind,
    tile: Tile,
}

impl Meld {
    /// A meld of `kind` whose lowest tile is `tile`. A chi needs a suited
    /// tile numbered 1–7 (the run `tile, tile+1, tile+2`).
    pub fn new(kind: MeldKind, tile: Tile) -> Result<Meld> {
        if kind == MeldKind::Chi {
            if tile.is_honour() {
                return Err(Error::BadMeld(format!("a chi cannot hold honours ({tile})")));
            }
            if tile.number() > 7 {
                return Err(Error::BadMeld(format!(
                    "a chi starting at {tile} would run past 9 in its suit"
                )));
            }
        }
        Ok(Meld { kind, tile })
    }

    /// A meld from its tiles, checking that they form `kind`: three
    /// consecutive tiles of one suit for a chi (any order), three identical
    /// tiles for a peng, four for a kong.
    pub fn from_tiles(kind: MeldKind, tiles: &[Tile]) -> Result<Meld> {
        let shown = || crate::notation::format_tiles(tiles.iter().copied());
        if tiles.len() != kind.size() as usize {
            return Err(Error::BadMeld(format!(
                "{} needs {} tiles, got {} ({})",
                kind.name(),
                kind.size(),
                tiles.len(),
                shown()
            )));
        }
        let mut sorted = tiles.to_vec();
        sorted.sort();
        let low = sorted[0];
        let ok = match kind {
            MeldKind::Chi => {
                !low.is_honour()
                    && low.number() <= 7
                    && sorted[1].id() == low.id() + 1
                    && sorted[2].id() == low.id() + 2
            }
            _ => sorted.iter().all(|&t| t == low),
        };
        if !ok {
            let want = if kind == MeldKind::Chi {
                "three consecutive tiles of one suit"
            } else {
                "identical tiles"
            };
            return Err(Error::BadMeld(format!("{} needs {want}, got {}", kind.name(), shown())));
        }
        Meld::new(kind, low)
    }

    /// A chi starting at `tile`.
    pub fn chi(tile: Tile) -> Result<Meld> {
        Meld::new(MeldKind::Chi, tile)
    }
    /// A peng of `tile`.
    #[must_use]
    pub fn peng(tile: Tile) -> Meld {
        Meld { kind: MeldKind::Peng, tile }
    }
    /// An exposed kong of `tile`.
    #[must_use]
    pub fn gang(tile: Tile) -> Meld {
        Meld { kind: MeldKind::Gang, tile }
    }
    /// A concealed kong of `tile`.
    #[must_use]
    pub fn an_gang(tile: Tile) -> Meld {
        Meld { kind: MeldKind::AnGang, tile }
    }
    /// A kong added to a peng of `tile`.
    #[must_use]
    pub fn bu_gang(tile: Tile) -> Meld {
        Meld { kind: MeldKind::BuGang, tile }
    }

    /// How the meld was made.
    #[inline]
    #[must_use]
    pub const fn kind(&self) -> MeldKind {
        self.kind
    }

    /// The lowest tile.
    #[inline]
    #[must_use]
    pub const fn tile(&self) -> Tile {
        self.tile
    }

    /// Every tile of the meld, lowest first.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let (kind, first) = (self.kind, self.tile.index());
        (0..kind.size() as usize).map(move |i| {
            Tile::from_index_unchecked(if kind == MeldKind::Chi { first + i } else { first })
        })
    }
}

/// `peng:5m`, `chi:345s`, `gang:9p`, `an_gang:1m`, `bu_gang:2s`.
impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles = if self.kind == MeldKind::Chi {
            crate::notation::format_tiles(self.tiles())
        } else {
            self.tile.to_string()
        };
        write!(f, "{}:{tiles}", self.kind.name())
    }
}

impl std::str::FromStr for Meld {
    type Err = Error;
    /// Reads `kind:tiles`; for a peng or kong the tile may be written once
    /// (`peng:5m`) or in full (`peng:555m`).
    fn from_str(s: &str) -> Result<Meld> {
        let (kind, tiles) = s.split_once(':').ok_or_else(|| {
            Error::BadMeld(format!("{s:?}: write a meld as kind:tiles, e.g. peng:5m or chi:345s"))
        })?;
        let kind =
            MeldKind::ALL.into_iter().find(|k| k.name() == kind.trim()).ok_or_else(|| {
                Error::BadMeld(format!(
                    "{s:?}: unknown meld kind {kind:?} (chi, peng, gang, an_gang, bu_gang)"
                ))
            })?;
        let tiles = crate::notation::parse_tiles(tiles)?;
        match (kind, tiles.as_slice()) {
            (MeldKind::Chi, _) => Meld::from_tiles(kind, &tiles),
            (_, [one]) => Meld::new(kind, *one),
            _ => Meld::from_tiles(kind, &tiles),
        }
    }
}

/// Reads melds separated by spaces: `peng:5m chi:345s`.
pub fn parse_melds(s: &str) -> Result<Vec<Meld>> {
    s.split_whitespace().map(str::parse).collect()
}
