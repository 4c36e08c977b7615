//! Seeded corpora and a brute-force reference for the `hand` benches.
//!
//! The corpora are count vectors (`[u8; 34]`, kind ids as in `majiang`):
//! random deals from a shuffled wall (136 tiles for the standard rules, 108
//! for Changsha), constructed winning hands of every target the rules have
//! (concealed, no melds), and ready hands made by taking one random tile out
//! of a winning hand. Every generator takes its own seed; ChaCha8 keeps the
//! corpora identical across runs and crate versions.
//!
//! The reference is the textbook method, written to be read rather than to be
//! fast: a win is a recursive decomposition (pair, then sets from the lowest
//! tile up), waits add each kind and check for a win, and shanten is an exact
//! branch-and-bound search over the target hands' blocks. The benches run it
//! in the same groups as majiang so the speed-up shows, and check majiang
//! against it before timing.

pub mod cpu_time;

use majiang::{RuleSet, SevenPairs};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A concealed hand as counts per kind.
pub type Counts34 = [u8; 34];

fn is_258(k: usize) -> bool {
    k < 27 && matches!(k % 9, 1 | 4 | 7)
}

fn is_orphan(k: usize) -> bool {
    k >= 27 || matches!(k % 9, 0 | 8)
}

/// `n` deals of `tiles` tiles from a freshly shuffled wall of the kinds `rules` plays.
pub fn random_hands(rules: &RuleSet, tiles: usize, n: usize, seed: u64) -> Vec<Counts34> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut wall: Vec<usize> = (0..rules.kinds()).flat_map(|k| [k; 4]).collect();
    (0..n)
        .map(|_| {
            wall.shuffle(&mut rng);
            let mut c = [0u8; 34];
            for &k in &wall[..tiles] {
                c[k] += 1;
            }
            c
        })
        .collect()
}

/// Kinds a random set or pair may use: the whole rule set, or one suit.
fn pick_kind(rng: &mut ChaCha8Rng, kinds: &[usize]) -> usize {
    kinds[rng.random_range(0..kinds.len())]
}

/// Four sets and a pair over `kinds`; runs only when `runs` (and only inside a
/// suit). Retries until no kind exceeds four copies.
fn regular_hand(
    rng: &mut ChaCha8Rng,
    kinds: &[usize],
    pair_kinds: &[usize],
    runs: bool,
) -> Counts34 {
    loop {
        let mut c = [0u8; 34];
        c[pick_kind(rng, pair_kinds)] += 2;
        for _ in 0..4 {
            let k = pick_kind(rng, kinds);
            // Two runs in three, as in real hands, where a suited kind allows one.
            if runs && k < 27 && rng.random_range(0..3) > 0 {
                let start = k - k % 9 + rng.random_range(0..7);
                for d in 0..3 {
                    c[start + d] += 1;
                }
            } else {
                c[k] += 3;
            }
        }
        if c.iter().all(|&n| n <= 4) {
            return c;
        }
    }
}

/// Seven pairs: distinct kinds, or (Changsha) a kind may give two pairs.
fn seven_pairs_hand(rng: &mut ChaCha8Rng, kinds: &[usize], four_ok: bool) -> Counts34 {
    loop {
        let mut c = [0u8; 34];
        for _ in 0..7 {
            c[pick_kind(rng, kinds)] += 2;
        }
        if c.iter().all(|&n| if four_ok { n <= 4 } else { n <= 2 }) {
            return c;
        }
    }
}

/// `n` complete (winning) hands under `rules`, every target the rules have
/// that needs no melds, in fixed shares.
pub fn winning_hands(rules: &RuleSet, n: usize, seed: u64) -> Vec<Counts34> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let all: Vec<usize> = (0..rules.kinds()).collect();
    let pair_kinds: Vec<usize> = match rules.pair {
        majiang::PairRule::Any => all.clone(),
        majiang::PairRule::TwoFiveEight => (0..27).filter(|&k| is_258(k)).collect(),
    };
    let kinds_258: Vec<usize> = (0..27).filter(|&k| is_258(k)).collect();
    let orphans: Vec<usize> = all.iter().copied().filter(|&k| is_orphan(k)).collect();
    (0..n)
        .map(|_| {
            let roll = rng.random_range(0..100);
            match roll {
                // Most wins are plain regular hands.
                0..80 => regular_hand(&mut rng, &all, &pair_kinds, true),
                80..90 => seven_pairs_hand(
                    &mut rng,
                    &all,
                    rules.seven_pairs == Some(SevenPairs::FourAsTwoPairs),
                ),
                _ if rules.thirteen_orphans => {
                    let mut c = [0u8; 34];
                    for &k in &orphans {
                        c[k] = 1;
                    }
                    c[pick_kind(&mut rng, &orphans)] += 1;
                    c
                }
                90..94 => regular_hand(&mut rng, &all, &all, false), // 碰碰胡
                94..97 => {
                    // 清一色: one suit, any pair.
                    let s = rng.random_range(0..3);
                    let suit: Vec<usize> = (s * 9..s * 9 + 9).collect();
                    regular_hand(&mut rng, &suit, &suit, true)
                }
                _ => {
                    // 将将胡: any fourteen 2/5/8 tiles.
                    let mut wall: Vec<usize> = kinds_258.iter().flat_map(|&k| [k; 4]).collect();
                    wall.shuffle(&mut rng);
                    let mut c = [0u8; 34];
                    for &k in &wall[..14] {
                        c[k] += 1;
                    }
                    c
                }
            }
        })
        .collect()
}

/// Ready hands: each winning hand with one random tile taken out (that tile
/// is then always a wait).
pub fn tenpai_hands(rules: &RuleSet, n: usize, seed: u64) -> Vec<Counts34> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x7e4a);
    winning_hands(rules, n, seed)
        .into_iter()
        .map(|mut c| {
            let tiles: Vec<usize> = (0..34).flat_map(|k| vec![k; c[k] as usize]).collect();
            c[tiles[rng.random_range(0..tiles.len())]] -= 1;
            c
        })
        .collect()
}

// ---- the brute-force reference ----------------------------------------------

/// True when `c` splits into sets only (triplets, and runs when `runs`).
fn sets_only(c: &mut Counts34, runs: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        return true;
    };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = sets_only(c, runs);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if runs && i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        for d in 0..3 {
            c[i + d] -= 1;
        }
        let ok = sets_only(c, runs);
        for d in 0..3 {
            c[i + d] += 1;
        }
        if ok {
            return true;
        }
    }
    false
}

/// Sets plus one pair whose kind passes `pair_ok`.
fn sets_and_pair(c: &Counts34, pair_ok: &dyn Fn(usize) -> bool, runs: bool) -> bool {
    let mut c = *c;
    (0..34).any(|k| {
        if c[k] < 2 || !pair_ok(k) {
            return false;
        }
        c[k] -= 2;
        let ok = sets_only(&mut c, runs);
        c[k] += 2;
        ok
    })
}

/// Reference win check of a concealed 14-tile hand (no melds, so 全求人 is out).
pub fn is_win(c: &Counts34, rules: &RuleSet) -> bool {
    if c.iter().map(|&n| n as usize).sum::<usize>() != 14 {
        return false;
    }
    let any = |_: usize| true;
    let regular_pair = |k: usize| rules.pair == majiang::PairRule::Any || is_258(k);
    let one_suit = (0..3).any(|s| c.iter().enumerate().all(|(k, &n)| n == 0 || k / 9 == s));
    sets_and_pair(c, &regular_pair, true)
        || (rules.pengpenghu && sets_and_pair(c, &any, false))
        || (rules.qingyise && one_suit && sets_and_pair(c, &any, true))
        || match rules.seven_pairs {
            Some(SevenPairs::Distinct) => c.iter().all(|&n| n == 0 || n == 2),
            Some(SevenPairs::FourAsTwoPairs) => c.iter().all(|&n| n % 2 == 0),
            None => false,
        }
        || (rules.jiangjianghu && (0..34).all(|k| c[k] == 0 || is_258(k)))
        || (rules.thirteen_orphans && rules.honours && (0..34).all(|k| (c[k] > 0) == is_orphan(k)))
}

/// Reference waits of a concealed 13-tile hand, as a bit per kind id: add
/// each kind that still has a copy and check for a win.
pub fn waits(c: &Counts34, rules: &RuleSet) -> u64 {
    let mut c = *c;
    let mut out = 0u64;
    for k in 0..rules.kinds() {
        if c[k] == 4 {
            continue;
        }
        c[k] += 1;
        if is_win(&c, rules) {
            out |= 1 << k;
        }
        c[k] -= 1;
    }
    out
}

/// Exact search for the fewest tiles to add so that some of the held tiles
/// plus the added ones form four sets and a pair, never five copies of a kind.
/// Blocks are placed from the lowest held kind up: that kind is either thrown
/// away (one copy) or is the lowest held tile of a triplet, a pair or a run
/// (a run may start below it, on added tiles). Blocks made only of added tiles
/// come last, at 3 a set and 2 a pair.
struct BlockSearch<'a> {
    held: Counts34,
    target: Counts34,
    allowed: &'a dyn Fn(usize) -> bool,
    pair_ok: &'a dyn Fn(usize) -> bool,
    runs: bool,
    best: u8,
}

impl BlockSearch<'_> {
    fn run(&mut self, sets: u8, pair: bool, added: u8, held_left: u8) {
        let still = 3 * (4 - sets) + if pair { 0 } else { 2 };
        // Lower bound: every tile still needed that the held tiles cannot supply.
        if added + still.saturating_sub(held_left) >= self.best {
            return;
        }
        let Some(i) = self.held.iter().position(|&n| n > 0) else {
            if let Some(extra) = self.fill(4 - sets, !pair) {
                self.best = self.best.min(added + extra);
            }
            return;
        };
        if !(self.allowed)(i) {
            let n = self.held[i];
            self.held[i] = 0;
            self.run(sets, pair, added, held_left - n);
            self.held[i] = n;
            return;
        }
        if sets < 4 {
            self.place(&[i, i, i], sets + 1, pair, added, held_left);
            if self.runs && i < 27 {
                let base = i - i % 9;
                for start in i.saturating_sub(2).max(base)..=i {
                    if start % 9 <= 6 {
                        self.place(
                            &[start, start + 1, start + 2],
                            sets + 1,
                            pair,
                            added,
                            held_left,
                        );
                    }
                }
            }
        }
        if !pair && (self.pair_ok)(i) {
            self.place(&[i, i], sets, true, added, held_left);
        }
        self.held[i] -= 1;
        self.run(sets, pair, added, held_left - 1);
        self.held[i] += 1;
    }

    fn place(&mut self, block: &[usize], sets: u8, pair: bool, added: u8, held_left: u8) {
        let mut from_hand = [false; 3];
        let mut ok = true;
        let (mut add, mut used) = (0, 0);
        for (j, &k) in block.iter().enumerate() {
            if self.target[k] == 4 {
                ok = false;
            }
            self.target[k] += 1;
            if self.held[k] > 0 {
                self.held[k] -= 1;
                from_hand[j] = true;
                used += 1;
            } else {
                add += 1;
            }
        }
        if ok {
            self.run(sets, pair, added + add, held_left - used);
        }
        for (j, &k) in block.iter().enumerate() {
            self.target[k] -= 1;
            if from_hand[j] {
                self.held[k] += 1;
            }
        }
    }

    /// Cost of the missing blocks, made of added tiles only, or `None` when no
    /// kind has room for them.
    fn fill(&self, sets: u8, pair: bool) -> Option<u8> {
        let mut t = self.target;
        let mut cost = 0;
        if pair {
            let k = (0..34).find(|&k| (self.allowed)(k) && (self.pair_ok)(k) && t[k] <= 2)?;
            t[k] += 2;
            cost += 2;
        }
        for _ in 0..sets {
            let k = (0..34).find(|&k| (self.allowed)(k) && t[k] <= 1)?;
            t[k] += 3;
            cost += 3;
        }
        Some(cost)
    }
}

fn block_search(
    c: &Counts34,
    allowed: &dyn Fn(usize) -> bool,
    pair_ok: &dyn Fn(usize) -> bool,
    runs: bool,
) -> u8 {
    let mut s = BlockSearch { held: *c, target: [0; 34], allowed, pair_ok, runs, best: 15 };
    let n = c.iter().sum();
    s.run(0, false, 0, n);
    s.best
}

/// Reference shanten of a concealed 13- or 14-tile hand: the exact
/// replacement number of every target the rules have (no melds), minus one.
pub fn shanten(c: &Counts34, rules: &RuleSet) -> i8 {
    let in_play = |k: usize| k < rules.kinds();
    let any = |_: usize| true;
    let regular_pair = |k: usize| rules.pair == majiang::PairRule::Any || is_258(k);
    let mut best = block_search(c, &in_play, &regular_pair, true);
    if rules.pengpenghu {
        best = best.min(block_search(c, &in_play, &any, false));
    }
    if rules.qingyise {
        for s in 0..3 {
            let suit = move |k: usize| k / 9 == s && k < 27;
            best = best.min(block_search(c, &suit, &any, true));
        }
    }
    let pairs = c.iter().filter(|&&n| n >= 2).count() as i32;
    let kinds = c.iter().filter(|&&n| n >= 1).count() as i32;
    match rules.seven_pairs {
        Some(SevenPairs::Distinct) => {
            best = best.min((7 - pairs + (7 - kinds).max(0)) as u8);
        }
        Some(SevenPairs::FourAsTwoPairs) => {
            // Each odd count becomes a pair with one tile; any other missing
            // pair costs two.
            let have: i32 = c.iter().map(|&n| (n / 2) as i32).sum();
            let need = (7 - have).max(0);
            let odd = c.iter().filter(|&&n| n % 2 == 1).count() as i32;
            best = best.min((need.min(odd) + 2 * (need - odd).max(0)) as u8);
        }
        None => {}
    }
    if rules.jiangjianghu {
        let n258: u8 = (0..34).filter(|&k| is_258(k)).map(|k| c[k]).sum();
        best = best.min(14 - n258.min(14));
    }
    if rules.thirteen_orphans && rules.honours {
        let kinds = (0..34).filter(|&k| is_orphan(k) && c[k] > 0).count() as u8;
        let pair = (0..34).any(|k| is_orphan(k) && c[k] >= 2) as u8;
        best = best.min(14 - kinds - pair);
    }
    best as i8 - 1
}

/// Hands taken from engine games, for the melded corpora: every hand a seat
/// held when asked to discard (`3n+2` concealed tiles, its melds with it)
/// and the same hand after the discard it chose (`3n+1`), with the tiles
/// left in the wall at that moment.
pub struct GameHands {
    /// `(hand, wall_left)` of every discard decision, `3n+2` tiles.
    pub long: Vec<(majiang::Hand, usize)>,
    /// The hands after the chosen discard, `3n+1` tiles.
    pub short: Vec<(majiang::Hand, usize)>,
}

/// An agent that records the hands it is asked to discard from.
struct Recorder<'a> {
    inner: Box<dyn majiang::ai::Agent>,
    out: &'a mut GameHands,
}

impl majiang::ai::Agent for Recorder<'_> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn decide(&mut self, obs: &majiang::game::Observation<'_>) -> majiang::game::Action {
        let action = majiang::game::ask(&mut self.inner, obs);
        if let majiang::game::Action::Discard(t) = action
            && obs.hand.is_complete_size()
        {
            self.out.long.push((obs.hand, obs.wall_left));
            if let Ok(h) = obs.hand.without_tile(t) {
                self.out.short.push((h, obs.wall_left));
            }
        }
        action
    }
}

/// Plays `seeds` hands with the arena agents `lineup` (ids such as `a2`,
/// `a5`, `expert`) and records every discard decision of every seat.
pub fn game_hands(rules: &RuleSet, lineup: [&str; 4], seeds: std::ops::Range<u64>) -> GameHands {
    let mut out = GameHands { long: Vec::new(), short: Vec::new() };
    for seed in seeds {
        let mut seats = [0, 1, 2, 3].map(|_| GameHands { long: Vec::new(), short: Vec::new() });
        let [o0, o1, o2, o3] = &mut seats;
        let agent = |i: usize| {
            majiang_arena::make_agent(lineup[i], seed * 4 + i as u64).expect("an agent id")
        };
        let mut a = Recorder { inner: agent(0), out: o0 };
        let mut b = Recorder { inner: agent(1), out: o1 };
        let mut c = Recorder { inner: agent(2), out: o2 };
        let mut d = Recorder { inner: agent(3), out: o3 };
        let mut agents: [&mut dyn majiang::ai::Agent; 4] = [&mut a, &mut b, &mut c, &mut d];
        majiang::game::play_hand(rules, seed, (seed % 4) as usize, &mut agents).expect("a hand");
        for o in seats {
            out.long.extend(o.long);
            out.short.extend(o.short);
        }
    }
    out
}
