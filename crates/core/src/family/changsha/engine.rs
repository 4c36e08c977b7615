//! 长沙 at the table: the opening wins (起手胡) paid at the deal, the kong
//! fee, the birds (扎鸟) and the wins by small and big hands, and the
//! engine's questions ([`TableFamily`]) answered for 长沙: 开杠 and the
//! 海底 offer are played, every seat offered a win takes it (通炮).
//!
//! The amounts are [`super::score`]'s; this file decides who is paid for
//! what and which tiles are the birds.
use super::score::{WinContext, analyze_win, opening_wins, settle_opening, settle_win};
use crate::error::{Error, Result};
use crate::family::{MidHandState, TableFamily, WinValue, Winner};
use crate::game::event::{Event, SettleReason, Sink};
use crate::game::result::{OpeningRecord, WinRecord};
use crate::game::{Action, Game, MidHand, Offer, Payment, payers, settle_add as add};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::options::RuleOption;
use crate::rules::RuleSet;
use crate::tile::{Tile, TileSet};
use crate::value::{HandValue, Unit, WinSituation};
use crate::win::{is_win, waits};

/// 长沙麻将: the family of the `changsha`, `eval-v1` and `standard` presets
/// ([`Scoring::Changsha`](crate::Scoring::Changsha)).
#[derive(Debug, Clone, Copy)]
pub struct Changsha;

impl TableFamily for Changsha {
    fn prevalent_wind(_: &RuleSet) -> Option<crate::tile::Wind> {
        None
    }

    fn set_prevalent_wind(_: &mut RuleSet, wind: i64) -> Result<()> {
        Err(crate::family::no_winds(wind))
    }

    fn value(hand: &Hand, rules: &RuleSet, s: &WinSituation) -> Result<HandValue> {
        super::value::value(hand, rules, s, Unit::Units)
    }

    fn win_value(rules: &RuleSet, win: &WinRecord) -> HandValue {
        super::value::win_value(rules, win, Unit::Units)
    }

    const WIN_VALUE: WinValue = WinValue::Units;

    fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
        let ctx = WinContext { self_draw: true, ..WinContext::default() };
        let analysis = analyze_win(hand, rules, &ctx)?
            .ok_or_else(|| Error::BadSetup(format!("{hand} does not win")))?;
        Ok((3 * analysis.base_payment(true, rules), analysis.is_big()))
    }

    fn bird(_: &RuleSet, t: Tile, dealer: usize, _: usize) -> (Option<usize>, u32) {
        (Some(super::score::bird_seat(t, dealer)), 0)
    }

    fn exchange_tiles(_: &RuleSet) -> u8 {
        0
    }

    fn shanten(hand: &Hand, rules: &RuleSet) -> Result<Option<i8>> {
        Ok(Some(crate::shanten(hand, rules)))
    }

    fn refuses_chosen_wildcard(_: &RuleSet) -> Option<String> {
        None
    }

    fn target_name(t: crate::rules::Target) -> (&'static str, &'static str) {
        super::names::target_name(t)
    }

    fn setup_default(_: &crate::game::Observation<'_>) -> Option<Action> {
        None
    }

    const FOREIGN_OPTION: &'static str =
        "an option of the Changsha table (changsha, standard, eval-v1), not of these rules";

    fn refuses_common_option(_: &str, _: i64) -> Option<&'static str> {
        None
    }

    fn refuses_wildcard() -> Option<&'static str> {
        None
    }

    const PLAYS_RED_DRAGONS: bool = false;

    fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
        Ok(is_win(hand, rules))
    }

    fn waits(hand: &Hand, rules: &RuleSet) -> Result<TileSet> {
        waits(hand, rules)
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
        game.settle_openings();
        game.begin_first_turn();
    }

    fn first_draw_is_first_turn(_: &Game, _: usize) -> bool {
        false
    }

    fn one_winner_per_discard(_: &RuleSet) -> bool {
        false
    }

    fn may_win_on(_: &Game, _: usize, _: Offer) -> bool {
        true
    }

    fn on_claim(_: &mut Game, _: usize, _: Action, _: Tile) {}

    fn pay_kong<S: Sink>(game: &mut Game, seat: usize, _: Meld, _: Option<usize>, sink: &mut S) {
        game.pay_kong_fee(seat, sink);
    }

    fn haidi_offer(rules: &RuleSet) -> bool {
        rules.table.haidi_offer
    }

    fn kaigang(rules: &RuleSet) -> bool {
        rules.table.kaigang
    }

    fn finish_wins<S: Sink>(
        game: &mut Game,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        game.finish_changsha_wins(winners, from, sink);
    }

    fn exhaustive_draw<S: Sink>(game: &mut Game, last_taker: usize, sink: &mut S) {
        sink.push(Event::ExhaustiveDraw);
        game.finish_drawn(last_taker, sink);
    }

    fn mid_hand_state() -> MidHandState {
        MidHandState { kong_lines: false, ca_gua: false, passed_kongs: false, voids: false }
    }

    fn resume(_: &mut Game, _: &MidHand) {}

    fn kong_lines(_: &Game) -> Vec<Payment> {
        Vec::new()
    }

    fn discard_hides_state(_: &Game, _: usize) -> bool {
        false
    }

    const OPTIONS: &'static [RuleOption] = super::options::OPTIONS;

    const ANALYZE_WIN_INSTEAD: Option<&'static str> = None;

    type RulesRecord = ();

    const RECORD_KEY: Option<&'static str> = None;

    fn rules_record(_: &RuleSet) -> Option<()> {
        None
    }

    fn apply_rules_record(_: Option<&()>, _: &mut RuleSet) -> Result<()> {
        Ok(())
    }
}

impl Game {
    /// Declares and pays every opening win (起手胡) of the dealt hands,
    /// dealer first.
    pub(crate) fn settle_openings(&mut self) {
        if !self.rules.table.opening_wins {
            return;
        }
        for k in 0..4 {
            let seat = (self.dealer + k) % 4;
            for (win, count) in opening_wins(&self.dealt[seat], &self.rules) {
                add(&mut self.deltas, settle_opening(seat, count, self.dealer, &self.rules));
                self.openings.push(OpeningRecord { seat, win, count });
            }
        }
    }

    /// The kong fee (`kong_fee` per other seat), when the rules have one.
    pub(crate) fn pay_kong_fee<S: Sink>(&mut self, seat: usize, sink: &mut S) {
        let fee = self.rules.table.kong_fee.min(crate::score::PAYMENT_LIMIT / 3) as i32;
        if fee == 0 {
            return;
        }
        let mut d = [-fee; 4];
        d[seat] = 3 * fee;
        add(&mut self.deltas, d);
        sink.push(Event::Settled { reason: SettleReason::KongFee, deltas: d });
    }

    /// The flipped tile `seat` wins on when several complete the hand: the
    /// one worth the most units (a small hand counts as none), the first
    /// flipped on a tie.
    pub(crate) fn best_flip(&self, seat: usize, flips: &[Tile], ctx: &WinContext) -> Tile {
        let mut best: Option<(Tile, u32)> = None;
        for &t in flips {
            let hand = self.with_tile(seat, t);
            if !is_win(&hand, &self.rules) {
                continue;
            }
            let value = analyze_win(&hand, &self.rules, ctx)
                .ok()
                .flatten()
                .map_or(0, |a| if a.small { 0 } else { a.units });
            if best.is_none_or(|(_, v)| value > v) {
                best = Some((t, value));
            }
        }
        best.expect("a flip is only won on when one completes the hand").0
    }

    /// The birds of a win: `birds` tiles from the end of the wall (fewer if
    /// it is shorter); on an empty wall, the last tile taken counts for
    /// every bird.
    pub(crate) fn flip_birds(&mut self) -> Vec<Tile> {
        let n = self.rules.table.birds as usize;
        if n == 0 {
            return Vec::new();
        }
        if self.wall.is_empty() {
            return self.last_taken.map(|(_, t)| vec![t; n]).unwrap_or_default();
        }
        (0..n).map_while(|_| self.wall.draw_back()).collect()
    }

    /// Ends the hand with these wins (`from` pays alone, or everyone for a
    /// self-draw): analysis, birds, payments, next dealer.
    pub(crate) fn finish_changsha_wins<S: Sink>(
        &mut self,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        let birds = self.flip_birds();
        let mut wins = Vec::with_capacity(winners.len());
        let mut total = [0i32; 4];
        for &(seat, tile, ctx, hand) in winners {
            let analysis = analyze_win(&hand, &self.rules, &ctx)
                .expect("the engine builds only possible win contexts")
                .expect("the engine only offers 胡 on a winning hand");
            // What a host hands back is checked by the same rule; the
            // engine's own analyses and payers always pass it.
            debug_assert_eq!(analysis.check(payers(from), &self.rules), Ok(()), "{analysis:?}");
            let deltas =
                settle_win(seat, payers(from), &analysis, self.dealer, &birds, &self.rules);
            add(&mut total, deltas);
            let record = WinRecord {
                seat,
                from,
                tile,
                analysis,
                deltas,
                payments: Vec::new(),
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
