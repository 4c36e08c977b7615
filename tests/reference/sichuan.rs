//! An independent brute-force reference for the 四川 fan (`variants.md`
//! §3.4): win (缺一门 included) and the best reading's fan and patterns, as
//! if won on a discard.
//!
//! It shares nothing with the core but its input types (a [`Hand`] and the
//! option flags of the [`RuleSet`]); in particular not the core's
//! decomposer. Every reading is enumerated naively:
//!
//! - **Regular readings**: every kind with two copies is tried as the pair;
//!   the rest is split by the classic recursion (the lowest tile left is a
//!   triplet or starts a run), every split collected, duplicates removed by
//!   sorting. The melds are added as triplets (a kong is a set of its kind).
//! - **Seven pairs**: no meld and every concealed count even (a four is two
//!   pairs).
//!
//! Each reading's patterns are read off the table row by row, in plain
//! words: the shape (平胡 / 对对胡 / 将对 / 七对 / 龙七对), then 清一色,
//! 带幺九, 金钩钓, one 根 per kind held four times (龙七对 takes one of them),
//! 门清 and 中张. The answer is the reading with the most fan; among equals
//! the one whose pattern list, in the table's order, compares first.
//!
//! The win needs a reading and at most two suits among all tiles, melds
//! included (缺一门).
#![allow(dead_code)]

use majiang::{Hand, MeldKind, RuleSet};
use std::collections::BTreeSet;

/// The pattern identifiers in the order the answer lists them, with their fan.
pub const TABLE: [(&str, u32); 11] = [
    ("pinghu", 0),
    ("duiduihu", 1),
    ("jiangdui", 3),
    ("qidui", 2),
    ("longqidui", 3),
    ("qingyise", 2),
    ("daiyaojiu", 2),
    ("jingoudiao", 1),
    ("gen", 1),
    ("menqing", 1),
    ("zhongzhang", 1),
];

/// What the reference says of a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefSichuan {
    /// The hand wins (a reading, at most two suits).
    pub win: bool,
    /// The best reading's fan (0 when it does not win).
    pub fan: u32,
    /// The best reading's pattern identifiers (empty when it does not win).
    pub patterns: Vec<&'static str>,
}

/// A set of a reading: `(true, k)` the run k, k+1, k+2; `(false, k)` three
/// (or four) of k.
type RSet = (bool, usize);

fn rank(k: usize) -> usize {
    k % 9 + 1
}

fn is_terminal(k: usize) -> bool {
    rank(k) == 1 || rank(k) == 9
}

fn is_258(k: usize) -> bool {
    matches!(rank(k), 2 | 5 | 8)
}

/// Every split of `c` into sets, each split sorted.
fn splits(c: &mut [u8; 27], out: &mut BTreeSet<Vec<RSet>>, current: &mut Vec<RSet>) {
    let Some(k) = (0..27).find(|&k| c[k] > 0) else {
        let mut s = current.clone();
        s.sort();
        out.insert(s);
        return;
    };
    if c[k] >= 3 {
        c[k] -= 3;
        current.push((false, k));
        splits(c, out, current);
        current.pop();
        c[k] += 3;
    }
    if rank(k) <= 7 && c[k + 1] > 0 && c[k + 2] > 0 {
        for i in 0..3 {
            c[k + i] -= 1;
        }
        current.push((true, k));
        splits(c, out, current);
        current.pop();
        for i in 0..3 {
            c[k + i] += 1;
        }
    }
}

/// The fan and the patterns (as indices into [`TABLE`], sorted) of a list.
fn scored(mut idx: Vec<usize>) -> (u32, Vec<usize>) {
    idx.sort();
    (idx.iter().map(|&i| TABLE[i].1).sum(), idx)
}

fn index(id: &str) -> usize {
    TABLE.iter().position(|(n, _)| *n == id).expect("a pattern of the table")
}

/// The reference answer; `None` for a hand with a 吃 meld (四川 has none).
pub fn ref_sichuan(h: &Hand, rules: &RuleSet) -> Option<RefSichuan> {
    let melds = h.meld_list();
    if melds.iter().any(|m| m.kind() == MeldKind::Chi) {
        return None;
    }
    let mut conc = [0u8; 27];
    for t in h.concealed().tiles() {
        conc[t.id() as usize] += 1;
    }
    let mut all = conc;
    let mut meld_sets = Vec::new();
    for m in &melds {
        let k = m.tiles().next().expect("a meld has tiles").id() as usize;
        for t in m.tiles() {
            all[t.id() as usize] += 1;
        }
        meld_sets.push((false, k));
    }
    let suits = (0..3).filter(|s| all[s * 9..s * 9 + 9].iter().any(|&n| n > 0)).count();
    let one_suit = suits == 1;
    let fours = all.iter().filter(|&&n| n == 4).count();
    let no_terminal = (0..27).all(|k| all[k] == 0 || !is_terminal(k));
    let menqing = melds.iter().all(|m| m.kind() == MeldKind::AnGang);
    let o = rules.sichuan;

    // Patterns every reading shares.
    let mut common = Vec::new();
    if one_suit {
        common.push("qingyise");
    }
    if o.menqing_zhongzhang && menqing {
        common.push("menqing");
    }
    if o.menqing_zhongzhang && no_terminal {
        common.push("zhongzhang");
    }

    let mut candidates: Vec<(u32, Vec<usize>)> = Vec::new();
    let concealed_total: usize = conc.iter().map(|&n| n as usize).sum();
    if concealed_total != 3 * (4 - melds.len()) + 2 {
        return Some(RefSichuan { win: false, fan: 0, patterns: Vec::new() });
    }
    for p in 0..27 {
        if conc[p] < 2 {
            continue;
        }
        conc[p] -= 2;
        let mut found = BTreeSet::new();
        splits(&mut conc, &mut found, &mut Vec::new());
        conc[p] += 2;
        for mut sets in found {
            sets.extend(meld_sets.iter().copied());
            let mut ids: Vec<&str> = common.clone();
            let all_triplets = sets.iter().all(|s| !s.0);
            let all_258 = is_258(p) && sets.iter().all(|s| !s.0 && is_258(s.1));
            if !all_triplets {
                ids.push("pinghu");
            } else if all_258 && o.yaojiu_jiangdui {
                ids.push("jiangdui");
            } else {
                ids.push("duiduihu");
            }
            let set_has_terminal =
                |s: &RSet| if s.0 { rank(s.1) == 1 || rank(s.1) == 7 } else { is_terminal(s.1) };
            if o.yaojiu_jiangdui && is_terminal(p) && sets.iter().all(set_has_terminal) {
                ids.push("daiyaojiu");
            }
            if melds.len() == 4 {
                ids.push("jingoudiao");
            }
            ids.extend(std::iter::repeat_n("gen", fours));
            candidates.push(scored(ids.into_iter().map(index).collect()));
        }
    }
    if melds.is_empty() && conc.iter().all(|n| n % 2 == 0) {
        let mut ids: Vec<&str> = common.clone();
        if fours == 0 {
            ids.push("qidui");
        } else {
            ids.push("longqidui");
            ids.extend(std::iter::repeat_n("gen", fours - 1));
        }
        candidates.push(scored(ids.into_iter().map(index).collect()));
    }
    if candidates.is_empty() || suits > 2 {
        return Some(RefSichuan { win: false, fan: 0, patterns: Vec::new() });
    }
    let best_fan = candidates.iter().map(|c| c.0).max().expect("a candidate");
    let best = candidates.into_iter().filter(|c| c.0 == best_fan).map(|c| c.1).min().unwrap();
    Some(RefSichuan {
        win: true,
        fan: best_fan,
        patterns: best.into_iter().map(|i| TABLE[i].0).collect(),
    })
}
