//! What EXPERT knows of 国标 so far: a simple policy of its own, legal by
//! construction. It wins whenever a win is legal (the legal list holds only
//! wins that reach the minimum), and discards toward the MCR form closest to
//! ready ([`super::shanten`] over every form); once ready, it keeps the
//! discard whose waits reach the minimum most often, counting only waits
//! priced by [`super::score`] at or above it — it never plans a win below
//! the minimum. It does not claim (a concealed hand keeps 门前清 and 不求人)
//! nor kong. The generic model (small and big hands) does not apply here.
use super::engine::{meets_minimum, seat_wind};
use super::{Situation, Wind};
use crate::counts::Counts;
use crate::expert::eval::Pricing;
use crate::expert::eval::Scratch;
use crate::expert::{Expert, Params, Position};
use crate::family::ExpertFamily;
use crate::game::{Action, Observation, Phase};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::Tile;

impl ExpertFamily for super::Mcr {
    fn choose(_: &Expert, obs: &Observation<'_>) -> Option<Action> {
        Some(choose(obs))
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

    /// A legal win on a discard reaches the minimum: always take it.
    fn win_on_discard(_: &Params, _: &mut Scratch, _: &Position<'_>, _: Tile) -> Option<bool> {
        Some(true)
    }

    fn planning_rules(_: &RuleSet) -> Option<RuleSet> {
        None
    }

    fn hint_note(pos: &Position<'_>) -> Option<(String, String)> {
        let m = pos.rules.mcr;
        let (zh, en) = if m.flowers_count {
            ("花牌计入", "flowers included")
        } else {
            ("花牌不计", "flowers not counted")
        };
        // Appended to the discard's own reason: set apart from it.
        Some((
            format!("; 国标: 和牌至少 {} 番 ({zh})", m.minimum),
            format!("; MCR: a win needs {} fan ({en})", m.minimum),
        ))
    }
}

/// EXPERT's answer under 国标 (see the module docs).
pub(crate) fn choose(obs: &Observation<'_>) -> Action {
    if obs.is_legal(Action::Hu) {
        return Action::Hu;
    }
    let first = obs.legal.first().copied().unwrap_or(Action::Pass);
    match obs.phase {
        Phase::Turn { .. } => best_discard(obs).unwrap_or(first),
        _ if obs.is_legal(Action::Pass) => Action::Pass,
        _ => first,
    }
}

/// The discard keeping the hand closest to ready, then with the most waits
/// that reach the minimum, then the most isolated tile.
fn best_discard(obs: &Observation<'_>) -> Option<Action> {
    let unseen = obs.unseen();
    let base = Situation {
        seat: seat_wind(obs.seat, obs.dealer),
        round: obs.rules.mcr.round,
        flowers: obs.table[obs.seat].flowers(),
        ..Situation::on_discard(Tile::from_index_unchecked(0))
    };
    let mut best: Option<((i8, i64, i64), Action)> = None;
    for &a in obs.legal {
        let Action::Discard(t) = a else { continue };
        let mut h = obs.hand;
        h.pop_unchecked(t);
        let Ok(sh) = super::shanten(&h) else { continue };
        let good = if sh == 0 { good_waits(&h, base, &unseen, obs.rules) } else { 0 };
        let key = (sh, -good, -isolation(&obs.hand, t));
        if best.is_none_or(|(k, _)| key < k) {
            best = Some((key, a));
        }
    }
    best.map(|(_, a)| a)
}

/// Unseen copies of the waits of the ready `3n+1` hand whose win reaches the
/// minimum, on a discard or by self-draw.
fn good_waits(hand: &Hand, base: Situation, unseen: &Counts, rules: &RuleSet) -> i64 {
    let Ok(waits) = super::waits(hand, &base) else { return 0 };
    waits
        .iter()
        .filter(|(t, s)| {
            meets_minimum(s, rules) || {
                let drawn = Situation { win: *t, self_drawn: true, ..base };
                hand.with_tile(*t)
                    .ok()
                    .and_then(|h| super::score(&h, &drawn).ok().flatten())
                    .is_some_and(|s| meets_minimum(&s, rules))
            }
        })
        .map(|(t, _)| i64::from(unseen.get(*t)))
        .sum()
}

/// How little `t` does for `hand`: a lone honour most, then a lone
/// terminal, a lone suited tile far from any other of its suit; 0 for a
/// tile in a pair or near a neighbour.
fn isolation(hand: &Hand, t: Tile) -> i64 {
    let c = hand.concealed();
    if c.get(t) > 1 {
        return 0;
    }
    if t.is_honour() {
        // A dragon (箭刻 2 fan whoever holds it) is kept a little longer
        // than a wind.
        return if Wind::ALL.iter().any(|w| w.tile() == t) { 4 } else { 3 };
    }
    let i = t.index();
    let suit_start = i - (i % 9);
    let near = (i.saturating_sub(2).max(suit_start)..=(i + 2).min(suit_start + 8))
        .filter(|&k| k != i)
        .any(|k| c.0[k] > 0);
    if near {
        0
    } else if t.number() == 1 || t.number() == 9 {
        2
    } else {
        1
    }
}
