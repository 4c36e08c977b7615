//! The flat Hunan tables' presets (`zhuanzhuan`, `hongzhong`) and the
//! setters of their options ([`FlatOptions`]).
use super::rules::EIGHT_RED;
use crate::error::{Error, Result};
use crate::options::{RuleOption, Values, c, flag};
use crate::rules::{
    BirdCount, BirdPoints, BirdRule, ExposedKongPoints, FlatOptions, FourRedDragons, RedDragons,
    RobKong, RuleSet, Scoring, WildcardReach,
};
use crate::tile::Tile;

impl RuleSet {
    /// 转转麻将 as `variants.md` §1.4 defines the reference default: 108
    /// suited tiles, no 吃, four sets and **any** pair (258做将 an option:
    /// [`RuleSet::set_pair_258`]), seven pairs with a four as two pairs, flat
    /// scoring ([`FlatOptions::reference`]), no 庄闲分, the winner deals next.
    /// None of Changsha's big hands, 开杠, opening wins or 海底 offer: 碰碰胡
    /// and 清一色 win as regular shapes and pay like them.
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet, is_win};
    /// let zz = RuleSet::zhuanzhuan();
    /// // Any pair: 11s is fine (Changsha would need 2, 5 or 8).
    /// assert!(is_win(&Hand::parse("123m456m789s234p11s", "", &zz)?, &zz));
    /// assert_eq!(zz.wall_size(), 108);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub const fn zhuanzhuan() -> RuleSet {
        let mut r = RuleSet::changsha_shapes_only("zhuanzhuan");
        r.scoring = Scoring::Flat;
        r.flat = FlatOptions::reference();
        r
    }

    /// 红中麻将 as `variants.md` §2.5 defines the reference default: 转转 plus
    /// four 红中 (the honour 中, `5z`) as wildcards standing for any suited
    /// tile in a set, the pair or seven pairs with no copy limit
    /// ([`WildcardReach::Unlimited`]); 有红中不接炮, 有红中可抢杠胡,
    /// 起手四红中可胡, 无红中加倍, 4 birds 159中鸟 with a 红中 bird a hit.
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet, is_win, waits};
    /// let hz = RuleSet::hongzhong();
    /// // 1111m and a 中: 111m and a 1m pair (no copy limit).
    /// assert!(is_win(&Hand::parse("1111m5z123p456p789p", "", &hz)?, &hz));
    /// // Ready on its natural waits, and on a drawn 中.
    /// assert_eq!(waits(&Hand::parse("123m456m789p234s5s", "", &hz)?, &hz)?.to_string(), "25s5z");
    /// assert_eq!(hz.wall_size(), 112);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub const fn hongzhong() -> RuleSet {
        let mut r = RuleSet::zhuanzhuan();
        r.name = "hongzhong";
        r.wildcard = Some(Tile::RED_DRAGON);
        r.wildcard_reach = WildcardReach::Unlimited;
        r.flat.red_dragons = RedDragons::Four;
        r.flat.no_wildcard_double = true;
        r
    }

    /// Sets the 红中 in the wall of a flat table (0 or 4) and keeps the
    /// wildcard in step: with 红中 they are the wildcard (no copy limit),
    /// without them there is none and 无红中加倍 goes off. Refused for the
    /// Changsha table, which has no 红中, and for 8 (the engine does not
    /// play eight: [`RedDragons::Eight`]).
    ///
    /// ```
    /// use majiang_core::{RuleSet, Tile};
    /// let mut zz = RuleSet::zhuanzhuan();
    /// zz.set_red_dragons(4)?;
    /// assert_eq!(zz.wildcard, Some(Tile::RED_DRAGON));
    /// assert_eq!(zz.wall_size(), 112);
    /// let err = zz.set_red_dragons(2).unwrap_err().to_string();
    /// assert!(err.contains("0, 4 or 8"), "{err}");
    /// let err = zz.set_red_dragons(8).unwrap_err().to_string();
    /// assert!(err.contains("plays 0 or 4"), "{err}");
    /// assert!(RuleSet::changsha().set_red_dragons(4).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_red_dragons(&mut self, copies: i64) -> Result<()> {
        let red = RedDragons::from_copies(copies)?;
        if self.scoring != Scoring::Flat {
            return Err(Error::BadOption {
                name: "red_dragons",
                value: copies,
                reason: "红中 belong to the flat tables (zhuanzhuan, hongzhong)",
            });
        }
        if red == RedDragons::Eight {
            // Refused here, at the setter, rather than by every game that
            // would start with it.
            return Err(Error::BadOption { name: "red_dragons", value: 8, reason: EIGHT_RED });
        }
        if red == RedDragons::None {
            *self = self.without_wildcard();
        } else {
            self.flat.red_dragons = red;
            self.wildcard = Some(Tile::RED_DRAGON);
            self.wildcard_reach = WildcardReach::Unlimited;
        }
        Ok(())
    }

    /// 无红中加倍 on or off; on needs 红中 in the wall.
    pub fn set_no_wildcard_double(&mut self, on: bool) -> Result<()> {
        if on && self.flat.red_dragons == RedDragons::None {
            return Err(Error::BadOption {
                name: "no_wildcard_double",
                value: 1,
                reason: "needs 红中 in the wall (set red_dragons to 4 or 8 first)",
            });
        }
        self.flat.no_wildcard_double = on;
        Ok(())
    }

    /// Sets when four 红中 win at once: 0 off, 1 opening hand, 2 any time.
    pub fn set_four_red_dragons(&mut self, code: i64) -> Result<()> {
        self.flat.four_red_dragons = FourRedDragons::from_code(code)?;
        Ok(())
    }

    /// Sets 抢杠胡: 0 off, 1 as a discard win, 2 as a self-draw.
    pub fn set_rob_kong(&mut self, code: i64) -> Result<()> {
        self.flat.rob_kong = RobKong::from_code(code)?;
        Ok(())
    }

    /// Sets the birds of a flat table: 0, 2, 4, 6 or 8.
    pub fn set_flat_birds(&mut self, birds: i64) -> Result<()> {
        self.flat.birds = BirdCount::new(birds)?;
        Ok(())
    }

    /// Sets which birds hit: 0 159中鸟, 1 by seat from the dealer, 2 一鸟全中,
    /// 3 摸几奖几.
    pub fn set_bird_rule(&mut self, code: i64) -> Result<()> {
        self.flat.bird_rule = BirdRule::from_code(code)?;
        Ok(())
    }

    /// Sets what a bird hit adds: 1 (+1), 2 (+2) or 3 (each hit doubles).
    pub fn set_bird_points(&mut self, code: i64) -> Result<()> {
        self.flat.bird_points = BirdPoints::from_code(code)?;
        Ok(())
    }

    /// Sets what the discarder pays for a kong on his discard: 1 or 3.
    pub fn set_exposed_kong_points(&mut self, points: i64) -> Result<()> {
        self.flat.exposed_kong = ExposedKongPoints::from_points(points)?;
        Ok(())
    }
}

/// The flat tables alone take these.
const FLAT: &[Scoring] = &[Scoring::Flat];

/// The registry entries of the flat tables' options, by id, placed among
/// the others in [`crate::options::OPTIONS`].
pub(crate) const OPTIONS: &[RuleOption] = &[
    RuleOption {
        id: 21,
        name: "red_dragons",
        aliases: &[],
        zh: "红中",
        en: "Red dragons",
        doc: "红中 (中, id 31) in the wall, the wildcards of no copy limit: 0 or 4 (8 is refused).",
        values: Values::Choice(&[c(0, "无红中", "none"), c(4, "四张红中", "four")]),
        families: FLAT,
        record: "flat.red_dragons",
        read: |r| r.flat.red_dragons.copies().into(),
        write: RuleSet::set_red_dragons,
    },
    RuleOption {
        id: 22,
        name: "four_red_dragons",
        aliases: &[],
        zh: "四红中胡",
        en: "Four red dragons win",
        doc: "When four 红中 in one hand win at once (四红中胡).",
        values: Values::Choice(&[
            c(0, "不可", "never"),
            c(1, "起手", "in the dealt hand"),
            c(2, "任意时", "any time"),
        ]),
        families: FLAT,
        record: "flat.four_red_dragons",
        read: |r| r.flat.four_red_dragons.code(),
        write: RuleSet::set_four_red_dragons,
    },
    RuleOption {
        id: 23,
        name: "discard_wins",
        aliases: &[],
        zh: "点炮胡",
        en: "Discard wins",
        doc: "点炮胡: a win on another player's discard (off: self-draw only).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.discard_wins",
        read: |r| r.flat.discard_wins.into(),
        write: |r, v| {
            r.flat.discard_wins = flag("discard_wins", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 24,
        name: "wildcard_self_draw_only",
        aliases: &[],
        zh: "有红中不接炮",
        en: "Wildcard hands self-draw only",
        doc: "有红中不接炮: a hand holding a 红中 wins only by self-draw.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.wildcard_self_draw_only",
        read: |r| r.flat.wildcard_self_draw_only.into(),
        write: |r, v| {
            r.flat.wildcard_self_draw_only = flag("wildcard_self_draw_only", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 25,
        name: "wildcard_robs_kong",
        aliases: &[],
        zh: "有红中可抢杠胡",
        en: "Wildcard hands rob kongs",
        doc: "有红中可抢杠胡: a hand holding a 红中 may still rob a 补杠.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.wildcard_robs_kong",
        read: |r| r.flat.wildcard_robs_kong.into(),
        write: |r, v| {
            r.flat.wildcard_robs_kong = flag("wildcard_robs_kong", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 26,
        name: "multiple_winners",
        aliases: &[],
        zh: "一炮多响",
        en: "Multiple winners",
        doc: "一炮多响: several players may win on one discard.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.multiple_winners",
        read: |r| r.flat.multiple_winners.into(),
        write: |r, v| {
            r.flat.multiple_winners = flag("multiple_winners", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 27,
        name: "rob_kong",
        aliases: &[],
        zh: "抢杠胡",
        en: "Robbing a kong",
        doc: "抢杠胡 (robbing a 补杠): off, paid as a discard win, or paid as a self-draw.",
        values: Values::Choice(&[
            c(0, "不可抢杠", "off"),
            c(1, "算点炮", "as a discard win"),
            c(2, "算自摸", "as a self-draw"),
        ]),
        families: FLAT,
        record: "flat.rob_kong",
        read: |r| r.flat.rob_kong.code(),
        write: RuleSet::set_rob_kong,
    },
    RuleOption {
        id: 28,
        name: "rob_kong_pays_all",
        aliases: &[],
        zh: "抢杠胡包三家",
        en: "Robbed konger pays all",
        doc: "抢杠胡包三家: the robbed konger pays for all three.",
        values: Values::Flag,
        families: FLAT,
        record: "flat.rob_kong_pays_all",
        read: |r| r.flat.rob_kong_pays_all.into(),
        write: |r, v| {
            r.flat.rob_kong_pays_all = flag("rob_kong_pays_all", v)?;
            Ok(())
        },
    },
    RuleOption {
        id: 29,
        name: "no_wildcard_double",
        aliases: &[],
        zh: "无红中加倍",
        en: "No-wildcard double",
        doc: "无红中加倍: a winner holding no 红中 has every line doubled (needs 红中 in the wall).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.no_wildcard_double",
        read: |r| r.flat.no_wildcard_double.into(),
        write: |r, v| r.set_no_wildcard_double(flag("no_wildcard_double", v)?),
    },
    RuleOption {
        id: 30,
        name: "flat_birds",
        aliases: &["birds"],
        zh: "抓鸟",
        en: "Birds",
        doc: "Birds drawn after a win on a flat table: 0, 2, 4, 6 or 8 (read by bird rules 0 and 1).",
        values: Values::Choice(&[
            c(0, "不抓鸟", "none"),
            c(2, "抓两鸟", "two"),
            c(4, "抓四鸟", "four"),
            c(6, "抓六鸟", "six"),
            c(8, "抓八鸟", "eight"),
        ]),
        families: FLAT,
        record: "flat.birds",
        read: |r| r.flat.birds.get().into(),
        write: RuleSet::set_flat_birds,
    },
    RuleOption {
        id: 31,
        name: "bird_rule",
        aliases: &[],
        zh: "中鸟规则",
        en: "Bird rule",
        doc: "Which birds hit: 159中鸟, by seat from the dealer, 一鸟全中, or 摸几奖几.",
        values: Values::Choice(&[
            c(0, "159中鸟", "rank 1, 5, 9 or a 红中"),
            c(1, "按庄位置", "by seat from the dealer"),
            c(2, "一鸟全中", "one bird worth its rank"),
            c(3, "摸几奖几", "the win tile's rank in birds"),
        ]),
        families: FLAT,
        record: "flat.bird_rule",
        read: |r| r.flat.bird_rule.code(),
        write: RuleSet::set_bird_rule,
    },
    RuleOption {
        id: 32,
        name: "bird_points",
        aliases: &[],
        zh: "中鸟分",
        en: "Bird points",
        doc: "What a bird hit adds to a line: +1, +2, or each hit doubles it.",
        values: Values::Choice(&[
            c(1, "一分", "+1 a hit"),
            c(2, "两分", "+2 a hit"),
            c(3, "翻倍", "each hit doubles"),
        ]),
        families: FLAT,
        record: "flat.bird_points",
        read: |r| r.flat.bird_points.code(),
        write: RuleSet::set_bird_points,
    },
    RuleOption {
        id: 33,
        name: "exposed_kong_points",
        aliases: &[],
        zh: "放杠分",
        en: "Exposed kong points",
        doc: "What the discarder pays for a kong on his discard (放杠): 1 or 3.",
        values: Values::Choice(&[c(1, "一分", "1 point"), c(3, "三分", "3 points")]),
        families: FLAT,
        record: "flat.exposed_kong",
        read: |r| r.flat.exposed_kong.points().into(),
        write: RuleSet::set_exposed_kong_points,
    },
    RuleOption {
        id: 34,
        name: "kong_points_on_draw",
        aliases: &[],
        zh: "流局算杠分",
        en: "Kong points on a draw",
        doc: "流局算杠分: kong points stand after a drawn hand (off: given back).",
        values: Values::Flag,
        families: FLAT,
        record: "flat.kong_points_on_draw",
        read: |r| r.flat.kong_points_on_draw.into(),
        write: |r, v| {
            r.flat.kong_points_on_draw = flag("kong_points_on_draw", v)?;
            Ok(())
        },
    },
];
