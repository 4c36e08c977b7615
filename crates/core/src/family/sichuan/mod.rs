//! 四川麻将 血战到底: the fan of a winning hand (`variants.md` §3.4).
//!
//! This module owns the fan table and 缺一门; it reads the hand's readings
//! from [`crate::decompositions`] (every regular reading with any pair, and
//! seven pairs with a four as two pairs) and the table options from
//! [`SichuanOptions`](crate::SichuanOptions). It knows nothing of payments,
//! of the cap (the engine applies [`FanCap::multiplier`](crate::FanCap::multiplier))
//! or of the game.
//!
//! The fan of a hand is the sum of its [`Pattern`]s, the best reading
//! counting:
//!
//! | pattern | fan | when |
//! |---|---|---|
//! | 平胡 | 0 | four sets and a pair, some set a run |
//! | 对对胡 | 1 | every set a triplet or kong |
//! | 将对 | 3 | 对对胡 of 2s, 5s and 8s only, pair included (幺九将对) |
//! | 七对 | 2 | seven pairs, no meld |
//! | 龙七对 | 3 | seven pairs holding a four (七对 + that four's 根) |
//! | 清一色 | +2 | every tile of one suit |
//! | 带幺九 | +2 | every set and the pair hold a 1 or 9 (幺九将对) |
//! | 金钩钓 | +1 | four melds, won on the single tile |
//! | 根 | +1 each | each kind of which the hand and melds hold all four |
//! | 门清, 中张 | +1 each | 门清中张: no meld but 暗杠; no 1 or 9 anywhere |
//!
//! The table's named hands are sums: 清对 = 清一色 + 对对胡 = 3, 清七对 = 4,
//! 清幺九 = 清一色 + 带幺九 = 4, 清金钩钓 = 清一色 + 对对胡 + 金钩钓 = 4, 清龙七对
//! = 清一色 + 龙七对 = 5. Among readings of equal fan the one whose sorted
//! pattern list comes first (in [`Pattern`] order) is reported, so the answer
//! is one list, not a choice.
//!
//! [`analyze`] is the hand alone, as if won on a discard (what `majiang
//! analyze` prints); [`analyze_with`] adds the situational patterns of a
//! [`SichuanContext`] (杠上花, 杠上炮, 抢杠胡, 海底捞月, 自摸加番, 天地胡).

pub mod engine;
pub mod expert;
mod names;
mod options;
pub(crate) mod record;
pub(crate) mod rules;
pub mod setup;

pub use engine::Sichuan;

use crate::counts::Counts;
use crate::decompose::{Set, Shape, decompositions};
use crate::error::{Error, Result};
use crate::hand::Hand;
use crate::meld::MeldKind;
use crate::rules::{RuleSet, Scoring, SelfDrawBonus};
use crate::tile::{SUITED_KINDS, Suit, Tile, TileSet};

/// One line of a 四川 fan count. The order of the variants is the order of
/// [`SichuanAnalysis::patterns`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pattern {
    /// 平胡: four sets (a run among them) and a pair, 0 fan.
    PingHu,
    /// 对对胡 (大对子): four triplets or kongs and a pair, 1 fan.
    DuiDuiHu,
    /// 将对: 对对胡 of 2s, 5s and 8s, the pair too, 3 fan (under 幺九将对;
    /// otherwise such a hand is a 对对胡).
    JiangDui,
    /// 七对: seven pairs, no meld, 2 fan.
    QiDui,
    /// 龙七对: seven pairs holding a four, 3 fan = 七对 and that four's 根
    /// (the four is not counted again; a second four adds a [`Pattern::Gen`]).
    /// \[BOYAA\] pays 16× (4 fan); 3 fan (8×) is the majority's (\[MJS\],
    /// \[BKL\]) and the table's sum, and what the worked example X5 uses.
    LongQiDui,
    /// 清一色: every tile of one suit, +2 fan.
    QingYiSe,
    /// 带幺九: every set and the pair hold a 1 or a 9, +2 fan (under 幺九将对).
    DaiYaoJiu,
    /// 金钩钓: four melds, the win on the single tile left, +1 (on 对对胡).
    /// A concealed kong among the four counts like any meld: the hand still
    /// holds the one tile (the "hook") that \[BOYAA\]'s "4 melds, single
    /// wait" describes.
    JinGouDiao,
    /// 根: all four copies of a kind in hand and melds (a kong, a concealed
    /// four, a 碰 and its fourth in hand), +1 each.
    Gen,
    /// 门清: no meld but concealed kongs, +1 (under 门清中张).
    MenQing,
    /// 中张: no 1 or 9 in hand or melds, +1 (under 门清中张).
    ZhongZhang,
    /// 自摸 under 自摸加番, +1.
    ZiMo,
    /// 杠上花: a self-draw on a kong's replacement tile, +1.
    GangShangHua,
    /// 杠上炮: a win on the discard a player makes right after his kong, +1.
    GangShangPao,
    /// 抢杠胡: a win robbing a 面下杠, +1.
    QiangGangHu,
    /// 海底捞月: a self-draw on the last tile of the wall, +1. (海底炮, the
    /// last discard, is +1 "in some" sources only: not counted.)
    HaiDiLaoYue,
    /// 天胡: the dealer wins on the dealt hand, +5 (under 天地胡). With a cap of
    /// at most 5 fan it always pays the cap.
    TianHu,
    /// 地胡: another player wins on his first draw or the dealer's first
    /// discard, +5 (under 天地胡).
    DiHu,
}

impl Pattern {
    /// The fan this pattern adds.
    #[must_use]
    pub const fn fan(self) -> u32 {
        match self {
            Pattern::PingHu => 0,
            Pattern::DuiDuiHu => 1,
            Pattern::JiangDui | Pattern::LongQiDui => 3,
            Pattern::QiDui | Pattern::QingYiSe | Pattern::DaiYaoJiu => 2,
            Pattern::TianHu | Pattern::DiHu => 5,
            _ => 1,
        }
    }

    /// A stable identifier (`qingyise`, `longqidui`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        self.names().0
    }

    /// The Chinese name (清一色).
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        self.names().1
    }

    /// An English name (one suit).
    #[must_use]
    pub const fn english(self) -> &'static str {
        self.names().2
    }

    const fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Pattern::PingHu => ("pinghu", "平胡", "plain win"),
            Pattern::DuiDuiHu => ("duiduihu", "对对胡", "all triplets"),
            Pattern::JiangDui => ("jiangdui", "将对", "all triplets of 2, 5 and 8"),
            Pattern::QiDui => ("qidui", "七对", "seven pairs"),
            Pattern::LongQiDui => ("longqidui", "龙七对", "seven pairs with a four"),
            Pattern::QingYiSe => ("qingyise", "清一色", "one suit"),
            Pattern::DaiYaoJiu => ("daiyaojiu", "带幺九", "a 1 or 9 in every set"),
            Pattern::JinGouDiao => ("jingoudiao", "金钩钓", "single wait on four melds"),
            Pattern::Gen => ("gen", "根", "a four of a kind"),
            Pattern::MenQing => ("menqing", "门清", "no melds shown"),
            Pattern::ZhongZhang => ("zhongzhang", "中张", "no 1 or 9"),
            Pattern::ZiMo => ("zimo", "自摸", "self-draw"),
            Pattern::GangShangHua => ("gangshanghua", "杠上花", "win on a kong's replacement"),
            Pattern::GangShangPao => ("gangshangpao", "杠上炮", "win on a konger's discard"),
            Pattern::QiangGangHu => ("qiangganghu", "抢杠胡", "robbing a kong"),
            Pattern::HaiDiLaoYue => ("haidilaoyue", "海底捞月", "self-draw on the last tile"),
            Pattern::TianHu => ("tianhu", "天胡", "dealer's win on the deal"),
            Pattern::DiHu => ("dihu", "地胡", "win on the first turn"),
        }
    }
}

/// The fan of a 四川 win and the patterns it is made of.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SichuanAnalysis {
    /// The sum of the patterns' fan, before the cap.
    pub fan: u32,
    /// The patterns in [`Pattern`] order, [`Pattern::Gen`] once per four.
    pub patterns: Vec<Pattern>,
}

impl SichuanAnalysis {
    fn of(mut patterns: Vec<Pattern>) -> SichuanAnalysis {
        patterns.sort_unstable();
        SichuanAnalysis { fan: patterns.iter().map(|p| p.fan()).sum(), patterns }
    }
}

/// How a 四川 hand was won, for the situational patterns.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SichuanContext {
    /// 自摸 (else a discard or a robbed kong).
    pub self_draw: bool,
    /// The winning tile came with a kong: the replacement draw (杠上花, with
    /// `self_draw`) or the konger's next discard (杠上炮).
    pub after_kong: bool,
    /// 抢杠胡: the tile is robbed from a 面下杠 (not a self-draw).
    pub robbed_kong: bool,
    /// The last tile of the wall (海底捞月 when self-drawn).
    pub last_tile: bool,
    /// The winner's first turn, nothing claimed before (天胡 / 地胡).
    pub first_turn: bool,
    /// The winner deals (天胡 rather than 地胡).
    pub dealer: bool,
}

impl SichuanContext {
    /// The situational patterns, or why the context cannot happen.
    fn patterns(self, rules: &RuleSet) -> Result<Vec<Pattern>> {
        let o = &rules.sichuan;
        if self.robbed_kong && (self.self_draw || self.after_kong || !o.rob_kong) {
            return Err(Error::BadContext(
                "抢杠胡 robs another's 面下杠 (not a self-draw, not after one's own kong) and \
                 needs the rob_kong option",
            ));
        }
        if self.first_turn && (self.after_kong || self.robbed_kong || self.last_tile) {
            return Err(Error::BadContext("a first-turn win is not on a kong or the last tile"));
        }
        if self.first_turn && self.dealer && !self.self_draw {
            return Err(Error::BadContext(
                "the dealer's first-turn win is a self-draw on the dealt tiles (天胡); 地胡 is \
                 another player's",
            ));
        }
        let mut out = Vec::new();
        if self.self_draw && o.self_draw == SelfDrawBonus::AddFan {
            out.push(Pattern::ZiMo);
        }
        match (self.after_kong, self.self_draw) {
            (true, true) => out.push(Pattern::GangShangHua),
            (true, false) => out.push(Pattern::GangShangPao),
            _ => {}
        }
        if self.robbed_kong {
            out.push(Pattern::QiangGangHu);
        }
        if self.last_tile && self.self_draw {
            out.push(Pattern::HaiDiLaoYue);
        }
        if self.first_turn && o.tiandi_hu {
            out.push(if self.dealer && self.self_draw { Pattern::TianHu } else { Pattern::DiHu });
        }
        Ok(out)
    }
}

/// True when the hand and its melds hold tiles of all three suits: under
/// 缺一门 such a hand never wins.
#[must_use]
pub fn holds_three_suits(hand: &Hand) -> bool {
    let all = hand.all_tiles();
    let a = all.as_array();
    (0..3).all(|s| a[s * 9..s * 9 + 9].iter().any(|&n| n > 0))
}

/// True when `c` holds a tile of the declared `void` suit (定缺): the hand
/// may not win, and only those tiles may be discarded.
#[must_use]
pub fn holds_void(c: &Counts, void: Option<Suit>) -> bool {
    void.is_some_and(|v| c.as_array()[v.index() * 9..v.index() * 9 + 9].iter().any(|&n| n > 0))
}

/// The fan of a complete-size hand under the 四川 rules, as if won on a
/// discard with no situational pattern; `None` when it does not win: no
/// winning shape, or tiles of all three suits (缺一门).
///
/// Errors: rules other than [`Scoring::Sichuan`] without a wildcard, a hand
/// that is not `3n+2`, a 吃 meld (四川 has none).
///
/// ```
/// use majiang_core::{Hand, RuleSet, sichuan::{analyze, Pattern}};
/// let sc = RuleSet::sichuan();
/// // X7: 对对胡 + 金钩钓 + 根 (the kong of 8p) = 3 fan.
/// let h = Hand::parse("55m", "peng:1m peng:4m peng:7p gang:8p", &sc)?;
/// let a = analyze(&h, &sc)?.expect("a win");
/// assert_eq!(a.fan, 3);
/// assert_eq!(a.patterns, [Pattern::DuiDuiHu, Pattern::JinGouDiao, Pattern::Gen]);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn analyze(hand: &Hand, rules: &RuleSet) -> Result<Option<SichuanAnalysis>> {
    check_input(hand, rules)?;
    if holds_three_suits(hand) {
        return Ok(None);
    }
    let best = decompositions(hand, rules)
        .iter()
        .map(|d| SichuanAnalysis::of(reading_patterns(hand, &d.shape, rules)))
        // Most fan first; among equals the smallest pattern list.
        .min_by(|a, b| b.fan.cmp(&a.fan).then_with(|| a.patterns.cmp(&b.patterns)));
    Ok(best)
}

/// [`analyze`] plus the situational patterns of `ctx`. Errors also for a
/// context that cannot happen (a robbed kong self-drawn, 抢杠胡 with the
/// option off, a first-turn win on a kong or the dealer's on a discard) or
/// that this hand cannot have (杠上花 without a kong, 抢杠胡 without a
/// single copy of a kind, 天胡 / 地胡 with a meld).
///
/// ```
/// use majiang_core::{Hand, RuleSet, sichuan::{analyze_with, Pattern, SichuanContext}};
/// let sc = RuleSet::sichuan();
/// // X8: 暗杠 6666s, 杠上花 on 9s: 根 + 杠上花 = 2 fan.
/// let h = Hand::parse("234m567m33m789s", "an_gang:6s", &sc)?;
/// let ctx = SichuanContext { self_draw: true, after_kong: true, ..SichuanContext::default() };
/// let a = analyze_with(&h, &sc, &ctx)?.expect("a win");
/// assert_eq!(a.fan, 2);
/// assert_eq!(a.patterns, [Pattern::PingHu, Pattern::Gen, Pattern::GangShangHua]);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn analyze_with(
    hand: &Hand,
    rules: &RuleSet,
    ctx: &SichuanContext,
) -> Result<Option<SichuanAnalysis>> {
    check_input(hand, rules)?;
    let extra = ctx.patterns(rules)?;
    crate::score::check_hand_context(
        hand,
        ctx.after_kong && ctx.self_draw,
        ctx.robbed_kong,
        ctx.first_turn,
    )?;
    Ok(analyze(hand, rules)?.map(|a| {
        let mut p = a.patterns;
        p.extend(extra);
        SichuanAnalysis::of(p)
    }))
}

/// Whether a hand wins under the 四川 rules — a winning shape and at most
/// two suits (缺一门) — the yes or no of [`analyze`] without counting the
/// fan. A `3n+1` hand never wins. Errors as [`analyze`] does for the rules
/// and a 吃 meld.
///
/// ```
/// use majiang_core::{Hand, RuleSet, sichuan::wins};
/// let sc = RuleSet::sichuan();
/// assert!(wins(&Hand::parse("123m456m789m123s55s", "", &sc)?, &sc)?);
/// // The same shape with a set of 筒 holds all three suits.
/// assert!(!wins(&Hand::parse("123m456m789p123s55s", "", &sc)?, &sc)?);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
    check_rules(rules)?;
    check_melds(hand)?;
    Ok(hand.is_complete_size() && !holds_three_suits(hand) && crate::win::is_win(hand, rules))
}

/// The kinds that complete a `3n+1` hand into a 四川 win: the shape's
/// [`waits`](crate::waits), none when the hand already holds all three suits
/// (缺一门) — the tiles of [`winning_draws`], without the fan. Errors as
/// [`waits`](crate::waits) does for a complete-size hand, and for the rules
/// and a 吃 meld as [`analyze`].
///
/// ```
/// use majiang_core::{Hand, RuleSet, sichuan::waits};
/// let sc = RuleSet::sichuan();
/// // Waiting on 5s or 5p, but holding all three suits.
/// assert!(waits(&Hand::parse("123m456m789m55s55p", "", &sc)?, &sc)?.is_empty());
/// assert_eq!(waits(&Hand::parse("123m456m789m1155s", "", &sc)?, &sc)?.to_string(), "15s");
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
    check_rules(rules)?;
    check_melds(hand)?;
    let shape = crate::win::waits(hand, rules)?;
    // A winning tile makes a set or the pair with tiles of its own suit, so
    // it never brings in a suit the hand lacks: only a hand already holding
    // all three loses its waits.
    Ok(if holds_three_suits(hand) { TileSet::EMPTY } else { shape })
}

/// The tiles that complete a `3n+1` hand into a 四川 win (缺一门 included:
/// a tile of the third suit never does), each with the win's [`analyze`];
/// empty when not ready. A kind whose four copies the hand already holds is
/// skipped.
pub fn winning_draws(hand: &Hand, rules: &RuleSet) -> Result<Vec<(Tile, SichuanAnalysis)>> {
    check_rules(rules)?;
    if hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "the 四川 waits",
            expected: "3n+1",
            got: hand.concealed().total(),
        });
    }
    let mut out = Vec::new();
    for t in Tile::all().take(SUITED_KINDS) {
        let Ok(h) = hand.with_tile(t) else { continue };
        if let Some(a) = analyze(&h, rules)? {
            out.push((t, a));
        }
    }
    Ok(out)
}

/// The most fan a ready `3n+1` hand can win with (查大叫 pays a ready player
/// his best hand, `variants.md` §3.6), with its tile; `None` when not ready.
///
/// ```
/// use majiang_core::{Hand, RuleSet, sichuan::best_ready_hand};
/// let sc = RuleSet::sichuan();
/// // X10's C: ready on 2m or 5m, 清一色 either way.
/// let h = Hand::parse("123456789m2345m", "", &sc)?;
/// let (_, best) = best_ready_hand(&h, &sc)?.expect("ready");
/// assert_eq!(best.fan, 2);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn best_ready_hand(hand: &Hand, rules: &RuleSet) -> Result<Option<(Tile, SichuanAnalysis)>> {
    Ok(winning_draws(hand, rules)?.into_iter().min_by(|(ta, a), (tb, b)| {
        b.fan.cmp(&a.fan).then_with(|| a.patterns.cmp(&b.patterns)).then(ta.cmp(tb))
    }))
}

/// The 四川 shanten: how many exchanges (draw one, discard one) the hand
/// is from ready (`0`) under the rules, 缺一门 included — `−1` only for a
/// win ([`analyze`] gives `Some`), `0` for a `3n+1` hand exactly when it
/// has [`winning_draws`]. `None` when no suit can be void (the melds hold
/// all three): the hand can never win. The shape's shanten
/// ([`crate::shanten`](fn@crate::shanten)) does not count clearing a suit.
///
/// For each suit the melds leave free, the tiles held of it must all go:
/// at least one exchange each (less the `3n+2` hand's own discard); and the
/// rest must reach a winning shape, which is at least the shape's shanten
/// of the hand with those tiles made isolated honours (tiles that never
/// join a set, yet may wait for a pair as any single tile may). The
/// distance is the larger of the two, and the hand's shanten the best
/// suit's; `tests/sichuan_examples.rs` checks it against a search of every
/// draw and discard up to one exchange.
///
/// ```
/// use majiang_core::{Hand, RuleSet, shanten, sichuan};
/// let sc = RuleSet::sichuan();
/// // Four sets and a 9s: the shape waits on 9s, but a 9s pair makes three suits.
/// let h = Hand::parse("123m456m789m234p9s", "", &sc)?;
/// assert_eq!(shanten(&h, &sc), 0);
/// assert_eq!(sichuan::shanten(&h, &sc)?, Some(1));
/// // A complete shape holding three suits is no win: the 9s pair must go,
/// // and one 9s left is no wait.
/// let h = Hand::parse("123m456m234p678p99s", "", &sc)?;
/// assert_eq!((shanten(&h, &sc), sichuan::shanten(&h, &sc)?), (-1, Some(1)));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>> {
    shanten_with_void(hand, rules, None)
}

/// [`shanten`] with the void suit declared (定缺): only that suit may be
/// the one cleared. `None`: any suit, as [`shanten`].
pub fn shanten_with_void(
    hand: &Hand,
    rules: &RuleSet,
    declared: Option<Suit>,
) -> Result<Option<i8>> {
    check_rules(rules)?;
    check_melds(hand)?;
    // The honours stand in for the void suit's tiles: in play here only.
    let relaxed = RuleSet { honours: true, thirteen_orphans: false, jiangjianghu: false, ..*rules };
    let melds: Vec<crate::Meld> = hand.melds().collect();
    let mut best: Option<i8> = None;
    for void in Suit::ALL.into_iter().filter(|&s| declared.is_none_or(|v| v == s)) {
        if melds.iter().any(|m| m.tile().suit() == Some(void)) {
            continue;
        }
        let mut c = *hand.concealed();
        let mut held = 0i8;
        for k in void.index() * 9..void.index() * 9 + 9 {
            while c.0[k] > 0 {
                c.0[k] -= 1;
                // Distinct honours while they last (seven); past seven the
                // clearing alone is more than any shape's distance.
                c.0[SUITED_KINDS + held as usize % 7] += 1;
                held += 1;
            }
        }
        let shape = crate::shanten::shanten(&Hand::new(c, &melds, &relaxed)?, &relaxed);
        let clearing = if hand.is_complete_size() { held - 1 } else { held };
        let d = shape.max(clearing);
        best = Some(best.map_or(d, |b| b.min(d)));
    }
    Ok(best)
}

fn check_rules(rules: &RuleSet) -> Result<()> {
    if rules.scoring != Scoring::Sichuan || rules.wildcard.is_some() {
        return Err(Error::BadContext(
            "the 四川 fan is counted under the sichuan rules (no wildcard) only",
        ));
    }
    Ok(())
}

fn check_input(hand: &Hand, rules: &RuleSet) -> Result<()> {
    check_rules(rules)?;
    if !hand.is_complete_size() {
        return Err(Error::WrongHandSize {
            what: "the 四川 fan",
            expected: "3n+2",
            got: hand.concealed().total(),
        });
    }
    check_melds(hand)
}

fn check_melds(hand: &Hand) -> Result<()> {
    if hand.melds().any(|m| m.kind() == MeldKind::Chi) {
        return Err(Error::BadMeld("四川麻将 has no 吃 (chi): melds are 碰 and 杠".into()));
    }
    Ok(())
}

/// The patterns of one reading of a winning hand (no situational ones).
fn reading_patterns(hand: &Hand, shape: &Shape, rules: &RuleSet) -> Vec<Pattern> {
    let o = &rules.sichuan;
    let all = hand.all_tiles();
    let fours = all.as_array().iter().filter(|&&n| n == 4).count();
    let mut out = Vec::new();
    match shape {
        Shape::Regular { sets, pair } => {
            let triplets = !sets.iter().any(Set::is_run);
            let jiang = triplets
                && pair.is_258()
                && sets.iter().all(|s| s.tiles().iter().all(|t| t.is_258()));
            out.push(match (triplets, jiang && o.yaojiu_jiangdui) {
                (false, _) => Pattern::PingHu,
                (true, false) => Pattern::DuiDuiHu,
                (true, true) => Pattern::JiangDui,
            });
            let yao = pair.is_terminal()
                && sets.iter().all(|s| s.tiles().iter().any(|t| t.is_terminal()));
            if yao && o.yaojiu_jiangdui {
                out.push(Pattern::DaiYaoJiu);
            }
            if hand.meld_count() == 4 {
                out.push(Pattern::JinGouDiao);
            }
            out.extend(std::iter::repeat_n(Pattern::Gen, fours));
        }
        _ => {
            // Seven pairs (the only other shape these rules win with): the
            // first four makes it 龙七对 and is not counted again as a 根.
            out.push(if fours > 0 { Pattern::LongQiDui } else { Pattern::QiDui });
            out.extend(std::iter::repeat_n(Pattern::Gen, fours.saturating_sub(1)));
        }
    }
    if hand.is_one_suit() {
        out.push(Pattern::QingYiSe);
    }
    if o.menqing_zhongzhang {
        if hand.melds().all(|m| m.kind() == MeldKind::AnGang) {
            out.push(Pattern::MenQing);
        }
        if !all.kinds().any(Tile::is_terminal) {
            out.push(Pattern::ZhongZhang);
        }
    }
    out
}

/// The patterns of an analysis as family-neutral lines, 根 counted once per
/// four ([`crate::value`]).
pub(crate) fn lines(a: &SichuanAnalysis) -> Vec<crate::value::Line> {
    crate::value::counted(a.patterns.iter().map(|p| crate::value::Line {
        id: p.id(),
        chinese: p.chinese(),
        english: p.english(),
        value: p.fan(),
        count: 1,
    }))
}

impl From<&crate::value::WinSituation> for SichuanContext {
    /// The 四川 context of the family-neutral words: `kong` is 杠上花
    /// self-drawn and 抢杠胡 otherwise, `kong_discard` 杠上炮; winds, flowers
    /// and `last_copy` are not scored here.
    fn from(s: &crate::value::WinSituation) -> SichuanContext {
        SichuanContext {
            self_draw: s.self_drawn,
            after_kong: (s.kong && s.self_drawn) || s.kong_discard,
            robbed_kong: s.kong && !s.self_drawn,
            last_tile: s.last_tile,
            first_turn: s.first_turn,
            dealer: s.dealer,
        }
    }
}

/// [`crate::value::value`] at a 四川 table, in the context
/// [`SichuanContext::from`] reads from the words.
pub(crate) fn value(
    hand: &Hand,
    rules: &RuleSet,
    s: &crate::value::WinSituation,
) -> Result<crate::value::HandValue> {
    let a = analyze_with(hand, rules, &SichuanContext::from(s))?;
    Ok(crate::value::plain(crate::value::Unit::Fan, a.as_ref().map(lines)))
}
