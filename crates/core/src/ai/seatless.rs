//! An AI object with no seat set. The Godot tutorial keeps one `AIPlayer`
//! for every AI seat and never names a seat; a host with one object per
//! seat does not name one either. Such an object must answer each question
//! from what that call gives it — never from another call's hand — so that
//! one shared object and one object per seat give the same answers. This
//! module owns the two pieces every front end (the C ABI's `MjAi`, the
//! Godot `AIPlayer`) uses for that:
//!
//! - [`tutorial_for_call`]: the tutorial's levels (EASY, MEDIUM, HARD) draw
//!   their random choice from a generator seeded by the object's seed and
//!   the call's own arguments ([`call_seed`]), not from a sequence that
//!   other calls advance. The same question gets the same answer; over
//!   different hands the tutorial's odds (peng 50 %, …) hold.
//! - [`implied_hand`]: EXPERT judges a claim on the whole hand, but the
//!   tutorial's claim questions pass only the concealed tiles. Seatless, the
//!   melds are what the hand size implies: `(13 − tiles) / 3` of them (a
//!   `3n+1` hand; `(14 − tiles) / 3` for a `3n+2` one), their tiles
//!   unknown, stood in for by 碰 of kinds the hand does not hold, in the
//!   suit it holds most, as far from its tiles as possible (so that they
//!   take no draw the hand could use).
//!
//! With a seat set, the front ends keep each seat's own memory instead
//! (its generator, its melds as last given with a hand:
//! [`crate::expert::SeatMemory`]). What the whole table shows (discards,
//! melds, the wall count) is told to a seatless object as to any other
//! ([`crate::expert::SeatMemory::seatless`]).

use super::tutorial::TutorialAi;
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::expert::Question;
use crate::hand::Hand;
use crate::meld::Meld;
use crate::rules::RuleSet;
use crate::tile::{SUITED_KINDS, Tile};

/// The question a seatless call asks, part of its generator's seed (the
/// same hand asked to discard and asked to 碰 draws independently).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Ask {
    /// `decide_discard(hand, melds)`.
    Discard = 0,
    /// `should_peng(hand, tile, diff)`.
    Peng = 1,
    /// `should_chi(hand, tile, diff)`.
    Chi = 2,
    /// `should_gang(hand, tile, diff)`.
    Gang = 3,
}

impl From<Question> for Ask {
    fn from(q: Question) -> Ask {
        match q {
            Question::Peng => Ask::Peng,
            Question::Chi => Ask::Chi,
            Question::Gang => Ask::Gang,
        }
    }
}

/// The seed of a seatless call's generator: the object's `seed` mixed with
/// the question, the tiles in the order given, the melds and the tile on
/// offer (a stable mix: the same call draws the same on every platform and
/// in every release).
///
/// ```
/// use majiang_core::ai::seatless::{Ask, call_seed};
/// use majiang_core::notation::parse_tiles;
/// let hand = parse_tiles("123m456s789p2345m")?;
/// let a = call_seed(7, Ask::Peng, &hand, &[], Some("5m".parse()?));
/// assert_eq!(a, call_seed(7, Ask::Peng, &hand, &[], Some("5m".parse()?)));
/// assert_ne!(a, call_seed(7, Ask::Chi, &hand, &[], Some("5m".parse()?)));
/// assert_ne!(a, call_seed(8, Ask::Peng, &hand, &[], Some("5m".parse()?)));
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn call_seed(
    seed: u64,
    ask: Ask,
    tiles: &[Tile],
    melds: &[Meld],
    offered: Option<Tile>,
) -> u64 {
    let mut h = mix(seed, 0x6d61_6a69_616e_6721 ^ ask as u64);
    h = mix(h, tiles.len() as u64);
    for t in tiles {
        h = mix(h, u64::from(t.id()));
    }
    h = mix(h, 0x100 | melds.len() as u64);
    for m in melds {
        h = mix(h, (m.kind() as u64) << 8 | u64::from(m.tile().id()));
    }
    mix(h, offered.map_or(0x200, |t| u64::from(t.id())))
}

/// One step of the mix: `word` folded into `h`, then splitmix64's finaliser.
const fn mix(h: u64, word: u64) -> u64 {
    let mut z = (h ^ word).wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_add(h.rotate_left(23));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The tutorial's AI of `difficulty` for one seatless call: its generator
/// seeded by [`call_seed`].
#[must_use]
pub fn tutorial_for_call(
    difficulty: i64,
    seed: u64,
    ask: Ask,
    tiles: &[Tile],
    melds: &[Meld],
    offered: Option<Tile>,
) -> TutorialAi {
    TutorialAi::new(difficulty, call_seed(seed, ask, tiles, melds, offered))
}

/// The whole hand of a seatless claim question on the concealed `tiles`:
/// the melds the size implies, 碰 of kinds the hand does not hold standing
/// in for the unknown ones (see the module documentation). More than 14
/// tiles, or a size no meld count explains (`3n`), fails with
/// [`Error::WrongHandSize`].
///
/// ```
/// use majiang_core::ai::seatless::implied_hand;
/// use majiang_core::{RuleSet, notation::parse_tiles};
/// let rules = RuleSet::changsha();
/// let h = implied_hand(&parse_tiles("11234m456s55p")?, &rules)?; // 10 tiles: one meld
/// assert_eq!(h.meld_count(), 1);
/// assert_eq!(h.melds().next().unwrap().to_string(), "peng:9m");
/// assert_eq!(implied_hand(&parse_tiles("123m456s789p2345m")?, &rules)?.meld_count(), 0);
/// assert!(implied_hand(&parse_tiles("123m456s789p234m")?, &rules).is_err());
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn implied_hand(tiles: &[Tile], rules: &RuleSet) -> Result<Hand> {
    let n = tiles.len();
    let melds = match n % 3 {
        _ if n > 14 => None,
        1 => Some((13 - n) / 3),
        2 => Some((14 - n) / 3),
        _ => None,
    };
    let Some(melds) = melds else {
        return Err(Error::WrongHandSize {
            what: "a claim question without melds",
            expected: "3n+1 or 3n+2",
            got: n,
        });
    };
    let concealed = Counts::from_tiles(tiles.iter().copied())?;
    let mut stand_ins = [Meld::peng(Tile::from_index_unchecked(0)); 4];
    for (i, kind) in stand_in_kinds(&concealed, melds).into_iter().enumerate() {
        stand_ins[i] = Meld::peng(kind);
    }
    Hand::new(concealed, &stand_ins[..melds], rules)
}

/// `count` suited kinds the hand does not hold, in the suit it holds most
/// (then the others), farthest from its tiles first, then highest.
fn stand_in_kinds(concealed: &Counts, count: usize) -> Vec<Tile> {
    let held = concealed.as_array();
    let per_suit = |s: usize| held[s * 9..s * 9 + 9].iter().map(|&c| u32::from(c)).sum::<u32>();
    let main = (0..3).max_by_key(|&s| (per_suit(s), 3 - s)).unwrap_or_default();
    let distance = |k: usize| {
        let (s, n) = (k / 9, k % 9);
        (0..9).filter(|&m| held[s * 9 + m] > 0).map(|m| m.abs_diff(n)).min().unwrap_or(9)
    };
    let mut kinds: Vec<usize> = (0..SUITED_KINDS).filter(|&k| held[k] == 0).collect();
    kinds.sort_by_key(|&k| (k / 9 != main, std::cmp::Reverse(distance(k).min(3)), 26 - k));
    kinds.into_iter().take(count).map(Tile::from_index_unchecked).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_tiles;

    #[test]
    fn every_size_up_to_fourteen_implies_its_melds() {
        let rules = RuleSet::changsha();
        let all = parse_tiles("11223344556677m").unwrap();
        for n in 0..=14 {
            let r = implied_hand(&all[..n], &rules);
            match n % 3 {
                0 => assert!(r.is_err(), "{n}"),
                _ => {
                    let h = r.unwrap();
                    assert_eq!(h.concealed().total(), n);
                    assert_eq!(h.meld_count(), (14 - n) / 3, "{n}");
                    // The stand-ins take none of the hand's kinds.
                    assert!(h.melds().all(|m| h.concealed().get(m.tile()) == 0));
                }
            }
        }
        assert!(implied_hand(&parse_tiles("111222333444555m").unwrap(), &rules).is_err());
    }

    #[test]
    fn the_seed_depends_on_every_argument() {
        let h = parse_tiles("123m456s789p2345m").unwrap();
        let t: Tile = "5m".parse().unwrap();
        let base = call_seed(1, Ask::Discard, &h, &[], None);
        let mut swapped = h.clone();
        swapped.swap(0, 1);
        for (i, other) in [
            call_seed(1, Ask::Discard, &swapped, &[], None),
            call_seed(1, Ask::Discard, &h[..12], &[], None),
            call_seed(1, Ask::Discard, &h, &[Meld::peng(t)], None),
            call_seed(1, Ask::Discard, &h, &[], Some(t)),
            call_seed(2, Ask::Discard, &h, &[], None),
        ]
        .into_iter()
        .enumerate()
        {
            assert_ne!(base, other, "{i}");
        }
        // Pinned: a change here changes every seatless answer.
        assert_eq!(call_seed(0, Ask::Discard, &[], &[], None), 17_816_098_779_191_040_497);
    }
}
