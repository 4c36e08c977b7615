//! Actions across the boundary: the engine's stable encoding (a kind code
//! and a tile id, `majiang_core::game::Action`) as a two-byte POD struct,
//! checked field by field when the host hands one in.

use crate::error::{FfiError, FfiResult, MjStatus};
use majiang_core::game::Action;

/// The kind of an action, as `MjAction::kind` holds it: the engine's kind
/// codes, fixed forever (new actions get new codes).
///
/// | kind | tile | when |
/// |---|---|---|
/// | `PASS` | 0 | decline a claim, a win, or the last tile (海底) |
/// | `DISCARD` | the tile | own turn |
/// | `CHI` | lowest tile of the run | the previous player's discard |
/// | `PENG` | 0 | a discard, holding two |
/// | `GANG` | 0 | a discard, holding three, as 补张 |
/// | `KAI_GANG` | 0 | a discard, holding three, as 开杠 |
/// | `AN_GANG` | the kind | own turn, four in hand, as 补张 |
/// | `AN_KAI_GANG` | the kind | own turn, four in hand, as 开杠 |
/// | `BU_GANG` | the kind | own turn, adding to one's 碰, as 补张 |
/// | `BU_KAI_GANG` | the kind | own turn, adding to one's 碰, as 开杠 |
/// | `HU` | 0 | win: self-draw, on a discard, robbing a kong, on a flip |
/// | `TAKE_HAIDI` | 0 | take the last tile when it is offered |
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjActionKind {
    /// Decline.
    Pass = 0,
    /// Discard `tile`.
    Discard = 1,
    /// 吃 the run starting at `tile`.
    Chi = 2,
    /// 碰.
    Peng = 3,
    /// 杠 a discard as 补张.
    Gang = 4,
    /// 杠 a discard as 开杠.
    KaiGang = 5,
    /// 暗杠 of `tile` as 补张.
    AnGang = 6,
    /// 暗杠 of `tile` as 开杠.
    AnKaiGang = 7,
    /// 补杠 of `tile` as 补张.
    BuGang = 8,
    /// 补杠 of `tile` as 开杠.
    BuKaiGang = 9,
    /// 胡.
    Hu = 10,
    /// 要海底.
    TakeHaidi = 11,
    /// 四川 换三张: pass this tile (one per action, one suit).
    Exchange = 12,
    /// 四川 定缺: declare the suit in `tile` (0 万, 1 条, 2 筒) void.
    DingQue = 13,
}

/// One decision: `kind` is an `MjActionKind` value, `tile` the tile it
/// names (0 for kinds that name none, so every action has one encoding).
/// Lists of legal actions are sorted by `(kind, tile)`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct MjAction {
    /// `MjActionKind` value.
    pub kind: u8,
    /// Tile id, or 0.
    pub tile: u8,
}

impl MjAction {
    /// The encoding of a core action.
    pub(crate) fn of(a: Action) -> MjAction {
        let [kind, tile] = a.encode().to_be_bytes();
        MjAction { kind, tile }
    }

    /// The core action, or an error naming the bad field: an unknown kind
    /// or a tile where none belongs is `MJ_STATUS_INVALID_ARGUMENT`, a tile
    /// id out of range `MJ_STATUS_INVALID_TILE`. Whether the action is legal
    /// is the game's question.
    pub(crate) fn to_core(self) -> FfiResult<Action> {
        if self.kind >= Action::KINDS {
            return Err(FfiError::new(
                MjStatus::InvalidArgument,
                format!(
                    "`action.kind` = {} is not a MjActionKind (0-{})",
                    self.kind,
                    Action::KINDS - 1
                ),
            ));
        }
        // A tile given to a kind that takes none: said plainly, with the
        // value given (the core's generic refusal reads poorly here).
        if let Ok(bare) = Action::from_parts(self.kind, 0)
            && bare.tile().is_none()
            && !matches!(bare, Action::DingQue(_))
            && self.tile != 0
        {
            return Err(FfiError::new(
                MjStatus::InvalidArgument,
                format!(
                    "`action.tile` = {}: a {} action names no tile (the game knows what it \
                     applies to); pass 0",
                    self.tile,
                    bare.name()
                ),
            ));
        }
        Action::from_parts(self.kind, self.tile).map_err(|e| {
            let mut e = FfiError::at(format_args!("`action` {{{}, {}}}", self.kind, self.tile), e);
            if e.status != MjStatus::InvalidTile {
                e.status = MjStatus::InvalidArgument;
            }
            e
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majiang_core::{Suit, Tile};

    #[test]
    fn kinds_are_the_engine_codes() {
        let kinds = [
            (MjActionKind::Pass, Action::Pass),
            (MjActionKind::Discard, Action::Discard(Tile::try_from(3u8).unwrap())),
            (MjActionKind::Chi, Action::Chi(Tile::try_from(3u8).unwrap())),
            (MjActionKind::Peng, Action::Peng),
            (MjActionKind::Gang, Action::Gang),
            (MjActionKind::KaiGang, Action::KaiGang),
            (MjActionKind::AnGang, Action::AnGang(Tile::try_from(3u8).unwrap())),
            (MjActionKind::AnKaiGang, Action::AnKaiGang(Tile::try_from(3u8).unwrap())),
            (MjActionKind::BuGang, Action::BuGang(Tile::try_from(3u8).unwrap())),
            (MjActionKind::BuKaiGang, Action::BuKaiGang(Tile::try_from(3u8).unwrap())),
            (MjActionKind::Hu, Action::Hu),
            (MjActionKind::TakeHaidi, Action::TakeHaidi),
            (MjActionKind::Exchange, Action::Exchange(Tile::try_from(3u8).unwrap())),
            (MjActionKind::DingQue, Action::DingQue(Suit::Tong)),
        ];
        assert_eq!(kinds.len(), usize::from(Action::KINDS));
        for (kind, action) in kinds {
            assert_eq!(kind as u8, action.code());
            assert_eq!(format!("{kind:?}").to_lowercase(), action.name().replace('_', ""));
            let encoded = MjAction::of(action);
            assert_eq!(encoded.to_core().unwrap(), action);
            assert_eq!(u16::from(encoded.kind) << 8 | u16::from(encoded.tile), action.encode());
        }
    }

    #[test]
    fn bad_fields_are_named() {
        let e = MjAction { kind: 14, tile: 0 }.to_core().unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidArgument);
        assert!(e.message.starts_with("`action.kind` = 14"), "{}", e.message);
        // 定缺 names a suit, 0-2.
        assert!(MjAction { kind: 13, tile: 2 }.to_core().is_ok());
        let e = MjAction { kind: 13, tile: 3 }.to_core().unwrap_err();
        assert!(e.message.contains("万"), "{}", e.message);
        let e = MjAction { kind: 1, tile: 40 }.to_core().unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidTile);
        assert!(e.message.contains("40"), "{}", e.message);
        let e = MjAction { kind: 3, tile: 5 }.to_core().unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidArgument);
        assert_eq!(
            e.message,
            "`action.tile` = 5: a peng action names no tile (the game knows what it applies to); \
             pass 0"
        );
        let e = MjAction { kind: 2, tile: 7 }.to_core().unwrap_err();
        assert_eq!(e.status, MjStatus::InvalidArgument);
    }
}
