//! Opaque handles: Rust values the host holds by pointer and never looks into.
//!
//! A handle type is a Rust struct without `#[repr(C)]`, which cbindgen
//! declares as `typedef struct MjX MjX;`. It is created by a `mj_x_new*`
//! function (a `Box` turned into a raw pointer), used through `const MjX *`
//! (shared, read-only) or `MjX *` (exclusive), and released by `mj_x_free`,
//! for which NULL is a no-op. Adding a handle (an AI player, a game) is
//! `impl Handle for MjX {}` and the three exports around it.

use crate::error::FfiResult;

/// A type handed to the host as an opaque, owned pointer.
pub(crate) trait Handle: Sized {
    /// Moves the value to the heap and gives its pointer to the host, who
    /// now owns it until the matching `_free`.
    fn into_raw(self) -> *mut Self {
        Box::into_raw(Box::new(self))
    }

    /// Takes back and drops a handle; NULL is a no-op.
    ///
    /// # Safety
    /// A non-NULL `ptr` must come from [`Handle::into_raw`] and not have been freed.
    unsafe fn free(ptr: *mut Self) {
        if !ptr.is_null() {
            // SAFETY: the pointer came from `Box::into_raw` and is freed once.
            drop(unsafe { Box::from_raw(ptr) });
        }
    }

    /// Borrows a handle the call only reads; NULL is an error naming `name`.
    ///
    /// # Safety
    /// A non-NULL `ptr` must be a live handle with no concurrent writer.
    unsafe fn get<'a>(ptr: *const Self, name: &str) -> FfiResult<&'a Self> {
        // SAFETY: forwarded contract.
        unsafe { crate::arg::input(ptr, name) }
    }

    /// Borrows a handle the call changes; NULL is an error naming `name`.
    ///
    /// # Safety
    /// A non-NULL `ptr` must be a live handle used by no one else meanwhile.
    unsafe fn get_mut<'a>(ptr: *mut Self, name: &str) -> FfiResult<&'a mut Self> {
        // SAFETY: forwarded contract.
        unsafe { crate::arg::input_mut(ptr, name) }
    }
}
