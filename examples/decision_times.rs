//! Decision times of the arena agents split by position: closed (no meld
//! in the deciding seat's hand) or melded (one or more). `decision_times N
//! [AGENT…]` plays N hands of `eval-v1` per agent (default A2–A5 and
//! EXPERT), the agent in every seat, and times each decision on the
//! thread's CPU clock (`majiang_arena::timing::thread_cpu_ns`, the arena's
//! `Clock::ThreadCpu`), then prints count, p50, p99 and max per class and
//! the melded/closed ratio of the medians and of the 99th percentiles.
//!
//! Issue 19 asks that melded positions be no slower than 1.5× closed ones.
//! A3 (needhun) never claims, so its melded positions are concealed kongs
//! only (few or none).
use majiang::RuleSet;
use majiang::ai::Agent;
use majiang::game::{Action, Observation, ask, play_hand};
use majiang_arena::timing::thread_cpu_ns;

/// An agent that times its inner agent's decisions, split by melds.
struct Split {
    inner: Box<dyn Agent>,
    closed: Vec<u64>,
    melded: Vec<u64>,
}

impl Agent for Split {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        let start = thread_cpu_ns().expect("a thread CPU clock (Linux)");
        let action = ask(&mut self.inner, obs);
        let ns = thread_cpu_ns().expect("a thread CPU clock (Linux)").saturating_sub(start);
        let list = if obs.hand.meld_count() == 0 { &mut self.closed } else { &mut self.melded };
        list.push(ns);
        action
    }
}

/// The `q`-quantile of sorted durations (nearest rank).
fn quantile(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn us(ns: u64) -> String {
    format!("{:.2}", ns as f64 / 1000.0)
}

fn main() {
    let rules = RuleSet::eval_v1();
    majiang::warm_up();
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().map_or(200, |s| s.parse().expect("a number of hands"));
    let mut agents: Vec<String> = args.collect();
    if agents.is_empty() {
        agents = ["a2", "a3", "a4", "a5", "expert"].map(String::from).to_vec();
    }
    println!(
        "| agent | closed n | closed p50 µs | closed p99 µs | melded n | melded p50 µs | melded p99 µs | p50 ratio | p99 ratio |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for id in &agents {
        let mut seats: Vec<Split> = (0..4)
            .map(|s| Split {
                inner: majiang_arena::make_agent(id, 1000 + s).expect("an agent id"),
                closed: Vec::new(),
                melded: Vec::new(),
            })
            .collect();
        for seed in 0..n {
            let [a, b, c, d] = &mut seats[..] else { unreachable!("four seats") };
            let mut table: [&mut dyn Agent; 4] = [a, b, c, d];
            play_hand(&rules, seed, (seed % 4) as usize, &mut table).expect("a hand");
        }
        let mut closed: Vec<u64> = seats.iter().flat_map(|s| s.closed.iter().copied()).collect();
        let mut melded: Vec<u64> = seats.iter().flat_map(|s| s.melded.iter().copied()).collect();
        closed.sort_unstable();
        melded.sort_unstable();
        let (c50, c99) = (quantile(&closed, 0.5), quantile(&closed, 0.99));
        let (m50, m99) = (quantile(&melded, 0.5), quantile(&melded, 0.99));
        let ratio = |m: u64, c: u64| {
            if melded.is_empty() || c == 0 {
                "–".to_string()
            } else {
                format!("{:.2}", m as f64 / c as f64)
            }
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            seats[0].name(),
            closed.len(),
            us(c50),
            us(c99),
            melded.len(),
            us(m50),
            us(m99),
            ratio(m50, c50),
            ratio(m99, c99)
        );
    }
}
