//! Seeded fuzzing of the Botzone bot (`mcr::botzone`), which reads whatever
//! the judge — or anyone driving the uploaded binary — writes to it.
//!
//! Each stream is a hand seen from the bot's seat: the seat and wind, a deal
//! from a shuffled 144-tile wall (flowers included), the bot's draws, the
//! other players' draws, 补花 and discards, and the judge's echo of every
//! answer the bot gives (its discards, claims and kongs). A clean stream is
//! such a hand exactly; a damaged one has lines replaced by noise, tile codes
//! swapped, lines dropped or repeated, at a random point.
//!
//! What must hold:
//! - nothing panics, whatever the lines;
//! - every answer is one the judge can read: it parses back to itself;
//! - on a clean stream no answer is refused, and each is legal from the
//!   bot's own hand: a discard it holds, a kong of four (or of its 碰), a
//!   claim of the discard just made with tiles it holds, `HU` on a hand the
//!   calculator scores at 8 fan or more;
//! - the JSON and simple forms (every request replayed with the bot's earlier
//!   answers) give the answer the keep-running bot gave.
//!
//! Deterministic (ChaCha8, fixed seeds), so a failure reproduces.
//! `MAJIANG_BOTZONE_FUZZ` sets the number of streams (default 240).

use majiang_core::mcr::botzone::{self, Bot, Level, Response, code_of};
use majiang_core::{Counts, Hand, MeldKind, RuleSet, Tile, mcr};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const LEVELS: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Expert];

/// A wall item: a tile, or flower `H1`-`H8`.
#[derive(Clone, Copy, Debug)]
enum Item {
    Tile(Tile),
    Flower(u8),
}

/// One hand played toward the bot, its requests written as the judge
/// writes them and the bot's answers collected.
struct Stream {
    rng: ChaCha8Rng,
    bot: Bot,
    wall: Vec<Item>,
    me: usize,
    requests: Vec<String>,
    answers: Vec<Response>,
    /// The line (index into `requests`) from which the stream was damaged.
    damaged_from: Option<usize>,
    /// Chance per line of damage starting there (0: a clean stream).
    damage: f64,
    /// The bot's previous answer was a kong: this draw replaces it.
    kong_before: bool,
}

impl Stream {
    fn new(seed: u64, level: Level, damage: f64) -> Stream {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut wall: Vec<Item> =
            Tile::all().flat_map(|t| [Item::Tile(t); 4]).chain((1..=8).map(Item::Flower)).collect();
        wall.shuffle(&mut rng);
        let me = rng.random_range(0..4);
        Stream {
            rng,
            bot: Bot::new(level),
            wall,
            me,
            requests: Vec::new(),
            answers: Vec::new(),
            damaged_from: None,
            damage,
            kong_before: false,
        }
    }

    /// A line of noise: protocol words, codes and bytes in any order.
    fn noise(&mut self) -> String {
        const WORDS: &[&str] = &[
            "0",
            "1",
            "2",
            "3",
            "4",
            "9",
            "-1",
            "99999999999",
            "PLAY",
            "PENG",
            "CHI",
            "GANG",
            "BUGANG",
            "BUHUA",
            "DRAW",
            "HU",
            "PASS",
            "W1",
            "W9",
            "T5",
            "B0",
            "B10",
            "F4",
            "F5",
            "J3",
            "J4",
            "H1",
            "H8",
            "H9",
            "{",
            "}",
            "\"",
            "[",
            "]",
            "中",
            "💥",
            "\t",
            "",
        ];
        let n = self.rng.random_range(0..8);
        (0..n).map(|_| *WORDS.choose(&mut self.rng).unwrap()).collect::<Vec<_>>().join(" ")
    }

    /// Damages `line` (once damage has begun, now and then).
    fn damaged(&mut self, line: String) -> Option<String> {
        if self.damaged_from.is_none() && self.rng.random_bool(self.damage) {
            self.damaged_from = Some(self.requests.len());
        }
        if self.damaged_from.is_none() || !self.rng.random_bool(0.3) {
            return Some(line);
        }
        match self.rng.random_range(0..4) {
            0 => Some(self.noise()),
            1 => {
                // One tile code swapped for another (perhaps an impossible one).
                let mut words: Vec<String> = line.split(' ').map(str::to_string).collect();
                let i = self.rng.random_range(0..words.len());
                words[i] = code_of(Tile::all().nth(self.rng.random_range(0..34)).unwrap());
                Some(words.join(" "))
            }
            2 => None,
            _ => {
                // The line twice: the first answered, the second is the line.
                self.ask(line.clone());
                Some(line)
            }
        }
    }

    /// Sends `line` (perhaps damaged) and checks the answer's form.
    fn send(&mut self, line: String) -> Option<Response> {
        let line = self.damaged(line)?;
        Some(self.ask(line))
    }

    fn ask(&mut self, line: String) -> Response {
        let before = self.bot.concealed();
        let clean = self.damaged_from.is_none();
        let answer = match self.bot.respond(&line) {
            Ok(r) => r,
            Err(refusal) => {
                assert!(!clean, "a clean stream was refused at `{line}`: {}", refusal.error);
                refusal.fallback
            }
        };
        let wire = answer.to_string();
        assert_eq!(botzone::Response::parse(&wire).ok(), Some(answer), "{wire}");
        if clean {
            self.check_legal(&line, &answer, &before);
        }
        // The kong's replacement is the next draw, after the judge's echo.
        if matches!(answer, Response::AnGang(_) | Response::BuGang(_) | Response::Gang) {
            self.kong_before = true;
        } else if line.starts_with("2 ") {
            self.kong_before = false;
        }
        self.requests.push(line);
        self.answers.push(answer);
        answer
    }

    /// `answer` to `line` is legal from the bot's hand (`before` the line).
    fn check_legal(&self, line: &str, answer: &Response, before: &Counts) {
        let now = self.bot.concealed();
        let words: Vec<&str> = line.split(' ').collect();
        let discard = match words.as_slice() {
            ["3", p, "PLAY" | "PENG", t] | ["3", p, "CHI", _, t] if p.parse() != Ok(self.me) => {
                botzone::tile_of(t)
            }
            _ => None,
        };
        let drawn = matches!(words.as_slice(), ["2", _]);
        match *answer {
            Response::Pass => {}
            Response::Play(t) => assert!(drawn && now.get(t) > 0, "{line}: PLAY {t} from {now}"),
            Response::AnGang(t) => assert!(drawn && now.get(t) == 4, "{line}: GANG {t} from {now}"),
            Response::BuGang(t) => assert!(
                drawn
                    && now.get(t) > 0
                    && self.bot.melds().iter().any(|m| m.kind() == MeldKind::Peng && m.tile() == t),
                "{line}: BUGANG {t} from {now}"
            ),
            Response::Hu => {
                let robbed =
                    matches!(words.as_slice(), ["3", p, "BUGANG", _] if p.parse() != Ok(self.me));
                assert!(drawn || discard.is_some() || robbed, "{line}: HU");
                if drawn && !self.kong_before {
                    // A plain self-draw: the calculator's count, as the
                    // shared-wall judge gives it the situation, reaches 8.
                    let t = botzone::tile_of(words[1]).unwrap();
                    let hand = Hand::new(now, self.bot.melds(), &RuleSet::mcr()).unwrap();
                    let score = mcr::score(&hand, &self.bot.situation(t, true, false));
                    let fan = score.ok().flatten().map(|s| s.without_flowers());
                    assert!(fan.is_some_and(|f| f >= 8), "{line}: HU on {now} scores {fan:?}");
                }
            }
            Response::Peng(x) => {
                let d = discard.unwrap_or_else(|| panic!("{line}: PENG without a discard"));
                assert!(before.get(d) >= 2, "{line}: PENG {d} from {before}");
                let mut after = *before;
                after.remove(d);
                after.remove(d);
                assert!(after.get(x) > 0, "{line}: PENG then PLAY {x} from {before}");
            }
            Response::Chi { mid, discard: x } => {
                let d = discard.unwrap_or_else(|| panic!("{line}: CHI without a discard"));
                let left = words[1].parse() == Ok((self.me + 3) % 4);
                assert!(left, "{line}: CHI from a player not on the left");
                let run = [mid.id() - 1, mid.id(), mid.id() + 1];
                assert!(run.contains(&d.id()) && !mid.is_honour(), "{line}: CHI {mid}");
                let mut after = *before;
                for id in run.into_iter().filter(|&id| id != d.id()) {
                    let t = Tile::from_id(i64::from(id)).unwrap();
                    assert!(after.remove(t), "{line}: CHI {mid} without {t} in {before}");
                }
                assert!(after.get(x) > 0, "{line}: CHI then PLAY {x} from {before}");
            }
            Response::Gang => {
                let d = discard.unwrap_or_else(|| panic!("{line}: GANG without a discard"));
                assert!(before.get(d) == 3, "{line}: GANG {d} from {before}");
            }
        }
    }

    /// The next tile from the wall for `player`, its flowers announced.
    fn draw(&mut self, player: usize) -> Option<Tile> {
        loop {
            match self.wall.pop()? {
                Item::Tile(t) => return Some(t),
                Item::Flower(h) => {
                    self.send(format!("3 {player} BUHUA H{h}"));
                }
            }
        }
    }

    /// Plays the hand out.
    fn play(&mut self) {
        let quan = self.rng.random_range(0..4);
        self.send(format!("0 {} {quan}", self.me));
        let mut hand = Vec::new();
        let mut flowers = [0u8; 4];
        let mut codes = Vec::new();
        // The bot's 13 tiles; each player's flowers met while dealing.
        for (p, count) in flowers.iter_mut().enumerate() {
            for _ in 0..13 {
                loop {
                    match self.wall.pop().expect("a full wall") {
                        Item::Tile(t) => {
                            if p == self.me {
                                hand.push(code_of(t));
                            }
                            break;
                        }
                        Item::Flower(h) => {
                            *count += 1;
                            codes.push(format!("H{h}"));
                        }
                    }
                }
            }
        }
        let f: Vec<String> = flowers.iter().map(u8::to_string).collect();
        self.send(format!("1 {} {} {}", f.join(" "), hand.join(" "), codes.join(" ")));
        let mut player = 0;
        for _ in 0..400 {
            if player == self.me {
                let Some(t) = self.draw(player) else { return };
                let Some(answer) = self.send(format!("2 {}", code_of(t))) else { return };
                match self.own_turn(answer) {
                    Some(next) => player = next,
                    None => return,
                }
            } else {
                let Some(t) = self.draw(player) else { return };
                self.send(format!("3 {player} DRAW"));
                let Some(answer) = self.send(format!("3 {player} PLAY {}", code_of(t))) else {
                    return;
                };
                match self.claim(player, answer) {
                    Some(next) => player = next,
                    None => return,
                }
            }
        }
    }

    /// The judge's echo of the bot's answer on its own draw; the next
    /// player to draw, `None` when the hand is over.
    fn own_turn(&mut self, mut answer: Response) -> Option<usize> {
        loop {
            match answer {
                Response::Play(t) => {
                    self.send(format!("3 {} PLAY {}", self.me, code_of(t)));
                    return Some((self.me + 1) % 4);
                }
                Response::AnGang(_) | Response::BuGang(_) => {
                    let echo = match answer {
                        Response::BuGang(t) => format!("3 {} BUGANG {}", self.me, code_of(t)),
                        _ => format!("3 {} GANG", self.me),
                    };
                    self.send(echo);
                    let t = self.draw(self.me)?;
                    answer = self.send(format!("2 {}", code_of(t)))?;
                }
                Response::Hu => return None,
                // Anything else after a draw is a damaged stream's: the hand
                // goes on as the judge would, with the next player.
                _ => return Some((self.me + 1) % 4),
            }
        }
    }

    /// The judge's echo of the bot's answer to `from`'s discard.
    fn claim(&mut self, from: usize, answer: Response) -> Option<usize> {
        let me = self.me;
        match answer {
            Response::Hu => None,
            Response::Peng(x) => {
                self.send(format!("3 {me} PENG {}", code_of(x)));
                Some((me + 1) % 4)
            }
            Response::Chi { mid, discard } => {
                self.send(format!("3 {me} CHI {} {}", code_of(mid), code_of(discard)));
                Some((me + 1) % 4)
            }
            Response::Gang => {
                self.send(format!("3 {me} GANG"));
                let t = self.draw(me)?;
                let answer = self.send(format!("2 {}", code_of(t)))?;
                self.own_turn(answer)
            }
            _ => Some((from + 1) % 4),
        }
    }
}

fn streams() -> u64 {
    std::env::var("MAJIANG_BOTZONE_FUZZ").ok().and_then(|s| s.parse().ok()).unwrap_or(240)
}

#[test]
fn clean_hands_are_answered_legally_and_damaged_ones_never_panic() {
    let (mut lines, mut claims, mut wins, mut damaged) = (0, 0, 0, 0);
    for seed in 0..streams() {
        let level = LEVELS[(seed % 4) as usize];
        // Every third stream is damaged somewhere.
        let damage = if seed % 3 == 2 { 0.02 } else { 0.0 };
        let mut s = Stream::new(0xB07 + seed, level, damage);
        s.play();
        lines += s.requests.len();
        claims += s
            .answers
            .iter()
            .filter(|a| matches!(a, Response::Peng(_) | Response::Chi { .. } | Response::Gang))
            .count();
        wins += s.answers.iter().filter(|a| **a == Response::Hu).count();
        damaged += usize::from(s.damaged_from.is_some());
        // The replaying forms answer as the keep-running bot did, at a few
        // points of the stream (replaying is quadratic).
        let n = s.requests.len();
        for k in [1, n / 3, n / 2, n.saturating_sub(1)] {
            if k == 0 || k > n {
                continue;
            }
            let responses: Vec<String> = s.answers[..k - 1].iter().map(|r| r.to_string()).collect();
            let replayed = match botzone::answer(level, &s.requests[..k], &responses) {
                Ok(r) => r,
                Err(refusal) => refusal.fallback,
            };
            assert_eq!(
                replayed,
                s.answers[k - 1],
                "seed {seed}, request {k}: {}",
                s.requests[k - 1]
            );
        }
    }
    println!(
        "{} streams, {lines} requests, {claims} claims, {wins} wins, {damaged} damaged",
        streams()
    );
    assert!(lines > 100 * streams() as usize, "the hands are played out: {lines} requests");
    assert!(claims > 0 && wins > 0, "claims {claims}, wins {wins}");
    assert!(damaged > 0);
}
