//! 国标麻将 hands as text: one explained for a person, or a batch for other
//! tools — what `majiang analyze --rules mcr` prints.
//!
//! Batch lines are `HAND | MELDS | CONTEXT`: HAND holds the winning tile (a
//! `3n+2` hand; a `3n+1` hand is reported as not won, with its shanten and
//! waits), MELDS uses the melds' syntax (`chi:123s peng:7z gang:8p
//! an_gang:1m bu_gang:2s`, `-` for none) and CONTEXT is words: `win:TILE`
//! (which tile won; the last tile written in HAND without it),
//! `self_drawn`, `last_copy` (和绝张), `kong` (杠上开花 when self-drawn,
//! 抢杠和 otherwise), `last_tile` (妙手回春 / 海底捞月), `seat:E|S|W|N`,
//! `round:E|S|W|N` (East when left out), `flowers:N`. The CONTEXT part may be
//! left out; blank lines and lines starting with `#` are skipped.
//!
//! JSON fields: `hand`, `melds`, `context` (as written), `win` (the tiles
//! form an MCR winning shape), `fan` (the total, flowers included, as the
//! judge's calculator counts it; 0 when not a win), `fans` (`[{"id", "name":
//! 中文, "english", "value" each, "count"}]` as every binding names a fan, in
//! the calculator's order, 花牌 among them; the 0.1 keys `en` and `fan` for
//! `english` and `value` are still written, deprecated), `meets_minimum` (the total without flowers — with them when the
//! rules count flowers — reaches the minimum), `shanten` (of the 13 tiles
//! before the win; of the hand itself for a `3n+1` hand) and `waits` (for a
//! `3n+1` hand: `[{"tile", "fan"}]`, each wait's total on a discard in the
//! same context). A line that cannot be read, or a context that cannot happen
//! (和绝张 while the hand holds another copy, `kong` with no kong), gives
//! `{"hand", "melds", "context", "error"}`. TSV columns: `hand`, `melds`,
//! `context`, `win`, `fan`, `meets_minimum`, `shanten`, `fans` (`中文×count`,
//! comma-separated), `waits` (`tile:fan`), `error`.

use crate::expert::Place;
use crate::mcr::{self, FanCount, Score, Situation};
use crate::{Hand, RuleSet, Tile};
use serde_json::json;
use std::fmt::Write as _;

/// The TSV columns under the MCR rules.
pub const TSV_COLUMNS: [&str; 10] = [
    "hand",
    "melds",
    "context",
    "win",
    "fan",
    "meets_minimum",
    "shanten",
    "fans",
    "waits",
    "error",
];

/// What the minimum is and whether flowers count toward it.
#[derive(Clone, Copy, Debug)]
pub struct Minimum {
    /// The fan a win needs (8 in competition).
    pub fan: u32,
    /// Flowers count toward it (Botzone's judge counts them).
    pub flowers_count: bool,
}

/// What one line says of its hand.
pub struct Facts {
    /// The hand as read.
    hand: Hand,
    /// How the hand was won (the context, the winning tile filled in).
    situation: Situation,
    /// The hand holds `3n+2` tiles: a win, or not a winning shape.
    complete: bool,
    score: Option<Score>,
    meets: bool,
    shanten: i8,
    waits: Vec<(Tile, u32)>,
}

/// Splits a batch line into HAND, MELDS (`-` for none) and CONTEXT.
pub fn split_line(line: &str) -> Result<(&str, &str, &str), String> {
    let mut parts = line.split('|').map(str::trim);
    let hand = parts.next().unwrap_or_default();
    let melds = parts.next().unwrap_or_default();
    let context = parts.next().unwrap_or_default();
    if parts.next().is_some() {
        return Err("more than two '|' on the line: write HAND | MELDS | CONTEXT".into());
    }
    Ok((hand, melds, context))
}

/// The analysis of one hand: HAND (with the winning tile), MELDS, CONTEXT.
pub fn facts(
    hand: &str,
    melds: &str,
    context: &str,
    rules: &RuleSet,
    min: Minimum,
) -> Result<Facts, String> {
    let melds = if melds == "-" { "" } else { melds };
    let h = Hand::parse(hand, melds, rules).map_err(|e| e.to_string())?;
    let last = crate::notation::parse_tiles(hand).ok().and_then(|t| t.last().copied());
    let situation = Situation::parse(context, last).map_err(|e| e.to_string())?;
    if !h.is_complete_size() {
        let shanten = mcr::shanten(&h).map_err(|e| e.to_string())?;
        let waits = mcr::waits(&h, &situation)
            .map_err(|e| e.to_string())?
            .into_iter()
            .map(|(t, s)| (t, s.total()))
            .collect();
        return Ok(Facts {
            hand: h,
            situation,
            complete: false,
            score: None,
            meets: false,
            shanten,
            waits,
        });
    }
    let score = mcr::score(&h, &situation).map_err(|e| e.to_string())?;
    let before = h.without_tile(situation.win).map_err(|e| e.to_string())?;
    let shanten = mcr::shanten(&before).map_err(|e| e.to_string())?;
    let meets = score.as_ref().is_some_and(|s| s.meets(min.fan, min.flowers_count));
    Ok(Facts { hand: h, situation, complete: true, score, meets, shanten, waits: Vec::new() })
}

impl Facts {
    /// A `3n+2` hand that is no winning shape: the hand to discard from and
    /// where its seat sits from the dealer (the context's seat wind).
    #[must_use]
    pub fn to_discard(&self) -> Option<(&Hand, Place)> {
        (self.complete && self.score.is_none())
            .then(|| (&self.hand, Place::after(usize::from(self.situation.seat.index()))))
    }
}

fn fan_json(f: FanCount) -> serde_json::Value {
    json!({
        "id": f.fan.id(),
        "name": f.fan.chinese(),
        "english": f.fan.english(),
        "value": f.fan.value(),
        "count": f.count,
        // Deprecated: the 0.1 names of `english` and `value`, kept for one
        // release (CHANGELOG "Deprecated").
        "en": f.fan.english(),
        "fan": f.fan.value(),
    })
}

/// One output line (JSON or TSV) for a batch hand.
pub fn line(
    hand: &str,
    melds: &str,
    context: &str,
    facts: &Result<Facts, String>,
    json_out: bool,
) -> String {
    let tsv = |s: &str| {
        let s = s.replace(['\t', '\n', '\r'], " ");
        if s.is_empty() { "-".to_string() } else { s }
    };
    match (json_out, facts) {
        (true, Ok(f)) => json!({
            "hand": hand,
            "melds": melds,
            "context": context,
            "win": f.score.is_some(),
            "fan": f.score.as_ref().map_or(0, Score::total),
            "fans": f.score.as_ref().map_or(Vec::new(), |s| s.fans().map(fan_json).collect()),
            "meets_minimum": f.meets,
            "shanten": f.shanten,
            "waits": f.waits.iter().map(|(t, fan)| json!({ "tile": t.to_string(), "fan": fan })).collect::<Vec<_>>(),
        })
        .to_string(),
        (true, Err(e)) => json!({ "hand": hand, "melds": melds, "context": context, "error": e }).to_string(),
        (false, Ok(f)) => {
            let fans = f.score.as_ref().map_or(Vec::new(), |s| {
                s.fans().map(|f| format!("{}×{}", f.fan.chinese(), f.count)).collect()
            });
            let waits: Vec<String> = f.waits.iter().map(|(t, fan)| format!("{t}:{fan}")).collect();
            let list = |v: Vec<String>| if v.is_empty() { "-".to_string() } else { v.join(",") };
            [
                tsv(hand),
                tsv(melds),
                tsv(context),
                f.score.is_some().to_string(),
                f.score.as_ref().map_or(0, Score::total).to_string(),
                f.meets.to_string(),
                f.shanten.to_string(),
                list(fans),
                list(waits),
                "-".to_string(),
            ]
            .join("\t")
        }
        (false, Err(e)) => {
            let mut fields = vec![tsv(hand), tsv(melds), tsv(context)];
            fields.extend(std::iter::repeat_n("-".to_string(), TSV_COLUMNS.len() - 4));
            fields.push(tsv(e));
            fields.join("\t")
        }
    }
}

fn fan_table(out: &mut String, s: &Score) {
    for f in s.fans() {
        let times = if f.count > 1 { format!(" ×{}", f.count) } else { String::new() };
        let _ = writeln!(
            out,
            "  {:<8} {:<34} {:>3}",
            format!("{}{times}", f.fan.chinese()),
            f.fan.english(),
            f.total()
        );
    }
}

/// The report for a person of the facts `f` of `hand` and `melds`: the fans
/// of a won hand, or the shanten and each wait's fan.
#[must_use]
pub fn report(hand: &str, melds: &str, f: &Facts, min: Minimum) -> String {
    let melds = if melds.is_empty() || melds == "-" { "none" } else { melds };
    let mut out = format!("国标麻将 (mcr)  hand {hand}  melds {melds}\n");
    let flowers_rule = if min.flowers_count { "flowers counted" } else { "flowers not counted" };
    match &f.score {
        Some(s) => {
            let situation = &f.situation;
            let how =
                if situation.self_drawn { "self-drawn 自摸" } else { "on a discard 点和" };
            let _ = writeln!(
                out,
                "Won on {} ({}), {how}; seat {} {}, round {} {}",
                situation.win,
                situation.win.chinese(),
                situation.seat.letter(),
                situation.seat.chinese(),
                situation.round.letter(),
                situation.round.chinese()
            );
            let _ = writeln!(out, "Fans (番):");
            fan_table(&mut out, s);
            let verdict = if f.meets {
                format!("reaches the {}-fan minimum ({flowers_rule})", min.fan)
            } else {
                format!("under the {}-fan minimum ({flowers_rule}): not a legal win", min.fan)
            };
            let _ = writeln!(
                out,
                "Total: {} fan ({} without flowers) — {verdict}",
                s.total(),
                s.without_flowers()
            );
            let _ = writeln!(out, "Before the win: shanten {} (ready)", f.shanten);
        }
        // Its shanten is the hand without the last tile's: the discards
        // (EXPERT's ranking, after the report) say more.
        None if f.complete => {
            let _ = writeln!(out, "Not a winning shape: a tile to discard.");
        }
        None if !f.waits.is_empty() || f.shanten == 0 => {
            let _ =
                writeln!(out, "Shanten {} (ready, 听牌). Waits, each won on a discard:", f.shanten);
            for (t, fan) in &f.waits {
                let mark = if *fan >= min.fan { "" } else { "  (under the minimum)" };
                let _ = writeln!(out, "  {t} {}  {fan} fan{mark}", t.chinese());
            }
        }
        None => {
            let _ = writeln!(out, "Shanten {} (向听)", f.shanten);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Minimum = Minimum { fan: 8, flowers_count: false };

    fn rules() -> RuleSet {
        RuleSet::mcr()
    }

    #[test]
    fn a_worked_example_as_json() {
        let (h, m, c) = split_line("44466888999s | chi:123s | win:9s seat:E round:N").unwrap();
        let f = facts(h, m, c, &rules(), MIN);
        let v: serde_json::Value = serde_json::from_str(&line(h, m, c, &f, true)).unwrap();
        assert_eq!(v["win"], true);
        assert_eq!(v["fan"], 27);
        assert_eq!(v["fans"][0]["name"], "清一色");
        assert_eq!(v["fans"][0]["id"], "full_flush");
        assert_eq!(v["fans"][0]["english"], "Full Flush");
        assert_eq!(v["fans"][0]["value"], 24);
        assert_eq!(v["fans"][0]["en"], "Full Flush");
        assert_eq!(v["fans"][0]["fan"], 24);
        assert_eq!(v["fans"][0]["count"], 1);
        assert_eq!(v["meets_minimum"], true);
        assert_eq!(v["shanten"], 0);
    }

    #[test]
    fn flowers_do_not_reach_the_minimum_unless_the_rules_say_so() {
        let (h, m, c) =
            split_line("678m123p44477z | peng:7s | win:6m seat:S round:W flowers:3").unwrap();
        let f = facts(h, m, c, &rules(), MIN).unwrap();
        assert_eq!(f.score.as_ref().unwrap().total(), 10);
        assert!(!f.meets);
        let f = facts(h, m, c, &rules(), Minimum { fan: 8, flowers_count: true }).unwrap();
        assert!(f.meets);
    }

    #[test]
    fn impossible_contexts_and_bad_lines_give_error_lines() {
        for l in [
            "333444666m555s77p | - | win:4m last_copy",
            "333444666m555s77p | - | win:4m self_drawn kong",
            "333444666m555s77p | - | win:4m kong",
            "333444666m555s77p | - | win:4m tsumo",
            "333444666m555s77777p | - | win:4m",
            "x | - | -",
        ] {
            let (h, m, c) = split_line(l).unwrap();
            let f = facts(h, m, c, &rules(), MIN);
            assert!(f.is_err(), "{l}");
            let v: serde_json::Value = serde_json::from_str(&line(h, m, c, &f, true)).unwrap();
            assert!(v["error"].as_str().unwrap().len() > 10, "{l}: {v}");
            let tsv = line(h, m, c, &f, false);
            assert_eq!(tsv.split('\t').count(), TSV_COLUMNS.len(), "{tsv}");
        }
        assert!(split_line("a | b | c | d").is_err());
    }

    #[test]
    fn a_ready_hand_lists_its_waits_with_their_fan() {
        // 444 66 888 99 beside 123s: 6s or 9s, each a 清一色.
        let f = facts("4446688899s", "chi:123s", "round:N", &rules(), MIN).unwrap();
        assert!(f.score.is_none());
        assert_eq!(f.shanten, 0);
        let waits: Vec<String> = f.waits.iter().map(|(t, _)| t.to_string()).collect();
        assert_eq!(waits, ["6s", "9s"]);
        assert!(f.waits.iter().all(|(_, fan)| *fan >= 24), "{:?}", f.waits);
        let text = report("4446688899s", "chi:123s", &f, MIN);
        assert!(text.contains("9s 九条"), "{text}");
    }

    #[test]
    fn the_report_names_every_fan() {
        let (h, c) = ("999s11333666777z", "win:9s round:S flowers:2");
        let text = report(h, "-", &facts(h, "-", c, &rules(), MIN).unwrap(), MIN);
        for name in [
            "混幺九",
            "三暗刻",
            "混一色",
            "双箭刻",
            "门前清",
            "花牌 ×2",
            "Total: 64 fan (62 without flowers)",
        ] {
            assert!(text.contains(name), "{name}: {text}");
        }
    }
}
