//! Players: the [`Agent`] trait every AI implements, a timing wrapper, and
//! the simple agents the engine's own tests use. The tutorial's three levels
//! (A0–A2) live in [`tutorial`]; the other anchors of `ai-evaluation.md` in
//! [`needhun`] (A3, seed 001), [`table_ai`] (A4, seed 003) and [`search`]
//! (A5, seed 002). The arena ([`crate::arena`]) seats any of them by name.
//!
//! # Writing an agent
//! An agent gets an [`Observation`] — its own hand, every discard and
//! exposed meld, the wall count, the scores, the phase and the legal actions
//! — and returns one of `obs.legal`. What is being asked is in `obs.phase`:
//!
//! | `obs.phase` | question | typical legal actions |
//! |---|---|---|
//! | [`Phase::Turn`] | discard, kong, or win by self-draw | `Discard(t)`…, `AnGang`/`BuGang` (and 开杠 forms), `Hu` |
//! | [`Phase::Claim`] | claim another player's tile ([`Offer`](crate::game::Offer)) | `Pass`, `Chi(low)`…, `Peng`, `Gang`, `KaiGang`, `Hu` |
//! | [`Phase::KongFlip`] | win on one's own 开杠 flip | `Pass`, `Hu` |
//! | [`Phase::HaidiOffer`] | take the last tile | `Pass`, `TakeHaidi` |
//! | [`Phase::HaidiDraw`] | win on the last tile taken | `Pass`, `Hu` |
//!
//! Kong kind (补张 or 开杠) is part of the action (`Gang` vs `KaiGang`,
//! `AnGang` vs `AnKaiGang`, `BuGang` vs `BuKaiGang`). Agents own their
//! randomness: take a seed and use [`crate::rng::seeded`], so that a seeded
//! arena run is reproducible. Decision times are measured from outside by
//! [`Timed`].

pub mod needhun;
pub mod search;
pub mod table_ai;
pub mod tutorial;

use crate::counts::Counts;
use crate::game::{Action, Observation, Phase};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::rng::{below, seeded};
use crate::tile::Tile;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// A player. The engine asks [`Agent::decide`] whenever this seat has a
/// decision, with the legal actions in `obs.legal` (never empty); the answer
/// must be one of them.
pub trait Agent: Send {
    /// A short name for reports and error messages (`"A1-medium"`).
    fn name(&self) -> &str;

    /// Chooses one of `obs.legal`.
    fn decide(&mut self, obs: &Observation<'_>) -> Action;
}

impl<A: Agent + ?Sized> Agent for Box<A> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        (**self).decide(obs)
    }
}

/// Wraps an agent and records how long each decision took, in nanoseconds
/// (around [`Agent::decide`], on the wall clock or the thread's CPU clock:
/// [`Clock`]).
///
/// ```
/// use majiang_core::{RuleSet, ai::{Agent, FirstLegal, Timed}, game::play_hand};
/// let mut t = [Timed::new(FirstLegal), Timed::new(FirstLegal),
///              Timed::new(FirstLegal), Timed::new(FirstLegal)];
/// let [a, b, c, d] = &mut t;
/// let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
/// play_hand(&RuleSet::eval_v1(), 1, 0, &mut agents)?;
/// assert!(!t[0].times().is_empty());
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Timed<A> {
    inner: A,
    times: Vec<u64>,
    clock: Clock,
}

/// What [`Timed`] measures a decision with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Clock {
    /// Wall-clock time ([`Instant`]): on a shared machine it also counts the
    /// time the scheduler gave other processes mid-decision.
    #[default]
    Wall,
    /// The deciding thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`; Linux, else
    /// wall-clock): only the decision's own work. Each reading is a system
    /// call of a few hundred nanoseconds, counted in the decision.
    ThreadCpu,
}

impl Clock {
    /// Nanoseconds on this clock since an arbitrary origin.
    fn now_ns(self, origin: Instant) -> u64 {
        match self {
            Clock::Wall => origin.elapsed().as_nanos().min(u128::from(u64::MAX)) as u64,
            Clock::ThreadCpu => thread_cpu_ns().unwrap_or_else(|| Clock::Wall.now_ns(origin)),
        }
    }
}

/// The calling thread's CPU time in nanoseconds since an arbitrary origin
/// (`CLOCK_THREAD_CPUTIME_ID`), or `None` off Linux. On a shared machine it
/// counts only the thread's own work, unlike wall-clock time; the arena and
/// the criterion benches time with it.
#[cfg(target_os = "linux")]
#[must_use]
pub fn thread_cpu_ns() -> Option<u64> {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec (64-bit `time_t` and `long`
    // on the Linux targets this builds for) and the clock id is a constant
    // the kernel supports.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

/// The calling thread's CPU time: not available off Linux.
#[cfg(not(target_os = "linux"))]
#[must_use]
pub fn thread_cpu_ns() -> Option<u64> {
    None
}

impl<A: Agent> Timed<A> {
    /// Wraps `inner`, timing by wall clock.
    pub fn new(inner: A) -> Timed<A> {
        Timed::with_clock(inner, Clock::Wall)
    }

    /// Wraps `inner`, timing by `clock`.
    pub fn with_clock(inner: A, clock: Clock) -> Timed<A> {
        Timed { inner, times: Vec::new(), clock }
    }

    /// Every decision's duration so far, in nanoseconds, in order.
    #[must_use]
    pub fn times(&self) -> &[u64] {
        &self.times
    }

    /// Takes the recorded durations, leaving the list empty.
    pub fn take_times(&mut self) -> Vec<u64> {
        std::mem::take(&mut self.times)
    }

    /// The wrapped agent.
    pub fn inner(&self) -> &A {
        &self.inner
    }

    /// The wrapped agent, mutably.
    pub fn inner_mut(&mut self) -> &mut A {
        &mut self.inner
    }
}

impl<A: Agent> Agent for Timed<A> {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        let origin = Instant::now();
        let start = self.clock.now_ns(origin);
        let action = self.inner.decide(obs);
        self.times.push(self.clock.now_ns(origin).saturating_sub(start));
        action
    }
}

/// Always the first legal action: passes on every claim, the last tile and
/// every win offered on another's tile, discards its lowest tile, never
/// wins. The simplest agent that completes a hand.
#[derive(Debug, Clone, Copy, Default)]
pub struct FirstLegal;

impl Agent for FirstLegal {
    fn name(&self) -> &str {
        "first-legal"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal[0]
    }
}

/// 摸切: wins whenever it can, takes the last tile, never claims, and
/// discards the tile it just drew (its lowest tile when it drew none). The
/// trivial agent of the engine benchmarks: it keeps its hand as dealt.
#[derive(Debug, Clone, Copy, Default)]
pub struct DrawDiscard;

impl Agent for DrawDiscard {
    fn name(&self) -> &str {
        "draw-discard"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return Action::Hu;
        }
        match obs.phase {
            Phase::HaidiOffer { .. } => Action::TakeHaidi,
            Phase::Turn { .. } => match obs.drawn {
                Some(t) => Action::Discard(t),
                None => obs.legal[0],
            },
            _ => Action::Pass,
        }
    }
}

/// Picks uniformly among the legal actions (a seeded [`ChaCha8Rng`]): the
/// agent that explores every rule path in the engine's tests.
#[derive(Debug, Clone)]
pub struct RandomAgent {
    rng: ChaCha8Rng,
}

impl RandomAgent {
    /// A random agent drawing from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: seeded(seed) }
    }
}

impl Agent for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal[below(&mut self.rng, obs.legal.len() as u32) as usize]
    }
}

/// A hand's concealed tiles as a list in tile-id order (each copy listed),
/// on the stack: the "hand list" of the seeds' AIs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TileList {
    tiles: [Tile; 14],
    len: usize,
}

impl TileList {
    /// The tiles of `counts` (at most 14), in id order.
    pub(crate) fn of(counts: &Counts) -> TileList {
        let mut out = TileList { tiles: [Tile::from_index_unchecked(0); 14], len: 0 };
        for t in counts.tiles().take(14) {
            out.tiles[out.len] = t;
            out.len += 1;
        }
        out
    }

    pub(crate) fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len]
    }
}

/// A hand's melds in the order made, on the stack.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MeldList {
    melds: [Meld; 4],
    len: usize,
}

impl MeldList {
    pub(crate) fn of(hand: &Hand) -> MeldList {
        let mut out = MeldList { melds: [Meld::peng(Tile::from_index_unchecked(0)); 4], len: 0 };
        for m in hand.melds() {
            out.melds[out.len] = m;
            out.len += 1;
        }
        out
    }

    pub(crate) fn as_slice(&self) -> &[Meld] {
        &self.melds[..self.len]
    }
}
