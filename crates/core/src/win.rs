//! Win checks and waits (听牌).
//!
//! Both read the per-group tables of `table`: a hand wins on its regular
//! shape when every group is *complete* — exactly `size / 3` sets, plus the
//! pair in the one group whose size is 2 mod 3 — which is one bit per group
//! in the tables' completeness bitsets; a tile completes a ready hand when
//! adding it to its group makes that group complete while the others
//! already are. The other targets (碰碰胡,
//! seven pairs, 将将胡, …) are byte-parallel tests on the counts (see
//! `counts`). A complete hand uses exactly its own tiles, so these checks
//! need none of the copy limits that make `shanten` consult melds.
//!
//! Most random hands fail on the group sizes alone (three groups must be
//! multiples of three), which costs a few instructions and no table load.

use crate::counts::{CountSets, Counts, LANES, kind_order, lane_order};
use crate::error::{Error, Result};
use crate::hand::{Hand, MeldSummary};
use crate::lookup::{ANY_PAIR, Groups, POW5, Tables};
use crate::rules::{RuleSet, SevenPairs, Target};
use crate::shanten::pair_category;
use crate::shanten::{View, target_cost};
use crate::tile::{MASK_258, MASK_ORPHANS, Tile, TileSet};

/// Each group's size mod 3, one byte per group. Sizes are at most 14, so
/// `n * 11 >> 5` is `n / 3` and no byte reaches into its neighbour.
#[inline(always)]
fn sizes_mod_3(groups: &Groups) -> u32 {
    let n = u32::from_le_bytes(groups.sizes);
    let thirds = ((n * 11) >> 5) & 0x0707_0707;
    n - 3 * thirds
}

/// True when group `g` (0–2 suits, 3 honours), whose key is `keys[g]`, is
/// complete with a pair of category `pair` (see
/// [`crate::lookup::GroupTable::complete`]).
#[inline(always)]
fn group_complete(tables: &Tables, keys: &[u32; 4], g: usize, pair: usize) -> bool {
    let table = if g < 3 { &tables.suit } else { &tables.honour };
    table.complete(keys[g] as usize, pair)
}

/// Regular shape complete for a complete-size hand whose group sizes are
/// *shaped* (three multiples of three, see [`shaped`]): three groups are
/// whole sets and the fourth sets and a pair of category `pair`.
#[inline(always)]
fn regular_complete(tables: &Tables, groups: &Groups, pair: usize) -> bool {
    for g in 0..4 {
        if groups.sizes[g] != 0 && !group_complete(tables, &groups.keys, g, pair) {
            return false;
        }
    }
    true
}

/// True when three groups are multiples of three. Every target with a
/// shape needs this, and most random hands fail it, before any load; with a
/// complete-size hand (2 mod 3) the fourth group is then the pair's, and with
/// a `3n+1` hand it is 1 mod 3, which is never complete.
#[inline(always)]
fn shaped(groups: &Groups) -> bool {
    let uneven = (sizes_mod_3(groups) + 0x7f7f_7f7f) & 0x8080_8080;
    one_bit(uneven as u64)
}

/// True when `x` has exactly one bit set.
#[inline(always)]
const fn one_bit(x: u64) -> bool {
    x != 0 && x & (x - 1) == 0
}

/// True when every tile of the hand (melds included) is of one suit, from
/// the concealed group sizes and the melds' groups.
#[inline(always)]
fn one_suit(sizes: &[u8; 4], ms: &MeldSummary) -> bool {
    // The top bit of each non-empty group's byte, and of each group a meld
    // holds (bit g of `ms.groups` moved to bit 8g + 7).
    let g = ms.groups as u32;
    let melds = (g & 1) << 7 | (g & 2) << 14 | (g & 4) << 21 | (g & 8) << 28;
    let held = ((u32::from_le_bytes(*sizes) + 0x7f7f_7f7f) & 0x8080_8080) | melds;
    held & 0x8000_0000 == 0 && held & held.wrapping_sub(1) == 0
}

/// Byte masks over [`Counts::words`]: `0xff` for each kind outside `kinds`.
const fn bytes_outside(kinds: u64) -> [u64; 5] {
    let mut m = [0u64; 5];
    let mut k = 0;
    while k < 34 {
        if kinds >> k & 1 == 0 {
            m[k / 8] |= 0xff << (8 * (k % 8));
        }
        k += 1;
    }
    m
}
/// Bytes of the kinds that are not suited 2, 5 or 8.
const NOT_258: [u64; 5] = bytes_outside(MASK_258);
/// Bytes of the kinds that are not orphans.
const NOT_ORPHANS: [u64; 5] = bytes_outside(MASK_ORPHANS);
/// The 2/5/8 kinds and the orphans in lane order.
const LANES_258: u64 = lane_order(MASK_258);
const LANES_ORPHANS: u64 = lane_order(MASK_ORPHANS);

/// True when no tile lies in the bytes `outside` marks.
#[inline(always)]
fn none_in(w: &[u64; 5], outside: &[u64; 5]) -> bool {
    (0..5).fold(0, |acc, i| acc | (w[i] & outside[i])) == 0
}

/// True when some byte of any word has a bit of `bits` set (bits within a
/// byte: 1, 2, 4 for counts' bits 0, 1, 2).
#[inline(always)]
fn any_bits(w: &[u64; 5], bits: u64) -> bool {
    (w[0] | w[1] | w[2] | w[3] | w[4]) & (LANES * bits) != 0
}

/// Which targets a complete-size hand without wildcards wins by (only the
/// first one found when `FIRST_ONLY`: the win check's early exit). The
/// regular shape is tested only when `regular` (the win check has already
/// tested it).
#[inline(always)]
fn complete_targets<const FIRST_ONLY: bool>(
    hand: &Hand,
    rules: &RuleSet,
    c: &Counts,
    regular: bool,
) -> u8 {
    let ms = hand.meld_summary();
    let tables = Tables::get();
    let groups = hand.groups();
    let sizes = groups.sizes;
    let w = c.words();
    let mut found = 0u8;
    macro_rules! hit {
        ($t:expr) => {{
            found |= 1 << ($t as u8);
            if FIRST_ONLY {
                return found;
            }
        }};
    }
    let pair = pair_category(rules);
    let shaped = shaped(groups);
    if regular && shaped && regular_complete(tables, groups, pair) {
        hit!(TargetBit::Regular);
    }
    if rules.jiangjianghu && ms.all_258 && none_in(&w, &NOT_258) {
        hit!(TargetBit::JiangJiangHu);
    }
    if let Some(kind) = rules.seven_pairs
        && ms.count == 0
    {
        // Counts in bits: 1 = 0b001, 2 = 0b010, 3 = 0b011, 4 = 0b100.
        let ok = match kind {
            // Every count even.
            SevenPairs::FourAsTwoPairs => !any_bits(&w, 0b001),
            // Every count 0 or 2.
            SevenPairs::Distinct => !any_bits(&w, 0b101),
        };
        if ok {
            hit!(TargetBit::SevenPairs);
        }
    }
    // Every count 0, 2 or 3 (no bit 2, and bit 0 only with bit 1), one 2.
    if rules.pengpenghu && ms.chi == 0 && !any_bits(&w, 0b100) {
        let bad = (0..5).fold(0, |acc, i| acc | (w[i] & !(w[i] >> 1)));
        if bad & LANES == 0 && one_bit(CountSets::new(c).exactly(2)) {
            hit!(TargetBit::PengPengHu);
        }
    }
    // 清一色 is the regular shape with any pair, all in one suit. (Under
    // rules whose regular pair is any pair this repeats the regular test;
    // it must still be made: a one-suit hand is not a win by itself.)
    if rules.qingyise
        && one_suit(&sizes, ms)
        && shaped
        && regular_complete(tables, groups, ANY_PAIR)
    {
        hit!(TargetBit::QingYiSe);
    }
    if rules.quanqiuren && ms.exposed == 4 && any_bits(&w, 0b010) {
        hit!(TargetBit::QuanQiuRen);
    }
    if rules.thirteen_orphans
        && rules.honours
        && ms.count == 0
        && none_in(&w, &NOT_ORPHANS)
        && CountSets::new(c).at_least[0] == LANES_ORPHANS
    {
        hit!(TargetBit::ThirteenOrphans);
    }
    found
}

/// Bit positions of [`Target`]s in the masks above.
#[repr(u8)]
enum TargetBit {
    Regular = 0,
    PengPengHu = 1,
    QingYiSe = 2,
    SevenPairs = 3,
    JiangJiangHu = 4,
    QuanQiuRen = 5,
    ThirteenOrphans = 6,
}

/// True when the hand (concealed `3n+2` tiles plus melds) is a win under
/// `rules`. A `3n+1` hand is never a win.
///
/// The shapes alone: a preset's law beyond the shape (the 四川 rules' 缺一门)
/// is [`wins`](crate::wins)'s, which a front end's "does it win" asks.
///
/// ```
/// use majiang_core::{Hand, RuleSet, is_win};
/// let cs = RuleSet::changsha();
/// // Small hand: needs a 2/5/8 pair.
/// assert!(is_win(&Hand::parse("123m456s789p234m55s", "", &cs).unwrap(), &cs));
/// assert!(!is_win(&Hand::parse("123m456s789p234m11s", "", &cs).unwrap(), &cs));
/// // 将将胡: every tile 2/5/8, no shape.
/// assert!(is_win(&Hand::parse("258m258s258p22558m", "", &cs).unwrap(), &cs));
/// ```
#[must_use]
#[inline]
pub fn is_win(hand: &Hand, rules: &RuleSet) -> bool {
    let c = hand.concealed();
    let groups = hand.groups();
    let sizes = groups.sizes;
    if rules.wildcard.is_some_and(|w| c.get(w) > 0) {
        if crate::unlimited::applies(rules) {
            return crate::unlimited::is_win(hand, rules);
        }
        return !winning_targets(hand, rules).is_empty();
    }
    // The regular shape first, inline: it is what most wins are, and most
    // random hands fail it on the group sizes alone, before any load. A
    // `3n+1` hand fails it too (see `shaped`), so the size is checked only
    // on the rare way to the other targets.
    let shaped = shaped(groups);
    if shaped && regular_complete(Tables::get(), groups, pair_category(rules)) {
        return true;
    }
    // The other targets, each behind a necessary condition that is cheap on
    // the words and that a random hand rarely meets. Seven pairs: no odd
    // count; 将将胡: only 2/5/8; thirteen orphans: only orphans. The other
    // shapes (碰碰胡, 清一色, 全求人) also need three groups of whole sets,
    // and 碰碰胡 no single and no four, 清一色 one suit, 全求人 four melds.
    let w = c.words();
    let all = w[0] | w[1] | w[2] | w[3] | w[4];
    let ms = hand.meld_summary();
    let maybe = (rules.seven_pairs.is_some() && all & LANES == 0)
        || (rules.jiangjianghu && none_in(&w, &NOT_258))
        || (rules.thirteen_orphans && none_in(&w, &NOT_ORPHANS))
        || (shaped
            && ((rules.pengpenghu && all & (LANES * 0b100) == 0 && {
                let singles = (0..5).fold(0, |m, i| m | (w[i] & !(w[i] >> 1)));
                singles & LANES == 0
            }) || (rules.qingyise && one_suit(&sizes, ms))
                || (rules.quanqiuren && ms.exposed == 4)));
    maybe && hand.is_complete_size() && other_target(hand, rules)
}

/// The targets other than the regular shape, for a complete-size hand
/// without wildcards; out of line so that [`is_win`] stays small.
#[inline(never)]
fn other_target(hand: &Hand, rules: &RuleSet) -> bool {
    complete_targets::<true>(hand, rules, hand.concealed(), false) != 0
}

/// Every target the complete-size hand wins by (empty when it does not win).
#[must_use]
pub fn winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    if !hand.is_complete_size() {
        return Vec::new();
    }
    if let Some(w) = rules.wildcard.filter(|w| hand.concealed().get(*w) > 0) {
        let _ = w;
        if crate::unlimited::applies(rules) {
            return crate::unlimited::winning_targets(hand, rules);
        }
        let view = View::new(hand, rules);
        return rules
            .targets()
            .filter(|t| target_cost(&view, rules, *t).is_some_and(|c| c <= view.wild))
            .collect();
    }
    let bits = complete_targets::<false>(hand, rules, hand.concealed(), true);
    Target::ALL
        .into_iter()
        .enumerate()
        .filter(|(i, _)| bits >> i & 1 == 1)
        .map(|(_, t)| t)
        .collect()
}

/// The kinds completing the regular shape (sets and any pair) of the `3n+1`
/// concealed counts `c`, as a bit per kind id; a kind already held four
/// times is never listed. The shape alone: no rule set, no copies in melds.
#[must_use]
pub(crate) fn shape_waits(c: &[u8; 34]) -> u64 {
    regular_waits(Tables::get(), c, &Groups::of(c), ANY_PAIR)
}

/// Kinds completing the regular shape, for a `3n+1` concealed hand without
/// wildcards; `pair` is the pair category.
#[inline(always)]
fn regular_waits(tables: &Tables, c: &[u8; 34], groups: &Groups, pair: usize) -> u64 {
    // The new tile goes to the one group of size 1 mod 3 (which then holds
    // the pair), or to one of two groups of size 2 mod 3 (the other holds
    // the pair); any other size pattern waits on nothing. Branch-free up to
    // here: the pattern of a random hand is unpredictable. Sizes mod 3 are
    // 0, 1 or 2, so bit 0 of a group's byte marks 1 and bit 1 marks 2.
    let r = sizes_mod_3(groups);
    let (ones, twos) = (r & 0x0101_0101, r & 0x0202_0202);
    let group = |lanes: u32| lanes.trailing_zeros() as usize / 8;
    if twos == 0 && one_bit(ones as u64) {
        group_waits(tables, c, groups, group(ones), pair)
    } else if ones == 0 && twos != 0 && one_bit((twos & (twos - 1)) as u64) {
        let (g, h) = (group(twos), group(twos & (twos - 1)));
        group_waits(tables, c, groups, g, pair) | group_waits(tables, c, groups, h, pair)
    } else {
        0
    }
}

/// The kinds that complete the hand by going to group `g` while every other
/// non-empty group is already complete. Completeness follows the size class,
/// so the same question (pair category `pair`) serves the groups of whole
/// sets, the group holding the pair, and group `g` with the new tile.
#[inline(always)]
fn group_waits(tables: &Tables, c: &[u8; 34], groups: &Groups, g: usize, pair: usize) -> u64 {
    for h in 0..4 {
        if h != g && groups.sizes[h] != 0 && !group_complete(tables, &groups.keys, h, pair) {
            return 0;
        }
    }
    group_completions(tables, c, groups.keys[g] as usize, g, pair)
}

/// The kinds of group `g` (0–2 suits, 3 honours) that, added to the group
/// whose key is `key`, make it complete for its size class (pair category
/// `pair`), as a bit per kind id; a kind `c` holds four times is never
/// listed.
#[inline(always)]
pub(crate) fn group_completions(
    tables: &Tables,
    c: &[u8; 34],
    key: usize,
    g: usize,
    pair: usize,
) -> u64 {
    let (table, offset, ranks) =
        if g < 3 { (&tables.suit, g * 9, 9) } else { (&tables.honour, 27, 7) };
    let mut out = 0u64;
    for r in 0..ranks {
        // One bit per rank: the group with one more tile of that rank.
        if c[offset + r] < 4 && table.complete(key + POW5[r], pair) {
            out |= 1 << (offset + r);
        }
    }
    out
}

/// The kinds that complete a `3n+1` hand under `rules`. A kind whose four
/// copies are all in the hand and melds is not a wait.
///
/// **The wildcard kind is listed** when drawing it wins (and a copy is
/// left): drawn, it stands for any natural wait, so under rules with a
/// wildcard it completes every ready hand; under 红中麻将
/// ([`WildcardReach::Unlimited`](crate::WildcardReach::Unlimited)) some hands
/// are ready on 中 alone (`1111m` + three sets: a fifth `1m` does not exist,
/// a 中 stands for it). So `waits` is non-empty exactly when shanten is 0.
///
/// ```
/// use majiang_core::{Hand, RuleSet, waits};
/// let cs = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p2345m", "", &cs).unwrap();
/// // 2345m waits on 2m and 5m (pair 5m / 2m); a small hand needs a 2/5/8 pair.
/// assert_eq!(waits(&h, &cs).unwrap().to_string(), "25m");
/// ```
pub fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
    let concealed = hand.concealed();
    let c = &concealed.0;
    let groups = hand.groups();
    let sizes = groups.sizes;
    let tiles = sizes.iter().map(|&n| n as usize).sum();
    if tiles != 3 * hand.sets_needed() + 1 {
        return Err(Error::WrongHandSize { what: "waits", expected: "3n+1", got: tiles });
    }
    let ms = hand.meld_summary();
    let unlimited = crate::unlimited::applies(rules);
    if rules.wildcard.is_some_and(|w| concealed.get(w) > 0) {
        return Ok(if unlimited {
            crate::unlimited::waits(hand, rules)
        } else {
            wildcard_waits(hand, rules)
        });
    }
    let tables = Tables::get();
    let pair = pair_category(rules);
    let mut out = regular_waits(tables, c, groups, pair);
    if pair != ANY_PAIR
        && ((rules.qingyise && one_suit(&sizes, ms)) || (rules.quanqiuren && ms.exposed == 4))
    {
        let w = regular_waits(tables, c, groups, ANY_PAIR);
        if rules.quanqiuren && ms.exposed == 4 {
            out |= w;
        } else {
            // 清一色: the new tile must keep the hand in its one suit.
            let suit = (0..3).find(|&s| sizes[s] > 0 || ms.groups & (1 << s) != 0).unwrap_or(0);
            out |= w & (0x1ff << (suit * 9));
        }
    }
    // The count-level shapes. Each needs something a random hand rarely
    // has, tested first on the words: 碰碰胡 at most one single, seven pairs
    // one odd count, 将将胡 only 2/5/8, orphans only orphans.
    let w = concealed.words();
    let pengpeng = rules.pengpenghu && ms.chi == 0 && {
        let singles = (0..5).fold(0, |m, i| m | (w[i] & !(w[i] >> 1) & LANES) << i);
        singles & singles.wrapping_sub(1) == 0
    };
    let seven = rules.seven_pairs.is_some() && ms.count == 0 && {
        let odd = (0..5).fold(0, |m, i| m | (w[i] & LANES) << i);
        one_bit(odd)
    };
    let jiang = rules.jiangjianghu && ms.all_258 && none_in(&w, &NOT_258);
    let orphans =
        rules.thirteen_orphans && rules.honours && ms.count == 0 && none_in(&w, &NOT_ORPHANS);
    if pengpeng || seven || jiang || orphans {
        out |= count_level_waits(concealed, rules, pengpeng, seven, jiang, orphans);
    }
    if out == 0 {
        return Ok(TileSet(if unlimited { fifth_copy_wait(hand, rules) } else { 0 }));
    }
    // A kind whose four copies are all held is no wait (without melds only
    // the concealed tiles can hold them).
    if ms.count != 0 {
        out &= !kind_order(CountSets::new(&hand.all_tiles()).at_least[3]);
    } else if any_bits(&w, 0b100) {
        out &= !kind_order(CountSets::new(concealed).at_least[3]);
    }
    let in_play = if rules.honours { (1u64 << 34) - 1 } else { (1u64 << 27) - 1 };
    let mut out = out & in_play;
    // No wildcard in hand, but the rules have one: drawn, it stands for any
    // natural wait, so it completes every ready hand (the tests' reference
    // found it missing here).
    if let Some(wild) = rules.wildcard
        && out != 0
        && hand.all_tiles().get(wild) < 4.min(rules.wildcard_copies())
    {
        out |= 1 << wild.id();
    }
    Ok(TileSet(if out == 0 && unlimited { fifth_copy_wait(hand, rules) } else { out }))
}

/// The wildcard kind, as a wait set, when a hand holding none is ready on
/// it alone: a wildcard without copy limit (红中) may be a fifth copy of a
/// kind whose four are all held (`1111m` and three sets; `12m` beside a
/// kong of `3m`), which no natural draw can be. Empty otherwise.
#[cold]
fn fifth_copy_wait(hand: &Hand, rules: &RuleSet) -> u64 {
    // Only under a wildcard without copy limit (the callers check).
    let Some(wild) = rules.wildcard else { return 0 };
    let all = hand.all_tiles();
    let held_out = Tile::all().any(|t| all.get(t) >= 4);
    if !held_out || all.get(wild) >= 4.min(rules.wildcard_copies()) {
        return 0;
    }
    let mut h = *hand;
    h.push_unchecked(wild);
    if crate::unlimited::is_win(&h, rules) { 1 << wild.id() } else { 0 }
}

/// Waits of a hand holding wildcards: add each kind and check (not on the
/// table fast path).
#[cold]
fn wildcard_waits(hand: &Hand, rules: &RuleSet) -> TileSet {
    let exhausted = kind_order(CountSets::new(&hand.all_tiles()).at_least[3]);
    let mut out = 0u64;
    let mut h = *hand;
    for t in Tile::all().take(rules.kinds()) {
        if exhausted >> t.id() & 1 == 1 {
            continue;
        }
        h.push_unchecked(t);
        if is_win(&h, rules) {
            out |= 1 << t.id();
        }
        h.pop_unchecked(t);
    }
    TileSet(out)
}

/// Waits of the count-level shapes whose cheap precondition held (the flags
/// say which), as a kind mask.
#[inline(never)]
fn count_level_waits(
    concealed: &Counts,
    rules: &RuleSet,
    pengpeng: bool,
    seven: bool,
    jiang: bool,
    orphans: bool,
) -> u64 {
    // Lane-order sets (see `counts`); only the answer is turned into kinds.
    let cs = CountSets::new(concealed);
    let mut lanes = 0u64;
    if pengpeng && cs.at_least[3] == 0 {
        let (singles, pairs) = (cs.exactly(1), cs.exactly(2));
        if singles == 0 && pairs != 0 && one_bit(pairs & (pairs - 1)) {
            lanes |= pairs;
        } else if pairs == 0 && one_bit(singles) {
            lanes |= singles;
        }
    }
    if seven {
        let odd = cs.odd();
        if one_bit(odd)
            && (rules.seven_pairs == Some(SevenPairs::FourAsTwoPairs) || cs.at_least[2] == 0)
        {
            lanes |= odd;
        }
    }
    if jiang {
        lanes |= LANES_258;
    }
    if orphans {
        let held = cs.at_least[0];
        match (held.count_ones(), cs.at_least[1] != 0) {
            (13, false) => lanes |= LANES_ORPHANS,
            (12, true) if one_bit(cs.at_least[1]) => lanes |= LANES_ORPHANS & !held,
            _ => {}
        }
    }
    kind_order(lanes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 红中 wildcard's copies left are the copies not in the hand, with
    /// or without an unseen count (which covers the kinds in play only).
    #[test]
    fn the_wildcard_has_its_own_copies_left() {
        let hz = RuleSet::hongzhong();
        let h = Hand::parse("123m456m789m234p5z", "", &hz).expect("hand");
        let unseen = crate::expert::Expert::unseen_from_hand(&h, &hz);
        for given in [None, Some(&unseen)] {
            let w = crate::family::waits_with_counts(&h, &hz, given).expect("waits");
            assert!(w.contains(&(Tile::RED_DRAGON, 3)), "{w:?}");
        }
    }

    /// 清一色 needs the shape: under rules whose regular pair is any pair, a
    /// one-suit hand that is no regular shape is no 清一色 either.
    #[test]
    fn qingyise_needs_the_shape_under_any_pair_rules() {
        let mut rules = RuleSet::standard();
        rules.qingyise = true;
        let loose = Hand::parse("13579m13579m2468m", "", &rules).expect("hand");
        assert!(!is_win(&loose, &rules));
        assert!(winning_targets(&loose, &rules).is_empty());
        let win = Hand::parse("11123455678999m", "", &rules).expect("hand");
        assert_eq!(winning_targets(&win, &rules), vec![Target::Regular, Target::QingYiSe]);
    }
}
