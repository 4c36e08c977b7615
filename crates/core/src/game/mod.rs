//! The game engine: one hand of mahjong under any preset (长沙, 转转, 红中, 四川血战) as a
//! state machine, every option of the rule set's [`TableOptions`](crate::TableOptions)
//! honoured (`changsha-rules.md`). What the families do differently — the
//! phases before the first discard, the claims, kong money, when a hand ends,
//! the end-of-hand checks, what a win is worth — the engine asks the family
//! (`crate::family`, one dispatch); this module knows no family by name.
//!
//! # Driving a hand
//! [`Game::new`] deals from a seeded wall and stops at the first decision.
//! [`Game::phase`] says what the table waits for, [`Game::pending_seats`]
//! who must answer, [`Game::legal_actions`] what each may do, and
//! [`Game::apply`] plays an action and returns the [`Event`]s it caused
//! (an illegal action is an [`Error::IllegalAction`] and changes nothing).
//! Steps without a choice (a draw, a claim nobody can make) happen inside
//! `apply`. [`play_hand`] runs a whole hand with four [`Agent`]s, which only
//! ever see their [`Observation`].
//!
//! ```
//! use majiang_core::{RuleSet, game::{Game, Phase}};
//! let mut game = Game::new(RuleSet::eval_v1(), 42, 0)?;
//! while let Some(seat) = game.next_to_act() {
//!     // Always the first legal action: pass on claims, discard the lowest tile.
//!     let action = game.legal_actions(seat)[0];
//!     game.apply(seat, action)?;
//! }
//! assert_eq!(game.phase(), Phase::Finished);
//! let result = game.result().unwrap();
//! assert_eq!(result.deltas.iter().sum::<i32>(), 0);
//! # Ok::<(), majiang_core::Error>(())
//! ```
//!
//! # Rules as implemented (the choices `changsha-rules.md` leaves open)
//! - **Wall.** Ordinary draws from the front, 补张 replacements, 开杠 flips
//!   and birds from the end. Block deal: dealer 14, then each next seat 13.
//! - **Claims.** Every seat with a choice answers, in any order; the answers
//!   are then resolved: every 胡 wins (通炮), else 碰/杠 (only one seat can
//!   hold the pair), else the next seat's 吃. Once the wall is empty a
//!   discard may only be won on. A turn that starts with a claim (吃/碰)
//!   cannot win by self-draw; it may declare kongs.
//! - **过胡.** A seat offered a win that does anything else (passing, another
//!   claim, discarding instead of a self-drawn win, passing a flip or the last
//!   tile) may not win on another player's tile — discard, robbed kong, flip,
//!   shown last tile — until its own next draw (a replacement counts).
//! - **Kongs.** Allowed while a tile is left in the wall. 开杠 (when the
//!   option is on) needs the hand ready without the four (3n+1 tiles after
//!   laying it down, at least one wait); it flips `kaigang_flips` tiles (fewer
//!   if the wall is shorter) into the kong player's discards. If one completes
//!   the hand the player may win (杠上开花, on the flip worth the most);
//!   otherwise, or if they pass, the others may win on any flip (杠上炮, paid
//!   by the kong player); then the next seat draws. The 开杠 player is frozen
//!   for the rest of the hand: no claims but 胡, no kongs, and each turn only
//!   胡 or discarding the drawn tile. A 补杠 can be robbed (抢杠胡, the kong
//!   player pays) before it completes; a concealed kong cannot.
//! - **海底.** With `haidi_offer`, when a draw is due and one tile is left it
//!   is offered in turn from the player to draw; the taker may win (海底捞月)
//!   or shows it, and the others may win on it (海底炮, the taker pays). If
//!   all four pass, the hand is drawn. Without the offer the last tile is
//!   drawn as usual; a self-drawn win on it is 海底捞月 and a win on that
//!   player's discard 海底炮. A last tile taken as a kong replacement or flip
//!   is not 海底.
//! - **天胡/地胡.** 天胡 is the dealer's win on the dealt 14 (their first
//!   decision); 地胡 a win on the first discard of the hand, made by the
//!   dealer before any meld.
//! - **Birds.** After the wins, `birds` tiles from the end of the wall
//!   (fewer if it is shorter); when the wall is empty, the last tile taken
//!   from it counts for every bird. The same birds serve every winner.
//! - **Opening wins** are declared automatically at the deal (dealer first,
//!   then in seat order) and paid at once; play goes on.
//! - **Kong fees** (`kong_fee` > 0): each other seat pays the kong player when
//!   a kong is laid down (not when it is robbed); no dealer bonus.
//! - **Next dealer** (`NextDealer::Winner`): the winner; the payer when
//!   several win; after a draw the player who took the last tile, or the first
//!   player offered it if all passed.
//!
//! # 四川麻将 血战到底
//! The 四川 family ([`crate::family::sichuan`], `variants.md` §3; [`sichuan`]
//! has the payments):
//! - **Before the first discard.** 换三张 ([`Phase::Exchange`]): every seat
//!   picks its tiles one [`Action::Exchange`] at a time, all of one suit
//!   (a suit it holds at least that many of), and they go all at once in the
//!   direction a seeded roll set ([`ExchangeDirection`]; from the wall
//!   itself for a stacked wall). Then 定缺 ([`Phase::DingQue`]): every seat
//!   declares a void suit ([`Action::DingQue`]), shown once all four have.
//! - **The void suit.** While a seat holds it, only its tiles may be
//!   discarded; it is never 碰'd or 杠'd; a hand holding it waits on nothing
//!   and never wins. Still held at the end: 花猪.
//! - **Claims.** No 吃; 碰, 直杠, 面下杠 (补杠) and 暗杠 while a tile is left;
//!   抢杠胡 on a 面下杠 only (`rob_kong`); 一炮多响 (`multiple_winners`; off,
//!   the first in turn order wins alone). No 开杠, opening wins or 海底 offer.
//! - **Wins do not end the hand.** The winning tile is laid aside
//!   ([`PublicSeat::won_tiles`]). 血战到底: the winner leaves
//!   ([`PublicSeat::has_left`]): no more turns, claims or payments; play goes
//!   on from the first seat still in after the (last) winner, until three
//!   have won or the wall is empty. 血流成河: the winner stays, frozen (it
//!   may only win again or discard what it draws), until the wall is empty.
//! - **Payments**, every line in [`HandResult::payments`]: kongs at once
//!   from the players still in (暗杠 2 each, 面下杠 1 each, 直杠 2 from the
//!   discarder, 擦挂 1 from each other); a win 2^fan with the cap from the
//!   discarder, or from every player still in for a self-draw (自摸加底 +1
//!   each, or 自摸加番 +1 fan); 点杠花 paid by the 直杠's discarder under
//!   `kong_flower` = discard; 呼叫转移 hands the kong's income to whoever
//!   wins on the konger's next discard (the first winner in turn order).
//! - **The end** (the wall empty with fewer than three winners), among the
//!   players who have not won: 查花猪 (each 花猪 pays the cap to every other
//!   player still in who is not one), 查大叫 (each player neither ready nor
//!   花猪 pays each ready one its best hand, as a discard win or a self-draw
//!   per `cha_dajiao`), 退税 (each player not ready gives back every kong
//!   line it was paid, to whoever paid it, including players who have left:
//!   `variants.md` X10). No checks after three wins.
//! - **Next dealer** (\[BKL\]): the payer of the hand's first win when
//!   several won on it (一炮多响), else the first winner, else the next seat.
//! - [`Game::resume`] starts a 四川 hand after 定缺 ([`MidHand`] carries the
//!   kong lines still standing and the next dealer the wins so far make).

//! # The flat tables (转转麻将, 红中麻将)
//! The flat Hunan family ([`crate::family::hunan`], `variants.md` §1, §2):
//! the same engine plays with these differences ([`flat`] has the payments):
//! - **Wall.** [`RuleSet::wall_size`] tiles: 108 suited, plus the 红中 of
//!   红中麻将 (four; eight are refused: a hand holds at most four of a kind).
//!   Changsha's 开杠, opening wins and 海底 offer are never played, whatever
//!   the table options say: a kong draws one replacement from the end.
//! - **红中** is never discarded, claimed or melded (no such action is legal),
//!   and a 碰 that would leave only 红中 in hand is not offered (the turn
//!   after it could neither discard nor win). 吃 only with [`RuleSet::chi`].
//! - **Wins.** 自摸; 点炮 with `discard_wins`, but never for a hand holding
//!   红中 under `wildcard_self_draw_only` (有红中不接炮); 抢杠胡 on a 补杠 with
//!   `rob_kong` (a hand holding 红中 only under `wildcard_robs_kong`);
//!   several winners on one discard with `multiple_winners`, else the first
//!   in turn order from the discarder. Four 红中 win on a turn that starts
//!   with a draw (or the dealer's first): under `Opening` only on the seat's
//!   first turn with the four dealt to it. Shapes are the core's
//!   [`is_win`](crate::is_win) (红中 with no copy limit).
//! - **Payments**, every line in [`HandResult::payments`] with its reason:
//!   kongs at once (a [`SettleReason::KongFee`] event; none for the 补杠 of
//!   a kind once 碰'd holding three, 过杠), given back after a drawn hand
//!   unless `kong_points_on_draw`; a win's lines after its birds
//!   (drawn once from the end of the wall; a short wall gives what is left).

mod action;
mod agent;
pub(crate) mod event;
mod observation;
pub(crate) mod phase;
mod record;
pub(crate) mod result;
mod resume;
pub(crate) mod settle;
mod wall;

pub use crate::family::hunan::engine as flat;
pub use crate::family::sichuan::engine as sichuan;
pub use action::Action;
pub use agent::{Agent, ask};
pub use event::{DrawSource, Event, SettleReason};
pub use observation::{Discard, Observation, PublicSeat};
pub use phase::{Flips, Offer, Phase, TileRun};
pub use record::GameRecord;
pub use result::{HandResult, OpeningRecord, Payment, PaymentReason, WinRecord};
pub use resume::{MidHand, ResumeAt};
pub use sichuan::{ExchangeDirection, ExchangeTiles, ExchangeView};
pub use wall::Wall;

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::family::{TableFamily, Winner, with_family};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::score::{Payers, WinContext};
use crate::tile::{Tile, TileSet};
use crate::win::waits;
use action::ActionList;
use event::{Quiet, Sink};
pub(crate) use settle::add as settle_add;
use wall::check_seat;

/// The largest score (either sign) a hand may start with. A hand moves at
/// most [`PAYMENT_LIMIT`](crate::score::PAYMENT_LIMIT) per payment and a
/// seat takes part in fewer than 160 payments in one hand (opening wins:
/// 16, kong fees: one per kind, wins: 3 winners of 3 payers each, each
/// counted three times over), so the scores of a hand that started within
/// this limit always fit in an `i32`: no sum of points ever wraps.
pub const SCORE_LIMIT: i32 = 1_000_000_000;

/// Refuses scores a hand may not start with (see [`SCORE_LIMIT`]).
pub(crate) fn check_scores(scores: &[i32; 4]) -> Result<()> {
    match scores.iter().position(|s| s.unsigned_abs() > SCORE_LIMIT.unsigned_abs()) {
        None => Ok(()),
        Some(seat) => Err(Error::ScoreOutOfRange(format!(
            "scores[{seat}] = {}: a hand starts with scores between -{SCORE_LIMIT} and \
             {SCORE_LIMIT}",
            scores[seat]
        ))),
    }
}

/// How the current turn began: decides whether 胡 is a self-draw and which
/// situational big hands it carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TurnStart {
    /// The dealer's dealt 14 (天胡).
    Dealt,
    /// An ordinary draw.
    Drew,
    /// An ordinary draw of the last tile (海底捞月 without the offer).
    LastTile,
    /// A 补张 replacement.
    Replacement,
    /// A 吃 or 碰: no self-drawn win.
    Claimed,
}

/// A 补杠 waiting for the others to rob it or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PendingKong {
    pub(crate) seat: usize,
    pub(crate) tile: Tile,
    pub(crate) kaigang: bool,
}

/// One seat's private state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Seat {
    pub(crate) hand: Hand,
    pub(crate) drawn: Option<Tile>,
    pub(crate) frozen: bool,
    pub(crate) pass_lock: bool,
    /// Waits of the hand as it was last at `3n+1` tiles; valid while
    /// `waits_ok`. Kept across a draw-and-discard of the same tile, so a
    /// player who keeps their hand costs no recomputation.
    pub(crate) waits: TileSet,
    pub(crate) waits_ok: bool,
}

/// One hand of mahjong. See the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) rules: RuleSet,
    pub(crate) seed: Option<u64>,
    pub(crate) dealer: usize,
    pub(crate) start_scores: [i32; 4],
    pub(crate) dealt: [Counts; 4],
    pub(crate) wall: Wall,
    pub(crate) seats: [Seat; 4],
    pub(crate) table: [PublicSeat; 4],
    pub(crate) phase: Phase,
    pub(crate) legal: [ActionList; 4],
    /// Bit `s`: seat `s` must answer.
    pub(crate) pending: u8,
    /// The first seat to ask when several must answer.
    pub(crate) ask_from: usize,
    pub(crate) answers: [Action; 4],
    /// Bit `s`: seat `s` may win in the current claim (for 过胡).
    pub(crate) hu_offered: u8,
    pub(crate) turn_start: TurnStart,
    pub(crate) turn_can_hu: bool,
    pub(crate) kong: Option<PendingKong>,
    /// The last tile taken from the wall and who took it.
    pub(crate) last_taken: Option<(usize, Tile)>,
    /// The player who took the last tile by an ordinary draw or the offer.
    pub(crate) haidi_taker: Option<usize>,
    /// The first player offered the last tile.
    pub(crate) haidi_first: usize,
    pub(crate) discards_made: u32,
    pub(crate) draws: u32,
    pub(crate) calls: [u8; 4],
    pub(crate) deltas: [i32; 4],
    pub(crate) openings: Vec<result::OpeningRecord>,
    /// 国标: the flowers each seat set aside at the deal, for the opening
    /// events (a resumed hand: the flowers on the table when it resumed).
    pub(crate) dealt_flowers: [u8; 4],
    pub(crate) record: Vec<(u8, Action)>,
    pub(crate) result: Option<HandResult>,
    /// The payment lines of a flat or 四川 table (empty under Changsha).
    pub(crate) flat: flat::FlatState,
    /// 四川: the exchange, the voids, the wins so far, the kongs' lines.
    pub(crate) sc: sichuan::SichuanState,
}

impl Game {
    /// A hand of `rules` on the wall of `seed`, `dealer` (0–3) dealing.
    pub fn new(rules: RuleSet, seed: u64, dealer: usize) -> Result<Game> {
        let wall = Wall::shuffled(&rules, seed);
        Game::start(rules, wall, Some(seed), dealer, [0; 4])
    }

    /// A hand on a given wall (e.g. [`Wall::stacked`] for a scenario).
    pub fn from_wall(rules: RuleSet, wall: Wall, dealer: usize) -> Result<Game> {
        Game::start(rules, wall, None, dealer, [0; 4])
    }

    /// The general constructor: a wall (with the seed that made it, if any,
    /// for the record), the dealer and the scores before the hand (a host
    /// playing a match passes its running totals; agents see them).
    pub fn start(
        rules: RuleSet,
        mut wall: Wall,
        seed: Option<u64>,
        dealer: usize,
        scores: [i32; 4],
    ) -> Result<Game> {
        check_seat(dealer)?;
        check_scores(&scores)?;
        rules.check_playable()?;
        if wall.len() != rules.wall_size() || wall.tiles().len() != wall.len() {
            return Err(Error::BadSetup(format!(
                "the wall must be a fresh wall of {} tiles for {}",
                rules.wall_size(),
                rules.name
            )));
        }
        let direction = sichuan::roll_direction(seed, wall.tiles());
        let dealt = wall.deal(dealer);
        let seats = std::array::from_fn(|s| Seat {
            hand: Hand::dealt(dealt[s]),
            drawn: None,
            frozen: false,
            pass_lock: false,
            waits: TileSet::EMPTY,
            waits_ok: false,
        });
        let table = std::array::from_fn(|s| PublicSeat::new(dealt[s].total()));
        let mut game = Game {
            rules,
            seed,
            dealer,
            start_scores: scores,
            dealt,
            wall,
            seats,
            table,
            phase: Phase::Finished,
            legal: [ActionList::EMPTY; 4],
            pending: 0,
            ask_from: dealer,
            answers: [Action::Pass; 4],
            hu_offered: 0,
            turn_start: TurnStart::Dealt,
            turn_can_hu: false,
            kong: None,
            last_taken: None,
            haidi_taker: None,
            haidi_first: dealer,
            discards_made: 0,
            draws: 0,
            calls: [0; 4],
            deltas: [0; 4],
            openings: Vec::new(),
            dealt_flowers: [0; 4],
            record: Vec::with_capacity(160),
            result: None,
            flat: flat::FlatState::default(),
            sc: sichuan::SichuanState::new(direction),
        };
        with_family!(game.rules.scoring, F => F::start_hand(&mut game));
        Ok(game)
    }

    /// The dealer's first turn on the dealt 14 (天胡 when it wins by the
    /// family's shapes: 国标's 全不靠 and 组合龙 among them).
    pub(crate) fn begin_first_turn(&mut self) {
        let hand = &self.seats[self.dealer].hand;
        let tianhu =
            with_family!(self.rules.scoring, F => F::wins(hand, &self.rules)).unwrap_or(false);
        self.begin_turn(self.dealer, TurnStart::Dealt, tianhu);
    }

    // ----- what a host reads -------------------------------------------------

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The seed of the wall, when it came from one.
    #[must_use]
    pub const fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> usize {
        self.dealer
    }

    /// What the table waits for.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The seats that must answer, in the order [`Game::next_to_act`] asks them.
    pub fn pending_seats(&self) -> impl Iterator<Item = usize> + '_ {
        (0..4).map(|k| (self.ask_from + k) % 4).filter(|s| self.pending >> s & 1 == 1)
    }

    /// True when `seat` must answer.
    #[must_use]
    pub fn is_pending(&self, seat: usize) -> bool {
        seat < 4 && self.pending >> seat & 1 == 1
    }

    /// The next seat to ask (after a discard, from the discarder's next
    /// seat round), or `None` when the hand is over.
    #[must_use]
    pub fn next_to_act(&self) -> Option<usize> {
        self.pending_seats().next()
    }

    /// The legal actions of `seat`, sorted by encoding; empty when nothing is
    /// asked of it (or for a seat outside 0–3).
    #[must_use]
    pub fn legal_actions(&self, seat: usize) -> Vec<Action> {
        self.legal(seat).to_vec()
    }

    /// [`Game::legal_actions`] without allocating.
    #[must_use]
    pub fn legal(&self, seat: usize) -> &[Action] {
        if self.is_pending(seat) { self.legal[seat].as_slice() } else { &[] }
    }

    /// What `seat` sees.
    pub fn observation(&self, seat: usize) -> Result<Observation<'_>> {
        check_seat(seat)?;
        let s = &self.seats[seat];
        Ok(Observation {
            rules: &self.rules,
            seat,
            dealer: self.dealer,
            phase: self.phase,
            legal: self.legal(seat),
            hand: s.hand,
            drawn: s.drawn,
            frozen: s.frozen,
            pass_lock: s.pass_lock,
            table: &self.table,
            wall_left: self.wall.len(),
            scores: self.scores(),
            exchange: self.sc.exchange[seat],
        })
    }

    /// A seat's hand (host view: concealed tiles and every meld).
    pub fn hand(&self, seat: usize) -> Result<&Hand> {
        check_seat(seat)?;
        Ok(&self.seats[seat].hand)
    }

    /// The public table: discards and exposed melds of every seat.
    #[must_use]
    pub const fn table(&self) -> &[PublicSeat; 4] {
        &self.table
    }

    /// The wall (host view).
    #[must_use]
    pub const fn wall(&self) -> &Wall {
        &self.wall
    }

    /// The hands as dealt.
    #[must_use]
    pub const fn dealt(&self) -> &[Counts; 4] {
        &self.dealt
    }

    /// Scores: the starting scores plus every payment of this hand so far.
    #[must_use]
    pub fn scores(&self) -> [i32; 4] {
        // Never saturates: see SCORE_LIMIT.
        std::array::from_fn(|s| self.start_scores[s].saturating_add(self.deltas[s]))
    }

    /// The payments of this hand so far (sum zero): what [`Game::scores`]
    /// adds to [`Game::start_scores`].
    #[must_use]
    pub const fn deltas(&self) -> [i32; 4] {
        self.deltas
    }

    /// The scores the hand started with.
    #[must_use]
    pub const fn start_scores(&self) -> [i32; 4] {
        self.start_scores
    }

    /// Every action applied so far, with its seat.
    #[must_use]
    pub fn actions(&self) -> &[(u8, Action)] {
        &self.record
    }

    /// The outcome, once the hand is over.
    #[must_use]
    pub const fn result(&self) -> Option<&HandResult> {
        self.result.as_ref()
    }

    /// The outcome, consuming the game.
    #[must_use]
    pub fn into_result(self) -> Option<HandResult> {
        self.result
    }

    /// True when the hand is over.
    #[must_use]
    pub const fn is_finished(&self) -> bool {
        matches!(self.phase, Phase::Finished)
    }

    /// The events of the deal: the hands, the flowers set aside (国标 补花,
    /// one [`Event::Flower`] per flower, the dealer's first, in turn), then
    /// any opening wins with their payments (what [`Game::new`] did before
    /// the first decision).
    #[must_use]
    pub fn opening_events(&self) -> Vec<Event> {
        let mut out = vec![Event::Dealt { dealer: self.dealer, hands: self.dealt }];
        for k in 0..4 {
            let seat = (self.dealer + k) % 4;
            out.extend((0..self.dealt_flowers[seat]).map(|_| Event::Flower { seat }));
        }
        for o in &self.openings {
            out.push(Event::OpeningWin(*o));
            out.push(Event::Settled {
                reason: SettleReason::OpeningWin,
                deltas: crate::score::settle_opening(o.seat, o.count, self.dealer, &self.rules),
            });
        }
        out
    }

    // ----- playing -------------------------------------------------------------

    /// Plays `action` for `seat` and returns what happened. An action that
    /// is not legal now is an [`Error::IllegalAction`] and leaves the game as
    /// it was.
    pub fn apply(&mut self, seat: usize, action: Action) -> Result<Vec<Event>> {
        let mut events = Vec::new();
        self.step(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] without collecting events (the fast path).
    pub fn apply_quiet(&mut self, seat: usize, action: Action) -> Result<()> {
        self.step(seat, action, &mut Quiet)
    }

    /// Plays the rest of the hand, asking each pending seat's agent in turn
    /// ([`ask`]: the family's default setup answers for an agent that gives
    /// none). Fails if an agent picks an illegal action (the game is left at
    /// that decision).
    pub fn play(&mut self, agents: &mut [&mut dyn Agent; 4]) -> Result<()> {
        while let Some(seat) = self.next_to_act() {
            let obs = self.observation(seat)?;
            let action = ask(&mut *agents[seat], &obs);
            self.step(seat, action, &mut Quiet).map_err(|e| {
                Error::IllegalAction(format!("agent {} at seat {seat}: {e}", agents[seat].name()))
            })?;
        }
        Ok(())
    }

    pub(crate) fn step<S: Sink>(
        &mut self,
        seat: usize,
        action: Action,
        sink: &mut S,
    ) -> Result<()> {
        if !self.is_pending(seat) {
            return Err(Error::IllegalAction(match self.next_to_act() {
                None => "the hand is over".to_string(),
                Some(_) => {
                    let who: Vec<String> = self.pending_seats().map(|s| s.to_string()).collect();
                    format!(
                        "seat {seat} has no decision to make; waiting for seat {}",
                        who.join(", ")
                    )
                }
            }));
        }
        if !self.legal[seat].contains(action) {
            // The family may know why (国标: a win under the minimum), or
            // play the action out (国标's 错和 penalty).
            let family =
                with_family!(self.rules.scoring, F => F::illegal(self, seat, action, sink));
            if let Some(outcome) = family {
                if outcome.is_ok() {
                    self.record.push((seat as u8, action));
                }
                return outcome;
            }
            let legal: Vec<String> =
                self.legal[seat].as_slice().iter().map(ToString::to_string).collect();
            return Err(Error::IllegalAction(format!(
                "{action} is not legal for seat {seat} now; legal: {}",
                legal.join(", ")
            )));
        }
        self.record.push((seat as u8, action));
        match self.phase {
            Phase::Turn { .. } => self.on_turn(seat, action, sink),
            Phase::Claim { from, offer } => self.on_claim(seat, from, offer, action, sink),
            Phase::KongFlip { flips, .. } => {
                if action == Action::Hu {
                    let ctx = WinContext { self_draw: true, kong_flip: true, ..self.ctx(seat) };
                    let tile = self.best_flip(seat, flips.as_slice(), &ctx);
                    let hand = self.with_tile(seat, tile);
                    self.finish_wins(&[(seat, Some(tile), ctx, hand)], None, sink);
                } else {
                    sink.push(Event::Passed { seat });
                    self.seats[seat].pass_lock = true;
                    self.offer_flips(seat, flips, sink);
                }
            }
            Phase::HaidiOffer { .. } => {
                if action == Action::TakeHaidi {
                    self.take_haidi(seat, sink);
                } else {
                    sink.push(Event::Passed { seat });
                    let next = (seat + 1) % 4;
                    if next == self.haidi_first {
                        self.exhaustive_draw(self.haidi_first, sink);
                    } else {
                        self.offer_haidi(next, sink);
                    }
                }
            }
            Phase::HaidiDraw { tile, .. } => {
                if action == Action::Hu {
                    let ctx = WinContext { self_draw: true, last_tile: true, ..self.ctx(seat) };
                    let hand = self.seats[seat].hand;
                    self.finish_wins(&[(seat, Some(tile), ctx, hand)], None, sink);
                } else {
                    sink.push(Event::Passed { seat });
                    self.seats[seat].pass_lock = true;
                    self.show_haidi(seat, tile, sink);
                }
            }
            Phase::Exchange => match action {
                Action::Exchange(t) => self.on_exchange(seat, t, sink),
                _ => unreachable!("only exchanges are legal in the exchange"),
            },
            Phase::DingQue => match action {
                Action::DingQue(suit) => self.on_ding_que(seat, suit, sink),
                _ => unreachable!("only void declarations are legal in 定缺"),
            },
            Phase::Finished => unreachable!("no seat is pending once the hand is over"),
        }
        Ok(())
    }

    pub(crate) fn on_turn<S: Sink>(&mut self, seat: usize, action: Action, sink: &mut S) {
        match action {
            Action::Discard(t) => {
                if self.turn_can_hu {
                    self.seats[seat].pass_lock = true;
                }
                let s = &mut self.seats[seat];
                s.hand.pop_unchecked(t);
                if s.drawn != Some(t) {
                    s.waits_ok = false;
                }
                s.drawn = None;
                let left = s.hand.concealed().total();
                self.table[seat].push_discard(t);
                self.table[seat].set_concealed_tiles(left);
                self.discards_made += 1;
                sink.push(Event::Discarded { seat, tile: t });
                if !self.open_claims(seat, Offer::Discard(t)) {
                    self.next_draw(self.next_in(seat), sink);
                }
            }
            Action::AnGang(t) | Action::AnKaiGang(t) => {
                let s = &mut self.seats[seat];
                for _ in 0..4 {
                    s.hand.pop_unchecked(t);
                }
                s.hand.push_meld_unchecked(Meld::an_gang(t));
                self.after_meld(seat, Meld::an_gang(t), None, action.is_kaigang(), sink);
                self.after_kong(seat, action.is_kaigang(), sink);
            }
            Action::BuGang(t) | Action::BuKaiGang(t) => {
                self.kong = Some(PendingKong { seat, tile: t, kaigang: action.is_kaigang() });
                self.seats[seat].drawn = None;
                if !self.open_claims(seat, Offer::RobKong(t)) {
                    self.complete_bu_gang(sink);
                }
            }
            Action::Hu => {
                let first_draw =
                    with_family!(self.rules.scoring, F => F::first_draw_is_first_turn(self, seat));
                let ctx = WinContext {
                    self_draw: true,
                    first_turn: self.turn_start == TurnStart::Dealt || first_draw,
                    last_tile: self.turn_start == TurnStart::LastTile,
                    ..self.ctx(seat)
                };
                let tile = self.seats[seat].drawn;
                let hand = self.seats[seat].hand;
                self.finish_wins(&[(seat, tile, ctx, hand)], None, sink);
            }
            _ => unreachable!("only turn actions are legal in a turn"),
        }
    }

    pub(crate) fn on_claim<S: Sink>(
        &mut self,
        seat: usize,
        from: usize,
        offer: Offer,
        action: Action,
        sink: &mut S,
    ) {
        self.answers[seat] = action;
        self.pending &= !(1 << seat);
        if action == Action::Pass {
            sink.push(Event::Passed { seat });
        }
        if self.pending == 0 {
            self.resolve_claims(from, offer, sink);
        }
    }

    pub(crate) fn resolve_claims<S: Sink>(&mut self, from: usize, offer: Offer, sink: &mut S) {
        let order = [(from + 1) % 4, (from + 2) % 4, (from + 3) % 4];
        for &p in &order {
            if self.hu_offered >> p & 1 == 1 && self.answers[p] != Action::Hu {
                self.seats[p].pass_lock = true;
            }
        }
        let mut winners: Vec<(usize, Option<Tile>, WinContext, Hand)> = Vec::new();
        for &p in order.iter().filter(|&&p| self.answers[p] == Action::Hu) {
            let base = self.ctx(p);
            let (tile, ctx) = match offer {
                Offer::Discard(t) => {
                    let first_turn = from == self.dealer
                        && self.discards_made == 1
                        && self.seats.iter().all(|s| s.hand.meld_count() == 0);
                    let last_tile = self.wall.is_empty() && self.haidi_taker == Some(from);
                    (t, WinContext { first_turn, last_tile, ..base })
                }
                Offer::RobKong(t) => (t, WinContext { robbed_kong: true, ..base }),
                Offer::Haidi(t) => (t, WinContext { last_tile: true, ..base }),
                Offer::KongFlip(f) => {
                    let ctx = WinContext { kong_flip: true, ..base };
                    (self.best_flip(p, f.as_slice(), &ctx), ctx)
                }
            };
            winners.push((p, Some(tile), ctx, self.with_tile(p, tile)));
        }
        let one_winner =
            with_family!(self.rules.scoring, F => F::one_winner_per_discard(&self.rules));
        if one_winner {
            // The first in turn order from the discarder wins alone.
            winners.truncate(1);
        }
        if !winners.is_empty() {
            self.kong = None;
            self.finish_wins(&winners, Some(from), sink);
            return;
        }
        match offer {
            Offer::Discard(t) => {
                let claim = order
                    .iter()
                    .find(|&&p| {
                        matches!(self.answers[p], Action::Peng | Action::Gang | Action::KaiGang)
                    })
                    .or_else(|| order.iter().find(|&&p| matches!(self.answers[p], Action::Chi(_))));
                match claim {
                    Some(&p) => self.make_claim(p, from, t, self.answers[p], sink),
                    None => self.next_draw(self.next_in(from), sink),
                }
            }
            Offer::RobKong(_) => self.complete_bu_gang(sink),
            Offer::KongFlip(_) => self.next_draw((from + 1) % 4, sink),
            Offer::Haidi(_) => self.exhaustive_draw(self.haidi_taker.unwrap_or(from), sink),
        }
    }

    pub(crate) fn make_claim<S: Sink>(
        &mut self,
        p: usize,
        from: usize,
        t: Tile,
        action: Action,
        sink: &mut S,
    ) {
        self.table[from].mark_last_claimed();
        self.calls[p] += 1;
        with_family!(self.rules.scoring, F => F::on_claim(self, p, action, t));
        let s = &mut self.seats[p];
        s.waits_ok = false;
        s.drawn = None;
        let meld = match action {
            Action::Chi(low) => {
                for i in 0..3 {
                    let x = Tile::from_index_unchecked(low.index() + i);
                    if x != t {
                        s.hand.pop_unchecked(x);
                    }
                }
                Meld::new(MeldKind::Chi, low).expect("legal chi runs are valid")
            }
            Action::Peng => {
                s.hand.pop_unchecked(t);
                s.hand.pop_unchecked(t);
                Meld::peng(t)
            }
            _ => {
                for _ in 0..3 {
                    s.hand.pop_unchecked(t);
                }
                Meld::gang(t)
            }
        };
        s.hand.push_meld_unchecked(meld);
        let kaigang = action == Action::KaiGang;
        self.after_meld(p, meld, Some(from), kaigang, sink);
        if meld.kind().is_kong() {
            self.after_kong(p, kaigang, sink);
        } else {
            self.begin_turn(p, TurnStart::Claimed, false);
        }
    }

    /// Bookkeeping shared by every meld: the public table, the waits cache,
    /// the event, and the kong fee.
    pub(crate) fn after_meld<S: Sink>(
        &mut self,
        seat: usize,
        meld: Meld,
        from: Option<usize>,
        kaigang: bool,
        sink: &mut S,
    ) {
        let s = &mut self.seats[seat];
        s.waits_ok = false;
        let left = s.hand.concealed().total();
        self.table[seat].push_meld(meld);
        self.table[seat].set_concealed_tiles(left);
        sink.push(Event::Melded { seat, from, meld, kaigang });
        if meld.kind().is_kong() {
            with_family!(self.rules.scoring, F => F::pay_kong(self, seat, meld, from, sink));
        }
    }

    pub(crate) fn complete_bu_gang<S: Sink>(&mut self, sink: &mut S) {
        let k = self.kong.take().expect("a 补杠 is pending");
        let s = &mut self.seats[k.seat];
        s.hand.pop_unchecked(k.tile);
        s.hand.upgrade_peng_unchecked(k.tile);
        self.after_meld(k.seat, Meld::bu_gang(k.tile), None, k.kaigang, sink);
        self.after_kong(k.seat, k.kaigang, sink);
    }

    pub(crate) fn after_kong<S: Sink>(&mut self, seat: usize, kaigang: bool, sink: &mut S) {
        if !kaigang {
            let (t, _) = with_family!(self.rules.scoring, F => F::draw(self, seat, true, sink))
                .expect("kongs need a tile in the wall");
            self.take(seat, t, TurnStart::Replacement, DrawSource::Replacement, sink);
            return;
        }
        self.seats[seat].frozen = true;
        self.table[seat].freeze();
        let mut flips = Flips::EMPTY;
        for _ in 0..self.rules.table.kaigang_flips {
            let Some(t) = self.wall.draw_back() else { break };
            flips.push(t);
            self.table[seat].push_discard(t);
            self.last_taken = Some((seat, t));
            self.draws += 1;
        }
        sink.push(Event::KongFlip { seat, flips });
        let w = self.waits_of(seat);
        if flips.as_slice().iter().any(|t| w.contains(*t)) {
            self.set_single(seat, Phase::KongFlip { seat, flips });
        } else {
            self.offer_flips(seat, flips, sink);
        }
    }

    pub(crate) fn offer_flips<S: Sink>(&mut self, seat: usize, flips: Flips, sink: &mut S) {
        if !self.open_claims(seat, Offer::KongFlip(flips)) {
            self.next_draw((seat + 1) % 4, sink);
        }
    }

    /// The ordinary draw due for `seat`: the last tile is offered under
    /// `haidi_offer`; an empty wall ends the hand.
    pub(crate) fn next_draw<S: Sink>(&mut self, seat: usize, sink: &mut S) {
        if self.wall.is_empty() {
            let taker = self.last_taken.map_or(self.dealer, |(s, _)| s);
            self.exhaustive_draw(taker, sink);
        } else if self.wall.len() == 1
            && with_family!(self.rules.scoring, F => F::haidi_offer(&self.rules))
        {
            self.haidi_first = seat;
            self.offer_haidi(seat, sink);
        } else {
            let (t, source) =
                with_family!(self.rules.scoring, F => F::draw(self, seat, false, sink))
                    .expect("the wall is not empty");
            let start = if self.wall.is_empty() {
                self.haidi_taker = Some(seat);
                TurnStart::LastTile
            } else {
                TurnStart::Drew
            };
            self.take(seat, t, start, source, sink);
        }
    }

    /// The wall's next tile for `seat`, from the end when `back`: the draw
    /// of every family without flowers ([`TableFamily::draw`]).
    pub(crate) fn plain_draw(&mut self, back: bool) -> Option<(Tile, DrawSource)> {
        if back {
            self.wall.draw_back().map(|t| (t, DrawSource::Replacement))
        } else {
            self.wall.draw_front().map(|t| (t, DrawSource::Wall))
        }
    }

    /// `seat` takes `t` into the hand and starts its turn.
    pub(crate) fn take<S: Sink>(
        &mut self,
        seat: usize,
        t: Tile,
        start: TurnStart,
        source: DrawSource,
        sink: &mut S,
    ) {
        let hu = self.waits_of(seat).contains(t);
        self.debug_check_win(seat, t, hu);
        let s = &mut self.seats[seat];
        s.pass_lock = false;
        s.hand.push_unchecked(t);
        s.drawn = Some(t);
        self.table[seat].set_concealed_tiles(s.hand.concealed().total());
        self.last_taken = Some((seat, t));
        self.draws += 1;
        sink.push(Event::Drew { seat, tile: t, source });
        self.begin_turn(seat, start, hu);
    }

    pub(crate) fn offer_haidi<S: Sink>(&mut self, seat: usize, sink: &mut S) {
        sink.push(Event::HaidiOffered { seat });
        self.set_single(seat, Phase::HaidiOffer { seat });
    }

    pub(crate) fn take_haidi<S: Sink>(&mut self, seat: usize, sink: &mut S) {
        let t = self.wall.draw_front().expect("the last tile is there");
        let hu = self.waits_of(seat).contains(t);
        self.debug_check_win(seat, t, hu);
        self.haidi_taker = Some(seat);
        self.last_taken = Some((seat, t));
        self.draws += 1;
        let s = &mut self.seats[seat];
        s.pass_lock = false;
        s.hand.push_unchecked(t);
        s.drawn = Some(t);
        sink.push(Event::Drew { seat, tile: t, source: DrawSource::Haidi });
        if hu {
            self.table[seat].set_concealed_tiles(self.seats[seat].hand.concealed().total());
            self.set_single(seat, Phase::HaidiDraw { seat, tile: t });
        } else {
            self.show_haidi(seat, t, sink);
        }
    }

    /// The taker shows the last tile; the others may win on it.
    pub(crate) fn show_haidi<S: Sink>(&mut self, seat: usize, t: Tile, sink: &mut S) {
        let s = &mut self.seats[seat];
        s.hand.pop_unchecked(t);
        s.drawn = None;
        let left = s.hand.concealed().total();
        self.table[seat].push_discard(t);
        self.table[seat].set_concealed_tiles(left);
        sink.push(Event::HaidiShown { seat, tile: t });
        if !self.open_claims(seat, Offer::Haidi(t)) {
            self.exhaustive_draw(seat, sink);
        }
    }

    pub(crate) fn exhaustive_draw<S: Sink>(&mut self, last_taker: usize, sink: &mut S) {
        with_family!(self.rules.scoring, F => F::exhaustive_draw(self, last_taker, sink));
    }

    /// The end of a drawn hand once the family has settled it: the next
    /// dealer by the rules (`last_taker` took the last tile).
    pub(crate) fn finish_drawn<S: Sink>(&mut self, last_taker: usize, sink: &mut S) {
        let next = match self.rules.table.next_dealer {
            crate::rules::NextDealer::Winner => last_taker,
            _ => (self.dealer + 1) % 4,
        };
        self.finish(Vec::new(), Vec::new(), next, sink);
    }

    // ----- decisions -------------------------------------------------------------

    /// Starts `seat`'s turn and lists its legal actions.
    pub(crate) fn begin_turn(&mut self, seat: usize, start: TurnStart, can_hu: bool) {
        // 四红中: four 红中 win at once on a turn that starts with a draw
        // (起手: the seat's first turn, holding four since the deal).
        let can_hu = can_hu || (start != TurnStart::Claimed && self.four_red_win(seat));
        // The family's law beyond the shape (国标: the minimum).
        let can_hu = with_family!(self.rules.scoring, F => F::turn_win(self, seat, start, can_hu));
        self.turn_start = start;
        self.turn_can_hu = can_hu;
        self.phase = Phase::Turn { seat };
        self.pending = 1 << seat;
        self.ask_from = seat;
        let in_play = (1u64 << self.rules.kinds()) - 1;
        let wall_left = !self.wall.is_empty();
        let kaigang_on = self.kaigang_on();
        let rules = &self.rules;
        let s = &self.seats[seat];
        let list = &mut self.legal[seat];
        list.clear();
        if s.frozen {
            list.push(Action::Discard(s.drawn.expect("a frozen hand's turn starts with a draw")));
        } else {
            // Bit masks instead of branchy scans: this runs on every turn.
            let (held, fours) = kind_masks(s.hand.concealed().as_array());
            let (held, fours) = (held & in_play, fours & in_play);
            // 四川: while the void suit is held, only it may be discarded,
            // and no kong of it is ever declared.
            let void = self.sc.voids[seat].map_or(0, sichuan::suit_mask);
            let (held, fours) = match held & void {
                0 => (held, fours & !void),
                v => (v, fours & !void),
            };
            list.extend_kinds(Action::Discard, held);
            if wall_left {
                let mut pengs = 0u64;
                for m in s.hand.melds().filter(|m| m.kind() == MeldKind::Peng) {
                    pengs |= 1 << m.tile().id();
                }
                let adds = held & pengs;
                let hand = s.hand;
                list.extend_kinds(Action::AnGang, fours);
                if kaigang_on {
                    for t in TileSet::from_bits(fours).iter() {
                        if ready_after(hand, t, 4, Meld::an_gang(t), rules) {
                            list.push(Action::AnKaiGang(t));
                        }
                    }
                }
                list.extend_kinds(Action::BuGang, adds);
                if kaigang_on {
                    for t in TileSet::from_bits(adds).iter() {
                        let mut h = hand;
                        h.pop_unchecked(t);
                        h.upgrade_peng_unchecked(t);
                        if waits(&h, rules).is_ok_and(|w| !w.is_empty()) {
                            list.push(Action::BuKaiGang(t));
                        }
                    }
                }
            }
        }
        if can_hu {
            list.push(Action::Hu);
        }
    }

    /// Lists the claims every other seat may make on `offer`; true when
    /// someone must answer (the phase is then `Claim`).
    pub(crate) fn open_claims(&mut self, from: usize, offer: Offer) -> bool {
        self.pending = 0;
        self.hu_offered = 0;
        let offered = offer.tiles().iter().fold(0u64, |m, t| m | 1 << t.id());
        for k in 1..4 {
            let p = (from + k) % 4;
            self.legal[p].clear();
            self.answers[p] = Action::Pass;
            if self.has_left(p) {
                continue;
            }
            // The shape first: the family's check may price the win (国标).
            let can_hu = !self.seats[p].pass_lock
                && self.waits_of(p).bits() & offered != 0
                && self.may_win_on(p, offer);
            if cfg!(debug_assertions) && !self.seats[p].pass_lock {
                for &x in offer.tiles() {
                    let cached = self.waits_of(p).contains(x);
                    self.debug_check_win(p, x, cached);
                }
            }
            if let Offer::Discard(t) = offer {
                self.list_discard_claims(p, from, t, can_hu);
            } else if can_hu {
                self.legal[p].push(Action::Pass);
                self.legal[p].push(Action::Hu);
            }
            if !self.legal[p].is_empty() {
                self.pending |= 1 << p;
            }
            if can_hu {
                self.hu_offered |= 1 << p;
            }
        }
        if self.pending == 0 {
            return false;
        }
        self.phase = Phase::Claim { from, offer };
        self.ask_from = (from + 1) % 4;
        true
    }

    pub(crate) fn list_discard_claims(&mut self, p: usize, from: usize, t: Tile, can_hu: bool) {
        let s = &self.seats[p];
        let n = s.hand.concealed().get(t);
        let next = p == (from + 1) % 4;
        if !can_hu && n < 2 && !next {
            // Nothing to claim (the common case): skip the details.
            return;
        }
        let kaigang_on = self.kaigang_on();
        let list = &mut self.legal[p];
        let may_meld = !s.frozen && !self.wall.is_empty();
        let mut chis = [None; 3];
        if may_meld && next && !t.is_honour() && self.rules.chi {
            let c = s.hand.concealed();
            let num = t.number() as usize;
            for (i, low) in (num.saturating_sub(2).max(1)..=num.min(7)).enumerate() {
                let base = t.index() + low - num;
                let ok = (0..3).all(|j| base + j == t.index() || c.0[base + j] > 0);
                if ok {
                    chis[i] = Some(Tile::from_index_unchecked(base));
                }
            }
        }
        // Never a peng that leaves only 红中 in hand: the turn after a claim
        // could neither discard one nor win.
        let only_wildcards = self.rules.wildcard.is_some_and(|w| {
            let c = s.hand.concealed();
            c.total() == usize::from(c.get(w)) + 2
        });
        // 四川: the void suit is never melded.
        let void = self.sc.voids[p].is_some_and(|v| t.suit() == Some(v));
        let peng = may_meld && n >= 2 && !only_wildcards && !void;
        let gang = may_meld && n == 3;
        let kaigang = gang && kaigang_on && ready_after(s.hand, t, 3, Meld::gang(t), &self.rules);
        if chis.iter().any(Option::is_some) || peng || can_hu {
            list.push(Action::Pass);
            for low in chis.into_iter().flatten() {
                list.push(Action::Chi(low));
            }
            if peng {
                list.push(Action::Peng);
            }
            if gang {
                list.push(Action::Gang);
            }
            if kaigang {
                list.push(Action::KaiGang);
            }
            if can_hu {
                list.push(Action::Hu);
            }
        }
    }

    /// Asks one seat a win-or-pass (or take-or-pass) question.
    pub(crate) fn set_single(&mut self, seat: usize, phase: Phase) {
        self.phase = phase;
        self.pending = 1 << seat;
        self.ask_from = seat;
        let list = &mut self.legal[seat];
        list.clear();
        list.push(Action::Pass);
        list.push(if matches!(phase, Phase::HaidiOffer { .. }) {
            Action::TakeHaidi
        } else {
            Action::Hu
        });
    }

    // ----- helpers -----------------------------------------------------------------

    /// 开杠 is played (长沙's option).
    pub(crate) fn kaigang_on(&self) -> bool {
        with_family!(self.rules.scoring, F => F::kaigang(&self.rules))
    }

    /// True when `seat` may win on another player's `offer` at all (the
    /// family's limits; the shape is checked by the caller).
    pub(crate) fn may_win_on(&self, seat: usize, offer: Offer) -> bool {
        with_family!(self.rules.scoring, F => F::may_win_on(self, seat, offer))
    }

    /// Settles these wins (`from` pays alone, or everyone for a self-draw);
    /// the family decides what they are worth and whether the hand ends.
    pub(crate) fn finish_wins<S: Sink>(
        &mut self,
        winners: &[Winner],
        from: Option<usize>,
        sink: &mut S,
    ) {
        with_family!(self.rules.scoring, F => F::finish_wins(self, winners, from, sink));
    }

    /// True when `seat`'s hand wins at once on four 红中 now (四红中胡):
    /// under [`FourRedDragons::Opening`](crate::rules::FourRedDragons) only
    /// on its first turn, with the four dealt to it.
    pub(crate) fn four_red_win(&self, seat: usize) -> bool {
        let Some(w) = self.rules.wildcard else { return false };
        let opening = self.dealt[seat].get(w) >= 4
            && self.table[seat].discards().is_empty()
            && self.seats[seat].hand.meld_count() == 0;
        self.rules.four_wildcards_win(&self.seats[seat].hand, opening)
    }

    /// The waits of `seat`'s `3n+1` hand, from the cache when it is valid.
    pub(crate) fn waits_of(&mut self, seat: usize) -> TileSet {
        if !self.seats[seat].waits_ok {
            // 四川: a hand holding its void suit waits on nothing.
            // The family's waits: the shapes, and its law beyond them (国标's
            // forms; the flat tables and 长沙 wait as `crate::win` says).
            let w = if self.holds_void(seat) {
                TileSet::EMPTY
            } else {
                let hand = &self.seats[seat].hand;
                with_family!(self.rules.scoring, F => F::waits(hand, &self.rules))
                    .expect("a hand between turns holds 3n+1 tiles")
            };
            let s = &mut self.seats[seat];
            s.waits = w;
            s.waits_ok = true;
        }
        self.seats[seat].waits
    }

    /// In debug builds, checks the waits cache against a full win check.
    #[inline]
    pub(crate) fn debug_check_win(&self, seat: usize, t: Tile, cached: bool) {
        if cfg!(debug_assertions) {
            let h = self.seats[seat].hand;
            let full = h.with_tile(t).is_ok_and(|h| {
                with_family!(self.rules.scoring, F => F::wins(&h, &self.rules)).unwrap_or(false)
            }) && !self.holds_void(seat);
            debug_assert_eq!(cached, full, "waits cache disagrees for seat {seat} on {t}: {h}");
        }
    }

    /// `seat`'s hand with `t` added (a `3n+2` winning hand).
    pub(crate) fn with_tile(&self, seat: usize, t: Tile) -> Hand {
        let mut h = self.seats[seat].hand;
        h.push_unchecked(t);
        h
    }

    /// The context fields that depend only on the winner.
    pub(crate) fn ctx(&self, seat: usize) -> WinContext {
        WinContext { dealer: seat == self.dealer, ..WinContext::default() }
    }

    pub(crate) fn finish<S: Sink>(
        &mut self,
        wins: Vec<WinRecord>,
        birds: Vec<Tile>,
        next_dealer: usize,
        sink: &mut S,
    ) {
        sink.push(Event::Finished { next_dealer });
        self.phase = Phase::Finished;
        self.pending = 0;
        self.result = Some(HandResult {
            wins,
            openings: self.openings.clone(),
            birds,
            deltas: self.deltas,
            next_dealer,
            draws: self.draws,
            calls: self.calls,
            payments: self.flat.payments.clone(),
            voids: self.sc.voids,
        });
    }
}

/// Plays a whole hand of `rules` on the wall of `seed` with four agents
/// (`agents[s]` sits at seat `s`) and returns its outcome. Fails for a bad
/// dealer or when an agent picks an illegal action.
///
/// ```
/// use majiang_core::{RuleSet, ai::{Agent, FirstLegal}, game::play_hand};
/// let (mut a, mut b, mut c, mut d) = (FirstLegal, FirstLegal, FirstLegal, FirstLegal);
/// let mut agents: [&mut dyn Agent; 4] = [&mut a, &mut b, &mut c, &mut d];
/// let result = play_hand(&RuleSet::eval_v1(), 7, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn play_hand(
    rules: &RuleSet,
    seed: u64,
    dealer: usize,
    agents: &mut [&mut dyn Agent; 4],
) -> Result<HandResult> {
    let mut game = Game::new(*rules, seed, dealer)?;
    game.play(agents)?;
    Ok(game.into_result().expect("a hand played to the end has a result"))
}

/// True when `hand` is ready (tenpai) after laying down a kong of `t` that
/// takes `from_hand` tiles from the concealed part: the 开杠 condition.
fn ready_after(mut hand: Hand, t: Tile, from_hand: usize, meld: Meld, rules: &RuleSet) -> bool {
    for _ in 0..from_hand {
        hand.pop_unchecked(t);
    }
    hand.push_meld_unchecked(meld);
    waits(&hand, rules).is_ok_and(|w| !w.is_empty())
}

/// Bits of the kinds held at least once, and of those held four times.
#[inline]
fn kind_masks(c: &[u8; crate::tile::KINDS]) -> (u64, u64) {
    let (mut held, mut fours) = (0u64, 0u64);
    for (i, &n) in c.iter().enumerate() {
        held |= u64::from(n != 0) << i;
        fours |= u64::from(n == 4) << i;
    }
    (held, fours)
}

/// Payers of a win: everyone for a self-draw, else the one who gave the tile.
pub(crate) fn payers(from: Option<usize>) -> Payers {
    from.map_or(Payers::AllOthers, Payers::One)
}
