//! EXPERT's decisions on a fixed set of positions (`eval-v1`, seeded):
//! discards of dealt hands (far from ready), of near-ready hands (a small
//! win with one tile swapped) and of hands with two melds; calls (吃/碰/杠)
//! on a discard that fits the hand. Times are the thread's CPU time per
//! decision (criterion's throughput is one element per position).
//!
//! Targets (issue 4): p50 ≤ 5 µs per decision, p99 ≤ 50 µs, max ≤ 1 ms; the
//! arena measures the percentiles over every decision of a run, this bench
//! the typical cost per position kind.

#[path = "common/cpu_time.rs"]
mod cpu_time;

use cpu_time::CpuTime;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use majiang::expert::{Call, Expert, Position};
use majiang::{Counts, Hand, Meld, RuleSet, Tile};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// Positions per kind.
const N: usize = 200;

/// A discard position: the `3n+2` hand, the unseen counts, the draws left.
struct DiscardPos {
    hand: Hand,
    unseen: Counts,
    draws: u32,
}

/// A call position: the `3n+1` hand, the discard on offer and the legal calls.
struct CallPos {
    hand: Hand,
    unseen: Counts,
    draws: u32,
    tile: Tile,
    calls: Vec<Call>,
}

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("a kind id")
}

/// Unseen counts with up to 30 random other tiles seen.
fn unseen_of(rng: &mut ChaCha8Rng, hand: &Hand, rules: &RuleSet) -> Counts {
    let u = Expert::unseen_from_hand(hand, rules);
    let mut pool: Vec<Tile> =
        (0..27).flat_map(|k| std::iter::repeat_n(tile(k), u.as_array()[k] as usize)).collect();
    pool.shuffle(rng);
    let seen = rng.random_range(0..30);
    Expert::unseen_given(hand, rules, &pool[..seen]).expect("seen tiles come from the unseen")
}

/// 14 tiles dealt from a shuffled 108-tile wall.
fn dealt(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Hand {
    let mut wall: Vec<Tile> = (0..27).flat_map(|k| [tile(k); 4]).collect();
    wall.shuffle(rng);
    Hand::from_tiles(&wall[..14], &[], rules).expect("a dealt hand")
}

/// A small win (four sets, a 2/5/8 pair) with one tile swapped for another.
fn near_ready(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Hand {
    loop {
        let mut c = [0u8; 34];
        c[rng.random_range(0..3) * 9 + [1, 4, 7][rng.random_range(0..3)]] += 2;
        for _ in 0..4 {
            let s = rng.random_range(0..3) * 9;
            if rng.random_bool(0.6) {
                let r = rng.random_range(0..7);
                (0..3).for_each(|i| c[s + r + i] += 1);
            } else {
                c[s + rng.random_range(0..9)] += 3;
            }
        }
        let held: Vec<usize> = (0..27).filter(|&k| c[k] > 0).collect();
        c[held[rng.random_range(0..held.len())]] -= 1;
        c[rng.random_range(0..27)] += 1;
        if let Some(h) = Counts::from_array(c).ok().and_then(|c| Hand::new(c, &[], rules).ok()) {
            return h;
        }
    }
}

/// A dealt hand whose first two pairs became 碰 (8 concealed tiles).
fn with_melds(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Hand {
    loop {
        let mut wall: Vec<Tile> = (0..27).flat_map(|k| [tile(k); 4]).collect();
        wall.shuffle(rng);
        let mut c = Counts::from_tiles(wall[..14].iter().copied()).expect("14 tiles");
        let pairs: Vec<Tile> = c.kinds().filter(|&t| c.get(t) >= 2).take(2).collect();
        if pairs.len() < 2 {
            continue;
        }
        let mut melds = Vec::new();
        for &p in &pairs {
            c.remove(p);
            c.remove(p);
            melds.push(Meld::peng(p));
        }
        // Keep 3n+2 = 8 concealed tiles: drop the surplus from the end.
        while c.total() > 8 {
            let last = c.kinds().last().expect("tiles left");
            c.remove(last);
        }
        if let Ok(h) = Hand::new(c, &melds, rules) {
            return h;
        }
    }
}

fn discard_positions(
    rng: &mut ChaCha8Rng,
    rules: &RuleSet,
    make: fn(&mut ChaCha8Rng, &RuleSet) -> Hand,
) -> Vec<DiscardPos> {
    (0..N)
        .map(|_| {
            let hand = make(rng, rules);
            let unseen = unseen_of(rng, &hand, rules);
            DiscardPos { hand, unseen, draws: rng.random_range(3..15) }
        })
        .collect()
}

/// The 13-tile hands of near-ready positions, offered a tile they can call.
fn call_positions(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Vec<CallPos> {
    let mut out = Vec::new();
    while out.len() < N {
        let full = near_ready(rng, rules);
        let drop =
            full.concealed().kinds().nth(rng.random_range(0..full.concealed().kinds().count()));
        let hand = full.without_tile(drop.expect("a held kind")).expect("held");
        let unseen = unseen_of(rng, &hand, rules);
        let t = tile(rng.random_range(0..27));
        if unseen.get(t) == 0 {
            continue;
        }
        let c = hand.concealed();
        let mut calls = Vec::new();
        if c.get(t) >= 2 {
            calls.push(Call::Peng);
        }
        if c.get(t) == 3 {
            calls.push(Call::Gang);
        }
        let (k, r) = (t.id() as usize, t.id() as usize % 9);
        for low in r.saturating_sub(2)..=r.min(6) {
            let start = k - r + low;
            if (start..start + 3).all(|x| x == k || c.get(tile(x)) > 0) {
                calls.push(Call::Chi(tile(start)));
            }
        }
        if !calls.is_empty() {
            out.push(CallPos { hand, unseen, draws: rng.random_range(3..15), tile: t, calls });
        }
    }
    out
}

fn expert(c: &mut Criterion<CpuTime>) {
    majiang::warm_up();
    let rules = RuleSet::eval_v1();
    let e = Expert::default();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let sets = [
        ("discard/dealt", discard_positions(&mut rng, &rules, dealt)),
        ("discard/near-ready", discard_positions(&mut rng, &rules, near_ready)),
        ("discard/two-melds", discard_positions(&mut rng, &rules, with_melds)),
    ];
    let calls = call_positions(&mut rng, &rules);

    let mut g = c.benchmark_group("expert/eval-v1");
    g.sampling_mode(SamplingMode::Flat);
    for (name, set) in &sets {
        g.throughput(Throughput::Elements(set.len() as u64));
        g.bench_function(*name, |b| {
            b.iter(|| {
                black_box(set).iter().fold(0usize, |acc, p| {
                    let t = e
                        .choose_discard(&Position::new(&p.hand, &rules, &p.unseen, p.draws))
                        .expect("legal");
                    acc + t.id() as usize
                })
            })
        });
    }
    g.throughput(Throughput::Elements(calls.len() as u64));
    g.bench_function("call", |b| {
        b.iter(|| {
            black_box(&calls).iter().fold(0usize, |acc, p| {
                let call = e
                    .choose_call(
                        &Position::new(&p.hand, &rules, &p.unseen, p.draws),
                        p.tile,
                        &p.calls,
                    )
                    .expect("legal calls");
                acc + call.is_some() as usize
            })
        })
    });
    g.finish();
}

fn config() -> Criterion<CpuTime> {
    Criterion::default()
        .with_measurement(CpuTime)
        .sample_size(30)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! { name = benches; config = config(); targets = expert }
criterion_main!(benches);
