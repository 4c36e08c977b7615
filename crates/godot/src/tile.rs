//! `MahjongTile`: a tile value for GDScript, for projects that have no `Tile`
//! class of their own (the tutorial's projects do, and keep using theirs).

use crate::convert::{self, or_report};
use godot::classes::ResourceLoader;
use godot::prelude::*;
use majiang_core::Tile;

/// The addon's tile font, as `make-addon.sh` installs it.
const FONT_PATH: &str = "res://addons/majiang/fonts/NotoSansCJKsc-majiang.otf";

/// One tile kind: `id` (`suit * 9 + number - 1`, honours 27–33), `suit`
/// (0 万, 1 条, 2 筒, 3 honours) and `number` (1–9, honours 1–7).
///
/// Every majiang method that takes a tile also takes an int id, a String
/// (`"5m"`, `"五万"`) or any object with `suit` and `number` — this class is
/// one such object. `str(tile)` gives the Chinese name (`五万`).
///
/// ```gdscript
/// var t := MahjongTile.create(0, 5)   # 五万
/// print(t.id, " ", t.notation())      # 4 5m
/// print(MahjongTile.id_of("九筒"))    # 26
/// ```
#[derive(GodotClass)]
#[class(no_init, base = RefCounted)]
pub struct MahjongTile {
    /// The kind id, 0–33.
    #[var(no_set)]
    id: i64,
    /// 0 = 万 (wan), 1 = 条 (tiao), 2 = 筒 (tong), 3 = honours.
    #[var(no_set)]
    suit: i64,
    /// 1–9 (honours: 1–7 for East, South, West, North, 中, 发, 白).
    #[var(no_set)]
    number: i64,
    tile: Tile,
}

impl MahjongTile {
    /// The GDScript object for a core tile.
    pub fn of(tile: Tile) -> Gd<MahjongTile> {
        Gd::from_object(MahjongTile {
            id: i64::from(tile.id()),
            suit: tile.suit().map_or(3, |s| s.index() as i64),
            number: i64::from(tile.number()),
            tile,
        })
    }
}

#[godot_api]
impl MahjongTile {
    /// Suit 万 (characters).
    #[constant]
    const WAN: i64 = 0;
    /// Suit 条 (bamboos).
    #[constant]
    const TIAO: i64 = 1;
    /// Suit 筒 (dots).
    #[constant]
    const TONG: i64 = 2;
    /// The honours (East … 白), in presets that play with them.
    #[constant]
    const HONOUR: i64 = 3;

    /// The tile with this suit and number; `null` (and an error printed) when
    /// there is no such tile.
    #[func]
    fn create(suit: i64, number: i64) -> Option<Gd<MahjongTile>> {
        or_report(
            "MahjongTile.create",
            convert::tile_from_suit_number(suit, number).map(Some),
            None,
        )
        .map(MahjongTile::of)
    }

    /// The tile with this kind id (0–33); `null` and an error otherwise.
    #[func]
    fn from_id(id: i64) -> Option<Gd<MahjongTile>> {
        Self::from_value(id.to_variant())
    }

    /// A tile from any form majiang accepts (int id, `"5m"`, `"五万"`, an
    /// object or Dictionary with `suit` and `number`); `null` and an error
    /// when it is not a tile.
    #[func]
    fn from_value(value: Variant) -> Option<Gd<MahjongTile>> {
        or_report("MahjongTile.from_value", convert::tile(&value).map(Some), None)
            .map(MahjongTile::of)
    }

    /// The kind id of a tile in any accepted form; -1 (and an error printed)
    /// when it is not a tile.
    #[func]
    fn id_of(value: Variant) -> i64 {
        or_report("MahjongTile.id_of", convert::tile(&value).map(|t| i64::from(t.id())), -1)
    }

    /// The compact notation: `5m`, `3s`, `9p`, `1z`.
    #[func]
    fn notation(&self) -> GString {
        GString::from(&self.tile.to_string())
    }

    /// The Chinese name: `五万`, `三条`, `九筒`, `东`.
    #[func]
    fn chinese(&self) -> GString {
        GString::from(&self.tile.chinese())
    }

    /// The addon's tile font (Noto Sans CJK SC cut down to the characters
    /// majiang shows: tile, meld, big-hand and opening-win names, the hints'
    /// reasons), for labels that show tiles where the system has no CJK
    /// font (minimal Linux installs, web exports). `null` and an error when
    /// `res://addons/majiang/fonts/NotoSansCJKsc-majiang.otf` is missing
    /// (the addon is not installed as `res://addons/majiang/`). Typed
    /// `Resource` (the extension is built with gdext's minimal class set,
    /// which has no `Font`): `var f: Font = MahjongTile.font()` and
    /// `add_theme_font_override("font", MahjongTile.font())` take it as is.
    #[func]
    fn font() -> Option<Gd<Resource>> {
        let font = ResourceLoader::singleton().load(FONT_PATH).filter(|r| r.is_class("Font"));
        if font.is_none() {
            crate::convert::report_error(&format!(
                "MahjongTile.font: no font at {FONT_PATH}; install the addon as res://addons/majiang/"
            ));
        }
        font
    }

    /// The Chinese name of a tile in any accepted form (`""` and an error
    /// when it is not a tile).
    #[func]
    fn name_of(value: Variant) -> GString {
        or_report(
            "MahjongTile.name_of",
            convert::tile(&value).map(|t| GString::from(&t.chinese())),
            GString::new(),
        )
    }
}

#[godot_api]
impl IRefCounted for MahjongTile {
    /// `str(tile)`: the Chinese name.
    fn to_string(&self) -> GString {
        self.chinese()
    }
}
