//! Whole hands per second: the engine alone with a trivial agent, and the
//! tutorial's agents at a full table (seeded walls, the dealer rotating), on
//! `eval-v1` and on every preset the engine plays (`engine/<preset>`: 长沙,
//! 转转, 红中 — the flat tables add birds, kong points and the 红中 wildcard —
//! 四川 血战到底, with its 换三张, 定缺 and up to three wins a hand, and 国标
//! (MCR), with its flowers and the 8-fan minimum priced at each wait).
//! Each iteration plays `HANDS` hands; criterion's throughput is in hands per
//! second on one core.
//!
//! Targets (issue 3): `draw-discard` ≥ 100,000 hands/s, `a1-medium` ≥ 20,000
//! on `eval-v1`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use majiang::RuleSet;
use majiang::ai::tutorial::{Difficulty, TutorialAgent};
use majiang::ai::{Agent, DrawDiscard};
use majiang::game::play_hand;
use std::hint::black_box;

const HANDS: u64 = 1_000;

/// Plays `HANDS` hands from `first_seed` with the four agents kept across
/// hands (as an arena does) and returns a checksum of the points.
fn play(rules: &RuleSet, first_seed: u64, agents: &mut [&mut dyn Agent; 4]) -> i64 {
    let mut sum = 0i64;
    for seed in first_seed..first_seed + HANDS {
        let r = play_hand(rules, seed, (seed % 4) as usize, agents).expect("legal play");
        sum += i64::from(r.deltas[0]) + r.draws as i64;
    }
    sum
}

/// The rule sets timed: the issue-3 baseline, then the presets of a game.
const RULES: [&str; 6] = ["eval-v1", "changsha", "zhuanzhuan", "hongzhong", "sichuan", "mcr"];

fn engine(c: &mut Criterion) {
    majiang::warm_up();
    for name in RULES {
        let rules = RuleSet::by_name(name).expect("a preset");
        table(c, name, &rules);
    }
}

/// One group: the trivial agent and each tutorial level, four of a kind.
fn table(c: &mut Criterion, name: &str, rules: &RuleSet) {
    let rules = *rules;
    let mut group = c.benchmark_group(format!("engine/{name}"));
    group.throughput(Throughput::Elements(HANDS));

    group.bench_function("draw-discard", |b| {
        let mut seed = 0;
        let [mut a, mut x, mut y, mut z] = [DrawDiscard; 4];
        b.iter(|| {
            seed += HANDS;
            black_box(play(&rules, seed, &mut [&mut a, &mut x, &mut y, &mut z]))
        });
    });

    for level in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        group.bench_function(level.agent_id().to_lowercase(), |b| {
            let mut seats: Vec<TutorialAgent> =
                (0..4).map(|s| TutorialAgent::new(level, s)).collect();
            let mut seed = 0;
            b.iter(|| {
                seed += HANDS;
                let [a, x, y, z] = &mut seats[..] else { unreachable!() };
                black_box(play(&rules, seed, &mut [a, x, y, z]))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, engine);
criterion_main!(benches);
