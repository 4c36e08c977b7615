//! GDScript values to core types and back.
//!
//! A tutorial project holds its tiles in whatever form it likes, so every
//! tile argument accepts:
//! - an `int` kind id (`suit * 9 + number - 1`; honours 27–33 where the rules
//!   have them);
//! - any `Object` with `suit` and `number` properties (the tutorial's own
//!   `Tile` class, or [`MahjongTile`](crate::tile::MahjongTile)); suit 3
//!   with number 1–7 is an honour. An object with only an `id` property is
//!   read by its id;
//! - a `Dictionary` with `suit` and `number` keys (or an `id` key);
//! - a `String` in either notation: `"5m"`, `"五万"`, `"东"`.
//!
//! A hand (a list of tiles) is an `Array` or packed array of such tiles, or
//! one `String` in notation (`"123m456s789p2345m"`), as every binding takes it;
//! melds likewise (`"peng:5m chi:345s"`).
//!
//! A meld is an `Object` or `Dictionary` with a kind (`kind`, `type` or
//! `meld_type`: an int `CHI = 0` … `BU_GANG = 4` or a name such as `"peng"`,
//! `"an_gang"`, `"碰"`) and its tiles (`tiles`: an array of tiles, or `tile`:
//! the lowest tile); a `String` such as `"peng:5m"` or `"chi:345s"`; or an
//! `Array` of its tiles (three in a run: chi, three alike: peng, four alike:
//! gang).
//!
//! Nothing here knows a rule: shapes and counts are checked by the core
//! ([`Meld::from_tiles`], [`Hand::new`]); this module only reads values and
//! says precisely which one it could not read.

use godot::classes::Object;
use godot::prelude::*;
use majiang_core::sichuan::SichuanAnalysis;
use majiang_core::tile::Wind;
use majiang_core::value::{HandValue, Line, WinSituation};
use majiang_core::{
    Error, Hand, Meld, MeldKind, RuleSet, Suit, Tile, TileSet, WinAnalysis, decompositions,
};
use std::fmt;

/// Input that could not be read or that the core refused, with a message for
/// the person who wrote the calling script.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadInput(pub String);

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Error> for BadInput {
    fn from(e: Error) -> Self {
        BadInput(e.to_string())
    }
}

impl BadInput {
    /// The same problem, located: `hand[3]: …`.
    pub fn at(self, place: impl fmt::Display) -> BadInput {
        BadInput(format!("{place}: {}", self.0))
    }
}

/// Result of reading GDScript input.
pub type Input<T> = Result<T, BadInput>;

/// Prints the problem as a Godot error naming the method (`WinChecker.can_win:
/// …`) and gives `sentinel`, the documented result for bad input.
///
/// This never panics: a panic in a `#[func]` would abort the calling
/// GDScript function, and the spec promises the caller keeps running.
#[track_caller]
pub fn or_report<T>(method: &str, result: Input<T>, sentinel: T) -> T {
    match result {
        Ok(v) => v,
        Err(e) => {
            report_error(&format!("{method}: {e}"));
            sentinel
        }
    }
}

/// Prints `message` as a Godot error. Debug builds of the library add the
/// Rust source location (for whoever works on the extension); release
/// builds, the ones the addon ships, name only the library, so that the
/// editor shows the message and the calling GDScript line, not a path into
/// this crate.
#[track_caller]
pub fn report_error(message: &str) {
    use godot::global::{PrintLevel, PrintRecord, PrintSource, print_custom};
    let source = if cfg!(debug_assertions) {
        PrintSource::caller()
    } else {
        PrintSource { function: "", file: "majiang", line: 0 }
    };
    print_custom(PrintRecord {
        level: PrintLevel::Error,
        message,
        rationale: None,
        source: Some(source),
        editor_notify: false,
    });
}

/// A GDScript value as an integer: an `int`, or a `float` with no fraction
/// (what `5.0` or an untyped division gives).
fn int_of(v: &Variant) -> Option<i64> {
    match v.get_type() {
        VariantType::INT => Some(v.to::<i64>()),
        VariantType::FLOAT => {
            let f = v.to::<f64>();
            (f.fract() == 0.0 && f.abs() < 1e15).then_some(f as i64)
        }
        _ => None,
    }
}

/// A short description of a value for messages: its type and text.
pub fn describe(v: &Variant) -> String {
    match v.get_type() {
        VariantType::NIL => "null".to_string(),
        VariantType::STRING | VariantType::STRING_NAME => format!("String {:?}", v.to_string()),
        VariantType::OBJECT => match v.try_to::<Gd<Object>>() {
            Ok(o) => format!("{} object", o.get_class()),
            Err(_) => "a freed object".to_string(),
        },
        t => format!("{} {}", type_name(t), v.stringify()),
    }
}

fn type_name(t: VariantType) -> String {
    // `Variant.Type` constants are TYPE_INT, TYPE_DICTIONARY, …; show `int`, `Dictionary`.
    match t {
        VariantType::BOOL => "bool".into(),
        VariantType::INT => "int".into(),
        VariantType::FLOAT => "float".into(),
        VariantType::ARRAY => "Array".into(),
        VariantType::DICTIONARY => "Dictionary".into(),
        other => format!("{other:?}"),
    }
}

/// Named fields of an object or dictionary, read the same way.
enum Fields {
    Object(Gd<Object>),
    Dict(AnyDictionary),
}

impl Fields {
    fn of(v: &Variant) -> Input<Option<Fields>> {
        match v.get_type() {
            VariantType::OBJECT => match v.try_to::<Gd<Object>>() {
                Ok(o) => Ok(Some(Fields::Object(o))),
                Err(_) => Err(BadInput("got a freed object".into())),
            },
            VariantType::DICTIONARY => match v.try_to::<AnyDictionary>() {
                Ok(d) => Ok(Some(Fields::Dict(d))),
                Err(e) => Err(BadInput(format!("cannot read the Dictionary: {e}"))),
            },
            _ => Ok(None),
        }
    }

    /// The first of `names` present with a non-null value.
    fn get(&self, names: &[&'static str]) -> Option<(&'static str, Variant)> {
        for &name in names {
            let value = match self {
                Fields::Object(o) => o.get(name),
                // Dictionary literals key by String (`{"suit": 0}`) or by
                // StringName (`{suit = 0}`); accept both.
                Fields::Dict(d) => d
                    .get(&name.to_variant())
                    .or_else(|| d.get(&StringName::from(name).to_variant()))
                    .unwrap_or_default(),
            };
            if !value.is_nil() {
                return Some((name, value));
            }
        }
        None
    }

    fn what(&self) -> String {
        match self {
            Fields::Object(o) => format!("{} object", o.get_class()),
            Fields::Dict(_) => "Dictionary".to_string(),
        }
    }
}

fn int_field(fields: &Fields, name: &'static str, value: &Variant) -> Input<i64> {
    int_of(value).ok_or_else(|| {
        BadInput(format!("{}.{name} must be an int, got {}", fields.what(), describe(value)))
    })
}

/// A tile from any of the forms in the module documentation. Does not check
/// that the rules play with it (see [`tile_in`]).
pub fn tile(v: &Variant) -> Input<Tile> {
    if let Some(id) = int_of(v) {
        return Ok(Tile::from_id(id)?);
    }
    match v.get_type() {
        VariantType::STRING | VariantType::STRING_NAME => {
            return v.to_string().trim().parse::<Tile>().map_err(BadInput::from);
        }
        VariantType::NIL => return Err(BadInput("expected a tile, got null".into())),
        _ => {}
    }
    let Some(fields) = Fields::of(v)? else {
        return Err(BadInput(format!(
            "expected a tile (an int id, a Tile object with suit and number, a Dictionary or \
             a String like \"5m\"), got {}",
            describe(v)
        )));
    };
    if let (Some((_, suit)), Some((_, number))) = (fields.get(&["suit"]), fields.get(&["number"])) {
        let suit = int_field(&fields, "suit", &suit)?;
        let number = int_field(&fields, "number", &number)?;
        return tile_from_suit_number(suit, number);
    }
    if let Some((_, id)) = fields.get(&["id"]) {
        return Ok(Tile::from_id(int_field(&fields, "id", &id)?)?);
    }
    Err(BadInput(format!("{} has no suit and number (nor an id): not a tile", fields.what())))
}

/// The tile with this suit (0 万, 1 条, 2 筒, 3 honours) and number.
pub fn tile_from_suit_number(suit: i64, number: i64) -> Input<Tile> {
    if suit == 3 {
        return if (1..=7).contains(&number) {
            Ok(Tile::from_id(26 + number)?)
        } else {
            Err(BadInput(format!("honour number {number} is out of range: honours are 1-7")))
        };
    }
    let suit = majiang_core::Suit::from_index(suit).map_err(|_| {
        BadInput(format!("suit {suit} is out of range: 0 = 万, 1 = 条, 2 = 筒, 3 = honours"))
    })?;
    Ok(Tile::suited(suit, number)?)
}

/// A suit (a 定缺 choice): an int 0 万, 1 条, 2 筒, or a String — the
/// notation letter (`"m"`, `"s"`, `"p"`) or the Chinese (`"万"`, `"条"`,
/// `"筒"`).
pub fn suit(v: &Variant) -> Input<Suit> {
    const HOW: &str = "a suit is 0 (万, m), 1 (条, s) or 2 (筒, p)";
    if let Some(n) = int_of(v) {
        return Suit::from_index(n).map_err(|_| BadInput(format!("suit {n}: {HOW}")));
    }
    if matches!(v.get_type(), VariantType::STRING | VariantType::STRING_NAME) {
        let text = v.to_string();
        let name = text.trim();
        return Suit::ALL
            .into_iter()
            .find(|s| name == s.letter().to_string() || name == s.chinese().to_string())
            .ok_or_else(|| BadInput(format!("suit {name:?}: {HOW}")));
    }
    Err(BadInput(format!("expected a suit, got {}: {HOW}", describe(v))))
}

/// A tile the rules play with.
pub fn tile_in(v: &Variant, rules: &RuleSet) -> Input<Tile> {
    let t = tile(v)?;
    rules.check_tile(t)?;
    Ok(t)
}

/// The elements of any GDScript array: an `Array` (typed — `Array[Tile]` —
/// or not) or a packed array of ints or strings. `what` names the argument
/// in messages.
pub fn elements(v: &Variant, what: &str) -> Input<Vec<Variant>> {
    let list = match v.get_type() {
        VariantType::ARRAY => match v.try_to::<AnyArray>() {
            Ok(a) => a.iter_shared().collect(),
            Err(e) => return Err(BadInput(format!("cannot read {what}: {e}"))),
        },
        VariantType::PACKED_BYTE_ARRAY => v
            .to::<PackedByteArray>()
            .as_slice()
            .iter()
            .map(|&x| i64::from(x).to_variant())
            .collect(),
        VariantType::PACKED_INT32_ARRAY => v
            .to::<PackedInt32Array>()
            .as_slice()
            .iter()
            .map(|&x| i64::from(x).to_variant())
            .collect(),
        VariantType::PACKED_INT64_ARRAY => {
            v.to::<PackedInt64Array>().as_slice().iter().map(|x| x.to_variant()).collect()
        }
        VariantType::PACKED_STRING_ARRAY => {
            v.to::<PackedStringArray>().as_slice().iter().map(|x| x.to_variant()).collect()
        }
        _ => return Err(BadInput(format!("{what} must be an Array, got {}", describe(v)))),
    };
    Ok(list)
}

/// Every tile of an array, located in messages as `what[i]`; a `String` is a
/// whole hand in notation (`"123m456s"`, `"五万 六万"`), as every binding takes it.
pub fn tiles(v: &Variant, what: &str) -> Input<Vec<Tile>> {
    if matches!(v.get_type(), VariantType::STRING | VariantType::STRING_NAME) {
        return majiang_core::notation::parse_tiles(&v.to_string())
            .map_err(|e| BadInput::from(e).at(what));
    }
    elements(v, what)?
        .iter()
        .enumerate()
        .map(|(i, v)| tile(v).map_err(|e| e.at(format_args!("{what}[{i}]"))))
        .collect()
}

/// A meld kind from an int (`CHI = 0` … `BU_GANG = 4`) or a name.
fn meld_kind(v: &Variant) -> Input<MeldKind> {
    if let Some(i) = int_of(v) {
        return Ok(MeldKind::from_index(i)?);
    }
    if matches!(v.get_type(), VariantType::STRING | VariantType::STRING_NAME) {
        let name = v.to_string();
        return meld_kind_named(&name).ok_or_else(|| {
            BadInput(format!(
                "unknown meld kind {name:?}: use chi, peng, gang, an_gang or bu_gang (or 0-4)"
            ))
        });
    }
    Err(BadInput(format!("a meld kind must be an int or a String, got {}", describe(v))))
}

/// A meld kind by name: the core's identifiers in any case and with or
/// without `_` (`AN_GANG`, `AnGang`), the common English words (`chow`,
/// `pung`, `kong`, `concealed_kong`, `added_kong`) and the Chinese (`吃`, `碰`,
/// `杠`/`明杠`, `暗杠`, `补杠`/`加杠`).
pub fn meld_kind_named(name: &str) -> Option<MeldKind> {
    let key: String = name
        .trim()
        .chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect();
    let kind = match key.as_str() {
        "chi" | "chow" | "吃" => MeldKind::Chi,
        "peng" | "pung" | "pong" | "碰" => MeldKind::Peng,
        "gang" | "kong" | "minggang" | "exposedkong" | "杠" | "明杠" => MeldKind::Gang,
        "angang" | "concealedkong" | "暗杠" => MeldKind::AnGang,
        "bugang" | "jiagang" | "addedkong" | "补杠" | "加杠" => MeldKind::BuGang,
        _ => return None,
    };
    Some(kind)
}

/// A meld from any of the forms in the module documentation.
pub fn meld(v: &Variant) -> Input<Meld> {
    match v.get_type() {
        VariantType::STRING | VariantType::STRING_NAME => {
            return v.to_string().trim().parse::<Meld>().map_err(BadInput::from);
        }
        VariantType::ARRAY => return meld_from_tile_list(&tiles(v, "tiles")?),
        _ => {}
    }
    let Some(fields) = Fields::of(v)? else {
        return Err(BadInput(format!(
            "expected a meld (an object or Dictionary with kind and tiles, a String like \
             \"peng:5m\" or an Array of its tiles), got {}",
            describe(v)
        )));
    };
    let Some((key, kind)) = fields.get(&["kind", "type", "meld_type"]) else {
        return Err(BadInput(format!("{} has no kind (or type): not a meld", fields.what())));
    };
    let kind = meld_kind(&kind).map_err(|e| e.at(format_args!("{}.{key}", fields.what())))?;
    if let Some((_, list)) = fields.get(&["tiles"]) {
        let list = tiles(&list, "tiles")?;
        return Ok(Meld::from_tiles(kind, &list)?);
    }
    if let Some((_, t)) = fields.get(&["tile"]) {
        return Ok(Meld::new(kind, tile(&t).map_err(|e| e.at("tile"))?)?);
    }
    Err(BadInput(format!("{} has a kind but no tiles", fields.what())))
}

/// A meld given only by its tiles: a run is a chi, three alike a peng, four
/// alike an exposed kong (write the kind to say concealed or added).
fn meld_from_tile_list(list: &[Tile]) -> Input<Meld> {
    let kind = match list {
        [a, b, c] if a == b && b == c => MeldKind::Peng,
        [_, _, _] => MeldKind::Chi,
        [_, _, _, _] => MeldKind::Gang,
        _ => {
            return Err(BadInput(format!(
                "a meld given as an Array needs 3 or 4 tiles, got {}",
                list.len()
            )));
        }
    };
    Ok(Meld::from_tiles(kind, list)?)
}

/// Every meld of an array, located in messages as `melds[i]`; a `String` is
/// the melds in notation, separated by spaces (`"peng:5m chi:345s"`).
pub fn melds(v: &Variant) -> Input<Vec<Meld>> {
    if matches!(v.get_type(), VariantType::STRING | VariantType::STRING_NAME) {
        return v
            .to_string()
            .split_whitespace()
            .enumerate()
            .map(|(i, m)| {
                m.parse::<Meld>().map_err(|e| BadInput::from(e).at(format_args!("melds[{i}]")))
            })
            .collect();
    }
    elements(v, "melds")?
        .iter()
        .enumerate()
        .map(|(i, v)| meld(v).map_err(|e| e.at(format_args!("melds[{i}]"))))
        .collect()
}

/// A hand from its concealed tiles and melds, validated by the core for
/// `rules` (copies, size, tiles in play).
pub fn hand(tiles_in_hand: &Variant, meld_list: &Variant, rules: &RuleSet) -> Input<Hand> {
    let t = tiles(tiles_in_hand, "hand")?;
    let m = melds(meld_list)?;
    Ok(Hand::from_tiles(&t, &m, rules)?)
}

/// A hand that must have its complete size (`3n+2`: it holds a tile to
/// discard or the candidate winning tile).
pub fn complete_hand(
    tiles_in_hand: &Variant,
    meld_list: &Variant,
    rules: &RuleSet,
    what: &'static str,
) -> Input<Hand> {
    let h = hand(tiles_in_hand, meld_list, rules)?;
    if !h.is_complete_size() {
        return Err(
            Error::WrongHandSize { what, expected: "3n+2", got: h.concealed().total() }.into()
        );
    }
    Ok(h)
}

/// A hand that must be waiting-size (`3n+1`).
pub fn waiting_hand(
    tiles_in_hand: &Variant,
    meld_list: &Variant,
    rules: &RuleSet,
    what: &'static str,
) -> Input<Hand> {
    let h = hand(tiles_in_hand, meld_list, rules)?;
    if h.is_complete_size() {
        return Err(
            Error::WrongHandSize { what, expected: "3n+1", got: h.concealed().total() }.into()
        );
    }
    Ok(h)
}

/// A Dictionary from string keys and values.
pub fn dict(pairs: &[(&str, Variant)]) -> VarDictionary {
    let mut d = VarDictionary::new();
    for (k, v) in pairs {
        d.set(*k, v);
    }
    d
}

/// Kind ids of tiles, as a GDScript `Array[int]`.
pub fn id_list(tiles: impl IntoIterator<Item = Tile>) -> Array<i64> {
    tiles.into_iter().map(|t| i64::from(t.id())).collect()
}

/// Kind ids of a set, in id order, as a GDScript `Array[int]`.
pub fn tile_ids(set: TileSet) -> Array<i64> {
    id_list(set.iter())
}

/// What a win is worth, for GDScript: `win`, `small`, `big_hands` (ids such
/// as `"qingyise"`), `big_hand_names` (`"清一色"`), `big_hand_units`, `units`,
/// `points` (what each payer pays before the dealer bonus and birds: the
/// self-draw price from each of the three others, or the discard price from
/// the discarder), `total_points` (everything received before bonus and
/// birds), `targets` (the winning shapes) and `readings` (each way to read
/// the hand, as text). A hand that does not win has `win = false`, empty
/// lists and zeros. The callers add the keys every rule set shares
/// ([`value_fields`]).
pub fn analysis_dict(
    hand: &Hand,
    analysis: Option<&WinAnalysis>,
    self_draw: bool,
    rules: &RuleSet,
) -> VarDictionary {
    let strings =
        |items: Vec<&str>| -> Array<GString> { items.into_iter().map(GString::from).collect() };
    let (small, ids, names, units_each, units, points) = match analysis {
        Some(a) => (
            a.small,
            strings(a.big_hands.iter().map(|(b, _)| b.id()).collect()),
            strings(a.big_hands.iter().map(|(b, _)| b.chinese()).collect()),
            a.big_hands.iter().map(|(_, u)| i64::from(*u)).collect::<Array<i64>>(),
            a.units,
            a.base_payment(self_draw, rules),
        ),
        None => (false, Array::new(), Array::new(), Array::new(), 0, 0),
    };
    let payers = if self_draw { 3 } else { 1 };
    let targets =
        strings(analysis.map_or(Vec::new(), |a| a.targets.iter().map(|t| t.name()).collect()));
    let readings: Array<GString> = if analysis.is_some() {
        decompositions(hand, rules).iter().map(|d| GString::from(&d.to_string())).collect()
    } else {
        Array::new()
    };
    dict(&[
        ("win", analysis.is_some().to_variant()),
        ("small", small.to_variant()),
        ("big_hands", ids.to_variant()),
        ("big_hand_names", names.to_variant()),
        ("big_hand_units", units_each.to_variant()),
        ("units", i64::from(units).to_variant()),
        ("points", i64::from(points).to_variant()),
        ("total_points", (i64::from(points) * payers).to_variant()),
        ("targets", targets.to_variant()),
        ("readings", readings.to_variant()),
    ])
}

/// The keys a 四川 win adds (see [`sichuan_dict`]), empty on another table:
/// every win Dictionary has the same keys.
pub fn no_sichuan_fields(d: &mut VarDictionary) {
    d.set("fan", -1i64);
    d.set("patterns", &PackedStringArray::new());
    d.set("pattern_names", &PackedStringArray::new());
    d.set("pattern_names_en", &PackedStringArray::new());
    d.set("pattern_fans", &Array::<i64>::new());
}

/// What a 四川 hand is worth, for GDScript: the keys of [`analysis_dict`]
/// (Changsha's `small`, `big_hands`, `units` … empty, `readings` the ways
/// to read the hand) and `fan` (before the cap; -1 when it does not win),
/// `patterns` (ids: `pinghu`, `duiduihu`, `qingyise`, `gen` once per four,
/// `gangshanghua` …), `pattern_names` (Chinese: 平胡, 清一色, 根 …),
/// `pattern_names_en`, `pattern_fans` (each pattern's fan) and `points`
/// (2^fan with the rules' cap: what one payer pays for the win, before
/// 自摸加底), `total_points` the same (a caller knowing the payers
/// multiplies).
pub fn sichuan_dict(hand: &Hand, a: Option<&SichuanAnalysis>, rules: &RuleSet) -> VarDictionary {
    let mut d = analysis_dict(hand, None, false, rules);
    let Some(a) = a else {
        no_sichuan_fields(&mut d);
        return d;
    };
    let names = |f: fn(majiang_core::sichuan::Pattern) -> &'static str| -> PackedStringArray {
        a.patterns.iter().map(|&p| GString::from(f(p))).collect()
    };
    let points = i64::from(rules.sichuan.cap.multiplier(a.fan));
    let readings: Array<GString> =
        decompositions(hand, rules).iter().map(|d| GString::from(&d.to_string())).collect();
    d.set("win", true);
    d.set("readings", &readings);
    d.set("fan", i64::from(a.fan));
    d.set("patterns", &names(|p| p.id()));
    d.set("pattern_names", &names(|p| p.chinese()));
    d.set("pattern_names_en", &names(|p| p.english()));
    d.set("pattern_fans", &a.patterns.iter().map(|p| i64::from(p.fan())).collect::<Array<i64>>());
    d.set("points", points);
    d.set("total_points", points);
    d
}

/// A hand's value lines as GDScript reads them, in the family's order: one
/// Dictionary per line (长沙's big hands, 四川's patterns, 国标's fans, a
/// flat table's winning shape) — `id` (`qingyise`, `full_flush`), `name`
/// (中文: 清一色), `english`, `value` (per time, in the value's `unit`) and
/// `count`.
pub fn line_list(lines: &[Line]) -> Array<VarDictionary> {
    lines
        .iter()
        .map(|l| {
            dict(&[
                ("id", l.id.to_variant()),
                ("name", l.chinese.to_variant()),
                ("english", l.english.to_variant()),
                ("value", i64::from(l.value).to_variant()),
                ("count", i64::from(l.count).to_variant()),
            ])
        })
        .collect()
}

/// Sets the family-neutral keys of what a hand is worth (the same for every
/// rule set): `win`, `unit` (`alike`: every win pays alike, `units`: big-hand
/// units, `fan`), `total` (the lines' sum; 0 for no win), `toward_minimum`
/// (the part checked against the rules' minimum), `meets_minimum` (every win
/// where the rules have none), `shanten` (of the hand before its winning
/// tile; 0 for a win) and `lines` ([`line_list`]).
pub fn value_fields(d: &mut VarDictionary, v: &HandValue) {
    d.set("win", v.win);
    d.set("unit", v.unit.id());
    d.set("total", i64::from(v.total));
    d.set("toward_minimum", i64::from(v.toward_minimum));
    d.set("meets_minimum", v.meets_minimum);
    d.set("shanten", i64::from(v.shanten));
    d.set("lines", &line_list(&v.lines));
}

/// A wind: an int 0 东 … 3 北, or a String — the letter (`"E"`, `"s"`) or
/// the Chinese (`"东"`).
pub fn wind(v: &Variant) -> Input<Wind> {
    const HOW: &str = "a wind is 0 (E, 东), 1 (S, 南), 2 (W, 西) or 3 (N, 北)";
    if let Some(n) = int_of(v) {
        return Wind::from_index(n).map_err(|_| BadInput(format!("wind {n}: {HOW}")));
    }
    if matches!(v.get_type(), VariantType::STRING | VariantType::STRING_NAME) {
        let text = v.to_string();
        let name = text.trim();
        return Wind::ALL
            .into_iter()
            .find(|w| {
                name.eq_ignore_ascii_case(&w.letter().to_string())
                    || name == w.chinese().to_string()
            })
            .ok_or_else(|| BadInput(format!("wind {name:?}: {HOW}")));
    }
    Err(BadInput(format!("expected a wind, got {}: {HOW}", describe(v))))
}

/// The keys a context Dictionary may hold, as the refusal of another lists
/// them.
const SITUATION_KEYS: &str = "win, self_drawn, last_copy, kong, kong_discard, last_tile, \
     first_turn, dealer, seat, round, flowers (and the older self_draw, kong_flip, robbed_kong, \
     after_kong)";

/// How a hand was won, the same for every rule set (each scores what it
/// knows): null (a discard of the hand's last tile), the words form as a
/// String (`"win:9s self_drawn last_copy kong last_tile seat:E round:S
/// flowers:2"`, read by the core's `WinSituation::parse`), or a Dictionary
/// with the same words as keys — `win` (a tile in any form), the bools
/// `self_drawn`, `last_copy`, `kong`, `kong_discard`, `last_tile`,
/// `first_turn`, `dealer`, the winds `seat` and `round` (an int 0-3 or a
/// String such as `"E"` or `"东"`) and `flowers` (0-8). The keys the
/// Changsha and 四川 contexts used before keep their meaning: `self_draw`
/// (`self_drawn`), `kong_flip` and `after_kong` (a kong's tile: `kong`
/// self-drawn, else `kong_discard`) and `robbed_kong` (`kong` on another's
/// tile). Missing keys are false, East and 0. An unknown key, a value of the
/// wrong type, or a robbed kong self-drawn is refused.
pub fn win_situation(v: &Variant) -> Input<WinSituation> {
    match v.get_type() {
        VariantType::NIL => return Ok(WinSituation::default()),
        VariantType::STRING | VariantType::STRING_NAME => {
            return Ok(WinSituation::parse(&v.to_string())?);
        }
        VariantType::DICTIONARY => {}
        _ => {
            return Err(BadInput(format!(
                "context must be a Dictionary or the words form (a String such as \
                 \"win:9s self_drawn\"), got {}",
                describe(v)
            )));
        }
    }
    let d = v
        .try_to::<AnyDictionary>()
        .map_err(|e| BadInput(format!("cannot read the context: {e}")))?;
    let mut s = WinSituation::default();
    // The older keys name a kong's tile without saying whose draw it was:
    // read once every key is known.
    let (mut kong_tile, mut robbed) = (false, false);
    for (key, value) in d.iter_shared() {
        let name = key.to_string();
        let bool_of = |value: &Variant| {
            if value.get_type() == VariantType::BOOL {
                Ok(value.to::<bool>())
            } else {
                Err(BadInput(format!("context.{name} must be a bool, got {}", describe(value))))
            }
        };
        match name.as_str() {
            "win" => s.win = Some(tile(&value).map_err(|e| e.at("context.win"))?),
            "self_drawn" | "self_draw" => s.self_drawn |= bool_of(&value)?,
            "last_copy" => s.last_copy = bool_of(&value)?,
            "kong" => s.kong = bool_of(&value)?,
            "kong_discard" => s.kong_discard = bool_of(&value)?,
            "last_tile" => s.last_tile = bool_of(&value)?,
            "first_turn" => s.first_turn = bool_of(&value)?,
            "dealer" => s.dealer = bool_of(&value)?,
            "kong_flip" | "after_kong" => kong_tile |= bool_of(&value)?,
            "robbed_kong" => robbed = bool_of(&value)?,
            "seat" => s.seat = wind(&value).map_err(|e| e.at("context.seat"))?,
            "round" => s.round = wind(&value).map_err(|e| e.at("context.round"))?,
            "flowers" => {
                s.flowers = int_of(&value)
                    .and_then(|n| u8::try_from(n).ok())
                    .filter(|&n| n <= 8)
                    .ok_or_else(|| {
                    BadInput(format!(
                        "context.flowers must be an int from 0 to 8, got {}",
                        describe(&value)
                    ))
                })?;
            }
            _ => {
                return Err(BadInput(format!(
                    "unknown context key {name:?}: use {SITUATION_KEYS}"
                )));
            }
        }
    }
    if robbed && s.self_drawn {
        // The core's words for it, as the Changsha context said before.
        return Err(Error::BadContext(
            "a robbed kong (抢杠胡) is won on another player's tile, not by self-draw",
        )
        .into());
    }
    if kong_tile {
        if s.self_drawn {
            s.kong = true;
        } else {
            s.kong_discard = true;
        }
    }
    s.kong |= robbed;
    Ok(s)
}

/// A rule-set preset by name (one of [`RuleSet::PRESETS`]).
pub fn rules_named(name: &str) -> Input<RuleSet> {
    Ok(RuleSet::by_name(name.trim())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meld_kind_names() {
        for k in MeldKind::ALL {
            assert_eq!(meld_kind_named(k.name()), Some(k));
            assert_eq!(meld_kind_named(&k.name().to_uppercase()), Some(k));
        }
        assert_eq!(meld_kind_named("AnGang"), Some(MeldKind::AnGang));
        assert_eq!(meld_kind_named("暗杠"), Some(MeldKind::AnGang));
        assert_eq!(meld_kind_named(" Pung "), Some(MeldKind::Peng));
        assert_eq!(meld_kind_named("kong"), Some(MeldKind::Gang));
        assert_eq!(meld_kind_named("pass"), None);
    }

    #[test]
    fn suit_and_number() {
        assert_eq!(tile_from_suit_number(0, 5).unwrap().id(), 4);
        assert_eq!(tile_from_suit_number(2, 9).unwrap().id(), 26);
        assert_eq!(tile_from_suit_number(3, 1).unwrap().id(), 27);
        assert_eq!(tile_from_suit_number(3, 7).unwrap().id(), 33);
        assert!(tile_from_suit_number(3, 8).unwrap_err().0.contains("honours are 1-7"));
        assert!(tile_from_suit_number(4, 1).unwrap_err().0.contains("suit 4"));
        assert!(tile_from_suit_number(1, 10).unwrap_err().0.contains("1-9"));
    }

    #[test]
    fn tile_lists_as_melds() {
        let t = |s: &str| majiang_core::notation::parse_tiles(s).unwrap();
        assert_eq!(meld_from_tile_list(&t("435s")).unwrap().to_string(), "chi:345s");
        assert_eq!(meld_from_tile_list(&t("555m")).unwrap().to_string(), "peng:5m");
        assert_eq!(meld_from_tile_list(&t("9999p")).unwrap().to_string(), "gang:9p");
        assert!(meld_from_tile_list(&t("357s")).is_err());
        assert!(meld_from_tile_list(&t("55m")).unwrap_err().0.contains("3 or 4 tiles"));
    }

    #[test]
    fn rule_names() {
        // The presets the `rules` properties offer in the editor.
        for name in RuleSet::PRESETS {
            assert_eq!(rules_named(name).unwrap().name, name);
        }
        assert!(rules_named("riichi").is_err());
    }
}
