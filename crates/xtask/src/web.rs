//! The WebAssembly build's steps of `cargo xtask test`: `bindings/js/build.sh`
//! (majiang.wasm built in the cross sandbox, the npm package assembled in
//! `target/js/majiang/` and packed into `target/js/`), the Node suites (the
//! shared case files, the cross-language script
//! `tests/ffi/crosslang/script.txt`, the reproducers of refused input and a
//! seeded fuzzer of the raw exports) and the headless Chromium smoke test,
//! both on that package.

use crate::steps::{Lane, Step, step};

/// The steps, in order; skipped as a whole until `bindings/js/build.sh` exists.
pub(crate) fn steps() -> Vec<Step> {
    let web = |id, name, program, args: &[&'static str]| {
        step(Lane::Heavy, id, name, program, args).needs("bindings/js/build.sh")
    };
    vec![
        web(
            "wasm",
            "web: majiang.wasm and its npm package",
            "bash",
            &["bindings/js/build.sh", "target/js"],
        )
        .after(&["cross-sandbox"]),
        web(
            "node",
            "web: node suites",
            "node",
            &[
                "--test",
                "bindings/js/test/cases.test.js",
                "bindings/js/test/games.test.js",
                "bindings/js/test/errors.test.js",
                "bindings/js/test/refusals.test.js",
                "bindings/js/test/fuzz.test.js",
                "bindings/js/test/crosslang.test.js",
                "bindings/js/test/seats.test.js",
                "bindings/js/test/flat.test.js",
                "bindings/js/test/sichuan.test.js",
            ],
        )
        .after(&["wasm"]),
        web(
            "chromium",
            "web: chromium smoke test",
            "node",
            &["--test", "bindings/js/test/browser.test.js"],
        )
        .after(&["wasm"]),
    ]
}
