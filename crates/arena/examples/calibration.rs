//! Calibration of EXPERT's win-probability model at a table: at every own
//! discard decision, the predicted probability of winning the hand (and of
//! winning it with a big hand) for the discard it plays, against what
//! happened, by shanten after the discard.
//!
//! `cargo run --release -p majiang-arena --example calibration -- FROM TO [OPPONENT] [VALUE_WEIGHT]`
//! seats EXPERT at seat `seed % 4` with three `OPPONENT`s (default `a5`) on
//! the `eval-v1` walls `FROM..TO`.

use majiang_core::RuleSet;
use std::sync::{Arc, Mutex};

use majiang_arena::make_agent;
use majiang_core::ai::Agent;
use majiang_core::expert::{DiscardScore, Expert, ExpertAgent, MAX_DISCARDS, Params, Position};
use majiang_core::game::{Action, Observation, Phase, play_hand};

/// EXPERT recording its predictions for the discard it plays.
struct Recorder {
    agent: ExpertAgent,
    /// (shanten, predicted P(win), predicted P(big win)) of this hand.
    seen: Arc<Mutex<Vec<(i8, f64, f64)>>>,
    /// Discard wins passed this hand.
    declined: Arc<Mutex<u32>>,
}

impl Agent for Recorder {
    fn name(&self) -> &str {
        "recorder"
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        let action = self.agent.decide(obs);
        if matches!(obs.phase, Phase::Claim { .. })
            && obs.is_legal(Action::Hu)
            && action != Action::Hu
        {
            *self.declined.lock().expect("one thread") += 1;
        }
        if let (Phase::Turn { .. }, Action::Discard(t), false) = (obs.phase, action, obs.frozen) {
            let expert = self.agent.expert();
            let mut out = [DiscardScore::EMPTY; MAX_DISCARDS];
            let unseen = obs.unseen();
            let draws = obs.wall_left.div_ceil(4) as u32;
            if let Ok(n) =
                expert.rank_discards(&Position::new(&obs.hand, obs.rules, &unseen, draws), &mut out)
                && let Some(s) = out[..n].iter().find(|s| s.tile == t)
            {
                let (v_small, v_big) = expert.params.values();
                let big = ((s.points - v_small * s.win_prob) / (v_big - v_small)).max(0.0);
                self.seen.lock().expect("one thread").push((s.shanten, s.win_prob, big));
            }
        }
        action
    }
}

/// `key=value,...` over the default parameters.
fn parse_params(spec: &str) -> Params {
    let mut p = Params::default();
    for kv in spec.split(',').filter(|kv| !kv.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        let f: f64 = v.parse().expect("a number");
        match k {
            "w" => p.value_weight = f,
            "sd" => p.self_draw_share = f,
            "bs" => p.big_draw_scale = f,
            "decline" => p.decline_small_discard_wins = f > 0.0,
            "df" => p.decline_factor = f,
            "hz" => p.hazard = f,
            "loss" => p.loss_when_others_win = f,
            "margin" => p.call_margin = f,
            "dw" => p.danger_weight = f,
            "mh" => p.max_horizon = f as u32,
            _ => panic!("unknown key {k}"),
        }
    }
    p
}

fn main() -> majiang_core::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let from: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let to: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(101_000);
    let opponent = args.get(3).map_or("a5", String::as_str);
    let spec = args.get(4).map_or("", String::as_str);
    let rules = RuleSet::eval_v1();
    let params = parse_params(spec);
    // Per shanten 0..=4: decisions, Σ predicted win, realised wins, Σ predicted big, realised big.
    let mut bins = [[0.0f64; 5]; 5];
    // Own wins, deal-ins (small, big), others' wins off a third player, others' self-draws.
    let mut ledger = [(0u64, 0i64); 5];
    let mut dealt_in_while = [0u64; 2];
    // Hands with a declined discard win: count, own points, own self-draws.
    let mut decl = (0u64, 0i64, 0u64);
    let (mut hands, mut won, mut big_won, mut points) = (0u64, 0u64, 0u64, 0i64);
    for seed in from..to {
        let me = (seed % 4) as usize;
        let seen = Arc::new(Mutex::new(Vec::new()));
        let declined = Arc::new(Mutex::new(0u32));
        let mut seats: Vec<Box<dyn Agent>> = Vec::with_capacity(4);
        for s in 0..4 {
            seats.push(if s == me {
                Box::new(Recorder {
                    agent: ExpertAgent::new(Expert::new(params)),
                    seen: Arc::clone(&seen),
                    declined: Arc::clone(&declined),
                })
            } else {
                make_agent(opponent, seed)?
            });
        }
        let [a, b, c, d] = &mut seats[..] else { unreachable!("four seats") };
        let mut agents: [&mut dyn Agent; 4] = [a.as_mut(), b.as_mut(), c.as_mut(), d.as_mut()];
        let result = play_hand(&rules, seed, (seed % 4) as usize, &mut agents)?;
        hands += 1;
        if *declined.lock().expect("one thread") > 0 {
            decl.0 += 1;
            decl.1 += result.deltas[me] as i64;
            decl.2 += result.wins.iter().any(|w| w.seat == me && w.from.is_none()) as u64;
        }
        for w in &result.wins {
            let k = match (w.seat == me, w.from) {
                (true, _) => 0,
                (false, Some(f)) if f == me => 1 + w.analysis.is_big() as usize,
                (false, Some(_)) => 3,
                (false, None) => 4,
            };
            ledger[k].0 += 1;
            ledger[k].1 += w.deltas[me] as i64;
            if k == 1 || k == 2 {
                dealt_in_while[k - 1] += 1;
            }
        }
        points += result.deltas[me] as i64;
        let win = result.wins.iter().find(|w| w.seat == me);
        let (w, b) = (win.is_some(), win.is_some_and(|w| w.analysis.is_big()));
        won += w as u64;
        big_won += b as u64;
        for &(sh, pw, pb) in seen.lock().expect("one thread").iter() {
            let k = (sh.max(0) as usize).min(4);
            bins[k][0] += 1.0;
            bins[k][1] += pw;
            bins[k][2] += w as u8 as f64;
            bins[k][3] += pb;
            bins[k][4] += b as u8 as f64;
        }
    }
    println!(
        "EXPERT ({spec}) alone vs 3 × {opponent}, seeds {from}..{to}: {hands} hands, \
         win {:.1} %, big {:.1} %, points/hand {:+.3}",
        100.0 * won as f64 / hands as f64,
        100.0 * big_won as f64 / hands as f64,
        points as f64 / hands as f64
    );
    for (name, (n, p)) in [
        "own wins",
        "dealt in (small)",
        "dealt in (big)",
        "others off others",
        "others' self-draws",
    ]
    .iter()
    .zip(ledger)
    {
        println!(
            "{name:>20}: {:>5.1} % of hands, {:+.3} points/hand",
            100.0 * n as f64 / hands as f64,
            p as f64 / hands as f64
        );
    }
    let _ = dealt_in_while;
    if decl.0 > 0 {
        println!(
            "declined a discard win in {} hands: {:+.3} points per such hand (taking it: +1 each), self-drawn {:.1} %",
            decl.0,
            decl.1 as f64 / decl.0 as f64,
            100.0 * decl.2 as f64 / decl.0 as f64
        );
    }
    println!("shanten  decisions  P(win) pred  real   P(big) pred  real");
    for (k, b) in bins.iter().enumerate() {
        if b[0] > 0.0 {
            println!(
                "{k:>7} {:>10} {:>12.3} {:>6.3} {:>12.3} {:>6.3}",
                b[0],
                b[1] / b[0],
                b[2] / b[0],
                b[3] / b[0],
                b[4] / b[0]
            );
        }
    }
    Ok(())
}
