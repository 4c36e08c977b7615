//! `majiang`: a Changsha mahjong (长沙麻将) engine and AI.
//!
//! This facade re-exports [`majiang_core`]; see its documentation for the
//! model (tiles, hands, rule sets) and the checks (win, waits, shanten,
//! Changsha scoring).
//!
//! The evaluation of the AIs (the arena, the anchors A3–A5, the offline
//! yardsticks) is the separate `majiang-arena` crate and is not re-exported
//! here, not even behind a feature: a game depends on `majiang` and gets
//! neither evaluation code nor rayon, and every arena item keeps one path
//! (`majiang_arena::…`), the one its users (the command line, the benches,
//! the examples) name.

#![forbid(unsafe_code)]

pub use majiang_core::*;
