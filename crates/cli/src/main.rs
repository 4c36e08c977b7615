//! The `majiang` command line: one subcommand per module.

mod analyze;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// majiang: Changsha mahjong (长沙麻将) hands, games and AIs.
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
    Analyze(analyze::AnalyzeArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Analyze(args) => analyze::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("majiang: {message}");
            ExitCode::FAILURE
        }
    }
}
