//! A5: the "n in, n out" search of seed `002` (胡建中, 通用麻将搜索算法),
//! re-implemented for Changsha from the article, at a fixed depth.
//!
//! # The idea (the article's `HuCardNorm`)
//! For a hand that must discard, enumerate every way of drawing `n` tiles
//! and discarding `n` (n进n出): each multiset of `n` drawn kinds is weighted
//! by the ways the unseen copies can supply it (`Π C(unseen, k)`, the
//! article's `KnownRemainCard` and `CombNum`), each set of `n` discarded
//! *tile positions* of the hand is tried, and every path that ends in a
//! winning hand adds `ways × value` to each discarded position. The discard
//! is the tile with the greatest total. Depth grows `n = 1, 2, …` until some
//! path wins.
//!
//! # Changsha port
//! - **Winning** is any Changsha win under the table's rules ([`is_win`](majiang_core::is_win):
//!   the small hand with its 2-5-8 pair, 碰碰胡, 清一色, 七小对, 将将胡, 全求人),
//!   instead of the article's Guobiao shapes.
//! - **Value** of a completed path is its Changsha self-draw price: the
//!   three payers' total for the hand as [`analyze_win`] scores it drawn by
//!   oneself (small 3 × 2, big 3 × 6 per unit under the default table),
//!   with no situational big hand. This replaces the Guobiao fan count.
//!
//! # 国标 (the article's own rules, `mcr`)
//! - **Value** of a completed path is the article's: the fan the
//!   competition calculator counts ([`mcr::score`], self-drawn, East seat
//!   in the table's round), as the self-draw price 3 × (8 + fan), and
//!   **nothing for a win under the minimum** (the article's `ConvertScore`
//!   returns 0 there: "胡牌番数不够时，不计数"), so the search steers toward
//!   hands that reach 8 fan.
//! - **Winning** shapes are the shape kernel's under the `mcr` preset (four
//!   sets and a pair, 七对, 十三幺), each scored by the calculator; the
//!   article's 全不靠 and 组合龙 evaluations (`GlobeCPGHs[..][1]`, `[2]`) are
//!   not searched (their waits would cost a fan count per kind on every
//!   path), so those hands come only through the fallback.
//!
//! # Both
//! - **Fixed depth** ([`DEFAULT_DEPTH`] = 2) instead of the article's
//!   timeout: `n` runs from the smallest useful value (the hand's
//!   replacement number, since fewer swaps cannot complete it) up to the
//!   depth, and the first `n` with a winning path decides. Depth 2 keeps a
//!   decision in the millisecond range at worst; depth 3 costs up to a few
//!   hundred thousand win checks.
//!
//! # Flaws kept
//! - Drawn kinds are limited to the hand's *related* kinds (a held kind or a
//!   same-suit kind within two ranks of one, the article's `GenInListNorm`
//!   "to lower the complexity"): a pair made of two unrelated draws is
//!   never seen.
//! - Positions, not kinds, are discarded: two copies of a kind make twice
//!   the paths, so paths through pairs and triplets weigh more.
//! - Beyond the depth the search sees nothing (below).
//!
//! # Choices the article leaves open
//! - **Nothing within the depth** (the hand is too far from ready): discard
//!   by the project's tile efficiency — the lowest shanten after the
//!   discard, then the most effective draws counted by unseen copies, then
//!   the lowest tile ([`discard_options`]). The article would keep
//!   searching until its timeout; a fixed depth needs some fallback, and
//!   this is the cheapest one that uses the same information.
//! - **Ties**: the lowest tile id.
//! - **Claims** (the article's `GlobeCPGHs`: the hand's value after each
//!   gang, peng and chi against no claim). The value of passing is the
//!   article's evaluation of a waiting hand (牌组估值): the weighted winning
//!   paths of the 13 tiles drawing `n` tiles and throwing `n − 1`
//!   positions; of a 碰/吃 the best discard's total of the hand after the
//!   meld at the same `n`; of a 杠 the waiting-hand value of the hand after
//!   the kong (its replacement is one of the `n` draws). At the first `n` where any of
//!   them is positive, the best claim is made if it beats passing (a 杠 if it
//!   is not worse); if none is positive up to the depth, pass.
//! - **Own kongs** (暗杠, 补杠): declared when the paths after the kong are not
//!   fewer than the best discard's at the first `n` where either is
//!   positive, and when nothing is visible within the depth (a free
//!   replacement draw). Always 补张, never 开杠.
//! - Always wins when it can, always takes the last tile. No randomness.

use majiang_core::ai::Agent;
use majiang_core::efficiency::discard_options;
use majiang_core::family::WinValue;
use majiang_core::game::{Action, Observation, Offer, Phase};
use majiang_core::hand::Hand;
use majiang_core::mcr;
use majiang_core::meld::{Meld, MeldKind};
use majiang_core::rules::RuleSet;
use majiang_core::score::{WinContext, analyze_win};
use majiang_core::shanten::shanten;
use majiang_core::tile::{KINDS, SUITED_KINDS, Tile};
use majiang_core::win::waits;

/// The depth the arena plays A5 at.
pub const DEFAULT_DEPTH: u8 = 2;

/// The deepest search allowed (each level multiplies the work by ~300).
pub const MAX_DEPTH: u8 = 3;

/// `C(n, k)` for `n ≤ 4`.
const fn choose(n: u8, k: u8) -> u32 {
    const T: [[u32; 5]; 5] =
        [[1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [1, 2, 1, 0, 0], [1, 3, 3, 1, 0], [1, 4, 6, 4, 1]];
    if n > 4 || k > n { 0 } else { T[n as usize][k as usize] }
}

/// A multiset of at most [`MAX_DEPTH`] kinds, as (kind, copies) pairs.
#[derive(Debug, Clone, Copy, Default)]
struct Pick {
    items: [(u8, u8); MAX_DEPTH as usize],
    len: usize,
}

impl Pick {
    fn as_slice(&self) -> &[(u8, u8)] {
        &self.items[..self.len]
    }

    fn contains(&self, kind: u8) -> bool {
        self.as_slice().iter().any(|&(k, _)| k == kind)
    }
}

/// Calls `f` with every multiset of `size` kinds from `kinds` (in order),
/// taking at most `caps[k]` copies of kind `k`.
fn for_each_pick(kinds: &[u8], caps: &[u8; KINDS], size: usize, f: &mut dyn FnMut(&Pick)) {
    fn go(
        kinds: &[u8],
        caps: &[u8; KINDS],
        left: usize,
        pick: &mut Pick,
        f: &mut dyn FnMut(&Pick),
    ) {
        if left == 0 {
            f(pick);
            return;
        }
        for (i, &k) in kinds.iter().enumerate() {
            let most = (caps[k as usize] as usize).min(left);
            for m in 1..=most {
                pick.items[pick.len] = (k, m as u8);
                pick.len += 1;
                go(&kinds[i + 1..], caps, left - m, pick, f);
                pick.len -= 1;
            }
        }
    }
    go(kinds, caps, size, &mut Pick::default(), f);
}

/// What the search knows: the rules and the copies the player cannot see.
#[derive(Debug, Clone, Copy)]
pub struct Search<'a> {
    rules: &'a RuleSet,
    unseen: [u8; KINDS],
    depth: u8,
}

impl<'a> Search<'a> {
    /// A search under `rules` with `unseen` copies of each kind (see
    /// [`Observation::unseen`]), up to `depth` (1…[`MAX_DEPTH`]).
    #[must_use]
    pub fn new(rules: &'a RuleSet, unseen: &majiang_core::Counts, depth: u8) -> Search<'a> {
        Search { rules, unseen: *unseen.as_array(), depth: depth.clamp(1, MAX_DEPTH) }
    }

    /// The self-draw price of a complete hand won on `last` (0 if it does
    /// not win). Under 国标 the seed's own rule: the fan the calculator
    /// counts, and nothing for a win under the minimum (its `ConvertScore`
    /// gives such a path 0, "胡牌番数不够时，不计数"). Under the other
    /// families the Changsha price, as the seed's search prices wins: the
    /// rules' scoring is set to Changsha's (the shapes ignore it).
    fn value(&self, hand: &Hand, last: Tile) -> f64 {
        if self.rules.win_value() == WinValue::McrFan {
            let s = mcr::Situation {
                self_drawn: true,
                round: self.rules.mcr.round,
                ..mcr::Situation::on_discard(last)
            };
            return match mcr::score(hand, &s) {
                Ok(Some(score)) if mcr::meets_minimum(&score, self.rules) => {
                    3.0 * f64::from(mcr::engine::BASE as u32 + score.total())
                }
                _ => 0.0,
            };
        }
        let ctx = WinContext { self_draw: true, ..WinContext::default() };
        let priced = self.rules.with_changsha_scoring();
        match analyze_win(hand, &priced, &ctx) {
            Ok(Some(a)) => 3.0 * f64::from(a.base_payment(true, self.rules)),
            _ => 0.0,
        }
    }

    /// Replacement number: tiles to swap before the hand can win.
    fn replacement(&self, hand: &Hand) -> usize {
        let s = shanten(hand, self.rules);
        // Shanten + 1 for both sizes: a ready 3n+1 hand needs one draw, a
        // ready 3n+2 hand one swap.
        (s + 1).max(0) as usize
    }

    /// Kinds related to the hand that are still unseen: held kinds and
    /// same-suit kinds within two ranks of one.
    fn related(&self, hand: &Hand) -> ([u8; KINDS], usize) {
        let c = hand.concealed().as_array();
        let mut out = [0u8; KINDS];
        let mut n = 0;
        for k in 0..self.rules.kinds() {
            let near = if k < SUITED_KINDS {
                let r = k % 9;
                (k - r.min(2)..=k + (8 - r).min(2)).any(|j| c[j] > 0)
            } else {
                c[k] > 0
            };
            if near && self.unseen[k] > 0 {
                out[n] = k as u8;
                n += 1;
            }
        }
        (out, n)
    }

    /// Walks every path of `draws` drawn kinds (related to the hand, weighted
    /// by the ways the unseen copies supply them) and `throws` thrown kinds
    /// (never a drawn kind when more than one tile is drawn) that ends in a
    /// win, calling `visit` with the thrown kinds and `ways × value`.
    ///
    /// The last drawn kind is read off the waits of the `3n+1` hand before
    /// it (one table probe instead of a win check per kind); taking it no
    /// lower than the other drawn kinds counts each multiset of draws once.
    fn paths(&self, hand: &Hand, draws: usize, throws: usize, visit: &mut dyn FnMut(&Pick, f64)) {
        debug_assert!(draws >= 1);
        let held = *hand.concealed().as_array();
        let mut out_kinds = [0u8; 14];
        let mut outs = 0;
        for k in 0..KINDS {
            if held[k] > 0 {
                out_kinds[outs] = k as u8;
                outs += 1;
            }
        }
        let (in_kinds, ins) = self.related(hand);
        let mut related = majiang_core::TileSet::EMPTY;
        for &k in &in_kinds[..ins] {
            related.insert(crate::kind(k as usize));
        }
        for_each_pick(&in_kinds[..ins], &self.unseen, draws - 1, &mut |first: &Pick| {
            let mut plus = *hand;
            for &(k, m) in first.as_slice() {
                for _ in 0..m {
                    plus.push_unchecked(crate::kind(k as usize));
                }
            }
            let floor = first.as_slice().iter().map(|&(k, _)| k).max().unwrap_or(0);
            for_each_pick(&out_kinds[..outs], &held, throws, &mut |thrown: &Pick| {
                if draws > 1 && thrown.as_slice().iter().any(|&(k, _)| first.contains(k)) {
                    return;
                }
                let mut g = plus;
                for &(k, m) in thrown.as_slice() {
                    for _ in 0..m {
                        g.pop_unchecked(crate::kind(k as usize));
                    }
                }
                let Ok(w) = waits(&g, self.rules) else { return };
                for t in w.iter() {
                    let k = t.id();
                    if k < floor || !related.contains(t) || (draws > 1 && thrown.contains(k)) {
                        continue;
                    }
                    let mut ways = 1u32;
                    let mut seen_last = false;
                    for &(j, m) in first.as_slice() {
                        let m = if j == k {
                            seen_last = true;
                            m + 1
                        } else {
                            m
                        };
                        ways *= choose(self.unseen[j as usize], m);
                    }
                    if !seen_last {
                        ways *= choose(self.unseen[k as usize], 1);
                    }
                    if ways == 0 {
                        continue;
                    }
                    let mut win = g;
                    win.push_unchecked(t);
                    visit(thrown, f64::from(ways) * self.value(&win, t));
                }
            });
        });
    }

    /// The n-in-n-out totals of each kind of a `3n+2` hand at level `n`
    /// (indexed by kind id; zero for kinds not held): every winning path
    /// credits each thrown tile *position*.
    #[must_use]
    pub fn credits(&self, hand: &Hand, n: usize) -> [f64; KINDS] {
        let mut credit = [0f64; KINDS];
        if n == 0 || self.replacement(hand) > n {
            return credit;
        }
        let held = *hand.concealed().as_array();
        self.paths(hand, n, n, &mut |thrown, count| {
            // The position sets that throw this multiset and contain a
            // given copy of kind k.
            let all: u32 =
                thrown.as_slice().iter().map(|&(k, m)| choose(held[k as usize], m)).product();
            for &(k, m) in thrown.as_slice() {
                let h_k = held[k as usize];
                let with_copy = all / choose(h_k, m) * choose(h_k - 1, m - 1);
                credit[k as usize] += count * f64::from(with_copy);
            }
        });
        credit
    }

    /// The best discard's total of a `3n+2` hand at level `n`.
    fn best(&self, hand: &Hand, n: usize) -> f64 {
        self.credits(hand, n).into_iter().fold(0.0, f64::max)
    }

    /// The value of a `3n+1` hand at level `n` (the article's 牌组估值):
    /// every winning path of `n` draws and `n − 1` thrown positions.
    fn waiting(&self, hand: &Hand, n: usize) -> f64 {
        if n == 0 || self.replacement(hand) > n {
            return 0.0;
        }
        let held = *hand.concealed().as_array();
        let mut total = 0.0;
        self.paths(hand, n, n - 1, &mut |thrown, count| {
            let positions: u32 =
                thrown.as_slice().iter().map(|&(k, m)| choose(held[k as usize], m)).product();
            total += count * f64::from(positions);
        });
        total
    }

    /// The discard of a `3n+2` hand: the greatest n-in-n-out total at the
    /// first level with a winning path, else the tile-efficiency fallback.
    #[must_use]
    pub fn discard(&self, hand: &Hand) -> Option<Tile> {
        let from = self.replacement(hand).max(1);
        for n in from..=self.depth as usize {
            let credit = self.credits(hand, n);
            let mut best: Option<(f64, usize)> = None;
            for (k, &c) in credit.iter().enumerate() {
                // A wildcard (红中) is never discarded: never a candidate.
                if Some(crate::kind(k)) == self.rules.wildcard {
                    continue;
                }
                if c > 0.0 && best.is_none_or(|(b, _)| c > b) {
                    best = Some((c, k));
                }
            }
            if let Some((_, k)) = best {
                return Some(crate::kind(k));
            }
        }
        let unseen = majiang_core::Counts::from_array(self.unseen).expect("unseen counts are 0-4");
        discard_options(hand, self.rules, Some(&unseen)).ok()?.first().map(|o| o.discard)
    }
}

/// `hand` with the tiles `take` out of the concealed part and `meld` laid.
fn after_meld(hand: &Hand, take: &[Tile], meld: Meld) -> Hand {
    let mut h = *hand;
    for &t in take {
        h.pop_unchecked(t);
    }
    h.push_meld_unchecked(meld);
    h
}

/// A5 at the table. See the module documentation.
///
/// ```
/// use majiang_arena::anchors::search::SearchAgent;
/// use majiang_core::{RuleSet, ai::Agent, game::play_hand};
/// let mut seats = [SearchAgent::new(2), SearchAgent::new(2), SearchAgent::new(2), SearchAgent::new(2)];
/// let [a, b, c, d] = &mut seats;
/// let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
/// let result = play_hand(&RuleSet::eval_v1(), 3, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct SearchAgent {
    depth: u8,
}

impl Default for SearchAgent {
    fn default() -> Self {
        SearchAgent::new(DEFAULT_DEPTH)
    }
}

impl SearchAgent {
    /// A5 searching up to `depth` draws (clamped to 1…[`MAX_DEPTH`]).
    #[must_use]
    pub fn new(depth: u8) -> SearchAgent {
        SearchAgent { depth: depth.clamp(1, MAX_DEPTH) }
    }

    /// The depth.
    #[must_use]
    pub const fn depth(&self) -> u8 {
        self.depth
    }

    fn claim(&self, obs: &Observation<'_>, t: Tile) -> Action {
        let unseen = obs.unseen();
        let s = Search::new(obs.rules, &unseen, self.depth);
        let hand = &obs.hand;
        // Options in priority order: 杠, 碰, then the runs low to high.
        let mut options: Vec<(Action, Hand)> = Vec::new();
        for &a in obs.legal {
            let after = match a {
                Action::Gang => after_meld(hand, &[t, t, t], Meld::gang(t)),
                Action::Peng => after_meld(hand, &[t, t], Meld::peng(t)),
                Action::Chi(low) => {
                    let mut take = [t; 2];
                    let mut n = 0;
                    for i in 0..3 {
                        let x = crate::kind(low.index() + i);
                        if x != t {
                            take[n] = x;
                            n += 1;
                        }
                    }
                    let meld = Meld::new(MeldKind::Chi, low).expect("legal runs are valid");
                    after_meld(hand, &take, meld)
                }
                _ => continue,
            };
            options.push((a, after));
        }
        options.sort_by_key(|(a, _)| match a {
            Action::Gang => 0,
            Action::Peng => 1,
            _ => 2,
        });
        for n in 1..=self.depth as usize {
            let pass = s.waiting(hand, n);
            let mut best: Option<(f64, Action)> = None;
            for (a, after) in &options {
                let v = if *a == Action::Gang { s.waiting(after, n) } else { s.best(after, n) };
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, *a));
                }
            }
            let top = best.map_or(0.0, |(v, _)| v);
            if pass > 0.0 || top > 0.0 {
                return match best {
                    Some((v, Action::Gang)) if v >= pass => Action::Gang,
                    Some((v, a)) if v > pass => a,
                    _ => Action::Pass,
                };
            }
        }
        Action::Pass
    }

    fn turn(&self, obs: &Observation<'_>) -> Action {
        let unseen = obs.unseen();
        let s = Search::new(obs.rules, &unseen, self.depth);
        let hand = &obs.hand;
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
            let mut declare = true;
            for n in 1..=self.depth as usize {
                let keep = s.best(hand, n);
                let kong = s.waiting(&after, n);
                if keep > 0.0 || kong > 0.0 {
                    declare = kong >= keep;
                    break;
                }
            }
            if declare {
                return a;
            }
        }
        let choice = s.discard(hand).map_or(obs.legal[0], Action::Discard);
        majiang_core::ai::legal_or_discard(obs, choice)
    }
}

impl Agent for SearchAgent {
    fn name(&self) -> &str {
        "A5-search"
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
            Phase::Turn { .. } => self.turn(obs),
            Phase::Claim { offer: Offer::Discard(t), .. } => self.claim(obs, t),
            _ => Action::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::Counts;
    use majiang_core::win::is_win;

    fn full_unseen(hand: &Hand) -> Counts {
        let mut u = [0u8; KINDS];
        let own = hand.all_tiles();
        for k in 0..SUITED_KINDS {
            u[k] = 4 - own.as_array()[k];
        }
        Counts::from_array(u).unwrap()
    }

    fn pick(h: &str, depth: u8) -> String {
        let rules = RuleSet::changsha();
        let hand = Hand::parse(h, "", &rules).unwrap();
        let unseen = full_unseen(&hand);
        Search::new(&rules, &unseen, depth).discard(&hand).unwrap().to_string()
    }

    #[test]
    fn choose_is_the_binomial() {
        assert_eq!(choose(4, 2), 6);
        assert_eq!(choose(3, 3), 1);
        assert_eq!(choose(2, 3), 0);
        assert_eq!(choose(0, 0), 1);
    }

    #[test]
    fn ready_discard_by_weighted_waits() {
        // 123m 456s 789p + 2345m + 9s: only discarding 9s is ready (waits
        // 2m, 5m: 2 + 3 copies unseen).
        assert_eq!(pick("123m456s789p2345m9s", 2), "9s");
    }

    #[test]
    fn of_two_ready_discards_the_one_with_more_waits() {
        // 23456m: throwing 6m leaves 2345m (2m and 5m both make a 2/5/8
        // pair: 3 + 3 copies); throwing 2m leaves 3456m, whose waits 3m and
        // 6m would pair 3s or 6s — no Changsha small hand.
        assert_eq!(pick("123m456s789p23456m", 2), "6m");
    }

    #[test]
    fn level_one_totals_are_copies_times_value() {
        // Discard 9s: waits 2m (2 unseen: 2m in hand twice) and 5m (3),
        // each a small self-draw worth 6.
        let rules = RuleSet::changsha();
        let hand = Hand::parse("123m456s789p2345m9s", "", &rules).unwrap();
        let unseen = full_unseen(&hand);
        let c = Search::new(&rules, &unseen, 1).credits(&hand, 1);
        let nine_s: Tile = "9s".parse().unwrap();
        assert_eq!(c[nine_s.index()], (2.0 + 3.0) * 6.0);
        assert!(c.iter().enumerate().all(|(k, &v)| k == nine_s.index() || v == 0.0));
    }

    #[test]
    fn level_one_matches_counting_every_draw() {
        // Level 1 by brute force: for each discard, draw every unseen kind
        // and add its copies times the value when the hand wins.
        let rules = RuleSet::changsha();
        for h in
            ["123m456s789p12345m", "234m567s22p345p679m", "11223344556677m", "22m456s789p12355m8p"]
        {
            let hand = Hand::parse(h, "", &rules).unwrap();
            let unseen = full_unseen(&hand);
            let s = Search::new(&rules, &unseen, 1);
            let credit = s.credits(&hand, 1);
            for d in hand.concealed().kinds() {
                let mut want = 0.0;
                let mut after = hand;
                after.pop_unchecked(d);
                for k in 0..SUITED_KINDS {
                    let t = crate::kind(k);
                    if unseen.get(t) == 0 {
                        continue;
                    }
                    let mut w = after;
                    w.push_unchecked(t);
                    if is_win(&w, &rules) {
                        want += f64::from(unseen.get(t)) * s.value(&w, t);
                    }
                }
                // One position per copy held: the credit is per position.
                assert_eq!(credit[d.index()], want, "{h}: discard {d}");
            }
        }
    }

    /// Level 2 by brute force: every pair of drawn kinds (related, within
    /// the unseen copies) and every pair of thrown positions, disjoint, each
    /// winning path crediting both thrown positions.
    #[test]
    fn level_two_matches_the_literal_enumeration() {
        let rules = RuleSet::changsha();
        for h in [
            "123m456s789p1235m8p",
            "234m567s22p345p679m",
            "11224455m678s99p3m",
            "123m456s78p22s579m9p",
        ] {
            let hand = Hand::parse(h, "", &rules).unwrap();
            let unseen = full_unseen(&hand);
            let s = Search::new(&rules, &unseen, 2);
            let (kinds, n) = s.related(&hand);
            let related: Vec<usize> = kinds[..n].iter().map(|&k| k as usize).collect();
            // Tile positions of the hand.
            let positions: Vec<Tile> = hand.concealed().tiles().collect();
            let mut want = [0f64; KINDS];
            for (x, &a) in related.iter().enumerate() {
                for &b in &related[x..] {
                    let ways = if a == b {
                        choose(unseen.as_array()[a], 2)
                    } else {
                        choose(unseen.as_array()[a], 1) * choose(unseen.as_array()[b], 1)
                    };
                    if ways == 0 {
                        continue;
                    }
                    for p in 0..positions.len() {
                        for q in p + 1..positions.len() {
                            let (o1, o2) = (positions[p], positions[q]);
                            if [o1.index(), o2.index()].iter().any(|&o| o == a || o == b) {
                                continue;
                            }
                            let mut w = hand;
                            w.pop_unchecked(o1);
                            w.pop_unchecked(o2);
                            w.push_unchecked(crate::kind(a));
                            w.push_unchecked(crate::kind(b));
                            if is_win(&w, &rules) {
                                let c = f64::from(ways) * s.value(&w, crate::kind(b));
                                want[o1.index()] += c;
                                want[o2.index()] += c;
                            }
                        }
                    }
                }
            }
            // Positions of one kind share the credit; the search reports one
            // position's.
            let got = s.credits(&hand, 2);
            for t in hand.concealed().kinds() {
                let per_position = want[t.index()] / f64::from(hand.concealed().get(t));
                assert!(
                    (got[t.index()] - per_position).abs() < 1e-6,
                    "{h} {t}: {} vs {per_position}",
                    got[t.index()]
                );
            }
            assert!(got.iter().any(|&c| c > 0.0), "{h}");
        }
    }

    #[test]
    fn mcr_paths_under_the_minimum_count_nothing() {
        // The article's rule on its own table: a win under 8 fan is worth 0,
        // one above it the self-draw price of its fan.
        let rules = RuleSet::mcr();
        let s = Search::new(&rules, &Counts::EMPTY, 2);
        let won = |h: &str, last: &str| {
            let hand = Hand::parse(h, "", &rules).unwrap();
            let t: Tile = last.parse().unwrap();
            let sit = mcr::Situation { self_drawn: true, ..mcr::Situation::on_discard(t) };
            let fan = mcr::score(&hand, &sit).unwrap().unwrap().without_flowers();
            (s.value(&hand, t), fan)
        };
        // 平和, 不求人, 无字: 7 fan.
        let (v, fan) = won("123m456s678p234m55s", "6p");
        assert!(fan < 8, "{fan}");
        assert_eq!(v, 0.0);
        // 清一色 and 清龙: far above it.
        let (v, fan) = won("123456789m123m55m", "9m");
        assert!(fan >= 8 + 16, "{fan}");
        assert_eq!(v, 3.0 * f64::from(8 + fan));
    }

    #[test]
    fn big_hands_weigh_more() {
        // 清一色 wait vs small-hand wait: 1112345678999m + 5s. Discarding 5s
        // keeps the nine-gates 清一色 (every kind of m wins, big hand).
        assert_eq!(pick("1112345678999m5s", 1), "5s");
    }

    #[test]
    fn falls_back_to_efficiency_when_nothing_is_in_reach() {
        // Far from ready: nothing completes in two swaps; the fallback is
        // the efficiency ranking's first discard.
        let rules = RuleSet::changsha();
        let h = "19m19s19p2468m357s5p";
        let hand = Hand::parse(h, "", &rules).unwrap();
        let unseen = full_unseen(&hand);
        let s = Search::new(&rules, &unseen, 2);
        assert!(s.credits(&hand, 2).iter().all(|&c| c == 0.0));
        let want = discard_options(&hand, &rules, Some(&unseen)).unwrap()[0].discard;
        assert_eq!(s.discard(&hand), Some(want));
    }
}
