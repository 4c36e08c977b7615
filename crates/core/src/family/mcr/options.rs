//! The registry entries of the 国标 options (the minimum, flowers, the
//! 16-hand game, 错和, the prevalent wind): [`OPTIONS`], placed by id among
//! the others in [`crate::options::OPTIONS`].
use crate::options::{RuleOption, Values, c};
use crate::rules::{RuleSet, Scoring};

/// The 国标 table alone takes these.
const MCR: &[Scoring] = &[Scoring::Mcr];

/// The 国标 options, by id.
pub(crate) const OPTIONS: &[RuleOption] = &[
    RuleOption {
        id: 48,
        name: "mcr_minimum_fan",
        aliases: &[],
        zh: "起和番",
        en: "Minimum fan",
        doc: "国标: the least fan a win needs (8 in the competition rules); a win under it is not a legal action.",
        values: Values::Range { min: 0, max: super::MAX_MINIMUM },
        families: MCR,
        record: "mcr.minimum",
        read: |r| r.mcr.minimum.into(),
        write: RuleSet::set_mcr_minimum,
    },
    RuleOption {
        id: 49,
        name: "mcr_flowers_count",
        aliases: &[],
        zh: "花牌计入起和番",
        en: "Flowers count toward the minimum",
        doc: "国标: flowers (花牌, 1 fan each) count toward the minimum (off in the competition rules, as in Botzone's judge, which asks 8 fan besides the flowers).",
        values: Values::Flag,
        families: MCR,
        record: "mcr.flowers_count",
        read: |r| r.mcr.flowers_count.into(),
        write: |r, v| r.set_mcr_flag("mcr_flowers_count", v),
    },
    RuleOption {
        id: 50,
        name: "mcr_full_game",
        aliases: &[],
        zh: "全场十六盘",
        en: "Full game (16 hands)",
        doc: "国标: a full game of 16 hands (four rounds, each seat dealing once a round); off, one hand.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.full_game",
        read: |r| r.mcr.full_game.into(),
        write: |r, v| r.set_mcr_flag("mcr_full_game", v),
    },
    RuleOption {
        id: 51,
        name: "mcr_false_win_penalty",
        aliases: &[],
        zh: "错和罚分",
        en: "False win penalty",
        doc: "国标 (Botzone): a win declared where none is legal costs 30 (10 to each other player) and ends the hand, instead of being refused.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.false_win_penalty",
        read: |r| r.mcr.false_win_penalty.into(),
        write: |r, v| r.set_mcr_flag("mcr_false_win_penalty", v),
    },
    RuleOption {
        id: 52,
        name: "mcr_flowers",
        aliases: &[],
        zh: "花牌",
        en: "Flowers",
        doc: "国标: the 8 flowers are in the wall (144 tiles; each set aside and replaced, 补花); off, 136 tiles.",
        values: Values::Flag,
        families: MCR,
        record: "mcr.flowers",
        read: |r| r.mcr.flowers.into(),
        write: |r, v| r.set_mcr_flag("mcr_flowers", v),
    },
    RuleOption {
        id: 53,
        name: "mcr_round",
        aliases: &[],
        zh: "圈风",
        en: "Prevalent wind",
        doc: "国标: the prevalent wind of the hand (a 16-hand game sets it each round).",
        values: Values::Choice(&[
            c(0, "东风圈", "East"),
            c(1, "南风圈", "South"),
            c(2, "西风圈", "West"),
            c(3, "北风圈", "North"),
        ]),
        families: MCR,
        record: "mcr.round",
        read: |r| r.mcr.round.index().into(),
        write: RuleSet::set_mcr_round,
    },
];
