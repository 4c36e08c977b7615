//! Opaque handles: Rust values the host holds by pointer and never looks into.
//!
//! A handle type is a Rust struct without `#[repr(C)]`, which cbindgen
//! declares as `typedef struct MjX MjX;`. It is created by a `mj_x_new*`
//! function (a `Box` turned into a raw pointer), used through `const MjX *`
//! (shared, read-only) or `MjX *` (exclusive), and released by `mj_x_free`,
//! for which NULL is a no-op. Adding a handle (an AI player, a game) is
//! `impl Handle for MjX { const TAG: u64 = ...; }` and the three exports
//! around it.
//!
//! The heap block starts with a tag naming the type, cleared by `_free`: a
//! handle already freed (or freed twice), or a pointer to another type, is
//! then refused with a message in the usual case instead of being used. It
//! stays undefined behaviour (freed memory may be reused by a new handle of
//! the same type), but the commonest host bugs — a double free, a stale
//! handle kept by a garbage-collected wrapper, hosts driving a WebAssembly
//! module by hand — fail cleanly rather than corrupting the heap.

use crate::error::{FfiError, FfiResult, MjStatus};

/// A handle's heap block: the tag while it lives, then the value.
#[repr(C)]
pub(crate) struct Tagged<T> {
    tag: u64,
    value: T,
}

/// A type handed to the host as an opaque, owned pointer.
pub(crate) trait Handle: Sized {
    /// Marks a live block of this type (eight ASCII bytes of its name).
    const TAG: u64;

    /// Moves the value to the heap and gives its pointer to the host, who
    /// now owns it until the matching `_free`.
    fn into_raw(self) -> *mut Self {
        Box::into_raw(Box::new(Tagged { tag: Self::TAG, value: self })).cast()
    }

    /// The block behind a non-NULL, aligned pointer whose tag is this type's.
    ///
    /// # Safety
    /// `ptr` must be NULL or point to readable memory of at least 8 bytes.
    unsafe fn tagged(ptr: *const Self, name: &str) -> FfiResult<*mut Tagged<Self>> {
        let block = crate::arg::non_null(ptr.cast::<Tagged<Self>>(), name)?.as_ptr();
        // Volatile: the tag of a freed block is read as memory, never
        // assumed from what the program wrote before.
        // SAFETY: non-NULL and aligned; readability is the caller's contract.
        let tag = unsafe { std::ptr::addr_of!((*block).tag).read_volatile() };
        if tag == Self::TAG { Ok(block) } else { Err(not_live::<Self>(name)) }
    }

    /// Takes back and drops a handle; NULL is a no-op. A pointer that is
    /// not a live handle of this type is left alone (the reason goes to
    /// `mj_last_error`).
    ///
    /// # Safety
    /// A non-NULL `ptr` must come from [`Handle::into_raw`].
    unsafe fn free(ptr: *mut Self) {
        if ptr.is_null() {
            return;
        }
        // SAFETY: forwarded contract.
        match unsafe { Self::tagged(ptr, "handle") } {
            Ok(block) => {
                // SAFETY: a live block from `Box::into_raw`, freed once: its
                // tag is cleared first, so a second free is refused.
                unsafe {
                    std::ptr::addr_of_mut!((*block).tag).write_volatile(0);
                    drop(Box::from_raw(block));
                }
            }
            Err(e) => {
                e.record();
            }
        }
    }

    /// Borrows a handle the call only reads; NULL is an error naming `name`.
    ///
    /// # Safety
    /// A non-NULL `ptr` must be a live handle with no concurrent writer.
    unsafe fn get<'a>(ptr: *const Self, name: &str) -> FfiResult<&'a Self> {
        // SAFETY: forwarded contract; the tag says the block is live.
        unsafe { Ok(&(*Self::tagged(ptr, name)?).value) }
    }

    /// Borrows a handle the call changes; NULL is an error naming `name`.
    ///
    /// # Safety
    /// A non-NULL `ptr` must be a live handle used by no one else meanwhile.
    unsafe fn get_mut<'a>(ptr: *mut Self, name: &str) -> FfiResult<&'a mut Self> {
        // SAFETY: forwarded contract; the tag says the block is live.
        unsafe { Ok(&mut (*Self::tagged(ptr, name)?).value) }
    }
}

#[cold]
#[inline(never)]
fn not_live<T>(name: &str) -> FfiError {
    let ty = std::any::type_name::<T>().rsplit("::").next().unwrap_or("handle");
    FfiError::new(
        MjStatus::InvalidArgument,
        format!("`{name}` is not a live {ty}: already freed, or not made by its mj_*_new"),
    )
}

/// A tag from eight ASCII bytes.
pub(crate) const fn tag(name: &[u8; 8]) -> u64 {
    u64::from_le_bytes(*name)
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use crate::error::tests::read_last_error;
    use crate::{MjAi, MjStatus, mj_ai_free, mj_ai_reset, mj_rules_free, mj_rules_get_option};
    use crate::{mj_rules_new_changsha, mj_rules_new_standard};

    #[test]
    fn freed_handles_and_double_frees_are_refused() {
        let keep = mj_rules_new_standard();
        let rules = mj_rules_new_changsha();
        let mut value = 0;
        assert_eq!(unsafe { mj_rules_get_option(rules, 11, &mut value) }, MjStatus::Ok);
        unsafe { mj_rules_free(rules) };
        // The freed block is not reused meanwhile: `keep` was made before.
        let status = unsafe { mj_rules_get_option(rules, 11, &mut value) };
        assert_eq!(status, MjStatus::InvalidArgument);
        assert!(read_last_error().contains("`rules` is not a live MjRules"));
        unsafe { mj_rules_free(rules) };
        assert!(read_last_error().contains("not a live MjRules"));
        // A rule set where an AI is expected.
        let status = unsafe { mj_ai_reset(keep.cast::<MjAi>()) };
        assert_eq!(status, MjStatus::InvalidArgument);
        assert!(read_last_error().contains("`ai` is not a live MjAi"));
        unsafe { mj_ai_free(keep.cast::<MjAi>()) };
        assert_eq!(unsafe { mj_rules_get_option(keep, 11, &mut value) }, MjStatus::Ok);
        unsafe { mj_rules_free(keep) };
    }
}
