//! EXPERT (difficulty 3): the strongest majiang player, deciding in
//! microseconds and explaining itself.
//!
//! # How it decides
//! - **Exact shanten over every target** of the rules (Changsha: the small
//!   hand with a 2/5/8 pair, 碰碰胡, 清一色, 七小对 with fours, 将将胡, 全求人),
//!   for every discard and every (discard, draw) pair at once, from the core's
//!   per-group tables ([`matrix`](self) module: a discard and a draw change at
//!   most two groups, so the rest is combined once).
//! - **Effective draws weighted by the unseen tiles** (4 − own hand − own
//!   melds − every visible discard and meld), overall and per target.
//! - **Win probability within the draws left**: exact for a ready hand
//!   (hypergeometric), a chain of stages further away whose first stage is
//!   the discard's own effective draws. Optionally ([`Params::exact_candidates`],
//!   off by default for speed: it did not change the table results) exact
//!   one step from ready, summing over the first useful draw and the best
//!   ready hand it leads to.
//! - **Value**: a big hand pays several times a small one and a self-draw more
//!   than a discard win. The expected points (the chance of each big target
//!   from its own effective draws, scaled by [`Params::big_draw_scale`] so
//!   that it matches how often big hands are won at a table) are in every
//!   hint and decide 开杠 against 补张; [`Params::value_weight`] would blend
//!   them into the ranking, but the default (0) maximises the win probability
//!   alone, which won as many points on the tuning seeds.
//! - **Opponents** ([`Threats`]): what each other player's melds show of a big
//!   hand, its chance of being ready, and what each discard would cost by
//!   dealing into it. [`Params::danger_weight`] weighs it against the
//!   discard's own value ([`Position::facing`], [`Expert::choose_discard`]); off by default:
//!   dealing into big hands cost EXPERT 0.06 points per hand on the tuning
//!   seeds, and the fold gained none of it measurably.
//! - **Flat tables** (转转, 红中; [`flat`](self) module): every win pays the
//!   same, so the value of a win is its flat payment (a self-draw 2 from
//!   each of three, a discard win 1) plus the expected bird hits (the bird
//!   count, rule and points, and the wall left), doubled by 无红中加倍 for a
//!   hand holding no 红中; a hand holding 红中 under 有红中不接炮 wins only by
//!   self-draw and never takes a discard win. 红中 is never a discard
//!   candidate (it lies outside the kinds in play), and the hidden copies
//!   join every discard's useful draws (a wildcard lowers every target,
//!   with no copy limit). Kongs weigh their fee, paid at once. Opponents:
//!   a deal-in costs one line (1 + birds, ×2 at most), against a self-draw's
//!   three lines of 2 + birds, so EXPERT pushes (no fold, as on Changsha).
//! - **四川 血战到底** ([`sichuan`] module): 换三张 and 定缺 by the value of
//!   the hand left (the routes to 平胡, 清一色, 对对胡 and 七对 in the two suits
//!   kept, 根, the void tiles to clear), the void suit cleared most
//!   dangerous tile first, 对对胡 and 清一色 ranked as the bigger hands they
//!   are, kong money weighed at once, the own draws shared among the players
//!   still in, every win taken.
//! - **Ties** keep the flexible shape: more useful kinds, then the tile least
//!   connected to the rest of the hand.
//! - **Claims** compare the hand after the claim with passing, with the same
//!   estimator ([`Expert::choose_call`], [`Expert::choose_own_kong`],
//!   [`Expert::kong_style`], [`Expert::win_on_discard`]).
//!
//! Every decision works on fixed-size arrays: no allocation on the decision
//! path ([`Expert::hints`] allocates, for people).
//!
//! ```
//! use majiang_core::expert::{Expert, Position};
//! use majiang_core::{Hand, RuleSet};
//! let rules = RuleSet::changsha();
//! let hand = Hand::parse("123m456s789p2345m9s", "", &rules)?;
//! // Nothing seen but the own hand.
//! let unseen = Expert::unseen_from_hand(&hand, &rules);
//! let expert = Expert::default();
//! let pos = Position::new(&hand, &rules, &unseen, 10);
//! assert_eq!(expert.choose_discard(&pos)?.to_string(), "9s");
//! # Ok::<(), majiang_core::Error>(())
//! ```

mod agent;
pub(crate) mod by_family;
pub(crate) mod claim;
pub(crate) mod eval;
mod hint;
pub(crate) mod matrix;
pub(crate) mod prob;
mod seat;
mod threat;

pub use crate::family::sichuan::expert as sichuan;
pub use agent::ExpertAgent;
pub use claim::{Call, KongStyle};
pub use eval::{DiscardScore, Params, Place, Position};
pub use hint::Hint;
pub use seat::{Knowledge, Question, SEATS, SeatMemory};
pub use threat::Threats;

use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::family::with_family;
use crate::game::{Action, Game, Phase};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::Tile;
use by_family::ExpertFamily;
use eval::{BLANK, Scratch};
pub use matrix::MAX_DISCARDS;

/// The EXPERT player: its parameters. Cheap to copy, `Send + Sync`; every
/// call keeps its working memory on the stack.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Expert {
    /// How it weighs its options.
    pub params: Params,
}

impl Expert {
    /// EXPERT with the given parameters.
    #[must_use]
    pub const fn new(params: Params) -> Expert {
        Expert { params }
    }

    /// The unseen counts when nothing but the own hand and melds is known:
    /// 4 − hand − melds for every kind the rules play with.
    #[must_use]
    pub fn unseen_from_hand(hand: &Hand, rules: &RuleSet) -> Counts {
        // A hand never holds a fifth copy, so nothing is left negative.
        Counts::left_after(&[hand.concealed(), &hand.meld_summary().used], rules.kinds())
            .unwrap_or_default()
    }

    /// The unseen counts when the tiles `seen` (every other visible tile:
    /// the discards on the table and the other players' melds) are known as
    /// well as the own hand and melds. More than four copies of a kind in
    /// all is an error.
    ///
    /// ```
    /// use majiang_core::expert::Expert;
    /// use majiang_core::{Hand, RuleSet, Tile, notation::parse_tiles};
    /// let rules = RuleSet::changsha();
    /// let hand = Hand::parse("123m456s789p2345m9s", "", &rules)?;
    /// let unseen = Expert::unseen_given(&hand, &rules, &parse_tiles("55m9s")?)?;
    /// assert_eq!(unseen.get("5m".parse::<Tile>()?), 1);
    /// assert!(Expert::unseen_given(&hand, &rules, &parse_tiles("5555m")?).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn unseen_given(hand: &Hand, rules: &RuleSet, seen: &[Tile]) -> Result<Counts> {
        let mut k = Knowledge::new();
        k.observe_tiles(rules, seen)?;
        k.unseen(hand, rules)
    }

    fn check_unseen(hand: &Hand, rules: &RuleSet, unseen: &Counts) -> Result<()> {
        let all = hand.all_tiles();
        for k in 0..crate::tile::KINDS {
            let n = unseen.as_array()[k];
            if (k >= rules.kinds() && n > 0) || n + all.as_array()[k] > 4 {
                return Err(Error::TooManyCopies {
                    tile: Tile::from_index_unchecked(k).to_string(),
                    count: (n + all.as_array()[k]) as u32,
                });
            }
        }
        Ok(())
    }

    /// Checks that `hand` is `3n+2` (`complete`) or `3n+1` for `what`.
    fn check_size(hand: &Hand, complete: bool, what: &'static str) -> Result<()> {
        if hand.is_complete_size() == complete {
            Ok(())
        } else {
            Err(Error::WrongHandSize {
                what,
                expected: if complete { "3n+2" } else { "3n+1" },
                got: hand.concealed().total(),
            })
        }
    }

    fn check_discard_size(hand: &Hand) -> Result<()> {
        Self::check_size(hand, true, "a discard decision")
    }

    /// The checks every decision makes on its input (the hand's size for
    /// `what`, the unseen counts) and its working memory.
    fn prepare(&self, pos: &Position<'_>, complete: bool, what: &'static str) -> Result<Scratch> {
        Self::check_size(pos.hand, complete, what)?;
        Self::check_unseen(pos.hand, pos.rules, pos.unseen)?;
        Ok(Scratch::new(&self.params))
    }

    /// Ranks the discards of a `3n+2` hand into `out`, best first, and
    /// returns how many there are (one per distinct kind held), by the
    /// discards' own value (the opponents aside). No allocation.
    pub fn rank_discards(
        &self,
        pos: &Position<'_>,
        out: &mut [DiscardScore; MAX_DISCARDS],
    ) -> Result<usize> {
        let mut scratch = self.prepare(pos, true, "a discard decision")?;
        Ok(eval::rank(&self.params, &mut scratch, pos, out))
    }

    /// The discard EXPERT plays from a `3n+2` hand. Facing threats
    /// ([`Position::facing`]) with [`Params::danger_weight`] above 0, the
    /// ranked discards' own scores less the weight × the expected points each
    /// would lose by dealing in (on the scale of the scores: points per small
    /// win), a fold included.
    pub fn choose_discard(&self, pos: &Position<'_>) -> Result<Tile> {
        let mut out = [BLANK; MAX_DISCARDS];
        let n = self.rank_discards(pos, &mut out)?;
        if self.params.danger_weight == 0.0 || !pos.threats.any() {
            return Ok(out[0].tile);
        }
        let (v_small, _) = self.params.values();
        let k = self.params.danger_weight / v_small;
        let mut best = (f64::NEG_INFINITY, out[0].tile);
        for s in &out[..n] {
            let v = eval::own_score(&self.params, s) - k * pos.threats.danger(s.tile);
            if v > best.0 {
                best = (v, s.tile);
            }
        }
        Ok(best.1)
    }

    /// The estimated value of a `3n+1` hand about to draw: (probability of
    /// winning within the draws left, expected points).
    pub fn hand_value(&self, pos: &Position<'_>) -> Result<(f64, f64)> {
        let mut scratch = self.prepare(pos, false, "a hand value")?;
        let (win, points, _) = eval::value13(
            &self.params,
            &mut scratch,
            pos.hand,
            pos.rules,
            pos.unseen,
            pos.draws_left,
        );
        Ok((win, points))
    }

    /// Which of the legal `options` to call on another player's discard
    /// `tile` (the `3n+1` hand before the call), or `None` to pass.
    pub fn choose_call(
        &self,
        pos: &Position<'_>,
        tile: Tile,
        options: &[Call],
    ) -> Result<Option<Call>> {
        let what = "a call on a discard (the hand before it)";
        let mut scratch = self.prepare(pos, false, what)?;
        claim::choose_call(&self.params, &mut scratch, pos, tile, options)
    }

    /// Whether to declare a kong of `tile` on one's own turn (four held, or
    /// the fourth added to a 碰) rather than discard.
    pub fn choose_own_kong(&self, pos: &Position<'_>, tile: Tile) -> Result<bool> {
        let mut scratch = self.prepare(pos, true, "a kong on one's own turn")?;
        claim::choose_own_kong(&self.params, &mut scratch, pos, tile)
    }

    /// 开杠 or 补张 for a kong that leaves the `3n+1` hand `pos.hand` (the
    /// four already laid down). Always 补张 when the rules have no 开杠 or
    /// the hand is not ready.
    pub fn kong_style(&self, pos: &Position<'_>) -> Result<KongStyle> {
        let what = "开杠 or 补张 (the hand after the kong)";
        let mut scratch = self.prepare(pos, false, what)?;
        claim::choose_kong_style(&self.params, &mut scratch, pos)
    }

    /// Whether to win on another player's discard `tile` that completes the
    /// `3n+1` hand. Big hands always win; a small hand may pass (过胡 until the
    /// next own draw) when waiting for the self-draw pays more.
    pub fn win_on_discard(&self, pos: &Position<'_>, tile: Tile) -> Result<bool> {
        let what = "a win on a discard (the hand before it)";
        let mut scratch = self.prepare(pos, false, what)?;
        claim::win_on_discard(&self.params, &mut scratch, pos, tile)
    }

    /// Whether to declare a self-drawn win: always (a self-draw already pays
    /// the most a hand of its shape can).
    pub fn win_on_self_draw(&self, hand: &Hand, rules: &RuleSet) -> Result<bool> {
        Self::check_discard_size(hand)?;
        Ok(crate::win::is_win(hand, rules))
    }

    /// Whether to take the last tile (海底) when it is offered: only a ready
    /// hand gains from it.
    pub fn take_last_tile(&self, hand: &Hand, rules: &RuleSet) -> Result<bool> {
        claim::take_last_tile(hand, rules)
    }

    /// The ranked discards of a `3n+2` hand for people: each with its
    /// shanten, the useful draws and how many are left, the estimated win
    /// probability and expected points, the expected points lost by dealing
    /// into the threats the position faces, and a one-line reason in Chinese
    /// and English.
    ///
    /// On a 四川 table the hand is planned with 对对胡 and 清一色 as targets
    /// ([`sichuan::planning_rules`]), and a discard that leaves all three
    /// suits in hand is judged by the rules (缺一门, before 定缺 as after:
    /// its shanten counts the tiles to clear, never "ready", and its
    /// probability is the best cleared suit's); [`Expert::sichuan_hints`]
    /// also knows the declared void suit.
    pub fn hints(&self, pos: &Position<'_>) -> Result<Vec<Hint>> {
        let mut hints = self.shape_hints(pos)?;
        if pos.rules.declares_void() {
            // 缺一门 before 定缺: any suit may be the one cleared.
            sichuan::by_the_rules(self, pos, &mut hints, None)?;
        }
        Ok(hints)
    }

    /// [`Expert::hints`] by the winning shapes alone (under 四川, before
    /// clearing a suit is counted).
    pub(crate) fn shape_hints(&self, pos: &Position<'_>) -> Result<Vec<Hint>> {
        if let Some(hints) = with_family!(pos.rules.scoring, F => F::hints(self, pos)) {
            return hints;
        }
        let exact = Expert::new(Params { exact_meld_caps: true, ..self.params });
        if let Some(rules) = with_family!(pos.rules.scoring, F => F::planning_rules(pos.rules)) {
            return hint::hints(&exact, &Position { rules: &rules, ..*pos });
        }
        hint::hints(&exact, pos)
    }
}

/// The ranked discards of a `3n+2` hand with reasons, by the default EXPERT
/// (see [`Expert::hints`]).
///
/// ```
/// use majiang_core::expert::{Expert, Position, hints};
/// use majiang_core::{Hand, RuleSet};
/// let rules = RuleSet::changsha();
/// let hand = Hand::parse("123m456s789p2345m9s", "", &rules)?;
/// let unseen = Expert::unseen_from_hand(&hand, &rules);
/// let h = hints(&Position::new(&hand, &rules, &unseen, 10))?;
/// assert_eq!(h[0].tile.to_string(), "9s");
/// assert!(h[0].reason_en.starts_with("discard 9s: ready"), "{}", h[0].reason_en);
/// assert!(h[0].reason_zh.starts_with("打 九条: 听牌"), "{}", h[0].reason_zh);
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn hints(pos: &Position<'_>) -> Result<Vec<Hint>> {
    Expert::default().hints(pos)
}

/// The hint list of `seat` at a running `game`: the default EXPERT's ranked
/// discards ([`Expert::hints_with_void`]) from what that seat sees — its
/// [`Game::observation`]: the copies it has not seen, its own draws to come
/// (a quarter of the wall, rounded up), its 四川 void suit (定缺) — priced
/// at the seat's place from the dealer ([`Position::at`]: 国标 counts the
/// seat's own wind, 门风刻), keeping only the discards legal now (a 开杠
/// hand's drawn tile, 四川's void suit first). Empty when it is not `seat`'s
/// turn to discard. Every front end's hints for a table seat (Godot's
/// `MahjongTable.hints`, the C ABI's `mj_game_hints`) are this list.
///
/// # Errors
/// [`Error::BadOption`] for a seat outside 0–3.
///
/// ```
/// use majiang_core::expert::seat_hints;
/// use majiang_core::game::{Game, Phase};
/// use majiang_core::RuleSet;
/// let game = Game::new(RuleSet::changsha(), 7, 0)?;
/// // The dealer discards first (after any opening win is settled).
/// if let Phase::Turn { seat } = game.phase() {
///     let hints = seat_hints(&game, seat)?;
///     assert!(!hints.is_empty());
///     assert!(seat_hints(&game, (seat + 1) % 4)?.is_empty());
/// }
/// assert!(seat_hints(&game, 4).is_err());
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn seat_hints(game: &Game, seat: usize) -> Result<Vec<Hint>> {
    let obs = game.observation(seat)?;
    if !matches!(obs.phase, Phase::Turn { seat: s } if s == seat) {
        return Ok(Vec::new());
    }
    let unseen = obs.unseen();
    // Own draws to come: the wall is shared by four players (as ExpertAgent).
    let draws = obs.wall_left.div_ceil(4) as u32;
    let pos = Position::new(&obs.hand, obs.rules, &unseen, draws).at(Place::of(seat, obs.dealer));
    let mut hints = Expert::default().hints_with_void(&pos, obs.table[seat].void())?;
    hints.retain(|h| obs.is_legal(Action::Discard(h.tile)));
    Ok(hints)
}
