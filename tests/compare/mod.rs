//! Core against reference, hand by hand, with a tally of what was checked
//! (so a test can show its corpus had wins and ready hands in it) and the
//! first disagreements written out in full.
#![allow(dead_code)]

use crate::reference::{
    ref_is_win, ref_shanten_by_target, ref_shanten_for, ref_waits, ref_winning_targets,
};
use majiang::{
    Hand, RuleSet, Target, is_win, shanten, shanten_by_target, shanten_for, waits, winning_targets,
};
use std::fmt::Write;

/// Counts of a run of comparisons.
#[derive(Default, Debug)]
pub struct Tally {
    /// Hands compared.
    pub hands: usize,
    /// `3n+2` hands whose win check was compared, and how many won.
    pub win_checks: usize,
    /// Winning hands among them.
    pub wins: usize,
    /// `3n+1` hands whose waits were compared.
    pub wait_checks: usize,
    /// Ready hands among them (non-empty waits).
    pub ready: usize,
    /// Hands whose shanten was compared (all targets).
    pub shanten_checks: usize,
    /// Shanten histogram, index shanten + 1.
    pub shanten_hist: [usize; 16],
    /// Number of disagreements.
    pub disagreements: usize,
    /// The first disagreements, in full.
    pub examples: Vec<String>,
}

impl Tally {
    fn fail(&mut self, msg: String) {
        self.disagreements += 1;
        if self.examples.len() < 25 {
            self.examples.push(msg);
        }
    }

    /// Adds another tally into this one.
    pub fn merge(&mut self, o: &Tally) {
        self.hands += o.hands;
        self.win_checks += o.win_checks;
        self.wins += o.wins;
        self.wait_checks += o.wait_checks;
        self.ready += o.ready;
        self.shanten_checks += o.shanten_checks;
        for i in 0..16 {
            self.shanten_hist[i] += o.shanten_hist[i];
        }
        self.disagreements += o.disagreements;
        for e in &o.examples {
            if self.examples.len() < 25 {
                self.examples.push(e.clone());
            }
        }
    }

    /// Panics with the examples when anything disagreed; prints the counts.
    pub fn assert_clean(&self, what: &str) {
        let mut out = String::new();
        let _ = write!(
            out,
            "{what}: {} hands, {} win checks ({} wins), {} wait checks ({} ready), {} shanten checks, \
             shanten histogram {:?}, {} disagreements",
            self.hands,
            self.win_checks,
            self.wins,
            self.wait_checks,
            self.ready,
            self.shanten_checks,
            &self.shanten_hist[..9],
            self.disagreements
        );
        println!("{out}");
        assert!(self.disagreements == 0, "{out}\n{}", self.examples.join("\n"));
    }
}

fn ids(h: &Hand, rules: &RuleSet) -> Vec<u8> {
    waits(h, rules).expect("3n+1 hand").iter().map(|t| t.id()).collect()
}

/// Win check and winning targets (for a `3n+2` hand).
pub fn check_win(h: &Hand, rules: &RuleSet, t: &mut Tally) {
    t.win_checks += 1;
    let (core, refr) = (is_win(h, rules), ref_is_win(h, rules));
    t.wins += refr as usize;
    if core != refr {
        t.fail(format!("win [{}] {h}: core {core}, reference {refr}", rules.name));
        return;
    }
    let (core, refr) = (winning_targets(h, rules), ref_winning_targets(h, rules));
    if core != refr {
        t.fail(format!("targets [{}] {h}: core {core:?}, reference {refr:?}", rules.name));
    }
}

/// Waits (for a `3n+1` hand).
pub fn check_waits(h: &Hand, rules: &RuleSet, t: &mut Tally) {
    t.wait_checks += 1;
    let (core, refr) = (ids(h, rules), ref_waits(h, rules));
    t.ready += !refr.is_empty() as usize;
    if core != refr {
        t.fail(format!(
            "waits [{}{}] {h}: core {core:?}, reference {refr:?}",
            rules.name,
            rules.wildcard.map(|w| format!(" wild {w}")).unwrap_or_default()
        ));
    }
}

/// Shanten, overall and per target.
pub fn check_shanten(h: &Hand, rules: &RuleSet, t: &mut Tally) {
    t.shanten_checks += 1;
    let per_target = ref_shanten_by_target(h, rules);
    let refr = per_target.iter().flatten().min().copied().expect("regular always fits");
    let core = shanten(h, rules);
    t.shanten_hist[(refr + 1) as usize] += 1;
    let wild = rules.wildcard.map(|w| format!(" wild {w}")).unwrap_or_default();
    if core != refr {
        t.fail(format!("shanten [{}{wild}] {h}: core {core}, reference {refr}", rules.name));
        return;
    }
    let core_by_target = shanten_by_target(h, rules);
    for (i, target) in Target::ALL.into_iter().enumerate() {
        let core = core_by_target.iter().find(|(t, _)| *t == target).and_then(|(_, s)| *s);
        if core != per_target[i] {
            t.fail(format!(
                "shanten {} [{}{wild}] {h}: core {core:?}, reference {:?}",
                target.name(),
                rules.name,
                per_target[i]
            ));
        }
    }
}

/// Per-target shanten through `shanten_for` (one call per target; slower
/// than [`check_shanten`], which reads `shanten_by_target`).
pub fn check_shanten_for(h: &Hand, rules: &RuleSet, t: &mut Tally) {
    for target in Target::ALL {
        let (core, refr) = (shanten_for(h, rules, target), ref_shanten_for(h, rules, target));
        if core != refr {
            t.fail(format!(
                "shanten_for {} [{}] {h}: core {core:?}, reference {refr:?}",
                target.name(),
                rules.name
            ));
        }
    }
}

/// Win or waits by the hand's size, and shanten when `with_shanten`.
pub fn check_hand(h: &Hand, rules: &RuleSet, with_shanten: bool, t: &mut Tally) {
    t.hands += 1;
    if h.is_complete_size() {
        check_win(h, rules, t);
    } else {
        check_waits(h, rules, t);
    }
    if with_shanten {
        check_shanten(h, rules, t);
    }
}
