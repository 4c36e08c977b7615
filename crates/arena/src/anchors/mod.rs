//! The seed anchors of `ai-evaluation.md` that no game ships, each
//! re-implemented from its article, flaws included: [`needhun`] (A3, seed
//! 001), [`table_ai`] (A4, seed 003) and [`search`] (A5, seed 002). The
//! tutorial's levels A0–A2 and EXPERT are players a game offers, so they
//! stay in `majiang-core` (`majiang_core::ai::tutorial`,
//! `majiang_core::expert`); the arena seats all of them by name.

pub mod needhun;
pub mod search;
pub mod table_ai;
