//! The table as one seat sees it, rebuilt request by request, and the legal
//! answers to each request. The choice among them is the policy's
//! ([`super::policy`]); the words are the protocol's ([`super::protocol`]).

use super::policy::{Candidate, FLOWERS_COUNT_TOWARD_MINIMUM, Level, LevelPolicy, Policy};
use super::protocol::{BotzoneError, Request, Response, code_of, step};
use crate::counts::Counts;
use crate::hand::Hand;
use crate::mcr::{self, MINIMUM_FAN, Situation, Wind};
use crate::meld::{Meld, MeldKind};
use crate::rules::RuleSet;
use crate::tile::Tile;
use std::fmt;

/// Tiles in the shared wall of `judge/main.cpp`: 136 and 8 flowers.
const WALL_TILES: i32 = 144;

/// Tiles each player draws from its own wall in the duplicate (复式)
/// judge: 34 per wall, 13 of them dealt.
const OWN_WALL: u8 = 34 - 13;

/// A request the bot could not act on, with the answer that is legal
/// whatever the table holds: `PASS`, or on the bot's own draw the drawn
/// tile's discard (there `PASS` would be illegal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Why the request could not be acted on.
    pub error: BotzoneError,
    /// The answer to send anyway.
    pub fallback: Response,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}; answering {}", self.error, self.fallback)
    }
}

impl std::error::Error for Refusal {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// The game as one seat sees it, rebuilt request by request: Botzone's
/// Chinese-Standard-Mahjong bot. Feed it every request in order (earlier
/// turns through [`Bot::replay`] with the answers given then, this turn's
/// through [`Bot::respond`]); it answers legally under both judges that
/// `docs/botzone.md` compares, and never panics.
///
/// ```
/// use majiang_core::mcr::botzone::{Bot, Level, Response};
/// let mut bot = Bot::new(Level::Expert);
/// assert_eq!(bot.respond("0 1 0"), Ok(Response::Pass));
/// bot.respond("1 0 0 0 0 W1 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 F1").unwrap();
/// assert!(matches!(bot.respond("2 J1"), Ok(Response::Play(_))));
/// ```
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
    /// A flower has been seen (dealt or drawn): the judge is the one with
    /// the shared 144-tile wall, not the duplicate one, which has none.
    flowers_seen: bool,
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
    /// Tiles left in the shared wall (the `judge/main.cpp` reading).
    wall: i32,
    /// Tiles each player has drawn after the deal (draws and 补花): its own
    /// wall's count in the duplicate reading.
    draws: [u8; 4],
    /// The latest discard (who, which) while it may still be claimed.
    pending: Option<(usize, Tile)>,
    /// The bot's last move was a kong (of this kind): its next draw is the
    /// replacement.
    after_kong: Option<MeldKind>,
    /// This turn's draw is the replacement of a kong of this kind (杠上开花
    /// if it wins).
    kong_draw: Option<MeldKind>,
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
            rules: RuleSet::mcr(),
            turn: 0,
            me: 0,
            quan: 0,
            hand: Counts::EMPTY,
            melds: Vec::new(),
            flowers: [0; 4],
            flowers_seen: false,
            visible: [0; 34],
            rivers: Default::default(),
            table_melds: Default::default(),
            hidden_kongs: [0; 4],
            shown: [0; 34],
            wall: WALL_TILES,
            draws: [0; 4],
            pending: None,
            after_kong: None,
            kong_draw: None,
            last: None,
            broken: None,
        }
    }

    /// The bot's level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// Requests applied so far (the turn number of the next one, from 0).
    #[must_use]
    pub fn turns(&self) -> usize {
        self.turn
    }

    /// Applies a request of an earlier turn with the bot's answer then
    /// (which names the tile of its own concealed kongs). An error says the
    /// request could not be read or does not fit the table; the bot then
    /// answers only what is always legal from here on.
    pub fn replay(&mut self, request: &str, response: Option<&str>) -> Result<(), BotzoneError> {
        let applied = match Request::parse(request) {
            Ok(r) => self.apply_checked(&r),
            Err(e) => {
                self.break_with(e.to_string());
                self.turn += 1;
                Err(e)
            }
        };
        // An unreadable answer of ours is treated as none: only a concealed
        // kong's tile is taken from it, and its absence is reported then.
        self.last = response.and_then(|r| Response::parse(r).ok());
        applied
    }

    /// Applies this turn's request and answers it. A [`Refusal`] carries why
    /// the request could not be acted on and the answer to send anyway.
    pub fn respond(&mut self, line: &str) -> Result<Response, Refusal> {
        let result = match Request::parse(line) {
            Err(error) => {
                // A request missed is an event missed: what the bot knows
                // can no longer be trusted.
                self.break_with(error.to_string());
                self.turn += 1;
                Err(Refusal { error, fallback: Response::Pass })
            }
            Ok(request) => {
                let applied = self.apply_checked(&request);
                let fallback = match request {
                    Request::Draw(t) => Response::Play(t),
                    _ => Response::Pass,
                };
                match (applied, &self.broken) {
                    (Err(error), _) => Err(Refusal { error, fallback }),
                    (Ok(()), Some(why)) => {
                        Err(Refusal { error: BotzoneError::Inconsistent(why.clone()), fallback })
                    }
                    (Ok(()), None) => Ok(self.decide(&request)),
                }
            }
        };
        self.last = Some(match &result {
            Ok(r) => *r,
            Err(refusal) => refusal.fallback,
        });
        result
    }

    fn break_with(&mut self, why: String) {
        if self.broken.is_none() {
            self.broken = Some(why);
        }
    }

    fn apply_checked(&mut self, r: &Request) -> Result<(), BotzoneError> {
        let result = if self.broken.is_some() {
            Ok(())
        } else {
            self.apply(r).map_err(|why| {
                self.break_with(why.clone());
                BotzoneError::Inconsistent(why)
            })
        };
        self.turn += 1;
        result
    }

    /// The bot's seat (0-3, its seat wind) and the prevalent wind (0-3).
    #[must_use]
    pub fn winds(&self) -> (usize, usize) {
        (self.me, self.quan)
    }

    /// The bot's concealed tiles (with the drawn tile on its own turn).
    #[must_use]
    pub fn concealed(&self) -> Counts {
        self.hand
    }

    /// The bot's melds.
    #[must_use]
    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }

    /// Tiles left in the shared wall of `judge/main.cpp`.
    #[must_use]
    pub fn wall(&self) -> i32 {
        self.wall
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

    fn draw_one(&mut self, player: usize) -> Result<(), String> {
        self.settle_discard();
        self.wall -= 1;
        self.draws[player] = self.draws[player].saturating_add(1);
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
                self.flowers_seen = flowers.iter().any(|&n| n > 0);
                self.hand = Counts::from_tiles(hand.iter().copied()).map_err(|e| e.to_string())?;
                let dealt: i32 = flowers.iter().map(|&n| i32::from(n)).sum();
                self.wall = WALL_TILES - 52 - dealt;
            }
            Request::Draw(t) => {
                self.draw_one(self.me)?;
                self.hand.add(t).map_err(|e| e.to_string())?;
                self.kong_draw = self.after_kong.take();
            }
            Request::Drew { player } => {
                if player == self.me {
                    return Err("`3 P DRAW` for the bot itself (its draws come as `2 T`)".into());
                }
                self.draw_one(player)?;
            }
            Request::BuHua { player } => {
                self.draw_one(player)?;
                self.flowers[player] = (self.flowers[player] + 1).min(8);
                self.flowers_seen = true;
                // The judge resets its kong flags on every draw stage: a
                // replacement tile after a flower is no 杠上开花.
                self.after_kong = None;
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
            Request::Chi { player, mid, tile } => self.chi(player, mid, tile)?,
            Request::Gang { player } => self.gang(player)?,
            Request::BuGang { player, tile } => self.bu_gang(player, tile)?,
        }
        let too_many =
            (0..4).any(|p| self.table_melds[p].len() + usize::from(self.hidden_kongs[p]) > 4);
        if too_many || self.hand.total() > 14 {
            return Err(format!("the hand {} cannot be", self.hand));
        }
        Ok(())
    }

    /// `player` ran `mid`'s chow on the last discard and discarded `tile`.
    fn chi(&mut self, player: usize, mid: Tile, tile: Tile) -> Result<(), String> {
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
        Ok(())
    }

    /// `player` made a kong: of the last discard, or concealed.
    fn gang(&mut self, player: usize) -> Result<(), String> {
        let exposed = self.pending.is_some();
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
            self.after_kong = Some(if exposed { MeldKind::Gang } else { MeldKind::AnGang });
        }
        Ok(())
    }

    /// `player` added `tile` to its 碰 (补杠).
    fn bu_gang(&mut self, player: usize, tile: Tile) -> Result<(), String> {
        if player == self.me {
            let Some(slot) =
                self.melds.iter_mut().find(|m| m.kind() == MeldKind::Peng && m.tile() == tile)
            else {
                return Err(format!("补杠 of {} without its 碰", code_of(tile)));
            };
            *slot = Meld::bu_gang(tile);
            self.take(tile, 1)?;
            self.after_kong = Some(MeldKind::BuGang);
        }
        let Some(slot) = self.table_melds[player]
            .iter_mut()
            .find(|m| m.kind() == MeldKind::Peng && m.tile() == tile)
        else {
            return Err(format!("player {player} adds {} to a 碰 it does not have", code_of(tile)));
        };
        *slot = Meld::bu_gang(tile);
        self.see(tile, 1);
        self.shown[tile.index()] = 4;
        Ok(())
    }

    // ------------------------------------------------- the judges' readings

    /// Tiles left in `player`'s own wall under the duplicate reading.
    fn own_left(&self, player: usize) -> u8 {
        OWN_WALL.saturating_sub(self.draws[player])
    }

    /// The duplicate judge's 最后一张 (`wallLast`) for the player who just
    /// drew, discarded or added a kong: the next player has nothing to draw.
    /// `false` once a flower has been seen (that judge has none).
    fn duplicate_wall_last(&self, actor: usize) -> bool {
        !self.flowers_seen && self.own_left((actor + 1) % 4) == 0
    }

    /// Claims of `from`'s discard (吃, 碰, 明杠) are closed: the duplicate
    /// judge scores any of them as a wrong answer when the wall is at its
    /// last (`wallLast`).
    fn claims_closed(&self, from: usize) -> bool {
        self.duplicate_wall_last(from)
    }

    /// A kong needs a replacement tile: in the shared wall, and (while the
    /// duplicate judge may be the one) in the bot's own wall with the next
    /// player's wall not empty either.
    fn kong_open(&self, actor: usize) -> bool {
        self.wall > 0
            && (self.flowers_seen
                || (self.own_left(self.me) > 0 && !self.duplicate_wall_last(actor)))
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

    /// The situation of a win on `win` as the shared-wall judge
    /// (`judge/main.cpp`) gives it to the calculator: 和绝张 from its shown
    /// copies, 妙手回春 / 海底捞月 on its empty wall, the bot's winds and
    /// flowers.
    #[must_use]
    pub fn situation(&self, win: Tile, self_drawn: bool, kong: bool) -> Situation {
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

    /// The hand (its concealed tiles hold `win`) wins with the minimum under
    /// every judge that may be running this table: the shared-wall one,
    /// and while no flower has been seen the duplicate one, whose 海底
    /// flag is the next player's empty wall (`actor` drew, discarded or
    /// added the kong). A win that one of them would call false is not
    /// declared. The same holds for 杠上开花: every published judge flags
    /// the draw after a 补杠, but after a concealed or an exposed kong an
    /// older `judge/main.cpp` and `ijcai_mahjong/core.py` do not, so such a
    /// win must also stand without it.
    fn wins(&self, hand: &Hand, win: Tile, self_drawn: bool, kong: bool, actor: usize) -> bool {
        let shared = self.situation(win, self_drawn, kong);
        let mut readings = vec![shared];
        if !self.flowers_seen {
            readings.push(Situation {
                last_tile: self.duplicate_wall_last(actor),
                flowers: 0,
                ..shared
            });
        }
        if self_drawn && kong && self.kong_draw != Some(MeldKind::BuGang) {
            let unflagged: Vec<Situation> =
                readings.iter().map(|s| Situation { kong: false, ..*s }).collect();
            readings.extend(unflagged);
        }
        readings.iter().all(|s| match mcr::score(hand, s) {
            Ok(Some(score)) => score.meets(MINIMUM_FAN, FLOWERS_COUNT_TOWARD_MINIMUM),
            _ => false,
        })
    }

    /// Copies of `t` the bot cannot see (still in the wall or other hands).
    #[must_use]
    pub fn unseen(&self, t: Tile) -> u32 {
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
                match self.hand_of(self.hand, &self.melds).and_then(|h| h.with_tile(tile).ok()) {
                    Some(h) if self.wins(&h, tile, false, true, player) => Response::Hu,
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
        if self.wins(&hand, drawn, true, self.kong_draw.is_some(), self.me) {
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
        if self.kong_open(self.me) {
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
            && self.wins(&won, d, false, false, from)
        {
            return Response::Hu;
        }
        if self.level == Level::Easy || self.melds.len() >= 4 || self.claims_closed(from) {
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
        if held == 3 && self.kong_open(from) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::botzone::protocol::tile_of;

    fn t(code: &str) -> Tile {
        tile_of(code).unwrap()
    }

    /// Replays a turn that must fit the table.
    fn ok(bot: &mut Bot, request: &str, response: Option<&str>) {
        bot.replay(request, response).unwrap_or_else(|e| panic!("{request}: {e}"));
    }

    fn answer(bot: &mut Bot, request: &str) -> Response {
        bot.respond(request).unwrap_or_else(|r| panic!("{request}: {r}"))
    }

    const DEAL: &str = "1 0 1 0 0 W1 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 F1 H2";

    #[test]
    fn the_state_is_rebuilt_from_the_requests() {
        let mut bot = Bot::new(Level::Normal);
        ok(&mut bot, "0 0 1", Some("PASS"));
        ok(&mut bot, DEAL, Some("PASS"));
        assert_eq!(bot.wall, 144 - 52 - 1);
        ok(&mut bot, "2 J1", Some("PLAY J1"));
        ok(&mut bot, "3 0 PLAY J1", Some("PASS"));
        ok(&mut bot, "3 1 DRAW", Some("PASS"));
        ok(&mut bot, "3 1 PLAY W1", Some("PENG F1"));
        // Seat 0 claimed 1m for a peng and discarded 东.
        ok(&mut bot, "3 0 PENG F1", Some("PASS"));
        ok(&mut bot, "3 1 BUHUA H3", Some("PASS"));
        ok(&mut bot, "3 1 DRAW", Some("PASS"));
        ok(&mut bot, "3 1 PLAY W4", Some("PASS"));
        ok(&mut bot, "3 2 DRAW", Some("PASS"));
        ok(&mut bot, "3 2 PLAY J3", Some("PASS"));
        ok(&mut bot, "3 3 DRAW", Some("PASS"));
        assert_eq!(bot.winds(), (0, 1));
        assert_eq!(bot.concealed().to_string(), "23m456s789p11z");
        assert_eq!(bot.melds(), [Meld::peng(t("W1"))]);
        assert_eq!(bot.wall(), 144 - 52 - 1 - 6);
        assert_eq!(bot.draws, [1, 3, 1, 1]);
        assert_eq!(bot.flowers, [0, 2, 0, 0]);
        assert_eq!(bot.rivers, [vec![t("J1"), t("F1")], vec![t("W4")], vec![t("J3")], vec![]]);
        assert_eq!(bot.table_melds[0], vec![Meld::peng(t("W1"))]);
        assert_eq!(bot.shown[t("W1").index()], 3);
        assert!(bot.broken.is_none());
        // Ready on 1m/4m, but 4m from the left is worth less than 8 fan, and
        // a chi would not bring the hand closer: PASS.
        assert_eq!(answer(&mut bot, "3 3 PLAY W4"), Response::Pass);
    }

    #[test]
    fn a_win_of_eight_fan_is_declared_and_a_smaller_one_is_not() {
        // 九莲宝灯, ready on every 条: a win on the discard worth far more than 8.
        let mut bot = Bot::new(Level::Expert);
        ok(&mut bot, "0 1 0", None);
        ok(&mut bot, "1 0 0 0 0 T1 T1 T1 T2 T3 T4 T5 T6 T7 T8 T9 T9 T9", None);
        assert_eq!(answer(&mut bot, "3 0 PLAY T4"), Response::Hu);
        // A plain hand (no fan worth 8) passes the same kind of tile.
        let mut bot = Bot::new(Level::Expert);
        ok(&mut bot, "0 1 0", None);
        ok(&mut bot, "1 0 0 0 0 W1 W2 W3 T4 T5 T6 T7 T8 T9 W5 W6 F2 F2", None);
        assert_ne!(answer(&mut bot, "3 0 PLAY W4"), Response::Hu);
    }

    #[test]
    fn a_kong_replacement_wins_only_straight_after_the_kong() {
        // South in the West round: 123m 55m 345s 78p with a 碰 of 东 made a
        // 补杠 is 4 fan self-drawn on 9p (明杠, 幺九刻, 自摸, 边张); 杠上开花 (8,
        // instead of 自摸) makes it 11, a win, which a 补花 between the kong
        // and the draw loses, as in the judges.
        let start = |bot: &mut Bot| {
            ok(bot, "0 1 2", Some("PASS"));
            ok(bot, "1 0 0 0 0 F1 F1 W1 W2 W3 T3 T4 T5 B7 B8 W5 W5 J1", Some("PASS"));
            ok(bot, "3 0 DRAW", Some("PASS"));
            ok(bot, "3 0 PLAY F1", Some("PENG J1"));
            ok(bot, "3 1 PENG J1", Some("PASS"));
            for r in ["3 2 DRAW", "3 2 PLAY J2", "3 3 DRAW", "3 3 PLAY J2", "3 0 DRAW"] {
                ok(bot, r, Some("PASS"));
            }
            ok(bot, "3 0 PLAY J3", Some("PASS"));
            ok(bot, "2 F1", Some("BUGANG F1"));
            ok(bot, "3 1 BUGANG F1", Some("PASS"));
        };
        let mut bot = Bot::new(Level::Expert);
        start(&mut bot);
        assert_eq!(bot.melds(), [Meld::bu_gang(t("F1"))]);
        assert_eq!(answer(&mut bot, "2 B9"), Response::Hu);
        let mut bot = Bot::new(Level::Expert);
        start(&mut bot);
        ok(&mut bot, "3 1 BUHUA H4", Some("PASS"));
        assert!(matches!(answer(&mut bot, "2 B9"), Response::Play(_)));
    }

    #[test]
    fn after_a_concealed_kong_the_win_must_stand_without_its_flag() {
        // 123m 55m 345s 78p with a concealed kong of 东 is 7 fan self-drawn
        // on 9p (不求人 4, 暗杠 2, 幺九刻 1): 杠上开花 would make it a win
        // under the current judges, but an older `judge/main.cpp` and
        // `ijcai_mahjong/core.py` flag no 杠上开花 after a concealed kong, so
        // the bot does not declare it.
        let mut bot = Bot::new(Level::Expert);
        ok(&mut bot, "0 1 2", Some("PASS"));
        ok(&mut bot, "1 0 0 0 0 F1 F1 F1 F1 W1 W2 W3 T3 T4 T5 B7 B8 W5", Some("PASS"));
        ok(&mut bot, "2 W5", Some("GANG F1"));
        ok(&mut bot, "3 1 GANG", Some("PASS"));
        assert_eq!(bot.melds(), [Meld::an_gang(t("F1"))]);
        assert_eq!(bot.kong_draw, None);
        assert!(matches!(answer(&mut bot, "2 B9"), Response::Play(_)));
        assert_eq!(bot.kong_draw, Some(MeldKind::AnGang));
        let won = bot.hand_of(bot.hand, &bot.melds).unwrap();
        let flagged = mcr::score(&won, &bot.situation(t("B9"), true, true)).unwrap().unwrap();
        assert!(flagged.meets(MINIMUM_FAN, false));
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
                ok(&mut bot, &r, Some(a));
            }
            answer(&mut bot, "3 0 BUGANG W4")
        };
        assert_eq!(play("2", "W2 W3 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3 F3"), Response::Hu);
        assert_eq!(play("2", "W2 W7 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3 F3"), Response::Pass);
        // The one adding the kong answers PASS to its own 补杠.
        let mut bot = Bot::new(Level::Expert);
        ok(&mut bot, "0 0 0", None);
        ok(&mut bot, "1 0 0 0 0 W4 W4 W2 T4 T5 T6 T7 T8 T9 B2 B3 B4 F3", None);
        ok(&mut bot, "2 J1", Some("PLAY J1"));
        ok(&mut bot, "3 0 PLAY J1", None);
        ok(&mut bot, "3 1 DRAW", None);
        ok(&mut bot, "3 1 PLAY W4", Some("PENG W2"));
        ok(&mut bot, "3 0 PENG W2", None);
        ok(&mut bot, "3 1 DRAW", None);
        ok(&mut bot, "3 1 PLAY J2", None);
        ok(&mut bot, "3 2 DRAW", None);
        ok(&mut bot, "3 2 PLAY J3", None);
        ok(&mut bot, "3 3 DRAW", None);
        ok(&mut bot, "3 3 PLAY F4", None);
        ok(&mut bot, "2 W4", Some("BUGANG W4"));
        assert_eq!(answer(&mut bot, "3 0 BUGANG W4"), Response::Pass);
        assert_eq!(bot.melds(), [Meld::bu_gang(t("W4"))]);
    }

    /// Seat 1 in a duplicate game where seat `empty`'s own wall has been
    /// drawn to its end (21 draws) and everyone else has drawn 20 times.
    fn late_duplicate(level: Level, hand: &str, empty: usize) -> Bot {
        let mut bot = Bot::new(level);
        ok(&mut bot, "0 1 0", None);
        ok(&mut bot, &format!("1 0 0 0 0 {hand}"), None);
        for p in 0..4 {
            if p == 1 {
                continue;
            }
            for _ in 0..20 + usize::from(p == empty) {
                ok(&mut bot, &format!("3 {p} DRAW"), None);
            }
        }
        bot.draws[1] = 20;
        bot
    }

    #[test]
    fn the_duplicate_judge_closes_claims_when_the_next_wall_is_empty() {
        // Seat 1 holds a pair of 中 that a normal bot pengs from seat 0.
        let hand = "W1 W2 W3 T4 T5 T6 B7 B8 J1 J1 F2 F3 F4";
        let mut open = late_duplicate(Level::Normal, hand, 3);
        ok(&mut open, "3 0 DRAW", None);
        assert!(matches!(answer(&mut open, "3 0 PLAY J1"), Response::Peng(_)));
        // Seat 0's next player (seat 1) has nothing left to draw: the
        // duplicate judge would score any claim of seat 0's discard wrong.
        let mut closed = late_duplicate(Level::Normal, hand, 3);
        closed.draws[1] = 21;
        ok(&mut closed, "3 0 DRAW", None);
        assert!(closed.claims_closed(0));
        assert_eq!(answer(&mut closed, "3 0 PLAY J1"), Response::Pass);
        // Once a flower is seen the judge is the shared-wall one, which
        // allows claims until its own wall is empty.
        closed.flowers_seen = true;
        assert!(!closed.claims_closed(0));
    }

    #[test]
    fn a_kong_needs_a_tile_behind_it_in_every_reading() {
        // Four 东 in hand on the bot's draw: a concealed kong is open while
        // its own and the next player's walls hold tiles, closed otherwise.
        let hand = "F1 F1 F1 F1 W1 W5 W9 T1 T5 T9 B1 B5 J2";
        let bot = late_duplicate(Level::Expert, hand, 0);
        assert!(bot.kong_open(1));
        let bot = late_duplicate(Level::Expert, hand, 2);
        assert!(!bot.kong_open(1), "seat 2, next after seat 1, has an empty wall");
        let mut bot = late_duplicate(Level::Expert, hand, 0);
        bot.draws[1] = 21;
        assert!(!bot.kong_open(1), "the bot's own wall is empty");
    }

    #[test]
    fn a_win_only_the_duplicate_last_tile_would_make_is_not_declared() {
        // 123m 456s 567p 东 and a concealed pung of 北 (seat South, round
        // East), waiting on 东: a few fan (门前清, 幺九刻, 单钓将); 海底捞月
        // (8) under the duplicate judge's reading would make it, but the
        // shared-wall judge, which may be the one while no flower has been
        // seen, has tiles left.
        let hand = "W1 W2 W3 T4 T5 T6 B5 B6 B7 F1 F4 F4 F4";
        let mut bot = late_duplicate(Level::Expert, hand, 3);
        // Seat 1, next after seat 0, has drawn all 21 of its wall.
        bot.draws[1] = 21;
        ok(&mut bot, "3 0 DRAW", None);
        let won = bot.hand_of(bot.hand, &bot.melds).unwrap().with_tile(t("F1")).unwrap();
        let dup = Situation { last_tile: true, ..bot.situation(t("F1"), false, false) };
        let score = mcr::score(&won, &dup).unwrap().unwrap();
        assert!(score.meets(MINIMUM_FAN, false), "{score:?}");
        let shared = bot.situation(t("F1"), false, false);
        assert!(!mcr::score(&won, &shared).unwrap().unwrap().meets(MINIMUM_FAN, false));
        assert_ne!(answer(&mut bot, "3 0 PLAY F1"), Response::Hu);
    }

    #[test]
    fn random_request_streams_never_panic() {
        // Request-shaped garbage: real words with random seats and tiles,
        // in random order, fed to one bot after another. Every answer must
        // still be a well-formed response.
        let mut rng = crate::rng::seeded(36);
        let mut pick = |n: u32| crate::rng::below(&mut rng, n) as usize;
        let codes = ["W1", "W5", "W9", "T3", "T7", "B2", "B8", "F1", "F4", "J2", "H3", "X9", "W0"];
        let mut bot = Bot::new(Level::Expert);
        for i in 0..4000 {
            if i % 80 == 0 {
                // A proper start, so that the garbage reaches a live state.
                bot = Bot::new([Level::Easy, Level::Normal, Level::Hard, Level::Expert][pick(4)]);
                let _ = bot.respond(&format!("0 {} {}", pick(4), pick(4)));
                let mut all: Vec<Tile> = Tile::all().flat_map(|t| [t; 4]).collect();
                let dealt: Vec<String> =
                    (0..13).map(|_| code_of(all.swap_remove(pick(all.len() as u32)))).collect();
                let _ = bot.respond(&format!("1 0 0 0 0 {}", dealt.join(" ")));
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
            let r = match bot.respond(&line) {
                Ok(r) => r,
                Err(refusal) => refusal.fallback,
            };
            assert_eq!(Response::parse(&r.to_string()), Ok(r), "{line}");
        }
    }

    #[test]
    fn a_history_that_does_not_add_up_is_refused_with_a_legal_answer() {
        let refused = crate::mcr::botzone::answer(
            Level::Expert,
            &["0 1 0", "3 2 PENG W1", "2 W9"],
            &["PASS", "PASS"],
        );
        let Err(refusal) = refused else { panic!("{refused:?}") };
        assert_eq!(refusal.fallback, Response::Play(t("W9")));
        assert!(matches!(refusal.error, BotzoneError::Inconsistent(_)));
        let mut bot = Bot::new(Level::Expert);
        for line in ["0 0 0", DEAL, "3 0 PLAY B1", "3 1 GANG", "2 W1", "3 2 BUGANG W1", "1 2 3"] {
            let _ = bot.respond(line);
        }
        assert!(matches!(bot.respond("💥"), Err(Refusal { fallback: Response::Pass, .. })));
    }
}
