//! `WinChecker`: the tutorial's win-check node, on the core's exact tables.

use crate::convert::{self, Input, or_report};
use crate::rule_options::MahjongRules;
use godot::prelude::*;
use majiang_core::family::WinValue;
use majiang_core::mcr::{self, Situation};
use majiang_core::sichuan::{self, SichuanContext};
use majiang_core::{RuleSet, Tile, WinContext, analyze_win, winning_tiles};

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
    /// whatever its fan; `analyze` / `analyze_in` give the 81 fans, the
    /// total and whether it meets the minimum, `waits_with_fans` the fan of
    /// each wait). An unknown name prints an
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
    fn analyze_with(
        &self,
        hand: &Variant,
        melds: &Variant,
        ctx: Input<WinContext>,
        method: &str,
    ) -> VarDictionary {
        let r = ctx.and_then(|ctx| {
            let h = convert::complete_hand(hand, melds, &self.active_rules, "analyze")?;
            let a = analyze_win(&h, &self.active_rules, &ctx)?;
            let mut d = convert::analysis_dict(&h, a.as_ref(), ctx.self_draw, &self.active_rules);
            convert::no_sichuan_fields(&mut d);
            Ok(d)
        });
        or_report(method, r, VarDictionary::new())
    }

    /// A win counts fan (四川) rather than small and big hands.
    fn counts_fan(&self) -> bool {
        self.active_rules.win_value() == WinValue::Fan
    }

    /// The rules are 国标's (MCR): wins are counted in its 81 fans.
    fn is_mcr(&self) -> bool {
        self.active_rules.win_value() == WinValue::McrFan
    }

    /// A 国标 win's Dictionary: `hand` won in the situation `situation`
    /// reads (given the last tile of `hand` as written, the default winning
    /// tile).
    fn analyze_mcr(
        &self,
        hand: &Variant,
        melds: &Variant,
        situation: impl FnOnce(Option<Tile>) -> Input<Situation>,
        method: &str,
    ) -> VarDictionary {
        let rules = &self.active_rules;
        let r = convert::complete_hand(hand, melds, rules, "analyze").and_then(|h| {
            // The tile written last is the one that came last (drawn or
            // claimed), as the CLI's batch lines read it.
            let last = convert::tiles(hand, "hand")?.last().copied();
            let s = situation(last)?;
            let score = mcr::score(&h, &s)?;
            let shanten = mcr::shanten(&h.without_tile(s.win)?)?;
            Ok(convert::mcr_dict(&h, score.as_ref(), &s, shanten, rules))
        });
        or_report(method, r, VarDictionary::new())
    }

    /// A 四川 win's Dictionary for `ctx` (the hand read by `method`).
    fn analyze_sichuan(
        &self,
        hand: &Variant,
        melds: &Variant,
        ctx: Input<SichuanContext>,
        method: &str,
    ) -> VarDictionary {
        let r = ctx.and_then(|ctx| {
            let h = convert::complete_hand(hand, melds, &self.active_rules, "analyze")?;
            let a = sichuan::analyze_with(&h, &self.active_rules, &ctx)?;
            Ok(convert::sichuan_dict(&h, a.as_ref(), &self.active_rules))
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

    /// What a winning hand is worth under the rules: a Dictionary with `win`,
    /// `small`, `big_hands` (ids: `pengpenghu`, `jiangjianghu`, `qingyise`,
    /// `qixiaodui`, `haohua_qixiaodui`, `quanqiuren`, and the situational
    /// `tianhu`, `dihu`, `haidilaoyue`, `haidipao`, `gangshangkaihua`,
    /// `gangshangpao`, `qiangganghu`), `big_hand_names` (碰碰胡 …),
    /// `big_hand_units`, `units`, `points` (paid by each payer before the
    /// dealer bonus and birds), `total_points`, `targets` and `readings` (each
    /// way to read the hand, as text). `hand` holds 3n+2 tiles, the winning
    /// tile included; `self_draw` prices the win as 自摸 (the three others
    /// pay). A hand that does not win gives `win = false`.
    ///
    /// Under `sichuan` the Dictionary (same keys; Changsha's big hands
    /// empty) carries the 四川 count: `fan` (before the cap; -1 when the
    /// hand does not win, 缺一门 included), `patterns` (ids: `pinghu`,
    /// `duiduihu`, `jiangdui`, `qidui`, `longqidui`, `qingyise`,
    /// `daiyaojiu`, `jingoudiao`, `gen` once per four, `menqing`,
    /// `zhongzhang`, and with `self_draw` under 自摸加番 `zimo`),
    /// `pattern_names` (平胡, 清一色, 根 …), `pattern_names_en`,
    /// `pattern_fans`, and `points` (2^fan with the rules' cap: what one
    /// payer pays). On other rules `fan` is -1 and the pattern lists empty.
    ///
    /// Under `mcr` (国标) the hand is won on its **last tile as written**
    /// (the one drawn or claimed), by self-draw with `self_draw`, at the East
    /// seat in the East round with no flowers (`analyze_in` takes the whole
    /// situation). The Dictionary (same keys; Changsha's and 四川's lists
    /// empty) carries the fan count of the competition judge's calculator:
    /// `fan` (the total, flowers included; -1 when the tiles form no MCR
    /// winning shape), `fans` (one Dictionary per fan, in the calculator's
    /// order: `id` such as `full_flush`, `name` in 中文 as the calculator
    /// prints it — 清一色 —, `en` — Full Flush —, `fan` its value and
    /// `count`), `fan_without_flowers`, `meets_minimum` (the rules'
    /// minimum, 8 by default, reached — without flowers unless
    /// `mcr_flowers_count` is on), `units` (the total), `shanten` (of the
    /// hand before the winning tile, over every MCR form) and `situation`
    /// (the win's situation in the words form `analyze_in` reads). `points`
    /// and `total_points` are 0 there: a 国标 payment depends on who pays
    /// (`MahjongTable`'s results list its lines). On other rules `fans` is
    /// empty, `fan_without_flowers` -1 and `meets_minimum` false.
    ///
    /// An empty Dictionary (and an error printed) for bad input.
    #[func]
    fn analyze(
        &self,
        hand: Variant,
        melds: Variant,
        #[opt(default = false)] self_draw: bool,
    ) -> VarDictionary {
        if self.is_mcr() {
            let situation = |last: Option<Tile>| {
                convert::mcr_situation(&Variant::nil(), last)
                    .map(|s| Situation { self_drawn: self_draw, ..s })
            };
            return self.analyze_mcr(&hand, &melds, situation, "WinChecker.analyze");
        }
        if self.counts_fan() {
            let ctx = SichuanContext { self_draw, ..SichuanContext::default() };
            return self.analyze_sichuan(&hand, &melds, Ok(ctx), "WinChecker.analyze");
        }
        let ctx = WinContext { self_draw, ..WinContext::default() };
        self.analyze_with(&hand, &melds, Ok(ctx), "WinChecker.analyze")
    }

    /// `analyze` with the whole situation of the win: `context` is a
    /// Dictionary of bools — `self_draw`, `last_tile` (海底), `kong_flip` (on
    /// a 开杠 flip), `robbed_kong` (抢杠胡), `first_turn` (天胡 / 地胡),
    /// `dealer` (the winner deals). Missing keys are false. Under `sichuan`
    /// the keys are `self_draw`, `after_kong` (杠上花 when self-drawn, else
    /// 杠上炮), `robbed_kong` (抢杠胡), `last_tile` (海底捞月 when
    /// self-drawn), `first_turn` (天胡 / 地胡 under 天地胡) and `dealer`; the
    /// patterns they add are counted.
    ///
    /// Under `mcr` (国标; the keys of `analyze`) `context` is the win's
    /// situation, a Dictionary or the words form as a String:
    /// `"win:9s self_drawn last_copy kong last_tile seat:S round:W
    /// flowers:2"` — `win` the winning tile (without it, the last tile of
    /// `hand` as written), `self_drawn` (自摸), `last_copy` (和绝张), `kong`
    /// (杠上开花 when self-drawn, 抢杠和 otherwise), `last_tile` (妙手回春 /
    /// 海底捞月), `seat` and `round` the seat's and the prevalent wind (E, S,
    /// W, N; East when left out) and `flowers` (0-8, 1 fan each). As a
    /// Dictionary the keys are the same words: `{"win": "9s", "self_drawn":
    /// true, "seat": "S", "round": 2, "flowers": 2}` (a tile in any form; a
    /// wind as 0-3, `"E"` or `"东"`). A situation that cannot happen
    /// (`last_copy` while the hand holds another copy of the winning tile,
    /// `kong` self-drawn with no kong among the melds) is refused.
    ///
    /// An empty Dictionary (and an error printed) for an unknown key, a
    /// value of the wrong type, or a situation that cannot happen (a robbed
    /// kong self-drawn).
    #[func]
    fn analyze_in(&self, hand: Variant, melds: Variant, context: Variant) -> VarDictionary {
        if self.is_mcr() {
            let situation = |last: Option<Tile>| convert::mcr_situation(&context, last);
            return self.analyze_mcr(&hand, &melds, situation, "WinChecker.analyze_in");
        }
        if self.counts_fan() {
            let ctx = convert::sichuan_context(&context);
            return self.analyze_sichuan(&hand, &melds, ctx, "WinChecker.analyze_in");
        }
        let ctx = convert::win_context(&context);
        self.analyze_with(&hand, &melds, ctx, "WinChecker.analyze_in")
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

    /// 国标 (`mcr`): each tile that completes the waiting hand (3n+1 tiles)
    /// into an MCR winning shape, in id order, with what that win would
    /// score — an Array of Dictionaries `tile` (its id), `tile_name` (五万
    /// …), `fan` (the total, flowers included), `fan_without_flowers`,
    /// `meets_minimum` and `fans` (as `analyze` lists them). Each win is
    /// counted on a discard in `context` (as `analyze_in` reads it: a
    /// Dictionary or the words form; `win`, `last_copy` and `kong` are
    /// replaced, so `"self_drawn seat:S flowers:1"` prices self-drawn
    /// wins); `{}`, `""` or null count at the East seat in the East round,
    /// no flowers. A
    /// wait under the minimum is listed (`meets_minimum` false): the hand
    /// may not declare it. A kind whose four copies are all in the hand and
    /// melds is not counted. Empty (and an error printed) for bad input and
    /// under other rules (`waits` lists their winning tiles).
    #[func]
    fn waits_with_fans(
        &self,
        hand: Variant,
        melds: Variant,
        context: Variant,
    ) -> Array<VarDictionary> {
        let rules = &self.active_rules;
        let r = (|| {
            if !self.is_mcr() {
                return Err(convert::BadInput(format!(
                    "fans are counted under the mcr rules (国标), not {}: use waits",
                    rules.name
                )));
            }
            let h = convert::waiting_hand(&hand, &melds, rules, "waits_with_fans")?;
            // Any tile stands in for the winning one: each wait replaces it.
            let base = convert::mcr_situation(&context, Some(Tile::from_id(0)?))?;
            Ok(mcr::waits(&h, &base)?
                .iter()
                .map(|(t, score)| {
                    let mut d = convert::dict(&[
                        ("tile", i64::from(t.id()).to_variant()),
                        ("tile_name", t.chinese().to_variant()),
                    ]);
                    convert::mcr_fields(&mut d, score, rules);
                    d.remove("win");
                    d.remove("units");
                    d
                })
                .collect())
        })();
        or_report("WinChecker.waits_with_fans", r, Array::new())
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
