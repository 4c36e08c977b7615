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
}

impl<A: Agent + ?Sized> Agent for Box<A> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        (**self).decide(obs)
    }
}
