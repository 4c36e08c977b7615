//! Python wheels: the ctypes binding as the package `majiang` with the
//! platform's library beside it (the module loads that copy first), so
//! `pip install majiang-….whl` is the whole set-up. The wheel format is
//! PEP 427 (WHEEL, METADATA, and a RECORD of SHA-256 hashes).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

use super::archive::{Tree, read};
use super::platform::Platform;
use super::{Sources, sdk};

/// The wheel's file name.
pub fn file_name(src: &Sources, platform: Platform) -> Result<String, String> {
    Ok(format!("majiang-{}-py3-none-{}.whl", src.version, src.wheel_tag(platform)?))
}

/// The wheel's files, RECORD included.
pub fn tree(src: &Sources, platform: Platform) -> Result<Tree, String> {
    let version = &src.version;
    let info = format!("majiang-{version}.dist-info");
    let mut wheel = Tree::default();
    wheel.copy("majiang/__init__.py", &src.root.join("bindings/python/majiang.py"))?;
    // PEP 561: the module's type hints are for editors and type checkers too.
    wheel.add("majiang/py.typed", "");
    let lib = read(&src.native_dir(platform).join(platform.shared_lib()))?;
    wheel.add_executable(format!("majiang/{}", platform.shared_lib()), lib);
    sdk::add_licences(&mut wheel, &format!("{info}/"), &src.root)?;
    sdk::add_changelog(&mut wheel, &format!("{info}/"), &src.root)?;
    wheel.add(format!("{info}/METADATA"), metadata(version, platform));
    wheel.add(
        format!("{info}/WHEEL"),
        format!(
            "Wheel-Version: 1.0\nGenerator: majiang-xtask {version}\nRoot-Is-Purelib: false\n\
             Tag: py3-none-{}\n",
            src.wheel_tag(platform)?
        ),
    );
    let record_path = format!("{info}/RECORD");
    let mut record = String::new();
    for (path, data) in wheel.files() {
        record.push_str(&format!("{path},{},{}\n", record_hash(data), data.len()));
    }
    record.push_str(&format!("{record_path},,\n"));
    wheel.add(record_path, record);
    Ok(wheel)
}

/// A RECORD hash: `sha256=` and the URL-safe base64 of the digest, unpadded.
pub fn record_hash(data: &[u8]) -> String {
    format!("sha256={}", URL_SAFE_NO_PAD.encode(Sha256::digest(data)))
}

fn metadata(version: &str, platform: Platform) -> String {
    let os = match platform {
        Platform::Linux | Platform::LinuxArm64 => "POSIX :: Linux",
        Platform::Windows => "Microsoft :: Windows",
        Platform::MacOs => "MacOS",
    };
    format!(
        "Metadata-Version: 2.1\n\
         Name: majiang\n\
         Version: {version}\n\
         Summary: Mahjong rules and AI for 长沙 Changsha, 转转 Zhuanzhuan, 红中 Hongzhong, \
         四川血战 Sichuan and 国标 Chinese Official (MCR): win/waits/shanten checks, scoring, game engine and AI players\n\
         License: MIT OR Apache-2.0\n\
         License-File: LICENSE-MIT\n\
         License-File: LICENSE-APACHE\n\
         Requires-Python: >=3.8\n\
         Classifier: Programming Language :: Python :: 3\n\
         Classifier: Operating System :: {os}\n\
         Classifier: Topic :: Games/Entertainment :: Board Games\n\
         Description-Content-Type: text/markdown\n\
         \n\
         # majiang\n\
         \n\
         Python binding (ctypes, standard library only) of majiang, a Rust engine and AI for \
         mahjong — 长沙 Changsha, 转转 Zhuanzhuan, 红中 Hongzhong, 四川血战 Sichuan and 国标 \
         Chinese Official (MCR) (presets \
         `changsha`, `eval-v1`, `standard`, `zhuanzhuan`, `hongzhong`, `sichuan`, `mcr`) — with the \
         native library inside the wheel. Its changes are in `CHANGELOG.md` beside this file.\n\
         \n\
         ```python\n\
         import majiang\n\
         rules = majiang.Rules.changsha()\n\
         print(majiang.is_win(rules, \"123m456s789p23455m\"))   # True\n\
         ai = majiang.Ai(majiang.Difficulty.EXPERT, 42, rules)\n\
         print(ai.hints(\"123m456s789p2345m9s\")[0].reason)      # discard 9s: ready, ...\n\
         ```\n\
         \n\
         `help(majiang)` lists the API: rule sets, tile notation, win / waits / shanten checks, \
         scoring of every family, ranked discards, AI players and the game engine.\n\
         \n\
         Tiles in notation: `1m`-`9m` 万, `1s`-`9s` 条, `1p`-`9p` 筒, and `1z`-`7z` = 东 南 西 北 \
         中 发 白 (Botzone's order; not tenhou's, where `5z`-`7z` are 白 发 中).\n"
    )
}

#[cfg(test)]
mod tests {
    use super::record_hash;

    #[test]
    fn record_hashes_are_unpadded_url_safe_base64() {
        // sha256("") = e3b0c442…b855, as pip writes it.
        assert_eq!(record_hash(b""), "sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU");
    }
}
