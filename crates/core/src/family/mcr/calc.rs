//! The fan count of a won hand, as the competition judge's calculator
//! (ChineseOfficialMahjongHelper's `mahjong-algorithm`, which `pymahjonggb`
//! packages) counts it: the special forms first (七对, 全不靠 / 七星不靠,
//! 十三幺, 组合龙, 九莲宝灯), then every division into four sets and a pair,
//! keeping the division worth most; the exclusion principles (不重复,
//! 不拆移, 不得相同, 套算一次) as that calculator applies them.
//!
//! Its readings are followed to the letter — including the tie between two
//! divisions worth the same (the later one is kept when it holds 一色三同顺
//! or 三同刻, or when the hand is also 七对), and which waits count as 独听 —
//! because a fan list that differs from the judge's is a wrong answer on
//! Botzone. Where the calculator departs from the 1998 rulebook it says so
//! in `docs/mcr.md`.

use super::code::{self, Code, Mask, Table, eigen};
use super::fan::Fan;
use super::sheet::Sheet;
use super::wait;
use crate::lookup::Groups;

/// What a set is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Kind {
    // The pair is 0 so that an empty list of divisions is all zero bytes.
    Pair = 0,
    Chow = 1,
    Pung = 2,
    Kong = 3,
}

/// A set (面子) or the pair of a division: its kind, its tile (the middle
/// tile of a chow) and whether it was claimed from another player (明).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) struct Pack {
    pub(crate) melded: bool,
    pub(crate) kind: Kind,
    pub(crate) tile: Code,
}

impl Pack {
    pub(crate) const fn concealed(kind: Kind, tile: Code) -> Pack {
        Pack { melded: false, kind, tile }
    }
}

/// The win flags after the calculator's corrections.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Flags {
    pub(crate) self_drawn: bool,
    pub(crate) last_copy: bool,
    pub(crate) kong: bool,
    pub(crate) wall_last: bool,
}

/// A won hand as the count reads it.
pub(crate) struct Input<'a> {
    /// The melds laid down, in the order given.
    pub(crate) fixed: &'a [Pack],
    /// The concealed tiles with the winning tile, counted by kind id.
    pub(crate) ids: &'a [u8; 34],
    /// The same with the melds' tiles (a kong's four), as words
    /// (`counts::words_of`).
    pub(crate) all: [u64; 5],
    /// The kind ids held concealed (bit per kind id) and held at all.
    pub(crate) held: u64,
    pub(crate) held_all: u64,
    /// How many melds were claimed (all but concealed kongs), and how many
    /// are kongs.
    pub(crate) melded: u8,
    pub(crate) kongs: u8,
    /// The concealed tiles' group keys and sizes, as the hand keeps them.
    pub(crate) groups: Groups,
    /// How many concealed tiles there are before the win (13 − 3 × melds).
    pub(crate) standing_count: usize,
    pub(crate) win: Code,
    pub(crate) flags: Flags,
    /// Seat and prevalent wind, 0 = East … 3 = North.
    pub(crate) seat: u8,
    pub(crate) round: u8,
    /// The 1998 rulebook's reading where the calculator departs from it.
    pub(crate) rulebook: bool,
}

impl Input<'_> {
    /// The concealed tiles as a table by code, for the rare forms that read
    /// them so (the special forms past their first test).
    fn table(&self) -> Table {
        code::table_of_ids(self.ids)
    }
}

/// Divisions found so far: at most 20 for 14 tiles (the calculator's bound),
/// kept in a fixed list so that counting a hand allocates nothing.
pub(crate) struct Divisions {
    list: [[Pack; 5]; 20],
    len: usize,
}

impl Divisions {
    pub(crate) const fn new() -> Divisions {
        Divisions { list: [[Pack::concealed(Kind::Pair, 0); 5]; 20], len: 0 }
    }

    pub(crate) fn as_slice(&self) -> &[[Pack; 5]] {
        &self.list[..self.len]
    }

    fn push(&mut self, d: [Pack; 5]) {
        if self.len < self.list.len() {
            self.list[self.len] = d;
            self.len += 1;
        }
    }
}

/// The divisions of the concealed tiles into sets and a pair, after the
/// melds, in the order the calculator finds them: by their sets' sequence,
/// each set keyed by its tiles (a pung before the chow from the same tile).
///
/// The calculator searches every set at every step, in that order; taking
/// the lowest tile left each step (into the pair, a pung or a chow) finds the
/// same divisions far faster, each once, and sorting them by the same key
/// gives its order back (it matters: of two divisions worth the same, the calculator
/// sometimes keeps the later one).
fn divisions(standing: &[u8; 34], held: u64, sizes: [u8; 4], fixed: &[Pack], out: &mut Divisions) {
    let mut work = [Pack::concealed(Kind::Pair, 0); 5];
    work[..fixed.len()].copy_from_slice(fixed);
    // Sets take three tiles from one suit (or from the honours), the pair
    // two: the pair lies in the one group whose tiles number 2 mod 3, and
    // the others number 0 mod 3, or there is no division. The search then
    // tries pairs in that group only.
    // Without branches on the sizes: a random hand's are unpredictable.
    let (mut twos, mut ones) = (0u32, 0u32);
    for (g, n) in sizes.into_iter().enumerate() {
        twos |= u32::from(n % 3 == 2) << g;
        ones |= u32::from(n % 3 == 1) << g;
    }
    if ones != 0 || twos.count_ones() != 1 {
        return;
    }
    let g = twos.trailing_zeros() as usize;
    // The honours are never in a chow: each is a pung or the pair, so they
    // are placed here and the search walks the suits alone. Their sets go
    // first; every division of the hand holds them, so the order of the
    // divisions is unchanged.
    let Some((honours, pair)) = honour_sets(standing, g == 3) else { return };
    let mut idx = fixed.len();
    let mut left = honours;
    while left != 0 {
        work[idx] = Pack::concealed(Kind::Pung, code::EAST + left.trailing_zeros() as Code);
        idx += 1;
        left &= left - 1;
    }
    let pairs = match pair {
        Some(c) => {
            work[4] = Pack::concealed(Kind::Pair, c);
            0
        }
        None => pair_ranks(standing, g) << (9 * g),
    };
    let mut t = *standing;
    lowest_first(&mut t, held & HONOURS_HELD_CLEAR, idx, pairs, 0, &mut work, out);
    if out.len < 2 {
        return;
    }
    let key = |d: &[Pack; 5]| {
        let mut k = [0u32; 4];
        for (slot, p) in k.iter_mut().zip(&d[fixed.len()..4]) {
            let t = p.tile;
            *slot = if p.kind == Kind::Chow { eigen(t - 1, t, t + 1) } else { eigen(t, t, t) };
        }
        k
    };
    out.list[..out.len].sort_by_key(key);
}

/// The suits' kind ids alone, as a mask of held kinds.
const HONOURS_HELD_CLEAR: u64 = (1 << 27) - 1;

/// The honours of a hand that divides: their pungs (bit per honour, East
/// first) and the pair's code when `pair` says the pair is an honour;
/// `None` when they cannot be sets and that pair (a single or a four, a
/// second pair, or no pair where one must be).
fn honour_sets(standing: &[u8; 34], pair: bool) -> Option<(u8, Option<Code>)> {
    // East … 白 in the low seven bytes. A count is at most 4: bit 0 of a
    // byte is set for 1 and 3, bit 1 for 2 and 3, bit 2 for 4.
    let w = u64::from_le_bytes(standing[26..34].try_into().expect("8 kinds")) >> 8;
    let lane =
        |x: u64| ((x & crate::counts::LANES).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
    let (b0, b1, b2) = (lane(w), lane(w >> 1), lane(w >> 2));
    let pungs = b0 & b1;
    let pairs = b1 & !b0;
    if b0 & !b1 != 0 || b2 != 0 || pairs.count_ones() != u32::from(pair) {
        return None;
    }
    Some((pungs, (pairs != 0).then(|| code::EAST + pairs.trailing_zeros() as Code)))
}

/// The ranks (bit `r − 1` for rank `r`) where the pair of suit `g` can lie
/// if the suit is sets and a pair: a set's ranks add up to a multiple of 3
/// (`3r` or `3r + 3`), so the pair's `2r` is the suit's rank sum mod 3, and
/// `r` is twice that sum mod 3. Two pairs in three that the search would
/// try and fail are never tried.
fn pair_ranks(standing: &[u8; 34], g: usize) -> u64 {
    use crate::counts::lane_sum;
    let from = 9 * g;
    // Ranks 1–8 in one word; rank 9 adds a multiple of 3.
    let w = u64::from_le_bytes(standing[from..from + 8].try_into().expect("8 kinds"));
    let (ones, twos) = (lane_sum(w & 0x00FF_0000_FF00_00FF), lane_sum(w & 0xFF00_00FF_0000_FF00));
    const RANKS: [u64; 3] = [0x124, 0x049, 0x092];
    RANKS[(2 * (ones + 2 * twos) % 3) as usize]
}

/// Kind ids (0–33) that begin a chow: ranks 1–7 of a suit.
const CHOW_START: [bool; 34] = {
    let mut b = [false; 34];
    let mut i = 0;
    while i < 27 {
        b[i] = i % 9 < 7;
        i += 1;
    }
    b
};

/// Places the lowest tile left into the pair, a pung or a chow; `idx` is
/// the next set's slot. Counts are by kind id, with `held` marking the kinds
/// left (bit per id), so the lowest tile is one bit scan. `pairs` holds the
/// kind ids the pair may still take (0 once it is placed).
fn lowest_first(
    t: &mut [u8; 34],
    held: u64,
    idx: usize,
    pairs: u64,
    chow_only: u64,
    work: &mut [Pack; 5],
    out: &mut Divisions,
) {
    if held == 0 {
        if pairs == 0 && idx == 4 {
            out.push(*work);
        }
        return;
    }
    let i = held.trailing_zeros() as usize;
    let bit = 1u64 << i;
    let n = t[i];
    let c = code::ALL[i];
    // After a chow from this kind, what is left of it goes to chows too: the
    // pair or a pung from it was tried before the chow, so trying it after
    // would find the same division twice.
    let any = chow_only & bit == 0;
    if any && pairs & bit != 0 && n >= 2 {
        t[i] = n - 2;
        work[4] = Pack::concealed(Kind::Pair, c);
        lowest_first(t, if n == 2 { held & !bit } else { held }, idx, 0, 0, work, out);
        t[i] = n;
    }
    if idx == 4 {
        return;
    }
    if any && n >= 3 {
        t[i] = n - 3;
        work[idx] = Pack::concealed(Kind::Pung, c);
        lowest_first(t, if n == 3 { held & !bit } else { held }, idx + 1, pairs, 0, work, out);
        t[i] = n;
    }
    if CHOW_START[i] && held & bit << 1 != 0 && held & bit << 2 != 0 {
        t[i] -= 1;
        t[i + 1] -= 1;
        t[i + 2] -= 1;
        work[idx] = Pack::concealed(Kind::Chow, c + 1);
        let gone = u64::from(t[i] == 0) << i
            | u64::from(t[i + 1] == 0) << (i + 1)
            | u64::from(t[i + 2] == 0) << (i + 2);
        lowest_first(t, held & !gone, idx + 1, pairs, bit, work, out);
        t[i] += 1;
        t[i + 1] += 1;
        t[i + 2] += 1;
    }
}

/// Takes sets from `t` for slots `fixed + step ..4`, sets in non-decreasing
/// order so that each multiset of sets is met once.
pub(crate) fn divide(
    t: &mut Table,
    fixed: usize,
    step: usize,
    prev: u32,
    work: &mut [Pack; 5],
    out: &mut Divisions,
) -> bool {
    let idx = step + fixed;
    if idx == 4 {
        return divide_tail(t, fixed, work, out);
    }
    let mut found = false;
    for c in code::ALL {
        let ci = c as usize;
        if t[ci] < 1 {
            continue;
        }
        if t[ci] > 2 {
            let e = eigen(c, c, c);
            if e > prev {
                work[idx] = Pack::concealed(Kind::Pung, c);
                t[ci] -= 3;
                found |= divide(t, fixed, step + 1, e, work, out);
                t[ci] += 3;
            }
        }
        if code::is_numbered(c) && code::rank(c) < 8 && t[ci + 1] > 0 && t[ci + 2] > 0 {
            let e = eigen(c, c + 1, c + 2);
            if e >= prev {
                work[idx] = Pack::concealed(Kind::Chow, c + 1);
                t[ci] -= 1;
                t[ci + 1] -= 1;
                t[ci + 2] -= 1;
                found |= divide(t, fixed, step + 1, e, work, out);
                t[ci] += 1;
                t[ci + 1] += 1;
                t[ci + 2] += 1;
            }
        }
    }
    found
}

fn divide_tail(t: &mut Table, fixed: usize, work: &mut [Pack; 5], out: &mut Divisions) -> bool {
    for c in code::ALL {
        let ci = c as usize;
        if t[ci] < 2 {
            continue;
        }
        t[ci] -= 2;
        let empty = t.iter().all(|&n| n == 0);
        t[ci] += 2;
        if empty {
            work[4] = Pack::concealed(Kind::Pair, c);
            let mut d = *work;
            d[fixed..4].sort();
            if !out.as_slice().iter().any(|o| o[fixed..4] == d[fixed..4]) {
                out.push(d);
            }
            return true;
        }
    }
    false
}

// ----- sets among themselves ------------------------------------------------

fn shifted_1(a: u8, b: u8, c: u8) -> bool {
    a + 1 == b && b + 1 == c
}

fn shifted_2(a: u8, b: u8, c: u8) -> bool {
    a + 2 == b && b + 2 == c
}

fn mixed(a: u8, b: u8, c: u8) -> bool {
    a != b && a != c && b != c
}

/// Three ranks that are consecutive in some order.
fn shifted_1_unordered(a: u8, b: u8, c: u8) -> bool {
    let mut r = [a, b, c];
    r.sort_unstable();
    shifted_1(r[0], r[1], r[2])
}

fn four_chows_fan(t: [Code; 4]) -> Option<Fan> {
    let [a, b, c, d] = t;
    if (a + 2 == b && b + 2 == c && c + 2 == d) || (a + 1 == b && b + 1 == c && c + 1 == d) {
        return Some(Fan::FourPureShiftedChows);
    }
    (a == b && a == c && a == d).then_some(Fan::QuadrupleChow)
}

fn three_chows_fan(t0: Code, t1: Code, t2: Code) -> Option<Fan> {
    let (s0, s1, s2) = (code::suit(t0), code::suit(t1), code::suit(t2));
    let (r0, r1, r2) = (code::rank(t0), code::rank(t1), code::rank(t2));
    if mixed(s0, s1, s2) {
        if shifted_1_unordered(r1, r0, r2) {
            return Some(Fan::MixedShiftedChows);
        }
        if r0 == r1 && r1 == r2 {
            return Some(Fan::MixedTripleChow);
        }
        let mut r = [r0, r1, r2];
        r.sort_unstable();
        if r == [2, 5, 8] {
            return Some(Fan::MixedStraight);
        }
    } else {
        if t0 + 3 == t1 && t1 + 3 == t2 {
            return Some(Fan::PureStraight);
        }
        if shifted_2(t0, t1, t2) || shifted_1(t0, t1, t2) {
            return Some(Fan::PureShiftedChows);
        }
        if t0 == t1 && t0 == t2 {
            return Some(Fan::PureTripleChow);
        }
    }
    None
}

fn two_chows_fan(t0: Code, t1: Code) -> Option<Fan> {
    if code::suit(t0) != code::suit(t1) {
        return (code::rank(t0) == code::rank(t1)).then_some(Fan::MixedDoubleChow);
    }
    if t0 + 3 == t1 || t1 + 3 == t0 {
        return Some(Fan::ShortStraight);
    }
    let (r0, r1) = (code::rank(t0), code::rank(t1));
    if (r0 == 2 && r1 == 8) || (r0 == 8 && r1 == 2) {
        return Some(Fan::TwoTerminalChows);
    }
    (t0 == t1).then_some(Fan::PureDoubleChow)
}

/// The calculator's four-pung fan, code by code: the reference of
/// [`Pungs::four_fan`] in the tests.
#[cfg(test)]
fn four_pungs_fan(t: [Code; 4]) -> Option<Fan> {
    let [a, b, c, d] = t;
    if code::is_numbered(a) && a + 1 == b && b + 1 == c && c + 1 == d {
        return Some(Fan::FourPureShiftedPungs);
    }
    (t == [code::EAST, code::EAST + 1, code::EAST + 2, code::EAST + 3]).then_some(Fan::BigFourWinds)
}

fn three_pungs_fan(t0: Code, t1: Code, t2: Code) -> Option<Fan> {
    if code::is_numbered(t0) && code::is_numbered(t1) && code::is_numbered(t2) {
        let (s0, s1, s2) = (code::suit(t0), code::suit(t1), code::suit(t2));
        let (r0, r1, r2) = (code::rank(t0), code::rank(t1), code::rank(t2));
        if mixed(s0, s1, s2) {
            if shifted_1_unordered(r1, r0, r2) {
                return Some(Fan::MixedShiftedPungs);
            }
            if r0 == r1 && r1 == r2 {
                return Some(Fan::TriplePung);
            }
        } else if t0 + 1 == t1 && t1 + 1 == t2 {
            return Some(Fan::PureShiftedPungs);
        }
        return None;
    }
    let e = code::EAST;
    let winds = [[e, e + 1, e + 2], [e, e + 1, e + 3], [e, e + 2, e + 3], [e + 1, e + 2, e + 3]];
    if winds.contains(&[t0, t1, t2]) {
        return Some(Fan::BigThreeWinds);
    }
    ([t0, t1, t2] == [code::RED, code::GREEN, code::WHITE]).then_some(Fan::BigThreeDragons)
}

fn two_pungs_fan(t0: Code, t1: Code) -> Option<Fan> {
    if code::is_numbered(t0) && code::is_numbered(t1) {
        return (code::rank(t0) == code::rank(t1)).then_some(Fan::DoublePung);
    }
    (code::is_dragons(t0) && code::is_dragons(t1)).then_some(Fan::TwoDragonsPungs)
}

/// With a three-chow fan, the fourth chow makes at most one more fan with
/// them, the first of 一般高, 喜相逢, 连六, 老少副 it makes.
fn extra_chow_fan(t0: Code, t1: Code, t2: Code, extra: Code) -> Option<Fan> {
    let fans = [two_chows_fan(t0, extra), two_chows_fan(t1, extra), two_chows_fan(t2, extra)];
    [Fan::PureDoubleChow, Fan::MixedDoubleChow, Fan::ShortStraight, Fan::TwoTerminalChows]
        .into_iter()
        .find(|f| fans.contains(&Some(*f)))
}

const PAIR_FANS: [Fan; 4] =
    [Fan::PureDoubleChow, Fan::MixedDoubleChow, Fan::ShortStraight, Fan::TwoTerminalChows];

/// 套算一次 and 不得相同 as the calculator approximates them: the pairwise
/// chow fans are cut, repeated ones first and 老少副 before 一般高, until at
/// most `max` remain.
fn exclusionary(fans: &[Option<Fan>], max: i32, sheet: &mut Sheet) {
    let mut table = [0u8; 4];
    let mut cnt = 0i32;
    for f in fans.iter().flatten() {
        cnt += 1;
        table[PAIR_FANS.iter().position(|p| p == f).expect("a pairwise chow fan")] += 1;
    }
    let mut limit = 1i32;
    while cnt > max && limit >= 0 {
        let mut idx = 4usize;
        while cnt > max && idx > 0 {
            idx -= 1;
            while i32::from(table[idx]) > limit && cnt > max {
                table[idx] -= 1;
                cnt -= 1;
            }
        }
        limit -= 1;
    }
    for (f, n) in PAIR_FANS.iter().zip(table) {
        sheet[*f] = n;
    }
}

fn three_of_four_chows(t0: Code, t1: Code, t2: Code, extra: Code, sheet: &mut Sheet) -> bool {
    let Some(f) = three_chows_fan(t0, t1, t2) else { return false };
    sheet.set(f);
    if let Some(e) = extra_chow_fan(t0, t1, t2, extra) {
        sheet.set(e);
    }
    true
}

fn four_chows(m: [Code; 4], sheet: &mut Sheet) {
    if let Some(f) = four_chows_fan(m) {
        sheet.set(f);
        return;
    }
    if three_of_four_chows(m[0], m[1], m[2], m[3], sheet)
        || three_of_four_chows(m[0], m[1], m[3], m[2], sheet)
        || three_of_four_chows(m[0], m[2], m[3], m[1], sheet)
        || three_of_four_chows(m[1], m[2], m[3], m[0], sheet)
    {
        return;
    }
    let fans = [
        two_chows_fan(m[0], m[1]),
        two_chows_fan(m[0], m[2]),
        two_chows_fan(m[0], m[3]),
        two_chows_fan(m[1], m[2]),
        two_chows_fan(m[1], m[3]),
        two_chows_fan(m[2], m[3]),
    ];
    // A chow that makes no fan with any other leaves one fewer to count.
    let alone = [[0, 1, 2], [0, 3, 4], [1, 3, 5], [2, 4, 5]];
    let max = 3 - alone.iter().filter(|a| a.iter().all(|&i| fans[i].is_none())).count() as i32;
    if max > 0 {
        exclusionary(&fans, max, sheet);
    }
}

fn three_chows(m: [Code; 3], sheet: &mut Sheet) {
    if let Some(f) = three_chows_fan(m[0], m[1], m[2]) {
        sheet.set(f);
        return;
    }
    let fans = [two_chows_fan(m[0], m[1]), two_chows_fan(m[0], m[2]), two_chows_fan(m[1], m[2])];
    exclusionary(&fans, 2, sheet);
}

/// The fans three or four chows make among themselves, for every multiset
/// of chows: what [`three_chows`] and [`four_chows`] write, as at most three
/// (slot, count) places (slot 0 for none). A random division's chows send
/// those rules down unpredictable branches; a lookup has none.
struct ChowTable {
    three: Vec<[(u8, u8); 3]>,
    four: Vec<[(u8, u8); 3]>,
}

/// Chow kinds: 7 per suit (middle ranks 2–8).
const CHOW_KINDS: usize = 21;

/// `C(n, k)` for `n` up to 24 and `k` up to 4, for the combinatorial number
/// system that ranks a sorted multiset of chow kinds.
const BINOMIAL: [[u16; 5]; 25] = {
    let mut t = [[0u16; 5]; 25];
    let mut n = 0;
    while n < 25 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 5 && k <= n {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// The chow kind (0–20) of a chow's middle tile.
fn chow_kind(mid: Code) -> usize {
    usize::from((code::suit(mid) - 1) * 7 + code::rank(mid) - 2)
}

/// The middle tile of chow kind `kind` (0–20).
fn chow_mid(kind: usize) -> Code {
    ((kind / 7 + 1) << 4 | (kind % 7 + 2)) as Code
}

/// The place of a multiset of chow kinds, given in order, among all those of
/// its size: as `a ≤ b ≤ …` they are the distinct `a < b + 1 < …`, ranked
/// by the combinatorial number system.
fn multiset_rank(kinds: &[usize]) -> usize {
    kinds.iter().enumerate().map(|(i, &k)| usize::from(BINOMIAL[k + i][i + 1])).sum()
}

impl ChowTable {
    fn get() -> &'static ChowTable {
        static TABLE: std::sync::OnceLock<ChowTable> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            // Every multiset in order of rank, from the rules themselves.
            let places = |sheet: &Sheet| {
                let mut out = [(0u8, 0u8); 3];
                let held = (0..sheet.0.len()).filter(|&i| sheet.0[i] != 0);
                for (slot, i) in out.iter_mut().zip(held) {
                    *slot = (i as u8, sheet.0[i]);
                }
                out
            };
            let mid = chow_mid;
            let (mut three, mut four) = (
                vec![[(0, 0); 3]; usize::from(BINOMIAL[CHOW_KINDS + 2][3])],
                vec![[(0, 0); 3]; usize::from(BINOMIAL[CHOW_KINDS + 3][4])],
            );
            for a in 0..CHOW_KINDS {
                for b in a..CHOW_KINDS {
                    for c in b..CHOW_KINDS {
                        let mut sheet = Sheet::default();
                        three_chows([mid(a), mid(b), mid(c)], &mut sheet);
                        three[multiset_rank(&[a, b, c])] = places(&sheet);
                        for d in c..CHOW_KINDS {
                            let mut sheet = Sheet::default();
                            four_chows([mid(a), mid(b), mid(c), mid(d)], &mut sheet);
                            four[multiset_rank(&[a, b, c, d])] = places(&sheet);
                        }
                    }
                }
            }
            ChowTable { three, four }
        })
    }

    /// Writes the fans of the chows whose middle tiles are `mids` (three or
    /// four, in order) into `sheet`, whose chow-fan slots are empty.
    fn write(&self, mids: &[Code], sheet: &mut Sheet) {
        let mut kinds = [0usize; 4];
        for (k, &m) in kinds.iter_mut().zip(mids) {
            *k = chow_kind(m);
        }
        let list = if mids.len() == 4 { &self.four } else { &self.three };
        for (slot, n) in list[multiset_rank(&kinds[..mids.len()])] {
            sheet.0[usize::from(slot)] = n;
        }
        sheet.0[0] = 0;
    }
}

/// Kongs and concealed pungs: 四杠 … 明杠, 四暗刻 … 双暗刻, as the fan
/// slots they set (at most three; 0 for none), for `concealed_pungs`,
/// `melded_kongs` and `concealed_kongs` of 0–4.
const fn kong_fans(
    concealed_pungs: usize,
    melded_kongs: usize,
    concealed_kongs: usize,
    rulebook: bool,
) -> [u8; 3] {
    // `out` with `f` in its first free place.
    const fn with(mut out: [u8; 3], f: Fan) -> [u8; 3] {
        let mut i = 0;
        while out[i] != 0 {
            i += 1;
        }
        out[i] = f.slot() as u8;
        out
    }
    let mut out = [0u8; 3];
    macro_rules! set {
        ($f:expr) => {
            out = with(out, $f)
        };
    }
    // 双暗刻, 三暗刻 or 四暗刻 for `pungs` concealed pungs and kongs.
    macro_rules! by_pungs {
        ($pungs:expr) => {{
            match $pungs {
                2 => set!(Fan::TwoConcealedPungs),
                3 => set!(Fan::ThreeConcealedPungs),
                4 => set!(Fan::FourConcealedPungs),
                _ => {}
            }
        }};
    }
    let (cp, ck) = (concealed_pungs, concealed_kongs);
    match melded_kongs + ck {
        0 => by_pungs!(cp),
        1 if melded_kongs == 1 => {
            set!(Fan::MeldedKong);
            if cp == 2 || cp == 3 {
                by_pungs!(cp);
            }
        }
        1 => {
            set!(Fan::ConcealedKong);
            by_pungs!(cp + 1);
        }
        2 => match ck {
            0 => {
                set!(Fan::TwoMeldedKongs);
                if cp == 2 {
                    set!(Fan::TwoConcealedPungs);
                }
            }
            1 => {
                // 明暗杠 is the calculator's; the rulebook counts each kong.
                if rulebook {
                    set!(Fan::MeldedKong);
                    set!(Fan::ConcealedKong);
                } else {
                    set!(Fan::ConcealedKongAndMeldedKong);
                }
                if cp == 1 || cp == 2 {
                    by_pungs!(cp + 1);
                }
            }
            _ => {
                set!(Fan::TwoConcealedKongs);
                if cp == 1 || cp == 2 {
                    by_pungs!(cp + 2);
                }
            }
        },
        3 => {
            set!(Fan::ThreeKongs);
            match ck {
                1 if cp > 0 => set!(Fan::TwoConcealedPungs),
                2 if cp == 0 => set!(Fan::TwoConcealedPungs),
                2 => set!(Fan::ThreeConcealedPungs),
                3 if cp == 0 => set!(Fan::ThreeConcealedPungs),
                3 => set!(Fan::FourConcealedPungs),
                _ => {}
            }
        }
        _ => {
            set!(Fan::FourKongs);
            by_pungs!(ck);
        }
    }
    out
}

/// [`kong_fans`] for every count, `[rulebook][concealed pungs][melded
/// kongs][concealed kongs]`: a hand's counts are as random as its sets, so
/// one lookup replaces a tree of branches.
const KONG_FANS: [[[[[u8; 3]; 5]; 5]; 5]; 2] = {
    let mut t = [[[[[0u8; 3]; 5]; 5]; 5]; 2];
    let mut i = 0;
    while i < 2 * 125 {
        let (rb, cp, mk, ck) = (i / 125, i / 25 % 5, i / 5 % 5, i % 5);
        t[rb][cp][mk][ck] = kong_fans(cp, mk, ck, rb == 1);
        i += 1;
    }
    t
};

/// Sets the fans of [`kong_fans`]. Slot 0 (no fan) takes the unused
/// places and is cleared again: no branch per place.
fn kongs(
    concealed_pungs: usize,
    melded_kongs: usize,
    concealed_kongs: usize,
    rulebook: bool,
    sheet: &mut Sheet,
) {
    let fans = KONG_FANS[usize::from(rulebook)][concealed_pungs][melded_kongs][concealed_kongs];
    for slot in fans {
        sheet.0[usize::from(slot)] = 1;
    }
    sheet.0[0] = 0;
}

/// The pungs and kongs of a division as rank sets, so that the fans they
/// make among themselves are a few mask tests: `suits[s]` has bit `r` for a
/// pung of rank `r` in suit `s + 1`, `winds` bits 1–4 (东南西北) and
/// `dragons` bits 5–7 (中发白).
#[derive(Clone, Copy)]
struct Pungs {
    suits: [u32; 3],
    winds: u32,
    dragons: u32,
}

impl Pungs {
    /// From the mask of the pungs' codes.
    fn of(codes: Mask) -> Pungs {
        let at = |shift: u32| (codes >> shift) as u32;
        Pungs {
            suits: [at(0) & 0x3FE, at(16) & 0x3FE, at(32) & 0x3FE],
            winds: at(48) & 0x1E,
            dragons: at(48) & 0xE0,
        }
    }

    /// 双同刻: the pairs of pungs of one rank in two suits.
    fn double_pungs(self) -> u8 {
        let [a, b, c] = self.suits;
        ((a & b).count_ones() + (a & c).count_ones() + (b & c).count_ones()) as u8
    }

    /// 双箭刻, for at most two dragon pungs (three are 大三元).
    fn two_dragons(self) -> u8 {
        u8::from(self.dragons.count_ones() == 2)
    }

    /// The fan some three of the pungs make together: 三同刻, 三色三节高,
    /// 一色三节高, 三风刻 or 大三元 (for three pungs, the calculator's
    /// `three_pungs_fan` of them; no two of these hold for the same three).
    fn triple_fan(self) -> Option<Fan> {
        let [a, b, c] = self.suits;
        // `x` holds rank r, `y` rank r + 1 and `z` rank r + 2.
        let shifted = |x: u32, y: u32, z: u32| x & y >> 1 & z >> 2 != 0;
        if a & b & c != 0 {
            Some(Fan::TriplePung)
        } else if shifted(a, b, c)
            || shifted(a, c, b)
            || shifted(b, a, c)
            || shifted(b, c, a)
            || shifted(c, a, b)
            || shifted(c, b, a)
        {
            Some(Fan::MixedShiftedPungs)
        } else if shifted(a, a, a) || shifted(b, b, b) || shifted(c, c, c) {
            Some(Fan::PureShiftedPungs)
        } else if self.winds.count_ones() >= 3 {
            Some(Fan::BigThreeWinds)
        } else if self.dragons == 0xE0 {
            Some(Fan::BigThreeDragons)
        } else {
            None
        }
    }

    /// The fan all four make: 一色四节高 or 大四喜.
    fn four_fan(self) -> Option<Fan> {
        let four = |x: u32| x & x >> 1 & x >> 2 & x >> 3 != 0;
        if self.suits.into_iter().any(four) {
            Some(Fan::FourPureShiftedPungs)
        } else if self.winds == 0x1E {
            Some(Fan::BigFourWinds)
        } else {
            None
        }
    }

    /// The fans the pairs of pungs make, none of three making one.
    fn add_pair_fans(self, sheet: &mut Sheet) {
        sheet[Fan::DoublePung] += self.double_pungs();
        sheet[Fan::TwoDragonsPungs] += self.two_dragons();
    }
}

/// Four pungs (`m`, their codes in order, and `p`, the same as rank sets).
fn four_pungs(m: [Code; 4], p: Pungs, sheet: &mut Sheet) {
    if let Some(f) = p.four_fan() {
        sheet.set(f);
        return;
    }
    // Most hands have no three that make a fan: their pairs are all there
    // is. Otherwise the calculator's walk decides which three count and
    // which pair the fourth makes.
    if p.triple_fan().is_none() {
        p.add_pair_fans(sheet);
        return;
    }
    four_pungs_walk(m, sheet);
}

/// The calculator's walk over four pungs (their codes in order) that make
/// no fan all four: the first three that make one count, and the fourth
/// once with the others; else every pair.
fn four_pungs_walk(m: [Code; 4], sheet: &mut Sheet) {
    let triples = [([0, 1, 2], 3), ([0, 1, 3], 2), ([0, 2, 3], 1), ([1, 2, 3], 0)];
    for ([a, b, c], free) in triples {
        if let Some(f) = three_pungs_fan(m[a], m[b], m[c]) {
            sheet.set(f);
            // The fourth pung combines once with the others.
            if let Some(f) =
                (0..4).filter(|&i| i != free).find_map(|i| two_pungs_fan(m[i], m[free]))
            {
                sheet.add(f);
            }
            return;
        }
    }
    for (a, b) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
        if let Some(f) = two_pungs_fan(m[a], m[b]) {
            sheet.add(f);
        }
    }
}

fn three_pungs(p: Pungs, sheet: &mut Sheet) {
    match p.triple_fan() {
        Some(f) => sheet.set(f),
        None => p.add_pair_fans(sheet),
    }
}

fn pure_terminal_chows(chows: &[Code], pair: Code) -> bool {
    if code::rank(pair) != 5 {
        return false;
    }
    let (mut low, mut high) = (0, 0);
    for &c in chows {
        if code::suit(c) != code::suit(pair) {
            return false;
        }
        match code::rank(c) {
            2 => low += 1,
            8 => high += 1,
            _ => return false,
        }
    }
    low == 2 && high == 2
}

fn three_suited_terminal_chows(chows: &[Code], pair: Code) -> bool {
    if code::rank(pair) != 5 {
        return false;
    }
    let (mut low, mut high) = ([0u8; 5], [0u8; 5]);
    for &c in chows {
        let s = code::suit(c) as usize;
        if s == code::suit(pair) as usize {
            return false;
        }
        match code::rank(c) {
            2 => low[s] += 1,
            8 => high[s] += 1,
            _ => return false,
        }
    }
    let others: &[usize] = match code::suit(pair) {
        1 => &[2, 3],
        2 => &[1, 3],
        3 => &[1, 2],
        _ => return false,
    };
    others.iter().all(|&s| low[s] > 0 && high[s] > 0)
}

// ----- the hand as a whole --------------------------------------------------

/// 不求人, 门前清, 全求人 and the 自摸 of a hand with claimed melds, from how
/// many were claimed; after [`by_win_flags`], whose 自摸 it may add to.
/// Without branches, like the win flags.
fn by_self_drawn(melded: u8, self_drawn: bool, sheet: &mut Sheet) {
    let (concealed, all) = (melded == 0, melded == 4);
    sheet[Fan::FullyConcealedHand] = u8::from(concealed && self_drawn);
    sheet[Fan::ConcealedHand] = u8::from(concealed && !self_drawn);
    sheet[Fan::MeldedHand] = u8::from(all && !self_drawn);
    sheet[Fan::SelfDrawn] |= u8::from(!concealed && self_drawn);
}

fn by_pair(pair: Code, chows: usize, sheet: &mut Sheet) {
    if chows == 4 {
        if code::is_numbered(pair) {
            sheet.set(Fan::AllChows);
        }
        return;
    }
    if sheet.has(Fan::TwoDragonsPungs) {
        if code::is_dragons(pair) {
            sheet.set(Fan::LittleThreeDragons);
            sheet.clear(Fan::TwoDragonsPungs);
        }
        return;
    }
    if sheet.has(Fan::BigThreeWinds) && code::is_winds(pair) {
        sheet.set(Fan::LittleFourWinds);
        sheet.clear(Fan::BigThreeWinds);
    }
}

pub(crate) fn by_suits(tiles: Mask, sheet: &mut Sheet) {
    let honors = tiles & code::HONOR_MASK != 0;
    let voids: u8 = (1..=3).map(|s| u8::from(tiles & code::SUIT_MASK[s] == 0)).sum();
    // Without branches, on a sheet whose slots here are empty.
    let flush = voids == 2;
    sheet[Fan::HalfFlush] = u8::from(flush & honors);
    sheet[Fan::FullFlush] = u8::from(flush & !honors);
    sheet[Fan::OneVoidedSuit] = voids * u8::from(!flush);
    sheet[Fan::NoHonors] = u8::from(!flush & !honors);
    sheet[Fan::AllTypes] = u8::from(
        (voids == 0) & (tiles & code::WINDS_MASK != 0) & (tiles & code::DRAGONS_MASK != 0),
    );
}

pub(crate) fn by_rank_range(tiles: Mask, rulebook: bool, sheet: &mut Sheet) {
    // The rulebook's 七对 takes none of the rank fans.
    if rulebook && sheet.has(Fan::SevenPairs) {
        return;
    }
    if tiles & code::HONOR_MASK != 0 {
        return;
    }
    let ranks = code::ranks_of(tiles);
    if ranks & 0xFFE1 == 0 {
        sheet.set(if ranks & 0x0010 != 0 { Fan::LowerFour } else { Fan::LowerTiles });
    } else if ranks & 0xFC3F == 0 {
        sheet.set(if ranks & 0x0040 != 0 { Fan::UpperFour } else { Fan::UpperTiles });
    } else if ranks & 0xFF8F == 0 {
        sheet.set(Fan::MiddleTiles);
    }
}

/// What a set (or the pair) of a code gives toward 全带幺, 全带五 and 全双刻:
/// bit 0 a terminal or an honour in it, bit 1 a five, bit 2 an even pung or
/// pair. A division has the fan when every set and the pair have the bit,
/// so the division's traits are the AND of its sets'. Index: `[chow][code]`.
const PACK_TRAITS: [[u8; code::TABLE]; 2] = {
    let mut t = [[0u8; code::TABLE]; 2];
    let mut i = 0;
    while i < 34 {
        let c = code::ALL[i];
        let r = code::rank(c);
        if !code::is_numbered(c) {
            t[0][c as usize] = 1;
        } else {
            t[0][c as usize] = match r {
                1 | 9 => 1,
                5 => 2,
                2 | 4 | 6 | 8 => 4,
                _ => 0,
            };
            // A chow by its middle tile.
            t[1][c as usize] = match r {
                2 | 8 => 1,
                4..=6 => 2,
                _ => 0,
            };
        }
        i += 1;
    }
    t
};

fn by_packs_traits(packs: &[Pack; 5], sheet: &mut Sheet) {
    let all = packs
        .iter()
        .fold(7, |all, p| all & PACK_TRAITS[usize::from(p.kind == Kind::Chow)][p.tile as usize]);
    if all & 1 != 0 {
        sheet.set(Fan::OutsideHand);
    } else if all & 2 != 0 {
        sheet.set(Fan::AllFive);
    } else if all & 4 != 0 {
        sheet.set(Fan::AllEvenPungs);
    }
}

pub(crate) fn by_tiles_traits(tiles: Mask, rulebook: bool, sheet: &mut Sheet) {
    let only = |m: Mask| tiles & !m == 0;
    if tiles & code::TERMINAL_OR_HONOR_MASK == 0 {
        sheet.set(Fan::AllSimples);
    }
    if only(code::REVERSIBLE_MASK) {
        sheet.set(Fan::ReversibleTiles);
    }
    // Nor 绿一色, 字一色, 清幺九 or 混幺九.
    if rulebook && sheet.has(Fan::SevenPairs) {
        return;
    }
    if only(code::GREEN_MASK) {
        sheet.set(Fan::AllGreen);
    }
    if sheet.has(Fan::AllSimples) {
        return;
    }
    if only(code::HONOR_MASK) {
        sheet.set(Fan::AllHonors);
    } else if only(code::TERMINAL_MASK) {
        sheet.set(Fan::AllTerminals);
    } else if only(code::TERMINAL_OR_HONOR_MASK) {
        sheet.set(Fan::AllTerminalsAndHonors);
    }
}

/// 四归一: kinds with all four copies in the hand that are not a kong.
/// `words` are the counts as words (`counts::words_of`).
pub(crate) fn by_tiles_hog(words: [u64; 5], kongs: u8, sheet: &mut Sheet) {
    sheet[Fan::TileHog] = code::fours(words).wrapping_sub(kongs);
}

/// 边张, 嵌张, 单钓 from where the winning tile sits in the concealed sets:
/// `chows` marks the middle tiles of the concealed chows, `pair` is the
/// pair's tile.
///
/// `unique` says whether the hand waited on one kind only (独听), the
/// condition of all three; it is asked only when the winning tile sits in
/// such a place, since the answer costs more than the rest of the fan.
fn by_waiting_form(
    chows: Mask,
    pair: Code,
    win: Code,
    unique: &mut impl FnMut() -> bool,
    sheet: &mut Sheet,
) {
    if sheet.has(Fan::MeldedHand) || sheet.has(Fan::FourKongs) {
        return;
    }
    // A chow's middle is a suited rank 2–8: the code below a rank 1, above
    // a rank 9 or beside an honour is never one, so no range is checked.
    let below = code::holds(chows, win - 1);
    let above = code::holds(chows, win + 1);
    // The winning tile at the end of a chow whose other side has a kind
    // beyond it (won on 4 or 7 with 56): that kind completes the same
    // division too, so the hand waited on two kinds at least and no
    // question need be asked.
    if (below && code::rank(win) >= 4) || (above && code::rank(win) <= 6) {
        return;
    }
    let edge = below || above;
    let closed = code::holds(chows, win);
    let single = pair == win;
    if !(edge || closed || single) || !unique() {
        return;
    }
    if edge {
        sheet.set(Fan::EdgeWait);
    } else if closed {
        sheet.set(Fan::ClosedWait);
    } else {
        sheet.set(Fan::SingleWait);
    }
}

/// The fans a bigger fan already holds (不重复原则), as the calculator
/// clears them.
pub(crate) fn final_adjust(s: &mut Sheet, rulebook: bool) {
    use Fan::*;
    // Every rule down to 推不倒 starts from a fan in the first 40 slots (the
    // hands of 12 fan and up, and 推不倒): most hands have none of them, and
    // one look at those slots skips them all.
    if big_hands_held(s) {
        big_hand_adjust(s, rulebook);
    }
    // The rest without branches (every hand passes them, and whether they
    // clear anything is as random as the hand): a count kept is multiplied
    // by 1, a count cleared by 0.
    let none = |s: &Sheet, fans: &[Fan]| u8::from(fans.iter().all(|&f| s[f] == 0));
    s[SelfDrawn] *= none(s, &[LastTileDraw, OutWithReplacementTile, FullyConcealedHand]);
    s[SingleWait] *= none(s, &[MeldedHand]);
    s[DragonPung] *= none(s, &[TwoDragonsPungs]);
    s[NoHonors] *= none(s, &[AllChows, AllSimples]);
}

/// Whether any of the first slots, down to 推不倒, counts: their bytes ORed
/// a word at a time.
fn big_hands_held(s: &Sheet) -> bool {
    const LAST: usize = Fan::ReversibleTiles.slot();
    const TAIL: u64 = u64::MAX >> (8 * (7 - LAST % 8));
    let word = |k: usize| u64::from_le_bytes(s.0[8 * k..8 * k + 8].try_into().expect("8 slots"));
    let mut any = word(LAST / 8) & TAIL;
    for k in 0..LAST / 8 {
        any |= word(k);
    }
    any != 0
}

/// The part of [`final_adjust`] under the fans of 12 and up (and 推不倒).
fn big_hand_adjust(s: &mut Sheet, rulebook: bool) {
    use Fan::*;
    let clear = |s: &mut Sheet, if_: Fan, fans: &[Fan]| {
        if s.has(if_) {
            for &f in fans {
                s.clear(f);
            }
        }
    };
    clear(s, BigFourWinds, &[AllPungs, PungOfTerminalsOrHonors]);
    clear(s, BigThreeDragons, &[DragonPung]);
    clear(s, AllGreen, &[HalfFlush, OneVoidedSuit]);
    clear(s, FourKongs, &[SingleWait]);
    clear(s, AllTerminals, &[AllPungs, OutsideHand, PungOfTerminalsOrHonors, NoHonors, DoublePung]);
    clear(s, LittleFourWinds, &[PungOfTerminalsOrHonors]);
    clear(s, LittleThreeDragons, &[DragonPung]);
    clear(s, AllHonors, &[AllPungs, OutsideHand, PungOfTerminalsOrHonors, OneVoidedSuit]);
    if s.has(FourConcealedPungs) {
        s.clear(AllPungs);
        s.clear(ConcealedHand);
        if s.has(FullyConcealedHand) {
            s.clear(FullyConcealedHand);
            s.set(SelfDrawn);
        }
    }
    clear(s, PureTerminalChows, &[FullFlush, AllChows, NoHonors]);
    clear(s, FourPureShiftedPungs, &[AllPungs]);
    clear(s, AllTerminalsAndHonors, &[AllPungs, OutsideHand, PungOfTerminalsOrHonors]);
    if rulebook {
        // The rulebook also leaves out 缺一门 under these, and 三同刻 under 清幺九.
        for f in [
            BigThreeDragons,
            LittleThreeDragons,
            QuadrupleChow,
            FourPureShiftedPungs,
            FourPureShiftedChows,
            BigThreeWinds,
        ] {
            clear(s, f, &[OneVoidedSuit]);
        }
        clear(s, AllTerminals, &[TriplePung]);
    }
    clear(s, AllEvenPungs, &[AllPungs, AllSimples, NoHonors]);
    clear(s, UpperTiles, &[NoHonors]);
    clear(s, MiddleTiles, &[AllSimples, NoHonors]);
    clear(s, LowerTiles, &[NoHonors]);
    clear(s, ThreeSuitedTerminalChows, &[AllChows, NoHonors]);
    clear(s, AllFive, &[AllSimples, NoHonors]);
    clear(s, UpperFour, &[NoHonors]);
    clear(s, LowerFour, &[NoHonors]);
    if s.has(BigThreeWinds) && !s.has(AllHonors) && !s.has(AllTerminalsAndHonors) {
        s[PungOfTerminalsOrHonors] = s[PungOfTerminalsOrHonors].wrapping_sub(3);
    }
    clear(s, ReversibleTiles, &[OneVoidedSuit]);
}

/// 圈风刻 and 门风刻 for the wind pungs `pungs` (a mask of their codes),
/// taking them out of 幺九刻 unless a fan that holds every 幺九刻 already
/// did. Without branches: which winds a hand holds is as random as its
/// tiles.
fn by_winds(pungs: Mask, round: u8, seat: u8, s: &mut Sheet) {
    let deducted = s.has(Fan::BigThreeWinds)
        | s.has(Fan::AllTerminalsAndHonors)
        | s.has(Fan::AllHonors)
        | s.has(Fan::LittleFourWinds);
    let prevalent = code::holds(pungs, code::EAST + round);
    let own = code::holds(pungs, code::EAST + seat);
    s[Fan::PrevalentWind] |= u8::from(prevalent);
    s[Fan::SeatWind] |= u8::from(own);
    let taken = u8::from(prevalent & !deducted) + u8::from(own & (seat != round) & !deducted);
    s[Fan::PungOfTerminalsOrHonors] = s[Fan::PungOfTerminalsOrHonors].wrapping_sub(taken);
}

/// The fans of how the hand was won. Written without branches: the flags
/// of one hand say nothing of the next one's. Only this writes these slots,
/// and before any rule reads them.
fn by_win_flags(f: Flags, s: &mut Sheet) {
    let (drawn, claimed) = (f.self_drawn, !f.self_drawn);
    // 抢杠和 takes the place of 和绝张; 妙手回春 and 杠上开花 that of 自摸.
    s[Fan::LastTile] = u8::from(f.last_copy && !(claimed && f.kong));
    s[Fan::SelfDrawn] = u8::from(drawn & !f.wall_last & !f.kong);
    s[Fan::LastTileDraw] = u8::from(drawn && f.wall_last);
    s[Fan::OutWithReplacementTile] = u8::from(drawn && f.kong);
    s[Fan::LastTileClaim] = u8::from(claimed && f.wall_last);
    s[Fan::RobbingTheKong] = u8::from(claimed && f.kong);
}

/// Four codes in order, without branches (a sorting network: the codes
/// of a division's sets are as random as its tiles).
fn sort4(mut m: [Code; 4]) -> [Code; 4] {
    for (a, b) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
        let (x, y) = (m[a], m[b]);
        m[a] = x.min(y);
        m[b] = x.max(y);
    }
    m
}

/// The fans the sets make among themselves: four chows (双龙会, 一色四步高
/// …), three (清龙, 三色三同顺 …) or two, and the pungs' (三风刻, 双同刻 …).
/// `chows` are the chows' middle tiles and `pungs` the pungs' and kongs'
/// tiles, each list filled to four with `Code::MAX`; `pung_codes` is the
/// mask of the pungs' codes.
fn sets_among_themselves(
    chows: [Code; 4],
    n_chows: usize,
    pungs: [Code; 4],
    pung_codes: Mask,
    pair: Code,
    s: &mut Sheet,
) {
    let p = Pungs::of(pung_codes);
    match n_chows {
        4 => {
            if three_suited_terminal_chows(&chows, pair) {
                s.set(Fan::ThreeSuitedTerminalChows);
            } else if pure_terminal_chows(&chows, pair) {
                s.set(Fan::PureTerminalChows);
            } else {
                ChowTable::get().write(&sort4(chows), s);
            }
        }
        3 => ChowTable::get().write(&sort4(chows)[..3], s),
        2 => {
            if let Some(f) = two_chows_fan(chows[0], chows[1]) {
                s.add(f);
            }
            p.add_pair_fans(s);
        }
        1 => three_pungs(p, s),
        _ => four_pungs(sort4(pungs), p, s),
    }
}

/// The fans of a hand divided into sets that do not depend on the division:
/// how it was won, how concealed, its suits, colours and ranks, its 四归一.
/// Each division's sheet starts from these. No fan rule of a division reads
/// or writes their slots before `final_adjust`, so counting them once first
/// gives the sheet the calculator builds per division.
/// `s` starts empty.
fn hand_fans(input: &Input<'_>, unique: Mask, s: &mut Sheet) {
    by_win_flags(input.flags, s);
    by_self_drawn(input.melded, input.flags.self_drawn, s);
    by_suits(unique, s);
    by_tiles_traits(unique, input.rulebook, s);
    by_rank_range(unique, input.rulebook, s);
    // Kongs are only ever melds, so their number is the hand's.
    by_tiles_hog(input.all, input.kongs, s);
}

/// The fans of one division into four sets and a pair, `s` holding the
/// hand's own ([`hand_fans`]); returns the division's total.
fn regular_fans(
    packs: &[Pack; 5],
    input: &Input<'_>,
    unique_waiting: &mut impl FnMut() -> bool,
    s: &mut Sheet,
) -> u32 {
    // The pair is the last slot of a division. Each set's tile goes to the
    // list its kind says, the other list getting a filler past its end, and
    // counts in the masks its kind says (no branch per set).
    let pair = packs[4].tile;
    let (mut chow_list, mut pung_list) = ([Code::MAX; 4], [Code::MAX; 4]);
    let (mut n_chows, mut n_pungs) = (0, 0);
    let (mut concealed_pungs, mut melded_kongs, mut concealed_kongs) = (0, 0, 0);
    // The codes of the pungs and kongs (never two of one code), and of the
    // concealed ones.
    let (mut pung_codes, mut concealed_pung_codes): (Mask, Mask) = (0, 0);
    // The middle tiles of the concealed chows.
    let mut concealed_chows: Mask = 0;
    for &p in &packs[..4] {
        let chow = p.kind == Kind::Chow;
        chow_list[n_chows] = if chow { p.tile } else { Code::MAX };
        pung_list[n_pungs] = if chow { Code::MAX } else { p.tile };
        n_chows += usize::from(chow);
        n_pungs += usize::from(!chow);
        let at = p.tile - code::MASK_BASE;
        pung_codes |= Mask::from(!chow) << at;
        concealed_pung_codes |= Mask::from(!chow && !p.melded) << at;
        concealed_chows |= Mask::from(chow && !p.melded) << at;
        concealed_pungs += usize::from(p.kind == Kind::Pung && !p.melded);
        melded_kongs += usize::from(p.kind == Kind::Kong && p.melded);
        concealed_kongs += usize::from(p.kind == Kind::Kong && !p.melded);
    }
    let win = input.win;
    // A tile won on a discard that no concealed chow can hold completes a
    // pung that was therefore not concealed.
    let beside = code::bit(win - 1) | code::bit(win) | code::bit(win + 1);
    concealed_pungs -= usize::from(
        !input.flags.self_drawn
            & (concealed_chows & beside == 0)
            & code::holds(concealed_pung_codes, win),
    );
    // Without branches: with no pungs each of these adds nothing.
    kongs(concealed_pungs, melded_kongs, concealed_kongs, input.rulebook, s);
    s[Fan::AllPungs] =
        u8::from(n_pungs == 4 && !s.has(Fan::FourKongs) && !s.has(Fan::FourConcealedPungs));
    // 箭刻 and 幺九刻, one per pung.
    let count = |m: Mask| (pung_codes & m).count_ones() as u8;
    s[Fan::DragonPung] += count(code::DRAGONS_MASK);
    s[Fan::PungOfTerminalsOrHonors] += count(code::TERMINAL_MASK | code::WINDS_MASK);
    sets_among_themselves(chow_list, n_chows, pung_list, pung_codes, pair, s);
    by_pair(pair, n_chows, s);
    by_packs_traits(packs, s);
    // 一色四同顺 holds its 四归一.
    if s.has(Fan::QuadrupleChow) {
        s.clear(Fan::TileHog);
    }
    by_waiting_form(concealed_chows, pair, win, unique_waiting, s);
    final_adjust(s, input.rulebook);
    // 大四喜 holds them all.
    let winds = if s.has(Fan::BigFourWinds) { 0 } else { pung_codes & code::WINDS_MASK };
    by_winds(winds, input.round, input.seat, s);
    // Every count is at most 8 against values of at least 1: the total is 0
    // exactly when no fan counts.
    let total = s.total();
    if total == 0 {
        s.set(Fan::ChickenHand);
        return Fan::ChickenHand.value().into();
    }
    total
}

/// 组合龙 with a set and a pair (at most one meld).
/// `held` is the mask of the concealed codes.
fn knitted_straight_fans(input: &Input<'_>, held: Mask, s: &mut Sheet) -> bool {
    let Some(k) = (0..6).find(|&k| held & code::KNITTED_MASK[k] == code::KNITTED_MASK[k]) else {
        return false;
    };
    if !input.ids.iter().any(|&n| n > 1) {
        return false;
    }
    let st = &input.table();
    let seq = &code::KNITTED[k];
    let mut rest = *st;
    for &c in seq {
        rest[c as usize] -= 1;
    }
    let fixed = input.fixed.len();
    let mut work = [Pack::concealed(Kind::Pair, 0); 5];
    if fixed == 1 {
        work[3] = input.fixed[0];
    }
    let mut out = Divisions::new();
    divide(&mut rest, fixed + 3, 0, 0, &mut work, &mut out);
    let [packs] = out.as_slice() else { return false };
    let packs = *packs;
    let (other, pair) = (packs[3], packs[4].tile);
    s.set(Fan::KnittedStraight);
    let total = |c: Code| code::count_in_words(&input.all, code::id_of(c));
    if other.kind == Kind::Chow {
        if code::is_numbered(pair) {
            s.set(Fan::AllChows);
        }
        if total(pair) == 4 {
            s.set(Fan::TileHog);
        }
    } else if code::is_honor(other.tile) {
        if code::is_winds(other.tile) {
            s.set(Fan::PungOfTerminalsOrHonors);
            by_winds(code::bit(other.tile), input.round, input.seat, s);
            if code::is_dragons(pair) {
                s.set(Fan::AllTypes);
            }
        } else {
            s.set(Fan::DragonPung);
            if code::is_winds(pair) {
                s.set(Fan::AllTypes);
            }
        }
    } else {
        if code::is_terminal(other.tile) {
            s.set(Fan::PungOfTerminalsOrHonors);
        }
        if !code::is_honor(pair) {
            s.set(Fan::NoHonors);
        }
        if other.kind != Kind::Kong && total(other.tile) == 4 {
            s.set(Fan::TileHog);
        }
    }
    by_win_flags(input.flags, s);
    if other.melded {
        if other.kind == Kind::Kong {
            s.set(Fan::MeldedKong);
        }
    } else {
        if other.kind == Kind::Kong {
            s.set(Fan::ConcealedKong);
        }
        if input.flags.self_drawn {
            s.set(Fan::FullyConcealedHand);
            s.clear(Fan::SelfDrawn);
        } else {
            s.set(Fan::ConcealedHand);
        }
    }
    // A wait that reads as 边张, 嵌张 or 单钓 beside the knitted straight
    // counts, even when the winning tile also completes the straight; the
    // rulebook's reading never counts one on a tile of the straight.
    let on_the_straight = seq.contains(&input.win);
    if !(input.rulebook && on_the_straight) {
        if fixed == 0 {
            let mut unique = || wait::is_unique(&mut rest, 4, input.win);
            let chow = Mask::from(packs[3].kind == Kind::Chow) << (packs[3].tile - code::MASK_BASE);
            by_waiting_form(chow, packs[4].tile, input.win, &mut unique, s);
        } else if !on_the_straight || st[input.win as usize] == 3 {
            s.set(Fan::SingleWait);
        }
    }
    final_adjust(s, input.rulebook);
    true
}

fn seven_pairs(ids: &[u8; 34]) -> bool {
    ids.iter().fold(0, |odd, &n| odd | n) & 1 == 0
}

fn seven_shifted_pairs(st: &Table, suit: u8) -> bool {
    if suit == 4 {
        return false;
    }
    let t3 = ((suit << 4) | 3) as usize;
    if (0..5).all(|i| st[t3 + i] == 2) {
        if st[t3 - 1] == 2 {
            return st[t3 - 2] == 2 || st[t3 + 5] == 2;
        }
        return st[t3 + 5] == 2 && st[t3 + 6] == 2;
    }
    false
}

fn honors_and_knitted(unique: Mask, s: &mut Sheet) -> bool {
    if unique.count_ones() != 14 {
        return false;
    }
    let suited = unique & code::NUMBERED_MASK;
    let numbered = suited.count_ones();
    if !(7..=9).contains(&numbered) {
        return false;
    }
    if !code::KNITTED_MASK.iter().any(|&seq| suited & !seq == 0) {
        return false;
    }
    if numbered == 7 {
        s.set(Fan::GreaterHonorsAndKnittedTiles);
    } else {
        s.set(Fan::LesserHonorsAndKnittedTiles);
        if numbered == 9 {
            s.set(Fan::KnittedStraight);
        }
    }
    true
}

fn special_forms(input: &Input<'_>, unique: Mask, s: &mut Sheet) -> bool {
    if seven_pairs(input.ids) {
        let st = &input.table();
        let suit = code::suit(input.win);
        if seven_shifted_pairs(st, suit) {
            s.set(Fan::SevenShiftedPairs);
            if st[((suit << 4) | 1) as usize] == 0 && st[((suit << 4) | 9) as usize] == 0 {
                s.set(Fan::AllSimples);
            }
            by_win_flags(input.flags, s);
        } else {
            s.set(Fan::SevenPairs);
            by_suits(unique, s);
            by_tiles_traits(unique, input.rulebook, s);
            by_rank_range(unique, input.rulebook, s);
            // No melds: the hand's words are the concealed tiles'.
            by_tiles_hog(input.all, 0, s);
            by_win_flags(input.flags, s);
            final_adjust(s, input.rulebook);
        }
        return true;
    }
    if honors_and_knitted(unique, s) {
        by_win_flags(input.flags, s);
        return true;
    }
    if unique == code::ORPHANS_MASK {
        s.set(Fan::ThirteenOrphans);
        by_win_flags(input.flags, s);
        return true;
    }
    false
}

/// 九莲宝灯; `unique` is the mask of the codes held (all concealed).
fn nine_gates(input: &Input<'_>, unique: Mask, s: &mut Sheet) -> bool {
    let win = input.win;
    if !code::is_numbered(win) || unique & !code::SUIT_MASK[code::suit(win) as usize] != 0 {
        return false;
    }
    let st = &input.table();
    let (suit, r) = (code::suit(win), code::rank(win));
    let at = |rank: u8| st[((suit << 4) | rank) as usize];
    let ones = |ranks: std::ops::Range<u8>| ranks.into_iter().all(|k| at(k) == 1);
    let ok = match r {
        1 => at(1) == 4 && at(9) == 3 && ones(2..9),
        9 => at(9) == 4 && at(1) == 3 && ones(2..9),
        _ => at(r) == 2 && at(1) == 3 && at(9) == 3 && ones(2..r) && ones(r + 1..9),
    };
    if !ok {
        return false;
    }
    s.set(Fan::NineGates);
    match r {
        1 | 9 => {
            s.set(Fan::PureStraight);
            s.set(Fan::TileHog);
        }
        2 | 8 => {
            s.set(Fan::TwoConcealedPungs);
            s.set(Fan::ShortStraight);
            s.set(Fan::PungOfTerminalsOrHonors);
        }
        5 => {
            s.set(Fan::TwoConcealedPungs);
            s.set(Fan::PungOfTerminalsOrHonors);
        }
        _ => s.set(Fan::ShortStraight),
    }
    by_win_flags(input.flags, s);
    true
}

/// The fan sheet of a won hand, flowers not included, written into `best`
/// (which starts empty); returns its total, 0 when the tiles form no
/// winning shape (a win counts at least 1: 无番和 when nothing else).
pub(crate) fn count(input: &Input<'_>, best: &mut Sheet) -> u32 {
    let unique = code::mask_of_ids(input.held_all);
    let mut max = 0u32;
    let special = match input.fixed.len() {
        0 => {
            // With no melds every code held is concealed.
            special_forms(input, unique, best)
                || knitted_straight_fans(input, unique, best)
                || nine_gates(input, unique, best)
        }
        1 => knitted_straight_fans(input, code::mask_of_ids(input.held), best),
        _ => false,
    };
    if special {
        max = best.total();
    }
    let seven = best.has(Fan::SevenPairs);
    if max == 0 || seven {
        let mut found = Divisions::new();
        divisions(input.ids, input.held, input.groups.sizes, input.fixed, &mut found);
        if found.len == 0 {
            return max;
        }
        // 独听, asked once and only if a division needs it.
        let mut unique_wait = None;
        let mut unique_waiting = || {
            *unique_wait.get_or_insert_with(|| {
                wait::is_unique_for_divided(
                    input.ids,
                    &input.groups,
                    input.standing_count,
                    input.win,
                )
            })
        };
        if let ([packs], 0) = (found.as_slice(), max) {
            // One division and no special form: nothing to compare with,
            // so it is counted in place (`best` is still empty: a special
            // form that is not there writes nothing).
            hand_fans(input, unique, best);
            return regular_fans(packs, input, &mut unique_waiting, best);
        }
        let mut hand = Sheet::default();
        hand_fans(input, unique, &mut hand);
        // Two sheets in turn: the one kept so far and the one being counted,
        // so that keeping a division copies no sheet.
        let mut sheets = [hand; 2];
        let mut chosen = None;
        for packs in found.as_slice() {
            let w = usize::from(chosen == Some(0));
            let s = &mut sheets[w];
            *s = hand;
            let total = regular_fans(packs, input, &mut unique_waiting, s);
            if total > max {
                max = total;
                chosen = Some(w);
            } else if total == max
                && (s[Fan::PureTripleChow] == 1 || seven || s.has(Fan::TriplePung))
            {
                chosen = Some(w);
            }
        }
        if let Some(w) = chosen {
            *best = sheets[w];
        }
    }
    max
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{below, seeded};

    /// The sets of a division in the calculator's order (by their tiles).
    fn sorted(d: &[Pack; 5], fixed: usize) -> Vec<Pack> {
        let mut sets = d[fixed..4].to_vec();
        let eig = |p: &Pack| {
            let t = p.tile;
            if p.kind == Kind::Chow { eigen(t - 1, t, t + 1) } else { eigen(t, t, t) }
        };
        sets.sort_by_key(eig);
        sets.push(d[4]);
        sets
    }

    /// The pungs' fans as mask tests against the calculator's code-by-code
    /// rules, on every set of two, three and four pungs (kinds distinct).
    #[test]
    fn the_pungs_fans_by_mask_are_the_calculators_on_every_set_of_pungs() {
        let pungs = |codes: &[Code]| Pungs::of(codes.iter().fold(0, |m, &c| m | code::bit(c)));
        let mut sheets = 0;
        for (i, &a) in code::ALL.iter().enumerate() {
            for (j, &b) in code::ALL.iter().enumerate().skip(i + 1) {
                let (mut ours, mut theirs) = (Sheet::default(), Sheet::default());
                pungs(&[a, b]).add_pair_fans(&mut ours);
                if let Some(f) = two_pungs_fan(a, b) {
                    theirs.add(f);
                }
                assert_eq!(ours, theirs, "{a:x} {b:x}");
                for (k, &c) in code::ALL.iter().enumerate().skip(j + 1) {
                    let p = pungs(&[a, b, c]);
                    assert_eq!(p.triple_fan(), three_pungs_fan(a, b, c), "{a:x} {b:x} {c:x}");
                    for &d in code::ALL.iter().skip(k + 1) {
                        let m = [a, b, c, d];
                        let (mut ours, mut theirs) = (Sheet::default(), Sheet::default());
                        four_pungs(m, pungs(&m), &mut ours);
                        four_pungs_by_codes(m, &mut theirs);
                        assert_eq!(ours, theirs, "{m:x?}");
                        sheets += usize::from(ours != Sheet::default());
                    }
                }
            }
        }
        assert!(sheets > 5_000, "{sheets} sets of four pungs make a fan");
    }

    /// The chow table against the rules it is built from, on every multiset
    /// of three and four chows: the same sheet, so no place was cut and
    /// every multiset has its own row.
    #[test]
    fn the_chow_table_writes_what_the_chow_rules_write_for_every_multiset() {
        let mid = chow_mid;
        let (mut rows, mut fans) = (std::collections::HashSet::new(), 0);
        for a in 0..CHOW_KINDS {
            for b in a..CHOW_KINDS {
                for c in b..CHOW_KINDS {
                    let m = [mid(a), mid(b), mid(c)];
                    let (mut ours, mut theirs) = (Sheet::default(), Sheet::default());
                    ChowTable::get().write(&m, &mut ours);
                    three_chows(m, &mut theirs);
                    assert_eq!(ours, theirs, "{m:x?}");
                    assert!(rows.insert((3, multiset_rank(&[a, b, c]))));
                    for d in c..CHOW_KINDS {
                        let m = [mid(a), mid(b), mid(c), mid(d)];
                        let (mut ours, mut theirs) = (Sheet::default(), Sheet::default());
                        ChowTable::get().write(&m, &mut ours);
                        four_chows(m, &mut theirs);
                        assert_eq!(ours, theirs, "{m:x?}");
                        assert!(rows.insert((4, multiset_rank(&[a, b, c, d]))));
                        fans += usize::from(ours != Sheet::default());
                    }
                }
            }
        }
        assert_eq!(rows.len(), 1771 + 10626);
        assert!(fans > 5_000, "{fans} multisets of four chows make a fan");
    }

    /// The calculator's four-pung rules as it writes them, code by code:
    /// its four-pung fan, then its walk for every set of four.
    fn four_pungs_by_codes(m: [Code; 4], sheet: &mut Sheet) {
        match four_pungs_fan(m) {
            Some(f) => sheet.set(f),
            None => four_pungs_walk(m, sheet),
        }
    }

    /// The group-by-group search against the calculator's own (every set at
    /// every step, sets in non-decreasing order): the same divisions in the
    /// same order, on seeded hands built from sets and a pair (so that many
    /// divide several ways) and on random tiles.
    #[test]
    fn the_division_search_finds_the_calculators_divisions_in_its_order() {
        let mut rng = seeded(36);
        let (mut several, mut none) = (0, 0);
        for case in 0..60_000 {
            let fixed = case % 3;
            let narrow = case % 2 == 0;
            let pick = |rng: &mut rand_chacha::ChaCha8Rng| {
                below(rng, if narrow { 9 } else { 34 }) as usize
            };
            let ids = if case % 5 == 0 {
                let mut ids = [0u8; 34];
                for _ in 0..3 * (4 - fixed) + 2 {
                    ids[pick(&mut rng)] += 1;
                }
                ids
            } else {
                let chow = |rng: &mut rand_chacha::ChaCha8Rng| below(rng, 3) > 0;
                let Some(ids) = code::sets_and_pair(&mut rng, 4 - fixed, pick, chow) else {
                    continue;
                };
                ids
            };
            if ids.iter().any(|&n| n > 4) {
                continue;
            }
            let melds = [Pack { melded: true, kind: Kind::Pung, tile: code::EAST }; 3];
            let mut ours = Divisions::new();
            let (held, sizes) = (code::ids_held(&ids), Groups::of(&ids).sizes);
            divisions(&ids, held, sizes, &melds[..fixed], &mut ours);
            let mut t: Table = [0; code::TABLE];
            for (k, &n) in ids.iter().enumerate() {
                t[code::ALL[k] as usize] = n;
            }
            let mut theirs = Divisions::new();
            let mut work = [Pack::concealed(Kind::Pair, 0); 5];
            work[..fixed].copy_from_slice(&melds[..fixed]);
            divide(&mut t, fixed, 0, 0, &mut work, &mut theirs);
            let a: Vec<_> = ours.as_slice().iter().map(|d| sorted(d, fixed)).collect();
            let b: Vec<_> = theirs.as_slice().iter().map(|d| sorted(d, fixed)).collect();
            assert_eq!(a, b, "{ids:?} beside {fixed} melds");
            several += usize::from(a.len() > 1);
            none += usize::from(a.is_empty());
        }
        assert!(several > 500 && none > 500, "{several} hands divide several ways, {none} none");
    }
}
