//! libmajiang: the C ABI of majiang as `libmajiang.so` / `libmajiang.dylib` /
//! `majiang.dll` and `libmajiang.a`, described by `include/majiang.h`.
//!
//! The functions live in the `majiang-abi` crate (see its documentation for
//! the API conventions); linking it here makes its `#[unsafe(no_mangle)]`
//! functions this library's exported symbols. This crate holds what proves
//! them: the header check, the consumers in C, C++, C#, Lua and Python, the
//! fuzz and thread tests (`tests/`) and the call-overhead bench (`benches/`).

pub use majiang_abi::*;
