//! Tile efficiency (牌效): which draws bring a hand closer to winning, and
//! which discard keeps the most of them. Shared by the AIs, the hint list
//! and `majiang analyze`.
//!
//! An *effective draw* (进张) of a `3n+1` hand is a kind whose draw lowers its
//! shanten. Its copies left are those the player cannot see: without an
//! `unseen` count, every copy not in their own hand and melds (for a discard
//! choice, the hand *before* the discard: the discarded tile lies face up);
//! with one, the smaller of that and the copies not in their own tiles, so
//! the caller may pass either what is left in the wall and other hands or
//! only what is missing from the discards and melds. A kind whose four
//! copies the player holds cannot be drawn and is never listed.
//!
//! Cost: one shanten per kind in play per discard (at most 14 × 34 table
//! evaluations), no allocation besides the returned list. The hands of one
//! question share their melds, so the entries of suits beside melds are
//! remembered across its shanten calls (`SuitMemo`).

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::shanten::{SuitMemo, shanten_with};
use crate::tile::{Tile, TileSet};

/// The effective draws of a `3n+1` hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Draws {
    /// Kinds whose draw lowers the shanten.
    pub kinds: TileSet,
    /// Copies left of each of those kinds (0 for every other kind).
    pub left: Counts,
    /// Copies left in all: the sum of `left`.
    pub total: u32,
}

impl Draws {
    /// Each effective kind with its copies left, in tile order.
    pub fn iter(&self) -> impl Iterator<Item = (Tile, u8)> + '_ {
        self.kinds.iter().map(|t| (t, self.left.get(t)))
    }
}

/// One possible discard of a `3n+2` hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DiscardOption {
    /// The tile discarded.
    pub discard: Tile,
    /// Shanten of the hand after the discard (0: ready).
    pub shanten: i8,
    /// The effective draws after the discard (the waits when ready).
    pub draws: Draws,
}

/// The draws that lower the shanten of a `3n+1` hand, with copies left (see
/// the module documentation for how copies are counted).
///
/// ```
/// use majiang_core::{Hand, RuleSet, effective_draws};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p2345m", "", &rules)?;
/// let d = effective_draws(&h, &rules, None)?;
/// assert_eq!(d.kinds.to_string(), "25m");
/// assert_eq!(d.total, 5); // two 2m (one is in 123m) and three 5m left
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn effective_draws(hand: &Hand, rules: &RuleSet, unseen: Option<&Counts>) -> Result<Draws> {
    let tiles = hand.concealed().total();
    if tiles != 3 * hand.sets_needed() + 1 {
        return Err(Error::WrongHandSize { what: "effective draws", expected: "3n+1", got: tiles });
    }
    check_sichuan(hand, rules)?;
    let mut memo = SuitMemo::new();
    let base = rules_shanten(hand, rules, &mut memo);
    Ok(draws_of(hand, rules, &hand.all_tiles(), base, unseen, &mut memo))
}

/// The shanten the rules mean: every winning shape, and under the 四川
/// rules the tiles of a suit still to clear (缺一门,
/// [`crate::sichuan::shanten`]; `i8::MAX` when no suit can be cleared).
fn rules_shanten(hand: &Hand, rules: &RuleSet, memo: &mut SuitMemo) -> i8 {
    // Only a family whose players clear a suit (四川's 定缺) has more law than
    // the shape: then the family's shanten, else the memoised shape's.
    if rules.declares_void() {
        crate::family::shanten(hand, rules).ok().flatten().unwrap_or(i8::MAX)
    } else {
        shanten_with(hand, rules, Some(memo))
    }
}

/// Under the 四川 rules, the errors of [`crate::sichuan::shanten`] (a 吃
/// meld, a wildcard), once for the hand.
fn check_sichuan(hand: &Hand, rules: &RuleSet) -> Result<()> {
    if rules.declares_void() {
        crate::family::shanten(hand, rules)?;
    }
    Ok(())
}

/// `hand` is `3n+1` with shanten `base`; `own` is every tile the player has
/// held (hand, melds and the tile just discarded); `memo` serves every hand
/// with the same melds.
fn draws_of(
    hand: &Hand,
    rules: &RuleSet,
    own: &Counts,
    base: i8,
    unseen: Option<&Counts>,
    memo: &mut SuitMemo,
) -> Draws {
    let mut out = Draws::default();
    let mut h = *hand;
    // A wildcard outside the kinds in play (红中) is drawn like any tile.
    let outside = rules.wildcard.filter(|w| w.index() >= rules.kinds());
    for t in Tile::all().take(rules.kinds()).chain(outside) {
        let copies = if Some(t) == outside { rules.wildcard_copies() } else { 4 };
        let possible = copies - own.get(t).min(copies);
        if possible == 0 {
            continue;
        }
        h.push_unchecked(t);
        let better = rules_shanten(&h, rules, memo) < base;
        h.pop_unchecked(t);
        if better {
            let left = unseen.map_or(possible, |u| u.get(t).min(possible));
            out.kinds.insert(t);
            out.left.0[t.index()] = left;
            out.total += u32::from(left);
        }
    }
    out
}

/// Every distinct discard of a `3n+2` hand, best first: lowest shanten
/// after the discard, then most effective draws (copies left), then lowest
/// tile id (so the order is stable). `unseen` as for [`effective_draws`].
/// Under the 四川 rules the shanten (here and in [`effective_draws`]) is
/// the rules' (缺一门: the tiles of a suit still to clear count; a hand
/// holding all three suits is never ready; `i8::MAX` when the melds hold
/// all three), and an effective draw one that lowers it.
///
/// ```
/// use majiang_core::{Hand, RuleSet, discard_options};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p2345m9s", "", &rules)?;
/// let best = &discard_options(&h, &rules, None)?[0];
/// assert_eq!(best.discard.to_string(), "9s");
/// assert_eq!((best.shanten, best.draws.total), (0, 5));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn discard_options(
    hand: &Hand,
    rules: &RuleSet,
    unseen: Option<&Counts>,
) -> Result<Vec<DiscardOption>> {
    let tiles = hand.concealed().total();
    if !hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "choosing a discard",
            expected: "3n+2",
            got: tiles,
        });
    }
    check_sichuan(hand, rules)?;
    let own = hand.all_tiles();
    // One memo for every discard and draw: they keep the hand's melds.
    let mut memo = SuitMemo::new();
    let mut out: Vec<DiscardOption> = hand
        .concealed()
        .kinds()
        // A wildcard outside the kinds in play (红中) is never discarded.
        .filter(|t| t.index() < rules.kinds())
        .map(|discard| {
            let mut h = *hand;
            h.pop_unchecked(discard);
            let s = rules_shanten(&h, rules, &mut memo);
            let draws = draws_of(&h, rules, &own, s, unseen, &mut memo);
            DiscardOption { discard, shanten: s, draws }
        })
        .collect();
    out.sort_by_key(|o| (o.shanten, std::cmp::Reverse(o.draws.total), o.discard));
    Ok(out)
}
