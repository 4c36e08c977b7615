//! EXPERT's value model on the flat Hunan tables (转转, 红中;
//! [`Scoring::Flat`]): what a win is worth and which wins a hand can make.
//!
//! - **The win.** Every hand pays the same (不分大小胡): a self-draw
//!   [`FlatOptions::SELF_DRAW`] from each of the three others, a discard win
//!   [`FlatOptions::DISCARD`] from the discarder, each line plus its bird
//!   hits; [`FlatOptions::no_wildcard_double`] (无红中加倍) doubles every line
//!   of a winner holding no 红中.
//! - **The birds**, in expectation over the wall's composition (a bird is a
//!   wall tile EXPERT cannot see): 159中鸟 hits on a 1, 5, 9 or 红中; by seat
//!   from the dealer on the winner's ranks (the seat unknown here: the mean
//!   over the four) or a 红中; 一鸟全中 one bird worth its rank; 摸几奖几 the
//!   win tile's rank. Never more birds than the wall has left.
//! - **有红中不接炮**: a hand holding a 红中 wins only by self-draw, so its
//!   value counts self-draws alone and it never takes a discard win.
//! - **The wildcard's reach**: 红中 lies outside the kinds in play, so the
//!   unseen counts (which stop at [`RuleSet::kinds`]) never hold it; the
//!   copies EXPERT has not seen (the wall's 红中 less its own — a 红中 is
//!   never discarded or melded, so every other copy is hidden) are added to
//!   every discard's useful draws and to the pool: a drawn 红中 lowers every
//!   target's replacement number by one, with no copy limit.
//!
//! The 庄闲分 line bonus (off in both presets) is left out: the seats are not
//! part of a [`Position`](crate::expert::Position).

use crate::expert::by_family::ExpertFamily;
use crate::expert::claim::waiting_value;
use crate::expert::eval::Scratch;
use crate::expert::eval::{Pricing, hidden_wildcards};
use crate::expert::{Expert, Params, Position};
use crate::game::{Action, Observation};
use crate::hand::Hand;
use crate::rules::{BirdPoints, BirdRule, FlatOptions, RuleSet, Scoring};
use crate::tile::Tile;

/// True on a flat table ([`Scoring::Flat`]): the model of this module
/// applies. Everything else (Changsha, `eval-v1`) keeps its own.
#[inline]
pub(crate) fn is_flat(rules: &RuleSet) -> bool {
    rules.scoring == Scoring::Flat
}

/// Copies of the wildcard `hand` holds (0 without one).
pub(crate) fn wildcards_held(hand: &Hand, rules: &RuleSet) -> u8 {
    rules.wildcard.map_or(0, |w| hand.concealed().get(w))
}

/// Whether `hand` (holding what it holds now) may win on another player's
/// discard: always off a flat table; on one, if the table has 点炮胡 and the
/// hand holds no 红中 under 有红中不接炮 (the engine's rule).
pub(crate) fn may_win_on_discard(hand: &Hand, rules: &RuleSet) -> bool {
    if !is_flat(rules) {
        return true;
    }
    let f = &rules.flat;
    f.discard_wins && !(f.wildcard_self_draw_only && wildcards_held(hand, rules) > 0)
}

/// What a win of a hand is worth on a flat table, in points from the whole
/// table to the winner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct FlatValue {
    /// A self-draw: three lines of [`FlatOptions::SELF_DRAW`] plus birds.
    pub(crate) self_draw: f64,
    /// A discard win: one line of [`FlatOptions::DISCARD`] plus birds.
    pub(crate) discard: f64,
    /// Expected bird hits.
    pub(crate) hits: f64,
    /// 无红中加倍 doubles the lines (the hand holds no 红中).
    pub(crate) doubled: bool,
    /// 有红中不接炮 (or no 点炮胡): only self-draws count.
    pub(crate) self_draw_only: bool,
}

impl FlatValue {
    /// Points per win for a hand that wins by self-draw with share
    /// `self_draw_share` (1 when only self-draws are possible).
    pub(crate) fn per_win(&self, self_draw_share: f64) -> f64 {
        let f = if self.self_draw_only { 1.0 } else { self_draw_share };
        f * self.self_draw + (1.0 - f) * self.discard
    }
}

/// At most this many hits in a distribution (8 birds, or a 红中 rank 10).
const MAX_HITS: usize = 10;

/// The distribution of bird hits of a win with `wall_left` tiles in the
/// wall now (a short wall draws fewer birds) and, for 摸几奖几, the win tile
/// when known (else the mean over the suited ranks).
fn hit_distribution(
    rules: &RuleSet,
    wall_left: u32,
    win_tile: Option<Tile>,
) -> [f64; MAX_HITS + 1] {
    let mut dist = [0.0f64; MAX_HITS + 1];
    let f = &rules.flat;
    let red = if rules.wildcard.is_some() { f.red_dragons.copies() as f64 } else { 0.0 };
    let wall = 108.0 + red;
    match f.bird_rule {
        BirdRule::OneFiveNine | BirdRule::BySeat => {
            // Suited tiles that hit: ranks 1/5/9 (36 tiles); by seat 36 for
            // the dealer's seat and 24 for each other one, 27 on average.
            let suited = if f.bird_rule == BirdRule::OneFiveNine { 36.0 } else { 27.0 };
            let p = (suited + red) / wall;
            let n = (f.birds.get() as usize).min(wall_left as usize).min(MAX_HITS);
            // Binomial: the wall is large next to the birds drawn.
            let mut row = [0.0f64; MAX_HITS + 1];
            row[0] = 1.0;
            for _ in 0..n {
                for h in (0..=MAX_HITS).rev() {
                    let from_below = if h > 0 { row[h - 1] * p } else { 0.0 };
                    row[h] = row[h] * (1.0 - p) + from_below;
                }
            }
            dist = row;
        }
        BirdRule::OneBirdAll => {
            if wall_left == 0 {
                dist[0] = 1.0;
            } else {
                for r in 1..=9 {
                    dist[r] = 12.0 / wall;
                }
                dist[10] = red / wall;
            }
        }
        BirdRule::WinTileRank => {
            let rank = |t: Tile| if t.is_honour() { 10 } else { t.number() as usize };
            match win_tile {
                Some(t) => dist[rank(t).min(wall_left as usize)] = 1.0,
                None => {
                    for r in 1..=9 {
                        dist[r.min(wall_left as usize)] += 1.0 / 9.0;
                    }
                }
            }
        }
    }
    dist
}

/// The expected points of one paying line of base `base` over the hit
/// distribution (the engine's order: the win, the birds; doubling after).
fn line(rules: &RuleSet, dist: &[f64; MAX_HITS + 1], base: f64) -> f64 {
    dist.iter()
        .enumerate()
        .map(|(h, &p)| {
            let h = h as f64;
            p * match rules.flat.bird_points {
                BirdPoints::One => base + h,
                BirdPoints::Two => base + 2.0 * h,
                BirdPoints::Doubling => base * 2f64.powf(h),
            }
        })
        .sum()
}

/// What a win of `hand` (as it stands: a `3n+1` hand waiting or a
/// complete one) is worth on the flat table `rules` with `wall_left` tiles
/// in the wall; `win_tile` is the winning tile when known (摸几奖几).
pub(crate) fn value(
    hand: &Hand,
    rules: &RuleSet,
    wall_left: u32,
    win_tile: Option<Tile>,
) -> FlatValue {
    let dist = hit_distribution(rules, wall_left, win_tile);
    let hits: f64 = dist.iter().enumerate().map(|(h, &p)| h as f64 * p).sum();
    let holds =
        wildcards_held(hand, rules) > 0 || win_tile.is_some_and(|t| rules.wildcard == Some(t));
    let doubled = rules.flat.no_wildcard_double && !holds;
    let k = if doubled { 2.0 } else { 1.0 };
    FlatValue {
        self_draw: 3.0 * k * line(rules, &dist, FlatOptions::SELF_DRAW as f64),
        discard: k * line(rules, &dist, FlatOptions::DISCARD as f64),
        hits,
        doubled,
        self_draw_only: !may_win_on_discard(hand, rules),
    }
}

/// The wall now, from the player's own draws to come (the wall is shared by
/// four: the inverse of the agent's `⌈wall / 4⌉`).
#[inline]
pub(crate) fn wall_from_draws(draws_left: u32) -> u32 {
    draws_left.saturating_mul(4)
}

/// [`win_on_discard`](crate::expert::claim::win_on_discard) on a flat table for a discard `tile` that completes the
/// hand. Never for a hand holding 红中 under 有红中不接炮 (or without 点炮胡):
/// the win is not the hand's to make. Otherwise the discard win's flat value
/// (one line plus birds, doubled without 红中) against waiting for the
/// self-draw (three lines; a drawn 红中 wins too, without the doubling), each
/// own turn survived with probability 1 − hazard and costing one of the
/// others' self-draw lines when it is not; passing must be worth
/// [`Params::decline_factor`] times the win. With
/// [`Params::flat_decline_discard_wins`] off, every legal discard win is taken.
pub(crate) fn flat_win_on_discard(params: &Params, pos: &Position<'_>, tile: Tile) -> bool {
    let Position { hand, rules, unseen, draws_left, .. } = *pos;
    if !may_win_on_discard(hand, rules) {
        return false;
    }
    if !params.flat_decline_discard_wins {
        return true;
    }
    let Ok(waits) = crate::win::waits(hand, rules) else { return true };
    let wall = wall_from_draws(draws_left);
    let Ok(full) = hand.with_tile(tile) else { return true };
    let now = value(&full, rules, wall, Some(tile)).discard;
    let later = value(hand, rules, wall, None);
    let undoubled = if later.doubled { later.self_draw / 2.0 } else { later.self_draw };
    let u = unseen.as_array();
    let natural: u32 = waits.iter().map(|t| u[t.index()] as u32).sum();
    let wild = hidden_wildcards(hand, rules);
    let w = natural + wild;
    if w == 0 {
        return true;
    }
    let self_draw = (natural as f64 * later.self_draw + wild as f64 * undoubled) / w as f64;
    // One of the others' self-draw lines, not doubled (most of them hold 中).
    let loss = undoubled / 3.0;
    let pool: u32 = u.iter().map(|&c| c as u32).sum::<u32>() + wild;
    waiting_value(params, (w, pool), draws_left, self_draw, loss) <= now * params.decline_factor
}

/// What a flat table (转转, 红中) adds to every reason, in Chinese and
/// English: the 红中 kept as wildcards (never discarded), 有红中不接炮 (a hand
/// holding 红中 wins only by self-draw), 无红中加倍, and what a win is worth
/// with its expected bird hits ([`value`]). `None` off a flat table.
pub(crate) fn flat_note(pos: &Position<'_>) -> Option<(String, String)> {
    let (hand, rules) = (pos.hand, pos.rules);
    let v = value(hand, rules, wall_from_draws(pos.draws_left), None);
    let (mut zh, mut en) = (String::new(), String::new());
    let held = wildcards_held(hand, rules);
    if held > 0 {
        zh.push_str(&format!(", 留 {held} 张红中作赖子"));
        let what = if held == 1 { "red dragon as a wildcard" } else { "red dragons as wildcards" };
        en.push_str(&format!(", keeps {held} {what}"));
    }
    if v.self_draw_only && held > 0 && rules.flat.discard_wins {
        zh.push_str(", 有红中不接炮只能自摸");
        en.push_str(", self-draw only while holding a red dragon");
    }
    if v.doubled {
        zh.push_str(", 无红中加倍");
        en.push_str(", no red dragon: every line doubled");
    }
    zh.push_str(&format!(", 自摸约 {:.1} 分", v.self_draw));
    en.push_str(&format!(", a self-draw pays about {:.1} points", v.self_draw));
    if !v.self_draw_only {
        zh.push_str(&format!(", 接炮约 {:.1} 分", v.discard));
        en.push_str(&format!(", a discard win {:.1}", v.discard));
    }
    zh.push_str(&format!(" (中鸟约 {:.1} 个)", v.hits));
    en.push_str(&format!(" ({:.1} bird hits expected)", v.hits));
    Some((zh, en))
}

impl ExpertFamily for super::Hunan {
    fn choose(_: &Expert, _: &Observation<'_>) -> Option<Action> {
        None
    }

    /// The horizon capped by [`Params::flat_max_horizon`].
    fn params_under(params: &Params, _: &RuleSet) -> Params {
        Params { max_horizon: params.max_horizon.min(params.flat_max_horizon), ..*params }
    }

    /// The flat value of a win ([`value`]) and the hidden 红中.
    fn pricing(params: &Params, hand: &Hand, rules: &RuleSet, draws_left: u32) -> Option<Pricing> {
        let wall = wall_from_draws(draws_left);
        let v = value(hand, rules, wall, None).per_win(params.self_draw_share);
        Some(Pricing { v_small: v, v_big: v, wild: hidden_wildcards(hand, rules) })
    }

    fn weighs_kong_money(_: &RuleSet) -> bool {
        true
    }

    fn win_on_discard(
        params: &Params,
        _: &mut Scratch,
        pos: &Position<'_>,
        tile: Tile,
    ) -> Option<bool> {
        Some(flat_win_on_discard(params, pos, tile))
    }

    fn planning_rules(_: &RuleSet) -> Option<RuleSet> {
        None
    }

    fn hint_note(pos: &Position<'_>) -> Option<(String, String)> {
        flat_note(pos)
    }

    fn hints(
        _: &Expert,
        _: &Position<'_>,
    ) -> Option<crate::error::Result<Vec<crate::expert::Hint>>> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expert::{Expert, Params, Position};

    fn hand(s: &str, rules: &RuleSet) -> Hand {
        Hand::parse(s, "", rules).unwrap()
    }

    #[test]
    fn birds_at_the_reference_defaults() {
        // 转转: 4 birds, a third of the suited tiles hit: 4/3 hits.
        let zz = RuleSet::zhuanzhuan();
        let v = value(&hand("123m456m789p234s5s", &zz), &zz, 40, None);
        assert!((v.hits - 4.0 / 3.0).abs() < 1e-9, "{v:?}");
        assert!((v.self_draw - 3.0 * (2.0 + 4.0 / 3.0)).abs() < 1e-9);
        assert!((v.discard - (1.0 + 4.0 / 3.0)).abs() < 1e-9);
        assert!(!v.doubled && !v.self_draw_only);
        // A short wall draws fewer birds; an empty one none.
        assert!(
            (value(&hand("123m456m789p234s5s", &zz), &zz, 2, None).hits - 2.0 / 3.0).abs() < 1e-9
        );
        assert_eq!(value(&hand("123m456m789p234s5s", &zz), &zz, 0, None).hits, 0.0);
    }

    #[test]
    fn no_wildcard_double_and_self_draw_only() {
        let hz = RuleSet::hongzhong();
        let p = 40.0 / 112.0;
        let plain = value(&hand("123m456m789p234s5s", &hz), &hz, 40, None);
        assert!(plain.doubled && !plain.self_draw_only);
        assert!((plain.self_draw - 2.0 * 3.0 * (2.0 + 4.0 * p)).abs() < 1e-9, "{plain:?}");
        assert!((plain.discard - 2.0 * (1.0 + 4.0 * p)).abs() < 1e-9);
        let wild = value(&hand("123m456m789p234s5z", &hz), &hz, 40, None);
        assert!(!wild.doubled && wild.self_draw_only);
        assert!((wild.self_draw - 3.0 * (2.0 + 4.0 * p)).abs() < 1e-9);
        assert_eq!(wild.per_win(0.0), wild.self_draw);
        // A 中 won on counts as held: no doubling.
        let on_red = value(&hand("123m456m789p234s5s", &hz), &hz, 40, Some(Tile::RED_DRAGON));
        assert!(!on_red.doubled);
        // Off: a hand with 中 may win on a discard again.
        let mut open = hz;
        open.flat.wildcard_self_draw_only = false;
        assert!(may_win_on_discard(&hand("123m456m789p234s5z", &open), &open));
        assert!(!may_win_on_discard(&hand("123m456m789p234s5z", &hz), &hz));
    }

    #[test]
    fn bird_modes() {
        let mut r = RuleSet::zhuanzhuan();
        r.flat.bird_rule = BirdRule::OneBirdAll;
        let h = hand("123m456m789p234s5s", &r);
        assert!((value(&h, &r, 40, None).hits - 5.0).abs() < 1e-9);
        r.flat.bird_rule = BirdRule::WinTileRank;
        let nine: Tile = "9s".parse().unwrap();
        assert!((value(&h, &r, 40, Some(nine)).hits - 9.0).abs() < 1e-9);
        assert!((value(&h, &r, 3, Some(nine)).hits - 3.0).abs() < 1e-9);
        r.flat.bird_rule = BirdRule::OneFiveNine;
        r.flat.bird_points = BirdPoints::Doubling;
        // E[2^h] for 4 birds at p = 1/3: (1 + 1/3)^4.
        let v = value(&h, &r, 40, None);
        assert!((v.discard - (4.0f64 / 3.0).powi(4)).abs() < 1e-9, "{v:?}");
    }

    fn pos_parts(s: &str, rules: &RuleSet) -> (Hand, crate::counts::Counts) {
        let h = hand(s, rules);
        let unseen = Expert::unseen_from_hand(&h, rules);
        (h, unseen)
    }

    #[test]
    fn a_hand_holding_red_never_takes_a_discard_win() {
        let hz = RuleSet::hongzhong();
        // 123m 456m 789p 234s + 中: ready on anything that pairs with 中.
        let (h, unseen) = pos_parts("123m456m789p234s5z", &hz);
        let ex = Expert::default();
        let t: Tile = "5s".parse().unwrap();
        assert!(crate::win::is_win(&h.with_tile(t).unwrap(), &hz));
        for decline in [false, true] {
            let e = Expert::new(Params { flat_decline_discard_wins: decline, ..ex.params });
            assert!(!e.win_on_discard(&Position::new(&h, &hz, &unseen, 10), t).unwrap());
        }
        // Without 有红中不接炮 the same hand may take it.
        let mut open = hz;
        open.flat.wildcard_self_draw_only = false;
        let e = Expert::new(Params { flat_decline_discard_wins: false, ..ex.params });
        assert!(e.win_on_discard(&Position::new(&h, &open, &unseen, 10), t).unwrap());
        // A hand without 中 takes it (by default every legal discard win).
        let (plain, unseen) = pos_parts("123m456m789p234s5s", &hz);
        assert!(ex.win_on_discard(&Position::new(&plain, &hz, &unseen, 10), t).unwrap());
    }

    #[test]
    fn declining_a_discard_win_weighs_the_self_draw() {
        // 转转, waiting on 1-4-7m (11 tiles): a discard win pays 1 + 4/3, a
        // self-draw three times 2 + 4/3. Early, waiting pays more; at the
        // end of the wall, the discard win is taken.
        let zz = RuleSet::zhuanzhuan();
        let e = Expert::new(Params { flat_decline_discard_wins: true, ..Params::default() });
        let (h, unseen) = pos_parts("23456m456p789s11s", &zz);
        let four: Tile = "4m".parse().unwrap();
        assert!(!e.win_on_discard(&Position::new(&h, &zz, &unseen, 15), four).unwrap());
        assert!(e.win_on_discard(&Position::new(&h, &zz, &unseen, 1), four).unwrap());
    }

    #[test]
    fn red_is_never_a_discard_candidate() {
        let hz = RuleSet::hongzhong();
        for s in ["123m456m789p2399s5z", "19m19p19s5z5z5z24689s", "1m5z5z5z5z2p3p4p5s6s7s8s9s9s"] {
            let (h, unseen) = pos_parts(s, &hz);
            let pos = Position::new(&h, &hz, &unseen, 12);
            let mut out = [crate::expert::eval::BLANK; crate::expert::MAX_DISCARDS];
            let n = Expert::default().rank_discards(&pos, &mut out).unwrap();
            assert!(n > 0 && out[..n].iter().all(|x| x.tile != Tile::RED_DRAGON), "{s}");
            assert_ne!(Expert::default().choose_discard(&pos).unwrap(), Tile::RED_DRAGON, "{s}");
            let hints = Expert::default().hints(&pos).unwrap();
            assert!(hints.iter().all(|x| x.tile != Tile::RED_DRAGON), "{s}");
        }
    }

    #[test]
    fn no_wildcard_double_doubles_the_expected_points() {
        let hz = RuleSet::hongzhong();
        let mut single = hz;
        single.flat.no_wildcard_double = false;
        let (h, unseen) = pos_parts("123m456m789p234s59s", &hz);
        let top = |rules: &RuleSet| {
            let mut out = [crate::expert::eval::BLANK; crate::expert::MAX_DISCARDS];
            let pos = Position::new(&h, rules, &unseen, 10);
            Expert::default().rank_discards(&pos, &mut out).unwrap();
            out[0]
        };
        let (d, s) = (top(&hz), top(&single));
        assert_eq!((d.tile, d.win_prob), (s.tile, s.win_prob));
        assert!(d.win_prob > 0.0 && (d.points - 2.0 * s.points).abs() < 1e-9, "{d:?} {s:?}");
        // Holding 中, nothing doubles: the two tables agree.
        let (h, unseen) = pos_parts("123m456m789p234s5z9s", &hz);
        let pts = |rules: &RuleSet| {
            Expert::default()
                .hand_value(&Position::new(
                    &h.without_tile("9s".parse().unwrap()).unwrap(),
                    rules,
                    &unseen,
                    10,
                ))
                .unwrap()
                .1
        };
        assert_eq!(pts(&hz), pts(&single));
    }

    #[test]
    fn hidden_red_dragons_count_as_useful_draws() {
        let hz = RuleSet::hongzhong();
        let zz = RuleSet::zhuanzhuan();
        // The same ready shape: under 红中 the 4 hidden 中 win too.
        let top = |rules: &RuleSet| {
            let (h, unseen) = pos_parts("123m456m789p234s59s", rules);
            let mut out = [crate::expert::eval::BLANK; crate::expert::MAX_DISCARDS];
            Expert::default()
                .rank_discards(&Position::new(&h, rules, &unseen, 10), &mut out)
                .unwrap();
            out[0]
        };
        assert_eq!(top(&hz).useful_tiles, top(&zz).useful_tiles + 4);
        assert!(top(&hz).win_prob > top(&zz).win_prob);
    }

    #[test]
    fn kongs_pay_at_once_on_a_flat_table() {
        // Four 9p held apart from a ready hand: the concealed kong's fee (2
        // from each) makes it worth declaring on 转转 with the fee weighed.
        let zz = RuleSet::zhuanzhuan();
        let (h, unseen) = pos_parts("123m456m78s9999p11s", &zz);
        let pos = Position::new(&h, &zz, &unseen, 10);
        let nine: Tile = "9p".parse().unwrap();
        let weighed = Expert::default();
        assert!(weighed.choose_own_kong(&pos, nine).unwrap());
        // 6 points against a win's flat value (3 × (2 + 4/3) on 转转).
        let fee = crate::expert::claim::kong_fee(&weighed.params, &h, &zz, 10, 6);
        assert!((fee - 6.0 / 10.0).abs() < 1e-9, "{fee}");
        // Changsha's kongs pay nothing by themselves.
        let cs = RuleSet::changsha();
        assert_eq!(crate::expert::claim::kong_fee(&weighed.params, &h, &cs, 10, 6), 0.0);
    }

    #[test]
    fn hidden_wildcards_only_outside_the_kinds_in_play() {
        let hz = RuleSet::hongzhong();
        assert_eq!(hidden_wildcards(&hand("123m456m789p234s5z", &hz), &hz), 3);
        assert_eq!(hidden_wildcards(&hand("123m456m789p234s5s", &hz), &hz), 4);
        let zz = RuleSet::zhuanzhuan();
        assert_eq!(hidden_wildcards(&hand("123m456m789p234s5s", &zz), &zz), 0);
        let cs = RuleSet::changsha();
        assert_eq!(hidden_wildcards(&hand("123m456m789p234s5s", &cs), &cs), 0);
    }
}
