//! `cargo xtask dist`: the packages a user downloads, written to
//! `target/dist/` with a `SHA256SUMS` over them. The native libraries come
//! from `target/native/<triple>/` (built by `tests/cross/build.sh`, or by the
//! release workflow's native jobs); this module only arranges and archives
//! them. `cargo xtask dist-check` then tests each package as a user would
//! (see [`check`]).

mod archive;
pub mod check;
mod gojava;
pub mod macho;
mod platform;
mod sdk;
mod unity;
mod wheel;

use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::{Digest, Sha256};

use archive::Tree;
pub use platform::{Mobile, Platform};

/// What every package is made from.
pub struct Sources {
    /// The workspace root.
    pub root: PathBuf,
    /// Cargo's target directory (`$CARGO_TARGET_DIR`, else `target/`).
    pub target: PathBuf,
    /// The workspace version, in every artefact name.
    pub version: String,
    /// Modification time of every archive entry: `SOURCE_DATE_EPOCH`, else
    /// the time of the commit checked out, so a commit gives the same bytes.
    pub mtime: u64,
}

impl Sources {
    /// Reads the version and the archive time for the checkout at `root`.
    pub fn new(root: &Path) -> Sources {
        let from_env = std::env::var("SOURCE_DATE_EPOCH").ok().and_then(|s| s.parse().ok());
        let from_git = || {
            let out = Command::new("git")
                .args(["log", "-1", "--format=%ct"])
                .current_dir(root)
                .output()
                .ok()?;
            String::from_utf8(out.stdout).ok()?.trim().parse().ok()
        };
        let target =
            std::env::var_os("CARGO_TARGET_DIR").map_or(root.join("target"), PathBuf::from);
        Sources {
            root: root.to_path_buf(),
            target: root.join(target),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            // 1980-01-01, the earliest time a zip can hold.
            mtime: from_env.or_else(from_git).unwrap_or(315_532_800),
        }
    }

    /// The output folder, `target/dist/`.
    pub fn dist_dir(&self) -> PathBuf {
        self.target.join("dist")
    }

    /// Where a platform's libraries wait to be packaged: `target/native/<triple>/`.
    pub fn native_dir(&self, platform: Platform) -> PathBuf {
        self.target.join("native").join(platform.triple())
    }

    /// Where a mobile target's libraries wait: `target/native/<dir>/`.
    pub fn mobile_dir(&self, mobile: Mobile) -> PathBuf {
        self.target.join("native").join(mobile.dir())
    }

    /// The glibc `2.N` a Linux package promises to load on: the highest
    /// `GLIBC_2.N` symbol version the library needs, but never below 2.17
    /// (manylinux2014, the oldest wheel tag current pips accept).
    pub fn glibc_minor(&self, platform: Platform) -> Result<u32, String> {
        let lib = self.native_dir(platform).join(platform.shared_lib());
        Ok(glibc_floor(&lib)?.1.max(17))
    }

    /// The wheel's platform tag.
    pub fn wheel_tag(&self, platform: Platform) -> Result<String, String> {
        Ok(match platform {
            Platform::Linux => format!("manylinux_2_{}_x86_64", self.glibc_minor(platform)?),
            Platform::LinuxArm64 => {
                format!("manylinux_2_{}_aarch64", self.glibc_minor(platform)?)
            }
            Platform::Windows => "win_amd64".to_owned(),
            Platform::MacOs => "macosx_11_0_universal2".to_owned(),
        })
    }
}

/// The highest `GLIBC_x.y` version among a library's dynamic symbols (read
/// with `objdump -T`).
pub fn glibc_floor(lib: &Path) -> Result<(u32, u32), String> {
    let out = Command::new("objdump")
        .arg("-T")
        .arg(lib)
        .output()
        .map_err(|e| format!("objdump (binutils) is needed to read {}: {e}", lib.display()))?;
    if !out.status.success() {
        return Err(format!("objdump -T {} failed", lib.display()));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    text.split(|c: char| c.is_whitespace() || c == '(' || c == ')')
        .filter_map(|word| word.strip_prefix("GLIBC_"))
        .filter_map(|v| {
            let (major, minor) = v.split_once('.')?;
            let minor = minor.split('.').next()?;
            Some((major.parse().ok()?, minor.parse().ok()?))
        })
        .max()
        .ok_or_else(|| format!("{} names no GLIBC_ symbol version", lib.display()))
}

/// The SHA-256 of `data` in lowercase hex, as `sha256sum` prints it.
pub fn sha256_hex(data: &[u8]) -> String {
    Sha256::digest(data).iter().map(|b| format!("{b:02x}")).collect()
}

/// Replaces every `@NAME@` of a template; a name left unreplaced is an error.
pub fn fill(template: &str, values: &[(&str, &str)]) -> Result<String, String> {
    let mut out = template.to_owned();
    for (name, value) in values {
        out = out.replace(&format!("@{name}@"), value);
    }
    let parts: Vec<&str> = out.split('@').collect();
    let inner = parts.get(1..parts.len().saturating_sub(1)).unwrap_or_default();
    match inner.iter().find(|s| !s.is_empty() && s.bytes().all(is_name_byte)) {
        Some(name) => Err(format!("template placeholder @{name}@ has no value")),
        None => Ok(out),
    }
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_uppercase() || b == b'_'
}

/// Options of `cargo xtask dist`.
struct Options {
    build: bool,
    platforms: Vec<Platform>,
    mobile: Vec<Mobile>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options =
        Options { build: true, platforms: Platform::ALL.to_vec(), mobile: Vec::new() };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--no-build" => options.build = false,
            "--platforms" => {
                let list = args.next().ok_or("--platforms needs a list, e.g. linux,windows")?;
                options.platforms.clear();
                for name in list.split(',') {
                    match name {
                        "android" => options
                            .mobile
                            .extend(Mobile::ALL.iter().filter(|m| m.android_abi().is_some())),
                        "ios" => options.mobile.push(Mobile::Ios),
                        _ => options.platforms.push(Platform::parse(name)?),
                    }
                }
            }
            _ => return Err(format!("unknown argument {arg:?}")),
        }
    }
    Ok(options)
}

/// Usage of `dist` and `dist-check`.
pub const USAGE: &str = "\
cargo xtask dist [--no-build] [--platforms linux,linux-arm64,windows,macos[,android,ios]]
    write the release packages to target/dist/ (builds the native libraries
    with tests/cross/build.sh first, unless --no-build: then they are taken
    from target/native/<triple>/); the default is the four desktop platforms;
    android and ios (built by the release workflow) add their libraries to
    the Godot addon and the Unity package
cargo xtask dist-check [--no-wine] [--no-qemu] [--mobile]
    unpack every package of target/dist/ into a clean folder and build and run
    the consumers of tests/ffi/ against it, as a user would (the Windows SDK
    under wine in the cross sandbox, unless --no-wine; the Linux arm64 SDK and
    wheel under qemu-user, unless --no-qemu), check the Mach-O structure of
    every macOS library, and with --mobile the Android and iOS libraries of
    the addon and the Unity package
cargo xtask check-macho FILE...
    the Mach-O structure check of dist-check on any libmajiang or Godot
    extension file (.dylib, .a)";

/// Runs `cargo xtask dist ARGS`.
pub fn run(root: &Path, args: &[String]) -> Result<(), String> {
    let options = parse(args)?;
    if options.build {
        let script = root.join("tests/cross/build.sh");
        if !script.exists() {
            return Err(format!(
                "{} is missing: put the native libraries into target/native/<triple>/ and run \
                 `cargo xtask dist --no-build`",
                script.display()
            ));
        }
        let status = Command::new("bash").arg(&script).current_dir(root).status();
        if !status.is_ok_and(|s| s.success()) {
            return Err("tests/cross/build.sh failed".to_owned());
        }
    }
    let src = Sources::new(root);
    for &platform in &options.platforms {
        let dir = src.native_dir(platform);
        let missing: Vec<_> =
            platform.native_files().into_iter().filter(|f| !dir.join(f).exists()).collect();
        if !missing.is_empty() {
            return Err(format!("{}: missing {}", dir.display(), missing.join(", ")));
        }
    }
    for &mobile in &options.mobile {
        let dir = src.mobile_dir(mobile);
        let missing: Vec<_> =
            mobile.native_files().into_iter().filter(|f| !dir.join(f).exists()).collect();
        if !missing.is_empty() {
            return Err(format!("{}: missing {}", dir.display(), missing.join(", ")));
        }
    }
    let out = src.dist_dir();
    if out.exists() {
        std::fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let v = &src.version;
    for &platform in &options.platforms {
        let name = format!("majiang-sdk-{v}-{}", platform.triple());
        let mut top = Tree::default();
        top.merge(&name, sdk::tree(&src, platform)?);
        if platform == Platform::Windows {
            top.write_zip(&out.join(format!("{name}.zip")), src.mtime)?;
        } else {
            top.write_tar_gz(&out.join(format!("{name}.tar.gz")), src.mtime)?;
        }
        let wheel = wheel::tree(&src, platform)?;
        wheel.write_zip(&out.join(wheel::file_name(&src, platform)?), src.mtime)?;
    }
    unity::tree(&src, &options.platforms, &options.mobile)?
        .write_zip(&out.join(format!("majiang-unity-{v}.zip")), src.mtime)?;
    godot_addon(&src, &options.platforms, &options.mobile, &src.dist_dir())?;
    wasm(&src)?;
    write_sums(&out)?;
    for (name, size) in listing(&out)? {
        println!("{size:>12}  {name}");
    }
    Ok(())
}

/// The Godot addon zip in `out`, made by `tests/godot/make-addon.sh` (which
/// owns the addon's layout) from the libraries packaged here.
pub fn godot_addon(
    src: &Sources,
    platforms: &[Platform],
    mobile: &[Mobile],
    out: &Path,
) -> Result<(), String> {
    let script = src.root.join("tests/godot/make-addon.sh");
    let zip = out.join(format!("majiang-godot-addon-{}.zip", src.version));
    let mut cmd = Command::new("bash");
    cmd.arg(&script).args(["--release", "--no-build"]);
    for &platform in platforms {
        let flag = match platform {
            Platform::Linux => "--lib-linux",
            Platform::LinuxArm64 => "--lib-linux-arm64",
            Platform::Windows => "--lib-windows",
            Platform::MacOs => "--lib-macos",
        };
        cmd.arg(flag).arg(src.native_dir(platform).join(platform.godot_lib()));
    }
    for &m in mobile {
        let flag = match m {
            Mobile::AndroidArm64 => "--lib-android-arm64",
            Mobile::AndroidX86_64 => "--lib-android-x86_64",
            Mobile::Ios => "--lib-ios",
        };
        cmd.arg(flag).arg(src.mobile_dir(m).join(m.native_files()[1]));
    }
    let work = out.with_file_name(format!(
        "{}-work/godot-addon",
        out.file_name().map_or("dist".into(), |n| n.to_string_lossy())
    ));
    if work.exists() {
        std::fs::remove_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    cmd.arg("--zip").arg(&zip).arg(&work).current_dir(&src.root);
    let status = cmd.status().map_err(|e| format!("{}: {e}", script.display()))?;
    if !status.success() || !zip.exists() {
        return Err(format!("{} did not write {}", script.display(), zip.display()));
    }
    Ok(())
}

/// `cargo xtask check-macho FILE...`: the Mach-O check of `dist-check` on
/// any files (`.a` as a static library, anything else as a dylib); the
/// header's functions are asked of libmajiang, `gdext_rust_init` of the
/// Godot extension (a name with `godot` in it).
pub fn check_macho(root: &Path, files: &[String]) -> Result<(), String> {
    if files.is_empty() {
        return Err(format!("check-macho needs files\n{USAGE}"));
    }
    let header = macho::header_functions(root)?;
    let godot = ["gdext_rust_init".to_owned()];
    let mut failed = 0;
    for file in files {
        let path = Path::new(file);
        let is_godot = file.contains("godot");
        let expect = macho::Expect {
            exports: if is_godot { &godot } else { &header },
            install_name: (!is_godot && file.ends_with(".dylib"))
                .then_some("@rpath/libmajiang.dylib"),
        };
        let result = if file.ends_with(".a") {
            macho::check_static(path, &expect)
        } else {
            macho::check_dylib(path, &expect)
        };
        match result {
            Ok(summary) => println!("ok    {file}: {summary}"),
            Err(e) => {
                println!("FAIL  {file}: {e}");
                failed += 1;
            }
        }
    }
    if failed == 0 { Ok(()) } else { Err(format!("{failed} of {} files failed", files.len())) }
}

/// The npm package of the WebAssembly build, when its build script exists.
fn wasm(src: &Sources) -> Result<(), String> {
    let script = src.root.join("bindings/js/build.sh");
    if !script.exists() {
        println!("dist: no bindings/js/build.sh yet, so no wasm package");
        return Ok(());
    }
    let status = Command::new("bash")
        .arg(&script)
        .arg(src.dist_dir())
        .current_dir(&src.root)
        .status()
        .map_err(|e| format!("{}: {e}", script.display()))?;
    let tgz = src.dist_dir().join(format!("majiang-wasm-{}.tgz", src.version));
    if !status.success() || !tgz.exists() {
        return Err(format!("{} did not write {}", script.display(), tgz.display()));
    }
    Ok(())
}

/// The artefacts of `dir` with their sizes, sorted by name.
fn listing(dir: &Path) -> Result<Vec<(String, u64)>, String> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let size = entry.metadata().map_err(|e| e.to_string())?.len();
        if entry.file_type().is_ok_and(|t| t.is_file()) {
            files.push((entry.file_name().to_string_lossy().into_owned(), size));
        }
    }
    files.sort();
    Ok(files)
}

/// `SHA256SUMS` in the format `sha256sum -c` reads.
fn write_sums(dir: &Path) -> Result<(), String> {
    let mut sums = String::new();
    for (name, _) in listing(dir)? {
        let hex = sha256_hex(&archive::read(&dir.join(&name))?);
        sums.push_str(&format!("{hex}  {name}\n"));
    }
    std::fs::write(dir.join("SHA256SUMS"), sums).map_err(|e| format!("SHA256SUMS: {e}"))
}

#[cfg(test)]
mod tests {
    use super::fill;

    #[test]
    fn fill_replaces_every_placeholder_and_refuses_a_missing_one() {
        assert_eq!(fill("a @X@ b @Y_Z@", &[("X", "1"), ("Y_Z", "2")]).unwrap(), "a 1 b 2");
        assert!(fill("a @X@ b @W@", &[("X", "1")]).unwrap_err().contains("@W@"));
        // CMake's ${VAR} and e-mail-like text are not placeholders.
        assert_eq!(fill("${a} x@y", &[]).unwrap(), "${a} x@y");
    }
}
