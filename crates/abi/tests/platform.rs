//! What can differ from one platform to another, in a run short enough for an
//! emulator: the lookup tables as this platform builds them, and a smoke set
//! of whole hands of every preset through the engine and the AIs.
//!
//! The brute-force suites prove the tables and the engine right on the build
//! machine; under wine (Windows) and qemu (Linux arm64) `tests/cross/check.sh`
//! runs this test with the ABI's unit tests and compares the digests it prints
//! (`platform digest NAME: HEX`) with the native run's. Equal digests mean the
//! other platform built the same tables and played the same hands, move for
//! move, as the machine where everything else was checked. The test itself
//! checks what holds on any platform: every hand zero-sum, every record
//! replaying to the same game, every one-suit hand's answers consistent.

use majiang_core::ai::Agent;
use majiang_core::ai::Level;
use majiang_core::game::Game;
use majiang_core::rng::{below, seeded};
use majiang_core::{Counts, Hand, KINDS, RuleSet, Tile, is_win, shanten, waits};

/// FNV-1a, 64 bits: a digest with no platform-dependent part (no `Hash`
/// implementation, whose output Rust does not promise across targets).
struct Digest(u64);

impl Digest {
    fn new() -> Digest {
        Digest(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, data: &[u8]) {
        for &b in data {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn print(&self, name: &str) {
        println!("platform digest {name}: {:016x}", self.0);
    }
}

/// Every count vector of one suit's nine ranks (0–4 copies) holding `size` tiles.
fn one_suit_hands(size: u8, mut visit: impl FnMut(&[u8; 9])) {
    fn walk(rank: usize, left: u8, counts: &mut [u8; 9], visit: &mut dyn FnMut(&[u8; 9])) {
        if rank == 9 {
            if left == 0 {
                visit(counts);
            }
            return;
        }
        for n in 0..=left.min(4) {
            counts[rank] = n;
            walk(rank + 1, left - n, counts, visit);
        }
        counts[rank] = 0;
    }
    walk(0, size, &mut [0; 9], &mut visit);
}

fn hand_of(ranks: &[u8; 9], suit: usize, rules: &RuleSet) -> Hand {
    let mut counts = [0u8; KINDS];
    counts[suit * 9..suit * 9 + 9].copy_from_slice(ranks);
    Hand::new(Counts::from_array(counts).unwrap(), &[], rules).unwrap()
}

/// The tables, through the public checks: every one-suit hand of 13 tiles
/// (shanten, waits) and 14 tiles (win, shanten), under the rules with the
/// 2-5-8 pair (in 万) and without (in 筒: the suits share one table, so one
/// suit per rule set reaches all of it), and seeded mixed hands with
/// honours.
#[test]
fn lookup_tables() {
    let mut digest = Digest::new();
    let (mut hands, mut wins) = (0u32, 0u32);
    for (rules, suit) in [(RuleSet::changsha(), 0), (RuleSet::standard(), 2)] {
        one_suit_hands(13, |ranks| {
            let hand = hand_of(ranks, suit, &rules);
            let s = shanten(&hand, &rules);
            let w = waits(&hand, &rules).unwrap();
            // A hand is ready exactly when some tile wins it.
            assert_eq!(s == 0, w.bits() != 0, "{ranks:?} in suit {suit}: shanten {s}");
            digest.bytes(&[s as u8]);
            digest.bytes(&w.bits().to_le_bytes());
            hands += 1;
        });
        one_suit_hands(14, |ranks| {
            let hand = hand_of(ranks, suit, &rules);
            let win = is_win(&hand, &rules);
            let s = shanten(&hand, &rules);
            assert_eq!(win, s == -1, "{ranks:?} in suit {suit}: win {win}, shanten {s}");
            digest.bytes(&[u8::from(win), s as u8]);
            hands += 1;
            wins += u32::from(win);
        });
    }
    // Mixed hands with honours: 14 tiles drawn from the 136.
    let rules = RuleSet::standard();
    let mut rng = seeded(0x9a7f_0c31);
    for _ in 0..20_000 {
        let mut wall: Vec<u8> = (0..136).map(|i| (i / 4) as u8).collect();
        let mut counts = [0u8; KINDS];
        for _ in 0..14 {
            let at = below(&mut rng, wall.len() as u32) as usize;
            counts[usize::from(wall.swap_remove(at))] += 1;
        }
        let hand = Hand::new(Counts::from_array(counts).unwrap(), &[], &rules).unwrap();
        let s = shanten(&hand, &rules);
        assert_eq!(is_win(&hand, &rules), s == -1, "{counts:?}");
        digest.bytes(&[s as u8]);
        hands += 1;
    }
    assert!(wins > 1_000, "only {wins} one-suit wins: the enumeration is wrong");
    println!("platform lookup: {hands} hands, {wins} one-suit wins");
    digest.print("lookup");
}

/// Six hands of every preset, the four levels around the table: zero-sum,
/// records that replay to the same game, and each preset's records digested.
#[test]
fn engine_smoke() {
    let levels = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];
    for name in RuleSet::PRESETS {
        let rules = RuleSet::by_name(name).unwrap();
        let mut digest = Digest::new();
        for seed in 0..6u64 {
            let mut players: Vec<_> = (0..4)
                .map(|s| levels[(s + seed as usize) % 4].player(seed * 4 + s as u64))
                .collect();
            let [a, b, c, d] = &mut players[..] else { unreachable!("four players") };
            let mut agents: [&mut dyn Agent; 4] = [a, b, c, d];
            let mut game = Game::new(rules, seed, (seed % 4) as usize).unwrap();
            game.play(&mut agents).unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
            let record = game.to_record();
            let result = game.result().expect("a played hand has a result");
            assert_eq!(result.deltas.iter().sum::<i32>(), 0, "{name} seed {seed}: {result:?}");
            let again = Game::replay(&record).unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
            assert_eq!(again.to_record(), record, "{name} seed {seed}: the replay differs");
            digest.bytes(record.as_bytes());
        }
        digest.print(&format!("engine/{name}"));
    }
}

#[test]
fn tiles_parse_and_print_alike() {
    // Notation is where a platform's string handling would show.
    let mut digest = Digest::new();
    for id in 0..KINDS as i64 {
        let tile = Tile::from_id(id).unwrap();
        let text = tile.to_string();
        assert_eq!(text.parse::<Tile>().unwrap(), tile);
        digest.bytes(text.as_bytes());
    }
    digest.print("notation");
}
