//! `majiang analyze`: one hand explained for a person, or a batch of hands
//! (one per line on stdin) as TSV or JSON lines for other tools.
//!
//! Batch lines are `HAND` or `HAND | MELD MELD …` (melds as for `--melds`);
//! blank lines and lines starting with `#` are skipped. Every other line
//! gives exactly one output line, an error line for a line that cannot be
//! read; the batch never stops early and exits 0 once stdin is read.
//!
//! Output fields (JSON keys; TSV columns in this order, lists
//! comma-separated, `-` for an empty list or a field an error line lacks):
//! `hand`, `melds` (as written in the input), `win`, `shanten`, `waits`
//! (kind ids completing a `3n+1` hand; empty for `3n+2`), `small`,
//! `big_hands` (identifiers such as `qingyise`), `units`, `opening` (the
//! opening wins of a dealt hand without melds of 13 or 14 tiles, one
//! identifier per occurrence: `["dasixi","dasixi"]` for two fours), and
//! `error` (the reason a line could not be read; on such a line JSON has
//! only `hand`, `melds` and `error`). JSON adds `expert`: for a `3n+2` hand,
//! EXPERT's ranked discards with the bindings' hint names (docs/names.md):
//! `tile` (kind id), `shanten` after it, `useful_kinds` (the kind ids whose
//! draw helps), `unseen_copies` (their copies left), `win_prob`, `points`,
//! `reason` (English), `reason_zh`, and `useful` (the draws as `[kind id,
//! copies left]`), given `--seen` and `--draws`; empty otherwise. The 0.1
//! keys `discard`, `useful_tiles` and `reason_en` are still written,
//! deprecated (removed in the next minor release).
//! A batch hand is analysed as won on an
//! ordinary discard by a non-dealer: no situational big hands.
//!
//! Under the flat rules (`--rules zhuanzhuan|hongzhong`, 不分大小胡) `win`,
//! `shanten` and `waits` are the shape checks of those rules (红中 is the
//! wildcard `5z`, kind id 31, and is listed in `waits` when drawing it wins);
//! `small` is true for a win (every win pays alike there: no big hand
//! applies, as the library's `analyze_win` says), `big_hands` and
//! `opening` are empty and `units` is 0, and `expert` is empty: EXPERT
//! ranks discards for the Changsha table only.
//!
//! Under `--rules sichuan` (四川麻将 血战到底) `win` includes 缺一门 (a hand
//! holding all three suits never wins) and `waits` are the tiles that win
//! so (never one of the third suit); `shanten` is the rules' distance,
//! clearing the void suit counted (never −1 for a hand that does not win;
//! `null` in JSON and `-` in TSV when the melds hold all three suits), and
//! JSON's `shape_shanten` the shape's alone. JSON adds
//! `fan` (the best reading's fan before the cap, without situational
//! patterns, as if won on a discard; 0 when not a win) and `patterns`
//! (identifiers such as `qingyise`, `gen` once per four; empty when not a
//! win); TSV has the columns `hand`, `melds`, `win`, `shanten`, `waits`,
//! `fan`, `patterns`, `error`. `expert` is empty.

use clap::{Args, ValueEnum};
use majiang_core::expert::{Expert, Hint, Place, Position};
use majiang_core::family::WinValue;
use majiang_core::mcr::batch;
use majiang_core::sichuan::{self, SichuanAnalysis, SichuanContext};
use majiang_core::{
    Counts, Hand, OpeningWin, PairRule, Payers, RuleSet, Tile, WinAnalysis, WinContext,
    analyze_win, decompositions, discard_options, effective_draws, opening_wins, settle_win,
    shanten, shanten_by_target, waits_with_counts,
};
use serde_json::json;
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// A report for people (single hand only).
    Text,
    /// Tab-separated values, one line per hand.
    Tsv,
    /// JSON lines, one object per hand.
    Json,
}

/// Arguments of `majiang analyze`.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// Concealed tiles: "123m456s789p23455m", Chinese names ("五万 3条 九筒") or both.
    #[arg(required_unless_present = "batch", conflicts_with = "batch")]
    hand: Option<String>,
    /// Melds laid down: "peng:5m chi:345s gang:9p an_gang:1m bu_gang:2s".
    #[arg(long, default_value = "")]
    melds: String,
    /// Rule set.
    #[arg(long, default_value = "changsha", value_parser = RuleSet::PRESETS)]
    rules: String,
    /// A wildcard kind (赖子), e.g. 5m: every copy in hand stands for any tile.
    #[arg(long)]
    wildcard: Option<String>,
    /// Read hands from stdin, one per line: HAND or HAND | MELD MELD …
    #[arg(long)]
    batch: bool,
    /// Output format: text (default for one hand), tsv (default for --batch) or json.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// With --batch --format tsv: print a header line first.
    #[arg(long)]
    header: bool,
    /// The win is on the last tile (海底捞月 self-drawn, 海底炮 on a discard).
    #[arg(long)]
    last_tile: bool,
    /// The win is on a 开杠 flip (杠上开花 self-drawn, 杠上炮 otherwise).
    #[arg(long)]
    kong_flip: bool,
    /// The win robs an added kong (抢杠胡; on another's tile only).
    #[arg(long)]
    robbed_kong: bool,
    /// The win is in the first go-round (天胡 for the dealer, 地胡 otherwise).
    #[arg(long)]
    first_turn: bool,
    /// The winner is the dealer (for 天胡 / 地胡).
    #[arg(long)]
    dealer: bool,
    /// Tiles seen elsewhere (the discards on the table, the other players'
    /// melds): "5m5m19s" — copies counted as gone in the waits, the effective
    /// draws, the best discards and EXPERT's ranking.
    #[arg(long, default_value = "")]
    seen: String,
    /// Own draws still to come, for EXPERT's ranking: at most a quarter of
    /// the wall after the deal (14 under the Changsha rules).
    #[arg(long, default_value_t = 10)]
    draws: u32,
    /// 国标 (--rules mcr): how the hand was won, as words: "win:9s self_drawn
    /// last_copy kong last_tile seat:S round:E flowers:2" (the winning tile
    /// defaults to the last one written in HAND).
    #[arg(long, default_value = "")]
    context: String,
}

/// Runs the subcommand.
pub fn run(args: &AnalyzeArgs) -> Result<(), String> {
    let mut rules = RuleSet::by_name(&args.rules).map_err(|e| e.to_string())?;
    if let Some(w) = &args.wildcard {
        if let Some(why) = rules.refuses_chosen_wildcard() {
            return Err(format!("--wildcard: {why}"));
        }
        let tile: Tile = w.parse().map_err(|e| format!("--wildcard: {e}"))?;
        rules = rules.with_wildcard(tile).map_err(|e| format!("--wildcard: {e}"))?;
    }
    // More draws than the wall holds would be answered (a win "in 999
    // draws") but mean nothing: refused, naming the range.
    let max_draws = majiang_core::expert::Knowledge::max_wall(&rules).div_ceil(4);
    if args.draws > max_draws {
        return Err(format!(
            "--draws {}: own draws to come are 0-{max_draws} under the {} rules (a quarter \
             of the wall after the deal)",
            args.draws, rules.name
        ));
    }
    if rules.win_value() == WinValue::McrFan {
        return mcr_run(args, &rules);
    }
    let view = View { seen: parse_seen(&args.seen)?, draws: args.draws };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let io_err = |e: io::Error| format!("cannot write the output: {e}");
    if args.batch {
        let format = match args.format.unwrap_or(Format::Tsv) {
            Format::Text => return Err("--batch writes tsv or json: use --format tsv|json".into()),
            f => f,
        };
        if args.header && format == Format::Tsv {
            writeln!(out, "{}", tsv_columns(&rules).join("\t")).map_err(io_err)?;
        }
        for line in io::stdin().lock().lines() {
            let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (hand, melds) = match line.split_once('|') {
                Some((h, m)) => (h.trim(), m.trim()),
                None => (line, ""),
            };
            let result = if melds.contains('|') {
                Err("more than one '|' on the line: write HAND | MELD MELD …".to_string())
            } else {
                Facts::of(hand, melds, &rules, &view)
            };
            let line = batch_line(hand, melds, &result, format, tsv_columns(&rules));
            writeln!(out, "{line}").map_err(io_err)?;
        }
    } else {
        let hand = args.hand.as_deref().unwrap_or_default();
        match args.format.unwrap_or(Format::Text) {
            Format::Text => {
                let h = Hand::parse(hand, &args.melds, &rules).map_err(|e| e.to_string())?;
                let ctx = WinContext {
                    last_tile: args.last_tile,
                    kong_flip: args.kong_flip,
                    robbed_kong: args.robbed_kong,
                    first_turn: args.first_turn,
                    dealer: args.dealer,
                    self_draw: false,
                };
                write!(out, "{}", report(&h, &rules, ctx, &view)?).map_err(io_err)?;
            }
            format => {
                let facts = Facts::of(hand, &args.melds, &rules, &view);
                let line = batch_line(hand, &args.melds, &facts, format, tsv_columns(&rules));
                writeln!(out, "{line}").map_err(io_err)?;
            }
        }
    }
    out.flush().map_err(io_err)
}

/// `analyze --rules mcr`: the 国标 analysis of `crate::mcr`, one hand for a
/// person or a batch of `HAND | MELDS | CONTEXT` lines.
fn mcr_run(args: &AnalyzeArgs, rules: &RuleSet) -> Result<(), String> {
    let min = batch::Minimum {
        fan: u32::from(rules.mcr.minimum),
        flowers_count: rules.mcr.flowers_count,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let io_err = |e: io::Error| format!("cannot write the output: {e}");
    let format = args.format.unwrap_or(if args.batch { Format::Tsv } else { Format::Text });
    if args.batch {
        if format == Format::Text {
            return Err("--batch writes tsv or json: use --format tsv|json".into());
        }
        if args.header && format == Format::Tsv {
            writeln!(out, "{}", batch::TSV_COLUMNS.join("\t")).map_err(io_err)?;
        }
        for line in io::stdin().lock().lines() {
            let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let text = match batch::split_line(line) {
                Ok((hand, melds, context)) => {
                    let facts = batch::facts(hand, melds, context, rules, min);
                    batch::line(hand, melds, context, &facts, format == Format::Json)
                }
                Err(e) => batch::line(line, "", "", &Err(e), format == Format::Json),
            };
            writeln!(out, "{text}").map_err(io_err)?;
        }
    } else {
        let hand = args.hand.as_deref().unwrap_or_default();
        let text = match format {
            Format::Text => {
                let f = batch::facts(hand, &args.melds, &args.context, rules, min)?;
                let mut text = batch::report(hand, &args.melds, &f, min);
                if let Some((h, place)) = f.to_discard() {
                    mcr_ranking(&mut text, args, rules, h, place)?;
                }
                text
            }
            f => {
                let facts = batch::facts(hand, &args.melds, &args.context, rules, min);
                batch::line(hand, &args.melds, &args.context, &facts, f == Format::Json) + "\n"
            }
        };
        write!(out, "{text}").map_err(io_err)?;
    }
    out.flush().map_err(io_err)
}

/// The columns of the TSV output.
const TSV_COLUMNS: [&str; 10] =
    ["hand", "melds", "win", "shanten", "waits", "small", "big_hands", "units", "opening", "error"];

/// The columns of the TSV output under the 四川 rules.
const SICHUAN_TSV_COLUMNS: [&str; 8] =
    ["hand", "melds", "win", "shanten", "waits", "fan", "patterns", "error"];

fn tsv_columns(rules: &RuleSet) -> &'static [&'static str] {
    match rules.win_value() {
        WinValue::Fan => &SICHUAN_TSV_COLUMNS,
        // 国标 writes its own columns (`batch::TSV_COLUMNS`).
        WinValue::Units | WinValue::Alike | WinValue::McrFan => &TSV_COLUMNS,
    }
}

/// EXPERT's ranked discards of a 国标 hand that is no win, for the seat at
/// `place` (its wind prices 门风刻), each explained in English and 中文.
fn mcr_ranking(
    w: &mut String,
    args: &AnalyzeArgs,
    rules: &RuleSet,
    h: &Hand,
    place: Place,
) -> Result<(), String> {
    let view = View { seen: parse_seen(&args.seen)?, draws: args.draws };
    let unseen = view.unseen(h, rules)?;
    let pos = Position::new(h, rules, &unseen, view.draws).at(place);
    let seat = majiang_core::mcr::Wind::ALL[place.after_dealer()];
    let hints = Expert::default().hints(&pos).map_err(|e| e.to_string())?;
    let seat = format!(", seat {} {}", seat.letter(), seat.chinese());
    write_ranking(w, &view, &seat, &hints);
    Ok(())
}

/// EXPERT's ranking under a heading that says what it knew (`more` adds to
/// it), each hint's reason in English, then in 中文.
fn write_ranking(w: &mut String, view: &View, more: &str, hints: &[Hint]) {
    let _ = writeln!(
        w,
        "EXPERT ranking ({} draws to come, {} tiles seen elsewhere{more}):",
        view.draws,
        view.seen.len()
    );
    for (i, hint) in hints.iter().enumerate() {
        let _ = writeln!(w, "  {:>2}. {}", i + 1, hint.reason_en);
        let _ = writeln!(w, "      {}", hint.reason_zh);
    }
}

/// What EXPERT's ranking knows besides the hand: the tiles seen elsewhere
/// and the own draws to come.
struct View {
    seen: Vec<Tile>,
    draws: u32,
}

fn parse_seen(seen: &str) -> Result<Vec<Tile>, String> {
    if seen.trim().is_empty() {
        return Ok(Vec::new());
    }
    majiang_core::notation::parse_tiles(seen).map_err(|e| format!("--seen: {e}"))
}

impl View {
    /// The copies left of each kind: 4 − `h` and its melds − the tiles seen.
    fn unseen(&self, h: &Hand, rules: &RuleSet) -> Result<Counts, String> {
        Expert::unseen_given(h, rules, &self.seen).map_err(|e| format!("--seen: {e}"))
    }
}

/// EXPERT's ranked discards of a `3n+2` hand with `unseen` copies left.
fn expert_hints(
    h: &Hand,
    rules: &RuleSet,
    unseen: &Counts,
    draws: u32,
) -> Result<Vec<Hint>, String> {
    Expert::default().hints(&Position::new(h, rules, unseen, draws)).map_err(|e| e.to_string())
}

/// What the batch reports of one hand.
struct Facts {
    win: bool,
    /// The rules' distance: the shape's, but under 四川 with the void suit
    /// cleared ([`sichuan::shanten`]); `None` when no suit can be void.
    shanten: Option<i8>,
    /// The shape's shanten ([`shanten`]), 缺一门 not counted.
    shape_shanten: i8,
    waits: Vec<u8>,
    analysis: Option<WinAnalysis>,
    opening: Vec<(OpeningWin, u32)>,
    hints: Vec<Hint>,
    /// Under the 四川 rules: the fan and patterns (`None` for a non-win or
    /// a `3n+1` hand); `None` under other rules.
    sichuan: Option<Option<SichuanAnalysis>>,
}

impl Facts {
    fn of(hand: &str, melds: &str, rules: &RuleSet, view: &View) -> Result<Facts, String> {
        let h = Hand::parse(hand, melds, rules).map_err(|e| e.to_string())?;
        match rules.win_value() {
            WinValue::Alike => return Facts::flat(&h, rules),
            WinValue::Fan => return Facts::sichuan(&h, rules),
            // `run` hands 国标 to `mcr_run` before any line is read.
            WinValue::McrFan => return Err("国标 hands are read by the mcr analysis".into()),
            WinValue::Units => {}
        }
        let (waits, analysis) = if h.is_complete_size() {
            let a = analyze_win(&h, rules, &WinContext::default()).map_err(|e| e.to_string())?;
            (Vec::new(), a)
        } else {
            let w = majiang_core::waits(&h, rules).map_err(|e| e.to_string())?;
            (w.iter().map(Tile::id).collect(), None)
        };
        Ok(Facts {
            win: analysis.is_some(),
            shanten: Some(shanten(&h, rules)),
            shape_shanten: shanten(&h, rules),
            waits,
            analysis,
            opening: dealt_opening_wins(&h, rules),
            hints: match h.is_complete_size() {
                true => expert_hints(&h, rules, &view.unseen(&h, rules)?, view.draws)?,
                false => Vec::new(),
            },
            sichuan: None,
        })
    }

    /// The facts under the flat rules: the shape checks, and a win's
    /// analysis as the library gives it (small, no big hand: 不分大小胡).
    fn flat(h: &Hand, rules: &RuleSet) -> Result<Facts, String> {
        let (waits, analysis) = if h.is_complete_size() {
            let a = analyze_win(h, rules, &WinContext::default()).map_err(|e| e.to_string())?;
            (Vec::new(), a)
        } else {
            let w = majiang_core::waits(h, rules).map_err(|e| e.to_string())?;
            (w.iter().map(Tile::id).collect(), None)
        };
        Ok(Facts {
            win: analysis.is_some(),
            shanten: Some(shanten(h, rules)),
            shape_shanten: shanten(h, rules),
            waits,
            analysis,
            opening: Vec::new(),
            hints: Vec::new(),
            sichuan: None,
        })
    }

    /// The facts under the 四川 rules: 缺一门 in `win` and `waits`, the fan.
    fn sichuan(h: &Hand, rules: &RuleSet) -> Result<Facts, String> {
        let (win, waits) = if h.is_complete_size() {
            (sichuan::analyze(h, rules).map_err(|e| e.to_string())?, Vec::new())
        } else {
            let draws = sichuan::winning_draws(h, rules).map_err(|e| e.to_string())?;
            (None, draws.iter().map(|(t, _)| t.id()).collect())
        };
        Ok(Facts {
            win: win.is_some(),
            shanten: sichuan::shanten(h, rules).map_err(|e| e.to_string())?,
            shape_shanten: shanten(h, rules),
            waits,
            analysis: None,
            opening: Vec::new(),
            hints: Vec::new(),
            sichuan: Some(win),
        })
    }

    /// The fan and the pattern identifiers under the 四川 rules (0 and none
    /// for a non-win).
    fn fan(&self) -> (u32, Vec<&'static str>) {
        match self.sichuan.as_ref().and_then(Option::as_ref) {
            Some(a) => (a.fan, a.patterns.iter().map(|p| p.id()).collect()),
            None => (0, Vec::new()),
        }
    }

    fn big_ids(&self) -> Vec<&'static str> {
        self.analysis.iter().flat_map(|a| a.big_hands.iter().map(|(b, _)| b.id())).collect()
    }

    fn opening_ids(&self) -> Vec<&'static str> {
        self.opening.iter().flat_map(|(o, n)| std::iter::repeat_n(o.id(), *n as usize)).collect()
    }
}

/// Opening wins apply to a dealt hand: no melds, 13 or 14 tiles.
fn dealt_opening_wins(h: &Hand, rules: &RuleSet) -> Vec<(OpeningWin, u32)> {
    let dealt = h.meld_count() == 0 && matches!(h.concealed().total(), 13 | 14);
    if dealt { opening_wins(h.concealed(), rules) } else { Vec::new() }
}

fn batch_line(
    hand: &str,
    melds: &str,
    facts: &Result<Facts, String>,
    format: Format,
    columns: &[&str],
) -> String {
    if let Ok(f) = facts
        && f.sichuan.is_some()
    {
        return sichuan_line(hand, melds, f, format);
    }
    match (format, facts) {
        (Format::Json, Ok(f)) => json!({
            "hand": hand,
            "melds": melds,
            "win": f.win,
            "shanten": f.shanten,
            "waits": f.waits,
            "small": f.analysis.as_ref().is_some_and(|a| a.small),
            "big_hands": f.big_ids(),
            "units": f.analysis.as_ref().map_or(0, |a| a.units),
            "opening": f.opening_ids(),
            "expert": f.hints.iter().map(|h| json!({
                "tile": h.tile.id(),
                "shanten": h.shanten,
                "useful_kinds": h.useful.iter().map(|(t, _)| t.id()).collect::<Vec<_>>(),
                "unseen_copies": h.useful_tiles,
                "useful": h.useful.iter().map(|(t, n)| [t.id(), *n]).collect::<Vec<_>>(),
                "win_prob": h.win_prob,
                "points": h.points,
                "reason": h.reason_en,
                "reason_zh": h.reason_zh,
                // Deprecated: the 0.1 names of `tile`, `unseen_copies` and
                // `reason`, kept for one release (CHANGELOG "Deprecated").
                "discard": h.tile.id(),
                "useful_tiles": h.useful_tiles,
                "reason_en": h.reason_en,
            })).collect::<Vec<_>>(),
        })
        .to_string(),
        (Format::Json, Err(e)) => json!({ "hand": hand, "melds": melds, "error": e }).to_string(),
        (_, Ok(f)) => {
            let list = |items: Vec<String>| {
                if items.is_empty() { "-".to_string() } else { items.join(",") }
            };
            [
                tsv_field(hand),
                tsv_field(melds),
                f.win.to_string(),
                shanten_field(f.shanten),
                list(f.waits.iter().map(u8::to_string).collect()),
                f.analysis.as_ref().is_some_and(|a| a.small).to_string(),
                list(f.big_ids().into_iter().map(String::from).collect()),
                f.analysis.as_ref().map_or(0, |a| a.units).to_string(),
                list(f.opening_ids().into_iter().map(String::from).collect()),
                "-".to_string(),
            ]
            .join("\t")
        }
        (_, Err(e)) => {
            let mut fields = vec![tsv_field(hand), tsv_field(melds)];
            fields.extend(std::iter::repeat_n("-".to_string(), columns.len() - 3));
            fields.push(tsv_field(e));
            fields.join("\t")
        }
    }
}

/// A batch line under the 四川 rules (error lines are the common ones).
fn sichuan_line(hand: &str, melds: &str, f: &Facts, format: Format) -> String {
    let (fan, patterns) = f.fan();
    if format == Format::Json {
        return json!({
            "hand": hand,
            "melds": melds,
            "win": f.win,
            "shanten": f.shanten,
            "shape_shanten": f.shape_shanten,
            "waits": f.waits,
            "fan": fan,
            "patterns": patterns,
            "expert": [],
        })
        .to_string();
    }
    let list =
        |items: Vec<String>| if items.is_empty() { "-".to_string() } else { items.join(",") };
    [
        tsv_field(hand),
        tsv_field(melds),
        f.win.to_string(),
        shanten_field(f.shanten),
        list(f.waits.iter().map(u8::to_string).collect()),
        fan.to_string(),
        list(patterns.into_iter().map(String::from).collect()),
        "-".to_string(),
    ]
    .join("\t")
}

/// A shanten in a TSV line: `-` when the hand can never win.
fn shanten_field(shanten: Option<i8>) -> String {
    shanten.map_or("-".to_string(), |s| s.to_string())
}

/// A TSV field: tabs and line breaks would break the columns.
fn tsv_field(s: &str) -> String {
    let s = s.replace(['\t', '\n', '\r'], " ");
    if s.is_empty() { "-".to_string() } else { s }
}

/// `5m 五万`.
fn both(t: Tile) -> String {
    format!("{t} {}", t.chinese())
}

fn tiles_both(tiles: &[Tile]) -> String {
    format!(
        "{}  ({})",
        majiang_core::notation::format_tiles(tiles.iter().copied()),
        majiang_core::notation::format_chinese(tiles.iter().copied())
    )
}

fn big_list(a: &WinAnalysis) -> String {
    a.big_hands
        .iter()
        .map(|(b, u)| {
            let units = if *u == 1 { String::new() } else { format!(" ×{u}") };
            format!("{} {}{units}", b.chinese(), b.id())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report for a person.
fn report(h: &Hand, rules: &RuleSet, ctx: WinContext, view: &View) -> Result<String, String> {
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(w, "Hand:    {}", tiles_both(&h.concealed().tiles().collect::<Vec<_>>()));
    for m in h.melds() {
        let _ =
            writeln!(w, "Meld:    {m}  ({})", majiang_core::notation::format_chinese(m.tiles()));
    }
    let wild = rules.wildcard.map_or(String::new(), |t| format!(", wildcard {}", both(t)));
    let _ = writeln!(w, "Rules:   {}{wild}", rules.name);
    let sh = shanten(h, rules);
    if h.is_complete_size() {
        match rules.win_value() {
            WinValue::Alike => {
                let win = majiang_core::is_win(h, rules);
                let text = if win {
                    "yes — every win pays alike (不分大小胡)"
                } else {
                    "no — no winning shape"
                };
                let _ = writeln!(w, "Win:     {text}");
            }
            WinValue::Fan => sichuan_win_section(w, h, rules, ctx)?,
            WinValue::McrFan => {
                // The fan list is to come (issue 36, part 2): the shape only.
                let win = majiang_core::wins(h, rules).map_err(|e| e.to_string())?;
                let text = if win { "yes — an MCR winning shape" } else { "no — no MCR shape" };
                let _ = writeln!(w, "Win:     {text}");
            }
            WinValue::Units => win_section(w, h, rules, ctx)?,
        }
    } else {
        let _ = writeln!(
            w,
            "Win:     no — {} concealed tiles: a winning hand needs one more tile",
            h.concealed().total()
        );
    }
    let shape = sh;
    // The rules' distance: under 四川 clearing the void suit (缺一门) counts.
    let Some(sh) = majiang_core::family::shanten(h, rules).map_err(|e| e.to_string())? else {
        let _ = writeln!(w, "Shanten: — (the melds hold all three suits: never a win)");
        return Ok(s);
    };
    let meaning = match sh {
        -1 => "complete".to_string(),
        0 if !h.is_complete_size() => "ready, 听牌".to_string(),
        0 => "one discard from ready".to_string(),
        1 => "1 tile from ready".to_string(),
        n => format!("{n} tiles from ready"),
    };
    // Why the rules' distance differs from the shape's: 四川's void suit, or
    // the forms of 国标 the generic shapes do not know (全不靠, 组合龙).
    let why = match rules.win_value() {
        WinValue::McrFan => "over every 国标 form",
        _ => "clearing a suit for 缺一门",
    };
    if sh == shape {
        let _ = writeln!(w, "Shanten: {sh} ({meaning})");
    } else {
        let _ = writeln!(w, "Shanten: {sh} ({meaning}, {why}; the shape's {shape})");
    }
    let per: Vec<String> = shanten_by_target(h, rules)
        .into_iter()
        .map(|(t, v)| {
            let v = v.map_or("—".to_string(), |v| v.to_string());
            format!("{} {} {v}", rules.target_name(t).0, t.name())
        })
        .collect();
    let _ = writeln!(w, "  by target: {}", per.join(", "));
    // The copies left count out the tiles seen elsewhere (`--seen`) too.
    let unseen = view.unseen(h, rules)?;
    if !h.is_complete_size() {
        let waits = waits_with_counts(h, rules, Some(&unseen)).map_err(|e| e.to_string())?;
        if sh == 0 {
            let total: u32 = waits.iter().map(|(_, n)| u32::from(*n)).sum();
            let list: Vec<String> =
                waits.iter().map(|(t, n)| format!("{} ({n} left)", both(*t))).collect();
            let _ = writeln!(w, "Waits:   {} — {total} tiles", list.join(", "));
            if rules.win_value() == WinValue::Fan {
                sichuan_waits(w, h, rules)?;
            }
        } else {
            let d = effective_draws(h, rules, Some(&unseen)).map_err(|e| e.to_string())?;
            let list: Vec<String> = d.iter().map(|(t, n)| format!("{t}×{n}")).collect();
            let _ = writeln!(w, "Effective draws: {} — {} tiles", list.join(" "), d.total);
        }
    } else if sh >= 0 {
        let options = discard_options(h, rules, Some(&unseen)).map_err(|e| e.to_string())?;
        let _ = writeln!(w, "Best discards (shanten after the discard, then effective draws):");
        for (i, o) in options.iter().enumerate() {
            let draws: Vec<String> = o.draws.iter().map(|(t, n)| format!("{t}×{n}")).collect();
            let _ = writeln!(
                w,
                "  {:>2}. {}  shanten {}, {} tiles: {}",
                i + 1,
                both(o.discard),
                o.shanten,
                o.draws.total,
                if draws.is_empty() { "none".to_string() } else { draws.join(" ") }
            );
        }
        if rules.win_value() != WinValue::Units {
            // EXPERT ranks for the Changsha table only.
            return Ok(s);
        }
        let hints = expert_hints(h, rules, &unseen, view.draws)?;
        write_ranking(w, view, "", &hints);
    }
    let opening = dealt_opening_wins(h, rules);
    if h.meld_count() == 0 && matches!(h.concealed().total(), 13 | 14) && rules.table.opening_wins {
        let list: Vec<String> =
            opening.iter().map(|(o, n)| format!("{} {} ×{n}", o.chinese(), o.id())).collect();
        let text = if list.is_empty() { "none".to_string() } else { list.join(", ") };
        let _ = writeln!(w, "Opening wins (起手胡, if this is the dealt hand): {text}");
    }
    Ok(s)
}

/// `清一色 qingyise (one suit) 2, 根 gen (a four of a kind) 1`.
fn pattern_list(a: &SichuanAnalysis) -> String {
    let items: Vec<String> = a
        .patterns
        .iter()
        .map(|p| format!("{} {} ({}) {}", p.chinese(), p.id(), p.english(), p.fan()))
        .collect();
    items.join(", ")
}

/// `3 fan (番), 8× the base (cap 4 fan = 16×)`.
fn fan_value(a: &SichuanAnalysis, rules: &RuleSet) -> String {
    let cap = rules.sichuan.cap;
    format!(
        "{} fan (番), {}× the base (cap {} fan = {}×)",
        a.fan,
        cap.multiplier(a.fan),
        cap.fan(),
        cap.multiplier(cap.fan())
    )
}

/// Win or not under the 四川 rules (缺一门 included), the fan and its patterns.
fn sichuan_win_section(
    w: &mut String,
    h: &Hand,
    rules: &RuleSet,
    ctx: WinContext,
) -> Result<(), String> {
    let Some(a) = sichuan::analyze(h, rules).map_err(|e| e.to_string())? else {
        let why = if sichuan::holds_three_suits(h) && majiang_core::is_win(h, rules) {
            "tiles of all three suits: a winning hand lacks one suit (缺一门)"
        } else {
            "no winning shape"
        };
        let _ = writeln!(w, "Win:     no — {why}");
        return Ok(());
    };
    let _ = writeln!(
        w,
        "Win:     yes — {} (as if won on a discard, no situational patterns)",
        fan_value(&a, rules)
    );
    let _ = writeln!(w, "         {}", pattern_list(&a));
    for d in decompositions(h, rules).iter().take(12) {
        let _ = writeln!(w, "         {d}");
    }
    let mut refused = Vec::new();
    for (label, self_draw) in [("self-draw 自摸", true), ("on a discard 点炮", false)] {
        let situation = SichuanContext {
            self_draw,
            after_kong: ctx.kong_flip,
            robbed_kong: ctx.robbed_kong,
            last_tile: ctx.last_tile,
            first_turn: ctx.first_turn,
            dealer: ctx.dealer,
        };
        // Shown when the situation adds a pattern; one that cannot happen
        // (a robbed kong self-drawn, 杠上花 without a kong) says why.
        match sichuan::analyze_with(h, rules, &situation) {
            Ok(Some(b)) if b != a => {
                let _ = writeln!(w, "  {label}: {}: {}", fan_value(&b, rules), pattern_list(&b));
            }
            Ok(_) => {}
            Err(e) => {
                let _ = writeln!(w, "  {label}: not possible — {e}");
                refused.push(e.to_string());
            }
        }
    }
    if let [drawn, discard] = refused.as_slice() {
        return Err(both_refused(discard, drawn));
    }
    Ok(())
}

/// The error when neither way of winning fits the context asked for: one
/// reason, or each way's when they differ.
fn both_refused(discard: &str, drawn: &str) -> String {
    if discard == drawn {
        discard.to_string()
    } else {
        format!("on a discard: {discard}; self-drawn: {drawn}")
    }
}

/// The 四川 waits of a ready hand (缺一门: never a tile of the third suit)
/// with each win's fan, and the best (what 查大叫 pays).
fn sichuan_waits(w: &mut String, h: &Hand, rules: &RuleSet) -> Result<(), String> {
    let draws = sichuan::winning_draws(h, rules).map_err(|e| e.to_string())?;
    if draws.is_empty() {
        let _ = writeln!(w, "四川:    no tile wins: a winning hand lacks one suit (缺一门)");
        return Ok(());
    }
    let _ = writeln!(w, "四川 waits (缺一门, fan as if won on a discard):");
    for (t, a) in &draws {
        let _ = writeln!(w, "  {}: {} — {}", both(*t), fan_value(a, rules), pattern_list(a));
    }
    Ok(())
}

/// Win or not and why, the big hands and the payments of a complete-size hand.
fn win_section(w: &mut String, h: &Hand, rules: &RuleSet, ctx: WinContext) -> Result<(), String> {
    let discard = analyze_win(h, rules, &WinContext { self_draw: false, ..ctx });
    let drawn = analyze_win(h, rules, &WinContext { self_draw: true, ..ctx });
    let (discard, drawn) = match (discard, drawn) {
        (Err(e), Err(f)) => return Err(both_refused(&e.to_string(), &f.to_string())),
        (a, b) => (a, b),
    };
    let Some(any) = discard.iter().chain(&drawn).flatten().next() else {
        let relaxed = RuleSet { pair: PairRule::Any, ..*rules };
        let near = decompositions(h, &relaxed);
        if rules.pair == PairRule::TwoFiveEight && !near.is_empty() {
            let _ = writeln!(
                w,
                "Win:     no — four sets and a pair, but a small hand (小胡) needs a 2, 5 or 8 \
                 pair and no big hand applies:"
            );
            for d in near {
                let _ = writeln!(w, "         {d}");
            }
        } else {
            let _ = writeln!(w, "Win:     no — no winning shape");
        }
        return Ok(());
    };
    let kind = if any.small { "small hand 小胡" } else { "big hand 大胡" };
    let _ = writeln!(w, "Win:     yes — {kind}");
    for d in decompositions(h, rules).iter().take(12) {
        let _ = writeln!(w, "         {d}");
    }
    let more = decompositions(h, rules).len().saturating_sub(12);
    if more > 0 {
        let _ = writeln!(w, "         … and {more} more readings");
    }
    for (label, analysis, self_draw) in
        [("self-draw 自摸", &drawn, true), ("on a discard 点炮", &discard, false)]
    {
        let a = match analysis {
            Ok(Some(a)) => a,
            Ok(None) => continue,
            // The context cannot happen this way (a robbed kong
            // self-drawn, 杠上开花 without a kong): say so.
            Err(e) => {
                let _ = writeln!(w, "  {label}: not possible — {e}");
                continue;
            }
        };
        let value = if a.small {
            "small hand 小胡".to_string()
        } else {
            format!("{} — {} unit{}", big_list(a), a.units, if a.units == 1 { "" } else { "s" })
        };
        let _ = writeln!(w, "  {label}: {value}");
        let _ = writeln!(w, "    {}", payments(a, self_draw, rules));
    }
    Ok(())
}

/// The payments of a win before birds, as a non-dealer and as the dealer.
fn payments(a: &WinAnalysis, self_draw: bool, rules: &RuleSet) -> String {
    // Seat 1 wins while seat 0 deals, then seat 0 wins as the dealer.
    if self_draw {
        let as_player = settle_win(1, Payers::AllOthers, a, 0, &[], rules);
        let as_dealer = settle_win(0, Payers::AllOthers, a, 0, &[], rules);
        format!(
            "points before birds: +{} as a player (the dealer pays {}, the others {} each), \
             +{} as the dealer ({} each)",
            as_player[1], -as_player[0], -as_player[2], as_dealer[0], -as_dealer[1]
        )
    } else {
        let from_player = settle_win(1, Payers::One(2), a, 0, &[], rules);
        let from_dealer = settle_win(1, Payers::One(0), a, 0, &[], rules);
        let as_dealer = settle_win(0, Payers::One(1), a, 0, &[], rules);
        format!(
            "points before birds: +{} from the discarder (+{} when the dealer discards, \
             +{} when the dealer wins)",
            from_player[1], from_dealer[1], as_dealer[0]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::BigHand;

    #[test]
    fn tsv_fields_never_break_columns() {
        assert_eq!(tsv_field("a\tb\nc"), "a b c");
        assert_eq!(tsv_field(""), "-");
        for columns in [&TSV_COLUMNS[..], &SICHUAN_TSV_COLUMNS[..]] {
            let line = batch_line("x", "", &Err("bad\tthing".into()), Format::Tsv, columns);
            assert_eq!(line.split('\t').count(), columns.len());
        }
    }

    #[test]
    fn big_hands_list_shows_units_above_one() {
        let a = WinAnalysis {
            small: false,
            big_hands: vec![(BigHand::HaoHuaQiXiaoDui, 2), (BigHand::QingYiSe, 1)],
            units: 3,
            targets: vec![],
        };
        assert_eq!(big_list(&a), "豪华七小对 haohua_qixiaodui ×2, 清一色 qingyise");
    }
}
