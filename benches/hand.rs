//! Shanten, win and waits: majiang against the fastest public Rust crates and
//! a brute-force reference, on the same seeded hands.
//!
//! Groups are named `<check>/<rules>/<corpus>` (`shanten/standard/13`,
//! `win/changsha/random14`, `waits/standard/tenpai13`); each holds majiang,
//! the peers (`xiangting`, `riichienv-core`, `riichi-tools-rs`) and the
//! reference of `common`. One iteration runs over a whole corpus, and the
//! throughput is set to the number of hands, so criterion's time divided by
//! the element count is the time per hand. Times are the benchmark thread's
//! CPU time, not wall-clock time: the machine is shared (see
//! `common::cpu_time`). Every library's input is built before timing. The
//! slow functions (the reference, riichienv-core's waits) run over a prefix
//! of the corpus to keep samples short.
//!
//! The peers implement riichi rules: on the Changsha corpora (108-tile wall,
//! 2-5-8 pair, 碰碰胡, 清一色, …) they answer their own question on the same
//! hands, which is shown for the cost, not the answer.
//!
//! Before timing, majiang is checked against the reference (a sample) and, on
//! the standard rules, against `xiangting` (every hand).
//!
//! Run: `cargo bench --bench hand -- <filter>` (e.g. `shanten/standard`).

mod common;

use common::Counts34;
use common::cpu_time::CpuTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use majiang::{Counts, Hand, RuleSet};
use riichi_tools_rs::riichi::hand::Hand as RtHand;
use riichi_tools_rs::riichi::tile::Tile as RtTile;
use riichienv_core::hand_evaluator::HandEvaluator;
use riichienv_core::types::Hand as RvHand;
use std::hint::black_box;
use std::time::Duration;
use xiangting::PlayerCount;

/// Random deals per corpus.
const RANDOM: usize = 20_000;
/// Constructed (winning, ready) hands per corpus.
const BUILT: usize = 10_000;
/// Hands the reference win check and riichienv-core's waits run over (and
/// the reference is checked on): microseconds a hand.
const REF_FAST: usize = 1_000;
/// Hands the reference waits run over (tens of microseconds a hand).
const REF_WAITS: usize = 300;
/// Hands the reference shanten runs over (hundreds of microseconds a hand).
const REF_SLOW: usize = 40;
/// Hands whose shanten is checked against the reference before timing.
const REF_CHECKED: usize = 300;

/// One corpus with every library's input built from it.
struct Corpus {
    rules: RuleSet,
    counts: Vec<Counts34>,
    hands: Vec<Hand>,
    riichienv: Vec<RvHand>,
    riichi_tools: Vec<RtHand>,
}

impl Corpus {
    fn new(rules: RuleSet, counts: Vec<Counts34>) -> Corpus {
        let hands = counts
            .iter()
            .map(|c| Hand::new(Counts::from_array(*c).expect("counts"), &[], &rules).expect("hand"))
            .collect();
        let riichienv = counts.iter().map(|c| RvHand { counts: *c }).collect();
        let riichi_tools = counts
            .iter()
            .map(|c| {
                let tiles = (0..34)
                    .flat_map(|k| std::iter::repeat_n(k as u8 + 1, c[k] as usize))
                    .map(|id| Some(RtTile::from_id(id).expect("tile id")))
                    .collect();
                RtHand::new(tiles)
            })
            .collect();
        Corpus { rules, counts, hands, riichienv, riichi_tools }
    }

    fn is_standard(&self) -> bool {
        self.rules == RuleSet::standard()
    }
}

fn criterion_config() -> Criterion<CpuTime> {
    // Short, flat samples so that the whole file finishes in a couple of
    // minutes on two shared cores; times are the thread's CPU time (see
    // `common::cpu_time`). The README quotes medians over several runs.
    Criterion::default()
        .with_measurement(CpuTime)
        .sample_size(40)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(800))
}

type Group<'a> = BenchmarkGroup<'a, CpuTime>;

/// Times `f` over every input of `inputs` per iteration, with the
/// throughput set so that criterion reports per input.
fn run<T>(g: &mut Group, id: &str, inputs: &[T], f: impl Fn(&T) -> u64) {
    // One pass first: tables built on first use (those of suits beside two
    // melds) are then built before criterion's warm-up, which would
    // otherwise count them and take one iteration per sample.
    black_box(inputs.iter().fold(0u64, |acc, x| acc.wrapping_add(f(x))));
    g.throughput(Throughput::Elements(inputs.len() as u64));
    g.bench_function(id, |b| {
        b.iter(|| black_box(inputs).iter().fold(0u64, |acc, x| acc.wrapping_add(f(x))))
    });
}

/// [`run`] for libraries whose call takes its input mutably.
fn run_mut<T>(g: &mut Group, id: &str, inputs: &mut [T], f: impl Fn(&mut T) -> u64) {
    g.throughput(Throughput::Elements(inputs.len() as u64));
    g.bench_function(id, |b| {
        b.iter(|| black_box(&mut *inputs).iter_mut().fold(0u64, |acc, x| acc.wrapping_add(f(x))))
    });
}

/// A benchmark group with flat sampling (every sample the same length).
fn group<'a>(c: &'a mut Criterion<CpuTime>, name: &str) -> Group<'a> {
    let mut g = c.benchmark_group(name);
    g.sampling_mode(SamplingMode::Flat);
    g
}

fn shanten_group(c: &mut Criterion<CpuTime>, name: &str, corpus: &Corpus) {
    let rules = corpus.rules;
    let ours: Vec<i8> = corpus.hands.iter().map(|h| majiang::shanten(h, &rules)).collect();
    for (i, cnt) in corpus.counts.iter().take(REF_CHECKED).enumerate() {
        assert_eq!(ours[i], common::shanten(cnt, &rules), "{name}: hand {:?}", corpus.hands[i]);
    }
    if corpus.is_standard() {
        for (i, cnt) in corpus.counts.iter().enumerate() {
            let x = xiangting::calculate_replacement_number(cnt, PlayerCount::Four).expect("hand");
            assert_eq!(ours[i], x as i8 - 1, "{name}: xiangting on {:?}", corpus.hands[i]);
        }
    }
    let div3 = corpus.counts[0].iter().sum::<u8>() / 3;
    let mut g = group(c, name);
    run(&mut g, "majiang", &corpus.hands, |h| majiang::shanten(h, &rules) as u64);
    run(&mut g, "riichienv", &corpus.counts, |c| {
        riichienv_core::shanten::calc_shanten_from_counts(c, div3) as u64
    });
    run(&mut g, "xiangting", &corpus.counts, |c| {
        xiangting::calculate_replacement_number(c, PlayerCount::Four).unwrap_or(99) as u64
    });
    run(&mut g, "riichi-tools", &corpus.riichi_tools, |h| h.get_shanten() as u64);
    run(&mut g, "reference", &corpus.counts[..REF_SLOW], |c| common::shanten(c, &rules) as u64);
    g.finish();
}

fn win_group(c: &mut Criterion<CpuTime>, name: &str, corpus: &Corpus) {
    let rules = corpus.rules;
    let ours: Vec<bool> = corpus.hands.iter().map(|h| majiang::is_win(h, &rules)).collect();
    for (i, cnt) in corpus.counts.iter().take(REF_FAST).enumerate() {
        assert_eq!(ours[i], common::is_win(cnt, &rules), "{name}: hand {:?}", corpus.hands[i]);
    }
    if corpus.is_standard() {
        for (i, cnt) in corpus.counts.iter().enumerate() {
            let x = xiangting::calculate_replacement_number(cnt, PlayerCount::Four).expect("hand");
            assert_eq!(ours[i], x == 0, "{name}: xiangting on {:?}", corpus.hands[i]);
        }
    }
    let mut riichienv = corpus.riichienv.clone();
    let mut g = group(c, name);
    run(&mut g, "majiang", &corpus.hands, |h| majiang::is_win(h, &rules) as u64);
    run_mut(&mut g, "riichienv", &mut riichienv, |h| riichienv_core::agari::is_agari(h) as u64);
    run(&mut g, "xiangting", &corpus.counts, |c| {
        (xiangting::calculate_replacement_number(c, PlayerCount::Four).ok() == Some(0)) as u64
    });
    run(&mut g, "riichi-tools", &corpus.riichi_tools, |h| (h.get_shanten() == -1) as u64);
    run(&mut g, "reference", &corpus.counts[..REF_FAST], |c| common::is_win(c, &rules) as u64);
    g.finish();
}

fn waits_group(c: &mut Criterion<CpuTime>, name: &str, corpus: &Corpus) {
    let rules = corpus.rules;
    let ours: Vec<u64> =
        corpus.hands.iter().map(|h| majiang::waits(h, &rules).expect("13 tiles").bits()).collect();
    for (i, cnt) in corpus.counts.iter().take(REF_FAST).enumerate() {
        assert_eq!(ours[i], common::waits(cnt, &rules), "{name}: hand {:?}", corpus.hands[i]);
    }
    if corpus.is_standard() {
        for (i, cnt) in corpus.counts.iter().enumerate() {
            let (r, n) =
                xiangting::calculate_necessary_tiles(cnt, PlayerCount::Four).expect("hand");
            let x = if r == 1 { n } else { 0 };
            assert_eq!(ours[i], x, "{name}: xiangting on {:?}", corpus.hands[i]);
        }
    }
    // riichienv-core's waits add each kind and backtrack (microseconds a
    // hand): a prefix of the corpus keeps its samples short.
    let evaluators: Vec<HandEvaluator> = corpus.counts[..REF_FAST]
        .iter()
        .map(|c| {
            let tiles: Vec<u8> =
                (0..34u8).flat_map(|k| (0..c[k as usize]).map(move |j| k * 4 + j)).collect();
            HandEvaluator::new(tiles, Vec::new())
        })
        .collect();
    let mut riichi_tools = corpus.riichi_tools.clone();
    let mut g = group(c, name);
    run(&mut g, "majiang", &corpus.hands, |h| majiang::waits(h, &rules).map_or(0, |w| w.bits()));
    run(&mut g, "riichienv", &evaluators, |e| e.get_waits_u8().len() as u64);
    run(&mut g, "xiangting", &corpus.counts, |c| {
        match xiangting::calculate_necessary_tiles(c, PlayerCount::Four) {
            Ok((1, n)) => n,
            _ => 0,
        }
    });
    // Its waits are the uke-ire of a ready hand; it computes the shanten
    // first, as a caller would, since the uke-ire of other hands are no waits.
    run_mut(&mut g, "riichi-tools", &mut riichi_tools, |h| {
        if h.get_shanten() == 0 {
            h.find_shanten_improving_tiles(None).first().map_or(0, |t| t.1.len() as u64)
        } else {
            0
        }
    });
    run(&mut g, "reference", &corpus.counts[..REF_WAITS], |c| common::waits(c, &rules));
    g.finish();
}

fn benches(c: &mut Criterion<CpuTime>) {
    let std = RuleSet::standard();
    let cs = RuleSet::changsha();
    let stats = majiang::warm_up();
    eprintln!(
        "majiang tables: {:.2} MiB ({} suit classes, {} honour classes)",
        stats.bytes as f64 / (1024.0 * 1024.0),
        stats.suit_classes,
        stats.honour_classes
    );
    let corpus = |rules: RuleSet, counts| Corpus::new(rules, counts);
    let std13 = corpus(std, common::random_hands(&std, 13, RANDOM, 0x5713));
    let std14 = corpus(std, common::random_hands(&std, 14, RANDOM, 0x5714));
    let cs13 = corpus(cs, common::random_hands(&cs, 13, RANDOM, 0xc513));
    let cs14 = corpus(cs, common::random_hands(&cs, 14, RANDOM, 0xc514));
    let std_win = corpus(std, common::winning_hands(&std, BUILT, 0x57a1));
    let cs_win = corpus(cs, common::winning_hands(&cs, BUILT, 0xc5a1));
    let std_ready = corpus(std, common::tenpai_hands(&std, BUILT, 0x57e1));
    let cs_ready = corpus(cs, common::tenpai_hands(&cs, BUILT, 0xc5e1));
    for (name, w) in [("standard", &std_win), ("changsha", &cs_win)] {
        assert!(w.counts.iter().all(|c| common::is_win(c, &w.rules)), "{name}: a built hand loses");
    }

    shanten_group(c, "shanten/standard/13", &std13);
    shanten_group(c, "shanten/standard/14", &std14);
    shanten_group(c, "shanten/changsha/13", &cs13);
    shanten_group(c, "shanten/changsha/14", &cs14);
    win_group(c, "win/standard/random14", &std14);
    win_group(c, "win/standard/winning14", &std_win);
    win_group(c, "win/changsha/random14", &cs14);
    win_group(c, "win/changsha/winning14", &cs_win);
    waits_group(c, "waits/standard/random13", &std13);
    waits_group(c, "waits/standard/tenpai13", &std_ready);
    waits_group(c, "waits/changsha/random13", &cs13);
    waits_group(c, "waits/changsha/tenpai13", &cs_ready);
}

// ---- hands with melds, from engine games ---------------------------------

/// Seeds of the games the melded corpora are sampled from.
const GAME_SEEDS: u64 = 400;
/// Hands per melded (and closed) corpus.
const GAME_HANDS: usize = 4_000;
/// Hands per corpus for `discard_options` and `effective_draws` (tens of
/// microseconds a hand before issue 19).
const EFF_HANDS: usize = 400;

/// Closed and melded hands of the same size from the same games: the
/// closed ones (no melds), the melded ones in all and split by the stage of
/// the hand (tiles left in the wall: the first, middle and last third).
struct GameCorpora {
    rules: RuleSet,
    closed: Vec<Hand>,
    melded: Vec<Hand>,
    stages: [Vec<Hand>; 3],
}

impl GameCorpora {
    fn new(rules: RuleSet, hands: &[(Hand, usize)]) -> GameCorpora {
        let full = hands.iter().map(|h| h.1).max().unwrap_or(1).max(1);
        let take = |v: Vec<Hand>| v.into_iter().take(GAME_HANDS).collect::<Vec<_>>();
        let closed = take(hands.iter().filter(|h| h.0.meld_count() == 0).map(|h| h.0).collect());
        let melded_all: Vec<&(Hand, usize)> =
            hands.iter().filter(|h| h.0.meld_count() > 0).collect();
        let stage = |h: &&(Hand, usize)| 2 - (3 * h.1 / (full + 1)).min(2);
        let stages = [0, 1, 2]
            .map(|s| take(melded_all.iter().filter(|h| stage(h) == s).map(|h| h.0).collect()));
        let melded = take(melded_all.iter().map(|h| h.0).collect());
        GameCorpora { rules, closed, melded, stages }
    }

    /// The corpora by name: `closed`, `melded`, `melded-early/middle/late`.
    fn named(&self) -> Vec<(&'static str, &[Hand])> {
        vec![
            ("closed", &self.closed),
            ("melded", &self.melded),
            ("melded-early", &self.stages[0]),
            ("melded-middle", &self.stages[1]),
            ("melded-late", &self.stages[2]),
        ]
    }
}

/// The concealed counts of a hand (what the peers take: they see the melds
/// only as missing tiles, or not at all).
fn concealed34(h: &Hand) -> Counts34 {
    let mut c = [0u8; 34];
    c.copy_from_slice(h.concealed().as_array());
    c
}

/// riichi-tools-rs notation of a hand with its melds: `123m55p(p5s1)(234m0)`.
fn riichi_tools_hand(h: &Hand) -> RtHand {
    use majiang::MeldKind;
    let suit = |k: usize| ['m', 'p', 's', 'z'][k / 9];
    let rank = |k: usize| k % 9 + 1;
    let mut text = String::new();
    let c = concealed34(h);
    for (k, &n) in c.iter().enumerate() {
        for _ in 0..n {
            text.push_str(&format!("{}{}", rank(k), suit(k)));
        }
    }
    for m in h.melds() {
        let k = m.tile().id() as usize;
        text.push_str(&match m.kind() {
            MeldKind::Chi => format!("({}{}{}{}0)", rank(k), rank(k) + 1, rank(k) + 2, suit(k)),
            MeldKind::Peng => format!("(p{}{}1)", rank(k), suit(k)),
            MeldKind::Gang => format!("(k{}{}1)", rank(k), suit(k)),
            MeldKind::AnGang => format!("(k{}{})", rank(k), suit(k)),
            MeldKind::BuGang => format!("(s{}{}1)", rank(k), suit(k)),
        });
    }
    RtHand::from_text(&text, false).expect("a riichi-tools hand")
}

/// Shanten on the closed and melded corpora, majiang with every peer that
/// takes a hand with melds: `xiangting` and `riichienv-core` take the
/// concealed tiles (the sets still to make follow from their number; the
/// copies in the melds are not known to them), `riichi-tools-rs` takes the
/// melds themselves.
fn melded_shanten(c: &mut Criterion<CpuTime>, name: &str, gc: &GameCorpora) {
    let rules = gc.rules;
    let mut g = group(c, name);
    for (corpus, hands) in gc.named() {
        if hands.is_empty() {
            continue;
        }
        run(&mut g, &format!("majiang/{corpus}"), hands, |h| majiang::shanten(h, &rules) as u64);
    }
    for (corpus, hands) in [("closed", &gc.closed), ("melded", &gc.melded)] {
        let counts: Vec<(Counts34, u8)> =
            hands.iter().map(|h| (concealed34(h), h.concealed().total() as u8 / 3)).collect();
        let rt: Vec<RtHand> = hands.iter().map(riichi_tools_hand).collect();
        run(&mut g, &format!("xiangting/{corpus}"), &counts, |c| {
            xiangting::calculate_replacement_number(&c.0, PlayerCount::Four).unwrap_or(99) as u64
        });
        run(&mut g, &format!("riichienv/{corpus}"), &counts, |c| {
            riichienv_core::shanten::calc_shanten_from_counts(&c.0, c.1) as u64
        });
        run(&mut g, &format!("riichi-tools/{corpus}"), &rt, |h| h.get_shanten() as u64);
    }
    g.finish();
}

/// The other checks on the closed and melded corpora (majiang only; the
/// peers' equivalents are in the groups above).
fn melded_checks(c: &mut Criterion<CpuTime>, name: &str, long: &GameCorpora, short: &GameCorpora) {
    let rules = long.rules;
    let pairs = |gc: &GameCorpora| [("closed", gc.closed.clone()), ("melded", gc.melded.clone())];
    let mut g = group(c, &format!("{name}/shanten_for"));
    for (corpus, hands) in pairs(long) {
        run(&mut g, &format!("majiang/{corpus}"), &hands, |h| {
            rules.targets().map(|t| majiang::shanten_for(h, &rules, t).unwrap_or(9) as u64).sum()
        });
    }
    g.finish();
    let mut g = group(c, &format!("{name}/shanten_by_target"));
    for (corpus, hands) in pairs(long) {
        run(&mut g, &format!("majiang/{corpus}"), &hands, |h| {
            majiang::shanten_by_target(h, &rules).len() as u64
        });
    }
    g.finish();
    let mut g = group(c, &format!("{name}/discard_options"));
    for (corpus, hands) in pairs(long) {
        let hands = &hands[..hands.len().min(EFF_HANDS)];
        run(&mut g, &format!("majiang/{corpus}"), hands, |h| {
            majiang::discard_options(h, &rules, None).expect("3n+2")[0].draws.total as u64
        });
    }
    g.finish();
    let mut g = group(c, &format!("{name}/effective_draws"));
    for (corpus, hands) in pairs(short) {
        let hands = &hands[..hands.len().min(EFF_HANDS * 4)];
        run(&mut g, &format!("majiang/{corpus}"), hands, |h| {
            majiang::effective_draws(h, &rules, None).expect("3n+1").total as u64
        });
    }
    g.finish();
    let mut g = group(c, &format!("{name}/waits"));
    for (corpus, hands) in pairs(short) {
        run(&mut g, &format!("majiang/{corpus}"), &hands, |h| {
            majiang::waits(h, &rules).map_or(0, |w| w.bits())
        });
    }
    g.finish();
    let mut g = group(c, &format!("{name}/is_win"));
    for (corpus, hands) in pairs(long) {
        run(&mut g, &format!("majiang/{corpus}"), &hands, |h| majiang::is_win(h, &rules) as u64);
    }
    g.finish();
}

fn melded_benches(c: &mut Criterion<CpuTime>) {
    majiang::warm_up();
    let lineup = ["a2", "a4", "a5", "expert"];
    let cs = RuleSet::changsha();
    let games = common::game_hands(&cs, lineup, 0..GAME_SEEDS);
    let long = GameCorpora::new(cs, &games.long);
    let short = GameCorpora::new(cs, &games.short);
    eprintln!(
        "changsha games: {} closed and {} melded 3n+2 hands (early/middle/late {}/{}/{})",
        long.closed.len(),
        long.melded.len(),
        long.stages[0].len(),
        long.stages[1].len(),
        long.stages[2].len()
    );
    // The same hands under the standard preset (honours never dealt, which
    // it allows) and under Changsha with a wildcard (五条, 5s).
    let std = RuleSet::standard();
    let wild = cs.with_wildcard(majiang::Tile::from_id(22).expect("5s")).expect("in play");
    let std_long = GameCorpora::new(std, &games.long);
    let std_short = GameCorpora::new(std, &games.short);
    let wild_long = GameCorpora::new(wild, &games.long);
    let wild_short = GameCorpora::new(wild, &games.short);
    melded_shanten(c, "melded/changsha/shanten14", &long);
    melded_shanten(c, "melded/changsha/shanten13", &short);
    melded_shanten(c, "melded/standard/shanten14", &std_long);
    melded_shanten(c, "melded/wildcard/shanten14", &wild_long);
    melded_checks(c, "melded/changsha", &long, &short);
    melded_checks(c, "melded/standard", &std_long, &std_short);
    melded_checks(c, "melded/wildcard", &wild_long, &wild_short);
}

criterion_group! {
    name = hand;
    config = criterion_config();
    targets = benches, melded_benches
}
criterion_main!(hand);
