//! A4: the per-suit table AI of seed `003` (esrrhs/majiang_algorithm,
//! "麻将AI"), re-implemented from its description, flaws included.
//!
//! # The idea
//! Every group of kinds (a suit; with honours also the winds and the
//! dragons) is looked up by its count vector in a precomputed table holding
//! two "win probabilities" (胜率): the group *without* the pair (无将) and
//! *with* it (有将). A hand's score is the largest sum over the groups with
//! exactly one group holding the pair; a ready hand instead scores 10 per
//! waiting kind. The AI discards the tile whose removal scores highest and
//! claims (吃/碰/杠) when the score after the claim is not lower than before.
//!
//! # The table ("表生成")
//! For a group key (0–4 copies of each of N ranks, at most 14 tiles) and a
//! number `n` = 0…5 of extra tiles, let `valid_n` be the number of multisets
//! of `n` tiles of the group that keep every rank at four or fewer, and call
//! the group *complete* when it splits into runs and triplets (sets only) or
//! into sets and one pair. Then
//! - with the pair: 1 if the key itself is complete with a pair; otherwise
//!   `Σ_n baseP · (number of distinct pair ranks j such that some valid
//!   n-tile addition completes the key with pair j) / valid_n`;
//! - without the pair: the same with "complete with sets only", each level
//!   counting once.
//!
//! `baseP` is the share of the 136-tile set the group's kinds make up:
//! 36/136 for a suit, 16/136 for the winds, 12/136 for the dragons (the
//! article: "胜率为1/9*摸条的概率"). The values reproduce the article's
//! example (`1万2万5万5万`: 无将 0.006099681251811069, 有将 0.03433398152649489),
//! which a test checks. As the seed's maintainer says, the value is not a
//! probability: levels are summed, each distinct pair counted once per level
//! however many additions reach it, and suits are added, not multiplied.
//!
//! Build: instead of trying every addition (the original enumerates them in a
//! multi-minute offline job), a dynamic programme over keys: level 0 marks
//! every complete vector (generated from the sets, ≤ 18 tiles), and level
//! `n` of a key is the union of level `n − 1` over the keys one tile larger.
//! Each key carries a 10-bit mask (sets only; pair at rank j), so the five
//! levels cost five passes over the 5⁹ keys. Built once per process behind a
//! `OnceLock` (a fraction of a second in release); the distinct value pairs
//! are few, so a key maps to a `u16` class.
//!
//! # Flaws kept
//! - No 2-5-8 rule and no big-hand targets in the table: any pair will do.
//! - Blind to the table: discards and melds of the others change nothing
//!   ("不会去参考当前桌子剩余的牌").
//! - Waits are counted as kinds (10 each), not weighted by copies left.
//! - A claim compares the score of the hand before (13 tiles: often a
//!   ready-hand score) with the table score after taking the meld's tiles
//!   out, before the discard that follows.
//!
//! # Choices the description leaves open
//! - **Groups.** Without honours in play (Changsha) only the three suits are
//!   summed; the article's empty wind and dragon groups would add a constant
//!   and offer a pair "in" a group that has no tiles.
//! - **Ready test** ("打出能听牌"): the project's Changsha waits under the
//!   table's rules, as for the other anchors.
//! - **Discard order**: kinds in id order, the first strictly greatest score.
//! - **Claims** (the library's `gangAI`/`pengAI`/`chiAI` with `award` 0): on a
//!   discard, 杠 if its score is not lower than passing, else 碰 likewise, else
//!   the 吃 whose score is highest (lowest run first on a tie) if not lower.
//!   In its own turn a concealed or added kong likewise (score of the hand
//!   after laying the kong vs before). Kongs are always 补张 (the seed knows
//!   no 开杠).
//! - Always wins when it can, always takes the last tile. No randomness.

use majiang_core::ai::Agent;
use majiang_core::counts::Counts;
use majiang_core::game::{Action, Observation, Offer, Phase};
use majiang_core::hand::Hand;
use majiang_core::meld::{Meld, MeldKind};
use majiang_core::rules::RuleSet;
use majiang_core::tile::Tile;
use majiang_core::win::waits;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Extra-tile levels of the table (the original's `LEVEL`).
const LEVELS: usize = 5;

/// Most tiles a key of the table holds.
const MAX_KEY_TILES: usize = 14;

/// One group's table: base-5 key → class → (without pair, with pair).
struct GroupValues {
    ranks: usize,
    index: Box<[u16]>,
    classes: Box<[[f64; 2]]>,
}

impl GroupValues {
    /// The two values of the group with these counts (ranks in order).
    #[inline]
    fn get(&self, counts: &[u8]) -> [f64; 2] {
        let mut key = 0usize;
        for &c in counts[..self.ranks].iter().rev() {
            key = key * 5 + c as usize;
        }
        self.classes[self.index[key] as usize]
    }
}

/// The suit, wind and dragon tables.
struct Tables {
    suit: GroupValues,
    winds: GroupValues,
    dragons: GroupValues,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        suit: build(9, true, 36.0 / 136.0),
        winds: build(4, false, 16.0 / 136.0),
        dragons: build(3, false, 12.0 / 136.0),
    })
}

/// Builds the table of a group of `ranks` kinds (see the module
/// documentation).
fn build(ranks: usize, runs: bool, base_p: f64) -> GroupValues {
    let size = 5usize.pow(ranks as u32);
    let pow: Vec<usize> = (0..ranks).map(|r| 5usize.pow(r as u32)).collect();
    // Level 0: bit 0 = sets only, bit 1 + j = sets and a pair of rank j.
    let mut level = vec![0u16; size];
    let mut sets: Vec<[usize; 3]> = (0..ranks).map(|r| [r; 3]).collect();
    if runs {
        sets.extend((0..ranks.saturating_sub(2)).map(|r| [r, r + 1, r + 2]));
    }
    let mut counts = [0u8; 9];
    mark_complete(&sets, 0, 0, &mut counts[..ranks], &pow, &mut level);
    let complete0 = level.clone();

    let mut acc = vec![[0f64; 2]; size];
    let mut next = vec![0u16; size];
    for n in 1..=LEVELS {
        for (key, slot) in next.iter_mut().enumerate() {
            let mut bits = 0u16;
            let mut k = key;
            for &p in &pow {
                if k % 5 < 4 {
                    bits |= level[key + p];
                }
                k /= 5;
            }
            *slot = bits;
        }
        std::mem::swap(&mut level, &mut next);
        let mut digits = [0u8; 9];
        for key in 0..size {
            if key > 0 {
                // Odometer: the digits of `key` from those of `key - 1`.
                for d in digits.iter_mut() {
                    if *d < 4 {
                        *d += 1;
                        break;
                    }
                    *d = 0;
                }
            }
            let bits = level[key];
            let tiles: usize = digits.iter().map(|&d| d as usize).sum();
            if bits == 0 || tiles > MAX_KEY_TILES {
                continue;
            }
            let share = base_p / additions(&digits[..ranks], n) as f64;
            if complete0[key] & 1 == 0 {
                acc[key][0] += f64::from(bits & 1) * share;
            }
            if complete0[key] >> 1 == 0 {
                acc[key][1] += f64::from((bits >> 1).count_ones()) * share;
            }
        }
    }
    let mut class_of: HashMap<[u64; 2], u16> = HashMap::new();
    let mut classes: Vec<[f64; 2]> = Vec::new();
    let mut index = vec![0u16; size];
    for key in 0..size {
        let mut v = acc[key];
        if complete0[key] & 1 != 0 {
            v[0] = 1.0;
        }
        if complete0[key] >> 1 != 0 {
            v[1] = 1.0;
        }
        index[key] = *class_of.entry([v[0].to_bits(), v[1].to_bits()]).or_insert_with(|| {
            classes.push(v);
            u16::try_from(classes.len() - 1).expect("fewer than 65,536 distinct value pairs")
        });
    }
    GroupValues { ranks, index: index.into(), classes: classes.into() }
}

/// Marks every complete vector reachable from `counts` by adding sets of
/// index `from..` (and at most one pair). Keys hold at most 14 tiles and the
/// levels add at most 5, so vectors of up to 19 tiles matter: 6 sets, or 5
/// sets and a pair.
fn mark_complete(
    sets: &[[usize; 3]],
    from: usize,
    made: usize,
    counts: &mut [u8],
    pow: &[usize],
    level: &mut [u16],
) {
    let key: usize = counts.iter().zip(pow).map(|(&c, &p)| c as usize * p).sum();
    level[key] |= 1;
    if made <= 5 {
        for j in 0..counts.len() {
            if counts[j] <= 2 {
                level[key + 2 * pow[j]] |= 2 << j;
            }
        }
    }
    if made == 6 {
        return;
    }
    for (s, set) in sets.iter().enumerate().skip(from) {
        for &r in set {
            counts[r] += 1;
        }
        if set.iter().all(|&r| counts[r] <= 4) {
            mark_complete(sets, s, made + 1, counts, pow, level);
        }
        for &r in set {
            counts[r] -= 1;
        }
    }
}

/// Multisets of `n` tiles of the group that keep every rank at four or
/// fewer on top of `digits` (the original's `valid`).
fn additions(digits: &[u8], n: usize) -> u64 {
    let mut poly = [0u64; LEVELS + 1];
    poly[0] = 1;
    for &d in digits {
        let room = 4 - d as usize;
        let mut next = [0u64; LEVELS + 1];
        for (deg, slot) in next.iter_mut().enumerate() {
            *slot = (0..=room.min(deg)).map(|e| poly[deg - e]).sum();
        }
        poly = next;
    }
    poly[n]
}

/// The article's two values of one suit key (counts of ranks 1–9): without
/// and with the pair.
///
/// ```
/// use majiang_arena::anchors::table_ai::suit_values;
/// // The article's example, 1万2万5万5万.
/// let [none, pair] = suit_values(&[1, 1, 0, 0, 2, 0, 0, 0, 0]);
/// assert!((none - 0.006099681251811069).abs() < 1e-15);
/// assert!((pair - 0.03433398152649489).abs() < 1e-15);
/// ```
#[must_use]
pub fn suit_values(ranks: &[u8; 9]) -> [f64; 2] {
    tables().suit.get(ranks)
}

/// The table score of concealed tiles: the largest sum of group values with
/// exactly one group holding the pair (winds and dragons only when
/// `honours`).
#[must_use]
pub fn table_score(counts: &Counts, honours: bool) -> f64 {
    let t = tables();
    let c = counts.as_array();
    let mut groups = [[0f64; 2]; 5];
    groups[0] = t.suit.get(&c[0..9]);
    groups[1] = t.suit.get(&c[9..18]);
    groups[2] = t.suit.get(&c[18..27]);
    let n = if honours {
        groups[3] = t.winds.get(&c[27..31]);
        groups[4] = t.dragons.get(&c[31..34]);
        5
    } else {
        3
    };
    let none: f64 = groups[..n].iter().map(|g| g[0]).sum();
    groups[..n].iter().map(|g| none - g[0] + g[1]).fold(f64::NEG_INFINITY, f64::max)
}

/// The AI's score of a hand (the library's `calc`): 10 per waiting kind
/// when the hand is ready (`3n+1` tiles with waits), else [`table_score`].
#[must_use]
pub fn score(hand: &Hand, rules: &RuleSet) -> f64 {
    let c = hand.concealed();
    if c.total() == 3 * hand.sets_needed() + 1
        && let Ok(w) = waits(hand, rules)
        && !w.is_empty()
    {
        return 10.0 * w.len() as f64;
    }
    table_score(c, rules.honours)
}

/// The library's `outAI`: the kind whose discard leaves the highest
/// [`score`], the lowest kind on a tie. `hand` is a `3n+2` hand.
#[must_use]
pub fn choose_discard(hand: &Hand, rules: &RuleSet) -> Option<Tile> {
    let mut best: Option<(f64, Tile)> = None;
    // A wildcard (红中) is never discarded: never a candidate.
    for t in hand.concealed().kinds().filter(|&t| Some(t) != rules.wildcard) {
        let mut h = *hand;
        h.pop_unchecked(t);
        let s = score(&h, rules);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, t));
        }
    }
    best.map(|(_, t)| t)
}

/// `hand` after taking the tiles `take` out of the concealed part and
/// laying `meld`.
fn after_meld(hand: &Hand, take: &[Tile], meld: Meld) -> Hand {
    let mut h = *hand;
    for &t in take {
        h.pop_unchecked(t);
    }
    h.push_meld_unchecked(meld);
    h
}

/// A4 at the table. See the module documentation.
///
/// ```
/// use majiang_arena::anchors::table_ai::TableAgent;
/// use majiang_core::{RuleSet, ai::Agent, game::play_hand};
/// let (mut a, mut b, mut c, mut d) = (TableAgent, TableAgent, TableAgent, TableAgent);
/// let mut agents: [&mut dyn Agent; 4] = [&mut a, &mut b, &mut c, &mut d];
/// let result = play_hand(&RuleSet::eval_v1(), 3, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct TableAgent;

impl TableAgent {
    fn claim(obs: &Observation<'_>, t: Tile) -> Action {
        let rules = obs.rules;
        let hand = &obs.hand;
        let before = score(hand, rules);
        if obs.is_legal(Action::Gang)
            && score(&after_meld(hand, &[t, t, t], Meld::gang(t)), rules) >= before
        {
            return Action::Gang;
        }
        if obs.is_legal(Action::Peng)
            && score(&after_meld(hand, &[t, t], Meld::peng(t)), rules) >= before
        {
            return Action::Peng;
        }
        let mut best: Option<(f64, Action)> = None;
        for &a in obs.legal {
            if let Action::Chi(low) = a {
                let take: Vec<Tile> =
                    (0..3).map(|i| crate::kind(low.index() + i)).filter(|&x| x != t).collect();
                let meld = Meld::new(MeldKind::Chi, low).expect("legal runs are valid");
                let s = score(&after_meld(hand, &take, meld), rules);
                if best.is_none_or(|(b, _)| s > b) {
                    best = Some((s, a));
                }
            }
        }
        match best {
            Some((s, a)) if s >= before => a,
            _ => Action::Pass,
        }
    }

    fn turn(obs: &Observation<'_>) -> Action {
        let rules = obs.rules;
        let hand = &obs.hand;
        let before = table_score(hand.concealed(), rules.honours);
        for &a in obs.legal {
            let after = match a {
                Action::AnGang(t) => after_meld(hand, &[t, t, t, t], Meld::an_gang(t)),
                Action::BuGang(t) => {
                    let mut h = *hand;
                    h.pop_unchecked(t);
                    h.upgrade_peng_unchecked(t);
                    h
                }
                _ => continue,
            };
            if score(&after, rules) >= before {
                return a;
            }
        }
        let choice = choose_discard(hand, rules).map_or(obs.legal[0], Action::Discard);
        majiang_core::ai::legal_or_discard(obs, choice)
    }
}

impl Agent for TableAgent {
    fn name(&self) -> &str {
        "A4-table"
    }

    fn answers_setup(&self) -> bool {
        // 四川's 换三张 and 定缺: the driver answers them with the anchors'
        // documented default policy (majiang_core::game::ask).
        false
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return Action::Hu;
        }
        match obs.phase {
            Phase::HaidiOffer { .. } => Action::TakeHaidi,
            Phase::Turn { .. } if obs.frozen => obs.legal[0],
            Phase::Turn { .. } => TableAgent::turn(obs),
            Phase::Claim { offer: Offer::Discard(t), .. } => TableAgent::claim(obs, t),
            _ => Action::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranks(s: &str) -> [u8; 9] {
        let mut out = [0u8; 9];
        for ch in s.chars() {
            out[ch.to_digit(10).unwrap() as usize - 1] += 1;
        }
        out
    }

    /// The original's definition, by brute force: try every addition.
    fn brute(key: &[u8; 9]) -> [f64; 2] {
        /// Pushes the pair rank (or -1 for sets only) of every way `c`
        /// splits into sets and at most one pair.
        fn complete(c: &mut [u8; 9], pair: Option<usize>, found: &mut Vec<i32>) {
            let Some(i) = c.iter().position(|&n| n > 0) else {
                found.push(pair.map_or(-1, |j| j as i32));
                return;
            };
            if c[i] >= 3 {
                c[i] -= 3;
                complete(c, pair, found);
                c[i] += 3;
            }
            if i <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
                c[i] -= 1;
                c[i + 1] -= 1;
                c[i + 2] -= 1;
                complete(c, pair, found);
                c[i] += 1;
                c[i + 1] += 1;
                c[i + 2] += 1;
            }
            if pair.is_none() && c[i] >= 2 {
                c[i] -= 2;
                complete(c, Some(i), found);
                c[i] += 2;
            }
        }
        fn additions_of(n: usize, from: usize, cur: &mut [u8; 9], out: &mut Vec<[u8; 9]>) {
            if n == 0 {
                out.push(*cur);
                return;
            }
            for r in from..9 {
                cur[r] += 1;
                additions_of(n - 1, r, cur, out);
                cur[r] -= 1;
            }
        }
        let mut v = [0f64; 2];
        let base = 36.0 / 136.0;
        for n in 0..=LEVELS {
            let mut adds = Vec::new();
            additions_of(n, 0, &mut [0; 9], &mut adds);
            let mut valid = 0;
            let mut none = false;
            let mut pairs = std::collections::BTreeSet::new();
            for a in adds {
                let mut c = *key;
                for r in 0..9 {
                    c[r] += a[r];
                }
                if c.iter().any(|&x| x > 4) {
                    continue;
                }
                valid += 1;
                let mut found = Vec::new();
                complete(&mut c, None, &mut found);
                for f in found {
                    if f == -1 {
                        none = true;
                    } else {
                        pairs.insert(f);
                    }
                }
            }
            if n == 0 {
                if none {
                    v[0] = 1.0;
                }
                if !pairs.is_empty() {
                    v[1] = 1.0;
                }
                continue;
            }
            if v[0] != 1.0 && none {
                v[0] += base / f64::from(valid);
            }
            if v[1] != 1.0 {
                v[1] += pairs.len() as f64 * base / f64::from(valid);
            }
        }
        v
    }

    #[test]
    fn the_article_example() {
        let [none, pair] = suit_values(&ranks("1255"));
        assert!((none - 0.006099681251811069).abs() < 1e-15, "{none}");
        assert!((pair - 0.03433398152649489).abs() < 1e-15, "{pair}");
        // An empty suit is complete without a pair; with one it needs two
        // tiles (nine pair ranks of 45 additions) or five (a set and any of
        // the nine pairs, of 1,278 additions): the article's "0.05".
        let [none, pair] = suit_values(&[0; 9]);
        assert_eq!(none, 1.0);
        let base = 36.0 / 136.0;
        assert!((pair - (9.0 * base / 45.0 + 9.0 * base / 1278.0)).abs() < 1e-15, "{pair}");
        assert_eq!(suit_values(&ranks("22")), [suit_values(&ranks("22"))[0], 1.0]);
    }

    #[test]
    fn the_table_matches_the_definition_by_brute_force() {
        let mut rng = majiang_core::rng::seeded(3);
        for _ in 0..150 {
            let n = majiang_core::rng::below(&mut rng, 12) as usize;
            let mut key = [0u8; 9];
            let mut placed = 0;
            while placed < n {
                let r = majiang_core::rng::below(&mut rng, 9) as usize;
                if key[r] < 4 {
                    key[r] += 1;
                    placed += 1;
                }
            }
            let got = suit_values(&key);
            let want = brute(&key);
            for i in 0..2 {
                assert!((got[i] - want[i]).abs() < 1e-12, "{key:?}: {got:?} vs {want:?}");
            }
        }
    }

    #[test]
    fn the_article_discards() {
        let rules = RuleSet::changsha();
        let pick = |h: &str| {
            let hand = Hand::parse(h, "", &rules).unwrap();
            choose_discard(&hand, &rules).unwrap().to_string()
        };
        // The lone 9p goes: the rest is a complete 万 suit, the 1p pair and
        // a two-sided 23s.
        assert_eq!(pick("123456789m11p23s9p"), "9p");
        // A ready discard beats any table score.
        assert_eq!(pick("123m456s789p2345m9s"), "9s");
    }

    #[test]
    fn claims_when_not_worse() {
        use majiang_core::game::Game;
        // Over real games, every claim A4 makes scores at least as much as
        // passing.
        let rules = RuleSet::eval_v1();
        let mut claims = 0;
        for seed in 0..40 {
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            let mut agent = TableAgent;
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = agent.decide(&obs);
                if let (Some(t), Action::Peng) = (obs.offered_tile(), a) {
                    claims += 1;
                    let after = score(&after_meld(&obs.hand, &[t, t], Meld::peng(t)), &rules);
                    assert!(after >= score(&obs.hand, &rules));
                }
                game.apply(seat, a).unwrap();
            }
        }
        assert!(claims > 0);
    }
}
