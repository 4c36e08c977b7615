//! EXPERT on 四川麻将 血战到底 ([`crate::family::sichuan`], `variants.md` §3): the
//! two phases before the first discard, the void suit, the value of a
//! win in fan, kong money and the table thinning out as players win.
//!
//! - **The plan of a hand** ([`plan`]): for a void suit, the tiles of the
//!   two suits kept are scored by their routes to a win — the small hand,
//!   清一色 in either kept suit, 对对胡 and 七对 — each the fewest tiles to
//!   add (from the core's per-suit replacement tables) against its fan (平胡 0,
//!   对对胡 1, 清一色 2, 七对 2, capped), plus one fan per four held (根).
//!   A route that needs one more tile is worth [`TILE_COST_FAN`] fan less
//!   (a tile more to find roughly halves the chance of winning in time;
//!   [`PAIR_ROUTE_TILE_COST_FAN`] for 对对胡 and 七对), and
//!   the hand cannot win before every void tile is gone (one per turn), so a
//!   route costs the larger of its tiles to add and the void tiles held.
//! - **换三张** ([`exchange_choice`]): every legal set of tiles (of one suit,
//!   the count the table passes) is tried; the hand left is scored by its
//!   best plan (over the three void suits) and the set leaving the best one
//!   goes: usually the weakest suit's loosest tiles, but a long suit that
//!   makes 清一色 likely is kept whole and a short suit given up entirely.
//!   Ties: tiles of the suit the plan declares void, then the loosest tiles.
//!   The tiles passed are remembered ([`Observation::exchange`]): they lie
//!   in the receiver's hand, never in the wall, so they are no draws.
//! - **定缺** ([`void_choice`]): the void suit of the best plan after the
//!   exchange: cheapest to clear and least useful. Ties: fewer tiles, then
//!   fewer pairs, then the lower suit.
//! - **Clearing the void** (the engine allows only void tiles while one is
//!   held, [`void_discard`]): the tile most useful to the players still in
//!   who may use it (not void in that suit themselves) goes first — middle
//!   ranks before terminals, live kinds before dead ones — while the
//!   opponents are furthest from ready.
//! - **Discards and claims** are EXPERT's usual ranking with
//!   [`planning_rules`] (对对胡 and 清一色 as big targets, any pair), the
//!   void suit's unseen copies removed (a drawn void tile is useless) and the
//!   own draws shared among the players still in (fewer players, more draws
//!   each). A 碰 made while void tiles are held is worth the hand after the
//!   void tile it must then discard.
//! - **Kongs pay at once** (暗杠 2 and 面下杠 1 from every other player
//!   still in, 直杠 2 from the discarder): the money, in wins of the hand's
//!   value ([`win_value`]), joins the kong side of the decision
//!   ([`Params::sichuan_kong_weight`]). A four kept is 根 as well, so the
//!   kong costs no fan. Not modelled: 退税 (the money is given back when
//!   the hand is not ready at the end) and 抢杠胡 on a 面下杠.
//! - **Allocation**: none on the agent's path (the hints and the public
//!   [`exchange_choice`] return lists).
//! - **血流成河**: a winner plays on frozen and only discards what it draws
//!   (the engine's only legal discard) or wins again.
//! - **Wins**: always. A win in 血战 ends nothing for the others, pays at
//!   least 1 and leaves the winner safe from every later payment; waiting for
//!   a bigger one risks the hand.

use crate::counts::Counts;
use crate::error::Result;
use crate::expert::by_family::ExpertFamily;
use crate::expert::claim::{after_call, after_own_kong, best_discard_score};
use crate::expert::eval::Pricing;
use crate::expert::eval::{Params, Scratch, value13};
use crate::expert::{Expert, Position};
use crate::game::{Action, Observation, Phase};
use crate::hand::Hand;
use crate::lookup::{ANY_PAIR, NO_PAIR, Tables, suit_key};
use crate::rules::{RuleSet, SichuanOptions};
use crate::tile::{Suit, Tile};

/// Fan a route loses for each more tile it needs: a tile more to find
/// roughly halves the chance of winning in time, more than halves it for
/// 对对胡 and 七对, whose missing tiles are single kinds of two or three
/// copies left (a run's has two kinds and up to eight).
pub const TILE_COST_FAN: f64 = 1.25;
/// [`TILE_COST_FAN`] for 对对胡 and 七对.
pub const PAIR_ROUTE_TILE_COST_FAN: f64 = 1.75;

/// The rules EXPERT plans a 四川 hand with: the table's, with 对对胡 and
/// 清一色 as targets of their own so that the ranking sees them as the
/// bigger hands they are (the pair is any pair, so the shanten is the same).
#[must_use]
pub fn planning_rules(rules: &RuleSet) -> RuleSet {
    RuleSet { pengpenghu: true, qingyise: true, ..*rules }
}

/// Tiles of `suit` in `c`.
fn suit_len(c: &Counts, suit: Suit) -> u32 {
    let s = suit.index() * 9;
    c.as_array()[s..s + 9].iter().map(|&n| u32::from(n)).sum()
}

/// No copy of `suit` left in the unseen counts: a void suit's draws are no
/// use to its seat.
fn clear_suit(unseen: &mut Counts, suit: Suit) {
    unseen.0[suit.index() * 9..suit.index() * 9 + 9].fill(0);
}

/// Kinds of `suit` held two or more times in `c`.
fn suit_pairs(c: &Counts, suit: Suit) -> u32 {
    let s = suit.index() * 9;
    c.as_array()[s..s + 9].iter().filter(|&&n| n >= 2).count() as u32
}

/// What a hand is worth with one suit declared void (see the module notes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The void suit.
    pub void: Suit,
    /// Its tiles still held (each must be discarded before a win).
    pub to_clear: u32,
    /// Tiles to add to the kept suits for the small hand (4 sets and a pair).
    pub small: u32,
    /// The best route: its fan (before 根) and tiles to add.
    pub route: Route,
    /// Its fan (capped), 根 included.
    pub fan: u32,
    /// Tiles to add for the best route, at least the void tiles to clear.
    pub tiles: u32,
    /// The score: fan less [`Route::tile_cost`] per tile.
    pub score: f64,
}

/// A way to win a 四川 hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// 平胡: four sets and a pair (any fan the shape happens to carry aside).
    Small,
    /// 清一色 in this suit.
    QingYiSe(Suit),
    /// 对对胡: four triplets and a pair.
    DuiDuiHu,
    /// 七对: seven pairs.
    QiDui,
}

impl Route {
    /// The route's fan before 根.
    #[must_use]
    pub const fn fan(self) -> u32 {
        match self {
            Route::Small => 0,
            Route::DuiDuiHu => 1,
            Route::QingYiSe(_) | Route::QiDui => 2,
        }
    }

    /// Fan lost per tile the route still needs.
    #[must_use]
    pub const fn tile_cost(self) -> f64 {
        match self {
            Route::Small | Route::QingYiSe(_) => TILE_COST_FAN,
            Route::DuiDuiHu | Route::QiDui => PAIR_ROUTE_TILE_COST_FAN,
        }
    }

    /// Chinese and English names.
    #[must_use]
    pub const fn names(self) -> (&'static str, &'static str) {
        match self {
            Route::Small => ("平胡", "a plain hand"),
            Route::QingYiSe(_) => ("清一色", "one suit"),
            Route::DuiDuiHu => ("对对胡", "all triplets"),
            Route::QiDui => ("七对", "seven pairs"),
        }
    }
}

/// Fewest tiles to add to `c`'s suit `s` for exactly `m` sets and the pair
/// category `pair` (the core's per-suit tables).
fn suit_cost(c: &Counts, s: Suit, m: usize, pair: usize) -> u32 {
    if suit_len(c, s) > 14 {
        return u32::MAX / 4;
    }
    let entry = Tables::get().suit.entry(suit_key(c.as_array(), s.index()));
    u32::from(entry.get(m, pair))
}

/// The plan of concealed tiles `c` (no meld: the setup phases) with `void`
/// declared void under `rules`' fan cap.
#[must_use]
pub fn plan(c: &Counts, void: Suit, rules: &RuleSet) -> Plan {
    let [a, b] = match void {
        Suit::Wan => [Suit::Tiao, Suit::Tong],
        Suit::Tiao => [Suit::Wan, Suit::Tong],
        Suit::Tong => [Suit::Wan, Suit::Tiao],
    };
    let to_clear = suit_len(c, void);
    // The small hand: four sets and one pair shared out between the kept suits.
    let mut small = u32::MAX;
    for m in 0..=4 {
        for (pa, pb) in [(ANY_PAIR, NO_PAIR), (NO_PAIR, ANY_PAIR)] {
            small = small.min(suit_cost(c, a, m, pa) + suit_cost(c, b, 4 - m, pb));
        }
    }
    // 对对胡: the four kinds closest to a triplet and the next closest to a pair.
    let mut kept = [0u8; 18];
    kept[..9].copy_from_slice(&c.as_array()[a.index() * 9..a.index() * 9 + 9]);
    kept[9..].copy_from_slice(&c.as_array()[b.index() * 9..b.index() * 9 + 9]);
    kept.sort_unstable_by(|x, y| y.cmp(x));
    let triplets: u32 = kept[..4].iter().map(|&n| 3 - u32::from(n.min(3))).sum();
    let ddh = triplets + 2 - u32::from(kept[4].min(2));
    // 七对: a four counts as two pairs.
    let pairs: u32 = kept.iter().map(|&n| u32::from(n / 2)).sum();
    let qidui = 7u32.saturating_sub(pairs);
    let fours = [a, b]
        .iter()
        .map(|s| c.as_array()[s.index() * 9..s.index() * 9 + 9].iter().filter(|&&n| n == 4).count())
        .sum::<usize>() as u32;
    let cap = rules.sichuan.cap.fan();
    let routes = [
        (Route::Small, small),
        (Route::QingYiSe(a), suit_cost(c, a, 4, ANY_PAIR)),
        (Route::QingYiSe(b), suit_cost(c, b, 4, ANY_PAIR)),
        (Route::DuiDuiHu, ddh),
        (Route::QiDui, qidui),
    ];
    let mut best: Option<Plan> = None;
    for (route, cost) in routes {
        let tiles = cost.max(to_clear);
        let fan = (route.fan() + fours).min(cap);
        let score = f64::from(fan) - route.tile_cost() * f64::from(tiles);
        if best.is_none_or(|b| score > b.score) {
            best = Some(Plan { void, to_clear, small, route, fan, tiles, score });
        }
    }
    best.expect("five routes")
}

/// The best plan of `c` over the three void suits. Ties: fewer tiles to
/// clear, fewer pairs given up, the lower suit.
#[must_use]
pub fn best_plan(c: &Counts, rules: &RuleSet) -> Plan {
    Suit::ALL
        .into_iter()
        .map(|s| plan(c, s, rules))
        .min_by(|x, y| {
            y.score
                .total_cmp(&x.score)
                .then(x.to_clear.cmp(&y.to_clear))
                .then(suit_pairs(c, x.void).cmp(&suit_pairs(c, y.void)))
                .then((x.void as u8).cmp(&(y.void as u8)))
        })
        .expect("three suits")
}

/// 定缺: the void suit of the best plan of the concealed tiles `c`.
#[must_use]
pub fn void_choice(c: &Counts, rules: &RuleSet) -> Suit {
    best_plan(c, rules).void
}

/// Smaller is looser: neighbours within two ranks (other copies count),
/// then closeness to the middle rank.
fn looseness(c: &Counts, t: Tile) -> (u32, u32) {
    let i = t.index();
    let n = i32::from(t.number());
    let mut near = u32::from(c.as_array()[i]).saturating_sub(1);
    for d in [-2i32, -1, 1, 2] {
        if (1..=9).contains(&(n + d)) {
            near += u32::from(c.as_array()[(i as i32 + d) as usize]);
        }
    }
    (near, 4 - (5 - n).unsigned_abs())
}

/// How good a 换三张 set is, higher better: the plan of the hand left,
/// whether the set is of the plan's void suit, how loose its tiles are.
type ExchangeKey = (f64, bool, (u32, u32));

/// The tiles 换三张 passes from the concealed tiles `c`: `count` tiles of
/// one suit (of `suit` when some are picked already), the set whose
/// remaining hand has the best plan (see the module notes), in the order to
/// pick them; `None` when no suit holds `count` tiles (or `count` is not
/// 1–3).
#[must_use]
pub fn exchange_choice(
    c: &Counts,
    count: usize,
    suit: Option<Suit>,
    rules: &RuleSet,
) -> Option<Vec<Tile>> {
    exchange_set(c, count, suit, rules).map(|set| set.as_slice().to_vec())
}

/// Up to three tiles, on the stack.
#[derive(Clone, Copy, Debug)]
struct TileSet3 {
    tiles: [Tile; 3],
    len: usize,
}

impl TileSet3 {
    const EMPTY: TileSet3 = TileSet3 { tiles: [Tile::from_index_unchecked(0); 3], len: 0 };

    fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len]
    }
}

/// [`exchange_choice`] without allocating: the agent's path.
fn exchange_set(c: &Counts, count: usize, suit: Option<Suit>, rules: &RuleSet) -> Option<TileSet3> {
    if !(1..=3).contains(&count) {
        return None;
    }
    let mut best: Option<(ExchangeKey, TileSet3)> = None;
    for s in Suit::ALL {
        if suit.is_some_and(|x| x != s) || (suit_len(c, s) as usize) < count {
            continue;
        }
        // One entry per copy, in id order (a hand holds at most 14 tiles).
        let mut kinds = [Tile::from_index_unchecked(0); 14];
        let mut n = 0;
        for t in c.tiles().filter(|t| t.suit() == Some(s)).take(14) {
            kinds[n] = t;
            n += 1;
        }
        let mut pick = TileSet3::EMPTY;
        subsets(&kinds[..n], count, 0, &mut pick, &mut |set| {
            let mut rest = *c;
            for &t in set.as_slice() {
                rest.remove(t);
            }
            let p = best_plan(&rest, rules);
            let loose = set.as_slice().iter().fold((0, 0), |acc, &t| {
                let l = looseness(c, t);
                (acc.0 + l.0, acc.1 + l.1)
            });
            // Higher is better: the plan, passing the void suit, looser tiles.
            let key = (p.score, p.void == s, (u32::MAX - loose.0, u32::MAX - loose.1));
            let better = match &best {
                None => true,
                Some((k, _)) => key.0 > k.0 || (key.0 == k.0 && (key.1, key.2) > (k.1, k.2)),
            };
            if better {
                best = Some((key, *set));
            }
        });
    }
    best.map(|(_, mut set)| {
        set.tiles[..set.len].sort_by_key(|&t| (looseness(c, t), t));
        set
    })
}

/// Calls `f` with every multiset of `count` tiles from `kinds` (a sorted
/// list with one entry per copy), each once.
fn subsets(
    kinds: &[Tile],
    count: usize,
    from: usize,
    pick: &mut TileSet3,
    f: &mut dyn FnMut(&TileSet3),
) {
    if pick.len == count {
        f(pick);
        return;
    }
    let mut i = from;
    while i < kinds.len() {
        pick.tiles[pick.len] = kinds[i];
        pick.len += 1;
        subsets(kinds, count, i + 1, pick, f);
        pick.len -= 1;
        // Skip the other copies of this kind at this position: same multiset.
        let t = kinds[i];
        while i < kinds.len() && kinds[i] == t {
            i += 1;
        }
    }
}

/// The void tile to discard first from `hand` (see the module notes):
/// `voids[s]` is each seat's declared void suit, `left[s]` whether it has
/// won and left, `unseen` the copies not seen. `None` when no void tile is
/// held.
#[must_use]
pub fn void_discard(
    hand: &Counts,
    void: Suit,
    seat: usize,
    voids: [Option<Suit>; 4],
    left: [bool; 4],
    unseen: &Counts,
) -> Option<Tile> {
    // Opponents still in that may use the suit (void elsewhere or unknown).
    let users = (0..4).filter(|&s| s != seat && !left[s] && voids[s] != Some(void)).count() as u32;
    hand.tiles().filter(|t| t.suit() == Some(void)).max_by_key(|&t| {
        let middle = 4 - (5 - i32::from(t.number())).unsigned_abs();
        (users * middle, u32::from(unseen.get(t)), std::cmp::Reverse(t))
    })
}

/// Points a win of a plain hand brings with `others_in` other players
/// still in (a self-draw paid by each, a discard win by one), `share` of
/// the wins self-drawn: the unit in which kong money is weighed.
#[must_use]
pub fn win_value(others_in: u32, share: f64) -> f64 {
    // 自摸加底 (1 + 1) and 自摸加番 (2^1) both make a plain self-draw 2 each.
    share * 2.0 * f64::from(others_in.max(1)) + (1.0 - share) * 1.0
}

/// Share of a 四川 hand's wins assumed self-drawn when money is converted
/// into wins (roughly what the arena's tables show).
const SELF_DRAW_SHARE: f64 = 0.4;

/// What EXPERT sees of a 四川 table from one seat.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Table {
    /// The seat's declared void suit, once all four declared.
    pub(crate) void: Option<Suit>,
    /// Other players still in the hand.
    pub(crate) others_in: u32,
    /// Own draws to come: the wall shared among the players still in.
    pub(crate) draws: u32,
    /// The unseen counts without the void suit and the tiles passed.
    pub(crate) unseen: Counts,
}

impl Table {
    pub(crate) fn observe(obs: &Observation<'_>) -> Table {
        let void = obs.table[obs.seat].void();
        let others_in =
            (0..4).filter(|&s| s != obs.seat && !obs.table[s].has_left()).count() as u32;
        let draws = obs.wall_left.div_ceil(others_in as usize + 1) as u32;
        let mut unseen = obs.unseen();
        // The tiles passed sit in the receiver's hand: never in the wall.
        // (One the receiver discards is then counted out twice, one copy
        // too few of that kind: rare, and only ever pessimistic.)
        for &t in obs.exchange.picked.as_slice() {
            unseen.0[t.index()] = unseen.0[t.index()].saturating_sub(1);
        }
        if let Some(v) = void {
            clear_suit(&mut unseen, v);
        }
        Table { void, others_in, draws, unseen }
    }
}

/// The agent's 四川 decisions that differ from the other tables; `None`
/// hands the question back to the common path.
pub(crate) fn choose(expert: &Expert, obs: &Observation<'_>) -> Option<Action> {
    match obs.phase {
        Phase::Exchange => {
            let picked = obs.exchange.picked;
            let all = usize::from(obs.rules.sichuan.exchange.tiles());
            let left = all.saturating_sub(picked.as_slice().len()).max(1);
            let set = exchange_set(obs.hand.concealed(), left, picked.suit(), obs.rules)?;
            set.as_slice().iter().map(|&t| Action::Exchange(t)).find(|&a| obs.is_legal(a))
        }
        Phase::DingQue => Some(Action::DingQue(void_choice(obs.hand.concealed(), obs.rules))),
        Phase::Turn { .. } => turn(expert, obs),
        Phase::Claim { .. } => claim(expert, obs),
        _ => None,
    }
}

fn turn(expert: &Expert, obs: &Observation<'_>) -> Option<Action> {
    if obs.is_legal(Action::Hu) {
        return Some(Action::Hu);
    }
    if obs.frozen {
        // 血流成河: a winner plays on frozen, discarding what it draws.
        return obs.legal.iter().copied().find(|a| matches!(a, Action::Discard(_)));
    }
    let mut table = Table::observe(obs);
    let c = obs.hand.concealed();
    // No 定缺 at this table (the arena's solitaire deals 13 and draws): the
    // hand still wins only with a suit missing, so EXPERT picks its own
    // void by the same plan, turn by turn, and treats it as declared.
    let void = match table.void {
        Some(v) => v,
        None if obs.hand.meld_count() == 0 => {
            let v = void_choice(c, obs.rules);
            clear_suit(&mut table.unseen, v);
            v
        }
        None => return None,
    };
    if suit_len(c, void) > 0 {
        let voids = std::array::from_fn(|s| obs.table[s].void());
        let left = std::array::from_fn(|s| obs.table[s].has_left());
        let t = void_discard(c, void, obs.seat, voids, left, &obs.unseen())?;
        if obs.is_legal(Action::Discard(t)) {
            return Some(Action::Discard(t));
        }
        return None;
    }
    let rules = planning_rules(obs.rules);
    let p = expert.params;
    let pos = Position::new(&obs.hand, &rules, &table.unseen, table.draws);
    let mut scratch = Scratch::new(&p);
    let keep = best_discard_score(&p, &mut scratch, &obs.hand, &rules, &table.unseen, table.draws);
    for &a in obs.legal {
        let (t, each) = match a {
            Action::AnGang(t) => (t, SichuanOptions::CONCEALED_KONG),
            Action::BuGang(t) => (t, SichuanOptions::ADDED_KONG),
            _ => continue,
        };
        let after = after_own_kong(&obs.hand, &rules, t).ok()?;
        let money = f64::from(each * table.others_in);
        let kong = value13(&p, &mut scratch, &after, &rules, &table.unseen, table.draws + 1).2
            + kong_money(&p, &table, money);
        if kong > keep + p.call_margin {
            return Some(a);
        }
    }
    let tile = Expert::new(p).choose_discard(&pos).ok()?;
    Some(Action::Discard(tile))
}

/// Kong money of `points` on the scale of the scores (wins of the plain
/// hand's value), by [`Params::sichuan_kong_weight`].
fn kong_money(p: &Params, table: &Table, points: f64) -> f64 {
    p.sichuan_kong_weight * points / win_value(table.others_in, SELF_DRAW_SHARE)
}

fn claim(expert: &Expert, obs: &Observation<'_>) -> Option<Action> {
    if obs.is_legal(Action::Hu) {
        return Some(Action::Hu);
    }
    let Some(crate::game::Offer::Discard(t)) = obs.offer() else {
        return Some(Action::Pass);
    };
    let table = Table::observe(obs);
    let rules = planning_rules(obs.rules);
    let p = expert.params;
    let mut scratch = Scratch::new(&p);
    let hand = &obs.hand;
    let (unseen, draws) = (&table.unseen, table.draws);
    let pass = value13(&p, &mut scratch, hand, &rules, unseen, draws).2;
    let mut best = (pass + p.call_margin, Action::Pass);
    if obs.is_legal(Action::Peng) {
        let after = after_call(hand, &rules, t, crate::expert::Call::Peng).ok()?;
        let draws = draws.saturating_sub(1);
        // Still holding void tiles, the discard after the 碰 is one of them
        // (the engine's rule): the hand is worth what is left after it, not
        // its best discard among tiles it may not play.
        let forced = table.void.and_then(|v| {
            let voids = std::array::from_fn(|s| obs.table[s].void());
            let left = std::array::from_fn(|s| obs.table[s].has_left());
            void_discard(after.concealed(), v, obs.seat, voids, left, &obs.unseen())
        });
        let score = match forced {
            Some(v) => {
                let rest = after.without_tile(v).ok()?;
                value13(&p, &mut scratch, &rest, &rules, unseen, draws).2
            }
            None => best_discard_score(&p, &mut scratch, &after, &rules, unseen, draws),
        };
        if score > best.0 {
            best = (score, Action::Peng);
        }
    }
    if obs.is_legal(Action::Gang) {
        let after = after_call(hand, &rules, t, crate::expert::Call::Gang).ok()?;
        let money = f64::from(SichuanOptions::EXPOSED_KONG);
        let score = value13(&p, &mut scratch, &after, &rules, unseen, draws).2
            + kong_money(&p, &table, money);
        if score > best.0 {
            best = (score, Action::Gang);
        }
    }
    Some(best.1)
}

/// A 换三张 or 定缺 choice explained, in 中文 and English.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupHint {
    /// The tiles to pass (换三张; empty for 定缺).
    pub tiles: Vec<Tile>,
    /// The void suit the plan declares.
    pub void: Suit,
    /// The plan behind the choice.
    pub plan: Plan,
    /// One line in Chinese.
    pub reason_zh: String,
    /// One line in English.
    pub reason_en: String,
}

fn suit_en(s: Suit) -> &'static str {
    match s {
        Suit::Wan => "characters",
        Suit::Tiao => "bamboos",
        Suit::Tong => "dots",
    }
}

fn plan_words(p: &Plan) -> (String, String) {
    let (zh, en) = p.route.names();
    let (zh, en) = match p.route {
        Route::QingYiSe(s) => (format!("{zh}({})", s.chinese()), format!("{en} ({})", suit_en(s))),
        _ => (zh.to_string(), en.to_string()),
    };
    (
        format!("奔{zh}, 约差 {} 张, {} 番", p.tiles, p.fan),
        format!("aiming at {en}, about {} tiles away, {} fan", p.tiles, p.fan),
    )
}

impl Expert {
    /// 换三张 explained: the tiles EXPERT passes from the concealed tiles
    /// `c` (`count` tiles of one suit) and the plan they leave.
    pub fn exchange_hint(c: &Counts, count: usize, rules: &RuleSet) -> Result<SetupHint> {
        let tiles = exchange_choice(c, count, None, rules).ok_or_else(|| {
            crate::error::Error::BadSetup(format!("no suit holds {count} tiles to pass"))
        })?;
        let mut rest = *c;
        for &t in &tiles {
            rest.remove(t);
        }
        let plan = best_plan(&rest, rules);
        let suit = tiles[0].suit().expect("suited");
        let (pz, pe) = plan_words(&plan);
        let names_zh: Vec<String> = tiles.iter().map(|t| t.chinese()).collect();
        let list = crate::notation::format_tiles(tiles.iter().copied());
        let why_zh = if plan.void == suit { "这门准备定缺" } else { "最松的张" };
        let why_en =
            if plan.void == suit { "the suit to declare void" } else { "the loosest tiles" };
        Ok(SetupHint {
            reason_zh: format!(
                "换 {}: {}{}, 留下的牌{pz}",
                names_zh.join(" "),
                suit.chinese(),
                why_zh
            ),
            reason_en: format!(
                "pass {list}: {} are {why_en}; the hand left is {pe}",
                suit_en(suit)
            ),
            tiles,
            void: plan.void,
            plan,
        })
    }

    /// 定缺 explained: the void suit EXPERT declares for the concealed tiles
    /// `c` and the plan behind it.
    #[must_use]
    pub fn ding_que_hint(c: &Counts, rules: &RuleSet) -> SetupHint {
        let plan = best_plan(c, rules);
        let (pz, pe) = plan_words(&plan);
        let v = plan.void;
        SetupHint {
            tiles: Vec::new(),
            void: v,
            reason_zh: format!("定缺 {}: 要打掉 {} 张, 其余两门{pz}", v.chinese(), plan.to_clear),
            reason_en: format!(
                "declare {} void: {} to clear, the other two suits {pe}",
                suit_en(v),
                count_tiles(plan.to_clear)
            ),
            plan,
        }
    }
}

impl Expert {
    /// EXPERT's discard for a seat that declared `void` at a host's own
    /// table (`None`: no void, [`Expert::choose_discard`]): while void tiles
    /// are held, the first of [`Expert::sichuan_hints`] (the one the others
    /// most likely want goes first); after, the best discard with no draw of
    /// the void suit counted as useful.
    pub fn sichuan_discard(&self, pos: &Position<'_>, void: Option<Suit>) -> Result<Tile> {
        let Some(v) = void else { return self.choose_discard(pos) };
        if suit_len(pos.hand.concealed(), v) > 0
            && let Some(h) = self.sichuan_hints(pos, v)?.first()
        {
            return Ok(h.tile);
        }
        let mut unseen = *pos.unseen;
        clear_suit(&mut unseen, v);
        self.choose_discard(&Position { unseen: &unseen, ..*pos })
    }

    /// [`Expert::sichuan_hints`] for a seat that declared `void`, else
    /// [`Expert::hints`].
    pub fn hints_with_void(
        &self,
        pos: &Position<'_>,
        void: Option<Suit>,
    ) -> Result<Vec<crate::expert::Hint>> {
        match void {
            Some(v) => self.sichuan_hints(pos, v),
            None => self.hints(pos),
        }
    }

    /// The ranked discards of a `3n+2` hand on a 四川 table whose seat
    /// declared `void` ([`Expert::hints`] with the void suit's unseen copies
    /// removed: a drawn void tile is useless). While void tiles are held only
    /// they may be discarded: the hints list them alone, the one most useful
    /// to the other players first (see [`void_discard`]; each other player is
    /// counted as able to use the suit), each reason saying why it goes.
    pub fn sichuan_hints(
        &self,
        pos: &Position<'_>,
        void: Suit,
    ) -> Result<Vec<crate::expert::Hint>> {
        let mut unseen = *pos.unseen;
        clear_suit(&mut unseen, void);
        let cleared = Position { unseen: &unseen, ..*pos };
        let mut hints = self.shape_hints(&cleared)?;
        by_the_rules(self, &cleared, &mut hints, Some(void))?;
        let c = pos.hand.concealed();
        let held = suit_len(c, void);
        if held == 0 {
            // A ready hand's reason names its best win in fan (as if on a
            // discard, before the cap).
            for h in hints.iter_mut().filter(|h| h.shanten == 0) {
                let after = pos.hand.without_tile(h.tile)?;
                if let Some((_, best)) = crate::sichuan::best_ready_hand(&after, pos.rules)? {
                    let zh: Vec<&str> = best.patterns.iter().map(|p| p.chinese()).collect();
                    let en: Vec<&str> = best.patterns.iter().map(|p| p.english()).collect();
                    h.reason_zh.push_str(&format!(", 最大 {} 番 ({})", best.fan, zh.join(" ")));
                    h.reason_en.push_str(&format!(", up to {} fan ({})", best.fan, en.join(", ")));
                }
            }
            return Ok(hints);
        }
        hints.retain(|h| h.tile.suit() == Some(void));
        // The engine's order of clearing: repeatedly the most useful left.
        let mut rest = *c;
        let mut order = Vec::new();
        while let Some(t) = void_discard(&rest, void, 0, [None; 4], [false; 4], pos.unseen) {
            if !order.contains(&t) {
                order.push(t);
            }
            rest.remove(t);
        }
        hints.sort_by_key(|h| order.iter().position(|&t| t == h.tile));
        for (i, h) in hints.iter_mut().enumerate() {
            let (zh, en) = if i == 0 {
                ("别家最可能要的先打", "the one the others most likely want goes first")
            } else {
                ("可以稍后再打", "it can wait a turn or two")
            };
            h.reason_zh = format!(
                "打 {}: {} 是定缺的一门, 手里 {held} 张要先打完, {zh}",
                h.tile.chinese(),
                void.chinese()
            );
            h.reason_en = format!(
                "discard {}: {} are the declared void suit, {} to clear before anything else; {en}",
                h.tile,
                suit_en(void),
                count_tiles(held)
            );
        }
        Ok(hints)
    }
}

/// Judges each of `hints` (a 四川 hand's, by the winning shapes) by the
/// rules' whole law: a discard that leaves the hand holding all three
/// suits is `n` from ready where `n` counts the tiles of a suit to clear
/// ([`crate::sichuan::shanten_with_void`]; `declared`: the seat's void,
/// else any suit), never ready; its useful draws are those that bring it
/// closer by that count, and its win probability and points are EXPERT's
/// estimate of the hand with that suit's tiles made dead (isolated, no
/// copy left to draw), the best suit's. A discard after which no suit can
/// be cleared (the melds hold all three) can never win: shanten
/// `i8::MAX`, no chance. When any hint changes, the list is ordered again
/// by shanten, then win probability (stable: ties keep the ranking).
pub(crate) fn by_the_rules(
    expert: &Expert,
    pos: &Position<'_>,
    hints: &mut [crate::expert::Hint],
    declared: Option<Suit>,
) -> Result<()> {
    let mut changed = false;
    for h in hints.iter_mut() {
        let after = pos.hand.without_tile(h.tile)?;
        let rules_shanten = crate::sichuan::shanten_with_void(&after, pos.rules, declared)?;
        if rules_shanten.is_some_and(|s| s <= h.shanten) {
            continue;
        }
        changed = true;
        let Some(n) = rules_shanten else {
            *h = crate::expert::Hint {
                shanten: i8::MAX,
                useful: Vec::new(),
                useful_tiles: 0,
                win_prob: 0.0,
                points: 0.0,
                reason_zh: format!("打 {}: 副露已有三门, 缺一门不能胡牌", h.tile.chinese()),
                reason_en: format!(
                    "discard {}: can never win, the melds hold all three suits (缺一门)",
                    h.tile
                ),
                ..h.clone()
            };
            continue;
        };
        let mut best: Option<(f64, f64, Suit)> = None;
        for v in Suit::ALL {
            if declared.is_some_and(|d| d != v) || after.melds().any(|m| m.tile().suit() == Some(v))
            {
                continue;
            }
            let (win, points) = cleared_value(expert, pos, &after, v)?;
            if best.is_none_or(|b| win > b.0) {
                best = Some((win, points, v));
            }
        }
        let (win, points, suit) = best.unwrap_or((0.0, 0.0, Suit::Wan));
        let useful: Vec<(Tile, u8)> = (0..pos.rules.kinds())
            .map(Tile::from_index_unchecked)
            .filter(|&t| pos.unseen.get(t) > 0)
            .filter(|&t| {
                after.with_tile(t).ok().is_some_and(|more| {
                    crate::sichuan::shanten_with_void(&more, pos.rules, declared)
                        .ok()
                        .flatten()
                        .is_some_and(|s| s < n)
                })
            })
            .map(|t| (t, pos.unseen.get(t)))
            .collect();
        let useful_tiles: u32 = useful.iter().map(|&(_, c)| u32::from(c)).sum();
        let kinds = useful.len();
        let pct = (100.0 * win).round();
        let d = pos.draws_left;
        let (n_tiles, n_kinds) = (count_tiles(useful_tiles), plural(kinds, "kind", "kinds"));
        let improve = if useful_tiles == 1 { "improves" } else { "improve" };
        let draws = plural(d as usize, "draw", "draws");
        h.reason_zh = format!(
            "打 {}: {n} 向听, 三门都有, 要先打完{} (缺一门), 进张 {kinds} 种 {useful_tiles} 张, \
             {d} 摸内胡牌约 {pct}%",
            h.tile.chinese(),
            suit.chinese()
        );
        h.reason_en = format!(
            "discard {}: {n}-shanten, all three suits held: {} to clear (缺一门), {n_tiles} \
             ({n_kinds}) {improve}, about {pct}% to win in {draws}",
            h.tile,
            suit_en(suit)
        );
        *h = crate::expert::Hint {
            shanten: n,
            useful,
            useful_tiles,
            win_prob: win,
            points,
            ..h.clone()
        };
    }
    if changed {
        hints.sort_by(|a, b| a.shanten.cmp(&b.shanten).then(b.win_prob.total_cmp(&a.win_prob)));
    }
    Ok(())
}

/// EXPERT's (win probability, expected points) of the `3n+1` hand `after`
/// with `void`'s tiles made dead: each an isolated tile no draw can pair
/// (a distinct honour with no copy unseen, as [`crate::sichuan::shanten`]
/// stands them in), and no draw of the suit useful.
fn cleared_value(
    expert: &Expert,
    pos: &Position<'_>,
    after: &crate::hand::Hand,
    void: Suit,
) -> Result<(f64, f64)> {
    let planning = planning_rules(pos.rules);
    let relaxed =
        RuleSet { honours: true, thirteen_orphans: false, jiangjianghu: false, ..planning };
    let mut c = *after.concealed();
    let mut held = 0usize;
    for k in void.index() * 9..void.index() * 9 + 9 {
        while c.0[k] > 0 {
            c.0[k] -= 1;
            c.0[crate::tile::SUITED_KINDS + held % 7] += 1;
            held += 1;
        }
    }
    let melds: Vec<crate::Meld> = after.melds().collect();
    let stand_in = crate::hand::Hand::new(c, &melds, &relaxed)?;
    let mut unseen = *pos.unseen;
    clear_suit(&mut unseen, void);
    expert.hand_value(&Position::new(&stand_in, &relaxed, &unseen, pos.draws_left))
}

/// `n` and its noun, singular for one.
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn count_tiles(n: u32) -> String {
    format!("{n} {}", if n == 1 { "tile" } else { "tiles" })
}

impl ExpertFamily for super::Sichuan {
    fn choose(expert: &Expert, obs: &Observation<'_>) -> Option<Action> {
        choose(expert, obs)
    }

    /// The value weight [`Params::sichuan_value_weight`] and the horizon
    /// capped by [`Params::sichuan_max_horizon`].
    fn params_under(params: &Params, _: &RuleSet) -> Params {
        Params {
            value_weight: params.sichuan_value_weight,
            max_horizon: params.max_horizon.min(params.sichuan_max_horizon),
            ..*params
        }
    }

    fn pricing(_: &Params, _: &Hand, _: &RuleSet, _: u32) -> Option<Pricing> {
        None
    }

    fn weighs_kong_money(_: &RuleSet) -> bool {
        false
    }

    fn win_on_discard(_: &Params, _: &mut Scratch, _: &Position<'_>, _: Tile) -> Option<bool> {
        None
    }

    fn planning_rules(rules: &RuleSet) -> Option<RuleSet> {
        Some(planning_rules(rules))
    }

    fn hint_note(_: &Position<'_>) -> Option<(String, String)> {
        None
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
    use crate::ai::Agent;
    use crate::ai::tutorial::{Difficulty, TutorialAgent};
    use crate::expert::ExpertAgent;
    use crate::game::{Game, Phase};
    use crate::notation::parse_tiles;
    use crate::rules::Exchange;

    fn counts(s: &str) -> Counts {
        Counts::from_tiles(parse_tiles(s).unwrap()).unwrap()
    }

    fn tile(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn the_void_is_the_lone_tile_not_the_pairs_and_runs() {
        let rules = RuleSet::sichuan();
        // One 筒; 万 and 条 hold runs and pairs.
        let c = counts("1123456m3456788s9p");
        assert_eq!(void_choice(&c, &rules), Suit::Tong);
        // Four 万 that are a pair and a run against four loose 条.
        let c = counts("2234m1479s1234567p");
        assert_eq!(void_choice(&c, &rules), Suit::Tiao);
        let p = plan(&c, Suit::Tiao, &rules);
        assert_eq!(p.to_clear, 4);
        assert!(p.score >= plan(&c, Suit::Wan, &rules).score);
    }

    #[test]
    fn a_long_suit_is_kept_for_qingyise() {
        let rules = RuleSet::sichuan();
        // Ten 万 with runs: 清一色 two tiles away beats the small hand.
        let c = counts("1123456789m14s5p");
        let best = best_plan(&c, &rules);
        assert_eq!(best.route, Route::QingYiSe(Suit::Wan));
        assert_eq!(best.fan, 2);
    }

    #[test]
    fn exchange_passes_the_weakest_suit() {
        let rules = RuleSet::sichuan();
        // 条 has three loose tiles: they go, and 条 is the void.
        let c = counts("123456m2245788p159s");
        let set = exchange_choice(&c, 3, None, &rules).unwrap();
        assert_eq!(set.len(), 3);
        assert!(set.iter().all(|t| t.suit() == Some(Suit::Tiao)), "{set:?}");
        // Four 条 (a pair among them): the three loosest go, the pair's
        // copy last if at all.
        let c = counts("12345m2245788p1599s");
        let set = exchange_choice(&c, 3, None, &rules).unwrap();
        assert!(set.iter().all(|t| t.suit() == Some(Suit::Tiao)), "{set:?}");
        assert!(set.contains(&tile("1s")), "{set:?}");
        // Once a suit is picked, only that suit.
        let set = exchange_choice(&c, 2, Some(Suit::Tong), &rules).unwrap();
        assert!(set.iter().all(|t| t.suit() == Some(Suit::Tong)), "{set:?}");
        // Two tiles only under 换两张; none when no suit holds enough.
        assert_eq!(exchange_choice(&c, 2, None, &rules).unwrap().len(), 2);
        assert!(exchange_choice(&counts("11m22s"), 3, None, &rules).is_none());
    }

    #[test]
    fn the_most_useful_void_tile_goes_first() {
        let c = counts("123456m2245788p19s");
        let unseen = Counts([3; crate::tile::KINDS]);
        let voids = [Some(Suit::Tiao), Some(Suit::Wan), None, Some(Suit::Tong)];
        // Others may use 条: the 9s and 1s are both terminals, 1s first by id.
        let t = void_discard(&c, Suit::Tiao, 0, voids, [false; 4], &unseen).unwrap();
        assert_eq!(t, tile("1s"));
        // A dead kind (no copy unseen) waits behind a live one of its rank.
        let mut dead = unseen;
        dead.0[tile("1s").index()] = 0;
        assert_eq!(void_discard(&c, Suit::Tiao, 0, voids, [false; 4], &dead), Some(tile("9s")));
        let c = counts("123456m2245788p15s");
        let t = void_discard(&c, Suit::Tiao, 0, voids, [false; 4], &unseen).unwrap();
        assert_eq!(t, tile("5s"));
        assert_eq!(void_discard(&counts("123m"), Suit::Tiao, 0, voids, [false; 4], &unseen), None);
    }

    #[test]
    fn fewer_players_pay_a_smaller_self_draw() {
        assert!(win_value(1, 0.4) < win_value(3, 0.4));
        assert_eq!(win_value(3, 1.0), 6.0);
    }

    #[test]
    fn setup_hints_name_the_tiles_and_the_suit() {
        let rules = RuleSet::sichuan();
        let c = counts("123456m2245788p159s");
        let h = Expert::exchange_hint(&c, 3, &rules).unwrap();
        assert!(h.reason_zh.starts_with("换 "), "{}", h.reason_zh);
        assert!(h.reason_en.starts_with("pass "), "{}", h.reason_en);
        assert!(h.reason_en.contains("bamboos"), "{}", h.reason_en);
        let d = Expert::ding_que_hint(&counts("1123456m3456788s9p"), &rules);
        assert_eq!(d.void, Suit::Tong);
        assert!(d.reason_zh.starts_with("定缺 筒"), "{}", d.reason_zh);
        assert!(d.reason_en.starts_with("declare dots void: 1 tile to clear"), "{}", d.reason_en);
        assert!(Expert::exchange_hint(&counts("11m22s"), 3, &rules).is_err());
    }

    #[test]
    fn discard_hints_clear_the_void_first_then_name_sichuan_hands() {
        let rules = RuleSet::sichuan();
        let hand = crate::hand::Hand::parse("11122233m456s5p79p", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let pos = Position::new(&hand, &rules, &unseen, 12);
        let h = Expert::default().sichuan_hints(&pos, Suit::Tong).unwrap();
        assert_eq!(h.len(), 3);
        assert!(h.iter().all(|x| x.tile.suit() == Some(Suit::Tong)));
        assert_eq!(h[0].tile, tile("5p"));
        assert!(h[0].reason_zh.contains("筒 是定缺的一门"), "{}", h[0].reason_zh);
        assert!(
            h[0].reason_en.contains("dots are the declared void suit, 3 tiles"),
            "{}",
            h[0].reason_en
        );
        // Void cleared: the usual ranking, with 四川's names for the hands.
        let hand = crate::hand::Hand::parse("11122233m45678m9s", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let pos = Position::new(&hand, &rules, &unseen, 12);
        let h = Expert::default().sichuan_hints(&pos, Suit::Tong).unwrap();
        assert_eq!(h[0].tile, tile("9s"));
        assert!(h[0].reason_zh.contains("最大 3 番 (平胡 清一色 根)"), "{}", h[0].reason_zh);
        assert!(h[0].reason_en.contains("up to 3 fan"), "{}", h[0].reason_en);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// On any wall and any of the table's exchange, mode and cap options,
        /// EXPERT and the anchors of the core (the tutorial's levels, 摸切,
        /// random) play a 四川 hand to its end: every action legal, EXPERT's
        /// own answer always (never the first-legal fallback), a 换三张 of
        /// one suit, the points zero-sum.
        #[test]
        fn every_core_agent_plays_any_sichuan_table_legally(
            seed in 0u64..1_000_000,
            exchange in 0usize..3,
            xueliu in proptest::bool::ANY,
            cap in 3i64..6,
            expert_seat in 0usize..4,
        ) {
            let mut rules = RuleSet::sichuan();
            rules.sichuan.exchange = [Exchange::Off, Exchange::Two, Exchange::Three][exchange];
            if xueliu {
                rules.sichuan.mode = crate::rules::SichuanMode::XueLiu;
            }
            rules.sichuan.cap = crate::rules::FanCap::from_fan(cap).unwrap();
            let expert = ExpertAgent::default();
            let mut others: [Box<dyn Agent>; 4] = [
                Box::new(TutorialAgent::new(Difficulty::Hard, seed)),
                Box::new(TutorialAgent::new(Difficulty::Easy, seed + 1)),
                Box::new(crate::ai::DrawDiscard),
                Box::new(crate::ai::RandomAgent::new(seed + 2)),
            ];
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = if seat == expert_seat {
                    let a = expert.choose_for_test(&obs);
                    proptest::prop_assert!(a.is_some(), "EXPERT had no answer in {:?}", obs.phase);
                    a.unwrap()
                } else {
                    crate::game::ask(&mut others[seat], &obs)
                };
                proptest::prop_assert!(obs.is_legal(a), "{} not in {:?} ({:?})", a, obs.legal, obs.phase);
                if let (Phase::Exchange, Action::Exchange(t)) = (obs.phase, a) {
                    proptest::prop_assert!(obs.exchange.picked.suit().is_none_or(|s| t.suit() == Some(s)));
                }
                game.apply(seat, a).unwrap();
            }
            let r = game.result().unwrap();
            proptest::prop_assert_eq!(r.deltas.iter().sum::<i32>(), 0);
        }
    }

    /// 血流成河: a winner plays on frozen and may only discard what it draws
    /// (the case proptest found: seed 800341, EXPERT in seat 1, no
    /// exchange); EXPERT at every seat answers legally to the end.
    #[test]
    fn xueliu_winners_play_on_legally() {
        let mut rules = RuleSet::sichuan();
        rules.sichuan.mode = crate::rules::SichuanMode::XueLiu;
        let expert = ExpertAgent::default();
        let mut frozen_turns = 0;
        for (seed, exchange) in
            (0..20u64).map(|s| (s, Exchange::Three)).chain([(800_341, Exchange::Off)])
        {
            rules.sichuan.exchange = exchange;
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = expert.choose_for_test(&obs).expect("EXPERT answers");
                assert!(obs.is_legal(a), "{a} not in {:?} ({:?})", obs.legal, obs.phase);
                frozen_turns += usize::from(obs.frozen && matches!(obs.phase, Phase::Turn { .. }));
                game.apply(seat, a).unwrap();
            }
            assert_eq!(game.result().unwrap().deltas.iter().sum::<i32>(), 0);
        }
        assert!(frozen_turns > 0);
    }

    /// EXPERT's own answers on a 四川 table: every one legal (no fallback),
    /// the exchange of one suit, the void declared the suit its plan names,
    /// the void cleared before anything else.
    #[test]
    fn expert_plays_sichuan_legally_and_clears_its_void() {
        let rules = RuleSet::sichuan();
        let expert = Expert::default();
        let (mut exchanges, mut voids_cleared) = (0, 0);
        for seed in 0..60u64 {
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            let mut tutorial = TutorialAgent::new(Difficulty::Hard, seed);
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = if seat % 2 == 0 {
                    let a = choose(&expert, &obs)
                        .or_else(|| ExpertAgent::new(expert).choose_for_test(&obs))
                        .expect("EXPERT answers");
                    assert!(obs.is_legal(a), "{a} not in {:?} ({:?})", obs.legal, obs.phase);
                    match (obs.phase, a) {
                        (Phase::Exchange, Action::Exchange(t)) => {
                            let picked = obs.exchange.picked;
                            assert!(picked.suit().is_none_or(|s| t.suit() == Some(s)));
                            exchanges += 1;
                        }
                        (Phase::DingQue, Action::DingQue(s)) => {
                            assert_eq!(s, void_choice(obs.hand.concealed(), &rules));
                        }
                        (Phase::Turn { .. }, Action::Discard(t)) => {
                            let v = obs.table[seat].void().unwrap();
                            if suit_len(obs.hand.concealed(), v) > 0 {
                                assert_eq!(t.suit(), Some(v));
                                voids_cleared += 1;
                            }
                        }
                        _ => {}
                    }
                    a
                } else {
                    tutorial.decide(&obs)
                };
                game.apply(seat, a).unwrap();
            }
            let r = game.result().unwrap();
            assert_eq!(r.deltas.iter().sum::<i32>(), 0);
        }
        assert_eq!(exchanges, 60 * 2 * 3);
        assert!(voids_cleared > 60, "{voids_cleared}");
    }
}
