//! The 四川 血战到底 engine: whole hands played by seeded agents, checked
//! for the properties issue 21 names.

use majiang_core::RuleSet;
use majiang_core::ai::{Agent, Level, RandomAgent};
use majiang_core::game::{Event, Game, HandResult, Phase};

/// Plays one hand of `rules` with the four agents; the events and result.
fn play(
    rules: RuleSet,
    seed: u64,
    agents: &mut [Box<dyn Agent>; 4],
) -> (Game, Vec<Event>, HandResult) {
    let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
    let mut events = game.opening_events();
    while let Some(seat) = game.next_to_act() {
        let obs = game.observation(seat).unwrap();
        let a = agents[seat].decide(&obs);
        events.extend(game.apply(seat, a).unwrap());
    }
    let result = game.result().unwrap().clone();
    (game, events, result)
}

fn mixed(seed: u64) -> [Box<dyn Agent>; 4] {
    [
        Box::new(Level::Hard.player(seed)),
        Box::new(RandomAgent::new(seed ^ 1)),
        Box::new(Level::Medium.player(seed ^ 2)),
        Box::new(Level::Hard.player(seed ^ 3)),
    ]
}

#[test]
fn hands_are_zero_sum_and_the_lines_add_up() {
    let rules = RuleSet::sichuan();
    let mut wins = 0;
    for seed in 0..120u64 {
        let (game, _, r) = play(rules, seed, &mut mixed(seed));
        assert_eq!(game.phase(), Phase::Finished);
        assert_eq!(r.deltas.iter().sum::<i32>(), 0, "seed {seed}");
        let mut sum = [0i32; 4];
        for p in &r.payments {
            for (s, d) in p.deltas().into_iter().enumerate() {
                sum[s] += d;
            }
        }
        assert_eq!(sum, r.deltas, "seed {seed}: the lines add up to the deltas");
        assert!(r.wins.len() <= 3, "seed {seed}: at most three winners in 血战");
        wins += r.wins.len();
    }
    assert!(wins > 100, "the agents win: {wins}");
}
