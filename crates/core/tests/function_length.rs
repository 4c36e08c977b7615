//! No function in the core's sources is longer than [`MAX_LINES`] lines
//! (issue 18: hot code a maintainer can read; the long ones were split into
//! named steps). A function's length runs from its `fn` line to its closing
//! brace, doc comments and attributes aside. The scan is textual: comments,
//! string and character literals are blanked before the braces are matched.

use std::path::{Path, PathBuf};

/// The longest a function may be.
const MAX_LINES: usize = 120;

/// `line` with comments, string and char literals blanked; `block` carries
/// the depth of `/* */` comments across lines and `string` an open string
/// literal (the hashes that close it: 0 for a plain string).
fn code_of(line: &str, block: &mut usize, string: &mut Option<usize>) -> String {
    let b = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if let Some(hashes) = *string {
            let close = |i: usize| {
                b[i] == b'"'
                    && b[i + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes
            };
            if hashes == 0 && b[i] == b'\\' {
                i += 2;
            } else if close(i) {
                *string = None;
                i += 1 + hashes;
            } else {
                i += 1;
            }
            continue;
        }
        let rest = &b[i..];
        if *block > 0 {
            if rest.starts_with(b"*/") {
                *block -= 1;
                i += 2;
            } else if rest.starts_with(b"/*") {
                *block += 1;
                i += 2;
            } else {
                i += 1;
            }
            continue;
        }
        if rest.starts_with(b"//") {
            break;
        }
        if rest.starts_with(b"/*") {
            *block += 1;
            i += 2;
        } else if rest[0] == b'"' {
            *string = Some(0);
            i += 1;
        } else if rest[0] == b'r' && matches!(rest.get(1), Some(b'"' | b'#')) {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            if rest.get(1 + hashes) == Some(&b'"') {
                *string = Some(hashes);
                i += 2 + hashes;
            } else {
                out.push('r');
                i += 1;
            }
        } else if rest[0] == b'\'' {
            // A char literal ('x', '\n', '{', a multi-byte char); else a lifetime.
            let end = if rest.get(1) == Some(&b'\\') {
                rest[2..].iter().position(|&c| c == b'\'').map(|p| p + 3)
            } else {
                let len = line[i + 1..].chars().next().map_or(0, char::len_utf8);
                (rest.get(1 + len) == Some(&b'\'')).then_some(len + 2)
            };
            match end {
                Some(n) => i += n,
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let len = line[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&line[i..i + len]);
            i += len;
        }
    }
    out
}

/// Whether a code line starts a function (`fn`, after any qualifiers).
fn starts_fn(code: &str) -> bool {
    let mut words = code.split_whitespace();
    for w in words.by_ref() {
        match w {
            "pub" | "const" | "async" | "unsafe" | "extern" | "\"C\"" => {}
            w if w.starts_with("pub(") => {}
            "fn" => return true,
            _ => return false,
        }
    }
    false
}

/// `(first line, length, name)` of every function in `text` with a body.
fn functions(text: &str) -> Vec<(usize, usize, String)> {
    let (mut block, mut string) = (0, None);
    let code: Vec<String> = text.lines().map(|l| code_of(l, &mut block, &mut string)).collect();
    let mut found = Vec::new();
    for (start, line) in code.iter().enumerate() {
        if !starts_fn(line) {
            continue;
        }
        let name = line.split("fn ").nth(1).unwrap_or("").split(['(', '<']).next().unwrap_or("");
        let mut depth = 0usize;
        // Brackets of the signature: `[u8; 4]` holds a `;` that does not end it.
        let mut nest = 0usize;
        let mut opened = false;
        'lines: for (end, l) in code.iter().enumerate().skip(start) {
            for c in l.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    '(' | '[' if !opened => nest += 1,
                    ')' | ']' if !opened => nest -= 1,
                    ';' if !opened && nest == 0 => break 'lines, // a declaration, no body
                    _ => {}
                }
                if opened && depth == 0 {
                    found.push((start + 1, end - start + 1, name.trim().to_string()));
                    break 'lines;
                }
            }
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read the source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_function_is_longer_than_the_limit() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut long = Vec::new();
    let mut count = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read a source file");
        for (line, len, name) in functions(&text) {
            count += 1;
            if len > MAX_LINES {
                let at = file.strip_prefix(&src).unwrap_or(file).display();
                long.push(format!("{at}:{line} {name}: {len} lines"));
            }
        }
    }
    assert!(count > 500, "only {count} functions found: the scan is broken");
    assert!(long.is_empty(), "functions over {MAX_LINES} lines:\n{}", long.join("\n"));
}

#[test]
fn the_scan_measures_functions() {
    let text = "/// Doc.\npub(crate) fn a(x: u8) -> char {\n    let s = \"}{\";\n    let c = '{';\n    \
                // }\n    if x > 0 { 'x' } else { '}' }\n}\nfn b<'a>(s: &'a str) -> &'a str {\n    \
                r#\"}\"#;\n    s\n}\ntrait T {\n    fn c(&self);\n}\nfn d(\n    a: [u8; 4],\n) -> u8 {\n    a[0]\n}\n";
    let found = functions(text);
    let summary: Vec<(usize, usize, &str)> =
        found.iter().map(|(l, n, name)| (*l, *n, name.as_str())).collect();
    assert_eq!(summary, [(2, 6, "a"), (8, 4, "b"), (15, 5, "d")]);
}
