//! Runs the steps of `cargo xtask test`: the choice of steps (`--quick`,
//! `--only`, `--skip`), the set-up steps one at a time, then every other step
//! as soon as its prerequisites are done — two heavy steps at a time
//! (`MAJIANG_XTASK_JOBS` changes that) and the light ones beside them (see
//! `steps`) — and the closing lines: every step's time, the five slowest, the
//! failed ones and `xtask: N passed, M failed`.

use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::{Condvar, Mutex};
use std::time::Instant;

use crate::steps::{Lane, Step};

/// The `USAGE` lines of `cargo xtask test`.
pub const USAGE: &str = "\
cargo xtask test [--quick] [--only ID,...] [--skip ID,...] [--list]
    every check and test (installs what they need; caches under $MAJIANG_CACHE,
    default ~/.cache/majiang); --quick: format, clippy, the Rust suites and the
    host consumers; --only / --skip: these steps (ids from --list)";

/// Which steps a run takes.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Selection {
    quick: bool,
    only: Vec<String>,
    skip: Vec<String>,
    list: bool,
}

impl Selection {
    /// Reads the arguments after `test`.
    pub fn parse(args: &[String]) -> Result<Selection, String> {
        let mut sel = Selection::default();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let mut ids = |flag: &str| -> Result<Vec<String>, String> {
                let value = it.next().ok_or(format!("{flag} takes a list of step ids"))?;
                Ok(value.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect())
            };
            match arg.as_str() {
                "--quick" => sel.quick = true,
                "--list" => sel.list = true,
                "--only" => sel.only.extend(ids("--only")?),
                "--skip" => sel.skip.extend(ids("--skip")?),
                _ => return Err(format!("unknown argument {arg:?}\n{USAGE}")),
            }
        }
        Ok(sel)
    }

    /// `--list`: show the chosen steps instead of running them.
    pub fn listing(&self) -> bool {
        self.list
    }

    /// The steps of `all` this selection runs, in their order; an unknown id
    /// is an error naming the known ones.
    pub fn apply(&self, all: Vec<Step>) -> Result<Vec<Step>, String> {
        for id in self.only.iter().chain(&self.skip) {
            if !all.iter().any(|s| s.id == id) {
                let known: Vec<&str> = all.iter().map(|s| s.id).collect();
                return Err(format!("no step {id:?}; the steps are {}", known.join(", ")));
            }
        }
        Ok(all
            .into_iter()
            .filter(|s| !self.quick || s.quick)
            .filter(|s| self.only.is_empty() || self.only.iter().any(|id| id == s.id))
            .filter(|s| !self.skip.iter().any(|id| id == s.id))
            .collect())
    }
}

/// How a step ended.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Passed,
    Failed(String),
}

/// What every worker can see: the steps started and finished so far.
struct Board {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Default)]
struct State {
    started: Vec<&'static str>,
    done: HashMap<&'static str, Outcome>,
}

impl State {
    /// `None` while a step of `ids` that is part of the run has not finished;
    /// then the first that failed, if any.
    fn blocked_by(
        &self,
        ids: &[&'static str],
        planned: &[&'static str],
    ) -> Option<Option<&'static str>> {
        if ids.iter().any(|id| planned.contains(id) && !self.done.contains_key(id)) {
            return None;
        }
        Some(ids.iter().find(|id| matches!(self.done.get(*id), Some(Outcome::Failed(_)))).copied())
    }
}

impl Board {
    fn new() -> Board {
        Board { state: Mutex::new(State::default()), changed: Condvar::new() }
    }

    /// Takes the first step of `steps` (of `lane`) not started whose
    /// prerequisites are done, waiting until there is one; `None` when every
    /// step of the lane has started. With it, the prerequisite that failed.
    fn take<'s>(
        &self,
        steps: &'s [Step],
        lane: Lane,
        planned: &[&'static str],
    ) -> Option<(&'s Step, Option<&'static str>)> {
        let mut state = self.state.lock().expect("board lock");
        loop {
            let mut left = false;
            for s in steps.iter().filter(|s| s.lane == lane && !state.started.contains(&s.id)) {
                left = true;
                if let Some(failed) = state.blocked_by(&s.after, planned) {
                    state.started.push(s.id);
                    return Some((s, failed));
                }
            }
            if !left {
                return None;
            }
            state = self.changed.wait(state).expect("board lock");
        }
    }

    fn finish(&self, id: &'static str, outcome: Outcome) {
        self.state.lock().expect("board lock").done.insert(id, outcome);
        self.changed.notify_all();
    }
}

/// One finished step, for the closing lines.
struct Timed {
    id: &'static str,
    name: &'static str,
    secs: f64,
    outcome: Outcome,
}

/// Everything a step needs to run.
struct Context<'a> {
    root: &'a Path,
    env: &'a [(&'static str, PathBuf)],
    logs: PathBuf,
    planned: Vec<&'static str>,
    board: Board,
    timed: Mutex<Vec<Timed>>,
    /// Held while a finished step's log is printed, so logs do not interleave.
    print: Mutex<()>,
    /// A copy of this program, for the steps that run its other subcommands.
    xtask: PathBuf,
}

impl Context<'_> {
    /// Runs the steps of `lane` as they become ready, until none is left.
    fn work(&self, steps: &[Step], lane: Lane) {
        while let Some((s, failed)) = self.board.take(steps, lane, &self.planned) {
            let outcome = match failed {
                Some(dep) => self.record(
                    s,
                    0.0,
                    Outcome::Failed(format!("not run: it needs {dep}, which failed")),
                ),
                None => self.execute(s),
            };
            self.board.finish(s.id, outcome);
        }
    }

    /// Runs one step: streamed when it runs alone (set-up), else into
    /// `target/xtask/<id>.log`, printed whole when the step ends.
    fn execute(&self, s: &Step) -> Outcome {
        // `xtask` is another subcommand of this program, run from the copy
        // made at the start (`cargo build --workspace` may replace the file
        // this process was started from).
        let program = match s.program {
            "xtask" => self.xtask.clone(),
            p => PathBuf::from(p),
        };
        let command = format!("{} {}", s.program, s.args.join(" "));
        let mut cmd = Command::new(&program);
        cmd.args(&s.args).envs(self.env.iter().map(|(k, v)| (k, v))).current_dir(self.root);
        let log = self.logs.join(format!("{}.log", s.id));
        let logged = s.lane != Lane::Setup;
        if logged {
            println!("=== xtask: {} started ({command})", s.name);
            match File::create(&log).and_then(|f| Ok((f.try_clone()?, f))) {
                Ok((out, err)) => {
                    cmd.stdin(Stdio::null()).stdout(out).stderr(err);
                }
                Err(e) => {
                    return self.record(s, 0.0, Outcome::Failed(format!("{}: {e}", log.display())));
                }
            }
        } else {
            println!("\n=== xtask: {} ({command})", s.name);
        }
        let start = Instant::now();
        let status = cmd.status();
        let secs = start.elapsed().as_secs_f64();
        let outcome = match status {
            Ok(st) if st.success() => Outcome::Passed,
            Ok(st) => Outcome::Failed(format!("{st}")),
            Err(e) => Outcome::Failed(format!("could not start {}: {e}", s.program)),
        };
        let _print = self.print.lock().expect("print lock");
        if logged {
            println!("\n=== xtask: {} ({command}; log {})", s.name, log.display());
            let text = std::fs::read(&log).unwrap_or_default();
            print!("{}", String::from_utf8_lossy(&text));
        }
        self.record(s, secs, outcome)
    }

    fn record(&self, s: &Step, secs: f64, outcome: Outcome) -> Outcome {
        match &outcome {
            Outcome::Passed => println!("=== xtask: {} ok in {secs:.0} s", s.name),
            Outcome::Failed(why) => {
                println!("=== xtask: {} FAILED ({why}) after {secs:.0} s", s.name)
            }
        }
        self.timed.lock().expect("timings lock").push(Timed {
            id: s.id,
            name: s.name,
            secs,
            outcome: outcome.clone(),
        });
        outcome
    }
}

/// How many heavy steps run at once: `MAJIANG_XTASK_JOBS`, else two.
fn heavy_workers() -> Result<usize, String> {
    match std::env::var("MAJIANG_XTASK_JOBS") {
        Err(_) => Ok(2),
        Ok(v) => match v.parse::<usize>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(format!("MAJIANG_XTASK_JOBS must be a positive number, not {v:?}")),
        },
    }
}

/// A copy of this program in `dir`: the build step rebuilds `target/debug/xtask`
/// with the workspace's features, and the file this process started from is
/// then gone.
fn own_copy(dir: &Path) -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("no path to this program: {e}"))?;
    let copy = dir.join(format!("xtask-run{}", std::env::consts::EXE_SUFFIX));
    std::fs::copy(&exe, &copy)
        .map_err(|e| format!("cannot copy {} to {}: {e}", exe.display(), copy.display()))?;
    Ok(copy)
}

/// Runs `steps` (already chosen) and prints the closing lines.
pub fn run(root: &Path, env: &[(&'static str, PathBuf)], steps: Vec<Step>) -> ExitCode {
    let steps: Vec<Step> =
        steps.into_iter().filter(|s| s.needs.is_none_or(|f| root.join(f).exists())).collect();
    let logs = root.join("target/xtask");
    let prepared = heavy_workers().and_then(|n| {
        std::fs::create_dir_all(&logs)
            .map_err(|e| format!("cannot create {}: {e}", logs.display()))?;
        Ok((n, own_copy(&logs)?))
    });
    let (heavy, xtask) = match prepared {
        Ok(prepared) => prepared,
        Err(e) => {
            eprintln!("xtask: {e}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = Context {
        root,
        env,
        logs,
        planned: steps.iter().map(|s| s.id).collect(),
        board: Board::new(),
        timed: Mutex::new(Vec::new()),
        print: Mutex::new(()),
        xtask,
    };
    let started = Instant::now();
    ctx.work(&steps, Lane::Setup);
    std::thread::scope(|scope| {
        scope.spawn(|| ctx.work(&steps, Lane::Light));
        for _ in 0..heavy {
            scope.spawn(|| ctx.work(&steps, Lane::Heavy));
        }
    });
    let timed = ctx.timed.into_inner().expect("timings lock");
    summary(&timed, started.elapsed().as_secs_f64())
}

/// The closing lines: every step's time in the order they ended (steps run
/// side by side, so the times add up to more than the run), the five
/// slowest, the failed, the count.
fn summary(timed: &[Timed], total: f64) -> ExitCode {
    println!("\nxtask: step times, in the order the steps ended (some ran side by side)");
    for t in timed {
        let mark = if t.outcome == Outcome::Passed { "ok" } else { "FAILED" };
        println!("  {:>6.0} s  {:<14} {mark:<6}  {}", t.secs, t.id, t.name);
    }
    let mut slowest: Vec<&Timed> = timed.iter().collect();
    slowest.sort_by(|a, b| b.secs.total_cmp(&a.secs));
    let five: Vec<String> =
        slowest.iter().take(5).map(|t| format!("{} {:.0} s", t.id, t.secs)).collect();
    println!("xtask: slowest steps: {}", five.join(", "));
    let failed: Vec<&str> =
        timed.iter().filter(|t| t.outcome != Outcome::Passed).map(|t| t.id).collect();
    if !failed.is_empty() {
        println!("failed steps: {}", failed.join(", "));
    }
    println!("xtask: all steps in {total:.0} s");
    println!("xtask: {} passed, {} failed", timed.len() - failed.len(), failed.len());
    if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// `--list`: the steps with their kind, prerequisites and `--quick` marks.
pub fn list(steps: &[Step]) {
    for s in steps {
        let lane = match s.lane {
            Lane::Setup => "setup",
            Lane::Heavy => "heavy",
            Lane::Light => "light",
        };
        let quick = if s.quick { "quick" } else { "" };
        let after = if s.after.is_empty() {
            String::new()
        } else {
            format!(" (after {})", s.after.join(", "))
        };
        println!("{:<14} {lane:<5} {quick:<5} {}{after}", s.id, s.name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::steps;

    fn ids(sel: &Selection) -> Vec<&'static str> {
        sel.apply(steps::all()).unwrap().iter().map(|s| s.id).collect()
    }

    fn parse(args: &[&str]) -> Selection {
        Selection::parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn every_prerequisite_is_a_step_and_nothing_waits_in_a_circle() {
        let all = steps::all();
        let ids: Vec<&str> = all.iter().map(|s| s.id).collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "step ids repeat: {ids:?}");
        for s in &all {
            assert!(s.lane != Lane::Setup || s.after.is_empty(), "set-up step {} waits", s.id);
            for dep in &s.after {
                let d = all.iter().find(|d| d.id == *dep);
                let d = d.unwrap_or_else(|| panic!("{} waits for {dep}, which is no step", s.id));
                assert!(
                    d.lane != Lane::Setup,
                    "{} waits for the set-up step {dep}: they all run first",
                    s.id
                );
            }
        }
        // Schedule on paper: each round starts every step whose prerequisites
        // have all started in an earlier round; all must start.
        let mut started: Vec<&str> = Vec::new();
        while started.len() < all.len() {
            let ready: Vec<&str> = all
                .iter()
                .filter(|s| !started.contains(&s.id) && s.after.iter().all(|d| started.contains(d)))
                .map(|s| s.id)
                .collect();
            assert!(!ready.is_empty(), "these steps wait for each other: {:?}", {
                let left: Vec<&str> =
                    ids.iter().filter(|id| !started.contains(id)).copied().collect();
                left
            });
            started.extend(ready);
        }
    }

    #[test]
    fn quick_is_format_clippy_and_the_host_suites() {
        assert_eq!(
            ids(&parse(&["--quick"])),
            ["toolchain", "apt", "format", "clippy", "build", "mcr-oracle", "tests"]
        );
    }

    #[test]
    fn only_and_skip_pick_steps_and_refuse_unknown_ids() {
        assert_eq!(ids(&parse(&["--only", "godot,godot-sandbox"])), ["godot-sandbox", "godot"]);
        let without = ids(&parse(&["--skip", "godot"]));
        assert!(!without.contains(&"godot") && without.contains(&"tests"));
        assert_eq!(ids(&parse(&["--quick", "--skip", "clippy"])).len(), 6);
        let err = parse(&["--only", "nope"]).apply(steps::all()).err().unwrap();
        assert!(err.contains("no step \"nope\"") && err.contains("dist-check"), "{err}");
        assert!(Selection::parse(&["--only".to_string()]).is_err());
        assert!(Selection::parse(&["--fast".to_string()]).is_err());
    }

    #[test]
    fn a_failed_prerequisite_stops_its_dependents_only() {
        let mut state = State::default();
        state.done.insert("native-zig", Outcome::Failed("exit status: 1".into()));
        state.done.insert("tests", Outcome::Passed);
        let planned = ["native-zig", "tests", "wasm"];
        assert_eq!(state.blocked_by(&["native-zig", "tests"], &planned), Some(Some("native-zig")));
        assert_eq!(state.blocked_by(&["tests"], &planned), Some(None));
        // Still running: wait.
        assert_eq!(state.blocked_by(&["wasm"], &planned), None);
        // A prerequisite left out of the run does not hold anything up.
        assert_eq!(state.blocked_by(&["godot-sandbox"], &planned), Some(None));
    }

    #[test]
    fn workers_take_ready_steps_in_order_of_preference() {
        let all = steps::all();
        let planned: Vec<&'static str> = all.iter().map(|s| s.id).collect();
        let board = Board::new();
        for s in all.iter().filter(|s| s.lane == Lane::Setup) {
            board.take(&all, Lane::Setup, &planned).expect("a set-up step");
            board.finish(s.id, Outcome::Passed);
        }
        // Nothing has run yet: the first heavy steps free to start are
        // format and clippy; the native builds wait for their toolchains.
        let (first, _) = board.take(&all, Lane::Heavy, &planned).unwrap();
        let (second, _) = board.take(&all, Lane::Heavy, &planned).unwrap();
        assert_eq!((first.id, second.id), ("format", "clippy"));
        let (light, _) = board.take(&all, Lane::Light, &planned).unwrap();
        assert_eq!(light.id, "zig");
        board.finish("zig", Outcome::Passed);
        let (next, _) = board.take(&all, Lane::Heavy, &planned).unwrap();
        assert_eq!(next.id, "native-zig");
    }
}
