//! The anchors' default 四川 policy for the two phases before the first
//! discard. Every built-in agent that has no policy of its own plays these,
//! so a table of anchors is legal on the `sichuan` preset:
//!
//! - **换三张**: the suit with the fewest tiles among those holding enough
//!   to pass (ties: the lower suit id), and within it the loosest tiles
//!   first: fewest neighbours within two ranks (a pair or a run partner
//!   keeps a tile), then the rank farthest from the middle (1 and 9 go
//!   before 5).
//! - **定缺**: the suit with the fewest tiles after the exchange (ties: the
//!   one with fewer pairs, then the lower suit id): the fewest tiles to
//!   clear before the hand may win.
//!
//! After 定缺 the engine itself forces the void suit out first (only its
//! tiles are legal discards while any is held), so no agent needs a rule
//! for that. EXPERT chooses by value instead ([`crate::expert`]).
//!
//! A host that runs its own table asks about one hand at a time, with no
//! engine to enforce 定缺: [`crate::sichuan::holds_void`], [`void_first`]
//! and [`may_claim`] are the rules every front end applies to its AIs'
//! answers.

use crate::counts::Counts;
use crate::game::{Action, Observation, Phase};
use crate::tile::{Suit, Tile};

/// The default choice when `obs` asks for 换三张 or 定缺; `None` in any
/// other phase.
#[must_use]
pub fn setup_choice(obs: &Observation<'_>) -> Option<Action> {
    let choice = match obs.phase {
        Phase::Exchange => exchange_pick(obs)?,
        Phase::DingQue => Action::DingQue(void_suit(obs.hand.concealed())),
        _ => return None,
    };
    // Always legal by construction; the guard keeps a wrong guess harmless.
    Some(if obs.is_legal(choice) { choice } else { obs.legal[0] })
}

/// Tiles of `suit` in `c`.
fn suit_tiles(c: &Counts, suit: Suit) -> u32 {
    c.as_array()[suit as usize * 9..suit as usize * 9 + 9].iter().map(|&n| u32::from(n)).sum()
}

/// Pairs of `suit` in `c`.
fn suit_pairs(c: &Counts, suit: Suit) -> u32 {
    c.as_array()[suit as usize * 9..suit as usize * 9 + 9].iter().filter(|&&n| n >= 2).count()
        as u32
}

/// The next tile to pass: the next of [`exchange_choice`] from the hand as
/// it was before the first pick.
fn exchange_pick(obs: &Observation<'_>) -> Option<Action> {
    let picked = obs.exchange.picked.as_slice();
    let mut before = *obs.hand.concealed();
    for &t in picked {
        before.add(t).ok()?;
    }
    let n = usize::from(obs.rules.sichuan.exchange.tiles());
    exchange_choice(&before, n)?.get(picked.len()).copied().map(Action::Exchange)
}

/// The whole 换三张 of the default policy at once: the `n` tiles (2 or 3)
/// the agents pass, in the order they pick them, from the concealed tiles
/// `c` as dealt; `None` when no suit holds `n` tiles. For hosts that ask a
/// player for its exchange in one go (the Godot `AIPlayer`); the engine's
/// agents pick one tile per action and end with the same tiles.
#[must_use]
pub fn exchange_choice(c: &Counts, n: usize) -> Option<Vec<Tile>> {
    let suit = Suit::ALL
        .into_iter()
        .filter(|&s| suit_tiles(c, s) as usize >= n)
        .min_by_key(|&s| (suit_tiles(c, s), s as u8))?;
    let mut left = *c;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Tile::all()
            .filter(|t| t.suit() == Some(suit) && left.get(*t) > 0)
            .min_by_key(|&t| (looseness_key(&left, t), t))?;
        left.0[t.index()] -= 1;
        out.push(t);
    }
    Some(out)
}

/// Smaller is looser: neighbours within two ranks (copies of the tile
/// itself count as neighbours), then closeness to the middle rank.
fn looseness_key(c: &Counts, t: Tile) -> (u32, u32) {
    let i = t.index();
    let n = i32::from(t.number());
    let mut near = u32::from(c.as_array()[i]) - 1;
    for d in [-2i32, -1, 1, 2] {
        if (1..=9).contains(&(n + d)) {
            near += u32::from(c.as_array()[(i as i32 + d) as usize]);
        }
    }
    (near, (5 - n).unsigned_abs().abs_diff(4))
}

/// The suit to declare void: fewest tiles, then fewest pairs, then the
/// lower id.
#[must_use]
pub fn void_suit(c: &Counts) -> Suit {
    Suit::ALL
        .into_iter()
        .min_by_key(|&s| (suit_tiles(c, s), suit_pairs(c, s), s as u8))
        .expect("three suits")
}

/// The 定缺 discard rule applied to a choice made without it: while `tiles`
/// hold the `void` suit only its tiles may go, so `chosen` (an index into
/// `tiles`) stands when it is one, else the lowest void tile goes (its first
/// position), as the engine's first legal discard. No void, or none held:
/// `chosen`.
///
/// ```
/// use majiang_core::ai::sichuan::void_first;
/// use majiang_core::{Suit, notation::parse_tiles};
/// let tiles = parse_tiles("123m9p456s7p")?;
/// assert_eq!(void_first(&tiles, 0, Some(Suit::Tong)), 7); // 7p, the lowest 筒
/// assert_eq!(void_first(&tiles, 3, Some(Suit::Tong)), 3); // 9p is one
/// assert_eq!(void_first(&tiles, 0, None), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[must_use]
pub fn void_first(tiles: &[Tile], chosen: usize, void: Option<Suit>) -> usize {
    let Some(v) = void else { return chosen };
    if tiles.get(chosen).is_some_and(|t| t.suit() == Some(v)) {
        return chosen;
    }
    let lowest = tiles.iter().enumerate().filter(|(_, t)| t.suit() == Some(v)).min_by_key(|p| p.1);
    lowest.map_or(chosen, |(i, _)| i)
}

/// Whether a seat that declared `void` may 碰 or 杠 `tile`: never one of its
/// void suit.
#[must_use]
pub fn may_claim(tile: Tile, void: Option<Suit>) -> bool {
    void.is_none_or(|v| tile.suit() != Some(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_tiles;

    fn counts(s: &str) -> Counts {
        Counts::from_tiles(parse_tiles(s).unwrap()).unwrap()
    }

    #[test]
    fn the_void_is_the_shortest_suit() {
        assert_eq!(void_suit(&counts("1112345m678s99p")), Suit::Tong);
        // Equal lengths: fewer pairs goes.
        assert_eq!(void_suit(&counts("1234m1123s5578p")), Suit::Wan);
    }

    #[test]
    fn the_whole_exchange_is_what_the_agents_pick_one_by_one() {
        use crate::ai::{Agent, Level};
        use crate::game::{Game, Phase};
        use crate::rules::RuleSet;
        for seed in 0..40 {
            let mut game = Game::new(RuleSet::sichuan(), seed, 0).unwrap();
            let dealt: [Counts; 4] = std::array::from_fn(|s| *game.hand(s).unwrap().concealed());
            let mut picked: [Vec<Tile>; 4] = Default::default();
            let mut agent = Level::Medium.player(seed);
            while game.phase() == Phase::Exchange {
                let seat = game.next_to_act().unwrap();
                let action = agent.decide(&game.observation(seat).unwrap());
                if let Action::Exchange(t) = action {
                    picked[seat].push(t);
                }
                game.apply(seat, action).unwrap();
            }
            for seat in 0..4 {
                assert_eq!(exchange_choice(&dealt[seat], 3).as_ref(), Some(&picked[seat]));
            }
        }
        assert_eq!(exchange_choice(&counts("1m2s3p"), 3), None);
    }

    #[test]
    fn looser_tiles_go_first() {
        let c = counts("1m5m6m");
        let one: Tile = "1m".parse().unwrap();
        let five: Tile = "5m".parse().unwrap();
        assert!(looseness_key(&c, one) < looseness_key(&c, five));
    }
}
