//! EXPERT's public methods on every hand a caller can build: hands of both
//! sizes (`3n+1`, `3n+2`), with and without melds, Changsha and standard
//! rules, the unseen counts right or impossible. Each answers or returns an
//! error; none panics, and a hand of the wrong size is always refused with
//! `WrongHandSize`.

use majiang_core::expert::{Call, Expert, Knowledge, Position, Question};
use majiang_core::{Error, Hand, Meld, RuleSet, Tile};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random valid hand: up to two melds (peng or chi) and the concealed
/// tiles for `complete` (3n+2) or not, drawn from a shuffled set.
fn random_hand(rng: &mut ChaCha8Rng, rules: &RuleSet, complete: bool) -> Option<Hand> {
    let mut wall: Vec<Tile> = (0..rules.kinds())
        .flat_map(|k| std::iter::repeat_n(Tile::try_from(k as u8).unwrap(), 4))
        .collect();
    wall.shuffle(rng);
    let mut melds = Vec::new();
    for _ in 0..rng.random_range(0..=2) {
        let t = wall.pop()?;
        let m = if rng.random_bool(0.5) { Meld::chi(t).ok()? } else { Meld::peng(t) };
        melds.push(m);
    }
    let n = 3 * (4 - melds.len()) + 1 + usize::from(complete);
    let tiles: Vec<Tile> = wall[..n].to_vec();
    Hand::from_tiles(&tiles, &melds, rules).ok()
}

fn wrong_size(r: Result<impl std::fmt::Debug, Error>, what: &str) {
    assert!(matches!(r, Err(Error::WrongHandSize { .. })), "{what}: {r:?}");
}

#[test]
fn every_method_answers_or_refuses() {
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let e = Expert::default();
    let (mut complete_seen, mut waiting_seen) = (0, 0);
    for rules in [RuleSet::changsha(), RuleSet::standard()] {
        for i in 0..600 {
            let complete = i % 2 == 0;
            let Some(hand) = random_hand(&mut rng, &rules, complete) else { continue };
            let unseen = Expert::unseen_from_hand(&hand, &rules);
            let tile = Tile::try_from(rng.random_range(0..rules.kinds()) as u8).unwrap();
            let draws = rng.random_range(0..20);
            if complete {
                complete_seen += 1;
                let t = e.choose_discard(&Position::new(&hand, &rules, &unseen, draws)).unwrap();
                assert!(hand.concealed().get(t) > 0, "{hand}: {t}");
                assert!(
                    !e.hints(&Position::new(&hand, &rules, &unseen, draws)).unwrap().is_empty()
                );
                e.win_on_self_draw(&hand, &rules).unwrap();
                let _ = e.choose_own_kong(&Position::new(&hand, &rules, &unseen, draws), tile);
                wrong_size(
                    e.hand_value(&Position::new(&hand, &rules, &unseen, draws)),
                    "hand_value",
                );
                wrong_size(
                    e.choose_call(
                        &Position::new(&hand, &rules, &unseen, draws),
                        tile,
                        &[Call::Peng],
                    ),
                    "choose_call",
                );
                wrong_size(
                    e.win_on_discard(&Position::new(&hand, &rules, &unseen, draws), tile),
                    "win_on_discard",
                );
                wrong_size(
                    e.kong_style(&Position::new(&hand, &rules, &unseen, draws)),
                    "kong_style",
                );
                wrong_size(
                    e.answer(&Position::new(&hand, &rules, &unseen, draws), tile, Question::Peng),
                    "answer",
                );
                e.answer(&Position::new(&hand, &rules, &unseen, draws), tile, Question::Gang)
                    .unwrap();
            } else {
                waiting_seen += 1;
                let (p, _) = e.hand_value(&Position::new(&hand, &rules, &unseen, draws)).unwrap();
                assert!((0.0..=1.0).contains(&p), "{hand}: {p}");
                for q in [Question::Chi, Question::Peng, Question::Gang] {
                    e.answer(&Position::new(&hand, &rules, &unseen, draws), tile, q).unwrap();
                }
                // Calls the hand cannot make are refused by the core, not a panic.
                let _ = e.choose_call(
                    &Position::new(&hand, &rules, &unseen, draws),
                    tile,
                    &[Call::Chi(tile)],
                );
                let _ = e.choose_call(
                    &Position::new(&hand, &rules, &unseen, draws),
                    tile,
                    &[Call::Gang],
                );
                let _ = e.win_on_discard(&Position::new(&hand, &rules, &unseen, draws), tile);
                let _ = e.kong_style(&Position::new(&hand, &rules, &unseen, draws));
                let _ = e.take_last_tile(&hand, &rules);
                wrong_size(
                    e.choose_discard(&Position::new(&hand, &rules, &unseen, draws)),
                    "choose_discard",
                );
                wrong_size(
                    e.hints(&Position::new(
                        &hand,
                        &rules,
                        &Expert::unseen_from_hand(&hand, &rules),
                        draws,
                    )),
                    "hints",
                );
                wrong_size(
                    e.choose_own_kong(&Position::new(&hand, &rules, &unseen, draws), tile),
                    "choose_own_kong",
                );
                wrong_size(e.win_on_self_draw(&hand, &rules), "win_on_self_draw");
            }
            // Unseen counts that contradict the hand are refused everywhere.
            let mut bad = unseen;
            let held = hand.concealed().tiles().next().unwrap();
            while bad.add(held).is_ok() {}
            assert!(e.choose_discard(&Position::new(&hand, &rules, &bad, draws)).is_err());
            assert!(e.hand_value(&Position::new(&hand, &rules, &bad, draws)).is_err());
            let mut k = Knowledge::new();
            let _ = k.observe_discard(&rules, held);
            let _ = k.unseen(&hand, &rules);
        }
    }
    assert!(complete_seen > 500 && waiting_seen > 500, "{complete_seen} {waiting_seen}");
}

#[test]
fn unseen_counts_beyond_the_rules_are_refused() {
    let rules = RuleSet::changsha();
    let hand = Hand::parse("123m456s789p2345m9s", "", &rules).unwrap();
    let mut unseen = Expert::unseen_from_hand(&hand, &rules);
    unseen.add("1z".parse().unwrap()).unwrap();
    assert!(Expert::default().choose_discard(&Position::new(&hand, &rules, &unseen, 10)).is_err());
}
