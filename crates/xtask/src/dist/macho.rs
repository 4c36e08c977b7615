//! The proof for macOS on a machine without a Mac: a reader of Mach-O files
//! (thin or universal; a dynamic library or a static archive of objects)
//! that checks what macOS checks or needs when it loads or links them:
//!
//! - both slices, x86_64 and arm64, are present;
//! - each slice's minimum macOS (`LC_BUILD_VERSION`, or the older
//!   `LC_VERSION_MIN_MACOSX`) is at most 11.0, the first release with arm64;
//! - a dynamic library links only libraries every Mac has (`/usr/lib/`,
//!   `/System/`), exports every symbol asked for (from dyld's export trie),
//!   and has the install name asked for;
//! - the arm64 slice of a dynamic library carries a code signature whose
//!   CodeDirectory hashes match the slice's bytes page by page (arm64 macOS
//!   refuses to map unsigned or wrongly signed code; the linker signs ad hoc,
//!   and anything that edits the file afterwards breaks the hashes);
//! - a static archive's objects define every symbol asked for.
//!
//! Formats: `<mach-o/loader.h>`, `<mach-o/fat.h>`, `<mach-o/nlist.h>` and
//! the code signing blobs of Apple's `cs_blobs.h`. Knows nothing about
//! majiang: the caller says which symbols must be exported.

use std::collections::BTreeSet;
use std::path::Path;

use sha2::{Digest, Sha256};

use super::archive::read;

/// The newest minimum macOS a library may ask for: 11.0 (Big Sur).
pub const MAX_MINOS: (u32, u32) = (11, 0);

const CPU_X86_64: u32 = 0x0100_0007;
const CPU_ARM64: u32 = 0x0100_000c;
const MH_MAGIC_64: u32 = 0xfeed_facf;
const FAT_MAGIC: u32 = 0xcafe_babe;
const FAT_MAGIC_64: u32 = 0xcafe_babf;
const MH_OBJECT: u32 = 1;
const MH_DYLIB: u32 = 6;

const LC_SYMTAB: u32 = 0x2;
const LC_LOAD_DYLIB: u32 = 0xc;
const LC_ID_DYLIB: u32 = 0xd;
const LC_CODE_SIGNATURE: u32 = 0x1d;
const LC_LAZY_LOAD_DYLIB: u32 = 0x20;
const LC_DYLD_INFO: u32 = 0x22;
const LC_VERSION_MIN_MACOSX: u32 = 0x24;
const LC_BUILD_VERSION: u32 = 0x32;
const LC_REQ_DYLD: u32 = 0x8000_0000;
const LC_LOAD_WEAK_DYLIB: u32 = 0x18 | LC_REQ_DYLD;
const LC_REEXPORT_DYLIB: u32 = 0x1f | LC_REQ_DYLD;
const LC_LOAD_UPWARD_DYLIB: u32 = 0x23 | LC_REQ_DYLD;
const LC_DYLD_INFO_ONLY: u32 = LC_DYLD_INFO | LC_REQ_DYLD;
const LC_DYLD_EXPORTS_TRIE: u32 = 0x33 | LC_REQ_DYLD;
const PLATFORM_MACOS: u32 = 1;

/// One architecture's Mach-O image, as far as the checks need it.
#[derive(Debug, Default)]
pub struct Slice {
    /// `x86_64` or `arm64`.
    pub arch: &'static str,
    /// `MH_DYLIB`, `MH_OBJECT`, …
    pub filetype: u32,
    /// The minimum macOS as (major, minor, patch), when the image says.
    pub minos: Option<(u32, u32, u32)>,
    /// The platform of `LC_BUILD_VERSION` (1 = macOS).
    pub platform: Option<u32>,
    /// `LC_ID_DYLIB`: the name programs record to find this library.
    pub install_name: Option<String>,
    /// Every library loaded at run time.
    pub dylibs: Vec<String>,
    /// Exported (dyld's trie) or, for objects, external defined symbols,
    /// without the leading `_` of C names.
    pub exports: BTreeSet<String>,
    /// The code signature, checked against the bytes it covers.
    pub signature: Option<Result<Signature, String>>,
}

/// A code signature whose page hashes all match.
#[derive(Debug)]
pub struct Signature {
    /// Ad hoc (no certificate), as a linker or `codesign -s -` makes it.
    pub ad_hoc: bool,
    /// Signed by the linker itself (`CS_LINKER_SIGNED`).
    pub linker_signed: bool,
    /// Pages hashed.
    pub pages: usize,
}

/// Little-endian and big-endian readers that fail instead of panicking.
struct Bytes<'a>(&'a [u8]);

impl<'a> Bytes<'a> {
    fn u32le(&self, at: usize) -> Result<u32, String> {
        self.get(at, 4).map(|b| u32::from_le_bytes(b.try_into().unwrap_or_default()))
    }
    fn u32be(&self, at: usize) -> Result<u32, String> {
        self.get(at, 4).map(|b| u32::from_be_bytes(b.try_into().unwrap_or_default()))
    }
    fn u64be(&self, at: usize) -> Result<u64, String> {
        self.get(at, 8).map(|b| u64::from_be_bytes(b.try_into().unwrap_or_default()))
    }
    fn get(&self, at: usize, len: usize) -> Result<&'a [u8], String> {
        at.checked_add(len)
            .and_then(|end| self.0.get(at..end))
            .ok_or_else(|| format!("truncated: {len} bytes at offset {at} of {}", self.0.len()))
    }
    /// A NUL-terminated string starting at `at`.
    fn cstr(&self, at: usize) -> Result<String, String> {
        let rest = self.0.get(at..).ok_or(format!("string offset {at} out of range"))?;
        let end = rest.iter().position(|&b| b == 0).ok_or("unterminated string")?;
        Ok(String::from_utf8_lossy(&rest[..end]).into_owned())
    }
}

fn arch_name(cputype: u32) -> Result<&'static str, String> {
    match cputype {
        CPU_X86_64 => Ok("x86_64"),
        CPU_ARM64 => Ok("arm64"),
        other => Err(format!("unexpected CPU type {other:#x}")),
    }
}

/// The architecture slices of a file: `(cputype, bytes)`; a thin file is one.
fn slices(data: &[u8]) -> Result<Vec<(u32, &[u8])>, String> {
    let b = Bytes(data);
    let magic = b.u32be(0)?;
    if magic != FAT_MAGIC && magic != FAT_MAGIC_64 {
        // Thin: a Mach-O image (cputype at 4) or an archive (read per member).
        return Ok(vec![(if b.u32le(0)? == MH_MAGIC_64 { b.u32le(4)? } else { 0 }, data)]);
    }
    let count = b.u32be(4)? as usize;
    let entry = if magic == FAT_MAGIC { 20 } else { 32 };
    let mut out = Vec::new();
    for i in 0..count.min(64) {
        let at = 8 + i * entry;
        let cputype = b.u32be(at)?;
        let (offset, size) = if magic == FAT_MAGIC {
            (u64::from(b.u32be(at + 8)?), u64::from(b.u32be(at + 12)?))
        } else {
            (b.u64be(at + 8)?, b.u64be(at + 16)?)
        };
        let slice = b.get(offset as usize, size as usize)?;
        out.push((cputype, slice));
    }
    Ok(out)
}

/// Reads one thin 64-bit little-endian Mach-O image.
pub fn parse_image(data: &[u8]) -> Result<Slice, String> {
    let b = Bytes(data);
    if b.u32le(0)? != MH_MAGIC_64 {
        return Err("not a 64-bit Mach-O image".to_owned());
    }
    let mut slice =
        Slice { arch: arch_name(b.u32le(4)?)?, filetype: b.u32le(12)?, ..Slice::default() };
    let ncmds = b.u32le(16)? as usize;
    let mut at = 32;
    let mut trie = None;
    let mut symtab = None;
    for _ in 0..ncmds {
        let (cmd, size) = (b.u32le(at)?, b.u32le(at + 4)? as usize);
        if size < 8 {
            return Err(format!("load command {cmd:#x} has size {size}"));
        }
        match cmd {
            LC_BUILD_VERSION => {
                slice.platform = Some(b.u32le(at + 8)?);
                slice.minos = Some(version(b.u32le(at + 12)?));
            }
            LC_VERSION_MIN_MACOSX => {
                slice.platform = Some(PLATFORM_MACOS);
                slice.minos = Some(version(b.u32le(at + 8)?));
            }
            LC_ID_DYLIB => slice.install_name = Some(b.cstr(at + b.u32le(at + 8)? as usize)?),
            LC_LOAD_DYLIB | LC_LOAD_WEAK_DYLIB | LC_REEXPORT_DYLIB | LC_LAZY_LOAD_DYLIB
            | LC_LOAD_UPWARD_DYLIB => slice.dylibs.push(b.cstr(at + b.u32le(at + 8)? as usize)?),
            LC_DYLD_INFO | LC_DYLD_INFO_ONLY => {
                let (off, len) = (b.u32le(at + 40)? as usize, b.u32le(at + 44)? as usize);
                if len > 0 {
                    trie = Some((off, len));
                }
            }
            LC_DYLD_EXPORTS_TRIE => {
                trie = Some((b.u32le(at + 8)? as usize, b.u32le(at + 12)? as usize));
            }
            LC_SYMTAB => {
                symtab = Some([8, 12, 16, 20].map(|o| b.u32le(at + o).map(|v| v as usize)));
            }
            LC_CODE_SIGNATURE => {
                let (off, len) = (b.u32le(at + 8)? as usize, b.u32le(at + 12)? as usize);
                slice.signature = Some(verify_signature(data, off, len));
            }
            _ => {}
        }
        at += size;
    }
    if let Some((off, len)) = trie {
        walk_trie(b.get(off, len)?, 0, String::new(), &mut slice.exports, 0)?;
    } else if let Some([symoff, nsyms, stroff, _]) = symtab {
        slice.exports = defined_externals(&b, symoff?, nsyms?, stroff?)?;
    }
    Ok(slice)
}

/// `xxxx.yy.zz` packed in nibbles, as Mach-O stores versions.
fn version(v: u32) -> (u32, u32, u32) {
    (v >> 16, (v >> 8) & 0xff, v & 0xff)
}

fn strip_c_prefix(name: &str) -> String {
    name.strip_prefix('_').unwrap_or(name).to_owned()
}

/// External symbols defined in a section (`N_EXT` and `N_SECT`), from the
/// symbol table: what an object offers the linker.
fn defined_externals(
    b: &Bytes,
    symoff: usize,
    nsyms: usize,
    stroff: usize,
) -> Result<BTreeSet<String>, String> {
    const N_STAB: u8 = 0xe0;
    const N_TYPE: u8 = 0x0e;
    const N_SECT: u8 = 0x0e;
    const N_EXT: u8 = 0x01;
    let mut out = BTreeSet::new();
    for i in 0..nsyms {
        let at = symoff + i * 16;
        let n_type = b.get(at + 4, 1)?[0];
        if n_type & N_STAB == 0 && n_type & N_EXT != 0 && n_type & N_TYPE == N_SECT {
            out.insert(strip_c_prefix(&b.cstr(stroff + b.u32le(at)? as usize)?));
        }
    }
    Ok(out)
}

fn uleb(data: &[u8], at: &mut usize) -> Result<u64, String> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *data.get(*at).ok_or("truncated ULEB128 in the export trie")?;
        *at += 1;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("ULEB128 longer than 64 bits in the export trie".to_owned())
}

/// dyld's export trie: each node may end a name (terminal info) and has
/// edges labelled with the next characters.
fn walk_trie(
    trie: &[u8],
    node: usize,
    prefix: String,
    out: &mut BTreeSet<String>,
    depth: usize,
) -> Result<(), String> {
    if depth > 4096 {
        return Err("export trie nested too deep (a cycle?)".to_owned());
    }
    let mut at = node;
    let terminal = uleb(trie, &mut at)? as usize;
    if terminal > 0 {
        out.insert(strip_c_prefix(&prefix));
    }
    at += terminal;
    let children = *trie.get(at).ok_or("truncated export trie")?;
    at += 1;
    for _ in 0..children {
        let label = Bytes(trie).cstr(at)?;
        at += label.len() + 1;
        let child = uleb(trie, &mut at)? as usize;
        if child == 0 || child >= trie.len() {
            return Err(format!("export trie edge {label:?} points to {child}"));
        }
        walk_trie(trie, child, format!("{prefix}{label}"), out, depth + 1)?;
    }
    Ok(())
}

/// Checks an embedded signature: a SuperBlob whose CodeDirectory hashes
/// every page of the image up to the signature itself.
fn verify_signature(image: &[u8], off: usize, len: usize) -> Result<Signature, String> {
    const SUPERBLOB: u32 = 0xfade_0cc0;
    const CODEDIRECTORY: u32 = 0xfade_0c02;
    const CS_ADHOC: u32 = 0x2;
    const CS_LINKER_SIGNED: u32 = 0x2_0000;
    const HASH_SHA256: u8 = 2;
    let blob = Bytes(Bytes(image).get(off, len)?);
    if blob.u32be(0)? != SUPERBLOB {
        return Err("the signature is not a code signing SuperBlob".to_owned());
    }
    let count = blob.u32be(8)? as usize;
    for i in 0..count.min(64) {
        let cd_at = blob.u32be(12 + i * 8 + 4)? as usize;
        if blob.u32be(cd_at)? != CODEDIRECTORY {
            continue;
        }
        let cd = Bytes(blob.get(cd_at, blob.u32be(cd_at + 4)? as usize)?);
        let flags = cd.u32be(12)?;
        let hash_offset = cd.u32be(16)? as usize;
        let code_slots = cd.u32be(28)? as usize;
        let code_limit = cd.u32be(32)? as usize;
        let (hash_size, hash_type) = (cd.get(36, 1)?[0] as usize, cd.get(37, 1)?[0]);
        let page_size = 1usize << cd.get(39, 1)?[0];
        if hash_type != HASH_SHA256 || hash_size != 32 {
            continue; // a SHA-1 directory; the SHA-256 one is checked
        }
        if code_limit != off {
            return Err(format!("signs {code_limit} bytes, but the signature starts at {off}"));
        }
        if code_slots != code_limit.div_ceil(page_size) {
            return Err(format!("{code_slots} page hashes for {code_limit} bytes"));
        }
        for page in 0..code_slots {
            let start = page * page_size;
            let bytes = &image[start..(start + page_size).min(code_limit)];
            if Sha256::digest(bytes).as_slice() != cd.get(hash_offset + page * 32, 32)? {
                return Err(format!("page {page} does not match its hash (changed after signing)"));
            }
        }
        return Ok(Signature {
            ad_hoc: flags & CS_ADHOC != 0,
            linker_signed: flags & CS_LINKER_SIGNED != 0,
            pages: code_slots,
        });
    }
    Err("no SHA-256 CodeDirectory in the signature".to_owned())
}

/// The Mach-O objects of a static archive (`ar`, BSD or System V names).
fn archive_members(data: &[u8]) -> Result<Vec<&[u8]>, String> {
    let b = Bytes(data);
    if b.get(0, 8)? != b"!<arch>\n" {
        return Err("not an ar archive".to_owned());
    }
    let mut out = Vec::new();
    let mut at = 8;
    while at + 60 <= data.len() {
        let header = b.get(at, 60)?;
        let field =
            |r: std::ops::Range<usize>| String::from_utf8_lossy(&header[r]).trim().to_owned();
        let size: usize = field(48..58).parse().map_err(|_| format!("bad member size at {at}"))?;
        let name = field(0..16);
        // BSD: "#1/N", the name's N bytes start the member's data.
        let skip = name.strip_prefix("#1/").map_or(Ok(0), str::parse).unwrap_or(0);
        let body = b.get(at + 60 + skip, size.saturating_sub(skip))?;
        if Bytes(body).u32le(0).is_ok_and(|m| m == MH_MAGIC_64) {
            out.push(body);
        }
        at += 60 + size + (size & 1);
    }
    Ok(out)
}

/// What a library must look like.
pub struct Expect<'a> {
    /// Symbols (C names, without `_`) that must be exported or defined.
    pub exports: &'a [String],
    /// The dylib's required install name, if any.
    pub install_name: Option<&'a str>,
}

/// Checks a universal dynamic library; a one-line summary, or every problem.
pub fn check_dylib(path: &Path, expect: &Expect) -> Result<String, String> {
    let data = read(path)?;
    let mut problems = Vec::new();
    let mut notes = Vec::new();
    let mut arches = BTreeSet::new();
    for (cputype, bytes) in slices(&data)? {
        let slice = parse_image(bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        let arch = arch_name(cputype).unwrap_or(slice.arch);
        arches.insert(arch);
        let mut problem = |p: String| problems.push(format!("{arch}: {p}"));
        if slice.filetype != MH_DYLIB {
            problem(format!("file type {} is not MH_DYLIB", slice.filetype));
        }
        check_minos(&slice, &mut problem);
        for lib in &slice.dylibs {
            if !lib.starts_with("/usr/lib/") && !lib.starts_with("/System/") {
                problem(format!("links {lib}, which is not part of macOS"));
            }
        }
        if let Some(want) = expect.install_name
            && slice.install_name.as_deref() != Some(want)
        {
            problem(format!("install name {:?}, want {want}", slice.install_name));
        }
        let missing: Vec<_> =
            expect.exports.iter().filter(|s| !slice.exports.contains(*s)).collect();
        if !missing.is_empty() {
            problem(format!("does not export {missing:?}"));
        }
        match (&slice.signature, arch) {
            (Some(Ok(sig)), _) => notes.push(format!(
                "{arch} signed{}{} ({} pages verified)",
                if sig.ad_hoc { " ad hoc" } else { "" },
                if sig.linker_signed { " by the linker" } else { "" },
                sig.pages
            )),
            (Some(Err(e)), _) => problem(format!("code signature: {e}")),
            (None, "arm64") => problem("no code signature (arm64 macOS refuses it)".to_owned()),
            (None, _) => notes.push(format!("{arch} unsigned")),
        }
        if arch == "arm64" {
            notes.insert(
                0,
                format!(
                    "minos {}, links {}, {} of {} exports asked for",
                    slice.minos.map_or("?".into(), |(a, b, c)| format!("{a}.{b}.{c}")),
                    slice.dylibs.join(" "),
                    expect.exports.len() - missing_count(&slice, expect),
                    expect.exports.len()
                ),
            );
        }
    }
    both_arches(&arches, &mut problems);
    if problems.is_empty() { Ok(notes.join("; ")) } else { Err(problems.join("; ")) }
}

fn missing_count(slice: &Slice, expect: &Expect) -> usize {
    expect.exports.iter().filter(|s| !slice.exports.contains(*s)).count()
}

fn check_minos(slice: &Slice, problem: &mut impl FnMut(String)) {
    match (slice.platform, slice.minos) {
        (Some(PLATFORM_MACOS), Some((major, minor, _))) if (major, minor) <= MAX_MINOS => {}
        (Some(PLATFORM_MACOS), Some((major, minor, _))) => {
            problem(format!("minimum macOS {major}.{minor}, above {}.{}", MAX_MINOS.0, MAX_MINOS.1))
        }
        (Some(other), _) => problem(format!("built for platform {other}, not macOS")),
        (None, _) => problem("no LC_BUILD_VERSION / LC_VERSION_MIN_MACOSX".to_owned()),
    }
}

fn both_arches(arches: &BTreeSet<&str>, problems: &mut Vec<String>) {
    for want in ["x86_64", "arm64"] {
        if !arches.contains(want) {
            problems.push(format!("no {want} slice (has {arches:?})"));
        }
    }
}

/// Checks a universal static library: per slice, objects for macOS ≤ 11.0
/// that together define every symbol asked for.
pub fn check_static(path: &Path, expect: &Expect) -> Result<String, String> {
    let data = read(path)?;
    let mut problems = Vec::new();
    let mut arches = BTreeSet::new();
    let mut objects = 0;
    for (cputype, bytes) in slices(&data)? {
        let members = archive_members(bytes)?;
        // A thin archive says its CPU only in its members.
        let first = members.first().map(|m| parse_image(m)).transpose()?;
        let arch = arch_name(cputype).or(first.map(|s| s.arch).ok_or("")).unwrap_or("unknown");
        let mut defined = BTreeSet::new();
        for member in &members {
            let slice = parse_image(member).map_err(|e| format!("{arch}: {e}"))?;
            if slice.filetype != MH_OBJECT || slice.arch != arch {
                problems.push(format!(
                    "{arch}: a member is a {} file type {}",
                    slice.arch, slice.filetype
                ));
            }
            // Objects without any version command (data-only) say nothing.
            if slice.minos.is_some() {
                check_minos(&slice, &mut |p| problems.push(format!("{arch}: {p}")));
            }
            defined.extend(slice.exports);
        }
        let missing: Vec<_> = expect.exports.iter().filter(|s| !defined.contains(*s)).collect();
        if !missing.is_empty() {
            problems.push(format!("{arch}: no object defines {missing:?}"));
        }
        arches.insert(arch);
        objects += members.len();
    }
    both_arches(&arches, &mut problems);
    problems.dedup();
    if problems.is_empty() {
        Ok(format!(
            "{objects} objects in {} slices, every one for macOS ≤ 11.0; all {} symbols defined",
            arches.len(),
            expect.exports.len()
        ))
    } else {
        Err(problems.join("; "))
    }
}

/// The functions `include/majiang.h` declares (its exported C ABI).
pub fn header_functions(root: &Path) -> Result<Vec<String>, String> {
    let header = String::from_utf8_lossy(&read(&root.join("include/majiang.h"))?).into_owned();
    let mut names = BTreeSet::new();
    for line in header.lines() {
        // Declarations start in column 0 with their return type; comments
        // and macros do not start with a letter.
        if !line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        if let Some(start) = line.find("mj_") {
            let name: String = line[start..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if line[start + name.len()..].starts_with('(') {
                names.insert(name);
            }
        }
    }
    if names.is_empty() {
        return Err("include/majiang.h declares no mj_ function".to_owned());
    }
    Ok(names.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal arm64 dylib image: header, LC_ID_DYLIB, LC_BUILD_VERSION,
    /// LC_LOAD_DYLIB, LC_DYLD_EXPORTS_TRIE with `_mj_a` and `_mj_b`.
    fn image(minos: u32, dep: &str) -> Vec<u8> {
        fn dylib_cmd(cmd: u32, name: &str) -> Vec<u8> {
            let mut c = Vec::new();
            let size = (24 + name.len() + 1).next_multiple_of(8);
            for v in [cmd, size as u32, 24, 0, 0, 0] {
                c.extend(v.to_le_bytes());
            }
            c.extend(name.as_bytes());
            c.resize(size, 0);
            c
        }
        // Trie: root has one edge "_mj_" to node A; A has edges "a", "b" to
        // terminal nodes.
        let mut trie = vec![0u8, 1];
        trie.extend(b"_mj_\0");
        trie.push(9); // node A at 9
        assert_eq!(trie.len(), 8);
        trie.push(0); // padding byte at 8, never visited
        trie.extend([0, 2]);
        trie.extend(b"a\0");
        trie.push(20);
        trie.extend(b"b\0");
        trie.push(24);
        trie.resize(20, 0);
        trie.extend([2, 0, 0, 0]); // node at 20: terminal (flags 0, addr 0), no children
        trie.extend([2, 0, 4, 0]); // node at 24
        let mut cmds = Vec::new();
        cmds.extend(dylib_cmd(LC_ID_DYLIB, "@rpath/libx.dylib"));
        for v in [LC_BUILD_VERSION, 24, PLATFORM_MACOS, minos, minos, 0] {
            cmds.extend(v.to_le_bytes());
        }
        cmds.extend(dylib_cmd(LC_LOAD_DYLIB, dep));
        let trie_at = 32 + cmds.len() + 16;
        for v in [LC_DYLD_EXPORTS_TRIE, 16, trie_at as u32, trie.len() as u32] {
            cmds.extend(v.to_le_bytes());
        }
        let mut out = Vec::new();
        for v in [MH_MAGIC_64, CPU_ARM64, 0, MH_DYLIB, 4, cmds.len() as u32, 0, 0] {
            out.extend(v.to_le_bytes());
        }
        out.extend(cmds);
        out.extend(trie);
        out
    }

    #[test]
    fn reads_versions_dylibs_and_the_export_trie() {
        let s = parse_image(&image(0x000b_0000, "/usr/lib/libSystem.B.dylib")).unwrap();
        assert_eq!((s.arch, s.filetype, s.minos), ("arm64", MH_DYLIB, Some((11, 0, 0))));
        assert_eq!(s.install_name.as_deref(), Some("@rpath/libx.dylib"));
        assert_eq!(s.dylibs, ["/usr/lib/libSystem.B.dylib"]);
        assert_eq!(s.exports.iter().collect::<Vec<_>>(), ["mj_a", "mj_b"]);
        assert!(s.signature.is_none());
    }

    #[test]
    fn a_thin_unsigned_arm64_dylib_fails_with_every_reason() {
        let dir = std::env::temp_dir().join(format!("macho-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("libx.dylib");
        std::fs::write(&path, image(0x000c_0000, "/opt/homebrew/lib/libz.dylib")).unwrap();
        let want = ["mj_a".to_owned(), "mj_c".to_owned()];
        let err =
            check_dylib(&path, &Expect { exports: &want, install_name: Some("@rpath/libx.dylib") })
                .unwrap_err();
        std::fs::remove_dir_all(&dir).unwrap();
        for part in [
            "minimum macOS 12.0",
            "/opt/homebrew",
            "[\"mj_c\"]",
            "no code signature",
            "no x86_64 slice",
        ] {
            assert!(err.contains(part), "{part:?} not in {err}");
        }
    }

    #[test]
    fn a_signature_is_checked_page_by_page() {
        // An image of 5000 bytes signed with 4096-byte pages, then one byte
        // changed in the second page.
        let mut image: Vec<u8> = (0..5000u32).map(|i| (i % 251) as u8).collect();
        let hashes: Vec<u8> = image.chunks(4096).flat_map(|p| Sha256::digest(p).to_vec()).collect();
        let mut cd = Vec::new();
        let header_len = 44u32;
        for v in [0xfade_0c02u32, header_len + 64, 0x20001, 0x2_0002, header_len, 0, 0, 2, 5000] {
            cd.extend(v.to_be_bytes());
        }
        cd.extend([32, 2, 0, 12]);
        cd.extend(0u32.to_be_bytes());
        cd.extend(&hashes);
        let mut blob = Vec::new();
        for v in [0xfade_0cc0u32, 20 + cd.len() as u32, 1, 0, 20] {
            blob.extend(v.to_be_bytes());
        }
        blob.extend(&cd);
        image.extend(&blob);
        let sig = verify_signature(&image, 5000, blob.len()).unwrap();
        assert!(sig.ad_hoc && sig.linker_signed && sig.pages == 2);
        image[4100] ^= 1;
        assert!(verify_signature(&image, 5000, blob.len()).unwrap_err().contains("page 1"));
    }

    #[test]
    fn header_functions_are_the_declarations() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap();
        let names = header_functions(root).unwrap();
        assert!(names.contains(&"mj_abi_version".to_owned()));
        assert!(names.iter().all(|n| n.starts_with("mj_")));
    }
}
