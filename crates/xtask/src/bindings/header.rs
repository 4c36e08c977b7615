//! The declarations of `include/majiang.h`, read back from cbindgen's output.
//!
//! cbindgen writes one shape per kind of declaration (see `crates/ffi/cbindgen.toml`), so a
//! line-oriented reader is enough: a doc comment (`/** ... */`) belongs to the declaration
//! that follows it; `#define NAME VALUE` is a constant; `enum MjX` a closed list of
//! `MJ_X_NAME = value,`; `typedef struct MjX MjX;` an opaque handle; `typedef struct { ... }
//! MjX;` a plain struct; anything else ending in `);` a function. A shape this reader does
//! not know is an error, never a silent skip, so a new cbindgen output cannot drop a
//! declaration from the bindings.

/// A `#define` with a value.
#[derive(Debug)]
pub struct Constant {
    /// `MJ_KINDS`.
    pub name: String,
    /// `34`, `-1`.
    pub value: i64,
    /// The header's doc comment, one paragraph per blank line.
    pub doc: String,
}

/// One `MJ_<ENUM>_<NAME> = value` of an enum.
#[derive(Debug)]
pub struct Variant {
    /// The part after the enum's prefix: `INVALID_TILE` of `MJ_STATUS_INVALID_TILE`.
    pub name: String,
    /// Its integer value.
    pub value: i64,
}

/// An `enum MjX` (its values travel as `int32_t`).
#[derive(Debug)]
pub struct Enum {
    /// `MjStatus`.
    pub name: String,
    /// The header's doc comment.
    pub doc: String,
    /// In header order.
    pub variants: Vec<Variant>,
}

/// One field of a plain struct.
#[derive(Debug)]
pub struct Field {
    /// `uint8_t`, `MjPoints`.
    pub ty: String,
    /// `big_hand_units`.
    pub name: String,
    /// The array length as written: `34` or `MJ_EVENT_TILES`.
    pub len: Option<String>,
    /// The header's doc comment of the field.
    pub doc: String,
}

/// A `typedef struct { ... } MjX;`.
#[derive(Debug)]
pub struct Struct {
    /// `MjMeld`.
    pub name: String,
    /// The header's doc comment.
    pub doc: String,
    /// In memory order.
    pub fields: Vec<Field>,
}

/// A C type as a parameter or a return value carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Type {
    /// `const` on the pointee (`const uint8_t *`).
    pub konst: bool,
    /// `uint8_t`, `char`, `MjRules`, `void`.
    pub base: String,
    /// Levels of pointer: 0, 1 or 2.
    pub pointers: usize,
}

/// One parameter of a function.
#[derive(Debug)]
pub struct Param {
    /// Its C type.
    pub ty: Type,
    /// `out_len`.
    pub name: String,
}

/// An exported function.
#[derive(Debug)]
pub struct Function {
    /// `mj_is_win`.
    pub name: String,
    /// The header's doc comment (its `# Safety` section included).
    pub doc: String,
    /// The return type (`void` for none).
    pub ret: Type,
    /// In order; empty for `(void)`.
    pub params: Vec<Param>,
}

impl Function {
    /// True when the doc says that parameter `name` may be NULL (the header's convention
    /// for optional pointers: "a parameter documented as "may be NULL" is optional").
    pub fn optional(&self, name: &str) -> bool {
        self.doc.contains(&format!("`{name}` may be NULL"))
    }

    /// True when parameter `i` is an array: a pointer followed by its `size_t` length.
    pub fn is_array(&self, i: usize) -> bool {
        self.params[i].ty.pointers == 1
            && self.params.get(i + 1).is_some_and(|p| p.ty.pointers == 0 && p.ty.base == "size_t")
    }
}

/// Every declaration of the header, in header order.
#[derive(Debug, Default)]
pub struct Header {
    /// Valued `#define`s.
    pub constants: Vec<Constant>,
    /// `enum MjX`s.
    pub enums: Vec<Enum>,
    /// Opaque handle types: `MjRules`, `MjAi`, `MjGame`.
    pub handles: Vec<String>,
    /// Plain `#[repr(C)]` structs.
    pub structs: Vec<Struct>,
    /// Exported functions.
    pub functions: Vec<Function>,
}

impl Header {
    /// The value of constant `name` (`MJ_EVENT_TILES`).
    pub fn constant(&self, name: &str) -> Option<i64> {
        self.constants.iter().find(|c| c.name == name).map(|c| c.value)
    }

    /// The struct named `name`.
    pub fn struct_named(&self, name: &str) -> Option<&Struct> {
        self.structs.iter().find(|s| s.name == name)
    }

    /// The length of an array field: a number, or the value of the constant it names.
    pub fn array_len(&self, len: &str) -> Result<i64, String> {
        len.parse().ok().or_else(|| self.constant(len)).ok_or(format!("unknown array length {len}"))
    }
}

/// The text of a doc comment's lines (` * text`), paragraphs kept as blank lines.
fn doc_text(lines: &[&str]) -> String {
    let text: Vec<&str> = lines
        .iter()
        .map(|l| {
            let l = l.trim();
            l.strip_prefix("* ").or(l.strip_prefix('*')).unwrap_or(l)
        })
        .collect();
    text.join("\n").trim().to_string()
}

/// `SCREAMING_CASE` of a `PascalCase` name: `MeldKind` → `MELD_KIND`.
pub fn screaming(pascal: &str) -> String {
    let mut out = String::new();
    for (i, c) in pascal.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// Parses a type such as `const MjRules *` or `uint8_t`.
fn parse_type(text: &str) -> Result<Type, String> {
    let pointers = text.matches('*').count();
    let words: Vec<&str> =
        text.split(|c: char| c.is_whitespace() || c == '*').filter(|w| !w.is_empty()).collect();
    match words.as_slice() {
        ["const", base] => Ok(Type { konst: true, base: base.to_string(), pointers }),
        [base] => Ok(Type { konst: false, base: base.to_string(), pointers }),
        _ => Err(format!("cannot read the type {text:?}")),
    }
}

/// Splits `const uint8_t *tiles` into its type and name.
fn parse_param(text: &str) -> Result<Param, String> {
    let text = text.trim();
    let at = text
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .ok_or(format!("no name in {text:?}"))?;
    Ok(Param { ty: parse_type(&text[..=at])?, name: text[at + 1..].to_string() })
}

/// Reads the header.
pub fn parse(header: &str) -> Result<Header, String> {
    let lines: Vec<&str> = header.lines().collect();
    let mut out = Header::default();
    let mut doc = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_end();
        // Doc comments; the plain `/* ... */` ones (the conventions, cbindgen's notice) are
        // not documentation of a declaration.
        if line.starts_with("/*") {
            let start = i;
            while !lines[i].trim_end().ends_with("*/") {
                i += 1;
            }
            doc = if line.starts_with("/**") {
                doc_text(&lines[start + 1..i])
            } else {
                String::new()
            };
            i += 1;
            continue;
        }
        let taken = std::mem::take(&mut doc);
        if line.is_empty()
            || line.starts_with("#include")
            || line.starts_with("#if")
            || line.starts_with("#endif")
            || line.starts_with("#else")
        {
            i += 1;
            continue;
        }
        if let Some(def) = line.strip_prefix("#define ") {
            // The include guard has no value.
            if let Some((name, value)) = def.split_once(' ') {
                let value = value
                    .trim()
                    .parse()
                    .map_err(|_| format!("constant {name}: {value:?} is not an integer"))?;
                out.constants.push(Constant { name: name.to_string(), value, doc: taken });
            }
            i += 1;
            continue;
        }
        if let Some(name) = line.strip_prefix("enum ") {
            let name = name.trim().to_string();
            let prefix = format!("MJ_{}_", screaming(name.trim_start_matches("Mj")));
            let mut variants = Vec::new();
            while !lines[i].starts_with("};") {
                let l = lines[i].trim();
                // Variant docs (`/**`, ` * ...`) may contain ` = ` too.
                let is_doc = l.starts_with('/') || l.starts_with('*');
                if let Some((k, v)) =
                    l.strip_suffix(',').filter(|_| !is_doc).and_then(|l| l.split_once(" = "))
                {
                    let key =
                        k.strip_prefix(&prefix).ok_or(format!("{k} lacks the prefix {prefix}"))?;
                    let value = v.parse().map_err(|_| format!("{k} = {v:?} is not an integer"))?;
                    variants.push(Variant { name: key.to_string(), value });
                }
                i += 1;
            }
            out.enums.push(Enum { name, doc: taken, variants });
            i += 1;
            continue;
        }
        if line.starts_with("typedef enum ") || line.starts_with("typedef int32_t ") {
            // The C23 / pre-C23 spellings of an enum's typedef.
            i += 1;
            continue;
        }
        if let Some(rest) = line.strip_prefix("typedef struct ") {
            if rest == "{" {
                let mut fields = Vec::new();
                let mut field_doc = Vec::new();
                i += 1;
                while !lines[i].starts_with('}') {
                    let l = lines[i].trim();
                    // Field docs (`/**`, ` * ...`) may end in `;` too.
                    let is_doc = l.starts_with('/') || l.starts_with('*');
                    if is_doc && !l.starts_with("/**") && !l.starts_with("*/") {
                        field_doc.push(l);
                    }
                    if let Some(decl) = l.strip_suffix(';').filter(|_| !is_doc) {
                        let (ty, var) = decl
                            .rsplit_once(' ')
                            .ok_or(format!("cannot read the field {decl:?}"))?;
                        let (name, len) = match var.split_once('[') {
                            Some((n, l)) => (n, Some(l.trim_end_matches(']').to_string())),
                            None => (var, None),
                        };
                        let doc = doc_text(&std::mem::take(&mut field_doc));
                        fields.push(Field {
                            ty: ty.trim().to_string(),
                            name: name.to_string(),
                            len,
                            doc,
                        });
                    } else if !(l.is_empty() || is_doc) {
                        return Err(format!("unexpected line in a struct: {l:?}"));
                    }
                    i += 1;
                }
                let name =
                    lines[i].trim_start_matches('}').trim().trim_end_matches(';').to_string();
                out.structs.push(Struct { name, doc: taken, fields });
            } else {
                let name = rest.split_whitespace().next().unwrap_or_default();
                out.handles.push(name.to_string());
            }
            i += 1;
            continue;
        }
        if line.starts_with("extern \"C\"") || line.starts_with('}') {
            i += 1;
            continue;
        }
        // A function: its declaration may span lines (one parameter a line).
        let mut decl = line.to_string();
        while !decl.ends_with(");") {
            i += 1;
            let next = lines.get(i).ok_or(format!("unterminated declaration {decl:?}"))?;
            decl.push(' ');
            decl.push_str(next.trim());
        }
        let open = decl.find('(').ok_or(format!("cannot read {decl:?}"))?;
        let head = parse_param(&decl[..open])?;
        let args = decl[open + 1..decl.len() - 2].trim();
        let params = if args == "void" {
            Vec::new()
        } else {
            args.split(',').map(parse_param).collect::<Result<_, _>>()?
        };
        if !head.name.starts_with("mj_") {
            return Err(format!("unexpected declaration {decl:?}"));
        }
        out.functions.push(Function { name: head.name, doc: taken, ret: head.ty, params });
        i += 1;
    }
    Ok(out)
}

/// The first sentence of a doc comment, on one line: what a binding shows as a summary.
pub fn summary(doc: &str) -> String {
    let para = doc.split("\n\n").next().unwrap_or_default().replace('\n', " ");
    let mut end = para.len();
    let bytes = para.as_bytes();
    for (i, _) in para.match_indices(". ") {
        // A sentence ends at ". " followed by a capital or a backquote, not inside `e.g. `.
        if bytes.get(i + 2).is_some_and(|b| b.is_ascii_uppercase() || *b == b'`') {
            end = i + 1;
            break;
        }
    }
    para[..end].trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_declaration() {
        let header = "/**\n * Tiles.\n */\n#define MJ_KINDS 34\n\
            /**\n * A kind.\n */\nenum MjMeldKind\n#if defined(__cplusplus)\n  : int32_t\n#endif\n {\n  \
            /**\n   * Chi.\n   */\n  MJ_MELD_KIND_CHI = 0,\n  MJ_MELD_KIND_AN_GANG = 3,\n};\n\
            typedef struct MjRules MjRules;\n\
            /**\n * A meld.\n */\ntypedef struct {\n  /**\n   * Kind.\n   */\n  uint8_t kind;\n  uint8_t tiles[MJ_KINDS];\n} MjMeld;\n\
            /**\n * Waits.\n */\nMjStatus mj_waits(const MjRules *rules,\n                  const uint8_t *tiles,\n                  size_t len,\n                  const char **out_name);\n\
            void mj_warm_up(void);\n";
        let h = parse(header).unwrap();
        assert_eq!((h.constants[0].name.as_str(), h.constants[0].value), ("MJ_KINDS", 34));
        assert_eq!(h.enums[0].name, "MjMeldKind");
        assert_eq!(h.enums[0].doc, "A kind.");
        let v: Vec<_> = h.enums[0].variants.iter().map(|v| (v.name.as_str(), v.value)).collect();
        assert_eq!(v, [("CHI", 0), ("AN_GANG", 3)]);
        assert_eq!(h.handles, ["MjRules"]);
        assert_eq!(h.structs[0].name, "MjMeld");
        assert_eq!(h.structs[0].fields[1].len.as_deref(), Some("MJ_KINDS"));
        assert_eq!(h.structs[0].fields[0].doc, "Kind.");
        assert_eq!(h.structs[0].fields[1].doc, "");
        let f = &h.functions[0];
        assert_eq!(f.name, "mj_waits");
        assert_eq!(f.params[0].ty, Type { konst: true, base: "MjRules".into(), pointers: 1 });
        assert_eq!(f.params[3].ty, Type { konst: true, base: "char".into(), pointers: 2 });
        assert!(f.is_array(1) && !f.is_array(0));
        assert!(h.functions[1].params.is_empty());
    }

    #[test]
    fn a_summary_is_the_first_sentence() {
        assert_eq!(summary("The outcome of a call. Values are fixed."), "The outcome of a call.");
        assert_eq!(
            summary("Copies (e.g. five) of\neach kind.\n\nMore."),
            "Copies (e.g. five) of each kind."
        );
        assert_eq!(summary("Runs `mj_x`. `y` is next."), "Runs `mj_x`.");
    }
}
