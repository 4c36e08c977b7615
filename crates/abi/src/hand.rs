//! Hands across the boundary (`const uint8_t *tiles, size_t len` plus
//! `const MjMeld *melds, size_t meld_count`) and the checks on them: win,
//! waits, shanten.

use crate::arg::{FromId, Out, slice};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::meld::MjMeld;
use crate::panic::{guard, guard_value};
use crate::rules::{MjRules, rules_arg};
use crate::tiles::tile_at;
use majiang_core::{Counts, Error, Hand, Meld, RuleSet, Target, Tile};

/// A winning target: one family of complete hands (`mj_shanten_for`, bits of
/// `mj_winning_targets`). Ids are fixed forever; new targets are appended.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjTarget {
    /// Four sets and a pair, the pair as the rules say (Changsha: the small hand, 2-5-8 pair).
    Regular = 0,
    /// 碰碰胡: four triplets or kongs and any pair.
    Pengpenghu = 1,
    /// 清一色: four sets and any pair, every tile of one suit.
    Qingyise = 2,
    /// Seven pairs (七小对), as the rules define them: the shape of the big
    /// hand `MJ_BIG_HAND_QIXIAODUI` (the target is what a hand aims at, the
    /// big hand what a win of that shape pays).
    SevenPairs = 3,
    /// 将将胡: every tile a 2, 5 or 8, no shape.
    Jiangjianghu = 4,
    /// 全求人: four exposed melds and any pair.
    Quanqiuren = 5,
    /// Thirteen orphans (国士无双).
    ThirteenOrphans = 6,
}

impl FromId for MjTarget {
    const ALL: &'static [Self] = &[
        Self::Regular,
        Self::Pengpenghu,
        Self::Qingyise,
        Self::SevenPairs,
        Self::Jiangjianghu,
        Self::Quanqiuren,
        Self::ThirteenOrphans,
    ];
    const C_NAME: &'static str = "MjTarget";
    fn id(self) -> i32 {
        self as i32
    }
}

impl MjTarget {
    fn to_core(self) -> Target {
        Target::ALL[self as usize]
    }

    pub(crate) fn of(target: Target) -> MjTarget {
        Self::ALL[Target::ALL.iter().position(|t| *t == target).unwrap_or_default()]
    }
}

/// `mj_shanten_for`'s answer for a target the rules do not have or the
/// hand's melds rule out (a chi for 碰碰胡, any meld for seven pairs).
pub const MJ_SHANTEN_UNREACHABLE: i32 = 99;

/// Copies of each tile kind, indexed by id (`counts[id]`, 0–4).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MjTileCounts {
    /// Copies of kind `id` at index `id`.
    pub counts: [u8; 34],
}

/// Reads and validates a hand: every id a tile in play, every meld well
/// formed, at most four copies of a kind, `3n+1` or `3n+2` concealed tiles.
///
/// # Safety
/// `(tiles, len)` and `(melds, meld_count)` as the hand functions document.
#[inline(always)]
pub(crate) unsafe fn hand_arg(
    rules: &RuleSet,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
) -> FfiResult<Hand> {
    // SAFETY: forwarded contract.
    unsafe { read_hand(rules, tiles, len, melds, meld_count, |hand| Ok(*hand)) }
}

/// Reads a hand as [`hand_arg`] does and hands it to `use_hand` where it was
/// built: a hand is ~100 bytes, and passing it up through the results of
/// each layer cost more than the checks (the win check is ~100 instructions
/// from a built hand).
///
/// # Safety
/// As for [`hand_arg`].
#[inline(always)]
pub(crate) unsafe fn read_hand<R>(
    rules: &RuleSet,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    use_hand: impl FnOnce(&Hand) -> FfiResult<R>,
) -> FfiResult<R> {
    // SAFETY: forwarded contract.
    let (ids, given) = unsafe { (slice(tiles, len, "tiles")?, slice(melds, meld_count, "melds")?) };
    if given.len() > 4 {
        return Err(Error::TooManyMelds(given.len()).into());
    }
    let sets = 4 - given.len();
    if ids.len() > 3 * sets + 2 {
        // Refuse before reading a long array that cannot be a hand.
        let (short, long) = (3 * sets + 1, 3 * sets + 2);
        return Err(Error::BadHandSize { tiles: ids.len(), melds: given.len(), short, long }.into());
    }
    let (list, n) = if given.is_empty() { (None, 0) } else { melds_of(rules, given)? };
    let melds = list.as_ref().map_or(&[][..], |l| &l[..n]);
    // The core's own reading of a tile list; a refusal is explained by the
    // reader that names the offending element (cold).
    match Tile::slice_from_ids(ids).map(|tiles| Hand::from_tiles(tiles, melds, rules)) {
        Some(Ok(hand)) => use_hand(&hand),
        Some(Err(e)) => Err(explain_hand(rules, ids, melds, Some(e))),
        None => Err(explain_hand(rules, ids, melds, None)),
    }
}

/// Why `ids` with `melds` is not a hand of `rules`: the reason naming the
/// offending element, else the core's `error`.
#[cold]
#[inline(never)]
fn explain_hand(rules: &RuleSet, ids: &[u8], melds: &[Meld], error: Option<Error>) -> FfiError {
    match counts_of(rules, ids).and_then(|counts| Ok(Hand::new(counts, melds, rules)?)) {
        Err(e) => e,
        Ok(_) => error.map_or_else(
            || FfiError::new(MjStatus::InvalidTile, "a tile id is not 0–33"),
            FfiError::from,
        ),
    }
}

/// The host's melds, each read and checked against `rules`, as a fixed array
/// (no allocation per call) and how many of it are given; `None` for none.
pub(crate) fn melds_of(rules: &RuleSet, given: &[MjMeld]) -> FfiResult<(Option<[Meld; 4]>, usize)> {
    if given.len() > 4 {
        return Err(Error::TooManyMelds(given.len()).into());
    }
    let read = |i: usize| -> FfiResult<Meld> {
        let meld = given[i].to_core(i)?;
        rules.check_tile(meld.tile()).map_err(|e| FfiError::at(format_args!("melds[{i}]"), e))?;
        Ok(meld)
    };
    if given.is_empty() {
        return Ok((None, 0));
    }
    // Filled with the first meld and then overwritten.
    let mut list = [read(0)?; 4];
    for (i, slot) in list.iter_mut().enumerate().take(given.len()).skip(1) {
        *slot = read(i)?;
    }
    Ok((Some(list), given.len()))
}

/// Counts of at most 14 tile ids. The hot loop only counts and notes
/// whether every id is in play; a refused hand is explained by a second,
/// slower pass that names the first offending element.
#[inline]
pub(crate) fn counts_of(rules: &RuleSet, ids: &[u8]) -> FfiResult<Counts> {
    debug_assert!(ids.len() <= 14, "callers bound the length first");
    // The core's own reading (kinds outside `rules` are left to the hand's
    // check); a refusal is explained by a pass that names the element.
    match Tile::slice_from_ids(ids).map(|tiles| Counts::from_tiles(tiles.iter().copied())) {
        Some(Ok(counts)) if only_kinds_in_play(rules, &counts) => Ok(counts),
        _ => Err(explain_tiles(rules, ids)),
    }
}

/// No tile of a kind outside `rules`, the wildcard kind excepted (红中 under
/// 红中麻将 lies outside the suited kinds, as `RuleSet::check_tile` says).
#[inline]
fn only_kinds_in_play(rules: &RuleSet, counts: &Counts) -> bool {
    let wildcard = rules.wildcard.map(Tile::index);
    counts
        .as_array()
        .iter()
        .enumerate()
        .skip(rules.kinds())
        .all(|(k, &n)| n == 0 || Some(k) == wildcard)
}

/// The first reason `ids` cannot be a hand's tiles, naming its index.
#[cold]
fn explain_tiles(rules: &RuleSet, ids: &[u8]) -> FfiError {
    let mut counts = Counts::EMPTY;
    for (i, &id) in ids.iter().enumerate() {
        let checked = tile_at("tiles", i, id).and_then(|t| {
            rules
                .check_tile(t)
                .and_then(|()| counts.add(t))
                .map_err(|e| FfiError::at(format_args!("tiles[{i}]"), e))
        });
        if let Err(e) = checked {
            return e;
        }
    }
    FfiError::new(MjStatus::Panic, "internal error: tiles refused without a reason")
}

/// The common frame of every hand function: check the pointers, read the
/// hand, compute, then write the one out-parameter.
#[inline(always)]
unsafe fn with_hand<T>(
    rules: *const MjRules,
    (tiles, len): (*const u8, usize),
    (melds, meld_count): (*const MjMeld, usize),
    (out, out_name): (*mut T, &'static str),
    compute: impl FnOnce(&Hand, &RuleSet) -> FfiResult<T>,
) -> MjStatus {
    guard(|| {
        // SAFETY: the exports forward their documented contracts.
        let (rules, out) = unsafe { (rules_arg(rules)?, Out::new(out, out_name)?) };
        // SAFETY: as above.
        let value =
            unsafe { read_hand(rules, tiles, len, melds, meld_count, |h| compute(h, rules))? };
        out.write(value);
        Ok(())
    })
}

/// Refuses a hand that is not complete-size (`3n+2`): a win is asked of the
/// tiles with the winning one, and a silent `false` for 13 tiles hid the
/// caller's missing tile.
fn complete_size(h: &Hand, what: &'static str) -> Result<(), Error> {
    if h.is_complete_size() {
        Ok(())
    } else {
        Err(Error::WrongHandSize { what, expected: "3n+2", got: h.concealed().total() })
    }
}

/// Is this hand a win under `rules`? `*out_win` is true for a complete-size
/// (`3n+2`: the winning tile included) hand that wins by any target of the
/// rules (with wildcards), false otherwise. A waiting-size (`3n+1`) hand
/// fails with `MJ_STATUS_WRONG_HAND_SIZE` (its winning tile is missing;
/// `mj_waits` lists the tiles it waits on), as Godot's `can_win`. Under the
/// sichuan rules a hand holding all three suits never wins (缺一门; the fan
/// is `mj_sichuan_analyze`'s), and a 吃 meld fails with
/// `MJ_STATUS_INVALID_MELD` (四川 has none).
///
/// # Safety
/// `rules` NULL or a live handle; `tiles` NULL (with `len == 0`) or `len`
/// readable bytes; `melds` NULL (with `meld_count == 0`) or `meld_count`
/// readable `MjMeld`s; `out_win` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_is_win(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_win: *mut bool,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        with_hand(rules, (tiles, len), (melds, meld_count), (out_win, "out_win"), |h, r| {
            complete_size(h, "a win check, the winning tile included,")?;
            Ok(majiang_core::wins(h, r)?)
        })
    }
}

/// The targets a complete-size hand wins by, as bits `1 << MjTarget` in
/// `*out_mask` (0: not a win); a `3n+1` hand fails as in `mj_is_win`.
///
/// # Safety
/// As `mj_is_win`, with `out_mask` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_winning_targets(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_mask: *mut u32,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        with_hand(rules, (tiles, len), (melds, meld_count), (out_mask, "out_mask"), |h, r| {
            complete_size(h, "a win check, the winning tile included,")?;
            let targets = majiang_core::winning_targets(h, r);
            Ok(targets.into_iter().fold(0, |m, t| m | 1 << MjTarget::of(t) as u32))
        })
    }
}

/// The tiles that complete a `3n+1` hand, as bits `1 << id` in `*out_mask`
/// (0: not ready). A kind whose four copies are all in the hand and melds is
/// not a wait; under the sichuan rules neither is a tile that would make the
/// hand hold all three suits (缺一门, as `mj_sichuan_waits`; a 吃 meld fails
/// with `MJ_STATUS_INVALID_MELD`). A `3n+2` hand fails with
/// `MJ_STATUS_WRONG_HAND_SIZE`.
///
/// # Safety
/// As `mj_is_win`, with `out_mask` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_waits(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_mask: *mut u64,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        with_hand(rules, (tiles, len), (melds, meld_count), (out_mask, "out_mask"), |h, r| {
            Ok(majiang_core::winning_tiles(h, r)?.bits())
        })
    }
}

/// The waits of a `3n+1` hand with the copies of each still to come:
/// `out->counts[id]` for every wait (as `mj_waits`: under the sichuan rules
/// with 缺一门), 0 for every other kind (so a wait with no
/// copy left also reads 0: use `mj_waits` for the set). `unseen` gives the
/// copies the player has not seen (the wall and the other hands); NULL counts
/// every copy outside this hand and its melds.
///
/// # Safety
/// As `mj_is_win`; `unseen` may be NULL, else a readable `MjTileCounts`; `out` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_wait_counts(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    unseen: *const MjTileCounts,
    out: *mut MjTileCounts,
) -> MjStatus {
    let compute = |h: &Hand, r: &RuleSet| {
        // SAFETY: the caller's contract below.
        let unseen = unsafe { unseen_arg(unseen)? };
        let mut counts = [0u8; 34];
        for (t, n) in majiang_core::waits_with_counts(h, r, unseen.as_ref())? {
            counts[t.index()] = n;
        }
        Ok(MjTileCounts { counts })
    };
    // SAFETY: the caller's contract above.
    unsafe { with_hand(rules, (tiles, len), (melds, meld_count), (out, "out"), compute) }
}

/// The optional copies-not-seen argument: NULL is `None`; otherwise at
/// most four of each kind.
///
/// # Safety
/// `unseen` NULL or a readable `MjTileCounts`.
pub(crate) unsafe fn unseen_arg(unseen: *const MjTileCounts) -> FfiResult<Option<Counts>> {
    if unseen.is_null() {
        return Ok(None);
    }
    // SAFETY: non-NULL; readability is the caller's contract.
    let u = unsafe { crate::arg::input(unseen, "unseen")? };
    Ok(Some(Counts::from_array(u.counts).map_err(|e| FfiError::at("unseen", e))?))
}

/// Shanten over every target of the rules into `*out_shanten`: -1 for a
/// complete hand, 0 for a ready one, n for n tiles away. `3n+1` and `3n+2`
/// hands, melds and wildcards included. Under the sichuan rules it is the
/// rules' (缺一门): the tiles of a suit still to clear count, a hand holding
/// all three suits is never ready (0 exactly when `mj_waits` is not empty),
/// and `MJ_SHANTEN_UNREACHABLE` when no suit can be cleared (the melds hold
/// all three); a 吃 meld fails with `MJ_STATUS_INVALID_MELD`. Under the mcr
/// rules it is 国标's, over every form (the regular shape, 七对, 十三幺,
/// 全不靠 / 七星不靠, 组合龙), as the judge's calculator counts it; a `3n+2`
/// hand: -1 when it forms a winning shape (whatever its fan), else its best
/// discard's.
///
/// # Safety
/// As `mj_is_win`, with `out_shanten` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_shanten(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    out_shanten: *mut i32,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        with_hand(rules, (tiles, len), (melds, meld_count), (out_shanten, "out_shanten"), |h, r| {
            Ok(majiang_core::winning_shanten(h, r)?.map_or(MJ_SHANTEN_UNREACHABLE, i32::from))
        })
    }
}

/// Shanten for one target (`MjTarget`), or `MJ_SHANTEN_UNREACHABLE` when the
/// rules do not have it or the melds rule it out. An unknown target id fails
/// with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// As `mj_is_win`, with `out_shanten` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_shanten_for(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    target: i32,
    out_shanten: *mut i32,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe {
        with_hand(rules, (tiles, len), (melds, meld_count), (out_shanten, "out_shanten"), |h, r| {
            let target = MjTarget::from_id(target, "target")?.to_core();
            Ok(majiang_core::shanten_for(h, r, target).map_or(MJ_SHANTEN_UNREACHABLE, i32::from))
        })
    }
}

/// Builds the lookup tables now (about 0.2 s, once per process) instead of on
/// the first hand check, so that a game does not stall mid-play. Optional;
/// safe to call from any thread, any number of times.
#[unsafe(no_mangle)]
pub extern "C" fn mj_warm_up() {
    guard_value((), || {
        majiang_core::warm_up();
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    /// `MJ_TARGET_SEVEN_PAIRS` and the others are the core's `Target::name`
    /// in capitals, with the core's ids (cbindgen writes the variant names).
    #[test]
    fn targets_are_the_cores() {
        assert_eq!(MjTarget::ALL.len(), Target::ALL.len());
        for (&t, core) in MjTarget::ALL.iter().zip(Target::ALL) {
            assert_eq!(t.to_core(), core);
            assert_eq!(MjTarget::of(core), t);
            let mut snake = String::new();
            for (i, c) in format!("{t:?}").chars().enumerate() {
                if c.is_uppercase() && i > 0 {
                    snake.push('_');
                }
                snake.push(c.to_ascii_lowercase());
            }
            assert_eq!(snake, core.name());
        }
    }
    use crate::meld::MjMeldKind;

    fn refusal(rules: &RuleSet, tiles: &[u8], melds: &[MjMeld]) -> FfiError {
        unsafe { hand_arg(rules, tiles.as_ptr(), tiles.len(), melds.as_ptr(), melds.len()) }
            .unwrap_err()
    }

    #[test]
    fn the_first_bad_tile_is_named() {
        let cs = RuleSet::changsha();
        // A fifth 5m at index 9 comes before the bad id at index 12.
        let e = refusal(&cs, &[4, 4, 4, 4, 0, 1, 2, 9, 10, 4, 11, 12, 40, 13], &[]);
        assert_eq!(e.status, MjStatus::InvalidHand);
        assert!(e.message.starts_with("tiles[9]: 5 copies of 5m"), "{}", e.message);
        let e = refusal(&cs, &[0, 1, 2, 40, 4, 5, 6, 7, 8, 9, 10, 11, 12], &[]);
        assert_eq!(e.status, MjStatus::InvalidTile);
        assert!(e.message.starts_with("tiles[3]: tile id 40 is out of range"), "{}", e.message);
        let e = refusal(&cs, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 30, 11, 12], &[]);
        assert!(
            e.message.starts_with("tiles[10]: tile 4z is not used by the changsha"),
            "{}",
            e.message
        );
        let peng_east = MjMeld { kind: MjMeldKind::Peng as u8, tile: 27 };
        let e = refusal(&cs, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], &[peng_east]);
        assert_eq!(e.status, MjStatus::InvalidTile);
        assert!(e.message.starts_with("melds[0]: tile 1z"), "{}", e.message);
        let e = refusal(&cs, &[0; 15], &[]);
        assert!(e.message.contains("hand has 15 concealed tiles"), "{}", e.message);
    }

    #[test]
    fn a_valid_hand_reads_as_the_core_reads_it() {
        let cs = RuleSet::changsha();
        let ids = [0u8, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4, 4];
        let hand = unsafe { hand_arg(&cs, ids.as_ptr(), ids.len(), std::ptr::null(), 0) }.unwrap();
        assert_eq!(hand, Hand::parse("123m456s789p23455m", "", &cs).unwrap());
    }
}
