//! Helpers shared by the integration tests.

use majiang_core::{Counts, Hand, Meld, MeldKind, RuleSet, Tile};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// A random complete-size hand built from four sets and a pair (so that many
/// win): 0–4 of the sets laid down as melds, a fifth of the hands in one
/// suit, and in three hands out of ten one concealed tile swapped for a
/// random one (mostly non-wins). `None` when the draw made a fifth copy.
pub fn random_hand(rng: &mut ChaCha8Rng, rules: &RuleSet) -> Option<Hand> {
    let mut all = Counts::default();
    let mut melds = Vec::new();
    let n_melds = rng.random_range(0..=4usize);
    let kinds = rules.kinds() as i64;
    let one_suit = rng.random_bool(0.2).then(|| rng.random_range(0..3i64));
    let pick = |rng: &mut ChaCha8Rng| match one_suit {
        Some(s) => Tile::from_id(s * 9 + rng.random_range(0..9)).unwrap(),
        None => Tile::from_id(rng.random_range(0..kinds)).unwrap(),
    };
    let mut concealed = Counts::default();
    for i in 0..4 {
        let low = pick(rng);
        let run = !low.is_honour() && low.number() <= 7 && rng.random_bool(0.5);
        let tiles: Vec<Tile> = if run {
            (0..3).map(|k| Tile::from_id(i64::from(low.id()) + k).unwrap()).collect()
        } else {
            vec![low; 3]
        };
        for &x in &tiles {
            all.add(x).ok()?;
        }
        if i < n_melds {
            let m = if run {
                Meld::chi(low).ok()?
            } else {
                match rng.random_range(0..4) {
                    0 => Meld::peng(low),
                    1 => Meld::gang(low),
                    2 => Meld::an_gang(low),
                    _ => Meld::bu_gang(low),
                }
            };
            if m.kind() != MeldKind::Chi && m.kind() != MeldKind::Peng {
                all.add(low).ok()?;
            }
            melds.push(m);
        } else {
            for x in tiles {
                concealed.add(x).ok()?;
            }
        }
    }
    let pair = pick(rng);
    all.add(pair).ok()?;
    all.add(pair).ok()?;
    concealed.add(pair).ok()?;
    concealed.add(pair).ok()?;
    if rng.random_bool(0.3) {
        // Swap one concealed tile for a random one: mostly non-wins.
        let out = concealed.kinds().nth(rng.random_range(0..concealed.kinds().count()))?;
        concealed.remove(out);
        concealed.add(pick(rng)).ok()?;
    }
    Hand::new(concealed, &melds, rules).ok()
}
