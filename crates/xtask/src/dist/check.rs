//! `cargo xtask dist-check`: every package of `target/dist/` unpacked into a
//! clean folder (`target/dist-check/`, inside the checkout so the cross
//! sandbox sees it) with the standard tools (`tar`, `unzip`, `pip`), and the
//! consumers of `tests/ffi/` (copied there with their data files) built
//! against it the way a user would: C with `-I/-L` and with pkg-config, C++
//! and static C through the SDK's CMake package, LuaJIT, Python after
//! `pip install` of the wheel into a fresh venv, C# on Mono against the
//! Unity package; the Windows SDK with MinGW-w64 under wine in the cross
//! sandbox. Each consumer must pass every check, and the counts must agree
//! across builds of the same consumer.
//!
//! The tools come from `tests/dist/install-deps.sh` and the cross sandbox
//! (`tests/cross/sandbox.sh`).

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use super::archive::read;
use super::platform::Platform;
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

struct Checker {
    src: Sources,
    /// `target/dist-check/`.
    dir: PathBuf,
    passed: usize,
    failed: Vec<String>,
}

/// Runs `cargo xtask dist-check [--no-wine]`.
pub fn run(root: &Path, args: &[String]) -> ExitCode {
    let wine = match args {
        [] => true,
        [flag] if flag == "--no-wine" => false,
        _ => {
            eprintln!("dist-check: unknown arguments {args:?}\n{}", super::USAGE);
            return ExitCode::from(2);
        }
    };
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
    c.check("Godot addon: every library the .gdextension names", Checker::godot_addon);
    c.check("Linux libraries need no glibc above 2.28", Checker::glibc);
    let c_linux = c.count("Linux SDK: C, gcc -I -L (shared)", Checker::c_plain);
    let c_pc = c.count("Linux SDK: C via pkg-config (shared)", Checker::c_pkg_config);
    let (cpp, c_static) = c
        .count_pair("Linux SDK: C++ and static C via find_package(majiang)", Checker::cmake)
        .unzip();
    c.count("Linux SDK: LuaJIT", Checker::lua);
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
        self.dir.join(format!(
            "sdk-windows/majiang-sdk-{}-{}",
            self.src.version,
            Platform::Windows.triple()
        ))
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
        for file in CONSUMER_FILES.iter().chain(&["games.txt"]) {
            let from = self.src.root.join("tests/ffi").join(file);
            std::fs::copy(&from, data.join(file))
                .map_err(|e| format!("{}: {e}", from.display()))?;
        }
        let v = &self.src.version;
        let unpack = [
            (format!("majiang-sdk-{v}-{}.tar.gz", Platform::Linux.triple()), "sdk-linux"),
            (format!("majiang-sdk-{v}-{}.zip", Platform::Windows.triple()), "sdk-windows"),
            (format!("majiang-unity-{v}.zip"), "unity"),
            (format!("majiang-godot-addon-{v}.zip"), "godot"),
        ];
        let mut missing = Vec::new();
        for (archive, folder) in unpack {
            let (from, to) = (self.dist().join(&archive), self.dir.join(folder));
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
        for platform in [Platform::Linux, Platform::Windows] {
            let name = wheel::file_name(&self.src, platform)?;
            let dir = self.dir.join(format!("wheel-{}", platform.name()));
            mkdir(&dir)?;
            output(
                Command::new("unzip").arg("-q").arg(self.dist().join(&name)).arg("-d").arg(&dir),
            )?;
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
        for (folder, lib, os) in
            [("linux-x64", "libmajiang.so", "Linux64"), ("win-x64", "majiang.dll", "Win64")]
        {
            let meta = pkg.join(format!("Plugins/{folder}/{lib}.meta"));
            let text = String::from_utf8_lossy(&read(&meta)?).into_owned();
            let enabled = format!("Standalone: {os}\n    second:\n      enabled: 1");
            if !text.contains("PluginImporter:") || !text.contains(&enabled) {
                return Err(format!("{} does not enable it for {os}", meta.display()));
            }
        }
        Ok(format!("{assets} files and folders, each with its own GUID"))
    }

    fn godot_addon(&self) -> Result<String, String> {
        let addon = self.dir.join("godot/addons/majiang");
        let ext = String::from_utf8_lossy(&read(&addon.join("majiang.gdextension"))?).into_owned();
        let mut libs = 0;
        for key in [
            "linux.debug.x86_64",
            "linux.release.x86_64",
            "windows.debug.x86_64",
            "windows.release.x86_64",
        ] {
            let line = ext
                .lines()
                .find(|l| l.starts_with(&format!("{key} ")) || l.starts_with(&format!("{key}=")))
                .ok_or(format!("no {key} entry"))?;
            let res = line.split('"').nth(1).ok_or(format!("no path in {line:?}"))?;
            let rel = res
                .strip_prefix("res://addons/majiang/")
                .ok_or(format!("{res} is outside the addon"))?;
            if !addon.join(rel).is_file() {
                return Err(format!("{key} names {res}, which is not in the zip"));
            }
            libs += 1;
        }
        if !ext.contains("compatibility_minimum") {
            return Err("no compatibility_minimum".to_owned());
        }
        Ok(format!("{libs} library entries present"))
    }

    /// Every Linux library shipped loads on the glibc floor.
    fn glibc(&self) -> Result<String, String> {
        let libs = [
            self.linux_sdk().join("lib/libmajiang.so"),
            self.linux_sdk().join("bin/majiang"),
            self.dir.join("wheel-linux/majiang/libmajiang.so"),
            self.unity_dir().join("Plugins/linux-x64/libmajiang.so"),
            self.dir.join("godot/addons/majiang/bin/libmajiang_godot.x86_64-unknown-linux-gnu.so"),
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

    fn c_plain(&self) -> Result<u64, String> {
        let sdk = self.linux_sdk();
        let lib = sdk.join("lib");
        let exe = self.dir.join("c-plain");
        output(
            Command::new("gcc")
                .args(C_FLAGS)
                .arg("-I")
                .arg(sdk.join("include"))
                .arg(self.data().join("consumer.c"))
                .arg("-L")
                .arg(&lib)
                .arg("-lmajiang")
                .arg(format!("-Wl,-rpath,{}", lib.display()))
                .arg("-o")
                .arg(&exe),
        )?;
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
        let wheel = self.dist().join(wheel::file_name(&self.src, Platform::Linux)?);
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

    /// Runs a consumer on the copied data files; its number of passed checks.
    fn consumer(&self, cmd: &mut Command) -> Result<u64, String> {
        let stdout = output(cmd.arg(self.data()).current_dir(&self.dir))?;
        consumer_count(&stdout)
    }
}

const C_FLAGS: [&str; 5] = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"];

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
    use super::consumer_count;

    #[test]
    fn consumer_count_reads_the_closing_line() {
        assert_eq!(consumer_count("x\nC: 377 cases; 9528 passed, 0 failed\n"), Ok(9528));
        assert!(consumer_count("C: 377 cases; 9527 passed, 1 failed\n").is_err());
        assert!(consumer_count("").is_err());
    }
}
