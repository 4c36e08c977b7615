//! How the bot chooses among its legal answers: the levels' [`LevelPolicy`]
//! behind the small [`Policy`] interface. The table ([`Bot`]) finds the legal
//! answers and declares a legal HU itself; a policy only picks, so another
//! AI (an MCR EXPERT of the core) can replace this one without touching the
//! protocol.

use super::protocol::Response;
use super::table::Bot;
use crate::hand::Hand;
use crate::mcr::{self, MINIMUM_FAN, Situation};
use crate::tile::Tile;

/// Flowers do not count toward the 8-fan minimum (the judge's
/// `re < 8 + flowers`; see `docs/botzone.md`).
pub(crate) const FLOWERS_COUNT_TOWARD_MINIMUM: bool = false;

/// The bot's strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Level {
    /// Discards to the lowest shanten; never claims or kongs.
    Easy,
    /// Lowest shanten, then the most tiles that improve it; claims when a
    /// claim lowers shanten.
    Normal,
    /// As normal, and among ready hands the one with the most live waits
    /// worth 8 fan; claims only on a path to 8 fan.
    Hard,
    /// As hard, and one draw ahead from a one-away hand.
    #[default]
    Expert,
}

/// One legal answer and the `3n+1` hand it leaves the bot with.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The answer.
    pub response: Response,
    /// The bot's hand after it (after the discard that follows a claim;
    /// before the replacement draw of a kong).
    pub hand: Hand,
    /// A claim or a kong (not a plain discard).
    pub claim: bool,
}

/// The choice among legal answers: what a level decides beyond the rules.
/// The bot finds the legal answers, and declares a legal HU itself before
/// asking; a policy only picks. An MCR EXPERT in `majiang_core::expert` can
/// implement this and be wired in at `Bot::policy`.
pub trait Policy {
    /// One of `options`, or `None`: on the bot's draw it then discards the
    /// drawn tile, on a discard it passes. `current` is the bot's hand when
    /// the options are claims on a discard (passing keeps it).
    fn choose(
        &self,
        table: &Bot,
        options: &[Candidate],
        current: Option<&Hand>,
    ) -> Option<Response>;
}

/// The levels' policy: MCR shanten first, then tile acceptance, then (hard
/// and expert) live waits worth 8 fan.
#[derive(Debug, Clone, Copy)]
pub struct LevelPolicy {
    /// Which level.
    pub level: Level,
}

impl Policy for LevelPolicy {
    fn choose(
        &self,
        table: &Bot,
        options: &[Candidate],
        current: Option<&Hand>,
    ) -> Option<Response> {
        self.pick(table, options, current)
    }
}

/// How an answer's hand is judged: the lexicographic key the levels sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Value {
    /// Minus the shanten (a ready hand with no wait worth 8 fan counts as
    /// one away: it cannot win).
    progress: i32,
    /// Live copies of waits worth 8 fan (ready), or of draws that lead to
    /// such a ready hand, weighted by those waits (one away).
    fan_mass: u32,
    /// Live copies of tiles that lower the shanten.
    acceptance: u32,
}

impl LevelPolicy {
    fn shanten(hand: &Hand) -> i32 {
        mcr::shanten(hand).map_or(99, i32::from)
    }

    /// Live copies of the waits of a ready hand, in quarters: 4 for a wait
    /// worth 8 fan on a discard, 1 for one that reaches 8 only self-drawn.
    fn ready_mass(bot: &Bot, hand: &Hand) -> u32 {
        // The waits' fans without the chance ones (和绝张, the last tile).
        let base = Situation {
            last_copy: false,
            last_tile: false,
            ..bot.situation(Tile::RED_DRAGON, false, false)
        };
        let Ok(waits) = mcr::waits(hand, &base) else {
            return 0;
        };
        let mut mass = 0;
        for (w, score) in waits {
            let live = bot.unseen(w);
            if live == 0 {
                continue;
            }
            if score.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM) {
                mass += 4 * live;
            } else if score.without_flowers() + 4 >= MINIMUM_FAN
                && let Ok(won) = hand.with_tile(w)
                && let Ok(Some(s)) =
                    mcr::score(&won, &Situation { win: w, self_drawn: true, ..base })
                && s.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM)
            {
                mass += live;
            }
        }
        mass
    }

    /// For each live draw that makes the hand ready, the best ready mass it
    /// allows, times its live copies; and the live copies of all draws that
    /// lower the shanten.
    fn lookahead(bot: &Bot, hand: &Hand, shanten: i32, deep: bool) -> (u32, u32) {
        let (mut mass, mut accept) = (0, 0);
        let all = hand.all_tiles();
        for t in Tile::all() {
            let live = bot.unseen(t);
            if live == 0 || all.get(t) >= 4 {
                continue;
            }
            let Ok(h) = hand.with_tile(t) else { continue };
            let mut best: Option<u32> = None;
            for d in h.concealed().kinds().filter(|&d| d != t) {
                let Ok(after) = h.without_tile(d) else { continue };
                if Self::shanten(&after) < shanten {
                    if !deep {
                        best = Some(0);
                        break;
                    }
                    let m = Self::ready_mass(bot, &after);
                    best = Some(best.map_or(m, |b| b.max(m)));
                }
            }
            if let Some(b) = best {
                accept += live;
                mass += live * b;
            }
        }
        (mass, accept)
    }

    /// A hand that is far from ready and has been opened can still make 8
    /// fan through a flush (混一色 / 清一色): at most one suit, honours aside,
    /// bar one stray tile.
    fn flush_path(hand: &Hand) -> bool {
        let all = hand.all_tiles();
        let a = all.as_array();
        let per_suit: Vec<u32> =
            (0..3).map(|s| a[s * 9..s * 9 + 9].iter().map(|&n| u32::from(n)).sum()).collect();
        let total: u32 = per_suit.iter().sum();
        let top = per_suit.iter().copied().max().unwrap_or(0);
        total - top <= 1
    }

    fn value(&self, bot: &Bot, hand: &Hand) -> Value {
        let s = Self::shanten(hand);
        match self.level {
            Level::Easy => Value { progress: -s, fan_mass: 0, acceptance: 0 },
            Level::Normal => {
                let (_, acceptance) = Self::lookahead(bot, hand, s, false);
                Value { progress: -s, fan_mass: 0, acceptance }
            }
            Level::Hard | Level::Expert => {
                if s == 0 {
                    let mass = Self::ready_mass(bot, hand);
                    if mass == 0 {
                        // Ready but no wait reaches 8: as good as one away.
                        let (_, acceptance) = Self::lookahead(bot, hand, 1, false);
                        return Value { progress: -1, fan_mass: 0, acceptance };
                    }
                    return Value { progress: 0, fan_mass: mass, acceptance: mass };
                }
                let deep = self.level == Level::Expert && s == 1;
                let (fan_mass, acceptance) = Self::lookahead(bot, hand, s, deep);
                Value { progress: -s, fan_mass, acceptance }
            }
        }
    }

    /// The claims and kongs a level allows: one that lowers the shanten
    /// (a kong: that keeps it), and from hard up only on a path to 8 fan.
    fn claim_allowed(&self, value: Value, pass: Value, is_kong: bool) -> bool {
        let better =
            if is_kong { value.progress >= pass.progress } else { value.progress > pass.progress };
        if !better {
            return false;
        }
        match self.level {
            Level::Easy => false,
            Level::Normal => true,
            Level::Hard | Level::Expert => value.fan_mass > 0 || value.progress <= -2,
        }
    }

    /// The best candidate, or `None` when none is left (on a discard: no
    /// claim is worth making). `current` is the hand as it stands when the
    /// choice is a claim (passing keeps it).
    fn pick(&self, bot: &Bot, options: &[Candidate], current: Option<&Hand>) -> Option<Response> {
        let is_kong =
            |r: Response| matches!(r, Response::AnGang(_) | Response::BuGang(_) | Response::Gang);
        let shanten: Vec<i32> = options.iter().map(|c| Self::shanten(&c.hand)).collect();
        // A claim must lower the shanten (a kong: keep it); the others are
        // dropped before any costly look.
        let pass_shanten = current.map(Self::shanten);
        let eligible = |c: &Candidate, s: i32| match pass_shanten {
            None => true,
            Some(p) => {
                if is_kong(c.response) {
                    s <= p
                } else {
                    s < p
                }
            }
        };
        let floor = options
            .iter()
            .zip(&shanten)
            .filter(|&(c, &s)| eligible(c, s))
            .map(|(_, &s)| s)
            .min()?;
        // Only candidates near the lowest shanten get the costly look; a
        // ready hand without 8-fan waits may rank with the one-away hands.
        let near = if floor == 0 { 1 } else { floor };
        let pass = current.map(|h| self.value(bot, h));
        let mut best: Option<(Value, Response)> = None;
        let mut kongs = Vec::new();
        for (c, &s) in options.iter().zip(&shanten) {
            if s > near || !eligible(c, s) {
                continue;
            }
            let v = self.value(bot, &c.hand);
            if c.claim && current.is_none() {
                kongs.push((v, c.response));
                continue;
            }
            if let Some(p) = pass
                && (!self.claim_allowed(v, p, is_kong(c.response))
                    || (self.level != Level::Normal && !Self::fan_ok(v, &c.hand)))
            {
                continue;
            }
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, c.response));
            }
        }
        // A concealed or added kong on one's own draw: taken when it keeps
        // the best discard's shanten (it adds fan and a draw).
        if self.level != Level::Easy {
            for (v, r) in kongs {
                if best.as_ref().is_none_or(|(b, _)| v.progress >= b.progress) {
                    return Some(r);
                }
            }
        }
        best.map(|(_, r)| r)
    }

    /// From hard up, an opened hand must keep a way to 8 fan: a ready or
    /// one-away hand with 8-fan waits in reach, or a flush.
    fn fan_ok(v: Value, hand: &Hand) -> bool {
        v.fan_mass > 0 || Self::flush_path(hand)
    }
}
