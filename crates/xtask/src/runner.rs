//! Runs the steps of `cargo xtask test`: the choice of steps (`--quick`,
//! `--only`, `--skip`), the set-up steps one at a time, then the host and cross
//! lanes side by side (see `steps`), each step after its prerequisites, and
//! the closing lines: every step's time, the five slowest, the failed ones and
//! `xtask: N passed, M failed`.

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

/// What every lane can see: the steps finished so far.
struct Board {
    done: Mutex<HashMap<&'static str, Outcome>>,
    changed: Condvar,
}

impl Board {
    /// Waits until every step of `ids` that is in `planned` has finished;
    /// the first that failed, if any.
    fn wait_for(&self, ids: &[&'static str], planned: &[&'static str]) -> Option<&'static str> {
        let mut done = self.done.lock().expect("board lock");
        loop {
            let pending = ids.iter().any(|id| planned.contains(id) && !done.contains_key(id));
            if !pending {
                return ids
                    .iter()
                    .find(|id| matches!(done.get(*id), Some(Outcome::Failed(_))))
                    .copied();
            }
            done = self.changed.wait(done).expect("board lock");
        }
    }

    fn finish(&self, id: &'static str, outcome: Outcome) {
        self.done.lock().expect("board lock").insert(id, outcome);
        self.changed.notify_all();
    }
}

/// One finished step, for the closing lines.
struct Timed {
    id: &'static str,
    name: &'static str,
    lane: Lane,
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
}

impl Context<'_> {
    /// Runs one step after its prerequisites: streamed in the set-up and host
    /// lanes, into `target/xtask/<id>.log` in the cross lane.
    fn run(&self, s: &Step) {
        let outcome = match self.board.wait_for(&s.after, &self.planned) {
            Some(dep) => Outcome::Failed(format!("not run: it needs {dep}, which failed")),
            None => self.execute(s),
        };
        self.board.finish(s.id, outcome);
    }

    fn execute(&self, s: &Step) -> Outcome {
        // `xtask` is another subcommand of this very program (`dist`,
        // `dist-check`): no second `cargo run` waiting on the host lane's lock.
        let program = match s.program {
            "xtask" => match std::env::current_exe() {
                Ok(exe) => exe,
                Err(e) => {
                    return self.record(s, 0.0, Outcome::Failed(format!("no xtask path: {e}")));
                }
            },
            p => PathBuf::from(p),
        };
        let command = format!("{} {}", s.program, s.args.join(" "));
        let mut cmd = Command::new(&program);
        cmd.args(&s.args).envs(self.env.iter().map(|(k, v)| (k, v))).current_dir(self.root);
        let log = self.logs.join(format!("{}.log", s.id));
        if s.lane == Lane::Cross {
            println!("=== xtask [cross]: {} started ({command}; log {})", s.name, log.display());
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
        if s.lane == Lane::Cross && outcome != Outcome::Passed {
            // The end of the log says what went wrong; the whole log stays.
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            println!("--- the last lines of {}:", log.display());
            for line in &lines[lines.len().saturating_sub(60)..] {
                println!("    {line}");
            }
        }
        self.record(s, secs, outcome)
    }

    fn record(&self, s: &Step, secs: f64, outcome: Outcome) -> Outcome {
        let lane = if s.lane == Lane::Cross { " [cross]" } else { "" };
        match &outcome {
            Outcome::Passed => println!("=== xtask{lane}: {} ok in {secs:.0} s", s.name),
            Outcome::Failed(why) => {
                println!("=== xtask{lane}: {} FAILED ({why}) after {secs:.0} s", s.name)
            }
        }
        self.timed.lock().expect("timings lock").push(Timed {
            id: s.id,
            name: s.name,
            lane: s.lane,
            secs,
            outcome: outcome.clone(),
        });
        outcome
    }
}

/// Runs `steps` (already chosen) and prints the closing lines.
pub fn run(root: &Path, env: &[(&'static str, PathBuf)], steps: Vec<Step>) -> ExitCode {
    let steps: Vec<Step> =
        steps.into_iter().filter(|s| s.needs.is_none_or(|f| root.join(f).exists())).collect();
    let logs = root.join("target/xtask");
    if let Err(e) = std::fs::create_dir_all(&logs) {
        eprintln!("xtask: cannot create {}: {e}", logs.display());
        return ExitCode::FAILURE;
    }
    let ctx = Context {
        root,
        env,
        logs,
        planned: steps.iter().map(|s| s.id).collect(),
        board: Board { done: Mutex::new(HashMap::new()), changed: Condvar::new() },
        timed: Mutex::new(Vec::new()),
    };
    let started = Instant::now();
    let lane = |l: Lane| steps.iter().filter(move |s| s.lane == l);
    for s in lane(Lane::Setup) {
        ctx.run(s);
    }
    std::thread::scope(|scope| {
        scope.spawn(|| lane(Lane::Cross).for_each(|s| ctx.run(s)));
        lane(Lane::Host).for_each(|s| ctx.run(s));
    });
    let timed = ctx.timed.into_inner().expect("timings lock");
    summary(&timed, started.elapsed().as_secs_f64())
}

/// The closing lines: every step's time (the two lanes overlap, so they add
/// up to more than the run), the five slowest, the failed, the count.
fn summary(timed: &[Timed], total: f64) -> ExitCode {
    println!("\nxtask: step times (the host and cross lanes run side by side)");
    for t in timed {
        let lane = match t.lane {
            Lane::Setup => "setup",
            Lane::Host => "host",
            Lane::Cross => "cross",
        };
        let mark = if t.outcome == Outcome::Passed { "ok" } else { "FAILED" };
        println!("  {:>6.0} s  {lane:<5}  {:<14} {mark:<6}  {}", t.secs, t.id, t.name);
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

/// `--list`: the steps with their lanes, prerequisites and `--quick` marks.
pub fn list(steps: &[Step]) {
    for s in steps {
        let lane = match s.lane {
            Lane::Setup => "setup",
            Lane::Host => "host",
            Lane::Cross => "cross",
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
    fn every_prerequisite_is_a_step_of_an_earlier_or_other_lane() {
        let all = steps::all();
        let ids: Vec<&str> = all.iter().map(|s| s.id).collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "step ids repeat: {ids:?}");
        for (i, s) in all.iter().enumerate() {
            for dep in &s.after {
                let j = ids
                    .iter()
                    .position(|id| id == dep)
                    .unwrap_or_else(|| panic!("{} waits for {dep}, which is no step", s.id));
                // A step never waits for a later step of its own lane (that
                // would wait forever), nor does a set-up step wait at all.
                assert!(s.lane != Lane::Setup, "set-up step {} has prerequisites", s.id);
                assert!(
                    all[j].lane != s.lane || j < i,
                    "{} waits for {dep}, later in the same lane",
                    s.id
                );
            }
        }
    }

    #[test]
    fn quick_is_format_clippy_and_the_host_suites() {
        assert_eq!(
            ids(&parse(&["--quick"])),
            ["toolchain", "apt", "format", "clippy", "build", "tests"]
        );
    }

    #[test]
    fn only_and_skip_pick_steps_and_refuse_unknown_ids() {
        assert_eq!(ids(&parse(&["--only", "godot,godot-sandbox"])), ["godot", "godot-sandbox"]);
        let without = ids(&parse(&["--skip", "godot"]));
        assert!(!without.contains(&"godot") && without.contains(&"tests"));
        assert_eq!(ids(&parse(&["--quick", "--skip", "clippy"])).len(), 5);
        let err = parse(&["--only", "nope"]).apply(steps::all()).err().unwrap();
        assert!(err.contains("no step \"nope\"") && err.contains("dist-check"), "{err}");
        assert!(Selection::parse(&["--only".to_string()]).is_err());
        assert!(Selection::parse(&["--fast".to_string()]).is_err());
    }

    #[test]
    fn a_failed_prerequisite_stops_its_dependents_only() {
        let board = Board { done: Mutex::new(HashMap::new()), changed: Condvar::new() };
        board.finish("native", Outcome::Failed("exit status: 1".into()));
        board.finish("tests", Outcome::Passed);
        let planned = ["native", "tests"];
        assert_eq!(board.wait_for(&["native", "tests"], &planned), Some("native"));
        assert_eq!(board.wait_for(&["tests"], &planned), None);
        // A prerequisite left out of the run does not hold anything up.
        assert_eq!(board.wait_for(&["wasm"], &planned), None);
    }
}
