//! Every agent of the registry plays the flat presets (转转, 红中) legally:
//! no 红中 discard, no 吃 under no-吃, every decision one of the legal
//! actions, every hand to its end with zero-sum points; and the mixed
//! format runs on both.

use majiang_arena::make_agent;
use majiang_arena::{Config, Formats, run};
use majiang_core::RuleSet;
use majiang_core::game::{Game, ask};

#[test]
fn every_anchor_plays_both_flat_presets_legally() {
    let ids = ["expert", "a5", "a4", "a3", "a2", "a1", "a0", "trivial"];
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        for seed in 0..24u64 {
            let k = seed as usize;
            let mut agents: Vec<_> = (0..4)
                .map(|s| make_agent(ids[(k + 2 * s) % ids.len()], seed * 4 + s as u64).unwrap())
                .collect();
            let mut game = Game::new(rules, seed, k % 4).unwrap();
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = ask(&mut agents[seat], &obs);
                assert!(obs.is_legal(a), "{} chose {a} under {}", agents[seat].name(), rules.name);
                game.apply_quiet(seat, a).unwrap();
            }
            let r = game.result().unwrap();
            assert_eq!(r.deltas.iter().sum::<i32>(), 0);
        }
    }
}

#[test]
fn the_mixed_format_runs_on_both_flat_presets() {
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        let mut config = Config::new(&["expert", "a5", "a4", "a2"], 0..2);
        config.rules = rules;
        config.formats = Formats { solitaire: false, duplicate: false, mixed: true };
        let r = run(&config, &|_| {}).unwrap();
        assert_eq!(r.rules, rules.name);
        let total: f64 = r.mixed.unwrap().slots.iter().map(|s| s.points_per_hand.mean).sum();
        assert!(total.abs() < 1e-9);
    }
}
