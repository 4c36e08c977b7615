//! The engine on the flat Hunan tables (转转麻将, 红中麻将; `variants.md` §1,
//! §2): seeded hands of both presets played by every agent kind, checking
//! the set in play, that no 红中 ever leaves a hand, zero-sum payment lines
//! that add up to the deltas, and records that replay byte for byte.

use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
use majiang_core::ai::{Agent, RandomAgent};
use majiang_core::expert::ExpertAgent;
use majiang_core::game::{Action, Event, Game, Observation, PaymentReason};
use majiang_core::rng::{below, seeded};
use majiang_core::{RuleSet, Tile};
use rand_chacha::ChaCha8Rng;

/// Wins half the time it may, else MEDIUM three times in four and any
/// legal action the fourth: reaches passes of wins, kongs of every kind.
struct Wanderer {
    rng: ChaCha8Rng,
    random: RandomAgent,
    medium: TutorialAgent,
}

impl Wanderer {
    fn new(seed: u64) -> Wanderer {
        Wanderer {
            rng: seeded(seed ^ 0x5eed),
            random: RandomAgent::new(seed),
            medium: TutorialAgent::new(Difficulty::Medium, seed),
        }
    }
}

impl Agent for Wanderer {
    fn name(&self) -> &str {
        "wanderer"
    }
    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return if below(&mut self.rng, 2) == 0 { Action::Hu } else { self.random.decide(obs) };
        }
        if below(&mut self.rng, 4) == 0 { self.random.decide(obs) } else { self.medium.decide(obs) }
    }
}

/// Tiles held, melded, in a discard pile or in the wall.
fn census(game: &Game) -> usize {
    let mut n = game.wall().len();
    for s in 0..4 {
        let h = game.hand(s).unwrap();
        n += h.concealed().total();
        n += h.melds().map(|m| m.kind().size() as usize).sum::<usize>();
        n += game.table()[s].discards().iter().filter(|d| !d.claimed).count();
    }
    n
}

fn red() -> Tile {
    Tile::RED_DRAGON
}

/// Plays one hand checking every invariant after every action.
fn check_hand(rules: RuleSet, seed: u64, dealer: usize, agents: &mut [Box<dyn Agent>]) -> Game {
    let mut game = Game::new(rules, seed, dealer).unwrap();
    let size = rules.wall_size();
    // The wall is the preset's set: four of each suited kind, the 红中.
    let mut counts = [0usize; 34];
    for t in game.wall().tiles() {
        counts[t.index()] += 1;
    }
    assert!(counts[..27].iter().all(|&n| n == 4));
    assert_eq!(counts[red().index()], usize::from(rules.wildcard_copies()));
    assert_eq!(counts.iter().sum::<usize>(), size);
    let reds_dealt: usize = game.dealt().iter().map(|c| usize::from(c.get(red()))).sum();
    let mut reds_drawn = 0;
    let mut probe = seeded(seed ^ 0x2222);
    while let Some(seat) = game.next_to_act() {
        // A bogus action now and then, 红中 discards and claims among them:
        // refused, nothing changes.
        if below(&mut probe, 6) == 0 {
            let who = below(&mut probe, 4) as usize;
            let bogus = match below(&mut probe, 4) {
                0 => Action::Discard(red()),
                1 => Action::AnGang(red()),
                2 => Action::Chi(Tile::from_id(i64::from(below(&mut probe, 27))).unwrap()),
                _ => Action::Peng,
            };
            if !game.legal(who).contains(&bogus) {
                let before = game.clone();
                assert!(game.apply(who, bogus).is_err(), "{bogus} accepted for seat {who}");
                assert_eq!(game, before);
            }
        }
        let obs = game.observation(seat).unwrap();
        assert!(!obs.legal.is_empty());
        for a in obs.legal {
            assert!(a.tile() != Some(red()), "{a} offered");
            assert!(rules.chi || !matches!(a, Action::Chi(_)), "{a} offered without 吃");
        }
        let action = agents[seat].decide(&obs);
        assert!(obs.is_legal(action), "{} chose {action}", agents[seat].name());
        let wall_before = game.wall().len();
        let events = game.apply(seat, action).unwrap();
        for e in &events {
            match e {
                Event::Drew { tile, .. } if *tile == red() => reds_drawn += 1,
                Event::Discarded { tile, .. } => assert_ne!(*tile, red()),
                Event::Melded { meld, .. } => assert_ne!(meld.tile(), red()),
                _ => {}
            }
        }
        assert_eq!(game.scores().iter().sum::<i32>(), 0);
        let birds = match game.result() {
            Some(r) if !r.is_draw() => wall_before - game.wall().len(),
            _ => 0,
        };
        assert_eq!(census(&game) + birds, size, "seed {seed} after {action}");
    }
    // No 红中 left a hand: every one dealt or drawn is still held.
    let held: usize =
        (0..4).map(|s| usize::from(game.hand(s).unwrap().concealed().get(red()))).sum();
    assert_eq!(held, reds_dealt + reds_drawn);
    let result = game.result().unwrap();
    assert_eq!(result.deltas.iter().sum::<i32>(), 0);
    // The payment lines are the whole settlement.
    let mut sum = [0i32; 4];
    for p in &result.payments {
        assert!(p.points > 0 && p.from != p.to, "{p:?}");
        for (s, d) in p.deltas().iter().enumerate() {
            sum[s] += d;
        }
    }
    assert_eq!(sum, result.deltas, "seed {seed}");
    if result.is_draw() && !rules.flat.kong_points_on_draw {
        assert_eq!(result.deltas, [0; 4], "kong points are void on a drawn hand");
    }
    for w in &result.wins {
        assert_eq!(w.deltas.iter().sum::<i32>(), 0);
        assert!(w.deltas[w.seat] > 0);
        // 有红中不接炮: a hand holding 红中 wins on no discard.
        if w.from.is_some() && rules.flat.wildcard_self_draw_only {
            // The last action before the answers: a 补杠 was robbed.
            let robbed = game
                .actions()
                .iter()
                .rev()
                .find(|(_, a)| !matches!(a, Action::Hu | Action::Pass))
                .is_some_and(|(_, a)| matches!(a, Action::BuGang(_)));
            if !robbed {
                let hand = game.hand(w.seat).unwrap();
                assert_eq!(hand.concealed().get(red()), 0, "seed {seed}: 接炮 holding 红中");
            }
        }
    }
    game
}

fn replays(game: &Game) {
    let record = game.to_record();
    let again = Game::replay(&record).unwrap();
    assert_eq!(again.to_record(), record);
    assert_eq!(&again, game);
}

#[test]
fn wandering_hands_of_both_presets_keep_every_invariant() {
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        let (mut wins, mut draws, mut multi, mut kongs) = (0, 0, 0, 0);
        for seed in 0..300u64 {
            let mut agents: Vec<Box<dyn Agent>> =
                (0..4).map(|s| Box::new(Wanderer::new(seed * 4 + s)) as Box<dyn Agent>).collect();
            let game = check_hand(rules, seed, (seed % 4) as usize, &mut agents);
            let r = game.result().unwrap();
            if r.is_draw() {
                draws += 1;
            } else {
                wins += 1;
                multi += usize::from(r.wins.len() > 1);
            }
            kongs += r.payments.iter().filter(|p| p.reason == PaymentReason::ConcealedKong).count();
            replays(&game);
        }
        println!("{}: wins {wins} draws {draws} multi {multi} kong lines {kongs}", rules.name);
        assert!(wins > 100 && draws > 10 && kongs > 0, "{}", rules.name);
    }
}

/// The presets with their options turned: every bird rule, doubling bird
/// points, 庄闲分, one winner per discard, self-draw only, 四红中 any time,
/// 抢杠胡 as a self-draw and not for all three, 放杠 3, kong points standing.
fn option_variants() -> Vec<RuleSet> {
    let mut out = Vec::new();
    for (i, base) in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()].into_iter().enumerate() {
        for code in 0..4 {
            let mut r = base;
            r.set_bird_rule(code).unwrap();
            r.set_bird_points([1, 2, 3, 1][code as usize]).unwrap();
            r.table.dealer_bonus = code % 2 == 1;
            r.flat.multiple_winners = code != 1;
            r.flat.discard_wins = code != 2;
            r.set_four_red_dragons(2).unwrap();
            r.set_rob_kong([1, 2, 2, 0][code as usize]).unwrap();
            r.flat.rob_kong_pays_all = code == 3;
            r.set_exposed_kong_points(3).unwrap();
            r.flat.kong_points_on_draw = code == 0;
            r.flat.wildcard_robs_kong = i == 0;
            r.chi = code == 3;
            out.push(r);
        }
    }
    out
}

#[test]
fn every_option_keeps_every_invariant_and_replays() {
    for rules in option_variants() {
        let mut wins = 0;
        for seed in 0..80u64 {
            let mut agents: Vec<Box<dyn Agent>> =
                (0..4).map(|s| Box::new(Wanderer::new(seed * 4 + s)) as Box<dyn Agent>).collect();
            let game = check_hand(rules, seed + 7000, (seed % 4) as usize, &mut agents);
            wins += usize::from(!game.result().unwrap().is_draw());
            replays(&game);
        }
        assert!(wins > 10, "{} {:?}: {wins} wins", rules.name, rules.flat);
    }
}

#[test]
fn eight_hongzhong_are_refused_by_the_setter_and_the_engine() {
    let mut r = RuleSet::hongzhong();
    let err = r.set_red_dragons(8).unwrap_err().to_string();
    assert!(err.contains("red_dragons = 8: the engine plays 0 or 4 红中"), "{err}");
    assert_eq!(r, RuleSet::hongzhong(), "refused, nothing changed");
    // Set directly, the field is refused when the hand starts.
    r.flat.red_dragons = majiang_core::RedDragons::Eight;
    let err = Game::new(r, 1, 0).unwrap_err().to_string();
    assert!(err.contains("hongzhong rules: red_dragons = 8"), "{err}");
}

#[test]
fn tutorial_and_expert_tables_play_both_presets_legally() {
    let levels = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        for seed in 0..60u64 {
            let mut agents: Vec<Box<dyn Agent>> = (0..4)
                .map(|s| -> Box<dyn Agent> {
                    if s == (seed % 4) as usize {
                        Box::new(ExpertAgent::default())
                    } else {
                        Box::new(TutorialAgent::new(
                            levels[(seed as usize + s) % 3],
                            seed * 4 + s as u64,
                        ))
                    }
                })
                .collect();
            let game = check_hand(rules, seed, (seed % 4) as usize, &mut agents);
            replays(&game);
        }
    }
}

#[test]
fn the_same_seed_deals_the_same_wall() {
    for rules in [RuleSet::zhuanzhuan(), RuleSet::hongzhong()] {
        let a = Game::new(rules, 9, 1).unwrap();
        let b = Game::new(rules, 9, 1).unwrap();
        assert_eq!(a.wall(), b.wall());
        assert_eq!(a.wall().len() + 53, rules.wall_size());
    }
    // 转转 is Changsha's 108 tiles: the same seed, the same wall.
    assert_eq!(
        Game::new(RuleSet::zhuanzhuan(), 9, 0).unwrap().wall(),
        Game::new(RuleSet::changsha(), 9, 0).unwrap().wall()
    );
}

#[test]
fn a_record_of_rules_the_engine_does_not_play_is_refused_not_replayed_differently() {
    // A 红中 table whose wildcard was removed field by field (as the C ABI
    // did before it took the 红中 out with it): 4 红中 recorded, no wildcard.
    let game = Game::new(RuleSet::hongzhong().without_wildcard(), 3, 0).unwrap();
    let record = game.to_record();
    let mut hz_record = record.clone();
    let header = hz_record.lines().next().unwrap().to_string();
    let damaged = header
        .replace("\"red_dragons\":0", "\"red_dragons\":4")
        .replace("\"no_wildcard_double\":false", "\"no_wildcard_double\":true");
    assert_ne!(damaged, header);
    hz_record = hz_record.replacen(&header, &damaged, 1);
    let err = Game::replay(&hz_record).unwrap_err().to_string();
    assert!(err.contains("line 1") && err.contains("fields wildcard"), "{err}");
    // The consistent table (转转's 108 tiles) replays to itself.
    assert_eq!(Game::replay(&record).unwrap(), game);
}

#[test]
fn a_wildcard_set_directly_on_sichuan_is_refused_when_the_hand_starts() {
    let mut sc = RuleSet::sichuan();
    sc.wildcard = Some(Tile::from_id(4).unwrap());
    let err = Game::new(sc, 1, 0).unwrap_err().to_string();
    assert!(err.contains("sichuan rules: wildcard = 4: 四川 (sichuan) plays no wildcard"), "{err}");
}
