//! Status codes and the thread-local last-error message.
//!
//! Every fallible export returns an [`MjStatus`]; the words behind a failure
//! (what was wrong, with the offending value) go to a per-thread slot that
//! [`mj_last_error`] reads. Inside the crate a failure is an `FfiError`: a
//! status and its message, recorded only when it reaches the boundary.

use crate::arg::OutText;
use crate::panic::guard_value;
use majiang_core::Error;
use std::cell::RefCell;
use std::ffi::c_char;

/// The outcome of a call. Values are fixed forever: a code is never renumbered
/// or reused, new codes are appended.
///
/// Only ever returned by the library; functions that take a status from the
/// host (`mj_status_name`) take a plain `int32_t`.
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjStatus {
    /// Success: the out-parameters hold the results.
    Ok = 0,
    /// A pointer argument was NULL (or NULL with a non-zero length).
    NullPointer = 1,
    /// An integer argument is outside its documented range (an option or
    /// target id, a misaligned pointer, an impossible length).
    InvalidArgument = 2,
    /// A tile id is not a tile (outside 0–33) or not used by the rules.
    InvalidTile = 3,
    /// A meld has an unknown kind or tiles that do not form it.
    InvalidMeld = 4,
    /// The tiles and melds do not make a hand: a fifth copy, a size other than
    /// `3n+1`/`3n+2`, more than four melds.
    InvalidHand = 5,
    /// A valid hand of the wrong size for this call (waits of a 14-tile hand).
    WrongHandSize = 6,
    /// Tile or meld notation that could not be read.
    ParseError = 7,
    /// A string argument is not valid UTF-8.
    InvalidUtf8 = 8,
    /// An output buffer is too small; the length out-parameter says how much is needed.
    BufferTooSmall = 9,
    /// A rule-set option or its value is not accepted.
    InvalidOption = 10,
    /// An action the game or hand does not allow now.
    IllegalAction = 11,
    /// Valid input asking for something this build of the library does not
    /// have (no function of this version returns it: every difficulty,
    /// EXPERT included, is available since ABI version 2).
    NotAvailable = 12,
    /// A bug inside the library (a Rust panic) was caught at the boundary.
    Panic = 100,
}

impl MjStatus {
    /// Every status, for `mj_status_name` and the tests. (A function, not an
    /// associated constant, which cbindgen would copy into the header.)
    pub const fn all() -> &'static [MjStatus] {
        &[
            MjStatus::Ok,
            MjStatus::NullPointer,
            MjStatus::InvalidArgument,
            MjStatus::InvalidTile,
            MjStatus::InvalidMeld,
            MjStatus::InvalidHand,
            MjStatus::WrongHandSize,
            MjStatus::ParseError,
            MjStatus::InvalidUtf8,
            MjStatus::BufferTooSmall,
            MjStatus::InvalidOption,
            MjStatus::IllegalAction,
            MjStatus::NotAvailable,
            MjStatus::Panic,
        ]
    }

    /// The constant's name in the header, NUL-terminated.
    const fn c_name(self) -> &'static std::ffi::CStr {
        match self {
            MjStatus::Ok => c"MJ_STATUS_OK",
            MjStatus::NullPointer => c"MJ_STATUS_NULL_POINTER",
            MjStatus::InvalidArgument => c"MJ_STATUS_INVALID_ARGUMENT",
            MjStatus::InvalidTile => c"MJ_STATUS_INVALID_TILE",
            MjStatus::InvalidMeld => c"MJ_STATUS_INVALID_MELD",
            MjStatus::InvalidHand => c"MJ_STATUS_INVALID_HAND",
            MjStatus::WrongHandSize => c"MJ_STATUS_WRONG_HAND_SIZE",
            MjStatus::ParseError => c"MJ_STATUS_PARSE_ERROR",
            MjStatus::InvalidUtf8 => c"MJ_STATUS_INVALID_UTF8",
            MjStatus::BufferTooSmall => c"MJ_STATUS_BUFFER_TOO_SMALL",
            MjStatus::InvalidOption => c"MJ_STATUS_INVALID_OPTION",
            MjStatus::IllegalAction => c"MJ_STATUS_ILLEGAL_ACTION",
            MjStatus::NotAvailable => c"MJ_STATUS_NOT_AVAILABLE",
            MjStatus::Panic => c"MJ_STATUS_PANIC",
        }
    }
}

/// A failure on its way to the boundary: the status to return and the message
/// to leave in the thread's last-error slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FfiError {
    pub(crate) status: MjStatus,
    pub(crate) message: String,
}

impl FfiError {
    pub(crate) fn new(status: MjStatus, message: impl Into<String>) -> FfiError {
        FfiError { status, message: message.into() }
    }

    /// A core error, its message prefixed with where it came from (`tiles[3]`).
    pub(crate) fn at(place: impl std::fmt::Display, error: Error) -> FfiError {
        let mut e = FfiError::from(error);
        e.message = format!("{place}: {}", e.message);
        e
    }

    /// Stores the message for [`mj_last_error`] and gives the status to return.
    pub(crate) fn record(self) -> MjStatus {
        LAST_ERROR.with_borrow_mut(|slot| *slot = self.message);
        self.status
    }
}

impl From<Error> for FfiError {
    fn from(error: Error) -> FfiError {
        let status = match &error {
            Error::TileIdOutOfRange(_)
            | Error::SuitOutOfRange(_)
            | Error::NumberOutOfRange(_)
            | Error::TileNotInRules(..) => MjStatus::InvalidTile,
            Error::Parse { .. } => MjStatus::ParseError,
            Error::TooManyCopies { .. }
            | Error::SeenTooMany { .. }
            | Error::BadHandSize { .. }
            | Error::TooManyMelds(_) => MjStatus::InvalidHand,
            Error::WrongHandSize { .. } => MjStatus::WrongHandSize,
            Error::BadMeld(_) => MjStatus::InvalidMeld,
            Error::BadOption { .. }
            | Error::UnknownRules(_)
            | Error::UnknownOption(_)
            | Error::ForeignOption { .. } => MjStatus::InvalidOption,
            Error::IllegalAction(_) => MjStatus::IllegalAction,
            Error::BadRecord { .. } => MjStatus::ParseError,
            Error::BadContext(_)
            | Error::BadSetup(_)
            | Error::BadAnalysis(_)
            | Error::ScoreOutOfRange(_) => MjStatus::InvalidArgument,
            // The core's error enum grows with the engine; a variant this
            // crate has not mapped yet is still a refusal of the input.
            _ => MjStatus::InvalidArgument,
        };
        FfiError { status, message: error.to_string() }
    }
}

/// Result of the crate's internal steps.
pub(crate) type FfiResult<T> = Result<T, FfiError>;

thread_local! {
    /// The message of this thread's most recent failure.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Copies the message of this thread's most recent failure into `buf` as a
/// NUL-terminated UTF-8 string (empty when no call on this thread has failed).
///
/// Two-call convention: call with `buf = NULL, len = 0` to learn the size
/// (`*needed` = bytes including the NUL; the call returns
/// `MJ_STATUS_BUFFER_TOO_SMALL`), allocate, call again. On success returns
/// `MJ_STATUS_OK` and sets `*needed` to the bytes written including the NUL.
///
/// `needed` NULL, or `buf` NULL with `len` > 0, fails with
/// `MJ_STATUS_NULL_POINTER`; in the WebAssembly build a `buf` or `needed`
/// reaching past the end of the module's memory (or misaligned) fails with
/// `MJ_STATUS_INVALID_ARGUMENT`, as everywhere. This function never changes
/// the last-error slot, so a failed attempt to read the message does not
/// replace it. Successful calls of other functions
/// leave the slot as it was: read it right after the call that failed.
///
/// # Safety
/// `buf` must be NULL (with `len == 0`) or point to `len` writable bytes;
/// `needed` must point to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_last_error(
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> MjStatus {
    guard_value(MjStatus::Panic, || {
        // The usual checked out-parameters (NULL; on WebAssembly a pointer
        // or a buffer past the end of the memory), without their message:
        // recording it would replace the very message being asked for.
        // SAFETY: the caller's contract below; only the pointers are checked here.
        let out = match unsafe { OutText::new(buf, len, needed, "buf") } {
            Ok(out) => out,
            Err(e) => return e.status,
        };
        LAST_ERROR.with_borrow(|message| match out.write(message) {
            Ok(()) => MjStatus::Ok,
            Err(e) => e.status,
        })
    })
}

/// The name of a status code as a static NUL-terminated string
/// (`"MJ_STATUS_INVALID_TILE"`), or `"MJ_STATUS_UNKNOWN"` for a value that is
/// not a status. Never NULL; the string must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn mj_status_name(status: i32) -> *const c_char {
    guard_value(c"MJ_STATUS_PANIC".as_ptr(), || {
        MjStatus::all()
            .iter()
            .copied()
            .find(|s| *s as i32 == status)
            .map_or(c"MJ_STATUS_UNKNOWN", MjStatus::c_name)
            .as_ptr()
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn read_last_error() -> String {
        let mut needed = 0usize;
        let status = unsafe { mj_last_error(std::ptr::null_mut(), 0, &mut needed) };
        assert_eq!(status, MjStatus::BufferTooSmall);
        let mut buf = vec![0 as c_char; needed];
        let status = unsafe { mj_last_error(buf.as_mut_ptr(), buf.len(), &mut needed) };
        assert_eq!(status, MjStatus::Ok);
        let bytes: Vec<u8> = buf[..needed - 1].iter().map(|&c| c as u8).collect();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn two_call_convention_round_trips_the_message() {
        let status = FfiError::new(MjStatus::InvalidTile, "tiles[2]: tile id 40 五").record();
        assert_eq!(status, MjStatus::InvalidTile);
        assert_eq!(read_last_error(), "tiles[2]: tile id 40 五");
        // Reading again gives the same message: reading never clears it.
        assert_eq!(read_last_error(), "tiles[2]: tile id 40 五");
    }

    #[test]
    fn a_short_buffer_is_left_untouched() {
        FfiError::new(MjStatus::InvalidHand, "five copies").record();
        let mut buf = [b'x' as c_char; 4];
        let mut needed = 0;
        let status = unsafe { mj_last_error(buf.as_mut_ptr(), buf.len(), &mut needed) };
        assert_eq!((status, needed), (MjStatus::BufferTooSmall, 12));
        assert!(buf.iter().all(|&c| c == b'x' as c_char));
        let status = unsafe { mj_last_error(std::ptr::null_mut(), 0, std::ptr::null_mut()) };
        assert_eq!(status, MjStatus::NullPointer);
    }

    #[test]
    fn status_names_match_the_header_constants() {
        for &s in MjStatus::all() {
            let name = unsafe { std::ffi::CStr::from_ptr(mj_status_name(s as i32)) };
            assert!(name.to_str().unwrap().starts_with("MJ_STATUS_"));
        }
        let name = unsafe { std::ffi::CStr::from_ptr(mj_status_name(77)) };
        assert_eq!(name, c"MJ_STATUS_UNKNOWN");
        let mut values: Vec<i32> = MjStatus::all().iter().map(|s| *s as i32).collect();
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), MjStatus::all().len(), "status values are distinct");
    }
}
