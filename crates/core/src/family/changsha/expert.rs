//! What EXPERT knows of 长沙 beyond the generic model: nothing of its own —
//! the generic model (small and big hands, units, the 海底 offer) is
//! 长沙's, so every answer here is the generic one.
use crate::expert::by_family::ExpertFamily;
use crate::expert::eval::Pricing;
use crate::expert::eval::Scratch;
use crate::expert::{Expert, Params, Position};
use crate::game::{Action, Observation};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::Tile;

impl ExpertFamily for super::Changsha {
    fn choose(_: &Expert, _: &Observation<'_>) -> Option<Action> {
        None
    }

    fn params_under(params: &Params, _: &RuleSet) -> Params {
        *params
    }

    fn pricing(_: &Params, _: &Hand, _: &RuleSet, _: u32) -> Option<Pricing> {
        None
    }

    fn weighs_kong_money(_: &RuleSet) -> bool {
        false
    }

    fn win_on_discard(_: &Params, _: &mut Scratch, _: &Position<'_>, _: Tile) -> Option<bool> {
        None
    }

    fn planning_rules(_: &RuleSet) -> Option<RuleSet> {
        None
    }

    fn hint_note(_: &Position<'_>) -> Option<(String, String)> {
        None
    }

    fn hints(
        _: &Expert,
        _: &Position<'_>,
    ) -> Option<crate::error::Result<Vec<crate::expert::Hint>>> {
        None
    }
}
