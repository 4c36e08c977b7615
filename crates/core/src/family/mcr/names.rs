//! What 国标 calls its targets: the forms of the competition rules (its fans
//! name themselves: [`super::Fan`]); the rest keep 长沙's names.
use crate::rules::Target;

/// The 中文 and English names of `t` at a 国标 table.
pub(crate) const fn target_name(t: Target) -> (&'static str, &'static str) {
    match t {
        Target::Regular => ("基本和型", "four sets and a pair"),
        Target::PengPengHu => ("碰碰和", "all pungs"),
        Target::QingYiSe => ("清一色", "full flush"),
        Target::SevenPairs => ("七对", "seven pairs"),
        Target::QuanQiuRen => ("全求人", "melded hand"),
        Target::ThirteenOrphans => ("十三幺", "thirteen orphans"),
        _ => crate::family::changsha::names::target_name(t),
    }
}
