//! 国标麻将 (MCR, 《中国麻将竞赛规则》): the competition ruleset of the
//! Botzone / IJCAI mahjong AI contests.
//!
//! This folder owns the family's hand analysis: the 81 fans ([`Fan`]), the
//! fan count of a won hand ([`score`]) exactly as the competition judge's
//! calculator counts it, the shanten over every MCR form ([`shanten`]) and the
//! waits with what each would score ([`waits`]).
//!
//! At the table ([`engine`]): 补花, the minimum as the legal list's law,
//! payments of base 8 + fan, and the 16-hand game ([`McrMatch`]); the preset
//! is [`RuleSet::mcr`](crate::RuleSet::mcr) with its [`McrOptions`].
//!
//! A win is described by a [`Situation`]: the tile won on, how (self-drawn or
//! on a discard, 和绝张, 杠上开花 / 抢杠和, 妙手回春 / 海底捞月), the seat and
//! prevalent winds and the flowers held. Contexts that cannot happen (和绝张
//! while the hand holds another copy, 杠上开花 without a kong) are refused.
//!
//! ```
//! use majiang_core::{Hand, RuleSet, Tile};
//! use majiang_core::mcr::{self, Fan, Situation, Wind};
//! let rules = RuleSet::mcr();
//! let hand = Hand::parse("44466888999s", "chi:123s", &rules)?;
//! let mut s = Situation::on_discard("9s".parse::<Tile>()?);
//! s.round = Wind::North;
//! let score = mcr::score(&hand, &s)?.expect("a winning shape");
//! assert_eq!(score.total(), 27); // 清一色 24, 双暗刻 2, 幺九刻 1
//! assert_eq!(score.count(Fan::FullFlush), 1);
//! # Ok::<(), majiang_core::Error>(())
//! ```

pub mod batch;
pub mod botzone;
mod calc;
mod code;
mod defence;
pub mod engine;
mod expert;
mod fan;
pub(crate) mod names;
mod options;
mod plan;
mod presets;
pub(crate) mod record;
pub(crate) mod rules;
mod series;
mod sheet;
mod situation;
mod wait;

pub use engine::{Mcr, meets_minimum, seat_wind};
pub use fan::Fan;
pub use rules::{MAX_MINIMUM, McrOptions};
pub use series::McrMatch;
pub use situation::{Situation, Wind};

use crate::error::{Error, Result};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::rules::RuleSet;
use crate::tile::{Tile, TileSet};
use calc::{Flags, Input, Kind, Pack};
use code::Table;

/// The minimum a win needs under the competition rules, flowers excluded
/// (起和番).
pub const MINIMUM_FAN: u32 = 8;

/// One fan of a score and how many times it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FanCount {
    /// The fan.
    pub fan: Fan,
    /// How many times it counts (幺九刻 ×2, 花牌 ×3, …).
    pub count: u16,
}

impl FanCount {
    /// Its fan: the fan's value times the count.
    #[must_use]
    pub fn total(&self) -> u32 {
        u32::from(self.fan.value()) * u32::from(self.count)
    }
}

/// The fans of a won hand, in the calculator's order, with 花牌 last but one
/// (before 明暗杠) when flowers are held.
///
/// It holds a count per fan (no allocation); [`Score::fans`] lists the ones
/// that count.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Score {
    /// 花牌 included: the flowers are its count.
    sheet: sheet::Sheet,
    /// The sheet's total, known when it is counted (a caller asks for it
    /// first).
    total: u32,
}

/// The fans of a [`Score`] that count, in the calculator's order: from
/// [`Score::fans`].
#[derive(Debug, Clone)]
pub struct Fans<'a> {
    sheet: &'a sheet::Sheet,
    /// The slots not yet listed, one bit each.
    held: u128,
}

impl Iterator for Fans<'_> {
    type Item = FanCount;

    fn next(&mut self) -> Option<FanCount> {
        if self.held == 0 {
            return None;
        }
        let slot = self.held.trailing_zeros() as usize;
        self.held &= self.held - 1;
        let fan = Fan::from_slot(slot).expect("only fan slots are held");
        Some(FanCount { fan, count: self.sheet[fan].into() })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.held.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Fans<'_> {}

impl std::iter::FusedIterator for Fans<'_> {}

impl Score {
    /// The fans that count, in the calculator's order (花牌 included).
    #[must_use]
    pub fn fans(&self) -> Fans<'_> {
        Fans { sheet: &self.sheet, held: self.sheet.held() }
    }

    /// How many times `fan` counts (0 when it does not).
    #[must_use]
    pub fn count(&self, fan: Fan) -> u16 {
        self.sheet[fan].into()
    }

    /// The total, flowers included (as the calculator reports it).
    #[must_use]
    pub fn total(&self) -> u32 {
        self.total
    }

    /// The total without flowers: what the 8-fan minimum is checked against.
    #[must_use]
    pub fn without_flowers(&self) -> u32 {
        self.total() - u32::from(self.flowers())
    }

    /// The flowers counted (花牌).
    #[must_use]
    pub fn flowers(&self) -> u8 {
        self.sheet[Fan::FlowerTiles]
    }

    /// The win reaches `minimum`, flowers counted toward it or not.
    #[must_use]
    pub fn meets(&self, minimum: u32, flowers_count: bool) -> bool {
        let fan = if flowers_count { self.total() } else { self.without_flowers() };
        fan >= minimum
    }
}

fn pack_of(m: Meld) -> Pack {
    // By `MeldKind` number: 吃, 碰, 明杠, 暗杠, 补杠 (a chow by its middle
    // tile). A table rather than a match: a hand's meld kinds are as random
    // as its tiles.
    const PACKS: [(bool, Kind, code::Code); 5] = [
        (true, Kind::Chow, 1),
        (true, Kind::Pung, 0),
        (true, Kind::Kong, 0),
        (false, Kind::Kong, 0),
        (true, Kind::Kong, 0),
    ];
    let (melded, kind, up) = PACKS[m.kind() as usize];
    Pack { melded, kind, tile: code::ALL[m.tile().index()] + up }
}

fn table_of(hand: &Hand) -> Table {
    code::table_of_ids(hand.concealed().as_array())
}

/// The fans of the winning `hand` (its concealed tiles hold the winning
/// tile `situation.win`; `3n+2` tiles with the melds), or `None` when the
/// tiles form no MCR winning shape. A shape worth less than the minimum is
/// still scored: [`Score::meets`] says whether it may be declared.
///
/// Errors when the hand is not `3n+2`, when the winning tile is not among
/// its concealed tiles, and for a situation that cannot happen: 和绝张 while
/// the hand holds another copy of the winning tile, 杠上开花 with no kong
/// among the melds, 抢杠和 of a tile the hand holds, more than 8 flowers.
pub fn score(hand: &Hand, situation: &Situation) -> Result<Option<Score>> {
    score_as(hand, situation, Reading::Calculator)
}

/// Where the judge's calculator and the 1998 rulebook count differently
/// (`docs/mcr.md` lists the cases), which to follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Reading {
    /// The competition judge's calculator (Botzone's fan lists): the default.
    #[default]
    Calculator,
    /// 《中国麻将竞赛规则》 (1998) to the letter: no 明暗杠 (明杠 and 暗杠
    /// instead), 七对 without the rank and colour fans, no 缺一门 under
    /// 大三元 / 小三元 / 三风刻 / 一色四同顺 / 一色四节高 / 一色四步高, no 三同刻
    /// under 清幺九, and no 边张 / 嵌张 / 单钓 on a tile of a 组合龙.
    Rulebook,
}

/// [`score`] under either [`Reading`].
///
/// ```
/// use majiang_core::{Hand, RuleSet};
/// use majiang_core::mcr::{self, Fan, Reading, Situation};
/// let h = Hand::parse("123m456p11s", "gang:9p an_gang:7z", &RuleSet::mcr())?;
/// let s = Situation::parse("win:1s", None)?;
/// let calc = mcr::score_as(&h, &s, Reading::Calculator)?.unwrap();
/// let book = mcr::score_as(&h, &s, Reading::Rulebook)?.unwrap();
/// assert_eq!(calc.count(Fan::ConcealedKongAndMeldedKong), 1);
/// assert_eq!((book.count(Fan::MeldedKong), book.count(Fan::ConcealedKong)), (1, 1));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn score_as(hand: &Hand, situation: &Situation, reading: Reading) -> Result<Option<Score>> {
    if !hand.is_complete_size() {
        return Err(Error::BadContext("a won hand has 3n+2 tiles: 14 with its melds"));
    }
    let win = situation.win;
    let held = hand.concealed().get(win);
    if held == 0 {
        return Err(Error::BadContext("the winning tile must be among the hand's concealed tiles"));
    }
    if situation.flowers > 8 {
        return Err(Error::BadContext("there are 8 flowers: flowers must be 0-8"));
    }
    let mut packs = [Pack::concealed(Kind::Pair, 0); 4];
    let (mut n, mut melded, mut kongs) = (0, 0u8, 0u8);
    for m in hand.melds() {
        let p = pack_of(m);
        packs[n] = p;
        n += 1;
        melded += u8::from(p.melded);
        kongs += u8::from(p.kind == Kind::Kong);
    }
    let fixed = &packs[..n];
    let kong = kongs > 0;
    let used = &hand.meld_summary().used;
    // Copies of the winning tile in the melds.
    let in_melds = used.get(win);
    if situation.last_copy && held > 1 {
        return Err(Error::BadContext(
            "和绝张 (last_copy): the hand holds another copy of the winning tile",
        ));
    }
    if situation.kong {
        if situation.self_drawn && !kong {
            return Err(Error::BadContext(
                "杠上开花 (kong, self-drawn) needs a kong among the melds",
            ));
        }
        if !situation.self_drawn && (held != 1 || in_melds != 0) {
            return Err(Error::BadContext(
                "抢杠和 (kong, on a discard) robs the fourth copy: the hand cannot hold another",
            ));
        }
    }
    let flags = Flags {
        self_drawn: situation.self_drawn,
        // With three copies in the melds the winning tile is the last one.
        last_copy: situation.last_copy || in_melds == 3,
        kong: situation.kong,
        wall_last: situation.last_tile,
    };
    // A count is at most 4 with the melds', so words add without carries.
    let (concealed, in_melds_words) = (hand.concealed().words(), used.words());
    let all: [u64; 5] = std::array::from_fn(|k| concealed[k] + in_melds_words[k]);
    let input = Input {
        fixed,
        ids: hand.concealed().as_array(),
        all,
        held: code::held_of_words(concealed),
        held_all: code::held_of_words(all),
        melded,
        kongs,
        groups: *hand.groups(),
        // The hand is complete-size: 3 per set still needed and a pair.
        standing_count: 3 * hand.sets_needed() + 1,
        win: code::of(win),
        flags,
        seat: situation.seat.index(),
        round: situation.round.index(),
        rulebook: reading == Reading::Rulebook,
    };
    let mut sheet = sheet::Sheet::default();
    let total = calc::count(&input, &mut sheet);
    if total == 0 {
        return Ok(None);
    }
    sheet[Fan::FlowerTiles] = situation.flowers;
    let total = total + u32::from(situation.flowers);
    debug_assert_eq!(total, sheet.total(), "the count's total is its sheet's");
    Ok(Some(Score { sheet, total }))
}

/// Shanten of a `3n+1` hand over every MCR form, as the judge's calculator
/// counts it: the regular shape, and with 13 concealed tiles 七对, 十三幺,
/// 全不靠 / 七星不靠, and 组合龙 with a set and a pair (also with one meld).
/// 0 is ready (听牌); a `3n+1` hand is never complete.
///
/// ```
/// use majiang_core::{Hand, RuleSet, mcr};
/// let rules = RuleSet::mcr();
/// // 全不靠: 147m 258s 369p and honours, one tile away.
/// let h = Hand::parse("147m258s36p12345z", "", &rules)?;
/// assert_eq!(mcr::shanten(&h)?, 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn shanten(hand: &Hand) -> Result<i8> {
    let count = hand.concealed().total();
    if count % 3 != 1 {
        return Err(Error::BadContext("shanten is of a 3n+1 hand: 13 tiles with its melds"));
    }
    let t = table_of(hand);
    let regular = match fast_regular_shanten(hand) {
        Some(s) => i32::from(s),
        None => wait::regular_shanten(&mut t.clone(), hand.meld_count() as u32),
    };
    Ok(wait::shanten(&t, count, regular) as i8)
}

/// The regular shape's shanten from the core's tables, when it is the
/// calculator's count. The tables never plan a copy that is not there; the
/// calculator counts partial sets without looking, so the two differ when
/// copies run short: a four in hand, or melds holding copies that partial
/// sets in hand wait on (1224m beside a 碰 of 3m). A concealed hand with no
/// four is always the same (`tests/mcr.rs` checks every one-suit hand and
/// seeded corpora against the reference); the rest take the search.
fn fast_regular_shanten(hand: &Hand) -> Option<i8> {
    const RULES: crate::RuleSet = crate::RuleSet::standard();
    if hand.meld_count() > 0 || hand.concealed().kinds().any(|t| hand.concealed().get(t) == 4) {
        return None;
    }
    crate::shanten::shanten_for(hand, &RULES, crate::rules::Target::Regular)
}

/// The tiles that complete the `3n+1` hand into an MCR winning shape, each
/// with the score of that win on a discard in `situation` (its `win` is
/// replaced by each wait; flowers and winds are kept). A tile whose four
/// copies are all in the hand is not a wait.
pub fn waits(hand: &Hand, situation: &Situation) -> Result<Vec<(Tile, Score)>> {
    if hand.concealed().total() % 3 != 1 {
        return Err(Error::BadContext("waits are of a 3n+1 hand: 13 tiles with its melds"));
    }
    let mut out = Vec::new();
    for t in winning_tiles(hand)?.iter() {
        let won = hand.with_tile(t)?;
        let s = Situation { win: t, last_copy: false, kong: false, ..*situation };
        if let Some(score) = score(&won, &s)? {
            out.push((t, score));
        }
    }
    Ok(out)
}

/// The kinds [`waits`] lists, without the scores.
pub fn winning_tiles(hand: &Hand) -> Result<TileSet> {
    let count = hand.concealed().total();
    if count % 3 != 1 {
        return Err(Error::BadContext("waits are of a 3n+1 hand: 13 tiles with its melds"));
    }
    let all = hand.all_tiles();
    let left = |t: Tile| all.get(t) < 4;
    // The regular shape from the core's tables (sets and any pair beside
    // the melds): the waits of nearly every hand.
    let mut set = TileSet(crate::win::shape_waits(hand.concealed().as_array()));
    set = set.iter().filter(|&t| left(t)).collect();
    // The special forms need 13 concealed tiles (组合龙 also 10): only a
    // hand ready for one of them is tried tile by tile.
    if count == 13 || count == 10 {
        let t = table_of(hand);
        let special = (count == 13
            && (wait::seven_pairs_shanten(&t) == 0
                || wait::thirteen_orphans_shanten(&t) == 0
                || wait::honors_and_knitted_shanten(&t) == 0))
            || wait::knitted_straight_shanten(&t, count, 1) == 0;
        if special {
            let regular = set;
            for w in Tile::all().filter(|&w| left(w) && !regular.contains(w)) {
                if score(&hand.with_tile(w)?, &Situation::on_discard(w))?.is_some() {
                    set.insert(w);
                }
            }
        }
    }
    Ok(set)
}

/// A score as family-neutral lines ([`crate::value`]): each fan with its
/// value and count, the total with flowers, the part the minimum reads.
pub(crate) fn score_value(score: Option<&Score>, rules: &RuleSet) -> crate::value::HandValue {
    let lines = score.map(|s| {
        s.fans()
            .map(|f| crate::value::Line {
                id: f.fan.id(),
                chinese: f.fan.chinese(),
                english: f.fan.english(),
                value: f.fan.value().into(),
                count: f.count.into(),
            })
            .collect()
    });
    let mut v = crate::value::plain(crate::value::Unit::Fan, lines);
    if let Some(s) = score {
        v.toward_minimum = if rules.mcr.flowers_count { s.total() } else { s.without_flowers() };
        v.meets_minimum = meets_minimum(s, rules);
    }
    v
}

/// [`crate::value::value`] under 国标: the family-neutral words are the
/// [`Situation`]'s (`kong_discard`, `first_turn` and `dealer` score nothing
/// here: 国标 has no such fan).
pub(crate) fn value(
    hand: &Hand,
    rules: &RuleSet,
    s: &crate::value::WinSituation,
) -> Result<crate::value::HandValue> {
    let situation = Situation::of_words(s)?;
    Ok(score_value(score(hand, &situation)?.as_ref(), rules))
}
