//! `AIPlayer`: the tutorial's AI node, on the core's port of it (EASY,
//! MEDIUM, HARD) and on majiang's own EXPERT.

use crate::convert::{self, Input, or_report};
use crate::hint;
use crate::rule_options::MahjongRules;
use godot::classes::{INode, Node};
use godot::prelude::*;
use majiang_core::ai::Level;
use majiang_core::ai::seatless::{Ask, implied_hand, tutorial_for_call};
use majiang_core::ai::sichuan::void_first;
use majiang_core::ai::tutorial::TutorialAi;
use majiang_core::expert::{Expert, Knowledge, Position, Question, SEATS, SeatMemory};
use majiang_core::value;
use majiang_core::{Counts, Error, Hand, Meld, RuleSet, Suit, Tile};

/// The computer player of the Changsha tutorial — a drop-in for its
/// `AIPlayer` script: same methods, same arguments, same answers.
///
/// - `decide_discard(hand, melds)` returns the index in `hand` of the tile to
///   discard, by the `difficulty` property;
/// - `should_peng` / `should_chi` / `should_gang(hand, tile, diff)` answer a
///   claim at the difficulty passed (as the tutorial does; left out: the
///   node's own `difficulty`, as in every binding);
/// - `ai_play_turn(player)` plays a turn against the GameManager node;
/// - for 四川麻将 (`rules = "sichuan"`), `decide_exchange(hand)` picks the
///   tiles to pass in 换三张 and `decide_void(hand)` the suit to declare
///   void (定缺).
///
/// EASY, MEDIUM and HARD behave exactly as the tutorial's code (chapter 7):
/// EASY discards at random and claims by chance (peng 50 %, chi 33 %,
/// gang 67 %); MEDIUM discards the tile with the lowest "搭子" score, always
/// pengs and gangs, chis half the time; HARD discards to keep the most
/// winning kinds, pengs unless two tiles or fewer would remain, always chis
/// and gangs. Ties go to the lowest index. Random choices come from a
/// generator seeded by `seed`, so a game replays the same way.
///
/// EXPERT is majiang's strongest player (the core's `expert` module): exact
/// shanten over every Changsha target, draws weighted by the tiles it has
/// not seen, the probability of winning within the draws left (its hints
/// also estimate the points); it makes no random choice.
/// Tell it what the table shows — `observe_discard` for every discard (its
/// own included), `observe_meld` for the others' melds, `wall_left` for the
/// tiles left in the wall (or let it estimate from the discards) — and call
/// `reset_observations()` at the start of each hand. Its claim answers
/// (`should_peng(hand, tile, EXPERT)` …) judge the whole hand: the `hand`
/// passed plus the melds last given to `decide_discard` or `hints`, which a
/// tutorial game passes on every turn anyway.
///
/// One AIPlayer may play every AI seat, as the tutorial's game does, and
/// answers every seat exactly as an AIPlayer of its own would. With no seat
/// named (the tutorial's way: the `seat` property -1, the default, and no
/// `seat` argument) each question is answered from that call's arguments
/// alone: no melds remembered (EXPERT's claims take the melds the hand
/// size implies), the random choices drawn from `seed` and the call's
/// arguments — the same question gets the same answer, whatever was asked
/// before. With a seat named (the `seat` argument, else the `seat`
/// property) it keeps a memory per seat (0-3) — its own melds as last
/// given with its hand, its random generator (each seeded by `seed`), what
/// it saw; `ai_play_turn(player)` plays for seat `player`. What
/// the table shows is told once: `observe_discard` reaches every seat,
/// `observe_meld(meld, claimed, by_seat)` every seat but the one that laid
/// it down (whose hand holds it: that seat takes the claimed discard back out
/// of what it saw), `wall_left` is the table's.
///
/// Tiles and melds may be given in any form (the tutorial's `Tile` and
/// `Meld` objects, ids, strings, Dictionaries; a whole hand as one notation
/// String such as `"123m456s789p2345m9s"`). Bad input prints an error and
/// returns the documented sentinel (-1 or false); a property set to a value
/// out of its range prints an error and keeps its value.
///
/// Call `AIPlayer.warm_up()` while your game loads: the first answer
/// otherwise builds the library's tables then (a fraction of a second).
#[derive(GodotClass)]
#[class(base = Node)]
pub struct AIPlayer {
    /// How `decide_discard` and `ai_play_turn` choose: `EASY`, `MEDIUM`
    /// (default), `HARD` or `EXPERT`. Any other value prints an error and
    /// keeps the difficulty.
    #[var(set = set_difficulty, hint = ENUM, hint_string = "Easy,Medium,Hard,Expert", usage_flags = [DEFAULT])]
    difficulty: i64,
    /// The seat (0-3) a call without a `seat` argument is about (see the
    /// class description); -1 (the default): no seat, each question
    /// answered from its own arguments. Any other value prints an error and
    /// keeps the seat.
    #[var(set = set_seat, hint = RANGE, hint_string = "-1,3", usage_flags = [DEFAULT])]
    seat: i64,
    /// The seed of the random choices. A new AIPlayer starts from a random
    /// seed (read it here to replay a game); setting it restarts the
    /// sequence of choices.
    #[var(get = get_seed, set = set_seed)]
    seed: PhantomVar<i64>,
    /// Seconds `ai_play_turn` waits before discarding (the tutorial's 0.8 s
    /// "thinking"). A negative value prints an error and keeps the time.
    #[var(set = set_think_time, usage_flags = [DEFAULT])]
    think_time: f64,
    /// The node `ai_play_turn` asks for hands and melds and tells the
    /// discard (`get_hand(player)`, `get_melds(player)`,
    /// `discard_tile(index)`).
    #[export]
    game_manager_path: NodePath,
    /// The rule set, one of the core's presets: `changsha` (default),
    /// `zhuanzhuan` (转转), `hongzhong` (红中: the 中 tiles are wildcards the
    /// AI never discards), `sichuan` (四川: no 吃, 缺一门 in `should_win`,
    /// `decide_exchange` and `decide_void`), `mcr` (国标: `should_win` and
    /// `should_win_in` ask the 8-fan minimum),
    /// `standard` or `eval-v1`. An unknown name prints
    /// an error naming the presets and keeps the rules. Setting it resets
    /// the options (`set_rule_option`) to the preset's.
    #[var(set = set_rules, hint = ENUM, hint_string = crate::rule_options::preset_hint(), usage_flags = [DEFAULT])]
    rules: GString,
    /// The rules as a `MahjongRules` object: reading it gives a copy of
    /// this node's rules, setting it takes a copy of the object's (preset and
    /// options), so one `MahjongRules` configures every node that should
    /// play by it. Null is refused with an error.
    #[var(get = get_rule_set, set = set_rule_set)]
    rule_set: PhantomVar<Option<Gd<MahjongRules>>>,
    active_rules: RuleSet,
    seed_value: u64,
    /// Each seat's generator, all seeded by `seed`.
    tutorial: [TutorialAi; SEATS],
    /// What each seat was told this hand: tiles seen (discards, exposed
    /// melds), the discards counted for the wall estimate, its own melds
    /// last given.
    memory: SeatMemory,
    /// Tiles left in the wall, for EXPERT's draws to come: -1 (default)
    /// estimates it as every tile of the wall (112 under 红中) less the 53
    /// dealt and one per discard observed; set it from your game's wall for
    /// exact play (0 to 55 under the Changsha rules, 59 under 红中; any other
    /// value prints an error and keeps the count). `reset_observations()` sets it back to -1.
    #[var(set = set_wall_left, usage_flags = [DEFAULT])]
    wall_left: i64,
    base: Base<Node>,
}

#[godot_api]
impl INode for AIPlayer {
    fn init(base: Base<Node>) -> Self {
        // Like the tutorial's unseeded RandomNumberGenerator: a fresh seed
        // per node, readable from `seed` for replays. Kept non-negative so it
        // round-trips through GDScript's int.
        let seed = rand::random::<u64>() >> 1;
        AIPlayer {
            difficulty: Self::MEDIUM,
            seat: -1,
            seed: PhantomVar::default(),
            think_time: 0.8,
            game_manager_path: NodePath::from("/root/Main/GameManager"),
            rules: GString::from("changsha"),
            active_rules: RuleSet::changsha(),
            rule_set: PhantomVar::default(),
            seed_value: seed,
            tutorial: std::array::from_fn(|_| TutorialAi::new(Self::MEDIUM, seed)),
            memory: SeatMemory::new(),
            wall_left: -1,
            base,
        }
    }
}

impl AIPlayer {
    /// The seat a call is about: `seat` when given (0-3), else the `seat`
    /// property (-1, the default argument); `None`: no seat.
    fn seat_arg(&self, seat: i64) -> Input<Option<usize>> {
        match seat {
            -1 => Ok(usize::try_from(self.seat).ok()),
            0..=3 => Ok(Some(seat as usize)),
            _ => Err(convert::BadInput(format!(
                "seat = {seat}: seats are 0-3 (-1: the `seat` property)"
            ))),
        }
    }

    /// What `seat` knows (no seat: the table's events alone).
    fn knowledge(&self, seat: Option<usize>) -> Input<&Knowledge> {
        match seat {
            Some(s) => Ok(self.memory.seat(s)?),
            None => Ok(self.memory.seatless()),
        }
    }

    /// Remembers `melds` as `seat`'s own (no seat: nothing is remembered).
    fn remember_melds(&mut self, seat: Option<usize>, melds: &[Meld]) -> Input<()> {
        if let Some(s) = seat {
            self.memory.seat_mut(s)?.remember_melds(melds.iter().copied());
        }
        Ok(())
    }

    /// A claim question's difficulty: one of the four, else a clear refusal
    /// (the tutorial's code answers an unknown one silently).
    fn difficulty_arg(diff: i64) -> Input<i64> {
        match Level::from_id(diff) {
            Some(level) => Ok(level.id()),
            None => Err(convert::BadInput(format!(
                "difficulty = {diff}: EASY (0), MEDIUM (1), HARD (2) or EXPERT (3)"
            ))),
        }
    }

    /// A hand the AI may discard from: 3n+2 tiles with its melds, valid
    /// for the rules. The tiles stay in the caller's order (the answer is an
    /// index into them).
    fn discard_hand(
        &self,
        hand: &Variant,
        melds: &Variant,
        what: &'static str,
    ) -> Input<(Vec<Tile>, Vec<Meld>)> {
        let tiles = convert::tiles(hand, "hand")?;
        let melds = convert::melds(melds)?;
        let h = Hand::from_tiles(&tiles, &melds, &self.active_rules)?;
        if !h.is_complete_size() {
            return Err(majiang_core::Error::WrongHandSize {
                what,
                expected: "3n+2",
                got: tiles.len(),
            }
            .into());
        }
        Ok((tiles, melds))
    }

    /// The hand and offered tile of a claim question: known tiles, in play,
    /// no kind more than four times.
    fn claim_input(&self, hand: &Variant, tile: &Variant) -> Input<(Vec<Tile>, Tile)> {
        let tiles = convert::tiles(hand, "hand")?;
        for t in &tiles {
            self.active_rules.check_tile(*t)?;
        }
        Counts::from_tiles(tiles.iter().copied())?;
        let tile = convert::tile_in(tile, &self.active_rules).map_err(|e| e.at("tile"))?;
        Ok((tiles, tile))
    }

    /// `decide_discard` for `seat` (-1: the `seat` property); the melds
    /// are also remembered for `player`, the seat `ai_play_turn` plays, for
    /// its claim questions that name it.
    fn choose_discard(
        &mut self,
        (hand, melds): (&Variant, &Variant),
        seat: i64,
        void_suit: i64,
        player: Option<usize>,
    ) -> Input<i64> {
        let seat = self.seat_arg(seat)?;
        let void = void_arg(void_suit)?;
        let (tiles, melds) = self.discard_hand(hand, melds, "decide_discard")?;
        self.remember_melds(seat.or(player), &melds)?;
        if self.difficulty == Self::EXPERT {
            let h = Hand::from_tiles(&tiles, &melds, &self.active_rules)?;
            let (unseen, draws) = self.expert_view(&h, seat)?;
            let pos = Position::new(&h, &self.active_rules, &unseen, draws);
            let t = Expert::default().sichuan_discard(&pos, void)?;
            return Ok(tiles.iter().position(|x| *x == t).map_or(-1, |i| i as i64));
        }
        let (difficulty, seed) = (self.difficulty, self.seed_value);
        let mut call = tutorial_for_call(difficulty, seed, Ask::Discard, &tiles, &melds, None);
        let tutorial = match seat {
            Some(s) => &mut self.tutorial[s],
            None => &mut call,
        };
        tutorial.difficulty = difficulty;
        // Under the rules: honours of a preset with honours first, and a
        // wildcard (红中) never discarded, as the engine's tutorial seats play;
        // 四川: then the void suit first.
        let index = tutorial.decide_discard_in(&tiles, &melds, &self.active_rules)?;
        Ok(void_first(&tiles, index, void) as i64)
    }

    /// EXPERT's view of `hand`: the copies of each kind neither held nor
    /// observed, and the player's own draws to come (from `wall_left`).
    fn expert_view(&self, hand: &Hand, seat: Option<usize>) -> Input<(Counts, u32)> {
        let rules = &self.active_rules;
        let mut k = *self.knowledge(seat)?;
        // -1 (or any negative count) estimates the wall from the discards.
        k.set_wall_left(rules, u32::try_from(self.wall_left).ok()).map_err(|_| {
            convert::BadInput(format!(
                "wall_left = {}: at most {} tiles under these rules (-1 to estimate)",
                self.wall_left,
                Knowledge::max_wall(rules)
            ))
        })?;
        let unseen = match seat {
            Some(_) => k.unseen(hand, rules)?,
            None => k.unseen_seatless(hand, rules),
        };
        Ok((unseen, k.draws_left(rules)))
    }

    /// EXPERT's answer to a claim question: `tiles` (the concealed tiles)
    /// with the melds last given for the seat (no seat: the melds the size
    /// implies); a call the hand cannot make is a no.
    fn expert_claim(
        &self,
        tiles: &[Tile],
        tile: Tile,
        ask: Question,
        seat: Option<usize>,
    ) -> Input<bool> {
        let knowledge = self.knowledge(seat)?;
        let claim_hand = match seat {
            Some(_) => knowledge.claim_hand(tiles, &self.active_rules),
            None => implied_hand(tiles, &self.active_rules),
        };
        let named = seat.map_or(-1, |s| s as i64);
        let hand = claim_hand.map_err(|e| match e {
            Error::BadHandSize { .. } => {
                let melds = knowledge.melds().count();
                convert::BadInput(format!(
                    "EXPERT judges a claim on the whole hand: {} {} and the {} {} last given to \
                     decide_discard or hints for seat {named} do not make one ({e})",
                    tiles.len(),
                    if tiles.len() == 1 { "tile" } else { "tiles" },
                    melds,
                    if melds == 1 { "meld" } else { "melds" },
                ))
            }
            Error::WrongHandSize { .. } => convert::BadInput(format!(
                "a claim question takes the concealed tiles of a hand (3n+1: 13 with no meld, \
                 10 with one …; 3n+2 for one's own kong): {} {} make none",
                tiles.len(),
                if tiles.len() == 1 { "tile" } else { "tiles" },
            )),
            e => e.into(),
        })?;
        let (unseen, draws) = self.expert_view(&hand, seat)?;
        Ok(Expert::default().answer(
            &Position::new(&hand, &self.active_rules, &unseen, draws),
            tile,
            ask,
        )?)
    }

    /// A claim question at difficulty `diff`; -1 (the default when the
    /// script leaves it out) is the node's own `difficulty`, as in every
    /// binding.
    /// The hand may declare its win: it wins in `context` and its worth
    /// reaches the rules' minimum (every win where they have none).
    fn wins_legally(&self, hand: &Variant, melds: &Variant, context: &Variant) -> Input<bool> {
        let rules = &self.active_rules;
        let h = convert::complete_hand(hand, melds, rules, "should_hu")?;
        let s = convert::win_situation(context)?;
        let last = convert::tiles(hand, "hand")?.last().copied();
        Ok(value::value(&h, rules, &s, last)?.meets_minimum)
    }

    fn claim(
        &mut self,
        (hand, tile): (&Variant, &Variant),
        diff: i64,
        seat: i64,
        ask: Question,
    ) -> Input<bool> {
        let seat = self.seat_arg(seat)?;
        let diff = Self::difficulty_arg(if diff == -1 { self.difficulty } else { diff })?;
        let (h, t) = self.claim_input(hand, tile)?;
        // What the rules never allow is never claimed, at any level: a
        // wildcard (红中) is not claimed, and no 吃 where the rules have none
        // (转转, 红中 by default). No random draw is spent on it.
        if Some(t) == self.active_rules.wildcard || (ask == Question::Chi && !self.active_rules.chi)
        {
            return Ok(false);
        }
        if diff == Self::EXPERT {
            return self.expert_claim(&h, t, ask, seat);
        }
        let mut call = tutorial_for_call(diff, self.seed_value, ask.into(), &h, &[], Some(t));
        let tutorial = match seat {
            Some(s) => &mut self.tutorial[s],
            None => &mut call,
        };
        Ok(match ask {
            Question::Peng => tutorial.should_peng(&h, t, diff),
            Question::Chi => tutorial.should_chi(&h, t, diff),
            Question::Gang => tutorial.should_gang(&h, t, diff),
        })
    }
}

// The core's `Level` ids, written out: the class reference shows a
// constant's value as written, so `Level::Easy.id()` would reach the editor
// as text. `names::level_constants_are_the_cores_ids_and_names` holds them
// to the core.
#[godot_api]
impl AIPlayer {
    /// 简单: random discards and claims by chance.
    #[constant]
    pub(crate) const EASY: i64 = 0;
    /// 中等: keeps pairs and neighbours (the tutorial's "搭子" score).
    #[constant]
    pub(crate) const MEDIUM: i64 = 1;
    /// 困难: discards to keep the most winning kinds.
    #[constant]
    pub(crate) const HARD: i64 = 2;
    /// majiang's strongest player, from the core's `expert` module: its
    /// discards and claims maximise the probability of winning, from what
    /// it has observed (see the class description).
    #[constant]
    pub(crate) const EXPERT: i64 = 3;

    /// Emitted when `ai_play_turn` has discarded (`index` into the hand), or
    /// could not (`index` -1, an error printed). `ai_play_turn` returns this
    /// signal, so `await ai.ai_play_turn(p)` resumes after the discard.
    #[signal]
    fn turn_played(player: i64, index: i64);

    #[func]
    fn get_seed(&self) -> i64 {
        self.seed_value as i64
    }

    #[func]
    fn set_seed(&mut self, seed: i64) {
        self.seed_value = seed as u64;
        for t in &mut self.tutorial {
            t.reseed(self.seed_value);
        }
    }

    /// Sets `difficulty`: EASY, MEDIUM, HARD or EXPERT; any other value
    /// prints an error and keeps the current one.
    #[func]
    fn set_difficulty(&mut self, difficulty: i64) {
        let r = Self::difficulty_arg(difficulty).map(Some);
        if let Some(d) = or_report("AIPlayer.difficulty", r, None) {
            self.difficulty = d;
        }
    }

    /// Sets `seat`: 0-3, or -1 for no seat; any other value prints an
    /// error and keeps the current one.
    #[func]
    fn set_seat(&mut self, seat: i64) {
        let r = match seat {
            -1..=3 => Ok(Some(seat)),
            _ => Err(convert::BadInput(format!("seat = {seat}: seats are 0-3, or -1 for none"))),
        };
        if let Some(s) = or_report("AIPlayer.seat", r, None) {
            self.seat = s;
        }
    }

    /// Sets `think_time`: seconds, 0 or more; a negative (or not finite)
    /// value prints an error and keeps the current one.
    #[func]
    fn set_think_time(&mut self, seconds: f64) {
        let r = match seconds {
            s if s >= 0.0 && s.is_finite() => Ok(Some(s)),
            _ => Err(convert::BadInput(format!("think_time = {seconds}: seconds, 0 or more"))),
        };
        if let Some(s) = or_report("AIPlayer.think_time", r, None) {
            self.think_time = s;
        }
    }

    /// Sets `wall_left`: -1 (estimate) or 0 to the tiles the wall holds
    /// after the deal under the rules (55 for Changsha); any other value
    /// prints an error and keeps the current one.
    #[func]
    fn set_wall_left(&mut self, wall_left: i64) {
        let max = Knowledge::max_wall(&self.active_rules);
        let r = match wall_left {
            -1 => Ok(Some(-1)),
            n if (0..=i64::from(max)).contains(&n) => Ok(Some(n)),
            n => Err(convert::BadInput(format!(
                "wall_left = {n}: 0-{max} tiles under these rules, or -1 to estimate"
            ))),
        };
        if let Some(n) = or_report("AIPlayer.wall_left", r, None) {
            self.wall_left = n;
        }
    }

    /// Builds the library's tables now (a fraction of a second, once per
    /// run) rather than in the first call that needs them: call it while
    /// your game loads, so that no frame stalls on the first `can_win` or
    /// `ai_play_turn`. Later calls return at once. The addon also calls it
    /// when the editor starts. Returns the tables' size in bytes.
    #[func]
    fn warm_up() -> i64 {
        let stats = majiang_core::warm_up();
        // EXPERT's first question also sizes its buffers: one on a fixed hand.
        let rules = RuleSet::changsha();
        if let Ok(hand) = Hand::parse("123m456s789p2345m9s", "", &rules) {
            let unseen = Expert::unseen_from_hand(&hand, &rules);
            let _ = Expert::default().choose_discard(&Position::new(&hand, &rules, &unseen, 14));
        }
        stats.bytes as i64
    }

    /// Chooses the rule set by name; an unknown name prints an error and
    /// keeps the current rules.
    #[func]
    fn set_rules(&mut self, name: GString) {
        if let Some(r) =
            or_report("AIPlayer.rules", convert::rules_named(&name.to_string()).map(Some), None)
        {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    /// Sets option `name` of the rules to `value` (booleans 0 or 1), as
    /// `MahjongRules.set_option` does: the names are the core's option
    /// registry's (`MahjongRules.option_list()` lists them with their labels,
    /// values and defaults; `pair_258` and, on 转转/红中, `birds` stay
    /// accepted as deprecated aliases). They apply at once. Setting `rules` starts again
    /// from the preset. False (and an error naming the allowed values or
    /// options) for an unknown option, one of another table, or a value out
    /// of range; the rules are then unchanged.
    #[func]
    fn set_rule_option(&mut self, name: GString, value: i64) -> bool {
        let r = crate::rule_options::set(&mut self.active_rules, &name.to_string(), value);
        or_report("AIPlayer.set_rule_option", r.map(|()| true), false)
    }

    /// The value of option `name` of the current rules (see
    /// `set_rule_option`); -1 and an error for an option they do not have,
    /// one of another table included.
    #[func]
    fn get_rule_option(&self, name: GString) -> i64 {
        or_report(
            "AIPlayer.get_rule_option",
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
        if let Some(r) = crate::rule_options::adopt("AIPlayer.rule_set", rules) {
            self.active_rules = r;
            self.rules = GString::from(r.name);
        }
    }

    /// The index in `hand` (3n+2 tiles: the hand after drawing) of the tile
    /// to discard, by `difficulty`, for `seat` (-1: the `seat` property),
    /// whose melds are remembered for its claim questions. Under `hongzhong`
    /// a 中 (the wildcard) is never chosen; under a preset with honours the
    /// tutorial's levels discard an honour first. Under `sichuan`, pass the
    /// seat's declared void suit as `void_suit` (定缺: 0 万, 1 条, 2 筒; -1,
    /// the default, for none): while the hand holds that suit only its tiles
    /// are chosen — EXPERT's best-ranked of them; at the other levels their
    /// own choice when it is one, else the lowest (as a MahjongTable's AIs
    /// play). -1 (and an error printed) for bad input or a `void_suit`
    /// outside -1 to 2.
    #[func]
    fn decide_discard(
        &mut self,
        hand: Variant,
        melds: Variant,
        #[opt(default = -1)] seat: i64,
        #[opt(default = -1)] void_suit: i64,
    ) -> i64 {
        let r = self.choose_discard((&hand, &melds), seat, void_suit, None);
        or_report("AIPlayer.decide_discard", r, -1)
    }

    /// Whether to claim `tile` for a 碰 at difficulty `diff` (default: the
    /// node's own `difficulty`; EASY 50 %, MEDIUM always, HARD unless two
    /// tiles or fewer would remain). Like the tutorial, it does not check that the hand holds
    /// the pair: ask only when the peng is legal. At `EXPERT`, the hand after
    /// the 碰 against passing, with the melds last given to `decide_discard`
    /// or `hints` for `seat` (-1: the `seat` property; a 碰 the hand cannot
    /// make is a no). Always `false` for the rules' wildcard (中 under
    /// `hongzhong`), at every level. `false` (and an error printed) for bad
    /// input, a difficulty other than the four, or a seat outside 0-3.
    #[func]
    fn should_peng(
        &mut self,
        hand: Variant,
        tile: Variant,
        #[opt(default = -1)] diff: i64,
        #[opt(default = -1)] seat: i64,
    ) -> bool {
        let r = self.claim((&hand, &tile), diff, seat, Question::Peng);
        or_report("AIPlayer.should_peng", r, false)
    }

    /// Whether to claim `tile` for a 吃 at difficulty `diff` (default: the
    /// node's own `difficulty`; EASY 33 %,
    /// MEDIUM 50 %, HARD always; at `EXPERT` every 吃 the hand can make
    /// against passing) for `seat` (as `should_peng`). Question only when
    /// the chi is legal; always `false` under rules without 吃 (`zhuanzhuan`
    /// and `hongzhong` by default) and for the wildcard. `false` (and an
    /// error printed) for bad input.
    #[func]
    fn should_chi(
        &mut self,
        hand: Variant,
        tile: Variant,
        #[opt(default = -1)] diff: i64,
        #[opt(default = -1)] seat: i64,
    ) -> bool {
        let r = self.claim((&hand, &tile), diff, seat, Question::Chi);
        or_report("AIPlayer.should_chi", r, false)
    }

    /// Whether to make a kong of `tile` at difficulty `diff` (default: the
    /// node's own `difficulty`; EASY 67 %, MEDIUM and HARD always; at
    /// `EXPERT` weighed against passing: a kong of the discard with a 3n+1
    /// hand, one's own kong with a 3n+2 hand) for `seat` (as `should_peng`).
    /// Question only when the kong is legal; always `false` for the
    /// wildcard. `false` (and an error printed) for bad input.
    #[func]
    fn should_gang(
        &mut self,
        hand: Variant,
        tile: Variant,
        #[opt(default = -1)] diff: i64,
        #[opt(default = -1)] seat: i64,
    ) -> bool {
        let r = self.claim((&hand, &tile), diff, seat, Question::Gang);
        or_report("AIPlayer.should_gang", r, false)
    }

    /// Whether to declare a win with `hand` (3n+2 tiles, the winning tile
    /// included) and `melds`: the tutorial's AI always takes a win, and so
    /// does every level here — true exactly when the hand may declare it:
    /// it wins (under `sichuan`, never holding all three suits: 缺一门) and,
    /// where the rules ask a minimum (the `"mcr"` preset's 8 fan without
    /// flowers), its worth reaches it, won on a discard of its last tile as
    /// written at the East seat in the East round (`should_win_in` takes the
    /// whole situation). `false` (and an error printed) for bad input. The
    /// win question every binding asks as `should_hu` (docs/names.md).
    #[func]
    fn should_hu(&self, hand: Variant, melds: Variant) -> bool {
        let r = self.wins_legally(&hand, &melds, &Variant::nil());
        or_report("AIPlayer.should_hu", r, false)
    }

    /// Deprecated: the 0.1 name of `should_hu`, removed in the next minor
    /// release.
    #[func]
    fn should_win(&self, hand: Variant, melds: Variant) -> bool {
        let r = self.wins_legally(&hand, &melds, &Variant::nil());
        or_report("AIPlayer.should_win", r, false)
    }

    /// `should_win` in the whole situation of the win, which decides what
    /// it is worth and so whether it reaches the rules' minimum: `context`
    /// as `WinChecker.analyze_in` reads it, the words form (`"win:9s
    /// self_drawn seat:S round:E flowers:1"`) or a Dictionary (`{"win":
    /// "9s", "self_drawn": true, "seat": "S", "flowers": 1}`); without
    /// `win`, the last tile of `hand` as written won. True when that win may
    /// be declared. `false` (and an error printed) for bad input, a context
    /// that cannot be read or a situation that cannot happen.
    #[func]
    fn should_win_in(&self, hand: Variant, melds: Variant, context: Variant) -> bool {
        let r = self.wins_legally(&hand, &melds, &context);
        or_report("AIPlayer.should_win_in", r, false)
    }

    /// 换三张 (四川): the tiles of `hand` (as dealt, 13 or 14 tiles) to pass,
    /// as indices into `hand` in the order picked: `count` (3, or 2 for
    /// 换两张) tiles of one suit. Every level plays the core's default
    /// policy (the agents' at a MahjongTable): the suit with the fewest
    /// tiles among those holding `count`, and in it the loosest tiles first
    /// (fewest neighbours, then farthest from the middle). Empty (and an
    /// error printed) for bad input, a `count` other than 2 or 3, or a hand
    /// with no suit of `count` tiles.
    #[func]
    fn decide_exchange(&self, hand: Variant, #[opt(default = 3)] count: i64) -> Array<i64> {
        let r = (|| -> Input<Array<i64>> {
            if !matches!(count, 2 | 3) {
                return Err(convert::BadInput(format!(
                    "count = {count}: 换三张 passes 3 tiles (2 for 换两张)"
                )));
            }
            let tiles = convert::tiles(&hand, "hand")?;
            let c = Counts::from_tiles(tiles.iter().copied())?;
            let picks = majiang_core::ai::sichuan::exchange_choice(&c, count as usize).ok_or_else(
                || convert::BadInput(format!("no suit of the hand holds {count} tiles to pass")),
            )?;
            // Distinct positions: the k-th copy picked is the k-th in the hand.
            let mut used = vec![false; tiles.len()];
            Ok(picks
                .iter()
                .filter_map(|t| {
                    let i = (0..tiles.len()).find(|&i| !used[i] && tiles[i] == *t)?;
                    used[i] = true;
                    Some(i as i64)
                })
                .collect())
        })();
        or_report("AIPlayer.decide_exchange", r, Array::new())
    }

    /// 定缺 (四川): the suit to declare void for `hand` (after the
    /// exchange): 0 万, 1 条 or 2 筒 — the core's default policy at every
    /// level, the suit with the fewest tiles (then the fewest pairs, then
    /// the lower id): the fewest tiles to clear before the hand may win. -1
    /// (and an error printed) for bad input.
    #[func]
    fn decide_void(&self, hand: Variant) -> i64 {
        let r = convert::tiles(&hand, "hand").and_then(|tiles| {
            let c = Counts::from_tiles(tiles.iter().copied())?;
            Ok(majiang_core::ai::sichuan::void_suit(&c).index() as i64)
        });
        or_report("AIPlayer.decide_void", r, -1)
    }

    /// The tutorial's turn: asks the GameManager (`game_manager_path`) for
    /// `get_hand(player)` and `get_melds(player)`, waits `think_time`
    /// seconds, then calls `discard_tile(index)` with `decide_discard`'s
    /// choice and emits `turn_played(player, index)`. With the `seat`
    /// property set, the choice is seat `player`'s (its own memory: one
    /// AIPlayer can play every seat); with no seat (the default, the
    /// tutorial's way) it comes from this turn's hand alone, so one AIPlayer
    /// for every seat plays as one per seat. Either way the melds are
    /// remembered for seat `player` (for claim questions that name it).
    ///
    /// Returns a signal of this turn alone, emitted (with `player` and
    /// `index`) after `discard_tile` returns, so `await ai.ai_play_turn(p)`
    /// resumes once this turn is over — even when `discard_tile` itself
    /// starts the next player's turn. Errors (not in the tree, no
    /// GameManager, a bad hand) are printed and end the turn with index -1.
    #[func(gd_self)]
    fn ai_play_turn(this: Gd<Self>, player: i64) -> Signal {
        let mut done = RefCounted::new_gd();
        done.add_user_signal("turn_played");
        let signal = Signal::from_object_signal(&done, "turn_played");
        let finish_with = {
            let me = this.clone();
            let mut done = done.clone();
            move |index: i64| {
                if me.is_instance_valid() {
                    me.signals().turn_played().emit(player, index);
                }
                done.emit_signal("turn_played", vslice![player, index]);
            }
        };
        let fail = |message: String| {
            crate::convert::report_error(&format!("AIPlayer.ai_play_turn: {message}"));
            // On the next frame, so that an `await` on the returned signal resumes.
            let mut finish = Some(finish_with.clone());
            Callable::from_fn("turn_failed", move |_| {
                if let Some(mut f) = finish.take() {
                    f(-1);
                }
            })
            .call_deferred(&[]);
        };
        if !this.is_inside_tree() {
            fail("the AIPlayer is not in the scene tree".into());
            return signal;
        }
        let (path, think) = {
            let me = this.bind();
            (me.game_manager_path.clone(), me.think_time)
        };
        let Some(mut gm) = this.get_node_or_null(&path) else {
            fail(format!("no GameManager at {path}"));
            return signal;
        };
        let hand = gm.call("get_hand", vslice![player]);
        let melds = gm.call("get_melds", vslice![player]);
        let Some(mut timer) = crate::scene::one_shot_timer(&this, think.max(0.0)) else {
            fail("the scene tree gave no timer".into());
            return signal;
        };
        let mut me = this.clone();
        let mut once = Some((hand, melds, finish_with.clone()));
        let finish = Callable::from_fn("ai_turn", move |_| {
            let Some((hand, melds, mut finish_with)) = once.take() else { return };
            if !me.is_instance_valid() {
                return;
            }
            // Seat `player` when the node has seats (its `seat` property set);
            // else the tutorial's way: the discard from this call alone (the
            // melds still remembered for `player`'s claim questions naming it).
            let index = {
                let mut node = me.bind_mut();
                let seat = if node.seat >= 0 { player } else { -1 };
                let turn = usize::try_from(player).ok().filter(|&p| p < SEATS);
                let r = node.choose_discard((&hand, &melds), seat, -1, turn);
                or_report("AIPlayer.ai_play_turn", r, -1)
            };
            // The borrow is released: discard_tile may start the next
            // player's turn on this same node.
            if index >= 0 && gm.is_instance_valid() {
                gm.call("discard_tile", vslice![index]);
            }
            finish_with(index);
        });
        timer.connect("timeout", &finish);
        signal
    }

    /// Tells the AI a tile discarded at the table — by any player, its own
    /// seat included (or shown) — so EXPERT counts it as seen and one more
    /// draw gone from the wall estimate, at every seat (tell it once). Prints an error for a tile that is
    /// not one, or for a fifth copy seen.
    #[func]
    fn observe_discard(&mut self, tile: Variant) {
        let rules = &self.active_rules;
        let r = convert::tile_in(&tile, rules)
            .and_then(|t| Ok(self.memory.observe_discard(rules, t)?));
        or_report("AIPlayer.observe_discard", r, ());
    }

    /// Tells the AI a meld another player laid down, so EXPERT counts its
    /// tiles as seen. `claimed_tile` is the discard it was made with, already
    /// told by `observe_discard` and so not counted again (`null` when the
    /// discard was not observed, and for kongs of one's own). An added kong
    /// (`BU_GANG`) counts only its fourth tile: the peng was observed before.
    /// `by_seat`: the seat (0-3) that laid it down, when this AIPlayer plays
    /// several seats — every other seat counts it; -1 (default): every seat
    /// does (an AIPlayer of one seat is told only the others' melds).
    /// Prints an error for a bad meld or a fifth copy seen.
    #[func]
    fn observe_meld(
        &mut self,
        meld: Variant,
        claimed_tile: Variant,
        #[opt(default = -1)] by_seat: i64,
    ) {
        let r = convert::meld(&meld).and_then(|m| {
            let by = match by_seat {
                -1 => None,
                0..=3 => Some(by_seat as usize),
                _ => {
                    return Err(convert::BadInput(format!(
                        "by_seat = {by_seat}: seats are 0-3 (-1: every seat)"
                    )));
                }
            };
            let claimed = match claimed_tile.is_nil() {
                true => None,
                false => Some(convert::tile(&claimed_tile).map_err(|e| e.at("claimed_tile"))?),
            };
            Ok(self.memory.observe_meld(&self.active_rules, m, claimed, by)?)
        });
        or_report("AIPlayer.observe_meld", r, ());
    }

    /// EXPERT's ranking of the discards of `hand` (3n+2 tiles), best first,
    /// whatever the AI's own `difficulty`; each a Dictionary: `tile`, `index`
    /// (its first position in `hand`), `shanten` after the discard (0 =
    /// ready), `useful_kinds` (the kinds that would help; the waits when
    /// ready), `unseen_copies` (their copies not yet seen: the observed
    /// discards and melds are taken out; the 0.1 keys `draws` and
    /// `draws_left` hold the same, deprecated), `win_prob` (estimated chance, 0 to 1, of winning
    /// in the draws to come, see `wall_left`), `points` (expected points),
    /// `targets` (the closest winning shapes: `"regular"`, `"pengpenghu"`,
    /// `"qingyise"`, `"seven_pairs"` (the shape of the big hand 七小对,
    /// `"qixiaodui"` in 0.1), `"jiangjianghu"`, `"quanqiuren"`,
    /// `"thirteen_orphans"`: the core's target names),
    /// `reason` and `reason_zh` (one line each, e.g. `discard 9s: ready,
    /// waiting on 25m (5 tiles, 2 kinds), about 56% to win in 14 draws`).
    /// The melds are remembered for EXPERT's claim answers of `seat` (-1:
    /// the `seat` property), whose observations count. Under `sichuan`,
    /// pass the seat's declared void suit as `void_suit` (0 万, 1 条, 2 筒;
    /// -1, the default, for none): while the hand holds it only its tiles
    /// are listed, the one the other players most likely want first, and
    /// once it is gone no draw of it counts as useful. Under `mcr` the
    /// seat's wind is priced as East's (the AIPlayer is not told who deals;
    /// `MahjongTable.hints` is). Empty (and an error printed) for bad input
    /// or a `void_suit` outside -1 to 2.
    #[func]
    fn hints(
        &mut self,
        hand: Variant,
        melds: Variant,
        #[opt(default = -1)] seat: i64,
        #[opt(default = -1)] void_suit: i64,
    ) -> Array<VarDictionary> {
        let r = self.seat_arg(seat).and_then(|seat| {
            let void = void_arg(void_suit)?;
            let (tiles, melds) = self.discard_hand(&hand, &melds, "hints")?;
            let h = Hand::from_tiles(&tiles, &melds, &self.active_rules)?;
            self.remember_melds(seat, &melds)?;
            let (unseen, draws) = self.expert_view(&h, seat)?;
            Ok(hint::hint_list(&h, &tiles, &self.active_rules, &unseen, draws, void)?)
        });
        or_report("AIPlayer.hints", r, Array::new())
    }

    /// Forgets every observed tile and the remembered melds of every seat,
    /// and sets `wall_left` back to -1 (call at the start of a hand):
    /// `reset`, as in every binding (docs/names.md).
    #[func]
    fn reset(&mut self) {
        self.memory.reset();
        self.wall_left = -1;
    }

    /// Deprecated: the 0.1 name of `reset`, removed in the next minor
    /// release.
    #[func]
    fn reset_observations(&mut self) {
        self.reset();
    }

    /// How many copies of each kind (index = kind id) `seat` (-1: the `seat`
    /// property; with no seat, the table's discards and melds told) has
    /// observed. Empty (and an error printed) for a seat outside -1 to 3.
    #[func]
    fn observed(&self, #[opt(default = -1)] seat: i64) -> Array<i64> {
        let r = self.seat_arg(seat).and_then(|s| {
            Ok(self
                .knowledge(s)?
                .seen()
                .as_array()
                .iter()
                .take(self.active_rules.kinds())
                .map(|&n| i64::from(n))
                .collect())
        });
        or_report("AIPlayer.observed", r, Array::new())
    }
}

/// A `void_suit` argument: -1 for none, else 0 (万), 1 (条) or 2 (筒).
fn void_arg(void_suit: i64) -> Input<Option<Suit>> {
    match void_suit {
        -1 => Ok(None),
        v => Suit::from_index(v).map(Some).map_err(|_| {
            convert::BadInput(format!("void_suit = {v}: 0 (万), 1 (条), 2 (筒), or -1 for none"))
        }),
    }
}
