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
                "bindings/js/test/value.test.js",
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

#[cfg(test)]
mod tests {
    /// Every Node suite in `bindings/js/test` runs: in the node step, or the
    /// browser's in its own.
    #[test]
    fn every_node_suite_is_in_a_step() {
        let listed: Vec<String> = super::steps()
            .iter()
            .flat_map(|s| s.args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
            .collect();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bindings/js/test");
        for entry in std::fs::read_dir(&dir).expect("bindings/js/test") {
            let name = entry.expect("an entry").file_name().to_string_lossy().into_owned();
            if name.ends_with(".test.js") {
                let path = format!("bindings/js/test/{name}");
                assert!(listed.contains(&path), "{path} runs in no step of cargo xtask test");
            }
        }
    }
}
