//! libFuzzer target over every C ABI entry point that takes host data. The
//! input's first byte picks the entry points, the rest becomes their
//! arguments; the checks are the shared differential oracles of
//! `crates/ffi/tests/common/oracle.rs` (the seeded fuzz test uses them too),
//! so a panic here is an ABI bug: a status the core disagrees with, an
//! out-parameter written on failure, a missing message, or a Rust panic
//! reported as `MJ_STATUS_PANIC`.
#![no_main]

#[path = "../../tests/common/oracle.rs"]
mod oracle;

use libfuzzer_sys::fuzz_target;
use majiang_abi::{MjMeld, MjRules};
use majiang_core::RuleSet;
use oracle::{AnalysisInput, HandInput, Tally};
use std::sync::OnceLock;

/// Rule-set handles made once per process (the fuzzer calls the target
/// millions of times); shared read-only, as the C API allows.
struct Handles(Vec<(*mut MjRules, RuleSet)>);
unsafe impl Send for Handles {}
unsafe impl Sync for Handles {}

fn handles() -> &'static [(*mut MjRules, RuleSet)] {
    static HANDLES: OnceLock<Handles> = OnceLock::new();
    &HANDLES
        .get_or_init(|| {
            Handles(
                oracle::presets()
                    .into_iter()
                    .map(|(spec, rules)| {
                        let (preset, wildcard) = match spec.split_once("+w") {
                            Some((p, w)) => (p, Some(w.parse::<i32>().unwrap())),
                            None => (spec, None),
                        };
                        let h = match preset {
                            "changsha" => majiang_abi::mj_rules_new_changsha(),
                            "standard" => majiang_abi::mj_rules_new_standard(),
                            _ => majiang_abi::mj_rules_new_eval_v1(),
                        };
                        if let Some(w) = wildcard {
                            unsafe { majiang_abi::mj_rules_set_wildcard(h, w) };
                        }
                        (h, rules)
                    })
                    .collect(),
            )
        })
        .0
}

fn i32_at(data: &[u8], at: usize) -> i32 {
    let mut b = [0u8; 4];
    for (i, slot) in b.iter_mut().enumerate() {
        *slot = data.get(at + i).copied().unwrap_or(0);
    }
    i32::from_le_bytes(b)
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let mut tally = Tally::default();
    match selector % 8 {
        0 => {
            // [rules, target, null, meld count, (kind, tile)..., tiles...]
            let [r, target, null, count, body @ ..] = rest else { return };
            let (handle, rules) = handles()[usize::from(*r) % handles().len()];
            let count = usize::from(*count % 6).min(body.len() / 2);
            let melds: Vec<MjMeld> =
                body[..2 * count].chunks(2).map(|c| MjMeld { kind: c[0], tile: c[1] }).collect();
            let tiles = &body[2 * count..];
            let tiles = &tiles[..tiles.len().min(20)];
            let input = HandInput {
                handle,
                rules: &rules,
                tiles,
                melds: &melds,
                target: i32::from(*target as i8),
                null: *null % 16,
            };
            oracle::hand_calls(&mut tally, &input);
        }
        1 => {
            // [cap, text...] (text up to the first NUL)
            let Some((&cap, text)) = rest.split_first() else { return };
            let text = text.split(|&b| b == 0).next().unwrap_or_default();
            oracle::notation_calls(&mut tally, text, usize::from(cap % 24));
        }
        2 => {
            // [cap, chinese, ids...]
            let [cap, chinese, ids @ ..] = rest else { return };
            oracle::format_calls(&mut tally, &ids[..ids.len().min(20)], usize::from(*cap), chinese & 1 == 1);
        }
        3 => {
            // [option i32, value i32, tile i32] on a fresh handle each time.
            let scratch = majiang_abi::mj_rules_new_standard();
            oracle::rules_calls(&mut tally, scratch, i32_at(rest, 0), i32_at(rest, 4), i32_at(rest, 8));
            unsafe { majiang_abi::mj_rules_free(scratch) };
        }
        4 => oracle::last_error_call(&mut tally, usize::from(rest.first().copied().unwrap_or(0))),
        5 => {
            // [rules, ctx (NULL when the first byte is 0xFF) x6, winner, payer, dealer, cap,
            //  unseen (0 = NULL, else every kind n % 6), birds (n % 4; n / 4 % 4 analysis
            //  edits), meld count, birds..., (kind, tile)..., tiles..., edits (3 bytes each)]
            let [r, ctx @ .., winner, payer, dealer, cap, unseen, birds, count] = rest.get(..14).unwrap_or_default()
            else { return };
            let ctx: [u8; 6] = ctx.try_into().unwrap();
            let body = &rest[14..];
            let edits = (3 * usize::from(birds / 4 % 4)).min(body.len());
            let (body, corrupt) = body.split_at(body.len() - edits);
            let (handle, rules) = handles()[usize::from(*r) % handles().len()];
            let nb = usize::from(birds % 4).min(body.len());
            let (birds, body) = body.split_at(nb);
            let count = usize::from(*count % 6).min(body.len() / 2);
            let melds: Vec<MjMeld> =
                body[..2 * count].chunks(2).map(|c| MjMeld { kind: c[0], tile: c[1] }).collect();
            let tiles = &body[2 * count..];
            let tiles = &tiles[..tiles.len().min(20)];
            let input = AnalysisInput {
                hand: HandInput { handle, rules: &rules, tiles, melds: &melds, target: 0, null: 9 },
                ctx: (ctx[0] != 0xFF).then_some(ctx),
                winner: i32::from(*winner as i8),
                payer: i32::from(*payer as i8),
                dealer: i32::from(*dealer as i8),
                birds,
                unseen: (*unseen != 0).then(|| [*unseen % 6; 34]),
                cap: usize::from(*cap % 16),
                corrupt,
            };
            oracle::analysis_calls(&mut tally, &input);
        }
        6 => {
            // [rules, difficulty (i8), seed, hand length, hand..., script...]
            let [r, d, seed, n, body @ ..] = rest else { return };
            let (handle, rules) = handles()[usize::from(*r) % handles().len()];
            let n = usize::from(*n % 16).min(body.len());
            let (hand, script) = body.split_at(n);
            let hands = vec![(hand.to_vec(), Vec::new()), (hand[..n.saturating_sub(1)].to_vec(), Vec::new())];
            oracle::ai_session(&mut tally, handle, &rules, i32::from(*d as i8), u64::from(*seed), &hands, script);
        }
        _ => {
            // [rules, dealer (i8), difficulty, seed (2 bytes), script...]
            let [r, dealer, d, s0, s1, script @ ..] = rest else { return };
            let (handle, rules) = handles()[usize::from(*r) % handles().len()];
            let seed = u64::from(u16::from_le_bytes([*s0, *s1]));
            oracle::game_session(&mut tally, handle, &rules, seed, i32::from(*dealer as i8), i32::from(*d), script);
        }
    }
});
