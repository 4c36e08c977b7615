//! What EXPERT knows of 国标: it plans for the minimum, calls, defends and
//! explains itself.
//!
//! - **Worth of a hand** ([`Worth`]): a `3n+1` hand is weighed by its fan
//!   plans ([`super::plan`]: 清一色, 混一色, 碰碰和, 七对, the knitted forms,
//!   the three-chow fans, 五门齐, 断幺, or small fans alone), each the chance
//!   of finishing it within the own draws left times what its win pays,
//!   shrunk when its fan falls short of the minimum. A ready hand is priced
//!   exactly: each wait scored by [`super::score`], only the waits that reach
//!   the minimum (on a discard, or by self-draw at a third) counted, by
//!   their unseen copies. A shape that wins under the minimum is worth only
//!   the plans that lead past it.
//! - **Discards**, in this order ([`Weighed::key`]): the fewest steps to a
//!   win that may be declared (the shanten over every form, a ready hand
//!   none of whose waits reaches the minimum counting a step away, the
//!   knitted forms leading only once a step from ready: far off, their few
//!   useful kinds make them slower than their shanten says); then a draw
//!   ahead — one step from ready, the unseen draws that make the hand ready
//!   times the waits that then reach the minimum (the minimum's law, exact
//!   by [`super::score`]), further off the draws that bring it closer plus
//!   twice its plans' worth; then the worth; then the loneliest tile. A
//!   step further is taken only for twenty times the worth. Far from a
//!   win (2 steps or more) and facing an opponent likely ready
//!   ([`super::defence`]), the discard of the most worth less risk among
//!   those at most a step further wins: EXPERT folds onto safer tiles.
//! - **Calls** (吃 / 碰 / 明杠): one step from ready, made whenever the call
//!   makes the hand ready with waits at the minimum (A5's rule: a ready
//!   hand now beats the concealed plans the worth prices); else made when
//!   the call brings the hand a step closer to a declarable win and raises
//!   its worth, or, one step from ready, leaves a hand whose draws lead to
//!   a quarter more waits at the minimum; the concealed plans and 门前清
//!   are lost by a call, which the worth already counts.
//! - **Own kongs** (暗杠 / 补杠): declared unless the hand without them is
//!   worth more (a four kept for 七对).
//! - **Wins**: every legal win (the legal list holds only wins that reach
//!   the minimum).
//! - **Hints** ([`hints`]): every discard with its shanten, its useful
//!   draws, the plan it keeps ("aiming at 混一色 + 碰碰和, about 14 fan"), its
//!   waits and how many reach the minimum, in 中文 and English.
use super::defence::Danger;
use super::engine::{meets_minimum, seat_wind};
use super::plan::{self, Plan, Shape};
use super::{Situation, Wind};
use crate::counts::Counts;
use crate::error::Result;
use crate::expert::by_family::ExpertFamily;
use crate::expert::claim::{after_call, after_own_kong};
use crate::expert::eval::Pricing;
use crate::expert::eval::Scratch;
use crate::expert::{Call, Expert, Hint, Params, Place, Position};
use crate::game::{Action, Observation, Offer, Phase};
use crate::hand::Hand;
use crate::notation::{format_chinese, format_tiles};
use crate::rules::{RuleSet, Target};
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

    fn hints(_: &Expert, pos: &Position<'_>) -> Option<Result<Vec<Hint>>> {
        Some(hints(pos))
    }
}

/// What EXPERT knows at a decision beyond the hand.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View<'a> {
    rules: &'a RuleSet,
    unseen: Counts,
    unseen_total: u32,
    /// Own draws left (a quarter of the wall).
    draws: u32,
    seat: Wind,
    round: Wind,
    flowers: u8,
    minimum: f32,
}

impl<'a> View<'a> {
    fn of(obs: &'a Observation<'_>) -> View<'a> {
        View::new(
            obs.rules,
            obs.unseen(),
            obs.wall_left.div_ceil(4) as u32,
            seat_wind(obs.seat, obs.dealer),
            obs.table[obs.seat].flowers(),
        )
    }

    fn new(rules: &'a RuleSet, unseen: Counts, draws: u32, seat: Wind, flowers: u8) -> View<'a> {
        let m = rules.mcr;
        // Flowers toward the minimum lower what the tiles must make.
        let minimum = if m.flowers_count {
            f32::from(m.minimum).max(f32::from(flowers)) - f32::from(flowers)
        } else {
            f32::from(m.minimum)
        };
        View {
            rules,
            unseen,
            unseen_total: unseen.total() as u32,
            draws,
            seat,
            round: m.round,
            flowers,
            minimum,
        }
    }

    fn situation(&self, win: Tile) -> Situation {
        Situation {
            seat: self.seat,
            round: self.round,
            flowers: self.flowers,
            ..Situation::on_discard(win)
        }
    }
}

/// A ready hand's waits.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Ready {
    /// Kinds that complete the shape.
    pub(crate) kinds: u32,
    /// Unseen copies of the waits.
    pub(crate) tiles: u32,
    /// Unseen copies of the waits that reach the minimum on a discard.
    pub(crate) good: u32,
    /// Unseen copies that reach it only by self-draw.
    pub(crate) drawn_only: u32,
    /// The most fan a wait scores (flowers included), and its wait.
    pub(crate) best_fan: u32,
    /// The largest fan among the waits, with that win's fans named by the
    /// two largest.
    pub(crate) best: Option<(Tile, [Option<super::Fan>; 2])>,
    /// The mean fan of the waits that reach the minimum.
    pub(crate) mean_fan: f32,
}

/// What a `3n+1` hand is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Worth {
    /// Expected points (the plans' or the waits' worth).
    pub(crate) value: f32,
    /// Shanten over every form.
    pub(crate) shanten: i8,
    /// The plan followed (the best plan's, also when ready).
    pub(crate) plan: Option<Plan>,
    /// The waits when ready.
    pub(crate) ready: Option<Ready>,
    /// The chance of winning within the draws left, estimated.
    pub(crate) chance: f32,
}

impl Worth {
    /// Steps to a win that may be declared: the shanten, but a ready hand
    /// none of whose waits reaches the minimum is a step away (a tile must
    /// change before it can win).
    pub(crate) fn steps(&self) -> i8 {
        match self.ready {
            Some(r) if r.good + r.drawn_only == 0 => 1,
            _ => self.shanten,
        }
    }
}

/// The waits of the ready `hand` and what they score. The candidates are
/// the shape kernel's waits (the regular shape, 七对, 十三幺), every kind
/// when a knitted form (全不靠, 组合龙) is ready too (`knitted`).
fn ready_waits(hand: &Hand, view: &View<'_>, knitted: bool) -> Ready {
    let mut r = Ready::default();
    let shapes = if knitted {
        crate::tile::TileSet::from_bits((1u64 << crate::tile::KINDS) - 1)
    } else {
        match crate::win::waits(hand, view.rules) {
            Ok(w) => w,
            Err(_) => return r,
        }
    };
    let all = hand.all_tiles();
    let mut waits = Vec::with_capacity(4);
    for t in shapes.iter().filter(|&t| all.get(t) < 4) {
        let Ok(won) = hand.with_tile(t) else { continue };
        if let Ok(Some(score)) = super::score(&won, &view.situation(t)) {
            waits.push((t, score));
        }
    }
    let mut fan_sum = 0f32;
    for (t, s) in &waits {
        let copies = u32::from(view.unseen.get(*t));
        r.kinds += 1;
        r.tiles += copies;
        let on_discard = meets_minimum(s, view.rules);
        let best = if on_discard {
            r.good += copies;
            Some(s.clone())
        } else {
            let drawn = Situation { win: *t, self_drawn: true, ..view.situation(*t) };
            hand.with_tile(*t)
                .ok()
                .and_then(|h| super::score(&h, &drawn).ok().flatten())
                .filter(|s| meets_minimum(s, view.rules))
                .inspect(|_| r.drawn_only += copies)
        };
        if let Some(s) = best {
            let total = s.total();
            fan_sum += total as f32 * copies as f32;
            if total > r.best_fan || r.best.is_none() {
                r.best_fan = total;
                let mut named = [None; 2];
                let mut fans: Vec<_> = s.fans().collect();
                fans.sort_by_key(|f| std::cmp::Reverse(f.fan.value()));
                for (slot, f) in named.iter_mut().zip(fans.iter()) {
                    *slot = Some(f.fan);
                }
                r.best = Some((*t, named));
            }
        }
    }
    let counted = r.good + r.drawn_only;
    r.mean_fan = if counted > 0 { fan_sum / counted as f32 } else { 0.0 };
    r
}

/// What the `3n+1` `hand` is worth with `draws` own draws left.
pub(crate) fn worth(hand: &Hand, view: &View<'_>, draws: u32) -> Worth {
    let shape = Shape::of(hand);
    let plans = plan::plans(hand, &shape, view.seat, view.round);
    let shanten = plans.all().first().map_or(i8::MAX, |p| p.shanten);
    if shanten == 0 {
        let knitted = plans.all().iter().any(|p| {
            p.shanten == 0
                && matches!(
                    p.fans[0],
                    Some(super::Fan::LesserHonorsAndKnittedTiles | super::Fan::KnittedStraight)
                )
        });
        let ready = ready_waits(hand, view, knitted);
        // A self-draw alone comes about a third as often.
        let good = ready.good * 3 + ready.drawn_only;
        let chance = plan::ready_chance(good, view.unseen_total * 3, draws);
        let v = chance * plan::worth(ready.mean_fan);
        let (beyond, p) = plans.worth(draws, view.minimum, 1);
        let follow = plans.all().iter().find(|p| p.shanten == 0 && p.fans[0].is_some()).copied();
        return Worth {
            value: v.max(beyond),
            shanten,
            plan: if v >= beyond { follow.or(p) } else { p },
            ready: Some(ready),
            // The chance of the line the value follows: these waits, or
            // the plan beyond them (not the better of the two: a plan's
            // table chance beside a poor wait's would name a chance the
            // hint's waits do not have).
            chance: match p {
                Some(p) if v < beyond => plan::finish(p.shanten, draws),
                _ => chance,
            },
        };
    }
    let (value, p) = plans.worth(draws, view.minimum, 0);
    Worth {
        value,
        shanten,
        plan: p,
        ready: None,
        chance: p.map_or(0.0, |p| plan::finish(p.shanten, draws)),
    }
}

/// EXPERT's answer under 国标 (see the module docs).
pub(crate) fn choose(obs: &Observation<'_>) -> Action {
    if obs.is_legal(Action::Hu) {
        return Action::Hu;
    }
    let first = obs.legal.first().copied().unwrap_or(Action::Pass);
    let answer = match obs.phase {
        Phase::Turn { .. } => turn(obs),
        Phase::Claim { offer: Offer::Discard(t), .. } => claim(obs, t),
        _ => None,
    };
    match answer {
        Some(a) if obs.is_legal(a) => a,
        _ if obs.is_legal(Action::Pass) => Action::Pass,
        _ => first,
    }
}

/// Far from ready (this shanten or more) and facing an opponent this
/// likely to be ready, EXPERT weighs each discard's risk against its worth.
const FOLD_SHANTEN: i8 = 2;
const FOLD_READY: f32 = 0.45;

/// How many ways the one-step-from-ready `3n+1` `hand` has to a ready hand
/// whose waits reach the minimum: for each unseen draw that makes it ready
/// (the shape kernel's shapes), its unseen copies times the good waits of
/// the best discard after it (self-draw-only waits at a third).
fn good_ready_mass(hand: &Hand, view: &View<'_>) -> u32 {
    let rules = view.rules;
    let mut mass = 0;
    for t in Tile::all().filter(|&t| view.unseen.get(t) > 0) {
        let Ok(plus) = hand.with_tile(t) else { continue };
        if crate::shanten::shanten(&plus, rules) != 0 {
            continue;
        }
        let mut best = 0;
        for d in plus.concealed().kinds() {
            let mut ready = plus;
            ready.pop_unchecked(d);
            if crate::win::waits(&ready, rules).is_ok_and(|w| !w.is_empty()) {
                let r = ready_waits(&ready, view, false);
                best = best.max(3 * r.good + r.drawn_only);
            }
        }
        mass += u32::from(view.unseen.get(t)) * best;
    }
    mass
}

/// The unseen draws that lower the shanten of the `3n+1` `hand` (the shape
/// kernel's shapes): its tile efficiency.
fn improving(hand: &Hand, view: &View<'_>) -> u32 {
    let rules = view.rules;
    let now = crate::shanten::shanten(hand, rules);
    Tile::all()
        .filter(|&t| view.unseen.get(t) > 0)
        .filter(|&t| hand.with_tile(t).is_ok_and(|p| crate::shanten::shanten(&p, rules) < now))
        .map(|t| u32::from(view.unseen.get(t)))
        .sum()
}

/// One discard weighed: the tile, the worth after it, its risk and how
/// lonely it was.
#[derive(Clone, Copy, Debug)]
struct Weighed {
    tile: Tile,
    worth: Worth,
    risk: f32,
    iso: i64,
    /// Draws ahead: one step from ready, the unseen draws that make it
    /// ready times the good waits then (the minimum's law); further, the
    /// unseen draws that bring it closer (0 when not looked at).
    ahead: u32,
}

impl Weighed {
    /// The order of play: the lowest shanten over every form first (speed
    /// wins most hands), then the worth (the fan plans, or the waits that
    /// reach the minimum), then the loneliest tile.
    fn key(&self) -> (i8, i64, f32, i64) {
        (self.worth.steps(), -i64::from(self.ahead), -self.worth.value, -self.iso)
    }
}

/// The discards of the `3n+2` `hand` the `allowed` filter lets through,
/// weighed, and the one EXPERT plays (with whether it folded).
fn weigh_discards(
    hand: &Hand,
    view: &View<'_>,
    danger: &Danger,
    allowed: impl Fn(Tile) -> bool,
) -> Option<(Weighed, bool)> {
    let list = weigh_all(hand, view, danger, allowed);
    choose_among(&list, danger)
}

/// Every discard of the `3n+2` `hand` that `allowed` lets through, weighed,
/// the closest to a declarable win looked a draw ahead.
fn weigh_all(
    hand: &Hand,
    view: &View<'_>,
    danger: &Danger,
    allowed: impl Fn(Tile) -> bool,
) -> [Option<Weighed>; 14] {
    let mut list = [None; 14];
    let mut n = 0;
    for t in hand.concealed().kinds().filter(|&t| allowed(t)) {
        let mut after = *hand;
        after.pop_unchecked(t);
        let w = worth(&after, view, view.draws);
        if n < list.len() {
            list[n] = Some(Weighed {
                tile: t,
                worth: w,
                risk: danger.risk(t),
                iso: isolation(hand, t),
                ahead: 0,
            });
            n += 1;
        }
    }
    // Look a draw ahead from the closest discards.
    let closest = list.iter().flatten().map(|w| w.worth.steps()).min().unwrap_or(0);
    if closest >= 1 {
        for w in list.iter_mut().flatten().filter(|w| w.worth.steps() == closest) {
            let mut after = *hand;
            after.pop_unchecked(w.tile);
            w.ahead = if closest == 1 {
                good_ready_mass(&after, view)
            } else {
                improving(&after, view) + (2.0 * w.worth.value) as u32
            };
        }
    }
    list
}

/// The discard EXPERT plays among `list` (see [`Weighed::key`]), with
/// whether it folded.
fn choose_among(list: &[Option<Weighed>; 14], danger: &Danger) -> Option<(Weighed, bool)> {
    let all = list.iter().flatten();
    let best = *all
        .clone()
        .min_by(|a, b| a.key().partial_cmp(&b.key()).unwrap_or(std::cmp::Ordering::Equal))?;
    // A step further from ready is worth it when the worth more than
    // doubles (a plan to the minimum kept instead of a shape that would
    // not reach it).
    let mut pick = best;
    for w in all.clone() {
        if w.worth.steps() == best.worth.steps() + 1
            && w.worth.value > 20.0 * pick.worth.value.max(0.01)
        {
            pick = *w;
        }
    }
    if best.worth.steps() >= FOLD_SHANTEN && danger.top >= FOLD_READY {
        let folded = all
            .filter(|w| w.worth.steps() <= best.worth.steps() + 1)
            .max_by(|a, b| (a.worth.value - a.risk).total_cmp(&(b.worth.value - b.risk)))
            .copied()
            .unwrap_or(pick);
        return Some((folded, folded.tile != pick.tile));
    }
    Some((pick, false))
}

fn turn(obs: &Observation<'_>) -> Option<Action> {
    let view = View::of(obs);
    let danger = Danger::observe(obs, &view.unseen);
    let hand = &obs.hand;
    let legal_discard = |t: Tile| obs.is_legal(Action::Discard(t));
    let (pick, _) = weigh_discards(hand, &view, &danger, legal_discard)?;
    for &a in obs.legal {
        let (Action::AnGang(t) | Action::BuGang(t)) = a else { continue };
        let Ok(after) = after_own_kong(hand, obs.rules, t) else { continue };
        // The kong's replacement is one more draw.
        let w = worth(&after, &view, view.draws + 1);
        if (w.steps(), -w.value) <= (pick.worth.steps(), -pick.worth.value) {
            return Some(a);
        }
    }
    Some(Action::Discard(pick.tile))
}

/// A call must bring the hand this much more worth than passing (points):
/// a call shows the hand and ends the concealed plans for good.
const CALL_MARGIN: f32 = 0.0;

fn claim(obs: &Observation<'_>, t: Tile) -> Option<Action> {
    let mut calls = [(Action::Pass, Call::Peng); 5];
    let mut n = 0;
    for &a in obs.legal {
        let call = match a {
            Action::Chi(low) => Call::Chi(low),
            Action::Peng => Call::Peng,
            Action::Gang => Call::Gang,
            _ => continue,
        };
        if n < calls.len() {
            calls[n] = (a, call);
            n += 1;
        }
    }
    if n == 0 {
        return Some(Action::Pass);
    }
    let view = View::of(obs);
    let danger = Danger::observe(obs, &view.unseen);
    let options: Vec<Call> = calls[..n].iter().map(|&(_, c)| c).collect();
    let pick = call_choice(&obs.hand, t, &options, &view, &danger);
    Some(calls[..n].iter().find(|&&(_, c)| Some(c) == pick).map_or(Action::Pass, |&(a, _)| a))
}

/// Which of `options` to call on the discard `t` (the `3n+1` `hand`
/// before it), or `None` to pass: one step from ready, a call that makes
/// the hand ready with waits at the minimum; else a call must bring the
/// hand a step closer and raise its worth by [`CALL_MARGIN`] (a plan to the
/// minimum brought closer), or, one step from ready, lead to a quarter more
/// waits at the minimum a draw ahead.
fn call_choice(
    hand: &Hand,
    t: Tile,
    options: &[Call],
    view: &View<'_>,
    danger: &Danger,
) -> Option<Call> {
    let pass = worth(hand, view, view.draws);
    // One step from ready, a call may also trade the hand for one whose
    // draws lead to more waits at the minimum (the same measure as a
    // discard's look ahead), by a quarter at least.
    let pass_mass = if pass.steps() == 1 { good_ready_mass(hand, view) } else { 0 };
    let mut best = (pass.steps(), pass.value + CALL_MARGIN, pass_mass + pass_mass / 4, None);
    for &call in options {
        let Ok(after) = after_call(hand, view.rules, t, call) else { continue };
        let (w, ahead) = if call == Call::Gang {
            (worth(&after, view, view.draws + 1), 0)
        } else {
            match weigh_discards(&after, view, danger, |_| true) {
                Some((w, _)) => (w.worth, w.ahead),
                None => continue,
            }
        };
        // One step from ready, a call that makes the hand ready with waits
        // at the minimum is made whatever the worth says (the best such
        // call by its worth): A5's claim rule, where the worth of the
        // concealed plans passing keeps overrated the slow hand.
        let ready_call = pass.steps() == 1 && w.steps() == 0;
        let first_ready = ready_call && best.0 > 0;
        let closer = w.steps() < pass.steps() && w.steps() <= best.0 && w.value > best.1;
        let better = pass.steps() == 1 && w.steps() == 1 && best.0 == 1 && ahead > best.2;
        if first_ready {
            best = (0, w.value, best.2, Some(call));
        } else if closer || better {
            best = (w.steps(), w.value.max(best.1), ahead.max(best.2), Some(call));
        }
    }
    best.3
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

/// The hints of a `3n+2` hand under 国标: every kind held as a discard,
/// best first, each with its shanten over every MCR form, its useful draws,
/// the plan it keeps and, once ready, its waits and how many reach the
/// minimum. The seat's wind is the position's place from the dealer (East
/// when it has none), the prevalent wind the rules' round.
pub(crate) fn hints(pos: &Position<'_>) -> Result<Vec<Hint>> {
    let hand = pos.hand;
    if !hand.is_complete_size() {
        return Err(crate::error::Error::WrongHandSize {
            what: "a discard decision",
            expected: "3n+2",
            got: hand.concealed().total(),
        });
    }
    let seat = Wind::ALL[pos.place.unwrap_or(Place::DEALER).after_dealer()];
    let view = View::new(pos.rules, *pos.unseen, pos.draws_left, seat, 0);
    let note = <super::Mcr as ExpertFamily>::hint_note(pos);
    // The order EXPERT plays in (its choice first), each explained.
    let list = weigh_all(hand, &view, &Danger::NONE, |_| true);
    let first = choose_among(&list, &Danger::NONE);
    let mut weighed: Vec<Weighed> = list.iter().flatten().copied().collect();
    weighed.sort_by(|a, b| a.key().partial_cmp(&b.key()).unwrap_or(std::cmp::Ordering::Equal));
    if let Some((pick, _)) = first
        && let Some(i) = weighed.iter().position(|w| w.tile == pick.tile)
    {
        let w = weighed.remove(i);
        weighed.insert(0, w);
    }
    let mut out: Vec<Hint> = Vec::new();
    for x in weighed {
        let (t, w) = (x.tile, x.worth);
        let after = hand.without_tile(t)?;
        let useful = useful_draws(&after, w.shanten, pos.unseen)?;
        let (mut zh, mut en) = explain(t, &w, &useful, &view);
        if let Some((nz, ne)) = &note {
            zh.push_str(nz);
            en.push_str(ne);
        }
        let targets = match w.plan.and_then(|p| p.fans[0]) {
            Some(super::Fan::SevenPairs) => vec![Target::SevenPairs],
            Some(super::Fan::ThirteenOrphans) => vec![Target::ThirteenOrphans],
            Some(super::Fan::AllPungs) => vec![Target::PengPengHu],
            Some(super::Fan::FullFlush) => vec![Target::QingYiSe],
            _ => vec![Target::Regular],
        };
        let useful_tiles = useful.iter().map(|&(_, n)| u32::from(n)).sum();
        out.push(Hint {
            tile: t,
            shanten: w.shanten,
            useful,
            useful_tiles,
            win_prob: f64::from(w.chance),
            points: f64::from(w.value),
            danger: pos.threats.danger(t),
            targets,
            reason_zh: zh,
            reason_en: en,
        });
    }
    Ok(out)
}

/// The draws that lower the shanten of the `3n+1` hand over every MCR
/// form, with their unseen copies (the waits when ready).
fn useful_draws(after: &Hand, shanten: i8, unseen: &Counts) -> Result<Vec<(Tile, u8)>> {
    let mut out = Vec::new();
    let all = after.all_tiles();
    for t in Tile::all().filter(|&t| all.get(t) < 4 && unseen.get(t) > 0) {
        let plus = after.with_tile(t)?;
        let lower = if shanten == 0 {
            super::score(&plus, &Situation::on_discard(t))?.is_some()
        } else {
            plus.concealed().kinds().any(|d| {
                let mut h = plus;
                h.pop_unchecked(d);
                super::shanten(&h).is_ok_and(|s| s < shanten)
            })
        };
        if lower {
            out.push((t, unseen.get(t)));
        }
    }
    Ok(out)
}

/// `n` and its noun, singular for one.
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The reason of one discard, in 中文 and English.
fn explain(t: Tile, w: &Worth, useful: &[(Tile, u8)], view: &View<'_>) -> (String, String) {
    let kinds = useful.len() as u32;
    let tiles: u32 = useful.iter().map(|&(_, n)| u32::from(n)).sum();
    let pct = (100.0 * w.chance).round();
    let min = view.rules.mcr.minimum;
    let draws = view.draws;
    let (plan_zh, plan_en) = match w.plan {
        Some(p) => {
            let (zh, en) = p.names();
            let fan = p.fan.round();
            if p.fan >= view.minimum {
                (format!(", 做{zh}约 {fan} 番"), format!(", aiming at {en}, about {fan} fan"))
            } else {
                (
                    format!(", 做{zh}约 {fan} 番, 还差番"),
                    format!(", aiming at {en}, about {fan} fan, short of {min}"),
                )
            }
        }
        None => (String::new(), String::new()),
    };
    if let Some(r) = w.ready {
        let waits_en = format_tiles(useful.iter().map(|&(t, _)| t));
        let waits_zh = format_chinese(useful.iter().map(|&(t, _)| t));
        let reach = r.good + r.drawn_only;
        let (fan_zh, fan_en) = match r.best {
            Some((_, named)) => {
                let zh: Vec<&str> = named.iter().flatten().map(|f| f.chinese()).collect();
                let en: Vec<&str> = named.iter().flatten().map(|f| f.english()).collect();
                (
                    format!(
                        ", 其中 {reach} 张够 {min} 番 (最多 {} 番: {})",
                        r.best_fan,
                        zh.join("+")
                    ),
                    format!(
                        ", {reach} of them reach {min} fan (at most {} fan: {})",
                        r.best_fan,
                        en.join(" + ")
                    ),
                )
            }
            None => (
                format!(", 但和牌不够 {min} 番"),
                format!(", but no wait reaches the {min}-fan minimum"),
            ),
        };
        let (then_zh, then_en) =
            if r.best.is_none() { (plan_zh, plan_en) } else { (String::new(), String::new()) };
        return (
            format!(
                "打 {}: 听牌, 听 {waits_zh} 共 {} 种 {} 张{fan_zh}{then_zh}, {draws} 摸内和牌约 {pct}%",
                t.chinese(),
                r.kinds,
                r.tiles
            ),
            format!(
                "discard {t}: ready, waiting on {waits_en} ({}, {}){fan_en}{then_en}, about {pct}% to win in {}",
                count(r.tiles, "tile", "tiles"),
                count(r.kinds, "kind", "kinds"),
                count(draws, "draw", "draws")
            ),
        );
    }
    (
        format!(
            "打 {}: {} 向听, 进张 {kinds} 种 {tiles} 张{plan_zh}, {draws} 摸内和牌约 {pct}%",
            t.chinese(),
            w.shanten
        ),
        format!(
            "discard {t}: {}-shanten, {} ({}) {}{plan_en}, about {pct}% to win in {}",
            w.shanten,
            count(tiles, "tile", "tiles"),
            count(kinds, "kind", "kinds"),
            if tiles == 1 { "improves" } else { "improve" },
            count(draws, "draw", "draws")
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::PublicSeat;

    fn rules() -> RuleSet {
        RuleSet::mcr()
    }

    fn view_of(rules: &RuleSet, hand: &Hand, draws: u32) -> View<'static> {
        let rules: &'static RuleSet = Box::leak(Box::new(*rules));
        View::new(rules, Expert::unseen_from_hand(hand, rules), draws, Wind::East, 0)
    }

    /// EXPERT's discard from `tiles`, nothing seen but the own hand, East
    /// seat, 12 draws left, no threat.
    fn discard(tiles: &str) -> String {
        let rules = rules();
        let hand = Hand::parse(tiles, "", &rules).unwrap();
        let view = view_of(&rules, &hand, 12);
        let (w, _) = weigh_discards(&hand, &view, &Danger::NONE, |_| true).unwrap();
        w.tile.to_string()
    }

    #[test]
    fn keeps_the_single_wait_that_reaches_the_minimum() {
        // 123m 345p 567s 中中中 + 东 + 9m: either single left is a 单钓 on
        // three copies. Waiting on 东 makes 五门齐 (6) + 箭刻 + 门前清 + 单钓
        // = 11; waiting on 9m makes 5, a win that may not be declared.
        assert_eq!(discard("123m345p567s555z1z9m"), "9m");
    }

    #[test]
    fn of_two_good_waits_keeps_the_bigger_fan() {
        // 中 and 发 pungs: waiting on 白 is 小三元 (64), on 9s 双箭刻 + 门前清
        // + 单钓 (9); both reach the minimum on three copies.
        assert_eq!(discard("555666z123m456p7z9s"), "9s");
    }

    #[test]
    fn a_chi_that_breaks_the_plan_is_passed() {
        let rules = rules();
        // 东东 南南 西西 555m 999m 7m, a step from 七对 and from 混一色 +
        // 碰碰和: a 吃 of 8m (789m) breaks the 999m pung and the plan
        // for a plain shape, and is passed.
        let hand = Hand::parse("112233z555999m7m", "", &rules).unwrap();
        let view = view_of(&rules, &hand, 12);
        let chi = Call::Chi("7m".parse().unwrap());
        assert_eq!(call_choice(&hand, "8m".parse().unwrap(), &[chi], &view, &Danger::NONE), None);
        let pass = worth(&hand, &view, 12);
        // Passing keeps a plan a step away worth 12 fan or more (七对, or
        // 混一色 + 碰碰和).
        let plan = pass.plan.unwrap();
        assert_eq!(plan.shanten, 1);
        assert!(plan.fan >= 12.0, "{plan:?}");
    }

    #[test]
    fn a_call_that_makes_the_hand_ready_at_the_minimum_is_made() {
        let rules = rules();
        // 东东 南南 西西 555m 999m 7m, a step from 七对 (24 fan), whose
        // worth passing prices above the ready hand: a 碰 of 东 and the 7m
        // away leave 南南 西西 555m 999m ready on 南 / 西 for 混一色 +
        // 碰碰和 + 圈风刻 + 门风刻, and is made.
        let hand = Hand::parse("112233z555999m7m", "", &rules).unwrap();
        let view = view_of(&rules, &hand, 12);
        let east: Tile = "1z".parse().unwrap();
        let pass = worth(&hand, &view, 12);
        let after = after_call(&hand, &rules, east, Call::Peng).unwrap();
        let (ready, _) = weigh_discards(&after, &view, &Danger::NONE, |_| true).unwrap();
        assert_eq!(pass.steps(), 1);
        assert_eq!((ready.tile.to_string().as_str(), ready.worth.steps()), ("7m", 0));
        assert!(ready.worth.ready.is_some_and(|r| r.good > 0), "{ready:?}");
        assert!(ready.worth.value < pass.value, "{ready:?} against {pass:?}");
        let choice = call_choice(&hand, east, &[Call::Peng], &view, &Danger::NONE);
        assert_eq!(choice, Some(Call::Peng));
    }

    #[test]
    fn folding_lowers_the_risk_taken_far_from_ready() {
        let rules = rules();
        // A scattered hand facing a seat with three melds late in the hand.
        let hand = Hand::parse("159m258p369s12345z", "", &rules).unwrap();
        let mut seat = PublicSeat::new(4);
        for t in ["9m", "1p", "2s", "8p", "7z", "6z", "1s", "4s", "9p", "8s", "2m"] {
            seat.push_discard(t.parse().unwrap());
        }
        for m in ["peng:3m", "chi:456s", "peng:7p"] {
            seat.push_meld(m.parse().unwrap());
        }
        let view = view_of(&rules, &hand, 8);
        let mut danger = Danger::NONE;
        danger.add(&seat, &view.unseen);
        assert!(danger.top >= FOLD_READY, "{}", danger.top);
        // The seat's own discard is the safest tile EXPERT holds.
        let nine: Tile = "9m".parse().unwrap();
        assert!(hand.concealed().kinds().all(|t| danger.risk(nine) <= danger.risk(t)));
        let (blind, _) = weigh_discards(&hand, &view, &Danger::NONE, |_| true).unwrap();
        let (wary, _) = weigh_discards(&hand, &view, &danger, |_| true).unwrap();
        assert!(danger.risk(wary.tile) <= danger.risk(blind.tile));
        assert!(wary.worth.shanten <= blind.worth.shanten + 1);
    }

    /// The position's place gives the seat's wind: a 南 pung is 门风刻 for
    /// the seat after the dealer and nothing for the dealer, and the waits'
    /// fan says so.
    #[test]
    fn hints_price_the_seat_wind_of_the_place() {
        let rules = rules();
        let hand = Hand::parse("123456789m2221z5p", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let pos = Position::new(&hand, &rules, &unseen, 10);
        let keep_south =
            |h: &[Hint]| h.iter().find(|x| x.tile.to_string() == "1z").unwrap().reason_en.clone();
        let south = hints(&pos.at(Place::of(2, 1))).unwrap();
        assert!(keep_south(&south).contains("Seat Wind"), "{}", keep_south(&south));
        for dealer in [hints(&pos).unwrap(), hints(&pos.at(Place::DEALER)).unwrap()] {
            assert!(!keep_south(&dealer).contains("Seat Wind"), "{}", keep_south(&dealer));
        }
    }

    #[test]
    fn hints_name_the_plan_and_the_minimum() {
        let rules = rules();
        let hand = Hand::parse("123m345p567s555z1z9m", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let h = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 12)).unwrap();
        let top = &h[0];
        assert_eq!(top.tile.to_string(), "9m");
        assert!(
            top.reason_zh.starts_with("打 九万: 听牌, 听 东 共 1 种 3 张"),
            "{}",
            top.reason_zh
        );
        assert!(top.reason_zh.contains("够 8 番"), "{}", top.reason_zh);
        assert!(top.reason_zh.contains("五门齐"), "{}", top.reason_zh);
        assert!(top.reason_en.contains("reach 8 fan"), "{}", top.reason_en);
        assert!(top.reason_en.contains("All Types"), "{}", top.reason_en);
        assert!(top.reason_en.contains("MCR: a win needs 8 fan"), "{}", top.reason_en);
        let east = h.iter().find(|x| x.tile.to_string() == "1z").unwrap();
        assert!(east.reason_zh.contains("但和牌不够 8 番"), "{}", east.reason_zh);
        assert!(east.reason_en.contains("no wait reaches the 8-fan minimum"), "{}", east.reason_en);
        // Before ready the plan is named: 1234567m 东东 南南南 is one 8m or
        // 9m from 清龙 (16) with the pair and the pung.
        let hand = Hand::parse("1234567m11z222z5p9s", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let h = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 12)).unwrap();
        assert!(
            h[0].reason_zh.contains("1 向听") && h[0].reason_zh.contains("做清龙"),
            "{}",
            h[0].reason_zh
        );
        assert!(h[0].reason_en.contains("aiming at Pure Straight, about"), "{}", h[0].reason_en);
    }
}
