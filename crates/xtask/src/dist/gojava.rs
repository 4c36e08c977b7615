//! The Go and Java bindings in the SDKs: `bindings/go` (the module, without its tests) and
//! `bindings/java` (the sources, `build.sh`, and `majiang.jar` compiled here with javac from
//! Debian's JNA and written as a deterministic zip, so a commit gives the same jar).

use std::path::Path;
use std::process::Command;

use super::Sources;
use super::archive::{Tree, read};

/// Debian's JNA (`libjna-java`), the classpath the jar is compiled against.
pub const JNA_JAR: &str = "/usr/share/java/jna.jar";

/// The files of the folder `dir` (names, sorted) that go into the SDK.
fn names(dir: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names = entries
        .map(|e| e.map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    names.sort();
    Ok(names)
}

/// Whether a file of `bindings/go` is part of the module a user builds: its Go sources (not
/// the tests, which read the repository's data), `go.mod` and the README.
pub fn go_file(name: &str) -> bool {
    (name.ends_with(".go") && !name.ends_with("_test.go"))
        || name == "go.mod"
        || name == "README.md"
}

/// Whether a file of `bindings/java` (its top) goes into the SDK.
pub fn java_file(name: &str) -> bool {
    name == "README.md" || name == "build.sh"
}

/// Adds `bindings/go` and `bindings/java` (with `majiang.jar`) to an SDK tree.
pub fn add(sdk: &mut Tree, src: &Sources) -> Result<(), String> {
    let go = src.root.join("bindings/go");
    for name in names(&go)?.into_iter().filter(|n| go_file(n)) {
        sdk.copy(format!("bindings/go/{name}"), &go.join(&name))?;
    }
    let java = src.root.join("bindings/java");
    for name in names(&java)?.into_iter().filter(|n| java_file(n)) {
        sdk.copy(format!("bindings/java/{name}"), &java.join(&name))?;
    }
    sdk.copy_dir("bindings/java/src", &java.join("src"))?;
    sdk.add("bindings/java/majiang.jar", jar(src)?);
    Ok(())
}

/// `majiang.jar`: the binding compiled for Java 17, with its sources beside the classes.
pub fn jar(src: &Sources) -> Result<Vec<u8>, String> {
    if !Path::new(JNA_JAR).exists() {
        return Err(format!("{JNA_JAR} is missing: run tests/ffi/install-deps.sh"));
    }
    let work = src.target.join("dist-java");
    if work.exists() {
        std::fs::remove_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    let classes = work.join("classes");
    let sources = src.root.join("bindings/java/src/io/majiang");
    let files: Vec<_> = names(&sources)?
        .into_iter()
        .filter(|n| n.ends_with(".java"))
        .map(|n| sources.join(n))
        .collect();
    let out = Command::new("javac")
        .args(["-encoding", "UTF-8", "--release", "17", "-Xlint:all", "-Werror", "-cp", JNA_JAR])
        .arg("-d")
        .arg(&classes)
        .args(&files)
        .output()
        .map_err(|e| format!("cannot start javac: {e} (run tests/ffi/install-deps.sh)"))?;
    if !out.status.success() {
        return Err(format!("javac failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let mut tree = Tree::default();
    tree.add(
        "META-INF/MANIFEST.MF",
        "Manifest-Version: 1.0\r\nCreated-By: cargo xtask dist\r\n\r\n",
    );
    tree.copy_dir("io", &classes.join("io"))?;
    tree.copy_dir("io", &src.root.join("bindings/java/src/io"))?;
    let file = work.join("majiang.jar");
    tree.write_zip(&file, src.mtime)?;
    read(&file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sdk_takes_the_go_module_without_its_tests() {
        for name in ["majiang.go", "raw.go", "link_static.go", "go.mod", "README.md"] {
            assert!(go_file(name), "{name}");
        }
        for name in ["table_test.go", "crosslang_test.go", "go.sum", "notes.txt"] {
            assert!(!go_file(name), "{name}");
        }
        assert!(java_file("build.sh") && java_file("README.md") && !java_file("test"));
    }

    #[test]
    fn every_go_source_of_the_binding_is_packaged() {
        let root = crate::root();
        let names = names(&root.join("bindings/go")).unwrap();
        let packaged: Vec<_> = names.iter().filter(|n| go_file(n)).collect();
        // The module: its generated part, the hand-written layer, both link modes, go.mod.
        for want in
            ["raw.go", "majiang.go", "game.go", "link_shared.go", "link_static.go", "go.mod"]
        {
            assert!(packaged.iter().any(|n| *n == want), "{want} not packaged: {packaged:?}");
        }
        assert!(packaged.iter().all(|n| !n.ends_with("_test.go")));
    }

    #[test]
    fn the_jar_holds_classes_and_sources_and_is_the_same_twice() {
        let src = Sources::new(&crate::root());
        let first = jar(&src).unwrap();
        assert_eq!(first, jar(&src).unwrap(), "two builds of the jar differ");
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(first)).unwrap();
        let names: Vec<String> =
            (0..zip.len()).map(|i| zip.by_index(i).unwrap().name().unwrap().into_owned()).collect();
        for want in ["META-INF/MANIFEST.MF", "io/majiang/Game.class", "io/majiang/MjLib.class"] {
            assert!(names.iter().any(|n| n == want), "{want} not in {names:?}");
        }
        assert!(names.iter().any(|n| n == "io/majiang/Game.java"));
        assert!(zip.by_name("io/majiang/Majiang$Status.class").is_ok());
    }
}
