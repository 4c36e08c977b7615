//! 长沙麻将 (`changsha-rules.md`).
mod engine;
mod expert;
pub(crate) mod names;
mod options;
mod presets;
pub mod score;
pub(crate) mod value;

pub use engine::Changsha;
