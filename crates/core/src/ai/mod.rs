//! Players: the [`Agent`] trait every AI implements and the simple agents
//! the engine's own tests use. The four levels the front ends offer, and
//! the player of each, are [`Level`]: the tutorial's three (A0–A2) live in
//! [`tutorial`], EXPERT in [`crate::expert`]: the players a game ships. The
//! other anchors of `ai-evaluation.md` (A3–A5), the decision timer and the
//! arena that seats any of them by name are evaluation code, in the
//! `majiang-arena` crate.
//!
//! # Writing an agent
//! An agent gets an [`Observation`] — its own hand, every discard and
//! exposed meld, the wall count, the scores, the phase and the legal actions
//! — and returns one of `obs.legal`. What is being asked is in `obs.phase`:
//!
//! | `obs.phase` | question | typical legal actions |
//! |---|---|---|
//! | [`Phase::Turn`] | discard, kong, or win by self-draw | `Discard(t)`…, `AnGang`/`BuGang` (and 开杠 forms), `Hu` |
//! | [`Phase::Claim`] | claim another player's tile ([`Offer`](crate::game::Offer)) | `Pass`, `Chi(low)`…, `Peng`, `Gang`, `KaiGang`, `Hu` |
//! | [`Phase::KongFlip`] | win on one's own 开杠 flip | `Pass`, `Hu` |
//! | [`Phase::HaidiOffer`] | take the last tile | `Pass`, `TakeHaidi` |
//! | [`Phase::HaidiDraw`] | win on the last tile taken | `Pass`, `Hu` |
//! | [`Phase::Exchange`] | 四川 换三张: the next tile to pass | `Exchange(t)`… (one suit) |
//! | [`Phase::DingQue`] | 四川 定缺: the void suit | `DingQue(suit)` ×3 |
//!
//! [`crate::family::setup_default`] answers a family's questions before the
//! first discard (四川's 换三张 and 定缺) with the anchors' default policy.
//! An agent with no policy of its own says so ([`Agent::answers_setup`]
//! `false`, as [`DrawDiscard`]) and the driver answers them for it
//! ([`crate::game::ask`]); the tutorial's agents call the helper themselves.
//!
//! Kong kind (补张 or 开杠) is part of the action (`Gang` vs `KaiGang`,
//! `AnGang` vs `AnKaiGang`, `BuGang` vs `BuKaiGang`). Agents own their
//! randomness: take a seed and use [`crate::rng::seeded`], so that a seeded
//! arena run is reproducible. Decision times are measured from outside (the
//! arena's `Timed` wrapper).

pub mod level;
pub use crate::family::sichuan::setup as sichuan;
pub mod seatless;
pub mod tutorial;

use crate::counts::Counts;
pub use crate::game::Agent;
use crate::game::{Action, Observation, Phase};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::rng::{below, seeded};
use crate::tile::Tile;
pub use level::{Level, LevelAgent};
use rand_chacha::ChaCha8Rng;

/// `choice` when it is legal now, else the first legal discard (else the
/// first legal action): the guard of an agent whose own rules may name a
/// tile the table forbids (a 红中 under 红中麻将, which is never discarded).
#[must_use]
pub fn legal_or_discard(obs: &Observation<'_>, choice: Action) -> Action {
    if obs.is_legal(choice) {
        return choice;
    }
    obs.legal.iter().copied().find(|a| matches!(a, Action::Discard(_))).unwrap_or(obs.legal[0])
}

/// Always the first legal action: passes on every claim, the last tile and
/// every win offered on another's tile, discards its lowest tile, never
/// wins. The simplest agent that completes a hand.
#[derive(Debug, Clone, Copy, Default)]
pub struct FirstLegal;

impl Agent for FirstLegal {
    fn name(&self) -> &str {
        "first-legal"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal[0]
    }
}

/// 摸切: wins whenever it can, takes the last tile, never claims, and
/// discards the tile it just drew (its lowest tile when it drew none; the
/// lowest void tile while it holds its 四川 void suit, after the default
/// 换三张 and 定缺 its driver answers: [`Agent::answers_setup`] is `false`). The
/// trivial agent of the engine benchmarks: it keeps its hand as dealt.
#[derive(Debug, Clone, Copy, Default)]
pub struct DrawDiscard;

impl Agent for DrawDiscard {
    fn name(&self) -> &str {
        "draw-discard"
    }
    fn answers_setup(&self) -> bool {
        false
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return Action::Hu;
        }
        match obs.phase {
            Phase::HaidiOffer { .. } => Action::TakeHaidi,
            // A drawn 红中 is kept (never discarded): the lowest tile goes.
            Phase::Turn { .. } => match obs.drawn {
                Some(t) => legal_or_discard(obs, Action::Discard(t)),
                None => obs.legal[0],
            },
            _ => Action::Pass,
        }
    }
}

/// Picks uniformly among the legal actions (a seeded [`ChaCha8Rng`]): the
/// agent that explores every rule path in the engine's tests.
#[derive(Debug, Clone)]
pub struct RandomAgent {
    rng: ChaCha8Rng,
}

impl RandomAgent {
    /// A random agent drawing from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: seeded(seed) }
    }
}

impl Agent for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        obs.legal[below(&mut self.rng, obs.legal.len() as u32) as usize]
    }
}

/// A hand's concealed tiles as a list in tile-id order (each copy listed),
/// on the stack: the "hand list" of the seeds' AIs (the tutorial's here,
/// A3 in `majiang-arena`), whose "first"/"last" rules read this order.
#[derive(Debug, Clone, Copy)]
pub struct TileList {
    tiles: [Tile; 14],
    len: usize,
}

impl TileList {
    /// `tiles` without the copies of `kind` (a hand's tiles but its
    /// wildcards, for an agent that plays around them); at most 14 tiles.
    #[must_use]
    pub fn without(tiles: &[Tile], kind: Option<Tile>) -> TileList {
        let mut out = TileList { tiles: [Tile::from_index_unchecked(0); 14], len: 0 };
        for &t in tiles.iter().filter(|&&t| Some(t) != kind).take(14) {
            out.tiles[out.len] = t;
            out.len += 1;
        }
        out
    }

    /// The tiles of `counts` (at most 14), in id order.
    #[must_use]
    pub fn of(counts: &Counts) -> TileList {
        let mut out = TileList { tiles: [Tile::from_index_unchecked(0); 14], len: 0 };
        for t in counts.tiles().take(14) {
            out.tiles[out.len] = t;
            out.len += 1;
        }
        out
    }

    /// The tiles, in id order.
    #[must_use]
    pub fn as_slice(&self) -> &[Tile] {
        &self.tiles[..self.len]
    }
}

/// A hand's melds in the order made, on the stack.
#[derive(Debug, Clone, Copy)]
pub struct MeldList {
    melds: [Meld; 4],
    len: usize,
}

impl MeldList {
    /// The melds of `hand`, in the order made.
    #[must_use]
    pub fn of(hand: &Hand) -> MeldList {
        let mut out = MeldList { melds: [Meld::peng(Tile::from_index_unchecked(0)); 4], len: 0 };
        for m in hand.melds() {
            out.melds[out.len] = m;
            out.len += 1;
        }
        out
    }

    /// The melds, in the order made.
    #[must_use]
    pub fn as_slice(&self) -> &[Meld] {
        &self.melds[..self.len]
    }
}
