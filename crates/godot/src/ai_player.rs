//! `AIPlayer`: the tutorial's AI node, on the core's port of it (EASY,
//! MEDIUM, HARD) and on majiang's own EXPERT.

use crate::convert::{self, Input, or_report};
use crate::hint;
use godot::classes::{INode, Node};
use godot::prelude::*;
use majiang_core::ai::tutorial::TutorialAi;
use majiang_core::{Counts, Hand, KINDS, Meld, MeldKind, RuleSet, Tile, is_win};

/// The computer player of the Changsha tutorial — a drop-in for its
/// `AIPlayer` script: same methods, same arguments, same answers.
///
/// - `decide_discard(hand, melds)` returns the index in `hand` of the tile to
///   discard, by the `difficulty` property;
/// - `should_peng` / `should_chi` / `should_gang(hand, tile, diff)` answer a
///   claim at the difficulty passed (as the tutorial does);
/// - `ai_play_turn(player)` plays a turn against the GameManager node.
///
/// EASY, MEDIUM and HARD behave exactly as the tutorial's code (chapter 7):
/// EASY discards at random and claims by chance (peng 50 %, chi 33 %,
/// gang 67 %); MEDIUM discards the tile with the lowest "搭子" score, always
/// pengs and gangs, chis half the time; HARD discards to keep the most
/// winning kinds, pengs unless two tiles or fewer would remain, always chis
/// and gangs. Ties go to the lowest index. EXPERT is majiang's strongest
/// player. Random choices come from a generator seeded by `seed`, so a game
/// replays the same way.
///
/// Tiles and melds may be given in any form (the tutorial's `Tile` and
/// `Meld` objects, ids, strings, Dictionaries). Bad input prints an error
/// and returns the documented sentinel (-1 or false).
#[derive(GodotClass)]
#[class(base = Node)]
pub struct AIPlayer {
    /// How `decide_discard` and `ai_play_turn` choose: `EASY`, `MEDIUM`
    /// (default), `HARD` or `EXPERT` (see `EXPERT`). Any other value
    /// discards at random, as the tutorial does.
    #[export(enum = (Easy = 0, Medium = 1, Hard = 2, Expert = 3))]
    difficulty: i64,
    /// The seed of the random choices. A new AIPlayer starts from a random
    /// seed (read it here to replay a game); setting it restarts the
    /// sequence of choices.
    #[var(get = get_seed, set = set_seed)]
    seed: PhantomVar<i64>,
    /// Seconds `ai_play_turn` waits before discarding (the tutorial's 0.8 s
    /// "thinking").
    #[export]
    think_time: f64,
    /// The node `ai_play_turn` asks for hands and melds and tells the
    /// discard (`get_hand(player)`, `get_melds(player)`,
    /// `discard_tile(index)`).
    #[export]
    game_manager_path: NodePath,
    /// The rule set: `changsha` (default), `standard` or `eval-v1`.
    #[var(set = set_rules, hint = ENUM, hint_string = "changsha,standard,eval-v1", usage_flags = [DEFAULT])]
    rules: GString,
    rule_set: RuleSet,
    seed_value: u64,
    tutorial: TutorialAi,
    /// Tiles of other players seen so far (discards, exposed melds).
    seen: Counts,
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
            seed: PhantomVar::default(),
            think_time: 0.8,
            game_manager_path: NodePath::from("/root/Main/GameManager"),
            rules: GString::from("changsha"),
            rule_set: RuleSet::changsha(),
            seed_value: seed,
            tutorial: TutorialAi::new(Self::MEDIUM, seed),
            seen: Counts::EMPTY,
            base,
        }
    }
}

/// EXPERT is majiang's own AI, built in the core's `expert` module; until
/// the core provides it, asking for it is an error rather than a weaker
/// player under its name.
fn expert_missing(difficulty: i64) -> Input<()> {
    if difficulty == AIPlayer::EXPERT {
        return Err(convert::BadInput(
            "EXPERT needs majiang's expert AI, which this build of the core does not have yet; \
             use EASY, MEDIUM or HARD"
                .into(),
        ));
    }
    Ok(())
}

impl AIPlayer {
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
        let h = Hand::from_tiles(&tiles, &melds, &self.rule_set)?;
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
    fn claim_input(&self, hand: &Variant, tile: &Variant, diff: i64) -> Input<(Vec<Tile>, Tile)> {
        expert_missing(diff)?;
        let tiles = convert::tiles(hand, "hand")?;
        for t in &tiles {
            self.rule_set.check_tile(*t)?;
        }
        Counts::from_tiles(tiles.iter().copied())?;
        let tile = convert::tile_in(tile, &self.rule_set).map_err(|e| e.at("tile"))?;
        Ok((tiles, tile))
    }

    fn choose_discard(&mut self, hand: &Variant, melds: &Variant) -> Input<i64> {
        let (tiles, melds) = self.discard_hand(hand, melds, "decide_discard")?;
        expert_missing(self.difficulty)?;
        self.tutorial.difficulty = self.difficulty;
        let index = self.tutorial.decide_discard(&tiles, &melds)?;
        Ok(index as i64)
    }
}

#[godot_api]
impl AIPlayer {
    /// 简单: random discards and claims by chance.
    #[constant]
    const EASY: i64 = 0;
    /// 中等: keeps pairs and neighbours (the tutorial's "搭子" score).
    #[constant]
    const MEDIUM: i64 = 1;
    /// 困难: discards to keep the most winning kinds.
    #[constant]
    const HARD: i64 = 2;
    /// majiang's strongest player, from the core's `expert` module. Builds
    /// whose core does not have it yet print an error and return the
    /// sentinel for this level.
    #[constant]
    const EXPERT: i64 = 3;

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
        self.tutorial.reseed(self.seed_value);
    }

    /// Chooses the rule set by name; an unknown name prints an error and
    /// keeps the current rules.
    #[func]
    fn set_rules(&mut self, name: GString) {
        if let Some(r) =
            or_report("AIPlayer.rules", convert::rules_named(&name.to_string()).map(Some), None)
        {
            self.rule_set = r;
            self.rules = GString::from(r.name);
        }
    }

    /// The index in `hand` (3n+2 tiles: the hand after drawing) of the tile
    /// to discard, by `difficulty`. -1 (and an error printed) for bad input.
    #[func]
    fn decide_discard(&mut self, hand: Variant, melds: Variant) -> i64 {
        let r = self.choose_discard(&hand, &melds);
        or_report("AIPlayer.decide_discard", r, -1)
    }

    /// Whether to claim `tile` for a 碰 at difficulty `diff` (EASY 50 %,
    /// MEDIUM always, HARD unless two tiles or fewer would remain; any other
    /// value never). Like the tutorial, it does not check that the hand holds
    /// the pair: ask only when the peng is legal. `false` (and an error
    /// printed) for bad input.
    #[func]
    fn should_peng(&mut self, hand: Variant, tile: Variant, diff: i64) -> bool {
        let r = self
            .claim_input(&hand, &tile, diff)
            .map(|(h, t)| self.tutorial.should_peng(&h, t, diff));
        or_report("AIPlayer.should_peng", r, false)
    }

    /// Whether to claim `tile` for a 吃 at difficulty `diff` (EASY 33 %,
    /// MEDIUM 50 %, HARD always; any other value never). Ask only when the
    /// chi is legal. `false` (and an error printed) for bad input.
    #[func]
    fn should_chi(&mut self, hand: Variant, tile: Variant, diff: i64) -> bool {
        let r = self
            .claim_input(&hand, &tile, diff)
            .map(|(h, t)| self.tutorial.should_chi(&h, t, diff));
        or_report("AIPlayer.should_chi", r, false)
    }

    /// Whether to make a kong of `tile` at difficulty `diff` (EASY 67 %,
    /// every other value always). Ask only when the kong is legal. `false`
    /// (and an error printed) for bad input.
    #[func]
    fn should_gang(&mut self, hand: Variant, tile: Variant, diff: i64) -> bool {
        let r = self
            .claim_input(&hand, &tile, diff)
            .map(|(h, t)| self.tutorial.should_gang(&h, t, diff));
        or_report("AIPlayer.should_gang", r, false)
    }

    /// Whether to declare a win with `hand` (3n+2 tiles, the winning tile
    /// included) and `melds`: the tutorial's AI always takes a win, and so
    /// does every level here — true exactly when the hand wins. `false`
    /// (and an error printed) for bad input.
    #[func]
    fn should_win(&self, hand: Variant, melds: Variant) -> bool {
        let r = convert::complete_hand(&hand, &melds, &self.rule_set, "should_win")
            .map(|h| is_win(&h, &self.rule_set));
        or_report("AIPlayer.should_win", r, false)
    }

    /// The tutorial's turn: asks the GameManager (`game_manager_path`) for
    /// `get_hand(player)` and `get_melds(player)`, waits `think_time`
    /// seconds, then calls `discard_tile(index)` with `decide_discard`'s
    /// choice and emits `turn_played(player, index)`.
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
            godot_error!("AIPlayer.ai_play_turn: {message}");
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
        let Some(mut timer) = this.get_tree().create_timer(think.max(0.0)) else {
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
            let index = me.bind_mut().decide_discard(hand, melds);
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

    /// Tells the AI a tile another player discarded (or showed), so EXPERT
    /// counts it as seen. Prints an error for a tile that is not one, or for
    /// a fifth copy seen.
    #[func]
    fn observe_discard(&mut self, tile: Variant) {
        let r = convert::tile_in(&tile, &self.rule_set).and_then(|t| Ok(self.seen.add(t)?));
        or_report("AIPlayer.observe_discard", r, ());
    }

    /// Tells the AI a meld another player laid down, so EXPERT counts its
    /// tiles as seen. `claimed_tile` is the discard it was made with, already
    /// told by `observe_discard` and so not counted again (`null` when the
    /// discard was not observed, and for kongs of one's own). An added kong
    /// (`BU_GANG`) counts only its fourth tile: the peng was observed before.
    /// Prints an error for a bad meld or a fifth copy seen.
    #[func]
    fn observe_meld(&mut self, meld: Variant, claimed_tile: Variant) {
        let r = convert::meld(&meld).and_then(|m| {
            let mut tiles: Vec<Tile> = m.tiles().collect();
            if m.kind() == MeldKind::BuGang {
                tiles.truncate(1);
            }
            if !claimed_tile.is_nil() {
                let t = convert::tile(&claimed_tile).map_err(|e| e.at("claimed_tile"))?;
                let at = tiles.iter().position(|x| *x == t).ok_or_else(|| {
                    convert::BadInput(format!("claimed_tile {t} is not in the meld {m}"))
                })?;
                tiles.remove(at);
            }
            let mut seen = self.seen;
            for t in tiles {
                self.rule_set.check_tile(t)?;
                seen.add(t)?;
            }
            self.seen = seen;
            Ok(())
        });
        or_report("AIPlayer.observe_meld", r, ());
    }

    /// The discards of `hand` (3n+2 tiles) ranked best first, each a
    /// Dictionary: `tile`, `index` (its first position in `hand`), `shanten`
    /// after the discard (0 = ready), `draws` (the kinds that would help; the
    /// waits when ready), `draws_left` (their copies not yet seen: the
    /// observed discards and melds are taken out), `reason` and `reason_zh`
    /// (one line each). Empty (and an error printed) for bad input.
    #[func]
    fn hints(&self, hand: Variant, melds: Variant) -> Array<VarDictionary> {
        let r = self.discard_hand(&hand, &melds, "hints").and_then(|(tiles, melds)| {
            let h = Hand::from_tiles(&tiles, &melds, &self.rule_set)?;
            let mut unseen = [0u8; KINDS];
            for (k, n) in unseen.iter_mut().enumerate() {
                *n = 4 - self.seen.as_array()[k];
            }
            let unseen = Counts::from_array(unseen)?;
            Ok(hint::hint_list(&h, &tiles, &self.rule_set, Some(&unseen))?)
        });
        or_report("AIPlayer.hints", r, Array::new())
    }

    /// Forgets every observed tile (call at the start of a hand).
    #[func]
    fn reset_observations(&mut self) {
        self.seen = Counts::EMPTY;
    }

    /// How many copies of each kind (index = kind id) the AI has observed.
    #[func]
    fn observed(&self) -> Array<i64> {
        self.seen.as_array().iter().take(self.rule_set.kinds()).map(|&n| i64::from(n)).collect()
    }
}
