//! The 四川 preset (`sichuan`) and the setters of its options
//! ([`SichuanOptions`]).
use crate::error::{Error, Result};
use crate::options::{Choice, RuleOption, Values, c, flag};
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

/// The 四川 table alone takes these.
const SICHUAN: &[Scoring] = &[Scoring::Sichuan];

/// How 查大叫 and 点杠花 are paid.
const PAID_AS: &[Choice] = &[c(0, "当点炮", "as a discard win"), c(1, "当自摸", "as a self-draw")];

/// The registry entries of the 四川 options, by id, placed among the others
/// in [`crate::options::OPTIONS`].
pub(crate) const OPTIONS: &[RuleOption] = &[
    RuleOption {
        id: 35,
        name: "fan_cap",
        aliases: &[],
        zh: "封顶",
        en: "Fan cap",
        doc: "封顶, the most fan a win is paid for: 3 (8×), 4 (16×) or 5 (32×).",
        values: Values::Choice(&[
            c(3, "三番 (8倍)", "3 fan (8×)"),
            c(4, "四番 (16倍)", "4 fan (16×)"),
            c(5, "五番 (32倍)", "5 fan (32×)"),
        ]),
        families: SICHUAN,
        record: "sichuan.fan_cap",
        read: |r| r.sichuan.cap.fan().into(),
        write: RuleSet::set_fan_cap,
    },
    RuleOption {
        id: 36,
        name: "self_draw_bonus",
        aliases: &[],
        zh: "自摸加成",
        en: "Self-draw bonus",
        doc: "What a self-draw adds: 自摸加底 (one base more from each payer) or 自摸加番 (one fan more).",
        values: Values::Choice(&[
            c(0, "自摸加底", "one base more"),
            c(1, "自摸加番", "one fan more"),
        ]),
        families: SICHUAN,
        record: "sichuan.self_draw_bonus",
        read: |r| r.sichuan.self_draw.code(),
        write: RuleSet::set_self_draw_bonus,
    },
    RuleOption {
        id: 37,
        name: "yaojiu_jiangdui",
        aliases: &[],
        zh: "幺九将对",
        en: "Yaojiu and jiangdui",
        doc: "幺九将对: 带幺九 (+2) and 将对 (3 fan) count.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.yaojiu_jiangdui",
        read: |r| r.sichuan.yaojiu_jiangdui.into(),
        write: |r, v| r.set_sichuan_flag("yaojiu_jiangdui", i64::from(flag("yaojiu_jiangdui", v)?)),
    },
    RuleOption {
        id: 38,
        name: "menqing_zhongzhang",
        aliases: &[],
        zh: "门清中张",
        en: "Menqing and zhongzhang",
        doc: "门清中张: 门清 +1 and 中张 +1.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.menqing_zhongzhang",
        read: |r| r.sichuan.menqing_zhongzhang.into(),
        write: |r, v| {
            r.set_sichuan_flag("menqing_zhongzhang", i64::from(flag("menqing_zhongzhang", v)?))
        },
    },
    RuleOption {
        id: 39,
        name: "tiandi_hu",
        aliases: &[],
        zh: "天地胡",
        en: "Heavenly and earthly wins",
        doc: "天地胡: 天胡 and 地胡 are 5 fan.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.tiandi_hu",
        read: |r| r.sichuan.tiandi_hu.into(),
        write: |r, v| r.set_sichuan_flag("tiandi_hu", i64::from(flag("tiandi_hu", v)?)),
    },
    RuleOption {
        id: 40,
        name: "cagua",
        aliases: &[],
        zh: "擦挂",
        en: "Cagua",
        doc: "擦挂: on a 直杠 the other players still in pay 1× too.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.cagua",
        read: |r| r.sichuan.cagua.into(),
        write: |r, v| r.set_sichuan_flag("cagua", i64::from(flag("cagua", v)?)),
    },
    RuleOption {
        id: 41,
        name: "call_transfer",
        aliases: &[],
        zh: "呼叫转移",
        en: "Call transfer",
        doc: "呼叫转移: a kong's income goes to whoever wins on the konger's next discard (杠上炮).",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.call_transfer",
        read: |r| r.sichuan.call_transfer.into(),
        write: |r, v| r.set_sichuan_flag("call_transfer", i64::from(flag("call_transfer", v)?)),
    },
    RuleOption {
        id: 42,
        name: "exchange",
        aliases: &[],
        zh: "换牌",
        en: "Exchange",
        doc: "Tiles passed before 定缺: none, 换两张 or 换三张.",
        values: Values::Choice(&[
            c(0, "不换牌", "off"),
            c(2, "换两张", "two tiles"),
            c(3, "换三张", "three tiles"),
        ]),
        families: SICHUAN,
        record: "sichuan.exchange",
        read: |r| r.sichuan.exchange.tiles().into(),
        write: RuleSet::set_exchange,
    },
    RuleOption {
        id: 43,
        name: "cha_dajiao",
        aliases: &[],
        zh: "查大叫",
        en: "Cha dajiao",
        doc: "查大叫 pays a ready player as a discard win (当点炮) or a self-draw (当自摸).",
        values: Values::Choice(PAID_AS),
        families: SICHUAN,
        record: "sichuan.cha_dajiao",
        read: |r| r.sichuan.cha_dajiao.code(),
        write: RuleSet::set_cha_dajiao,
    },
    RuleOption {
        id: 44,
        name: "kong_flower",
        aliases: &[],
        zh: "点杠花",
        en: "Kong flower",
        doc: "点杠花, a win on the draw after a 直杠: paid as a discard win by the kong's discarder, or as a self-draw.",
        values: Values::Choice(PAID_AS),
        families: SICHUAN,
        record: "sichuan.kong_flower",
        read: |r| r.sichuan.kong_flower.code(),
        write: RuleSet::set_kong_flower,
    },
    RuleOption {
        id: 45,
        name: "sichuan_mode",
        aliases: &[],
        zh: "玩法",
        en: "Mode",
        doc: "血战到底 (a winner leaves) or 血流成河 (winners play on).",
        values: Values::Choice(&[
            c(0, "血战到底", "a winner leaves"),
            c(1, "血流成河", "winners play on"),
        ]),
        families: SICHUAN,
        record: "sichuan.mode",
        read: |r| r.sichuan.mode.code(),
        write: RuleSet::set_sichuan_mode,
    },
    RuleOption {
        id: 46,
        name: "sichuan_multiple_winners",
        aliases: &[],
        zh: "一炮多响",
        en: "Multiple winners",
        doc: "一炮多响 under 四川: several players may win on one discard.",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.multiple_winners",
        read: |r| r.sichuan.multiple_winners.into(),
        write: |r, v| {
            r.set_sichuan_flag("multiple_winners", i64::from(flag("sichuan_multiple_winners", v)?))
        },
    },
    RuleOption {
        id: 47,
        name: "sichuan_rob_kong",
        aliases: &[],
        zh: "抢杠胡",
        en: "Robbing a kong",
        doc: "抢杠胡 under 四川: robbing a 面下杠 (+1 fan).",
        values: Values::Flag,
        families: SICHUAN,
        record: "sichuan.flags.rob_kong",
        read: |r| r.sichuan.rob_kong.into(),
        write: |r, v| r.set_sichuan_flag("rob_kong", i64::from(flag("sichuan_rob_kong", v)?)),
    },
];
