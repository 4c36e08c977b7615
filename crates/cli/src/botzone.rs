//! `majiang botzone`: a bot for Botzone's Chinese-Standard-Mahjong game
//! (国标麻将, the IJCAI mahjong AI contests), so that a user can upload
//! majiang as a Botzone bot.
//!
//! The protocol, the table and the choice of answers are the core's
//! [`majiang_core::mcr::botzone`]; `docs/botzone.md` compares them with
//! Botzone's judges item by item. This file owns only stdin and stdout:
//!
//! - **JSON interaction**: one line `{"requests":[…],"responses":[…]}` with
//!   every request so far and the bot's earlier responses; the answer is
//!   `{"response":"…"}` on one line.
//! - **Simple interaction**: a first line `n` (the turn number), then the
//!   `2n-1` lines request, response, request, …, ending with this turn's
//!   request; the answer is the response alone on one line.
//! - **Keep-running** (`--keep-running`): after the answer the bot prints
//!   `>>>BOTZONE_REQUEST_KEEP_RUNNING<<<` and stays alive; the next turn's
//!   input is that turn's request only (a JSON string in the JSON form, the
//!   bare line in the simple form; both are read either way).
//!
//! The first non-blank character tells the forms apart: `{` is JSON, a line
//! holding one number is the simple form's turn count, anything else is a
//! single request (keep-running).

use clap::{Args, ValueEnum};
use majiang_core::mcr::botzone::{Bot, Level as BotLevel, Refusal, Response};
use std::io::{self, BufRead, Write};

/// The line Botzone's keep-running mode waits for after an answer.
pub const KEEP_RUNNING: &str = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

/// The line Botzone's sandbox sends to end a keep-running bot (its wrapper
/// normally acts on it; read here too, it ends the session cleanly).
const CONTROLLER_KILL: &str = ">>>BOTZONE_CONTROLLER_KILL<<<";

/// Arguments of `majiang botzone`.
#[derive(Args, Debug, Clone)]
pub struct BotzoneArgs {
    /// How the bot plays: easy (lowest shanten, never claims), normal (adds
    /// tile acceptance and claims that lower shanten), hard (prefers ready
    /// hands whose waits score 8 fan), expert (also looks one draw ahead for
    /// waits worth 8 fan, and claims only on such a path).
    #[arg(long, value_enum, default_value_t = Level::Expert)]
    pub level: Level,
    /// Botzone's keep-running mode: after each answer print
    /// `>>>BOTZONE_REQUEST_KEEP_RUNNING<<<` and read the next turn's request.
    #[arg(long)]
    pub keep_running: bool,
}

/// The bot's strength (the core's [`BotLevel`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Level {
    /// Discards to the lowest shanten; never claims or kongs.
    Easy,
    /// Lowest shanten, then the most tiles that improve it; claims when a
    /// claim lowers shanten.
    Normal,
    /// As normal, and among ready hands the one with the most live waits
    /// worth 8 fan; claims only on a path to 8 fan.
    Hard,
    /// As hard, and one draw ahead from a one-away hand.
    Expert,
}

impl From<Level> for BotLevel {
    fn from(l: Level) -> BotLevel {
        match l {
            Level::Easy => BotLevel::Easy,
            Level::Normal => BotLevel::Normal,
            Level::Hard => BotLevel::Hard,
            Level::Expert => BotLevel::Expert,
        }
    }
}

/// The answer to send: the bot's, or on a refusal its fallback (the refusal
/// goes to stderr, which Botzone keeps in the log).
fn sent(result: Result<Response, Refusal>) -> Response {
    result.unwrap_or_else(|refusal| {
        eprintln!("majiang botzone: {refusal}");
        refusal.fallback
    })
}

/// Replays an earlier turn; a request that does not fit is reported.
fn replay(bot: &mut Bot, request: &str, response: Option<&str>) {
    if let Err(e) = bot.replay(request, response) {
        eprintln!("majiang botzone: {e}");
    }
}

/// How the turn's input was written; answers use the same form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Json,
    Simple,
}

/// One turn's input.
enum Turn {
    /// The whole history: requests and the bot's earlier responses.
    Full { requests: Vec<String>, responses: Vec<String>, form: Form },
    /// Only this turn's request (keep-running).
    Next { request: String, form: Form },
}

fn read_line<R: BufRead>(input: &mut R) -> io::Result<Option<String>> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim_end_matches(['\r', '\n']).to_string()))
}

fn strings(v: Option<&serde_json::Value>) -> Result<Vec<String>, String> {
    match v {
        None => Ok(Vec::new()),
        Some(serde_json::Value::Array(items)) => items
            .iter()
            .map(|i| match i {
                serde_json::Value::String(s) => Ok(s.clone()),
                other => Err(format!("a request or response must be a string, got {other}")),
            })
            .collect(),
        Some(other) => Err(format!("`requests` and `responses` are lists, got {other}")),
    }
}

/// Reads one turn. `Ok(None)` at the end of the input; `Err` for input that
/// is no turn in any form (the caller answers `PASS`).
fn read_turn<R: BufRead>(input: &mut R) -> io::Result<Option<Result<Turn, (String, Form)>>> {
    let first = loop {
        match read_line(input)? {
            None => return Ok(None),
            Some(l) if l.trim() == CONTROLLER_KILL => return Ok(None),
            // Blank lines and the sandbox's other control lines
            // (`>>>BOTZONE_CONTROLLER_INPUT_END<<<`) carry no request.
            Some(l) if l.trim().is_empty() || l.trim_start().starts_with(">>>BOTZONE_") => {
                continue;
            }
            Some(l) => break l,
        }
    };
    let t = first.trim();
    if t.starts_with('{') {
        // One compact line; a JSON spread over lines is read to its end.
        let mut text = first.clone();
        let value = loop {
            match serde_json::from_str::<serde_json::Value>(&text) {
                Ok(v) => break v,
                Err(e) if e.is_eof() => match read_line(input)? {
                    Some(more) => {
                        text.push('\n');
                        text.push_str(&more);
                    }
                    None => {
                        return Ok(Some(Err((format!("unfinished JSON input: {e}"), Form::Json))));
                    }
                },
                Err(e) => return Ok(Some(Err((format!("bad JSON input: {e}"), Form::Json)))),
            }
        };
        let parsed = (|| {
            // A single request in an object: taken as this turn's only.
            if let Some(serde_json::Value::String(request)) = value.get("requests") {
                return Ok(Turn::Next { request: request.clone(), form: Form::Json });
            }
            let requests = strings(value.get("requests"))?;
            let responses = strings(value.get("responses"))?;
            if requests.is_empty() {
                return Err("the JSON input holds no request".to_string());
            }
            Ok(Turn::Full { requests, responses, form: Form::Json })
        })();
        return Ok(Some(parsed.map_err(|e| (e, Form::Json))));
    }
    if t.starts_with('"') {
        return Ok(Some(match serde_json::from_str::<String>(t) {
            Ok(request) => Ok(Turn::Next { request, form: Form::Json }),
            Err(e) => Err((format!("bad JSON string: {e}"), Form::Json)),
        }));
    }
    if let Ok(n) = t.parse::<usize>() {
        // The simple form: the turn number, then 2n-1 lines.
        if n == 0 || n > 10_000 {
            return Ok(Some(Err((format!("a turn number of {n}"), Form::Simple))));
        }
        let mut requests = Vec::with_capacity(n);
        let mut responses = Vec::with_capacity(n);
        for i in 0..2 * n - 1 {
            let Some(line) = read_line(input)? else {
                return Ok(Some(Err((
                    format!("the input ended after {i} of {} lines", 2 * n - 1),
                    Form::Simple,
                ))));
            };
            if i % 2 == 0 { requests.push(line) } else { responses.push(line) }
        }
        return Ok(Some(Ok(Turn::Full { requests, responses, form: Form::Simple })));
    }
    Ok(Some(Ok(Turn::Next { request: first, form: Form::Simple })))
}

fn write_answer<W: Write>(
    out: &mut W,
    response: &str,
    form: Form,
    keep_running: bool,
) -> io::Result<()> {
    match form {
        Form::Json => writeln!(out, "{}", serde_json::json!({ "response": response }))?,
        Form::Simple => writeln!(out, "{response}")?,
    }
    if keep_running {
        writeln!(out, "{KEEP_RUNNING}")?;
    }
    out.flush()
}

/// Plays turns read from `input` and answers on `output`: one turn, or
/// every turn until the input ends in keep-running mode.
pub fn serve<R: BufRead, W: Write>(
    mut input: R,
    mut output: W,
    args: &BotzoneArgs,
) -> io::Result<()> {
    let level = BotLevel::from(args.level);
    let mut bot = Bot::new(level);
    // Keep-running answers in the form of the first turn.
    let mut session: Option<Form> = None;
    while let Some(turn) = read_turn(&mut input)? {
        let (response, form) = match turn {
            Err((why, form)) => {
                eprintln!("majiang botzone: {why}; answering PASS");
                (Response::Pass, session.unwrap_or(form))
            }
            Ok(Turn::Full { requests, responses, form }) => {
                let last = requests.len() - 1;
                let seen = bot.turns();
                if session.is_some() && seen > 0 && requests.len() <= seen {
                    // Keep-running with this turn's request wrapped as a
                    // history of its own: it continues the game.
                    for r in &requests[..last] {
                        replay(&mut bot, r, None);
                    }
                } else if session.is_some() && requests.len() == seen + 1 {
                    // The whole history again: only its last request is new.
                } else {
                    bot = Bot::new(level);
                    for (i, r) in requests[..last].iter().enumerate() {
                        replay(&mut bot, r, responses.get(i).map(String::as_str));
                    }
                }
                (sent(bot.respond(&requests[last])), session.unwrap_or(form))
            }
            Ok(Turn::Next { request, form }) => {
                (sent(bot.respond(&request)), session.unwrap_or(form))
            }
        };
        session = Some(form);
        write_answer(&mut output, &response.to_string(), form, args.keep_running)?;
        if !args.keep_running {
            break;
        }
    }
    Ok(())
}

/// Runs the bot on stdin and stdout.
pub fn run(args: &BotzoneArgs) -> Result<(), String> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    serve(stdin.lock(), stdout.lock(), args).map_err(|e| format!("botzone: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(input: &str, keep_running: bool, level: Level) -> String {
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out, &BotzoneArgs { level, keep_running }).unwrap();
        String::from_utf8(out).unwrap()
    }

    const DEAL: &str = "1 0 1 0 0 W1 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 F1 H2";

    #[test]
    fn every_answer_is_one_line_in_the_input_form() {
        let json = r#"{"requests":["0 1 0"],"responses":[]}"#;
        assert_eq!(answer(json, false, Level::Expert), "{\"response\":\"PASS\"}\n");
        let simple = format!("3\n0 1 0\nPASS\n{DEAL}\nPASS\n2 J1\n");
        let out = answer(&simple, false, Level::Expert);
        assert!(out.starts_with("PLAY "), "{out}");
        assert_eq!(out.lines().count(), 1);
        // Keep-running: the marker after each answer, then single requests.
        let kept = format!("1\n0 1 0\n{DEAL}\n\"2 J1\"\n");
        let out = answer(&kept, true, Level::Easy);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 6, "{out}");
        assert_eq!(lines[0], "PASS");
        assert_eq!(lines[1], KEEP_RUNNING);
        assert!(lines[4].starts_with("PLAY "), "{out}");
        // The JSON form keeps answering in JSON, whatever shape the later
        // requests come in: a bare line, a JSON string, an object.
        let kept = format!(
            "{{\"requests\":[\"0 1 0\"],\"responses\":[]}}\n{DEAL}\n{{\"requests\":\"2 J1\"}}\n\"3 1 PLAY W2\"\n"
        );
        let out = answer(&kept, true, Level::Expert);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 8, "{out}");
        assert_eq!(lines[0], "{\"response\":\"PASS\"}");
        assert_eq!(lines[2], "{\"response\":\"PASS\"}");
        assert!(lines[4].starts_with("{\"response\":\"PLAY "), "{out}");
        assert_eq!(lines[6], "{\"response\":\"PASS\"}");
        assert!(lines.iter().skip(1).step_by(2).all(|l| *l == KEEP_RUNNING), "{out}");
    }

    #[test]
    fn garbage_never_panics_and_is_answered_pass() {
        for input in [
            "",
            "\n\n",
            "{",
            "{\"requests\":5}",
            "{\"requests\":[]}",
            "{\"requests\":[1,2]}",
            "[1,2,3]",
            "7\n0 1 0\n",
            "99999999999999999999\n",
            "0\n",
            "2\n0 1 0\nPASS\n1 9 9 9 9\n",
            "\"\u{0}\"",
            "3 1 PLAY W1",
            "💥",
        ] {
            let out = answer(input, false, Level::Expert);
            assert!(out.is_empty() || out.contains("PASS"), "{input:?} → {out}");
        }
        // A history that does not add up: PASS, or on a draw its tile.
        let json = r#"{"requests":["0 1 0","3 2 PENG W1","2 W9"],"responses":["PASS","PASS"]}"#;
        assert_eq!(answer(json, false, Level::Expert), "{\"response\":\"PLAY W9\"}\n");
    }

    #[test]
    fn the_sandbox_control_lines_are_not_requests() {
        // Botzone's wrapper ends each input with a control line and kills a
        // keep-running bot with another; should one reach the bot, the first
        // is skipped and the second ends the session.
        let input = format!(
            "1\n0 1 0\n>>>BOTZONE_CONTROLLER_INPUT_END<<<\n{DEAL}\n{CONTROLLER_KILL}\n2 J1\n"
        );
        let out = answer(&input, true, Level::Easy);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines, ["PASS", KEEP_RUNNING, "PASS", KEEP_RUNNING], "{out}");
    }
}
