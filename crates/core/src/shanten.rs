//! Shanten (向听数): how far a hand is from winning.
//!
//! The **replacement number** of a hand for a target is the fewest tiles that
//! must be exchanged to complete it; shanten is that minus one (−1 complete, 0
//! ready). It is exact: targets never use more than four copies of a kind,
//! counting the copies already in melds. Each target has its own cost:
//! regular shapes and 清一色 from the per-group tables (`table`), the others
//! from closed formulas over the counts. Wildcards stand for any missing tile,
//! so they lower every target's replacement number by one each.
//!
//! Under [`WildcardReach::Unlimited`](crate::WildcardReach::Unlimited) (红中)
//! a wildcard stands for any tile with no copy limit, and a missing tile may
//! always arrive as one, so no target is capped by copies: the replacement
//! number is `min |T − H|` over complete targets `T` of any counts, less the
//! wildcards held (the `unlimited` module, from tables built without caps).
//!
//! Two paths share the per-target formulas. A hand without melds (the common
//! case, and every hand an AI evaluates before it calls) takes the fast path,
//! `Closed`: every kind has its four copies available, so the plain table
//! entries are exact, the regular shape is the chained class lookup of
//! `lookup::Combined`, and nothing is computed for a target the rules do not
//! have. A hand with melds builds a `View`, whose entries respect the copies
//! the melds hold, and sums them with the (min,+) of `regular_cost`.

use crate::counts::{CountSets, Counts, lane_order, lane_sum};
use crate::error::Result;
use crate::hand::Hand;
use crate::lookup::{
    ANY_PAIR, Entry, Groups, IMPOSSIBLE, LAYOUT_MORE, LAYOUT_NONE, LAYOUT_PAIR, MeldTables,
    NO_PAIR, PAIR_258, PAIR_TILES, Tables, honour_entry_capped, honour_entry_melded, honour_key,
    honour_key_of_word, pair_entry, suit_bounds, suit_entry_capped, suit_entry_capped_small,
    suit_key,
};
use crate::rules::{PairRule, RuleSet, SevenPairs, Target};
use crate::tile::MASK_ORPHANS;

/// A hand as the algorithms see it: real tiles (wildcards taken out), the
/// number of wildcards, and each group's table entry.
///
/// For a group some of whose copies sit in melds, the entry comes from
/// lookups ([`suit_bounds`], [`honour_entry_melded`]) as a lower and an
/// upper bound that agree wherever they prove the slot exact. A target
/// computed from both that comes out the same is exact; otherwise (rare:
/// chi caps that might bind, or pengs/kongs on two ranks of one suit) the
/// exact capped entries are computed by the dynamic program.
pub(crate) struct View<'h> {
    pub(crate) hand: &'h Hand,
    pub(crate) real: Counts,
    pub(crate) wild: u8,
    /// Entries of the three suits and the honours: lower bounds.
    pub(crate) entries: [Entry; 4],
    /// Upper bounds, equal to `entries` for every group not in `loose`.
    upper: [Entry; 4],
    /// Bit `g` set when group `g`'s bounds differ somewhere.
    loose: u8,
    /// The exact entries, computed on first need.
    exact: std::cell::OnceCell<[Entry; 4]>,
    /// The real tiles' count sets, for the closed formulas (empty when the
    /// hand has melds: no formula that reads them applies then).
    pub(crate) sets: CountSets,
}

/// How many kinds hold at least 1, 2, 3 and 4 copies (`[k - 1]`), which is
/// all that seven pairs and 碰碰胡 without melds depend on. A caller that
/// needs no formula of levels 3 and 4 may leave them 0 (see [`Closed::best`]).
pub(crate) type Levels = [u32; 4];

/// All four [`Levels`] of a count sets.
#[inline(always)]
pub(crate) fn levels(sets: &CountSets) -> Levels {
    sets.at_least.map(u64::count_ones)
}

/// Entries of suits beside melds, remembered across the shanten calls of
/// one efficiency question ([`crate::efficiency`]): its hands differ from
/// one another by a tile or two and share their melds, so a suit whose
/// tiles did not change has the same entry, and the lookups and the rare
/// capped dynamic program run once per distinct suit rather than once per
/// call. Keyed by suit and base-5 key, direct-mapped; valid only for hands
/// with the same melds and rules.
pub(crate) struct SuitMemo {
    /// `(suit << 24 | key + 1, entry)`, tag 0 for an empty slot.
    slots: [(u32, Entry); MEMO_SLOTS],
}

/// Slots of a [`SuitMemo`]: a discard choice meets a few dozen distinct
/// suits beside melds.
const MEMO_SLOTS: usize = 64;

impl SuitMemo {
    /// An empty memo.
    pub(crate) fn new() -> SuitMemo {
        SuitMemo { slots: [(0, Entry(0)); MEMO_SLOTS] }
    }

    /// The exact entry of suit `s` whose key is `key`, from the memo or `f`.
    #[inline]
    fn get(&mut self, s: usize, key: usize, f: impl FnOnce() -> Entry) -> Entry {
        let tag = ((s as u32) << 24) | (key as u32 + 1);
        let slot = &mut self.slots[(tag.wrapping_mul(0x9e37_79b9) >> 26) as usize % MEMO_SLOTS];
        if slot.0 != tag {
            *slot = (tag, f());
        }
        slot.1
    }
}

impl<'h> View<'h> {
    #[inline]
    pub(crate) fn new(hand: &'h Hand, rules: &RuleSet) -> View<'h> {
        View::with_memo(hand, rules, None)
    }

    /// [`View::new`], reading and filling `memo` for the suits beside melds
    /// (their entries then exact: a loose suit's exact entry is computed
    /// once for all the calls that share it).
    #[inline]
    pub(crate) fn with_memo(
        hand: &'h Hand,
        rules: &RuleSet,
        mut memo: Option<&mut SuitMemo>,
    ) -> View<'h> {
        let mut real = *hand.concealed();
        let mut wild = 0;
        if let Some(w) = rules.wildcard {
            wild = real.0[w.index()];
            real.0[w.index()] = 0;
        }
        let t = Tables::get();
        let used = &hand.meld_summary().used;
        let sets = hand.sets_needed();
        let mut entries = [Entry(0); 4];
        let mut upper = [Entry(0); 4];
        let mut loose = 0;
        let groups = hand.meld_summary().groups;
        for s in 0..3 {
            let key = suit_key(&real.0, s);
            // No meld in the suit: every copy is there, the table is exact.
            if groups >> s & 1 == 0 {
                entries[s] = t.suit.entry(key);
                upper[s] = entries[s];
                continue;
            }
            let u = &used.0[s * 9..s * 9 + 9];
            let c: &[u8; 9] = real.0[s * 9..s * 9 + 9].try_into().expect("nine ranks");
            let caps = || -> [u8; 9] { std::array::from_fn(|r| 4 - u[r]) };
            if let Some(memo) = memo.as_deref_mut() {
                entries[s] = memo.get(s, key, || {
                    let caps = caps();
                    match suit_bounds(c, &caps, key, sets) {
                        Some(b) if b.lower == b.upper => b.lower,
                        _ => suit_entry_capped(c, &caps, sets),
                    }
                });
                upper[s] = entries[s];
                continue;
            }
            let caps = caps();
            match suit_bounds(c, &caps, key, sets) {
                Some(b) => {
                    entries[s] = b.lower;
                    upper[s] = b.upper;
                    loose |= ((b.lower != b.upper) as u8) << s;
                }
                None => {
                    entries[s] = suit_entry_capped(c, &caps, sets);
                    upper[s] = entries[s];
                }
            }
        }
        if rules.honours {
            let c: &[u8; 7] = real.0[27..34].try_into().expect("seven honours");
            let u = &used.0[27..34];
            entries[3] = if u.iter().all(|&x| x == 0) {
                t.honour.entry(honour_key(&real.0))
            } else {
                let caps: [u8; 7] = std::array::from_fn(|r| 4 - u[r]);
                honour_entry_melded(c, &caps).unwrap_or_else(|| honour_entry_capped(c, &caps, sets))
            };
        } else {
            // No honours in play: an empty group that can hold nothing.
            entries[3] = Entry(EMPTY_ONLY);
        }
        upper[3] = entries[3];
        View {
            hand,
            real,
            wild,
            entries,
            upper,
            loose,
            exact: std::cell::OnceCell::new(),
            // Only seven pairs and thirteen orphans read them, and a meld
            // rules both out before they look.
            sets: if hand.meld_count() == 0 {
                CountSets::new(&real)
            } else {
                CountSets { at_least: [0; 4] }
            },
        }
    }

    /// The exact entries of every group (computing the loose ones).
    fn exact(&self) -> &[Entry; 4] {
        self.exact.get_or_init(|| {
            let mut e = self.entries;
            let used = &self.hand.meld_summary().used;
            for s in (0..3).filter(|s| self.loose >> s & 1 == 1) {
                let c: &[u8; 9] = self.real.0[s * 9..s * 9 + 9].try_into().expect("nine ranks");
                let caps: [u8; 9] = std::array::from_fn(|r| 4 - used.0[s * 9 + r]);
                e[s] = suit_entry_capped(c, &caps, self.hand.sets_needed());
            }
            e
        })
    }

    /// `f` of the entries, exact: from the bounds when they agree on it,
    /// else from the exact entries.
    #[inline]
    fn settle(&self, f: impl Fn(&[Entry; 4]) -> u8) -> u8 {
        let lo = f(&self.entries);
        if self.loose == 0 || f(&self.upper) == lo {
            return lo;
        }
        f(self.exact())
    }
}

/// An entry for a group that must stay empty: 0 sets and no pair cost 0,
/// everything else is impossible.
pub(crate) const EMPTY_ONLY: u64 = {
    let mut e = 0u64;
    let mut i = 0;
    while i < 15 {
        let v = if i == 0 { 0 } else { IMPOSSIBLE as u64 };
        e |= v << (i * 4);
        i += 1;
    }
    e
};

/// Fewest tiles to add so the groups hold exactly `sets` sets and one pair
/// of category `pair` (in any one group).
#[inline]
pub(crate) fn regular_cost(entries: &[Entry; 4], sets: usize, pair: usize) -> u8 {
    // One copy per set count, so that the (min,+) loops unroll.
    match sets {
        0 => regular_cost_of::<0>(entries, pair),
        1 => regular_cost_of::<1>(entries, pair),
        2 => regular_cost_of::<2>(entries, pair),
        3 => regular_cost_of::<3>(entries, pair),
        _ => regular_cost_of::<4>(entries, pair),
    }
}

/// [`regular_cost`] for `S` sets: a (min,+) sum over the groups, the state
/// being the sets so far and whether the pair is placed. Sums stay below
/// 4 · 15, so `u8` holds them.
#[inline(always)]
fn regular_cost_of<const S: usize>(entries: &[Entry; 4], pair: usize) -> u8 {
    let column = |e: Entry, p: usize| -> [u8; 5] { std::array::from_fn(|m| e.get(m.min(S), p)) };
    let mut dp0 = column(entries[0], NO_PAIR);
    let mut dp1 = column(entries[0], pair);
    for e in &entries[1..3] {
        let (n0, n1) = (column(*e, NO_PAIR), column(*e, pair));
        let mut next0 = [u8::MAX; 5];
        let mut next1 = [u8::MAX; 5];
        for m in 0..=S {
            for k in 0..=m {
                next0[m] = next0[m].min(dp0[m - k] + n0[k]);
                next1[m] = next1[m].min((dp1[m - k] + n0[k]).min(dp0[m - k] + n1[k]));
            }
        }
        dp0 = next0;
        dp1 = next1;
    }
    let (h0, h1) = (column(entries[3], NO_PAIR), column(entries[3], pair));
    let mut best = u8::MAX;
    for k in 0..=S {
        best = best.min((dp1[S - k] + h0[k]).min(dp0[S - k] + h1[k]));
    }
    best.min(IMPOSSIBLE)
}

/// The pair category of the rules' regular shape.
#[inline(always)]
pub(crate) fn pair_category(rules: &RuleSet) -> usize {
    match rules.pair {
        PairRule::Any => ANY_PAIR,
        PairRule::TwoFiveEight => PAIR_258,
    }
}

/// Replacement number for one target before wildcards, or `None` when the
/// target cannot be reached (e.g. 清一色 with melds of two suits).
pub(crate) fn target_cost(view: &View<'_>, rules: &RuleSet, target: Target) -> Option<u8> {
    let hand = view.hand;
    let ms = hand.meld_summary();
    let sets = hand.sets_needed();
    let cost = match target {
        Target::Regular => view.settle(|e| regular_cost(e, sets, pair_category(rules))),
        Target::QingYiSe => {
            if ms.groups & 0b1000 != 0 {
                return None;
            }
            view.settle(|e| {
                let mut best = IMPOSSIBLE;
                for s in 0..3 {
                    if ms.groups & !(1 << s) != 0 {
                        continue;
                    }
                    best = best.min(e[s].get(sets, ANY_PAIR));
                }
                best
            })
        }
        Target::PengPengHu => {
            if ms.chi > 0 {
                return None;
            }
            pengpeng_melded_cost(&view.real, hand, sets)
        }
        Target::SevenPairs => {
            if ms.count > 0 {
                return None;
            }
            seven_pairs_cost(&levels(&view.sets), rules.seven_pairs?)
        }
        Target::JiangJiangHu => {
            if !ms.all_258 {
                return None;
            }
            jiangjiang_cost(&view.real, sets)
        }
        Target::QuanQiuRen => {
            if ms.exposed < 4 {
                return None;
            }
            view.settle(|e| regular_cost(e, 0, ANY_PAIR))
        }
        Target::ThirteenOrphans => {
            if ms.count > 0 || !rules.honours {
                return None;
            }
            orphans_cost(&view.sets)
        }
    };
    (cost < IMPOSSIBLE).then_some(cost)
}

/// A hand without melds as the fast path sees it: the count sets of the real
/// tiles (wildcards taken out), the number of wildcards and each group's
/// table slot, looked up from the keys the hand keeps. With no melds every
/// kind has its four copies available, so the plain table entries are exact
/// and no capped entry is ever computed; a target reads only what it needs
/// (the regular shape the slots, 清一色 three entries, the closed formulas
/// the counts).
pub(crate) struct Closed<'h> {
    tables: &'static Tables,
    real: &'h Counts,
    sets: CountSets,
    wild: u8,
    slots: [u16; 4],
}

impl<'h> Closed<'h> {
    /// The fast-path view of `hand`, which must have no melds; `stripped`
    /// holds the real tiles when there are wildcards to take out.
    #[inline(always)]
    pub(crate) fn new(hand: &'h Hand, rules: &RuleSet, stripped: &'h mut Counts) -> Closed<'h> {
        debug_assert_eq!(hand.meld_count(), 0);
        let mut real = hand.concealed();
        let mut wild = 0;
        // Copy the counts only when there are wildcards to take out.
        if let Some(w) = rules.wildcard.filter(|w| real.get(*w) > 0) {
            *stripped = *real;
            wild = stripped.0[w.index()];
            stripped.0[w.index()] = 0;
            real = stripped;
        }
        // The hand keeps its groups' keys; only wildcards taken out change them.
        let keys = if wild > 0 { Groups::of(&real.0).keys } else { hand.groups().keys };
        let tables = Tables::get();
        let honours = if rules.honours { tables.honour.slot(keys[3] as usize) } else { 0 };
        let slots = [
            tables.suit.slot(keys[0] as usize),
            tables.suit.slot(keys[1] as usize),
            tables.suit.slot(keys[2] as usize),
            honours,
        ];
        // Levels 3 and 4 only matter to 碰碰胡 and to seven pairs that count a
        // four as two pairs (see `best`).
        let sets =
            if deep_levels(rules) { CountSets::new(real) } else { CountSets::up_to::<2>(real) };
        Closed { tables, real, sets, wild, slots }
    }

    /// Replacement number of the regular shape: four sets and the rules' pair.
    #[inline(always)]
    fn regular(&self, rules: &RuleSet) -> u8 {
        self.tables.regular(pair_category(rules)).cost(self.slots, rules.honours)
    }

    /// 清一色: the best suit's entry for four sets and any pair (tiles of
    /// other suits are thrown away).
    #[inline(always)]
    fn qingyise(&self) -> u8 {
        let suit = &self.tables.suit;
        (0..3).map(|s| suit.class_entry(self.slots[s]).get(4, ANY_PAIR)).min().unwrap_or(IMPOSSIBLE)
    }

    /// The replacement number of every target of `rules`, minimised.
    #[inline(always)]
    fn best(&self, rules: &RuleSet) -> u8 {
        // The same targets as `rules.targets()`, written out so that each is
        // a direct test; 全求人 needs four melds and never applies here.
        let mut best = self.regular(rules);
        // Popcounts are not free on baseline x86-64: count levels 3 and 4
        // only for the formulas that read them.
        let s = &self.sets.at_least;
        let mut n: Levels = [s[0].count_ones(), s[1].count_ones(), 0, 0];
        if deep_levels(rules) {
            n[2] = s[2].count_ones();
            n[3] = s[3].count_ones();
        }
        if let Some(kind) = rules.seven_pairs {
            best = best.min(seven_pairs_cost(&n, kind));
        }
        if rules.thirteen_orphans && rules.honours {
            best = best.min(orphans_cost(&self.sets));
        }
        if rules.pengpenghu {
            best = best.min(pengpeng_closed_cost(&n));
        }
        if rules.qingyise {
            best = best.min(self.qingyise());
        }
        if rules.jiangjianghu {
            best = best.min(jiangjiang_cost(self.real, 4));
        }
        best
    }

    /// Replacement number of one target, as [`target_cost`] gives it.
    fn cost(&self, rules: &RuleSet, target: Target) -> Option<u8> {
        let cost = match target {
            Target::Regular => self.regular(rules),
            Target::QingYiSe => self.qingyise(),
            Target::PengPengHu => pengpeng_closed_cost(&levels(&self.sets)),
            Target::SevenPairs => seven_pairs_cost(&levels(&self.sets), rules.seven_pairs?),
            Target::JiangJiangHu => jiangjiang_cost(self.real, 4),
            Target::QuanQiuRen => return None,
            Target::ThirteenOrphans => {
                if !rules.honours {
                    return None;
                }
                orphans_cost(&self.sets)
            }
        };
        (cost < IMPOSSIBLE).then_some(cost)
    }
}

/// A hand with melds on the fast path: every group has a class number in
/// the [`MeldTables`] space — a suit without melds and a suit beside a lone
/// chi that changes nothing its plain class, a suit beside one peng or kong
/// its exact class from the direct tables, the honours the plain class with
/// the meld kinds taken out (see [`honour_entry_melded`]) — so the regular
/// shape is the chained lookup for the sets the hand needs, as for a closed
/// hand, and the other targets read a class entry or the counts. A suit
/// beside two melds of its own has its exact entry from the table of that
/// pair of melds ([`pair_entry`]), one beside three its entry from the
/// capped dynamic program (one set or none to make: cheap); the regular
/// shape then joins that entry to the chained projection of the other
/// groups ([`Combined::cost_with_entry`](crate::lookup::Combined::cost_with_entry)),
/// or, with two such suits (rare), sums the four entries. Each suit's
/// meld code comes from the hand ([`MeldLayout`](crate::lookup::MeldLayout)).
/// A chi whose caps bind takes [`View`], whose bounds settle most answers
/// without the dynamic program.
pub(crate) struct Open<'h> {
    tables: &'static MeldTables,
    hand: &'h Hand,
    real: &'h Counts,
    wild: u8,
    /// Class numbers of the suits (in the [`MeldTables`] space) and the
    /// honours (plain).
    slots: [u16; 4],
    /// The one suit without a class (beside two or more melds of its own:
    /// [`pair_entry`], or the capped dynamic program) and its exact entry.
    lone: Option<(usize, Entry)>,
    /// All four entries when two suits have no class (rare): the regular
    /// shape is then their (min,+) sum.
    entries: Option<[Entry; 4]>,
}

impl<'h> Open<'h> {
    /// The fast-path view of `hand` (which has melds), or `None` when a suit
    /// has no class; `stripped` holds the real tiles when there are
    /// wildcards to take out.
    #[inline(always)]
    pub(crate) fn new(
        hand: &'h Hand,
        rules: &RuleSet,
        stripped: &'h mut Counts,
        mut memo: Option<&mut SuitMemo>,
    ) -> Option<Open<'h>> {
        let mut real = hand.concealed();
        let mut wild = 0;
        if let Some(w) = rules.wildcard.filter(|w| real.get(*w) > 0) {
            *stripped = *real;
            wild = stripped.0[w.index()];
            stripped.0[w.index()] = 0;
            real = stripped;
        }
        let groups = if wild > 0 { Groups::of(&real.0) } else { *hand.groups() };
        let tables = MeldTables::get();
        let layout = hand.layout();
        // Each suit on its own: a class, an entry without a class, or no
        // fast answer. Computed into locals (not an indexed array) so that
        // the classes reach the chained lookup in registers.
        let codes = layout.suits;
        let a = suit_class(tables, hand, real, &groups, codes[0], 0, memo.as_deref_mut())?;
        let b = suit_class(tables, hand, real, &groups, codes[1], 1, memo.as_deref_mut())?;
        let c = suit_class(tables, hand, real, &groups, codes[2], 2, memo)?;
        let honours = if rules.honours {
            // A meld's honour kind is out of play: its copies are dropped.
            let word = u64::from_le_bytes(real.0[26..34].try_into().expect("eight kinds")) >> 8;
            tables.plain.honour.slot(honour_key_of_word(word & !layout.dead_honours))
        } else {
            0
        };
        let slots = [a.class(), b.class(), c.class(), honours];
        // One suit without a class (beside two or more melds of its own) is
        // combined with the others' chained projection; two take the sum.
        let odd = [a, b, c].map(|x| x.entry);
        let mut classless = (0..3).filter(|&s| odd[s].is_some());
        let (first, second) = (classless.next(), classless.next());
        let mut entries = None;
        let mut lone = None;
        if let Some(s) = first {
            if second.is_some() {
                let e = |s: usize| odd[s].unwrap_or(tables.class_entry(slots[s]));
                let h = if rules.honours {
                    tables.plain.honour.class_entry(honours)
                } else {
                    Entry(EMPTY_ONLY)
                };
                entries = Some([e(0), e(1), e(2), h]);
            } else {
                lone = odd[s].map(|e| (s, e));
            }
        }
        Some(Open { tables, hand, real, wild, slots, lone, entries })
    }

    /// The entry of suit `s`.
    #[inline(always)]
    fn suit_entry(&self, s: usize) -> Entry {
        match (&self.entries, self.lone) {
            (Some(e), _) => e[s],
            (None, Some((odd, e))) if odd == s => e,
            _ => self.tables.class_entry(self.slots[s]),
        }
    }

    /// Replacement number of the regular shape for `sets` sets and a pair
    /// of category `pair`.
    #[inline(always)]
    fn regular(&self, rules: &RuleSet, sets: usize, pair: usize) -> u8 {
        if let Some(e) = &self.entries {
            return regular_cost(e, sets, pair);
        }
        let combined = self.tables.regular(sets, pair);
        match self.lone {
            None => combined.cost(self.slots, rules.honours),
            Some((s, e)) => {
                let others = [self.slots[(s + 1) % 3], self.slots[(s + 2) % 3]];
                combined.cost_with_entry(others, self.slots[3], rules.honours, e, pair)
            }
        }
    }

    /// 清一色: the best suit (holding every meld) for the hand's sets and
    /// any pair.
    #[inline(always)]
    fn qingyise(&self) -> u8 {
        let groups = self.hand.meld_summary().groups;
        let sets = self.hand.sets_needed();
        let mut best = IMPOSSIBLE;
        for s in 0..3 {
            if groups & !(1 << s) == 0 {
                best = best.min(self.suit_entry(s).get(sets, ANY_PAIR));
            }
        }
        best
    }

    /// Replacement number of one target, as [`target_cost`] gives it.
    #[inline(always)]
    fn cost(&self, rules: &RuleSet, target: Target) -> Option<u8> {
        let ms = self.hand.meld_summary();
        let sets = self.hand.sets_needed();
        let cost = match target {
            Target::Regular => self.regular(rules, sets, pair_category(rules)),
            Target::QingYiSe => self.qingyise(),
            Target::PengPengHu if ms.chi == 0 => pengpeng_melded_cost(self.real, self.hand, sets),
            Target::JiangJiangHu if ms.all_258 => jiangjiang_cost(self.real, sets),
            Target::QuanQiuRen if ms.exposed >= 4 => self.regular(rules, 0, ANY_PAIR),
            // A meld rules out seven pairs and thirteen orphans.
            _ => return None,
        };
        (cost < IMPOSSIBLE).then_some(cost)
    }

    /// The replacement number of every target of `rules`, minimised.
    #[inline(always)]
    fn best(&self, rules: &RuleSet) -> u8 {
        let ms = self.hand.meld_summary();
        let sets = self.hand.sets_needed();
        let mut best = self.regular(rules, sets, pair_category(rules));
        if rules.pengpenghu && ms.chi == 0 {
            best = best.min(pengpeng_melded_cost(self.real, self.hand, sets));
        }
        if rules.qingyise {
            best = best.min(self.qingyise());
        }
        if rules.jiangjianghu && ms.all_258 {
            best = best.min(jiangjiang_cost(self.real, sets));
        }
        if rules.quanqiuren && ms.exposed >= 4 {
            best = best.min(self.regular(rules, 0, ANY_PAIR));
        }
        best
    }
}

/// One suit of a hand with melds on the fast path: its class in the
/// [`MeldTables`] space, or its exact entry when it has none.
#[derive(Clone, Copy)]
struct SuitClass {
    slot: u16,
    entry: Option<Entry>,
}

impl SuitClass {
    /// The class number (0, unused, for a suit with only an entry).
    #[inline(always)]
    fn class(self) -> u16 {
        self.slot
    }
}

/// Suit `s` of a hand with melds, whose [`MeldLayout`](crate::lookup::MeldLayout)
/// code is `code`, or `None` when the fast path has no exact answer for it
/// (a chi whose caps bind). A suit beside two melds of its own reads the
/// [`pair_entry`] of that pair; beside three or four, the capped dynamic
/// program (one set or none to make: cheap), which an efficiency
/// question's `memo` keeps across its calls.
#[inline(always)]
fn suit_class(
    tables: &MeldTables,
    hand: &Hand,
    real: &Counts,
    groups: &Groups,
    code: u16,
    s: usize,
    memo: Option<&mut SuitMemo>,
) -> Option<SuitClass> {
    let key = groups.keys[s] as usize;
    let c: &[u8; 9] = real.0[s * 9..s * 9 + 9].try_into().expect("nine ranks");
    let size = groups.sizes[s] as usize;
    let class = |slot| Some(SuitClass { slot, entry: None });
    let entry = |e| Some(SuitClass { slot: 0, entry: Some(e) });
    if code == LAYOUT_NONE {
        return class(tables.plain.suit.slot(key));
    }
    if code < LAYOUT_PAIR {
        if size > MELDED_SUIT_TILES {
            return None;
        }
        let code = code as usize - 1;
        let r = code % 9;
        return match code / 9 {
            // Caps that bind: the bounds of `View` settle most answers
            // without the dynamic program.
            0 => tables
                .chi
                .unchanged(r, c, key)
                .then(|| SuitClass { slot: tables.plain.suit.slot(key), entry: None }),
            kind => class(tables.dead_rank(c, r, kind == 2)),
        };
    }
    if code != LAYOUT_MORE {
        if size > PAIR_TILES {
            return None;
        }
        let pair = (code - LAYOUT_PAIR) as usize;
        return entry(pair_entry(pair / 27, pair % 27, c));
    }
    let dp = || {
        let u = &hand.meld_summary().used.0[s * 9..s * 9 + 9];
        let caps: [u8; 9] = std::array::from_fn(|r| 4 - u[r]);
        suit_entry_capped_small(c, &caps, hand.sets_needed())
    };
    entry(match memo {
        Some(m) => m.get(s, key, dp),
        None => dp(),
    })
}

/// Most tiles of a suit the [`MeldTables`] hold beside a meld of it (all a
/// valid hand with a meld can hold).
const MELDED_SUIT_TILES: usize = 11;

/// True when a target of `rules` reads [`Levels`] 3 and 4.
#[inline(always)]
fn deep_levels(rules: &RuleSet) -> bool {
    rules.pengpenghu || rules.seven_pairs == Some(SevenPairs::FourAsTwoPairs)
}

/// The suited 2, 5 and 8 kinds, one `0xff` byte each, per word of
/// [`Counts::words`].
const WORDS_258: [u64; 5] = {
    let mut m = [0u64; 5];
    let mut k = 0;
    while k < 27 {
        if matches!(k % 9, 1 | 4 | 7) {
            m[k / 8] |= 0xff << (8 * (k % 8));
        }
        k += 1;
    }
    m
};
/// The orphans (terminals and honours) in lane order.
const LANES_ORPHANS: u64 = lane_order(MASK_ORPHANS);

/// 将将胡: every one of the `3·sets + 2` tiles a 2, 5 or 8.
#[inline(always)]
pub(crate) fn jiangjiang_cost(real: &Counts, hand_sets: usize) -> u8 {
    let w = real.words();
    // A lane of the sum holds at most 4 · 5 and all of them 9 · 4: no carries.
    let n258 = lane_sum(
        (w[0] & WORDS_258[0])
            + (w[1] & WORDS_258[1])
            + (w[2] & WORDS_258[2])
            + (w[3] & WORDS_258[3]),
    );
    (3 * hand_sets as u32 + 2).saturating_sub(n258) as u8
}

/// Thirteen orphans: one of each orphan and a second copy of one of them.
#[inline(always)]
pub(crate) fn orphans_cost(sets: &CountSets) -> u8 {
    let kinds = (sets.at_least[0] & LANES_ORPHANS).count_ones();
    let pair = sets.at_least[1] & LANES_ORPHANS != 0;
    (14 - kinds - pair as u32) as u8
}

/// 碰碰胡 of a hand without melds: four triplets and a pair on five distinct
/// kinds, all four copies of each available. The tiles kept are best taken
/// from the five kinds holding the most copies, at most three of each, and
/// one of them holds the pair: that costs a tile only when all five hold
/// three or more. So the answer depends on the levels alone.
#[inline(always)]
fn pengpeng_closed_cost(n: &Levels) -> u8 {
    let threes = n[2].min(5);
    let twos = (n[1] - n[2]).min(5 - threes);
    let ones = (n[0] - n[1]).min(5 - threes - twos);
    let kept = 3 * threes + 2 * twos + ones - (threes == 5) as u32;
    (14 - kept) as u8
}

/// 碰碰胡 of a hand whose melds are pengs and kongs (a chi rules it out):
/// `sets` triplets and a pair on distinct kinds. Each meld leaves at most
/// one copy of its kind, too few for a pair or a triplet, so those kinds are
/// out and every other kind has its four copies: the closed formula over
/// the other kinds' levels, for `sets + 1` kinds.
#[inline]
fn pengpeng_melded_cost(real: &Counts, hand: &Hand, sets: usize) -> u8 {
    let s = CountSets::up_to::<3>(real);
    let mut n =
        [s.at_least[0].count_ones(), s.at_least[1].count_ones(), s.at_least[2].count_ones()];
    // A meld's kind holds at most one copy in hand: it only counts at level 1.
    for m in hand.melds() {
        n[0] -= (real.get(m.tile()) > 0) as u32;
    }
    let kinds = sets as u32 + 1;
    let threes = n[2].min(kinds);
    let twos = (n[1] - n[2]).min(kinds - threes);
    let ones = (n[0] - n[1]).min(kinds - threes - twos);
    let kept = 3 * threes + 2 * twos + ones - (threes == kinds) as u32;
    (3 * kinds - 1 - kept) as u8
}

/// 碰碰胡: `sets` triplets and a pair on distinct kinds, each kind limited by
/// the copies not in melds. The general form, kept as the unit tests'
/// check of [`pengpeng_melded_cost`].
#[cfg(test)]
fn pengpeng_cost(real: &Counts, used: &Counts, kinds: usize, sets: usize) -> Option<u8> {
    // The `sets + 1` cheapest triplets are enough to choose from: the pair
    // kind displaces at most one of them.
    let mut trip = [(u8::MAX, usize::MAX); 5];
    for i in 0..kinds {
        if used.0[i] <= 1 {
            insert_sorted(&mut trip[..sets + 1], (3u8.saturating_sub(real.0[i]), i));
        }
    }
    let mut best = u16::MAX;
    for i in 0..kinds {
        let cap = 4 - used.0[i];
        if cap < 2 {
            continue;
        }
        let p = 2u8.saturating_sub(real.0[i]) as u16;
        let mut sum = p;
        let mut taken = 0;
        for &(cost, k) in trip.iter().take(sets + 1) {
            if taken == sets {
                break;
            }
            if k == i || k == usize::MAX {
                continue;
            }
            sum += cost as u16;
            taken += 1;
        }
        if taken == sets {
            best = best.min(sum);
        }
    }
    (best != u16::MAX).then_some(best.min(14) as u8)
}

#[cfg(test)]
fn insert_sorted<T: Ord + Copy>(list: &mut [T], item: T) {
    if let Some(pos) = list.iter().position(|x| item < *x) {
        list[pos..].rotate_right(1);
        list[pos] = item;
    }
}

/// Seven pairs, distinct kinds or with a four counting as two pairs.
#[inline(always)]
pub(crate) fn seven_pairs_cost(n: &Levels, kind: SevenPairs) -> u8 {
    match kind {
        SevenPairs::Distinct => {
            let pairs = n[1].min(7);
            let singles = n[0] - n[1];
            (14 - 2 * pairs - singles.min(7 - pairs)) as u8
        }
        SevenPairs::FourAsTwoPairs => {
            // A kind gives count / 2 pairs: one from two copies, two from four.
            let free = n[1] + n[3];
            if free >= 7 {
                return 0;
            }
            let need = 7 - free;
            let odd = (n[0] - n[1]) + (n[2] - n[3]);
            (need.min(odd) + 2 * need.saturating_sub(odd)) as u8
        }
    }
}

/// Shanten over every target of `rules`: −1 for a complete hand, 0 for a
/// ready one. Works for `3n+1` and `3n+2` hands.
///
/// ```
/// use majiang_core::{Hand, RuleSet, shanten};
/// let rules = RuleSet::changsha();
/// let h = Hand::parse("123m456s789p23455m", "", &rules).unwrap();
/// assert_eq!(shanten(&h, &rules), -1);
/// let h = Hand::parse("123m456s789p2345m", "", &rules).unwrap();
/// assert_eq!(shanten(&h, &rules), 0);
/// ```
#[must_use]
pub fn shanten(hand: &Hand, rules: &RuleSet) -> i8 {
    shanten_with(hand, rules, None)
}

/// [`shanten`] with a [`SuitMemo`] shared by calls on hands with the same
/// melds (the efficiency questions).
#[inline]
pub(crate) fn shanten_with(hand: &Hand, rules: &RuleSet, memo: Option<&mut SuitMemo>) -> i8 {
    if crate::unlimited::applies(rules) {
        return crate::unlimited::shanten(hand, rules);
    }
    if hand.meld_count() == 0 {
        let mut stripped = Counts::EMPTY;
        let closed = Closed::new(hand, rules, &mut stripped);
        return finish(closed.best(rules), closed.wild);
    }
    let mut stripped = Counts::EMPTY;
    let mut memo = memo;
    if let Some(open) = Open::new(hand, rules, &mut stripped, memo.as_deref_mut()) {
        return finish(open.best(rules), open.wild);
    }
    general_shanten(hand, rules, memo)
}

/// [`shanten_with`] on the general path (a chi whose caps bind): rare, so
/// kept out of line, away from the fast paths' code.
#[cold]
#[inline(never)]
fn general_shanten(hand: &Hand, rules: &RuleSet, memo: Option<&mut SuitMemo>) -> i8 {
    let view = View::with_memo(hand, rules, memo);
    let mut best = IMPOSSIBLE;
    for t in rules.targets() {
        if let Some(c) = target_cost(&view, rules, t) {
            best = best.min(c);
        }
    }
    finish(best, view.wild)
}

#[inline]
fn finish(cost: u8, wild: u8) -> i8 {
    cost.saturating_sub(wild) as i8 - 1
}

/// Shanten for one target, or `None` when the rules do not have it or the
/// hand's melds rule it out (a chi for 碰碰胡, any meld for seven pairs, …).
pub fn shanten_for(hand: &Hand, rules: &RuleSet, target: Target) -> Option<i8> {
    if !rules.has_target(target) {
        return None;
    }
    if crate::unlimited::applies(rules) {
        return crate::unlimited::shanten_for(hand, rules, target);
    }
    if hand.meld_count() == 0 {
        let mut stripped = Counts::EMPTY;
        let closed = Closed::new(hand, rules, &mut stripped);
        return closed.cost(rules, target).map(|c| finish(c, closed.wild));
    }
    // Targets that read only the counts, or that the melds rule out, need
    // no group entries.
    let ms = hand.meld_summary();
    match target {
        Target::SevenPairs | Target::ThirteenOrphans => return None,
        Target::QuanQiuRen if ms.exposed < 4 => return None,
        Target::PengPengHu if ms.chi > 0 => return None,
        Target::JiangJiangHu if !ms.all_258 => return None,
        Target::PengPengHu | Target::JiangJiangHu => {
            let mut real = *hand.concealed();
            let wild = rules.wildcard.map_or(0, |w| std::mem::take(&mut real.0[w.index()]));
            let sets = hand.sets_needed();
            let cost = if target == Target::PengPengHu {
                pengpeng_melded_cost(&real, hand, sets)
            } else {
                jiangjiang_cost(&real, sets)
            };
            return (cost < IMPOSSIBLE).then(|| finish(cost, wild));
        }
        _ => {}
    }
    let mut stripped = Counts::EMPTY;
    if let Some(open) = Open::new(hand, rules, &mut stripped, None) {
        return open.cost(rules, target).map(|c| finish(c, open.wild));
    }
    let view = View::new(hand, rules);
    target_cost(&view, rules, target).map(|c| finish(c, view.wild))
}

/// Shanten of every target of `rules`, in [`Target::ALL`] order.
pub fn shanten_by_target(hand: &Hand, rules: &RuleSet) -> Vec<(Target, Option<i8>)> {
    if crate::unlimited::applies(rules) {
        return rules
            .targets()
            .map(|t| (t, crate::unlimited::shanten_for(hand, rules, t)))
            .collect();
    }
    if hand.meld_count() == 0 {
        let mut stripped = Counts::EMPTY;
        let closed = Closed::new(hand, rules, &mut stripped);
        return rules
            .targets()
            .map(|t| (t, closed.cost(rules, t).map(|c| finish(c, closed.wild))))
            .collect();
    }
    let mut stripped = Counts::EMPTY;
    if let Some(open) = Open::new(hand, rules, &mut stripped, None) {
        return rules
            .targets()
            .map(|t| (t, open.cost(rules, t).map(|c| finish(c, open.wild))))
            .collect();
    }
    let view = View::new(hand, rules);
    rules
        .targets()
        .map(|t| (t, target_cost(&view, rules, t).map(|c| finish(c, view.wild))))
        .collect()
}

/// Shanten of a hand given as counts and melds, validating first.
pub fn shanten_of(concealed: &Counts, melds: &[crate::Meld], rules: &RuleSet) -> Result<i8> {
    let hand = Hand::new(*concealed, melds, rules)?;
    Ok(shanten(&hand, rules))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meld::Meld;
    use crate::tile::Tile;
    use rand::{Rng, SeedableRng};

    /// The fast path ([`Open`]) gives every target the same answer as the
    /// general one ([`View`], itself checked against the brute-force
    /// reference in `tests/melded.rs`) on random hands with 1–4 melds,
    /// tiles often from one suit (so suits beside one or two melds of
    /// theirs hold up to 11 and 8 tiles), every preset, wildcards too.
    #[test]
    fn open_path_matches_the_general_path() {
        use crate::meld::MeldKind;
        let wild = RuleSet::changsha().with_wildcard(Tile::from_index_unchecked(22)).expect("5s");
        let presets = [RuleSet::changsha(), RuleSet::eval_v1(), RuleSet::standard(), wild];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x19b);
        let (mut fast, mut pairs) = (0, 0);
        for i in 0..400_000 {
            let rules = &presets[i % presets.len()];
            let kinds = rules.kinds();
            // One suit for the melds and most tiles, or anything.
            let suit = rng.random_range(0..3) * 9;
            let narrow = rng.random_bool(0.6);
            let pick = |rng: &mut rand_chacha::ChaCha8Rng| {
                if narrow && rng.random_bool(0.85) {
                    suit + rng.random_range(0..9)
                } else {
                    rng.random_range(0..kinds)
                }
            };
            let mut all = [0u8; 34];
            let mut melds = Vec::new();
            let k = rng.random_range(1..5);
            while melds.len() < k {
                let t = pick(&mut rng);
                let kind = MeldKind::ALL[rng.random_range(0..5)];
                if kind == MeldKind::Chi && (t >= 27 || t % 9 >= 7) {
                    continue;
                }
                let Ok(m) = Meld::new(kind, Tile::from_index_unchecked(t)) else { continue };
                let mut next = all;
                m.tiles().for_each(|x| next[x.index()] += 1);
                if next.iter().all(|&n| n <= 4) {
                    all = next;
                    melds.push(m);
                }
            }
            let size = 3 * (4 - k) + 1 + rng.random_range(0..2);
            let mut c = Counts::EMPTY;
            let mut tries = 0;
            while c.total() < size && tries < 1000 {
                tries += 1;
                let t = pick(&mut rng);
                if all[t] < 4 {
                    all[t] += 1;
                    c.0[t] += 1;
                }
            }
            let Ok(hand) = Hand::new(c, &melds, rules) else { continue };
            let mut stripped = Counts::EMPTY;
            let Some(open) = Open::new(&hand, rules, &mut stripped, None) else { continue };
            fast += 1;
            pairs += (open.entries.is_some() || open.lone.is_some()) as usize;
            let view = View::new(&hand, rules);
            let mut best = IMPOSSIBLE;
            for t in rules.targets() {
                let want = target_cost(&view, rules, t);
                assert_eq!(open.cost(rules, t), want, "{hand} {t:?} [{}]", rules.name);
                best = best.min(want.unwrap_or(IMPOSSIBLE));
            }
            assert_eq!(open.best(rules), best, "{hand} [{}]", rules.name);
            assert_eq!(open.wild, view.wild);
        }
        assert!(fast > 200_000 && pairs > 30_000, "{fast} {pairs}");
    }

    /// The formula over levels equals the general 碰碰胡 cost on random
    /// hands with 1–4 pengs and kongs (and wildcards taken out).
    #[test]
    fn pengpeng_melded_formula_matches_the_general_cost() {
        let rules = RuleSet::changsha();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(19);
        let mut checked = 0;
        while checked < 50_000 {
            let k = rng.random_range(1..5);
            let mut all = [0u8; 34];
            let mut melds = Vec::new();
            while melds.len() < k {
                let t = rng.random_range(0..27);
                if all[t] > 0 {
                    continue;
                }
                let kong = rng.random_bool(0.3);
                all[t] = if kong { 4 } else { 3 };
                let tile = Tile::from_index_unchecked(t);
                melds.push(if kong { Meld::an_gang(tile) } else { Meld::peng(tile) });
            }
            let mut c = Counts::EMPTY;
            let size = 3 * (4 - k) + 1 + rng.random_range(0..2);
            while c.total() < size {
                let t = rng.random_range(0..27);
                if all[t] < 4 {
                    all[t] += 1;
                    c.0[t] += 1;
                }
            }
            let Ok(hand) = Hand::new(c, &melds, &rules) else { continue };
            let general =
                pengpeng_cost(&c, &hand.meld_summary().used, 27, hand.sets_needed()).expect("fits");
            assert_eq!(pengpeng_melded_cost(&c, &hand, hand.sets_needed()), general, "{hand}");
            checked += 1;
        }
    }
}
