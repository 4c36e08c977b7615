#![doc = include_str!("conventions.md")]
//!
//! # This crate
//!
//! The Rust side of the C ABI. `majiang-ffi` (`crates/ffi`) links it into
//! `libmajiang` (shared and static) and holds the tests that prove it from
//! C, C++, C#, Lua and Python; see `crates/ffi/README.md`, which also lists
//! the steps for adding an export. `include/majiang.h` is generated from these sources by cbindgen, and the
//! bindings' raw declarations from the header, by `cargo xtask bindings`
//! (`crates/xtask/src/bindings`); each exported function's documentation becomes its
//! comment in the header. One module per concept: `error` (status codes,
//! last error), `panic` (the boundary guard), `arg` (checked pointers),
//! `handle` (opaque handles), `version`, `rules`, `tiles`, `meld`,
//! `options` (the option registry: names, labels, values, defaults), `hand`, `analysis` (Changsha scoring), `efficiency` (ranked discards),
//! `ai` (AI players), `action`, `event`, `game` (the engine) and
//! `settlement` (a flat table's payment lines and birds), `sichuan`
//! (四川 analysis: fan and patterns), `value` (what a hand is worth, as named
//! lines, for every family: hands, waits, a game's wins), `memory`
//! (buffers for WebAssembly hosts).
// missing_docs, unsafe_op_in_unsafe_fn, clippy::missing_safety_doc and
// clippy::undocumented_unsafe_blocks: the workspace lints (root Cargo.toml).

pub mod action;
pub mod ai;
pub mod analysis;
pub(crate) mod arg;
pub mod efficiency;
pub mod error;
pub mod event;
pub mod game;
pub mod hand;
pub(crate) mod handle;
pub mod meld;
pub mod memory;
pub mod options;
pub(crate) mod panic;
pub mod rules;
pub mod settlement;
pub mod sichuan;
pub mod tiles;
pub mod value;
pub mod version;

pub use action::{MjAction, MjActionKind};
pub use ai::{
    MJ_WALL_ESTIMATE, MjAi, MjDifficulty, MjHint, mj_ai_decide_discard, mj_ai_difficulty_available,
    mj_ai_free, mj_ai_hint_reasons, mj_ai_hints, mj_ai_new, mj_ai_observe_discard,
    mj_ai_observe_meld, mj_ai_observe_meld_by, mj_ai_observed, mj_ai_reseed, mj_ai_reset,
    mj_ai_seat, mj_ai_set_seat, mj_ai_set_wall_left, mj_ai_should_chi, mj_ai_should_gang,
    mj_ai_should_hu, mj_ai_should_hu_discard, mj_ai_should_peng,
};
pub use analysis::{
    MJ_BIG_HAND_SLOTS, MJ_OPENING_WIN_SLOTS, MJ_SELF_DRAW, MjBigHand, MjOpeningWin, MjOpeningWins,
    MjPoints, MjWinAnalysis, MjWinContext, mj_analyze_win, mj_big_hand_chinese_name,
    mj_big_hand_id_name, mj_opening_win_chinese_name, mj_opening_win_id_name, mj_opening_wins,
    mj_settle_opening, mj_settle_win,
};
pub use efficiency::{MjDiscardOption, mj_discard_options};
pub(crate) use error::FfiError;
pub use error::{MjStatus, mj_last_error, mj_status_name};
pub use event::{MJ_EVENT_TILES, MjDrawSource, MjEvent, MjEventKind, MjSettleReason};
pub use game::{
    MJ_NONE, MjDiscard, MjGame, MjGameResult, MjGameState, MjOffer, MjPhase, MjSichuanSeat,
    mj_game_ai_action, mj_game_apply, mj_game_dealt, mj_game_discards, mj_game_drawn_tile,
    mj_game_events, mj_game_free, mj_game_hand, mj_game_hint_reasons, mj_game_hints,
    mj_game_legal_actions, mj_game_melds, mj_game_new, mj_game_record_json, mj_game_replay,
    mj_game_result, mj_game_sichuan_seat, mj_game_state,
};
pub use hand::{
    MJ_SHANTEN_UNREACHABLE, MjTarget, MjTileCounts, mj_is_win, mj_shanten, mj_shanten_for,
    mj_wait_counts, mj_waits, mj_warm_up, mj_winning_targets,
};
pub use meld::{MjMeld, MjMeldKind, mj_parse_melds};
pub use memory::{mj_alloc, mj_dealloc};
pub use options::{
    MJ_FAMILY_CHANGSHA, MJ_FAMILY_HUNAN, MJ_FAMILY_SICHUAN, MjRuleOptionInfo, MjRuleOptionKind,
    mj_family_count, mj_family_name, mj_rule_option_by_name, mj_rule_option_chinese_name,
    mj_rule_option_choice, mj_rule_option_count, mj_rule_option_doc, mj_rule_option_english_name,
    mj_rule_option_info, mj_rule_option_name,
};
pub use rules::{
    MJ_NO_TILE, MjRuleOption, MjRules, mj_rules_clone, mj_rules_free, mj_rules_get_option,
    mj_rules_get_wildcard, mj_rules_new_by_name, mj_rules_new_changsha, mj_rules_new_eval_v1,
    mj_rules_new_hongzhong, mj_rules_new_sichuan, mj_rules_new_standard, mj_rules_new_zhuanzhuan,
    mj_rules_set_option, mj_rules_set_wildcard,
};
pub use settlement::{
    MjBird, MjPayment, MjPaymentReason, MjWin, mj_game_birds, mj_game_payments, mj_game_wins,
    mj_payment_reason_chinese_name, mj_payment_reason_english_name, mj_payment_reason_id_name,
};
pub use sichuan::{
    MJ_SICHUAN_PATTERN_SLOTS, MjSichuanAnalysis, MjSichuanContext, MjSichuanPattern,
    mj_sichuan_analyze, mj_sichuan_best_ready_hand, mj_sichuan_pattern_chinese_name,
    mj_sichuan_pattern_english_name, mj_sichuan_pattern_id_name, mj_sichuan_waits,
};
pub use tiles::{
    MJ_KINDS, MJ_SUITED_KINDS, mj_format_tiles, mj_format_tiles_chinese, mj_parse_tiles,
};
pub use value::{
    MJ_VALUE_NAME_BYTES, MjHandValue, MjValueLine, MjValueUnit, MjValuedWait, mj_game_win_value,
    mj_hand_value, mj_valued_waits,
};
pub use version::{MJ_ABI_VERSION, mj_abi_version, mj_version};
