//! The raw layer of the JavaScript package: the constants and the frozen enum objects of
//! `bindings/js/majiang.js`, and their declarations in `majiang.d.ts`. (The module's
//! functions are the wasm exports themselves, called by name; there is nothing else to
//! declare.)

use super::described;
use super::header::Header;
use std::fmt::Write;

const WIDTH: usize = 100;

/// `head` + entries + `tail`, on one line when it fits, else the entries packed on lines
/// of their own, indented by two.
fn packed(head: &str, entries: &[String], sep: &str, tail: &str) -> String {
    let one = format!("{head} {} {tail}", entries.join(&format!("{sep} ")));
    if one.len() <= WIDTH {
        return one + "\n";
    }
    let mut out = format!("{head}\n");
    let mut line = String::from(" ");
    for e in entries {
        let entry = format!(" {e}{sep}");
        if line.len() + entry.len() > WIDTH {
            writeln!(out, "{line}").unwrap();
            line = String::from(" ");
        }
        line.push_str(&entry);
    }
    writeln!(out, "{line}").unwrap();
    out + tail.trim_start() + "\n"
}

/// A JSDoc line.
fn jsdoc(name: &str, doc: &str) -> String {
    format!("/** {} */\n", described(name, doc).replace("*/", "* /"))
}

/// The generated region of `majiang.js`.
pub fn module(h: &Header) -> String {
    let mut o = String::new();
    for c in &h.constants {
        o.push_str(&jsdoc(&c.name, &c.doc));
        writeln!(o, "export const {} = {};", c.name.trim_start_matches("MJ_"), c.value).unwrap();
    }
    for e in &h.enums {
        o.push_str(&jsdoc(&e.name, &e.doc));
        let entries: Vec<String> =
            e.variants.iter().map(|v| format!("{}: {}", v.name, v.value)).collect();
        let head = format!("export const {} = Object.freeze({{", e.name.trim_start_matches("Mj"));
        o.push_str(&packed(&head, &entries, ",", "});"));
    }
    o
}

/// The generated region of `majiang.d.ts`.
pub fn declarations(h: &Header) -> String {
    let mut o = String::new();
    for c in &h.constants {
        o.push_str(&jsdoc(&c.name, &c.doc));
        writeln!(o, "export declare const {}: {};", c.name.trim_start_matches("MJ_"), c.value)
            .unwrap();
    }
    for e in &h.enums {
        o.push_str(&jsdoc(&e.name, &e.doc));
        let entries: Vec<String> =
            e.variants.iter().map(|v| format!("{}: {}", v.name, v.value)).collect();
        let head = format!("export declare const {}: Readonly<{{", e.name.trim_start_matches("Mj"));
        o.push_str(&packed(&head, &entries, ";", "}>;"));
    }
    o
}
