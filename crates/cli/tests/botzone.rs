//! A judge of our own for `majiang botzone`, written from Botzone's published
//! Chinese-Standard-Mahjong protocol and the rules its judges apply
//! (`docs/botzone.md` lists them item by item): the requests `0`…`3` sent to
//! every seat each turn, one answer per seat per turn, and two walls:
//!
//! - **shared** (`ailab-pku/Chinese-Standard-Mahjong`, `judge/main.cpp`): a
//!   seeded 144-tile wall with 8 flowers, dealt and drawn from its end, 荒牌
//!   when a draw finds it empty;
//! - **duplicate** (复式, the game Botzone lists; `ailab-pku/botzone-local`,
//!   `chinesestandardmahjong.py`): 136 tiles, no flowers, four walls of 34,
//!   each player dealt from and drawing from its own; once the next
//!   player's wall is empty (`wallLast`) a claim or a kong is a wrong answer,
//!   and that wall's emptiness is the calculator's 海底 flag.
//!
//! Four `majiang botzone` processes play each hand, each seat in another
//! interaction form: JSON (a new process each turn, the whole history in
//! `{"requests":[…],"responses":[…]}`), simple (a new process each turn,
//! the turn number and `2n-1` lines), and keep-running in both forms (one
//! process for the hand, fed one request a turn). Every answer is checked
//! here, more strictly than the Botzone judge does (it ignores answers that
//! lose priority): a discard must be held, a CHI must come from the player
//! to the discarder's right and use tiles held, a kong needs its tiles, and
//! a HU needs a winning shape worth 8 fan without flowers by `mcr::score`,
//! in the situation the Botzone judge would give the calculator (its shown
//! tiles for 和绝张, its kong flags for 杠上开花 / 抢杠和, its 海底 flag).
//! A HU after a concealed or exposed kong must also stand without 杠上开花,
//! which an older `judge/main.cpp` and `ijcai_mahjong/core.py` do not flag.
//! A hand ends as the judges end it, with their scores: a win (self-drawn
//! `3 × (8 + fan)` from each; on a discard `8 + fan` from the discarder, or
//! from the one whose 补杠 was robbed, and 8 from the others) or 荒牌 (0),
//! always zero-sum; any wrong answer fails the test (the judges' −30).

use majiang_core::mcr::{self, MINIMUM_FAN, Situation, Wind};
use majiang_core::rng::{below, seeded};
use majiang_core::{Counts, Hand, Meld, RuleSet, Tile};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_majiang");
const KEEP_RUNNING: &str = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

fn tile_of(code: &str) -> Option<Tile> {
    let b = code.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let n = i64::from(b[1]) - i64::from(b'0');
    let id = match (b[0], n) {
        (b'W', 1..=9) => n - 1,
        (b'T', 1..=9) => 8 + n,
        (b'B', 1..=9) => 17 + n,
        (b'F', 1..=4) => 26 + n,
        (b'J', 1..=3) => 30 + n,
        _ => return None,
    };
    Tile::from_id(id).ok()
}

fn code_of(t: Tile) -> String {
    let id = t.id();
    match id {
        0..=8 => format!("W{}", id + 1),
        9..=17 => format!("T{}", id - 8),
        18..=26 => format!("B{}", id - 17),
        27..=30 => format!("F{}", id - 26),
        _ => format!("J{}", id - 30),
    }
}

/// The judge's wall: 4 × 34 tiles, with `H1`-`H8` when `flowers`,
/// shuffled by the seed. Tiles are taken from its end, as the judges'
/// `pop_back()` / `pop()`.
fn wall(seed: u64, flowers: bool) -> Vec<String> {
    let mut w: Vec<String> = Vec::new();
    for t in Tile::all() {
        for _ in 0..4 {
            w.push(code_of(t));
        }
    }
    if flowers {
        for i in 1..=8 {
            w.push(format!("H{i}"));
        }
    }
    let mut rng = seeded(seed);
    for i in (1..w.len()).rev() {
        let j = below(&mut rng, (i + 1) as u32) as usize;
        w.swap(i, j);
    }
    w
}

/// Which of Botzone's judges the hand is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Variant {
    /// `judge/main.cpp`: one 144-tile wall with flowers.
    Shared,
    /// 复式: four 34-tile walls, no flowers (`chinesestandardmahjong.py`).
    Duplicate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Json,
    Simple,
    KeepJson,
    KeepSimple,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

/// One seat: the bot's interaction form and the judge's record of its hand.
struct Seat {
    mode: Mode,
    level: &'static str,
    requests: Vec<String>,
    responses: Vec<String>,
    running: Option<Running>,
    hand: Counts,
    melds: Vec<Meld>,
    flowers: u8,
}

impl Seat {
    fn new(mode: Mode, level: &'static str) -> Seat {
        Seat {
            mode,
            level,
            requests: Vec::new(),
            responses: Vec::new(),
            running: None,
            hand: Counts::EMPTY,
            melds: Vec::new(),
            flowers: 0,
        }
    }

    fn spawn(&self, keep: bool) -> Child {
        let mut cmd = Command::new(BIN);
        cmd.args(["botzone", "--level", self.level]);
        if keep {
            cmd.arg("--keep-running");
        }
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        cmd.spawn().expect("the majiang binary starts")
    }

    /// Sends this turn's request as Botzone would and returns the answer.
    fn ask(&mut self, request: String) -> Result<String, String> {
        self.requests.push(request.clone());
        let answer = match self.mode {
            Mode::Json | Mode::Simple => {
                let input = if self.mode == Mode::Json {
                    serde_json::json!({ "requests": self.requests, "responses": self.responses })
                        .to_string()
                        + "\n"
                } else {
                    let mut s = format!("{}\n", self.requests.len());
                    for (i, r) in self.requests.iter().enumerate() {
                        s += r;
                        s += "\n";
                        if let Some(a) = self.responses.get(i) {
                            s += a;
                            s += "\n";
                        }
                    }
                    s
                };
                let mut child = self.spawn(false);
                child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
                let out = child.wait_with_output().unwrap();
                let stderr = String::from_utf8_lossy(&out.stderr);
                if !out.status.success() || !stderr.is_empty() {
                    return Err(format!("{:?} bot failed ({}): {stderr}", self.mode, out.status));
                }
                let text = String::from_utf8(out.stdout).unwrap();
                let lines: Vec<&str> = text.lines().collect();
                if lines.len() != 1 {
                    return Err(format!(
                        "{:?} bot wrote {} lines: {text:?}",
                        self.mode,
                        lines.len()
                    ));
                }
                if self.mode == Mode::Json {
                    read_json_answer(lines[0])?
                } else {
                    lines[0].to_string()
                }
            }
            Mode::KeepJson | Mode::KeepSimple => {
                let json = self.mode == Mode::KeepJson;
                let message = if self.running.is_none() {
                    let mut child = self.spawn(true);
                    let stdin = child.stdin.take().unwrap();
                    let stdout = BufReader::new(child.stdout.take().unwrap());
                    self.running = Some(Running { child, stdin, stdout });
                    if json {
                        serde_json::json!({ "requests": [request], "responses": [] }).to_string()
                            + "\n"
                    } else {
                        format!("1\n{request}\n")
                    }
                } else if json {
                    serde_json::to_string(&request).unwrap() + "\n"
                } else {
                    format!("{request}\n")
                };
                let run = self.running.as_mut().unwrap();
                run.stdin.write_all(message.as_bytes()).map_err(|e| e.to_string())?;
                run.stdin.flush().map_err(|e| e.to_string())?;
                let mut answer = None;
                loop {
                    let mut line = String::new();
                    if run.stdout.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                        return Err(format!("{:?} bot exited mid-hand", self.mode));
                    }
                    let line = line.trim_end().to_string();
                    if line == KEEP_RUNNING {
                        break;
                    }
                    if answer.replace(line).is_some() {
                        return Err(format!("{:?} bot wrote two answers in a turn", self.mode));
                    }
                }
                let answer = answer.ok_or("no answer before the keep-running line")?;
                if json { read_json_answer(&answer)? } else { answer }
            }
        };
        self.responses.push(answer.clone());
        Ok(answer)
    }

    /// Ends a keep-running process: it must exit cleanly on end of input
    /// with nothing on stderr.
    fn finish(&mut self) -> Result<(), String> {
        if let Some(run) = self.running.take() {
            let Running { mut child, stdin, stdout } = run;
            drop(stdin);
            drop(stdout);
            let status = child.wait().map_err(|e| e.to_string())?;
            let mut err = String::new();
            child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
            if !status.success() || !err.is_empty() {
                return Err(format!("{:?} bot: {status}: {err}", self.mode));
            }
        }
        Ok(())
    }
}

fn read_json_answer(line: &str) -> Result<String, String> {
    let v: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("bad JSON answer {line:?}: {e}"))?;
    v.get("response")
        .and_then(|r| r.as_str())
        .map(str::to_string)
        .ok_or_else(|| format!("no \"response\" string in {line:?}"))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Player draws (roundStage 0-3).
    Draw(usize),
    /// Player's discard is on the table (4-7).
    Discard(usize),
    /// Player made a kong (8-11).
    Kong(usize),
}

#[derive(Debug, PartialEq, Eq)]
enum End {
    Win { player: usize, fan: u32, scores: [i32; 4] },
    Exhausted,
}

/// The judges' payments for a win worth `fan` (flowers included) by
/// `player`: self-drawn, each other pays `8 + fan`; otherwise the one who
/// gave the tile (`payer`: the discarder, or the one whose 补杠 was robbed)
/// pays `8 + fan` and the other two 8.
fn scores(player: usize, fan: u32, payer: Option<usize>) -> [i32; 4] {
    let fan = fan as i32;
    std::array::from_fn(|i| match payer {
        None if i == player => 3 * (8 + fan),
        None => -(8 + fan),
        Some(_) if i == player => 3 * 8 + fan,
        Some(q) if i == q => -(8 + fan),
        Some(_) => -8,
    })
}

/// The judge of one hand.
struct Judge {
    variant: Variant,
    /// The shared wall (empty under the duplicate judge).
    wall: Vec<String>,
    /// Each player's own wall (empty under the shared judge).
    walls: [Vec<String>; 4],
    quan: usize,
    seats: Vec<Seat>,
    shown: [u8; 34],
    last_tile: Option<Tile>,
    last_op: &'static str,
    chi_mid: Option<Tile>,
    last_bugang: bool,
    curr_bugang: bool,
    last_angang: bool,
    curr_angang: bool,
    curr_gang: bool,
    answers: usize,
    /// How often each kind of answer (its first word) was given, PASS aside.
    kinds: std::collections::BTreeMap<String, usize>,
    /// The longest wait for one answer, process start included.
    slowest: std::time::Duration,
    /// Discards made while claims were closed (duplicate `wallLast`).
    closed_discards: usize,
}

const MODES: [Mode; 4] = [Mode::Json, Mode::Simple, Mode::KeepJson, Mode::KeepSimple];
const LEVELS: [&str; 4] = ["expert", "hard", "normal", "easy"];

impl Judge {
    /// Seat `i` plays in `modes[i]` at `levels[i]`.
    fn new(seed: u64, variant: Variant, modes: [Mode; 4], levels: [&'static str; 4]) -> Judge {
        let seats = (0..4).map(|i| Seat::new(modes[i], levels[i])).collect();
        let (shared, walls) = match variant {
            Variant::Shared => (wall(seed, true), Default::default()),
            Variant::Duplicate => {
                // The duplicate judge cuts one 136-tile wall into four.
                let w = wall(seed, false);
                (Vec::new(), std::array::from_fn(|i| w[i * 34..(i + 1) * 34].to_vec()))
            }
        };
        Judge {
            variant,
            wall: shared,
            walls,
            quan: (seed % 4) as usize,
            seats,
            shown: [0; 34],
            last_tile: None,
            last_op: "",
            chi_mid: None,
            last_bugang: false,
            curr_bugang: false,
            last_angang: false,
            curr_angang: false,
            curr_gang: false,
            answers: 0,
            kinds: std::collections::BTreeMap::new(),
            slowest: std::time::Duration::ZERO,
            closed_discards: 0,
        }
    }

    /// The next tile for `player`: from the shared wall, or its own.
    fn draw_for(&mut self, player: usize) -> Option<String> {
        match self.variant {
            Variant::Shared => self.wall.pop(),
            Variant::Duplicate => self.walls[player].pop(),
        }
    }

    /// The calculator's 海底 flag (`WIN_FLAG_WALL_LAST`) when `actor` has
    /// just drawn, discarded or added a kong: the shared wall is empty, or
    /// (duplicate) the next player's wall is (`wallLast`).
    fn wall_last(&self, actor: usize) -> bool {
        match self.variant {
            Variant::Shared => self.wall.is_empty(),
            Variant::Duplicate => self.walls[(actor + 1) % 4].is_empty(),
        }
    }

    /// The duplicate judge refuses claims of `discarder`'s tile (and
    /// kongs) once the next player's wall is empty; the shared one never.
    fn claims_closed(&self, discarder: usize) -> bool {
        self.variant == Variant::Duplicate && self.wall_last(discarder)
    }

    /// The duplicate judge refuses a kong by `player` with no tile behind
    /// it: its own wall empty (`myWallLast`) or the next one's (`wallLast`).
    fn kong_closed(&self, player: usize, discarder: usize) -> bool {
        self.variant == Variant::Duplicate
            && (self.walls[player].is_empty() || self.wall_last(discarder))
    }

    /// Sends each seat its request; returns the four answers.
    fn turn(&mut self, request: impl Fn(usize) -> String) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        for i in 0..4 {
            let r = request(i);
            let clock = std::time::Instant::now();
            let a = self.seats[i].ask(r.clone()).map_err(|e| format!("seat {i} on `{r}`: {e}"))?;
            self.slowest = self.slowest.max(clock.elapsed());
            self.answers += 1;
            let word = a.split(' ').next().unwrap_or("").to_string();
            if word != "PASS" {
                *self.kinds.entry(word).or_default() += 1;
            }
            out.push(a);
        }
        Ok(out)
    }

    fn expect_pass(answers: &[String], who: impl Fn(usize) -> bool) -> Result<(), String> {
        for (i, a) in answers.iter().enumerate() {
            if who(i) && a != "PASS" {
                return Err(format!("seat {i} must PASS here, answered `{a}`"));
            }
        }
        Ok(())
    }

    /// The judge's end-of-draw-stage flag shift.
    fn shift(&mut self) {
        self.last_bugang = self.curr_bugang;
        self.last_angang = self.curr_angang;
        self.curr_bugang = false;
        self.curr_angang = false;
        self.curr_gang = false;
    }

    /// Whether `player` may declare HU on `win`: a winning shape worth the
    /// minimum without flowers in the situation the Botzone judge gives the
    /// calculator. Returns the fan (flowers included) when it may.
    fn hu(&self, player: usize, win: Tile, self_drawn: bool, actor: usize) -> Result<u32, String> {
        let seat = &self.seats[player];
        let mut c = seat.hand;
        c.add(win).map_err(|e| e.to_string())?;
        let hand = Hand::new(c, &seat.melds, &RuleSet::standard()).map_err(|e| e.to_string())?;
        let s = Situation {
            win,
            self_drawn,
            last_copy: self.shown[win.index()] == 3,
            kong: self.last_bugang || self.last_angang || self.curr_gang,
            last_tile: self.wall_last(actor),
            seat: Wind::ALL[player],
            round: Wind::ALL[self.quan],
            flowers: seat.flowers,
        };
        // An older `judge/main.cpp` and `ijcai_mahjong/core.py` flag no
        // 杠上开花 after a concealed or an exposed kong (only after a 补杠):
        // a win must stand under them too.
        if self_drawn && s.kong && !self.last_bugang {
            let old = Situation { kong: false, ..s };
            match mcr::score(&hand, &old) {
                Ok(Some(score)) if score.without_flowers() >= MINIMUM_FAN => {}
                other => {
                    return Err(format!(
                        "WH (false HU) under the judges without 杠上开花 after this kong: \
                         seat {player}: {hand:?} ({old}): {other:?}"
                    ));
                }
            }
        }
        match mcr::score(&hand, &s) {
            Ok(Some(score)) if score.without_flowers() >= MINIMUM_FAN => Ok(score.total()),
            Ok(Some(score)) => Err(format!(
                "WH (false HU) by seat {player}: {hand:?} ({s}) is worth {} without flowers",
                score.without_flowers()
            )),
            Ok(None) => Err(format!("WH (false HU) by seat {player}: {hand:?} ({s}) is no win")),
            Err(e) => Err(format!("WH (false HU) by seat {player}: {hand:?} ({s}): {e}")),
        }
    }

    fn take(&mut self, player: usize, t: Tile, n: u8, what: &str) -> Result<(), String> {
        let hand = &mut self.seats[player].hand;
        if hand.get(t) < n {
            return Err(format!("seat {player}: {what} needs {n} × {} in {hand}", code_of(t)));
        }
        for _ in 0..n {
            hand.remove(t);
        }
        Ok(())
    }

    fn play(&mut self) -> Result<End, String> {
        let quan = self.quan;
        let a = self.turn(|i| format!("0 {i} {quan}"))?;
        Self::expect_pass(&a, |_| true)?;
        let mut flowers: Vec<Vec<String>> = vec![Vec::new(); 4];
        for (i, f) in flowers.iter_mut().enumerate() {
            while self.seats[i].hand.total() < 13 {
                let code = self.draw_for(i).unwrap();
                if code.starts_with('H') {
                    f.push(code);
                } else {
                    self.seats[i].hand.add(tile_of(&code).unwrap()).unwrap();
                }
            }
            self.seats[i].flowers = f.len() as u8;
        }
        let deal: Vec<String> = (0..4)
            .map(|i| {
                let mut s = String::from("1");
                for f in &flowers {
                    s += &format!(" {}", f.len());
                }
                for t in self.seats[i].hand.tiles() {
                    s += &format!(" {}", code_of(t));
                }
                for f in flowers.iter().flatten() {
                    s += &format!(" {f}");
                }
                s
            })
            .collect();
        let a = self.turn(|i| deal[i].clone())?;
        Self::expect_pass(&a, |_| true)?;

        let mut stage = Stage::Draw(0);
        loop {
            stage = match stage {
                Stage::Draw(p) => {
                    // 荒牌: the shared wall is empty, or (duplicate) this
                    // player's own, which its `wallLast` announced.
                    let Some(code) = self.draw_for(p) else { return Ok(End::Exhausted) };
                    if code.starts_with('H') {
                        self.seats[p].flowers += 1;
                        let a = self.turn(|_| format!("3 {p} BUHUA {code}"))?;
                        Self::expect_pass(&a, |_| true)?;
                        self.shift();
                        continue;
                    }
                    let t = tile_of(&code).unwrap();
                    self.last_tile = Some(t);
                    let a = self.turn(|i| {
                        if i == p { format!("2 {code}") } else { format!("3 {p} DRAW") }
                    })?;
                    Self::expect_pass(&a, |i| i != p)?;
                    let words: Vec<&str> = a[p].split(' ').collect();
                    let next = match words.as_slice() {
                        ["HU"] => {
                            let fan = self.hu(p, t, true, p)?;
                            return Ok(End::Win { player: p, fan, scores: scores(p, fan, None) });
                        }
                        ["PLAY", x] => {
                            let x = tile_of(x).ok_or_else(|| format!("seat {p}: `{}`", a[p]))?;
                            self.seats[p].hand.add(t).map_err(|e| e.to_string())?;
                            self.take(p, x, 1, "PLAY")?;
                            self.last_tile = Some(x);
                            self.last_op = "PLAY";
                            Stage::Discard(p)
                        }
                        ["GANG" | "BUGANG", _] if self.kong_closed(p, p) => {
                            return Err(format!("WA: seat {p} `{}` with no tile behind it", a[p]));
                        }
                        ["GANG", x] => {
                            let x = tile_of(x).ok_or_else(|| format!("seat {p}: `{}`", a[p]))?;
                            self.seats[p].hand.add(t).map_err(|e| e.to_string())?;
                            self.take(p, x, 4, "GANG")?;
                            self.seats[p].melds.push(Meld::an_gang(x));
                            self.last_op = "GANG";
                            self.curr_angang = true;
                            self.curr_gang = false;
                            self.curr_bugang = false;
                            self.last_bugang = false;
                            Stage::Kong(p)
                        }
                        ["BUGANG", x] => {
                            let x = tile_of(x).ok_or_else(|| format!("seat {p}: `{}`", a[p]))?;
                            self.seats[p].hand.add(t).map_err(|e| e.to_string())?;
                            let Some(slot) =
                                self.seats[p].melds.iter_mut().find(|m| **m == Meld::peng(x))
                            else {
                                return Err(format!(
                                    "seat {p}: BUGANG {} without its 碰",
                                    code_of(x)
                                ));
                            };
                            *slot = Meld::bu_gang(x);
                            self.take(p, x, 1, "BUGANG")?;
                            self.shown[x.index()] = 4;
                            self.last_tile = Some(x);
                            self.last_op = "BUGANG";
                            self.curr_bugang = true;
                            self.curr_angang = false;
                            self.last_angang = false;
                            self.curr_gang = false;
                            Stage::Kong(p)
                        }
                        _ => return Err(format!("seat {p} answered `{}` to its draw", a[p])),
                    };
                    self.shift();
                    next
                }
                Stage::Discard(p) => {
                    let x = self.last_tile.unwrap();
                    let msg = if self.last_op == "CHI" {
                        format!("3 {p} CHI {} {}", code_of(self.chi_mid.unwrap()), code_of(x))
                    } else {
                        format!("3 {p} {} {}", self.last_op, code_of(x))
                    };
                    let a = self.turn(|_| msg.clone())?;
                    Self::expect_pass(&a, |i| i == p)?;
                    let closed = self.claims_closed(p);
                    self.closed_discards += usize::from(closed);
                    // Every answer is checked, even one that would lose
                    // priority.
                    for q in (1..4).map(|k| (p + k) % 4) {
                        let words: Vec<&str> = a[q].split(' ').collect();
                        let hand = self.seats[q].hand;
                        match words.as_slice() {
                            ["PASS"] => {}
                            ["HU"] => {
                                self.hu(q, x, false, p)?;
                            }
                            _ if closed => {
                                return Err(format!(
                                    "WA: seat {q} answered `{}` to `{msg}` with the next wall empty",
                                    a[q]
                                ));
                            }
                            ["GANG"] if self.kong_closed(q, p) => {
                                return Err(format!("WA: seat {q} GANG with its own wall empty"));
                            }
                            ["GANG"] if hand.get(x) == 3 => {}
                            ["PENG", y] if hand.get(x) >= 2 => {
                                let y =
                                    tile_of(y).ok_or_else(|| format!("seat {q}: `{}`", a[q]))?;
                                let mut c = hand;
                                c.remove(x);
                                c.remove(x);
                                if c.get(y) == 0 {
                                    return Err(format!(
                                        "seat {q}: PENG then plays {} not held",
                                        code_of(y)
                                    ));
                                }
                            }
                            ["CHI", mid, y] if (p + 1) % 4 == q => {
                                let mid =
                                    tile_of(mid).ok_or_else(|| format!("seat {q}: `{}`", a[q]))?;
                                let y =
                                    tile_of(y).ok_or_else(|| format!("seat {q}: `{}`", a[q]))?;
                                let run = chi_tiles(mid, x).ok_or_else(|| {
                                    format!("seat {q}: `{}` on {}", a[q], code_of(x))
                                })?;
                                let mut c = hand;
                                c.add(x).map_err(|e| e.to_string())?;
                                for r in run {
                                    if !c.remove(r) {
                                        return Err(format!(
                                            "seat {q}: `{}` without the tiles in {hand}",
                                            a[q]
                                        ));
                                    }
                                }
                                if c.get(y) == 0 {
                                    return Err(format!(
                                        "seat {q}: CHI then plays {} not held",
                                        code_of(y)
                                    ));
                                }
                            }
                            _ => {
                                return Err(format!(
                                    "seat {q} answered `{}` to `{msg}` holding {hand} (left of it: {})",
                                    a[q],
                                    (q + 3) % 4
                                ));
                            }
                        }
                    }
                    if let Some(q) = (1..4).map(|k| (p + k) % 4).find(|&q| a[q] == "HU") {
                        let fan = self.hu(q, x, false, p)?;
                        return Ok(End::Win { player: q, fan, scores: scores(q, fan, Some(p)) });
                    }
                    let mut next = None;
                    for q in (0..4).filter(|&q| q != p) {
                        let words: Vec<&str> = a[q].split(' ').collect();
                        match words.as_slice() {
                            ["GANG"] => {
                                self.take(q, x, 3, "GANG")?;
                                self.seats[q].melds.push(Meld::gang(x));
                                self.shown[x.index()] = 4;
                                self.last_op = "GANG";
                                self.curr_gang = true;
                                self.last_bugang = false;
                                self.curr_bugang = false;
                                self.last_angang = false;
                                self.curr_angang = false;
                                next = Some(Stage::Kong(q));
                            }
                            ["PENG", y] => {
                                let y = tile_of(y).unwrap();
                                self.take(q, x, 2, "PENG")?;
                                self.seats[q].melds.push(Meld::peng(x));
                                self.shown[x.index()] += 3;
                                self.take(q, y, 1, "PENG's discard")?;
                                self.last_op = "PENG";
                                self.last_tile = Some(y);
                                next = Some(Stage::Discard(q));
                            }
                            _ => continue,
                        }
                        break;
                    }
                    if next.is_none()
                        && let Some(q) = (0..4).find(|&q| q != p && a[q].starts_with("CHI"))
                    {
                        let words: Vec<&str> = a[q].split(' ').collect();
                        let mid = tile_of(words[1]).unwrap();
                        let y = tile_of(words[2]).unwrap();
                        let run = chi_tiles(mid, x).unwrap();
                        self.seats[q].hand.add(x).map_err(|e| e.to_string())?;
                        for r in run {
                            self.shown[r.index()] += 1;
                            self.take(q, r, 1, "CHI")?;
                        }
                        self.seats[q].melds.push(Meld::chi(run[0]).unwrap());
                        self.take(q, y, 1, "CHI's discard")?;
                        self.last_op = "CHI";
                        self.chi_mid = Some(mid);
                        self.last_tile = Some(y);
                        next = Some(Stage::Discard(q));
                    }
                    match next {
                        Some(s) => s,
                        None => {
                            self.shown[x.index()] += 1;
                            Stage::Draw((p + 1) % 4)
                        }
                    }
                }
                Stage::Kong(p) => {
                    let bugang = self.last_op == "BUGANG";
                    let x = self.last_tile.unwrap();
                    let msg = if bugang {
                        format!("3 {p} BUGANG {}", code_of(x))
                    } else {
                        format!("3 {p} GANG")
                    };
                    let a = self.turn(|_| msg.clone())?;
                    Self::expect_pass(&a, |i| i == p || !bugang)?;
                    for q in (1..4).map(|k| (p + k) % 4) {
                        match a[q].as_str() {
                            "PASS" => {}
                            "HU" => {
                                let fan = self.hu(q, x, false, p)?;
                                return Ok(End::Win {
                                    player: q,
                                    fan,
                                    scores: scores(q, fan, Some(p)),
                                });
                            }
                            other => return Err(format!("seat {q} answered `{other}` to `{msg}`")),
                        }
                    }
                    Stage::Draw(p)
                }
            };
        }
    }
}

/// The three tiles of the run around `mid` that uses the discard `x`.
fn chi_tiles(mid: Tile, x: Tile) -> Option<[Tile; 3]> {
    if mid.is_honour()
        || x.is_honour()
        || mid.suit() != x.suit()
        || !(2..=8).contains(&mid.number())
    {
        return None;
    }
    if mid.number().abs_diff(x.number()) > 1 {
        return None;
    }
    let id = i64::from(mid.id());
    Some([Tile::from_id(id - 1).ok()?, mid, Tile::from_id(id + 1).ok()?])
}

/// What a hand came to: how it ended, the answers given and their kinds,
/// and who sat where.
struct Played {
    end: End,
    answers: usize,
    kinds: std::collections::BTreeMap<String, usize>,
    levels: [&'static str; 4],
    slowest: std::time::Duration,
    closed_discards: usize,
}

fn play_hand(seed: u64, variant: Variant, modes: [Mode; 4], levels: [&'static str; 4]) -> Played {
    let mut judge = Judge::new(seed, variant, modes, levels);
    let result = judge.play();
    let mut finish = Vec::new();
    for s in &mut judge.seats {
        if let Err(e) = s.finish() {
            finish.push(e);
        }
    }
    match result {
        Ok(end) => {
            assert!(finish.is_empty(), "seed {seed}: {finish:?}");
            Played {
                end,
                answers: judge.answers,
                kinds: judge.kinds,
                levels,
                slowest: judge.slowest,
                closed_discards: judge.closed_discards,
            }
        }
        Err(e) => {
            panic!(
                "seed {seed} ({variant:?}, {modes:?}, {levels:?}), illegal or broken answer: {e}\n{finish:?}"
            )
        }
    }
}

/// Seat `i` of hand `seed`: the forms and levels turn with the seed, so
/// every seat meets every form and level; odd seeds play under the shared
/// judge, even ones under the duplicate one.
fn rotated(seed: u64) -> (Variant, [Mode; 4], [&'static str; 4]) {
    let s = seed as usize;
    (
        if seed.is_multiple_of(2) { Variant::Duplicate } else { Variant::Shared },
        std::array::from_fn(|i| MODES[(i + s) % 4]),
        std::array::from_fn(|i| LEVELS[(i + 2 * s + s / 4) % 4]),
    )
}

/// Hands to play: `MAJIANG_BOTZONE_HANDS` or 16.
fn hands() -> u64 {
    std::env::var("MAJIANG_BOTZONE_HANDS").ok().and_then(|v| v.parse().ok()).unwrap_or(16)
}

#[test]
fn four_bots_play_whole_hands_with_every_answer_legal() {
    let mut wins = std::collections::BTreeMap::<&str, usize>::new();
    let mut exhausted = 0;
    let mut answers = 0;
    let mut closed = 0;
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    let mut slowest = std::time::Duration::ZERO;
    let n = hands();
    for seed in 1..=n {
        let (variant, modes, levels) = rotated(seed);
        let played = play_hand(seed, variant, modes, levels);
        answers += played.answers;
        closed += played.closed_discards;
        slowest = slowest.max(played.slowest);
        for (k, v) in played.kinds {
            *kinds.entry(k).or_default() += v;
        }
        match played.end {
            End::Win { player, fan, scores } => {
                assert!(fan >= MINIMUM_FAN);
                assert_eq!(scores.iter().sum::<i32>(), 0, "{scores:?}");
                assert!(scores[player] > 0 && scores.iter().all(|&s| s != 0), "{scores:?}");
                *wins.entry(played.levels[player]).or_default() += 1;
            }
            End::Exhausted => exhausted += 1,
        }
        eprintln!(
            "seed {seed} ({variant:?}): {:?} after {} answers ({levels:?})",
            played.end, played.answers
        );
    }
    eprintln!(
        "{n} hands: wins by level {wins:?}, {exhausted} exhausted (荒牌); {answers} answers, all legal; \
         answers other than PASS: {kinds:?}; {closed} discards with claims closed (duplicate wallLast); \
         slowest answer {slowest:?}"
    );
    assert_eq!(wins.values().sum::<usize>() + exhausted, n as usize);
}

#[test]
fn the_answers_do_not_depend_on_the_interaction_form() {
    // One hand, its seats' forms turned four ways: the same game each time.
    let levels = ["expert", "hard", "normal", "expert"];
    let runs: Vec<(End, usize)> = (0..4)
        .map(|k| {
            let modes = std::array::from_fn(|i| MODES[(i + k) % 4]);
            let p = play_hand(7, Variant::Duplicate, modes, levels);
            (p.end, p.answers)
        })
        .collect();
    assert!(runs.windows(2).all(|w| w[0] == w[1]), "{runs:?}");
}

#[test]
fn the_judges_walls_are_144_tiles_with_8_flowers_or_four_of_34() {
    let w = wall(3, true);
    assert_eq!(w.len(), 144);
    assert_eq!(w.iter().filter(|c| c.starts_with('H')).count(), 8);
    assert_eq!(w, wall(3, true));
    assert_ne!(w, wall(4, true));
    let j = Judge::new(3, Variant::Duplicate, MODES, LEVELS);
    assert!(j.wall.is_empty());
    assert!(j.walls.iter().all(|w| w.len() == 34 && w.iter().all(|c| !c.starts_with('H'))));
    let all: usize =
        Tile::all().map(|t| j.walls.iter().flatten().filter(|c| **c == code_of(t)).count()).sum();
    assert_eq!(all, 136);
    assert_eq!(scores(2, 10, None), [-18, -18, 54, -18]);
    assert_eq!(scores(2, 10, Some(0)), [-18, -8, 34, -8]);
}
