//! What one player sees: the only input an [`Agent`](crate::ai::Agent) gets.
//!
//! An [`Observation`] is built by [`Game::observation`](super::Game::observation)
//! from the player's own hand and the public table. It holds no reference to
//! the wall or to another player's concealed tiles, so an agent cannot cheat
//! by construction; concealed kongs (暗杠) of the others are shown face down
//! (their number, not their kind).

use super::action::Action;
use super::phase::{Offer, Phase};
use super::sichuan::ExchangeView;
use crate::counts::Counts;
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::tile::{KINDS, Suit, Tile};
use std::fmt;

/// One tile in a player's discard pile (牌河).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Discard {
    /// The tile.
    pub tile: Tile,
    /// Taken by a claim (吃/碰/杠): the tile now sits in that player's meld.
    pub claimed: bool,
}

/// Most discards one seat can make: every tile beyond the other three
/// hands (a generous bound for the largest set, 136 tiles).
const MAX_DISCARDS: usize = 100;

/// What everyone can see of one seat.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicSeat {
    discards: [Discard; MAX_DISCARDS],
    discard_len: u8,
    melds: [Meld; 4],
    meld_len: u8,
    concealed_kongs: u8,
    concealed_tiles: u8,
    frozen: bool,
    void: Option<Suit>,
    won_tiles: Counts,
    wins: u8,
    left: bool,
    flowers: u8,
}

impl PublicSeat {
    /// A seat before its first discard: `concealed_tiles` in hand, no melds.
    /// The engine's; also for building an observation outside a game (the
    /// arena's solitaire format).
    #[must_use]
    pub fn new(concealed_tiles: usize) -> PublicSeat {
        let zero = Tile::from_index_unchecked(0);
        PublicSeat {
            discards: [Discard { tile: zero, claimed: false }; MAX_DISCARDS],
            discard_len: 0,
            melds: [Meld::peng(zero); 4],
            meld_len: 0,
            concealed_kongs: 0,
            concealed_tiles: concealed_tiles as u8,
            frozen: false,
            void: None,
            won_tiles: Counts::EMPTY,
            wins: 0,
            left: false,
            flowers: 0,
        }
    }

    /// 国标 (MCR): the flowers (花牌) this seat has set aside, each 1 fan;
    /// 0 on other tables.
    #[must_use]
    pub const fn flowers(&self) -> u8 {
        self.flowers
    }

    /// Sets one more flower aside for this seat (补花): the engine's, also
    /// for building a table outside a game (a resumed 国标 hand).
    pub fn add_flower(&mut self) {
        self.flowers = self.flowers.saturating_add(1);
    }

    /// The seat's discards in the order made, 开杠 flips and a shown last
    /// tile included.
    #[must_use]
    pub fn discards(&self) -> &[Discard] {
        &self.discards[..self.discard_len as usize]
    }

    /// The exposed melds in the order made (a 补杠 replaces its 碰 in
    /// place). Concealed kongs are not listed: see
    /// [`PublicSeat::concealed_kongs`].
    #[must_use]
    pub fn melds(&self) -> &[Meld] {
        &self.melds[..self.meld_len as usize]
    }

    /// Concealed kongs (暗杠) laid face down.
    #[must_use]
    pub const fn concealed_kongs(&self) -> u8 {
        self.concealed_kongs
    }

    /// Tiles in the concealed hand (the number, not the tiles).
    #[must_use]
    pub const fn concealed_tiles(&self) -> u8 {
        self.concealed_tiles
    }

    /// The seat declared 开杠: it may only win, or discard what it draws.
    #[must_use]
    pub const fn frozen(&self) -> bool {
        self.frozen
    }

    /// Records a discard (not yet claimed); panics past the most discards a
    /// hand can hold.
    pub fn push_discard(&mut self, tile: Tile) {
        self.discards[self.discard_len as usize] = Discard { tile, claimed: false };
        self.discard_len += 1;
    }

    pub(crate) fn mark_last_claimed(&mut self) {
        self.discards[self.discard_len as usize - 1].claimed = true;
    }

    pub(crate) fn push_meld(&mut self, meld: Meld) {
        if meld.kind() == MeldKind::AnGang {
            self.concealed_kongs += 1;
        } else if meld.kind() == MeldKind::BuGang {
            let m = self.melds[..self.meld_len as usize]
                .iter_mut()
                .find(|m| m.kind() == MeldKind::Peng && m.tile() == meld.tile())
                .expect("a 补杠 upgrades a 碰");
            *m = meld;
        } else {
            self.melds[self.meld_len as usize] = meld;
            self.meld_len += 1;
        }
    }

    pub(crate) fn set_concealed_tiles(&mut self, n: usize) {
        self.concealed_tiles = n as u8;
    }

    pub(crate) fn freeze(&mut self) {
        self.frozen = true;
    }

    /// 四川: the void suit this seat declared (定缺), once every seat has
    /// declared; `None` before, and on other tables.
    #[must_use]
    pub const fn void(&self) -> Option<Suit> {
        self.void
    }

    /// 四川: the tiles this seat has won with, laid face up beside its hand
    /// (one per win, several in 血流成河; when several win on one discard,
    /// the tile lies beside the first of them in turn order).
    #[must_use]
    pub const fn won_tiles(&self) -> &Counts {
        &self.won_tiles
    }

    /// 四川: how many times this seat has won this hand.
    #[must_use]
    pub const fn wins(&self) -> u8 {
        self.wins
    }

    /// 四川 血战到底: this seat has won and left the hand; it takes no more
    /// turns, claims or payments.
    #[must_use]
    pub const fn has_left(&self) -> bool {
        self.left
    }

    pub(crate) fn set_void(&mut self, suit: Suit) {
        self.void = Some(suit);
    }

    /// A win: `tile` is laid beside the hand (`None` for the second winner
    /// on one discard: the one tile lies beside the first).
    pub(crate) fn record_win(&mut self, tile: Option<Tile>, leaves: bool) {
        if let Some(t) = tile {
            self.won_tiles.0[t.index()] += 1;
        }
        self.wins += 1;
        self.left |= leaves;
    }
}

impl fmt::Debug for PublicSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PublicSeat")
            .field("discards", &self.discards())
            .field("melds", &self.melds())
            .field("concealed_kongs", &self.concealed_kongs)
            .field("concealed_tiles", &self.concealed_tiles)
            .field("frozen", &self.frozen)
            .field("void", &self.void)
            .field("won_tiles", &self.won_tiles)
            .field("left", &self.left)
            .field("flowers", &self.flowers)
            .finish()
    }
}

/// One player's view of the table at a decision.
///
/// Seats are numbered 0–3; `seat + 1` (mod 4) is the next player (下家),
/// who alone may 吃 this player's discards. The dealer (庄) sits East.
///
/// ```
/// use majiang_core::{RuleSet, game::{Action, Game}};
/// let game = Game::new(RuleSet::eval_v1(), 1, 0).unwrap();
/// let obs = game.observation(0).unwrap();
/// assert_eq!(obs.hand.concealed().total(), 14); // the dealer moves first
/// assert!(obs.legal.iter().all(|a| matches!(a, Action::Discard(_) | Action::Hu
///     | Action::AnGang(_))));
/// assert_eq!(obs.wall_left, 55);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Observation<'a> {
    /// The rules of the table.
    pub rules: &'a RuleSet,
    /// This player's seat.
    pub seat: usize,
    /// The dealer's seat.
    pub dealer: usize,
    /// What the table waits for. A decision is pending for this seat when
    /// `legal` is not empty.
    pub phase: Phase,
    /// The legal actions of this seat, sorted by their encoding; empty when
    /// nothing is asked of it.
    pub legal: &'a [Action],
    /// Own hand: the concealed tiles (the drawn one included) and every own
    /// meld, concealed kongs included.
    pub hand: Hand,
    /// The tile just drawn (a draw, a kong replacement or the last tile);
    /// `None` after a claim and in the dealer's first turn.
    pub drawn: Option<Tile>,
    /// This seat declared 开杠: it may only win, or discard what it draws.
    pub frozen: bool,
    /// 过胡 is in force: this seat passed on a win and may not win on
    /// another player's tile before its own next draw.
    pub pass_lock: bool,
    /// Every seat's discards and exposed melds.
    pub table: &'a [PublicSeat; 4],
    /// Tiles left in the wall.
    pub wall_left: usize,
    /// Points so far (the starting scores plus this hand's payments).
    pub scores: [i32; 4],
    /// 四川: this seat's 换三张 (what it picked, where they went, what it
    /// received); empty on other tables.
    pub exchange: ExchangeView,
}

impl Observation<'_> {
    /// True when `action` is among the legal actions.
    #[must_use]
    pub fn is_legal(&self, action: Action) -> bool {
        self.legal.contains(&action)
    }

    /// The seat's wind relative to the dealer: 0 East (the dealer), 1 South,
    /// 2 West, 3 North.
    #[must_use]
    pub const fn seat_wind(&self) -> usize {
        (self.seat + 4 - self.dealer) % 4
    }

    /// The tile on offer when another player's tile may be claimed (the
    /// first flip for a 开杠).
    #[must_use]
    pub fn offered_tile(&self) -> Option<Tile> {
        match self.phase {
            Phase::Claim { offer, .. } => offer.tiles().first().copied(),
            _ => None,
        }
    }

    /// The offer when this is a claim decision.
    #[must_use]
    pub fn offer(&self) -> Option<Offer> {
        match self.phase {
            Phase::Claim { offer, .. } => Some(offer),
            _ => None,
        }
    }

    /// Copies of each kind this player has not seen: four, minus the own
    /// hand and melds, every exposed meld and every unclaimed discard.
    /// Concealed kongs of the others are unseen. This is what is left in the
    /// wall and the other hands together.
    #[must_use]
    pub fn unseen(&self) -> Counts {
        let mut seen = self.hand.all_tiles().0;
        for (s, p) in self.table.iter().enumerate() {
            if s != self.seat {
                for m in p.melds() {
                    for t in m.tiles() {
                        seen[t.index()] += 1;
                    }
                }
            }
            for d in p.discards().iter().filter(|d| !d.claimed) {
                seen[d.tile.index()] += 1;
            }
            for (k, &n) in p.won_tiles().as_array().iter().enumerate() {
                seen[k] += n;
            }
        }
        let mut out = [0u8; KINDS];
        for k in 0..self.rules.kinds() {
            out[k] = 4u8.saturating_sub(seen[k]);
        }
        Counts(out)
    }
}
