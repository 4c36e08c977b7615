//! The agents the arena can seat, by name. Adding an agent is one line in
//! [`AGENTS`].

use super::mc::{McAgent, SAMPLES, TOP_K};
use super::oracle::{DEFAULT_BUDGET, Limits, Objective, OracleAgent};
use crate::anchors::needhun::NeedhunAgent;
use crate::anchors::search::{DEFAULT_DEPTH, SearchAgent};
use crate::anchors::table_ai::TableAgent;
use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
use majiang_core::ai::{Agent, DrawDiscard, FirstLegal, RandomAgent};
use majiang_core::error::{Error, Result};
use majiang_core::expert::ExpertAgent;
use serde::Serialize;

/// One agent the arena knows.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct AgentEntry {
    /// The name on the command line (`a1`, `expert`).
    pub id: &'static str,
    /// The agent's own name in reports (`A1-medium`).
    pub name: &'static str,
    /// One line: what it does and where it comes from.
    pub about: &'static str,
    /// A fresh agent whose random draws (if any) come from the seed.
    #[serde(skip)]
    pub make: fn(u64) -> Box<dyn Agent>,
}

/// Every agent, weakest first: the trivial ones, the anchors A0–A5 of
/// `ai-evaluation.md`, then ours.
pub const AGENTS: &[AgentEntry] = &[
    AgentEntry {
        id: "first",
        name: "first-legal",
        about: "always the first legal action: never claims or wins, discards its lowest tile",
        make: |_| Box::new(FirstLegal),
    },
    AgentEntry {
        id: "trivial",
        name: "draw-discard",
        about: "摸切: wins when it can, never claims, discards the tile it drew",
        make: |_| Box::new(DrawDiscard),
    },
    AgentEntry {
        id: "random",
        name: "random",
        about: "a uniformly random legal action",
        make: |seed| Box::new(RandomAgent::new(seed)),
    },
    AgentEntry {
        id: "a0",
        name: "A0-easy",
        about: "tutorial EASY (seed 000): random discard; peng 50 %, chi 33 %, gang 67 %",
        make: |seed| Box::new(TutorialAgent::new(Difficulty::Easy, seed)),
    },
    AgentEntry {
        id: "a1",
        name: "A1-medium",
        about: "tutorial MEDIUM (seed 000): lowest tile score; peng always, chi 50 %, gang always",
        make: |seed| Box::new(TutorialAgent::new(Difficulty::Medium, seed)),
    },
    AgentEntry {
        id: "a2",
        name: "A2-hard",
        about: "tutorial HARD (seed 000): most winning kinds, first tile when not ready; chi always",
        make: |seed| Box::new(TutorialAgent::new(Difficulty::Hard, seed)),
    },
    AgentEntry {
        id: "a3",
        name: "A3-needhun",
        about: "needhun (seed 001): fewest wildcards needed, most waits when ready; never claims",
        make: |_| Box::new(NeedhunAgent),
    },
    AgentEntry {
        id: "a4",
        name: "A4-table",
        about: "per-suit table AI (seed 003): summed suit values, claims when not worse",
        make: |_| Box::new(TableAgent),
    },
    AgentEntry {
        id: "a5",
        name: "A5-search",
        about: "n-in-n-out search (seed 002), unseen counts and Changsha points (mcr: fan, 0 under the minimum), depth 2",
        make: |_| Box::new(SearchAgent::new(DEFAULT_DEPTH)),
    },
    AgentEntry {
        id: "expert",
        name: "EXPERT",
        about: "majiang EXPERT (difficulty 3): exact shanten over every target, unseen-weighted draws, maximises the win probability within the draws left",
        make: |_| Box::new(ExpertAgent::default()),
    },
    AgentEntry {
        id: "oracle",
        name: "oracle",
        about: "SLOW, OFFLINE ONLY (ms–s per decision): solitaire ceiling, the exact win-probability recursion over every target maximising P(win within 14 draws); EXPERT at a table, after draw 14 and over its state budget",
        make: |_| Box::new(OracleAgent::new("oracle", Objective::WinProbability, ORACLE_LIMITS)),
    },
    AgentEntry {
        id: "oracle-ev",
        name: "oracle-ev",
        about: "SLOW, OFFLINE ONLY (ms–s per decision): the `oracle` recursion maximising expected points within 14 draws (the self-draw price of every target it completes, small or big, units included); EXPERT at a table, after draw 14 and over its state budget",
        make: |_| Box::new(OracleAgent::new("oracle-ev", Objective::Points, ORACLE_LIMITS)),
    },
    AgentEntry {
        id: "mc",
        name: "mc",
        about: "SLOW, OFFLINE ONLY (tens of ms per decision): determinized Monte-Carlo at the table; per turn and discard answer, 16 deals of the hidden tiles consistent with its view, EXPERT's choice and up to 3 other discards (or every legal answer) each played out with EXPERT at all seats; the best mean points if it beats EXPERT's choice by 2 standard errors",
        make: |seed| Box::new(McAgent::new(seed, SAMPLES, TOP_K)),
    },
];

/// The oracles' search: the plain recursion, EXPERT over the budget.
const ORACLE_LIMITS: Limits = Limits { budget: DEFAULT_BUDGET, exchanges: None };

/// The entry named `id` (case-insensitive), or an error listing the names.
pub fn agent_entry(id: &str) -> Result<&'static AgentEntry> {
    AGENTS.iter().find(|e| e.id.eq_ignore_ascii_case(id.trim())).ok_or_else(|| {
        let known: Vec<&str> = AGENTS.iter().map(|e| e.id).collect();
        Error::BadSetup(format!("unknown agent {id:?}; known: {}", known.join(", ")))
    })
}

/// A fresh agent named `id` seeded with `seed`.
///
/// ```
/// use majiang_arena::make_agent;
/// assert_eq!(make_agent("a1", 7).unwrap().name(), "A1-medium");
/// assert!(make_agent("a9", 7).is_err());
/// ```
pub fn make_agent(id: &str, seed: u64) -> Result<Box<dyn Agent>> {
    Ok((agent_entry(id)?.make)(seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_names_match_the_agents() {
        for (i, e) in AGENTS.iter().enumerate() {
            assert!(AGENTS[..i].iter().all(|o| o.id != e.id), "{} twice", e.id);
            assert_eq!((e.make)(1).name(), e.name);
        }
        assert_eq!(agent_entry(" A3 ").unwrap().name, "A3-needhun");
    }
}
