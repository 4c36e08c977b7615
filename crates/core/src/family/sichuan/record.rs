//! The 四川 fields of a game record (`crate::game::GameRecord`): every
//! [`SichuanOptions`](crate::SichuanOptions) field, absent on other tables.
use crate::error::Result;
use crate::rules::{RuleSet, Scoring};
use serde::{Deserialize, Serialize};

/// Every [`SichuanOptions`](crate::SichuanOptions) field, as its setter
/// reads it.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
pub(crate) struct SichuanRecord {
    fan_cap: u32,
    self_draw_bonus: i64,
    exchange: u8,
    cha_dajiao: i64,
    kong_flower: i64,
    mode: i64,
    /// The on/off options by their `set_sichuan_flag` names.
    flags: Vec<(String, bool)>,
}

impl SichuanRecord {
    pub(crate) fn of(r: &RuleSet) -> Option<SichuanRecord> {
        if r.scoring != Scoring::Sichuan {
            return None;
        }
        let o = &r.sichuan;
        let flags = [
            ("yaojiu_jiangdui", o.yaojiu_jiangdui),
            ("menqing_zhongzhang", o.menqing_zhongzhang),
            ("tiandi_hu", o.tiandi_hu),
            ("cagua", o.cagua),
            ("call_transfer", o.call_transfer),
            ("multiple_winners", o.multiple_winners),
            ("rob_kong", o.rob_kong),
        ];
        Some(SichuanRecord {
            fan_cap: o.cap.fan(),
            self_draw_bonus: o.self_draw.code(),
            exchange: o.exchange.tiles(),
            cha_dajiao: o.cha_dajiao.code(),
            kong_flower: o.kong_flower.code(),
            mode: o.mode.code(),
            flags: flags.iter().map(|&(n, v)| (n.to_string(), v)).collect(),
        })
    }

    /// Sets these options on `r` (a 四川 rule set) through the checked setters.
    pub(crate) fn apply(&self, r: &mut RuleSet) -> Result<()> {
        r.scoring = Scoring::Sichuan;
        r.set_fan_cap(i64::from(self.fan_cap))?;
        r.set_self_draw_bonus(self.self_draw_bonus)?;
        r.set_exchange(i64::from(self.exchange))?;
        r.set_cha_dajiao(self.cha_dajiao)?;
        r.set_kong_flower(self.kong_flower)?;
        r.set_sichuan_mode(self.mode)?;
        for (name, on) in &self.flags {
            r.set_sichuan_flag(name, i64::from(*on))?;
        }
        Ok(())
    }
}
