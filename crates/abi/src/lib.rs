#![doc = include_str!("conventions.md")]
//!
//! # This crate
//!
//! The Rust side of the C ABI. `majiang-ffi` (`crates/ffi`) links it into
//! `libmajiang` (shared and static) and holds the tests that prove it from
//! C, C++, C#, Lua and Python; see `crates/ffi/README.md`, which also lists
//! the steps for adding an export. `include/majiang.h` is generated from these sources by cbindgen (see
//! `crates/ffi/tests/header.rs`); each exported function's documentation becomes its
//! comment in the header. One module per concept: `error` (status codes,
//! last error), `panic` (the boundary guard), `arg` (checked pointers),
//! `handle` (opaque handles), `version`, `rules`, `tiles`, `meld`,
//! `hand`.
#![deny(missing_docs, unsafe_op_in_unsafe_fn, clippy::missing_safety_doc)]

pub(crate) mod arg;
pub mod error;
pub mod hand;
pub(crate) mod handle;
pub mod meld;
pub(crate) mod panic;
pub mod rules;
pub mod tiles;
pub mod version;

pub(crate) use error::FfiError;
pub use error::{MjStatus, mj_last_error, mj_status_name};
pub use hand::{
    MJ_SHANTEN_UNREACHABLE, MjTarget, MjTileCounts, mj_is_win, mj_shanten, mj_shanten_for,
    mj_wait_counts, mj_waits, mj_warm_up, mj_winning_targets,
};
pub use meld::{MjMeld, MjMeldKind, mj_parse_melds};
pub use rules::{
    MJ_NO_TILE, MjRuleOption, MjRules, mj_rules_clone, mj_rules_free, mj_rules_get_option,
    mj_rules_get_wildcard, mj_rules_new_changsha, mj_rules_new_eval_v1, mj_rules_new_standard,
    mj_rules_set_option, mj_rules_set_wildcard,
};
pub use tiles::{
    MJ_KINDS, MJ_SUITED_KINDS, mj_format_tiles, mj_format_tiles_chinese, mj_parse_tiles,
};
pub use version::{MJ_ABI_VERSION, mj_abi_version, mj_version};
