//! The rule families, one folder each: 长沙 ([`changsha`]), the flat Hunan
//! tables 转转/红中 ([`hunan`]), 四川血战 ([`sichuan`]) and 国标麻将
//! ([`mcr`]). A family owns its
//! options' meaning, its hand analysis and scoring, its engine hooks, its
//! record fields, its hand names and what EXPERT knows of it.
//!
//! The generic code (the shape kernel, the engine, the AI, the front ends)
//! never branches on the family: it asks the family through `TableFamily`,
//! dispatched by `with_family!` — the one `match` on
//! [`Scoring`] with an arm per family and no catch-all, so a
//! new family fails to compile until it answers every question. The shape
//! kernel (`tile`, `counts`, `notation`, `hand`, `meld`, `win`, `shanten`,
//! `lookup`, `decompose`) imports no family. `docs/adding-a-family.md` walks
//! through adding one.
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::game::Observation;
use crate::game::WinRecord;
use crate::game::event::Sink;
use crate::game::{Action, DrawSource, Game, MidHand, Offer, Payment, TurnStart};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::options::RuleOption;
pub use crate::rules::WinValue;
use crate::rules::{FourRedDragons, RedDragons, RuleSet, Scoring, Target, WildcardReach};
use crate::score::WinContext;
use crate::tile::{Tile, TileSet};
use crate::value::{HandValue, WinSituation};
use hunan::rules::EIGHT_RED;

pub mod changsha;
pub mod hunan;
pub mod mcr;
pub mod sichuan;

/// Runs `$body` with `$F` naming the [`TableFamily`] of `$scoring` (a
/// [`Scoring`](crate::Scoring)). The one dispatch on the family: every arm
/// is written out, so a new family is a compile error here until it has a
/// `TableFamily`.
macro_rules! with_family {
    ($scoring:expr, $F:ident => $body:expr) => {
        match $scoring {
            $crate::rules::Scoring::Changsha => {
                type $F = $crate::family::changsha::Changsha;
                $body
            }
            $crate::rules::Scoring::Flat => {
                type $F = $crate::family::hunan::Hunan;
                $body
            }
            $crate::rules::Scoring::Sichuan => {
                type $F = $crate::family::sichuan::Sichuan;
                $body
            }
            $crate::rules::Scoring::Mcr => {
                type $F = $crate::family::mcr::Mcr;
                $body
            }
        }
    };
}
pub(crate) use with_family;

/// The families, in the order the front ends list them (the option
/// registry's lists, the C ABI's family bits: bit `i` is `FAMILIES[i]`).
pub const FAMILIES: [Scoring; 4] =
    [Scoring::Changsha, Scoring::Flat, Scoring::Sichuan, Scoring::Mcr];

/// A family's name in the registry's lists: `changsha` (the Changsha table:
/// changsha, eval-v1, standard), `hunan` (the flat Hunan tables: zhuanzhuan,
/// hongzhong), `sichuan` or `mcr` (国标麻将).
#[must_use]
pub const fn family_name(family: Scoring) -> &'static str {
    match family {
        Scoring::Changsha => "changsha",
        Scoring::Flat => "hunan",
        Scoring::Sichuan => "sichuan",
        Scoring::Mcr => "mcr",
    }
}

/// Whether the hand wins by the rules' whole law: [`is_win`](crate::is_win)'s
/// shapes, and the family's law beyond them (四川: 缺一门 — a hand holding
/// all three suits never wins, [`sichuan::wins`]; 国标: the shapes of
/// [`mcr::score`], 全不靠 and 组合龙 among them, whatever their fan). A
/// `3n+1` hand never wins. Errors only under the 四川 rules, for a 吃 meld
/// (四川 has none) or a wildcard.
///
/// ```
/// use majiang_core::{Hand, RuleSet, wins};
/// let (cs, sc) = (RuleSet::changsha(), RuleSet::sichuan());
/// let three_suits = "123m456s789p234m11s";
/// assert!(!wins(&Hand::parse(three_suits, "", &cs)?, &cs)?); // no 2-5-8 pair
/// assert!(!wins(&Hand::parse(three_suits, "", &sc)?, &sc)?); // 缺一门
/// assert!(wins(&Hand::parse("123m456s789s234m11s", "", &sc)?, &sc)?);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
    with_family!(rules.scoring, F => F::wins(hand, rules))
}

/// The kinds that complete a `3n+1` hand by the rules' whole law:
/// [`waits`](crate::waits), and under the 四川 rules none for a hand already holding all three suits
/// ([`sichuan::waits`]); under 国标 the tiles completing an MCR shape
/// ([`mcr::winning_tiles`]). Errors as [`waits`](crate::waits), and as
/// [`wins`] under the 四川 rules.
pub fn winning_tiles(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
    with_family!(rules.scoring, F => F::waits(hand, rules))
}

/// The winning tiles ([`winning_tiles`]: the rules' whole law) with how
/// many of each are left: `unseen` gives the copies the player has not seen
/// (the wall and other hands); without it, every copy not in this hand or its
/// melds counts.
pub fn waits_with_counts(
    hand: &Hand,
    rules: &RuleSet,
    unseen: Option<&Counts>,
) -> Result<Vec<(Tile, u8)>> {
    let w = winning_tiles(hand, rules)?;
    let all = hand.all_tiles();
    // A wildcard outside the kinds in play (红中) has its own copy count, and an
    // unseen count (which covers the kinds in play) says nothing of it: its
    // copies left are those not in the hand.
    let outside = rules.wildcard.filter(|w| w.index() >= rules.kinds());
    let left = |t: Tile| match unseen {
        _ if Some(t) == outside => rules.wildcard_copies().saturating_sub(all.get(t)),
        Some(u) => u.get(t),
        None => 4 - all.get(t),
    };
    Ok(w.iter().map(|t| (t, left(t))).collect())
}

/// What a non-dealer's self-draw of the winning `3n+2` `hand` collects from
/// the three others under `rules` (no situational hand, no bird hit), and
/// whether it is a big hand: the price a solitaire run puts on a win.
/// Errors when the hand does not win.
///
/// ```
/// use majiang_core::{Hand, RuleSet, family::self_draw_value};
/// let rules = RuleSet::eval_v1();
/// let hand = Hand::parse("123m456m789m123s55s", "", &rules)?;
/// assert_eq!(self_draw_value(&hand, &rules)?, (6, false));
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
    with_family!(rules.scoring, F => F::self_draw_value(hand, rules))
}

/// The default answer when `obs` asks a question of the family before the
/// first discard (四川: 换三张 and 定缺, the anchors' policy of
/// [`sichuan::setup`]); `None` for any other question. The one place an
/// agent without a policy of its own gets these answers, naming no family:
/// `if let Some(a) = setup_default(obs) { return a; }`.
#[must_use]
pub fn setup_default(obs: &Observation<'_>) -> Option<Action> {
    with_family!(obs.rules.scoring, F => F::setup_default(obs))
}

/// Shanten by the rules' whole law: the shape's [`shanten`](fn@crate::shanten)
/// and, under 四川, clearing the void suit (缺一门); under 国标, over every
/// MCR form ([`mcr::shanten`]); `None` when the hand can never win (its
/// melds hold all three suits).
pub fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>> {
    with_family!(rules.scoring, F => F::shanten(hand, rules))
}

/// Where the bird `t` of a finished hand lands and what it hits: the seat
/// it points at from the `dealer` (`None` where the family counts it by
/// its tile alone: a flat table's 159中鸟, 一鸟全中, …) and its hits for
/// `target` (the winner, or the payer of several winners; 0 under 长沙,
/// whose birds count by seat in the payment itself).
#[must_use]
pub fn bird(rules: &RuleSet, t: Tile, dealer: usize, target: usize) -> (Option<usize>, u32) {
    with_family!(rules.scoring, F => F::bird(rules, t, dealer, target))
}

/// A win the engine settles: the seat, the tile won on (`None`: the dealt
/// or drawn hand), how it was won and the `3n+2` hand.
pub(crate) type Winner = (usize, Option<Tile>, WinContext, Hand);

/// What a family answers for everything the families do differently, rules
/// and table alike. No method has a default: a family answers each.
pub(crate) trait TableFamily {
    // ----- rules and hands ---------------------------------------------------

    /// Wins of the `3n+2` `hand` under `rules` beyond the shape (四川: 缺一门);
    /// the shape itself is `crate::win`'s.
    fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool>;
    /// The waits of a `3n+1` `hand` with the family's law beyond the shape.
    fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet>;

    /// How a win is valued ([`WinValue`]).
    const WIN_VALUE: WinValue;
    /// What a non-dealer's self-draw of the winning `3n+2` `hand` collects
    /// from the three others, with no situational hand and no bird, and
    /// whether it is a big hand (四川: any fan). Errors when it does not win.
    fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)>;
    /// Where a bird `t` of a win lands (a seat, or none for a bird that
    /// counts by its tile alone) and how many hits it is worth to the
    /// winner `target` (0 where the family counts the birds by seat).
    fn bird(rules: &RuleSet, t: Tile, dealer: usize, target: usize) -> (Option<usize>, u32);
    /// Shanten by the rules' whole law (四川: clearing the void suit counts);
    /// `None` when the hand can never win (its melds hold all three suits).
    fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>>;
    /// Why a wildcard chosen by a user is refused on these rules, if it is.
    fn refuses_chosen_wildcard(rules: &RuleSet) -> Option<String>;
    /// The default answer to a question this family asks before the first
    /// discard (四川: 换三张, 定缺); `None` for any other question.
    fn setup_default(obs: &Observation<'_>) -> Option<Action>;
    /// Tiles each seat passes before the first discard (四川's 换三张; 0 for none).
    fn exchange_tiles(rules: &RuleSet) -> u8;
    /// The 中文 and English names of target `t` in this family.
    fn target_name(t: Target) -> (&'static str, &'static str);
    /// Why an option of this family is refused on another's rules.
    const FOREIGN_OPTION: &'static str;
    /// Why a common option (`chi`, `honours`, `jiangjianghu`,
    /// `thirteen_orphans`) set to `value` is refused here, if it is.
    fn refuses_common_option(name: &str, value: i64) -> Option<&'static str>;
    /// Why no wildcard is played here, if none is.
    fn refuses_wildcard() -> Option<&'static str>;
    /// The 红中 options ([`FlatOptions`](crate::FlatOptions)'s `red_dragons`,
    /// `four_red_dragons`, 无红中加倍) apply: the wildcard may be 红中 with
    /// no copy limit.
    const PLAYS_RED_DRAGONS: bool;

    // ----- the engine ---------------------------------------------------------

    /// The deal is done: the phases before the first discard (四川: 换三张,
    /// 定缺; 长沙: the opening wins; 国标: 补花), then the dealer's first turn.
    fn start_hand(game: &mut Game);
    /// `seat` takes a tile from the wall, from its end when `back` (a kong's
    /// replacement), else from the front: the tile and where it came from,
    /// `None` when the wall is empty. Every family but 国标 takes the wall's
    /// next tile; 国标 sets drawn flowers aside and replaces them from the
    /// end (补花).
    fn draw<S: Sink>(
        game: &mut Game,
        seat: usize,
        back: bool,
        sink: &mut S,
    ) -> Option<(Tile, DrawSource)>;
    /// Whether `seat` may declare a win on the turn it begins now (`start`
    /// says how), given whether its tiles form a winning shape
    /// (`shape`): the family's law beyond the shape (国标: the 8-fan minimum
    /// with the win's situation). Every other family answers `shape`.
    fn turn_win(game: &Game, seat: usize, start: TurnStart, shape: bool) -> bool;
    /// `seat` chose `action`, which is not in its legal list: `None` lets
    /// the engine refuse it with its own message; `Some(Err)` refuses it
    /// with the family's reason (国标: a win under the minimum, naming the
    /// fan reached); `Some(Ok)` when the family played it out (国标's 错和
    /// penalty, when on, settles a false win and ends the hand).
    fn illegal<S: Sink>(
        game: &mut Game,
        seat: usize,
        action: Action,
        sink: &mut S,
    ) -> Option<Result<()>>;
    /// A win by self-draw on `seat`'s first draw counts as a first-turn win
    /// (四川's 地胡).
    fn first_draw_is_first_turn(game: &Game, seat: usize) -> bool;
    /// Only the first winner in turn order takes a discard (no 一炮多响).
    fn one_winner_per_discard(rules: &RuleSet) -> bool;
    /// `seat` may win on another player's `offer` at all (the shape aside).
    fn may_win_on(game: &Game, seat: usize, offer: Offer) -> bool;
    /// `seat` claimed `t` from another with `action` (the flat tables' 过杠).
    fn on_claim(game: &mut Game, seat: usize, action: Action, t: Tile);
    /// A kong was laid down: its money (`from`: the discarder of a 直杠).
    fn pay_kong<S: Sink>(
        game: &mut Game,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        sink: &mut S,
    );
    /// The last tile is offered in turn (长沙's 海底).
    fn haidi_offer(rules: &RuleSet) -> bool;
    /// 开杠 is played (长沙).
    fn kaigang(rules: &RuleSet) -> bool;
    /// Settles these wins (`from` pays, or everyone for a self-draw); the
    /// family decides whether the hand ends.
    fn finish_wins<S: Sink>(game: &mut Game, winners: &[Winner], from: Option<usize>, sink: &mut S);
    /// The wall ran out (`last_taker` took its last tile): the end-of-hand
    /// checks and the end.
    fn exhaustive_draw<S: Sink>(game: &mut Game, last_taker: usize, sink: &mut S);

    // ----- resuming and records ------------------------------------------------

    /// What a [`MidHand`] may carry beyond the table under this family.
    fn mid_hand_state() -> MidHandState;
    /// The family's hidden state of a resumed hand, from `mid`.
    fn resume(game: &mut Game, mid: &MidHand);
    /// The kong lines a [`MidHand`] of `game` carries.
    fn kong_lines(game: &Game) -> Vec<Payment>;
    /// A discard answered now cannot be resumed (四川: right after the
    /// discarder's kong, 杠上炮 and 呼叫转移 depend on it).
    fn discard_hides_state(game: &Game, from: usize) -> bool;

    // ----- what a hand is worth ------------------------------------------------

    /// The worth of the `3n+2` `hand` won as `s` says (`s.win` is set and
    /// held), for [`crate::value::value`]; its `shanten` is set by the caller.
    fn value(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Result<HandValue>;
    /// The worth of a finished hand's win as the table scored it.
    fn win_value(rules: &RuleSet, win: &WinRecord) -> HandValue;
    /// The prevalent wind of the hands the rules deal (`None`: no winds
    /// are played), for [`RuleSet::prevalent_wind`].
    fn prevalent_wind(rules: &RuleSet) -> Option<crate::tile::Wind>;
    /// Sets it, for [`RuleSet::set_prevalent_wind`]; a table without winds
    /// refuses with [`no_winds`].
    fn set_prevalent_wind(rules: &mut RuleSet, wind: i64) -> Result<()>;

    // ----- the option registry and the other families' calls -----------------

    /// The registry entries of the options this family alone takes
    /// (`family/<name>/options.rs`), placed by id in [`crate::options::OPTIONS`].
    const OPTIONS: &'static [RuleOption];
    /// What answers for a win under these rules when [`crate::analyze_win`]
    /// (the Changsha family's small and big hands) is asked, naming the
    /// call; `None` where `analyze_win` answers itself.
    const ANALYZE_WIN_INSTEAD: Option<&'static str>;

    // ----- the family's part of a game record's rules header ------------------

    /// The family's options as a record's rules header keeps them, under
    /// [`TableFamily::RECORD_KEY`] (written through this type, so its
    /// fields keep their order).
    type RulesRecord: serde::Serialize + serde::de::DeserializeOwned;
    /// The header key of the family's part (`None`: the family has none).
    const RECORD_KEY: Option<&'static str>;
    /// The part `rules` write, `None` where the header leaves it out (on
    /// other tables, so that their records stay as they were).
    fn rules_record(rules: &RuleSet) -> Option<Self::RulesRecord>;
    /// Sets the recorded part (`None`: the header has none) on `r`, through
    /// the checked setters.
    fn apply_rules_record(part: Option<&Self::RulesRecord>, r: &mut RuleSet) -> Result<()>;
}

/// The state a [`MidHand`] may carry beyond the table, by family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MidHandState {
    /// Kong lines (paid at once and given back later).
    pub(crate) kong_lines: bool,
    /// 擦挂 lines among them.
    pub(crate) ca_gua: bool,
    /// Kongs passed (过杠).
    pub(crate) passed_kongs: bool,
    /// Void suits, wins that do not end the hand, the next dealer so far.
    pub(crate) voids: bool,
}

impl Scoring {
    /// The family's [`TableFamily::PLAYS_RED_DRAGONS`], in a `const fn`.
    pub(crate) const fn plays_red_dragons(self) -> bool {
        with_family!(self, F => F::PLAYS_RED_DRAGONS)
    }

    /// The family's [`TableFamily::OPTIONS`], in a `const fn` (the registry
    /// is assembled at compile time).
    pub(crate) const fn own_options(self) -> &'static [RuleOption] {
        with_family!(self, F => F::OPTIONS)
    }
}

impl RuleSet {
    /// True when a hand holding these tiles wins at once on four wildcards
    /// (四红中胡) under the flat rules, `opening` saying whether it is the dealt
    /// hand (起手). The shape checks ([`crate::is_win`], [`crate::waits`],
    /// [`crate::shanten`](fn@crate::shanten)) never read this: it is an engine event.
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet};
    /// let hz = RuleSet::hongzhong();
    /// let h = Hand::parse("5555z123m456p789s1m", "", &hz)?;
    /// assert!(hz.four_wildcards_win(&h, true));
    /// assert!(!hz.four_wildcards_win(&h, false)); // 起手 only by default
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub fn four_wildcards_win(&self, hand: &crate::Hand, opening: bool) -> bool {
        let Some(w) = self.wildcard else { return false };
        if !self.scoring.plays_red_dragons() || hand.concealed().get(w) < 4 {
            return false;
        }
        match self.flat.four_red_dragons {
            FourRedDragons::Off => false,
            FourRedDragons::Opening => opening,
            FourRedDragons::AnyTime => true,
        }
    }

    /// Fails unless these rules are scored by `table`: a front end that
    /// sets options one by one (the C ABI) refuses an option of the other
    /// table — the flat tables' options mean nothing under Changsha scoring,
    /// and the Changsha table's (开杠, opening wins, its birds and points)
    /// nothing on a flat table or under 四川 — instead of keeping a value
    /// nobody reads.
    ///
    /// ```
    /// use majiang_core::{RuleSet, Scoring};
    /// let flat = RuleSet::zhuanzhuan().scoring;
    /// assert!(RuleSet::hongzhong().check_table_option(flat, "birds", 4).is_ok());
    /// let err = RuleSet::changsha().check_table_option(flat, "bird_rule", 1);
    /// assert!(err.unwrap_err().to_string().contains("zhuanzhuan, hongzhong"));
    /// ```
    pub fn check_table_option(&self, table: Scoring, name: &'static str, value: i64) -> Result<()> {
        if self.scoring == table {
            return Ok(());
        }
        let reason = with_family!(table, F => F::FOREIGN_OPTION);
        Err(Error::BadOption { name, value, reason })
    }

    /// Refuses, under the 四川 rules, turning on an option common to every
    /// table that 四川 does not take: `chi` (its melds are 碰 and 杠),
    /// `honours` (108 tiles), `jiangjianghu` and `thirteen_orphans` (not
    /// 四川 wins: its fan is counted on four sets and a pair, or seven
    /// pairs). Anything else passes (the front ends' setters ask first).
    ///
    /// ```
    /// use majiang_core::RuleSet;
    /// let sc = RuleSet::sichuan();
    /// let err = sc.check_common_option("chi", 1).unwrap_err().to_string();
    /// assert!(err.contains("四川"), "{err}");
    /// assert!(sc.check_common_option("chi", 0).is_ok());
    /// assert!(RuleSet::changsha().check_common_option("chi", 1).is_ok());
    /// ```
    pub fn check_common_option(&self, name: &'static str, value: i64) -> Result<()> {
        match with_family!(self.scoring, F => F::refuses_common_option(name, value)) {
            Some(reason) => Err(Error::BadOption { name, value, reason }),
            None => Ok(()),
        }
    }

    /// The one place where a combination of settings is checked against
    /// what the engine can play; every setter of every front end (the C
    /// ABI's, Godot's, the checked core setters that change the wildcard)
    /// and [`crate::game::Game::start`] / `resume` call it, so a rule set a
    /// setter accepted is one a game plays. Fails with [`Error::BadOption`]
    /// naming the setting and, in its reason, the other one it conflicts
    /// with:
    /// - under 四川, none of the options [`RuleSet::check_common_option`]
    ///   refuses, and no wildcard (its hands, 定缺 and fan count only
    ///   natural tiles);
    /// - a wildcard of no copy limit is the flat tables' 红中 and nothing
    ///   else; a wildcard within four copies must be a kind in play;
    /// - `red_dragons` 4 only while 红中 is that wildcard, never 8 (a hand
    ///   holds at most four of a kind, so a fifth 中 could not be dealt);
    /// - 无红中加倍 only with 红中 in the wall.
    ///
    /// ```
    /// use majiang_core::{RedDragons, RuleSet, Tile};
    /// let mut hz = RuleSet::hongzhong();
    /// hz.wildcard = None; // set directly: 4 红中 with no wildcard
    /// let err = hz.check_combination().unwrap_err().to_string();
    /// assert!(err.contains("red_dragons = 4") && err.contains("wildcard"), "{err}");
    /// let mut sc = RuleSet::sichuan();
    /// sc.wildcard = Some(Tile::from_id(4)?);
    /// assert!(sc.check_combination().is_err());
    /// assert!(RuleSet::hongzhong().without_wildcard().check_combination().is_ok());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn check_combination(&self) -> Result<()> {
        let on = [
            ("chi", self.chi),
            ("honours", self.honours),
            ("jiangjianghu", self.jiangjianghu),
            ("thirteen_orphans", self.thirteen_orphans),
        ];
        for (name, value) in on {
            self.check_common_option(name, value.into())?;
        }
        let conflict = |name, value, reason| Err(Error::BadOption { name, value, reason });
        if let Some(w) = self.wildcard {
            let id = i64::from(w.id());
            if let Some(reason) = with_family!(self.scoring, F => F::refuses_wildcard()) {
                return conflict("wildcard", id, reason);
            }
            let red = self.scoring.plays_red_dragons()
                && w == Tile::RED_DRAGON
                && self.flat.red_dragons != RedDragons::None;
            match self.wildcard_reach {
                WildcardReach::Unlimited if !red => {
                    return conflict(
                        "wildcard",
                        id,
                        "a wildcard of no copy limit is the flat tables' 红中: set red_dragons \
                         to 4 on zhuanzhuan or hongzhong instead",
                    );
                }
                WildcardReach::FourCopies if w.index() >= self.kinds() => {
                    return conflict(
                        "wildcard",
                        id,
                        "an honour wildcard needs honours on (the honours option)",
                    );
                }
                _ => {}
            }
        }
        let red_wildcard = self.wildcard == Some(Tile::RED_DRAGON)
            && self.wildcard_reach == WildcardReach::Unlimited;
        match self.flat.red_dragons {
            RedDragons::Eight => conflict("red_dragons", 8, EIGHT_RED),
            RedDragons::Four if !self.scoring.plays_red_dragons() || !red_wildcard => conflict(
                "red_dragons",
                4,
                "the 红中 in the wall are the wildcard of a flat table, but the wildcard \
                 is not 红中 here (it was changed or removed): set red_dragons to 0",
            ),
            RedDragons::None if self.flat.no_wildcard_double => conflict(
                "no_wildcard_double",
                1,
                "needs 红中 in the wall (red_dragons 4): there is no wildcard to go without",
            ),
            _ => Ok(()),
        }
    }

    /// How a win is valued under these rules.
    #[must_use]
    pub fn win_value(&self) -> WinValue {
        with_family!(self.scoring, F => F::WIN_VALUE)
    }

    /// Tiles each seat passes before the first discard: 3 or 2 under 四川
    /// with 换三张 on, else 0.
    #[must_use]
    pub fn exchange_tiles(&self) -> u8 {
        with_family!(self.scoring, F => F::exchange_tiles(self))
    }

    /// Why a wildcard a user picks is refused on these rules (the flat
    /// tables' only wildcard is their 红中, 四川 plays none), if it is.
    #[must_use]
    pub fn refuses_chosen_wildcard(&self) -> Option<String> {
        with_family!(self.scoring, F => F::refuses_chosen_wildcard(self))
    }

    /// The 中文 and English names of target `t` in these rules' family
    /// (长沙 小胡, the flat tables' and 四川's 平胡, …): the names hints, the
    /// CLI and the front ends show.
    ///
    /// ```
    /// use majiang_core::{RuleSet, Target};
    /// assert_eq!(RuleSet::changsha().target_name(Target::Regular).0, "小胡");
    /// assert_eq!(RuleSet::sichuan().target_name(Target::SevenPairs).0, "七对");
    /// assert_eq!(RuleSet::standard().target_name(Target::ThirteenOrphans).0, "十三幺");
    /// ```
    #[must_use]
    pub fn target_name(&self, t: Target) -> (&'static str, &'static str) {
        with_family!(self.scoring, F => F::target_name(t))
    }

    /// What answers for a win under these rules when [`crate::analyze_win`]
    /// is asked ([`TableFamily::ANALYZE_WIN_INSTEAD`]).
    pub(crate) fn analyze_win_instead(&self) -> Option<&'static str> {
        with_family!(self.scoring, F => F::ANALYZE_WIN_INSTEAD)
    }

    /// True when the family's players declare a void suit (四川's 定缺).
    #[must_use]
    pub fn declares_void(&self) -> bool {
        with_family!(self.scoring, F => F::mid_hand_state()).voids
    }
}

impl RuleSet {
    /// The prevalent wind (圈风) a hand under these rules is played in, for a
    /// family that scores winds (国标: the `mcr_round` option); `None` at a
    /// table that plays no winds. Lets a front end show winds without naming
    /// the family.
    ///
    /// ```
    /// use majiang_core::{RuleSet, tile::Wind};
    /// let mut r = RuleSet::mcr();
    /// r.set_prevalent_wind(1)?;
    /// assert_eq!(r.prevalent_wind(), Some(Wind::South));
    /// assert_eq!(RuleSet::changsha().prevalent_wind(), None);
    /// assert!(RuleSet::sichuan().set_prevalent_wind(1).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub fn prevalent_wind(&self) -> Option<crate::tile::Wind> {
        with_family!(self.scoring, F => F::prevalent_wind(self))
    }

    /// Sets the prevalent wind (0 East, 1 South, 2 West, 3 North) of the
    /// hands to come: a series of hands moves it each round. Refused at a
    /// table that plays no winds ([`RuleSet::prevalent_wind`] `None`) and for
    /// a value outside 0-3.
    pub fn set_prevalent_wind(&mut self, wind: i64) -> Result<()> {
        with_family!(self.scoring, F => F::set_prevalent_wind(self, wind))
    }
}

/// The refusal of a prevalent wind at a table that plays none.
pub(crate) fn no_winds(wind: i64) -> Error {
    Error::BadOption {
        name: "prevalent_wind",
        value: wind,
        reason: "these rules play no winds: a prevalent wind is set on a table that has one",
    }
}
