//! The flat Hunan tables, 转转麻将 and 红中麻将 (`variants.md` §1, §2).
pub mod engine;
pub(crate) mod expert;
mod names;
mod options;
pub(crate) mod record;
pub(crate) mod rules;

pub use engine::Hunan;
