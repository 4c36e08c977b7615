//! Game events across the boundary: each of the engine's `Event`s as one
//! fixed-size POD struct, for a host to show what happened (draws, discards,
//! melds, wins, payments). The host sees everything, as the engine's events
//! do (a drawn tile is named); it decides what each player may see.

use crate::analysis::{MjPoints, big_hand_id, opening_win_id};
use crate::game::MJ_NONE;
use crate::sichuan::{MjSichuanAnalysis, MjSichuanPattern};
use majiang_core::Tile;
use majiang_core::game::{DrawSource, Event, ExchangeDirection, ExchangeTiles, SettleReason};

/// Length of `MjEvent::tiles` and `MjGameResult::birds`: room for the most
/// birds of a Changsha table (6) or of a flat table's bird count (8), and
/// 开杠 flips (4). A flat table's 摸几奖几 may draw up to 10 birds: these
/// fields hold the first 8, `mj_game_birds` gives them all.
pub const MJ_EVENT_TILES: usize = 8;

/// What an `MjEvent` reports; fixed forever, new kinds are appended. The
/// fields each kind fills are listed at `MjEvent`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjEventKind {
    /// The hands were dealt (`mj_game_dealt` gives them). `seat`: the dealer.
    Dealt = 0,
    /// An opening win (起手胡) was declared. `seat`, `detail` (`MjOpeningWin`), `count`.
    OpeningWin = 1,
    /// A player drew. `seat`, `tile`, `detail` (`MjDrawSource`).
    Drew = 2,
    /// A player discarded. `seat`, `tile`.
    Discarded = 3,
    /// A player declined a claim, a win or the last tile. `seat`.
    Passed = 4,
    /// A meld was laid down. `seat`, `from` (the discarder for a claim,
    /// `MJ_NONE` for a kong from the hand), `tile` (its lowest tile),
    /// `detail` (`MjMeldKind`), `flag` (1: declared as 开杠).
    Melded = 5,
    /// A 开杠 flipped tiles from the end of the wall. `seat`, `tiles`.
    KongFlip = 6,
    /// The last tile was offered to `seat`.
    HaidiOffered = 7,
    /// The last tile, taken without a win, is shown. `seat`, `tile`.
    HaidiShown = 8,
    /// A player won. `seat`, `from` (who pays alone; `MJ_NONE` for a
    /// self-draw), `tile` (`MJ_NONE` for 天胡), `flag` (1: small hand; every
    /// flat-table win), `big_hands`, `count` (units), `deltas` (this win's
    /// payments; a flat table's lines: `mj_game_payments` once the hand is over).
    /// On a 四川 table the hand goes on (a seat may win more than once under
    /// 血流成河) and a `WIN_FAN` event follows with the win's fan. On a 国标
    /// table `count` is the win's fan (flowers included, what the lines pay),
    /// `big_hands` 0; `mj_game_win_value` lists its fans once the hand is over.
    Won = 9,
    /// The wall ran out, or every player passed the last tile: no winner.
    ExhaustiveDraw = 10,
    /// Birds (扎鸟) were flipped. `tiles` (the first `MJ_EVENT_TILES`; all of
    /// them, with their hits, from `mj_game_birds` once the hand is over).
    BirdsFlipped = 11,
    /// Points moved. `detail` (`MjSettleReason`), `deltas`.
    Settled = 12,
    /// The hand is over. `seat`: who deals next.
    Finished = 13,
    /// 四川 换三张: `seat` picked `tile` to pass.
    ExchangePicked = 14,
    /// 四川 换三张: the tiles were passed, one event per passing `seat`:
    /// `from` the seat that received them, `tiles` what it passed, `detail`
    /// the direction (0 to the next seat, 1 across, 2 to the previous seat).
    Exchanged = 15,
    /// 四川 定缺: `tiles[0..4]` each seat's void suit (0 万, 1 条, 2 筒).
    VoidsDeclared = 16,
    /// 四川: the fan of the win the `WON` event just before reported.
    /// `seat` the winner, `count` the fan before the cap (situational
    /// patterns included; the lines pay 2^min(fan, cap) bases), `big_hands`
    /// bits `1 << MjSichuanPattern` of its patterns, `detail` its number of
    /// 根 (`MJ_SICHUAN_PATTERN_GEN` counts once per four).
    WinFan = 17,
    /// 国标 补花: `seat` set a flower aside, one event per flower: those of
    /// the deal right after `DEALT` (the dealer's first, in turn), in play
    /// just before the `DREW` of the tile replacing it (its source
    /// `REPLACEMENT`). A seat's flowers so far are its `FLOWER` events
    /// (`MjGameState` does not hold them).
    Flower = 18,
}

/// Where a drawn tile came from (`MjEvent::detail` of `MJ_EVENT_KIND_DREW`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjDrawSource {
    /// An ordinary draw from the front of the wall.
    Wall = 0,
    /// A kong replacement (补张) from the end of the wall.
    Replacement = 1,
    /// The last tile, taken when offered (要海底).
    Haidi = 2,
}

/// Why points moved (`MjEvent::detail` of `MJ_EVENT_KIND_SETTLED`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjSettleReason {
    /// An opening win (起手胡).
    OpeningWin = 0,
    /// A kong fee (`MJ_RULE_OPTION_KONG_FEE`).
    KongFee = 1,
    /// The wins of the hand, birds included.
    Win = 2,
    /// 四川: the end-of-hand checks (查花猪, 查大叫, 退税).
    EndOfHand = 3,
}

/// One event. `kind` is an `MjEventKind` value; the other fields hold what
/// that kind reports (see `MjEventKind`) and are 0 otherwise, except `seat`,
/// `from` and `tile`, which are `MJ_NONE` (255) when the kind has none.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjEvent {
    /// Points moved (`SETTLED`; `WON`: this win's share).
    pub deltas: MjPoints,
    /// `WON`: bits `1 << MjBigHand` of the big hands; `WIN_FAN`: bits
    /// `1 << MjSichuanPattern` of the patterns.
    pub big_hands: u32,
    /// `WON`: units of the big hands (国标: the fan); `WIN_FAN`: the fan
    /// before the cap; `OPENING_WIN`: occurrences; `EXCHANGED`: tiles per seat.
    pub count: u32,
    /// `MjEventKind` value.
    pub kind: u8,
    /// The player the event is about (see `MjEventKind`).
    pub seat: u8,
    /// The other player involved: the discarder of a claimed tile, who pays a win.
    pub from: u8,
    /// The tile drawn, discarded, shown, won on, or a meld's lowest tile.
    pub tile: u8,
    /// `MjDrawSource`, `MjMeldKind`, `MjSettleReason` or `MjOpeningWin`, by
    /// kind; `EXCHANGED`: the direction; `WIN_FAN`: the number of 根.
    pub detail: u8,
    /// `MELDED`: 1 for 开杠; `WON`: 1 for a small hand.
    pub flag: u8,
    /// Number of tiles in `tiles`.
    pub tile_count: u8,
    /// `KONG_FLIP`: the flipped tiles; `BIRDS_FLIPPED`: the birds.
    pub tiles: [u8; MJ_EVENT_TILES],
}

fn seat_byte(seat: usize) -> u8 {
    u8::try_from(seat).unwrap_or(MJ_NONE)
}

impl MjEvent {
    fn blank(kind: MjEventKind) -> MjEvent {
        MjEvent {
            deltas: MjPoints::default(),
            big_hands: 0,
            count: 0,
            kind: kind as u8,
            seat: MJ_NONE,
            from: MJ_NONE,
            tile: MJ_NONE,
            detail: 0,
            flag: 0,
            tile_count: 0,
            tiles: [0; MJ_EVENT_TILES],
        }
    }

    /// Copies up to `MJ_EVENT_TILES` tiles in.
    fn with_tiles(mut self, tiles: &[Tile]) -> MjEvent {
        let n = tiles.len().min(MJ_EVENT_TILES);
        for (slot, t) in self.tiles.iter_mut().zip(&tiles[..n]) {
            *slot = t.id();
        }
        self.tile_count = n as u8;
        self
    }

    /// Appends the POD form of an engine event: one event, one per seat for
    /// the exchange (twelve tiles do not fit one), or a 四川 win's `WON` and
    /// `WIN_FAN`.
    pub(crate) fn extend(out: &mut Vec<MjEvent>, e: &Event) {
        match e {
            Event::Exchanged { direction, passed } => {
                out.extend((0..4).map(|s| MjEvent::exchanged(*direction, s, passed)));
            }
            // A 四川 win: its `WON` (whose fields are Changsha's big hands),
            // then `WIN_FAN` with the win's fan.
            Event::Won(w) if let Some(fan) = &w.fan => {
                out.push(MjEvent::of(e));
                let a = MjSichuanAnalysis::of(Some(fan));
                out.push(MjEvent {
                    seat: seat_byte(w.seat),
                    big_hands: a.patterns,
                    count: a.fan,
                    detail: a.pattern_counts[MjSichuanPattern::Gen as usize],
                    ..MjEvent::blank(MjEventKind::WinFan)
                });
            }
            _ => out.push(MjEvent::of(e)),
        }
    }

    /// Seat `seat`'s part of the exchange.
    fn exchanged(
        direction: ExchangeDirection,
        seat: usize,
        passed: &[ExchangeTiles; 4],
    ) -> MjEvent {
        MjEvent {
            seat: seat_byte(seat),
            from: seat_byte(direction.receiver(seat)),
            detail: (direction.offset() - 1) as u8,
            ..MjEvent::blank(MjEventKind::Exchanged)
        }
        .with_tiles(passed[seat].as_slice())
    }

    /// The POD form of an engine event (the exchange: see [`MjEvent::extend`]).
    pub(crate) fn of(e: &Event) -> MjEvent {
        use MjEventKind as K;
        let at = |kind, seat: usize| MjEvent { seat: seat_byte(seat), ..MjEvent::blank(kind) };
        match e {
            Event::Dealt { dealer, .. } => at(K::Dealt, *dealer),
            Event::OpeningWin(o) => MjEvent {
                detail: opening_win_id(o.win) as u8,
                count: o.count,
                ..at(K::OpeningWin, o.seat)
            },
            Event::Drew { seat, tile, source } => MjEvent {
                tile: tile.id(),
                detail: match source {
                    DrawSource::Wall => MjDrawSource::Wall,
                    DrawSource::Replacement => MjDrawSource::Replacement,
                    DrawSource::Haidi => MjDrawSource::Haidi,
                } as u8,
                ..at(K::Drew, *seat)
            },
            Event::Discarded { seat, tile } => {
                MjEvent { tile: tile.id(), ..at(K::Discarded, *seat) }
            }
            Event::Passed { seat } => at(K::Passed, *seat),
            Event::Melded { seat, from, meld, kaigang } => MjEvent {
                from: from.map_or(MJ_NONE, seat_byte),
                tile: meld.tile().id(),
                detail: meld.kind() as u8,
                flag: (*kaigang).into(),
                ..at(K::Melded, *seat)
            },
            Event::KongFlip { seat, flips } => at(K::KongFlip, *seat).with_tiles(flips.as_slice()),
            Event::HaidiOffered { seat } => at(K::HaidiOffered, *seat),
            Event::HaidiShown { seat, tile } => {
                MjEvent { tile: tile.id(), ..at(K::HaidiShown, *seat) }
            }
            Event::Won(w) => MjEvent {
                from: w.from.map_or(MJ_NONE, seat_byte),
                tile: w.tile.map_or(MJ_NONE, Tile::id),
                flag: w.analysis.small.into(),
                big_hands: w
                    .analysis
                    .big_hands
                    .iter()
                    .fold(0, |m, (b, _)| m | 1 << big_hand_id(*b)),
                count: w.analysis.units,
                deltas: MjPoints { points: w.deltas },
                ..at(K::Won, w.seat)
            },
            Event::ExhaustiveDraw => MjEvent::blank(K::ExhaustiveDraw),
            Event::BirdsFlipped { tiles } => MjEvent::blank(K::BirdsFlipped).with_tiles(tiles),
            Event::Settled { reason, deltas } => MjEvent {
                detail: match reason {
                    SettleReason::OpeningWin => MjSettleReason::OpeningWin,
                    SettleReason::KongFee => MjSettleReason::KongFee,
                    SettleReason::Win => MjSettleReason::Win,
                    SettleReason::EndOfHand => MjSettleReason::EndOfHand,
                } as u8,
                deltas: MjPoints { points: *deltas },
                ..MjEvent::blank(K::Settled)
            },
            Event::Finished { next_dealer } => at(K::Finished, *next_dealer),
            Event::ExchangePicked { seat, tile } => {
                MjEvent { tile: tile.id(), ..at(K::ExchangePicked, *seat) }
            }
            // One event per seat (see `MjEvent::extend`); this is seat 0's.
            Event::Exchanged { direction, passed } => MjEvent::exchanged(*direction, 0, passed),
            Event::Flower { seat } => at(K::Flower, *seat),
            Event::VoidsDeclared { voids } => MjEvent {
                tile_count: 4,
                tiles: [voids[0] as u8, voids[1] as u8, voids[2] as u8, voids[3] as u8, 0, 0, 0, 0],
                ..MjEvent::blank(K::VoidsDeclared)
            },
        }
    }
}
