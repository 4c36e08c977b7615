//! A3 "needhun": the discard AI of seed `001` (node.js——麻将算法(六)
//! 简易版麻将出牌AI1.0), re-implemented from the article, flaws included.
//!
//! # The idea
//! *needhun* (需要的混子数) is the number of wildcards a hand would need to
//! win: every suit is split greedily-with-backtracking into runs, triplets
//! and a pair, each missing tile costing one wildcard. The AI discards the
//! tile that leaves the smallest needhun; when some discard leaves the hand
//! ready it instead keeps the most waiting kinds; isolated tiles (no copy
//! and no neighbour within two ranks) are thrown before anything else,
//! terminals and honours among them first.
//!
//! # As in the article (the flaws this anchor keeps)
//! - needhun is not the replacement number: the suit walk forces every tile
//!   into some set (a lone tile costs 2 more wildcards as a pair-to-be or a
//!   run), it knows no 2-5-8 pair, and its one special case (an 8-9 with a
//!   missing 7) is the only look-back.
//! - The seven-pairs branch is counted only for 14 tiles, so it never
//!   applies to a discard choice (the hand then holds 13): dead code in play,
//!   kept because the article's function has it. Thirteen orphans is left
//!   out (no rule set of ours plays it with this AI's tiles; it would be
//!   dead for the same reason).
//! - Waits are counted as kinds, not weighted by copies left.
//! - The isolated-tile rule overrides needhun entirely: once an isolated
//!   tile has been seen, only isolated tiles are considered, and a later
//!   isolated terminal replaces the choice whatever its needhun.
//!
//! # Choices the article leaves open
//! - **List order.** The article walks the hand list as dealt and drawn; the
//!   engine's hand is counts, so the list is in tile-id order (each copy
//!   listed). Every "first"/"last" rule of the article applies to that order.
//! - **CanTingPai** (an earlier article of the series) is the project's
//!   Changsha wait set under the table's rules ([`waits`]): the same reading
//!   as the tutorial agents' `CanWin`.
//! - **Wildcards.** The Changsha table has none; `Hun = -1` throughout.
//! - **The rest of the game** (the article only discards): never claims
//!   (吃/碰/杠), never declares a kong of its own, always wins when it can,
//!   always takes the last tile; 开杠 is never chosen.
//! - No randomness.

use majiang_core::ai::Agent;
use majiang_core::game::{Action, Observation, Phase};
use majiang_core::hand::Hand;
use majiang_core::rules::RuleSet;
use majiang_core::tile::{KINDS, SUITED_KINDS, Tile};
use majiang_core::win::waits;

/// The article's starting value of `ret_needhun` (`0x1a`: "every tile needs
/// two wildcards").
const START_NEEDHUN: u32 = 0x1a;

/// The wildcards one group of kinds needs (the article's `getneedhun`):
/// `lo..=hi` are the group's kind ids; `has_pair` says whether the pair is
/// already made elsewhere (then every pair formed here costs one more).
fn group_needhun(arr: &[u8; KINDS], lo: usize, hi: usize, has_pair: bool) -> u32 {
    let mut work = *arr;
    walk(&mut work, lo, hi, 0, has_pair)
}

/// The article's `dfs`: walks kind `i` of the group `..=j`; returns the
/// needhun of the best completion.
fn walk(arr: &mut [u8; KINDS], i: usize, j: usize, need: u32, has_pair: bool) -> u32 {
    if i > j {
        return if has_pair { need } else { need + 2 };
    }
    let suited = i < SUITED_KINDS;
    // An 8 and a 9 (one of each, mod 3) want the 7: take the run even
    // without a 7 in hand.
    if suited && i % 9 == 6 && arr[i + 1] % 3 == 1 && arr[i + 2] % 3 == 1 {
        return take_run(arr, i, j, need, has_pair);
    }
    if arr[i] == 0 {
        return walk(arr, i + 1, j, need, has_pair);
    }
    if suited && i % 9 < 7 && (arr[i + 1] > 0 || arr[i + 2] > 0) {
        // The article keeps the run on a tie (`fmin_data` returns its
        // first argument unless the second is strictly smaller).
        let run = take_run(&mut arr.clone(), i, j, need, has_pair);
        let same = take_same(&mut arr.clone(), i, j, need, has_pair);
        return run.min(same);
    }
    take_same(arr, i, j, need, has_pair)
}

/// The article's `del_list`: the run `i, i+1, i+2`, a wildcard for each
/// missing tile, then the walk goes on at the same kind.
fn take_run(arr: &mut [u8; KINDS], i: usize, j: usize, mut need: u32, has_pair: bool) -> u32 {
    for k in i..i + 3 {
        if arr[k] > 0 {
            arr[k] -= 1;
        } else {
            need += 1;
        }
    }
    walk(arr, i, j, need, has_pair)
}

/// The article's `del_same`: the copies of kind `i` beyond whole triplets
/// become the pair (if none is made yet) or a set to complete.
fn take_same(arr: &mut [u8; KINDS], i: usize, j: usize, mut need: u32, mut has_pair: bool) -> u32 {
    match arr[i] % 3 {
        1 if has_pair => need += 2,
        1 => {
            need += 1;
            has_pair = true;
        }
        2 if has_pair => need += 1,
        2 => has_pair = true,
        _ => {}
    }
    arr[i] = 0;
    walk(arr, i + 1, j, need, has_pair)
}

/// The four groups of the article: 万, 条, 筒 and the honours (27–33), in
/// kind-id order.
const GROUPS: [(usize, usize); 4] = [(0, 8), (9, 17), (18, 26), (27, 33)];

/// The article's `get_needhun_for_hu` without wildcards: the fewest
/// wildcards that would make `counts` a win, minimised over which group
/// holds the pair, and over seven pairs (2 per odd kind) when the hand holds
/// exactly 14 tiles and `seven_pairs` is on.
///
/// ```
/// use majiang_arena::anchors::needhun::needhun;
/// use majiang_core::Counts;
/// let win: Counts = "123m456s789p23455m".parse().unwrap();
/// assert_eq!(needhun(win.as_array(), false), 0);
/// // A ready hand needs one wildcard.
/// let ready: Counts = "123m456s789p2345m".parse().unwrap();
/// assert_eq!(needhun(ready.as_array(), false), 1);
/// ```
#[must_use]
pub fn needhun(counts: &[u8; KINDS], seven_pairs: bool) -> u32 {
    combine(counts, &groups_of(counts), seven_pairs)
}

/// Each group's needhun without (`[g][0]`) and with (`[g][1]`) the pair
/// made elsewhere. A discard changes one group: the caller recomputes only
/// that one.
fn groups_of(counts: &[u8; KINDS]) -> [[u32; 2]; 4] {
    std::array::from_fn(|g| group_pair(counts, g))
}

fn group_pair(counts: &[u8; KINDS], g: usize) -> [u32; 2] {
    let (lo, hi) = GROUPS[g];
    [group_needhun(counts, lo, hi, false), group_needhun(counts, lo, hi, true)]
}

/// [`needhun`] from the group values of `counts`.
fn combine(counts: &[u8; KINDS], groups: &[[u32; 2]; 4], seven_pairs: bool) -> u32 {
    let total: usize = counts.iter().map(|&n| n as usize).sum();
    let mut best = 0x1f;
    if seven_pairs && total == 14 {
        best = best.min(2 * counts.iter().filter(|&&n| n % 2 == 1).count() as u32);
    }
    for pair_group in 0..GROUPS.len() {
        let need: u32 = (0..GROUPS.len()).map(|g| groups[g][usize::from(g != pair_group)]).sum();
        best = best.min(need);
    }
    best
}

/// The article's `is_nexus`: kind `i` has a copy or a same-suit neighbour
/// within two ranks in `arr` (honours: a copy).
#[must_use]
pub fn is_nexus(i: usize, arr: &[u8; KINDS]) -> bool {
    if i >= SUITED_KINDS {
        return arr[i] > 0;
    }
    let rank = i % 9;
    let lo = i - rank.min(2);
    let hi = i + (8 - rank).min(2);
    (lo..=hi).any(|k| arr[k] > 0)
}

/// The article's `GetRobotChupai`: the tile to discard from `list` (a
/// `3n+2` hand in list order, with `melds`). See the module documentation
/// for the rules it applies, in order.
///
/// ```
/// use majiang_arena::anchors::needhun::choose_discard;
/// use majiang_core::{RuleSet, notation::parse_tiles};
/// let rules = RuleSet::changsha();
/// // 9p is isolated: it goes before anything else.
/// let list = parse_tiles("123m456s11m234m9p58s").unwrap();
/// let mut sorted = list.clone();
/// sorted.sort();
/// assert_eq!(choose_discard(&sorted, &[], &rules).to_string(), "9p");
/// ```
#[must_use]
pub fn choose_discard(list: &[Tile], melds: &[majiang_core::Meld], rules: &RuleSet) -> Tile {
    let mut arr = [0u8; KINDS];
    for t in list {
        arr[t.index()] += 1;
    }
    let seven_pairs = rules.seven_pairs.is_some() && melds.is_empty();
    let hand_after = |arr: &[u8; KINDS]| {
        majiang_core::Counts::from_array(*arr)
            .and_then(|c| Hand::new(c, melds, rules))
            .ok()
            .and_then(|h| waits(&h, rules).ok())
    };
    let base = groups_of(&arr);
    let mut ret_need = START_NEEDHUN;
    // A wildcard (红中) is never discarded: never a candidate.
    let playable = |t: &&Tile| Some(**t) != rules.wildcard;
    let mut ret = list.iter().find(playable).copied().unwrap_or(list[0]);
    let mut ret_waits = 0usize;
    let mut has_single = false;
    for &t in list.iter().filter(playable) {
        let k = t.index();
        arr[k] -= 1;
        let w = hand_after(&arr).map_or(0, |w| w.len());
        if w > 0 {
            if ret_waits < w {
                ret_waits = w;
                ret_need = 1;
                ret = t;
            }
        } else if ret_waits == 0 {
            let mut groups = base;
            let g = GROUPS.iter().position(|&(lo, hi)| (lo..=hi).contains(&k)).unwrap_or(0);
            groups[g] = group_pair(&arr, g);
            let need = combine(&arr, &groups, seven_pairs);
            let terminal = |t: Tile| !t.is_honour() && (t.number() == 1 || t.number() == 9);
            if !is_nexus(k, &arr) {
                if !has_single {
                    ret_need = need;
                    ret = t;
                }
                has_single = true;
                if t.is_honour() {
                    ret_need = need;
                    ret = t;
                }
                if terminal(t) && !ret.is_honour() {
                    ret_need = need;
                    ret = t;
                }
            } else if !has_single {
                if need < ret_need {
                    ret_need = need;
                    ret = t;
                } else if need == ret_need {
                    if t.is_honour() {
                        ret = t;
                    }
                    if terminal(t) && !ret.is_honour() {
                        ret = t;
                    }
                }
            }
        }
        arr[k] += 1;
    }
    ret
}

/// A3 at the table. See the module documentation.
///
/// ```
/// use majiang_arena::anchors::needhun::NeedhunAgent;
/// use majiang_core::{RuleSet, ai::Agent, game::play_hand};
/// let (mut a, mut b, mut c, mut d) = (NeedhunAgent, NeedhunAgent, NeedhunAgent, NeedhunAgent);
/// let mut agents: [&mut dyn Agent; 4] = [&mut a, &mut b, &mut c, &mut d];
/// let result = play_hand(&RuleSet::eval_v1(), 3, 0, &mut agents)?;
/// assert_eq!(result.deltas.iter().sum::<i32>(), 0);
/// # Ok::<(), majiang_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct NeedhunAgent;

impl Agent for NeedhunAgent {
    fn name(&self) -> &str {
        "A3-needhun"
    }

    fn answers_setup(&self) -> bool {
        // 四川's 换三张 and 定缺: the driver answers them with the anchors'
        // documented default policy (majiang_core::game::ask).
        false
    }

    fn decide(&mut self, obs: &Observation<'_>) -> Action {
        if obs.is_legal(Action::Hu) {
            return Action::Hu;
        }
        match obs.phase {
            Phase::HaidiOffer { .. } => Action::TakeHaidi,
            Phase::Turn { .. } if obs.frozen => obs.legal[0],
            Phase::Turn { .. } => {
                let list = majiang_core::ai::TileList::of(obs.hand.concealed());
                let melds = majiang_core::ai::MeldList::of(&obs.hand);
                let t = choose_discard(list.as_slice(), melds.as_slice(), obs.rules);
                majiang_core::ai::legal_or_discard(obs, Action::Discard(t))
            }
            _ => Action::Pass,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::Counts;
    use majiang_core::notation::parse_tiles;

    fn counts(s: &str) -> [u8; KINDS] {
        *s.parse::<Counts>().unwrap().as_array()
    }

    fn discard(s: &str) -> String {
        let mut list = parse_tiles(s).unwrap();
        assert_eq!(list.len(), 14, "{s}");
        list.sort();
        choose_discard(&list, &[], &RuleSet::changsha()).to_string()
    }

    #[test]
    fn needhun_counts_wildcards_as_the_article_does() {
        // Complete: 0. A lone tile with the pair made elsewhere: 2.
        assert_eq!(needhun(&counts("123m456s789p22m"), false), 0);
        assert_eq!(needhun(&counts("123m456s789p22m5s"), false), 2);
        // No pair at all: 2 for the pair.
        assert_eq!(needhun(&counts("123m456s789p"), false), 2);
        // The 8-9 special case: 89m wants a 7m (one wildcard), pair 55s.
        assert_eq!(needhun(&counts("89m55s"), false), 1);
        // Any pair will do (no 2-5-8 rule): 11m is a pair.
        assert_eq!(needhun(&counts("123m456s789p11m"), false), 0);
        // Seven pairs only at 14 tiles (two per odd kind), never at 13.
        let pairs = counts("1133557799m2244s");
        assert_eq!(needhun(&pairs, true), 0);
        assert!(needhun(&pairs, false) > 0);
        let thirteen = counts("1133557799m224s");
        assert_eq!(needhun(&thirteen, true), needhun(&thirteen, false));
    }

    #[test]
    fn isolated_terminals_go_first() {
        // 1s and 9p are both isolated; the later isolated terminal wins
        // (tile-id order: 万, 条, 筒).
        assert_eq!(discard("234m5678m155s345p9p"), "9p");
        // Only 1s is isolated: it goes whatever the needhun of the others.
        assert_eq!(discard("234m5678m155s345p6p"), "1s");
    }

    #[test]
    fn ready_hands_keep_the_most_waits() {
        // Discarding 9s leaves 2345m (waits 2m, 5m): the ready discard wins
        // over any needhun.
        assert_eq!(discard("123m456s789p2345m9s"), "9s");
        // Several ready discards: the one with the most waiting kinds.
        let mut list = parse_tiles("123m456s789p55s34m6m").unwrap();
        list.sort();
        let rules = RuleSet::changsha();
        let best = choose_discard(&list, &[], &rules);
        let mut arr = [0u8; KINDS];
        for t in &list {
            arr[t.index()] += 1;
        }
        let waits_after = |t: Tile| {
            let mut a = arr;
            a[t.index()] -= 1;
            Hand::new(Counts::from_array(a).unwrap(), &[], &rules)
                .ok()
                .and_then(|h| waits(&h, &rules).ok())
                .map_or(0, |w| w.len())
        };
        let most = list.iter().map(|&t| waits_after(t)).max().unwrap();
        assert_eq!(waits_after(best), most);
        assert!(most > 0);
    }

    #[test]
    fn otherwise_the_smallest_needhun() {
        // No isolated tile: every tile has a neighbour. 1m2m4m: the 1m–2m
        // and 2m–4m pieces; throwing 4m leaves the fewest wildcards (the
        // article prefers terminals only on a tie).
        let list_str = "12m4m 456s 789p 22p 3s 5p";
        let mut list = parse_tiles(&list_str.replace(' ', "")).unwrap();
        list.sort();
        let rules = RuleSet::changsha();
        let chosen = choose_discard(&list, &[], &rules);
        let mut arr = [0u8; KINDS];
        for t in &list {
            arr[t.index()] += 1;
        }
        // No tile is isolated.
        for t in &list {
            let mut a = arr;
            a[t.index()] -= 1;
            assert!(is_nexus(t.index(), &a), "{t}");
        }
        let need = |t: Tile| {
            let mut a = arr;
            a[t.index()] -= 1;
            needhun(&a, false)
        };
        let min = list.iter().map(|&t| need(t)).min().unwrap();
        assert_eq!(need(chosen), min);
    }

    #[test]
    fn the_agent_never_claims() {
        use majiang_core::game::Game;
        let rules = RuleSet::eval_v1();
        for seed in 0..20 {
            let mut game = Game::new(rules, seed, 0).unwrap();
            let mut agent = NeedhunAgent;
            while let Some(seat) = game.next_to_act() {
                let obs = game.observation(seat).unwrap();
                let a = agent.decide(&obs);
                assert!(obs.legal.contains(&a));
                assert!(
                    !matches!(
                        a,
                        Action::Chi(_)
                            | Action::Peng
                            | Action::Gang
                            | Action::AnGang(_)
                            | Action::BuGang(_)
                    ),
                    "{a}"
                );
                game.apply(seat, a).unwrap();
            }
        }
    }
}
