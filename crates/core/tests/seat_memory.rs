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

    /// Seat `seat` laid `meld` down, with `claimed` if that discard was
    /// told: the others see the meld, the claimer takes the discard back.
    fn observe_meld(
        &mut self,
        rules: &RuleSet,
        seat: usize,
        meld: majiang_core::Meld,
        claimed: Option<Tile>,
    ) {
        match self {
            Memory::Shared(m) => m.observe_meld(rules, meld, claimed, Some(seat)).unwrap(),
            Memory::Four(k) => {
                for (q, k) in k.iter_mut().enumerate() {
                    let told = match q == seat {
                        true => k.observe_own_meld(meld, claimed),
                        false => k.observe_meld(rules, meld, claimed),
                    };
                    told.unwrap_or_else(|e| panic!("seat {q}: {e}"));
                }
            }
        }
    }
}

/// When the host tells the table's discards.
#[derive(Clone, Copy)]
enum Telling {
    /// A discard once it goes unclaimed (the next draw), a meld without it.
    Unclaimed,
    /// Every discard at once, a meld with the discard it claimed.
    AtOnce,
}

/// EXPERT's answers for one hand, in order.
fn play(mut memory: Memory, telling: Telling, rules: RuleSet, seed: u64) -> Vec<String> {
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
                Event::Discarded { tile, .. } => match telling {
                    Telling::Unclaimed => {
                        if let Some(t) = unclaimed.replace(tile) {
                            memory.observe_discard(&rules, t);
                        }
                    }
                    Telling::AtOnce => {
                        memory.observe_discard(&rules, tile);
                        unclaimed = Some(tile);
                    }
                },
                Event::Melded { seat, from, meld, .. } => {
                    let claimed = match from.is_some() {
                        true => unclaimed.take(),
                        false => None,
                    };
                    match telling {
                        Telling::Unclaimed => memory.observe_meld(&rules, seat, meld, None),
                        Telling::AtOnce => memory.observe_meld(&rules, seat, meld, claimed),
                    }
                }
                Event::Drew { .. } => {
                    if let (Some(t), Telling::Unclaimed) = (unclaimed.take(), telling) {
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
        let shared = play(Memory::Shared(SeatMemory::new()), Telling::Unclaimed, rules, seed);
        let four = play(Memory::Four([Knowledge::new(); 4]), Telling::Unclaimed, rules, seed);
        assert!(shared.len() > 20, "seed {seed}: {shared:?}");
        assert_eq!(shared, four, "seed {seed}");
        claims += shared.iter().filter(|l| l.contains("Peng")).count();
    }
    assert!(claims > 3, "{claims} claim questions");
}

/// A host that tells every discard at once and each meld with the discard
/// it claimed gets, from one memory for every seat, the answers of one
/// memory per seat.
#[test]
fn discards_told_at_once_answer_alike_shared_or_per_seat() {
    let rules = RuleSet::changsha();
    let mut yes = 0;
    for seed in 1..=4 {
        let shared = play(Memory::Shared(SeatMemory::new()), Telling::AtOnce, rules, seed);
        let four = play(Memory::Four([Knowledge::new(); 4]), Telling::AtOnce, rules, seed);
        assert_eq!(shared, four, "seed {seed}");
        yes += shared.iter().filter(|l| l.ends_with(": true")).count();
    }
    assert!(yes > 3, "{yes} claims said yes");
}

/// The claimer takes a claimed discard back out of what it saw: its hand
/// holds it now. Before, it counted twice, the fourth copy could not be
/// told, and the seat's unseen count was one short.
#[test]
fn a_claimed_discard_is_not_counted_twice() {
    let rules = RuleSet::changsha();
    let five: Tile = "5m".parse().unwrap();
    let peng = majiang_core::Meld::peng(five);
    let mut memory = SeatMemory::new();
    memory.observe_discard(&rules, five).unwrap();
    memory.observe_meld(&rules, peng, Some(five), Some(2)).unwrap();
    let hand = Hand::parse("123m456s789p22s", "peng:5m", &rules).unwrap();
    let seat2 = memory.seat(2).unwrap();
    assert_eq!(seat2.unseen(&hand, &rules).unwrap().get(five), 1, "the fourth 5m is unseen");
    assert_eq!(memory.seat(0).unwrap().seen().get(five), 3);
    // The fourth copy, discarded later, is seen by every seat, the claimer too.
    memory.observe_discard(&rules, five).unwrap();
    let seat2 = memory.seat(2).unwrap();
    assert_eq!(seat2.unseen(&hand, &rules).unwrap().get(five), 0);
    assert_eq!(memory.seat(1).unwrap().seen().get(five), 4);
}

#[test]
fn the_own_claim_must_hold_the_claimed_tile() {
    let rules = RuleSet::changsha();
    let five: Tile = "5m".parse().unwrap();
    let mut memory = SeatMemory::new();
    memory.observe_discard(&rules, five).unwrap();
    let peng = majiang_core::Meld::peng("6m".parse().unwrap());
    assert!(memory.observe_meld(&rules, peng, Some(five), Some(1)).is_err());
    for seat in 0..4 {
        assert_eq!(memory.seat(seat).unwrap().seen().get(five), 1, "a refusal changes nothing");
    }
    // Nothing told, nothing taken back.
    let mut fresh = Knowledge::new();
    fresh.observe_own_meld(majiang_core::Meld::peng(five), Some(five)).unwrap();
    assert_eq!(fresh.seen().get(five), 0);
}
