//! Claims and the other yes/no decisions, each judged by the value of the
//! hand after the action against the value of passing, with the same
//! estimator that ranks the discards ([`super::eval`]).
//!
//! - 吃 / 碰: the claimed tile replaces the next draw; the hand after the
//!   claim discards its best tile with one draw fewer to come, against the
//!   hand as it is, about to draw.
//! - 杠 (a discard, concealed, or added to one's 碰): the kong's replacement
//!   draw comes on top, so the hand after the kong is valued with one more
//!   draw (a discard kong replaces the next draw instead).
//! - 开杠 versus 补张 (when the rules have 开杠): the flip's chance of
//!   杠上开花, then a frozen ready hand, against an ordinary kong.
//! - 胡 on a discard: a small hand's discard win pays one point, its self-draw
//!   six (two from each). With many waits and many draws left, passing (and
//!   accepting 过胡 until the next own draw) can pay more; the estimate
//!   discounts for the hand ending first and the points lost meanwhile.
//! - Self-drawn win: always taken (declining would only chase a bigger hand).
//! - The last tile (海底): taken when ready (a win is 海底捞月), passed otherwise
//!   (the tile could only feed someone else).

use super::by_family::ExpertFamily;
use super::eval::{Params, Position, Pricing, Scratch, lowers, rank, units_here, value13};
use super::matrix::MAX_DISCARDS;
use super::prob;
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::family::with_family;
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rules::{FlatOptions, RuleSet};
use crate::tile::Tile;

/// A call on another player's discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    /// 吃: the run starting at this tile, which uses the discard.
    Chi(Tile),
    /// 碰.
    Peng,
    /// 明杠: a kong of the discard while holding three.
    Gang,
}

/// How to declare a kong when the rules offer 开杠.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KongStyle {
    /// 补张: an ordinary kong with one replacement tile.
    BuZhang,
    /// 开杠: flip tiles from the wall; a ready hand only, frozen afterwards.
    KaiGang,
}

/// The hand's melds as an array (no allocation) plus one more.
fn melds_plus(hand: &Hand, extra: Meld) -> ([Meld; 4], usize) {
    let mut list = [extra; 4];
    let mut n = 0;
    for m in hand.melds() {
        list[n] = m;
        n += 1;
    }
    list[n] = extra;
    (list, n + 1)
}

/// The hand after `call` on `tile` (3n+2 for chi/peng, 3n+1 for a kong).
pub(crate) fn after_call(hand: &Hand, rules: &RuleSet, tile: Tile, call: Call) -> Result<Hand> {
    if hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "a call on a discard",
            expected: "3n+1",
            got: hand.concealed().total(),
        });
    }
    let mut c = *hand.concealed();
    let (meld, take): (Meld, [Option<Tile>; 3]) = match call {
        Call::Chi(start) => {
            let meld = Meld::new(MeldKind::Chi, start)?;
            let mut take = [None; 3];
            let mut used_discard = false;
            for (k, t) in meld.tiles().enumerate() {
                if t == tile && !used_discard {
                    used_discard = true;
                } else {
                    take[k] = Some(t);
                }
            }
            if !used_discard {
                return Err(Error::IllegalAction(format!("chi {meld} does not use {tile}")));
            }
            (meld, take)
        }
        Call::Peng => (Meld::new(MeldKind::Peng, tile)?, [Some(tile), Some(tile), None]),
        Call::Gang => (Meld::new(MeldKind::Gang, tile)?, [Some(tile), Some(tile), Some(tile)]),
    };
    for t in take.into_iter().flatten() {
        if !c.remove(t) {
            return Err(Error::IllegalAction(format!("{call:?} on {tile} needs {t} in the hand")));
        }
    }
    let (list, n) = melds_plus(hand, meld);
    Hand::new(c, &list[..n], rules)
}

/// The `3n+1` hand after a kong of `tile` on one's own turn (`3n+2` hand):
/// concealed if four are held, added to the 碰 otherwise.
pub(crate) fn after_own_kong(hand: &Hand, rules: &RuleSet, tile: Tile) -> Result<Hand> {
    if !hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "a kong on one's own turn",
            expected: "3n+2",
            got: hand.concealed().total(),
        });
    }
    let mut c = *hand.concealed();
    let mut list = [Meld::peng(tile); 4];
    let mut n = 0;
    if c.get(tile) == 4 {
        c.0[tile.index()] = 0;
        for m in hand.melds() {
            list[n] = m;
            n += 1;
        }
        list[n] = Meld::an_gang(tile);
        n += 1;
    } else {
        let mut found = false;
        for m in hand.melds() {
            if m.kind() == MeldKind::Peng && m.tile() == tile && !found {
                list[n] = Meld::bu_gang(tile);
                found = true;
            } else {
                list[n] = m;
            }
            n += 1;
        }
        if !found || !c.remove(tile) {
            return Err(Error::IllegalAction(format!("no kong of {tile} in {hand}")));
        }
    }
    Hand::new(c, &list[..n], rules)
}

/// The best score of a `3n+2` hand's discards with `draws_left` draws to come.
pub(crate) fn best_discard_score(
    params: &Params,
    scratch: &mut Scratch,
    hand: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
    draws_left: u32,
) -> f64 {
    let mut out = [super::eval::BLANK; MAX_DISCARDS];
    let pos = Position::new(hand, rules, unseen, draws_left);
    let n = rank(params, scratch, &pos, &mut out);
    if n == 0 { 0.0 } else { out[0].score }
}

/// Which of `options` (all legal) to call on `tile`, or `None` to pass;
/// `pos.hand` is the `3n+1` hand before the call.
pub(crate) fn choose_call(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
    tile: Tile,
    options: &[Call],
) -> Result<Option<Call>> {
    let Position { hand, rules, unseen, draws_left, .. } = *pos;
    // A 吃 or 碰 takes the place of a draw: one that would not lower the
    // hand's distance to any closest target only costs a draw and freedom.
    // (A kong draws a replacement on top, so it is always weighed.)
    if !options.contains(&Call::Gang) && !lowers(scratch, hand, rules, tile) {
        return Ok(None);
    }
    let pass = value13(params, scratch, hand, rules, unseen, draws_left).2;
    let mut best: Option<(f64, Call)> = None;
    for &call in options {
        let after = after_call(hand, rules, tile, call)?;
        let score = match call {
            Call::Chi(_) | Call::Peng => best_discard_score(
                params,
                scratch,
                &after,
                rules,
                unseen,
                draws_left.saturating_sub(1),
            ),
            Call::Gang => {
                let fee = rules.flat.exposed_kong.points();
                value13(params, scratch, &after, rules, unseen, draws_left).2
                    + kong_fee(params, hand, rules, draws_left, fee)
            }
        };
        if score > pass + params.call_margin && best.is_none_or(|(b, _)| score > b) {
            best = Some((score, call));
        }
    }
    Ok(best.map(|(_, c)| c))
}

/// A flat table's kong fee of `points` (paid at once, [`crate::game::flat`])
/// on the scale of the scores: wins of the hand's flat value, scaled by
/// [`Params::flat_kong_fee_weight`]. 0 off a flat table (Changsha's kongs
/// pay nothing by themselves). The fee is given back after a drawn hand
/// unless `kong_points_on_draw`: about 1 % of the hands, left out. A 补杠 of a
/// 碰 made holding three (过杠) earns nothing, which the hand cannot tell:
/// counted as paid.
pub(crate) fn kong_fee(
    params: &Params,
    hand: &Hand,
    rules: &RuleSet,
    draws_left: u32,
    points: u32,
) -> f64 {
    if !with_family!(rules.scoring, F => F::weighs_kong_money(rules))
        || params.flat_kong_fee_weight == 0.0
    {
        return 0.0;
    }
    let per_win = Pricing::of(params, hand, rules, draws_left).v_small;
    if per_win > 0.0 { params.flat_kong_fee_weight * f64::from(points) / per_win } else { 0.0 }
}

/// Whether to declare a kong of `tile` on one's own turn rather than discard.
pub(crate) fn choose_own_kong(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
    tile: Tile,
) -> Result<bool> {
    let Position { hand, rules, unseen, draws_left, .. } = *pos;
    let after = after_own_kong(hand, rules, tile)?;
    let keep = best_discard_score(params, scratch, hand, rules, unseen, draws_left);
    let paid = if hand.concealed().get(tile) == 4 {
        3 * FlatOptions::CONCEALED_KONG
    } else {
        3 * FlatOptions::ADDED_KONG
    };
    let kong = value13(params, scratch, &after, rules, unseen, draws_left + 1).2
        + kong_fee(params, hand, rules, draws_left, paid);
    Ok(kong > keep + params.call_margin)
}

/// 开杠 or 补张 for a kong leaving the `3n+1` hand `after` (the hand once
/// the four are laid down). 开杠 needs the rules' option and a ready hand.
pub(crate) fn choose_kong_style(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
) -> Result<KongStyle> {
    let Position { hand: after, rules, unseen, draws_left, .. } = *pos;
    if !rules.table.kaigang {
        return Ok(KongStyle::BuZhang);
    }
    let waits = crate::win::waits(after, rules)?;
    if waits.is_empty() {
        return Ok(KongStyle::BuZhang);
    }
    let u = unseen.as_array();
    let w: u32 = waits.iter().map(|t| u[t.index()] as u32).sum();
    let pool: u32 = u.iter().map(|&c| c as u32).sum();
    let flips = rules.table.kaigang_flips as u32;
    let pts = rules.table.points;
    // 杠上开花 is a big hand paid by all three; later wins of the frozen hand
    // are ordinary ready-hand wins.
    let flower = 3.0 * pts.big_unit as f64;
    let p_flip = prob::ready(w, flips, pool);
    let later = prob::ready(w, draws_left, pool.saturating_sub(flips));
    let (v_small, _) = super::eval::values(params);
    // A flipped tile may win for someone else (杠上炮, paid by the kong player).
    let risk = flips as f64 * params.feed_chance * pts.big_unit as f64;
    let kai = p_flip * flower + (1.0 - p_flip) * later * v_small - risk;
    let (_, bu_points, _) = value13(params, scratch, after, rules, unseen, draws_left + 1);
    Ok(if kai > bu_points { KongStyle::KaiGang } else { KongStyle::BuZhang })
}

/// Whether to win on a discard that completes `hand` (`3n+1` + `tile`).
pub(crate) fn win_on_discard(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
    tile: Tile,
) -> Result<bool> {
    let Position { hand, rules, unseen, draws_left, .. } = *pos;
    let full = hand.with_tile(tile)?;
    if !crate::win::is_win(&full, rules) {
        return Err(Error::IllegalAction(format!("{tile} does not complete {hand}")));
    }
    if let Some(take) =
        with_family!(rules.scoring, F => F::win_on_discard(params, scratch, pos, tile))
    {
        return Ok(take);
    }
    if !params.decline_small_discard_wins {
        return Ok(true);
    }
    let units = units_here(scratch, &full, rules);
    if units > 0 {
        return Ok(true);
    }
    let pts = rules.table.points;
    let now = pts.small_discard as f64;
    // Passing: the same ready hand draws on; each own turn the hand survives
    // the others with probability 1 − hazard, and when it does not we lose
    // about `loss_when_others_win` points.
    let waits = crate::win::waits(hand, rules)?;
    let u = unseen.as_array();
    let w: u32 = waits.iter().map(|t| u[t.index()] as u32).sum();
    let pool: u32 = u.iter().map(|&c| c as u32).sum();
    let self_draw = 3.0 * pts.small_self_draw as f64;
    let ev = waiting_value(params, (w, pool), draws_left, self_draw, params.loss_when_others_win);
    Ok(ev <= now * params.decline_factor)
}

/// What passing a discard win to draw on is worth: each own draw of the
/// `left` (`hits` of `pool` unseen tiles win, worth `win`) while the hand
/// survives the others with probability 1 − hazard, losing `loss` when it
/// does not.
pub(crate) fn waiting_value(
    params: &Params,
    (hits, pool): (u32, u32),
    draws_left: u32,
    win: f64,
    loss: f64,
) -> f64 {
    let mut alive = 1.0;
    let mut ev = 0.0;
    let mut left = pool;
    for _ in 0..draws_left {
        if left == 0 {
            break;
        }
        let hit = (hits as f64 / left as f64).min(1.0);
        ev += alive * hit * win;
        alive *= 1.0 - hit;
        ev -= alive * params.hazard * loss;
        alive *= 1.0 - params.hazard;
        left -= 1;
    }
    ev
}

/// Whether to take the last tile (海底) when it is offered.
pub(crate) fn take_last_tile(hand: &Hand, rules: &RuleSet) -> Result<bool> {
    Ok(!crate::win::waits(hand, rules)?.is_empty())
}
