//! A brute-force reference for 国标麻将 (MCR): which tiles form a winning
//! shape, and the shanten the competition judge's calculator reports.
//!
//! Written from the rules, not from the core: counts per kind (ids 0–33),
//! the lowest remaining tile decides each step, nothing is pruned.
//!
//! - **Win**: four sets and a pair (the melds count as sets); with no melds
//!   七对 (a four of a kind is two pairs), 十三幺, 全不靠 / 七星不靠 (fourteen
//!   different tiles: suited ones from one knitted straight, the rest
//!   honours); with at most one meld 组合龙 (the nine tiles of a knitted
//!   straight) with a set and a pair.
//! - **Shanten** as the calculator counts it, form by form, its minimum: the
//!   regular form's `8 − 2·sets − partial sets − pair` over every way of
//!   taking sets, partial sets (a pair, two neighbours, two with a gap), one
//!   pair and loose tiles from the hand (at most four sets, the melds
//!   among them), partial sets counted up to the sets still missing — copies in hand are not checked against the four a kind
//!   has, as the calculator does not; 七对 `6 − pairs`; 十三幺 `13 − orphan
//!   kinds − (a pair of one)`; 全不靠 `13 − (kinds of a knitted straight held +
//!   honour kinds held)`; 组合龙 the straight's missing tiles plus the regular
//!   form of the rest beside three complete sets.

/// The six knitted straights: for suits (万, 条, 筒), the first rank of each.
const KNITTED: [[usize; 3]; 6] = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]];

/// The nine kind ids of knitted straight `i`.
pub fn knitted(i: usize) -> Vec<usize> {
    (0..3).flat_map(|s| (0..3).map(move |k| s * 9 + KNITTED[i][s] - 1 + 3 * k)).collect()
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn chow_at(k: usize) -> bool {
    k < 27 && k % 9 <= 6
}

/// The counts split into exactly `sets` sets and nothing else.
fn sets_only(c: &mut [u8; 34], sets: usize) -> bool {
    let Some(i) = (0..34).find(|&k| c[k] > 0) else { return sets == 0 };
    if sets == 0 {
        return false;
    }
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = sets_only(c, sets - 1);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if chow_at(i) && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = sets_only(c, sets - 1);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        return ok;
    }
    false
}

/// The counts are `sets` sets and a pair.
fn sets_and_pair(c: &mut [u8; 34], sets: usize) -> bool {
    for p in 0..34 {
        if c[p] >= 2 {
            c[p] -= 2;
            let ok = sets_only(c, sets);
            c[p] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// The concealed counts (`3n+2` with `melds` melds) form an MCR winning shape.
pub fn ref_mcr_win(concealed: &[u8; 34], melds: usize) -> bool {
    let mut c = *concealed;
    let total: usize = c.iter().map(|&n| n as usize).sum();
    if total + 3 * melds != 14 {
        return false;
    }
    if sets_and_pair(&mut c, 4 - melds) {
        return true;
    }
    if melds == 0 {
        if c.iter().all(|&n| n % 2 == 0) {
            return true;
        }
        if ORPHANS.iter().all(|&k| c[k] > 0) && (0..34).all(|k| c[k] == 0 || ORPHANS.contains(&k)) {
            return true;
        }
        let distinct = (0..34).filter(|&k| c[k] > 0).count();
        if distinct == 14 && c.iter().all(|&n| n <= 1) {
            let suited: Vec<usize> = (0..27).filter(|&k| c[k] > 0).collect();
            if (0..6).any(|i| suited.iter().all(|k| knitted(i).contains(k))) {
                return true;
            }
        }
    }
    if melds <= 1 {
        for i in 0..6 {
            let seq = knitted(i);
            if seq.iter().all(|&k| c[k] > 0) {
                for &k in &seq {
                    c[k] -= 1;
                }
                let ok = sets_and_pair(&mut c, 1 - melds);
                for &k in &seq {
                    c[k] += 1;
                }
                if ok {
                    return true;
                }
            }
        }
    }
    false
}

type Memo = std::collections::HashMap<([u8; 34], i32, i32, bool), i32>;

/// The regular form's best `8 − 2m − min(d, 4 − m) − p` over every split
/// (memoised on the tiles left; partial sets beyond four never count).
fn regular(c: &mut [u8; 34], m: i32, d: i32, p: bool, memo: &mut Memo) -> i32 {
    let d = d.min(4);
    // Four sets are all a hand has: what is left can only give the pair.
    if m == 4 {
        return if p || c.iter().any(|&n| n >= 2) { -1 } else { 0 };
    }
    let Some(i) = (0..34).find(|&k| c[k] > 0) else {
        return 8 - 2 * m - d.min(4 - m) - i32::from(p);
    };
    if let Some(&v) = memo.get(&(*c, m, d, p)) {
        return v;
    }
    let key = (*c, m, d, p);
    // The tile stays loose.
    c[i] -= 1;
    let mut best = regular(c, m, d, p, memo);
    c[i] += 1;
    let mut options: Vec<(Vec<usize>, i32, i32, bool)> = vec![(vec![i, i, i], m + 1, d, p)];
    if chow_at(i) {
        options.push((vec![i, i + 1, i + 2], m + 1, d, p));
        options.push((vec![i, i + 2], m, d + 1, p));
    }
    if !p {
        options.push((vec![i, i], m, d, true));
    }
    options.push((vec![i, i], m, d + 1, p));
    if i < 27 && i % 9 <= 7 {
        options.push((vec![i, i + 1], m, d + 1, p));
    }
    for (tiles, m2, d2, p2) in options {
        let fits =
            tiles.iter().all(|&k| c[k] as usize >= tiles.iter().filter(|&&t| t == k).count());
        if fits {
            for &k in &tiles {
                c[k] -= 1;
            }
            best = best.min(regular(c, m2, d2, p2, memo));
            for &k in &tiles {
                c[k] += 1;
            }
        }
    }
    memo.insert(key, best);
    best
}

/// The calculator's shanten of `3n+1` concealed counts beside `melds` melds.
pub fn ref_mcr_shanten(concealed: &[u8; 34], melds: usize) -> i32 {
    let mut c = *concealed;
    let total: usize = c.iter().map(|&n| n as usize).sum();
    let mut memo = Memo::new();
    let mut best = regular(&mut c, melds as i32, 0, false, &mut memo);
    if total == 13 {
        best = best.min(6 - c.iter().map(|&n| i32::from(n / 2)).sum::<i32>());
        let kinds = ORPHANS.iter().filter(|&&k| c[k] > 0).count() as i32;
        let pair = ORPHANS.iter().any(|&k| c[k] > 1);
        best = best.min(13 - kinds - i32::from(pair));
        let honours = (27..34).filter(|&k| c[k] > 0).count() as i32;
        for i in 0..6 {
            let held = knitted(i).iter().filter(|&&k| c[k] > 0).count() as i32;
            best = best.min(13 - held - honours);
        }
    }
    if total == 13 || total == 10 {
        let m = (13 - total as i32) / 3;
        for i in 0..6 {
            let mut rest = c;
            let mut missing = 0;
            for k in knitted(i) {
                if rest[k] > 0 {
                    rest[k] -= 1;
                } else {
                    missing += 1;
                }
            }
            best = best.min(missing + regular(&mut rest, m + 3, 0, false, &mut memo));
        }
    }
    best
}
