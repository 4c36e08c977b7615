//! A0–A2 against the tutorial's code (seed 000, chapter 7). The `literal`
//! module below is a line-by-line transcription of the tutorial's C# on
//! lists (sorting, `RemoveAt`, a list-based `CanWin`), independent of the
//! port's counts-based shortcuts; the tests check the port against it on
//! fixed hands whose answers were worked out by hand and on random hands,
//! and check the claim answers and their random draws under fixed seeds.

use majiang_core::ai::Agent;
use majiang_core::ai::tutorial::{
    self, Difficulty, EASY, HARD, MEDIUM, TutorialAgent, TutorialAi, can_win, count_waiting_tiles,
    decide_discard, evaluate_tile, should_chi, should_gang, should_peng,
};
use majiang_core::game::{Action, Game, Phase};
use majiang_core::meld::parse_melds;
use majiang_core::notation::parse_tiles;
use majiang_core::rng::{below, seeded};
use majiang_core::{Meld, MeldKind, RuleSet, Tile};

fn ts(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

/// The tutorial's methods as written, on lists (index loops as in the C#).
#[allow(clippy::needless_range_loop)]
mod literal {
    use super::*;

    pub fn evaluate_tile(hand: &[Tile], tile_index: usize) -> i32 {
        let tile = hand[tile_index];
        let mut score = 0;
        let mut same_count = 0;
        for i in 0..hand.len() {
            if i != tile_index && hand[i].id() == tile.id() {
                same_count += 1;
            }
        }
        score += same_count * 10;
        for i in 0..hand.len() {
            if i == tile_index {
                continue;
            }
            if hand[i].suit() == tile.suit() {
                let diff = (hand[i].number() as i32 - tile.number() as i32).abs();
                if diff == 1 {
                    score += 8;
                } else if diff == 2 {
                    score += 4;
                }
            }
        }
        if tile.number() >= 3 && tile.number() <= 7 {
            score += 3;
        } else if tile.number() == 2 || tile.number() == 8 {
            score += 1;
        }
        score
    }

    pub fn medium_discard(hand: &[Tile]) -> usize {
        let mut scores: Vec<(usize, i32)> =
            (0..hand.len()).map(|i| (i, evaluate_tile(hand, i))).collect();
        scores.sort_by_key(|s| s.1); // stable: the lowest index among equals
        scores[0].0
    }

    /// Four sets (runs or triplets) from a sorted list, with no pair.
    fn sets(v: &[Tile]) -> bool {
        let Some(&first) = v.first() else { return true };
        let same: Vec<usize> = (0..v.len()).filter(|&i| v[i] == first).collect();
        if same.len() >= 3 {
            let rest: Vec<Tile> = v
                .iter()
                .enumerate()
                .filter(|(i, _)| !same[..3].contains(i))
                .map(|x| *x.1)
                .collect();
            if sets(&rest) {
                return true;
            }
        }
        if first.number() <= 7 {
            let next = |k: u8| v.iter().position(|t| t.suit() == first.suit() && t.number() == k);
            if let (Some(a), Some(b)) = (next(first.number() + 1), next(first.number() + 2)) {
                let rest: Vec<Tile> = v
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != 0 && *i != a && *i != b)
                    .map(|x| *x.1)
                    .collect();
                if sets(&rest) {
                    return true;
                }
            }
        }
        false
    }

    /// Every way to take out one pair (of the kinds `ok` accepts), sorted.
    fn without_pairs(hand: &[Tile], ok: impl Fn(Tile) -> bool) -> Vec<Vec<Tile>> {
        let mut v = hand.to_vec();
        v.sort();
        let mut kinds = v.clone();
        kinds.dedup();
        kinds
            .into_iter()
            .filter(|k| ok(*k) && v.iter().filter(|t| *t == k).count() >= 2)
            .map(|k| {
                let mut rest = v.clone();
                for _ in 0..2 {
                    let i = rest.iter().position(|t| *t == k).unwrap();
                    rest.remove(i);
                }
                rest
            })
            .collect()
    }

    pub fn can_win(hand: &[Tile], melds: &[Meld]) -> bool {
        if melds.len() > 4 || hand.len() != 14 - 3 * melds.len() {
            return false;
        }
        let mut all = hand.to_vec();
        for m in melds {
            all.extend(m.tiles());
        }
        let no_chi = melds.iter().all(|m| m.kind() != MeldKind::Chi);
        let small = without_pairs(hand, |t| t.is_258()).iter().any(|r| sets(r));
        let pengpeng = no_chi
            && without_pairs(hand, |_| true).iter().any(|r| {
                let mut k = r.clone();
                k.dedup();
                k.iter().all(|x| r.iter().filter(|t| *t == x).count() % 3 == 0)
            });
        let one_suit = all.iter().all(|t| t.suit() == all[0].suit());
        let qingyise = one_suit && without_pairs(hand, |_| true).iter().any(|r| sets(r));
        let seven = melds.is_empty() && {
            let mut k = hand.to_vec();
            k.sort();
            k.dedup();
            k.iter().all(|x| hand.iter().filter(|t| *t == x).count() % 2 == 0)
        };
        let jiang = no_chi && all.iter().all(|t| t.is_258());
        let quanqiu = melds.iter().filter(|m| m.kind() != MeldKind::AnGang).count() == 4
            && hand.len() == 2
            && hand[0] == hand[1];
        small || pengpeng || qingyise || seven || jiang || quanqiu
    }

    pub fn count_waiting_tiles(hand: &[Tile], melds: &[Meld]) -> u32 {
        let mut count = 0;
        for id in 0..27 {
            let mut test_hand = hand.to_vec();
            test_hand.push(Tile::from_id(id).unwrap());
            if can_win(&test_hand, melds) {
                count += 1;
            }
        }
        count
    }

    pub fn hard_discard(hand: &[Tile], melds: &[Meld]) -> usize {
        let mut best_index = 0;
        let mut best_waiting_count = -1i64;
        for i in 0..hand.len() {
            let mut test_hand = hand.to_vec();
            test_hand.remove(i);
            let waiting_count = i64::from(count_waiting_tiles(&test_hand, melds));
            if waiting_count > best_waiting_count {
                best_waiting_count = waiting_count;
                best_index = i;
            }
        }
        best_index
    }
}

fn random_hand(rng: &mut rand_chacha::ChaCha8Rng, n: usize) -> Vec<Tile> {
    let mut wall: Vec<Tile> = (0..108).map(|i| Tile::from_id(i / 4).unwrap()).collect();
    for i in (1..wall.len()).rev() {
        wall.swap(i, below(rng, i as u32 + 1) as usize);
    }
    wall.truncate(n);
    wall
}

// ----- MEDIUM ------------------------------------------------------------------

#[test]
fn medium_discards_the_lowest_score_first_index_on_ties() {
    // Scores by hand: 1m 0, 5m 15, 6m 19, 7m 15, 9s 0.
    let hand = ts("1m5m6m7m9s");
    assert_eq!((0..5).map(|i| evaluate_tile(&hand, i)).collect::<Vec<_>>(), [0, 15, 19, 15, 0]);
    assert_eq!(decide_discard(&hand, &[], MEDIUM, &mut seeded(0)).unwrap(), 0);
    // The caller's order decides the tie.
    assert_eq!(decide_discard(&ts("9s1m5m6m7m"), &[], MEDIUM, &mut seeded(0)).unwrap(), 0);
    // Pairs count 10, neighbours 8 and 4 per copy: 2m 23, 2m 23, 3m 27, 4m 19, 8p 1.
    let hand = ts("2m2m3m4m8p");
    assert_eq!((0..5).map(|i| evaluate_tile(&hand, i)).collect::<Vec<_>>(), [23, 23, 27, 19, 1]);
    assert_eq!(decide_discard(&hand, &[], MEDIUM, &mut seeded(0)).unwrap(), 4);
}

#[test]
fn medium_matches_the_literal_port_on_random_hands() {
    let mut rng = seeded(31);
    for _ in 0..3_000 {
        let n = [14, 11, 8, 5, 2][below(&mut rng, 5) as usize];
        let hand = random_hand(&mut rng, n);
        for i in 0..n {
            assert_eq!(evaluate_tile(&hand, i), literal::evaluate_tile(&hand, i));
        }
        let got = decide_discard(&hand, &[], MEDIUM, &mut seeded(0)).unwrap();
        assert_eq!(got, literal::medium_discard(&hand), "{hand:?}");
    }
}

// ----- HARD --------------------------------------------------------------------

#[test]
fn hard_keeps_the_most_winning_kinds() {
    // Dropping 9p leaves 123m456m789m123s5s, waiting on 5s only (index 13).
    let hand = ts("123m456m789m123s5s9p");
    assert_eq!(decide_discard(&hand, &[], HARD, &mut seeded(0)).unwrap(), 13);
    assert_eq!(count_waiting_tiles(&hand[..13], &[]), 1);
    // Nothing gets ready: the tutorial keeps index 0 (its known flaw).
    let hand = ts("1m4m7m1s4s7s1p4p7p2m5s8p9m9s");
    assert_eq!(decide_discard(&hand, &[], HARD, &mut seeded(0)).unwrap(), 0);
    // With a meld (11 tiles): dropping 6s (keeping 789s) or 9s (keeping
    // 678s) both leave 234m, a run, 56p and 88p, waiting on 4p and 7p; the
    // first of the two (6s, index 3) wins the tie.
    let melds = parse_melds("peng:5m").unwrap();
    let hand = ts("234m678s88p5p6p9s");
    let got = decide_discard(&hand, &melds, HARD, &mut seeded(0)).unwrap();
    assert_eq!(got, literal::hard_discard(&hand, &melds));
    assert_eq!(got, 3);
    let mut rest = hand.clone();
    rest.remove(10);
    assert_eq!(count_waiting_tiles(&rest, &melds), 2, "dropping 9s ties");
}

#[test]
fn can_win_is_the_changsha_reading() {
    for (hand, melds, wins) in [
        ("123m456s789p234m55s", "", true),  // small hand, 2-5-8 pair
        ("123m456s789p234m11s", "", false), // a 1-1 pair is not enough
        ("111m333s777p999m11s", "", true),  // 碰碰胡, any pair
        ("11123456789999m", "", true),      // 清一色, any pair
        ("11223344556677m", "", true),      // 七小对 (and 清一色)
        ("11223344556666s", "", true),      // a four is two pairs
        ("258m258s258p22558m", "", true),   // 将将胡, no shape
        ("11s", "chi:123m peng:5p gang:7s peng:9m", true), // 全求人
        ("11s", "an_gang:1m chi:345p gang:7s peng:9m", false), // a concealed kong is not exposed
        ("11223344556677m", "peng:9p", false), // wrong size for a meld
    ] {
        let h = ts(hand);
        let m = parse_melds(melds).unwrap();
        assert_eq!(can_win(&h, &m), wins, "{hand} {melds}");
        assert_eq!(literal::can_win(&h, &m), wins, "literal: {hand} {melds}");
    }
}

#[test]
fn hard_matches_the_literal_port_on_random_hands() {
    let mut rng = seeded(32);
    for round in 0..120 {
        // Every tenth hand is built to be near ready so that counts differ.
        let mut hand = random_hand(&mut rng, 14);
        if round % 10 == 0 {
            hand = ts("123m456m789s11p");
            hand.extend(random_hand(&mut rng, 3));
        }
        let got = decide_discard(&hand, &[], HARD, &mut seeded(0)).unwrap();
        assert_eq!(got, literal::hard_discard(&hand, &[]), "{hand:?}");
        let rest = &hand[..13];
        assert_eq!(count_waiting_tiles(rest, &[]), literal::count_waiting_tiles(rest, &[]));
    }
    // Hands holding all four of a kind: the fifth copy is tried.
    for h in ["1111m2345678m99s5p", "5555m222s888p3s4s9p1p", "2222555588m88s8p9p"] {
        let hand = ts(h);
        assert_eq!(
            decide_discard(&hand, &[], HARD, &mut seeded(0)).unwrap(),
            literal::hard_discard(&hand, &[])
        );
        for i in 0..hand.len() {
            let mut rest = hand.clone();
            rest.remove(i);
            assert_eq!(
                count_waiting_tiles(&rest, &[]),
                literal::count_waiting_tiles(&rest, &[]),
                "{h} - {i}"
            );
        }
    }
}

// ----- EASY, claims, random draws ---------------------------------------------

#[test]
fn easy_draws_once_per_decision_in_the_tutorial_order() {
    let hand = ts("1m2m3m4m5m6m7m8m9m1s2s3s4s");
    let five: Tile = "5m".parse().unwrap();
    let mut rng = seeded(2024);
    let mut mirror = seeded(2024);
    for _ in 0..200 {
        assert_eq!(
            decide_discard(&hand, &[], EASY, &mut rng).unwrap(),
            below(&mut mirror, 13) as usize
        );
        assert_eq!(should_peng(&hand, five, EASY, &mut rng), below(&mut mirror, 2) == 0);
        assert_eq!(should_chi(&hand, five, EASY, &mut rng), below(&mut mirror, 3) == 0);
        assert_eq!(should_gang(&hand, five, EASY, &mut rng), below(&mut mirror, 3) != 0);
        assert_eq!(should_chi(&hand, five, MEDIUM, &mut rng), below(&mut mirror, 2) == 0);
    }
    // The rates are the tutorial's: 50 %, 33 %, 67 %, and 50 % for MEDIUM's chi.
    let mut rng = seeded(7);
    let rate = |f: &mut dyn FnMut() -> bool| (0..30_000).filter(|_| f()).count();
    let peng = rate(&mut || should_peng(&hand, five, EASY, &mut rng));
    assert!((14_400..15_600).contains(&peng), "{peng}");
    let chi = rate(&mut || should_chi(&hand, five, EASY, &mut rng));
    assert!((9_400..10_600).contains(&chi), "{chi}");
    let gang = rate(&mut || should_gang(&hand, five, EASY, &mut rng));
    assert!((19_400..20_600).contains(&gang), "{gang}");
}

#[test]
fn medium_hard_and_unknown_levels_answer_without_drawing() {
    let five: Tile = "5m".parse().unwrap();
    let mut rng = seeded(5);
    let mut untouched = seeded(5);
    let hand = ts("55m123s");
    assert!(should_peng(&hand, five, MEDIUM, &mut rng));
    assert!(should_gang(&hand, five, MEDIUM, &mut rng));
    assert!(should_gang(&hand, five, HARD, &mut rng));
    assert!(should_chi(&hand, five, HARD, &mut rng));
    // HARD pengs unless two tiles or fewer remain after taking out the pair.
    assert!(should_peng(&hand, five, HARD, &mut rng), "3 remain");
    assert!(!should_peng(&ts("55m12s"), five, HARD, &mut rng), "2 remain");
    assert!(!should_peng(&ts("555m1s"), five, HARD, &mut rng), "only two copies come out");
    // Any other level: peng no, chi no, gang yes (the tutorial's `_` arms).
    assert!(!should_peng(&hand, five, 7, &mut rng));
    assert!(!should_chi(&hand, five, -1, &mut rng));
    assert!(should_gang(&hand, five, 3, &mut rng));
    use rand::RngCore;
    assert_eq!(rng.next_u64(), untouched.next_u64(), "no random draw was made");
    // An unknown level discards at random, like EASY.
    let mut a = seeded(9);
    let mut b = seeded(9);
    assert_eq!(
        decide_discard(&hand, &[], 3, &mut a).unwrap(),
        decide_discard(&hand, &[], EASY, &mut b).unwrap()
    );
}

#[test]
fn bad_hands_are_errors_not_panics() {
    assert!(decide_discard(&[], &[], MEDIUM, &mut seeded(0)).is_err());
    let honour = ts("1z2m");
    assert!(decide_discard(&honour, &[], HARD, &mut seeded(0)).is_err());
    assert!(!can_win(&ts("11z"), &parse_melds("peng:1m peng:2m peng:3m peng:4m").unwrap()));
    assert_eq!(Difficulty::from_level(2), Some(Difficulty::Hard));
    assert_eq!(Difficulty::from_level(3), None);
    let mut ai = TutorialAi::new(HARD, 1);
    assert_eq!(ai.decide_discard(&ts("123m456m789m123s5s9p"), &[]).unwrap(), 13);
    assert!(ai.should_chi(&[], "1m".parse().unwrap(), HARD));
}

// ----- at the table ------------------------------------------------------------

/// Plays hands with one tutorial agent at seat 0 and checks each of its
/// decisions against the tutorial functions called as the module documents:
/// a win is always taken; kongs asked first in the turn; gang, peng, chi in
/// that order on a discard; the discard chosen on the sorted hand.
#[test]
fn tutorial_agents_ask_what_the_documentation_says() {
    for level in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
        for seed in 0..40u64 {
            let mut agent = TutorialAgent::new(level, seed);
            let mut mirror = seeded(seed);
            let mut others: Vec<TutorialAgent> =
                (1..4).map(|s| TutorialAgent::new(Difficulty::Medium, 100 + s)).collect();
            let mut g = Game::new(RuleSet::changsha(), seed, (seed % 4) as usize).unwrap();
            while let Some(seat) = g.next_to_act() {
                let obs = g.observation(seat).unwrap();
                let action =
                    if seat == 0 { agent.decide(&obs) } else { others[seat - 1].decide(&obs) };
                if seat == 0 {
                    let expected = expected_answer(&obs, level, &mut mirror);
                    assert_eq!(action, expected, "{level:?} seed {seed}: {:?}", obs.phase);
                }
                g.apply(seat, action).unwrap();
            }
        }
    }
}

/// What the module documentation says the agent does, with the tutorial
/// functions called in the documented order on the mirror RNG.
fn expected_answer(
    obs: &majiang_core::game::Observation<'_>,
    level: Difficulty,
    rng: &mut rand_chacha::ChaCha8Rng,
) -> Action {
    if obs.is_legal(Action::Hu) {
        return Action::Hu;
    }
    let hand: Vec<Tile> = obs.hand.concealed().tiles().collect();
    let melds = obs.hand.meld_list();
    let d = level.level();
    match obs.phase {
        Phase::HaidiOffer { .. } => Action::TakeHaidi,
        Phase::Turn { .. } => {
            for &a in obs.legal {
                if let Action::AnGang(t) | Action::BuGang(t) = a
                    && tutorial::should_gang(&hand, t, d, rng)
                {
                    return a;
                }
            }
            Action::Discard(hand[decide_discard(&hand, &melds, d, rng).unwrap()])
        }
        Phase::Claim { offer: majiang_core::game::Offer::Discard(t), .. } => {
            if obs.is_legal(Action::Gang) && should_gang(&hand, t, d, rng) {
                return Action::Gang;
            }
            if obs.is_legal(Action::Peng) && should_peng(&hand, t, d, rng) {
                return Action::Peng;
            }
            match obs.legal.iter().find(|a| matches!(a, Action::Chi(_))) {
                Some(&chi) if should_chi(&hand, t, d, rng) => chi,
                _ => Action::Pass,
            }
        }
        _ => Action::Pass,
    }
}

/// A hand holding a fifth copy with its melds is refused at every level,
/// also when it holds an honour (the honour-first shortcut answered before
/// the copies were counted: found by the ABI's fuzz).
#[test]
fn a_fifth_copy_with_the_melds_is_refused_before_the_honour_shortcut() {
    let rules = RuleSet::standard();
    // 2s once in the hand and a kong of 2s; 1z and 5z held.
    let hand = parse_tiles("6s7m2s4p9s1m5z6s4m3m1z").unwrap();
    let melds = parse_melds("gang:2s").unwrap();
    for level in 0..4 {
        let err = majiang_core::ai::tutorial::decide_discard_in(
            &hand,
            &melds,
            level,
            &rules,
            &mut seeded(1),
        )
        .unwrap_err();
        assert!(err.to_string().contains("2s"), "level {level}: {err}");
    }
}
