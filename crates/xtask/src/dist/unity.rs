//! The Unity package (UPM layout): `package.json`, the C# binding in
//! `Runtime/` with its assembly definition, the native libraries under
//! `Plugins/<platform>/`, and a `.meta` beside every file and folder (an
//! `.xcframework` is one asset: one `.meta` for the folder). Unity
//! treats a package from a zip or registry as read-only and ignores assets
//! without a `.meta`; the meta of a native library carries the
//! PluginImporter settings that pick it for one platform and CPU (editor
//! included). GUIDs derive from the path, so every build gives the same ones.

use sha2::{Digest, Sha256};

use super::archive::{Tree, read};
use super::platform::{Mobile, Platform};
use super::{Sources, sdk};

/// The UPM package name (reverse domain, as Unity requires).
pub const PACKAGE: &str = "com.majiang.majiang";

/// The lowest Unity the package declares (its C# and P/Invoke need nothing newer).
const UNITY: &str = "2021.3";

/// The package's files, under the folder [`PACKAGE`] that a user unzips into
/// a project's `Packages/`. Linux arm64 has no Unity player, so its library
/// is left out.
pub fn tree(src: &Sources, platforms: &[Platform], mobile: &[Mobile]) -> Result<Tree, String> {
    let mut pkg = Tree::default();
    pkg.add("package.json", package_json(&src.version));
    pkg.add("README.md", readme(&src.version));
    sdk::add_licences(&mut pkg, "", &src.root)?;
    sdk::add_changelog(&mut pkg, "", &src.root)?;
    pkg.copy("Runtime/Majiang.cs", &src.root.join("bindings/csharp/Majiang.cs"))?;
    pkg.add("Runtime/Majiang.asmdef", ASMDEF);
    for &platform in platforms.iter().filter(|&&p| p != Platform::LinuxArm64) {
        let lib = read(&src.native_dir(platform).join(platform.shared_lib()))?;
        pkg.add_executable(
            format!("Plugins/{}/{}", plugin_folder(platform), platform.shared_lib()),
            lib,
        );
    }
    for &m in mobile {
        let from = src.mobile_dir(m).join(m.native_files()[0]);
        match m.android_abi() {
            Some(abi) => pkg
                .add_executable(format!("Plugins/Android/libs/{abi}/libmajiang.so"), read(&from)?),
            None => pkg.copy_dir(&format!("Plugins/iOS/{}", m.native_files()[0]), &from)?,
        }
    }
    with_metas(pkg)
}

/// The folder of a desktop platform's library under `Plugins/`.
pub fn plugin_folder(platform: Platform) -> &'static str {
    match platform {
        Platform::Linux => "linux-x64",
        Platform::LinuxArm64 => "linux-arm64",
        Platform::Windows => "win-x64",
        Platform::MacOs => "macOS",
    }
}

/// Where an asset of `path` is a plugin bundle (an `.xcframework`): Unity
/// imports such a folder as one asset with one `.meta` and looks at nothing
/// inside it.
pub fn bundle_of(path: &str) -> Option<&str> {
    let end = path.find(".xcframework")? + ".xcframework".len();
    Some(&path[..end])
}

/// Adds a `.meta` for every file and folder.
fn with_metas(pkg: Tree) -> Result<Tree, String> {
    let mut metas = Vec::new();
    for folder in pkg.folders() {
        match bundle_of(&folder) {
            Some(bundle) if bundle == folder => {
                metas.push((format!("{folder}.meta"), plugin_meta(&folder, "Plugins/iOS")?));
            }
            Some(_) => {}
            None => metas.push((format!("{folder}.meta"), folder_meta(&folder))),
        }
    }
    for (path, _) in pkg.files() {
        if bundle_of(path).is_some() {
            continue;
        }
        let meta = match path.rsplit_once('/').map(|(dir, _)| dir) {
            Some(dir) if dir.starts_with("Plugins/") => plugin_meta(path, dir)?,
            _ if path.ends_with(".cs") => script_meta(path),
            _ if path.ends_with(".asmdef") => importer_meta(path, "AssemblyDefinitionImporter"),
            _ => importer_meta(path, "TextScriptImporter"),
        };
        metas.push((format!("{path}.meta"), meta));
    }
    let mut out = Tree::default();
    out.merge(PACKAGE, pkg);
    let mut meta_tree = Tree::default();
    for (path, meta) in metas {
        meta_tree.add(path, meta);
    }
    out.merge(PACKAGE, meta_tree);
    Ok(out)
}

/// A stable GUID (32 hex digits) for an asset path.
pub fn guid(path: &str) -> String {
    let digest = Sha256::digest(format!("{PACKAGE}/{path}").as_bytes());
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

fn folder_meta(path: &str) -> String {
    format!(
        "fileFormatVersion: 2\nguid: {}\nfolderAsset: yes\nDefaultImporter:\n  externalObjects: {{}}\n  \
         userData: \n  assetBundleName: \n  assetBundleVariant: \n",
        guid(path)
    )
}

fn importer_meta(path: &str, importer: &str) -> String {
    format!(
        "fileFormatVersion: 2\nguid: {}\n{importer}:\n  externalObjects: {{}}\n  userData: \n  \
         assetBundleName: \n  assetBundleVariant: \n",
        guid(path)
    )
}

fn script_meta(path: &str) -> String {
    format!(
        "fileFormatVersion: 2\nguid: {}\nMonoImporter:\n  externalObjects: {{}}\n  \
         serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {{instanceID: 0}}\n  \
         userData: \n  assetBundleName: \n  assetBundleVariant: \n",
        guid(path)
    )
}

/// The PluginImporter settings of a native library: enabled in the editor and
/// the standalone player of its own OS and CPU only, or for one mobile
/// player only (Android per ABI; iOS, linked into the app).
fn plugin_meta(path: &str, dir: &str) -> Result<String, String> {
    let (editor_os, standalone) = match dir {
        "Plugins/linux-x64" => ("Linux", "Linux64"),
        "Plugins/win-x64" => ("Windows", "Win64"),
        "Plugins/macOS" => ("OSX", "OSXUniversal"),
        "Plugins/Android/libs/arm64-v8a" => return Ok(mobile_meta(path, "Android", "ARM64")),
        "Plugins/Android/libs/x86_64" => return Ok(mobile_meta(path, "Android", "X86_64")),
        "Plugins/iOS" => return Ok(mobile_meta(path, "iPhone", "AnyCPU")),
        _ => return Err(format!("no Unity platform for {path}")),
    };
    let cpu = if standalone == "OSXUniversal" { "AnyCPU" } else { "x86_64" };
    let mut settings = String::new();
    for target in ["Linux64", "OSXUniversal", "Win", "Win64"] {
        let exclude = u8::from(target != standalone);
        settings.push_str(&format!("        Exclude {target}: {exclude}\n"));
    }
    let mut players = String::new();
    for target in ["Linux64", "OSXUniversal", "Win", "Win64"] {
        let on = target == standalone;
        players.push_str(&format!(
            "  - first:\n      Standalone: {target}\n    second:\n      enabled: {}\n      settings:\n        \
             CPU: {}\n",
            u8::from(on),
            if on { cpu } else { "None" }
        ));
    }
    Ok(format!(
        "fileFormatVersion: 2\nguid: {guid}\nPluginImporter:\n  externalObjects: {{}}\n  \
         serializedVersion: 2\n  iconMap: {{}}\n  executionOrder: {{}}\n  defineConstraints: []\n  \
         isPreloaded: 0\n  isOverridable: 0\n  isExplicitlyReferenced: 0\n  validateReferences: 1\n  \
         platformData:\n  - first:\n      : Any\n    second:\n      enabled: 0\n      settings:\n        \
         Exclude Editor: 0\n{settings}  - first:\n      Any: \n    second:\n      enabled: 0\n      \
         settings: {{}}\n  - first:\n      Editor: Editor\n    second:\n      enabled: 1\n      settings:\n        \
         CPU: {cpu}\n        DefaultValueInitialized: true\n        OS: {editor_os}\n{players}  \
         userData: \n  assetBundleName: \n  assetBundleVariant: \n",
        guid = guid(path),
    ))
}

/// A mobile plugin: off in the editor and every standalone player, on for
/// the one mobile `platform` (`Android`, `iPhone`) and CPU.
fn mobile_meta(path: &str, platform: &str, cpu: &str) -> String {
    let mut players = String::new();
    for target in ["Linux64", "OSXUniversal", "Win", "Win64"] {
        players.push_str(&format!(
            "  - first:\n      Standalone: {target}\n    second:\n      enabled: 0\n      settings:\n        \
             CPU: None\n"
        ));
    }
    let settings = if platform == "Android" {
        format!("        CPU: {cpu}\n")
    } else {
        // iOS: the static library is linked into the app; nothing to embed.
        "        AddToEmbeddedBinaries: false\n        CPU: AnyCPU\n        CompileFlags: \n        \
         FrameworkDependencies: \n"
            .to_owned()
    };
    format!(
        "fileFormatVersion: 2\nguid: {guid}\nPluginImporter:\n  externalObjects: {{}}\n  \
         serializedVersion: 2\n  iconMap: {{}}\n  executionOrder: {{}}\n  defineConstraints: []\n  \
         isPreloaded: 0\n  isOverridable: 0\n  isExplicitlyReferenced: 0\n  validateReferences: 1\n  \
         platformData:\n  - first:\n      : Any\n    second:\n      enabled: 0\n      settings:\n        \
         Exclude Editor: 1\n        Exclude {platform}: 0\n  - first:\n      Any: \n    second:\n      \
         enabled: 0\n      settings: {{}}\n  - first:\n      Editor: Editor\n    second:\n      enabled: 0\n      \
         settings:\n        CPU: AnyCPU\n        DefaultValueInitialized: true\n        OS: AnyOS\n\
         {players}  - first:\n      {platform}: {platform}\n    second:\n      enabled: 1\n      settings:\n\
         {settings}  userData: \n  assetBundleName: \n  assetBundleVariant: \n",
        guid = guid(path),
    )
}

fn package_json(version: &str) -> String {
    format!(
        r#"{{
  "name": "{PACKAGE}",
  "version": "{version}",
  "displayName": "majiang (长沙, 转转, 红中, 四川 mahjong)",
  "description": "Mahjong for 长沙 Changsha, 转转 Zhuanzhuan, 红中 Hongzhong, 四川血战 Sichuan and 国标 Chinese Official (MCR): rules, exact win / waits / shanten checks, scoring, a game engine and AI players (EASY to EXPERT), through the C# binding of the native majiang library.",
  "unity": "{UNITY}",
  "license": "MIT OR Apache-2.0",
  "keywords": ["mahjong", "majiang", "changsha", "ai"],
  "author": {{ "name": "The majiang authors" }}
}}
"#
    )
}

const ASMDEF: &str = r#"{
    "name": "Majiang",
    "rootNamespace": "Majiang",
    "references": [],
    "includePlatforms": [],
    "excludePlatforms": [],
    "allowUnsafeCode": false,
    "overrideReferences": false,
    "precompiledReferences": [],
    "autoReferenced": true,
    "defineConstraints": [],
    "versionDefines": [],
    "noEngineReferences": true
}
"#;

fn readme(version: &str) -> String {
    format!(
        "# majiang for Unity {version}\n\n\
         Mahjong rules, checks, scoring, a game engine and AI players for Unity — 长沙 Changsha, \
         转转 Zhuanzhuan, 红中 Hongzhong and 四川血战 Sichuan (presets `changsha`, `eval-v1`, \
         `standard`, `zhuanzhuan`, `hongzhong`, `sichuan`) — for Unity \
         {UNITY}+: Windows x86_64, Linux x86_64 and macOS (universal) players and editors, and \
         Android (arm64-v8a, x86_64) and iOS players when the package was built with them. The \
         binding is tested with Mono against the Linux library; the package has not been opened \
         in a Unity editor by its tests.\n\n\
         Install: unzip into your project's `Packages/` folder (it becomes \
         `Packages/{PACKAGE}/`), or in the Package Manager choose *Add package from disk…* and \
         pick `package.json`.\n\n\
         ```csharp\nusing Majiang;\nusing UnityEngine;\n\n\
         using (var rules = Rules.Changsha())\n{{\n    \
         bool win = Mahjong.IsWin(rules, Mahjong.ParseTiles(\"123m456s789p23455m\"));\n    \
         Debug.Log(win);\n}}\n```\n\n\
         The API is `Runtime/Majiang.cs` (`Rules`, `Ai`, `Game` are `SafeHandle`s: `using` or \
         `Dispose()`; errors throw `MajiangException`). The native libraries are in \
         `Plugins/` (`linux-x64`, `win-x64`, `macOS`, `Android/libs/<abi>`, `iOS`), each enabled \
         for its own platform only; on iOS the binding calls the static library linked into the \
         app (`__Internal`).\n\n\
         Tiles are ids (`suit * 9 + number - 1`) or notation: `m` 万, `s` 条, `p` 筒, and the \
         honours `1z`-`7z` = 东 南 西 北 中 发 白 (Botzone's order; not tenhou's, where `5z`-`7z` \
         are 白 发 中).\n\n\
         Changes by version: `CHANGELOG.md`. \
         Licence: MIT OR Apache-2.0 (`LICENSE-MIT`, `LICENSE-APACHE`).\n"
    )
}

#[cfg(test)]
mod tests {
    use super::guid;

    #[test]
    fn guids_are_32_hex_digits_and_differ_by_path() {
        let a = guid("Runtime/Majiang.cs");
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_eq!(a, guid("Runtime/Majiang.cs"));
        assert_ne!(a, guid("Runtime"));
    }
}
