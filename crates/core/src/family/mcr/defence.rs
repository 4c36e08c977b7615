//! What EXPERT reads of the other players under 国标, and what each discard
//! risks: for every opponent, the chance it is ready (from its melds and
//! its turns played), and for each kind the chance a ready hand of its
//! direction waits on it; the risk is their product times what a deal-in
//! costs beyond another player's discard win.
//!
//! 国标 has no furiten (振听): a player may win on a kind it discarded
//! itself. A kind an opponent threw is still less likely to be its wait
//! (it chose to let it go), so it weighs a quarter; its neighbours three
//! apart (筋, suji) weigh three quarters for the runs through them. A kind
//! whose copies are all in sight can only be waited on by a run, an honour
//! not at all. Melds show the direction: every meld in one suit and the
//! honours (混一色 / 清一色) leaves the other suits nearly safe, melds all
//! pungs (碰碰和) make runs unlikely.

use crate::counts::Counts;
use crate::game::{Observation, PublicSeat};
use crate::meld::MeldKind;
use crate::tile::{KINDS, Tile};

/// What a deal-in costs beyond another's win: the discarder pays the fan
/// (about 12 at the table) on top of the 8 every loser pays, and the hand
/// would often have been won by someone else anyway.
const DEAL_IN: f32 = 14.0;

/// A ready hand waits on about this many kinds.
const WAIT_KINDS: f32 = 2.0;

/// The risk of each discard, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Danger {
    risk: [f32; KINDS],
    /// The likeliest opponent to be ready, its chance.
    pub(crate) top: f32,
}

impl Danger {
    /// No risk known.
    pub(crate) const NONE: Danger = Danger { risk: [0.0; KINDS], top: 0.0 };

    /// The risks seat `obs.seat` sees, with `unseen` its unseen counts.
    pub(crate) fn observe(obs: &Observation<'_>, unseen: &Counts) -> Danger {
        let mut d = Danger::NONE;
        for (s, seat) in obs.table.iter().enumerate() {
            if s != obs.seat {
                d.add(seat, unseen);
            }
        }
        d
    }

    /// The expected points lost by discarding `t`.
    pub(crate) fn risk(&self, t: Tile) -> f32 {
        self.risk[t.index()]
    }

    /// Adds what `seat` shows.
    pub(crate) fn add(&mut self, seat: &PublicSeat, unseen: &Counts) {
        let melds = seat.melds();
        let n = melds.len() + seat.concealed_kongs() as usize;
        let turns = seat.discards().len() as f32;
        let ready = (0.12 * n as f32 + 0.025 * turns - 0.05).clamp(0.0, 0.8);
        if ready <= 0.0 {
            return;
        }
        self.top = self.top.max(ready);
        // The direction its melds show (two melds or more).
        let suits = melds.iter().filter_map(|m| m.tile().suit()).fold(0u8, |a, s| a | 1 << s as u8);
        let flush = melds.len() >= 2 && suits.count_ones() <= 1;
        let pungs = melds.len() >= 2 && melds.iter().all(|m| m.kind() != MeldKind::Chi);
        let u = unseen.as_array();
        let thrown = |k: usize| seat.discards().iter().any(|d| d.tile.index() == k);
        let mut ways = [0f32; KINDS];
        let mut total = 0.0;
        for (k, w) in ways.iter_mut().enumerate() {
            let t = Tile::from_index_unchecked(k);
            // A pair or a pung wait needs a copy it holds.
            let mut v = 0.4 * f32::from(u[k].min(2));
            if let Some(suit) = t.suit() {
                if flush && suits & (1 << suit as u8) == 0 {
                    *w = 0.0;
                    continue;
                }
                if !pungs {
                    let r = k % 9;
                    for (a, b) in [(-2i32, -1i32), (-1, 1), (1, 2)] {
                        let (ra, rb) = (r as i32 + a, r as i32 + b);
                        if (0..9).contains(&ra) && (0..9).contains(&rb) {
                            let (ka, kb) = (k - r + ra as usize, k - r + rb as usize);
                            let mut run = 0.5 * f32::from(u[ka].min(u[kb]).min(2));
                            // 筋: a thrown tile three apart closes one side.
                            let far = if a < 0 { r as i32 - 3 } else { r as i32 + 3 };
                            if (0..9).contains(&far) && thrown(k - r + far as usize) {
                                run *= 0.75;
                            }
                            v += run;
                        }
                    }
                }
            }
            if thrown(k) {
                v *= 0.25;
            }
            *w = v;
            total += v;
        }
        if total <= 0.0 {
            return;
        }
        for (r, w) in self.risk.iter_mut().zip(ways) {
            *r += ready * (WAIT_KINDS * w / total).min(1.0) * DEAL_IN;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thrown_tiles_and_dead_honours_are_safer() {
        let mut seat = PublicSeat::new(7);
        for t in ["5m", "1z", "9p", "2s", "3s", "8p", "7z", "6m"] {
            seat.push_discard(t.parse().unwrap());
        }
        let mut unseen = Counts::EMPTY;
        for k in 0..KINDS {
            unseen.0[k] = 3;
        }
        // Every copy of 东 seen: nothing waits on it.
        unseen.0[27] = 0;
        let mut d = Danger::NONE;
        d.add(&seat, &unseen);
        let risk = |s: &str| d.risk(s.parse().unwrap());
        assert!(d.top > 0.0);
        assert_eq!(risk("1z"), 0.0);
        assert!(risk("5m") < risk("5p"), "a thrown kind is safer");
        assert!(risk("1m") < risk("5p"), "a terminal has fewer runs");
        assert!(risk("2z") > 0.0);
    }
}
