//! Game records: a hand as JSON lines, replayable byte for byte.
//!
//! ```text
//! {"majiang":"game","version":1,"rules":{...},"seed":42,"dealer":0,"scores":[0,0,0,0]}
//! {"seat":0,"action":"discard 5m"}
//! {"seat":2,"action":"peng"}
//! ...
//! {"result":{"deltas":[-1,1,0,0],"next_dealer":1,...}}
//! ```
//! The header carries the full rule set (preset name and every field) and
//! either the seed or, for a stacked wall, the wall itself in draw order.
//! One line per applied action, in the order applied. The result line is
//! written once the hand is over; replaying checks it.

use super::{Action, Game, HandResult, Wall};
use crate::error::{Error, Result};
use crate::family::mcr::record::FanLine;
use crate::family::{FAMILIES, TableFamily, with_family};
use crate::notation::{format_tiles, parse_tiles};
use crate::rules::{
    BirdMode, NextDealer, PairRule, PointTable, RuleSet, Scoring, SevenPairs, TableOptions,
};
use serde::de::Error as _;
use serde::ser::{Error as _, SerializeMap};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

const MAGIC: &str = "game";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Header {
    majiang: String,
    version: u32,
    rules: RulesRecord,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    wall: Option<String>,
    dealer: usize,
    scores: [i32; 4],
}

/// Every field of a [`RuleSet`], so a record replays under the rules it was
/// played with even if a preset changes.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct RulesRecord {
    name: String,
    honours: bool,
    wildcard: Option<String>,
    pair: String,
    pengpenghu: bool,
    qingyise: bool,
    jiangjianghu: bool,
    quanqiuren: bool,
    seven_pairs: Option<String>,
    thirteen_orphans: bool,
    kaigang: bool,
    kaigang_flips: u8,
    opening_wins: bool,
    birds: u8,
    bird_mode: String,
    dealer_bonus: bool,
    next_dealer: String,
    haidi_offer: bool,
    /// The families' own parts, each under its key.
    #[serde(flatten)]
    families: FamilyParts,
    kong_fee: u32,
    small_self_draw: u32,
    small_discard: u32,
    big_unit: u32,
}

impl RulesRecord {
    fn of(r: &RuleSet) -> RulesRecord {
        let t = &r.table;
        RulesRecord {
            name: r.name.to_string(),
            honours: r.honours,
            wildcard: r.wildcard.map(|w| w.to_string()),
            pair: match r.pair {
                PairRule::Any => "any",
                PairRule::TwoFiveEight => "258",
            }
            .to_string(),
            pengpenghu: r.pengpenghu,
            qingyise: r.qingyise,
            jiangjianghu: r.jiangjianghu,
            quanqiuren: r.quanqiuren,
            seven_pairs: r.seven_pairs.map(|s| {
                match s {
                    SevenPairs::Distinct => "distinct",
                    SevenPairs::FourAsTwoPairs => "four_as_two_pairs",
                }
                .to_string()
            }),
            thirteen_orphans: r.thirteen_orphans,
            kaigang: t.kaigang,
            kaigang_flips: t.kaigang_flips,
            opening_wins: t.opening_wins,
            birds: t.birds,
            bird_mode: match t.bird_mode {
                BirdMode::Multiply => "multiply",
                BirdMode::AddOne => "add_one",
            }
            .to_string(),
            dealer_bonus: t.dealer_bonus,
            next_dealer: match t.next_dealer {
                NextDealer::Winner => "winner",
                NextDealer::KeepOrNext => "keep_or_next",
                NextDealer::Rotate => "rotate",
            }
            .to_string(),
            haidi_offer: t.haidi_offer,
            families: FamilyParts::of(r),
            kong_fee: t.kong_fee,
            small_self_draw: t.points.small_self_draw,
            small_discard: t.points.small_discard,
            big_unit: t.points.big_unit,
        }
    }

    fn to_rules(&self) -> std::result::Result<RuleSet, String> {
        let bad = |what: &str, v: &str| format!("unknown {what} {v:?}");
        let mut r = RuleSet::by_name(&self.name).map_err(|e| e.to_string())?;
        r.honours = self.honours;
        r.pair = match self.pair.as_str() {
            "any" => PairRule::Any,
            "258" => PairRule::TwoFiveEight,
            v => return Err(bad("pair rule", v)),
        };
        r.pengpenghu = self.pengpenghu;
        r.qingyise = self.qingyise;
        r.jiangjianghu = self.jiangjianghu;
        r.quanqiuren = self.quanqiuren;
        r.seven_pairs = match self.seven_pairs.as_deref() {
            None => None,
            Some("distinct") => Some(SevenPairs::Distinct),
            Some("four_as_two_pairs") => Some(SevenPairs::FourAsTwoPairs),
            Some(v) => return Err(bad("seven-pairs rule", v)),
        };
        r.thirteen_orphans = self.thirteen_orphans;
        r.wildcard = None;
        r.wildcard_reach = crate::rules::WildcardReach::FourCopies;
        self.families.apply(&mut r)?;
        if let Some(w) = &self.wildcard
            && r.wildcard.is_none()
        {
            r = r
                .with_wildcard(w.parse().map_err(|e: Error| e.to_string())?)
                .map_err(|e| e.to_string())?;
        }
        r.table = TableOptions {
            kaigang: self.kaigang,
            kaigang_flips: 2,
            opening_wins: self.opening_wins,
            birds: 0,
            bird_mode: match self.bird_mode.as_str() {
                "multiply" => BirdMode::Multiply,
                "add_one" => BirdMode::AddOne,
                v => return Err(bad("bird mode", v)),
            },
            dealer_bonus: self.dealer_bonus,
            next_dealer: match self.next_dealer.as_str() {
                "winner" => NextDealer::Winner,
                "keep_or_next" => NextDealer::KeepOrNext,
                "rotate" => NextDealer::Rotate,
                v => return Err(bad("next-dealer rule", v)),
            },
            haidi_offer: self.haidi_offer,
            kong_fee: self.kong_fee,
            points: PointTable {
                small_self_draw: self.small_self_draw,
                small_discard: self.small_discard,
                big_unit: self.big_unit,
            },
        };
        r.set_kaigang_flips(i64::from(self.kaigang_flips)).map_err(|e| e.to_string())?;
        r.set_birds(i64::from(self.birds)).map_err(|e| e.to_string())?;
        r.check_combination().map_err(|e| format!("rules the engine does not play: {e}"))?;
        // A record replays the game it recorded or none: rules that do not
        // rebuild to every recorded field (a combination written before the
        // setters refused it) would deal another wall or score otherwise.
        let rebuilt = RulesRecord::of(&r);
        if rebuilt != *self {
            let (a, b) = (serde_json::to_value(self), serde_json::to_value(&rebuilt));
            let differ: Vec<String> = match (a, b) {
                (Ok(serde_json::Value::Object(a)), Ok(serde_json::Value::Object(b))) => {
                    a.iter().filter(|(k, v)| b.get(*k) != Some(v)).map(|(k, _)| k.clone()).collect()
                }
                _ => Vec::new(),
            };
            return Err(format!(
                "the recorded rules are not a combination the engine plays (they would \
                 replay as other rules; fields {}): refused rather than replayed differently",
                differ.join(", ")
            ));
        }
        Ok(r)
    }
}

/// The families' own parts of the rules header
/// ([`TableFamily::RulesRecord`]), each under its family's key, in
/// [`FAMILIES`] order; a family leaves its part out where it does not apply.
/// Kept as JSON values to compare a record with its rebuilt rules, and
/// written through the family's type, so that its fields keep their order.
#[derive(PartialEq, Debug)]
struct FamilyParts(Vec<(Scoring, serde_json::Value)>);

impl FamilyParts {
    fn of(r: &RuleSet) -> FamilyParts {
        let part = |f: Scoring| with_family!(f, F => F::rules_record(r).map(serde_json::to_value));
        let parts = FAMILIES.into_iter().filter_map(|f| Some((f, part(f)?)));
        FamilyParts(parts.map(|(f, v)| (f, v.expect("record parts are plain data"))).collect())
    }

    /// Sets every family's part on `r`, in [`FAMILIES`] order (each family
    /// is asked, with or without a part: the flat tables' absence means 吃
    /// on a Changsha table).
    fn apply(&self, r: &mut RuleSet) -> std::result::Result<(), String> {
        for f in FAMILIES {
            let part = self.0.iter().find(|(g, _)| *g == f).map(|(_, v)| v.clone());
            with_family!(f, F => {
                let part = part.map(serde_json::from_value).transpose().map_err(|e| e.to_string())?;
                F::apply_rules_record(part.as_ref(), r).map_err(|e| e.to_string())?;
            });
        }
        Ok(())
    }
}

impl Serialize for FamilyParts {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (f, v) in &self.0 {
            with_family!(*f, F => {
                let key = F::RECORD_KEY.ok_or_else(|| S::Error::custom("a part of no family"))?;
                let part = serde_json::from_value::<<F as TableFamily>::RulesRecord>(v.clone());
                map.serialize_entry(key, &part.map_err(S::Error::custom)?)?;
            });
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for FamilyParts {
    /// The keys the families own (others are ignored, as every header
    /// field's are); a part that is no part of its family's is refused.
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let keys = std::collections::BTreeMap::<String, serde_json::Value>::deserialize(d)?;
        let mut parts = Vec::new();
        for f in FAMILIES {
            let key = with_family!(f, F => F::RECORD_KEY);
            let Some(v) = key.and_then(|k| keys.get(k)).filter(|v| !v.is_null()) else {
                continue;
            };
            with_family!(f, F => {
                serde_json::from_value::<<F as TableFamily>::RulesRecord>(v.clone()).map_err(D::Error::custom)?;
            });
            parts.push((f, v.clone()));
        }
        Ok(FamilyParts(parts))
    }
}

#[derive(Serialize, Deserialize)]
struct ActionLine {
    seat: usize,
    action: String,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct ResultLine {
    result: ResultRecord,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct ResultRecord {
    deltas: [i32; 4],
    next_dealer: usize,
    draws: u32,
    calls: [u8; 4],
    birds: String,
    wins: Vec<WinLine>,
    openings: Vec<OpeningLine>,
    /// A flat table's payment lines (absent under Changsha).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    payments: Vec<PaymentLine>,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct PaymentLine {
    from: usize,
    to: usize,
    points: i32,
    reason: String,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct WinLine {
    seat: usize,
    from: Option<usize>,
    tile: Option<String>,
    small: bool,
    units: u32,
    big_hands: Vec<(String, u32)>,
    deltas: [i32; 4],
    /// 国标 (MCR): the fans of the win (absent on other tables).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    fans: Vec<FanLine>,
}

#[derive(Serialize, Deserialize, PartialEq)]
struct OpeningLine {
    seat: usize,
    win: String,
    count: u32,
}

impl ResultRecord {
    fn of(r: &HandResult) -> ResultRecord {
        ResultRecord {
            deltas: r.deltas,
            next_dealer: r.next_dealer,
            draws: r.draws,
            calls: r.calls,
            birds: format_tiles(r.birds.iter().copied()),
            wins: r
                .wins
                .iter()
                .map(|w| WinLine {
                    seat: w.seat,
                    from: w.from,
                    tile: w.tile.map(|t| t.to_string()),
                    small: w.analysis.small,
                    units: w.analysis.units,
                    big_hands: w
                        .analysis
                        .big_hands
                        .iter()
                        .map(|(b, n)| (b.id().to_string(), *n))
                        .collect(),
                    deltas: w.deltas,
                    fans: w.fans.as_ref().map(FanLine::of_score).unwrap_or_default(),
                })
                .collect(),
            openings: r
                .openings
                .iter()
                .map(|o| OpeningLine { seat: o.seat, win: o.win.id().to_string(), count: o.count })
                .collect(),
            payments: r
                .payments
                .iter()
                .map(|p| PaymentLine {
                    from: p.from,
                    to: p.to,
                    points: p.points,
                    reason: p.reason.to_string(),
                })
                .collect(),
        }
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("record lines are plain data")
}

impl Game {
    /// The game record so far (JSON lines, each ending in `\n`): header,
    /// every action, and the result once the hand is over.
    ///
    /// ```
    /// use majiang_core::{RuleSet, game::Game};
    /// let mut game = Game::new(RuleSet::changsha(), 3, 1)?;
    /// while let Some(seat) = game.next_to_act() {
    ///     game.apply(seat, game.legal_actions(seat)[0])?;
    /// }
    /// let record = game.to_record();
    /// let again = Game::replay(&record)?;
    /// assert_eq!(again.to_record(), record);
    /// assert_eq!(again, game);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub fn to_record(&self) -> String {
        let header = Header {
            majiang: MAGIC.to_string(),
            version: VERSION,
            rules: RulesRecord::of(&self.rules),
            seed: self.seed,
            wall: match self.seed {
                Some(_) => None,
                None => Some(format_tiles(self.wall.tiles().iter().copied())),
            },
            dealer: self.dealer,
            scores: self.start_scores,
        };
        let mut out = json(&header);
        out.push('\n');
        for &(seat, action) in &self.record {
            out.push_str(&json(&ActionLine { seat: seat as usize, action: action.to_string() }));
            out.push('\n');
        }
        if let Some(r) = &self.result {
            out.push_str(&json(&ResultLine { result: ResultRecord::of(r) }));
            out.push('\n');
        }
        out
    }

    /// Replays a record: the same rules and wall, every action applied in
    /// order, and (if the record has one) a check that the result matches.
    /// Fails with the offending line on anything unreadable, illegal or
    /// different.
    pub fn replay(record: &str) -> Result<Game> {
        let rec = GameRecord::parse(record)?;
        let mut game = rec.start()?;
        for (i, &(seat, action)) in rec.actions.iter().enumerate() {
            game.apply_quiet(seat, action)
                .map_err(|e| Error::BadRecord { line: i + 2, reason: e.to_string() })?;
        }
        if let Some(expected) = &rec.result {
            let line = rec.actions.len() + 2;
            let got = game.result.as_ref().map(ResultRecord::of);
            match got {
                None => {
                    return Err(Error::BadRecord {
                        line,
                        reason: "the record has a result but its actions do not finish the hand"
                            .to_string(),
                    });
                }
                Some(got) if got != *expected => {
                    return Err(Error::BadRecord {
                        line,
                        reason: format!(
                            "the replayed result differs: {} instead of {}",
                            json(&got),
                            json(expected)
                        ),
                    });
                }
                Some(_) => {}
            }
        }
        Ok(game)
    }
}

/// A parsed game record: how the hand starts and the actions played.
/// [`Game::replay`] plays it all; a viewer (`majiang replay`) steps through
/// [`GameRecord::actions`] itself to show each move's events.
pub struct GameRecord {
    rules: RuleSet,
    wall: Wall,
    seed: Option<u64>,
    dealer: usize,
    scores: [i32; 4],
    /// The actions in the order played.
    pub actions: Vec<(usize, Action)>,
    result: Option<ResultRecord>,
}

impl GameRecord {
    /// Reads a record; every line must be well-formed (replaying checks legality).
    pub fn parse(text: &str) -> Result<GameRecord> {
        let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
        let bad = |line: usize, reason: String| Error::BadRecord { line: line + 1, reason };
        let (n, first) = lines.next().ok_or_else(|| bad(0, "the record is empty".to_string()))?;
        let header: Header =
            serde_json::from_str(first).map_err(|e| bad(n, format!("bad header: {e}")))?;
        super::check_scores(&header.scores).map_err(|e| bad(n, format!("header: {e}")))?;
        if header.majiang != MAGIC || header.version != VERSION {
            return Err(bad(
                n,
                format!(
                    "not a majiang game record of version {VERSION} ({:?} version {})",
                    header.majiang, header.version
                ),
            ));
        }
        let rules = header.rules.to_rules().map_err(|e| bad(n, e))?;
        let wall = match (&header.wall, header.seed) {
            (Some(w), seed) => {
                let tiles = parse_tiles(w).map_err(|e| bad(n, e.to_string()))?;
                let wall = Wall::from_tiles(&rules, &tiles).map_err(|e| bad(n, e.to_string()))?;
                if seed.is_some_and(|s| Wall::shuffled(&rules, s) != wall) {
                    return Err(bad(n, "the wall is not the wall of the seed".to_string()));
                }
                wall
            }
            (None, Some(seed)) => Wall::shuffled(&rules, seed),
            (None, None) => return Err(bad(n, "the header needs a seed or a wall".to_string())),
        };
        let mut actions = Vec::new();
        let mut result = None;
        for (n, line) in lines {
            if result.is_some() {
                return Err(bad(n, "nothing may follow the result line".to_string()));
            }
            if line.trim_start().starts_with("{\"result\"") {
                let r: ResultLine =
                    serde_json::from_str(line).map_err(|e| bad(n, format!("bad result: {e}")))?;
                result = Some(r.result);
            } else {
                let a: ActionLine =
                    serde_json::from_str(line).map_err(|e| bad(n, format!("bad action: {e}")))?;
                let action: Action = a.action.parse().map_err(|e: Error| bad(n, e.to_string()))?;
                actions.push((a.seat, action));
            }
        }
        Ok(GameRecord {
            rules,
            wall,
            seed: header.seed,
            dealer: header.dealer,
            scores: header.scores,
            actions,
            result,
        })
    }

    /// The game as it stands before the first action.
    pub fn start(&self) -> Result<Game> {
        Game::start(self.rules, self.wall, self.seed, self.dealer, self.scores)
    }

    /// The rules the hand was played with.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preset's rules header reads back, through each family's own
    /// part, to the same rules and the same text; a part of the wrong shape
    /// is refused.
    #[test]
    fn family_parts_round_trip_and_a_malformed_part_is_refused() {
        for (name, r) in crate::options::presets() {
            let text = serde_json::to_string(&RulesRecord::of(&r)).unwrap();
            let back: RulesRecord = serde_json::from_str(&text).unwrap();
            assert_eq!(back.to_rules(), Ok(r), "{name}");
            assert_eq!(serde_json::to_string(&back).unwrap(), text, "{name}");
        }
        let text = serde_json::to_string(&RulesRecord::of(&RuleSet::sichuan())).unwrap();
        let bad = text.replace("\"fan_cap\":4", "\"fan_cap\":\"four\"");
        assert_ne!(bad, text);
        let err = serde_json::from_str::<RulesRecord>(&bad).err().map(|e| e.to_string());
        assert!(err.is_some_and(|e| e.contains("invalid type")), "{bad}");
    }
}
