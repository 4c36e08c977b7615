//! The platforms majiang ships for, and where each one's native libraries are
//! found before packaging: `target/native/<triple>/`, written by
//! `tests/cross/build.sh` here or by the release workflow's native jobs.

/// An operating system and CPU that gets its own SDK and wheel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// x86_64 Linux (glibc), built against an old glibc so every current distribution loads it.
    Linux,
    /// x86_64 Windows 10+, built with the MinGW-w64 toolchain (no MSVC runtime to ship).
    Windows,
    /// macOS on x86_64 and arm64 in one universal binary (built only by the release workflow).
    MacOs,
}

impl Platform {
    /// Reads a name given on the command line.
    pub fn parse(name: &str) -> Result<Platform, String> {
        match name {
            "linux" => Ok(Platform::Linux),
            "windows" => Ok(Platform::Windows),
            "macos" => Ok(Platform::MacOs),
            _ => Err(format!("unknown platform {name:?} (linux, windows, macos)")),
        }
    }

    /// The name used on the command line and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Linux => "linux",
            Platform::Windows => "windows",
            Platform::MacOs => "macos",
        }
    }

    /// The target triple in artefact names and under `target/native/`.
    pub fn triple(self) -> &'static str {
        match self {
            Platform::Linux => "x86_64-unknown-linux-gnu",
            Platform::Windows => "x86_64-pc-windows-gnu",
            Platform::MacOs => "universal-apple-darwin",
        }
    }

    /// The shared C library's file name.
    pub fn shared_lib(self) -> &'static str {
        match self {
            Platform::Linux => "libmajiang.so",
            Platform::Windows => "majiang.dll",
            Platform::MacOs => "libmajiang.dylib",
        }
    }

    /// The Godot extension's file name.
    pub fn godot_lib(self) -> &'static str {
        match self {
            Platform::Linux => "libmajiang_godot.so",
            Platform::Windows => "majiang_godot.dll",
            Platform::MacOs => "libmajiang_godot.dylib",
        }
    }

    /// The SDK folder holding the shared library: Windows finds DLLs beside
    /// programs and on PATH, so it goes to `bin/` there.
    pub fn shared_lib_dir(self) -> &'static str {
        if self == Platform::Windows { "bin" } else { "lib" }
    }

    /// Files of the SDK's `lib/` besides the shared library: the static
    /// library and, on Windows, the import libraries (`.dll.a` for MinGW,
    /// `.lib` + `.def` for MSVC's link.exe).
    pub fn link_files(self) -> &'static [&'static str] {
        match self {
            Platform::Windows => {
                &["libmajiang.a", "libmajiang.dll.a", "majiang.lib", "majiang.def"]
            }
            Platform::Linux | Platform::MacOs => &["libmajiang.a"],
        }
    }

    /// The system libraries a program linking `libmajiang.a` must add: what
    /// Rust's std uses there (`rustc --print native-static-libs`).
    pub fn static_deps(self) -> &'static [&'static str] {
        match self {
            Platform::Linux => &["gcc_s", "util", "rt", "pthread", "m", "dl", "c"],
            Platform::Windows => &["ntdll", "userenv", "ws2_32", "bcrypt"],
            Platform::MacOs => &["System", "c", "m"],
        }
    }

    /// The command line (`majiang-cli`'s `majiang`), shipped in the SDK's `bin/`.
    pub fn cli(self) -> &'static str {
        if self == Platform::Windows { "majiang.exe" } else { "majiang" }
    }

    /// Every file of `target/native/<triple>/` the packages use.
    pub fn native_files(self) -> Vec<&'static str> {
        let mut files = vec![self.shared_lib(), self.godot_lib(), self.cli()];
        files.extend(self.link_files());
        files
    }
}
