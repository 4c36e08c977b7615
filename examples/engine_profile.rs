//! Profiling driver for the engine: `engine_profile N MODE` plays N hands
//! of eval-v1 (MODE `play`: four draw-discard agents; `easy`, `medium`,
//! `hard`: four tutorial agents of that level; `new`: only deals) so that
//! `perf stat -e task-clock` / `perf record` can measure the CPU time per
//! hand on a busy machine (subtract a run with N = 0 for the table set-up).
use majiang::RuleSet;
use majiang::ai::tutorial::{Difficulty, TutorialAgent};
use majiang::ai::{Agent, DrawDiscard};
use majiang::game::{Game, play_hand};

fn main() {
    let rules = RuleSet::eval_v1();
    majiang::warm_up();
    let n: u64 = std::env::args().nth(1).map_or(20_000, |s| s.parse().expect("a number of hands"));
    let mode = std::env::args().nth(2).unwrap_or_else(|| "play".to_string());
    let start = std::time::Instant::now();
    let mut sum = 0i64;
    match mode.as_str() {
        "new" => {
            for seed in 0..n {
                let g = Game::new(rules, seed, (seed % 4) as usize).expect("a deal");
                sum += g.legal(g.dealer()).len() as i64;
            }
        }
        "easy" | "medium" | "hard" => {
            let level = match mode.as_str() {
                "easy" => Difficulty::Easy,
                "medium" => Difficulty::Medium,
                _ => Difficulty::Hard,
            };
            let mut seats: Vec<TutorialAgent> =
                (0..4).map(|s| TutorialAgent::new(level, s)).collect();
            let [a, b, c, d] = &mut seats[..] else { unreachable!() };
            let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
            for seed in 0..n {
                sum += play_hand(&rules, seed, (seed % 4) as usize, &mut agents)
                    .expect("legal")
                    .draws as i64;
            }
        }
        _ => {
            let [mut a, mut b, mut c, mut d] = [DrawDiscard; 4];
            let mut agents: [&mut dyn Agent; 4] = [&mut a, &mut b, &mut c, &mut d];
            for seed in 0..n {
                sum += play_hand(&rules, seed, (seed % 4) as usize, &mut agents)
                    .expect("legal")
                    .draws as i64;
            }
        }
    }
    let el = start.elapsed();
    println!("{mode}: {n} hands in {el:?} wall time (checksum {sum})");
}
