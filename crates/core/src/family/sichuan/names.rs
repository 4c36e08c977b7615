//! What 四川 calls its targets: 平胡, 对对胡, 七对 (its fan patterns name
//! themselves: [`super::Pattern`]); the rest keep 长沙's names.
use crate::rules::Target;

/// The 中文 and English names of `t` at a 四川 table.
pub(crate) const fn target_name(t: Target) -> (&'static str, &'static str) {
    match t {
        Target::Regular => ("平胡", "a plain hand"),
        Target::PengPengHu => ("对对胡", "all triplets"),
        Target::SevenPairs => ("七对", "seven pairs"),
        _ => crate::family::changsha::names::target_name(t),
    }
}
