//! Buffers for hosts that cannot point into their own memory: a
//! WebAssembly host (JavaScript) reaches the library only through the
//! module's linear memory, so it asks the library for room there, writes
//! its tiles or structs into it, passes the pointer and frees it after.
//!
//! Native hosts pass pointers to their own arrays and never need these.
//! Each block carries its size in a header in front of it, so a free
//! checks the size the host gives instead of trusting it (a wrong size
//! handed to Rust's allocator would be undefined behaviour).

use crate::error::{FfiError, MjStatus};
use crate::panic::guard_value;
use std::alloc::{Layout, alloc_zeroed, dealloc};

/// Alignment of every block: enough for any struct of the header
/// (`uint64_t` and `double` fields).
const ALIGN: usize = 8;
/// Bytes in front of a block holding its size.
const HEADER: usize = 8;

fn layout(size: usize) -> Option<Layout> {
    let total = size.checked_add(HEADER)?;
    Layout::from_size_align(total, ALIGN).ok()
}

/// Allocates `size` bytes (zeroed, aligned for any struct of this header)
/// for the host to fill and pass to other functions, or NULL when the
/// memory is exhausted or `size` is impossible (the reason is left for
/// `mj_last_error`). `size` 0 gives a valid, distinct pointer too. Free it
/// with `mj_dealloc(ptr, size)`.
///
/// Meant for WebAssembly hosts, which can pass the library only pointers
/// into its own memory; a native host passes its own arrays instead.
#[unsafe(no_mangle)]
pub extern "C" fn mj_alloc(size: usize) -> *mut u8 {
    guard_value(std::ptr::null_mut(), || {
        let Some(layout) = layout(size) else {
            FfiError::new(MjStatus::InvalidArgument, format!("`size` = {size} is too large"))
                .record();
            return std::ptr::null_mut();
        };
        // SAFETY: the layout has a non-zero size (it includes the header).
        let base = unsafe { alloc_zeroed(layout) };
        if base.is_null() {
            FfiError::new(MjStatus::InvalidArgument, format!("out of memory for {size} bytes"))
                .record();
            return base;
        }
        // SAFETY: the block holds HEADER + size bytes, aligned for a usize.
        unsafe {
            base.cast::<usize>().write(size);
            base.add(HEADER)
        }
    })
}

/// Frees a block from `mj_alloc`; `size` must be the size it was asked
/// for. NULL is a no-op. A `size` that differs from the block's leaves the
/// block allocated (a leak, never a corruption) and the reason for
/// `mj_last_error`. Freeing a block twice, or a pointer `mj_alloc` did not
/// return, is undefined behaviour.
///
/// # Safety
/// `ptr` NULL or a live block from `mj_alloc`, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_dealloc(ptr: *mut u8, size: usize) {
    guard_value((), || {
        if ptr.is_null() {
            return;
        }
        // SAFETY: `ptr` came from `mj_alloc`, HEADER bytes into its block.
        let base = unsafe { ptr.sub(HEADER) };
        // SAFETY: the header holds the size `mj_alloc` wrote.
        let stored = unsafe { base.cast::<usize>().read() };
        match layout(stored) {
            Some(layout) if stored == size => {
                // SAFETY: allocated by `mj_alloc` with this very layout.
                unsafe { dealloc(base, layout) }
            }
            _ => {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`size` = {size} but the block holds {stored} bytes: not freed"),
                )
                .record();
            }
        }
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
    fn blocks_are_zeroed_aligned_and_freed_with_their_size() {
        for size in [0, 1, 14, 40 * 24, 1 << 16] {
            let p = mj_alloc(size);
            assert!(!p.is_null() && (p as usize).is_multiple_of(ALIGN), "size {size}");
            let bytes = unsafe { std::slice::from_raw_parts_mut(p, size) };
            assert!(bytes.iter().all(|&b| b == 0));
            bytes.fill(7);
            unsafe { mj_dealloc(p, size) };
        }
        unsafe { mj_dealloc(std::ptr::null_mut(), 5) };
    }

    #[test]
    fn a_wrong_size_is_refused_and_an_impossible_one_is_null() {
        let p = mj_alloc(16);
        unsafe { mj_dealloc(p, 17) };
        let message = crate::error::tests::read_last_error();
        assert!(message.contains("`size` = 17 but the block holds 16 bytes"), "{message}");
        unsafe { mj_dealloc(p, 16) };
        assert!(mj_alloc(usize::MAX).is_null());
        assert!(crate::error::tests::read_last_error().contains("too large"));
    }
}
