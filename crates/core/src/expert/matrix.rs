//! The discard × draw matrix: every target's replacement number after each
//! discard and after each (discard, draw) pair, without one full shanten call
//! per pair.
//!
//! # Why it is cheap
//! A discard and a draw change at most two of the hand's groups (three suits,
//! plus the honours when the rules have them). So the evaluator looks up, once
//! per hand, each group's table entry as it is, with each held rank removed
//! (`minus`), with each rank added (`plus`) and, inside one group, with one
//! rank swapped for another (`swap`). The groups a pair leaves alone are
//! (min,+)-combined once ([`Partial`]); each (discard, draw) pair then costs one
//! ~10-operation finishing step. The closed-form targets (碰碰胡, seven pairs,
//! 将将胡, thirteen orphans) keep small count statistics that a ±1 change
//! updates in O(1); 清一色 and 全求人 read the same group entries.
//!
//! Groups that share kinds with the hand's melds cannot use the table (it
//! assumes four copies of every kind): their entries come from the exact
//! capped dynamic program instead, with the same result as `shanten`.

use crate::hand::Hand;
use crate::lookup::{
    ANY_PAIR, Entry, IMPOSSIBLE, NO_PAIR, PAIR_258, POW5, Tables, honour_entry_capped,
    suit_entry_capped,
};
use crate::rules::{PairRule, RuleSet, SevenPairs, Target};
use crate::tile::KINDS;

/// Most distinct kinds a hand can discard from (14 concealed tiles): the
/// size of [`Expert::rank_discards`](super::Expert::rank_discards)'s output.
pub const MAX_DISCARDS: usize = 14;
/// Number of target slots, in [`Target::ALL`] order.
pub(crate) const NT: usize = Target::ALL.len();

const T_REGULAR: usize = 0;
const T_PENGPENG: usize = 1;
const T_QINGYISE: usize = 2;
pub(crate) const T_SEVEN: usize = 3;
const T_JIANG: usize = 4;
const T_QUANQIU: usize = 5;
const T_ORPHANS: usize = 6;

/// The closed-form targets (bit per slot).
const CLOSED_TARGETS: u8 = 1 << T_PENGPENG | 1 << T_SEVEN | 1 << T_JIANG | 1 << T_ORPHANS;
/// The closed-form big targets.
const CLOSED_BIG: [usize; 3] = [T_PENGPENG, T_SEVEN, T_JIANG];

/// Costs above any real replacement number while summing partial costs.
const INF: u8 = 60;

/// A (min,+) combination of some groups: the fewest tiles to add so that
/// they hold exactly `m` sets (index) without / with the pair.
#[derive(Clone, Copy, Debug)]
struct Partial([[u8; 2]; 5]);

impl Partial {
    /// No group yet: zero sets and no pair cost nothing.
    const EMPTY: Partial = {
        let mut p = [[INF; 2]; 5];
        p[0][0] = 0;
        Partial(p)
    };

    /// One group alone.
    #[inline(always)]
    fn single(e: Entry, sets: usize, pair: usize) -> Partial {
        let mut p = [[INF; 2]; 5];
        for (m, slot) in p.iter_mut().enumerate().take(sets + 1) {
            *slot = [e.get(m, NO_PAIR), e.get(m, pair)];
        }
        Partial(p)
    }

    /// The groups of `entries` except `skip`, combined.
    #[inline(always)]
    fn without(
        entries: &[Entry; 4],
        groups: usize,
        skip: usize,
        sets: usize,
        pair: usize,
    ) -> Partial {
        let mut p: Option<Partial> = None;
        for (h, &e) in entries.iter().enumerate().take(groups) {
            if h != skip {
                p = Some(match p {
                    None => Partial::single(e, sets, pair),
                    Some(p) => p.add(e, sets, pair),
                });
            }
        }
        p.unwrap_or(Partial::EMPTY)
    }

    /// Adds one group's entry.
    #[inline(always)]
    fn add(&self, e: Entry, sets: usize, pair: usize) -> Partial {
        let mut next = [[INF; 2]; 5];
        for m in 0..=sets {
            let (a0, a1) = (self.0[m][0], self.0[m][1]);
            if a0 >= INF && a1 >= INF {
                continue;
            }
            for k in 0..=sets - m {
                let n0 = e.get(k, NO_PAIR);
                let n1 = e.get(k, pair);
                let slot = &mut next[m + k];
                slot[0] = slot[0].min(a0 + n0);
                slot[1] = slot[1].min((a1 + n0).min(a0 + n1));
            }
        }
        Partial(next)
    }
}

/// Count statistics behind the closed-form targets, updated by ±1 changes.
#[derive(Clone, Copy, Debug)]
struct Closed {
    /// 碰碰胡: allowed kinds holding 0, 1, 2 and ≥ 3 copies.
    pph: [u8; 4],
    /// Seven pairs with fours as two pairs: Σ c/2 and kinds with an odd count.
    free: u8,
    odd: u8,
    /// Seven distinct pairs: kinds with ≥ 2 copies and with exactly 1.
    ge2: u8,
    eq1: u8,
    /// 将将胡: suited 2/5/8 tiles held.
    n258: u8,
    /// Thirteen orphans: orphan kinds held, orphan kinds held twice or more.
    orphan_kinds: u8,
    orphan_pairs: u8,
}

impl Closed {
    /// No kind counted yet.
    const ZERO: Closed = Closed {
        pph: [0; 4],
        free: 0,
        odd: 0,
        ge2: 0,
        eq1: 0,
        n258: 0,
        orphan_kinds: 0,
        orphan_pairs: 0,
    };

    /// Counts a kind holding `c` copies.
    fn add_kind(&mut self, ctx: &Ctx, kind: usize, c: u8) {
        if ctx.pph_allowed >> kind & 1 == 1 {
            self.pph[c.min(3) as usize] += 1;
        }
        self.free += c / 2;
        self.odd += c & 1;
        self.ge2 += (c >= 2) as u8;
        self.eq1 += (c == 1) as u8;
        if ctx.is_258 >> kind & 1 == 1 {
            self.n258 += c;
        }
        if ctx.is_orphan >> kind & 1 == 1 {
            self.orphan_kinds += (c > 0) as u8;
            self.orphan_pairs += (c >= 2) as u8;
        }
    }

    /// Moves a kind from `old` to `new` copies (|old − new| = 1). `flags`:
    /// bit 0 碰碰胡 may use the kind, bit 1 a suited 2/5/8, bit 2 an orphan.
    #[inline(always)]
    fn bump(&mut self, flags: usize, old: u8, new: u8) {
        if flags & 1 == 1 {
            self.pph[old.min(3) as usize] -= 1;
            self.pph[new.min(3) as usize] += 1;
        }
        self.free = self.free + new / 2 - old / 2;
        self.odd = self.odd + (new & 1) - (old & 1);
        self.ge2 = self.ge2 + (new >= 2) as u8 - (old >= 2) as u8;
        self.eq1 = self.eq1 + (new == 1) as u8 - (old == 1) as u8;
        if flags & 2 == 2 {
            self.n258 = self.n258 + new - old;
        }
        if flags & 4 == 4 {
            self.orphan_kinds = self.orphan_kinds + (new > 0) as u8 - (old > 0) as u8;
            self.orphan_pairs = self.orphan_pairs + (new >= 2) as u8 - (old >= 2) as u8;
        }
    }

    /// Raw replacement numbers of the closed-form targets into `out`.
    #[inline(always)]
    fn costs(&self, ctx: &Ctx, out: &mut [u8; NT]) {
        let sets = ctx.sets;
        if ctx.enabled >> T_PENGPENG & 1 == 1 {
            // The `sets + 1` kinds with the cheapest triplets; the pair takes
            // one of them with c ≤ 2 (a 14-tile hand never holds sets + 1 triplets),
            // saving one tile.
            let mut need = sets + 1;
            let mut sum = 0usize;
            let mut saving = 0usize;
            for (cost, n) in
                [(0usize, self.pph[3]), (1, self.pph[2]), (2, self.pph[1]), (3, self.pph[0])]
            {
                let take = need.min(n as usize);
                sum += take * cost;
                need -= take;
                if take > 0 && cost > 0 {
                    saving = 1;
                }
            }
            out[T_PENGPENG] = if need > 0 { IMPOSSIBLE } else { (sum - saving).min(14) as u8 };
        }
        if ctx.enabled >> T_SEVEN & 1 == 1 {
            out[T_SEVEN] = match ctx.seven {
                SevenPairs::FourAsTwoPairs => {
                    if self.free >= 7 {
                        0
                    } else {
                        let need = 7 - self.free;
                        need.min(self.odd) + 2 * need.saturating_sub(self.odd)
                    }
                }
                SevenPairs::Distinct => {
                    let pairs = self.ge2.min(7);
                    14 - 2 * pairs - self.eq1.min(7 - pairs)
                }
            };
        }
        if ctx.enabled >> T_JIANG & 1 == 1 {
            out[T_JIANG] = (3 * sets as u8 + 2).saturating_sub(self.n258);
        }
        if ctx.enabled >> T_ORPHANS & 1 == 1 {
            out[T_ORPHANS] = 14 - self.orphan_kinds - (self.orphan_pairs > 0) as u8;
        }
    }
}

/// What stays fixed for one hand under one rule set.
#[derive(Clone, Copy, Debug)]
struct Ctx {
    sets: usize,
    /// Pair category of the regular target.
    pair: usize,
    /// Targets the rules and the melds allow (bit per slot).
    enabled: u8,
    seven: SevenPairs,
    /// Suits 清一色 may use (bit per suit).
    qys_suits: u8,
    pph_allowed: u64,
    is_258: u64,
    is_orphan: u64,
    /// Groups in play (3 suits, plus honours).
    groups: usize,
}

/// Group and rank of every kind.
const GROUP_RANK: [(u8, u8); KINDS] = {
    let mut t = [(0u8, 0u8); KINDS];
    let mut k = 0;
    while k < KINDS {
        t[k] = if k < 27 { ((k / 9) as u8, (k % 9) as u8) } else { (3, (k - 27) as u8) };
        k += 1;
    }
    t
};

/// The group of a kind and its rank inside the group.
#[inline(always)]
const fn group_of(kind: usize) -> (usize, usize) {
    let (g, r) = GROUP_RANK[kind];
    (g as usize, r as usize)
}

#[inline(always)]
const fn group_start(g: usize) -> usize {
    g * 9
}

#[inline(always)]
const fn group_len(g: usize) -> usize {
    if g < 3 { 9 } else { 7 }
}

/// What [`Matrix::compute`] should fill.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    /// Draws are evaluated only for these kinds (bit per kind; others get
    /// `imp` 0).
    pub(crate) draws: u64,
    /// Draws are evaluated only after the discards whose cost is at most the
    /// best discard's plus `slack` (`expanded`)…
    pub(crate) slack: u8,
    /// …and after the kinds in `always`.
    pub(crate) always: u64,
    /// Fill `here` and `min_here` (the hand as it stands).
    pub(crate) here: bool,
    /// Fill `imp` for every target; otherwise only for the best targets and
    /// the big targets at their lowest cost (all the evaluator reads).
    pub(crate) every_target: bool,
}

impl Request {
    /// Draws of `draws` after the best discards only.
    pub(crate) const fn best(draws: u64) -> Request {
        Request { draws, slack: 0, always: 0, here: false, every_target: false }
    }

    /// Every draw after every discard, and the hand itself (tests).
    #[cfg(test)]
    pub(crate) const fn all() -> Request {
        Request { draws: u64::MAX, slack: IMPOSSIBLE, always: 0, here: true, every_target: true }
    }
}

/// The bit of nibble position `(m, pair)` of an [`Entry`].
#[inline(always)]
const fn pos_bit(m: usize, pair: usize) -> u64 {
    1u64 << ((m * 3 + pair) * 4)
}

impl Partial {
    /// The cost of the whole hand once the last group `e` joins: exactly
    /// `sets` sets and one pair.
    #[inline(always)]
    fn finish(&self, e: Entry, sets: usize, pair: usize) -> u8 {
        let mut best = INF;
        for m in 0..=sets {
            let k = sets - m;
            best = best.min(self.0[m][1] + e.get(k, NO_PAIR)).min(self.0[m][0] + e.get(k, pair));
        }
        best.min(IMPOSSIBLE)
    }

    /// [`Partial::finish`], plus the nibble positions of `e` that reach the
    /// optimum: a tile added to that group lowers the total iff it lowers
    /// one of them (entries drop by at most one per added tile).
    #[inline(always)]
    fn finish_mask(&self, e: Entry, sets: usize, pair: usize) -> (u8, u64) {
        let mut best = INF;
        let mut mask = 0u64;
        for m in 0..=sets {
            let k = sets - m;
            for (v, bit) in [
                (self.0[m][1] + e.get(k, NO_PAIR), pos_bit(k, NO_PAIR)),
                (self.0[m][0] + e.get(k, pair), pos_bit(k, pair)),
            ] {
                if v < best {
                    best = v;
                    mask = bit;
                } else if v == best {
                    mask |= bit;
                }
            }
        }
        if best >= IMPOSSIBLE { (IMPOSSIBLE, 0) } else { (best, mask) }
    }
}

/// Every target's replacement number (after wildcards; [`IMPOSSIBLE`] when
/// ruled out) after each discard, which targets each draw then lowers, and
/// the costs of the hand as it stands. Lives on the stack; [`Matrix::compute`]
/// fills it without allocating.
///
/// A draw lowers a replacement number by at most one, so the cost after
/// discard `i` and draw `t` is `cost13[i][T] − (imp[i][t] >> T & 1)`.
#[derive(Clone, Debug)]
pub(crate) struct Matrix {
    /// Sets still to be made in hand.
    pub(crate) sets: usize,
    /// Kinds in play (27 or 34).
    pub(crate) kinds: usize,
    /// Number of distinct kinds that can be discarded.
    pub(crate) nd: usize,
    /// Their kind ids, ascending.
    pub(crate) discards: [u8; MAX_DISCARDS],
    /// Per target, after discarding `discards[i]`.
    pub(crate) cost13: [[u8; NT]; MAX_DISCARDS],
    /// Minimum over targets of `cost13[i]`.
    pub(crate) min13: [u8; MAX_DISCARDS],
    /// Targets reaching `min13[i]` (bit per target slot).
    pub(crate) best13: [u8; MAX_DISCARDS],
    /// Targets that drawing kind `t` after discard `i` lowers by one; 0 for
    /// a draw that would be a fifth copy.
    pub(crate) imp: [[u8; KINDS]; MAX_DISCARDS],
    /// Whether the draws after discard `i` were evaluated.
    pub(crate) expanded: [bool; MAX_DISCARDS],
    /// Per target, for the `3n+2` hand itself.
    pub(crate) here: [u8; NT],
    /// Minimum of `here`: 0 when the hand is complete.
    pub(crate) min_here: u8,
    /// Groups sharing kinds with the melds use the exact capped dynamic
    /// program (as `shanten` does); otherwise the table entry, which may
    /// plan with copies that sit in the melds (a lower bound, ~100× faster).
    pub(crate) exact_caps: bool,
}

impl Matrix {
    /// An empty matrix, to be filled by [`Matrix::compute`].
    pub(crate) fn new() -> Matrix {
        Matrix {
            sets: 0,
            kinds: 27,
            nd: 0,
            discards: [0; MAX_DISCARDS],
            cost13: [[IMPOSSIBLE; NT]; MAX_DISCARDS],
            min13: [IMPOSSIBLE; MAX_DISCARDS],
            best13: [0; MAX_DISCARDS],
            imp: [[0; KINDS]; MAX_DISCARDS],
            expanded: [false; MAX_DISCARDS],
            here: [IMPOSSIBLE; NT],
            min_here: IMPOSSIBLE,
            exact_caps: true,
        }
    }

    /// Kind id of discard slot `i`.
    #[inline]
    pub(crate) fn discard(&self, i: usize) -> usize {
        self.discards[i] as usize
    }

    /// Target `target`'s cost after discard `i` and draw `t` (a legal draw).
    #[cfg(test)]
    pub(crate) fn cost14(&self, i: usize, t: usize, target: usize) -> u8 {
        self.cost13[i][target] - (self.imp[i][t] >> target & 1)
    }

    /// True when drawing `t` after discard `i` lowers the hand's shanten.
    #[cfg(test)]
    pub(crate) fn useful(&self, i: usize, t: usize) -> bool {
        self.imp[i][t] & self.best13[i] != 0
    }

    /// Shanten cost (minimum over targets) after discard `i` and draw `t`.
    #[cfg(test)]
    pub(crate) fn min14(&self, i: usize, t: usize) -> u8 {
        self.min13[i] - self.useful(i, t) as u8
    }

    /// Fills the matrix for a `3n+2` hand as `req` asks. The caller
    /// guarantees the hand's size.
    ///
    /// Three steps: the hand as it stands ([`HandView`], and `here` when
    /// asked), every discard's costs ([`Matrix::cost_discards`]), then the
    /// draws after the discards worth expanding ([`Matrix::expand`]).
    pub(crate) fn compute(&mut self, hand: &Hand, rules: &RuleSet, req: &Request) {
        debug_assert!(hand.is_complete_size());
        let view = HandView::new(hand, rules, self.exact_caps);
        self.sets = view.ctx.sets;
        self.kinds = view.kinds;
        if req.here {
            self.fill_here(&view);
        }
        let draws = DrawKinds::new(&view, req.draws);
        let mut after = [AfterDiscard::EMPTY; MAX_DISCARDS];
        let best_min = self.cost_discards(&view, &draws, &mut after);
        let limit = best_min.saturating_add(req.slack);
        for (i, after) in after.iter().enumerate().take(self.nd) {
            self.imp[i] = [0; KINDS];
            self.expanded[i] = self.min13[i] <= limit || req.always >> self.discards[i] & 1 == 1;
            if self.expanded[i] {
                self.expand(i, &view, &draws, after, req);
            }
        }
    }

    /// `here` and `min_here`: the hand as it stands.
    fn fill_here(&mut self, v: &HandView<'_>) {
        let (sets, pair) = (v.ctx.sets, v.ctx.pair);
        let mut here = [IMPOSSIBLE; NT];
        here[T_REGULAR] = v.rest[0].finish(v.base[0], sets, pair);
        group_targets(&v.ctx, &v.base, &mut here);
        v.closed.costs(&v.ctx, &mut here);
        apply_wild(&mut here, v.wild);
        self.here = here;
        self.min_here = *here.iter().min().expect("targets");
    }

    /// Every discard's costs (`discards`, `cost13`, `min13`, `best13`,
    /// `nd`), with what the draws after it need in `after`; returns the
    /// lowest cost of any discard.
    fn cost_discards(
        &mut self,
        v: &HandView<'_>,
        draws: &DrawKinds,
        after: &mut [AfterDiscard; MAX_DISCARDS],
    ) -> u8 {
        let mut nd = 0;
        let mut best_min = IMPOSSIBLE;
        for d in 0..v.kinds {
            if v.held[d] == 0 {
                continue;
            }
            let (a, wild) = v.discard(d, draws.flags[d]);
            let mut c13 = a.raw;
            apply_wild(&mut c13, wild);
            let min13 = *c13.iter().min().expect("targets");
            let mut best13 = 0u8;
            for (ti, &c) in c13.iter().enumerate() {
                best13 |= ((c == min13 && c < IMPOSSIBLE) as u8) << ti;
            }
            self.discards[nd] = d as u8;
            self.cost13[nd] = c13;
            self.min13[nd] = min13;
            self.best13[nd] = best13;
            best_min = best_min.min(min13);
            after[nd] = a;
            nd += 1;
        }
        self.nd = nd;
        best_min
    }

    /// `imp[i]`: the targets each draw lowers after discard slot `i`.
    fn expand(
        &mut self,
        i: usize,
        v: &HandView<'_>,
        draws: &DrawKinds,
        after: &AfterDiscard,
        req: &Request,
    ) {
        let d = self.discards[i] as usize;
        let (gd, rd) = group_of(d);
        let mut possible = 0u8;
        for (ti, &c) in self.cost13[i].iter().enumerate() {
            possible |= ((c < IMPOSSIBLE) as u8) << ti;
        }
        let lowers = v.group_lowering(gd, after);
        let closed_imp = if req.every_target || self.closed_relevant(i) & CLOSED_TARGETS != 0 {
            after.closed.improvements(&v.ctx, &after.raw)
        } else {
            ClosedImp { by_count: [0; 4], jiang: 0, orphan: [0; 4] }
        };
        for t in 0..v.kinds {
            if req.draws >> t & 1 == 0 {
                continue;
            }
            let held_t = v.held[t] - (t == d) as u8;
            if held_t + v.used[t] >= 4 {
                continue;
            }
            if t == v.wild_kind {
                self.imp[i][t] = possible;
                continue;
            }
            let gt = draws.group[t] as usize;
            let delta = if gt != gd {
                draws.plus[t]
            } else if t == d {
                after.minus.0 - v.base[gd].0
            } else {
                let (k, out) = if d == v.wild_kind {
                    (v.keys[gd], NONE)
                } else {
                    (v.keys[gd] - POW5[rd], (d, -1))
                };
                after.minus.0 - v.entry(gd, k + POW5[draws.rank[t] as usize], [out, (t, 1)]).0
            };
            let c = (v.real[t] - (t == d) as u8) as usize;
            let bits = lowers.bits(gt, delta) | closed_imp.bits(c, draws.flags[t]);
            self.imp[i][t] = bits & possible;
        }
    }

    /// The targets whose draws matter after discard slot `i`: the best
    /// ones and, for the value, the closed-form big targets at their lowest
    /// cost.
    fn closed_relevant(&self, i: usize) -> u8 {
        let mut big_min = IMPOSSIBLE;
        for &ti in &CLOSED_BIG {
            big_min = big_min.min(self.cost13[i][ti]);
        }
        let mut relevant = self.best13[i];
        for &ti in &CLOSED_BIG {
            relevant |= ((self.cost13[i][ti] == big_min) as u8) << ti;
        }
        relevant
    }
}

/// "No change" in an [`HandView::entry`] change list.
const NONE: (usize, i8) = (usize::MAX, 0);

/// The hand as [`Matrix::compute`] reads it, built once per call: the
/// concealed counts split into real tiles and wildcards, each group's table
/// entry as it stands, the (min,+) combinations without each group, and the
/// closed-form statistics.
struct HandView<'a> {
    /// Concealed counts, wildcards included.
    held: &'a [u8; KINDS],
    /// Copies in the melds.
    used: &'a [u8; KINDS],
    /// `held` without the wildcards.
    real: [u8; KINDS],
    /// Wildcards held.
    wild: u8,
    /// The wildcard's kind, or `usize::MAX` without one.
    wild_kind: usize,
    /// Kinds in play (27 or 34).
    kinds: usize,
    ctx: Ctx,
    closed: Closed,
    tables: &'static Tables,
    /// Groups whose entries come from the capped dynamic program.
    capped: [bool; 4],
    /// Table keys of the groups' real counts.
    keys: [usize; 4],
    /// Real tiles per group.
    sizes: [usize; 4],
    /// Each group's entry as it stands.
    base: [Entry; 4],
    /// The combination of every group but one, by the one left out.
    rest: [Partial; 4],
}

impl<'a> HandView<'a> {
    fn new(hand: &'a Hand, rules: &RuleSet, exact_caps: bool) -> HandView<'a> {
        let held = hand.concealed().as_array();
        let used = hand.meld_summary().used.as_array();
        let mut real = *held;
        let mut wild = 0u8;
        let wild_kind = rules.wildcard.map_or(usize::MAX, |w| w.index());
        if wild_kind < KINDS {
            wild = real[wild_kind];
            real[wild_kind] = 0;
        }
        let ctx = context(hand, rules);
        let kinds = rules.kinds();
        let mut closed = Closed::ZERO;
        for k in 0..kinds {
            closed.add_kind(&ctx, k, real[k]);
        }
        let mut v = HandView {
            held,
            used,
            real,
            wild,
            wild_kind,
            kinds,
            ctx,
            closed,
            tables: Tables::get(),
            capped: [false; 4],
            keys: [0; 4],
            sizes: [0; 4],
            base: [Entry(EMPTY_ONLY); 4],
            rest: [Partial::EMPTY; 4],
        };
        let groups = ctx.groups;
        for g in 0..groups {
            let (s, len) = (group_start(g), group_len(g));
            v.capped[g] = exact_caps && used[s..s + len].iter().any(|&u| u > 0);
            v.keys[g] = crate::lookup::key(&real[s..s + len]);
            v.sizes[g] = real[s..s + len].iter().map(|&c| c as usize).sum();
        }
        for g in 0..groups {
            v.base[g] = v.entry(g, v.keys[g], [NONE; 2]);
        }
        for g in 0..groups {
            v.rest[g] = Partial::without(&v.base, groups, g, ctx.sets, ctx.pair);
        }
        v
    }

    /// Group `g`'s entry for table key `key`, which is `real` with `change`
    /// ((kind, ±1) pairs, [`NONE`] for none) applied: the capped path
    /// applies the change to the counts itself.
    #[inline(always)]
    fn entry(&self, g: usize, key: usize, change: [(usize, i8); 2]) -> Entry {
        if self.capped[g] {
            let mut c = self.real;
            for (k, v) in change {
                if k < KINDS {
                    c[k] = c[k].wrapping_add_signed(v);
                }
            }
            capped_entry(g, &c, self.used)
        } else if g < 3 {
            self.tables.suit.entry(key)
        } else {
            self.tables.honour.entry(key)
        }
    }

    /// Discarding kind `d` (closed-form flags `flags`): what the draws
    /// after it need, and the wildcards left.
    #[inline(always)]
    fn discard(&self, d: usize, flags: u8) -> (AfterDiscard, u8) {
        let (sets, pair) = (self.ctx.sets, self.ctx.pair);
        let (gd, rd) = group_of(d);
        let mut closed = self.closed;
        let mut wild = self.wild;
        let mut minus = self.base[gd];
        if d == self.wild_kind {
            wild -= 1;
        } else {
            closed.bump(flags as usize, self.real[d], self.real[d] - 1);
            minus = self.entry(gd, self.keys[gd] - POW5[rd], [(d, -1), NONE]);
        }
        let mut groups = self.base;
        groups[gd] = minus;
        let mut raw = [IMPOSSIBLE; NT];
        raw[T_REGULAR] = self.rest[gd].finish(minus, sets, pair);
        let opt = group_targets(&self.ctx, &groups, &mut raw);
        closed.costs(&self.ctx, &mut raw);
        (AfterDiscard { minus, closed, raw, opt }, wild)
    }

    /// Per group, the entry nibble positions whose drop lowers the regular,
    /// 清一色 and 全求人 targets after a discard from group `gd`.
    fn group_lowering(&self, gd: usize, after: &AfterDiscard) -> GroupLowering {
        let (sets, pair, groups) = (self.ctx.sets, self.ctx.pair, self.ctx.groups);
        let mut groups_d = self.base;
        groups_d[gd] = after.minus;
        let mut low = GroupLowering { regular: [0; 4], qingyise: [0; 4], quanqiuren: [0; 4] };
        for h in 0..groups {
            let p = if h == gd {
                self.rest[gd]
            } else {
                Partial::without(&groups_d, groups, h, sets, pair)
            };
            low.regular[h] = p.finish_mask(groups_d[h], sets, pair).1;
        }
        let (qys_opt, qqr_opt) = after.opt;
        for g in 0..groups {
            low.qingyise[g] = if qys_opt >> g & 1 == 1 { pos_bit(sets, ANY_PAIR) } else { 0 };
            low.quanqiuren[g] = if qqr_opt >> g & 1 == 1 { pos_bit(0, ANY_PAIR) } else { 0 };
        }
        low
    }
}

/// One discard's state, kept from the costs of the discards for the draws
/// after it.
#[derive(Clone, Copy, Debug)]
struct AfterDiscard {
    /// Its group's entry without it (unchanged for a wildcard).
    minus: Entry,
    /// The closed-form statistics without it.
    closed: Closed,
    /// Every target's cost without it, before wildcards.
    raw: [u8; NT],
    /// The groups reaching the 清一色 and 全求人 optima (bit per group).
    opt: (u8, u8),
}

impl AfterDiscard {
    const EMPTY: AfterDiscard =
        AfterDiscard { minus: Entry(0), closed: Closed::ZERO, raw: [IMPOSSIBLE; NT], opt: (0, 0) };
}

/// Per draw kind, built once per call: its group and rank, its closed-form
/// flags, and how adding it lowers its group's entry nibble by nibble (valid
/// when the group has room: a pair touching two groups leaves the draw's
/// group ≤ 13 tiles).
struct DrawKinds {
    group: [u8; KINDS],
    rank: [u8; KINDS],
    /// Bit 0: 碰碰胡 may use the kind; bit 1: a suited 2/5/8; bit 2: an orphan.
    flags: [u8; KINDS],
    /// `base − entry with the kind added`, for the draws in the request.
    plus: [u64; KINDS],
}

impl DrawKinds {
    fn new(v: &HandView<'_>, draws: u64) -> DrawKinds {
        let ctx = &v.ctx;
        let mut k =
            DrawKinds { group: [0; KINDS], rank: [0; KINDS], flags: [0; KINDS], plus: [0; KINDS] };
        for t in 0..v.kinds {
            let (g, r) = group_of(t);
            k.group[t] = g as u8;
            k.rank[t] = r as u8;
            k.flags[t] = ((ctx.pph_allowed >> t & 1) as u8)
                | ((ctx.is_258 >> t & 1) as u8) << 1
                | ((ctx.is_orphan >> t & 1) as u8) << 2;
            if draws >> t & 1 == 1
                && t != v.wild_kind
                && v.held[t] + v.used[t] < 4
                && v.sizes[g] < 14
            {
                k.plus[t] = v.base[g].0 - v.entry(g, v.keys[g] + POW5[r], [(t, 1), NONE]).0;
            }
        }
        k
    }
}

/// After one discard, per group: the entry nibble positions (bits of an
/// entry delta) whose drop lowers each group-read target.
struct GroupLowering {
    regular: [u64; 4],
    qingyise: [u64; 4],
    quanqiuren: [u64; 4],
}

impl GroupLowering {
    /// The targets a draw into group `g` lowers, from its entry delta.
    #[inline(always)]
    fn bits(&self, g: usize, delta: u64) -> u8 {
        ((delta & self.regular[g] != 0) as u8) << T_REGULAR
            | ((delta & self.qingyise[g] != 0) as u8) << T_QINGYISE
            | ((delta & self.quanqiuren[g] != 0) as u8) << T_QUANQIU
    }
}

/// Which closed-form targets one more copy of a kind lowers, by the kind's
/// count before the draw and its flags.
struct ClosedImp {
    /// 碰碰胡 (kind allowed) and seven pairs, by count 0–3.
    by_count: [u8; 4],
    /// 将将胡 when the kind is a suited 2/5/8.
    jiang: u8,
    /// Thirteen orphans when the kind is an orphan, by count.
    orphan: [u8; 4],
}

impl ClosedImp {
    #[inline(always)]
    fn bits(&self, c: usize, flags: u8) -> u8 {
        let pph = if flags & 1 == 1 { 0xff } else { !(1u8 << T_PENGPENG) };
        let mut b = self.by_count[c] & pph;
        if flags & 2 == 2 {
            b |= self.jiang;
        }
        if flags & 4 == 4 {
            b |= self.orphan[c];
        }
        b
    }
}

impl Closed {
    /// The closed-form improvements from these statistics, whose raw costs
    /// are `raw`.
    fn improvements(&self, ctx: &Ctx, raw: &[u8; NT]) -> ClosedImp {
        let mut imp = ClosedImp { by_count: [0; 4], jiang: 0, orphan: [0; 4] };
        for c in 0..4u8 {
            // A probe moves one kind from `c` to `c + 1` copies. When no kind
            // holds `c` copies the move is impossible (its statistics would
            // go below zero) and no draw reads the slot: leave it empty. A
            // kind with one copy exists iff `eq1 > 0`; the three-copy probe
            // needs an odd kind; 碰碰胡 needs an allowed kind with `c`.
            if (c == 1 && self.eq1 == 0) || (c == 3 && self.odd == 0) {
                continue;
            }
            let pph = (self.pph[c as usize] > 0) as usize;
            let mut after = *self;
            after.bump(pph, c, c + 1);
            let mut now = *raw;
            after.costs(ctx, &mut now);
            imp.by_count[c as usize] = ((now[T_PENGPENG] < raw[T_PENGPENG]) as u8) << T_PENGPENG
                | ((now[T_SEVEN] < raw[T_SEVEN]) as u8) << T_SEVEN;
            let mut after = *self;
            after.bump(4, c, c + 1);
            let mut now = *raw;
            after.costs(ctx, &mut now);
            imp.orphan[c as usize] = ((now[T_ORPHANS] < raw[T_ORPHANS]) as u8) << T_ORPHANS;
        }
        if ctx.enabled >> T_JIANG & 1 == 1 && raw[T_JIANG] > 0 && raw[T_JIANG] < IMPOSSIBLE {
            imp.jiang = 1 << T_JIANG;
        }
        imp
    }
}

/// 清一色 and 全求人 costs from the group entries into `out`, with the
/// groups reaching each optimum (bit per group).
#[inline(always)]
fn group_targets(ctx: &Ctx, groups: &[Entry; 4], out: &mut [u8; NT]) -> (u8, u8) {
    let mut qys_opt = 0u8;
    let mut qqr_opt = 0u8;
    if ctx.enabled >> T_QINGYISE & 1 == 1 {
        let mut best = IMPOSSIBLE;
        for s in 0..3 {
            if ctx.qys_suits >> s & 1 == 1 {
                let v = groups[s].get(ctx.sets, ANY_PAIR);
                if v < best {
                    best = v;
                    qys_opt = 0;
                }
                if v == best && v < IMPOSSIBLE {
                    qys_opt |= 1 << s;
                }
            }
        }
        out[T_QINGYISE] = best;
    }
    if ctx.enabled >> T_QUANQIU & 1 == 1 {
        let mut best = IMPOSSIBLE;
        for g in 0..ctx.groups {
            let v = groups[g].get(0, ANY_PAIR);
            if v < best {
                best = v;
                qqr_opt = 0;
            }
            if v == best && v < IMPOSSIBLE {
                qqr_opt |= 1 << g;
            }
        }
        out[T_QUANQIU] = best;
    }
    (qys_opt, qqr_opt)
}

/// Wildcards stand for any missing tile.
#[inline(always)]
fn apply_wild(out: &mut [u8; NT], wild: u8) {
    if wild > 0 {
        for v in out.iter_mut() {
            if *v < IMPOSSIBLE {
                *v = v.saturating_sub(wild);
            }
        }
    }
}

/// The exact entry of group `g` for `counts` when melds hold some of its kinds.
fn capped_entry(g: usize, counts: &[u8; 34], used: &[u8; 34]) -> Entry {
    let s = group_start(g);
    if g < 3 {
        let c: [u8; 9] = std::array::from_fn(|r| counts[s + r]);
        let caps: [u8; 9] = std::array::from_fn(|r| 4 - used[s + r]);
        suit_entry_capped(&c, &caps, 4)
    } else {
        let c: [u8; 7] = std::array::from_fn(|r| counts[s + r]);
        let caps: [u8; 7] = std::array::from_fn(|r| 4 - used[s + r]);
        honour_entry_capped(&c, &caps, 4)
    }
}

/// Suited 2/5/8 kinds (bit per kind).
const SUITED_258: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9 + 1)) | (1 << (s * 9 + 4)) | (1 << (s * 9 + 7));
        s += 1;
    }
    m
};

/// Terminals and honours (bit per kind).
const ORPHANS: u64 = {
    let mut m = 0u64;
    let mut s = 0;
    while s < 3 {
        m |= (1 << (s * 9)) | (1 << (s * 9 + 8));
        s += 1;
    }
    m | (0x7f << 27)
};

/// An entry for a group that must stay empty (no honours in play).
const EMPTY_ONLY: u64 = {
    let mut e = 0u64;
    let mut i = 1;
    while i < 15 {
        e |= (IMPOSSIBLE as u64) << (i * 4);
        i += 1;
    }
    e
};

fn context(hand: &Hand, rules: &RuleSet) -> Ctx {
    let ms = hand.meld_summary();
    let kinds = rules.kinds();
    let mut enabled = 1u8 << T_REGULAR;
    let mut qys_suits = 0u8;
    if rules.qingyise && ms.groups & 0b1000 == 0 {
        for s in 0..3 {
            if ms.groups & !(1 << s) == 0 {
                qys_suits |= 1 << s;
            }
        }
        if qys_suits != 0 {
            enabled |= 1 << T_QINGYISE;
        }
    }
    let mut pph_allowed = 0u64;
    if rules.pengpenghu && ms.chi == 0 {
        enabled |= 1 << T_PENGPENG;
        // Without chi, meld kinds hold 3 or 4 copies: no triplet or pair left.
        pph_allowed = (1u64 << kinds) - 1;
        if ms.count > 0 {
            for k in 0..kinds {
                if ms.used.as_array()[k] > 0 {
                    pph_allowed &= !(1 << k);
                }
            }
        }
    }
    let mut seven = SevenPairs::FourAsTwoPairs;
    if let Some(s) = rules.seven_pairs
        && ms.count == 0
    {
        enabled |= 1 << T_SEVEN;
        seven = s;
    }
    if rules.jiangjianghu && ms.all_258 {
        enabled |= 1 << T_JIANG;
    }
    if rules.quanqiuren && ms.exposed >= 4 {
        enabled |= 1 << T_QUANQIU;
    }
    let mut is_orphan = 0u64;
    if rules.thirteen_orphans && rules.honours && ms.count == 0 {
        enabled |= 1 << T_ORPHANS;
        is_orphan = ORPHANS;
    }
    let is_258 = SUITED_258;
    Ctx {
        sets: hand.sets_needed(),
        pair: match rules.pair {
            PairRule::Any => ANY_PAIR,
            PairRule::TwoFiveEight => PAIR_258,
        },
        enabled,
        seven,
        qys_suits,
        pph_allowed,
        is_258,
        is_orphan,
        groups: if rules.honours { 4 } else { 3 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counts::Counts;
    use crate::meld::{Meld, MeldKind};
    use crate::shanten::{shanten, shanten_for};
    use crate::tile::Tile;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Compares the matrix with `shanten` / `shanten_for` on every discard and
    /// every (discard, draw) pair of `hand`.
    fn check(hand: &Hand, rules: &RuleSet) {
        let mut m = Matrix::new();
        m.compute(hand, rules, &Request::all());
        let to_cost = |s: Option<i8>| s.map_or(IMPOSSIBLE, |v| (v + 1) as u8);
        assert_eq!(m.min_here as i8 - 1, shanten(hand, rules), "{hand}");
        for (ti, t) in Target::ALL.into_iter().enumerate() {
            assert_eq!(m.here[ti], to_cost(shanten_for(hand, rules, t)), "{hand} {t:?}");
        }
        let mut seen = 0;
        for d in 0..rules.kinds() {
            let dt = Tile::from_index_unchecked(d);
            let Ok(h13) = hand.without_tile(dt) else { continue };
            let i = seen;
            seen += 1;
            assert_eq!(m.discard(i), d);
            assert_eq!(m.min13[i] as i8 - 1, shanten(&h13, rules), "{hand} -{dt}");
            for (ti, tg) in Target::ALL.into_iter().enumerate() {
                assert_eq!(
                    m.cost13[i][ti],
                    to_cost(shanten_for(&h13, rules, tg)),
                    "{hand} -{dt} {tg:?}"
                );
            }
            for t in 0..rules.kinds() {
                let tt = Tile::from_index_unchecked(t);
                match h13.with_tile(tt) {
                    Ok(h14) => {
                        assert_eq!(
                            m.min14(i, t) as i8 - 1,
                            shanten(&h14, rules),
                            "{hand} -{dt} +{tt} {:?} {:?} {}",
                            m.cost13[i],
                            m.imp[i][t],
                            m.best13[i]
                        );
                        for (ti, tg) in Target::ALL.into_iter().enumerate() {
                            assert_eq!(
                                m.cost14(i, t, ti),
                                to_cost(shanten_for(&h14, rules, tg)),
                                "{hand} -{dt} +{tt} {tg:?}"
                            );
                        }
                    }
                    Err(_) => assert_eq!(m.imp[i][t], 0),
                }
            }
        }
        assert_eq!(seen, m.nd);
    }

    /// A random `3n+2` hand of `kinds` kinds with `melds` random melds,
    /// clustered in `suits` suits so that shapes are common.
    pub(crate) fn random_hand(rng: &mut ChaCha8Rng, rules: &RuleSet, melds: usize) -> Hand {
        loop {
            let kinds = rules.kinds();
            let mut all = [0u8; 34];
            let mut list = Vec::new();
            let mut ok = true;
            for _ in 0..melds {
                let kind = match rng.random_range(0..3) {
                    0 => MeldKind::Peng,
                    1 => MeldKind::Chi,
                    _ => {
                        [MeldKind::Gang, MeldKind::AnGang, MeldKind::BuGang][rng.random_range(0..3)]
                    }
                };
                let t = if kind == MeldKind::Chi {
                    let s = rng.random_range(0..3);
                    Tile::from_index_unchecked(s * 9 + rng.random_range(0..7))
                } else {
                    Tile::from_index_unchecked(rng.random_range(0..kinds))
                };
                let Ok(m) = Meld::new(kind, t) else {
                    ok = false;
                    break;
                };
                for x in m.tiles() {
                    all[x.index()] += 1;
                }
                list.push(m);
            }
            if !ok || all.iter().any(|&c| c > 4) {
                continue;
            }
            let n = 3 * (4 - melds) + 2;
            let suits = rng.random_range(1..=3usize);
            let first = rng.random_range(0..3usize);
            let mut c = Counts::EMPTY;
            let mut placed = 0;
            let mut tries = 0;
            while placed < n && tries < 1000 {
                tries += 1;
                let k = if kinds > 27 && rng.random_range(0..6) == 0 {
                    27 + rng.random_range(0..7)
                } else {
                    ((first + rng.random_range(0..suits)) % 3) * 9 + rng.random_range(0..9)
                };
                if all[k] < 4 {
                    all[k] += 1;
                    c.0[k] += 1;
                    placed += 1;
                }
            }
            if placed < n {
                continue;
            }
            if let Ok(h) = Hand::new(c, &list, rules) {
                return h;
            }
        }
    }

    #[test]
    fn matches_shanten_without_melds() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for rules in [RuleSet::changsha(), RuleSet::standard()] {
            for _ in 0..1500 {
                let h = random_hand(&mut rng, &rules, 0);
                check(&h, &rules);
            }
        }
    }

    #[test]
    fn matches_shanten_with_melds() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        for rules in [RuleSet::changsha(), RuleSet::standard()] {
            for i in 0..600 {
                let h = random_hand(&mut rng, &rules, 1 + i % 4);
                check(&h, &rules);
            }
        }
    }

    #[test]
    fn matches_shanten_with_wildcards() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let base = RuleSet::changsha();
        let rules = base.with_wildcard(Tile::from_index_unchecked(13)).unwrap();
        for i in 0..600 {
            let h = random_hand(&mut rng, &rules, i % 3);
            check(&h, &rules);
        }
    }

    #[test]
    fn special_shapes() {
        let cs = RuleSet::changsha();
        for (tiles, melds) in [
            ("11223344556677m", ""),
            ("11112222333344m", ""),
            ("258m258s258p22558m", ""),
            ("11122233344455m", ""),
            ("1112345678999m5m", ""),
            ("11m", "peng:2s peng:5m chi:345p gang:9m"),
            ("22m", "peng:2s peng:5m peng:8p gang:8m"),
            ("11122234m678s", "peng:5m"),
            ("45667m789s", "peng:5m chi:123s"),
            ("44666m789s", "chi:345m chi:345m"),
        ] {
            let h = Hand::parse(tiles, melds, &cs).unwrap();
            check(&h, &cs);
        }
    }
}
