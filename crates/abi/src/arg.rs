//! Pointers from the host, checked before use: inputs (values, arrays,
//! strings) and outputs (one value, a caller-owned array or text buffer).
//!
//! Every check names the parameter, so a message reads "`tiles` is NULL but
//! its length is 5". Outputs are wrapped so that they can only be written
//! once, at the end of a successful call.

use crate::error::{FfiError, FfiResult, MjStatus};
use crate::panic::guard;
use std::ffi::{CStr, CString, c_char};
use std::ptr::NonNull;

/// The pointer, if it is non-NULL and aligned for `T` (nothing is read).
#[inline(always)]
pub(crate) fn non_null<T>(ptr: *const T, name: &str) -> FfiResult<NonNull<T>> {
    // The messages are built apart (cold): every call checks pointers, and
    // the checks should cost a compare each, not the set-up of a message.
    match NonNull::new(ptr.cast_mut()) {
        Some(p) if ptr.is_aligned() && in_memory(ptr.cast(), size_of::<T>()) => Ok(p),
        _ => Err(bad_pointer(ptr.cast(), size_of::<T>(), name)),
    }
}

/// Whether `bytes` bytes from `addr` lie inside the module's memory. On
/// WebAssembly the host hands in plain offsets, and an access past the
/// memory's end traps (a dead call for the host, a half-done one for us):
/// such a pointer is refused instead. Elsewhere the OS decides, as in C.
#[inline(always)]
fn in_memory(addr: *const u8, bytes: usize) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let end = core::arch::wasm32::memory_size(0) as u64 * 65536;
        addr as usize as u64 + bytes as u64 <= end
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (addr, bytes);
        true
    }
}

/// Why a pointer to `bytes` bytes was refused: NULL, reaching past the
/// memory's end (WebAssembly), or misaligned.
#[cold]
#[inline(never)]
fn bad_pointer(ptr: *const (), bytes: usize, name: &str) -> FfiError {
    if ptr.is_null() {
        FfiError::new(MjStatus::NullPointer, format!("`{name}` is NULL"))
    } else if !in_memory(ptr.cast(), bytes) {
        FfiError::new(
            MjStatus::InvalidArgument,
            format!("`{name}` ({ptr:p}, {bytes} bytes) points outside the module's memory"),
        )
    } else {
        FfiError::new(
            MjStatus::InvalidArgument,
            format!("`{name}` ({ptr:p}) is not aligned for its type"),
        )
    }
}

/// A required pointer to one value the call only reads (a `const` handle).
///
/// # Safety
/// A non-NULL `ptr` must point to a live `T` for the lifetime `'a`, with no
/// writer at the same time.
pub(crate) unsafe fn input<'a, T>(ptr: *const T, name: &str) -> FfiResult<&'a T> {
    // SAFETY: non-NULL and aligned; liveness is the caller's contract.
    Ok(unsafe { non_null(ptr, name)?.as_ref() })
}

/// An input array `(ptr, len)`. NULL is accepted only with `len == 0`.
///
/// # Safety
/// A non-NULL `ptr` must point to `len` initialised `T`s that live for `'a`.
pub(crate) unsafe fn slice<'a, T>(ptr: *const T, len: usize, name: &str) -> FfiResult<&'a [T]> {
    if ptr.is_null() && len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() || len.checked_mul(size_of::<T>()).is_none_or(|b| b > isize::MAX as usize) {
        return Err(bad_slice(ptr.is_null(), len, name));
    }
    let p = non_null(ptr, name)?;
    if !in_memory(ptr.cast(), len * size_of::<T>()) {
        return Err(bad_pointer(ptr.cast(), len * size_of::<T>(), name));
    }
    // SAFETY: non-NULL, aligned, size checked; contents are the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(p.as_ptr(), len) })
}

#[cold]
#[inline(never)]
fn bad_slice(null: bool, len: usize, name: &str) -> FfiError {
    if null {
        FfiError::new(MjStatus::NullPointer, format!("`{name}` is NULL but its length is {len}"))
    } else {
        FfiError::new(
            MjStatus::InvalidArgument,
            format!("`{name}` length {len} is larger than any array"),
        )
    }
}

/// A required NUL-terminated UTF-8 string.
///
/// # Safety
/// A non-NULL `ptr` must point to a NUL-terminated string that lives for `'a`.
pub(crate) unsafe fn text<'a>(ptr: *const c_char, name: &str) -> FfiResult<&'a str> {
    let p = non_null(ptr, name)?;
    // SAFETY: non-NULL; termination is the caller's contract.
    let s = unsafe { terminated(p.as_ptr(), name)? };
    s.to_str().map_err(|e| {
        FfiError::new(
            MjStatus::InvalidUtf8,
            format!("`{name}` is not valid UTF-8: bad byte at offset {}", e.valid_up_to()),
        )
    })
}

/// The NUL-terminated string at `ptr`; on WebAssembly its NUL must come
/// before the end of the memory (else the search would trap).
///
/// # Safety
/// `ptr` is non-NULL; off WebAssembly it must be NUL-terminated.
unsafe fn terminated<'a>(ptr: *const c_char, name: &str) -> FfiResult<&'a CStr> {
    #[cfg(target_arch = "wasm32")]
    {
        let end = core::arch::wasm32::memory_size(0) as u64 * 65536;
        let room = (end - ptr as usize as u64) as usize;
        // SAFETY: `non_null` put `ptr` inside the memory; `room` bytes follow it.
        let bytes = unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), room) };
        CStr::from_bytes_until_nul(bytes).map_err(|_| {
            FfiError::new(
                MjStatus::InvalidArgument,
                format!("`{name}` has no NUL before the memory ends"),
            )
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = name;
        // SAFETY: the caller's contract.
        Ok(unsafe { CStr::from_ptr(ptr) })
    }
}

/// A required out-parameter for one value, written only by [`Out::write`].
pub(crate) struct Out<T>(NonNull<T>);

impl<T> Out<T> {
    /// Checks an out-parameter up front, before the call does any work.
    ///
    /// # Safety
    /// A non-NULL `ptr` must be valid for writing a `T` until the call returns.
    pub(crate) unsafe fn new(ptr: *mut T, name: &str) -> FfiResult<Out<T>> {
        non_null(ptr, name).map(Out)
    }

    /// Stores the result (the value it replaces is not dropped: it may be
    /// uninitialised host memory).
    pub(crate) fn write(self, value: T) {
        // SAFETY: checked in `new`; writability is `new`'s contract.
        unsafe { self.0.as_ptr().write(value) }
    }
}

/// A caller-owned output array `(buf, cap)` with its length out-parameter.
///
/// On success the values are copied and `*len` is their number. When they
/// do not fit, nothing is copied, `*len` still receives the number needed
/// (the one exception to "out-parameters only on success") and the call
/// fails with `MJ_STATUS_BUFFER_TOO_SMALL`.
pub(crate) struct OutSlice<T> {
    buf: *mut T,
    cap: usize,
    len: Out<usize>,
    name: &'static str,
    unit: &'static str,
}

impl<T: Copy> OutSlice<T> {
    /// Checks the buffer up front. `buf` may be NULL with `cap == 0` (a size query).
    ///
    /// # Safety
    /// A non-NULL `buf` must be valid for writing `cap` `T`s, and `len` for a
    /// `usize`, until the call returns.
    pub(crate) unsafe fn new(
        buf: *mut T,
        cap: usize,
        len: *mut usize,
        name: &'static str,
        unit: &'static str,
    ) -> FfiResult<OutSlice<T>> {
        // SAFETY: forwarded contract.
        let len = unsafe { Out::new(len, "out_len")? };
        if !buf.is_null() || cap > 0 {
            // SAFETY: only the pointer is checked here, nothing is read.
            unsafe { slice(buf.cast_const(), cap, name)? };
        }
        Ok(OutSlice { buf, cap, len, name, unit })
    }

    /// Copies `values` (or reports the size needed).
    pub(crate) fn write(self, values: &[T]) -> FfiResult<()> {
        let needed = values.len();
        self.len.write(needed);
        if needed > self.cap {
            return Err(FfiError::new(
                MjStatus::BufferTooSmall,
                format!("`{}` holds {} {}; {needed} are needed", self.name, self.cap, self.unit),
            ));
        }
        if needed > 0 {
            // SAFETY: `buf` was checked in `new` and holds `cap ≥ needed` values.
            unsafe { std::ptr::copy_nonoverlapping(values.as_ptr(), self.buf, needed) };
        }
        Ok(())
    }
}

/// A caller-owned text buffer: the string is written NUL-terminated and
/// `*len` counts its bytes including the NUL.
pub(crate) struct OutText(OutSlice<u8>);

impl OutText {
    /// # Safety
    /// As [`OutSlice::new`] for `cap` bytes.
    pub(crate) unsafe fn new(
        buf: *mut c_char,
        cap: usize,
        len: *mut usize,
        name: &'static str,
    ) -> FfiResult<OutText> {
        // SAFETY: forwarded contract; `c_char` and `u8` have one layout.
        unsafe { OutSlice::new(buf.cast::<u8>(), cap, len, name, "bytes").map(OutText) }
    }

    /// Writes `s` and its terminating NUL.
    pub(crate) fn write(self, s: &str) -> FfiResult<()> {
        debug_assert!(!s.contains('\0'), "text crossing the boundary has no interior NUL");
        let mut bytes = Vec::with_capacity(s.len() + 1);
        bytes.extend_from_slice(s.as_bytes());
        bytes.push(0);
        self.0.write(&bytes)
    }
}

/// A C enum the host passes as a plain integer: converted by value lookup,
/// never by transmute, so an out-of-range value is an error naming it.
pub(crate) trait FromId: Copy + 'static {
    /// Every value, in id order.
    const ALL: &'static [Self];
    /// The C type's name, for messages.
    const C_NAME: &'static str;
    /// The value's id.
    fn id(self) -> i32;

    /// The value with id `value`, or `MJ_STATUS_INVALID_ARGUMENT` naming the
    /// parameter, the value and the accepted range.
    fn from_id(value: i32, name: &str) -> FfiResult<Self> {
        Self::ALL.iter().copied().find(|v| v.id() == value).ok_or_else(|| {
            let first = Self::ALL.first().map_or(0, |v| v.id());
            let last = Self::ALL.last().map_or(0, |v| v.id());
            FfiError::new(
                MjStatus::InvalidArgument,
                format!("`{name}` = {value} is not a {} ({first}-{last})", Self::C_NAME),
            )
        })
    }
}

/// Writes into `*out_name` the static name of the `T` with id `id` from
/// `table` (indexed by id, built once for the life of the process), after
/// checking the id: the body of every `mj_*_name` export.
///
/// # Safety
/// `out_name` NULL or writable.
pub(crate) unsafe fn name_of<T: FromId>(
    id: i32,
    out_name: *mut *const c_char,
    table: fn() -> &'static [CString],
) -> MjStatus {
    guard(|| {
        // SAFETY: forwarded contract of the exports.
        let out = unsafe { Out::new(out_name, "out_name")? };
        let index = T::from_id(id, "id")?.id() as usize;
        out.write(table()[index].as_ptr());
        Ok(())
    })
}

/// A seat number from the host: 0–3, seat + 1 (mod 4) being the next player.
pub(crate) fn seat(value: i32, name: &str) -> FfiResult<usize> {
    usize::try_from(value).ok().filter(|s| *s < 4).ok_or_else(|| {
        FfiError::new(MjStatus::InvalidArgument, format!("`{name}` = {value}: seats are 0-3"))
    })
}

/// A boolean the host passes as a byte: 0 or 1, anything else refused (a C
/// `bool` holding another value is undefined behaviour; a byte is not).
pub(crate) fn flag(value: u8, name: &str) -> FfiResult<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(FfiError::new(
            MjStatus::InvalidArgument,
            format!("`{name}` = {value}: 0 (no) or 1 (yes)"),
        )),
    }
}
