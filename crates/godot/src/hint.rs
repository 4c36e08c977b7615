//! The hint list for GDScript: EXPERT's ranked discards
//! ([`Expert::hints`]) as Dictionaries a game can show.

use crate::convert;
use godot::prelude::*;
use majiang_core::expert::{Expert, Position};
use majiang_core::{Counts, Hand, RuleSet, Target, Tile};

/// The target names a hint lists (`"regular"` is the small hand).
fn target_name(t: Target) -> &'static str {
    match t {
        Target::Regular => "regular",
        Target::PengPengHu => "pengpenghu",
        Target::QingYiSe => "qingyise",
        Target::SevenPairs => "qixiaodui",
        Target::JiangJiangHu => "jiangjianghu",
        Target::QuanQiuRen => "quanqiuren",
        Target::ThirteenOrphans => "thirteen_orphans",
    }
}

/// EXPERT's ranking of the discards of a complete-size hand (best first),
/// each a Dictionary: `tile`, `index` (its first position in `order`, the
/// caller's hand, or -1), `shanten` (after the discard; 0 = ready), `draws`
/// (kinds that would help, the waits when ready), `draws_left` (copies of
/// them not seen), `win_prob` (estimated probability of winning within
/// `draws_left_in_wall`, 0 to 1), `points` (expected points), `targets`
/// (the closest winning shapes, e.g. `["regular"]`, `["qixiaodui"]`),
/// `reason` and `reason_zh` (one line each). `unseen` counts the copies the
/// player has not seen (its own tiles and every observed one taken out);
/// `draws` is the player's own draws still to come.
pub fn hint_list(
    hand: &Hand,
    order: &[Tile],
    rules: &RuleSet,
    unseen: &Counts,
    draws: u32,
) -> majiang_core::Result<Array<VarDictionary>> {
    Ok(Expert::default()
        .hints(&Position::new(hand, rules, unseen, draws))?
        .iter()
        .map(|h| {
            let index = order.iter().position(|t| *t == h.tile).map_or(-1, |i| i as i64);
            let useful: Array<i64> = h.useful.iter().map(|(t, _)| i64::from(t.id())).collect();
            let targets: PackedStringArray =
                h.targets.iter().map(|&t| GString::from(target_name(t))).collect();
            convert::dict(&[
                ("tile", i64::from(h.tile.id()).to_variant()),
                ("index", index.to_variant()),
                ("shanten", i64::from(h.shanten).to_variant()),
                ("draws", useful.to_variant()),
                ("draws_left", i64::from(h.useful_tiles).to_variant()),
                ("win_prob", h.win_prob.to_variant()),
                ("points", h.points.to_variant()),
                ("targets", targets.to_variant()),
                ("reason", h.reason_en.to_variant()),
                ("reason_zh", h.reason_zh.to_variant()),
            ])
        })
        .collect())
}
