//! 长沙麻将 (`changsha-rules.md`).
mod engine;
mod expert;
pub(crate) mod names;
mod options;
mod presets;
pub mod score;

pub use engine::Changsha;
