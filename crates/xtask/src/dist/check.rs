//! `cargo xtask dist-check`: every package of `target/dist/` unpacked into a
//! clean folder (`target/dist-check/`, inside the checkout so the cross
//! sandbox sees it) with the standard tools (`tar`, `unzip`, `pip`), and the
//! consumers of `tests/ffi/` (copied there with their data files) built
//! against it the way a user would: C with `-I/-L` and with pkg-config, C++
//! and static C through the SDK's CMake package, LuaJIT, Python after
//! `pip install` of the wheel into a fresh venv, C# on Mono against the
//! Unity package, the 四川 and 红中 tables of `tests/ffi/tables` in C, in a new
//! Go module on the SDK's `bindings/go` (shared and static) and in Java on its
//! `majiang.jar`, all three printing the same lines; the Windows SDK with MinGW-w64 under wine in the cross
//! sandbox; the Linux arm64 SDK (C, C++, static C) and wheel (Python in a
//! venv of an arm64 python) under qemu-user (`tests/cross/aarch64.sh`).
//! Each consumer must pass every check, and the counts must agree across
//! builds of the same consumer. No Mac runs here, so every macOS library is
//! read as a Mach-O file instead (see [`super::macho`]); with `--mobile`
//! the Android and iOS libraries' layout and ELF headers are checked.
//!
//! The tools come from `tests/dist/install-deps.sh`, the cross sandbox
//! (`tests/cross/sandbox.sh`) and `tests/cross/aarch64.sh setup`.

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use super::archive::read;
use super::macho;
use super::platform::{Mobile, Platform};
use super::{Sources, glibc_floor, sha256_hex, unity, wheel};

/// The oldest glibc the Linux libraries must load on.
const GLIBC_FLOOR: (u32, u32) = (2, 28);

/// The command line's arguments in the SDK checks (as tests/cross/common.sh's
/// `cli_analyze`): an analysis through every part of the core.
const CLI_ANALYZE: [&str; 4] = ["analyze", "123m456s789p2345m9s", "--seen", "55m"];

/// The CLI's output when it is a whole analysis (through EXPERT's ranking).
fn cli_answered(out: String) -> Result<String, String> {
    if out.contains("Shanten: 0") && out.contains("EXPERT ranking") {
        Ok(out)
    } else {
        Err(format!("majiang analyze printed no whole analysis:\n{out}"))
    }
}

/// The consumer sources and data files copied next to the packages.
const CONSUMER_FILES: [&str; 8] = [
    "consumer.c",
    "consumer.cpp",
    "consumer_tu2.cpp",
    "consumer.lua",
    "consumer.py",
    "Consumer.cs",
    "cases.txt",
    "analysis.txt",
];

/// The tables played by C, Go and Java (tests/ffi/tables), copied beside the packages; the Go
/// program gets a `go.mod` of its own, naming the unpacked SDK's module.
const TABLE_FILES: [&str; 3] = ["tables/tables.c", "tables/go/main.go", "tables/Tables.java"];

struct Checker {
    src: Sources,
    /// `target/dist-check/`.
    dir: PathBuf,
    passed: usize,
    failed: Vec<String>,
}

/// Runs `cargo xtask dist-check [--no-wine] [--no-qemu] [--mobile]`.
pub fn run(root: &Path, args: &[String]) -> ExitCode {
    let (mut wine, mut qemu, mut mobile) = (true, true, false);
    for arg in args {
        match arg.as_str() {
            "--no-wine" => wine = false,
            "--no-qemu" => qemu = false,
            "--mobile" => mobile = true,
            _ => {
                eprintln!("dist-check: unknown argument {arg:?}\n{}", super::USAGE);
                return ExitCode::from(2);
            }
        }
    }
    let src = Sources::new(root);
    let dir = src.target.join("dist-check");
    let mut c = Checker { src, dir, passed: 0, failed: Vec::new() };
    match c.prepare() {
        Err(e) => {
            eprintln!("dist-check: {e}");
            return ExitCode::FAILURE;
        }
        // Checks of a missing package fail on their own; the rest still run.
        Ok(missing) => {
            for archive in missing {
                c.check(&format!("{archive} exists"), |_| {
                    Err("not in target/dist/: run cargo xtask dist".into())
                });
            }
        }
    }
    c.check("SHA256SUMS lists every artefact with its hash", Checker::sums);
    c.check("wheels: WHEEL tag and RECORD hashes", Checker::wheels);
    c.check("Unity package: package.json, a .meta per asset, unique GUIDs", Checker::unity_layout);
    c.check("Godot addon: every library the .gdextension names", |c| c.godot_addon(mobile));
    c.check("Linux libraries (x86_64, arm64) need no glibc above 2.28", Checker::glibc);
    c.check(
        "macOS libraries (SDK .dylib and .a, Godot, Unity, wheel): Mach-O structure",
        Checker::macos,
    );
    if mobile {
        c.check("Android libraries: ELF CPU per ABI, 16 KB page alignment", Checker::android);
        c.check("iOS xcframeworks: device arm64 and simulator slices", Checker::ios);
    }
    let c_linux = c.count("Linux SDK: C, gcc -I -L (shared)", Checker::c_plain);
    let c_pc = c.count("Linux SDK: C via pkg-config (shared)", Checker::c_pkg_config);
    let (cpp, c_static) = c
        .count_pair("Linux SDK: C++ and static C via find_package(majiang)", Checker::cmake)
        .unzip();
    c.count("Linux SDK: LuaJIT", Checker::lua);
    let mut c_tables = None;
    c.check("Linux SDK: C plays the 四川 and 红中 tables of tests/ffi/tables", |c| {
        let out = c.tables_c()?;
        c_tables = Some(out);
        Ok("16 hands".to_owned())
    });
    for (what, run) in [
        (
            "Linux SDK: Go, a new module on bindings/go (shared and static), tables as in C",
            Checker::tables_go as fn(&Checker) -> Result<Vec<String>, String>,
        ),
        (
            "Linux SDK: Java on bindings/java/majiang.jar and JNA, tables as in C",
            Checker::tables_java,
        ),
    ] {
        c.check(what, |c| {
            let want = c_tables.as_deref().ok_or("the C tables did not run")?;
            for got in run(c)? {
                if got != want {
                    return Err(format!("printed\n{got}\nbut the C program\n{want}"));
                }
            }
            Ok(format!("{} hands, as in C", want.lines().count()))
        });
    }
    let mut cli_linux = None;
    c.check("Linux SDK: bin/majiang analyze, from the unpacked folder", |c| {
        let out = c.cli_linux()?;
        let lines = out.lines().count();
        cli_linux = Some(out);
        Ok(format!("{lines} lines"))
    });
    c.count("Linux wheel: Python after pip install into a fresh venv", Checker::python);
    c.count("Unity package: C# on Mono with the Linux library", Checker::csharp);
    if c.src.root.join("bindings/js/build.sh").exists() {
        c.check("wasm package: npm install, then import it in Node", Checker::wasm);
    }
    let mut counts = vec![c_linux, c_pc, c_static];
    let mut cpp_counts = vec![cpp];
    if qemu {
        let mut arm = None;
        c.check("Linux arm64 SDK under qemu: C (-I -L), C++ and static C (CMake)", |c| {
            let (shared, cpp, fixed) = c.arm64()?;
            arm = Some((shared, cpp, fixed));
            Ok(format!("{shared}, {cpp} and {fixed} checks passed"))
        });
        counts.extend([arm.map(|a| a.0), arm.map(|a| a.2)]);
        cpp_counts.push(arm.map(|a| a.1));
        c.count(
            "Linux arm64 wheel under qemu: Python after pip install into a venv",
            Checker::python_arm64,
        );
    } else {
        println!("skip  Linux arm64 SDK and wheel under qemu (--no-qemu)");
    }
    if wine {
        let mut windows = None;
        c.check("Windows SDK under wine: C (gcc -L, CMake static) and C++ (CMake)", |c| {
            let (shared, fixed, cpp) = c.windows()?;
            windows = Some((shared, fixed, cpp));
            Ok(format!("{shared}, {fixed} and {cpp} checks passed"))
        });
        counts.extend([windows.map(|w| w.0), windows.map(|w| w.1)]);
        cpp_counts.push(windows.map(|w| w.2));
        c.check("Windows SDK under wine: bin/majiang.exe analyze, as on Linux", |c| {
            let want = cli_linux.as_deref().ok_or("the Linux SDK's CLI did not run")?;
            let got = c.cli_windows()?;
            if got != want {
                return Err(format!("majiang.exe printed\n{got}\nbut the Linux majiang\n{want}"));
            }
            Ok(format!("{} lines, as on Linux", got.lines().count()))
        });
    } else {
        println!("skip  Windows SDK under wine (--no-wine)");
    }
    c.check("C++ counts agree across every build of consumer.cpp", |_| agree(&cpp_counts));
    c.check("C counts agree across every build of consumer.c", |_| agree(&counts));
    println!("dist-check: {} passed, {} failed", c.passed, c.failed.len());
    if c.failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

impl Checker {
    fn dist(&self) -> PathBuf {
        self.src.dist_dir()
    }

    fn linux_sdk(&self) -> PathBuf {
        self.dir.join(format!(
            "sdk-linux/majiang-sdk-{}-{}",
            self.src.version,
            Platform::Linux.triple()
        ))
    }

    fn windows_sdk(&self) -> PathBuf {
        self.sdk(Platform::Windows)
    }

    /// The unpacked SDK of a platform.
    fn sdk(&self, platform: Platform) -> PathBuf {
        self.dir.join(format!(
            "sdk-{}/majiang-sdk-{}-{}",
            platform.name(),
            self.src.version,
            platform.triple()
        ))
    }

    /// The wheel of a platform in `target/dist/`, found by its tag's ending
    /// (the glibc part of a Linux tag comes from the library it carries).
    fn wheel_file(&self, platform: Platform) -> Result<PathBuf, String> {
        let ending = match platform {
            Platform::Linux => "_x86_64.whl",
            Platform::LinuxArm64 => "_aarch64.whl",
            Platform::Windows => "-win_amd64.whl",
            Platform::MacOs => "-macosx_11_0_universal2.whl",
        };
        let prefix = format!("majiang-{}-py3-none-", self.src.version);
        let found: Vec<_> = std::fs::read_dir(self.dist())
            .map_err(|e| e.to_string())?
            .filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned()))
            .filter(|n| n.starts_with(&prefix) && n.ends_with(ending))
            .collect();
        match found.as_slice() {
            [one] => Ok(self.dist().join(one)),
            _ => Err(format!("want one {prefix}*{ending} in target/dist/, found {found:?}")),
        }
    }

    fn unity_dir(&self) -> PathBuf {
        self.dir.join("unity").join(unity::PACKAGE)
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// A fresh folder with the consumers and every package unpacked; the
    /// names of the packages missing.
    fn prepare(&self) -> Result<Vec<String>, String> {
        if self.dir.exists() {
            std::fs::remove_dir_all(&self.dir)
                .map_err(|e| format!("{}: {e}", self.dir.display()))?;
        }
        let data = self.data();
        mkdir(&data)?;
        for file in CONSUMER_FILES.iter().chain(&["games.txt"]).chain(&TABLE_FILES) {
            let from = self.src.root.join("tests/ffi").join(file);
            let to = data.join(file);
            mkdir(to.parent().unwrap_or(&data))?;
            std::fs::copy(&from, &to).map_err(|e| format!("{}: {e}", from.display()))?;
        }
        let v = &self.src.version;
        let mut unpack: Vec<(String, String)> = Platform::ALL
            .iter()
            .map(|p| {
                let ext = if *p == Platform::Windows { "zip" } else { "tar.gz" };
                (format!("majiang-sdk-{v}-{}.{ext}", p.triple()), format!("sdk-{}", p.name()))
            })
            .collect();
        unpack.push((format!("majiang-unity-{v}.zip"), "unity".into()));
        unpack.push((format!("majiang-godot-addon-{v}.zip"), "godot".into()));
        let mut missing = Vec::new();
        for (archive, folder) in unpack {
            let (from, to) = (self.dist().join(&archive), self.dir.join(&folder));
            if !from.exists() {
                missing.push(archive);
                continue;
            }
            mkdir(&to)?;
            let mut cmd = if archive.ends_with(".zip") {
                let mut c = Command::new("unzip");
                c.arg("-q").arg(&from).arg("-d").arg(&to);
                c
            } else {
                let mut c = Command::new("tar");
                c.arg("-xzf").arg(&from).arg("-C").arg(&to);
                c
            };
            output(&mut cmd)?;
        }
        Ok(missing)
    }

    fn check(&mut self, what: &str, f: impl FnOnce(&Self) -> Result<String, String>) {
        let start = Instant::now();
        match f(self) {
            Ok(detail) => {
                println!("ok    {what}: {detail} ({:.1} s)", start.elapsed().as_secs_f64());
                self.passed += 1;
            }
            Err(e) => {
                println!("FAIL  {what}: {e}");
                self.failed.push(what.to_owned());
            }
        }
    }

    /// A check whose result is a consumer's number of passed checks.
    fn count(&mut self, what: &str, f: impl FnOnce(&Self) -> Result<u64, String>) -> Option<u64> {
        let mut n = None;
        self.check(what, |c| {
            let count = f(c)?;
            n = Some(count);
            Ok(format!("{count} checks passed"))
        });
        n
    }

    /// A check that runs two consumers.
    fn count_pair(
        &mut self,
        what: &str,
        f: impl FnOnce(&Self) -> Result<(u64, u64), String>,
    ) -> Option<(u64, u64)> {
        let mut n = None;
        self.check(what, |c| {
            let (a, b) = f(c)?;
            n = Some((a, b));
            Ok(format!("{a} and {b} checks passed"))
        });
        n
    }

    fn sums(&self) -> Result<String, String> {
        let text =
            String::from_utf8(read(&self.dist().join("SHA256SUMS"))?).map_err(|e| e.to_string())?;
        let mut listed = BTreeSet::new();
        for line in text.lines() {
            let (hex, name) = line.split_once("  ").ok_or(format!("bad line {line:?}"))?;
            let data = read(&self.dist().join(name))?;
            let actual = sha256_hex(&data);
            if actual != hex {
                return Err(format!("{name}: hash {actual}, SHA256SUMS says {hex}"));
            }
            listed.insert(name.to_owned());
        }
        let on_disk: BTreeSet<String> = std::fs::read_dir(self.dist())
            .map_err(|e| e.to_string())?
            .filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned()))
            .filter(|n| n != "SHA256SUMS")
            .collect();
        if on_disk != listed {
            return Err(format!("on disk {on_disk:?}, listed {listed:?}"));
        }
        Ok(format!("{} artefacts", listed.len()))
    }

    fn wheels(&self) -> Result<String, String> {
        let mut names = Vec::new();
        for platform in Platform::ALL {
            let path = self.wheel_file(platform)?;
            let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let dir = self.dir.join(format!("wheel-{}", platform.name()));
            mkdir(&dir)?;
            output(Command::new("unzip").arg("-q").arg(&path).arg("-d").arg(&dir))?;
            let info = dir.join(format!("majiang-{}.dist-info", self.src.version));
            let tag = name.trim_end_matches(".whl").splitn(3, '-').nth(2).unwrap_or_default();
            let wheel_file = String::from_utf8_lossy(&read(&info.join("WHEEL"))?).into_owned();
            if !wheel_file.lines().any(|l| l == format!("Tag: {tag}")) {
                return Err(format!("{name}: WHEEL has no `Tag: {tag}`"));
            }
            let record = String::from_utf8_lossy(&read(&info.join("RECORD"))?).into_owned();
            let mut files = 0;
            for line in record.lines() {
                let mut fields = line.split(',');
                let (path, hash, size) = (fields.next(), fields.next(), fields.next());
                let (Some(path), Some(hash), Some(size)) = (path, hash, size) else {
                    return Err(format!("{name}: bad RECORD line {line:?}"));
                };
                if hash.is_empty() && path.ends_with("/RECORD") {
                    continue;
                }
                let data = read(&dir.join(path))?;
                if wheel::record_hash(&data) != hash || data.len().to_string() != size {
                    return Err(format!("{name}: {path} does not match its RECORD line"));
                }
                files += 1;
            }
            let lib = dir.join("majiang").join(platform.shared_lib());
            if !lib.exists() {
                return Err(format!("{name}: no majiang/{}", platform.shared_lib()));
            }
            names.push(format!("{name} ({files} files)"));
        }
        Ok(names.join(", "))
    }

    fn unity_layout(&self) -> Result<String, String> {
        let pkg = self.unity_dir();
        let json = String::from_utf8_lossy(&read(&pkg.join("package.json"))?).into_owned();
        for field in [
            format!("\"name\": \"{}\"", unity::PACKAGE),
            format!("\"version\": \"{}\"", self.src.version),
            "\"unity\": ".to_owned(),
        ] {
            if !json.contains(&field) {
                return Err(format!("package.json lacks {field}"));
            }
        }
        let mut guids = BTreeSet::new();
        let mut assets = 0;
        for path in walk(&pkg)? {
            let rel = path.strip_prefix(&pkg).map_err(|e| e.to_string())?;
            if path.extension().is_some_and(|e| e == "meta") {
                continue;
            }
            // Inside an .xcframework (one asset), Unity reads no .meta.
            let text = rel.to_string_lossy();
            if unity::bundle_of(&text).is_some_and(|b| b != text) {
                continue;
            }
            let meta = PathBuf::from(format!("{}.meta", path.display()));
            let text = String::from_utf8_lossy(&read(&meta)?).into_owned();
            let guid = text
                .lines()
                .find_map(|l| l.strip_prefix("guid: "))
                .ok_or(format!("{}.meta has no guid", rel.display()))?;
            if guid.len() != 32 || !guids.insert(guid.to_owned()) {
                return Err(format!("{}.meta: guid {guid} malformed or reused", rel.display()));
            }
            assets += 1;
        }
        for (folder, lib, os) in [
            ("linux-x64", "libmajiang.so", "Linux64"),
            ("win-x64", "majiang.dll", "Win64"),
            ("macOS", "libmajiang.dylib", "OSXUniversal"),
        ] {
            let meta = pkg.join(format!("Plugins/{folder}/{lib}.meta"));
            let text = String::from_utf8_lossy(&read(&meta)?).into_owned();
            let enabled = format!("Standalone: {os}\n    second:\n      enabled: 1");
            if !text.contains("PluginImporter:") || !text.contains(&enabled) {
                return Err(format!("{} does not enable it for {os}", meta.display()));
            }
        }
        Ok(format!("{assets} files and folders, each with its own GUID"))
    }

    fn godot_addon(&self, mobile: bool) -> Result<String, String> {
        godot_addon_entries(&self.dir.join("godot/addons/majiang"), mobile)
    }

    /// Every macOS library of every package, read as Mach-O.
    fn macos(&self) -> Result<String, String> {
        let header = macho::header_functions(&self.src.root)?;
        let godot = ["gdext_rust_init".to_owned()];
        let c_lib =
            macho::Expect { exports: &header, install_name: Some("@rpath/libmajiang.dylib") };
        let sdk = self.sdk(Platform::MacOs);
        let mut lines = vec![
            format!(
                "SDK lib/libmajiang.dylib: {}",
                macho::check_dylib(&sdk.join("lib/libmajiang.dylib"), &c_lib)?
            ),
            format!(
                "SDK lib/libmajiang.a: {}",
                macho::check_static(
                    &sdk.join("lib/libmajiang.a"),
                    &macho::Expect { exports: &header, install_name: None }
                )?
            ),
        ];
        let others = [
            ("Unity Plugins/macOS", self.unity_dir().join("Plugins/macOS/libmajiang.dylib")),
            ("wheel", self.dir.join("wheel-macos/majiang/libmajiang.dylib")),
        ];
        for (what, lib) in others {
            macho::check_dylib(&lib, &c_lib).map_err(|e| format!("{what}: {e}"))?;
            lines.push(format!("{what}: ok"));
        }
        let addon =
            self.dir.join("godot/addons/majiang/bin/libmajiang_godot.universal-apple-darwin.dylib");
        let summary =
            macho::check_dylib(&addon, &macho::Expect { exports: &godot, install_name: None })
                .map_err(|e| format!("Godot addon: {e}"))?;
        lines.push(format!("Godot addon (gdext_rust_init): {summary}"));
        for line in &lines {
            println!("      {line}");
        }
        Ok(format!("{} libraries", lines.len()))
    }

    /// The Android libraries of the addon and the Unity package.
    fn android(&self) -> Result<String, String> {
        let addon = self.dir.join("godot/addons/majiang/bin");
        let unity = self.unity_dir().join("Plugins/Android/libs");
        let mut n = 0;
        for m in [Mobile::AndroidArm64, Mobile::AndroidX86_64] {
            let abi = m.android_abi().unwrap_or_default();
            for lib in [
                addon.join(format!("libmajiang_godot.{}.so", m.dir())),
                unity.join(abi).join("libmajiang.so"),
            ] {
                android_elf(&read(&lib)?, m).map_err(|e| format!("{}: {e}", lib.display()))?;
                n += 1;
            }
        }
        Ok(format!("{n} libraries"))
    }

    /// The iOS xcframeworks of the addon and the Unity package.
    fn ios(&self) -> Result<String, String> {
        let frameworks = [
            self.dir.join("godot/addons/majiang/bin/majiang_godot.xcframework"),
            self.unity_dir().join("Plugins/iOS/majiang.xcframework"),
        ];
        for framework in &frameworks {
            xcframework(framework).map_err(|e| format!("{}: {e}", framework.display()))?;
        }
        Ok(format!("{} xcframeworks", frameworks.len()))
    }

    /// Every Linux library shipped loads on the glibc floor.
    fn glibc(&self) -> Result<String, String> {
        let godot = self.dir.join("godot/addons/majiang/bin");
        let libs = [
            self.linux_sdk().join("lib/libmajiang.so"),
            self.linux_sdk().join("bin/majiang"),
            self.dir.join("wheel-linux/majiang/libmajiang.so"),
            self.unity_dir().join("Plugins/linux-x64/libmajiang.so"),
            godot.join("libmajiang_godot.x86_64-unknown-linux-gnu.so"),
            self.sdk(Platform::LinuxArm64).join("lib/libmajiang.so"),
            self.dir.join("wheel-linux-arm64/majiang/libmajiang.so"),
            godot.join("libmajiang_godot.aarch64-unknown-linux-gnu.so"),
        ];
        let mut highest = Vec::new();
        for lib in &libs {
            let (major, minor) = glibc_floor(lib)?;
            if (major, minor) > GLIBC_FLOOR {
                return Err(format!(
                    "{} needs GLIBC_{major}.{minor}, above the floor {}.{}",
                    lib.display(),
                    GLIBC_FLOOR.0,
                    GLIBC_FLOOR.1
                ));
            }
            highest.push(format!("{major}.{minor}"));
        }
        Ok(format!("highest GLIBC_ versions {}", highest.join(", ")))
    }

    /// `cc` completed into the C consumer's build against an unpacked SDK ([`c_build`]).
    fn c_consumer_build<'a>(&self, cc: &'a mut Command, sdk: &Path, exe: &Path) -> &'a mut Command {
        c_build(cc, sdk, &self.data().join("consumer.c"), exe)
    }

    fn c_plain(&self) -> Result<u64, String> {
        let sdk = self.linux_sdk();
        let exe = self.dir.join("c-plain");
        output(self.c_consumer_build(&mut Command::new("gcc"), &sdk, &exe))?;
        self.consumer(&mut Command::new(&exe))
    }

    fn c_pkg_config(&self) -> Result<u64, String> {
        let pc_dir = self.linux_sdk().join("lib/pkgconfig");
        let flags = output(
            Command::new("pkg-config")
                .args(["--cflags", "--libs", "majiang"])
                .env("PKG_CONFIG_PATH", &pc_dir),
        )?;
        let exe = self.dir.join("c-pkg-config");
        let rpath = self.linux_sdk().join("lib");
        output(
            Command::new("gcc")
                .args(C_FLAGS)
                .arg(self.data().join("consumer.c"))
                .args(flags.split_whitespace())
                .arg(format!("-Wl,-rpath,{}", rpath.display()))
                .arg("-o")
                .arg(&exe),
        )?;
        self.consumer(&mut Command::new(&exe))
    }

    /// C++ through `majiang::majiang`, C through `majiang::static`.
    /// The CMake project a user writes: C++ through `majiang::majiang`, C
    /// through `majiang::static`. Returns its source folder.
    fn cmake_project(&self, name: &str) -> Result<PathBuf, String> {
        let project = self.dir.join(name);
        mkdir(&project)?;
        let lists = format!(
            "cmake_minimum_required(VERSION 3.16)\nproject(consumers C CXX)\n\
             set(CMAKE_CXX_STANDARD 17)\nset(CMAKE_CXX_STANDARD_REQUIRED ON)\nset(CMAKE_C_STANDARD 11)\n\
             find_package(majiang {} CONFIG REQUIRED)\n\
             add_executable(consumer_cpp {d}/consumer.cpp {d}/consumer_tu2.cpp)\n\
             target_compile_options(consumer_cpp PRIVATE -Wall -Wextra -Werror -pedantic)\n\
             target_link_libraries(consumer_cpp PRIVATE majiang::majiang)\n\
             add_executable(consumer_c_static {d}/consumer.c)\n\
             target_compile_options(consumer_c_static PRIVATE -Wall -Wextra -Werror -pedantic)\n\
             target_link_libraries(consumer_c_static PRIVATE majiang::static)\n",
            self.src.version,
            d = self.data().display()
        );
        std::fs::write(project.join("CMakeLists.txt"), lists).map_err(|e| e.to_string())?;
        Ok(project)
    }

    fn cmake(&self) -> Result<(u64, u64), String> {
        let project = self.cmake_project("cmake-linux")?;
        let build = project.join("build");
        output(
            Command::new("cmake")
                .arg("-S")
                .arg(&project)
                .arg("-B")
                .arg(&build)
                .arg(format!("-DCMAKE_PREFIX_PATH={}", self.linux_sdk().display())),
        )?;
        output(Command::new("cmake").arg("--build").arg(&build))?;
        let cpp = self.consumer(&mut Command::new(build.join("consumer_cpp")))?;
        let c = self.consumer(&mut Command::new(build.join("consumer_c_static")))?;
        Ok((cpp, c))
    }

    fn lua(&self) -> Result<u64, String> {
        let sdk = self.linux_sdk();
        self.consumer(
            Command::new("luajit")
                .arg(self.data().join("consumer.lua"))
                .env("MAJIANG_LIB", sdk.join("lib/libmajiang.so"))
                .env("LUA_PATH", sdk.join("bindings/lua/?.lua")),
        )
    }

    fn python(&self) -> Result<u64, String> {
        let venv = self.dir.join("venv");
        output(Command::new("python3").args(["-m", "venv"]).arg(&venv))?;
        let wheel = self.wheel_file(Platform::Linux)?;
        output(
            Command::new(venv.join("bin/pip"))
                .args(["install", "--no-index", "--no-deps", "--disable-pip-version-check", "-q"])
                .arg(&wheel),
        )?;
        let python = venv.join("bin/python");
        // The bundled library must be the one loaded, whatever else is around.
        let loaded = output(
            Command::new(&python)
                .args(["-c", "import majiang; majiang.load(); print(majiang._lib._name)"])
                .env("MAJIANG_LIB", "/nonexistent/libmajiang.so"),
        )?;
        if !Path::new(loaded.trim()).starts_with(&venv) {
            return Err(format!(
                "the wheel's module loaded {} instead of its own library",
                loaded.trim()
            ));
        }
        // Editors and type checkers read the hints only with the PEP 561 marker beside them.
        let typed = output(Command::new(&python).args([
            "-c",
            "import majiang, os; print(os.path.isfile(os.path.join(os.path.dirname(majiang.__file__), 'py.typed')))",
        ]))?;
        if typed.trim() != "True" {
            return Err("the installed wheel has no majiang/py.typed".into());
        }
        self.consumer(
            Command::new(&python)
                .arg(self.data().join("consumer.py"))
                .env("PYTHONDONTWRITEBYTECODE", "1"),
        )
    }

    /// `bin/majiang analyze …` run from the unpacked Linux SDK folder, as the
    /// SDK README shows; its output.
    fn cli_linux(&self) -> Result<String, String> {
        let sdk = self.linux_sdk();
        let out =
            output(Command::new(sdk.join("bin/majiang")).args(CLI_ANALYZE).current_dir(&sdk))?;
        cli_answered(out)
    }

    /// `bin/majiang.exe analyze …` under wine in the cross sandbox, from the
    /// unpacked Windows SDK folder; its output without the CRs.
    fn cli_windows(&self) -> Result<String, String> {
        let sandbox = self.src.root.join("tests/cross/sandbox.sh");
        let sdk = self.windows_sdk();
        let out = output(
            Command::new("bash")
                .arg(&sandbox)
                .args(["exec", "wine", "bin/majiang.exe"])
                .args(CLI_ANALYZE)
                .current_dir(&sdk),
        )?;
        cli_answered(out.replace('\r', ""))
    }

    /// The Linux arm64 SDK as a user on an ARM machine uses it, compiled by
    /// Zig's clang for aarch64 and run under qemu-user: the C consumer with
    /// `-I`/`-L`, and the CMake project cross-configured for aarch64 (C++ on
    /// the shared library, C on the static one). The counts of C (shared),
    /// C++ and C (static).
    fn arm64(&self) -> Result<(u64, u64, u64), String> {
        let tool = self.src.root.join("tests/cross/aarch64.sh");
        // qemu-user and the arm64 sysroot (a no-op once they are there).
        output(Command::new("bash").arg(&tool).arg("setup"))?;
        let sdk = self.sdk(Platform::LinuxArm64);
        let exe = self.dir.join("c-arm64");
        output(self.c_consumer_build(Command::new("bash").arg(&tool).arg("cc"), &sdk, &exe))?;
        let run = |exe: &Path| self.consumer(Command::new("bash").arg(&tool).arg("run").arg(exe));
        let c = run(&exe)?;
        let project = self.cmake_project("cmake-arm64")?;
        let build = project.join("build");
        let cross = self.src.root.join("tests/cross");
        output(
            Command::new("cmake")
                .arg("-S")
                .arg(&project)
                .arg("-B")
                .arg(&build)
                .args(["-DCMAKE_SYSTEM_NAME=Linux", "-DCMAKE_SYSTEM_PROCESSOR=aarch64"])
                .arg(format!("-DCMAKE_C_COMPILER={}", cross.join("aarch64-cc").display()))
                .arg(format!("-DCMAKE_CXX_COMPILER={}", cross.join("aarch64-c++").display()))
                .arg(format!("-DCMAKE_PREFIX_PATH={}", sdk.display())),
        )?;
        output(Command::new("cmake").arg("--build").arg(&build))?;
        let cpp = run(&build.join("consumer_cpp"))?;
        let fixed = run(&build.join("consumer_c_static"))?;
        Ok((c, cpp, fixed))
    }

    /// The arm64 wheel installed by pip, running on an arm64 python under
    /// qemu, into a fresh venv (pip itself from the wheel Debian's venv
    /// module bundles, so no index is needed).
    fn python_arm64(&self) -> Result<u64, String> {
        let tool = self.src.root.join("tests/cross/aarch64.sh");
        let venv = self.dir.join("venv-arm64");
        output(
            Command::new("bash")
                .arg(&tool)
                .args(["python", "-m", "venv", "--without-pip"])
                .arg(&venv),
        )?;
        let sysroot = PathBuf::from(output(Command::new("bash").arg(&tool).arg("sysroot"))?.trim());
        let wheels = sysroot.join("usr/share/python-wheels");
        let pip = std::fs::read_dir(&wheels)
            .map_err(|e| format!("{}: {e}", wheels.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("pip-")))
            .ok_or(format!("no pip wheel in {}", wheels.display()))?;
        let python = venv.join("bin/python");
        let in_venv = || {
            let mut cmd = Command::new("bash");
            cmd.arg(&tool).arg("run").arg(&python).env("PYTHONDONTWRITEBYTECODE", "1");
            cmd
        };
        output(
            in_venv()
                .arg(pip.join("pip"))
                .args(["install", "--no-index", "--no-deps", "--disable-pip-version-check", "-q"])
                .arg(self.wheel_file(Platform::LinuxArm64)?),
        )?;
        let loaded = output(
            in_venv()
                .args(["-c", "import majiang, platform; majiang.load(); print(platform.machine(), majiang._lib._name)"])
                .env("MAJIANG_LIB", "/nonexistent/libmajiang.so"),
        )?;
        match loaded.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["aarch64", lib] if Path::new(lib).starts_with(&venv) => {}
            _ => {
                return Err(format!(
                    "want an aarch64 python loading the venv's library: {loaded:?}"
                ));
            }
        }
        self.consumer(in_venv().arg(self.data().join("consumer.py")))
    }

    fn csharp(&self) -> Result<u64, String> {
        let pkg = self.unity_dir();
        let exe = self.dir.join("consumer-cs.exe");
        output(
            Command::new("mcs")
                .args(["-warnaserror", "-nologo"])
                .arg(format!("-out:{}", exe.display()))
                .arg(pkg.join("Runtime/Majiang.cs"))
                .arg(self.data().join("Consumer.cs")),
        )?;
        let plugins = pkg.join("Plugins").join(unity::plugin_folder(Platform::Linux));
        self.consumer(Command::new("mono").arg(&exe).env("LD_LIBRARY_PATH", plugins))
    }

    /// The npm package installed from its tarball into a new Node project
    /// (no registry needed: it has no dependencies) and called the way its
    /// README shows; `bindings/js/`'s own tests cover the whole surface.
    fn wasm(&self) -> Result<String, String> {
        let tgz = self.dist().join(format!("majiang-wasm-{}.tgz", self.src.version));
        let project = self.dir.join("node-project");
        mkdir(&project)?;
        std::fs::write(project.join("package.json"), "{\"private\": true, \"type\": \"module\"}\n")
            .map_err(|e| e.to_string())?;
        output(
            Command::new("npm")
                .args(["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error"])
                .arg(&tgz)
                .current_dir(&project),
        )?;
        let script = "import { load } from 'majiang';\n\
            const mj = await load();\n\
            const rules = mj.Rules.changsha();\n\
            const win = mj.isWin(rules, '123m456s789p23455m');\n\
            const waits = Array.from(mj.waits(rules, '123m456s789p2345m'));\n\
            const ok = win === true && JSON.stringify(waits) === '[1,4]';\n\
            console.log(`win ${win}, waits ${JSON.stringify(waits)}`);\n\
            process.exit(ok ? 0 : 1);\n";
        std::fs::write(project.join("check.mjs"), script).map_err(|e| e.to_string())?;
        let out = output(Command::new("node").arg("check.mjs").current_dir(&project))?;
        Ok(out.trim().to_owned())
    }

    /// In the cross sandbox, against the Windows SDK: the C consumer built by
    /// MinGW-w64 gcc through the import library, and the CMake project (C++
    /// on `majiang.dll`, C on `libmajiang.a`) cross-configured for Windows;
    /// all run under wine with `majiang.dll` beside them, as a user ships it.
    /// The counts of C (shared), C (static) and C++.
    fn windows(&self) -> Result<(u64, u64, u64), String> {
        let sandbox = self.src.root.join("tests/cross/sandbox.sh");
        if !sandbox.exists() {
            return Err("tests/cross/sandbox.sh is missing".to_owned());
        }
        let sdk = self.windows_sdk();
        let project = self.cmake_project("cmake-windows")?;
        let out = project.join("build");
        mkdir(&out)?;
        std::fs::copy(sdk.join("bin/majiang.dll"), out.join("majiang.dll"))
            .map_err(|e| e.to_string())?;
        let in_sandbox = |args: &[OsString]| {
            output(Command::new("bash").arg(&sandbox).arg("exec").args(args).current_dir(&out))
        };
        let mut gcc: Vec<OsString> = vec!["x86_64-w64-mingw32-gcc".into()];
        gcc.extend(C_FLAGS.map(OsString::from));
        gcc.push(format!("-I{}", sdk.join("include").display()).into());
        gcc.push(self.data().join("consumer.c").into());
        gcc.push(format!("-L{}", sdk.join("lib").display()).into());
        gcc.extend(["-lmajiang", "-o", "consumer_c.exe"].map(OsString::from));
        in_sandbox(&gcc)?;
        // The test programs carry their own C++ and threads runtimes
        // (-static), so only majiang.dll sits beside them.
        let configure = [
            "cmake".to_owned(),
            "-S".to_owned(),
            project.display().to_string(),
            "-B".to_owned(),
            out.display().to_string(),
            "-DCMAKE_SYSTEM_NAME=Windows".to_owned(),
            "-DCMAKE_C_COMPILER=x86_64-w64-mingw32-gcc".to_owned(),
            "-DCMAKE_CXX_COMPILER=x86_64-w64-mingw32-g++".to_owned(),
            "-DCMAKE_EXE_LINKER_FLAGS=-static".to_owned(),
            format!("-DCMAKE_PREFIX_PATH={}", sdk.display()),
        ];
        in_sandbox(&configure.map(OsString::from))?;
        in_sandbox(&["cmake", "--build", "."].map(OsString::from))?;
        // Relative: a Windows program reads it the same under wine and natively.
        let run = |exe: &str| {
            consumer_count(&in_sandbox(&["wine", exe, "../../data"].map(OsString::from))?)
        };
        Ok((run("consumer_c.exe")?, run("consumer_c_static.exe")?, run("consumer_cpp.exe")?))
    }

    /// tests/ffi/tables/tables.c built against the Linux SDK as its README shows; its lines.
    fn tables_c(&self) -> Result<String, String> {
        let exe = self.dir.join("tables-c");
        let source = self.data().join("tables/tables.c");
        output(c_build(&mut Command::new("gcc"), &self.linux_sdk(), &source, &exe))?;
        output(&mut Command::new(&exe))
    }

    /// The Go tables as a new module of a user: `go.mod` requiring `majiang`, replaced by the
    /// SDK's `bindings/go`; built shared (rpath to the SDK's lib/) and static
    /// (`-tags majiang_static`); the lines of each.
    fn tables_go(&self) -> Result<Vec<String>, String> {
        let sdk = self.linux_sdk();
        let module = self.dir.join("tables-go");
        mkdir(&module)?;
        let main = self.data().join("tables/go/main.go");
        std::fs::copy(&main, module.join("main.go"))
            .map_err(|e| format!("{}: {e}", main.display()))?;
        let go_mod = format!(
            "module tables\n\ngo 1.19\n\nrequire majiang v0.0.0\n\nreplace majiang => {}\n",
            sdk.join("bindings/go").display()
        );
        std::fs::write(module.join("go.mod"), go_mod).map_err(|e| format!("go.mod: {e}"))?;
        let lib = sdk.join("lib");
        let mut lines = Vec::new();
        for (exe, tags, flags) in [
            ("tables-shared", "", format!("-Wl,-rpath,{}", lib.display())),
            ("tables-static", "majiang_static", String::new()),
        ] {
            output(
                Command::new("go")
                    .args(["build", "-tags", tags, "-o", exe, "."])
                    .current_dir(&module)
                    .env("CGO_LDFLAGS", flags)
                    .env("GOPROXY", "off")
                    .env("GOFLAGS", "-mod=mod"),
            )?;
            lines.push(output(&mut Command::new(module.join(exe)))?);
        }
        Ok(lines)
    }

    /// tests/ffi/tables/Tables.java compiled and run on the SDK's `majiang.jar` and Debian's
    /// JNA, the SDK's library given by `-Dmajiang.lib`; its lines.
    fn tables_java(&self) -> Result<Vec<String>, String> {
        let sdk = self.linux_sdk();
        let classes = self.dir.join("tables-java");
        mkdir(&classes)?;
        let jna = super::gojava::JNA_JAR;
        let cp = format!("{}:{jna}", sdk.join("bindings/java/majiang.jar").display());
        output(
            Command::new("javac")
                .args(["-encoding", "UTF-8", "-cp", &cp, "-d"])
                .arg(&classes)
                .arg(self.data().join("tables/Tables.java")),
        )?;
        let out = output(
            Command::new("java")
                .arg("-cp")
                .arg(format!("{}:{cp}", classes.display()))
                .arg(format!("-Dmajiang.lib={}", sdk.join("lib/libmajiang.so").display()))
                .arg("Tables"),
        )?;
        Ok(vec![out])
    }

    /// Runs a consumer on the copied data files; its number of passed checks.
    fn consumer(&self, cmd: &mut Command) -> Result<u64, String> {
        let stdout = output(cmd.arg(self.data()).current_dir(&self.dir))?;
        consumer_count(&stdout)
    }
}

const C_FLAGS: [&str; 5] = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"];

/// `cc` completed into the build of a C program against an unpacked SDK, as its README shows:
/// `-I include`, `-L lib -lmajiang` with an rpath, into `exe`.
fn c_build<'a>(cc: &'a mut Command, sdk: &Path, source: &Path, exe: &Path) -> &'a mut Command {
    let lib = sdk.join("lib");
    cc.args(C_FLAGS)
        .arg("-I")
        .arg(sdk.join("include"))
        .arg(source)
        .arg("-L")
        .arg(&lib)
        .arg("-lmajiang")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-o")
        .arg(exe)
}

/// The Godot addon's `.gdextension` names a library in the addon for every
/// desktop platform (and, with `mobile`, Android and iOS).
pub fn godot_addon_entries(addon: &Path, mobile: bool) -> Result<String, String> {
    let ext = String::from_utf8_lossy(&read(&addon.join("majiang.gdextension"))?).into_owned();
    let mut keys = vec![
        "linux.debug.x86_64",
        "linux.release.x86_64",
        "linux.debug.arm64",
        "linux.release.arm64",
        "windows.debug.x86_64",
        "windows.release.x86_64",
        "macos.debug",
        "macos.release",
    ];
    if mobile {
        keys.extend([
            "android.debug.arm64",
            "android.release.arm64",
            "android.debug.x86_64",
            "android.release.x86_64",
            "ios.debug",
            "ios.release",
        ]);
    }
    for key in &keys {
        let line = ext
            .lines()
            .find(|l| l.starts_with(&format!("{key} ")) || l.starts_with(&format!("{key}=")))
            .ok_or(format!("no {key} entry"))?;
        let res = line.split('"').nth(1).ok_or(format!("no path in {line:?}"))?;
        let rel = res
            .strip_prefix("res://addons/majiang/")
            .ok_or(format!("{res} is outside the addon"))?;
        if !addon.join(rel).exists() {
            return Err(format!("{key} names {res}, which is not in the addon"));
        }
    }
    if !ext.contains("compatibility_minimum") {
        return Err("no compatibility_minimum".to_owned());
    }
    Ok(format!("{} library entries present", keys.len()))
}

/// An Android shared library: a 64-bit ELF `ET_DYN` for the ABI's CPU whose
/// loadable segments are aligned to 16 KB, as Android 15+ devices with 16 KB
/// pages (and Google Play, for new apps) require.
pub fn android_elf(data: &[u8], m: Mobile) -> Result<(), String> {
    let u16_at = |at: usize| data.get(at..at + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let u64_at = |at: usize| {
        data.get(at..at + 8).map(|b| u64::from_le_bytes(b.try_into().unwrap_or_default()))
    };
    if data.get(..6) != Some(b"\x7fELF\x02\x01") {
        return Err("not a 64-bit little-endian ELF file".to_owned());
    }
    let want = if m == Mobile::AndroidArm64 { 183 } else { 62 }; // EM_AARCH64, EM_X86_64
    if u16_at(16) != Some(3) || u16_at(18) != Some(want) {
        return Err(format!(
            "ELF type {:?} machine {:?}, want ET_DYN and {want}",
            u16_at(16),
            u16_at(18)
        ));
    }
    let (phoff, phentsize, phnum) = (u64_at(32), u16_at(54), u16_at(56));
    let (Some(phoff), Some(size), Some(count)) = (phoff, phentsize, phnum) else {
        return Err("truncated ELF header".to_owned());
    };
    let mut loads = 0;
    for i in 0..usize::from(count) {
        let at = phoff as usize + i * usize::from(size);
        let p_type = data.get(at..at + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        if p_type == Some(1) {
            let align = u64_at(at + 48).ok_or("truncated program header")?;
            if align < 16384 {
                return Err(format!("PT_LOAD {i} aligned to {align} bytes, want 16384"));
            }
            loads += 1;
        }
    }
    if loads == 0 {
        return Err("no PT_LOAD segment".to_owned());
    }
    Ok(())
}

/// An `.xcframework`: its `Info.plist` lists an iOS device library and an
/// iOS simulator library, and both are in the folder.
pub fn xcframework(dir: &Path) -> Result<(), String> {
    let plist = String::from_utf8_lossy(&read(&dir.join("Info.plist"))?).into_owned();
    let value = |dict: &str, key: &str| -> Option<String> {
        let after = &dict[dict.find(&format!("<key>{key}</key>"))?..];
        let start = after.find("<string>")? + "<string>".len();
        Some(after[start..start + after[start..].find("</string>")?].to_owned())
    };
    let (mut device, mut simulator) = (false, false);
    for dict in plist.split("<dict>").skip(2) {
        let (Some(id), Some(path)) = (value(dict, "LibraryIdentifier"), value(dict, "LibraryPath"))
        else {
            continue;
        };
        if !dir.join(&id).join(&path).exists() {
            return Err(format!("Info.plist names {id}/{path}, which is missing"));
        }
        if value(dict, "SupportedPlatform").as_deref() != Some("ios") {
            continue;
        }
        match value(dict, "SupportedPlatformVariant").as_deref() {
            Some("simulator") => simulator = true,
            None => device |= id.contains("arm64"),
            Some(_) => {}
        }
    }
    match (device, simulator) {
        (true, true) => Ok(()),
        _ => Err(format!("device arm64 library: {device}, simulator library: {simulator}")),
    }
}

/// Every build of one consumer passed the same number of checks.
fn agree(counts: &[Option<u64>]) -> Result<String, String> {
    let seen: BTreeSet<_> = counts.iter().flatten().collect();
    match (counts.iter().all(Option::is_some), seen.first()) {
        (true, Some(n)) if seen.len() == 1 => {
            Ok(format!("{n} checks in each of {} builds", counts.len()))
        }
        _ => Err(format!("counts differ or are missing: {counts:?}")),
    }
}

/// The passed count of a consumer's closing line `X: N cases; P passed, 0 failed`.
fn consumer_count(stdout: &str) -> Result<u64, String> {
    let last = stdout.lines().last().unwrap_or_default();
    let passed = last
        .strip_suffix(" passed, 0 failed")
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok());
    passed.ok_or(format!("closing line is not `… N passed, 0 failed`: {last:?}"))
}

/// Runs a command; its stdout, or an error with both streams. The search
/// path for shared libraries is the user's, not cargo's: `cargo run` puts
/// `target/debug/` on `LD_LIBRARY_PATH`, which would outrank the packages'
/// own library (RUNPATH) with whatever was last built there.
fn output(cmd: &mut Command) -> Result<String, String> {
    if !cmd.get_envs().any(|(name, _)| name == "LD_LIBRARY_PATH") {
        cmd.env_remove("LD_LIBRARY_PATH");
    }
    let out = cmd.output().map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        let tail = |s: &str| {
            s.lines()
                .rev()
                .take(20)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join("\n")
        };
        Err(format!(
            "{cmd:?} failed ({}):\n{}\n{}",
            out.status,
            tail(&stdout),
            tail(&String::from_utf8_lossy(&out.stderr))
        ))
    }
}

fn mkdir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

/// Every file under `dir` and every folder below it, sorted.
fn walk(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        for entry in std::fs::read_dir(&at).map_err(|e| format!("{}: {e}", at.display()))? {
            let path = entry.map_err(|e| e.to_string())?.path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::archive::Tree;

    /// A stand-in Android library: an ELF header and one PT_LOAD program
    /// header, nothing else (no code: it only has to look like one).
    fn stand_in_elf(machine: u16, align: u64) -> Vec<u8> {
        let mut elf = b"\x7fELF\x02\x01\x01".to_vec();
        elf.resize(16, 0);
        elf.extend(3u16.to_le_bytes()); // ET_DYN
        elf.extend(machine.to_le_bytes());
        elf.extend(1u32.to_le_bytes());
        elf.extend([0u64, 64, 0].iter().flat_map(|v| v.to_le_bytes())); // entry, phoff, shoff
        elf.extend(0u32.to_le_bytes());
        elf.extend([64u16, 56, 1, 64, 0, 0].iter().flat_map(|v| v.to_le_bytes()));
        elf.extend(1u32.to_le_bytes()); // PT_LOAD
        elf.extend(5u32.to_le_bytes());
        elf.extend([0u64, 0, 0, 120, 120, align].iter().flat_map(|v| v.to_le_bytes()));
        elf
    }

    /// A stand-in xcframework as `xcodebuild -create-xcframework` lays it out.
    fn stand_in_xcframework(dir: &Path, lib: &str) {
        let mut plist = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\
             <key>AvailableLibraries</key>\n<array>\n",
        );
        for (id, variant) in
            [("ios-arm64", None), ("ios-arm64_x86_64-simulator", Some("simulator"))]
        {
            std::fs::create_dir_all(dir.join(id)).unwrap();
            std::fs::write(dir.join(id).join(lib), format!("stand-in {id} {lib}")).unwrap();
            plist.push_str(&format!(
                "<dict>\n<key>LibraryIdentifier</key>\n<string>{id}</string>\n\
                 <key>LibraryPath</key>\n<string>{lib}</string>\n\
                 <key>SupportedPlatform</key>\n<string>ios</string>\n{}</dict>\n",
                variant.map_or(String::new(), |v| format!(
                    "<key>SupportedPlatformVariant</key>\n<string>{v}</string>\n"
                ))
            ));
        }
        plist.push_str(
            "</array>\n<key>CFBundlePackageType</key>\n<string>XFWK</string>\n</dict>\n</plist>\n",
        );
        std::fs::write(dir.join("Info.plist"), plist).unwrap();
    }

    /// The packaging of Android and iOS libraries (built only by the release
    /// workflow) run here on stand-in files in their places under
    /// `target/native/`: the Unity package and the Godot addon get them
    /// where each engine looks, and the checks dist-check runs on the real
    /// ones (`--mobile`) accept them.
    #[test]
    fn mobile_packaging_with_stand_in_libraries() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap();
        let target =
            std::env::temp_dir().join(format!("majiang-mobile-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&target);
        let src = Sources {
            root: root.to_path_buf(),
            target: target.clone(),
            version: "0.0.0".into(),
            mtime: 0,
        };
        for platform in Platform::ALL {
            let dir = src.native_dir(platform);
            std::fs::create_dir_all(&dir).unwrap();
            for file in platform.native_files() {
                std::fs::write(dir.join(file), format!("stand-in {file}")).unwrap();
            }
        }
        for m in Mobile::ALL {
            let dir = src.mobile_dir(m);
            std::fs::create_dir_all(&dir).unwrap();
            match m {
                Mobile::Ios => {
                    stand_in_xcframework(&dir.join("majiang.xcframework"), "libmajiang.a");
                    stand_in_xcframework(
                        &dir.join("majiang_godot.xcframework"),
                        "libmajiang_godot.dylib",
                    );
                }
                _ => {
                    let machine = if m == Mobile::AndroidArm64 { 183 } else { 62 };
                    for file in m.native_files() {
                        std::fs::write(dir.join(file), stand_in_elf(machine, 16384)).unwrap();
                    }
                }
            }
        }

        // Unity: Plugins/Android/libs/<abi>/ and Plugins/iOS/*.xcframework.
        let unity: Tree = crate::dist::unity::tree(&src, &Platform::ALL, &Mobile::ALL).unwrap();
        let files: BTreeSet<&str> = unity.files().map(|(p, _)| p).collect();
        let pkg = |p: &str| format!("{}/{p}", unity::PACKAGE);
        for path in [
            "Plugins/Android/libs/arm64-v8a/libmajiang.so",
            "Plugins/Android/libs/x86_64/libmajiang.so",
            "Plugins/iOS/majiang.xcframework/Info.plist",
            "Plugins/iOS/majiang.xcframework/ios-arm64/libmajiang.a",
            "Plugins/iOS/majiang.xcframework.meta",
            "Plugins/macOS/libmajiang.dylib.meta",
            "CHANGELOG.md",
            "LICENSE-MIT",
        ] {
            assert!(files.contains(pkg(path).as_str()), "the Unity package has no {path}");
        }
        assert!(!files.iter().any(|f| f.contains("linux-arm64")), "no Linux arm64 in Unity");
        assert!(!files.iter().any(|f| f.contains(".xcframework/") && f.ends_with(".meta")));
        let meta = |p: &str| {
            let data = unity.files().find(|(f, _)| *f == pkg(p)).unwrap().1;
            String::from_utf8_lossy(data).into_owned()
        };
        let arm = meta("Plugins/Android/libs/arm64-v8a/libmajiang.so.meta");
        assert!(arm.contains(
            "Android: Android\n    second:\n      enabled: 1\n      settings:\n        CPU: ARM64"
        ));
        assert!(meta("Plugins/Android/libs/x86_64/libmajiang.so.meta").contains("CPU: X86_64"));
        assert!(
            meta("Plugins/iOS/majiang.xcframework.meta")
                .contains("iPhone: iPhone\n    second:\n      enabled: 1")
        );

        // Godot: the addon names and carries every library.
        let out = target.join("dist");
        std::fs::create_dir_all(&out).unwrap();
        crate::dist::godot_addon(&src, &Platform::ALL, &Mobile::ALL, &out).unwrap();
        let addon = target.join("dist-work/godot-addon/addons/majiang");
        assert_eq!(godot_addon_entries(&addon, true).unwrap(), "14 library entries present");
        for m in [Mobile::AndroidArm64, Mobile::AndroidX86_64] {
            let lib = addon.join(format!("bin/libmajiang_godot.{}.so", m.dir()));
            android_elf(&std::fs::read(lib).unwrap(), m).unwrap();
        }
        xcframework(&addon.join("bin/majiang_godot.xcframework")).unwrap();
        assert!(addon.join("CHANGELOG.md").is_file(), "the Godot addon has no CHANGELOG.md");

        // The SDK and the wheel (Windows: its tags need no objdump of the stand-ins) carry the
        // changelog beside the licences.
        let sdk = crate::dist::sdk::tree(&src, Platform::Windows).unwrap();
        let wheel = crate::dist::wheel::tree(&src, Platform::Windows).unwrap();
        for (what, tree, folder) in
            [("SDK", &sdk, String::new()), ("wheel", &wheel, "majiang-0.0.0.dist-info/".into())]
        {
            let files: BTreeSet<&str> = tree.files().map(|(p, _)| p).collect();
            for name in ["CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE"] {
                let path = format!("{folder}{name}");
                assert!(files.contains(path.as_str()), "the {what} has no {path}");
            }
        }
        std::fs::remove_dir_all(&target).unwrap();
    }

    /// The npm package: `build.sh` copies the changelog and the licences into it, and
    /// `package.json`'s `files` keeps them when it is packed.
    #[test]
    fn the_npm_package_carries_the_changelog_and_licences() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap();
        let build = std::fs::read_to_string(root.join("bindings/js/build.sh")).unwrap();
        let package = std::fs::read_to_string(root.join("bindings/js/package.json")).unwrap();
        let copy = build.lines().find(|l| l.starts_with("cp LICENSE-MIT")).unwrap_or("");
        for name in ["CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE", "README.md"] {
            assert!(package.contains(&format!("\"{name}\"")), "package.json files: no {name}");
            if name != "README.md" {
                assert!(copy.contains(name), "bindings/js/build.sh does not copy {name}");
            }
        }
    }

    /// The changelog every package carries is in Keep a Changelog form: an Unreleased section
    /// first, then the released versions, each with its link.
    #[test]
    fn the_changelog_keeps_its_form() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap();
        let text = std::fs::read_to_string(root.join("CHANGELOG.md")).unwrap();
        let versions: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("## ["))
            .filter_map(|l| l.split(']').next())
            .collect();
        assert_eq!(versions.first(), Some(&"Unreleased"), "CHANGELOG.md starts with [Unreleased]");
        assert!(
            versions.contains(&env!("CARGO_PKG_VERSION")),
            "CHANGELOG.md has no section for the version {}",
            env!("CARGO_PKG_VERSION")
        );
        for v in versions {
            assert!(text.contains(&format!("\n[{v}]: ")), "CHANGELOG.md: no link for [{v}]");
        }
        assert!(text.contains("Semantic Versioning") && text.contains("**Breaking**"));
    }

    #[test]
    fn android_elf_wants_the_abis_cpu_and_16_kb_pages() {
        assert!(android_elf(&stand_in_elf(183, 16384), Mobile::AndroidArm64).is_ok());
        let small = android_elf(&stand_in_elf(183, 4096), Mobile::AndroidArm64).unwrap_err();
        assert!(small.contains("aligned to 4096"), "{small}");
        assert!(android_elf(&stand_in_elf(62, 16384), Mobile::AndroidArm64).is_err());
        assert!(android_elf(b"not an ELF file", Mobile::AndroidX86_64).is_err());
    }

    #[test]
    fn an_xcframework_needs_device_and_simulator() {
        let dir = std::env::temp_dir().join(format!("majiang-xcf-test-{}", std::process::id()));
        stand_in_xcframework(&dir, "libmajiang.a");
        assert!(xcframework(&dir).is_ok());
        std::fs::remove_dir_all(dir.join("ios-arm64_x86_64-simulator")).unwrap();
        assert!(xcframework(&dir).unwrap_err().contains("missing"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn consumer_count_reads_the_closing_line() {
        assert_eq!(consumer_count("x\nC: 377 cases; 9528 passed, 0 failed\n"), Ok(9528));
        assert!(consumer_count("C: 377 cases; 9527 passed, 1 failed\n").is_err());
        assert!(consumer_count("").is_err());
    }
}
