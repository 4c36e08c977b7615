//! EXPERT at a table: the [`Agent`] the engine and the arena seat.
//!
//! Every decision the engine asks maps onto one [`Expert`] question, with
//! the unseen counts of [`Observation::unseen`] (4 − own hand and melds −
//! every visible discard and meld) and the player's own draws still to come
//! (a quarter of the wall, rounded up):
//!
//! | phase | question |
//! |---|---|
//! | turn, 胡 legal | always win ([`Expert::win_on_self_draw`]) |
//! | turn, kongs legal | [`Expert::choose_own_kong`], then [`Expert::kong_style`] |
//! | turn | [`Expert::choose_discard`] (a frozen 开杠 hand discards what it drew) |
//! | claim on a discard | 胡 by [`Expert::win_on_discard`]; 吃/碰/杠 by [`Expert::choose_call`]; 开杠 by [`Expert::kong_style`] |
//! | claim on a robbed kong, a flip, the last tile | 胡 (each is a big hand) |
//! | 开杠 flip, last tile drawn | 胡 |
//! | last tile offered | [`Expert::take_last_tile`] |
//!
//! On a 四川 table 换三张, 定缺, the turns and the claims on a discard go to
//! [`super::sichuan`] (the void suit first, fan and kong money, the players
//! still in). Opening wins (起手胡) are settled by the engine without asking.
//! Deterministic: the same observation gives the same action, so the agent
//! needs no random seed. No allocation on the decision path.

use super::by_family::ExpertFamily;
use super::claim::{after_call, after_own_kong};
use super::{Call, Expert, KongStyle, Position, Threats};
use crate::counts::Counts;
use crate::family::with_family;
use crate::game::Agent;
use crate::game::{Action, Observation, Offer, Phase};
use crate::tile::Tile;

/// EXPERT as an engine [`Agent`] (difficulty 3).
///
/// ```
/// use majiang_core::{RuleSet, ai::Agent, expert::ExpertAgent, game::play_hand};
/// let mut seats = [ExpertAgent::default(), ExpertAgent::default(),
///                  ExpertAgent::default(), ExpertAgent::default()];
/// let [a, b, c, d] = &mut seats;
/// let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
/// let result = play_hand(&RuleSet::eval_v1(), 7, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ExpertAgent {
    expert: Expert,
}

impl ExpertAgent {
    /// The agent playing as `expert` decides.
    #[must_use]
    pub const fn new(expert: Expert) -> ExpertAgent {
        ExpertAgent { expert }
    }

    /// The player behind the agent.
    #[must_use]
    pub const fn expert(&self) -> &Expert {
        &self.expert
    }

    /// The action for `obs`; `None` when the question has no legal answer
    /// EXPERT recognises (the caller then plays the first legal action).
    fn choose(&self, obs: &Observation<'_>) -> Option<Action> {
        if let Some(a) = with_family!(obs.rules.scoring, F => F::choose(&self.expert, obs)) {
            return Some(a);
        }
        let unseen = obs.unseen();
        // Own draws to come: the wall is shared by four players.
        let draws = obs.wall_left.div_ceil(4) as u32;
        match obs.phase {
            Phase::Turn { .. } => self.turn(obs, &unseen, draws),
            Phase::Claim { offer: Offer::Discard(t), .. } => self.claim(obs, &unseen, draws, t),
            Phase::HaidiOffer { .. } => {
                let take = self.expert.take_last_tile(&obs.hand, obs.rules).ok()?;
                Some(if take { Action::TakeHaidi } else { Action::Pass })
            }
            // A robbed kong, a flip or the last tile: a win there is a big
            // hand (or the last chance), always worth taking.
            _ => Some(if obs.is_legal(Action::Hu) { Action::Hu } else { Action::Pass }),
        }
    }

    /// [`Self::choose`] for the tests of sibling modules.
    #[cfg(test)]
    pub(crate) fn choose_for_test(&self, obs: &Observation<'_>) -> Option<Action> {
        self.choose(obs)
    }

    fn turn(&self, obs: &Observation<'_>, unseen: &Counts, draws: u32) -> Option<Action> {
        if obs.is_legal(Action::Hu) {
            return Some(Action::Hu);
        }
        if obs.frozen {
            // A 开杠 hand may only discard what it drew.
            return obs.legal.iter().copied().find(|a| matches!(a, Action::Discard(_)));
        }
        let (hand, rules) = (&obs.hand, obs.rules);
        let threats = if self.expert.params.danger_weight > 0.0 {
            Threats::observe(obs, unseen)
        } else {
            Threats::NONE
        };
        let pos = Position::new(hand, rules, unseen, draws).facing(&threats);
        for &a in obs.legal {
            let t = match a {
                Action::AnGang(t) | Action::BuGang(t) => t,
                Action::AnKaiGang(t) | Action::BuKaiGang(t)
                    if !obs
                        .legal
                        .iter()
                        .any(|&b| b == Action::AnGang(t) || b == Action::BuGang(t)) =>
                {
                    t
                }
                _ => continue,
            };
            if self.expert.choose_own_kong(&pos, t).ok()? {
                let after = after_own_kong(hand, rules, t).ok()?;
                let style = self.expert.kong_style(&pos.with_hand(&after, draws)).ok()?;
                let kai = matches!(a, Action::AnGang(_) | Action::AnKaiGang(_));
                let pick = match (style, kai) {
                    (KongStyle::KaiGang, true) => Action::AnKaiGang(t),
                    (KongStyle::KaiGang, false) => Action::BuKaiGang(t),
                    (KongStyle::BuZhang, true) => Action::AnGang(t),
                    (KongStyle::BuZhang, false) => Action::BuGang(t),
                };
                return Some(if obs.is_legal(pick) { pick } else { a });
            }
        }
        let tile = self.expert.choose_discard(&pos).ok()?;
        Some(Action::Discard(tile))
    }

    fn claim(&self, obs: &Observation<'_>, unseen: &Counts, draws: u32, t: Tile) -> Option<Action> {
        let (hand, rules) = (&obs.hand, obs.rules);
        let pos = Position::new(hand, rules, unseen, draws);
        if obs.is_legal(Action::Hu) && self.expert.win_on_discard(&pos, t).ok()? {
            return Some(Action::Hu);
        }
        // The legal calls as EXPERT's options (at most 杠, 碰 and three 吃).
        let mut options = [Call::Peng; 5];
        let mut n = 0;
        for &a in obs.legal {
            let call = match a {
                Action::Chi(low) => Call::Chi(low),
                Action::Peng => Call::Peng,
                Action::Gang | Action::KaiGang => Call::Gang,
                _ => continue,
            };
            if !options[..n].contains(&call) && n < options.len() {
                options[n] = call;
                n += 1;
            }
        }
        let Some(call) = self.expert.choose_call(&pos, t, &options[..n]).ok()? else {
            return Some(Action::Pass);
        };
        Some(match call {
            Call::Chi(low) => Action::Chi(low),
            Call::Peng => Action::Peng,
            Call::Gang => {
                let after = after_call(hand, rules, t, Call::Gang).ok()?;
                let style = self.expert.kong_style(&pos.with_hand(&after, draws)).ok()?;
                if (style == KongStyle::KaiGang && obs.is_legal(Action::KaiGang))
                    || !obs.is_legal(Action::Gang)
                {
                    Action::KaiGang
                } else {
                    Action::Gang
                }
            }
        })
    }
}

impl Agent for ExpertAgent {
    fn name(&self) -> &str {
        "EXPERT"
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        match self.choose(obs) {
            Some(a) if obs.is_legal(a) => a,
            _ => obs.legal[0],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::play_hand;
    use crate::rules::RuleSet;

    /// EXPERT with a check on every decision: its own answer is legal (the
    /// first-legal fallback of `decide` is never needed), and a tally of
    /// what the engine asked.
    struct Checked {
        agent: ExpertAgent,
        asked: [u32; 5],
    }

    impl Agent for Checked {
        fn name(&self) -> &str {
            "checked"
        }
        fn decide(&mut self, obs: &Observation<'_>) -> Action {
            let a = self.agent.choose(obs).expect("EXPERT answers every question");
            assert!(obs.is_legal(a), "{a} not in {:?} ({:?})", obs.legal, obs.phase);
            let kind = match (obs.phase, a) {
                (Phase::Turn { .. }, Action::Discard(_)) => 0,
                (Phase::Turn { .. }, _) => 1,
                (Phase::Claim { .. }, Action::Pass) => 2,
                (Phase::Claim { .. }, _) => 3,
                _ => 4,
            };
            self.asked[kind] += 1;
            a
        }
    }

    #[test]
    fn answers_every_question_legally() {
        for rules in [
            RuleSet::eval_v1(),
            RuleSet::changsha(),
            RuleSet::zhuanzhuan(),
            RuleSet::hongzhong(),
            RuleSet::sichuan(),
        ] {
            let mut seats: [Checked; 4] =
                std::array::from_fn(|_| Checked { agent: ExpertAgent::default(), asked: [0; 5] });
            for seed in 0..300 {
                let [a, b, c, d] = &mut seats;
                let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
                let r = play_hand(&rules, seed, (seed % 4) as usize, &mut agents).unwrap();
                assert_eq!(r.deltas.iter().sum::<i32>(), 0);
            }
            let mut asked = [0; 5];
            for s in &seats {
                for (t, n) in asked.iter_mut().zip(s.asked) {
                    *t += n;
                }
            }
            // Discards, own kongs or wins, passes, calls or wins on a
            // discard, and the other questions (flips, the last tile) all came.
            assert!(asked[..4].iter().all(|&n| n > 0), "{}: {asked:?}", rules.name);
            // The other questions: flips and the last tile on Changsha,
            // 换三张 and 定缺 on 四川.
            if rules.table.haidi_offer || rules.name == "sichuan" {
                assert!(asked[4] > 0, "{}: {asked:?}", rules.name);
            }
        }
    }
}
