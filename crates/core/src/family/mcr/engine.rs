//! 国标麻将 at the table: flowers set aside and replaced (补花), the 8-fan
//! minimum as the legal list's law, the win's situation from what the
//! table knows, the payments (base 8 + fan), and Botzone's 错和 penalty.
//!
//! The fans of a win are [`super::score`]'s; this module decides when a win
//! may be declared, with which [`Situation`], and who pays whom.
//!
//! # Rules as implemented
//! - **Flowers.** Without changing [`Tile`] (34 kinds), the wall holds the
//!   136 tiles and the 8 flowers are *slots* among them: each time a tile is
//!   taken (from the front, or from the end for a replacement), the slot
//!   taken is a flower with probability flowers-left / (flowers-left +
//!   tiles-left), decided by a hash of the wall left, the flowers left and
//!   the end taken from. That is the law of a uniformly shuffled 144-tile
//!   wall, deterministic per seed (the wall is the seed's), and a resumed
//!   hand ([`crate::game::MidHand`]: its wall and its table's flower
//!   counts) deals the same flowers as the original. A flower is set aside
//!   ([`PublicSeat::flowers`](crate::game::PublicSeat::flowers)) and
//!   replaced from the end of the wall, again and again while flowers come;
//!   the replacement of a front draw is an ordinary draw (no 杠上开花). At
//!   the deal each seat takes its 14 or 13 slots, then 补花 from the end, the
//!   dealer first. With `mcr.flowers` off the wall has no flowers. The
//!   flowers show on the table (every observation's `PublicSeat::flowers`),
//!   as a [`Flower`](crate::game::Event::Flower) event each (those of the
//!   deal among [`Game::opening_events`]), in the
//!   [`Drew`](crate::game::Event::Drew) event of the tile that replaces them
//!   (its source is the end of the wall even for an ordinary draw) and in
//!   each win's 花牌.
//! - **Claims.** 吃 from the left only, 碰 / 明杠 from anyone, 暗杠 / 补杠 on
//!   one's turn, 抢杠和 of a 补杠 only; priority 和 > 碰/杠 > 吃; one winner
//!   per discard (the first in turn order after the discarder). No kong
//!   money. The engine's 过胡 lock applies (a seat that passes a win may not
//!   win on another's tile before its next draw).
//! - **The minimum.** A win is in the legal list only when its score in its
//!   situation reaches `mcr.minimum` (flowers counted only with
//!   `mcr.flowers_count`); a win chosen anyway is refused naming the fan
//!   reached, or, with `mcr.false_win_penalty`, costs the false winner 30
//!   (10 to each other player) and ends the hand.
//! - **The situation** ([`Situation`]): self-drawn or not, 和绝张 (the other
//!   three copies of the winning tile lie in the discards and melds), a
//!   kong's replacement (杠上开花) or a robbed 补杠 (抢杠和), the wall's last
//!   tile (妙手回春 drawn, 海底捞月 on the last discard), the seat's wind (the
//!   dealer is East) and the prevalent wind `mcr.round`, the flowers held.
//! - **Payments**, base 8: on a discard (or a robbed kong) the discarder
//!   pays 8 + fan and each other player 8; a self-draw, each of the three
//!   pays 8 + fan; an exhaustive draw (荒牌) pays nothing. The fan paid is
//!   the score's total, flowers included. The deal passes to the next seat
//!   after every hand (no dealer repeat).
//!
//! ```
//! use majiang_core::{RuleSet, ai::Level, game::play_hand};
//! let rules = RuleSet::mcr();
//! let mut seats: Vec<_> = (0..4).map(|s| Level::Hard.player(s)).collect();
//! let [a, b, c, d] = &mut seats[..] else { unreachable!() };
//! let result = play_hand(&rules, 7, 0, &mut [a, b, c, d])?;
//! assert_eq!(result.deltas.iter().sum::<i32>(), 0);
//! for w in &result.wins {
//!     assert!(w.fans.as_ref().unwrap().without_flowers() >= 8);
//! }
//! # Ok::<(), majiang_core::Error>(())
//! ```

use super::record::McrRecord;
use super::{Fan, Score, Situation, Wind};
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::family::{MidHandState, TableFamily, WinValue, Winner};
use crate::game::event::{Event, SettleReason, Sink};
use crate::game::result::{Payment, PaymentReason, WinRecord};
use crate::game::{Action, DrawSource, Game, MidHand, Offer, Phase, TurnStart, Wall, settle_add};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::options::RuleOption;
use crate::rules::{RuleSet, Target};
use crate::score::WinAnalysis;
use crate::tile::{Tile, TileSet};
use crate::value::{HandValue, WinSituation};

/// The base of every payment line (底分).
pub const BASE: i32 = 8;

/// The flowers of the set (春夏秋冬梅兰竹菊).
pub const FLOWERS: u8 = 8;

/// What a false win (错和) costs under the Botzone penalty, to each other
/// player.
pub const FALSE_WIN_EACH: i32 = 10;

/// 国标麻将: the family of the `mcr` preset
/// ([`Scoring::Mcr`](crate::Scoring::Mcr)).
#[derive(Debug, Clone, Copy)]
pub struct Mcr;

/// The wind of `seat` in a hand `dealer` deals: the dealer sits East, the
/// next seat South, and so on.
#[must_use]
pub const fn seat_wind(seat: usize, dealer: usize) -> Wind {
    Wind::ALL[crate::expert::Place::of(seat, dealer).after_dealer()]
}

/// Whether `score` reaches the minimum of `rules`.
#[must_use]
pub fn meets_minimum(score: &Score, rules: &RuleSet) -> bool {
    score.meets(u32::from(rules.mcr.minimum), rules.mcr.flowers_count)
}

/// True when the `3n+2` `hand` forms an MCR winning shape (any fan).
fn shape_wins(hand: &Hand) -> Result<bool> {
    if !hand.is_complete_size() {
        return Ok(false);
    }
    // Which tile came last does not change whether the tiles form a shape.
    let Some(t) = hand.concealed().tiles().next() else { return Ok(false) };
    Ok(super::score(hand, &Situation::on_discard(t))?.is_some())
}

/// The best score of the `3n+2` `hand` won by self-draw on one of
/// `candidates` in `base`'s situation (its `win` replaced), with the tile.
fn best_of(
    hand: &Hand,
    candidates: impl Iterator<Item = Tile>,
    base: Situation,
) -> Option<(Tile, Score)> {
    candidates
        .filter_map(|t| {
            let s = Situation { win: t, ..base };
            super::score(hand, &s).ok().flatten().map(|score| (t, score))
        })
        .max_by_key(|(_, s)| s.total())
}

/// The message refusing a win under the minimum, naming the fan reached.
fn refusal(rules: &RuleSet, s: &Score) -> String {
    let with = rules.mcr.flowers_count;
    let fan = if with { s.total() } else { s.without_flowers() };
    let fans: Vec<String> = s
        .fans()
        .filter(|f| with || f.fan != Fan::FlowerTiles)
        .map(|f| match f.count {
            1 => format!("{} {}", f.fan.chinese(), f.fan.value()),
            n => format!("{} {}×{n}", f.fan.chinese(), f.fan.value()),
        })
        .collect();
    format!(
        "a win needs {} fan {} flowers; this one is {fan}: {}",
        rules.mcr.minimum,
        if with { "with" } else { "without" },
        fans.join(", ")
    )
}

/// A seed mixed over the state a flower draw depends on (splitmix64's
/// finaliser over FNV-1a): the wall left, the flowers left, the end.
fn flower_hash(wall: &[Tile], flowers_left: u8, back: bool) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64 ^ (u64::from(flowers_left) << 1) ^ u64::from(back);
    for t in wall {
        h = (h ^ u64::from(t.id())).wrapping_mul(0x0100_0000_01b3);
    }
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

impl TableFamily for Mcr {
    fn prevalent_wind(rules: &RuleSet) -> Option<Wind> {
        Some(rules.mcr.round)
    }

    fn set_prevalent_wind(rules: &mut RuleSet, wind: i64) -> Result<()> {
        rules.set_mcr_round(wind)
    }

    fn value(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Result<HandValue> {
        super::value(hand, rules, s)
    }

    fn win_value(rules: &RuleSet, win: &WinRecord) -> HandValue {
        super::score_value(win.fans.as_ref(), rules)
    }

    const WIN_VALUE: WinValue = WinValue::McrFan;

    /// 8 + fan from each of the three others for the best self-drawn
    /// reading (a non-dealer, the East round, no flowers); 0 when the win is
    /// under the minimum. Every win that reaches it counts as big.
    fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
        let base = Situation {
            self_drawn: true,
            seat: Wind::South,
            round: rules.mcr.round,
            ..Situation::on_discard(Tile::from_index_unchecked(0))
        };
        let (_, s) = best_of(hand, hand.concealed().tiles(), base)
            .ok_or_else(|| Error::BadSetup(format!("{hand} does not win under 国标")))?;
        if !meets_minimum(&s, rules) {
            return Ok((0, false));
        }
        Ok((3 * (BASE as u32 + s.total()), true))
    }

    /// 国标 has no birds.
    fn bird(_: &RuleSet, _: Tile, _: usize, _: usize) -> (Option<usize>, u32) {
        (None, 0)
    }

    fn exchange_tiles(_: &RuleSet) -> u8 {
        0
    }

    /// Over every MCR form; a `3n+2` hand is -1 when it forms a shape, else
    /// its best discard's (as [`crate::shanten`](fn@crate::shanten) counts).
    fn shanten(hand: &Hand, _: &RuleSet) -> Result<Option<i8>> {
        if !hand.is_complete_size() {
            return Ok(Some(super::shanten(hand)?));
        }
        if shape_wins(hand)? {
            return Ok(Some(-1));
        }
        let mut best = None;
        for t in hand.concealed().kinds() {
            let mut h = *hand;
            h.pop_unchecked(t);
            let s = super::shanten(&h)?;
            best = Some(best.map_or(s, |b: i8| b.min(s)));
        }
        Ok(best)
    }

    fn refuses_chosen_wildcard(_: &RuleSet) -> Option<String> {
        Some("the mcr rules have no wildcard".to_string())
    }

    fn target_name(t: Target) -> (&'static str, &'static str) {
        super::names::target_name(t)
    }

    fn setup_default(_: &crate::game::Observation<'_>) -> Option<Action> {
        None
    }

    const FOREIGN_OPTION: &'static str = "an option of 国标麻将 (mcr), not of these rules";

    fn refuses_common_option(name: &str, value: i64) -> Option<&'static str> {
        super::presets::refuses_common_option(name, value)
    }

    fn refuses_wildcard() -> Option<&'static str> {
        Some("国标 (mcr) plays no wildcard: remove it or use another preset")
    }

    const PLAYS_RED_DRAGONS: bool = false;

    fn wins(hand: &Hand, _: &RuleSet) -> Result<bool> {
        shape_wins(hand)
    }

    fn waits(hand: &Hand, _: &RuleSet) -> Result<TileSet> {
        super::winning_tiles(hand)
    }

    fn start_hand(game: &mut Game) {
        if game.rules.mcr.flowers {
            game.deal_flowers();
        }
        game.begin_first_turn();
    }

    fn draw<S: Sink>(
        game: &mut Game,
        seat: usize,
        back: bool,
        sink: &mut S,
    ) -> Option<(Tile, DrawSource)> {
        game.mcr_draw(seat, back, sink)
    }

    /// The tiles form a shape (the engine asked [`Mcr::waits`] or
    /// [`Mcr::wins`]) and the best self-drawn reading reaches the minimum;
    /// never after a claim. The shape first: most turns have none, and
    /// pricing a hand is the dear part.
    fn turn_win(game: &Game, seat: usize, start: TurnStart, shape: bool) -> bool {
        shape
            && start != TurnStart::Claimed
            && game
                .self_drawn_score(seat, start)
                .is_some_and(|(_, s)| meets_minimum(&s, &game.rules))
    }

    /// A win chosen where none is legal: with the 错和 penalty, the false
    /// winner pays and the hand ends; else, when the tiles form a shape under
    /// the minimum, the refusal names the fan reached.
    fn illegal<S: Sink>(
        game: &mut Game,
        seat: usize,
        action: Action,
        sink: &mut S,
    ) -> Option<Result<()>> {
        if action != Action::Hu {
            return None;
        }
        if game.rules.mcr.false_win_penalty {
            game.false_win(seat, sink);
            return Some(Ok(()));
        }
        let reached = match game.phase {
            Phase::Turn { .. } if game.turn_start != TurnStart::Claimed => {
                game.self_drawn_score(seat, game.turn_start).map(|(_, s)| s)
            }
            Phase::Claim { offer: Offer::Discard(t), .. } => game.claim_score(seat, t, false),
            Phase::Claim { offer: Offer::RobKong(t), .. } => game.claim_score(seat, t, true),
            _ => None,
        }?;
        // A win that reaches the minimum is refused for another reason (过胡).
        if meets_minimum(&reached, &game.rules) {
            return None;
        }
        Some(Err(Error::IllegalAction(refusal(&game.rules, &reached))))
    }

    /// 国标 has no 天和 / 地和.
    fn first_draw_is_first_turn(_: &Game, _: usize) -> bool {
        false
    }

    fn one_winner_per_discard(_: &RuleSet) -> bool {
        true
    }

    /// A discard or a robbed 补杠, when the win reaches the minimum.
    fn may_win_on(game: &Game, seat: usize, offer: Offer) -> bool {
        let score = match offer {
            Offer::Discard(t) => game.claim_score(seat, t, false),
            Offer::RobKong(t) => game.claim_score(seat, t, true),
            Offer::Haidi(_) | Offer::KongFlip(_) => None,
        };
        score.is_some_and(|s| meets_minimum(&s, &game.rules))
    }

    fn on_claim(_: &mut Game, _: usize, _: Action, _: Tile) {}

    /// Kongs score only through fans.
    fn pay_kong<S: Sink>(_: &mut Game, _: usize, _: Meld, _: Option<usize>, _: &mut S) {}

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
        game.mcr_win(winners, from, sink);
    }

    /// 荒牌: nothing is paid; the deal passes.
    fn exhaustive_draw<S: Sink>(game: &mut Game, _: usize, sink: &mut S) {
        sink.push(Event::ExhaustiveDraw);
        let next = (game.dealer + 1) % 4;
        game.finish(Vec::new(), Vec::new(), next, sink);
    }

    fn mid_hand_state() -> MidHandState {
        MidHandState { kong_lines: false, ca_gua: false, passed_kongs: false, voids: false }
    }

    /// Nothing beyond the table: the flowers are on it, the round in the
    /// rules.
    fn resume(_: &mut Game, _: &MidHand) {}

    fn kong_lines(_: &Game) -> Vec<Payment> {
        Vec::new()
    }

    fn discard_hides_state(_: &Game, _: usize) -> bool {
        false
    }

    const OPTIONS: &'static [RuleOption] = super::options::OPTIONS;

    const ANALYZE_WIN_INSTEAD: Option<&'static str> =
        Some("under the mcr rules a hand counts the 81 fans: mcr::score");

    type RulesRecord = McrRecord;

    const RECORD_KEY: Option<&'static str> = Some("mcr");

    fn rules_record(rules: &RuleSet) -> Option<McrRecord> {
        McrRecord::of(rules)
    }

    fn apply_rules_record(part: Option<&McrRecord>, r: &mut RuleSet) -> Result<()> {
        part.map_or(Ok(()), |p| p.apply(r))
    }
}

impl Game {
    /// The flowers not yet set aside.
    fn flowers_left(&self) -> u8 {
        if !self.rules.mcr.flowers {
            return 0;
        }
        let out: u8 = self.table.iter().map(crate::game::PublicSeat::flowers).sum();
        FLOWERS.saturating_sub(out)
    }

    /// Whether the next slot taken from the front (or the end, `back`) is a
    /// flower (see the module docs).
    fn flower_next(&self, back: bool) -> bool {
        let f = self.flowers_left();
        if f == 0 {
            return false;
        }
        let slots = u64::from(f) + self.wall.len() as u64;
        flower_hash(self.wall.remaining(), f, back) % slots < u64::from(f)
    }

    /// `seat` takes a tile (from the end when `back`), setting each flower
    /// aside (an [`Event::Flower`] each) and replacing it from the end (补花).
    pub(crate) fn mcr_draw<S: Sink>(
        &mut self,
        seat: usize,
        back: bool,
        sink: &mut S,
    ) -> Option<(Tile, DrawSource)> {
        let mut back = back;
        loop {
            if self.wall.is_empty() {
                return None;
            }
            if self.flower_next(back) {
                self.table[seat].add_flower();
                sink.push(Event::Flower { seat });
                back = true;
                continue;
            }
            return if back {
                self.wall.draw_back().map(|t| (t, DrawSource::Replacement))
            } else {
                self.wall.draw_front().map(|t| (t, DrawSource::Wall))
            };
        }
    }

    /// Deals again from the fresh wall with the flowers among its slots:
    /// each seat's 14 or 13 slots from the front, then 补花 from the end in
    /// turn from the dealer. The replacements are part of the deal, not
    /// draws: the hands still hold 53 tiles (a resumed hand counts the
    /// tiles taken beyond those as its draws). The flowers are kept for the
    /// opening events, which the deal has no sink for.
    pub(crate) fn deal_flowers(&mut self) {
        let Ok(wall) = Wall::from_tiles(&self.rules, self.wall.tiles()) else { return };
        self.wall = wall;
        let mut hands = [Counts::EMPTY; 4];
        let mut owed = [0u8; 4];
        for k in 0..4 {
            let seat = (self.dealer + k) % 4;
            let slots = if k == 0 { 14 } else { 13 };
            for _ in 0..slots {
                if self.flower_next(false) {
                    self.table[seat].add_flower();
                    owed[seat] += 1;
                } else if let Some(t) = self.wall.draw_front() {
                    hands[seat].0[t.index()] += 1;
                }
            }
        }
        for k in 0..4 {
            let seat = (self.dealer + k) % 4;
            for _ in 0..owed[seat] {
                if let Some((t, _)) = self.mcr_draw(seat, true, &mut crate::game::event::Quiet) {
                    hands[seat].0[t.index()] += 1;
                }
            }
        }
        self.dealt = hands;
        self.dealt_flowers = self.table.map(|p| p.flowers());
        for (s, h) in hands.iter().enumerate() {
            self.seats[s].hand = Hand::dealt(*h);
            self.seats[s].waits_ok = false;
            self.table[s].set_concealed_tiles(h.total());
        }
    }

    /// The situation of `seat` winning on `win` as the table knows it.
    fn mcr_situation(&self, seat: usize, win: Tile, self_drawn: bool, kong: bool) -> Situation {
        // On a discard the winning tile itself still lies in the discards.
        let seen: usize = self
            .table
            .iter()
            .map(|p| {
                p.discards().iter().filter(|d| !d.claimed && d.tile == win).count()
                    + p.melds()
                        .iter()
                        .map(|m| m.tiles().filter(|&t| t == win).count())
                        .sum::<usize>()
            })
            .sum();
        let others = seen.saturating_sub(usize::from(!self_drawn && !kong));
        // 抢杠和 is the last copy by nature (its fan excludes 和绝张).
        let robbed = kong && !self_drawn;
        Situation {
            win,
            self_drawn,
            last_copy: !robbed && others >= 3,
            kong,
            last_tile: self.wall.is_empty() && !robbed,
            seat: seat_wind(seat, self.dealer),
            round: self.rules.mcr.round,
            flowers: self.table[seat].flowers(),
        }
    }

    /// The best self-drawn score of `seat`'s `3n+2` hand on the turn begun
    /// by `start`, with its winning tile (the drawn one; for the dealer's
    /// dealt 14, the reading worth the most).
    pub(crate) fn self_drawn_score(&self, seat: usize, start: TurnStart) -> Option<(Tile, Score)> {
        let s = &self.seats[seat];
        let kong = start == TurnStart::Replacement;
        let pick = |t: Tile| {
            let sit = self.mcr_situation(seat, t, true, kong);
            super::score(&s.hand, &sit).ok().flatten().map(|score| (t, score))
        };
        match (start, s.drawn) {
            (TurnStart::Dealt, _) | (_, None) => {
                s.hand.concealed().tiles().filter_map(pick).max_by_key(|(_, sc)| sc.total())
            }
            (_, Some(t)) => pick(t),
        }
    }

    /// The score of `seat` winning on another's `t`: a discard, or a robbed
    /// 补杠 (`robbed`).
    pub(crate) fn claim_score(&self, seat: usize, t: Tile, robbed: bool) -> Option<Score> {
        let hand = self.seats[seat].hand.with_tile(t).ok()?;
        super::score(&hand, &self.mcr_situation(seat, t, false, robbed)).ok().flatten()
    }

    /// Settles the (one) win and ends the hand.
    fn mcr_win<S: Sink>(&mut self, winners: &[Winner], from: Option<usize>, sink: &mut S) {
        let Some(&(seat, tile, ctx, hand)) = winners.first() else { return };
        let scored = match (from, tile) {
            (None, _) => self.self_drawn_score(seat, self.turn_start),
            (Some(_), Some(t)) => self.claim_score(seat, t, ctx.robbed_kong).map(|s| (t, s)),
            (Some(_), None) => None,
        };
        let Some((win, score)) = scored else {
            // Unreachable: a win is legal only once it scores.
            let next = (self.dealer + 1) % 4;
            self.finish(Vec::new(), Vec::new(), next, sink);
            return;
        };
        let fan = i32::try_from(score.total()).unwrap_or(i32::MAX / 8);
        let lines: Vec<Payment> = (0..4)
            .filter(|&s| s != seat)
            .map(|s| Payment {
                from: s,
                to: seat,
                points: if from.is_none_or(|p| p == s) { BASE + fan } else { BASE },
                reason: PaymentReason::Win,
            })
            .collect();
        let mut deltas = [0i32; 4];
        for p in &lines {
            settle_add(&mut deltas, p.deltas());
        }
        settle_add(&mut self.deltas, deltas);
        self.flat.payments.extend_from_slice(&lines);
        let analysis = WinAnalysis {
            small: false,
            big_hands: Vec::new(),
            units: score.total(),
            targets: crate::win::winning_targets(&hand, &self.rules),
        };
        let record = WinRecord {
            seat,
            from,
            tile: Some(win),
            analysis,
            deltas,
            payments: lines,
            fan: None,
            fans: Some(score),
        };
        if S::ON {
            sink.push(Event::Won(record.clone()));
        }
        sink.push(Event::Settled { reason: SettleReason::Win, deltas });
        let next = (self.dealer + 1) % 4;
        self.finish(vec![record], Vec::new(), next, sink);
    }

    /// 错和 under the Botzone penalty: `seat` pays each other player 10 and
    /// the hand ends with no win.
    fn false_win<S: Sink>(&mut self, seat: usize, sink: &mut S) {
        let lines: Vec<Payment> = (0..4)
            .filter(|&s| s != seat)
            .map(|s| Payment {
                from: seat,
                to: s,
                points: FALSE_WIN_EACH,
                reason: PaymentReason::Win,
            })
            .collect();
        let mut deltas = [0i32; 4];
        for p in &lines {
            settle_add(&mut deltas, p.deltas());
        }
        settle_add(&mut self.deltas, deltas);
        self.flat.payments.extend_from_slice(&lines);
        sink.push(Event::Settled { reason: SettleReason::Win, deltas });
        let next = (self.dealer + 1) % 4;
        self.finish(Vec::new(), Vec::new(), next, sink);
    }
}
