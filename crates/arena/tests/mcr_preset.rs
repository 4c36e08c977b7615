//! Every agent of the registry plays 国标麻将 legally: every decision one of
//! the legal actions (a win only once it reaches the 8-fan minimum), every
//! hand to its end with zero-sum points; and every format runs on the
//! preset, the mixed table zero-sum.

use majiang_arena::make_agent;
use majiang_arena::{Config, Formats, run};
use majiang_core::RuleSet;
use majiang_core::game::{Game, ask};

#[test]
fn every_agent_plays_mcr_legally() {
    let rules = RuleSet::mcr();
    let ids = ["expert", "a5", "a4", "a3", "a2", "a1", "a0", "trivial", "first", "random"];
    let mut wins = 0;
    for seed in 0..30u64 {
        let k = seed as usize;
        let mut agents: Vec<_> = (0..4)
            .map(|s| make_agent(ids[(k + 3 * s) % ids.len()], seed * 4 + s as u64).unwrap())
            .collect();
        let mut game = Game::new(rules, seed, k % 4).unwrap();
        while let Some(seat) = game.next_to_act() {
            let obs = game.observation(seat).unwrap();
            let a = ask(&mut agents[seat], &obs);
            assert!(obs.is_legal(a), "{} chose {a} in {:?}", agents[seat].name(), obs.phase);
            game.apply_quiet(seat, a).unwrap();
        }
        let r = game.result().unwrap();
        assert_eq!(r.deltas.iter().sum::<i32>(), 0);
        assert!(r.wins.len() <= 1, "one winner per discard");
        for w in &r.wins {
            assert!(w.fans.as_ref().unwrap().without_flowers() >= 8);
            wins += 1;
        }
    }
    assert!(wins > 0, "some hands are won");
}

#[test]
fn every_format_runs_on_mcr() {
    let mut config = Config::new(&["expert", "a5", "a4", "a2"], 0..2);
    config.rules = RuleSet::mcr();
    config.formats = Formats { solitaire: true, duplicate: true, mixed: true };
    let r = run(&config, &|_| {}).unwrap();
    assert_eq!(r.rules, "mcr");
    let total: f64 = r.mixed.unwrap().slots.iter().map(|s| s.points_per_hand.mean).sum();
    assert!(total.abs() < 1e-9, "{total}");
    assert!(r.solitaire.is_some() && !r.duplicate.is_empty());
}
