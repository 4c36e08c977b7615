//! Shanten of hands with melds (issue 19: the fast path for melded hands),
//! core against the brute-force reference, zero disagreements, for every
//! preset (`changsha`, `eval-v1`, `standard`) and with a wildcard:
//! `shanten`, `shanten_by_target` and `shanten_for` of every hand.
//!
//! - **One suit, exhaustively**: every count vector of one suit with 1–7
//!   tiles (sizes `3n+1` and `3n+2`), with its `4 − n` melds: the first in the
//!   same suit — each of the 25 melds a suit can hold (7 chi, 9 peng, 9
//!   kong) that fits beside the vector — the others 2/5/8 pengs in another
//!   suit (so 碰碰胡, 将将胡 and 清一色 questions all arise). The melds in
//!   the vector's suit cap the copies a target may use there: a kong makes
//!   its rank dead and splits the suit, a peng leaves one copy, a chi three.
//! - **Two melds in the suit**: every vector of up to 5 tiles under every
//!   pair of melds of its suit (pengs or kongs on two ranks take the exact
//!   fallback; chi beside a peng the bounds).
//! - **Engine-like corpora**: seeded random hands with 1–4 melds of every
//!   kind, tiles from one, two or three suits, for every preset and with a
//!   random wildcard.

mod compare;
mod corpus;
mod reference;

use compare::{Tally, check_shanten, check_shanten_for};
use corpus::{MELD_KINDS, Wall, random_meld, rng, wildcard_rules, with_wildcards};
use majiang::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use rand::Rng;

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

/// The presets, and Changsha with 5s as the wildcard.
fn presets() -> [RuleSet; 4] {
    let wild = RuleSet::changsha().with_wildcard(tile(22)).expect("5s is in play");
    [RuleSet::changsha(), RuleSet::eval_v1(), RuleSet::standard(), wild]
}

/// Every meld one suit can hold, suit `s`.
fn suit_melds(s: usize) -> Vec<Meld> {
    let b = s * 9;
    let chi = (0..7).map(|r| Meld::new(MeldKind::Chi, tile(b + r)).expect("chi"));
    let peng = (0..9).map(|r| Meld::peng(tile(b + r)));
    let kong = (0..9).map(|r| Meld::an_gang(tile(b + r)));
    chi.chain(peng).chain(kong).collect()
}

/// Every count vector of 9 ranks with `lo..=hi` tiles.
fn vectors(lo: usize, hi: usize) -> Vec<[u8; 9]> {
    let mut out = Vec::new();
    let mut c = [0u8; 9];
    loop {
        let n: usize = c.iter().map(|&x| x as usize).sum();
        if (lo..=hi).contains(&n) {
            out.push(c);
        }
        let mut r = 0;
        while r < 9 && c[r] == 4 {
            c[r] = 0;
            r += 1;
        }
        if r == 9 {
            return out;
        }
        c[r] += 1;
    }
}

/// 2/5/8 pengs outside suit `s` (one of each of the other suits' 2, 5, 8).
fn outside_pengs(s: usize) -> Vec<Meld> {
    (0..3)
        .filter(|&o| o != s)
        .flat_map(|o| [1, 4, 7].map(|r| Meld::peng(tile(o * 9 + r))))
        .collect()
}

fn check(h: &Hand, rules: &RuleSet, tally: &mut Tally) {
    tally.hands += 1;
    check_shanten(h, rules, tally);
    check_shanten_for(h, rules, tally);
}

/// Hands of one suit `s` with `inside` melds taken from `suit_melds(s)`.
fn one_suit(rules: &RuleSet, max_tiles: usize, inside: usize, tally: &mut Tally) {
    for (i, v) in vectors(1, max_tiles).iter().enumerate() {
        let t: usize = v.iter().map(|&c| c as usize).sum();
        if t.is_multiple_of(3) {
            continue;
        }
        let s = i % 3;
        let need = 4 - (t - 1) / 3;
        if need < inside {
            continue;
        }
        let mut counts = [0u8; 34];
        counts[s * 9..s * 9 + 9].copy_from_slice(v);
        let c = Counts::from_array(counts).expect("counts");
        let outside: Vec<Meld> = outside_pengs(s).into_iter().take(need - inside).collect();
        let own = suit_melds(s);
        let mut combos: Vec<Vec<Meld>> = Vec::new();
        if inside == 1 {
            combos.extend(own.iter().map(|&m| vec![m]));
        } else {
            for (j, &a) in own.iter().enumerate() {
                combos.extend(own[j..].iter().map(|&b| vec![a, b]));
            }
        }
        for mut melds in combos {
            melds.extend(&outside);
            // Melds that take a fifth copy beside the vector do not fit.
            if let Ok(h) = Hand::new(c, &melds, rules) {
                check(&h, rules, tally);
            }
        }
    }
}

#[test]
fn one_suit_one_meld_in_it() {
    for rules in presets() {
        let mut tally = Tally::default();
        one_suit(&rules, 7, 1, &mut tally);
        tally.assert_clean(&format!("one suit, one meld in it [{}]", rules.name));
        assert!(tally.hands > 50_000, "{}", tally.hands);
    }
}

#[test]
fn one_suit_two_melds_in_it() {
    for rules in presets() {
        let mut tally = Tally::default();
        one_suit(&rules, 5, 2, &mut tally);
        tally.assert_clean(&format!("one suit, two melds in it [{}]", rules.name));
        assert!(tally.hands > 100_000, "{}", tally.hands);
    }
}

/// A random hand with 1–4 melds of every kind, tiles from one, two or all
/// suits (and honours under the standard preset).
fn melded_hand(r: &mut impl Rng, rules: &RuleSet) -> Hand {
    loop {
        let allowed = corpus::kind_filter(rules, r);
        let mut wall = Wall::new(rules);
        let k = r.random_range(1..5);
        let melds: Vec<Meld> =
            (0..k).filter_map(|_| random_meld(r, &mut wall, &*allowed, &MELD_KINDS)).collect();
        let size = 3 * (4 - melds.len()) + 1 + r.random_range(0..2);
        let mut counts = [0u8; 34];
        let mut n = 0;
        while n < size {
            let Some(kind) = wall.draw(r, &*allowed) else { break };
            counts[kind] += 1;
            n += 1;
        }
        let Ok(c) = Counts::from_array(counts) else { continue };
        if let Ok(h) = Hand::new(c, &melds, rules) {
            return h;
        }
    }
}

#[test]
fn random_melded_hands_every_preset() {
    let mut r = rng(0x19_0001);
    for rules in presets() {
        let mut tally = Tally::default();
        for _ in 0..20_000 {
            let h = melded_hand(&mut r, &rules);
            check(&h, &rules, &mut tally);
        }
        tally.assert_clean(&format!("random melded hands [{}]", rules.name));
    }
}

#[test]
fn random_melded_hands_with_wildcards() {
    let mut r = rng(0x19_0002);
    let mut tally = Tally::default();
    for i in 0..6_000 {
        let base = if i % 2 == 0 { RuleSet::changsha() } else { RuleSet::standard() };
        let rules = wildcard_rules(&mut r, base);
        let h = melded_hand(&mut r, &rules);
        let n = r.random_range(0..3);
        let h = with_wildcards(&mut r, &h, &rules, n);
        check(&h, &rules, &mut tally);
    }
    tally.assert_clean("random melded hands with a wildcard");
}

/// `discard_options` and `effective_draws` share entries across their
/// shanten calls (the hands keep their melds): every option must still be
/// what one `shanten` call per discard and per draw gives (itself checked
/// against the reference above), on random melded hands of every preset.
#[test]
fn efficiency_with_melds_matches_plain_shanten() {
    use majiang::{discard_options, effective_draws, shanten};
    let mut r = rng(0x19_0003);
    for rules in presets() {
        let mut checked = 0;
        while checked < 1_500 {
            let h = melded_hand(&mut r, &rules);
            let short = if h.is_complete_size() {
                let options = discard_options(&h, &rules, None).expect("3n+2");
                for o in &options {
                    let after = h.without_tile(o.discard).expect("held");
                    assert_eq!(o.shanten, shanten(&after, &rules), "{h} discard {}", o.discard);
                    assert_eq!(o.draws, draws_by_shanten(&after, &rules, &h.all_tiles()), "{h}");
                }
                h.without_tile(options[0].discard).expect("held")
            } else {
                h
            };
            let d = effective_draws(&short, &rules, None).expect("3n+1");
            assert_eq!(d, draws_by_shanten(&short, &rules, &short.all_tiles()), "{short}");
            checked += 1;
        }
    }
}

/// The effective draws of a `3n+1` hand by definition: each kind with a
/// copy left whose draw lowers the shanten; copies left are those not among
/// `own`.
fn draws_by_shanten(h: &Hand, rules: &RuleSet, own: &Counts) -> majiang::Draws {
    let base = majiang::shanten(h, rules);
    let mut out = majiang::Draws::default();
    let mut left_of = [0u8; 34];
    for (k, slot) in left_of.iter_mut().enumerate().take(rules.kinds()) {
        let t = tile(k);
        let left = 4 - own.get(t).min(4);
        if left == 0 {
            continue;
        }
        let Ok(more) = h.with_tile(t) else { continue };
        if majiang::shanten(&more, rules) < base {
            out.kinds.insert(t);
            *slot = left;
            out.total += u32::from(left);
        }
    }
    out.left = Counts::from_array(left_of).expect("at most four");
    out
}
