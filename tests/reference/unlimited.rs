//! The brute-force reference for wildcards without copy limit
//! ([`WildcardReach::Unlimited`], 红中麻将's 红中). Two independent ways to
//! the same answers, each checked by reading:
//!
//! - **By substitution** ([`subst_is_win`], [`subst_waits`]): every way to
//!   give each wildcard a kind in play (multisets of kinds, **no copy
//!   limit**), then the plain checks of the parent module, which accept any
//!   counts. To keep it fast the kinds tried are *candidates*: the kinds of
//!   a suit within two ranks of a real tile of that suit, and 2m, 2s, 2p.
//!   That loses nothing: in a decomposition of a win, a wildcard whose set
//!   or pair holds a real tile stands for a kind within two ranks of it;
//!   a set or pair made of wildcards only can be read as 222 / 22 of the
//!   suit the target needs (any count is allowed, 2 is a 2-5-8 kind, and a
//!   triplet is a set of every target). Seven distinct pairs and thirteen
//!   orphans are not covered by that argument: under them every kind is tried.
//! - **By decomposition** ([`laizi_wins`]): the classic recursive split with
//!   wildcards — the lowest real tile is in the pair (with a real copy or a
//!   wildcard), a triplet (1–3 real copies, the rest wildcards) or one of the
//!   three runs through it (each other member a real tile or a wildcard),
//!   every option tried; wildcards left over must make whole sets and the
//!   pair. Seven pairs, 将将胡, 全求人 and orphans are direct tests.
//! - **Shanten** ([`ref_shanten_unlimited`], per target): the replacement
//!   number `min |T − R| − w` equals the fewest real tiles that must be
//!   turned into wildcards for the hand to win (`R` minus them is a part of
//!   some target `T`, and the wildcards fill the rest, whatever its counts);
//!   searched over every sub-multiset of the real tiles, fewest removed
//!   first, with [`laizi_wins`]. A `3n+1` hand is read with one more
//!   wildcard. Shanten is that number minus one (`3n+2`) or itself (`3n+1`).
//!
//! The tests compare the two win checks wherever the substitution is cheap.

use super::{KINDS, Melds, SUITED, concealed, is_258, is_orphan, kinds_in_play, plain_wins_by};
use majiang::{Hand, PairRule, RuleSet, SevenPairs, Target};

/// The wildcard kind (the rules must have one).
pub fn wild_kind(rules: &RuleSet) -> usize {
    rules.wildcard.expect("rules with a wildcard").id() as usize
}

fn melds(hand: &Hand) -> Melds {
    Melds::of(&hand.meld_list())
}

/// The real tiles and the number of wildcards of concealed counts.
fn split(c: &[u8; KINDS], rules: &RuleSet) -> ([u8; KINDS], usize) {
    let w = wild_kind(rules);
    let mut real = *c;
    real[w] = 0;
    (real, c[w] as usize)
}

fn complete_size(real: &[u8; KINDS], w: usize, m: &Melds) -> bool {
    real.iter().map(|&n| n as usize).sum::<usize>() + w == 3 * (4 - m.count) + 2
}

// ---------------------------------------------------------------------------
// By substitution
// ---------------------------------------------------------------------------

/// The kinds a wildcard is tried as (see the module notes).
fn candidates(real: &[u8; KINDS], rules: &RuleSet) -> Vec<usize> {
    let kinds = kinds_in_play(rules);
    let every = rules.seven_pairs == Some(SevenPairs::Distinct)
        || (rules.thirteen_orphans && rules.honours);
    (0..kinds)
        .filter(|&k| {
            every
                || matches!(k, 1 | 10 | 19)
                || (0..kinds).any(|r| {
                    real[r] > 0
                        && if k < SUITED && r < SUITED {
                            k / 9 == r / 9 && (k % 9).abs_diff(r % 9) <= 2
                        } else {
                            k == r
                        }
                })
        })
        .collect()
}

/// Every multiset of `w` kinds from `cands[from..]` added to `c`; stops
/// when `f` says so.
fn each_multiset(
    c: &mut [u8; KINDS],
    cands: &[usize],
    w: usize,
    from: usize,
    f: &mut dyn FnMut(&[u8; KINDS]) -> bool,
) -> bool {
    if w == 0 {
        return f(c);
    }
    for i in from..cands.len() {
        c[cands[i]] += 1;
        let stop = each_multiset(c, cands, w - 1, i, f);
        c[cands[i]] -= 1;
        if stop {
            return true;
        }
    }
    false
}

/// Does the concealed `c` with melds `m` win by `targets`, its wildcards
/// given every value?
fn subst_wins_counts(c: &[u8; KINDS], m: &Melds, rules: &RuleSet, targets: &[Target]) -> bool {
    let (mut real, w) = split(c, rules);
    if !complete_size(&real, w, m) {
        return false;
    }
    let cands = candidates(&real, rules);
    each_multiset(&mut real, &cands, w, 0, &mut |s| {
        targets.iter().any(|&t| rules.has_target(t) && plain_wins_by(s, m, rules, t))
    })
}

/// True when the hand wins (by substitution).
pub fn subst_is_win(hand: &Hand, rules: &RuleSet) -> bool {
    subst_wins_counts(&concealed(hand), &melds(hand), rules, &Target::ALL)
}

/// The targets the hand wins by (by substitution).
pub fn subst_winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    let (c, m) = (concealed(hand), melds(hand));
    Target::ALL.into_iter().filter(|&t| subst_wins_counts(&c, &m, rules, &[t])).collect()
}

/// Waits by definition: every kind in play with a copy left, and the
/// wildcard kind with a copy left (fewer than four held, and than the wall's
/// copies), that wins when added. `wins` is the win check to use.
fn waits_with(
    hand: &Hand,
    rules: &RuleSet,
    wins: &dyn Fn(&[u8; KINDS], &Melds) -> bool,
) -> Vec<u8> {
    let (c, m) = (concealed(hand), melds(hand));
    let wild = wild_kind(rules);
    let mut kinds: Vec<usize> = (0..kinds_in_play(rules)).filter(|&k| k != wild).collect();
    kinds.push(wild);
    kinds.sort_unstable();
    let mut out = Vec::new();
    for k in kinds {
        let limit = if k == wild { 4.min(rules.wildcard_copies() as usize) } else { 4 };
        if (c[k] + m.used[k]) as usize >= limit {
            continue;
        }
        let mut with = c;
        with[k] += 1;
        if wins(&with, &m) {
            out.push(k as u8);
        }
    }
    out
}

/// Waits, each candidate's win found by substitution.
pub fn subst_waits(hand: &Hand, rules: &RuleSet) -> Vec<u8> {
    waits_with(hand, rules, &|c, m| subst_wins_counts(c, m, rules, &Target::ALL))
}

// ---------------------------------------------------------------------------
// By decomposition
// ---------------------------------------------------------------------------

/// Can the real tiles `c` and `w` wildcards make `sets` sets and (if
/// `pair`) a pair passing `pair_ok`, the sets triplets or (if `runs`) runs?
fn split_sets(
    c: &mut [u8; KINDS],
    w: usize,
    sets: usize,
    pair: bool,
    pair_ok: &dyn Fn(usize) -> bool,
    runs: bool,
) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        // Wildcards only: 222m triplets and a 22m pair.
        return w == 3 * sets + 2 * pair as usize;
    };
    // The pair: two real copies, or one and a wildcard.
    if pair && pair_ok(i) {
        for real in [2usize, 1] {
            let wild = 2 - real;
            if c[i] as usize >= real && w >= wild {
                c[i] -= real as u8;
                let ok = split_sets(c, w - wild, sets, false, pair_ok, runs);
                c[i] += real as u8;
                if ok {
                    return true;
                }
            }
        }
    }
    if sets == 0 {
        return false;
    }
    // A triplet with 1–3 real copies.
    for real in 1..=3usize.min(c[i] as usize) {
        let wild = 3 - real;
        if w >= wild {
            c[i] -= real as u8;
            let ok = split_sets(c, w - wild, sets - 1, pair, pair_ok, runs);
            c[i] += real as u8;
            if ok {
                return true;
            }
        }
    }
    // The three runs through `i`, in its suit. `i` is the lowest real tile,
    // so members below it are wildcards; members above are either.
    if runs && i < SUITED {
        let rank = i % 9;
        for start in rank.saturating_sub(2)..=rank.min(6) {
            let base = i - rank + start;
            let others: Vec<usize> = (base..base + 3).filter(|&k| k != i).collect();
            // Each other member: real (when one is there and above `i`) or wild.
            for mask in 0..4u8 {
                let mut wild = 0;
                let mut ok = true;
                for (b, &k) in others.iter().enumerate() {
                    if mask >> b & 1 == 1 {
                        if k < i || c[k] == 0 {
                            ok = false;
                        }
                    } else {
                        wild += 1;
                    }
                }
                if !ok || wild > w {
                    continue;
                }
                c[i] -= 1;
                for (b, &k) in others.iter().enumerate() {
                    if mask >> b & 1 == 1 {
                        c[k] -= 1;
                    }
                }
                let found = split_sets(c, w - wild, sets - 1, pair, pair_ok, runs);
                c[i] += 1;
                for (b, &k) in others.iter().enumerate() {
                    if mask >> b & 1 == 1 {
                        c[k] += 1;
                    }
                }
                if found {
                    return true;
                }
            }
        }
    }
    false
}

/// Does `real` (no wildcards in it) with `w` wildcards and melds `m` win by
/// `target`? The size must be complete.
pub fn laizi_wins(
    real: &[u8; KINDS],
    w: usize,
    m: &Melds,
    rules: &RuleSet,
    target: Target,
) -> bool {
    if !rules.has_target(target) || !complete_size(real, w, m) {
        return false;
    }
    let sets = 4 - m.count;
    let any = |_: usize| true;
    let mut c = *real;
    match target {
        Target::Regular => match rules.pair {
            PairRule::Any => split_sets(&mut c, w, sets, true, &any, true),
            PairRule::TwoFiveEight => split_sets(&mut c, w, sets, true, &is_258, true),
        },
        Target::PengPengHu => m.chi == 0 && split_sets(&mut c, w, sets, true, &any, false),
        Target::QingYiSe => {
            let mut suits = [false; 4];
            for k in 0..KINDS {
                if real[k] + m.used[k] > 0 {
                    suits[if k < SUITED { k / 9 } else { 3 }] = true;
                }
            }
            !suits[3]
                && suits.iter().filter(|&&s| s).count() <= 1
                && split_sets(&mut c, w, sets, true, &any, true)
        }
        Target::SevenPairs => {
            if m.count > 0 {
                return false;
            }
            let odd = real.iter().filter(|&&n| n % 2 == 1).count();
            match rules.seven_pairs {
                None => false,
                // Each odd kind takes a wildcard; the rest pair up.
                Some(SevenPairs::FourAsTwoPairs) => odd <= w,
                // Distinct kinds: no kind above two, singles take wildcards,
                // the rest pair up on unused kinds (there are enough).
                Some(SevenPairs::Distinct) => real.iter().all(|&n| n <= 2) && odd <= w,
            }
        }
        Target::JiangJiangHu => {
            m.all_peng_258 && m.chi == 0 && (0..KINDS).all(|k| real[k] == 0 || is_258(k))
        }
        Target::QuanQiuRen => m.exposed == 4 && (real.contains(&2) || w >= 1),
        Target::ThirteenOrphans => {
            rules.honours
                && m.count == 0
                && (0..KINDS).all(|k| real[k] == 0 || is_orphan(k))
                && real.iter().all(|&n| n <= 2)
                && real.iter().filter(|&&n| n == 2).count() <= 1
        }
    }
}

/// True when the hand wins (by decomposition).
pub fn laizi_is_win(hand: &Hand, rules: &RuleSet) -> bool {
    let (real, w) = split(&concealed(hand), rules);
    let m = melds(hand);
    Target::ALL.into_iter().any(|t| laizi_wins(&real, w, &m, rules, t))
}

/// The targets the hand wins by (by decomposition).
pub fn laizi_winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    let (real, w) = split(&concealed(hand), rules);
    let m = melds(hand);
    Target::ALL.into_iter().filter(|&t| laizi_wins(&real, w, &m, rules, t)).collect()
}

/// Waits, each candidate's win found by decomposition.
pub fn laizi_waits(hand: &Hand, rules: &RuleSet) -> Vec<u8> {
    waits_with(hand, rules, &|c, m| {
        let (real, w) = split(c, rules);
        Target::ALL.into_iter().any(|t| laizi_wins(&real, w, m, rules, t))
    })
}

// ---------------------------------------------------------------------------
// Shanten
// ---------------------------------------------------------------------------

/// Every way to remove `x` tiles from `c` (from kind `from` on); stops when
/// `f` says so.
fn each_removal(
    c: &mut [u8; KINDS],
    x: usize,
    from: usize,
    f: &mut dyn FnMut(&[u8; KINDS]) -> bool,
) -> bool {
    if x == 0 {
        return f(c);
    }
    for k in from..KINDS {
        if c[k] > 0 {
            c[k] -= 1;
            let stop = each_removal(c, x - 1, k, f);
            c[k] += 1;
            if stop {
                return true;
            }
        }
    }
    false
}

/// Shanten for one target, or `None` when no reading of the hand can ever
/// win by it (the rules lack it, or the melds rule it out).
pub fn ref_shanten_for_unlimited(hand: &Hand, rules: &RuleSet, target: Target) -> Option<i8> {
    let (real, mut w) = split(&concealed(hand), rules);
    let m = melds(hand);
    let long = complete_size(&real, w, &m);
    if !long {
        w += 1;
    }
    let n: usize = real.iter().map(|&k| k as usize).sum();
    // All real tiles turned into wildcards: the target fits at all?
    if !laizi_wins(&[0; KINDS], w + n, &m, rules, target) {
        return None;
    }
    for x in 0..=n {
        let mut c = real;
        if each_removal(&mut c, x, 0, &mut |k| laizi_wins(k, w + x, &m, rules, target)) {
            return Some(if long { x as i8 - 1 } else { x as i8 });
        }
    }
    unreachable!("turning every real tile into a wildcard wins")
}

/// Shanten over every target of the rules.
pub fn ref_shanten_unlimited(hand: &Hand, rules: &RuleSet) -> i8 {
    Target::ALL
        .into_iter()
        .filter_map(|t| ref_shanten_for_unlimited(hand, rules, t))
        .min()
        .expect("the regular shape always fits")
}
