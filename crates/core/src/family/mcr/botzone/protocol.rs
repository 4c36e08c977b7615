//! The words of Botzone's Chinese-Standard-Mahjong protocol: tile codes, the
//! judge's requests and the bot's responses, read and written. Nothing here
//! knows the table or how to choose an answer.

use crate::tile::Tile;
use std::fmt;
use thiserror::Error;

/// What is wrong with a line the bot was given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BotzoneError {
    /// A line that is no request of the game.
    #[error("not a Chinese-Standard-Mahjong request: `{0}`")]
    UnknownRequest(String),
    /// A tile code outside `W1`-`W9`, `T1`-`T9`, `B1`-`B9`, `F1`-`F4`, `J1`-`J3`.
    #[error("`{code}` is not a tile (W1-9, T1-9, B1-9, F1-4, J1-3) in `{line}`")]
    BadTile {
        /// The code found.
        code: String,
        /// The whole line.
        line: String,
    },
    /// A player number outside 0-3.
    #[error("a player is 0-3, got `{got}` in `{line}`")]
    BadPlayer {
        /// The word found.
        got: String,
        /// The whole line.
        line: String,
    },
    /// A deal (`1 …`) whose counts and tiles do not agree.
    #[error("bad deal: {reason} in `{line}`")]
    BadDeal {
        /// What does not agree.
        reason: String,
        /// The whole line.
        line: String,
    },
    /// A 吃 whose middle tile is no suited 2-8.
    #[error("a run's middle tile is a suited 2-8: `{0}`")]
    BadChi(String),
    /// A line that is no response of the game.
    #[error("not a response: `{0}`")]
    UnknownResponse(String),
    /// The requests so far do not add up to a table (a claim of nothing, a
    /// discard of a tile not held, a request out of place): the bot can no
    /// longer trust what it knows and answers only what is always legal.
    #[error("the game state is inconsistent: {0}")]
    Inconsistent(String),
}

/// The tile of a Botzone code: `W1`-`W9` 万, `T1`-`T9` 条, `B1`-`B9` 筒,
/// `F1`-`F4` 东南西北, `J1`-`J3` 中发白. Flowers (`H1`-`H8`) are no tile.
#[must_use]
pub fn tile_of(code: &str) -> Option<Tile> {
    let b = code.as_bytes();
    if b.len() != 2 || !b[1].is_ascii_digit() {
        return None;
    }
    let n = i64::from(b[1] - b'0');
    let id = match (b[0], n) {
        (b'W', 1..=9) => n - 1,
        (b'T', 1..=9) => 8 + n,
        (b'B', 1..=9) => 17 + n,
        (b'F', 1..=4) => 26 + n,
        (b'J', 1..=3) => 30 + n,
        _ => return None,
    };
    Tile::from_id(id).ok()
}

/// The Botzone code of a tile (see [`tile_of`]).
#[must_use]
pub fn code_of(t: Tile) -> String {
    let id = t.id();
    let (letter, n) = match id {
        0..=8 => ('W', id + 1),
        9..=17 => ('T', id - 8),
        18..=26 => ('B', id - 17),
        27..=30 => ('F', id - 26),
        _ => ('J', id - 30),
    };
    format!("{letter}{n}")
}

/// A flower's code: `H1`-`H8`.
pub(crate) fn is_flower(code: &str) -> bool {
    let b = code.as_bytes();
    b.len() == 2 && b[0] == b'H' && (b'1'..=b'8').contains(&b[1])
}

/// The tile `delta` places along a suit, if it stays in the suit.
pub(crate) fn step(t: Tile, delta: i64) -> Option<Tile> {
    if t.is_honour() {
        return None;
    }
    let n = i64::from(t.number()) + delta;
    if (1..=9).contains(&n) { Tile::from_id(i64::from(t.id()) + delta).ok() } else { None }
}

/// One request of the judge, as Botzone sends it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// `0 playerID quan`: the bot's seat and the prevalent wind.
    Init {
        /// The bot's seat, 0-3 (its seat wind).
        me: usize,
        /// The prevalent wind, 0-3.
        quan: usize,
    },
    /// `1 hua0 hua1 hua2 hua3 <13 tiles> <flowers>`: the deal.
    Deal {
        /// Flowers each player set aside while being dealt.
        flowers: [u8; 4],
        /// The bot's 13 tiles.
        hand: Vec<Tile>,
    },
    /// `2 T`: the bot drew T.
    Draw(Tile),
    /// `3 P BUHUA H`: P drew a flower and draws again.
    BuHua {
        /// Who.
        player: usize,
    },
    /// `3 P DRAW`: P drew a tile.
    Drew {
        /// Who.
        player: usize,
    },
    /// `3 P PLAY T`: P discarded T.
    Play {
        /// Who.
        player: usize,
        /// The discard.
        tile: Tile,
    },
    /// `3 P PENG T`: P claimed the last discard for a 碰 and discarded T.
    Peng {
        /// Who.
        player: usize,
        /// The discard after the claim.
        tile: Tile,
    },
    /// `3 P CHI MID T`: P claimed the last discard for the run around MID
    /// and discarded T.
    Chi {
        /// Who.
        player: usize,
        /// The run's middle tile.
        mid: Tile,
        /// The discard after the claim.
        tile: Tile,
    },
    /// `3 P GANG`: a kong (exposed on the last discard, or concealed).
    Gang {
        /// Who.
        player: usize,
    },
    /// `3 P BUGANG T`: P added T to its 碰.
    BuGang {
        /// Who.
        player: usize,
        /// The tile added.
        tile: Tile,
    },
}

impl Request {
    /// Reads one request line (words separated by any whitespace).
    pub fn parse(line: &str) -> Result<Request, BotzoneError> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let seat = |s: &str| {
            s.parse::<usize>().ok().filter(|&n| n < 4).ok_or_else(|| BotzoneError::BadPlayer {
                got: s.to_string(),
                line: line.to_string(),
            })
        };
        let tile = |s: &str| {
            tile_of(s).ok_or_else(|| BotzoneError::BadTile {
                code: s.to_string(),
                line: line.to_string(),
            })
        };
        let deal = |reason: String| BotzoneError::BadDeal { reason, line: line.to_string() };
        Ok(match w.as_slice() {
            ["0", me, quan] => Request::Init { me: seat(me)?, quan: seat(quan)? },
            ["1", rest @ ..] => {
                if rest.len() < 17 {
                    return Err(deal("it needs 4 flower counts and 13 tiles".to_string()));
                }
                let mut flowers = [0u8; 4];
                for (f, s) in flowers.iter_mut().zip(&rest[..4]) {
                    *f = s
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| n <= 8)
                        .ok_or_else(|| deal(format!("a flower count is 0-8, got `{s}`")))?;
                }
                let total: usize = flowers.iter().map(|&n| usize::from(n)).sum();
                if total > 8 || rest.len() != 17 + total {
                    return Err(deal(format!(
                        "{total} flowers counted but {} codes after the 13 tiles",
                        rest.len() - 17
                    )));
                }
                let hand = rest[4..17].iter().map(|s| tile(s)).collect::<Result<Vec<_>, _>>()?;
                if let Some(bad) = rest[17..].iter().find(|s| !is_flower(s)) {
                    return Err(deal(format!("`{bad}` is not a flower (H1-H8)")));
                }
                Request::Deal { flowers, hand }
            }
            ["2", t] => Request::Draw(tile(t)?),
            ["3", p, "BUHUA", f] if is_flower(f) => Request::BuHua { player: seat(p)? },
            ["3", p, "DRAW"] => Request::Drew { player: seat(p)? },
            ["3", p, "PLAY", t] => Request::Play { player: seat(p)?, tile: tile(t)? },
            ["3", p, "PENG", t] => Request::Peng { player: seat(p)?, tile: tile(t)? },
            ["3", p, "CHI", mid, t] => {
                let mid = tile(mid)?;
                if step(mid, -1).is_none() || step(mid, 1).is_none() {
                    return Err(BotzoneError::BadChi(line.to_string()));
                }
                Request::Chi { player: seat(p)?, mid, tile: tile(t)? }
            }
            ["3", p, "GANG"] => Request::Gang { player: seat(p)? },
            ["3", p, "BUGANG", t] => Request::BuGang { player: seat(p)?, tile: tile(t)? },
            _ => return Err(BotzoneError::UnknownRequest(line.to_string())),
        })
    }
}

/// One answer of the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Response {
    /// `PASS`.
    Pass,
    /// `PLAY T`: discard T after a draw.
    Play(Tile),
    /// `GANG T`: a concealed kong of T after a draw.
    AnGang(Tile),
    /// `BUGANG T`: add T to a 碰 after a draw.
    BuGang(Tile),
    /// `HU`.
    Hu,
    /// `PENG T`: 碰 the discard, then discard T.
    Peng(Tile),
    /// `CHI MID T`: 吃 the run around MID, then discard T.
    Chi {
        /// The run's middle tile.
        mid: Tile,
        /// The discard after the claim.
        discard: Tile,
    },
    /// `GANG`: an exposed kong of the discard.
    Gang,
}

impl fmt::Display for Response {
    /// The response as the judge reads it: words separated by one space
    /// (the judge splits on single spaces and counts the words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Response::Pass => f.write_str("PASS"),
            Response::Play(t) => write!(f, "PLAY {}", code_of(t)),
            Response::AnGang(t) => write!(f, "GANG {}", code_of(t)),
            Response::BuGang(t) => write!(f, "BUGANG {}", code_of(t)),
            Response::Hu => f.write_str("HU"),
            Response::Peng(t) => write!(f, "PENG {}", code_of(t)),
            Response::Chi { mid, discard } => {
                write!(f, "CHI {} {}", code_of(mid), code_of(discard))
            }
            Response::Gang => f.write_str("GANG"),
        }
    }
}

impl Response {
    /// Reads a response in the protocol's words.
    pub fn parse(line: &str) -> Result<Response, BotzoneError> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let tile = |s: &str| {
            tile_of(s).ok_or_else(|| BotzoneError::BadTile {
                code: s.to_string(),
                line: line.to_string(),
            })
        };
        Ok(match w.as_slice() {
            ["PASS"] => Response::Pass,
            ["HU"] => Response::Hu,
            ["GANG"] => Response::Gang,
            ["PLAY", t] => Response::Play(tile(t)?),
            ["GANG", t] => Response::AnGang(tile(t)?),
            ["BUGANG", t] => Response::BuGang(tile(t)?),
            ["PENG", t] => Response::Peng(tile(t)?),
            ["CHI", m, t] => Response::Chi { mid: tile(m)?, discard: tile(t)? },
            _ => return Err(BotzoneError::UnknownResponse(line.to_string())),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn t(code: &str) -> Tile {
        tile_of(code).unwrap()
    }

    #[test]
    fn tile_codes_round_trip_in_majiang_notation() {
        assert_eq!(t("W1").to_string(), "1m");
        assert_eq!(t("T9").to_string(), "9s");
        assert_eq!(t("B5").to_string(), "5p");
        assert_eq!(t("F1").to_string(), "1z");
        assert_eq!(t("F4").to_string(), "4z");
        assert_eq!(t("J1").to_string(), "5z"); // 中
        assert_eq!(t("J3").to_string(), "7z"); // 白
        for tile in Tile::all() {
            assert_eq!(tile_of(&code_of(tile)), Some(tile));
        }
        for bad in ["", "W0", "W10", "F5", "J4", "H1", "w1", "X1", "W", "1", "W\u{0661}"] {
            assert_eq!(tile_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn requests_parse_and_garbage_is_refused() {
        assert_eq!(Request::parse("0 2 1"), Ok(Request::Init { me: 2, quan: 1 }));
        let deal = "1 1 0 0 2 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 J2 J2 H1 H5 H6";
        let Ok(Request::Deal { flowers, hand }) = Request::parse(deal) else { panic!() };
        assert_eq!(flowers, [1, 0, 0, 2]);
        assert_eq!(hand.len(), 13);
        assert_eq!(Request::parse("2 T6"), Ok(Request::Draw(t("T6"))));
        assert_eq!(
            Request::parse("3 1 CHI T2 W3"),
            Ok(Request::Chi { player: 1, mid: t("T2"), tile: t("W3") })
        );
        assert_eq!(
            Request::parse("3 3 BUGANG J1"),
            Ok(Request::BuGang { player: 3, tile: t("J1") })
        );
        assert_eq!(Request::parse("3 0 BUHUA H7"), Ok(Request::BuHua { player: 0 }));
        assert!(matches!(Request::parse("0 4 0"), Err(BotzoneError::BadPlayer { .. })));
        assert!(matches!(Request::parse("2 H1"), Err(BotzoneError::BadTile { .. })));
        assert!(matches!(Request::parse("3 0 CHI T1 W3"), Err(BotzoneError::BadChi(_))));
        assert!(matches!(Request::parse("1 0 0 0 0 W1"), Err(BotzoneError::BadDeal { .. })));
        for bad in [
            "",
            "1 1 0 0 0 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 J2 J2",
            "3 0 CHI F2 W3",
            "3 9 PLAY W1",
            "3 0 DANCE",
            "héllo wörld",
        ] {
            assert!(Request::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            Response::parse("CHI T2 W3"),
            Ok(Response::Chi { mid: t("T2"), discard: t("W3") })
        );
        assert_eq!(Response::parse("GANG B1").map(|r| r.to_string()), Ok("GANG B1".to_string()));
        assert!(matches!(Response::parse("DANCE"), Err(BotzoneError::UnknownResponse(_))));
    }

    /// Request-shaped words: real keywords, seats, tile and flower codes,
    /// numbers and junk, so that random lines reach every branch.
    fn word() -> impl Strategy<Value = String> {
        prop_oneof![
            prop::sample::select(vec![
                "0", "1", "2", "3", "4", "8", "9", "DRAW", "PLAY", "PENG", "CHI", "GANG", "BUGANG",
                "BUHUA", "PASS", "HU", "W1", "W9", "T5", "B2", "F4", "J3", "J4", "H1", "H8", "H9",
                "W0", "-1", "255", "256",
            ])
            .prop_map(str::to_string),
            "\\PC{0,4}",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any line at all: parsing never panics, and whatever reads as a
        /// response writes back as a response that reads the same.
        #[test]
        fn any_line_parses_or_is_refused(words in prop::collection::vec(word(), 0..24),
                                         sep in prop::sample::select(vec![" ", "  ", "\t"])) {
            let line = words.join(sep);
            let _ = Request::parse(&line);
            if let Ok(r) = Response::parse(&line) {
                prop_assert_eq!(Response::parse(&r.to_string()), Ok(r));
            }
        }

        /// Arbitrary text, bytes of any kind: no panic either way.
        #[test]
        fn any_text_is_handled(text in "\\PC{0,60}") {
            let _ = Request::parse(&text);
            let _ = Response::parse(&text);
        }
    }
}
