//! EXPERT's fan planner under 国标: which fans a hand can still make toward
//! the minimum, how far each is, and what the hand is worth with them.
//!
//! A win under the minimum cannot be declared, so a hand close to a shape
//! but far from 8 fan is worth little. A *plan* names one fan (or two) big
//! enough to carry a hand to the minimum with the small fans it already
//! shows (箭刻, 门风刻 / 圈风刻, 门前清, kongs), and a plan's *distance* is
//! the hand's shanten under the plan's constraint:
//!
//! | plan | fan | distance |
//! |---|---|---|
//! | 清一色 (per suit) | 24 | regular shanten of the suit's tiles alone (melds in the suit) |
//! | 混一色 (per suit) | 6 | the suit and the honours alone |
//! | 混一色 + 碰碰和 | 12 | the same, pungs and pairs only |
//! | 碰碰和 | 6 | pungs and pairs only (no 吃 meld) |
//! | 七对, 全不靠, 组合龙, 十三幺 | 24, 12, 12, 88 | the form's own shanten ([`super::wait`]) |
//! | 清龙, 花龙, 三色三同顺, 三色三步高, 一色三步高, 一色三同顺 | 16, 8, 8, 6, 16, 24 | the three chows' missing tiles plus the rest's shanten beside them |
//! | 五门齐 | 6 | regular shanten plus the doors (万条筒风箭) still missing |
//! | 断幺 (平和) | 2 + 2 | regular shanten of the tiles 2–8 |
//! | small fans | 0 | the shanten over every form |
//!
//! A plan's worth is the chance of finishing it within the draws left (a
//! chain of stages, each a useful draw, then the win, with the chance that
//! another player wins first) times what its win pays (base 8 from each
//! player and the fan), shrunk when its fan falls short of the minimum.
//! Every computation is on the calculator's count tables; no allocation.

use super::code::{self, Code, Table};
use super::{Fan, Wind, wait};
use crate::hand::Hand;
use crate::lookup::{ANY_PAIR, Entry, Tables, honour_key, suit_key};
use crate::meld::MeldKind;
use crate::rules::Target;
use crate::shanten::{EMPTY_ONLY, regular_cost};
use std::sync::LazyLock;

/// The most plans one hand is weighed against.
pub(crate) const MAX_PLANS: usize = 64;

/// What a win of `fan` pays the winner, summed over the three payers, with
/// self-draws (each payer 8 + fan) in the share the table sees (about two
/// wins in five).
#[must_use]
pub(crate) fn worth(fan: f32) -> f32 {
    24.0 + 1.8 * fan
}

/// How much of a plan's worth remains when its fan falls short of
/// `minimum`: small fans (幺九刻, 单钓, 自摸, 边张, …) come along the way
/// now and then, each step of two fan short halving the chance.
#[must_use]
pub(crate) fn reach(fan: f32, minimum: f32) -> f32 {
    if fan >= minimum { 1.0 } else { 0.5f32.powf((minimum - fan) / 1.5) }
}

/// Chance per own turn that a hand one step from the next stage gets it
/// (a useful draw, or a claim).
const STEP: f64 = 0.30;
/// Chance per own turn that a plan's ready hand wins (about five winning
/// tiles left, on the own draw or another's discard).
const WIN_STEP: f64 = 0.15;
/// Chance per own turn that another player ends the hand first.
pub(crate) const HAZARD: f64 = 0.035;
/// Plans' distances and horizons the table covers.
const MAX_DISTANCE: usize = 10;
const MAX_DRAWS: usize = 40;

/// `FINISH[d][n]`: the chance of finishing a plan `d` steps from ready
/// within `n` own turns (`d` useful steps, then the win), each turn ended
/// first by another player's win with chance [`HAZARD`].
static FINISH: LazyLock<[[f32; MAX_DRAWS + 1]; MAX_DISTANCE + 1]> = LazyLock::new(|| {
    let mut out = [[0f32; MAX_DRAWS + 1]; MAX_DISTANCE + 1];
    for (d, row) in out.iter_mut().enumerate() {
        // p[k]: the chance of standing at stage k (0 = d steps away) now.
        let mut p = [0f64; MAX_DISTANCE + 2];
        p[0] = 1.0;
        let mut done = 0.0;
        for cell in row.iter_mut().skip(1) {
            let mut next = [0f64; MAX_DISTANCE + 2];
            for k in 0..=d {
                let alive = p[k] * (1.0 - HAZARD);
                let rate = if k == d { WIN_STEP } else { STEP };
                if k == d {
                    done += alive * rate;
                } else {
                    next[k + 1] += alive * rate;
                }
                next[k] += alive * (1.0 - rate);
            }
            p = next;
            *cell = done as f32;
        }
    }
    out
});

/// The chance of finishing a plan `distance` steps from ready (0: ready)
/// within `draws` own turns.
#[must_use]
pub(crate) fn finish(distance: i8, draws: u32) -> f32 {
    if distance < 0 {
        return 1.0;
    }
    let d = (distance as usize).min(MAX_DISTANCE);
    FINISH[d][(draws as usize).min(MAX_DRAWS)]
}

/// The chance that a ready hand with `good` winning tiles among `unseen`
/// wins within `draws` own turns: per turn its own draw and the three
/// others' discards (each counted at a little over half, as players keep
/// what they need), the hand ending first by another's win with chance
/// [`HAZARD`].
#[must_use]
pub(crate) fn ready_chance(good: u32, unseen: u32, draws: u32) -> f32 {
    if good == 0 || unseen == 0 {
        return 0.0;
    }
    let r = (2.8 * f64::from(good) / f64::from(unseen)).min(0.95);
    let keep = (1.0 - r) * (1.0 - HAZARD);
    let n = f64::from(draws.max(1));
    (r * (1.0 - HAZARD) * (1.0 - keep.powf(n)) / (1.0 - keep)) as f32
}

/// A meld as the planner sees it.
#[derive(Clone, Copy, Debug)]
struct Set {
    /// The code of its lowest tile.
    code: Code,
    chow: bool,
    kong: bool,
    concealed: bool,
}

/// A hand's tiles as the planner reads them: the concealed count table and
/// the melds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    t: Table,
    count: usize,
    sets: [Set; 4],
    n: usize,
}

impl Shape {
    /// The planner's view of `hand`.
    pub(crate) fn of(hand: &Hand) -> Shape {
        let mut sets = [Set { code: 0, chow: false, kong: false, concealed: false }; 4];
        let mut n = 0;
        for m in hand.melds() {
            let kind = m.kind();
            sets[n] = Set {
                code: code::of(m.tile()),
                chow: kind == MeldKind::Chi,
                kong: kind.is_kong(),
                concealed: kind == MeldKind::AnGang,
            };
            n += 1;
        }
        Shape { t: super::table_of(hand), count: hand.concealed().total(), sets, n }
    }

    fn sets(&self) -> &[Set] {
        &self.sets[..self.n]
    }

    /// Every meld is a concealed kong (门前清 and the concealed forms stay).
    fn closed(&self) -> bool {
        self.sets().iter().all(|s| s.concealed)
    }

    /// Copies of `c` held or in a pung / kong.
    fn pung_like(&self, c: Code) -> (u16, bool) {
        (self.t[c as usize].into(), self.sets().iter().any(|s| !s.chow && s.code == c))
    }
}

/// One plan: the fans it names, its distance and the fan it expects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Plan {
    /// The fans the plan is built on (none: small fans alone).
    pub(crate) fans: [Option<Fan>; 2],
    /// Shanten under the plan's constraint (0: ready on it).
    pub(crate) shanten: i8,
    /// The fan expected: the named fans and the small ones the hand shows.
    pub(crate) fan: f32,
}

impl Plan {
    /// The plan's worth within `draws` own turns under `minimum`.
    pub(crate) fn value(&self, draws: u32, minimum: f32) -> f32 {
        finish(self.shanten, draws) * worth(self.fan) * reach(self.fan, minimum)
    }

    /// The 中文 and English names: `混一色+碰碰和`, `Half Flush + All Pungs`;
    /// small fans alone: `小番`, `small fans`.
    pub(crate) fn names(&self) -> (String, String) {
        let named: Vec<Fan> = self.fans.iter().flatten().copied().collect();
        if named.is_empty() {
            return ("小番".to_string(), "small fans".to_string());
        }
        // The forms the family names as targets (七对, 十三幺) read as the
        // other hints name them.
        let name = |f: &Fan| match f {
            Fan::SevenPairs => super::names::target_name(Target::SevenPairs),
            Fan::ThirteenOrphans => super::names::target_name(Target::ThirteenOrphans),
            _ => (f.chinese(), f.english()),
        };
        let zh: Vec<&str> = named.iter().map(|f| name(f).0).collect();
        let en: Vec<&str> = named.iter().map(|f| name(f).1).collect();
        (zh.join("+"), en.join(" + "))
    }
}

/// The plans of a `3n+1` hand, at most [`MAX_PLANS`], unordered.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plans {
    list: [Plan; MAX_PLANS],
    len: usize,
}

impl Plans {
    fn push(&mut self, fans: [Option<Fan>; 2], shanten: i32, fan: f32) {
        if self.len < MAX_PLANS && shanten <= MAX_DISTANCE as i32 {
            self.list[self.len] = Plan { fans, shanten: shanten as i8, fan };
            self.len += 1;
        }
    }

    /// The plans.
    pub(crate) fn all(&self) -> &[Plan] {
        &self.list[..self.len]
    }

    /// The best plan's worth plus a fifth of the next best's (a second
    /// route keeps the hand flexible), within `draws` under `minimum`; the
    /// plans closer than `skip_below` are left out (a ready hand is priced
    /// by its waits instead). With the best plan.
    pub(crate) fn worth(&self, draws: u32, minimum: f32, skip_below: i8) -> (f32, Option<Plan>) {
        let mut best: Option<(f32, Plan)> = None;
        let mut second = 0f32;
        for p in self.all().iter().filter(|p| p.shanten >= skip_below) {
            let v = p.value(draws, minimum);
            match best {
                Some((b, _)) if v <= b => second = second.max(v),
                _ => {
                    if let Some((b, _)) = best {
                        second = second.max(b);
                    }
                    best = Some((v, *p));
                }
            }
        }
        best.map_or((0.0, None), |(b, p)| (b + 0.2 * second, Some(p)))
    }
}

/// The small fans the hand shows now, expected: 门前清 for a closed hand,
/// 箭刻 / 门风刻 / 圈风刻 for each pung (a pair a fraction), kongs.
fn shown(s: &Shape, seat: Wind, round: Wind) -> f32 {
    let mut f = if s.closed() { 2.0 } else { 0.0 };
    let mut honour = |c: Code, value: f32| {
        let (held, melded) = s.pung_like(c);
        if melded || held >= 3 {
            f += value;
        } else if held == 2 {
            f += value / 4.0;
        }
    };
    for c in [code::RED, code::GREEN, code::WHITE] {
        honour(c, 2.0);
    }
    honour(code::EAST + seat.index(), 2.0);
    honour(code::EAST + round.index(), 2.0);
    for set in s.sets().iter().filter(|x| x.kong) {
        f += if set.concealed { 2.0 } else { 1.0 };
    }
    f
}

/// `t` with only the codes `keep` accepts, or `None` when a meld is not.
fn restricted(s: &Shape, keep: impl Fn(Code) -> bool) -> Option<Table> {
    if !s.sets().iter().all(|x| keep(x.code)) {
        return None;
    }
    let mut t = s.t;
    for c in code::ALL {
        if !keep(c) {
            t[c as usize] = 0;
        }
    }
    Some(t)
}

/// The least shanten of a hand whose tiles outside `kept` must all go:
/// each needs a draw to replace it, and the last draw is the win.
fn thrown(s: &Shape, kept: &Table) -> i32 {
    let k: u16 = code::ALL.iter().map(|&c| u16::from(kept[c as usize])).sum();
    s.count as i32 - i32::from(k)
}

/// Shanten of pungs and a pair only (碰碰和) among the tiles of `t`,
/// beside `fixed` pungs or kongs.
fn pungs_shanten(t: &Table, fixed: usize) -> i32 {
    let (mut sets, mut pairs) = (fixed, 0);
    for c in code::ALL {
        match t[c as usize] {
            2 => pairs += 1,
            3 | 4 => sets += 1,
            _ => {}
        }
    }
    let sets = sets.min(4) as i32;
    8 - 2 * sets - pairs.min(5 - sets)
}

/// The three chows of a template plan, by the codes of their lowest tiles.
type Chows = [Code; 3];

/// Distance to `chows` plus the rest's shanten beside them, or `None` when
/// the melds leave no room or the chows miss more than `bound` tiles.
fn template_shanten(s: &Shape, chows: Chows, bound: i32) -> Option<i32> {
    let mut used = [false; 4];
    let mut rest = s.t;
    let mut missing = 0;
    for &low in &chows {
        let meld =
            s.sets().iter().enumerate().position(|(i, x)| !used[i] && x.chow && x.code == low);
        if let Some(i) = meld {
            used[i] = true;
            continue;
        }
        for k in 0..3 {
            let c = (low + k) as usize;
            if rest[c] > 0 {
                rest[c] -= 1;
            } else {
                missing += 1;
            }
        }
    }
    let others = used[..s.n].iter().filter(|&&u| !u).count() as u32;
    if others + 3 > 4 || missing > bound {
        return None;
    }
    Some(missing + wait::regular_shanten(&mut rest, others + 3))
}

fn chow(suit: u8, rank: u8) -> Code {
    (suit << 4) | rank
}

/// The template plans: each fan with its chow triples.
fn templates(mut f: impl FnMut(Fan, Chows)) {
    const PERMS: [[u8; 3]; 6] = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]];
    for s in 1..=3 {
        f(Fan::PureStraight, [chow(s, 1), chow(s, 4), chow(s, 7)]);
        for r in 1..=7 {
            f(Fan::PureTripleChow, [chow(s, r); 3]);
        }
        for r in 1..=5 {
            f(Fan::PureShiftedChows, [chow(s, r), chow(s, r + 1), chow(s, r + 2)]);
        }
        for r in 1..=3 {
            f(Fan::PureShiftedChows, [chow(s, r), chow(s, r + 2), chow(s, r + 4)]);
        }
    }
    for r in 1..=7 {
        f(Fan::MixedTripleChow, [chow(1, r), chow(2, r), chow(3, r)]);
    }
    for [a, b, c] in PERMS {
        f(Fan::MixedStraight, [chow(a, 1), chow(b, 4), chow(c, 7)]);
        for r in 1..=5 {
            f(Fan::MixedShiftedChows, [chow(a, r), chow(b, r + 1), chow(c, r + 2)]);
        }
    }
}

/// The core's table entries of the three suits and the honours of the
/// concealed tiles, as if every copy a meld holds were still to come: a
/// plan's distance needs no more, and the exact entries beside melds cost
/// a dynamic program each.
fn group_entries(hand: &Hand) -> [Entry; 4] {
    let t = Tables::get();
    let c = &hand.concealed().0;
    [
        t.suit.entry(suit_key(c, 0)),
        t.suit.entry(suit_key(c, 1)),
        t.suit.entry(suit_key(c, 2)),
        t.honour.entry(honour_key(c)),
    ]
}

/// Fewest tiles to add for the regular shape when only the groups in
/// `keep` (bit 0–2 the suits 万条筒, bit 3 the honours) may hold sets and
/// the pair; the others' tiles are thrown. From the core's per-group
/// tables (lower bounds beside melds, as the plans need no more).
fn kept_cost(entries: &[Entry; 4], sets: usize, keep: u8) -> i32 {
    let mut e = *entries;
    for (g, x) in e.iter_mut().enumerate() {
        if keep >> g & 1 == 0 {
            *x = Entry(EMPTY_ONLY);
        }
    }
    i32::from(regular_cost(&e, sets, ANY_PAIR))
}

/// Every plan of the `3n+1` `hand` (its planner view `s`) for the seat
/// wind `seat` in the round `round`.
pub(crate) fn plans(hand: &Hand, s: &Shape, seat: Wind, round: Wind) -> Plans {
    let mut out =
        Plans { list: [Plan { fans: [None; 2], shanten: 0, fan: 0.0 }; MAX_PLANS], len: 0 };
    // Small fans every regular hand picks up on the way (幺九刻, 一般高,
    // 喜相逢, 连六, 缺一门, 无字, 边张 / 嵌张 / 单钓, 自摸, …), expected.
    const MISC: f32 = 2.0;
    let small = shown(s, seat, round) + MISC;
    let closed13 = s.n == 0 && s.count == 13;
    let pungs_only = s.sets().iter().all(|x| !x.chow);
    let entries = group_entries(hand);
    let sets = hand.sets_needed();
    let regular = kept_cost(&entries, sets, 0b1111) - 1;
    // Small fans alone, over every form (a closed hand keeps 不求人 and
    // 自摸 within reach, worth about two fan more than 门前清 alone). A
    // closed hand reads the exact count; beside melds the tables' count
    // (which may plan a copy a meld holds) stands, short of a 组合龙.
    let any = if s.n == 0 {
        // The knitted forms (全不靠, 组合龙) lead only when close: far off,
        // their few useful kinds make them slower than their shanten says.
        let full = super::shanten(hand).map_or(regular, i32::from);
        let plain = i32::from(crate::shanten::shanten(hand, &crate::RuleSet::mcr()));
        if full < plain && full >= 2 { plain } else { full }
    } else if s.count == 10 && s.n == 1 {
        regular.min(wait::knitted_straight_shanten(&s.t, s.count, regular))
    } else {
        regular
    };
    let closed_bonus = if s.closed() { 2.0 } else { 0.0 };
    out.push([None; 2], any, small + closed_bonus);
    // One suit, with and without the honours.
    let groups = s.sets().iter().fold(0u8, |g, x| g | 1 << (code::suit(x.code) - 1));
    for suit in 0..3u8 {
        if groups & !(1 << suit) == 0 {
            let mut d = kept_cost(&entries, sets, 1 << suit) - 1;
            if closed13 {
                let t = restricted(s, |c| code::suit(c) == suit + 1).unwrap_or(s.t);
                d = d.min(wait::seven_pairs_shanten(&t));
            }
            out.push([Some(Fan::FullFlush), None], d, 24.0 + small);
        }
        if groups & !(1 << suit | 0b1000) == 0 {
            let d = kept_cost(&entries, sets, 1 << suit | 0b1000) - 1;
            out.push([Some(Fan::HalfFlush), None], d, 6.0 + small);
            if pungs_only
                && let Some(t) = restricted(s, |c| code::suit(c) == suit + 1 || code::is_honor(c))
            {
                let d = pungs_shanten(&t, s.n).max(thrown(s, &t));
                out.push([Some(Fan::HalfFlush), Some(Fan::AllPungs)], d, 12.0 + small);
            }
        }
    }
    if pungs_only {
        out.push([Some(Fan::AllPungs), None], pungs_shanten(&s.t, s.n), 6.0 + small);
    }
    if closed13 {
        out.push([Some(Fan::SevenPairs), None], wait::seven_pairs_shanten(&s.t), 24.0);
        out.push(
            [Some(Fan::LesserHonorsAndKnittedTiles), None],
            wait::honors_and_knitted_shanten(&s.t),
            12.0,
        );
        out.push([Some(Fan::ThirteenOrphans), None], wait::thirteen_orphans_shanten(&s.t), 88.0);
    }
    if (s.count == 13 && s.n == 0) || (s.count == 10 && s.n == 1) {
        let d = wait::knitted_straight_shanten(&s.t, s.count, any + 3);
        out.push([Some(Fan::KnittedStraight), None], d, 12.0 + small);
    }
    // Chow templates within reach of the best form.
    let bound = (any + 1).min(4);
    templates(|fan, chows| {
        if let Some(d) = template_shanten(s, chows, bound) {
            out.push([Some(fan), None], d, f32::from(fan.value()) + small);
        }
    });
    // 五门齐: the doors 万 条 筒 风 箭 each need a set or the pair.
    let mut doors = 0;
    for door in 0..5u8 {
        let member = |c: Code| match door {
            0..=2 => code::suit(c) == door + 1,
            3 => code::is_winds(c),
            _ => code::is_dragons(c),
        };
        let held: u16 = code::ALL
            .iter()
            .filter(|&&c| member(c))
            .map(|&c| u16::from(s.t[c as usize]))
            .max()
            .unwrap_or(0);
        let melded = s.sets().iter().any(|x| member(x.code));
        if !melded {
            doors += match (door, held) {
                (_, 0) if door < 3 => 1,
                (_, 0) => 2,
                (3 | 4, 1) => 1,
                _ => 0,
            };
        }
    }
    out.push([Some(Fan::AllTypes), None], regular + doors, 6.0 + small);
    // 断幺 (with 平和 often beside it): the tiles 2–8.
    let outside: u16 = code::ALL
        .iter()
        .filter(|&&c| code::is_terminal_or_honor(c))
        .map(|&c| u16::from(s.t[c as usize]))
        .sum();
    if outside <= 3
        && let Some(t) = restricted(s, |c| code::is_numbered(c) && !code::is_terminal(c))
    {
        let d = wait::regular_shanten(&mut t.clone(), s.n as u32).max(thrown(s, &t));
        let chows = if pungs_only && s.n > 0 { 0.0 } else { 1.0 };
        out.push([Some(Fan::AllSimples), None], d, 2.0 + chows + small);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn shape(tiles: &str, melds: &str) -> (Hand, Shape) {
        let h = Hand::parse(tiles, melds, &RuleSet::mcr()).unwrap();
        (h, Shape::of(&h))
    }

    fn distance(s: &(Hand, Shape), fans: [Option<Fan>; 2]) -> Option<i8> {
        plans(&s.0, &s.1, Wind::East, Wind::East)
            .all()
            .iter()
            .filter(|p| p.fans == fans)
            .map(|p| p.shanten)
            .min()
    }

    #[test]
    fn flush_plans_count_the_tiles_outside_the_suit() {
        // 1234567m 9m + 5s 3p 11z 2z: 清一色 (万) must replace the five
        // other tiles.
        let s = shape("12345679m5s3p112z", "");
        assert_eq!(distance(&s, [Some(Fan::FullFlush), None]), Some(5));
        // 混一色 keeps the honours, 11z the pair: one fewer.
        assert_eq!(distance(&s, [Some(Fan::HalfFlush), None]), Some(2));
        // A meld of another suit rules 清一色 (万) out.
        let m = shape("1234567m99m1z", "chi:123s");
        assert!(
            plans(&m.0, &m.1, Wind::East, Wind::East)
                .all()
                .iter()
                .all(|p| p.fans[0] != Some(Fan::FullFlush) || p.shanten > 0)
        );
    }

    #[test]
    fn pungs_and_templates_read_the_melds() {
        // 碰碰和: 2 pungs melded, 55m 77s 9p 1z 1z: 8 − 4 − 3 = 1 away.
        let s = shape("55m77s9p11z", "peng:3p peng:7z");
        assert_eq!(distance(&s, [Some(Fan::AllPungs), None]), Some(1));
        // 花龙: 123m melded, 456s and 789p in hand, 11z and 55p: ready.
        let s = shape("456s789p11z55p", "chi:123m");
        assert_eq!(distance(&s, [Some(Fan::MixedStraight), None]), Some(0));
        // 三色三同顺 with a 吃 of 234s and 234m in hand, 234p missing one tile.
        let s = shape("234m23p567p99s", "chi:234s");
        assert_eq!(distance(&s, [Some(Fan::MixedTripleChow), None]), Some(0));
    }

    #[test]
    fn finishing_is_likelier_closer_and_with_more_draws() {
        for d in 0..6 {
            assert!(finish(d, 10) > finish(d + 1, 10));
            assert!(finish(d, 12) >= finish(d, 8));
        }
        assert!(ready_chance(8, 80, 10) > ready_chance(4, 80, 10));
        assert!(ready_chance(8, 80, 10) < 1.0);
        assert_eq!(ready_chance(0, 80, 10), 0.0);
    }
}
