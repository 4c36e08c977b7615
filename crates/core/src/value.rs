//! What a hand is worth, in one shape for every family: a list of named
//! [`Line`]s (长沙's big hands, 四川's patterns, 国标's fans, a flat table's
//! winning shape) with their value and count, the total, and whether the
//! total reaches the rules' minimum. A front end that shows a win or
//! explains a hand reads this shape alone and names no family; the family
//! fills it in ([`value`], [`valued_waits`], [`win_value`]).
//!
//! How the hand was won is given in the words of [`WinSituation::parse`]
//! (`win:9s self_drawn seat:S flowers:2`), the same words for every table;
//! a word a family does not score (a seat wind at a 长沙 table) changes
//! nothing there.

use crate::error::{Error, Result};
use crate::family::{TableFamily, with_family};
use crate::game::WinRecord;
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::{Tile, Wind};

/// What a family's totals count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Every win pays alike (the flat tables 转转, 红中): `total` is 0 and
    /// the lines name the winning shape.
    Alike,
    /// Big-hand units (长沙: each big hand is worth units paid per unit; a
    /// small hand is 0).
    Units,
    /// Fan (四川: a win pays 2^fan up to the cap; 国标: base 8 plus the fan).
    Fan,
}

impl Unit {
    /// The stable identifier: `alike`, `units` or `fan`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Unit::Alike => "alike",
            Unit::Units => "units",
            Unit::Fan => "fan",
        }
    }
}

/// One named item of a hand's worth: a big hand, a pattern, a fan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Line {
    /// The stable identifier (`qingyise`, `gen`, `full_flush`), unique within
    /// the family.
    pub id: &'static str,
    /// The 中文 name as the family's players write it (清一色, 根, 独听・边张).
    pub chinese: &'static str,
    /// The English name.
    pub english: &'static str,
    /// What it is worth each time it counts, in the value's [`Unit`].
    pub value: u32,
    /// How many times it counts (幺九刻 ×2, 根 once per four, 花牌 once per
    /// flower).
    pub count: u32,
}

impl Line {
    /// `value × count`.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.value * self.count
    }
}

/// What a hand is worth under its rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandValue {
    /// What `total` counts.
    pub unit: Unit,
    /// The tiles form a winning hand under the rules' whole law (四川's
    /// 缺一门 and 国标's special forms included), whatever its worth.
    pub win: bool,
    /// The sum of the lines' totals: what the payment reads (国标: flowers
    /// included). 0 for no win.
    pub total: u32,
    /// The part of `total` checked against the minimum (国标: without the
    /// flowers unless they count toward it); `total` elsewhere.
    pub toward_minimum: u32,
    /// A win that reaches the rules' minimum (国标's 8 fan); every win
    /// elsewhere. A win under it is no legal action at the table.
    pub meets_minimum: bool,
    /// The shanten of the hand before the win (the hand without its winning
    /// tile) by the rules' whole law; 0 for a win, -1 when the hand can
    /// never win (四川: melds in all three suits).
    pub shanten: i8,
    /// The items, in the family's order; empty for no win.
    pub lines: Vec<Line>,
}

/// How a hand was won, in words every family reads. Each family scores the
/// words it knows and ignores the rest (documented per word).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct WinSituation {
    /// `win:TILE`: the tile won on; `None` means the hand's last tile as
    /// given.
    pub win: Option<Tile>,
    /// `self_drawn`: won on one's own draw (自摸); else on another's tile.
    pub self_drawn: bool,
    /// `kong`: self-drawn, a kong's replacement or flip (杠上开花); not
    /// self-drawn, robbing an added kong (抢杠胡 / 抢杠和).
    pub kong: bool,
    /// `kong_discard`: won on a tile another player showed right after a
    /// kong (长沙's 杠上炮 on a 开杠 flip, 四川's 杠上炮). 国标 has no such fan.
    pub kong_discard: bool,
    /// `last_tile`: the wall's last tile (海底捞月, 海底炮, 妙手回春).
    pub last_tile: bool,
    /// `last_copy`: the winning tile was the last copy not yet seen (国标's
    /// 和绝张).
    pub last_copy: bool,
    /// `first_turn`: the first go-round, nothing claimed (天胡 / 地胡 at 长沙
    /// and 四川). 国标 has no such fan.
    pub first_turn: bool,
    /// `dealer`: the winner deals (天胡 rather than 地胡).
    pub dealer: bool,
    /// `seat:E|S|W|N`: the winner's seat wind (国标's 门风); East when not
    /// given.
    pub seat: Wind,
    /// `round:E|S|W|N`: the prevalent wind (国标's 圈风); East when not given.
    pub round: Wind,
    /// `flowers:N`: flowers held (国标's 花牌, 1 fan each), 0-8.
    pub flowers: u8,
}

/// The words of [`WinSituation::parse`], once for the constant and the error.
macro_rules! situation_words {
    () => {
        "win:TILE, self_drawn, last_copy, kong, kong_discard, last_tile, first_turn, dealer, \
         seat:E|S|W|N, round:E|S|W|N, flowers:N"
    };
}

/// The words [`WinSituation::parse`] reads, as its error lists them.
pub const SITUATION_WORDS: &str = situation_words!();

/// A context word that cannot be read, quoted in the error.
pub(crate) fn bad_word(word: &str, why: &'static str) -> Error {
    Error::Parse { input: word.to_string(), position: 0, found: word.to_string(), reason: why }
}

impl WinSituation {
    /// Reads whitespace-separated words, any order, each at most once (`-`
    /// alone, or nothing, is no words): `win:TILE`, `self_drawn`,
    /// `last_copy`, `kong`, `kong_discard`, `last_tile`, `first_turn`,
    /// `dealer`, `seat:E|S|W|N`, `round:E|S|W|N`, `flowers:N`. Unknown words
    /// and bad values are refused, naming the known words.
    ///
    /// ```
    /// use majiang_core::tile::Wind;
    /// use majiang_core::value::WinSituation;
    /// let s = WinSituation::parse("win:7z self_drawn seat:S flowers:3")?;
    /// assert!(s.self_drawn && !s.kong);
    /// assert_eq!((s.win.map(|t| t.to_string()), s.seat, s.flowers), (Some("7z".into()), Wind::South, 3));
    /// assert!(WinSituation::parse("tsumo").is_err());
    /// assert_eq!(WinSituation::parse("-")?, WinSituation::default());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn parse(words: &str) -> Result<WinSituation> {
        let mut s = WinSituation::default();
        let mut seen: Vec<&str> = Vec::new();
        // `-` stands for no words, as it does for no melds.
        for word in words.split_whitespace().filter(|&w| w != "-") {
            let (key, value) = word.split_once(':').unwrap_or((word, ""));
            if seen.contains(&key) {
                return Err(bad_word(word, "each context word may appear once"));
            }
            seen.push(key);
            let flag = |v: &str| {
                if v.is_empty() {
                    Ok(true)
                } else {
                    Err(bad_word(word, "this word takes no value"))
                }
            };
            match key {
                "win" => {
                    s.win = Some(
                        value
                            .parse::<Tile>()
                            .map_err(|_| bad_word(word, "win:TILE, e.g. win:9s"))?,
                    );
                }
                "self_drawn" => s.self_drawn = flag(value)?,
                "last_copy" => s.last_copy = flag(value)?,
                "kong" => s.kong = flag(value)?,
                "kong_discard" => s.kong_discard = flag(value)?,
                "last_tile" => s.last_tile = flag(value)?,
                "first_turn" => s.first_turn = flag(value)?,
                "dealer" => s.dealer = flag(value)?,
                "seat" => s.seat = Wind::parse(word, value)?,
                "round" => s.round = Wind::parse(word, value)?,
                "flowers" => {
                    s.flowers = value
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| n <= 8)
                        .ok_or_else(|| bad_word(word, "flowers:N with N from 0 to 8"))?;
                }
                _ => {
                    return Err(bad_word(word, concat!("context words are ", situation_words!())));
                }
            }
        }
        Ok(s)
    }

    /// The winning tile: `win`, else `last` (the hand's last tile as given);
    /// an error without either.
    pub fn winning_tile(&self, last: Option<Tile>) -> Result<Tile> {
        self.win.or(last).ok_or(Error::BadContext("which tile won? write win:TILE"))
    }
}

impl std::fmt::Display for WinSituation {
    /// The word form [`WinSituation::parse`] reads (winds only when not East).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut words: Vec<String> = Vec::new();
        if let Some(t) = self.win {
            words.push(format!("win:{t}"));
        }
        for (on, word) in [
            (self.self_drawn, "self_drawn"),
            (self.last_copy, "last_copy"),
            (self.kong, "kong"),
            (self.kong_discard, "kong_discard"),
            (self.last_tile, "last_tile"),
            (self.first_turn, "first_turn"),
            (self.dealer, "dealer"),
        ] {
            if on {
                words.push(word.to_string());
            }
        }
        if self.seat != Wind::East {
            words.push(format!("seat:{}", self.seat.letter()));
        }
        if self.round != Wind::East {
            words.push(format!("round:{}", self.round.letter()));
        }
        if self.flowers > 0 {
            words.push(format!("flowers:{}", self.flowers));
        }
        if words.is_empty() { f.write_str("-") } else { f.write_str(&words.join(" ")) }
    }
}

/// What the `3n+2` `hand` is worth under `rules`, won as `situation` says
/// (the winning tile: `situation.win`, else `last`, the tile the host gave
/// last, else the hand's highest tile). A hand that does not win has `win`
/// false, no lines and its shanten. Errors for a hand of the wrong size, a
/// winning tile the hand does not hold, and a situation the hand cannot have
/// (杠上开花 without a kong, 和绝张 with another copy in the hand, 天胡 with
/// a meld, …).
///
/// ```
/// use majiang_core::{Hand, RuleSet, value::{value, Unit, WinSituation}};
/// let mcr = RuleSet::mcr();
/// let h = Hand::parse("11122233344455m", "", &mcr)?;
/// let v = value(&h, &mcr, &WinSituation::parse("win:5m self_drawn")?, None)?;
/// assert!(v.win && v.meets_minimum && v.unit == Unit::Fan);
/// assert!(v.lines.iter().any(|l| l.chinese == "清一色" && l.value == 24));
/// let cs = RuleSet::changsha();
/// let h = Hand::parse("11122233344455m", "", &cs)?;
/// let v = value(&h, &cs, &WinSituation::default(), None)?;
/// assert_eq!((v.unit, v.total), (Unit::Units, 2)); // 清一色 and 碰碰胡 at 长沙
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn value(
    hand: &Hand,
    rules: &RuleSet,
    situation: &WinSituation,
    last: Option<Tile>,
) -> Result<HandValue> {
    if !hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "a hand's value (the hand holds its winning tile)",
            expected: "3n+2",
            got: hand.concealed().total(),
        });
    }
    let win = situation.winning_tile(last.or_else(|| hand.concealed().tiles().last()))?;
    if hand.concealed().get(win) == 0 {
        return Err(Error::BadContext(
            "the winning tile (win:TILE) must be among the hand's tiles",
        ));
    }
    let situation = WinSituation { win: Some(win), ..*situation };
    let mut v = with_family!(rules.scoring, F => F::value(hand, rules, &situation))?;
    if !v.win {
        let before = hand.without_tile(win)?;
        v.shanten = crate::family::shanten(&before, rules)?.unwrap_or(-1);
    }
    Ok(v)
}

/// The tiles completing the `3n+1` `hand` by the rules' whole law, each with
/// what the win on it is worth in `situation` (its `win` replaced by the
/// wait; `last_copy`, `kong` and `kong_discard` cleared: they belong to one
/// tile). A wait under the minimum is listed with `meets_minimum` false.
///
/// ```
/// use majiang_core::{Hand, RuleSet, value::{valued_waits, WinSituation}};
/// let mcr = RuleSet::mcr();
/// let h = Hand::parse("1112223334445m", "", &mcr)?;
/// let waits = valued_waits(&h, &mcr, &WinSituation::default())?;
/// assert_eq!(waits.iter().map(|(t, _)| t.to_string()).collect::<Vec<_>>(), ["2m", "3m", "4m", "5m", "6m"]);
/// assert!(waits.iter().all(|(_, v)| v.meets_minimum));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn valued_waits(
    hand: &Hand,
    rules: &RuleSet,
    situation: &WinSituation,
) -> Result<Vec<(Tile, HandValue)>> {
    if hand.concealed().total() % 3 != 1 {
        return Err(Error::WrongHandSize {
            what: "valued waits",
            expected: "3n+1",
            got: hand.concealed().total(),
        });
    }
    let plain = WinSituation { last_copy: false, kong: false, kong_discard: false, ..*situation };
    crate::family::winning_tiles(hand, rules)?
        .iter()
        .map(|t| {
            let s = WinSituation { win: Some(t), ..plain };
            Ok((t, value(&hand.with_tile(t)?, rules, &s, None)?))
        })
        .collect()
}

/// What a win of a finished hand was worth, as the table scored it in its
/// situation (flowers, winds, 杠上开花 …): the same shape as [`value`], with
/// `shanten` 0.
#[must_use]
pub fn win_value(rules: &RuleSet, win: &WinRecord) -> HandValue {
    with_family!(rules.scoring, F => F::win_value(rules, win))
}

/// Groups equal lines into one with a count, keeping first-seen order: a
/// family that lists an item once per occurrence (四川's 根) gives counts.
pub(crate) fn counted(items: impl IntoIterator<Item = Line>) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    for l in items {
        match out.iter_mut().find(|o| o.id == l.id) {
            Some(o) => o.count += l.count,
            None => out.push(l),
        }
    }
    out
}

/// A value from its lines: `total` and `toward_minimum` their sum, every
/// win meeting the minimum (the families without one).
pub(crate) fn plain(unit: Unit, lines: Option<Vec<Line>>) -> HandValue {
    let total = lines.iter().flatten().map(Line::total).sum();
    HandValue {
        unit,
        win: lines.is_some(),
        total,
        toward_minimum: total,
        meets_minimum: lines.is_some(),
        shanten: 0,
        lines: lines.unwrap_or_default(),
    }
}
