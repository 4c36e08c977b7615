//! The `majiang` command line: one subcommand per module.

mod analyze;
mod arena;
mod botzone;
mod replay;
mod rules;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// majiang: mahjong hands, games and AIs — 长沙 Changsha, 转转, 红中 and 四川血战 (--rules).
#[derive(Parser, Debug)]
#[command(name = "majiang", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Analyse a hand: win or not and why, small/big hands and points,
    /// waits, shanten and the best discards; or a batch of hands from stdin.
    ///
    /// Batch: one hand per line, `HAND` or `HAND | MELD MELD …`; blank lines and
    /// lines starting with `#` are skipped. One output line per hand with the
    /// fields hand, melds, win, shanten, waits (kind ids), small, big_hands
    /// (identifiers), units, opening (one identifier per occurrence) and error
    /// (why a line could not be read; the batch goes on). TSV lists are
    /// comma-separated, `-` marks an empty field. Batch hands are scored as
    /// won on an ordinary discard by a non-dealer (no situational big hands).
    Analyze(analyze::AnalyzeArgs),
    /// Show a game record move by move (the deal, every action and what it
    /// caused, the result) and check that it replays exactly.
    Replay(replay::ReplayArgs),
    /// Play seeded hands between AIs (solitaire, 1 vs 3 duplicate, mixed
    /// table) and print the report: win rates, points with 95 % CIs
    /// clustered by seed, paired comparisons, decision times, hands/s.
    Arena(arena::ArenaArgs),
    /// List the presets and every rule option: id, name, 中文 and English
    /// labels, values, the families that take it and each preset's default
    /// (--format json for programs).
    Rules(rules::RulesArgs),
    /// A bot for Botzone's Chinese-Standard-Mahjong (国标麻将) game: reads
    /// the judge's requests on stdin (JSON or simple interaction, optionally
    /// keep-running) and answers each legally, declaring HU only with 8 fan
    /// without flowers.
    Botzone(botzone::BotzoneArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Analyze(args) => analyze::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Arena(args) => arena::run_arena(&args),
        Command::Rules(args) => rules::run(&args),
        Command::Botzone(args) => botzone::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("majiang: {message}");
            ExitCode::FAILURE
        }
    }
}
