//! The other three players, as one seat sees them: who shows a big hand
//! (清一色, 碰碰胡, 将将胡, 全求人) in its melds, how likely it is to be ready,
//! and what each discard would cost by dealing into it.
//!
//! Only big hands count. Dealing into a small hand costs one point, and the
//! same hand self-drawn would cost two: declining to feed it saves nothing on
//! average. A big hand costs [`PointTable::big_unit`](crate::rules::PointTable)
//! per unit from the discarder alone, which is what a fold can save.
//!
//! Per opponent with two or more melds (a concealed kong counts):
//! - the big hands its melds still allow: every meld in one suit → 清一色,
//!   every meld a 碰/杠 → 碰碰胡, every meld a 碰/杠 of 2/5/8 → 将将胡, four
//!   melds → 全求人;
//! - the chance it is ready, from its melds and its discards;
//! - for each kind, the chance that a ready hand of that shape waits on it,
//!   from the copies the seat has not seen. A kind that can complete nothing
//!   (no unseen copy to pair with, no unseen neighbours to run with) is safe:
//!   Changsha has no furiten, so nothing else makes a tile safe.

use crate::counts::Counts;
use crate::game::{Observation, PublicSeat};
use crate::meld::MeldKind;
use crate::rules::RuleSet;
use crate::tile::{KINDS, Tile};

/// A ready hand waits on about this many kinds.
const WAIT_KINDS: f64 = 2.0;

/// What one seat expects to lose by discarding each kind: the sum over the
/// opponents showing a big hand of P(ready) × P(waiting on the kind) × the
/// points a deal-in would cost. Cheap to build (no allocation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Threats {
    danger: [f64; KINDS],
    /// Opponents showing a big hand.
    count: u8,
}

impl Threats {
    /// No threat at all.
    pub const NONE: Threats = Threats { danger: [0.0; KINDS], count: 0 };

    /// The threats the seat of `obs` sees, with `unseen` its unseen counts.
    #[must_use]
    pub fn observe(obs: &Observation<'_>, unseen: &Counts) -> Threats {
        Threats::from_table(obs.rules, obs.table, obs.seat, unseen)
    }

    /// The threats seat `me` sees at `table`, with `unseen` its unseen counts.
    #[must_use]
    pub fn from_table(
        rules: &RuleSet,
        table: &[PublicSeat; 4],
        me: usize,
        unseen: &Counts,
    ) -> Threats {
        let mut t = Threats::NONE;
        for (s, seat) in table.iter().enumerate() {
            if s != me {
                t.add_seat(rules, seat, unseen);
            }
        }
        t
    }

    /// Adds what `seat`'s melds and discards show.
    fn add_seat(&mut self, rules: &RuleSet, seat: &PublicSeat, unseen: &Counts) {
        let melds = seat.melds();
        let n = melds.len() + seat.concealed_kongs() as usize;
        if n < 2 || melds.is_empty() {
            return;
        }
        let suit = melds[0].tile().suit();
        let one_suit = rules.qingyise && melds.iter().all(|m| m.tile().suit() == suit);
        let triplets = melds.iter().all(|m| m.kind() != MeldKind::Chi);
        let pengpeng = rules.pengpenghu && triplets;
        let jiangjiang = rules.jiangjianghu && triplets && melds.iter().all(|m| m.tile().is_258());
        let all_melded = rules.quanqiuren && n == 4;
        let units = one_suit as u32 + pengpeng as u32 + jiangjiang as u32 + all_melded as u32;
        if units == 0 {
            return;
        }
        // Ready: more likely with every meld (fewer tiles left to arrange)
        // and with every turn played.
        let turns = seat.discards().len() as f64;
        let ready = (0.15 * n as f64 + 0.03 * turns).min(0.9);
        let u = unseen.as_array();
        // How many ways each kind can complete the hand's last group.
        let mut ways = [0.0f64; KINDS];
        let mut total = 0.0;
        for (k, w) in ways.iter_mut().enumerate().take(rules.kinds()) {
            let tile = Tile::from_index_unchecked(k);
            if (one_suit && tile.suit() != suit) || (jiangjiang && !tile.is_258()) {
                continue;
            }
            // A pair or a triplet needs a copy in its hand.
            let mut v = u[k] as f64;
            if !triplets && k < 27 {
                let r = k % 9;
                // Runs through the kind: (r−2, r−1), (r−1, r+1), (r+1, r+2).
                for (a, b) in [(-2i32, -1i32), (-1, 1), (1, 2)] {
                    let (ra, rb) = (r as i32 + a, r as i32 + b);
                    if (0..9).contains(&ra) && (0..9).contains(&rb) {
                        let (ka, kb) = (k - r + ra as usize, k - r + rb as usize);
                        v += (u[ka].min(u[kb])) as f64;
                    }
                }
            }
            *w = v;
            total += v;
        }
        if total == 0.0 {
            return;
        }
        let cost = (rules.table.points.big_unit * units) as f64;
        for (d, w) in self.danger.iter_mut().zip(ways) {
            *d += ready * (WAIT_KINDS * w / total).min(1.0) * cost;
        }
        self.count += 1;
    }

    /// Expected points lost by discarding `tile`.
    #[must_use]
    pub fn danger(&self, tile: Tile) -> f64 {
        self.danger[tile.index()]
    }

    /// Whether any opponent shows a big hand.
    #[must_use]
    pub const fn any(&self) -> bool {
        self.count > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meld::Meld;

    fn tile(s: &str) -> Tile {
        s.parse().unwrap()
    }

    fn table_with(melds: &[Meld]) -> [PublicSeat; 4] {
        let mut table: [PublicSeat; 4] = std::array::from_fn(|_| PublicSeat::new(13));
        for &m in melds {
            table[1].push_meld(m);
        }
        table[1].set_concealed_tiles(13 - 3 * melds.len());
        table
    }

    #[test]
    fn one_suit_melds_make_that_suit_dangerous_and_the_others_safe() {
        let rules = RuleSet::eval_v1();
        let melds = [Meld::peng(tile("1s")), Meld::chi(tile("4s")).unwrap()];
        let table = table_with(&melds);
        let unseen = Counts::from_array([4; KINDS]).unwrap();
        let t = Threats::from_table(&rules, &table, 0, &unseen);
        assert!(t.any());
        assert!(t.danger(tile("5s")) > 0.0);
        assert_eq!(t.danger(tile("5m")), 0.0);
        // Seat 1 does not see its own melds as a threat.
        assert!(!Threats::from_table(&rules, &table, 1, &unseen).any());
    }

    #[test]
    fn a_triplet_hand_is_safe_against_kinds_with_no_copy_left() {
        let rules = RuleSet::eval_v1();
        let melds = [Meld::peng(tile("1s")), Meld::peng(tile("9m"))];
        let table = table_with(&melds);
        let mut u = [4u8; KINDS];
        u[tile("3p").index()] = 0;
        let t = Threats::from_table(&rules, &table, 0, &Counts::from_array(u).unwrap());
        // 碰碰胡 waits by pairing: a kind nobody else can hold completes nothing.
        assert_eq!(t.danger(tile("3p")), 0.0);
        assert!(t.danger(tile("4p")) > 0.0);
        // A run-free hand does not care about neighbours.
        assert_eq!(t.danger(tile("4p")), t.danger(tile("7m")));
    }

    #[test]
    fn hints_name_the_danger_of_each_discard() {
        use crate::expert::{Expert, Position};
        use crate::hand::Hand;
        let rules = RuleSet::eval_v1();
        // Seat 1 shows three 条子 melds late in the hand: a 清一色 threat.
        let mut table = table_with(&[
            Meld::peng(tile("1s")),
            Meld::chi(tile("4s")).unwrap(),
            Meld::peng(tile("9s")),
        ]);
        for _ in 0..10 {
            table[1].push_discard(tile("1m"));
        }
        let hand = Hand::parse("123m456p789p2345m7s", "", &rules).unwrap();
        let unseen = Expert::unseen_from_hand(&hand, &rules);
        let threats = Threats::from_table(&rules, &table, 0, &unseen);
        let pos = Position::new(&hand, &rules, &unseen, 8).facing(&threats);
        let hints = Expert::default().hints(&pos).unwrap();
        let seven = hints.iter().find(|h| h.tile == tile("7s")).unwrap();
        assert!(seven.danger >= 0.1, "{}", seven.danger);
        assert!(seven.reason_en.contains("risks about"), "{}", seven.reason_en);
        assert!(seven.reason_zh.contains("放炮风险约"), "{}", seven.reason_zh);
        let two = hints.iter().find(|h| h.tile == tile("2m")).unwrap();
        assert_eq!(two.danger, 0.0);
        assert!(!two.reason_en.contains("risks"), "{}", two.reason_en);
        // Without the seat view the same hints carry no danger.
        let blind = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 8)).unwrap();
        assert!(blind.iter().all(|h| h.danger == 0.0));
    }

    #[test]
    fn a_small_hand_is_no_threat() {
        let rules = RuleSet::eval_v1();
        let melds = [Meld::peng(tile("1s")), Meld::chi(tile("4m")).unwrap()];
        let t = Threats::from_table(
            &rules,
            &table_with(&melds),
            0,
            &Counts::from_array([4; KINDS]).unwrap(),
        );
        assert!(!t.any());
        assert_eq!(t.danger(tile("5m")), 0.0);
    }
}
