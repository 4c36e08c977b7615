//! The hint list for GDScript: the core's ranked discards
//! ([`discard_options`]) as Dictionaries a game can show.

use crate::convert;
use godot::prelude::*;
use majiang_core::notation::format_chinese;
use majiang_core::{Counts, DiscardOption, Hand, RuleSet, Tile, discard_options};

/// One line of explanation, in English and in Chinese.
fn reasons(o: &DiscardOption) -> (String, String) {
    let kinds = o.draws.kinds.len();
    let left = o.draws.total;
    let names = format_chinese(o.draws.kinds.iter());
    match o.shanten {
        -1 => ("the hand is complete".into(), "已和牌".into()),
        0 => (
            format!("ready: waits on {names} ({left} left)"),
            format!("听牌：等 {names}（剩{left}张）"),
        ),
        n => (
            format!("{n} from ready; {left} useful draws of {kinds} kinds"),
            format!("{n}向听，进张{kinds}种{left}张"),
        ),
    }
}

/// The ranked discards of a complete-size hand (best first: lowest
/// shanten, then most useful draws left), each a Dictionary: `tile`,
/// `index` (its first position in `order`, the caller's hand, or -1),
/// `shanten` (after the discard; 0 = ready), `draws` (kinds that would help,
/// the waits when ready), `draws_left` (copies of them not seen),
/// `reason` and `reason_zh`. `unseen` narrows the copies left to what the
/// player has not seen.
pub fn hint_list(
    hand: &Hand,
    order: &[Tile],
    rules: &RuleSet,
    unseen: Option<&Counts>,
) -> majiang_core::Result<Array<VarDictionary>> {
    Ok(discard_options(hand, rules, unseen)?
        .iter()
        .map(|o| {
            let (reason, reason_zh) = reasons(o);
            let index = order.iter().position(|t| *t == o.discard).map_or(-1, |i| i as i64);
            convert::dict(&[
                ("tile", i64::from(o.discard.id()).to_variant()),
                ("index", index.to_variant()),
                ("shanten", i64::from(o.shanten).to_variant()),
                ("draws", convert::tile_ids(o.draws.kinds).to_variant()),
                ("draws_left", i64::from(o.draws.total).to_variant()),
                ("reason", reason.to_variant()),
                ("reason_zh", reason_zh.to_variant()),
            ])
        })
        .collect())
}
