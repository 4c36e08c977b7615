//! The 国标 preset (`mcr`) and the setters of its options ([`McrOptions`]).
use super::Wind;
use super::rules::{MAX_MINIMUM, McrOptions};
use crate::error::{Error, Result};
use crate::rules::{NextDealer, RuleSet, Scoring, SevenPairs};

impl RuleSet {
    /// 国标麻将 (MCR), the competition rules ([`McrOptions::COMPETITION`]):
    /// 136 tiles with honours and 8 flowers, 吃 from the left, every MCR
    /// winning form (four sets and a pair, 七对 with a four as two pairs,
    /// 十三幺, 全不靠, 组合龙) as [`crate::mcr::score`] decides it, an 8-fan
    /// minimum without flowers, base 8 + fan, the deal passing every hand.
    ///
    /// The shape fields (`pair`, `seven_pairs`, `thirteen_orphans`) say what
    /// the generic shape kernel and the simpler AIs read; the engine decides
    /// wins by [`crate::mcr::score`].
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet, wins};
    /// let mcr = RuleSet::mcr();
    /// assert_eq!(mcr.wall_size(), 136); // the 8 flowers are set aside as drawn
    /// // 全不靠 wins under 国标 alone.
    /// let h = Hand::parse("147m258s369p12345z", "", &mcr)?;
    /// assert!(wins(&h, &mcr)?);
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub const fn mcr() -> RuleSet {
        let mut r = RuleSet::changsha_shapes_only("mcr");
        r.honours = true;
        r.chi = true;
        r.thirteen_orphans = true;
        r.seven_pairs = Some(SevenPairs::FourAsTwoPairs);
        r.table.next_dealer = NextDealer::Rotate;
        r.scoring = Scoring::Mcr;
        r.mcr = McrOptions::COMPETITION;
        r
    }

    /// Fails unless these are 国标 rules: `name` = `value` is a 国标 option.
    fn check_mcr(&self, name: &'static str, value: i64) -> Result<()> {
        if self.scoring == Scoring::Mcr {
            Ok(())
        } else {
            Err(Error::BadOption { name, value, reason: "a 国标 option: use the mcr preset" })
        }
    }

    /// Sets the 国标 minimum (起和番), 0 to 88 fan.
    ///
    /// ```
    /// use majiang_core::RuleSet;
    /// let mut r = RuleSet::mcr();
    /// r.set_mcr_minimum(6)?;
    /// assert_eq!(r.mcr.minimum, 6);
    /// assert!(r.set_mcr_minimum(89).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_mcr_minimum(&mut self, fan: i64) -> Result<()> {
        self.check_mcr("mcr_minimum_fan", fan)?;
        match u8::try_from(fan) {
            Ok(v) if fan <= MAX_MINIMUM => {
                self.mcr.minimum = v;
                Ok(())
            }
            _ => Err(Error::BadOption { name: "mcr_minimum_fan", value: fan, reason: "0 to 88" }),
        }
    }

    /// Sets the prevalent wind (圈风): 0 East, 1 South, 2 West, 3 North.
    pub fn set_mcr_round(&mut self, wind: i64) -> Result<()> {
        self.check_mcr("mcr_round", wind)?;
        self.mcr.round = Wind::from_index(wind).map_err(|_| Error::BadOption {
            name: "mcr_round",
            value: wind,
            reason: "0 (East), 1 (South), 2 (West) or 3 (North)",
        })?;
        Ok(())
    }

    /// Sets a 国标 on/off option by its registry name: `mcr_flowers_count`,
    /// `mcr_full_game`, `mcr_false_win_penalty`, `mcr_flowers`.
    pub fn set_mcr_flag(&mut self, name: &'static str, value: i64) -> Result<()> {
        self.check_mcr(name, value)?;
        let on = match value {
            0 => false,
            1 => true,
            _ => return Err(Error::BadOption { name, value, reason: "0 (off) or 1 (on)" }),
        };
        let field = match name {
            "mcr_flowers_count" => &mut self.mcr.flowers_count,
            "mcr_full_game" => &mut self.mcr.full_game,
            "mcr_false_win_penalty" => &mut self.mcr.false_win_penalty,
            "mcr_flowers" => &mut self.mcr.flowers,
            _ => {
                return Err(Error::BadOption { name, value, reason: "not a 国标 on/off option" });
            }
        };
        *field = on;
        Ok(())
    }
}

/// Why a common option (`name` = `value`) is refused under 国标: the
/// family's winning forms are the competition rules', whatever the generic
/// shape options say, so only the preset's values are taken.
pub(crate) fn refuses_common_option(name: &str, value: i64) -> Option<&'static str> {
    let expected = match name {
        "honours" | "chi" | "thirteen_orphans" => 1,
        "seven_pairs" => 2,
        "next_dealer" => 2,
        "two_five_eight_pair"
        | "pengpenghu"
        | "qingyise"
        | "jiangjianghu"
        | "quanqiuren"
        | "dealer_bonus" => 0,
        _ => return None,
    };
    (value != expected).then_some(
        "fixed under 国标 (mcr): 136 tiles with honours and flowers, 吃 from the left, the \
         competition rules' winning forms and fans, the deal passing every hand",
    )
}
