//! Events: what happened at the table, for a host to show. Events are the
//! host's (omniscient) view — a drawn tile is named — and a front end
//! decides what each player may see; agents get an
//! [`Observation`](super::Observation) instead.

use super::phase::Flips;
use super::result::{OpeningRecord, WinRecord};
use super::sichuan::{ExchangeDirection, ExchangeTiles};
use crate::counts::Counts;
use crate::meld::Meld;
use crate::tile::{Suit, Tile};
use std::fmt;

/// Where a drawn tile came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawSource {
    /// An ordinary draw from the front of the wall.
    Wall,
    /// A kong replacement (补张) from the end of the wall.
    Replacement,
    /// The last tile, taken when offered (要海底).
    Haidi,
}

/// Why points moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SettleReason {
    /// An opening win (起手胡).
    OpeningWin,
    /// A kong fee (the `kong_fee` option); on a flat table, a kong's
    /// points paid at once, or given back after a drawn hand (the lines are
    /// in [`HandResult::payments`](super::HandResult::payments)).
    KongFee,
    /// The wins of the hand, birds included.
    Win,
    /// 四川: the end-of-hand checks (查花猪, 查大叫, 退税).
    EndOfHand,
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The hands were dealt (all four, for the host).
    Dealt {
        /// The dealer.
        dealer: usize,
        /// Each seat's tiles.
        hands: [Counts; 4],
    },
    /// An opening win (起手胡) was declared.
    OpeningWin(OpeningRecord),
    /// 国标 补花: a player set a flower aside (one event per flower), drawn
    /// at the deal ([`Game::opening_events`](super::Game::opening_events),
    /// after [`Event::Dealt`]) or in play (before the [`Event::Drew`] of the
    /// tile that replaces it, from the end of the wall). The seat's count
    /// is [`PublicSeat::flowers`](super::PublicSeat::flowers).
    Flower {
        /// The player.
        seat: usize,
    },
    /// A player drew a tile.
    Drew {
        /// The player.
        seat: usize,
        /// The tile.
        tile: Tile,
        /// Front, end (补张) or the last tile.
        source: DrawSource,
    },
    /// A player discarded.
    Discarded {
        /// The player.
        seat: usize,
        /// The tile.
        tile: Tile,
    },
    /// A player declined a claim, a win or the last tile.
    Passed {
        /// The player.
        seat: usize,
    },
    /// A meld was laid down: a claim (吃/碰/杠, `from` the discarder) or a
    /// kong from the hand (`from` = `None`).
    Melded {
        /// The player.
        seat: usize,
        /// The discarder, for a claim.
        from: Option<usize>,
        /// The meld.
        meld: Meld,
        /// A kong declared as 开杠 (hand frozen, tiles flipped next).
        kaigang: bool,
    },
    /// Tiles flipped from the end of the wall for a 开杠.
    KongFlip {
        /// The kong player.
        seat: usize,
        /// The flipped tiles.
        flips: Flips,
    },
    /// The last tile was offered to a player.
    HaidiOffered {
        /// The player asked.
        seat: usize,
    },
    /// The last tile, taken without a win, is shown for the others.
    HaidiShown {
        /// The taker.
        seat: usize,
        /// The tile.
        tile: Tile,
    },
    /// A player won.
    Won(WinRecord),
    /// The wall ran out (or everyone passed the last tile): no winner.
    ExhaustiveDraw,
    /// Birds (扎鸟) were flipped.
    BirdsFlipped {
        /// The bird tiles.
        tiles: Vec<Tile>,
    },
    /// Points moved.
    Settled {
        /// Why.
        reason: SettleReason,
        /// The change of each seat (sums to zero).
        deltas: [i32; 4],
    },
    /// 换三张: a seat picked a tile to pass (the host's view; the others
    /// only see that it picked).
    ExchangePicked {
        /// The player.
        seat: usize,
        /// The tile.
        tile: Tile,
    },
    /// 换三张: every seat's picked tiles went to the seat `direction` names.
    Exchanged {
        /// The roll's direction.
        direction: ExchangeDirection,
        /// What each seat passed (seat `s`'s tiles went to
        /// `direction.receiver(s)`).
        passed: [ExchangeTiles; 4],
    },
    /// 定缺: every seat's void suit, shown once all four have declared.
    VoidsDeclared {
        /// Each seat's void suit.
        voids: [Suit; 4],
    },
    /// The hand is over.
    Finished {
        /// Who deals the next hand.
        next_dealer: usize,
    },
}

/// One line for a log: `seat 2 discards 5m (五万)`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt { dealer, hands } => {
                write!(f, "dealt, seat {dealer} deals:")?;
                for (s, h) in hands.iter().enumerate() {
                    write!(f, "\n  seat {s}: {h}")?;
                }
                Ok(())
            }
            Event::OpeningWin(o) => {
                write!(
                    f,
                    "seat {} opening win {} {} ×{}",
                    o.seat,
                    o.win.chinese(),
                    o.win.id(),
                    o.count
                )
            }
            Event::Flower { seat } => write!(f, "seat {seat} sets a flower aside (补花)"),
            Event::Drew { seat, tile, source } => {
                let how = match source {
                    DrawSource::Wall => "draws",
                    DrawSource::Replacement => "draws a replacement",
                    DrawSource::Haidi => "takes the last tile",
                };
                write!(f, "seat {seat} {how} {tile} ({})", tile.chinese())
            }
            Event::Discarded { seat, tile } => {
                write!(f, "seat {seat} discards {tile} ({})", tile.chinese())
            }
            Event::Passed { seat } => write!(f, "seat {seat} passes"),
            Event::Melded { seat, from, meld, kaigang } => {
                write!(f, "seat {seat} {meld}")?;
                if let Some(d) = from {
                    write!(f, " from seat {d}")?;
                }
                if *kaigang { f.write_str(" as 开杠") } else { Ok(()) }
            }
            Event::KongFlip { seat, flips } => write!(f, "seat {seat} flips {flips:?}"),
            Event::HaidiOffered { seat } => write!(f, "the last tile is offered to seat {seat}"),
            Event::HaidiShown { seat, tile } => write!(f, "seat {seat} shows the last tile {tile}"),
            Event::Won(w) => {
                match w.tile {
                    Some(t) => write!(f, "seat {} wins on {t}", w.seat)?,
                    None => write!(f, "seat {} wins with the dealt tiles", w.seat)?,
                }
                match w.from {
                    Some(p) => write!(f, " from seat {p}")?,
                    None => f.write_str(" by self-draw")?,
                }
                if let Some(fan) = &w.fan {
                    let names: Vec<&str> = fan.patterns.iter().map(|p| p.chinese()).collect();
                    write!(f, ": {} fan ({})", fan.fan, names.join(" + "))?;
                }
                if !w.payments.is_empty() {
                    // A flat or 四川 table: the lines say what was paid.
                    let lines: Vec<String> = w
                        .payments
                        .iter()
                        .map(|p| format!("seat {} pays {} ({})", p.from, p.points, p.reason))
                        .collect();
                    write!(f, ": {}", lines.join(", "))
                } else if w.analysis.small {
                    f.write_str(": small hand 小胡")
                } else {
                    let names: Vec<String> = w
                        .analysis
                        .big_hands
                        .iter()
                        .map(|(b, n)| match n {
                            1 => format!("{} {}", b.chinese(), b.id()),
                            _ => format!("{} {} ×{n}", b.chinese(), b.id()),
                        })
                        .collect();
                    let units = w.analysis.units;
                    let s = if units == 1 { "" } else { "s" };
                    write!(f, ": {} ({units} unit{s})", names.join(" + "))
                }
            }
            Event::ExhaustiveDraw => f.write_str("exhaustive draw (流局)"),
            Event::BirdsFlipped { tiles } => {
                write!(f, "birds: {}", crate::notation::format_tiles(tiles.iter().copied()))
            }
            Event::Settled { reason, deltas } => write!(f, "settled ({reason:?}): {deltas:?}"),
            Event::ExchangePicked { seat, tile } => {
                write!(f, "seat {seat} picks {tile} ({}) to pass", tile.chinese())
            }
            Event::Exchanged { direction, passed } => {
                write!(f, "换三张 to {} ({}):", direction.name(), direction.chinese())?;
                for (s, p) in passed.iter().enumerate() {
                    let tiles = crate::notation::format_tiles(p.as_slice().iter().copied());
                    write!(f, " seat {s} → {} {tiles};", direction.receiver(s))?;
                }
                Ok(())
            }
            Event::VoidsDeclared { voids } => {
                f.write_str("定缺:")?;
                for (s, v) in voids.iter().enumerate() {
                    write!(f, " seat {s} {} ({})", v.letter(), v.chinese())?;
                }
                Ok(())
            }
            Event::Finished { next_dealer } => {
                write!(f, "hand over; seat {next_dealer} deals next")
            }
        }
    }
}

/// Where events go. The hot path (`play_hand`) discards them, so building
/// an event must cost nothing there.
pub(crate) trait Sink {
    /// False for the sink that drops everything: lets callers skip work.
    const ON: bool;
    fn push(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    const ON: bool = true;
    #[inline]
    fn push(&mut self, e: Event) {
        Vec::push(self, e);
    }
}

/// Drops every event.
pub(crate) struct Quiet;

impl Sink for Quiet {
    const ON: bool = false;
    #[inline]
    fn push(&mut self, _: Event) {}
}
