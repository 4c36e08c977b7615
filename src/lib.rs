//! `majiang`: a Changsha mahjong (长沙麻将) engine and AI.
//!
//! This facade re-exports [`majiang_core`]; see its documentation for the
//! model (tiles, hands, rule sets) and the checks (win, waits, shanten,
//! Changsha scoring).

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub use majiang_core::*;
