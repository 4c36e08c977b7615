//! The flat Hunan tables (转转麻将, 红中麻将; `variants.md` §1 and §2): who
//! may win on what, the birds, and every payment line with its reason.
//!
//! The amounts follow the reference (\[SY-ZZ\], \[SY-HZ\]): a self-draw
//! takes [`FlatOptions::SELF_DRAW`] from each other player, a discard win
//! [`FlatOptions::DISCARD`] from the discarder. Each paying line is built
//! in this order: the win, +1 庄闲分 when the dealer pays or receives it
//! (`table.dealer_bonus`), the bird hits (+1 or +2 a hit, or the line
//! doubled per hit), then 无红中加倍 doubles the whole line. A robbed 补杠
//! paid for all three (抢杠胡包三家) is three self-draw lines, one per
//! other seat, all paid by the konger. Kongs are paid when laid down and
//! given back after a drawn hand unless `kong_points_on_draw`.

use super::record::FlatRecord;
use crate::error::{Error, Result};
use crate::family::{MidHandState, TableFamily, WinValue, Winner};
use crate::game::event::{Event, SettleReason, Sink};
use crate::game::result::{Payment, PaymentReason, WinRecord};
use crate::game::{Action, Game, MidHand, Offer, settle_add};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::options::RuleOption;
use crate::rules::{BirdPoints, BirdRule, FlatOptions, RobKong, RuleSet};
use crate::score::WinAnalysis;
use crate::tile::Tile;
use crate::tile::TileSet;
use crate::value::{HandValue, Unit, WinSituation};

/// How a flat-table win is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlatWin {
    /// 自摸 (四红中 and 杠上开花 included): each other player pays.
    SelfDraw,
    /// 点炮: the discarder pays.
    Discard {
        /// The discarder.
        from: usize,
    },
    /// 抢杠胡: the konger's 补杠 robbed, paid per [`FlatOptions::rob_kong`]
    /// and [`FlatOptions::rob_kong_pays_all`].
    RobKong {
        /// The konger.
        from: usize,
    },
}

/// The bird value of a tile: a suited tile's rank, a 红中 (any honour) 10.
fn bird_rank(t: Tile) -> u32 {
    if t.is_honour() { 10 } else { u32::from(t.number()) }
}

/// How many birds a win draws under `rules`: the bird count (159中鸟, by
/// seat), one (一鸟全中) or the win tile's rank (摸几奖几; a 红中 10; none
/// without a win tile).
#[must_use]
pub fn birds_wanted(rules: &RuleSet, win_tile: Option<Tile>) -> usize {
    match rules.flat.bird_rule {
        BirdRule::OneFiveNine | BirdRule::BySeat => usize::from(rules.flat.birds.get()),
        BirdRule::OneBirdAll => 1,
        BirdRule::WinTileRank => win_tile.map_or(0, |t| bird_rank(t) as usize),
    }
}

/// The hits of `birds` for a win by `winner`, `dealer` dealing.
/// `seat_target` is the seat birds must land on in [`BirdRule::BySeat`]:
/// the winner, or the discarder after several winners on one discard (the
/// birds are drawn once and count the same for every winner, \[SY-HZ\]).
///
/// ```
/// use majiang_core::{RuleSet, notation::parse_tiles, game::flat::bird_hits};
/// let hz = RuleSet::hongzhong();
/// // 159中鸟: 1p, 中 hit; 4m, 8s miss (§4.2 H1).
/// assert_eq!(bird_hits(&hz, &parse_tiles("1p4m5z8s")?, 0, 0), 2);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn bird_hits(rules: &RuleSet, birds: &[Tile], seat_target: usize, dealer: usize) -> u32 {
    match rules.flat.bird_rule {
        BirdRule::OneFiveNine => {
            birds.iter().filter(|t| t.is_honour() || matches!(t.number(), 1 | 5 | 9)).count() as u32
        }
        BirdRule::BySeat => birds
            .iter()
            .filter(|&&t| t.is_honour() || (dealer + t.number() as usize - 1) % 4 == seat_target)
            .count() as u32,
        BirdRule::OneBirdAll => birds.first().map_or(0, |&t| bird_rank(t)),
        // Every bird drawn is a hit: a short wall gives fewer.
        BirdRule::WinTileRank => birds.len() as u32,
    }
}

/// What every paying line of one win shares: the rules, the bird hits and
/// whether 无红中加倍 doubles it.
struct Lines<'a> {
    rules: &'a RuleSet,
    hits: u32,
    doubled: bool,
}

impl Lines<'_> {
    /// The lines `from` owes `to`: `base` (the win), then 庄闲分, the birds
    /// and 无红中加倍 (see the module docs). `dealer_line` says whether the
    /// line involves the dealer.
    fn push(&self, from: usize, to: usize, base: u32, dealer_line: bool, out: &mut Vec<Payment>) {
        let mut push = |points: i64, reason| {
            if points > 0 {
                let points = points.min(i64::from(crate::score::PAYMENT_LIMIT)) as i32;
                out.push(Payment { from, to, points, reason });
            }
        };
        let base = i64::from(base);
        push(base, PaymentReason::Win);
        let bonus = i64::from(self.rules.table.dealer_bonus && dealer_line);
        push(bonus, PaymentReason::DealerBonus);
        let before = base + bonus;
        let hits = self.hits;
        let birds = match self.rules.flat.bird_points {
            BirdPoints::One => i64::from(hits),
            BirdPoints::Two => 2 * i64::from(hits),
            // Capped: 2^20 is far past any table's stake.
            BirdPoints::Doubling => before * ((1i64 << hits.min(20)) - 1),
        };
        push(birds, PaymentReason::Birds { hits });
        if self.doubled {
            push(before + birds, PaymentReason::NoWildcardDouble);
        }
    }
}

/// Every payment line of one flat-table win: `winner` wins as `kind`,
/// `dealer` dealing, with `hits` bird hits; `holds_wildcard` when the
/// winning hand holds a 红中 (no 无红中加倍). Sums to the win's deltas.
///
/// ```
/// use majiang_core::{RuleSet, game::flat::{FlatWin, win_payments}};
/// // §4.1 Z6: A (seat 0) robs C's 补杠, 2 bird hits, 包三家: C pays 12.
/// let lines = win_payments(&RuleSet::zhuanzhuan(), 0, FlatWin::RobKong { from: 2 }, 0, false, 2);
/// assert!(lines.iter().all(|p| p.from == 2 && p.to == 0));
/// assert_eq!(lines.iter().map(|p| p.points).sum::<i32>(), 12);
/// ```
#[must_use]
pub fn win_payments(
    rules: &RuleSet,
    winner: usize,
    kind: FlatWin,
    dealer: usize,
    holds_wildcard: bool,
    hits: u32,
) -> Vec<Payment> {
    let lines = Lines { rules, hits, doubled: rules.flat.no_wildcard_double && !holds_wildcard };
    let others = (1..4).map(|k| (winner + k) % 4);
    let involves = |p: usize| p == dealer || winner == dealer;
    let mut out = Vec::new();
    let self_draw = |out: &mut Vec<Payment>, payer: Option<usize>| {
        for p in others.clone() {
            lines.push(payer.unwrap_or(p), winner, FlatOptions::SELF_DRAW, involves(p), out);
        }
    };
    match kind {
        FlatWin::SelfDraw => self_draw(&mut out, None),
        FlatWin::Discard { from } => {
            lines.push(from, winner, FlatOptions::DISCARD, involves(from), &mut out);
        }
        FlatWin::RobKong { from } if rules.flat.rob_kong_pays_all => {
            self_draw(&mut out, Some(from))
        }
        FlatWin::RobKong { from } => match rules.flat.rob_kong {
            RobKong::AsSelfDraw => self_draw(&mut out, None),
            RobKong::AsDiscard | RobKong::Off => {
                lines.push(from, winner, FlatOptions::DISCARD, involves(from), &mut out);
            }
        },
    }
    out
}

/// The lines of a kong laid down by `seat` (`from`: the discarder of a
/// 放杠): 暗杠 [`FlatOptions::CONCEALED_KONG`] and 补杠
/// [`FlatOptions::ADDED_KONG`] from each other player, 放杠 the
/// [`FlatOptions::exposed_kong`] points from the discarder.
#[must_use]
pub fn kong_payments(
    rules: &RuleSet,
    seat: usize,
    meld: Meld,
    from: Option<usize>,
) -> Vec<Payment> {
    let each = |points: u32, reason| {
        (1..4)
            .map(|k| Payment { from: (seat + k) % 4, to: seat, points: points as i32, reason })
            .collect()
    };
    match (meld.kind(), from) {
        (MeldKind::AnGang, _) => each(FlatOptions::CONCEALED_KONG, PaymentReason::ConcealedKong),
        (MeldKind::BuGang, _) => each(FlatOptions::ADDED_KONG, PaymentReason::AddedKong),
        (MeldKind::Gang, Some(p)) => vec![Payment {
            from: p,
            to: seat,
            points: rules.flat.exposed_kong.points() as i32,
            reason: PaymentReason::ExposedKong,
        }],
        _ => Vec::new(),
    }
}

/// What a flat table's game keeps beyond the Changsha engine's state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct FlatState {
    /// Every line paid so far.
    pub(crate) payments: Vec<Payment>,
    /// Kong lines paid before a resumption ([`crate::game::MidHand::kong_lines`]):
    /// in the scores already, not in this game's deltas, but a drawn hand
    /// gives them back like the rest.
    pub(crate) paid_before: Vec<Payment>,
    /// Per seat, bit `id`: a 碰 of that kind made holding three (a kong
    /// passed, 过杠): its 补杠 earns no points (\[SY-ZZ\] `isPassGang`).
    pub(crate) passed_kongs: [u64; 4],
}

impl FlatState {
    /// Every kong line of the hand so far, those before a resumption first.
    pub(crate) fn kong_lines(&self) -> impl Iterator<Item = &Payment> {
        let kong = |p: &&Payment| {
            matches!(
                p.reason,
                PaymentReason::ConcealedKong
                    | PaymentReason::AddedKong
                    | PaymentReason::ExposedKong
            )
        };
        self.paid_before.iter().chain(self.payments.iter().filter(kong))
    }
}

fn sum(lines: &[Payment]) -> [i32; 4] {
    let mut d = [0; 4];
    for p in lines {
        settle_add(&mut d, p.deltas());
    }
    d
}

/// The flat Hunan tables, 转转麻将 and 红中麻将: the family of the
/// `zhuanzhuan` and `hongzhong` presets ([`Scoring::Flat`](crate::Scoring::Flat)).
/// Every win pays the same (不分大小胡); 长沙's 开杠, opening wins and 海底
/// offer are never played, whatever the table options say.
#[derive(Debug, Clone, Copy)]
pub struct Hunan;

impl TableFamily for Hunan {
    fn prevalent_wind(_: &RuleSet) -> Option<crate::tile::Wind> {
        None
    }

    fn set_prevalent_wind(_: &mut RuleSet, wind: i64) -> Result<()> {
        Err(crate::family::no_winds(wind))
    }

    fn value(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Result<HandValue> {
        crate::family::changsha::value::value(hand, rules, s, Unit::Alike)
    }

    fn win_value(rules: &RuleSet, win: &WinRecord) -> HandValue {
        crate::family::changsha::value::win_value(rules, win, Unit::Alike)
    }

    const WIN_VALUE: WinValue = WinValue::Alike;

    /// Every hand pays alike: the engine's self-draw lines for a non-dealer
    /// with no bird hit (birds are a draw of the wall, not of the hand),
    /// doubled by 无红中加倍 for a hand holding no 红中.
    fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
        if !crate::win::is_win(hand, rules) {
            return Err(Error::BadSetup(format!("{hand} does not win")));
        }
        let holds = Game::holds_wildcard(hand, rules);
        let lines = win_payments(rules, 1, FlatWin::SelfDraw, 0, holds, 0);
        Ok((lines.iter().map(|p| p.points.unsigned_abs()).sum(), false))
    }

    /// By seat (and never a 红中) under [`BirdRule::BySeat`]; the hits as
    /// the engine counts them.
    fn bird(rules: &RuleSet, t: Tile, dealer: usize, target: usize) -> (Option<usize>, u32) {
        let by_seat = rules.flat.bird_rule == BirdRule::BySeat && !t.is_honour();
        let seat = by_seat.then(|| crate::score::bird_seat(t, dealer));
        (seat, bird_hits(rules, &[t], target, dealer))
    }

    fn exchange_tiles(_: &RuleSet) -> u8 {
        0
    }

    fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>> {
        Ok(Some(crate::shanten(hand, rules)))
    }

    fn refuses_chosen_wildcard(rules: &RuleSet) -> Option<String> {
        Some(format!("the {} rules' only wildcard is 红中 (5z): use --rules hongzhong", rules.name))
    }

    fn target_name(t: crate::rules::Target) -> (&'static str, &'static str) {
        super::names::target_name(t)
    }

    fn setup_default(_: &crate::game::Observation<'_>) -> Option<Action> {
        None
    }

    const FOREIGN_OPTION: &'static str =
        "an option of the flat tables (zhuanzhuan, hongzhong), not of these rules";

    fn refuses_common_option(_: &str, _: i64) -> Option<&'static str> {
        None
    }

    fn refuses_wildcard() -> Option<&'static str> {
        None
    }

    const PLAYS_RED_DRAGONS: bool = true;

    fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
        Ok(crate::win::is_win(hand, rules))
    }

    fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
        crate::win::waits(hand, rules)
    }

    fn draw<S: Sink>(
        game: &mut Game,
        _: usize,
        back: bool,
        _: &mut S,
    ) -> Option<(Tile, crate::game::DrawSource)> {
        game.plain_draw(back)
    }

    fn turn_win(_: &Game, _: usize, _: crate::game::TurnStart, shape: bool) -> bool {
        shape
    }

    fn illegal<S: Sink>(_: &mut Game, _: usize, _: Action, _: &mut S) -> Option<Result<()>> {
        None
    }

    fn start_hand(game: &mut Game) {
        game.begin_first_turn();
    }

    fn first_draw_is_first_turn(_: &Game, _: usize) -> bool {
        false
    }

    fn one_winner_per_discard(rules: &RuleSet) -> bool {
        !rules.flat.multiple_winners
    }

    /// 点炮胡 off (仅自摸), 抢杠胡 off, and 有红中不接炮 (a hand holding 红中
    /// wins only by self-draw, and by robbing a kong under 有红中可抢杠胡).
    fn may_win_on(game: &Game, seat: usize, offer: Offer) -> bool {
        let f = &game.rules.flat;
        let holds = Game::holds_wildcard(&game.seats[seat].hand, &game.rules);
        match offer {
            Offer::RobKong(_) => {
                f.rob_kong != RobKong::Off
                    && !(holds && f.wildcard_self_draw_only && !f.wildcard_robs_kong)
            }
            _ => f.discard_wins && !(holds && f.wildcard_self_draw_only),
        }
    }

    fn on_claim(game: &mut Game, seat: usize, action: Action, t: Tile) {
        if action == Action::Peng && game.seats[seat].hand.concealed().get(t) == 3 {
            // 过杠: a 碰 where a kong was possible; its later 补杠 earns nothing.
            game.flat.passed_kongs[seat] |= 1 << t.id();
        }
    }

    fn pay_kong<S: Sink>(
        game: &mut Game,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        sink: &mut S,
    ) {
        game.pay_flat_kong(seat, meld, from, sink);
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
        game.finish_flat_wins(winners, from, sink);
    }

    fn exhaustive_draw<S: Sink>(game: &mut Game, last_taker: usize, sink: &mut S) {
        sink.push(Event::ExhaustiveDraw);
        game.void_flat_kongs(sink);
        game.finish_drawn(last_taker, sink);
    }

    fn mid_hand_state() -> MidHandState {
        MidHandState { kong_lines: true, ca_gua: false, passed_kongs: true, voids: false }
    }

    fn resume(game: &mut Game, mid: &MidHand) {
        game.flat.paid_before.clone_from(&mid.kong_lines);
        game.flat.passed_kongs = mid.passed_kongs.map(TileSet::bits);
    }

    fn kong_lines(game: &Game) -> Vec<Payment> {
        game.flat.kong_lines().copied().collect()
    }

    fn discard_hides_state(_: &Game, _: usize) -> bool {
        false
    }

    const OPTIONS: &'static [RuleOption] = super::options::OPTIONS;

    const ANALYZE_WIN_INSTEAD: Option<&'static str> = None;

    type RulesRecord = FlatRecord;

    const RECORD_KEY: Option<&'static str> = Some("flat");

    fn rules_record(rules: &RuleSet) -> Option<FlatRecord> {
        FlatRecord::of(rules)
    }

    fn apply_rules_record(part: Option<&FlatRecord>, r: &mut RuleSet) -> Result<()> {
        FlatRecord::apply_or_changsha(part, r)
    }
}

impl Game {
    /// True when `seat`'s hand holds a 红中 (the wildcard of a flat table).
    pub(crate) fn holds_wildcard(hand: &Hand, rules: &RuleSet) -> bool {
        rules.wildcard.is_some_and(|w| hand.concealed().get(w) > 0)
    }

    /// Pays a kong's points at once (flat tables).
    pub(crate) fn pay_flat_kong<S: Sink>(
        &mut self,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        sink: &mut S,
    ) {
        let passed = self.flat.passed_kongs[seat] >> meld.tile().id() & 1 == 1;
        if meld.kind() == MeldKind::BuGang && passed {
            return;
        }
        let lines = kong_payments(&self.rules, seat, meld, from);
        if lines.is_empty() {
            return;
        }
        let d = sum(&lines);
        settle_add(&mut self.deltas, d);
        self.flat.payments.extend(lines);
        sink.push(Event::Settled { reason: SettleReason::KongFee, deltas: d });
    }

    /// After a drawn hand, gives back every kong's points unless they stand
    /// (`kong_points_on_draw`).
    pub(crate) fn void_flat_kongs<S: Sink>(&mut self, sink: &mut S) {
        if self.rules.flat.kong_points_on_draw {
            return;
        }
        let back: Vec<Payment> = self
            .flat
            .kong_lines()
            .map(|p| Payment {
                from: p.to,
                to: p.from,
                points: p.points,
                reason: PaymentReason::KongVoided,
            })
            .collect();
        if back.is_empty() {
            return;
        }
        let d = sum(&back);
        settle_add(&mut self.deltas, d);
        self.flat.payments.extend(back);
        sink.push(Event::Settled { reason: SettleReason::KongFee, deltas: d });
    }

    /// The birds of a flat win, from the end of the wall: a short wall
    /// gives what is left, an empty wall none (一鸟全中 then takes the win
    /// tile, \[SY-ZZ\]).
    fn draw_flat_birds(&mut self, win_tile: Option<Tile>) -> Vec<Tile> {
        let n = birds_wanted(&self.rules, win_tile);
        let birds: Vec<Tile> = (0..n).map_while(|_| self.wall.draw_back()).collect();
        match (birds.is_empty(), self.rules.flat.bird_rule, win_tile) {
            (true, BirdRule::OneBirdAll, Some(t)) => vec![t],
            _ => birds,
        }
    }

    /// Ends a flat-table hand with these wins (`from` the discarder or the
    /// robbed konger, `None` for a self-draw): birds, every line, next dealer.
    pub(crate) fn finish_flat_wins<S: Sink>(
        &mut self,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        let win_tile = winners.first().and_then(|w| w.1);
        let birds = self.draw_flat_birds(win_tile);
        let mut wins = Vec::with_capacity(winners.len());
        let mut total = [0i32; 4];
        for &(seat, tile, ctx, hand) in winners {
            let kind = match from {
                None => FlatWin::SelfDraw,
                Some(p) if ctx.robbed_kong => FlatWin::RobKong { from: p },
                Some(p) => FlatWin::Discard { from: p },
            };
            let target = if winners.len() > 1 { from.unwrap_or(seat) } else { seat };
            let hits = bird_hits(&self.rules, &birds, target, self.dealer);
            let holds = Game::holds_wildcard(&hand, &self.rules);
            let lines = win_payments(&self.rules, seat, kind, self.dealer, holds, hits);
            let deltas = sum(&lines);
            settle_add(&mut total, deltas);
            self.flat.payments.extend_from_slice(&lines);
            let analysis = WinAnalysis {
                small: true,
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
                fan: None,
                fans: None,
            };
            if S::ON {
                sink.push(Event::Won(record.clone()));
            }
            wins.push(record);
        }
        self.close_wins(wins, birds, total, from, sink);
    }
}
