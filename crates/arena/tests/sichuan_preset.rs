//! Every agent of the registry plays 四川 血战到底 legally: 换三张 of one
//! suit, a 定缺, the void suit cleared first, every decision one of the
//! legal actions, every hand to its end with zero-sum points; and every
//! format runs on the preset, the mixed table zero-sum.

use majiang_arena::make_agent;
use majiang_arena::{Config, Formats, run};
use majiang_core::RuleSet;
use majiang_core::game::{Action, Game, Phase, ask};

#[test]
fn every_agent_plays_sichuan_legally() {
    let rules = RuleSet::sichuan();
    let ids = ["expert", "a5", "a4", "a3", "a2", "a1", "a0", "trivial", "first", "random"];
    let (mut exchanged, mut declared, mut multi) = (0, 0, 0);
    for seed in 0..40u64 {
        let k = seed as usize;
        let mut agents: Vec<_> = (0..4)
            .map(|s| make_agent(ids[(k + 3 * s) % ids.len()], seed * 4 + s as u64).unwrap())
            .collect();
        let mut game = Game::new(rules, seed, k % 4).unwrap();
        while let Some(seat) = game.next_to_act() {
            let obs = game.observation(seat).unwrap();
            let a = ask(&mut agents[seat], &obs);
            assert!(obs.is_legal(a), "{} chose {a} in {:?}", agents[seat].name(), obs.phase);
            match (obs.phase, a) {
                (Phase::Exchange, Action::Exchange(_)) => exchanged += 1,
                (Phase::DingQue, Action::DingQue(_)) => declared += 1,
                _ => {}
            }
            game.apply_quiet(seat, a).unwrap();
        }
        let r = game.result().unwrap();
        assert_eq!(r.deltas.iter().sum::<i32>(), 0);
        assert!(r.wins.len() <= 3);
        multi += usize::from(r.wins.len() > 1);
    }
    // Every seat of every hand passed three tiles and declared a void.
    assert_eq!((exchanged, declared), (40 * 4 * 3, 40 * 4));
    assert!(multi > 0, "血战: some hands have several winners");
}

#[test]
fn every_format_runs_on_sichuan() {
    let mut config = Config::new(&["expert", "a5", "a4", "a2"], 0..2);
    config.rules = RuleSet::sichuan();
    config.formats = Formats { solitaire: true, duplicate: true, mixed: true };
    let r = run(&config, &|_| {}).unwrap();
    assert_eq!(r.rules, "sichuan");
    let total: f64 = r.mixed.unwrap().slots.iter().map(|s| s.points_per_hand.mean).sum();
    assert!(total.abs() < 1e-9, "{total}");
    assert!(r.solitaire.is_some() && !r.duplicate.is_empty());
}
