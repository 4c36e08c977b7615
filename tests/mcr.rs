//! 国标麻将 (MCR) against the brute-force reference (`reference::mcr`): the
//! winning shapes and the shanten of the competition judge's calculator —
//! 0 disagreements.
//!
//! - Exhaustively over one suit: every count vector of one suit (0–4 a
//!   rank) of 14 tiles (win or not) and of 13 tiles (shanten, waits), and
//!   the same over the honours.
//! - Seeded corpora: hands of 14 − 3k tiles beside k melds (碰, 吃, 直杠,
//!   暗杠), drawn from every kind, from two suits, from knitted straights and
//!   honours, half of them built as winning shapes and some of those with a
//!   tile changed; each one's win, the shanten of each 13-tile prefix and
//!   the waits of one.
//!
//! The fan lists themselves are checked against the judge's own calculator
//! (`crates/core/tests/mcr_oracle.rs`): a second hand-written fan count
//! would only repeat the same reading of the rulebook.

mod reference;

use majiang::mcr::{self, Situation};
use majiang::{Hand, Meld, MeldKind, RuleSet, Tile};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use reference::mcr::{knitted, ref_mcr_shanten, ref_mcr_win};

fn tile(k: usize) -> Tile {
    Tile::from_id(k as i64).expect("kind in range")
}

fn hand_of(c: &[u8; 34], melds: &[Meld]) -> Hand {
    let tiles: Vec<Tile> =
        (0..34).flat_map(|k| std::iter::repeat_n(tile(k), c[k] as usize)).collect();
    Hand::from_tiles(&tiles, melds, &RuleSet::mcr()).expect("a valid hand")
}

/// The core's answer: the `3n+2` hand wins on its lowest tile on a discard.
fn core_win(c: &[u8; 34], melds: &[Meld]) -> bool {
    let h = hand_of(c, melds);
    let win = (0..34).find(|&k| c[k] > 0).map(tile).expect("a tile");
    mcr::score(&h, &Situation::on_discard(win)).expect("a possible win").is_some()
}

/// The core's shanten (the calculator's count) equals the reference.
fn check_shanten(c: &[u8; 34], melds: &[Meld]) {
    let h = hand_of(c, melds);
    let core = i32::from(mcr::shanten(&h).expect("3n+1 tiles"));
    assert_eq!(core, ref_mcr_shanten(c, melds.len()), "{h:?}");
}

/// The core's waits ([`mcr::winning_tiles`], and [`mcr::waits`]' kinds)
/// are the kinds with a copy left that make a reference win.
fn check_waits(c: &[u8; 34], melds: &[Meld]) {
    let h = hand_of(c, melds);
    let all = h.all_tiles();
    let want: Vec<Tile> = (0..34)
        .filter(|&k| all.get(tile(k)) < 4)
        .filter(|&k| {
            let mut d = *c;
            d[k] += 1;
            ref_mcr_win(&d, melds.len())
        })
        .map(tile)
        .collect();
    let core: Vec<Tile> = mcr::winning_tiles(&h).expect("3n+1 tiles").iter().collect();
    assert_eq!(core, want, "{h:?}");
    let scored: Vec<Tile> = mcr::waits(&h, &Situation::on_discard(tile(0)))
        .expect("3n+1 tiles")
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    assert_eq!(scored, want, "{h:?}");
}

/// Calls `f` with every count vector of the `n` kinds from `base` summing to `total`.
fn each_vector(base: usize, n: usize, total: usize, f: &mut dyn FnMut(&[u8; 34])) {
    fn go(
        c: &mut [u8; 34],
        base: usize,
        n: usize,
        i: usize,
        left: usize,
        f: &mut dyn FnMut(&[u8; 34]),
    ) {
        if i == n {
            if left == 0 {
                f(c);
            }
            return;
        }
        for v in 0..=left.min(4) {
            c[base + i] = v as u8;
            go(c, base, n, i + 1, left - v, f);
        }
        c[base + i] = 0;
    }
    go(&mut [0; 34], base, n, 0, total, f);
}

#[test]
fn one_suit_and_the_honours_exhaustively() {
    for (base, n) in [(0, 9), (27, 7)] {
        let (mut wins, mut hands) = (0, 0);
        each_vector(base, n, 14, &mut |c| {
            let want = ref_mcr_win(c, 0);
            assert_eq!(core_win(c, &[]), want, "{:?}", hand_of(c, &[]));
            wins += usize::from(want);
            hands += 1;
        });
        assert!(wins > 0 && hands > wins, "{wins} of {hands}");
        each_vector(base, n, 13, &mut |c| {
            check_shanten(c, &[]);
            check_waits(c, &[]);
        });
    }
}

/// A seeded hand of `14 - 3k` concealed tiles beside `k` melds.
fn random_hand(rng: &mut ChaCha8Rng) -> ([u8; 34], Vec<Meld>) {
    loop {
        let mut all = [0u8; 34];
        let kinds: Vec<usize> = match rng.random_range(0..4) {
            0 => (0..34).collect(),
            1 => {
                let (a, b) = (rng.random_range(0..3), rng.random_range(0..3));
                (0..9).map(|r| a * 9 + r).chain((0..9).map(|r| b * 9 + r)).chain(27..34).collect()
            }
            2 => knitted(rng.random_range(0..6)).into_iter().chain(27..34).collect(),
            _ => (0..27).filter(|k| k % 9 < 5).collect(),
        };
        let pick = |rng: &mut ChaCha8Rng| kinds[rng.random_range(0..kinds.len())];
        let mut melds = Vec::new();
        let n_melds = [0, 0, 0, 1, 1, 2, 3, 4][rng.random_range(0..8)];
        let mut ok = true;
        for _ in 0..n_melds {
            let k = pick(rng);
            let kind = [MeldKind::Peng, MeldKind::Chi, MeldKind::Gang, MeldKind::AnGang]
                [rng.random_range(0..4)];
            let Ok(m) = Meld::new(kind, tile(k)) else {
                ok = false;
                break;
            };
            for t in m.tiles() {
                all[t.index()] += 1;
            }
            melds.push(m);
        }
        let mut c = [0u8; 34];
        let size = 14 - 3 * melds.len();
        if rng.random_bool(0.5) {
            // Built as a win: sets and a pair, then maybe a tile changed.
            let sets = (size - 2) / 3;
            for _ in 0..sets {
                let k = pick(rng);
                if k < 27 && k % 9 <= 6 && rng.random_bool(0.6) {
                    for d in 0..3 {
                        c[k + d] += 1;
                    }
                } else {
                    c[k] += 3;
                }
            }
            c[pick(rng)] += 2;
            if rng.random_bool(0.3) {
                let from =
                    (0..34).filter(|&k| c[k] > 0).nth(rng.random_range(0..size)).unwrap_or(0);
                if c[from] > 0 {
                    c[from] -= 1;
                    c[pick(rng)] += 1;
                }
            }
        } else {
            for _ in 0..size {
                c[pick(rng)] += 1;
            }
        }
        let sum: usize = c.iter().map(|&n| n as usize).sum();
        if ok && sum == size && (0..34).all(|k| c[k] + all[k] <= 4) {
            return (c, melds);
        }
    }
}

#[test]
fn seeded_hands_with_melds() {
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    let (mut wins, mut n, mut prefixes) = (0, 0, 0);
    while n < 30_000 {
        let (c, melds) = random_hand(&mut rng);
        let want = ref_mcr_win(&c, melds.len());
        assert_eq!(core_win(&c, &melds), want, "{:?}", hand_of(&c, &melds));
        wins += usize::from(want);
        // Every 13-tile prefix (each tile taken out once) for shanten; the
        // waits of the first.
        for (i, k) in (0..34).filter(|&k| c[k] > 0).enumerate() {
            let mut d = c;
            d[k] -= 1;
            check_shanten(&d, &melds);
            if i == 0 {
                check_waits(&d, &melds);
            }
            prefixes += 1;
        }
        n += 1;
    }
    assert!(wins > 5_000, "{wins} wins in {n}: the corpus lacks winning shapes");
    eprintln!("mcr: {n} hands ({wins} wins), {prefixes} shanten checks");
}
