//! Melds across the boundary: a two-byte POD struct, validated field by field.

use crate::arg::{OutSlice, text};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::panic::guard;
use majiang_core::{Meld, MeldKind, Tile};
use std::ffi::c_char;

/// The kind of a meld, as `MjMeld::kind` holds it.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjMeldKind {
    /// 吃: a run completed with the previous player's discard.
    Chi = 0,
    /// 碰: a triplet completed with a discard.
    Peng = 1,
    /// 杠 (明杠): an exposed kong from a discard.
    Gang = 2,
    /// 暗杠: a concealed kong.
    AnGang = 3,
    /// 补杠 / 加杠: a fourth tile added to one's own 碰.
    BuGang = 4,
}

/// A meld: `kind` is an `MjMeldKind` value, `tile` the id of its lowest tile
/// (the first of a chi's run, which must be a suited 1–7). Both are checked on
/// every call; a bad one fails with `MJ_STATUS_INVALID_MELD` (or
/// `MJ_STATUS_INVALID_TILE`) naming the meld's index and the value.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MjMeld {
    /// `MjMeldKind` value.
    pub kind: u8,
    /// Lowest tile id.
    pub tile: u8,
}

impl From<Meld> for MjMeld {
    fn from(m: Meld) -> MjMeld {
        MjMeld { kind: m.kind() as u8, tile: m.tile().id() }
    }
}

impl MjMeld {
    /// The core meld, or an error naming `melds[index]` and the bad field.
    #[inline]
    pub(crate) fn to_core(self, index: usize) -> FfiResult<Meld> {
        self.read(|| format!("melds[{index}]"))
    }

    /// The core meld, or an error naming the bad field of the meld that
    /// `place` names (built only on failure).
    pub(crate) fn read(self, place: impl Fn() -> String) -> FfiResult<Meld> {
        let kind = MeldKind::from_index(self.kind.into()).map_err(|_| {
            FfiError::new(
                MjStatus::InvalidMeld,
                format!(
                    "{}.kind = {}: 0 = chi, 1 = peng, 2 = gang, 3 = an_gang, 4 = bu_gang",
                    place(),
                    self.kind
                ),
            )
        })?;
        let at = || format!("{}.tile", place());
        let tile = Tile::try_from(self.tile).map_err(|e| FfiError::at(at(), e))?;
        Meld::new(kind, tile).map_err(|e| FfiError::at(at(), e))
    }
}

/// Reads meld notation (`"peng:5m chi:345s an_gang:1m"`, the form of the
/// command line) into `out[0..*out_len]`.
///
/// Fails with `MJ_STATUS_INVALID_MELD` or `MJ_STATUS_PARSE_ERROR` (the
/// message names the meld and the character), or `MJ_STATUS_BUFFER_TOO_SMALL`
/// with `*out_len` set to the count needed (`cap` = 4 always suffices for a hand).
///
/// # Safety
/// `notation` must be NULL or NUL-terminated; `out` NULL (with `cap == 0`) or
/// writable for `cap` melds; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_parse_melds(
    notation: *const c_char,
    out: *mut MjMeld,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (notation, out) = unsafe {
            (text(notation, "notation")?, OutSlice::new(out, cap, out_len, "out", "melds")?)
        };
        let melds = majiang_core::meld::parse_melds(notation)?;
        out.write(&melds.into_iter().map(MjMeld::from).collect::<Vec<_>>())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_the_shared_numbering() {
        for k in MeldKind::ALL {
            let m = MjMeld { kind: k as u8, tile: 4 }.to_core(0).unwrap();
            assert_eq!(m.kind(), k);
        }
        for (kind, id) in [
            (MjMeldKind::Chi, 0),
            (MjMeldKind::Peng, 1),
            (MjMeldKind::Gang, 2),
            (MjMeldKind::AnGang, 3),
            (MjMeldKind::BuGang, 4),
        ] {
            assert_eq!(kind as i32, id);
            assert_eq!(MeldKind::ALL[id as usize].name().replace('_', ""), {
                format!("{kind:?}").to_lowercase()
            });
        }
    }

    #[test]
    fn bad_fields_name_the_meld_and_value() {
        let e = MjMeld { kind: 9, tile: 4 }.to_core(2).unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidMeld);
        assert!(e.message.starts_with("melds[2].kind = 9"), "{}", e.message);
        let e = MjMeld { kind: 1, tile: 200 }.to_core(0).unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidTile);
        assert!(e.message.contains("200"), "{}", e.message);
        let e = MjMeld { kind: 0, tile: 8 }.to_core(1).unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidMeld);
        assert!(e.message.contains("9m"), "{}", e.message);
    }
}
