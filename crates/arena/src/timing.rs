//! Decision times: [`Timed`] wraps an agent and measures each decision on a
//! [`Clock`], the wall clock or the thread's CPU clock ([`thread_cpu_ns`]).
//! Evaluation needs them, a game does not, so they live here rather than in
//! the core.

use majiang_core::ai::Agent;
use majiang_core::game::{Action, Observation};
use std::time::Instant;

/// Wraps an agent and records how long each decision took, in nanoseconds
/// (around [`Agent::decide`], on the wall clock or the thread's CPU clock:
/// [`Clock`]).
///
/// ```
/// use majiang_arena::timing::Timed;
/// use majiang_core::{RuleSet, ai::{Agent, FirstLegal}, game::play_hand};
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
        // The driver's default setup answers count as the agent's own
        // decisions, timed as before the drivers gave them.
        let action = majiang_core::game::ask(&mut self.inner, obs);
        self.times.push(self.clock.now_ns(origin).saturating_sub(start));
        action
    }
}
