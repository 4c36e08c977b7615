//! The flat Hunan tables' presets (`zhuanzhuan`, `hongzhong`) and the
//! setters of their options ([`FlatOptions`]).
use super::rules::EIGHT_RED;
use crate::error::{Error, Result};
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
