//! Where the engine meets the scoring rules: every payment of a hand goes
//! through here (opening wins, kong fees, wins with their birds). The
//! amounts come from [`crate::score`]; this file only decides who is paid
//! for what and which tiles are the birds.

use super::event::{Event, SettleReason, Sink};
use super::result::{OpeningRecord, WinRecord};
use super::{Game, payers};
use crate::hand::Hand;
use crate::rules::NextDealer;
use crate::score::{WinContext, analyze_win, opening_wins, settle_opening, settle_win};
use crate::tile::Tile;
use crate::win::is_win;

/// Adds one payment to a total. Never saturates: a hand's payments are
/// bounded (see `SCORE_LIMIT`); saturating rather than wrapping keeps even
/// a broken bound from turning a winner into a loser.
pub(crate) fn add(total: &mut [i32; 4], d: [i32; 4]) {
    for (t, x) in total.iter_mut().zip(d) {
        *t = t.saturating_add(x);
    }
}

impl Game {
    /// Declares and pays every opening win (起手胡) of the dealt hands,
    /// dealer first.
    pub(crate) fn settle_openings(&mut self) {
        if !self.rules.table.opening_wins || !self.changsha_table() {
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
    pub(crate) fn finish_wins<S: Sink>(
        &mut self,
        winners: &[(usize, Option<Tile>, WinContext, Hand)],
        from: Option<usize>,
        sink: &mut S,
    ) {
        if self.sichuan_table() {
            self.sichuan_wins(winners, from, sink);
            return;
        }
        if self.flat_table() {
            self.finish_flat_wins(winners, from, sink);
            return;
        }
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
            let record =
                WinRecord { seat, from, tile, analysis, deltas, payments: Vec::new(), fan: None };
            if S::ON {
                sink.push(Event::Won(record.clone()));
            }
            wins.push(record);
        }
        self.close_wins(wins, birds, total, from, sink);
    }

    /// The end every table's win shares: the birds shown, the wins' points
    /// (`total`) settled, and the next dealer by the rules (`from` the
    /// discarder or robbed konger, `None` for a self-draw).
    pub(crate) fn close_wins<S: Sink>(
        &mut self,
        wins: Vec<WinRecord>,
        birds: Vec<Tile>,
        total: [i32; 4],
        from: Option<usize>,
        sink: &mut S,
    ) {
        if S::ON && !birds.is_empty() {
            sink.push(Event::BirdsFlipped { tiles: birds.clone() });
        }
        add(&mut self.deltas, total);
        sink.push(Event::Settled { reason: SettleReason::Win, deltas: total });
        let next = match self.rules.table.next_dealer {
            NextDealer::Winner if wins.len() == 1 => wins[0].seat,
            NextDealer::Winner => from.expect("several winners share one payer"),
            NextDealer::KeepOrNext if wins.iter().any(|w| w.seat == self.dealer) => self.dealer,
            NextDealer::KeepOrNext | NextDealer::Rotate => (self.dealer + 1) % 4,
        };
        self.finish(wins, birds, next, sink);
    }
}
