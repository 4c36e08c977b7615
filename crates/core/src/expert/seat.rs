//! EXPERT for a host that runs its own table: the Godot tutorial's calls
//! (`decide_discard(hand, melds)`, `should_peng(hand, tile)`, …) and the C
//! ABI's AI handle. Such a host does not hand EXPERT an engine
//! [`Observation`](crate::game::Observation); it tells it what happens —
//! discards, others' melds, the wall count — and asks about one hand at a
//! time. [`Knowledge`] keeps what it was told and turns it into EXPERT's
//! inputs (unseen counts, own draws to come); [`Expert::answer`] answers the
//! tutorial's claim questions. Every front end uses these, so they all play
//! the same EXPERT.

use super::{Call, Expert, Position};
use crate::counts::Counts;
use crate::error::{Error, Result};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::tile::{KINDS, Suit, Tile};

/// Tiles dealt at the start of a hand: 13 to each of four players and the
/// dealer's 14th.
const DEALT: usize = 4 * 13 + 1;

/// What a seat has been told about the table since the hand began: the
/// tiles it saw (discards, its own included, and the others' melds), how
/// many discards, the wall count if the host gives it, and its own melds as
/// last given with a hand (the tutorial's claim questions pass none).
///
/// ```
/// use majiang_core::expert::{Expert, Knowledge, Position, Question};
/// use majiang_core::{Hand, RuleSet, Tile};
/// let rules = RuleSet::changsha();
/// let mut k = Knowledge::new();
/// for t in ["5m", "5m", "9s"] {
///     k.observe_discard(&rules, t.parse()?)?;
/// }
/// let hand = Hand::parse("123m456s789p2345m9s", "", &rules)?;
/// let unseen = k.unseen(&hand, &rules)?;
/// assert_eq!(unseen.get("5m".parse::<Tile>()?), 1); // one in hand, two discarded
/// assert_eq!(k.wall_left(&rules), 108 - 53 - 3);   // estimated from the discards
/// let pos = Position::new(&hand, &rules, &unseen, k.draws_left(&rules));
/// let tile = Expert::default().choose_discard(&pos)?;
/// assert_eq!(tile.to_string(), "9s");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    seen: Counts,
    /// The tiles of the melds told ([`Knowledge::observe_meld`]), their
    /// claimed discard included: the part of `seen` inside melds.
    meld_seen: Counts,
    discards: u32,
    wall_left: Option<u32>,
    melds: [Option<Meld>; 4],
    void: Option<Suit>,
}

impl Knowledge {
    /// Nothing seen yet, the wall estimated, no own melds.
    #[must_use]
    pub const fn new() -> Knowledge {
        Knowledge {
            seen: Counts::EMPTY,
            meld_seen: Counts::EMPTY,
            discards: 0,
            wall_left: None,
            melds: [None; 4],
            void: None,
        }
    }

    /// Sets the seat's declared void suit (四川 定缺; `None`: none), for the
    /// discard and claim questions ([`crate::ai::sichuan`]). Only the
    /// 四川 rules have one: under others a suit fails with
    /// [`Error::BadOption`].
    pub fn set_void(&mut self, rules: &RuleSet, void: Option<Suit>) -> Result<()> {
        if void.is_some() && !rules.declares_void() {
            return Err(Error::BadOption {
                name: "void suit",
                value: void.map_or(-1, |v| v.index() as i64),
                reason: "only the sichuan rules have a void suit (定缺)",
            });
        }
        self.void = void;
        Ok(())
    }

    /// The seat's declared void suit, if any.
    #[must_use]
    pub const fn void(&self) -> Option<Suit> {
        self.void
    }

    /// Forgets everything (the start of a new hand).
    pub fn reset(&mut self) {
        *self = Knowledge::new();
    }

    /// A tile discarded at the table — by any player, the own seat included
    /// — or shown (a 开杠 flip): one more copy seen, one more discard for the
    /// wall estimate. A tile the rules do not play or a fifth copy fails and
    /// changes nothing.
    pub fn observe_discard(&mut self, rules: &RuleSet, tile: Tile) -> Result<()> {
        self.observe(rules, [tile])?;
        self.discards += 1;
        Ok(())
    }

    /// A meld another player laid down. `claimed` is the discard it was made
    /// with when that discard was observed (it is not counted twice); an
    /// added kong (补杠) counts only its fourth tile, its 碰 having been seen.
    /// A claimed tile not in the meld, a tile the rules do not play or a
    /// fifth copy fails and changes nothing.
    pub fn observe_meld(
        &mut self,
        rules: &RuleSet,
        meld: Meld,
        claimed: Option<Tile>,
    ) -> Result<()> {
        let mut tiles = [meld.tile(); 4];
        let mut n = 0;
        for t in meld.tiles() {
            tiles[n] = t;
            n += 1;
        }
        if meld.kind() == MeldKind::BuGang {
            n = 1;
        }
        let (shown, all) = (tiles, n);
        if let Some(c) = claimed {
            let at = tiles[..n]
                .iter()
                .position(|&t| t == c)
                .ok_or_else(|| Error::BadMeld(format!("the claimed tile {c} is not in {meld}")))?;
            tiles.copy_within(at + 1..n, at);
            n -= 1;
        }
        self.observe(rules, tiles[..n].iter().copied())?;
        for &t in &shown[..all] {
            self.meld_seen.0[t.index()] += 1;
        }
        Ok(())
    }

    /// The seat's own meld made with `claimed`, a discard: that tile leaves
    /// the seen counts, since the seat now holds it in the meld its hand
    /// gives (else it would count twice, and a later copy could look like a
    /// fifth). A host that tells a discard only once it goes unclaimed has
    /// nothing to take back: a claimed tile not seen changes nothing. A
    /// claimed tile not in the meld fails and changes nothing.
    ///
    /// ```
    /// use majiang_core::expert::Knowledge;
    /// use majiang_core::{Hand, Meld, RuleSet, Tile};
    /// let rules = RuleSet::changsha();
    /// let five: Tile = "5m".parse()?;
    /// let mut k = Knowledge::new();
    /// k.observe_discard(&rules, five)?;
    /// k.observe_own_meld(Meld::peng(five), Some(five))?;
    /// let hand = Hand::parse("123m456s789p22s", "peng:5m", &rules)?;
    /// assert_eq!(k.unseen(&hand, &rules)?.get(five), 1); // the fourth 5m
    /// assert_eq!(k.discards(), 1); // the wall estimate keeps the discard
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn observe_own_meld(&mut self, meld: Meld, claimed: Option<Tile>) -> Result<()> {
        let Some(c) = claimed else { return Ok(()) };
        if !meld.tiles().any(|t| t == c) {
            return Err(Error::BadMeld(format!("the claimed tile {c} is not in {meld}")));
        }
        self.seen.remove(c);
        Ok(())
    }

    /// Tiles seen at the table without being discards (they leave the wall
    /// estimate alone), all or none: a tile the rules do not play or a
    /// fifth copy fails and changes nothing.
    pub fn observe_tiles(&mut self, rules: &RuleSet, tiles: &[Tile]) -> Result<()> {
        self.observe(rules, tiles.iter().copied())
    }

    /// Adds `tiles` to the seen counts, all or none.
    fn observe(&mut self, rules: &RuleSet, tiles: impl IntoIterator<Item = Tile>) -> Result<()> {
        let mut seen = self.seen;
        for t in tiles {
            rules.check_tile(t)?;
            seen.add(t)?;
        }
        self.seen = seen;
        Ok(())
    }

    /// The copies of each kind seen so far (own hand not included).
    #[must_use]
    pub const fn seen(&self) -> &Counts {
        &self.seen
    }

    /// Discards observed so far.
    #[must_use]
    pub const fn discards(&self) -> u32 {
        self.discards
    }

    /// The most tiles the wall can hold after the deal under `rules`: the
    /// whole wall ([`RuleSet::wall_size`], the 红中 outside the kinds in
    /// play included: 59 under 红中) less the deal.
    #[must_use]
    pub const fn max_wall(rules: &RuleSet) -> u32 {
        rules.wall_size().saturating_sub(DEALT) as u32
    }

    /// Sets the wall count the table shows (`None`: estimate it from the
    /// discards observed, the default). More than [`Knowledge::max_wall`]
    /// fails with [`Error::BadOption`].
    pub fn set_wall_left(&mut self, rules: &RuleSet, wall_left: Option<u32>) -> Result<()> {
        let max = Knowledge::max_wall(rules);
        match wall_left {
            Some(n) if n > max => Err(Error::BadOption {
                name: "wall_left",
                value: i64::from(n),
                reason: "more tiles than the wall holds after the deal under these rules",
            }),
            _ => {
                self.wall_left = wall_left;
                Ok(())
            }
        }
    }

    /// The wall count set, if any.
    #[must_use]
    pub const fn wall_left_set(&self) -> Option<u32> {
        self.wall_left
    }

    /// The tiles left in the wall: as set, or every tile of the wall less the
    /// deal and one per discard observed (close when every discard at the
    /// table is observed; a kong's replacement draw makes it a little high).
    #[must_use]
    pub fn wall_left(&self, rules: &RuleSet) -> u32 {
        self.wall_left.unwrap_or_else(|| Knowledge::max_wall(rules).saturating_sub(self.discards))
    }

    /// The seat's own draws still to come: a quarter of the wall, rounded up.
    #[must_use]
    pub fn draws_left(&self, rules: &RuleSet) -> u32 {
        self.wall_left(rules).div_ceil(4)
    }

    /// The copies of each kind in play neither in `hand` (with its melds)
    /// nor seen. A kind held and seen more than four times fails with
    /// [`Error::SeenTooMany`] (the host told it something impossible).
    pub fn unseen(&self, hand: &Hand, rules: &RuleSet) -> Result<Counts> {
        let parts = [hand.concealed(), &hand.meld_summary().used, &self.seen];
        Counts::left_after(&parts, rules.kinds()).ok_or_else(|| {
            let own = hand.all_tiles();
            let (own, seen) = (own.as_array(), self.seen.as_array());
            let k = (0..KINDS).find(|&k| own[k] + seen[k] > 4).unwrap_or_default();
            Error::SeenTooMany {
                tile: Tile::from_index_unchecked(k).to_string(),
                held: own[k],
                seen: seen[k],
            }
        })
    }

    /// The unseen copies for a seatless object ([`crate::ai::seatless`]),
    /// which cannot tell the hand's own melds from the melds it was told of
    /// at the table: per kind, 4 less the concealed copies, the copies seen
    /// outside melds, and the larger of the copies seen in melds and those
    /// in the hand's melds (its own melds, if told, are among the melds
    /// seen), never below 0. Without melds told this is
    /// [`Knowledge::unseen`].
    #[must_use]
    pub fn unseen_seatless(&self, hand: &Hand, rules: &RuleSet) -> Counts {
        let (held, used) = (hand.concealed().as_array(), hand.meld_summary().used.as_array());
        let (seen, in_melds) = (self.seen.as_array(), self.meld_seen.as_array());
        let mut out = Counts::EMPTY;
        for k in 0..rules.kinds().min(KINDS) {
            let outside = seen[k].saturating_sub(in_melds[k]);
            out.0[k] = 4u8.saturating_sub(held[k] + outside + used[k].max(in_melds[k]));
        }
        out
    }

    /// Remembers `melds` (a hand's, so at most four: more are ignored) as
    /// the seat's own, for the claim questions that pass only the concealed
    /// tiles.
    pub fn remember_melds(&mut self, melds: impl IntoIterator<Item = Meld>) {
        self.melds = [None; 4];
        for (slot, m) in self.melds.iter_mut().zip(melds) {
            *slot = Some(m);
        }
    }

    /// The own melds last remembered.
    pub fn melds(&self) -> impl Iterator<Item = Meld> + '_ {
        self.melds.iter().flatten().copied()
    }

    /// The whole hand of a claim question: the concealed `tiles` with the
    /// melds last remembered.
    pub fn claim_hand(&self, tiles: &[Tile], rules: &RuleSet) -> Result<Hand> {
        let mut list = [Meld::peng(Tile::from_index_unchecked(0)); 4];
        let mut n = 0;
        for m in self.melds() {
            list[n] = m;
            n += 1;
        }
        Hand::new(Counts::from_tiles(tiles.iter().copied())?, &list[..n], rules)
    }
}

/// The seats at a table: seat ids are 0 to 3.
pub const SEATS: usize = 4;

/// What one AI object remembers when a host lets it play several seats (the
/// tutorial uses one `AIPlayer` for every AI seat): a [`Knowledge`] per
/// seat, so that every seat answers exactly as an object of its own would.
///
/// What the whole table sees is told once and reaches every seat: a discard
/// ([`SeatMemory::observe_discard`]), a meld ([`SeatMemory::observe_meld`],
/// every seat but the one that laid it down, whose own hand holds it), the
/// wall count. What only one seat knows — its own melds, remembered with
/// its hand for the claim questions — lives in that seat's [`Knowledge`]
/// ([`SeatMemory::seat_mut`]). An object with no seat set answers from
/// [`SeatMemory::seatless`], told every discard and every meld, and never
/// from a seat's memory ([`crate::ai::seatless`]).
///
/// ```
/// use majiang_core::expert::SeatMemory;
/// use majiang_core::{Hand, Meld, RuleSet, Tile};
/// let rules = RuleSet::changsha();
/// let mut memory = SeatMemory::new();
/// let five: Tile = "5m".parse()?;
/// memory.observe_discard(&rules, five)?;
/// // Seat 2 pengs it: the others see three 5m, seat 2 holds them.
/// memory.observe_meld(&rules, Meld::peng(five), Some(five), Some(2))?;
/// memory.seat_mut(2)?.remember_melds([Meld::peng(five)]);
/// assert_eq!(memory.seat(0)?.seen().get(five), 3);
/// assert_eq!(memory.seat(2)?.seen().get(five), 0);
/// assert_eq!(memory.seat(0)?.melds().count(), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatMemory {
    seats: [Knowledge; SEATS],
    /// What an object with no seat set knows: every discard and every meld
    /// told (whoever laid it down), never a hand's own melds.
    seatless: Knowledge,
}

impl SeatMemory {
    /// Nothing seen at any seat, the wall estimated, no melds remembered.
    #[must_use]
    pub const fn new() -> SeatMemory {
        SeatMemory { seats: [Knowledge::new(); SEATS], seatless: Knowledge::new() }
    }

    /// Forgets everything at every seat (the start of a new hand).
    pub fn reset(&mut self) {
        *self = SeatMemory::new();
    }

    /// `seat` checked: 0 to 3, else [`Error::BadOption`].
    fn index(seat: usize) -> Result<usize> {
        if seat < SEATS {
            return Ok(seat);
        }
        Err(Error::BadOption {
            name: "seat",
            value: i64::try_from(seat).unwrap_or(i64::MAX),
            reason: "seats are 0-3",
        })
    }

    /// What `seat` knows; a seat past 3 fails with [`Error::BadOption`].
    pub fn seat(&self, seat: usize) -> Result<&Knowledge> {
        Ok(&self.seats[SeatMemory::index(seat)?])
    }

    /// What `seat` knows, to remember its own melds; a seat past 3 fails
    /// with [`Error::BadOption`].
    pub fn seat_mut(&mut self, seat: usize) -> Result<&mut Knowledge> {
        Ok(&mut self.seats[SeatMemory::index(seat)?])
    }

    /// What an object with no seat set knows ([`crate::ai::seatless`]):
    /// the table's discards, melds and wall count, and its void suit.
    #[must_use]
    pub const fn seatless(&self) -> &Knowledge {
        &self.seatless
    }

    /// What an object with no seat set knows, to set its void suit.
    pub fn seatless_mut(&mut self) -> &mut Knowledge {
        &mut self.seatless
    }

    /// Applies `tell` to every seat but `except`, and to the seatless
    /// knowledge, all or none: when one refuses (a fifth copy), none
    /// changes.
    fn tell(
        &mut self,
        except: Option<usize>,
        mut tell: impl FnMut(&mut Knowledge) -> Result<()>,
    ) -> Result<()> {
        let mut seats = self.seats;
        for (s, k) in seats.iter_mut().enumerate() {
            if Some(s) != except {
                tell(k)?;
            }
        }
        let mut seatless = self.seatless;
        tell(&mut seatless)?;
        self.seats = seats;
        self.seatless = seatless;
        Ok(())
    }

    /// A tile discarded at the table (or shown), seen by every seat: see
    /// [`Knowledge::observe_discard`].
    pub fn observe_discard(&mut self, rules: &RuleSet, tile: Tile) -> Result<()> {
        self.tell(None, |k| k.observe_discard(rules, tile))
    }

    /// A meld laid down by seat `by`, seen by every other seat (see
    /// [`Knowledge::observe_meld`]); seat `by` takes the claimed discard
    /// back out of what it saw, its hand holding it now
    /// ([`Knowledge::observe_own_meld`]). `by` `None` (not said) tells every
    /// seat, as a host with one object per seat tells each the others'
    /// melds. A `by` past 3 fails with [`Error::BadOption`].
    pub fn observe_meld(
        &mut self,
        rules: &RuleSet,
        meld: Meld,
        claimed: Option<Tile>,
        by: Option<usize>,
    ) -> Result<()> {
        let by = by.map(SeatMemory::index).transpose()?;
        let mut seats = self.seats;
        if let Some(s) = by {
            seats[s].observe_own_meld(meld, claimed)?;
        }
        self.tell(by, |k| k.observe_meld(rules, meld, claimed))?;
        if let Some(s) = by {
            self.seats[s] = seats[s];
        }
        Ok(())
    }

    /// Tiles seen by every seat without being discards: see
    /// [`Knowledge::observe_tiles`].
    pub fn observe_tiles(&mut self, rules: &RuleSet, tiles: &[Tile]) -> Result<()> {
        self.tell(None, |k| k.observe_tiles(rules, tiles))
    }

    /// The wall count the table shows, for every seat: see
    /// [`Knowledge::set_wall_left`].
    pub fn set_wall_left(&mut self, rules: &RuleSet, wall_left: Option<u32>) -> Result<()> {
        self.tell(None, |k| k.set_wall_left(rules, wall_left))
    }
}

/// A claim question of the tutorial's API about a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// 吃 another player's discard (any run it completes).
    Chi,
    /// 碰 another player's discard.
    Peng,
    /// 杠: on another player's discard with a `3n+1` hand, or on one's own
    /// turn with a `3n+2` hand (a concealed kong or the fourth on a 碰).
    Gang,
}

impl Question {
    /// The calls `hand` (`3n+1`) can make on the discard `tile`: at most
    /// three runs for 吃, one 碰 or one 杠. Empty when the hand cannot.
    #[must_use]
    pub fn options(self, hand: &Hand, tile: Tile) -> ([Call; 3], usize) {
        let held = |t: Tile| hand.concealed().get(t);
        let mut options = [Call::Peng; 3];
        let mut n = 0;
        match self {
            Question::Peng if held(tile) >= 2 => n = 1,
            Question::Gang if held(tile) >= 3 => (options[0], n) = (Call::Gang, 1),
            Question::Chi => {
                for low in (0..3u8).filter_map(|d| tile.id().checked_sub(d)) {
                    let Some(run) = Tile::try_from(low).ok().and_then(|t| Meld::chi(t).ok()) else {
                        continue;
                    };
                    if run.tiles().all(|t| t == tile || held(t) >= 1) {
                        options[n] = Call::Chi(run.tile());
                        n += 1;
                    }
                }
            }
            _ => {}
        }
        (options, n)
    }
}

impl Expert {
    /// Whether EXPERT says yes to `question` about `tile`. With a `3n+1`
    /// hand it is a claim on another player's discard: a call the hand
    /// cannot make is a no. With a `3n+2` hand only [`Question::Gang`] can
    /// be asked: a kong on one's own turn (a kong the hand cannot make is a
    /// no); any other question fails with [`Error::WrongHandSize`].
    pub fn answer(&self, pos: &Position<'_>, tile: Tile, question: Question) -> Result<bool> {
        let hand = pos.hand;
        if hand.is_complete_size() {
            if question != Question::Gang {
                return Err(Error::WrongHandSize {
                    what: "a claim on a discard",
                    expected: "3n+1 (the hand before the discard)",
                    got: hand.concealed().total(),
                });
            }
            return match self.choose_own_kong(pos, tile) {
                Err(Error::IllegalAction(_)) => Ok(false),
                r => r,
            };
        }
        let (options, n) = question.options(hand, tile);
        if n == 0 {
            return Ok(false);
        }
        Ok(self.choose_call(pos, tile, &options[..n])?.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn melds_count_once_and_bad_observations_change_nothing() {
        let rules = RuleSet::changsha();
        let mut k = Knowledge::new();
        k.observe_discard(&rules, t("5m")).unwrap();
        k.observe_meld(&rules, Meld::peng(t("5m")), Some(t("5m"))).unwrap();
        assert_eq!(k.seen().get(t("5m")), 3);
        k.observe_meld(&rules, "bu_gang:5m".parse().unwrap(), None).unwrap();
        assert_eq!(k.seen().get(t("5m")), 4);
        let before = k;
        assert!(k.observe_discard(&rules, t("5m")).is_err());
        assert!(k.observe_meld(&rules, Meld::chi(t("1s")).unwrap(), Some(t("5s"))).is_err());
        assert!(k.observe_discard(&rules, t("1z")).is_err(), "no honours in Changsha");
        assert_eq!(k, before);
        assert_eq!(k.discards(), 1);
        k.observe_tiles(&rules, &[t("1s"), t("2s")]).unwrap();
        assert_eq!((k.seen().get(t("1s")), k.discards()), (1, 1), "shown, not discarded");
        assert!(k.observe_tiles(&rules, &[t("3s"), t("5m")]).is_err());
        assert_eq!(k.seen().get(t("3s")), 0, "all or none");
    }

    #[test]
    fn the_wall_is_estimated_until_set() {
        let rules = RuleSet::changsha();
        let mut k = Knowledge::new();
        assert_eq!(k.wall_left(&rules), 55);
        assert_eq!(k.draws_left(&rules), 14);
        k.observe_discard(&rules, t("1m")).unwrap();
        assert_eq!(k.wall_left(&rules), 54);
        k.set_wall_left(&rules, Some(9)).unwrap();
        assert_eq!((k.wall_left(&rules), k.draws_left(&rules)), (9, 3));
        assert!(k.set_wall_left(&rules, Some(56)).is_err());
        assert_eq!(k.wall_left_set(), Some(9));
        // 红中's four 中 are in the wall too: 112 − 53, as the table shows.
        let hz = RuleSet::hongzhong();
        assert_eq!(Knowledge::new().wall_left(&hz), 59);
        assert!(Knowledge::new().set_wall_left(&hz, Some(59)).is_ok());
        k.reset();
        assert_eq!(k, Knowledge::new());
    }

    #[test]
    fn unseen_takes_out_the_hand_its_melds_and_what_was_seen() {
        let rules = RuleSet::changsha();
        let hand = Hand::parse("123m456s789p25m", "peng:9s", &rules).unwrap();
        let mut k = Knowledge::new();
        k.observe_discard(&rules, t("9s")).unwrap();
        assert_eq!(k.unseen(&hand, &rules).unwrap().get(t("9s")), 0);
        assert_eq!(k.unseen(&hand, &rules).unwrap().get(t("2m")), 2);
        // Told of a second 碰 of 9s: seven copies in all.
        k.observe_meld(&rules, Meld::peng(t("9s")), None).unwrap();
        assert!(matches!(
            k.unseen(&hand, &rules),
            Err(Error::SeenTooMany { held: 3, seen: 4, .. })
        ));
    }

    #[test]
    fn claim_options_and_answers() {
        let rules = RuleSet::changsha();
        let hand = Hand::parse("134m55s789p24689m", "", &rules).unwrap();
        let (opts, n) = Question::Chi.options(&hand, t("2m"));
        assert_eq!(&opts[..n], &[Call::Chi(t("2m")), Call::Chi(t("1m"))]);
        assert_eq!(Question::Peng.options(&hand, t("5s")).1, 1);
        assert_eq!(Question::Gang.options(&hand, t("5s")).1, 0);
        assert_eq!(Question::Chi.options(&hand, t("5s")).1, 0);
        let unseen = Knowledge::new().unseen(&hand, &rules).unwrap();
        let e = Expert::default();
        assert!(
            !e.answer(&Position::new(&hand, &rules, &unseen, 10), t("9m"), Question::Peng).unwrap()
        );
        let full = Hand::parse("1111m55s789p24688m", "", &rules).unwrap();
        let unseen = Knowledge::new().unseen(&full, &rules).unwrap();
        assert!(
            e.answer(&Position::new(&full, &rules, &unseen, 10), t("5s"), Question::Peng).is_err()
        );
        assert!(
            !e.answer(&Position::new(&full, &rules, &unseen, 10), t("5s"), Question::Gang).unwrap()
        );
        assert!(
            e.answer(&Position::new(&full, &rules, &unseen, 10), t("1m"), Question::Gang).is_ok()
        );
    }

    #[test]
    fn seat_memory_is_one_knowledge_per_seat() {
        let rules = RuleSet::changsha();
        let mut shared = SeatMemory::new();
        let mut own = [Knowledge::new(); SEATS];
        // The table's events, told once to the shared memory and to each
        // seat's own Knowledge as a host with four objects tells them.
        shared.observe_discard(&rules, t("5m")).unwrap();
        own.iter_mut().for_each(|k| k.observe_discard(&rules, t("5m")).unwrap());
        shared.observe_meld(&rules, Meld::peng(t("5m")), Some(t("5m")), Some(1)).unwrap();
        for (s, k) in own.iter_mut().enumerate() {
            let told = match s {
                1 => k.observe_own_meld(Meld::peng(t("5m")), Some(t("5m"))),
                _ => k.observe_meld(&rules, Meld::peng(t("5m")), Some(t("5m"))),
            };
            told.unwrap_or_else(|e| panic!("seat {s}: {e}"));
        }
        shared.seat_mut(1).unwrap().remember_melds([Meld::peng(t("5m"))]);
        own[1].remember_melds([Meld::peng(t("5m"))]);
        shared.set_wall_left(&rules, Some(20)).unwrap();
        own.iter_mut().for_each(|k| k.set_wall_left(&rules, Some(20)).unwrap());
        for (s, k) in own.iter().enumerate() {
            assert_eq!(shared.seat(s).unwrap(), k, "seat {s}");
        }
        assert_eq!(shared.seat(0).unwrap().seen().get(t("5m")), 3);
        assert_eq!(shared.seat(1).unwrap().seen().get(t("5m")), 0, "its claim, in its hand");
        // A fifth copy for one seat changes no seat; seats past 3 are refused.
        let before = shared;
        assert!(shared.observe_meld(&rules, Meld::peng(t("5m")), None, Some(1)).is_err());
        assert_eq!(shared, before);
        assert!(matches!(shared.seat(4), Err(Error::BadOption { name: "seat", value: 4, .. })));
        assert!(shared.observe_meld(&rules, Meld::peng(t("1s")), None, Some(4)).is_err());
        assert_eq!(shared, before);
        shared.reset();
        assert_eq!(shared, SeatMemory::new());
    }

    /// No seat: every discard and every meld told (whoever laid it down)
    /// is seen; a hand's own melds, if told, are not counted twice.
    #[test]
    fn the_seatless_knowledge_sees_the_whole_table() {
        let rules = RuleSet::changsha();
        let mut memory = SeatMemory::new();
        memory.observe_discard(&rules, t("9s")).unwrap();
        memory.observe_discard(&rules, t("5m")).unwrap();
        memory.observe_meld(&rules, Meld::peng(t("5m")), Some(t("5m")), Some(2)).unwrap();
        let k = memory.seatless();
        assert_eq!((k.seen().get(t("5m")), k.seen().get(t("9s")), k.discards()), (3, 1, 2));
        // Seat 2's hand with its 碰: the fourth 5m is unseen, as seat 2 counts it.
        let own = Hand::parse("123m456s789p26m", "peng:5m", &rules).unwrap();
        let seat2 = memory.seat(2).unwrap().unseen(&own, &rules).unwrap();
        assert_eq!(k.unseen_seatless(&own, &rules).get(t("5m")), 1);
        assert_eq!(k.unseen_seatless(&own, &rules), seat2);
        // Another hand: the three 5m shown are seen.
        let other = Hand::parse("123m456s789p2345m", "", &rules).unwrap();
        assert_eq!(k.unseen_seatless(&other, &rules).get(t("5m")), 0);
        // With discards only told, it is the strict count.
        let mut d = Knowledge::new();
        d.observe_discard(&rules, t("5m")).unwrap();
        assert_eq!(d.unseen_seatless(&own, &rules), d.unseen(&own, &rules).unwrap());
        memory.reset();
        assert_eq!(memory.seatless(), &Knowledge::new());
    }

    #[test]
    fn claim_hands_carry_the_remembered_melds() {
        let rules = RuleSet::changsha();
        let mut k = Knowledge::new();
        let hand = Hand::parse("123m456s78p25m", "peng:9s", &rules).unwrap();
        k.remember_melds(hand.melds());
        let tiles: Vec<Tile> = hand.concealed().tiles().collect();
        assert_eq!(k.claim_hand(&tiles, &rules).unwrap(), hand);
        assert!(k.claim_hand(&tiles[1..], &rules).is_err());
    }
}
