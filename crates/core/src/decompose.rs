//! Decompositions: the ways a winning hand can be read, for people.
//!
//! A small recursive search over the counts, never on a hot path (the fast
//! checks are in `win`): a regular hand lists its pair and its sets (runs and
//! triplets from the concealed tiles, the melds as they were laid down);
//! seven pairs, 将将胡 (no shape at all) and thirteen orphans are shapes of
//! their own. Only readings that win under the rule set are listed: a
//! regular decomposition whose pair is not a 2/5/8 appears in Changsha only
//! when the hand is 清一色 or 全求人, or when that very decomposition is all
//! triplets (碰碰胡).

use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::reading::{concrete_rules, for_each_reading};
use crate::rules::{PairRule, RuleSet, Target};
use crate::tile::{KINDS, Tile};
use crate::win::winning_targets;
use std::fmt;

/// One set of a regular decomposition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Set {
    /// A run (顺子) in hand, by its lowest tile.
    Run(Tile),
    /// A triplet (刻子) in hand.
    Triplet(Tile),
    /// A meld laid down (吃, 碰, 杠).
    Meld(Meld),
}

impl Set {
    /// The tiles of the set, lowest first.
    #[must_use]
    pub fn tiles(&self) -> Vec<Tile> {
        match *self {
            Set::Run(t) => (0..3).map(|i| Tile::from_index_unchecked(t.index() + i)).collect(),
            Set::Triplet(t) => vec![t; 3],
            Set::Meld(m) => m.tiles().collect(),
        }
    }

    /// True for a run, in hand or as a chi.
    #[must_use]
    pub fn is_run(&self) -> bool {
        match self {
            Set::Run(_) => true,
            Set::Triplet(_) => false,
            Set::Meld(m) => m.kind() == MeldKind::Chi,
        }
    }
}

/// `[123m]` for a run or triplet in hand, `[peng 555m]` for a meld.
impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles = crate::notation::format_tiles(self.tiles());
        match self {
            Set::Meld(m) => write!(f, "[{} {tiles}]", m.kind().name()),
            _ => write!(f, "[{tiles}]"),
        }
    }
}

/// The shape a decomposition gives the hand.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Four sets (melds included) and a pair.
    Regular {
        /// The sets: those in hand in tile order, then the melds.
        sets: Vec<Set>,
        /// The pair (将).
        pair: Tile,
    },
    /// Seven pairs (七小对), in tile order; a four appears as two pairs.
    SevenPairs {
        /// The kind of each pair.
        pairs: Vec<Tile>,
    },
    /// 将将胡: every tile a 2, 5 or 8, no shape needed.
    JiangJiangHu,
    /// Thirteen orphans (国士无双), one of each terminal and honour.
    ThirteenOrphans {
        /// The kind held twice.
        pair: Tile,
    },
}

/// One way to read a winning hand.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decomposition {
    /// The shape.
    pub shape: Shape,
    /// What the hand's wildcards stand for in this reading, in tile order
    /// (empty without wildcards).
    pub wildcards: Vec<Tile>,
}

/// `[123m] [456s] [789p] [234m] (55s)`, `(11m) (22m) … 七小对`, with
/// ` — wildcards as 3s 7p` when wildcards were used.
impl fmt::Display for Decomposition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.shape {
            Shape::Regular { sets, pair } => {
                for s in sets {
                    write!(f, "{s} ")?;
                }
                write!(f, "({})", crate::notation::format_tiles([*pair; 2]))?;
            }
            Shape::SevenPairs { pairs } => {
                for p in pairs {
                    write!(f, "({}) ", crate::notation::format_tiles([*p; 2]))?;
                }
                f.write_str("七小对 seven pairs")?;
            }
            Shape::JiangJiangHu => {
                f.write_str("将将胡: every tile a 2, 5 or 8, no shape needed")?
            }
            Shape::ThirteenOrphans { pair } => {
                let pair = crate::notation::format_tiles([*pair; 2]);
                write!(f, "thirteen orphans 国士无双, pair ({pair})")?
            }
        }
        if !self.wildcards.is_empty() {
            let subs: Vec<String> = self.wildcards.iter().map(Tile::to_string).collect();
            write!(f, " — wildcards as {}", subs.join(" "))?;
        }
        Ok(())
    }
}

/// Every way the hand wins under `rules`, each as a [`Decomposition`];
/// empty when it does not win (a `3n+1` hand never does). Regular readings
/// come first (by pair, then sets in tile order), then seven pairs, 将将胡
/// and thirteen orphans; with wildcards, every winning reading is listed.
///
/// ```
/// use majiang_core::{Hand, RuleSet, decompositions};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p234m55s", "", &rules)?;
/// let d = decompositions(&h, &rules);
/// assert_eq!(d.len(), 1);
/// assert_eq!(d[0].to_string(), "[123m] [234m] [456s] [789p] (55s)");
/// // 111222333m: three triplets or three runs.
/// let h = Hand::parse("111222333m456s55p", "", &rules)?;
/// assert_eq!(decompositions(&h, &rules).len(), 2);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn decompositions(hand: &Hand, rules: &RuleSet) -> Vec<Decomposition> {
    if !hand.is_complete_size() {
        return Vec::new();
    }
    let concrete = concrete_rules(rules);
    let mut out = Vec::new();
    for_each_reading(hand, rules, |reading, subs| {
        for shape in shapes(reading, &concrete) {
            out.push(Decomposition { shape, wildcards: subs.to_vec() });
        }
    });
    out
}

/// The winning shapes of a wildcard-free complete-size hand.
fn shapes(hand: &Hand, rules: &RuleSet) -> Vec<Shape> {
    let targets = winning_targets(hand, rules);
    if targets.is_empty() {
        return Vec::new();
    }
    let melds: Vec<Set> = hand.melds().map(Set::Meld).collect();
    let ms = hand.meld_summary();
    let any_pair = rules.pair == PairRule::Any
        || (rules.qingyise && hand.is_one_suit())
        || (rules.quanqiuren && ms.exposed == 4);
    let mut out = Vec::new();
    let mut counts = *hand.concealed().as_array();
    for p in 0..KINDS {
        if counts[p] < 2 {
            continue;
        }
        let pair = Tile::from_index_unchecked(p);
        counts[p] -= 2;
        let mut found = Vec::new();
        sets(&mut counts, 0, &mut Vec::new(), &mut found);
        counts[p] += 2;
        for mut s in found {
            let all_triplets = ms.chi == 0 && !s.iter().any(Set::is_run);
            if any_pair || pair.is_258() || (rules.pengpenghu && all_triplets) {
                s.extend(melds.iter().copied());
                out.push(Shape::Regular { sets: s, pair });
            }
        }
    }
    if targets.contains(&Target::SevenPairs) {
        let pairs = hand
            .concealed()
            .kinds()
            .flat_map(|t| std::iter::repeat_n(t, hand.concealed().get(t) as usize / 2))
            .collect();
        out.push(Shape::SevenPairs { pairs });
    }
    if targets.contains(&Target::JiangJiangHu) {
        out.push(Shape::JiangJiangHu);
    }
    if targets.contains(&Target::ThirteenOrphans) {
        let pair = hand.concealed().kinds().find(|t| hand.concealed().get(*t) == 2);
        if let Some(pair) = pair {
            out.push(Shape::ThirteenOrphans { pair });
        }
    }
    out
}

/// Every split of `counts` (from kind `from` on) into sets, appended to
/// `found`. At the lowest kind left, a triplet is taken first or not at all
/// and the remaining copies must all start runs: each multiset of sets is
/// produced exactly once.
fn sets(counts: &mut [u8; KINDS], from: usize, current: &mut Vec<Set>, found: &mut Vec<Vec<Set>>) {
    let Some(i) = (from..KINDS).find(|&i| counts[i] > 0) else {
        found.push(current.clone());
        return;
    };
    let t = Tile::from_index_unchecked(i);
    let n = counts[i];
    let run_ok = !t.is_honour() && t.number() <= 7;
    for triplets in (0..=u8::from(n >= 3)).rev() {
        let runs = n - 3 * triplets;
        if runs > 0 && (!run_ok || counts[i + 1] < runs || counts[i + 2] < runs) {
            continue;
        }
        let before = current.len();
        counts[i] = 0;
        if runs > 0 {
            counts[i + 1] -= runs;
            counts[i + 2] -= runs;
        }
        if triplets == 1 {
            current.push(Set::Triplet(t));
        }
        current.extend(std::iter::repeat_n(Set::Run(t), runs as usize));
        sets(counts, i + 1, current, found);
        current.truncate(before);
        counts[i] = n;
        if runs > 0 {
            counts[i + 1] += runs;
            counts[i + 2] += runs;
        }
    }
}
