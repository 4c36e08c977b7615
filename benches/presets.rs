//! The checks under every preset the engine plays, side by side: 长沙
//! (Changsha), 转转 (no wildcard, any pair, seven pairs) and 红中 (four 中
//! wildcards with no copy limit). Issue 20 asks for the flat presets' checks
//! at Changsha's speed; this file times them on the hands each preset's own
//! games produce, closed and melded, in the same run.
//!
//! Groups are named `presets/<check>` and hold `<preset>/closed` and
//! `<preset>/melded`; one iteration runs over a whole corpus and the
//! throughput is the number of hands, so the time per element is the time
//! per hand. Times are the benchmark thread's CPU time (`common::cpu_time`).
//!
//! Run: `cargo bench --bench presets` (or `-- presets/shanten`).

// The corpora generators and the reference serve the `hand` bench; this one
// takes only the game sampler and the clock.
#[allow(dead_code)]
mod common;

use common::cpu_time::CpuTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use majiang::{Hand, RuleSet};
use std::hint::black_box;
use std::time::Duration;

/// The presets timed, in the order of the report.
const PRESETS: [&str; 3] = ["changsha", "zhuanzhuan", "hongzhong"];
/// Seeds of the games each preset's corpora are sampled from.
const GAME_SEEDS: u64 = 200;
/// Hands per corpus for the fast checks.
const HANDS: usize = 4_000;
/// Hands per corpus for `discard_options` / `effective_draws`.
const EFF_HANDS: usize = 400;

fn criterion_config() -> Criterion<CpuTime> {
    Criterion::default()
        .with_measurement(CpuTime)
        .sample_size(30)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(800))
}

type Group<'a> = BenchmarkGroup<'a, CpuTime>;

/// Times `f` over every hand per iteration; the throughput makes criterion
/// report per hand.
fn run(g: &mut Group, id: &str, hands: &[Hand], f: impl Fn(&Hand) -> u64) {
    if hands.is_empty() {
        return;
    }
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function(id, |b| {
        b.iter(|| black_box(hands).iter().fold(0u64, |acc, h| acc.wrapping_add(f(h))))
    });
}

/// One preset's hands from its own games: `3n+2` hands at a discard decision
/// and the `3n+1` hands after it, each split into closed and melded.
struct PresetHands {
    name: &'static str,
    rules: RuleSet,
    long: [Vec<Hand>; 2],
    short: [Vec<Hand>; 2],
}

/// The corpus names, in the order of `PresetHands`' arrays.
const SPLIT: [&str; 2] = ["closed", "melded"];

impl PresetHands {
    fn sample(name: &'static str) -> PresetHands {
        let rules = RuleSet::by_name(name).expect("a preset");
        let games = common::game_hands(&rules, ["a2", "a4", "a5", "expert"], 0..GAME_SEEDS);
        let split = |hands: &[(Hand, usize)]| {
            let pick = |melded: bool| {
                let picked = hands.iter().filter(|h| (h.0.meld_count() > 0) == melded);
                picked.map(|h| h.0).take(HANDS).collect::<Vec<_>>()
            };
            [pick(false), pick(true)]
        };
        let long = split(&games.long);
        let short = split(&games.short);
        eprintln!(
            "{name}: {} closed and {} melded 3n+2 hands, {} and {} 3n+1",
            long[0].len(),
            long[1].len(),
            short[0].len(),
            short[1].len()
        );
        PresetHands { name, rules, long, short }
    }
}

/// One group per check, every preset's closed and melded corpora in it.
fn check(
    c: &mut Criterion<CpuTime>,
    check: &str,
    presets: &[PresetHands],
    pick: impl Fn(&PresetHands) -> &[Vec<Hand>; 2],
    limit: usize,
    f: impl Fn(&Hand, &RuleSet) -> u64,
) {
    let mut g = c.benchmark_group(format!("presets/{check}"));
    g.sampling_mode(SamplingMode::Flat);
    for p in presets {
        for (corpus, hands) in SPLIT.iter().zip(pick(p)) {
            let hands = &hands[..hands.len().min(limit)];
            // One pass first: the tables of a suit beside two melds of its
            // own are built on first use, a cost criterion's warm-up would
            // otherwise fold into some samples.
            hands.iter().for_each(|h| {
                black_box(f(h, &p.rules));
            });
            run(&mut g, &format!("{}/{corpus}", p.name), hands, |h| f(h, &p.rules));
        }
    }
    g.finish();
}

fn presets(c: &mut Criterion<CpuTime>) {
    majiang::warm_up();
    let hands: Vec<PresetHands> = PRESETS.iter().map(|n| PresetHands::sample(n)).collect();
    check(c, "shanten", &hands, |p| &p.long, HANDS, |h, r| majiang::shanten(h, r) as u64);
    check(c, "is_win", &hands, |p| &p.long, HANDS, |h, r| majiang::is_win(h, r) as u64);
    check(
        c,
        "waits",
        &hands,
        |p| &p.short,
        HANDS,
        |h, r| majiang::waits(h, r).map_or(0, |w| w.bits()),
    );
    check(
        c,
        "discard_options",
        &hands,
        |p| &p.long,
        EFF_HANDS,
        |h, r| majiang::discard_options(h, r, None).expect("3n+2")[0].draws.total as u64,
    );
    check(
        c,
        "effective_draws",
        &hands,
        |p| &p.short,
        EFF_HANDS * 4,
        |h, r| majiang::effective_draws(h, r, None).expect("3n+1").total as u64,
    );
}

criterion_group! {
    name = bench;
    config = criterion_config();
    targets = presets
}
criterion_main!(bench);
