//! The game engine as an opaque handle a host drives step by step: one hand
//! of mahjong under any preset (`majiang_core::game::Game`), its state, its legal
//! actions, the actions applied, the events they caused, the result, and
//! the game record. The host sees every hand (as the engine does) and
//! decides what each player may see; built-in AIs choose from what their
//! seat sees (`mj_game_ai_action`).

use crate::action::MjAction;
use crate::ai::{MjAi, MjHint, ai_arg, reasons_text};
use crate::analysis::{MjPoints, big_hand_id};
use crate::arg::{Out, OutSlice, OutText, flag, input, seat, text};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::event::{MJ_EVENT_TILES, MjEvent};
use crate::handle::Handle;
use crate::meld::MjMeld;
use crate::panic::{guard, guard_value};
use crate::rules::{MJ_NO_TILE, MjRules, rules_arg};
use majiang_core::ai::Agent;
use majiang_core::expert::seat_hints;
use majiang_core::game::{Game, Offer, Phase};
use majiang_core::{Counts, Tile};
use std::ffi::c_char;

/// A `uint8_t` seat or tile field that holds nothing (no seat, no tile).
pub const MJ_NONE: u8 = 255;

/// What the table waits for (`MjGameState::phase`); fixed forever.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjPhase {
    /// `seat` holds `3n+2` tiles: discard, declare a kong, or win by self-draw.
    Turn = 0,
    /// The others may claim what `seat` gave up (`offer`, `tiles`); every
    /// seat in `pending` answers, in any order.
    Claim = 1,
    /// `seat` declared 开杠 and a flipped tile (`tiles`) completes the hand:
    /// 胡 (杠上开花) or pass.
    KongFlip = 2,
    /// One tile is left: `seat` may take it (要海底) or pass it on.
    HaidiOffer = 3,
    /// `seat` took the last tile (`tiles`) and it completes the hand: 胡
    /// (海底捞月) or pass.
    HaidiDraw = 4,
    /// The hand is over (`mj_game_result`).
    Finished = 5,
    /// 四川 换三张: every seat in `pending` picks its next tile to pass
    /// (action `exchange`, one tile per action, one suit).
    Exchange = 6,
    /// 四川 定缺: every seat in `pending` declares its void suit (action
    /// `ding_que`, the suit 0 万 / 1 条 / 2 筒 in the tile byte).
    DingQue = 7,
}

/// What is on offer in the `CLAIM` phase (`MjGameState::offer`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjOffer {
    /// An ordinary discard: 胡, 杠, 碰 and (the next seat only) 吃.
    Discard = 0,
    /// The tile a player adds to their 碰 (补杠): only 胡 (抢杠胡).
    RobKong = 1,
    /// The tiles a 开杠 flipped: only 胡 (杠上炮).
    KongFlip = 2,
    /// The last tile, taken and shown: only 胡 (海底炮).
    Haidi = 3,
}

/// The table at a glance (`mj_game_state`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjGameState {
    /// Each seat's points: the starting scores (0) plus this hand's payments so far.
    pub scores: MjPoints,
    /// `MjPhase` value.
    pub phase: u8,
    /// The seat the phase is about (see `MjPhase`; for `CLAIM` the seat
    /// that gave the tile up); `MJ_NONE` when finished.
    pub seat: u8,
    /// `CLAIM`: the `MjOffer` value; `MJ_NONE` in other phases.
    pub offer: u8,
    /// Number of tiles in `tiles`.
    pub tile_count: u8,
    /// The tiles on offer (`CLAIM`), flipped (`KONG_FLIP`) or taken (`HAIDI_DRAW`).
    pub tiles: [u8; 4],
    /// Bit `1 << s` for each seat `s` that must answer now.
    pub pending: u8,
    /// The seat to ask next (the first pending seat in turn order), or
    /// `MJ_NONE` when the hand is over.
    pub next_seat: u8,
    /// The dealer (庄).
    pub dealer: u8,
    /// Tiles left in the wall.
    pub wall_left: u8,
    /// Bit `1 << s` for each seat that declared 开杠 (frozen: it may only win
    /// or discard what it draws).
    pub frozen: u8,
}

/// One tile of a discard pile (`mj_game_discards`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjDiscard {
    /// The tile id.
    pub tile: u8,
    /// 1 when another player claimed it (it now sits in their meld).
    pub claimed: u8,
}

/// How the hand ended (`mj_game_result`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjGameResult {
    /// Every point that moved in the hand (opening wins, kong fees, wins;
    /// sum zero). While the hand is on: the payments so far.
    pub deltas: MjPoints,
    /// Bits `1 << MjBigHand` of each winning seat's big hands.
    pub big_hands: [u32; 4],
    /// Units of each winning seat's big hands (0 for a small hand).
    pub units: [u32; 4],
    /// 1 once the hand is over; the fields below are then set.
    pub finished: u8,
    /// Bit `1 << s` for each seat that won (several on one discard: 通炮;
    /// 四川: every seat that won during the hand); 0 for an exhaustive draw.
    pub winners: u8,
    /// The seat that paid the wins alone (discarder, kong player, the player
    /// who showed the last tile); `MJ_NONE` for a self-draw or no win. 四川:
    /// the payer of the hand's last win (each win's are in its `WON` event
    /// and in `mj_game_payments`).
    pub from: u8,
    /// Who deals the next hand; `MJ_NONE` while the hand is on.
    pub next_dealer: u8,
    /// Number of tiles in `birds`.
    pub bird_count: u8,
    /// The birds (扎鸟) flipped: the first `MJ_EVENT_TILES` (`mj_game_birds`
    /// gives them all, with their hits).
    pub birds: [u8; MJ_EVENT_TILES],
}

/// One hand of mahjong (opaque). Create with `mj_game_new` (or
/// `mj_game_replay`), drive with `mj_game_apply`, release with
/// `mj_game_free`. Functions taking `const MjGame *` only read it and may
/// share it across threads; `mj_game_apply`, `mj_game_events` and
/// `mj_game_free` need it exclusively.
pub struct MjGame {
    pub(crate) game: Game,
    /// Events not yet handed out by `mj_game_events`.
    events: Vec<MjEvent>,
}

impl Handle for MjGame {
    const TAG: u64 = crate::handle::tag(b"MjGame\0\0");
}

/// Borrows a game the call only reads.
pub(crate) unsafe fn game_arg<'a>(game: *const MjGame) -> FfiResult<&'a MjGame> {
    // SAFETY: forwarded contract of the exports.
    unsafe { MjGame::get(game, "game") }
}

fn seat_byte(s: usize) -> u8 {
    u8::try_from(s).unwrap_or(MJ_NONE)
}

fn bits(seats: impl IntoIterator<Item = usize>) -> u8 {
    seats.into_iter().fold(0, |m, s| m | 1 << s)
}

/// Starts a hand of `rules` (copied) on the wall the seat `seed` shuffles
/// (the same seed always gives the same wall), `dealer` (0–3) dealing. It
/// deals, declares any opening wins, and stops at the first decision: the
/// dealer's turn. `*out` receives the handle; free it with `mj_game_free`.
/// Its first events (`mj_game_events`) are the deal and the opening wins.
///
/// # Safety
/// `rules` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_new(
    rules: *const MjRules,
    seed: u64,
    dealer: i32,
    out: *mut *mut MjGame,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) = unsafe { (rules_arg(rules)?, Out::new(out, "out")?) };
        let game = Game::new(*rules, seed, seat(dealer, "dealer")?)?;
        let mut events = Vec::new();
        for e in &game.opening_events() {
            MjEvent::extend(&mut events, e);
        }
        out.write(MjGame { game, events }.into_raw());
        Ok(())
    })
}

/// Replays a game record (`mj_game_record_json`'s text): the same rules and
/// wall, every action applied in order, and, when the record has its result
/// line, a check that the result is the same. `*out` receives the game as
/// the record leaves it (it may be unfinished and played on); it has no
/// pending events — the record is its history. A record that cannot be
/// read, or does not replay, fails with `MJ_STATUS_PARSE_ERROR` naming the
/// line; so does a header whose `"scores"` lie outside ±1,000,000,000 (the
/// engine's limit, which keeps every score of the hand inside an `int32_t`).
///
/// # Safety
/// `record` NULL or NUL-terminated; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_replay(record: *const c_char, out: *mut *mut MjGame) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (record, out) = unsafe { (text(record, "record")?, Out::new(out, "out")?) };
        let game = Game::replay(record)?;
        out.write(MjGame { game, events: Vec::new() }.into_raw());
        Ok(())
    })
}

/// Releases a game. NULL is a no-op. Using the handle afterwards, or
/// freeing it twice, is undefined behaviour.
///
/// # Safety
/// `game` NULL or a live handle not used by another thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_free(game: *mut MjGame) {
    // SAFETY: the caller's contract above.
    guard_value((), || unsafe { MjGame::free(game) })
}

/// The table at a glance into `*out`: phase, whose decision, what is on
/// offer, the wall, the scores (see `MjGameState`).
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_state(game: *const MjGame, out: *mut MjGameState) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, Out::new(out, "out")?) };
        let g = &g.game;
        let mut state = MjGameState {
            scores: MjPoints { points: g.scores() },
            seat: MJ_NONE,
            offer: MJ_NONE,
            pending: bits(g.pending_seats()),
            next_seat: g.next_to_act().map_or(MJ_NONE, seat_byte),
            dealer: seat_byte(g.dealer()),
            wall_left: u8::try_from(g.wall().len()).unwrap_or(u8::MAX),
            frozen: bits((0..4).filter(|&s| g.table()[s].frozen())),
            ..MjGameState::default()
        };
        let phase = g.phase();
        let (kind, at, offer, tiles): (MjPhase, usize, u8, &[Tile]) = match &phase {
            Phase::Turn { seat } => (MjPhase::Turn, *seat, MJ_NONE, &[]),
            Phase::Claim { from, offer } => {
                let kind = match offer {
                    Offer::Discard(_) => MjOffer::Discard,
                    Offer::RobKong(_) => MjOffer::RobKong,
                    Offer::KongFlip(_) => MjOffer::KongFlip,
                    Offer::Haidi(_) => MjOffer::Haidi,
                };
                (MjPhase::Claim, *from, kind as u8, offer.tiles())
            }
            Phase::KongFlip { seat, flips } => {
                (MjPhase::KongFlip, *seat, MJ_NONE, flips.as_slice())
            }
            Phase::HaidiOffer { seat } => (MjPhase::HaidiOffer, *seat, MJ_NONE, &[]),
            Phase::HaidiDraw { seat, tile } => {
                (MjPhase::HaidiDraw, *seat, MJ_NONE, std::slice::from_ref(tile))
            }
            Phase::Finished => (MjPhase::Finished, usize::from(MJ_NONE), MJ_NONE, &[]),
            Phase::Exchange => (MjPhase::Exchange, usize::from(MJ_NONE), MJ_NONE, &[]),
            Phase::DingQue => (MjPhase::DingQue, usize::from(MJ_NONE), MJ_NONE, &[]),
        };
        for (slot, t) in state.tiles.iter_mut().zip(tiles) {
            *slot = t.id();
        }
        state.tile_count = tiles.len().min(4) as u8;
        state.offer = offer;
        state.phase = kind as u8;
        state.seat = seat_byte(at);
        out.write(state);
        Ok(())
    })
}

/// Shared body of the per-seat list queries.
unsafe fn seat_list<T: Copy>(
    game: *const MjGame,
    seat_value: i32,
    (out, cap, out_len): (*mut T, usize, *mut usize),
    unit: &'static str,
    list: impl FnOnce(&Game, usize) -> FfiResult<Vec<T>>,
) -> MjStatus {
    guard(|| {
        // SAFETY: forwarded contract of the exports.
        let (g, out) = unsafe { (game_arg(game)?, OutSlice::new(out, cap, out_len, "out", unit)?) };
        let s = seat(seat_value, "seat")?;
        out.write(&list(&g.game, s)?)
    })
}

fn tile_ids(c: &Counts) -> Vec<u8> {
    c.tiles().map(Tile::id).collect()
}

/// A seat's concealed tiles (the tile just drawn included), sorted by id,
/// into `out[0..*out_len]` (at most 14; buffer convention). The host's view:
/// any seat may be asked; what to show a player is the host's choice.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` bytes; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_hand(
    game: *const MjGame,
    seat: i32,
    out: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "tiles", |g, s| {
            Ok(tile_ids(g.hand(s)?.concealed()))
        })
    }
}

/// The tile a seat has just drawn (a draw, a kong replacement, the last
/// tile) into `*out_tile`, or `MJ_NO_TILE` (-1) when it drew none this turn
/// (after a claim, in the dealer's first turn, outside its turn).
///
/// # Safety
/// `game` NULL or a live handle; `out_tile` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_drawn_tile(
    game: *const MjGame,
    seat: i32,
    out_tile: *mut i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, Out::new(out_tile, "out_tile")?) };
        let obs = g.game.observation(crate::arg::seat(seat, "seat")?)?;
        out.write(obs.drawn.map_or(MJ_NO_TILE, |t| t.id().into()));
        Ok(())
    })
}

/// A seat's hand as dealt (14 tiles for the dealer, 13 for the others),
/// sorted by id, into `out[0..*out_len]` (buffer convention).
///
/// # Safety
/// As `mj_game_hand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_dealt(
    game: *const MjGame,
    seat: i32,
    out: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "tiles", |g, s| Ok(tile_ids(&g.dealt()[s])))
    }
}

/// A seat's melds in the order made (a 补杠 replaces its 碰 in place),
/// concealed kongs (`MJ_MELD_KIND_AN_GANG`, shown face down to the others)
/// included, into `out[0..*out_len]` (at most 4; buffer convention).
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` melds; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_melds(
    game: *const MjGame,
    seat: i32,
    out: *mut MjMeld,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "melds", |g, s| {
            Ok(g.hand(s)?.melds().map(MjMeld::from).collect())
        })
    }
}

/// A seat's discard pile in the order made (开杠 flips and a shown last tile
/// included), each with whether it was claimed, into `out[0..*out_len]`
/// (buffer convention).
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` discards; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_discards(
    game: *const MjGame,
    seat: i32,
    out: *mut MjDiscard,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "discards", |g, s| {
            Ok(g.table()[s]
                .discards()
                .iter()
                .map(|d| MjDiscard { tile: d.tile.id(), claimed: d.claimed.into() })
                .collect())
        })
    }
}

/// A seat's standing at a 四川 table (`mj_game_sichuan_seat`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjSichuanSeat {
    /// The void suit it declared (定缺): 0 万, 1 条, 2 筒; `MJ_NONE` until
    /// every seat has declared (they are shown together), and on other tables.
    pub void_suit: u8,
    /// Its wins so far (more than one only under 血流成河).
    pub wins: u8,
    /// 1 once it has left the hand (血战到底: after its win); 0 otherwise.
    pub left: u8,
}

/// A seat's 四川 standing into `*out`: its void suit, its wins, whether it
/// has left (see `MjSichuanSeat`) — what a table shows of each player as
/// the 血战 goes on. On other tables: no void, no wins counted, never left.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_sichuan_seat(
    game: *const MjGame,
    seat: i32,
    out: *mut MjSichuanSeat,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, Out::new(out, "out")?) };
        let s = crate::arg::seat(seat, "seat")?;
        let p = &g.game.table()[s];
        out.write(MjSichuanSeat {
            void_suit: p.void().map_or(MJ_NONE, |v| v as u8),
            wins: p.wins(),
            left: p.has_left().into(),
        });
        Ok(())
    })
}

/// The legal actions of `seat` now, sorted by `(kind, tile)`, into
/// `out[0..*out_len]` (buffer convention; 40 always suffices). Empty when
/// nothing is asked of the seat.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` actions; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_legal_actions(
    game: *const MjGame,
    seat: i32,
    out: *mut MjAction,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "actions", |g, s| {
            Ok(g.legal(s).iter().map(|a| MjAction::of(*a)).collect())
        })
    }
}

/// Plays `action` for `seat`, then every step that needs no decision (the
/// next draw, a claim nobody can make), up to the next decision; the events
/// go to `mj_game_events`. A malformed action fails with
/// `MJ_STATUS_INVALID_ARGUMENT` (or `MJ_STATUS_INVALID_TILE`); one that is
/// not legal now — a seat with no decision, an action not in
/// `mj_game_legal_actions` — with `MJ_STATUS_ILLEGAL_ACTION` and a message
/// listing what is legal. On failure the game is unchanged. `action`
/// points to one `MjAction` (a pointer, not a value: in the WebAssembly C
/// ABI a struct argument is a pointer the library could not check).
///
/// # Safety
/// `game` NULL or a live handle used by no other thread meanwhile;
/// `action` NULL or a readable `MjAction`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_apply(
    game: *mut MjGame,
    seat: i32,
    action: *const MjAction,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, action) = unsafe { (MjGame::get_mut(game, "game")?, *input(action, "action")?) };
        let s = crate::arg::seat(seat, "seat")?;
        let action = action.to_core()?;
        let events = g.game.apply(s, action)?;
        for e in &events {
            MjEvent::extend(&mut g.events, e);
        }
        Ok(())
    })
}

/// The events since the last successful call (the first call: since the
/// deal), oldest first, into `out[0..*out_len]`; they are then forgotten.
/// When they do not fit, nothing is written or forgotten:
/// `MJ_STATUS_BUFFER_TOO_SMALL` with `*out_len` = the count waiting (so
/// `NULL, 0` asks how many there are).
///
/// # Safety
/// `game` NULL or a live handle used by no other thread meanwhile; `out`
/// NULL (with `cap == 0`) or writable for `cap` events; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_events(
    game: *mut MjGame,
    out: *mut MjEvent,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe {
            (MjGame::get_mut(game, "game")?, OutSlice::new(out, cap, out_len, "out", "events")?)
        };
        out.write(&g.events)?;
        g.events.clear();
        Ok(())
    })
}

/// The outcome into `*out` (see `MjGameResult`): `finished` 0 while the
/// hand is on (with the payments so far), else the winners, what each won
/// with, who paid, the birds, the deltas and the next dealer.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_result(game: *const MjGame, out: *mut MjGameResult) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, Out::new(out, "out")?) };
        let g = &g.game;
        let mut result = MjGameResult {
            deltas: MjPoints { points: g.deltas() },
            from: MJ_NONE,
            next_dealer: MJ_NONE,
            ..MjGameResult::default()
        };
        if let Some(r) = g.result() {
            result.finished = 1;
            result.deltas = MjPoints { points: r.deltas };
            result.next_dealer = seat_byte(r.next_dealer);
            for w in &r.wins {
                result.winners |= 1 << w.seat;
                result.from = w.from.map_or(MJ_NONE, seat_byte);
                result.units[w.seat] = w.analysis.units;
                result.big_hands[w.seat] =
                    w.analysis.big_hands.iter().fold(0, |m, (b, _)| m | 1 << big_hand_id(*b));
            }
            let n = r.birds.len().min(MJ_EVENT_TILES);
            for (slot, t) in result.birds.iter_mut().zip(&r.birds[..n]) {
                *slot = t.id();
            }
            result.bird_count = n as u8;
        }
        out.write(result);
        Ok(())
    })
}

/// Lets a built-in AI choose for `seat`: `*out` is one of the seat's legal
/// actions, chosen from what that seat sees (its own hand, every discard and
/// meld, the wall count, the scores — never the wall or another hand). The
/// action is not applied: pass it to `mj_game_apply`. EASY, MEDIUM and
/// HARD answer as the tutorial's AI at a table does (always win when they
/// can, take the last tile, ask should_gang / should_peng / should_chi in
/// that order, discard by the level), drawing from the AI's table
/// generator for `seat` (each seat has its own, seeded by the AI's seed: one
/// AI for every seat decides exactly as one AI per seat). EXPERT answers as the core's `ExpertAgent` does, from the
/// same observation (its unseen counts and the wall count; the AI's own
/// `mj_ai_observe_*` and `mj_ai_set_wall_left` are not used here). A seat
/// with no decision fails with `MJ_STATUS_ILLEGAL_ACTION`.
///
/// # Safety
/// `game` NULL or a live handle; `ai` NULL or a live handle used by no
/// other thread meanwhile; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_ai_action(
    game: *const MjGame,
    seat: i32,
    ai: *mut MjAi,
    out: *mut MjAction,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, ai, out) = unsafe { (game_arg(game)?, ai_arg(ai)?, Out::new(out, "out")?) };
        let s = crate::arg::seat(seat, "seat")?;
        let obs = g.game.observation(s)?;
        if obs.legal.is_empty() {
            let pending: Vec<String> = g.game.pending_seats().map(|p| p.to_string()).collect();
            return Err(FfiError::new(
                MjStatus::IllegalAction,
                if pending.is_empty() {
                    format!("seat {s} has no decision to make: the hand is over")
                } else {
                    format!(
                        "seat {s} has no decision to make; waiting for seat {}",
                        pending.join(", ")
                    )
                },
            ));
        }
        out.write(MjAction::of(ai.agents[s].decide(&obs)));
        Ok(())
    })
}

/// The hint list of `seat` in its turn: EXPERT's ranking of the discards
/// legal now, best first, as `mj_ai_hints` gives it (`MjHint`; `index` is
/// the tile's position in `mj_game_hand(seat)`'s order), from what the seat
/// sees (the copies it has not seen, its own draws to come, its 四川 void
/// suit: that suit's tiles alone while it holds one), priced at the seat's
/// place from the dealer (国标 counts the seat's own wind, 门风刻, which
/// `mj_ai_hints` cannot know). The same list as Godot's
/// `MahjongTable.hints`. Into `out[0..*out_len]` (buffer convention; 14
/// always suffices); empty when it is not the seat's turn to discard. A seat
/// outside 0-3 fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `game` NULL or a live handle; `out` NULL (with `cap == 0`) or writable
/// for `cap` hints; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_hints(
    game: *const MjGame,
    seat: i32,
    out: *mut MjHint,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        seat_list(game, seat, (out, cap, out_len), "hints", |g, s| {
            let ids = tile_ids(g.hand(s)?.concealed());
            Ok(seat_hints(g, s)?.iter().map(|h| MjHint::of(h, &ids)).collect())
        })
    }
}

/// The reasons of `mj_game_hints`: one line per hint, in the same order,
/// each ending in `\n` (English when `chinese` is 0, Chinese when 1, as
/// `mj_ai_hint_reasons` writes them), UTF-8 and NUL-terminated into `buf`,
/// `*out_len` = bytes including the NUL (two-call convention); just the NUL
/// when it is not the seat's turn to discard. `chinese` other than 0 or 1,
/// or a seat outside 0-3, fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `game` NULL or a live handle; `buf` NULL (with `cap == 0`) or writable
/// for `cap` bytes; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_hint_reasons(
    game: *const MjGame,
    seat: i32,
    chinese: u8,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, OutText::new(buf, cap, out_len, "buf")?) };
        let s = crate::arg::seat(seat, "seat")?;
        let chinese = flag(chinese, "chinese")?;
        out.write(&reasons_text(&seat_hints(&g.game, s)?, chinese))
    })
}

/// The game record so far as JSON lines (a header with the seed and every
/// rule, one line per action applied, the result line once the hand is
/// over; each line ends in `\n`), NUL-terminated into `buf`, `*out_len` =
/// bytes including the NUL (two-call convention). `mj_game_replay` reads it
/// back; so does `majiang replay FILE`.
///
/// # Safety
/// `game` NULL or a live handle; `buf` NULL (with `cap == 0`) or writable
/// for `cap` bytes; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_game_record_json(
    game: *const MjGame,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (g, out) = unsafe { (game_arg(game)?, OutText::new(buf, cap, out_len, "buf")?) };
        out.write(&g.game.to_record())
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::action::MjActionKind;
    use crate::event::MjEventKind;
    use majiang_core::RuleSet;
    use majiang_core::ai::{Agent, FirstLegal};

    fn new_game(seed: u64, dealer: i32) -> *mut MjGame {
        let rules = crate::rules::mj_rules_new_changsha();
        let mut g = std::ptr::null_mut();
        assert_eq!(unsafe { mj_game_new(rules, seed, dealer, &mut g) }, MjStatus::Ok);
        unsafe { crate::rules::mj_rules_free(rules) };
        g
    }

    #[test]
    fn a_hand_played_through_the_abi_is_the_core_hand() {
        let g = new_game(5, 1);
        let mut core = Game::new(RuleSet::changsha(), 5, 1).unwrap();
        let mut events = core.opening_events().len();
        let mut state = MjGameState::default();
        loop {
            assert_eq!(unsafe { mj_game_state(g, &mut state) }, MjStatus::Ok);
            let Some(seat) = core.next_to_act() else { break };
            assert_eq!(usize::from(state.next_seat), seat);
            let action = FirstLegal.decide(&core.observation(seat).unwrap());
            events += core.apply(seat, action).unwrap().len();
            let s = unsafe { mj_game_apply(g, seat as i32, &MjAction::of(action)) };
            assert_eq!(s, MjStatus::Ok);
        }
        assert_eq!(state.phase, MjPhase::Finished as u8);
        let mut n = 0;
        let s = unsafe { mj_game_events(g, std::ptr::null_mut(), 0, &mut n) };
        assert_eq!((s, n), (MjStatus::BufferTooSmall, events));
        let mut buf = vec![MjEvent::of(&majiang_core::game::Event::ExhaustiveDraw); n];
        assert_eq!(unsafe { mj_game_events(g, buf.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
        assert_eq!(buf[0].kind, MjEventKind::Dealt as u8);
        assert_eq!(buf[n - 1].kind, MjEventKind::Finished as u8);
        assert_eq!(unsafe { mj_game_events(g, std::ptr::null_mut(), 0, &mut n) }, MjStatus::Ok);
        assert_eq!(n, 0);
        let mut result = MjGameResult::default();
        assert_eq!(unsafe { mj_game_result(g, &mut result) }, MjStatus::Ok);
        let r = core.result().unwrap();
        assert_eq!(result.deltas.points, r.deltas);
        assert_eq!(usize::from(result.next_dealer), r.next_dealer);
        unsafe { mj_game_free(g) };
    }

    #[test]
    fn illegal_actions_leave_the_game_as_it_was() {
        let g = new_game(9, 0);
        let mut before = MjGameState::default();
        unsafe { mj_game_state(g, &mut before) };
        let pass = MjAction { kind: 0, tile: 0 };
        assert_eq!(unsafe { mj_game_apply(g, 0, &pass) }, MjStatus::IllegalAction);
        assert_eq!(unsafe { mj_game_apply(g, 2, &pass) }, MjStatus::IllegalAction);
        assert_eq!(unsafe { mj_game_apply(g, 4, &pass) }, MjStatus::InvalidArgument);
        assert_eq!(
            unsafe { mj_game_apply(g, 0, &MjAction { kind: 99, tile: 0 }) },
            MjStatus::InvalidArgument
        );
        let mut after = MjGameState::default();
        unsafe { mj_game_state(g, &mut after) };
        assert_eq!(before, after);
        unsafe { mj_game_free(g) };
    }

    /// The events waiting in `g`, drained.
    fn drain(g: *mut MjGame) -> Vec<MjEvent> {
        let mut n = 0;
        unsafe { mj_game_events(g, std::ptr::null_mut(), 0, &mut n) };
        let mut buf = vec![MjEvent::default(); n];
        assert_eq!(unsafe { mj_game_events(g, buf.as_mut_ptr(), n, &mut n) }, MjStatus::Ok);
        buf
    }

    fn state(g: *const MjGame) -> MjGameState {
        let mut st = MjGameState::default();
        assert_eq!(unsafe { mj_game_state(g, &mut st) }, MjStatus::Ok);
        st
    }

    #[test]
    fn sichuan_hands_through_the_abi_are_the_core_hands() {
        use crate::settlement::{MjPayment, mj_game_payments};
        use crate::sichuan::MjSichuanAnalysis;
        let rules = crate::rules::mj_rules_new_sichuan();
        let mut ai = std::ptr::null_mut();
        assert_eq!(unsafe { crate::ai::mj_ai_new(2, 7, rules, &mut ai) }, MjStatus::Ok);
        let (mut exchanges, mut wins) = (0, 0);
        for seed in 0..6u64 {
            let mut g = std::ptr::null_mut();
            let dealer = (seed % 4) as i32;
            assert_eq!(unsafe { mj_game_new(rules, seed, dealer, &mut g) }, MjStatus::Ok);
            let mut core = Game::new(RuleSet::sichuan(), seed, seed as usize % 4).unwrap();
            // Several seats answer at once before the first discard.
            let st = state(g);
            assert_eq!((st.phase, st.pending), (MjPhase::Exchange as u8, 0b1111));
            loop {
                let st = state(g);
                let Some(seat) = core.next_to_act() else { break };
                assert_eq!(usize::from(st.next_seat), seat);
                let mut a = MjAction::default();
                assert_eq!(unsafe { mj_game_ai_action(g, seat as i32, ai, &mut a) }, MjStatus::Ok);
                exchanges += usize::from(a.kind == MjActionKind::Exchange as u8);
                core.apply(seat, a.to_core().unwrap()).unwrap();
                assert_eq!(unsafe { mj_game_apply(g, seat as i32, &a) }, MjStatus::Ok);
            }
            let r = core.result().unwrap();
            // Each WON event is followed by its WIN_FAN: the win's fan and patterns.
            let events = drain(g);
            let won: Vec<(&MjEvent, &MjEvent)> = events
                .windows(2)
                .filter(|p| p[0].kind == MjEventKind::Won as u8)
                .map(|p| (&p[0], &p[1]))
                .collect();
            assert_eq!(won.len(), r.wins.len());
            for ((e, f), w) in won.iter().zip(&r.wins) {
                let fan = MjSichuanAnalysis::of(w.fan.as_ref());
                assert_eq!(f.kind, MjEventKind::WinFan as u8);
                assert_eq!((e.seat, f.seat), (w.seat as u8, w.seat as u8));
                assert_eq!((f.count, f.big_hands), (fan.fan, fan.patterns));
                let gens = fan.pattern_counts[crate::sichuan::MjSichuanPattern::Gen as usize];
                assert_eq!(f.detail, gens);
                assert_eq!(e.deltas.points, w.deltas);
                wins += 1;
            }
            let fans = events.iter().filter(|e| e.kind == MjEventKind::WinFan as u8).count();
            assert_eq!(fans, r.wins.len());
            // The payment lines add up to the result, zero-sum.
            let mut lines = vec![MjPayment::default(); 256];
            let mut n = 0;
            let s = unsafe { mj_game_payments(g, lines.as_mut_ptr(), lines.len(), &mut n) };
            assert_eq!(s, MjStatus::Ok);
            let mut totals = [0i32; 4];
            for p in &lines[..n] {
                totals[usize::from(p.from)] -= p.points;
                totals[usize::from(p.to)] += p.points;
            }
            let mut result = MjGameResult::default();
            assert_eq!(unsafe { mj_game_result(g, &mut result) }, MjStatus::Ok);
            assert_eq!((totals, totals.iter().sum::<i32>()), (result.deltas.points, 0));
            assert_eq!(result.deltas.points, r.deltas);
            // Each seat's standing: its void, its wins, whether it left (血战).
            for s in 0..4 {
                let mut st = MjSichuanSeat::default();
                assert_eq!(unsafe { mj_game_sichuan_seat(g, s, &mut st) }, MjStatus::Ok);
                let won = r.wins.iter().filter(|w| w.seat == s as usize).count();
                let void = r.voids[s as usize].map_or(MJ_NONE, |v| v as u8);
                assert_eq!(
                    (st.void_suit, usize::from(st.wins), st.left),
                    (void, won, u8::from(won > 0))
                );
            }
            let mut st = MjSichuanSeat::default();
            assert_eq!(unsafe { mj_game_sichuan_seat(g, 4, &mut st) }, MjStatus::InvalidArgument);
            let s = unsafe { mj_game_sichuan_seat(g, 0, std::ptr::null_mut()) };
            assert_eq!(s, MjStatus::NullPointer);
            unsafe { mj_game_free(g) };
        }
        assert!(exchanges == 6 * 12 && wins > 6, "{exchanges} exchanges, {wins} wins");
        unsafe {
            crate::ai::mj_ai_free(ai);
            crate::rules::mj_rules_free(rules);
        }
    }

    #[test]
    fn sichuan_refusals_leave_the_game_as_it_was() {
        let rules = crate::rules::mj_rules_new_sichuan();
        let mut g = std::ptr::null_mut();
        assert_eq!(unsafe { mj_game_new(rules, 3, 0, &mut g) }, MjStatus::Ok);
        let core = Game::new(RuleSet::sichuan(), 3, 0).unwrap();
        let hand = *core.hand(0).unwrap().concealed();
        // Seat 0 picks a tile of one suit; a tile of another is refused.
        let first = hand.kinds().next().unwrap();
        let other = hand.kinds().find(|t| t.suit() != first.suit()).unwrap();
        let pick = MjAction { kind: MjActionKind::Exchange as u8, tile: first.id() };
        assert_eq!(unsafe { mj_game_apply(g, 0, &pick) }, MjStatus::Ok);
        drain(g);
        let before = state(g);
        let refused = |seat: i32, a: MjAction, status: MjStatus, fragment: &str| {
            assert_eq!(unsafe { mj_game_apply(g, seat, &a) }, status, "{a:?}");
            let message = crate::error::tests::read_last_error();
            assert!(message.contains(fragment), "{a:?}: {message}");
            assert_eq!(state(g), before, "{a:?} refused, nothing changed");
            assert!(drain(g).is_empty(), "{a:?} refused, no event");
        };
        let second_suit = MjAction { kind: MjActionKind::Exchange as u8, tile: other.id() };
        refused(0, second_suit, MjStatus::IllegalAction, "not legal");
        let ding_que = MjAction { kind: MjActionKind::DingQue as u8, tile: 1 };
        refused(1, ding_que, MjStatus::IllegalAction, "not legal");
        let suit3 = MjAction { kind: MjActionKind::DingQue as u8, tile: 3 };
        refused(1, suit3, MjStatus::InvalidArgument, "ding_que suit = 3");
        let discard = MjAction { kind: MjActionKind::Discard as u8, tile: first.id() };
        refused(0, discard, MjStatus::IllegalAction, "not legal");
        unsafe {
            mj_game_free(g);
            crate::rules::mj_rules_free(rules);
        }
    }
}
