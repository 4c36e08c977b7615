//! The core of majiang: a Changsha mahjong (长沙麻将) engine and AI.
//!
//! - Model: [`Tile`], [`Counts`], [`Meld`], [`Hand`], [`RuleSet`].
//! - Checks: [`is_win`], [`waits`], [`shanten`](fn@shanten) (exact, per-group lookup
//!   tables, see the `table` module's design notes).
//! - Changsha analysis: [`analyze_win`] (small or big, big hands and units),
//!   [`opening_wins`], payments ([`settle_win`], [`settle_opening`]).
//! - For people: [`decompositions`] of a win, [`discard_options`] ranked by
//!   shanten and effective draws.
//! - Play: [`game`] (a hand as a state machine, [`game::play_hand`], game
//!   records), [`ai`] (the [`ai::Agent`] trait, the tutorial's A0–A2 in
//!   [`ai::tutorial`]), [`rng`] (the seeded randomness every choice uses).
//!
//! ```
//! use majiang_core::{Hand, RuleSet, is_win, shanten, waits};
//! let rules = RuleSet::changsha();
//! let hand = Hand::parse("123m456s789p2345m", "", &rules)?;
//! assert_eq!(shanten(&hand, &rules), 0);
//! assert_eq!(waits(&hand, &rules)?.to_string(), "25m");
//! # Ok::<(), majiang_core::Error>(())
//! ```

// Index loops mirror the DP recurrences they implement; iterators would hide the indices.
#![allow(clippy::needless_range_loop)]
#![deny(missing_docs)]

pub mod ai;
pub mod counts;
pub mod decompose;
pub mod efficiency;
pub mod error;
pub mod expert;
pub mod game;
pub mod hand;
pub mod meld;
pub mod notation;
mod reading;
pub mod rng;
pub mod rules;
pub mod score;
pub mod shanten;
mod table;
pub mod tile;
mod unlimited;
pub mod win;

pub use counts::Counts;
pub use decompose::{Decomposition, Set, Shape, decompositions};
pub use efficiency::{DiscardOption, Draws, discard_options, effective_draws};
pub use error::{Error, Result};
pub use hand::{Hand, MeldSummary};
pub use meld::{Meld, MeldKind};
pub use rules::{
    BirdCount, BirdMode, BirdPoints, BirdRule, ExposedKongPoints, FlatOptions, FourRedDragons,
    NextDealer, PairRule, PointTable, RedDragons, RobKong, RuleSet, Scoring, SevenPairs,
    TableOptions, Target, WildcardReach,
};
pub use score::{
    BigHand, OpeningWin, Payers, WinAnalysis, WinContext, analyze_win, bird_seat, opening_wins,
    settle_opening, settle_win,
};
pub use shanten::{shanten, shanten_by_target, shanten_for};
pub use table::{TableStats, warm_up};
pub use tile::{KINDS, SUITED_KINDS, Suit, Tile, TileSet};
pub use win::{is_win, waits, waits_with_counts, winning_targets};
