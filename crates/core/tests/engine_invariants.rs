//! Invariants of the engine over thousands of seeded hands, played by agents
//! that wander through every rule path: every tile accounted for at every
//! step, points summing to zero, every move legal (and every illegal one
//! refused without a trace), observations that match the game, and records
//! that replay byte for byte.

use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
use majiang_core::ai::{Agent, RandomAgent};
use majiang_core::game::{Action, DrawSource, Event, Game, Observation, Phase, SettleReason};
use majiang_core::rng::{below, seeded};
use majiang_core::{BirdMode, NextDealer, RuleSet, Tile};
use rand_chacha::ChaCha8Rng;

/// Wins half the time it may; otherwise plays like MEDIUM three times in
/// four and picks any legal action the fourth: reaches wins, 过胡, every
/// kong kind, 开杠, 海底 passes and takes.
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

fn rule_variants() -> Vec<RuleSet> {
    let mut four_flips = RuleSet::changsha();
    four_flips.set_kaigang_flips(4).unwrap();
    four_flips.set_birds(6).unwrap();
    four_flips.table.bird_mode = BirdMode::AddOne;
    four_flips.table.kong_fee = 1;
    four_flips.table.next_dealer = NextDealer::KeepOrNext;
    let mut one_bird = RuleSet::changsha();
    one_bird.set_birds(1).unwrap();
    one_bird.table.haidi_offer = false;
    vec![RuleSet::changsha(), RuleSet::eval_v1(), four_flips, one_bird]
}

/// Every tile of the set is in a hand, a meld, a discard pile or the wall.
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

/// How often each rule path was taken, to prove the random play reaches it.
#[derive(Default, Debug)]
struct Coverage {
    kinds: std::collections::BTreeMap<String, usize>,
}

impl Coverage {
    fn see(&mut self, events: &[Event]) {
        for e in events {
            let key = match e {
                Event::Melded { meld, kaigang, from, .. } => {
                    format!(
                        "meld {}{}{}",
                        meld.kind().name(),
                        if *kaigang { " kaigang" } else { "" },
                        if from.is_some() { " claimed" } else { "" }
                    )
                }
                Event::Won(w) => {
                    for (b, _) in &w.analysis.big_hands {
                        *self.kinds.entry(format!("big {}", b.id())).or_default() += 1;
                    }
                    if w.analysis.small { "small win".into() } else { "big win".into() }
                }
                Event::KongFlip { .. } => "kong flip".into(),
                Event::HaidiOffered { .. } => "haidi offered".into(),
                Event::HaidiShown { .. } => "haidi shown".into(),
                Event::Drew { source: DrawSource::Haidi, .. } => "haidi taken".into(),
                Event::BirdsFlipped { .. } => "birds".into(),
                Event::OpeningWin(_) => "opening win".into(),
                Event::Settled { reason: SettleReason::KongFee, .. } => "kong fee".into(),
                _ => continue,
            };
            *self.kinds.entry(key).or_default() += 1;
        }
    }
}

/// Plays one hand step by step, checking everything after every action.
fn check_hand(rules: RuleSet, seed: u64, dealer: usize, agents: &mut [Box<dyn Agent>]) -> Game {
    check_hand_covering(rules, seed, dealer, agents, &mut Coverage::default())
}

fn check_hand_covering(
    rules: RuleSet,
    seed: u64,
    dealer: usize,
    agents: &mut [Box<dyn Agent>],
    coverage: &mut Coverage,
) -> Game {
    let total = rules.kinds() * 4;
    let mut game = Game::new(rules, seed, dealer).unwrap();
    let mut probe = seeded(seed ^ 0x1111);
    coverage.see(&game.opening_events());
    assert_eq!(census(&game), total);
    while let Some(seat) = game.next_to_act() {
        for other in 0..4 {
            assert_eq!(game.is_pending(other), !game.legal(other).is_empty());
        }
        // An illegal action for a seat, now and then: refused, nothing changes.
        if below(&mut probe, 8) == 0 {
            let who = below(&mut probe, 4) as usize;
            let bogus = Action::decode(
                (below(&mut probe, Action::KINDS as u32) as u16) << 8
                    | below(&mut probe, 27) as u16,
            );
            if let Ok(bogus) = bogus
                && !game.legal(who).contains(&bogus)
            {
                let before = game.clone();
                assert!(game.apply(who, bogus).is_err(), "{bogus} accepted for seat {who}");
                assert_eq!(game, before);
            }
        }
        let obs = game.observation(seat).unwrap();
        assert_eq!(obs.legal, game.legal_actions(seat).as_slice());
        assert!(!obs.legal.is_empty());
        let action = agents[seat].decide(&obs);
        assert!(obs.is_legal(action));
        let wall_before = game.wall().len();
        let events = game.apply(seat, action).unwrap();
        coverage.see(&events);
        assert!(!events.is_empty() || matches!(game.phase(), Phase::Claim { .. }));
        assert_eq!(game.scores().iter().sum::<i32>(), 0);
        let birds_from_wall = match game.result() {
            Some(r) if !r.is_draw() => wall_before - game.wall().len(),
            _ => 0,
        };
        assert_eq!(census(&game) + birds_from_wall, total, "seed {seed} after {action}");
        for s in 0..4 {
            let h = game.hand(s).unwrap();
            let size = h.concealed().total();
            let sets = 3 * h.sets_needed();
            assert!(size == sets + 1 || size == sets + 2, "seat {s}: {h}");
            assert_eq!(game.table()[s].concealed_tiles() as usize, size);
        }
    }
    let result = game.result().expect("finished");
    assert_eq!(result.deltas.iter().sum::<i32>(), 0);
    assert!(result.next_dealer < 4);
    for w in &result.wins {
        assert_eq!(w.deltas.iter().sum::<i32>(), 0);
        assert!(w.deltas[w.seat] > 0, "a winner gains: {w:?}");
    }
    game
}

#[test]
fn thousands_of_wandering_hands_keep_every_invariant() {
    let mut wins = 0;
    let mut draws = 0;
    let mut multi = 0;
    let mut coverage = Coverage::default();
    for (r, rules) in rule_variants().into_iter().enumerate() {
        for seed in 0..600u64 {
            let mut agents: Vec<Box<dyn Agent>> =
                (0..4).map(|s| Box::new(Wanderer::new(seed * 4 + s)) as Box<dyn Agent>).collect();
            let game = check_hand_covering(
                rules,
                seed + 1000 * r as u64,
                (seed % 4) as usize,
                &mut agents,
                &mut coverage,
            );
            let result = game.result().unwrap();
            if result.is_draw() {
                draws += 1;
            } else {
                wins += 1;
                multi += usize::from(result.wins.len() > 1);
            }
            // The record replays to the same game, byte for byte.
            let record = game.to_record();
            let again = Game::replay(&record).unwrap();
            assert_eq!(again.to_record(), record);
            assert_eq!(again, game);
        }
    }
    println!("{coverage:#?}");
    assert!(wins > 300 && draws > 100, "wins {wins}, draws {draws}");
    // The wandering reaches every rule path (the seeds are fixed).
    for path in [
        "meld gang kaigang claimed",
        "meld an_gang kaigang",
        "meld bu_gang kaigang",
        "kong flip",
        "big gangshangkaihua",
        "big gangshangpao",
        "big qiangganghu",
        "big haidilaoyue",
        "big haidipao",
        "haidi shown",
        "kong fee",
        "opening win",
        "birds",
    ] {
        assert!(coverage.kinds.get(path).copied().unwrap_or(0) > 0, "never reached: {path}");
    }
    assert!(multi > 0, "no 通炮 in {wins} wins");
}

#[test]
fn tutorial_tables_keep_every_invariant() {
    let levels = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];
    for seed in 0..300u64 {
        let mut agents: Vec<Box<dyn Agent>> = (0..4)
            .map(|s| {
                Box::new(TutorialAgent::new(levels[(seed as usize + s) % 3], seed * 4 + s as u64))
                    as Box<dyn Agent>
            })
            .collect();
        let rules = if seed % 2 == 0 { RuleSet::changsha() } else { RuleSet::eval_v1() };
        let game = check_hand(rules, seed, (seed % 4) as usize, &mut agents);
        let record = game.to_record();
        assert_eq!(Game::replay(&record).unwrap().to_record(), record);
    }
}

#[test]
fn the_same_seed_plays_the_same_hand() {
    let play = |seed: u64| {
        let mut agents: Vec<Box<dyn Agent>> =
            (0..4).map(|s| Box::new(Wanderer::new(s)) as Box<dyn Agent>).collect();
        check_hand(RuleSet::changsha(), seed, 2, &mut agents).to_record()
    };
    assert_eq!(play(77), play(77));
    assert_ne!(play(77), play(78));
}

#[test]
fn every_hand_of_the_standard_preset_also_completes() {
    // 136 tiles with honours: the engine is not tied to 108.
    for seed in 0..100u64 {
        let mut agents: Vec<Box<dyn Agent>> =
            (0..4).map(|s| Box::new(Wanderer::new(seed + s)) as Box<dyn Agent>).collect();
        check_hand(RuleSet::standard(), seed, 0, &mut agents);
    }
}

#[test]
fn tiles_in_records_are_in_play() {
    let game = Game::new(RuleSet::eval_v1(), 5, 0).unwrap();
    let t: Tile = "5m".parse().unwrap();
    assert!(game.legal_actions(0).iter().all(|a| a.tile().is_none_or(|x| x.index() < 27)));
    assert!(game.wall().tiles().contains(&t));
}
