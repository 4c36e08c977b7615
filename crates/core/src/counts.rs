//! Count vectors: how many copies of each kind a hand holds. This is what
//! every algorithm takes; lists of tiles exist only at the edges.

use crate::error::{Error, Result};
use crate::tile::{KINDS, Tile};
use std::fmt;
use std::ops::{Index, IndexMut};

/// Copies held of each of the 34 kinds, each 0–4.
///
/// ```
/// use majiang_core::Counts;
/// let c: Counts = "11123m".parse().unwrap();
/// assert_eq!(c.total(), 5);
/// assert_eq!(c.to_string(), "11123m");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts(pub(crate) [u8; KINDS]);

impl Counts {
    /// No tiles.
    pub const EMPTY: Counts = Counts([0; KINDS]);

    /// Counts from raw values; every value must be at most 4.
    pub fn from_array(values: [u8; KINDS]) -> Result<Counts> {
        for (i, &n) in values.iter().enumerate() {
            if n > 4 {
                return Err(Error::TooManyCopies {
                    tile: Tile::from_index_unchecked(i).to_string(),
                    count: n as u32,
                });
            }
        }
        Ok(Counts(values))
    }

    /// Counts of a list of tiles; fails on a fifth copy.
    pub fn from_tiles<I: IntoIterator<Item = Tile>>(tiles: I) -> Result<Counts> {
        let mut c = Counts::EMPTY;
        for t in tiles {
            c.add(t)?;
        }
        Ok(c)
    }

    /// The raw values.
    #[inline]
    #[must_use]
    pub const fn as_array(&self) -> &[u8; KINDS] {
        &self.0
    }

    /// Copies of `tile`.
    #[inline]
    #[must_use]
    pub const fn get(&self, tile: Tile) -> u8 {
        self.0[tile.index()]
    }

    /// Adds one copy; fails on a fifth.
    pub fn add(&mut self, tile: Tile) -> Result<()> {
        let n = &mut self.0[tile.index()];
        if *n >= 4 {
            return Err(Error::TooManyCopies { tile: tile.to_string(), count: *n as u32 + 1 });
        }
        *n += 1;
        Ok(())
    }

    /// Removes one copy; false when there is none.
    pub fn remove(&mut self, tile: Tile) -> bool {
        let n = &mut self.0[tile.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// Number of tiles.
    #[inline]
    #[must_use]
    pub fn total(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }

    /// Tiles in id order, each copy listed.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.0
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(Tile::from_index_unchecked(i), n as usize))
    }

    /// Kinds held at least once.
    pub fn kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, _)| Tile::from_index_unchecked(i))
    }

    /// The per-kind sum of two count vectors; fails above four.
    pub fn checked_add(&self, other: &Counts) -> Result<Counts> {
        let mut out = *self;
        for (i, &n) in other.0.iter().enumerate() {
            out.0[i] += n;
            if out.0[i] > 4 {
                return Err(Error::TooManyCopies {
                    tile: Tile::from_index_unchecked(i).to_string(),
                    count: out.0[i] as u32,
                });
            }
        }
        Ok(out)
    }
}

impl Default for Counts {
    fn default() -> Self {
        Counts::EMPTY
    }
}

impl Index<Tile> for Counts {
    type Output = u8;
    fn index(&self, t: Tile) -> &u8 {
        &self.0[t.index()]
    }
}

impl IndexMut<Tile> for Counts {
    fn index_mut(&mut self, t: Tile) -> &mut u8 {
        &mut self.0[t.index()]
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_tiles(self.tiles()))
    }
}

impl fmt::Debug for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Counts({self})")
    }
}

impl std::str::FromStr for Counts {
    type Err = Error;
    fn from_str(s: &str) -> Result<Counts> {
        Counts::from_tiles(crate::notation::parse_tiles(s)?)
    }
}
