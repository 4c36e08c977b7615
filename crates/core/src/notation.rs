//! Text notation for tiles and hands.
//!
//! Two forms are read, and may be mixed:
//! - the compact form `123m456s789p11z`: digits, then the suit letter they
//!   belong to (`m` 万, `s` 条, `p` 筒, `z` honours 1–7 = East South West North
//!   中 发 白);
//! - Chinese names, one tile each: `五万`, `3条`, `九筒`, `东`, `中`.
//!
//! Spaces, commas and `[` `]` separate tiles and are ignored. An error names
//! the character (by position, counted in characters) and why it was refused.

use crate::error::{Error, Result};
use crate::tile::{Suit, Tile};

fn chinese_digit(c: char) -> Option<u8> {
    "一二三四五六七八九".chars().position(|d| d == c).map(|i| i as u8 + 1)
}

fn suit_of_char(c: char) -> Option<Option<Suit>> {
    match c {
        'm' | 'M' | '万' | '萬' => Some(Some(Suit::Wan)),
        's' | 'S' | '条' | '條' | '索' => Some(Some(Suit::Tiao)),
        'p' | 'P' | '筒' | '饼' | '餅' => Some(Some(Suit::Tong)),
        'z' | 'Z' => Some(None),
        _ => None,
    }
}

fn honour_of_char(c: char) -> Option<u8> {
    "东南西北中发白"
        .chars()
        .position(|h| h == c)
        .or_else(|| "東南西北中發白".chars().position(|h| h == c))
        .map(|i| i as u8)
}

/// Reads a list of tiles in either notation (see the module documentation).
///
/// ```
/// use majiang_core::notation::parse_tiles;
/// let t = parse_tiles("123m 五万 9p").unwrap();
/// assert_eq!(t.iter().map(|t| t.id()).collect::<Vec<_>>(), vec![0, 1, 2, 4, 26]);
/// let err = parse_tiles("12x").unwrap_err().to_string();
/// assert!(err.contains("character 2"), "{err}");
/// ```
pub fn parse_tiles(input: &str) -> Result<Vec<Tile>> {
    let chars: Vec<char> = input.chars().collect();
    let err = |position: usize, reason: &'static str| Error::Parse {
        input: input.to_string(),
        position,
        found: chars.get(position).map(|c| c.to_string()).unwrap_or_default(),
        reason,
    };
    let mut out = Vec::new();
    // Digits waiting for their suit letter, with the position of each.
    let mut pending: Vec<(u8, usize)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || matches!(c, ',' | '[' | ']' | '、' | '，') {
            if !pending.is_empty() && !matches!(c, ' ') {
                return Err(err(i, "digits must be followed by a suit letter (m, s, p or z)"));
            }
            i += 1;
            continue;
        }
        if let Some(d) = c.to_digit(10) {
            // A digit directly followed by a Chinese suit name is one tile (`3条`).
            if let Some(&next) = chars.get(i + 1)
                && !next.is_ascii()
                && let Some(Some(suit)) = suit_of_char(next)
            {
                if !pending.is_empty() {
                    return Err(err(i + 1, "mixes compact digits with a Chinese suit name"));
                }
                if d == 0 {
                    return Err(err(i, "tile numbers are 1-9"));
                }
                out.push(Tile::suited(suit, d as i64)?);
                i += 2;
                continue;
            }
            if d == 0 {
                return Err(err(i, "tile numbers are 1-9"));
            }
            pending.push((d as u8, i));
            i += 1;
            continue;
        }
        if let Some(n) = chinese_digit(c) {
            match chars.get(i + 1).copied().and_then(suit_of_char) {
                Some(Some(suit)) if !chars[i + 1].is_ascii() => {
                    out.push(Tile::suited(suit, n as i64)?);
                    i += 2;
                    continue;
                }
                _ => return Err(err(i + 1, "a Chinese number must be followed by 万, 条 or 筒")),
            }
        }
        if let Some(h) = honour_of_char(c) {
            if !pending.is_empty() {
                return Err(err(i, "digits must be followed by a suit letter (m, s, p or z)"));
            }
            out.push(Tile::from_id(27 + h as i64)?);
            i += 1;
            continue;
        }
        match suit_of_char(c) {
            Some(suit) if c.is_ascii() => {
                if pending.is_empty() {
                    return Err(err(i, "a suit letter must follow at least one digit"));
                }
                for (d, pos) in pending.drain(..) {
                    let tile = match suit {
                        Some(s) => Tile::suited(s, d as i64)?,
                        None if d <= 7 => Tile::from_id(26 + d as i64)?,
                        None => return Err(err(pos, "honours are 1z-7z")),
                    };
                    out.push(tile);
                }
                i += 1;
            }
            _ => {
                return Err(err(i, "not a tile: expected a digit, m/s/p/z or a Chinese tile name"));
            }
        }
    }
    if let Some(&(_, pos)) = pending.first() {
        return Err(err(pos, "digits must be followed by a suit letter (m, s, p or z)"));
    }
    Ok(out)
}

/// Writes tiles in the compact form, grouping runs of one suit: `123m45s`.
/// Tiles are written in the order given.
pub fn format_tiles<I: IntoIterator<Item = Tile>>(tiles: I) -> String {
    let mut out = String::new();
    let mut current: Option<char> = None;
    for t in tiles {
        let letter = t.suit().map_or('z', Suit::letter);
        if let Some(prev) = current
            && prev != letter
        {
            out.push(prev);
        }
        out.push(char::from(b'0' + t.number()));
        current = Some(letter);
    }
    if let Some(prev) = current {
        out.push(prev);
    }
    out
}

/// Writes tiles with their Chinese names, separated by spaces: `一万 二万 九筒`.
pub fn format_chinese<I: IntoIterator<Item = Tile>>(tiles: I) -> String {
    tiles.into_iter().map(Tile::chinese).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(s: &str) -> Vec<u8> {
        parse_tiles(s).unwrap().into_iter().map(Tile::id).collect()
    }

    #[test]
    fn compact_and_chinese_agree() {
        assert_eq!(ids("123m456s789p"), ids("一万二万三万 4条5条6条 七筒八筒九筒"));
        assert_eq!(ids("1z7z"), vec![27, 33]);
        assert_eq!(ids("东中白"), vec![27, 31, 33]);
        assert_eq!(ids("五萬"), vec![4]);
    }

    #[test]
    fn round_trip() {
        let t = parse_tiles("11123m55s9p1z").unwrap();
        assert_eq!(format_tiles(t.iter().copied()), "11123m55s9p1z");
        assert_eq!(format_chinese(parse_tiles("5m3s").unwrap()), "五万 三条");
    }

    #[test]
    fn errors_name_the_character() {
        for (input, pos) in [("12x", 2), ("123", 0), ("m", 0), ("8z", 0), ("10m", 1), ("五", 1)] {
            match parse_tiles(input) {
                Err(Error::Parse { position, .. }) => assert_eq!(position, pos, "{input}"),
                other => panic!("{input}: {other:?}"),
            }
        }
    }
}
