//! The steps of `cargo xtask test`: what each runs, what it must wait for, and
//! how it shares the machine.
//!
//! After the set-up steps (toolchain components and every apt install, one at
//! a time: apt holds one lock), the steps run as soon as what they need is
//! done: the heavy ones (compiling, testing, emulating) two at a time, the
//! light ones (a sandbox's debootstrap or a pip install, which wait on the
//! network) beside them. On a small machine much of a heavy step is
//! single-threaded (Godot, wine, qemu, a test binary with one test left, a
//! crate at codegen-units = 1) so two of them share it well. Each step's
//! output goes to `target/xtask/<id>.log` and is printed whole when the step
//! ends, so the output reads step by step.
//!
//! A step waits for the steps named in its `after` (when they are part of the
//! run): for what they build or install, or so as not to rebuild what another
//! step is reading (the host build under the consumers' feet). The order of
//! the list is the order of preference among the steps that are ready: the
//! long chains first.

use crate::{cross, web};

/// How a step shares the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// Before everything else, one at a time, streamed (toolchain components
    /// and apt, which take the package manager's lock).
    Setup,
    /// Compiles, tests or emulates: two at a time.
    Heavy,
    /// Waits on the network or the disk (the sandboxes, the sysroot, pip):
    /// beside the heavy steps, one at a time.
    Light,
}

/// One step: an id for `--only` / `--skip`, a name and the command that runs it.
pub struct Step {
    /// Short name, as `--only` and `--skip` take it.
    pub id: &'static str,
    /// What the step checks, for the log.
    pub name: &'static str,
    /// The program and its arguments, run from the repository root.
    pub program: &'static str,
    /// Its arguments.
    pub args: Vec<&'static str>,
    /// Skip the step when this repository file does not exist (a front end
    /// not built yet); the step is then not counted.
    pub needs: Option<&'static str>,
    /// How it shares the machine.
    pub lane: Lane,
    /// Steps that must have finished first, when they are part of the run.
    pub after: Vec<&'static str>,
    /// Part of `--quick`.
    pub quick: bool,
}

/// A step of `lane` with no prerequisite, not part of `--quick`.
pub fn step(
    lane: Lane,
    id: &'static str,
    name: &'static str,
    program: &'static str,
    args: &[&'static str],
) -> Step {
    Step {
        id,
        name,
        program,
        args: args.to_vec(),
        needs: None,
        lane,
        after: Vec::new(),
        quick: false,
    }
}

impl Step {
    /// The same step, waiting for `ids` first.
    pub fn after(mut self, ids: &[&'static str]) -> Step {
        self.after.extend_from_slice(ids);
        self
    }

    /// The same step, skipped while `file` does not exist.
    pub fn needs(mut self, file: &'static str) -> Step {
        self.needs = Some(file);
        self
    }

    /// The same step, part of `--quick`.
    pub fn quick(mut self) -> Step {
        self.quick = true;
        self
    }
}

/// Every step, in order of preference.
pub fn all() -> Vec<Step> {
    use Lane::{Heavy, Light, Setup};
    let mut steps = vec![
        step(
            Setup,
            "toolchain",
            "toolchain components",
            "rustup",
            &["component", "add", "rustfmt", "clippy"],
        )
        .quick(),
        step(Setup, "apt", "foreign toolchains (apt)", "bash", &["tests/ffi/install-deps.sh"])
            .needs("tests/ffi/install-deps.sh")
            .quick(),
        // Every apt install of the run happens here, before anything runs
        // beside it: the sandboxes' set-up would otherwise install debootstrap
        // beside another step's install.
        step(Setup, "apt-dist", "package tools (apt)", "bash", &["tests/dist/install-deps.sh"]),
        step(
            Setup,
            "apt-godot",
            "Godot host tools (apt)",
            "bash",
            &["tests/godot/install-deps.sh"],
        )
        .needs("tests/godot/run.sh"),
        step(
            Setup,
            "apt-web",
            "web: node, npm, chromium (apt)",
            "bash",
            &["bindings/js/install-deps.sh"],
        )
        .needs("bindings/js/build.sh"),
        step(Heavy, "format", "format", "cargo", &["fmt", "--all", "--", "--check"]).quick(),
    ];
    // The native builds first: the longest chain.
    steps.extend(cross::steps());
    steps.extend([
        step(
            Heavy,
            "clippy",
            "clippy",
            "cargo",
            &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
        )
        .quick(),
        // `cargo test` does not build cdylibs; the foreign-language tests load
        // libmajiang from target/, so build every library first, and the
        // tests with them: the one host build (`cargo build-all`, see
        // .cargo/config.toml), with the features `cargo test` will ask for.
        step(Heavy, "build", "build", "cargo", &["build-all"]).after(&["clippy"]).quick(),
        // The judge's fan calculator (pymahjonggb, PyPI) answers a seeded
        // corpus of MCR hands that the tests compare with majiang's.
        step(
            Light,
            "mcr-oracle",
            "国标 oracle: the judge's calculator (pymahjonggb) on 100,000 hands",
            "bash",
            &["tests/mcr/oracle.sh"],
        )
        .quick(),
        step(
            Heavy,
            "tests",
            "tests (brute-force suites, host consumers)",
            "cargo",
            &["test", "--workspace"],
        )
        .after(&["build", "mcr-oracle"])
        .quick(),
        step(Heavy, "godot", "godot", "bash", &["tests/godot/run.sh"])
            .needs("tests/godot/run.sh")
            .after(&["godot-sandbox", "tests"]),
        // Every public item is documented (`missing_docs` is denied) and every
        // intra-doc link resolves.
        step(
            Heavy,
            "docs",
            "docs",
            "cargo",
            &[
                "doc",
                "--workspace",
                "--no-deps",
                "--config",
                "build.rustdocflags=[\"-D\", \"warnings\"]",
            ],
        )
        .after(&["tests"]),
    ]);
    steps.extend(cross::checks());
    steps.extend(web::steps());
    steps
}
