//! `MahjongTable`: a whole hand (长沙, 转转, 红中, …) on the core's game engine, told to
//! a game through signals. The node drives the AI seats itself and waits for
//! the human seat's choices; the game only draws and forwards clicks.

use crate::convert::{self, Input, or_report};
use crate::hint;
use crate::meld::MahjongMeld;
use crate::rule_options::MahjongRules;
use godot::classes::{INode, Node};
use godot::prelude::*;
use majiang_core::ai::{Agent, Level};
use majiang_core::game::flat::bird_hits;
use majiang_core::game::{
    Action, DrawSource, Event, ExchangeTiles, ExchangeView, Game, HandResult, Payment,
    PaymentReason, Phase, Wall, WinRecord,
};
use majiang_core::tile::Wind;
use majiang_core::value::{self, Unit};
use majiang_core::{Error, Hand, Meld, RuleSet, Scoring, Suit, Tile, bird_seat};

/// A four-seat table running on majiang's engine: Changsha (长沙麻将) by
/// default, or any preset of `rules` — 转转麻将 (`zhuanzhuan`), 红中麻将
/// (`hongzhong`: the four 中 are wildcards that are never discarded or
/// claimed; birds are drawn after a win and the result lists every payment
/// line with its reason) and 四川麻将 血战到底 (`sichuan`).
///
/// 四川 血战到底: before the first discard every seat passes tiles of one
/// suit (换三张: `exchange_picked` per tile, `tiles_exchanged` once all
/// have picked, in the direction a seeded roll set) and declares a void
/// suit (定缺: `voids_declared` once all four have). The human seat is asked
/// both through `claim_options` (options `exchange` with a `tile`, one per
/// pick, until 3 (or 2) are picked; then `ding_que` with a `suit`);
/// `phase()` says which decision it is. While a seat holds its void suit it
/// may only discard tiles of that suit, and a hand holding it never wins.
/// A win does not end the hand: `seat_won` tells it, the winner's tile is
/// laid aside (`get_won_tiles`) and the winner leaves (`has_left`); play
/// goes on until three have won or the wall is empty. Money moves at once
/// for kongs (刮风下雨) and wins, and at the end (查花猪, 查大叫, 退税): the
/// result's `payments` list every line with its reason and labels (中文, English),
/// each win its `fan` and `patterns`.
///
/// 国标麻将 (`mcr`): 144 tiles with the 8 flowers — a seat that draws a
/// flower sets it aside and draws again from the end (补花; `get_flowers`
/// counts them, 1 fan each) —, 吃 from the left, 碰, 杠, 补杠, 暗杠 and 抢杠和,
/// one winner per discard, and a win only when it reaches the minimum (8 fan
/// without flowers: the engine does not offer a win under it). Every seat
/// has its wind (`seat_wind`: the dealer is East) and the hand its
/// prevalent wind (`prevalent_wind`; a host plays a 16-hand game's rounds
/// with `set_prevalent_wind` between hands: 南 for hands 5-8, and so on,
/// each seat dealing once a round). The result's wins list their fans as
/// every table lists what a win is worth (`lines`: 中文, English, value,
/// count) and the payments (base 8 + fan from the discarder, 8 from the
/// others; 8 + fan from each on a self-draw).
///
/// Call `start_hand()`; the table deals, plays the AI seats (each at its
/// difficulty: the tutorial's EASY, MEDIUM, HARD, or EXPERT, majiang's
/// strongest, deciding from what its seat sees) and reports everything
/// through signals. When the human seat
/// (`human_seat`, default 0; -1 for none) must decide, the table waits: in
/// its turn, call `discard(tile)` (or `act(option)` for a kong or a
/// self-drawn win offered by `claim_options`); on another player's tile,
/// `act(option)` with one of the `claim_options` (pass included).
///
/// Signals, in the order a hand produces them: `hand_started`,
/// `opening_win`, `exchange_picked`, `tiles_exchanged`, `voids_declared`,
/// `turn_started`, `tile_drawn`, `claim_options` (the human's choices),
/// `discarded`, `melded`, `kong_flipped`, `last_tile_offered`,
/// `last_tile_shown`, `seat_won`, `birds_flipped`, `scores_changed`, then
/// `hand_won` or `hand_drawn` with the result.
///
/// Seats are 0–3; seat + 1 is the next player (counter-clockwise). Tiles are
/// kind ids (`MahjongTile.name_of(id)` gives the name). Bad calls (an illegal
/// action, a tile not in the hand) print an error and return false; the
/// hand goes on.
#[derive(GodotClass)]
#[class(base = Node)]
pub struct MahjongTable {
    /// The rule set, one of the core's presets: `changsha` (default),
    /// `zhuanzhuan` (转转), `hongzhong` (红中: 112 tiles, the four 中 are
    /// wildcards, birds after a win), `sichuan` (四川麻将 血战到底: 换三张,
    /// 定缺, the hand goes on after each win), `mcr` (国标麻将: flowers,
    /// winds, the 81 fans and the 8-fan minimum), `standard` or `eval-v1`.
    /// Applies from
    /// the next `start_hand()`; an unknown name prints an error naming the
    /// presets and keeps the rules. Setting it resets the options
    /// (`set_rule_option`) to the preset's.
    #[var(set = set_rules, hint = ENUM, hint_string = crate::rule_options::preset_hint(), usage_flags = [DEFAULT])]
    rules: GString,
    /// The seed of the next hand's wall (and of the AIs' random choices).
    /// Each `start_hand()` uses it and then adds one, so successive hands
    /// differ and a match replays from its first seed.
    #[export]
    seed: i64,
    /// The seat that deals the next hand; after each hand it becomes the
    /// next dealer the rules name.
    #[export(range = (0.0, 3.0))]
    dealer: i64,
    /// The seat a person plays (0–3), or -1 for four AIs. Changing it during
    /// a hand hands the seat over: an AI finishes the hand for a person who
    /// leaves (-1), or waits for one who sits down.
    #[var(set = set_human_seat)]
    #[export(range = (-1.0, 3.0))]
    human_seat: i64,
    /// The difficulty of every AI seat (`AIPlayer.EASY` … `EXPERT`); setting
    /// it sets all four, `set_seat_difficulty` one.
    #[var(get = get_difficulty, set = set_difficulty)]
    #[export(enum = (Easy = 0, Medium = 1, Hard = 2, Expert = 3))]
    difficulty: PhantomVar<i64>,
    /// Seconds an AI waits before playing its turn, so a person can follow
    /// (0: the AIs play at once).
    #[export]
    think_time: f64,
    /// The rules as a `MahjongRules` object: reading it gives a copy of
    /// this node's rules, setting it takes a copy of the object's (preset and
    /// options), so one `MahjongRules` configures every node that should
    /// play by it. Null is refused with an error.
    #[var(get = get_rule_set, set = set_rule_set)]
    rule_set: PhantomVar<Option<Gd<MahjongRules>>>,
    active_rules: RuleSet,
    levels: [Level; 4],
    agents: [Option<Box<dyn Agent>>; 4],
    game: Option<Game>,
    hand_seed: u64,
    scores: [i32; 4],
    /// Each win's hand (concealed tiles with the winning one, and melds) as
    /// it won, in the order won: a 四川 winner's hand may change after its
    /// win (血流成河 plays on), and the result shows the hand that won.
    win_hands: Vec<(usize, Hand)>,
    /// Bumped by every `start_hand()`: a timer of an older hand does nothing.
    generation: u64,
    /// An advance is scheduled (deferred call or think timer).
    scheduled: bool,
    base: Base<Node>,
}

/// A signal to emit once the table is no longer borrowed (handlers may call
/// back into the table).
enum Emit {
    HandStarted(i64, i64),
    OpeningWin(i64, &'static str, &'static str, i64),
    TurnStarted(i64),
    TileDrawn(i64, i64, &'static str),
    /// The seat, its options, and the number of actions played when they
    /// were listed (a prompt that a handler already answered is dropped).
    ClaimOptions(i64, VarArray, usize),
    Discarded(i64, i64),
    Melded(i64, Gd<MahjongMeld>, i64, bool),
    KongFlipped(i64, Array<i64>),
    LastTileOffered(i64),
    LastTileShown(i64, i64),
    BirdsFlipped(Array<i64>),
    ScoresChanged(Array<i64>),
    ExchangePicked(i64, i64),
    /// Direction id, its Chinese name, what each seat passed, what each received.
    Exchanged(&'static str, &'static str, VarArray, VarArray),
    VoidsDeclared(Array<i64>),
    SeatWon(VarDictionary),
    HandOver(bool, VarDictionary),
}

#[godot_api]
impl INode for MahjongTable {
    fn init(base: Base<Node>) -> Self {
        MahjongTable {
            rules: GString::from("changsha"),
            seed: 1,
            dealer: 0,
            human_seat: 0,
            difficulty: PhantomVar::default(),
            think_time: 0.6,
            active_rules: RuleSet::changsha(),
            rule_set: PhantomVar::default(),
            levels: [Level::Medium; 4],
            agents: [None, None, None, None],
            game: None,
            hand_seed: 0,
            scores: [0; 4],
            win_hands: Vec::new(),
            generation: 0,
            scheduled: false,
            base,
        }
    }
}

fn seat_index(seat: i64) -> Input<usize> {
    usize::try_from(seat)
        .ok()
        .filter(|s| *s < 4)
        .ok_or_else(|| convert::BadInput(format!("seat {seat} is out of range: seats are 0-3")))
}

/// A difficulty the table plays (`AIPlayer.EASY` … `EXPERT`: the core's
/// [`Level`] ids).
fn level_of(level: i64) -> Input<Level> {
    Level::from_id(level).ok_or_else(|| {
        convert::BadInput(format!(
            "difficulty {level} is not one the table plays: EASY = 0, MEDIUM = 1, HARD = 2, \
             EXPERT = 3"
        ))
    })
}

fn ints<const N: usize>(values: [i32; N]) -> Array<i64> {
    values.iter().map(|&v| i64::from(v)).collect()
}

fn tile_or_none(t: Option<Tile>) -> i64 {
    t.map_or(-1, |t| i64::from(t.id()))
}

/// Tiles each seat passes in 换三张: 3 or 2 on a 四川 table with the
/// exchange on, else 0.
fn exchange_count(rules: &RuleSet) -> i64 {
    i64::from(rules.exchange_tiles())
}

/// A suit as GDScript sees it: 0 万, 1 条, 2 筒; -1 for none.
fn suit_or_none(s: Option<Suit>) -> i64 {
    s.map_or(-1, |s| s.index() as i64)
}

/// An action as the Dictionary the human's UI gets: `action` (its name:
/// `discard`, `chi`, `peng`, `gang`, `kai_gang`, `an_gang`, `an_kai_gang`,
/// `bu_gang`, `bu_kai_gang`, `hu`, `take_haidi`, `pass`, and on 四川
/// `exchange` (换三张: one tile to pass) and `ding_que` (定缺)), `tile` (-1
/// when it names none; the lowest tile of a chi), `suit` (the suit of a
/// `ding_que`: 0 万, 1 条, 2 筒; else -1), `tiles` (what it lays down or
/// takes) and `label` (Chinese, for a button).
fn option_dict(action: Action, offered: Option<Tile>) -> VarDictionary {
    let tile = action.tile().or(match action {
        Action::Peng | Action::Gang | Action::KaiGang | Action::Hu => offered,
        _ => None,
    });
    let name = |t: Tile| t.chinese();
    let (label, tiles): (String, Vec<Tile>) = match action {
        Action::Pass => ("过 pass".into(), vec![]),
        Action::Discard(t) => (format!("打 {}", name(t)), vec![t]),
        Action::Chi(low) => {
            let run: Vec<Tile> = Meld::chi(low).map(|m| m.tiles().collect()).unwrap_or_default();
            (format!("吃 {}", majiang_core::notation::format_chinese(run.iter().copied())), run)
        }
        Action::Peng => {
            (format!("碰 {}", tile.map(name).unwrap_or_default()), tile.into_iter().collect())
        }
        Action::Gang | Action::AnGang(_) | Action::BuGang(_) => {
            (format!("杠 {}", tile.map(name).unwrap_or_default()), tile.into_iter().collect())
        }
        Action::KaiGang | Action::AnKaiGang(_) | Action::BuKaiGang(_) => {
            (format!("开杠 {}", tile.map(name).unwrap_or_default()), tile.into_iter().collect())
        }
        Action::Hu => ("胡 win".into(), tile.into_iter().collect()),
        Action::TakeHaidi => ("要海底 take the last tile".into(), vec![]),
        Action::Exchange(t) => (format!("换 {}", name(t)), vec![t]),
        Action::DingQue(suit) => (format!("缺 {}", suit.chinese()), vec![]),
    };
    let suit = match action {
        Action::DingQue(s) => s.index() as i64,
        _ => -1,
    };
    convert::dict(&[
        ("action", action.name().to_variant()),
        ("tile", tile_or_none(tile).to_variant()),
        ("suit", suit.to_variant()),
        ("tiles", convert::id_list(tiles).to_variant()),
        ("label", label.to_variant()),
    ])
}

/// The action a GDScript option stands for: a Dictionary from
/// `legal_actions`/`claim_options` (its `action` and `tile`), or a String in
/// the engine's notation (`"peng"`, `"chi 345s"`, `"discard 5m"`).
fn action_of(v: &Variant) -> Input<Action> {
    match v.get_type() {
        VariantType::STRING | VariantType::STRING_NAME => Ok(v.to_string().parse::<Action>()?),
        VariantType::DICTIONARY => {
            let d = v
                .try_to::<AnyDictionary>()
                .map_err(|e| convert::BadInput(format!("cannot read the option: {e}")))?;
            let name = d.get("action").map(|a| a.to_string()).ok_or_else(|| {
                convert::BadInput(
                    "the option has no \"action\" key (use one from claim_options)".into(),
                )
            })?;
            if name == "ding_que" {
                let suit = d.get("suit").unwrap_or_default();
                return Ok(Action::DingQue(convert::suit(&suit).map_err(|e| e.at("suit"))?));
            }
            let tile = d.get("tile").unwrap_or_default();
            let with_tile = if tile.is_nil() || tile.try_to::<i64>().is_ok_and(|t| t < 0) {
                name.clone()
            } else {
                format!("{name} {}", convert::tile(&tile)?)
            };
            // Actions that name no tile ignore the offered tile the option shows.
            Ok(with_tile.parse::<Action>().or_else(|_| name.parse::<Action>())?)
        }
        _ => Err(convert::BadInput(format!(
            "expected an option Dictionary or an action String, got {}",
            convert::describe(v)
        ))),
    }
}

/// A payment reason as a stable id and its short Chinese and English labels
/// for a result screen (the core's names; a `birds` line counts its hits:
/// `中鸟 ×2`, `birds ×2`).
fn reason_names(reason: PaymentReason) -> (&'static str, String, String) {
    match reason {
        PaymentReason::Birds { hits } => (
            reason.id(),
            format!("{} ×{hits}", reason.chinese()),
            format!("{} ×{hits}", reason.english()),
        ),
        _ => (reason.id(), reason.chinese().to_string(), reason.english().to_string()),
    }
}

/// Payment lines as Dictionaries: `from` (the payer), `to`, `points`
/// (positive), `reason` (`win`, `dealer_bonus`, `birds`,
/// `no_wildcard_double`, `concealed_kong`, `added_kong`, `exposed_kong`,
/// `kong_voided`; 四川 adds `self_draw_bonus`, `cagua`, `call_transfer`,
/// `huazhu`, `cha_dajiao`, `tax_refund`), `hits` (the bird hits of a
/// `birds` line, else 0), `label` (Chinese, e.g. `中鸟 ×2`, `呼叫转移`) and
/// `label_en` (English, `birds ×2`, `kong income transferred`).
fn payment_list(lines: &[Payment]) -> Array<VarDictionary> {
    lines
        .iter()
        .map(|p| {
            let (reason, label, label_en) = reason_names(p.reason);
            let hits = match p.reason {
                PaymentReason::Birds { hits } => i64::from(hits),
                _ => 0,
            };
            convert::dict(&[
                ("from", (p.from as i64).to_variant()),
                ("to", (p.to as i64).to_variant()),
                ("points", i64::from(p.points).to_variant()),
                ("reason", reason.to_variant()),
                ("hits", hits.to_variant()),
                ("label", label.to_variant()),
                ("label_en", label_en.to_variant()),
            ])
        })
        .collect()
}

/// The birds of a hand for a reveal, in the order drawn: `tile`, `seat`
/// (the seat it lands on counting from the dealer under Changsha scoring;
/// -1 on the flat tables, where 159中鸟 reads no seat) and `hit` (whether
/// it scores for the win). Changsha: a bird hits when its seat won or paid
/// (a self-draw is paid by all). Flat tables: the core's
/// [`bird_hits`] for the one bird, counted for the winner — or for the
/// discarder when several win on one discard, as the engine counts them.
fn bird_reveal(game: &Game, r: &HandResult) -> Array<VarDictionary> {
    let rules = game.rules();
    let dealer = game.dealer();
    let flat_target = match r.wins.as_slice() {
        [one] => Some(one.seat),
        [first, ..] => first.from.or(Some(first.seat)),
        [] => None,
    };
    r.birds
        .iter()
        .map(|&b| {
            // Only the Changsha and the flat tables flip birds: Changsha
            // reads the bird's seat, the flat tables count hits by rule.
            let (seat, hit) = if rules.scoring == Scoring::Changsha {
                let seat = bird_seat(b, dealer);
                let hit = r
                    .wins
                    .iter()
                    .any(|w| w.seat == seat || w.from.is_none_or(|payer| payer == seat));
                (seat as i64, hit)
            } else {
                (-1, flat_target.is_some_and(|t| bird_hits(rules, &[b], t, dealer) > 0))
            };
            convert::dict(&[
                ("tile", i64::from(b.id()).to_variant()),
                ("seat", seat.to_variant()),
                ("hit", hit.to_variant()),
            ])
        })
        .collect()
}

impl MahjongTable {
    fn human(&self) -> Option<usize> {
        usize::try_from(self.human_seat).ok().filter(|s| *s < 4)
    }

    fn offered(game: &Game) -> Option<Tile> {
        match game.phase() {
            Phase::Claim { offer, .. } => offer.tiles().first().copied(),
            Phase::KongFlip { flips, .. } => flips.as_slice().first().copied(),
            Phase::HaidiDraw { tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// The events of one step as signals, and the turn and end-of-hand
    /// signals the new state calls for.
    fn translate(&mut self, events: Vec<Event>, out: &mut Vec<Emit>) {
        let Some(game) = self.game.as_ref() else { return };
        for e in events {
            match e {
                Event::Dealt { dealer, .. } => {
                    out.push(Emit::HandStarted(dealer as i64, self.hand_seed as i64));
                }
                Event::OpeningWin(o) => out.push(Emit::OpeningWin(
                    o.seat as i64,
                    o.win.id(),
                    o.win.chinese(),
                    i64::from(o.count),
                )),
                Event::Drew { seat, tile, source } => {
                    let source = match source {
                        DrawSource::Wall => "wall",
                        DrawSource::Replacement => "replacement",
                        DrawSource::Haidi => "last_tile",
                    };
                    out.push(Emit::TileDrawn(seat as i64, i64::from(tile.id()), source));
                }
                Event::Discarded { seat, tile } => {
                    out.push(Emit::Discarded(seat as i64, i64::from(tile.id())))
                }
                Event::Melded { seat, from, meld, kaigang } => out.push(Emit::Melded(
                    seat as i64,
                    MahjongMeld::of(meld),
                    from.map_or(-1, |f| f as i64),
                    kaigang,
                )),
                Event::KongFlip { seat, flips } => out.push(Emit::KongFlipped(
                    seat as i64,
                    convert::id_list(flips.as_slice().iter().copied()),
                )),
                Event::HaidiOffered { seat } => out.push(Emit::LastTileOffered(seat as i64)),
                Event::HaidiShown { seat, tile } => {
                    out.push(Emit::LastTileShown(seat as i64, i64::from(tile.id())))
                }
                Event::Settled { .. } => out.push(Emit::ScoresChanged(ints(game.scores()))),
                Event::Finished { next_dealer } => {
                    if let Some(result) = game.result() {
                        let dict = self.result_dict(game, result);
                        self.scores = game.scores();
                        self.dealer = next_dealer as i64;
                        out.push(Emit::HandOver(result.is_draw(), dict));
                    }
                }
                Event::BirdsFlipped { tiles } => {
                    out.push(Emit::BirdsFlipped(convert::id_list(tiles.iter().copied())))
                }
                Event::ExchangePicked { seat, tile } => {
                    out.push(Emit::ExchangePicked(seat as i64, i64::from(tile.id())))
                }
                Event::Exchanged { direction, passed } => {
                    let lists = |of: &dyn Fn(usize) -> ExchangeTiles| -> VarArray {
                        (0..4)
                            .map(|s| {
                                convert::id_list(of(s).as_slice().iter().copied()).to_variant()
                            })
                            .collect()
                    };
                    // Seat `to` received what the seat `offset` before it passed.
                    let received = lists(&|to| passed[(to + 4 - direction.offset()) % 4]);
                    out.push(Emit::Exchanged(
                        direction.name(),
                        direction.chinese(),
                        lists(&|s| passed[s]),
                        received,
                    ));
                }
                Event::VoidsDeclared { voids } => {
                    out.push(Emit::VoidsDeclared(voids.iter().map(|v| v.index() as i64).collect()))
                }
                Event::Won(w) => {
                    let hand = Self::hand_that_won(game, &w);
                    let dict = self.win_dict(game, &w, &hand);
                    self.win_hands.push((w.seat, hand));
                    out.push(Emit::SeatWon(dict));
                }
                Event::Passed { .. } | Event::ExhaustiveDraw | Event::Flower { .. } => {}
            }
        }
        // Every step that leaves a seat to play is a (new) decision of its:
        // after a draw, a claim, or a kong's replacement.
        if let Some(Phase::Turn { seat }) = self.game.as_ref().map(Game::phase) {
            out.push(Emit::TurnStarted(seat as i64));
        }
    }

    /// The winner's hand with its winning tile, read right after the win:
    /// a 四川 winner's tile is laid aside (its hand back to 3n+1), so the
    /// tile is put back in.
    fn hand_that_won(game: &Game, w: &WinRecord) -> Hand {
        let mut hand = *game.hand(w.seat).expect("seats are 0-3");
        if !hand.is_complete_size()
            && let Some(t) = w.tile
            && let Ok(h) = hand.with_tile(t)
        {
            hand = h;
        }
        hand
    }

    fn win_dict(&self, game: &Game, w: &WinRecord, hand: &Hand) -> VarDictionary {
        let hand = *hand;
        let self_draw = w.from.is_none();
        let rules = game.rules();
        let mut d = match &w.fan {
            // 四川: the fan and patterns.
            Some(fan) => convert::sichuan_dict(&hand, Some(fan), rules),
            None => {
                let mut d = convert::analysis_dict(&hand, Some(&w.analysis), self_draw, rules);
                convert::no_sichuan_fields(&mut d);
                d
            }
        };
        // What the win was worth as the table scored it, the same keys on
        // every table.
        let v = value::win_value(rules, w);
        convert::value_fields(&mut d, &v);
        if v.unit == Unit::Fan {
            // A win counted in fan is paid by its own lines (四川 2^fan
            // capped, the "mcr" preset 8 + fan): `points` the most one payer
            // pays for the win, `total_points` all it brought its winner.
            let lines = w.payments.iter().filter(|p| p.to == w.seat);
            let most = lines.clone().filter(|p| p.reason == PaymentReason::Win).map(|p| p.points);
            d.set("points", most.max().map_or(0, i64::from));
            d.set("total_points", lines.map(|p| i64::from(p.points)).sum::<i64>());
        }
        let melds: Array<Gd<MahjongMeld>> = hand.melds().map(MahjongMeld::of).collect();
        d.set("seat", w.seat as i64);
        d.set("left", game.table()[w.seat].has_left());
        d.set("from", w.from.map_or(-1, |f| f as i64));
        d.set("tile", tile_or_none(w.tile));
        d.set("self_draw", self_draw);
        d.set("deltas", &ints(w.deltas));
        d.set("hand", &convert::id_list(hand.concealed().tiles()));
        d.set("melds", &melds);
        d.set("payments", &payment_list(&w.payments));
        // A flat win's bird hits are on its bird lines (every hit adds to
        // them); none means no hit.
        let hits = w.payments.iter().find_map(|p| match p.reason {
            PaymentReason::Birds { hits } => Some(i64::from(hits)),
            _ => None,
        });
        d.set("bird_hits", hits.unwrap_or(0));
        d
    }

    /// The result of a hand: `draw`, `wins` (each: `seat`, `from` (-1 for a
    /// self-draw), `tile`, `self_draw`, `small`, `big_hands`,
    /// `big_hand_names`, `units`, `deltas`, `hand`, `melds`, `payments`,
    /// `bird_hits`, `fan`, `patterns`, …), `openings`, `birds`,
    /// `bird_reveal`, `payments`, `deltas`, `scores` (running totals),
    /// `dealer`, `next_dealer`, `seed`, `voids`, `exchange`.
    fn result_dict(&self, game: &Game, r: &HandResult) -> VarDictionary {
        // The k-th win of a seat is its k-th hand as won (血流成河 wins again).
        let mut used = [0usize; 4];
        let wins: Array<VarDictionary> = r
            .wins
            .iter()
            .map(|w| {
                let k = used[w.seat];
                used[w.seat] += 1;
                let hand = self
                    .win_hands
                    .iter()
                    .filter(|(s, _)| *s == w.seat)
                    .nth(k)
                    .map_or_else(|| Self::hand_that_won(game, w), |(_, h)| *h);
                self.win_dict(game, w, &hand)
            })
            .collect();
        let openings: Array<VarDictionary> = r
            .openings
            .iter()
            .map(|o| {
                convert::dict(&[
                    ("seat", (o.seat as i64).to_variant()),
                    ("id", o.win.id().to_variant()),
                    ("name", o.win.chinese().to_variant()),
                    ("count", i64::from(o.count).to_variant()),
                ])
            })
            .collect();
        convert::dict(&[
            ("draw", r.is_draw().to_variant()),
            ("wins", wins.to_variant()),
            ("openings", openings.to_variant()),
            ("birds", convert::id_list(r.birds.iter().copied()).to_variant()),
            ("bird_reveal", bird_reveal(game, r).to_variant()),
            ("payments", payment_list(&r.payments).to_variant()),
            ("deltas", ints(r.deltas).to_variant()),
            ("scores", ints(game.scores()).to_variant()),
            ("dealer", (game.dealer() as i64).to_variant()),
            ("next_dealer", (r.next_dealer as i64).to_variant()),
            ("seed", (self.hand_seed as i64).to_variant()),
            (
                "voids",
                r.voids.map(suit_or_none).iter().copied().collect::<Array<i64>>().to_variant(),
            ),
            ("exchange", self.exchange_dict(game, 0).get("direction").unwrap_or_default()),
            ("flowers", self.flower_counts().to_variant()),
            ("seat_winds", (0..4).map(|s| self.wind_of(s)).collect::<Array<i64>>().to_variant()),
            ("prevalent_wind", self.prevalent_wind().to_variant()),
        ])
    }

    /// Each seat's flowers set aside this hand (0 on a table without them).
    fn flower_counts(&self) -> Array<i64> {
        (0..4)
            .map(|s| self.game.as_ref().map_or(0, |g| i64::from(g.table()[s].flowers())))
            .collect()
    }

    /// The wind of `seat` (0-3) in the hand being played, or in the next
    /// one before the first: 0 东 for the dealer, then 南, 西, 北 in turn.
    fn wind_of(&self, seat: usize) -> i64 {
        let dealer = self.game.as_ref().map_or(self.dealer as usize, Game::dealer);
        i64::from(Wind::ALL[(seat + 4 - dealer % 4) % 4].index())
    }

    /// `seat`'s 换三张 as `get_exchange` shows it.
    fn exchange_dict(&self, game: &Game, seat: usize) -> VarDictionary {
        let view = game.observation(seat).map(|o| o.exchange).unwrap_or(ExchangeView::NONE);
        let (id, name) = view.direction.map_or(("", ""), |d| (d.name(), d.chinese()));
        convert::dict(&[
            ("count", exchange_count(game.rules()).to_variant()),
            ("picked", convert::id_list(view.picked.as_slice().iter().copied()).to_variant()),
            ("direction", id.to_variant()),
            ("direction_name", name.to_variant()),
            ("received", convert::id_list(view.received.as_slice().iter().copied()).to_variant()),
        ])
    }

    /// Plays AI decisions until the human must decide, an AI's turn waits
    /// for its think time, or the hand ends. Returns the signals to emit and
    /// whether to wait for a timer.
    fn run(&mut self, out: &mut Vec<Emit>, timer_fired: bool) -> bool {
        let mut waited = timer_fired;
        loop {
            let Some(game) = self.game.as_ref() else { return false };
            if game.is_finished() {
                return false;
            }
            let pending: Vec<usize> = game.pending_seats().collect();
            let human = self.human().filter(|h| pending.contains(h));
            let Some(&seat) = pending.iter().find(|s| Some(**s) != self.human()) else {
                if let Some(h) = human {
                    self.prompt(h, out);
                }
                return false;
            };
            let is_turn = matches!(game.phase(), Phase::Turn { .. });
            if is_turn && self.think_time > 0.0 && !waited {
                return true;
            }
            waited = false;
            let Some(agent) = self.agents[seat].as_mut() else { return false };
            let action = match game.observation(seat) {
                Ok(obs) => agent.decide(&obs),
                Err(e) => {
                    crate::convert::report_error(&format!("MahjongTable: {e}"));
                    return false;
                }
            };
            let game = self.game.as_mut().expect("checked above");
            match game.apply(seat, action) {
                Ok(events) => self.translate(events, out),
                Err(e) => {
                    crate::convert::report_error(&format!(
                        "MahjongTable: the AI at seat {seat} chose an illegal action: {e}"
                    ));
                    return false;
                }
            }
        }
    }

    /// Tells the human seat its choices, unless only discards are possible.
    fn prompt(&self, seat: usize, out: &mut Vec<Emit>) {
        let Some(game) = self.game.as_ref() else { return };
        let legal = game.legal(seat);
        if legal.iter().all(|a| matches!(a, Action::Discard(_))) {
            return;
        }
        let offered = Self::offered(game);
        let options: VarArray = legal
            .iter()
            .filter(|a| !matches!(a, Action::Discard(_)))
            .map(|a| option_dict(*a, offered).to_variant())
            .collect();
        out.push(Emit::ClaimOptions(seat as i64, options, game.actions().len()));
    }

    fn emit_all(this: &mut Gd<Self>, out: Vec<Emit>) {
        for e in out {
            // A handler may have freed the table.
            if !this.is_instance_valid() {
                return;
            }
            let mut s = this.signals();
            match e {
                Emit::HandStarted(d, seed) => s.hand_started().emit(d, seed),
                Emit::OpeningWin(seat, id, name, n) => {
                    s.opening_win().emit(seat, &GString::from(id), &GString::from(name), n)
                }
                Emit::TurnStarted(seat) => s.turn_started().emit(seat),
                Emit::TileDrawn(seat, t, src) => s.tile_drawn().emit(seat, t, &GString::from(src)),
                Emit::ClaimOptions(seat, options, at) => {
                    let current =
                        this.bind().game.as_ref().is_some_and(|g| g.actions().len() == at);
                    if current {
                        s.claim_options().emit(seat, &options);
                    }
                }
                Emit::Discarded(seat, t) => s.discarded().emit(seat, t),
                Emit::Melded(seat, m, from, kaigang) => s.melded().emit(seat, &m, from, kaigang),
                Emit::KongFlipped(seat, tiles) => s.kong_flipped().emit(seat, &tiles),
                Emit::LastTileOffered(seat) => s.last_tile_offered().emit(seat),
                Emit::LastTileShown(seat, t) => s.last_tile_shown().emit(seat, t),
                Emit::BirdsFlipped(tiles) => s.birds_flipped().emit(&tiles),
                Emit::ScoresChanged(scores) => s.scores_changed().emit(&scores),
                Emit::ExchangePicked(seat, t) => s.exchange_picked().emit(seat, t),
                Emit::Exchanged(id, name, passed, received) => s.tiles_exchanged().emit(
                    &GString::from(id),
                    &GString::from(name),
                    &passed,
                    &received,
                ),
                Emit::VoidsDeclared(voids) => s.voids_declared().emit(&voids),
                Emit::SeatWon(win) => s.seat_won().emit(&win),
                Emit::HandOver(true, result) => s.hand_drawn().emit(&result),
                Emit::HandOver(false, result) => s.hand_won().emit(&result),
            }
        }
    }

    /// Schedules the next advance: after the think time when an AI's turn
    /// waits, else on the next idle frame (never inside the caller's call, so
    /// signal handlers never run re-entrantly inside the table).
    fn schedule(this: &mut Gd<Self>, after_timer: bool) {
        let (generation, think) = {
            let mut me = this.bind_mut();
            if me.scheduled {
                return;
            }
            me.scheduled = true;
            (me.generation, me.think_time)
        };
        let mut target = this.clone();
        let step = this.linked_callable("advance", move |_| {
            let current = {
                let mut me = target.bind_mut();
                if me.generation != generation {
                    false
                } else {
                    me.scheduled = false;
                    true
                }
            };
            if current {
                Self::advance(&mut target, after_timer);
            }
        });
        let timer = if after_timer && this.is_inside_tree() {
            crate::scene::one_shot_timer(this, think)
        } else {
            None
        };
        match timer {
            Some(mut timer) => {
                timer.connect("timeout", &step);
            }
            None => step.call_deferred(&[]),
        }
    }

    fn advance(this: &mut Gd<Self>, timer_fired: bool) {
        let mut out = Vec::new();
        let wait = this.bind_mut().run(&mut out, timer_fired);
        Self::emit_all(this, out);
        if wait {
            Self::schedule(this, true);
        }
    }

    fn human_act(this: &mut Gd<Self>, action: Input<Action>, method: &str) -> bool {
        let r = action.and_then(|action| {
            let mut me = this.bind_mut();
            let seat = me.human().ok_or_else(|| {
                convert::BadInput("the table has no human seat (human_seat is -1)".into())
            })?;
            let game = me.game.as_mut().ok_or_else(|| {
                convert::BadInput("no hand is being played: call start_hand()".into())
            })?;
            let events = game.apply(seat, action)?;
            let mut out = Vec::new();
            me.translate(events, &mut out);
            Ok(out)
        });
        match r {
            Ok(out) => {
                Self::emit_all(this, out);
                Self::schedule(this, false);
                true
            }
            Err(e) => {
                crate::convert::report_error(&format!("{method}: {e}"));
                false
            }
        }
    }
}

#[godot_api]
impl MahjongTable {
    /// A hand was dealt: `dealer` deals, `seed` made the wall.
    #[signal]
    fn hand_started(dealer: i64, seed: i64);
    /// `seat` has an opening win (起手胡) in its dealt hand: `id`
    /// (`dasixi`, `banbanhu`, `queyise`, `liuliushun`), its Chinese `name`,
    /// how many times; it is paid at once.
    #[signal]
    fn opening_win(seat: i64, id: GString, name: GString, count: i64);
    /// `seat` is to play: discard, declare a kong, or win by self-draw.
    #[signal]
    fn turn_started(seat: i64);
    /// `seat` drew `tile` (`source`: `wall`, `replacement` after a kong, or
    /// `last_tile`).
    #[signal]
    fn tile_drawn(seat: i64, tile: i64, source: GString);
    /// The human seat may choose among `options` (Dictionaries with
    /// `action`, `tile`, `tiles`, `label`; pass `act(option)` one of them):
    /// claims on another's tile (pass, chi, peng, gang, hu), or in its own
    /// turn a kong or a self-drawn win besides discarding.
    #[signal]
    fn claim_options(seat: i64, options: VarArray);
    /// `seat` discarded `tile`.
    #[signal]
    fn discarded(seat: i64, tile: i64);
    /// `seat` laid down `meld` (a `MahjongMeld`), claimed from seat `from`
    /// (-1 for a kong of its own); `kaigang` for a 开杠.
    #[signal]
    fn melded(seat: i64, meld: Gd<MahjongMeld>, from: i64, kaigang: bool);
    /// `seat`'s 开杠 flipped `tiles` (they join its discards).
    #[signal]
    fn kong_flipped(seat: i64, tiles: Array<i64>);
    /// The last tile (海底) is offered to `seat`.
    #[signal]
    fn last_tile_offered(seat: i64);
    /// `seat` took the last tile, `tile`, and it did not win: it is shown.
    #[signal]
    fn last_tile_shown(seat: i64, tile: i64);
    /// The birds drawn after a win (扎鸟 / 抓鸟), in the order drawn, before
    /// `hand_won`; its result's `bird_reveal` says which hit.
    #[signal]
    fn birds_flipped(tiles: Array<i64>);
    /// Points moved (an opening win, a kong fee, a win, 四川's end-of-hand
    /// checks): the running totals.
    #[signal]
    fn scores_changed(scores: Array<i64>);
    /// 换三张 (四川): `seat` picked `tile` to pass; it left the hand at once.
    /// The host's view: a game shows the other seats' picks face down.
    #[signal]
    fn exchange_picked(seat: i64, tile: i64);
    /// 换三张 (四川): every seat's picked tiles went `direction` (`next` to
    /// 下家, `across` to 对家, `previous` to 上家; `direction_name` is the
    /// Chinese). `passed[s]` and `received[s]` are the tile ids seat `s`
    /// passed and received (`received[human_seat]` is what the person got).
    #[signal]
    fn tiles_exchanged(
        direction: GString,
        direction_name: GString,
        passed: VarArray,
        received: VarArray,
    );
    /// 定缺 (四川): every seat's void suit, shown once all four declared:
    /// `voids[s]` is 0 万, 1 条 or 2 筒. Play starts with the dealer's turn.
    #[signal]
    fn voids_declared(voids: Array<i64>);
    /// A seat won: `win` as one of the result's `wins` (its hand, fan and
    /// patterns on 四川, its payment lines, `left` when the winner leaves the
    /// hand). Emitted on every table; on 四川 the hand then goes on without
    /// the winner (血战到底) until three have won or the wall is empty.
    #[signal]
    fn seat_won(win: VarDictionary);
    /// The hand ended with a win (see `start_hand` for the result's keys).
    #[signal]
    fn hand_won(result: VarDictionary);
    /// The hand ended without a winner (流局); `result` as for `hand_won`.
    #[signal]
    fn hand_drawn(result: VarDictionary);

    /// Chooses the rule set by name; an unknown name prints an error and
    /// keeps the current rules.
    #[func]
    fn set_rules(&mut self, name: GString) {
        if let Some(r) =
            or_report("MahjongTable.rules", convert::rules_named(&name.to_string()).map(Some), None)
        {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    /// Sets option `name` of the rules to `value` (booleans 0 or 1), as
    /// `MahjongRules.set_option` does: the names are the core's option
    /// registry's (`MahjongRules.option_list()` lists them with their labels,
    /// values and defaults; `pair_258` and, on 转转/红中, `birds` stay
    /// accepted as deprecated aliases). They apply from the next `start_hand()`. Setting `rules` starts again
    /// from the preset. False (and an error naming the allowed values or
    /// options) for an unknown option, one of another table, or a value out
    /// of range; the rules are then unchanged.
    #[func]
    fn set_rule_option(&mut self, name: GString, value: i64) -> bool {
        let r = crate::rule_options::set(&mut self.active_rules, &name.to_string(), value);
        or_report("MahjongTable.set_rule_option", r.map(|()| true), false)
    }

    /// The value of option `name` of the current rules (see
    /// `set_rule_option`); -1 and an error for an option they do not have,
    /// one of another table included.
    #[func]
    fn get_rule_option(&self, name: GString) -> i64 {
        or_report(
            "MahjongTable.get_rule_option",
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
        if let Some(r) = crate::rule_options::adopt("MahjongTable.rule_set", rules) {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    #[func]
    fn get_difficulty(&self) -> i64 {
        self.levels[0].id()
    }

    #[func]
    fn set_difficulty(&mut self, level: i64) {
        if let Some(level) = or_report("MahjongTable.difficulty", level_of(level).map(Some), None) {
            self.levels = [level; 4];
        }
    }

    #[func]
    fn set_human_seat(&mut self, seat: i64) {
        let r = if seat == -1 { Ok(seat) } else { seat_index(seat).map(|_| seat) };
        if let Some(seat) = or_report("MahjongTable.human_seat", r.map(Some), None) {
            self.human_seat = seat;
            if self.game.as_ref().is_some_and(|g| !g.is_finished()) {
                // Resume play once this call (and its borrow of the table) is over.
                let mut table = self.to_gd();
                Callable::from_fn("resume", move |_| Self::schedule(&mut table, false))
                    .call_deferred(&[]);
            }
        }
    }

    /// Sets one seat's AI difficulty (from the next hand).
    #[func]
    fn set_seat_difficulty(&mut self, seat: i64, level: i64) {
        let r = seat_index(seat).and_then(|s| level_of(level).map(|level| (s, level)));
        if let Some((s, level)) = or_report("MahjongTable.set_seat_difficulty", r.map(Some), None) {
            self.levels[s] = level;
        }
    }

    /// One seat's AI difficulty (-1 and an error for a bad seat).
    #[func]
    fn seat_difficulty(&self, seat: i64) -> i64 {
        or_report("MahjongTable.seat_difficulty", seat_index(seat).map(|s| self.levels[s].id()), -1)
    }

    /// Deals a new hand from `seed` with `dealer` dealing and starts playing
    /// it (on the next frame; signals follow). Running totals carry over
    /// from earlier hands (`reset_scores()` clears them).
    ///
    /// The result Dictionary of `hand_won`/`hand_drawn`: `draw`, `wins`
    /// (one Dictionary per winner: `seat`, `from` (-1 self-draw), `tile`
    /// (-1 for the dealt hand), `self_draw`, `small`, `big_hands`,
    /// `big_hand_names`, `big_hand_units`, `units`, `points`,
    /// `total_points`, `deltas`, `hand` (concealed tiles, the winning one
    /// included), `melds`, `targets`, `readings`, and on the flat tables
    /// `payments`, this win's lines, and `bird_hits`; `left`: the winner
    /// left the hand (四川 血战到底); `fan` (四川: the win's fan before the
    /// cap, situational patterns included; -1 on other tables), `patterns`
    /// (ids such as `qingyise`, `gen` once per four), `pattern_names` (清一色
    /// …), `pattern_names_en`, `pattern_fans` (each pattern's fan); on 四川
    /// `points` is what each payer pays for the win itself (2^fan, capped)
    /// and `total_points` all this win brought its winner), `openings`,
    /// `birds` (tile ids), `bird_reveal` (one Dictionary per bird: `tile`,
    /// `seat`, `hit`), `payments`, `deltas` (this hand), `scores` (running
    /// totals), `dealer`, `next_dealer`, `seed`, `voids` (四川: each seat's
    /// void suit, 0 万, 1 条, 2 筒; -1 on other tables), `exchange` (四川:
    /// the 换三张 direction, `next`, `across` or `previous`; "" without one),
    /// `flowers` (each seat's flowers set aside, on a table with flowers;
    /// 0 elsewhere), `seat_winds` (each seat's wind, 0 东 … 3 北, the dealer
    /// East) and `prevalent_wind` (the hand's 圈风 on a table that scores
    /// winds; -1 elsewhere).
    ///
    /// Every win also says what it was worth as the table scored it, in the
    /// keys of `WinChecker.analyze` shared by every rule set: `unit`
    /// (`units`, `alike` or `fan`), `total`, `toward_minimum`,
    /// `meets_minimum` (always true: a win under the rules' minimum is not
    /// offered), `lines` (Dictionaries `id`, `name` in 中文, `english`,
    /// `value` and `count`: 长沙's big hands or winning shape, 四川's
    /// patterns, the `"mcr"` preset's fans in the competition judge's
    /// calculator's order with 花牌 among them, a flat table's shape) and
    /// `shanten` 0. Where a win counts fan (四川, `"mcr"`) `points` is what
    /// the discarder (or each payer of a self-draw) pays for the win — under
    /// `"mcr"` 8 + fan to the discarder — and `total_points` all the win
    /// brought; its `payments` are its lines (reason `win`; a false win
    /// under Botzone's 错和 penalty, `false_win`).
    ///
    /// `payments` (转转, 红中, 四川; empty under Changsha scoring, whose
    /// `wins` say what was paid for): every line of the hand in the order
    /// paid — kongs at once, their refund after a drawn hand, each win's
    /// lines, 四川's end-of-hand checks — each a Dictionary `from` (payer),
    /// `to`, `points` (positive), `reason` (`win`, `dealer_bonus`, `birds`,
    /// `no_wildcard_double`, `concealed_kong`, `added_kong`,
    /// `exposed_kong`, `kong_voided`, and on 四川 `self_draw_bonus` 自摸加底,
    /// `cagua` 擦挂, `call_transfer` 呼叫转移, `huazhu` 查花猪, `cha_dajiao`
    /// 查大叫, `tax_refund` 退税), `hits` (a `birds` line's bird hits),
    /// `label` (Chinese, e.g. `中鸟 ×2`) and `label_en` (English, `birds ×2`).
    /// Per seat they add up to `deltas`.
    #[func(gd_self)]
    fn start_hand(mut this: Gd<Self>) -> bool {
        let r = {
            let mut me = this.bind_mut();
            me.deal()
        };
        match r {
            Ok(out) => {
                Self::emit_all(&mut this, out);
                Self::schedule(&mut this, false);
                true
            }
            Err(e) => {
                crate::convert::report_error(&format!("MahjongTable.start_hand: {e}"));
                false
            }
        }
    }

    /// Sets every running total back to 0.
    #[func]
    fn reset_scores(&mut self) {
        self.scores = [0; 4];
    }

    /// The human seat discards `tile` (any tile form) in its turn. False
    /// (and an error printed) when it is not its turn or the tile is not in
    /// its hand.
    #[func(gd_self)]
    fn discard(mut this: Gd<Self>, tile: Variant) -> bool {
        let action = convert::tile(&tile).map(Action::Discard);
        Self::human_act(&mut this, action, "MahjongTable.discard")
    }

    /// The human seat plays `option`: one of the Dictionaries of
    /// `claim_options` / `legal_actions`, or an action String (`"pass"`,
    /// `"peng"`, `"chi 345s"`, `"hu"`, `"an_gang 5m"`). False (and an error
    /// printed) when it is not legal now.
    #[func(gd_self)]
    fn act(mut this: Gd<Self>, option: Variant) -> bool {
        let action = action_of(&option);
        Self::human_act(&mut this, action, "MahjongTable.act")
    }

    /// What `seat` may do now, as option Dictionaries (discards included);
    /// empty when nothing is asked of it.
    #[func]
    fn legal_actions(&self, seat: i64) -> VarArray {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => {
                let offered = Self::offered(g);
                g.legal(s).iter().map(|a| option_dict(*a, offered).to_variant()).collect()
            }
            None => VarArray::new(),
        });
        or_report("MahjongTable.legal_actions", r, VarArray::new())
    }

    /// `seat`'s concealed tiles, sorted (empty before the first hand).
    #[func]
    fn get_hand(&self, seat: i64) -> Array<i64> {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => {
                g.hand(s).map(|h| convert::id_list(h.concealed().tiles())).unwrap_or_default()
            }
            None => Array::new(),
        });
        or_report("MahjongTable.get_hand", r, Array::new())
    }

    /// `seat`'s melds (`MahjongMeld`), concealed kongs included.
    #[func]
    fn get_melds(&self, seat: i64) -> Array<Gd<MahjongMeld>> {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => {
                g.hand(s).map(|h| h.melds().map(MahjongMeld::of).collect()).unwrap_or_default()
            }
            None => Array::new(),
        });
        or_report("MahjongTable.get_melds", r, Array::new())
    }

    /// `seat`'s discards still lying on the table (claimed ones are in the
    /// claimer's melds), in order; 开杠 flips and a shown last tile included.
    #[func]
    fn get_discards(&self, seat: i64) -> Array<i64> {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => convert::id_list(
                g.table()[s].discards().iter().filter(|d| !d.claimed).map(|d| d.tile),
            ),
            None => Array::new(),
        });
        or_report("MahjongTable.get_discards", r, Array::new())
    }

    /// Hints for `seat` in its turn: EXPERT's ranking of its discards, best
    /// first (see `AIPlayer.hints` for the keys; `index` is the position in
    /// `get_hand(seat)`), from what the seat can see (copies left, the
    /// wall's draws to come), only the discards legal now (四川: the void
    /// suit's while one is held, the one the other players most likely
    /// want first, each reason saying why it goes; once it is gone no draw
    /// of it counts as useful; 国标: the seat's own wind priced). Empty when
    /// it is not the seat's turn to discard.
    #[func]
    fn hints(&self, seat: i64) -> Array<VarDictionary> {
        let r = seat_index(seat).and_then(|s| {
            let Some(game) = self.game.as_ref() else { return Ok(Array::new()) };
            // The seat's view, place and legal discards: the core's list,
            // the same as the C ABI's `mj_game_hints`.
            let hints = majiang_core::expert::seat_hints(game, s)?;
            let order: Vec<Tile> = game.hand(s)?.concealed().tiles().collect();
            Ok(hint::hint_dicts(&hints, &order))
        });
        or_report("MahjongTable.hints", r, Array::new())
    }

    /// Tiles in a full wall under the rules of the next hand: 108
    /// (Changsha, 转转), 112 (红中 with four 中), 136 (standard).
    #[func]
    fn wall_size(&self) -> i64 {
        self.active_rules.wall_size() as i64
    }

    /// Tiles left in the wall.
    #[func]
    fn wall_remaining(&self) -> i64 {
        self.game.as_ref().map_or(0, |g| g.wall().len() as i64)
    }

    /// Running totals of the four seats.
    #[func]
    fn scores(&self) -> Array<i64> {
        ints(self.game.as_ref().map_or(self.scores, |g| g.scores()))
    }

    /// True while a hand is being played.
    #[func]
    fn is_playing(&self) -> bool {
        self.game.as_ref().is_some_and(|g| !g.is_finished())
    }

    /// The seat whose decision the table waits for (-1 when none).
    #[func]
    fn waiting_for(&self) -> i64 {
        self.game.as_ref().and_then(Game::next_to_act).map_or(-1, |s| s as i64)
    }

    /// What the table waits for: `exchange` (换三张, several seats pick at
    /// once), `ding_que` (定缺, every seat declares), `turn`, `claim`,
    /// `kong_flip` (a 开杠's flip may win), `last_tile_offer`,
    /// `last_tile_draw`, `finished`; `none` before the first hand.
    #[func]
    fn phase(&self) -> GString {
        let name = match self.game.as_ref().map(Game::phase) {
            None => "none",
            Some(Phase::Exchange) => "exchange",
            Some(Phase::DingQue) => "ding_que",
            Some(Phase::Turn { .. }) => "turn",
            Some(Phase::Claim { .. }) => "claim",
            Some(Phase::KongFlip { .. }) => "kong_flip",
            Some(Phase::HaidiOffer { .. }) => "last_tile_offer",
            Some(Phase::HaidiDraw { .. }) => "last_tile_draw",
            Some(Phase::Finished) => "finished",
        };
        GString::from(name)
    }

    /// 四川: `seat`'s void suit (定缺) — 0 万, 1 条, 2 筒 — once all four
    /// have declared; -1 before, on other tables, and (with an error
    /// printed) for a seat outside 0-3. The `void_suit` of every binding
    /// (docs/names.md).
    #[func]
    fn get_void_suit(&self, seat: i64) -> i64 {
        self.void_suit_of(seat, "MahjongTable.get_void_suit")
    }

    /// Deprecated: the 0.1 name of `get_void_suit`, removed in the next
    /// minor release.
    #[func]
    fn get_void(&self, seat: i64) -> i64 {
        self.void_suit_of(seat, "MahjongTable.get_void")
    }

    /// The flowers (花牌) `seat` has set aside this hand on a table with
    /// flowers (the `"mcr"` preset), each drawn and replaced from the end of
    /// the wall (补花); 1 fan each in a win there. 0 on other tables and
    /// before the first hand; 0 (and an error printed) for a seat outside
    /// 0-3.
    #[func]
    fn get_flowers(&self, seat: i64) -> i64 {
        let r = seat_index(seat).map(|s| self.flower_counts().get(s).unwrap_or(0));
        or_report("MahjongTable.get_flowers", r, 0)
    }

    /// `seat`'s wind (门风) in the hand being played (before the first
    /// hand: in the next, dealt by `dealer`): 0 东 for the dealer, then 1 南,
    /// 2 西, 3 北 in turn (seat + 1 is the next). A table that scores winds
    /// counts it (门风刻); the others only show it. -1 (and an error printed) for a seat
    /// outside 0-3.
    #[func]
    fn seat_wind(&self, seat: i64) -> i64 {
        or_report("MahjongTable.seat_wind", seat_index(seat).map(|s| self.wind_of(s)), -1)
    }

    /// The prevalent wind (圈风) of the hand being played, or of the next
    /// one before the first, on a table that scores winds (the `"mcr"`
    /// preset): 0 东, 1 南, 2 西, 3 北; -1 on a table without winds. A host
    /// shows winds where this is not -1 and plays a game's rounds with
    /// `set_prevalent_wind` between hands.
    #[func]
    fn prevalent_wind(&self) -> i64 {
        let rules = self.game.as_ref().map_or(&self.active_rules, Game::rules);
        rules.prevalent_wind().map_or(-1, |w| i64::from(w.index()))
    }

    /// Sets the prevalent wind (0 东, 1 南, 2 西, 3 北) from the next
    /// `start_hand()`, on a table that scores winds (`prevalent_wind` not
    /// -1): a 16-hand game plays four hands in each, 东 南 西 北, each seat
    /// dealing once a round. False (and an error printed) on a table without
    /// winds and for a wind outside 0-3; the rules are then unchanged.
    #[func]
    fn set_prevalent_wind(&mut self, wind: i64) -> bool {
        let r = self.active_rules.set_prevalent_wind(wind).map_err(convert::BadInput::from);
        or_report("MahjongTable.set_prevalent_wind", r.map(|()| true), false)
    }

    /// 四川: the tiles `seat` won with this hand, laid aside face up (one
    /// per win; empty on other tables, and with an error printed for a bad
    /// seat).
    #[func]
    fn get_won_tiles(&self, seat: i64) -> Array<i64> {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => convert::id_list(g.table()[s].won_tiles().tiles()),
            None => Array::new(),
        });
        or_report("MahjongTable.get_won_tiles", r, Array::new())
    }

    /// 四川 血战到底: true once `seat` has won and left the hand (no more
    /// turns, claims or payments). False on other tables, and (with an
    /// error printed) for a bad seat.
    #[func]
    fn has_left(&self, seat: i64) -> bool {
        let r =
            seat_index(seat).map(|s| self.game.as_ref().is_some_and(|g| g.table()[s].has_left()));
        or_report("MahjongTable.has_left", r, false)
    }

    /// 四川: `seat`'s 换三张 this hand, a Dictionary: `count` (tiles each
    /// seat passes: 3, 2, or 0 when the rules have no exchange), `picked`
    /// (the tiles it picked so far, out of its hand), `direction` (`next`,
    /// `across`, `previous`; "" until every seat has picked),
    /// `direction_name` (下家, 对家, 上家) and `received` (the tiles it got,
    /// empty until then). Empty (and an error printed) for a bad seat.
    #[func]
    fn get_exchange(&self, seat: i64) -> VarDictionary {
        let r = seat_index(seat).map(|s| match self.game.as_ref() {
            Some(g) => self.exchange_dict(g, s),
            None => VarDictionary::new(),
        });
        or_report("MahjongTable.get_exchange", r, VarDictionary::new())
    }
}

impl MahjongTable {
    /// `seat`'s void suit (定缺), -1 before it is declared; -1 and an
    /// error naming `call` for a seat outside 0-3.
    fn void_suit_of(&self, seat: i64, call: &str) -> i64 {
        let r = seat_index(seat)
            .map(|s| self.game.as_ref().map_or(-1, |g| suit_or_none(g.table()[s].void())));
        or_report(call, r, -1)
    }

    /// Deals a hand: the wall from `seed`, the agents seeded from it.
    fn deal(&mut self) -> Result<Vec<Emit>, Error> {
        let dealer =
            usize::try_from(self.dealer).ok().filter(|d| *d < 4).ok_or(Error::BadOption {
                name: "dealer",
                value: self.dealer,
                reason: "seats are 0-3",
            })?;
        let seed = self.seed as u64;
        // Every seat gets an AI (the human's plays only if the person
        // leaves), each with its own stream of choices from the hand's seed.
        let mut agents: [Option<Box<dyn Agent>>; 4] = [None, None, None, None];
        for (s, slot) in agents.iter_mut().enumerate() {
            let seed = seed.wrapping_mul(4).wrapping_add(s as u64 + 1);
            *slot = Some(Box::new(self.levels[s].player(seed)));
        }
        let game = Game::start(
            self.active_rules,
            Wall::shuffled(&self.active_rules, seed),
            Some(seed),
            dealer,
            self.scores,
        )?;
        self.generation += 1;
        self.scheduled = false;
        self.hand_seed = seed;
        self.win_hands.clear();
        self.seed = self.seed.wrapping_add(1);
        self.agents = agents;
        let events = game.opening_events();
        self.game = Some(game);
        let mut out = Vec::new();
        self.translate(events, &mut out);
        Ok(out)
    }
}
