//! Deterministic archives: a [`Tree`] of files held in memory, written as a
//! `.tar.gz` or a `.zip` with sorted entries, one fixed modification time and
//! fixed permissions, so the same sources give byte-identical packages.
//!
//! Knows nothing about what goes into a package (see the package modules).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use flate2::{Compression, GzBuilder};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// Files of one archive by their path inside it (`/`-separated), sorted.
#[derive(Default)]
pub struct Tree {
    files: BTreeMap<String, File>,
}

struct File {
    data: Vec<u8>,
    executable: bool,
}

impl Tree {
    /// Adds a file; a second file at the same path is a packaging bug.
    pub fn add(&mut self, path: impl Into<String>, data: impl Into<Vec<u8>>) {
        self.insert(path.into(), data.into(), false);
    }

    /// Adds a file that is run or loaded as code (shared libraries): mode 755.
    pub fn add_executable(&mut self, path: impl Into<String>, data: impl Into<Vec<u8>>) {
        self.insert(path.into(), data.into(), true);
    }

    /// Adds a copy of a file on disk.
    pub fn copy(&mut self, path: impl Into<String>, from: &Path) -> Result<(), String> {
        let data = read(from)?;
        self.add(path, data);
        Ok(())
    }

    /// Adds a folder on disk with everything in it under `path` (an
    /// `.xcframework`); files keep their executable bit.
    pub fn copy_dir(&mut self, path: &str, from: &Path) -> Result<(), String> {
        let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
        let mut names: Vec<_> = entries
            .map(|e| e.map(|e| e.file_name()).map_err(|e| format!("{}: {e}", from.display())))
            .collect::<Result<_, _>>()?;
        names.sort();
        for name in names {
            let (at, to) = (from.join(&name), format!("{path}/{}", name.to_string_lossy()));
            let meta = std::fs::metadata(&at).map_err(|e| format!("{}: {e}", at.display()))?;
            if meta.is_dir() {
                self.copy_dir(&to, &at)?;
            } else {
                use std::os::unix::fs::PermissionsExt;
                let executable = meta.permissions().mode() & 0o111 != 0;
                self.insert(to, read(&at)?, executable);
            }
        }
        Ok(())
    }

    /// Adds every file of `other` under the folder `prefix`.
    pub fn merge(&mut self, prefix: &str, other: Tree) {
        for (path, file) in other.files {
            self.insert(format!("{prefix}/{path}"), file.data, file.executable);
        }
    }

    fn insert(&mut self, path: String, data: Vec<u8>, executable: bool) {
        let clash = self.files.insert(path.clone(), File { data, executable });
        assert!(clash.is_none(), "{path} added twice");
    }

    /// Paths and contents, sorted by path.
    pub fn files(&self) -> impl Iterator<Item = (&str, &[u8])> {
        self.files.iter().map(|(p, f)| (p.as_str(), f.data.as_slice()))
    }

    /// Every folder that holds a file, at any depth, sorted.
    pub fn folders(&self) -> Vec<String> {
        let mut folders = std::collections::BTreeSet::new();
        for path in self.files.keys() {
            let mut at = path.as_str();
            while let Some((parent, _)) = at.rsplit_once('/') {
                folders.insert(parent.to_owned());
                at = parent;
            }
        }
        folders.into_iter().collect()
    }

    /// Writes a gzip-compressed tar archive.
    pub fn write_tar_gz(&self, to: &Path, mtime: u64) -> Result<(), String> {
        let out = create(to)?;
        let gz = GzBuilder::new().mtime(0).write(out, Compression::best());
        let mut tar = tar::Builder::new(gz);
        for (path, file) in &self.files {
            let mut header = tar::Header::new_gnu();
            header.set_size(file.data.len() as u64);
            header.set_mode(mode(file.executable));
            header.set_mtime(mtime);
            header.set_uid(0);
            header.set_gid(0);
            tar.append_data(&mut header, path, file.data.as_slice())
                .map_err(|e| format!("{}: {path}: {e}", to.display()))?;
        }
        let gz = tar.into_inner().map_err(|e| format!("{}: {e}", to.display()))?;
        gz.finish().and_then(|mut f| f.flush()).map_err(|e| format!("{}: {e}", to.display()))
    }

    /// Writes a deflate-compressed zip archive.
    pub fn write_zip(&self, to: &Path, mtime: u64) -> Result<(), String> {
        let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", to.display());
        let mut zip = ZipWriter::new(create(to)?);
        for (path, file) in &self.files {
            let options = SimpleFileOptions::default()
                .compression_method(CompressionMethod::Deflated)
                .last_modified_time(zip_time(mtime))
                .unix_permissions(mode(file.executable));
            zip.start_file(path.as_str(), options).map_err(|e| fail(&e))?;
            zip.write_all(&file.data).map_err(|e| fail(&e))?;
        }
        zip.finish().map_err(|e| fail(&e))?.flush().map_err(|e| fail(&e))
    }
}

fn mode(executable: bool) -> u32 {
    if executable { 0o755 } else { 0o644 }
}

/// A zip timestamp (local time without zone, 2-second steps, 1980–2107) for
/// Unix time `secs`, read as UTC.
fn zip_time(secs: u64) -> DateTime {
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's civil_from_days.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
    let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
    let (h, m, s) = ((rem / 3600) as u8, (rem / 60 % 60) as u8, (rem % 60) as u8);
    DateTime::from_date_and_time(year, month, day, h, m, s).unwrap_or(DateTime::DEFAULT)
}

/// Reads a file, naming it in the error.
pub fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn create(path: &Path) -> Result<std::fs::File, String> {
    std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zip_times_are_the_utc_calendar_date() {
        // 2024-02-29 13:45:30 UTC
        let t = zip_time(1_709_214_330);
        assert_eq!((t.year(), t.month(), t.day()), (2024, 2, 29));
        assert_eq!((t.hour(), t.minute(), t.second()), (13, 45, 30));
        assert_eq!(zip_time(0), DateTime::DEFAULT, "before 1980 falls back to 1980-01-01");
    }

    #[test]
    fn folders_lists_every_parent_once() {
        let mut tree = Tree::default();
        tree.add("a/b/c.txt", "x");
        tree.add("a/d.txt", "y");
        tree.add("e.txt", "z");
        assert_eq!(tree.folders(), ["a", "a/b"]);
    }
}
