//! `majiang replay FILE`: a game record (JSON lines, as
//! `Game::to_record` writes them) shown move by move: the deal, every action
//! with what it caused, and the result, checked against the record's own.

use clap::Args;
use majiang_core::game::{Game, GameRecord};
use std::io::{self, Read, Write};
use std::path::PathBuf;

/// Arguments of `majiang replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The game record; `-` reads it from stdin.
    file: PathBuf,
}

/// Prints the hand; fails on an unreadable record, an illegal move, or a
/// result that differs from the recorded one.
pub fn run(args: &ReplayArgs) -> Result<(), String> {
    let text = if args.file.as_os_str() == "-" {
        let mut s = String::new();
        io::stdin().read_to_string(&mut s).map_err(|e| format!("stdin: {e}"))?;
        s
    } else {
        std::fs::read_to_string(&args.file).map_err(|e| format!("{}: {e}", args.file.display()))?
    };
    let record = GameRecord::parse(&text).map_err(|e| e.to_string())?;
    let mut game = record.start().map_err(|e| e.to_string())?;
    let mut out = String::new();
    let from = match game.seed() {
        Some(seed) => format!("seed {seed}"),
        None => "a stacked wall".to_string(),
    };
    out += &format!(
        "{} rules, {from}, seat {} deals, scores {:?}\n",
        game.rules().name,
        game.dealer(),
        game.start_scores()
    );
    for e in game.opening_events() {
        out += &format!("{e}\n");
    }
    for (i, &(seat, action)) in record.actions.iter().enumerate() {
        let events = game.apply(seat, action).map_err(|e| format!("move {}: {e}", i + 1))?;
        out += &format!("{:>4}. seat {seat}: {action}\n", i + 1);
        for e in events {
            for line in e.to_string().lines() {
                out += &format!("        {line}\n");
            }
        }
    }
    match game.result() {
        Some(r) => {
            out += &format!("result: {:?}, seat {} deals next\n", r.deltas, r.next_dealer);
        }
        None => out += &format!("the record stops before the end ({:?})\n", game.phase()),
    }
    // The whole record, result line included, must replay exactly.
    Game::replay(&text).map_err(|e| e.to_string())?;
    io::stdout().write_all(out.as_bytes()).map_err(|e| e.to_string())
}
