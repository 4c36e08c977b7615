//! What the flat tables call their targets: every win pays alike (不分大小胡),
//! so a plain win is 平胡, never a 小胡; the other targets keep 长沙's names.
use crate::rules::Target;

/// The 中文 and English names of `t` at a flat table.
pub(crate) const fn target_name(t: Target) -> (&'static str, &'static str) {
    match t {
        Target::Regular => ("平胡", "a plain hand"),
        _ => crate::family::changsha::names::target_name(t),
    }
}
