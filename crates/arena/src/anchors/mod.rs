//! The seed anchors of `ai-evaluation.md` that no game ships, each
//! re-implemented from its article, flaws included: [`needhun`] (A3, seed
//! 001), [`table_ai`] (A4, seed 003) and [`search`] (A5, seed 002). The
//! tutorial's levels A0–A2 and EXPERT are players a game offers, so they
//! stay in `majiang-core` (`majiang_core::ai::tutorial`,
//! `majiang_core::expert`); the arena seats all of them by name.
//!
//! None of the articles knows 四川麻将: every anchor here declares that it
//! answers no question before the first discard
//! ([`Agent::answers_setup`](majiang_core::ai::Agent::answers_setup) `false`),
//! so in the 换三张 and 定缺 phases its driver
//! ([`ask`](majiang_core::game::ask)) plays the documented default
//! [`setup_default`](majiang_core::family::setup_default) for it (pass the
//! shortest suit's loosest tiles, declare void the shortest suit; the
//! tutorial's A0–A2 call it themselves), and
//! while it still holds its void suit the engine allows only those tiles:
//! an anchor's own pick outside them becomes the first legal discard
//! ([`legal_or_discard`](majiang_core::ai::legal_or_discard)). The trivial
//! agents (`first`, `trivial`, `random`) answer from the legal actions and
//! need nothing; `mc` and the oracles ask EXPERT there.

pub mod needhun;
pub mod search;
pub mod table_ai;
