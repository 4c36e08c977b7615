//! Versions: of the ABI (what a binding checks at load time) and of the library.

use crate::panic::guard_value;
use std::ffi::c_char;

/// The ABI version this header describes. It changes whenever an existing
/// function, struct or constant changes meaning or layout; appending new
/// functions and constants keeps it. Bindings compare it with
/// `mj_abi_version()` when they load the library.
///
/// Version 2: EXPERT is available at every difficulty argument, and
/// `mj_ai_hints` gives EXPERT's ranking as `MjHint`s (win probability,
/// expected points, targets) instead of `MjDiscardOption`s.
///
/// Version 3: `mj_game_apply` and `mj_ai_observe_meld` take their
/// `MjAction` / `MjMeld` by pointer (`const MjAction *`, `const MjMeld *`),
/// checked like every other pointer: WebAssembly passes a struct argument
/// as a pointer the library could not check.
pub const MJ_ABI_VERSION: u32 = 3;

/// The ABI version of the loaded library; equal to `MJ_ABI_VERSION` of the
/// header it was built with.
#[unsafe(no_mangle)]
pub extern "C" fn mj_abi_version() -> u32 {
    guard_value(MJ_ABI_VERSION, || MJ_ABI_VERSION)
}

/// The library version (`"0.1.0"`), a static NUL-terminated string: never
/// NULL, never freed.
#[unsafe(no_mangle)]
pub extern "C" fn mj_version() -> *const c_char {
    guard_value(VERSION.as_ptr(), || VERSION.as_ptr())
}

const VERSION: &std::ffi::CStr = match std::ffi::CStr::from_bytes_with_nul(
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes(),
) {
    Ok(s) => s,
    Err(_) => panic!("the package version has no NUL"),
};

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    #[test]
    fn version_string_is_the_package_version() {
        let v = unsafe { std::ffi::CStr::from_ptr(super::mj_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
        assert_eq!(super::mj_abi_version(), super::MJ_ABI_VERSION);
    }
}
