//! The WebAssembly build's steps of `cargo xtask test`: the host tools
//! (node, npm, Debian's chromium), `bindings/js/build.sh` (majiang.wasm built
//! in the cross sandbox, the npm package assembled in `target/js/majiang/`
//! and packed into `target/js/`), the Node suites (the shared case files,
//! the cross-language script `tests/ffi/crosslang/script.txt`, the
//! reproducers of refused input and a seeded fuzzer of the raw exports)
//! and the headless Chromium smoke test, both on that package.

use crate::{Step, step};

/// The steps, in order; skipped as a whole until `bindings/js/build.sh` exists.
pub(crate) fn steps() -> Vec<Step> {
    let needs = Some("bindings/js/build.sh");
    vec![
        Step {
            needs,
            ..step("web: node, npm, chromium (apt)", "bash", &["bindings/js/install-deps.sh"])
        },
        Step {
            needs,
            ..step(
                "web: majiang.wasm and its npm package",
                "bash",
                &["bindings/js/build.sh", "target/js"],
            )
        },
        Step {
            needs,
            ..step(
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
        },
        Step {
            needs,
            ..step(
                "web: chromium smoke test",
                "node",
                &["--test", "bindings/js/test/browser.test.js"],
            )
        },
    ]
}
