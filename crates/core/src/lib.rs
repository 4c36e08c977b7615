//! The core of majiang: a mahjong engine and AI for 长沙 Changsha, 转转 Zhuanzhuan, 红中
//! Hongzhong and 四川血战 Sichuan (presets `changsha`, `eval-v1`, `standard`, `zhuanzhuan`,
//! `hongzhong`, `sichuan`: [`RuleSet::by_name`]).
//!
//! - Model: [`Tile`], [`Counts`], [`Meld`], [`Hand`], [`RuleSet`].
//! - Checks: [`is_win`], [`waits`], [`shanten`](fn@shanten) (exact, per-group lookup
//!   tables, see the `lookup` module's design notes); [`wins`] and
//!   [`winning_tiles`] add a preset's law beyond the shape (四川: 缺一门).
//! - Changsha analysis: [`analyze_win`] (small or big, big hands and units),
//!   [`opening_wins`], payments ([`settle_win`], [`settle_opening`]).
//! - For people: [`decompositions`] of a win, [`discard_options`] ranked by
//!   shanten and effective draws.
//! - 四川麻将 血战到底 ([`RuleSet::sichuan`]): [`sichuan`] (缺一门 and the fan
//!   of a hand); the engine plays it ([`game`]: 换三张, 定缺, 血战到底).
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
//!
//! # Glossary
//! One word per concept, in code and docs. Changsha terms with no good
//! English name keep their pinyin (with the Chinese in the type's docs).
//!
//! | 中文 | English | type |
//! |---|---|---|
//! | 牌 | tile (one of 27 kinds, 34 with honours) | [`Tile`], [`KINDS`] |
//! | 手牌 | hand: concealed tiles and melds | [`Hand`], [`Counts`] |
//! | 吃 / 碰 / 杠 | chi / peng / kong (明杠, 暗杠, 补杠) | [`MeldKind`], [`Meld`] |
//! | 补张 / 开杠 | kong replacement draw / 开杠 kong (flips two tiles) | [`game::Action::Gang`], [`game::Action::KaiGang`] |
//! | 胡 | win | [`is_win`], [`game::Action::Hu`] |
//! | 听牌 / 叫 | ready; its waits | [`waits`] |
//! | 向听 | shanten: draws short of ready | [`shanten`](fn@shanten) |
//! | 进张 | effective draws | [`effective_draws`], [`Draws`] |
//! | 将 | pair (Changsha: a 2, 5 or 8) | [`PairRule`] |
//! | 目标 | target: a family of winning shapes | [`Target`] |
//! | 小胡 / 大胡 | small hand / big hand | [`WinAnalysis::small`], [`BigHand`] |
//! | 碰碰胡, 清一色, 将将胡, 全求人 | pengpenghu, qingyise, jiangjianghu, quanqiuren | [`BigHand`], [`Target`] |
//! | 七小对 / 豪华七小对 | seven pairs (the target) / qixiaodui, haohua qixiaodui (the big hands) | [`Target::SevenPairs`], [`BigHand::QiXiaoDui`] |
//! | 起手胡 | opening win | [`OpeningWin`] |
//! | 扎鸟 | birds: tiles turned after a win | [`BirdMode`], [`bird_seat`] |
//! | 庄家 | dealer | [`NextDealer`] |
//! | 海底 | the last tile of the wall (haidi) | [`game::Phase::HaidiOffer`] |
//! | 牌墙 | wall | [`game::Wall`] |
//! | 过胡 | pass lock: no win on a discard after passing one | [`game::MidHand::pass_lock`] |
//! | 规则 | rule set (a preset and its options) | [`RuleSet`] |
//! | 番 / 封顶 | fan (四川: a hand pays 2^fan) / the cap | [`sichuan::SichuanAnalysis`], [`FanCap`] |
//! | 缺一门 / 根 | a 四川 win lacks one suit / a four of a kind, +1 fan | [`sichuan::holds_three_suits`], [`sichuan::Pattern::Gen`] |
//! | 难度 | level: EASY, MEDIUM, HARD, EXPERT | [`ai::Level`] |
//! | 玩家 | player (an AI or a person at a seat) | [`ai::Agent`] |
//!
//! "Lookup" names the precomputed tables behind the checks (the `lookup`
//! module, [`LookupStats`], [`warm_up`]); "table" is the game table only (a
//! seat's public side, [`game::PublicSeat`]; [`TableOptions`]).

// Index loops mirror the DP recurrences they implement; iterators would hide the indices.
#![allow(clippy::needless_range_loop)]

pub mod ai;
pub mod counts;
pub mod decompose;
pub mod efficiency;
pub mod error;
pub mod expert;
pub mod family;
pub mod game;
pub mod hand;
mod lookup;
pub mod meld;
pub mod notation;
pub mod options;
mod reading;
pub mod rng;
pub mod rules;
pub mod shanten;
pub mod tile;
mod unlimited;
pub mod value;
pub mod win;

pub use family::changsha::score;
pub use family::mcr;
pub use family::sichuan;

pub use counts::Counts;
pub use decompose::{Decomposition, Set, Shape, decompositions};
pub use efficiency::{DiscardOption, Draws, discard_options, effective_draws};
pub use error::{Error, Result};
pub use family::{shanten as winning_shanten, waits_with_counts, winning_tiles, wins};
pub use hand::{Hand, MeldSummary};
#[allow(deprecated)]
pub use lookup::TableStats;
pub use lookup::{LookupStats, warm_up};
pub use meld::{Meld, MeldKind};
pub use rules::{
    BirdCount, BirdMode, BirdPoints, BirdRule, Exchange, ExposedKongPoints, FanCap, FlatOptions,
    FourRedDragons, NextDealer, PaidAs, PairRule, PointTable, RedDragons, RobKong, RuleSet,
    Scoring, SelfDrawBonus, SevenPairs, SichuanMode, SichuanOptions, TableOptions, Target,
    WildcardReach,
};
pub use score::{
    BigHand, OpeningWin, Payers, WinAnalysis, WinContext, analyze_win, bird_seat, opening_wins,
    settle_opening, settle_win,
};
pub use shanten::{shanten, shanten_by_target, shanten_for};
pub use tile::{KINDS, SUITED_KINDS, Suit, Tile, TileSet};
pub use win::{is_win, waits, winning_targets};
