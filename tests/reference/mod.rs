//! An independent brute-force reference for win, waits and shanten.
//!
//! It shares nothing with the core but its input types: no tables, no
//! dynamic programme over ranks, no closed formulas taken from the core.
//! Everything here is meant to be checked by reading:
//!
//! - **Win** ([`ref_winning_targets`], [`ref_is_win`]): the classic recursive
//!   decomposition — the lowest remaining tile is in the pair, a triplet or a
//!   run starting at it — run once per target with that target's pair and set
//!   rules; seven pairs, 将将胡, 全求人 and thirteen orphans are direct tests of
//!   the counts. Wildcards: every wildcard copy is replaced by every kind in
//!   turn (multisets of kinds, never more than four copies of a kind counting
//!   the melds) and the plain check runs on each result.
//! - **Waits** ([`ref_waits_by_definition`]): each kind in play that is not
//!   used up, added to the hand, then [`ref_is_win`]. [`ref_waits`] is the
//!   same set found with one substitution pass for hands holding wildcards.
//! - **Shanten** ([`ref_shanten`], [`ref_shanten_for`]): the replacement
//!   number is `min |T − H|` over every complete target hand `T` (multiset
//!   difference, so it counts the tiles of `T` the hand lacks), minus the
//!   wildcards, which stand for any missing tile; shanten is that minus one.
//!   `|T − H| = Σ_k max(T_k − H_k, 0)` is a sum over kinds, and a set never
//!   crosses a suit, so for the shape targets the minimum is taken per group
//!   (each suit, the honours) by enumerating *every* multiset of at most four
//!   sets and every pair of that group, then the groups' shares of the sets and
//!   the pair are tried in every combination. (For groups with all four
//!   copies free, the same minima are read off a lattice of every count
//!   vector, built from the same list of targets by the shortest count of
//!   one-tile additions; a test checks the two agree.) Seven pairs and 将将胡 choose a
//!   count per kind (a small knapsack over the kinds); thirteen orphans and
//!   全求人 try each kind for the pair. No target ever uses more than four
//!   copies of a kind, counting the copies in melds.
//!
//! It is slow on purpose; the per-group enumeration is memoised.
#![allow(dead_code)]
// Index loops over kinds and ranks read like the definitions they spell out.
#![allow(clippy::needless_range_loop)]

use majiang::{Hand, Meld, MeldKind, PairRule, RuleSet, SevenPairs, Target};

pub mod mcr;
pub mod sichuan;
pub mod unlimited;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// Number of tile kinds (27 suited, 7 honours).
pub const KINDS: usize = 34;
/// Number of suited kinds.
pub const SUITED: usize = 27;

/// Kinds in play under `rules`.
pub fn kinds_in_play(rules: &RuleSet) -> usize {
    if rules.honours { KINDS } else { SUITED }
}

/// A suited 2, 5 or 8.
pub fn is_258(k: usize) -> bool {
    k < SUITED && matches!(k % 9, 1 | 4 | 7)
}

/// A terminal or an honour (the thirteen orphans).
pub fn is_orphan(k: usize) -> bool {
    k >= SUITED || k.is_multiple_of(9) || k % 9 == 8
}

/// What the reference needs to know about the melds, read off them directly.
#[derive(Clone, Copy, Debug)]
pub struct Melds {
    /// Copies of each kind inside the melds.
    pub used: [u8; KINDS],
    /// Number of melds.
    pub count: usize,
    /// Melds other than concealed kongs.
    pub exposed: usize,
    /// Number of chi.
    pub chi: usize,
    /// Every meld is a peng or kong of a 2, 5 or 8.
    pub all_peng_258: bool,
}

impl Melds {
    /// The facts of a list of melds.
    pub fn of(melds: &[Meld]) -> Melds {
        let mut f = Melds { used: [0; KINDS], count: 0, exposed: 0, chi: 0, all_peng_258: true };
        for m in melds {
            let k = m.tile().id() as usize;
            match m.kind() {
                MeldKind::Chi => {
                    f.used[k] += 1;
                    f.used[k + 1] += 1;
                    f.used[k + 2] += 1;
                    f.chi += 1;
                    f.all_peng_258 = false;
                }
                MeldKind::Peng => f.used[k] += 3,
                MeldKind::Gang | MeldKind::AnGang | MeldKind::BuGang => f.used[k] += 4,
            }
            if m.kind() != MeldKind::Chi && !is_258(k) {
                f.all_peng_258 = false;
            }
            f.count += 1;
            if m.kind() != MeldKind::AnGang {
                f.exposed += 1;
            }
        }
        f
    }
}

/// The concealed counts of a hand.
pub fn concealed(hand: &Hand) -> [u8; KINDS] {
    *hand.concealed().as_array()
}

fn melds_of(hand: &Hand) -> Melds {
    Melds::of(&hand.meld_list())
}

// ---------------------------------------------------------------------------
// Win
// ---------------------------------------------------------------------------

/// Can `c` be split into sets and exactly one pair (if `pair_left`), the pair
/// passing `pair_ok`, the sets triplets or (if `runs`) suited runs? The
/// lowest remaining kind must be in the pair, in a triplet, or start a run.
fn decompose(
    c: &mut [u8; KINDS],
    pair_left: bool,
    pair_ok: &dyn Fn(usize) -> bool,
    runs: bool,
) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        return !pair_left;
    };
    if pair_left && c[i] >= 2 && pair_ok(i) {
        c[i] -= 2;
        let ok = decompose(c, false, pair_ok, runs);
        c[i] += 2;
        if ok {
            return true;
        }
    }
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = decompose(c, pair_left, pair_ok, runs);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if runs && i < SUITED && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = decompose(c, pair_left, pair_ok, runs);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        if ok {
            return true;
        }
    }
    false
}

fn shape(c: &[u8; KINDS], pair_ok: &dyn Fn(usize) -> bool, runs: bool) -> bool {
    let mut c = *c;
    decompose(&mut c, true, pair_ok, runs)
}

/// Does the plain hand `c` (no wildcards, `3n+2` tiles: the callers check)
/// win by `target`?
fn plain_wins_by(c: &[u8; KINDS], m: &Melds, rules: &RuleSet, target: Target) -> bool {
    let any = |_: usize| true;
    match target {
        Target::Regular => match rules.pair {
            PairRule::Any => shape(c, &any, true),
            PairRule::TwoFiveEight => shape(c, &is_258, true),
        },
        Target::PengPengHu => rules.pengpenghu && m.chi == 0 && shape(c, &any, false),
        Target::QingYiSe => {
            if !rules.qingyise {
                return false;
            }
            let mut suits = [false; 4];
            for k in 0..KINDS {
                if c[k] + m.used[k] > 0 {
                    suits[if k < SUITED { k / 9 } else { 3 }] = true;
                }
            }
            let one_suit = !suits[3] && suits.iter().filter(|&&s| s).count() == 1;
            one_suit && shape(c, &any, true)
        }
        Target::SevenPairs => {
            m.count == 0
                && match rules.seven_pairs {
                    None => false,
                    Some(SevenPairs::FourAsTwoPairs) => c.iter().all(|&n| n % 2 == 0),
                    Some(SevenPairs::Distinct) => {
                        c.iter().all(|&n| n == 0 || n == 2)
                            && c.iter().filter(|&&n| n == 2).count() == 7
                    }
                }
        }
        Target::JiangJiangHu => {
            rules.jiangjianghu
                && m.chi == 0
                && (0..KINDS).all(|k| (c[k] == 0 && m.used[k] == 0) || is_258(k))
        }
        Target::QuanQiuRen => {
            rules.quanqiuren && m.exposed == 4 && c.iter().filter(|&&n| n == 2).count() == 1
        }
        Target::ThirteenOrphans => {
            rules.thirteen_orphans
                && rules.honours
                && m.count == 0
                && (0..KINDS).all(|k| if is_orphan(k) { c[k] >= 1 } else { c[k] == 0 })
        }
    }
}

/// Calls `f` on every way to give `w` wildcards a kind each (a multiset of
/// kinds below `kinds`, kinds not decreasing), with `c` holding the result.
/// Stops early when `f` returns true; returns whether it did.
fn substitute(
    c: &mut [u8; KINDS],
    limit: &[u8; KINDS],
    w: usize,
    from: usize,
    kinds: usize,
    f: &mut dyn FnMut(&[u8; KINDS]) -> bool,
) -> bool {
    if w == 0 {
        return f(c);
    }
    for k in from..kinds {
        if c[k] < limit[k] {
            c[k] += 1;
            let stop = substitute(c, limit, w - 1, k, kinds, f);
            c[k] -= 1;
            if stop {
                return true;
            }
        }
    }
    false
}

/// Does the `3n+2` hand (concealed `c`, melds `m`) win by one of `targets`,
/// with every copy of the wildcard kind standing for any tile?
fn wins_by_any(c: &[u8; KINDS], m: &Melds, rules: &RuleSet, targets: &[Target]) -> bool {
    let plain = |s: &[u8; KINDS]| targets.iter().any(|&t| plain_wins_by(s, m, rules, t));
    let Some(wild) = rules.wildcard.map(|t| t.id() as usize).filter(|&w| c[w] > 0) else {
        return plain(c);
    };
    let w = c[wild] as usize;
    let mut real = *c;
    real[wild] = 0;
    // A wildcard may become any kind in play, the wildcard kind included, but
    // no kind may end up with more than four copies counting the melds.
    let mut limit = [0u8; KINDS];
    for k in 0..kinds_in_play(rules) {
        limit[k] = 4 - m.used[k];
    }
    substitute(&mut real, &limit, w, 0, kinds_in_play(rules), &mut |s| plain(s))
}

fn size_ok(c: &[u8; KINDS], m: &Melds) -> bool {
    c.iter().map(|&n| n as usize).sum::<usize>() == 3 * (4 - m.count) + 2
}

/// Every target of `rules` the hand wins by (empty unless it is a `3n+2` win).
pub fn ref_winning_targets(hand: &Hand, rules: &RuleSet) -> Vec<Target> {
    let (c, m) = (concealed(hand), melds_of(hand));
    if !size_ok(&c, &m) {
        return Vec::new();
    }
    Target::ALL.into_iter().filter(|&t| wins_by_any(&c, &m, rules, &[t])).collect()
}

/// True when the hand is a `3n+2` win under `rules`.
pub fn ref_is_win(hand: &Hand, rules: &RuleSet) -> bool {
    let (c, m) = (concealed(hand), melds_of(hand));
    ref_is_win_counts(&c, &m, rules)
}

fn ref_is_win_counts(c: &[u8; KINDS], m: &Melds, rules: &RuleSet) -> bool {
    size_ok(c, m) && wins_by_any(c, m, rules, &Target::ALL)
}

/// Kinds (ids) that complete the `3n+1` hand: every kind in play, not all of
/// whose four copies are in the hand and melds, that makes a win when added.
pub fn ref_waits_by_definition(hand: &Hand, rules: &RuleSet) -> Vec<u8> {
    let (c, m) = (concealed(hand), melds_of(hand));
    let mut out = Vec::new();
    for k in 0..kinds_in_play(rules) {
        if c[k] + m.used[k] >= 4 {
            continue;
        }
        let mut with = c;
        with[k] += 1;
        if ref_is_win_counts(&with, &m, rules) {
            out.push(k as u8);
        }
    }
    out
}

/// The same waits as [`ref_waits_by_definition`], faster when the hand holds
/// `w ≥ 1` wildcards. The definition substitutes the `w` wildcards again for
/// every candidate `k`; but `hand + k` (k not the wildcard kind) wins exactly
/// when some multiset `A` of `w + 1` kinds containing `k` (`k` plus the
/// wildcards' values) makes `real + A` a plain win within the copy limits —
/// and `hand + wildcard` (then `w + 1` wildcards) wins exactly when some `A`
/// does. So each `A` is tried once. (A used-up `k` cannot be in any `A`: the
/// limits forbid it.) A test checks both functions agree.
pub fn ref_waits(hand: &Hand, rules: &RuleSet) -> Vec<u8> {
    let (c, m) = (concealed(hand), melds_of(hand));
    let Some(wild) = rules.wildcard.map(|t| t.id() as usize).filter(|&w| c[w] > 0) else {
        return ref_waits_by_definition(hand, rules);
    };
    let w = c[wild] as usize;
    let mut real = c;
    real[wild] = 0;
    let kinds = kinds_in_play(rules);
    let mut limit = [0u8; KINDS];
    for k in 0..kinds {
        limit[k] = 4 - m.used[k];
    }
    let mut in_winning = [false; KINDS];
    let mut any = false;
    let base = real;
    substitute(&mut real, &limit, w + 1, 0, kinds, &mut |s| {
        if Target::ALL.iter().any(|&t| plain_wins_by(s, &m, rules, t)) {
            any = true;
            for k in 0..kinds {
                in_winning[k] |= s[k] > base[k];
            }
        }
        false
    });
    (0..kinds)
        .filter(|&k| if k == wild { any && c[wild] + m.used[wild] < 4 } else { in_winning[k] })
        .map(|k| k as u8)
        .collect()
}

// ---------------------------------------------------------------------------
// Shanten
// ---------------------------------------------------------------------------

const NONE: usize = 0;
const ANY: usize = 1;
const P258: usize = 2;
const NO: u8 = u8::MAX;

/// `best[m][pair]`: the fewest tiles a group lacks for exactly `m` sets plus
/// no pair / any pair / a 2-5-8 pair, or [`NO`] when no such target fits.
type GroupBest = [[u8; 3]; 5];

/// What [`for_each_target`] calls on each target: its counts, its number of
/// sets and the rank of its pair.
type Visit<'a> = dyn FnMut(&[u8], usize, Option<usize>) + 'a;

/// Calls `f(target, m, pair_rank)` on every target of one group: every
/// multiset of at most four sets (triplets, and runs when `runs`), alone and
/// with each pair, that uses no rank more than `caps[r]` times.
fn for_each_target(caps: &[u8], runs: bool, f: &mut Visit<'_>) {
    let ranks = caps.len();
    let mut sets: Vec<[usize; 3]> = (0..ranks).map(|r| [r, r, r]).collect();
    if runs {
        sets.extend((0..ranks - 2).map(|r| [r, r + 1, r + 2]));
    }
    // Sets are added in non-decreasing index order, so each multiset once.
    fn walk(
        sets: &[[usize; 3]],
        caps: &[u8],
        from: usize,
        m: usize,
        take: &mut Vec<u8>,
        f: &mut Visit<'_>,
    ) {
        f(take, m, None);
        for r in 0..take.len() {
            if take[r] + 2 <= caps[r] {
                take[r] += 2;
                f(take, m, Some(r));
                take[r] -= 2;
            }
        }
        if m == 4 {
            return;
        }
        for i in from..sets.len() {
            for r in sets[i] {
                take[r] += 1;
            }
            if sets[i].iter().all(|&r| take[r] <= caps[r]) {
                walk(sets, caps, i, m + 1, take, f);
            }
            for r in sets[i] {
                take[r] -= 1;
            }
        }
    }
    walk(&sets, caps, 0, 0, &mut vec![0; ranks], f);
}

/// The classes a target with this pair belongs to.
fn classes(pair: Option<usize>, suited: bool) -> &'static [usize] {
    match pair {
        None => &[NONE],
        Some(r) if suited && matches!(r, 1 | 4 | 7) => &[ANY, P258],
        Some(_) => &[ANY],
    }
}

/// The group's bests straight from the definition: every target that fits
/// the caps, and how many of its tiles the hand lacks.
fn group_best_by_enumeration(counts: &[u8], caps: &[u8], runs: bool, suited: bool) -> GroupBest {
    let mut best = [[NO; 3]; 5];
    for_each_target(caps, runs, &mut |t, m, pair| {
        let lacks: u8 = t.iter().zip(counts).map(|(&t, &c)| t.saturating_sub(c)).sum();
        for &cls in classes(pair, suited) {
            best[m][cls] = best[m][cls].min(lacks);
        }
    });
    best
}

/// The same bests for every count vector of a group at once, when all four
/// copies of every rank may be used: the fewest tiles a hand lacks for a
/// target is the fewest single-tile additions that make it hold one. So a
/// hand scores 0 when it holds a target (it is one, or it holds one after
/// removing a tile), and otherwise one more than its best one-tile addition.
/// Vectors are indexed in base 5; adding a tile raises the index, removing
/// one lowers it, which orders both passes.
struct Lattice {
    best: Vec<GroupBest>,
}

impl Lattice {
    fn build(ranks: usize, runs: bool, suited: bool) -> Lattice {
        let size = 5usize.pow(ranks as u32);
        let pows: Vec<usize> = (0..ranks).map(|r| 5usize.pow(r as u32)).collect();
        let pow = |r: usize| pows[r];
        let digit = |i: usize, r: usize| i / pow(r) % 5;
        let index = |t: &[u8]| t.iter().rev().fold(0, |i, &c| i * 5 + c as usize);
        let mut best = vec![[[NO; 3]; 5]; size];
        for_each_target(&vec![4; ranks], runs, &mut |t, m, pair| {
            for &cls in classes(pair, suited) {
                best[index(t)][m][cls] = 0;
            }
        });
        for i in 0..size {
            for r in (0..ranks).filter(|&r| digit(i, r) > 0) {
                let smaller = best[i - pow(r)];
                for m in 0..5 {
                    for cls in 0..3 {
                        if smaller[m][cls] == 0 {
                            best[i][m][cls] = 0;
                        }
                    }
                }
            }
        }
        for i in (0..size).rev() {
            for r in (0..ranks).filter(|&r| digit(i, r) < 4) {
                let larger = best[i + pow(r)];
                for m in 0..5 {
                    for cls in 0..3 {
                        best[i][m][cls] = best[i][m][cls].min(larger[m][cls].saturating_add(1));
                    }
                }
            }
        }
        Lattice { best }
    }

    fn get(&self, counts: &[u8]) -> GroupBest {
        self.best[counts.iter().rev().fold(0, |i, &c| i * 5 + c as usize)]
    }
}

/// Lattices of the suits (with runs, and triplets only) and the honours.
static SUIT_LATTICE: LazyLock<Lattice> = LazyLock::new(|| Lattice::build(9, true, true));
static SUIT_TRIPLET_LATTICE: LazyLock<Lattice> = LazyLock::new(|| Lattice::build(9, false, true));
static HONOUR_LATTICE: LazyLock<Lattice> = LazyLock::new(|| Lattice::build(7, false, false));

/// Enumerated group results for groups with melds, shared by the threads.
static GROUP_MEMO: LazyLock<Mutex<HashMap<u64, GroupBest>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// The group's bests: from a lattice when every copy is available, else by
/// enumeration (memoised).
fn group_best(counts: &[u8], caps: &[u8], runs: bool, suited: bool) -> GroupBest {
    if caps.iter().all(|&c| c == 4) {
        return match (counts.len(), runs) {
            (9, true) => SUIT_LATTICE.get(counts),
            (9, false) => SUIT_TRIPLET_LATTICE.get(counts),
            _ => HONOUR_LATTICE.get(counts),
        };
    }
    // Three bits per count and per cap (each 0..=4), nine ranks at most.
    let mut key = (runs as u64) << 1 | suited as u64;
    for (&c, &cap) in counts.iter().zip(caps) {
        key = (key << 6) | (c as u64) << 3 | cap as u64;
    }
    if let Some(b) = GROUP_MEMO.lock().expect("memo").get(&key).copied() {
        return b;
    }
    let b = group_best_by_enumeration(counts, caps, runs, suited);
    GROUP_MEMO.lock().expect("memo").insert(key, b);
    b
}

/// For the reference's own test: both ways of computing a group agree.
pub fn lattice_matches_enumeration(counts: &[u8]) -> bool {
    let full = vec![4; counts.len()];
    let (runs, suited) = (counts.len() == 9, counts.len() == 9);
    let lattice = match counts.len() {
        9 => SUIT_LATTICE.get(counts),
        _ => HONOUR_LATTICE.get(counts),
    };
    let triplets_ok = counts.len() != 9
        || SUIT_TRIPLET_LATTICE.get(counts)
            == group_best_by_enumeration(counts, &full, false, true);
    triplets_ok && lattice == group_best_by_enumeration(counts, &full, runs, suited)
}

/// The four groups' bests: the suits (runs allowed unless `triplets_only`)
/// and the honours (never runs). Kinds out of play have no copies to use.
fn groups(real: &[u8; KINDS], caps: &[u8; KINDS], triplets_only: bool) -> [GroupBest; 4] {
    let s = |g: usize| {
        group_best(&real[g * 9..g * 9 + 9], &caps[g * 9..g * 9 + 9], !triplets_only, true)
    };
    [s(0), s(1), s(2), group_best(&real[27..34], &caps[27..34], false, false)]
}

/// Fewest missing tiles for `sets` sets and a pair of class `pair`, the sets
/// and the pair shared out between the groups in every possible way.
fn combine(g: &[GroupBest; 4], sets: usize, pair: usize) -> Option<u8> {
    let mut best: Option<u8> = None;
    for m0 in 0..=sets {
        for m1 in 0..=sets - m0 {
            for m2 in 0..=sets - m0 - m1 {
                let m = [m0, m1, m2, sets - m0 - m1 - m2];
                for pg in 0..4 {
                    let parts = [0, 1, 2, 3].map(|i| g[i][m[i]][if i == pg { pair } else { NONE }]);
                    if parts.contains(&NO) {
                        continue;
                    }
                    let cost: u8 = parts.iter().sum();
                    best = Some(best.map_or(cost, |b| b.min(cost)));
                }
            }
        }
    }
    best
}

/// Best overlap `Σ min(T_k, real_k)` over choices of `T_k ∈ 0..=4` per kind
/// that `allowed(k, T_k)` accepts, with `Σ T_k = size` (a knapsack over the
/// kinds), or `None`.
fn knapsack(
    real: &[u8; KINDS],
    kinds: impl Iterator<Item = usize>,
    allowed: &dyn Fn(usize, u8) -> bool,
    size: usize,
) -> Option<usize> {
    // best[s]: largest overlap with s tiles chosen so far.
    let mut best = [None::<usize>; 15];
    best[0] = Some(0);
    for k in kinds {
        let mut next = [None::<usize>; 15];
        for s in 0..=size {
            let Some(v) = best[s] else { continue };
            for t in (0..=4u8).filter(|&t| allowed(k, t)) {
                let s2 = s + t as usize;
                if s2 <= size {
                    let v2 = v + t.min(real[k]) as usize;
                    if next[s2].is_none_or(|x| x < v2) {
                        next[s2] = Some(v2);
                    }
                }
            }
        }
        best = next;
    }
    best[size]
}

/// The replacement number of the hand for one target before wildcards
/// (`min |T − real|`), or `None` when no complete hand of that target fits
/// the melds.
fn raw_replacement(real: &[u8; KINDS], m: &Melds, rules: &RuleSet, target: Target) -> Option<u8> {
    let kinds = kinds_in_play(rules);
    let mut caps = [0u8; KINDS];
    for k in 0..kinds {
        caps[k] = 4 - m.used[k];
    }
    let sets = 4 - m.count;
    match target {
        Target::Regular => {
            let pair = match rules.pair {
                PairRule::Any => ANY,
                PairRule::TwoFiveEight => P258,
            };
            combine(&groups(real, &caps, false), sets, pair)
        }
        Target::PengPengHu => {
            if !rules.pengpenghu || m.chi > 0 {
                return None;
            }
            combine(&groups(real, &caps, true), sets, ANY)
        }
        Target::QingYiSe => {
            if !rules.qingyise {
                return None;
            }
            let mut best: Option<u8> = None;
            for s in 0..3 {
                let meld_outside =
                    (0..KINDS).any(|k| m.used[k] > 0 && !(s * 9..s * 9 + 9).contains(&k));
                if meld_outside {
                    continue;
                }
                let g = group_best(&real[s * 9..s * 9 + 9], &caps[s * 9..s * 9 + 9], true, true);
                if g[sets][ANY] != NO {
                    best = Some(best.map_or(g[sets][ANY], |b| b.min(g[sets][ANY])));
                }
            }
            best
        }
        Target::SevenPairs => {
            let kind = rules.seven_pairs?;
            if m.count > 0 {
                return None;
            }
            let allowed = move |k: usize, t: u8| {
                t <= caps[k]
                    && match kind {
                        SevenPairs::Distinct => t == 0 || t == 2,
                        SevenPairs::FourAsTwoPairs => t.is_multiple_of(2),
                    }
            };
            knapsack(real, 0..kinds, &allowed, 14).map(|o| (14 - o) as u8)
        }
        Target::JiangJiangHu => {
            if !rules.jiangjianghu || !m.all_peng_258 {
                return None;
            }
            let size = 3 * sets + 2;
            let allowed = move |k: usize, t: u8| t <= caps[k];
            knapsack(real, (0..kinds).filter(|&k| is_258(k)), &allowed, size)
                .map(|o| (size - o) as u8)
        }
        Target::QuanQiuRen => {
            if !rules.quanqiuren || m.exposed < 4 {
                return None;
            }
            (0..kinds).filter(|&k| caps[k] >= 2).map(|k| 2u8.saturating_sub(real[k])).min()
        }
        Target::ThirteenOrphans => {
            if !rules.thirteen_orphans || !rules.honours || m.count > 0 {
                return None;
            }
            let orphans: Vec<usize> = (0..KINDS).filter(|&k| is_orphan(k)).collect();
            orphans
                .iter()
                .map(|&d| {
                    orphans
                        .iter()
                        .map(|&k| (1 + (k == d) as u8).saturating_sub(real[k]))
                        .sum::<u8>()
                })
                .min()
        }
    }
}

/// Shanten for one target (replacement number − 1, wildcards filling missing
/// tiles), or `None` when the rules lack the target or the melds rule it out.
pub fn ref_shanten_for(hand: &Hand, rules: &RuleSet, target: Target) -> Option<i8> {
    let (mut real, m) = (concealed(hand), melds_of(hand));
    let mut w = 0;
    if let Some(t) = rules.wildcard {
        w = real[t.id() as usize];
        real[t.id() as usize] = 0;
    }
    let r = raw_replacement(&real, &m, rules, target)?;
    // A target has 3n+2 tiles and the hand 3n+1 or 3n+2 of which `w` are
    // wildcards, so at least `w` tiles of any target are missing.
    assert!(r >= w, "target {target:?} lacks {r} tiles but the hand has {w} wildcards: {hand}");
    Some((r - w) as i8 - 1)
}

/// [`ref_shanten_for`] of every target, in [`Target::ALL`] order.
pub fn ref_shanten_by_target(hand: &Hand, rules: &RuleSet) -> [Option<i8>; 7] {
    Target::ALL.map(|t| ref_shanten_for(hand, rules, t))
}

/// Shanten over every target the rules enable (−1 complete, 0 ready).
pub fn ref_shanten(hand: &Hand, rules: &RuleSet) -> i8 {
    ref_shanten_by_target(hand, rules)
        .into_iter()
        .flatten()
        .min()
        .expect("the regular target always fits")
}
