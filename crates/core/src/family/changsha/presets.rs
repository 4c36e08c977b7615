//! The 长沙 presets: `changsha` (the reference table), `eval-v1` (less luck,
//! for comparing AIs) and `standard` (34 kinds, as the public riichi
//! libraries count shanten).
use crate::rules::{
    BirdMode, NextDealer, PairRule, PointTable, RuleSet, Scoring, SevenPairs, TableOptions,
};

impl RuleSet {
    /// The same rules scored the Changsha way: what [`crate::analyze_win`]
    /// prices under any family's shapes (the shapes ignore the scoring), for
    /// a search that values every family's wins as Changsha's — the seeds'
    /// search anchors.
    #[must_use]
    pub const fn with_changsha_scoring(&self) -> RuleSet {
        RuleSet { scoring: Scoring::Changsha, ..*self }
    }

    /// Changsha's table with none of its own extras: no 吃, any pair,
    /// none of its big hands, seven pairs with a four as two pairs, no 开杠,
    /// opening wins, birds, 庄闲分, 海底 offer or kong fee, the winner deals
    /// next. The base the other families' presets (转转, 四川) start from.
    pub(crate) const fn changsha_shapes_only(name: &'static str) -> RuleSet {
        let mut r = RuleSet::changsha();
        r.name = name;
        r.chi = false;
        r.pair = PairRule::Any;
        r.pengpenghu = false;
        r.qingyise = false;
        r.jiangjianghu = false;
        r.quanqiuren = false;
        r.seven_pairs = Some(SevenPairs::FourAsTwoPairs);
        r.table.kaigang = false;
        r.table.opening_wins = false;
        r.table.birds = 0;
        r.table.dealer_bonus = false;
        r.table.haidi_offer = false;
        r.table.kong_fee = 0;
        r.table.next_dealer = NextDealer::Winner;
        r
    }
}

impl RuleSet {
    /// Changsha mahjong as `changsha-rules.md` defines the default: 108 tiles,
    /// small hands with a 2-5-8 pair, the big hands, 开杠 flipping 2, opening
    /// wins, 2 birds multiplying, dealer +1.
    #[must_use]
    pub const fn changsha() -> RuleSet {
        let mut r = RuleSet::plain(
            "changsha",
            Scoring::Changsha,
            TableOptions {
                kaigang: true,
                kaigang_flips: 2,
                opening_wins: true,
                birds: 2,
                bird_mode: BirdMode::Multiply,
                dealer_bonus: true,
                next_dealer: NextDealer::Winner,
                haidi_offer: true,
                kong_fee: 0,
                points: PointTable { small_self_draw: 2, small_discard: 1, big_unit: 6 },
            },
        );
        r.chi = true;
        r.pair = PairRule::TwoFiveEight;
        r.pengpenghu = true;
        r.qingyise = true;
        r.jiangjianghu = true;
        r.quanqiuren = true;
        r.seven_pairs = Some(SevenPairs::FourAsTwoPairs);
        r
    }

    /// The `eval-v1` preset for comparing AIs: Changsha with less luck — no
    /// opening wins, no birds, no dealer +1, no 开杠, no 海底 offer, the deal
    /// rotating every hand.
    #[must_use]
    pub const fn eval_v1() -> RuleSet {
        let mut r = RuleSet::changsha();
        r.name = "eval-v1";
        r.table.kaigang = false;
        r.table.opening_wins = false;
        r.table.birds = 0;
        r.table.dealer_bonus = false;
        r.table.haidi_offer = false;
        r.table.next_dealer = NextDealer::Rotate;
        r
    }

    /// The standard preset as the public riichi libraries count: 34 kinds,
    /// four sets and any pair, seven distinct pairs, thirteen orphans.
    #[must_use]
    pub const fn standard() -> RuleSet {
        let mut r = RuleSet::changsha();
        r.name = "standard";
        r.honours = true;
        r.pair = PairRule::Any;
        r.pengpenghu = false;
        r.qingyise = false;
        r.jiangjianghu = false;
        r.quanqiuren = false;
        r.seven_pairs = Some(SevenPairs::Distinct);
        r.thirteen_orphans = true;
        r
    }
}
