//! The native libraries users download, built on this machine, and their
//! proof, as steps of `cargo xtask test`: `tests/cross/build.sh` writes
//! `target/native/<triple>/` (portable Linux through cargo-zigbuild, Windows
//! through the cross sandbox), `tests/cross/check.sh` checks what it wrote.
//! What each check proves is in the header of `check.sh`.

use crate::{Step, step};

/// The build, then the checks that read it.
pub fn test_steps() -> Vec<Step> {
    vec![
        step("native builds (portable Linux, Windows)", "bash", &["tests/cross/build.sh"]),
        step("portable Linux: glibc floor, C consumer", "bash", &["tests/cross/check.sh", "linux"]),
        step(
            "Windows under wine: imports, exports, C and C++ consumers, Godot DLL",
            "bash",
            &["tests/cross/check.sh", "windows"],
        ),
        step(
            "Windows under wine: core, abi and ffi test suites",
            "bash",
            &["tests/cross/check.sh", "windows-suites"],
        ),
    ]
}
