//! The hint list for GDScript: EXPERT's ranked discards
//! ([`Expert::hints`]) as Dictionaries a game can show.

use crate::convert;
use godot::prelude::*;
use majiang_core::expert::{Expert, Hint, Position};
use majiang_core::{Counts, Hand, RuleSet, Suit, Tile};

/// EXPERT's ranking of the discards of a complete-size hand (best first),
/// each a Dictionary: `tile`, `index` (its first position in `order`, the
/// caller's hand, or -1), `shanten` (after the discard; 0 = ready),
/// `useful_kinds` (kinds that would help, the waits when ready),
/// `unseen_copies` (copies of them not seen), `win_prob` (estimated
/// probability of winning within the player's draws to come, 0 to 1),
/// `points` (expected points), `targets` (the closest winning shapes, e.g.
/// `["regular"]`, `["seven_pairs"]`: the core's [`Target::name`], as
/// every front end names them), `reason` and `reason_zh` (one line
/// each). The 0.1 keys `draws` and `draws_left` stay, with the same values as
/// `useful_kinds` and `unseen_copies`, for one release (deprecated). `unseen`
/// counts the copies the player has not seen (its own tiles and every
/// observed one taken out); `draws` is the player's own draws still to come
/// (国标 prices the seat's wind as East's: no dealer is known here; a table
/// seat's list is [`majiang_core::expert::seat_hints`]). `void` is a 四川
/// seat's declared void suit (定缺): EXPERT's 四川 ranking
/// ([`Expert::sichuan_hints`]) then lists only that suit's tiles while the
/// hand holds one, and counts no draw of it as useful afterwards.
pub fn hint_list(
    hand: &Hand,
    order: &[Tile],
    rules: &RuleSet,
    unseen: &Counts,
    draws: u32,
    void: Option<Suit>,
) -> majiang_core::Result<Array<VarDictionary>> {
    let pos = Position::new(hand, rules, unseen, draws);
    Ok(hint_dicts(&Expert::default().hints_with_void(&pos, void)?, order))
}

/// `hints` as [`hint_list`]'s Dictionaries, each `index` the hint's first
/// position in `order` (or -1).
pub fn hint_dicts(hints: &[Hint], order: &[Tile]) -> Array<VarDictionary> {
    hints
        .iter()
        .map(|h| {
            let index = order.iter().position(|t| *t == h.tile).map_or(-1, |i| i as i64);
            let useful: Array<i64> = h.useful.iter().map(|(t, _)| i64::from(t.id())).collect();
            let targets: PackedStringArray =
                h.targets.iter().map(|&t| GString::from(t.name())).collect();
            convert::dict(&[
                ("tile", i64::from(h.tile.id()).to_variant()),
                ("index", index.to_variant()),
                ("shanten", i64::from(h.shanten).to_variant()),
                ("useful_kinds", useful.to_variant()),
                ("unseen_copies", i64::from(h.useful_tiles).to_variant()),
                // Deprecated 0.1 names, kept for one release.
                ("draws", useful.to_variant()),
                ("draws_left", i64::from(h.useful_tiles).to_variant()),
                ("win_prob", h.win_prob.to_variant()),
                ("points", h.points.to_variant()),
                ("targets", targets.to_variant()),
                ("reason", h.reason_en.to_variant()),
                ("reason_zh", h.reason_zh.to_variant()),
            ])
        })
        .collect()
}
