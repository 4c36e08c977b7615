//! `majiang analyze`, run as a user runs it.

use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn majiang(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_majiang"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = majiang(args, "");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_small_win_is_explained() {
    let out = ok(&["analyze", "123m456s789p23455m"]);
    assert!(out.contains("一万 二万 二万 三万"), "{out}");
    assert!(out.contains("Win:     yes — small hand 小胡"), "{out}");
    assert!(out.contains("[123m] [234m] [456s] [789p] (55m)"), "{out}");
    assert!(out.contains("+7 as a player (the dealer pays 3, the others 2 each)"), "{out}");
    assert!(out.contains("+1 from the discarder"), "{out}");
    assert!(out.contains("Shanten: -1 (complete)"), "{out}");
}

#[test]
fn big_hands_with_units_and_situations() {
    let out = ok(&["analyze", "11224455778899m", "--last-tile"]);
    assert!(out.contains("big hand 大胡"), "{out}");
    assert!(
        out.contains("清一色 qingyise, 七小对 qixiaodui, 海底捞月 haidilaoyue — 3 units"),
        "{out}"
    );
    assert!(out.contains("清一色 qingyise, 七小对 qixiaodui, 海底炮 haidipao — 3 units"), "{out}");
    // 3 units × 6 = 18 from each; the dealer pays 19.
    assert!(out.contains("+55 as a player"), "{out}");
    let out = ok(&["analyze", "11s", "--melds", "peng:3m peng:9s gang:7p bu_gang:4m"]);
    assert!(out.contains("[peng 333m] [peng 999s] [gang 7777p] [bu_gang 4444m] (11s)"), "{out}");
    assert!(out.contains("碰碰胡 pengpenghu, 全求人 quanqiuren — 2 units"), "{out}");
    let out = ok(&["analyze", "111122m3344s5566p"]);
    assert!(out.contains("豪华七小对 haohua_qixiaodui ×2 — 2 units"), "{out}");
}

#[test]
fn a_non_258_pair_is_explained() {
    let out = ok(&["analyze", "123m456s789p234m11s"]);
    assert!(out.contains("Win:     no — four sets and a pair, but a small hand"), "{out}");
    assert!(out.contains("[123m] [234m] [456s] [789p] (11s)"), "{out}");
}

#[test]
fn waits_with_counts_left() {
    let out = ok(&["analyze", "123m456s789p2345m"]);
    assert!(out.contains("Shanten: 0 (ready, 听牌)"), "{out}");
    assert!(out.contains("Waits:   2m 二万 (2 left), 5m 五万 (3 left) — 5 tiles"), "{out}");
    assert!(out.contains("小胡 regular 0, 碰碰胡 pengpenghu 6"), "{out}");
}

#[test]
fn best_discards_ranked() {
    let out = ok(&["analyze", "123m456s789p2345m9s"]);
    assert!(out.contains(" 1. 9s 九条  shanten 0, 5 tiles: 2m×2 5m×3"), "{out}");
    assert!(out.contains(" 2. "), "{out}");
}

#[test]
fn opening_wins_of_a_dealt_hand() {
    let out = ok(&["analyze", "1111333m666999s7s"]);
    assert!(
        out.contains(
            "大四喜 dasixi ×1, 板板胡 banbanhu ×1, 缺一色 queyise ×1, 六六顺 liuliushun ×2"
        ),
        "{out}"
    );
}

#[test]
fn other_rules_and_wildcards() {
    let out = ok(&["analyze", "119m19s19p1234567z", "--rules", "standard"]);
    assert!(out.contains("thirteen orphans 国士无双, pair (11m)"), "{out}");
    let out = ok(&["analyze", "123m456s678p234m5s9p", "--wildcard", "9p"]);
    assert!(out.contains("wildcards as 5s"), "{out}");
    assert!(out.contains("wildcard 9p 九筒"), "{out}");
}

#[test]
fn bad_input_fails_with_a_reason() {
    let out = majiang(&["analyze", "12x"], "");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("character 2"), "{err}");
    let out = majiang(&["analyze", "123m", "--melds", "peng:5m"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("must have 10 or 11"));
    let out = majiang(&["analyze", "--batch", "--format", "text"], "");
    assert!(!out.status.success());
}

const BATCH: &str = "\
123m456s789p23455m
11224455778899m

# a comment
123m456s789p2345m
55m | chi:123m peng:9s gang:7p chi:345p
12x
1111333m666999s7s
123m | peng:5m
55m | chi:123m | x
";

#[test]
fn batch_tsv() {
    let out = majiang(&["analyze", "--batch", "--header"], BATCH);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 9, "header + one line per hand:\n{text}");
    assert!(lines.iter().all(|l| l.len() == 10), "{text}");
    assert_eq!(
        lines[0].join(" "),
        "hand melds win shanten waits small big_hands units opening error"
    );
    assert_eq!(
        lines[1],
        ["123m456s789p23455m", "-", "true", "-1", "-", "true", "-", "0", "-", "-"]
    );
    assert_eq!(
        lines[2],
        [
            "11224455778899m",
            "-",
            "true",
            "-1",
            "-",
            "false",
            "qingyise,qixiaodui",
            "2",
            "queyise",
            "-"
        ]
    );
    assert_eq!(lines[3][2..5], ["false", "0", "1,4"]);
    assert_eq!(lines[4][6], "quanqiuren");
    assert_eq!(lines[5][0], "12x");
    assert!(lines[5][9].contains("character 2"), "{text}");
    assert_eq!(lines[6][8], "dasixi,banbanhu,queyise,liuliushun,liuliushun");
    assert!(lines[7][9].contains("must have 10 or 11"), "{text}");
    assert!(lines[8][9].contains("more than one '|'"), "{text}");
}

#[test]
fn batch_json() {
    let out = majiang(&["analyze", "--batch", "--format", "json"], BATCH);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(rows.len(), 8, "{text}");
    assert_eq!(rows[0]["hand"], "123m456s789p23455m");
    assert_eq!(rows[0]["win"], true);
    assert_eq!(rows[0]["small"], true);
    assert_eq!(rows[0]["shanten"], -1);
    assert_eq!(rows[0]["units"], 0);
    assert_eq!(rows[1]["big_hands"], serde_json::json!(["qingyise", "qixiaodui"]));
    assert_eq!(rows[1]["units"], 2);
    assert_eq!(rows[1]["opening"], serde_json::json!(["queyise"]));
    assert_eq!(rows[2]["waits"], serde_json::json!([1, 4]));
    assert_eq!(rows[2]["win"], false);
    assert_eq!(rows[3]["melds"], "chi:123m peng:9s gang:7p chi:345p");
    assert_eq!(rows[3]["big_hands"], serde_json::json!(["quanqiuren"]));
    assert!(rows[4]["error"].as_str().unwrap().contains("character 2"));
    assert!(rows[4].get("win").is_none());
    assert_eq!(
        rows[5]["opening"],
        serde_json::json!(["dasixi", "banbanhu", "queyise", "liuliushun", "liuliushun"])
    );
    assert!(rows[6]["error"].as_str().unwrap().contains("must have 10 or 11"));
    assert!(rows[7]["error"].is_string());
}

#[test]
fn one_hand_as_json() {
    let out = ok(&["analyze", "258m258s258p22558m", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["big_hands"], serde_json::json!(["jiangjianghu"]));
    assert_eq!(v["units"], 1);
}

#[test]
fn expert_ranking_with_seen_tiles() {
    // 6m leaves 34m on 2m/5m (3 + 2 unseen) and is EXPERT's first choice…
    let out = ok(&["analyze", "123m456s789p55m34m6m", "--rules", "eval-v1", "--draws", "8"]);
    assert!(out.contains("EXPERT ranking (8 draws to come, 0 tiles seen elsewhere):"), "{out}");
    assert!(out.contains(" 1. discard 6m: ready, waiting on 25m (5 tiles, 2 kinds)"), "{out}");
    assert!(out.contains("打 六万: 听牌, 听 二万 五万 共 2 种 5 张"), "{out}");
    // …and with the other three 2m seen, both wait on the two 5m alone.
    let out = ok(&["analyze", "123m456s789p55m34m6m", "--rules", "eval-v1", "--seen", "222m"]);
    assert!(out.contains("3 tiles seen elsewhere"), "{out}");
    assert!(out.contains("discard 6m: ready, waiting on 5m (2 tiles, 1 kind)"), "{out}");
    assert!(out.contains("discard 3m: ready, waiting on 5m (2 tiles, 1 kind)"), "{out}");
    // The rest of the report counts the seen tiles out too.
    let out = ok(&["analyze", "123m456s789p2345m", "--seen", "55m"]);
    assert!(out.contains("5m 五万 (1 left) — 3 tiles"), "{out}");
    let out = ok(&["analyze", "123m456s789p2345m9s", "--seen", "55m"]);
    assert!(out.contains("1. 9s 九条  shanten 0, 3 tiles: 2m×2 5m×1"), "{out}");
    // A fifth copy is an error, not a panic.
    let bad = majiang(&["analyze", "123m456s789p55m34m6m", "--seen", "5555m"], "");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--seen"));
}

#[test]
fn batch_json_has_the_expert_ranking() {
    let out = majiang(
        &["analyze", "--batch", "--format", "json", "--seen", "2m", "--draws", "6"],
        "123m456s789p2345m9s\n123m456s789p2345m\n",
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let top = &rows[0]["expert"][0];
    assert_eq!(top["tile"], 17, "{text}"); // 9s
    assert_eq!(top["shanten"], 0);
    // 2m: 4 − 2 held − 1 seen; 5m: 4 − 1 held.
    assert_eq!(top["useful"], serde_json::json!([[1, 1], [4, 3]]));
    assert_eq!(top["useful_kinds"], serde_json::json!([1, 4]));
    assert_eq!(top["unseen_copies"], 4);
    // A discard a step behind still lists its useful draws.
    let last = &rows[0]["expert"][11];
    assert_eq!(last["shanten"], 1);
    assert!(last["unseen_copies"].as_u64().unwrap() > 0, "{text}");
    assert!(last["reason"].as_str().unwrap().ends_with("a step behind the best"));
    // The hint keys are the bindings' (docs/names.md); the 0.1 keys stay for
    // one release with the same values.
    for (old, new) in
        [("discard", "tile"), ("useful_tiles", "unseen_copies"), ("reason_en", "reason")]
    {
        assert_eq!(top[old], top[new], "{old}");
        assert_eq!(last[old], last[new], "{old}");
    }
    assert!(top["reason_zh"].as_str().unwrap().starts_with("打 九条: 听牌"));
    assert_eq!(rows[1]["expert"], serde_json::json!([]));
}

#[test]
fn draws_beyond_the_wall_are_refused() {
    let out = majiang(&["analyze", "123m456s789p2345m9s", "--draws", "999"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--draws 999: own draws to come are 0-14 under the changsha rules"),
        "{err}"
    );
    let out = ok(&["analyze", "123m456s789p2345m9s", "--draws", "14"]);
    assert!(out.contains("EXPERT ranking (14 draws to come"), "{out}");
}

/// Hands of 转转 and 红中 (melds, 中 in sets, pairs and seven pairs) whose
/// win, shanten and waits come from the brute-force references of the
/// root package (`tests/hongzhong.rs` checks every row against them):
/// through the batch JSON output, 0 mismatches.
#[test]
fn flat_rules_batch_json_matches_the_references() {
    let fixture = include_str!("data/flat_batch.tsv");
    let mut checked = 0;
    for rules in ["zhuanzhuan", "hongzhong"] {
        let rows: Vec<Vec<&str>> = fixture
            .lines()
            .map(|l| l.split('\t').collect::<Vec<_>>())
            .filter(|r| r[0] == rules)
            .collect();
        let input: String =
            rows.iter()
                .map(|r| {
                    if r[2] == "-" {
                        format!("{}\n", r[1])
                    } else {
                        format!("{} | {}\n", r[1], r[2])
                    }
                })
                .collect();
        let out = majiang(&["analyze", "--batch", "--rules", rules, "--format", "json"], &input);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), rows.len());
        for (row, v) in rows.iter().zip(&lines) {
            let waits: Vec<u64> = if row[5] == "-" {
                Vec::new()
            } else {
                row[5].split(',').map(|x| x.parse().unwrap()).collect()
            };
            assert_eq!(v["win"], row[3].parse::<bool>().unwrap(), "{rules} {row:?}: {v}");
            assert_eq!(v["shanten"], row[4].parse::<i64>().unwrap(), "{rules} {row:?}: {v}");
            assert_eq!(v["waits"], serde_json::json!(waits), "{rules} {row:?}: {v}");
            assert_eq!(v["big_hands"], serde_json::json!([]), "flat scoring has no big hands");
            // A win is small there, as the library's analysis says.
            assert_eq!(v["small"], v["win"], "{rules} {row:?}: {v}");
            checked += 1;
        }
    }
    assert_eq!(checked, 1000);
}

#[test]
fn flat_rules_one_hand_and_bad_input() {
    // 1111m and a 中: 111m and a 1m pair under 红中.
    let out = ok(&["analyze", "1111m5z123p456p789p", "--rules", "hongzhong"]);
    assert!(out.contains("Win:     yes — every win pays alike"), "{out}");
    // Ready on 中 alone (a fifth 1m does not exist).
    let out = ok(&["analyze", "1111m123p456p789p", "--rules", "hongzhong", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["shanten"], 0);
    assert_eq!(v["waits"], serde_json::json!([31]));
    // Any pair under 转转; Changsha wants 2, 5 or 8.
    let out = ok(&["analyze", "123m456s789p234m11s", "--rules", "zhuanzhuan", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["win"], true);
    // 中 is refused outside 红中, naming the rules.
    for rules in ["changsha", "zhuanzhuan"] {
        let out = majiang(&["analyze", "1111m5z123p456p789p", "--rules", rules], "");
        assert!(!out.status.success());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&format!("tile 5z is not used by the {rules} rules")), "{err}");
    }
    // In a batch the line says so and the batch goes on.
    let out = majiang(
        &["analyze", "--batch", "--rules", "zhuanzhuan", "--format", "json"],
        "1111m5z123p456p789p\n123m456s789p234m11s\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert!(rows[0]["error"].as_str().unwrap().contains("not used by the zhuanzhuan"), "{text}");
    assert_eq!(rows[1]["win"], true);
    // An unknown preset names the allowed ones.
    let out = majiang(&["analyze", "123m", "--rules", "guobiao"], "");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("zhuanzhuan") && err.contains("hongzhong"), "{err}");
    // A second wildcard under the flat rules is refused.
    let out = majiang(
        &["analyze", "1111m5z123p456p789p", "--rules", "hongzhong", "--wildcard", "5m"],
        "",
    );
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("only wildcard is 红中"));
}

/// 四川 hands (one, two and three suits; 碰, 直杠, 暗杠, 面下杠; seven pairs)
/// whose win (缺一门 included), fan and patterns come from the brute-force
/// reference of the root package (`tests/sichuan.rs` checks every row
/// against it): through the batch JSON output, 0 mismatches.
#[test]
fn sichuan_batch_json_matches_the_reference() {
    let rows: Vec<Vec<&str>> = include_str!("data/sichuan_batch.tsv")
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .collect();
    let input: String = rows
        .iter()
        .map(|r| if r[1] == "-" { format!("{}\n", r[0]) } else { format!("{} | {}\n", r[0], r[1]) })
        .collect();
    let out = majiang(&["analyze", "--batch", "--rules", "sichuan", "--format", "json"], &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), rows.len());
    let mut mismatches = Vec::new();
    for (row, v) in rows.iter().zip(&lines) {
        let patterns: Vec<&str> =
            if row[4] == "-" { Vec::new() } else { row[4].split(',').collect() };
        let expected = serde_json::json!({
            "win": row[2].parse::<bool>().unwrap(),
            "fan": row[3].parse::<u32>().unwrap(),
            "patterns": patterns,
        });
        let got =
            serde_json::json!({ "win": v["win"], "fan": v["fan"], "patterns": v["patterns"] });
        if got != expected {
            mismatches.push(format!("{row:?}: {v}"));
        }
    }
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
    let wins = lines.iter().filter(|v| v["win"] == true).count();
    assert!(wins > 300 && wins < rows.len(), "the fixture has wins and non-wins");
}

#[test]
fn sichuan_one_hand_names_the_patterns() {
    // X7: 对对胡 + 金钩钓 + 根, 3 fan, 8× at the default cap.
    let out =
        ok(&["analyze", "55m", "--melds", "peng:1m peng:4m peng:7p gang:8p", "--rules", "sichuan"]);
    assert!(out.contains("Win:     yes — 3 fan (番), 8× the base (cap 4 fan = 16×)"), "{out}");
    assert!(out.contains("对对胡 duiduihu (all triplets) 1"), "{out}");
    assert!(out.contains("金钩钓 jingoudiao (single wait on four melds) 1"), "{out}");
    assert!(out.contains("根 gen (a four of a kind) 1"), "{out}");
    // A 杠上花 adds its pattern on the self-draw line.
    let out = ok(&[
        "analyze",
        "234m567m33m789s",
        "--melds",
        "an_gang:6s",
        "--rules",
        "sichuan",
        "--kong-flip",
    ]);
    assert!(out.contains("self-draw 自摸: 2 fan"), "{out}");
    assert!(out.contains("杠上花 gangshanghua"), "{out}");
    // All three suits: no win (缺一门), though the shape is complete.
    let out = ok(&["analyze", "123m456m234p678p99s", "--rules", "sichuan"]);
    assert!(out.contains("Win:     no — tiles of all three suits"), "{out}");
    let out = ok(&["analyze", "123m456m234p678p99s", "--rules", "sichuan", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!((v["win"].clone(), v["fan"].clone()), (Value::Bool(false), serde_json::json!(0)));
    // A ready hand: its 四川 waits with their fan; a tile of a third suit never wins.
    let out = ok(&["analyze", "123456789m2345m", "--rules", "sichuan"]);
    assert!(out.contains("5m 五万: 2 fan"), "{out}");
    let out = ok(&["analyze", "123m456m789m234p9s", "--rules", "sichuan", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    // The rules' distance: the 9s must go first (缺一门); the shape's is 0.
    assert_eq!((v["shanten"].clone(), v["shape_shanten"].clone()), (json!(1), json!(0)));
    assert_eq!(v["waits"], serde_json::json!([]), "9s would make three suits");
    // A complete shape holding three suits: not −1.
    let out = ok(&["analyze", "123m456m234p678p99s", "--rules", "sichuan", "--format", "json"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!((v["shanten"].clone(), v["shape_shanten"].clone()), (json!(1), json!(-1)));
    let out = ok(&["analyze", "123m456m234p678p99s", "--rules", "sichuan"]);
    assert!(out.contains("Shanten: 1 (1 tile from ready, clearing a suit"), "{out}");
    // TSV: the 四川 columns.
    let out = majiang(
        &["analyze", "--batch", "--rules", "sichuan", "--header"],
        "1111m33m55m22p66p99p\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "hand\tmelds\twin\tshanten\twaits\tfan\tpatterns\terror\n\
         1111m33m55m22p66p99p\t-\ttrue\t-1\t-\t3\tlongqidui\t-\n"
    );
    // No 吃, no wildcard under these rules.
    let out = majiang(
        &["analyze", "--batch", "--rules", "sichuan", "--format", "json"],
        "456m789m56p99p7p | chi:123m\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("has no 吃"), "{text}");
    let out = majiang(&["analyze", "123m", "--rules", "sichuan", "--wildcard", "5m"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("no wildcard"));
}

/// The four context cases: a situational win the hand cannot have
/// is never paid; the command says why, and fails when no way of winning fits.
#[test]
fn contexts_the_hand_cannot_have_are_refused_with_the_reason() {
    let refused = |args: &[&str], why: &str| {
        let out = majiang(args, "");
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(why), "{args:?}: {err}");
    };
    // 杠上花 / 杠上开花 with no kong: the self-draw line says why, and only
    // 杠上炮 (the konger's discard) is paid.
    for rules in ["sichuan", "changsha"] {
        let out = ok(&["analyze", "11223344556677m", "--rules", rules, "--kong-flip"]);
        assert!(out.contains("self-draw 自摸: not possible"), "{out}");
        assert!(out.contains("needs a kong"), "{out}");
        assert!(!out.contains("gangshanghua") && !out.contains("gangshangkaihua"), "{out}");
    }
    // 抢杠胡 on a hand with no single copy of any kind.
    for rules in ["sichuan", "changsha"] {
        refused(
            &["analyze", "11223344556677m", "--rules", rules, "--robbed-kong"],
            "single copy of the winning kind",
        );
    }
    // 天胡 with a 碰; 地胡 for the dealer on a discard.
    for rules in ["sichuan", "changsha"] {
        refused(
            &[
                "analyze",
                "123m456m789m55m",
                "--melds",
                "peng:1p",
                "--rules",
                rules,
                "--first-turn",
                "--dealer",
            ],
            "closed hand",
        );
    }
    let out =
        ok(&["analyze", "123m456m789m111p55m", "--rules", "sichuan", "--first-turn", "--dealer"]);
    assert!(out.contains("on a discard 点炮: not possible"), "{out}");
    assert!(!out.contains("dihu"), "{out}");
}

/// The targets carry their family's names (`RuleSet::target_name`): 四川 and
/// the flat tables call a plain win 平胡, 长沙 小胡; seven pairs are 四川's 七对.
#[test]
fn targets_named_by_the_family() {
    let sc = ok(&["analyze", "--rules", "sichuan", "123m456m789m2345s"]);
    assert!(sc.contains("by target: 平胡 regular 0"), "{sc}");
    assert!(sc.contains("七对 seven_pairs"), "{sc}");
    let zz = ok(&["analyze", "--rules", "zhuanzhuan", "123m456m789m2345s"]);
    assert!(zz.contains("by target: 平胡 regular 0"), "{zz}");
    assert!(!zz.contains("小胡"), "{zz}");
}
