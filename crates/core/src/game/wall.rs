//! The wall: every tile of the set in draw order.
//!
//! Ordinary draws (and the deal) take tiles from the *front*; kong
//! replacements (补张), 开杠 flips and birds from the *end*. The deal is in
//! blocks: the dealer takes the first 14 tiles, then each following seat
//! (dealer + 1, + 2, + 3) the next 13. A seed fixes the wall through
//! [`crate::rng`], so the same seed is the same game forever.

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::rules::RuleSet;
use crate::tile::{KINDS, Tile};

/// Most tiles a set holds (34 kinds × 4, with honours).
const MAX_TILES: usize = KINDS * 4;

/// The wall of one hand.
///
/// ```
/// use majiang_core::{RuleSet, game::Wall};
/// let w = Wall::shuffled(&RuleSet::changsha(), 7);
/// assert_eq!(w.len(), 108);
/// assert_eq!(w, Wall::shuffled(&RuleSet::changsha(), 7));
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Wall {
    tiles: [Tile; MAX_TILES],
    size: u8,
    front: u8,
    back: u8,
}

impl Wall {
    /// The full set of `rules` (4 of every kind in play, and the 红中 of a
    /// flat table), in id order.
    fn sorted(rules: &RuleSet) -> Wall {
        let mut tiles = [Tile::from_index_unchecked(0); MAX_TILES];
        let mut size = 0;
        for (k, &n) in set_counts(rules).iter().enumerate() {
            for _ in 0..n {
                tiles[size] = Tile::from_index_unchecked(k);
                size += 1;
            }
        }
        Wall { tiles, size: size as u8, front: 0, back: size as u8 }
    }

    /// The wall of `seed`: the full set shuffled (Fisher–Yates) by a
    /// [`ChaCha8Rng`](rand_chacha::ChaCha8Rng) seeded with `seed`.
    #[must_use]
    pub fn shuffled(rules: &RuleSet, seed: u64) -> Wall {
        let mut w = Wall::sorted(rules);
        let mut rng = crate::rng::seeded(seed);
        for i in (1..w.size as usize).rev() {
            let j = crate::rng::below(&mut rng, i as u32 + 1) as usize;
            w.tiles.swap(i, j);
        }
        w
    }

    /// A wall in exactly this order (first tile drawn first); it must hold
    /// the full set of `rules`, four of every kind.
    pub fn from_tiles(rules: &RuleSet, tiles: &[Tile]) -> Result<Wall> {
        let mut w = Wall::sorted(rules);
        if tiles.len() != w.size as usize {
            return Err(Error::BadSetup(format!(
                "a wall for {} holds {} tiles, got {}",
                rules.name,
                w.size,
                tiles.len()
            )));
        }
        let mut left = set_counts(rules);
        for &t in tiles {
            rules.check_tile(t)?;
            if left[t.index()] == 0 {
                return Err(Error::TooManyCopies { tile: t.to_string(), count: 5 });
            }
            left[t.index()] -= 1;
        }
        w.tiles[..tiles.len()].copy_from_slice(tiles);
        Ok(w)
    }

    /// A wall stacked for a scenario: `hands[s]` is what seat `s` is dealt
    /// (14 tiles for the dealer, 13 for the others), `draws` the tiles drawn
    /// from the front after the deal, in order, and `end` the tiles taken from
    /// the end (kong replacements, 开杠 flips, birds), the last tile of the
    /// wall first. The rest of the set fills the middle in id order.
    ///
    /// ```
    /// use majiang_core::{RuleSet, Tile, notation::parse_tiles, game::Wall};
    /// let rules = RuleSet::changsha();
    /// let hands = ["11122233344455m", "1112223334445s", "1112223334445p", "6667778889996m"]
    ///     .map(|h| parse_tiles(h).unwrap());
    /// let w = Wall::stacked(&rules, 0, &hands, &parse_tiles("9s").unwrap(), &[]).unwrap();
    /// assert_eq!(w.len(), 108);
    /// ```
    pub fn stacked(
        rules: &RuleSet,
        dealer: usize,
        hands: &[Vec<Tile>; 4],
        draws: &[Tile],
        end: &[Tile],
    ) -> Result<Wall> {
        check_seat(dealer)?;
        let size = rules.wall_size();
        let mut left = set_counts(rules);
        let mut take = |t: Tile| -> Result<Tile> {
            rules.check_tile(t)?;
            if left[t.index()] == 0 {
                return Err(Error::TooManyCopies { tile: t.to_string(), count: 5 });
            }
            left[t.index()] -= 1;
            Ok(t)
        };
        let mut front = Vec::with_capacity(size);
        for k in 0..4 {
            let seat = (dealer + k) % 4;
            let want = if k == 0 { 14 } else { 13 };
            if hands[seat].len() != want {
                return Err(Error::BadSetup(format!(
                    "seat {seat} must be dealt {want} tiles, got {}",
                    hands[seat].len()
                )));
            }
            for &t in &hands[seat] {
                front.push(take(t)?);
            }
        }
        for &t in draws {
            front.push(take(t)?);
        }
        let mut back = Vec::with_capacity(end.len());
        for &t in end {
            back.push(take(t)?);
        }
        if front.len() + back.len() > size {
            return Err(Error::BadSetup(format!(
                "the stacked tiles ({}) do not fit in a wall of {size}",
                front.len() + back.len()
            )));
        }
        for (i, &n) in left.iter().enumerate() {
            front.extend(std::iter::repeat_n(Tile::from_index_unchecked(i), n as usize));
        }
        front.extend(back.iter().rev());
        Wall::from_tiles(rules, &front)
    }

    /// A wall part-way through a hand: `remaining` the tiles not yet taken,
    /// front first; the taken part holds the rest of the set of `rules`.
    pub fn resumed(rules: &RuleSet, remaining: &[Tile]) -> Result<Wall> {
        let mut left = set_counts(rules);
        for &t in remaining {
            rules.check_tile(t)?;
            if left[t.index()] == 0 {
                return Err(Error::TooManyCopies { tile: t.to_string(), count: 5 });
            }
            left[t.index()] -= 1;
        }
        let mut tiles: Vec<Tile> = Vec::with_capacity(rules.wall_size());
        for (i, &n) in left.iter().enumerate() {
            tiles.extend(std::iter::repeat_n(Tile::from_index_unchecked(i), n as usize));
        }
        let taken = tiles.len();
        tiles.extend_from_slice(remaining);
        let mut w = Wall::from_tiles(rules, &tiles)?;
        w.front = taken as u8;
        Ok(w)
    }

    /// Tiles not yet taken.
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        (self.back - self.front) as usize
    }

    /// True when no tile is left.
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.back == self.front
    }

    /// The whole wall in its original order (taken tiles included).
    #[must_use]
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.size as usize]
    }

    /// The tiles not yet taken, front first.
    #[must_use]
    pub fn remaining(&self) -> &[Tile] {
        &self.tiles[self.front as usize..self.back as usize]
    }

    /// The count of each kind not yet taken.
    #[must_use]
    pub fn remaining_counts(&self) -> Counts {
        let mut c = [0u8; KINDS];
        for t in self.remaining() {
            c[t.index()] += 1;
        }
        Counts(c)
    }

    /// Takes the next tile from the front.
    #[inline]
    pub(crate) fn draw_front(&mut self) -> Option<Tile> {
        if self.is_empty() {
            return None;
        }
        self.front += 1;
        Some(self.tiles[self.front as usize - 1])
    }

    /// Takes the last tile.
    #[inline]
    pub(crate) fn draw_back(&mut self) -> Option<Tile> {
        if self.is_empty() {
            return None;
        }
        self.back -= 1;
        Some(self.tiles[self.back as usize])
    }

    /// The initial hands, in seat order, as the block deal gives them.
    pub(crate) fn deal(&mut self, dealer: usize) -> [Counts; 4] {
        let mut hands = [Counts::EMPTY; 4];
        for k in 0..4 {
            let n = if k == 0 { 14 } else { 13 };
            for _ in 0..n {
                let t = self.draw_front().expect("a full wall deals 53 tiles");
                hands[(dealer + k) % 4].0[t.index()] += 1;
            }
        }
        hands
    }
}

impl std::fmt::Debug for Wall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Wall({} left: {})",
            self.len(),
            crate::notation::format_tiles(self.remaining().iter().copied())
        )
    }
}

/// Copies of each kind in the set of `rules`: four of every kind in play,
/// plus [`RuleSet::wildcard_copies`] of a wildcard kind outside them (the
/// 红中 of 红中麻将); [`RuleSet::wall_size`] in all.
pub(crate) fn set_counts(rules: &RuleSet) -> [u8; KINDS] {
    let mut c = [0u8; KINDS];
    c[..rules.kinds()].fill(4);
    if let Some(w) = rules.wildcard
        && w.index() >= rules.kinds()
    {
        c[w.index()] = rules.wildcard_copies();
    }
    c
}

/// Fails for a seat outside `0..4`.
pub(crate) fn check_seat(seat: usize) -> Result<()> {
    if seat < 4 {
        Ok(())
    } else {
        Err(Error::BadOption { name: "seat", value: seat as i64, reason: "seats are 0-3" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_tiles;

    #[test]
    fn a_shuffled_wall_is_the_full_set() {
        let rules = RuleSet::changsha();
        for seed in 0..50 {
            let w = Wall::shuffled(&rules, seed);
            let mut c = [0u8; KINDS];
            for t in w.tiles() {
                c[t.index()] += 1;
            }
            assert!(c[..27].iter().all(|&n| n == 4) && c[27..].iter().all(|&n| n == 0));
        }
        assert_ne!(Wall::shuffled(&rules, 1), Wall::shuffled(&rules, 2));
        assert_eq!(Wall::shuffled(&RuleSet::standard(), 3).len(), 136);
    }

    #[test]
    fn the_wall_of_a_seed_never_moves() {
        // Stored records hold only the seed: this wall is part of the format.
        let w = Wall::shuffled(&RuleSet::changsha(), 42);
        let head = crate::notation::format_tiles(w.tiles()[..12].iter().copied());
        assert_eq!(head, PINNED_HEAD);
    }

    const PINNED_HEAD: &str = "647p51m29p1s8p5s3p3m";

    #[test]
    fn stacked_walls_deal_what_they_say() {
        let rules = RuleSet::changsha();
        let hands = ["11122233344455m", "1112223334445s", "1112223334445p", "6667778889996m"]
            .map(|h| parse_tiles(h).unwrap());
        // Dealer 1: seat 1 gets the 14.
        let hands = [hands[3].clone(), hands[0].clone(), hands[1].clone(), hands[2].clone()];
        let mut w = Wall::stacked(
            &rules,
            1,
            &hands,
            &parse_tiles("9s8p").unwrap(),
            &parse_tiles("7p6p").unwrap(),
        )
        .unwrap();
        let dealt = w.deal(1);
        for s in 0..4 {
            assert_eq!(dealt[s], Counts::from_tiles(hands[s].iter().copied()).unwrap());
        }
        assert_eq!(w.draw_front(), Some("9s".parse().unwrap()));
        assert_eq!(w.draw_front(), Some("8p".parse().unwrap()));
        assert_eq!(w.draw_back(), Some("7p".parse().unwrap()));
        assert_eq!(w.draw_back(), Some("6p".parse().unwrap()));
        assert_eq!(w.len(), 108 - 53 - 4);
    }

    #[test]
    fn stacking_too_many_copies_fails() {
        let rules = RuleSet::changsha();
        let hands = ["11111222333444m", "1112223334445s", "1112223334445p", "6667778889996m"]
            .map(|h| parse_tiles(h).unwrap());
        assert!(Wall::stacked(&rules, 0, &hands, &[], &[]).is_err());
        assert!(Wall::from_tiles(&rules, &parse_tiles("123m").unwrap()).is_err());
    }
}
