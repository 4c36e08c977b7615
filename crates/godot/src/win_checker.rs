//! `WinChecker`: the tutorial's win-check node, on the core's exact tables.

use crate::convert::{self, Input, or_report};
use crate::rule_options::MahjongRules;
use godot::prelude::*;
use majiang_core::family::WinValue;
use majiang_core::sichuan::{self, SichuanContext};
use majiang_core::value::{self, WinSituation};
use majiang_core::{RuleSet, WinContext, analyze_win, winning_tiles};

/// Win checks for a hand — a drop-in for the Changsha tutorial's
/// `WinChecker` node (`/root/Main/WinChecker`): `can_win(hand, melds)` keeps
/// its arguments and its answer.
///
/// Hands are untyped Arrays of tiles in any form (the tutorial's `Tile`
/// objects, int kind ids, `"5m"` / `"五万"` strings, Dictionaries with `suit`
/// and `number`); melds are the exposed sets (objects or Dictionaries with a
/// kind and tiles, or `"peng:5m"`). Bad input (unknown tile, a fifth copy, a
/// hand of the wrong size) prints an error naming the problem and returns
/// the documented sentinel; the calling script keeps running.
#[derive(GodotClass)]
#[class(init, base = Node)]
pub struct WinChecker {
    /// The rule set: `changsha` (default: 2-5-8 pair for small hands, the big
    /// hands 碰碰胡, 将将胡, 清一色, 七小对, 全求人), `standard` (34 kinds,
    /// any pair, seven pairs, thirteen orphans), `eval-v1` (Changsha shapes),
    /// `zhuanzhuan` (转转: four sets and any pair, seven pairs) or
    /// `hongzhong` (红中: 转转 plus the 中 tiles, `5z` / id 31, as wildcards
    /// standing for any suited tile with no copy limit; `waits` lists 中
    /// when the hand is ready, since a drawn 中 always completes it) or
    /// `sichuan` (四川麻将: four sets and any pair, seven pairs with a four
    /// as two pairs, and 缺一门 — a hand holding all three suits never wins;
    /// `analyze` gives the fan and patterns) or `mcr` (国标麻将: every MCR
    /// winning form — four sets and a pair, 七对, 十三幺, 全不靠, 组合龙 —
    /// whatever its fan; `analyze` lists the fans and says whether the
    /// minimum is reached). On every preset `analyze` / `analyze_in` give
    /// what a win is worth in the same keys (`total`, `lines`,
    /// `meets_minimum` …) and `valued_waits` the worth of each wait. An
    /// unknown name prints an
    /// error naming the presets and keeps the rules; setting it resets the
    /// options (`set_rule_option`) to the preset's.
    #[var(set = set_rules, hint = ENUM, hint_string = crate::rule_options::preset_hint(), usage_flags = [DEFAULT])]
    #[init(val = GString::from("changsha"))]
    rules: GString,
    /// The rules as a `MahjongRules` object: reading it gives a copy of
    /// this node's rules, setting it takes a copy of the object's (preset and
    /// options), so one `MahjongRules` configures every node that should
    /// play by it. Null is refused with an error.
    #[var(get = get_rule_set, set = set_rule_set)]
    rule_set: PhantomVar<Option<Gd<MahjongRules>>>,
    active_rules: RuleSet,
    base: Base<Node>,
}

impl WinChecker {
    /// What `hand` with `melds` is worth, won as `situation` says, for
    /// `method`: the keys every rule set shares ([`convert::value_fields`])
    /// and `situation` (the words form), beside the keys of the Changsha
    /// tables (`small`, `big_hands`, `units`, `points` …) and of 四川 (`fan`,
    /// `patterns` …), empty where the win is valued otherwise.
    fn analyze_in_situation(
        &self,
        hand: &Variant,
        melds: &Variant,
        situation: Input<WinSituation>,
        method: &str,
    ) -> VarDictionary {
        let rules = &self.active_rules;
        let r = situation.and_then(|s| {
            let h = convert::complete_hand(hand, melds, rules, "analyze")?;
            // The tile written last is the one that came last (drawn or
            // claimed): the winning tile unless the situation names one, as
            // the CLI's batch lines read it.
            let last = convert::tiles(hand, "hand")?.last().copied();
            let v = value::value(&h, rules, &s, last)?;
            let mut d = match rules.win_value() {
                WinValue::Units | WinValue::Alike => {
                    let ctx = WinContext::from(&s);
                    let a = analyze_win(&h, rules, &ctx)?;
                    let mut d = convert::analysis_dict(&h, a.as_ref(), ctx.self_draw, rules);
                    convert::no_sichuan_fields(&mut d);
                    d
                }
                WinValue::Fan => {
                    let a = sichuan::analyze_with(&h, rules, &SichuanContext::from(&s))?;
                    convert::sichuan_dict(&h, a.as_ref(), rules)
                }
                // Any other family's worth is in the shared keys alone.
                _ => {
                    let mut d = convert::analysis_dict(&h, None, false, rules);
                    convert::no_sichuan_fields(&mut d);
                    d
                }
            };
            convert::value_fields(&mut d, &v);
            let words = WinSituation { win: s.win.or(last), ..s };
            d.set("situation", &GString::from(&words.to_string()));
            Ok(d)
        });
        or_report(method, r, VarDictionary::new())
    }
}

#[godot_api]
impl WinChecker {
    /// What `shanten` returns for bad input (a real shanten is -1 or more).
    #[constant]
    const SHANTEN_ERROR: i64 = -2;

    /// Chooses the rule set by name; an unknown name prints an error and
    /// keeps the current rules.
    #[func]
    fn set_rules(&mut self, name: GString) {
        if let Some(r) =
            or_report("WinChecker.rules", convert::rules_named(&name.to_string()).map(Some), None)
        {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    /// Sets option `name` of the rules to `value` (booleans 0 or 1), as
    /// `MahjongRules.set_option` does: the names are the core's option
    /// registry's (`MahjongRules.option_list()` lists them with their labels,
    /// values and defaults; `pair_258` and, on 转转/红中, `birds` stay
    /// accepted as deprecated aliases). They apply at once (the shape options change what wins). Setting `rules` starts again
    /// from the preset. False (and an error naming the allowed values or
    /// options) for an unknown option, one of another table, or a value out
    /// of range; the rules are then unchanged.
    #[func]
    fn set_rule_option(&mut self, name: GString, value: i64) -> bool {
        let r = crate::rule_options::set(&mut self.active_rules, &name.to_string(), value);
        or_report("WinChecker.set_rule_option", r.map(|()| true), false)
    }

    /// The value of option `name` of the current rules (see
    /// `set_rule_option`); -1 and an error for an option they do not have,
    /// one of another table included.
    #[func]
    fn get_rule_option(&self, name: GString) -> i64 {
        or_report(
            "WinChecker.get_rule_option",
            crate::rule_options::get(&self.active_rules, &name.to_string()),
            -1,
        )
    }

    /// Every option of the current rules and its value, name → int (the
    /// names `set_rule_option` takes, then the deprecated aliases).
    #[func]
    fn rule_options(&self) -> VarDictionary {
        crate::rule_options::all(&self.active_rules)
    }

    /// A copy of this node's rules as a `MahjongRules` object (the
    /// `rule_set` property).
    #[func]
    fn get_rule_set(&self) -> Option<Gd<MahjongRules>> {
        Some(MahjongRules::of(self.active_rules))
    }

    /// Takes a copy of `rules` (preset and options) as this node's rules
    /// (the `rule_set` property); null prints an error and keeps the rules.
    #[func]
    fn set_rule_set(&mut self, rules: Option<Gd<MahjongRules>>) {
        if let Some(r) = crate::rule_options::adopt("WinChecker.rule_set", rules) {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    /// True when `hand` — the concealed tiles **including** the candidate
    /// winning tile (3n+2 tiles: 14, 11, 8, 5 or 2) — with the exposed
    /// `melds` is a win: a small hand (four sets and a 2-5-8 pair) or any big
    /// hand shape of the rules; under `sichuan` four sets and any pair or
    /// seven pairs, never with tiles of all three suits (缺一门); under
    /// `mcr` any MCR winning shape, whatever its fan (`analyze` says whether
    /// it meets the minimum). `false` (and an error printed) for bad input.
    #[func]
    fn can_win(&self, hand: Variant, melds: Variant) -> bool {
        let r: Input<bool> = convert::complete_hand(&hand, &melds, &self.active_rules, "can_win")
            .and_then(|h| Ok(majiang_core::wins(&h, &self.active_rules)?));
        or_report("WinChecker.can_win", r, false)
    }

    /// The kind ids that would complete a waiting hand (3n+1 tiles), in id
    /// order; a kind whose four copies are all in the hand and melds is not
    /// counted (under `sichuan`, nor a tile that would make the hand hold
    /// three suits). Empty (and an error printed) for bad input.
    #[func]
    fn waits(&self, hand: Variant, melds: Variant) -> Array<i64> {
        let r = convert::waiting_hand(&hand, &melds, &self.active_rules, "waits")
            .and_then(|h| Ok(convert::tile_ids(winning_tiles(&h, &self.active_rules)?)));
        or_report("WinChecker.waits", r, Array::new())
    }

    /// True when a waiting hand (3n+1 tiles) has at least one winning tile
    /// (听牌; under `sichuan` with 缺一门). `false` (and an error printed)
    /// for bad input.
    #[func]
    fn is_tenpai(&self, hand: Variant, melds: Variant) -> bool {
        let r = convert::waiting_hand(&hand, &melds, &self.active_rules, "is_tenpai")
            .and_then(|h| Ok(!winning_tiles(&h, &self.active_rules)?.is_empty()));
        or_report("WinChecker.is_tenpai", r, false)
    }

    /// What a winning hand is worth under the rules, won on its **last tile
    /// as written** (the one drawn or claimed) — by self-draw with
    /// `self_draw`, else on a discard (`analyze_in` takes the whole
    /// situation). `hand` holds 3n+2 tiles, the winning tile included.
    ///
    /// Every rule set gives the same keys for what the hand is worth:
    /// `win` (the tiles win under the rules' whole law, whatever their
    /// worth), `unit` (`"units"`: 长沙's big-hand units; `"alike"`: 转转 and
    /// 红中 pay every win alike; `"fan"`: 四川's and the `"mcr"` preset's
    /// fan), `total` (the lines' sum, what the payment reads; 0 for no
    /// win), `toward_minimum` (the part of it the rules' minimum is checked
    /// against, e.g. without flowers), `meets_minimum` (the win may be
    /// declared: every win on rules without a minimum), `shanten` (of the
    /// hand before its winning tile; 0 for a win), `lines` (what the total is
    /// made of, in the family's order — the big hands, patterns or fans, or
    /// the winning shape where every win pays alike: one Dictionary each
    /// with `id` such as `qingyise`, `name` in 中文 (清一色), `english`,
    /// `value` per time and `count`) and `situation` (the win in the words
    /// form `analyze_in` reads, `"win:9s self_drawn"`).
    ///
    /// The Changsha tables add `small`, `big_hands` (ids: `pengpenghu`,
    /// `jiangjianghu`, `qingyise`, `qixiaodui`, `haohua_qixiaodui`,
    /// `quanqiuren`, and the situational `tianhu`, `dihu`, `haidilaoyue`,
    /// `haidipao`, `gangshangkaihua`, `gangshangpao`, `qiangganghu`),
    /// `big_hand_names` (碰碰胡 …), `big_hand_units`, `units`, `points` (paid
    /// by each payer before the dealer bonus and birds), `total_points`,
    /// `targets` and `readings` (each way to read the hand, as text).
    ///
    /// Under `sichuan` the Dictionary (same keys; Changsha's big hands
    /// empty) carries the 四川 count too: `fan` (before the cap; -1 when the
    /// hand does not win, 缺一门 included), `patterns` (ids: `pinghu`,
    /// `duiduihu`, `jiangdui`, `qidui`, `longqidui`, `qingyise`,
    /// `daiyaojiu`, `jingoudiao`, `gen` once per four, `menqing`,
    /// `zhongzhang`, and with `self_draw` under 自摸加番 `zimo`),
    /// `pattern_names` (平胡, 清一色, 根 …), `pattern_names_en`,
    /// `pattern_fans`, and `points` (2^fan with the rules' cap: what one
    /// payer pays). On other rules `fan` is -1 and the pattern lists empty;
    /// where a win is valued otherwise still (the `"mcr"` preset's fans) the
    /// Changsha keys are empty and `points` 0 too: a payment there depends on
    /// who pays (`MahjongTable`'s results list its lines).
    ///
    /// An empty Dictionary (and an error printed) for bad input.
    #[func]
    fn analyze(
        &self,
        hand: Variant,
        melds: Variant,
        #[opt(default = false)] self_draw: bool,
    ) -> VarDictionary {
        let s = WinSituation { self_drawn: self_draw, ..WinSituation::default() };
        self.analyze_in_situation(&hand, &melds, Ok(s), "WinChecker.analyze")
    }

    /// `analyze` with the whole situation of the win, the same for every
    /// rule set (each scores the words it knows and ignores the rest):
    /// `context` is the words form as a String — `"win:9s self_drawn
    /// last_copy kong kong_discard last_tile first_turn dealer seat:S
    /// round:W flowers:2"` — or a Dictionary with the same words as keys:
    /// `{"win": "9s", "self_drawn": true, "seat": "S", "round": 2,
    /// "flowers": 2}`. `win` is the winning tile (without it, the last tile
    /// of `hand` as written; a tile in any form), `self_drawn` (自摸), `kong`
    /// (a kong's tile self-drawn: 杠上开花; on another's tile: robbing a
    /// kong, 抢杠胡), `kong_discard` (a tile shown right after a kong: 杠上炮),
    /// `last_tile` (the wall's last: 海底), `last_copy` (和绝张),
    /// `first_turn` (天胡 / 地胡), `dealer` (the winner deals), `seat` and
    /// `round` the seat's and the prevalent wind (0-3, `"E"` or `"东"`; East
    /// when left out) and `flowers` (0-8). Missing keys are false. The
    /// Dictionary keys of 0.1 keep their meaning: `self_draw`, `kong_flip`
    /// and `after_kong` (a kong's tile), `robbed_kong`.
    ///
    /// An empty Dictionary (and an error printed) for an unknown key or
    /// word, a value of the wrong type, or a situation that cannot happen (a
    /// robbed kong self-drawn, 和绝张 while the hand holds another copy, a
    /// kong's tile self-drawn with no kong among the melds where the rules
    /// check it).
    #[func]
    fn analyze_in(&self, hand: Variant, melds: Variant, context: Variant) -> VarDictionary {
        let s = convert::win_situation(&context);
        self.analyze_in_situation(&hand, &melds, s, "WinChecker.analyze_in")
    }

    /// The opening wins (起手胡) of a dealt hand (13 or 14 tiles, no melds):
    /// an Array of Dictionaries `{id, name, count}` — `dasixi` 大四喜 (four
    /// alike), `banbanhu` 板板胡 (no 2/5/8), `queyise` 缺一色 (a suit
    /// missing), `liuliushun` 六六顺 (two triplets); `count` says how many
    /// times it occurs. Empty when there are none, when the rules have no
    /// opening wins, or (with an error printed) for bad input.
    #[func]
    fn opening_wins(&self, hand: Variant) -> Array<VarDictionary> {
        let r = convert::hand(&hand, &VarArray::new().to_variant(), &self.active_rules).map(|h| {
            majiang_core::opening_wins(h.concealed(), &self.active_rules)
                .into_iter()
                .map(|(w, n)| {
                    convert::dict(&[
                        ("id", w.id().to_variant()),
                        ("name", w.chinese().to_variant()),
                        ("count", i64::from(n).to_variant()),
                    ])
                })
                .collect()
        });
        or_report("WinChecker.opening_wins", r, Array::new())
    }

    /// Each tile that completes the waiting hand (3n+1 tiles) under the
    /// rules' whole law, in id order, with what that win would be worth: an
    /// Array of Dictionaries `tile` (its id), `tile_name` (五万 …) and the
    /// shared keys of `analyze` (`unit`, `total`, `toward_minimum`,
    /// `meets_minimum`, `lines`, …). Each win is counted in `context` (as
    /// `analyze_in` reads it: words or a Dictionary; `win`, `last_copy`,
    /// `kong` and `kong_discard` belong to one tile and are replaced), so
    /// `"self_drawn seat:S flowers:1"` prices self-drawn wins; `{}`, `""`
    /// or null, wins on a discard. A wait under the rules' minimum is listed
    /// with `meets_minimum` false: the hand may not declare it. A kind whose
    /// four copies are all in the hand and melds is not counted. Empty (and
    /// an error printed) for bad input.
    #[func]
    fn valued_waits(
        &self,
        hand: Variant,
        melds: Variant,
        context: Variant,
    ) -> Array<VarDictionary> {
        let rules = &self.active_rules;
        let r = (|| {
            let h = convert::waiting_hand(&hand, &melds, rules, "valued_waits")?;
            let s = convert::win_situation(&context)?;
            Ok(value::valued_waits(&h, rules, &s)?
                .iter()
                .map(|(t, v)| {
                    let mut d = convert::dict(&[
                        ("tile", i64::from(t.id()).to_variant()),
                        ("tile_name", t.chinese().to_variant()),
                    ]);
                    convert::value_fields(&mut d, v);
                    d
                })
                .collect())
        })();
        or_report("WinChecker.valued_waits", r, Array::new())
    }

    /// Shanten (向听): how many tile changes the hand is from ready, over
    /// every winning shape of the rules — -1 complete, 0 ready, 1 one away…
    /// Under `sichuan` the rules' (缺一门): the tiles of a suit still to clear
    /// count, a hand holding all three suits is never ready, and 99 when no
    /// suit can be cleared (the melds hold all three). Under `mcr` over
    /// every MCR form: four sets and a pair, 七对, 十三幺, 全不靠 / 七星不靠
    /// and 组合龙 (a 3n+2 hand: -1 when it forms a shape, whatever its fan,
    /// else its best discard's). Takes 3n+1 or 3n+2
    /// tiles. `SHANTEN_ERROR` (-2, and an error printed) for bad input.
    #[func]
    fn shanten(&self, hand: Variant, melds: Variant) -> i64 {
        let r = convert::hand(&hand, &melds, &self.active_rules).and_then(|h| {
            Ok(majiang_core::winning_shanten(&h, &self.active_rules)?.map_or(99, i64::from))
        });
        or_report("WinChecker.shanten", r, Self::SHANTEN_ERROR)
    }
}
