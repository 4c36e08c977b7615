//! 四川麻将 血战到底 at the table (`variants.md` §3): the two phases before
//! the first discard (换三张, 定缺), the void suit, wins that do not end the
//! hand, and every payment line — kongs at once (刮风下雨), wins by fan,
//! 呼叫转移, and the end-of-hand checks (查花猪, 查大叫, 退税).
//!
//! The fan of a hand is [`crate::sichuan`]'s; this module decides who pays
//! whom, and when.
//!
//! ```
//! use majiang_core::{RuleSet, ai::Level, game::play_hand};
//! let rules = RuleSet::sichuan();
//! let mut seats: Vec<_> = (0..4).map(|s| Level::Hard.player(s)).collect();
//! let [a, b, c, d] = &mut seats[..] else { unreachable!() };
//! let result = play_hand(&rules, 42, 0, &mut [a, b, c, d])?;
//! assert!(result.wins.len() <= 3); // 血战: up to three winners
//! for w in &result.wins {
//!     assert!(w.fan.is_some());
//! }
//! // Every line with its reason: win, self_draw_bonus, concealed_kong, …
//! let mut sum = [0; 4];
//! for p in &result.payments {
//!     (0..4).for_each(|s| sum[s] += p.deltas()[s]);
//! }
//! assert_eq!(sum, result.deltas);
//! # Ok::<(), majiang_core::Error>(())
//! ```

use super::record::SichuanRecord;
use crate::error::{Error, Result};
use crate::family::{MidHandState, TableFamily, WinValue, Winner};
use crate::game::event::{Event, SettleReason, Sink};
use crate::game::phase::TileRun;
use crate::game::result::{Payment, PaymentReason, WinRecord};
use crate::game::{Action, Game, MidHand, Offer, Phase, ResumeAt, TurnStart, settle_add};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::options::RuleOption;
use crate::rules::{Exchange, PaidAs, RuleSet, SelfDrawBonus, SichuanMode, SichuanOptions};
use crate::score::WinAnalysis;
use crate::sichuan::{Pattern, SichuanAnalysis, SichuanContext};
use crate::tile::{Suit, Tile, TileSet};
use crate::value::{HandValue, Unit, WinSituation};

/// Where the 换三张 tiles go, set by a seeded roll at the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExchangeDirection {
    /// Each seat passes to the next seat (下家, seat + 1).
    Next,
    /// Each seat passes across the table (对家, seat + 2).
    Across,
    /// Each seat passes to the previous seat (上家, seat + 3).
    Previous,
}

impl ExchangeDirection {
    /// The directions in code order (0 next, 1 across, 2 previous).
    pub const ALL: [ExchangeDirection; 3] =
        [ExchangeDirection::Next, ExchangeDirection::Across, ExchangeDirection::Previous];

    /// How many seats on the tiles travel: 1, 2 or 3.
    #[must_use]
    pub const fn offset(self) -> usize {
        self as usize + 1
    }

    /// The seat `from`'s tiles go to.
    #[must_use]
    pub const fn receiver(self, from: usize) -> usize {
        (from + self.offset()) % 4
    }

    /// A stable name: `next`, `across`, `previous`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ExchangeDirection::Next => "next",
            ExchangeDirection::Across => "across",
            ExchangeDirection::Previous => "previous",
        }
    }

    /// The Chinese name: 下家, 对家, 上家.
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        match self {
            ExchangeDirection::Next => "下家",
            ExchangeDirection::Across => "对家",
            ExchangeDirection::Previous => "上家",
        }
    }
}

/// Up to three tiles of one seat's exchange, in the order picked.
pub type ExchangeTiles = TileRun<3>;

impl TileRun<3> {
    /// The suit of the tiles, once one is picked.
    #[must_use]
    pub fn suit(&self) -> Option<Suit> {
        self.as_slice().first().and_then(|t| t.suit())
    }
}

/// One seat's view of its 换三张: what it picked, and (once every seat has
/// picked) where they went and what it received.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ExchangeView {
    /// The tiles this seat picked to pass (taken out of its hand at once).
    pub picked: ExchangeTiles,
    /// The direction, known once the tiles are passed.
    pub direction: Option<ExchangeDirection>,
    /// The tiles this seat received (empty until they are passed).
    pub received: ExchangeTiles,
}

impl ExchangeView {
    /// No exchange (other tables, or before any pick).
    pub const NONE: ExchangeView = ExchangeView {
        picked: ExchangeTiles::EMPTY,
        direction: None,
        received: ExchangeTiles::EMPTY,
    };
}

/// What a 四川 game keeps beyond the shared engine's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SichuanState {
    /// Each seat's exchange.
    pub(crate) exchange: [ExchangeView; 4],
    /// The roll of the deal: where the exchanged tiles go.
    pub(crate) direction: ExchangeDirection,
    /// Each seat's declared void suit (private until all four declared).
    pub(crate) voids: [Option<Suit>; 4],
    /// The wins so far, in the order made.
    pub(crate) wins: Vec<WinRecord>,
    /// The next dealer the wins so far make (\[BKL\]: the payer of the
    /// hand's first win when several won on it, 一炮多响, else the first
    /// winner); `None` before any win.
    pub(crate) next_dealer: Option<usize>,
    /// Every kong line whose income still stands (paid at once, before a
    /// resumption too): 退税 gives these back; 呼叫转移 removes a kong's.
    pub(crate) kong_lines: Vec<Payment>,
    /// The last kong: its player, its lines' range in `kong_lines`, and the
    /// discarder of a 直杠. 杠上花, 杠上炮, 点杠花 and 呼叫转移 read it.
    pub(crate) last_kong: Option<KongLines>,
}

/// Where a kong's payment lines are, for 呼叫转移 and 退税.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct KongLines {
    pub(crate) seat: usize,
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// The discarder of a 直杠 (`None` for 暗杠 and 面下杠).
    pub(crate) from: Option<usize>,
}

impl SichuanState {
    pub(crate) fn new(direction: ExchangeDirection) -> SichuanState {
        SichuanState {
            exchange: [ExchangeView::NONE; 4],
            direction,
            voids: [None; 4],
            wins: Vec::new(),
            next_dealer: None,
            kong_lines: Vec::new(),
            last_kong: None,
        }
    }
}

/// The roll of the exchange direction: from the wall's seed, or from the
/// wall itself when it was stacked (same wall, same roll).
pub(crate) fn roll_direction(seed: Option<u64>, wall: &[Tile]) -> ExchangeDirection {
    let seed = seed.unwrap_or_else(|| {
        // FNV-1a over the tiles: any fixed mix of the wall will do.
        wall.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, t| {
            (h ^ u64::from(t.id())).wrapping_mul(0x0100_0000_01b3)
        })
    });
    // A stream apart from the shuffle's (which takes the seed itself).
    let mut rng = crate::rng::seeded(seed ^ 0x4855_414e_5341_4e5a);
    ExchangeDirection::ALL[crate::rng::below(&mut rng, 3) as usize]
}

/// Bits of the 27 suited kinds of `suit`.
pub(crate) const fn suit_mask(suit: Suit) -> u64 {
    0x1ff << (suit as u32 * 9)
}

/// 2^fan with the table's cap: a win's line before any bonus.
pub(crate) fn capped_points(rules: &RuleSet, fan: u32) -> i32 {
    let cap = rules.sichuan.cap.fan();
    1i32 << fan.min(cap)
}

/// 四川麻将 血战到底: the family of the `sichuan` preset
/// ([`Scoring::Sichuan`](crate::Scoring::Sichuan)).
#[derive(Debug, Clone, Copy)]
pub struct Sichuan;

impl TableFamily for Sichuan {
    fn prevalent_wind(_: &RuleSet) -> Option<crate::tile::Wind> {
        None
    }

    fn set_prevalent_wind(_: &mut RuleSet, wind: i64) -> Result<()> {
        Err(crate::family::no_winds(wind))
    }

    fn value(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Result<HandValue> {
        super::value(hand, rules, s)
    }

    fn win_value(_: &RuleSet, win: &WinRecord) -> HandValue {
        crate::value::plain(Unit::Fan, win.fan.as_ref().map(super::lines))
    }

    const WIN_VALUE: WinValue = WinValue::Fan;

    /// 2^fan (capped) from each of the three others, with the self-draw
    /// bonus; a hand of any fan counts as big.
    fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
        let a = super::analyze(hand, rules)?
            .ok_or_else(|| Error::BadSetup(format!("{hand} does not win")))?;
        let cap = rules.sichuan.cap;
        let each = match rules.sichuan.self_draw {
            SelfDrawBonus::AddBase => cap.multiplier(a.fan) + 1,
            SelfDrawBonus::AddFan => cap.multiplier(a.fan + 1),
        };
        Ok((3 * each, a.fan > 0))
    }

    /// 四川 has no birds; a bird would count by seat, as 长沙's.
    fn bird(_: &RuleSet, t: Tile, dealer: usize, _: usize) -> (Option<usize>, u32) {
        (Some(crate::score::bird_seat(t, dealer)), 0)
    }

    fn exchange_tiles(rules: &RuleSet) -> u8 {
        rules.sichuan.exchange.tiles()
    }

    fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>> {
        super::shanten(hand, rules)
    }

    fn refuses_chosen_wildcard(_: &RuleSet) -> Option<String> {
        Some("the sichuan rules have no wildcard".to_string())
    }

    fn target_name(t: crate::rules::Target) -> (&'static str, &'static str) {
        super::names::target_name(t)
    }

    fn setup_default(obs: &crate::game::Observation<'_>) -> Option<Action> {
        super::setup::setup_choice(obs)
    }

    const FOREIGN_OPTION: &'static str = "an option of 四川 (sichuan), not of these rules";

    /// No 吃, 108 tiles without honours, and a win is four sets and a pair or
    /// seven pairs.
    fn refuses_common_option(name: &str, value: i64) -> Option<&'static str> {
        let foreign = matches!(name, "chi" | "honours" | "jiangjianghu" | "thirteen_orphans");
        (foreign && value != 0).then_some(
            "0 only under 四川 (sichuan): no 吃, 108 tiles without honours, and a win is four \
             sets and a pair or seven pairs",
        )
    }

    fn refuses_wildcard() -> Option<&'static str> {
        Some(
            "四川 (sichuan) plays no wildcard: 定缺 and the fan count read natural tiles only; \
             remove the wildcard or use another preset",
        )
    }

    const PLAYS_RED_DRAGONS: bool = false;

    fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
        super::wins(hand, rules)
    }

    fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
        super::waits(hand, rules)
    }

    fn draw<S: Sink>(
        game: &mut Game,
        _: usize,
        back: bool,
        _: &mut S,
    ) -> Option<(Tile, crate::game::DrawSource)> {
        game.plain_draw(back)
    }

    fn turn_win(_: &Game, _: usize, _: TurnStart, shape: bool) -> bool {
        shape
    }

    fn illegal<S: Sink>(_: &mut Game, _: usize, _: Action, _: &mut S) -> Option<Result<()>> {
        None
    }

    fn start_hand(game: &mut Game) {
        game.begin_sichuan();
    }

    /// 地胡: a seat's first draw, nothing melded before.
    fn first_draw_is_first_turn(game: &Game, seat: usize) -> bool {
        game.turn_start == TurnStart::Drew
            && game.table[seat].discards().is_empty()
            && game.table.iter().all(|p| p.melds().is_empty() && p.concealed_kongs() == 0)
    }

    fn one_winner_per_discard(rules: &RuleSet) -> bool {
        !rules.sichuan.multiple_winners
    }

    fn may_win_on(game: &Game, _: usize, offer: Offer) -> bool {
        !matches!(offer, Offer::RobKong(_)) || game.rules.sichuan.rob_kong
    }

    fn on_claim(_: &mut Game, _: usize, _: Action, _: Tile) {}

    fn pay_kong<S: Sink>(
        game: &mut Game,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        sink: &mut S,
    ) {
        game.pay_sichuan_kong(seat, meld, from, sink);
    }

    fn haidi_offer(_: &RuleSet) -> bool {
        false
    }

    fn kaigang(_: &RuleSet) -> bool {
        false
    }

    fn finish_wins<S: Sink>(
        game: &mut Game,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        game.sichuan_wins(winners, from, sink);
    }

    /// The checks first; the draw is announced only if nobody won.
    fn exhaustive_draw<S: Sink>(game: &mut Game, _: usize, sink: &mut S) {
        game.finish_sichuan(sink);
    }

    fn mid_hand_state() -> MidHandState {
        MidHandState { kong_lines: true, ca_gua: true, passed_kongs: false, voids: true }
    }

    fn resume(game: &mut Game, mid: &MidHand) {
        game.resume_sichuan(mid);
    }

    fn kong_lines(game: &Game) -> Vec<Payment> {
        game.sc.kong_lines.clone()
    }

    /// A discard right after the discarder's kong makes a win on it 杠上炮
    /// (and hands over the kong's income), which a resumed discard would not
    /// know.
    fn discard_hides_state(game: &Game, from: usize) -> bool {
        game.turn_start == TurnStart::Replacement
            && game.sc.last_kong.is_some_and(|k| k.seat == from)
    }

    const OPTIONS: &'static [RuleOption] = super::options::OPTIONS;

    const ANALYZE_WIN_INSTEAD: Option<&'static str> =
        Some("under the sichuan rules a hand counts fan: sichuan::analyze");

    type RulesRecord = SichuanRecord;

    const RECORD_KEY: Option<&'static str> = Some("sichuan");

    fn rules_record(rules: &RuleSet) -> Option<SichuanRecord> {
        SichuanRecord::of(rules)
    }

    fn apply_rules_record(part: Option<&SichuanRecord>, r: &mut RuleSet) -> Result<()> {
        part.map_or(Ok(()), |p| p.apply(r))
    }
}

impl Game {
    /// The 四川 state a [`MidHand`] carries: the voids (on the table), the
    /// kong lines still standing, the next dealer so far, and the kong a
    /// replacement turn follows (the last lines paid to the mover: one per
    /// player still in, or a 直杠's one and its 擦挂).
    pub(crate) fn resume_sichuan(&mut self, mid: &MidHand) {
        self.sc.voids = std::array::from_fn(|s| mid.table[s].void());
        self.sc.kong_lines.clone_from(&mid.kong_lines);
        self.sc.next_dealer = mid.sichuan_next_dealer;
        let ResumeAt::Turn { seat, replacement: true, .. } = mid.at else { return };
        let others = (0..4).filter(|&s| s != seat && !mid.table[s].has_left()).count();
        let lines = &self.sc.kong_lines;
        let count = match lines.last() {
            Some(p) if p.to == seat => match p.reason {
                PaymentReason::ExposedKong => 1,
                _ => others,
            },
            _ => 0,
        };
        let start = lines.len().saturating_sub(count);
        let from =
            lines[start..].iter().find(|p| p.reason == PaymentReason::ExposedKong).map(|p| p.from);
        self.sc.last_kong = Some(KongLines { seat, start, end: lines.len(), from });
    }

    /// True when `seat` has left the hand (血战到底, after its win).
    pub(crate) fn has_left(&self, seat: usize) -> bool {
        self.table[seat].has_left()
    }

    /// True when `seat`'s concealed tiles hold its void suit.
    pub(crate) fn holds_void(&self, seat: usize) -> bool {
        crate::sichuan::holds_void(self.seats[seat].hand.concealed(), self.sc.voids[seat])
    }

    /// The deal is done: the exchange (when on) or 定缺 comes first.
    pub(crate) fn begin_sichuan(&mut self) {
        if self.rules.sichuan.exchange == Exchange::Off {
            self.begin_ding_que();
            return;
        }
        self.phase = Phase::Exchange;
        self.pending = 0b1111;
        self.ask_from = self.dealer;
        for seat in 0..4 {
            self.list_exchange(seat);
        }
    }

    /// The tiles `seat` may pick next: any kind of a suit it holds enough
    /// of, then only that suit.
    fn list_exchange(&mut self, seat: usize) {
        let n = usize::from(self.rules.sichuan.exchange.tiles());
        let picked = self.sc.exchange[seat].picked;
        let c = *self.seats[seat].hand.concealed();
        let list = &mut self.legal[seat];
        list.clear();
        for suit in Suit::ALL {
            let r = suit as usize * 9..suit as usize * 9 + 9;
            let held: usize = c.as_array()[r.clone()].iter().map(|&n| usize::from(n)).sum();
            let ok = match picked.suit() {
                Some(s) => s == suit,
                None => held >= n,
            };
            if ok {
                let bits = c.as_array()[r]
                    .iter()
                    .enumerate()
                    .filter(|(_, n)| **n > 0)
                    .fold(0u64, |m, (i, _)| m | 1 << (suit as usize * 9 + i));
                list.extend_kinds(Action::Exchange, bits);
            }
        }
    }

    pub(crate) fn on_exchange<S: Sink>(&mut self, seat: usize, t: Tile, sink: &mut S) {
        let s = &mut self.seats[seat];
        s.hand.pop_unchecked(t);
        s.waits_ok = false;
        self.sc.exchange[seat].picked.push(t);
        self.table[seat].set_concealed_tiles(s.hand.concealed().total());
        sink.push(Event::ExchangePicked { seat, tile: t });
        let n = usize::from(self.rules.sichuan.exchange.tiles());
        if self.sc.exchange[seat].picked.as_slice().len() < n {
            self.list_exchange(seat);
            return;
        }
        self.pending &= !(1 << seat);
        self.legal[seat].clear();
        if self.pending != 0 {
            return;
        }
        let dir = self.sc.direction;
        let passed: [ExchangeTiles; 4] = std::array::from_fn(|s| self.sc.exchange[s].picked);
        for (from, tiles) in passed.iter().enumerate() {
            let to = dir.receiver(from);
            for &x in tiles.as_slice() {
                self.seats[to].hand.push_unchecked(x);
            }
            self.sc.exchange[to].received = *tiles;
        }
        for s in 0..4 {
            self.sc.exchange[s].direction = Some(dir);
            self.table[s].set_concealed_tiles(self.seats[s].hand.concealed().total());
        }
        sink.push(Event::Exchanged { direction: dir, passed });
        self.begin_ding_que();
    }

    fn begin_ding_que(&mut self) {
        self.phase = Phase::DingQue;
        self.pending = 0b1111;
        self.ask_from = self.dealer;
        for seat in 0..4 {
            let list = &mut self.legal[seat];
            list.clear();
            for suit in Suit::ALL {
                list.push(Action::DingQue(suit));
            }
        }
    }

    pub(crate) fn on_ding_que<S: Sink>(&mut self, seat: usize, suit: Suit, sink: &mut S) {
        self.sc.voids[seat] = Some(suit);
        self.pending &= !(1 << seat);
        self.legal[seat].clear();
        if self.pending != 0 {
            return;
        }
        let voids = self.sc.voids.map(|v| v.expect("every seat declared"));
        for (s, &v) in voids.iter().enumerate() {
            self.table[s].set_void(v);
            self.seats[s].waits_ok = false;
        }
        sink.push(Event::VoidsDeclared { voids });
        let d = self.dealer;
        let tianhu = !self.holds_void(d) && crate::win::is_win(&self.seats[d].hand, &self.rules);
        self.begin_turn(d, TurnStart::Dealt, tianhu);
    }

    /// The first seat still in after `seat` (血战到底 skips those who left).
    pub(crate) fn next_in(&self, seat: usize) -> usize {
        (1..=4).map(|k| (seat + k) % 4).find(|&s| !self.has_left(s)).unwrap_or(seat)
    }

    /// The seats still in other than `seat`: the payers of its self-draw
    /// and of its kongs.
    fn others_in(&self, seat: usize) -> Vec<usize> {
        (0..4).filter(|&s| s != seat && !self.has_left(s)).collect()
    }

    /// Pays a 四川 kong at once (刮风下雨): 暗杠 2 from each player still in,
    /// 面下杠 1 from each, 直杠 2 from the discarder (and 1 from each other
    /// with 擦挂).
    pub(crate) fn pay_sichuan_kong<S: Sink>(
        &mut self,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        sink: &mut S,
    ) {
        let start = self.sc.kong_lines.len();
        let mut lines = Vec::new();
        let line = |from: usize, points: u32, reason: PaymentReason| Payment {
            from,
            to: seat,
            points: points as i32,
            reason,
        };
        match (meld.kind(), from) {
            (MeldKind::AnGang, _) => {
                for p in self.others_in(seat) {
                    lines.push(line(
                        p,
                        SichuanOptions::CONCEALED_KONG,
                        PaymentReason::ConcealedKong,
                    ));
                }
            }
            (MeldKind::BuGang, _) => {
                for p in self.others_in(seat) {
                    lines.push(line(p, SichuanOptions::ADDED_KONG, PaymentReason::AddedKong));
                }
            }
            (_, Some(d)) => {
                lines.push(line(d, SichuanOptions::EXPOSED_KONG, PaymentReason::ExposedKong));
                if self.rules.sichuan.cagua {
                    for p in self.others_in(seat).into_iter().filter(|&p| p != d) {
                        lines.push(line(p, 1, PaymentReason::CaGua));
                    }
                }
            }
            (_, None) => unreachable!("a kong on a discard has a discarder"),
        }
        let kong_from = if meld.kind() == MeldKind::Gang { from } else { None };
        self.sc.last_kong =
            Some(KongLines { seat, start, end: start + lines.len(), from: kong_from });
        self.sc.kong_lines.extend_from_slice(&lines);
        self.pay_lines(lines, SettleReason::KongFee, sink);
    }

    /// Adds payment lines to the hand's lines and scores, as one event.
    fn pay_lines<S: Sink>(&mut self, lines: Vec<Payment>, reason: SettleReason, sink: &mut S) {
        if lines.is_empty() {
            return;
        }
        let mut d = [0i32; 4];
        for p in &lines {
            settle_add(&mut d, p.deltas());
        }
        settle_add(&mut self.deltas, d);
        self.flat.payments.extend(lines);
        sink.push(Event::Settled { reason, deltas: d });
    }

    /// Plays these 四川 wins (`from` the discarder or robbed konger, `None`
    /// for a self-draw), each winner's tile laid aside; the hand goes on
    /// unless three have left or the wall is empty.
    pub(crate) fn sichuan_wins<S: Sink>(
        &mut self,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        let kong = self.sc.last_kong;
        // 杠上炮: the discard right after the discarder's kong replacement.
        let after_kong_discard = from.is_some()
            && self.turn_start == TurnStart::Replacement
            && kong.is_some_and(|k| Some(k.seat) == from)
            && !winners.iter().any(|w| w.2.robbed_kong);
        if self.sc.next_dealer.is_none() {
            self.sc.next_dealer = if winners.len() > 1 { from } else { Some(winners[0].0) };
        }
        let mut total = [0i32; 4];
        let mut transfer_done = false;
        for &(seat, tile, ctx, hand) in winners {
            let self_draw = from.is_none();
            let sctx = SichuanContext {
                self_draw,
                after_kong: (self_draw && self.turn_start == TurnStart::Replacement)
                    || after_kong_discard,
                robbed_kong: ctx.robbed_kong,
                last_tile: self_draw && self.wall.is_empty(),
                first_turn: ctx.first_turn,
                dealer: seat == self.dealer,
            };
            let (fan, lines) = self.sichuan_win_lines(
                seat,
                from,
                &sctx,
                &hand,
                after_kong_discard,
                &mut transfer_done,
            );
            let mut deltas = [0i32; 4];
            for p in &lines {
                settle_add(&mut deltas, p.deltas());
            }
            settle_add(&mut total, deltas);
            self.flat.payments.extend_from_slice(&lines);
            let first = seat == winners[0].0;
            self.lay_win_aside(seat, tile, from.is_none(), first);
            let analysis = WinAnalysis {
                small: fan.fan == 0,
                big_hands: Vec::new(),
                units: 0,
                targets: crate::win::winning_targets(&hand, &self.rules),
            };
            let record = WinRecord {
                seat,
                from,
                tile,
                analysis,
                deltas,
                payments: lines,
                fan: Some(fan),
                fans: None,
            };
            if S::ON {
                sink.push(Event::Won(record.clone()));
            }
            self.sc.wins.push(record);
        }
        settle_add(&mut self.deltas, total);
        sink.push(Event::Settled { reason: SettleReason::Win, deltas: total });
        if let Some(p) = from {
            // The tile went to the winner(s): it is no longer a discard
            // anyone can see on the table, or the konger's.
            if winners.iter().any(|w| w.2.robbed_kong) {
                let t = winners[0].1.expect("a robbed kong names its tile");
                self.seats[p].hand.pop_unchecked(t);
                self.seats[p].waits_ok = false;
                self.table[p].set_concealed_tiles(self.seats[p].hand.concealed().total());
            } else {
                self.table[p].mark_last_claimed();
            }
        }
        self.sc.last_kong = None;
        let left = (0..4).filter(|&s| self.has_left(s)).count();
        if left >= 3 {
            self.finish_sichuan(sink);
            return;
        }
        // Play goes on from the seat after the last winner, counting from
        // the payer (the winner itself after a self-draw).
        let last = winners.last().expect("at least one winner").0;
        let next = self.next_in(last);
        self.next_draw(next, sink);
    }

    /// The lines of one 四川 win: the capped fan from each payer (with the
    /// self-draw base), and 呼叫转移's handover (once per discard).
    fn sichuan_win_lines(
        &mut self,
        seat: usize,
        from: Option<usize>,
        sctx: &SichuanContext,
        hand: &Hand,
        after_kong_discard: bool,
        transfer_done: &mut bool,
    ) -> (SichuanAnalysis, Vec<Payment>) {
        let o = self.rules.sichuan;
        let kong = self.sc.last_kong;
        let hand = *hand;
        let sctx = *sctx;
        let mut fan = crate::sichuan::analyze_with(&hand, &self.rules, &sctx)
            .expect("the engine builds only possible 四川 contexts")
            .expect("the engine only offers 胡 on a winning 四川 hand");
        // 点杠花 paid as a discard win by the 直杠's discarder.
        let kong_flower_from = match kong {
            Some(k) if sctx.self_draw && sctx.after_kong && k.seat == seat => k.from,
            _ => None,
        };
        let (payers, bonus) = match (from, kong_flower_from) {
            (Some(p), _) => (vec![p], false),
            (None, Some(d)) if o.kong_flower == PaidAs::Discard && !self.has_left(d) => {
                // 当点炮: no 自摸加番 either.
                if let Some(i) = fan.patterns.iter().position(|p| *p == Pattern::ZiMo) {
                    fan.patterns.remove(i);
                    fan.fan -= Pattern::ZiMo.fan();
                }
                (vec![d], false)
            }
            _ => (self.others_in(seat), o.self_draw == SelfDrawBonus::AddBase),
        };
        let points = capped_points(&self.rules, fan.fan);
        let mut lines = Vec::new();
        for &p in &payers {
            lines.push(Payment { from: p, to: seat, points, reason: PaymentReason::Win });
            if bonus {
                lines.push(Payment {
                    from: p,
                    to: seat,
                    points: 1,
                    reason: PaymentReason::SelfDrawBonus,
                });
            }
        }
        // 呼叫转移: the konger's income from that kong goes to the
        // (first) winner on his next discard.
        if let Some(k) = kong.filter(|_| after_kong_discard && o.call_transfer && !*transfer_done) {
            // Its lines leave the kong lines: 退税 cannot give them back.
            let income: i32 = self.sc.kong_lines.drain(k.start..k.end).map(|p| p.points).sum();
            if income > 0 {
                lines.push(Payment {
                    from: k.seat,
                    to: seat,
                    points: income,
                    reason: PaymentReason::CallTransfer,
                });
            }
            *transfer_done = true;
        }
        (fan, lines)
    }

    /// Lays `seat`'s winning tile aside (its hand goes back to `3n+1`) and
    /// marks it as left (血战) or frozen (血流成河: it may only win again or
    /// discard what it draws).
    fn lay_win_aside(&mut self, seat: usize, tile: Option<Tile>, self_draw: bool, first: bool) {
        let o = self.rules.sichuan;
        // The winning tile is laid aside: the hand goes back to 3n+1.
        let aside = tile.unwrap_or_else(|| self.tianhu_tile(seat));
        let leaves = o.mode == SichuanMode::XueZhan;
        let s = &mut self.seats[seat];
        if self_draw {
            s.hand.pop_unchecked(aside);
        }
        s.drawn = None;
        s.waits_ok = false;
        if !leaves {
            // 血流成河: the winner plays on with the same hand: it may
            // only win again or discard what it draws.
            s.frozen = true;
            self.table[seat].freeze();
        }
        self.table[seat].record_win(first.then_some(aside), leaves);
        self.table[seat].set_concealed_tiles(self.seats[seat].hand.concealed().total());
    }

    /// The tile a 天胡 winner lays aside: the last kind whose removal leaves
    /// a hand waiting on it.
    fn tianhu_tile(&self, seat: usize) -> Tile {
        let h = self.seats[seat].hand;
        Tile::all()
            .filter(|&t| h.concealed().get(t) > 0)
            .filter(|&t| {
                let mut r = h;
                r.pop_unchecked(t);
                crate::win::waits(&r, &self.rules).is_ok_and(|w| w.contains(t))
            })
            .last()
            .expect("a winning hand has a tile that completes it")
    }

    /// The end of a 四川 hand: the checks when the wall ran out with fewer
    /// than three winners (查花猪, 查大叫, 退税), the next dealer, the result.
    pub(crate) fn finish_sichuan<S: Sink>(&mut self, sink: &mut S) {
        let left = (0..4).filter(|&s| self.has_left(s)).count();
        if left < 3 {
            let lines = self.end_of_hand_lines();
            self.pay_lines(lines, SettleReason::EndOfHand, sink);
        }
        // [BKL]: the payer of a first 一炮多响, else the first winner, else
        // the next seat.
        let next = self.sc.next_dealer.unwrap_or((self.dealer + 1) % 4);
        // Nobody won this hand (a resumed hand knows of earlier wins by
        // the next dealer they made).
        if self.sc.next_dealer.is_none() {
            sink.push(Event::ExhaustiveDraw);
        }
        let wins = std::mem::take(&mut self.sc.wins);
        self.finish(wins, Vec::new(), next, sink);
    }

    /// 查花猪, 查大叫 and 退税 among the players who have not won.
    fn end_of_hand_lines(&self) -> Vec<Payment> {
        let o = self.rules.sichuan;
        let open: Vec<usize> = (0..4).filter(|&s| self.table[s].wins() == 0).collect();
        let huazhu: Vec<usize> = open.iter().copied().filter(|&s| self.holds_void(s)).collect();
        // Each ready player's best hand, as 查大叫 pays it.
        let best: Vec<(usize, i32)> = open
            .iter()
            .copied()
            .filter(|s| !huazhu.contains(s))
            .filter_map(|s| {
                let (_, a) = crate::sichuan::best_ready_hand(&self.seats[s].hand, &self.rules)
                    .expect("a hand between turns holds 3n+1 tiles")?;
                let add_fan =
                    o.cha_dajiao == PaidAs::SelfDraw && o.self_draw == SelfDrawBonus::AddFan;
                let mut points = capped_points(&self.rules, a.fan + u32::from(add_fan));
                if o.cha_dajiao == PaidAs::SelfDraw && o.self_draw == SelfDrawBonus::AddBase {
                    points += 1;
                }
                Some((s, points))
            })
            .collect();
        let ready = |s: usize| best.iter().any(|&(r, _)| r == s);
        let mut lines = Vec::new();
        let cap = capped_points(&self.rules, u32::MAX);
        for &h in &huazhu {
            for s in (0..4).filter(|s| !self.has_left(*s) && !huazhu.contains(s) && *s != h) {
                lines.push(Payment { from: h, to: s, points: cap, reason: PaymentReason::HuaZhu });
            }
        }
        for &s in open.iter().filter(|&&s| !huazhu.contains(&s) && !ready(s)) {
            for &(r, points) in &best {
                lines.push(Payment { from: s, to: r, points, reason: PaymentReason::ChaDaJiao });
            }
        }
        // 退税: every kong income still standing of a player not ready
        // (花猪 included) goes back to whoever paid it.
        for p in &self.sc.kong_lines {
            if open.contains(&p.to) && !ready(p.to) {
                lines.push(Payment {
                    from: p.to,
                    to: p.from,
                    points: p.points,
                    reason: PaymentReason::TaxRefund,
                });
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{MidHand, PublicSeat, ResumeAt};
    use crate::notation::parse_tiles;
    use crate::tile::TileSet;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    fn line(from: usize, to: usize, points: i32, reason: PaymentReason) -> Payment {
        Payment { from, to, points, reason }
    }

    /// A 四川 hand part-way through, for the worked examples that need
    /// wins or melds before their point: the hands (`tiles` and `melds` as
    /// `Hand::parse` reads them), the tile each seat won with and left on
    /// (`None`: still in), the voids, the wall left, the decision, the kong
    /// lines standing. Every other tile lies in the discards.
    struct Scene {
        hands: [(&'static str, &'static str); 4],
        won: [Option<&'static str>; 4],
        voids: [Suit; 4],
        wall: &'static str,
        at: ResumeAt,
        kong_lines: Vec<Payment>,
        next_dealer: Option<usize>,
    }

    impl Scene {
        fn game(&self, rules: RuleSet) -> Game {
            let hands = self.hands.map(|(h, m)| Hand::parse(h, m, &rules).unwrap());
            let won = self.won.map(|w| w.map(t));
            let wall = parse_tiles(self.wall).unwrap();
            let mut table: [PublicSeat; 4] =
                std::array::from_fn(|s| PublicSeat::new(hands[s].concealed().total()));
            for s in 0..4 {
                table[s].set_void(self.voids[s]);
                if let Some(w) = won[s] {
                    table[s].record_win(Some(w), true);
                }
                for m in hands[s].melds() {
                    if m.kind() == MeldKind::BuGang {
                        table[s].push_meld(Meld::peng(m.tile()));
                    }
                    table[s].push_meld(m);
                }
            }
            let mut left = [4u8; 27];
            for (s, h) in hands.iter().enumerate() {
                for x in h.all_tiles().tiles().chain(won[s]) {
                    left[x.index()] -= 1;
                }
            }
            for x in &wall {
                left[x.index()] -= 1;
            }
            if let ResumeAt::Discard { tile, .. } = self.at {
                left[tile.index()] -= 1;
            }
            // Old discards, the discarder's own last (when it is asked
            // about) put back last.
            let mut k = 0;
            for (i, &n) in left.iter().enumerate() {
                for _ in 0..n {
                    let mut seat = k % 4;
                    if won[seat].is_some()
                        || matches!(self.at, ResumeAt::Discard { from, .. } if from == seat)
                    {
                        seat = (0..4).find(|&s| won[s].is_none() && !matches!(self.at, ResumeAt::Discard { from, .. } if from == s)).unwrap();
                    }
                    table[seat].push_discard(Tile::from_index_unchecked(i));
                    k += 1;
                }
            }
            if let ResumeAt::Discard { from, tile } = self.at {
                table[from].push_discard(tile);
            }
            let mid = MidHand {
                dealer: 0,
                hands,
                table,
                wall,
                scores: [0; 4],
                pass_lock: [false; 4],
                at: self.at,
                kong_lines: self.kong_lines.clone(),
                passed_kongs: [TileSet::EMPTY; 4],
                sichuan_next_dealer: self.next_dealer,
            };
            Game::resume(rules, &mid).unwrap()
        }
    }

    /// `variants.md` X6: 清七对 self-drawn after two have won: 4 fan, at the
    /// cap 16, + 1 from the last player in (自摸加番: 5 fan, still 16).
    #[test]
    fn x6_the_last_player_in_pays_a_capped_self_draw() {
        let scene = Scene {
            hands: [
                ("11p22p44p55p77p88p9p9p", ""),
                ("123456789m1234m", ""),
                ("111222333444s5s", ""),
                ("555666777888s9s", ""),
            ],
            won: [None, Some("5m"), Some("6s"), None],
            voids: [Suit::Wan, Suit::Tong, Suit::Tong, Suit::Wan],
            wall: "1m2m3m",
            at: ResumeAt::Turn { seat: 0, drawn: Some(t("9p")), replacement: false },
            kong_lines: Vec::new(),
            next_dealer: Some(1),
        };
        let mut g = scene.game(RuleSet::sichuan());
        g.apply(0, Action::Hu).unwrap();
        assert!(g.is_finished(), "three have won");
        let w = &g.result().unwrap().wins[0];
        assert_eq!(w.fan.as_ref().unwrap().fan, 4, "清一色 + 七对");
        assert_eq!(
            w.payments,
            [line(3, 0, 16, PaymentReason::Win), line(3, 0, 1, PaymentReason::SelfDrawBonus)]
        );
        let mut add_fan = RuleSet::sichuan();
        add_fan.set_self_draw_bonus(1).unwrap();
        let mut g = scene.game(add_fan);
        g.apply(0, Action::Hu).unwrap();
        let w = &g.result().unwrap().wins[0];
        assert_eq!(w.fan.as_ref().unwrap().fan, 5);
        assert_eq!(w.payments, [line(3, 0, 16, PaymentReason::Win)]);
    }

    /// `variants.md` X7: 碰 1m, 4m, 7p and a 直杠 of 8p fed by C, won on 5m
    /// from D: 对对胡 1 + 金钩钓 1 + 根 1 = 3 fan, D pays 8.
    #[test]
    fn x7_a_single_wait_on_four_melds() {
        let scene = Scene {
            hands: [
                ("5m", "peng:1m peng:4m peng:7p gang:8p"),
                ("123456789s1234s", ""),
                ("23m67m99m123p456p9p", ""),
                ("55m66m77m22p33p44p6p", ""),
            ],
            won: [None; 4],
            voids: [Suit::Tiao, Suit::Wan, Suit::Tiao, Suit::Tiao],
            wall: "9m",
            at: ResumeAt::Discard { from: 3, tile: t("5m") },
            kong_lines: vec![line(2, 0, 2, PaymentReason::ExposedKong)],
            next_dealer: None,
        };
        let mut g = scene.game(RuleSet::sichuan());
        assert!(g.legal_actions(0).contains(&Action::Hu));
        g.apply(0, Action::Hu).unwrap();
        let w = &g.sc.wins[0];
        assert_eq!(w.fan.as_ref().unwrap().fan, 3);
        assert_eq!(w.payments, [line(3, 0, 8, PaymentReason::Win)]);
    }

    /// `variants.md` X10, resumed one draw before the wall runs out: A and
    /// B have won and left; C is ready (best hand 清一色, 2 fan); D still
    /// holds its void suit and was paid 1 by each of A, B, C for a 补杠.
    /// D pays C 16 (花猪) and refunds the three (退税): C +17, A +1, B +1,
    /// D −19.
    #[test]
    fn x10_huazhu_and_the_tax_refund_at_the_end() {
        let kong = |from| line(from, 3, 1, PaymentReason::AddedKong);
        let scene = Scene {
            hands: [
                ("111222333444s5s", ""),
                ("555666777888p9p", ""),
                ("123456789m2345m9p", ""),
                ("1s22p33p44p666m", "bu_gang:1p"),
            ],
            won: [Some("5s"), Some("9p"), None, None],
            voids: [Suit::Wan, Suit::Wan, Suit::Tiao, Suit::Tiao],
            wall: "9s",
            at: ResumeAt::Turn { seat: 2, drawn: Some(t("9p")), replacement: false },
            kong_lines: vec![kong(0), kong(1), kong(2)],
            next_dealer: Some(0),
        };
        let mut g = scene.game(RuleSet::sichuan());
        g.apply(2, "discard 9p".parse().unwrap()).unwrap();
        // D draws the last tile, 9s: its void suit, as is the 1s it keeps.
        let void_tiles: Vec<Action> =
            parse_tiles("1s9s").unwrap().into_iter().map(Action::Discard).collect();
        assert_eq!(g.legal_actions(3), void_tiles);
        let events = g.apply(3, "discard 9s".parse().unwrap()).unwrap();
        assert!(g.is_finished(), "{events:?}");
        assert!(!events.contains(&Event::ExhaustiveDraw), "A and B won this hand");
        let r = g.result().unwrap();
        assert_eq!(
            r.payments,
            [
                line(3, 2, 16, PaymentReason::HuaZhu),
                line(3, 0, 1, PaymentReason::TaxRefund),
                line(3, 1, 1, PaymentReason::TaxRefund),
                line(3, 2, 1, PaymentReason::TaxRefund),
            ]
        );
        assert_eq!(r.deltas, [1, 1, 17, -19]);
        assert_eq!(r.next_dealer, 0, "the first winner deals next");
        assert!(r.wins.is_empty(), "no win after the resumption");
    }
}
