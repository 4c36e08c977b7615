//! One hand at a four-seat table, and what each seat made of it: the
//! building block of the duplicate and mixed formats.

use crate::timing::Timed;
use majiang_core::ai::Agent;
use majiang_core::error::{Error, Result};
use majiang_core::game::{Game, ask};
use majiang_core::rules::RuleSet;

/// One seat's outcome of one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct SeatOutcome {
    /// Points won or lost in the hand.
    pub(crate) points: i32,
    /// The seat won (alone or with others on one discard).
    pub(crate) won: bool,
    /// It won by self-draw (自摸, 杠上开花, 海底捞月, 天胡).
    pub(crate) self_draw: bool,
    /// It won with a big hand.
    pub(crate) big: bool,
    /// It paid alone for someone's win (点炮, 杠上炮, 抢杠, 海底炮; 四川: for at
    /// least one of the hand's wins).
    pub(crate) dealt_in: bool,
    /// Melds it made from other players' discards.
    pub(crate) calls: u8,
    /// The hand ended in an exhaustive draw (no win at all; a 四川 hand
    /// that runs out of wall after a win is not one).
    pub(crate) exhaustive: bool,
    /// For a winner, its turn (巡目) of the win: its own discards before
    /// the win, plus one.
    pub(crate) win_turn: u32,
}

/// Plays one hand of `rules` on the wall of `seed`, `dealer` dealing,
/// `agents[s]` at seat `s`.
pub(crate) fn play<A: Agent>(
    rules: &RuleSet,
    seed: u64,
    dealer: usize,
    agents: &mut [Timed<A>; 4],
) -> Result<[SeatOutcome; 4]> {
    let mut game = Game::new(*rules, seed, dealer)?;
    while let Some(seat) = game.next_to_act() {
        let obs = game.observation(seat)?;
        let action = ask(&mut agents[seat], &obs);
        game.apply_quiet(seat, action).map_err(|e| {
            Error::IllegalAction(format!(
                "agent {} at seat {seat}, seed {seed}: {e}",
                agents[seat].name()
            ))
        })?;
    }
    let result = game.result().expect("a finished hand has a result");
    let mut out = [SeatOutcome::default(); 4];
    for (s, o) in out.iter_mut().enumerate() {
        o.points = result.deltas[s];
        o.calls = result.calls[s];
        o.exhaustive = result.is_draw();
    }
    for w in &result.wins {
        let o = &mut out[w.seat];
        o.won = true;
        o.self_draw = w.from.is_none();
        // 四川: a hand with some fan (the engine's analysis is small at 0 fan).
        o.big |= w.analysis.is_big();
        // 血流成河 may win a seat several times: the first win's turn (the
        // discards at the end, an upper bound there; exact in 血战, where
        // the winner leaves).
        if o.win_turn == 0 {
            o.win_turn = game.table()[w.seat].discards().len() as u32 + 1;
        }
        if let Some(p) = w.from {
            out[p].dealt_in = true;
        }
    }
    Ok(out)
}
