//! `docs/names.md` is the one list of what each front end calls each concept
//! (issue 34: one shape and one name per concept). This test reads its table
//! and checks, for every name in every cell, that the front end's source
//! declares it — a function, method, property, field, constant, enum member,
//! Dictionary or JSON key, not a mention in a comment or a call — and that a
//! name listed as `deprecated:` is marked deprecated where it is declared
//! (`@deprecated`, `[Obsolete]`, `// Deprecated:`, a `DeprecationWarning`,
//! "deprecated" in its doc). A binding that renames or drops a listed entry
//! point, or a table that names one nobody declares, fails here.
//!
//! The check is textual, one line at a time, with each language's declaration
//! forms; it reads the sources, so it needs no toolchain but Rust.

use std::path::Path;

/// A file of the repository.
fn read(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The files of `dir` whose names end with `ext` (and not with `skip`), sorted.
fn files_in(dir: &str, ext: &str, skip: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out: Vec<String> = std::fs::read_dir(root.join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(ext) && (skip.is_empty() || !n.ends_with(skip)))
        .map(|n| format!("{dir}/{n}"))
        .collect();
    out.sort();
    out
}

/// How a language declares things.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Lang {
    C,
    Cpp,
    Python,
    Js,
    Ts,
    CSharp,
    Lua,
    Go,
    Java,
    /// The Godot extension's Rust: `#[func]`s, properties, constants and
    /// the keys of the Dictionaries it hands out.
    GodotRust,
    /// JSON keys written with `serde_json::json!`.
    CliJson,
}

/// A column of the table: its heading, language and sources.
fn front_end(heading: &str) -> (Lang, Vec<String>) {
    let one = |p: &str| vec![p.to_string()];
    match heading {
        "C" => (Lang::C, one("include/majiang.h")),
        // The wrapper hands out the C structs (and constants) it does not wrap.
        "C++" => (Lang::Cpp, vec!["include/majiang.hpp".into(), "include/majiang.h".into()]),
        "Python" => (Lang::Python, one("bindings/python/majiang.py")),
        "JS" => (Lang::Js, one("bindings/js/majiang.js")),
        "TS" => (Lang::Ts, one("bindings/js/majiang.d.ts")),
        "C#" => (Lang::CSharp, one("bindings/csharp/Majiang.cs")),
        "Lua" => (Lang::Lua, one("bindings/lua/majiang.lua")),
        "Go" => (Lang::Go, files_in("bindings/go", ".go", "_test.go")),
        "Java" => (Lang::Java, files_in("bindings/java/src/io/majiang", ".java", "")),
        "Godot" => (Lang::GodotRust, files_in("crates/godot/src", ".rs", "")),
        "Godot C#" => (Lang::CSharp, files_in("crates/godot/addon/csharp", ".cs", "")),
        "CLI" => (
            Lang::CliJson,
            vec!["crates/cli/src/analyze.rs".into(), "crates/core/src/family/mcr/batch.rs".into()],
        ),
        other => panic!("docs/names.md: no front end called {other:?}"),
    }
}

/// One name of a cell: the identifier checked (the last part of
/// `Rules.by_name`, `Ai::seat`, `Ai:set_seat`) and whether it is a
/// deprecated alias.
#[derive(Debug)]
struct Name {
    written: String,
    /// `Rules` of `Rules.by_name`: the class, struct, record or interface
    /// whose block must declare `ident` (none for `mj.…`, Lua's module).
    owner: Option<String>,
    ident: String,
    deprecated: bool,
}

/// The names of a cell: every `backticked` name, those after
/// `deprecated:` deprecated.
fn names_of(cell: &str) -> Vec<Name> {
    let mut out = Vec::new();
    let mut deprecated = false;
    for (i, part) in cell.split('`').enumerate() {
        if i % 2 == 0 {
            if part.contains("deprecated:") {
                deprecated = true;
            }
            continue;
        }
        let ident = part.rsplit(['.', ':']).next().unwrap_or(part).to_string();
        let owner = part[..part.len() - ident.len()].trim_end_matches(['.', ':']);
        let owner = (!owner.is_empty() && owner != "mj").then(|| owner.to_string());
        assert!(
            !ident.is_empty() && ident.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "docs/names.md: `{part}` is not a name"
        );
        out.push(Name { written: part.to_string(), owner, ident, deprecated });
    }
    out
}

/// The table: (concept, heading, names) for every cell.
fn table() -> Vec<(String, String, Vec<Name>)> {
    let doc = read("docs/names.md");
    let section = &doc[doc.find("## Names").expect("docs/names.md: no \"## Names\" section")..];
    let rows: Vec<Vec<String>> = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim().trim_matches('|').split('|').map(|c| c.trim().to_string()).collect())
        .collect();
    assert!(rows.len() > 2, "docs/names.md: the table has no rows");
    let headings = &rows[0];
    let mut cells = Vec::new();
    for row in &rows[2..] {
        assert_eq!(
            row.len(),
            headings.len(),
            "docs/names.md: row {:?} has the wrong number of cells",
            row[0]
        );
        for (heading, cell) in headings.iter().zip(row).skip(1) {
            cells.push((row[0].clone(), heading.clone(), names_of(cell)));
        }
    }
    cells
}

/// `ident` as a whole word in `line` at byte `at`.
fn word_at(line: &str, ident: &str, at: usize) -> bool {
    let ok = |c: Option<char>| c.is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'));
    ok(line[..at].chars().next_back()) && ok(line[at + ident.len()..].chars().next())
}

/// Every byte position where `ident` stands as a whole word in `line`.
fn positions(line: &str, ident: &str) -> Vec<usize> {
    line.match_indices(ident).map(|(i, _)| i).filter(|&i| word_at(line, ident, i)).collect()
}

/// Whether the trimmed `line` is (only) a comment in `lang`.
fn is_comment(lang: Lang, line: &str) -> bool {
    let t = line.trim_start();
    match lang {
        Lang::Python => t.starts_with('#'),
        Lang::Lua => t.starts_with("--"),
        _ => t.starts_with("//") || t.starts_with("/*") || t.starts_with('*'),
    }
}

/// One whole-word occurrence of the name on a line that is not a comment:
/// what each language's rule looks at.
struct Seen<'a> {
    lines: &'a [&'a str],
    /// The line's index in `lines`.
    i: usize,
    line: &'a str,
    /// The line without its indentation.
    t: &'a str,
    ident: &'a str,
    /// The byte where the name starts in `line`.
    at: usize,
    /// The text before the name, trimmed.
    b: &'a str,
    /// The text after the name, without the spaces that follow it.
    a: &'a str,
}

impl Seen<'_> {
    /// The line starts with the name followed by one of `next`.
    fn leads(&self, next: &[&str]) -> bool {
        self.t.strip_prefix(self.ident).is_some_and(|r| {
            word_at(self.t, self.ident, 0) && next.iter().any(|n| r.trim_start().starts_with(n))
        })
    }

    /// The text after the name starts with one of `next`.
    fn then(&self, next: &[&str]) -> bool {
        next.iter().any(|n| self.a.starts_with(n))
    }

    /// The text before the name ends with the word of one of `keywords`.
    fn after_keyword(&self, keywords: &[&str]) -> bool {
        let b = self.b;
        keywords.iter().any(|k| b.ends_with(k) && word_at(b, k, b.len() - k.len()))
    }

    /// One of the four lines above contains `what` (an attribute).
    fn above(&self, what: &str) -> bool {
        self.lines[self.i.saturating_sub(4)..self.i].iter().any(|l| l.contains(what))
    }

    /// The name is a string in quotes followed by `close` (`"N",`, `"N":`).
    fn quoted(&self, close: &str) -> bool {
        self.line[..self.at].ends_with('"')
            && self.line[self.at + self.ident.len()..].starts_with(&format!("\"{close}"))
    }
}

/// C and C++: `#define N`, an enum member `N = 1,`, a function `MjStatus N(`,
/// a method `Rules::N(`, a field `uint8_t N;` or `std::string N;`.
fn c_declares(s: &Seen) -> bool {
    let b = s.b;
    let typed = b.ends_with(|c: char| c.is_ascii_alphanumeric() || "_*&>".contains(c))
        && !b.ends_with("return")
        && !b.contains('(')
        && !b.contains('=');
    b == "#define"
        || s.leads(&["=", ","])
        || (typed && s.then(&["(", ";", "[", "{", "="]))
        || (b.ends_with("::") && !b.contains('(') && !b.contains('=') && s.then(&["("]))
}

/// Python: `def N(`, `class N`, a field `N: int` or a constant / enum
/// member `N = ` in a class body or at module level (not a local variable).
fn python_declares(s: &Seen) -> bool {
    s.b == "def"
        || s.b == "class"
        || ((s.leads(&[":"]) || (s.leads(&["="]) && !s.leads(&["=="])))
            && python_class_or_module(s.lines, s.i))
}

/// JavaScript: `function N(`, `static N(`, `get N(`, a method `N(…) {`, a
/// key `N:` of an object literal, `export const N`, a field of the object
/// being built (`h.reasonZh = …`).
fn js_declares(s: &Seen) -> bool {
    let (b, a) = (s.b, s.a);
    s.after_keyword(&["function", "static", "get", "set", "const", "async", "class"])
        || (b.is_empty() && a.starts_with('(') && s.line.contains(") {"))
        || (a.starts_with(':') && (b.is_empty() || b.ends_with('{') || b.ends_with(',')))
        || (b.ends_with('.') && !b.contains(' ') && a.starts_with('=') && !a.starts_with("=="))
}

/// TypeScript declarations: a member `N(`, `N:`, `N?:`, `readonly N`,
/// `get N()`, `export declare const N`, `function N`.
fn ts_declares(s: &Seen) -> bool {
    let b = s.b;
    let keywords =
        ["function", "static", "get", "set", "const", "readonly", "interface", "type", "class"];
    s.after_keyword(&keywords)
        || ((b.is_empty() || b.ends_with('{') || b.ends_with(';') || b.ends_with(','))
            && s.then(&["(", ":", "?:", "?("]))
}

/// C#: `public … N(`, `public … N;`, `public … N {`, a property on its own
/// line, `public const … N =`, `public enum N :`, an enum member `N = 1,`, a
/// parameter of a public method (`int voidSuit = -1`).
fn csharp_declares(s: &Seen) -> bool {
    let b = s.b;
    let typed = b.ends_with(|c: char| c.is_ascii_alphanumeric() || "]>?".contains(c));
    (b.contains("public ")
        && !b.contains('(')
        && !b.contains('=')
        && (s.a.is_empty() || s.then(&[";", "(", "{", "=", "<", ":"])))
        || (s.leads(&["=", ","]) && !s.t.contains(';'))
        || (s.t.starts_with("public ") && b.contains('(') && typed && s.then(&[",", ")", "="]))
}

/// Lua: `function M.N(`, `function Ai:N(`, `M.N =`, a table field `N = `, a
/// field of the table being built (`h.reason, h.reason_zh = …`), and the
/// C structs of the `ffi.cdef` block the binding hands out.
fn lua_declares(s: &Seen) -> bool {
    let (b, a) = (s.b, s.a);
    let assigned = s.line[s.at..]
        .split_once('=')
        .is_some_and(|(l, r)| !l.contains('(') && !r.starts_with('='));
    (s.line.trim_end().ends_with(';') && c_declares(s))
        || (b.starts_with("function")
            && (b.ends_with('.') || b.ends_with(':'))
            && a.starts_with('('))
        || (b == "M." && a.starts_with('='))
        || ((b.is_empty() || b.ends_with(',') || b.ends_with('{'))
            && a.starts_with('=')
            && !a.starts_with("=="))
        || (b.ends_with('.')
            && !s.t.starts_with("local ")
            && !s.t.starts_with("return")
            && assigned)
}

/// Go: `func N(`, `func (a *Ai) N(`, `const N`, `type N`, a struct field
/// `N Type` or a const-block member `N Type = `.
fn go_declares(s: &Seen) -> bool {
    let b = s.b;
    let field = b.is_empty()
        && s.a.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || "[*".contains(c))
        && !s.a.contains(":=")
        && !s.line.trim_end().ends_with('{');
    ["func", "const", "type", "var"].contains(&b)
        || (b.starts_with("func (") && b.ends_with(')'))
        || field
        || (b.is_empty() && s.a.starts_with("[]"))
}

/// Java: `public … N(`, `public static final … N =`, an enum constant `N(`,
/// a record component `int N,` / `int N)`.
fn java_declares(s: &Seen) -> bool {
    let b = s.b;
    let record = s.lines[s.i.saturating_sub(3)..=s.i].iter().any(|l| l.contains(" record "));
    (b.contains("public ") && !b.contains('(') && s.then(&["(", "=", ";"]))
        || (s.leads(&["(", ","]) && s.t.starts_with(|c: char| c.is_ascii_uppercase()))
        || (record
            && s.then(&[",", ")"])
            && b.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '>'))
}

/// The Godot extension: `#[func] fn N(`, a property (`#[var]` / `#[export]`
/// field `N:`), `#[constant] const N`, a parameter of a `#[func]`
/// (`#[opt(default = -1)] void_suit: i64`), a Dictionary key `("N", …)`.
fn godot_declares(s: &Seen) -> bool {
    let (b, a) = (s.b, s.a);
    let property = (b.is_empty() || b == "pub") && a.starts_with(':');
    (b.ends_with("fn") && s.above("#[func]"))
        || (b.ends_with("const") && s.above("#[constant]"))
        || (property && (s.above("#[var") || s.above("#[export")))
        || (b.ends_with(']') && b.contains("#[opt") && a.starts_with(':'))
        || (b.ends_with("(\"") && s.quoted(","))
}

/// Whether line `i` of `lines` declares `ident` in `lang`.
fn declares(lang: Lang, lines: &[&str], i: usize, ident: &str) -> bool {
    let line = lines[i];
    if is_comment(lang, line) {
        return false;
    }
    positions(line, ident).into_iter().any(|at| {
        let s = Seen {
            lines,
            i,
            line,
            t: line.trim_start(),
            ident,
            at,
            b: line[..at].trim(),
            a: line[at + ident.len()..].trim_start(),
        };
        match lang {
            Lang::C | Lang::Cpp => c_declares(&s),
            Lang::Python => python_declares(&s),
            Lang::Js => js_declares(&s),
            Lang::Ts => ts_declares(&s),
            Lang::CSharp => csharp_declares(&s),
            Lang::Lua => lua_declares(&s),
            Lang::Go => go_declares(&s),
            Lang::Java => java_declares(&s),
            Lang::GodotRust => godot_declares(&s),
            // A key of `json!({ "N": … })`.
            Lang::CliJson => s.quoted(":"),
        }
    })
}

/// The indentation of a line.
fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// Whether line `i` of a Python file is in a class body or at module level
/// (not a local variable of a function).
fn python_class_or_module(lines: &[&str], i: usize) -> bool {
    let own = indent(lines[i]);
    own == 0
        || lines[..i]
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#') && indent(l) < own)
            .is_some_and(|l| l.trim_start().starts_with("class "))
}

/// The line ranges of the blocks that declare `owner` in `lang`: a class,
/// struct, record, interface, enum or (Rust) impl, its body found by
/// indentation (Python) or by brackets; a C `typedef struct { … } Owner;`
/// back to its `{`.
fn owner_blocks(lang: Lang, lines: &[&str], owner: &str) -> Vec<std::ops::Range<usize>> {
    // `readonly Rules: { … }`: a TypeScript property that groups functions.
    let keywords =
        ["class", "struct", "record", "interface", "enum", "impl", "type", "for", "readonly"];
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if is_comment(lang, line) {
            continue;
        }
        for at in positions(line, owner) {
            let b = line[..at].trim();
            let opens = keywords.iter().any(|k| b.ends_with(k) && word_at(b, k, b.len() - k.len()));
            let closes = b == "}" && line[at + owner.len()..].trim_start().starts_with(';');
            if lang == Lang::Python && opens {
                let end = (i + 1..lines.len())
                    .find(|&j| !lines[j].trim().is_empty() && indent(lines[j]) <= indent(line))
                    .unwrap_or(lines.len());
                out.push(i..end);
            } else if opens {
                let mut depth = 0i32;
                let mut opened = false;
                for (j, l) in lines.iter().enumerate().skip(i) {
                    for c in l.chars() {
                        match c {
                            '{' | '(' => (depth, opened) = (depth + 1, true),
                            '}' | ')' => depth -= 1,
                            _ => {}
                        }
                    }
                    if opened && depth <= 0 {
                        out.push(i..j + 1);
                        break;
                    }
                }
            } else if closes {
                let mut depth = 0i32;
                for j in (0..=i).rev() {
                    depth +=
                        lines[j].matches('}').count() as i32 - lines[j].matches('{').count() as i32;
                    if depth <= 0 {
                        out.push(j..i + 1);
                        break;
                    }
                }
            }
        }
    }
    out
}

/// Whether `lines` declare `ident` as a member of `owner` (in its block;
/// a Go method `func (a *Owner) Ident(`; a Lua method `function Owner:ident(`)
/// or, with no owner, anywhere; the line of the declaration.
fn find_declaration(lang: Lang, lines: &[&str], owner: Option<&str>, ident: &str) -> Vec<usize> {
    let Some(owner) = owner else {
        return (0..lines.len()).filter(|&i| declares(lang, lines, i, ident)).collect();
    };
    let mut out: Vec<usize> = owner_blocks(lang, lines, owner)
        .into_iter()
        .flat_map(|r| r.filter(|&i| declares(lang, lines, i, ident)))
        .collect();
    let receiver = |l: &&str| {
        let t = l.trim_start();
        t.starts_with("func (")
            && (t.contains(&format!(" *{owner}) {ident}("))
                || t.contains(&format!(" {owner}) {ident}(")))
    };
    let lua_method = |l: &&str| l.trim_start().starts_with(&format!("function {owner}:{ident}("));
    out.extend((0..lines.len()).filter(|&i| match lang {
        Lang::Go => receiver(&lines[i]),
        Lang::Lua => lua_method(&lines[i]),
        _ => false,
    }));
    out
}

/// Whether the declaration at line `i` is marked deprecated: the word in the
/// lines just above it (doc, attribute) or just below (Python's warning).
fn marked_deprecated(lines: &[&str], i: usize) -> bool {
    let window = &lines[i.saturating_sub(5)..(i + 4).min(lines.len())];
    window.iter().any(|l| {
        let l = l.to_lowercase();
        l.contains("deprecat") || l.contains("[obsolete")
    })
}

#[test]
fn every_front_end_declares_the_names_of_docs_names_md() {
    let mut problems = Vec::new();
    let mut checked = 0;
    let mut sources = std::collections::HashMap::new();
    for (concept, heading, names) in table() {
        let (lang, files) = front_end(&heading);
        let texts = sources
            .entry(heading.clone())
            .or_insert_with(|| files.iter().map(|f| (f.clone(), read(f))).collect::<Vec<_>>());
        for name in names {
            checked += 1;
            let mut found = None;
            for (file, text) in texts.iter() {
                let lines: Vec<&str> = text.lines().collect();
                let mut at =
                    find_declaration(lang, &lines, name.owner.as_deref(), &name.ident).into_iter();
                // A deprecated alias may share its name with something else
                // (a raw struct's field): one of its declarations must be marked.
                let first = at.next();
                let marked = first.into_iter().chain(at).find(|&i| marked_deprecated(&lines, i));
                if let Some(i) = marked.or(first) {
                    found = Some((file.clone(), i, marked.is_some()));
                    if marked.is_some() || !name.deprecated {
                        break;
                    }
                }
            }
            match found {
                None => problems.push(format!(
                    "{heading}: `{}` ({concept}) is not declared in {}",
                    name.written,
                    files.join(", ")
                )),
                Some((file, line, marked)) if name.deprecated && !marked => problems.push(format!(
                    "{heading}: `{}` ({concept}) is listed as deprecated but {file}:{} does not say so",
                    name.written,
                    line + 1
                )),
                Some(_) => {}
            }
        }
    }
    assert!(checked > 200, "docs/names.md lists only {checked} names");
    assert!(
        problems.is_empty(),
        "docs/names.md and the front ends differ:\n{}",
        problems.join("\n")
    );
}

/// The check itself tells a declaration from a mention: a name that is
/// only called or commented on is not declared.
#[test]
fn a_mention_is_not_a_declaration() {
    let py =
        ["# should_win is not here", "    x = ai.should_win(t)", "    def should_hu(self, t):"];
    assert!(!declares(Lang::Python, &py, 0, "should_win"));
    assert!(!declares(Lang::Python, &py, 1, "should_win"));
    assert!(declares(Lang::Python, &py, 2, "should_hu"));
    let go =
        ["\tVoid int", "\treturn SichuanSeat{Void: 1}", "func (a *Ai) SetSeat(seat int) error {"];
    assert!(declares(Lang::Go, &go, 0, "Void"));
    assert!(!declares(Lang::Go, &go, 1, "Void"));
    assert!(declares(Lang::Go, &go, 2, "SetSeat"));
    let c = [
        "MjStatus mj_ai_reset(MjAi *ai);",
        "    return mj_ai_reset(ai);",
        " * `mj_ai_reset` forgets",
    ];
    assert!(declares(Lang::C, &c, 0, "mj_ai_reset"));
    assert!(!declares(Lang::C, &c, 1, "mj_ai_reset"));
    assert!(!declares(Lang::C, &c, 2, "mj_ai_reset"));
    let json = [r#"json!({ "tile": h.discard })"#, "let reason = h.reason;"];
    assert!(declares(Lang::CliJson, &json, 0, "tile"));
    assert!(!declares(Lang::CliJson, &json, 0, "discard"));
    assert!(!declares(Lang::CliJson, &json, 1, "reason"));
    let dep = ["/// Deprecated: use VoidSuit.", "\tVoid int", "", "", "", "", "", "\tWins int"];
    assert!(marked_deprecated(&dep, 1));
    assert!(!marked_deprecated(&dep, 7));
}
