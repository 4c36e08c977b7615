//! The arena: reproducible whatever the number of threads, and every format
//! adds up.

use majiang_arena::{Config, Formats, Report, run};
use majiang_core::RuleSet;

fn run_with_threads(config: &Config, threads: usize) -> Report {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    pool.install(|| run(config, &|_| {})).unwrap()
}

fn json(r: &Report) -> String {
    serde_json::to_string_pretty(&r.without_timings()).unwrap()
}

#[test]
fn same_seeds_same_report_on_one_or_two_threads() {
    // Random and EASY draw from their seeded streams, A3/A4 and MEDIUM are
    // deterministic: any mix-up of seeds, seats or streams between threads
    // would show. More seeds than one parallel chunk (512) of the
    // solitaire runs, so chunk boundaries are crossed.
    let mut config = Config::new(&["a1", "a0", "random"], 0..40);
    config.revision = "test".to_string();
    let one = run_with_threads(&config, 1);
    let two = run_with_threads(&config, 2);
    assert_eq!(json(&one), json(&two));
    assert_eq!(json(&one), json(&run_with_threads(&config, 2)));
    let mut solo = config.clone();
    solo.formats = Formats { solitaire: true, duplicate: false, mixed: false };
    solo.seeds = 0..700;
    solo.agents = vec!["a3".into(), "trivial".into()];
    assert_eq!(json(&run_with_threads(&solo, 1)), json(&run_with_threads(&solo, 2)));
    // The timings are the only difference `without_timings` hides.
    assert_eq!(one.without_timings().throughput.hands, 0);
    assert!(one.throughput.hands > 0);
}

#[test]
fn other_seeds_give_other_numbers() {
    let a = run(&Config::new(&["a1", "a2"], 0..8), &|_| {}).unwrap();
    let b = run(&Config::new(&["a1", "a2"], 8..16), &|_| {}).unwrap();
    assert_ne!(json(&a), json(&b));
}

#[test]
fn solitaire_smoke() {
    let mut config = Config::new(&["a2", "a3", "a4", "a5", "trivial"], 0..30);
    config.formats = Formats { solitaire: true, duplicate: false, mixed: false };
    let hands = std::sync::atomic::AtomicU64::new(0);
    let r = run(&config, &|n| {
        hands.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(hands.into_inner(), config.planned_hands());
    let s = r.solitaire.as_ref().unwrap();
    assert_eq!((s.walls, s.agents.len()), (30, 5));
    assert_eq!(s.win_within, [8, 10, 14, 18, 40]);
    assert!(r.duplicate.is_empty() && r.mixed.is_none());
    for a in &s.agents {
        // Cumulative: more draws, more wins; ready no later than won.
        let w: Vec<f64> = a.win_within.iter().map(|e| e.mean).collect();
        assert!(w.windows(2).all(|p| p[0] <= p[1]), "{}: {w:?}", a.agent);
        let t: Vec<f64> = a.tenpai_within.iter().map(|e| e.mean).collect();
        assert!(t.windows(2).all(|p| p[0] <= p[1]));
        assert!(t[2] >= w[0], "{}", a.agent);
        assert!(a.decisions.decisions > 0);
        assert!(a.points_within_14.mean >= 6.0 * w[2] - 1e-9, "a win is worth at least 6");
    }
    // 摸切 never changes its deal: no more ready hands at 12 draws than at 6.
    let trivial = &s.agents[4];
    assert_eq!(trivial.tenpai_within[0].mean, trivial.tenpai_within[2].mean);
    // The comparisons: the reference (a2) against the four others, two metrics.
    assert_eq!(s.comparisons.len(), 8);
    let c = &s.comparisons[0];
    assert_eq!((c.a.as_str(), c.b.as_str()), ("a2", "a3"));
    assert!((c.difference.mean - (c.a_mean - c.b_mean)).abs() < 1e-12);
    assert!(r.to_text().contains("win≤14"));
}

#[test]
fn duplicate_smoke() {
    let mut config = Config::new(&["a1", "a4"], 0..10);
    config.formats = Formats { solitaire: false, duplicate: true, mixed: false };
    let r = run(&config, &|_| {}).unwrap();
    assert_eq!(r.duplicate.len(), 2);
    let (d, e) = (&r.duplicate[0], &r.duplicate[1]);
    assert_eq!((d.lone.as_str(), d.group.as_str()), ("a1", "a4"));
    assert_eq!((e.lone.as_str(), e.group.as_str()), ("a4", "a1"));
    for d in &r.duplicate {
        assert_eq!(d.lone_stats.hands, 40);
        assert_eq!(d.group_stats.hands, 120);
        // Zero-sum: the lone agent wins what the three lose.
        let total = d.lone_stats.points_per_hand.mean + 3.0 * d.group_stats.points_per_hand.mean;
        assert!(total.abs() < 1e-9, "{total}");
        // Every hand is a win for someone or a draw; at most three winners.
        let wins = d.lone_stats.win_rate.mean + 3.0 * d.group_stats.win_rate.mean;
        let draws = d.lone_stats.exhaustive_draw_rate;
        assert!(wins + draws >= 1.0 - 1e-9 && wins <= 3.0, "{wins} {draws}");
        assert_eq!(d.comparisons.len(), 3);
        assert_eq!(d.comparisons[0].metric, "points_per_hand");
        // Points: lone − group per seat = lone × 4/3 (zero-sum).
        let diff = d.comparisons[0].difference.mean;
        assert!((diff - 4.0 / 3.0 * d.lone_stats.points_per_hand.mean).abs() < 1e-9);
        assert!(d.lone_stats.points_per_hand.ci95[0] <= d.lone_stats.points_per_hand.mean);
    }
    let text = r.to_text();
    assert!(text.contains("a1 vs a4") && text.contains("a4 vs a1"), "{text}");
}

#[test]
fn mixed_smoke() {
    let mut config = Config::new(&["a5"], 0..6);
    config.formats = Formats { solitaire: false, duplicate: false, mixed: true };
    config.lineup = Some(vec!["a5".into(), "a2".into(), "a3".into(), "a0".into()]);
    let r = run(&config, &|_| {}).unwrap();
    let m = r.mixed.as_ref().unwrap();
    assert_eq!(m.lineup, ["a5", "a2", "a3", "a0"]);
    // 6 seeds × 24 seat orders × 4 seats.
    assert_eq!(m.slots.iter().map(|s| s.hands).sum::<u64>(), 6 * 24 * 4);
    let total: f64 = m.slots.iter().map(|s| s.points_per_hand.mean).sum();
    assert!(total.abs() < 1e-9);
    // A3 never claims.
    assert_eq!(m.slots[2].call_rate, 0.0);
    assert_eq!(m.comparisons.len(), 6);
    // Every agent seen, once.
    let ids: Vec<&str> = r.agents.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(ids, ["a5", "a2", "a3", "a0"]);
}

#[test]
fn bad_configs_are_errors() {
    assert!(run(&Config::new(&[], 0..3), &|_| {}).is_err());
    assert!(run(&Config::new(&["a1", "nobody"], 0..3), &|_| {}).is_err());
    let mut c = Config::new(&["a1"], 0..3);
    c.lineup = Some(vec!["a1".into(), "a2".into()]);
    assert!(run(&c, &|_| {}).is_err());
    c.lineup = None;
    c.cap = 0;
    assert!(run(&c, &|_| {}).is_err());
}

#[test]
fn other_rules_run_too() {
    // The Changsha default table (开杠, birds, 海底 offers, opening wins):
    // the anchors answer every question it asks.
    let mut config = Config::new(&["a4", "a5", "a3", "a1"], 0..6);
    config.rules = RuleSet::changsha();
    config.formats = Formats { solitaire: false, duplicate: false, mixed: true };
    let r = run(&config, &|_| {}).unwrap();
    assert_eq!(r.rules, "changsha");
    let total: f64 = r.mixed.unwrap().slots.iter().map(|s| s.points_per_hand.mean).sum();
    assert!(total.abs() < 1e-9);
}
