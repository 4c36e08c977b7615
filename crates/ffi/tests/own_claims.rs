//! A one-seat EXPERT fed every event as the header tells a host to: every
//! discard when it is made (`mj_ai_observe_discard`, the ones its own seat
//! then claims included), every meld after it — another player's with
//! `mj_ai_observe_meld`, its own seat's with `mj_ai_observe_meld_by` and
//! the claimed tile — and the wall count. Over whole seeded games its
//! questions are never refused: no tile is counted both as seen and as held.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::last_error;
use majiang_abi::*;
use majiang_core::game::{Action, Event, Game, Phase};
use majiang_core::rng::{below, seeded};
use majiang_core::{RuleSet, Tile};

/// The host's AI for seat `own`, told the table's events.
struct Host {
    ai: *mut MjAi,
    own: usize,
    /// The last discard told: the tile a claim is made with.
    last_discard: Option<Tile>,
    /// Questions asked, and claims the own seat made.
    questions: usize,
    own_claims: usize,
}

impl Host {
    fn ok(&mut self, what: &str, status: MjStatus) {
        self.questions += 1;
        assert_eq!(status, MjStatus::Ok, "{what}: {}", last_error());
    }

    /// The events of one action, as the header says to tell them.
    fn tell(&mut self, events: &[Event]) {
        for e in events {
            match *e {
                Event::Discarded { tile, .. } => {
                    self.last_discard = Some(tile);
                    let s = unsafe { mj_ai_observe_discard(self.ai, tile.id()) };
                    assert_eq!(s, MjStatus::Ok, "{}", last_error());
                }
                Event::Melded { seat, from, meld, .. } => {
                    let m = MjMeld::from(meld);
                    let claimed = match (from, self.last_discard) {
                        (Some(_), Some(t)) => i32::from(t.id()),
                        _ => MJ_NO_TILE,
                    };
                    let s = if seat == self.own {
                        self.own_claims += usize::from(from.is_some());
                        unsafe { mj_ai_observe_meld_by(self.ai, seat as i32, &m, claimed) }
                    } else {
                        unsafe { mj_ai_observe_meld(self.ai, &m, claimed) }
                    };
                    assert_eq!(s, MjStatus::Ok, "seat {seat} {meld}: {}", last_error());
                }
                _ => {}
            }
        }
    }

    /// The own seat's action: every question a host asks, each answered.
    fn decide(&mut self, game: &Game) -> Action {
        let obs = game.observation(self.own).unwrap();
        let tiles: Vec<u8> = obs.hand.concealed().tiles().map(|t| t.id()).collect();
        let melds: Vec<MjMeld> = obs.hand.melds().map(MjMeld::from).collect();
        let (tp, n, mp, mn) = (tiles.as_ptr(), tiles.len(), melds.as_ptr(), melds.len());
        let wall = unsafe { mj_ai_set_wall_left(self.ai, obs.wall_left as i32) };
        self.ok("set_wall_left", wall);
        let mut yes = false;
        match obs.phase {
            Phase::Turn { .. } => {
                if obs.is_legal(Action::Hu) {
                    self.ok("should_hu", unsafe {
                        mj_ai_should_hu(self.ai, tp, n, mp, mn, &mut yes)
                    });
                    return Action::Hu;
                }
                let mut hints = [MjHint::default(); 14];
                let mut len = 0;
                let s = unsafe {
                    mj_ai_hints(self.ai, tp, n, mp, mn, hints.as_mut_ptr(), 14, &mut len)
                };
                self.ok("hints", s);
                let mut index = 0;
                let s = unsafe { mj_ai_decide_discard(self.ai, tp, n, mp, mn, &mut index) };
                self.ok("decide_discard", s);
                let a = Action::Discard(Tile::try_from(tiles[index]).unwrap());
                if obs.is_legal(a) {
                    return a;
                }
            }
            Phase::Claim { .. } => {
                let t = obs.offered_tile().unwrap().id();
                if obs.is_legal(Action::Hu) {
                    let s = unsafe { mj_ai_should_hu_discard(self.ai, tp, n, mp, mn, t, &mut yes) };
                    self.ok("should_hu_discard", s);
                    return Action::Hu;
                }
                // Claim whenever the rules allow, to exercise the own-claim path.
                if obs.is_legal(Action::Gang) {
                    let s = unsafe { mj_ai_should_gang(self.ai, tp, n, t, 3, &mut yes) };
                    self.ok("should_gang", s);
                    return Action::Gang;
                }
                if obs.is_legal(Action::Peng) {
                    let s = unsafe { mj_ai_should_peng(self.ai, tp, n, t, 3, &mut yes) };
                    self.ok("should_peng", s);
                    return Action::Peng;
                }
                if let Some(&chi) = obs.legal.iter().find(|a| matches!(a, Action::Chi(_))) {
                    let s = unsafe { mj_ai_should_chi(self.ai, tp, n, t, 3, &mut yes) };
                    self.ok("should_chi", s);
                    return chi;
                }
                return Action::Pass;
            }
            _ => {}
        }
        obs.legal[0]
    }
}

#[test]
fn a_one_seat_expert_told_every_event_as_the_header_says_answers_every_question() {
    let (mut games, mut claims, mut questions) = (0, 0, 0);
    for name in ["eval-v1", "zhuanzhuan", "hongzhong"] {
        let rules = RuleSet::by_name(name).unwrap();
        let c = std::ffi::CString::new(name).unwrap();
        let mut handle = std::ptr::null_mut();
        assert_eq!(unsafe { mj_rules_new_by_name(c.as_ptr(), &mut handle) }, MjStatus::Ok);
        for seed in 0..12u64 {
            let own = (seed % 4) as usize;
            let mut ai = std::ptr::null_mut();
            assert_eq!(unsafe { mj_ai_new(3, seed, handle, &mut ai) }, MjStatus::Ok);
            assert_eq!(unsafe { mj_ai_set_seat(ai, own as i32) }, MjStatus::Ok);
            let mut host = Host { ai, own, last_discard: None, questions: 0, own_claims: 0 };
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            let mut rng = seeded(seed);
            while let Some(seat) = game.next_to_act() {
                let action = if seat == own {
                    host.decide(&game)
                } else {
                    // The others: a legal action at random, 胡 when offered.
                    let legal = game.legal_actions(seat);
                    if legal.contains(&Action::Hu) {
                        Action::Hu
                    } else {
                        legal[below(&mut rng, legal.len() as u32) as usize]
                    }
                };
                let events = game.apply(seat, action).unwrap();
                host.tell(&events);
            }
            games += 1;
            claims += host.own_claims;
            questions += host.questions;
            unsafe { mj_ai_free(ai) };
        }
        unsafe { mj_rules_free(handle) };
    }
    println!("{games} games, {claims} own claims, {questions} questions answered");
    assert!(claims > 20, "the own seat claimed only {claims} times");
}
