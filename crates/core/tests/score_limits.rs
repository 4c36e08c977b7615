//! Points never wrap: a hand starts only from scores within `SCORE_LIMIT`
//! (a record whose header says otherwise is refused), every payment is at
//! most `PAYMENT_LIMIT`, and so even a table paying absurd points from the
//! edge of the limit keeps exact scores.

use majiang_core::ai::{Agent, RandomAgent};
use majiang_core::game::{Game, SCORE_LIMIT, Wall, play_hand};
use majiang_core::score::PAYMENT_LIMIT;
use majiang_core::{BirdMode, Error, RuleSet};

#[test]
fn a_hand_starts_only_from_scores_within_the_limit() {
    let rules = RuleSet::changsha();
    let wall = || Wall::shuffled(&rules, 7);
    for scores in [[SCORE_LIMIT, -SCORE_LIMIT, 0, 5], [0; 4]] {
        assert!(Game::start(rules, wall(), None, 0, scores).is_ok(), "{scores:?}");
    }
    for (seat, bad) in [(0, SCORE_LIMIT + 1), (3, i32::MIN), (2, i32::MAX - 5)] {
        let mut scores = [0; 4];
        scores[seat] = bad;
        match Game::start(rules, wall(), None, 0, scores) {
            Err(Error::ScoreOutOfRange(m)) => {
                assert!(m.contains(&format!("scores[{seat}] = {bad}")), "{m}")
            }
            other => panic!("{scores:?}: {other:?}"),
        }
    }
}

#[test]
fn a_record_whose_header_scores_are_out_of_range_is_refused() {
    let mut game = Game::new(RuleSet::changsha(), 11, 0).unwrap();
    while let Some(seat) = game.next_to_act() {
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }
    let record = game.to_record();
    assert!(Game::replay(&record).is_ok());
    assert!(record.contains("\"scores\":[0,0,0,0]"), "{record}");
    let wrapped = record.replacen("\"scores\":[0,0,0,0]", "\"scores\":[2147483640,0,0,0]", 1);
    match Game::replay(&wrapped) {
        Err(Error::BadRecord { line: 1, reason }) => {
            assert!(reason.contains("scores[0] = 2147483640"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn absurd_points_from_the_edge_of_the_limit_keep_exact_scores() {
    let mut rules = RuleSet::changsha();
    rules.table.points.big_unit = u32::MAX;
    rules.table.points.small_self_draw = u32::MAX;
    rules.table.points.small_discard = u32::MAX;
    rules.table.kong_fee = u32::MAX;
    rules.set_birds(6).unwrap();
    rules.table.bird_mode = BirdMode::Multiply;
    let mut reached = 0;
    for seed in 0..60u64 {
        let mut agents: [RandomAgent; 4] =
            std::array::from_fn(|s| RandomAgent::new(seed + s as u64));
        let [a, b, c, d] = &mut agents;
        let mut seats: [&mut dyn Agent; 4] = [a, b, c, d];
        let result = play_hand(&rules, seed, 0, &mut seats).unwrap();
        assert_eq!(result.deltas.iter().map(|d| i64::from(*d)).sum::<i64>(), 0);
        for (s, d) in result.deltas.iter().enumerate() {
            // Fewer than 160 payments of at most PAYMENT_LIMIT each.
            assert!(d.unsigned_abs() < 160 * PAYMENT_LIMIT, "seed {seed} seat {s}: {d}");
            reached = reached.max(d.unsigned_abs());
            for start in [SCORE_LIMIT, -SCORE_LIMIT] {
                let exact = i64::from(start) + i64::from(*d);
                assert!(i32::try_from(exact).is_ok(), "seed {seed}: {exact} does not fit");
            }
        }
    }
    assert!(reached >= PAYMENT_LIMIT, "the clamp was reached: {reached}");
}
