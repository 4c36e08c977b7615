//! The C SDK of one platform: headers, the language bindings (C#, Lua, Python, Go with its
//! module, Java with a built `majiang.jar`), the
//! libraries, the command line (`bin/majiang`, `bin/majiang.exe`), a CMake
//! package and a pkg-config file, a README with a quick start per language,
//! the changelog and the licences.

use std::path::Path;

use super::archive::Tree;
use super::platform::Platform;
use super::{Sources, fill};

const CMAKE_CONFIG: &str = include_str!("../../templates/majiang-config.cmake");
const CMAKE_VERSION: &str = include_str!("../../templates/majiang-config-version.cmake");
const PKG_CONFIG: &str = include_str!("../../templates/majiang.pc");
const README_UNIX: &str = include_str!("../../templates/sdk-README-unix.md");
const README_WINDOWS: &str = include_str!("../../templates/sdk-README-windows.md");

/// The SDK's files, under a folder named like the archive.
pub fn tree(src: &Sources, platform: Platform) -> Result<Tree, String> {
    let mut sdk = Tree::default();
    for header in ["majiang.h", "majiang.hpp"] {
        sdk.copy(format!("include/{header}"), &src.root.join("include").join(header))?;
    }
    for binding in ["csharp/Majiang.cs", "lua/majiang.lua", "python/majiang.py"] {
        sdk.copy(format!("bindings/{binding}"), &src.root.join("bindings").join(binding))?;
    }
    super::gojava::add(&mut sdk, src)?;
    let native = src.native_dir(platform);
    let shared = format!("{}/{}", platform.shared_lib_dir(), platform.shared_lib());
    sdk.add_executable(shared.clone(), super::archive::read(&native.join(platform.shared_lib()))?);
    if let Some(cli) = platform.cli() {
        sdk.add_executable(format!("bin/{cli}"), super::archive::read(&native.join(cli))?);
    }
    for file in platform.link_files() {
        sdk.copy(format!("lib/{file}"), &native.join(file))?;
    }
    let static_deps = platform.static_deps();
    let static_flags = static_deps.iter().map(|l| format!("-l{l}")).collect::<Vec<_>>().join(" ");
    let values = [
        ("VERSION", src.version.as_str()),
        ("TRIPLE", platform.triple()),
        ("SHARED_LIB", shared.as_str()),
        ("SHARED_EXTRA", shared_extra(platform)),
        ("STATIC_DEPS", &static_deps.join(";")),
        ("STATIC_DEPS_FLAGS", &static_flags),
        ("STATIC_FLAGS", &static_flags),
        ("MAJOR", src.version.split('.').next().unwrap_or("0")),
        ("MINOR", src.version.split('.').nth(1).unwrap_or("0")),
        ("SHARED", platform.shared_lib()),
        ("PLATFORM_NAME", platform_name(platform)),
        ("LIB_PATH_VAR", lib_path_var(platform)),
        ("WHEEL_TAG", &src.wheel_tag(platform)?),
        ("FLOOR_NOTE", &floor_note(src, platform)?),
    ];
    let cmake = "lib/cmake/majiang";
    sdk.add(format!("{cmake}/majiang-config.cmake"), fill(CMAKE_CONFIG, &values)?);
    sdk.add(format!("{cmake}/majiang-config-version.cmake"), fill(CMAKE_VERSION, &values)?);
    sdk.add("lib/pkgconfig/majiang.pc", fill(PKG_CONFIG, &values)?);
    let readme = if platform == Platform::Windows { README_WINDOWS } else { README_UNIX };
    sdk.add("README.md", fill(readme, &values)?);
    add_licences(&mut sdk, "", &src.root)?;
    add_changelog(&mut sdk, "", &src.root)?;
    Ok(sdk)
}

/// Adds both licence texts under `folder` (`""` for the top).
pub fn add_licences(tree: &mut Tree, folder: &str, root: &Path) -> Result<(), String> {
    for licence in ["LICENSE-MIT", "LICENSE-APACHE"] {
        tree.copy(format!("{folder}{licence}"), &root.join(licence))?;
    }
    Ok(())
}

/// Adds `CHANGELOG.md` (what changed in each version, breaks marked) under `folder`.
pub fn add_changelog(tree: &mut Tree, folder: &str, root: &Path) -> Result<(), String> {
    tree.copy(format!("{folder}CHANGELOG.md"), &root.join("CHANGELOG.md"))
}

/// What the CMake config adds to the shared target for this platform.
fn shared_extra(platform: Platform) -> &'static str {
    match platform {
        // Rust cdylibs carry no SONAME: linked by full path, the program would
        // record that path; CMake links `-L<dir> -lmajiang` instead.
        Platform::Linux | Platform::LinuxArm64 => {
            "  set_target_properties(majiang::majiang PROPERTIES IMPORTED_NO_SONAME TRUE)"
        }
        Platform::Windows => concat!(
            "  if(MSVC)\n",
            "    set_target_properties(majiang::majiang PROPERTIES IMPORTED_IMPLIB \"${_majiang_prefix}/lib/majiang.lib\")\n",
            "  else()\n",
            "    set_target_properties(majiang::majiang PROPERTIES IMPORTED_IMPLIB \"${_majiang_prefix}/lib/libmajiang.dll.a\")\n",
            "  endif()",
        ),
        // The install name: CMake then gives programs an rpath to the SDK's lib/.
        Platform::MacOs => concat!(
            "  set_target_properties(majiang::majiang PROPERTIES IMPORTED_SONAME ",
            "\"@rpath/libmajiang.dylib\")"
        ),
    }
}

fn platform_name(platform: Platform) -> &'static str {
    match platform {
        Platform::Linux => "Linux x86_64",
        Platform::LinuxArm64 => "Linux arm64 (aarch64)",
        Platform::Windows => "Windows x86_64",
        Platform::MacOs => "macOS (universal: x86_64 and arm64)",
    }
}

fn lib_path_var(platform: Platform) -> &'static str {
    match platform {
        Platform::Linux | Platform::LinuxArm64 => "LD_LIBRARY_PATH",
        Platform::Windows => "PATH",
        Platform::MacOs => "DYLD_LIBRARY_PATH",
    }
}

fn floor_note(src: &Sources, platform: Platform) -> Result<String, String> {
    Ok(match platform {
        Platform::Linux | Platform::LinuxArm64 => {
            format!("(needs glibc 2.{} or newer) ", src.glibc_minor(platform)?)
        }
        Platform::MacOs => "(macOS 11 or newer) ".to_owned(),
        Platform::Windows => String::new(),
    })
}
