//! 长沙麻将 (`changsha-rules.md`).
pub mod score;
