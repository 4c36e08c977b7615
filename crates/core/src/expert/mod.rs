//! EXPERT: the strongest majiang player.

pub(crate) mod matrix;
