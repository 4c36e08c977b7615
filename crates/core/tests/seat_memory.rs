//! One AI memory for every seat ([`SeatMemory`]) gives EXPERT exactly the
//! answers of one memory per seat ([`Knowledge`]): whole seeded hands in
//! which a host asks the tutorial's questions (a discard, a 碰, a 吃, a kong)
//! for each seat, telling each claim question only the concealed tiles, so
//! the seat's remembered melds decide — and tells the table's events once
//! to the shared memory, to each seat's own memory as a host with four
//! objects does.

use majiang_core::expert::{Expert, Knowledge, Position, Question, SeatMemory};
use majiang_core::game::{Action, Event, Game, Phase};
use majiang_core::{Hand, RuleSet, Tile};

/// The memories of one run.
enum Memory {
    Shared(SeatMemory),
    Four([Knowledge; 4]),
}

impl Memory {
    fn seat(&mut self, seat: usize) -> &mut Knowledge {
        match self {
            Memory::Shared(m) => m.seat_mut(seat).unwrap(),
            Memory::Four(k) => &mut k[seat],
        }
    }

    fn observe_discard(&mut self, rules: &RuleSet, tile: Tile) {
        match self {
            Memory::Shared(m) => m.observe_discard(rules, tile).unwrap(),
            Memory::Four(k) => k.iter_mut().for_each(|k| k.observe_discard(rules, tile).unwrap()),
        }
    }

    fn observe_meld(&mut self, rules: &RuleSet, seat: usize, meld: majiang_core::Meld) {
        match self {
            Memory::Shared(m) => m.observe_meld(rules, meld, None, Some(seat)).unwrap(),
            Memory::Four(k) => {
                for (q, k) in k.iter_mut().enumerate().filter(|(q, _)| *q != seat) {
                    k.observe_meld(rules, meld, None).unwrap_or_else(|e| panic!("seat {q}: {e}"));
                }
            }
        }
    }
}

/// EXPERT's answers for one hand, in order.
fn play(mut memory: Memory, rules: RuleSet, seed: u64) -> Vec<String> {
    let expert = Expert::default();
    let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
    let mut log = Vec::new();
    let mut unclaimed: Option<Tile> = None;
    while let Some(seat) = game.next_to_act() {
        let obs = game.observation(seat).unwrap();
        let concealed: Vec<Tile> = obs.hand.concealed().tiles().collect();
        let k = memory.seat(seat);
        k.set_wall_left(&rules, Some(obs.wall_left as u32)).unwrap();
        let draws = k.draws_left(&rules);
        let action = match obs.phase {
            Phase::Turn { .. } if obs.is_legal(Action::Hu) => Action::Hu,
            Phase::Turn { .. } => {
                k.remember_melds(obs.hand.melds());
                let unseen = k.unseen(&obs.hand, &rules).unwrap();
                let t = expert.choose_discard(&Position::new(&obs.hand, &rules, &unseen, draws));
                log.push(format!("{seat} discards {t:?}"));
                match t {
                    Ok(t) if obs.is_legal(Action::Discard(t)) => Action::Discard(t),
                    _ => obs.legal[0],
                }
            }
            Phase::Claim { .. } => {
                let offered = obs.offered_tile().unwrap();
                // The claim questions get the concealed tiles alone: the
                // seat's remembered melds complete the hand.
                let hand: Hand = k.claim_hand(&concealed, &rules).unwrap();
                let unseen = k.unseen(&hand, &rules).unwrap();
                let pos = Position::new(&hand, &rules, &unseen, draws);
                let mut chosen = Action::Pass;
                for (ask, action) in [(Question::Peng, Action::Peng), (Question::Chi, Action::Pass)]
                {
                    let yes = expert.answer(&pos, offered, ask).unwrap();
                    log.push(format!("{seat} {ask:?} {offered}: {yes}"));
                    if yes && chosen == Action::Pass {
                        chosen = match ask {
                            Question::Chi => *obs
                                .legal
                                .iter()
                                .find(|a| matches!(a, Action::Chi(_)))
                                .unwrap_or(&Action::Pass),
                            _ => action,
                        };
                    }
                }
                if obs.is_legal(chosen) { chosen } else { Action::Pass }
            }
            _ if obs.is_legal(Action::Hu) => Action::Hu,
            _ => obs.legal[0],
        };
        for event in game.apply(seat, action).unwrap() {
            match event {
                Event::Discarded { tile, .. } => {
                    if let Some(t) = unclaimed.replace(tile) {
                        memory.observe_discard(&rules, t);
                    }
                }
                Event::Melded { seat, from, meld, .. } => {
                    if from.is_some() {
                        unclaimed = None;
                    }
                    memory.observe_meld(&rules, seat, meld);
                }
                Event::Drew { .. } => {
                    if let Some(t) = unclaimed.take() {
                        memory.observe_discard(&rules, t);
                    }
                }
                _ => {}
            }
        }
    }
    log
}

#[test]
fn one_memory_for_every_seat_answers_as_one_per_seat() {
    let rules = RuleSet::changsha();
    let mut claims = 0;
    for seed in 1..=3 {
        let shared = play(Memory::Shared(SeatMemory::new()), rules, seed);
        let four = play(Memory::Four([Knowledge::new(); 4]), rules, seed);
        assert!(shared.len() > 20, "seed {seed}: {shared:?}");
        assert_eq!(shared, four, "seed {seed}");
        claims += shared.iter().filter(|l| l.contains("Peng")).count();
    }
    assert!(claims > 3, "{claims} claim questions");
}
