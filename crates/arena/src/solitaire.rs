//! Format 1, the solitaire suite (一人麻将, `ai-evaluation.md`): one player,
//! the seeded wall of the table, 13 tiles dealt, one draw per turn, no
//! opponents, no claims and no kongs, until the player declares a win or
//! the cap of draws is reached.
//!
//! The agent plays through the same [`Observation`] as at a table: seat 0,
//! dealing, its own discards on the table, `wall_left` counting the tiles
//! still in the wall, and as legal actions its discards and — when the hand
//! wins — 胡. Kongs are not offered (a four stays in the hand), so every
//! agent is measured on discards alone. A win's value is its self-drawn
//! price, the three payers' total for the hand as drawn by a non-dealer
//! (small 3 × 2, big 3 × 6 per unit in `eval-v1`), with no situational big
//! hand (海底 and the like need a table). On the flat tables (转转, 红中) every
//! hand's price is the same self-draw, 3 × 2, doubled by 无红中加倍 for a hand
//! holding no 红中, birds left out (a draw of the wall, not of the hand);
//! 红中 is never discarded. On 四川 (no table, so no 换三张 or 定缺) a hand
//! wins once it holds at most two suits (缺一门) and is priced as a
//! non-dealer's self-draw from three players still in: 2^fan under the cap,
//! plus the 自摸加底 base (or one fan more under 自摸加番) from each; a big
//! hand is one with some fan.

use crate::timing::Timed;
use majiang_core::ai::Agent;
use majiang_core::error::{Error, Result};
use majiang_core::game::{Action, Observation, Phase, PublicSeat, Wall, ask};
use majiang_core::hand::Hand;
use majiang_core::rules::RuleSet;
use majiang_core::shanten::shanten;
use majiang_core::tile::Tile;

/// Tiles dealt to the player.
const DEALT: usize = 13;

/// What one agent did on one wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct SoloOutcome {
    /// The draw (1…cap) on which it declared a win.
    pub(crate) win: Option<u32>,
    /// The first draw after which its 13 tiles were ready (0: as dealt).
    pub(crate) tenpai: Option<u32>,
    /// The value of the win (0 without one).
    pub(crate) value: u32,
    /// The win was a big hand.
    pub(crate) big: bool,
}

/// Plays `agent` alone on the wall of `seed` for at most `cap` draws.
pub(crate) fn play<A: Agent>(
    rules: &RuleSet,
    seed: u64,
    cap: u32,
    agent: &mut Timed<A>,
) -> Result<SoloOutcome> {
    let wall = Wall::shuffled(rules, seed);
    let tiles = wall.tiles();
    let mut hand = Hand::from_tiles(&tiles[..DEALT], &[], rules)?;
    let mut table: [PublicSeat; 4] =
        std::array::from_fn(|s| PublicSeat::new(if s == 0 { DEALT } else { 0 }));
    let mut out = SoloOutcome::default();
    if shanten(&hand, rules) == 0 {
        out.tenpai = Some(0);
    }
    let draws = (cap as usize).min(tiles.len() - DEALT);
    let mut legal = Vec::with_capacity(16);
    for n in 1..=draws {
        let drawn: Tile = tiles[DEALT + n - 1];
        hand.push_unchecked(drawn);
        let wins = wins(&hand, rules)?;
        legal.clear();
        // A wildcard outside the kinds in play (红中) is never discarded.
        legal.extend(
            hand.concealed().kinds().filter(|t| t.index() < rules.kinds()).map(Action::Discard),
        );
        if wins {
            legal.push(Action::Hu);
        }
        let obs = Observation {
            rules,
            seat: 0,
            dealer: 0,
            phase: Phase::Turn { seat: 0 },
            legal: &legal,
            hand,
            drawn: Some(drawn),
            frozen: false,
            pass_lock: false,
            table: &table,
            wall_left: tiles.len() - DEALT - n,
            scores: [0; 4],
            exchange: majiang_core::game::ExchangeView::NONE,
        };
        let action = ask(agent, &obs);
        match action {
            Action::Hu if wins => {
                let (value, big) = self_draw_value(&hand, rules)?;
                out.win = Some(n as u32);
                out.value = value;
                out.big = big;
                return Ok(out);
            }
            Action::Discard(t) if hand.concealed().get(t) > 0 => {
                hand.pop_unchecked(t);
                table[0].push_discard(t);
                if out.tenpai.is_none() && shanten(&hand, rules) == 0 {
                    out.tenpai = Some(n as u32);
                }
            }
            other => {
                return Err(Error::IllegalAction(format!(
                    "agent {} chose {other} in solitaire; legal: discards{}",
                    agent.name(),
                    if wins { " and hu" } else { "" }
                )));
            }
        }
    }
    Ok(out)
}

/// Whether the 14-tile `hand` wins by the rules' whole law (四川: 缺一门 too).
fn wins(hand: &Hand, rules: &RuleSet) -> Result<bool> {
    majiang_core::wins(hand, rules)
}

/// The solitaire price of the winning 14-tile `hand` and whether it is a
/// big hand: what a non-dealer's self-draw collects from the three others,
/// with no situational big hand (see the module docs); the family's answer.
pub(crate) fn self_draw_value(hand: &Hand, rules: &RuleSet) -> Result<(u32, bool)> {
    majiang_core::family::self_draw_value(hand, rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::ai::DrawDiscard;
    use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};

    #[test]
    fn draw_discard_keeps_its_deal() {
        // 摸切 never changes its 13 tiles: it is ready from the deal or never.
        let rules = RuleSet::eval_v1();
        for seed in 0..200 {
            let mut agent = Timed::new(DrawDiscard);
            let out = play(&rules, seed, 40, &mut agent).unwrap();
            let wall = Wall::shuffled(&rules, seed);
            let dealt = Hand::from_tiles(&wall.tiles()[..13], &[], &rules).unwrap();
            let ready = shanten(&dealt, &rules) == 0;
            assert_eq!(out.tenpai == Some(0), ready, "seed {seed}");
            if out.win.is_none() {
                assert_eq!(agent.times().len(), 40);
            }
            assert!(out.tenpai.is_none() || out.tenpai == Some(0));
        }
    }

    #[test]
    fn wins_are_real_and_valued() {
        let rules = RuleSet::eval_v1();
        let mut wins = 0;
        for seed in 0..100 {
            let mut agent = Timed::new(TutorialAgent::new(Difficulty::Hard, seed));
            let out = play(&rules, seed, 40, &mut agent).unwrap();
            if let Some(n) = out.win {
                wins += 1;
                assert!(out.value >= 6);
                assert_eq!(out.big, out.value >= 18);
                assert!(out.tenpai.is_some_and(|t| t < n));
                assert_eq!(agent.times().len(), n as usize);
            }
        }
        assert!(wins > 10, "{wins}");
    }
}
