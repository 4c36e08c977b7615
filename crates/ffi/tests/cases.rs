//! Generates `tests/ffi/cases.txt`, `analysis.txt` and `games.txt` from the
//! core (not through the ABI) and checks the checked-in files are current;
//! `MAJIANG_BLESS=1` rewrites them. Then checks the Rust-side ABI agrees
//! with every line, as each foreign consumer does from its own language.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]

mod common;

use common::data::{self, GameCase, Line};
use common::{Answers, Case, RawHand, core_rules};
use majiang_core::{Hand, Meld, MeldKind, RuleSet, Target, Tile, notation::format_tiles};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The core's answers, or `None` when the core refuses the hand.
fn core_answers(rules: &RuleSet, raw: &RawHand) -> Option<Answers> {
    let tiles: Vec<Tile> = raw.tiles.iter().map(|&t| Tile::try_from(t).unwrap()).collect();
    let melds: Vec<Meld> = raw
        .melds
        .iter()
        .map(|m| Meld::new(MeldKind::ALL[m.kind as usize], Tile::try_from(m.tile).unwrap()))
        .collect::<Result<_, _>>()
        .ok()?;
    let hand = Hand::from_tiles(&tiles, &melds, rules).ok()?;
    let mut per_target = [0i32; 7];
    for (slot, t) in per_target.iter_mut().zip(Target::ALL) {
        *slot = majiang_core::shanten_for(&hand, rules, t).map_or(99, i32::from);
    }
    let targets = majiang_core::winning_targets(&hand, rules)
        .into_iter()
        .fold(0, |m, t| m | 1 << Target::ALL.iter().position(|x| *x == t).unwrap());
    // The ABI asks a win only of a complete-size hand, the waits only of a waiting one.
    let complete = hand.is_complete_size();
    Some(Answers {
        win: complete.then(|| majiang_core::is_win(&hand, rules)),
        targets: complete.then_some(targets),
        shanten: majiang_core::shanten(&hand, rules).into(),
        per_target,
        waits: (!complete).then(|| majiang_core::waits(&hand, rules).unwrap().bits()),
    })
}

/// Hands everyone should know, written out: the Changsha traps and the
/// standard special hands.
const NAMED: &[(&str, &str, &str)] = &[
    ("changsha", "123m456s789p23455m", ""),
    ("changsha", "123m456s789p234m11s", ""),
    ("changsha", "258m258s258p22558m", ""),
    ("changsha", "11223344556677m", ""),
    ("changsha", "11112233445566s", ""),
    ("changsha", "11112222334455p", ""),
    ("changsha", "11123456789991m", ""),
    ("changsha", "1112223334445m", ""),
    ("changsha", "22m", "peng:5m peng:8s gang:2p an_gang:5p"),
    ("changsha", "2m", "chi:123m peng:5m chi:789p peng:1s"),
    ("changsha", "123m456s789p2345m", ""),
    ("changsha", "1112345678999m", ""),
    ("standard", "19m19s19p1234567z", ""),
    ("standard", "119m19s19p123456z", ""),
    ("standard", "11223344556677z", ""),
    ("standard", "11112233445566z", ""),
    ("eval_v1", "123m456s789p23455m", ""),
    ("changsha+w4", "123m456s789p2345m", ""),
    ("changsha+w4", "55m123s456s789p11s", ""),
    ("standard+w31", "1234m456s789p55z7z", ""),
];

fn generate() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut push = |rules: &str, hand: RawHand| {
        let core = core_rules(rules);
        if let Some(answers) = core_answers(&core, &hand) {
            let tiles = hand.tiles.iter().map(|&t| Tile::try_from(t).unwrap());
            cases.push(Case {
                rules: rules.to_string(),
                notation: format_tiles(tiles),
                hand,
                answers,
            });
        }
    };
    for (rules, tiles, melds) in NAMED {
        let parsed = majiang_core::notation::parse_tiles(tiles).unwrap();
        let melds = majiang_core::meld::parse_melds(melds).unwrap();
        push(
            rules,
            RawHand {
                tiles: parsed.into_iter().map(Tile::id).collect(),
                melds: melds.into_iter().map(majiang_abi::MjMeld::from).collect(),
            },
        );
    }
    let mut rng = ChaCha8Rng::seed_from_u64(0xCA5E5);
    for rules in ["changsha", "standard", "eval_v1", "changsha+w4", "standard+w31"] {
        let kinds = if rules.starts_with("standard") { 34 } else { 27 };
        let wildcard = rules.split_once("+w").map(|(_, w)| w.parse::<u8>().unwrap());
        for melds in 0..=2 {
            let mut hands = Vec::new();
            for _ in 0..6 {
                hands.push(common::complete_hand(&mut rng, kinds, melds));
            }
            for _ in 0..10 {
                hands.push(common::ready_hand(&mut rng, kinds, melds));
            }
            if melds == 0 {
                for len in [13, 14, 13, 14] {
                    hands.push(common::deal(&mut rng, kinds, len));
                }
            }
            for mut hand in hands {
                if let Some(w) = wildcard {
                    // Put one or two wildcards in, where they fit.
                    for _ in 0..rng.random_range(1..=2) {
                        let i = rng.random_range(0..hand.tiles.len());
                        hand.tiles[i] = w;
                    }
                    if common::used(&hand.tiles, &hand.melds)[w as usize] > 4 {
                        continue;
                    }
                }
                push(rules, hand);
            }
        }
    }
    cases
}

#[test]
fn case_file_is_what_the_core_says() {
    let cases = generate();
    assert!(cases.len() >= 250, "{}", cases.len());
    // Every kind of answer is represented.
    assert!(cases.iter().any(|c| c.answers.win == Some(true)));
    assert!(cases.iter().any(|c| c.answers.win == Some(false)));
    assert!(cases.iter().any(|c| c.answers.win.is_none()));
    assert!(cases.iter().filter(|c| c.answers.waits.is_some_and(|w| w != 0)).count() > 50);
    assert!(cases.iter().any(|c| !c.hand.melds.is_empty() && c.answers.win == Some(true)));
    let mut text = common::CASES_HEADER.to_string();
    for c in &cases {
        assert_eq!(Case::parse(&c.to_line()), *c, "line format round-trips");
        text.push_str(&c.to_line());
        text.push('\n');
    }
    common::bless_or_compare(&common::repo_root().join("tests/ffi/cases.txt"), &text);
}

#[test]
fn abi_agrees_with_every_case() {
    for case in common::load_cases() {
        let rules = common::rules_handle(&case.rules);
        assert_eq!(common::answers_via_abi(rules, &case.hand), case.answers, "{}", case.to_line());
        unsafe { majiang_abi::mj_rules_free(rules) };
    }
}

#[test]
fn analysis_file_is_what_the_core_says() {
    let lines = data::generate_analysis();
    let count = |f: fn(&Line) -> bool| lines.iter().filter(|l| f(l)).count();
    assert!(count(|l| matches!(l, Line::Win(_))) >= 40);
    assert!(count(|l| matches!(l, Line::Opening(_))) >= 10);
    // Every big hand and every opening win appears.
    for b in majiang_core::BigHand::ALL {
        let named = |l: &Line| match l {
            Line::Win(c) => c.names.iter().any(|(id, _)| id == b.id()),
            _ => false,
        };
        assert!(lines.iter().any(named), "no line has {}", b.id());
    }
    for o in majiang_core::OpeningWin::ALL {
        let named = |l: &Line| match l {
            Line::Opening(c) => c.names.iter().any(|(id, _)| id == o.id()),
            _ => false,
        };
        assert!(lines.iter().any(named), "no line has {}", o.id());
    }
    let mut text = data::ANALYSIS_HEADER.to_string();
    for l in &lines {
        assert_eq!(Line::parse(&l.to_line()), *l, "line format round-trips");
        text.push_str(&l.to_line());
        text.push('\n');
    }
    common::bless_or_compare(&common::repo_root().join("tests/ffi/analysis.txt"), &text);
}

#[test]
fn abi_agrees_with_every_analysis_line() {
    for line in data::load_analysis() {
        assert_eq!(data::analysis_via_abi(&line), line, "{}", line.to_line());
    }
}

#[test]
fn games_file_is_what_the_core_says() {
    let games = data::generate_games();
    // Wins and draws, self-drawn and on a discard, are all played.
    assert!(games.iter().any(|g| g.winners == 0), "an exhaustive draw");
    assert!(games.iter().any(|g| g.winners != 0), "a win");
    let mut text = data::GAMES_HEADER.to_string();
    for g in &games {
        assert_eq!(GameCase::parse(&g.to_line()), *g, "line format round-trips");
        text.push_str(&g.to_line());
        text.push('\n');
    }
    common::bless_or_compare(&common::repo_root().join("tests/ffi/games.txt"), &text);
}

#[test]
fn expert_games_file_is_what_the_core_says() {
    let games = data::generate_expert_games();
    assert!(games.iter().filter(|g| g.winners != 0).count() >= 12, "mostly wins");
    let mut text = data::EXPERT_GAMES_HEADER.to_string();
    for g in &games {
        text.push_str(&g.to_line());
        text.push('\n');
    }
    common::bless_or_compare(&common::repo_root().join("tests/ffi/expert_games.txt"), &text);
}

#[test]
fn abi_plays_every_game_like_the_core() {
    for game in data::load_games() {
        assert_eq!(data::play_via_abi(&game), game, "{}", game.to_line());
    }
}
