//! What EXPERT asks of a rule family ([`ExpertFamily`]), beside EXPERT: each
//! family answers it in its folder's `expert.rs`, and `with_family!` picks the
//! answer. Declared here rather than in `crate::family` so the families' seam
//! imports nothing of EXPERT (no import circle between them).
use super::eval::{Pricing, Scratch};
use super::{Expert, Hint, Params, Position};
use crate::error::Result;
use crate::game::{Action, Observation};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::Tile;

/// What EXPERT knows of a family beyond the shapes: its setup answers, its
/// parameters, what a win is worth and what a hint adds. No defaults.
pub(crate) trait ExpertFamily {
    /// EXPERT's answer to a question only this family asks (四川: 换三张,
    /// 定缺, and play around the void suit); `None`: the generic play.
    fn choose(expert: &Expert, obs: &Observation<'_>) -> Option<Action>;
    /// The parameters in force under `rules` (horizon caps, value weights).
    fn params_under(params: &Params, rules: &RuleSet) -> Params;
    /// What a win is worth, when the family prices it itself (flat: every
    /// win the same, with its birds); `None`: the small and big values.
    fn pricing(params: &Params, hand: &Hand, rules: &RuleSet, draws_left: u32) -> Option<Pricing>;
    /// Kongs pay money at once that EXPERT weighs in its kong choices.
    fn weighs_kong_money(rules: &RuleSet) -> bool;
    /// Whether to win on `tile`, when the family decides it itself.
    fn win_on_discard(
        params: &Params,
        scratch: &mut Scratch,
        pos: &Position<'_>,
        tile: Tile,
    ) -> Option<bool>;
    /// The rules EXPERT plans a hint with (四川: its bigger hands as targets).
    fn planning_rules(rules: &RuleSet) -> Option<RuleSet>;
    /// What the family adds to every hint's reason, in Chinese and English.
    fn hint_note(pos: &Position<'_>) -> Option<(String, String)>;
    /// The hints of the position when the family ranks and explains the
    /// discards itself (国标: by its fan plans); `None`: the generic hints.
    fn hints(expert: &Expert, pos: &Position<'_>) -> Option<Result<Vec<Hint>>>;
}
