//! Starting a hand part-way through: a [`MidHand`] is the whole state a
//! search (or a host restoring a table) needs — every hand, the public
//! table, the wall left — and [`Game::resume`] turns it into a game at the
//! decision it names.
//!
//! Only what the table shows and the hands hold is taken; the rest of the
//! engine's bookkeeping is derived: the hand counts of discards and draws
//! from the table and the wall, the calls from the melds, the dealt hands
//! are the hands as given (a resumed game has no deal to report), and the
//! payments start at zero (the result's `deltas` are what is paid from the
//! resumption on; [`MidHand::scores`] are the scores before it). Some
//! states are not: whether a turn's tile was a kong replacement (it makes
//! a win 杠上开花), each seat's 过胡 lock, on the flat tables the kong
//! lines paid so far (a drawn hand gives them back) and the kongs passed
//! (过杠), and on a 四川 table the kong lines still standing (退税 gives
//! them back) and the next dealer the wins so far make; all are fields.
//! A 四川 table shows the void suits, who has won and left, and the tiles
//! won with ([`PublicSeat`]).
//!
//! A game is resumed at an ordinary turn or at the answers to a discard,
//! with at least one tile in the wall (the 海底 endings depend on who took
//! the last tile, which the table does not show).

use super::wall::check_seat;
use super::{Game, Offer, Payment, PaymentReason, PublicSeat, Seat, TurnStart, Wall, result};
use crate::error::{Error, Result};
use crate::family::{TableFamily, with_family};
use crate::hand::Hand;
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::tile::{KINDS, Tile, TileSet};

/// The decision a resumed game starts at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumeAt {
    /// `seat` plays a turn holding `3n+2` tiles: `drawn` is the tile it just
    /// took (`None` after a 吃/碰, or the dealer's dealt 14 before any
    /// discard); `replacement` when that tile was a kong's 补张.
    Turn {
        /// The seat.
        seat: usize,
        /// The tile just taken.
        drawn: Option<Tile>,
        /// It was a kong replacement.
        replacement: bool,
    },
    /// `from` just discarded `tile` (the last of its discards); the others
    /// answer.
    Discard {
        /// The discarder.
        from: usize,
        /// The discard.
        tile: Tile,
    },
}

/// A hand part-way through (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MidHand {
    /// The dealer.
    pub dealer: usize,
    /// Every seat's hand: concealed tiles and melds, concealed kongs included.
    pub hands: [Hand; 4],
    /// The public table (discards, exposed melds, 开杠 freezes), as an
    /// [`Observation`](super::Observation) shows it.
    pub table: [PublicSeat; 4],
    /// The tiles left in the wall, the next ordinary draw first (the last
    /// is the next kong replacement).
    pub wall: Vec<Tile>,
    /// The scores before the resumption.
    pub scores: [i32; 4],
    /// Per seat, 过胡 is in force (it passed a win since its last draw).
    pub pass_lock: [bool; 4],
    /// The decision to start at.
    pub at: ResumeAt,
    /// Flat tables (转转, 红中): the kong lines paid so far this hand (暗杠,
    /// 补杠, 放杠), already counted in `scores`. The table does not show who
    /// fed an exposed kong, and a drawn hand gives these lines back (unless
    /// `kong_points_on_draw`), so they travel with the state. Empty under
    /// other scoring.
    pub kong_lines: Vec<Payment>,
    /// Flat tables: per seat, the kinds it passed a kong of (碰 made holding
    /// three, 过杠): their 补杠 earns nothing. Hidden from the table, so a
    /// field like `pass_lock`. Empty under other scoring.
    pub passed_kongs: [TileSet; 4],
    /// 四川: who deals next by the wins so far (the payer of a first
    /// 一炮多响, else the first winner); `None` before any win and on other
    /// tables. The wins themselves are not carried: the result lists those
    /// after the resumption, as its `deltas` count their payments.
    pub sichuan_next_dealer: Option<usize>,
}

impl Game {
    /// A game at the decision `mid.at` of a hand part-way through. Fails
    /// when the state cannot happen: a seat or tile out of range, a hand of
    /// the wrong size or disagreeing with its public melds, tiles that do
    /// not add up to the set of `rules` (hands, unclaimed discards and the
    /// wall hold every tile once), a discard that is not the discarder's
    /// last, a drawn tile not in the hand, or an empty wall.
    ///
    /// ```
    /// use majiang_core::{RuleSet, game::{Game, Phase}};
    /// let mut game = Game::new(RuleSet::eval_v1(), 3, 0)?;
    /// for _ in 0..9 {
    ///     let seat = game.next_to_act().unwrap();
    ///     game.apply(seat, game.legal_actions(seat)[0])?;
    /// }
    /// if let Some(mid) = game.mid_hand() {
    ///     let copy = Game::resume(*game.rules(), &mid)?;
    ///     assert_eq!(copy.phase(), game.phase());
    ///     assert_eq!(copy.legal_actions(copy.next_to_act().unwrap()),
    ///                game.legal_actions(game.next_to_act().unwrap()));
    /// }
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn resume(rules: RuleSet, mid: &MidHand) -> Result<Game> {
        rules.check_playable()?;
        let (mover, drawn) = check_mid_hand(&rules, mid)?;
        let wall = Wall::resumed(&rules, &mid.wall)?;
        let mut game = Game::at_mid_hand(rules, mid, wall, mover.map(|seat| (seat, drawn)));
        with_family!(game.rules.scoring, F => F::resume(&mut game, mid));
        game.start_at(mid);
        Ok(game)
    }

    /// The game holding `mid`'s state, its phase not yet set (`mover`: the
    /// seat whose turn it is, with the tile it drew).
    pub(crate) fn at_mid_hand(
        rules: RuleSet,
        mid: &MidHand,
        wall: Wall,
        mover: Option<(usize, Option<Tile>)>,
    ) -> Game {
        let discards: usize = mid.table.iter().map(|p| p.discards().len()).sum();
        let calls = std::array::from_fn(|s| {
            mid.hands[s]
                .melds()
                .filter(|m| {
                    matches!(
                        m.kind(),
                        MeldKind::Chi | MeldKind::Peng | MeldKind::Gang | MeldKind::BuGang
                    )
                })
                .count() as u8
        });
        let seats = std::array::from_fn(|s| Seat {
            hand: mid.hands[s],
            drawn: mover.and_then(|(seat, drawn)| drawn.filter(|_| seat == s)),
            frozen: mid.table[s].frozen(),
            pass_lock: mid.pass_lock[s],
            waits: TileSet::EMPTY,
            waits_ok: false,
        });
        Game {
            rules,
            seed: None,
            dealer: mid.dealer,
            start_scores: mid.scores,
            dealt: std::array::from_fn(|s| mid.hands[s].all_tiles()),
            draws: (wall.tiles().len() - wall.len()).saturating_sub(53) as u32,
            wall,
            seats,
            table: mid.table,
            phase: super::Phase::Finished,
            legal: [super::ActionList::EMPTY; 4],
            pending: 0,
            ask_from: mid.dealer,
            answers: [super::Action::Pass; 4],
            hu_offered: 0,
            turn_start: TurnStart::Drew,
            turn_can_hu: false,
            kong: None,
            last_taken: None,
            haidi_taker: None,
            haidi_first: mid.dealer,
            discards_made: discards as u32,
            calls,
            deltas: [0; 4],
            openings: Vec::<result::OpeningRecord>::new(),
            dealt_flowers: mid.table.map(|p| p.flowers()),
            record: Vec::with_capacity(120),
            result: None,
            flat: super::flat::FlatState::default(),
            sc: super::sichuan::SichuanState::new(super::ExchangeDirection::Next),
        }
    }

    /// Sets the phase `mid.at` names: the turn begun, or the answers to the
    /// discard opened (the next draw when nobody can answer).
    pub(crate) fn start_at(&mut self, mid: &MidHand) {
        match mid.at {
            ResumeAt::Turn { seat, drawn, replacement } => {
                let start = match (drawn, replacement) {
                    (Some(t), _) => {
                        self.last_taken = Some((seat, t));
                        if replacement { TurnStart::Replacement } else { TurnStart::Drew }
                    }
                    (None, _)
                        if self.discards_made == 0
                            && mid.hands.iter().all(|h| h.meld_count() == 0) =>
                    {
                        TurnStart::Dealt
                    }
                    (None, _) => TurnStart::Claimed,
                };
                let hand = &self.seats[seat].hand;
                let can_hu = start != TurnStart::Claimed
                    && !self.holds_void(seat)
                    && with_family!(self.rules.scoring, F => F::wins(hand, &self.rules))
                        .unwrap_or(false);
                self.begin_turn(seat, start, can_hu);
            }
            ResumeAt::Discard { from, tile } => {
                if !self.open_claims(from, Offer::Discard(tile)) {
                    self.next_draw(self.next_in(from), &mut super::Quiet);
                }
            }
        }
    }

    /// This game's state as a [`MidHand`] when it waits at an ordinary turn
    /// or for the answers to a discard with tiles in the wall (what
    /// [`Game::resume`] takes); `None` at any other decision, once a seat
    /// has answered the discard, and (四川) before 定缺 is done or at the
    /// answers to the discard right after the discarder's kong (杠上炮).
    #[must_use]
    pub fn mid_hand(&self) -> Option<MidHand> {
        if self.wall.is_empty() || self.kong.is_some() {
            return None;
        }
        let at = match self.phase {
            super::Phase::Turn { seat } => {
                let replacement = match self.turn_start {
                    TurnStart::Drew | TurnStart::Claimed => false,
                    TurnStart::Replacement => true,
                    TurnStart::Dealt | TurnStart::LastTile => return None,
                };
                ResumeAt::Turn { seat, drawn: self.seats[seat].drawn, replacement }
            }
            super::Phase::Claim { from, offer: Offer::Discard(tile) } => {
                // 四川: a discard right after the discarder's kong makes a
                // win on it 杠上炮 (and hands over the kong's income), which
                // a resumed discard would not know.
                if with_family!(self.rules.scoring, F => F::discard_hides_state(self, from)) {
                    return None;
                }
                let asked: u8 = (1..4)
                    .map(|k| (from + k) % 4)
                    .filter(|&p| !self.legal[p].is_empty())
                    .fold(0, |m, p| m | 1 << p);
                if asked != self.pending {
                    return None;
                }
                ResumeAt::Discard { from, tile }
            }
            _ => return None,
        };
        Some(MidHand {
            dealer: self.dealer,
            hands: std::array::from_fn(|s| self.seats[s].hand),
            table: self.table,
            wall: self.wall.remaining().to_vec(),
            scores: self.scores(),
            pass_lock: std::array::from_fn(|s| self.seats[s].pass_lock),
            at,
            kong_lines: with_family!(self.rules.scoring, F => F::kong_lines(self)),
            passed_kongs: self.flat.passed_kongs.map(TileSet::from_bits),
            sichuan_next_dealer: self.sc.next_dealer,
        })
    }
}

/// A refusal of a state that cannot happen.
fn cannot_resume<T>(why: String) -> Result<T> {
    Err(Error::BadSetup(format!("cannot resume this hand: {why}")))
}

/// Checks that `mid` can happen under `rules` (see [`Game::resume`]), in a
/// fixed order so that a state with several faults names the same one
/// every time; the seat whose turn it is and the tile it drew.
fn check_mid_hand(rules: &RuleSet, mid: &MidHand) -> Result<(Option<usize>, Option<Tile>)> {
    check_seat(mid.dealer)?;
    super::check_scores(&mid.scores)?;
    if mid.wall.is_empty() {
        return cannot_resume("the wall is empty".to_string());
    }
    let (mover, drawn) = match mid.at {
        ResumeAt::Turn { seat, drawn, .. } => (Some(seat), drawn),
        ResumeAt::Discard { from, .. } => (None, check_seat(from).map(|()| None)?),
    };
    if let Some(seat) = mover {
        check_seat(seat)?;
    }
    for s in 0..4 {
        check_seat_hand(mid, s, mover == Some(s))?;
    }
    for t in &mid.wall {
        rules.check_tile(*t)?;
    }
    let total = tiles_in(mid);
    let copies = |k: usize| match rules.wildcard {
        Some(w) if w.index() == k => rules.wildcard_copies(),
        _ => u8::from(k < rules.kinds()) * 4,
    };
    if let Some(k) = (0..KINDS).find(|&k| total[k] != copies(k)) {
        let t = Tile::from_index_unchecked(k);
        return cannot_resume(format!(
            "{} copies of {t} in hands, discards and wall, not {}",
            total[k],
            copies(k)
        ));
    }
    check_flat_kongs(rules, mid)?;
    check_voids(rules, mid)?;
    if let Some(seat) = mover {
        match drawn {
            Some(t) if mid.hands[seat].concealed().get(t) == 0 => {
                return cannot_resume(format!("the drawn {t} is not in the hand"));
            }
            None if mid.table[seat].frozen() => {
                return cannot_resume("a 开杠 hand's turn starts with a draw".to_string());
            }
            _ => {}
        }
    }
    if let ResumeAt::Discard { from, tile } = mid.at
        && mid.table[from].discards().last().is_none_or(|d| d.tile != tile || d.claimed)
    {
        return cannot_resume(format!("{tile} is not seat {from}'s last discard"));
    }
    Ok((mover, drawn))
}

/// Checks that seat `s`'s hand has the size of its place (14 counting melds
/// for the seat in its turn, else 13) and agrees with the table: the
/// concealed count, the exposed melds and the concealed kongs.
fn check_seat_hand(mid: &MidHand, s: usize, in_turn: bool) -> Result<()> {
    let (hand, public) = (&mid.hands[s], &mid.table[s]);
    let size = hand.concealed().total() + 3 * hand.meld_count();
    let want = if in_turn { 14 } else { 13 };
    if size != want {
        return cannot_resume(format!("seat {s} holds {size} tiles counting melds, not {want}"));
    }
    if usize::from(public.concealed_tiles()) != hand.concealed().total() {
        return cannot_resume(format!("seat {s}'s concealed tiles differ from the table's count"));
    }
    let mut exposed: Vec<Meld> = hand.melds().filter(|m| m.kind() != MeldKind::AnGang).collect();
    let mut shown = public.melds().to_vec();
    exposed.sort_unstable_by_key(|m| (m.kind() as u8, m.tile().id()));
    shown.sort_unstable_by_key(|m| (m.kind() as u8, m.tile().id()));
    let kongs = hand.melds().filter(|m| m.kind() == MeldKind::AnGang).count();
    if exposed != shown || kongs != usize::from(public.concealed_kongs()) {
        return cannot_resume(format!("seat {s}'s melds differ from the table's"));
    }
    Ok(())
}

/// Checks the hidden kong state (the families that pay kongs at once):
/// each line is a kong's payment to a seat that shows such a kong, and each
/// passed kong is a kind the seat has melded (碰 or its 补杠); both empty
/// where the family keeps none.
fn check_flat_kongs(rules: &RuleSet, mid: &MidHand) -> Result<()> {
    let state = with_family!(rules.scoring, F => F::mid_hand_state());
    if !state.kong_lines && !mid.kong_lines.is_empty() {
        return cannot_resume("kong lines belong to the flat and 四川 tables".to_string());
    }
    if !state.passed_kongs && mid.passed_kongs.iter().any(|p| !p.is_empty()) {
        return cannot_resume("passed kongs belong to the flat tables".to_string());
    }
    if !state.voids && mid.sichuan_next_dealer.is_some() {
        return cannot_resume("a next dealer by the wins so far belongs to 四川".to_string());
    }
    if let Some(d) = mid.sichuan_next_dealer {
        check_seat(d)?;
    }
    for line in &mid.kong_lines {
        let kind = match line.reason {
            PaymentReason::ConcealedKong => MeldKind::AnGang,
            PaymentReason::AddedKong => MeldKind::BuGang,
            PaymentReason::ExposedKong => MeldKind::Gang,
            PaymentReason::CaGua if state.ca_gua => MeldKind::Gang,
            other => return cannot_resume(format!("a {other} line is not a kong's")),
        };
        check_seat(line.from)?;
        check_seat(line.to)?;
        if line.from == line.to || line.points <= 0 {
            return cannot_resume(format!("the kong line {line:?} pays nobody"));
        }
        if !mid.hands[line.to].melds().any(|m| m.kind() == kind) {
            return cannot_resume(format!(
                "seat {} shows no {} for its line",
                line.to,
                kind.name()
            ));
        }
    }
    for (s, passed) in mid.passed_kongs.iter().enumerate() {
        let melded = |t: Tile| {
            mid.hands[s]
                .melds()
                .any(|m| m.tile() == t && matches!(m.kind(), MeldKind::Peng | MeldKind::BuGang))
        };
        if let Some(t) = passed.iter().find(|t| !melded(*t)) {
            return cannot_resume(format!("seat {s} passed a kong of {t} it has not melded"));
        }
    }
    Ok(())
}

/// 四川: every seat declared its void suit (a hand resumes after 定缺);
/// other tables: none did, and nobody has won or left.
fn check_voids(rules: &RuleSet, mid: &MidHand) -> Result<()> {
    let sichuan = with_family!(rules.scoring, F => F::mid_hand_state()).voids;
    for (s, p) in mid.table.iter().enumerate() {
        if p.void().is_some() != sichuan {
            return cannot_resume(format!(
                "seat {s}: a void suit is declared on a 四川 table, and only there"
            ));
        }
        if !sichuan && (p.wins() > 0 || p.has_left()) {
            return cannot_resume(format!("seat {s} won and plays on: only on a 四川 table"));
        }
    }
    if mid.table.iter().filter(|p| p.has_left()).count() >= 3 {
        return cannot_resume("three players have left: the hand is over".to_string());
    }
    if let ResumeAt::Turn { seat, .. } | ResumeAt::Discard { from: seat, .. } = mid.at
        && mid.table[seat].has_left()
    {
        return cannot_resume(format!("seat {seat} has left the hand"));
    }
    Ok(())
}

/// Copies of each kind `mid` holds or shows: the hands with their melds,
/// the unclaimed discards and the wall (the whole set, when it is sound).
fn tiles_in(mid: &MidHand) -> [u8; KINDS] {
    let mut total = [0u8; KINDS];
    for (hand, public) in mid.hands.iter().zip(&mid.table) {
        for (k, n) in hand.all_tiles().0.iter().enumerate() {
            total[k] = total[k].saturating_add(*n);
        }
        for d in public.discards().iter().filter(|d| !d.claimed) {
            total[d.tile.index()] = total[d.tile.index()].saturating_add(1);
        }
        for (k, n) in public.won_tiles().as_array().iter().enumerate() {
            total[k] = total[k].saturating_add(*n);
        }
    }
    for t in &mid.wall {
        total[t.index()] = total[t.index()].saturating_add(1);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Agent;
    use crate::ai::tutorial::{Difficulty, TutorialAgent};
    use crate::expert::ExpertAgent;

    /// Plays `game` to the end, seat `s` deciding with `agents[s]`.
    fn finish(game: &mut Game, agents: &mut [Box<dyn Agent>; 4]) {
        while let Some(seat) = game.next_to_act() {
            let action = agents[seat].decide(&game.observation(seat).unwrap());
            game.apply_quiet(seat, action).unwrap();
        }
    }

    fn agents_for(rules: &RuleSet, seed: u64) -> [Box<dyn Agent>; 4] {
        if rules.declares_void() {
            // Players with a 换三张 / 定缺 policy (the levels' default).
            return std::array::from_fn(|s| -> Box<dyn Agent> {
                let level =
                    if s % 2 == 0 { crate::ai::Level::Hard } else { crate::ai::Level::Medium };
                Box::new(level.player(seed * 4 + s as u64))
            });
        }
        // Deterministic players that call and kong (A1 always pengs) next
        // to EXPERT, so that melds, kongs and 开杠 come up.
        std::array::from_fn(|s| -> Box<dyn Agent> {
            if s % 2 == 0 {
                Box::new(ExpertAgent::default())
            } else {
                Box::new(TutorialAgent::new(Difficulty::Medium, seed * 4 + s as u64))
            }
        })
    }

    #[test]
    fn a_resumed_hand_plays_on_exactly_as_the_original() {
        resumes_exactly(RuleSet::eval_v1(), 0..40);
    }

    #[test]
    fn a_resumed_sichuan_hand_keeps_its_voids_winners_and_kong_lines() {
        // 血战 and 血流: snapshots after wins and kongs must finish the same,
        // 退税 and 呼叫转移 included.
        let mut xueliu = RuleSet::sichuan();
        xueliu.set_sichuan_mode(1).unwrap();
        let kong_games = [RuleSet::sichuan(), xueliu]
            .into_iter()
            .map(|rules| resumes_exactly(rules, 0..40))
            .sum::<usize>();
        assert!(kong_games > 10, "{kong_games} snapshots after a kong");
    }

    #[test]
    fn a_resumed_flat_hand_keeps_its_kong_points() {
        // 转转 and 红中 pay kongs at once and give them back on a drawn hand:
        // a snapshot after a kong must carry its lines (and who passed a
        // kong) for the scores to agree.
        let kong_games = [RuleSet::zhuanzhuan(), RuleSet::hongzhong()]
            .into_iter()
            .map(|rules| resumes_exactly(rules, 0..40))
            .sum::<usize>();
        assert!(kong_games > 10, "{kong_games} snapshots after a kong");
    }

    /// Snapshots games under `rules` at many of their decisions, resumes
    /// each snapshot, and lets the same (deterministic) players finish both:
    /// the actions, the wins, the birds and every payment after the snapshot
    /// must agree. Returns how many snapshots carried kong lines.
    fn resumes_exactly(rules: RuleSet, seeds: std::ops::Range<u64>) -> usize {
        let (mut turns, mut claims, mut melded, mut kongs) = (0, 0, 0, 0);
        for seed in seeds {
            let mut original = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            let mut a = agents_for(&rules, seed);
            let mut k = 0;
            while let Some(seat) = original.next_to_act() {
                if k % 5 == 2
                    && let Some(mid) = original.mid_hand()
                {
                    match mid.at {
                        ResumeAt::Turn { .. } => turns += 1,
                        ResumeAt::Discard { .. } => claims += 1,
                    }
                    melded += usize::from(mid.hands.iter().any(|h| h.meld_count() > 0));
                    kongs += usize::from(!mid.kong_lines.is_empty());
                    let mut copy = Game::resume(rules, &mid).unwrap();
                    assert_eq!(copy.mid_hand().as_ref(), Some(&mid), "seed {seed} step {k}");
                    assert_eq!(copy.phase(), original.phase(), "seed {seed} step {k}");
                    for s in 0..4 {
                        assert_eq!(copy.legal(s), original.legal(s), "seed {seed} step {k}");
                    }
                    let mut rest = original.clone();
                    finish(&mut rest, &mut agents_for(&rules, seed));
                    finish(&mut copy, &mut agents_for(&rules, seed));
                    assert_eq!(copy.actions(), &rest.actions()[k..], "seed {seed} step {k}");
                    let (r, c) = (rest.result().unwrap(), copy.result().unwrap());
                    let later = r.wins.len() - c.wins.len();
                    assert_eq!(c.wins, r.wins[later..], "the wins after the snapshot");
                    assert_eq!(c.birds, r.birds);
                    assert_eq!(
                        (c.next_dealer, c.draws, c.calls),
                        (r.next_dealer, r.draws, r.calls)
                    );
                    assert_eq!(copy.scores(), rest.scores(), "seed {seed} step {k}");
                }
                let action = a[seat].decide(&original.observation(seat).unwrap());
                original.apply_quiet(seat, action).unwrap();
                k += 1;
            }
        }
        assert!(turns > 100 && claims > 20 && melded > 50, "{turns} {claims} {melded}");
        kongs
    }

    #[test]
    fn impossible_states_are_errors() {
        let rules = RuleSet::eval_v1();
        let mut game = Game::new(rules, 5, 0).unwrap();
        let mut mid = None;
        while mid.is_none() {
            let seat = game.next_to_act().unwrap();
            let a = ExpertAgent::default().decide(&game.observation(seat).unwrap());
            game.apply_quiet(seat, a).unwrap();
            mid = game.mid_hand().filter(|m| matches!(m.at, ResumeAt::Turn { drawn: Some(_), .. }));
        }
        let mid = mid.unwrap();
        assert!(Game::resume(rules, &mid).is_ok());
        let ResumeAt::Turn { seat, drawn: Some(drawn), .. } = mid.at else { unreachable!() };
        // A tile too many in the wall.
        let mut m = mid.clone();
        m.wall.push(drawn);
        assert!(Game::resume(rules, &m).is_err());
        // A tile gone: the wall is short.
        let mut m = mid.clone();
        m.wall.pop();
        assert!(Game::resume(rules, &m).is_err());
        // No wall left.
        let mut m = mid.clone();
        m.wall.clear();
        assert!(Game::resume(rules, &m).is_err());
        // The wrong seat to move (it holds 13 tiles).
        let mut m = mid.clone();
        m.at = ResumeAt::Turn { seat: (seat + 1) % 4, drawn: None, replacement: false };
        assert!(Game::resume(rules, &m).is_err());
        // A seat out of range, a drawn tile not held, a discard never made.
        let mut m = mid.clone();
        m.dealer = 4;
        assert!(Game::resume(rules, &m).is_err());
        let absent = (0..27)
            .map(Tile::from_index_unchecked)
            .find(|&t| mid.hands[seat].concealed().get(t) == 0)
            .unwrap();
        let mut m = mid.clone();
        m.at = ResumeAt::Turn { seat, drawn: Some(absent), replacement: false };
        assert!(Game::resume(rules, &m).is_err());
        let mut m = mid.clone();
        m.at = ResumeAt::Discard { from: seat, tile: absent };
        assert!(Game::resume(rules, &m).is_err());
        // Flat-table kong state under Changsha-style scoring.
        let mut m = mid.clone();
        m.passed_kongs[seat].insert(drawn);
        assert!(Game::resume(rules, &m).is_err());
        let mut m = mid;
        let line = Payment { from: 1, to: 0, points: 1, reason: PaymentReason::ExposedKong };
        m.kong_lines.push(line);
        assert!(Game::resume(rules, &m).is_err());
    }

    #[test]
    fn impossible_sichuan_states_are_errors() {
        let rules = RuleSet::sichuan();
        let mut game = Game::new(rules, 11, 0).unwrap();
        let mut a = agents_for(&rules, 11);
        assert!(game.mid_hand().is_none(), "no resumption before 定缺");
        let mut mid = None;
        while mid.is_none() {
            let seat = game.next_to_act().unwrap();
            let action = a[seat].decide(&game.observation(seat).unwrap());
            game.apply_quiet(seat, action).unwrap();
            mid = game.mid_hand();
        }
        let mid = mid.unwrap();
        assert!(Game::resume(rules, &mid).is_ok());
        // The same table under Changsha: void suits where none are declared.
        let err = Game::resume(RuleSet::eval_v1(), &mid).unwrap_err().to_string();
        assert!(err.contains("void") || err.contains("copies"), "{err}");
        // A next dealer out of range; one on another table.
        let mut m = mid.clone();
        m.sichuan_next_dealer = Some(4);
        assert!(Game::resume(rules, &m).is_err());
        let mut m = mid.clone();
        m.table = std::array::from_fn(|_| PublicSeat::new(13));
        assert!(Game::resume(rules, &m).is_err(), "a 四川 hand resumes after 定缺");
        // A kong line of a kong nobody shows.
        let mut m = mid;
        m.kong_lines.push(Payment { from: 1, to: 0, points: 1, reason: PaymentReason::CaGua });
        assert!(Game::resume(rules, &m).is_err());
    }

    #[test]
    fn impossible_flat_kong_states_are_errors() {
        let rules = RuleSet::hongzhong();
        let mut game = Game::new(rules, 7, 0).unwrap();
        let mut mid = None;
        while mid.is_none() {
            let seat = game.next_to_act().unwrap();
            let a = ExpertAgent::default().decide(&game.observation(seat).unwrap());
            game.apply_quiet(seat, a).unwrap();
            mid = game.mid_hand();
        }
        let mid = mid.unwrap();
        assert!(Game::resume(rules, &mid).is_ok());
        let no_kong = (0..4).find(|&s| mid.hands[s].melds().all(|m| !m.kind().is_kong())).unwrap();
        let bad_lines = [
            // A kong nobody shows.
            Payment {
                from: (no_kong + 1) % 4,
                to: no_kong,
                points: 2,
                reason: PaymentReason::ConcealedKong,
            },
            // A line that is not a kong's, one paying itself, one of 0.
            Payment { from: 1, to: 0, points: 1, reason: PaymentReason::Win },
            Payment { from: 0, to: 0, points: 1, reason: PaymentReason::ExposedKong },
            Payment { from: 4, to: 0, points: 1, reason: PaymentReason::ExposedKong },
        ];
        for line in bad_lines {
            let mut m = mid.clone();
            m.kong_lines.push(line);
            let err = Game::resume(rules, &m).unwrap_err().to_string();
            assert!(err.contains("resume") || err.contains("seat"), "{err}");
        }
        // A passed kong of a kind never melded; a 中 too many in the wall.
        let mut m = mid.clone();
        m.passed_kongs[no_kong].insert(Tile::from_index_unchecked(0));
        assert!(Game::resume(rules, &m).is_err());
        let mut m = mid;
        m.wall.push(Tile::RED_DRAGON);
        let err = Game::resume(rules, &m).unwrap_err().to_string();
        assert!(err.contains("not 4"), "{err}");
    }
}
