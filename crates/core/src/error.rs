//! The one error type of the core. Every message names the offending value
//! so that a host (C, Godot, a batch file) can show it to a person as is.

use thiserror::Error;

/// Everything that can be wrong with input handed to the core.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A tile kind id outside `0..34`.
    #[error("tile id {0} is out of range: ids are 0-26 for suited tiles and 27-33 for honours")]
    TileIdOutOfRange(i64),
    /// A suit number outside `0..3`.
    #[error("suit {0} is out of range: 0 = wan (万), 1 = tiao (条), 2 = tong (筒)")]
    SuitOutOfRange(i64),
    /// A tile number outside `1..=9`.
    #[error("tile number {0} is out of range: numbers are 1-9")]
    NumberOutOfRange(i64),
    /// A tile the rule set does not play with (an honour in Changsha).
    #[error("tile {0} is not used by the {1} rules")]
    TileNotInRules(String, &'static str),
    /// Notation that could not be read.
    #[error("cannot read {input:?} at character {position} ({found:?}): {reason}")]
    Parse {
        /// The whole text that was being parsed.
        input: String,
        /// Character index (not byte index) of the problem.
        position: usize,
        /// The character found there, or `""` at the end of the input.
        found: String,
        /// What was expected instead.
        reason: &'static str,
    },
    /// More than four copies of one kind across hand and melds.
    #[error("{count} copies of {tile}: a kind has only four tiles")]
    TooManyCopies {
        /// The kind, in `5m` form.
        tile: String,
        /// How many copies were found.
        count: u32,
    },
    /// A kind held (hand and melds) and seen elsewhere more than four
    /// times: what a player was told about the table contradicts its hand.
    #[error(
        "the hand and its melds hold {held} of {tile} and {seen} more were seen: a kind has only \
         four tiles"
    )]
    SeenTooMany {
        /// The kind, in `5m` form.
        tile: String,
        /// Copies in the hand and its melds.
        held: u8,
        /// Copies seen elsewhere.
        seen: u8,
    },
    /// A hand whose size does not fit its melds.
    #[error(
        "hand has {}; with {} it must have {short} or {long}",
        count(*.tiles, "concealed tile", "concealed tiles"),
        count(*.melds, "meld", "melds")
    )]
    BadHandSize {
        /// Concealed tiles given.
        tiles: usize,
        /// Melds given.
        melds: usize,
        /// The waiting size `3n+1`.
        short: usize,
        /// The complete size `3n+2`.
        long: usize,
    },
    /// The operation needs a hand of a specific size.
    #[error("{what} needs a hand of {expected} concealed tiles (with its melds), got {got}")]
    WrongHandSize {
        /// The operation.
        what: &'static str,
        /// What it needs, e.g. `3n+2`.
        expected: &'static str,
        /// Concealed tiles given.
        got: usize,
    },
    /// More than four melds.
    #[error("{0} melds: a hand has at most four")]
    TooManyMelds(usize),
    /// A meld whose tiles do not form the named kind.
    #[error("invalid meld: {0}")]
    BadMeld(String),
    /// A game that cannot be set up (a wall that is not the full set, a
    /// stacked deal of the wrong size).
    #[error("invalid game setup: {0}")]
    BadSetup(String),
    /// A game record that cannot be read or does not replay.
    #[error("game record line {line}: {reason}")]
    BadRecord {
        /// 1-based line number in the record.
        line: usize,
        /// What is wrong.
        reason: String,
    },
    /// A value outside the range an option accepts.
    #[error("{name} = {value}: {reason}")]
    BadOption {
        /// The option.
        name: &'static str,
        /// The value given.
        value: i64,
        /// The accepted values.
        reason: &'static str,
    },
    /// An option name the registry ([`crate::options`]) does not know.
    #[error("unknown rule option {0:?}: see majiang_core::options::OPTIONS (`majiang rules`)")]
    UnknownOption(String),
    /// An option read on rules whose family does not take it (set refuses
    /// it with [`Error::BadOption`], naming the value).
    #[error("{name}: {reason}")]
    ForeignOption {
        /// The option.
        name: &'static str,
        /// Which tables take it.
        reason: &'static str,
    },
    /// A rule-set name that is not a preset.
    #[error("unknown rules {0:?}: choose {choices}", choices = crate::rules::RuleSet::preset_choices())]
    UnknownRules(String),
    /// A call that answers for other families than the rules' own: the
    /// Changsha family's big hands asked of a hand of a family that counts
    /// fan (`instead`, which that family gives, names the call that answers
    /// there).
    #[error("{call} counts the big hands of the Changsha family (长沙, 转转, 红中); {instead}")]
    OtherFamily {
        /// The call.
        call: &'static str,
        /// What answers under these rules.
        instead: &'static str,
    },
    /// A description of how a hand was won that cannot happen.
    #[error("impossible win context: {0}")]
    BadContext(&'static str),
    /// A win analysis no hand could have under the rules, or one the
    /// named payers cannot pay (see [`WinAnalysis::check`](crate::WinAnalysis::check)).
    #[error("impossible win analysis: {0}")]
    BadAnalysis(String),
    /// Scores beyond what the engine keeps exact (see
    /// [`SCORE_LIMIT`](crate::game::SCORE_LIMIT)).
    #[error("score out of range: {0}")]
    ScoreOutOfRange(String),
    /// An action the game does not allow now.
    #[error("illegal action: {0}")]
    IllegalAction(String),
}

/// `Result` with the core [`Error`](enum@Error).
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// `n` and its noun, singular for one: `1 meld`, `0 melds`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use crate::{Error, RuleSet};

    /// The refusal lists [`RuleSet::PRESETS`], so a preset added there is
    /// offered here with no other change.
    #[test]
    fn unknown_rules_offers_every_preset() {
        let err = RuleSet::by_name("guobiao").unwrap_err();
        assert_eq!(err, Error::UnknownRules("guobiao".into()));
        assert_eq!(
            err.to_string(),
            format!("unknown rules \"guobiao\": choose {}", RuleSet::preset_choices())
        );
    }
}
