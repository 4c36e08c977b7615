//! The solitaire oracle: an offline, slow, near-optimal discard policy that
//! measures how far any solitaire player can get on the arena's walls (the
//! ceiling for EXPERT). **Not for play**: a decision takes milliseconds to
//! seconds and megabytes of memory.
//!
//! # The model
//! The exact win-probability recursion of tomohxx `mahjong-win-prob` and
//! nekobean mahjong-cpp (research `ai-strength.md` §3.3), over every win
//! target of the rules ([`shanten`] is already the minimum over them). For a
//! 13-tile hand `h` of shanten `s` with `u` draws left:
//!
//! ```text
//! p_u(h) = Σ_t w_u(t) · [h+t wins ? 1 : max_{d : shanten(h+t−d) = s−1} p_{u−1}(h+t−d)]
//!        + (1 − Σ_t w_u(t)) · p_{u−1}(h)        (sums over the effective kinds t)
//! p_0(h) = 0,   p_u(h) = 0 while u ≤ s
//! ```
//!
//! A draw that does not lower the shanten is discarded again (no 手変わり,
//! no shanten back inside the recursion); at the root every discard is
//! weighed, shanten-raising ones included, at the true number of draws left.
//!
//! **Weights: without replacement, tomohxx style.** The wall is the unseen
//! multiset (4 − own hand − own discards: in solitaire exactly the wall).
//! After `k` draws since the root, `w(t) = c_h(t) / (S − k)` with `S` the
//! wall at the root and `c_h(t)` the root's unseen copies of `t` minus the
//! copies the hand holds beyond the root's 14 tiles (drawn and kept). Tiles
//! drawn and thrown back are not tracked (the hand does not remember them),
//! nor is a redrawn copy of the root discard: with at most two draws left
//! the recursion is exact (tested by enumeration below), beyond that it is
//! the tomohxx approximation.
//!
//! # The horizon
//! The arena's headline is P(win within 14 draws): a win declared on draw
//! `n ≤ 14`. Deciding after draw `n < 14`, the oracle maximises P(win within
//! the `14 − n` draws to come). From draw 14 on the headline is settled
//! whatever it does, and it plays EXPERT's discards (which only the
//! secondary columns ≤ 18 and ≤ cap see). It always declares a win.
//!
//! # Fallback
//! A position whose recursion visits more than [`OracleAgent::budget`]
//! distinct hands is decided by EXPERT instead; at a table (other seats hold
//! tiles) every decision is EXPERT's. With `MAJIANG_ORACLE_LOG` set in the
//! environment the agent prints one line per decision and a summary per
//! wall to stderr (the fallback rate and the analysis come from there).

use crate::ai::Agent;
use crate::counts::Counts;
use crate::expert::ExpertAgent;
use crate::game::{Action, Observation, Phase};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::shanten::shanten;
use crate::tile::Tile;
use crate::win::is_win;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

/// The headline's horizon: P(win within 14 draws).
pub(crate) const HORIZON: u32 = 14;

/// Distinct hands one decision may visit before it falls back to EXPERT.
pub(crate) const DEFAULT_BUDGET: usize = 400_000;

/// A multiplicative hash for the packed count vectors (std's SipHash is
/// several times slower here and the keys are not adversarial).
#[derive(Default, Clone, Copy)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u128(&mut self, v: u128) {
        let x = (v as u64) ^ ((v >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let x = (x ^ (x >> 31)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        self.0 = x ^ (x >> 29);
    }
}

type Memo = HashMap<u128, Box<[f64]>, BuildHasherDefault<KeyHasher>>;

/// The recursion for one root position.
struct Dp<'r> {
    rules: &'r RuleSet,
    /// Unseen copies at the root.
    unseen: [u8; 34],
    /// The hand the drawn-and-kept copies are counted against.
    base: [u8; 34],
    /// Tiles in the wall at the root.
    wall: u32,
    /// Draws left at the root.
    horizon: u32,
    memo: Memo,
    budget: usize,
}

/// The budget ran out.
struct OverBudget;

fn pack(c: &Counts, kinds: usize) -> u128 {
    c.0[..kinds].iter().enumerate().fold(0u128, |k, (i, &n)| k | (u128::from(n) << (3 * i)))
}

impl<'r> Dp<'r> {
    fn new(rules: &'r RuleSet, unseen: &Counts, base: &Counts, horizon: u32, budget: usize) -> Dp<'r> {
        let mut u = [0u8; 34];
        let mut b = [0u8; 34];
        u.copy_from_slice(&unseen.0);
        b.copy_from_slice(&base.0);
        Dp {
            rules,
            unseen: u,
            base: b,
            wall: unseen.total() as u32,
            horizon,
            memo: Memo::default(),
            budget,
        }
    }

    /// Copies of kind `i` still in the wall when the hand holds `c`.
    #[inline]
    fn in_wall(&self, c: &Counts, i: usize) -> u8 {
        self.unseen[i].saturating_sub(c.0[i].saturating_sub(self.base[i]))
    }

    /// `p_0 … p_m` of the 13-tile hand `h` (shanten `s`).
    fn solve(&mut self, h: &mut Hand, s: i8, m: usize) -> Result<Box<[f64]>, OverBudget> {
        let mut p = vec![0.0f64; m + 1].into_boxed_slice();
        if m <= s as usize {
            return Ok(p);
        }
        let key = pack(h.concealed(), self.rules.kinds());
        if let Some(v) = self.memo.get(&key)
            && v.len() > m
        {
            p.copy_from_slice(&v[..=m]);
            return Ok(p);
        }
        if self.memo.len() >= self.budget {
            return Err(OverBudget);
        }
        // Per effective kind: its copies in the wall and the best follow-up
        // p_{u'} over u' = 0 … m−1 (1 for a win).
        let mut effective: Vec<(u8, Option<Box<[f64]>>)> = Vec::new();
        for i in 0..self.rules.kinds() {
            let c = self.in_wall(h.concealed(), i);
            if c == 0 {
                continue;
            }
            let t = Tile::from_index_unchecked(i);
            h.push_unchecked(t);
            if s == 0 {
                if is_win(h, self.rules) {
                    effective.push((c, None));
                }
            } else if shanten(h, self.rules) < s {
                let mut best = vec![0.0f64; m].into_boxed_slice();
                for j in 0..self.rules.kinds() {
                    if j == i || h.concealed().0[j] == 0 {
                        continue;
                    }
                    let d = Tile::from_index_unchecked(j);
                    h.pop_unchecked(d);
                    if shanten(h, self.rules) == s - 1 {
                        let next = self.solve(h, s - 1, m - 1);
                        match next {
                            Ok(v) => {
                                for (b, x) in best.iter_mut().zip(v.iter()) {
                                    *b = b.max(*x);
                                }
                            }
                            Err(e) => {
                                h.push_unchecked(d);
                                h.pop_unchecked(t);
                                return Err(e);
                            }
                        }
                    }
                    h.push_unchecked(d);
                }
                effective.push((c, Some(best)));
            }
            h.pop_unchecked(t);
        }
        for u in 1..=m {
            let drawn = self.horizon as usize - u;
            let left = f64::from(self.wall) - drawn as f64;
            let mut sum = 0.0;
            let mut weight = 0.0;
            for (c, next) in &effective {
                let w = f64::from(*c) / left;
                weight += w;
                sum += w * next.as_ref().map_or(1.0, |v| v[u - 1]);
            }
            p[u] = sum + (1.0 - weight) * p[u - 1];
        }
        self.memo.insert(key, p.clone());
        Ok(p)
    }
}

/// P(win within `draws` draws) of the 13-tile hand `hand` under the oracle's
/// policy, with `unseen` the wall and `base` the hand the drawn copies are
/// counted against (`hand` itself, or the 14 tiles before a discard).
/// `None` when more than `budget` hands would be visited.
pub(crate) fn win_probability(
    hand: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
    base: &Counts,
    draws: u32,
    budget: usize,
) -> Option<f64> {
    let mut dp = Dp::new(rules, unseen, base, draws, budget);
    let mut h = *hand;
    let s = shanten(&h, rules);
    dp.solve(&mut h, s, draws as usize).ok().map(|p| p[draws as usize])
}

/// One weighed discard at the root.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Option13 {
    pub(crate) discard: Tile,
    pub(crate) shanten: i8,
    pub(crate) p: f64,
}

/// Every discard of the 14-tile `hand` with its P(win within `draws`), or
/// `None` over the budget; also the hands visited.
pub(crate) fn weigh_discards(
    hand: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
    draws: u32,
    budget: usize,
) -> (Option<Vec<Option13>>, usize) {
    let mut dp = Dp::new(rules, unseen, hand.concealed(), draws, budget);
    let mut out = Vec::new();
    for d in hand.concealed().kinds() {
        let mut h = *hand;
        h.pop_unchecked(d);
        let s = shanten(&h, rules);
        match dp.solve(&mut h, s, draws as usize) {
            Ok(p) => out.push(Option13 { discard: d, shanten: s, p: p[draws as usize] }),
            Err(OverBudget) => return (None, dp.memo.len()),
        }
    }
    (Some(out), dp.memo.len())
}

/// Tallies of one agent's decisions (one wall in the arena).
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    decisions: u32,
    wins: u32,
    dp: u32,
    fallback: u32,
    past_horizon: u32,
    at_table: u32,
    differs: u32,
    states: u64,
    max_states: usize,
    dp_ns: u64,
}

/// The oracle as an arena [`Agent`] (see the module docs): solitaire only,
/// offline only.
#[derive(Debug)]
pub struct OracleAgent {
    expert: ExpertAgent,
    /// Distinct hands a decision may visit before EXPERT decides instead.
    pub budget: usize,
    log: bool,
    tally: Tally,
}

impl Default for OracleAgent {
    fn default() -> OracleAgent {
        OracleAgent::new(DEFAULT_BUDGET)
    }
}

impl OracleAgent {
    /// An oracle visiting at most `budget` hands per decision.
    #[must_use]
    pub fn new(budget: usize) -> OracleAgent {
        OracleAgent {
            expert: ExpertAgent::default(),
            budget,
            log: std::env::var_os("MAJIANG_ORACLE_LOG").is_some(),
            tally: Tally::default(),
        }
    }

    /// Draws made so far when `obs` is a solitaire turn after a draw.
    fn solitaire_draws(obs: &Observation<'_>) -> Option<u32> {
        let alone = obs.table.iter().enumerate().all(|(s, p)| s == obs.seat || p.concealed_tiles() == 0);
        let plain = obs.hand.meld_count() == 0 && obs.drawn.is_some();
        let turn = matches!(obs.phase, Phase::Turn { .. });
        (alone && plain && turn).then(|| obs.table[obs.seat].discards().len() as u32 + 1)
    }
}

impl Agent for OracleAgent {
    fn name(&self) -> &str {
        "oracle"
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        self.tally.decisions += 1;
        if obs.is_legal(Action::Hu) {
            self.tally.wins += 1;
            return Action::Hu;
        }
        let expert = self.expert.decide(obs);
        let Some(n) = Self::solitaire_draws(obs) else {
            self.tally.at_table += 1;
            return expert;
        };
        if n >= HORIZON {
            self.tally.past_horizon += 1;
            return expert;
        }
        let draws = HORIZON - n;
        let unseen = obs.unseen();
        let start = Instant::now();
        let (options, states) = weigh_discards(&obs.hand, obs.rules, &unseen, draws, self.budget);
        let ns = start.elapsed().as_nanos() as u64;
        self.tally.states += states as u64;
        self.tally.max_states = self.tally.max_states.max(states);
        self.tally.dp_ns += ns;
        let Some(options) = options else {
            self.tally.fallback += 1;
            if self.log {
                eprintln!("oracle-decision n={n} fallback states={states} us={}", ns / 1000);
            }
            return expert;
        };
        self.tally.dp += 1;
        let best = options.iter().map(|o| o.p).fold(0.0, f64::max);
        let tied = |o: &Option13| o.p >= best - 1e-12;
        let expert_option = options.iter().find(|o| Action::Discard(o.discard) == expert).copied();
        // Among equals EXPERT's choice, then the lowest shanten, then the first.
        let pick = match expert_option {
            Some(e) if tied(&e) => e,
            _ => *options
                .iter()
                .filter(|o| tied(o))
                .min_by_key(|o| o.shanten)
                .expect("a 14-tile hand has a discard"),
        };
        if Action::Discard(pick.discard) != expert {
            self.tally.differs += 1;
        }
        if self.log {
            let (ed, es, ep) = expert_option.map_or(("-".to_string(), -9, f64::NAN), |e| {
                (e.discard.to_string(), e.shanten, e.p)
            });
            let s13 = options.iter().map(|o| o.shanten).min().unwrap_or(-9);
            eprintln!(
                "oracle-decision n={n} s={s13} pick={} ps={} p={:.6} expert={ed} es={es} pe={ep:.6} states={states} us={}",
                pick.discard,
                pick.shanten,
                pick.p,
                ns / 1000
            );
        }
        Action::Discard(pick.discard)
    }
}

impl Drop for OracleAgent {
    fn drop(&mut self) {
        if self.log && self.tally.decisions > 0 {
            let t = self.tally;
            eprintln!(
                "oracle-summary decisions={} wins={} dp={} fallback={} past_horizon={} at_table={} differs={} states={} max_states={} dp_ms={}",
                t.decisions,
                t.wins,
                t.dp,
                t.fallback,
                t.past_horizon,
                t.at_table,
                t.differs,
                t.states,
                t.max_states,
                t.dp_ns / 1_000_000
            );
        }
    }
}
