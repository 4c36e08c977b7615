//! `majiang botzone`: a bot for Botzone's Chinese-Standard-Mahjong game
//! (国标麻将, the IJCAI mahjong AI contests), so that a user can upload
//! majiang as a Botzone bot.
//!
//! # The protocol (Botzone wiki, page *Chinese-Standard-Mahjong*; judge
//! `ailab-pku/Chinese-Standard-Mahjong` `judge/main.cpp`)
//!
//! Every turn the bot reads its input on stdin and writes one answer:
//! - **JSON interaction**: one line `{"requests":[…],"responses":[…]}` with
//!   every request so far and the bot's earlier responses; the answer is
//!   `{"response":"…"}` on one line.
//! - **Simple interaction**: a first line `n` (the turn number), then the
//!   `2n-1` lines request, response, request, …, ending with this turn's
//!   request; the answer is the response alone on one line.
//! - **Keep-running** (`--keep-running`): after the answer the bot prints
//!   `>>>BOTZONE_REQUEST_KEEP_RUNNING<<<` and stays alive; the next turn's
//!   input is that turn's request only (a JSON string in the JSON form, the
//!   bare line in the simple form; both are read either way).
//!
//! The first non-blank character tells the forms apart: `{` is JSON, a line
//! holding one number is the simple form's turn count, anything else is a
//! single request (keep-running).
//!
//! Requests: `0 playerID quan`, `1 hua0 hua1 hua2 hua3 <13 tiles> <flowers>`,
//! `2 T` (the bot drew T), `3 P BUHUA H`, `3 P DRAW`, `3 P PLAY T`,
//! `3 P PENG T` and `3 P CHI MID T` (claimed the last discard, then
//! discarded T), `3 P GANG` (an exposed kong of the last discard, or a
//! concealed kong right after P's own draw), `3 P BUGANG T`. Responses:
//! `PASS`; on the bot's draw `PLAY T`, `GANG T` (concealed), `BUGANG T`,
//! `HU`; on another player's discard `PENG T`, `CHI MID T` (only from the
//! player on the left), `GANG`, `HU`; after another player's 补杠 `HU`
//! (抢杠和). Any other request is answered `PASS`.
//!
//! # The state the bot rebuilds
//!
//! Its own concealed tiles and melds, every player's flowers, river (the
//! discards nobody claimed) and melds (another player's concealed kong
//! counted, its tile unknown), the copies the judge counts as shown, the
//! wall (the judge deals 13 tiles to each player from a 144-tile wall,
//! replacing dealt flowers, and every draw and 补花 takes one more tile), and
//! the winds (seat = playerID, prevalent = quan). A concealed kong `GANG T`
//! may be of any four tiles held, as the judge checks it (the drawn tile
//! joins the hand first), and its tile is known only from the bot's answer.
//!
//! # When the bot declares HU
//!
//! Only when [`mcr::score`] finds a winning shape worth at least
//! [`mcr::MINIMUM_FAN`] fan **without flowers**: the current judge refuses a
//! win with `re < 8 + flowers` (`checkHu`, `if(re < (8 + (int)playerData[player].flower.size()))`,
//! where `re` is the calculator's total with flowers), so flowers do not count
//! toward the minimum. (An older version of the judge had `re < 8`, flowers
//! counted; a win without them is legal under both.) The situation is the judge's: self-drawn on its own
//! draw; 和绝张 when the judge's count of shown copies is 3; 杠上开花 when the
//! draw comes right after the bot's own kong (a 补花 in between loses it, as
//! in the judge); 抢杠和 on another player's 补杠; 妙手回春 / 海底捞月 when the
//! wall is empty.

use clap::{Args, ValueEnum};
use majiang_core::mcr::{self, MINIMUM_FAN, Situation, Wind};
use majiang_core::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use std::fmt;
use std::io::{self, BufRead, Write};

/// The line Botzone's keep-running mode waits for after an answer.
pub const KEEP_RUNNING: &str = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

/// Flowers do not count toward the 8-fan minimum (the current judge's
/// `re < 8 + flowers`; see the module documentation).
const FLOWERS_COUNT_TOWARD_MINIMUM: bool = false;

/// Tiles in the judge's wall: 136 and 8 flowers.
const WALL_TILES: i32 = 144;

/// The rules the hands are read with: the `mcr` preset.
const fn mcr_rules() -> RuleSet {
    RuleSet::mcr()
}

/// Arguments of `majiang botzone`.
#[derive(Args, Debug, Clone)]
pub struct BotzoneArgs {
    /// How the bot plays: easy (lowest shanten, never claims), normal (adds
    /// tile acceptance and claims that lower shanten), hard (prefers ready
    /// hands whose waits score 8 fan), expert (also looks one draw ahead for
    /// waits worth 8 fan, and claims only on such a path).
    #[arg(long, value_enum, default_value_t = Level::Expert)]
    pub level: Level,
    /// Botzone's keep-running mode: after each answer print
    /// `>>>BOTZONE_REQUEST_KEEP_RUNNING<<<` and read the next turn's request.
    #[arg(long)]
    pub keep_running: bool,
}

/// The bot's strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Level {
    /// Discards to the lowest shanten; never claims or kongs.
    Easy,
    /// Lowest shanten, then the most tiles that improve it; claims when a
    /// claim lowers shanten.
    Normal,
    /// As normal, and among ready hands the one with the most live waits
    /// worth 8 fan; claims only on a path to 8 fan.
    Hard,
    /// As hard, and one draw ahead from a one-away hand.
    Expert,
}

// ---------------------------------------------------------------- tiles

/// The tile of a Botzone code: `W1`-`W9` 万, `T1`-`T9` 条, `B1`-`B9` 筒,
/// `F1`-`F4` 东南西北, `J1`-`J3` 中发白. Flowers (`H1`-`H8`) are no tile.
pub fn tile_of(code: &str) -> Option<Tile> {
    let b = code.as_bytes();
    if b.len() != 2 || !b[1].is_ascii_digit() {
        return None;
    }
    let n = i64::from(b[1] - b'0');
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

/// The Botzone code of a tile (see [`tile_of`]).
pub fn code_of(t: Tile) -> String {
    let id = t.id();
    let (letter, n) = match id {
        0..=8 => ('W', id + 1),
        9..=17 => ('T', id - 8),
        18..=26 => ('B', id - 17),
        27..=30 => ('F', id - 26),
        _ => ('J', id - 30),
    };
    format!("{letter}{n}")
}

/// A flower's code: `H1`-`H8`.
fn is_flower(code: &str) -> bool {
    let b = code.as_bytes();
    b.len() == 2 && b[0] == b'H' && (b'1'..=b'8').contains(&b[1])
}

/// The tile `delta` places along a suit, if it stays in the suit.
fn step(t: Tile, delta: i64) -> Option<Tile> {
    if t.is_honour() {
        return None;
    }
    let n = i64::from(t.number()) + delta;
    if (1..=9).contains(&n) { Tile::from_id(i64::from(t.id()) + delta).ok() } else { None }
}

// ------------------------------------------------------------- requests

/// One request of the judge, as Botzone sends it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// `0 playerID quan`: the bot's seat and the prevalent wind.
    Init {
        /// The bot's seat, 0-3 (its seat wind).
        me: usize,
        /// The prevalent wind, 0-3.
        quan: usize,
    },
    /// `1 hua0 hua1 hua2 hua3 <13 tiles> <flowers>`: the deal.
    Deal {
        /// Flowers each player set aside while being dealt.
        flowers: [u8; 4],
        /// The bot's 13 tiles.
        hand: Vec<Tile>,
    },
    /// `2 T`: the bot drew T.
    Draw(Tile),
    /// `3 P BUHUA H`: P drew a flower and draws again.
    BuHua {
        /// Who.
        player: usize,
    },
    /// `3 P DRAW`: P drew a tile.
    Drew {
        /// Who.
        player: usize,
    },
    /// `3 P PLAY T`: P discarded T.
    Play {
        /// Who.
        player: usize,
        /// The discard.
        tile: Tile,
    },
    /// `3 P PENG T`: P claimed the last discard for a 碰 and discarded T.
    Peng {
        /// Who.
        player: usize,
        /// The discard after the claim.
        tile: Tile,
    },
    /// `3 P CHI MID T`: P claimed the last discard for the run around MID
    /// and discarded T.
    Chi {
        /// Who.
        player: usize,
        /// The run's middle tile.
        mid: Tile,
        /// The discard after the claim.
        tile: Tile,
    },
    /// `3 P GANG`: a kong (exposed on the last discard, or concealed).
    Gang {
        /// Who.
        player: usize,
    },
    /// `3 P BUGANG T`: P added T to its 碰.
    BuGang {
        /// Who.
        player: usize,
        /// The tile added.
        tile: Tile,
    },
}

impl Request {
    /// Reads one request line; the error says what is wrong with it.
    pub fn parse(line: &str) -> Result<Request, String> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let seat = |s: &str| {
            s.parse::<usize>()
                .ok()
                .filter(|&n| n < 4)
                .ok_or_else(|| format!("a player is 0-3, got `{s}` in `{line}`"))
        };
        let tile = |s: &str| {
            tile_of(s).ok_or_else(|| {
                format!("`{s}` is not a tile (W1-9, T1-9, B1-9, F1-4, J1-3) in `{line}`")
            })
        };
        Ok(match w.as_slice() {
            ["0", me, quan] => Request::Init { me: seat(me)?, quan: seat(quan)? },
            ["1", rest @ ..] => {
                if rest.len() < 17 {
                    return Err(format!("the deal needs 4 flower counts and 13 tiles: `{line}`"));
                }
                let mut flowers = [0u8; 4];
                for (f, s) in flowers.iter_mut().zip(&rest[..4]) {
                    *f = s
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| n <= 8)
                        .ok_or_else(|| format!("a flower count is 0-8, got `{s}`"))?;
                }
                let total: usize = flowers.iter().map(|&n| usize::from(n)).sum();
                if total > 8 || rest.len() != 17 + total {
                    return Err(format!(
                        "the deal lists {total} flowers but holds {} codes after the 13 tiles",
                        rest.len() - 17
                    ));
                }
                let hand = rest[4..17].iter().map(|s| tile(s)).collect::<Result<Vec<_>, _>>()?;
                if let Some(bad) = rest[17..].iter().find(|s| !is_flower(s)) {
                    return Err(format!("`{bad}` is not a flower (H1-H8)"));
                }
                Request::Deal { flowers, hand }
            }
            ["2", t] => Request::Draw(tile(t)?),
            ["3", p, "BUHUA", f] if is_flower(f) => Request::BuHua { player: seat(p)? },
            ["3", p, "DRAW"] => Request::Drew { player: seat(p)? },
            ["3", p, "PLAY", t] => Request::Play { player: seat(p)?, tile: tile(t)? },
            ["3", p, "PENG", t] => Request::Peng { player: seat(p)?, tile: tile(t)? },
            ["3", p, "CHI", mid, t] => {
                let mid = tile(mid)?;
                if step(mid, -1).is_none() || step(mid, 1).is_none() {
                    return Err(format!("a run's middle tile is a suited 2-8: `{line}`"));
                }
                Request::Chi { player: seat(p)?, mid, tile: tile(t)? }
            }
            ["3", p, "GANG"] => Request::Gang { player: seat(p)? },
            ["3", p, "BUGANG", t] => Request::BuGang { player: seat(p)?, tile: tile(t)? },
            _ => return Err(format!("not a Chinese-Standard-Mahjong request: `{line}`")),
        })
    }
}

// ------------------------------------------------------------ responses

/// One answer of the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Response {
    /// `PASS`.
    Pass,
    /// `PLAY T`: discard T after a draw.
    Play(Tile),
    /// `GANG T`: a concealed kong of T after a draw.
    AnGang(Tile),
    /// `BUGANG T`: add T to a 碰 after a draw.
    BuGang(Tile),
    /// `HU`.
    Hu,
    /// `PENG T`: 碰 the discard, then discard T.
    Peng(Tile),
    /// `CHI MID T`: 吃 the run around MID, then discard T.
    Chi {
        /// The run's middle tile.
        mid: Tile,
        /// The discard after the claim.
        discard: Tile,
    },
    /// `GANG`: an exposed kong of the discard.
    Gang,
}

impl fmt::Display for Response {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Response::Pass => f.write_str("PASS"),
            Response::Play(t) => write!(f, "PLAY {}", code_of(t)),
            Response::AnGang(t) => write!(f, "GANG {}", code_of(t)),
            Response::BuGang(t) => write!(f, "BUGANG {}", code_of(t)),
            Response::Hu => f.write_str("HU"),
            Response::Peng(t) => write!(f, "PENG {}", code_of(t)),
            Response::Chi { mid, discard } => {
                write!(f, "CHI {} {}", code_of(mid), code_of(discard))
            }
            Response::Gang => f.write_str("GANG"),
        }
    }
}

impl Response {
    /// Reads a response in the protocol's words.
    pub fn parse(line: &str) -> Result<Response, String> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let tile = |s: &str| tile_of(s).ok_or_else(|| format!("`{s}` is not a tile"));
        Ok(match w.as_slice() {
            ["PASS"] => Response::Pass,
            ["HU"] => Response::Hu,
            ["GANG"] => Response::Gang,
            ["PLAY", t] => Response::Play(tile(t)?),
            ["GANG", t] => Response::AnGang(tile(t)?),
            ["BUGANG", t] => Response::BuGang(tile(t)?),
            ["PENG", t] => Response::Peng(tile(t)?),
            ["CHI", m, t] => Response::Chi { mid: tile(m)?, discard: tile(t)? },
            _ => return Err(format!("not a response: `{line}`")),
        })
    }
}

// ---------------------------------------------------------------- state

/// The game as one seat sees it, rebuilt request by request.
#[derive(Debug, Clone)]
pub struct Bot {
    level: Level,
    rules: RuleSet,
    /// Requests applied so far.
    turn: usize,
    me: usize,
    quan: usize,
    /// The bot's concealed tiles (with a drawn tile while it is its turn).
    hand: Counts,
    /// The bot's melds.
    melds: Vec<Meld>,
    /// Flowers set aside by each player.
    flowers: [u8; 4],
    /// Copies of each kind the bot sees outside its concealed tiles: every
    /// discard, every exposed meld and its own concealed kongs.
    visible: [u8; 34],
    /// Each player's river: its discards that nobody claimed.
    rivers: [Vec<Tile>; 4],
    /// Each player's melds as the table shows them (the bot's own included;
    /// another player's concealed kong is counted in `hidden_kongs`).
    table_melds: [Vec<Meld>; 4],
    /// Concealed kongs of each player whose tile the bot cannot see.
    hidden_kongs: [u8; 4],
    /// The judge's count of shown copies (`shownTile`), which decides
    /// 和绝张: unclaimed discards once passed, claimed sets (碰 3, 吃 one of
    /// each, 明杠 and 补杠 4), never a concealed kong.
    shown: [u8; 34],
    /// Tiles left in the wall.
    wall: i32,
    /// The latest discard (who, which) while it may still be claimed.
    pending: Option<(usize, Tile)>,
    /// The bot's last move was a kong: its next draw is the replacement.
    after_kong: bool,
    /// This turn's draw is a kong's replacement (杠上开花 if it wins).
    kong_draw: bool,
    /// The bot's answer to the previous request.
    last: Option<Response>,
    /// Why the state can no longer be trusted, once it cannot.
    broken: Option<String>,
}

impl Bot {
    /// A bot that has seen nothing yet.
    #[must_use]
    pub fn new(level: Level) -> Bot {
        Bot {
            level,
            rules: mcr_rules(),
            turn: 0,
            me: 0,
            quan: 0,
            hand: Counts::EMPTY,
            melds: Vec::new(),
            flowers: [0; 4],
            visible: [0; 34],
            rivers: Default::default(),
            table_melds: Default::default(),
            hidden_kongs: [0; 4],
            shown: [0; 34],
            wall: WALL_TILES,
            pending: None,
            after_kong: false,
            kong_draw: false,
            last: None,
            broken: None,
        }
    }

    /// Applies a request of an earlier turn with the bot's recorded answer
    /// (which names the tile of its own concealed kongs).
    pub fn replay(&mut self, request: &str, response: Option<&str>) {
        match Request::parse(request) {
            Ok(r) => self.apply_checked(&r),
            Err(e) => self.break_with(e),
        }
        self.last = response.and_then(|r| Response::parse(r).ok());
    }

    /// Applies this turn's request and answers it. Never panics: an
    /// unreadable request or a state that no longer adds up is reported on
    /// stderr and answered `PASS` (or, on the bot's own draw, by discarding
    /// the drawn tile: there `PASS` would be illegal).
    pub fn respond(&mut self, line: &str) -> Response {
        let response = match Request::parse(line) {
            Err(e) => {
                eprintln!("majiang botzone: {e}; answering PASS");
                Response::Pass
            }
            Ok(request) => {
                self.apply_checked(&request);
                if let Some(why) = &self.broken {
                    eprintln!("majiang botzone: the game state is inconsistent ({why})");
                    match request {
                        Request::Draw(t) => Response::Play(t),
                        _ => Response::Pass,
                    }
                } else {
                    self.decide(&request)
                }
            }
        };
        self.last = Some(response);
        response
    }

    fn break_with(&mut self, why: String) {
        eprintln!("majiang botzone: {why}");
        if self.broken.is_none() {
            self.broken = Some(why);
        }
    }

    fn apply_checked(&mut self, r: &Request) {
        if self.broken.is_some() {
            self.turn += 1;
            return;
        }
        if let Err(e) = self.apply(r) {
            self.break_with(e);
        }
        self.turn += 1;
    }

    /// The seat, the prevalent wind, the concealed tiles, the melds and the
    /// tiles left in the wall (for tests and debugging).
    #[cfg(test)]
    #[must_use]
    pub fn view(&self) -> (usize, usize, Counts, Vec<Meld>, i32) {
        (self.me, self.quan, self.hand, self.melds.clone(), self.wall)
    }

    fn take(&mut self, t: Tile, n: u8) -> Result<(), String> {
        if self.hand.get(t) < n {
            return Err(format!("the hand {} does not hold {n} × {}", self.hand, code_of(t)));
        }
        for _ in 0..n {
            self.hand.remove(t);
        }
        Ok(())
    }

    fn see(&mut self, t: Tile, n: u8) {
        let v = &mut self.visible[t.index()];
        *v = (*v + n).min(4);
    }

    /// The last discard passed unclaimed: the judge counts it shown when
    /// the next draw begins.
    fn settle_discard(&mut self) {
        if let Some((_, t)) = self.pending.take() {
            self.shown[t.index()] = self.shown[t.index()].saturating_add(1);
        }
    }

    fn draw_one(&mut self) -> Result<(), String> {
        self.settle_discard();
        self.wall -= 1;
        if self.wall < 0 {
            return Err("more draws than the wall holds".to_string());
        }
        Ok(())
    }

    fn discard(&mut self, player: usize, t: Tile) -> Result<(), String> {
        if player == self.me {
            self.take(t, 1)?;
        }
        self.see(t, 1);
        self.rivers[player].push(t);
        self.pending = Some((player, t));
        Ok(())
    }

    /// The last discard, claimed by `player`: it leaves its river.
    fn claimed(&mut self, player: usize) -> Result<(usize, Tile), String> {
        match self.pending.take() {
            Some((from, t)) if from != player => {
                self.rivers[from].pop();
                Ok((from, t))
            }
            _ => Err(format!("player {player} claimed, but there is no discard of another player")),
        }
    }

    fn apply(&mut self, r: &Request) -> Result<(), String> {
        let expect = match self.turn {
            0 => matches!(r, Request::Init { .. }),
            1 => matches!(r, Request::Deal { .. }),
            _ => !matches!(r, Request::Init { .. } | Request::Deal { .. }),
        };
        if !expect {
            return Err(format!("request {} out of place: {r:?}", self.turn + 1));
        }
        match *r {
            Request::Init { me, quan } => {
                self.me = me;
                self.quan = quan;
            }
            Request::Deal { flowers, ref hand } => {
                self.flowers = flowers;
                self.hand = Counts::from_tiles(hand.iter().copied()).map_err(|e| e.to_string())?;
                let dealt: i32 = flowers.iter().map(|&n| i32::from(n)).sum();
                self.wall = WALL_TILES - 52 - dealt;
            }
            Request::Draw(t) => {
                self.draw_one()?;
                self.hand.add(t).map_err(|e| e.to_string())?;
                self.kong_draw = self.after_kong;
                self.after_kong = false;
            }
            Request::Drew { player } => {
                if player == self.me {
                    return Err("`3 P DRAW` for the bot itself (its draws come as `2 T`)".into());
                }
                self.draw_one()?;
            }
            Request::BuHua { player } => {
                self.draw_one()?;
                self.flowers[player] = (self.flowers[player] + 1).min(8);
                // The judge resets its kong flags on every draw stage: a
                // replacement tile after a flower is no 杠上开花.
                self.after_kong = false;
            }
            Request::Play { player, tile } => {
                if self.pending.is_some() {
                    return Err("a discard while the previous one is unsettled".into());
                }
                self.discard(player, tile)?;
            }
            Request::Peng { player, tile } => {
                let (_, d) = self.claimed(player)?;
                if player == self.me {
                    self.take(d, 2)?;
                    self.melds.push(Meld::peng(d));
                }
                self.table_melds[player].push(Meld::peng(d));
                self.see(d, 2);
                self.shown[d.index()] = self.shown[d.index()].saturating_add(3);
                self.discard(player, tile)?;
            }
            Request::Chi { player, mid, tile } => {
                let (from, d) = self.claimed(player)?;
                let (lo, hi) = match (step(mid, -1), step(mid, 1)) {
                    (Some(lo), Some(hi)) => (lo, hi),
                    _ => return Err("a run's middle tile is a suited 2-8".into()),
                };
                if (from + 1) % 4 != player || ![lo, mid, hi].contains(&d) {
                    return Err(format!(
                        "player {player} cannot chi {} around {}",
                        code_of(d),
                        code_of(mid)
                    ));
                }
                for t in [lo, mid, hi] {
                    self.shown[t.index()] = self.shown[t.index()].saturating_add(1);
                    if t != d {
                        self.see(t, 1);
                        if player == self.me {
                            self.take(t, 1)?;
                        }
                    }
                }
                let run = Meld::chi(lo).map_err(|e| e.to_string())?;
                if player == self.me {
                    self.melds.push(run);
                }
                self.table_melds[player].push(run);
                self.discard(player, tile)?;
            }
            Request::Gang { player } => {
                if let Some((_, d)) = self.pending {
                    // An exposed kong of the discard.
                    self.claimed(player)?;
                    if player == self.me {
                        self.take(d, 3)?;
                        self.melds.push(Meld::gang(d));
                    }
                    self.table_melds[player].push(Meld::gang(d));
                    self.see(d, 3);
                    self.shown[d.index()] = 4;
                } else if player == self.me {
                    // A concealed kong: its tile is only in the bot's answer.
                    let Some(Response::AnGang(t)) = self.last else {
                        return Err("a concealed kong the bot did not declare".into());
                    };
                    self.take(t, 4)?;
                    self.melds.push(Meld::an_gang(t));
                    self.table_melds[player].push(Meld::an_gang(t));
                    self.see(t, 4);
                } else {
                    self.hidden_kongs[player] += 1;
                }
                if player == self.me {
                    self.after_kong = true;
                }
            }
            Request::BuGang { player, tile } => {
                if player == self.me {
                    let Some(slot) = self
                        .melds
                        .iter_mut()
                        .find(|m| m.kind() == MeldKind::Peng && m.tile() == tile)
                    else {
                        return Err(format!("补杠 of {} without its 碰", code_of(tile)));
                    };
                    *slot = Meld::bu_gang(tile);
                    self.take(tile, 1)?;
                    self.after_kong = true;
                }
                let Some(slot) = self.table_melds[player]
                    .iter_mut()
                    .find(|m| m.kind() == MeldKind::Peng && m.tile() == tile)
                else {
                    return Err(format!(
                        "player {player} adds {} to a 碰 it does not have",
                        code_of(tile)
                    ));
                };
                *slot = Meld::bu_gang(tile);
                self.see(tile, 1);
                self.shown[tile.index()] = 4;
            }
        }
        let too_many =
            (0..4).any(|p| self.table_melds[p].len() + usize::from(self.hidden_kongs[p]) > 4);
        if too_many || self.hand.total() > 14 {
            return Err(format!("the hand {} cannot be", self.hand));
        }
        Ok(())
    }

    // ---------------------------------------------------------- decisions

    /// The policy that picks among the legal answers: the one place to wire
    /// in another (an MCR EXPERT of the core, once there is one).
    fn policy(&self) -> Box<dyn Policy> {
        Box::new(LevelPolicy { level: self.level })
    }

    fn hand_of(&self, concealed: Counts, melds: &[Meld]) -> Option<Hand> {
        Hand::new(concealed, melds, &self.rules).ok()
    }

    fn situation(&self, win: Tile, self_drawn: bool, kong: bool) -> Situation {
        Situation {
            win,
            self_drawn,
            last_copy: self.shown[win.index()] == 3,
            kong,
            last_tile: self.wall <= 0,
            seat: Wind::ALL[self.me],
            round: Wind::ALL[self.quan],
            flowers: self.flowers[self.me],
        }
    }

    /// The hand (its concealed tiles hold `s.win`) wins with the minimum.
    fn wins(&self, hand: &Hand, s: &Situation) -> bool {
        match mcr::score(hand, s) {
            Ok(Some(score)) => score.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM),
            Ok(None) => false,
            Err(e) => {
                eprintln!("majiang botzone: cannot score {hand:?} ({s}): {e}");
                false
            }
        }
    }

    /// Copies of `t` the bot cannot see (still in the wall or other hands).
    fn unseen(&self, t: Tile) -> u32 {
        u32::from(4u8.saturating_sub(self.visible[t.index()] + self.hand.get(t)))
    }

    fn decide(&self, r: &Request) -> Response {
        match *r {
            Request::Draw(t) => self.on_draw(t),
            Request::Play { player, .. }
            | Request::Peng { player, .. }
            | Request::Chi { player, .. }
                if player != self.me =>
            {
                match self.pending {
                    Some((from, d)) => self.on_discard(from, d),
                    None => Response::Pass,
                }
            }
            Request::BuGang { player, tile } if player != self.me => {
                let s = self.situation(tile, false, true);
                match self.hand_of(self.hand, &self.melds).and_then(|h| h.with_tile(tile).ok()) {
                    Some(h) if self.wins(&h, &s) => Response::Hu,
                    _ => Response::Pass,
                }
            }
            _ => Response::Pass,
        }
    }

    fn on_draw(&self, drawn: Tile) -> Response {
        let Some(hand) = self.hand_of(self.hand, &self.melds) else {
            return Response::Play(drawn);
        };
        if self.wins(&hand, &self.situation(drawn, true, self.kong_draw)) {
            return Response::Hu;
        }
        let mut options = Vec::new();
        for t in self.hand.kinds() {
            let mut c = self.hand;
            c.remove(t);
            if let Some(h) = self.hand_of(c, &self.melds) {
                options.push(Candidate { response: Response::Play(t), hand: h, claim: false });
            }
        }
        if self.wall > 0 {
            for t in self.hand.kinds() {
                if self.hand.get(t) == 4 {
                    let mut c = self.hand;
                    (0..4).for_each(|_| {
                        c.remove(t);
                    });
                    let mut m = self.melds.clone();
                    m.push(Meld::an_gang(t));
                    if let Some(h) = self.hand_of(c, &m) {
                        options.push(Candidate {
                            response: Response::AnGang(t),
                            hand: h,
                            claim: true,
                        });
                    }
                }
                if self.melds.iter().any(|m| m.kind() == MeldKind::Peng && m.tile() == t) {
                    let mut c = self.hand;
                    c.remove(t);
                    let m: Vec<Meld> = self
                        .melds
                        .iter()
                        .map(|&m| {
                            if m.kind() == MeldKind::Peng && m.tile() == t {
                                Meld::bu_gang(t)
                            } else {
                                m
                            }
                        })
                        .collect();
                    if let Some(h) = self.hand_of(c, &m) {
                        options.push(Candidate {
                            response: Response::BuGang(t),
                            hand: h,
                            claim: true,
                        });
                    }
                }
            }
        }
        match self.policy().choose(self, &options, None) {
            Some(r) => r,
            None => Response::Play(drawn),
        }
    }

    fn on_discard(&self, from: usize, d: Tile) -> Response {
        let Some(hand) = self.hand_of(self.hand, &self.melds) else {
            return Response::Pass;
        };
        if let Ok(won) = hand.with_tile(d)
            && self.wins(&won, &self.situation(d, false, false))
        {
            return Response::Hu;
        }
        if self.level == Level::Easy || self.melds.len() >= 4 {
            return Response::Pass;
        }
        let mut options = Vec::new();
        let held = self.hand.get(d);
        // After a claim the bot discards: one candidate per discard.
        let mut claim = |c: Counts, m: Vec<Meld>, make: &dyn Fn(Tile) -> Response| {
            for t in c.kinds() {
                let mut after = c;
                after.remove(t);
                if let Some(h) = self.hand_of(after, &m) {
                    options.push(Candidate { response: make(t), hand: h, claim: true });
                }
            }
        };
        if held >= 2 {
            let mut c = self.hand;
            c.remove(d);
            c.remove(d);
            let mut m = self.melds.clone();
            m.push(Meld::peng(d));
            claim(c, m, &Response::Peng);
        }
        if (from + 1) % 4 == self.me {
            for mid in [step(d, -1), Some(d), step(d, 1)].into_iter().flatten() {
                let (Some(lo), Some(hi)) = (step(mid, -1), step(mid, 1)) else { continue };
                let mut c = self.hand;
                if c.add(d).is_err() {
                    continue;
                }
                if ![lo, mid, hi].iter().all(|&t| c.remove(t)) {
                    continue;
                }
                let mut m = self.melds.clone();
                let Ok(run) = Meld::chi(lo) else { continue };
                m.push(run);
                claim(c, m, &|t| Response::Chi { mid, discard: t });
            }
        }
        if held == 3 && self.wall > 0 {
            let mut c = self.hand;
            (0..3).for_each(|_| {
                c.remove(d);
            });
            let mut m = self.melds.clone();
            m.push(Meld::gang(d));
            if let Some(h) = self.hand_of(c, &m) {
                options.push(Candidate { response: Response::Gang, hand: h, claim: true });
            }
        }
        if options.is_empty() {
            return Response::Pass;
        }
        self.policy().choose(self, &options, Some(&hand)).unwrap_or(Response::Pass)
    }
}

// --------------------------------------------------------------- policy

/// One legal answer and the `3n+1` hand it leaves the bot with.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The answer.
    pub response: Response,
    /// The bot's hand after it (after the discard that follows a claim;
    /// before the replacement draw of a kong).
    pub hand: Hand,
    /// A claim or a kong (not a plain discard).
    pub claim: bool,
}

/// The choice among legal answers: what a level decides beyond the rules.
/// The bot finds the legal answers, and declares a legal HU itself before
/// asking; a policy only picks. An MCR EXPERT in `majiang_core::expert` can
/// implement this and be wired in at [`Bot::policy`].
pub trait Policy {
    /// One of `options`, or `None`: on the bot's draw it then discards the
    /// drawn tile, on a discard it passes. `current` is the bot's hand when
    /// the options are claims on a discard (passing keeps it).
    fn choose(
        &self,
        table: &Bot,
        options: &[Candidate],
        current: Option<&Hand>,
    ) -> Option<Response>;
}

/// The levels' policy: MCR shanten first, then tile acceptance, then (hard
/// and expert) live waits worth 8 fan.
#[derive(Debug, Clone, Copy)]
pub struct LevelPolicy {
    /// Which level.
    pub level: Level,
}

impl Policy for LevelPolicy {
    fn choose(
        &self,
        table: &Bot,
        options: &[Candidate],
        current: Option<&Hand>,
    ) -> Option<Response> {
        self.pick(table, options, current)
    }
}

/// How an answer's hand is judged: the lexicographic key the levels sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Value {
    /// Minus the shanten (a ready hand with no wait worth 8 fan counts as
    /// one away: it cannot win).
    progress: i32,
    /// Live copies of waits worth 8 fan (ready), or of draws that lead to
    /// such a ready hand, weighted by those waits (one away).
    fan_mass: u32,
    /// Live copies of tiles that lower the shanten.
    acceptance: u32,
}

impl LevelPolicy {
    fn shanten(hand: &Hand) -> i32 {
        mcr::shanten(hand).map_or(99, i32::from)
    }

    /// Live copies of the waits of a ready hand, in quarters: 4 for a wait
    /// worth 8 fan on a discard, 1 for one that reaches 8 only self-drawn.
    fn ready_mass(bot: &Bot, hand: &Hand) -> u32 {
        // The waits' fans without the chance ones (和绝张, the last tile).
        let base = Situation {
            last_copy: false,
            last_tile: false,
            ..bot.situation(Tile::RED_DRAGON, false, false)
        };
        let Ok(waits) = mcr::waits(hand, &base) else {
            return 0;
        };
        let mut mass = 0;
        for (w, score) in waits {
            let live = bot.unseen(w);
            if live == 0 {
                continue;
            }
            if score.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM) {
                mass += 4 * live;
            } else if score.without_flowers() + 4 >= MINIMUM_FAN
                && let Ok(won) = hand.with_tile(w)
                && let Ok(Some(s)) =
                    mcr::score(&won, &Situation { win: w, self_drawn: true, ..base })
                && s.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM)
            {
                mass += live;
            }
        }
        mass
    }

    /// For each live draw that makes the hand ready, the best ready mass it
    /// allows, times its live copies; and the live copies of all draws that
    /// lower the shanten.
    fn lookahead(bot: &Bot, hand: &Hand, shanten: i32, deep: bool) -> (u32, u32) {
        let (mut mass, mut accept) = (0, 0);
        let all = hand.all_tiles();
        for t in Tile::all() {
            let live = bot.unseen(t);
            if live == 0 || all.get(t) >= 4 {
                continue;
            }
            let Ok(h) = hand.with_tile(t) else { continue };
            let mut best: Option<u32> = None;
            for d in h.concealed().kinds().filter(|&d| d != t) {
                let Ok(after) = h.without_tile(d) else { continue };
                if Self::shanten(&after) < shanten {
                    if !deep {
                        best = Some(0);
                        break;
                    }
                    let m = Self::ready_mass(bot, &after);
                    best = Some(best.map_or(m, |b| b.max(m)));
                }
            }
            if let Some(b) = best {
                accept += live;
                mass += live * b;
            }
        }
        (mass, accept)
    }

    /// A hand that is far from ready and has been opened can still make 8
    /// fan through a flush (混一色 / 清一色): at most one suit, honours aside,
    /// bar one stray tile.
    fn flush_path(hand: &Hand) -> bool {
        let all = hand.all_tiles();
        let a = all.as_array();
        let per_suit: Vec<u32> =
            (0..3).map(|s| a[s * 9..s * 9 + 9].iter().map(|&n| u32::from(n)).sum()).collect();
        let total: u32 = per_suit.iter().sum();
        let top = per_suit.iter().copied().max().unwrap_or(0);
        total - top <= 1
    }

    fn value(&self, bot: &Bot, hand: &Hand) -> Value {
        let s = Self::shanten(hand);
        match self.level {
            Level::Easy => Value { progress: -s, fan_mass: 0, acceptance: 0 },
            Level::Normal => {
                let (_, acceptance) = Self::lookahead(bot, hand, s, false);
                Value { progress: -s, fan_mass: 0, acceptance }
            }
            Level::Hard | Level::Expert => {
                if s == 0 {
                    let mass = Self::ready_mass(bot, hand);
                    if mass == 0 {
                        // Ready but no wait reaches 8: as good as one away.
                        let (_, acceptance) = Self::lookahead(bot, hand, 1, false);
                        return Value { progress: -1, fan_mass: 0, acceptance };
                    }
                    return Value { progress: 0, fan_mass: mass, acceptance: mass };
                }
                let deep = self.level == Level::Expert && s == 1;
                let (fan_mass, acceptance) = Self::lookahead(bot, hand, s, deep);
                Value { progress: -s, fan_mass, acceptance }
            }
        }
    }

    /// The claims and kongs a level allows: one that lowers the shanten
    /// (a kong: that keeps it), and from hard up only on a path to 8 fan.
    fn claim_allowed(&self, value: Value, pass: Value, is_kong: bool) -> bool {
        let better =
            if is_kong { value.progress >= pass.progress } else { value.progress > pass.progress };
        if !better {
            return false;
        }
        match self.level {
            Level::Easy => false,
            Level::Normal => true,
            Level::Hard | Level::Expert => value.fan_mass > 0 || value.progress <= -2,
        }
    }

    /// The best candidate, or `None` when none is left (on a discard: no
    /// claim is worth making). `current` is the hand as it stands when the
    /// choice is a claim (passing keeps it).
    fn pick(&self, bot: &Bot, options: &[Candidate], current: Option<&Hand>) -> Option<Response> {
        let is_kong =
            |r: Response| matches!(r, Response::AnGang(_) | Response::BuGang(_) | Response::Gang);
        let shanten: Vec<i32> = options.iter().map(|c| Self::shanten(&c.hand)).collect();
        // A claim must lower the shanten (a kong: keep it); the others are
        // dropped before any costly look.
        let pass_shanten = current.map(Self::shanten);
        let eligible = |c: &Candidate, s: i32| match pass_shanten {
            None => true,
            Some(p) => {
                if is_kong(c.response) {
                    s <= p
                } else {
                    s < p
                }
            }
        };
        let floor = options
            .iter()
            .zip(&shanten)
            .filter(|&(c, &s)| eligible(c, s))
            .map(|(_, &s)| s)
            .min()?;
        // Only candidates near the lowest shanten get the costly look; a
        // ready hand without 8-fan waits may rank with the one-away hands.
        let near = if floor == 0 { 1 } else { floor };
        let pass = current.map(|h| self.value(bot, h));
        let mut best: Option<(Value, Response)> = None;
        let mut kongs = Vec::new();
        for (c, &s) in options.iter().zip(&shanten) {
            if s > near || !eligible(c, s) {
                continue;
            }
            let v = self.value(bot, &c.hand);
            if c.claim && current.is_none() {
                kongs.push((v, c.response));
                continue;
            }
            if let Some(p) = pass
                && (!self.claim_allowed(v, p, is_kong(c.response))
                    || (self.level != Level::Normal && !Self::fan_ok(v, &c.hand)))
            {
                continue;
            }
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, c.response));
            }
        }
        // A concealed or added kong on one's own draw: taken when it keeps
        // the best discard's shanten (it adds fan and a draw).
        if self.level != Level::Easy {
            for (v, r) in kongs {
                if best.as_ref().is_none_or(|(b, _)| v.progress >= b.progress) {
                    return Some(r);
                }
            }
        }
        best.map(|(_, r)| r)
    }

    /// From hard up, an opened hand must keep a way to 8 fan: a ready or
    /// one-away hand with 8-fan waits in reach, or a flush.
    fn fan_ok(v: Value, hand: &Hand) -> bool {
        v.fan_mass > 0 || Self::flush_path(hand)
    }
}

// ------------------------------------------------------------------- io

/// How the turn's input was written; answers use the same form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Json,
    Simple,
}

/// One turn's input.
enum Turn {
    /// The whole history: requests and the bot's earlier responses.
    Full { requests: Vec<String>, responses: Vec<String>, form: Form },
    /// Only this turn's request (keep-running).
    Next { request: String, form: Form },
}

fn read_line<R: BufRead>(input: &mut R) -> io::Result<Option<String>> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim_end_matches(['\r', '\n']).to_string()))
}

fn strings(v: Option<&serde_json::Value>) -> Result<Vec<String>, String> {
    match v {
        None => Ok(Vec::new()),
        Some(serde_json::Value::Array(items)) => items
            .iter()
            .map(|i| match i {
                serde_json::Value::String(s) => Ok(s.clone()),
                other => Err(format!("a request or response must be a string, got {other}")),
            })
            .collect(),
        Some(other) => Err(format!("`requests` and `responses` are lists, got {other}")),
    }
}

/// Reads one turn. `Ok(None)` at the end of the input; `Err` for input that
/// is no turn in any form (the caller answers `PASS`).
fn read_turn<R: BufRead>(input: &mut R) -> io::Result<Option<Result<Turn, (String, Form)>>> {
    let first = loop {
        match read_line(input)? {
            None => return Ok(None),
            Some(l) if l.trim().is_empty() => continue,
            Some(l) => break l,
        }
    };
    let t = first.trim();
    if t.starts_with('{') {
        // One compact line; a JSON spread over lines is read to its end.
        let mut text = first.clone();
        let value = loop {
            match serde_json::from_str::<serde_json::Value>(&text) {
                Ok(v) => break v,
                Err(e) if e.is_eof() => match read_line(input)? {
                    Some(more) => {
                        text.push('\n');
                        text.push_str(&more);
                    }
                    None => {
                        return Ok(Some(Err((format!("unfinished JSON input: {e}"), Form::Json))));
                    }
                },
                Err(e) => return Ok(Some(Err((format!("bad JSON input: {e}"), Form::Json)))),
            }
        };
        let parsed = (|| {
            // A single request in an object: taken as this turn's only.
            if let Some(serde_json::Value::String(request)) = value.get("requests") {
                return Ok(Turn::Next { request: request.clone(), form: Form::Json });
            }
            let requests = strings(value.get("requests"))?;
            let responses = strings(value.get("responses"))?;
            if requests.is_empty() {
                return Err("the JSON input holds no request".to_string());
            }
            Ok(Turn::Full { requests, responses, form: Form::Json })
        })();
        return Ok(Some(parsed.map_err(|e| (e, Form::Json))));
    }
    if t.starts_with('"') {
        return Ok(Some(match serde_json::from_str::<String>(t) {
            Ok(request) => Ok(Turn::Next { request, form: Form::Json }),
            Err(e) => Err((format!("bad JSON string: {e}"), Form::Json)),
        }));
    }
    if let Ok(n) = t.parse::<usize>() {
        // The simple form: the turn number, then 2n-1 lines.
        if n == 0 || n > 10_000 {
            return Ok(Some(Err((format!("a turn number of {n}"), Form::Simple))));
        }
        let mut requests = Vec::with_capacity(n);
        let mut responses = Vec::with_capacity(n);
        for i in 0..2 * n - 1 {
            let Some(line) = read_line(input)? else {
                return Ok(Some(Err((
                    format!("the input ended after {i} of {} lines", 2 * n - 1),
                    Form::Simple,
                ))));
            };
            if i % 2 == 0 { requests.push(line) } else { responses.push(line) }
        }
        return Ok(Some(Ok(Turn::Full { requests, responses, form: Form::Simple })));
    }
    Ok(Some(Ok(Turn::Next { request: first, form: Form::Simple })))
}

fn write_answer<W: Write>(
    out: &mut W,
    response: &str,
    form: Form,
    keep_running: bool,
) -> io::Result<()> {
    match form {
        Form::Json => writeln!(out, "{}", serde_json::json!({ "response": response }))?,
        Form::Simple => writeln!(out, "{response}")?,
    }
    if keep_running {
        writeln!(out, "{KEEP_RUNNING}")?;
    }
    out.flush()
}

/// Plays turns read from `input` and answers on `output`: one turn, or
/// every turn until the input ends in keep-running mode.
pub fn serve<R: BufRead, W: Write>(
    mut input: R,
    mut output: W,
    args: &BotzoneArgs,
) -> io::Result<()> {
    let mut bot = Bot::new(args.level);
    // Keep-running answers in the form of the first turn.
    let mut session: Option<Form> = None;
    while let Some(turn) = read_turn(&mut input)? {
        let (response, form) = match turn {
            Err((why, form)) => {
                eprintln!("majiang botzone: {why}; answering PASS");
                (Response::Pass, session.unwrap_or(form))
            }
            Ok(Turn::Full { requests, responses, form }) => {
                let last = requests.len() - 1;
                let seen = bot.turn;
                if session.is_some() && seen > 0 && requests.len() <= seen {
                    // Keep-running with this turn's request wrapped as a
                    // history of its own: it continues the game.
                    for r in &requests[..last] {
                        bot.replay(r, None);
                    }
                } else if session.is_some() && requests.len() == seen + 1 {
                    // The whole history again: only its last request is new.
                } else {
                    bot = Bot::new(args.level);
                    for (i, r) in requests[..last].iter().enumerate() {
                        bot.replay(r, responses.get(i).map(String::as_str));
                    }
                }
                (bot.respond(&requests[last]), session.unwrap_or(form))
            }
            Ok(Turn::Next { request, form }) => (bot.respond(&request), session.unwrap_or(form)),
        };
        session = Some(form);
        write_answer(&mut output, &response.to_string(), form, args.keep_running)?;
        if !args.keep_running {
            break;
        }
    }
    Ok(())
}

/// Runs the bot on stdin and stdout.
pub fn run(args: &BotzoneArgs) -> Result<(), String> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    serve(stdin.lock(), stdout.lock(), args).map_err(|e| format!("botzone: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(code: &str) -> Tile {
        tile_of(code).unwrap()
    }

    fn answer(input: &str, keep_running: bool, level: Level) -> String {
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out, &BotzoneArgs { level, keep_running }).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn tile_codes_round_trip_in_majiang_notation() {
        assert_eq!(t("W1").to_string(), "1m");
        assert_eq!(t("T9").to_string(), "9s");
        assert_eq!(t("B5").to_string(), "5p");
        assert_eq!(t("F1").to_string(), "1z");
        assert_eq!(t("F4").to_string(), "4z");
        assert_eq!(t("J1").to_string(), "5z"); // 中
        assert_eq!(t("J3").to_string(), "7z"); // 白
        for tile in Tile::all() {
            assert_eq!(tile_of(&code_of(tile)), Some(tile));
        }
        for bad in ["", "W0", "W10", "F5", "J4", "H1", "w1", "X1", "W", "1"] {
            assert_eq!(tile_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn requests_parse_and_garbage_is_refused() {
        assert_eq!(Request::parse("0 2 1"), Ok(Request::Init { me: 2, quan: 1 }));
        let deal = "1 1 0 0 2 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 J2 J2 H1 H5 H6";
        let Ok(Request::Deal { flowers, hand }) = Request::parse(deal) else { panic!() };
        assert_eq!(flowers, [1, 0, 0, 2]);
        assert_eq!(hand.len(), 13);
        assert_eq!(Request::parse("2 T6"), Ok(Request::Draw(t("T6"))));
        assert_eq!(
            Request::parse("3 1 CHI T2 W3"),
            Ok(Request::Chi { player: 1, mid: t("T2"), tile: t("W3") })
        );
        assert_eq!(
            Request::parse("3 3 BUGANG J1"),
            Ok(Request::BuGang { player: 3, tile: t("J1") })
        );
        assert_eq!(Request::parse("3 0 BUHUA H7"), Ok(Request::BuHua { player: 0 }));
        for bad in [
            "",
            "0 4 0",
            "1 0 0 0 0 W1",
            "1 1 0 0 0 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 J2 J2",
            "2 H1",
            "3 0 CHI T1 W3",
            "3 0 CHI F2 W3",
            "3 9 PLAY W1",
            "3 0 DANCE",
            "héllo wörld",
        ] {
            assert!(Request::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            Response::parse("CHI T2 W3"),
            Ok(Response::Chi { mid: t("T2"), discard: t("W3") })
        );
        assert_eq!(Response::parse("GANG B1").map(|r| r.to_string()), Ok("GANG B1".to_string()));
    }

    const DEAL: &str = "1 0 1 0 0 W1 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 F1 H2";

    #[test]
    fn the_state_is_rebuilt_from_the_requests() {
        let mut bot = Bot::new(Level::Normal);
        bot.replay("0 0 1", Some("PASS"));
        bot.replay(DEAL, Some("PASS"));
        assert_eq!(bot.wall, 144 - 52 - 1);
        bot.replay("2 J1", Some("PLAY J1"));
        bot.replay("3 0 PLAY J1", Some("PASS"));
        bot.replay("3 1 DRAW", Some("PASS"));
        bot.replay("3 1 PLAY W1", Some("PENG F1"));
        // Seat 0 claimed 1m for a peng and discarded 东.
        bot.replay("3 0 PENG F1", Some("PASS"));
        bot.replay("3 1 BUHUA H3", Some("PASS"));
        bot.replay("3 1 DRAW", Some("PASS"));
        bot.replay("3 1 PLAY W4", Some("PASS"));
        bot.replay("3 2 DRAW", Some("PASS"));
        bot.replay("3 2 PLAY J3", Some("PASS"));
        bot.replay("3 3 DRAW", Some("PASS"));
        let (me, quan, hand, melds, wall) = bot.view();
        assert_eq!((me, quan), (0, 1));
        assert_eq!(hand.to_string(), "23m456s789p11z");
        assert_eq!(melds, vec![Meld::peng(t("W1"))]);
        assert_eq!(wall, 144 - 52 - 1 - 6);
        assert_eq!(bot.flowers, [0, 2, 0, 0]);
        assert_eq!(bot.rivers, [vec![t("J1"), t("F1")], vec![t("W4")], vec![t("J3")], vec![]]);
        assert_eq!(bot.table_melds[0], vec![Meld::peng(t("W1"))]);
        assert_eq!(bot.shown[t("W1").index()], 3);
        assert!(bot.broken.is_none());
        // Ready on 1m/4m, but 4m from the left is worth less than 8 fan, and
        // a chi would not bring the hand closer: PASS.
        let r = bot.respond("3 3 PLAY W4");
        assert!(bot.broken.is_none());
        assert_eq!(r, Response::Pass);
    }

    #[test]
    fn a_win_of_eight_fan_is_declared_and_a_smaller_one_is_not() {
        // 九莲宝灯, ready on every 条: a win on the discard worth far more than 8.
        let mut bot = Bot::new(Level::Expert);
        bot.replay("0 1 0", None);
        bot.replay("1 0 0 0 0 T1 T1 T1 T2 T3 T4 T5 T6 T7 T8 T9 T9 T9", None);
        assert_eq!(bot.respond("3 0 PLAY T4"), Response::Hu);
        // A plain hand (no fan worth 8) passes the same kind of tile.
        let mut bot = Bot::new(Level::Expert);
        bot.replay("0 1 0", None);
        bot.replay("1 0 0 0 0 W1 W2 W3 T4 T5 T6 T7 T8 T9 W5 W6 F2 F2", None);
        let r = bot.respond("3 0 PLAY W4");
        assert_ne!(r, Response::Hu);
    }

    #[test]
    fn a_kong_replacement_wins_only_straight_after_the_kong() {
        // South in the West round: 123m 55m 345s 78p with a concealed kong
        // of 东 is 7 fan self-drawn on 9p (不求人 4, 暗杠 2, 幺九刻 1); 杠上开花
        // (8) makes it a win, which a 补花 between the kong and the draw
        // loses, as in the judge.
        let start = |bot: &mut Bot| {
            bot.replay("0 1 2", Some("PASS"));
            bot.replay("1 0 0 0 0 F1 F1 F1 F1 W1 W2 W3 T3 T4 T5 B7 B8 W5", Some("PASS"));
            bot.replay("2 W5", Some("GANG F1"));
            bot.replay("3 1 GANG", Some("PASS"));
        };
        let mut bot = Bot::new(Level::Expert);
        start(&mut bot);
        assert_eq!(bot.view().3, vec![Meld::an_gang(t("F1"))]);
        assert_eq!(bot.respond("2 B9"), Response::Hu);
        let mut bot = Bot::new(Level::Expert);
        start(&mut bot);
        bot.replay("3 1 BUHUA H4", Some("PASS"));
        assert!(matches!(bot.respond("2 B9"), Response::Play(_)));
        assert!(bot.broken.is_none());
    }

    #[test]
    fn an_added_kong_is_robbed_when_it_completes_the_hand() {
        // Seat 2 waits on 1m/4m; seat 0 pengs 4m, later adds the fourth:
        // 抢杠和 (8 fan) makes any win legal.
        let play = |me: &str, hand: &str| {
            let mut bot = Bot::new(Level::Expert);
            for (r, a) in [
                (format!("0 {me} 0"), "PASS"),
                (format!("1 0 0 0 0 {hand}"), "PASS"),
                ("3 0 DRAW".to_string(), "PASS"),
                ("3 0 PLAY J1".to_string(), "PASS"),
                ("3 1 DRAW".to_string(), "PASS"),
                ("3 1 PLAY W4".to_string(), "PASS"),
                ("3 0 PENG B1".to_string(), "PASS"),
                ("3 1 DRAW".to_string(), "PASS"),
                ("3 1 PLAY J2".to_string(), "PASS"),
                ("2 J3".to_string(), "PLAY J3"),
                ("3 2 PLAY J3".to_string(), "PASS"),
                ("3 3 DRAW".to_string(), "PASS"),
                ("3 3 PLAY F4".to_string(), "PASS"),
                ("3 0 DRAW".to_string(), "PASS"),
            ] {
                bot.replay(&r, Some(a));
            }
            let r = bot.respond("3 0 BUGANG W4");
            assert!(bot.broken.is_none(), "{:?}", bot.broken);
            r
        };
        assert_eq!(play("2", "W2 W3 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3 F3"), Response::Hu);
        assert_eq!(play("2", "W2 W7 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3 F3"), Response::Pass);
        // The one adding the kong answers PASS to its own 补杠.
        let mut bot = Bot::new(Level::Expert);
        bot.replay("0 0 0", None);
        bot.replay("1 0 0 0 0 W4 W4 W2 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3", None);
        bot.replay("2 J1", Some("PLAY J1"));
        bot.replay("3 0 PLAY J1", None);
        bot.replay("3 1 DRAW", None);
        bot.replay("3 1 PLAY W4", Some("PENG W2"));
        bot.replay("3 0 PENG W2", None);
        bot.replay("3 1 DRAW", None);
        bot.replay("3 1 PLAY J2", None);
        bot.replay("3 2 DRAW", None);
        bot.replay("3 2 PLAY J3", None);
        bot.replay("3 3 DRAW", None);
        bot.replay("3 3 PLAY F4", None);
        bot.replay("2 W4", Some("BUGANG W4"));
        assert_eq!(bot.respond("3 0 BUGANG W4"), Response::Pass);
        assert!(bot.broken.is_none(), "{:?}", bot.broken);
        assert_eq!(bot.view().3, vec![Meld::bu_gang(t("W4"))]);
    }

    #[test]
    fn random_request_streams_never_panic() {
        // Request-shaped garbage: real words with random seats and tiles,
        // in random order, fed to one bot after another. Every answer must
        // still be a well-formed response.
        let mut rng = majiang_core::rng::seeded(36);
        let mut pick = |n: u32| majiang_core::rng::below(&mut rng, n) as usize;
        let codes = ["W1", "W5", "W9", "T3", "T7", "B2", "B8", "F1", "F4", "J2", "H3", "X9", "W0"];
        let mut bot = Bot::new(Level::Expert);
        for i in 0..4000 {
            if i % 80 == 0 {
                // A proper start, so that the garbage reaches a live state.
                bot = Bot::new([Level::Easy, Level::Normal, Level::Hard, Level::Expert][pick(4)]);
                bot.respond(&format!("0 {} {}", pick(4), pick(4)));
                let mut all: Vec<Tile> = Tile::all().flat_map(|t| [t; 4]).collect();
                let dealt: Vec<String> =
                    (0..13).map(|_| code_of(all.swap_remove(pick(all.len() as u32)))).collect();
                bot.respond(&format!("1 0 0 0 0 {}", dealt.join(" ")));
            }
            let p = pick(5);
            let n = codes.len() as u32;
            let hand: Vec<&str> = (0..13).map(|_| codes[pick(n)]).collect();
            let (x, y) = (codes[pick(n)], codes[pick(n)]);
            let line = match pick(12) {
                0 => format!("0 {p} {}", pick(5)),
                1 => format!("1 0 0 0 0 {}", hand.join(" ")),
                2 | 3 => format!("2 {x}"),
                4 => format!("3 {p} DRAW"),
                5 => format!("3 {p} PLAY {x}"),
                6 => format!("3 {p} PENG {x}"),
                7 => format!("3 {p} CHI {x} {y}"),
                8 => format!("3 {p} GANG"),
                9 => format!("3 {p} BUGANG {x}"),
                10 => format!("3 {p} BUHUA H{}", pick(10)),
                _ => "3 1".to_string(),
            };
            let r = bot.respond(&line);
            assert_eq!(Response::parse(&r.to_string()), Ok(r), "{line}");
        }
    }

    #[test]
    fn every_answer_is_one_line_in_the_input_form() {
        let json = r#"{"requests":["0 1 0"],"responses":[]}"#;
        assert_eq!(answer(json, false, Level::Expert), "{\"response\":\"PASS\"}\n");
        let simple = format!("3\n0 1 0\nPASS\n{DEAL}\nPASS\n2 J1\n");
        let out = answer(&simple, false, Level::Expert);
        assert!(out.starts_with("PLAY "), "{out}");
        assert_eq!(out.lines().count(), 1);
        // Keep-running: the marker after each answer, then single requests.
        let kept = format!("1\n0 1 0\n{DEAL}\n\"2 J1\"\n");
        let out = answer(&kept, true, Level::Easy);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 6, "{out}");
        assert_eq!(lines[0], "PASS");
        assert_eq!(lines[1], KEEP_RUNNING);
        assert!(lines[4].starts_with("PLAY "), "{out}");
        // The JSON form keeps answering in JSON, whatever shape the later
        // requests come in: a bare line, a JSON string, an object.
        let kept = format!(
            "{{\"requests\":[\"0 1 0\"],\"responses\":[]}}\n{DEAL}\n{{\"requests\":\"2 J1\"}}\n\"3 1 PLAY W2\"\n"
        );
        let out = answer(&kept, true, Level::Expert);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 8, "{out}");
        assert_eq!(lines[0], "{\"response\":\"PASS\"}");
        assert_eq!(lines[2], "{\"response\":\"PASS\"}");
        assert!(lines[4].starts_with("{\"response\":\"PLAY "), "{out}");
        assert_eq!(lines[6], "{\"response\":\"PASS\"}");
        assert!(lines.iter().skip(1).step_by(2).all(|l| *l == KEEP_RUNNING), "{out}");
    }

    #[test]
    fn garbage_never_panics_and_is_answered_pass() {
        for input in [
            "",
            "\n\n",
            "{",
            "{\"requests\":5}",
            "{\"requests\":[]}",
            "{\"requests\":[1,2]}",
            "[1,2,3]",
            "7\n0 1 0\n",
            "99999999999999999999\n",
            "0\n",
            "2\n0 1 0\nPASS\n1 9 9 9 9\n",
            "\"\u{0}\"",
            "3 1 PLAY W1",
            "💥",
        ] {
            let out = answer(input, false, Level::Expert);
            assert!(out.is_empty() || out.contains("PASS"), "{input:?} → {out}");
        }
        // A history that does not add up: PASS, or on a draw its tile.
        let json = r#"{"requests":["0 1 0","3 2 PENG W1","2 W9"],"responses":["PASS","PASS"]}"#;
        assert_eq!(answer(json, false, Level::Expert), "{\"response\":\"PLAY W9\"}\n");
        let mut bot = Bot::new(Level::Expert);
        for line in ["0 0 0", DEAL, "3 0 PLAY B1", "3 1 GANG", "2 W1", "3 2 BUGANG W1", "1 2 3"] {
            let _ = bot.respond(line);
        }
    }
}
