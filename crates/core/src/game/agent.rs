//! The player's side of the engine: the [`Agent`] trait every AI implements.
//! It sits beside the engine (which asks it) rather than with the AIs, so
//! the engine depends on no AI; the AIs are in [`crate::ai`] and
//! [`crate::expert`].
use super::{Action, Observation};

/// A player. The engine asks [`Agent::decide`] whenever this seat has a
/// decision, with the legal actions in `obs.legal` (never empty); the answer
/// must be one of them.
pub trait Agent: Send {
    /// A short name for reports and error messages (`"A1-medium"`).
    fn name(&self) -> &str;

    /// Chooses one of `obs.legal`.
    fn decide(&mut self, obs: &Observation<'_>) -> Action;

    /// Whether this agent answers the family's questions before the first
    /// discard (四川's 换三张 and 定缺) itself. An agent that answers `false`
    /// is not asked them by the drivers ([`Game::play`](super::Game::play),
    /// the arena's tables, anything that asks through [`ask`]): they answer
    /// with the family's default, [`setup_default`](crate::family::setup_default).
    /// A simple agent declares `false` instead of calling the helper itself.
    /// By default `true`: an agent sees every decision unless it says
    /// otherwise, so an agent written before this method plays as it did.
    fn answers_setup(&self) -> bool {
        true
    }
}

/// What `agent` plays at `obs`: the family's default answer
/// ([`setup_default`](crate::family::setup_default)) to a question before the
/// first discard when the agent does not answer those itself
/// ([`Agent::answers_setup`]), else its [`Agent::decide`]. The one call a
/// driver of agents makes, so no agent needs to know the setup phases.
///
/// ```
/// use majiang_core::{RuleSet, ai::{Agent, DrawDiscard}, game::{Game, ask}};
/// let mut game = Game::new(RuleSet::sichuan(), 3, 0)?;
/// let mut agent = DrawDiscard; // answers no setup question itself
/// assert!(!agent.answers_setup());
/// while let Some(seat) = game.next_to_act() {
///     let obs = game.observation(seat)?;
///     let action = ask(&mut agent, &obs); // 换三张 and 定缺 by the default
///     game.apply(seat, action)?;
/// }
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn ask<A: Agent + ?Sized>(agent: &mut A, obs: &Observation<'_>) -> Action {
    if !agent.answers_setup()
        && let Some(a) = crate::family::setup_default(obs)
    {
        return a;
    }
    agent.decide(obs)
}

impl<A: Agent + ?Sized> Agent for Box<A> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        (**self).decide(obs)
    }
    fn answers_setup(&self) -> bool {
        (**self).answers_setup()
    }
}

#[cfg(test)]
mod tests {
    use super::{Agent, ask};
    use crate::RuleSet;
    use crate::ai::{DrawDiscard, FirstLegal};
    use crate::family::setup_default;
    use crate::game::{Action, Game, Observation, Phase};

    /// 摸切 that answers no setup question and fails if it is asked one.
    struct NoSetup(DrawDiscard);

    impl Agent for NoSetup {
        fn name(&self) -> &str {
            "no-setup"
        }
        fn answers_setup(&self) -> bool {
            false
        }
        fn decide(&mut self, obs: &Observation<'_>) -> Action {
            assert!(
                !matches!(obs.phase, Phase::Exchange | Phase::DingQue),
                "asked {:?}",
                obs.phase
            );
            self.0.decide(obs)
        }
    }

    #[test]
    fn game_play_answers_the_setup_of_an_agent_that_gives_none() {
        for seed in 0..8 {
            let mut game = Game::new(RuleSet::sichuan(), seed, (seed % 4) as usize).unwrap();
            let [mut a, mut b, mut c, mut d] = [(); 4].map(|()| NoSetup(DrawDiscard));
            game.play(&mut [&mut a, &mut b, &mut c, &mut d]).unwrap();
            assert_eq!(game.result().unwrap().deltas.iter().sum::<i32>(), 0);
        }
    }

    #[test]
    fn ask_gives_the_family_default_only_to_an_agent_that_gives_none() {
        let mut game = Game::new(RuleSet::sichuan(), 5, 0).unwrap();
        let (mut none, mut own) = (NoSetup(DrawDiscard), FirstLegal);
        let mut setup = 0;
        while let Some(seat) = game.next_to_act() {
            let obs = game.observation(seat).unwrap();
            let default = setup_default(&obs);
            if let Some(d) = default {
                setup += 1;
                assert_eq!(ask(&mut none, &obs), d);
                // An agent answering itself is asked: FirstLegal's pick.
                assert_eq!(ask(&mut own, &obs), obs.legal[0]);
            }
            let action = ask(&mut none, &obs);
            game.apply(seat, action).unwrap();
        }
        // 换三张 (three tiles from each of four seats) and 定缺 (each seat).
        assert_eq!(setup, 4 * 3 + 4);
    }
}
