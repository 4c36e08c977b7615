//! The rule families, one folder each: 长沙 ([`changsha`]), the flat Hunan
//! tables 转转/红中 ([`hunan`]) and 四川血战 ([`sichuan`]).
pub mod changsha;
pub mod hunan;
pub mod sichuan;
