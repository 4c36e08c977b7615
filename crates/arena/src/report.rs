//! The arena's report: every number of `ai-evaluation.md` per agent and
//! format, the comparisons, and the run's throughput; serialisable to JSON
//! and printable as text tables.

use super::stats::{DecisionTimes, Estimate};
use crate::timing::Clock;
use serde::Serialize;
use std::fmt::Write as _;

/// The whole report of one arena run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// The rules preset (`eval-v1`).
    pub rules: String,
    /// The git revision of the binary, as the caller passed it.
    pub revision: String,
    /// The clock the decision times were read on.
    pub clock: Clock,
    /// The seeds played: `start..end`.
    pub seeds: SeedRange,
    /// The agent every comparison is made against (the first one listed).
    pub reference: String,
    /// Every agent named in the run.
    pub agents: Vec<AgentInfo>,
    /// Format 1.
    pub solitaire: Option<SolitaireReport>,
    /// Format 2: one entry per matchup and direction.
    pub duplicate: Vec<DuplicateReport>,
    /// Format 2 one way ([`super::Config::one_way`]): each lone agent after
    /// the first against the first, both alone against three of the
    /// reference, paired by seed: `points_per_hand`, `win_rate`,
    /// `deal_in_rate`.
    pub lone_comparisons: Vec<Comparison>,
    /// Format 3.
    pub mixed: Option<MixedReport>,
    /// Wall-clock time and hands per second (the only numbers besides the
    /// decision times that change between two runs).
    pub throughput: Throughput,
}

/// A half-open range of seeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SeedRange {
    /// First seed.
    pub start: u64,
    /// One past the last seed.
    pub end: u64,
    /// Number of seeds.
    pub count: u64,
}

/// An agent as the report names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AgentInfo {
    /// Command-line id (`a1`).
    pub id: String,
    /// Its name (`A1-medium`).
    pub name: String,
    /// What it is.
    pub about: String,
}

/// One agent's solitaire numbers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolitaireStats {
    /// Agent id.
    pub agent: String,
    /// Walls played.
    pub walls: u64,
    /// P(win within 8, 10, 14, 18 draws and within the cap), in that order
    /// (see [`SolitaireReport::win_within`]).
    pub win_within: Vec<Estimate>,
    /// Median draws to a win, counting an unwon wall as cap + 1; `None`
    /// when the median wall is not won within the cap.
    pub median_draws: Option<u32>,
    /// P(ready within 6, 9, 12 draws) (see [`SolitaireReport::tenpai_within`]).
    pub tenpai_within: Vec<Estimate>,
    /// Mean points per wall from wins within 14 draws (self-drawn values).
    pub points_within_14: Estimate,
    /// Share of big hands among the wins within the cap.
    pub big_hand_share: Estimate,
    /// Mean draw of the wins within the cap.
    pub mean_win_draw: Estimate,
    /// Decision times.
    pub decisions: DecisionTimes,
}

/// Format 1 for every agent.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolitaireReport {
    /// Walls (seeds).
    pub walls: u64,
    /// The cap on draws.
    pub cap: u32,
    /// The draw counts of `win_within` (8, 10, 14, 18, cap).
    pub win_within: Vec<u32>,
    /// The draw counts of `tenpai_within` (6, 9, 12).
    pub tenpai_within: Vec<u32>,
    /// One entry per agent, in the order given.
    pub agents: Vec<SolitaireStats>,
    /// The reference against every other agent, paired by wall:
    /// `win_within_14` and `points_within_14`.
    pub comparisons: Vec<Comparison>,
}

/// One agent's (or one seat group's) numbers at the table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableStats {
    /// Agent id (`a1`; `a1#2` for a second copy in a mixed lineup).
    pub agent: String,
    /// Seat-hands played.
    pub hands: u64,
    /// Wins per hand.
    pub win_rate: Estimate,
    /// Self-draws among the wins.
    pub self_draw_share: Estimate,
    /// Big hands among the wins.
    pub big_hand_share: Estimate,
    /// Hands in which it paid alone for a win, per hand.
    pub deal_in_rate: Estimate,
    /// Hands in which it made at least one call (吃/碰/杠 on a discard).
    pub call_rate: f64,
    /// Calls per hand.
    pub calls_per_hand: f64,
    /// Points per hand.
    pub points_per_hand: Estimate,
    /// Hands ending in an exhaustive draw.
    pub exhaustive_draw_rate: f64,
    /// Mean turn (own discards + 1) of its wins.
    pub mean_win_turn: Estimate,
    /// Decision times.
    pub decisions: DecisionTimes,
}

/// A paired comparison `a − b` by seed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    /// What is compared (`points_per_hand`, `win_rate`, …).
    pub metric: String,
    /// The first agent.
    pub a: String,
    /// The second agent.
    pub b: String,
    /// `a`'s mean.
    pub a_mean: f64,
    /// `b`'s mean.
    pub b_mean: f64,
    /// The per-seed difference `a − b`: mean, clustered SE, 95 % and 99 % CI.
    pub difference: Estimate,
}

/// One direction of a 1 vs 3 matchup: `lone` ×1 against `group` ×3, the
/// lone agent in each seat of the same wall (four tables per seed).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DuplicateReport {
    /// The single agent.
    pub lone: String,
    /// The agent in the other three seats.
    pub group: String,
    /// Seeds played (each four tables).
    pub seeds: u64,
    /// The lone agent's numbers (4 hands per seed).
    pub lone_stats: TableStats,
    /// The group's numbers per seat (12 seat-hands per seed).
    pub group_stats: TableStats,
    /// Lone − group per seat, paired by seed: `points_per_hand`,
    /// `win_rate`, `deal_in_rate`. The lone agent's `points_per_hand`
    /// estimate itself (in `lone_stats`) is the headline: it is zero in
    /// expectation for equal agents.
    pub comparisons: Vec<Comparison>,
}

/// Format 3: four agents at one table, every seat order of the same wall.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MixedReport {
    /// The lineup (agent ids, seat 0 to 3 in the first order).
    pub lineup: Vec<String>,
    /// Seeds played.
    pub seeds: u64,
    /// Distinct seat orders played per seed: 24 for four different agents,
    /// fewer when orders only swap copies of one agent (those are the same
    /// hand, played once).
    pub orders: u64,
    /// One entry per lineup slot. A slot counts every seat its agent held,
    /// so copies of one agent share its hands and have equal numbers.
    pub slots: Vec<TableStats>,
    /// Every other slot against slot 0, paired by seed: `points_per_hand`
    /// and `win_rate`.
    pub comparisons: Vec<Comparison>,
}

/// How fast the run went.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Throughput {
    /// Worker threads.
    pub threads: usize,
    /// Wall-clock seconds of the whole run.
    pub seconds: f64,
    /// Hands played: solitaire walls × agents plus table hands.
    pub hands: u64,
    /// `hands / seconds`.
    pub hands_per_second: f64,
    /// Table hands (duplicate and mixed) per second of their own time.
    pub table_hands_per_second: f64,
}

impl Report {
    /// The report with every timing zeroed: what two runs on the same seeds
    /// must agree on byte for byte.
    #[must_use]
    pub fn without_timings(&self) -> Report {
        let mut r = self.clone();
        r.throughput = Throughput::default();
        if let Some(s) = &mut r.solitaire {
            for a in &mut s.agents {
                a.decisions = a.decisions.without_times();
            }
        }
        for d in &mut r.duplicate {
            d.lone_stats.decisions = d.lone_stats.decisions.without_times();
            d.group_stats.decisions = d.group_stats.decisions.without_times();
        }
        if let Some(m) = &mut r.mixed {
            for s in &mut m.slots {
                s.decisions = s.decisions.without_times();
            }
        }
        r
    }

    /// The report as text tables for a terminal.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "majiang arena · rules {} · seeds {}..{} ({}) · revision {}{}",
            self.rules,
            self.seeds.start,
            self.seeds.end,
            self.seeds.count,
            self.revision,
            if self.clock == Clock::ThreadCpu { " · times: thread CPU" } else { "" }
        );
        for a in &self.agents {
            let _ = writeln!(out, "  {:<8} {:<13} {}", a.id, a.name, a.about);
        }
        if let Some(s) = &self.solitaire {
            solitaire_text(&mut out, s);
        }
        if !self.duplicate.is_empty() {
            let seeds = self.duplicate[0].seeds;
            let _ = writeln!(
                out,
                "\n1 vs 3 duplicate · {seeds} seeds × 4 seats per direction · lone ×1 against group ×3"
            );
            table_header(&mut out, "lone vs group");
            for d in &self.duplicate {
                let label = format!("{} vs {}", d.lone, d.group);
                table_row(&mut out, &label, &d.lone_stats);
                table_row(&mut out, &format!("  ({} ×3)", d.group), &d.group_stats);
            }
            let comps: Vec<&Comparison> =
                self.duplicate.iter().flat_map(|d| d.comparisons.iter()).collect();
            comparisons_text(&mut out, "lone − group per seat, paired by seed", &comps);
            if !self.lone_comparisons.is_empty() {
                let comps: Vec<&Comparison> = self.lone_comparisons.iter().collect();
                let what = "lone − lone, each alone against the same group, paired by seed";
                comparisons_text(&mut out, what, &comps);
            }
        }
        if let Some(m) = &self.mixed {
            let _ = writeln!(
                out,
                "\nmixed table · {} · {} seeds × {} seat orders (copies of an agent share its seats)",
                m.lineup.join(", "),
                m.seeds,
                m.orders
            );
            table_header(&mut out, "agent");
            for s in &m.slots {
                table_row(&mut out, &s.agent, s);
            }
            let comps: Vec<&Comparison> = m.comparisons.iter().collect();
            comparisons_text(&mut out, "against the first slot, paired by seed", &comps);
        }
        let t = &self.throughput;
        let _ = writeln!(
            out,
            "\n{} hands in {:.2} s on {} thread{} · {:.0} hands/s (table hands: {:.0}/s)",
            t.hands,
            t.seconds,
            t.threads,
            if t.threads == 1 { "" } else { "s" },
            t.hands_per_second,
            t.table_hands_per_second
        );
        out
    }
}

fn pct(x: f64) -> String {
    if x.is_nan() { "–".to_string() } else { format!("{:.1}", 100.0 * x) }
}

fn num(x: f64, digits: usize) -> String {
    if x.is_nan() { "–".to_string() } else { format!("{x:.digits$}") }
}

fn ci(e: &Estimate, digits: usize) -> String {
    if e.se.is_nan() {
        return num(e.mean, digits);
    }
    format!("{} ±{}", num(e.mean, digits), num(e.ci95[1] - e.mean, digits))
}

/// Nanoseconds in a short human unit.
fn dur(ns: u64) -> String {
    match ns {
        0..1_000 => format!("{ns}ns"),
        1_000..1_000_000 => format!("{:.1}µs", ns as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1}ms", ns as f64 / 1e6),
        _ => format!("{:.1}s", ns as f64 / 1e9),
    }
}

fn times(t: &DecisionTimes) -> String {
    format!("{}/{}/{}", dur(t.p50_ns), dur(t.p99_ns), dur(t.max_ns))
}

fn solitaire_text(out: &mut String, s: &SolitaireReport) {
    let _ = writeln!(
        out,
        "\nsolitaire · {} walls · deal 13, draw to {} · % of walls (points: mean per wall ±95% CI)",
        s.walls, s.cap
    );
    let mut head = format!("{:<8}", "agent");
    for n in &s.win_within {
        let _ = write!(head, " {:>6}", format!("win≤{n}"));
    }
    let _ = write!(head, " {:>6}", "median");
    for n in &s.tenpai_within {
        let _ = write!(head, " {:>6}", format!("rdy≤{n}"));
    }
    let _ = write!(head, " {:>13} {:>5} {:>22}", "pts≤14", "big%", "time p50/p99/max");
    let _ = writeln!(out, "{head}");
    for a in &s.agents {
        let mut row = format!("{:<8}", a.agent);
        for e in &a.win_within {
            let _ = write!(row, " {:>6}", pct(e.mean));
        }
        let median = a.median_draws.map_or(format!(">{}", s.cap), |m| m.to_string());
        let _ = write!(row, " {median:>6}");
        for e in &a.tenpai_within {
            let _ = write!(row, " {:>6}", pct(e.mean));
        }
        let _ = write!(
            row,
            " {:>13} {:>5} {:>22}",
            ci(&a.points_within_14, 2),
            pct(a.big_hand_share.mean),
            times(&a.decisions)
        );
        let _ = writeln!(out, "{row}");
    }
    let comps: Vec<&Comparison> = s.comparisons.iter().collect();
    comparisons_text(out, "paired by wall", &comps);
}

fn table_header(out: &mut String, first: &str) {
    let _ = writeln!(
        out,
        "{first:<16} {:>6} {:>6} {:>6} {:>5} {:>7} {:>6} {:>15} {:>6} {:>5} {:>22}",
        "hands",
        "win%",
        "tsumo%",
        "big%",
        "dealin%",
        "call%",
        "pts/hand ±95%",
        "draw%",
        "turn",
        "time p50/p99/max"
    );
}

fn table_row(out: &mut String, label: &str, s: &TableStats) {
    let _ = writeln!(
        out,
        "{label:<16} {:>6} {:>6} {:>6} {:>5} {:>7} {:>6} {:>15} {:>6} {:>5} {:>22}",
        s.hands,
        pct(s.win_rate.mean),
        pct(s.self_draw_share.mean),
        pct(s.big_hand_share.mean),
        pct(s.deal_in_rate.mean),
        pct(s.call_rate),
        ci(&s.points_per_hand, 3),
        pct(s.exhaustive_draw_rate),
        num(s.mean_win_turn.mean, 1),
        times(&s.decisions)
    );
}

fn comparisons_text(out: &mut String, title: &str, comps: &[&Comparison]) {
    if comps.is_empty() {
        return;
    }
    let _ = writeln!(out, "  comparisons ({title}): difference, 95% CI, 99% CI, seeds");
    for c in comps {
        let d = &c.difference;
        let scale = if c.metric.contains("points") { 1.0 } else { 100.0 };
        let unit = if scale == 1.0 { "" } else { " pp" };
        let f = |x: f64| num(x * scale, 3);
        let mark = if d.ci99[0] > 0.0 || d.ci99[1] < 0.0 {
            " **"
        } else if d.ci95[0] > 0.0 || d.ci95[1] < 0.0 {
            " *"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {:<18} {:>6} − {:<6} {:>8}{unit}  [{}, {}]  [{}, {}]  {}{mark}",
            c.metric,
            c.a,
            c.b,
            f(d.mean),
            f(d.ci95[0]),
            f(d.ci95[1]),
            f(d.ci99[0]),
            f(d.ci99[1]),
            d.seeds
        );
    }
}
