//! `mc`: a determinized Monte-Carlo table player, an offline yardstick of
//! how much a search could still gain over EXPERT at the table. **Not for
//! play**: a decision plays hundreds of hands out (tens of milliseconds).
//!
//! # A decision
//! At a turn (not frozen, not winning) and when answering a discard, the
//! player lists its candidates — EXPERT's own choice first, then, at a
//! turn, the other discards by the shanten they leave and then their
//! effective draws (unseen copies of the tiles that lower it), up to
//! [`TOP_K`] in all; on a discard, every legal answer. It then samples
//! [`SAMPLES`] deals of the hidden tiles consistent with what its seat
//! sees: the unseen multiset ([`Observation::unseen`], with the hidden 红中
//! of 红中麻将), the kinds of the others' concealed kongs drawn among the
//! kinds with four unseen copies, the others' concealed tiles and the wall
//! dealt from the rest in a random order. Each candidate is played from each sample ([`Game::resume`]) to
//! the end of the hand with EXPERT at all four seats (the same samples for
//! every candidate, so their differences are paired), and the candidate
//! with the best mean points from there on is played if its mean gain over
//! EXPERT's choice is at least [`MIN_Z`] standard errors; else EXPERT's.
//! Every other decision (a self-drawn win, a 开杠 hand's forced discard,
//! robbed kongs, flips, the last tile) is EXPERT's, and so is any decision
//! whose state cannot be sampled (an empty wall).
//!
//! The model of the others is naive on purpose: their tiles are uniform
//! given what is visible (no inference from their discards or passes), and
//! they are assumed to be EXPERT.
//!
//! # Reproducibility
//! The samples come from a [`ChaCha8Rng`](rand_chacha::ChaCha8Rng) seeded
//! with the agent's seed (the arena derives it from the game's seed, the
//! table and the seat) mixed with the index of the decision, so a game
//! replays byte for byte.

use super::make_agent;
use majiang_core::ai::Agent;
use majiang_core::counts::Counts;
use majiang_core::game::{Action, Game, MidHand, Observation, Offer, Phase, ResumeAt, ask};
use majiang_core::hand::Hand;
use majiang_core::meld::Meld;
use majiang_core::rng::{below, seeded};
use majiang_core::shanten::shanten;
use majiang_core::tile::Tile;

/// Sampled deals per decision.
pub const SAMPLES: usize = 16;

/// Candidates weighed at a turn: EXPERT's choice and the next best
/// discards.
pub const TOP_K: usize = 4;

/// Standard errors by which a candidate's mean gain over EXPERT's choice
/// (paired by sample) must exceed zero to be played instead: a played-out
/// hand's points vary by several points, and without this test 16 samples
/// pick nearly at random among the candidates (measured: −0.6 points/hand
/// against EXPERT, `reports/yardsticks.md`).
pub const MIN_Z: f64 = 2.0;

/// The Monte-Carlo player as an arena [`Agent`] (see the module docs).
pub struct McAgent {
    expert: Box<dyn Agent>,
    seed: u64,
    decisions: u64,
    samples: usize,
    top_k: usize,
}

impl std::fmt::Debug for McAgent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McAgent")
            .field("seed", &self.seed)
            .field("samples", &self.samples)
            .field("top_k", &self.top_k)
            .finish_non_exhaustive()
    }
}

impl McAgent {
    /// A player drawing its samples from `seed`, `samples` deals per
    /// decision, at most `top_k` candidates at a turn.
    #[must_use]
    pub fn new(seed: u64, samples: usize, top_k: usize) -> McAgent {
        McAgent { expert: playout_agent(), seed, decisions: 0, samples, top_k: top_k.max(1) }
    }

    /// The actions worth playing out, EXPERT's `expert` first; fewer than
    /// two: nothing to weigh.
    fn candidates(&self, obs: &Observation<'_>, expert: Action) -> Vec<Action> {
        let mut out = vec![expert];
        match obs.phase {
            Phase::Turn { .. } if !obs.frozen && !obs.is_legal(Action::Hu) => {
                let unseen = obs.unseen();
                let mut ranked: Vec<(i8, i32, Action)> = obs
                    .legal
                    .iter()
                    .filter_map(|&a| match a {
                        Action::Discard(t) if a != expert => {
                            let (s, draws) = effective(&obs.hand, t, &unseen, obs)?;
                            Some((s, -draws, a))
                        }
                        _ => None,
                    })
                    .collect();
                ranked.sort_unstable_by_key(|&(s, d, a)| (s, d, a));
                out.extend(ranked.into_iter().take(self.top_k - 1).map(|(_, _, a)| a));
            }
            Phase::Claim { offer: Offer::Discard(_), .. } => {
                out.extend(obs.legal.iter().copied().filter(|&a| a != expert));
            }
            _ => {}
        }
        out
    }
}

/// The shanten `hand` keeps after discarding `t`, and the unseen copies of
/// the kinds that would then lower it.
fn effective(hand: &Hand, t: Tile, unseen: &Counts, obs: &Observation<'_>) -> Option<(i8, i32)> {
    let mut h = hand.without_tile(t).ok()?;
    let s = shanten(&h, obs.rules);
    let mut draws = 0;
    for k in 0..obs.rules.kinds() {
        let c = unseen.as_array()[k];
        if c == 0 {
            continue;
        }
        let x = crate::kind(k);
        h.push_unchecked(x);
        if shanten(&h, obs.rules) < s {
            draws += i32::from(c);
        }
        h.pop_unchecked(x);
    }
    Some((s, draws))
}

/// The player every seat of a playout is (EXPERT, through the registry).
fn playout_agent() -> Box<dyn Agent> {
    make_agent("expert", 0).expect("EXPERT is registered")
}

/// One deal of the hidden tiles consistent with `obs` (see the module
/// docs); `None` when there is none to make (an empty wall, a concealed
/// kong no kind can be).
fn sample(obs: &Observation<'_>, rng: &mut rand_chacha::ChaCha8Rng) -> Option<MidHand> {
    let at = match obs.phase {
        Phase::Turn { seat } => ResumeAt::Turn { seat, drawn: obs.drawn, replacement: false },
        Phase::Claim { from, offer: Offer::Discard(tile) } => ResumeAt::Discard { from, tile },
        _ => return None,
    };
    if obs.wall_left == 0 {
        return None;
    }
    let rules = obs.rules;
    let mut pool = obs.unseen();
    // A wildcard outside the kinds in play (红中 under 红中麻将) is in no
    // unseen count; never discarded or melded, every copy the seat does not
    // hold is hidden (in another hand or the wall).
    if let Some(w) = rules.wildcard.filter(|w| w.index() >= rules.kinds()) {
        pool[w] = rules.wildcard_copies().saturating_sub(obs.hand.concealed().get(w));
    }
    let mut melds: [Vec<Meld>; 4] = std::array::from_fn(|s| obs.table[s].melds().to_vec());
    for (s, m) in melds.iter_mut().enumerate().filter(|(s, _)| *s != obs.seat) {
        for _ in 0..obs.table[s].concealed_kongs() {
            let fours: Vec<usize> =
                (0..rules.kinds()).filter(|&k| pool.as_array()[k] == 4).collect();
            if fours.is_empty() {
                return None;
            }
            let k = fours[below(rng, fours.len() as u32) as usize];
            pool[crate::kind(k)] = 0;
            m.push(Meld::an_gang(crate::kind(k)));
        }
    }
    let mut tiles: Vec<Tile> = pool.tiles().collect();
    let hidden: usize = (0..4)
        .filter(|&s| s != obs.seat)
        .map(|s| usize::from(obs.table[s].concealed_tiles()))
        .sum();
    if tiles.len() != hidden + obs.wall_left {
        return None;
    }
    for i in (1..tiles.len()).rev() {
        tiles.swap(i, below(rng, i as u32 + 1) as usize);
    }
    let mut hands = [obs.hand; 4];
    let mut next = 0;
    for s in (0..4).filter(|&s| s != obs.seat) {
        let n = usize::from(obs.table[s].concealed_tiles());
        hands[s] = Hand::from_tiles(&tiles[next..next + n], &melds[s], rules).ok()?;
        next += n;
    }
    let mut pass_lock = [false; 4];
    pass_lock[obs.seat] = obs.pass_lock;
    Some(MidHand {
        dealer: obs.dealer,
        hands,
        table: *obs.table,
        wall: tiles.split_off(next),
        scores: obs.scores,
        pass_lock,
        at,
        // The observation shows neither who fed an exposed kong nor the
        // kongs others passed: the samples' drawn hands keep the kong points
        // paid so far (a small bias, on flat tables only).
        kong_lines: Vec::new(),
        passed_kongs: [majiang_core::TileSet::EMPTY; 4],
        // 四川: who deals next does not change this hand's value.
        sichuan_next_dealer: None,
    })
}

/// Plays `game` to the end with EXPERT at every seat; `None` if a player
/// errs (EXPERT does not).
fn play_out(game: &mut Game) -> Option<()> {
    let mut seats: [Box<dyn Agent>; 4] = std::array::from_fn(|_| playout_agent());
    while let Some(seat) = game.next_to_act() {
        let action = ask(&mut seats[seat], &game.observation(seat).ok()?);
        game.apply_quiet(seat, action).ok()?;
    }
    Some(())
}

impl Agent for McAgent {
    fn name(&self) -> &str {
        "mc"
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        self.decisions += 1;
        let expert = self.expert.decide(obs);
        let candidates = self.candidates(obs, expert);
        if candidates.len() < 2 {
            return expert;
        }
        let mut rng = seeded(super::seed_of(self.seed, 0x6d63, self.decisions, obs.seat as u64));
        // Per candidate, the per-sample gain over EXPERT's choice (index 0).
        let mut gains = vec![Vec::with_capacity(self.samples); candidates.len()];
        for _ in 0..self.samples {
            let Some(mid) = sample(obs, &mut rng) else { return expert };
            let Ok(start) = Game::resume(*obs.rules, &mid) else { return expert };
            let mut points = vec![0f64; candidates.len()];
            for (&action, p) in candidates.iter().zip(points.iter_mut()) {
                let mut game = start.clone();
                if game.apply_quiet(obs.seat, action).is_err() || play_out(&mut game).is_none() {
                    return expert;
                }
                *p = f64::from(game.result().map_or(0, |r| r.deltas[obs.seat]));
            }
            for (g, p) in gains.iter_mut().zip(&points) {
                g.push(p - points[0]);
            }
        }
        // Leave EXPERT's choice only for a gain of MIN_Z standard errors.
        let mut best = (0, 0.0);
        for (i, g) in gains.iter().enumerate().skip(1) {
            let n = g.len() as f64;
            let mean = g.iter().sum::<f64>() / n;
            let var = g.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
            if mean > best.1 && mean > MIN_Z * (var / n).sqrt() {
                best = (i, mean);
            }
        }
        candidates[best.0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::ai::tutorial::{Difficulty, TutorialAgent};
    use majiang_core::rules::RuleSet;

    /// Plays seed `seed` with `mc` in seat 0 and returns every action and
    /// the payments; also how often `mc` left EXPERT's choice.
    fn game(seed: u64) -> (Vec<(u8, Action)>, [i32; 4], u32) {
        let rules = RuleSet::eval_v1();
        let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
        let mut mc = McAgent::new(seed * 31 + 7, 3, 3);
        let mut expert = playout_agent();
        let mut others: [Box<dyn Agent>; 3] = [
            Box::new(TutorialAgent::new(Difficulty::Medium, seed)),
            playout_agent(),
            Box::new(TutorialAgent::new(Difficulty::Hard, seed)),
        ];
        let mut differs = 0;
        while let Some(seat) = game.next_to_act() {
            let obs = game.observation(seat).unwrap();
            let action = if seat == 0 {
                let a = mc.decide(&obs);
                assert!(obs.is_legal(a), "seed {seed}: {a}");
                differs += u32::from(a != expert.decide(&obs));
                a
            } else {
                others[seat - 1].decide(&obs)
            };
            game.apply_quiet(seat, action).unwrap();
        }
        (game.actions().to_vec(), game.result().unwrap().deltas, differs)
    }

    #[test]
    fn mc_is_legal_reproducible_and_searches() {
        let mut differs = 0;
        for seed in 0..6 {
            let (a, d, n) = game(seed);
            let (b, e, m) = game(seed);
            assert_eq!(a, b, "seed {seed}");
            assert_eq!((d, n), (e, m));
            differs += n;
        }
        // It weighs candidates for real: some of its choices are not EXPERT's.
        assert!(differs > 0);
    }

    #[test]
    fn samples_are_consistent_with_the_observation() {
        // 红中麻将's hidden 红中 (in no unseen count) are dealt too.
        for rules in [RuleSet::eval_v1(), RuleSet::hongzhong()] {
            samples_match(rules);
        }
    }

    fn samples_match(rules: RuleSet) {
        let mut game = Game::new(rules, 11, 1).unwrap();
        let mut rng = seeded(3);
        let mut checked = 0;
        while let Some(seat) = game.next_to_act() {
            let obs = game.observation(seat).unwrap();
            if let Some(mid) = sample(&obs, &mut rng) {
                // Own hand and the table as seen; the rest adds up (resume
                // checks every count).
                assert_eq!(mid.hands[seat], obs.hand);
                assert_eq!(mid.wall.len(), obs.wall_left);
                let resumed = Game::resume(rules, &mid).unwrap();
                if matches!(obs.phase, Phase::Turn { .. }) {
                    assert_eq!(resumed.legal(seat), obs.legal);
                }
                checked += 1;
            }
            let a = playout_agent().decide(&obs);
            game.apply_quiet(seat, a).unwrap();
        }
        assert!(checked > 20, "{}: {checked}", rules.name);
    }
}
