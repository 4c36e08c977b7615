//! Tiles across the boundary: kind ids (`uint8_t`, 0–33, see the header's
//! conventions) and the two notations, compact (`123m5s`) and Chinese (`五万`).

use crate::arg::{OutSlice, OutText, slice, text};
use crate::error::{FfiError, FfiResult, MjStatus};
use crate::panic::guard;
use majiang_core::Tile;
use majiang_core::notation::{format_chinese, format_tiles, parse_tiles};
use std::ffi::c_char;

/// Number of tile kinds with honours: ids are `0..MJ_KINDS`.
pub const MJ_KINDS: u32 = 34;
/// Number of suited kinds: ids `0..MJ_SUITED_KINDS` are 万, 条, 筒 × 1–9.
pub const MJ_SUITED_KINDS: u32 = 27;

/// Element `index` of the array `name`, as a tile.
#[inline]
pub(crate) fn tile_at(name: &str, index: usize, id: u8) -> FfiResult<Tile> {
    Tile::try_from(id).map_err(|e| FfiError::at(format_args!("{name}[{index}]"), e))
}

fn tile_list(name: &str, ids: &[u8]) -> FfiResult<Vec<Tile>> {
    ids.iter().enumerate().map(|(i, &id)| tile_at(name, i, id)).collect()
}

/// Reads tile notation into kind ids: `out[0..*out_len]`.
///
/// Both notations are accepted and may be mixed: `"123m456s789p11z"`,
/// `"五万 3条 九筒 东"`. Spaces and commas separate tiles. A refusal is
/// `MJ_STATUS_PARSE_ERROR` whose message gives the character position (in
/// characters, from 0) and the reason; `MJ_STATUS_INVALID_UTF8` for bytes that
/// are not UTF-8; `MJ_STATUS_BUFFER_TOO_SMALL` with `*out_len` = the count needed.
///
/// # Safety
/// `notation` must be NULL or NUL-terminated; `out` NULL (with `cap == 0`) or
/// writable for `cap` bytes; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_parse_tiles(
    notation: *const c_char,
    out: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (notation, out) = unsafe {
            (text(notation, "notation")?, OutSlice::new(out, cap, out_len, "out", "tiles")?)
        };
        let ids: Vec<u8> = parse_tiles(notation)?.into_iter().map(Tile::id).collect();
        out.write(&ids)
    })
}

/// Shared body of the two formatters.
unsafe fn format_with(
    tiles: *const u8,
    len: usize,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
    format: fn(Vec<Tile>) -> String,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract (see the exports).
        let (ids, out) =
            unsafe { (slice(tiles, len, "tiles")?, OutText::new(buf, cap, out_len, "buf")?) };
        out.write(&format(tile_list("tiles", ids)?))
    })
}

/// Writes tiles in compact notation (`"123m45s"`, runs of one suit share
/// their letter; honours `1z`–`7z`), in the order given, NUL-terminated.
/// `*out_len` = bytes including the NUL (also on `MJ_STATUS_BUFFER_TOO_SMALL`).
///
/// # Safety
/// `tiles` must be NULL (with `len == 0`) or hold `len` bytes; `buf` NULL
/// (with `cap == 0`) or writable for `cap` bytes; `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_format_tiles(
    tiles: *const u8,
    len: usize,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { format_with(tiles, len, buf, cap, out_len, format_tiles) }
}

/// Writes tiles with their Chinese names separated by spaces (`"一万 五条 中"`),
/// UTF-8, NUL-terminated; otherwise as `mj_format_tiles`.
///
/// # Safety
/// As `mj_format_tiles`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_format_tiles_chinese(
    tiles: *const u8,
    len: usize,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { format_with(tiles, len, buf, cap, out_len, format_chinese) }
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_format_round_trip() {
        let mut ids = [0u8; 16];
        let mut n = 0;
        let s =
            unsafe { mj_parse_tiles(c"五万 123m9p1z".as_ptr(), ids.as_mut_ptr(), 16, &mut n) };
        assert_eq!((s, &ids[..n]), (MjStatus::Ok, &[4, 0, 1, 2, 26, 27][..]));
        let mut buf = [0 as c_char; 32];
        let s = unsafe { mj_format_tiles(ids.as_ptr(), n, buf.as_mut_ptr(), 32, &mut n) };
        assert_eq!(s, MjStatus::Ok);
        let text = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) };
        assert_eq!((text, n), (c"5123m9p1z", 10));
    }

    #[test]
    fn a_full_buffer_reports_the_size_needed() {
        let mut ids = [0xAAu8; 2];
        let mut n = 0;
        let s = unsafe { mj_parse_tiles(c"123m".as_ptr(), ids.as_mut_ptr(), 2, &mut n) };
        assert_eq!((s, n, ids), (MjStatus::BufferTooSmall, 3, [0xAA; 2]));
        let s = unsafe { mj_parse_tiles(c"123m".as_ptr(), std::ptr::null_mut(), 0, &mut n) };
        assert_eq!((s, n), (MjStatus::BufferTooSmall, 3));
        let s = unsafe { mj_parse_tiles(c"".as_ptr(), std::ptr::null_mut(), 0, &mut n) };
        assert_eq!((s, n), (MjStatus::Ok, 0));
    }
}
