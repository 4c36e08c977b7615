//! The four levels every front end offers — EASY, MEDIUM, HARD (the Godot
//! tutorial's AI, [`super::tutorial`]) and EXPERT ([`crate::expert`]) — and
//! the player each one is at a table. This is the one home of that mapping:
//! the C ABI (`MjDifficulty`) and the Godot extension (`AIPlayer`,
//! `MahjongTable`) build their players from it, and tests hold their
//! constants and the bindings' to its ids and names (`crates/ffi/tests/
//! names.rs`, `majiang-godot`'s `names`), so they cannot disagree.

use super::Agent;
use super::tutorial::{Difficulty, TutorialAgent};
use crate::expert::ExpertAgent;
use crate::game::{Action, Observation};

/// A difficulty level. The ids are the tutorial's integers (EASY = 0,
/// MEDIUM = 1, HARD = 2) with EXPERT next (3), as every front end numbers
/// them.
///
/// ```
/// use majiang_core::ai::{Agent, Level};
/// assert_eq!(Level::from_id(3), Some(Level::Expert));
/// assert_eq!(Level::Hard.name(), "hard");
/// assert_eq!(Level::Medium.player(7).name(), "A1-medium");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Level {
    /// 简单, the tutorial's EASY (A0): random discards, claims by chance.
    Easy = 0,
    /// 中等, the tutorial's MEDIUM (A1): keeps pairs and neighbours.
    Medium = 1,
    /// 困难, the tutorial's HARD (A2): keeps the most winning kinds.
    Hard = 2,
    /// majiang's strongest player ([`crate::expert`]); deterministic.
    Expert = 3,
}

impl Level {
    /// Every level, in id order.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's id: EASY 0, MEDIUM 1, HARD 2, EXPERT 3.
    #[must_use]
    pub const fn id(self) -> i64 {
        self as i64
    }

    /// The level of id `id`; `None` for any other value.
    #[must_use]
    pub const fn from_id(id: i64) -> Option<Level> {
        match id {
            0 => Some(Level::Easy),
            1 => Some(Level::Medium),
            2 => Some(Level::Hard),
            3 => Some(Level::Expert),
            _ => None,
        }
    }

    /// A stable identifier: `easy`, `medium`, `hard`, `expert` (the front
    /// ends' constants are these names in capitals: `MJ_DIFFICULTY_EASY`,
    /// `AIPlayer.EASY`, `Difficulty.EASY`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The tutorial's level behind EASY, MEDIUM and HARD; `None` for EXPERT.
    #[must_use]
    pub const fn tutorial(self) -> Option<Difficulty> {
        match self {
            Level::Easy => Some(Difficulty::Easy),
            Level::Medium => Some(Difficulty::Medium),
            Level::Hard => Some(Difficulty::Hard),
            Level::Expert => None,
        }
    }

    /// The player of this level at a table: the tutorial's AI drawing from
    /// `seed`, or EXPERT (which makes no random choice and ignores it).
    #[must_use]
    pub fn player(self, seed: u64) -> LevelAgent {
        match self.tutorial() {
            Some(level) => LevelAgent::Tutorial(TutorialAgent::new(level, seed)),
            None => LevelAgent::Expert(ExpertAgent::default()),
        }
    }
}

impl From<Difficulty> for Level {
    fn from(d: Difficulty) -> Level {
        match d {
            Difficulty::Easy => Level::Easy,
            Difficulty::Medium => Level::Medium,
            Difficulty::Hard => Level::Hard,
        }
    }
}

/// The player of a [`Level`] ([`Level::player`]): a value, so that a front
/// end can keep one per seat without boxing.
#[derive(Debug, Clone)]
pub enum LevelAgent {
    /// EASY, MEDIUM, HARD: the tutorial's AI with its own generator.
    Tutorial(TutorialAgent),
    /// EXPERT, from the seat's observation alone.
    Expert(ExpertAgent),
}

impl LevelAgent {
    /// The level this agent plays.
    #[must_use]
    pub fn level(&self) -> Level {
        match self {
            LevelAgent::Tutorial(a) => a.difficulty().into(),
            LevelAgent::Expert(_) => Level::Expert,
        }
    }
}

impl Agent for LevelAgent {
    fn name(&self) -> &str {
        match self {
            LevelAgent::Tutorial(a) => a.name(),
            LevelAgent::Expert(a) => a.name(),
        }
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        match self {
            LevelAgent::Tutorial(a) => a.decide(obs),
            LevelAgent::Expert(a) => a.decide(obs),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::play_hand;
    use crate::rules::RuleSet;

    #[test]
    fn ids_round_trip_and_only_four_exist() {
        for (i, level) in Level::ALL.into_iter().enumerate() {
            assert_eq!(level.id(), i as i64);
            assert_eq!(Level::from_id(level.id()), Some(level));
        }
        for id in [-2, -1, 4, 5, i64::MIN, i64::MAX] {
            assert_eq!(Level::from_id(id), None, "{id}");
        }
    }

    #[test]
    fn the_tutorial_levels_keep_the_tutorials_integers() {
        for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            let level = Level::from(d);
            assert_eq!(level.id(), d.level());
            assert_eq!(level.tutorial(), Some(d));
            assert_eq!(level.name(), &d.agent_id()[3..]);
        }
        assert_eq!(Level::Expert.tutorial(), None);
    }

    /// Each level's player plays as the agent it wraps, decision for
    /// decision (same seed, same hand, same result).
    #[test]
    fn players_play_as_the_agents_they_wrap() {
        let rules = RuleSet::eval_v1();
        for level in Level::ALL {
            let mut wrapped: [LevelAgent; 4] = std::array::from_fn(|s| level.player(s as u64));
            assert!(wrapped.iter().all(|a| a.level() == level));
            let [a, b, c, d] = &mut wrapped;
            let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
            let got = play_hand(&rules, 5, 1, &mut agents).unwrap();
            let want = match level.tutorial() {
                Some(t) => {
                    let mut seats: [TutorialAgent; 4] =
                        std::array::from_fn(|s| TutorialAgent::new(t, s as u64));
                    let [a, b, c, d] = &mut seats;
                    let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
                    play_hand(&rules, 5, 1, &mut agents).unwrap()
                }
                None => {
                    let mut seats = [ExpertAgent::default(); 4];
                    let [a, b, c, d] = &mut seats;
                    let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
                    play_hand(&rules, 5, 1, &mut agents).unwrap()
                }
            };
            assert_eq!(got, want, "{level:?}");
            assert_eq!(wrapped[0].name(), level.tutorial().map_or("EXPERT", Difficulty::agent_id));
        }
    }
}
