//! The steps of `cargo xtask test`: what each runs, which lane runs it and what
//! it must wait for.
//!
//! Two lanes run side by side after the set-up steps, because on a small
//! machine much of each one is single-threaded or waits on the network (a
//! sandbox's debootstrap, Godot, wine, qemu, a test binary with one test left)
//! while the other compiles:
//! - the **host** lane: format, clippy, docs, the host build and `cargo test
//!   --workspace` (the brute-force suites and every host consumer), Godot, the
//!   Node suites; its output is streamed;
//! - the **cross** lane: the sandboxes, the native builds of every target, the
//!   wasm module, the checks under wine and qemu, the packages and their
//!   checks; each step's output goes to `target/xtask/<id>.log` and is shown
//!   when the step fails.
//!
//! A step waits for the steps named in its `after` (when they are part of the
//! run): for what they build or install, or so as not to rebuild what another
//! step is reading (the host build under the consumers' feet).

use crate::{cross, web};

/// Where a step runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// Before the lanes, one at a time (toolchain components and apt, which
    /// take the package manager's lock).
    Setup,
    /// The host lane, streamed.
    Host,
    /// The cross lane, logged to files.
    Cross,
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
    /// The lane that runs it.
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

/// Every step, in the order each lane runs them.
pub fn all() -> Vec<Step> {
    use Lane::{Host, Setup};
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
        // Every apt install of the run happens here, before the lanes: apt
        // holds one lock, and the sandboxes' set-up would otherwise install
        // debootstrap beside another step's install.
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
        step(Host, "format", "format", "cargo", &["fmt", "--all", "--", "--check"]).quick(),
        step(
            Host,
            "clippy",
            "clippy",
            "cargo",
            &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
        )
        .quick(),
        // Every public item is documented (`missing_docs` is denied) and every
        // intra-doc link resolves.
        step(
            Host,
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
        ),
        // `cargo test` does not build cdylibs; the foreign-language tests load
        // libmajiang from target/, so build every library first.
        step(Host, "build", "build", "cargo", &["build", "--workspace"]).quick(),
        step(
            Host,
            "tests",
            "tests (brute-force suites, host consumers)",
            "cargo",
            &["test", "--workspace"],
        )
        .after(&["build"])
        .quick(),
        step(Host, "godot", "godot", "bash", &["tests/godot/run.sh"])
            .needs("tests/godot/run.sh")
            .after(&["godot-sandbox"]),
    ];
    steps.extend(web::host_steps());
    steps.extend(cross::steps());
    steps
}
