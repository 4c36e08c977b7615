//! `majiang arena`: plays seeded hands between AIs in the formats of
//! `ai-evaluation.md` and prints the report table (the logic lives in
//! `majiang_arena`; this module reads the options, shows progress,
//! and writes the results).

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use majiang_arena::timing::Clock;
use majiang_arena::{AGENTS, Config, Formats, run};
use majiang_core::RuleSet;
use std::io::IsTerminal;
use std::ops::Range;
use std::process::Command;

/// Which formats to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Each agent alone on every wall: deal 13, draw to the cap.
    Solitaire,
    /// 1 vs 3 duplicate, both directions, the first agent against each other.
    Duplicate,
    /// Four agents at one table, every seat order.
    Mixed,
    /// All three.
    All,
}

/// Arguments of `majiang arena`.
#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// Agents, comma-separated; the first is the reference every other is
    /// compared with.
    #[arg(long, default_value = "a0,a1,a2,a3,a4,a5", value_delimiter = ',')]
    agents: Vec<String>,
    /// Format(s) to play; repeat or comma-separate for several.
    #[arg(long = "format", value_enum, default_value = "all", value_delimiter = ',')]
    formats: Vec<FormatArg>,
    /// Seeds as a half-open range `START..END` (one wall per seed).
    #[arg(long, default_value = "0..1000", value_parser = parse_range)]
    seeds: Range<u64>,
    /// The mixed table's four agents (default: the first four of --agents,
    /// repeated when fewer).
    #[arg(long, value_delimiter = ',')]
    mixed: Option<Vec<String>>,
    /// Rule preset.
    #[arg(long, default_value = "eval-v1", value_parser = RuleSet::PRESETS)]
    rules: String,
    /// Solitaire: most draws per wall.
    #[arg(long, default_value_t = 40)]
    cap: u32,
    /// Worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Also write the full report as JSON to this file.
    #[arg(long)]
    json: Option<std::path::PathBuf>,
    /// Time each decision on the deciding thread's CPU clock instead of the
    /// wall clock (a shared machine's other processes then do not count).
    #[arg(long)]
    cpu_time: bool,
    /// Duplicate one way: each other agent alone against three of the first
    /// (not the reverse), the lone agents compared with each other.
    #[arg(long)]
    one_way: bool,
    /// List the agents and exit.
    #[arg(long)]
    list: bool,
}

fn parse_range(s: &str) -> Result<Range<u64>, String> {
    let (a, b) = s
        .split_once("..")
        .ok_or_else(|| format!("expected START..END (e.g. 0..2000), got {s:?}"))?;
    let num = |x: &str| x.trim().parse::<u64>().map_err(|e| format!("{x:?} in {s:?}: {e}"));
    let (a, b) = (num(a)?, num(b)?);
    if a >= b {
        return Err(format!("the range {s:?} is empty"));
    }
    Ok(a..b)
}

/// The revision of the working tree the command runs in (`git rev-parse
/// --short HEAD`, `+dirty` with uncommitted changes), else the one recorded
/// at build time in `MAJIANG_GIT_REVISION`, else `unknown`. Never fails.
fn revision() -> String {
    let git = |args: &[&str]| Command::new("git").args(args).output().ok();
    match git(&["rev-parse", "--short", "HEAD"]) {
        Some(out) if out.status.success() => {
            let rev = String::from_utf8_lossy(&out.stdout).trim().to_string();
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|o| o.status.success() && !o.stdout.is_empty());
            if dirty { format!("{rev}+dirty") } else { rev }
        }
        _ => option_env!("MAJIANG_GIT_REVISION").unwrap_or("unknown").to_string(),
    }
}

/// Runs `majiang arena`.
pub fn run_arena(args: &ArenaArgs) -> Result<(), String> {
    if args.list {
        for e in AGENTS {
            println!("{:<8} {:<13} {}", e.id, e.name, e.about);
        }
        return Ok(());
    }
    let has = |f: FormatArg| args.formats.contains(&f) || args.formats.contains(&FormatArg::All);
    let config = Config {
        rules: RuleSet::by_name(&args.rules).map_err(|e| e.to_string())?,
        seeds: args.seeds.clone(),
        agents: args.agents.iter().map(|a| a.trim().to_string()).collect(),
        formats: Formats {
            solitaire: has(FormatArg::Solitaire),
            duplicate: has(FormatArg::Duplicate),
            mixed: has(FormatArg::Mixed),
        },
        lineup: args.mixed.clone(),
        cap: args.cap,
        revision: revision(),
        clock: if args.cpu_time { Clock::ThreadCpu } else { Clock::Wall },
        one_way: args.one_way,
    };
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::with_draw_target(
            Some(config.planned_hands()),
            ProgressDrawTarget::stderr(),
        );
        let style = ProgressStyle::with_template(
            "{elapsed_precise} [{bar:40}] {human_pos}/{human_len} hands ({per_sec}, {eta} left)",
        )
        .map_err(|e| e.to_string())?
        .progress_chars("=> ");
        bar.set_style(style);
        bar
    } else {
        ProgressBar::hidden()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .map_err(|e| format!("cannot start {} threads: {e}", args.threads))?;
    let report = pool.install(|| run(&config, &|n| bar.inc(n))).map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    print!("{}", report.to_text());
    if let Some(path) = &args.json {
        let json = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, json + "\n")
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}
