//! The option registry for hosts: every `MjRuleOption` with its name,
//! labels (中文, English), values, families and a preset's default, read
//! from the core's registry (`majiang_core::options`), so a host builds its
//! settings screen from data instead of a copy of the header's comments.

use crate::arg::{Out, name_of, text};
use crate::error::{FfiError, MjStatus};
use crate::panic::{guard, guard_value};
use crate::rules::{MjRuleOption, MjRules, option_arg};
use majiang_core::family::family_name;
use majiang_core::options::{self, FAMILIES, Values};
use majiang_core::{Error, RuleSet};
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

/// `MjRuleOptionInfo.families` bit: the Changsha table (changsha,
/// eval-v1, standard).
pub const MJ_FAMILY_CHANGSHA: u32 = 1;
/// `MjRuleOptionInfo.families` bit: the flat Hunan tables (zhuanzhuan,
/// hongzhong).
pub const MJ_FAMILY_HUNAN: u32 = 2;
/// `MjRuleOptionInfo.families` bit: 四川 (sichuan).
pub const MJ_FAMILY_SICHUAN: u32 = 4;

/// The values an option takes (`MjRuleOptionInfo.kind`).
#[repr(i32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MjRuleOptionKind {
    /// 0 (off) or 1 (on).
    Bool = 0,
    /// Any integer from `min` to `max`.
    Int = 1,
    /// One of `choices` labelled values (`mj_rule_option_choice`).
    Enum = 2,
}

/// What a settings screen needs of one option (`mj_rule_option_info`). The
/// option's name and labels are `mj_rule_option_name`,
/// `mj_rule_option_chinese_name` and `mj_rule_option_english_name`, its
/// values' labels `mj_rule_option_choice`.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MjRuleOptionInfo {
    /// The option (`MjRuleOption`).
    pub id: i32,
    /// The families that take it: `MJ_FAMILY_*` bits.
    pub families: u32,
    /// The least value.
    pub min: i32,
    /// The greatest value.
    pub max: i32,
    /// Labelled values, read with `mj_rule_option_choice` (a flag's two, none
    /// for an `MJ_RULE_OPTION_KIND_INT` range).
    pub choices: u32,
    /// The default of the rules' preset (0 when `applies` is 0).
    pub default_value: i32,
    /// The value on these rules (0 when `applies` is 0).
    pub value: i32,
    /// `MjRuleOptionKind`.
    pub kind: u8,
    /// 1 when these rules take the option (their family is one of
    /// `families`), else 0: `mj_rules_get_option` and
    /// `mj_rules_set_option` then refuse it.
    pub applies: u8,
}

/// The registry's strings, NUL-terminated, made once.
struct Names {
    ids: Vec<CString>,
    chinese: Vec<CString>,
    english: Vec<CString>,
    docs: Vec<CString>,
    /// Per option, its choices' (中文, English) labels.
    choices: Vec<Vec<(CString, CString)>>,
    /// The families' names, by bit index.
    families: Vec<CString>,
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let c = |s: &str| CString::new(s).expect("registry strings have no NUL");
        let o = &options::OPTIONS;
        Names {
            ids: o.iter().map(|o| c(o.name)).collect(),
            chinese: o.iter().map(|o| c(o.zh)).collect(),
            english: o.iter().map(|o| c(o.en)).collect(),
            docs: o.iter().map(|o| c(o.doc)).collect(),
            choices: o
                .iter()
                .map(|o| o.values.choices().iter().map(|ch| (c(ch.zh), c(ch.en))).collect())
                .collect(),
            families: FAMILIES.iter().map(|&f| c(family_name(f))).collect(),
        }
    })
}

/// The number of rule families: `MjRuleOptionInfo.families` bit `i` (`1 <<
/// i`) is family `i`, for `i` below it.
#[unsafe(no_mangle)]
pub extern "C" fn mj_family_count() -> i32 {
    guard_value(0, || i32::try_from(FAMILIES.len()).unwrap_or(i32::MAX))
}

/// The stable name of family `index` (bit `1 << index` of
/// `MjRuleOptionInfo.families`): `"changsha"` (the Changsha table:
/// changsha, eval-v1, standard), `"hunan"` (zhuanzhuan, hongzhong),
/// `"sichuan"`, and each family added after them. A host decodes an
/// option's families with it instead of a list of its own, so a new family
/// needs no change there. `*out_name` is a static NUL-terminated string:
/// never freed. An index outside `0..mj_family_count()` fails with
/// `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_family_name(index: i32, out_name: *mut *const c_char) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let out = unsafe { Out::new(out_name, "out_name")? };
        let name =
            usize::try_from(index).ok().and_then(|i| names().families.get(i)).ok_or_else(|| {
                FfiError::new(
                    MjStatus::InvalidArgument,
                    format!("`index` = {index}: families are 0-{}", FAMILIES.len() - 1),
                )
            })?;
        out.write(name.as_ptr());
        Ok(())
    })
}

/// The number of options: ids run from 0 to this minus one.
#[unsafe(no_mangle)]
pub extern "C" fn mj_rule_option_count() -> i32 {
    guard_value(0, || i32::try_from(options::OPTIONS.len()).unwrap_or(i32::MAX))
}

/// The stable name of an option (`MjRuleOption`), the one every front end
/// uses (`"two_five_eight_pair"`, `"flat_birds"`, `"sichuan_mode"`; the
/// command line's `majiang rules`, Godot's `set_rule_option`). `*out_name`
/// is a static NUL-terminated string: never freed. An unknown id fails with
/// `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_name(
    option: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjRuleOption>(option, out_name, || &names().ids) }
}

/// The Chinese label of an option (`"二五八将"`, `"封顶"`), UTF-8;
/// otherwise as `mj_rule_option_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_chinese_name(
    option: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjRuleOption>(option, out_name, || &names().chinese) }
}

/// The English label of an option (`"2-5-8 pair"`, `"Fan cap"`);
/// otherwise as `mj_rule_option_name`.
///
/// # Safety
/// `out_name` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_english_name(
    option: i32,
    out_name: *mut *const c_char,
) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjRuleOption>(option, out_name, || &names().english) }
}

/// One line of doc on an option (English, with the Chinese terms), for a
/// settings screen's tooltip; otherwise as `mj_rule_option_name`.
///
/// # Safety
/// `out_doc` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_doc(option: i32, out_doc: *mut *const c_char) -> MjStatus {
    // SAFETY: the caller's contract above.
    unsafe { name_of::<MjRuleOption>(option, out_doc, || &names().docs) }
}

/// The option (`MjRuleOption`) of this name into `*out_option`. Older names
/// front ends accepted are read too (Godot's `"pair_258"` is
/// `TWO_FIVE_EIGHT_PAIR`). An unknown name fails with
/// `MJ_STATUS_INVALID_OPTION`, one not UTF-8 with `MJ_STATUS_INVALID_UTF8`.
///
/// # Safety
/// `name` NULL or NUL-terminated; `out_option` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_by_name(
    name: *const c_char,
    out_option: *mut i32,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (name, out) = unsafe { (text(name, "name")?, Out::new(out_option, "out_option")?) };
        let option = options::by_name(name)
            .ok_or_else(|| FfiError::at("name", Error::UnknownOption(name.to_string())))?;
        out.write(option.id);
        Ok(())
    })
}

/// What a settings screen needs of `option` on `rules` into `*out_info`:
/// its kind and range, how many labelled values it has, the families that
/// take it, whether these rules do, their value and their preset's default
/// (what `mj_rules_new_by_name` of `rules`' preset reads). An unknown
/// option fails with `MJ_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `rules` NULL or a live handle; `out_info` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_info(
    rules: *const MjRules,
    option: i32,
    out_info: *mut MjRuleOptionInfo,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (rules, out) =
            unsafe { (crate::rules::rules_arg(rules)?, Out::new(out_info, "out_info")?) };
        let o = option_arg(option)?;
        let preset = RuleSet::by_name(rules.name).unwrap_or(*rules);
        let (min, max) = o.values.bounds();
        let narrow = |v: i64| i32::try_from(v).unwrap_or(i32::MAX);
        let families = o
            .families
            .iter()
            .filter_map(|f| FAMILIES.iter().position(|g| g == f))
            .fold(0, |bits, i| bits | 1 << i);
        out.write(MjRuleOptionInfo {
            id: o.id,
            families,
            min: narrow(min),
            max: narrow(max),
            choices: u32::try_from(o.values.choices().len()).unwrap_or(u32::MAX),
            default_value: o.default_in(&preset).map_or(0, narrow),
            value: o.get(rules).map_or(0, narrow),
            kind: match o.values {
                Values::Flag => MjRuleOptionKind::Bool,
                Values::Range { .. } => MjRuleOptionKind::Int,
                Values::Choice(_) => MjRuleOptionKind::Enum,
            } as u8,
            applies: o.takes(rules).into(),
        });
        Ok(())
    })
}

/// Labelled value `index` (0 to `MjRuleOptionInfo.choices` - 1) of
/// `option`: the value into `*out_value`, its Chinese and English labels
/// into `*out_chinese` and `*out_english` (static NUL-terminated UTF-8
/// strings, never freed). A flag's are 0 关 off and 1 开 on. An unknown
/// option or an index past the last fails with `MJ_STATUS_INVALID_ARGUMENT`;
/// nothing is written then.
///
/// # Safety
/// Each out-parameter NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mj_rule_option_choice(
    option: i32,
    index: u32,
    out_value: *mut i32,
    out_chinese: *mut *const c_char,
    out_english: *mut *const c_char,
) -> MjStatus {
    guard(|| {
        // SAFETY: the caller's contract above.
        let (value, zh, en) = unsafe {
            (
                Out::new(out_value, "out_value")?,
                Out::new(out_chinese, "out_chinese")?,
                Out::new(out_english, "out_english")?,
            )
        };
        let o = option_arg(option)?;
        let i = index as usize;
        let (Some(choice), Some((czh, cen))) =
            (o.values.choices().get(i), names().choices[o.id as usize].get(i))
        else {
            return Err(FfiError::new(
                MjStatus::InvalidArgument,
                format!(
                    "`index` = {index}: {} has {} labelled values",
                    o.name,
                    o.values.choices().len()
                ),
            ));
        };
        value.write(i32::try_from(choice.value).unwrap_or(i32::MAX));
        zh.write(czh.as_ptr());
        en.write(cen.as_ptr());
        Ok(())
    })
}

#[cfg(test)]
#[allow(
    clippy::undocumented_unsafe_blocks,
    reason = "test calls pass live locals and the handles they made; each export's contract is its doc"
)]
mod tests {
    use super::*;
    use crate::arg::FromId;
    use std::ffi::CStr;

    fn text_of(p: *const c_char) -> String {
        unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string()
    }

    /// `TwoFiveEightPair` → `two_five_eight_pair`.
    fn snake(variant: &str) -> String {
        let mut s = String::new();
        for (i, ch) in variant.chars().enumerate() {
            if ch.is_uppercase() && i > 0 {
                s.push('_');
            }
            s.extend(ch.to_lowercase());
        }
        s
    }

    #[test]
    fn the_enum_is_the_registry() {
        assert_eq!(mj_rule_option_count() as usize, MjRuleOption::ALL.len());
        for &option in MjRuleOption::ALL {
            let entry = &options::OPTIONS[option.id() as usize];
            assert_eq!(entry.id, option.id());
            assert_eq!(snake(&format!("{option:?}")), entry.name, "{option:?}");
            let mut name = std::ptr::null();
            assert_eq!(unsafe { mj_rule_option_name(option.id(), &mut name) }, MjStatus::Ok);
            assert_eq!(text_of(name), entry.name);
            let c = CString::new(entry.name).unwrap();
            let mut id = -1;
            assert_eq!(unsafe { mj_rule_option_by_name(c.as_ptr(), &mut id) }, MjStatus::Ok);
            assert_eq!(id, option.id());
            let (mut zh, mut en, mut doc) = (std::ptr::null(), std::ptr::null(), std::ptr::null());
            unsafe {
                assert_eq!(mj_rule_option_chinese_name(option.id(), &mut zh), MjStatus::Ok);
                assert_eq!(mj_rule_option_english_name(option.id(), &mut en), MjStatus::Ok);
                assert_eq!(mj_rule_option_doc(option.id(), &mut doc), MjStatus::Ok);
            }
            assert_eq!(
                (text_of(zh), text_of(en), text_of(doc)),
                (entry.zh.to_string(), entry.en.to_string(), entry.doc.to_string())
            );
        }
        let mut name = std::ptr::null();
        assert_eq!(unsafe { mj_rule_option_name(54, &mut name) }, MjStatus::InvalidArgument);
        let mut id = -1;
        let s = unsafe { mj_rule_option_by_name(c"pair_258".as_ptr(), &mut id) };
        assert_eq!((s, id), (MjStatus::Ok, MjRuleOption::TwoFiveEightPair as i32));
        let s = unsafe { mj_rule_option_by_name(c"zhaniao".as_ptr(), &mut id) };
        assert_eq!(s, MjStatus::InvalidOption);
        let message = crate::error::tests::read_last_error();
        assert!(message.contains("unknown rule option \"zhaniao\""), "{message}");
    }

    #[test]
    fn info_gives_range_labels_and_the_presets_defaults() {
        for name in RuleSet::PRESETS {
            let c = CString::new(name).unwrap();
            let mut r = std::ptr::null_mut();
            assert_eq!(
                unsafe { crate::rules::mj_rules_new_by_name(c.as_ptr(), &mut r) },
                MjStatus::Ok
            );
            let preset = RuleSet::by_name(name).unwrap();
            for o in &options::OPTIONS {
                let mut info = MjRuleOptionInfo::default();
                assert_eq!(unsafe { mj_rule_option_info(r, o.id, &mut info) }, MjStatus::Ok);
                assert_eq!(info.applies == 1, o.takes(&preset), "{name}.{}", o.name);
                let mut v = -7;
                let got = unsafe { crate::rules::mj_rules_get_option(r, o.id, &mut v) };
                if info.applies == 1 {
                    assert_eq!(got, MjStatus::Ok);
                    assert_eq!((info.value, info.default_value), (v, v), "{name}.{}", o.name);
                    assert!((info.min..=info.max).contains(&v));
                } else {
                    assert_eq!(got, MjStatus::InvalidOption, "{name}.{}: refused", o.name);
                    assert_eq!(v, -7, "nothing written");
                }
                assert_eq!(info.choices as usize, o.values.choices().len());
                for i in 0..info.choices {
                    let (mut value, mut zh, mut en) = (-1, std::ptr::null(), std::ptr::null());
                    let s = unsafe { mj_rule_option_choice(o.id, i, &mut value, &mut zh, &mut en) };
                    assert_eq!(s, MjStatus::Ok);
                    let choice = o.values.choices()[i as usize];
                    assert_eq!(i64::from(value), choice.value);
                    assert_eq!((text_of(zh), text_of(en)), (choice.zh.into(), choice.en.into()));
                }
                let (mut value, mut zh, mut en) = (-1, std::ptr::null(), std::ptr::null());
                let s = unsafe {
                    mj_rule_option_choice(o.id, info.choices, &mut value, &mut zh, &mut en)
                };
                assert_eq!((s, value), (MjStatus::InvalidArgument, -1));
            }
            unsafe { crate::rules::mj_rules_free(r) };
        }
        // A changed rule set: its value, its preset's default.
        let r = crate::rules::mj_rules_new_hongzhong();
        let birds = MjRuleOption::FlatBirds as i32;
        assert_eq!(unsafe { crate::rules::mj_rules_set_option(r, birds, 8) }, MjStatus::Ok);
        let mut info = MjRuleOptionInfo::default();
        assert_eq!(unsafe { mj_rule_option_info(r, birds, &mut info) }, MjStatus::Ok);
        assert_eq!((info.value, info.default_value, info.families), (8, 4, MJ_FAMILY_HUNAN));
        // The bits are the registry's family order: bit i is FAMILIES[i],
        // and each named bit is the family of the core's name.
        let bit = |name: &str| {
            let i = FAMILIES.iter().position(|f| options::family_name(*f) == name);
            i.map(|i| 1u32 << i)
        };
        let named = [MJ_FAMILY_CHANGSHA, MJ_FAMILY_HUNAN, MJ_FAMILY_SICHUAN].map(Some);
        assert_eq!(named, [bit("changsha"), bit("hunan"), bit("sichuan")]);
        assert_eq!((info.kind, info.min, info.max), (MjRuleOptionKind::Enum as u8, 0, 8));
        let mut info = MjRuleOptionInfo::default();
        let points = MjRuleOption::KongFee as i32;
        assert_eq!(unsafe { mj_rule_option_info(r, points, &mut info) }, MjStatus::Ok);
        assert_eq!((info.kind, info.applies, info.max), (MjRuleOptionKind::Int as u8, 0, 1000));
        unsafe { crate::rules::mj_rules_free(r) };
    }

    #[test]
    fn every_family_bit_has_its_name_and_every_option_a_named_family() {
        let n = mj_family_count();
        assert_eq!(n as usize, FAMILIES.len());
        let name = |i: i32| {
            let mut p = std::ptr::null();
            assert_eq!(unsafe { mj_family_name(i, &mut p) }, MjStatus::Ok);
            unsafe { std::ffi::CStr::from_ptr(p) }.to_str().unwrap().to_string()
        };
        let names: Vec<String> = (0..n).map(name).collect();
        let core: Vec<&str> = FAMILIES.iter().map(|&f| options::family_name(f)).collect();
        assert_eq!(names, core);
        for bad in [-1, n, i32::MAX] {
            let mut p = std::ptr::null();
            assert_eq!(unsafe { mj_family_name(bad, &mut p) }, MjStatus::InvalidArgument);
            assert!(p.is_null());
        }
        // Every option's families are bits below the count: a host decoding
        // them with mj_family_name names each one.
        let r = crate::rules::mj_rules_new_changsha();
        for id in 0..mj_rule_option_count() {
            let mut info = MjRuleOptionInfo::default();
            assert_eq!(unsafe { mj_rule_option_info(r, id, &mut info) }, MjStatus::Ok);
            assert!(info.families != 0 && info.families >> n == 0, "option {id}");
        }
        unsafe { crate::rules::mj_rules_free(r) };
    }
}
