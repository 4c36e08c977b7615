//! EXPERT's decisions allocate nothing: every decision method runs under a
//! counting global allocator over a seeded set of positions, and the count
//! must not move. (One test in this file, so no other test thread
//! allocates meanwhile.)

use majiang_core::ai::Agent;
use majiang_core::expert::{Call, Expert, ExpertAgent, Params, Position};
use majiang_core::game::{Action, Observation, play_hand};
use majiang_core::{Hand, RuleSet, Tile};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; the
// counter has no effect on the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).unwrap()
}

#[test]
fn decisions_do_not_allocate() {
    majiang_core::warm_up();
    let rules = RuleSet::eval_v1();
    let expert = Expert::default();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    // Positions first (building them allocates), decisions after.
    let mut positions = Vec::new();
    for _ in 0..300 {
        let mut wall: Vec<Tile> = (0..27).flat_map(|k| [tile(k); 4]).collect();
        wall.shuffle(&mut rng);
        let hand = Hand::from_tiles(&wall[..14], &[], &rules).unwrap();
        let seen = rng.random_range(0..30);
        let unseen = Expert::unseen_given(&hand, &rules, &wall[14..14 + seen]).unwrap();
        let thirteen = hand.without_tile(wall[13]).unwrap();
        positions.push((hand, thirteen, unseen, wall[20], rng.random_range(1..15)));
    }
    // A ready hand for the win and 开杠 questions (Changsha has 开杠).
    let changsha = RuleSet::changsha();
    let ready = Hand::parse("123m456s789p2345m", "", &changsha).unwrap();
    let ready_unseen = Expert::unseen_from_hand(&ready, &changsha);
    let two_m = tile(1);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let mut sink = 0usize;
    for draws in 1..20 {
        sink += expert
            .win_on_discard(&Position::new(&ready, &changsha, &ready_unseen, draws), two_m)
            .unwrap() as usize;
        sink +=
            (expert.kong_style(&Position::new(&ready, &changsha, &ready_unseen, draws)).unwrap()
                == majiang_core::expert::KongStyle::KaiGang) as usize;
    }
    for (hand, thirteen, unseen, offered, draws) in &positions {
        sink += expert.choose_discard(&Position::new(hand, &rules, unseen, *draws)).unwrap().id()
            as usize;
        let c = thirteen.concealed();
        let mut calls = [Call::Peng; 4];
        let mut n = 0;
        if c.get(*offered) >= 2 {
            calls[n] = Call::Peng;
            n += 1;
        }
        if c.get(*offered) == 3 {
            calls[n] = Call::Gang;
            n += 1;
        }
        let (k, r) = (offered.id() as usize, offered.id() as usize % 9);
        for low in r.saturating_sub(2)..=r.min(6) {
            let start = k - r + low;
            if n < calls.len() && (start..start + 3).all(|x| x == k || c.get(tile(x)) > 0) {
                calls[n] = Call::Chi(tile(start));
                n += 1;
            }
        }
        let call = expert.choose_call(
            &Position::new(thirteen, &rules, unseen, *draws),
            *offered,
            &calls[..n],
        );
        sink += call.unwrap().is_some() as usize;
        let (win, points) =
            expert.hand_value(&Position::new(thirteen, &rules, unseen, *draws)).unwrap();
        sink += (win + points > 0.0) as usize;
        if let Some(four) = hand.concealed().kinds().find(|&t| hand.concealed().get(t) == 4) {
            sink += expert
                .choose_own_kong(&Position::new(hand, &rules, unseen, *draws), four)
                .unwrap() as usize;
        }
        sink += expert.take_last_tile(thirteen, &rules).unwrap() as usize;
    }
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    assert_eq!(after - before, 0, "{} allocations in the decisions", after - before);
    assert!(sink > 0);

    // At a table, with the opponent model on: only the agent's decisions
    // are counted (the engine allocates around them).
    let mut seats: [Counted; 4] = std::array::from_fn(|_| Counted {
        agent: ExpertAgent::new(Expert::new(Params { danger_weight: 1.0, ..Params::default() })),
        allocations: 0,
        decisions: 0,
    });
    for seed in 0..40 {
        let [a, b, c, d] = &mut seats;
        let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
        play_hand(&rules, seed, (seed % 4) as usize, &mut agents).unwrap();
    }
    let allocations: usize = seats.iter().map(|s| s.allocations).sum();
    assert_eq!(allocations, 0, "{allocations} allocations in the table decisions");
    assert!(seats.iter().all(|s| s.decisions > 100));

    // 四川: 换三张, 定缺, the void suit, kongs and claims, no allocation either.
    let sichuan = RuleSet::sichuan();
    let mut seats: [Counted; 4] = std::array::from_fn(|_| Counted {
        agent: ExpertAgent::default(),
        allocations: 0,
        decisions: 0,
    });
    for seed in 0..40 {
        let [a, b, c, d] = &mut seats;
        let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
        play_hand(&sichuan, seed, (seed % 4) as usize, &mut agents).unwrap();
    }
    let allocations: usize = seats.iter().map(|s| s.allocations).sum();
    assert_eq!(allocations, 0, "{allocations} allocations in the 四川 decisions");
    assert!(seats.iter().all(|s| s.decisions > 100));
}

/// EXPERT with the allocations of its own decisions counted.
struct Counted {
    agent: ExpertAgent,
    allocations: usize,
    decisions: usize,
}

impl Agent for Counted {
    fn name(&self) -> &str {
        "counted"
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let a = self.agent.decide(obs);
        self.allocations += ALLOCATIONS.load(Ordering::Relaxed) - before;
        self.decisions += 1;
        a
    }
}
