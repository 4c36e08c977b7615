//! The platforms majiang ships for, and where each one's native libraries are
//! found before packaging: `target/native/<triple>/`, written by
//! `tests/cross/build.sh` here or by the release workflow's native jobs.
//! Android and iOS, built only by the release workflow, go into the Godot
//! addon and the Unity package alone (see [`Mobile`]).

/// An operating system and CPU that gets its own SDK and wheel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// x86_64 Linux (glibc), built against an old glibc so every current distribution loads it.
    Linux,
    /// arm64 Linux (glibc; Graviton, Ampere, boards), with the same glibc floor as x86_64.
    LinuxArm64,
    /// x86_64 Windows 10+, built with the MinGW-w64 toolchain (no MSVC runtime to ship).
    Windows,
    /// macOS 11+ on x86_64 and arm64 in one universal binary, ad-hoc signed.
    MacOs,
}

impl Platform {
    /// Reads a name given on the command line.
    pub fn parse(name: &str) -> Result<Platform, String> {
        match name {
            "linux" => Ok(Platform::Linux),
            "linux-arm64" => Ok(Platform::LinuxArm64),
            "windows" => Ok(Platform::Windows),
            "macos" => Ok(Platform::MacOs),
            _ => Err(format!("unknown platform {name:?} (linux, linux-arm64, windows, macos)")),
        }
    }

    /// The name used on the command line and in messages.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Linux => "linux",
            Platform::LinuxArm64 => "linux-arm64",
            Platform::Windows => "windows",
            Platform::MacOs => "macos",
        }
    }

    /// The target triple in artefact names and under `target/native/`.
    pub fn triple(self) -> &'static str {
        match self {
            Platform::Linux => "x86_64-unknown-linux-gnu",
            Platform::LinuxArm64 => "aarch64-unknown-linux-gnu",
            Platform::Windows => "x86_64-pc-windows-gnu",
            Platform::MacOs => "universal-apple-darwin",
        }
    }

    /// The shared C library's file name.
    pub fn shared_lib(self) -> &'static str {
        match self {
            Platform::Linux | Platform::LinuxArm64 => "libmajiang.so",
            Platform::Windows => "majiang.dll",
            Platform::MacOs => "libmajiang.dylib",
        }
    }

    /// The Godot extension's file name.
    pub fn godot_lib(self) -> &'static str {
        match self {
            Platform::Linux | Platform::LinuxArm64 => "libmajiang_godot.so",
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
            Platform::Linux | Platform::LinuxArm64 | Platform::MacOs => &["libmajiang.a"],
        }
    }

    /// The system libraries a program linking `libmajiang.a` must add: what
    /// Rust's std uses there (`rustc --print native-static-libs`).
    pub fn static_deps(self) -> &'static [&'static str] {
        match self {
            Platform::Linux | Platform::LinuxArm64 => {
                &["gcc_s", "util", "rt", "pthread", "m", "dl", "c"]
            }
            Platform::Windows => &["ntdll", "userenv", "ws2_32", "bcrypt"],
            Platform::MacOs => &["iconv", "System", "c", "m"],
        }
    }

    /// The command line (`majiang-cli`'s `majiang`) shipped in the SDK's
    /// `bin/`: built for Linux x86_64 and Windows (the platforms whose SDKs
    /// carry it; the arm64 and macOS SDKs carry the libraries only).
    pub fn cli(self) -> Option<&'static str> {
        match self {
            Platform::Windows => Some("majiang.exe"),
            Platform::Linux => Some("majiang"),
            Platform::LinuxArm64 | Platform::MacOs => None,
        }
    }

    /// Every platform, in the order packages are made.
    pub const ALL: [Platform; 4] =
        [Platform::Linux, Platform::LinuxArm64, Platform::Windows, Platform::MacOs];

    /// Every file of `target/native/<triple>/` the packages use.
    pub fn native_files(self) -> Vec<&'static str> {
        let mut files = vec![self.shared_lib(), self.godot_lib()];
        files.extend(self.cli());
        files.extend(self.link_files());
        files
    }
}

/// A mobile target of the Godot addon and the Unity package, built only by
/// the release workflow (the NDK and Xcode are not on this machine).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mobile {
    /// Android `arm64-v8a` (API 24+, 16 KB pages).
    AndroidArm64,
    /// Android `x86_64` (API 24+, 16 KB pages): emulators and Chromebooks.
    AndroidX86_64,
    /// iOS 14+: xcframeworks with the device (arm64) and simulator slices.
    Ios,
}

impl Mobile {
    /// Every mobile target.
    pub const ALL: [Mobile; 3] = [Mobile::AndroidArm64, Mobile::AndroidX86_64, Mobile::Ios];

    /// The folder under `target/native/`: a Rust triple, or `apple-ios` for
    /// the xcframeworks that join two of them.
    pub fn dir(self) -> &'static str {
        match self {
            Mobile::AndroidArm64 => "aarch64-linux-android",
            Mobile::AndroidX86_64 => "x86_64-linux-android",
            Mobile::Ios => "apple-ios",
        }
    }

    /// The Android ABI name (`Plugins/Android/libs/<abi>/` in Unity).
    pub fn android_abi(self) -> Option<&'static str> {
        match self {
            Mobile::AndroidArm64 => Some("arm64-v8a"),
            Mobile::AndroidX86_64 => Some("x86_64"),
            Mobile::Ios => None,
        }
    }

    /// What the workflow puts into `target/native/<dir>/`: the C library
    /// (for Unity) and the Godot extension. On iOS both are xcframeworks
    /// (folders): `majiang.xcframework` holds the static `libmajiang.a`
    /// (Unity links it into the app and calls it as `__Internal`),
    /// `majiang_godot.xcframework` the extension's dylib.
    pub fn native_files(self) -> [&'static str; 2] {
        match self {
            Mobile::Ios => ["majiang.xcframework", "majiang_godot.xcframework"],
            _ => ["libmajiang.so", "libmajiang_godot.so"],
        }
    }
}
