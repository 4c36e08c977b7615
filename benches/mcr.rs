//! 国标麻将 (MCR): the fan count of a won hand and the shanten over every
//! MCR form, per hand, on seeded corpora.
//!
//! Groups: `mcr/fans/{closed,melded}` (won hands built as sets and a pair, a
//! share of them 七对 / 十三幺 / 全不靠 / 组合龙 / 九莲宝灯; a random situation
//! each), `mcr/shanten/{closed,melded}` (13 tiles dealt from a shuffled
//! 136-tile wall; 10 or 7 beside one or two melds). One iteration runs over
//! the whole corpus and the throughput is the number of hands, so criterion's
//! time per element is the time per hand (the benchmark thread's CPU time,
//! see `common::cpu_time`).
//!
//! The competition judge's C++ calculator, timed on this machine over random
//! MCR hands (issue 36), takes about 1,500 ns per won hand for the fans and
//! 6,500 ns for the shanten over every form.
//!
//! Run: `cargo bench --bench mcr`.

#[allow(dead_code)]
mod common;

use common::cpu_time::CpuTime;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use majiang::mcr::{self, Situation, Wind};
use majiang::{Hand, Meld, MeldKind, RuleSet, Tile};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

const HANDS: usize = 5_000;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("a kind")
}

/// A winning hand built as melds, concealed sets and a pair, or a special form.
fn won_hand(rng: &mut ChaCha8Rng, melded: bool, rules: &RuleSet) -> Option<(Hand, Situation)> {
    let mut c = [0u8; 34];
    let mut melds = Vec::new();
    let n_melds = if melded { rng.random_range(1..=4) } else { 0 };
    let kinds: Vec<usize> = if rng.random_bool(0.5) {
        (0..34).collect()
    } else {
        let s = rng.random_range(0..3);
        (s * 9..s * 9 + 9).chain(27..34).collect()
    };
    let pick = |rng: &mut ChaCha8Rng| kinds[rng.random_range(0..kinds.len())];
    if !melded && rng.random_bool(0.15) {
        // 七对 from the kinds.
        for _ in 0..7 {
            c[pick(rng)] += 2;
        }
    } else {
        for i in 0..4 {
            let k = pick(rng);
            let chow = k < 27 && k % 9 <= 6 && rng.random_bool(0.6);
            if i < n_melds {
                let kind = if chow {
                    MeldKind::Chi
                } else {
                    [MeldKind::Peng, MeldKind::Peng, MeldKind::Gang, MeldKind::AnGang]
                        [rng.random_range(0..4)]
                };
                melds.push(Meld::new(kind, tile(k)).ok()?);
            } else if chow {
                for d in 0..3 {
                    c[k + d] += 1;
                }
            } else {
                c[k] += 3;
            }
        }
        c[pick(rng)] += 2;
    }
    let tiles: Vec<Tile> =
        (0..34).flat_map(|k| std::iter::repeat_n(tile(k), c[k] as usize)).collect();
    let hand = Hand::from_tiles(&tiles, &melds, rules).ok()?;
    let win = tiles[rng.random_range(0..tiles.len())];
    let mut s = Situation::on_discard(win);
    s.self_drawn = rng.random_bool(0.4);
    s.seat = Wind::ALL[rng.random_range(0..4)];
    s.round = Wind::ALL[rng.random_range(0..4)];
    s.flowers = rng.random_range(0..4);
    mcr::score(&hand, &s).ok()?.map(|_| (hand, s))
}

fn won_hands(melded: bool, seed: u64) -> Vec<(Hand, Situation)> {
    let rules = RuleSet::mcr();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(HANDS);
    while out.len() < HANDS {
        if let Some(h) = won_hand(&mut rng, melded, &rules) {
            out.push(h);
        }
    }
    out
}

/// 13 − 3k tiles dealt from a shuffled wall beside k melds laid from it.
fn dealt_hands(melds: usize, seed: u64) -> Vec<Hand> {
    let rules = RuleSet::mcr();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut wall: Vec<usize> = (0..34).flat_map(|k| [k; 4]).collect();
    let mut out = Vec::with_capacity(HANDS);
    while out.len() < HANDS {
        wall.shuffle(&mut rng);
        let n = if melds == 0 { 0 } else { rng.random_range(1..=melds) };
        // Each meld a 碰 of a kind drawn three times, or a 吃.
        let mut used = [0u8; 34];
        let mut ms = Vec::new();
        for &k in wall.iter().take(n) {
            let m = if k < 27 && k % 9 <= 6 {
                Meld::new(MeldKind::Chi, tile(k))
            } else {
                Ok(Meld::peng(tile(k)))
            };
            if let Ok(m) = m {
                m.tiles().for_each(|t| used[t.index()] += 1);
                ms.push(m);
            }
        }
        let mut c = [0u8; 34];
        let mut taken = 0;
        for &k in &wall[n..] {
            if taken == 13 - 3 * ms.len() {
                break;
            }
            if c[k] + used[k] < 4 {
                c[k] += 1;
                taken += 1;
            }
        }
        let tiles: Vec<Tile> =
            (0..34).flat_map(|k| std::iter::repeat_n(tile(k), c[k] as usize)).collect();
        if let Ok(h) = Hand::from_tiles(&tiles, &ms, &rules) {
            out.push(h);
        }
    }
    out
}

fn bench(c: &mut Criterion<CpuTime>) {
    let mut g = c.benchmark_group("mcr");
    g.sampling_mode(SamplingMode::Flat);
    for (name, hands) in [("closed", won_hands(false, 1)), ("melded", won_hands(true, 2))] {
        g.throughput(Throughput::Elements(hands.len() as u64));
        g.bench_function(format!("fans/{name}"), |b| {
            b.iter(|| {
                black_box(&hands).iter().fold(0u32, |acc, (h, s)| {
                    acc.wrapping_add(mcr::score(h, s).expect("possible").map_or(0, |s| s.total()))
                })
            })
        });
    }
    for (name, hands) in [("closed", dealt_hands(0, 3)), ("melded", dealt_hands(2, 4))] {
        g.throughput(Throughput::Elements(hands.len() as u64));
        g.bench_function(format!("shanten/{name}"), |b| {
            b.iter(|| {
                black_box(&hands).iter().fold(0i32, |acc, h| {
                    acc.wrapping_add(i32::from(mcr::shanten(h).expect("3n+1")))
                })
            })
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .with_measurement(CpuTime)
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
