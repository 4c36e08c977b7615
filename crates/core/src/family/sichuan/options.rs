//! The 四川 preset (`sichuan`) and the setters of its options
//! ([`SichuanOptions`]).
use crate::error::{Error, Result};
use crate::rules::{
    Exchange, FanCap, PaidAs, RuleSet, Scoring, SelfDrawBonus, SichuanMode, SichuanOptions,
};

impl RuleSet {
    /// 四川麻将 血战到底 as `variants.md` §3.8 defines the reference default:
    /// 108 suited tiles, no 吃, four sets and **any** pair, seven pairs (七对)
    /// with a four counted as two pairs (§3.4: "a quad inside counts as two
    /// pairs", the 龙七对), fan scoring ([`Scoring::Sichuan`],
    /// [`SichuanOptions::reference`]). None of Changsha's big hands, 开杠,
    /// opening wins, birds or 海底 offer.
    ///
    /// The shape checks ([`crate::is_win`], [`crate::waits`],
    /// [`crate::shanten`](fn@crate::shanten)) read shapes only; 缺一门 (a hand
    /// holding all three suits never wins) is [`crate::sichuan::analyze`]'s
    /// `win`, the fan its `fan`. [`crate::game::Game`] plays them: 换三张,
    /// 定缺 and wins that do not end the hand.
    ///
    /// ```
    /// use majiang_core::{Hand, RuleSet, is_win, sichuan};
    /// let sc = RuleSet::sichuan();
    /// assert_eq!(sc.wall_size(), 108);
    /// // 9p on 123m456m234p678p9p: 平胡, 0 fan.
    /// let h = Hand::parse("123m456m234p678p99p", "", &sc)?;
    /// assert_eq!(sichuan::analyze(&h, &sc)?.map(|a| a.fan), Some(0));
    /// // The same shape holding all three suits is no win (缺一门).
    /// let h = Hand::parse("123m456m234p678p99s", "", &sc)?;
    /// assert!(is_win(&h, &sc));
    /// assert!(sichuan::analyze(&h, &sc)?.is_none());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    #[must_use]
    pub const fn sichuan() -> RuleSet {
        let mut r = RuleSet::changsha_shapes_only("sichuan");
        r.scoring = Scoring::Sichuan;
        r.sichuan = SichuanOptions::reference();
        r
    }

    /// Fails unless these are 四川 rules: `name` = `value` is a 四川 option.
    fn check_sichuan(&self, name: &'static str, value: i64) -> Result<()> {
        if self.scoring == Scoring::Sichuan {
            Ok(())
        } else {
            Err(Error::BadOption { name, value, reason: "a 四川 option: use the sichuan preset" })
        }
    }

    /// Sets the 四川 cap (封顶): 3, 4 or 5 fan.
    ///
    /// ```
    /// use majiang_core::{FanCap, RuleSet};
    /// let mut sc = RuleSet::sichuan();
    /// sc.set_fan_cap(3)?;
    /// assert_eq!(sc.sichuan.cap, FanCap::Three);
    /// let err = sc.set_fan_cap(6).unwrap_err().to_string();
    /// assert!(err.contains("3, 4 or 5"), "{err}");
    /// assert!(RuleSet::changsha().set_fan_cap(4).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_fan_cap(&mut self, fan: i64) -> Result<()> {
        let cap = FanCap::from_fan(fan)?;
        self.check_sichuan("fan_cap", fan)?;
        self.sichuan.cap = cap;
        Ok(())
    }

    /// Sets what a 四川 self-draw adds: 0 自摸加底, 1 自摸加番.
    pub fn set_self_draw_bonus(&mut self, code: i64) -> Result<()> {
        let bonus = SelfDrawBonus::from_code(code)?;
        self.check_sichuan("self_draw_bonus", code)?;
        self.sichuan.self_draw = bonus;
        Ok(())
    }

    /// Sets the 四川 exchange: 0 (off), 2 (换两张) or 3 (换三张).
    pub fn set_exchange(&mut self, tiles: i64) -> Result<()> {
        let exchange = Exchange::from_tiles(tiles)?;
        self.check_sichuan("exchange", tiles)?;
        self.sichuan.exchange = exchange;
        Ok(())
    }

    /// Sets how 查大叫 pays a ready player: 0 as a discard win, 1 as a self-draw.
    pub fn set_cha_dajiao(&mut self, code: i64) -> Result<()> {
        let paid = PaidAs::from_code("cha_dajiao", code)?;
        self.check_sichuan("cha_dajiao", code)?;
        self.sichuan.cha_dajiao = paid;
        Ok(())
    }

    /// Sets how 点杠花 pays: 0 as a discard win by the kong's discarder, 1 as
    /// a self-draw.
    pub fn set_kong_flower(&mut self, code: i64) -> Result<()> {
        let paid = PaidAs::from_code("kong_flower", code)?;
        self.check_sichuan("kong_flower", code)?;
        self.sichuan.kong_flower = paid;
        Ok(())
    }

    /// Sets the 四川 mode: 0 血战到底, 1 血流成河.
    pub fn set_sichuan_mode(&mut self, code: i64) -> Result<()> {
        let mode = SichuanMode::from_code(code)?;
        self.check_sichuan("sichuan_mode", code)?;
        self.sichuan.mode = mode;
        Ok(())
    }

    /// Sets one of the 四川 on/off options by name: `yaojiu_jiangdui`
    /// (幺九将对), `menqing_zhongzhang` (门清中张), `tiandi_hu` (天地胡),
    /// `cagua` (擦挂), `call_transfer` (呼叫转移), `multiple_winners`
    /// (一炮多响) or `rob_kong` (抢杠胡); `value` 0 (off) or 1 (on). The same
    /// fields may be set directly; this is the checked form for hosts that
    /// pass names and integers.
    ///
    /// ```
    /// use majiang_core::RuleSet;
    /// let mut sc = RuleSet::sichuan();
    /// sc.set_sichuan_flag("menqing_zhongzhang", 1)?;
    /// assert!(sc.sichuan.menqing_zhongzhang);
    /// assert!(sc.set_sichuan_flag("cagua", 2).is_err());
    /// assert!(sc.set_sichuan_flag("birds", 1).is_err());
    /// # Ok::<(), majiang_core::Error>(())
    /// ```
    pub fn set_sichuan_flag(&mut self, name: &str, value: i64) -> Result<()> {
        const NAMES: [&str; 7] = [
            "yaojiu_jiangdui",
            "menqing_zhongzhang",
            "tiandi_hu",
            "cagua",
            "call_transfer",
            "multiple_winners",
            "rob_kong",
        ];
        let Some(key) = NAMES.into_iter().find(|n| *n == name) else {
            return Err(Error::BadOption {
                name: "sichuan_flag",
                value,
                reason: "the name must be yaojiu_jiangdui, menqing_zhongzhang, tiandi_hu, \
                         cagua, call_transfer, multiple_winners or rob_kong",
            });
        };
        let on = match value {
            0 => false,
            1 => true,
            _ => return Err(Error::BadOption { name: key, value, reason: "0 (off) or 1 (on)" }),
        };
        self.check_sichuan(key, value)?;
        let o = &mut self.sichuan;
        *match key {
            "yaojiu_jiangdui" => &mut o.yaojiu_jiangdui,
            "menqing_zhongzhang" => &mut o.menqing_zhongzhang,
            "tiandi_hu" => &mut o.tiandi_hu,
            "cagua" => &mut o.cagua,
            "call_transfer" => &mut o.call_transfer,
            "multiple_winners" => &mut o.multiple_winners,
            _ => &mut o.rob_kong,
        } = on;
        Ok(())
    }
}
