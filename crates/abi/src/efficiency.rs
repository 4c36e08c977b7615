//! Tile efficiency (牌效) across the boundary: the discards of a hand ranked
//! by shanten and effective draws, as the core's `discard_options` ranks
//! them. The AI's hint list (`mj_ai_hints`) is EXPERT's ranking instead.

use crate::arg::{OutSlice, slice};
use crate::error::{FfiResult, MjStatus};
use crate::hand::{MjTileCounts, hand_arg, unseen_arg};
use crate::meld::MjMeld;
use crate::panic::guard;
use crate::rules::{MjRules, rules_arg};
use majiang_core::{Counts, Hand, RuleSet, discard_options};

/// One possible discard of a complete-size hand, as `mj_discard_options`
/// ranks them: lowest `shanten` first, then most `draws_left`, then lowest
/// tile id.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjDiscardOption {
    /// Bits `1 << id` of the kinds whose draw would lower the shanten after
    /// this discard (the waits, when it leaves the hand ready): a set of
    /// kinds, not a count. The bindings call it `useful_kinds`, a list.
    pub draws: u64,
    /// Copies of those kinds still to come, in all (see `mj_discard_options`
    /// for what counts as still to come): copies, not draws. The bindings
    /// call it `unseen_copies`; the field keeps its ABI-version-2 name so that
    /// the struct and the code using it stay as they are.
    pub draws_left: u32,
    /// The tile id to discard.
    pub tile: u8,
    /// The first position of that tile in the `tiles` array given, so a host
    /// can point at its own copy.
    pub index: u8,
    /// Shanten after the discard: 0 ready, n tiles from ready.
    pub shanten: i8,
    /// Number of kinds in `draws`.
    pub draw_kinds: u8,
}

/// Writes the ranked discards of `hand`, whose tiles the host gave as `ids`.
pub(crate) fn write_options(
    hand: &Hand,
    ids: &[u8],
    rules: &RuleSet,
    unseen: Option<&Counts>,
    out: OutSlice<MjDiscardOption>,
) -> FfiResult<()> {
    let options: Vec<MjDiscardOption> = discard_options(hand, rules, unseen)?
        .iter()
        .map(|o| MjDiscardOption {
            draws: o.draws.kinds.bits(),
            draws_left: o.draws.total,
            tile: o.discard.id(),
            // The hand was read from `ids`, so the tile is there (at most 14 tiles).
            index: ids.iter().position(|&id| id == o.discard.id()).unwrap_or_default() as u8,
            shanten: o.shanten,
            draw_kinds: o.draws.kinds.len() as u8,
        })
        .collect();
    out.write(&options)
}

/// The distinct discards of a complete-size (`3n+2`) hand, best first, into
/// `out[0..*out_len]` (at most 14; `MJ_STATUS_BUFFER_TOO_SMALL` with
/// `*out_len` = the count needed). `unseen` gives the copies of each kind
/// the player has not seen (the wall and the other hands; or four minus the
/// discards and melds seen): a draw's copies left are the smaller of that
/// and the copies outside the player's own tiles. NULL counts every copy
/// outside the player's own hand and melds. Under the sichuan rules the
/// shanten after each discard is the rules' (缺一门: the tiles of a suit
/// still to clear count, a hand holding all three suits is never ready,
/// `INT8_MAX` when the melds hold all three) and a useful draw one that
/// lowers it. A `3n+1` hand fails with `MJ_STATUS_WRONG_HAND_SIZE`.
///
/// # Safety
/// As `mj_is_win`; `unseen` may be NULL, else a readable `MjTileCounts`; `out` NULL
/// (with `cap == 0`) or writable for `cap` options; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_discard_options(
    rules: *const MjRules,
    tiles: *const u8,
    len: usize,
    melds: *const MjMeld,
    meld_count: usize,
    unseen: *const MjTileCounts,
    out: *mut MjDiscardOption,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out, unseen) = unsafe {
            (
                rules_arg(rules)?,
                OutSlice::new(out, cap, out_len, "out", "options")?,
                unseen_arg(unseen)?,
            )
        };
        // SAFETY: the caller's contract above.
        let hand = unsafe { hand_arg(rules, tiles, len, melds, meld_count)? };
        // SAFETY: read by `hand_arg` just now, so non-NULL (or empty) and `len` long.
        let ids = unsafe { slice(tiles, len, "tiles")? };
        write_options(&hand, ids, rules, unseen.as_ref(), out)
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    #[test]
    fn options_are_the_core_ranking_with_positions() {
        let rules = RuleSet::changsha();
        let r = crate::rules::mj_rules_new_changsha();
        // 123m456s789p2345m9s, the 9s first.
        let ids = [17u8, 0, 1, 2, 12, 13, 14, 24, 25, 26, 1, 2, 3, 4];
        let mut out = [MjDiscardOption::default(); 14];
        let mut n = 0;
        let s = unsafe {
            mj_discard_options(
                r,
                ids.as_ptr(),
                ids.len(),
                std::ptr::null(),
                0,
                std::ptr::null(),
                out.as_mut_ptr(),
                out.len(),
                &mut n,
            )
        };
        assert_eq!(s, MjStatus::Ok);
        let hand = Hand::parse("123m456s789p2345m9s", "", &rules).unwrap();
        let core = discard_options(&hand, &rules, None).unwrap();
        assert_eq!(n, core.len());
        assert_eq!((out[0].tile, out[0].index, out[0].shanten, out[0].draws_left), (17, 0, 0, 5));
        for (o, c) in out[..n].iter().zip(&core) {
            assert_eq!(o.tile, c.discard.id());
            assert_eq!(ids[o.index as usize], o.tile);
            assert_eq!(u32::from(o.draw_kinds), c.draws.kinds.len() as u32);
        }
        unsafe { crate::rules::mj_rules_free(r) };
    }
}
