//! AI players as opaque handles. EASY, MEDIUM and HARD are the Godot
//! tutorial's AI as the core ports it (`majiang_core::ai::tutorial`, the
//! same functions the Godot `AIPlayer` calls): its discard and claim
//! answers for a host's own arrays, and its decisions at a table driven by
//! `mj_game_*` (see `mj_game_ai_action`). EXPERT is the core's
//! `majiang_core::expert`: the same questions answered from the tiles the
//! AI was told it saw (`mj_ai_observe_*`) and the draws still to come
//! (`mj_ai_set_wall_left`). Every random choice comes from generators
//! seeded by the handle's seed; EXPERT makes none.

use crate::arg::{FromId, Out, OutSlice, OutText, flag, input, slice};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::hand::{MjTarget, MjTileCounts, counts_of, hand_arg, melds_of, read_hand};
use crate::handle::Handle;
use crate::meld::MjMeld;
use crate::panic::{guard, guard_value};
use crate::rules::{MJ_NO_TILE, MjRules, rules_arg};
use majiang_core::ai::seatless::{Ask, implied_hand, tutorial_for_call};
use majiang_core::ai::sichuan::{may_claim, void_first};
use majiang_core::ai::tutorial::TutorialAi;
use majiang_core::ai::{Level, LevelAgent};
use majiang_core::expert::{Expert, Hint, Knowledge, Position, Question, SEATS, SeatMemory};
use majiang_core::sichuan::holds_void;
use majiang_core::{Counts, Error, Hand, Meld, RuleSet, Suit, Tile};
use std::ffi::c_char;

/// The difficulty of an AI player. EASY, MEDIUM and HARD are exactly the
/// Godot tutorial's three levels; EXPERT is majiang's strongest player.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjDifficulty {
    /// 简单: random discards; claims peng 50 %, chi 33 %, gang 67 %.
    Easy = 0,
    /// 中等: discards the tile with the lowest "搭子" score; always peng and
    /// gang, chi 50 %.
    Medium = 1,
    /// 困难: discards to keep the most winning kinds; peng unless two tiles
    /// or fewer would remain, always chi and gang.
    Hard = 2,
    /// majiang's strongest player (`majiang_core::expert`): exact shanten
    /// over every Changsha target, draws weighted by the unseen tiles, the
    /// win probability maximised; deterministic.
    Expert = 3,
}

impl FromId for MjDifficulty {
    const ALL: &'static [Self] = &[Self::Easy, Self::Medium, Self::Hard, Self::Expert];
    const C_NAME: &'static str = "MjDifficulty";
    fn id(self) -> i32 {
        self as i32
    }
}

impl MjDifficulty {
    /// The core's level of the same id (the one home of the ids, names and
    /// players: `majiang_core::ai::Level`).
    pub(crate) fn level(self) -> Level {
        match self {
            MjDifficulty::Easy => Level::Easy,
            MjDifficulty::Medium => Level::Medium,
            MjDifficulty::Hard => Level::Hard,
            MjDifficulty::Expert => Level::Expert,
        }
    }
}

/// An AI player (opaque). Create with `mj_ai_new`, release with `mj_ai_free`.
///
/// It holds a difficulty, a copy of the rules and a memory for each of the
/// four seats, so that one handle can play every AI seat of a table and
/// answer each exactly as a handle of its own would. A seat's memory is two
/// generators seeded by the handle's seed — one for the tutorial's calls
/// (`mj_ai_decide_discard`, `mj_ai_should_*`), one for its decisions at a
/// table (`mj_game_ai_action`), so mixing the two kinds of call changes
/// neither sequence — the tiles it has been told it saw (`mj_ai_observe_*`),
/// the wall count it was told (`mj_ai_set_wall_left`) and its own melds as
/// last given with a hand. The questions use the seat last given to
/// `mj_ai_set_seat`; until one is set (or after `MJ_NONE`) the AI has no
/// seat and answers each question from that call's arguments alone, so
/// the tutorial's way — one AI for every seat, never naming one — gets the
/// answers of one AI per seat. `mj_game_ai_action` uses the seat it names.
/// Calls that draw, observe or remember need the handle
/// exclusively (`MjAi *`); `mj_ai_observed` and `mj_ai_seat` only read it.
pub struct MjAi {
    difficulty: MjDifficulty,
    rules: RuleSet,
    /// The seat the questions are about (`mj_ai_set_seat`); `None`: no
    /// seat, each question answered from its own arguments
    /// (`majiang_core::ai::seatless`).
    seat: Option<usize>,
    /// The seed the handle was made (or reseeded) with: seatless calls
    /// draw from it and their own arguments.
    seed: u64,
    tutorial: [TutorialAi; SEATS],
    pub(crate) agents: [LevelAgent; SEATS],
    memory: SeatMemory,
    /// EXPERT's parameters, set once (not rebuilt on every question).
    expert: Expert,
}

impl Handle for MjAi {
    const TAG: u64 = crate::handle::tag(b"MjAi\0\0\0\0");
}

impl MjAi {
    fn new(difficulty: MjDifficulty, seed: u64, rules: RuleSet) -> MjAi {
        // Every seat starts from the same seed, as a handle of its own made
        // with that seed would: a shared handle and one handle per seat
        // give the same answers.
        let agent = difficulty.level().player(seed);
        MjAi {
            difficulty,
            rules,
            seat: None,
            seed,
            tutorial: std::array::from_fn(|_| TutorialAi::new(difficulty as i64, seed)),
            agents: std::array::from_fn(|_| agent.clone()),
            memory: SeatMemory::new(),
            expert: Expert::default(),
        }
    }

    /// What the current seat knows (with no seat: the table's events).
    fn knowledge(&self) -> &Knowledge {
        match self.seat {
            // `seat` is always 0-3 (`mj_ai_set_seat` checks it).
            Some(s) => self.memory.seat(s).unwrap_or(&KNOWS_NOTHING),
            None => self.memory.seatless(),
        }
    }

    /// The tutorial AI answering the current question: the seat's own
    /// (its generator goes on), or with no seat one seeded by the call's
    /// arguments (`majiang_core::ai::seatless::tutorial_for_call`).
    fn tutorial_for(
        &mut self,
        difficulty: i64,
        ask: Ask,
        tiles: &[Tile],
        melds: &[Meld],
        offered: Option<Tile>,
    ) -> TutorialTurn<'_> {
        match self.seat {
            Some(s) => TutorialTurn::Seat(&mut self.tutorial[s]),
            None => TutorialTurn::Call(Box::new(tutorial_for_call(
                difficulty, self.seed, ask, tiles, melds, offered,
            ))),
        }
    }

    /// The current seat's declared void suit (四川 定缺, `mj_ai_set_void`).
    fn void(&self) -> Option<Suit> {
        self.knowledge().void()
    }

    /// Remembers `melds` as the current seat's own (with no seat: nothing
    /// is remembered, no question reads another call's hand).
    fn remember_melds(&mut self, melds: impl IntoIterator<Item = Meld>) {
        if let Some(Ok(k)) = self.seat.map(|s| self.memory.seat_mut(s)) {
            k.remember_melds(melds);
        }
    }

    /// EXPERT's view of `hand`: the copies of each kind neither in the hand
    /// and its melds nor observed, and the player's own draws still to come.
    fn expert_view(&self, hand: &Hand) -> FfiResult<(Counts, u32)> {
        let unseen = match self.seat {
            Some(_) => self
                .knowledge()
                .unseen(hand, &self.rules)
                .map_err(|e| FfiError::at("EXPERT's unseen tiles (mj_ai_observe_*)", e))?,
            None => self.knowledge().unseen_seatless(hand, &self.rules),
        };
        Ok((unseen, self.knowledge().draws_left(&self.rules)))
    }

    /// The whole hand of a claim question: the concealed `tiles` and the
    /// melds last given with a hand of the seat; with no seat, the melds
    /// the hand size implies (`majiang_core::ai::seatless::implied_hand`).
    fn claim_hand(&self, tiles: &[Tile]) -> FfiResult<Hand> {
        let Some(seat) = self.seat else {
            return implied_hand(tiles, &self.rules).map_err(|e| match e {
                Error::WrongHandSize { .. } => FfiError::new(
                    MjStatus::WrongHandSize,
                    format!(
                        "a claim question takes the concealed tiles of a hand (3n+1: 13 with \
                         no meld, 10 with one …; 3n+2 for one's own kong): {} make none",
                        plural(tiles.len(), "tile", "tiles")
                    ),
                ),
                e => e.into(),
            });
        };
        self.knowledge().claim_hand(tiles, &self.rules).map_err(|e| match e {
            Error::BadHandSize { .. } => FfiError::new(
                MjStatus::WrongHandSize,
                format!(
                    "EXPERT judges a claim on the whole hand: {} and {} last given with a \
                     hand of seat {} (mj_ai_decide_discard, mj_ai_hints, mj_ai_should_hu) \
                     do not make one ({e})",
                    plural(tiles.len(), "concealed tile", "concealed tiles"),
                    plural(self.knowledge().melds().count(), "meld", "melds"),
                    seat
                ),
            ),
            e => e.into(),
        })
    }
}

/// Knowledge of no seat (never used: the current seat is always 0-3).
static KNOWS_NOTHING: Knowledge = Knowledge::new();

/// The tutorial AI of one question: a seat's own, or one made for a
/// seatless call.
enum TutorialTurn<'a> {
    Seat(&'a mut TutorialAi),
    Call(Box<TutorialAi>),
}

impl TutorialTurn<'_> {
    fn ai(&mut self) -> &mut TutorialAi {
        match self {
            TutorialTurn::Seat(ai) => ai,
            TutorialTurn::Call(ai) => ai,
        }
    }
}

/// `n` and the noun, singular for 1: "1 meld", "2 melds".
fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Whether EXPERT says yes to the claim question `ask` on `tile` with
/// `hand` (see `Expert::answer`).
fn expert_calls(ai: &MjAi, hand: &Hand, tile: Tile, ask: Question) -> FfiResult<bool> {
    let (unseen, draws) = ai.expert_view(hand)?;
    Ok(ai.expert.answer(&Position::new(hand, &ai.rules, &unseen, draws), tile, ask)?)
}

/// A difficulty argument: a known id (`MJ_STATUS_INVALID_ARGUMENT`
/// otherwise).
fn level_arg(value: i32, name: &str) -> FfiResult<MjDifficulty> {
    MjDifficulty::from_id(value, name)
}

/// Whether this build of the library has a player of `difficulty`
/// (`MjDifficulty`) into `*out_available`: true for EASY, MEDIUM, HARD and
/// EXPERT. An unknown id fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_available` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_difficulty_available(
    difficulty: i32,
    out_available: *mut bool,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out_available, "out_available")? };
        MjDifficulty::from_id(difficulty, "difficulty")?;
        out.write(true);
        Ok(())
    })
}

/// A new AI player of `difficulty` (`MjDifficulty`: EASY = 0, MEDIUM = 1,
/// HARD = 2, EXPERT = 3) whose random choices come from `seed` (the same
/// seed gives the same choices), playing by `rules` (copied: later changes
/// to the handle do not reach the AI). `*out` receives the handle; free it
/// with `mj_ai_free`. An unknown difficulty fails with
/// `MJ_STATUS_INVALID_ARGUMENT`. EXPERT makes no random choice (the seed
/// only drives the tutorial's claim answers at difficulties 0-2).
///
/// # Safety
/// `rules` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_new(
    difficulty: i32,
    seed: u64,
    rules: *const MjRules,
    out: *mut *mut MjAi,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) = unsafe { (rules_arg(rules)?, Out::new(out, "out")?) };
        let level = level_arg(difficulty, "difficulty")?;
        out.write(MjAi::new(level, seed, *rules).into_raw());
        Ok(())
    })
}

/// Releases an AI player. NULL is a no-op. Using the handle afterwards, or
/// freeing it twice, is undefined behaviour.
///
/// # Safety
/// `ai` NULL or a live handle not used by another thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_free(ai: *mut MjAi) {
    // SAFETY: the caller's contract above.
    guard_value((), || unsafe { MjAi::free(ai) })
}

/// Restarts both generators of every seat from `seed`, as if the AI had
/// just been made with it (its observations, wall count, remembered melds
/// and current seat stay).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_reseed(ai: *mut MjAi, seed: u64) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        *ai = MjAi { memory: ai.memory, seat: ai.seat, ..MjAi::new(ai.difficulty, seed, ai.rules) };
        Ok(())
    })
}

/// The tutorial's `DecideDiscard(hand, melds)`: `*out_index` is the index
/// into `tiles` — in the order given — of the tile to discard, chosen by the
/// AI's difficulty exactly as the tutorial's code chooses (EASY: one random
/// draw; MEDIUM: the lowest "搭子" score, the first on a tie; HARD: the tile
/// whose removal leaves the most winning kinds, the first on a tie; EXPERT:
/// its best discard given what it observed and the draws left, see
/// `mj_ai_hints` — the first position of that tile). The
/// hand must be complete-size (`3n+2` with its melds, else
/// `MJ_STATUS_WRONG_HAND_SIZE`) and valid for the AI's rules (a tile they do
/// not play: `MJ_STATUS_INVALID_TILE`, the message naming those rules). The
/// tutorial knows no honours: under rules with honours (standard, 红中) EASY,
/// MEDIUM and HARD discard an honour first, never the wildcard (红中), and
/// choose among the suited tiles otherwise — as the engine's tutorial seats
/// (`mj_game_ai_action`) play. With a seat set (`mj_ai_set_seat`) the melds
/// are remembered as that seat's, for the claim questions at EXPERT
/// (`mj_ai_should_peng`), and EASY draws from that seat's generator; with
/// no seat nothing is remembered and EASY draws from a generator seeded by
/// the handle's seed and this call's arguments (the same question, the same
/// answer, whatever was asked before).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
/// `melds` as for `mj_is_win`; `out_index` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_decide_discard(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_index: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get_mut(ai, "ai")?, Out::new(out_index, "out_index")?) };
        if ai.difficulty == MjDifficulty::Expert {
            // SAFETY: the caller's contract above.
            out.write(unsafe { expert_discard(ai, tiles, len, melds, meld_count)? });
            return Ok(());
        }
        // The tutorial's levels read the host's list in place: the sizes, the
        // id range and the tiles in play are checked here, the copies by the
        // core, and a refusal is explained by the full hand reader (cold), so
        // a good call costs little more than the core's own.
        // SAFETY: the caller's contract above.
        let given = unsafe { slice(melds, meld_count, "melds")? };
        let (meld_list, m) = if given.is_empty() { (None, 0) } else { melds_of(&ai.rules, given)? };
        let melds_given = meld_list.as_ref().map_or(&[][..], |list| &list[..m]);
        let list = if len == 3 * (4 - m) + 2 {
            // SAFETY: the caller's contract above; `len` ≤ 14.
            Tile::slice_from_ids(unsafe { slice(tiles, len, "tiles")? })
        } else {
            None
        };
        let rules = ai.rules;
        let foreign = list.and_then(|l| l.iter().copied().find(|t| rules.check_tile(*t).is_err()));
        let chosen = match (list, foreign) {
            // A tile these rules do not play: refused naming them (the
            // reader below), never by the tutorial's own Changsha set.
            (_, Some(t)) => Err(Error::TileNotInRules(t.to_string(), rules.name)),
            // Under the AI's rules, as the engine's tutorial seats play: an
            // honour first, never the wildcard; 四川: then the void suit first.
            (Some(list), None) => {
                let void = ai.void();
                ai.tutorial_for(ai.difficulty as i64, Ask::Discard, list, melds_given, None)
                    .ai()
                    .decide_discard_in(list, melds_given, &rules)
                    .map(|i| void_first(list, i, void))
            }
            // Not a hand of these rules: the reader below says why.
            (None, None) => {
                Err(Error::WrongHandSize { what: "choosing a discard", expected: "3n+2", got: len })
            }
        };
        match chosen {
            Ok(index) => {
                ai.remember_melds(melds_given.iter().copied());
                out.write(index);
                Ok(())
            }
            // SAFETY: the caller's contract above.
            Err(e) => Err(unsafe { discard_refusal(ai, tiles, len, melds, meld_count, e) }),
        }
    })
}

/// EXPERT's discard, apart so that the tutorial levels' path stays small
/// (EXPERT's frame is large, and a probe of it on every call costs time).
///
/// # Safety
/// As for `mj_ai_decide_discard`.
#[inline(never)]
unsafe fn expert_discard(
    ai: &mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
) -> FfiResult<usize> {
    let rules = ai.rules;
    // SAFETY: forwarded contract.
    let t = unsafe {
        read_hand(&rules, tiles, len, melds, meld_count, |hand| {
            complete_size(hand, len)?;
            ai.remember_melds(hand.melds());
            let (unseen, draws) = ai.expert_view(hand)?;
            let pos = Position::new(hand, &rules, &unseen, draws);
            Ok(ai.expert.sichuan_discard(&pos, ai.void())?)
        })?
    };
    // SAFETY: read by `read_hand` just now: non-NULL (or empty), `len` ≤ 14 long.
    let ids = unsafe { slice(tiles, len, "tiles")? };
    Ok(ids.iter().position(|&id| id == t.id()).unwrap_or_default())
}

/// Why the tutorial levels refused a hand: the full reader's reason (it
/// names the offending element and the AI's rules), else the core's
/// `error` — the hand itself was valid, so its melds are remembered, as for
/// any valid hand.
///
/// # Safety
/// As for `mj_ai_decide_discard`.
#[cold]
#[inline(never)]
unsafe fn discard_refusal(
    ai: &mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    error: Error,
) -> FfiError {
    let rules = ai.rules;
    // SAFETY: forwarded contract.
    let valid = unsafe {
        read_hand(&rules, tiles, len, melds, meld_count, |hand| {
            complete_size(hand, len)?;
            ai.remember_melds(hand.melds());
            Ok(())
        })
    };
    valid.err().unwrap_or_else(|| error.into())
}

/// A discard question needs a complete-size hand (`len` tiles given).
fn complete_size(hand: &Hand, len: usize) -> FfiResult<()> {
    if hand.is_complete_size() {
        return Ok(());
    }
    Err(Error::WrongHandSize { what: "choosing a discard", expected: "3n+2", got: len }.into())
}

/// The arguments of a claim question: the hand (any size up to 14, tiles in
/// play, at most four of a kind), the tile on offer (in play) and the
/// difficulty asked about.
unsafe fn claim_args<'a>(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    tile: u8,
    difficulty: i32,
) -> FfiResult<(&'a mut MjAi, &'a [Tile], Tile, MjDifficulty)> {
    // SAFETY: forwarded contract of the exports; the borrow ends with the call.
    let (ai, ids) = unsafe { (MjAi::get_mut(ai, "ai")?, slice(tiles, len, "tiles")?) };
    if ids.len() > 14 {
        return Err(FfiError::new(
            MjStatus::InvalidHand,
            format!("`tiles` holds {} tiles: a hand has at most 14", ids.len()),
        ));
    }
    counts_of(&ai.rules, ids)?;
    // Checked just now: every id is a kind, so the list is read in place.
    let list = Tile::slice_from_ids(ids)
        .ok_or_else(|| FfiError::new(MjStatus::InvalidTile, "a tile id is not 0–33"))?;
    let offered = Tile::try_from(tile).map_err(|e| FfiError::at("tile", e))?;
    ai.rules.check_tile(offered).map_err(|e| FfiError::at("tile", e))?;
    let level = level_arg(difficulty, "difficulty")?;
    Ok((ai, list, offered, level))
}

/// One of the tutorial's claim questions on `TutorialAi`.
type TutorialAsk = fn(&mut TutorialAi, &[Tile], Tile, i64) -> bool;

/// Shared body of the three claim questions.
unsafe fn claim(
    ai: *mut MjAi,
    (tiles, len): (*const u8, usize),
    tile: u8,
    difficulty: i32,
    out: *mut bool,
    (ask, tutorial): (Question, TutorialAsk),
) -> MjStatus {
    guard(|| {
        // SAFETY: forwarded contract of the exports.
        let out = unsafe { Out::new(out, "out")? };
        // SAFETY: as above.
        let (ai, list, offered, level) = unsafe { claim_args(ai, tiles, len, tile, difficulty)? };
        let yes = match level.level().tutorial() {
            // 四川: the void suit is never claimed (no draw is made).
            _ if !may_claim(offered, ai.void()) => false,
            Some(level) => {
                let mut turn = ai.tutorial_for(level.level(), ask.into(), list, &[], Some(offered));
                tutorial(turn.ai(), list, offered, level.level())
            }
            None => {
                let hand = ai.claim_hand(list)?;
                expert_calls(ai, &hand, offered, ask)?
            }
        };
        out.write(yes);
        Ok(())
    })
}

/// The tutorial's `ShouldPeng(hand, tile, difficulty)`: EASY yes half the
/// time (one random draw), MEDIUM yes, HARD yes unless two tiles or fewer
/// would remain. `difficulty` is passed explicitly, as the tutorial does
/// (it need not be the AI's own). Like the tutorial it does not check that
/// the hand holds the pair: ask only when the peng is legal. `tiles` is the
/// hand (at most 14 tiles in play, four of a kind at most), `tile` the
/// discard on offer.
///
/// At EXPERT (3) the answer weighs the hand after the 碰 against passing,
/// with the AI's observations and draws left (as `mj_ai_hints`); a 碰 the
/// hand cannot make is a no. EXPERT judges the whole hand: `tiles` (the
/// concealed `3n+1` tiles) and its melds. With no seat set (a new AI, the
/// tutorial's way) the melds are those the size implies (13 tiles: none,
/// 10: one, …), their tiles unknown, so that one AI shared by every seat
/// answers as one AI per seat; a size no meld count explains fails with
/// `MJ_STATUS_WRONG_HAND_SIZE`. With a seat set (`mj_ai_set_seat`) they are
/// the melds last given to `mj_ai_decide_discard`, `mj_ai_hints` or
/// `mj_ai_should_hu` for that seat (none before the first such call;
/// `mj_ai_reset` forgets them), else `MJ_STATUS_WRONG_HAND_SIZE`. EASY,
/// MEDIUM and HARD draw as `mj_ai_decide_discard` does (the seat's
/// generator, or one seeded by the call's arguments). An unknown
/// `difficulty` fails with `MJ_STATUS_INVALID_ARGUMENT` (not a silent no).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `tiles`
/// NULL (with `len == 0`) or `len` readable bytes; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_peng(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    tile: u8,
    difficulty: i32,
    out: *mut bool,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        claim(ai, (tiles, len), tile, difficulty, out, (Question::Peng, TutorialAi::should_peng))
    }
}

/// The tutorial's `ShouldChi(hand, tile, difficulty)`: EASY yes a third of
/// the time, MEDIUM half the time (one random draw each), HARD yes; EXPERT
/// (3) weighs every 吃 the hand can make with `tile` against passing.
/// Otherwise as `mj_ai_should_peng`.
///
/// # Safety
/// As `mj_ai_should_peng`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_chi(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    tile: u8,
    difficulty: i32,
    out: *mut bool,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        claim(ai, (tiles, len), tile, difficulty, out, (Question::Chi, TutorialAi::should_chi))
    }
}

/// The tutorial's `ShouldGang(hand, tile, difficulty)`: EASY yes two times
/// in three (one random draw), MEDIUM and HARD yes. EXPERT (3): with a
/// `3n+1` hand, a kong of the discard `tile` (three held); with a `3n+2`
/// hand (its own turn), a concealed kong of four held or the fourth tile on
/// its 碰 — each weighed against passing. Otherwise as `mj_ai_should_peng`.
///
/// # Safety
/// As `mj_ai_should_peng`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_gang(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    tile: u8,
    difficulty: i32,
    out: *mut bool,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        claim(ai, (tiles, len), tile, difficulty, out, (Question::Gang, TutorialAi::should_gang))
    }
}

/// Whether the AI declares a win with a complete-size hand (the winning tile
/// included) and its melds, the winning tile self-drawn: `*out` is true
/// exactly when the hand wins under the AI's rules — every level takes a
/// win when it has one, as the tutorial's AI does (EXPERT too: a self-draw
/// already pays the most its shape can; for a win on another player's
/// discard, which EXPERT may pass, see `mj_ai_should_hu_discard`). A
/// `3n+1` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`. The melds are
/// remembered as the current seat's (see `mj_ai_should_peng`).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
/// `melds` as for `mj_is_win`; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_hu(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out: *mut bool,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get_mut(ai, "ai")?, Out::new(out, "out")?) };
        // SAFETY: the caller's contract above.
        let hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        if !hand.is_complete_size() {
            return Err(Error::WrongHandSize {
                what: "deciding on a win",
                expected: "3n+2",
                got: len,
            }
            .into());
        }
        // The rules' whole law (四川: 缺一门, and no win holding the void suit).
        let wins =
            majiang_core::wins(&hand, &ai.rules)? && !holds_void(hand.concealed(), ai.void());
        ai.remember_melds(hand.melds());
        out.write(match ai.difficulty {
            MjDifficulty::Expert => wins && ai.expert.win_on_self_draw(&hand, &ai.rules)?,
            _ => wins,
        });
        Ok(())
    })
}

/// An observation's failure, named for the host.
fn observed(error: Error) -> FfiError {
    let place = match error {
        Error::TooManyCopies { .. } => "observed tiles",
        _ => "observed tile",
    };
    FfiError::at(place, error)
}

/// Tells the AI a tile discarded at the table — every discard, when it is
/// made, by any player, its own seat's and one that is then claimed
/// included (or a tile shown, or a 开杠 flip) — so it counts the tile as
/// seen, at every seat (a discard is public: tell it once) (EXPERT's unseen
/// counts; the copies left in `mj_ai_hints`). Each call also counts one
/// discard for the wall estimate of `mj_ai_set_wall_left`. A tile not in
/// play fails with `MJ_STATUS_INVALID_TILE`; a fifth copy seen with
/// `MJ_STATUS_INVALID_HAND` (nothing is recorded).
///
/// When a discard is claimed, tell the meld next, with the claimed tile:
/// another player's with `mj_ai_observe_meld(ai, &meld, tile)`; a meld of a
/// seat the AI plays — a one-seat AI's own claims included — with
/// `mj_ai_observe_meld_by(ai, seat, &meld, tile)`, which takes the tile back
/// out of that seat's seen tiles (its hand holds it now). Told this way no
/// tile counts both as seen and as held, and every later question is
/// answered.
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observe_discard(ai: *mut MjAi, tile: u8) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        let t = Tile::try_from(tile).map_err(|e| FfiError::at("tile", e))?;
        ai.memory.observe_discard(&ai.rules, t).map_err(observed)
    })
}

/// Tells the AI a meld another player laid down, so it counts its tiles as
/// seen — at every seat: an AI that plays one seat only is told the other
/// players' melds this way, and its own with `mj_ai_observe_meld_by` (never
/// this call: the meld's tiles would count as seen and as held); one that
/// plays several seats is told each meld with the seat that laid it down,
/// by `mj_ai_observe_meld_by` (that seat takes the claimed discard back out
/// of what it saw: its hand holds it now).
/// `claimed_tile` is the discard it was made with, already told by
/// `mj_ai_observe_discard` and so not counted again; `MJ_NO_TILE` (-1) when
/// that discard was not observed, and for kongs from the hand. An added
/// kong (`MJ_MELD_KIND_BU_GANG`) counts only its fourth tile: its 碰 was
/// observed before. A bad meld fails with `MJ_STATUS_INVALID_MELD`, a
/// `claimed_tile` not in the meld with `MJ_STATUS_INVALID_ARGUMENT`, a fifth
/// copy seen with `MJ_STATUS_INVALID_HAND` (nothing is recorded). `meld`
/// points to one `MjMeld` (a pointer, not a value: in the WebAssembly C ABI
/// a struct argument is a pointer the library could not check).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `meld`
/// NULL or a readable `MjMeld`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observe_meld(
    ai: *mut MjAi,
    meld: *const MjMeld,
    claimed_tile: i32,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    guard(|| unsafe { observe_meld(ai, None, meld, claimed_tile) })
}

/// Tells the AI that seat `seat` (0-3) laid down `meld`: every other seat
/// counts its tiles as seen (see `mj_ai_observe_meld` for `claimed_tile`).
/// Seat `seat` sees nothing new — its hand holds the meld (give it with the
/// seat's next hand, `mj_ai_decide_discard` and the like) — but it takes
/// `claimed_tile`, the discard it claimed, back out of the tiles it saw:
/// told by `mj_ai_observe_discard`, that tile is now in its hand and must
/// not count twice (`MJ_NO_TILE`, a kong from the hand, or a claimed tile
/// never told: its memory is unchanged). The form for an AI that plays
/// several seats, each meld told once as each discard is, and for a one-seat
/// AI's own melds (`seat` = its seat, `mj_ai_seat`).
/// A seat outside 0-3 fails with `MJ_STATUS_INVALID_ARGUMENT`; otherwise as
/// `mj_ai_observe_meld` (nothing is recorded on failure, at any seat; `meld`
/// by pointer for the same reason).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `meld`
/// NULL or a readable `MjMeld`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observe_meld_by(
    ai: *mut MjAi,
    seat: i32,
    meld: *const MjMeld,
    claimed_tile: i32,
) -> MjStatus {
    guard(|| {
        let by = crate::arg::seat(seat, "seat")?;
        // SAFETY: the caller's contract above.
        unsafe { observe_meld(ai, Some(by), meld, claimed_tile) }
    })
}

/// The body of `mj_ai_observe_meld` and `mj_ai_observe_meld_by`.
///
/// # Safety
/// As `mj_ai_observe_meld`.
unsafe fn observe_meld(
    ai: *mut MjAi,
    by: Option<usize>,
    meld: *const MjMeld,
    claimed_tile: i32,
) -> FfiResult<()> {
    // SAFETY: forwarded contract.
    let (ai, meld) = unsafe { (MjAi::get_mut(ai, "ai")?, *input(meld, "meld")?) };
    let m = meld.read(|| "meld".to_string())?;
    let claimed = match claimed_tile {
        MJ_NO_TILE => None,
        id => Some(tile_id_arg(id, "claimed_tile")?),
    };
    ai.memory.observe_meld(&ai.rules, m, claimed, by).map_err(|e| match e {
        Error::BadMeld(why) => FfiError::new(
            MjStatus::InvalidArgument,
            format!("`claimed_tile` = {claimed_tile}: {why}"),
        ),
        e => observed(e),
    })
}

/// A tile id passed as an `int`: 0-33, else `MJ_STATUS_INVALID_TILE`
/// naming the value given (not its low byte).
fn tile_id_arg(id: i32, name: &str) -> FfiResult<Tile> {
    u8::try_from(id).ok().and_then(|b| Tile::try_from(b).ok()).ok_or_else(|| {
        FfiError::new(MjStatus::InvalidTile, format!("`{name}` = {id}: tile ids are 0-33"))
    })
}

/// Chooses the seat (0-3) the questions are about: `mj_ai_decide_discard`,
/// `mj_ai_should_*`, `mj_ai_hints`, `mj_ai_hint_reasons` and
/// `mj_ai_observed` use that seat's memory — its generator at EASY, MEDIUM
/// and HARD, its own melds as last given with its hand and what it saw at
/// EXPERT — until the next call; an AI that plays several seats sets the
/// seat before each question, and then answers every seat exactly as an AI
/// of its own (made with the same seed, told the same and set to that
/// seat) would. `MJ_NONE` (255) goes back to no seat, as a new AI has: each
/// question is then answered from that call's arguments alone (no melds
/// remembered, random draws seeded by the call), so one AI for every seat,
/// never naming one (the tutorial's way), answers as one AI per seat. A
/// seat outside 0-3 and `MJ_NONE` fails with `MJ_STATUS_INVALID_ARGUMENT`
/// (the seat is kept).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_set_seat(ai: *mut MjAi, seat: i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        ai.seat = match seat {
            s if s == i32::from(crate::game::MJ_NONE) => None,
            s => Some(crate::arg::seat(s, "seat").map_err(|e| {
                FfiError::new(e.status, format!("{}, or MJ_NONE (255) for none", e.message))
            })?),
        };
        Ok(())
    })
}

/// The seat the questions are about (`mj_ai_set_seat`), into `*out`:
/// `MJ_NONE` (255) when none is set, as for a new AI.
///
/// # Safety
/// `ai` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_seat(ai: *const MjAi, out: *mut i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get(ai, "ai")?, Out::new(out, "out")?) };
        out.write(ai.seat.map_or(i32::from(crate::game::MJ_NONE), |s| s as i32));
        Ok(())
    })
}

/// Forgets every observed tile, the wall count set, the remembered melds and
/// the void suits (`mj_ai_set_void`), at every seat (call at the start of
/// each hand). The current seat stays.
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_reset(ai: *mut MjAi) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        ai.memory.reset();
        Ok(())
    })
}

/// The copies of each kind the current seat (`mj_ai_set_seat`) has observed
/// so far, into `*out`.
///
/// # Safety
/// `ai` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observed(ai: *const MjAi, out: *mut MjTileCounts) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get(ai, "ai")?, Out::new(out, "out")?) };
        out.write(MjTileCounts { counts: *ai.knowledge().seen().as_array() });
        Ok(())
    })
}

/// Tells the AI how many tiles are left in the wall, as the table shows
/// them, so that EXPERT knows its own draws to come (a quarter of the wall,
/// rounded up). `MJ_WALL_ESTIMATE` (-1) goes back to the estimate used until
/// this is called: every tile of the wall (112 under 红中) less the 53
/// dealt and one per discard observed (`mj_ai_observe_discard`) — close
/// when every discard at the table is observed, exact only when set. A
/// count outside 0 to (tiles of the wall − 53) fails with
/// `MJ_STATUS_INVALID_ARGUMENT`. `mj_ai_reset`
/// returns to the estimate. The count is the table's: it holds for every
/// seat. The tutorial's levels ignore it.
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_set_wall_left(ai: *mut MjAi, wall_left: i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        let max = Knowledge::max_wall(&ai.rules);
        let wall = match wall_left {
            MJ_WALL_ESTIMATE => None,
            n => Some(u32::try_from(n).unwrap_or(u32::MAX)),
        };
        ai.memory.set_wall_left(&ai.rules, wall).map_err(|_| {
            FfiError::new(
                MjStatus::InvalidArgument,
                format!(
                    "`wall_left` = {wall_left}: 0-{max} tiles under these rules, or \
                     MJ_WALL_ESTIMATE (-1)"
                ),
            )
        })?;
        Ok(())
    })
}

/// `mj_ai_set_wall_left`'s value for "estimate the wall from the discards
/// observed".
pub const MJ_WALL_ESTIMATE: i32 = -1;

/// Tells the AI the void suit the current seat (`mj_ai_set_seat`) declared
/// (四川 定缺: 0 万, 1 条, 2 筒; `MJ_NONE` for none — the `void_suit` of
/// `mj_game_sichuan_seat` passes straight through), for a host that runs
/// its own 四川 table. Until the seat holds none of that suit, every level
/// discards only its tiles (EXPERT the one the others most likely want
/// first; the tutorial levels their own choice when it is one, else the
/// lowest), the hints list only them (`mj_ai_hints`, with reasons saying
/// why), and no win is taken (`mj_ai_should_hu`, `mj_ai_should_hu_discard`);
/// a tile of the suit is never claimed (`mj_ai_should_peng`,
/// `mj_ai_should_gang`: no); once it is gone, EXPERT counts no draw of it
/// as useful. `mj_ai_reset` forgets it (a new hand). Rules other than the
/// sichuan preset, or a suit other than 0-2 and `MJ_NONE`, fail with
/// `MJ_STATUS_INVALID_ARGUMENT`. (A table driven by `mj_game_*` needs none
/// of this: the engine keeps the voids, `mj_game_ai_action`.)
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_set_void(ai: *mut MjAi, suit: i32) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        let void = match suit {
            s if s == i32::from(crate::game::MJ_NONE) => None,
            s => Some(Suit::from_index(i64::from(s)).map_err(|_| {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`suit` = {suit}: 0 (万), 1 (条), 2 (筒), or MJ_NONE (255) for none"),
                )
            })?),
        };
        let rules = ai.rules;
        let knowledge = match ai.seat {
            Some(seat) => ai.memory.seat_mut(seat)?,
            None => ai.memory.seatless_mut(),
        };
        knowledge.set_void(&rules, void).map_err(|e| {
            FfiError::new(MjStatus::InvalidArgument, format!("`suit` = {suit}: {e}"))
        })?;
        Ok(())
    })
}

/// One discard of EXPERT's ranking, as `mj_ai_hints` gives it.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct MjHint {
    /// Bits `1 << id` of the kinds whose draw would lower the shanten after
    /// this discard (the waits, when it leaves the hand ready): a set of
    /// kinds, not a count. The bindings call it `useful_kinds`, a list.
    pub draws: u64,
    /// EXPERT's estimate of the probability (0 to 1) of winning within the
    /// draws left after this discard.
    pub win_prob: f64,
    /// EXPERT's estimate of the expected points of the hand after this
    /// discard (a small hand's self-draw is 6: 2 from each player).
    pub points: f64,
    /// Copies of the `draws` kinds not yet seen (own tiles and observations
    /// taken out), in all: unseen copies, not draws (the player's draws to
    /// come are what `mj_ai_set_wall_left` sets). The bindings call it
    /// `unseen_copies`; the field keeps its ABI-version-2 name so that the
    /// struct and the code using it stay as they are.
    pub draws_left: u32,
    /// The targets closest after the discard, bits `1 << MjTarget`
    /// (`MJ_TARGET_REGULAR` for the small hand).
    pub targets: u32,
    /// The tile id to discard.
    pub tile: u8,
    /// Its first position in the `tiles` array given.
    pub index: u8,
    /// Shanten after the discard: 0 ready, n tiles from ready.
    pub shanten: i8,
    /// Number of kinds in `draws`.
    pub draw_kinds: u8,
}

impl MjHint {
    /// `h` as the ABI gives it, `index` its first position in `ids` (the
    /// hand's tiles as the host knows them; 0 if absent, which a hint of
    /// that hand never is: at most 14 tiles).
    pub(crate) fn of(h: &Hint, ids: &[u8]) -> MjHint {
        MjHint {
            draws: h.useful.iter().fold(0, |m, (t, _)| m | 1 << t.id()),
            win_prob: h.win_prob,
            points: h.points,
            draws_left: h.useful_tiles,
            targets: h.targets.iter().fold(0, |m, &t| m | 1 << MjTarget::of(t) as u32),
            tile: h.tile.id(),
            index: ids.iter().position(|&id| id == h.tile.id()).unwrap_or_default() as u8,
            shanten: h.shanten,
            draw_kinds: h.useful.len() as u8,
        }
    }
}

/// The reasons of `hints`, one line each ending in `\n`, in English or
/// Chinese (the text of `mj_ai_hint_reasons` and `mj_game_hint_reasons`).
pub(crate) fn reasons_text(hints: &[Hint], chinese: bool) -> String {
    let mut text = String::new();
    for h in hints {
        text.push_str(if chinese { &h.reason_zh } else { &h.reason_en });
        text.push('\n');
    }
    text
}

/// EXPERT's ranking of `hand` (read from `ids`) from what `ai` has observed.
fn expert_hints(ai: &mut MjAi, hand: &Hand) -> FfiResult<Vec<Hint>> {
    ai.remember_melds(hand.melds());
    let (unseen, draws) = ai.expert_view(hand)?;
    Ok(ai.expert.hints_with_void(&Position::new(hand, &ai.rules, &unseen, draws), ai.void())?)
}

/// The hint list: EXPERT's ranking of the discards of a complete-size hand,
/// best first, whatever the AI's own difficulty — each with its shanten, the
/// useful draws and their copies left (every tile the AI has observed,
/// `mj_ai_observe_*`, taken out besides the player's own), the estimated
/// win probability within the draws left (`mj_ai_set_wall_left`) and the
/// expected points. `mj_ai_hint_reasons` gives one line of explanation per
/// hint, in the same order. Into `out[0..*out_len]`, one per distinct kind
/// held (at most 14), with the buffer convention. A `3n+1` hand fails with
/// `MJ_STATUS_WRONG_HAND_SIZE`; a hand holding copies the AI observed
/// elsewhere, five in all, with `MJ_STATUS_INVALID_HAND`. The melds are
/// remembered as the current seat's (see `mj_ai_should_peng`). Under 国标
/// the seat's wind (门风刻) is priced as East's: the handle is not told who
/// deals (`mj_game_hints` is, for a seat of a running game).
///
/// (ABI version 2: the list was `MjDiscardOption`s ranked by shanten and
/// draws; that ranking is `mj_discard_options`.)
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
/// `melds` as for `mj_is_win`; `out` NULL (with `cap == 0`) or writable for
/// `cap` hints; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_hints(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out: *mut MjHint,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe {
            (MjAi::get_mut(ai, "ai")?, OutSlice::new(out, cap, out_len, "out", "hints")?)
        };
        // SAFETY: the caller's contract above.
        let hand: Hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        // SAFETY: read by `hand_arg` just now.
        let ids = unsafe { slice(tiles, len, "tiles")? };
        // The hand was read from `ids`, so every hint's tile is there.
        let hints: Vec<MjHint> =
            expert_hints(ai, &hand)?.iter().map(|h| MjHint::of(h, ids)).collect();
        out.write(&hints)
    })
}

/// The reasons of the hint list: one line per hint of `mj_ai_hints` for the
/// same AI and hand, in the same order, each ending in `\n` (English when
/// `chinese` is 0, e.g. `discard 9s: ready, waiting on 1m4m (7 tiles, 2
/// kinds), about 61% to win in 14 draws`; Chinese when 1, tiles by their
/// Chinese names, e.g. `打 九条: 听牌, 听 一万 四万 共 2 种 7 张, 14 摸内胡牌约
/// 61%`; one of a kind is singular in English: `1 tile, 1 kind`), UTF-8 and NUL-terminated into
/// `buf`, `*out_len` = bytes including the NUL (two-call convention).
/// `chinese` other than 0 or 1 fails with `MJ_STATUS_INVALID_ARGUMENT`;
/// otherwise as `mj_ai_hints`.
///
/// # Safety
/// As `mj_ai_hints`; `buf` NULL (with `cap == 0`) or writable for `cap`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_hint_reasons(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    chinese: u8,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) =
            unsafe { (MjAi::get_mut(ai, "ai")?, OutText::new(buf, cap, out_len, "buf")?) };
        let chinese = flag(chinese, "chinese")?;
        // SAFETY: the caller's contract above.
        let hand: Hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        out.write(&reasons_text(&expert_hints(ai, &hand)?, chinese))
    })
}

/// Whether the AI wins on another player's discard `tile`, which completes
/// its `3n+1` hand (`tiles` and `melds`): EASY, MEDIUM and HARD always do;
/// EXPERT always takes a big hand and may pass a small one when waiting for
/// the self-draw pays more (过胡: the host then lets no discard win for this
/// player until its next draw). A `tile` that does not complete the hand is
/// a no. A hand that is not `3n+1` fails with `MJ_STATUS_WRONG_HAND_SIZE`, a
/// `tile` not in play with `MJ_STATUS_INVALID_TILE`. The melds are
/// remembered as the current seat's (see `mj_ai_should_peng`).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile; `tiles`,
/// `melds` as for `mj_is_win`; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_hu_discard(
    ai: *mut MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    tile: u8,
    out: *mut bool,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get_mut(ai, "ai")?, Out::new(out, "out")?) };
        // SAFETY: the caller's contract above.
        let hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        if hand.is_complete_size() {
            return Err(Error::WrongHandSize {
                what: "a win on a discard",
                expected: "3n+1 (the hand before the discard)",
                got: len,
            }
            .into());
        }
        let t = Tile::try_from(tile).map_err(|e| FfiError::at("tile", e))?;
        ai.rules.check_tile(t).map_err(|e| FfiError::at("tile", e))?;
        let wins = match hand.with_tile(t) {
            // The rules' whole law (四川: 缺一门, and no win holding the void suit).
            Ok(h) => majiang_core::wins(&h, &ai.rules)? && !holds_void(h.concealed(), ai.void()),
            Err(_) => false,
        };
        ai.remember_melds(hand.melds());
        let yes = match ai.difficulty {
            _ if !wins => false,
            MjDifficulty::Expert => {
                let (unseen, draws) = ai.expert_view(&hand)?;
                ai.expert.win_on_discard(&Position::new(&hand, &ai.rules, &unseen, draws), t)?
            }
            _ => true,
        };
        out.write(yes);
        Ok(())
    })
}

/// Borrows an AI argument the call changes.
///
/// # Safety
/// As [`Handle::get_mut`].
pub(crate) unsafe fn ai_arg<'a>(ai: *mut MjAi) -> FfiResult<&'a mut MjAi> {
    // SAFETY: forwarded contract.
    unsafe { MjAi::get_mut(ai, "ai") }
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    /// `MJ_DIFFICULTY_EASY` … are the core's levels: same ids, same names.
    #[test]
    fn difficulties_are_the_cores_levels() {
        assert_eq!(MjDifficulty::ALL.len(), Level::ALL.len());
        for (&d, level) in MjDifficulty::ALL.iter().zip(Level::ALL) {
            assert_eq!(d.level(), level);
            assert_eq!(i64::from(d.id()), level.id());
            assert_eq!(format!("{d:?}").to_lowercase(), level.name());
        }
    }
    use majiang_core::MeldKind;
    use majiang_core::notation::parse_tiles;

    fn new_ai(difficulty: i32, seed: u64) -> (MjStatus, *mut MjAi) {
        let rules = crate::rules::mj_rules_new_changsha();
        let mut ai = std::ptr::null_mut();
        let s = unsafe { mj_ai_new(difficulty, seed, rules, &mut ai) };
        unsafe { crate::rules::mj_rules_free(rules) };
        (s, ai)
    }

    #[test]
    fn difficulties_are_checked_and_all_four_are_available() {
        assert_eq!(new_ai(4, 1), (MjStatus::InvalidArgument, std::ptr::null_mut()));
        assert_eq!(new_ai(-1, 1).0, MjStatus::InvalidArgument);
        for d in 0..4 {
            let mut available = false;
            assert_eq!(unsafe { mj_ai_difficulty_available(d, &mut available) }, MjStatus::Ok);
            assert!(available);
            let (s, ai) = new_ai(d, 7);
            assert_eq!(s, MjStatus::Ok);
            unsafe { mj_ai_free(ai) };
        }
    }

    /// The tutorial levels under rules with honours play as the engine's
    /// tutorial seats do; a tile out of the AI's rules is refused naming
    /// those rules, never "changsha" for an AI made with others.
    #[test]
    fn tutorial_discards_follow_the_ais_rules_and_messages_name_them() {
        let discard = |name: &std::ffi::CStr, hand: &str| {
            let mut rules = std::ptr::null_mut();
            let mut ai = std::ptr::null_mut();
            let mut index = usize::MAX;
            let ids = ids_of(hand);
            let status = unsafe {
                assert_eq!(
                    crate::rules::mj_rules_new_by_name(name.as_ptr(), &mut rules),
                    MjStatus::Ok
                );
                assert_eq!(mj_ai_new(MjDifficulty::Medium as i32, 1, rules, &mut ai), MjStatus::Ok);
                let s = mj_ai_decide_discard(
                    ai,
                    ids.as_ptr(),
                    ids.len(),
                    std::ptr::null(),
                    0,
                    &mut index,
                );
                mj_ai_free(ai);
                crate::rules::mj_rules_free(rules);
                s
            };
            (status, index, ids)
        };
        // 红中: the 中 stays, a suited tile goes.
        let (s, i, ids) = discard(c"hongzhong", "5z123m456m789p2348s");
        assert_eq!(s, MjStatus::Ok);
        assert_ne!(ids[i], 31, "the wildcard is never discarded");
        // Standard: the honour goes first.
        let (s, i, ids) = discard(c"standard", "1z123m456m789p2345s");
        assert_eq!((s, ids[i]), (MjStatus::Ok, 27));
        // An honour under rules without: refused naming the AI's rules.
        for (name, rules) in [(c"zhuanzhuan", "zhuanzhuan"), (c"changsha", "changsha")] {
            let (s, _, _) = discard(name, "1z123m456m789p2345s");
            assert_eq!(s, MjStatus::InvalidTile);
            let message = crate::error::tests::read_last_error();
            assert!(message.contains(&format!("not used by the {rules} rules")), "{message}");
        }
    }

    fn ids_of(hand: &str) -> Vec<u8> {
        parse_tiles(hand).unwrap().iter().map(|t| t.id()).collect()
    }

    /// `mj_ai_hints` of a closed 14-tile hand.
    unsafe fn hints_of(ai: *mut MjAi, ids: &[u8]) -> Vec<MjHint> {
        let mut out = [MjHint::default(); 14];
        let mut n = 0;
        let null = std::ptr::null();
        let s = unsafe { mj_ai_hints(ai, ids.as_ptr(), 14, null, 0, out.as_mut_ptr(), 14, &mut n) };
        assert_eq!(s, MjStatus::Ok);
        out[..n].to_vec()
    }

    /// `mj_ai_hint_reasons` of a closed 14-tile hand, in Chinese.
    unsafe fn reasons_zh(ai: *mut MjAi, ids: &[u8]) -> String {
        let mut text = vec![0u8; 4096];
        let mut len = 0;
        let (null, buf) = (std::ptr::null(), text.as_mut_ptr().cast());
        let s =
            unsafe { mj_ai_hint_reasons(ai, ids.as_ptr(), 14, null, 0, 1, buf, 4096, &mut len) };
        assert_eq!(s, MjStatus::Ok);
        String::from_utf8(text[..len - 1].to_vec()).unwrap()
    }

    #[test]
    fn expert_discards_and_hints_as_the_core_with_its_observations() {
        let rules = RuleSet::changsha();
        let (_, ai) = new_ai(3, 0);
        let ids = ids_of("9s123m456s789p2345m");
        let hand =
            Hand::from_tiles(&parse_tiles("9s123m456s789p2345m").unwrap(), &[], &rules).unwrap();
        unsafe {
            // Two 1m and a 6m seen; ten tiles left in the wall.
            for t in [0u8, 0, 5] {
                assert_eq!(mj_ai_observe_discard(ai, t), MjStatus::Ok);
            }
            assert_eq!(mj_ai_set_wall_left(ai, 10), MjStatus::Ok);
            let mut index = usize::MAX;
            let s = mj_ai_decide_discard(ai, ids.as_ptr(), 14, std::ptr::null(), 0, &mut index);
            assert_eq!(s, MjStatus::Ok);
            let mut unseen = Expert::unseen_from_hand(&hand, &rules);
            for t in [0u8, 0, 5] {
                assert!(unseen.remove(Tile::try_from(t).unwrap()));
            }
            let core = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 3)).unwrap();
            assert_eq!(ids[index], core[0].tile.id());
            let out = hints_of(ai, &ids);
            assert_eq!(out.len(), core.len());
            for (h, c) in out.iter().zip(&core) {
                assert_eq!(
                    (h.tile, h.shanten, h.draws_left),
                    (c.tile.id(), c.shanten, c.useful_tiles)
                );
                assert_eq!((h.win_prob, h.points), (c.win_prob, c.points));
                assert_eq!(ids[usize::from(h.index)], h.tile);
            }
            let want: String = core.iter().map(|c| format!("{}\n", c.reason_zh)).collect();
            assert_eq!(reasons_zh(ai, &ids), want);
            assert_eq!(mj_ai_set_wall_left(ai, 56), MjStatus::InvalidArgument);
            assert!(crate::error::tests::read_last_error().contains("`wall_left` = 56"));
            mj_ai_free(ai);
        }
    }

    #[test]
    fn expert_claims_use_the_remembered_melds() {
        let (_, ai) = new_ai(3, 0);
        // A peng of 9p laid down; 5m5m in hand, 5m offered.
        let melds = [MjMeld { kind: MeldKind::Peng as u8, tile: 26 }];
        let full = ids_of("1m2m3m5m5m4s5s6s7s8s1p");
        unsafe {
            let mut seat = 0;
            assert_eq!(mj_ai_seat(ai, &mut seat), MjStatus::Ok);
            assert_eq!(seat, i32::from(crate::game::MJ_NONE), "a new AI has no seat");
            assert_eq!(mj_ai_set_seat(ai, 0), MjStatus::Ok);
            let mut yes = true;
            // Ten concealed tiles and no melds known yet.
            let s = mj_ai_should_peng(ai, full.as_ptr(), 10, 4, 3, &mut yes);
            assert_eq!(s, MjStatus::WrongHandSize);
            let mut index = 0;
            let s = mj_ai_decide_discard(ai, full.as_ptr(), 11, melds.as_ptr(), 1, &mut index);
            assert_eq!(s, MjStatus::Ok);
            let mut rest = full.clone();
            rest.remove(index);
            let s = mj_ai_should_peng(ai, rest.as_ptr(), 10, 4, 3, &mut yes);
            assert_eq!(s, MjStatus::Ok);
            // No pair of 1p: a peng of it is a no.
            let s = mj_ai_should_peng(ai, rest.as_ptr(), 10, 18, 3, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, false));
            // No seat: the 13 tiles of another hand are judged as they are,
            // never with the seat's remembered meld.
            assert_eq!(mj_ai_set_seat(ai, i32::from(crate::game::MJ_NONE)), MjStatus::Ok);
            let other = ids_of("1m2m3m5m5m4s5s6s7s8s1p2p3p");
            let s = mj_ai_should_peng(ai, other.as_ptr(), 13, 4, 3, &mut yes);
            assert_eq!(s, MjStatus::Ok, "{}", crate::error::tests::read_last_error());
            let s = mj_ai_should_peng(ai, rest.as_ptr(), 10, 4, 3, &mut yes);
            assert_eq!(s, MjStatus::Ok, "10 tiles: one meld implied");
            let s = mj_ai_should_peng(ai, rest.as_ptr(), 9, 4, 3, &mut yes);
            assert_eq!(s, MjStatus::WrongHandSize);
            assert_eq!(mj_ai_set_seat(ai, 4), MjStatus::InvalidArgument);
            assert!(crate::error::tests::read_last_error().contains("MJ_NONE"));
            mj_ai_free(ai);
        }
    }

    #[test]
    fn the_tutorial_calls_draw_as_the_core_does() {
        let hand = parse_tiles("1m2m5m6m7m9s9s3p4p5p7p8p9p1s").unwrap();
        let ids: Vec<u8> = hand.iter().map(|t| t.id()).collect();
        for d in 0..3 {
            let (_, ai) = new_ai(d, 99);
            assert_eq!(unsafe { mj_ai_set_seat(ai, 2) }, MjStatus::Ok);
            let mut core = TutorialAi::new(d.into(), 99);
            for _ in 0..5 {
                let mut index = usize::MAX;
                let s = unsafe {
                    mj_ai_decide_discard(ai, ids.as_ptr(), 14, std::ptr::null(), 0, &mut index)
                };
                assert_eq!(s, MjStatus::Ok);
                assert_eq!(index, core.decide_discard(&hand, &[]).unwrap());
                let mut yes = false;
                let s = unsafe { mj_ai_should_chi(ai, ids.as_ptr(), 13, ids[13], 0, &mut yes) };
                assert_eq!(s, MjStatus::Ok);
                assert_eq!(yes, core.should_chi(&hand[..13], hand[13], 0));
            }
            unsafe { mj_ai_free(ai) };
        }
    }

    /// With no seat, every answer is the one of a fresh AI: the same
    /// question asked again, after any other, gets the same answer.
    #[test]
    fn seatless_tutorial_answers_depend_on_the_call_alone() {
        let hand = parse_tiles("1m2m5m6m7m9s9s3p4p5p7p8p9p1s").unwrap();
        let ids: Vec<u8> = hand.iter().map(|t| t.id()).collect();
        let ask = |ai: *mut MjAi| {
            let mut index = usize::MAX;
            let mut yes = [false; 3];
            unsafe {
                let null = std::ptr::null();
                assert_eq!(
                    mj_ai_decide_discard(ai, ids.as_ptr(), 14, null, 0, &mut index),
                    MjStatus::Ok
                );
                assert_eq!(
                    mj_ai_should_peng(ai, ids.as_ptr(), 13, 24, 0, &mut yes[0]),
                    MjStatus::Ok
                );
                assert_eq!(
                    mj_ai_should_chi(ai, ids.as_ptr(), 13, 24, 0, &mut yes[1]),
                    MjStatus::Ok
                );
                assert_eq!(
                    mj_ai_should_gang(ai, ids.as_ptr(), 13, 24, 0, &mut yes[2]),
                    MjStatus::Ok
                );
            }
            (index, yes)
        };
        let (_, shared) = new_ai(0, 99);
        let first = ask(shared);
        for _ in 0..5 {
            assert_eq!(ask(shared), first);
            let (_, fresh) = new_ai(0, 99);
            assert_eq!(ask(fresh), first);
            unsafe { mj_ai_free(fresh) };
        }
        let want =
            majiang_core::ai::seatless::tutorial_for_call(0, 99, Ask::Discard, &hand, &[], None)
                .decide_discard(&hand, &[])
                .unwrap();
        assert_eq!(first.0, want);
        unsafe { mj_ai_free(shared) };
    }

    #[test]
    fn observations_count_and_refuse_a_fifth_copy() {
        let (_, ai) = new_ai(1, 1);
        unsafe {
            for _ in 0..3 {
                assert_eq!(mj_ai_observe_discard(ai, 4), MjStatus::Ok);
            }
            let peng = MjMeld { kind: MeldKind::Peng as u8, tile: 4 };
            assert_eq!(mj_ai_observe_meld(ai, &peng, 4), MjStatus::InvalidHand);
            assert_eq!(mj_ai_observe_meld(ai, &peng, 5), MjStatus::InvalidArgument);
            let chi = MjMeld { kind: MeldKind::Chi as u8, tile: 2 };
            assert_eq!(mj_ai_observe_meld(ai, &chi, 4), MjStatus::Ok);
            let mut seen = MjTileCounts { counts: [9; 34] };
            assert_eq!(mj_ai_observed(ai, &mut seen), MjStatus::Ok);
            assert_eq!(&seen.counts[..6], &[0, 0, 1, 1, 3, 0]);
            assert_eq!(mj_ai_observe_discard(ai, 27), MjStatus::InvalidTile);
            assert_eq!(mj_ai_reset(ai), MjStatus::Ok);
            assert_eq!(mj_ai_observed(ai, &mut seen), MjStatus::Ok);
            assert_eq!(seen.counts, [0; 34]);
            mj_ai_free(ai);
        }
    }

    /// A host's own 四川 table: with the void declared every level discards
    /// it first, the hints list only it, no void tile is claimed and no
    /// win is taken while one is held; `mj_ai_reset` forgets it; other
    /// rules and other suits are refused.
    #[test]
    fn the_void_suit_at_a_hosts_own_table() {
        use crate::error::tests::read_last_error;
        use crate::game::MJ_NONE;
        let sc = crate::rules::mj_rules_new_sichuan();
        // 筒 declared void: 19p to clear.
        let ids = ids_of("1234567m19p23456s");
        let tong = |i: usize| Tile::try_from(ids[i]).unwrap().suit() == Some(Suit::Tong);
        unsafe {
            for d in 0..4 {
                let mut ai = std::ptr::null_mut();
                assert_eq!(mj_ai_new(d, 5, sc, &mut ai), MjStatus::Ok);
                assert_eq!(mj_ai_set_void(ai, 2), MjStatus::Ok);
                let mut index = usize::MAX;
                let s = mj_ai_decide_discard(ai, ids.as_ptr(), 14, std::ptr::null(), 0, &mut index);
                assert_eq!(s, MjStatus::Ok);
                assert!(tong(index), "level {d} discards {}", ids[index]);
                // 碰 of a 筒: no, at every level; of a 万 at MEDIUM: yes.
                let mut yes = true;
                let pair = ids_of("11p2345m");
                let s =
                    mj_ai_should_peng(ai, pair.as_ptr(), pair.len(), ids_of("1p")[0], 1, &mut yes);
                assert_eq!((s, yes), (MjStatus::Ok, false));
                let pair = ids_of("11m2345m");
                let s =
                    mj_ai_should_peng(ai, pair.as_ptr(), pair.len(), ids_of("1m")[0], 1, &mut yes);
                assert_eq!((s, yes), (MjStatus::Ok, true));
                mj_ai_free(ai);
            }
            let mut ai = std::ptr::null_mut();
            assert_eq!(mj_ai_new(3, 5, sc, &mut ai), MjStatus::Ok);
            // The hints: 筒 only, each saying why.
            assert_eq!(mj_ai_set_void(ai, 2), MjStatus::Ok);
            let out = hints_of(ai, &ids);
            assert_eq!(out.len(), 2);
            assert!(out.iter().all(|h| tong(usize::from(h.index))));
            assert!(reasons_zh(ai, &ids).lines().all(|l| l.contains("定缺")));
            // A winning shape of 万 and 筒 with 筒 the void: no win taken.
            let win = ids_of("123456789m11p99p9p");
            let mut yes = true;
            let s = mj_ai_should_hu(ai, win.as_ptr(), 14, std::ptr::null(), 0, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, false));
            // Declared 条 instead: the same hand wins.
            assert_eq!(mj_ai_set_void(ai, 1), MjStatus::Ok);
            let s = mj_ai_should_hu(ai, win.as_ptr(), 14, std::ptr::null(), 0, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, true));
            // The void is the seat's: seat 1 has none.
            assert_eq!(mj_ai_set_seat(ai, 1), MjStatus::Ok);
            assert_eq!(mj_ai_set_void(ai, 2), MjStatus::Ok);
            let s = mj_ai_should_hu(ai, win.as_ptr(), 14, std::ptr::null(), 0, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, false));
            assert_eq!(mj_ai_set_void(ai, i32::from(MJ_NONE)), MjStatus::Ok);
            let s = mj_ai_should_hu(ai, win.as_ptr(), 14, std::ptr::null(), 0, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, true));
            // mj_ai_reset forgets the voids.
            assert_eq!(mj_ai_set_void(ai, 2), MjStatus::Ok);
            assert_eq!(mj_ai_reset(ai), MjStatus::Ok);
            let s = mj_ai_should_hu(ai, win.as_ptr(), 14, std::ptr::null(), 0, &mut yes);
            assert_eq!((s, yes), (MjStatus::Ok, true));
            // Bad suits, and rules without 定缺.
            assert_eq!(mj_ai_set_void(ai, 3), MjStatus::InvalidArgument);
            assert!(read_last_error().contains("`suit` = 3"));
            assert_eq!(mj_ai_set_void(ai, -1), MjStatus::InvalidArgument);
            mj_ai_free(ai);
            let (_, cs_ai) = new_ai(3, 0);
            assert_eq!(mj_ai_set_void(cs_ai, 0), MjStatus::InvalidArgument);
            assert!(read_last_error().contains("sichuan"));
            assert_eq!(mj_ai_set_void(cs_ai, i32::from(MJ_NONE)), MjStatus::Ok);
            mj_ai_free(cs_ai);
            assert_eq!(mj_ai_set_void(std::ptr::null_mut(), 0), MjStatus::NullPointer);
            crate::rules::mj_rules_free(sc);
        }
    }
}
