//! Paired A/B of EXPERT's parameters at a mixed table: for every seed, each
//! parameter set plays EXPERT against A5, A4 and A2 in the four seat
//! rotations of the same wall; the mean points per hand of each set and its
//! paired difference from the first (95 % interval over the seeds).
//!
//! `cargo run --release -p majiang-arena --example flat_ab -- RULES FROM TO SPEC...`
//! with each `SPEC` a comma-separated `key=value` list over the default
//! parameters (`decl`, `kong`, `df`, `hz`, `sd`, `margin`, `dw`, `mh`, `fmh`,
//! `minh`, `la`, `ex`, on 四川 `svw`, `skong` and `smh`, and `setup=default` for
//! the anchors' 换三张/定缺 instead of EXPERT's; an empty string for the
//! defaults). The figures behind the flat
//! defaults of `Params` (`reports/flat-arena.md`) come from it, e.g.
//! `... -- zhuanzhuan 7500 8500 fmh=1000 fmh=6 fmh=9 fmh=12`.
use majiang_arena::make_agent;
use majiang_core::RuleSet;
use majiang_core::ai::Agent;
use majiang_core::expert::{Expert, ExpertAgent, Params};
use majiang_core::game::play_hand;

/// EXPERT playing the anchors' default 换三张 and 定缺: it answers no setup
/// question, so the driver gives the default
/// ([`setup_default`](majiang_core::family::setup_default)).
struct DefaultSetup(ExpertAgent);

impl Agent for DefaultSetup {
    fn name(&self) -> &str {
        "EXPERT-default-setup"
    }
    fn answers_setup(&self) -> bool {
        false
    }
    fn decide(&mut self, obs: &majiang_core::game::Observation<'_>) -> majiang_core::game::Action {
        self.0.decide(obs)
    }
}

fn params(spec: &str) -> (Params, bool) {
    let mut p = Params::default();
    let mut default_setup = false;
    for kv in spec.split(',').filter(|kv| !kv.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        if (k, v) == ("setup", "default") {
            default_setup = true;
            continue;
        }
        let f: f64 = v.parse().expect("a number");
        match k {
            "decl" => p.flat_decline_discard_wins = f > 0.0,
            "kong" => p.flat_kong_fee_weight = f,
            "df" => p.decline_factor = f,
            "hz" => p.hazard = f,
            "sd" => p.self_draw_share = f,
            "margin" => p.call_margin = f,
            "dw" => p.danger_weight = f,
            "mh" => p.max_horizon = f as u32,
            "fmh" => p.flat_max_horizon = f as u32,
            "minh" => p.min_horizon = f as u32,
            "la" => p.lookahead_candidates = f as usize,
            "ex" => p.exact_candidates = f as usize,
            "svw" => p.sichuan_value_weight = f,
            "skong" => p.sichuan_kong_weight = f,
            "smh" => p.sichuan_max_horizon = f as u32,
            _ => panic!("unknown key {k}"),
        }
    }
    (p, default_setup)
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let rules = RuleSet::by_name(&a[1]).unwrap();
    let (from, to): (u64, u64) = (a[2].parse().unwrap(), a[3].parse().unwrap());
    let specs: Vec<(Params, bool)> = a[4..].iter().map(|s| params(s)).collect();
    let others = ["a5", "a4", "a2"];
    let mut tot = vec![Vec::new(); specs.len()];
    for seed in from..to {
        for (k, &(p, default_setup)) in specs.iter().enumerate() {
            let mut sum = 0i64;
            for rot in 0..4usize {
                let mut seats: Vec<Box<dyn Agent>> = Vec::new();
                for s in 0..4 {
                    let idx = (s + 4 - rot) % 4;
                    seats.push(if idx == 0 {
                        let expert = ExpertAgent::new(Expert::new(p));
                        if default_setup {
                            Box::new(DefaultSetup(expert))
                        } else {
                            Box::new(expert)
                        }
                    } else {
                        make_agent(others[idx - 1], seed).unwrap()
                    });
                }
                let [x, y, z, w] = &mut seats[..] else { unreachable!() };
                let mut ag: [&mut dyn Agent; 4] = [x.as_mut(), y.as_mut(), z.as_mut(), w.as_mut()];
                let r = play_hand(&rules, seed, 0, &mut ag).unwrap();
                sum += r.deltas[rot] as i64;
            }
            tot[k].push(sum as f64 / 4.0);
        }
    }
    let n = (to - from) as f64;
    for k in 0..specs.len() {
        let m: f64 = tot[k].iter().sum::<f64>() / n;
        let d: Vec<f64> = tot[k].iter().zip(&tot[0]).map(|(a, b)| a - b).collect();
        let dm = d.iter().sum::<f64>() / n;
        let sd = (d.iter().map(|x| (x - dm).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
        println!(
            "{:<30} mean {:.3}  diff vs first {:+.3} ± {:.3} (95%)",
            a[4 + k],
            m,
            dm,
            1.96 * sd / n.sqrt()
        );
    }
}
