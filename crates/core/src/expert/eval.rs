//! Ranking the discards of a `3n+2` hand.
//!
//! 1. The [`Matrix`] gives every target's replacement number after each
//!    discard and which draws lower it; weighting the draws by the unseen
//!    counts gives each discard's effective draws, overall and per target.
//! 2. Each discard gets a probability of winning within the draws left
//!    ([`prob`]): exact for a ready hand; for a hand one step from ready the
//!    exact sum over the first useful draw of the best ready hand it leads to
//!    (a second matrix per useful draw, on the best candidates only); further
//!    away, a chain of stages whose first stage is the discard's own effective
//!    draws and whose second, on the best candidates, the average effective
//!    draws one useful draw later (two-step lookahead).
//! 3. Value: a big hand pays several times a small one. The expected points
//!    weigh the probability of reaching a big target with its own effective
//!    draws; `value_weight` blends win probability and points (the default 0
//!    ranks by win probability alone; the points stay in the hints and decide
//!    开杠 against 补张).
//! 4. Ties keep the flexible shape: more useful kinds first, then the tile
//!    that is least connected to the rest of the hand.

use super::by_family::ExpertFamily;
use super::matrix::{MAX_DISCARDS, Matrix, NT, Request};
use super::prob;
use super::threat::Threats;
use crate::counts::Counts;
use crate::family::with_family;
use crate::hand::Hand;
use crate::lookup::IMPOSSIBLE;
use crate::rules::RuleSet;
use crate::tile::{KINDS, Tile};

/// Target slots that pay as a big hand (碰碰胡, 清一色, seven pairs, 将将胡,
/// 全求人); the regular slot is the small hand.
const BIG_TARGETS: u8 = 0b0011_1110;

/// How EXPERT weighs its options. [`Params::default`] is the tuned setting.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// 0: maximise the probability of winning; 1: maximise expected points.
    /// The default 0 ranks by win probability alone. With the big-hand
    /// reach calibrated ([`Params::big_draw_scale`]), 1 gained no points at
    /// the table on the tuning seeds (+0.01 ± 0.05 per hand against 3 × A5)
    /// and lost solitaire points and 2.4 pp of P(win within 14): a big hand
    /// pays 3 × a small self-draw, about what chasing it costs in speed
    /// (`reports/expert-eval-v2.md`).
    pub value_weight: f64,
    /// Share of wins expected to be self-drawn (they pay more); 1 in solitaire.
    pub self_draw_share: f64,
    /// Discards one step from ready that get the exact calculation (and,
    /// when 0, the hand values of calls skip it too). The default 0 ranks by
    /// the first estimates: as strong at the table on the tuning seeds and
    /// within a few µs per decision (1 changed no solitaire discard on the
    /// tuning seeds, since a lone refined candidate stays first, at p99
    /// 24 µs against 16 µs).
    pub exact_candidates: usize,
    /// Discards two or more steps from ready that get the two-step lookahead.
    pub lookahead_candidates: usize,
    /// Typical effective draws of a hand `k` steps from complete (index k),
    /// for the stages the lookahead does not reach.
    pub stage_draws: [f64; 7],
    /// The model never plans over fewer draws than this (the hand goes on
    /// even when the nominal horizon is spent).
    pub min_horizon: u32,
    /// Also weigh discards one step worse than the best (shanten back), from
    /// a ready hand only. Off by default: without exact candidates it never
    /// changes a choice (a step-back discard keeps its first estimate, ranked
    /// below the ready ones), and with one exact candidate it lost 2.4 pp of
    /// solitaire P(win within 14) on the tuning seeds.
    pub shanten_back: bool,
    /// Two steps from ready, sum exactly over the first useful draw (with the
    /// exact one-step curve of the best follow-up) instead of the stage chain.
    pub exact_two_steps: bool,
    /// Candidates re-valued by a one-draw expectimax (every draw, then the
    /// best discard by the rest of the evaluator). 0: off.
    pub expectimax_candidates: usize,
    /// Costs (bit per replacement number) at which the expectimax applies.
    pub expectimax_costs: u8,
    /// Weight of the shape's room to improve ([`DiscardScore::shape`]) as a
    /// relative bonus on the win probability, per unseen tile of the pool.
    pub shape_weight: f64,
    /// Break ties by the shape's room to improve before the useful kinds.
    pub shape_ties: bool,
    /// The expectimax values its leaves by the first estimate only.
    pub expectimax_lite: bool,
    /// A call must beat passing by this much (score units).
    pub call_margin: f64,
    /// Pass on a small hand's discard win when waiting for the self-draw pays more.
    pub decline_small_discard_wins: bool,
    /// Chance per own turn that another player ends the hand first.
    pub hazard: f64,
    /// Points lost, on average, when another player ends the hand.
    pub loss_when_others_win: f64,
    /// Passing on a discard win must be worth this many times the win.
    pub decline_factor: f64,
    /// Chance that a flipped (开杠) tile wins for another player.
    pub feed_chance: f64,
    /// Exact replacement numbers for groups that share kinds with the melds
    /// (a copy in a meld cannot be used again). Off, such a group reads the
    /// table, which may count on those copies: a rare, slight optimism that
    /// keeps a decision within microseconds. [`Expert::hints`](super::Expert::hints) is always exact.
    pub exact_meld_caps: bool,
    /// Scale of the effective draws toward a big target two or more steps
    /// away. A big target's stages are thinner than the small hand's and
    /// the hand abandons it whenever the small hand is closer: at a table
    /// the unscaled chain predicted a big win 4–5 × as often as it came.
    pub big_draw_scale: f64,
    /// Weight of the expected points lost by dealing into an opponent's
    /// visible big hand ([`Threats`](super::Threats)), against the
    /// discard's own expected points. 0: the opponents are ignored.
    pub danger_weight: f64,
    /// The model never plans over more own draws than this (default: no
    /// cap; 8 changed nothing measurable at the table on the tuning seeds).
    pub max_horizon: u32,
    /// Flat tables (转转, 红中): pass on a discard win when waiting for the
    /// self-draw (three lines) pays more than the discard win (one line),
    /// by the model of [`Params::hazard`] and [`Params::decline_factor`].
    /// Off by default: against A5, A4 and A2 on seeds 3000..5000 it changed
    /// EXPERT's points by −0.04 ± 0.05 per hand on 红中 and +0.01 ± 0.02 on
    /// 转转 (`reports/flat-arena.md`).
    pub flat_decline_discard_wins: bool,
    /// Flat tables: weight of a kong's fee (paid at once) in the kong
    /// decisions, in wins of the hand's flat value. 0: the fee is ignored;
    /// the default 1 gained +0.06 ± 0.06 points per hand on 红中 and
    /// +0.09 ± 0.04 on 转转 (seeds 1000..2000); 2 and 4 gained nothing more.
    pub flat_kong_fee_weight: f64,
    /// Flat tables: the model never plans over more own draws than this
    /// (with [`Params::max_horizon`], the lower counts). The flat hands end
    /// sooner (a 红中 table's in about 7 turns) and every win pays alike, so
    /// the nearer draws matter most: against A5, A4 and A2, 9 gained
    /// +0.04 ± 0.03 points per hand on 转转 (seeds 7500..8500; 8 and 10
    /// +0.02 ± 0.02 on seeds 8500..10000) and +0.01 ± 0.03 on 红中.
    pub flat_max_horizon: u32,
    /// 四川: the blend of win probability and expected points
    /// ([`Params::value_weight`]) on a 四川 table, where 清一色 and 七对 pay
    /// 4× a plain hand and 对对胡 2×. Against A5, A4 and A2 (four seat
    /// rotations per seed) the default 0.25 gained +0.17 ± 0.07 points per
    /// hand over 0 on seeds 2000..4000 and +0.10 ± 0.08 (as 0.5) on seeds
    /// 4000..6000; 0.5 and 0.25 tied, 0.75 lost 0.04 ± 0.05 against 0.5
    /// (`reports/sichuan-arena.md`).
    pub sichuan_value_weight: f64,
    /// 四川: weight of a kong's money (paid at once by the players still in)
    /// in the kong decisions, in wins of a plain hand's value
    /// ([`sichuan::win_value`](super::sichuan::win_value)). 0: ignored,
    /// which lost 0.55 ± 0.08 points per hand against the default 1 on
    /// seeds 1000..2000; 2 played the same as 1 (the kongs are taken).
    pub sichuan_kong_weight: f64,
    /// 四川: the model never plans over more own draws than this (with
    /// [`Params::max_horizon`], the lower counts). Against A5, A4 and A2, 9
    /// gained +0.10 ± 0.04 points per hand over no cap on seeds 6000..8000;
    /// on seeds 8000..10000 7, 8 and 9 tied (8: +0.01 ± 0.03 over 9), 6 lost
    /// 0.03 ± 0.04 and 11 lost 0.04 ± 0.03.
    pub sichuan_max_horizon: u32,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            value_weight: 0.0,
            self_draw_share: 1.0,
            exact_candidates: 0,
            lookahead_candidates: 0,
            stage_draws: [0.0, 5.7, 14.4, 25.4, 39.0, 55.0, 65.0],
            min_horizon: 6,
            shanten_back: false,
            exact_two_steps: false,
            expectimax_candidates: 0,
            expectimax_costs: 0xff,
            shape_weight: 0.0,
            shape_ties: false,
            expectimax_lite: false,
            call_margin: 0.0,
            decline_small_discard_wins: false,
            hazard: 0.09,
            loss_when_others_win: 2.0,
            decline_factor: 1.5,
            feed_chance: 0.1,
            exact_meld_caps: false,
            big_draw_scale: 0.6,
            danger_weight: 0.0,
            max_horizon: u32::MAX,
            flat_decline_discard_wins: false,
            flat_kong_fee_weight: 1.0,
            flat_max_horizon: 9,
            sichuan_value_weight: 0.25,
            sichuan_kong_weight: 1.0,
            sichuan_max_horizon: 8,
        }
    }
}

/// One ranked discard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiscardScore {
    /// The tile to discard.
    pub tile: Tile,
    /// Shanten of the hand after the discard (0 = ready).
    pub shanten: i8,
    /// Kinds of draw that would lower the shanten.
    pub useful_kinds: u8,
    /// Unseen tiles of those kinds.
    pub useful_tiles: u16,
    /// Estimated probability of winning within the draws left.
    pub win_prob: f64,
    /// Estimated expected points (self-draw scale: small 6, big 18 per unit,
    /// blended with discard wins by `self_draw_share`).
    pub points: f64,
    /// The ranking key (higher is better).
    pub score: f64,
    /// Bits of the kinds that would lower the shanten.
    pub useful: u64,
    /// Unseen tiles that would not lower the shanten but connect to the
    /// hand (a neighbour within two ranks, or a second copy): the room the
    /// shape has to improve.
    pub shape: u16,
}

/// A position as the deciding seat sees it: everything one EXPERT decision
/// needs.
///
/// ```
/// use majiang_core::expert::{Expert, Position};
/// use majiang_core::{Hand, RuleSet};
/// let rules = RuleSet::changsha();
/// let hand = Hand::parse("123m456s789p2345m9s", "", &rules)?;
/// let unseen = Expert::unseen_from_hand(&hand, &rules);
/// let pos = Position::new(&hand, &rules, &unseen, 10);
/// assert_eq!(Expert::default().choose_discard(&pos)?.to_string(), "9s");
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    /// The player's hand and its melds: `3n+2` concealed tiles to discard
    /// from, `3n+1` for a claim or a hand's value.
    pub hand: &'a Hand,
    /// The rules.
    pub rules: &'a RuleSet,
    /// Copies of each kind the player has not seen (4 − own hand − own melds
    /// − every visible discard and meld).
    pub unseen: &'a Counts,
    /// The player's own draws left (about a quarter of the wall).
    pub draws_left: u32,
    /// What the seat sees of the other players ([`Threats::NONE`] when the
    /// caller does not know).
    pub threats: &'a Threats,
    /// Where the seat sits from the dealer; `None` when the caller does not
    /// say, read as the dealer's place (国标: the East seat).
    pub place: Option<Place>,
}

/// Where a seat sits at the table counted from the dealer: 0 the dealer
/// (东's place), 1 the seat that plays after it (南), then 2 (西) and 3 (北).
/// 国标 prices a pung of the seat's own wind (门风刻) by it; the other
/// families do not look at it.
///
/// ```
/// use majiang_core::expert::Place;
/// assert_eq!(Place::of(0, 1).after_dealer(), 3);
/// assert_eq!(Place::of(2, 1), Place::after(1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place(u8);

impl Place {
    /// The dealer's own place.
    pub const DEALER: Place = Place(0);

    /// The place of `seat` when `dealer` deals (seats 0-3 in turn order;
    /// larger numbers wrap around the table).
    #[must_use]
    pub const fn of(seat: usize, dealer: usize) -> Place {
        Place(((seat % 4 + 4 - dealer % 4) % 4) as u8)
    }

    /// The place `n` seats after the dealer (wrapping around the table).
    #[must_use]
    pub const fn after(n: usize) -> Place {
        Place((n % 4) as u8)
    }

    /// Seats between the dealer and this one in turn order: 0-3.
    #[must_use]
    pub const fn after_dealer(self) -> usize {
        self.0 as usize
    }
}

impl<'a> Position<'a> {
    /// The position of `hand` with `unseen` tiles and `draws_left` own draws
    /// to come, nothing known of the other players.
    #[must_use]
    pub const fn new(
        hand: &'a Hand,
        rules: &'a RuleSet,
        unseen: &'a Counts,
        draws_left: u32,
    ) -> Position<'a> {
        Position { hand, rules, unseen, draws_left, threats: &Threats::NONE, place: None }
    }

    /// The same position for the seat at `place` from the dealer.
    #[must_use]
    pub const fn at(self, place: Place) -> Position<'a> {
        Position { place: Some(place), ..self }
    }

    /// The same position with what the seat sees of the other players.
    #[must_use]
    pub const fn facing(self, threats: &'a Threats) -> Position<'a> {
        Position { threats, ..self }
    }

    /// The same position for another hand (after a call or a kong) with
    /// `draws_left` own draws to come.
    #[must_use]
    pub(crate) const fn with_hand(self, hand: &'a Hand, draws_left: u32) -> Position<'a> {
        Position { hand, draws_left, ..self }
    }
}

/// Working memory for one decision (a few KB, on the stack or reused).
pub(crate) struct Scratch {
    pub(crate) main: Matrix,
    pub(crate) side: Matrix,
    pub(crate) third: Matrix,
}

impl Scratch {
    pub(crate) fn new(params: &Params) -> Scratch {
        let mut s = Scratch { main: Matrix::new(), side: Matrix::new(), third: Matrix::new() };
        for m in [&mut s.main, &mut s.side, &mut s.third] {
            m.exact_caps = params.exact_meld_caps;
        }
        s
    }
}

impl DiscardScore {
    /// A placeholder entry for the output array of
    /// [`Expert::rank_discards`](super::Expert::rank_discards).
    pub const EMPTY: DiscardScore = BLANK;
}

/// A placeholder entry for output arrays.
pub(crate) const BLANK: DiscardScore = DiscardScore {
    tile: Tile::from_index_unchecked(0),
    shanten: 0,
    useful_kinds: 0,
    useful_tiles: 0,
    win_prob: 0.0,
    points: 0.0,
    score: 0.0,
    useful: 0,
    shape: 0,
};

/// Big-hand units of a complete `3n+2` hand by its shape (碰碰胡, 清一色,
/// 将将胡, 全求人 one each; seven pairs one plus one per four), 0 for a small
/// hand or a hand that does not win. No allocation.
pub(crate) fn units_here(scratch: &mut Scratch, hand: &Hand, rules: &RuleSet) -> u32 {
    let m = &mut scratch.side;
    m.compute(hand, rules, &Request { here: true, ..Request::best(0) });
    if m.min_here != 0 {
        return 0;
    }
    let mut units = 0;
    for (t, &c) in m.here.iter().enumerate() {
        if c == 0 && BIG_TARGETS >> t & 1 == 1 {
            units += if t == super::matrix::T_SEVEN {
                1 + hand.concealed().as_array().iter().filter(|&&n| n == 4).count() as u32
            } else {
                1
            };
        }
    }
    units
}

/// Points of a small and a big (per unit) win under `params`.
pub(crate) fn values(params: &Params) -> (f64, f64) {
    params.values()
}

impl Params {
    /// The parameters in force under `rules`: these, with the horizon
    /// capped by [`Params::flat_max_horizon`] on a flat table, and by
    /// [`Params::sichuan_max_horizon`] with the value weight
    /// [`Params::sichuan_value_weight`] on a 四川 table.
    #[must_use]
    pub fn under(&self, rules: &RuleSet) -> Params {
        with_family!(rules.scoring, F => F::params_under(self, rules))
    }

    /// The points a small win and a big win (per unit) are worth on the
    /// scale of [`DiscardScore::points`]: the self-draw price (6 and 18
    /// under `eval-v1`) blended with the discard win (1 and 6) by
    /// [`Params::self_draw_share`].
    #[must_use]
    pub fn values(&self) -> (f64, f64) {
        let f = self.self_draw_share;
        (f * 6.0 + (1.0 - f) * 1.0, f * 18.0 + (1.0 - f) * 6.0)
    }
}

/// Effective draws of discard `i`: overall (unseen tiles, kinds, kind bits)
/// and toward the big targets.
fn useful_draws(m: &Matrix, i: usize, unseen: &[u8; KINDS]) -> (u32, u8, u64, u32) {
    useful_draws_wild(m, i, unseen, 0)
}

/// [`useful_draws`] with `wild` hidden wildcards outside the kinds in play
/// ([`hidden_wildcards`]): each lowers every reachable target by one.
fn useful_draws_wild(m: &Matrix, i: usize, unseen: &[u8; KINDS], wild: u32) -> (u32, u8, u64, u32) {
    let mut tiles = 0u32;
    let mut kinds = 0u8;
    let mut bits = 0u64;
    let mut big = 0u32;
    let best_big = big_mask(m, i);
    if m.min13[i] < IMPOSSIBLE {
        tiles += wild;
    }
    if best_big != 0 {
        big += wild;
    }
    for t in 0..m.kinds {
        let n = unseen[t] as u32;
        if n == 0 {
            continue;
        }
        let imp = m.imp[i][t];
        if imp & m.best13[i] != 0 {
            tiles += n;
            kinds += 1;
            bits |= 1 << t;
        }
        if imp & best_big != 0 {
            big += n;
        }
    }
    (tiles, kinds, bits, big)
}

/// The big targets at their lowest cost after discard `i`.
fn big_mask(m: &Matrix, i: usize) -> u8 {
    let mut best = IMPOSSIBLE;
    for t in 0..NT {
        if BIG_TARGETS >> t & 1 == 1 {
            best = best.min(m.cost13[i][t]);
        }
    }
    if best >= IMPOSSIBLE {
        return 0;
    }
    let mut mask = 0;
    for t in 0..NT {
        if BIG_TARGETS >> t & 1 == 1 && m.cost13[i][t] == best {
            mask |= 1 << t;
        }
    }
    mask
}

fn big_cost(m: &Matrix, i: usize) -> u8 {
    let mut best = IMPOSSIBLE;
    for t in 0..NT {
        if BIG_TARGETS >> t & 1 == 1 {
            best = best.min(m.cost13[i][t]);
        }
    }
    best
}

/// Probability of completing `cost` stages within `d` draws when the first
/// stage has `first` useful tiles of `pool` and the later ones the typical
/// counts of `params`.
fn chain(params: &Params, cost: u8, first: f64, second: Option<f64>, d: u32, pool: u32) -> f64 {
    chain_scaled(params, cost, first, second, d, pool, 1.0)
}

/// [`chain`] with every stage's useful draws scaled by `scale`.
fn chain_scaled(
    params: &Params,
    cost: u8,
    first: f64,
    second: Option<f64>,
    d: u32,
    pool: u32,
    scale: f64,
) -> f64 {
    let cost = cost as usize;
    if cost == 0 {
        return 1.0;
    }
    if cost >= params.stage_draws.len() || pool == 0 {
        return 0.0;
    }
    let pool = pool as f64;
    let mut p = [0.0f64; 7];
    p[0] = (scale * first / pool).min(1.0);
    for k in 1..cost {
        // Stage k leaves the hand `cost − k` steps from complete.
        let typical = params.stage_draws[cost - k];
        let u = if k == 1 { second.unwrap_or(typical) } else { typical };
        p[k] = (scale * u / pool).min(1.0);
    }
    prob::stages(&p[..cost], d)
}

/// The draws mask (kinds with an unseen copy) and the pool size.
fn draw_mask(unseen: &[u8; KINDS], kinds: usize) -> (u64, u32) {
    let mut draws = 0u64;
    let mut pool = 0u32;
    for t in 0..kinds {
        if unseen[t] > 0 {
            draws |= 1 << t;
            pool += unseen[t] as u32;
        }
    }
    (draws, pool)
}

/// The horizon the model plans over for a hand `cost` tiles from complete.
fn horizon(params: &Params, draws_left: u32, cost: u8) -> u32 {
    draws_left.min(params.max_horizon).max(params.min_horizon + cost.saturating_sub(1) as u32)
}

/// What the estimates take from the table besides the matrix: the points of
/// a small win and of a big one (per unit), and the hidden wildcards that
/// join every discard's useful draws and the pool.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pricing {
    /// Points of a small win (every win on a flat table).
    pub(crate) v_small: f64,
    /// Points of a big win per unit (a small one's on a flat table).
    pub(crate) v_big: f64,
    /// Wildcards outside the unseen counts ([`hidden_wildcards`]).
    pub(crate) wild: u32,
}

impl Pricing {
    /// The pricing of `hand` (any size: 中 is never discarded, so every
    /// discard keeps the hand's wildcards) with `draws_left` own draws to
    /// come: [`Params::values`] and no hidden wildcard off a flat table,
    /// the flat value of a win (the flat family's `value`, in `family/hunan/expert.rs`) on one.
    pub(crate) fn of(params: &Params, hand: &Hand, rules: &RuleSet, draws_left: u32) -> Pricing {
        with_family!(rules.scoring, F => F::pricing(params, hand, rules, draws_left))
            .unwrap_or_else(|| {
                let (v_small, v_big) = values(params);
                Pricing { v_small, v_big, wild: 0 }
            })
    }
}

/// The first (cheap) estimate of matrix row `i`, from its own effective draws.
#[allow(clippy::too_many_arguments)]
fn first_estimate(
    params: &Params,
    price: &Pricing,
    m: &Matrix,
    i: usize,
    unseen: &[u8; KINDS],
    held: &[u8; KINDS],
    horizon: u32,
    pool: u32,
) -> DiscardScore {
    let (v_small, v_big) = (price.v_small, price.v_big);
    let cost = m.min13[i];
    let tile = Tile::from_index_unchecked(m.discard(i));
    let (tiles, kinds, bits, big) =
        if m.expanded[i] { useful_draws_wild(m, i, unseen, price.wild) } else { (0, 0, 0, 0) };
    let estimate = |cost: u8, tiles: u32| -> f64 {
        if cost >= IMPOSSIBLE || tiles == 0 {
            0.0
        } else if cost == 1 {
            prob::ready(tiles, horizon, pool)
        } else {
            chain(params, cost, tiles as f64, None, horizon, pool)
        }
    };
    let win_prob = estimate(cost, tiles);
    let shape = if m.expanded[i] { shape_room(m, i, unseen, held) } else { 0 };
    // The chance that the win is a big hand, from the big targets' own draws.
    let bc = big_cost(m, i);
    let p_big = if !m.expanded[i] {
        0.0
    } else if (2..IMPOSSIBLE).contains(&bc) && big > 0 {
        chain_scaled(params, bc, big as f64, None, horizon, pool, params.big_draw_scale)
    } else {
        estimate(bc, big)
    };
    let points = v_small * win_prob + (v_big - v_small) * p_big.min(win_prob);
    let mut s = DiscardScore {
        tile,
        shanten: cost as i8 - 1,
        useful_kinds: kinds,
        useful_tiles: tiles as u16,
        win_prob,
        points,
        score: 0.0,
        useful: bits,
        shape,
    };
    s.score = score_of(params, &s, pool);
    s
}

/// Bits of the kinds at rank 0 / 1 / 7 / 8 of each suit.
const RANK_BITS: [u64; 9] = {
    let mut r = [0u64; 9];
    let mut k = 0;
    while k < 9 {
        r[k] = (1 << k) | (1 << (9 + k)) | (1 << (18 + k));
        k += 1;
    }
    r
};

/// Unseen tiles of the kinds that connect to the hand after discard `i`
/// without lowering its shanten ([`DiscardScore::shape`]).
fn shape_room(m: &Matrix, i: usize, unseen: &[u8; KINDS], held: &[u8; KINDS]) -> u16 {
    let d = m.discard(i);
    let mut h = 0u64;
    for k in 0..27 {
        if held[k] - (k == d) as u8 > 0 {
            h |= 1 << k;
        }
    }
    let near = h
        | (h << 1) & !RANK_BITS[0]
        | (h >> 1) & !RANK_BITS[8]
        | (h << 2) & !(RANK_BITS[0] | RANK_BITS[1])
        | (h >> 2) & !(RANK_BITS[7] | RANK_BITS[8]);
    let mut room = 0u16;
    for k in 0..27 {
        if near >> k & 1 == 1 && m.imp[i][k] & m.best13[i] == 0 {
            room += unseen[k] as u16;
        }
    }
    room
}

/// Ranks the discards of `pos.hand` into `out` (best first) and returns how
/// many there are. No allocation.
pub(crate) fn rank(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
    out: &mut [DiscardScore; MAX_DISCARDS],
) -> usize {
    let table = params.under(pos.rules);
    let params = &table;
    let unseen = pos.unseen.as_array();
    let price = Pricing::of(params, pos.hand, pos.rules, pos.draws_left);
    let (draws, pool) = draw_mask(unseen, pos.rules.kinds());
    let pool = pool + price.wild;
    let held = pos.hand.concealed().as_array();
    let slack = params.shanten_back as u8;
    scratch.main.compute(pos.hand, pos.rules, &Request { slack, ..Request::best(draws) });
    let m = &scratch.main;
    let best_min = (0..m.nd).map(|i| m.min13[i]).min().unwrap_or(IMPOSSIBLE);
    let horizon = horizon(params, pos.draws_left, best_min);
    let n = m.nd;
    // Shanten back only from a ready hand: ready and one-step estimates are
    // both exact, so they compare on one scale.
    let back = params.shanten_back && best_min == 1;
    for i in 0..n {
        out[i] = first_estimate(params, &price, m, i, unseen, held, horizon, pool);
        if m.min13[i] > best_min && !back {
            out[i].score = -1.0;
        } else if back && m.min13[i] == 1 {
            out[i].score += REFINED;
        }
    }

    // The beam: the best first estimates get the exact calculation (one step
    // from ready) or the lookahead (further); refined estimates are on their
    // own scale, so the beam ranks above the candidates it pruned.
    let mut order = [0usize; MAX_DISCARDS];
    for (k, o) in order.iter_mut().enumerate().take(n) {
        *o = k;
    }
    order[..n].sort_unstable_by(|&a, &b| compare(held, &out[a], &out[b], params.shape_ties));
    let mut exact_left = params.exact_candidates;
    let mut look_left = params.lookahead_candidates;
    for &i in order.iter().take(n) {
        let cost = (out[i].shanten + 1) as u8;
        let budget = if cost == 2 { &mut exact_left } else { &mut look_left };
        if cost < 2 || out[i].useful_tiles == 0 || *budget == 0 || out[i].score < 0.0 {
            continue;
        }
        *budget -= 1;
        let (win, points) = refine_row(params, scratch, pos, &out[i], horizon, pool);
        let o = &mut out[i];
        o.win_prob = win;
        o.points = points;
        o.score = REFINED + score_of(params, o, pool);
    }
    finish_order(params, pos, out, n);
    for o in out[..n].iter_mut() {
        if o.score >= REFINED / 2.0 {
            o.score -= REFINED;
        }
    }
    if params.expectimax_candidates > 0 && params.expectimax_costs >> best_min & 1 == 1 {
        expectimax(params, pos, out, n, pool);
    }
    n
}

/// Re-values the best candidates by one draw of expectimax: every unseen
/// kind is drawn, and the evaluator picks the best discard of the new hand
/// (which may be the drawn tile) with one draw fewer to come.
fn expectimax(
    params: &Params,
    pos: &Position<'_>,
    out: &mut [DiscardScore; MAX_DISCARDS],
    n: usize,
    pool: u32,
) {
    let mut inner = Params { expectimax_candidates: 0, ..*params };
    if params.expectimax_lite {
        inner.exact_candidates = 0;
        inner.lookahead_candidates = 0;
    }
    let mut scratch = Scratch::new(params);
    let mut inner_out = [BLANK; MAX_DISCARDS];
    let k = params.expectimax_candidates.min(n);
    let d_next = pos.draws_left.saturating_sub(1);
    for o in out[..k].iter_mut() {
        if o.score < 0.0 {
            continue;
        }
        let mut h = *pos.hand;
        h.pop_unchecked(o.tile);
        let mut total = 0.0;
        for t in 0..pos.rules.kinds() {
            let n_t = pos.unseen.as_array()[t];
            if n_t == 0 {
                continue;
            }
            let tt = Tile::from_index_unchecked(t);
            h.push_unchecked(tt);
            let mut after = *pos.unseen;
            after.0[t] -= 1;
            let v = if crate::win::is_win(&h, pos.rules) {
                1.0
            } else {
                let p2 = Position::new(&h, pos.rules, &after, d_next);
                let m = rank(&inner, &mut scratch, &p2, &mut inner_out);
                if m == 0 { 0.0 } else { inner_out[0].score.max(0.0) }
            };
            h.pop_unchecked(tt);
            total += n_t as f64 * v;
        }
        o.score = 2.0 * REFINED + total / pool as f64;
    }
    let held = pos.hand.concealed().as_array();
    out[..n].sort_unstable_by(|a, b| compare(held, a, b, params.shape_ties));
    for o in out[..n].iter_mut() {
        if o.score >= REFINED {
            o.score -= 2.0 * REFINED;
        }
    }
}

/// Blends win probability and expected points (in small-hand units).
#[inline]
fn blend(params: &Params, win: f64, points: f64, v_small: f64) -> f64 {
    (1.0 - params.value_weight) * win + params.value_weight * points / v_small
}

/// The ranking score of an estimate: the blend, with the shape bonus.
#[inline]
fn score_of(params: &Params, s: &DiscardScore, pool: u32) -> f64 {
    let (v_small, _) = values(params);
    blend(params, s.win_prob, s.points, v_small)
        * (1.0 + params.shape_weight * s.shape as f64 / pool.max(1) as f64)
}

/// The ranking score of a first estimate, also for a discard that leaves
/// the hand further from ready than the best (ranked −1 by [`rank`]): what a
/// fold compares.
pub(crate) fn own_score(params: &Params, s: &DiscardScore) -> f64 {
    if s.score >= 0.0 {
        s.score
    } else {
        let (v_small, _) = values(params);
        blend(params, s.win_prob, s.points, v_small)
    }
}

/// Score offset of the candidates the beam refined.
const REFINED: f64 = 1e3;

/// The value of a `3n+1` hand about to draw: its win probability and
/// expected points within `draws_left` draws, refined as a beam candidate
/// would be, and the blended score. No allocation.
pub(crate) fn value13(
    params: &Params,
    scratch: &mut Scratch,
    hand: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
    draws_left: u32,
) -> (f64, f64, f64) {
    let table = params.under(rules);
    let params = &table;
    // Evaluate the hand as "the 14-tile hand with one more tile, after
    // discarding it again": any kind with a free copy will do.
    let all = hand.all_tiles();
    let Some(t0) = (0..rules.kinds()).find(|&k| all.as_array()[k] < 4) else {
        return (0.0, 0.0, 0.0);
    };
    let mut h14 = *hand;
    h14.push_unchecked(Tile::from_index_unchecked(t0));
    let u = unseen.as_array();
    let price = Pricing::of(params, hand, rules, draws_left);
    let (draws, pool) = draw_mask(u, rules.kinds());
    let pool = pool + price.wild;
    scratch.main.compute(&h14, rules, &Request { always: 1 << t0, ..Request::best(draws) });
    let m = &scratch.main;
    let i = (0..m.nd).find(|&i| m.discard(i) == t0).expect("the added kind is a discard");
    let horizon = horizon(params, draws_left, m.min13[i]);
    let held = h14.concealed().as_array();
    let first = first_estimate(params, &price, m, i, u, held, horizon, pool);
    let cost = m.min13[i];
    let (win, points) = if cost >= 2 && first.useful_tiles > 0 && params.exact_candidates > 0 {
        let pos = Position::new(&h14, rules, unseen, draws_left);
        refine_row(params, scratch, &pos, &first, horizon, pool)
    } else {
        (first.win_prob, first.points)
    };
    let done = DiscardScore { win_prob: win, points, ..first };
    (win, points, score_of(params, &done, pool))
}

/// Whether one more `tile` lowers the replacement number of a `3n+1` hand
/// toward its closest target or its closest big target: the only draws
/// (and so the only 吃 / 碰) that can bring the hand nearer a win. One matrix.
pub(crate) fn lowers(scratch: &mut Scratch, hand: &Hand, rules: &RuleSet, tile: Tile) -> bool {
    let all = hand.all_tiles();
    let Some(t0) = (0..rules.kinds()).find(|&k| all.as_array()[k] < 4) else {
        return false;
    };
    let mut h14 = *hand;
    h14.push_unchecked(Tile::from_index_unchecked(t0));
    let draws = 1u64 << tile.index();
    scratch.main.compute(&h14, rules, &Request { always: 1 << t0, ..Request::best(draws) });
    let m = &scratch.main;
    let i = (0..m.nd).find(|&i| m.discard(i) == t0).expect("the added kind is a discard");
    m.imp[i][tile.index()] & (m.best13[i] | big_mask(m, i)) != 0
}

/// The refined estimate of one candidate (cost ≥ 2): after each useful draw,
/// the best discard of the new hand; exact one step from ready, a stage chain
/// averaged over the first useful draw further away.
fn refine_row(
    params: &Params,
    scratch: &mut Scratch,
    pos: &Position<'_>,
    s: &DiscardScore,
    horizon: u32,
    pool: u32,
) -> (f64, f64) {
    let (v_small, v_big) = values(params);
    let cost = (s.shanten + 1) as u8;
    let unseen = *pos.unseen.as_array();
    let mut h = *pos.hand;
    h.pop_unchecked(s.tile);
    let mut win = 0.0;
    let mut points = 0.0;
    let mut curves = [[0.0f64; prob::MAX_DRAWS + 1]; KINDS];
    let mut weights = [0u32; KINDS];
    let mut nc = 0;
    for t in 0..pos.rules.kinds() {
        if s.useful >> t & 1 == 0 {
            continue;
        }
        let tt = Tile::from_index_unchecked(t);
        let n_t = unseen[t] as u32;
        let mut after = unseen;
        after[t] -= 1;
        h.push_unchecked(tt);
        let (u2, v2) = best_next(&mut scratch.side, &h, pos.rules, &after, v_small, v_big);
        h.pop_unchecked(tt);
        if cost == 3 && params.exact_two_steps {
            h.push_unchecked(tt);
            curves[nc] = follow_up_curve(
                &mut scratch.third,
                &mut scratch.side,
                &h,
                pos.rules,
                &after,
                horizon,
                pool - 1,
            );
            h.pop_unchecked(tt);
            weights[nc] = n_t;
            nc += 1;
            continue;
        }
        if cost == 2 {
            let p = prob::one_step(&[(n_t, u2)], s.useful_tiles as u32, horizon, pool);
            win += p;
            points += p * v2;
        } else {
            let p = chain(params, cost, s.useful_tiles as f64, Some(u2 as f64), horizon, pool - 1);
            win += n_t as f64 * p;
        }
    }
    if nc > 0 {
        let win =
            prob::through(&weights[..nc], &curves[..nc], s.useful_tiles as u32, horizon, pool);
        let points = if s.win_prob > 0.0 { s.points * win / s.win_prob } else { v_small * win };
        return (win, points);
    }
    if cost > 2 {
        win /= s.useful_tiles as f64;
        // The first estimate's value mix, scaled to the refined probability.
        points = if s.win_prob > 0.0 { s.points * win / s.win_prob } else { v_small * win };
    }
    (win.min(1.0), points.max(0.0))
}

/// For a `3n+2` hand two steps from complete: the exact one-step curve of
/// its best discard (among the two with the most effective draws).
fn follow_up_curve(
    m: &mut Matrix,
    side: &mut Matrix,
    hand: &Hand,
    rules: &RuleSet,
    unseen: &[u8; KINDS],
    horizon: u32,
    pool: u32,
) -> [f64; prob::MAX_DRAWS + 1] {
    let (draws, _) = draw_mask(unseen, rules.kinds());
    m.compute(hand, rules, &Request::best(draws));
    let mut rows = [(0u32, 0u64, 0usize); MAX_DISCARDS];
    let mut nr = 0;
    for i in 0..m.nd {
        if m.expanded[i] {
            let (u, _, bits, _) = useful_draws(m, i, unseen);
            rows[nr] = (u, bits, m.discard(i));
            nr += 1;
        }
    }
    rows[..nr].sort_unstable_by_key(|r| std::cmp::Reverse(r.0));
    let mut best = [0.0f64; prob::MAX_DRAWS + 1];
    for &(u, bits, e) in rows.iter().take(2.min(nr)) {
        if u == 0 {
            continue;
        }
        let mut z = *hand;
        z.pop_unchecked(Tile::from_index_unchecked(e));
        let mut waits = [(0u32, 0u32); KINDS];
        let mut nw = 0;
        for t2 in 0..rules.kinds() {
            if bits >> t2 & 1 == 0 {
                continue;
            }
            let mut after = *unseen;
            after[t2] -= 1;
            z.push_unchecked(Tile::from_index_unchecked(t2));
            let (w, _) = best_next(side, &z, rules, &after, 1.0, 1.0);
            z.pop_unchecked(Tile::from_index_unchecked(t2));
            waits[nw] = (unseen[t2] as u32, w);
            nw += 1;
        }
        let mut curve = [0.0f64; prob::MAX_DRAWS + 1];
        prob::one_step_curve(&waits[..nw], u, horizon, pool, &mut curve);
        if curve[horizon.saturating_sub(1) as usize] > best[horizon.saturating_sub(1) as usize] {
            best = curve;
        }
    }
    best
}

/// For a `3n+2` hand one draw further: the most effective draws over the
/// discards that keep the lower cost, and the mean value of those draws when
/// they complete the hand (small or big).
fn best_next(
    m: &mut Matrix,
    hand: &Hand,
    rules: &RuleSet,
    unseen: &[u8; KINDS],
    v_small: f64,
    v_big: f64,
) -> (u32, f64) {
    let mut draws = 0u64;
    for t in 0..rules.kinds() {
        if unseen[t] > 0 {
            draws |= 1 << t;
        }
    }
    m.compute(hand, rules, &Request::best(draws));
    let mut best = (0u32, 0.0f64);
    for i in 0..m.nd {
        if !m.expanded[i] {
            continue;
        }
        let big = if m.min13[i] == 1 { big_mask(m, i) & m.best13[i] } else { 0 };
        let mut u = 0u32;
        let mut value = 0.0;
        for t in 0..m.kinds {
            let n = unseen[t] as u32;
            if n == 0 || m.imp[i][t] & m.best13[i] == 0 {
                continue;
            }
            u += n;
            value += n as f64 * if m.imp[i][t] & big != 0 { v_big } else { v_small };
        }
        if u > best.0 {
            best = (u, value / u as f64);
        }
    }
    best
}

/// How connected a held tile is to the rest of the hand: neighbours within
/// two ranks (adjacent ones count double), copies, a bonus for 2/5/8 (the
/// small hand's pair) and a malus for terminals. Lower is discarded first.
fn connection(held: &[u8; KINDS], t: Tile) -> i32 {
    let k = t.index();
    let mut near = 3 * (held[k] as i32 - 1);
    if k < 27 {
        let r = k % 9;
        for dr in -2i32..=2 {
            let q = r as i32 + dr;
            if dr != 0 && (0..9).contains(&q) {
                near += held[k - r + q as usize] as i32 * if dr.abs() == 1 { 2 } else { 1 };
            }
        }
        near += t.is_258() as i32 - t.is_terminal() as i32;
    }
    near
}

/// The ranking order: score, then more useful kinds, then the less connected
/// tile, then the lower kind.
fn compare(
    held: &[u8; KINDS],
    a: &DiscardScore,
    b: &DiscardScore,
    shape_ties: bool,
) -> std::cmp::Ordering {
    // Lazily: most comparisons end at the score.
    b.score
        .total_cmp(&a.score)
        .then_with(|| if shape_ties { b.shape.cmp(&a.shape) } else { std::cmp::Ordering::Equal })
        .then_with(|| b.useful_kinds.cmp(&a.useful_kinds))
        .then_with(|| connection(held, a.tile).cmp(&connection(held, b.tile)))
        .then_with(|| a.tile.cmp(&b.tile))
}

/// Sorts `out` into the ranking order.
fn finish_order(
    params: &Params,
    pos: &Position<'_>,
    out: &mut [DiscardScore; MAX_DISCARDS],
    n: usize,
) {
    let held = pos.hand.concealed().as_array();
    out[..n].sort_unstable_by(|a, b| compare(held, a, b, params.shape_ties));
}

/// The wildcards the unseen counts leave out, all hidden from the player:
/// the wall's copies less the hand's when the wildcard kind lies outside the
/// kinds in play (红中 under 红中麻将), else 0 (a wildcard in play is in the
/// unseen counts already).
pub(crate) fn hidden_wildcards(hand: &Hand, rules: &RuleSet) -> u32 {
    match rules.wildcard {
        Some(w) if w.index() >= rules.kinds() && w.index() < KINDS => {
            u32::from(rules.wildcard_copies().saturating_sub(hand.concealed().get(w)))
        }
        _ => 0,
    }
}
