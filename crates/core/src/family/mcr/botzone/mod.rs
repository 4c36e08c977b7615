//! A bot for Botzone's Chinese-Standard-Mahjong game (国标麻将, the IJCAI
//! mahjong AI contests) as a library: a [`Bot`] takes the judge's requests
//! one at a time and returns each answer, so that `majiang botzone` and a
//! game server drive the same state machine.
//!
//! This module owns the protocol's words ([`protocol`]: requests, responses,
//! tile codes), the table one seat rebuilds from them ([`Bot`]) and the
//! levels' choice among legal answers ([`Level`], [`Policy`]). It knows
//! nothing of stdin, stdout, JSON or Botzone's interaction forms: those are
//! the caller's (the CLI's `botzone` command).
//!
//! # The protocol
//!
//! Requests: `0 playerID quan`, `1 hua0 hua1 hua2 hua3 <13 tiles> <flowers>`,
//! `2 T` (the bot drew T), `3 P BUHUA H`, `3 P DRAW`, `3 P PLAY T`,
//! `3 P PENG T` and `3 P CHI MID T` (claimed the last discard, then
//! discarded T), `3 P GANG` (an exposed kong of the last discard, or a
//! concealed kong right after P's own draw), `3 P BUGANG T`. Responses:
//! `PASS`; on the bot's draw `PLAY T`, `GANG T` (concealed), `BUGANG T`,
//! `HU`; on another player's discard `PENG T`, `CHI MID T` (only from the
//! player on the left), `GANG`, `HU`; after another player's 补杠 `HU`
//! (抢杠和). Any other request is answered `PASS`.
//!
//! # The judges
//!
//! Two judges run this protocol (`docs/botzone.md` compares them with the
//! bot item by item): `judge/main.cpp` of `ailab-pku/Chinese-Standard-Mahjong`,
//! one shared wall of 144 tiles with 8 flowers, and the duplicate (复式) one
//! Botzone lists for the game (`ailab-pku/botzone-local`,
//! `chinesestandardmahjong.py`), four walls of 34 tiles, no flowers, no
//! claims or kongs once the next player's wall is empty. The bot answers
//! legally under both: until a flower shows which one it is, it claims and
//! kongs only where both allow, and declares `HU` only with 8 fan without
//! flowers under each one's situation flags.
//!
//! ```
//! use majiang_core::mcr::botzone::{self, Level, Response};
//! let requests = ["0 1 0", "1 0 0 0 0 W1 W1 W2 W3 T4 T5 T6 B7 B8 B9 F1 F1 F1", "2 J1"];
//! let answer = botzone::answer(Level::Expert, &requests, &["PASS", "PASS"]);
//! assert!(matches!(answer, Ok(Response::Play(_))));
//! ```

mod policy;
pub mod protocol;
mod table;

pub use policy::{Candidate, Level, LevelPolicy, Policy};
pub use protocol::{BotzoneError, Request, Response, code_of, tile_of};
pub use table::{Bot, Refusal};

/// The answer to the last of `requests`, the earlier ones replayed with the
/// bot's `responses` to them (Botzone's JSON and simple interaction give
/// both every turn). A [`Refusal`] says why the history could not be
/// followed, with the answer to send anyway.
pub fn answer<R: AsRef<str>, S: AsRef<str>>(
    level: Level,
    requests: &[R],
    responses: &[S],
) -> Result<Response, Refusal> {
    let Some((last, before)) = requests.split_last() else {
        return Err(Refusal {
            error: BotzoneError::Inconsistent("no request to answer".to_string()),
            fallback: Response::Pass,
        });
    };
    let mut bot = Bot::new(level);
    for (i, r) in before.iter().enumerate() {
        // An earlier request that does not fit leaves the bot answering only
        // what is always legal; `respond` reports it.
        let _ = bot.replay(r.as_ref(), responses.get(i).map(AsRef::as_ref));
    }
    bot.respond(last.as_ref())
}
