//! `MahjongMeld`: a meld value for GDScript, and the meld-kind constants.

use crate::convert::{self, or_report};
use godot::prelude::*;
use majiang_core::{Meld, MeldKind};

/// A meld (副露): its `kind` and its `tiles` (kind ids, lowest first).
///
/// Methods that take melds accept this class, any object or Dictionary with
/// a `kind` (or `type`) and `tiles`, a String such as `"peng:5m"` or an Array
/// of the meld's tiles. `str(meld)` gives the notation (`chi:345s`).
///
/// ```gdscript
/// var m := MahjongMeld.create(MahjongMeld.PENG, [4, 4, 4])
/// print(m)                                  # peng:5m
/// print(MahjongMeld.parse("chi:345s").tiles)  # [11, 12, 13]
/// ```
#[derive(GodotClass)]
#[class(no_init, base = RefCounted)]
pub struct MahjongMeld {
    /// `CHI`, `PENG`, `GANG` (exposed, from a discard), `AN_GANG` (concealed)
    /// or `BU_GANG` (added to one's own peng).
    #[var(no_set)]
    kind: i64,
    /// The tiles as kind ids, lowest first (3, or 4 for a kong).
    #[var(no_set)]
    tiles: Array<i64>,
    meld: Meld,
}

impl MahjongMeld {
    /// The GDScript object for a core meld.
    pub fn of(meld: Meld) -> Gd<MahjongMeld> {
        Gd::from_object(MahjongMeld {
            kind: meld.kind() as i64,
            tiles: meld.tiles().map(|t| i64::from(t.id())).collect(),
            meld,
        })
    }
}

#[godot_api]
impl MahjongMeld {
    /// 吃: a run completed with the previous player's discard.
    #[constant]
    pub const CHI: i64 = MeldKind::Chi as i64;
    /// 碰: a triplet completed with a discard.
    #[constant]
    pub const PENG: i64 = MeldKind::Peng as i64;
    /// 杠 (明杠): a kong made from a discard.
    #[constant]
    pub const GANG: i64 = MeldKind::Gang as i64;
    /// 暗杠: a concealed kong.
    #[constant]
    pub const AN_GANG: i64 = MeldKind::AnGang as i64;
    /// 补杠: a fourth tile added to one's own peng.
    #[constant]
    pub const BU_GANG: i64 = MeldKind::BuGang as i64;

    /// A meld of `kind` (int or name) from its tiles (any tile form); `null`
    /// and an error when the tiles do not make that kind.
    #[func]
    fn create(kind: Variant, tiles: Variant) -> Option<Gd<MahjongMeld>> {
        let mut d = VarDictionary::new();
        d.set("kind", &kind);
        d.set("tiles", &tiles);
        Self::from_value(d.to_variant())
    }

    /// A meld from notation: `peng:5m`, `chi:345s`, `an_gang:9p`; `null` and
    /// an error when it cannot be read.
    #[func]
    fn parse(text: GString) -> Option<Gd<MahjongMeld>> {
        Self::from_value(text.to_variant())
    }

    /// A meld from any form majiang accepts; `null` and an error otherwise.
    #[func]
    fn from_value(value: Variant) -> Option<Gd<MahjongMeld>> {
        or_report("MahjongMeld.from_value", convert::meld(&value).map(Some), None)
            .map(MahjongMeld::of)
    }

    /// The kind's name: `chi`, `peng`, `gang`, `an_gang` or `bu_gang`.
    #[func]
    fn kind_name(&self) -> GString {
        GString::from(self.meld.kind().name())
    }
}

#[godot_api]
impl IRefCounted for MahjongMeld {
    /// `str(meld)`: the notation, `peng:5m`.
    fn to_string(&self) -> GString {
        GString::from(&self.meld.to_string())
    }
}
