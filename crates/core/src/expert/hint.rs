//! Hints for people: EXPERT's ranking with the reasons spelled out.

use super::by_family::ExpertFamily;
use super::eval::{BLANK, DiscardScore, hidden_wildcards};
use super::matrix::MAX_DISCARDS;
use super::{Expert, Position};
use crate::efficiency::effective_draws;
use crate::error::Result;
use crate::family::with_family;
use crate::notation::{format_chinese, format_tiles};
use crate::rules::Target;
use crate::shanten::shanten_by_target;
use crate::tile::Tile;

/// One ranked discard, explained.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The tile to discard.
    pub tile: Tile,
    /// Shanten after the discard (0 = ready).
    pub shanten: i8,
    /// The draws that would lower the shanten, each with the copies left.
    pub useful: Vec<(Tile, u8)>,
    /// Their total.
    pub useful_tiles: u32,
    /// Estimated probability of winning within the draws left; 0 for a
    /// discard worse in shanten than the best (not weighed).
    pub win_prob: f64,
    /// Estimated expected points (self-draw scale: a small win 6, a big
    /// one 18 per unit under `eval-v1`).
    pub points: f64,
    /// Expected points lost by dealing into the big hands the other players
    /// show ([`Threats`](super::Threats)); 0 when the position faces none.
    pub danger: f64,
    /// The targets closest after the discard (the small hand is `Regular`).
    pub targets: Vec<Target>,
    /// One line in Chinese, tiles by their Chinese names: `打 九万: 1 向听,
    /// 进张 5 种 18 张, 12 摸内胡牌约 12%`.
    pub reason_zh: String,
    /// One line in English: `discard 9m: 1-shanten, 18 tiles (5 kinds)
    /// improve, about 12% to win in 12 draws` (singular for one: `1 tile`).
    pub reason_en: String,
}

/// `n` and its noun, singular for one: `1 tile`, `5 tiles`.
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

pub(crate) fn hints(expert: &Expert, pos: &Position<'_>) -> Result<Vec<Hint>> {
    let draws_left = pos.draws_left;
    let mut out = [BLANK; MAX_DISCARDS];
    let n = expert.rank_discards(pos, &mut out)?;
    // The draws the estimate planned over: at most the model's maximum
    // horizon under these rules, never fewer than its minimum (the hand goes
    // on past a nominal end).
    let p = expert.params.under(pos.rules);
    let planned = draws_left.min(p.max_horizon).max(p.min_horizon + out[0].shanten.max(0) as u32);
    let table = with_family!(pos.rules.scoring, F => F::hint_note(pos));
    let mut hints: Vec<(bool, Hint)> = out[..n]
        .iter()
        .map(|s| {
            let danger = pos.threats.danger(s.tile);
            let mut h = explain(s, pos, planned, danger)?;
            if let Some((zh, en)) = &table {
                h.reason_zh.push_str(zh);
                h.reason_en.push_str(en);
            }
            Ok((weighed(s), h))
        })
        .collect::<Result<_>>()?;
    // The discards the ranking weighed keep its order, first; the ones it
    // left behind (worse shanten) follow by shanten, then by their useful
    // draws, as a person would rank them.
    hints.sort_by_key(
        |(weighed, h)| {
            if *weighed { (0, 0, 0) } else { (1, h.shanten, u32::MAX - h.useful_tiles) }
        },
    );
    Ok(hints.into_iter().map(|(_, h)| h).collect())
}

/// The hidden 红中 the ranking counted among every discard's useful draws
/// ([`hidden_wildcards`]).
fn table_wild(pos: &Position<'_>) -> u32 {
    hidden_wildcards(pos.hand, pos.rules)
}

/// Whether the ranking weighed the discard: it weighs only those of the
/// best shanten and marks the others with a negative score.
fn weighed(s: &DiscardScore) -> bool {
    s.score >= 0.0
}

fn explain(s: &DiscardScore, pos: &Position<'_>, draws_left: u32, danger: f64) -> Result<Hint> {
    let (hand, rules, unseen) = (pos.hand, pos.rules, pos.unseen);
    let after = hand.without_tile(s.tile)?;
    // The discards the ranking did not weigh get their useful draws from the
    // core, and no probability.
    let evaluated = weighed(s);
    let useful: Vec<(Tile, u8)> = if evaluated {
        let wild = table_wild(pos);
        (0..rules.kinds())
            .filter(|&k| s.useful >> k & 1 == 1)
            .map(|k| {
                let t = Tile::from_index_unchecked(k);
                (t, unseen.get(t))
            })
            .chain((wild > 0).then_some((Tile::RED_DRAGON, wild as u8)))
            .collect()
    } else {
        effective_draws(&after, rules, Some(unseen))?.iter().filter(|&(_, n)| n > 0).collect()
    };
    let useful_tiles: u32 = useful.iter().map(|&(_, n)| n as u32).sum();
    let by_target = shanten_by_target(&after, rules);
    let best = by_target.iter().filter_map(|(_, v)| *v).min().unwrap_or(i8::MAX);
    let targets: Vec<Target> =
        by_target.iter().filter(|(_, v)| *v == Some(best)).map(|(t, _)| *t).collect();
    let kinds = useful.len();
    let pct = (100.0 * s.win_prob).round();
    let (chance_zh, chance_en) = if evaluated {
        (
            format!(", {draws_left} 摸内胡牌约 {pct}%"),
            format!(", about {pct}% to win in {}", count(draws_left, "draw", "draws")),
        )
    } else {
        (", 向听数较差".to_string(), ", a step behind the best".to_string())
    };
    let route = if targets.contains(&Target::Regular) {
        (String::new(), String::new())
    } else {
        let zh: Vec<&str> = targets.iter().map(|&t| rules.target_name(t).0).collect();
        let en: Vec<&str> = targets.iter().map(|&t| rules.target_name(t).1).collect();
        (format!(", 做{}", zh.join("/")), format!(", toward {}", en.join("/")))
    };
    // Only worth a word when the opponents show something (a tenth of a point).
    let (risk_zh, risk_en) = if danger >= 0.1 {
        (
            format!(", 放炮风险约 {danger:.1} 分"),
            format!(", risks about {danger:.1} points by dealing into a big hand"),
        )
    } else {
        (String::new(), String::new())
    };
    let (n_tiles, n_kinds) =
        (count(useful_tiles, "tile", "tiles"), count(kinds as u32, "kind", "kinds"));
    let (reason_zh, reason_en) = if s.shanten == 0 {
        // Suited tiles in notation, honours (the 红中 wildcard) by name: never `5z`.
        let mut waits = format_tiles(useful.iter().map(|&(t, _)| t).filter(|t| !t.is_honour()));
        for (t, _) in useful.iter().filter(|(t, _)| t.is_honour()) {
            waits =
                if waits.is_empty() { t.english() } else { format!("{waits} and {}", t.english()) };
        }
        let waits_zh = format_chinese(useful.iter().map(|&(t, _)| t));
        (
            format!(
                "打 {}: 听牌, 听 {waits_zh} 共 {kinds} 种 {useful_tiles} 张{}{chance_zh}{risk_zh}",
                s.tile.chinese(),
                route.0
            ),
            format!(
                "discard {}: ready, waiting on {waits} ({n_tiles}, {n_kinds}){}{chance_en}{risk_en}",
                s.tile, route.1
            ),
        )
    } else {
        (
            format!(
                "打 {}: {} 向听, 进张 {kinds} 种 {useful_tiles} 张{}{chance_zh}{risk_zh}",
                s.tile.chinese(),
                s.shanten,
                route.0
            ),
            format!(
                "discard {}: {}-shanten, {n_tiles} ({n_kinds}) {}{}{chance_en}{risk_en}",
                s.tile,
                s.shanten,
                if useful_tiles == 1 { "improves" } else { "improve" },
                route.1
            ),
        )
    };
    Ok(Hint {
        tile: s.tile,
        shanten: s.shanten,
        useful,
        useful_tiles,
        win_prob: s.win_prob,
        points: s.points,
        danger,
        targets,
        reason_zh,
        reason_en,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::Hand;
    use crate::rules::RuleSet;

    #[test]
    fn discards_behind_follow_by_shanten_then_draws() {
        let rules = RuleSet::changsha();
        let hand = Hand::parse("123m456s789p2345m9s", "", &rules).unwrap();
        let h = Expert::default()
            .hints(&Position::new(&hand, &rules, &Expert::unseen_from_hand(&hand, &rules), 10))
            .unwrap();
        assert_eq!(h[0].tile.to_string(), "9s");
        let behind: Vec<(i8, u32)> =
            h.iter().filter(|x| x.win_prob == 0.0).map(|x| (x.shanten, x.useful_tiles)).collect();
        assert!(behind.len() > 5);
        assert!(
            behind.windows(2).all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 >= w[1].1))
        );
    }

    #[test]
    fn reasons_name_the_draws() {
        let rules = RuleSet::changsha();
        let hand = Hand::parse("1234m456s78p25889p", "", &rules).unwrap();
        let h = Expert::default()
            .hints(&Position::new(&hand, &rules, &Expert::unseen_from_hand(&hand, &rules), 12))
            .unwrap();
        assert_eq!(h.len(), hand.concealed().kinds().count());
        let top = &h[0];
        assert_eq!(top.useful_tiles, top.useful.iter().map(|x| x.1 as u32).sum::<u32>());
        assert!(
            top.reason_zh.starts_with(&format!("打 {}: ", top.tile.chinese())),
            "{}",
            top.reason_zh
        );
        assert!(
            top.reason_en.contains(&format!(
                "{} tiles ({} kinds)",
                top.useful_tiles,
                top.useful.len()
            )),
            "{}",
            top.reason_en
        );
        // Ranked: win probability never increases down the list within the beam.
        assert!(h.windows(2).all(|w| w[0].shanten <= w[1].shanten || w[1].useful_tiles == 0));
    }

    #[test]
    fn one_of_a_kind_is_singular() {
        let rules = RuleSet::changsha();
        // Ready on 5m alone after discarding 9s; two 5m seen elsewhere:
        // one tile of one kind left.
        let hand = Hand::parse("123m456s5m9s", "peng:7s peng:9p", &rules).unwrap();
        let mut unseen = Expert::unseen_from_hand(&hand, &rules);
        for _ in 0..2 {
            assert!(unseen.remove("5m".parse().unwrap()));
        }
        let h = Expert::default().hints(&Position::new(&hand, &rules, &unseen, 6)).unwrap();
        let nine = h.iter().find(|x| x.tile.to_string() == "9s").unwrap();
        assert_eq!((nine.useful_tiles, nine.useful.len()), (1, 1), "{}", nine.reason_en);
        assert!(nine.reason_en.contains("waiting on 5m (1 tile, 1 kind)"), "{}", nine.reason_en);
        assert!(
            nine.reason_zh.starts_with("打 九条: 听牌, 听 五万 共 1 种 1 张"),
            "{}",
            nine.reason_zh
        );
    }

    #[test]
    fn flat_tables_explain_red_birds_and_doubling() {
        let hz = RuleSet::hongzhong();
        let hints_of = |s: &str, rules: &RuleSet| {
            let hand = Hand::parse(s, "", rules).unwrap();
            let unseen = Expert::unseen_from_hand(&hand, rules);
            Expert::default().hints(&Position::new(&hand, rules, &unseen, 10)).unwrap()
        };
        // Holding 中: kept as a wildcard, self-draw only, no doubling; the English
        // says "red dragon", never 5z.
        let ready = hints_of("123m456m789p2399s5z", &hz);
        assert!(ready.iter().all(|x| !x.reason_en.contains("5z")), "{ready:?}");
        assert!(ready.iter().any(|x| x.reason_en.contains("and red dragon")), "{ready:?}");
        let h = hints_of("123m456m789p2399s5z", &hz);
        assert!(h.iter().all(|x| x.tile != Tile::RED_DRAGON));
        let top = &h[0];
        assert!(
            top.reason_zh.contains("留 1 张红中作赖子, 有红中不接炮只能自摸"),
            "{}",
            top.reason_zh
        );
        assert!(
            top.reason_en.contains(
                "keeps 1 red dragon as a wildcard, self-draw only while holding a red dragon"
            ),
            "{}",
            top.reason_en
        );
        assert!(!top.reason_zh.contains("无红中加倍") && !top.reason_zh.contains("接炮约"));
        // 4 birds at 40/112 a hit: 1.4 hits, a self-draw 3 × (2 + 1.43).
        assert!(top.reason_zh.contains("自摸约 10.3 分 (中鸟约 1.4 个)"), "{}", top.reason_zh);
        assert!(
            top.reason_en.contains("a self-draw pays about 10.3 points (1.4 bird hits expected)"),
            "{}",
            top.reason_en
        );
        // The 3 hidden 中 are useful draws of every weighed discard, named.
        assert!(top.useful.contains(&(Tile::RED_DRAGON, 3)), "{:?}", top.useful);
        assert_eq!(top.useful_tiles, top.useful.iter().map(|x| x.1 as u32).sum::<u32>());
        // Without 中: 无红中加倍 and a discard win's value.
        let top = &hints_of("123m456m789p234s59s", &hz)[0];
        assert!(
            top.reason_zh.contains("无红中加倍, 自摸约 20.6 分, 接炮约 4.9 分"),
            "{}",
            top.reason_zh
        );
        assert!(
            top.reason_en.contains(
                "no red dragon: every line doubled, a self-draw pays about 20.6 points, a discard win 4.9"
            ),
            "{}",
            top.reason_en
        );
        assert!(
            top.reason_en.starts_with(
                "discard 9s: ready, waiting on 25s and red dragon (10 tiles, 3 kinds)"
            ),
            "{}",
            top.reason_en
        );
        assert!(top.reason_zh.contains("听 二条 五条 中 共 3 种 10 张"), "{}", top.reason_zh);
        // Changsha: no flat words.
        let top = &hints_of("123m456m789p234s59s", &RuleSet::changsha())[0];
        assert!(
            !top.reason_zh.contains("自摸约") && !top.reason_en.contains("bird"),
            "{}",
            top.reason_en
        );
    }

    #[test]
    fn bad_sizes_are_errors() {
        let rules = RuleSet::changsha();
        let hand = Hand::parse("123m456s789p2345m", "", &rules).unwrap();
        assert!(
            Expert::default()
                .hints(&Position::new(&hand, &rules, &Expert::unseen_from_hand(&hand, &rules), 10))
                .is_err()
        );
    }
}
