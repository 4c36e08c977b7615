//! A0 EASY, A1 MEDIUM, A2 HARD: the AI of the Godot tutorial "长沙麻将"
//! (chapter 7, "AI玩家"; seed `000`, `research/tutorial-api.md` §5), ported
//! decision for decision, flaws included.
//!
//! The functions take the tutorial's arguments — the hand as a *list* of
//! tiles in the caller's order, the melds, the tile on offer, the difficulty
//! as the tutorial's integer — and return what the tutorial returns (an index
//! into the list, a yes/no), so the Godot and C front ends can hand them a
//! tutorial user's own arrays.
//!
//! # What the port fixes that the tutorial leaves open
//! - **Randomness.** The tutorial draws from an unseeded `System.Random` /
//!   `RandomNumberGenerator`. Here every draw takes a caller's RNG: `Next(k)`
//!   and `randi_range(0, k - 1)` become [`below`]`(rng, k)`, one draw per
//!   call, in the tutorial's order. EASY discards `below(rng, n)`; EASY peng
//!   `below(rng, 2) == 0`, chi `below(rng, 3) == 0`, gang `below(rng, 3) != 0`;
//!   MEDIUM chi `below(rng, 2) == 0`. No other branch draws.
//! - **Ties.** MEDIUM sorts by score with an unstable sort; here the lowest
//!   index among the lowest scores wins (what a stable sort gives). HARD keeps
//!   the first index with the strictly greatest wait count (the tutorial's own
//!   rule), so index 0 when nothing is ready.
//! - **CanWin.** The tutorial's `WinChecker` chapter is lost; `can_win` is
//!   the Changsha reading of `changsha-rules.md`: four sets and a 2-5-8 pair;
//!   any pair with 碰碰胡 or 清一色; 七小对 (no melds); 将将胡; 全求人. Like the
//!   tutorial, HARD adds each of the 27 kinds even when the hand and melds
//!   already hold all four copies (a fifth copy can win here, as it can for a
//!   checker that only looks at shapes).
//! - **Honours** do not exist in the tutorial's set: a hand holding one is an
//!   error for [`decide_discard`] and never a win for [`can_win`].
//!
//! # In the engine ([`TutorialAgent`])
//! The engine gives the hand in **sorted order** (by tile id, the drawn tile
//! in its sorted place) and the player's melds in the order made. The
//! tutorial's AI only answers the questions its `GameManager` asks; the
//! engine asks only legal ones:
//! - a win (self-draw, discard, robbed kong, flip, last tile) is always
//!   declared — the tutorial's AI has no win decision;
//! - on a discard it asks, when legal and in this order, `should_gang`, then
//!   `should_peng`, then `should_chi` (taking the lowest legal run); the
//!   first yes is played, else pass;
//! - in its turn it asks `should_gang` for each legal concealed or added kong
//!   (lowest tile first, concealed before added) before choosing a discard;
//!   kongs are always 补张 — the tutorial knows no 开杠;
//! - it always takes the last tile when it is offered;
//! - a frozen hand (never, since it never declares 开杠) would discard the
//!   drawn tile;
//! - under a preset with honours (not the tutorial's set) it discards its
//!   honours first, lowest first, before the tutorial's choice applies;
//! - under 四川 (the tutorial knows no 换三张 or 定缺) it plays the anchors'
//!   default [`setup_default`](crate::family::setup_default) in those two
//!   phases; while it holds its void suit the engine allows only those
//!   tiles, and a tutorial choice outside them becomes the lowest void tile.

use super::{Agent, MeldList, TileList};
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::game::{Action, Observation, Offer, Phase};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rng::{below, seeded};
use crate::rules::RuleSet;
use crate::tile::{KINDS, SUITED_KINDS, Tile};
use crate::win::{is_win, waits};
use rand::RngCore;
use rand_chacha::ChaCha8Rng;

/// The tutorial's `AIDifficulty.EASY`.
pub const EASY: i64 = 0;
/// The tutorial's `AIDifficulty.MEDIUM`.
pub const MEDIUM: i64 = 1;
/// The tutorial's `AIDifficulty.HARD`.
pub const HARD: i64 = 2;

/// The tutorial's three levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Difficulty {
    /// A0: random discard; peng 50 %, chi 33 %, gang 67 %.
    Easy = 0,
    /// A1: discards the tile with the lowest "搭子" score; peng always, chi
    /// 50 %, gang always.
    Medium = 1,
    /// A2: discards to keep the most winning kinds; peng unless two tiles or
    /// fewer would remain, chi and gang always.
    Hard = 2,
}

impl Difficulty {
    /// The tutorial's integer (EASY = 0, MEDIUM = 1, HARD = 2).
    #[must_use]
    pub const fn level(self) -> i64 {
        self as i64
    }

    /// The level of a tutorial integer; `None` for any other value.
    #[must_use]
    pub const fn from_level(level: i64) -> Option<Difficulty> {
        match level {
            EASY => Some(Difficulty::Easy),
            MEDIUM => Some(Difficulty::Medium),
            HARD => Some(Difficulty::Hard),
            _ => None,
        }
    }

    /// The agent's id in reports: `A0-easy`, `A1-medium`, `A2-hard`.
    #[must_use]
    pub const fn agent_id(self) -> &'static str {
        match self {
            Difficulty::Easy => "A0-easy",
            Difficulty::Medium => "A1-medium",
            Difficulty::Hard => "A2-hard",
        }
    }
}

/// The rules `can_win` reads the tutorial's `WinChecker` with.
const CHANGSHA: RuleSet = RuleSet::changsha();

/// Counts of the 27 suited kinds of a list; `None` when it holds an honour.
fn suited_counts(tiles: &[Tile]) -> Option<[u8; SUITED_KINDS]> {
    let mut c = [0u8; SUITED_KINDS];
    for t in tiles {
        let n = c.get_mut(t.index())?;
        *n = n.saturating_add(1);
    }
    Some(c)
}

/// Fails when the hand's counts `c` and the melds hold more than four copies
/// of a kind (no real hand does; the tutorial never checks).
fn check_copies(c: &[u8; SUITED_KINDS], melds: &[Meld]) -> Result<()> {
    let mut all = *c;
    for t in melds.iter().flat_map(|m| m.tiles()) {
        if let Some(n) = all.get_mut(t.index()) {
            *n = n.saturating_add(1);
        }
    }
    // The maximum first (it vectorises); the kind is looked for only when
    // there is one to name.
    if all.iter().fold(0, |m, &n| m.max(n)) <= 4 {
        return Ok(());
    }
    let k = all.iter().position(|&n| n > 4).unwrap_or_default();
    Err(Error::TooManyCopies {
        tile: Tile::from_index_unchecked(k).to_string(),
        count: u32::from(all[k]),
    })
}

/// The tutorial's `WinChecker.CanWin(hand, melds)`: `hand` holds the
/// concealed tiles including the candidate winning tile (`3n+2` with `n = 4
/// − melds`), `melds` the exposed ones. See the module documentation for the
/// Changsha reading.
///
/// ```
/// use majiang_core::{notation::parse_tiles, ai::tutorial::can_win};
/// assert!(can_win(&parse_tiles("123m456s789p234m55s").unwrap(), &[]));
/// assert!(!can_win(&parse_tiles("123m456s789p234m11s").unwrap(), &[]));
/// ```
#[must_use]
pub fn can_win(hand: &[Tile], melds: &[Meld]) -> bool {
    suited_counts(hand).is_some_and(|c| win_of_counts(&c, melds))
}

/// `CanWin` on counts: the fast table check when the counts make a valid
/// hand, the shape search otherwise (a fifth copy, overlapping melds).
fn win_of_counts(c: &[u8; SUITED_KINDS], melds: &[Meld]) -> bool {
    if melds.iter().any(|m| m.tile().is_honour()) {
        return false;
    }
    if c.iter().all(|&n| n <= 4) {
        let mut all = [0u8; KINDS];
        all[..SUITED_KINDS].copy_from_slice(c);
        if let Ok(h) = Hand::new(Counts(all), melds, &CHANGSHA) {
            return is_win(&h, &CHANGSHA);
        }
    }
    shape_win(c, melds)
}

/// The Changsha win shapes on raw counts, with no copy limit: the reference
/// `win_of_counts` falls back to (and is tested against).
fn shape_win(c: &[u8; SUITED_KINDS], melds: &[Meld]) -> bool {
    let m = melds.len();
    if m > 4 || c.iter().map(|&n| n as usize).sum::<usize>() != 3 * (4 - m) + 2 {
        return false;
    }
    let mut work = *c;
    if decompose(&mut work, true, true) {
        return true;
    }
    let no_chi = melds.iter().all(|x| x.kind() != MeldKind::Chi);
    // 碰碰胡: triplets and one pair.
    if no_chi && c.iter().all(|&n| n % 3 != 1) && c.iter().filter(|&&n| n % 3 == 2).count() == 1 {
        return true;
    }
    // 清一色: one suit, any pair.
    let mut suits = 0u8;
    for (k, &n) in c.iter().enumerate() {
        if n > 0 {
            suits |= 1 << (k / 9);
        }
    }
    for x in melds {
        suits |= 1 << (x.tile().index() / 9);
    }
    if suits.count_ones() == 1 && decompose(&mut work, true, false) {
        return true;
    }
    // 七小对 (a four is two pairs).
    if m == 0 && c.iter().all(|&n| n % 2 == 0) {
        return true;
    }
    // 将将胡.
    let all_258 = |k: usize| matches!(k % 9, 1 | 4 | 7);
    if no_chi
        && melds.iter().all(|x| x.tile().is_258())
        && c.iter().enumerate().all(|(k, &n)| n == 0 || all_258(k))
    {
        return true;
    }
    // 全求人: four exposed melds and a pair.
    melds.iter().filter(|x| x.kind().is_exposed()).count() == 4 && c.contains(&2)
}

/// True when `c` splits into sets plus (if `need_pair`) one pair, a 2/5/8
/// pair when `pair_258`. Backtracking on the lowest kind held.
fn decompose(c: &mut [u8; SUITED_KINDS], need_pair: bool, pair_258: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else { return !need_pair };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = decompose(c, need_pair, pair_258);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = decompose(c, need_pair, pair_258);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        if ok {
            return true;
        }
    }
    if need_pair && c[i] >= 2 && (!pair_258 || matches!(i % 9, 1 | 4 | 7)) {
        c[i] -= 2;
        let ok = decompose(c, false, pair_258);
        c[i] += 2;
        if ok {
            return true;
        }
    }
    false
}

/// The tutorial's `CountWaitingTiles(hand, melds)`: of the 27 kinds, how
/// many make `hand + kind` a win ([`can_win`]), with no regard to copies
/// left.
#[must_use]
pub fn count_waiting_tiles(hand: &[Tile], melds: &[Meld]) -> u32 {
    suited_counts(hand).map_or(0, |c| waiting_count(&c, melds))
}

fn waiting_count(c: &[u8; SUITED_KINDS], melds: &[Meld]) -> u32 {
    // Fast path: the waits of a valid ready-size hand are exactly the kinds
    // that win and are not exhausted; only the exhausted kinds (all four in
    // hand and melds) need the shape search with a fifth copy.
    if c.iter().all(|&n| n <= 4) && melds.iter().all(|m| !m.tile().is_honour()) {
        let mut all = [0u8; KINDS];
        all[..SUITED_KINDS].copy_from_slice(c);
        if let Ok(h) = Hand::new(Counts(all), melds, &CHANGSHA)
            && let Ok(w) = waits(&h, &CHANGSHA)
        {
            let held = h.all_tiles();
            let mut n = w.len() as u32;
            for k in (0..SUITED_KINDS).filter(|&k| held.0[k] >= 4) {
                let mut plus = *c;
                plus[k] += 1;
                n += shape_win(&plus, melds) as u32;
            }
            return n;
        }
    }
    let mut n = 0;
    for k in 0..SUITED_KINDS {
        let mut plus = *c;
        plus[k] = plus[k].saturating_add(1);
        n += win_of_counts(&plus, melds) as u32;
    }
    n
}

/// The tutorial's `EvaluateTile(hand, index)`: +10 per other copy of the
/// tile, +8 per other tile of its suit one apart and +4 per tile two apart
/// (every copy counts), +3 for a 3–7, +1 for a 2 or 8. Higher means keep.
/// Panics if `index` is out of range, like the tutorial's list access.
#[must_use]
pub fn evaluate_tile(hand: &[Tile], index: usize) -> i32 {
    let tile = hand[index];
    let mut score = 0;
    for (i, t) in hand.iter().enumerate() {
        if i != index && t.id() == tile.id() {
            score += 10;
        }
    }
    for (i, t) in hand.iter().enumerate() {
        if i != index && t.suit() == tile.suit() {
            match t.number().abs_diff(tile.number()) {
                1 => score += 8,
                2 => score += 4,
                _ => {}
            }
        }
    }
    score + rank_bonus(tile)
}

fn rank_bonus(t: Tile) -> i32 {
    match t.number() {
        3..=7 => 3,
        2 | 8 => 1,
        _ => 0,
    }
}

/// `MediumDiscard`: the lowest [`evaluate_tile`] score, lowest index on a
/// tie. Scores come from the counts (equal to `evaluate_tile`, as a test
/// proves): a tile's score depends only on its kind and the hand.
fn medium_discard(hand: &[Tile], c: &[u8; SUITED_KINDS]) -> usize {
    let at = |k: usize, d: isize| -> i32 {
        let j = k as isize + d;
        if j >= 0 && (j as usize) < SUITED_KINDS && j as usize / 9 == k / 9 {
            i32::from(c[j as usize])
        } else {
            0
        }
    };
    let mut best = (i32::MAX, 0);
    for (i, t) in hand.iter().enumerate() {
        let k = t.index();
        let score = 10 * (i32::from(c[k]) - 1)
            + 8 * (at(k, -1) + at(k, 1))
            + 4 * (at(k, -2) + at(k, 2))
            + rank_bonus(*t);
        if score < best.0 {
            best = (score, i);
        }
    }
    best.1
}

/// `HardDiscard`: the index whose removal leaves the most winning kinds
/// ([`count_waiting_tiles`]), the first on a tie, index 0 when nothing is
/// ready.
fn hard_discard(hand: &[Tile], c: &[u8; SUITED_KINDS], melds: &[Meld]) -> usize {
    let mut best = (-1i64, 0);
    for (i, t) in hand.iter().enumerate() {
        // A later copy of a kind already tried leaves the same hand: it can
        // never be strictly better.
        if hand[..i].contains(t) {
            continue;
        }
        let mut rest = *c;
        rest[t.index()] -= 1;
        let n = i64::from(waiting_count(&rest, melds));
        if n > best.0 {
            best = (n, i);
        }
    }
    best.1
}

/// The tutorial's `DecideDiscard(hand, melds)` for `difficulty`: an index
/// into `hand`. EASY and any unknown level discard at random (one draw).
/// Fails on an empty hand, one holding honours, or more than four copies of
/// a kind across `hand` and `melds`.
///
/// ```
/// use majiang_core::{notation::parse_tiles, rng::seeded, ai::tutorial::{decide_discard, MEDIUM}};
/// let hand = parse_tiles("1m5m6m7m9s").unwrap();
/// // 1m and 9s both score 0; the first one goes.
/// assert_eq!(decide_discard(&hand, &[], MEDIUM, &mut seeded(0)).unwrap(), 0);
/// ```
pub fn decide_discard<R: RngCore + ?Sized>(
    hand: &[Tile],
    melds: &[Meld],
    difficulty: i64,
    rng: &mut R,
) -> Result<usize> {
    if hand.is_empty() {
        return Err(Error::WrongHandSize {
            what: "choosing a discard",
            expected: "at least one tile",
            got: 0,
        });
    }
    let c = match suited_counts(hand) {
        Some(c) => c,
        None => {
            let t = hand.iter().find(|t| t.is_honour()).copied().unwrap_or(hand[0]);
            return Err(Error::TileNotInRules(t.to_string(), CHANGSHA.name));
        }
    };
    check_copies(&c, melds)?;
    Ok(match Difficulty::from_level(difficulty) {
        Some(Difficulty::Medium) => medium_discard(hand, &c),
        Some(Difficulty::Hard) => hard_discard(hand, &c, melds),
        Some(Difficulty::Easy) | None => below(rng, hand.len() as u32) as usize,
    })
}

/// [`decide_discard`] under `rules`, as [`TutorialAgent`] plays it: an
/// honour other than the wildcard goes first (the lowest; the tutorial's set
/// has none), the wildcard (红中) is never discarded, and the tutorial's
/// choice is made among the other tiles. Returns an index into `hand`, in
/// the caller's order. Fails as [`decide_discard`] does (a hand of
/// wildcards only has nothing to discard).
///
/// ```
/// use majiang_core::{RuleSet, notation::parse_tiles, rng::seeded};
/// use majiang_core::ai::tutorial::{EASY, decide_discard_in};
/// let hand = parse_tiles("5z5z1m2m3m4m5m6m7m8m9m1p2p3p").unwrap();
/// for seed in 0..50 {
///     let i = decide_discard_in(&hand, &[], EASY, &RuleSet::hongzhong(), &mut seeded(seed))?;
///     assert!(i >= 2, "中 stays in the hand");
/// }
/// # Ok::<(), majiang_core::Error>(())
/// ```
pub fn decide_discard_in<R: RngCore + ?Sized>(
    hand: &[Tile],
    melds: &[Meld],
    difficulty: i64,
    rules: &RuleSet,
    rng: &mut R,
) -> Result<usize> {
    // The copies first: the honour shortcut below must not answer for a
    // hand that holds a fifth copy with its melds.
    let mut copies = crate::counts::Counts::EMPTY;
    for t in hand.iter().copied().chain(melds.iter().flat_map(|m| m.tiles())) {
        copies.add(t)?;
    }
    let wildcard = rules.wildcard;
    let kept = |t: &Tile| Some(*t) == wildcard;
    if let Some((i, _)) =
        hand.iter().enumerate().filter(|(_, t)| t.is_honour() && !kept(t)).min_by_key(|(_, t)| **t)
    {
        return Ok(i);
    }
    let plain = TileList::without(hand, wildcard);
    let i = decide_discard(plain.as_slice(), melds, difficulty, rng)?;
    // The i-th tile that is not the wildcard, in the caller's list.
    hand.iter().enumerate().filter(|(_, t)| !kept(t)).nth(i).map(|(k, _)| k).ok_or(
        Error::WrongHandSize {
            what: "choosing a discard",
            expected: "at most 14 tiles",
            got: hand.len(),
        },
    )
}

/// The tutorial's `ShouldPeng(hand, tile, difficulty)`: EASY 50 % (one
/// draw), MEDIUM yes, HARD yes unless two tiles or fewer would remain after
/// taking out two copies of `tile`, any other level no. Legality (holding
/// the pair) is the caller's business, as in the tutorial.
pub fn should_peng<R: RngCore + ?Sized>(
    hand: &[Tile],
    tile: Tile,
    difficulty: i64,
    rng: &mut R,
) -> bool {
    match Difficulty::from_level(difficulty) {
        Some(Difficulty::Easy) => below(rng, 2) == 0,
        Some(Difficulty::Medium) => true,
        Some(Difficulty::Hard) => {
            let copies = hand.iter().filter(|t| **t == tile).count();
            hand.len() - copies.min(2) > 2
        }
        None => false,
    }
}

/// The tutorial's `ShouldChi(hand, tile, difficulty)`: EASY 33 % (one
/// draw), MEDIUM 50 % (one draw), HARD yes, any other level no.
pub fn should_chi<R: RngCore + ?Sized>(
    _hand: &[Tile],
    _tile: Tile,
    difficulty: i64,
    rng: &mut R,
) -> bool {
    match Difficulty::from_level(difficulty) {
        Some(Difficulty::Easy) => below(rng, 3) == 0,
        Some(Difficulty::Medium) => below(rng, 2) == 0,
        Some(Difficulty::Hard) => true,
        None => false,
    }
}

/// The tutorial's `ShouldGang(hand, tile, difficulty)`: EASY 67 % (one
/// draw), every other level yes.
pub fn should_gang<R: RngCore + ?Sized>(
    _hand: &[Tile],
    _tile: Tile,
    difficulty: i64,
    rng: &mut R,
) -> bool {
    match Difficulty::from_level(difficulty) {
        Some(Difficulty::Easy) => below(rng, 3) != 0,
        _ => true,
    }
}

/// The tutorial's `AIPlayer` node as a value: a difficulty property and its
/// own seeded RNG. `decide_discard` uses the property; the `should_*`
/// methods take the difficulty explicitly, as the tutorial's do.
#[derive(Debug, Clone)]
pub struct TutorialAi {
    /// The tutorial's `Difficulty` property (EASY = 0, MEDIUM = 1, HARD = 2).
    pub difficulty: i64,
    rng: ChaCha8Rng,
}

impl TutorialAi {
    /// An AI of `difficulty` whose random draws come from `seed`.
    #[must_use]
    pub fn new(difficulty: i64, seed: u64) -> TutorialAi {
        TutorialAi { difficulty, rng: seeded(seed) }
    }

    /// Restarts the random draws from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = seeded(seed);
    }

    /// See [`decide_discard`].
    pub fn decide_discard(&mut self, hand: &[Tile], melds: &[Meld]) -> Result<usize> {
        decide_discard(hand, melds, self.difficulty, &mut self.rng)
    }

    /// See [`decide_discard_in`]: the discard under `rules`, never a
    /// wildcard.
    pub fn decide_discard_in(
        &mut self,
        hand: &[Tile],
        melds: &[Meld],
        rules: &RuleSet,
    ) -> Result<usize> {
        decide_discard_in(hand, melds, self.difficulty, rules, &mut self.rng)
    }

    /// See [`should_peng`].
    pub fn should_peng(&mut self, hand: &[Tile], tile: Tile, difficulty: i64) -> bool {
        should_peng(hand, tile, difficulty, &mut self.rng)
    }

    /// See [`should_chi`].
    pub fn should_chi(&mut self, hand: &[Tile], tile: Tile, difficulty: i64) -> bool {
        should_chi(hand, tile, difficulty, &mut self.rng)
    }

    /// See [`should_gang`].
    pub fn should_gang(&mut self, hand: &[Tile], tile: Tile, difficulty: i64) -> bool {
        should_gang(hand, tile, difficulty, &mut self.rng)
    }
}

/// A0–A2 at the table: the tutorial's AI behind the [`Agent`] trait, asked
/// as described in the module documentation.
///
/// ```
/// use majiang_core::{RuleSet, ai::{Agent, tutorial::{Difficulty, TutorialAgent}}, game::play_hand};
/// let mut seats: Vec<TutorialAgent> =
///     (0..4).map(|s| TutorialAgent::new(Difficulty::Medium, s)).collect();
/// let [a, b, c, d] = &mut seats[..] else { unreachable!() };
/// let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
/// let result = play_hand(&RuleSet::eval_v1(), 11, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct TutorialAgent {
    difficulty: Difficulty,
    rng: ChaCha8Rng,
}

impl TutorialAgent {
    /// An agent of `difficulty` whose random draws come from `seed`.
    #[must_use]
    pub fn new(difficulty: Difficulty, seed: u64) -> TutorialAgent {
        TutorialAgent { difficulty, rng: seeded(seed) }
    }

    /// The level.
    #[must_use]
    pub const fn difficulty(&self) -> Difficulty {
        self.difficulty
    }
}

impl Agent for TutorialAgent {
    fn name(&self) -> &str {
        self.difficulty.agent_id()
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return Action::Hu;
        }
        // 四川's 换三张 and 定缺: the anchors' default policy.
        if let Some(a) = crate::family::setup_default(obs) {
            return a;
        }
        let level = self.difficulty.level();
        let list = TileList::of(obs.hand.concealed());
        let hand = list.as_slice();
        match obs.phase {
            Phase::HaidiOffer { .. } => Action::TakeHaidi,
            Phase::Turn { .. } if obs.frozen => obs.legal[0],
            Phase::Turn { .. } => {
                for &a in obs.legal {
                    if let Action::AnGang(t) | Action::BuGang(t) = a
                        && should_gang(hand, t, level, &mut self.rng)
                    {
                        return a;
                    }
                }
                let melds = MeldList::of(&obs.hand);
                // Outside the tutorial's set (a preset with honours) the
                // honours go first; a wildcard (红中) is never discarded.
                let choice =
                    decide_discard_in(hand, melds.as_slice(), level, obs.rules, &mut self.rng)
                        .ok()
                        .and_then(|i| hand.get(i))
                        .map(|&t| Action::Discard(t));
                // Whatever the tutorial's code picks, only a legal discard goes.
                match choice {
                    Some(a) if obs.is_legal(a) => a,
                    _ => obs.legal[0],
                }
            }
            Phase::Claim { offer: Offer::Discard(t), .. } => {
                if obs.is_legal(Action::Gang) && should_gang(hand, t, level, &mut self.rng) {
                    return Action::Gang;
                }
                if obs.is_legal(Action::Peng) && should_peng(hand, t, level, &mut self.rng) {
                    return Action::Peng;
                }
                let chi = obs.legal.iter().find(|a| matches!(a, Action::Chi(_)));
                if let Some(&chi) = chi
                    && should_chi(hand, t, level, &mut self.rng)
                {
                    return chi;
                }
                Action::Pass
            }
            _ => Action::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_tiles;

    fn tiles(s: &str) -> Vec<Tile> {
        parse_tiles(s).unwrap()
    }

    #[test]
    fn shape_search_agrees_with_the_tables() {
        // Every valid complete hand from random walls: the fallback and the
        // table check must agree, or HARD would change behaviour at a fifth copy.
        let mut rng = seeded(5);
        for _ in 0..20_000 {
            let mut wall: Vec<Tile> = (0..108).map(|i| Tile::from_index_unchecked(i / 4)).collect();
            for i in (1..wall.len()).rev() {
                wall.swap(i, below(&mut rng, i as u32 + 1) as usize);
            }
            let melds_n = below(&mut rng, 3) as usize;
            let mut melds = Vec::new();
            let mut c = [0u8; SUITED_KINDS];
            let mut pos = 0;
            for _ in 0..melds_n {
                let t = wall[pos];
                pos += 1;
                melds.push(Meld::peng(t));
            }
            for &t in &wall[pos..pos + 14 - 3 * melds_n] {
                c[t.index()] += 1;
            }
            let valid = {
                let mut all = [0u8; KINDS];
                all[..27].copy_from_slice(&c);
                Hand::new(Counts(all), &melds, &CHANGSHA).ok()
            };
            if let Some(h) = valid {
                assert_eq!(is_win(&h, &CHANGSHA), shape_win(&c, &melds), "{h}");
            }
        }
        for (h, m) in [
            ("123m456s789p234m55s", ""),
            ("11223344556677m", ""),
            ("258m258s258p22558m", ""),
            ("11m", "peng:2m chi:345s peng:9p gang:1s"),
            ("11122233344499m", ""),
            ("123456789m12399m", ""),
        ] {
            let melds = crate::meld::parse_melds(m).unwrap();
            let c = suited_counts(&tiles(h)).unwrap();
            let hand = Hand::parse(h, m, &CHANGSHA).unwrap();
            assert_eq!(is_win(&hand, &CHANGSHA), shape_win(&c, &melds), "{h} {m}");
            assert!(shape_win(&c, &melds), "{h} {m}");
        }
    }

    /// The tutorial's count with the shape search on every kind: the
    /// reference for the waits-based fast path.
    fn reference_count(hand: &[Tile], melds: &[Meld]) -> u32 {
        let c = suited_counts(hand).unwrap();
        (0..SUITED_KINDS)
            .filter(|&k| {
                let mut plus = c;
                plus[k] += 1;
                shape_win(&plus, melds)
            })
            .count() as u32
    }

    #[test]
    fn waiting_counts_match_the_reference_fifth_copies_included() {
        // Hands holding all four copies of a kind: the tutorial still tries
        // a fifth (111m + 11m makes a triplet and a pair).
        for (h, m) in [
            ("1111m234m567m555s", ""),
            ("1111m2345678m99s", ""),
            ("2222555588m88s8p", ""),
            ("1122334455667m", ""),
            ("5555m", "peng:2m peng:8s peng:5p"),
            ("1m", "peng:1m chi:234s peng:9p gang:5s"),
        ] {
            let melds = crate::meld::parse_melds(m).unwrap();
            let hand = tiles(h);
            assert_eq!(count_waiting_tiles(&hand, &melds), reference_count(&hand, &melds), "{h}");
        }
        // Every 2/5/8 kind makes 将将胡, the fifth 5m included.
        let pengs = crate::meld::parse_melds("peng:2m peng:8s peng:5p").unwrap();
        assert_eq!(count_waiting_tiles(&tiles("5555m"), &pengs), 9);
        let mut rng = seeded(8);
        for _ in 0..3_000 {
            // Random 13-tile hands biased towards repeated kinds.
            let hand: Vec<Tile> = (0..13)
                .map(|_| Tile::from_index_unchecked(below(&mut rng, 9) as usize * 3 % 27))
                .collect();
            if suited_counts(&hand).unwrap().iter().any(|&n| n > 4) {
                continue;
            }
            assert_eq!(count_waiting_tiles(&hand, &[]), reference_count(&hand, &[]), "{hand:?}");
        }
    }

    #[test]
    fn medium_scores_match_the_literal_port() {
        let mut rng = seeded(9);
        for _ in 0..5_000 {
            let n = 1 + below(&mut rng, 14) as usize;
            let hand: Vec<Tile> =
                (0..n).map(|_| Tile::from_index_unchecked(below(&mut rng, 27) as usize)).collect();
            let scores: Vec<i32> = (0..n).map(|i| evaluate_tile(&hand, i)).collect();
            let min = *scores.iter().min().unwrap();
            let literal = scores.iter().position(|&s| s == min).unwrap();
            let c = suited_counts(&hand).unwrap();
            assert_eq!(medium_discard(&hand, &c), literal, "{hand:?}");
        }
    }

    #[test]
    fn hard_skipping_repeated_kinds_changes_nothing() {
        let mut rng = seeded(10);
        for _ in 0..300 {
            let mut wall: Vec<Tile> = (0..108).map(|i| Tile::from_index_unchecked(i / 4)).collect();
            for i in (1..wall.len()).rev() {
                wall.swap(i, below(&mut rng, i as u32 + 1) as usize);
            }
            let hand = &wall[..14];
            let c = suited_counts(hand).unwrap();
            // The tutorial's loop, literally.
            let mut best = (-1i64, 0usize);
            for i in 0..hand.len() {
                let mut rest = hand.to_vec();
                rest.remove(i);
                let n = i64::from(count_waiting_tiles(&rest, &[]));
                if n > best.0 {
                    best = (n, i);
                }
            }
            assert_eq!(hard_discard(hand, &c, &[]), best.1);
        }
    }
}
