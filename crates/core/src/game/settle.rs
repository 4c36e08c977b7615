//! The end every family's win shares: the totals added up, the birds shown,
//! the next dealer. What a win is worth and who pays it is the family's
//! (`crate::family`).

use super::Game;
use super::event::{Event, SettleReason, Sink};
use super::result::WinRecord;
use crate::rules::NextDealer;
use crate::tile::Tile;

/// Adds one payment to a total. Never saturates: a hand's payments are
/// bounded (see `SCORE_LIMIT`); saturating rather than wrapping keeps even
/// a broken bound from turning a winner into a loser.
pub(crate) fn add(total: &mut [i32; 4], d: [i32; 4]) {
    for (t, x) in total.iter_mut().zip(d) {
        *t = t.saturating_add(x);
    }
}

impl Game {
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
