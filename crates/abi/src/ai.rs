//! AI players as opaque handles. EASY, MEDIUM and HARD are the Godot
//! tutorial's AI as the core ports it (`majiang_core::ai::tutorial`, the
//! same functions the Godot `AIPlayer` calls): its discard and claim
//! answers for a host's own arrays, and its decisions at a table driven by
//! `mj_game_*` (see `mj_game_ai_action`). EXPERT is refused with
//! `MJ_STATUS_NOT_AVAILABLE` until the core has it. Every random choice
//! comes from generators seeded by the handle's seed.

use crate::arg::{FromId, Out, OutSlice, slice};
use crate::efficiency::{MjDiscardOption, write_options};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::hand::{MjTileCounts, counts_of, hand_arg};
use crate::handle::Handle;
use crate::meld::MjMeld;
use crate::panic::{guard, guard_value};
use crate::rules::{MJ_NO_TILE, MjRules, rules_arg};
use crate::tiles::checked_tiles;
use majiang_core::ai::tutorial::{Difficulty, TutorialAgent, TutorialAi};
use majiang_core::{Counts, Error, Hand, KINDS, Meld, MeldKind, RuleSet, Tile};

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
    /// majiang's strongest player (`MJ_STATUS_NOT_AVAILABLE` in this build:
    /// see `mj_ai_difficulty_available`).
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
    /// The core's level for this difficulty, or `None` when this build has
    /// no player of it.
    fn level(self) -> Option<Difficulty> {
        match self {
            MjDifficulty::Easy => Some(Difficulty::Easy),
            MjDifficulty::Medium => Some(Difficulty::Medium),
            MjDifficulty::Hard => Some(Difficulty::Hard),
            MjDifficulty::Expert => None,
        }
    }
}

/// A difficulty argument: a known id (`MJ_STATUS_INVALID_ARGUMENT`
/// otherwise) that this build plays (`MJ_STATUS_NOT_AVAILABLE` otherwise).
fn level_arg(value: i32, name: &str) -> FfiResult<Difficulty> {
    let d = MjDifficulty::from_id(value, name)?;
    d.level().ok_or_else(|| {
        let level = format!("{d:?}").to_uppercase();
        FfiError::new(
            MjStatus::NotAvailable,
            format!(
                "`{name}` = {value} ({level}): this build of libmajiang ({}) has no {level} \
                 player yet; EASY (0), MEDIUM (1) and HARD (2) are available",
                env!("CARGO_PKG_VERSION"),
            ),
        )
    })
}

/// An AI player (opaque). Create with `mj_ai_new`, release with `mj_ai_free`.
///
/// It holds a difficulty, a copy of the rules, two generators seeded by its
/// seed — one for the tutorial's calls (`mj_ai_decide_discard`,
/// `mj_ai_should_*`), one for its decisions at a table
/// (`mj_game_ai_action`), so mixing the two kinds of call changes neither
/// sequence — and the tiles it has been told it saw (`mj_ai_observe_*`).
/// Calls that draw or observe need the handle exclusively (`MjAi *`);
/// `mj_ai_hints` and `mj_ai_observed` only read it.
pub struct MjAi {
    difficulty: Difficulty,
    rules: RuleSet,
    tutorial: TutorialAi,
    pub(crate) agent: TutorialAgent,
    seen: Counts,
}

impl Handle for MjAi {}

impl MjAi {
    fn new(difficulty: Difficulty, seed: u64, rules: RuleSet) -> MjAi {
        MjAi {
            difficulty,
            rules,
            tutorial: TutorialAi::new(difficulty.level(), seed),
            agent: TutorialAgent::new(difficulty, seed),
            seen: Counts::EMPTY,
        }
    }

    /// Copies of each kind not observed, for the kinds in play.
    fn unseen(&self) -> Counts {
        let mut out = [0u8; KINDS];
        for (k, n) in out.iter_mut().enumerate().take(self.rules.kinds()) {
            *n = 4 - self.seen.as_array()[k];
        }
        Counts::from_array(out).expect("4 - seen copies, at most four")
    }
}

/// Whether this build of the library has a player of `difficulty`
/// (`MjDifficulty`) into `*out_available`: true for EASY, MEDIUM and HARD;
/// false for EXPERT until the core has it. An unknown id fails with
/// `MJ_STATUS_INVALID_ARGUMENT`.
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
        out.write(MjDifficulty::from_id(difficulty, "difficulty")?.level().is_some());
        Ok(())
    })
}

/// A new AI player of `difficulty` (`MjDifficulty`: EASY = 0, MEDIUM = 1,
/// HARD = 2, EXPERT = 3) whose random choices come from `seed` (the same
/// seed gives the same choices), playing by `rules` (copied: later changes
/// to the handle do not reach the AI). `*out` receives the handle; free it
/// with `mj_ai_free`. An unknown difficulty fails with
/// `MJ_STATUS_INVALID_ARGUMENT`; one this build does not have (EXPERT) with
/// `MJ_STATUS_NOT_AVAILABLE`.
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

/// Restarts both of the AI's generators from `seed`, as if it had just been
/// made with it (its observations stay).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_reseed(ai: *mut MjAi, seed: u64) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        *ai = MjAi { seen: ai.seen, ..MjAi::new(ai.difficulty, seed, ai.rules) };
        Ok(())
    })
}

/// The tutorial's `DecideDiscard(hand, melds)`: `*out_index` is the index
/// into `tiles` — in the order given — of the tile to discard, chosen by the
/// AI's difficulty exactly as the tutorial's code chooses (EASY: one random
/// draw; MEDIUM: the lowest "搭子" score, the first on a tie; HARD: the tile
/// whose removal leaves the most winning kinds, the first on a tie). The
/// hand must be complete-size (`3n+2` with its melds, else
/// `MJ_STATUS_WRONG_HAND_SIZE`) and valid for the AI's rules; the tutorial
/// knows no honours (`MJ_STATUS_INVALID_TILE` for a hand holding one).
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
        // SAFETY: the caller's contract above.
        let hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        if !hand.is_complete_size() {
            return Err(Error::WrongHandSize {
                what: "choosing a discard",
                expected: "3n+2",
                got: len,
            }
            .into());
        }
        // SAFETY: read by `hand_arg` just now: non-NULL (or empty), `len` ≤ 14 long.
        let ids = unsafe { slice(tiles, len, "tiles")? };
        let (list, n) = tile_list(ids);
        let mut meld_list = [Meld::peng(list[0]); 4];
        let mut m = 0;
        for (slot, x) in meld_list.iter_mut().zip(hand.melds()) {
            *slot = x;
            m += 1;
        }
        out.write(ai.tutorial.decide_discard(&list[..n], &meld_list[..m])?);
        Ok(())
    })
}

/// Up to 14 tile ids already checked by a hand reader, as tiles in order.
fn tile_list(ids: &[u8]) -> ([Tile; 14], usize) {
    let table = checked_tiles();
    let mut list = [table[0]; 14];
    for (slot, &id) in list.iter_mut().zip(ids) {
        debug_assert!(usize::from(id) < table.len(), "ids are checked before");
        *slot = table[usize::from(id).min(33)];
    }
    (list, ids.len().min(14))
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
) -> FfiResult<(&'a mut MjAi, [Tile; 14], usize, Tile, Difficulty)> {
    // SAFETY: forwarded contract of the exports; the borrow ends with the call.
    let (ai, ids) = unsafe { (MjAi::get_mut(ai, "ai")?, slice(tiles, len, "tiles")?) };
    if ids.len() > 14 {
        return Err(FfiError::new(
            MjStatus::InvalidHand,
            format!("`tiles` holds {} tiles: a hand has at most 14", ids.len()),
        ));
    }
    counts_of(&ai.rules, ids)?;
    let (list, n) = tile_list(ids);
    let offered = Tile::try_from(tile).map_err(|e| FfiError::at("tile", e))?;
    ai.rules.check_tile(offered).map_err(|e| FfiError::at("tile", e))?;
    let level = level_arg(difficulty, "difficulty")?;
    Ok((ai, list, n, offered, level))
}

/// Shared body of the three claim questions.
unsafe fn claim(
    ai: *mut MjAi,
    (tiles, len): (*const u8, usize),
    tile: u8,
    difficulty: i32,
    out: *mut bool,
    ask: fn(&mut TutorialAi, &[Tile], Tile, i64) -> bool,
) -> MjStatus {
    guard(|| {
        // SAFETY: forwarded contract of the exports.
        let out = unsafe { Out::new(out, "out")? };
        // SAFETY: as above.
        let (ai, list, n, offered, level) =
            unsafe { claim_args(ai, tiles, len, tile, difficulty)? };
        out.write(ask(&mut ai.tutorial, &list[..n], offered, level.level()));
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
    unsafe { claim(ai, (tiles, len), tile, difficulty, out, TutorialAi::should_peng) }
}

/// The tutorial's `ShouldChi(hand, tile, difficulty)`: EASY yes a third of
/// the time, MEDIUM half the time (one random draw each), HARD yes.
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
    unsafe { claim(ai, (tiles, len), tile, difficulty, out, TutorialAi::should_chi) }
}

/// The tutorial's `ShouldGang(hand, tile, difficulty)`: EASY yes two times
/// in three (one random draw), MEDIUM and HARD yes. Otherwise as
/// `mj_ai_should_peng`.
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
    unsafe { claim(ai, (tiles, len), tile, difficulty, out, TutorialAi::should_gang) }
}

/// Whether the AI declares a win with a complete-size hand (the winning tile
/// included) and its melds: `*out` is true exactly when the hand wins under
/// the AI's rules — every level takes a win when it has one, as the
/// tutorial's AI does (its code has no win decision; EXPERT will weigh
/// this). A `3n+1` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`.
///
/// # Safety
/// `ai` NULL or a live handle; `tiles`, `melds` as for `mj_is_win`; `out`
/// NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_should_hu(
    ai: *const MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out: *mut bool,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get(ai, "ai")?, Out::new(out, "out")?) };
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
        out.write(majiang_core::is_win(&hand, &ai.rules));
        Ok(())
    })
}

/// Adds tiles to the AI's observations, all or none.
fn observe(ai: &mut MjAi, tiles: impl IntoIterator<Item = Tile>) -> FfiResult<()> {
    let mut seen = ai.seen;
    for t in tiles {
        ai.rules.check_tile(t).map_err(|e| FfiError::at("observed tile", e))?;
        seen.add(t).map_err(|e| FfiError::at("observed tiles", e))?;
    }
    ai.seen = seen;
    Ok(())
}

/// Tells the AI a tile another player discarded (or showed, or a 开杠
/// flipped), so it counts the tile as seen (EXPERT's unseen counts; the
/// copies left in `mj_ai_hints`). A tile not in play fails with
/// `MJ_STATUS_INVALID_TILE`; a fifth copy seen with `MJ_STATUS_INVALID_HAND`
/// (nothing is recorded).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observe_discard(ai: *mut MjAi, tile: u8) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        let t = Tile::try_from(tile).map_err(|e| FfiError::at("tile", e))?;
        observe(ai, [t])
    })
}

/// Tells the AI a meld another player laid down, so it counts its tiles as
/// seen. `claimed_tile` is the discard it was made with, already told by
/// `mj_ai_observe_discard` and so not counted again; `MJ_NO_TILE` (-1) when
/// that discard was not observed, and for kongs from the hand. An added
/// kong (`MJ_MELD_KIND_BU_GANG`) counts only its fourth tile: its 碰 was
/// observed before. A bad meld fails with `MJ_STATUS_INVALID_MELD`, a
/// `claimed_tile` not in the meld with `MJ_STATUS_INVALID_ARGUMENT`, a fifth
/// copy seen with `MJ_STATUS_INVALID_HAND` (nothing is recorded).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observe_meld(
    ai: *mut MjAi,
    meld: MjMeld,
    claimed_tile: i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ai = unsafe { MjAi::get_mut(ai, "ai")? };
        let m = meld.read(|| "meld".to_string())?;
        let mut tiles: Vec<Tile> = m.tiles().collect();
        if m.kind() == MeldKind::BuGang {
            tiles.truncate(1);
        }
        if claimed_tile != MJ_NO_TILE {
            let t =
                Tile::from_id(claimed_tile.into()).map_err(|e| FfiError::at("claimed_tile", e))?;
            let at = tiles.iter().position(|x| *x == t).ok_or_else(|| {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`claimed_tile` = {claimed_tile} ({t}) is not in the meld {m}"),
                )
            })?;
            tiles.remove(at);
        }
        observe(ai, tiles)
    })
}

/// Forgets every observed tile (call at the start of each hand).
///
/// # Safety
/// `ai` NULL or a live handle used by no other thread meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_reset(ai: *mut MjAi) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        unsafe { MjAi::get_mut(ai, "ai")? }.seen = Counts::EMPTY;
        Ok(())
    })
}

/// The copies of each kind the AI has observed so far, into `*out`.
///
/// # Safety
/// `ai` NULL or a live handle; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_observed(ai: *const MjAi, out: *mut MjTileCounts) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) = unsafe { (MjAi::get(ai, "ai")?, Out::new(out, "out")?) };
        out.write(MjTileCounts { counts: *ai.seen.as_array() });
        Ok(())
    })
}

/// The hint list: the discards of a complete-size hand ranked best first
/// (as `mj_discard_options`), the copies left counting out every tile the
/// AI has observed (`mj_ai_observe_*`) besides the player's own. Into
/// `out[0..*out_len]`, at most 14, with the buffer convention.
///
/// # Safety
/// `ai` NULL or a live handle; `tiles`, `melds` as for `mj_is_win`; `out`
/// NULL (with `cap == 0`) or writable for `cap` options; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_ai_hints(
    ai: *const MjAi,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out: *mut MjDiscardOption,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (ai, out) =
            unsafe { (MjAi::get(ai, "ai")?, OutSlice::new(out, cap, out_len, "out", "options")?) };
        // SAFETY: the caller's contract above.
        let hand: Hand = unsafe { hand_arg(&ai.rules, tiles, len, melds, meld_count)? };
        // SAFETY: read by `hand_arg` just now.
        let ids = unsafe { slice(tiles, len, "tiles")? };
        write_options(&hand, ids, &ai.rules, Some(&ai.unseen()), out)
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
mod tests {
    use super::*;
    use majiang_core::notation::parse_tiles;

    fn new_ai(difficulty: i32, seed: u64) -> (MjStatus, *mut MjAi) {
        let rules = crate::rules::mj_rules_new_changsha();
        let mut ai = std::ptr::null_mut();
        let s = unsafe { mj_ai_new(difficulty, seed, rules, &mut ai) };
        unsafe { crate::rules::mj_rules_free(rules) };
        (s, ai)
    }

    #[test]
    fn difficulties_are_checked_and_expert_is_not_yet_available() {
        assert_eq!(new_ai(4, 1), (MjStatus::InvalidArgument, std::ptr::null_mut()));
        assert_eq!(new_ai(-1, 1).0, MjStatus::InvalidArgument);
        assert_eq!(new_ai(3, 1), (MjStatus::NotAvailable, std::ptr::null_mut()));
        let mut available = true;
        assert_eq!(unsafe { mj_ai_difficulty_available(3, &mut available) }, MjStatus::Ok);
        assert!(!available);
        for d in 0..3 {
            let (s, ai) = new_ai(d, 7);
            assert_eq!(s, MjStatus::Ok);
            unsafe { mj_ai_free(ai) };
        }
    }

    #[test]
    fn the_tutorial_calls_draw_as_the_core_does() {
        let hand = parse_tiles("1m2m5m6m7m9s9s3p4p5p7p8p9p1s").unwrap();
        let ids: Vec<u8> = hand.iter().map(|t| t.id()).collect();
        for d in 0..3 {
            let (_, ai) = new_ai(d, 99);
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

    #[test]
    fn observations_count_and_refuse_a_fifth_copy() {
        let (_, ai) = new_ai(1, 1);
        unsafe {
            for _ in 0..3 {
                assert_eq!(mj_ai_observe_discard(ai, 4), MjStatus::Ok);
            }
            let peng = MjMeld { kind: MeldKind::Peng as u8, tile: 4 };
            assert_eq!(mj_ai_observe_meld(ai, peng, 4), MjStatus::InvalidHand);
            assert_eq!(mj_ai_observe_meld(ai, peng, 5), MjStatus::InvalidArgument);
            let chi = MjMeld { kind: MeldKind::Chi as u8, tile: 2 };
            assert_eq!(mj_ai_observe_meld(ai, chi, 4), MjStatus::Ok);
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
}
