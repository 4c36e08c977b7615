//! Hands: concealed tiles plus melds, validated against a rule set.

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::lookup::{Groups, MeldLayout};
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::tile::{KINDS, SUITED_KINDS, Tile};
use std::fmt;

/// What the algorithms need to know about a hand's melds, computed once when
/// the hand is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MeldSummary {
    /// Copies of each kind inside the melds.
    pub used: Counts,
    /// Number of melds.
    pub count: u8,
    /// Melds shown with another player's tile (all but concealed kongs).
    pub exposed: u8,
    /// Number of chi.
    pub chi: u8,
    /// Bit `s` set when a meld holds suit `s`; bit 3 for honours.
    pub groups: u8,
    /// Every meld is a peng or kong of a 2, 5 or 8.
    pub all_258: bool,
}

impl MeldSummary {
    fn of(melds: &[Meld]) -> MeldSummary {
        let mut s = MeldSummary { all_258: true, ..MeldSummary::default() };
        for m in melds {
            for t in m.tiles() {
                s.used.0[t.index()] += 1;
            }
            s.count += 1;
            s.exposed += m.kind().is_exposed() as u8;
            s.chi += (m.kind() == MeldKind::Chi) as u8;
            s.groups |= 1 << m.tile().suit().map_or(3, |x| x.index());
            s.all_258 &= m.kind() != MeldKind::Chi && m.tile().is_258();
        }
        s
    }
}

/// A hand: concealed tiles and up to four melds, checked on construction —
/// at most four copies of a kind across hand and melds, `3n+1` (waiting) or
/// `3n+2` (complete size) concealed tiles with `n = 4 − melds`, and only tiles
/// the rules play with.
///
/// ```
/// use majiang_core::{Hand, RuleSet};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p23455m", "", &rules).unwrap();
/// assert!(h.is_complete_size());
/// let err = Hand::parse("123m", "", &rules).unwrap_err();
/// assert!(err.to_string().contains("must have 13 or 14"), "{err}");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hand {
    concealed: Counts,
    melds: [Option<Meld>; 4],
    summary: MeldSummary,
    /// The concealed tiles' table keys and group sizes, in step with
    /// `concealed` (every change below updates both).
    groups: Groups,
    /// Where the melds sit, in step with `melds`.
    layout: MeldLayout,
}

impl Hand {
    /// A hand from counts and melds, validated for `rules`.
    #[inline]
    pub fn new(concealed: Counts, melds: &[Meld], rules: &RuleSet) -> Result<Hand> {
        if melds.len() > 4 {
            return Err(Error::TooManyMelds(melds.len()));
        }
        let summary = MeldSummary::of(melds);
        let all =
            if melds.is_empty() { concealed } else { concealed.checked_add(&summary.used)? };
        // Only kinds from `rules.kinds()` up can be outside the rules; each
        // one held is checked, as the wildcard kind (红中) may lie there too.
        let first = rules.kinds().min(KINDS);
        for (i, _) in all.as_array()[first..].iter().enumerate().filter(|(_, n)| **n > 0) {
            rules.check_tile(Tile::from_index_unchecked(first + i))?;
        }
        let n = 4 - melds.len();
        let tiles = concealed.total();
        if tiles != 3 * n + 1 && tiles != 3 * n + 2 {
            return Err(Error::BadHandSize {
                tiles,
                melds: melds.len(),
                short: 3 * n + 1,
                long: 3 * n + 2,
            });
        }
        let mut list = [None; 4];
        for (slot, m) in list.iter_mut().zip(melds) {
            *slot = Some(*m);
        }
        Ok(Hand {
            concealed,
            melds: list,
            summary,
            groups: Groups::of(&concealed.0),
            layout: MeldLayout::of(melds.iter().copied()),
        })
    }

    /// A hand from a list of tiles and melds.
    #[inline]
    pub fn from_tiles(tiles: &[Tile], melds: &[Meld], rules: &RuleSet) -> Result<Hand> {
        Hand::new(Counts::from_tiles(tiles.iter().copied())?, melds, rules)
    }

    /// A hand from notation: `parse("123m456s789p23455m", "peng:5m chi:345s", rules)`.
    pub fn parse(tiles: &str, melds: &str, rules: &RuleSet) -> Result<Hand> {
        let melds = crate::meld::parse_melds(melds)?;
        Hand::new(tiles.parse()?, &melds, rules)
    }

    /// The concealed tiles.
    #[inline]
    #[must_use]
    pub const fn concealed(&self) -> &Counts {
        &self.concealed
    }

    /// The melds.
    pub fn melds(&self) -> impl Iterator<Item = Meld> + '_ {
        self.melds.iter().flatten().copied()
    }

    /// The melds as a list.
    #[must_use]
    pub fn meld_list(&self) -> Vec<Meld> {
        self.melds().collect()
    }

    /// The melds' summary.
    #[inline]
    #[must_use]
    pub const fn meld_summary(&self) -> &MeldSummary {
        &self.summary
    }

    /// Number of melds.
    #[inline]
    #[must_use]
    pub const fn meld_count(&self) -> usize {
        self.summary.count as usize
    }

    /// Sets still to be made in hand: `4 − melds`.
    #[inline]
    #[must_use]
    pub const fn sets_needed(&self) -> usize {
        4 - self.summary.count as usize
    }

    /// True for `3n+2` concealed tiles (a hand that may be a win, or must discard).
    #[inline]
    #[must_use]
    pub fn is_complete_size(&self) -> bool {
        self.concealed.total() == 3 * self.sets_needed() + 2
    }

    /// Copies of each kind in hand and melds together.
    #[must_use]
    pub fn all_tiles(&self) -> Counts {
        let mut c = self.concealed;
        if self.summary.count > 0 {
            for (n, &used) in c.0.iter_mut().zip(&self.summary.used.0) {
                *n += used;
            }
        }
        c
    }

    /// True when every tile in hand and melds is of one suit.
    #[must_use]
    pub fn is_one_suit(&self) -> bool {
        let all = self.all_tiles();
        if all.0[SUITED_KINDS..].iter().any(|&n| n > 0) {
            return false;
        }
        (0..3).filter(|s| all.0[s * 9..s * 9 + 9].iter().any(|&n| n > 0)).count() <= 1
    }

    /// The hand with one more tile (a draw or a claimed discard).
    pub fn with_tile(&self, tile: Tile) -> Result<Hand> {
        let mut h = *self;
        h.concealed.add(tile)?;
        h.groups.add(tile.index());
        if h.concealed.0[tile.index()] + h.summary.used.0[tile.index()] > 4 {
            return Err(Error::TooManyCopies {
                tile: tile.to_string(),
                count: (h.concealed.0[tile.index()] + h.summary.used.0[tile.index()]) as u32,
            });
        }
        if h.concealed.total() > 3 * h.sets_needed() + 2 {
            return Err(Error::WrongHandSize {
                what: "adding a tile",
                expected: "3n+1",
                got: self.concealed.total(),
            });
        }
        Ok(h)
    }

    /// The hand without one copy of `tile` (a discard).
    pub fn without_tile(&self, tile: Tile) -> Result<Hand> {
        let mut h = *self;
        if h.concealed.total() != 3 * h.sets_needed() + 2 {
            return Err(Error::WrongHandSize {
                what: "discarding",
                expected: "3n+2",
                got: self.concealed.total(),
            });
        }
        if !h.concealed.remove(tile) {
            return Err(Error::IllegalAction(format!("{tile} is not in the hand")));
        }
        h.groups.remove(tile.index());
        Ok(h)
    }

    /// Adds one copy without any check. For search loops (the core's, the
    /// arena's agents) that only add kinds known to be available: past four
    /// copies or 14 tiles the hand's answers mean nothing (and debug builds
    /// panic). [`Hand::with_tile`] is the checked form.
    #[inline]
    pub fn push_unchecked(&mut self, tile: Tile) {
        self.concealed.0[tile.index()] += 1;
        self.groups.add(tile.index());
    }

    /// Removes one copy without any check (see [`Hand::push_unchecked`]); the
    /// tile must be held. [`Hand::without_tile`] is the checked form.
    #[inline]
    pub fn pop_unchecked(&mut self, tile: Tile) {
        self.concealed.0[tile.index()] -= 1;
        self.groups.remove(tile.index());
    }

    /// The concealed tiles' table keys and group sizes.
    #[inline(always)]
    pub(crate) const fn groups(&self) -> &Groups {
        &self.groups
    }

    /// Where the melds sit.
    #[inline(always)]
    pub(crate) const fn layout(&self) -> &MeldLayout {
        &self.layout
    }

    /// A hand of dealt tiles without melds, trusted to be valid (it comes
    /// from a full wall). For the game engine's deal.
    pub(crate) fn dealt(concealed: Counts) -> Hand {
        Hand {
            concealed,
            melds: [None; 4],
            summary: MeldSummary::of(&[]),
            groups: Groups::of(&concealed.0),
            layout: MeldLayout::default(),
        }
    }

    /// Lays down `meld` after its tiles have left the concealed part. For the
    /// game engine, which checks the claim before making it, and for agents
    /// weighing a claim the engine has offered; panics past four melds.
    pub fn push_meld_unchecked(&mut self, meld: Meld) {
        let slot = self.melds.iter_mut().find(|m| m.is_none()).expect("at most four melds");
        *slot = Some(meld);
        self.refresh_summary();
    }

    /// Turns the 碰 of `tile` into a 补杠 (its fourth tile has already left
    /// the concealed part). For the game engine and for agents weighing a
    /// 补杠 the engine has offered; panics without that 碰.
    pub fn upgrade_peng_unchecked(&mut self, tile: Tile) {
        let slot = self
            .melds
            .iter_mut()
            .flatten()
            .find(|m| m.kind() == MeldKind::Peng && m.tile() == tile)
            .expect("a peng to add to");
        *slot = Meld::bu_gang(tile);
        self.refresh_summary();
    }

    fn refresh_summary(&mut self) {
        // A stack copy of the melds: this runs on every claim in a game.
        let mut list = [Meld::peng(Tile::from_index_unchecked(0)); 4];
        let mut n = 0;
        for m in self.melds() {
            list[n] = m;
            n += 1;
        }
        self.summary = MeldSummary::of(&list[..n]);
        self.layout = MeldLayout::of(list[..n].iter().copied());
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.concealed)?;
        for m in self.melds() {
            write!(f, " {m}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// A 红中 (the wildcard, outside the suited kinds) does not let another
    /// honour into a 红中麻将 hand, whichever comes first.
    #[test]
    fn every_kind_outside_the_rules_is_refused_beside_the_wildcard() {
        let hz = RuleSet::hongzhong();
        assert!(Hand::parse("123m456p789s111s5z", "", &hz).is_ok());
        for tiles in ["123m456p789s1s5z6z7z", "123m456p789s11s1z5z", "123m456p789s111s7z"] {
            let err = Hand::parse(tiles, "", &hz).expect_err(tiles).to_string();
            assert!(err.contains("is not used by the hongzhong rules"), "{tiles}: {err}");
        }
    }

    /// The cached group keys and sizes follow every change of the tiles: a
    /// hand changed tile by tile equals (derived `Eq`, which compares them
    /// too) the hand built afresh from its counts.
    #[test]
    fn groups_follow_the_tiles() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for rules in [RuleSet::changsha(), RuleSet::standard()] {
            let mut hand = Hand::parse("123m456s789p2345m", "", &rules).expect("hand");
            for _ in 0..20_000 {
                let tile = Tile::from_index_unchecked(rng.random_range(0..rules.kinds()));
                let next = if hand.is_complete_size() {
                    hand.without_tile(tile)
                } else {
                    hand.with_tile(tile)
                };
                if let Ok(next) = next {
                    hand = next;
                }
                let fresh = Hand::new(*hand.concealed(), &hand.meld_list(), &rules).expect("hand");
                assert_eq!(hand.groups(), fresh.groups(), "{hand}");
                let mut pushed = hand;
                if pushed.concealed().get(tile) < 4 {
                    pushed.push_unchecked(tile);
                    pushed.pop_unchecked(tile);
                    assert_eq!(pushed, hand);
                }
            }
        }
    }
}
