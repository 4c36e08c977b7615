//! The panic boundary: no unwind ever leaves an exported function.
//!
//! Since Rust 1.81 a panic escaping an `extern "C"` function aborts the host
//! process (the game). Every export runs its body inside one of these guards,
//! which turn a panic into `MJ_STATUS_PANIC` (or a documented default) and a
//! last-error message, in the spirit of rustls-ffi's `ffi_panic_boundary!`.
//! The guards are functions, not macros, so cbindgen sees each export as
//! written and the header needs no macro expansion.

use crate::error::{FfiError, FfiResult, MjStatus};
use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Runs a fallible body: `Ok` → `MJ_STATUS_OK`; an error or a panic records
/// its message for `mj_last_error` and returns its status.
///
/// The body's out-parameters are written last, after every check has passed,
/// so a failure leaves them untouched.
#[inline(always)]
pub(crate) fn guard(body: impl FnOnce() -> FfiResult<()>) -> MjStatus {
    // AssertUnwindSafe: after a panic the body's state is dropped, never
    // observed again; handles it mutated stay valid Rust values.
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => MjStatus::Ok,
        Ok(Err(error)) => error.record(),
        Err(payload) => panic_error(payload.as_ref()).record(),
    }
}

/// Runs an infallible body, returning `on_panic` (a NULL handle, a static
/// string) if it panics. The panic's message is still recorded.
#[inline(always)]
pub(crate) fn guard_value<T>(on_panic: T, body: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(payload) => {
            panic_error(payload.as_ref()).record();
            on_panic
        }
    }
}

fn panic_error(payload: &(dyn Any + Send)) -> FfiError {
    let what = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("no message");
    FfiError::new(
        MjStatus::Panic,
        format!("internal error in majiang (please report it): panic: {what}"),
    )
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_status_and_a_message() {
        let status = guard(|| -> FfiResult<()> { panic!("boom {}", 7) });
        assert_eq!(status, MjStatus::Panic);
        let mut buf = [0 as std::ffi::c_char; 128];
        let mut n = 0;
        let read = unsafe { crate::error::mj_last_error(buf.as_mut_ptr(), buf.len(), &mut n) };
        assert_eq!(read, MjStatus::Ok);
        let text = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        assert!(text.ends_with("panic: boom 7"), "{text}");
        assert_eq!(guard_value(-1, || -> i32 { panic!("static") }), -1);
    }

    #[test]
    fn errors_pass_through_with_their_status() {
        let status = guard(|| Err(FfiError::new(MjStatus::InvalidOption, "birds = 3")));
        assert_eq!(status, MjStatus::InvalidOption);
        assert_eq!(guard(|| Ok(())), MjStatus::Ok);
    }
}
