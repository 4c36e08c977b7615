//! A 国标 game as the competition plays it: four rounds (圈风 东南西北) of
//! four hands, each seat dealing once a round in turn from seat 0 (no
//! dealer repeat), the seat winds following the dealer, the scores carried
//! from hand to hand; or one hand, when `mcr.full_game` is off.
//!
//! ```
//! use majiang_core::{RuleSet, ai::{Agent, FirstLegal}};
//! use majiang_core::mcr::{McrMatch, Wind};
//! let rules = RuleSet::mcr();
//! let mut m = McrMatch::new(rules, 3)?;
//! assert_eq!((m.hands(), McrMatch::dealer_of(5), McrMatch::round_of(5)), (16, 1, Wind::South));
//! let (mut a, mut b, mut c, mut d) = (FirstLegal, FirstLegal, FirstLegal, FirstLegal);
//! let scores = m.play(&mut [&mut a, &mut b, &mut c, &mut d])?;
//! assert_eq!(m.results().len(), 16);
//! assert_eq!(scores.iter().sum::<i32>(), 0);
//! # Ok::<(), majiang_core::Error>(())
//! ```
use super::Wind;
use crate::ai::Agent;
use crate::error::{Error, Result};
use crate::game::{Game, HandResult, Wall};
use crate::rules::{RuleSet, Scoring};

/// A 国标 game of 16 hands (or one): which hand comes next, its dealer,
/// wind and wall, and the running scores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrMatch {
    rules: RuleSet,
    seed: u64,
    scores: [i32; 4],
    results: Vec<HandResult>,
}

impl McrMatch {
    /// A game of `rules` (a 国标 rule set), its walls drawn from `seed`.
    /// Fails for rules of another family.
    pub fn new(rules: RuleSet, seed: u64) -> Result<McrMatch> {
        if rules.scoring != Scoring::Mcr {
            return Err(Error::BadSetup(format!(
                "a 国标 game needs the mcr rules, not {}",
                rules.name
            )));
        }
        rules.check_playable()?;
        Ok(McrMatch { rules, seed, scores: [0; 4], results: Vec::new() })
    }

    /// Hands in the game: 16, or 1 without `mcr.full_game`.
    #[must_use]
    pub const fn hands(&self) -> usize {
        if self.rules.mcr.full_game { 16 } else { 1 }
    }

    /// The dealer of hand `i` (0-based): seat 0, 1, 2, 3 in each round.
    #[must_use]
    pub const fn dealer_of(i: usize) -> usize {
        i % 4
    }

    /// The prevalent wind of hand `i`: East for hands 0–3, South 4–7, ….
    #[must_use]
    pub const fn round_of(i: usize) -> Wind {
        Wind::ALL[(i / 4) % 4]
    }

    /// The seed of hand `i`'s wall: the game's seed for the first, then a
    /// fixed mix of it (the same game seed, the same 16 walls).
    #[must_use]
    pub const fn seed_of(&self, i: usize) -> u64 {
        self.seed.wrapping_add((i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    /// The rules of hand `i`: the game's, with its prevalent wind.
    #[must_use]
    pub const fn rules_of(&self, i: usize) -> RuleSet {
        let mut r = self.rules;
        r.mcr.round = McrMatch::round_of(i);
        r
    }

    /// The scores after the hands played.
    #[must_use]
    pub const fn scores(&self) -> [i32; 4] {
        self.scores
    }

    /// The results of the hands played, in order.
    #[must_use]
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    /// True once every hand is played.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.results.len() >= self.hands()
    }

    /// The next hand, dealt with the scores so far; `None` once the game is
    /// over.
    pub fn next_game(&self) -> Result<Option<Game>> {
        if self.is_over() {
            return Ok(None);
        }
        let i = self.results.len();
        let rules = self.rules_of(i);
        let seed = self.seed_of(i);
        let wall = Wall::shuffled(&rules, seed);
        Game::start(rules, wall, Some(seed), McrMatch::dealer_of(i), self.scores).map(Some)
    }

    /// Counts the finished `game` (the hand [`McrMatch::next_game`] dealt)
    /// into the game. Fails for a hand not over, or not the one due.
    pub fn finish_hand(&mut self, game: &Game) -> Result<()> {
        let i = self.results.len();
        let due = !self.is_over()
            && game.seed() == Some(self.seed_of(i))
            && game.dealer() == McrMatch::dealer_of(i)
            && *game.rules() == self.rules_of(i)
            && game.start_scores() == self.scores;
        let result = game.result().filter(|_| due).ok_or_else(|| {
            Error::BadSetup(format!("hand {i} of this game is not the finished hand given"))
        })?;
        for (s, d) in result.deltas.iter().enumerate() {
            self.scores[s] = self.scores[s].saturating_add(*d);
        }
        self.results.push(result.clone());
        Ok(())
    }

    /// Plays the rest of the game with four agents (`agents[s]` at seat
    /// `s`) and returns the final scores. Fails if an agent picks an illegal
    /// action.
    pub fn play(&mut self, agents: &mut [&mut dyn Agent; 4]) -> Result<[i32; 4]> {
        while let Some(mut game) = self.next_game()? {
            game.play(agents)?;
            self.finish_hand(&game)?;
        }
        Ok(self.scores)
    }
}
