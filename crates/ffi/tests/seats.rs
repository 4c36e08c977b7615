//! One AI handle for every seat answers exactly as one handle per seat:
//! whole seeded games in which a host asks the AI's questions
//! (`mj_ai_decide_discard`, `mj_ai_should_*`, `mj_ai_hints`) for each seat
//! and tells it the table's events, once with a single handle and
//! `mj_ai_set_seat`, once with four handles, each set to its seat, at every
//! difficulty. Every answer (and every refusal) of the two runs must be
//! equal. And the tutorial's way: no seat ever named, only the tutorial's
//! questions asked (one shared handle, or four): equal again.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::last_error;
use majiang_abi::*;
use majiang_core::game::{Action, Event, Game, Phase};
use majiang_core::{Meld, RuleSet, Tile};

/// The AIs of one run: a shared handle (seat chosen per question) or four.
struct Table {
    ais: Vec<*mut MjAi>,
    /// Seats named (`mj_ai_set_seat`) and the table's events told; else
    /// the tutorial's way: no seat, no event, only the questions.
    seated: bool,
    difficulty: i32,
    /// Every answer, in order: the transcript the two runs compare.
    log: Vec<String>,
    refusals: usize,
}

impl Table {
    fn new(
        (shared, seated): (bool, bool),
        difficulty: i32,
        seed: u64,
        rules: *const MjRules,
    ) -> Table {
        let ais = (0..if shared { 1 } else { 4 })
            .map(|s| {
                let mut ai = std::ptr::null_mut();
                assert_eq!(unsafe { mj_ai_new(difficulty, seed, rules, &mut ai) }, MjStatus::Ok);
                if seated && !shared {
                    assert_eq!(unsafe { mj_ai_set_seat(ai, s) }, MjStatus::Ok);
                }
                ai
            })
            .collect();
        Table { ais, seated, difficulty, log: Vec::new(), refusals: 0 }
    }

    /// The handle answering for `seat` (a shared, seated one is set to it).
    fn ai(&self, seat: usize) -> *mut MjAi {
        if self.ais.len() == 1 {
            if !self.seated {
                return self.ais[0];
            }
            assert_eq!(unsafe { mj_ai_set_seat(self.ais[0], seat as i32) }, MjStatus::Ok);
            return self.ais[0];
        }
        self.ais[seat]
    }

    /// Records an answer; a refusal is recorded with its message.
    fn record<T: std::fmt::Debug>(&mut self, what: &str, status: MjStatus, value: T) -> bool {
        if status == MjStatus::Ok {
            self.log.push(format!("{what} -> {value:?}"));
            true
        } else {
            self.refusals += 1;
            self.log.push(format!("{what} -> {status:?} {}", last_error()));
            false
        }
    }

    /// A discard seen by the whole table: told once to a shared handle,
    /// to each handle when there are four.
    fn observe_discard(&mut self, tile: Tile) {
        if !self.seated {
            return;
        }
        for &ai in &self.ais {
            assert_eq!(unsafe { mj_ai_observe_discard(ai, tile.id()) }, MjStatus::Ok);
        }
    }

    /// A meld laid down by `seat`: the shared handle is told who laid it,
    /// the four handles of the other seats are told of another's meld.
    fn observe_meld(&mut self, seat: usize, meld: Meld) {
        if !self.seated {
            return;
        }
        let m = MjMeld::from(meld);
        if self.ais.len() == 1 {
            let s = unsafe { mj_ai_observe_meld_by(self.ais[0], seat as i32, &m, MJ_NO_TILE) };
            assert_eq!(s, MjStatus::Ok, "{}", last_error());
            return;
        }
        for (q, &ai) in self.ais.iter().enumerate().filter(|(q, _)| *q != seat) {
            let s = unsafe { mj_ai_observe_meld(ai, &m, MJ_NO_TILE) };
            assert_eq!(s, MjStatus::Ok, "seat {q}: {}", last_error());
        }
    }

    fn set_wall_left(&mut self, wall: usize) {
        if !self.seated {
            return;
        }
        for &ai in &self.ais {
            assert_eq!(unsafe { mj_ai_set_wall_left(ai, wall as i32) }, MjStatus::Ok);
        }
    }

    /// The seat's action, chosen by asking the AI the tutorial's questions.
    fn decide(&mut self, game: &Game, seat: usize) -> Action {
        let obs = game.observation(seat).expect("a pending seat");
        let tiles: Vec<u8> = obs.hand.concealed().tiles().map(|t| t.id()).collect();
        let melds: Vec<MjMeld> = obs.hand.melds().map(MjMeld::from).collect();
        let legal = obs.legal;
        let d = self.difficulty;
        self.set_wall_left(obs.wall_left);
        let ai = self.ai(seat);
        let (tp, n, mp, mn) = (tiles.as_ptr(), tiles.len(), melds.as_ptr(), melds.len());
        let mut yes = false;
        match obs.phase {
            Phase::Turn { .. } => {
                if obs.is_legal(Action::Hu) {
                    let s = unsafe { mj_ai_should_hu(ai, tp, n, mp, mn, &mut yes) };
                    if self.record(&format!("{seat} should_hu"), s, yes) && yes {
                        return Action::Hu;
                    }
                }
                for &a in legal {
                    if let Action::AnGang(t) | Action::BuGang(t) = a {
                        let s = unsafe { mj_ai_should_gang(ai, tp, n, t.id(), d, &mut yes) };
                        if self.record(&format!("{seat} should_gang {t}"), s, yes) && yes {
                            return a;
                        }
                    }
                }
                let mut hints = [MjHint::default(); 14];
                let mut len = 0;
                let s = unsafe { mj_ai_hints(ai, tp, n, mp, mn, hints.as_mut_ptr(), 14, &mut len) };
                let first = hints[..len].first().map(|h| (h.tile, h.win_prob, h.draws_left));
                self.record(&format!("{seat} hints"), s, first);
                let mut index = 0;
                let s = unsafe { mj_ai_decide_discard(ai, tp, n, mp, mn, &mut index) };
                if self.record(&format!("{seat} decide_discard"), s, index) {
                    let a = Action::Discard(Tile::try_from(tiles[index]).unwrap());
                    if obs.is_legal(a) {
                        return a;
                    }
                }
            }
            Phase::Claim { .. } => {
                let offered = obs.offered_tile().expect("a tile on offer");
                let t = offered.id();
                if obs.is_legal(Action::Hu) {
                    let s = unsafe { mj_ai_should_hu_discard(ai, tp, n, mp, mn, t, &mut yes) };
                    if self.record(&format!("{seat} should_hu_discard {offered}"), s, yes) && yes {
                        return Action::Hu;
                    }
                }
                if obs.is_legal(Action::Gang) {
                    let s = unsafe { mj_ai_should_gang(ai, tp, n, t, d, &mut yes) };
                    if self.record(&format!("{seat} should_gang {offered}"), s, yes) && yes {
                        return Action::Gang;
                    }
                }
                if obs.is_legal(Action::Peng) {
                    let s = unsafe { mj_ai_should_peng(ai, tp, n, t, d, &mut yes) };
                    if self.record(&format!("{seat} should_peng {offered}"), s, yes) && yes {
                        return Action::Peng;
                    }
                }
                if let Some(&chi) = legal.iter().find(|a| matches!(a, Action::Chi(_))) {
                    let s = unsafe { mj_ai_should_chi(ai, tp, n, t, d, &mut yes) };
                    if self.record(&format!("{seat} should_chi {offered}"), s, yes) && yes {
                        return chi;
                    }
                }
                return Action::Pass;
            }
            _ => {}
        }
        if obs.is_legal(Action::Hu) { Action::Hu } else { legal[0] }
    }

    /// Plays one hand and returns the transcript.
    fn play(mut self, rules: RuleSet, seed: u64) -> (Vec<String>, usize) {
        let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
        // A discard is told once it is not claimed: a claimed tile goes to
        // the claimer's meld, which the others are told instead.
        let mut unclaimed: Option<Tile> = None;
        while let Some(seat) = game.next_to_act() {
            let action = self.decide(&game, seat);
            self.log.push(format!("{seat} plays {action}"));
            for event in game.apply(seat, action).unwrap() {
                match event {
                    Event::Discarded { tile, .. } => {
                        if let Some(t) = unclaimed.replace(tile) {
                            self.observe_discard(t);
                        }
                    }
                    Event::Melded { seat, from, meld, .. } => {
                        if from.is_some() {
                            unclaimed = None;
                        }
                        self.observe_meld(seat, meld);
                    }
                    Event::Drew { .. } => {
                        if let Some(t) = unclaimed.take() {
                            self.observe_discard(t);
                        }
                    }
                    _ => {}
                }
            }
        }
        for &ai in &self.ais {
            unsafe { mj_ai_free(ai) };
        }
        (self.log, self.refusals)
    }
}

#[test]
fn one_ai_for_every_seat_answers_as_one_ai_per_seat() {
    let handle = mj_rules_new_changsha();
    let rules = RuleSet::changsha();
    for difficulty in 0..4 {
        let seeds: &[u64] = if difficulty == 3 { &[1, 2] } else { &[1, 2, 3, 4] };
        for &seed in seeds {
            for seated in [true, false] {
                let play = |shared| {
                    Table::new((shared, seated), difficulty, seed, handle).play(rules, seed)
                };
                let ((shared, refused), (four, _)) = (play(true), play(false));
                assert!(shared.len() > 40, "a whole hand: {} answers", shared.len());
                assert_eq!(refused, 0, "difficulty {difficulty} seed {seed}: {shared:#?}");
                if let Some(i) = shared.iter().zip(&four).position(|(a, b)| a != b) {
                    panic!(
                        "difficulty {difficulty} seed {seed} seated {seated}: answer {i} \
                         differs:\n shared: {}\n four:   {}",
                        shared[i], four[i]
                    );
                }
                assert_eq!(shared.len(), four.len());
            }
        }
    }
    unsafe { mj_rules_free(handle) };
}

/// The case: a 碰 remembered for one seat does not reach another.
#[test]
fn a_seats_melds_stay_with_it() {
    let handle = mj_rules_new_changsha();
    let ids = |s: &str| -> Vec<u8> {
        majiang_core::notation::parse_tiles(s).unwrap().iter().map(|t| t.id()).collect()
    };
    let mut shared = std::ptr::null_mut();
    let mut fresh = std::ptr::null_mut();
    unsafe {
        assert_eq!(mj_ai_new(3, 0, handle, &mut shared), MjStatus::Ok);
        assert_eq!(mj_ai_new(3, 0, handle, &mut fresh), MjStatus::Ok);
        assert_eq!(mj_ai_set_seat(shared, 0), MjStatus::Ok);
        assert_eq!(mj_ai_set_seat(fresh, 0), MjStatus::Ok);
        // Seat 0 has a 碰 of 5m.
        let hand = ids("123m456s789p2m9s");
        let peng = [MjMeld { kind: MjMeldKind::Peng as u8, tile: 4 }];
        let mut index = 0;
        let s = mj_ai_decide_discard(shared, hand.as_ptr(), 11, peng.as_ptr(), 1, &mut index);
        assert_eq!(s, MjStatus::Ok, "{}", last_error());
        // Seat 1 holds 5m5m and is offered a third: as a fresh AI answers.
        assert_eq!(mj_ai_set_seat(shared, 1), MjStatus::Ok);
        let other = ids("55m123s456p789p19s");
        let (mut a, mut b) = (true, true);
        assert_eq!(mj_ai_should_peng(shared, other.as_ptr(), 13, 4, 3, &mut a), MjStatus::Ok);
        assert_eq!(mj_ai_should_peng(fresh, other.as_ptr(), 13, 4, 3, &mut b), MjStatus::Ok);
        assert_eq!(a, b);
        // Seat 0 still has its 碰: its claim questions judge the whole hand.
        assert_eq!(mj_ai_set_seat(shared, 0), MjStatus::Ok);
        let mut seat = -1;
        assert_eq!(mj_ai_seat(shared, &mut seat), MjStatus::Ok);
        assert_eq!(seat, 0);
        let rest: Vec<u8> =
            hand.iter().enumerate().filter(|(i, _)| *i != index).map(|(_, &t)| t).collect();
        assert_eq!(mj_ai_should_chi(shared, rest.as_ptr(), 10, 1, 3, &mut a), MjStatus::Ok);
        assert_eq!(
            mj_ai_should_chi(fresh, rest.as_ptr(), 10, 1, 3, &mut b),
            MjStatus::WrongHandSize
        );
        // Seats are 0-3; the seat is kept on a refusal.
        assert_eq!(mj_ai_set_seat(shared, 4), MjStatus::InvalidArgument);
        assert!(last_error().contains("`seat` = 4"), "{}", last_error());
        assert_eq!(mj_ai_seat(shared, &mut seat), MjStatus::Ok);
        assert_eq!(seat, 0);
        let m = MjMeld { kind: MjMeldKind::Peng as u8, tile: 4 };
        assert_eq!(mj_ai_observe_meld_by(shared, -1, &m, MJ_NO_TILE), MjStatus::InvalidArgument);
        mj_ai_free(shared);
        mj_ai_free(fresh);
        mj_rules_free(handle);
    }
}
