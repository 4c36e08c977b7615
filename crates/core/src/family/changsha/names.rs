//! What 长沙 calls its targets: 小胡 is 长沙's word for a win with no big
//! hand (a plain win of the regular shape with its 2-5-8 pair), and the
//! thirteen orphans the `standard` preset adds take their Chinese name 十三幺.
//! The big hands and opening wins name themselves ([`super::score`]).
use crate::rules::Target;

/// The 中文 and English names of `t` at a 长沙 table.
pub(crate) const fn target_name(t: Target) -> (&'static str, &'static str) {
    match t {
        Target::Regular => ("小胡", "small hand"),
        Target::PengPengHu => ("碰碰胡", "all triplets"),
        Target::QingYiSe => ("清一色", "one suit"),
        Target::SevenPairs => ("七小对", "seven pairs"),
        Target::JiangJiangHu => ("将将胡", "all 2-5-8"),
        Target::QuanQiuRen => ("全求人", "all melded"),
        Target::ThirteenOrphans => ("十三幺", "thirteen orphans"),
    }
}

impl Target {
    /// The Chinese name at a 长沙 table (小胡 for the regular shape, 十三幺
    /// for thirteen orphans); [`RuleSet::target_name`](crate::RuleSet::target_name)
    /// names a target in the rules' own family.
    #[must_use]
    pub const fn chinese(self) -> &'static str {
        target_name(self).0
    }
}
