//! `majiang`: a mahjong engine and AI for 长沙 Changsha, 转转 Zhuanzhuan, 红中 Hongzhong and
//! 四川血战 Sichuan (presets `changsha`, `eval-v1`, `standard`, `zhuanzhuan`, `hongzhong`,
//! `sichuan`: [`RuleSet::by_name`](majiang_core::RuleSet::by_name)).
//!
//! This facade re-exports [`majiang_core`]; see its documentation for the
//! model (tiles, hands, rule sets) and the checks (win, waits, shanten,
//! each family's scoring).
//!
//! The evaluation of the AIs (the arena, the anchors A3–A5, the offline
//! yardsticks) is the separate `majiang-arena` crate and is not re-exported
//! here, not even behind a feature: a game depends on `majiang` and gets
//! neither evaluation code nor rayon, and every arena item keeps one path
//! (`majiang_arena::…`), the one its users (the command line, the benches,
//! the examples) name.

#![forbid(unsafe_code)]

pub use majiang_core::*;
