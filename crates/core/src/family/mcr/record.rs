//! The 国标 fields of a game record (`crate::game::GameRecord`): every
//! [`McrOptions`](super::McrOptions) field, and the fans of each win;
//! absent on other tables, so their records stay as they were.
use super::{Score, Wind};
use crate::error::{Error, Result};
use crate::rules::{RuleSet, Scoring};
use serde::{Deserialize, Serialize};

/// Every [`McrOptions`](super::McrOptions) field, as its setter reads it.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
pub(crate) struct McrRecord {
    minimum: u8,
    flowers_count: bool,
    full_game: bool,
    false_win_penalty: bool,
    flowers: bool,
    /// The prevalent wind: `E`, `S`, `W` or `N`.
    round: String,
}

impl McrRecord {
    pub(crate) fn of(r: &RuleSet) -> Option<McrRecord> {
        if r.scoring != Scoring::Mcr {
            return None;
        }
        let o = &r.mcr;
        Some(McrRecord {
            minimum: o.minimum,
            flowers_count: o.flowers_count,
            full_game: o.full_game,
            false_win_penalty: o.false_win_penalty,
            flowers: o.flowers,
            round: o.round.letter().to_string(),
        })
    }

    /// Sets these options on `r` (a 国标 rule set) through the checked setters.
    pub(crate) fn apply(&self, r: &mut RuleSet) -> Result<()> {
        r.scoring = Scoring::Mcr;
        r.set_mcr_minimum(i64::from(self.minimum))?;
        r.set_mcr_flag("mcr_flowers_count", self.flowers_count.into())?;
        r.set_mcr_flag("mcr_full_game", self.full_game.into())?;
        r.set_mcr_flag("mcr_false_win_penalty", self.false_win_penalty.into())?;
        r.set_mcr_flag("mcr_flowers", self.flowers.into())?;
        let round = Wind::ALL
            .into_iter()
            .find(|w| w.letter().to_string() == self.round)
            .ok_or_else(|| Error::BadSetup(format!("unknown round wind {:?}", self.round)))?;
        r.mcr.round = round;
        Ok(())
    }
}

/// One fan of a win as a record keeps it: its id, 中文 and English names,
/// value and count.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
pub(crate) struct FanLine {
    id: String,
    zh: String,
    en: String,
    fan: u8,
    count: u16,
}

impl FanLine {
    /// The lines of a score, in its order.
    pub(crate) fn of_score(s: &Score) -> Vec<FanLine> {
        s.fans()
            .map(|f| FanLine {
                id: f.fan.id().to_string(),
                zh: f.fan.chinese().to_string(),
                en: f.fan.english().to_string(),
                fan: f.fan.value(),
                count: f.count,
            })
            .collect()
    }
}
