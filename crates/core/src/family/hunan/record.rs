//! The flat tables' fields of a game record (`crate::game::GameRecord`):
//! 吃, the scoring table and every [`FlatOptions`] field. Written for a
//! flat table and for a Changsha table without 吃, absent otherwise, so
//! that the records written before it stay as they were.
use crate::error::Result;
use crate::rules::{
    BirdCount, BirdPoints, BirdRule, ExposedKongPoints, FlatOptions, FourRedDragons, RedDragons,
    RobKong, RuleSet, Scoring,
};
use serde::{Deserialize, Serialize};

/// The rule-set fields beyond Changsha's: 吃, the scoring table and every
/// [`FlatOptions`] field (codes as their setters read them).
#[derive(Serialize, Deserialize, PartialEq, Debug)]
pub(crate) struct FlatRecord {
    chi: bool,
    flat_scoring: bool,
    red_dragons: u8,
    four_red_dragons: i64,
    discard_wins: bool,
    wildcard_self_draw_only: bool,
    wildcard_robs_kong: bool,
    multiple_winners: bool,
    rob_kong: i64,
    rob_kong_pays_all: bool,
    no_wildcard_double: bool,
    birds: u8,
    bird_rule: i64,
    bird_points: i64,
    exposed_kong: u32,
    kong_points_on_draw: bool,
}

impl FlatRecord {
    pub(crate) fn of(r: &RuleSet) -> Option<FlatRecord> {
        if r.scoring == Scoring::Changsha && r.chi {
            return None;
        }
        let f = &r.flat;
        Some(FlatRecord {
            chi: r.chi,
            flat_scoring: r.scoring == Scoring::Flat,
            red_dragons: f.red_dragons.copies(),
            four_red_dragons: f.four_red_dragons.code(),
            discard_wins: f.discard_wins,
            wildcard_self_draw_only: f.wildcard_self_draw_only,
            wildcard_robs_kong: f.wildcard_robs_kong,
            multiple_winners: f.multiple_winners,
            rob_kong: f.rob_kong.code(),
            rob_kong_pays_all: f.rob_kong_pays_all,
            no_wildcard_double: f.no_wildcard_double,
            birds: f.birds.get(),
            bird_rule: f.bird_rule.code(),
            bird_points: f.bird_points.code(),
            exposed_kong: f.exposed_kong.points(),
            kong_points_on_draw: f.kong_points_on_draw,
        })
    }

    /// Sets these fields on `r`, the 红中 wildcard with them (a wildcard of
    /// no copy limit, which [`RuleSet::with_wildcard`] does not build).
    fn apply(&self, r: &mut RuleSet) -> Result<()> {
        r.chi = self.chi;
        r.scoring = if self.flat_scoring { Scoring::Flat } else { Scoring::Changsha };
        r.flat = FlatOptions {
            red_dragons: RedDragons::None,
            four_red_dragons: FourRedDragons::from_code(self.four_red_dragons)?,
            discard_wins: self.discard_wins,
            wildcard_self_draw_only: self.wildcard_self_draw_only,
            wildcard_robs_kong: self.wildcard_robs_kong,
            multiple_winners: self.multiple_winners,
            rob_kong: RobKong::from_code(self.rob_kong)?,
            rob_kong_pays_all: self.rob_kong_pays_all,
            no_wildcard_double: false,
            birds: BirdCount::new(i64::from(self.birds))?,
            bird_rule: BirdRule::from_code(self.bird_rule)?,
            bird_points: BirdPoints::from_code(self.bird_points)?,
            exposed_kong: ExposedKongPoints::from_points(i64::from(self.exposed_kong))?,
            kong_points_on_draw: self.kong_points_on_draw,
        };
        if self.flat_scoring && self.red_dragons > 0 {
            r.set_red_dragons(i64::from(self.red_dragons))?;
            r.set_no_wildcard_double(self.no_wildcard_double)?;
        }
        Ok(())
    }

    /// Sets the fields of `record` on `r`, or without one (a Changsha table
    /// with 吃) 吃 and Changsha scoring.
    pub(crate) fn apply_or_changsha(record: Option<&FlatRecord>, r: &mut RuleSet) -> Result<()> {
        match record {
            Some(f) => f.apply(r)?,
            None => {
                r.chi = true;
                r.scoring = Scoring::Changsha;
            }
        }
        Ok(())
    }
}
