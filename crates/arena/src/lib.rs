//! `majiang-arena`: the evaluation of majiang's AIs, which no game needs.
//! The arena's seeded, reproducible measurements of agents in the three
//! formats of `ai-evaluation.md`, with their reports and statistics; the
//! seed anchors A3–A5 ([`anchors`]); the offline yardsticks (`oracle`,
//! `oracle-ev`, `mc`); the decision timer ([`timing`]). Pure logic — the
//! command line (`majiang arena`) prints what [`run`] returns, the benches
//! seat agents by name ([`make_agent`]).
//!
//! What a game ships — the model, the checks, scoring, the engine, the
//! tutorial's levels A0–A2 and EXPERT, hints — is `majiang-core`; this
//! crate only adds to it (and brings rayon, which the core does without).
//!
//! # Formats
//! 1. **Solitaire** ([`solitaire`]): every agent alone on the wall of each
//!    seed, draws capped at [`Config::cap`].
//! 2. **1 vs 3 duplicate**: for the reference agent R (the first listed) and
//!    every other agent X, both directions R ×1 vs X ×3 and X ×1 vs R ×3;
//!    per seed four tables on the same wall, the lone agent in seat 0, 1, 2
//!    and 3 in turn. The dealer is `seed % 4` at all four tables, so the lone
//!    agent plays every hand of the deal once.
//! 3. **Mixed table**: four agents (a lineup), per seed every seat order on
//!    the same wall, dealer `seed % 4`: the 24 permutations of four
//!    different agents; orders that only swap copies of one agent are the
//!    same hand, played once (12 orders when one agent fills two slots, 4
//!    for three, 1 for four). Each slot is credited with every seat its
//!    agent held, so copies of one agent share its hands and have the same
//!    numbers; a slot's hands per seed are the orders times its agent's
//!    copies (24 for four different agents).
//!
//! # Reproducibility
//! A seed fixes the wall ([`majiang_core::game::Wall::shuffled`]) and every agent's
//! random stream: the agent in seat `s` of table (seat order) `t` of a
//! seed is made with `seed_of(seed, format, t, s)`, a fixed mix of those
//! numbers. Seeds are
//! played in parallel with rayon, in chunks, and the results are folded in
//! seed order, so the report is identical for any number of threads —
//! except the decision times and the throughput, which
//! [`Report::without_timings`] zeroes for comparisons.
//!
//! # Statistics
//! The seed is the cluster: standard errors come from one value per seed
//! ([`stats`]). Comparisons are paired by seed.

// Index loops mirror the articles' loops over kind ids (and the count arrays
// they index); iterators would hide the indices, as in the core.
#![allow(clippy::needless_range_loop)]
#![deny(missing_docs)]

pub mod anchors;
mod mc;
mod oracle;
mod registry;
mod report;
pub mod solitaire;
pub mod stats;
mod table;
pub mod timing;

pub use registry::{AGENTS, AgentEntry, agent_entry, make_agent};
pub use report::{
    AgentInfo, Comparison, DuplicateReport, MixedReport, Report, SeedRange, SolitaireReport,
    SolitaireStats, TableStats, Throughput,
};

use crate::timing::{Clock, Timed};
use majiang_core::ai::Agent;
use majiang_core::error::{Error, Result};
use majiang_core::rules::RuleSet;
use rayon::prelude::*;
use stats::{Estimate, TimeHistogram, cluster_mean, paired_difference, ratio};
use std::ops::Range;
use std::time::Instant;

/// The tile of kind id `k` (below [`majiang_core::KINDS`]): the agents
/// loop over kind ids, as the count arrays index them.
pub(crate) fn kind(k: usize) -> majiang_core::Tile {
    // Checked: the core's unchecked constructor is its own.
    majiang_core::Tile::try_from(k as u8).expect("a kind id below KINDS")
}

/// Which formats to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Formats {
    /// Format 1.
    pub solitaire: bool,
    /// Format 2.
    pub duplicate: bool,
    /// Format 3.
    pub mixed: bool,
}

impl Formats {
    /// Every format.
    pub const ALL: Formats = Formats { solitaire: true, duplicate: true, mixed: true };
}

/// What to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The rules (`RuleSet::eval_v1()` for the protocol's runs).
    pub rules: RuleSet,
    /// Seeds, one wall each.
    pub seeds: Range<u64>,
    /// Agent ids ([`AGENTS`]); the first is the reference of every comparison.
    pub agents: Vec<String>,
    /// Formats to run.
    pub formats: Formats,
    /// The mixed table's lineup; `None`: the first four agents, repeated
    /// from the start when fewer are given.
    pub lineup: Option<Vec<String>>,
    /// Solitaire: most draws per wall (the protocol's 40).
    pub cap: u32,
    /// The revision to print (the caller knows it; the core does not).
    pub revision: String,
    /// How decisions are timed.
    pub clock: Clock,
    /// Duplicate one way: only each other agent ×1 against the reference
    /// ×3, and those lone agents compared with each other by seed (a slow
    /// agent measured against a fast group, next to another agent on the
    /// same walls).
    pub one_way: bool,
}

impl Config {
    /// The protocol's defaults for `agents` over `seeds`: `eval-v1`, every
    /// format, cap 40.
    #[must_use]
    pub fn new(agents: &[&str], seeds: Range<u64>) -> Config {
        Config {
            rules: RuleSet::eval_v1(),
            seeds,
            agents: agents.iter().map(|s| (*s).to_string()).collect(),
            formats: Formats::ALL,
            lineup: None,
            cap: 40,
            revision: "unknown".to_string(),
            clock: Clock::Wall,
            one_way: false,
        }
    }

    /// The mixed lineup actually played.
    #[must_use]
    pub fn lineup(&self) -> Vec<String> {
        match &self.lineup {
            Some(l) => l.clone(),
            None if self.agents.is_empty() => Vec::new(),
            None => (0..4).map(|i| self.agents[i % self.agents.len()].clone()).collect(),
        }
    }

    /// The (lone, group) pairs of the duplicate format.
    fn matchups(&self) -> Vec<(String, String)> {
        let Some(reference) = self.agents.first() else { return Vec::new() };
        let mut out = Vec::new();
        for x in self.agents.iter().skip(1).filter(|x| *x != reference) {
            if !self.one_way {
                out.push((reference.clone(), x.clone()));
            }
            out.push((x.clone(), reference.clone()));
        }
        out
    }

    /// Hands the run will play (progress bars count these): solitaire walls
    /// × agents, plus per seed four table hands per duplicate direction and
    /// one per distinct seat order of the mixed lineup (see the module docs).
    #[must_use]
    pub fn planned_hands(&self) -> u64 {
        let seeds = self.seeds.end.saturating_sub(self.seeds.start);
        let mut n = 0;
        if self.formats.solitaire {
            n += seeds * self.agents.len() as u64;
        }
        if self.formats.duplicate {
            n += seeds * 4 * self.matchups().len() as u64;
        }
        let lineup = self.lineup();
        if self.formats.mixed && lineup.len() == 4 {
            let lineup = [&*lineup[0], &*lineup[1], &*lineup[2], &*lineup[3]];
            n += seeds * seat_orders(&lineup).len() as u64;
        }
        n
    }

    fn check(&self) -> Result<()> {
        if self.agents.is_empty() {
            return Err(Error::BadSetup("the arena needs at least one agent".to_string()));
        }
        for a in self.agents.iter().chain(self.lineup().iter()) {
            agent_entry(a)?;
        }
        if self.formats.mixed && self.lineup().len() != 4 {
            return Err(Error::BadSetup(format!(
                "a mixed table seats four agents; the lineup has {}",
                self.lineup().len()
            )));
        }
        if self.seeds.is_empty() {
            return Err(Error::BadSetup("the seed range is empty".to_string()));
        }
        if self.cap == 0 {
            return Err(Error::BadSetup("the solitaire cap must be at least one draw".to_string()));
        }
        Ok(())
    }
}

/// Seeds per parallel chunk: bounds the memory held before folding.
const CHUNK: u64 = 512;

/// A fixed mix (SplitMix64's finaliser) of the numbers that place an agent:
/// its own random stream for this seed, format, table and seat.
#[must_use]
fn seed_of(seed: u64, format: u64, table: u64, seat: u64) -> u64 {
    let mut z = seed
        ^ format.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (table * 4 + seat).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Runs the arena. `progress` is called (from any thread) with the number
/// of hands just finished, adding up to [`Config::planned_hands`]. Fails
/// for an unknown agent, an empty seed range, or an agent choosing an
/// illegal action.
///
/// ```
/// use majiang_arena::{Config, run};
/// let mut config = Config::new(&["a1", "a2"], 0..4);
/// config.revision = "doc".to_string();
/// let report = run(&config, &|_| {})?;
/// assert_eq!(report.duplicate.len(), 2); // a1 ×1 vs a2 ×3 and a2 ×1 vs a1 ×3
/// assert_eq!(report.duplicate[0].lone_stats.hands, 16);
/// assert!(report.to_text().contains("solitaire"));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn run(config: &Config, progress: &(dyn Fn(u64) + Sync)) -> Result<Report> {
    config.check()?;
    warm_up(config)?;
    let start = Instant::now();
    let mut hands = 0u64;
    let solitaire = if config.formats.solitaire {
        hands += (config.seeds.end - config.seeds.start) * config.agents.len() as u64;
        Some(run_solitaire(config, progress)?)
    } else {
        None
    };
    let table_start = Instant::now();
    let mut table_hands = 0u64;
    let mut duplicate = Vec::new();
    let mut lone_comparisons = Vec::new();
    if config.formats.duplicate {
        let mut lone_series = Vec::new();
        for (i, (lone, group)) in config.matchups().into_iter().enumerate() {
            let lineup = [lone.as_str(), group.as_str(), group.as_str(), group.as_str()];
            let per_seed = play_orders(config, 1 + i as u64, &lineup, progress)?;
            table_hands += per_seed.len() as u64 * 4;
            duplicate.push(duplicate_report(&lone, &group, &per_seed));
            if config.one_way {
                let s = TABLE_METRICS.map(|(_, f)| series(&per_seed, &[0], f));
                lone_series.push((lone, s));
            }
        }
        if let Some(((first, a), rest)) = lone_series.split_first() {
            for (other, b) in rest {
                for (k, &(metric, _)) in TABLE_METRICS.iter().enumerate() {
                    lone_comparisons.push(compare(metric, first, other, &a[k], &b[k]));
                }
            }
        }
    }
    let mixed = if config.formats.mixed {
        let lineup = config.lineup();
        let refs: Vec<&str> = lineup.iter().map(String::as_str).collect();
        let lineup4 = [refs[0], refs[1], refs[2], refs[3]];
        let per_seed = play_orders(config, 0, &lineup4, progress)?;
        table_hands += per_seed.len() as u64 * seat_orders(&lineup4).len() as u64;
        Some(mixed_report(&lineup, seat_orders(&lineup4).len() as u64, &per_seed))
    } else {
        None
    };
    let table_seconds = table_start.elapsed().as_secs_f64();
    hands += table_hands;
    let seconds = start.elapsed().as_secs_f64();
    Ok(Report {
        rules: config.rules.name.to_string(),
        revision: config.revision.clone(),
        clock: config.clock,
        seeds: SeedRange {
            start: config.seeds.start,
            end: config.seeds.end,
            count: config.seeds.end - config.seeds.start,
        },
        reference: config.agents[0].clone(),
        agents: config
            .agents
            .iter()
            .chain(config.lineup().iter())
            .filter_map(|id| agent_entry(id).ok())
            .fold(Vec::new(), |mut v: Vec<AgentInfo>, e| {
                if v.iter().all(|a| a.id != e.id) {
                    v.push(AgentInfo {
                        id: e.id.to_string(),
                        name: e.name.to_string(),
                        about: e.about.to_string(),
                    });
                }
                v
            }),
        solitaire,
        duplicate,
        lone_comparisons,
        mixed,
        throughput: Throughput {
            threads: rayon::current_num_threads(),
            seconds,
            hands,
            hands_per_second: hands as f64 / seconds.max(1e-9),
            table_hands_per_second: if table_hands == 0 {
                0.0
            } else {
                table_hands as f64 / table_seconds.max(1e-9)
            },
        },
    })
}

/// Builds whatever the agents build on first use (the core's tables, an
/// agent's own tables) by letting each play one solitaire wall, so that no
/// decision time and no throughput figure includes a one-off build.
fn warm_up(config: &Config) -> Result<()> {
    majiang_core::warm_up();
    for id in config.agents.iter().chain(config.lineup().iter()) {
        let mut agent = Timed::new(make_agent(id, 0)?);
        solitaire::play(&config.rules, config.seeds.start, 1, &mut agent)?;
    }
    Ok(())
}

/// Plays `f` for every seed of the config in parallel chunks and returns
/// the results in seed order.
fn per_seed<T: Send>(config: &Config, f: impl Fn(u64) -> Result<T> + Sync) -> Result<Vec<T>> {
    let mut out = Vec::with_capacity((config.seeds.end - config.seeds.start) as usize);
    let mut from = config.seeds.start;
    while from < config.seeds.end {
        let to = (from + CHUNK).min(config.seeds.end);
        let chunk: Vec<Result<T>> = (from..to).into_par_iter().map(&f).collect();
        for r in chunk {
            out.push(r?);
        }
        from = to;
    }
    Ok(out)
}

// ----- solitaire ---------------------------------------------------------------

/// The draw counts of the solitaire report.
const WIN_WITHIN: [u32; 4] = [8, 10, 14, 18];
const TENPAI_WITHIN: [u32; 3] = [6, 9, 12];

fn run_solitaire(config: &Config, progress: &(dyn Fn(u64) + Sync)) -> Result<SolitaireReport> {
    let n = config.agents.len();
    let results = per_seed(config, |seed| {
        let mut outs = Vec::with_capacity(n);
        let mut hists = Vec::with_capacity(n);
        for (i, id) in config.agents.iter().enumerate() {
            let mut agent =
                Timed::with_clock(make_agent(id, seed_of(seed, 100, i as u64, 0))?, config.clock);
            outs.push(solitaire::play(&config.rules, seed, config.cap, &mut agent)?);
            hists.push(agent.take_times());
        }
        progress(n as u64);
        Ok((outs, hists))
    })?;
    let walls = results.len() as u64;
    let mut wins_within: Vec<u32> = WIN_WITHIN.to_vec();
    wins_within.push(config.cap);
    let mut agents = Vec::with_capacity(n);
    let mut series14 = Vec::with_capacity(n);
    let mut points14 = Vec::with_capacity(n);
    for (i, id) in config.agents.iter().enumerate() {
        let outs: Vec<solitaire::SoloOutcome> = results.iter().map(|(o, _)| o[i]).collect();
        let mut hist = TimeHistogram::default();
        for (_, times) in &results {
            for &t in &times[i] {
                hist.record(t);
            }
        }
        let within = |cap: u32| -> Vec<f64> {
            outs.iter().map(|o| f64::from(o.win.is_some_and(|w| w <= cap))).collect()
        };
        let ready = |cap: u32| -> Vec<f64> {
            outs.iter().map(|o| f64::from(o.tenpai.is_some_and(|t| t <= cap))).collect()
        };
        let pts: Vec<f64> = outs
            .iter()
            .map(|o| if o.win.is_some_and(|w| w <= 14) { f64::from(o.value) } else { 0.0 })
            .collect();
        let won: Vec<f64> = outs.iter().map(|o| f64::from(o.win.is_some())).collect();
        let big: Vec<f64> = outs.iter().map(|o| f64::from(o.big)).collect();
        let draw: Vec<f64> = outs.iter().map(|o| f64::from(o.win.unwrap_or(0))).collect();
        let mut to_win: Vec<u32> = outs.iter().map(|o| o.win.unwrap_or(config.cap + 1)).collect();
        to_win.sort_unstable();
        let median = to_win[(to_win.len() - 1) / 2];
        series14.push(within(14));
        points14.push(pts.clone());
        agents.push(SolitaireStats {
            agent: id.clone(),
            walls,
            win_within: wins_within.iter().map(|&c| cluster_mean(&within(c))).collect(),
            median_draws: (median <= config.cap).then_some(median),
            tenpai_within: TENPAI_WITHIN.iter().map(|&c| cluster_mean(&ready(c))).collect(),
            points_within_14: cluster_mean(&pts),
            big_hand_share: ratio(&big, &won),
            mean_win_draw: ratio(&draw, &won),
            decisions: hist.summary(),
        });
    }
    let mut comparisons = Vec::new();
    for i in 1..n {
        if config.agents[i] == config.agents[0] {
            continue;
        }
        for (metric, series) in [("win_within_14", &series14), ("points_within_14", &points14)] {
            comparisons.push(compare(
                metric,
                &config.agents[0],
                &config.agents[i],
                &series[0],
                &series[i],
            ));
        }
    }
    Ok(SolitaireReport {
        walls,
        cap: config.cap,
        win_within: wins_within,
        tenpai_within: TENPAI_WITHIN.to_vec(),
        agents,
        comparisons,
    })
}

fn compare(metric: &str, a: &str, b: &str, sa: &[f64], sb: &[f64]) -> Comparison {
    let mean = |s: &[f64]| s.iter().sum::<f64>() / s.len().max(1) as f64;
    Comparison {
        metric: metric.to_string(),
        a: a.to_string(),
        b: b.to_string(),
        a_mean: mean(sa),
        b_mean: mean(sb),
        difference: paired_difference(sa, sb),
    }
}

// ----- tables ------------------------------------------------------------------

/// Per-seed sums of one lineup slot over its hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct SlotSums {
    hands: u32,
    points: i64,
    wins: u32,
    self_draws: u32,
    big: u32,
    deal_ins: u32,
    called: u32,
    calls: u32,
    exhaustive: u32,
    win_turns: u32,
}

impl SlotSums {
    fn add(&mut self, o: &table::SeatOutcome) {
        self.hands += 1;
        self.points += i64::from(o.points);
        self.wins += u32::from(o.won);
        self.self_draws += u32::from(o.self_draw);
        self.big += u32::from(o.big);
        self.deal_ins += u32::from(o.dealt_in);
        self.called += u32::from(o.calls > 0);
        self.calls += u32::from(o.calls);
        self.exhaustive += u32::from(o.exhaustive);
        self.win_turns += o.win_turn;
    }

    fn merge(&mut self, o: &SlotSums) {
        self.hands += o.hands;
        self.points += o.points;
        self.wins += o.wins;
        self.self_draws += o.self_draws;
        self.big += o.big;
        self.deal_ins += o.deal_ins;
        self.called += o.called;
        self.calls += o.calls;
        self.exhaustive += o.exhaustive;
        self.win_turns += o.win_turns;
    }
}

/// One seed of a four-slot lineup: per slot, the sums and the decision
/// times in nanoseconds (raw: a few hundred per seed, folded into one
/// histogram per slot afterwards).
struct SeedTables {
    slots: [SlotSums; 4],
    times: [Vec<u64>; 4],
}

/// Every seat order of a lineup, each distinct one once: for each, the
/// lineup slot seated in each seat (when an agent fills several slots, the
/// first of them stands for all).
///
/// The orders are the 24 permutations in lexicographic order, dropping
/// any that seats the same agents in the same seats as an earlier one: two
/// copies of one agent swapped play the identical hand (an agent's random
/// stream follows its seat and order, not its slot), so it is played once.
/// For the duplicate lineup `[X, R, R, R]` this leaves the four orders with
/// X in seat 0, 1, 2, 3, the duplicate format's tables.
fn seat_orders(lineup: &[&str; 4]) -> Vec<[usize; 4]> {
    let canonical: [usize; 4] =
        std::array::from_fn(|i| lineup.iter().position(|id| *id == lineup[i]).unwrap_or(i));
    let mut out: Vec<[usize; 4]> = Vec::with_capacity(24);
    for code in 0..256usize {
        let perm: [usize; 4] = std::array::from_fn(|seat| (code >> (2 * (3 - seat))) & 3);
        if (0..4).any(|a| (a + 1..4).any(|b| perm[a] == perm[b])) {
            continue;
        }
        let order = perm.map(|slot| canonical[slot]);
        if !out.contains(&order) {
            out.push(order);
        }
    }
    out
}

/// Plays every seat order of `lineup` ([`seat_orders`]) on every seed.
/// `format` keeps the agents' random streams of different matchups apart.
///
/// Each slot is credited with every seat its agent held: all copies of an
/// agent share its hands, so over every order they have exactly the same
/// exposure to seats and neighbours.
fn play_orders(
    config: &Config,
    format: u64,
    lineup: &[&str; 4],
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<SeedTables>> {
    let orders = seat_orders(lineup);
    per_seed(config, |seed| {
        let dealer = (seed % 4) as usize;
        let mut out = SeedTables { slots: [SlotSums::default(); 4], times: Default::default() };
        for (t, order) in orders.iter().enumerate() {
            let mut seats: [Option<Timed<Box<dyn Agent>>>; 4] = Default::default();
            for (seat, &slot) in order.iter().enumerate() {
                let agent = make_agent(lineup[slot], seed_of(seed, format, t as u64, seat as u64))?;
                seats[seat] = Some(Timed::with_clock(agent, config.clock));
            }
            let mut seats = seats.map(|s| s.expect("every seat is filled"));
            let outcome = table::play(&config.rules, seed, dealer, &mut seats)?;
            for i in 0..4 {
                for seat in (0..4).filter(|&seat| lineup[order[seat]] == lineup[i]) {
                    out.slots[i].add(&outcome[seat]);
                    out.times[i].extend_from_slice(seats[seat].times());
                }
            }
        }
        progress(orders.len() as u64);
        Ok(out)
    })
}

/// The stats of the slots `which` merged (one agent in several slots).
fn table_stats(agent: &str, per_seed: &[SeedTables], which: &[usize]) -> TableStats {
    let sums: Vec<SlotSums> = per_seed
        .iter()
        .map(|s| {
            let mut m = SlotSums::default();
            for &i in which {
                m.merge(&s.slots[i]);
            }
            m
        })
        .collect();
    let mut hist = TimeHistogram::default();
    for s in per_seed {
        for &i in which {
            for &t in &s.times[i] {
                hist.record(t);
            }
        }
    }
    let col = |f: SlotMetric| -> Vec<f64> { sums.iter().map(f).collect() };
    let hands = col(|s| f64::from(s.hands));
    let wins = col(|s| f64::from(s.wins));
    let per_hand = |f: SlotMetric| -> Estimate {
        cluster_mean(&sums.iter().map(|s| f(s) / f64::from(s.hands.max(1))).collect::<Vec<_>>())
    };
    let total_hands: f64 = hands.iter().sum();
    let total =
        |f: fn(&SlotSums) -> f64| -> f64 { sums.iter().map(f).sum::<f64>() / total_hands.max(1.0) };
    TableStats {
        agent: agent.to_string(),
        hands: total_hands as u64,
        win_rate: per_hand(|s| f64::from(s.wins)),
        self_draw_share: ratio(&col(|s| f64::from(s.self_draws)), &wins),
        big_hand_share: ratio(&col(|s| f64::from(s.big)), &wins),
        deal_in_rate: per_hand(|s| f64::from(s.deal_ins)),
        call_rate: total(|s| f64::from(s.called)),
        calls_per_hand: total(|s| f64::from(s.calls)),
        points_per_hand: per_hand(|s| s.points as f64),
        exhaustive_draw_rate: total(|s| f64::from(s.exhaustive)),
        mean_win_turn: ratio(&col(|s| f64::from(s.win_turns)), &wins),
        decisions: hist.summary(),
    }
}

/// Per-seed per-hand series of a metric for the slots `which`.
fn series(per_seed: &[SeedTables], which: &[usize], f: SlotMetric) -> Vec<f64> {
    per_seed
        .iter()
        .map(|s| {
            let mut m = SlotSums::default();
            for &i in which {
                m.merge(&s.slots[i]);
            }
            f(&m) / f64::from(m.hands.max(1))
        })
        .collect()
}

/// One per-hand quantity of a slot's sums.
type SlotMetric = fn(&SlotSums) -> f64;

/// The metrics compared at the table: points, wins and deal-ins per hand.
const TABLE_METRICS: [(&str, SlotMetric); 3] = [
    ("points_per_hand", |s| s.points as f64),
    ("win_rate", |s| f64::from(s.wins)),
    ("deal_in_rate", |s| f64::from(s.deal_ins)),
];

fn duplicate_report(lone: &str, group: &str, per_seed: &[SeedTables]) -> DuplicateReport {
    let comparisons = TABLE_METRICS
        .iter()
        .map(|&(metric, f)| {
            compare(metric, lone, group, &series(per_seed, &[0], f), &series(per_seed, &[1], f))
        })
        .collect();
    DuplicateReport {
        lone: lone.to_string(),
        group: group.to_string(),
        seeds: per_seed.len() as u64,
        lone_stats: table_stats(lone, per_seed, &[0]),
        // Slots 1–3 are the group's copies: each is credited with all
        // three of its seats.
        group_stats: table_stats(group, per_seed, &[1]),
        comparisons,
    }
}

fn mixed_report(lineup: &[String], orders: u64, per_seed: &[SeedTables]) -> MixedReport {
    let labels: Vec<String> = lineup
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let copy = lineup[..i].iter().filter(|x| *x == id).count();
            if copy == 0 { id.clone() } else { format!("{id}#{}", copy + 1) }
        })
        .collect();
    let slots = (0..4).map(|i| table_stats(&labels[i], per_seed, &[i])).collect();
    let mut comparisons = Vec::new();
    for i in 1..4 {
        for &(metric, f) in &TABLE_METRICS[..2] {
            comparisons.push(compare(
                metric,
                &labels[0],
                &labels[i],
                &series(per_seed, &[0], f),
                &series(per_seed, &[i], f),
            ));
        }
    }
    MixedReport { lineup: labels, seeds: per_seed.len() as u64, orders, slots, comparisons }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_of_seats_differ() {
        let mut all: Vec<u64> = Vec::new();
        for f in 0..3 {
            for t in 0..4 {
                for s in 0..4 {
                    all.push(seed_of(7, f, t, s));
                }
            }
        }
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn the_lineup_repeats_short_lists() {
        let c = Config::new(&["a0", "a1", "a2"], 0..1);
        assert_eq!(c.lineup(), ["a0", "a1", "a2", "a0"]);
        assert_eq!(c.matchups().len(), 4);
        assert_eq!(c.planned_hands(), 3 + 16 + 12);
        let mut bad = Config::new(&["a0", "zz"], 0..1);
        assert!(bad.check().is_err());
        bad.agents = vec!["a0".into()];
        bad.seeds = 3..3;
        assert!(bad.check().is_err());
    }

    #[test]
    fn one_way_duplicates_only_the_lone_direction_and_pairs_the_lone_agents() {
        // Deterministic agents: the same matchup gives the same numbers in
        // either run.
        let formats = Formats { solitaire: false, duplicate: true, mixed: false };
        let both = Config { formats, ..Config::new(&["a4", "a3", "trivial"], 0..5) };
        let one = Config { one_way: true, ..both.clone() };
        assert_eq!(one.planned_hands(), 5 * 4 * 2);
        let (both, one) = (run(&both, &|_| {}).unwrap(), run(&one, &|_| {}).unwrap());
        assert!(both.lone_comparisons.is_empty());
        let lone: Vec<&str> = one.duplicate.iter().map(|d| d.lone.as_str()).collect();
        assert_eq!(lone, ["a3", "trivial"]);
        // (Debug text: NaN shares are not equal to themselves.)
        let text = |r: &Report, i: usize| format!("{:?}", r.without_timings().duplicate[i]);
        assert_eq!(text(&one, 0), text(&both, 1));
        assert_eq!(text(&one, 1), text(&both, 3));
        let points = &one.lone_comparisons[0];
        assert_eq!((points.metric.as_str(), points.a.as_str()), ("points_per_hand", "a3"));
        let gap = one.duplicate[0].lone_stats.points_per_hand.mean
            - one.duplicate[1].lone_stats.points_per_hand.mean;
        assert!((points.difference.mean - gap).abs() < 1e-9);
        assert_eq!(one.lone_comparisons.len(), 3);
        assert!(one.to_text().contains("lone − lone"));
    }

    #[test]
    fn mixed_labels_copies() {
        let c = Config::new(&["a1"], 0..2);
        let r = run(
            &Config { formats: Formats { solitaire: false, duplicate: false, mixed: true }, ..c },
            &|_| {},
        )
        .unwrap();
        let m = r.mixed.unwrap();
        assert_eq!(m.lineup, ["a1", "a1#2", "a1#3", "a1#4"]);
        // Points move between the slots only.
        let total: f64 = m.slots.iter().map(|s| s.points_per_hand.mean).sum();
        assert!(total.abs() < 1e-9);
    }

    /// For each slot, how often it is credited with each seat, and with
    /// each (seat, agents in the seats after it) view of the table.
    fn exposure(lineup: &[&str; 4]) -> Vec<Vec<(usize, [&'static str; 3])>> {
        let names = ["a", "b", "c", "d"];
        let name = |id: &str| names[lineup.iter().position(|x| *x == id).unwrap()];
        let mut out = vec![Vec::new(); 4];
        for order in seat_orders(lineup) {
            for (i, seen) in out.iter_mut().enumerate() {
                for seat in (0..4).filter(|&s| lineup[order[s]] == lineup[i]) {
                    let after = std::array::from_fn(|k| name(lineup[order[(seat + 1 + k) % 4]]));
                    seen.push((seat, after));
                }
            }
        }
        for seen in &mut out {
            seen.sort_unstable();
        }
        out
    }

    #[test]
    fn every_seat_order_once() {
        assert_eq!(seat_orders(&["w", "x", "y", "z"]).len(), 24);
        assert_eq!(seat_orders(&["w", "x", "y", "w"]).len(), 12);
        assert_eq!(seat_orders(&["w", "x", "w", "w"]).len(), 4);
        assert_eq!(seat_orders(&["w", "w", "w", "w"]), [[0, 0, 0, 0]]);
        // The duplicate lineup: the lone agent in seat 0, 1, 2, 3 in turn
        // (the table index seeds the agents, so the order matters).
        assert_eq!(
            seat_orders(&["x", "r", "r", "r"]),
            [[0, 1, 1, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]]
        );
    }

    #[test]
    fn copies_have_exactly_the_same_exposure() {
        for lineup in [["a0", "a1", "a2", "a0"], ["a0", "a0", "a1", "a2"], ["a1", "a0", "a1", "a1"]]
        {
            let seen = exposure(&lineup);
            for i in 0..4 {
                for j in 0..4 {
                    if lineup[i] == lineup[j] {
                        assert_eq!(seen[i], seen[j], "{lineup:?} slots {i} and {j}");
                    }
                }
                // Every seat equally often.
                let per_seat: Vec<usize> =
                    (0..4).map(|s| seen[i].iter().filter(|(seat, _)| *seat == s).count()).collect();
                assert!(per_seat.iter().all(|&n| n == per_seat[0] && n > 0), "{per_seat:?}");
            }
        }
        // Four different agents: each sits in each seat 6 times, and faces
        // each of the 6 arrangements of the others after it once per seat.
        let seen = exposure(&["w", "x", "y", "z"]);
        for s in &seen {
            assert_eq!(s.len(), 24);
            let mut distinct = s.clone();
            distinct.dedup();
            assert_eq!(distinct.len(), 24);
        }
    }

    #[test]
    fn two_copies_at_a_mixed_table_measure_the_same() {
        let c = Config {
            formats: Formats { solitaire: false, duplicate: false, mixed: true },
            ..Config::new(&["a0", "a1", "a2"], 0..6)
        };
        let m = run(&c, &|_| {}).unwrap().without_timings().mixed.unwrap();
        assert_eq!(m.lineup, ["a0", "a1", "a2", "a0#2"]);
        // 12 orders per seed, the two copies share A0's two seats of each.
        assert_eq!(m.slots[0].hands, 6 * 24);
        assert_eq!(m.slots[1].hands, 6 * 12);
        let copy = TableStats { agent: "a0".to_string(), ..m.slots[3].clone() };
        assert_eq!(m.slots[0], copy);
        let points = &m.comparisons[4];
        assert_eq!((points.metric.as_str(), points.b.as_str()), ("points_per_hand", "a0#2"));
        assert_eq!(points.difference.mean, 0.0);
    }
}
